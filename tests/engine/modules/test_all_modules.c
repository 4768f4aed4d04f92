/* SPDX-License-Identifier: MIT */
/* All the modules of expansions 1 and 2 together: names, setup, and whole games. */
#include "mod_fixtures.h"

#include <string.h>

#include "alhambra/bot.h"
#include "alhambra/view.h"

static const uint32_t ALL = MOD(ALH_MOD_BONUS_CARDS) | MOD(ALH_MOD_SQUARES) | MOD(ALH_MOD_CITY_GATES) |
                            MOD(ALH_MOD_DIAMONDS) | MOD(ALH_MOD_EXCHANGE) | MOD(ALH_MOD_CAMPS) |
                            MOD(ALH_MOD_CHARACTERS) | MOD(ALH_MOD_VIZIER);

/* The names used in "modules=" lists. */
static void test_names(void **state)
{
    (void)state;
    static const char *const names[] = {"two-player", "bonus-cards", "squares", "city-gates", "diamonds",
                                        "exchange", "camps", "characters", "vizier"};
    for (int id = 0; id < ALH_MOD_COUNT; id++) {
        assert_string_equal(alh_module_name(id), names[id]);
        assert_int_equal(alh_module_id(names[id]), id);
    }
    assert_int_equal(alh_module_id("thieves"), -1);
    assert_null(alh_module_name(ALH_MOD_COUNT));
    AlhGame g;
    AlhSetup bad = {3, 1, 1u << ALH_MOD_COUNT};
    assert_int_equal(alh_new_game(&g, &bad, NULL), ALH_ERR_BAD_COMMAND);
}

/* Every module at once: the deck holds money, 2 scoring cards, 10 diamonds, 6 exchange cards, one
 * city-gate card per player and 6 characters. */
static void test_setup_all(void **state)
{
    (void)state;
    for (int players = 2; players <= 6; players++) {
        AlhGame g;
        mx_new_game(&g, players, (uint64_t)players, ALL);
        int in_hands = 0;
        for (int p = 0; p < players; p++)
            in_hands += alh_cards_count(&g.players[p].hand);
        int display = 0;
        for (int s = 0; s < ALH_DISPLAY_SLOTS; s++)
            display += g.display[s] != ALH_CARD_NONE;
        int money = (players == 2 ? 72 : 108) + ALH_NUM_DIAMONDS;
        assert_int_equal(in_hands + display + g.deck_len, money + 2 + ALH_NUM_EXCHANGE + players + 6);
        assert_int_equal(g.bag_len, ALH_NUM_TILES + ALH_NUM_CAMPS);
    }
}

static void test_soak_all(void **state)
{
    (void)state;
    assert_int_equal(mx_soak(ALL, 30, 2000, false), 30);
    assert_true(mx_soak_events(ALH_EV_AUCTION_WON) > 0);
    assert_true(mx_soak_events(ALH_EV_VIZIER_USED) > 0);
    assert_true(mx_soak_events(ALH_EV_SQUARE_TAKEN) > 0);
    assert_int_equal(mx_soak(ALL, 30, 3000, true), 30);
}

/* Each module alone with alh_random_policy, the way self-play uses it. */
static void test_soak_each_with_random_policy(void **state)
{
    (void)state;
    for (int id = ALH_MOD_BONUS_CARDS; id < ALH_MOD_COUNT; id++)
        assert_int_equal(mx_soak(MOD(id), 10, 4000 + (uint64_t)id * 100, true), 10);
}

/* Every combination of the eight modules: one whole game each (player counts in turn) with the
 * random policy, finished and valid. */
static void test_every_combination(void **state)
{
    (void)state;
    for (unsigned mask = 0; mask < 256; mask++) {
        AlhGame g;
        int players = 2 + (int)(mask % 5);
        mx_new_game(&g, players, 5000 + mask, mask << 1);
        AlhRng rng;
        alh_rng_seed(&rng, mask, 11);
        for (int step = 0; step < 4000 && g.phase != ALH_PHASE_OVER; step++) {
            AlhCommand c;
            assert_int_equal(alh_random_policy(&g, &rng, &c), ALH_OK);
            assert_int_equal(alh_apply(&g, &c, NULL), ALH_OK);
        }
        char msg[160];
        if (!alh_game_validate(&g, msg, sizeof msg))
            fail_msg("modules %#x: %s", mask << 1, msg);
        assert_int_equal(g.phase, ALH_PHASE_OVER);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_names),
        cmocka_unit_test(test_setup_all),
        cmocka_unit_test(test_soak_all),
        cmocka_unit_test(test_soak_each_with_random_policy),
        cmocka_unit_test(test_every_combination),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

/* SPDX-License-Identifier: MIT */
/* All the modules of expansions 1 and 2 together: names, setup, and whole games. */
#include "mod_fixtures.h"

#include <string.h>

#include "alhambra/bot.h"
#include "alhambra/view.h"
#include "camps/camps.h"
#include "diamonds/diamonds.h"
#include "exchange/exchange.h"

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
    AlhSetup bad = {.num_players = 3, .seed = 1, .modules = alh_modset_from_bits(1u << ALH_MOD_COUNT)};
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

/*
 * Listing one kind of command gives exactly the commands of that kind in the full list: a module
 * that listed a kind it does not declare (AlhModule.command_kinds) would lose them here.
 */
static void test_listing_by_kind_matches_the_full_list(void **state)
{
    (void)state;
    static AlhCommand all[4096], some[4096];
    int compared[ALH_CMD_TYPE_COUNT] = {0};
    for (uint64_t seed = 1; seed <= 12; seed++) {
        AlhGame g;
        AlhSetup setup = {.num_players = 3 + (int)(seed % 3), .seed = seed, .modules = alh_modset_from_bits(ALL)};
        assert_int_equal(alh_new_game(&g, &setup, NULL), ALH_OK);
        AlhRng rng;
        alh_rng_seed(&rng, seed, 21);
        for (int step = 0; step < 3000 && g.phase != ALH_PHASE_OVER; step++) {
            size_t n = alh_legal_commands(&g, all, 4096);
            for (int type = ALH_CMD_TAKE_MONEY; type < ALH_CMD_TYPE_COUNT; type++) {
                if (type == ALH_CMD_PASS)
                    continue; /* offered by the full list on its own terms (no other action) */
                size_t m = alh_legal_commands_of(&g, alh_kinds_one(type), some, 4096), expected = 0;
                for (size_t i = 0; i < n; i++) {
                    if (all[i].type != type)
                        continue;
                    expected++;
                    bool found = false;
                    for (size_t j = 0; j < m && !found; j++)
                        found = alh_command_equal(&all[i], &some[j]);
                    if (!found)
                        fail_msg("seed %llu, phase %d: a command of type %d is missing from its kind's list",
                                 (unsigned long long)seed, g.phase, type);
                }
                assert_int_equal(m, expected);
                compared[type] += (int)expected;
            }
            AlhCommand c;
            if (alh_random_policy(&g, &rng, &c) != ALH_OK || alh_apply(&g, &c, NULL) != ALH_OK)
                break;
        }
    }
    /* Every module command kind was seen and compared at least once. */
    const int module_kinds[] = {ALH_CMD_PLAY_BONUS, ALH_CMD_TAKE_SQUARE, ALH_CMD_TAKE_GATE_CARD, ALH_CMD_VIZIER_BUY,
                                ALH_CMD_DECLINE, ALH_CMD_WAKE_VIZIER, ALH_CMD_BID, ALH_CMD_USE_CHARACTER};
    for (size_t k = 0; k < sizeof module_kinds / sizeof module_kinds[0]; k++)
        if (compared[module_kinds[k]] == 0)
            fail_msg("no command of type %d came up", module_kinds[k]);
}

/* Commands compare by their fields: padding bytes differ, the commands are equal; one field differs, they are not. */
static void test_command_equal(void **state)
{
    (void)state;
    AlhCommand a, b;
    memset(&a, 0xAB, sizeof a);
    memset(&b, 0x00, sizeof b);
    AlhCommand fields = {.type = ALH_CMD_BUY, .player = 2, .space = 3, .x = -1, .y = 4, .option = 2};
    alh_cards_add(&fields.cards, 5);
    a.type = b.type = fields.type;
    a.player = b.player = fields.player;
    a.slots = b.slots = 0;
    a.space = b.space = fields.space;
    a.tile = b.tile = a.tile2 = b.tile2 = 0;
    a.x = b.x = fields.x;
    a.y = b.y = fields.y;
    a.option = b.option = fields.option;
    a.cards = b.cards = fields.cards;
    assert_true(alh_command_equal(&a, &b));
    b.y = 5;
    assert_false(alh_command_equal(&a, &b));
    b.y = a.y;
    alh_cards_add(&b.cards, 6);
    assert_false(alh_command_equal(&a, &b));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_names),
        cmocka_unit_test(test_setup_all),
        cmocka_unit_test(test_soak_all),
        cmocka_unit_test(test_soak_each_with_random_policy),
        cmocka_unit_test(test_every_combination),
        cmocka_unit_test(test_listing_by_kind_matches_the_full_list),
        cmocka_unit_test(test_command_equal),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

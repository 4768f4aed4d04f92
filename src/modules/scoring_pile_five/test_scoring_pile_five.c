/* SPDX-License-Identifier: MIT */
/*
 * The second scoring card in pile 5 (rulebook 000: "la deuxième carte Décompte dans la cinquième
 * pile"; rulings R8's option): where setup puts each scoring card, where the bots' guesses put
 * the one not drawn yet, and whole games played with the option on.
 */
#include "mod_fixtures.h"

#include "alhambra/bot.h"
#include "alhambra/view.h"

#include <string.h>

static AlhGame game;

/* The deck index of a card still in the draw pile, or -1. */
static int deck_index(const AlhGame *g, int card)
{
    for (int i = g->deck_pos; i < g->deck_len; i++)
        if (g->deck[i] == card)
            return i;
    return -1;
}

/* Whether deck index i lies in pile `pile` (0..4). */
static bool in_pile(const AlhGame *g, int i, int pile)
{
    int lo = pile ? g->pile_end[pile - 1] : 0;
    return i >= lo && i < g->pile_end[pile];
}

/* "Placez la première carte Décompte dans la deuxième pile et la deuxième carte Décompte dans la
 * cinquième pile" (000), against 002's "into the fourth" without the option. */
static void test_setup_piles(void **state)
{
    (void)state;
    for (int players = 2; players <= 6; players++)
        for (uint64_t seed = 1; seed <= 40; seed++)
            for (int on = 0; on <= 1; on++) {
                mx_new_game(&game, players, seed, on ? MOD(ALH_MOD_SCORING_PILE_FIVE) : 0);
                assert_int_equal(alh_module_on(&game, ALH_MOD_SCORING_PILE_FIVE), on);
                assert_int_equal(alh_scoring_card_pile(&game, 0), 1);
                assert_int_equal(alh_scoring_card_pile(&game, 1), on ? 4 : 3);
                assert_true(in_pile(&game, deck_index(&game, ALH_CARD_SCORING_1), 1));
                assert_true(in_pile(&game, deck_index(&game, ALH_CARD_SCORING_2), on ? 4 : 3));
                char msg[256];
                assert_true(alh_game_validate(&game, msg, sizeof msg));
            }
}

/* With other modules that shuffle cards into the piles (the characters in 2 to 4, the master
 * builders in 3 and 5), the card still lies in pile 5. */
static void test_with_pile_modules(void **state)
{
    (void)state;
    uint64_t with = MOD(ALH_MOD_SCORING_PILE_FIVE) | MOD(ALH_MOD_CHARACTERS) | MOD(ALH_MOD_MASTER_BUILDERS) |
                    MOD(ALH_MOD_CITY_GATES) | MOD(ALH_MOD_EXCHANGE);
    for (int players = 2; players <= 6; players++)
        for (uint64_t seed = 1; seed <= 20; seed++) {
            mx_new_game(&game, players, seed, with);
            assert_true(in_pile(&game, deck_index(&game, ALH_CARD_SCORING_1), 1));
            assert_true(in_pile(&game, deck_index(&game, ALH_CARD_SCORING_2), 4));
        }
}

/* A bot's guess at the hidden draw pile puts the second scoring card where it can be: in pile 5,
 * and never among the cards before it (which would bring the second scoring too early). */
static void test_guesses_keep_pile_five(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 30; seed++) {
        mx_new_game(&game, 4, seed, MOD(ALH_MOD_SCORING_PILE_FIVE));
        /* Half-way through the piles too: drawn cards leave the pile's range from deck_pos on. */
        for (int moved = 0; moved <= 1; moved++) {
            if (moved)
                game.deck_pos = (uint8_t)(game.pile_end[2] + 1);
            AlhView v;
            alh_view_make(&game, (int)(seed % 4), &v);
            assert_true(v.scoring_pending[1]);
            AlhRng rng;
            alh_rng_seed(&rng, seed, 3);
            for (int k = 0; k < 20; k++) {
                AlhGame guess;
                alh_view_determinize(&v, &rng, &guess);
                int at = deck_index(&guess, ALH_CARD_SCORING_2);
                assert_true(in_pile(&guess, at, 4));
                int first = deck_index(&guess, ALH_CARD_SCORING_1);
                if (moved)
                    assert_int_equal(first, -1); /* pile 2 was drawn: no first card is guessed back */
                else
                    assert_true(in_pile(&guess, first, 1));
            }
        }
    }
}

/* Whole games with the option on, alone and with the expansions: the engine's checks after every
 * command hold, and the second scoring card, when it comes, comes from pile 5. */
static void test_games(void **state)
{
    (void)state;
    assert_int_equal(mx_soak(MOD(ALH_MOD_SCORING_PILE_FIVE), 15, 8100, true), 15);
    assert_true(mx_soak_events(ALH_EV_SCORING_CARD) >= 15); /* the first one at least, every game */
    for (uint64_t seed = 1; seed <= 30; seed++) {
        mx_new_game(&game, 2 + (int)(seed % 5), seed, MOD(ALH_MOD_SCORING_PILE_FIVE));
        int fourth_end = game.pile_end[3];
        AlhRng rng;
        alh_rng_seed(&rng, seed, 9);
        AlhEvents ev;
        for (int step = 0; step < 4000 && game.phase != ALH_PHASE_OVER; step++) {
            AlhCommand c;
            assert_int_equal(alh_random_policy(&game, &rng, &c), ALH_OK);
            memset(&ev, 0, sizeof ev);
            assert_int_equal(alh_apply(&game, &c, &ev), ALH_OK);
            for (int i = 0; i < ev.count; i++) /* the deck not reshuffled since: deck_pos is past the card drawn */
                if (ev.ev[i].type == ALH_EV_SCORING_CARD && ev.ev[i].round == 2 && game.reshuffles == 0)
                    assert_true(game.deck_pos > fourth_end);
        }
        assert_int_equal(game.phase, ALH_PHASE_OVER);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_setup_piles),
        cmocka_unit_test(test_with_pile_modules),
        cmocka_unit_test(test_guesses_keep_pile_five),
        cmocka_unit_test(test_games),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

/* SPDX-License-Identifier: MIT */
/*
 * Bots never peek: for many positions, with and without the modules, the hidden parts are re-dealt
 * from the real game (hidden_redeal.h: the bag's and the deck's order and every byte around them,
 * hidden hand cards, other players' bonus cards, the characters' surplus pile, the face-down
 * squares, the generator and the game's seed) into different real games that look the same to
 * the player to move; every level, with a fixed bot seed, must then choose the very same command.
 * The re-deal never starts from the view: a leak in the view would otherwise be copied into every
 * re-dealt game and go unnoticed.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bots_test_util.h"
#include "../common/hidden_redeal.h"

#define REDEALS 3

static const AlhBotBudget small_budget = {.candidates = 3, .samples = 2, .depth_rounds = 1};

static bool same_command(const AlhCommand *a, const AlhCommand *b) { return alh_command_equal(a, b); }

static RedealStats varied; /* how often each kind of secret really changed */

static void check_position(const AlhGame *g, uint64_t bot_seed, AlhRng *deal_rng)
{
    int me = alh_to_move(g);
    AlhGame *other = malloc(sizeof *other);
    AlhView *view = malloc(sizeof *view), *view2 = malloc(sizeof *view2);
    assert_non_null(other);
    assert_non_null(view);
    assert_non_null(view2);
    alh_view_make(g, me, view);
    for (int level = 0; level < ALH_BOT_LEVELS; level++) {
        const AlhBotBudget *budget = level >= ALH_BOT_HARD ? &small_budget : NULL;
        AlhCommand first;
        assert_int_equal(alh_bot_choose_budget(level, view, bot_seed, budget, &first), ALH_OK);
        assert_int_equal(alh_check(g, &first), ALH_OK);
        for (int k = 0; k < REDEALS; k++) {
            RedealStats st;
            hidden_redeal(g, me, deal_rng, other, &st);
            char msg[160];
            if (!alh_game_validate(other, msg, sizeof msg))
                fail_msg("the re-dealt game is not valid: %s", msg);
            varied.bag += st.bag > 0;
            varied.deck += st.deck > 0;
            varied.hands += st.hands > 0;
            varied.bonus += st.bonus > 0;
            varied.surplus += st.surplus > 0;
            varied.squares += st.squares > 0;
            alh_view_make(other, me, view2);
            AlhCommand again;
            assert_int_equal(alh_bot_choose_budget(level, view2, bot_seed, budget, &again), ALH_OK);
            if (!same_command(&first, &again))
                fail_msg("%s bot changed its mind when only hidden cards and tiles moved", alh_bot_level_name(level));
            assert_int_equal(alh_check(other, &again), ALH_OK);
        }
    }
    free(other);
    free(view);
    free(view2);
}

static void test_decisions_ignore_hidden_state(void **state)
{
    (void)state;
    AlhGame *g = malloc(sizeof *g);
    assert_non_null(g);
    AlhRng deal_rng;
    alh_rng_seed(&deal_rng, 4242, 17);
    int positions = 0;
    memset(&varied, 0, sizeof varied);
    const uint32_t all = ((1u << ALH_MOD_COUNT) - 1) & ~(1u << ALH_MOD_TWO_PLAYER);
    for (int players = 2; players <= 6; players++)
        for (int k = 0; k < 8; k++) {
            uint64_t seed = (uint64_t)players * 1000 + (uint64_t)k;
            /* Half the positions with every module, so that their secrets are re-dealt too. */
            bots_test_position_modules(g, players, seed, 10 + k * 25, k % 2 ? all : 0);
            if (g->phase == ALH_PHASE_OVER)
                continue;
            check_position(g, seed ^ 0xabcdef, &deal_rng);
            positions++;
        }
    assert_true(positions >= 30);
    /* What was re-dealt went beyond the bag. */
    assert_true(varied.bag > 100 && varied.deck > 100 && varied.bonus > 20 && varied.surplus > 5 && varied.squares > 20);
    printf("# %d positions; re-deals that changed the bag %d, deck %d, hidden hands %d, bonus cards %d, surplus %d, squares %d\n",
           positions, varied.bag, varied.deck, varied.hands, varied.bonus, varied.surplus, varied.squares);
    free(g);
}

/* The same view and seed always give the same command (nothing depends on time or globals). */
static void test_same_seed_same_choice(void **state)
{
    (void)state;
    AlhGame *g = malloc(sizeof *g);
    AlhView *view = malloc(sizeof *view);
    assert_non_null(g);
    assert_non_null(view);
    bots_test_position(g, 4, 77, 60);
    alh_view_make(g, alh_to_move(g), view);
    for (int level = 0; level < ALH_BOT_LEVELS; level++) {
        AlhCommand a, b;
        const AlhBotBudget *budget = level >= ALH_BOT_HARD ? &small_budget : NULL;
        assert_int_equal(alh_bot_choose_budget(level, view, 5, budget, &a), ALH_OK);
        assert_int_equal(alh_bot_choose_budget(level, view, 5, budget, &b), ALH_OK);
        assert_true(same_command(&a, &b));
    }
    free(g);
    free(view);
}

/* A bot asked to move for someone else, or after the end, refuses clearly. */
static void test_refuses_wrong_turn(void **state)
{
    (void)state;
    AlhGame *g = malloc(sizeof *g);
    AlhView *view = malloc(sizeof *view);
    assert_non_null(g);
    assert_non_null(view);
    bots_test_position(g, 3, 5, 20);
    int other = (alh_to_move(g) + 1) % 3;
    alh_view_make(g, other, view);
    AlhCommand c;
    for (int level = 0; level < ALH_BOT_LEVELS; level++)
        assert_int_equal(alh_bot_choose(level, view, 1, &c), ALH_ERR_NOT_YOUR_TURN);
    assert_int_equal(alh_bot_choose(ALH_BOT_LEVELS, view, 1, &c), ALH_ERR_BAD_COMMAND);
    free(g);
    free(view);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_decisions_ignore_hidden_state),
        cmocka_unit_test(test_same_seed_same_choice),
        cmocka_unit_test(test_refuses_wrong_turn),
    };
    return cmocka_run_group_tests_name("bots-fairness", tests, NULL, NULL);
}

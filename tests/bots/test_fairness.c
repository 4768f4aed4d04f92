/* SPDX-License-Identifier: MIT */
/*
 * Bots never peek: for many positions, the hidden parts (deck order, bag order, hidden hand
 * cards) are re-dealt into different real games that look the same to the player to move; every
 * level, with a fixed seed, must then choose the very same command.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "bots_test_util.h"

#define REDEALS 3

static const AlhBotBudget small_budget = {.candidates = 3, .samples = 2, .depth_rounds = 1};

static bool same_command(const AlhCommand *a, const AlhCommand *b)
{
    return a->type == b->type && a->player == b->player && a->slots == b->slots && a->space == b->space &&
           a->tile == b->tile && a->tile2 == b->tile2 && a->x == b->x && a->y == b->y &&
           a->cards.bits[0] == b->cards.bits[0] && a->cards.bits[1] == b->cards.bits[1];
}

/* A real game that differs from g in everything its player to move cannot see. */
static void redeal(const AlhGame *g, uint64_t seed, AlhGame *out)
{
    AlhView *v = malloc(sizeof *v);
    assert_non_null(v);
    alh_view_make(g, alh_to_move(g), v);
    AlhRng rng;
    alh_rng_seed(&rng, seed, 99);
    alh_view_determinize(v, &rng, out);
    free(v);
}

static void check_position(const AlhGame *g, uint64_t bot_seed)
{
    int me = alh_to_move(g);
    AlhGame *other = malloc(sizeof *other);
    AlhView *view = malloc(sizeof *view);
    assert_non_null(other);
    assert_non_null(view);
    for (int level = 0; level < ALH_BOT_LEVELS; level++) {
        const AlhBotBudget *budget = level >= ALH_BOT_HARD ? &small_budget : NULL;
        alh_view_make(g, me, view);
        AlhCommand first;
        assert_int_equal(alh_bot_choose_budget(level, view, bot_seed, budget, &first), ALH_OK);
        assert_int_equal(alh_check(g, &first), ALH_OK);
        for (int k = 0; k < REDEALS; k++) {
            redeal(g, bot_seed * 31 + (uint64_t)k + 1, other);
            /* The re-dealt game really differs where the player cannot see. */
            if (alh_bag_remaining(g) >= 10)
                assert_memory_not_equal(g->bag + g->bag_pos, other->bag + other->bag_pos, (size_t)alh_bag_remaining(g));
            alh_view_make(other, me, view);
            AlhCommand again;
            assert_int_equal(alh_bot_choose_budget(level, view, bot_seed, budget, &again), ALH_OK);
            if (!same_command(&first, &again))
                fail_msg("%s bot changed its mind when only hidden cards and tiles moved", alh_bot_level_name(level));
            assert_int_equal(alh_check(other, &again), ALH_OK);
        }
    }
    free(other);
    free(view);
}

static void test_decisions_ignore_hidden_state(void **state)
{
    (void)state;
    AlhGame *g = malloc(sizeof *g);
    assert_non_null(g);
    int positions = 0;
    for (int players = 2; players <= 6; players++)
        for (int k = 0; k < 8; k++) {
            uint64_t seed = (uint64_t)players * 1000 + (uint64_t)k;
            bots_test_position(g, players, seed, 10 + k * 25);
            if (g->phase == ALH_PHASE_OVER)
                continue;
            check_position(g, seed ^ 0xabcdef);
            positions++;
        }
    assert_true(positions >= 30);
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

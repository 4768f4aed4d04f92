/* SPDX-License-Identifier: MIT */
/*
 * Every level plays whole games with the expansion modules: all of them at once (3 and 4 players)
 * and each one alone. Every command a bot returns is legal (the vizier, auctions, diamonds,
 * exchange cards, camps and squares included), the games end and the final states are valid.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdlib.h>

#include "bots_test_util.h"

static const AlhBotBudget small_budget = {.candidates = 3, .samples = 2, .depth_rounds = 1};

static uint32_t all_modules(void)
{
    uint32_t m = 0;
    for (int i = ALH_MOD_TWO_PLAYER + 1; i < ALH_MOD_COUNT; i++)
        m |= 1u << i;
    return m;
}

/* One game with `level` in every seat; fails on any illegal command or an invalid end state. */
static void play(int level, int players, uint32_t modules, uint64_t seed)
{
    AlhGame *g = malloc(sizeof *g);
    AlhView *view = malloc(sizeof *view);
    assert_non_null(g);
    assert_non_null(view);
    AlhSetup setup = {.num_players = players, .seed = seed, .modules = alh_modset_from_bits(modules)};
    assert_int_equal(alh_new_game(g, &setup, NULL), ALH_OK);
    int steps = 0, buys = 0;
    while (g->phase != ALH_PHASE_OVER) {
        if (++steps >= 8000)
            fail_msg("%s bots: game with modules 0x%x did not end", alh_bot_level_name(level), modules);
        int seat = alh_to_move(g);
        assert_true(seat >= 0 && seat < players);
        alh_view_make(g, seat, view);
        AlhCommand c;
        AlhError err = alh_bot_choose_budget(level, view, seed * 2654435761u + (uint64_t)steps,
                                             level >= ALH_BOT_HARD ? &small_budget : NULL, &c);
        if (err != ALH_OK)
            fail_msg("%s bot (modules 0x%x, phase %d) found no command: %s", alh_bot_level_name(level), modules, g->phase,
                     alh_error_message(err));
        err = alh_check(g, &c);
        if (err != ALH_OK)
            fail_msg("%s bot (modules 0x%x, phase %d) chose an illegal command (type %d): %s", alh_bot_level_name(level), modules,
                     g->phase, c.type, alh_error_message(err));
        buys += c.type == ALH_CMD_BUY;
        assert_int_equal(alh_apply(g, &c, NULL), ALH_OK);
    }
    char msg[200];
    if (!alh_game_validate(g, msg, sizeof msg))
        fail_msg("invalid state after a %s game with modules 0x%x: %s", alh_bot_level_name(level), modules, msg);
    assert_true(buys > 0);
    free(g);
    free(view);
}

static void play_modules(int level)
{
    for (int players = 3; players <= 4; players++)
        play(level, players, all_modules(), (uint64_t)(1000 + level * 10 + players));
    for (int m = ALH_MOD_TWO_PLAYER + 1; m < ALH_MOD_COUNT; m++)
        play(level, 3, 1u << m, (uint64_t)(2000 + level * 100 + m));
}

static void test_random_with_modules(void **state)
{
    (void)state;
    play_modules(ALH_BOT_RANDOM);
}
static void test_easy_with_modules(void **state)
{
    (void)state;
    play_modules(ALH_BOT_EASY);
}
static void test_medium_with_modules(void **state)
{
    (void)state;
    play_modules(ALH_BOT_MEDIUM);
}
static void test_hard_with_modules(void **state)
{
    (void)state;
    play_modules(ALH_BOT_HARD);
}
static void test_expert_with_modules(void **state)
{
    (void)state;
    play_modules(ALH_BOT_EXPERT);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_random_with_modules), cmocka_unit_test(test_easy_with_modules),
        cmocka_unit_test(test_medium_with_modules), cmocka_unit_test(test_hard_with_modules),
        cmocka_unit_test(test_expert_with_modules),
    };
    return cmocka_run_group_tests_name("bots with modules", tests, NULL, NULL);
}

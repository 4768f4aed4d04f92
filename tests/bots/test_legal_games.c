/* SPDX-License-Identifier: MIT */
/*
 * Every level plays whole games (2 to 6 players, the 2-player rules with Dirk, the end-of-game
 * placement) and every command it returns is legal; the games end and the states stay valid.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdlib.h>

#include "bots_test_util.h"

static const AlhBotBudget small_budget = {.candidates = 3, .samples = 2, .depth_rounds = 1};

typedef struct GameStats {
    int commands;
    int by_type[ALH_CMD_TYPE_COUNT];
    int final_placements; /* commands made in the end-of-game placement phase */
} GameStats;

/* Plays one game with the given level in each seat; fails the test on any illegal command. */
static void play(const int *levels, int players, uint64_t seed, GameStats *stats)
{
    AlhGame *g = malloc(sizeof *g);
    AlhView *view = malloc(sizeof *view);
    assert_non_null(g);
    assert_non_null(view);
    AlhSetup setup = {.num_players = players, .seed = seed, .modules = alh_modset_none()};
    assert_int_equal(alh_new_game(g, &setup, NULL), ALH_OK);
    int steps = 0;
    while (g->phase != ALH_PHASE_OVER) {
        assert_true(++steps < 5000);
        int seat = alh_to_move(g);
        int level = levels[seat];
        alh_view_make(g, seat, view);
        AlhCommand c;
        AlhError err = alh_bot_choose_budget(level, view, seed * 1315423911u + (uint64_t)steps,
                                             level >= ALH_BOT_HARD ? &small_budget : NULL, &c);
        if (err != ALH_OK)
            fail_msg("%s bot found no command: %s", alh_bot_level_name(level), alh_error_message(err));
        err = alh_check(g, &c);
        if (err != ALH_OK)
            fail_msg("%s bot chose an illegal command (type %d): %s", alh_bot_level_name(level), c.type, alh_error_message(err));
        if (g->phase == ALH_PHASE_FINAL_PLACE)
            stats->final_placements++;
        assert_int_equal(alh_apply(g, &c, NULL), ALH_OK);
        stats->commands++;
        stats->by_type[c.type]++;
    }
    char msg[200];
    if (!alh_game_validate(g, msg, sizeof msg))
        fail_msg("invalid state after a bot game: %s", msg);
    free(g);
    free(view);
}

static void play_level(int level, int max_players, int games_per_count)
{
    for (int players = 2; players <= max_players; players++)
        for (int k = 0; k < games_per_count; k++) {
            int levels[ALH_MAX_PLAYERS];
            for (int s = 0; s < players; s++)
                levels[s] = level;
            GameStats stats = {0};
            play(levels, players, (uint64_t)(level * 100 + players * 10 + k), &stats);
            assert_true(stats.commands > 20);
            assert_true(stats.by_type[ALH_CMD_BUY] > 0);
        }
}

static void test_random_plays_legally(void **state)
{
    (void)state;
    play_level(ALH_BOT_RANDOM, 6, 4);
}
static void test_easy_plays_legally(void **state)
{
    (void)state;
    play_level(ALH_BOT_EASY, 6, 4);
}
static void test_medium_plays_legally(void **state)
{
    (void)state;
    play_level(ALH_BOT_MEDIUM, 6, 2);
}
static void test_hard_plays_legally(void **state)
{
    (void)state;
    play_level(ALH_BOT_HARD, 6, 1);
}
static void test_expert_plays_legally(void **state)
{
    (void)state;
    play_level(ALH_BOT_EXPERT, 4, 1);
}

/* Mixed tables, and the 2-player game: over several games the bots use Dirk and the final placement. */
static void test_mixed_tables_and_two_players(void **state)
{
    (void)state;
    GameStats two = {0};
    for (int k = 0; k < 6; k++) {
        int levels[2] = {ALH_BOT_MEDIUM, k % 2 ? ALH_BOT_EASY : ALH_BOT_HARD};
        play(levels, 2, 500 + (uint64_t)k, &two);
    }
    assert_true(two.by_type[ALH_CMD_PLACE] > 0);
    GameStats mixed = {0};
    for (int k = 0; k < 4; k++) {
        int levels[5] = {ALH_BOT_RANDOM, ALH_BOT_EASY, ALH_BOT_MEDIUM, ALH_BOT_HARD, ALH_BOT_EXPERT};
        play(levels, 5, 900 + (uint64_t)k, &mixed);
    }
    assert_true(mixed.by_type[ALH_CMD_BUY] > 0);
    assert_true(mixed.final_placements + two.final_placements > 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_random_plays_legally), cmocka_unit_test(test_easy_plays_legally),
        cmocka_unit_test(test_medium_plays_legally), cmocka_unit_test(test_hard_plays_legally),
        cmocka_unit_test(test_expert_plays_legally), cmocka_unit_test(test_mixed_tables_and_two_players),
    };
    return cmocka_run_group_tests_name("bots-legal-games", tests, NULL, NULL);
}

/* SPDX-License-Identifier: MIT */
/*
 * The reference random player chooses among the legal ways uniformly, however it finds them: every
 * legal placement (each spot, the reserve, Dirk) and every legal way to take money is drawn, each about
 * as often as the others, and nothing else is. Its shortcuts (drawing cells and asking whether the
 * tile fits, going straight to single cards) must keep exactly that.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdbool.h>
#include <string.h>

#include "alhambra/bot.h"

#define MAX_WAYS 128

typedef struct Tally {
    AlhCommand ways[MAX_WAYS];
    int seen[MAX_WAYS];
    int count;
} Tally;

static int tally_find(const Tally *t, const AlhCommand *c)
{
    for (int i = 0; i < t->count; i++)
        if (alh_command_equal(&t->ways[i], c))
            return i;
    return -1;
}

/* Each legal way drawn between half and one and a half times its share: with at least 300 draws a
 * way, a fair draw strays that far less than once in 10^12; a way never drawn, or one drawn twice as
 * often as the others, fails. */
static void assert_even(const Tally *t, int draws)
{
    double share = (double)draws / t->count;
    for (int i = 0; i < t->count; i++)
        if (t->seen[i] < share * 0.5 || t->seen[i] > share * 1.5)
            fail_msg("way %d of %d (type %d at %d,%d) drawn %d times, %.0f expected", i, t->count, t->ways[i].type, t->ways[i].x,
                     t->ways[i].y, t->seen[i], share);
}

/* Draws the player's command `per_way` times per way at this position, keeping those of the kinds
 * asked; every command drawn must be legal, and every one of those kinds must be a listed way. */
static int draw(const AlhGame *g, const AlhKindSet *kinds, Tally *t, int per_way, uint64_t seed)
{
    int total = t->count * per_way, kept = 0;
    AlhRng rng;
    alh_rng_seed(&rng, seed, 11);
    for (int guard = 0; kept < total && guard < total * 40; guard++) {
        AlhCommand c;
        assert_int_equal(alh_random_policy(g, &rng, &c), ALH_OK);
        assert_int_equal(alh_check(g, &c), ALH_OK);
        if (!alh_kinds_has(kinds, c.type))
            continue;
        int i = tally_find(t, &c);
        if (i < 0)
            fail_msg("drew a command of type %d at %d,%d that is not among the %d legal ways", c.type, c.x, c.y, t->count);
        t->seen[i]++;
        kept++;
    }
    assert_int_equal(kept, total);
    return kept;
}

/* Plays random games and stops at placements; the first waiting tile's ways are listed by the engine. */
static void test_placements_are_uniform(void **state)
{
    (void)state;
    int positions = 0, with_dirk = 0, narrow = 0;
    for (uint64_t seed = 1; positions < 24 && seed < 400; seed++) {
        AlhGame g;
        int players = 2 + (int)(seed % 5);
        AlhSetup setup = {.num_players = players, .seed = seed};
        assert_int_equal(alh_new_game(&g, &setup, NULL), ALH_OK);
        AlhRng rng;
        alh_rng_seed(&rng, seed, 5);
        int stop = 40 + (int)(seed * 37 % 120);
        for (int step = 0; g.phase != ALH_PHASE_OVER && step < 400; step++) {
            if (step >= stop && g.phase == ALH_PHASE_PLACE)
                break;
            AlhCommand c;
            assert_int_equal(alh_random_policy(&g, &rng, &c), ALH_OK);
            assert_int_equal(alh_apply(&g, &c, NULL), ALH_OK);
        }
        if (g.phase != ALH_PHASE_PLACE)
            continue;
        /* The ways for the first waiting tile: its legal spots, the reserve, Dirk when he may take it. */
        int tile = 0;
        for (int t = 1; t <= ALH_NUM_TILES && !tile; t++)
            if (g.where[t].loc == ALH_LOC_PENDING && g.where[t].owner == g.current)
                tile = t;
        assert_true(tile > 0);
        Tally tally;
        memset(&tally, 0, sizeof tally);
        AlhCommand all[512];
        size_t n = alh_legal_commands(&g, all, 512);
        for (size_t i = 0; i < n && i < 512; i++)
            if (all[i].tile == tile && tally.count < MAX_WAYS)
                tally.ways[tally.count++] = all[i];
        AlhSpot spots[256];
        size_t legal = alh_legal_spots(&g, g.current, tile, spots, 256);
        assert_true(legal + 1 <= (size_t)tally.count); /* the spots and the reserve at least */
        with_dirk += (size_t)tally.count > legal + 1;
        narrow += legal <= 2;
        AlhKindSet kinds = alh_kinds_all();
        int draws = draw(&g, &kinds, &tally, 300, seed * 31 + 7);
        assert_even(&tally, draws);
        positions++;
    }
    assert_int_equal(positions, 24);
    assert_true(with_dirk > 0); /* two-player games: Dirk's share drawn too */
    assert_true(narrow > 0);    /* and boards where the tile fits almost nowhere */
}

/* Money taken: every legal way (single cards, and sets worth at most 5) equally often, whether or not
 * some pair of the display makes 5 or less. */
static void test_takes_are_uniform(void **state)
{
    (void)state;
    int with_pairs = 0, singles_only = 0;
    for (uint64_t seed = 1; (with_pairs < 8 || singles_only < 8) && seed < 2000; seed++) {
        AlhGame g;
        AlhSetup setup = {.num_players = 3 + (int)(seed % 4), .seed = seed};
        assert_int_equal(alh_new_game(&g, &setup, NULL), ALH_OK);
        AlhRng rng;
        alh_rng_seed(&rng, seed, 9);
        for (int step = 0; step < (int)(seed % 60) && g.phase != ALH_PHASE_OVER; step++) {
            AlhCommand c;
            assert_int_equal(alh_random_policy(&g, &rng, &c), ALH_OK);
            assert_int_equal(alh_apply(&g, &c, NULL), ALH_OK);
        }
        if (g.phase != ALH_PHASE_ACTION)
            continue;
        Tally tally;
        memset(&tally, 0, sizeof tally);
        AlhKindSet kinds = alh_kinds_one(ALH_CMD_TAKE_MONEY);
        size_t n = alh_legal_commands_of(&g, kinds, tally.ways, MAX_WAYS);
        if (n == 0 || n > MAX_WAYS)
            continue;
        tally.count = (int)n;
        bool pairs = false;
        for (int i = 0; i < tally.count; i++)
            pairs |= (tally.ways[i].slots & (tally.ways[i].slots - 1)) != 0;
        if (pairs ? with_pairs >= 8 : singles_only >= 8)
            continue;
        int draws = draw(&g, &kinds, &tally, 300, seed * 17 + 3);
        assert_even(&tally, draws);
        with_pairs += pairs;
        singles_only += !pairs;
    }
    assert_int_equal(with_pairs, 8);
    assert_int_equal(singles_only, 8);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_placements_are_uniform),
        cmocka_unit_test(test_takes_are_uniform),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

/* SPDX-License-Identifier: MIT */
/* The evaluation's pieces agree with the rules: majority points as the engine scores them, sane terms. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "bot_internal.h"
#include "bots_test_util.h"

static bool has_pending(const AlhGame *g)
{
    for (int t = 1; t <= ALH_NUM_TILES; t++)
        if (g->where[t].loc == ALH_LOC_PENDING)
            return true;
    return false;
}

/* What the bots expect from a round equals what the engine would award (shares rounded down). */
static void test_majority_points_match_engine(void **state)
{
    (void)state;
    AlhGame *g = malloc(sizeof *g);
    assert_non_null(g);
    int checked = 0;
    for (int players = 2; players <= 6; players++)
        for (int k = 0; k < 10; k++) {
            bots_test_position(g, players, (uint64_t)(players * 50 + k), 20 + 30 * k);
            if (has_pending(g))
                continue;
            BotEvalCtx ctx;
            bot_eval_init(&ctx, g);
            for (int round = 1; round <= 3; round++) {
                AlhScoreDetail d;
                alh_score_preview(g, round, &d);
                for (int p = 0; p < players; p++)
                    for (int t = 0; t < ALH_NUM_TYPES; t++) {
                        double mine = bot_majority_points(&ctx, (const uint8_t(*)[ALH_NUM_TYPES])ctx.counts, round, p, t);
                        assert_int_equal((int)floor(mine), d.points[p][t]);
                        checked++;
                    }
            }
        }
    assert_true(checked > 1000);
    free(g);
}

/* Worked example of R6: two players tied first in round 2 towers share 13 + 6. */
static void test_tie_shares(void **state)
{
    (void)state;
    AlhGame *g = malloc(sizeof *g);
    assert_non_null(g);
    bots_test_position(g, 3, 1, 0);
    BotEvalCtx ctx;
    bot_eval_init(&ctx, g);
    uint8_t counts[BOT_PARTICIPANTS][ALH_NUM_TYPES] = {{0}};
    counts[0][ALH_TOWER] = 2;
    counts[1][ALH_TOWER] = 2;
    counts[2][ALH_TOWER] = 1;
    assert_true(fabs(bot_majority_points(&ctx, (const uint8_t(*)[ALH_NUM_TYPES])counts, 2, 0, ALH_TOWER) - 9.5) < 1e-9);
    assert_true(bot_majority_points(&ctx, (const uint8_t(*)[ALH_NUM_TYPES])counts, 2, 2, ALH_TOWER) == 0);
    assert_true(bot_majority_points(&ctx, (const uint8_t(*)[ALH_NUM_TYPES])counts, 3, 2, ALH_TOWER) == 6);
    free(g);
}

/* A building that takes the lead in a type is worth more than one that stays behind. */
static void test_type_gain_prefers_the_lead(void **state)
{
    (void)state;
    AlhGame *g = malloc(sizeof *g);
    assert_non_null(g);
    bots_test_position(g, 3, 2, 0);
    BotEvalCtx ctx;
    bot_eval_init(&ctx, g);
    ctx.counts[0][ALH_GARDEN] = 2; /* player 0 can go from tied to first */
    ctx.counts[1][ALH_GARDEN] = 2;
    ctx.counts[0][ALH_PAVILION] = 0; /* far behind: one more pavilion gains nothing yet */
    ctx.counts[1][ALH_PAVILION] = 5;
    ctx.counts[2][ALH_PAVILION] = 4;
    assert_true(bot_type_gain(&ctx, 0, ALH_GARDEN) > bot_type_gain(&ctx, 0, ALH_PAVILION) + 1.0);
    free(g);
}

/* The plain reading of R5/R6 for the test below: places above p, those level with it, and the
 * places the tie spans summed one by one (base + type for each place the round pays). */
static double plain_points(const uint8_t counts[BOT_PARTICIPANTS][ALH_NUM_TYPES], const bool *in, int round, int p, int type,
                           int mine)
{
    static const int base[3][3] = {{1, 0, 0}, {8, 1, 0}, {16, 8, 1}};
    if (mine == 0)
        return 0;
    int above = 0, tied = 1;
    for (int q = 0; q < BOT_PARTICIPANTS; q++)
        if (q != p && in[q]) {
            above += counts[q][type] > mine;
            tied += counts[q][type] == mine;
        }
    int sum = 0;
    for (int place = above; place < above + tied; place++)
        if (place < round)
            sum += base[round - 1][place] + type;
    return (double)sum / tied;
}

/*
 * The majority points and a building's gain, worked out by the evaluation's shortcuts (the
 * participants listed once, the paid places summed at once), equal the plain reading to the bit,
 * over random counts with 2 to 6 seats (Dirk in the 2-player game).
 */
static void test_majority_shortcuts_match_the_plain_reading(void **state)
{
    (void)state;
    AlhGame *g = malloc(sizeof *g);
    assert_non_null(g);
    AlhRng rng;
    alh_rng_seed(&rng, 77, 1);
    long compared = 0, ties = 0;
    for (int players = 2; players <= 6; players++) {
        bots_test_position(g, players, (uint64_t)players, 40);
        BotEvalCtx ctx;
        bot_eval_init(&ctx, g);
        bool in[BOT_PARTICIPANTS] = {false};
        for (int q = 0; q < players; q++)
            in[q] = true;
        in[ALH_DIRK] = alh_game_has_dirk(g);
        assert_true(in[ALH_DIRK] == (players == 2));
        for (int trial = 0; trial < 300; trial++) {
            for (int q = 0; q < BOT_PARTICIPANTS; q++)
                for (int t = 0; t < ALH_NUM_TYPES; t++)
                    ctx.counts[q][t] = in[q] ? (uint8_t)alh_rng_below(&rng, 4) : 0;
            memset(ctx.gain_known, 0, sizeof ctx.gain_known);
            for (int p = 0; p < players; p++)
                for (int t = 0; t < ALH_NUM_TYPES; t++) {
                    double gain = 0;
                    for (int round = 1; round <= 3; round++) {
                        double got = bot_majority_points(&ctx, (const uint8_t(*)[ALH_NUM_TYPES])ctx.counts, round, p, t);
                        double want = plain_points(ctx.counts, in, round, p, t, ctx.counts[p][t]);
                        assert_memory_equal(&got, &want, sizeof got);
                        if (ctx.round_weight[round] > 0)
                            gain += ctx.round_weight[round] *
                                    (plain_points(ctx.counts, in, round, p, t, ctx.counts[p][t] + 1) - want);
                        compared++;
                        ties += ctx.counts[p][t] > 0 && want != floor(want);
                    }
                    gain += ctx.params->gain_open * ctx.game_left;
                    double got_gain = bot_type_gain(&ctx, p, t);
                    assert_memory_equal(&got_gain, &gain, sizeof gain);
                }
        }
    }
    assert_true(compared > 10000);
    assert_true(ties > 100); /* shared places were among them */
    free(g);
}

/* Every term gives a finite value, and at the end only the score counts. */
static void test_terms_are_finite(void **state)
{
    (void)state;
    AlhGame *g = malloc(sizeof *g);
    assert_non_null(g);
    for (int k = 0; k < 20; k++) {
        bots_test_position(g, 2 + k % 5, (uint64_t)k + 300, k * 15);
        BotEvalCtx ctx;
        bot_eval_init(&ctx, g);
        for (int p = 0; p < g->num_players; p++)
            for (int i = 0; i < bot_term_count; i++)
                assert_true(isfinite(bot_terms[i].value(&ctx, p)));
    }
    bots_test_position(g, 4, 9, 100000);
    assert_int_equal(g->phase, ALH_PHASE_OVER);
    for (int p = 0; p < 4; p++) {
        BotEvalCtx ctx;
        bot_eval_init(&ctx, g);
        assert_true(bot_eval_player(&ctx, bot_default_params(), p) == g->players[p].score);
    }
    free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_majority_points_match_engine),
        cmocka_unit_test(test_tie_shares),
        cmocka_unit_test(test_type_gain_prefers_the_lead),
        cmocka_unit_test(test_terms_are_finite),
        cmocka_unit_test(test_majority_shortcuts_match_the_plain_reading),
    };
    return cmocka_run_group_tests_name("bots-eval", tests, NULL, NULL);
}

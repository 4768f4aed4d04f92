/* SPDX-License-Identifier: MIT */
/* The evaluation's pieces agree with the rules: majority points as the engine scores them, sane terms. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <math.h>
#include <stdlib.h>

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
    };
    return cmocka_run_group_tests_name("bots-eval", tests, NULL, NULL);
}

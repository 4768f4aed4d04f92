/* SPDX-License-Identifier: MIT */
/*
 * Hard and Expert: flat Monte Carlo over the greedy policy's best commands. Each sample draws a
 * fresh guess of everything hidden (alh_view_determinize, from the bot's own generator), plays
 * every candidate on it, then lets a policy play all seats for a round or more (the opponents'
 * answers, the refills, a scoring that falls due) and evaluates the result with the table of
 * terms. All candidates share a sample's guess and its playout generator, so they are compared
 * on the same luck; the mean over the samples, plus a little of the greedy score, decides.
 */
#include "bot_internal.h"

#include <stdlib.h>

#define PLAYOUT_STEP_CAP 4000 /* far more decisions than a whole game needs */

static const BotFastParams playout_params = {.noise = 0.4, .plan_payments = true, .deny = true};

/*
 * Plays g forward for every seat, with the greedy policy (redesigns left out) or the fast one, up to
 * the same turn for every candidate; returns the position's value for player me (at the end of
 * the game: the final margin over the best opponent, with a bonus for winning).
 */
static double playout(AlhGame *g, int me, int start_turn, const BotSearchParams *sp, AlhRng *rng)
{
    int depth_rounds = sp->depth_rounds;
    const BotEvalParams *leaf = bot_default_params();
    /* Counted from the turn of the decision, so every candidate is played to the same turn. */
    int stop_turn = depth_rounds > 0 ? start_turn + depth_rounds * g->num_players : 1 << 30;
    for (int step = 0; step < PLAYOUT_STEP_CAP && g->phase != ALH_PHASE_OVER; step++) {
        if (g->phase == ALH_PHASE_ACTION && g->turn >= stop_turn && g->actions_this_turn == 0)
            break;
        AlhCommand c;
        AlhError err = sp->greedy_playouts ? bot_greedy_choose(g, bot_default_params(), true, &c)
                                           : bot_fast_choose(g, &playout_params, rng, &c);
        if (err != ALH_OK || alh_apply(g, &c, NULL) != ALH_OK) {
            /* The fast policy has no answer (it should always have one): fall back on random. */
            if (alh_random_policy(g, rng, &c) != ALH_OK || alh_apply(g, &c, NULL) != ALH_OK)
                break;
        }
    }
    if (g->phase == ALH_PHASE_OVER) {
        /* At the end the scores are all there is: the margin over the best opponent, more for a win. */
        int best = -100000;
        for (int q = 0; q < g->num_players; q++)
            if (q != me && g->players[q].score > best)
                best = g->players[q].score;
        int margin = g->players[me].score - best;
        return margin + (margin > 0 ? 10.0 : (margin == 0 ? 5.0 : 0.0));
    }
    return bot_eval_relative(g, leaf, me, NULL);
}

typedef struct Ranked { AlhCommand cmd; double prior; } Ranked;

static int by_prior_desc(const void *a, const void *b)
{
    double pa = ((const Ranked *)a)->prior, pb = ((const Ranked *)b)->prior;
    return pa < pb ? 1 : (pa > pb ? -1 : 0);
}

AlhError bot_search_choose(const AlhView *view, const BotSearchParams *sp, AlhRng *rng, AlhCommand *out)
{
    const BotEvalParams *params = bot_default_params();
    AlhGame *base = malloc(sizeof *base);
    AlhGame *work = malloc(sizeof *work);
    AlhGame *sample = malloc(sizeof *sample);
    AlhCommand *cands = malloc(sizeof *cands * BOT_MAX_COMMANDS);
    double *scores = malloc(sizeof *scores * BOT_MAX_COMMANDS);
    Ranked *ranked = malloc(sizeof *ranked * BOT_MAX_COMMANDS);
    double *sum = calloc((size_t)(sp->candidates > 0 ? sp->candidates : 1), sizeof *sum);
    AlhError err = ALH_ERR_WRONG_PHASE;
    if (!base || !work || !sample || !cands || !scores || !ranked || !sum)
        goto done;

    int me = view->viewer;
    alh_view_determinize(view, rng, base);
    if (base->phase != ALH_PHASE_ACTION) {
        /* Placing a bought tile: the greedy evaluation sees walls and spots exactly. */
        err = bot_greedy_choose(base, params, false, out);
        goto done;
    }
    size_t n = bot_greedy_rank(base, params, false, cands, scores, BOT_MAX_COMMANDS);
    if (n == 0)
        goto done;
    for (size_t i = 0; i < n; i++) {
        ranked[i].cmd = cands[i];
        ranked[i].prior = scores[i];
    }
    /* A stable order for equal priors keeps the choice reproducible whatever qsort does. */
    for (size_t i = 0; i < n; i++)
        ranked[i].prior -= 1e-9 * (double)i;
    qsort(ranked, n, sizeof *ranked, by_prior_desc);
    int k = (int)n < sp->candidates ? (int)n : sp->candidates;
    if (k <= 1) {
        *out = ranked[0].cmd;
        err = ALH_OK;
        goto done;
    }

    for (int s = 0; s < sp->samples; s++) {
        alh_view_determinize(view, rng, sample);
        uint64_t playout_seed = ((uint64_t)alh_rng_next(rng) << 32) | alh_rng_next(rng);
        for (int c = 0; c < k; c++) {
            *work = *sample;
            if (alh_apply(work, &ranked[c].cmd, NULL) != ALH_OK) {
                sum[c] -= 1e6;
                continue;
            }
            AlhRng prng;
            alh_rng_seed(&prng, playout_seed, 17);
            sum[c] += playout(work, me, sample->turn, sp, &prng);
        }
    }
    int best = 0;
    double best_v = -1e300;
    for (int c = 0; c < k; c++) {
        double v = sum[c] / sp->samples + sp->prior * ranked[c].prior;
        if (v > best_v) {
            best_v = v;
            best = c;
        }
    }
    *out = ranked[best].cmd;
    err = ALH_OK;
done:
    free(base);
    free(work);
    free(sample);
    free(cands);
    free(scores);
    free(ranked);
    free(sum);
    return err;
}

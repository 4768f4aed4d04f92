/* SPDX-License-Identifier: MIT */
/*
 * Hard and Expert: Monte Carlo over the greedy policy's best commands. Each sample draws a fresh
 * guess of everything hidden (alh_view_determinize, from the bot's own generator), plays every
 * candidate still in the running on it, then lets the greedy policy play all seats for a round or
 * more (the opponents' answers, the refills, a scoring that falls due) and evaluates the result
 * with the table of terms. All candidates share a sample's guess and its playout generator, so
 * they are compared on the same luck; the mean over the samples, plus a little of the greedy
 * score, decides.
 *
 * Hard gives every candidate the same samples (flat). Expert picks its candidates so that each
 * kind of move is represented (not six ways to pay for the same tile), searches an exact payment
 * together with the action it earns, and spends its budget by successive halving: the weaker half
 * of the field is dropped after each round of samples, so the close calls get the most samples.
 */
#include "bot_internal.h"

#include <stdlib.h>

#define PLAYOUT_STEP_CAP 4000 /* far more decisions than a whole game needs */
#define FOLLOW_UPS 3          /* actions searched after an exact payment, per payment */

static const BotFastParams playout_params = {.noise = 0.4, .plan_payments = true, .deny = true};

/*
 * Plays g forward for every seat, with the greedy policy (redesigns left out) or the fast one, up to
 * the same turn for every candidate; returns the position's value for player me (at the end of
 * the game: the final margin over the best opponent, with a bonus for winning).
 */
static double playout(AlhGame *g, int me, int start_turn, int depth_rounds, const BotSearchParams *sp, AlhRng *rng,
                      BotGreedyScratch *scratch)
{
    const BotEvalParams *own = sp->own_eval ? sp->own_eval : bot_default_params();
    const BotEvalParams *model = sp->model_eval ? sp->model_eval : bot_default_params();
    BotEvalParams leaf = *own;
    if (sp->leaf_rivalry > 0)
        leaf.rivalry = sp->leaf_rivalry;
    /* Counted from the turn of the decision, so every candidate is played to the same turn. */
    int stop_turn = depth_rounds > 0 ? start_turn + depth_rounds * g->num_players : 1 << 30;
    for (int step = 0; step < PLAYOUT_STEP_CAP && g->phase != ALH_PHASE_OVER; step++) {
        if (g->phase == ALH_PHASE_ACTION && g->turn >= stop_turn && g->actions_this_turn == 0)
            break;
        AlhCommand c;
        AlhError err = sp->greedy_playouts ? bot_greedy_choose_in(scratch, g, alh_to_move(g) == me ? own : model, true, &c)
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
    int walls[ALH_MAX_PLAYERS], opens[ALH_MAX_PLAYERS];
    for (int q = 0; q < g->num_players; q++)
        bot_board_memo_get(&scratch->boards, g, q, &walls[q], &opens[q]);
    return bot_eval_relative(g, &leaf, me, walls, opens, NULL, &scratch->majorities);
}

/* A candidate: one command, or an exact payment and the action it earns, searched as one. */
typedef struct Candidate {
    AlhCommand cmd;
    AlhCommand next;
    bool has_next;
    double prior; /* the greedy evaluation of the position after it */
    double sum;   /* playout values so far */
    int n;        /* playouts so far */
    bool alive;
} Candidate;

typedef struct Ranked {
    AlhCommand cmd;
    double prior;
} Ranked;

static int by_prior_desc(const void *a, const void *b)
{
    double pa = ((const Ranked *)a)->prior, pb = ((const Ranked *)b)->prior;
    return pa < pb ? 1 : (pa > pb ? -1 : 0);
}

/* Ranks every command of g for its mover by the greedy evaluation, best first; returns the count. */
static size_t rank_commands(BotGreedyScratch *scratch, const AlhGame *g, const BotEvalParams *params, AlhCommand *cands,
                            double *scores, Ranked *ranked)
{
    size_t n = bot_greedy_rank_in(scratch, g, params, false, cands, scores, BOT_MAX_COMMANDS);
    for (size_t i = 0; i < n; i++) {
        ranked[i].cmd = cands[i];
        /* A stable order for equal priors keeps the choice reproducible whatever qsort does. */
        ranked[i].prior = scores[i] - 1e-9 * (double)i;
    }
    qsort(ranked, n, sizeof *ranked, by_prior_desc);
    return n;
}

/*
 * Which kind of move a command is, for picking a varied field: each market space is a kind (its
 * payments are variants of one move), taking money is one, and each other command type is one.
 */
static int move_kind(const AlhCommand *c) { return c->type == ALH_CMD_BUY ? 64 + c->space : c->type; }

/*
 * Picks up to k of the ranked commands: the best of each kind first, then the next best of each
 * kind, and so on, in the greedy order within each pass. Returns how many were picked.
 */
static int pick_varied(const Ranked *ranked, size_t n, int k, int per_kind, Ranked *out)
{
    int picked = 0;
    unsigned char *used = calloc(n ? n : 1, 1);
    if (!used)
        return 0;
    for (int pass = 0; pass < per_kind && picked < k; pass++) {
        int taken_kind[128] = {0};
        for (size_t i = 0; i < n && picked < k; i++) {
            if (used[i])
                continue;
            int kind = move_kind(&ranked[i].cmd) & 127;
            if (taken_kind[kind])
                continue;
            /* This pass takes the (pass+1)-th best of the kind: skip kinds already that deep. */
            int depth = 0;
            for (size_t j = 0; j < i; j++)
                if (used[j] && (move_kind(&ranked[j].cmd) & 127) == kind)
                    depth++;
            if (depth != pass)
                continue;
            taken_kind[kind] = 1;
            used[i] = 1;
            out[picked++] = ranked[i];
        }
    }
    free(used);
    /* Keep them in the greedy order. */
    qsort(out, (size_t)picked, sizeof *out, by_prior_desc);
    return picked;
}

/* Applies a candidate to g: its command, then the action it earned if it carries one. */
static AlhError apply_candidate(AlhGame *g, const Candidate *c)
{
    AlhError err = alh_apply(g, &c->cmd, NULL);
    if (err == ALH_OK && c->has_next)
        err = alh_apply(g, &c->next, NULL);
    return err;
}

static double candidate_value(const Candidate *c, double prior_weight)
{
    return (c->n > 0 ? c->sum / c->n : -1e300) + prior_weight * c->prior;
}

static int by_value_desc_index(const Candidate *cands, int a, int b, double prior_weight)
{
    double va = candidate_value(&cands[a], prior_weight), vb = candidate_value(&cands[b], prior_weight);
    if (va != vb)
        return va > vb ? -1 : 1;
    return a < b ? -1 : 1;
}

/* Plays `samples` fresh guesses, each on every live candidate; counts the playouts in *spent. */
static void sample_round(const AlhView *view, const BotSearchParams *sp, AlhRng *rng, Candidate *cands, int k, int samples,
                         AlhGame *sample, AlhGame *work, BotGreedyScratch *scratch, long *spent)
{
    int me = view->viewer;
    /* Near the end, play to the end: the final scores then judge, not the evaluation. */
    int depth = sp->depth_rounds;
    if (sp->endgame_tiles > 0 && alh_bag_remaining(&view->game) <= sp->endgame_tiles)
        depth = 0;
    for (int s = 0; s < samples; s++) {
        alh_view_determinize(view, rng, sample);
        uint64_t playout_seed = ((uint64_t)alh_rng_next(rng) << 32) | alh_rng_next(rng);
        for (int c = 0; c < k; c++) {
            if (!cands[c].alive)
                continue;
            *work = *sample;
            cands[c].n++;
            (*spent)++;
            if (apply_candidate(work, &cands[c]) != ALH_OK) {
                cands[c].sum -= 1e6;
                continue;
            }
            AlhRng prng;
            alh_rng_seed(&prng, playout_seed, 17);
            cands[c].sum += playout(work, me, sample->turn, depth, sp, &prng, scratch);
        }
    }
}

/*
 * Builds the field: the best `candidates` commands (varied by kind for expert), and for each
 * exact payment the best few actions it earns as separate candidates. Returns the count.
 */
static int build_field(const AlhGame *base, const BotSearchParams *sp, AlhCommand *cmds, double *scores, Ranked *ranked,
                       Ranked *picked, Candidate *field, int cap, AlhGame *work, BotGreedyScratch *scratch)
{
    const BotEvalParams *own = sp->own_eval ? sp->own_eval : bot_default_params();
    size_t n = rank_commands(scratch, base, own, cmds, scores, ranked);
    if (n == 0)
        return 0;
    int k;
    if (sp->varied && base->phase == ALH_PHASE_ACTION) {
        k = pick_varied(ranked, n, sp->candidates, 2, picked);
    } else {
        k = (int)n < sp->candidates ? (int)n : sp->candidates;
        for (int i = 0; i < k; i++)
            picked[i] = ranked[i];
    }
    int count = 0;
    if (sp->compound)
        *work = *base; /* one copy: each candidate is tried on it and taken back (bot_restore) */
    for (int i = 0; i < k && count < cap; i++) {
        Candidate c = {.cmd = picked[i].cmd, .prior = picked[i].prior, .alive = true};
        if (sp->compound) {
            int f = 0;
            if (alh_apply(work, &c.cmd, NULL) == ALH_OK && work->phase == ALH_PHASE_ACTION &&
                alh_to_move(work) == alh_to_move(base) && work->bonus_action) {
                /* The action the payment earned is known now: search the pair as one move. */
                size_t m = rank_commands(scratch, work, own, cmds, scores, ranked);
                Ranked follow[FOLLOW_UPS];
                f = pick_varied(ranked, m, FOLLOW_UPS, 1, follow);
                for (int j = 0; j < f && count < cap; j++) {
                    Candidate pair = c;
                    pair.next = follow[j].cmd;
                    pair.has_next = true;
                    pair.prior = follow[j].prior;
                    field[count++] = pair;
                }
            }
            bot_restore(work, base, bot_boards_moved(work, base));
            if (f > 0)
                continue;
        }
        field[count++] = c;
    }
    return count;
}

/*
 * Spends the budget (candidates x samples playouts) on the field: flat, every candidate on every
 * sample; or by successive halving, rounds of fresh samples after each of which the weaker half is
 * dropped. Returns the index of the chosen candidate; *spent counts the playouts.
 */
static int run_field(const AlhView *view, const BotSearchParams *sp, AlhRng *rng, Candidate *field, int m, AlhGame *sample,
                     AlhGame *work, BotGreedyScratch *scratch, long *spent)
{
    if (!sp->halving) {
        sample_round(view, sp, rng, field, m, sp->samples, sample, work, scratch, spent);
    } else {
        long budget = (long)sp->candidates * sp->samples;
        int rounds = 0;
        for (int live = m; live > 1; live = (live + 1) / 2)
            rounds++;
        int live = m;
        for (int r = 0; r < rounds && live > 1; r++) {
            long left = budget - *spent;
            long per = left / ((long)live * (rounds - r));
            if (per < 1)
                per = left >= live ? 1 : 0;
            if (per == 0)
                break;
            sample_round(view, sp, rng, field, m, (int)per, sample, work, scratch, spent);
            /* Keep the better half (ties: the greedy order). */
            int keep = (live + 1) / 2;
            int order[BOT_MAX_FIELD];
            int cnt = 0;
            for (int c = 0; c < m; c++)
                if (field[c].alive)
                    order[cnt++] = c;
            for (int i = 1; i < cnt; i++)
                for (int j = i; j > 0 && by_value_desc_index(field, order[j], order[j - 1], sp->prior) < 0; j--) {
                    int t = order[j];
                    order[j] = order[j - 1];
                    order[j - 1] = t;
                }
            for (int i = keep; i < cnt; i++)
                field[order[i]].alive = false;
            live = keep;
        }
    }
    int best = -1;
    double best_v = -1e300;
    for (int c = 0; c < m; c++) {
        if (!field[c].alive)
            continue;
        double v = field[c].n > 0 ? field[c].sum / field[c].n + sp->prior * field[c].prior : sp->prior * field[c].prior;
        if (best < 0 || v > best_v) {
            best_v = v;
            best = c;
        }
    }
    return best < 0 ? 0 : best;
}

AlhError bot_search_choose_stats(const AlhView *view, const BotSearchParams *sp, AlhRng *rng, AlhCommand *out,
                                 BotSearchStats *stats)
{
    AlhGame *base = malloc(sizeof *base);
    AlhGame *work = malloc(sizeof *work);
    AlhGame *sample = malloc(sizeof *sample);
    AlhCommand *cmds = malloc(sizeof *cmds * BOT_MAX_COMMANDS);
    double *scores = malloc(sizeof *scores * BOT_MAX_COMMANDS);
    Ranked *ranked = malloc(sizeof *ranked * BOT_MAX_COMMANDS);
    Ranked *picked = malloc(sizeof *picked * BOT_MAX_COMMANDS);
    Candidate *field = malloc(sizeof *field * BOT_MAX_FIELD);
    BotGreedyScratch *scratch = malloc(sizeof *scratch);
    long spent = 0;
    int m = 0;
    AlhError err = ALH_ERR_WRONG_PHASE;
    if (!base || !work || !sample || !cmds || !scores || !ranked || !picked || !field || !scratch)
        goto done;
    bot_greedy_scratch_init(scratch);

    alh_view_determinize(view, rng, base);
    bool searched_phase = base->phase == ALH_PHASE_ACTION || (sp->search_placement && base->phase == ALH_PHASE_PLACE);
    if (!searched_phase) {
        /* Placing a bought tile: the greedy evaluation sees walls and spots exactly. */
        err = bot_greedy_choose_in(scratch, base, sp->own_eval ? sp->own_eval : bot_default_params(), false, out);
        goto done;
    }
    m = build_field(base, sp, cmds, scores, ranked, picked, field, BOT_MAX_FIELD, work, scratch);
    if (m == 0)
        goto done;
    int best = 0;
    /* One candidate (or one first command for all of them) needs no playouts. */
    bool same_first = true;
    for (int c = 1; c < m; c++)
        if (!alh_command_equal(&field[c].cmd, &field[0].cmd))
            same_first = false;
    if (m > 1 && !same_first)
        best = run_field(view, sp, rng, field, m, sample, work, scratch, &spent);
    *out = field[best].cmd;
    err = ALH_OK;
done:
    if (stats) {
        stats->field = m;
        stats->playouts = spent;
    }
    free(base);
    free(work);
    free(sample);
    free(cmds);
    free(scores);
    free(ranked);
    free(picked);
    free(field);
    free(scratch);
    return err;
}

AlhError bot_search_choose(const AlhView *view, const BotSearchParams *sp, AlhRng *rng, AlhCommand *out)
{
    return bot_search_choose_stats(view, sp, rng, out, NULL);
}

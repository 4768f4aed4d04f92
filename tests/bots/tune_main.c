/* SPDX-License-Identifier: MIT */
/*
 * bots-tune: one candidate bot, with evaluation or search parameters changed by name, against
 * copies of a built-in level, on duplicate deals (every deal played once per rotation of the
 * seats). A tool for tuning the levels by self-play, not a test. Prints the candidate's win share
 * with its 95% Wilson interval and its mean score margin over the others with a 95% interval.
 *
 * usage: bots-tune [--games N] [--seed S] [--players P] [--modules LIST|all] [--threads T]
 *                  [--cand greedy|hard|expert] [--opp LEVEL] [--base default|tuned] [NAME=VALUE ...]
 *                  [--list]   (prints the evaluation parameters and their values, then stops)
 *   NAME: an evaluation parameter (bot_eval_param_names: w.<term>, rivalry, coin_base, ...) or a
 *   search parameter: s.candidates, s.samples, s.depth, s.prior, s.endgame, s.varied, s.compound,
 *   s.halving, s.placement, s.leaf_rivalry, s.model (0: the opponents played with the default
 *   evaluation in playouts, 1: with the candidate's own).
 */
#define _POSIX_C_SOURCE 200809L
#include "bot_internal.h"

#include "alhambra/view.h"

#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static uint64_t mix64(uint64_t x)
{
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

typedef struct Tune {
    int games, players, threads;
    uint64_t seed;
    AlhModuleSet modules;
    int cand_level; /* ALH_BOT_MEDIUM for the greedy policy, else a searching level */
    int opp_level;
    BotEvalParams eval;
    BotSearchParams search; /* changes over the level's own (for a searching candidate) */
    int search_set[16];     /* which search fields were given */
    BotSearchParams search_given;
    bool model_own;
    atomic_int next;
    double *win, *margin, *cand_ms;
    long *decisions;
} Tune;

enum { S_CANDIDATES, S_SAMPLES, S_DEPTH, S_PRIOR, S_ENDGAME, S_VARIED, S_COMPOUND, S_HALVING, S_PLACEMENT, S_LEAF };

static double cpu_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static AlhError cand_choose(const Tune *t, const AlhView *view, uint64_t seed, AlhCommand *out)
{
    AlhCommand only[2];
    if (alh_legal_commands(&view->game, only, 2) == 1) {
        *out = only[0];
        return ALH_OK;
    }
    AlhRng rng;
    alh_rng_seed(&rng, seed, view->viewer);
    if (t->cand_level == ALH_BOT_MEDIUM) {
        AlhGame *g = malloc(sizeof *g);
        if (!g)
            return ALH_ERR_BAD_COMMAND;
        alh_view_determinize(view, &rng, g);
        AlhError err = bot_greedy_choose(g, &t->eval, false, out);
        free(g);
        return err;
    }
    BotSearchParams sp;
    bot_level_search_params(t->cand_level, &view->game, &sp);
    const BotSearchParams *o = &t->search_given;
    if (t->search_set[S_CANDIDATES])
        sp.candidates = o->candidates;
    if (t->search_set[S_SAMPLES])
        sp.samples = o->samples;
    if (t->search_set[S_DEPTH])
        sp.depth_rounds = o->depth_rounds;
    if (t->search_set[S_PRIOR])
        sp.prior = o->prior;
    if (t->search_set[S_ENDGAME])
        sp.endgame_tiles = o->endgame_tiles;
    if (t->search_set[S_VARIED])
        sp.varied = o->varied;
    if (t->search_set[S_COMPOUND])
        sp.compound = o->compound;
    if (t->search_set[S_HALVING])
        sp.halving = o->halving;
    if (t->search_set[S_PLACEMENT])
        sp.search_placement = o->search_placement;
    if (t->search_set[S_LEAF])
        sp.leaf_rivalry = o->leaf_rivalry;
    sp.own_eval = &t->eval;
    if (t->model_own)
        sp.model_eval = &t->eval;
    return bot_search_choose(view, &sp, &rng, out);
}

static void play(Tune *t, int index, AlhView *view, AlhGame *g)
{
    int deal = index / t->players, rotation = index % t->players;
    AlhSetup setup = {.num_players = t->players, .seed = mix64(t->seed ^ mix64((uint64_t)deal + 1)), .modules = t->modules};
    t->win[index] = -1;
    if (alh_new_game(g, &setup, NULL) != ALH_OK)
        return;
    int cand = rotation;
    double ms = 0;
    long decisions = 0;
    for (int step = 0; step < 20000 && g->phase != ALH_PHASE_OVER; step++) {
        int seat = alh_to_move(g);
        alh_view_make(g, seat, view);
        uint64_t bot_seed = mix64(setup.seed ^ ((uint64_t)rotation << 48) ^ ((uint64_t)g->command_count << 8) ^ (uint64_t)seat);
        AlhCommand cmd;
        AlhError err;
        if (seat == cand) {
            double c0 = cpu_ms();
            err = cand_choose(t, view, bot_seed, &cmd);
            ms += cpu_ms() - c0;
            decisions++;
        } else {
            err = alh_bot_choose(t->opp_level, view, bot_seed, &cmd);
        }
        if (err == ALH_OK)
            err = alh_apply(g, &cmd, NULL);
        if (err != ALH_OK) {
            fprintf(stderr, "game %d: %s\n", index, alh_error_message(err));
            return;
        }
    }
    if (g->phase != ALH_PHASE_OVER)
        return;
    uint8_t rank[ALH_MAX_PLAYERS];
    alh_ranking(g, rank);
    int winners = 0;
    double others = 0;
    for (int s = 0; s < t->players; s++) {
        winners += rank[s] == 1;
        if (s != cand)
            others += g->players[s].score / (double)(t->players - 1);
    }
    t->win[index] = rank[cand] == 1 ? 1.0 / winners : 0;
    t->margin[index] = g->players[cand].score - others;
    t->cand_ms[index] = ms;
    t->decisions[index] = decisions;
}

static void *worker(void *arg)
{
    Tune *t = arg;
    AlhView *view = malloc(sizeof *view);
    AlhGame *g = malloc(sizeof *g);
    if (view && g)
        for (int i; (i = atomic_fetch_add(&t->next, 1)) < t->games;)
            play(t, i, view, g);
    free(view);
    free(g);
    return NULL;
}

/* A list of modules (names, groups, all, none), read by the one reader; "all" means the modules a
 * player chooses (the 2-player rules come with two seats by themselves). */
static AlhModuleSet parse_modules(const char *arg)
{
    AlhModuleSet m;
    char msg[512];
    if (!alh_modules_parse(arg, &m, msg, sizeof msg)) {
        fprintf(stderr, "bots-tune: %s\n", msg);
        exit(2);
    }
    AlhModuleSet optional = alh_modules_optional();
    for (int w = 0; w < (int)(sizeof m.bits / sizeof m.bits[0]); w++)
        m.bits[w] &= optional.bits[w];
    return m;
}

static bool set_search(Tune *t, const char *name, double v)
{
    static const char *const names[] = {"s.candidates", "s.samples",  "s.depth",   "s.prior",     "s.endgame",
                                        "s.varied",     "s.compound", "s.halving", "s.placement", "s.leaf_rivalry"};
    if (strcmp(name, "s.model") == 0) {
        t->model_own = v != 0;
        return true;
    }
    for (int i = 0; i < (int)(sizeof names / sizeof names[0]); i++) {
        if (strcmp(name, names[i]) != 0)
            continue;
        BotSearchParams *o = &t->search_given;
        switch (i) {
        case S_CANDIDATES: o->candidates = (int)v; break;
        case S_SAMPLES: o->samples = (int)v; break;
        case S_DEPTH: o->depth_rounds = (int)v; break;
        case S_PRIOR: o->prior = v; break;
        case S_ENDGAME: o->endgame_tiles = (int)v; break;
        case S_VARIED: o->varied = v != 0; break;
        case S_COMPOUND: o->compound = v != 0; break;
        case S_HALVING: o->halving = v != 0; break;
        case S_PLACEMENT: o->search_placement = v != 0; break;
        case S_LEAF: o->leaf_rivalry = v; break;
        }
        t->search_set[i] = 1;
        return true;
    }
    return false;
}

int main(int argc, char **argv)
{
    static Tune t;
    t.games = 400;
    t.seed = 1;
    t.players = 4;
    t.threads = 1;
    t.cand_level = ALH_BOT_MEDIUM;
    t.opp_level = ALH_BOT_MEDIUM;
    t.eval = *bot_default_params();
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(a, "--games") == 0 && v) {
            t.games = atoi(v), i++;
        } else if (strcmp(a, "--seed") == 0 && v) {
            t.seed = strtoull(v, NULL, 10), i++;
        } else if (strcmp(a, "--players") == 0 && v) {
            t.players = atoi(v), i++;
        } else if (strcmp(a, "--threads") == 0 && v) {
            t.threads = atoi(v), i++;
        } else if (strcmp(a, "--modules") == 0 && v) {
            t.modules = parse_modules(v), i++;
        } else if (strcmp(a, "--cand") == 0 && v) {
            t.cand_level = strcmp(v, "greedy") == 0 ? ALH_BOT_MEDIUM : alh_bot_level_from_name(v), i++;
        } else if (strcmp(a, "--opp") == 0 && v) {
            t.opp_level = alh_bot_level_from_name(v), i++;
        } else if (strcmp(a, "--base") == 0 && v) {
            t.eval = strcmp(v, "tuned") == 0 ? *bot_tuned_params() : *bot_default_params(), i++;
        } else if (strcmp(a, "--list") == 0) {
            /* The evaluation parameters with their values (after the ones given before). */
            const char *names[64];
            int n = bot_eval_param_names(names, 64);
            for (int k = 0; k < n; k++)
                printf("%s=%g\n", names[k], bot_eval_param_get(&t.eval, names[k]));
            return 0;
        } else if (strchr(a, '=')) {
            char name[64];
            snprintf(name, sizeof name, "%.*s", (int)(strchr(a, '=') - a), a);
            double value = atof(strchr(a, '=') + 1);
            if (!set_search(&t, name, value) && !bot_eval_param_set(&t.eval, name, value)) {
                fprintf(stderr, "bots-tune: unknown parameter '%s'\n", name);
                return 2;
            }
        } else {
            fprintf(stderr, "bots-tune: bad argument '%s' (see the comment at the top of tune_main.c)\n", a);
            return 2;
        }
    }
    if (t.games < 1 || t.players < ALH_MIN_PLAYERS || t.players > ALH_MAX_PLAYERS || t.threads < 1 || t.opp_level < 0 ||
        (t.cand_level != ALH_BOT_MEDIUM && t.cand_level != ALH_BOT_HARD && t.cand_level != ALH_BOT_EXPERT)) {
        fprintf(stderr, "bots-tune: bad arguments\n");
        return 2;
    }
    t.games = (t.games + t.players - 1) / t.players * t.players;
    t.win = calloc((size_t)t.games, sizeof *t.win);
    t.margin = calloc((size_t)t.games, sizeof *t.margin);
    t.cand_ms = calloc((size_t)t.games, sizeof *t.cand_ms);
    t.decisions = calloc((size_t)t.games, sizeof *t.decisions);
    pthread_t th[16];
    int threads = t.threads > 16 ? 16 : t.threads;
    for (int k = 0; k < threads; k++)
        pthread_create(&th[k], NULL, worker, &t);
    for (int k = 0; k < threads; k++)
        pthread_join(th[k], NULL);
    double wins = 0, m = 0, ms = 0;
    long dec = 0;
    int n = 0;
    for (int i = 0; i < t.games; i++) {
        if (t.win[i] < 0)
            continue;
        n++;
        wins += t.win[i];
        m += t.margin[i];
        ms += t.cand_ms[i];
        dec += t.decisions[i];
    }
    if (n == 0)
        return 1;
    /* Margins of one deal's rotations are correlated; the interval is by deal. */
    int deals = t.games / t.players;
    double dm = 0, dm2 = 0;
    for (int d = 0; d < deals; d++) {
        double s = 0;
        for (int r = 0; r < t.players; r++)
            s += t.margin[d * t.players + r];
        s /= t.players;
        dm += s;
        dm2 += s * s;
    }
    double dmean = dm / deals, dvar = deals > 1 ? (dm2 - deals * dmean * dmean) / (deals - 1) : 0;
    double p = wins / n, z = 1.96;
    double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
    double half = z * sqrt(p * (1 - p) / n + z * z / (4.0 * n * n)) / (1 + z * z / n);
    printf("win %.2f%% [%.2f%%, %.2f%%] margin %+.2f +- %.2f games %d ms/decision %.3f\n", 100 * p, 100 * (centre - half),
           100 * (centre + half), m / n, 1.96 * sqrt(fmax(dvar, 0) / deals), n, dec ? ms / dec : 0);
    return 0;
}

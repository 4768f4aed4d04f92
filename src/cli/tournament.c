/* SPDX-License-Identifier: MIT */
/*
 * `alhambra-cli tournament`: bots against bots on duplicate deals. Every deal (one seed) is played
 * once per rotation of the seats, so each bot sits in every seat on the same cards. Games run on
 * several threads; each game's result lands in its own slot and is summed in game order, so the
 * figures depend only on the seed (the decision times are the only measured, varying part).
 */
#define _POSIX_C_SOURCE 200809L
#include "tournament.h"

#include "alhambra/bot.h"

#include <errno.h>
#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

typedef struct GameResult {
    int16_t score[ALH_MAX_PLAYERS]; /* by entry of --bots, not by seat */
    uint8_t rank[ALH_MAX_PLAYERS];
    double win_share[ALH_MAX_PLAYERS];
    bool failed;
    char error[96];
} GameResult;

typedef struct TimeLog {
    double *ms;
    size_t count, cap;
} TimeLog;

typedef struct Tournament {
    int players;
    int level[ALH_MAX_PLAYERS]; /* bot level of each entry */
    int games;
    uint64_t seed;
    uint64_t bot_seed; /* key of the bots' seeds, independent of the deals (--bot-seed) */
    int threads;
    AlhModuleSet modules; /* expansion modules on in every game */
    bool quiet;
    GameResult *results;
    atomic_int next_game;
    atomic_int done_games;
} Tournament;

typedef struct Worker {
    Tournament *t;
    TimeLog times[ALH_BOT_LEVELS]; /* wall-clock time of each decision */
    TimeLog cpu[ALH_BOT_LEVELS];   /* processor time of the thread: unaffected by other load */
    pthread_t thread;
} Worker;

static uint64_t mix64(uint64_t x)
{
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

static double clock_ms(clockid_t id)
{
    struct timespec ts;
    clock_gettime(id, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static void log_time(TimeLog *log, double ms)
{
    if (log->count == log->cap) {
        size_t cap = log->cap ? log->cap * 2 : 1024;
        double *grown = realloc(log->ms, cap * sizeof *grown);
        if (!grown)
            return; /* a lost timing sample is not worth failing the tournament */
        log->ms = grown;
        log->cap = cap;
    }
    log->ms[log->count++] = ms;
}

/* Game index i: deal i / players, rotation i % players (entry e sits in seat (e + rotation) % players). */
static void play_game(Worker *w, int index, GameResult *res)
{
    Tournament *t = w->t;
    int deal = index / t->players, rotation = index % t->players;
    int entry_of_seat[ALH_MAX_PLAYERS];
    for (int e = 0; e < t->players; e++)
        entry_of_seat[(e + rotation) % t->players] = e;
    memset(res, 0, sizeof *res);

    AlhGame *g = malloc(sizeof *g);
    AlhView *view = malloc(sizeof *view);
    if (!g || !view) {
        res->failed = true;
        snprintf(res->error, sizeof res->error, "out of memory");
        free(g);
        free(view);
        return;
    }
    AlhSetup setup = {.num_players = t->players, .seed = mix64(t->seed ^ mix64((uint64_t)deal + 1)), .modules = t->modules};
    if (alh_new_game(g, &setup, NULL) != ALH_OK) {
        res->failed = true;
        snprintf(res->error, sizeof res->error, "could not set up a game");
        goto out;
    }
    for (int step = 0; step < 20000 && g->phase != ALH_PHASE_OVER; step++) {
        int seat = alh_to_move(g);
        int level = t->level[entry_of_seat[seat]];
        alh_view_make(g, seat, view);
        /* The bot's seed: this game, this decision, this seat; the same in every run. It comes from
         * --bot-seed, never from the deal's seed, so a bot cannot work the deal out of it. */
        uint64_t bot_seed = alh_bot_seed(t->bot_seed, (uint64_t)index, g->command_count, seat);
        AlhCommand cmd;
        double t0 = clock_ms(CLOCK_MONOTONIC), c0 = clock_ms(CLOCK_THREAD_CPUTIME_ID);
        AlhError err = alh_bot_choose(level, view, bot_seed, &cmd);
        log_time(&w->cpu[level], clock_ms(CLOCK_THREAD_CPUTIME_ID) - c0);
        log_time(&w->times[level], clock_ms(CLOCK_MONOTONIC) - t0);
        if (err == ALH_OK)
            err = alh_apply(g, &cmd, NULL);
        if (err != ALH_OK) {
            res->failed = true;
            snprintf(res->error, sizeof res->error, "%s bot in seat %d: %s", alh_bot_level_name(level), seat,
                     alh_error_message(err));
            goto out;
        }
    }
    if (g->phase != ALH_PHASE_OVER) {
        res->failed = true;
        snprintf(res->error, sizeof res->error, "the game did not end");
        goto out;
    }
    uint8_t rank[ALH_MAX_PLAYERS];
    alh_ranking(g, rank);
    int winners = 0;
    for (int s = 0; s < t->players; s++)
        winners += rank[s] == 1;
    for (int s = 0; s < t->players; s++) {
        int e = entry_of_seat[s];
        res->score[e] = g->players[s].score;
        res->rank[e] = rank[s];
        res->win_share[e] = rank[s] == 1 ? 1.0 / winners : 0.0;
    }
out:
    free(g);
    free(view);
}

static void *worker_main(void *arg)
{
    Worker *w = arg;
    Tournament *t = w->t;
    for (;;) {
        int i = atomic_fetch_add(&t->next_game, 1);
        if (i >= t->games)
            break;
        play_game(w, i, &t->results[i]);
        int done = atomic_fetch_add(&t->done_games, 1) + 1;
        if (!t->quiet && (done % 50 == 0 || done == t->games))
            fprintf(stderr, "\r%d/%d games", done, t->games);
    }
    return NULL;
}

/* ------------------------------------------------------------------ statistics */

static void wilson(double wins, int n, double *lo, double *hi)
{
    const double z = 1.96;
    double p = wins / n, z2 = z * z;
    double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
    double half = z * sqrt(p * (1 - p) / n + z2 / (4.0 * n * n)) / (1 + z2 / n);
    *lo = centre - half;
    *hi = centre + half;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : (x > y ? 1 : 0);
}

static double percentile(const double *sorted, size_t n, double q)
{
    if (n == 0)
        return 0;
    size_t i = (size_t)ceil(q * (double)n);
    if (i > 0)
        i--;
    if (i >= n)
        i = n - 1;
    return sorted[i];
}

/* Percentiles of the decision times of each level, wall-clock or processor time. */
static void print_times(const Tournament *t, Worker *workers, bool cpu)
{
    printf("%s per decision (ms):\n%-8s %9s %9s %9s %9s %9s\n", cpu ? "processor time" : "wall-clock time", "bot", "decisions",
           "mean", "p50", "p99", "max");
    for (int level = 0; level < ALH_BOT_LEVELS; level++) {
        size_t n = 0;
        for (int k = 0; k < t->threads; k++)
            n += (cpu ? workers[k].cpu : workers[k].times)[level].count;
        if (n == 0)
            continue;
        double *all = malloc(n * sizeof *all);
        if (!all)
            continue;
        size_t at = 0;
        double total = 0;
        for (int k = 0; k < t->threads; k++) {
            const TimeLog *log = &(cpu ? workers[k].cpu : workers[k].times)[level];
            for (size_t i = 0; i < log->count; i++) {
                all[at++] = log->ms[i];
                total += log->ms[i];
            }
        }
        n = at;
        qsort(all, n, sizeof *all, cmp_double);
        printf("%-8s %9zu %9.3f %9.3f %9.3f %9.3f\n", alh_bot_level_name(level), n, total / (double)n, percentile(all, n, 0.5),
               percentile(all, n, 0.99), all[n - 1]);
        free(all);
    }
}

static void report(const Tournament *t, Worker *workers)
{
    int played = 0, failed = 0;
    for (int i = 0; i < t->games; i++) {
        if (t->results[i].failed) {
            if (failed < 5)
                fprintf(stderr, "game %d failed: %s\n", i, t->results[i].error);
            failed++;
        } else {
            played++;
        }
    }
    printf("tournament: %d players, %d games (%d deals x %d seat rotations), seed %llu, bot seed %llu, %d threads\n", t->players,
           t->games, t->games / t->players, t->players, (unsigned long long)t->seed, (unsigned long long)t->bot_seed, t->threads);
    if (!alh_modset_empty(&t->modules)) {
        printf("modules:");
        for (int id = 0; id < ALH_MOD_COUNT; id++)
            if (alh_modset_has(&t->modules, id))
                printf(" %s", alh_module_name(id));
        printf("\n");
    }
    if (failed)
        printf("FAILED games: %d (left out of the figures)\n", failed);
    if (played == 0)
        return;
    printf("%-4s %-8s %6s %8s %17s %8s %15s %6s\n", "seat", "bot", "games", "win%", "95% Wilson", "score", "95% CI", "rank");
    for (int e = 0; e < t->players; e++) {
        double wins = 0, sum = 0, sum2 = 0, ranks = 0;
        for (int i = 0; i < t->games; i++) {
            const GameResult *r = &t->results[i];
            if (r->failed)
                continue;
            wins += r->win_share[e];
            sum += r->score[e];
            sum2 += (double)r->score[e] * r->score[e];
            ranks += r->rank[e];
        }
        double mean = sum / played;
        double var = played > 1 ? (sum2 - played * mean * mean) / (played - 1) : 0;
        double half = 1.96 * sqrt(var > 0 ? var : 0) / sqrt(played);
        double lo, hi;
        wilson(wins, played, &lo, &hi);
        printf("%-4d %-8s %6d %7.1f%% [%5.1f%%, %5.1f%%] %8.1f [%6.1f, %6.1f] %6.2f\n", e + 1, alh_bot_level_name(t->level[e]),
               played, 100 * wins / played, 100 * lo, 100 * hi, mean, mean - half, mean + half, ranks / played);
    }
    print_times(t, workers, false);
    print_times(t, workers, true);
}

/* ------------------------------------------------------------------ command line */

static void usage(FILE *to)
{
    fprintf(to, "usage: alhambra-cli tournament --bots LEVEL,LEVEL[,...] [--games N] [--seed S] [--bot-seed B]\n"
                "                              [--threads T] [--modules LIST] [--quiet]\n"
                "  --bots     2 to 6 comma-separated levels: random, easy, medium, hard, expert\n"
                "  --games    games to play (default 400), rounded up to whole deals: each deal is\n"
                "             played once per rotation of the seats\n"
                "  --seed     seed of the deals (default 1)\n"
                "  --bot-seed key of the bots' own random choices, kept apart from the deals (default 1)\n"
                "  --threads  threads to play on (default: the online CPUs)\n"
                "  --modules  modules in every game, comma-separated: names, groups (expansion-1 ...),\n"
                "             all or none (default: none); 'alhambra-cli modules' lists them\n");
}

static bool parse_u64(const char *s, uint64_t *out)
{
    if (!s || !*s || *s == '-')
        return false;
    char *end;
    errno = 0;
    unsigned long long v = strtoull(s, &end, 10);
    if (errno || *end)
        return false;
    *out = v;
    return true;
}

static bool parse_bots(const char *arg, Tournament *t)
{
    char buf[256];
    if (!arg || strlen(arg) >= sizeof buf)
        return false;
    strcpy(buf, arg);
    t->players = 0;
    char *save = NULL;
    for (char *tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
        int level = alh_bot_level_from_name(tok);
        if (level < 0) {
            fprintf(stderr, "alhambra-cli tournament: unknown bot level '%s' (random, easy, medium, hard, expert)\n", tok);
            return false;
        }
        if (t->players >= ALH_MAX_PLAYERS) {
            fprintf(stderr, "alhambra-cli tournament: at most %d bots\n", ALH_MAX_PLAYERS);
            return false;
        }
        t->level[t->players++] = level;
    }
    if (t->players < ALH_MIN_PLAYERS) {
        fprintf(stderr, "alhambra-cli tournament: --bots needs %d to %d levels\n", ALH_MIN_PLAYERS, ALH_MAX_PLAYERS);
        return false;
    }
    return true;
}

/* A list of modules (names, groups, all, none), read by the one reader; the 2-player rules come
 * with two seats by themselves and are refused here. */
static bool parse_modules(const char *arg, AlhModuleSet *out)
{
    char msg[1024];
    if (!arg || !*arg) {
        fprintf(stderr, "alhambra-cli tournament: --modules needs a list of modules, such as expansion-1 or all (alhambra-cli "
                        "modules lists them)\n");
        return false;
    }
    if (!alh_modules_parse(arg, out, msg, sizeof msg)) {
        fprintf(stderr, "alhambra-cli tournament: %s\n", msg);
        return false;
    }
    AlhModuleSet optional = alh_modules_optional();
    for (int id = 0; id < ALH_MOD_COUNT; id++)
        if (alh_modset_has(out, id) && !alh_modset_has(&optional, id)) {
            fprintf(stderr, "alhambra-cli tournament: the %s module goes with its player count by itself\n", alh_module_name(id));
            return false;
        }
    return true;
}

int alh_cli_tournament(int argc, char **argv)
{
    Tournament t;
    memset(&t, 0, sizeof t);
    t.games = 400;
    t.seed = 1;
    t.bot_seed = 1;
    long cpus = sysconf(_SC_NPROCESSORS_ONLN);
    t.threads = cpus > 0 ? (int)cpus : 1;
    bool have_bots = false;
    /* argv[0] is "tournament" (or the program name): options start at 1. */
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *val = i + 1 < argc ? argv[i + 1] : NULL;
        uint64_t v;
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            usage(stdout);
            return 0;
        } else if (strcmp(a, "--quiet") == 0) {
            t.quiet = true;
        } else if (strcmp(a, "--bots") == 0) {
            if (!parse_bots(val, &t))
                return 2;
            have_bots = true;
            i++;
        } else if (strcmp(a, "--games") == 0) {
            if (!parse_u64(val, &v) || v == 0 || v > 1000000) {
                fprintf(stderr, "alhambra-cli tournament: --games needs a number from 1 to 1000000\n");
                return 2;
            }
            t.games = (int)v;
            i++;
        } else if (strcmp(a, "--seed") == 0) {
            if (!parse_u64(val, &v)) {
                fprintf(stderr, "alhambra-cli tournament: --seed needs a non-negative whole number\n");
                return 2;
            }
            t.seed = v;
            i++;
        } else if (strcmp(a, "--bot-seed") == 0) {
            if (!parse_u64(val, &v)) {
                fprintf(stderr, "alhambra-cli tournament: --bot-seed needs a non-negative whole number\n");
                return 2;
            }
            t.bot_seed = v;
            i++;
        } else if (strcmp(a, "--modules") == 0) {
            if (!parse_modules(val, &t.modules))
                return 2;
            i++;
        } else if (strcmp(a, "--threads") == 0) {
            if (!parse_u64(val, &v) || v == 0 || v > 256) {
                fprintf(stderr, "alhambra-cli tournament: --threads needs a number from 1 to 256\n");
                return 2;
            }
            t.threads = (int)v;
            i++;
        } else {
            fprintf(stderr, "alhambra-cli tournament: unknown option '%s'\n", a);
            usage(stderr);
            return 2;
        }
    }
    if (!have_bots) {
        fprintf(stderr, "alhambra-cli tournament: --bots is required\n");
        usage(stderr);
        return 2;
    }
    t.games = (t.games + t.players - 1) / t.players * t.players;
    if (t.threads > t.games)
        t.threads = t.games;
    t.results = calloc((size_t)t.games, sizeof *t.results);
    Worker *workers = calloc((size_t)t.threads, sizeof *workers);
    if (!t.results || !workers) {
        fprintf(stderr, "alhambra-cli tournament: out of memory\n");
        free(t.results);
        free(workers);
        return 1;
    }
    atomic_init(&t.next_game, 0);
    atomic_init(&t.done_games, 0);
    int started = 0;
    for (int k = 0; k < t.threads; k++) {
        workers[k].t = &t;
        if (pthread_create(&workers[k].thread, NULL, worker_main, &workers[k]) != 0)
            break;
        started++;
    }
    if (started == 0)
        worker_main(&workers[0]); /* no threads to be had: play here */
    for (int k = 0; k < started; k++)
        pthread_join(workers[k].thread, NULL);
    if (!t.quiet)
        fprintf(stderr, "\n");
    report(&t, workers);
    int failed = 0;
    for (int i = 0; i < t.games; i++)
        failed += t.results[i].failed;
    for (int k = 0; k < t.threads; k++)
        for (int level = 0; level < ALH_BOT_LEVELS; level++) {
            free(workers[k].times[level].ms);
            free(workers[k].cpu[level].ms);
        }
    free(workers);
    free(t.results);
    return failed ? 1 : 0;
}

/* SPDX-License-Identifier: MIT */
/* `alhambra-cli selfplay`: many games of the random policy, for speed and sanity figures. */
#define _POSIX_C_SOURCE 200809L
#include "cli.h"
#include "persist/safe_text.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MAX_COMMANDS 20000

static int usage(void)
{
    fprintf(stderr, "usage: alhambra-cli selfplay --games N --players P --seed S [--modules a,b] [--check] [--digest] [--json]\n"
                    "                             [--profile] [--engine-alone]\n"
                    "  --check   validate every state reached (alh_game_validate); much slower; prints the digest\n"
                    "  --digest  print a hash of every game's final state (alh_game_hash), to prove that a change\n"
                    "            of the engine plays the very same games\n"
                    "  --profile the same games with a clock read round each choice of the random player and each\n"
                    "            command of the engine: where a game's time goes, by phase and command kind\n"
                    "            (the rate printed then includes the clock's readings)\n"
                    "  --engine-alone  also the engine's own rate: the same games played again from their\n"
                    "            commands, kept, with alh_new_game and alh_apply only (no random player)\n");
    return ALH_CLI_USAGE;
}

typedef struct Stats {
    long games;
    double score_sum; /* every seat's final score */
    double winner_score_sum;
    double turns_sum, commands_sum;
    double wins[ALH_MAX_PLAYERS];
    uint64_t digest; /* every final state's hash, chained in game order */
} Stats;

typedef struct CheckCtx {
    long bad;
    char msg[200];
} CheckCtx;

static void check_state(void *ctx, const AlhGame *before, const AlhCommand *cmd, const AlhGame *after)
{
    (void)before;
    (void)cmd;
    CheckCtx *c = ctx;
    char why[160];
    if (!c->bad && !alh_game_validate(after, why, sizeof why)) {
        snprintf(c->msg, sizeof c->msg, "after command %u: %s", after->command_count, why);
        c->bad++;
    }
}

static double seconds_on(clockid_t clock)
{
    struct timespec ts;
    clock_gettime(clock, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static double seconds_now(void) { return seconds_on(CLOCK_MONOTONIC); }
/* The processor time of this process: what one core gives while other work shares the machine. */
static double cpu_seconds_now(void) { return seconds_on(CLOCK_PROCESS_CPUTIME_ID); }

int alh_cli_selfplay(int argc, char **argv)
{
    long games = -1, players = -1;
    uint64_t seed = 1;
    AlhModuleSet modules = alh_modset_none();
    bool json = false, check = false, digest = false, profile = false, engine_alone = false;
    char msg[200];
    for (int i = 1; i < argc; i += 2) { /* options with a value; flags step back one */
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(a, "--json") == 0) {
            json = true;
            i--;
            continue;
        }
        if (strcmp(a, "--check") == 0) {
            check = true;
            digest = true;
            i--;
            continue;
        }
        if (strcmp(a, "--profile") == 0) {
            profile = true;
            i--;
            continue;
        }
        if (strcmp(a, "--engine-alone") == 0) {
            engine_alone = true;
            i--;
            continue;
        }
        if (strcmp(a, "--digest") == 0) {
            digest = true;
            i--;
            continue;
        }
        if (strcmp(a, "--help") == 0) {
            usage();
            return ALH_CLI_OK;
        }
        bool ok = v != NULL;
        if (strcmp(a, "--games") == 0)
            ok = ok && alh_cli_parse_int(v, 1, 100000000, &games);
        else if (strcmp(a, "--players") == 0)
            ok = ok && alh_cli_parse_int(v, ALH_MIN_PLAYERS, ALH_MAX_PLAYERS, &players);
        else if (strcmp(a, "--seed") == 0)
            ok = ok && alh_cli_parse_u64(v, &seed);
        else if (strcmp(a, "--modules") == 0) {
            if (ok && !alh_cli_parse_modules(v, &modules, msg, sizeof msg)) {
                alh_fprintf_escaped(stderr, "alhambra-cli selfplay: %s", msg);
                fputc('\n', stderr);
                return ALH_CLI_USAGE;
            }
        } else {
            alh_fprintf_escaped(stderr, "alhambra-cli selfplay: unknown option '%s'", a);
            fputc('\n', stderr);
            return usage();
        }
        if (!ok) {
            alh_fprintf_escaped(stderr, "alhambra-cli selfplay: %s needs a valid value%s%s", a, v ? ", not " : "", v ? v : "");
            fputc('\n', stderr);
            return ALH_CLI_USAGE;
        }
    }
    if (games < 0 || players < 0)
        return usage();
    if (profile && (json || check)) {
        fprintf(stderr, "alhambra-cli selfplay: --profile prints a table of its own; it goes with neither --json nor --check\n");
        return ALH_CLI_USAGE;
    }
    if (engine_alone && (profile || check)) {
        fprintf(stderr,
                "alhambra-cli selfplay: --engine-alone times the engine without clocks or checks of its own; it goes with "
                "neither --profile nor --check\n");
        return ALH_CLI_USAGE;
    }

    Stats st;
    memset(&st, 0, sizeof st);
    AlhGame *g = malloc(sizeof *g);
    AlhCliProfile *prof = profile ? malloc(sizeof *prof) : NULL;
    if (!g || (profile && !prof)) {
        free(g);
        free(prof);
        fprintf(stderr, "alhambra-cli selfplay: out of memory\n");
        return ALH_CLI_FAILED;
    }
    if (prof)
        alh_cli_profile_init(prof);
    CheckCtx check_ctx = {0, ""};
    double start = seconds_now(), cpu_start = cpu_seconds_now();
    for (long i = 0; i < games; i++) {
        AlhSetup setup = {.num_players = (int)players, .seed = seed + (uint64_t)i, .modules = modules};
        bool played = prof ? alh_cli_profiled_game(g, &setup, seed + (uint64_t)i, MAX_COMMANDS, prof, msg, sizeof msg)
                           : alh_cli_random_game(g, &setup, seed + (uint64_t)i, MAX_COMMANDS, check ? check_state : NULL,
                                                 &check_ctx, msg, sizeof msg);
        if (!played) {
            fprintf(stderr, "alhambra-cli selfplay: game %ld (seed %llu): %s\n", i, (unsigned long long)setup.seed, msg);
            free(g);
            free(prof);
            return ALH_CLI_FAILED;
        }
        if (check_ctx.bad) {
            fprintf(stderr, "alhambra-cli selfplay: game %ld (seed %llu): invalid state %s\n", i, (unsigned long long)setup.seed,
                    check_ctx.msg);
            free(g);
            free(prof);
            return ALH_CLI_FAILED;
        }
        uint8_t rank[ALH_MAX_PLAYERS];
        alh_ranking(g, rank);
        int winners = 0;
        for (int p = 0; p < players; p++) {
            st.score_sum += g->players[p].score;
            winners += rank[p] == 1;
        }
        for (int p = 0; p < players; p++)
            if (rank[p] == 1) {
                st.wins[p] += 1.0 / winners;
                st.winner_score_sum += g->players[p].score / (double)winners;
            }
        if (digest) /* outside the timed part's hot path only when asked for */
            st.digest = (st.digest ^ alh_game_hash(g)) * 0x100000001b3ULL + (uint64_t)g->command_count;
        st.turns_sum += g->turn;
        st.commands_sum += g->command_count;
        st.games++;
    }
    double elapsed = seconds_now() - start, cpu = cpu_seconds_now() - cpu_start;
    free(g);
    double alone_cpu = 0;
    if (engine_alone) {
        AlhSetup first = {.num_players = (int)players, .seed = seed, .modules = modules};
        if (!alh_cli_engine_alone(&first, games, MAX_COMMANDS, &alone_cpu, msg, sizeof msg)) {
            alh_fprintf_escaped(stderr, "alhambra-cli selfplay: --engine-alone: %s", msg);
            fputc('\n', stderr);
            free(prof);
            return ALH_CLI_FAILED;
        }
    }
    double alone_rate = alone_cpu > 0 ? (double)st.games / alone_cpu : 0;
    double rate = elapsed > 0 ? (double)st.games / elapsed : 0, cpu_rate = cpu > 0 ? (double)st.games / cpu : 0;
    if (json) {
        printf("{\"games\":%ld,\"players\":%ld,\"seed\":%llu,\"seconds\":%.3f,\"games_per_second\":%.1f,"
               "\"cpu_seconds\":%.3f,\"games_per_cpu_second\":%.1f,\"state_bytes\":%zu,"
               "\"mean_score\":%.3f,\"mean_winner_score\":%.3f,\"mean_turns\":%.3f,\"mean_commands\":%.3f,\"wins\":[",
               st.games, players, (unsigned long long)seed, elapsed, rate, cpu, cpu_rate, sizeof(AlhGame),
               st.score_sum / ((double)st.games * (double)players), st.winner_score_sum / (double)st.games,
               st.turns_sum / (double)st.games, st.commands_sum / (double)st.games);
        for (int p = 0; p < players; p++)
            printf("%s%.1f", p ? "," : "", st.wins[p]);
        printf("]");
        if (digest)
            printf(",\"digest\":\"%016llx\"", (unsigned long long)st.digest);
        if (engine_alone)
            printf(",\"engine_alone_cpu_seconds\":%.6f,\"engine_alone_games_per_cpu_second\":%.1f", alone_cpu, alone_rate);
        printf("}\n");
    } else {
        printf("games            %ld (%ld players, seeds %llu..%llu)%s\n", st.games, players, (unsigned long long)seed,
               (unsigned long long)(seed + (uint64_t)st.games - 1), check ? ", every state validated" : "");
        printf("time             %.3f s, %.1f games/s (processor time %.3f s, %.1f games/s)\n", elapsed, rate, cpu, cpu_rate);
        /* What one copy of a game costs the search bots (they copy it per candidate and sample). */
        printf("state            %zu bytes a game\n", sizeof(AlhGame));
        printf("mean score       %.2f per seat, %.2f for the winner\n", st.score_sum / ((double)st.games * (double)players),
               st.winner_score_sum / (double)st.games);
        printf("mean length      %.1f turns, %.1f commands\n", st.turns_sum / (double)st.games,
               st.commands_sum / (double)st.games);
        printf("wins by seat    ");
        for (int p = 0; p < players; p++)
            printf(" P%d %.1f (%.1f%%)", p + 1, st.wins[p], 100.0 * st.wins[p] / (double)st.games);
        printf("\n");
        if (digest)
            printf("digest           %016llx\n", (unsigned long long)st.digest);
        if (engine_alone) /* the share of the whole game's time that is the rules' own */
            printf("engine alone     processor time %.3f s, %.1f games/s (%.0f %% of a game's time: the same games played "
                   "again from their commands, alh_apply only)\n",
                   alone_cpu, alone_rate, cpu > 0 ? 100.0 * alone_cpu / cpu : 0);
        if (prof)
            alh_cli_profile_print(prof, st.games, stdout);
    }
    free(prof);
    return ALH_CLI_OK;
}

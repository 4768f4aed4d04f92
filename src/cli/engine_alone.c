/* SPDX-License-Identifier: MIT */
/*
 * `alhambra-cli selfplay --engine-alone`: the engine's own share of a random game. The games are
 * played by the random player as in selfplay, a batch at a time, and their commands kept; then the
 * batch is played again from the same setups with nothing but alh_new_game and alh_apply, and only
 * that second pass is timed. The rate says what the rules cost without the player that chooses the
 * moves (a random player lists what it draws from; the engine checks and applies what it is given).
 */
#define _POSIX_C_SOURCE 200809L
#include "cli.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* Games kept between two timed passes: a batch's commands are read back in order, and two clock
 * readings a batch weigh nothing against its few milliseconds. */
#define BATCH_GAMES 256

static double cpu_seconds_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* The commands kept, grown as the random games of a batch are played (alh_cli_random_game's hook). */
typedef struct Kept {
    AlhCommand *cmds;
    size_t count, cap;
    bool out_of_memory;
} Kept;

static void keep_command(void *ctx, const AlhGame *before, const AlhCommand *cmd, const AlhGame *after)
{
    (void)before;
    (void)after;
    Kept *k = ctx;
    if (k->count == k->cap) {
        size_t grown = k->cap ? 2 * k->cap : 65536;
        AlhCommand *more = k->out_of_memory ? NULL : realloc(k->cmds, grown * sizeof *more);
        if (!more) {
            k->out_of_memory = true;
            return;
        }
        k->cmds = more;
        k->cap = grown;
    }
    k->cmds[k->count++] = *cmd;
}

bool alh_cli_engine_alone(const AlhSetup *first, long games, int max_commands, double *cpu_seconds, char *msg, size_t msg_size)
{
    AlhGame *g = malloc(sizeof *g);
    Kept kept = {NULL, 0, 0, false};
    size_t lengths[BATCH_GAMES];
    bool ok = g != NULL;
    if (!ok)
        snprintf(msg, msg_size, "out of memory");
    *cpu_seconds = 0;
    for (long start = 0; ok && start < games; start += BATCH_GAMES) {
        long batch = games - start < BATCH_GAMES ? games - start : BATCH_GAMES;
        kept.count = 0;
        for (long i = 0; ok && i < batch; i++) {
            AlhSetup setup = *first;
            setup.seed = first->seed + (uint64_t)(start + i);
            size_t before = kept.count;
            ok = alh_cli_random_game(g, &setup, setup.seed, max_commands, keep_command, &kept, msg, msg_size);
            if (ok && kept.out_of_memory) {
                snprintf(msg, msg_size, "out of memory for the games' commands");
                ok = false;
            }
            lengths[i] = kept.count - before;
        }
        /* The timed pass: the same games from their setups, every command checked in full again. */
        double t0 = cpu_seconds_now();
        const AlhCommand *next = kept.cmds;
        for (long i = 0; ok && i < batch; i++) {
            AlhSetup setup = *first;
            setup.seed = first->seed + (uint64_t)(start + i);
            ok = alh_new_game(g, &setup, NULL) == ALH_OK;
            for (size_t n = 0; ok && n < lengths[i]; n++)
                ok = alh_apply(g, next++, NULL) == ALH_OK;
            ok = ok && g->phase == ALH_PHASE_OVER;
            if (!ok)
                snprintf(msg, msg_size, "game %ld (seed %llu) played differently the second time", start + i,
                         (unsigned long long)setup.seed);
        }
        *cpu_seconds += cpu_seconds_now() - t0;
    }
    free(kept.cmds);
    free(g);
    return ok;
}

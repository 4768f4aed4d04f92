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

#include "alhambra/bot.h"

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

/* One game by the random player, its commands appended to *cmds (grown as needed). */
static bool record_game(AlhGame *g, const AlhSetup *setup, uint64_t policy_seed, int max_commands, AlhCommand **cmds,
                        size_t *count, size_t *cap, char *msg, size_t msg_size)
{
    if (alh_new_game(g, setup, NULL) != ALH_OK) {
        snprintf(msg, msg_size, "impossible setup: %d players", setup->num_players);
        return false;
    }
    AlhRng rng;
    alh_rng_seed(&rng, policy_seed, ALH_CLI_POLICY_STREAM);
    for (int n = 0; g->phase != ALH_PHASE_OVER; n++) {
        if (n >= max_commands) {
            snprintf(msg, msg_size, "the game did not end within %d commands", max_commands);
            return false;
        }
        if (*count == *cap) {
            size_t grown = *cap ? 2 * *cap : 65536;
            AlhCommand *more = realloc(*cmds, grown * sizeof **cmds);
            if (!more) {
                snprintf(msg, msg_size, "out of memory for %zu commands", grown);
                return false;
            }
            *cmds = more;
            *cap = grown;
        }
        AlhCommand *cmd = &(*cmds)[*count];
        AlhError e = alh_random_policy(g, &rng, cmd);
        if (e == ALH_OK)
            e = alh_apply(g, cmd, NULL);
        if (e != ALH_OK) {
            snprintf(msg, msg_size, "command %d: %s", n, alh_error_code(e));
            return false;
        }
        (*count)++;
    }
    return true;
}

bool alh_cli_engine_alone(const AlhSetup *first, long games, int max_commands, double *cpu_seconds, char *msg, size_t msg_size)
{
    AlhGame *g = malloc(sizeof *g);
    AlhCommand *cmds = NULL;
    size_t cap = 0;
    size_t lengths[BATCH_GAMES];
    bool ok = g != NULL;
    if (!ok)
        snprintf(msg, msg_size, "out of memory");
    *cpu_seconds = 0;
    for (long start = 0; ok && start < games; start += BATCH_GAMES) {
        long batch = games - start < BATCH_GAMES ? games - start : BATCH_GAMES;
        size_t count = 0;
        for (long i = 0; ok && i < batch; i++) {
            AlhSetup setup = *first;
            setup.seed = first->seed + (uint64_t)(start + i);
            size_t before = count;
            ok = record_game(g, &setup, setup.seed, max_commands, &cmds, &count, &cap, msg, msg_size);
            lengths[i] = count - before;
        }
        /* The timed pass: the same games from their setups, every command checked in full again. */
        double t0 = cpu_seconds_now();
        const AlhCommand *next = cmds;
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
    free(cmds);
    free(g);
    return ok;
}

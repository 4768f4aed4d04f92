/* SPDX-License-Identifier: MIT */
/* The parts of alhambra-cli: the line protocol and the subcommands. */
#ifndef ALH_CLI_H
#define ALH_CLI_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include "alhambra/game.h"

/* Exit codes shared by the subcommands. */
#define ALH_CLI_OK 0
#define ALH_CLI_FAILED 1 /* the work was done and found a problem (e.g. a replay diverged) */
#define ALH_CLI_USAGE 2  /* the command line or a file could not be used */

/* The stdin/stdout protocol (docs/protocol.md); returns the exit code. */
int alh_cli_protocol(FILE *in, FILE *out);

int alh_cli_selfplay(int argc, char **argv);
int alh_cli_record(int argc, char **argv);
int alh_cli_replay(int argc, char **argv);
int alh_cli_modules(int argc, char **argv); /* modules_cmd.c */

/* Small helpers (args.c). */
bool alh_cli_parse_u64(const char *text, uint64_t *out); /* decimal or 0x hex */
bool alh_cli_parse_int(const char *text, long lo, long hi, long *out);
/* A list of modules (names, groups, all, none) into a set: alh_modules_parse, the one reader. */
bool alh_cli_parse_modules(const char *text, AlhModuleSet *out, char *msg, size_t msg_size);

/*
 * Plays one game with the random policy from the given setup, calling on_command (may be NULL)
 * after each command. Returns false with a message if the engine refused the policy's command or
 * the game ran past max_commands.
 */
typedef void (*AlhCliCommandHook)(void *ctx, const AlhGame *before, const AlhCommand *cmd, const AlhGame *after);
bool alh_cli_random_game(AlhGame *g, const AlhSetup *setup, uint64_t policy_seed, int max_commands, AlhCliCommandHook on_command,
                         void *ctx, char *msg, size_t msg_size);

/*
 * selfplay --engine-alone (engine_alone.c): `games` games from `first` (seeds first->seed onwards)
 * played by the random policy, then again from their commands with alh_new_game and alh_apply
 * only; *cpu_seconds is that second pass's processor time. False with a message on any failure.
 */
bool alh_cli_engine_alone(const AlhSetup *first, long games, int max_commands, double *cpu_seconds, char *msg, size_t msg_size);

/* The random policy's stream of random numbers in self-play (its seed is the game's). */
#define ALH_CLI_POLICY_STREAM 0x706f6c696379ULL /* "policy" */

/* selfplay --profile (profile.c): the time spent choosing and applying, by phase and command kind. */
typedef struct AlhCliProfileRow {
    uint64_t ticks, count;
} AlhCliProfileRow;

typedef struct AlhCliProfile {
    AlhCliProfileRow choose[ALH_PHASE_COUNT][ALH_CMD_TYPE_COUNT]; /* by the phase and the command chosen */
    AlhCliProfileRow apply[ALH_PHASE_COUNT][ALH_CMD_TYPE_COUNT];
    AlhCliProfileRow new_game;
    char kind_name[ALH_CMD_TYPE_COUNT][24];
    uint64_t reading_ticks, start_ticks; /* what reading the clock costs; the clock at the start */
    double start_ns, start_cpu_ns;       /* the monotonic clock and the process's processor time at the start */
} AlhCliProfile;

void alh_cli_profile_init(AlhCliProfile *p);
/* alh_cli_random_game's very game (the same policy, seed and stream), timed into p. */
bool alh_cli_profiled_game(AlhGame *g, const AlhSetup *setup, uint64_t policy_seed, int max_commands, AlhCliProfile *p, char *msg,
                           size_t msg_size);
/* The rows, most time first, per game of `games`. */
void alh_cli_profile_print(const AlhCliProfile *p, long games, FILE *out);

#endif

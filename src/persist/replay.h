/* SPDX-License-Identifier: MIT */
/*
 * Replays: the setup and every command in the notation, with state checksums every 10 commands
 * and at the end ("format": "alhambra-replay"; docs/replay-format.md). Replaying from the seed
 * must give the same states; verification stops at the first divergence.
 */
#ifndef ALH_PERSIST_REPLAY_H
#define ALH_PERSIST_REPLAY_H

#include <jansson.h>
#include <stdbool.h>
#include <stddef.h>
#include "alhambra/game.h"

#define ALH_REPLAY_FORMAT "alhambra-replay"
#define ALH_REPLAY_VERSION 2 /* version 1 (checksums of the old memory layout) is still verified */
#define ALH_REPLAY_CHECKSUM_EVERY 10
#define ALH_REPLAY_NAME_MAX 48

typedef struct AlhReplayChecksum {
    size_t index;  /* commands applied before the hash was taken (0 = right after setup) */
    uint64_t hash; /* alh_game_hash */
} AlhReplayChecksum;

typedef struct AlhReplay {
    int version; /* of the file: 1 (checksums of version 1's layout) or ALH_REPLAY_VERSION */
    AlhSetup setup;
    bool has_names;
    char names[ALH_MAX_PLAYERS][ALH_REPLAY_NAME_MAX];
    char **commands; /* notation strings, owned */
    size_t count, cap;
    AlhReplayChecksum *checksums;
    size_t checksum_count, checksum_cap;
} AlhReplay;

/* Starts recording a game begun with setup; game is the state right after alh_new_game. */
void alh_replay_init(AlhReplay *r, const AlhSetup *setup, const AlhGame *game);
void alh_replay_free(AlhReplay *r);

/* Appends cmd (applied to `before`, giving `after`); a checksum every 10 commands. */
bool alh_replay_record(AlhReplay *r, const AlhGame *before, const AlhCommand *cmd, const AlhGame *after);

/* Adds the closing checksum for the current end (call before saving; harmless twice). */
bool alh_replay_finish(AlhReplay *r, const AlhGame *last);

json_t *alh_replay_to_json(const AlhReplay *r);
/* On failure *r is left empty and msg says where and what. */
bool alh_replay_from_json(const json_t *root, AlhReplay *r, char *msg, size_t msg_size);
bool alh_replay_from_text(const char *text, size_t len, AlhReplay *r, char *msg, size_t msg_size);
/* A replay file, read as saves are (json_state.h: alh_json_load_file); msg starts with the path. */
bool alh_replay_load_file(const char *path, AlhReplay *r, char *msg, size_t msg_size);

typedef struct AlhReplayResult {
    bool ok;
    size_t applied; /* commands applied without trouble */
    long bad_index; /* 0-based command index of the first divergence; -1 if none (-2: the setup) */
    uint64_t final_hash;
    size_t checksums_matched; /* 0 with ok: every command legal, but nothing compared (no checksum) */
    char message[320];
} AlhReplayResult;

/*
 * Plays the replay from its seed, checking each command and each checksum. final (may be NULL)
 * receives the state reached (up to the divergence).
 */
bool alh_replay_verify(const AlhReplay *r, AlhGame *final, AlhReplayResult *res);

#endif

/* SPDX-License-Identifier: MIT */
/* Saving and loading a match: the persist library's JSON state plus the client's seats and log. */
#ifndef ALHAMBRA_TABLE_SAVE_H
#define ALHAMBRA_TABLE_SAVE_H

#include <stdbool.h>
#include <stddef.h>
#include "app.h"

struct Match;

/* Writes the match atomically; on failure prints why and returns false (the old file stays). */
bool table_save_write(AppContext *ctx, const struct Match *m, const char *path);
/* Reads a save into a new match (seats from the "client" fields, or defaults). NULL + msg on failure. */
struct Match *table_save_read(AppContext *ctx, const char *path, char *msg, size_t msg_size);

/* Reads a replay file into a new match that plays its commands back on the table. */
struct Match *table_replay_read(AppContext *ctx, const char *path, char *msg, size_t msg_size);

#endif

/* SPDX-License-Identifier: MIT */
/*
 * A game as JSON ("format": "alhambra-state", "version": 1; docs/save-format.md). Saves hold
 * everything, so a loaded game is byte for byte the saved one (same alh_game_hash). Loading also
 * takes hand-written, partial positions and fills in the rest.
 */
#ifndef ALH_PERSIST_JSON_STATE_H
#define ALH_PERSIST_JSON_STATE_H

#include <jansson.h>
#include <stdbool.h>
#include <stddef.h>
#include "alhambra/view.h"

#define ALH_STATE_FORMAT "alhambra-state"
#define ALH_STATE_FORMAT_VERSION 2 /* version 1 is still read */

/* The whole game as a new JSON object (caller json_decref()s it). */
json_t *alh_state_to_json(const AlhGame *g);

/* A player's view ("format": "alhambra-view"): hidden parts left out, other hands as far as known. */
json_t *alh_view_to_json(const AlhView *v);

/* The game as text; one line when compact, indented otherwise. malloc()ed; NULL if out of memory. */
char *alh_state_to_text(const AlhGame *g, bool compact);

/*
 * Reads a state. On success fills *g; on failure leaves *g untouched and writes into msg where and
 * what: "line 3 column 7: ..." for bad JSON, "players[1].alhambra[3].x: ..." for a bad value,
 * "impossible position: ..." (alh_game_validate's words) for a position the rules cannot reach.
 */
bool alh_state_from_json(const json_t *root, AlhGame *g, char *msg, size_t msg_size);
bool alh_state_from_text(const char *text, size_t len, AlhGame *g, char *msg, size_t msg_size);

/*
 * Whether the format can hold this game (if not, msg says why). Every game of this build
 * can; kept so that callers ask before saving when a future module cannot be saved.
 */
bool alh_state_supported(const AlhGame *g, char *msg, size_t msg_size);

/*
 * JSON as every reader of the project takes it: duplicate keys are refused (jansson's
 * JSON_REJECT_DUPLICATES), and so are NUL bytes. NULL with "line L column C: ..." in msg.
 */
json_t *alh_json_parse(const char *text, size_t len, char *msg, size_t msg_size);
/* A regular file of at most max_size bytes (alh_file_read) through alh_json_parse; msg starts with the path. */
json_t *alh_json_load_file(const char *path, size_t max_size, char *msg, size_t msg_size);

/*
 * The one loader of save files, shared by alhambra-cli and the client: alh_json_load_file, then
 * alh_state_from_json. On success *client (when not NULL) gets the file's "client" object (the
 * desktop client's seats and log, a new reference; NULL when there is none). On failure *g is
 * untouched and msg says "PATH: where: what".
 */
bool alh_state_load_file(const char *path, AlhGame *g, json_t **client, char *msg, size_t msg_size);

#endif

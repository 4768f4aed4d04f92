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
#define ALH_STATE_FORMAT_VERSION 1

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
 * Whether format version 1 can hold this game (if not, msg says why). Every game of this build
 * can; kept so that callers ask before saving when a future module cannot be saved.
 */
bool alh_state_supported(const AlhGame *g, char *msg, size_t msg_size);

/* Phase names used in states: "action", "place", "final-place", "over". */
const char *alh_phase_name(int phase);

#endif

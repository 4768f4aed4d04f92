/* SPDX-License-Identifier: MIT */
/* The expansions' module state (AlhModState) as named JSON fields. */
#ifndef ALH_PERSIST_JSON_STATE_MODULES_H
#define ALH_PERSIST_JSON_STATE_MODULES_H

#include <jansson.h>
#include <stdbool.h>
#include "alhambra/game.h"
#include "json_path.h"

/* {"bonus_hand": [...], "gate_card_up": 255, ...}: every field, by name. */
json_t *alh_mod_state_to_json(const AlhModState *m);

/* Reads the fields present into *m (which the caller zeroed); refuses unknown names. */
bool alh_mod_state_from_json(const json_t *obj, const char *path, AlhModState *m, AlhJsonError *err);

/* Whether the named fields hold all of *m (false when the engine grew a field this file lacks;
 * such bytes are still saved, as "unnamed"). */
bool alh_mod_state_complete(const AlhModState *m);

#endif

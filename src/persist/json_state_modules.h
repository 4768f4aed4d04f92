/* SPDX-License-Identifier: MIT */
/* The modules' state in a save, from each module's description of its fields (AlhField). */
#ifndef ALH_PERSIST_JSON_STATE_MODULES_H
#define ALH_PERSIST_JSON_STATE_MODULES_H

#include <jansson.h>
#include <stdbool.h>
#include "alhambra/game.h"
#include "json_path.h"

/* {"<module>": {"<field>": [1, 3], ...}, ...}: every field of every module in g that keeps state. */
json_t *alh_mod_state_to_json(const AlhGame *g);
/* Sets "none" into the fields of g's modules that allow it (a hand-written file may leave them out). */
void alh_mod_state_defaults(AlhGame *g);
/* Reads the fields present, range-checked, into g (whose modules and players are read already):
 * version 2 by module, version 1 the flat object of raw numbers. Refuses unknown names. */
bool alh_mod_state_from_json(const json_t *obj, const char *path, int version, AlhGame *g, AlhJsonError *err);

#endif

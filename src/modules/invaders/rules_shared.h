/* SPDX-License-Identifier: MIT */
/* The invaders' rule hooks, shared with the open variant's module (src/modules/invaders_open). */
#ifndef ALH_MOD_INVADERS_RULES_SHARED_H
#define ALH_MOD_INVADERS_RULES_SHARED_H

#include "module.h"

void alh_invaders_setup(AlhGame *g, AlhEvents *ev);
void alh_invaders_tile_bought(AlhGame *g, int player, int tile, int paid, bool exact, AlhEvents *ev);
void alh_invaders_settle(AlhGame *g, int round, AlhScoreDetail *out, AlhEvents *ev);
void alh_invaders_after_scoring(AlhGame *g, int round, AlhEvents *ev);
void alh_invaders_hide(AlhGame *v, int viewer);
void alh_invaders_determinize(AlhGame *g, int viewer, AlhRng *rng);
bool alh_invaders_validate(const AlhGame *g, char *msg, size_t size);
extern const AlhField alh_invaders_fields[];
#define ALH_INVADERS_FIELD_COUNT 7 /* entries of alh_invaders_fields (a constant for the modules' initializers) */

#endif

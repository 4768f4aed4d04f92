/* SPDX-License-Identifier: MIT */
/*
 * Version 1 of the save and replay formats, kept readable: version 1 numbered the modules' cards
 * differently, named the modules' fields in one flat object, and checked replays with a hash of the
 * game's raw memory in the layout of that time. This file is the one place that still knows them.
 */
#ifndef ALH_PERSIST_LEGACY_V1_H
#define ALH_PERSIST_LEGACY_V1_H

#include <stdbool.h>
#include <stdint.h>

#include "alhambra/game.h"

/* The card a version-1 card number stands for today, or -1. */
int alh_legacy_v1_card(int old_card);
/* Whether a version-1 module field is one that no rule ever used (accepted, ignored). */
bool alh_legacy_v1_unused_field(const char *name);
/* The hash a version-1 build gave this game (alh_game_hash of that time), for version-1 replays. */
uint64_t alh_legacy_v1_hash(const AlhGame *g);

#endif

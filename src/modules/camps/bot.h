/* SPDX-License-Identifier: MIT */
/* Camps in the bots: what the module's tests may ask of its bot part. */
#ifndef ALH_MOD_CAMPS_BOT_H
#define ALH_MOD_CAMPS_BOT_H

#include "alhambra/game.h"

/* Points player's camps in the Alhambra earn in one scoring (their lines, M-C2). */
int bot_camp_points(const AlhGame *g, int player);

#endif

/* SPDX-License-Identifier: MIT */
/* The invaders' open variant: the invaders' state, kept here when the variant is on alone (with the
 * invaders module on too, that module's state is the game's and this one stays empty). */
#ifndef ALH_MOD_INVADERS_OPEN_STATE_H
#define ALH_MOD_INVADERS_OPEN_STATE_H

#include "invaders/state.h"

typedef AlhInvadersState AlhInvadersOpenState;

#endif

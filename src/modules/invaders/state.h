/* SPDX-License-Identifier: MIT */
/* Invaders: the invasion deck, the scouts and the last invasion's losses (fields described in rules.c). */
#ifndef ALH_MOD_INVADERS_STATE_H
#define ALH_MOD_INVADERS_STATE_H

#include "alhambra/types.h"

#define ALH_INVASION_CARDS 4
#define ALH_SCOUT_CARDS 6

typedef struct AlhInvadersState {
    /* The invasion cards (0..3, rows of invaders.csv) in pile order: deck[0..used) have come up,
     * one after each scoring; deck[used] is the top card (secret but for `knows`). */
    uint8_t deck[ALH_INVASION_CARDS];
    uint8_t used;
    uint8_t knows; /* players who have looked at the top card with a scout (who looked is public) */
    /* The scout cards (0..5, rows 4..9 of invaders.csv) in the order they are turned up: the first
     * `turned` have been turned (2 at the setup, 2 more after scorings 1 and 2); bit i of `up`:
     * scouts[i] lies face up now. */
    uint8_t scouts[ALH_SCOUT_CARDS];
    uint8_t turned;
    uint8_t up;
    /* The points each player lost to the last invasion (the score never goes below 0). */
    uint16_t lost[ALH_MAX_PLAYERS];
} AlhInvadersState;

#endif

/* SPDX-License-Identifier: MIT */
/* Thieves: who holds which, the ones played, and the window after a turn when the thieves host it
 * (fields described in rules.c). Bit i stands for thief i, of currency i / 3. */
#ifndef ALH_MOD_THIEVES_STATE_H
#define ALH_MOD_THIEVES_STATE_H

#include "alhambra/types.h"

typedef struct AlhThievesState {
    uint16_t held[ALH_MAX_PLAYERS]; /* held face down: each player's secret */
    uint8_t count[ALH_MAX_PLAYERS]; /* public: how many each holds */
    uint16_t used;                  /* played: out of the game, seen by all */
    uint8_t next;                   /* the window the thieves host (no earlier host): the player about to play */
    uint8_t asked;                  /* bit p: declined in this round of asking */
} AlhThievesState;

#endif

/* SPDX-License-Identifier: MIT */
/* Squares: what the game keeps besides the tiles' places (fields described in rules.c). */
#ifndef ALH_MOD_SQUARES_STATE_H
#define ALH_MOD_SQUARES_STATE_H

#include "alhambra/types.h"

typedef struct AlhSquaresState {
    uint8_t pile_len[ALH_NUM_TYPES]; /* face-down squares left in each colour's pile */
} AlhSquaresState;

#endif

/* SPDX-License-Identifier: MIT */
/* Bonus cards: what the game keeps (fields described in rules.c). Bit i stands for bonus card i. */
#ifndef ALH_MOD_BONUS_CARDS_STATE_H
#define ALH_MOD_BONUS_CARDS_STATE_H

#include "alhambra/types.h"

#define ALH_NUM_BONUS_CARDS 10

typedef struct AlhBonusCardsState {
    uint16_t hand[ALH_MAX_PLAYERS];      /* held face down: each player's secret */
    uint16_t played[ALH_MAX_PLAYERS];    /* laid face up, counting while their tile is built */
    uint8_t hand_count[ALH_MAX_PLAYERS]; /* public: how many each holds */
} AlhBonusCardsState;

#endif

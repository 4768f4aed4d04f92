/* SPDX-License-Identifier: MIT */
/* Master builders: the cards out of the game and the end-of-turn redesign (fields described in rules.c). */
#ifndef ALH_MOD_MASTER_BUILDERS_STATE_H
#define ALH_MOD_MASTER_BUILDERS_STATE_H

#include "alhambra/types.h"

typedef struct AlhMasterBuildersState {
    AlhCardSet spent;   /* cards played, as money or for a redesign: out of the game, seen by all */
    AlhCardSet removed; /* the setup's leftovers (fewer than 5 players): out of the game unseen */
    uint8_t step;       /* 0; 1: the current player's turn would end and a card's redesign is offered;
                           2: a card was played, its redesign is due */
    uint8_t offered;    /* 1 once the offer was made this turn (at most one a turn), until the turn is over */
} AlhMasterBuildersState;

#endif

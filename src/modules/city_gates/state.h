/* SPDX-License-Identifier: MIT */
/* City gates: the cards and the gates built (fields described in rules.c). Bit i of a card set
 * stands for city-gate card ALH_CARD_GATE_FIRST + i. */
#ifndef ALH_MOD_CITY_GATES_STATE_H
#define ALH_MOD_CITY_GATES_STATE_H

#include "alhambra/types.h"

#define ALH_MAX_GATES 6 /* one city-gate card per player */

typedef struct AlhCityGatesState {
    uint8_t cards[ALH_MAX_PLAYERS]; /* held */
    uint8_t card_up;                /* the face-up card next to the gates, or ALH_CARD_NONE */
    uint8_t used;                   /* played: out of the game */
    uint8_t discarded;              /* drawn while another was up: with the discard pile */
    /* The gates built, in the order they were built: each on the double wall between the tile at
     * (x, y) of its owner's Alhambra and that tile's neighbour on `side`. */
    uint8_t gate_count;
    uint8_t gate_owner[ALH_MAX_GATES];
    int8_t gate_x[ALH_MAX_GATES], gate_y[ALH_MAX_GATES];
    uint8_t gate_side[ALH_MAX_GATES];
} AlhCityGatesState;

#endif

/* SPDX-License-Identifier: MIT */
/* Street trader: the citizens, the traders and the choice under way (fields described in rules.c). */
#ifndef ALH_MOD_STREET_TRADER_STATE_H
#define ALH_MOD_STREET_TRADER_STATE_H

#include "alhambra/types.h"

typedef struct AlhStreetTraderState {
    uint32_t trader[ALH_MAX_PLAYERS];              /* secret: the citizens on each trader, 4 bits a colour */
    uint8_t carried[ALH_MAX_PLAYERS];              /* how many citizens each trader carries (public) */
    uint8_t supply[ALH_NUM_TYPES];                 /* the general supply, by colour */
    uint32_t housed_lo;                            /* buildings 1..32 with a citizen: bit tile - 1 */
    uint32_t housed_hi;                            /* buildings 33..54 with a citizen: bit tile - 33 */
    int8_t x[ALH_MAX_PLAYERS], y[ALH_MAX_PLAYERS]; /* each trader's cell (the fountain at 0,0) */
    uint8_t chosen;                                /* players who have chosen their three (the setup) */
    uint8_t ready;                                 /* 1 once everybody has chosen and the supply is filled */
    uint8_t aside;                                 /* players whose trader is set aside (back at their turn's end) */
    uint8_t landed; /* the tile built on the current player's trader this turn, while its choice is due; 0 */
    uint8_t step;   /* 0; 1: house, swap or stay; 2: recruit from the supply */
    uint8_t held;   /* 1: the end of the turn waits for the choice */
} AlhStreetTraderState;

#endif

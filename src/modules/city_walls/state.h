/* SPDX-License-Identifier: MIT */
/* City walls: the wall cards beside the board and the walls built (fields described in rules.c).
 * Bit i of a card set stands for wall card ALH_CARD_WALL_FIRST + i. */
#ifndef ALH_MOD_CITY_WALLS_STATE_H
#define ALH_MOD_CITY_WALLS_STATE_H

#include "alhambra/types.h"

#define ALH_NUM_WALL_CARDS 8

typedef struct AlhCityWallsState {
    uint8_t face_up; /* bit i: wall card i lies face up beside the board */
    /* Each card's wall once built: the tile it stands on (ALH_TILE_FOUNTAIN: its builder's own
     * fountain), 0 while the card is not built; and who built it (0xFF: nobody). */
    uint8_t built_on[ALH_NUM_WALL_CARDS];
    uint8_t built_by[ALH_NUM_WALL_CARDS];
} AlhCityWallsState;

#endif

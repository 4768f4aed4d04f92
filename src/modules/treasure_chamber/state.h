/* SPDX-License-Identifier: MIT */
/* Treasure chamber: the rooms, the bag and the chests on buildings (fields described in rules.c). */
#ifndef ALH_MOD_TREASURE_CHAMBER_STATE_H
#define ALH_MOD_TREASURE_CHAMBER_STATE_H

#include "alhambra/types.h"

#define ALH_CHAMBER_ROOMS 3
#define ALH_CHAMBER_ROOM_SIZE 4

typedef struct AlhTreasureChamberState {
    /* The chests in each room, room by room: colour + 1 (a building type), 0 for none. A room holds
     * four chests or none (once the bag could not refill it). */
    uint8_t room[ALH_CHAMBER_ROOMS * ALH_CHAMBER_ROOM_SIZE];
    uint8_t bag[ALH_NUM_TYPES]; /* chests of each colour in the bag (public: the rest are in sight) */
    uint8_t stopped;            /* 1 once the bag could not refill a room: no room is refilled again */
    /* Bit (tile & 15) of word tile >> 4: that building (ids 1..54) holds a chest of its colour. Its
     * owner is whoever holds the tile (Alhambra, waiting to be placed, or Dirk). */
    uint16_t chests[4];
} AlhTreasureChamberState;

#endif

/* SPDX-License-Identifier: MIT */
/* The place fields a loaded tile gets from its location alone; anything else is saved as residue. */
#ifndef ALH_PERSIST_STATE_PLACES_H
#define ALH_PERSIST_STATE_PLACES_H

#include "alhambra/game.h"

/* Owner only for a player's locations, x for the market space, x and y in an Alhambra and in a
 * module's supply (pile and depth). */
static inline AlhTilePlace alh_place_plain(int loc, int owner, int x, int y)
{
    AlhTilePlace p = {0};
    p.loc = (uint8_t)loc;
    bool owned = loc == ALH_LOC_ALHAMBRA || loc == ALH_LOC_RESERVE || loc == ALH_LOC_PENDING;
    p.owner = owned ? (uint8_t)owner : 0;
    p.x = (loc == ALH_LOC_ALHAMBRA || loc == ALH_LOC_MARKET || loc == ALH_LOC_SUPPLY) ? (int8_t)x : 0;
    p.y = (loc == ALH_LOC_ALHAMBRA || loc == ALH_LOC_SUPPLY) ? (int8_t)y : 0;
    return p;
}

#endif

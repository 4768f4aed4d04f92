/* SPDX-License-Identifier: MIT */
/* Squares: what the module's other parts (persistence, bots, client) may ask of its rules. */
#ifndef ALH_MOD_SQUARES_H
#define ALH_MOD_SQUARES_H

#include "alhambra/game.h"

#define ALH_NUM_SQUARES ALH_TILE_SQUARE_COUNT
#define ALH_SQUARE_LIMIT 3 /* squares a player may have at most */

extern const AlhTileInfo alh_square_tiles[ALH_TILE_SQUARE_COUNT]; /* squares.csv */

static inline bool alh_tile_is_square(int tile)
{
    return tile >= ALH_TILE_SQUARE_FIRST && tile < ALH_TILE_SQUARE_FIRST + ALH_TILE_SQUARE_COUNT;
}

/* Squares a player has (Alhambra, reserve and tiles waiting to be placed). */
int alh_square_count(const AlhGame *g, int player);

#endif

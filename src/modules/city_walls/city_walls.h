/* SPDX-License-Identifier: MIT */
/* City walls: what the module's other parts (persistence, bots, client) may ask of its rules. */
#ifndef ALH_MOD_CITY_WALLS_H
#define ALH_MOD_CITY_WALLS_H

#include "alhambra/game.h"

/* One row of city-walls.csv: the sides (1 = a wall segment) a card's pattern builds on one tile. */
typedef struct AlhWallCardRow {
    uint8_t north, east, south, west;
} AlhWallCardRow;
extern const AlhWallCardRow alh_wall_card_rows[ALH_CARD_WALL_COUNT];

static inline bool alh_card_is_wall(int card)
{
    return card >= ALH_CARD_WALL_FIRST && card < ALH_CARD_WALL_FIRST + ALH_CARD_WALL_COUNT;
}
/* The sides wall card i (0..7) builds, bit (1 << AlhSide) per side. */
int alh_wall_card_sides(int i);
/* The sides of `tile` whose walls were built with wall cards (tile ALH_TILE_FOUNTAIN: player's own
 * fountain; for another tile `player` is not read), bit per side; 0 for none. */
int alh_built_walls(const AlhGame *g, int player, int tile);

#endif

/* SPDX-License-Identifier: MIT */
/* Camps: what the module's other parts (persistence, bots, client) may ask of its rules. */
#ifndef ALH_MOD_CAMPS_H
#define ALH_MOD_CAMPS_H

#include "alhambra/game.h"

#define ALH_NUM_CAMPS ALH_TILE_CAMP_COUNT

extern const AlhTileInfo alh_camp_tiles[ALH_TILE_CAMP_COUNT]; /* camps.csv */
/* One row of camps.csv: 1 on a side with a bastion / an arrow (north, east, south, west). */
typedef struct AlhCampRow {
    uint8_t bastion_n, bastion_e, bastion_s, bastion_w, arrow_n, arrow_e, arrow_s, arrow_w;
} AlhCampRow;
extern const AlhCampRow alh_camp_rows[ALH_TILE_CAMP_COUNT];

static inline bool alh_tile_is_camp(int tile)
{
    return tile >= ALH_TILE_CAMP_FIRST && tile < ALH_TILE_CAMP_FIRST + ALH_TILE_CAMP_COUNT;
}
/* Bit (1 << AlhSide) set on a side with a bastion / an arrow; 0 for another tile. */
int alh_camp_bastions(int tile);
int alh_camp_arrows(int tile);

#endif

/* SPDX-License-Identifier: MIT */
/* Street trader: helpers the module's parts share (pure C). */
#ifndef ALH_MOD_STREET_TRADER_H
#define ALH_MOD_STREET_TRADER_H

#include <stdbool.h>

#include "alhambra/game.h"

#define ALH_CITIZENS_PER_COLOUR 7
#define ALH_TRADER_CITIZENS 3

/* Citizens of colour c on player p's trader (a view holds only its own player's). */
static inline int alh_trader_count(const AlhGame *g, int p, int c)
{
    return (int)((g->mod.street_trader.trader[p] >> (4 * c)) & 15u);
}

/* Whether building `tile` holds a citizen (of the building's colour). */
static inline bool alh_tile_housed(const AlhGame *g, int tile)
{
    if (tile < 1 || tile > ALH_NUM_TILES)
        return false;
    return tile <= 32 ? (g->mod.street_trader.housed_lo >> (tile - 1)) & 1u
                      : (g->mod.street_trader.housed_hi >> (tile - 33)) & 1u;
}

/* Citizens of each colour on player p's buildings. */
void alh_street_housed_counts(const AlhGame *g, int p, int counts[ALH_NUM_TYPES]);
/* Points of sets of distinct colours: 1..6 colours = 1/3/6/10/15/21; counts grouped in the best way. */
int alh_street_set_points(const int counts[ALH_NUM_TYPES]);
/* Whether (x, y) is a cell where player p's trader may stand: empty, next to a tile of the Alhambra. */
bool alh_street_spot_ok(const AlhGame *g, int p, int x, int y);
/* Whether player p's trader must be put back at the end of their turn (set aside, or no tile beside it). */
bool alh_street_trader_due(const AlhGame *g, int p);

#endif

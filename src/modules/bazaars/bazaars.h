/* SPDX-License-Identifier: MIT */
/* Bazaars: what the module's other parts (persistence, bots, client, tests) may ask of its rules. */
#ifndef ALH_MOD_BAZAARS_H
#define ALH_MOD_BAZAARS_H

#include "alhambra/game.h"

#define ALH_NUM_BAZAARS ALH_TILE_BAZAAR_COUNT
/* The most points one bazaar can score: 8 neighbours of 3 colours (002 "Bazaars"). */
#define ALH_BAZAAR_MAX_POINTS 24

extern const AlhTileInfo alh_bazaar_tiles[ALH_TILE_BAZAAR_COUNT]; /* bazaars.csv */
/* One row of bazaars.csv: the currency it is bought in and its three building colours. */
typedef struct AlhBazaarRow {
    uint8_t currency, colour_1, colour_2, colour_3;
} AlhBazaarRow;
extern const AlhBazaarRow alh_bazaar_rows[ALH_TILE_BAZAAR_COUNT];

static inline bool alh_tile_is_bazaar(int tile)
{
    return tile >= ALH_TILE_BAZAAR_FIRST && tile < ALH_TILE_BAZAAR_FIRST + ALH_TILE_BAZAAR_COUNT;
}
/* A bazaar's currency (0..3), -1 for another tile. */
int alh_bazaar_currency(int tile);
/* A bazaar's colours: bit (1 << building type) for each of its three; 0 for another tile. */
unsigned alh_bazaar_colours(int tile);

/* The eight cells round a cell, clockwise from the north: (x + dx, y + dy). */
extern const int8_t alh_bazaar_dx[8], alh_bazaar_dy[8];

/* One bazaar's scoring at (x, y) of board b (R17: only buildings count; the fountain, squares,
 * bazaars and other modules' pieces never do; walls do not matter). */
typedef struct AlhBazaarScore {
    uint8_t counted;    /* bit k: the k-th neighbour (alh_bazaar_dx/dy) is a building of one of its colours */
    uint8_t neighbours; /* how many: 0..8 */
    uint8_t colours;    /* how many of its three colours are among them: 0..3 */
    uint8_t points;     /* neighbours x colours: 0..24 */
} AlhBazaarScore;
AlhBazaarScore alh_bazaar_score_at(const AlhBoard *b, int bazaar, int x, int y);

/* The bazaars on offer beside the market, in the order they came out: how many, and the k-th (0
 * past the last). They wait there at ALH_LOC_SUPPLY with where.x = their place in the row. */
int alh_bazaars_on_offer(const AlhGame *g);
int alh_bazaar_offered(const AlhGame *g, int k);
/* What the bazaar would cost now: the price of the building on its currency's market space, 0 while
 * that space is empty (not for sale). */
int alh_bazaar_price(const AlhGame *g, int tile);

#endif

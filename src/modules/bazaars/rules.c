/* SPDX-License-Identifier: MIT */
/*
 * Bazaars (expansion 4; rulebook 002 "Bazaars", 000 "Les Bazars"). Eight bazaar tiles are shuffled
 * in with the buildings. One drawn while a market space is filled is laid face up beside the market
 * and the drawing goes on (tile_drawn); any number may wait there. Each is bought like a building
 * (BUY at a buying space past the market's four, the vizier and the Rich Patron included: offer) in
 * its printed currency, at the price of the building on that currency's market space, only with the
 * exact sum (so always with the extra action), and not while that space is empty. It is placed and
 * redesigned like a building. In the third scoring only, each bazaar in an Alhambra scores the
 * buildings of its three colours among its eight neighbours (diagonals included, walls ignored)
 * times the number of its colours among them. Bazaars are no building for majorities (R17); left
 * over at the end they are not distributed (the distribution gives out market tiles only).
 */
#include "module.h"
#include "bazaars/bazaars.h"

#include <stddef.h>

const int8_t alh_bazaar_dx[8] = {0, 1, 1, 1, 0, -1, -1, -1};
const int8_t alh_bazaar_dy[8] = {-1, -1, 0, 1, 1, 1, 0, -1};

int alh_bazaar_currency(int tile)
{
    return alh_tile_is_bazaar(tile) ? alh_bazaar_rows[tile - ALH_TILE_BAZAAR_FIRST].currency : -1;
}

unsigned alh_bazaar_colours(int tile)
{
    if (!alh_tile_is_bazaar(tile))
        return 0;
    const AlhBazaarRow *r = &alh_bazaar_rows[tile - ALH_TILE_BAZAAR_FIRST];
    return 1u << r->colour_1 | 1u << r->colour_2 | 1u << r->colour_3;
}

AlhBazaarScore alh_bazaar_score_at(const AlhBoard *b, int bazaar, int x, int y)
{
    AlhBazaarScore s = {0, 0, 0, 0};
    unsigned colours = alh_bazaar_colours(bazaar), present = 0;
    for (int k = 0; k < 8; k++) {
        int t = alh_board_tile_at(b, x + alh_bazaar_dx[k], y + alh_bazaar_dy[k]);
        /* Buildings only: the base game's tiles (a square has a colour, but never counts) */
        if (t < 1 || t > ALH_NUM_TILES)
            continue;
        int type = alh_tile_info(t)->type;
        if (type >= ALH_NUM_TYPES || !((colours >> type) & 1))
            continue;
        s.counted |= (uint8_t)(1u << k);
        s.neighbours++;
        present |= 1u << type;
    }
    s.colours = (uint8_t)__builtin_popcount(present);
    s.points = (uint8_t)(s.neighbours * s.colours);
    return s;
}

int alh_bazaars_on_offer(const AlhGame *g)
{
    int n = 0;
    for (int t = ALH_TILE_BAZAAR_FIRST; t < ALH_TILE_BAZAAR_FIRST + ALH_NUM_BAZAARS; t++)
        n += g->where[t].loc == ALH_LOC_SUPPLY;
    return n;
}

int alh_bazaar_offered(const AlhGame *g, int k)
{
    for (int t = ALH_TILE_BAZAAR_FIRST; t < ALH_TILE_BAZAAR_FIRST + ALH_NUM_BAZAARS; t++)
        if (g->where[t].loc == ALH_LOC_SUPPLY && g->where[t].x == k)
            return t;
    return 0;
}

int alh_bazaar_price(const AlhGame *g, int tile)
{
    int currency = alh_bazaar_currency(tile);
    for (int s = 0; s < ALH_MARKET_SPACES; s++)
        if (alh_market_currency(s) == currency)
            return g->market[s] ? alh_tile_info(g->market[s])->price : 0;
    return 0;
}

/* ------------------------------------------------------------------ in the tower, beside the market */

static int bazaars_setup_bag(AlhGame *g, uint8_t *bag, int len)
{
    for (int t = ALH_TILE_BAZAAR_FIRST; t < ALH_TILE_BAZAAR_FIRST + ALH_NUM_BAZAARS; t++) {
        bag[len++] = (uint8_t)t;
        g->where[t].loc = ALH_LOC_BAG;
    }
    return len;
}

/* Drawn for the market (or for the Dancer's swap, which fills a market space too): laid face up
 * beside the market, at the end of the row; the engine draws on for the space. */
static bool bazaars_tile_drawn(AlhGame *g, int tile, int space, AlhEvents *ev)
{
    (void)space;
    int place = alh_bazaars_on_offer(g);
    AlhTilePlace *w = &g->where[tile];
    w->loc = ALH_LOC_SUPPLY;
    w->owner = 0;
    w->x = (int8_t)place;
    w->y = 0;
    AlhEvent *e = alh_emit(ev, ALH_EV_BAZAAR_OFFERED, -1);
    if (e) {
        e->tile = (uint8_t)tile;
        e->slot = (int8_t)place;
    }
    return true;
}

static bool bazaars_offer(const AlhGame *g, int k, AlhBuySpace *out)
{
    int tile = alh_bazaar_offered(g, k);
    if (!tile)
        return false;
    out->tile = (uint8_t)tile;
    out->currency = (int8_t)alh_bazaar_currency(tile);
    out->price = (uint8_t)alh_bazaar_price(g, tile);
    out->exact_only = true;
    return true;
}

/* Bought: the bazaars after it close the row. */
static void bazaars_offer_taken(AlhGame *g, int tile, AlhEvents *ev)
{
    (void)ev;
    int place = g->where[tile].x;
    for (int t = ALH_TILE_BAZAAR_FIRST; t < ALH_TILE_BAZAAR_FIRST + ALH_NUM_BAZAARS; t++)
        if (g->where[t].loc == ALH_LOC_SUPPLY && g->where[t].x > place)
            g->where[t].x--;
    g->where[tile].x = 0;
}

/* ------------------------------------------------------------------ scoring */

static void bazaars_score_terms(const AlhGame *g, int round, AlhScoreDetail *out)
{
    if (round != 3)
        return;
    for (int t = ALH_TILE_BAZAAR_FIRST; t < ALH_TILE_BAZAAR_FIRST + ALH_NUM_BAZAARS; t++) {
        const AlhTilePlace *w = &g->where[t];
        if (w->loc != ALH_LOC_ALHAMBRA || w->owner >= g->num_players)
            continue;
        AlhBazaarScore s = alh_bazaar_score_at(&g->players[w->owner].board, t, w->x, w->y);
        out->points[w->owner][ALH_SCORE_EXTRA] = (int16_t)(out->points[w->owner][ALH_SCORE_EXTRA] + s.points);
    }
}

/* After the real third scoring (never a preview): one event per bazaar in an Alhambra, for the log
 * and the results (value: points; slot: neighbours counted; x, y: where it stands). */
static void bazaars_after_scoring(AlhGame *g, int round, AlhEvents *ev)
{
    if (round != 3)
        return;
    for (int t = ALH_TILE_BAZAAR_FIRST; t < ALH_TILE_BAZAAR_FIRST + ALH_NUM_BAZAARS; t++) {
        const AlhTilePlace *w = &g->where[t];
        if (w->loc != ALH_LOC_ALHAMBRA || w->owner >= g->num_players)
            continue;
        AlhBazaarScore s = alh_bazaar_score_at(&g->players[w->owner].board, t, w->x, w->y);
        AlhEvent *e = alh_emit(ev, ALH_EV_BAZAAR_SCORED, w->owner);
        if (e) {
            e->tile = (uint8_t)t;
            e->x = w->x;
            e->y = w->y;
            e->slot = (int8_t)s.neighbours;
            e->value = s.points;
            e->round = 3;
        }
    }
}

/* ------------------------------------------------------------------ state */

/* The row beside the market: places 0..n-1, each once, face up (y 0); never on a market space. */
static bool bazaars_validate(const AlhGame *g, char *msg, size_t size)
{
    unsigned places = 0;
    int n = 0;
    for (int t = ALH_TILE_BAZAAR_FIRST; t < ALH_TILE_BAZAAR_FIRST + ALH_NUM_BAZAARS; t++) {
        const AlhTilePlace *w = &g->where[t];
        if (w->loc == ALH_LOC_MARKET) {
            alh_str_copy(msg, size, "a bazaar is on a market space (bazaars wait beside the market)");
            return false;
        }
        if (w->loc != ALH_LOC_SUPPLY)
            continue;
        if (w->x < 0 || w->x >= ALH_NUM_BAZAARS || w->y != 0 || ((places >> w->x) & 1)) {
            alh_str_copy(msg, size, "the bazaars beside the market must stand in places 1, 2, ... each once");
            return false;
        }
        places |= 1u << w->x;
        n++;
    }
    if (places != (1u << n) - 1) {
        alh_str_copy(msg, size, "the bazaars beside the market must stand in places 1, 2, ... without a gap");
        return false;
    }
    return true;
}

const AlhModule alh_module_bazaars = {
    .tiles = alh_bazaar_tiles,
    .setup_bag = bazaars_setup_bag,
    .tile_drawn = bazaars_tile_drawn,
    .offer = bazaars_offer,
    .offer_taken = bazaars_offer_taken,
    .score_terms = bazaars_score_terms,
    .after_scoring = bazaars_after_scoring,
    .validate = bazaars_validate,
};

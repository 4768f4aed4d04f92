/* SPDX-License-Identifier: MIT */
/*
 * What the files of one player's Alhambra share, not part of the engine's API: board.c (the cells
 * and the board value), board_view.c (the board as the rules read it, modules' hooks included),
 * board_spots.c (the building rules, R12: one spot, and every legal spot at once), board_remove.c
 * (the redesign's checks) and longest_wall.c (R7).
 *
 * The grid is a 64 x 64 torus indexed by coordinates modulo 64, with the fountain at 0,0. An
 * Alhambra holds at most 55 tiles, so its bounding box is never wider than 55 cells and, with an
 * empty ring around it, never meets itself across the wrap: no tile ever has to be moved.
 *
 * Modules change the geometry through the placement hooks of module.h (what a side shows and which
 * sides fit, ways through walls, tiles that never move, conditions of their own); the board's rules
 * read every side through those hooks when a module of the game says they matter for this board
 * (AlhPlaceView.hooked), and take the base game's fast paths otherwise.
 *
 * The engine is built without link-time optimisation, so a helper that a hot loop calls is static
 * inline here: splitting the board into files costs those loops no call.
 */
#ifndef ALH_BOARD_INTERNAL_H
#define ALH_BOARD_INTERNAL_H

#include "module.h"

#define MAX_SPAN 62 /* widest bounding box we accept, leaving an empty ring on the torus */

static const int side_dx[4] = {0, 1, 0, -1};
static const int side_dy[4] = {-1, 0, 1, 0};

/* Printed walls: building tiles and the fountain first (the hot path: the fountain reads entry 0
 * of the table, which has none, without a branch), then the modules' pieces. */
static inline int walls_of(int tile)
{
    if (tile > ALH_TILE_FOUNTAIN) {
        const AlhTileInfo *info = alh_tile_info(tile);
        return info ? info->walls : 0;
    }
    return alh_tile_table[tile <= ALH_NUM_TILES ? tile : 0].walls;
}
static inline bool has_wall(int tile, int side) { return (walls_of(tile) >> side) & 1; }

static inline uint64_t rotate_right(uint64_t v, unsigned k)
{
    k &= ALH_GRID - 1;
    return k ? v >> k | v << (ALH_GRID - k) : v;
}

/* Pieces that stand outside the walls (a module's tile flag): never walked through. */
static inline bool outside(int tile) { return tile > ALH_TILE_FOUNTAIN && (alh_tile_info(tile)->flags & ALH_TILE_OUTSIDE); }

/* Tiles that must be reachable on foot, fountain excluded (pieces outside the walls are not). */
static inline int walkable_count(const AlhBoard *b) { return b->tile_count - b->outside_count; }

/* The tile at x,y, or 0 outside the bounding box (so the torus never aliases). */
static inline int at(const AlhBoard *b, int x, int y)
{
    if (x < b->min_x || x > b->max_x || y < b->min_y || y > b->max_y)
        return 0;
    return alh_cell_get(b, x, y);
}

/* ------------------------------------------------------------------ flood fills */

typedef struct Box {
    int min_x, max_x, min_y, max_y;
} Box;

static inline bool on_or_outside_border(const Box *box, int x, int y)
{
    return x <= box->min_x || x >= box->max_x || y <= box->min_y || y >= box->max_y;
}

typedef struct Visited {
    uint64_t rows[ALH_GRID];
} Visited;

static inline bool visited_test_set(Visited *v, int x, int y)
{
    uint64_t bit = (uint64_t)1 << (x & (ALH_GRID - 1));
    uint64_t *row = &v->rows[y & (ALH_GRID - 1)];
    if (*row & bit)
        return true;
    *row |= bit;
    return false;
}

/* Every cell a search marks lies strictly inside its box (cells on the border end the search before
 * being marked), so only the box's rows need clearing or merging. */
static inline void visited_clear_rows(Visited *v, const Box *box)
{
    for (int y = box->min_y; y <= box->max_y; y++)
        v->rows[y & (ALH_GRID - 1)] = 0;
}

static inline bool visited_test(const Visited *v, int x, int y)
{
    return (v->rows[y & (ALH_GRID - 1)] >> (x & (ALH_GRID - 1))) & 1;
}

/*
 * From the empty cell (sx, sy), can one walk through empty cells to the border of box (or past
 * it)? The cell (bx, by) counts as built even if it is empty on the board. Cells marked in
 * `leads_out` (NULL: none) are known to reach the outside, so reaching one is escaping; every cell
 * this search visits is marked in `seen`, which the caller clears (rows of box) before.
 */
bool alh_empty_cell_escapes(const AlhBoard *b, const Box *box, int sx, int sy, int bx, int by, const Visited *leads_out,
                            Visited *seen);

/* A box grown to take in the cells lo..hi of row y. */
static inline void box_take(Box *box, int lo, int hi, int y)
{
    if (lo < box->min_x)
        box->min_x = lo;
    if (hi > box->max_x)
        box->max_x = hi;
    if (y < box->min_y)
        box->min_y = y;
    if (y > box->max_y)
        box->max_y = y;
}

/* ------------------------------------------------------------------ the board as the rules read it */

/* Whether some module of the game has its say on this board for this tile (0: any). */
static inline bool hooked(const AlhGame *g, int player, int tile)
{
    AlhModuleSet placing = alh_place_modules(g);
    ALH_FOR_MODSET(&placing, m)
    if (m->shapes && m->shapes(g, player, tile))
        return true;
    return false;
}

/* The view of player's board, hooked when some module has its say on it for this tile (0: any). */
AlhPlaceView alh_view_for(const AlhGame *g, int player, int tile);

/* alh_place_edge, inline for the board's rules. */
static inline int edge_of(const AlhPlaceView *v, int tile, int x, int y, int side)
{
    if (v->edge_one) {
        int e = v->edge_one(v, tile, x, y, side);
        if (e >= 0)
            return e;
    } else {
        ALH_FOR_MODSET(&v->edge_mods, m)
        { /* empty unless hooked */
            int e = m->edge(v, tile, x, y, side);
            if (e >= 0)
                return e;
        }
    }
    return has_wall(tile, side) ? ALH_EDGE_WALL : ALH_EDGE_OPEN;
}

/* Whether two touching edges fit: the base game's open to open and wall to wall, a module's
 * classes as that module says. */
static inline AlhError edges_fit(const AlhPlaceView *v, int mine, int theirs)
{
    if (mine <= ALH_EDGE_WALL && theirs <= ALH_EDGE_WALL)
        return mine == theirs ? ALH_OK : ALH_ERR_WALL_MISMATCH;
    /* A module's edge class: only a hooked view reads one. */
    ALH_FOR_MODSET(&v->fit_mods, m)
    {
        AlhError e = m->edges_fit(mine, theirs);
        if (e != ALH_ERR_BAD_COMMAND)
            return e;
    }
    return ALH_ERR_WALL_MISMATCH;
}

/* A way on foot from (x, y) across side s, whose tiles show edges a and b there. */
static inline bool passable(const AlhPlaceView *v, int x, int y, int s, int a, int b)
{
    if (a == ALH_EDGE_OPEN && b == ALH_EDGE_OPEN)
        return true;
    int nx = x + side_dx[s], ny = y + side_dy[s];
    if ((x == v->px && y == v->py && s == v->pside) || (nx == v->px && ny == v->py && ((s + 2) & 3) == v->pside))
        return true;
    ALH_FOR_MODSET(&v->passage_mods, m) /* empty unless hooked */
    if (m->passage(v, x, y, s))
        return true;
    return false;
}

/* The modules' own conditions after (x, y) changed. */
static inline AlhError local_checks(const AlhPlaceView *v, int x, int y)
{
    ALH_FOR_MODSET(&v->local_mods, m)
    { /* empty unless hooked */
        AlhError e = m->local_check(v, x, y);
        if (e != ALH_OK)
            return e;
    }
    return ALH_OK;
}

/* A module's error outranks the base game's wall mismatch when both are found. */
static inline AlhError worse(AlhError have, AlhError found)
{
    return (have == ALH_OK || have == ALH_ERR_WALL_MISMATCH) ? found : have;
}

/* Whether one can walk from `tile` at (x, y) across its side s to the building `n` beside it: the
 * printed walls, or the modules' edges and ways through walls where the view is hooked. */
static inline bool way_between(const AlhPlaceView *v, int tile, int x, int y, int s, int n)
{
    int a, b;
    if (v->hooked) {
        a = edge_of(v, tile, x, y, s);
        b = edge_of(v, n, x + side_dx[s], y + side_dy[s], (s + 2) & 3);
    } else {
        a = has_wall(tile, s) ? ALH_EDGE_WALL : ALH_EDGE_OPEN;
        b = has_wall(n, (s + 2) & 3) ? ALH_EDGE_WALL : ALH_EDGE_OPEN;
    }
    return passable(v, x, y, s, a, b);
}

/* Tiles that must be reachable on foot in the board as v reads it. */
int alh_view_walkable(const AlhPlaceView *v);

/*
 * Counts the tiles reachable on foot from the fountain across open sides (or the modules' ways
 * through walls) in the board as v reads it.
 */
int alh_count_reachable_view(const AlhPlaceView *v);

/* ------------------------------------------------------------------ small boards as words */

/*
 * A small board as words (nearly every board of a base game is small): the cells of an 8 x 8 window
 * from (x0, y0), cell (x0 + c, y0 + r) at bit 8 r + c, holding the whole box (the caller makes sure).
 * occupied has the built cells, walls[side] those whose tile shows a wall on that side. A rule that
 * reads the rows one by one reads the whole window here in a few operations on words.
 */
typedef struct BoxWords {
    uint64_t occupied, walls[4];
} BoxWords;

/* The window of words from (x0, y0) of a board whose box it holds (board.c). */
BoxWords alh_box_words(const AlhBoard *b, int x0, int y0);

/* A box of at most 6 x 6 tiles: its window from (min_x - 1, min_y - 1) holds it with the ring of
 * empty cells round it, so that no neighbour of a cell of the box is read across a row's end. */
enum { SMALL_BOX = 6 };
static inline bool small_box(const AlhBoard *b) { return b->max_x - b->min_x < SMALL_BOX && b->max_y - b->min_y < SMALL_BOX; }

/*
 * The cells reached from those of `from`, a step to a side neighbour at a time: bit p of east allows
 * the step between p and p + 1 (both ways), bit p of south the one between p and p + 8. A region is
 * found in as many rounds as it is wide from where it starts, each on whole words.
 */
static inline uint64_t flood_words(uint64_t from, uint64_t east, uint64_t south)
{
    for (;;) {
        uint64_t next = from | (from & east) << 1 | (from >> 1 & east) | (from & south) << 8 | (from >> 8 & south);
        if (next == from)
            return from;
        from = next;
    }
}

/* The cells of a window's words from which one walks on foot to the east and to the south: both
 * tiles built, neither showing a wall on the side they share (the base game's printed walls). */
static inline uint64_t ways_east(uint64_t built, const uint64_t walls[4])
{
    return built & ~walls[ALH_EAST] & (built & ~walls[ALH_WEST]) >> 1;
}
static inline uint64_t ways_south(uint64_t built, const uint64_t walls[4])
{
    return built & ~walls[ALH_SOUTH] & (built & ~walls[ALH_NORTH]) >> 8;
}

/* The bit of cell (x, y) in the window from (x0, y0). */
static inline uint64_t window_bit(int x0, int y0, int x, int y) { return (uint64_t)1 << (8 * (y - y0) + (x - x0)); }

/* Whether every built cell of a window is reached on foot from the fountain's bit (R12: every tile
 * reachable from the fountain without crossing a wall). */
static inline bool all_on_foot(uint64_t built, const uint64_t walls[4], uint64_t fountain)
{
    return flood_words(fountain, ways_east(built, walls), ways_south(built, walls)) == built;
}

/* The walls that the built tiles of row r show, a bit row per side (bit x & 63 of walls[side]). */
static inline void row_walls(const AlhBoard *b, unsigned r, uint64_t walls[4])
{
    uint64_t n = 0, e = 0, s = 0, w = 0;
    int k = b->row_start[r];
    for (uint64_t row = b->occupied[r]; row; row &= row - 1) {
        uint64_t bit = row & -row;
        unsigned m = (unsigned)walls_of(b->tiles[k++]);
        n |= bit & -(uint64_t)(m & 1);
        e |= bit & -(uint64_t)((m >> 1) & 1);
        s |= bit & -(uint64_t)((m >> 2) & 1);
        w |= bit & -(uint64_t)((m >> 3) & 1);
    }
    walls[ALH_NORTH] = n;
    walls[ALH_EAST] = e;
    walls[ALH_SOUTH] = s;
    walls[ALH_WEST] = w;
}

#endif

/* SPDX-License-Identifier: MIT */
/*
 * One player's Alhambra and the five building rules (R12).
 *
 * The grid is a 64 x 64 torus indexed by coordinates modulo 64, with the fountain at 0,0. An
 * Alhambra holds at most 55 tiles, so its bounding box is never wider than 55 cells and, with an
 * empty ring around it, never meets itself across the wrap: no tile ever has to be moved.
 *
 * Modules change the geometry through the placement hooks of module.h (what a side shows and which
 * sides fit, ways through walls, tiles that never move, conditions of their own); the rules below
 * read every side through those hooks when a module of the game says they matter for this board
 * (AlhPlaceView.hooked), and take the base game's fast paths otherwise.
 */
#include "board_internal.h"

#include <string.h>

int alh_tile_walls(int tile) { return tile >= 1 ? walls_of(tile) : 0; }
/* Rows after r start one tile later (delta 1) or earlier (-1): the row starts are bytes, moved
 * eight at a time. */
static void shift_row_starts(AlhBoard *b, unsigned r, int delta)
{
    for (unsigned w = (r + 1) / 8; w < ALH_GRID / 8; w++) {
        uint64_t word, add = 0x0101010101010101ULL;
        if (w * 8 <= r) /* the word holding row r: only the rows after it */
            add &= ~(uint64_t)0 << ((r - w * 8 + 1) * 8);
        memcpy(&word, b->row_start + w * 8, 8);
        word = delta > 0 ? word + add : word - add; /* no byte ever carries: starts stay within 0..88 */
        memcpy(b->row_start + w * 8, &word, 8);
    }
}

/* tiles[] as eight-byte words (little-endian: byte i of word w is tiles[8 w + i]), moved a word at
 * a time by shifts instead of a call to memmove: a board has few tiles past the one that moves. */
_Static_assert(ALH_TILE_SLOTS % 8 == 0, "tiles[] is read as whole words");
enum { TILE_WORDS = ALH_TILE_SLOTS / 8 };
static inline uint64_t tiles_word(const AlhBoard *b, unsigned w)
{
    uint64_t v;
    memcpy(&v, b->tiles + 8 * w, 8);
    return v;
}
static inline void tiles_word_set(AlhBoard *b, unsigned w, uint64_t v) { memcpy(b->tiles + 8 * w, &v, 8); }
/* The bytes of a word below byte o (o = 0..8) as a mask. */
static inline uint64_t bytes_below(unsigned o) { return o >= 8 ? ~(uint64_t)0 : ((uint64_t)1 << (8 * o)) - 1; }

/* tiles[k] = tile, the tiles from k to count - 1 one place up (count < ALH_TILE_SLOTS). */
static void tiles_insert(AlhBoard *b, unsigned k, unsigned count, int tile)
{
    unsigned wk = k / 8, o = k % 8, w = count / 8;
    uint64_t cur = tiles_word(b, w);
    for (; w > wk; w--) {
        uint64_t below = tiles_word(b, w - 1);
        tiles_word_set(b, w, cur << 8 | below >> 56);
        cur = below;
    }
    tiles_word_set(b, wk, (cur & bytes_below(o)) | ((cur << 8) & ~bytes_below(o + 1)) | (uint64_t)(uint8_t)tile << (8 * o));
}

/* tiles[k] out, the tiles from k + 1 to count - 1 one place down, tiles[count - 1] = 0. */
static void tiles_remove(AlhBoard *b, unsigned k, unsigned count)
{
    unsigned w = k / 8, o = k % 8, last = (count - 1) / 8;
    uint64_t cur = tiles_word(b, w);
    uint64_t above = w + 1 < TILE_WORDS ? tiles_word(b, w + 1) : 0;
    tiles_word_set(b, w, (cur & bytes_below(o)) | ((cur >> 8) & ~bytes_below(o)) | above << 56);
    for (w++; w <= last; w++) {
        cur = above;
        above = w + 1 < TILE_WORDS ? tiles_word(b, w + 1) : 0;
        tiles_word_set(b, w, cur >> 8 | above << 56);
    }
}

void alh_cell_set(AlhBoard *b, int x, int y, int tile)
{
    unsigned r = (unsigned)y & (ALH_GRID - 1), c = (unsigned)x & (ALH_GRID - 1);
    uint64_t row = b->occupied[r], bit = (uint64_t)1 << c;
    unsigned k = b->row_start[r] + (unsigned)alh_popcount64(row & (bit - 1));
    unsigned count = b->row_start[ALH_GRID - 1] + (unsigned)alh_popcount64(b->occupied[ALH_GRID - 1]);
    if (row & bit) {
        if (tile) {
            b->tiles[k] = (uint8_t)tile;
            return;
        }
        tiles_remove(b, k, count);
        b->occupied[r] = row & ~bit;
        shift_row_starts(b, r, -1);
    } else if (tile) {
        if (count >= ALH_TILE_SLOTS)
            return; /* never: an Alhambra holds at most every piece of the game */
        tiles_insert(b, k, count, tile);
        b->occupied[r] = row | bit;
        shift_row_starts(b, r, 1);
    }
}

void alh_board_reset(AlhBoard *b)
{
    memset(b, 0, sizeof *b);
    alh_cell_set(b, 0, 0, ALH_TILE_FOUNTAIN);
}

static void bbox_include(AlhBoard *b, int x, int y)
{
    if (x < b->min_x)
        b->min_x = (int8_t)x;
    if (x > b->max_x)
        b->max_x = (int8_t)x;
    if (y < b->min_y)
        b->min_y = (int8_t)y;
    if (y > b->max_y)
        b->max_y = (int8_t)y;
}

/* Counters of one piece entering (+1) or leaving (-1) the Alhambra: the modules' pieces are tiles
 * but not buildings (a module adds to the majorities through its own hooks). */
static void count_piece(AlhBoard *b, int tile, int delta)
{
    if (tile >= 1 && tile <= ALH_NUM_TILES) {
        b->tile_count = (uint8_t)(b->tile_count + delta);
        b->type_count[alh_tile_info(tile)->type] = (uint8_t)(b->type_count[alh_tile_info(tile)->type] + delta);
    } else if (tile > ALH_TILE_FOUNTAIN && tile <= ALH_TILE_MAX) {
        b->tile_count = (uint8_t)(b->tile_count + delta);
        if (outside(tile))
            b->outside_count = (uint8_t)(b->outside_count + delta);
    }
}

void alh_board_put(AlhBoard *b, int tile, int x, int y)
{
    alh_cell_set(b, x, y, tile);
    bbox_include(b, x, y);
    count_piece(b, tile, 1);
}

/* Shrinks the bounding box after a removal, from the occupancy rows inside the old one. */
static void bbox_recompute(AlhBoard *b)
{
    int min_x = 0, max_x = 0, min_y = 0, max_y = 0;
    int width = b->max_x - b->min_x + 1, shift = b->min_x & (ALH_GRID - 1);
    uint64_t inside = width >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << width) - 1;
    for (int y = b->min_y; y <= b->max_y; y++) {
        uint64_t row = b->occupied[y & (ALH_GRID - 1)];
        if (shift) /* bit 0 is min_x from here on */
            row = row >> shift | row << (ALH_GRID - shift);
        row &= inside;
        if (!row)
            continue;
        int lo = b->min_x + __builtin_ctzll(row), hi = b->min_x + 63 - __builtin_clzll(row);
        if (lo < min_x)
            min_x = lo;
        if (hi > max_x)
            max_x = hi;
        if (y < min_y)
            min_y = y;
        if (y > max_y)
            max_y = y;
    }
    b->min_x = (int8_t)min_x;
    b->max_x = (int8_t)max_x;
    b->min_y = (int8_t)min_y;
    b->max_y = (int8_t)max_y;
}

void alh_board_take(AlhBoard *b, int x, int y)
{
    int tile = alh_cell_get(b, x, y);
    count_piece(b, tile, -1);
    alh_cell_set(b, x, y, 0);
    bbox_recompute(b);
}

void alh_board_recount(AlhBoard *b)
{
    b->tile_count = 0;
    b->outside_count = 0;
    memset(b->type_count, 0, sizeof b->type_count);
    b->min_x = b->max_x = b->min_y = b->max_y = 0;
    /* Every built cell once; coordinates are recovered in -32..31 around the fountain, which
     * callers that build boards from positions keep in range. */
    for (int gy = 0; gy < ALH_GRID; gy++) {
        int k = b->row_start[gy];
        for (uint64_t row = b->occupied[gy]; row; row &= row - 1, k++) {
            int gx = __builtin_ctzll(row);
            int x = gx >= ALH_GRID / 2 ? gx - ALH_GRID : gx;
            int y = gy >= ALH_GRID / 2 ? gy - ALH_GRID : gy;
            bbox_include(b, x, y);
            count_piece(b, b->tiles[k], 1);
        }
    }
}

int alh_board_tile_at(const AlhBoard *b, int x, int y) { return at(b, x, y); }

static void visited_merge_rows(Visited *into, const Visited *from, const Box *box)
{
    for (int y = box->min_y; y <= box->max_y; y++)
        into->rows[y & (ALH_GRID - 1)] |= from->rows[y & (ALH_GRID - 1)];
}

/*
 * From the empty cell (sx, sy), can one walk through empty cells to the border of box (or past
 * it)? The cell (bx, by) counts as built even if it is empty on the board. Cells marked in
 * `leads_out` (NULL: none) are known to reach the outside, so reaching one is escaping; every cell
 * this search visits is marked in `seen`, which the caller clears (rows of box) before.
 */
bool alh_empty_cell_escapes(const AlhBoard *b, const Box *box, int sx, int sy, int bx, int by, const Visited *leads_out,
                            Visited *seen)
{
    int16_t stack_x[ALH_GRID * ALH_GRID], stack_y[ALH_GRID * ALH_GRID];
    int top = 0;
    if (on_or_outside_border(box, sx, sy) || (leads_out && visited_test(leads_out, sx, sy)))
        return true;
    visited_test_set(seen, sx, sy);
    stack_x[top] = (int16_t)sx;
    stack_y[top] = (int16_t)sy;
    top++;
    while (top > 0) {
        top--;
        int x = stack_x[top], y = stack_y[top];
        for (int s = 0; s < 4; s++) {
            int nx = x + side_dx[s], ny = y + side_dy[s];
            if ((nx == bx && ny == by) || alh_cell_built(b, nx, ny))
                continue;
            if (on_or_outside_border(box, nx, ny) || (leads_out && visited_test(leads_out, nx, ny)))
                return true;
            if (visited_test_set(seen, nx, ny))
                continue;
            if (top < (int)(sizeof stack_x / sizeof stack_x[0])) {
                stack_x[top] = (int16_t)nx;
                stack_y[top] = (int16_t)ny;
                top++;
            }
        }
    }
    return false;
}

/* ------------------------------------------------------------------ the board as the rules read it */

AlhPlaceView alh_place_view(const AlhGame *g, int player)
{
    AlhPlaceView v;
    v.g = g;
    v.b = &g->players[player].board;
    v.player = player;
    v.ox = v.oy = v.px = v.py = ALH_NO_CELL;
    v.otile = v.pside = 0;
    v.hooked = false;
    v.edge_one = NULL;
    v.shapes_at_one = NULL;
    v.shapes_rows_one = NULL;
    v.refuses_rows_one = NULL;
    v.geometry_one = false;
    v.edge_mods = v.fit_mods = v.passage_mods = v.local_mods = v.lock_mods = alh_modset_none();
    return v;
}

void alh_place_view_hook(AlhPlaceView *v)
{
    v->hooked = true;
    /* The game's placing modules that set each hook, from the sets generated with the registry. */
    AlhModuleSet placing = alh_place_modules(v->g);
    for (int w = 0; w < ALH_MAX_MODULES / 64; w++) {
        v->edge_mods.bits[w] = placing.bits[w] & ALH_HOOK_BITS(EDGE, w);
        v->fit_mods.bits[w] = placing.bits[w] & ALH_HOOK_BITS(EDGES_FIT, w);
        v->passage_mods.bits[w] = placing.bits[w] & ALH_HOOK_BITS(PASSAGE, w);
        v->local_mods.bits[w] = placing.bits[w] & ALH_HOOK_BITS(LOCAL_CHECK, w);
        v->lock_mods.bits[w] = placing.bits[w] & ALH_HOOK_BITS(LOCKED, w);
    }
    /* One module showing edges of its own (mostly): called straight, without the walk. */
    int edge_modules = 0;
    ALH_FOR_MODSET(&v->edge_mods, m)
    {
        v->edge_one = m->edge;
        edge_modules++;
    }
    if (edge_modules != 1)
        v->edge_one = NULL;
    /* One module with a geometry of its own (edges or conditions): its shapes_at asked straight. */
    AlhModuleSet geometry = alh_modset_union(v->edge_mods, v->local_mods);
    int geometry_modules = 0;
    ALH_FOR_MODSET(&geometry, m)
    {
        v->shapes_at_one = m->shapes_at;
        v->shapes_rows_one = m->shapes_rows;
        v->refuses_rows_one = m->refuses_rows;
        geometry_modules++;
    }
    v->geometry_one = geometry_modules == 1;
    if (!v->geometry_one)
        v->shapes_at_one = NULL, v->shapes_rows_one = NULL, v->refuses_rows_one = NULL;
}

/* hooked, asked of the modules with a geometry of their own (edges or conditions) alone: where none
 * has its say, the listing of legal spots is the base game's (a way through a wall changes no
 * placement), and no view is built for it. */
static bool geometry_hooked(const AlhGame *g, int player, int tile)
{
    AlhModuleSet placing = alh_place_modules(g);
    for (int w = 0; w < ALH_MAX_MODULES / 64; w++)
        placing.bits[w] &= ALH_HOOK_BITS(EDGE, w) | ALH_HOOK_BITS(LOCAL_CHECK, w);
    ALH_FOR_MODSET(&placing, m)
    if (m->shapes && m->shapes(g, player, tile))
        return true;
    return false;
}

AlhPlaceView alh_view_for(const AlhGame *g, int player, int tile)
{
    AlhPlaceView v = alh_place_view(g, player);
    if (hooked(g, player, tile))
        alh_place_view_hook(&v);
    return v;
}

int alh_place_edge(const AlhPlaceView *v, int tile, int x, int y, int side) { return edge_of(v, tile, x, y, side); }

/* Tiles that must be reachable on foot in the board as v reads it. */
int alh_view_walkable(const AlhPlaceView *v)
{
    int n = walkable_count(v->b);
    if (v->ox != ALH_NO_CELL) {
        int was = at(v->b, v->ox, v->oy);
        if (was && was != ALH_TILE_FOUNTAIN && !outside(was))
            n--;
        if (v->otile && v->otile != ALH_TILE_FOUNTAIN && !outside(v->otile))
            n++;
    }
    return n;
}

/*
 * Counts the tiles reachable on foot from the fountain across open sides (or the modules' ways
 * through walls) in the board as v reads it.
 */
int alh_count_reachable_view(const AlhPlaceView *v)
{
    int8_t qx[ALH_TILE_SLOTS + 1], qy[ALH_TILE_SLOTS + 1];
    uint8_t qt[ALH_TILE_SLOTS + 1];
    /* The search reads only cells beside queued ones: built cells, and the view's own cell, which
     * touches the board; so the box's rows and two more each side are all it can meet. */
    Visited seen;
    const Box reach = {v->b->min_x, v->b->max_x, v->b->min_y - 2, v->b->max_y + 2};
    visited_clear_rows(&seen, &reach);
    int head = 0, tail = 0;
    qx[tail] = 0;
    qy[tail] = 0;
    qt[tail] = (uint8_t)alh_place_at(v, 0, 0);
    tail++;
    visited_test_set(&seen, 0, 0);
    while (head < tail) {
        int x = qx[head], y = qy[head], tile = qt[head];
        head++;
        for (int s = 0; s < 4; s++) {
            int nx = x + side_dx[s], ny = y + side_dy[s];
            if (visited_test(&seen, nx, ny))
                continue; /* queued already (cells are marked as they are queued) */
            /* Raw reads: cells next to built ones never alias on the torus. */
            int n = (nx == v->ox && ny == v->oy) ? v->otile : alh_cell_get(v->b, nx, ny);
            if (!n || outside(n))
                continue;
            if (!way_between(v, tile, x, y, s, n))
                continue;
            visited_test_set(&seen, nx, ny);
            if (tail <= ALH_TILE_SLOTS) {
                qx[tail] = (int8_t)nx;
                qy[tail] = (int8_t)ny;
                qt[tail] = (uint8_t)n;
                tail++;
            }
        }
    }
    return tail;
}

/* A tile's four wall bits as lanes of 16 bits (north in bits 0-15, then east, south, west): shifted
 * to the tile's column of the window, one shift places all four sides at once. */
#define WALL_LANES(m)                                                                                                            \
    ((uint64_t)((m)&1) | (uint64_t)(((m) >> 1) & 1) << 16 | (uint64_t)(((m) >> 2) & 1) << 32 | (uint64_t)(((m) >> 3) & 1) << 48)
static const uint64_t wall_lanes[16] = {
    WALL_LANES(0), WALL_LANES(1), WALL_LANES(2),  WALL_LANES(3),  WALL_LANES(4),  WALL_LANES(5),  WALL_LANES(6),  WALL_LANES(7),
    WALL_LANES(8), WALL_LANES(9), WALL_LANES(10), WALL_LANES(11), WALL_LANES(12), WALL_LANES(13), WALL_LANES(14), WALL_LANES(15)};
#undef WALL_LANES

BoxWords alh_box_words(const AlhBoard *b, int x0, int y0)
{
    BoxWords w = {0, {0, 0, 0, 0}};
    unsigned shift = (unsigned)x0 & (ALH_GRID - 1); /* x0 at bit 0; the box lies within the next 8 columns */
    for (int y = b->min_y; y <= b->max_y; y++) {
        unsigned r = (unsigned)y & (ALH_GRID - 1), at = 8 * (unsigned)(y - y0);
        uint64_t lanes = 0; /* the row's walls, a side a lane, a bit per column of the window */
        int k = b->row_start[r];
        for (uint64_t row = b->occupied[r]; row; row &= row - 1)
            lanes |= wall_lanes[walls_of(b->tiles[k++])] << (((unsigned)__builtin_ctzll(row) - shift) & (ALH_GRID - 1));
        w.occupied |= (rotate_right(b->occupied[r], shift) & 0xFF) << at;
        for (int s = 0; s < 4; s++)
            w.walls[s] |= (lanes >> (16 * s) & 0xFF) << at;
    }
    return w;
}
/* ------------------------------------------------------------------ the building rules */

/*
 * The 3x3 square of cells centred on (x, y) as bits, west to east: row y - 1 in bits 0-2, row y in
 * bits 3-5, row y + 1 in bits 6-8 (bit set where a tile stands; bit 4 is the cell itself). Raw reads:
 * cells up to two steps outside a box at most 62 wide never alias a tile on the torus.
 */
static inline unsigned square_of(const AlhBoard *b, int x, int y)
{
    unsigned c = ((unsigned)x - 1) & (ALH_GRID - 1); /* three cells of each row from x - 1 eastwards */
    uint64_t n = rotate_right(b->occupied[(y - 1) & (ALH_GRID - 1)], c);
    uint64_t m = rotate_right(b->occupied[y & (ALH_GRID - 1)], c);
    uint64_t s = rotate_right(b->occupied[(y + 1) & (ALH_GRID - 1)], c);
    return (unsigned)(n & 7) | (unsigned)(m & 7) << 3 | (unsigned)(s & 7) << 6;
}

/* The sides of the square's centre where a tile stands, as bits N, E, S, W (ALH_NORTH...). */
static inline unsigned square_sides(unsigned square)
{
    return ((square >> 1) & 1) | ((square >> 5) & 1) << 1 | ((square >> 7) & 1) << 2 | ((square >> 3) & 1) << 3;
}

/*
 * Squares (as square_of, whatever the centre) whose empty side neighbours all lie on one run of
 * empty cells round the eight cells of the ring: consecutive ring cells touch by a side, so a way on
 * foot through the centre can always go round it instead, and building the centre closes nothing in.
 * Generated by enumerating the 512 squares: counting round the ring (N, NE, E, SE, S, SW, W, NW) the
 * empty cells that start a run after a built one, a corner counting only when the side after it is
 * empty too, a square keeps open when at most one such start is found.
 */
static const uint64_t square_keeps_open[8] = {0xccddccddcfdfcfdfULL, 0xcc00cc00cf01cf01ULL, 0xffddffddcf01cf01ULL,
                                              0xffddffddcf01cf01ULL, 0xccddccdd00010001ULL, 0xcc00cc0000000000ULL,
                                              0xffddffddcf01cf01ULL, 0xffddffddcf01cf01ULL};

static inline bool square_is_open(unsigned square) { return (square_keeps_open[square >> 6] >> (square & 63)) & 1; }

/* The Alhambra's bounding box grown to take in the cell (x, y). */
static Box box_with(const AlhBoard *b, int x, int y)
{
    Box box = {b->min_x, b->max_x, b->min_y, b->max_y};
    box_take(&box, x, x, y);
    return box;
}

/* Whether building on the empty cell (x, y) would close in an empty region (R12). The Alhambra had
 * no hole before, so only the empty neighbours of the new tile can be closed in; most spots are
 * settled by the square of cells around them, the others by searching from each empty neighbour. */
static bool closes_hole_search(const AlhBoard *b, int x, int y);
static inline bool closes_hole_square(const AlhBoard *b, int x, int y, unsigned square)
{
    return !square_is_open(square) && closes_hole_search(b, x, y);
}

/* closes_hole_square for a square that does not settle it: the search, out of the callers' loops. */
static __attribute__((noinline)) bool closes_hole_search(const AlhBoard *b, int x, int y)
{
    Box box = box_with(b, x, y);
    bool interior_neighbour = false;
    for (int s = 0; s < 4; s++) {
        int nx = x + side_dx[s], ny = y + side_dy[s];
        if (!alh_cell_built(b, nx, ny) && !on_or_outside_border(&box, nx, ny))
            interior_neighbour = true;
    }
    if (!interior_neighbour)
        return false;
    /* Each search escapes or the spot is refused at once; a later search that meets a cell an
     * earlier one saw has therefore found the way out too (not a dead end). */
    Visited leads_out, seen;
    visited_clear_rows(&leads_out, &box);
    for (int s = 0; s < 4; s++) {
        int nx = x + side_dx[s], ny = y + side_dy[s];
        if (alh_cell_built(b, nx, ny))
            continue;
        visited_clear_rows(&seen, &box);
        if (!alh_empty_cell_escapes(b, &box, nx, ny, x, y, &leads_out, &seen))
            return true;
        visited_merge_rows(&leads_out, &seen, &box);
    }
    return false;
}

static bool closes_hole(const AlhBoard *b, int x, int y) { return closes_hole_square(b, x, y, square_of(b, x, y)); }

static bool within_range(const AlhBoard *b, int x, int y)
{
    if (x < -60 || x > 60 || y < -60 || y > 60)
        return false;
    Box box = box_with(b, x, y);
    return box.max_x - box.min_x + 1 <= MAX_SPAN && box.max_y - box.min_y + 1 <= MAX_SPAN;
}

/* Whether a placement's check needs the modules' hooks: what sides show and the modules' own
 * conditions. Ways through walls and tiles that never move do not change where a tile
 * may be placed (a placement is reachable by its own open side; a way through a wall is judged by its own option). */
static bool reads_geometry(const AlhPlaceView *v)
{
    return v->hooked && !(alh_modset_empty(&v->edge_mods) && alh_modset_empty(&v->local_mods));
}

/* Whether some module's geometry has its say on placing `tile` at (x, y) (its shapes_at, or
 * wherever its shapes said so when it has none). */
static bool geometry_at(const AlhPlaceView *v, int tile, int x, int y)
{
    if (!reads_geometry(v))
        return false;
    if (v->geometry_one) /* one module's geometry (mostly): asked straight */
        return !v->shapes_at_one || v->shapes_at_one(v, tile, x, y);
    AlhModuleSet mods = alh_modset_union(v->edge_mods, v->local_mods);
    ALH_FOR_MODSET(&mods, m)
    if (!m->shapes_at || m->shapes_at(v, tile, x, y))
        return true;
    return false;
}

/* Of `cells` (bits from x0 along row y), those where some module's geometry has its say on
 * placing `tile`, a building (geometry_at of each; the listing reads the rows of the one module of
 * its own geometry that answers by rows from its shapes_rows). A piece outside the walls is listed
 * by outside_legal_spots. */
static uint64_t geometry_cells(const AlhPlaceView *v, int tile, int x0, int y, uint64_t cells)
{
    if (!reads_geometry(v))
        return 0;
    uint64_t geo = 0;
    for (uint64_t c = cells; c; c &= c - 1)
        if (geometry_at(v, tile, x0 + __builtin_ctzll(c), y))
            geo |= c & -c;
    return geo;
}

/*
 * spot_check with the base game's geometry (no module has its say on this board): the printed walls
 * of the touching tiles, read round the spot from the occupancy rows. Within range the spot cannot
 * alias a built cell, so the raw reads are the board's.
 */
static AlhError spot_check_base(const AlhBoard *b, int tile, int x, int y)
{
    if (alh_cell_built(b, x, y))
        return ALH_ERR_SPOT_OCCUPIED;
    unsigned square = square_of(b, x, y), touch = square_sides(square);
    if (!touch)
        return ALH_ERR_SPOT_NOT_ADJACENT;
    int walls = walls_of(tile);
    bool reachable = false;
    for (int s = 0; s < 4; s++) {
        if (!((touch >> s) & 1))
            continue;
        int mine = (walls >> s) & 1, theirs = has_wall(alh_cell_get(b, x + side_dx[s], y + side_dy[s]), (s + 2) & 3);
        if (mine != theirs)
            return ALH_ERR_WALL_MISMATCH;
        reachable |= !mine; /* every building already built is reachable, so this one is too */
    }
    if (!reachable && !outside(tile)) /* the on-foot rule is not for pieces outside the walls */
        return ALH_ERR_NOT_REACHABLE;
    return closes_hole_square(b, x, y, square) ? ALH_ERR_LEAVES_HOLE : ALH_OK;
}

/* What every placement is asked first, whoever's geometry: a tile that can be placed, within the board's limits. */
static AlhError spot_check_limits(const AlhBoard *b, int tile, int x, int y)
{
    if (!alh_tile_info(tile) || tile == ALH_TILE_FOUNTAIN)
        return ALH_ERR_NO_SUCH_TILE;
    return within_range(b, x, y) ? ALH_OK : ALH_ERR_OUT_OF_RANGE;
}

static AlhError spot_check(const AlhPlaceView *v, int tile, int x, int y)
{
    const AlhBoard *b = v->b;
    AlhError limits = spot_check_limits(b, tile, x, y);
    if (limits != ALH_OK)
        return limits;
    /* A piece outside the walls belongs to a module whose geometry has its say on it (asked without the walk). */
    if (!outside(tile) && !geometry_at(v, tile, x, y))
        return spot_check_base(b, tile, x, y);
    if (at(b, x, y))
        return ALH_ERR_SPOT_OCCUPIED;

    bool joined = false, reachable = false;
    AlhError mismatch = ALH_OK;
    for (int s = 0; s < 4; s++) {
        int nx = x + side_dx[s], ny = y + side_dy[s];
        int n = at(b, nx, ny);
        if (!n)
            continue;
        joined = true;
        int mine = edge_of(v, tile, x, y, s), theirs = edge_of(v, n, nx, ny, (s + 2) & 3);
        AlhError fit = edges_fit(v, mine, theirs);
        if (fit != ALH_OK)
            mismatch = worse(mismatch, fit);
        else if (mine == ALH_EDGE_OPEN)
            reachable = true; /* every building already built is reachable, so this one is too */
    }
    if (!joined)
        return ALH_ERR_SPOT_NOT_ADJACENT;
    if (mismatch != ALH_OK)
        return mismatch;
    AlhPlaceView after = *v;
    after.ox = x;
    after.oy = y;
    after.otile = tile;
    if (outside(tile)) {
        /* The on-foot rule is not for pieces outside the walls: their module says how they join. */
        AlhError e = local_checks(&after, x, y);
        if (e != ALH_OK)
            return e;
    } else if (!reachable) {
        return ALH_ERR_NOT_REACHABLE;
    } else {
        AlhError e = local_checks(&after, x, y);
        if (e != ALH_OK)
            return e;
    }
    return closes_hole(b, x, y) ? ALH_ERR_LEAVES_HOLE : ALH_OK;
}

/* alh_board_spot_check with modules that may have their say: out of line, so that the base game's
 * check stays as lean as it was. Where none has it on this board for this building, spot_check
 * would judge it by spot_check_base through an unhooked view: no view is built then. */
static __attribute__((noinline)) AlhError spot_check_modules(const AlhGame *g, int player, int tile, int x, int y)
{
    bool hook = hooked(g, player, tile);
    if (!hook && alh_tile_info(tile) && !outside(tile)) {
        const AlhBoard *b = &g->players[player].board;
        AlhError limits = spot_check_limits(b, tile, x, y);
        return limits != ALH_OK ? limits : spot_check_base(b, tile, x, y);
    }
    AlhPlaceView v = alh_place_view(g, player); /* alh_view_for, with hooked asked above */
    if (hook)
        alh_place_view_hook(&v);
    return spot_check(&v, tile, x, y);
}

AlhError alh_board_spot_check(const AlhGame *g, int player, int tile, int x, int y)
{
    AlhModuleSet placing = alh_place_modules(g);
    if (alh_modset_empty(&placing)) { /* no module can have its say (the base game): no view to build */
        const AlhBoard *b = &g->players[player].board;
        AlhError limits = spot_check_limits(b, tile, x, y);
        return limits != ALH_OK ? limits : spot_check_base(b, tile, x, y);
    }
    return spot_check_modules(g, player, tile, x, y);
}

/* What spot_check says past the on-foot rule, for a spot it refused as not reachable: the
 * modules' own conditions where their geometry has its say, then the hole; as spot_check judges
 * a reachable placement (the rest of the board is legal and stays so). */
AlhError alh_board_spot_check_reached(const AlhGame *g, int player, int tile, int x, int y)
{
    AlhPlaceView v = alh_view_for(g, player, tile);
    if (geometry_at(&v, tile, x, y)) {
        AlhPlaceView after = v;
        after.ox = x;
        after.oy = y;
        after.otile = tile;
        AlhError e = local_checks(&after, x, y);
        if (e != ALH_OK)
            return e;
    }
    return closes_hole(v.b, x, y) ? ALH_ERR_LEAVES_HOLE : ALH_OK;
}

bool alh_place_view_legal(const AlhPlaceView *v, char *msg, size_t msg_size)
{
    const AlhBoard *b = v->b;
    if (alh_place_at(v, 0, 0) != ALH_TILE_FOUNTAIN) {
        alh_str_copy(msg, msg_size, "the fountain is not at 0,0");
        return false;
    }
    Box box = {b->min_x, b->max_x, b->min_y, b->max_y};
    if (v->ox != ALH_NO_CELL && v->otile) {
        if (v->ox < box.min_x)
            box.min_x = v->ox;
        if (v->ox > box.max_x)
            box.max_x = v->ox;
        if (v->oy < box.min_y)
            box.min_y = v->oy;
        if (v->oy > box.max_y)
            box.max_y = v->oy;
    }
    if (box.max_x - box.min_x + 1 > MAX_SPAN || box.max_y - box.min_y + 1 > MAX_SPAN) {
        alh_str_copy(msg, msg_size, "the Alhambra is too wide");
        return false;
    }
    for (int y = box.min_y; y <= box.max_y; y++)
        for (int x = box.min_x; x <= box.max_x; x++) {
            int t = alh_place_at(v, x, y);
            if (!t)
                continue;
            AlhError e = local_checks(v, x, y);
            if (e != ALH_OK) {
                char where[64];
                alh_str_format_int(where, sizeof where, " (the tile at x=", x, ")");
                alh_str_copy(msg, msg_size, alh_error_code(e));
                size_t len = msg ? strlen(msg) : 0;
                if (msg_size > len)
                    alh_str_copy(msg + len, msg_size - len, where);
                return false;
            }
            for (int s = 1; s <= 2; s++) { /* east and south cover every pair once */
                int nx = x + side_dx[s], ny = y + side_dy[s];
                int n = alh_place_at(v, nx, ny);
                if (n && edges_fit(v, edge_of(v, t, x, y, s), edge_of(v, n, nx, ny, (s + 2) & 3)) != ALH_OK) {
                    alh_str_format_int(msg, msg_size, "wall mismatch next to the tile at x=", x, "");
                    return false;
                }
            }
        }
    if (alh_count_reachable_view(v) != alh_view_walkable(v) + 1) {
        alh_str_copy(msg, msg_size, "a tile is not reachable on foot from the fountain");
        return false;
    }
    int bx = (v->ox != ALH_NO_CELL && v->otile) ? v->ox : 1000, by = (v->ox != ALH_NO_CELL && v->otile) ? v->oy : 1000;
    for (int y = box.min_y; y <= box.max_y; y++)
        for (int x = box.min_x; x <= box.max_x; x++)
            if (!alh_place_at(v, x, y)) {
                Visited fresh;
                visited_clear_rows(&fresh, &box);
                if (!alh_empty_cell_escapes(b, &box, x, y, bx, by, NULL, &fresh)) {
                    alh_str_format_int(msg, msg_size, "an empty space is closed in at x=", x, "");
                    return false;
                }
            }
    return true;
}

bool alh_board_is_legal(const AlhGame *g, int player, char *msg, size_t msg_size)
{
    AlhPlaceView v = alh_view_for(g, player, 0);
    return alh_place_view_legal(&v, msg, msg_size);
}

/* A legal spot written to out when there is room; the count goes on either way (the listings say
 * how many there are, even past cap). */
static inline size_t push_spot(AlhSpot *out, size_t cap, size_t n, int x, int y)
{
    if (n < cap) {
        out[n].x = (int8_t)x;
        out[n].y = (int8_t)y;
    }
    return n + 1;
}

/*
 * The legal spots of a piece outside the walls, which the base game's rows never judge:
 * the cells round the Alhambra where its module says it may stand at best (outside_rows, asked
 * once for every row; every cell round it without that hook), each checked in full, in rows from
 * the north-west.
 */
static __attribute__((noinline)) size_t outside_legal_spots(const AlhGame *g, int player, int tile, AlhSpot *out, size_t cap)
{
    const AlhBoard *b = &g->players[player].board;
    AlhPlaceView v = alh_view_for(g, player, tile);
    const AlhModule *m = alh_module(alh_tile_module(tile));
    const int x0 = b->min_x - 1, y0 = b->min_y - 1;
    const int rows = b->max_y + 1 - y0 + 1 <= ALH_GRID ? b->max_y + 1 - y0 + 1 : ALH_GRID; /* the box is far narrower */
    uint64_t may[ALH_GRID];
    if (m && m->outside_rows)
        m->outside_rows(&v, tile, x0, y0, rows, may);
    else
        memset(may, 0xFF, sizeof may);
    size_t n = 0;
    for (int y = y0; y < y0 + rows; y++) {
        uint64_t above = b->occupied[(y - 1) & (ALH_GRID - 1)], row = b->occupied[y & (ALH_GRID - 1)],
                 below = b->occupied[(y + 1) & (ALH_GRID - 1)];
        uint64_t frontier = (above | below | row >> 1 | row << 63 | row << 1 | row >> 63) & ~row;
        uint64_t cells = rotate_right(frontier, (unsigned)x0) & may[y - y0];
        for (; cells; cells &= cells - 1) {
            int x = x0 + __builtin_ctzll(cells);
            if (x > b->max_x + 1 || spot_check(&v, tile, x, y) != ALH_OK)
                continue;
            n = push_spot(out, cap, n, x, y);
        }
    }
    return n;
}

/*
 * All legal spots for a tile at once, a row of cells at a time on the occupancy bitboard, with the
 * walls that each row shows read once as the rows go by: the south walls of the row above, the
 * east and west walls of the row, the north walls of the row below. For each side s of an empty
 * cell, `touch` has a bit where a tile stands on that side and `need` where that tile shows a wall
 * towards the cell (need lies within touch); a tile fits where its walls agree with `need` on every
 * touched side and at least one touched side is open on both. Whether the cell would close in a
 * hole does not depend on the tile, and is asked only for cells that fit: the square round the
 * cell settles most of them without a call.
 */
/*
 * The placement rule on whole words of cells (R12: each side that touches a tile shows the same as it,
 * wall against wall and open against open, and at least one touching side is open on both): touch
 * holds, per side of a cell, where a tile stands there; need, where that tile shows a wall towards
 * the cell; wall is all ones on the sides where the placed tile shows a wall. The cells that fit
 * (built ones included: the caller leaves them out). Shared by the rows' listing and the small
 * boxes' window, so that the rule is written once.
 */
typedef struct SideWords {
    uint64_t n, e, s, w;
} SideWords;

static inline SideWords tile_wall_words(int tile)
{
    const unsigned walls = (unsigned)walls_of(tile);
    return (SideWords){-(uint64_t)(walls & 1), -(uint64_t)((walls >> 1) & 1), -(uint64_t)((walls >> 2) & 1),
                       -(uint64_t)((walls >> 3) & 1)};
}

static inline uint64_t fitting_cells(SideWords touch, SideWords need, SideWords wall)
{
    /* A touched side mismatches where exactly one of the two shows a wall. */
    uint64_t bad = ((touch.n & wall.n) ^ need.n) | ((touch.s & wall.s) ^ need.s) | ((touch.e & wall.e) ^ need.e) |
                   ((touch.w & wall.w) ^ need.w);
    uint64_t open = (touch.n & ~wall.n) | (touch.s & ~wall.s) | (touch.e & ~wall.e) | (touch.w & ~wall.w);
    return open & ~bad;
}

/* The listing's rows for a board, with the modules' geometry asked cell by cell through v (NULL: the
 * base game's board and tile, where nothing is asked): inlined twice, so that the base game's copy
 * carries nothing of the modules' path. */
static inline __attribute__((always_inline)) size_t legal_spots_rows(const AlhBoard *b, int tile, const AlhPlaceView *v,
                                                                     AlhSpot *out, size_t cap)
{
    const int min_y = b->min_y, max_y = b->max_y, x0 = b->min_x - 1;
    size_t n = 0;
    /* The columns a spot may take (within +-60, the box grown by it at most MAX_SPAN wide, at most
     * one past the box), as bits from x0: the rows' cells are read west to east from there. */
    int lo_x = b->max_x - (MAX_SPAN - 1), hi_x = b->min_x + (MAX_SPAN - 1);
    lo_x = lo_x > -60 ? lo_x : -60;
    hi_x = hi_x < 60 ? hi_x : 60;
    hi_x = hi_x < b->max_x + 1 ? hi_x : b->max_x + 1;
    lo_x = lo_x > x0 ? lo_x : x0;
    uint64_t columns = 0;
    if (lo_x <= hi_x) {
        int width = hi_x - lo_x + 1; /* at most 64: x0 .. max_x + 1 */
        columns = (width < ALH_GRID ? ((uint64_t)1 << width) - 1 : ~(uint64_t)0) << (lo_x - x0);
    }
    /* The rows likewise: within +-60, the box grown by the row at most MAX_SPAN tall. */
    int lo_y = max_y - (MAX_SPAN - 1), hi_y = min_y + (MAX_SPAN - 1);
    lo_y = lo_y > -60 ? lo_y : -60;
    hi_y = hi_y < 60 ? hi_y : 60;
    if (max_y - min_y >= MAX_SPAN)
        hi_y = lo_y - 1;                          /* none */
    const SideWords wall = tile_wall_words(tile); /* all ones where the tile has a wall on that side */
    /* The walls shown by the row above (south), the row (east, west, south: kept for the rows
     * after) and the row below (all four), and the three rows' tiles. */
    uint64_t row_side[4];
    row_walls(b, (unsigned)(min_y - 2) & (ALH_GRID - 1), row_side);
    uint64_t above_s = row_side[ALH_SOUTH];
    row_walls(b, (unsigned)(min_y - 1) & (ALH_GRID - 1), row_side);
    uint64_t here_e = row_side[ALH_EAST], here_w = row_side[ALH_WEST], here_s = row_side[ALH_SOUTH];
    uint64_t above = b->occupied[(min_y - 2) & (ALH_GRID - 1)], row = b->occupied[(min_y - 1) & (ALH_GRID - 1)];
    /* First the cells to look at, row by row without a branch on what a row holds (rows_with: bit i
     * for row min_y - 1 + i); then those cells, in the same order. At most 64 rows: the box's, at
     * most MAX_SPAN, and one each side. */
    uint64_t row_cells[ALH_GRID], row_geometry[ALH_GRID], rows_with = 0;
    const int rows = max_y - min_y + 3 <= ALH_GRID ? max_y - min_y + 3 : ALH_GRID;
    /* The one module of its own geometry answers for every row at once, where it says and what it
     * refuses outright, asked once for the listing rather than once a row. */
    uint64_t shaped[ALH_GRID], refused[ALH_GRID];
    const bool shaped_rows = v && reads_geometry(v) && v->geometry_one && v->shapes_rows_one;
    const bool refused_rows = v && v->geometry_one && v->refuses_rows_one;
    if (shaped_rows)
        v->shapes_rows_one(v, tile, x0, min_y - 1, rows, shaped);
    if (refused_rows)
        v->refuses_rows_one(v, tile, x0, min_y - 1, rows, refused);
    for (int i = 0; i < rows; i++) {
        int y = min_y - 1 + i;
        uint64_t below_side[4];
        row_walls(b, (unsigned)(y + 1) & (ALH_GRID - 1), below_side);
        uint64_t below = b->occupied[(y + 1) & (ALH_GRID - 1)];
        /* Per side of the cell: a tile stands there (touch), and shows a wall towards it (need). */
        uint64_t touch_e = row >> 1 | row << 63, touch_w = row << 1 | row >> 63;
        uint64_t need_e = here_w >> 1 | here_w << 63, need_w = here_e << 1 | here_e >> 63;
        uint64_t fit = fitting_cells((SideWords){above, touch_e, below, touch_w},
                                     (SideWords){above_s, need_e, below_side[ALH_NORTH], need_w}, wall) &
                       ~row;
        /* The cells that fit, within the limits, as bits from x0 (west to east): never past max_x + 1. */
        uint64_t fit_cells = y >= lo_y && y <= hi_y ? rotate_right(fit, (unsigned)x0) & columns : 0;
        /* Where a module's geometry has its say, the cells checked in full; elsewhere the cells that fit. */
        uint64_t geometry = 0;
        if (v) {
            uint64_t frontier = rotate_right((above | below | touch_e | touch_w) & ~row, (unsigned)x0);
            geometry = shaped_rows ? frontier & shaped[i] : geometry_cells(v, tile, x0, y, frontier);
            if (geometry && refused_rows) { /* what the module refuses outright: neither checked nor fit */
                fit_cells &= ~geometry;
                geometry &= ~refused[i];
            }
            row_geometry[i] = geometry;
        }
        row_cells[i] = geometry | fit_cells;
        rows_with |= (uint64_t)(row_cells[i] != 0) << i;
        above_s = here_s;
        here_e = below_side[ALH_EAST];
        here_w = below_side[ALH_WEST];
        here_s = below_side[ALH_SOUTH];
        above = row;
        row = below;
    }
    for (; rows_with; rows_with &= rows_with - 1) {
        int i = __builtin_ctzll(rows_with), y = min_y - 1 + i;
        uint64_t cells = row_cells[i], geometry = v ? row_geometry[i] : 0;
        /* The three rows from x0 - 1 eastwards: bits k .. k + 2 are the columns round x0 + k. */
        uint64_t north = rotate_right(b->occupied[(y - 1) & (ALH_GRID - 1)], (unsigned)(x0 - 1)),
                 middle = rotate_right(b->occupied[y & (ALH_GRID - 1)], (unsigned)(x0 - 1)),
                 south = rotate_right(b->occupied[(y + 1) & (ALH_GRID - 1)], (unsigned)(x0 - 1));
        for (; cells; cells &= cells - 1) {
            int bit = __builtin_ctzll(cells), x = x0 + bit;
            bool legal;
            if ((geometry >> bit) & 1) {
                legal = x <= b->max_x + 1 && spot_check(v, tile, x, y) == ALH_OK;
            } else { /* a cell that fits: R12's hole, settled by the square round the cell when it can be */
                unsigned square = bit + 2 < ALH_GRID ? (unsigned)((north >> bit) & 7) | (unsigned)((middle >> bit) & 7) << 3 |
                                                           (unsigned)((south >> bit) & 7) << 6
                                                     : square_of(b, x, y);
                legal = !closes_hole_square(b, x, y, square);
            }
            if (!legal)
                continue;
            n = push_spot(out, cap, n, x, y);
        }
    }
    return n;
}

/* The listing with the modules' geometry: out of line, the base game's loop stays lean. */
static __attribute__((noinline)) size_t legal_spots_modules(const AlhBoard *b, int tile, const AlhPlaceView *v, AlhSpot *out,
                                                            size_t cap)
{
    return legal_spots_rows(b, tile, v, out, cap);
}

/*
 * The listing for a base-game board whose box is at most 6 x 6 (nearly every listing): the box and
 * the ring of cells round it in one 8 x 8 window of words (alh_box_words from min_x - 1, min_y - 1), so
 * that legal_spots_rows's work on each row is done once for the whole window. A cell's neighbours
 * are the words shifted: north by 8 bits, east by 1 (the window's first and last columns are the
 * ring, empty, so nothing is read across a row's end). No limit of the board binds: the box holds
 * the fountain, so every cell of the window lies within 7 of it. The spots come in the same order,
 * row by row from the north, west to east in a row.
 */
static size_t legal_spots_small(const AlhBoard *b, int tile, AlhSpot *out, size_t cap)
{
    const int x0 = b->min_x - 1, y0 = b->min_y - 1;
    const BoxWords w = alh_box_words(b, x0, y0);
    const uint64_t built = w.occupied;
    /* Per side of a cell: a tile stands there (touch), and shows a wall towards it (need). */
    const SideWords touch = {built << 8, built >> 1, built >> 8, built << 1};
    const SideWords need = {w.walls[ALH_SOUTH] << 8, w.walls[ALH_WEST] >> 1, w.walls[ALH_NORTH] >> 8, w.walls[ALH_EAST] << 1};
    size_t n = 0;
    for (uint64_t cells = fitting_cells(touch, need, tile_wall_words(tile)) & ~built; cells; cells &= cells - 1) {
        int p = __builtin_ctzll(cells), x = x0 + (p & 7), y = y0 + (p >> 3);
        /* The square round the cell (square_of's bits): cells outside the window are empty. */
        unsigned square =
            (unsigned)((built << 9) >> p & 7) | (unsigned)((built << 1) >> p & 7) << 3 | (unsigned)((built >> 7) >> p & 7) << 6;
        if (!closes_hole_square(b, x, y, square))
            n = push_spot(out, cap, n, x, y);
    }
    return n;
}

size_t alh_board_legal_spots(const AlhGame *g, int player, int tile, AlhSpot *out, size_t cap)
{
    const AlhBoard *b = &g->players[player].board;
    if (outside(tile))
        return outside_legal_spots(g, player, tile, out, cap);
    /* A module's geometry on this board: the frontier's cells where a module has its say are
     * checked in full, the others by the rows. The view is made only then (the base game never
     * needs it). */
    AlhPlaceView v;
    bool cell_by_cell = false;
    if (geometry_hooked(g, player, tile)) {
        v = alh_place_view(g, player);
        alh_place_view_hook(&v);
        cell_by_cell = reads_geometry(&v);
    }
    if (cell_by_cell)
        return legal_spots_modules(b, tile, &v, out, cap);
    return small_box(b) ? legal_spots_small(b, tile, out, cap) : legal_spots_rows(b, tile, NULL, out, cap);
}

/* Hooked when some module shapes this board (tile 0: any of its tiles), as alh_side_is_wall reads
 * it: the same answers as a view hooked tile by tile, built once. */
AlhPlaceView alh_place_view_walls(const AlhGame *g, int player) { return alh_view_for(g, player, 0); }

bool alh_place_side_wall(const AlhPlaceView *v, int x, int y, int side)
{
    int t = at(v->b, x, y);
    return t && edge_of(v, t, x, y, side) == ALH_EDGE_WALL;
}

unsigned alh_place_walls_shown(const AlhPlaceView *v, int tile, int x, int y)
{
    unsigned walls = 0;
    for (int side = 0; side < 4; side++)
        if (edge_of(v, tile, x, y, side) == ALH_EDGE_WALL)
            walls |= 1u << side;
    return walls;
}

bool alh_side_is_wall(const AlhGame *g, int player, int x, int y, int side)
{
    if (player < 0 || player >= g->num_players || side < 0 || side > 3)
        return false;
    AlhPlaceView v = alh_view_for(g, player, 0);
    return alh_place_side_wall(&v, x, y, side);
}

unsigned alh_tile_walls_shown(const AlhGame *g, int player, int tile)
{
    if (player < 0 || player >= g->num_players || tile <= 0 || tile > ALH_TILE_MAX || !alh_tile_info(tile))
        return 0;
    int x = 0, y = 0;
    if (tile != ALH_TILE_FOUNTAIN && g->where[tile].loc == ALH_LOC_ALHAMBRA) {
        x = g->where[tile].x;
        y = g->where[tile].y;
    }
    AlhPlaceView v = alh_view_for(g, player, tile);
    return alh_place_walls_shown(&v, tile, x, y);
}

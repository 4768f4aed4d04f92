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

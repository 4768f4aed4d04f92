/* SPDX-License-Identifier: MIT */
/*
 * One player's Alhambra as a value: its cells (occupancy bits a row, and the tiles of each row in
 * order), its bounding box and counters, and the window of words that the fast paths of the rules
 * read a small board as. The rules themselves: board_view.c, board_spots.c, board_remove.c and
 * longest_wall.c (board_internal.h says what they share).
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

/* ------------------------------------------------------------------ small boards as words */

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

/* SPDX-License-Identifier: MIT */
/*
 * One player's Alhambra and the five building rules (R12).
 *
 * The grid is a 64 x 64 torus indexed by coordinates modulo 64, with the fountain at 0,0. An
 * Alhambra holds at most 55 tiles, so its bounding box is never wider than 55 cells and, with an
 * empty ring around it, never meets itself across the wrap: no tile ever has to be moved.
 */
#include "engine_internal.h"

#include <string.h>

#define MAX_SPAN 62 /* widest bounding box we accept, leaving an empty ring on the torus */

static const int side_dx[4] = {0, 1, 0, -1};
static const int side_dy[4] = {-1, 0, 1, 0};

extern const AlhTileInfo alh_tile_table[55];
extern const AlhTileInfo alh_module_tile_table[ALH_TILE_SLOTS - ALH_TILE_SQUARE_FIRST];

int alh_tile_walls(int tile)
{
    if (tile >= 1 && tile <= ALH_NUM_TILES)
        return alh_tile_table[tile].walls;
    if (tile >= ALH_TILE_SQUARE_FIRST && tile <= ALH_TILE_MAX)
        return alh_module_tile_table[tile - ALH_TILE_SQUARE_FIRST].walls;
    return 0;
}

/* Hot path: building tiles first; the fountain and camps have no walls. */
static inline int walls_of(int tile)
{
    if (tile <= ALH_NUM_TILES)
        return alh_tile_table[tile].walls;
    return tile > ALH_TILE_FOUNTAIN ? alh_module_tile_table[tile - ALH_TILE_SQUARE_FIRST].walls : 0;
}
static inline bool has_wall(int tile, int side) { return (walls_of(tile) >> side) & 1; }

/*
 * What a side of a tile shows. Buildings, squares and the fountain have walls and open sides;
 * camps (which stand outside the walls) have bastions and green sides. Sides that touch must fit:
 * open to open, wall to wall, wall to bastion, green to green. Only open to open is a way on foot.
 */
enum { EDGE_OPEN = 0, EDGE_WALL = 1, EDGE_BASTION = 2, EDGE_GREEN = 3 };

static inline int edge_of(int tile, int side)
{
    if (alh_tile_is_camp(tile))
        return (alh_camp_bastions(tile) >> side) & 1 ? EDGE_BASTION : EDGE_GREEN;
    return has_wall(tile, side) ? EDGE_WALL : EDGE_OPEN;
}

static inline bool edges_fit(int a, int b)
{
    if (a == b)
        return a != EDGE_BASTION;
    return (a == EDGE_WALL && b == EDGE_BASTION) || (a == EDGE_BASTION && b == EDGE_WALL);
}

/* Whether a city gate stands between (x, y) and its neighbour on side s. */
static bool gate_between(const AlhBoard *b, int x, int y, int s)
{
    static const int dx[4] = {0, 1, 0, -1}, dy[4] = {-1, 0, 1, 0};
    for (int i = 0; i < b->gate_count; i++) {
        const AlhGate *g = &b->gates[i];
        if ((g->x == x && g->y == y && g->side == s) ||
            (g->x == x + dx[s] && g->y == y + dy[s] && g->side == ((s + 2) & 3)))
            return true;
    }
    return false;
}

/* Tiles that must be reachable on foot, fountain excluded (camps are not). */
static inline int walkable_count(const AlhBoard *b) { return b->tile_count - b->outside_count; }

/* The tile at x,y, or 0 outside the bounding box (so the torus never aliases). */
static inline int at(const AlhBoard *b, int x, int y)
{
    if (x < b->min_x || x > b->max_x || y < b->min_y || y > b->max_y)
        return 0;
    return alh_cell_get(b, x, y);
}

void alh_board_reset(AlhBoard *b)
{
    memset(b, 0, sizeof *b);
    alh_cell_set(b, 0, 0, ALH_TILE_FOUNTAIN);
}

static void bbox_include(AlhBoard *b, int x, int y)
{
    if (x < b->min_x) b->min_x = (int8_t)x;
    if (x > b->max_x) b->max_x = (int8_t)x;
    if (y < b->min_y) b->min_y = (int8_t)y;
    if (y > b->max_y) b->max_y = (int8_t)y;
}

/* Counters of one piece entering (+1) or leaving (-1) the Alhambra: squares and camps are tiles
 * but not buildings (squares count for majorities through the Squares module). */
static void count_piece(AlhBoard *b, int tile, int delta)
{
    if (tile >= 1 && tile <= ALH_NUM_TILES) {
        b->tile_count = (uint8_t)(b->tile_count + delta);
        b->type_count[alh_tile_info(tile)->type] = (uint8_t)(b->type_count[alh_tile_info(tile)->type] + delta);
    } else if (tile > ALH_TILE_FOUNTAIN && tile <= ALH_TILE_MAX) {
        b->tile_count = (uint8_t)(b->tile_count + delta);
        if (alh_tile_is_camp(tile))
            b->outside_count = (uint8_t)(b->outside_count + delta);
    }
}

void alh_board_put(AlhBoard *b, int tile, int x, int y)
{
    alh_cell_set(b, x, y, tile);
    bbox_include(b, x, y);
    count_piece(b, tile, 1);
}

/* Shrinks the bounding box after a removal by scanning the cells inside the old one. */
static void bbox_recompute(AlhBoard *b)
{
    int min_x = 0, max_x = 0, min_y = 0, max_y = 0;
    for (int y = b->min_y; y <= b->max_y; y++)
        for (int x = b->min_x; x <= b->max_x; x++)
            if (alh_cell_get(b, x, y)) {
                if (x < min_x) min_x = x;
                if (x > max_x) max_x = x;
                if (y < min_y) min_y = y;
                if (y > max_y) max_y = y;
            }
    b->min_x = (int8_t)min_x; b->max_x = (int8_t)max_x;
    b->min_y = (int8_t)min_y; b->max_y = (int8_t)max_y;
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
    /* Scan the whole torus once; coordinates are recovered in -32..31 around the fountain,
     * which callers that build boards from positions keep in range. */
    for (int gy = 0; gy < ALH_GRID; gy++)
        for (int gx = 0; gx < ALH_GRID; gx++) {
            int tile = b->cell[gy][gx];
            if (!tile)
                continue;
            int x = gx >= ALH_GRID / 2 ? gx - ALH_GRID : gx;
            int y = gy >= ALH_GRID / 2 ? gy - ALH_GRID : gy;
            bbox_include(b, x, y);
            count_piece(b, tile, 1);
        }
}

int alh_board_tile_at(const AlhBoard *b, int x, int y)
{
    return at(b, x, y);
}

/* ------------------------------------------------------------------ flood fills */

typedef struct Box { int min_x, max_x, min_y, max_y; } Box;

static inline bool on_or_outside_border(const Box *box, int x, int y)
{
    return x <= box->min_x || x >= box->max_x || y <= box->min_y || y >= box->max_y;
}

typedef struct Visited { uint64_t rows[ALH_GRID]; } Visited;

static inline bool visited_test_set(Visited *v, int x, int y)
{
    uint64_t bit = (uint64_t)1 << (x & (ALH_GRID - 1));
    uint64_t *row = &v->rows[y & (ALH_GRID - 1)];
    if (*row & bit)
        return true;
    *row |= bit;
    return false;
}

static void visited_clear(Visited *v)
{
    memset(v, 0, sizeof *v);
}

/* Every cell a search marks lies strictly inside its box (cells on the border end the search before
 * being marked), so only the box's rows need clearing or merging. */
static void visited_clear_rows(Visited *v, const Box *box)
{
    for (int y = box->min_y; y <= box->max_y; y++)
        v->rows[y & (ALH_GRID - 1)] = 0;
}

static void visited_merge_rows(Visited *into, const Visited *from, const Box *box)
{
    for (int y = box->min_y; y <= box->max_y; y++)
        into->rows[y & (ALH_GRID - 1)] |= from->rows[y & (ALH_GRID - 1)];
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
static bool empty_cell_escapes(const AlhBoard *b, const Box *box, int sx, int sy, int bx, int by,
                               const Visited *leads_out, Visited *seen)
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
            if ((nx == bx && ny == by) || alh_cell_get(b, nx, ny))
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

/*
 * Counts the tiles reachable on foot from the fountain across open sides, as if the cell (ox, oy)
 * held `override` (0: empty) instead of what the board has there.
 */
static int count_reachable_with(const AlhBoard *b, int ox, int oy, int override)
{
    int8_t qx[ALH_TILE_SLOTS + 1], qy[ALH_TILE_SLOTS + 1];
    Visited seen;
    visited_clear(&seen);
    int head = 0, tail = 0;
    qx[tail] = 0; qy[tail] = 0; tail++;
    visited_test_set(&seen, 0, 0);
    while (head < tail) {
        int x = qx[head], y = qy[head];
        head++;
        int tile = (x == ox && y == oy) ? override : at(b, x, y);
        int walls = walls_of(tile);
        for (int s = 0; s < 4; s++) {
            int nx = x + side_dx[s], ny = y + side_dy[s];
            int n = (nx == ox && ny == oy) ? override : at(b, nx, ny);
            if (!n || alh_tile_is_camp(n))
                continue;
            bool open = !((walls >> s) & 1) && !has_wall(n, (s + 2) & 3);
            if (!open && !(b->gate_count && gate_between(b, x, y, s)))
                continue;
            if (visited_test_set(&seen, nx, ny))
                continue;
            if (tail <= ALH_TILE_SLOTS) {
                qx[tail] = (int8_t)nx; qy[tail] = (int8_t)ny; tail++;
            }
        }
    }
    return tail;
}

static int count_reachable(const AlhBoard *b)
{
    return alh_cell_get(b, 0, 0) ? count_reachable_with(b, 1000, 1000, 0) : 0;
}

/* ------------------------------------------------------------------ the building rules */

/* Whether building on the empty cell (x, y) would close in an empty region (R12). The Alhambra had
 * no hole before, so only the empty neighbours of the new tile can be closed in. */
static bool closes_hole(const AlhBoard *b, int x, int y)
{
    Box box = {b->min_x, b->max_x, b->min_y, b->max_y};
    if (x < box.min_x) box.min_x = x;
    if (x > box.max_x) box.max_x = x;
    if (y < box.min_y) box.min_y = y;
    if (y > box.max_y) box.max_y = y;
    bool interior_neighbour = false;
    for (int s = 0; s < 4; s++) {
        int nx = x + side_dx[s], ny = y + side_dy[s];
        if (!at(b, nx, ny) && !on_or_outside_border(&box, nx, ny))
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
        if (at(b, nx, ny))
            continue;
        visited_clear_rows(&seen, &box);
        if (!empty_cell_escapes(b, &box, nx, ny, x, y, &leads_out, &seen))
            return true;
        visited_merge_rows(&leads_out, &seen, &box);
    }
    return false;
}

AlhError alh_board_spot_check(const AlhBoard *b, int tile, int x, int y)
{
    if (!alh_tile_info(tile) || tile == ALH_TILE_FOUNTAIN)
        return ALH_ERR_NO_SUCH_TILE;
    if (x < -60 || x > 60 || y < -60 || y > 60)
        return ALH_ERR_OUT_OF_RANGE;
    Box box = {b->min_x, b->max_x, b->min_y, b->max_y};
    if (x < box.min_x) box.min_x = x;
    if (x > box.max_x) box.max_x = x;
    if (y < box.min_y) box.min_y = y;
    if (y > box.max_y) box.max_y = y;
    if (box.max_x - box.min_x + 1 > MAX_SPAN || box.max_y - box.min_y + 1 > MAX_SPAN)
        return ALH_ERR_OUT_OF_RANGE;
    if (at(b, x, y))
        return ALH_ERR_SPOT_OCCUPIED;

    bool joined = false, mismatch = false, camp_mismatch = false, reachable = false, anchored = false;
    for (int s = 0; s < 4; s++) {
        int n = at(b, x + side_dx[s], y + side_dy[s]);
        if (!n)
            continue;
        joined = true;
        int mine = edge_of(tile, s), theirs = edge_of(n, (s + 2) & 3);
        if (!edges_fit(mine, theirs)) {
            mismatch = true;
            camp_mismatch |= alh_tile_is_camp(tile) || alh_tile_is_camp(n);
        } else if (mine == EDGE_OPEN) {
            reachable = true; /* every building already built is reachable, so this one is too */
        } else if (mine == EDGE_BASTION) {
            anchored = true;
        }
    }
    if (!joined)
        return ALH_ERR_SPOT_NOT_ADJACENT;
    if (mismatch)
        return camp_mismatch ? ALH_ERR_CAMP_EDGES : ALH_ERR_WALL_MISMATCH;
    if (alh_tile_is_camp(tile)) {
        if (!anchored) /* a camp joins by a bastion against a wall; the on-foot rule does not apply */
            return ALH_ERR_CAMP_EDGES;
    } else if (!reachable) {
        return ALH_ERR_NOT_REACHABLE;
    }

    return closes_hole(b, x, y) ? ALH_ERR_LEAVES_HOLE : ALH_OK;
}

/* Bounding box of the board without the cell (x, y). */
static Box box_without(const AlhBoard *b, int x, int y)
{
    Box box = {0, 0, 0, 0};
    for (int yy = b->min_y; yy <= b->max_y; yy++)
        for (int xx = b->min_x; xx <= b->max_x; xx++)
            if ((xx != x || yy != y) && alh_cell_get(b, xx, yy)) {
                if (xx < box.min_x) box.min_x = xx;
                if (xx > box.max_x) box.max_x = xx;
                if (yy < box.min_y) box.min_y = yy;
                if (yy > box.max_y) box.max_y = yy;
            }
    return box;
}

/* Whether a gate stands on any side of (x, y): such tiles are never moved again. */
static bool under_gate(const AlhBoard *b, int x, int y)
{
    for (int s = 0; s < 4 && b->gate_count; s++)
        if (gate_between(b, x, y, s))
            return true;
    return false;
}

/* Whether the camp at (cx, cy) keeps a bastion against a wall if (x, y) held `override`. */
static bool camp_anchored_with(const AlhBoard *b, int cx, int cy, int x, int y, int override)
{
    int camp = (cx == x && cy == y) ? override : at(b, cx, cy);
    for (int s = 0; s < 4; s++) {
        int nx = cx + side_dx[s], ny = cy + side_dy[s];
        int n = (nx == x && ny == y) ? override : at(b, nx, ny);
        if (n && edge_of(camp, s) == EDGE_BASTION && edge_of(n, (s + 2) & 3) == EDGE_WALL)
            return true;
    }
    return false;
}

/* After (x, y) takes `override` (0: emptied), every neighbouring camp must still be anchored. */
static bool neighbour_camps_anchored(const AlhBoard *b, int x, int y, int override)
{
    if (!b->outside_count)
        return true;
    for (int s = 0; s < 4; s++) {
        int nx = x + side_dx[s], ny = y + side_dy[s];
        if (alh_tile_is_camp(at(b, nx, ny)) && !camp_anchored_with(b, nx, ny, x, y, override))
            return false;
    }
    return true;
}

AlhError alh_board_remove_check(const AlhBoard *b, int x, int y)
{
    int tile = at(b, x, y);
    if (tile == ALH_TILE_FOUNTAIN)
        return ALH_ERR_FOUNTAIN;
    if (!tile)
        return ALH_ERR_NO_SUCH_TILE;
    if (b->gate_count && under_gate(b, x, y))
        return ALH_ERR_GATE_LOCKED;
    /* One walkable tile fewer (unless a camp goes), the fountain more. */
    if (count_reachable_with(b, x, y, 0) != walkable_count(b) - (alh_tile_is_camp(tile) ? 0 : 1) + 1)
        return ALH_ERR_NOT_REACHABLE;
    if (!neighbour_camps_anchored(b, x, y, 0))
        return ALH_ERR_CAMP_EDGES;
    /* The freed cell must open onto the outside of the smaller Alhambra. The search treats the
     * freed cell as empty: it reads the board, so walk from it with the cell itself as start. */
    Box box = box_without(b, x, y);
    if (on_or_outside_border(&box, x, y))
        return ALH_OK;
    for (int s = 0; s < 4; s++) {
        int nx = x + side_dx[s], ny = y + side_dy[s];
        if (at(b, nx, ny))
            continue;
        Visited seen; /* fresh for each neighbour */
        visited_clear_rows(&seen, &box);
        if (empty_cell_escapes(b, &box, nx, ny, x, y, NULL, &seen))
            return ALH_OK;
    }
    return ALH_ERR_LEAVES_HOLE;
}

AlhError alh_board_swap_check(const AlhBoard *b, int tile, int x, int y)
{
    int old = at(b, x, y);
    if (old == ALH_TILE_FOUNTAIN)
        return ALH_ERR_FOUNTAIN;
    if (!old || !alh_tile_info(tile) || tile == ALH_TILE_FOUNTAIN)
        return ALH_ERR_NO_SUCH_TILE;
    if (b->gate_count && under_gate(b, x, y))
        return ALH_ERR_GATE_LOCKED;
    bool camps = alh_tile_is_camp(tile) || b->outside_count;
    for (int s = 0; s < 4; s++) {
        int n = at(b, x + side_dx[s], y + side_dy[s]);
        if (n && !edges_fit(edge_of(tile, s), edge_of(n, (s + 2) & 3)))
            return camps ? ALH_ERR_CAMP_EDGES : ALH_ERR_WALL_MISMATCH;
    }
    int walkable = walkable_count(b) - (alh_tile_is_camp(old) ? 0 : 1) + (alh_tile_is_camp(tile) ? 0 : 1);
    if (count_reachable_with(b, x, y, tile) != walkable + 1)
        return ALH_ERR_NOT_REACHABLE;
    if (alh_tile_is_camp(tile) && !camp_anchored_with(b, x, y, x, y, tile))
        return ALH_ERR_CAMP_EDGES;
    if (!neighbour_camps_anchored(b, x, y, tile))
        return ALH_ERR_CAMP_EDGES;
    return ALH_OK;
}

bool alh_board_is_legal(const AlhBoard *b, char *msg, size_t msg_size)
{
    if (alh_cell_get(b, 0, 0) != ALH_TILE_FOUNTAIN) {
        alh_str_copy(msg, msg_size, "the fountain is not at 0,0");
        return false;
    }
    if (b->max_x - b->min_x + 1 > MAX_SPAN || b->max_y - b->min_y + 1 > MAX_SPAN) {
        alh_str_copy(msg, msg_size, "the Alhambra is too wide");
        return false;
    }
    for (int y = b->min_y; y <= b->max_y; y++)
        for (int x = b->min_x; x <= b->max_x; x++) {
            int t = alh_cell_get(b, x, y);
            if (!t)
                continue;
            if (alh_tile_is_camp(t) && !camp_anchored_with(b, x, y, 1000, 1000, 0)) {
                alh_str_format_int(msg, msg_size, "a camp joins no wall with a bastion at x=", x, "");
                return false;
            }
            for (int s = 1; s <= 2; s++) { /* east and south cover every pair once */
                int n = at(b, x + side_dx[s], y + side_dy[s]);
                if (n && !edges_fit(edge_of(t, s), edge_of(n, (s + 2) & 3))) {
                    alh_str_format_int(msg, msg_size, "wall mismatch next to the tile at x=", x, "");
                    return false;
                }
            }
        }
    if (count_reachable(b) != walkable_count(b) + 1) {
        alh_str_copy(msg, msg_size, "a tile is not reachable on foot from the fountain");
        return false;
    }
    Box box = {b->min_x, b->max_x, b->min_y, b->max_y};
    for (int y = b->min_y; y <= b->max_y; y++)
        for (int x = b->min_x; x <= b->max_x; x++)
            if (!alh_cell_get(b, x, y)) {
                Visited fresh;
                visited_clear_rows(&fresh, &box);
                if (!empty_cell_escapes(b, &box, x, y, 1000, 1000, NULL, &fresh)) {
                    alh_str_format_int(msg, msg_size, "an empty space is closed in at x=", x, "");
                    return false;
                }
            }
    return true;
}

/*
 * All legal spots for a tile at once. For each empty cell next to the Alhambra the neighbours fix
 * which sides must carry a wall (`need`) among the sides that touch a tile (`touch`); a tile fits
 * when its walls agree on those sides and at least one touching side is open on both. Whether the
 * cell would close in a hole does not depend on the tile, and is asked only for cells that fit.
 */
size_t alh_board_legal_spots(const AlhBoard *b, int tile, AlhSpot *out, size_t cap)
{
    int walls = walls_of(tile);
    /* Camps on the board or in hand: the edge rules are richer; check each frontier cell in full. */
    bool full_check = b->outside_count || alh_tile_is_camp(tile);
    size_t n = 0;
    int x0 = b->min_x - 1;
    for (int y = b->min_y - 1; y <= b->max_y + 1; y++) {
        /* Empty cells with a built neighbour, from the occupancy rows (the torus wraps the shifts). */
        uint64_t row = b->occupied[y & (ALH_GRID - 1)];
        uint64_t near = b->occupied[(y - 1) & (ALH_GRID - 1)] | b->occupied[(y + 1) & (ALH_GRID - 1)] |
                        (row << 1 | row >> 63) | (row >> 1 | row << 63);
        uint64_t frontier = near & ~row;
        int shift = x0 & (ALH_GRID - 1); /* rotate so that bit 0 is x0: spots come out west to east */
        if (shift)
            frontier = frontier >> shift | frontier << (ALH_GRID - shift);
        while (frontier) {
            int bit = __builtin_ctzll(frontier);
            frontier &= frontier - 1;
            int x = x0 + bit;
            if (x > b->max_x + 1)
                continue;
            int touch = 0, need = 0;
            for (int s = 0; s < 4; s++) {
                /* Raw reads are safe here: a box at most 62 wide leaves two empty columns and rows
                 * on the torus, so cells up to two steps outside it never alias a tile. */
                int t = alh_cell_get(b, x + side_dx[s], y + side_dy[s]);
                if (!t)
                    continue;
                touch |= 1 << s;
                if (has_wall(t, (s + 2) & 3))
                    need |= 1 << s;
            }
            if (full_check) {
                if (alh_board_spot_check(b, tile, x, y) != ALH_OK)
                    continue;
                if (n < cap) {
                    out[n].x = (int8_t)x;
                    out[n].y = (int8_t)y;
                }
                n++;
                continue;
            }
            if (!touch || (walls & touch) != need || (touch & ~need) == 0)
                continue;
            if (x < -60 || x > 60 || y < -60 || y > 60)
                continue;
            int span_x = (x < b->min_x ? b->max_x - x : x > b->max_x ? x - b->min_x : b->max_x - b->min_x) + 1;
            int span_y = (y < b->min_y ? b->max_y - y : y > b->max_y ? y - b->min_y : b->max_y - b->min_y) + 1;
            if (span_x > MAX_SPAN || span_y > MAX_SPAN || closes_hole(b, x, y))
                continue;
            if (n < cap) {
                out[n].x = (int8_t)x;
                out[n].y = (int8_t)y;
            }
            n++;
        }
    }
    return n;
}

/* ------------------------------------------------------------------ longest wall (R7) */

#define MAX_WALL_EDGES (ALH_TILE_SLOTS * 4)
#define MAX_WALL_VERTS (MAX_WALL_EDGES * 2)

typedef struct WallGraph {
    int vert_count, edge_count;
    int16_t vx[MAX_WALL_VERTS], vy[MAX_WALL_VERTS];
    int16_t edge_a[MAX_WALL_EDGES], edge_b[MAX_WALL_EDGES];
    uint8_t degree[MAX_WALL_VERTS];
    int16_t adj[MAX_WALL_VERTS][4]; /* edge ids; a corner touches at most four segments */
} WallGraph;

static int wall_vertex(WallGraph *g, int x, int y)
{
    for (int i = 0; i < g->vert_count; i++)
        if (g->vx[i] == x && g->vy[i] == y)
            return i;
    g->vx[g->vert_count] = (int16_t)x;
    g->vy[g->vert_count] = (int16_t)y;
    g->degree[g->vert_count] = 0;
    return g->vert_count++;
}

static void wall_add_edge(WallGraph *g, int x0, int y0, int x1, int y1)
{
    int a = wall_vertex(g, x0, y0), b = wall_vertex(g, x1, y1);
    int e = g->edge_count++;
    g->edge_a[e] = (int16_t)a;
    g->edge_b[e] = (int16_t)b;
    if (g->degree[a] < 4) g->adj[a][g->degree[a]++] = (int16_t)e;
    if (g->degree[b] < 4) g->adj[b][g->degree[b]++] = (int16_t)e;
}

typedef struct TrailSearch {
    const WallGraph *g;
    uint64_t used[(MAX_WALL_EDGES + 63) / 64];
    int best;
    int goal;        /* edges of the component: no trail can be longer */
    long budget;     /* steps left; the search is exact unless a pathological graph exhausts it */
} TrailSearch;

static void trail_dfs(TrailSearch *t, int v, int length)
{
    if (length > t->best)
        t->best = length;
    if (t->best >= t->goal || --t->budget < 0)
        return;
    for (int i = 0; i < t->g->degree[v]; i++) {
        int e = t->g->adj[v][i];
        uint64_t bit = (uint64_t)1 << (e & 63);
        if (t->used[e >> 6] & bit)
            continue;
        t->used[e >> 6] |= bit;
        int w = t->g->edge_a[e] == v ? t->g->edge_b[e] : t->g->edge_a[e];
        trail_dfs(t, w, length + 1);
        t->used[e >> 6] &= ~bit;
    }
}

int alh_longest_wall(const AlhBoard *b)
{
    WallGraph g;
    g.vert_count = g.edge_count = 0;
    for (int y = b->min_y; y <= b->max_y; y++)
        for (int x = b->min_x; x <= b->max_x; x++) {
            int t = alh_cell_get(b, x, y);
            if (!t)
                continue;
            int walls = alh_tile_walls(t);
            for (int s = 0; s < 4; s++) {
                int n = at(b, x + side_dx[s], y + side_dy[s]);
                /* A wall is outer when nothing, or only a camp's bastion, stands against it. */
                if (!((walls >> s) & 1) || (n && !alh_tile_is_camp(n)))
                    continue;
                switch (s) {
                case ALH_NORTH: wall_add_edge(&g, x, y, x + 1, y); break;
                case ALH_EAST: wall_add_edge(&g, x + 1, y, x + 1, y + 1); break;
                case ALH_SOUTH: wall_add_edge(&g, x, y + 1, x + 1, y + 1); break;
                default: wall_add_edge(&g, x, y, x, y + 1); break;
                }
            }
        }
    if (g.edge_count == 0)
        return 0;

    /* Split into connected components; a component with at most two odd corners is walked whole. */
    int comp[MAX_WALL_VERTS];
    for (int i = 0; i < g.vert_count; i++)
        comp[i] = -1;
    int best = 0;
    for (int start = 0; start < g.vert_count; start++) {
        if (comp[start] >= 0)
            continue;
        int stack[MAX_WALL_VERTS], top = 0, members[MAX_WALL_VERTS], member_count = 0;
        comp[start] = start;
        stack[top++] = start;
        int edges2 = 0, odd = 0;
        while (top) {
            int v = stack[--top];
            members[member_count++] = v;
            edges2 += g.degree[v];
            odd += g.degree[v] & 1;
            for (int i = 0; i < g.degree[v]; i++) {
                int e = g.adj[v][i];
                int w = g.edge_a[e] == v ? g.edge_b[e] : g.edge_a[e];
                if (comp[w] < 0) {
                    comp[w] = start;
                    stack[top++] = w;
                }
            }
        }
        int edges = edges2 / 2;
        if (edges <= best)
            continue;
        if (odd <= 2) {
            best = edges;
            continue;
        }
        TrailSearch t;
        memset(&t, 0, sizeof t);
        t.g = &g;
        t.best = best;
        t.goal = edges;
        t.budget = 2000000;
        for (int i = 0; i < member_count && t.best < t.goal; i++)
            trail_dfs(&t, members[i], 0);
        best = t.best;
    }
    return best;
}

/* SPDX-License-Identifier: MIT */
/*
 * The board as the rules read it: a view of one player's Alhambra with the modules' placement hooks
 * (AlhPlaceView, module.h) and what its sides show; the two searches the rules share (the tiles
 * reached on foot from the fountain, the empty cells that lead out of the box); and whether a whole
 * board is legal.
 */
#include "board_internal.h"

#include <string.h>

/* ------------------------------------------------------------------ the view, and what its sides show */

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

/* ------------------------------------------------------------------ flood fills */

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

/* ------------------------------------------------------------------ a whole board */

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

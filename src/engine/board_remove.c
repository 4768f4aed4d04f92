/* SPDX-License-Identifier: MIT */
/*
 * The redesign's checks on one player's Alhambra: whether a tile may leave it for the reserve
 * (alh_board_remove_check: every other tile still reachable on foot, no empty space closed in) or
 * be swapped for a reserve tile in exactly its place (alh_board_swap_check: the building rules for
 * the new tile, every tile still reachable). A base-game board of a small box is judged on its words.
 */
#include "board_internal.h"

static AlhError lock_of(const AlhPlaceView *v, int x, int y)
{
    ALH_FOR_MODSET(&v->lock_mods, m)
    { /* empty unless hooked */
        AlhError e = m->locked(v, x, y);
        if (e != ALH_OK)
            return e;
    }
    return ALH_OK;
}

/* Bounding box of the board without the cell (x, y). */
static Box box_without(const AlhBoard *b, int x, int y)
{
    Box box = {b->min_x, b->max_x, b->min_y, b->max_y};
    if (x > b->min_x && x < b->max_x && y > b->min_y && y < b->max_y)
        return box; /* a cell inside the box holds none of its edges */
    /* The built cells but (x, y), a row of the box at a time (as bbox_recompute), from (0, 0) on. */
    box = (Box){0, 0, 0, 0};
    int width = b->max_x - b->min_x + 1;
    unsigned shift = (unsigned)b->min_x & (ALH_GRID - 1);
    uint64_t inside = width >= ALH_GRID ? ~(uint64_t)0 : ((uint64_t)1 << width) - 1;
    for (int yy = b->min_y; yy <= b->max_y; yy++) {
        uint64_t row = b->occupied[yy & (ALH_GRID - 1)];
        if (yy == y)
            row &= ~((uint64_t)1 << ((unsigned)x & (ALH_GRID - 1)));
        row = rotate_right(row, shift) & inside; /* bit 0 is min_x */
        if (!row)
            continue;
        box_take(&box, b->min_x + __builtin_ctzll(row), b->min_x + 63 - __builtin_clzll(row), yy);
    }
    return box;
}

/* Whether the tiles at (x, y) and across its side s, both standing, have a way on foot between
 * them, as alh_count_reachable_view reads the two (the neighbour a tile inside the walls). */
static bool way_across(const AlhPlaceView *v, int x, int y, int tile, int s)
{
    int nx = x + side_dx[s], ny = y + side_dy[s];
    int n = alh_place_at(v, nx, ny);
    if (!n || outside(n))
        return false;
    return way_between(v, tile, x, y, s, n);
}

/*
 * Whether taking the tile at (x, y) out of a legal board (every tile reachable on foot) leaves every
 * other tile reachable, judged from the eight cells round it alone; false: no answer, the flood fill
 * says. A way on foot crosses the cell from one of its neighbours with a way into it to another; when
 * there are fewer than two such neighbours, or they are all joined round the cell (the ring of eight
 * cells, walked from side to side), every such way has a way round it. A piece outside the walls is
 * never walked through. This relies on what a side shows and the ways through walls depending on
 * the two tiles that meet there only (module.h: edge, passage), never on a third cell.
 */
static bool removal_keeps_ways(const AlhPlaceView *v, int x, int y, int tile)
{
    if (outside(tile))
        return true;
    unsigned into = 0; /* bit s: a way on foot between the cell and its neighbour across side s */
    for (int s = 0; s < 4; s++)
        into |= (unsigned)way_across(v, x, y, tile, s) << s;
    if ((into & (into - 1)) == 0)
        return true; /* none or one: no way passes through the cell */
    /* The ring clockwise from the north (N, NE, E, SE, S, SW, W, NW): cell i and i + 1 meet across
     * side ring_side[i] of cell i; the neighbour across side s is cell 2 s. */
    static const int ring_dx[8] = {0, 1, 1, 1, 0, -1, -1, -1}, ring_dy[8] = {-1, -1, 0, 1, 1, 1, 0, -1};
    static const int ring_side[8] = {ALH_EAST, ALH_SOUTH, ALH_SOUTH, ALH_WEST, ALH_WEST, ALH_NORTH, ALH_NORTH, ALH_EAST};
    unsigned links = 0; /* bit i: a way on foot between ring cells i and i + 1 */
    for (int i = 0; i < 8; i++) {
        int rx = x + ring_dx[i], ry = y + ring_dy[i];
        int r = alh_place_at(v, rx, ry);
        if (r && !outside(r) && way_across(v, rx, ry, r, ring_side[i]))
            links |= 1u << i;
    }
    if (links == 0xFF)
        return true;
    /* The ring's arcs, numbered from a missing link on: the neighbours with a way in must share one. */
    int start = __builtin_ctz(~links & 0xFF) + 1, arc = 0, arc_of[8];
    for (int k = 0; k < 8; k++) {
        int i = (start + k) & 7;
        arc_of[i] = arc;
        arc += !((links >> i) & 1);
    }
    int first = -1;
    for (int s = 0; s < 4; s++) {
        if (!((into >> s) & 1))
            continue;
        if (first < 0)
            first = arc_of[2 * s];
        else if (arc_of[2 * s] != first)
            return false;
    }
    return true;
}

/* Whether a board is judged by the base game's rules alone (no module of the game has its say on a
 * placement, no piece stands outside the walls) and its box is small: the words can judge it. A
 * placement module anywhere in the game turns the words off for every board, on purpose: the
 * redesigns' checks are rare, and the listing's finer test board by board (geometry_hooked) would
 * be one more thing to keep exact here. */
static bool base_rules_small(const AlhGame *g, const AlhBoard *b)
{
    AlhModuleSet placing = alh_place_modules(g);
    return alh_modset_empty(&placing) && b->outside_count == 0 && small_box(b);
}

/* The cells strictly inside the bounding box of the built cells of a window (at least one built). */
static uint64_t box_interior(uint64_t built)
{
    uint64_t columns = built | built >> 32;
    columns |= columns >> 16;
    columns |= columns >> 8;
    columns &= 0xFF;
    const uint64_t low7 = 0x7F7F7F7F7F7F7F7FULL, tops = 0x8080808080808080ULL;
    uint64_t rows = (((built & low7) + low7) | built) & tops; /* the top bit of each row holding a cell */
    int min_c = __builtin_ctzll(columns), max_c = 63 - __builtin_clzll(columns);
    int min_r = __builtin_ctzll(rows) / 8, max_r = (63 - __builtin_clzll(rows)) / 8;
    uint64_t inner_columns = max_c > min_c + 1 ? ((uint64_t)1 << max_c) - ((uint64_t)1 << (min_c + 1)) : 0;
    uint64_t inner_rows = max_r > min_r + 1 ? ((uint64_t)1 << (8 * max_r)) - ((uint64_t)1 << (8 * (min_r + 1))) : 0;
    return inner_columns * 0x0101010101010101ULL & inner_rows;
}

/*
 * alh_board_remove_check for a base-game board of a small box (no module has its say, no piece
 * outside the walls), on the words of its window: the same answers in the same order, the walk on
 * foot from the fountain and the way out of the freed cell as flood fills on words instead of a
 * search cell by cell (a redesign comes a few times a game, its branches each time new to the
 * predictor). The tile at (x, y) is a building.
 */
static AlhError remove_check_small(const AlhBoard *b, int x, int y)
{
    const int x0 = b->min_x - 1, y0 = b->min_y - 1;
    const BoxWords w = alh_box_words(b, x0, y0);
    const uint64_t cell = window_bit(x0, y0, x, y), built = w.occupied & ~cell;
    /* Every other tile still reachable on foot from the fountain. */
    if (!all_on_foot(built, w.walls, window_bit(x0, y0, 0, 0)))
        return ALH_ERR_NOT_REACHABLE;
    /* The freed cell opens onto the outside of the smaller Alhambra: from it, through empty cells
     * inside the new box, some empty cell on or beyond the box's border is next door. */
    const uint64_t inner = box_interior(built), empty = ~built;
    if (!(cell & inner))
        return ALH_OK;
    const uint64_t open = empty & inner; /* columns 1 to 6: no step crosses a row's end */
    uint64_t region = flood_words(cell, open & open >> 1, open & open >> 8);
    uint64_t next_door = region << 1 | region >> 1 | region << 8 | region >> 8;
    return next_door & empty & ~inner ? ALH_OK : ALH_ERR_LEAVES_HOLE;
}

AlhError alh_board_remove_check(const AlhGame *g, int player, int x, int y)
{
    const AlhBoard *board = &g->players[player].board;
    if (base_rules_small(g, board)) {
        int tile = at(board, x, y);
        if (tile == ALH_TILE_FOUNTAIN)
            return ALH_ERR_FOUNTAIN;
        return tile ? remove_check_small(board, x, y) : ALH_ERR_NO_SUCH_TILE;
    }
    AlhPlaceView v = alh_view_for(g, player, 0);
    const AlhBoard *b = v.b;
    int tile = at(b, x, y);
    if (tile == ALH_TILE_FOUNTAIN)
        return ALH_ERR_FOUNTAIN;
    if (!tile)
        return ALH_ERR_NO_SUCH_TILE;
    AlhError e = lock_of(&v, x, y);
    if (e != ALH_OK)
        return e;
    bool keeps_ways = removal_keeps_ways(&v, x, y, tile);
    v.ox = x;
    v.oy = y;
    v.otile = 0;
    /* One walkable tile fewer (unless a piece outside the walls goes), the fountain more. */
    if (!keeps_ways && alh_count_reachable_view(&v) != alh_view_walkable(&v) + 1)
        return ALH_ERR_NOT_REACHABLE;
    e = local_checks(&v, x, y);
    if (e != ALH_OK)
        return e;
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
        if (alh_empty_cell_escapes(b, &box, nx, ny, x, y, NULL, &seen))
            return ALH_OK;
    }
    return ALH_ERR_LEAVES_HOLE;
}

static AlhError swap_check(const AlhPlaceView *v0, int tile, int x, int y)
{
    const AlhBoard *b = v0->b;
    int old = at(b, x, y);
    if (old == ALH_TILE_FOUNTAIN)
        return ALH_ERR_FOUNTAIN;
    if (!old || !alh_tile_info(tile) || tile == ALH_TILE_FOUNTAIN)
        return ALH_ERR_NO_SUCH_TILE;
    AlhError e = lock_of(v0, x, y);
    if (e != ALH_OK)
        return e;
    AlhPlaceView v = *v0;
    v.ox = x;
    v.oy = y;
    v.otile = tile;
    AlhError mismatch = ALH_OK;
    for (int s = 0; s < 4; s++) {
        int nx = x + side_dx[s], ny = y + side_dy[s];
        int n = at(b, nx, ny);
        if (!n)
            continue;
        AlhError fit = edges_fit(&v, edge_of(&v, tile, x, y, s), edge_of(&v, n, nx, ny, (s + 2) & 3));
        if (fit != ALH_OK)
            mismatch = worse(mismatch, fit);
    }
    if (mismatch != ALH_OK)
        return mismatch;
    /* The old tile out keeps every way on foot, and the new one has a way to a neighbour (all of
     * which are reachable then), or stands outside the walls: everything is reachable. */
    bool keeps_ways = removal_keeps_ways(v0, x, y, old), reached = outside(tile);
    for (int s = 0; s < 4 && keeps_ways && !reached; s++)
        reached = way_across(&v, x, y, tile, s);
    if (!(keeps_ways && reached) && alh_count_reachable_view(&v) != alh_view_walkable(&v) + 1)
        return ALH_ERR_NOT_REACHABLE;
    return local_checks(&v, x, y);
}

/*
 * alh_board_swap_check for a base-game board of a small box, on the words of its window, as
 * remove_check_small: the tile's walls against its neighbours', then the walk on foot from the
 * fountain with the tile in place, as a flood fill on words. The tile at (x, y) is a building and
 * `tile` a building of the base game.
 */
static AlhError swap_check_small(const AlhBoard *b, int tile, int x, int y)
{
    const int x0 = b->min_x - 1, y0 = b->min_y - 1;
    BoxWords w = alh_box_words(b, x0, y0);
    const uint64_t cell = window_bit(x0, y0, x, y), built = w.occupied;
    const unsigned walls = (unsigned)walls_of(tile);
    for (int s = 0; s < 4; s++) /* the new tile's walls in its cell */
        w.walls[s] = (w.walls[s] & ~cell) | (cell & -(uint64_t)((walls >> s) & 1));
    /* Each side of the cell with a tile against it: the same wall on both, or none on both. */
    uint64_t mismatch = (built >> 1 & (w.walls[ALH_EAST] ^ w.walls[ALH_WEST] >> 1)) |
                        (built << 1 & (w.walls[ALH_WEST] ^ w.walls[ALH_EAST] << 1)) |
                        (built >> 8 & (w.walls[ALH_SOUTH] ^ w.walls[ALH_NORTH] >> 8)) |
                        (built << 8 & (w.walls[ALH_NORTH] ^ w.walls[ALH_SOUTH] << 8));
    if (mismatch & cell)
        return ALH_ERR_WALL_MISMATCH;
    /* Every tile reachable on foot from the fountain with the new one in place. */
    return all_on_foot(built, w.walls, window_bit(x0, y0, 0, 0)) ? ALH_OK : ALH_ERR_NOT_REACHABLE;
}

AlhError alh_board_swap_check(const AlhGame *g, int player, int tile, int x, int y)
{
    const AlhBoard *board = &g->players[player].board;
    if (base_rules_small(g, board) && tile >= 1 && tile <= ALH_NUM_TILES) {
        int old = at(board, x, y);
        if (old == ALH_TILE_FOUNTAIN)
            return ALH_ERR_FOUNTAIN;
        return old ? swap_check_small(board, tile, x, y) : ALH_ERR_NO_SUCH_TILE;
    }
    AlhPlaceView v = alh_view_for(g, player, tile);
    return swap_check(&v, tile, x, y);
}

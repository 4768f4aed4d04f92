/* SPDX-License-Identifier: MIT */
/*
 * Camps (expansion 2). Eight camp tiles join the building tiles in the tower and are bought from
 * the market at their printed price. They stand outside the walls: a camp joins by a bastion against
 * another tile's wall, camps touch each other only by their green sides, and the on-foot rule does
 * not apply to them (the placement hooks below: a camp's sides are bastions and green sides, and it
 * is a piece outside the walls, ALH_TILE_OUTSIDE in camps.csv). A wall with a bastion against it
 * still counts as outer wall. In every scoring a camp earns 1 point per tile in the unbroken
 * straight line in the direction of each of its arrows (fountain and squares included, interior
 * walls no break; an empty cell or another camp ends the line).
 */
#include "module.h"
#include "camps/camps.h"

#include <stddef.h>

static const int side_dx[4] = {0, 1, 0, -1}, side_dy[4] = {-1, 0, 1, 0};

int alh_camp_bastions(int tile)
{
    if (!alh_tile_is_camp(tile))
        return 0;
    const AlhCampRow *r = &alh_camp_rows[tile - ALH_TILE_CAMP_FIRST];
    return r->bastion_n | r->bastion_e << 1 | r->bastion_s << 2 | r->bastion_w << 3;
}

int alh_camp_arrows(int tile)
{
    if (!alh_tile_is_camp(tile))
        return 0;
    const AlhCampRow *r = &alh_camp_rows[tile - ALH_TILE_CAMP_FIRST];
    return r->arrow_n | r->arrow_e << 1 | r->arrow_s << 2 | r->arrow_w << 3;
}

/* ------------------------------------------------------------------ placement */

/* A camp's sides: bastions and green sides. Sides that touch must fit: wall to bastion, green to
 * green (a bastion never against a bastion, open sides never against a camp). */
enum { EDGE_BASTION = ALH_EDGE_MODULE(ALH_MOD_CAMPS, 0), EDGE_GREEN = ALH_EDGE_MODULE(ALH_MOD_CAMPS, 1) };

static bool camps_shapes(const AlhGame *g, int player, int tile)
{
    return alh_tile_is_camp(tile) || g->players[player].board.outside_count > 0;
}

/* A camp's edges are its own, and its anchoring reads its neighbours: placing a building matters
 * to the camps only next to one. */
static bool camps_shapes_at(const AlhPlaceView *v, int tile, int x, int y)
{
    if (alh_tile_is_camp(tile))
        return true;
    bool changed_camp = alh_tile_is_camp(v->otile);
    if (v->b->outside_count == 0 && !changed_camp)
        return false; /* no camp on the board (nor in the view's changed cell) to stand beside */
    if (changed_camp && (v->ox - x) * (v->ox - x) + (v->oy - y) * (v->oy - y) == 1)
        return true;
    /* The board's camps where the tiles say they stand (eight at most), rather than the four cells
     * round the spot read from the board; the view's changed cell reads as its own tile. */
    for (int t = ALH_TILE_CAMP_FIRST; t < ALH_TILE_CAMP_FIRST + ALH_NUM_CAMPS; t++) {
        const AlhTilePlace *w = &v->g->where[t];
        if (w->loc != ALH_LOC_ALHAMBRA || w->owner != v->player)
            continue;
        int dx = w->x - x, dy = w->y - y;
        if (dx * dx + dy * dy == 1 && (w->x != v->ox || w->y != v->oy))
            return true;
    }
    return false;
}

/* Bit i of a row's 64 cells (none for i outside 0..63). */
static inline uint64_t bit_at(int i) { return (uint64_t)((unsigned)i < 64) << (i & 63); }

/* The cells beside the cell (cx, cy) added to rows y0 .. y0 + rows - 1 (bits from x0): west and
 * east of it in its own row, the cell itself in the rows north and south of it. */
static void add_beside(uint64_t *out, int x0, int y0, int rows, int cx, int cy)
{
    int i = cx - x0;
    for (int dy = -1; dy <= 1; dy++) {
        int k = cy + dy - y0;
        if (k >= 0 && k < rows)
            out[k] |= dy == 0 ? bit_at(i - 1) | bit_at(i + 1) : bit_at(i);
    }
}

/* camps_shapes_at for the 64 cells of rows y0 .. y0 + rows - 1 from x0: every cell for a camp,
 * else the cells beside a camp (where the camps stand in this Alhambra, and not in the view's
 * changed cell), each camp read once for all the rows. */
static void camps_shapes_rows(const AlhPlaceView *v, int tile, int x0, int y0, int rows, uint64_t *out)
{
    uint64_t every = alh_tile_is_camp(tile) ? ~(uint64_t)0 : 0;
    for (int k = 0; k < rows; k++)
        out[k] = every;
    bool changed_camp = alh_tile_is_camp(v->otile);
    if (every || (v->b->outside_count == 0 && !changed_camp))
        return;
    if (changed_camp)
        add_beside(out, x0, y0, rows, v->ox, v->oy);
    for (int t = ALH_TILE_CAMP_FIRST; t < ALH_TILE_CAMP_FIRST + ALH_NUM_CAMPS; t++) {
        const AlhTilePlace *w = &v->g->where[t];
        if (w->loc == ALH_LOC_ALHAMBRA && w->owner == v->player && (w->x != v->ox || w->y != v->oy))
            add_beside(out, x0, y0, rows, w->x, w->y);
    }
}

/* For a building: the cells of rows y0 .. y0 + rows - 1 (from x0) beside a camp that the camp
 * refuses, where it shows a green side (which fits only a camp's green side) or a bastion that the
 * building's side towards it, as the view shows it, does not meet with a wall. None for a view with
 * a changed cell. */
static void camps_refuses_rows(const AlhPlaceView *v, int tile, int x0, int y0, int rows, uint64_t *out)
{
    for (int k = 0; k < rows; k++)
        out[k] = 0;
    if (alh_tile_is_camp(tile) || v->ox != ALH_NO_CELL || v->b->outside_count == 0)
        return;
    for (int t = ALH_TILE_CAMP_FIRST; t < ALH_TILE_CAMP_FIRST + ALH_NUM_CAMPS; t++) {
        const AlhTilePlace *w = &v->g->where[t];
        if (w->loc != ALH_LOC_ALHAMBRA || w->owner != v->player)
            continue;
        int bastions = alh_camp_bastions(t);
        for (int s = 0; s < 4; s++) {
            int x = w->x + side_dx[s], y = w->y + side_dy[s], i = x - x0, k = y - y0;
            if (k < 0 || k >= rows || i < 0 || i >= 64)
                continue;
            if (!((bastions >> s) & 1) || alh_place_edge(v, tile, x, y, (s + 2) & 3) != ALH_EDGE_WALL)
                out[k] |= (uint64_t)1 << i;
        }
    }
}

static int camps_edge(const AlhPlaceView *v, int tile, int x, int y, int side);

/* Whether the view's edges are the camps' and the base game's alone (camps_edge the one edge hook,
 * camps_edges_fit the one fit): then a building shows its printed walls, and a camp's sides fit as
 * camps_edges_fit says, without asking. */
static bool camps_edges_alone(const AlhPlaceView *v)
{
    if (v->edge_one != camps_edge)
        return false;
    AlhModuleSet fit = v->fit_mods;
    alh_modset_remove(&fit, ALH_MOD_CAMPS);
    return alh_modset_empty(&fit);
}

/* Row y's tiles, as bits from x0 (west to east): where a tile stands (*built), and for each side s
 * the tiles that show a wall there (wall[s]) or, with camps_edges_alone, a camp's green side
 * (green[s]). Only the sides in `sides` are read for walls through the view (the general case). */
static void camps_row_sides(const AlhPlaceView *v, int x0, int y, bool alone, unsigned sides, uint64_t *built, uint64_t wall[4],
                            uint64_t green[4])
{
    const AlhBoard *b = v->b;
    *built = 0;
    for (int s = 0; s < 4; s++)
        wall[s] = green[s] = 0;
    if (y < b->min_y || y > b->max_y)
        return;
    /* The k-th built cell of a row (west to east on the torus's columns) is tiles[row_start + k]. */
    unsigned r = (unsigned)y & (ALH_GRID - 1);
    int k = b->row_start[r];
    for (uint64_t cells = b->occupied[r]; cells; cells &= cells - 1, k++) {
        int x = b->min_x + ((__builtin_ctzll(cells) - b->min_x) & (ALH_GRID - 1)), i = x - x0, t = b->tiles[k];
        if (i < 0 || i >= 64)
            continue;
        uint64_t bit = (uint64_t)1 << i;
        *built |= bit;
        unsigned walls = 0, greens = 0;
        if (!alone) {
            for (int s = 0; s < 4; s++)
                if ((sides >> s) & 1)
                    walls |= (unsigned)(alh_place_edge(v, t, x, y, s) == ALH_EDGE_WALL) << s;
        } else if (alh_tile_is_camp(t)) {
            greens = ~(unsigned)alh_camp_bastions(t) & 15u;
        } else {
            const AlhTileInfo *info = alh_tile_info(t);
            walls = info ? info->walls : 0;
        }
        for (int s = 0; s < 4; s++) {
            wall[s] |= bit & -(uint64_t)((walls >> s) & 1);
            green[s] |= bit & -(uint64_t)((greens >> s) & 1);
        }
    }
}

/* A row's bits of the neighbours across side s, moved onto the cells they neighbour. */
static inline uint64_t across(uint64_t row, int s) { return s == ALH_EAST ? row >> 1 : s == ALH_WEST ? row << 1 : row; }

/*
 * For a camp: the cells of rows y0 .. y0 + rows - 1 (from x0) where one of its bastions would stand
 * against a wall of the tile beside it, as the view shows it: a camp joins by a bastion against a
 * wall (camps_local_check), so it may stand nowhere else. With the camps' and the base game's edges
 * alone, also without the cells where one of its sides would not fit its neighbour (a bastion
 * against no wall, a green side against anything but a camp's green side), which the check refuses.
 * Each row of the board is read once for the listing. Every cell of a view with a changed cell.
 */
static void camps_outside_rows(const AlhPlaceView *v, int tile, int x0, int y0, int rows, uint64_t *out)
{
    if (!alh_tile_is_camp(tile) || v->ox != ALH_NO_CELL) {
        for (int k = 0; k < rows; k++)
            out[k] = ~(uint64_t)0;
        return;
    }
    unsigned bastions = (unsigned)alh_camp_bastions(tile), facing = 0; /* the neighbours' sides towards the bastions */
    for (int s = 0; s < 4; s++)
        facing |= ((bastions >> s) & 1) << ((s + 2) & 3);
    bool alone = camps_edges_alone(v);
    /* The rows y - 1, y and y + 1 round row y0 + k, read as k goes. */
    uint64_t built[3], wall[3][4], green[3][4];
    camps_row_sides(v, x0, y0 - 1, alone, facing, &built[0], wall[0], green[0]);
    camps_row_sides(v, x0, y0, alone, facing, &built[1], wall[1], green[1]);
    for (int k = 0; k < rows; k++) {
        int y = y0 + k, north = k % 3, here = (k + 1) % 3, south = (k + 2) % 3;
        camps_row_sides(v, x0, y + 1, alone, facing, &built[south], wall[south], green[south]);
        uint64_t anchored = 0, misfit = 0;
        for (int s = 0; s < 4; s++) {
            int from = s == ALH_NORTH ? north : s == ALH_SOUTH ? south : here, t = (s + 2) & 3; /* the neighbour's side */
            uint64_t neighbour = across(built[from], s), walled = across(wall[from][t], s);
            if ((bastions >> s) & 1) {
                anchored |= walled;
                misfit |= neighbour & ~walled;
            } else {
                misfit |= neighbour & ~across(green[from][t], s);
            }
        }
        out[k] = alone ? anchored & ~misfit : anchored;
    }
}

static int camps_edge(const AlhPlaceView *v, int tile, int x, int y, int side)
{
    (void)v;
    (void)x;
    (void)y;
    if (!alh_tile_is_camp(tile))
        return -1;
    return (alh_camp_bastions(tile) >> side) & 1 ? EDGE_BASTION : EDGE_GREEN;
}

static AlhError camps_edges_fit(int a, int b)
{
    if (a == EDGE_GREEN || b == EDGE_GREEN)
        return a == b ? ALH_OK : ALH_ERR_CAMP_EDGES;
    if (a == EDGE_BASTION || b == EDGE_BASTION)
        return (a == ALH_EDGE_WALL || b == ALH_EDGE_WALL) ? ALH_OK : ALH_ERR_CAMP_EDGES;
    return ALH_ERR_BAD_COMMAND; /* neither is a camp's side */
}

/* Whether the camp at (cx, cy) keeps a bastion against a wall. */
static bool anchored(const AlhPlaceView *v, int cx, int cy)
{
    int camp = alh_place_at(v, cx, cy);
    for (int s = 0; s < 4; s++) {
        int nx = cx + side_dx[s], ny = cy + side_dy[s];
        int n = alh_place_at(v, nx, ny);
        if (n && alh_place_edge(v, camp, cx, cy, s) == EDGE_BASTION && alh_place_edge(v, n, nx, ny, (s + 2) & 3) == ALH_EDGE_WALL)
            return true;
    }
    return false;
}

/* A camp joins by a bastion against a wall, and keeps one after its neighbours change. */
static AlhError camps_local_check(const AlhPlaceView *v, int x, int y)
{
    if (alh_tile_is_camp(alh_place_at(v, x, y)) && !anchored(v, x, y))
        return ALH_ERR_CAMP_EDGES;
    for (int s = 0; s < 4; s++) {
        int nx = x + side_dx[s], ny = y + side_dy[s];
        if (alh_tile_is_camp(alh_place_at(v, nx, ny)) && !anchored(v, nx, ny))
            return ALH_ERR_CAMP_EDGES;
    }
    return ALH_OK;
}

/* ------------------------------------------------------------------ scoring */

static int camps_setup_bag(AlhGame *g, uint8_t *bag, int len)
{
    for (int t = ALH_TILE_CAMP_FIRST; t < ALH_TILE_CAMP_FIRST + ALH_NUM_CAMPS; t++) {
        bag[len++] = (uint8_t)t;
        g->where[t].loc = ALH_LOC_BAG;
    }
    return len;
}

/* Points of the camp at x,y: the tiles in line along each arrow. */
static int camp_points(const AlhBoard *b, int camp, int x, int y)
{
    int arrows = alh_camp_arrows(camp), points = 0;
    for (int s = 0; s < 4; s++) {
        if (!((arrows >> s) & 1))
            continue;
        for (int k = 1;; k++) {
            int t = alh_board_tile_at(b, x + k * side_dx[s], y + k * side_dy[s]);
            if (!t || alh_tile_is_camp(t))
                break;
            points++;
        }
    }
    return points;
}

static void camps_score_terms(const AlhGame *g, int round, AlhScoreDetail *out)
{
    (void)round;
    for (int t = ALH_TILE_CAMP_FIRST; t < ALH_TILE_CAMP_FIRST + ALH_NUM_CAMPS; t++) {
        const AlhTilePlace *w = &g->where[t];
        if (w->loc != ALH_LOC_ALHAMBRA || w->owner >= g->num_players)
            continue;
        out->points[w->owner][ALH_SCORE_EXTRA] =
            (int16_t)(out->points[w->owner][ALH_SCORE_EXTRA] + camp_points(&g->players[w->owner].board, t, w->x, w->y));
    }
}

static bool camps_validate(const AlhGame *g, char *msg, size_t size)
{
    for (int t = ALH_TILE_CAMP_FIRST; t < ALH_TILE_CAMP_FIRST + ALH_NUM_CAMPS; t++)
        if (g->where[t].loc == ALH_LOC_SUPPLY) {
            alh_str_copy(msg, size, "a camp is in a supply");
            return false;
        }
    return true;
}

const AlhModule alh_module_camps = {
    .tiles = alh_camp_tiles,
    .setup_bag = camps_setup_bag,
    .shapes = camps_shapes,
    .shapes_at = camps_shapes_at,
    .shapes_rows = camps_shapes_rows,
    .refuses_rows = camps_refuses_rows,
    .outside_rows = camps_outside_rows,
    .edge = camps_edge,
    .edges_fit = camps_edges_fit,
    .local_check = camps_local_check,
    .score_terms = camps_score_terms,
    .validate = camps_validate,
};

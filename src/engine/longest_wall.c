/* SPDX-License-Identifier: MIT */
/*
 * The longest wall of one player's Alhambra (R7): the longest run of outer wall segments, walked on
 * bits (a small box's words, the box's bit rows, or the sides a view with modules shows), and the
 * general wall graph's search wherever a corner branches or a segment is shown twice.
 */
#include "board_internal.h"

#include <string.h>

#define MAX_WALL_EDGES (ALH_TILE_SLOTS * 4)
#define MAX_WALL_VERTS (MAX_WALL_EDGES * 2)

typedef struct WallGraph {
    int vert_count, edge_count;
    int16_t vx[MAX_WALL_VERTS], vy[MAX_WALL_VERTS];
    int16_t edge_a[MAX_WALL_EDGES], edge_b[MAX_WALL_EDGES];
    uint8_t degree[MAX_WALL_VERTS];
    int16_t adj[MAX_WALL_VERTS][4]; /* edge ids; a corner touches at most four segments */
} WallGraph;

/* The graph's corners are numbered as first met; a map over the box's corners finds them again. */
typedef struct CornerMap {
    int x0, y0, width; /* the box's north-west corner, corners per row */
    int16_t id[(ALH_GRID + 1) * (ALH_GRID + 1)];
} CornerMap;

static int wall_vertex(WallGraph *g, CornerMap *map, int x, int y)
{
    int16_t *slot = &map->id[(y - map->y0) * map->width + (x - map->x0)];
    if (*slot >= 0)
        return *slot;
    g->vx[g->vert_count] = (int16_t)x;
    g->vy[g->vert_count] = (int16_t)y;
    g->degree[g->vert_count] = 0;
    *slot = (int16_t)g->vert_count;
    return g->vert_count++;
}

static void wall_add_edge(WallGraph *g, CornerMap *map, int x0, int y0, int x1, int y1)
{
    int a = wall_vertex(g, map, x0, y0), b = wall_vertex(g, map, x1, y1);
    int e = g->edge_count++;
    g->edge_a[e] = (int16_t)a;
    g->edge_b[e] = (int16_t)b;
    if (g->degree[a] < 4)
        g->adj[a][g->degree[a]++] = (int16_t)e;
    if (g->degree[b] < 4)
        g->adj[b][g->degree[b]++] = (int16_t)e;
}

/* The wall along side s of the cell (x, y), between two corners (offsets by side, N E S W: read
 * from tables rather than chosen by a branch). */
static void add_side_edge(WallGraph *g, CornerMap *map, int x, int y, int s)
{
    static const int8_t ax[4] = {0, 1, 0, 0}, ay[4] = {0, 0, 1, 0}, bx[4] = {1, 1, 1, 0}, by[4] = {0, 1, 1, 1};
    wall_add_edge(g, map, x + ax[s], y + ay[s], x + bx[s], y + by[s]);
}

typedef struct TrailSearch {
    const WallGraph *g;
    uint64_t used[(MAX_WALL_EDGES + 63) / 64];
    int best;
    int goal;    /* edges of the component: no trail can be longer */
    long budget; /* steps left; the search is exact unless a pathological graph exhausts it */
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
        int w = t->g->edge_a[e] ^ t->g->edge_b[e] ^ v; /* the edge's other end */
        trail_dfs(t, w, length + 1);
        t->used[e >> 6] &= ~bit;
    }
}

/* The wall graph of the Alhambra as v reads it: a side is outer wall when it shows a wall and
 * nothing, or only a piece outside the walls, stands against it. */
static void build_wall_graph(const AlhPlaceView *v, WallGraph *g)
{
    const AlhBoard *b = v->b;
    g->vert_count = g->edge_count = 0;
    CornerMap map;
    map.x0 = b->min_x;
    map.y0 = b->min_y;
    map.width = b->max_x - b->min_x + 2;
    memset(map.id, 0xFF, sizeof map.id[0] * (size_t)(map.width * (b->max_y - b->min_y + 2)));
    bool any_outside = b->outside_count > 0;
    int shift = b->min_x & (ALH_GRID - 1);
    uint64_t inside = ((uint64_t)2 << (b->max_x - b->min_x)) - 1;
    for (int y = b->min_y; y <= b->max_y; y++) {
        /* The row's tiles west to east (bit 0 is min_x), and which of their sides have a tile
         * against them: only the others can be outer wall. */
        uint64_t row = rotate_right(b->occupied[y & (ALH_GRID - 1)], (unsigned)shift) & inside;
        uint64_t built[4];
        built[ALH_NORTH] = rotate_right(b->occupied[(y - 1) & (ALH_GRID - 1)], (unsigned)shift);
        built[ALH_SOUTH] = rotate_right(b->occupied[(y + 1) & (ALH_GRID - 1)], (unsigned)shift);
        built[ALH_EAST] = row >> 1;
        built[ALH_WEST] = row << 1;
        for (; row; row &= row - 1) {
            int bit = __builtin_ctzll(row), x = b->min_x + bit;
            int t = alh_cell_get(b, x, y);
            if (!v->hooked && !any_outside) {
                /* The base game's sides: the printed walls with no tile against them, in side order. */
                unsigned against = (unsigned)((built[ALH_NORTH] >> bit) & 1) | (unsigned)((built[ALH_EAST] >> bit) & 1) << 1 |
                                   (unsigned)((built[ALH_SOUTH] >> bit) & 1) << 2 | (unsigned)((built[ALH_WEST] >> bit) & 1) << 3;
                for (unsigned outer = (unsigned)walls_of(t) & ~against; outer; outer &= outer - 1)
                    add_side_edge(g, &map, x, y, __builtin_ctz(outer));
                continue;
            }
            for (int s = 0; s < 4; s++) {
                if ((built[s] >> bit) & 1) {
                    if (!any_outside)
                        continue;
                    int n = alh_cell_get(b, x + side_dx[s], y + side_dy[s]);
                    if (!outside(n))
                        continue;
                }
                bool wall = v->hooked ? edge_of(v, t, x, y, s) == ALH_EDGE_WALL : has_wall(t, s);
                if (wall)
                    add_side_edge(g, &map, x, y, s);
            }
        }
    }
}

int alh_longest_wall_graph(const AlhGame *game, int player)
{
    if (player < 0 || player >= game->num_players)
        return 0;
    AlhPlaceView pv = alh_view_for(game, player, 0);
    WallGraph g;
    build_wall_graph(&pv, &g);
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
                int w = g.edge_a[e] ^ g.edge_b[e] ^ v; /* the edge's other end */
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

enum { WALL_ROWS = ALH_GRID + 3 };

/*
 * The longest wall of outer wall segments given as bits (h[i]: the segment east of corner x on
 * corner row i; v[i]: the segment south of corner x of row i; rows and columns counted from 1 at
 * the box's north-west corner, so that row 0 and bit 0 are always empty; h[1 .. rows + 1] and
 * v[0 .. rows + 1] are read, and cleared as walked). In a legal Alhambra no corner has three or four
 * segments (that needs two tiles touching only at a corner, which closes in a hole): every
 * component is then a path, walked from one end, or a ring, walked from any corner, each segment
 * cleared as it is walked. Returns -1 when some corner has three or more segments: the graph's
 * search answers then.
 */
static int walk_wall_segments(uint64_t h[WALL_ROWS], uint64_t v[WALL_ROWS], int rows);

/* The base game's longest wall on bitboards, without building the graph: the printed walls with
 * no tile against them, walked by walk_wall_segments. */
static int longest_wall_bits(const AlhBoard *b)
{
    enum { ROWS = WALL_ROWS };
    int rows = b->max_y - b->min_y + 1;
    unsigned shift = ((unsigned)b->min_x - 1) & (ALH_GRID - 1); /* min_x at bit 1 */
    uint64_t h[ROWS], v[ROWS];
    h[0] = h[1] = v[0] = 0;
    for (int i = 1; i <= rows; i++) {
        int y = b->min_y + i - 1;
        unsigned r = (unsigned)y & (ALH_GRID - 1);
        uint64_t row = rotate_right(b->occupied[r], shift);
        uint64_t north = rotate_right(b->occupied[(y - 1) & (ALH_GRID - 1)], shift);
        uint64_t south = rotate_right(b->occupied[(y + 1) & (ALH_GRID - 1)], shift);
        /* The row's printed walls by side, a bit per tile, moved as the row is (min_x at bit 1). */
        uint64_t side[4];
        row_walls(b, r, side);
        for (int s = 0; s < 4; s++)
            side[s] = rotate_right(side[s], shift);
        h[i] |= side[ALH_NORTH] & ~north;
        h[i + 1] = side[ALH_SOUTH] & ~south;
        v[i] = (side[ALH_WEST] & ~(row << 1)) | (side[ALH_EAST] & ~(row >> 1)) << 1;
    }
    v[rows + 1] = 0;
    return walk_wall_segments(h, v, rows);
}

static int walk_wall_segments(uint64_t h[WALL_ROWS], uint64_t v[WALL_ROWS], int rows)
{
    enum { ROWS = WALL_ROWS };
    /* A corner's segments: h[i] at x and x - 1, v[i] and v[i - 1] at x. Ends of paths: one segment. */
    uint64_t ends[ROWS];
    int left = 0; /* the segments not walked yet: once the longest wall found is as long, it is the longest */
    for (int i = 1; i <= rows + 1; i++) {
        uint64_t e = h[i], w = h[i] << 1, s = v[i], n = v[i - 1];
        if ((e & w & (s | n)) | (s & n & (e | w)))
            return -1; /* a branch */
        ends[i] = e ^ w ^ s ^ n;
        left += alh_popcount64(e) + alh_popcount64(s);
    }
    int best = 0;
    /* Paths first, each from one end (its other end is struck off where the walk stops), then
     * the rings left. */
    for (int pass = 0; pass < 2; pass++)
        for (int i0 = 1; i0 <= rows + 1; i0++) {
            for (;;) {
                uint64_t starts = pass == 0 ? ends[i0] : h[i0] | v[i0];
                if (!starts)
                    break;
                int i = i0, x = __builtin_ctzll(starts), length = 0;
                for (;;) {
                    uint64_t bit = (uint64_t)1 << x;
                    if (h[i] & bit) {
                        h[i] &= ~bit;
                        x++;
                    } else if (h[i] & bit >> 1) {
                        h[i] &= ~(bit >> 1);
                        x--;
                    } else if (v[i] & bit) {
                        v[i] &= ~bit;
                        i++;
                    } else if (v[i - 1] & bit) {
                        v[i - 1] &= ~bit;
                        i--;
                    } else {
                        break;
                    }
                    length++;
                }
                if (pass == 0) {
                    ends[i0] &= ~((uint64_t)1 << __builtin_ctzll(starts));
                    ends[i] &= ~((uint64_t)1 << x);
                }
                if (length > best)
                    best = length;
                left -= length;
                if (best >= left)
                    return best;
            }
        }
    return best;
}

/*
 * The longest wall of a base-game board whose box is at most 7 x 7 (nearly every board a scoring
 * meets: boards are small), as walk_wall_segments finds it but with the whole box in two words:
 * corner x of corner row i of the box at bit 8 i + x (eight corners a row, the eighth for the east
 * side of the seventh column). h has the segment east of a corner, v the one south of it. The rows'
 * loops of the general walk (the ends and the segments counted row by row, a row searched for the
 * next start, a turn at every corner) become a few operations on the two words: fewer instructions,
 * and fewer branches for a predictor that has seen no wall since the last scoring.
 */
enum { SMALL_WALL_BOX = 7 };
static bool small_wall_box(const AlhBoard *b)
{
    return b->max_x - b->min_x < SMALL_WALL_BOX && b->max_y - b->min_y < SMALL_WALL_BOX;
}

static int longest_wall_small(const AlhBoard *b)
{
    const BoxWords words = alh_box_words(b, b->min_x, b->min_y); /* a cell and its north-west corner share a bit */
    const uint64_t built = words.occupied;
    /* A tile's north and south sides run east of its corner and of the one below; its west and east
     * sides south of its corner and of the one east of it. Each counts with no tile against it. */
    uint64_t h = (words.walls[ALH_NORTH] & ~(built << 8)) | (words.walls[ALH_SOUTH] & ~(built >> 8)) << 8;
    uint64_t v = (words.walls[ALH_WEST] & ~(built << 1)) | (words.walls[ALH_EAST] & ~(built >> 1)) << 1;
    /* Each corner's segments: east, west, south, north. */
    uint64_t e = h, w = h << 1, s = v, n = v << 8;
    if ((e & w & (s | n)) | (s & n & (e | w)))
        return -1; /* a branch */
    /* Every component is a path or a ring, walked whole: its length is its number of segments. A
     * component at a time, its corners found by a flood fill along the segments from the first
     * corner that has one (which has its segment east or south), its segments counted and struck
     * off; no longer wall can come once the longest found is as long as the segments left. */
    int left = alh_popcount64(h) + alh_popcount64(v), best = 0;
    while (best < left) {
        uint64_t corners = h | v;
        uint64_t component = flood_words(corners & -corners, h, v);
        int length = alh_popcount64(h & component) + alh_popcount64(v & component);
        h &= ~component;
        v &= ~component;
        best = length > best ? length : best;
        left -= length;
    }
    return best;
}

/*
 * The longest wall where a module has its say (a piece outside the walls, a module shaping the
 * board), as build_wall_graph reads the sides but on bits: a side of a tile is outer wall when the
 * view shows a wall there and nothing, or only a piece outside the walls, stands against it. The
 * graph's search answers when a segment would be shown by both tiles of a side (the graph counts it
 * twice) or a corner has three or more segments (-1 then).
 */
static int longest_wall_view_bits(const AlhPlaceView *pv)
{
    const AlhBoard *b = pv->b;
    int rows = b->max_y - b->min_y + 1;
    unsigned shift = ((unsigned)b->min_x - 1) & (ALH_GRID - 1); /* min_x at bit 1 */
    /* The rows' tiles that are not pieces outside the walls, on the torus's own columns (the box
     * leaves an empty ring, so a neighbour is one bit away round the row); rows 0 and rows + 1 empty. */
    uint64_t walled[WALL_ROWS + 1];
    walled[0] = walled[rows + 1] = 0;
    for (int i = 1; i <= rows; i++) {
        unsigned r = (unsigned)(b->min_y + i - 1) & (ALH_GRID - 1);
        uint64_t row = b->occupied[r];
        if (b->outside_count > 0) {
            int k = b->row_start[r];
            for (uint64_t cells = b->occupied[r]; cells; cells &= cells - 1, k++)
                if (outside(b->tiles[k]))
                    row &= ~(cells & -cells);
        }
        walled[i] = row;
    }
    uint64_t h[WALL_ROWS], v[WALL_ROWS];
    h[0] = h[1] = v[0] = 0;
    for (int i = 1; i <= rows; i++) {
        int y = b->min_y + i - 1;
        unsigned r = (unsigned)y & (ALH_GRID - 1);
        /* Per side, the cells with nothing but a piece outside the walls against that side. */
        uint64_t open[4] = {~walled[i - 1], ~(walled[i] >> 1 | walled[i] << 63), ~walled[i + 1],
                            ~(walled[i] << 1 | walled[i] >> 63)};
        uint64_t side[4] = {0, 0, 0, 0};
        int k = b->row_start[r];
        for (uint64_t cells = b->occupied[r]; cells; cells &= cells - 1, k++) {
            uint64_t bit = cells & -cells;
            int t = b->tiles[k], x = b->min_x + ((__builtin_ctzll(cells) - b->min_x) & (ALH_GRID - 1));
            for (int s = 0; s < 4; s++)
                if ((open[s] & bit) && (pv->hooked ? edge_of(pv, t, x, y, s) == ALH_EDGE_WALL : has_wall(t, s)))
                    side[s] |= bit;
        }
        for (int s = 0; s < 4; s++)
            side[s] = rotate_right(side[s], shift);
        if ((h[i] & side[ALH_NORTH]) || (side[ALH_WEST] & side[ALH_EAST] << 1))
            return -1; /* a segment both tiles show: the graph counts it twice */
        h[i] |= side[ALH_NORTH];
        h[i + 1] = side[ALH_SOUTH];
        v[i] = side[ALH_WEST] | side[ALH_EAST] << 1;
    }
    v[rows + 1] = 0;
    return walk_wall_segments(h, v, rows);
}

int alh_longest_wall(const AlhGame *game, int player)
{
    if (player < 0 || player >= game->num_players)
        return 0;
    const AlhBoard *b = &game->players[player].board;
    /* The base game's walls (no piece outside them, no module shaping the board) as bits. */
    if (b->outside_count == 0 && !hooked(game, player, 0)) {
        int best = small_wall_box(b) ? longest_wall_small(b) : longest_wall_bits(b);
        if (best >= 0)
            return best;
    } else {
        AlhPlaceView pv = alh_view_for(game, player, 0);
        int best = longest_wall_view_bits(&pv);
        if (best >= 0)
            return best;
    }
    return alh_longest_wall_graph(game, player);
}

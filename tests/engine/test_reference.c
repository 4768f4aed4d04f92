/* SPDX-License-Identifier: MIT */
/*
 * A second, deliberately plain implementation of the building rules (R12), the longest wall (R7)
 * and the majorities (R5, R6), written from the rulebook without looking at the engine's tricks,
 * compared with the engine on positions taken from random games.
 */
#include "fixtures.h"

#include "alhambra/bot.h"

#include <stdio.h>
#include <string.h>

#define SPAN 64 /* reference grid: coordinates -32..31 */
#define OFF 32

static AlhGame game;

typedef struct RefBoard {
    int cell[SPAN][SPAN];
    int lo_x, hi_x, lo_y, hi_y; /* a box holding every tile (it may be larger than needed) */
} RefBoard;

/* Visited marks: a cell is marked when it holds the current stamp (no clearing between uses). */
static int seen[SPAN][SPAN];
static int stamp;

static int walls_of(int tile) { return tile == ALH_TILE_FOUNTAIN ? 0 : alh_tile_info(tile)->walls; }

static bool inside(int x, int y) { return x + OFF >= 0 && x + OFF < SPAN && y + OFF >= 0 && y + OFF < SPAN; }

static int at(const RefBoard *b, int x, int y) { return inside(x, y) ? b->cell[y + OFF][x + OFF] : 0; }

static void ref_put(RefBoard *b, int tile, int x, int y)
{
    assert_true(inside(x, y) && inside(x - 1, y - 1) && inside(x + 1, y + 1));
    b->cell[y + OFF][x + OFF] = tile;
    if (x < b->lo_x)
        b->lo_x = x;
    if (x > b->hi_x)
        b->hi_x = x;
    if (y < b->lo_y)
        b->lo_y = y;
    if (y > b->hi_y)
        b->hi_y = y;
}

static void ref_from_game(const AlhGame *g, int player, RefBoard *b)
{
    memset(b, 0, sizeof *b);
    ref_put(b, ALH_TILE_FOUNTAIN, 0, 0);
    for (int t = 1; t <= ALH_NUM_TILES; t++)
        if (g->where[t].loc == ALH_LOC_ALHAMBRA && g->where[t].owner == player)
            ref_put(b, t, g->where[t].x, g->where[t].y);
}

static const int DX[4] = {0, 1, 0, -1}, DY[4] = {-1, 0, 1, 0};

/* Every rule of R12 on a whole board; returns the first broken one (ALH_OK if none). */
static AlhError ref_board_rules(const RefBoard *b)
{
    int tiles = 0, min_x = 0, max_x = 0, min_y = 0, max_y = 0;
    for (int y = b->lo_y; y <= b->hi_y; y++)
        for (int x = b->lo_x; x <= b->hi_x; x++) {
            int t = at(b, x, y);
            if (!t)
                continue;
            tiles++;
            if (x < min_x)
                min_x = x;
            if (x > max_x)
                max_x = x;
            if (y < min_y)
                min_y = y;
            if (y > max_y)
                max_y = y;
            for (int s = 0; s < 4; s++) {
                int n = at(b, x + DX[s], y + DY[s]);
                if (n && ((walls_of(t) >> s) & 1) != ((walls_of(n) >> ((s + 2) % 4)) & 1))
                    return ALH_ERR_WALL_MISMATCH;
            }
        }
    /* On foot from the fountain, across sides open on both tiles. */
    stamp++;
    int qx[SPAN * SPAN], qy[SPAN * SPAN], head = 0, tail = 0;
    qx[tail] = 0;
    qy[tail] = 0;
    tail++;
    seen[OFF][OFF] = stamp;
    while (head < tail) {
        int x = qx[head], y = qy[head];
        head++;
        for (int s = 0; s < 4; s++) {
            int nx = x + DX[s], ny = y + DY[s], n = at(b, nx, ny);
            if (!n || seen[ny + OFF][nx + OFF] == stamp || ((walls_of(at(b, x, y)) >> s) & 1))
                continue;
            seen[ny + OFF][nx + OFF] = stamp;
            qx[tail] = nx;
            qy[tail] = ny;
            tail++;
        }
    }
    if (tail != tiles)
        return ALH_ERR_NOT_REACHABLE;
    /* No hole: flood the empty cells from a frame one cell outside the bounding box. */
    stamp++;
    head = tail = 0;
    for (int y = min_y - 1; y <= max_y + 1; y++)
        for (int x = min_x - 1; x <= max_x + 1; x++)
            if (x == min_x - 1 || x == max_x + 1 || y == min_y - 1 || y == max_y + 1) {
                seen[y + OFF][x + OFF] = stamp;
                qx[tail] = x;
                qy[tail] = y;
                tail++;
            }
    while (head < tail) {
        int x = qx[head], y = qy[head];
        head++;
        for (int s = 0; s < 4; s++) {
            int nx = x + DX[s], ny = y + DY[s];
            if (nx < min_x - 1 || nx > max_x + 1 || ny < min_y - 1 || ny > max_y + 1)
                continue;
            if (at(b, nx, ny) || seen[ny + OFF][nx + OFF] == stamp)
                continue;
            seen[ny + OFF][nx + OFF] = stamp;
            qx[tail] = nx;
            qy[tail] = ny;
            tail++;
        }
    }
    for (int y = min_y; y <= max_y; y++)
        for (int x = min_x; x <= max_x; x++)
            if (!at(b, x, y) && seen[y + OFF][x + OFF] != stamp)
                return ALH_ERR_LEAVES_HOLE;
    return ALH_OK;
}

/* Placing tile at x,y: the rulebook's checks in the engine's order of reporting. */
static AlhError ref_spot(const RefBoard *b, int tile, int x, int y)
{
    if (at(b, x, y))
        return ALH_ERR_SPOT_OCCUPIED;
    bool joined = false;
    for (int s = 0; s < 4; s++)
        joined |= at(b, x + DX[s], y + DY[s]) != 0;
    if (!joined)
        return ALH_ERR_SPOT_NOT_ADJACENT;
    static RefBoard after;
    after = *b;
    ref_put(&after, tile, x, y);
    return ref_board_rules(&after);
}

static AlhError ref_remove(const RefBoard *b, int x, int y)
{
    static RefBoard after;
    after = *b;
    after.cell[y + OFF][x + OFF] = 0;
    return ref_board_rules(&after);
}

static AlhError ref_swap(const RefBoard *b, int tile, int x, int y)
{
    static RefBoard after;
    after = *b;
    after.cell[y + OFF][x + OFF] = tile;
    return ref_board_rules(&after);
}

/* R7 by brute force: every trail through the outer wall segments. */
typedef struct Seg {
    int x0, y0, x1, y1;
} Seg;
static Seg segs[256];
static int seg_count;
static bool seg_used[256];

static int longest_from(int x, int y)
{
    int best = 0;
    for (int i = 0; i < seg_count; i++) {
        if (seg_used[i])
            continue;
        int nx, ny;
        if (segs[i].x0 == x && segs[i].y0 == y) {
            nx = segs[i].x1;
            ny = segs[i].y1;
        } else if (segs[i].x1 == x && segs[i].y1 == y) {
            nx = segs[i].x0;
            ny = segs[i].y0;
        } else
            continue;
        seg_used[i] = true;
        int len = 1 + longest_from(nx, ny);
        seg_used[i] = false;
        if (len > best)
            best = len;
    }
    return best;
}

static int ref_longest_wall(const RefBoard *b)
{
    seg_count = 0;
    for (int y = b->lo_y; y <= b->hi_y; y++)
        for (int x = b->lo_x; x <= b->hi_x; x++) {
            int t = at(b, x, y);
            if (!t)
                continue;
            for (int s = 0; s < 4; s++) {
                if (!((walls_of(t) >> s) & 1) || at(b, x + DX[s], y + DY[s]))
                    continue;
                Seg g = s == 0   ? (Seg){x, y, x + 1, y}
                        : s == 1 ? (Seg){x + 1, y, x + 1, y + 1}
                        : s == 2 ? (Seg){x, y + 1, x + 1, y + 1}
                                 : (Seg){x, y, x, y + 1};
                assert_true(seg_count < 256);
                segs[seg_count++] = g;
            }
        }
    memset(seg_used, 0, sizeof seg_used);
    int best = 0;
    for (int i = 0; i < seg_count; i++) {
        int a = longest_from(segs[i].x0, segs[i].y0), c = longest_from(segs[i].x1, segs[i].y1);
        if (a > best)
            best = a;
        if (c > best)
            best = c;
    }
    return best;
}

/* R5 / R6 from the counts: places by count, ties share the sum of their places' points. */
static int ref_majority(int round, int type, const int *counts, int n, int who)
{
    if (counts[who] == 0)
        return 0;
    int better = 0, equal = 0;
    for (int i = 0; i < n; i++) {
        if (counts[i] > counts[who])
            better++;
        else if (counts[i] == counts[who])
            equal++;
    }
    static const int base[3][3] = {{1, 0, 0}, {8, 1, 0}, {16, 8, 1}};
    int sum = 0;
    for (int place = better; place < better + equal; place++)
        if (place < round)
            sum += base[round - 1][place] + type;
    return sum / equal;
}

static void compare_position(const AlhGame *g, long *checks)
{
    for (int p = 0; p < g->num_players; p++) {
        static RefBoard b;
        ref_from_game(g, p, &b);
        assert_int_equal(ref_board_rules(&b), ALH_OK);
        const AlhBoard *eb = &g->players[p].board;
        assert_int_equal(alh_longest_wall(g, p), ref_longest_wall(&b));
        for (int tile = 1; tile <= ALH_NUM_TILES; tile += 2)
            for (int y = eb->min_y - 1; y <= eb->max_y + 1; y++)
                for (int x = eb->min_x - 1; x <= eb->max_x + 1; x++) {
                    AlhError want = ref_spot(&b, tile, x, y), got = alh_spot_check(g, p, tile, x, y);
                    if (want != got)
                        fail_msg("player %d tile %d at %d,%d: reference %s, engine %s", p, tile, x, y, alh_error_code(want),
                                 alh_error_code(got));
                    (*checks)++;
                }
        /* Redesigns: removals and swaps, through alh_check with the player to act. */
        static AlhGame acting;
        acting = *g;
        fx_start_turn(&acting, p);
        for (int t = 1; t <= ALH_NUM_TILES; t++) {
            if (g->where[t].loc != ALH_LOC_ALHAMBRA || g->where[t].owner != p)
                continue;
            int x = g->where[t].x, y = g->where[t].y;
            AlhCommand c = fx_cmd_remove(p, t);
            assert_int_equal(alh_check(&acting, &c), ref_remove(&b, x, y));
            (*checks)++;
            for (int r = 1; r <= ALH_NUM_TILES; r++) {
                if (g->where[r].loc != ALH_LOC_RESERVE || g->where[r].owner != p)
                    continue;
                c = fx_cmd_swap(p, r, t);
                AlhError want = ref_swap(&b, r, x, y), got = alh_check(&acting, &c);
                /* The engine may name a cut-off path as a wall mismatch; both refuse. */
                if ((want == ALH_OK) != (got == ALH_OK))
                    fail_msg("swap %d for %d: reference %s, engine %s", r, t, alh_error_code(want), alh_error_code(got));
                (*checks)++;
            }
        }
    }
    /* Majorities, with Dirk as one more participant when he plays. */
    int n = g->num_players + (g->num_players == 2 ? 1 : 0);
    for (int round = 1; round <= 3; round++) {
        AlhScoreDetail d;
        alh_score_preview(g, round, &d);
        for (int type = 0; type < ALH_NUM_TYPES; type++) {
            /* Counted from where the tiles are, not from the engine's counters. */
            int counts[ALH_MAX_PLAYERS + 1] = {0};
            for (int t = 1; t <= ALH_NUM_TILES; t++) {
                if (alh_tile_info(t)->type != type)
                    continue;
                if (g->where[t].loc == ALH_LOC_ALHAMBRA)
                    counts[g->where[t].owner]++;
                else if (g->where[t].loc == ALH_LOC_DIRK && n > g->num_players)
                    counts[g->num_players]++;
            }
            for (int i = 0; i < n; i++) {
                int who = i < g->num_players ? i : ALH_DIRK;
                assert_int_equal(d.points[who][type], ref_majority(round, type, counts, n, i));
            }
        }
    }
}

static void test_engine_agrees_with_the_reference(void **state)
{
    (void)state;
    AlhRng rng;
    alh_rng_seed(&rng, 31337, 1);
    long checks = 0;
    int positions = 0;
    for (int g = 0; g < 60; g++) {
        fx_new_game(&game, 2 + g % 5, 7000 + (uint64_t)g);
        for (int step = 0; game.phase != ALH_PHASE_OVER; step++) {
            assert_true(step < 4000);
            AlhCommand c;
            if (alh_rng_below(&rng, 10) < 3) {
                static AlhCommand legal[4096];
                size_t n = alh_legal_commands(&game, legal, 4096);
                assert_true(n > 0 && n <= 4096);
                c = legal[alh_rng_below(&rng, (uint32_t)n)];
            } else {
                assert_int_equal(alh_random_policy(&game, &rng, &c), ALH_OK);
            }
            assert_int_equal(alh_apply(&game, &c, NULL), ALH_OK);
            if (step % 10 == 9 || game.phase == ALH_PHASE_OVER) {
                compare_position(&game, &checks);
                positions++;
            }
        }
    }
    assert_true(positions > 500);
    assert_true(checks > 300000);
    printf("# %d positions, %ld rule checks compared with the reference\n", positions, checks);
}

/* ------------------------------------------------------------------ random Alhambras */

/*
 * Alhambras grown at random by the reference alone (no engine call decides where a tile goes), so
 * that their shapes are not those a game's policy favours: bays, winding empty corridors and
 * narrow necks, where the hole test's searches meet each other's cells.
 */
static void grow_random_alhambra(RefBoard *b, AlhRng *rng, int target, bool placed[ALH_NUM_TILES + 1])
{
    memset(b, 0, sizeof *b);
    memset(placed, 0, sizeof(bool) * (ALH_NUM_TILES + 1));
    ref_put(b, ALH_TILE_FOUNTAIN, 0, 0);
    for (int built = 0, tries = 0; built < target && tries < target * 60; tries++) {
        int tile = 1 + (int)alh_rng_below(rng, ALH_NUM_TILES);
        if (placed[tile])
            continue;
        /* A random empty cell with a built neighbour. */
        int w = b->hi_x - b->lo_x + 3, h = b->hi_y - b->lo_y + 3;
        int x = b->lo_x - 1 + (int)alh_rng_below(rng, (uint32_t)w);
        int y = b->lo_y - 1 + (int)alh_rng_below(rng, (uint32_t)h);
        if (ref_spot(b, tile, x, y) != ALH_OK)
            continue;
        ref_put(b, tile, x, y);
        placed[tile] = true;
        built++;
    }
    assert_int_equal(ref_board_rules(b), ALH_OK);
}

/* The random Alhambra as player 0's in a 3-player game, with up to `reserve` unbuilt tiles on
 * player 0's reserve for redesigns. */
static void game_from_ref(AlhGame *g, const RefBoard *b, const bool placed[ALH_NUM_TILES + 1], AlhRng *rng, int reserve,
                          int *reserved, int *reserved_count)
{
    fx_new_game(g, 3, 4242);
    for (int y = b->lo_y; y <= b->hi_y; y++)
        for (int x = b->lo_x; x <= b->hi_x; x++) {
            int t = at(b, x, y);
            if (t && t != ALH_TILE_FOUNTAIN)
                fx_move_tile(g, t, ALH_LOC_ALHAMBRA, 0, x, y);
        }
    *reserved_count = 0;
    for (int tries = 0; *reserved_count < reserve && tries < 200; tries++) {
        int t = 1 + (int)alh_rng_below(rng, ALH_NUM_TILES);
        if (placed[t] || g->where[t].loc == ALH_LOC_RESERVE)
            continue;
        fx_move_tile(g, t, ALH_LOC_RESERVE, 0, 0, 0);
        reserved[(*reserved_count)++] = t;
    }
    fx_start_turn(g, 0);
    fx_commit(g);
}

static void test_random_alhambras_against_the_reference(void **state)
{
    (void)state;
    AlhRng rng;
    alh_rng_seed(&rng, 1414, 3);
    long checks = 0, holes = 0;
    static RefBoard b;
    for (int n = 0; n < 1500; n++) {
        bool placed[ALH_NUM_TILES + 1];
        grow_random_alhambra(&b, &rng, 6 + (int)alh_rng_below(&rng, 40), placed);
        int reserved[6], reserved_count;
        game_from_ref(&game, &b, placed, &rng, 6, reserved, &reserved_count);
        const AlhBoard *eb = &game.players[0].board;
        for (int i = 0; i < reserved_count; i++) {
            int tile = reserved[i];
            AlhSpot spots[256];
            size_t listed = alh_legal_spots(&game, 0, tile, spots, 256);
            assert_true(listed <= 256);
            size_t legal = 0;
            for (int y = eb->min_y - 2; y <= eb->max_y + 2; y++)
                for (int x = eb->min_x - 2; x <= eb->max_x + 2; x++) {
                    AlhError want = ref_spot(&b, tile, x, y), got = alh_spot_check(&game, 0, tile, x, y);
                    if (want != got)
                        fail_msg("board %d: tile %d at %d,%d: reference %s, engine %s", n, tile, x, y, alh_error_code(want),
                                 alh_error_code(got));
                    holes += want == ALH_ERR_LEAVES_HOLE;
                    /* The same answer as a redesign that adds the reserve tile. */
                    AlhCommand c = fx_cmd_add(0, tile, x, y);
                    if ((alh_check(&game, &c) == ALH_OK) != (want == ALH_OK))
                        fail_msg("board %d: redesign-add %d at %d,%d: reference %s", n, tile, x, y, alh_error_code(want));
                    bool in_list = false;
                    for (size_t k = 0; k < listed; k++)
                        in_list |= spots[k].x == x && spots[k].y == y;
                    if (in_list != (want == ALH_OK))
                        fail_msg("board %d: tile %d at %d,%d: reference %s, legal_spots %s", n, tile, x, y, alh_error_code(want),
                                 in_list ? "lists it" : "leaves it out");
                    legal += want == ALH_OK;
                    checks += 3;
                }
            assert_int_equal(listed, legal);
        }
        /* Redesigns: every built tile taken out, and swapped for each reserve tile. */
        for (int y = b.lo_y; y <= b.hi_y; y++)
            for (int x = b.lo_x; x <= b.hi_x; x++) {
                int t = at(&b, x, y);
                if (!t || t == ALH_TILE_FOUNTAIN)
                    continue;
                AlhCommand c = fx_cmd_remove(0, t);
                AlhError want = ref_remove(&b, x, y), got = alh_check(&game, &c);
                if (want != got)
                    fail_msg("board %d: remove %d at %d,%d: reference %s, engine %s", n, t, x, y, alh_error_code(want),
                             alh_error_code(got));
                checks++;
                for (int i = 0; i < reserved_count; i++) {
                    c = fx_cmd_swap(0, reserved[i], t);
                    want = ref_swap(&b, reserved[i], x, y);
                    got = alh_check(&game, &c);
                    if ((want == ALH_OK) != (got == ALH_OK))
                        fail_msg("board %d: swap %d for %d: reference %s, engine %s", n, reserved[i], t, alh_error_code(want),
                                 alh_error_code(got));
                    checks++;
                }
            }
    }
    assert_true(holes > 1000);
    printf("# 1500 random Alhambras, %ld rule checks compared with the reference (%ld holes)\n", checks, holes);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_engine_agrees_with_the_reference),
        cmocka_unit_test(test_random_alhambras_against_the_reference),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

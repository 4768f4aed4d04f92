/* SPDX-License-Identifier: MIT */
/*
 * The base game's paths for small boards (the box read as words: the listing of a tile's spots up to
 * 6 x 6, the longest wall up to 7 x 7, the removal's and the swap's checks up to 6 x 6) against the
 * general rules, on boards grown tile by tile well past those sizes, in every direction from the
 * fountain (so that the box's window crosses the torus's seam at column and row 0 from either side),
 * long and thin as well as square. Random games rarely build boxes of 7 or more.
 */
#include "fixtures.h"
#include "alhambra/bot.h"
#include "../../src/engine/engine_internal.h" /* the general rules: the wall graph, the whole board's legality */

#include <string.h>

static AlhGame game, other, general;

/* What was compared, by the box's larger side (9: 9 or more), and the boxes exactly n x n. */
typedef struct Seen {
    long listings[10], walls[10], removals[10], swaps[10], square[10];
} Seen;

static int side_of(const AlhBoard *b)
{
    int w = b->max_x - b->min_x + 1, h = b->max_y - b->min_y + 1, s = w > h ? w : h;
    return s > 9 ? 9 : s;
}

/* alh_legal_spots of `tile` is every cell round the board where alh_spot_check says yes, each once, in
 * rows from the north, west to east in a row. */
static void check_listing(int tile, Seen *seen)
{
    const AlhBoard *b = &game.players[0].board;
    AlhSpot spots[256];
    size_t n = alh_legal_spots(&game, 0, tile, spots, 256), k = 0;
    assert_true(n <= 256);
    for (int y = b->min_y - 2; y <= b->max_y + 2; y++)
        for (int x = b->min_x - 2; x <= b->max_x + 2; x++) {
            if (alh_spot_check(&game, 0, tile, x, y) != ALH_OK)
                continue;
            if (k >= n || spots[k].x != x || spots[k].y != y)
                fail_msg("box %d..%d x %d..%d, tile %d: spot %d,%d legal, listed %zu-th: %d,%d of %zu", b->min_x, b->max_x,
                         b->min_y, b->max_y, tile, x, y, k, k < n ? spots[k].x : 99, k < n ? spots[k].y : 99, n);
            k++;
        }
    if (k != n)
        fail_msg("box %d..%d x %d..%d, tile %d: %zu spots listed, %zu legal", b->min_x, b->max_x, b->min_y, b->max_y, tile, n, k);
    seen->listings[side_of(b)]++;
}

/* A building that is on nobody's board, in nobody's reserve, and not waiting. */
static bool free_building(int t)
{
    int loc = game.where[t].loc;
    return loc != ALH_LOC_ALHAMBRA && loc != ALH_LOC_RESERVE && loc != ALH_LOC_PENDING;
}

/* The removal of every building and its swap with a few free tiles: allowed exactly when the board
 * without it (with the other tile) is legal, and refused for the same reason (the one the player is
 * shown) as by the general path: the same board in a game with the camps on (a module with its say
 * on placements: no small path), without a camp anywhere. */
static void check_redesigns(Seen *seen)
{
    const AlhBoard *b = &game.players[0].board;
    char msg[160];
    memcpy(&general, &game, sizeof game);
    assert_true(alh_modules_parse("camps", &general.modules, msg, sizeof msg));
    for (int t = 1; t <= ALH_NUM_TILES; t++) {
        if (game.where[t].loc != ALH_LOC_ALHAMBRA || game.where[t].owner != 0)
            continue;
        int x = game.where[t].x, y = game.where[t].y;
        AlhError said = alh_board_remove_check(&game, 0, x, y), general_said = alh_board_remove_check(&general, 0, x, y);
        if (said != general_said)
            fail_msg("box %d..%d x %d..%d: removing %d at %d,%d: %s, the general path %s", b->min_x, b->max_x, b->min_y, b->max_y,
                     t, x, y, alh_error_code(said), alh_error_code(general_said));
        bool allowed = said == ALH_OK;
        memcpy(&other, &game, sizeof game);
        alh_board_take(&other.players[0].board, x, y);
        other.where[t].loc = ALH_LOC_RESERVE;
        bool legal = alh_board_is_legal(&other, 0, msg, sizeof msg);
        if (allowed != legal)
            fail_msg("box %d..%d x %d..%d: removing %d at %d,%d %s, the board without it %s", b->min_x, b->max_x, b->min_y,
                     b->max_y, t, x, y, allowed ? "allowed" : "refused", legal ? "legal" : msg);
        seen->removals[side_of(b)]++;
        for (int r = 1 + t % 7; r <= ALH_NUM_TILES; r += 7) {
            if (!free_building(r))
                continue;
            said = alh_board_swap_check(&game, 0, r, x, y);
            general_said = alh_board_swap_check(&general, 0, r, x, y);
            if (said != general_said)
                fail_msg("box %d..%d x %d..%d: swapping %d at %d,%d for %d: %s, the general path %s", b->min_x, b->max_x,
                         b->min_y, b->max_y, t, x, y, r, alh_error_code(said), alh_error_code(general_said));
            allowed = said == ALH_OK;
            memcpy(&other, &game, sizeof game);
            alh_board_take(&other.players[0].board, x, y);
            alh_board_put(&other.players[0].board, r, x, y);
            other.where[t].loc = ALH_LOC_RESERVE;
            other.where[r].loc = ALH_LOC_ALHAMBRA;
            other.where[r].owner = 0;
            other.where[r].x = (int8_t)x;
            other.where[r].y = (int8_t)y;
            legal = alh_board_is_legal(&other, 0, msg, sizeof msg);
            if (allowed != legal)
                fail_msg("box %d..%d x %d..%d: swapping %d at %d,%d for %d %s, the board with it %s", b->min_x, b->max_x,
                         b->min_y, b->max_y, t, x, y, r, allowed ? "allowed" : "refused", legal ? "legal" : msg);
            seen->swaps[side_of(b)]++;
        }
    }
}

/* Which way a board grows: the spot most to the north-west, north-east, south-east or south-west,
 * most to the west, east, north or south (three times in four), or anywhere. */
static int leaning(int mode, int x, int y)
{
    static const int lean_x[9] = {-1, 1, 1, -1, -1, 1, 0, 0, 0}, lean_y[9] = {-1, -1, 1, 1, 0, 0, -1, 1, 0};
    return lean_x[mode] * x + lean_y[mode] * y;
}

/* Grows player 0's Alhambra from the fountain with every building a spot can be found for, checking
 * the small boards' paths against the general rules after each. */
static void grow(uint64_t seed, int mode, Seen *seen)
{
    fx_new_game(&game, 2, seed);
    AlhRng rng;
    alh_rng_seed(&rng, seed, 11);
    const AlhBoard *b = &game.players[0].board;
    for (int built = 0; built < ALH_NUM_TILES; built++) {
        /* The checks: a tile of each wall mask still free, the longest wall, the redesigns. */
        for (int walls = 0; walls < 16; walls++) {
            int t = fx_free_tile(&game, walls, -1);
            if (t && free_building(t))
                check_listing(t, seen);
        }
        int wall = alh_longest_wall(&game, 0), graph = alh_longest_wall_graph(&game, 0);
        if (wall != graph)
            fail_msg("box %d..%d x %d..%d: longest wall %d, the graph's %d", b->min_x, b->max_x, b->min_y, b->max_y, wall, graph);
        seen->walls[side_of(b)]++;
        if (b->max_x - b->min_x == b->max_y - b->min_y)
            seen->square[side_of(b)]++;
        check_redesigns(seen);
        /* The next building and its spot. */
        AlhSpot spots[256];
        size_t n = 0;
        int tile = 0;
        for (int tries = 0; tries < 40 && n == 0; tries++) {
            tile = 1 + (int)alh_rng_below(&rng, ALH_NUM_TILES);
            if (free_building(tile))
                n = alh_legal_spots(&game, 0, tile, spots, 256);
        }
        if (n == 0)
            break;
        size_t pick = alh_rng_below(&rng, (uint32_t)n);
        if (alh_rng_below(&rng, 4) != 0)
            for (size_t i = 0; i < n; i++)
                if (leaning(mode, spots[i].x, spots[i].y) > leaning(mode, spots[pick].x, spots[pick].y))
                    pick = i;
        fx_move_tile(&game, tile, ALH_LOC_ALHAMBRA, 0, spots[pick].x, spots[pick].y);
        alh_board_put(&game.players[0].board, tile, spots[pick].x, spots[pick].y);
    }
}

static void test_small_board_paths_agree_with_the_general_rules(void **state)
{
    (void)state;
    Seen seen;
    memset(&seen, 0, sizeof seen);
    for (int i = 0; i < 36; i++)
        grow(700 + (uint64_t)i, i % 9, &seen);
    /* The sizes where the paths part: boxes of 6 (the last small listing and redesign) and 7 (the
     * first general one, the last small wall), 8 (the first general wall), and square boxes of each. */
    for (int s = 5; s <= 9; s++)
        print_message("side %d: %ld listings, %ld walls (%ld square boxes), %ld removals, %ld swaps\n", s, seen.listings[s],
                      seen.walls[s], seen.square[s], seen.removals[s], seen.swaps[s]);
    for (int s = 6; s <= 8; s++) {
        assert_true(seen.listings[s] > 500);
        assert_true(seen.walls[s] > 50);
        assert_true(seen.square[s] > 5);
        assert_true(seen.removals[s] > 500);
        assert_true(seen.swaps[s] > 100);
    }
}

/* Every tile's walls are four bits, a side each: box_words reads a table of 16 by them, for every
 * tile of a board (the modules' pieces too, where no module has its say). */
static void test_every_tile_shows_four_sides(void **state)
{
    (void)state;
    for (int t = 1; t <= ALH_TILE_MAX; t++)
        if (alh_tile_walls(t) < 0 || alh_tile_walls(t) > 15)
            fail_msg("tile %d: walls %#x", t, alh_tile_walls(t));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_small_board_paths_agree_with_the_general_rules),
        cmocka_unit_test(test_every_tile_shows_four_sides),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

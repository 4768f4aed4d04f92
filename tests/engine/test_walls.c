/* SPDX-License-Identifier: MIT */
/* The longest outer wall (R7): straight, L, closed rings, branches, internal and separate walls. */
#include "fixtures.h"
#include "alhambra/bot.h"
#include "../../src/engine/engine_internal.h" /* alh_longest_wall_graph: the graph's search */

#include <string.h>

static AlhGame game;

static void fresh(void) { fx_new_game(&game, 3, 60); }

/* Length of the longest wall of player 0 once the hand-made Alhambra is checked legal. */
static int wall_of_legal_alhambra(void)
{
    fx_commit(&game);
    return alh_longest_wall(&game, 0);
}

static void test_no_wall(void **state)
{
    (void)state;
    fresh();
    assert_int_equal(wall_of_legal_alhambra(), 0);
    fx_build_walls(&game, 0, 0, 1, 0);
    fx_build_walls(&game, 0, 0, 0, 1);
    assert_int_equal(wall_of_legal_alhambra(), 0);
}

static void test_straight_wall(void **state)
{
    (void)state;
    fresh();
    fx_build_walls(&game, 0, W_N, 1, 0);
    assert_int_equal(wall_of_legal_alhambra(), 1);
    fx_build_walls(&game, 0, W_N, 2, 0);
    fx_build_walls(&game, 0, W_N, 3, 0);
    assert_int_equal(wall_of_legal_alhambra(), 3);
}

static void test_l_shaped_wall(void **state)
{
    (void)state;
    fresh();
    fx_build_walls(&game, 0, W_N, 1, 0);
    fx_build_walls(&game, 0, W_N | W_E, 2, 0);
    assert_int_equal(wall_of_legal_alhambra(), 3);
    /* It goes on round the corner, down the east side. */
    fx_build_walls(&game, 0, W_E, 2, 1);
    fx_build_walls(&game, 0, W_E | W_S, 2, 2);
    fx_build_walls(&game, 0, 0, 1, 1);
    assert_int_equal(wall_of_legal_alhambra(), 6);
}

/* A closed ring of N segments scores N. */
static void test_closed_ring(void **state)
{
    (void)state;
    fresh();
    /* The 3 x 3 block round the fountain, walled all round: 12 segments. */
    fx_build_walls(&game, 0, W_N | W_W, -1, -1);
    fx_build_walls(&game, 0, W_N, 0, -1);
    fx_build_walls(&game, 0, W_N | W_E, 1, -1);
    fx_build_walls(&game, 0, W_E, 1, 0);
    fx_build_walls(&game, 0, W_E | W_S, 1, 1);
    fx_build_walls(&game, 0, W_S, 0, 1);
    fx_build_walls(&game, 0, W_S | W_W, -1, 1);
    fx_build_walls(&game, 0, W_W, -1, 0);
    assert_int_equal(wall_of_legal_alhambra(), 12);
}

/* Walls back to back between two tiles are internal and score nothing. */
static void test_internal_walls_score_nothing(void **state)
{
    (void)state;
    fresh();
    fx_build_walls(&game, 0, W_E, 1, 0);
    fx_build_walls(&game, 0, W_W, 2, 0);
    fx_build_walls(&game, 0, 0, 0, 1);
    fx_build_walls(&game, 0, 0, 1, 1);
    fx_build_walls(&game, 0, 0, 2, 1);
    assert_int_equal(wall_of_legal_alhambra(), 0);

    fresh();
    fx_build_walls(&game, 0, 0, 0, -1);
    fx_build_walls(&game, 0, W_S, 1, -1);
    fx_build_walls(&game, 0, W_N, 1, 0);
    assert_int_equal(wall_of_legal_alhambra(), 0);
    /* A wall that becomes internal stops counting: an outer north wall, then a tile above it. */
    fresh();
    fx_build_walls(&game, 0, W_N, 1, 0);
    fx_build_walls(&game, 0, W_N, 2, 0);
    assert_int_equal(wall_of_legal_alhambra(), 2);
    fx_build_walls(&game, 0, 0, 0, -1);
    fx_build_walls(&game, 0, W_S, 1, -1);
    assert_int_equal(wall_of_legal_alhambra(), 1);
}

/* Two walls that do not touch: only the longer one counts. */
static void test_two_separate_walls(void **state)
{
    (void)state;
    fresh();
    fx_build_walls(&game, 0, W_N, 1, 0);
    fx_build_walls(&game, 0, W_N, 2, 0);
    fx_build_walls(&game, 0, W_W, -1, 0);
    fx_build_walls(&game, 0, W_W, -1, 1);
    fx_build_walls(&game, 0, W_W, -1, 2);
    assert_int_equal(wall_of_legal_alhambra(), 3);
}

/*
 * A branch: three or four wall segments meeting at one corner. In a legal Alhambra that cannot
 * happen (it needs two tiles touching only at a corner, which always closes in a hole), so this
 * board is made by hand and not validated: alh_longest_wall must still follow R7 and count the
 * longest trail only.
 */
static void test_branch_counts_the_longest_trail(void **state)
{
    (void)state;
    fresh();
    fx_build_walls(&game, 0, W_N | W_E | W_S, 1, 0); /* walls: north, east, south */
    fx_build_walls(&game, 0, W_N | W_W, 2, 1);       /* touches the first only at the corner 2,1 */
    alh_game_rebuild(&game);
    /* Arms at the corner 2,1: north+east of the first tile (2), its south (1), the second's
     * north (1) and west (1): the longest trail takes the arm of 2 and one of 1. */
    assert_int_equal(alh_longest_wall(&game, 0), 3);
    fx_build_walls(&game, 0, W_N, 3, 1); /* the second's north arm grows to 2 */
    alh_game_rebuild(&game);
    assert_int_equal(alh_longest_wall(&game, 0), 4);
}

/* The scoring round awards exactly the longest wall to each player. */
static void test_scoring_uses_the_longest_wall(void **state)
{
    (void)state;
    fresh();
    fx_build_walls(&game, 0, W_N, 1, 0);
    fx_build_walls(&game, 0, W_N | W_E, 2, 0);
    fx_build_walls(&game, 1, W_W, -1, 0);
    fx_commit(&game);
    AlhScoreDetail d;
    alh_score_preview(&game, 1, &d);
    assert_int_equal(d.points[0][ALH_SCORE_WALL], 3);
    assert_int_equal(d.points[1][ALH_SCORE_WALL], 1);
    assert_int_equal(d.points[2][ALH_SCORE_WALL], 0);
}

/*
 * alh_longest_wall reads the boards as bitboards (a board with a piece outside the walls or a module
 * shaping it through its view) and leaves the rest to the wall graph's search: both must give the
 * same figure for every player after every command of random games (redesigns among them, some
 * boards wrapping round the grid's edge), base game and with modules (pieces outside the walls,
 * boards a module shapes). *with_outside counts the boards compared that held a piece outside the walls.
 */
static long compare_walls_over_games(const char *modules, int games, long *with_walls, long *with_outside)
{
    static AlhGame g;
    static AlhCommand legal[1024];
    long compared = 0;
    for (int i = 0; i < games; i++) {
        AlhSetup setup = {.num_players = 2 + i % 5, .seed = 700 + (uint64_t)i};
        char msg[160];
        assert_true(alh_modules_parse(modules, &setup.modules, msg, sizeof msg));
        assert_int_equal(alh_new_game(&g, &setup, NULL), ALH_OK);
        AlhRng rng;
        alh_rng_seed(&rng, 900 + (uint64_t)i, 3);
        for (int step = 0; step < 5000 && g.phase != ALH_PHASE_OVER; step++) {
            for (int p = 0; p < g.num_players; p++) {
                int fast = alh_longest_wall(&g, p), graph = alh_longest_wall_graph(&g, p);
                if (fast != graph)
                    fail_msg("game %d (%s) step %d player %d: %d, the graph says %d", i, modules, step, p, fast, graph);
                compared++;
                *with_walls += fast >= 4;
                *with_outside += g.players[p].board.outside_count > 0 && fast >= 4;
            }
            AlhCommand c;
            if (alh_rng_below(&rng, 10) < 2) {
                size_t n = alh_legal_commands(&g, legal, 1024);
                assert_true(n > 0);
                c = legal[alh_rng_below(&rng, (uint32_t)n)];
            } else {
                assert_int_equal(alh_random_policy(&g, &rng, &c), ALH_OK);
            }
            assert_int_equal(alh_apply(&g, &c, NULL), ALH_OK);
        }
    }
    return compared;
}

static void test_bitboard_wall_matches_the_graph(void **state)
{
    (void)state;
    long with_walls = 0, with_outside = 0;
    long compared = compare_walls_over_games("none", 30, &with_walls, &with_outside);
    /* The games are long enough to build real walls, not only empty boards. */
    assert_true(compared > 10000);
    assert_true(with_walls > compared / 4);
    with_walls = 0;
    compared = compare_walls_over_games("all", 10, &with_walls, &with_outside);
    assert_true(compared > 2000);
    assert_true(with_walls > 0);
    /* Camps beside walls, and gates on them: the view's bits on many boards with real walls. */
    with_walls = with_outside = 0;
    compared = compare_walls_over_games("camps,city-gates", 10, &with_walls, &with_outside);
    assert_true(compared > 2000);
    assert_true(with_outside > compared / 10);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_no_wall),
        cmocka_unit_test(test_straight_wall),
        cmocka_unit_test(test_l_shaped_wall),
        cmocka_unit_test(test_closed_ring),
        cmocka_unit_test(test_internal_walls_score_nothing),
        cmocka_unit_test(test_two_separate_walls),
        cmocka_unit_test(test_branch_counts_the_longest_trail),
        cmocka_unit_test(test_scoring_uses_the_longest_wall),
        cmocka_unit_test(test_bitboard_wall_matches_the_graph),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

/* SPDX-License-Identifier: MIT */
/* Scoring rounds: the points table (R5), ties and ranks (R6), what counts, Dirk, and previews. */
#include "fixtures.h"
#include "alhambra/bot.h"
#include "../../src/engine/module.h" /* the modules' extra half buildings (add_counts), as the scoring reads them */

#include <string.h>

static AlhGame game, copy;

/* R5, written out as printed: [round-1][type][place]. */
static const int points_table[3][ALH_NUM_TYPES][3] = {
    {{1, 0, 0}, {2, 0, 0}, {3, 0, 0}, {4, 0, 0}, {5, 0, 0}, {6, 0, 0}},
    {{8, 1, 0}, {9, 2, 0}, {10, 3, 0}, {11, 4, 0}, {12, 5, 0}, {13, 6, 0}},
    {{16, 8, 1}, {17, 9, 2}, {18, 10, 3}, {19, 11, 4}, {20, 12, 5}, {21, 13, 6}},
};

static void new_position(int players, uint64_t seed)
{
    fx_new_game(&game, players, seed);
    if (players == 2) /* Dirk's starting tiles go out of the game unless a test gives him some */
        for (int t = 1; t <= ALH_NUM_TILES; t++)
            if (game.where[t].loc == ALH_LOC_DIRK)
                fx_move_tile(&game, t, ALH_LOC_REMOVED, 0, 0, 0);
    fx_commit(&game);
}

static void build(int player, int type, int count)
{
    int built = fx_build_type(&game, player, type, count);
    if (built != count)
        fail_msg("could only build %d of %d %s for player %d", built, count, alh_type_name(type), player);
}

static void give_dirk(int type, int count)
{
    for (int i = 0; i < count; i++) {
        int t = fx_free_tile(&game, -1, type);
        assert_true(t > 0);
        fx_move_tile(&game, t, ALH_LOC_DIRK, 0, 0, 0);
    }
}

/* Checks the wall column and the totals of a preview against the game. */
static void check_totals(const AlhScoreDetail *d)
{
    for (int p = 0; p < game.num_players; p++) {
        assert_int_equal(d->points[p][ALH_SCORE_WALL], alh_longest_wall(&game, p));
        int sum = 0;
        for (int c = 0; c < ALH_SCORE_CATEGORIES; c++)
            sum += d->points[p][c];
        assert_int_equal(d->total[p], game.players[p].score + sum);
    }
}

static void test_points_table_all_rounds(void **state)
{
    (void)state;
    for (int round = 1; round <= 3; round++) {
        new_position(4, 40 + (uint64_t)round);
        /* Player 0 has `round` of each type, player 1 one fewer, ... so each paid place is taken once. */
        for (int p = 0; p < round; p++)
            for (int type = 0; type < ALH_NUM_TYPES; type++)
                build(p, type, round - p);
        for (int p = 0; p < 4; p++)
            game.players[p].score = (int16_t)(10 * p);
        fx_commit(&game);
        AlhScoreDetail d;
        alh_score_preview(&game, round, &d);
        for (int p = 0; p < 4; p++)
            for (int type = 0; type < ALH_NUM_TYPES; type++) {
                int expected = p < round ? points_table[round - 1][type][p] : 0;
                if (d.points[p][type] != expected)
                    fail_msg("round %d, player %d, %s: expected %d, got %d", round, p, alh_type_name(type), expected,
                             d.points[p][type]);
            }
        check_totals(&d);
    }
}

/* R6 and the rulebook: Kim and Nina tie first in towers in round 2: (13 + 6) / 2 = 9 each; the
 * next player is third and gets nothing in round 2. */
static void test_tie_for_first_rulebook_example(void **state)
{
    (void)state;
    new_position(3, 50);
    build(0, ALH_TOWER, 4);
    build(1, ALH_TOWER, 4);
    build(2, ALH_TOWER, 1);
    fx_commit(&game);
    AlhScoreDetail d;
    alh_score_preview(&game, 2, &d);
    assert_int_equal(d.points[0][ALH_TOWER], 9);
    assert_int_equal(d.points[1][ALH_TOWER], 9);
    assert_int_equal(d.points[2][ALH_TOWER], 0);
    /* The same counts in round 3: (21 + 13) / 2 = 17 each, and third place pays 6. */
    alh_score_preview(&game, 3, &d);
    assert_int_equal(d.points[0][ALH_TOWER], 17);
    assert_int_equal(d.points[1][ALH_TOWER], 17);
    assert_int_equal(d.points[2][ALH_TOWER], 6);
    check_totals(&d);
}

static void test_three_tied(void **state)
{
    (void)state;
    new_position(4, 51);
    build(0, ALH_GARDEN, 3);
    build(1, ALH_GARDEN, 1);
    build(2, ALH_GARDEN, 1);
    build(3, ALH_GARDEN, 1);
    /* Three tied first in round 1 towers: (6 + 0 + 0) / 3 = 2 each. */
    build(1, ALH_TOWER, 2);
    build(2, ALH_TOWER, 2);
    build(3, ALH_TOWER, 2);
    fx_commit(&game);
    AlhScoreDetail d;
    alh_score_preview(&game, 3, &d);
    /* Three tied second in round 3 gardens: places 2, 3, 4 pay 12 + 5 + 0 = 17, 17 / 3 = 5 each. */
    assert_int_equal(d.points[0][ALH_GARDEN], 20);
    for (int p = 1; p < 4; p++)
        assert_int_equal(d.points[p][ALH_GARDEN], 5);
    alh_score_preview(&game, 1, &d);
    assert_int_equal(d.points[0][ALH_GARDEN], 5);
    assert_int_equal(d.points[0][ALH_TOWER], 0);
    for (int p = 1; p < 4; p++) {
        assert_int_equal(d.points[p][ALH_GARDEN], 0);
        assert_int_equal(d.points[p][ALH_TOWER], 2);
    }
    /* Round 2, three tied first in towers: (13 + 6 + 0) / 3 = 6 each. */
    alh_score_preview(&game, 2, &d);
    for (int p = 1; p < 4; p++)
        assert_int_equal(d.points[p][ALH_TOWER], 6);
    check_totals(&d);
}

/* Without a building of a type there is no rank in it, and no points. */
static void test_a_building_is_needed_to_rank(void **state)
{
    (void)state;
    new_position(3, 52);
    build(0, ALH_CHAMBERS, 2);
    build(1, ALH_CHAMBERS, 1);
    fx_commit(&game);
    AlhScoreDetail d;
    alh_score_preview(&game, 3, &d);
    assert_int_equal(d.points[0][ALH_CHAMBERS], 19);
    assert_int_equal(d.points[1][ALH_CHAMBERS], 11);
    assert_int_equal(d.points[2][ALH_CHAMBERS], 0); /* not third with none */
    for (int type = 0; type < ALH_NUM_TYPES; type++)
        if (type != ALH_CHAMBERS)
            for (int p = 0; p < 3; p++)
                assert_int_equal(d.points[p][type], 0);
    /* A lone player with one building is first in round 2; nobody is second. */
    alh_score_preview(&game, 2, &d);
    assert_int_equal(d.points[0][ALH_CHAMBERS], 11);
    assert_int_equal(d.points[1][ALH_CHAMBERS], 4);
    assert_int_equal(d.points[2][ALH_CHAMBERS], 0);
}

/* Only buildings in the Alhambra count, not those on the reserve (nor those waiting to be placed). */
static void test_reserve_does_not_count(void **state)
{
    (void)state;
    new_position(3, 53);
    fx_reserve_walls(&game, 0, -1, ALH_TOWER);
    fx_reserve_walls(&game, 0, -1, ALH_TOWER);
    int pending = fx_free_tile(&game, -1, ALH_TOWER);
    fx_move_tile(&game, pending, ALH_LOC_PENDING, 0, 0, 0);
    build(1, ALH_TOWER, 1);
    fx_commit(&game);
    AlhScoreDetail d;
    alh_score_preview(&game, 1, &d);
    assert_int_equal(d.points[0][ALH_TOWER], 0);
    assert_int_equal(d.points[1][ALH_TOWER], 6);
}

/* Dirk ranks like anyone (R6), but has no wall to score. */
static void test_dirk_ranks_but_scores_no_wall(void **state)
{
    (void)state;
    new_position(2, 54);
    give_dirk(ALH_TOWER, 2);
    give_dirk(ALH_GARDEN, 3);
    build(0, ALH_TOWER, 2);
    build(1, ALH_TOWER, 1);
    build(1, ALH_GARDEN, 1);
    fx_commit(&game);
    AlhScoreDetail d;
    alh_score_preview(&game, 2, &d);
    /* Towers: Dirk and player 0 tie first: (13 + 6) / 2 = 9; player 1 is third: nothing. */
    assert_int_equal(d.points[ALH_DIRK][ALH_TOWER], 9);
    assert_int_equal(d.points[0][ALH_TOWER], 9);
    assert_int_equal(d.points[1][ALH_TOWER], 0);
    /* Gardens: Dirk first (12), player 1 second (5). */
    assert_int_equal(d.points[ALH_DIRK][ALH_GARDEN], 12);
    assert_int_equal(d.points[1][ALH_GARDEN], 5);
    assert_int_equal(d.points[ALH_DIRK][ALH_SCORE_WALL], 0);
    assert_int_equal(d.total[ALH_DIRK], game.dirk_score + 21);
    check_totals(&d);
    /* Dirk's points are shown but never make him a winner: ranks cover the players only. */
    game.dirk_score = 500;
    game.players[0].score = 3;
    game.players[1].score = 3;
    uint8_t rank[ALH_MAX_PLAYERS];
    alh_ranking(&game, rank);
    assert_int_equal(rank[0], 1);
    assert_int_equal(rank[1], 1);
}

static void test_preview_changes_nothing(void **state)
{
    (void)state;
    new_position(2, 55);
    give_dirk(ALH_PAVILION, 1);
    build(0, ALH_PAVILION, 2);
    build(1, ALH_SERAGLIO, 2);
    fx_commit(&game);
    copy = game;
    for (int round = 1; round <= 3; round++) {
        AlhScoreDetail d;
        alh_score_preview(&game, round, &d);
        assert_memory_equal(&copy, &game, sizeof game);
        assert_true(d.points[0][ALH_PAVILION] > 0);
    }
}

/* The majorities as tables show them: the places the scoring pays, ties sharing a place, Dirk ranked,
 * nobody ranked without a whole building, the walls; and they agree with every round's points. */
static void test_majorities(void **state)
{
    (void)state;
    new_position(2, 57);
    give_dirk(ALH_TOWER, 2);
    give_dirk(ALH_GARDEN, 3);
    build(0, ALH_TOWER, 2);
    build(1, ALH_TOWER, 1);
    build(1, ALH_GARDEN, 1);
    fx_commit(&game);
    AlhMajorities mj;
    alh_majorities(&game, &mj);
    assert_true(mj.present[0] && mj.present[1] && mj.present[ALH_DIRK]);
    assert_int_equal(mj.count[ALH_DIRK][ALH_GARDEN], 3);
    assert_int_equal(mj.place[ALH_DIRK][ALH_TOWER], 1); /* tied first with player 0 */
    assert_int_equal(mj.place[0][ALH_TOWER], 1);
    assert_int_equal(mj.place[1][ALH_TOWER], 3); /* two ahead of him */
    assert_int_equal(mj.place[ALH_DIRK][ALH_GARDEN], 1);
    assert_int_equal(mj.place[1][ALH_GARDEN], 2);
    assert_int_equal(mj.place[0][ALH_GARDEN], 0); /* no garden: not ranked */
    for (int p = 0; p < 2; p++) {
        assert_int_equal(mj.wall[p], alh_longest_wall(&game, p));
        for (int t = 0; t < ALH_NUM_TYPES; t++)
            assert_int_equal(mj.count[p][t], game.players[p].board.type_count[t]);
    }
    /* Round 1 pays the first place only: whoever the majorities put first scores, nobody else. */
    AlhScoreDetail d;
    alh_score_preview(&game, 1, &d);
    for (int p = 0; p <= ALH_DIRK; p++)
        for (int t = 0; t < ALH_NUM_TYPES; t++)
            if (mj.present[p] && mj.place[p][t] != 1)
                assert_int_equal(d.points[p][t], 0);
    new_position(4, 58);
    build(0, ALH_PAVILION, 2);
    build(1, ALH_PAVILION, 2);
    build(2, ALH_PAVILION, 2);
    build(3, ALH_PAVILION, 1);
    fx_commit(&game);
    alh_majorities(&game, &mj);
    assert_false(mj.present[ALH_DIRK]);
    for (int p = 0; p < 3; p++)
        assert_int_equal(mj.place[p][ALH_PAVILION], 1);
    assert_int_equal(mj.place[3][ALH_PAVILION], 4);
}

/* Final ranking: rank 1 for every player on the highest total. */
static void test_ranking(void **state)
{
    (void)state;
    new_position(5, 56);
    int16_t scores[5] = {40, 55, 55, 10, 40};
    for (int p = 0; p < 5; p++)
        game.players[p].score = scores[p];
    uint8_t rank[ALH_MAX_PLAYERS];
    alh_ranking(&game, rank);
    assert_int_equal(rank[1], 1);
    assert_int_equal(rank[2], 1);
    assert_int_equal(rank[0], 3);
    assert_int_equal(rank[4], 3);
    assert_int_equal(rank[3], 5);
}

/*
 * The majorities worked out plainly, as the rulebook says (R5, R6), for the differential tests
 * below: for each type, the participants with at least one whole building sorted most first,
 * each group of equals sharing the points of the places it takes (rounded down). halves[slot][type]
 * are counts in half buildings; present[slot] says who takes part (the seats, then Dirk).
 */
static void plain_majorities(int round, const uint16_t halves[ALH_MAX_PLAYERS + 1][ALH_NUM_TYPES],
                             const bool present[ALH_MAX_PLAYERS + 1], int points[ALH_MAX_PLAYERS + 1][ALH_NUM_TYPES],
                             int place[ALH_MAX_PLAYERS + 1][ALH_NUM_TYPES])
{
    memset(points, 0, sizeof(int) * (ALH_MAX_PLAYERS + 1) * ALH_NUM_TYPES);
    memset(place, 0, sizeof(int) * (ALH_MAX_PLAYERS + 1) * ALH_NUM_TYPES);
    for (int t = 0; t < ALH_NUM_TYPES; t++) {
        int order[ALH_MAX_PLAYERS + 1], n = 0;
        for (int p = 0; p <= ALH_MAX_PLAYERS; p++)
            if (present[p] && halves[p][t] >= 2)
                order[n++] = p;
        for (int i = 0; i < n; i++) /* selection sort, most first */
            for (int j = i + 1; j < n; j++)
                if (halves[order[j]][t] > halves[order[i]][t]) {
                    int swap = order[i];
                    order[i] = order[j];
                    order[j] = swap;
                }
        for (int first = 0; first < n;) {
            int tied = 1;
            while (first + tied < n && halves[order[first + tied]][t] == halves[order[first]][t])
                tied++;
            int sum = 0;
            for (int k = first; k < first + tied && k < round && round >= 1 && round <= 3; k++)
                sum += points_table[round - 1][t][k];
            for (int k = first; k < first + tied; k++) {
                points[order[k]][t] = sum / tied;
                place[order[k]][t] = first + 1;
            }
            first += tied;
        }
    }
}

/* Every participant's counts in half buildings for round, as the rules read them: twice the
 * buildings, the modules' extras (add_counts), Dirk's buildings when he takes part. */
static void participant_halves(const AlhGame *g, int round, const AlhMajorities *maj,
                               uint16_t halves[ALH_MAX_PLAYERS + 1][ALH_NUM_TYPES])
{
    memset(halves, 0, sizeof(uint16_t) * (ALH_MAX_PLAYERS + 1) * ALH_NUM_TYPES);
    for (int p = 0; p < g->num_players; p++) {
        for (int t = 0; t < ALH_NUM_TYPES; t++)
            halves[p][t] = (uint16_t)(2 * g->players[p].board.type_count[t]);
        ALH_FOR_HOOK(g, ADD_COUNTS, m)
        if (m->add_counts)
            m->add_counts(g, p, round, halves[p]);
    }
    if (maj->present[ALH_DIRK])
        for (int t = 0; t < ALH_NUM_TYPES; t++)
            halves[ALH_DIRK][t] = (uint16_t)(2 * maj->count[ALH_DIRK][t]);
}

/* The engine's scoring (rounds 1 to 3) and majorities (counts, places) against plain_majorities for
 * the state of g; returns how many participants' types had points. */
static long compare_with_plain(const AlhGame *g)
{
    AlhMajorities maj;
    alh_majorities(g, &maj);
    uint16_t halves[ALH_MAX_PLAYERS + 1][ALH_NUM_TYPES];
    int points[ALH_MAX_PLAYERS + 1][ALH_NUM_TYPES], place[ALH_MAX_PLAYERS + 1][ALH_NUM_TYPES];
    participant_halves(g, 0, &maj, halves);
    plain_majorities(3, (const uint16_t(*)[ALH_NUM_TYPES])halves, maj.present, points, place);
    for (int p = 0; p <= ALH_MAX_PLAYERS; p++)
        for (int t = 0; t < ALH_NUM_TYPES; t++) {
            assert_int_equal(maj.count[p][t], halves[p][t] / 2);
            if (maj.place[p][t] != place[p][t])
                fail_msg("participant %d, type %d: place %d, %d plainly", p, t, maj.place[p][t], place[p][t]);
        }
    long scored = 0;
    for (int round = 1; round <= 3; round++) {
        AlhScoreDetail d;
        int walls[ALH_MAX_PLAYERS] = {0};
        alh_compute_scoring_walls(g, round, walls, &d);
        participant_halves(g, round, &maj, halves);
        plain_majorities(round, (const uint16_t(*)[ALH_NUM_TYPES])halves, maj.present, points, place);
        for (int p = 0; p <= ALH_MAX_PLAYERS; p++)
            for (int t = 0; t < ALH_NUM_TYPES; t++) {
                if (d.points[p][t] != points[p][t])
                    fail_msg("round %d, participant %d, type %d: %d points, %d plainly", round, p, t, d.points[p][t],
                             points[p][t]);
                scored += points[p][t] > 0;
            }
    }
    return scored;
}

/* Random counts with many ties (0 to 3 of each type) for 2 to 6 players and Dirk: the scoring's
 * lanes against the plain sort, every round, every participant. */
static void test_majorities_agree_with_a_plain_sort(void **state)
{
    (void)state;
    AlhRng rng;
    alh_rng_seed(&rng, 77, 1);
    long scored = 0, six_tied = 0;
    for (int i = 0; i < 4000; i++) {
        int players = 2 + i % 5;
        new_position(players, 900 + (uint64_t)(i % 50));
        int top = 1 + (int)alh_rng_below(&rng, 4);
        for (int t = 0; t < ALH_NUM_TYPES; t++) {
            for (int p = 0; p < players; p++)
                game.players[p].board.type_count[t] = (uint8_t)alh_rng_below(&rng, (uint32_t)top + 1);
            if (players == 2)
                game.dirk_type_count[t] = (uint8_t)alh_rng_below(&rng, (uint32_t)top + 1);
            bool all_tied = players == 6;
            for (int p = 1; p < players; p++)
                all_tied &= game.players[p].board.type_count[t] == game.players[0].board.type_count[t] &&
                            game.players[0].board.type_count[t] > 0;
            six_tied += all_tied;
        }
        scored += compare_with_plain(&game);
    }
    assert_true(scored > 10000);
    assert_true(six_tied > 0);
}

/* The same over random games of every module (the Wise Man's half buildings, the squares' and the
 * bonus cards' extras, Dirk at two), after every tenth command. */
static void test_majorities_with_modules_agree_with_a_plain_sort(void **state)
{
    (void)state;
    long scored = 0;
    for (int i = 0; i < 10; i++) {
        AlhSetup setup = {.num_players = 2 + i % 5, .seed = 40 + (uint64_t)i, .modules = alh_modules_optional()};
        assert_int_equal(alh_new_game(&game, &setup, NULL), ALH_OK);
        AlhRng rng;
        alh_rng_seed(&rng, 41 + (uint64_t)i, 2);
        for (int step = 0; step < 5000 && game.phase != ALH_PHASE_OVER; step++) {
            if (step % 10 == 0)
                scored += compare_with_plain(&game);
            AlhCommand c;
            assert_int_equal(alh_random_policy(&game, &rng, &c), ALH_OK);
            assert_int_equal(alh_apply(&game, &c, NULL), ALH_OK);
        }
    }
    assert_true(scored > 1000);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_points_table_all_rounds),
        cmocka_unit_test(test_tie_for_first_rulebook_example),
        cmocka_unit_test(test_three_tied),
        cmocka_unit_test(test_a_building_is_needed_to_rank),
        cmocka_unit_test(test_reserve_does_not_count),
        cmocka_unit_test(test_dirk_ranks_but_scores_no_wall),
        cmocka_unit_test(test_preview_changes_nothing),
        cmocka_unit_test(test_majorities),
        cmocka_unit_test(test_ranking),
        cmocka_unit_test(test_majorities_agree_with_a_plain_sort),
        cmocka_unit_test(test_majorities_with_modules_agree_with_a_plain_sort),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

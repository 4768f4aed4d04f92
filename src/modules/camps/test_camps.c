/* SPDX-License-Identifier: MIT */
/* Camps (expansion 2): in the tower, placed outside the walls by their edge rules, lines scored. */
#include "mod_fixtures.h"
#include "bots_module_test.h"
#include <stdlib.h>
#include "camps/bot.h"

#include <string.h>
#include "camps/camps.h"

static AlhGame game;
static AlhEvents events;

enum { N = 1, E = 2, S = 4, W = 8 };

/* The camp with exactly these bastions. */
static int camp(int bastions)
{
    for (int t = ALH_TILE_CAMP_FIRST; t < ALH_TILE_CAMP_FIRST + ALH_NUM_CAMPS; t++)
        if (alh_camp_bastions(t) == bastions)
            return t;
    fail_msg("no camp with bastions %d", bastions);
    return 0;
}

static void test_camps_in_the_tower(void **state)
{
    (void)state;
    for (int t = ALH_TILE_CAMP_FIRST; t < ALH_TILE_CAMP_FIRST + ALH_NUM_CAMPS; t++) {
        const AlhTileInfo *i = alh_tile_info(t);
        assert_int_equal(i->type, ALH_TYPE_OTHER);
        assert_int_equal(i->walls, 0);
        assert_true(i->price > 0);
        int b = __builtin_popcount((unsigned)alh_camp_bastions(t)), a = __builtin_popcount((unsigned)alh_camp_arrows(t));
        assert_in_range(b, 1, 2);
        assert_in_range(a, 1, 2);
    }
    mx_new_game(&game, 4, 3, MOD(ALH_MOD_CAMPS));
    assert_int_equal(game.bag_len, ALH_NUM_TILES + ALH_NUM_CAMPS);
    int seen = 0;
    for (int t = ALH_TILE_CAMP_FIRST; t < ALH_TILE_CAMP_FIRST + ALH_NUM_CAMPS; t++)
        seen += game.where[t].loc == ALH_LOC_BAG || game.where[t].loc == ALH_LOC_MARKET;
    assert_int_equal(seen, ALH_NUM_CAMPS);
    mx_new_game(&game, 4, 3, 0);
    assert_int_equal(game.bag_len, ALH_NUM_TILES);
}

/* Allowed: bastion against a wall, green against green. Not allowed: a bastion or a green side
 * against a side without a wall, a bastion against a green side, a camp without a bastion on a wall. */
static void test_edge_rules(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 5, MOD(ALH_MOD_CAMPS));
    mx_build(&game, 0, mx_tile(ALH_SERAGLIO, 8, S), 1, 0);
    mx_build(&game, 0, mx_tile(ALH_CHAMBERS, 9, S), 2, 0);
    int cn = camp(N), cne = camp(N | E), cw = camp(W), ce = camp(E);
    /* A bastion against an open side (the fountain's): refused. */
    assert_int_equal(alh_spot_check(&game, 0, cn, 0, 1), ALH_ERR_CAMP_EDGES);
    /* A bastion against a wall: allowed, though no path leads to it. */
    assert_int_equal(alh_spot_check(&game, 0, cn, 1, 1), ALH_OK);
    /* Only green sides touching a building's open side: refused. */
    assert_int_equal(alh_spot_check(&game, 0, cw, 3, 0), ALH_ERR_CAMP_EDGES);
    mx_build(&game, 0, cn, 1, 1);
    /* Green against green, with its own bastion on a wall: allowed. */
    assert_int_equal(alh_spot_check(&game, 0, cne, 2, 1), ALH_OK);
    /* A bastion against another camp's green side: refused. */
    assert_int_equal(alh_spot_check(&game, 0, cw, 2, 1), ALH_ERR_CAMP_EDGES);
    /* Joined to a camp by green sides only, with no bastion on a wall: refused. */
    assert_int_equal(alh_spot_check(&game, 0, ce, 1, 2), ALH_ERR_CAMP_EDGES);
    /* A building with an open side against a camp: refused; a wall against a bastion: fine. */
    assert_int_equal(alh_spot_check(&game, 0, mx_tile(ALH_PAVILION, 8, 0), 0, 1), ALH_ERR_CAMP_EDGES);
    /* The legal spots listed agree with the spot check. */
    AlhSpot spots[128];
    size_t n = alh_legal_spots(&game, 0, cne, spots, 128);
    assert_true(n > 0);
    bool has = false;
    for (size_t i = 0; i < n; i++) {
        assert_int_equal(alh_spot_check(&game, 0, cne, spots[i].x, spots[i].y), ALH_OK);
        has |= spots[i].x == 2 && spots[i].y == 1;
    }
    assert_true(has);
    mx_build(&game, 0, cne, 2, 1);
    /* The tile a camp leans on cannot leave while it is the camp's only support. */
    mx_start_turn(&game, 0);
    AlhCommand rm = mx_cmd(ALH_CMD_REDESIGN_REMOVE, 0);
    rm.tile = (uint8_t)mx_tile(ALH_CHAMBERS, 9, S);
    mx_assert_refused(&game, &rm, ALH_ERR_CAMP_EDGES);
    /* A camp may leave (nothing leans on it... but the green neighbour does not need it). */
    rm.tile = (uint8_t)cne;
    mx_apply_ok(&game, &rm, &events);
    assert_int_equal(game.where[cne].loc, ALH_LOC_RESERVE);
}

/* A wall with a bastion against it counts as outer wall. */
static void test_walls_with_bastions_count(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 7, MOD(ALH_MOD_CAMPS));
    mx_build(&game, 1, mx_tile(ALH_SERAGLIO, 8, S), 1, 0);
    int before = alh_longest_wall(&game, 1);
    assert_int_equal(before, 1);
    mx_build(&game, 1, camp(N), 1, 1);
    assert_int_equal(alh_longest_wall(&game, 1), before);
}

/* The example: 4 points for the camp on the left, as many for the one opposite, 2 for the camp
 * below: 10 points, fountain included. */
static void test_scoring_example(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 9, MOD(ALH_MOD_CAMPS));
    mx_build(&game, 2, mx_tile(ALH_CHAMBERS, 9, W), -1, 0);
    mx_build(&game, 2, mx_tile(ALH_PAVILION, 8, 0), 1, 0);
    mx_build(&game, 2, mx_tile(ALH_PAVILION, 7, E), 2, 0);
    mx_build(&game, 2, mx_tile(ALH_SERAGLIO, 8, S), 1, 1);
    mx_build(&game, 2, camp(E), -2, 0); /* arrow east: (-1..2, 0) */
    mx_build(&game, 2, camp(W), 3, 0);  /* arrow west: the same four */
    mx_build(&game, 2, camp(N), 1, 2);  /* arrow north: (1,1) and (1,0) */
    for (int round = 1; round <= 3; round++) {
        AlhScoreDetail d;
        alh_score_preview(&game, round, &d);
        assert_int_equal(d.points[2][ALH_SCORE_EXTRA], 10);
        assert_int_equal(d.points[0][ALH_SCORE_EXTRA], 0);
    }
    /* Camps are no buildings: nothing for majorities. */
    uint8_t counts[ALH_NUM_TYPES];
    alh_building_counts(&game, 2, counts);
    assert_int_equal(counts[ALH_PAVILION], 2);
}

/* Camps are bought at their price like buildings, and then placed by their own rules. */
static void test_buying_a_camp(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 11, MOD(ALH_MOD_CAMPS));
    mx_build(&game, 0, mx_tile(ALH_SERAGLIO, 8, S), 1, 0);
    int c = camp(N);
    mx_move_tile(&game, game.market[0], ALH_LOC_BAG, 0, 0, 0);
    mx_move_tile(&game, c, ALH_LOC_MARKET, 0, 0, 0);
    mx_hand_clear(&game, 0);
    int pay[2], n = 0, price = alh_tile_info(c)->price;
    pay[n++] = mx_give(&game, 0, ALH_FLORIN, price);
    mx_commit(&game);
    mx_start_turn(&game, 0);
    AlhCommand buy = mx_cmd_buy(0, 0, pay, n);
    assert_true(mx_is_listed(&game, &buy));
    mx_apply_ok(&game, &buy, &events);
    assert_int_equal(game.bonus_action, 1); /* exact */
    mx_apply_ok(&game, &(AlhCommand){.type = ALH_CMD_PASS, .player = 0}, &events);
    AlhCommand bad = mx_cmd_place(0, c, 0, 1);
    mx_assert_refused(&game, &bad, ALH_ERR_CAMP_EDGES);
    AlhCommand place = mx_cmd_place(0, c, 1, 1);
    assert_true(mx_is_listed(&game, &place));
    mx_apply_ok(&game, &place, &events);
    assert_int_equal(game.where[c].loc, ALH_LOC_ALHAMBRA);
}

/* With two players, "whenever a building tile is bought, it can be given to Dirk": a camp is bought
 * "like other building tiles" (002 Camps), so it may go to Dirk, where it counts for nothing. */
static void test_a_bought_camp_may_go_to_dirk(void **state)
{
    (void)state;
    mx_new_game(&game, 2, 17, MOD(ALH_MOD_CAMPS));
    int c = 0; /* a camp still in the tower or the market (Dirk's six may hold some) */
    for (int t = ALH_TILE_CAMP_FIRST; t < ALH_TILE_CAMP_FIRST + ALH_NUM_CAMPS && !c; t++)
        if (game.where[t].loc == ALH_LOC_BAG)
            c = t;
    assert_true(c > 0);
    mx_move_tile(&game, game.market[0], ALH_LOC_BAG, 0, 0, 0);
    mx_move_tile(&game, c, ALH_LOC_MARKET, 0, 0, 0);
    mx_hand_clear(&game, 1);
    int pay[] = {mx_give(&game, 1, ALH_FLORIN, alh_tile_info(c)->price)};
    mx_commit(&game);
    mx_start_turn(&game, 1);
    mx_apply_ok(&game, &(AlhCommand){.type = ALH_CMD_BUY, .player = 1, .space = 0, .cards = mx_cmd_buy(1, 0, pay, 1).cards},
                &events);
    mx_apply_ok(&game, &(AlhCommand){.type = ALH_CMD_PASS, .player = 1}, &events);
    uint8_t dirk[ALH_NUM_TYPES];
    memcpy(dirk, game.dirk_type_count, sizeof dirk);
    AlhCommand give = {.type = ALH_CMD_GIVE_DIRK, .player = 1, .tile = (uint8_t)c};
    assert_true(mx_is_listed(&game, &give));
    mx_apply_ok(&game, &give, &events);
    assert_int_equal(mx_event_count(&events, ALH_EV_TILE_TO_DIRK), 1);
    assert_int_equal(game.where[c].loc, ALH_LOC_DIRK);
    assert_memory_equal(dirk, game.dirk_type_count, sizeof dirk);
    assert_int_equal(game.current, 0);
}

/* "Interior city walls do not interrupt the line"; "starting tile and squares are counted as
 * buildings in this case": a line through the fountain, a square and across a double wall. */
static void test_line_through_walls_and_squares(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 13, MOD(ALH_MOD_SQUARES) | MOD(ALH_MOD_CAMPS));
    int square = 0; /* the blue square with walls east and south */
    for (int t = ALH_TILE_SQUARE_FIRST; t < ALH_TILE_SQUARE_FIRST + ALH_TILE_SQUARE_COUNT; t++)
        if (alh_tile_info(t)->type == ALH_PAVILION && alh_tile_info(t)->walls == (E | S))
            square = t;
    assert_true(square > 0);
    mx_build(&game, 1, mx_tile(ALH_CHAMBERS, 9, W), -1, 0);
    mx_build(&game, 1, square, 1, 0);
    mx_build(&game, 1, mx_tile(ALH_PAVILION, 8, 0), 1, -1);
    mx_build(&game, 1, mx_tile(ALH_SERAGLIO, 9, 0), 2, -1);
    mx_build(&game, 1, mx_tile(ALH_SERAGLIO, 7, W), 2, 0); /* a double wall between it and the square */
    mx_build(&game, 1, camp(E), -2, 0);                    /* arrow east: chambers, fountain, square, seraglio */
    AlhScoreDetail d;
    alh_score_preview(&game, 1, &d);
    assert_int_equal(d.points[1][ALH_SCORE_EXTRA], 4);
}

/* "Camps can only be joined by their bastion to the city wall of another building tile": a green
 * side never touches a building, not even its wall (004: "Bastion contre Fortification, soit bord
 * vert contre bord vert"; docs/rules-notes.md, M-C1). */
static void test_green_side_against_a_wall(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 15, MOD(ALH_MOD_CAMPS));
    mx_build(&game, 0, mx_tile(ALH_SERAGLIO, 8, S), 1, 0);
    int cn = camp(N);
    assert_int_equal(alh_spot_check(&game, 0, cn, 1, 1), ALH_OK); /* its bastion on the seraglio's wall */
    mx_build(&game, 0, mx_tile(ALH_PAVILION, 7, E), 0, 1);        /* now a wall faces its green west side */
    assert_int_equal(alh_spot_check(&game, 0, cn, 1, 1), ALH_ERR_CAMP_EDGES);
    AlhSpot spots[128];
    size_t n = alh_legal_spots(&game, 0, cn, spots, 128);
    for (size_t i = 0; i < n && i < 128; i++)
        assert_false(spots[i].x == 1 && spots[i].y == 1);
}

static void test_soak(void **state)
{
    (void)state;
    assert_int_equal(mx_soak(MOD(ALH_MOD_CAMPS), 25, 1300, false), 25);
    assert_int_equal(mx_soak(MOD(ALH_MOD_CAMPS) | MOD(ALH_MOD_SQUARES) | MOD(ALH_MOD_CITY_GATES), 20, 1400, true), 20);
}

/* ------------------------------------------------------------------ the bots' part */

/* Camp lines as the engine scores them (category extra, camps alone); the part grows with them. */
static void test_bot_camp_lines_match_engine(void **state)
{
    (void)state;
    AlhGame *g = malloc(sizeof *g);
    assert_non_null(g);
    int with_camp = 0;
    for (int k = 0; k < 120; k++) {
        bt_position(g, 2 + k % 3, MOD(ALH_MOD_CAMPS), (uint64_t)(6000 + k), 60 + 4 * k);
        if (g->phase == ALH_PHASE_OVER)
            continue;
        AlhScoreDetail d;
        alh_score_preview(g, 2, &d);
        BotEvalCtx ctx;
        bt_prepared(&ctx, g);
        for (int p = 0; p < g->num_players; p++) {
            assert_int_equal(bot_camp_points(g, p), d.points[p][ALH_SCORE_EXTRA]);
            bool has_camp = false;
            for (int t = ALH_TILE_CAMP_FIRST; t < ALH_TILE_CAMP_FIRST + ALH_NUM_CAMPS; t++)
                has_camp |= g->where[t].loc == ALH_LOC_ALHAMBRA && g->where[t].owner == p;
            double rounds = ctx.round_weight[1] + ctx.round_weight[2] + ctx.round_weight[3];
            if (has_camp && rounds > 0) {
                with_camp++;
                assert_true(bot_module_value(&ctx, ALH_MOD_CAMPS, p) >= bot_camp_points(g, p) * rounds - 1e-9);
                assert_true(bot_module_value(&ctx, ALH_MOD_CAMPS, p) > 0);
            } else if (!has_camp) {
                bool elsewhere = false;
                for (int t = ALH_TILE_CAMP_FIRST; t < ALH_TILE_CAMP_FIRST + ALH_NUM_CAMPS; t++)
                    elsewhere |=
                        g->where[t].owner == p && (g->where[t].loc == ALH_LOC_RESERVE || g->where[t].loc == ALH_LOC_PENDING);
                if (!elsewhere)
                    assert_true(bot_module_value(&ctx, ALH_MOD_CAMPS, p) == 0.0);
            }
        }
    }
    assert_true(with_camp > 0);
    free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_camps_in_the_tower),
        cmocka_unit_test(test_edge_rules),
        cmocka_unit_test(test_walls_with_bastions_count),
        cmocka_unit_test(test_scoring_example),
        cmocka_unit_test(test_buying_a_camp),
        cmocka_unit_test(test_line_through_walls_and_squares),
        cmocka_unit_test(test_a_bought_camp_may_go_to_dirk),
        cmocka_unit_test(test_green_side_against_a_wall),
        cmocka_unit_test(test_soak),
        cmocka_unit_test(test_bot_camp_lines_match_engine),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

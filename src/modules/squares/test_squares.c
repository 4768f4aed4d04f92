/* SPDX-License-Identifier: MIT */
/* Squares (expansion 1): the six piles, taking a square, the limit of three, scoring, walls. */
#include "mod_fixtures.h"
#include "bots_module_test.h"
#include <math.h>
#include <stdlib.h>
#include "bonus_cards/bonus_cards.h"

#include <string.h>
#include "squares/squares.h"

static AlhGame game;
static AlhEvents events;

enum { N = 1, E = 2, S = 4, W = 8 };

static int top_of(const AlhGame *g, int colour)
{
    for (int t = ALH_TILE_SQUARE_FIRST; t < ALH_TILE_SQUARE_FIRST + ALH_NUM_SQUARES; t++)
        if (g->where[t].loc == ALH_LOC_SUPPLY && g->where[t].x == colour && g->where[t].y == 0)
            return t;
    return 0;
}

static AlhCommand take(int player, int colour)
{
    AlhCommand c = mx_cmd(ALH_CMD_TAKE_SQUARE, player);
    c.space = (uint8_t)colour;
    return c;
}

/* A square of this colour and these walls, wherever it is. */
static int square(int colour, int walls)
{
    for (int t = ALH_TILE_SQUARE_FIRST; t < ALH_TILE_SQUARE_FIRST + ALH_NUM_SQUARES; t++)
        if (alh_tile_info(t)->type == colour && alh_tile_info(t)->walls == walls)
            return t;
    fail_msg("no square %d/%d", colour, walls);
    return 0;
}

/* 3 blue, 4 brown, 5 green, 3 red, 4 white, 5 purple, each pile face down with its top face up. */
static void test_six_piles(void **state)
{
    (void)state;
    static const int sizes[ALH_NUM_TYPES] = {3, 3, 4, 4, 5, 5}; /* pavilion .. tower */
    int per_colour[ALH_NUM_TYPES] = {0};
    for (int t = ALH_TILE_SQUARE_FIRST; t < ALH_TILE_SQUARE_FIRST + ALH_NUM_SQUARES; t++) {
        const AlhTileInfo *i = alh_tile_info(t);
        assert_non_null(i);
        assert_int_equal(i->price, 0);
        assert_true(i->walls != 0 && i->walls != 15);
        per_colour[i->type]++;
    }
    mx_new_game(&game, 3, 4, MOD(ALH_MOD_SQUARES));
    for (int c = 0; c < ALH_NUM_TYPES; c++) {
        assert_int_equal(per_colour[c], sizes[c]);
        assert_int_equal(game.mod.squares.pile_len[c], sizes[c]);
        assert_int_equal(alh_tile_info(top_of(&game, c))->type, c);
    }
    /* Without the module the squares are out of the game. */
    mx_new_game(&game, 3, 4, 0);
    for (int t = ALH_TILE_SQUARE_FIRST; t <= ALH_TILE_MAX; t++)
        assert_int_equal(game.where[t].loc, ALH_LOC_REMOVED);
    mx_assert_refused(&game, &(AlhCommand){.type = ALH_CMD_TAKE_SQUARE, .player = game.current}, ALH_ERR_MODULE_OFF);
}

/* Taking a square is an action, free, never exact: it ends the turn; the next square shows. */
static void test_take_a_square(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 6, MOD(ALH_MOD_SQUARES));
    mx_start_turn(&game, 1);
    int top = top_of(&game, ALH_GARDEN);
    AlhCommand c = take(1, ALH_GARDEN);
    assert_true(mx_is_listed(&game, &c));
    mx_apply_ok(&game, &c, &events);
    assert_int_equal(mx_event_count(&events, ALH_EV_SQUARE_TAKEN), 1);
    assert_int_equal(mx_event_count(&events, ALH_EV_SQUARE_REVEALED), 1);
    assert_int_equal(game.where[top].loc, ALH_LOC_PENDING);
    assert_int_equal(game.where[top].owner, 1);
    assert_int_equal(game.mod.squares.pile_len[ALH_GARDEN], 4);
    assert_true(top_of(&game, ALH_GARDEN) != 0 && top_of(&game, ALH_GARDEN) != top);
    assert_int_equal(game.phase, ALH_PHASE_PLACE);
    assert_int_equal(game.bonus_action, 0);
    /* Placed by the building rules like any tile, or onto the reserve. */
    mx_apply_ok(&game, &(AlhCommand){.type = ALH_CMD_RESERVE, .player = 1, .tile = (uint8_t)top}, &events);
    assert_int_equal(game.where[top].loc, ALH_LOC_RESERVE);
    assert_int_equal(game.current, 2);

    /* As the action an exact payment earned: the turn still ends with it. */
    mx_start_turn(&game, 2);
    mx_hand_clear(&game, 2);
    int tile = game.market[0];
    int price = alh_tile_info(tile)->price;
    int pay[2], n = 0;
    pay[n++] = mx_give(&game, 2, ALH_FLORIN, price > 9 ? 9 : price);
    if (price > 9)
        pay[n++] = mx_give(&game, 2, ALH_FLORIN, price - 9);
    mx_commit(&game);
    AlhCommand buy = mx_cmd_buy(2, 0, pay, n);
    mx_apply_ok(&game, &buy, &events);
    assert_int_equal(game.bonus_action, 1);
    mx_apply_ok(&game, &(AlhCommand){.type = ALH_CMD_TAKE_SQUARE, .player = 2, .space = ALH_TOWER}, &events);
    assert_int_equal(game.phase, ALH_PHASE_PLACE);
    assert_int_equal(game.players[2].pending_count, 2);
}

/* Three squares at most, the reserve and waiting tiles included; an empty pile gives nothing. */
static void test_limit_of_three(void **state)
{
    (void)state;
    mx_new_game(&game, 2, 8, MOD(ALH_MOD_SQUARES));
    mx_start_turn(&game, 0);
    mx_move_tile(&game, top_of(&game, ALH_PAVILION), ALH_LOC_RESERVE, 0, 0, 0);
    mx_move_tile(&game, top_of(&game, ALH_PAVILION), ALH_LOC_RESERVE, 0, 0, 0);
    mx_commit(&game);
    assert_int_equal(alh_square_count(&game, 0), 2);
    mx_apply_ok(&game, &(AlhCommand){.type = ALH_CMD_TAKE_SQUARE, .player = 0, .space = ALH_PAVILION}, &events);
    assert_int_equal(alh_square_count(&game, 0), 3);
    assert_int_equal(game.mod.squares.pile_len[ALH_PAVILION], 0);
    /* A square waiting to be placed is never given to Dirk (it was not bought). */
    for (int t = ALH_TILE_SQUARE_FIRST; t < ALH_TILE_SQUARE_FIRST + ALH_NUM_SQUARES; t++)
        if (game.where[t].loc == ALH_LOC_PENDING) {
            assert_false(mx_is_listed(&game, &(AlhCommand){.type = ALH_CMD_GIVE_DIRK, .player = 0, .tile = (uint8_t)t}));
            mx_assert_refused(&game, &(AlhCommand){.type = ALH_CMD_GIVE_DIRK, .player = 0, .tile = (uint8_t)t},
                              ALH_ERR_NO_SUCH_TILE);
            mx_apply_ok(&game, &(AlhCommand){.type = ALH_CMD_RESERVE, .player = 0, .tile = (uint8_t)t}, &events);
        }
    mx_start_turn(&game, 0);
    mx_assert_refused(&game, &(AlhCommand){.type = ALH_CMD_TAKE_SQUARE, .player = 0, .space = ALH_GARDEN}, ALH_ERR_SQUARE_LIMIT);
    for (int c = 0; c < ALH_NUM_TYPES; c++)
        assert_false(mx_is_listed(&game, &(AlhCommand){.type = ALH_CMD_TAKE_SQUARE, .player = 0, .space = (uint8_t)c}));
    mx_start_turn(&game, 1);
    mx_assert_refused(&game, &(AlhCommand){.type = ALH_CMD_TAKE_SQUARE, .player = 1, .space = ALH_PAVILION}, ALH_ERR_EMPTY_SLOT);
    mx_assert_refused(&game, &(AlhCommand){.type = ALH_CMD_TAKE_SQUARE, .player = 1, .space = 6}, ALH_ERR_BAD_COMMAND);
    /* Only as an action of one's own turn: not while placing. */
    mx_apply_ok(&game, &(AlhCommand){.type = ALH_CMD_TAKE_SQUARE, .player = 1, .space = ALH_GARDEN}, &events);
    mx_assert_refused(&game, &(AlhCommand){.type = ALH_CMD_TAKE_SQUARE, .player = 1, .space = ALH_GARDEN}, ALH_ERR_WRONG_PHASE);
}

/* The example: a square joined to two arcades with no wall between counts as 2 arcades; a square
 * separated by a wall from its tower counts nothing; joined to one, it counts one. */
static void test_scoring(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 10, MOD(ALH_MOD_SQUARES));
    int sq_arcades = square(ALH_ARCADES, N);
    mx_build(&game, 0, sq_arcades, 1, 0);
    mx_build(&game, 0, mx_tile(ALH_ARCADES, 9, 0), 2, 0);
    mx_build(&game, 0, mx_tile(ALH_ARCADES, 10, 0), 1, 1);
    uint8_t counts[ALH_NUM_TYPES];
    alh_building_counts(&game, 0, counts);
    assert_int_equal(counts[ALH_ARCADES], 4);

    int sq_tower = square(ALH_TOWER, W);
    mx_build(&game, 0, mx_tile(ALH_PAVILION, 8, 0), -1, 0);
    mx_build(&game, 0, mx_tile(ALH_TOWER, 13, E), -1, -1);
    mx_build(&game, 0, sq_tower, 0, -1);
    alh_building_counts(&game, 0, counts);
    assert_int_equal(counts[ALH_TOWER], 1);               /* only the tower itself: a wall stands between */
    mx_build(&game, 0, mx_tile(ALH_TOWER, 11, S), 1, -1); /* its south wall meets the arcades square's north wall */
    alh_building_counts(&game, 0, counts);
    assert_int_equal(counts[ALH_TOWER], 3); /* two towers, and the square joined to one */
    /* A square alone does not make its colour: no building of it, nothing. */
    assert_int_equal(counts[ALH_GARDEN], 0);

    /* The majorities use these counts. */
    mx_build(&game, 1, mx_tile(ALH_ARCADES, 8, N), 1, 0);
    AlhScoreDetail d;
    alh_score_preview(&game, 2, &d);
    assert_int_equal(d.points[0][ALH_ARCADES], 10);
    assert_int_equal(d.points[1][ALH_ARCADES], 3);
    /* Tables show the same counts and places (alh_majorities), the square included. */
    AlhMajorities mj;
    alh_majorities(&game, &mj);
    assert_int_equal(mj.count[0][ALH_ARCADES], 4);
    assert_int_equal(mj.count[0][ALH_TOWER], 3);
    assert_int_equal(mj.place[0][ALH_ARCADES], 1);
    assert_int_equal(mj.place[1][ALH_ARCADES], 2);
    /* The square's own walls score as walls: alone by the fountain, its north wall is 1 point. */
    mx_new_game(&game, 3, 10, MOD(ALH_MOD_SQUARES));
    mx_build(&game, 2, sq_arcades, 1, 0);
    assert_int_equal(alh_longest_wall(&game, 2), 1);
    alh_score_preview(&game, 1, &d);
    assert_int_equal(d.points[2][ALH_SCORE_WALL], 1);
}

/* A square counts the buildings of its colour joined to it without a wall, not the others. */
static void test_square_counts_open_neighbours(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 12, MOD(ALH_MOD_SQUARES));
    int sq = square(ALH_GARDEN, N); /* open to the east, south and west */
    mx_build(&game, 0, sq, 0, -1);
    mx_build(&game, 0, mx_tile(ALH_GARDEN, 10, 0), 1, -1);
    mx_build(&game, 0, mx_tile(ALH_GARDEN, 11, 0), -1, -1);
    mx_build(&game, 0, mx_tile(ALH_GARDEN, 9, E), 1, 0); /* walls: a wall faces east only */
    uint8_t counts[ALH_NUM_TYPES];
    alh_building_counts(&game, 0, counts);
    assert_int_equal(counts[ALH_GARDEN], 3 + 2); /* three gardens; the square touches two of them */
}

/* Squares obey the building rules: a wall must meet a wall. */
static void test_building_rules_apply(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 14, MOD(ALH_MOD_SQUARES));
    mx_start_turn(&game, 0);
    int sq = square(ALH_SERAGLIO, E);
    mx_move_tile(&game, sq, ALH_LOC_PENDING, 0, 0, 0);
    mx_commit(&game);
    game.phase = ALH_PHASE_PLACE;
    mx_build(&game, 0, mx_tile(ALH_PAVILION, 8, 0), 1, 0);
    /* West of the wall-less pavilion at (1,0) would put the square's east wall against... the
     * fountain side is open: (0,1) south of the fountain has no neighbour with a wall: fine. */
    mx_assert_refused(&game, &(AlhCommand){.type = ALH_CMD_PLACE, .player = 0, .tile = (uint8_t)sq, .x = 0, .y = 0},
                      ALH_ERR_SPOT_OCCUPIED);
    AlhSpot spots[64];
    size_t n = alh_legal_spots(&game, 0, sq, spots, 64);
    assert_true(n > 0);
    for (size_t i = 0; i < n; i++)
        assert_int_equal(alh_spot_check(&game, 0, sq, spots[i].x, spots[i].y), ALH_OK);
    /* Its east wall cannot face the open west side of the pavilion at (1,0): spot (0,-1)? no, (0,0)
     * is the fountain; the spot west of the pavilion is taken, so try north-west of it. */
    assert_int_equal(alh_spot_check(&game, 0, sq, 0, -1), ALH_OK); /* east side faces nothing */
    mx_build(&game, 0, mx_tile(ALH_PAVILION, 6, N), 1, -1);        /* now (0,-1)'s east is a pavilion, open west */
    assert_int_equal(alh_spot_check(&game, 0, sq, 0, -1), ALH_ERR_WALL_MISMATCH);
}

/* "Joined to ... buildings of the same color": a square never counts another square, even of its
 * colour and with no wall between (docs/rules-notes.md, M-S2). */
static void test_square_never_counts_a_square(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 16, MOD(ALH_MOD_SQUARES));
    int joined = square(ALH_GARDEN, N), beside = square(ALH_GARDEN, S); /* open to each other */
    mx_build(&game, 0, joined, 0, -1);
    mx_build(&game, 0, beside, -1, -1);
    mx_build(&game, 0, mx_tile(ALH_GARDEN, 10, 0), 1, -1);
    uint8_t counts[ALH_NUM_TYPES];
    alh_building_counts(&game, 0, counts);
    /* The garden, and the square joined to it once; the square beside joins no building. */
    assert_int_equal(counts[ALH_GARDEN], 1 + 1);
    /* On the reserve a square counts nothing. */
    mx_new_game(&game, 3, 16, MOD(ALH_MOD_SQUARES));
    mx_build(&game, 0, mx_tile(ALH_GARDEN, 10, 0), 1, 0);
    mx_move_tile(&game, joined, ALH_LOC_RESERVE, 0, 0, 0);
    mx_commit(&game);
    alh_building_counts(&game, 0, counts);
    assert_int_equal(counts[ALH_GARDEN], 1);
}

/* "Using the vizier piece does not allow a player to take a square": the vizier's window is no turn. */
static void test_no_square_with_the_vizier(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 18, MOD(ALH_MOD_SQUARES) | MOD(ALH_MOD_VIZIER));
    for (int p = 0; p < 3; p++)
        mx_hand_clear(&game, p);
    int price = alh_tile_info(game.market[0])->price; /* space 1: florins */
    mx_give(&game, 1, ALH_FLORIN, price > 9 ? 9 : price);
    if (price > 9)
        mx_give(&game, 1, ALH_FLORIN, price - 9);
    mx_commit(&game);
    mx_start_turn(&game, 0);
    mx_apply_ok(&game, &(AlhCommand){.type = ALH_CMD_TAKE_SQUARE, .player = 0, .space = ALH_TOWER}, &events);
    int taken = 0;
    for (int t = ALH_TILE_SQUARE_FIRST; t < ALH_TILE_SQUARE_FIRST + ALH_NUM_SQUARES; t++)
        if (game.where[t].loc == ALH_LOC_PENDING)
            taken = t;
    mx_apply_ok(&game, &(AlhCommand){.type = ALH_CMD_RESERVE, .player = 0, .tile = (uint8_t)taken}, &events);
    assert_int_equal(game.phase, ALH_PHASE_VIZIER);
    assert_int_equal(alh_to_move(&game), 1);
    AlhCommand sq = take(1, ALH_GARDEN);
    mx_assert_refused(&game, &sq, ALH_ERR_WRONG_PHASE);
    assert_false(mx_is_listed(&game, &sq));
}

static void test_soak(void **state)
{
    (void)state;
    assert_int_equal(mx_soak(MOD(ALH_MOD_SQUARES), 25, 300, false), 25);
    assert_true(mx_soak_events(ALH_EV_SQUARE_TAKEN) > 0);
    assert_int_equal(mx_soak(MOD(ALH_MOD_SQUARES) | MOD(ALH_MOD_BONUS_CARDS), 20, 400, true), 20);
}

/* ------------------------------------------------------------------ the bots' part */

/* With squares and laid bonus cards, the bots' majority points are what the engine would award. */
static void test_bot_counts_match_engine_with_bonus_cards(void **state)
{
    (void)state;
    AlhGame *g = malloc(sizeof *g);
    assert_non_null(g);
    uint64_t mods = MOD(ALH_MOD_SQUARES) | MOD(ALH_MOD_BONUS_CARDS);
    int checked = 0, squares_counted = 0, bonus_counted = 0;
    for (int k = 0; k < 60; k++) {
        int players = 2 + k % 4;
        bt_position(g, players, mods, (uint64_t)(4000 + k), 40 + 6 * k);
        if (bt_has_pending(g) || g->phase == ALH_PHASE_OVER)
            continue;
        /* Lay every card whose building stands, as the engine does before a scoring (M-B1). */
        for (int p = 0; p < players; p++)
            for (int card = 0; card < ALH_NUM_BONUS_CARDS; card++) {
                int tile = alh_bonus_card_tile(card);
                if (((g->mod.bonus_cards.hand[p] >> card) & 1) && g->where[tile].loc == ALH_LOC_ALHAMBRA &&
                    g->where[tile].owner == p) {
                    g->mod.bonus_cards.hand[p] &= (uint16_t) ~(1u << card);
                    g->mod.bonus_cards.hand_count[p]--;
                    g->mod.bonus_cards.played[p] |= (uint16_t)(1u << card);
                }
            }
        BotEvalCtx ctx;
        bt_prepared(&ctx, g);
        for (int p = 0; p < players; p++) {
            uint8_t now[ALH_NUM_TYPES];
            alh_building_counts(g, p, now);
            assert_memory_equal(now, ctx.counts[p], ALH_NUM_TYPES);
            for (int t = 0; t < ALH_NUM_TYPES; t++)
                if (now[t] > g->players[p].board.type_count[t]) {
                    squares_counted += alh_square_count(g, p) > 0;
                    bonus_counted += g->mod.bonus_cards.played[p] != 0;
                }
        }
        for (int round = 1; round <= 3; round++) {
            AlhScoreDetail d;
            alh_score_preview(g, round, &d);
            for (int p = 0; p < players; p++)
                for (int t = 0; t < ALH_NUM_TYPES; t++) {
                    double mine = bot_majority_points(&ctx, (const uint8_t(*)[ALH_NUM_TYPES])ctx.counts, round, p, t);
                    assert_int_equal((int)floor(mine), d.points[p][t]);
                    checked++;
                }
        }
    }
    assert_true(checked > 1000);
    assert_true(squares_counted > 0); /* some square did join buildings of its colour */
    assert_true(bonus_counted > 0);
    free(g);
}

/* A square just taken counts as at its best spot: the most any placement of it gives. */
static void test_bot_pending_square_counts_at_its_best_spot(void **state)
{
    (void)state;
    AlhGame *g = malloc(sizeof *g), *copy = malloc(sizeof *copy);
    assert_non_null(g);
    assert_non_null(copy);
    int checked = 0, positive = 0;
    for (int k = 0; k < 80 && checked < 12; k++) {
        bt_position(g, 3, MOD(ALH_MOD_SQUARES), (uint64_t)(5000 + k), 30 + 3 * k);
        if (g->phase != ALH_PHASE_ACTION)
            continue;
        AlhCommand cmds[16];
        size_t n = alh_legal_commands_of(g, alh_kinds_one(ALH_CMD_TAKE_SQUARE), cmds, 16);
        for (size_t i = 0; i < n && i < 16; i++) {
            *copy = *g;
            int p = g->current, colour = cmds[i].space;
            assert_int_equal(alh_apply(copy, &cmds[i], NULL), ALH_OK);
            if (copy->phase != ALH_PHASE_PLACE || copy->players[p].pending_count != 1)
                continue; /* a building bought before waits too: it would count as well */
            BotEvalCtx ctx;
            bt_prepared(&ctx, copy);
            int estimate = ctx.counts[p][colour];
            /* Every placement of the square: the best one counts exactly the estimate. */
            AlhCommand places[256];
            size_t m = alh_legal_commands_of(copy, alh_kinds_one(ALH_CMD_PLACE), places, 256);
            int best = -1;
            for (size_t j = 0; j < m && j < 256; j++) {
                AlhGame after = *copy;
                assert_int_equal(alh_apply(&after, &places[j], NULL), ALH_OK);
                uint8_t now[ALH_NUM_TYPES];
                alh_building_counts(&after, p, now);
                if (now[colour] > best)
                    best = now[colour];
            }
            if (best < 0)
                continue;
            assert_int_equal(estimate, best);
            positive += best > g->players[p].board.type_count[colour];
            checked++;
        }
    }
    assert_true(checked >= 12);
    assert_true(positive > 0);
    free(g);
    free(copy);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_six_piles),
        cmocka_unit_test(test_take_a_square),
        cmocka_unit_test(test_limit_of_three),
        cmocka_unit_test(test_scoring),
        cmocka_unit_test(test_square_counts_open_neighbours),
        cmocka_unit_test(test_building_rules_apply),
        cmocka_unit_test(test_square_never_counts_a_square),
        cmocka_unit_test(test_no_square_with_the_vizier),
        cmocka_unit_test(test_soak),
        cmocka_unit_test(test_bot_counts_match_engine_with_bonus_cards),
        cmocka_unit_test(test_bot_pending_square_counts_at_its_best_spot),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

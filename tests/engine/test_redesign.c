/* SPDX-License-Identifier: MIT */
/* Redesigning the Alhambra (add, remove, swap), and placing the tiles bought in a turn. */
#include "fixtures.h"
#include "alhambra/bot.h"
#include "../../src/engine/engine_internal.h" /* alh_board_is_legal: the whole board's rules */

#include <string.h>

static AlhGame game;
static AlhEvents events;

enum { FLO = ALH_FLORIN, DIR = ALH_DIRHAM, DEN = ALH_DENAR, DUC = ALH_DUCAT };

/* Player 0 to act: open tiles A at 1,0, B at 2,0 and C at 0,1; on the reserve an open tile,
 * one with a west wall and one with an east wall. */
static int A, B, C, R_OPEN, R_WEST, R_EAST;

static void setup_position(void)
{
    fx_new_game(&game, 3, 21);
    fx_start_turn(&game, 0);
    A = fx_build_walls(&game, 0, 0, 1, 0);
    B = fx_build_walls(&game, 0, 0, 2, 0);
    C = fx_build_walls(&game, 0, 0, 0, 1);
    R_OPEN = fx_reserve_walls(&game, 0, 0, -1);
    R_WEST = fx_reserve_walls(&game, 0, W_W, -1);
    R_EAST = fx_reserve_walls(&game, 0, W_E, -1);
    fx_market_fill(&game);
    fx_commit(&game);
    assert_int_equal(game.players[0].reserve_count, 3);
    assert_int_equal(game.players[0].board.tile_count, 3);
}

static void expect_turn_ended(int next)
{
    assert_int_equal(fx_event_count(&events, ALH_EV_TURN_END), 1);
    assert_int_equal(game.current, next);
    assert_int_equal(game.phase, ALH_PHASE_ACTION);
}

static void test_add_from_reserve(void **state)
{
    (void)state;
    setup_position();
    AlhCommand mismatch = fx_cmd_add(0, R_WEST, 3, 0);
    fx_assert_refused(&game, &mismatch, ALH_ERR_WALL_MISMATCH);
    AlhCommand far = fx_cmd_add(0, R_OPEN, 5, 5);
    fx_assert_refused(&game, &far, ALH_ERR_SPOT_NOT_ADJACENT);
    AlhCommand occupied = fx_cmd_add(0, R_OPEN, 1, 0);
    fx_assert_refused(&game, &occupied, ALH_ERR_SPOT_OCCUPIED);
    AlhCommand fountain = fx_cmd_add(0, R_OPEN, 0, 0);
    fx_assert_refused(&game, &fountain, ALH_ERR_SPOT_OCCUPIED);
    AlhCommand not_reserved = fx_cmd_add(0, game.market[0], 0, -1);
    fx_assert_refused(&game, &not_reserved, ALH_ERR_NO_SUCH_TILE);
    AlhCommand built = fx_cmd_add(0, B, 0, -1);
    fx_assert_refused(&game, &built, ALH_ERR_NO_SUCH_TILE);
    AlhCommand other = fx_cmd_add(1, R_OPEN, 0, -1);
    fx_assert_refused(&game, &other, ALH_ERR_NOT_YOUR_TURN);

    AlhCommand add = fx_cmd_add(0, R_EAST, 3, 0); /* its open west side meets B */
    fx_apply_ok(&game, &add, &events);
    assert_int_equal(game.where[R_EAST].loc, ALH_LOC_ALHAMBRA);
    assert_int_equal(game.where[R_EAST].x, 3);
    assert_int_equal(game.where[R_EAST].y, 0);
    assert_int_equal(alh_board_tile_at(&game.players[0].board, 3, 0), R_EAST);
    assert_int_equal(game.players[0].reserve_count, 2);
    assert_int_equal(game.players[0].board.tile_count, 4);
    int e = fx_event_find(&events, ALH_EV_REDESIGN_ADD, 0);
    assert_true(e >= 0);
    assert_int_equal(events.ev[e].tile, R_EAST);
    assert_int_equal(events.ev[e].x, 3);
    /* A redesign is the whole turn. */
    expect_turn_ended(1);
}

static void test_remove_to_reserve(void **state)
{
    (void)state;
    setup_position();
    AlhCommand fountain = fx_cmd_remove(0, ALH_TILE_FOUNTAIN);
    fx_assert_refused(&game, &fountain, ALH_ERR_FOUNTAIN);
    AlhCommand cut = fx_cmd_remove(0, A); /* B would be cut off from the fountain */
    fx_assert_refused(&game, &cut, ALH_ERR_NOT_REACHABLE);
    AlhCommand reserved = fx_cmd_remove(0, R_OPEN);
    fx_assert_refused(&game, &reserved, ALH_ERR_NO_SUCH_TILE);
    AlhCommand bag = fx_cmd_remove(0, game.market[2]);
    fx_assert_refused(&game, &bag, ALH_ERR_NO_SUCH_TILE);

    AlhCommand remove = fx_cmd_remove(0, B);
    fx_apply_ok(&game, &remove, &events);
    assert_int_equal(game.where[B].loc, ALH_LOC_RESERVE);
    assert_int_equal(game.where[B].owner, 0);
    assert_int_equal(alh_board_tile_at(&game.players[0].board, 2, 0), 0);
    assert_int_equal(game.players[0].reserve_count, 4);
    assert_int_equal(game.players[0].board.tile_count, 2);
    assert_int_equal(game.players[0].board.max_x, 1); /* the Alhambra shrank */
    int e = fx_event_find(&events, ALH_EV_REDESIGN_REMOVE, 0);
    assert_true(e >= 0);
    assert_int_equal(events.ev[e].tile, B);
    assert_int_equal(events.ev[e].x, 2);
    assert_int_equal(events.ev[e].y, 0);
    expect_turn_ended(1);
}

/* Taking out a tile may not leave an enclosed empty space. */
static void test_remove_that_leaves_a_hole(void **state)
{
    (void)state;
    fx_new_game(&game, 3, 22);
    fx_start_turn(&game, 0);
    int block[3][3] = {{0}};
    for (int y = 0; y < 3; y++)
        for (int x = 0; x < 3; x++)
            if (x || y)
                block[y][x] = fx_build_walls(&game, 0, 0, x, y);
    fx_market_fill(&game);
    fx_commit(&game);
    AlhCommand centre = fx_cmd_remove(0, block[1][1]);
    fx_assert_refused(&game, &centre, ALH_ERR_LEAVES_HOLE);
    /* Edge and corner tiles can go: their cell stays open to the outside. */
    AlhCommand edge = fx_cmd_remove(0, block[0][1]);
    assert_int_equal(alh_check(&game, &edge), ALH_OK);
    AlhCommand corner = fx_cmd_remove(0, block[2][2]);
    fx_apply_ok(&game, &corner, &events);
    expect_turn_ended(1);
}

static void test_swap_in_the_same_place(void **state)
{
    (void)state;
    setup_position();
    AlhCommand fountain = fx_cmd_swap(0, R_OPEN, ALH_TILE_FOUNTAIN);
    fx_assert_refused(&game, &fountain, ALH_ERR_FOUNTAIN);
    /* A west wall at 1,0 would meet the fountain's open side. */
    AlhCommand mismatch = fx_cmd_swap(0, R_WEST, A);
    fx_assert_refused(&game, &mismatch, ALH_ERR_WALL_MISMATCH);
    /* An east wall at 1,0 would block the path to B; the open side of B refuses it. */
    AlhCommand blocks = fx_cmd_swap(0, R_EAST, A);
    fx_assert_refused(&game, &blocks, ALH_ERR_WALL_MISMATCH);
    AlhCommand not_reserved = fx_cmd_swap(0, game.market[0], A);
    fx_assert_refused(&game, &not_reserved, ALH_ERR_NO_SUCH_TILE);
    AlhCommand not_built = fx_cmd_swap(0, R_OPEN, R_WEST);
    fx_assert_refused(&game, &not_built, ALH_ERR_NO_SUCH_TILE);
    AlhCommand backwards = fx_cmd_swap(0, A, R_OPEN);
    fx_assert_refused(&game, &backwards, ALH_ERR_NO_SUCH_TILE);

    AlhCommand swap = fx_cmd_swap(0, R_OPEN, A);
    fx_apply_ok(&game, &swap, &events);
    assert_int_equal(game.where[R_OPEN].loc, ALH_LOC_ALHAMBRA);
    assert_int_equal(game.where[R_OPEN].x, 1);
    assert_int_equal(game.where[R_OPEN].y, 0);
    assert_int_equal(game.where[A].loc, ALH_LOC_RESERVE);
    assert_int_equal(game.where[A].owner, 0);
    assert_int_equal(game.players[0].reserve_count, 3);
    assert_int_equal(game.players[0].board.tile_count, 3);
    int e = fx_event_find(&events, ALH_EV_REDESIGN_SWAP, 0);
    assert_true(e >= 0);
    assert_int_equal(events.ev[e].tile, R_OPEN);
    assert_int_equal(events.ev[e].tile2, A);
    assert_int_equal(events.ev[e].x, 1);
    assert_int_equal(events.ev[e].y, 0);
    expect_turn_ended(1);
}

/* A swap whose new walls cut a tile off. The building rules require the new tile to match every
 * neighbour, so a swap that would block a path always shows up as a wall against an open side. */
static void test_swap_that_blocks_the_path(void **state)
{
    (void)state;
    fx_new_game(&game, 3, 23);
    fx_start_turn(&game, 0);
    /* Fountain - X(1,0) - Y(2,0) where Y has a wall on its east side facing empty space. */
    int x = fx_build_walls(&game, 0, 0, 1, 0);
    fx_build_walls(&game, 0, W_E, 2, 0);
    int closed = fx_reserve_walls(&game, 0, W_E, -1);
    fx_market_fill(&game);
    fx_commit(&game);
    AlhCommand swap = fx_cmd_swap(0, closed, x);
    fx_assert_refused(&game, &swap, ALH_ERR_WALL_MISMATCH);
}

/* The rulebook's example: two exact payments, then a swap; the bought tiles are placed after. */
static void test_rulebook_redesign_example(void **state)
{
    (void)state;
    setup_position();
    for (int p = 0; p < 3; p++)
        fx_hand_clear(&game, p);
    int t1 = fx_free_tile(&game, 0, -1);
    fx_market_put(&game, 0, t1);
    int t2 = fx_free_tile(&game, W_N, -1);
    fx_market_put(&game, 1, t2);
    fx_market_fill(&game);
    int p1 = alh_tile_info(t1)->price, p2 = alh_tile_info(t2)->price;
    int c1 = fx_give(&game, 0, FLO, p1 > 9 ? 9 : p1), c1b = p1 > 9 ? fx_give(&game, 0, FLO, p1 - 9) : -1;
    int c2 = fx_give(&game, 0, DIR, p2 > 9 ? 9 : p2), c2b = p2 > 9 ? fx_give(&game, 0, DIR, p2 - 9) : -1;
    fx_commit(&game);

    int pay1[] = {c1, c1b}, pay2[] = {c2, c2b};
    AlhCommand buy1 = fx_cmd_buy(0, 0, pay1, c1b >= 0 ? 2 : 1);
    fx_apply_ok(&game, &buy1, &events);
    assert_int_equal(game.bonus_action, 1);
    /* The bought tile waits next to the Alhambra, not on the reserve: it cannot be added from there. */
    AlhCommand early = fx_cmd_add(0, t1, 0, -1);
    fx_assert_refused(&game, &early, ALH_ERR_NO_SUCH_TILE);
    AlhCommand buy2 = fx_cmd_buy(0, 1, pay2, c2b >= 0 ? 2 : 1);
    fx_apply_ok(&game, &buy2, &events);
    assert_int_equal(game.bonus_action, 1);
    assert_int_equal(game.players[0].pending_count, 2);

    AlhCommand swap = fx_cmd_swap(0, R_OPEN, B);
    fx_apply_ok(&game, &swap, &events);
    /* The redesign ends the actions; the turn ends once both tiles are placed. */
    assert_int_equal(game.phase, ALH_PHASE_PLACE);
    assert_int_equal(game.current, 0);
    assert_int_equal(fx_event_count(&events, ALH_EV_TURN_END), 0);

    /* Both pending tiles can be placed or reserved, in any order. */
    AlhCommand legal[512];
    size_t n = alh_legal_commands(&game, legal, 512);
    assert_true(n <= 512);
    int places[2] = {0}, reserves[2] = {0};
    for (size_t i = 0; i < n; i++) {
        int which = legal[i].tile == t1 ? 0 : legal[i].tile == t2 ? 1 : -1;
        assert_true(which >= 0);
        if (legal[i].type == ALH_CMD_PLACE)
            places[which]++;
        else if (legal[i].type == ALH_CMD_RESERVE)
            reserves[which]++;
        else
            fail_msg("unexpected command type %d while placing", legal[i].type);
        assert_int_equal(alh_check(&game, &legal[i]), ALH_OK);
    }
    assert_true(places[0] > 0 && places[1] > 0);
    assert_int_equal(reserves[0], 1);
    assert_int_equal(reserves[1], 1);

    /* The second tile first, into the Alhambra; then the first onto the reserve. */
    AlhCommand place2 = fx_cmd_place(0, t2, 0, -1);
    fx_apply_ok(&game, &place2, &events);
    assert_int_equal(game.phase, ALH_PHASE_PLACE);
    assert_int_equal(fx_event_count(&events, ALH_EV_TURN_END), 0);
    AlhCommand reserve1 = fx_cmd_reserve(0, t1);
    fx_apply_ok(&game, &reserve1, &events);
    assert_int_equal(game.where[t1].loc, ALH_LOC_RESERVE);
    assert_int_equal(game.where[t2].loc, ALH_LOC_ALHAMBRA);
    expect_turn_ended(1);
    assert_int_equal(fx_event_count(&events, ALH_EV_MARKET_REFILL), 2);
}

/* The redesigns listed by kind; the count is the total even when the buffer holds fewer. */
static void test_redesigns_listed_by_kind(void **state)
{
    (void)state;
    setup_position();
    AlhCommand buf[256], one[1];
    size_t removes = alh_legal_commands_of(&game, alh_kinds_one(ALH_CMD_REDESIGN_REMOVE), buf, 256);
    assert_int_equal(removes, 2); /* B and C; A holds B to the fountain */
    for (size_t i = 0; i < removes; i++) {
        assert_int_equal(buf[i].type, ALH_CMD_REDESIGN_REMOVE);
        assert_true(buf[i].tile == B || buf[i].tile == C);
    }
    assert_int_equal(alh_legal_commands_of(&game, alh_kinds_one(ALH_CMD_REDESIGN_REMOVE), one, 1), 2);
    assert_int_equal(alh_legal_commands_of(&game, alh_kinds_one(ALH_CMD_REDESIGN_REMOVE), NULL, 0), 2);
    size_t swaps = alh_legal_commands_of(&game, alh_kinds_one(ALH_CMD_REDESIGN_SWAP), buf, 256);
    /* The open tile fits anywhere; walls fit only where they face empty space: the west wall at C,
     * the east wall at B or C. */
    assert_int_equal(swaps, 6);
    int fits[3] = {0};
    for (size_t i = 0; i < swaps; i++) {
        assert_int_equal(alh_check(&game, &buf[i]), ALH_OK);
        fits[buf[i].tile == R_OPEN ? 0 : buf[i].tile == R_WEST ? 1 : 2]++;
        assert_false(buf[i].tile == R_WEST && buf[i].tile2 != C);
        assert_false(buf[i].tile == R_EAST && buf[i].tile2 == A);
    }
    assert_int_equal(fits[0], 3);
    assert_int_equal(fits[1], 1);
    assert_int_equal(fits[2], 2);
    assert_int_equal(alh_legal_commands_of(&game, alh_kinds_one(ALH_CMD_REDESIGN_SWAP), one, 1), 6);
    size_t adds = alh_legal_commands_of(&game, alh_kinds_one(ALH_CMD_REDESIGN_ADD), buf, 256);
    for (size_t i = 0; i < adds; i++) {
        AlhCommand c = buf[i];
        assert_int_equal(c.type, ALH_CMD_REDESIGN_ADD);
        assert_int_equal(alh_spot_check(&game, 0, c.tile, c.x, c.y), ALH_OK);
    }
    assert_int_equal(alh_legal_commands_of(&game, alh_kinds_one(ALH_CMD_REDESIGN_ADD), one, 1), adds);
    size_t all = alh_legal_commands(&game, buf, 256);
    size_t redesigns = alh_legal_commands_of(
        &game,
        alh_kinds_from_bits((1u << ALH_CMD_REDESIGN_ADD) | (1u << ALH_CMD_REDESIGN_REMOVE) | (1u << ALH_CMD_REDESIGN_SWAP)), one,
        1);
    assert_int_equal(redesigns, adds + removes + swaps);
    assert_true(all > redesigns);
}

/*
 * A removal is allowed exactly when the board without the tile is legal (the board before was): every
 * tile still reachable on foot, no hole; a swap exactly when the board with the new tile is (its walls
 * meet its neighbours', every tile reachable). Checked for every building of every board, with every
 * tile of the reserve for the swaps, after every command of random games, base game (small boards are judged on words, the others cell by cell)
 * and with the modules whose geometry changes the answer.
 */
static long compare_removals_over_games(const char *modules, int games, long *swaps_compared)
{
    static AlhGame g, without;
    long compared = 0, swaps = 0;
    for (int i = 0; i < games; i++) {
        AlhSetup setup = {.num_players = 2 + i % 5, .seed = 300 + (uint64_t)i};
        char msg[160];
        assert_true(alh_modules_parse(modules, &setup.modules, msg, sizeof msg));
        assert_int_equal(alh_new_game(&g, &setup, NULL), ALH_OK);
        AlhRng rng;
        alh_rng_seed(&rng, 500 + (uint64_t)i, 3);
        for (int step = 0; step < 5000 && g.phase != ALH_PHASE_OVER; step++) {
            for (int p = 0; p < g.num_players; p++)
                for (int t = 1; t <= ALH_NUM_TILES; t++) {
                    if (g.where[t].loc != ALH_LOC_ALHAMBRA || g.where[t].owner != p)
                        continue;
                    int x = g.where[t].x, y = g.where[t].y;
                    bool allowed = alh_board_remove_check(&g, p, x, y) == ALH_OK;
                    memcpy(&without, &g, sizeof g);
                    alh_board_take(&without.players[p].board, x, y);
                    without.where[t].loc = ALH_LOC_RESERVE;
                    bool legal = alh_board_is_legal(&without, p, msg, sizeof msg);
                    if (allowed != legal)
                        fail_msg("game %d (%s) step %d player %d tile %d at %d,%d: removal %s, the board without it %s", i,
                                 modules, step, p, t, x, y, allowed ? "allowed" : "refused", legal ? "legal" : msg);
                    compared++;
                    /* A swap with each tile of the reserve: allowed exactly when the board with it is legal. */
                    for (int r = 1; r <= ALH_NUM_TILES; r++) {
                        if (g.where[r].loc != ALH_LOC_RESERVE || g.where[r].owner != p)
                            continue;
                        allowed = alh_board_swap_check(&g, p, r, x, y) == ALH_OK;
                        memcpy(&without, &g, sizeof g);
                        alh_board_take(&without.players[p].board, x, y);
                        alh_board_put(&without.players[p].board, r, x, y);
                        without.where[t].loc = ALH_LOC_RESERVE;
                        without.where[r].loc = ALH_LOC_ALHAMBRA;
                        legal = alh_board_is_legal(&without, p, msg, sizeof msg);
                        if (allowed != legal)
                            fail_msg("game %d (%s) step %d player %d tile %d at %d,%d for %d: swap %s, the board with it %s", i,
                                     modules, step, p, t, x, y, r, allowed ? "allowed" : "refused", legal ? "legal" : msg);
                        swaps++;
                    }
                }
            AlhCommand c;
            assert_int_equal(alh_random_policy(&g, &rng, &c), ALH_OK);
            assert_int_equal(alh_apply(&g, &c, NULL), ALH_OK);
        }
    }
    *swaps_compared = swaps;
    return compared;
}

static void test_redesign_checks_agree_with_the_legal_board(void **state)
{
    (void)state;
    long swaps = 0;
    assert_true(compare_removals_over_games("none", 20, &swaps) > 20000);
    assert_true(swaps > 5000);
    assert_true(compare_removals_over_games("camps,city-gates", 4, &swaps) > 2000);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_add_from_reserve),          cmocka_unit_test(test_remove_to_reserve),
        cmocka_unit_test(test_remove_that_leaves_a_hole), cmocka_unit_test(test_swap_in_the_same_place),
        cmocka_unit_test(test_swap_that_blocks_the_path), cmocka_unit_test(test_rulebook_redesign_example),
        cmocka_unit_test(test_redesigns_listed_by_kind),  cmocka_unit_test(test_redesign_checks_agree_with_the_legal_board),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

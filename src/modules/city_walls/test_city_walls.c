/* SPDX-License-Identifier: MIT */
/* City walls (expansion 3): the cards in the deck and beside the board, building a card's wall on
 * each kind of own tile, the walls as every building and scoring rule reads them. */
#include "mod_fixtures.h"
#include "bots_module_test.h"

#include <string.h>

#include "alhambra/bot.h"
#include "alhambra/view.h"
#include "city_walls/city_walls.h"

static AlhGame game;
static AlhEvents events;

enum { N = 1, E = 2, S = 4, W = 8 };
#define WALLS MOD(ALH_MOD_CITY_WALLS)

/* The card whose pattern is exactly `sides`. */
static int card_with(int sides)
{
    for (int i = 0; i < ALH_NUM_WALL_CARDS; i++)
        if (alh_wall_card_sides(i) == sides)
            return i;
    fail_msg("no wall card with sides %d", sides);
    return -1;
}

static void face_up(AlhGame *g, int i)
{
    mx_card_release(g, ALH_CARD_WALL_FIRST + i);
    g->mod.city_walls.face_up |= (uint8_t)(1u << i);
    mx_commit(g);
}

static AlhCommand build_wall(int player, int card, int tile)
{
    AlhCommand c = mx_cmd(ALH_CMD_BUILD_WALL, player);
    c.slots = (uint8_t)card;
    c.tile = (uint8_t)tile;
    return c;
}

/* The data: four single segments and four corners of two, twelve segments in all. */
static void test_cards(void **state)
{
    (void)state;
    int segments = 0, singles = 0;
    for (int i = 0; i < ALH_NUM_WALL_CARDS; i++) {
        int n = __builtin_popcount((unsigned)alh_wall_card_sides(i));
        assert_true(n == 1 || n == 2);
        segments += n;
        singles += n == 1;
        for (int k = 0; k < i; k++)
            assert_int_not_equal(alh_wall_card_sides(k), alh_wall_card_sides(i));
    }
    assert_int_equal(segments, 12); /* "12 wooden wall segments" */
    assert_int_equal(singles, 4);
}

/* Two cards each shuffled into piles 2, 3, 4 and 5. */
static void test_cards_in_piles_two_to_five(void **state)
{
    (void)state;
    for (int players = 2; players <= 6; players++) {
        mx_new_game(&game, players, (uint64_t)players * 11, WALLS);
        int per_pile[ALH_NUM_PILES] = {0}, lo = 0;
        for (int pile = 0; pile < ALH_NUM_PILES; pile++) {
            for (int i = lo; i < game.pile_end[pile]; i++)
                per_pile[pile] += alh_card_is_wall(game.deck[i]);
            lo = game.pile_end[pile];
        }
        assert_int_equal(per_pile[0], 0);
        for (int pile = 1; pile < 5; pile++)
            assert_int_equal(per_pile[pile], 2);
        assert_int_equal(game.mod.city_walls.face_up, 0);
        for (int i = 0; i < ALH_NUM_WALL_CARDS; i++)
            assert_int_equal(game.mod.city_walls.built_by[i], 0xFF);
    }
}

/* A drawn wall card goes face up beside the board, another card fills the slot, several may lie up. */
static void test_drawn_beside_the_board(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 5, WALLS);
    mx_start_turn(&game, 0);
    mx_card_to_top(&game, ALH_CARD_WALL_FIRST + 2);
    mx_card_to_top(&game, ALH_CARD_WALL_FIRST + 5);
    mx_commit(&game);
    AlhCommand take = mx_cmd(ALH_CMD_TAKE_MONEY, 0);
    take.slots = 1;
    mx_apply_ok(&game, &take, &events);
    assert_int_equal(mx_event_count(&events, ALH_EV_WALL_CARD_UP), 2);
    assert_int_equal(game.mod.city_walls.face_up, (1u << 2) | (1u << 5));
    for (int s = 0; s < ALH_DISPLAY_SLOTS; s++)
        assert_true(alh_card_is_money(game.display[s]));
}

/* A wall on a tile of the reserve: an action instead of money; the turn ends; the card leaves. */
static void test_build_on_reserve_tile(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 7, WALLS);
    int card = card_with(E);
    face_up(&game, card);
    int tile = mx_free_tile(&game, 0, -1);
    mx_move_tile(&game, tile, ALH_LOC_RESERVE, 0, 0, 0);
    mx_commit(&game);
    mx_start_turn(&game, 0);
    AlhCommand c = build_wall(0, card, tile);
    assert_true(mx_is_listed(&game, &c));
    mx_apply_ok(&game, &c, &events);
    assert_int_equal(mx_event_count(&events, ALH_EV_WALL_BUILT), 1);
    assert_int_equal(mx_event_count(&events, ALH_EV_TURN_END), 1);
    assert_int_equal(alh_built_walls(&game, 0, tile), E);
    assert_int_equal(game.mod.city_walls.face_up, 0);
    /* The card is gone: it cannot be built again. */
    mx_start_turn(&game, 1);
    AlhCommand again = build_wall(1, card, ALH_TILE_FOUNTAIN);
    mx_assert_refused(&game, &again, ALH_ERR_EMPTY_SLOT);
}

/* Never over a printed wall nor over a wall built before; the whole pattern on one tile. */
static void test_not_over_walls(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 9, WALLS);
    int north = card_with(N), corner = card_with(N | E), east = card_with(E);
    face_up(&game, north);
    face_up(&game, corner);
    face_up(&game, east);
    int printed = mx_free_tile(&game, N, -1);
    mx_move_tile(&game, printed, ALH_LOC_RESERVE, 0, 0, 0);
    mx_commit(&game);
    mx_start_turn(&game, 0);
    AlhCommand c = build_wall(0, north, printed);
    mx_assert_refused(&game, &c, ALH_ERR_WALL_SPOT);
    c = build_wall(0, corner, printed); /* the east half would fit, the north half would not */
    mx_assert_refused(&game, &c, ALH_ERR_WALL_SPOT);
    assert_false(mx_is_listed(&game, &c));
    c = build_wall(0, east, printed);
    mx_apply_ok(&game, &c, &events);
    assert_int_equal(alh_built_walls(&game, 0, printed), E);
    mx_start_turn(&game, 0);
    c = build_wall(0, corner, printed);
    mx_assert_refused(&game, &c, ALH_ERR_WALL_SPOT);
    /* Only one's own tiles. */
    c = build_wall(1, north, printed);
    mx_start_turn(&game, 1);
    mx_assert_refused(&game, &c, ALH_ERR_NO_SUCH_TILE);
}

/* On a tile of the Alhambra a segment goes only where no tile stands across; the fountain takes
 * walls too, and the longest wall counts the new segments. */
static void test_build_in_alhambra_and_fountain(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 13, WALLS);
    int east = card_with(E), west = card_with(W), corner = card_with(S | W);
    face_up(&game, east);
    face_up(&game, west);
    face_up(&game, corner);
    int open = mx_free_tile(&game, 0, -1);
    mx_build(&game, 0, open, 1, 0); /* east of the fountain */
    mx_start_turn(&game, 0);
    AlhCommand c = build_wall(0, west, open); /* its west side faces the fountain */
    mx_assert_refused(&game, &c, ALH_ERR_WALL_SPOT);
    c = build_wall(0, east, ALH_TILE_FOUNTAIN); /* the fountain's east side faces the tile */
    mx_assert_refused(&game, &c, ALH_ERR_WALL_SPOT);
    assert_int_equal(alh_longest_wall(&game, 0), 0);
    c = build_wall(0, east, open);
    mx_apply_ok(&game, &c, &events);
    assert_true(alh_side_is_wall(&game, 0, 1, 0, ALH_EAST));
    assert_int_equal(alh_longest_wall(&game, 0), 1);
    mx_start_turn(&game, 0);
    c = build_wall(0, corner, ALH_TILE_FOUNTAIN);
    mx_apply_ok(&game, &c, &events);
    assert_int_equal(alh_built_walls(&game, 0, ALH_TILE_FOUNTAIN), S | W);
    assert_int_equal(alh_built_walls(&game, 1, ALH_TILE_FOUNTAIN), 0); /* another player's fountain */
    assert_int_equal(alh_tile_walls_shown(&game, 0, ALH_TILE_FOUNTAIN), S | W);
    assert_int_equal(alh_tile_walls_shown(&game, 1, ALH_TILE_FOUNTAIN), 0);
    assert_int_equal(alh_longest_wall(&game, 0), 2); /* the two joined; the east one apart does not add */
    AlhMajorities m;
    alh_majorities(&game, &m);
    assert_int_equal(m.wall[0], 2);
    char msg[160];
    assert_true(alh_game_validate(&game, msg, sizeof msg));
}

/* The rulebook's purpose: walls close a gap in the outer wall, and score like printed ones. */
static void test_closing_a_gap_scores(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 17, WALLS);
    int north = card_with(N);
    face_up(&game, north);
    /* Three tiles in a row west to east: walled north, open north, walled north. */
    int a = mx_free_tile(&game, N, -1);
    mx_build(&game, 0, a, 1, 0);
    int b = mx_free_tile(&game, 0, -1);
    mx_build(&game, 0, b, 2, 0);
    int c3 = mx_free_tile(&game, N, -1);
    mx_build(&game, 0, c3, 3, 0);
    assert_int_equal(alh_longest_wall(&game, 0), 1);
    mx_start_turn(&game, 0);
    AlhCommand c = build_wall(0, north, b);
    mx_apply_ok(&game, &c, &events);
    assert_int_equal(alh_longest_wall(&game, 0), 3);
    AlhScoreDetail d;
    alh_score_preview(&game, 1, &d);
    assert_int_equal(d.points[0][ALH_SCORE_WALL], 3);
}

/* A wall on the tile bought this turn, as the action an exact payment earned; then the tile is
 * placed like any tile with that wall: its built side must match. */
static void test_build_on_bought_tile(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 19, WALLS);
    int west = card_with(W);
    face_up(&game, west);
    for (int p = 0; p < 3; p++)
        mx_hand_clear(&game, p);
    int tile = mx_free_tile(&game, 0, -1);
    mx_move_tile(&game, game.market[0], ALH_LOC_BAG, 0, 0, 0);
    mx_move_tile(&game, tile, ALH_LOC_MARKET, 0, 0, 0);
    int price = alh_tile_info(tile)->price, cards[3], n = 0;
    for (int left = price; left > 0; left -= left > 9 ? 9 : left)
        cards[n++] = mx_give(&game, 0, alh_market_currency(0), left > 9 ? 9 : left);
    mx_commit(&game);
    mx_start_turn(&game, 0);
    AlhCommand buy = mx_cmd_buy(0, 0, cards, n);
    mx_apply_ok(&game, &buy, &events);
    assert_int_equal(game.bonus_action, 1);
    AlhCommand c = build_wall(0, west, tile);
    assert_true(mx_is_listed(&game, &c));
    mx_apply_ok(&game, &c, &events);
    assert_int_equal(game.phase, ALH_PHASE_PLACE);
    /* West of the tile is the fountain's open side at (1, 0): refused now. */
    AlhCommand place = mx_cmd_place(0, tile, 1, 0);
    mx_assert_refused(&game, &place, ALH_ERR_WALL_MISMATCH);
    place = mx_cmd_place(0, tile, 0, 1); /* south of the fountain: its west side faces nothing */
    mx_apply_ok(&game, &place, &events);
    assert_true(alh_side_is_wall(&game, 0, 0, 1, ALH_WEST));
}

/* The walls stay with the tile: into the reserve and back, and the placement rules read them. */
static void test_walls_follow_the_tile(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 23, WALLS);
    int south = card_with(S);
    face_up(&game, south);
    int tile = mx_free_tile(&game, 0, -1);
    mx_build(&game, 0, tile, 0, -1); /* north of the fountain: its south side touches the fountain */
    int other = mx_free_tile(&game, 0, -1);
    mx_build(&game, 0, other, 1, 0);
    mx_start_turn(&game, 0);
    AlhCommand c = build_wall(0, south, other);
    mx_apply_ok(&game, &c, &events);
    /* Into the reserve: the wall goes with it. */
    mx_start_turn(&game, 0);
    AlhCommand out = mx_cmd(ALH_CMD_REDESIGN_REMOVE, 0);
    out.tile = (uint8_t)other;
    mx_apply_ok(&game, &out, &events);
    assert_int_equal(alh_built_walls(&game, 0, other), S);
    /* What the client draws: printed and built walls, wherever the tile lies. */
    assert_int_equal(alh_tile_walls_shown(&game, 0, other), (unsigned)alh_tile_info(other)->walls | S);
    /* Back north of a tile? Its south wall would face that tile's open north side. */
    mx_start_turn(&game, 0);
    AlhCommand add = mx_cmd(ALH_CMD_REDESIGN_ADD, 0);
    add.tile = (uint8_t)other;
    add.x = 0;
    add.y = -2;
    mx_assert_refused(&game, &add, ALH_ERR_WALL_MISMATCH);
    assert_int_equal(alh_spot_check(&game, 0, other, 0, -2), ALH_ERR_WALL_MISMATCH);
    add.x = 1;
    add.y = -1;
    mx_apply_ok(&game, &add, &events);
    assert_true(alh_side_is_wall(&game, 0, 1, -1, ALH_SOUTH));
}

/* City gates stand on printed walls only: a double wall with a built half takes no gate. */
static void test_gates_only_on_printed_walls(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 41, WALLS | MOD(ALH_MOD_CITY_GATES));
    int east = card_with(E);
    face_up(&game, east);
    mx_start_turn(&game, 0);
    AlhCommand c = build_wall(0, east, ALH_TILE_FOUNTAIN);
    mx_apply_ok(&game, &c, &events);
    /* A tile walled west and on every other side but one is reached only through the fountain's
     * built east wall. */
    int tile = mx_free_tile(&game, W | N | S, -1);
    mx_move_tile(&game, tile, ALH_LOC_PENDING, 0, 0, 0);
    mx_card_release(&game, ALH_CARD_GATE_FIRST);
    game.mod.city_gates.cards[0] = 1;
    mx_commit(&game);
    game.phase = ALH_PHASE_PLACE;
    game.current = 0;
    AlhCommand place = mx_cmd_place(0, tile, 1, 0);
    mx_assert_refused(&game, &place, ALH_ERR_NOT_REACHABLE);
    place.option = 1 + ALH_WEST;
    mx_assert_refused(&game, &place, ALH_ERR_NO_GATE);
    assert_false(mx_is_listed(&game, &place));
}

/* Every listed wall command is accepted, and every accepted one is listed. */
static void test_listing_agrees(void **state)
{
    (void)state;
    mx_new_game(&game, 4, 29, WALLS);
    for (int i = 0; i < ALH_NUM_WALL_CARDS; i++)
        face_up(&game, i);
    mx_build(&game, 0, mx_free_tile(&game, N, -1), 1, 0);
    mx_build(&game, 0, mx_free_tile(&game, 0, -1), 0, 1);
    mx_move_tile(&game, mx_free_tile(&game, E | S, -1), ALH_LOC_RESERVE, 0, 0, 0);
    mx_commit(&game);
    mx_start_turn(&game, 0);
    int listed = 0;
    for (int i = 0; i < ALH_NUM_WALL_CARDS; i++)
        for (int t = 1; t <= ALH_TILE_MAX; t++) {
            AlhCommand c = build_wall(0, i, t);
            bool ok = alh_check(&game, &c) == ALH_OK;
            assert_int_equal(ok, mx_is_listed(&game, &c));
            listed += ok;
        }
    assert_true(listed > 8);
}

/* A view shows the face-up cards and the built walls; a guess keeps unseen cards in piles 2-5. */
static void test_view(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 31, WALLS);
    face_up(&game, 1);
    AlhView v;
    alh_view_make(&game, 1, &v);
    assert_int_equal(v.game.mod.city_walls.face_up, 2);
    AlhRng rng;
    alh_rng_seed(&rng, 4, 4);
    AlhGame guess;
    alh_view_determinize(&v, &rng, &guess);
    char msg[160];
    if (!alh_game_validate(&guess, msg, sizeof msg))
        fail_msg("%s", msg);
    for (int i = guess.deck_pos; i < guess.deck_len; i++)
        if (alh_card_is_wall(guess.deck[i]))
            assert_true(i >= guess.pile_end[0]);
}

/* Broken states are refused: a card both up and built, a wall over a printed one, a wall on
 * another player's tile. */
static void test_validation(void **state)
{
    (void)state;
    char msg[160];
    mx_new_game(&game, 3, 37, WALLS);
    int tile = mx_free_tile(&game, N, -1);
    mx_move_tile(&game, tile, ALH_LOC_RESERVE, 1, 0, 0);
    mx_commit(&game);
    AlhGame bad = game;
    int north = card_with(N);
    mx_card_release(&bad, ALH_CARD_WALL_FIRST + north);
    bad.mod.city_walls.built_on[north] = (uint8_t)tile;
    bad.mod.city_walls.built_by[north] = 1;
    assert_false(alh_game_validate(&bad, msg, sizeof msg)); /* over the printed north wall */
    bad.mod.city_walls.built_on[north] = ALH_TILE_FOUNTAIN;
    assert_true(alh_game_validate(&bad, msg, sizeof msg));
    bad.mod.city_walls.face_up = (uint8_t)(1u << north);
    assert_false(alh_game_validate(&bad, msg, sizeof msg));
    bad.mod.city_walls.face_up = 0;
    int east = card_with(E);
    mx_card_release(&bad, ALH_CARD_WALL_FIRST + east);
    bad.mod.city_walls.built_on[east] = (uint8_t)tile;
    bad.mod.city_walls.built_by[east] = 0; /* player 1's tile */
    assert_false(alh_game_validate(&bad, msg, sizeof msg));
    bad.mod.city_walls.built_by[east] = 0xFF;
    assert_false(alh_game_validate(&bad, msg, sizeof msg));
}

static void test_soak(void **state)
{
    (void)state;
    assert_int_equal(mx_soak(WALLS, 20, 4100, false), 20);
    assert_true(mx_soak_events(ALH_EV_WALL_BUILT) > 0);
    assert_int_equal(mx_soak(WALLS | MOD(ALH_MOD_CITY_GATES) | MOD(ALH_MOD_CAMPS) | MOD(ALH_MOD_SQUARES), 10, 4200, false), 10);
    assert_int_equal(mx_soak(WALLS, 10, 4300, true), 10);
}

/* Easy's rough score: closing a gap in a wall beats a lone segment, which beats one on a tile of the
 * reserve; a corner counts both its segments. */
static void test_bot_fast_scores(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 17, WALLS);
    int north = card_with(N), corner = card_with(S | W);
    face_up(&game, north);
    face_up(&game, corner);
    int a = mx_free_tile(&game, N, -1);
    mx_build(&game, 0, a, 1, 0);
    int b = mx_free_tile(&game, 0, -1);
    mx_build(&game, 0, b, 2, 0);
    int lone = mx_free_tile(&game, 0, -1);
    mx_build(&game, 0, lone, -1, 0);
    int kept = mx_free_tile(&game, 0, -1);
    mx_move_tile(&game, kept, ALH_LOC_RESERVE, 0, 0, 0);
    mx_commit(&game);
    mx_start_turn(&game, 0);
    BotEvalCtx ctx;
    bt_prepared(&ctx, &game);
    double gap, alone, reserve, two;
    AlhCommand c = build_wall(0, north, b);
    assert_true(alh_bot_registry[ALH_MOD_CITY_WALLS]->fast_action(&game, &ctx, &c, &gap));
    c = build_wall(0, north, lone);
    assert_true(alh_bot_registry[ALH_MOD_CITY_WALLS]->fast_action(&game, &ctx, &c, &alone));
    c = build_wall(0, north, kept);
    assert_true(alh_bot_registry[ALH_MOD_CITY_WALLS]->fast_action(&game, &ctx, &c, &reserve));
    c = build_wall(0, corner, kept);
    assert_true(alh_bot_registry[ALH_MOD_CITY_WALLS]->fast_action(&game, &ctx, &c, &two));
    assert_true(gap > alone);
    assert_true(alone > reserve);
    assert_true(reserve > 0.0);
    assert_true(two > reserve);
    AlhCommand other = mx_cmd(ALH_CMD_PASS, 0);
    assert_false(alh_bot_registry[ALH_MOD_CITY_WALLS]->fast_action(&game, &ctx, &other, &gap));
}

/* The bots build walls in their games (Easy through its score, Medium through the evaluation), and
 * every wall they build is legal (alh_apply checks it). */
static void test_bots_build_walls(void **state)
{
    (void)state;
    int built[2] = {0, 0};
    const int levels[2] = {ALH_BOT_EASY, ALH_BOT_MEDIUM};
    for (int li = 0; li < 2; li++)
        for (uint64_t seed = 1; seed <= 3; seed++) {
            mx_new_game(&game, 3, 500 + seed, WALLS);
            for (int step = 0; step < 3000 && game.phase != ALH_PHASE_OVER; step++) {
                AlhView v;
                alh_view_make(&game, alh_to_move(&game), &v);
                AlhCommand c;
                assert_int_equal(alh_bot_choose(levels[li], &v, seed * 131 + (uint64_t)step, &c), ALH_OK);
                events.count = 0;
                assert_int_equal(alh_apply(&game, &c, &events), ALH_OK);
                built[li] += mx_event_count(&events, ALH_EV_WALL_BUILT);
            }
            assert_int_equal(game.phase, ALH_PHASE_OVER);
        }
    assert_true(built[0] > 0);
    assert_true(built[1] > 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_cards),
        cmocka_unit_test(test_cards_in_piles_two_to_five),
        cmocka_unit_test(test_drawn_beside_the_board),
        cmocka_unit_test(test_build_on_reserve_tile),
        cmocka_unit_test(test_not_over_walls),
        cmocka_unit_test(test_build_in_alhambra_and_fountain),
        cmocka_unit_test(test_closing_a_gap_scores),
        cmocka_unit_test(test_build_on_bought_tile),
        cmocka_unit_test(test_walls_follow_the_tile),
        cmocka_unit_test(test_gates_only_on_printed_walls),
        cmocka_unit_test(test_listing_agrees),
        cmocka_unit_test(test_view),
        cmocka_unit_test(test_validation),
        cmocka_unit_test(test_soak),
        cmocka_unit_test(test_bot_fast_scores),
        cmocka_unit_test(test_bots_build_walls),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

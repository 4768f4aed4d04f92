/* SPDX-License-Identifier: MIT */
/*
 * Bazaars (expansion 4; rulebook 002 "Bazaars", 000 "Les Bazars", rulings R17): in the tower, laid
 * beside the market when drawn for it, bought only with the exact price of the building of their
 * currency on the market, placed like buildings, scored in the third scoring only by their
 * neighbours of their colours (diagonals included) times the colours present; with the vizier, the
 * Rich Patron and the Dancer.
 */
#include "mod_fixtures.h"
#include "bots_module_test.h"
#include <stdlib.h>
#include <string.h>

#include "alhambra/bot.h"
#include "bazaars/bazaars.h"
#include "characters/characters.h"
#include "diamonds/diamonds.h"
#include "squares/squares.h"

#define BZ MOD(ALH_MOD_BAZAARS)

enum { N = 1, E = 2, S = 4, W = 8 };
enum { PATRON = ALH_CHAR_PATRON, DANCER = ALH_CHAR_DANCER };

static AlhGame game;
static AlhEvents events;

/* Checked refusal / application of a command made on the spot. */
static void refuse(AlhCommand c, AlhError expected) { mx_assert_refused(&game, &c, expected); }
static void apply(AlhCommand c) { mx_apply_ok(&game, &c, &events); }

/* The bazaar of this currency with this colour among its three. */
static int bazaar(int currency, int colour)
{
    for (int t = ALH_TILE_BAZAAR_FIRST; t < ALH_TILE_BAZAAR_FIRST + ALH_NUM_BAZAARS; t++)
        if (alh_bazaar_currency(t) == currency && ((alh_bazaar_colours(t) >> colour) & 1))
            return t;
    fail_msg("no bazaar of currency %d with colour %d", currency, colour);
    return 0;
}

/* Every bazaar beside the market goes back into the tower (a test's own offers come after). */
static void clear_offer(AlhGame *g)
{
    for (int t = ALH_TILE_BAZAAR_FIRST; t < ALH_TILE_BAZAAR_FIRST + ALH_NUM_BAZAARS; t++)
        if (g->where[t].loc == ALH_LOC_SUPPLY)
            mx_move_tile(g, t, ALH_LOC_BAG, 0, 0, 0);
}

/* Lays a bazaar beside the market, at the end of the row. */
static void offer(AlhGame *g, int tile)
{
    mx_move_tile(g, tile, ALH_LOC_SUPPLY, 0, 0, 0);
    g->where[tile].x = (int8_t)(alh_bazaars_on_offer(g) - 1);
}

/* The tile drawn next from the tower becomes `tile` (k places after the next one). */
static void bag_next(AlhGame *g, int tile, int k)
{
    for (int i = g->bag_pos; i < g->bag_len; i++)
        if (g->bag[i] == tile) {
            g->bag[i] = g->bag[g->bag_pos + k];
            g->bag[g->bag_pos + k] = (uint8_t)tile;
            return;
        }
    fail_msg("tile %d is not in the tower", tile);
}

/* The market space of a currency. */
static int space_of(int currency)
{
    for (int s = 0; s < ALH_MARKET_SPACES; s++)
        if (alh_market_currency(s) == currency)
            return s;
    return -1;
}

/* Puts this tile on the market space of its currency (the one there goes back to the tower). */
static void market_tile(AlhGame *g, int currency, int tile)
{
    int s = space_of(currency);
    if (g->market[s])
        mx_move_tile(g, g->market[s], ALH_LOC_BAG, 0, 0, 0);
    mx_move_tile(g, tile, ALH_LOC_MARKET, 0, s, 0);
}

/* A fresh game with no bazaar on offer and bazaar `b` beside the market, the building `priced` on
 * the market space of its currency. */
static void position(int players, uint64_t seed, uint64_t modules, int b, int priced)
{
    mx_new_game(&game, players, seed, BZ | modules);
    clear_offer(&game);
    offer(&game, b);
    market_tile(&game, alh_bazaar_currency(b), priced);
    for (int p = 0; p < players; p++)
        mx_hand_clear(&game, p);
    mx_commit(&game);
    mx_start_turn(&game, 0);
}

/* ------------------------------------------------------------------ components and setup */

/* Eight bazaars, each one currency and three building colours (002 "Components"); ours (R16):
 * two a currency whose colours together make all six, each colour on four bazaars, no walls. */
static void test_components(void **state)
{
    (void)state;
    assert_int_equal(ALH_NUM_BAZAARS, 8);
    int per_currency[ALH_NUM_CURRENCIES] = {0}, per_colour[ALH_NUM_TYPES] = {0};
    unsigned by_currency[ALH_NUM_CURRENCIES] = {0};
    for (int t = ALH_TILE_BAZAAR_FIRST; t < ALH_TILE_BAZAAR_FIRST + ALH_NUM_BAZAARS; t++) {
        const AlhTileInfo *i = alh_tile_info(t);
        assert_int_equal(i->type, ALH_TYPE_OTHER); /* no building (R17) */
        assert_int_equal(i->walls, 0);
        assert_int_equal(i->flags, 0); /* inside the walls, like a building */
        int c = alh_bazaar_currency(t);
        assert_in_range(c, 0, ALH_NUM_CURRENCIES - 1);
        per_currency[c]++;
        unsigned colours = alh_bazaar_colours(t);
        assert_int_equal(__builtin_popcount(colours), 3);
        assert_int_equal(by_currency[c] & colours, 0);
        by_currency[c] |= colours;
        for (int k = 0; k < ALH_NUM_TYPES; k++)
            per_colour[k] += (colours >> k) & 1;
        for (int u = ALH_TILE_BAZAAR_FIRST; u < t; u++)
            assert_false(alh_bazaar_colours(u) == colours && alh_bazaar_currency(u) == c);
    }
    for (int c = 0; c < ALH_NUM_CURRENCIES; c++) {
        assert_int_equal(per_currency[c], 2);
        assert_int_equal(by_currency[c], 0x3F);
    }
    for (int k = 0; k < ALH_NUM_TYPES; k++)
        assert_int_equal(per_colour[k], 4);
    assert_int_equal(alh_bazaar_currency(1), -1);
    assert_int_equal(alh_bazaar_colours(1), 0);
}

/* "The bazaars are shuffled in with the building tiles"; one drawn while the market is filled at
 * the start is laid beside it, and the market still holds four buildings. */
static void test_in_the_tower(void **state)
{
    (void)state;
    int offered_at_setup = 0;
    for (uint64_t seed = 1; seed <= 40; seed++) {
        mx_new_game(&game, 2 + (int)seed % 5, seed, BZ);
        int in_bag = 0, beside = alh_bazaars_on_offer(&game);
        for (int t = ALH_TILE_BAZAAR_FIRST; t < ALH_TILE_BAZAAR_FIRST + ALH_NUM_BAZAARS; t++)
            in_bag += game.where[t].loc == ALH_LOC_BAG;
        /* 2 players: Dirk's six tiles come straight from the tower, a bazaar among them counts for nothing */
        int dirk = 0;
        for (int t = ALH_TILE_BAZAAR_FIRST; t < ALH_TILE_BAZAAR_FIRST + ALH_NUM_BAZAARS; t++)
            dirk += game.where[t].loc == ALH_LOC_DIRK;
        assert_int_equal(in_bag + beside + dirk, ALH_NUM_BAZAARS);
        for (int s = 0; s < ALH_MARKET_SPACES; s++) {
            assert_true(game.market[s] >= 1 && game.market[s] <= ALH_NUM_TILES);
        }
        offered_at_setup += beside > 0;
    }
    assert_true(offered_at_setup > 0);
    mx_new_game(&game, 3, 3, 0);
    for (int t = ALH_TILE_BAZAAR_FIRST; t < ALH_TILE_BAZAAR_FIRST + ALH_NUM_BAZAARS; t++)
        assert_int_equal(game.where[t].loc, ALH_LOC_REMOVED);
}

/* "If a bazaar is drawn ... when the building market is being filled, it is placed face-up next to
 * the building market. More building tiles are drawn until there are 4 buildings"; "Any number of
 * bazaars can lie on offer". */
static void test_drawn_beside_the_market(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 5, BZ);
    clear_offer(&game);
    int a = bazaar(ALH_DENAR, ALH_PAVILION), b = bazaar(ALH_FLORIN, ALH_TOWER), c = bazaar(ALH_DUCAT, ALH_GARDEN);
    bag_next(&game, a, 0);
    bag_next(&game, b, 1);
    bag_next(&game, c, 3); /* a building between: it goes to the second empty space */
    int building = mx_tile(ALH_GARDEN, 10, 0), building2 = mx_tile(ALH_TOWER, 12, 0);
    bag_next(&game, building, 2);
    bag_next(&game, building2, 4);
    mx_move_tile(&game, game.market[1], ALH_LOC_REMOVED, 0, 0, 0);
    mx_move_tile(&game, game.market[2], ALH_LOC_REMOVED, 0, 0, 0);
    mx_commit(&game);
    mx_start_turn(&game, 0);
    mx_apply_ok(&game, &(AlhCommand){.type = ALH_CMD_TAKE_MONEY, .player = 0, .slots = 1}, &events);
    assert_int_equal(game.market[1], building);
    assert_int_equal(game.market[2], building2);
    assert_int_equal(mx_event_count(&events, ALH_EV_BAZAAR_OFFERED), 3);
    assert_int_equal(alh_bazaars_on_offer(&game), 3);
    /* in the order they came out, at buying spaces 5, 6, 7 */
    assert_int_equal(alh_bazaar_offered(&game, 0), a);
    assert_int_equal(alh_bazaar_offered(&game, 1), b);
    assert_int_equal(alh_bazaar_offered(&game, 2), c);
    for (int k = 0; k < 3; k++) {
        AlhBuySpace bs = alh_buy_space(&game, ALH_MARKET_SPACES + k);
        assert_int_equal(bs.tile, alh_bazaar_offered(&game, k));
        assert_int_equal(bs.currency, alh_bazaar_currency(bs.tile));
        assert_true(bs.exact_only);
    }
    assert_int_equal(alh_buy_space(&game, ALH_MARKET_SPACES + 3).tile, 0);
}

/* ------------------------------------------------------------------ buying */

/* "The price is the same as that of the building tile of the corresponding currency on the
 * building market"; it follows that tile when it changes. */
static void test_price_of_the_market_tile(void **state)
{
    (void)state;
    int b = bazaar(ALH_DIRHAM, ALH_SERAGLIO);
    position(3, 7, 0, b, mx_tile(ALH_ARCADES, 6, S | W));
    assert_int_equal(alh_bazaar_price(&game, b), 6);
    AlhBuySpace bs = alh_buy_space(&game, ALH_MARKET_SPACES);
    assert_int_equal(bs.tile, b);
    assert_int_equal(bs.currency, ALH_DIRHAM);
    assert_int_equal(bs.price, 6);
    market_tile(&game, ALH_DIRHAM, mx_tile(ALH_TOWER, 9, E | S));
    mx_commit(&game);
    assert_int_equal(alh_buy_space(&game, ALH_MARKET_SPACES).price, 9);
    /* the other spaces' tiles do not matter */
    market_tile(&game, ALH_DENAR, mx_tile(ALH_PAVILION, 3, S | W));
    mx_commit(&game);
    assert_int_equal(alh_buy_space(&game, ALH_MARKET_SPACES).price, 9);
}

/* "A bazaar can only be paid for with the exact money. The player then has another turn." In its
 * printed currency; the row closes up behind it. */
static void test_exact_pay_only(void **state)
{
    (void)state;
    int b = bazaar(ALH_DIRHAM, ALH_SERAGLIO), other = bazaar(ALH_DENAR, ALH_PAVILION);
    position(3, 9, 0, b, mx_tile(ALH_ARCADES, 6, S | W));
    offer(&game, other);
    int d5 = mx_give(&game, 0, ALH_DIRHAM, 5), d2 = mx_give(&game, 0, ALH_DIRHAM, 2), d4 = mx_give(&game, 0, ALH_DIRHAM, 4);
    int f6 = mx_give(&game, 0, ALH_FLORIN, 6);
    mx_commit(&game);
    int space = ALH_MARKET_SPACES;
    refuse(mx_cmd_buy(0, space, (int[]){d5, d2}, 2), ALH_ERR_NOT_EXACT);    /* 7: too much */
    refuse(mx_cmd_buy(0, space, (int[]){d5}, 1), ALH_ERR_NOT_ENOUGH_MONEY); /* 5 */
    refuse(mx_cmd_buy(0, space, (int[]){f6}, 1), ALH_ERR_WRONG_CURRENCY);
    AlhCommand over = mx_cmd_buy(0, space, (int[]){d5, d2}, 2);
    assert_false(mx_is_listed(&game, &over));
    AlhCommand buy = mx_cmd_buy(0, space, (int[]){d2, d4}, 2);
    assert_true(mx_is_listed(&game, &buy));
    mx_apply_ok(&game, &buy, &events);
    assert_int_equal(game.where[b].loc, ALH_LOC_PENDING);
    assert_int_equal(game.where[b].owner, 0);
    assert_int_equal(game.bonus_action, 1);
    assert_int_equal(mx_event_count(&events, ALH_EV_BONUS_ACTION), 1);
    /* the other bazaar moved up to the first place */
    assert_int_equal(alh_bazaars_on_offer(&game), 1);
    assert_int_equal(alh_bazaar_offered(&game, 0), other);
    assert_int_equal(alh_buy_space(&game, ALH_MARKET_SPACES).tile, other);
    /* the market tile it was priced by is still there */
    assert_int_equal(game.market[space_of(ALH_DIRHAM)], mx_tile(ALH_ARCADES, 6, S | W));
}

/* "If the building which is needed to decide the price is not on the building market (it has just
 * been bought), the corresponding bazaar cannot be bought at that point." */
static void test_not_while_its_space_is_empty(void **state)
{
    (void)state;
    int b = bazaar(ALH_DIRHAM, ALH_SERAGLIO);
    int priced = mx_tile(ALH_ARCADES, 6, S | W);
    position(3, 11, 0, b, priced);
    int d6 = mx_give(&game, 0, ALH_DIRHAM, 6), e6 = mx_give(&game, 0, ALH_DIRHAM, 4), e2 = mx_give(&game, 0, ALH_DIRHAM, 2);
    mx_commit(&game);
    /* buy the market tile exactly: another action, but the bazaar has no price now */
    apply(mx_cmd_buy(0, space_of(ALH_DIRHAM), (int[]){d6}, 1));
    assert_int_equal(game.bonus_action, 1);
    assert_int_equal(alh_buy_space(&game, ALH_MARKET_SPACES).tile, b);
    assert_int_equal(alh_buy_space(&game, ALH_MARKET_SPACES).price, 0);
    AlhCommand buy = mx_cmd_buy(0, ALH_MARKET_SPACES, (int[]){e6, e2}, 2);
    mx_assert_refused(&game, &buy, ALH_ERR_RULE);
    assert_false(mx_is_listed(&game, &buy));
    /* after the turn the space is filled again, and the bazaar is for sale at its new price */
    mx_apply_ok(&game, &(AlhCommand){.type = ALH_CMD_PASS, .player = 0}, &events);
    while (game.phase == ALH_PHASE_PLACE)
        mx_apply_ok(&game, &(AlhCommand){.type = ALH_CMD_RESERVE, .player = 0, .tile = (uint8_t)priced}, &events);
    assert_true(game.market[space_of(ALH_DIRHAM)] != 0);
    assert_int_equal(alh_buy_space(&game, ALH_MARKET_SPACES).price, alh_tile_info(game.market[space_of(ALH_DIRHAM)])->price);
}

/* "Bazaars are placed or redesigned using the same rules as the buildings": next to the Alhambra,
 * reachable, or to the reserve; and moved back in by a redesign. */
static void test_placed_like_a_building(void **state)
{
    (void)state;
    int b = bazaar(ALH_DIRHAM, ALH_SERAGLIO);
    position(3, 13, 0, b, mx_tile(ALH_ARCADES, 6, S | W));
    mx_build(&game, 0, mx_tile(ALH_SERAGLIO, 8, S), 1, 0); /* a wall south of (1,0) */
    int d6 = mx_give(&game, 0, ALH_DIRHAM, 6);
    mx_commit(&game);
    apply(mx_cmd_buy(0, ALH_MARKET_SPACES, (int[]){d6}, 1));
    mx_apply_ok(&game, &(AlhCommand){.type = ALH_CMD_PASS, .player = 0}, &events);
    assert_int_equal(game.phase, ALH_PHASE_PLACE);
    refuse(mx_cmd_place(0, b, 3, 3), ALH_ERR_SPOT_NOT_ADJACENT);
    refuse(mx_cmd_place(0, b, 1, 1), ALH_ERR_WALL_MISMATCH); /* no wall against the wall */
    AlhCommand place = mx_cmd_place(0, b, 0, 1);
    assert_true(mx_is_listed(&game, &place));
    AlhCommand reserve = {.type = ALH_CMD_RESERVE, .player = 0, .tile = (uint8_t)b};
    assert_true(mx_is_listed(&game, &reserve));
    mx_apply_ok(&game, &reserve, &events);
    assert_int_equal(game.where[b].loc, ALH_LOC_RESERVE);
    /* a later turn: built from the reserve by a redesign */
    mx_start_turn(&game, 0);
    AlhCommand add = mx_cmd(ALH_CMD_REDESIGN_ADD, 0);
    add.tile = (uint8_t)b;
    add.x = 0;
    add.y = 1;
    mx_apply_ok(&game, &add, &events);
    assert_int_equal(game.where[b].loc, ALH_LOC_ALHAMBRA);
}

/* ------------------------------------------------------------------ scoring */

/* The rulebook's example: six neighbours, two cells empty, four of its colours with all three
 * present: 4 x 3 = 12; without the purple building 3 x 2 = 6. Only in the third scoring. */
static void test_scoring_example(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 15, BZ);
    int b = bazaar(ALH_DUCAT, ALH_TOWER); /* pavilion, arcades, tower */
    assert_int_equal(alh_bazaar_colours(b), 1u << ALH_PAVILION | 1u << ALH_ARCADES | 1u << ALH_TOWER);
    int tower = mx_tile(ALH_TOWER, 11, 0);
    mx_build(&game, 1, mx_tile(ALH_PAVILION, 8, 0), 0, 1);
    mx_build(&game, 1, mx_tile(ALH_ARCADES, 9, 0), 1, 1);
    mx_build(&game, 1, mx_tile(ALH_ARCADES, 10, 0), -1, 1);
    mx_build(&game, 1, tower, 1, 2);
    mx_build(&game, 1, mx_tile(ALH_SERAGLIO, 9, 0), -1, 2);
    mx_build(&game, 1, b, 0, 2); /* before the garden south of it, reached through it */
    mx_build(&game, 1, mx_tile(ALH_GARDEN, 10, 0), 0, 3);
    AlhBazaarScore s = alh_bazaar_score_at(&game.players[1].board, b, 0, 2);
    assert_int_equal(s.neighbours, 4);
    assert_int_equal(s.colours, 3);
    assert_int_equal(s.points, 12);
    /* which ones counted: N, NE, E, NW (clockwise from the north) */
    assert_int_equal(s.counted, 1 << 0 | 1 << 1 | 1 << 2 | 1 << 7);
    for (int round = 1; round <= 3; round++) {
        AlhScoreDetail d;
        alh_score_preview(&game, round, &d);
        assert_int_equal(d.points[1][ALH_SCORE_EXTRA], round == 3 ? 12 : 0);
        assert_int_equal(d.points[0][ALH_SCORE_EXTRA], 0);
    }
    mx_move_tile(&game, tower, ALH_LOC_REMOVED, 0, 0, 0);
    mx_commit(&game);
    AlhScoreDetail d;
    alh_score_preview(&game, 3, &d);
    assert_int_equal(d.points[1][ALH_SCORE_EXTRA], 6);
    /* A building counts for several bazaars: a second bazaar beside the pavilion. */
    int b2 = bazaar(ALH_DENAR, ALH_PAVILION); /* pavilion, seraglio, arcades */
    mx_build(&game, 1, b2, 1, 0);
    AlhBazaarScore s2 = alh_bazaar_score_at(&game.players[1].board, b2, 1, 0);
    assert_int_equal(s2.neighbours, 2); /* the pavilion (0,1) and the arcades (1,1); the fountain never */
    assert_int_equal(s2.points, 4);
    alh_score_preview(&game, 3, &d);
    assert_int_equal(d.points[1][ALH_SCORE_EXTRA], 6 + 4); /* the pavilion and arcades count for both */
}

/* "Up to 24": eight neighbours of its three colours. Walls on the neighbours change nothing. */
static void test_most_points(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 17, BZ);
    int b = bazaar(ALH_DENAR, ALH_TOWER); /* chambers, garden, tower */
    assert_int_equal(alh_bazaar_colours(b), 1u << ALH_CHAMBERS | 1u << ALH_GARDEN | 1u << ALH_TOWER);
    mx_build(&game, 2, mx_tile(ALH_CHAMBERS, 10, 0), 0, 1);
    mx_build(&game, 2, b, 0, 2); /* first: its cell may never be closed in */
    mx_build(&game, 2, mx_tile(ALH_CHAMBERS, 8, N | W), -1, 1);
    mx_build(&game, 2, mx_tile(ALH_TOWER, 9, N | E), 1, 1);
    mx_build(&game, 2, mx_tile(ALH_TOWER, 10, W), -1, 2);
    mx_build(&game, 2, mx_tile(ALH_GARDEN, 9, E), 1, 2);
    mx_build(&game, 2, mx_tile(ALH_CHAMBERS, 7, S | W), -1, 3);
    mx_build(&game, 2, mx_tile(ALH_TOWER, 11, S), 0, 3);
    mx_build(&game, 2, mx_tile(ALH_TOWER, 9, E | S), 1, 3);
    AlhBazaarScore s = alh_bazaar_score_at(&game.players[2].board, b, 0, 2);
    assert_int_equal(s.neighbours, 8);
    assert_int_equal(s.counted, 0xFF);
    assert_int_equal(s.points, ALH_BAZAAR_MAX_POINTS);
    AlhScoreDetail d;
    alh_score_preview(&game, 3, &d);
    assert_int_equal(d.points[2][ALH_SCORE_EXTRA], 24);
}

/* "The number of points awarded for a bazaar is not influenced by walls": a diagonal neighbour
 * walled off from both cells between it and the bazaar still counts. */
static void test_walls_ignored(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 19, BZ);
    int b = bazaar(ALH_DIRHAM, ALH_TOWER);                     /* seraglio, arcades, tower */
    mx_build(&game, 0, mx_tile(ALH_PAVILION, 8, 0), 1, 0);     /* the way to (1,1) from the north */
    mx_build(&game, 0, mx_tile(ALH_GARDEN, 9, E), 0, 1);       /* a wall east... */
    mx_build(&game, 0, mx_tile(ALH_SERAGLIO, 5, S | W), 1, 1); /* ...against its west wall; a wall south */
    mx_build(&game, 0, b, 0, 2);
    mx_build(&game, 0, mx_tile(ALH_ARCADES, 8, N), 1, 2); /* against its south wall, reached through the bazaar */
    AlhBazaarScore s = alh_bazaar_score_at(&game.players[0].board, b, 0, 2);
    assert_int_equal(s.counted, 1 << 1 | 1 << 2); /* the seraglio NE, the arcades E; not the garden */
    assert_int_equal(s.points, 2 * 2);
}

/* "Points are never awarded for neighbouring bazaars and squares" (R17: nor the fountain), even of
 * one of its colours. */
static void test_squares_and_bazaars_never_count(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 21, BZ | MOD(ALH_MOD_SQUARES));
    int b = bazaar(ALH_DUCAT, ALH_TOWER); /* pavilion, arcades, tower */
    mx_build(&game, 1, mx_tile(ALH_PAVILION, 8, 0), 0, 1);
    mx_build(&game, 1, b, 0, 2);
    int sq = 0;
    for (int t = ALH_TILE_SQUARE_FIRST; t < ALH_TILE_SQUARE_FIRST + ALH_NUM_SQUARES && !sq; t++)
        if (alh_tile_info(t)->type == ALH_PAVILION && alh_tile_info(t)->walls == W)
            sq = t;
    assert_true(sq != 0);
    mx_build(&game, 1, sq, -1, 2); /* a pavilion square west of the bazaar */
    int other = bazaar(ALH_DENAR, ALH_PAVILION);
    mx_build(&game, 1, other, 1, 2); /* another bazaar east */
    AlhBazaarScore s = alh_bazaar_score_at(&game.players[1].board, b, 0, 2);
    assert_int_equal(s.neighbours, 1); /* the pavilion building only */
    assert_int_equal(s.points, 1);
    /* the bazaar east: the pavilion (0,1) diagonally; not the first bazaar */
    assert_int_equal(alh_bazaar_score_at(&game.players[1].board, other, 1, 2).points, 1);
    /* next to the fountain, nothing */
    AlhScoreDetail d;
    alh_score_preview(&game, 3, &d);
    assert_int_equal(d.points[1][ALH_SCORE_EXTRA], 2);
}

/* R17: bazaars are no buildings for majorities. */
static void test_no_building_for_majorities(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 23, BZ);
    int b = bazaar(ALH_DUCAT, ALH_TOWER);
    mx_build(&game, 0, b, 0, 1);
    uint8_t counts[ALH_NUM_TYPES];
    alh_building_counts(&game, 0, counts);
    for (int k = 0; k < ALH_NUM_TYPES; k++)
        assert_int_equal(counts[k], 0);
    AlhScoreDetail d;
    alh_score_preview(&game, 3, &d);
    for (int k = 0; k < ALH_NUM_TYPES; k++)
        assert_int_equal(d.points[0][k], 0);
}

/* The real end: the last refill lays the tower's last tile, a bazaar, beside the market and the game
 * ends; "Unsold bazaars are not divided up"; the third scoring scores the built bazaars (an event for
 * each, with its points and the neighbours counted). */
static void test_end_of_game(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 25, BZ);
    clear_offer(&game);
    int built = bazaar(ALH_DUCAT, ALH_TOWER), last = bazaar(ALH_FLORIN, ALH_TOWER);
    mx_build(&game, 0, mx_tile(ALH_PAVILION, 8, 0), 0, 1);
    mx_build(&game, 0, built, 0, 2);
    while (alh_bag_remaining(&game) > 0)
        mx_move_tile(&game, game.bag[game.bag_pos], ALH_LOC_REMOVED, 0, 0, 0);
    mx_move_tile(&game, last, ALH_LOC_BAG, 0, 0, 0);
    mx_move_tile(&game, game.market[0], ALH_LOC_REMOVED, 0, 0, 0);
    for (int p = 0; p < 3; p++)
        mx_hand_clear(&game, p);
    mx_commit(&game);
    mx_start_turn(&game, 0);
    int before = game.players[0].score;
    mx_apply_ok(&game, &(AlhCommand){.type = ALH_CMD_TAKE_MONEY, .player = 0, .slots = 1}, &events);
    for (int guard = 0; game.phase != ALH_PHASE_OVER && guard < 40; guard++) {
        AlhCommand c;
        assert_true(alh_legal_commands(&game, &c, 1) > 0);
        mx_apply_ok(&game, &c, &events);
    }
    assert_int_equal(game.phase, ALH_PHASE_OVER);
    assert_int_equal(game.where[last].loc, ALH_LOC_SUPPLY); /* still beside the market */
    assert_int_equal(mx_event_count(&events, ALH_EV_BAZAAR_SCORED), 1);
    const AlhEvent *e = NULL;
    for (int i = 0; i < events.count; i++)
        if (events.ev[i].type == ALH_EV_BAZAAR_SCORED)
            e = &events.ev[i];
    assert_non_null(e);
    assert_int_equal(e->player, 0);
    assert_int_equal(e->tile, built);
    assert_int_equal(e->x, 0);
    assert_int_equal(e->y, 2);
    assert_int_equal(e->value, 1); /* the pavilion north: 1 x 1 */
    assert_int_equal(e->slot, 1);
    assert_true(game.players[0].score >= before + 1);
}

/* ------------------------------------------------------------------ interactions */

/* "Bazaars can be bought with Vizier": exact, as its special move, built at once, no extra action. */
static void test_vizier(void **state)
{
    (void)state;
    int b = bazaar(ALH_DIRHAM, ALH_SERAGLIO);
    position(3, 27, MOD(ALH_MOD_VIZIER), b, mx_tile(ALH_ARCADES, 6, S | W));
    int d4 = mx_give(&game, 1, ALH_DIRHAM, 4), d2 = mx_give(&game, 1, ALH_DIRHAM, 2);
    mx_commit(&game);
    mx_apply_ok(&game, &(AlhCommand){.type = ALH_CMD_TAKE_MONEY, .player = 0, .slots = 1}, &events);
    assert_int_equal(game.phase, ALH_PHASE_VIZIER);
    assert_int_equal(alh_to_move(&game), 1);
    AlhCommand buy = mx_cmd_buy(1, ALH_MARKET_SPACES, (int[]){d4, d2}, 2);
    buy.type = ALH_CMD_VIZIER_BUY;
    buy.slots = 1; /* to the reserve */
    assert_true(mx_is_listed(&game, &buy));
    mx_apply_ok(&game, &buy, &events);
    assert_int_equal(game.where[b].loc, ALH_LOC_RESERVE);
    assert_int_equal(game.where[b].owner, 1);
    assert_int_equal(alh_bazaars_on_offer(&game), 0);
    assert_int_equal(mx_event_count(&events, ALH_EV_BONUS_ACTION), 0);
}

/* "... and The Rich Patron": free, counted as exact (another action). Not while its space is empty. */
static void test_rich_patron(void **state)
{
    (void)state;
    int b = bazaar(ALH_DIRHAM, ALH_SERAGLIO);
    position(3, 29, MOD(ALH_MOD_CHARACTERS), b, mx_tile(ALH_ARCADES, 6, S | W));
    mx_card_release(&game, ALH_CARD_CHARACTER_FIRST + PATRON);
    for (int k = 0; k < game.mod.characters.surplus_len; k++)
        if (game.mod.characters.surplus[k] == ALH_CARD_CHARACTER_FIRST + PATRON) {
            memmove(game.mod.characters.surplus + k, game.mod.characters.surplus + k + 1,
                    (size_t)(game.mod.characters.surplus_len - k - 1));
            game.mod.characters.surplus[--game.mod.characters.surplus_len] = 0;
        }
    game.mod.characters.owned[0] |= 1u << PATRON;
    int saved = game.market[space_of(ALH_DIRHAM)];
    mx_move_tile(&game, saved, ALH_LOC_BAG, 0, 0, 0);
    mx_commit(&game);
    mx_start_turn(&game, 0);
    AlhCommand use = mx_cmd(ALH_CMD_USE_CHARACTER, 0);
    use.slots = PATRON;
    use.space = ALH_MARKET_SPACES;
    mx_assert_refused(&game, &use, ALH_ERR_EMPTY_SLOT); /* no price */
    market_tile(&game, ALH_DIRHAM, saved);
    mx_commit(&game);
    assert_true(mx_is_listed(&game, &use));
    mx_apply_ok(&game, &use, &events);
    assert_int_equal(game.where[b].loc, ALH_LOC_PENDING);
    assert_int_equal(game.where[b].owner, 0);
    assert_int_equal(game.bonus_action, 1);
}

/* The Dancer's new tile comes from the tower: a bazaar drawn is laid beside the market and the
 * drawing goes on. */
static void test_dancer(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 31, BZ | MOD(ALH_MOD_CHARACTERS));
    clear_offer(&game);
    mx_card_release(&game, ALH_CARD_CHARACTER_FIRST + DANCER);
    for (int k = 0; k < game.mod.characters.surplus_len; k++)
        if (game.mod.characters.surplus[k] == ALH_CARD_CHARACTER_FIRST + DANCER) {
            memmove(game.mod.characters.surplus + k, game.mod.characters.surplus + k + 1,
                    (size_t)(game.mod.characters.surplus_len - k - 1));
            game.mod.characters.surplus[--game.mod.characters.surplus_len] = 0;
        }
    game.mod.characters.owned[1] |= 1u << DANCER;
    int b = bazaar(ALH_FLORIN, ALH_GARDEN);
    bag_next(&game, b, 0);
    int next = game.bag[game.bag_pos + 1];
    mx_commit(&game);
    mx_start_turn(&game, 1);
    AlhCommand use = mx_cmd(ALH_CMD_USE_CHARACTER, 1);
    use.slots = DANCER;
    use.space = 2;
    mx_apply_ok(&game, &use, &events);
    assert_int_equal(game.market[2], next);
    assert_int_equal(alh_bazaar_offered(&game, 0), b);
    assert_int_equal(mx_event_count(&events, ALH_EV_BAZAAR_OFFERED), 1);
}

/* Diamonds pay any currency (expansion 2): a bazaar takes them too, at its exact price only. */
static void test_diamonds(void **state)
{
    (void)state;
    int b = bazaar(ALH_DIRHAM, ALH_SERAGLIO);
    position(3, 37, MOD(ALH_MOD_DIAMONDS), b, mx_tile(ALH_ARCADES, 6, S | W));
    int d6 = 0, d7 = 0;
    for (int i = 0; i < ALH_NUM_DIAMONDS; i++) {
        int v = alh_diamond_value(ALH_CARD_DIAMOND_FIRST + i);
        if (v == 6 && !d6)
            d6 = ALH_CARD_DIAMOND_FIRST + i;
        if (v == 7 && !d7)
            d7 = ALH_CARD_DIAMOND_FIRST + i;
    }
    assert_true(d6 && d7);
    mx_card_to_hand(&game, 0, d6);
    mx_card_to_hand(&game, 0, d7);
    mx_commit(&game);
    AlhCommand over = mx_cmd_buy(0, ALH_MARKET_SPACES, (int[]){d7}, 1);
    mx_assert_refused(&game, &over, ALH_ERR_NOT_EXACT);
    assert_false(mx_is_listed(&game, &over));
    AlhCommand exact = mx_cmd_buy(0, ALH_MARKET_SPACES, (int[]){d6}, 1);
    assert_true(mx_is_listed(&game, &exact));
    mx_apply_ok(&game, &exact, &events);
    assert_int_equal(game.where[b].loc, ALH_LOC_PENDING);
    assert_int_equal(game.bonus_action, 1);
}

/* Change (expansion 3, R17): a bazaar is paid exactly by rule, so it never gives change, and paying
 * too much on purpose (allowed for buildings with the change) is refused for it. */
static void test_change(void **state)
{
    (void)state;
    int b = bazaar(ALH_DIRHAM, ALH_SERAGLIO);
    position(3, 39, MOD(ALH_MOD_CHANGE), b, mx_tile(ALH_ARCADES, 6, S | W));
    int d9 = mx_give(&game, 0, ALH_DIRHAM, 9), d6 = mx_give(&game, 0, ALH_DIRHAM, 6);
    mx_commit(&game);
    AlhCommand over = mx_cmd_buy(0, ALH_MARKET_SPACES, (int[]){d9}, 1);
    mx_assert_refused(&game, &over, ALH_ERR_NOT_EXACT);
    assert_false(mx_is_listed(&game, &over));
    int hand = alh_cards_count(&game.players[0].hand);
    apply(mx_cmd_buy(0, ALH_MARKET_SPACES, (int[]){d6}, 1));
    assert_int_equal(alh_cards_count(&game.players[0].hand), hand - 1); /* no coin came */
    assert_int_equal(game.where[b].loc, ALH_LOC_PENDING);
}

/* Everyone sees the bazaars beside the market; the tower's are hidden like its other tiles. */
static void test_seen_by_all(void **state)
{
    (void)state;
    int b = bazaar(ALH_DIRHAM, ALH_SERAGLIO);
    position(4, 33, 0, b, mx_tile(ALH_ARCADES, 6, S | W));
    static AlhView v;
    alh_view_make(&game, 2, &v);
    assert_int_equal(v.game.where[b].loc, ALH_LOC_SUPPLY);
    assert_int_equal(alh_buy_space(&v.game, ALH_MARKET_SPACES).tile, b);
    assert_int_equal(alh_buy_space(&v.game, ALH_MARKET_SPACES).price, 6);
}

/* A row with a gap, or a bazaar on a market space, is no position of the game. */
static void test_validate(void **state)
{
    (void)state;
    int b = bazaar(ALH_DIRHAM, ALH_SERAGLIO);
    position(3, 35, 0, b, mx_tile(ALH_ARCADES, 6, S | W));
    char msg[160];
    assert_true(alh_game_validate(&game, msg, sizeof msg));
    game.where[b].x = 1;
    assert_false(alh_game_validate(&game, msg, sizeof msg));
    assert_non_null(strstr(msg, "bazaar"));
    game.where[b].x = 0;
    game.where[b].y = 1;
    assert_false(alh_game_validate(&game, msg, sizeof msg));
    game.where[b].y = 0;
    assert_true(alh_game_validate(&game, msg, sizeof msg));
}

/* Whole games, the module alone and with every module, 2 to 6 players. */
static void test_soak(void **state)
{
    (void)state;
    assert_int_equal(mx_soak(BZ, 25, 1500, false), 25);
    assert_true(mx_soak_events(ALH_EV_BAZAAR_OFFERED) > 0);
    assert_true(mx_soak_events(ALH_EV_BAZAAR_SCORED) > 0);
    assert_int_equal(mx_soak(bt_optional_modules(), 15, 1600, false), 15);
    assert_true(mx_soak_events(ALH_EV_BAZAAR_OFFERED) > 0);
    assert_int_equal(mx_soak(bt_optional_modules(), 10, 1700, true), 10);
}

/* ------------------------------------------------------------------ the bots' part */

/* A built bazaar is worth more with more neighbours of its colours; a bazaar waiting to be placed
 * counts at its best spot (next to the buildings of its colours); nothing without a bazaar. */
static void test_bot_values_the_neighbourhood(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 41, BZ);
    int b = bazaar(ALH_DUCAT, ALH_TOWER); /* pavilion, arcades, tower */
    BotEvalCtx ctx;
    bt_prepared(&ctx, &game);
    assert_true(bot_module_value(&ctx, ALH_MOD_BAZAARS, 0) == 0.0);
    mx_build(&game, 0, mx_tile(ALH_PAVILION, 8, 0), 0, 1);
    mx_build(&game, 0, b, 0, 2);
    bt_prepared(&ctx, &game);
    double one = bot_module_value(&ctx, ALH_MOD_BAZAARS, 0);
    assert_true(one > 0);
    assert_true(bot_module_value(&ctx, ALH_MOD_BAZAARS, 1) == 0.0);
    mx_build(&game, 0, mx_tile(ALH_ARCADES, 9, 0), 1, 1); /* a second colour, diagonally */
    bt_prepared(&ctx, &game);
    double two = bot_module_value(&ctx, ALH_MOD_BAZAARS, 0);
    assert_true(two > one + 1.0);
    mx_build(&game, 0, mx_tile(ALH_SERAGLIO, 9, 0), -1, 1); /* not one of its colours: no more */
    bt_prepared(&ctx, &game);
    assert_true(bot_module_value(&ctx, ALH_MOD_BAZAARS, 0) <= two);
    /* pending: the best spot; player 1 has a pavilion and an arcades side by side, */
    int p = bazaar(ALH_DENAR, ALH_PAVILION); /* pavilion, seraglio, arcades */
    mx_build(&game, 1, mx_tile(ALH_PAVILION, 3, S | W), 0, 1);
    mx_build(&game, 1, mx_tile(ALH_ARCADES, 10, 0), 1, 1);
    bt_prepared(&ctx, &game);
    double bare = bot_module_value(&ctx, ALH_MOD_BAZAARS, 1);
    mx_move_tile(&game, p, ALH_LOC_PENDING, 1, 0, 0);
    mx_commit(&game);
    bt_prepared(&ctx, &game);
    double pending = bot_module_value(&ctx, ALH_MOD_BAZAARS, 1);
    /* at (1,2) it would have both as neighbours: 2 x 2 = 4 points at least */
    assert_true(pending - bare >= 4.0 * ctx.round_weight[3] - 1e-9);
}

/* Easy buys a bazaar beside the market for its worth at the best spot, less its price; its module's
 * part scores the purchase (the base policy knows only market tiles). */
static void test_bot_fast_policy_buys(void **state)
{
    (void)state;
    int b = bazaar(ALH_DUCAT, ALH_TOWER);
    position(3, 43, 0, b, mx_tile(ALH_PAVILION, 7, E));
    int d7 = mx_give(&game, 0, ALH_DUCAT, 7);
    mx_commit(&game);
    const AlhModuleBot *part = alh_bot_registry[ALH_MOD_BAZAARS];
    assert_non_null(part->fast_action);
    AlhCommand buy = mx_cmd_buy(0, ALH_MARKET_SPACES, (int[]){d7}, 1);
    assert_true(mx_is_listed(&game, &buy));
    BotEvalCtx ctx;
    bt_prepared(&ctx, &game);
    double bare = 0, rich = 0;
    assert_true(part->fast_action(&game, &ctx, &buy, &bare));
    mx_build(&game, 0, mx_tile(ALH_PAVILION, 8, 0), 0, 1);
    mx_build(&game, 0, mx_tile(ALH_ARCADES, 9, 0), 1, 1);
    mx_build(&game, 0, mx_tile(ALH_TOWER, 11, 0), -1, 1);
    mx_start_turn(&game, 0);
    bt_prepared(&ctx, &game);
    assert_true(part->fast_action(&game, &ctx, &buy, &rich));
    assert_true(rich > bare + 2.0);
    /* a market tile is not its to score */
    AlhCommand other = mx_cmd_buy(0, space_of(ALH_DUCAT), (int[]){d7}, 1);
    double ignored;
    assert_false(part->fast_action(&game, &ctx, &other, &ignored));
    /* Easy plays whole games with bazaars and buys some (the soak with the fast policy) */
    int bought = 0;
    for (uint64_t seed = 0; seed < 6 && !bought; seed++) {
        bt_position(&game, 3, BZ, 700 + seed, 0);
        static AlhView v;
        for (int step = 0; step < 3000 && game.phase != ALH_PHASE_OVER; step++) {
            AlhCommand c;
            alh_view_make(&game, alh_to_move(&game), &v);
            assert_int_equal(alh_bot_choose(ALH_BOT_EASY, &v, seed * 1000 + (uint64_t)step, &c), ALH_OK);
            if (c.type == ALH_CMD_BUY && c.space >= ALH_MARKET_SPACES)
                bought++;
            assert_int_equal(alh_apply(&game, &c, NULL), ALH_OK);
        }
    }
    assert_true(bought > 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_components),
        cmocka_unit_test(test_in_the_tower),
        cmocka_unit_test(test_drawn_beside_the_market),
        cmocka_unit_test(test_price_of_the_market_tile),
        cmocka_unit_test(test_exact_pay_only),
        cmocka_unit_test(test_not_while_its_space_is_empty),
        cmocka_unit_test(test_placed_like_a_building),
        cmocka_unit_test(test_scoring_example),
        cmocka_unit_test(test_most_points),
        cmocka_unit_test(test_walls_ignored),
        cmocka_unit_test(test_squares_and_bazaars_never_count),
        cmocka_unit_test(test_no_building_for_majorities),
        cmocka_unit_test(test_end_of_game),
        cmocka_unit_test(test_vizier),
        cmocka_unit_test(test_rich_patron),
        cmocka_unit_test(test_dancer),
        cmocka_unit_test(test_diamonds),
        cmocka_unit_test(test_change),
        cmocka_unit_test(test_seen_by_all),
        cmocka_unit_test(test_validate),
        cmocka_unit_test(test_soak),
        cmocka_unit_test(test_bot_values_the_neighbourhood),
        cmocka_unit_test(test_bot_fast_policy_buys),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

/* SPDX-License-Identifier: MIT */
/* The vizier's favour (expansion 1): the out-of-turn purchase, its order, waking the vizier. */
#include "mod_fixtures.h"
#include "bots_module_test.h"
#include <stdlib.h>
#include "city_gates/city_gates.h"

#include <string.h>

static AlhGame game;
static AlhEvents events;

/* Gives player exactly the price of market space s in its currency; returns the cards in pay[]. */
static bool held(const AlhGame *g, int card)
{
    for (int p = 0; p < g->num_players; p++)
        if (alh_cards_has(&g->players[p].hand, card))
            return true;
    return false;
}

static int give_exact(AlhGame *g, int player, int s, int pay[3])
{
    int price = alh_tile_info(g->market[s])->price, n = 0, currency = alh_market_currency(s);
    while (price > 0) {
        int v = price > 9 ? 9 : price;
        while (v > 1 && held(g, alh_card_make(currency, v, 0)) && held(g, alh_card_make(currency, v, 1)) &&
               (g->copies < 3 || held(g, alh_card_make(currency, v, 2))))
            v--;
        pay[n++] = mx_give(g, player, currency, v);
        price -= v;
    }
    return n;
}

/* A position where every player can pay space 1 exactly and player 0 is about to end a turn. */
static void position(int players, uint64_t seed, int pay[ALH_MAX_PLAYERS][3], int n[ALH_MAX_PLAYERS])
{
    mx_new_game(&game, players, seed, MOD(ALH_MOD_VIZIER));
    for (int p = 0; p < players; p++)
        mx_hand_clear(&game, p);
    /* Florins for space 1 only; a price below 10 so one card pays it. */
    for (int p = 0; p < players; p++)
        n[p] = give_exact(&game, p, 0, pay[p]);
    mx_commit(&game);
    mx_start_turn(&game, 0);
}

static void test_all_awake_at_start(void **state)
{
    (void)state;
    for (int players = 2; players <= 6; players++) {
        mx_new_game(&game, players, 1, MOD(ALH_MOD_VIZIER));
        assert_int_equal(game.mod.vizier.awake, (1u << players) - 1);
    }
}

/* After a turn, players are asked from the one due next to the one who just finished. */
static void test_asking_order(void **state)
{
    (void)state;
    int pay[ALH_MAX_PLAYERS][3], n[ALH_MAX_PLAYERS];
    position(3, 3, pay, n);
    mx_apply_ok(&game, &(AlhCommand){.type = ALH_CMD_TAKE_MONEY, .player = 0, .slots = 1}, &events);
    assert_int_equal(game.phase, ALH_PHASE_VIZIER);
    assert_int_equal(mx_event_count(&events, ALH_EV_VIZIER_ASK), 1);
    assert_int_equal(alh_to_move(&game), 1);
    /* Player 0 took a card: still able to pay exactly, asked last. */
    mx_assert_refused(&game, &(AlhCommand){.type = ALH_CMD_DECLINE, .player = 2}, ALH_ERR_NOT_YOUR_TURN);
    AlhCommand decline = mx_cmd(ALH_CMD_DECLINE, 1);
    assert_true(mx_is_listed(&game, &decline));
    mx_apply_ok(&game, &decline, &events);
    assert_int_equal(alh_to_move(&game), 2);
    mx_apply_ok(&game, &(AlhCommand){.type = ALH_CMD_DECLINE, .player = 2}, &events);
    assert_int_equal(alh_to_move(&game), 0);
    mx_apply_ok(&game, &(AlhCommand){.type = ALH_CMD_DECLINE, .player = 0}, &events);
    /* Everyone declined: player 1's turn. */
    assert_int_equal(game.phase, ALH_PHASE_ACTION);
    assert_int_equal(alh_to_move(&game), 1);
    assert_int_equal(mx_event_count(&events, ALH_EV_TURN_START), 1);
    /* Base commands wait for the window to close; no square either (that is no turn). */
    mx_apply_ok(&game, &(AlhCommand){.type = ALH_CMD_TAKE_MONEY, .player = 1, .slots = 1}, &events);
    assert_int_equal(game.phase, ALH_PHASE_VIZIER);
    assert_int_equal(alh_to_move(&game), 2);
    mx_assert_refused(&game, &(AlhCommand){.type = ALH_CMD_TAKE_MONEY, .player = 2, .slots = 1}, ALH_ERR_WRONG_PHASE);
}

/* Players who cannot pay any tile exactly are not asked. */
static void test_only_players_who_can_pay_are_asked(void **state)
{
    (void)state;
    int pay[ALH_MAX_PLAYERS][3], n[ALH_MAX_PLAYERS];
    position(4, 5, pay, n);
    mx_hand_clear(&game, 1);
    mx_hand_clear(&game, 2);
    mx_commit(&game);
    mx_apply_ok(&game, &(AlhCommand){.type = ALH_CMD_TAKE_MONEY, .player = 0, .slots = 1}, &events);
    assert_int_equal(alh_to_move(&game), 3);
    mx_apply_ok(&game, &(AlhCommand){.type = ALH_CMD_DECLINE, .player = 3}, &events);
    assert_int_equal(game.phase, ALH_PHASE_VIZIER);
    assert_int_equal(alh_to_move(&game), 0);
    /* A sleeping vizier is not asked either. */
    position(4, 5, pay, n);
    mx_hand_clear(&game, 1);
    mx_hand_clear(&game, 2);
    game.mod.vizier.awake &= (uint8_t) ~(1u << 3);
    mx_commit(&game);
    mx_apply_ok(&game, &(AlhCommand){.type = ALH_CMD_TAKE_MONEY, .player = 0, .slots = 1}, &events);
    assert_int_equal(alh_to_move(&game), 0);
    assert_int_equal(game.phase, ALH_PHASE_VIZIER);
}

/* The special move: exact money only; built at once; no extra action; the vizier sleeps; the market
 * is refilled; then everyone may decide again. */
static void test_special_move(void **state)
{
    (void)state;
    int pay[ALH_MAX_PLAYERS][3], n[ALH_MAX_PLAYERS];
    position(3, 7, pay, n);
    int extra = mx_give(&game, 2, ALH_FLORIN, 1);
    mx_commit(&game);
    mx_apply_ok(&game, &(AlhCommand){.type = ALH_CMD_TAKE_MONEY, .player = 0, .slots = 1}, &events);
    mx_apply_ok(&game, &(AlhCommand){.type = ALH_CMD_DECLINE, .player = 1}, &events);
    assert_int_equal(alh_to_move(&game), 2);
    int tile = game.market[0];
    /* Overpaying is refused. */
    AlhCommand over = mx_cmd_buy(2, 0, pay[2], n[2]);
    over.type = ALH_CMD_VIZIER_BUY;
    alh_cards_add(&over.cards, extra);
    over.slots = 1;
    mx_assert_refused(&game, &over, ALH_ERR_NOT_EXACT);
    /* A spot that breaks the building rules is refused. */
    AlhCommand buy = mx_cmd_buy(2, 0, pay[2], n[2]);
    buy.type = ALH_CMD_VIZIER_BUY;
    buy.x = 5;
    buy.y = 5;
    mx_assert_refused(&game, &buy, ALH_ERR_SPOT_NOT_ADJACENT);
    buy.slots = 1; /* the reserve */
    buy.x = buy.y = 0;
    assert_true(mx_is_listed(&game, &buy));
    mx_apply_ok(&game, &buy, &events);
    assert_int_equal(mx_event_count(&events, ALH_EV_VIZIER_USED), 1);
    assert_int_equal(mx_event_count(&events, ALH_EV_MARKET_REFILL), 1);
    assert_int_equal(mx_event_count(&events, ALH_EV_BONUS_ACTION), 0);
    assert_int_equal(game.where[tile].loc, ALH_LOC_RESERVE);
    assert_int_equal(game.where[tile].owner, 2);
    assert_true(game.market[0] != 0 && game.market[0] != tile);
    assert_false((game.mod.vizier.awake >> 2) & 1);
    /* Asked again from the start: player 1 may now be able to pay the new tile. */
    if (game.phase == ALH_PHASE_VIZIER)
        assert_true(alh_to_move(&game) == 1 || alh_to_move(&game) == 0);
    while (game.phase == ALH_PHASE_VIZIER)
        mx_apply_ok(&game, &(AlhCommand){.type = ALH_CMD_DECLINE, .player = (uint8_t)alh_to_move(&game)}, &events);
    assert_int_equal(alh_to_move(&game), 1);
    assert_int_equal(game.phase, ALH_PHASE_ACTION);
}

/* Built into the Alhambra by the building rules. */
static void test_special_move_builds(void **state)
{
    (void)state;
    int pay[ALH_MAX_PLAYERS][3], n[ALH_MAX_PLAYERS];
    position(3, 9, pay, n);
    mx_apply_ok(&game, &(AlhCommand){.type = ALH_CMD_TAKE_MONEY, .player = 0, .slots = 1}, &events);
    int tile = game.market[0];
    AlhSpot spots[64];
    size_t ns = alh_legal_spots(&game, 1, tile, spots, 64);
    assert_true(ns > 0);
    AlhCommand buy = mx_cmd_buy(1, 0, pay[1], n[1]);
    buy.type = ALH_CMD_VIZIER_BUY;
    buy.x = spots[0].x;
    buy.y = spots[0].y;
    assert_true(mx_is_listed(&game, &buy));
    mx_apply_ok(&game, &buy, &events);
    assert_int_equal(game.where[tile].loc, ALH_LOC_ALHAMBRA);
    assert_int_equal(alh_board_tile_at(&game.players[1].board, spots[0].x, spots[0].y), tile);
}

/* Waking the vizier is an action of one's own turn. */
static void test_wake(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 11, MOD(ALH_MOD_VIZIER));
    for (int p = 0; p < 3; p++)
        mx_hand_clear(&game, p); /* nobody can pay: no window after the turn */
    mx_commit(&game);
    mx_start_turn(&game, 1);
    mx_assert_refused(&game, &(AlhCommand){.type = ALH_CMD_WAKE_VIZIER, .player = 1}, ALH_ERR_RULE);
    assert_false(mx_is_listed(&game, &(AlhCommand){.type = ALH_CMD_WAKE_VIZIER, .player = 1}));
    game.mod.vizier.awake = 1;
    mx_commit(&game);
    AlhCommand wake = mx_cmd(ALH_CMD_WAKE_VIZIER, 1);
    assert_true(mx_is_listed(&game, &wake));
    mx_apply_ok(&game, &wake, &events);
    assert_int_equal(mx_event_count(&events, ALH_EV_VIZIER_WOKEN), 1);
    assert_true((game.mod.vizier.awake >> 1) & 1);
    assert_int_equal(mx_event_count(&events, ALH_EV_TURN_END), 1);
    mx_assert_refused(&game, &(AlhCommand){.type = ALH_CMD_DECLINE, .player = game.current}, ALH_ERR_WRONG_PHASE);
}

/* No vizier when the last tiles are given out: the game's last turn opens no window. */
static void test_not_at_the_end(void **state)
{
    (void)state;
    int pay[ALH_MAX_PLAYERS][3], n[ALH_MAX_PLAYERS];
    position(3, 13, pay, n);
    while (game.bag_pos < game.bag_len)
        mx_move_tile(&game, game.bag[game.bag_pos], ALH_LOC_REMOVED, 0, 0, 0);
    mx_commit(&game);
    AlhCommand buy = mx_cmd_buy(0, 0, pay[0], n[0]);
    mx_apply_ok(&game, &buy, &events);
    mx_apply_ok(&game, &(AlhCommand){.type = ALH_CMD_PASS, .player = 0}, &events);
    int tile = 0;
    for (int t = 1; t <= ALH_NUM_TILES; t++)
        if (game.where[t].loc == ALH_LOC_PENDING)
            tile = t;
    mx_apply_ok(&game, &(AlhCommand){.type = ALH_CMD_RESERVE, .player = 0, .tile = (uint8_t)tile}, &events);
    assert_int_equal(mx_event_count(&events, ALH_EV_VIZIER_ASK), 0);
    assert_true(game.phase == ALH_PHASE_FINAL_PLACE || game.phase == ALH_PHASE_OVER);
    /* Players 1 and 2 still hold exact money for other spaces, yet the window never opened. */
}

/* With the city gates, the special move may build through a gate too. */
static void test_special_move_through_a_gate(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 15, MOD(ALH_MOD_VIZIER) | MOD(ALH_MOD_CITY_GATES));
    for (int p = 0; p < 3; p++)
        mx_hand_clear(&game, p);
    int west_wall = mx_tile(ALH_SERAGLIO, 7, 8);
    mx_build(&game, 1, mx_tile(ALH_PAVILION, 7, 2), 1, 0);
    mx_move_tile(&game, game.market[0], ALH_LOC_BAG, 0, 0, 0);
    mx_move_tile(&game, west_wall, ALH_LOC_MARKET, 0, 0, 0);
    int f7 = mx_give(&game, 1, ALH_FLORIN, 7);
    mx_card_release(&game, ALH_CARD_GATE_FIRST + 1);
    game.mod.city_gates.cards[1] = 2;
    mx_commit(&game);
    mx_start_turn(&game, 0);
    mx_apply_ok(&game, &(AlhCommand){.type = ALH_CMD_TAKE_MONEY, .player = 0, .slots = 1}, &events);
    while (game.phase == ALH_PHASE_VIZIER && alh_to_move(&game) != 1)
        mx_apply_ok(&game, &(AlhCommand){.type = ALH_CMD_DECLINE, .player = (uint8_t)alh_to_move(&game)}, &events);
    assert_int_equal(alh_to_move(&game), 1);
    int pay[] = {f7};
    AlhCommand buy = mx_cmd_buy(1, 0, pay, 1);
    buy.type = ALH_CMD_VIZIER_BUY;
    buy.x = 2;
    buy.y = 0;
    mx_assert_refused(&game, &buy, ALH_ERR_NOT_REACHABLE);
    buy.option = 1 + ALH_WEST;
    assert_true(mx_is_listed(&game, &buy));
    mx_apply_ok(&game, &buy, &events);
    assert_int_equal(mx_event_count(&events, ALH_EV_GATE_BUILT), 1);
    assert_int_equal(alh_gates_of(&game, 1, NULL, 0), 1);
    assert_int_equal(game.mod.city_gates.cards[1], 0);
}

static void test_soak(void **state)
{
    (void)state;
    assert_int_equal(mx_soak(MOD(ALH_MOD_VIZIER), 25, 1100, false), 25);
    assert_true(mx_soak_events(ALH_EV_VIZIER_USED) > 0);
    assert_true(mx_soak_events(ALH_EV_VIZIER_WOKEN) > 0);
    assert_int_equal(mx_soak(MOD(ALH_MOD_VIZIER) | MOD(ALH_MOD_SQUARES) | MOD(ALH_MOD_DIAMONDS), 20, 1200, true), 20);
}

/* ------------------------------------------------------------------ the bots' part */

/* The vizier awake is worth an out-of-turn purchase; asleep nothing. */
static void test_bot_vizier_awake(void **state)
{
    (void)state;
    AlhGame *g = malloc(sizeof *g);
    assert_non_null(g);
    bt_position(g, 3, MOD(ALH_MOD_VIZIER), 88, 0);
    int p = 1;
    g->mod.vizier.awake = (uint8_t)(1u << p);
    BotEvalCtx ctx;
    bt_prepared(&ctx, g);
    assert_true(bot_module_value(&ctx, ALH_MOD_VIZIER, p) > 1.0);
    assert_true(bot_module_value(&ctx, ALH_MOD_VIZIER, 0) == 0.0);
    free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_all_awake_at_start),
        cmocka_unit_test(test_asking_order),
        cmocka_unit_test(test_only_players_who_can_pay_are_asked),
        cmocka_unit_test(test_special_move),
        cmocka_unit_test(test_special_move_builds),
        cmocka_unit_test(test_wake),
        cmocka_unit_test(test_not_at_the_end),
        cmocka_unit_test(test_special_move_through_a_gate),
        cmocka_unit_test(test_soak),
        cmocka_unit_test(test_bot_vizier_awake),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

/* SPDX-License-Identifier: MIT */
/* Currency exchange cards (expansion 1): in piles 2-4, taken alone, paying with two currencies once. */
#include "mod_fixtures.h"
#include "bots_module_test.h"
#include <stdlib.h>
#include <string.h>

#include <string.h>
#include "exchange/exchange.h"

static AlhGame game;
static AlhEvents events;

static int exchange_of(int a, int b)
{
    for (int i = 0; i < ALH_NUM_EXCHANGE; i++) {
        int pair[2];
        alh_exchange_currencies(ALH_CARD_EXCHANGE_FIRST + i, pair);
        if ((pair[0] == a && pair[1] == b) || (pair[0] == b && pair[1] == a))
            return ALH_CARD_EXCHANGE_FIRST + i;
    }
    fail_msg("no exchange card %d/%d", a, b);
    return -1;
}

/* Six cards, one for each pair of currencies; two shuffled into each of piles 2, 3 and 4. */
static void test_cards_in_piles_two_to_four(void **state)
{
    (void)state;
    int pairs = 0;
    for (int a = 0; a < ALH_NUM_CURRENCIES; a++)
        for (int b = a + 1; b < ALH_NUM_CURRENCIES; b++)
            pairs += exchange_of(a, b) >= 0;
    assert_int_equal(pairs, 6);
    assert_false(alh_exchange_currencies(5, (int[2]){0, 0}));
    for (uint64_t seed = 1; seed <= 20; seed++) {
        mx_new_game(&game, 2 + (int)seed % 5, seed, MOD(ALH_MOD_EXCHANGE));
        int per_pile[ALH_NUM_PILES] = {0};
        for (int pile = 0; pile < ALH_NUM_PILES; pile++)
            for (int i = pile ? game.pile_end[pile - 1] : 0; i < game.pile_end[pile]; i++)
                per_pile[pile] += alh_card_is_exchange(game.deck[i]);
        assert_int_equal(per_pile[0], 0);
        assert_int_equal(per_pile[1], 2);
        assert_int_equal(per_pile[2], 2);
        assert_int_equal(per_pile[3], 2);
        assert_int_equal(per_pile[4], 0);
    }
}

/* Drawn, it fills a display slot (four cards showing); it is taken alone, instead of money. */
static void test_drawn_and_taken(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 3, MOD(ALH_MOD_EXCHANGE));
    mx_start_turn(&game, 0);
    int card = exchange_of(ALH_DENAR, ALH_FLORIN);
    mx_card_to_top(&game, card);
    mx_card_to_display(&game, 1, alh_card_make(ALH_DUCAT, 1, 0));
    mx_commit(&game);
    mx_apply_ok(&game, &(AlhCommand){.type = ALH_CMD_TAKE_MONEY, .player = 0, .slots = 1}, &events);
    assert_int_equal(game.display[0], card);
    mx_start_turn(&game, 1);
    mx_assert_refused(&game, &(AlhCommand){.type = ALH_CMD_TAKE_MONEY, .player = 1, .slots = 1 | 2}, ALH_ERR_TOO_MUCH_MONEY);
    AlhCommand take = mx_cmd(ALH_CMD_TAKE_MONEY, 1);
    take.slots = 1;
    assert_true(mx_is_listed(&game, &take));
    assert_false(mx_is_listed(&game, &(AlhCommand){.type = ALH_CMD_TAKE_MONEY, .player = 1, .slots = 1 | 2}));
    mx_apply_ok(&game, &take, &events);
    assert_true(alh_cards_has(&game.players[1].hand, card));
    assert_int_equal(game.current, 2);
}

/* The example: 7 and 2 denars, 9 florins and the denar-florin card: 9 florins and 2 denars pay the
 * garden (11), or 7 denars the pavilion; either way the card is discarded, and used once only. */
static void test_the_example(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 5, MOD(ALH_MOD_EXCHANGE));
    mx_start_turn(&game, 2);
    mx_hand_clear(&game, 2);
    int den7 = mx_give(&game, 2, ALH_DENAR, 7), den2 = mx_give(&game, 2, ALH_DENAR, 2);
    int flo9 = mx_give(&game, 2, ALH_FLORIN, 9);
    int card = exchange_of(ALH_DENAR, ALH_FLORIN);
    mx_card_to_hand(&game, 2, card);
    int garden = mx_tile(ALH_GARDEN, 11, 0), pavilion = mx_tile(ALH_PAVILION, 7, 2);
    mx_move_tile(&game, game.market[0], ALH_LOC_BAG, 0, 0, 0);
    mx_move_tile(&game, garden, ALH_LOC_MARKET, 0, 0, 0); /* space 1: florins */
    mx_move_tile(&game, game.market[2], ALH_LOC_BAG, 0, 0, 0);
    mx_move_tile(&game, pavilion, ALH_LOC_MARKET, 0, 2, 0); /* space 3: denars */
    mx_commit(&game);
    int without[] = {flo9, den2};
    AlhCommand c = mx_cmd_buy(2, 0, without, 2);
    mx_assert_refused(&game, &c, ALH_ERR_WRONG_CURRENCY);
    int with[] = {flo9, den2, card};
    c = mx_cmd_buy(2, 0, with, 3);
    assert_true(mx_is_listed(&game, &c));
    /* The pavilion with 7 denars and the card is accepted too (pointless, so not listed). */
    int pav[] = {den7, card};
    AlhCommand p = mx_cmd_buy(2, 2, pav, 2);
    assert_int_equal(alh_check(&game, &p), ALH_OK);
    mx_apply_ok(&game, &c, &events);
    assert_int_equal(mx_event_count(&events, ALH_EV_EXCHANGE_USED), 1);
    assert_int_equal(game.bonus_action, 1); /* 11 exactly */
    assert_true(alh_cards_has(&game.discard, card));
    assert_false(alh_cards_has(&game.players[2].hand, card));
    /* Not twice: the card is gone. */
    int again[] = {den7, card};
    mx_assert_refused(&game, &(AlhCommand){0}, ALH_ERR_BAD_COMMAND);
    AlhCommand twice = mx_cmd_buy(2, 2, again, 2);
    mx_assert_refused(&game, &twice, ALH_ERR_CARD_NOT_IN_HAND);
}

static void test_refusals(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 7, MOD(ALH_MOD_EXCHANGE) | MOD(ALH_MOD_DIAMONDS));
    mx_start_turn(&game, 0);
    mx_hand_clear(&game, 0);
    int dd = exchange_of(ALH_DIRHAM, ALH_DUCAT), df = exchange_of(ALH_DENAR, ALH_FLORIN);
    mx_card_to_hand(&game, 0, dd);
    mx_card_to_hand(&game, 0, df);
    int flo = mx_give(&game, 0, ALH_FLORIN, 9), duc = mx_give(&game, 0, ALH_DUCAT, 9);
    int den = mx_give(&game, 0, ALH_DENAR, 9), dia = ALH_CARD_DIAMOND_FIRST + 9;
    mx_card_to_hand(&game, 0, dia);
    mx_commit(&game);
    /* Space 1 wants florins: the dirham-ducat card does not show them. */
    int a[] = {duc, dd};
    mx_assert_refused(&game, &(AlhCommand){0}, ALH_ERR_BAD_COMMAND);
    AlhCommand c = mx_cmd_buy(0, 0, a, 2);
    mx_assert_refused(&game, &c, ALH_ERR_WRONG_CURRENCY);
    /* A currency the card does not show. */
    int b[] = {flo, duc, df};
    c = mx_cmd_buy(0, 0, b, 3);
    mx_assert_refused(&game, &c, ALH_ERR_WRONG_CURRENCY);
    /* Two exchange cards for one building. */
    int two[] = {flo, den, df, dd};
    c = mx_cmd_buy(0, 0, two, 4);
    mx_assert_refused(&game, &c, ALH_ERR_WRONG_CURRENCY);
    /* Never with diamonds. */
    int mixed[] = {dia, df};
    c = mx_cmd_buy(0, 0, mixed, 2);
    mx_assert_refused(&game, &c, ALH_ERR_MIXED_DIAMONDS);
    int mixed2[] = {dia, flo, df};
    c = mx_cmd_buy(0, 0, mixed2, 3);
    mx_assert_refused(&game, &c, ALH_ERR_MIXED_DIAMONDS);
}

/* Used cards are shuffled back with the discard pile. */
static void test_used_cards_come_back(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 9, MOD(ALH_MOD_EXCHANGE));
    int card = exchange_of(ALH_DIRHAM, ALH_DENAR);
    mx_card_release(&game, card);
    alh_cards_add(&game.discard, card);
    while (game.deck_pos < game.deck_len) {
        int c = game.deck[game.deck_pos];
        mx_card_release(&game, c);
        if (c < ALH_NUM_MONEY_CARDS || alh_card_is_exchange(c))
            alh_cards_add(&game.discard, c);
    }
    game.scorings_done = 2;
    mx_commit(&game);
    mx_start_turn(&game, 0);
    mx_apply_ok(&game, &(AlhCommand){.type = ALH_CMD_TAKE_MONEY, .player = 0, .slots = 1}, &events);
    assert_int_equal(mx_event_count(&events, ALH_EV_DECK_RESHUFFLED), 1);
    bool back = game.display[0] == card;
    for (int i = game.deck_pos; i < game.deck_len; i++)
        back |= game.deck[i] == card;
    assert_true(back);
}

/* "When the last building tiles are distributed at the end of the game, the currency exchange
 * cards can no longer be used": each currency counts on its own. */
static void test_not_at_the_end(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 11, MOD(ALH_MOD_EXCHANGE));
    for (int p = 0; p < 3; p++)
        mx_hand_clear(&game, p);
    mx_give(&game, 0, ALH_FLORIN, 5);
    mx_give(&game, 1, ALH_FLORIN, 3);
    mx_give(&game, 1, ALH_DENAR, 4);
    mx_card_to_hand(&game, 1, exchange_of(ALH_DENAR, ALH_FLORIN));
    /* The tower is empty and market space 4 too: player 2's turn is the last. */
    while (game.bag_pos < game.bag_len)
        mx_move_tile(&game, game.bag[game.bag_pos], ALH_LOC_REMOVED, 0, 0, 0);
    mx_move_tile(&game, game.market[3], ALH_LOC_REMOVED, 0, 0, 0);
    mx_card_to_display(&game, 0, alh_card_make(ALH_DUCAT, 1, 0));
    mx_commit(&game);
    mx_start_turn(&game, 2);
    int florin_tile = game.market[0];
    mx_apply_ok(&game, &(AlhCommand){.type = ALH_CMD_TAKE_MONEY, .player = 2, .slots = 1}, &events);
    assert_true(game.phase == ALH_PHASE_FINAL_PLACE || game.phase == ALH_PHASE_OVER);
    /* 5 florins against 3 (the 4 denars and the card do not add up to 7 florins). */
    assert_int_equal(game.where[florin_tile].owner, 0);
    assert_true(game.where[florin_tile].loc == ALH_LOC_PENDING || game.where[florin_tile].loc == ALH_LOC_ALHAMBRA ||
                game.where[florin_tile].loc == ALH_LOC_RESERVE);
}

static void test_soak(void **state)
{
    (void)state;
    assert_int_equal(mx_soak(MOD(ALH_MOD_EXCHANGE), 25, 900, false), 25);
    assert_true(mx_soak_events(ALH_EV_EXCHANGE_USED) > 0);
    assert_int_equal(mx_soak(MOD(ALH_MOD_EXCHANGE) | MOD(ALH_MOD_DIAMONDS), 25, 1000, true), 25);
}

/* ------------------------------------------------------------------ the bots' part */

/* An exchange card is worth something; more when it brings a tile on sale within reach. */
static void test_bot_exchange_card_opens_a_purchase(void **state)
{
    (void)state;
    AlhGame *g = malloc(sizeof *g);
    assert_non_null(g);
    bt_position(g, 3, MOD(ALH_MOD_EXCHANGE), 88, 0);
    int p = 1;
    memset(&g->players[p].hand, 0, sizeof g->players[p].hand);
    BotEvalCtx ctx;
    bt_prepared(&ctx, g);
    assert_true(bot_module_value(&ctx, ALH_MOD_EXCHANGE, p) == 0.0);
    int pair[2], ex = -1;
    int space = 0, tile = g->market[0];
    int cur = alh_market_currency(space), price = alh_tile_info(tile)->price;
    for (int c = ALH_CARD_EXCHANGE_FIRST; c < ALH_CARD_EXCHANGE_FIRST + ALH_NUM_EXCHANGE; c++)
        if (alh_exchange_currencies(c, pair) && (pair[0] == cur || pair[1] == cur))
            ex = c;
    assert_true(ex >= 0);
    alh_exchange_currencies(ex, pair);
    int other = pair[0] == cur ? pair[1] : pair[0];
    alh_cards_add(&g->players[p].hand, ex);
    bt_prepared(&ctx, g);
    double bare = bot_module_value(&ctx, ALH_MOD_EXCHANGE, p);
    assert_true(bare > 0);
    /* Money of the other currency enough for the tile, none of its own: the card opens the purchase. */
    for (int v = 9, copy = 0, sum = 0; sum<price; v = v> 1 ? v - 1 : 9, copy = v == 9 ? copy + 1 : copy) {
        int card = alh_card_make(other, v, copy % 3);
        if (!alh_cards_has(&g->players[p].hand, card)) {
            alh_cards_add(&g->players[p].hand, card);
            sum += v;
        }
    }
    bt_prepared(&ctx, g);
    assert_true(bot_module_value(&ctx, ALH_MOD_EXCHANGE, p) > bare);
    free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_cards_in_piles_two_to_four),
        cmocka_unit_test(test_drawn_and_taken),
        cmocka_unit_test(test_the_example),
        cmocka_unit_test(test_refusals),
        cmocka_unit_test(test_used_cards_come_back),
        cmocka_unit_test(test_not_at_the_end),
        cmocka_unit_test(test_soak),
        cmocka_unit_test(test_bot_exchange_card_opens_a_purchase),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

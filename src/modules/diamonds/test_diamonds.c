/* SPDX-License-Identifier: MIT */
/* Diamonds (expansion 2): a fifth currency that pays for anything, alone, and never counts at the end. */
#include "mod_fixtures.h"
#include "bots_module_test.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <string.h>
#include "diamonds/diamonds.h"

static AlhGame game;
static AlhEvents events;

static int diamond(int value, int nth)
{
    for (int i = 0; i < ALH_NUM_DIAMONDS; i++)
        if (alh_diamond_value(ALH_CARD_DIAMOND_FIRST + i) == value && nth-- == 0)
            return ALH_CARD_DIAMOND_FIRST + i;
    fail_msg("no diamond %d", value);
    return -1;
}

static void test_ten_diamonds_in_the_money(void **state)
{
    (void)state;
    for (int i = 0; i < ALH_NUM_DIAMONDS; i++) {
        int v = alh_diamond_value(ALH_CARD_DIAMOND_FIRST + i);
        assert_in_range(v, 3, 9);
    }
    assert_int_equal(alh_diamond_value(5), 0);
    for (uint64_t seed = 1; seed <= 10; seed++) {
        mx_new_game(&game, 2 + (int)seed % 5, seed, MOD(ALH_MOD_DIAMONDS));
        /* Starting money counts diamonds: each hand reaches 20, and did not before its last card. */
        for (int p = 0; p < game.num_players; p++) {
            int worth = 0;
            for (int card = 0; card < 128; card++)
                if (alh_cards_has(&game.players[p].hand, card))
                    worth += alh_card_is_diamond(card) ? alh_diamond_value(card) : alh_card_value(card);
            assert_true(worth >= 20);
            assert_true(worth < 20 + 9);
        }
    }
    /* Without the module no diamond is in play. */
    mx_new_game(&game, 3, 1, 0);
    for (int i = game.deck_pos; i < game.deck_len; i++)
        assert_false(alh_card_is_diamond(game.deck[i]));
}

/* Diamonds are taken like money: their values count towards the limit of 5. */
static void test_taking_diamonds(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 2, MOD(ALH_MOD_DIAMONDS));
    mx_start_turn(&game, 0);
    mx_card_to_display(&game, 0, diamond(3, 0));
    mx_card_to_display(&game, 1, alh_card_make(ALH_DENAR, 2, 0));
    mx_card_to_display(&game, 2, diamond(4, 0));
    mx_commit(&game);
    mx_assert_refused(&game, &(AlhCommand){.type = ALH_CMD_TAKE_MONEY, .player = 0, .slots = 2 | 4}, ALH_ERR_TOO_MUCH_MONEY);
    AlhCommand c = mx_cmd(ALH_CMD_TAKE_MONEY, 0);
    c.slots = 1 | 2;
    assert_true(mx_is_listed(&game, &c));
    mx_apply_ok(&game, &c, &events);
    assert_true(alh_cards_has(&game.players[0].hand, diamond(3, 0)));
    assert_true(alh_cards_has(&game.players[0].known, diamond(3, 0)));
}

/* The example: diamonds 5 and 4 pay exactly 9 for any building, or more than its price; never
 * together with the space's currency. */
static void test_paying_with_diamonds(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 4, MOD(ALH_MOD_DIAMONDS));
    mx_start_turn(&game, 1);
    mx_hand_clear(&game, 1);
    int d5 = diamond(5, 0), d4 = diamond(4, 0);
    mx_card_to_hand(&game, 1, d5);
    mx_card_to_hand(&game, 1, d4);
    int flo = mx_give(&game, 1, ALH_FLORIN, 2);
    /* Space 3 (denar) holds a 9, space 1 (florin) a 7. */
    mx_move_tile(&game, game.market[2], ALH_LOC_BAG, 0, 0, 0);
    mx_move_tile(&game, mx_tile(ALH_SERAGLIO, 9, 0), ALH_LOC_MARKET, 0, 2, 0);
    mx_move_tile(&game, game.market[0], ALH_LOC_BAG, 0, 0, 0);
    mx_move_tile(&game, mx_tile(ALH_TOWER, 7, 1 | 2 | 8), ALH_LOC_MARKET, 0, 0, 0);
    mx_commit(&game);
    int both[] = {d5, d4};
    AlhCommand mixed_pay[1];
    int with_florin[] = {d5, flo};
    mixed_pay[0] = mx_cmd_buy(1, 0, with_florin, 2);
    mx_assert_refused(&game, &mixed_pay[0], ALH_ERR_MIXED_DIAMONDS);
    int one[] = {d4};
    AlhCommand short_pay = mx_cmd_buy(1, 2, one, 1);
    mx_assert_refused(&game, &short_pay, ALH_ERR_NOT_ENOUGH_MONEY);
    AlhCommand overpay = mx_cmd_buy(1, 0, both, 2);
    assert_true(mx_is_listed(&game, &overpay)); /* 9 for a 7: neither card can be left out */
    AlhCommand exact = mx_cmd_buy(1, 2, both, 2);
    assert_true(mx_is_listed(&game, &exact));
    mx_apply_ok(&game, &exact, &events);
    assert_int_equal(game.bonus_action, 1); /* exact: another action */
    assert_true(alh_cards_has(&game.discard, d5));
    assert_true(alh_cards_has(&game.discard, d4));
    assert_false(alh_cards_has(&game.players[1].hand, d5));
}

/* Diamonds do not count when the last market tiles are given out. */
static void test_diamonds_do_not_count_at_the_end(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 6, MOD(ALH_MOD_DIAMONDS));
    for (int p = 0; p < 3; p++)
        mx_hand_clear(&game, p);
    for (int i = 0; i < 4; i++)
        mx_card_to_hand(&game, 0, ALH_CARD_DIAMOND_FIRST + i);
    mx_give(&game, 1, ALH_FLORIN, 1);
    /* Empty the bag: the market cannot be refilled at the end of player 2's turn. */
    while (game.bag_pos < game.bag_len)
        mx_move_tile(&game, game.bag[game.bag_pos], ALH_LOC_REMOVED, 0, 0, 0);
    game.scorings_done = 2;
    for (int i = game.deck_pos; i < game.deck_len;)
        if (game.deck[i] == ALH_CARD_SCORING_1 || game.deck[i] == ALH_CARD_SCORING_2)
            mx_card_release(&game, game.deck[i]);
        else
            i++;
    mx_commit(&game);
    mx_start_turn(&game, 2);
    int florin_tile = game.market[0];
    /* A market space must be emptied for the game to end: player 2 buys space 2 with dirhams. */
    int price = alh_tile_info(game.market[1])->price;
    int pay[3], n = 0;
    for (int v = 9; price > 0; v = price < 9 ? price : 9) {
        pay[n++] = mx_give(&game, 2, ALH_DIRHAM, v);
        price -= v;
    }
    mx_commit(&game);
    AlhCommand buy = mx_cmd_buy(2, 1, pay, n);
    mx_apply_ok(&game, &buy, &events);
    if (game.phase == ALH_PHASE_ACTION && game.current == 2)
        mx_apply_ok(&game, &(AlhCommand){.type = ALH_CMD_PASS, .player = 2}, &events);
    while (game.phase == ALH_PHASE_PLACE)
        for (int t = 1; t <= ALH_TILE_MAX; t++)
            if (game.where[t].loc == ALH_LOC_PENDING) {
                mx_apply_ok(&game, &(AlhCommand){.type = ALH_CMD_RESERVE, .player = game.where[t].owner, .tile = (uint8_t)t},
                            &events);
                break;
            }
    /* The florin space went to player 1 (1 florin) and not to player 0 (diamonds worth 18). */
    assert_true(game.phase == ALH_PHASE_FINAL_PLACE || game.phase == ALH_PHASE_OVER);
    assert_int_equal(game.where[florin_tile].owner, 1);
    assert_true(game.where[florin_tile].loc == ALH_LOC_PENDING || game.where[florin_tile].loc == ALH_LOC_ALHAMBRA ||
                game.where[florin_tile].loc == ALH_LOC_RESERVE);
}

static void test_soak(void **state)
{
    (void)state;
    assert_int_equal(mx_soak(MOD(ALH_MOD_DIAMONDS), 25, 700, false), 25);
    assert_true(mx_soak_events(ALH_EV_TILE_BOUGHT) > 0);
    assert_int_equal(mx_soak(MOD(ALH_MOD_DIAMONDS), 25, 800, true), 25);
}

/* The diamonds' sum of a hand counts diamonds only: money and exchange cards add nothing. */
static void test_diamond_sum_of_a_hand(void **state)
{
    (void)state;
    AlhCardSet hand = {{0}};
    assert_int_equal(alh_cards_diamonds(&hand), 0);
    alh_cards_add(&hand, ALH_CARD_DIAMOND_FIRST);
    alh_cards_add(&hand, ALH_CARD_DIAMOND_FIRST + ALH_NUM_DIAMONDS - 1);
    alh_cards_add(&hand, alh_card_make(0, 9, 0));
    alh_cards_add(&hand, ALH_CARD_EXCHANGE_FIRST);
    assert_int_equal(alh_cards_diamonds(&hand), alh_diamond_value(ALH_CARD_DIAMOND_FIRST) +
                                                    alh_diamond_value(ALH_CARD_DIAMOND_FIRST + ALH_NUM_DIAMONDS - 1));
    assert_int_equal(alh_cards_sum(&hand, -1), 9);
}

/* ------------------------------------------------------------------ the bots' part */

/* Diamonds are worth like money, more for a bigger one. */
static void test_bot_diamonds_worth_like_money(void **state)
{
    (void)state;
    AlhGame *g = malloc(sizeof *g);
    assert_non_null(g);
    bt_position(g, 3, MOD(ALH_MOD_DIAMONDS), 88, 0);
    int p = 1;
    memset(&g->players[p].hand, 0, sizeof g->players[p].hand);
    BotEvalCtx ctx;
    bt_prepared(&ctx, g);
    assert_true(bot_module_value(&ctx, ALH_MOD_DIAMONDS, p) == 0.0);
    alh_cards_add(&g->players[p].hand, ALH_CARD_DIAMOND_FIRST); /* the smallest */
    bt_prepared(&ctx, g);
    double small = bot_module_value(&ctx, ALH_MOD_DIAMONDS, p);
    assert_true(fabs(small - alh_diamond_value(ALH_CARD_DIAMOND_FIRST) * ctx.coin) < 1e-9);
    alh_cards_add(&g->players[p].hand, ALH_CARD_DIAMOND_FIRST + 9);
    bt_prepared(&ctx, g);
    assert_true(bot_module_value(&ctx, ALH_MOD_DIAMONDS, p) > small);
    free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_diamond_sum_of_a_hand),
        cmocka_unit_test(test_ten_diamonds_in_the_money),
        cmocka_unit_test(test_taking_diamonds),
        cmocka_unit_test(test_paying_with_diamonds),
        cmocka_unit_test(test_diamonds_do_not_count_at_the_end),
        cmocka_unit_test(test_soak),
        cmocka_unit_test(test_bot_diamonds_worth_like_money),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

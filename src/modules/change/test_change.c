/* SPDX-License-Identifier: MIT */
/*
 * Change (expansion 3; rulebook 002 "Change", 003 "La petite monnaie"): 24 coins worth 1 in a bag;
 * one coin drawn at random for every two units paid too much, while the bag lasts; coins public,
 * money of their currency, back into the bag once paid; they count at the end's distribution.
 */
#include "mod_fixtures.h"
#include "bots_module_test.h"
#include <stdlib.h>
#include <string.h>

#include "change/change.h"
#include "characters/characters.h"
#include "diamonds/diamonds.h"
#include "exchange/exchange.h"

#define CH MOD(ALH_MOD_CHANGE)

static AlhGame game;
static AlhEvents events;

/* The k-th coin (0..5) of a currency. */
static int coin(int currency, int k)
{
    for (int i = 0; i < ALH_NUM_COINS; i++)
        if (alh_coin_currency(ALH_CARD_COIN_FIRST + i) == currency && k-- == 0)
            return ALH_CARD_COIN_FIRST + i;
    fail_msg("no coin %d of currency %d", k, currency);
    return -1;
}

/* A coin out of the bag into a hand, public as the rules have it. */
static void give_coin(AlhGame *g, int player, int card)
{
    mx_card_to_hand(g, player, card);
    alh_cards_add(&g->players[player].known, card);
}

/* Empties a hand of everything but coins, which go back into the bag (mx_hand_clear would put
 * them on the discard pile, where no coin ever goes). */
static void hand_clear(AlhGame *g, int player)
{
    for (int i = 0; i < ALH_NUM_COINS; i++) {
        alh_cards_remove(&g->players[player].hand, ALH_CARD_COIN_FIRST + i);
        alh_cards_remove(&g->players[player].known, ALH_CARD_COIN_FIRST + i);
    }
    mx_hand_clear(g, player);
}

/* A base building of this price not with a player, put on market space `space`. */
static int tile_on_market(AlhGame *g, int space, int price)
{
    for (int t = 1; t <= ALH_NUM_TILES; t++) {
        if (alh_tile_info(t)->price != price || g->where[t].loc != ALH_LOC_BAG)
            continue;
        int old = g->market[space];
        if (old)
            mx_move_tile(g, old, ALH_LOC_BAG, 0, 0, 0);
        mx_move_tile(g, t, ALH_LOC_MARKET, 0, space, 0);
        return t;
    }
    fail_msg("no free tile of price %d", price);
    return 0;
}

/* Buying with cards, applied / refused / looked up in the legal list. */
#define BUY_OK(g, ev, ...)                                                                                                       \
    do {                                                                                                                         \
        AlhCommand b_ = mx_cmd_buy(__VA_ARGS__);                                                                                 \
        mx_apply_ok(g, &b_, ev);                                                                                                 \
    } while (0)
#define BUY_REFUSED(g, err, ...)                                                                                                 \
    do {                                                                                                                         \
        AlhCommand b_ = mx_cmd_buy(__VA_ARGS__);                                                                                 \
        mx_assert_refused(g, &b_, err);                                                                                          \
    } while (0)
static bool buy_listed(const AlhGame *g, int player, int space, const int *cards, int n)
{
    AlhCommand b = mx_cmd_buy(player, space, cards, n);
    return mx_is_listed(g, &b);
}

/* The purchases listed for the player to move. */
static size_t listed_buys(const AlhGame *g, AlhCommand *out, size_t cap)
{
    AlhKindSet kinds = alh_kinds_none();
    alh_kinds_add(&kinds, ALH_CMD_BUY);
    return alh_legal_commands_of(g, kinds, out, cap);
}

static int coins_held(const AlhGame *g, int player) { return alh_change_coins(g, player, -1); }

/* "24 coins in the 4 currencies, each with a value of 1"; "Place all of the coins in the bag": six
 * of each currency (coins.csv, our reading: the split is not printed). Without the module no coin
 * is worth anything. */
static void test_bag_at_the_start(void **state)
{
    (void)state;
    for (int players = 2; players <= 6; players++) {
        mx_new_game(&game, players, 40 + (uint64_t)players, CH);
        int counts[ALH_NUM_CURRENCIES];
        AlhCardSet bag;
        assert_int_equal(alh_change_bag(&game, &bag, counts), 24);
        for (int k = 0; k < ALH_NUM_CURRENCIES; k++)
            assert_int_equal(counts[k], 6);
        for (int p = 0; p < players; p++)
            assert_int_equal(coins_held(&game, p), 0);
        for (int i = game.deck_pos; i < game.deck_len; i++)
            assert_false(alh_card_is_coin(game.deck[i]));
    }
    for (int i = 0; i < ALH_NUM_COINS; i++) {
        int c = ALH_CARD_COIN_FIRST + i;
        assert_int_equal(alh_card_worth(&game, c), 1);
        assert_int_equal(alh_card_pay_currency(&game, c), alh_coin_currency(c));
        assert_true(alh_card_is_money_like(&game, c));
    }
    mx_new_game(&game, 3, 1, 0);
    assert_int_equal(alh_card_worth(&game, ALH_CARD_COIN_FIRST), 0);
}

/* "A player pays 17 of the blue currency for the garden although it only costs 10. She has paid 7
 * units too much, and may therefore take 3 coins from the bag." The coins are public. */
static void test_the_example(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 5, CH);
    mx_start_turn(&game, 0);
    hand_clear(&game, 0);
    int space = 0, cur = alh_market_currency(space);
    int tile = tile_on_market(&game, space, 10);
    int cards[] = {mx_give(&game, 0, cur, 9), mx_give(&game, 0, cur, 8)};
    mx_commit(&game);
    AlhCommand buy = mx_cmd_buy(0, space, cards, 2);
    assert_true(mx_is_listed(&game, &buy));
    mx_apply_ok(&game, &buy, &events);
    assert_int_equal(game.where[tile].loc, ALH_LOC_PENDING);
    assert_int_equal(coins_held(&game, 0), 3);
    assert_int_equal(mx_event_count(&events, ALH_EV_COIN_DRAWN), 3);
    assert_int_equal(mx_event_count(&events, ALH_EV_BAG_EMPTY), 0);
    for (int i = 0; i < events.count; i++)
        if (events.ev[i].type == ALH_EV_COIN_DRAWN) {
            assert_int_equal(events.ev[i].value, 7);
            assert_true(alh_cards_has(&game.players[0].hand, events.ev[i].card));
            assert_true(alh_cards_has(&game.players[0].known, events.ev[i].card)); /* "lie in front of the players" */
        }
    assert_int_equal(alh_change_bag(&game, NULL, NULL), 21);
    assert_int_equal(game.bonus_action, 0); /* not exact: the turn goes on to placing */
    /* Everyone sees them: another player's view holds the coins. */
    AlhView view;
    alh_view_make(&game, 1, &view);
    assert_int_equal(alh_change_coins(&view.game, 0, -1), 3);
    assert_int_equal(view.hidden_cards[0], 0);
}

/* "For every two units of money paid in excess": 0 and 1 too much give nothing, 2 and 3 one coin,
 * 4 and 5 two. */
static void test_one_coin_for_two_units(void **state)
{
    (void)state;
    static const int over[] = {0, 1, 2, 3, 4, 5};
    static const int due[] = {0, 0, 1, 1, 2, 2};
    for (int i = 0; i < 6; i++) {
        mx_new_game(&game, 2, 7 + (uint64_t)i, CH);
        mx_start_turn(&game, 1);
        hand_clear(&game, 1);
        int cur = alh_market_currency(2), price = 4;
        tile_on_market(&game, 2, price);
        int card = mx_give(&game, 1, cur, price + over[i]);
        mx_commit(&game);
        BUY_OK(&game, &events, 1, 2, &card, 1);
        assert_int_equal(coins_held(&game, 1), due[i]);
        assert_int_equal(mx_event_count(&events, ALH_EV_COIN_DRAWN), due[i]);
        assert_int_equal(game.bonus_action, over[i] == 0);
        assert_int_equal(alh_change_due(over[i]), due[i]);
    }
}

/* "The bag may be empty at some point during the game. In this case no change is given." With one
 * coin left, 6 too much gives that coin; the two missing are told; then nothing at all. */
static void test_the_bag_runs_out(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 9, CH);
    int last = coin(ALH_DUCAT, 5);
    for (int i = 0; i < ALH_NUM_COINS; i++)
        if (ALH_CARD_COIN_FIRST + i != last)
            give_coin(&game, 2, ALH_CARD_COIN_FIRST + i);
    mx_start_turn(&game, 0);
    hand_clear(&game, 0);
    int cur = alh_market_currency(1);
    tile_on_market(&game, 1, 3);
    int card = mx_give(&game, 0, cur, 9);
    mx_commit(&game);
    BUY_OK(&game, &events, 0, 1, &card, 1);
    assert_true(alh_cards_has(&game.players[0].hand, last));
    assert_int_equal(mx_event_count(&events, ALH_EV_COIN_DRAWN), 1);
    assert_int_equal(mx_event_count(&events, ALH_EV_BAG_EMPTY), 1);
    for (int i = 0; i < events.count; i++)
        if (events.ev[i].type == ALH_EV_BAG_EMPTY)
            assert_int_equal(events.ev[i].value, 2);
    assert_int_equal(alh_change_bag(&game, NULL, NULL), 0);
    /* An empty bag: overpaying gives nothing, and the listing offers no deliberate overpayment. */
    mx_start_turn(&game, 1);
    hand_clear(&game, 1);
    tile_on_market(&game, 3, 4);
    int two[] = {mx_give(&game, 1, alh_market_currency(3), 9), mx_give(&game, 1, alh_market_currency(3), 8)};
    mx_commit(&game);
    AlhCommand all = mx_cmd_buy(1, 3, two, 2);
    assert_false(mx_is_listed(&game, &all));
    BUY_OK(&game, &events, 1, 3, two, 1);
    assert_int_equal(coins_held(&game, 1), 0);
    assert_int_equal(mx_event_count(&events, ALH_EV_BAG_EMPTY), 1);
}

/* "The coins ... have a value of 1 and are used like money cards of the corresponding currency. If a
 * player uses coins to pay, the coins are returned to the bag." Mixed with money of the currency,
 * an exact payment earns another action; a coin of another currency is refused. */
static void test_coins_pay_and_return_to_the_bag(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 11, CH);
    mx_start_turn(&game, 1);
    hand_clear(&game, 1);
    int space = 0, cur = alh_market_currency(space);
    tile_on_market(&game, space, 9);
    int a = coin(cur, 0), b = coin(cur, 1), wrong = coin((cur + 1) % ALH_NUM_CURRENCIES, 0);
    give_coin(&game, 1, a);
    give_coin(&game, 1, b);
    give_coin(&game, 1, wrong);
    int seven = mx_give(&game, 1, cur, 7);
    mx_commit(&game);
    int bad[] = {seven, a, wrong};
    BUY_REFUSED(&game, ALH_ERR_WRONG_CURRENCY, 1, space, bad, 3);
    int one_short[] = {seven, a};
    BUY_REFUSED(&game, ALH_ERR_NOT_ENOUGH_MONEY, 1, space, one_short, 2);
    int exact[] = {seven, a, b};
    AlhCommand buy = mx_cmd_buy(1, space, exact, 3);
    assert_true(mx_is_listed(&game, &buy)); /* the engine's payments offer coins */
    mx_apply_ok(&game, &buy, &events);
    assert_int_equal(game.bonus_action, 1);
    assert_false(alh_cards_has(&game.players[1].hand, a));
    assert_false(alh_cards_has(&game.discard, a) || alh_cards_has(&game.discard, b));
    assert_true(alh_cards_has(&game.discard, seven));
    AlhCardSet bag;
    alh_change_bag(&game, &bag, NULL);
    assert_true(alh_cards_has(&bag, a) && alh_cards_has(&bag, b));
    assert_int_equal(alh_change_bag(&game, NULL, NULL), 23);
    mx_commit(&game);
}

/* Coins never make a payment list explode: coins of one value are one choice, however many. */
static void test_payments_stay_few(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 12, CH);
    mx_start_turn(&game, 0);
    hand_clear(&game, 0);
    for (int s = 0; s < ALH_MARKET_SPACES; s++)
        tile_on_market(&game, s, 6 + s);
    mx_commit(&game);
    AlhCommand list[512];
    size_t before = listed_buys(&game, list, 512);
    for (int k = 0; k < 6; k++)
        give_coin(&game, 0, coin(ALH_DENAR, k));
    mx_give(&game, 0, ALH_DENAR, 4);
    mx_commit(&game);
    size_t with = listed_buys(&game, list, 512);
    assert_true(with > before);
    assert_true(with <= before + 4); /* 4 + 2 coins, 4 + 3, ... each a single multiset */
    int buys_on_0 = 0;
    for (size_t i = 0; i < with; i++)
        buys_on_0 += list[i].space == 0 && alh_market_currency(0) == ALH_DENAR;
    (void)buys_on_0;
}

/* "It is permitted to deliberately pay far too much in order to obtain more coins": any payment
 * that reaches the price is legal, and the listing adds one, paying with every card of the
 * currency, where that earns more coins than the minimal payments. */
static void test_deliberate_overpayment(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 13, CH);
    mx_start_turn(&game, 2);
    hand_clear(&game, 2);
    int space = 1, cur = alh_market_currency(space);
    tile_on_market(&game, space, 5);
    int c5 = mx_give(&game, 2, cur, 5), c6 = mx_give(&game, 2, cur, 6), c7 = mx_give(&game, 2, cur, 7);
    mx_commit(&game);
    int all[] = {c5, c6, c7};
    AlhCommand everything = mx_cmd_buy(2, space, all, 3);
    assert_true(mx_is_listed(&game, &everything));
    int two[] = {c5, c6};
    AlhCommand partial = mx_cmd_buy(2, space, two, 2);
    assert_false(mx_is_listed(&game, &partial));          /* not minimal, not everything: not offered */
    assert_int_equal(alh_check(&game, &partial), ALH_OK); /* ... but legal */
    size_t n = alh_legal_commands(&game, NULL, 0);
    mx_apply_ok(&game, &everything, &events);
    assert_int_equal(coins_held(&game, 2), (18 - 5) / 2);
    assert_true(n < 200);
    /* Not offered when it earns no more than the minimal payment: a 9 and a 1 for a 9. */
    mx_new_game(&game, 3, 14, CH);
    mx_start_turn(&game, 0);
    hand_clear(&game, 0);
    tile_on_market(&game, 0, 9);
    int ninety[] = {mx_give(&game, 0, alh_market_currency(0), 9), mx_give(&game, 0, alh_market_currency(0), 1)};
    mx_commit(&game);
    assert_false(buy_listed(&game, 0, 0, ninety, 2));
}

/* "When, at the end of the game, the building tiles remaining in the building market are
 * distributed to the players who have the most money in the corresponding currency, the players
 * include the coins." */
static void test_coins_count_at_the_end(void **state)
{
    (void)state;
    mx_new_game(&game, 2, 15, CH);
    hand_clear(&game, 0);
    hand_clear(&game, 1);
    mx_give(&game, 0, ALH_FLORIN, 6);
    mx_give(&game, 1, ALH_FLORIN, 5);
    give_coin(&game, 1, coin(ALH_FLORIN, 0));
    give_coin(&game, 1, coin(ALH_FLORIN, 1));
    give_coin(&game, 0, coin(ALH_DENAR, 0));
    mx_commit(&game);
    assert_int_equal(alh_cards_money(&game, &game.players[1].hand, ALH_FLORIN), 7);
    assert_int_equal(alh_cards_money(&game, &game.players[0].hand, ALH_FLORIN), 6);
    assert_int_equal(alh_cards_money(&game, &game.players[0].hand, ALH_DENAR), 1);
    /* Play it out: the market's florin space goes to player 1 with 5 + 2 coins. Empty the tower
     * so that the turn's end cannot refill the market. */
    int space = -1;
    for (int s = 0; s < ALH_MARKET_SPACES; s++)
        if (alh_market_currency(s) == ALH_FLORIN)
            space = s;
    assert_true(space >= 0);
    int florin_tile = game.market[space];
    assert_true(florin_tile != 0);
    int other = (space + 1) % ALH_MARKET_SPACES;
    int buyer = mx_give(&game, 0, alh_market_currency(other), 9);
    tile_on_market(&game, other, 3);
    for (int i = game.bag_pos; i < game.bag_len; i++)
        game.where[game.bag[i]].loc = ALH_LOC_RESERVE, game.where[game.bag[i]].owner = 1;
    game.bag_pos = game.bag_len;
    mx_commit(&game);
    mx_start_turn(&game, 0);
    int pay = buyer;
    BUY_OK(&game, &events, 0, other, &pay, 1);
    for (int step = 0; step < 20 && game.phase != ALH_PHASE_OVER; step++) {
        AlhCommand c[256];
        size_t n = alh_legal_commands(&game, c, 256);
        assert_true(n > 0);
        AlhCommand pick = c[0];
        for (size_t i = 0; i < n && i < 256; i++)
            if (c[i].type == ALH_CMD_RESERVE)
                pick = c[i];
        mx_apply_ok(&game, &pick, &events);
    }
    assert_int_equal(game.phase, ALH_PHASE_OVER);
    assert_int_equal(game.where[florin_tile].owner, 1);
    assert_true(game.where[florin_tile].loc == ALH_LOC_ALHAMBRA || game.where[florin_tile].loc == ALH_LOC_RESERVE);
}

/* "Change is also given if too many diamonds are paid": diamonds 9 for a building of 4. */
static void test_diamonds_give_change(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 17, CH | MOD(ALH_MOD_DIAMONDS));
    mx_start_turn(&game, 0);
    hand_clear(&game, 0);
    int d9 = -1;
    for (int i = 0; i < ALH_NUM_DIAMONDS; i++)
        if (alh_diamond_value(ALH_CARD_DIAMOND_FIRST + i) == 9)
            d9 = ALH_CARD_DIAMOND_FIRST + i;
    mx_card_to_hand(&game, 0, d9);
    tile_on_market(&game, 2, 4);
    mx_commit(&game);
    AlhCommand buy = mx_cmd_buy(0, 2, &d9, 1);
    assert_true(mx_is_listed(&game, &buy));
    mx_apply_ok(&game, &buy, &events);
    assert_int_equal(coins_held(&game, 0), 2);
    /* A coin is money of one of the four currencies: never with diamonds. */
    mx_start_turn(&game, 1);
    hand_clear(&game, 1);
    int d3 = -1;
    for (int i = 0; i < ALH_NUM_DIAMONDS; i++)
        if (alh_diamond_value(ALH_CARD_DIAMOND_FIRST + i) == 3 &&
            !alh_cards_has(&game.players[0].hand, ALH_CARD_DIAMOND_FIRST + i))
            d3 = ALH_CARD_DIAMOND_FIRST + i;
    mx_card_to_hand(&game, 1, d3);
    int k = coin(alh_market_currency(3), 5);
    give_coin(&game, 1, k);
    tile_on_market(&game, 3, 4);
    mx_commit(&game);
    int mixed[] = {d3, k};
    AlhCommand bad = mx_cmd_buy(1, 3, mixed, 2);
    assert_int_not_equal(alh_check(&game, &bad), ALH_OK);
}

/* Paying with an exchange card's two currencies: too much gives change too (the rulebooks name the
 * exchange certificates of expansion 6; an exchange card's mix is money paid like any other). */
static void test_exchange_card_gives_change(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 19, CH | MOD(ALH_MOD_EXCHANGE));
    mx_start_turn(&game, 1);
    hand_clear(&game, 1);
    int space = 0, cur = alh_market_currency(space), pair[2], ex = -1;
    for (int c = ALH_CARD_EXCHANGE_FIRST; c < ALH_CARD_EXCHANGE_FIRST + ALH_CARD_EXCHANGE_COUNT; c++)
        if (alh_exchange_currencies(c, pair) && (pair[0] == cur || pair[1] == cur))
            ex = c;
    alh_exchange_currencies(ex, pair);
    int other = pair[0] == cur ? pair[1] : pair[0];
    mx_card_to_hand(&game, 1, ex);
    tile_on_market(&game, space, 8);
    int cards[] = {ex, mx_give(&game, 1, cur, 3), mx_give(&game, 1, other, 9)}; /* 12 for 8 */
    mx_commit(&game);
    BUY_OK(&game, &events, 1, space, cards, 3);
    assert_int_equal(coins_held(&game, 1), 2);
}

/* "Players also receive change if they pay too much ... to buy a camp." */
static void test_camp_gives_change(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 21, CH | MOD(ALH_MOD_CAMPS));
    mx_start_turn(&game, 2);
    hand_clear(&game, 2);
    int camp = ALH_TILE_CAMP_FIRST, price = alh_tile_info(camp)->price, space = 1, cur = alh_market_currency(space);
    mx_move_tile(&game, game.market[space], ALH_LOC_BAG, 0, 0, 0);
    mx_move_tile(&game, camp, ALH_LOC_MARKET, 0, space, 0);
    int card = mx_give(&game, 2, cur, price + 5);
    mx_commit(&game);
    BUY_OK(&game, &events, 2, space, &card, 1);
    assert_int_equal(game.where[camp].loc, ALH_LOC_PENDING);
    assert_int_equal(coins_held(&game, 2), 2);
}

/* Coins bid like money of their currency, and a winning bid's coins go back into the bag. A coin
 * is no card for the Moneychanger's swap (it would leave the bag's cycle). A free building (the
 * Rich Patron) gives no change. */
static void test_with_characters(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 23, CH | MOD(ALH_MOD_CHARACTERS));
    for (int p = 0; p < 3; p++)
        hand_clear(&game, p);
    int k1 = coin(ALH_DIRHAM, 0), k2 = coin(ALH_DIRHAM, 1);
    give_coin(&game, 1, k1);
    give_coin(&game, 1, k2);
    int d4 = mx_give(&game, 1, ALH_DIRHAM, 4);
    mx_give(&game, 0, ALH_DUCAT, 1);
    mx_card_release(&game, ALH_CARD_CHARACTER_FIRST + ALH_CHAR_TRADER);
    for (int k = 0; k < game.mod.characters.surplus_len; k++)
        if (game.mod.characters.surplus[k] == ALH_CARD_CHARACTER_FIRST + ALH_CHAR_TRADER) {
            memmove(game.mod.characters.surplus + k, game.mod.characters.surplus + k + 1,
                    (size_t)(game.mod.characters.surplus_len - k - 1));
            game.mod.characters.surplus_len--;
            game.mod.characters.surplus[game.mod.characters.surplus_len] = 0;
        }
    mx_card_to_top(&game, ALH_CARD_CHARACTER_FIRST + ALH_CHAR_TRADER);
    mx_commit(&game);
    mx_start_turn(&game, 0);
    mx_apply_ok(&game, &(AlhCommand){.type = ALH_CMD_TAKE_MONEY, .player = 0, .slots = 1}, &events);
    assert_int_equal(game.phase, ALH_PHASE_AUCTION);
    assert_int_equal(alh_to_move(&game), 1);
    int bid_cards[] = {d4, k1, k2};
    AlhCommand bid = mx_cmd_buy(1, 0, bid_cards, 3);
    bid.type = ALH_CMD_BID;
    assert_true(mx_is_listed(&game, &bid));
    mx_apply_ok(&game, &bid, &events);
    while (game.phase == ALH_PHASE_AUCTION)
        mx_apply_ok(&game, &(AlhCommand){.type = ALH_CMD_DECLINE, .player = (uint8_t)alh_to_move(&game)}, &events);
    assert_true((game.mod.characters.owned[1] >> ALH_CHAR_TRADER) & 1);
    assert_int_equal(coins_held(&game, 1), 0);
    assert_int_equal(alh_change_bag(&game, NULL, NULL), 24);
    assert_false(alh_cards_has(&game.discard, k1));
    mx_commit(&game);

    /* The Moneychanger refuses a coin. */
    mx_new_game(&game, 3, 24, CH | MOD(ALH_MOD_CHARACTERS));
    game.mod.characters.owned[2] |= 1u << ALH_CHAR_MONEYCHANGER;
    mx_card_release(&game, ALH_CARD_CHARACTER_FIRST + ALH_CHAR_MONEYCHANGER);
    for (int k = 0; k < game.mod.characters.surplus_len; k++)
        if (game.mod.characters.surplus[k] == ALH_CARD_CHARACTER_FIRST + ALH_CHAR_MONEYCHANGER) {
            memmove(game.mod.characters.surplus + k, game.mod.characters.surplus + k + 1,
                    (size_t)(game.mod.characters.surplus_len - k - 1));
            game.mod.characters.surplus_len--;
            game.mod.characters.surplus[game.mod.characters.surplus_len] = 0;
        }
    hand_clear(&game, 2);
    int k3 = coin(ALH_DENAR, 2);
    give_coin(&game, 2, k3);
    mx_card_to_display(&game, 0, alh_card_make(ALH_DUCAT, 1, 2));
    mx_commit(&game);
    mx_start_turn(&game, 2);
    AlhCommand swap = mx_cmd(ALH_CMD_USE_CHARACTER, 2);
    swap.slots = ALH_CHAR_MONEYCHANGER;
    alh_cards_add(&swap.cards, k3);
    swap.x = 0;
    assert_false(mx_is_listed(&game, &swap));
    assert_int_not_equal(alh_check(&game, &swap), ALH_OK);

    /* The Rich Patron's building is free: exact, no change. */
    mx_new_game(&game, 3, 25, CH | MOD(ALH_MOD_CHARACTERS));
    game.mod.characters.owned[1] |= 1u << ALH_CHAR_PATRON;
    mx_card_release(&game, ALH_CARD_CHARACTER_FIRST + ALH_CHAR_PATRON);
    for (int k = 0; k < game.mod.characters.surplus_len; k++)
        if (game.mod.characters.surplus[k] == ALH_CARD_CHARACTER_FIRST + ALH_CHAR_PATRON) {
            memmove(game.mod.characters.surplus + k, game.mod.characters.surplus + k + 1,
                    (size_t)(game.mod.characters.surplus_len - k - 1));
            game.mod.characters.surplus_len--;
            game.mod.characters.surplus[game.mod.characters.surplus_len] = 0;
        }
    mx_commit(&game);
    mx_start_turn(&game, 1);
    AlhCommand patron = mx_cmd(ALH_CMD_USE_CHARACTER, 1);
    patron.slots = ALH_CHAR_PATRON;
    patron.space = 2;
    mx_apply_ok(&game, &patron, &events);
    assert_int_equal(coins_held(&game, 1), 0);
    assert_int_equal(mx_event_count(&events, ALH_EV_COIN_DRAWN), 0);
}

/* The Beggar counts money cards: coins are no cards (M-C6), so two money cards and three coins still
 * let him draw. */
static void test_beggar_ignores_coins(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 26, CH | MOD(ALH_MOD_CHARACTERS));
    game.mod.characters.owned[0] |= 1u << ALH_CHAR_BEGGAR;
    mx_card_release(&game, ALH_CARD_CHARACTER_FIRST + ALH_CHAR_BEGGAR);
    for (int k = 0; k < game.mod.characters.surplus_len; k++)
        if (game.mod.characters.surplus[k] == ALH_CARD_CHARACTER_FIRST + ALH_CHAR_BEGGAR) {
            memmove(game.mod.characters.surplus + k, game.mod.characters.surplus + k + 1,
                    (size_t)(game.mod.characters.surplus_len - k - 1));
            game.mod.characters.surplus_len--;
            game.mod.characters.surplus[game.mod.characters.surplus_len] = 0;
        }
    hand_clear(&game, 0);
    mx_give(&game, 0, ALH_DENAR, 3);
    mx_give(&game, 0, ALH_DUCAT, 4);
    for (int k = 0; k < 3; k++)
        give_coin(&game, 0, coin(ALH_FLORIN, k));
    mx_commit(&game);
    mx_start_turn(&game, 0);
    AlhCommand beg = mx_cmd(ALH_CMD_USE_CHARACTER, 0);
    beg.slots = ALH_CHAR_BEGGAR;
    assert_int_equal(alh_check(&game, &beg), ALH_OK);
    mx_give(&game, 0, ALH_DUCAT, 5); /* a third money card: no more */
    mx_commit(&game);
    assert_int_equal(alh_check(&game, &beg), ALH_ERR_RULE);
}

/* A character auction up to player 1's turn to bid: player 1 holds `cards` (dirhams), the others
 * nothing. */
static void auction_position(uint64_t seed, const int *values, int n, int *ids)
{
    mx_new_game(&game, 3, seed, CH | MOD(ALH_MOD_CHARACTERS));
    for (int p = 0; p < 3; p++)
        hand_clear(&game, p);
    for (int i = 0; i < n; i++)
        ids[i] = mx_give(&game, 1, ALH_DIRHAM, values[i]);
    int trader = ALH_CARD_CHARACTER_FIRST + ALH_CHAR_TRADER;
    mx_card_release(&game, trader);
    for (int k = 0; k < game.mod.characters.surplus_len; k++)
        if (game.mod.characters.surplus[k] == trader) {
            memmove(game.mod.characters.surplus + k, game.mod.characters.surplus + k + 1,
                    (size_t)(game.mod.characters.surplus_len - k - 1));
            game.mod.characters.surplus_len--;
            game.mod.characters.surplus[game.mod.characters.surplus_len] = 0;
        }
    mx_card_to_top(&game, trader);
    mx_give(&game, 0, ALH_DUCAT, 1);
    mx_card_to_display(&game, 0, alh_card_make(ALH_FLORIN, 2, 1));
    mx_commit(&game);
    mx_start_turn(&game, 0);
    mx_apply_ok(&game, &(AlhCommand){.type = ALH_CMD_TAKE_MONEY, .player = 0, .slots = 1}, &events);
    assert_int_equal(game.phase, ALH_PHASE_AUCTION);
    assert_int_equal(alh_to_move(&game), 1);
}

/* "Players also receive change if they pay too much to obtain character cards": a bid is an amount,
 * paid with cards of one currency; the winner pays the cards and draws change for the rest (a bid
 * of 1 paid with a 5: 4 too much, 2 coins). The listing offers the lowest raise paid that way when
 * no cards make it exactly; a bid of more cards than its amount needs is refused, and so is an
 * amount below the cards without the module. */
static void test_bid_gives_change(void **state)
{
    (void)state;
    int ids[2];
    auction_position(28, (const int[]){5, 7}, 2, ids);
    AlhCommand bid = mx_cmd(ALH_CMD_BID, 1);
    alh_cards_add(&bid.cards, ids[0]);
    bid.space = 1; /* bid 1, pay the 5 */
    assert_true(mx_is_listed(&game, &bid));
    AlhCommand wasteful = mx_cmd(ALH_CMD_BID, 1);
    alh_cards_add(&wasteful.cards, ids[0]);
    alh_cards_add(&wasteful.cards, ids[1]);
    wasteful.space = 6; /* the 7 alone pays 6 */
    mx_assert_refused(&game, &wasteful, ALH_ERR_BAD_COMMAND);
    wasteful.space = 12; /* not below the cards */
    mx_assert_refused(&game, &wasteful, ALH_ERR_BAD_COMMAND);
    mx_apply_ok(&game, &bid, &events);
    assert_int_equal(game.mod.characters.auction_bid, 1);
    while (game.phase == ALH_PHASE_AUCTION)
        mx_apply_ok(&game, &(AlhCommand){.type = ALH_CMD_DECLINE, .player = (uint8_t)alh_to_move(&game)}, &events);
    assert_true((game.mod.characters.owned[1] >> ALH_CHAR_TRADER) & 1);
    assert_false(alh_cards_has(&game.players[1].hand, ids[0]));
    assert_true(alh_cards_has(&game.players[1].hand, ids[1]));
    assert_int_equal(coins_held(&game, 1), 2);
    assert_int_equal(mx_event_count(&events, ALH_EV_COIN_DRAWN), 2);
    mx_commit(&game);

    /* Without the change, a bid is its cards' sum. */
    mx_new_game(&game, 3, 28, MOD(ALH_MOD_CHARACTERS));
    for (int p = 0; p < 3; p++)
        mx_hand_clear(&game, p);
    int five = mx_give(&game, 1, ALH_DIRHAM, 5);
    mx_give(&game, 0, ALH_DUCAT, 1);
    int trader = ALH_CARD_CHARACTER_FIRST + ALH_CHAR_TRADER;
    mx_card_release(&game, trader);
    for (int k = 0; k < game.mod.characters.surplus_len; k++)
        if (game.mod.characters.surplus[k] == trader) {
            memmove(game.mod.characters.surplus + k, game.mod.characters.surplus + k + 1,
                    (size_t)(game.mod.characters.surplus_len - k - 1));
            game.mod.characters.surplus_len--;
            game.mod.characters.surplus[game.mod.characters.surplus_len] = 0;
        }
    mx_card_to_top(&game, trader);
    mx_commit(&game);
    mx_start_turn(&game, 0);
    mx_apply_ok(&game, &(AlhCommand){.type = ALH_CMD_TAKE_MONEY, .player = 0, .slots = 1}, &events);
    assert_int_equal(game.phase, ALH_PHASE_AUCTION);
    AlhCommand plain = mx_cmd(ALH_CMD_BID, 1);
    alh_cards_add(&plain.cards, five);
    plain.space = 1;
    mx_assert_refused(&game, &plain, ALH_ERR_BAD_COMMAND);
    assert_false(mx_is_listed(&game, &plain));
}

/* A raise that the cards make exactly is listed as it was, with no change bid beside it; an
 * overbid by one unit earns nothing and is not offered either. */
static void test_bid_listing(void **state)
{
    (void)state;
    int ids[2];
    auction_position(29, (const int[]){1, 2}, 2, ids); /* 1 is reachable: no change bid */
    AlhCommand list[256];
    size_t n = alh_legal_commands(&game, list, 256);
    int with_amount = 0, bids = 0;
    for (size_t i = 0; i < n && i < 256; i++) {
        bids += list[i].type == ALH_CMD_BID;
        with_amount += list[i].type == ALH_CMD_BID && list[i].space != 0;
    }
    assert_int_equal(bids, 3); /* 1, 2, 3 */
    assert_int_equal(with_amount, 0);
    auction_position(30, (const int[]){2}, 1, ids); /* 1 is not reachable, 2 is one too much: nothing */
    n = alh_legal_commands(&game, list, 256);
    with_amount = 0;
    for (size_t i = 0; i < n && i < 256; i++)
        with_amount += list[i].type == ALH_CMD_BID && list[i].space != 0;
    assert_int_equal(with_amount, 0);
}

/* The vizier's purchase is always exact: a coin helps pay it exactly (listed in the vizier's window),
 * and it never gives change; the coin goes back into the bag. */
static void test_with_the_vizier(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 27, CH | MOD(ALH_MOD_VIZIER));
    for (int p = 0; p < 3; p++)
        hand_clear(&game, p);
    int space = 0, cur = alh_market_currency(space), k = coin(cur, 0);
    tile_on_market(&game, space, 7);
    give_coin(&game, 1, k);
    mx_give(&game, 1, cur, 6);
    mx_give(&game, 0, (cur + 1) % ALH_NUM_CURRENCIES, 1);
    mx_card_to_display(&game, 0, alh_card_make((cur + 2) % ALH_NUM_CURRENCIES, 1, 0));
    mx_commit(&game);
    mx_start_turn(&game, 0);
    mx_apply_ok(&game, &(AlhCommand){.type = ALH_CMD_TAKE_MONEY, .player = 0, .slots = 1}, &events);
    assert_int_equal(game.phase, ALH_PHASE_VIZIER);
    assert_int_equal(alh_to_move(&game), 1);
    AlhCommand list[512];
    size_t n = alh_legal_commands(&game, list, 512);
    const AlhCommand *with_coin = NULL;
    for (size_t i = 0; i < n && i < 512; i++)
        if (list[i].type == ALH_CMD_VIZIER_BUY && list[i].space == space && alh_cards_has(&list[i].cards, k))
            with_coin = &list[i];
    assert_non_null(with_coin);
    AlhCommand c = *with_coin;
    mx_apply_ok(&game, &c, &events);
    assert_int_equal(mx_event_count(&events, ALH_EV_COIN_DRAWN), 0);
    assert_int_equal(coins_held(&game, 1), 0);
    assert_int_equal(alh_change_bag(&game, NULL, NULL), 24);
}

/* The coin drawn comes from the game's generator: the same game draws the same coins, a view
 * scrubs the generator (the bag's order is hidden), and a guess of the view keeps the bag. */
static void test_draws_from_the_games_generator(void **state)
{
    (void)state;
    AlhGame *a = malloc(sizeof *a), *b = malloc(sizeof *b), *guess = malloc(sizeof *guess);
    assert_non_null(a);
    assert_non_null(b);
    assert_non_null(guess);
    mx_new_game(a, 3, 29, CH);
    mx_start_turn(a, 0);
    hand_clear(a, 0);
    tile_on_market(a, 0, 3);
    int card = mx_give(a, 0, alh_market_currency(0), 9);
    mx_commit(a);
    *b = *a;
    AlhView view;
    alh_view_make(a, 1, &view);
    BUY_OK(a, &events, 0, 0, &card, 1);
    BUY_OK(b, &events, 0, 0, &card, 1);
    assert_memory_equal(&a->players[0].hand, &b->players[0].hand, sizeof(AlhCardSet));
    assert_int_equal(coins_held(a, 0), 3);
    /* Guesses of the view before the purchase: the bag whole, the draws differing between guesses. */
    AlhRng rng;
    alh_rng_seed(&rng, 5, 6);
    AlhCardSet first = {{0}};
    bool differ = false;
    for (int t = 0; t < 12; t++) {
        alh_view_determinize(&view, &rng, guess);
        assert_int_equal(alh_change_bag(guess, NULL, NULL), 24);
        char msg[160];
        assert_true(alh_game_validate(guess, msg, sizeof msg));
        AlhEvents ev;
        BUY_OK(guess, &ev, 0, 0, &card, 1);
        assert_int_equal(coins_held(guess, 0), 3);
        AlhCardSet got = guess->players[0].hand;
        if (t == 0)
            first = got;
        else
            differ |= memcmp(&first, &got, sizeof got) != 0;
    }
    assert_true(differ);
    free(a);
    free(b);
    free(guess);
}

static void test_soak(void **state)
{
    (void)state;
    assert_int_equal(mx_soak(CH, 25, 1500, false), 25);
    assert_true(mx_soak_events(ALH_EV_COIN_DRAWN) > 0);
    assert_int_equal(mx_soak(CH, 15, 1600, true), 15);
    assert_true(mx_soak_events(ALH_EV_COIN_DRAWN) > 0);
    /* With every module (2 to 6 players: mx_soak plays 2 + i % 5). */
    assert_int_equal(mx_soak(bt_optional_modules(), 20, 1700, false), 20);
    assert_int_equal(mx_soak(bt_optional_modules(), 10, 1800, true), 10);
}

/* ------------------------------------------------------------------ the bots' part */

/* A coin held is worth more than nothing while rounds remain, and a fourth of one currency adds
 * less than the third. */
static void test_bot_values_coins(void **state)
{
    (void)state;
    AlhGame *g = malloc(sizeof *g);
    assert_non_null(g);
    bt_position(g, 3, CH, 33, 0);
    BotEvalCtx ctx;
    bt_prepared(&ctx, g);
    assert_true(bot_module_value(&ctx, ALH_MOD_CHANGE, 0) == 0.0);
    double v[5];
    for (int k = 0; k < 5; k++) {
        if (k)
            give_coin(g, 0, coin(ALH_DUCAT, k - 1));
        bt_prepared(&ctx, g);
        v[k] = bot_module_value(&ctx, ALH_MOD_CHANGE, 0);
    }
    assert_true(v[1] > v[0]);
    assert_true(v[3] - v[2] > v[4] - v[3]);
    assert_true(v[4] > v[3]);
    free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_bag_at_the_start),
        cmocka_unit_test(test_the_example),
        cmocka_unit_test(test_one_coin_for_two_units),
        cmocka_unit_test(test_the_bag_runs_out),
        cmocka_unit_test(test_coins_pay_and_return_to_the_bag),
        cmocka_unit_test(test_payments_stay_few),
        cmocka_unit_test(test_deliberate_overpayment),
        cmocka_unit_test(test_coins_count_at_the_end),
        cmocka_unit_test(test_diamonds_give_change),
        cmocka_unit_test(test_exchange_card_gives_change),
        cmocka_unit_test(test_camp_gives_change),
        cmocka_unit_test(test_with_characters),
        cmocka_unit_test(test_beggar_ignores_coins),
        cmocka_unit_test(test_bid_gives_change),
        cmocka_unit_test(test_bid_listing),
        cmocka_unit_test(test_with_the_vizier),
        cmocka_unit_test(test_draws_from_the_games_generator),
        cmocka_unit_test(test_soak),
        cmocka_unit_test(test_bot_values_coins),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

/* SPDX-License-Identifier: MIT */
/* The actions of a turn: taking money, buying (exact payment, overpaying), passing, and refusals. */
#include "fixtures.h"

#include <string.h>

static AlhGame game, saved;
static AlhEvents events;

enum { FLO = ALH_FLORIN, DIR = ALH_DIRHAM, DEN = ALH_DENAR, DUC = ALH_DUCAT };

/* Tiles used below: 6 is a pavilion for 7 with a wall on the east (open to the west). */
#define TILE_PAVILION_7 6
#define TILE_GARDEN_10 41 /* no walls */
#define TILE_TOWER_13 54  /* east wall */

/* Player 0 to act, empty hands, a known display and market (space 1: pavilion 7 for florins,
 * space 3: garden 10 for denars). */
static void setup_position(int players)
{
    fx_new_game(&game, players, 5);
    fx_start_turn(&game, 0);
    for (int p = 0; p < players; p++)
        fx_hand_clear(&game, p);
    fx_market_put(&game, 0, TILE_PAVILION_7);
    fx_market_put(&game, 2, TILE_GARDEN_10);
    fx_market_fill(&game);
    fx_card_to_display(&game, 0, alh_card_make(DUC, 2, 0));
    fx_card_to_display(&game, 1, alh_card_make(DIR, 3, 0));
    fx_card_to_display(&game, 2, alh_card_make(FLO, 4, 0));
    fx_card_to_display(&game, 3, alh_card_make(DEN, 9, 0));
    fx_commit(&game);
}

/* Every money card's value as its id was made (currency, value, copy), read from the table. */
static void test_card_values_as_made(void **state)
{
    (void)state;
    int seen = 0;
    for (int currency = 0; currency < ALH_NUM_CURRENCIES; currency++)
        for (int value = 1; value <= ALH_CARD_VALUES; value++)
            for (int copy = 0; copy < ALH_CARD_COPIES; copy++) {
                int card = alh_card_make(currency, value, copy);
                assert_true(alh_card_is_money(card));
                assert_int_equal(alh_card_value(card), value);
                assert_int_equal(alh_card_currency(card), currency);
                seen++;
            }
    assert_int_equal(seen, ALH_NUM_MONEY_CARDS);
    /* Past the money cards (a module's card asked anyway) the id's own arithmetic, as before the table. */
    for (int card = ALH_NUM_MONEY_CARDS; card < 256; card++)
        assert_int_equal(alh_card_value(card), (card % 27) / 3 + 1);
}

/* The table-driven sums (nine bits at a time) agree with the cards' values added one by one, for
 * hands of every size, each copy of each value in each currency. */
static void test_card_sums_as_added(void **state)
{
    (void)state;
    AlhRng rng;
    alh_rng_seed(&rng, 77, 3);
    for (int round = 0; round < 4000; round++) {
        AlhCardSet hand = {0};
        int want[ALH_NUM_CURRENCIES] = {0}, total = 0;
        uint32_t keep = 1 + alh_rng_below(&rng, 100); /* in percent: sparse to full hands */
        for (int card = 0; card < ALH_NUM_MONEY_CARDS; card++)
            if (alh_rng_below(&rng, 100) < keep) {
                alh_cards_add(&hand, card);
                want[alh_card_currency(card)] += alh_card_value(card);
                total += alh_card_value(card);
            }
        int each[ALH_NUM_CURRENCIES];
        alh_cards_sums(&hand, each);
        for (int c = 0; c < ALH_NUM_CURRENCIES; c++) {
            assert_int_equal(alh_cards_sum(&hand, c), want[c]);
            assert_int_equal(each[c], want[c]);
        }
        assert_int_equal(alh_cards_sum(&hand, -1), total);
    }
    AlhCardSet all = {0};
    for (int card = 0; card < ALH_NUM_MONEY_CARDS; card++)
        alh_cards_add(&all, card);
    for (int c = 0; c < ALH_NUM_CURRENCIES; c++)
        assert_int_equal(alh_cards_sum(&all, c), 3 * 45); /* three copies of 1..9 */
}

static void test_take_one_card_of_any_value(void **state)
{
    (void)state;
    setup_position(3);
    int card = game.display[3]; /* a 9 */
    AlhCommand c = fx_cmd_take(0, 1u << 3);
    fx_apply_ok(&game, &c, &events);
    assert_true(alh_cards_has(&game.players[0].hand, card));
    assert_true(alh_cards_has(&game.players[0].known, card));
    assert_int_equal(fx_event_count(&events, ALH_EV_MONEY_TAKEN), 1);
    /* Taking money ends the turn; the display is refilled to four at its end. */
    int end = fx_event_find(&events, ALH_EV_TURN_END, 0);
    int refill = fx_event_find(&events, ALH_EV_DISPLAY_REFILL, 0);
    assert_true(end >= 0 && refill > end);
    assert_int_equal(events.ev[refill].slot, 3);
    for (int s = 0; s < ALH_DISPLAY_SLOTS; s++)
        assert_true(alh_card_is_money(game.display[s]));
    assert_int_equal(game.current, 1);
    assert_int_equal(game.phase, ALH_PHASE_ACTION);
    assert_int_equal(events.ev[events.count - 1].type, ALH_EV_TURN_START);
    assert_int_equal(events.ev[events.count - 1].player, 1);
}

static void test_take_several_only_up_to_five(void **state)
{
    (void)state;
    /* Display: ducat 2, dirham 3, florin 4, denar 9. */
    setup_position(3);
    AlhCommand too_much[] = {fx_cmd_take(0, 0x3 | 0x4), fx_cmd_take(0, 0x2 | 0x4), fx_cmd_take(0, 0x8 | 0x1), fx_cmd_take(0, 0xF),
                             fx_cmd_take(0, 0x1 | 0x4)};
    for (size_t i = 0; i < sizeof too_much / sizeof too_much[0]; i++)
        fx_assert_refused(&game, &too_much[i], ALH_ERR_TOO_MUCH_MONEY);
    /* 2 + 3 = 5: allowed, and the currencies may differ. */
    AlhCommand ok = fx_cmd_take(0, 0x1 | 0x2);
    int a = game.display[0], b = game.display[1];
    fx_apply_ok(&game, &ok, &events);
    assert_true(alh_cards_has(&game.players[0].hand, a));
    assert_true(alh_cards_has(&game.players[0].hand, b));
    assert_int_equal(fx_event_count(&events, ALH_EV_MONEY_TAKEN), 2);
    assert_int_equal(fx_event_count(&events, ALH_EV_DISPLAY_REFILL), 2);
    assert_int_equal(game.current, 1);

    /* Three small cards summing to 5 are fine too. */
    setup_position(3);
    fx_card_to_display(&game, 0, alh_card_make(DUC, 1, 0));
    fx_card_to_display(&game, 1, alh_card_make(DIR, 1, 0));
    fx_card_to_display(&game, 2, alh_card_make(FLO, 3, 0));
    fx_commit(&game);
    AlhCommand three = fx_cmd_take(0, 0x7);
    fx_apply_ok(&game, &three, &events);
    assert_int_equal(alh_cards_count(&game.players[0].hand), 3);
}

static void test_take_refusals(void **state)
{
    (void)state;
    setup_position(3);
    fx_card_to_discard(&game, game.display[1]);
    fx_commit(&game);
    AlhCommand empty = fx_cmd_take(0, 0x2), none = fx_cmd_take(0, 0), wide = fx_cmd_take(0, 0x10);
    fx_assert_refused(&game, &empty, ALH_ERR_EMPTY_SLOT);
    fx_assert_refused(&game, &none, ALH_ERR_BAD_COMMAND);
    fx_assert_refused(&game, &wide, ALH_ERR_BAD_COMMAND);
    AlhCommand other = fx_cmd_take(1, 0x1);
    fx_assert_refused(&game, &other, ALH_ERR_NOT_YOUR_TURN);
    AlhCommand ghost = fx_cmd_take(3, 0x1);
    fx_assert_refused(&game, &ghost, ALH_ERR_BAD_COMMAND);
}

static void test_buy_refusals(void **state)
{
    (void)state;
    setup_position(3);
    int flo3 = fx_give(&game, 0, FLO, 3), flo2 = fx_give(&game, 0, FLO, 2);
    int dir9 = fx_give(&game, 0, DIR, 9);
    int theirs = fx_give(&game, 1, FLO, 9);
    fx_commit(&game);

    int wrong[] = {dir9};
    AlhCommand c = fx_cmd_buy(0, 0, wrong, 1);
    fx_assert_refused(&game, &c, ALH_ERR_WRONG_CURRENCY);
    int mixed[] = {flo3, flo2, dir9};
    c = fx_cmd_buy(0, 0, mixed, 3);
    fx_assert_refused(&game, &c, ALH_ERR_WRONG_CURRENCY);
    int short_pay[] = {flo3, flo2};
    c = fx_cmd_buy(0, 0, short_pay, 2);
    fx_assert_refused(&game, &c, ALH_ERR_NOT_ENOUGH_MONEY);
    int not_mine[] = {flo3, theirs};
    c = fx_cmd_buy(0, 0, not_mine, 2);
    fx_assert_refused(&game, &c, ALH_ERR_CARD_NOT_IN_HAND);
    int on_display[] = {game.display[2]};
    c = fx_cmd_buy(0, 0, on_display, 1);
    fx_assert_refused(&game, &c, ALH_ERR_CARD_NOT_IN_HAND);
    c = fx_cmd_buy(0, 0, NULL, 0);
    fx_assert_refused(&game, &c, ALH_ERR_BAD_COMMAND);
    int dirham_pay[] = {dir9};
    c = fx_cmd_buy(0, 4, dirham_pay, 1);
    fx_assert_refused(&game, &c, ALH_ERR_BAD_COMMAND);
    c = fx_cmd_buy(1, 0, not_mine + 1, 1);
    fx_assert_refused(&game, &c, ALH_ERR_NOT_YOUR_TURN);
    /* A scoring card id is no money. */
    c = fx_cmd_buy(0, 0, short_pay, 2);
    alh_cards_add(&c.cards, ALH_CARD_SCORING_1);
    fx_assert_refused(&game, &c, ALH_ERR_BAD_COMMAND);
    /* An empty market space. */
    fx_move_tile(&game, game.market[1], ALH_LOC_REMOVED, 0, 0, 0);
    fx_commit(&game);
    c = fx_cmd_buy(0, 1, dirham_pay, 1);
    fx_assert_refused(&game, &c, ALH_ERR_EMPTY_SLOT);
}

/* "Currency cards ... that total at least the price": one short is refused, and not listed. */
static void test_paying_one_short_is_refused(void **state)
{
    (void)state;
    setup_position(3);
    int flo3 = fx_give(&game, 0, FLO, 3), flo2 = fx_give(&game, 0, FLO, 2), flo1 = fx_give(&game, 0, FLO, 1);
    fx_commit(&game);
    assert_int_equal(alh_tile_info(game.market[0])->price, 7);
    int six[] = {flo3, flo2, flo1};
    AlhCommand c = fx_cmd_buy(0, 0, six, 3);
    fx_assert_refused(&game, &c, ALH_ERR_NOT_ENOUGH_MONEY);
    AlhCommand legal[64];
    size_t n = alh_legal_commands_of(&game, alh_kinds_one(ALH_CMD_BUY), legal, 64);
    for (size_t i = 0; i < n && i < 64; i++)
        assert_int_not_equal(legal[i].space, 0);
    int flo1b = fx_give(&game, 0, FLO, 1);
    fx_commit(&game);
    int seven[] = {flo3, flo2, flo1, flo1b};
    c = fx_cmd_buy(0, 0, seven, 4);
    fx_apply_ok(&game, &c, &events);
    assert_int_equal(game.bonus_action, 1);
}

/* Exact payment: the turn goes on; the market stays short until the turn ends. */
static void test_exact_payment_gives_another_action(void **state)
{
    (void)state;
    setup_position(3);
    int flo3 = fx_give(&game, 0, FLO, 3), flo4 = fx_give(&game, 0, FLO, 4);
    int den4 = fx_give(&game, 0, DEN, 4), den6 = fx_give(&game, 0, DEN, 6);
    fx_commit(&game);
    int pay[] = {flo3, flo4};
    AlhCommand buy = fx_cmd_buy(0, 0, pay, 2);
    fx_apply_ok(&game, &buy, &events);
    int bought = fx_event_find(&events, ALH_EV_TILE_BOUGHT, 0);
    assert_true(bought >= 0);
    assert_int_equal(events.ev[bought].tile, TILE_PAVILION_7);
    assert_int_equal(events.ev[bought].value, 7);
    assert_int_equal(events.ev[bought].exact, 1);
    assert_int_equal(fx_event_count(&events, ALH_EV_CARD_PAID), 2);
    assert_true(fx_event_find(&events, ALH_EV_BONUS_ACTION, bought) > bought);
    assert_int_equal(fx_event_count(&events, ALH_EV_TURN_END), 0);
    assert_int_equal(fx_event_count(&events, ALH_EV_MARKET_REFILL), 0);
    assert_int_equal(game.phase, ALH_PHASE_ACTION);
    assert_int_equal(game.current, 0);
    assert_int_equal(game.bonus_action, 1);
    assert_int_equal(game.market[0], 0);
    assert_int_equal(game.where[TILE_PAVILION_7].loc, ALH_LOC_PENDING);
    assert_int_equal(game.where[TILE_PAVILION_7].owner, 0);
    assert_true(alh_cards_has(&game.discard, flo3) && alh_cards_has(&game.discard, flo4));
    assert_false(alh_cards_has(&game.players[0].hand, flo3));

    /* A second exact payment: still the same turn. */
    int pay2[] = {den4, den6};
    AlhCommand buy2 = fx_cmd_buy(0, 2, pay2, 2);
    fx_apply_ok(&game, &buy2, &events);
    assert_int_equal(fx_event_count(&events, ALH_EV_BONUS_ACTION), 1);
    assert_int_equal(game.phase, ALH_PHASE_ACTION);
    assert_int_equal(game.market[0], 0);
    assert_int_equal(game.market[2], 0);
    assert_int_equal(game.players[0].pending_count, 2);

    /* Taking money is the third action; it ends the actions, and the tiles wait to be placed. */
    AlhCommand take = fx_cmd_take(0, 0x8);
    fx_apply_ok(&game, &take, &events);
    assert_int_equal(game.phase, ALH_PHASE_PLACE);
    assert_int_equal(game.current, 0);
    assert_int_equal(game.market[0], 0);
    assert_int_equal(fx_event_count(&events, ALH_EV_TURN_END), 0);
    /* Placing both ends the turn; then, and only then, the market and display are refilled. */
    AlhCommand place = fx_cmd_place(0, TILE_GARDEN_10, 0, 1);
    fx_apply_ok(&game, &place, &events);
    assert_int_equal(game.phase, ALH_PHASE_PLACE);
    assert_int_equal(fx_event_count(&events, ALH_EV_MARKET_REFILL), 0);
    AlhCommand place2 = fx_cmd_place(0, TILE_PAVILION_7, 1, 0);
    fx_apply_ok(&game, &place2, &events);
    int end = fx_event_find(&events, ALH_EV_TURN_END, 0);
    int refill0 = fx_event_find(&events, ALH_EV_MARKET_REFILL, 0);
    int refill2 = fx_event_find(&events, ALH_EV_MARKET_REFILL, refill0 + 1);
    assert_true(end >= 0 && refill0 > end && refill2 > refill0);
    assert_int_equal(events.ev[refill0].slot, 0);
    assert_int_equal(events.ev[refill2].slot, 2);
    assert_int_not_equal(game.market[0], 0);
    assert_int_not_equal(game.market[2], 0);
    assert_int_equal(game.current, 1);
    assert_int_equal(game.phase, ALH_PHASE_ACTION);
}

/* Overpaying ends the turn at once; no change is given. */
static void test_overpaying_ends_the_turn(void **state)
{
    (void)state;
    setup_position(3);
    int flo4 = fx_give(&game, 0, FLO, 4), flo3 = fx_give(&game, 0, FLO, 3), flo1 = fx_give(&game, 0, FLO, 1);
    fx_give(&game, 0, FLO, 9);
    fx_commit(&game);
    int pay[] = {flo4, flo3, flo1}; /* 8 for 7, with a card that could have been left out (R10) */
    AlhCommand buy = fx_cmd_buy(0, 0, pay, 3);
    fx_apply_ok(&game, &buy, &events);
    int bought = fx_event_find(&events, ALH_EV_TILE_BOUGHT, 0);
    assert_int_equal(events.ev[bought].value, 8);
    assert_int_equal(events.ev[bought].exact, 0);
    assert_int_equal(fx_event_count(&events, ALH_EV_BONUS_ACTION), 0);
    assert_int_equal(game.phase, ALH_PHASE_PLACE);
    assert_int_equal(game.bonus_action, 0);
    assert_int_equal(alh_cards_sum(&game.players[0].hand, FLO), 9);
    /* No more actions in this turn. */
    int more[] = {alh_card_make(FLO, 9, 0)};
    AlhCommand again = fx_cmd_buy(0, 1, more, 1);
    fx_assert_refused(&game, &again, ALH_ERR_WRONG_PHASE);
    AlhCommand take = fx_cmd_take(0, 1);
    fx_assert_refused(&game, &take, ALH_ERR_WRONG_PHASE);
    AlhCommand pass = fx_cmd_pass(0);
    fx_assert_refused(&game, &pass, ALH_ERR_WRONG_PHASE);
    AlhCommand reserve = fx_cmd_reserve(0, TILE_PAVILION_7);
    fx_apply_ok(&game, &reserve, &events);
    assert_int_equal(game.where[TILE_PAVILION_7].loc, ALH_LOC_RESERVE);
    assert_int_equal(game.players[0].reserve_count, 1);
    assert_int_equal(game.current, 1);
    assert_int_not_equal(game.market[0], 0);
}

/* The action an exact payment earned is an action like any: a purchase overpaid with it ends the
 * actions, with no further one (the rulebook's example: "you cannot pay exactly 10 (only 11), your
 * turn ends here"). */
static void test_overpaying_in_the_extra_action_ends_the_turn(void **state)
{
    (void)state;
    setup_position(3);
    int flo3 = fx_give(&game, 0, FLO, 3), flo4 = fx_give(&game, 0, FLO, 4);
    int den5 = fx_give(&game, 0, DEN, 5), den6 = fx_give(&game, 0, DEN, 6);
    int d9 = fx_give(&game, 0, DIR, 9);
    fx_commit(&game);
    int exact[] = {flo3, flo4};
    AlhCommand buy = fx_cmd_buy(0, 0, exact, 2);
    fx_apply_ok(&game, &buy, &events);
    assert_int_equal(game.bonus_action, 1);
    int over[] = {den5, den6}; /* 11 for the garden of 10 */
    AlhCommand buy2 = fx_cmd_buy(0, 2, over, 2);
    fx_apply_ok(&game, &buy2, &events);
    assert_int_equal(fx_event_count(&events, ALH_EV_BONUS_ACTION), 0);
    assert_int_equal(game.bonus_action, 0);
    assert_int_equal(game.phase, ALH_PHASE_PLACE);
    assert_int_equal(game.players[0].pending_count, 2);
    int dir9[] = {d9};
    AlhCommand third = fx_cmd_buy(0, 1, dir9, 1);
    fx_assert_refused(&game, &third, ALH_ERR_WRONG_PHASE);
    AlhCommand pass = fx_cmd_pass(0);
    fx_assert_refused(&game, &pass, ALH_ERR_WRONG_PHASE);
    /* Both tiles wait to be placed; the display and market are refilled once they are. */
    assert_int_equal(fx_event_count(&events, ALH_EV_MARKET_REFILL), 0);
    AlhCommand r1 = fx_cmd_reserve(0, TILE_PAVILION_7), r2 = fx_cmd_reserve(0, TILE_GARDEN_10);
    fx_apply_ok(&game, &r1, &events);
    fx_apply_ok(&game, &r2, &events);
    assert_int_equal(game.current, 1);
}

/* The rulebook's example: a garden for 10 denars paid with 11 ends the turn. */
static void test_rulebook_garden_example(void **state)
{
    (void)state;
    setup_position(4);
    int den5 = fx_give(&game, 0, DEN, 5), den6 = fx_give(&game, 0, DEN, 6);
    fx_commit(&game);
    assert_int_equal(alh_market_currency(2), ALH_DENAR);
    assert_int_equal(alh_tile_info(TILE_GARDEN_10)->type, ALH_GARDEN);
    assert_int_equal(alh_tile_info(TILE_GARDEN_10)->price, 10);
    int pay[] = {den5, den6};
    AlhCommand buy = fx_cmd_buy(0, 2, pay, 2);
    fx_apply_ok(&game, &buy, &events);
    assert_int_equal(events.ev[fx_event_find(&events, ALH_EV_TILE_BOUGHT, 0)].value, 11);
    assert_int_equal(fx_event_count(&events, ALH_EV_BONUS_ACTION), 0);
    assert_int_equal(game.phase, ALH_PHASE_PLACE);
    assert_int_equal(alh_cards_count(&game.players[0].hand), 0);
    assert_int_equal(game.market[2], 0);
    AlhCommand place = fx_cmd_place(0, TILE_GARDEN_10, -1, 0);
    fx_apply_ok(&game, &place, &events);
    assert_int_equal(game.current, 1);
    assert_int_equal(game.players[0].board.type_count[ALH_GARDEN], 1);
}

/* PASS only declines the extra action an exact payment earned (or when nothing is possible). */
static void test_pass(void **state)
{
    (void)state;
    setup_position(3);
    int flo3 = fx_give(&game, 0, FLO, 3), flo4 = fx_give(&game, 0, FLO, 4);
    fx_commit(&game);
    AlhCommand pass = fx_cmd_pass(0);
    fx_assert_refused(&game, &pass, ALH_ERR_NO_BONUS);
    int pay[] = {flo3, flo4};
    AlhCommand buy = fx_cmd_buy(0, 0, pay, 2);
    fx_apply_ok(&game, &buy, &events);
    AlhCommand wrong = fx_cmd_pass(1);
    fx_assert_refused(&game, &wrong, ALH_ERR_NOT_YOUR_TURN);
    fx_apply_ok(&game, &pass, &events);
    assert_int_equal(fx_event_count(&events, ALH_EV_PASS), 1);
    assert_int_equal(game.phase, ALH_PHASE_PLACE);
    assert_int_equal(game.bonus_action, 0);
}

/* Commands of the wrong phase. */
static void test_wrong_phase(void **state)
{
    (void)state;
    setup_position(3);
    int flo9 = fx_give(&game, 0, FLO, 9);
    fx_commit(&game);
    AlhCommand place = fx_cmd_place(0, TILE_PAVILION_7, 1, 0);
    fx_assert_refused(&game, &place, ALH_ERR_WRONG_PHASE);
    AlhCommand reserve = fx_cmd_reserve(0, TILE_PAVILION_7);
    fx_assert_refused(&game, &reserve, ALH_ERR_WRONG_PHASE);
    int pay[] = {flo9};
    AlhCommand buy = fx_cmd_buy(0, 0, pay, 1);
    fx_apply_ok(&game, &buy, &events);
    assert_int_equal(game.phase, ALH_PHASE_PLACE);
    AlhCommand take = fx_cmd_take(0, 1);
    fx_assert_refused(&game, &take, ALH_ERR_WRONG_PHASE);
    AlhCommand remove = fx_cmd_remove(0, TILE_PAVILION_7);
    fx_assert_refused(&game, &remove, ALH_ERR_WRONG_PHASE);
    AlhCommand other = fx_cmd_place(1, TILE_PAVILION_7, 1, 0);
    fx_assert_refused(&game, &other, ALH_ERR_NOT_YOUR_TURN);
    /* Placing a tile that is not pending. */
    AlhCommand stranger = fx_cmd_place(0, game.market[1], 1, 0);
    fx_assert_refused(&game, &stranger, ALH_ERR_NO_SUCH_TILE);
    AlhCommand bad_tile = fx_cmd_reserve(0, 77);
    fx_assert_refused(&game, &bad_tile, ALH_ERR_NO_SUCH_TILE);
    AlhCommand unknown = fx_cmd_pass(0);
    unknown.type = ALH_CMD_TYPE_COUNT + 3;
    fx_assert_refused(&game, &unknown, ALH_ERR_BAD_COMMAND);
    unknown.type = ALH_CMD_NONE;
    fx_assert_refused(&game, &unknown, ALH_ERR_BAD_COMMAND);
}

/* Random garbage commands: any that is refused leaves the state byte-identical, with no event. */
static void test_refusals_leave_no_trace(void **state)
{
    (void)state;
    AlhRng rng;
    alh_rng_seed(&rng, 99, 1);
    int refused = 0, accepted = 0;
    for (int round = 0; round < 40; round++) {
        setup_position(2 + round % 5);
        fx_give(&game, 0, FLO, 3);
        fx_give(&game, 0, FLO, 4);
        fx_give(&game, 0, DEN, 9);
        fx_commit(&game);
        for (int i = 0; i < 500; i++) {
            AlhCommand c;
            unsigned char *bytes = (unsigned char *)&c;
            for (size_t k = 0; k < sizeof c; k++)
                bytes[k] = (unsigned char)alh_rng_next(&rng);
            c.type = (uint8_t)(c.type % (ALH_CMD_TYPE_COUNT + 1));
            c.player = (uint8_t)(c.player % 4);
            if (i % 2) { /* plausible ones too */
                c.player = game.current;
                c.slots &= 0xF;
                c.space &= 3;
                c.tile = (uint8_t)(c.tile % 56);
                c.x = (int8_t)(c.x % 4);
                c.y = (int8_t)(c.y % 4);
                for (int w = 0; w < ALH_CARDSET_WORDS; w++)
                    c.cards.bits[w] &= game.players[c.player].hand.bits[w];
            }
            saved = game;
            memset(&events, 0, sizeof events);
            AlhError e = alh_apply(&game, &c, &events);
            if (e != ALH_OK) {
                assert_int_equal(events.count, 0);
                assert_memory_equal(&saved, &game, sizeof game);
                refused++;
            } else {
                char msg[160];
                if (!alh_game_validate(&game, msg, sizeof msg))
                    fail_msg("accepted command type %d left an invalid state: %s", c.type, msg);
                accepted++;
                game = saved; /* stay on the same position */
            }
        }
    }
    assert_true(refused > 1000);
    assert_true(accepted > 10);
}

/* Listed payments (R10): no card can be left out, each multiset of values once. */
static void test_listed_payments_are_minimal(void **state)
{
    (void)state;
    setup_position(3);
    /* Space 1 sells the pavilion for 7 against florins 2, 3, 4 and 5. */
    fx_give(&game, 0, FLO, 2);
    fx_give(&game, 0, FLO, 3);
    fx_give(&game, 0, FLO, 4);
    fx_give(&game, 0, FLO, 5);
    fx_commit(&game);
    AlhCommand legal[512];
    size_t n = alh_legal_commands_of(&game, alh_kinds_one(ALH_CMD_BUY), legal, 512);
    int found[4] = {0}; /* {3,4} {2,5} {3,5} {4,5} */
    size_t space0 = 0;
    for (size_t i = 0; i < n; i++) {
        if (legal[i].space != 0)
            continue;
        space0++;
        int sum = alh_cards_sum(&legal[i].cards, FLO), count = alh_cards_count(&legal[i].cards);
        assert_int_equal(count, 2);
        int low = 10;
        for (int card = 0; card < ALH_NUM_MONEY_CARDS; card++)
            if (alh_cards_has(&legal[i].cards, card) && alh_card_value(card) < low)
                low = alh_card_value(card);
        if (sum == 7 && low == 3)
            found[0]++;
        else if (sum == 7 && low == 2)
            found[1]++;
        else if (sum == 8)
            found[2]++;
        else if (sum == 9 && low == 4)
            found[3]++;
        else
            fail_msg("unexpected payment of %d with lowest card %d", sum, low);
        assert_int_equal(alh_check(&game, &legal[i]), ALH_OK);
    }
    assert_int_equal(space0, 4);
    for (int k = 0; k < 4; k++)
        assert_int_equal(found[k], 1);

    /* Two copies of the same value give one payment, not two. */
    setup_position(3);
    fx_give(&game, 0, FLO, 3);
    fx_give(&game, 0, FLO, 3);
    fx_give(&game, 0, FLO, 4);
    fx_commit(&game);
    n = alh_legal_commands_of(&game, alh_kinds_one(ALH_CMD_BUY), legal, 512);
    space0 = 0;
    for (size_t i = 0; i < n; i++)
        if (legal[i].space == 0) {
            space0++;
            assert_int_equal(alh_cards_sum(&legal[i].cards, FLO), 7);
        }
    assert_int_equal(space0, 1);
}

/* With nothing to take, nothing affordable and nothing to redesign, the only command is PASS. */
static void test_pass_when_nothing_is_possible(void **state)
{
    (void)state;
    setup_position(3);
    for (int s = 0; s < ALH_DISPLAY_SLOTS; s++)
        fx_card_to_hand(&game, 2, game.display[s]);
    fx_commit(&game);
    AlhCommand legal[8];
    size_t n = alh_legal_commands(&game, legal, 8);
    assert_int_equal(n, 1);
    assert_int_equal(legal[0].type, ALH_CMD_PASS);
    AlhCommand pass = fx_cmd_pass(0);
    fx_apply_ok(&game, &pass, &events);
    assert_int_equal(game.current, 1);
    /* With a tile on the reserve a redesign is possible, so passing is not. */
    setup_position(3);
    for (int s = 0; s < ALH_DISPLAY_SLOTS; s++)
        fx_card_to_hand(&game, 2, game.display[s]);
    fx_reserve_walls(&game, 0, 0, -1);
    fx_market_fill(&game);
    fx_commit(&game);
    fx_assert_refused(&game, &pass, ALH_ERR_NO_BONUS);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_card_values_as_made),
        cmocka_unit_test(test_card_sums_as_added),
        cmocka_unit_test(test_take_one_card_of_any_value),
        cmocka_unit_test(test_take_several_only_up_to_five),
        cmocka_unit_test(test_take_refusals),
        cmocka_unit_test(test_buy_refusals),
        cmocka_unit_test(test_paying_one_short_is_refused),
        cmocka_unit_test(test_exact_payment_gives_another_action),
        cmocka_unit_test(test_overpaying_in_the_extra_action_ends_the_turn),
        cmocka_unit_test(test_overpaying_ends_the_turn),
        cmocka_unit_test(test_rulebook_garden_example),
        cmocka_unit_test(test_pass),
        cmocka_unit_test(test_wrong_phase),
        cmocka_unit_test(test_refusals_leave_no_trace),
        cmocka_unit_test(test_listed_payments_are_minimal),
        cmocka_unit_test(test_pass_when_nothing_is_possible),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

/* SPDX-License-Identifier: MIT */
/* The flow of the game: scoring cards, reshuffles, the end of the game, and the 2-player rules. */
#include "fixtures.h"
#include "../../src/engine/engine_internal.h" /* alh_bytes_equal4: the refill's empty slots */

#include <string.h>

static AlhGame game;
static AlhEvents events;

enum { FLO = ALH_FLORIN, DIR = ALH_DIRHAM, DEN = ALH_DENAR, DUC = ALH_DUCAT };

static void new_position(int players, uint64_t seed)
{
    fx_new_game(&game, players, seed);
    fx_start_turn(&game, 0);
    fx_commit(&game);
}

static bool deck_holds(const AlhGame *g, int card)
{
    for (int i = g->deck_pos; i < g->deck_len; i++)
        if (g->deck[i] == card)
            return true;
    return false;
}

/* Player 0 takes the card in display slot 0 (a single card is always allowed). */
static void take_first_card(void)
{
    AlhCommand take = fx_cmd_take(game.current, 1);
    fx_apply_ok(&game, &take, &events);
}

static int dirk_tiles(const AlhGame *g)
{
    int n = 0;
    for (int t = 1; t <= ALH_NUM_TILES; t++)
        n += g->where[t].loc == ALH_LOC_DIRK;
    return n;
}

/* R8: the refill completes, then the round is scored, then the next player's turn begins. */
static void test_scoring_card_during_refill(void **state)
{
    (void)state;
    new_position(3, 70);
    int tower = fx_free_tile(&game, 0, ALH_TOWER);
    fx_move_tile(&game, tower, ALH_LOC_ALHAMBRA, 0, 1, 0);
    fx_market_fill(&game);
    fx_scoring_card_to_top(&game, ALH_CARD_SCORING_1);
    fx_commit(&game);
    take_first_card();
    int end = fx_event_find(&events, ALH_EV_TURN_END, 0);
    int card = fx_event_find(&events, ALH_EV_SCORING_CARD, 0);
    int refill = fx_event_find(&events, ALH_EV_DISPLAY_REFILL, 0);
    int scoring = fx_event_find(&events, ALH_EV_SCORING, 0);
    int start = fx_event_find(&events, ALH_EV_TURN_START, 0);
    assert_true(end >= 0 && card > end && refill > card && scoring > refill && start > scoring);
    assert_int_equal(events.ev[card].round, 1);
    assert_int_equal(events.ev[scoring].round, 1);
    assert_int_equal(events.ev[refill].slot, 0); /* the slot got the card after the scoring card */
    for (int s = 0; s < ALH_DISPLAY_SLOTS; s++)
        assert_true(alh_card_is_money(game.display[s]));
    assert_int_equal(game.scorings_done, 1);
    assert_false(deck_holds(&game, ALH_CARD_SCORING_1));
    assert_true(deck_holds(&game, ALH_CARD_SCORING_2));
    assert_int_equal(game.players[0].score, 6); /* one tower, most towers in round 1 */
    assert_int_equal(events.ev[scoring].score.points[0][ALH_TOWER], 6);
    assert_int_equal(events.ev[scoring].score.total[0], 6);
    assert_int_equal(game.current, 1);
    assert_int_equal(fx_event_count(&events, ALH_EV_SCORING), 1);
}

/* With tiles bought, the market refill also comes before the scoring. */
static void test_scoring_after_market_refill(void **state)
{
    (void)state;
    new_position(4, 71);
    fx_hand_clear(&game, 0);
    int tile = fx_free_tile(&game, 0, -1);
    fx_market_put(&game, 0, tile);
    fx_market_fill(&game);
    int c1 = fx_give(&game, 0, FLO, 9), c2 = fx_give(&game, 0, FLO, 9);
    fx_scoring_card_to_top(&game, ALH_CARD_SCORING_1);
    fx_card_to_discard(&game, game.display[2]); /* an empty slot: the display is refilled too */
    fx_commit(&game);
    int pay[] = {c1, c2};
    AlhCommand buy = fx_cmd_buy(0, 0, pay, 2); /* 18: more than any price */
    fx_apply_ok(&game, &buy, &events);
    AlhCommand place = fx_cmd_place(0, tile, 1, 0);
    fx_apply_ok(&game, &place, &events);
    int card = fx_event_find(&events, ALH_EV_SCORING_CARD, 0);
    int display = fx_event_find(&events, ALH_EV_DISPLAY_REFILL, 0);
    int market = fx_event_find(&events, ALH_EV_MARKET_REFILL, 0);
    int scoring = fx_event_find(&events, ALH_EV_SCORING, 0);
    assert_true(card >= 0 && display > card && market > display && scoring > market);
    assert_int_equal(events.ev[display].slot, 2);
    assert_true(fx_event_find(&events, ALH_EV_TURN_START, 0) > scoring);
    /* The new tile on the market was there before the scoring; what the player built counts. */
    assert_int_equal(events.ev[scoring].score.points[0][alh_tile_info(tile)->type], alh_tile_info(tile)->type + 1);
}

/* Both scoring cards in one refill: both rounds, in order, before the next turn. */
static void test_two_scoring_cards_in_one_refill(void **state)
{
    (void)state;
    new_position(3, 72);
    fx_scoring_card_to_top(&game, ALH_CARD_SCORING_2);
    fx_scoring_card_to_top(&game, ALH_CARD_SCORING_1);
    fx_commit(&game);
    take_first_card();
    int first = fx_event_find(&events, ALH_EV_SCORING, 0);
    int second = fx_event_find(&events, ALH_EV_SCORING, first + 1);
    assert_true(first >= 0 && second > first);
    assert_int_equal(events.ev[first].round, 1);
    assert_int_equal(events.ev[second].round, 2);
    assert_int_equal(game.scorings_done, 2);
    for (int s = 0; s < ALH_DISPLAY_SLOTS; s++)
        assert_true(alh_card_is_money(game.display[s]));
}

/* An empty draw pile is replaced by the shuffled discard pile; scoring cards never return. */
static void test_reshuffle(void **state)
{
    (void)state;
    new_position(3, 73);
    fx_scoring_card_to_top(&game, ALH_CARD_SCORING_1);
    fx_commit(&game);
    take_first_card();
    fx_scoring_card_to_top(&game, ALH_CARD_SCORING_2);
    fx_commit(&game);
    take_first_card();
    assert_int_equal(game.scorings_done, 2);
    fx_deck_to_discard(&game);
    fx_commit(&game);
    int discarded = alh_cards_count(&game.discard);
    assert_true(discarded > 20);
    assert_int_equal(alh_deck_remaining(&game), 0);
    take_first_card();
    int e = fx_event_find(&events, ALH_EV_DECK_RESHUFFLED, 0);
    assert_true(e >= 0);
    assert_int_equal(events.ev[e].value, discarded);
    assert_true(fx_event_find(&events, ALH_EV_DISPLAY_REFILL, e) > e);
    assert_int_equal(game.reshuffles, 1);
    assert_true(alh_cards_empty(&game.discard));
    assert_int_equal(alh_deck_remaining(&game), discarded - 1);
    assert_int_equal(alh_current_pile(&game), 0);
    assert_false(deck_holds(&game, ALH_CARD_SCORING_1));
    assert_false(deck_holds(&game, ALH_CARD_SCORING_2));
    assert_int_equal(fx_event_count(&events, ALH_EV_SCORING_CARD), 0);
    for (int s = 0; s < ALH_DISPLAY_SLOTS; s++)
        assert_true(alh_card_is_money(game.display[s]));
}

/* Both scoring cards drawn and scored, then every money card left to draw or in the discard pile
 * moved into player 3's hand: the draw pile and the discard pile are empty. */
static void money_piles_emptied(void)
{
    fx_scoring_card_to_top(&game, ALH_CARD_SCORING_1);
    fx_commit(&game);
    take_first_card();
    fx_scoring_card_to_top(&game, ALH_CARD_SCORING_2);
    fx_commit(&game);
    take_first_card();
    for (int i = game.deck_pos; i < game.deck_len; i++)
        alh_cards_add(&game.players[2].hand, game.deck[i]);
    for (int w = 0; w < 2; w++) {
        game.players[2].hand.bits[w] |= game.discard.bits[w];
        game.discard.bits[w] = 0;
    }
    game.deck_pos = game.deck_len;
}

/* Draw and discard piles both empty: the display stays short (R11), and play goes on. */
static void test_no_money_left_to_draw(void **state)
{
    (void)state;
    new_position(3, 74);
    money_piles_emptied();
    game.players[2].known = game.players[2].hand;
    fx_commit(&game);
    take_first_card();
    assert_int_equal(game.display[0], ALH_CARD_NONE);
    assert_int_equal(fx_event_count(&events, ALH_EV_DISPLAY_REFILL), 0);
    assert_int_equal(fx_event_count(&events, ALH_EV_DECK_RESHUFFLED), 0);
    assert_int_equal(game.phase, ALH_PHASE_ACTION);
    AlhCommand empty = fx_cmd_take(game.current, 1);
    fx_assert_refused(&game, &empty, ALH_ERR_EMPTY_SLOT);
}

/* The bag is empty but no market space is: the game goes on. */
static void test_empty_bag_with_full_market_goes_on(void **state)
{
    (void)state;
    new_position(3, 75);
    fx_empty_bag(&game);
    fx_commit(&game);
    take_first_card();
    assert_int_equal(game.phase, ALH_PHASE_ACTION);
    assert_int_equal(game.current, 1);
    assert_int_equal(fx_event_count(&events, ALH_EV_SCORING), 0);
}

/* N12, R13: the last tiles of the bag fill every empty space: the game goes on. It ends at the end
 * of the first turn after which a space stays empty. */
static void test_last_tiles_fill_the_market_and_play_goes_on(void **state)
{
    (void)state;
    new_position(3, 85);
    for (int p = 0; p < 3; p++)
        fx_hand_clear(&game, p);
    fx_trim_bag(&game, 1);
    int last_tile = game.bag[game.bag_pos], t0 = game.market[0];
    int a = fx_give(&game, 0, FLO, 9), b = fx_give(&game, 0, FLO, 8); /* 17: more than any price */
    fx_commit(&game);
    int pay[] = {a, b};
    AlhCommand buy = fx_cmd_buy(0, 0, pay, 2);
    fx_apply_ok(&game, &buy, &events);
    AlhCommand reserve = fx_cmd_reserve(0, t0);
    fx_apply_ok(&game, &reserve, &events);
    assert_int_equal(alh_bag_remaining(&game), 0);
    assert_int_equal(game.market[0], last_tile);
    assert_int_equal(fx_event_count(&events, ALH_EV_TILE_AWARDED) + fx_event_count(&events, ALH_EV_TILE_NOT_AWARDED), 0);
    assert_int_equal(fx_event_count(&events, ALH_EV_GAME_OVER), 0);
    assert_int_equal(game.phase, ALH_PHASE_ACTION);
    assert_int_equal(game.current, 1);
    /* The next purchase leaves a space that cannot be refilled: that turn ends the game. */
    int c = fx_give(&game, 1, FLO, 9), d = fx_give(&game, 1, FLO, 8);
    fx_commit(&game);
    int pay1[] = {c, d};
    AlhCommand buy1 = fx_cmd_buy(1, 0, pay1, 2);
    fx_apply_ok(&game, &buy1, &events);
    AlhCommand reserve1 = fx_cmd_reserve(1, last_tile);
    fx_apply_ok(&game, &reserve1, &events);
    assert_int_equal(fx_event_count(&events, ALH_EV_TILE_NOT_AWARDED), 3); /* nobody holds money */
    assert_int_equal(game.phase, ALH_PHASE_OVER);
}

/* R11: an empty draw pile is replaced by the discard pile however few cards it holds (here one). */
static void test_reshuffle_of_a_single_card(void **state)
{
    (void)state;
    new_position(3, 86);
    money_piles_emptied();
    int card = alh_cards_next(&game.players[2].hand, 0);
    alh_cards_remove(&game.players[2].hand, card);
    alh_cards_add(&game.discard, card);
    game.players[2].known = game.players[2].hand;
    fx_commit(&game);
    take_first_card();
    int e = fx_event_find(&events, ALH_EV_DECK_RESHUFFLED, 0);
    assert_true(e >= 0);
    assert_int_equal(events.ev[e].value, 1);
    assert_int_equal(game.display[0], card);
    assert_true(alh_cards_empty(&game.discard));
    assert_int_equal(alh_deck_remaining(&game), 0);
}

/*
 * R13: the bag cannot refill the market. Remaining market tiles go to the player with strictly
 * the most money of the space's currency; a tie leaves the tile; recipients place theirs in turn
 * order after the player whose turn ended; then the third scoring and the end.
 */
static void test_end_of_game_awards_market_tiles(void **state)
{
    (void)state;
    new_position(3, 76);
    for (int p = 0; p < 3; p++)
        fx_hand_clear(&game, p);
    int tower = fx_free_tile(&game, 0, ALH_TOWER);
    fx_move_tile(&game, tower, ALH_LOC_ALHAMBRA, 0, -1, 0);
    int cheap = 1; /* pavilion for 2, walls north, east and west */
    fx_market_put(&game, 3, cheap);
    int t0 = fx_free_tile(&game, 0, ALH_GARDEN);
    fx_market_put(&game, 0, t0);
    fx_market_fill(&game);
    int t1 = game.market[1], t2 = game.market[2];
    fx_empty_bag(&game);
    int duc = fx_give(&game, 0, DUC, 3);
    fx_give(&game, 0, DUC, 9); /* ducats do not matter: space 4 will be empty */
    fx_give(&game, 1, FLO, 5); /* space 1, florins: player 1 has the most */
    fx_give(&game, 2, FLO, 3);
    fx_give(&game, 0, DIR, 4); /* space 2, dirhams: players 0 and 2 tie */
    fx_give(&game, 2, DIR, 1);
    fx_give(&game, 2, DIR, 3);
    fx_give(&game, 0, DEN, 2); /* space 3, denars: player 2 */
    fx_give(&game, 2, DEN, 7);
    fx_commit(&game);

    int pay[] = {duc};
    AlhCommand buy = fx_cmd_buy(0, 3, pay, 1);
    fx_apply_ok(&game, &buy, &events);
    AlhCommand reserve = fx_cmd_reserve(0, cheap);
    fx_apply_ok(&game, &reserve, &events);

    int a0 = fx_event_find(&events, ALH_EV_TILE_AWARDED, 0);
    int n1 = fx_event_find(&events, ALH_EV_TILE_NOT_AWARDED, 0);
    int a2 = fx_event_find(&events, ALH_EV_TILE_AWARDED, a0 + 1);
    assert_true(a0 >= 0 && n1 > a0 && a2 > n1);
    assert_int_equal(events.ev[a0].player, 1);
    assert_int_equal(events.ev[a0].tile, t0);
    assert_int_equal(events.ev[a0].slot, 0);
    assert_int_equal(events.ev[n1].tile, t1);
    assert_int_equal(events.ev[n1].slot, 1);
    assert_int_equal(events.ev[a2].player, 2);
    assert_int_equal(events.ev[a2].tile, t2);
    assert_int_equal(fx_event_count(&events, ALH_EV_TILE_AWARDED), 2);
    assert_int_equal(fx_event_count(&events, ALH_EV_SCORING), 0);
    assert_int_equal(fx_event_count(&events, ALH_EV_TURN_START), 0);
    assert_int_equal(game.market[1], t1); /* the tied tile stays on the market */
    assert_int_equal(game.market[3], 0);
    assert_int_equal(game.where[t0].loc, ALH_LOC_PENDING);
    assert_int_equal(game.where[t0].owner, 1);
    assert_int_equal(game.phase, ALH_PHASE_FINAL_PLACE);
    assert_int_equal(alh_to_move(&game), 1);

    AlhCommand early = fx_cmd_reserve(2, t2);
    fx_assert_refused(&game, &early, ALH_ERR_NOT_YOUR_TURN);
    AlhCommand take = fx_cmd_take(1, 1);
    fx_assert_refused(&game, &take, ALH_ERR_WRONG_PHASE);
    AlhCommand dirk = fx_cmd_give_dirk(1, t0);
    fx_assert_refused(&game, &dirk, ALH_ERR_MODULE_OFF);

    AlhCommand place = fx_cmd_place(1, t0, 1, 0);
    fx_apply_ok(&game, &place, &events);
    assert_int_equal(game.phase, ALH_PHASE_FINAL_PLACE);
    assert_int_equal(alh_to_move(&game), 2);
    assert_int_equal(fx_event_count(&events, ALH_EV_SCORING), 0);
    AlhCommand last = fx_cmd_reserve(2, t2);
    fx_apply_ok(&game, &last, &events);
    int scoring = fx_event_find(&events, ALH_EV_SCORING, 0);
    int over = fx_event_find(&events, ALH_EV_GAME_OVER, 0);
    assert_true(scoring >= 0 && over > scoring);
    assert_int_equal(events.ev[scoring].round, 3);
    assert_int_equal(game.phase, ALH_PHASE_OVER);
    assert_int_equal(game.scorings_done, 3);
    assert_int_equal(alh_to_move(&game), -1);
    /* Player 0's tower wins round 3 towers (21); player 1's garden, given out and placed, counts (20). */
    assert_int_equal(events.ev[scoring].score.points[0][ALH_TOWER], 21);
    assert_int_equal(events.ev[scoring].score.points[1][ALH_GARDEN], 20);
    for (int p = 0; p < 3; p++)
        assert_int_equal(events.ev[over].score.total[p], game.players[p].score);

    AlhCommand after = fx_cmd_take(0, 1);
    fx_assert_refused(&game, &after, ALH_ERR_GAME_OVER);
    AlhCommand legal[4];
    assert_int_equal(alh_legal_commands(&game, legal, 4), 0);
}

/* The market is filled from what is left, space 1 first; ties everywhere award nothing; equal
 * totals share the victory. */
static void test_end_of_game_partial_refill_and_shared_victory(void **state)
{
    (void)state;
    new_position(3, 77);
    for (int p = 0; p < 3; p++)
        fx_hand_clear(&game, p);
    fx_trim_bag(&game, 1);
    int last_tile = game.bag[game.bag_pos];
    int t1 = game.market[1], t3 = game.market[3];
    int p1 = alh_tile_info(t1)->price, p3 = alh_tile_info(t3)->price;
    int pay1[2], pay3[2], n1 = 0, n3 = 0;
    pay1[n1++] = fx_give(&game, 0, DIR, p1 > 9 ? 9 : p1);
    if (p1 > 9)
        pay1[n1++] = fx_give(&game, 0, DIR, p1 - 9);
    pay3[n3++] = fx_give(&game, 0, DUC, p3 > 9 ? 9 : p3);
    if (p3 > 9)
        pay3[n3++] = fx_give(&game, 0, DUC, p3 - 9);
    game.players[0].score = 30;
    game.players[1].score = 30;
    game.players[2].score = 20;
    fx_commit(&game);

    AlhCommand buy1 = fx_cmd_buy(0, 1, pay1, n1);
    fx_apply_ok(&game, &buy1, &events);
    AlhCommand buy3 = fx_cmd_buy(0, 3, pay3, n3);
    fx_apply_ok(&game, &buy3, &events);
    AlhCommand pass = fx_cmd_pass(0);
    fx_apply_ok(&game, &pass, &events);
    AlhCommand r1 = fx_cmd_reserve(0, t1);
    fx_apply_ok(&game, &r1, &events);
    AlhCommand r3 = fx_cmd_reserve(0, t3);
    fx_apply_ok(&game, &r3, &events);

    int refill = fx_event_find(&events, ALH_EV_MARKET_REFILL, 0);
    assert_true(refill >= 0);
    assert_int_equal(events.ev[refill].slot, 1);
    assert_int_equal(events.ev[refill].tile, last_tile);
    assert_int_equal(fx_event_count(&events, ALH_EV_MARKET_REFILL), 1);
    assert_int_equal(game.market[1], last_tile);
    assert_int_equal(game.market[3], 0);
    /* Nobody holds any money: every tile left is a tie. */
    assert_int_equal(fx_event_count(&events, ALH_EV_TILE_NOT_AWARDED), 3);
    assert_int_equal(fx_event_count(&events, ALH_EV_TILE_AWARDED), 0);
    int over = fx_event_find(&events, ALH_EV_GAME_OVER, 0);
    assert_true(over > fx_event_find(&events, ALH_EV_SCORING, 0));
    assert_int_equal(game.phase, ALH_PHASE_OVER);
    assert_int_equal(events.ev[over].score.total[0], 30);
    assert_int_equal(events.ev[over].score.total[1], 30);
    assert_int_equal(events.ev[over].score.total[2], 20);
    assert_int_equal(events.ev[over].score.rank[0], 1);
    assert_int_equal(events.ev[over].score.rank[1], 1);
    assert_int_equal(events.ev[over].score.rank[2], 3);
}

/* A scoring card drawn in the turn that ends the game: that round first, then the final one. */
static void test_scoring_card_in_the_last_turn(void **state)
{
    (void)state;
    new_position(3, 78);
    for (int p = 0; p < 3; p++)
        fx_hand_clear(&game, p);
    fx_empty_bag(&game);
    int t0 = game.market[0];
    int price = alh_tile_info(t0)->price;
    int pay[2], n = 0;
    pay[n++] = fx_give(&game, 0, FLO, price > 9 ? 9 : price);
    if (price > 9)
        pay[n++] = fx_give(&game, 0, FLO, price - 9);
    fx_scoring_card_to_top(&game, ALH_CARD_SCORING_1);
    fx_card_to_discard(&game, game.display[0]); /* so that the display is refilled at the end */
    fx_commit(&game);
    AlhCommand buy = fx_cmd_buy(0, 0, pay, n);
    fx_apply_ok(&game, &buy, &events);
    AlhCommand pass = fx_cmd_pass(0); /* keeps player 0's hand empty: no tile is given out */
    fx_apply_ok(&game, &pass, &events);
    AlhCommand reserve = fx_cmd_reserve(0, t0);
    fx_apply_ok(&game, &reserve, &events);
    int first = fx_event_find(&events, ALH_EV_SCORING, 0);
    int last = fx_event_find(&events, ALH_EV_SCORING, first + 1);
    assert_true(first >= 0 && last > first);
    assert_int_equal(events.ev[first].round, 1);
    assert_int_equal(events.ev[last].round, 3);
    assert_int_equal(game.phase, ALH_PHASE_OVER);
}

/* R14: Dirk gets 6 tiles right after the first scoring and a third of the bag after the second. */
static void test_dirk_after_scorings(void **state)
{
    (void)state;
    new_position(2, 79);
    assert_int_equal(dirk_tiles(&game), 6);
    int bag = alh_bag_remaining(&game);
    fx_scoring_card_to_top(&game, ALH_CARD_SCORING_1);
    fx_commit(&game);
    take_first_card();
    int scoring = fx_event_find(&events, ALH_EV_SCORING, 0);
    int to_dirk = fx_event_find(&events, ALH_EV_TILE_TO_DIRK, 0);
    assert_true(scoring >= 0 && to_dirk > scoring);
    assert_true(fx_event_find(&events, ALH_EV_TURN_START, 0) > to_dirk);
    assert_int_equal(fx_event_count(&events, ALH_EV_TILE_TO_DIRK), 6);
    assert_int_equal(dirk_tiles(&game), 12);
    assert_int_equal(alh_bag_remaining(&game), bag - 6);

    /* Leave 20 tiles in the bag: a third, rounded down, is 6. */
    fx_trim_bag(&game, 20);
    fx_scoring_card_to_top(&game, ALH_CARD_SCORING_2);
    fx_commit(&game);
    take_first_card();
    assert_int_equal(fx_event_count(&events, ALH_EV_TILE_TO_DIRK), 6);
    assert_int_equal(dirk_tiles(&game), 18);
    assert_int_equal(alh_bag_remaining(&game), 14);
    for (int i = 0; i < events.count; i++)
        if (events.ev[i].type == ALH_EV_TILE_TO_DIRK)
            assert_int_equal(events.ev[i].player, -1);
}

static void test_dirk_third_rounds_down(void **state)
{
    (void)state;
    new_position(2, 80);
    fx_scoring_card_to_top(&game, ALH_CARD_SCORING_1);
    fx_commit(&game);
    take_first_card();
    fx_trim_bag(&game, 11);
    fx_scoring_card_to_top(&game, ALH_CARD_SCORING_2);
    fx_commit(&game);
    int before = dirk_tiles(&game);
    take_first_card();
    assert_int_equal(dirk_tiles(&game) - before, 3);
    assert_int_equal(alh_bag_remaining(&game), 8);
    /* With 3 players nobody draws for Dirk. */
    new_position(3, 80);
    fx_scoring_card_to_top(&game, ALH_CARD_SCORING_1);
    fx_commit(&game);
    int bag = alh_bag_remaining(&game);
    take_first_card();
    assert_int_equal(alh_bag_remaining(&game), bag);
    assert_int_equal(dirk_tiles(&game), 0);
}

/* N16: Dirk is due more tiles than the tower holds: he takes what there is, and play goes on (the
 * market was refilled before the scoring, R8). */
static void test_dirk_takes_what_the_tower_holds(void **state)
{
    (void)state;
    new_position(2, 87);
    fx_trim_bag(&game, 3);
    fx_scoring_card_to_top(&game, ALH_CARD_SCORING_1);
    fx_commit(&game);
    take_first_card();
    assert_int_equal(fx_event_count(&events, ALH_EV_TILE_TO_DIRK), 3);
    assert_int_equal(dirk_tiles(&game), 9);
    assert_int_equal(alh_bag_remaining(&game), 0);
    assert_int_equal(game.phase, ALH_PHASE_ACTION);
    assert_int_equal(fx_event_count(&events, ALH_EV_GAME_OVER), 0);
}

/* N17: "a third of the tiles remaining in the tower" is counted after the refill of the turn in
 * which the second scoring card came up (the round is scored once the refill is complete, R8). */
static void test_dirk_third_counts_the_tower_after_the_refill(void **state)
{
    (void)state;
    new_position(2, 88);
    fx_scoring_card_to_top(&game, ALH_CARD_SCORING_1);
    fx_commit(&game);
    take_first_card();
    fx_hand_clear(&game, game.current);
    fx_trim_bag(&game, 21);
    int tile = game.market[0];
    int a = fx_give(&game, game.current, FLO, 9), b = fx_give(&game, game.current, FLO, 8);
    fx_scoring_card_to_top(&game, ALH_CARD_SCORING_2);
    fx_card_to_discard(&game, game.display[1]); /* an empty slot: the display draws at the turn's end */
    fx_commit(&game);
    int before = dirk_tiles(&game), player = game.current;
    int pay[] = {a, b};
    AlhCommand buy = fx_cmd_buy(player, 0, pay, 2);
    fx_apply_ok(&game, &buy, &events);
    AlhCommand reserve = fx_cmd_reserve(player, tile);
    fx_apply_ok(&game, &reserve, &events);
    int refill = fx_event_find(&events, ALH_EV_MARKET_REFILL, 0), scoring = fx_event_find(&events, ALH_EV_SCORING, 0);
    assert_true(refill >= 0 && scoring > refill);
    assert_int_equal(events.ev[scoring].round, 2);
    assert_int_equal(dirk_tiles(&game) - before, 20 / 3); /* 21 - 1 for the market, not 21 / 3 = 7 */
    assert_int_equal(alh_bag_remaining(&game), 14);
}

/* With 2 players a bought tile may be given to Dirk instead of being placed or reserved. */
static void test_give_bought_tile_to_dirk(void **state)
{
    (void)state;
    new_position(2, 81);
    fx_hand_clear(&game, 0);
    int tile = game.market[2];
    int price = alh_tile_info(tile)->price;
    int pay[2], n = 0;
    pay[n++] = fx_give(&game, 0, DEN, 9);
    if (price >= 9)
        pay[n++] = fx_give(&game, 0, DEN, 8); /* always more than the price */
    fx_commit(&game);
    AlhCommand early = fx_cmd_give_dirk(0, tile);
    fx_assert_refused(&game, &early, ALH_ERR_WRONG_PHASE);
    AlhCommand buy = fx_cmd_buy(0, 2, pay, n);
    fx_apply_ok(&game, &buy, &events);
    assert_int_equal(game.phase, ALH_PHASE_PLACE);
    AlhCommand legal[256];
    size_t count = alh_legal_commands(&game, legal, 256);
    int gives = 0;
    for (size_t i = 0; i < count && i < 256; i++)
        gives += legal[i].type == ALH_CMD_GIVE_DIRK && legal[i].tile == tile;
    assert_int_equal(gives, 1);
    AlhCommand wrong = fx_cmd_give_dirk(0, game.market[0]);
    fx_assert_refused(&game, &wrong, ALH_ERR_NO_SUCH_TILE);
    AlhCommand other = fx_cmd_give_dirk(1, tile);
    fx_assert_refused(&game, &other, ALH_ERR_NOT_YOUR_TURN);
    int type = alh_tile_info(tile)->type, had = game.dirk_type_count[type];
    AlhCommand give = fx_cmd_give_dirk(0, tile);
    fx_apply_ok(&game, &give, &events);
    int e = fx_event_find(&events, ALH_EV_TILE_TO_DIRK, 0);
    assert_true(e >= 0);
    assert_int_equal(events.ev[e].player, 0);
    assert_int_equal(events.ev[e].tile, tile);
    assert_int_equal(game.where[tile].loc, ALH_LOC_DIRK);
    assert_int_equal(game.dirk_type_count[type], had + 1);
    assert_int_equal(game.current, 1);
    assert_true(fx_event_find(&events, ALH_EV_TURN_END, e) > e);
}

/* Not with 3 or more players: there is no Dirk. */
static void test_no_dirk_with_three_players(void **state)
{
    (void)state;
    new_position(3, 82);
    fx_hand_clear(&game, 0);
    int tile = game.market[2];
    int pay[2], n = 0;
    pay[n++] = fx_give(&game, 0, DEN, 9);
    pay[n++] = fx_give(&game, 0, DEN, 8);
    fx_commit(&game);
    AlhCommand buy = fx_cmd_buy(0, 2, pay, n);
    fx_apply_ok(&game, &buy, &events);
    assert_int_equal(game.phase, ALH_PHASE_PLACE);
    AlhCommand give = fx_cmd_give_dirk(0, tile);
    fx_assert_refused(&game, &give, ALH_ERR_MODULE_OFF);
    AlhCommand legal[256];
    size_t count = alh_legal_commands(&game, legal, 256);
    for (size_t i = 0; i < count && i < 256; i++)
        assert_int_not_equal(legal[i].type, ALH_CMD_GIVE_DIRK);
}

/* Tiles given out at the end of the game are not bought: they cannot go to Dirk. */
static void test_awarded_tiles_cannot_go_to_dirk(void **state)
{
    (void)state;
    new_position(2, 83);
    for (int p = 0; p < 2; p++)
        fx_hand_clear(&game, p);
    fx_empty_bag(&game);
    int t0 = game.market[0], t3 = game.market[3];
    int p3 = alh_tile_info(t3)->price;
    int pay[2], n = 0;
    pay[n++] = fx_give(&game, 0, DUC, 9);
    if (p3 >= 9)
        pay[n++] = fx_give(&game, 0, DUC, 8);
    fx_give(&game, 1, FLO, 2); /* player 1 gets the tile of space 1 */
    fx_commit(&game);
    AlhCommand buy = fx_cmd_buy(0, 3, pay, n);
    fx_apply_ok(&game, &buy, &events);
    AlhCommand give = fx_cmd_give_dirk(0, t3);
    fx_apply_ok(&game, &give, &events);
    assert_int_equal(game.phase, ALH_PHASE_FINAL_PLACE);
    assert_int_equal(alh_to_move(&game), 1);
    AlhCommand dirk = fx_cmd_give_dirk(1, t0);
    fx_assert_refused(&game, &dirk, ALH_ERR_WRONG_PHASE);
    AlhCommand legal[256];
    size_t count = alh_legal_commands(&game, legal, 256);
    for (size_t i = 0; i < count && i < 256; i++)
        assert_int_not_equal(legal[i].type, ALH_CMD_GIVE_DIRK);
    AlhCommand reserve = fx_cmd_reserve(1, t0);
    fx_apply_ok(&game, &reserve, &events);
    assert_int_equal(game.phase, ALH_PHASE_OVER);
}

/* Recipients place their tiles in turn order after the player whose turn ended, that player last. */
static void test_final_placement_order(void **state)
{
    (void)state;
    new_position(4, 84);
    for (int p = 0; p < 4; p++)
        fx_hand_clear(&game, p);
    fx_empty_bag(&game);
    int t0 = game.market[0], t1 = game.market[1], t3 = game.market[3];
    int p3 = alh_tile_info(t3)->price;
    int pay[2], n = 0;
    pay[n++] = fx_give(&game, 1, DUC, 9);
    if (p3 >= 9)
        pay[n++] = fx_give(&game, 1, DUC, 8);
    fx_give(&game, 1, FLO, 4); /* space 1 to player 1, who ends the turn */
    fx_give(&game, 3, DIR, 2); /* space 2 to player 3 */
    fx_give(&game, 3, DIR, 1);
    fx_give(&game, 1, DIR, 2);
    fx_start_turn(&game, 1);
    fx_commit(&game);
    AlhCommand buy = fx_cmd_buy(1, 3, pay, n);
    fx_apply_ok(&game, &buy, &events);
    AlhCommand reserve = fx_cmd_reserve(1, t3);
    fx_apply_ok(&game, &reserve, &events);
    assert_int_equal(game.phase, ALH_PHASE_FINAL_PLACE);
    assert_int_equal(alh_to_move(&game), 3);
    AlhCommand first = fx_cmd_reserve(3, t1);
    fx_apply_ok(&game, &first, &events);
    assert_int_equal(alh_to_move(&game), 1);
    AlhCommand second = fx_cmd_reserve(1, t0);
    fx_apply_ok(&game, &second, &events);
    assert_int_equal(game.phase, ALH_PHASE_OVER);
}

/* The refill finds the display's empty slots and the market's empty spaces four bytes at once:
 * the same bits as comparing byte by byte, whatever the bytes (carries between bytes included). */
static void test_empty_slots_read_at_once(void **state)
{
    (void)state;
    static const uint8_t bytes[] = {0x00, 0x01, 0x7F, 0x80, 0x81, 0xFE, 0xFF, 0x10};
    enum { N = sizeof bytes };
    for (int v = 0; v < N; v++)
        for (int i = 0; i < N * N * N * N; i++) {
            uint8_t a[4] = {bytes[i % N], bytes[i / N % N], bytes[i / (N * N) % N], bytes[i / (N * N * N)]};
            unsigned plain = 0;
            for (int k = 0; k < 4; k++)
                plain |= (unsigned)(a[k] == bytes[v]) << k;
            assert_int_equal(alh_bytes_equal4(a, bytes[v]), plain);
        }
}

/* The turn and command counters are 16 bits: a game loaded near their end (any value a save can
 * hold) plays on with the counters held at their last value, never wrapping to 0, which would
 * make the game invalid (turns are counted from 1). Found by fuzz_state_values. */
static void test_counters_stop_at_their_end(void **state)
{
    (void)state;
    new_position(4, 31);
    game.turn = UINT16_MAX;
    game.command_count = UINT16_MAX;
    fx_commit(&game);
    char why[160];
    assert_true(alh_game_validate(&game, why, sizeof why));
    take_first_card(); /* the turn ends: the next one starts */
    assert_int_equal(game.current, 1);
    assert_int_equal(game.turn, UINT16_MAX);
    assert_int_equal(game.command_count, UINT16_MAX);
    if (!alh_game_validate(&game, why, sizeof why))
        fail_msg("after the turn: %s", why);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_counters_stop_at_their_end),
        cmocka_unit_test(test_empty_slots_read_at_once),
        cmocka_unit_test(test_scoring_card_during_refill),
        cmocka_unit_test(test_scoring_after_market_refill),
        cmocka_unit_test(test_two_scoring_cards_in_one_refill),
        cmocka_unit_test(test_reshuffle),
        cmocka_unit_test(test_no_money_left_to_draw),
        cmocka_unit_test(test_empty_bag_with_full_market_goes_on),
        cmocka_unit_test(test_last_tiles_fill_the_market_and_play_goes_on),
        cmocka_unit_test(test_reshuffle_of_a_single_card),
        cmocka_unit_test(test_end_of_game_awards_market_tiles),
        cmocka_unit_test(test_end_of_game_partial_refill_and_shared_victory),
        cmocka_unit_test(test_scoring_card_in_the_last_turn),
        cmocka_unit_test(test_dirk_after_scorings),
        cmocka_unit_test(test_dirk_third_rounds_down),
        cmocka_unit_test(test_dirk_takes_what_the_tower_holds),
        cmocka_unit_test(test_dirk_third_counts_the_tower_after_the_refill),
        cmocka_unit_test(test_give_bought_tile_to_dirk),
        cmocka_unit_test(test_no_dirk_with_three_players),
        cmocka_unit_test(test_awarded_tiles_cannot_go_to_dirk),
        cmocka_unit_test(test_final_placement_order),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

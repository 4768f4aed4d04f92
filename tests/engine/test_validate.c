/* SPDX-License-Identifier: MIT */
/* alh_game_validate, which the soak relies on, must notice every kind of broken state. */
#include "fixtures.h"

#include <string.h>

static AlhGame good, bad;

static void base(void)
{
    fx_new_game(&good, 3, 3000);
    fx_start_turn(&good, 0);
    fx_build_walls(&good, 0, 0, 1, 0);
    fx_build_walls(&good, 0, W_E, 2, 0);
    fx_reserve_walls(&good, 1, 0, -1);
    fx_market_fill(&good);
    fx_commit(&good);
    bad = good;
}

/* The state in `bad` must be refused, with a message. */
static void expect_invalid(const char *what)
{
    char msg[160] = "";
    if (alh_game_validate(&bad, msg, sizeof msg))
        fail_msg("not noticed: %s", what);
    assert_true(strlen(msg) > 0);
    bad = good;
}

static void test_valid_states_pass(void **state)
{
    (void)state;
    base();
    char msg[160];
    assert_true(alh_game_validate(&good, msg, sizeof msg));
    /* A tiny message buffer is fine too. */
    assert_true(alh_game_validate(&good, NULL, 0));
}

static void test_money_conservation(void **state)
{
    (void)state;
    base();
    int card = -1;
    for (int c = 0; c < ALH_NUM_MONEY_CARDS && card < 0; c++)
        if (alh_cards_has(&bad.players[0].hand, c))
            card = c;
    assert_true(card >= 0);
    alh_cards_remove(&bad.players[0].hand, card);
    alh_cards_remove(&bad.players[0].known, card);
    expect_invalid("a card missing from the game");
    alh_cards_add(&bad.discard, card);
    expect_invalid("a card both in a hand and on the discard pile");
    bad.display[1] = bad.display[0];
    expect_invalid("the same card on two display slots");
    bad.deck[bad.deck_pos] = bad.display[2];
    expect_invalid("a card both in the deck and on the display");
    bad.display[3] = ALH_CARD_SCORING_1;
    expect_invalid("a scoring card on the display");
    bad.scorings_done = 1;
    expect_invalid("a round scored while both scoring cards are still in the deck");
    bad.scorings_due = 1;
    expect_invalid("a scoring card drawn and waiting while both are still in the deck");
    bad.drawing = ALH_DRAWING_REFILL;
    expect_invalid("draws stopped without a module's phase to stop them");
    bad.drawing_player = 1;
    expect_invalid("a player of the draws while none are under way");
    bad.drawing = ALH_DRAWING_COUNT;
    expect_invalid("an unknown kind of draws");
    for (int c = 0; c < ALH_NUM_MONEY_CARDS; c++)
        if (!alh_cards_has(&bad.players[1].hand, c)) {
            alh_cards_add(&bad.players[1].known, c);
            break;
        }
    expect_invalid("a known card that is not in the hand");
    /* A third copy in a 2-player game. */
    fx_new_game(&bad, 2, 3001);
    alh_cards_add(&bad.discard, alh_card_make(ALH_DENAR, 5, 2));
    expect_invalid("a third copy of a card with two players");
}

static void test_tile_conservation(void **state)
{
    (void)state;
    base();
    bad.bag[bad.bag_pos] = bad.bag[bad.bag_pos + 1];
    expect_invalid("a tile twice in the bag");
    int t = bad.market[0];
    bad.market[1] = (uint8_t)t;
    expect_invalid("a tile on two market spaces");
    bad.where[t].x = 2;
    expect_invalid("a market tile claiming another space");
    int in_bag = bad.bag[bad.bag_pos];
    bad.where[in_bag].loc = ALH_LOC_RESERVE;
    bad.where[in_bag].owner = 2;
    expect_invalid("a tile both in the bag and on a reserve");
    bad.where[in_bag].loc = ALH_LOC_DIRK;
    expect_invalid("a tile in the bag said to be Dirk's (3 players, counts off)");
    int built = 0;
    for (int k = 1; k <= ALH_NUM_TILES; k++)
        if (bad.where[k].loc == ALH_LOC_ALHAMBRA)
            built = k;
    bad.where[built].x = 5;
    expect_invalid("a built tile whose place does not match the board");
    bad.where[built].owner = 5;
    expect_invalid("a tile owned by a player who is not in the game");
    bad.players[1].reserve_count = 3;
    expect_invalid("a reserve count that does not match the tiles");
    bad.players[0].board.type_count[ALH_TOWER] += 1;
    expect_invalid("a building count that does not match the board");
    bad.current = 3;
    expect_invalid("a current player who is not in the game");
    bad.num_players = 7;
    expect_invalid("seven players");
}

static void test_illegal_alhambras(void **state)
{
    (void)state;
    /* Each broken board is made through where[] and rebuilt, so only the building rules are off. */
    base();
    fx_move_tile(&bad, fx_free_tile(&bad, W_N, -1), ALH_LOC_ALHAMBRA, 0, 0, 1);
    alh_game_rebuild(&bad);
    expect_invalid("a wall against the fountain's open side");
    fx_move_tile(&bad, fx_free_tile(&bad, W_W, -1), ALH_LOC_ALHAMBRA, 0, 3, 0);
    alh_game_rebuild(&bad);
    expect_invalid("a tile behind back-to-back walls, not reachable on foot");
    fx_move_tile(&bad, fx_free_tile(&bad, 0, -1), ALH_LOC_ALHAMBRA, 0, 5, 5);
    alh_game_rebuild(&bad);
    expect_invalid("a tile not joined to the Alhambra");
    /* A ring of open tiles round the empty cell 1,1 (1,0 is open, 2,0 has only an east wall). */
    static const int ring[5][2] = {{0, 1}, {0, 2}, {1, 2}, {2, 2}, {2, 1}};
    for (int i = 0; i < 5; i++)
        fx_move_tile(&bad, fx_free_tile(&bad, 0, -1), ALH_LOC_ALHAMBRA, 0, ring[i][0], ring[i][1]);
    alh_game_rebuild(&bad);
    expect_invalid("an empty cell closed in");
}

/* Positions no command can move on, or that loop for ever: refused, so that a game that is not over
 * always has a legal command (issue 14). */
static void test_positions_that_can_never_move(void **state)
{
    (void)state;
    base();
    bad.phase = ALH_PHASE_AUCTION;
    expect_invalid("an auction in a game without the characters");
    bad.phase = ALH_PHASE_VIZIER;
    expect_invalid("the vizier's window in a game without the vizier");
    bad.mod.characters.master_builder_step = 1;
    expect_invalid("the Master Builder's step in a base game");
    bad.mod.characters.auction_resume = 255;
    expect_invalid("a module's state in a base game");
    bad.phase = ALH_PHASE_OVER;
    bad.scorings_done = 1;
    expect_invalid("a game over after one scoring");
    bad.rng.state = 0;
    bad.rng.inc = 0;
    expect_invalid("a generator stuck at zero");
    bad.rng.inc &= ~(uint64_t)1;
    expect_invalid("a generator with an even increment (never made by alh_rng_seed)");
    bad.bonus_action = 1;
    bad.actions_this_turn = 0;
    expect_invalid("a bonus action before any action");
    bad.bonus_action = 2;
    bad.actions_this_turn = 1;
    expect_invalid("bonus_action neither 0 nor 1");
    bad.actions_this_turn = 99;
    expect_invalid("99 actions in one turn");
    bad.players[1].score = -1;
    expect_invalid("a negative score");
    bad.turn = 0;
    expect_invalid("turn 0");
    /* Nothing to place in the placing phase: no command at all. */
    bad.phase = ALH_PHASE_PLACE;
    bad.actions_this_turn = 1;
    expect_invalid("the placing phase with nothing to place");
    /* The good state has moves, and so has every state of real games (the soak checks each). */
    char msg[160];
    assert_true(alh_game_validate(&good, msg, sizeof msg));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_valid_states_pass),
        cmocka_unit_test(test_money_conservation),
        cmocka_unit_test(test_tile_conservation),
        cmocka_unit_test(test_illegal_alhambras),
        cmocka_unit_test(test_positions_that_can_never_move),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

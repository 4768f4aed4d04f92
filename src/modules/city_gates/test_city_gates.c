/* SPDX-License-Identifier: MIT */
/* City gates (expansion 2): the cards in the deck, taking one, building through a double wall. */
#include "mod_fixtures.h"
#include "bots_module_test.h"
#include <stdlib.h>

#include <string.h>

#include "alhambra/view.h"
#include "camps/camps.h"
#include "city_gates/city_gates.h"

static AlhGame game;
static AlhEvents events;

enum { N = 1, E = 2, S = 4, W = 8 };

static int count_in_pile(const AlhGame *g, int pile, int card)
{
    int lo = pile ? g->pile_end[pile - 1] : 0;
    for (int i = lo; i < g->pile_end[pile]; i++)
        if (g->deck[i] == card)
            return 1;
    return 0;
}

/* One card per player, spread as evenly as possible over piles 3, 4 and 5. */
static void test_cards_in_piles_three_to_five(void **state)
{
    (void)state;
    for (int players = 2; players <= 6; players++) {
        mx_new_game(&game, players, (uint64_t)players, MOD(ALH_MOD_CITY_GATES));
        int per_pile[ALH_NUM_PILES] = {0};
        for (int i = 0; i < ALH_NUM_GATE_CARDS; i++) {
            int found = 0;
            for (int pile = 0; pile < ALH_NUM_PILES; pile++) {
                int in = count_in_pile(&game, pile, ALH_CARD_GATE_FIRST + i);
                per_pile[pile] += in;
                found += in;
            }
            assert_int_equal(found, i < players ? 1 : 0);
        }
        assert_int_equal(per_pile[0] + per_pile[1], 0);
        int lo = players, hi = 0;
        for (int pile = 2; pile < 5; pile++) {
            if (per_pile[pile] < lo)
                lo = per_pile[pile];
            if (per_pile[pile] > hi)
                hi = per_pile[pile];
        }
        assert_true(hi - lo <= 1);
        assert_int_equal(game.mod.city_gates.card_up, ALH_CARD_NONE);
    }
}

/* A drawn gate card goes face up beside the gates and another card fills the display; a second
 * one drawn while the first is up goes to the discard pile, and comes back with a reshuffle. */
static void test_drawing_gate_cards(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 3, MOD(ALH_MOD_CITY_GATES));
    mx_start_turn(&game, 0);
    mx_card_to_top(&game, ALH_CARD_GATE_FIRST + 1);
    mx_card_to_top(&game, ALH_CARD_GATE_FIRST);
    mx_commit(&game);
    AlhCommand take = mx_cmd(ALH_CMD_TAKE_MONEY, 0);
    take.slots = 1;
    mx_apply_ok(&game, &take, &events);
    assert_int_equal(mx_event_count(&events, ALH_EV_GATE_CARD_UP), 2);
    assert_int_equal(game.mod.city_gates.card_up, ALH_CARD_GATE_FIRST);
    assert_int_equal(game.mod.city_gates.discarded, 2);
    assert_true(alh_card_is_money(game.display[0]));
    /* The discard pile, reshuffled, brings the discarded gate card back into the draw pile. */
    mx_start_turn(&game, 1);
    while (game.deck_pos < game.deck_len) {
        int card = game.deck[game.deck_pos];
        mx_card_release(&game, card);
        if (card < ALH_NUM_MONEY_CARDS)
            alh_cards_add(&game.discard, card);
        else if (alh_card_is_gate(card))
            game.mod.city_gates.discarded |= (uint8_t)(1u << (card - ALH_CARD_GATE_FIRST));
    }
    game.scorings_done = 2;
    mx_commit(&game);
    mx_apply_ok(&game, &(AlhCommand){.type = ALH_CMD_TAKE_MONEY, .player = 1, .slots = 1}, &events);
    assert_int_equal(game.mod.city_gates.discarded & 2, 0);
}

/*
 * The money all in hands and nothing left to draw but a discarded city-gate card (while another
 * lies face up): the display stays short instead of drawing that card round for ever (this hung
 * the engine in a bot game), and the turn passes on with a valid state.
 */
static void test_refill_with_only_a_gate_card_left(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 7, MOD(ALH_MOD_CITY_GATES));
    mx_start_turn(&game, 0);
    while (game.deck_pos < game.deck_len) {
        int card = game.deck[game.deck_pos];
        mx_card_release(&game, card);
        if (card < ALH_NUM_MONEY_CARDS)
            mx_card_to_hand(&game, 1 + card % 2, card);
    }
    for (int card = 0; card < ALH_NUM_MONEY_CARDS; card++)
        if (alh_cards_has(&game.discard, card))
            mx_card_to_hand(&game, 2, card);
    game.scorings_done = 2;
    game.mod.city_gates.card_up = ALH_CARD_GATE_FIRST;
    game.mod.city_gates.discarded = 1u << 1;
    game.mod.city_gates.cards[2] = 1u << 2;
    mx_commit(&game);
    assert_true(alh_card_is_money(game.display[0]));
    mx_apply_ok(&game, &(AlhCommand){.type = ALH_CMD_TAKE_MONEY, .player = 0, .slots = 1}, &events);
    assert_int_equal(game.display[0], ALH_CARD_NONE);
    assert_int_equal(game.current, 1);
    assert_int_equal(game.phase, ALH_PHASE_ACTION);
    assert_true(mx_event_count(&events, ALH_EV_GATE_CARD_UP) >= 1);
    char msg[160];
    assert_true(alh_game_validate(&game, msg, sizeof msg));
}

/* The face-up gate card is a city-gate card or none: a save that names any other card there is
 * refused (taking it shifted by a negative amount; found by fuzz_state_values). */
static void test_card_up_is_a_gate_card(void **state)
{
    (void)state;
    char msg[160];
    for (int card = 0; card < ALH_CARD_ID_MAX; card++) {
        mx_new_game(&game, 3, 11, MOD(ALH_MOD_CITY_GATES));
        bool gate = card >= ALH_CARD_GATE_FIRST && card < ALH_CARD_GATE_FIRST + ALH_NUM_GATE_CARDS;
        game.mod.city_gates.card_up = (uint8_t)card;
        if (gate)
            continue; /* a gate card up is legal where it is not also elsewhere: the card count says */
        if (alh_game_validate(&game, msg, sizeof msg))
            fail_msg("card %d face up as the city-gate card was accepted", card);
    }
    mx_new_game(&game, 3, 11, MOD(ALH_MOD_CITY_GATES));
    game.mod.city_gates.card_up = ALH_CARD_NONE;
    assert_true(alh_game_validate(&game, msg, sizeof msg));
}

/* Taking the face-up card is an action instead of money. */
static void test_take_the_card(void **state)
{
    (void)state;
    mx_new_game(&game, 4, 5, MOD(ALH_MOD_CITY_GATES));
    mx_start_turn(&game, 2);
    mx_assert_refused(&game, &(AlhCommand){.type = ALH_CMD_TAKE_GATE_CARD, .player = 2}, ALH_ERR_EMPTY_SLOT);
    mx_card_release(&game, ALH_CARD_GATE_FIRST + 3);
    game.mod.city_gates.card_up = ALH_CARD_GATE_FIRST + 3;
    mx_commit(&game);
    AlhCommand c = mx_cmd(ALH_CMD_TAKE_GATE_CARD, 2);
    assert_true(mx_is_listed(&game, &c));
    mx_apply_ok(&game, &c, &events);
    assert_int_equal(game.mod.city_gates.cards[2], 1u << 3);
    assert_int_equal(game.mod.city_gates.card_up, ALH_CARD_NONE);
    assert_int_equal(game.current, 3); /* the action ended the turn */
    mx_assert_refused(&game, &(AlhCommand){.type = ALH_CMD_TAKE_GATE_CARD, .player = 3}, ALH_ERR_EMPTY_SLOT);
}

/* A tile joined to the Alhambra by a double wall only: refused without a gate, built with one. */
static void test_gate_opens_the_double_wall(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 7, MOD(ALH_MOD_CITY_GATES));
    int east_wall = mx_tile(ALH_PAVILION, 7, E);
    int west_wall = mx_tile(ALH_SERAGLIO, 7, W);
    mx_build(&game, 0, east_wall, 1, 0);
    mx_start_turn(&game, 0);
    mx_move_tile(&game, west_wall, ALH_LOC_PENDING, 0, 0, 0);
    mx_commit(&game);
    game.phase = ALH_PHASE_PLACE;
    AlhCommand place = mx_cmd_place(0, west_wall, 2, 0);
    mx_assert_refused(&game, &place, ALH_ERR_NOT_REACHABLE);
    place.option = 1 + ALH_WEST;
    mx_assert_refused(&game, &place, ALH_ERR_NO_GATE); /* no card */
    mx_card_release(&game, ALH_CARD_GATE_FIRST);
    mx_card_release(&game, ALH_CARD_GATE_FIRST + 1);
    game.mod.city_gates.cards[0] = 3; /* a player may hold several */
    mx_commit(&game);
    assert_true(mx_is_listed(&game, &place));
    /* Not on a side without a double wall, nor where no gate is needed. */
    AlhCommand wrong = place;
    wrong.option = 1 + ALH_NORTH;
    mx_assert_refused(&game, &wrong, ALH_ERR_NO_GATE);
    AlhCommand needless = mx_cmd_place(0, west_wall, 1, 1);
    needless.option = 1 + ALH_WEST;
    assert_int_equal(alh_spot_check(&game, 0, west_wall, 1, 1), ALH_OK);
    mx_assert_refused(&game, &needless, ALH_ERR_NO_GATE);
    mx_apply_ok(&game, &place, &events);
    assert_int_equal(mx_event_count(&events, ALH_EV_GATE_BUILT), 1);
    assert_int_equal(alh_gates_of(&game, 0, NULL, 0), 1);
    assert_int_equal(__builtin_popcount(game.mod.city_gates.cards[0]), 1);
    assert_int_equal(__builtin_popcount(game.mod.city_gates.used), 1);
    /* The path runs through the gate: a tile beyond it is reachable on foot. */
    assert_int_equal(alh_spot_check(&game, 0, mx_tile(ALH_PAVILION, 8, 0), 3, 0), ALH_OK);
}

/* During a redesign too; and the gate and both tiles under it are never redesigned again. */
static void test_redesign_with_a_gate_and_lock(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 9, MOD(ALH_MOD_CITY_GATES));
    int east_wall = mx_tile(ALH_PAVILION, 7, E);
    int west_wall = mx_tile(ALH_SERAGLIO, 7, W);
    mx_build(&game, 1, east_wall, 1, 0);
    mx_move_tile(&game, west_wall, ALH_LOC_RESERVE, 1, 0, 0);
    mx_card_release(&game, ALH_CARD_GATE_FIRST + 2);
    game.mod.city_gates.cards[1] = 1u << 2;
    mx_commit(&game);
    mx_start_turn(&game, 1);
    AlhCommand add = mx_cmd(ALH_CMD_REDESIGN_ADD, 1);
    add.tile = (uint8_t)west_wall;
    add.x = 2;
    add.y = 0;
    mx_assert_refused(&game, &add, ALH_ERR_NOT_REACHABLE);
    add.option = 1 + ALH_WEST;
    assert_true(mx_is_listed(&game, &add));
    mx_apply_ok(&game, &add, &events);
    assert_int_equal(mx_event_count(&events, ALH_EV_GATE_BUILT), 1);
    assert_int_equal(game.mod.city_gates.cards[1], 0);
    mx_start_turn(&game, 1);
    AlhCommand rm = mx_cmd(ALH_CMD_REDESIGN_REMOVE, 1);
    rm.tile = (uint8_t)west_wall;
    mx_assert_refused(&game, &rm, ALH_ERR_GATE_LOCKED);
    rm.tile = (uint8_t)east_wall;
    mx_assert_refused(&game, &rm, ALH_ERR_GATE_LOCKED);
    int spare = mx_tile(ALH_PAVILION, 5, N | W);
    mx_move_tile(&game, spare, ALH_LOC_RESERVE, 1, 0, 0);
    mx_commit(&game);
    AlhCommand swap = mx_cmd(ALH_CMD_REDESIGN_SWAP, 1);
    swap.tile = (uint8_t)spare;
    swap.tile2 = (uint8_t)east_wall;
    mx_assert_refused(&game, &swap, ALH_ERR_GATE_LOCKED);
}

/* Several gates in one turn, one card each. */
static void test_several_gates_in_a_turn(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 11, MOD(ALH_MOD_CITY_GATES));
    mx_build(&game, 2, mx_tile(ALH_PAVILION, 7, E), 1, 0);
    mx_build(&game, 2, mx_tile(ALH_CHAMBERS, 9, W), -1, 0);
    int a = mx_tile(ALH_SERAGLIO, 7, W), b = mx_tile(ALH_TOWER, 13, E);
    mx_move_tile(&game, a, ALH_LOC_PENDING, 2, 0, 0);
    mx_move_tile(&game, b, ALH_LOC_PENDING, 2, 0, 0);
    for (int i = 0; i < 3; i++)
        mx_card_release(&game, ALH_CARD_GATE_FIRST + i);
    game.mod.city_gates.cards[2] = 7;
    mx_commit(&game);
    mx_start_turn(&game, 2);
    game.phase = ALH_PHASE_PLACE;
    AlhCommand pa = mx_cmd_place(2, a, 2, 0);
    pa.option = 1 + ALH_WEST;
    mx_apply_ok(&game, &pa, &events);
    AlhCommand pb = mx_cmd_place(2, b, -2, 0);
    pb.option = 1 + ALH_NORTH;
    mx_assert_refused(&game, &pb, ALH_ERR_NO_GATE); /* no double wall to the north */
    pb.option = 0;
    mx_assert_refused(&game, &pb, ALH_ERR_NOT_REACHABLE);
    pb.option = 1 + ALH_EAST;
    mx_apply_ok(&game, &pb, &events);
    assert_int_equal(alh_gates_of(&game, 2, NULL, 0), 2);
    assert_int_equal(__builtin_popcount(game.mod.city_gates.cards[2]), 1);
    assert_int_equal(__builtin_popcount(game.mod.city_gates.used), 2);
    assert_int_equal(game.current, 0); /* both placed: the turn is over */
}

/* A gate stands "over the newly-created double wall" of two buildings: never on a camp's bastion
 * (a camp stands outside the walls, and no path leads through it). */
static void test_no_gate_on_a_camp(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 13, MOD(ALH_MOD_CITY_GATES) | MOD(ALH_MOD_CAMPS));
    int camp = 0; /* the camp with bastions north and east */
    for (int t = ALH_TILE_CAMP_FIRST; t < ALH_TILE_CAMP_FIRST + ALH_TILE_CAMP_COUNT; t++)
        if (alh_camp_bastions(t) == (N | E))
            camp = t;
    assert_true(camp > 0);
    mx_build(&game, 0, mx_tile(ALH_SERAGLIO, 8, S), 1, 0);
    mx_build(&game, 0, camp, 1, 1); /* its north bastion on the seraglio's wall */
    int west_wall = mx_tile(ALH_SERAGLIO, 7, W);
    mx_start_turn(&game, 0);
    mx_move_tile(&game, west_wall, ALH_LOC_PENDING, 0, 0, 0);
    mx_card_release(&game, ALH_CARD_GATE_FIRST);
    game.mod.city_gates.cards[0] = 1;
    mx_commit(&game);
    game.phase = ALH_PHASE_PLACE;
    AlhCommand place = mx_cmd_place(0, west_wall, 2, 1); /* its west wall against the camp's east bastion */
    mx_assert_refused(&game, &place, ALH_ERR_NOT_REACHABLE);
    place.option = 1 + ALH_WEST;
    mx_assert_refused(&game, &place, ALH_ERR_NO_GATE);
    assert_false(mx_is_listed(&game, &place));
}

/* A view hides the deck; a guess puts the unseen city-gate cards back into piles 3-5. */
static void test_guess_keeps_gate_cards_in_their_piles(void **state)
{
    (void)state;
    static AlhView view;
    static AlhGame guess;
    mx_new_game(&game, 6, 21, MOD(ALH_MOD_CITY_GATES));
    AlhRng rng;
    alh_rng_seed(&rng, 1, 2);
    for (int round = 0; round < 20; round++) {
        alh_view_make(&game, 0, &view);
        alh_view_determinize(&view, &rng, &guess);
        char msg[160];
        assert_true(alh_game_validate(&guess, msg, sizeof msg));
        int found = 0;
        for (int i = guess.deck_pos; i < guess.deck_len; i++)
            if (alh_card_is_gate(guess.deck[i])) {
                assert_true(i >= guess.pile_end[1] && i < guess.pile_end[4]);
                found++;
            }
        assert_int_equal(found, 6);
    }
}

static void test_soak(void **state)
{
    (void)state;
    assert_int_equal(mx_soak(MOD(ALH_MOD_CITY_GATES), 25, 500, false), 25);
    assert_true(mx_soak_events(ALH_EV_GATE_CARD_TAKEN) > 0);
    assert_true(mx_soak_events(ALH_EV_GATE_BUILT) > 0);
    assert_int_equal(mx_soak(MOD(ALH_MOD_CITY_GATES) | MOD(ALH_MOD_SQUARES), 20, 600, true), 20);
}

/* ------------------------------------------------------------------ the bots' part */

/* A city-gate card held is worth something to the bots; none, nothing. */
static void test_bot_gate_card_held(void **state)
{
    (void)state;
    AlhGame *g = malloc(sizeof *g);
    assert_non_null(g);
    bt_position(g, 3, MOD(ALH_MOD_CITY_GATES), 88, 0);
    int p = 1;
    g->mod.city_gates.cards[p] = 0;
    BotEvalCtx ctx;
    bt_prepared(&ctx, g);
    assert_true(bot_module_value(&ctx, ALH_MOD_CITY_GATES, p) == 0.0);
    g->mod.city_gates.cards[p] = 1;
    bt_prepared(&ctx, g);
    assert_true(bot_module_value(&ctx, ALH_MOD_CITY_GATES, p) > 0);
    free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_cards_in_piles_three_to_five),
        cmocka_unit_test(test_drawing_gate_cards),
        cmocka_unit_test(test_refill_with_only_a_gate_card_left),
        cmocka_unit_test(test_card_up_is_a_gate_card),
        cmocka_unit_test(test_take_the_card),
        cmocka_unit_test(test_gate_opens_the_double_wall),
        cmocka_unit_test(test_redesign_with_a_gate_and_lock),
        cmocka_unit_test(test_several_gates_in_a_turn),
        cmocka_unit_test(test_no_gate_on_a_camp),
        cmocka_unit_test(test_guess_keeps_gate_cards_in_their_piles),
        cmocka_unit_test(test_soak),
        cmocka_unit_test(test_bot_gate_card_held),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

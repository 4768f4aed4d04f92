/* SPDX-License-Identifier: MIT */
/* Treasure chamber (expansion 4): the chests and rooms, the action paid in any mix, chests placed at
 * once and passed on, the rooms refilled while the bag lasts, chests lost with their building, the
 * chest majorities by round; the bots' terms. Each test cites the rulebook 002 sentence it checks. */
#include "mod_fixtures.h"
#include "bots_module_test.h"

#include <string.h>

#include "alhambra/bot.h"
#include "alhambra/view.h"
#include "change/change.h"
#include "master_builders/master_builders.h"
#include "treasure_chamber/treasure_chamber.h"

static AlhGame game;
static AlhEvents events;

#define CHAMBER MOD(ALH_MOD_TREASURE_CHAMBER)
#define ST(g) ((g)->mod.treasure_chamber)
enum { N = 1, E = 2, S = 4, W = 8 };
enum { BLUE, RED, BROWN, WHITE, GREEN, PURPLE };
enum { DENAR, DIRHAM, DUCAT, FLORIN };

/* Sets room's four chests (colours), taking them from the bag and putting the old ones back. */
static void set_room(AlhGame *g, int room, int a, int b, int c, int d)
{
    int want[4] = {a, b, c, d};
    for (int k = 0; k < 4; k++) {
        uint8_t *slot = &ST(g).room[room * 4 + k];
        if (*slot)
            ST(g).bag[*slot - 1]++;
        *slot = 0;
    }
    for (int k = 0; k < 4; k++) {
        assert_true(ST(g).bag[want[k]] > 0);
        ST(g).bag[want[k]]--;
        ST(g).room[room * 4 + k] = (uint8_t)(want[k] + 1);
    }
    mx_commit(g);
}

/* Next free cell of player's test Alhambra: a row east of the fountain for tiles open east and west,
 * a column north of it for tiles open north and south (no hole, every tile reachable). */
static int row_x[ALH_MAX_PLAYERS], col_y[ALH_MAX_PLAYERS];

static void reset_cells(void)
{
    memset(row_x, 0, sizeof row_x);
    memset(col_y, 0, sizeof col_y);
}

/* Builds a free building of `type` into player's Alhambra; returns the tile. */
static int build(AlhGame *g, int player, int type)
{
    for (int t = 1; t <= ALH_NUM_TILES; t++) {
        const AlhTileInfo *i = alh_tile_info(t);
        uint8_t loc = g->where[t].loc;
        if (i->type != type || (loc != ALH_LOC_BAG && loc != ALH_LOC_MARKET))
            continue;
        if (!(i->walls & (E | W))) {
            mx_build(g, player, t, ++row_x[player], 0);
            return t;
        }
        if (!(i->walls & (N | S))) {
            mx_build(g, player, t, 0, --col_y[player]);
            return t;
        }
    }
    fail_msg("no free %d building", type);
    return 0;
}

/* A free building of `type` moved to loc (pending, reserve, Dirk) of player. */
static int tile_to(AlhGame *g, int player, int type, int loc)
{
    for (int t = 1; t <= ALH_NUM_TILES; t++) {
        uint8_t l = g->where[t].loc;
        if (alh_tile_info(t)->type == type && (l == ALH_LOC_BAG || l == ALH_LOC_MARKET)) {
            mx_move_tile(g, t, loc, player, 0, 0);
            mx_commit(g);
            return t;
        }
    }
    fail_msg("no free %d tile", type);
    return 0;
}

static AlhCommand chests(int player, int room, const int *cards, int n)
{
    AlhCommand c = mx_cmd(ALH_CMD_BUY_CHESTS, player);
    c.slots = (uint8_t)room;
    for (int i = 0; i < n; i++)
        alh_cards_add(&c.cards, cards[i]);
    return c;
}

/* Marks a chest on tile, taken from the bag. */
static void chest_from_bag(AlhGame *g, int t)
{
    int colour = alh_tile_info(t)->type;
    assert_true(ST(g).bag[colour] > 0);
    ST(g).bag[colour]--;
    ST(g).chests[t >> 4] = (uint16_t)(ST(g).chests[t >> 4] | (1u << (t & 15)));
}

static int bag_total(const AlhGame *g) { return alh_chamber_bag_count(g); }

/* A fresh game at player 0's turn with an empty hand for everyone. */
static void fresh(int players, uint64_t seed)
{
    mx_new_game(&game, players, seed, CHAMBER);
    for (int p = 0; p < players; p++)
        mx_hand_clear(&game, p);
    mx_start_turn(&game, 0);
    mx_commit(&game);
    reset_cells();
    memset(&events, 0, sizeof events);
}

/* "42 treasure chests, 5x blue/red, 7x brown/white, 9x green/purple"; "4 chests are drawn and
 * placed in each room". */
static void test_setup(void **state)
{
    (void)state;
    int expect[6] = {5, 5, 7, 7, 9, 9}, sum = 0;
    for (int c = 0; c < 6; c++) {
        assert_int_equal(alh_chamber_total(c), expect[c]);
        sum += expect[c];
    }
    assert_int_equal(sum, ALH_CHAMBER_CHESTS);
    for (int players = 2; players <= 6; players++) {
        mx_new_game(&game, players, 100 + (uint64_t)players, CHAMBER);
        int in_rooms[6] = {0};
        for (int room = 0; room < 3; room++)
            for (int k = 0; k < 4; k++) {
                int c = alh_chamber_room_chest(&game, room, k);
                assert_true(c >= 0 && c < 6);
                in_rooms[c]++;
            }
        assert_int_equal(bag_total(&game), 30);
        for (int c = 0; c < 6; c++)
            assert_int_equal(ST(&game).bag[c] + in_rooms[c], expect[c]);
        assert_false(alh_chamber_stopped(&game));
    }
    /* Without the module nothing of it is there. */
    mx_new_game(&game, 3, 5, 0);
    assert_int_equal(bag_total(&game), 0);
}

/* The points chart (treasure-chamber.csv): round 1 pays the first place, round 2 the first two,
 * round 3 the first three, each place less than the one before. */
static void test_chart(void **state)
{
    (void)state;
    for (int round = 1; round <= 3; round++)
        for (int place = 0; place < 4; place++) {
            int pts = alh_chamber_points(round, place);
            if (place >= round)
                assert_int_equal(pts, 0);
            else
                assert_true(pts > 0 && (place == 0 || pts < alh_chamber_points(round, place - 1)));
        }
    assert_true(alh_chamber_points(3, 0) > alh_chamber_points(2, 0));
    assert_true(alh_chamber_points(2, 0) > alh_chamber_points(1, 0));
}

/* "He pays 3 units of the orange currency, 3 units of the blue currency and 4 units of the green
 * currency. He takes the 4 treasure chests ... He does not receive any change." */
static void test_rulebook_example(void **state)
{
    (void)state;
    fresh(3, 11);
    set_room(&game, 1, GREEN, GREEN, BLUE, RED);
    int cards[3] = {mx_give(&game, 0, DUCAT, 3), mx_give(&game, 0, DENAR, 3), mx_give(&game, 0, DIRHAM, 4)};
    int keep = mx_give(&game, 0, FLORIN, 1);
    mx_commit(&game);
    AlhCommand c = chests(0, 1, cards, 3);
    mx_apply_ok(&game, &c, &events);
    for (int i = 0; i < 3; i++) {
        assert_false(alh_cards_has(&game.players[0].hand, cards[i]));
        assert_true(alh_cards_has(&game.discard, cards[i]));
    }
    assert_int_equal(alh_cards_count(&game.players[0].hand), 1); /* no change: only the card kept */
    assert_true(alh_cards_has(&game.players[0].hand, keep));
    assert_int_equal(mx_event_count(&events, ALH_EV_CHESTS_BOUGHT), 1);
    assert_int_equal(mx_event_count(&events, ALH_EV_BONUS_ACTION), 0);
    /* Nobody has buildings: all four go back to the bag, then the room is refilled. */
    assert_int_equal(mx_event_count(&events, ALH_EV_CHEST_TO_BAG), 4);
    assert_int_equal(mx_event_count(&events, ALH_EV_ROOM_REFILLED), 1);
    assert_int_equal(bag_total(&game), 30);
    assert_true(alh_chamber_room_chest(&game, 1, 3) >= 0);
}

/* "Attention: Players do not get an additional turn when paying the exact amount." */
static void test_exact_gives_no_extra_action(void **state)
{
    (void)state;
    fresh(3, 12);
    int cards[2] = {mx_give(&game, 0, DENAR, 5), mx_give(&game, 0, FLORIN, 3)};
    mx_give(&game, 0, DENAR, 9);
    mx_commit(&game);
    int turn = game.turn;
    AlhCommand c = chests(0, 0, cards, 2);
    mx_apply_ok(&game, &c, &events);
    assert_int_equal(mx_event_count(&events, ALH_EV_BONUS_ACTION), 0);
    assert_int_equal(mx_event_count(&events, ALH_EV_TURN_END), 1);
    assert_true(game.turn > turn);
    assert_int_equal(game.current, 1);
}

/* "a player must pay at least 8 units in any combination of currencies": 7 is refused, as are cards
 * not in hand, an empty room, another player's turn and the placing phase. */
static void test_refusals(void **state)
{
    (void)state;
    fresh(3, 13);
    int a = mx_give(&game, 0, DENAR, 4), b = mx_give(&game, 0, DUCAT, 3);
    mx_commit(&game);
    int seven[2] = {a, b};
    AlhCommand c = chests(0, 0, seven, 2);
    mx_assert_refused(&game, &c, ALH_ERR_CHAMBER_PRICE);
    int other = mx_give(&game, 1, FLORIN, 9);
    mx_commit(&game);
    int borrowed[1] = {other};
    c = chests(0, 0, borrowed, 1);
    mx_assert_refused(&game, &c, ALH_ERR_CARD_NOT_IN_HAND);
    c = chests(1, 0, borrowed, 1);
    mx_assert_refused(&game, &c, ALH_ERR_NOT_YOUR_TURN);
    int nine = mx_give(&game, 0, FLORIN, 9);
    mx_commit(&game);
    int one[1] = {nine};
    c = chests(0, 3, one, 1);
    mx_assert_refused(&game, &c, ALH_ERR_BAD_COMMAND);
    c = chests(0, 2, one, 0);
    mx_assert_refused(&game, &c, ALH_ERR_BAD_COMMAND);
    /* An empty room (the bag ran short). */
    AlhGame empty = game;
    for (int k = 0; k < 4; k++) {
        ST(&empty).bag[ST(&empty).room[8 + k] - 1]++;
        ST(&empty).room[8 + k] = 0;
    }
    ST(&empty).stopped = 1;
    mx_commit(&empty);
    c = chests(0, 2, one, 1);
    mx_assert_refused(&empty, &c, ALH_ERR_EMPTY_SLOT);
    /* While placing the tiles bought: no more action. */
    AlhGame placing = game;
    tile_to(&placing, 0, GREEN, ALH_LOC_PENDING);
    placing.players[0].pending_count = 1;
    placing.phase = ALH_PHASE_PLACE;
    mx_commit(&placing);
    mx_assert_refused(&placing, &c, ALH_ERR_WRONG_PHASE);
    c = chests(0, 0, one, 1);
    assert_true(alh_check(&game, &c) == ALH_OK);
}

/* Any mix: a master-builder card (money worth 3) counts; a diamond pays in a mix too. */
static void test_module_money_in_the_mix(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 14, CHAMBER | MOD(ALH_MOD_MASTER_BUILDERS) | MOD(ALH_MOD_DIAMONDS));
    for (int p = 0; p < 3; p++)
        mx_hand_clear(&game, p);
    mx_start_turn(&game, 0);
    int five = mx_give(&game, 0, DIRHAM, 5);
    int mb = ALH_CARD_MASTER_BUILDER_FIRST;
    while (alh_cards_has(&game.mod.master_builders.removed, mb))
        mb++;
    mx_card_to_hand(&game, 0, mb);
    mx_commit(&game);
    int paid = 0;
    AlhCardSet pay = {0};
    alh_cards_add(&pay, five);
    alh_cards_add(&pay, mb);
    assert_int_equal(alh_check_mixed_payment(&game, 0, &pay, &paid), ALH_OK);
    assert_int_equal(paid, 8);
    AlhCommand c = chests(0, 0, (int[]){five, mb}, 2);
    assert_true(mx_is_listed(&game, &c)); /* the bots and the tray are offered it */
    memset(&events, 0, sizeof events);
    mx_apply_ok(&game, &c, &events);
    assert_true(alh_cards_has(&game.mod.master_builders.spent, mb));
    /* A diamond's worth in a mix. */
    mx_start_turn(&game, 1);
    int three = mx_give(&game, 1, DENAR, 3);
    int diamond = -1;
    for (int d = ALH_CARD_DIAMOND_FIRST; d < ALH_CARD_DIAMOND_FIRST + ALH_CARD_DIAMOND_COUNT && diamond < 0; d++) {
        bool held = false;
        for (int p = 0; p < 3; p++)
            held |= alh_cards_has(&game.players[p].hand, d);
        if (!held && alh_card_worth(&game, d) >= 5)
            diamond = d;
    }
    assert_true(diamond >= 0);
    mx_card_to_hand(&game, 1, diamond);
    mx_commit(&game);
    AlhCardSet mixed = {0};
    alh_cards_add(&mixed, three);
    alh_cards_add(&mixed, diamond);
    assert_int_equal(alh_check_mixed_payment(&game, 1, &mixed, &paid), ALH_OK);
    assert_int_equal(paid, 3 + alh_card_worth(&game, diamond));
}

/* "Only 1 chest can be put in a building at any one time": each chest goes on a building of its
 * colour, one a building; the others pass on. */
static void test_one_chest_a_building(void **state)
{
    (void)state;
    fresh(3, 15);
    set_room(&game, 0, GREEN, GREEN, GREEN, BLUE);
    int g1 = build(&game, 0, GREEN), g2 = build(&game, 0, GREEN), b1 = build(&game, 0, BLUE);
    int pay[1] = {mx_give(&game, 0, DUCAT, 9)};
    mx_commit(&game);
    AlhCommand c = chests(0, 0, pay, 1);
    mx_apply_ok(&game, &c, &events);
    assert_true(alh_chamber_has_chest(&game, g1));
    assert_true(alh_chamber_has_chest(&game, g2));
    assert_true(alh_chamber_has_chest(&game, b1));
    assert_int_equal(alh_chamber_count(&game, 0), 3);
    assert_int_equal(mx_event_count(&events, ALH_EV_CHEST_PLACED), 3);
    assert_int_equal(mx_event_count(&events, ALH_EV_CHEST_TO_BAG), 1); /* the third green */
    /* A later green chest finds no free green building of player 0. */
    mx_start_turn(&game, 0);
    set_room(&game, 1, GREEN, RED, RED, RED);
    int pay2[1] = {mx_give(&game, 0, DUCAT, 8)};
    mx_commit(&game);
    memset(&events, 0, sizeof events);
    c = chests(0, 1, pay2, 1);
    mx_apply_ok(&game, &c, &events);
    assert_int_equal(alh_chamber_count(&game, 0), 3);
    assert_int_equal(mx_event_count(&events, ALH_EV_CHEST_TO_BAG), 4);
}

/* "A chest can also be put in buildings which were bought during this turn; chests cannot, however,
 * be put in buildings which are on the player's reserve board." Buildings already in the Alhambra
 * come first; a tile still waiting is used when needed. */
static void test_bought_tiles_count_reserve_does_not(void **state)
{
    (void)state;
    fresh(3, 16);
    set_room(&game, 2, WHITE, WHITE, PURPLE, PURPLE);
    int built = build(&game, 0, WHITE);
    int waiting = tile_to(&game, 0, WHITE, ALH_LOC_PENDING);
    game.players[0].pending_count = 1;
    int reserved = tile_to(&game, 0, PURPLE, ALH_LOC_RESERVE);
    game.players[0].reserve_count = 1;
    int pay[2] = {mx_give(&game, 0, DENAR, 4), mx_give(&game, 0, DENAR, 5)};
    mx_commit(&game);
    AlhCommand c = chests(0, 2, pay, 2);
    mx_apply_ok(&game, &c, &events);
    assert_true(alh_chamber_has_chest(&game, built));
    assert_true(alh_chamber_has_chest(&game, waiting));
    assert_false(alh_chamber_has_chest(&game, reserved));
    assert_int_equal(mx_event_count(&events, ALH_EV_CHEST_TO_BAG), 2);
    assert_int_equal(game.phase, ALH_PHASE_PLACE); /* the bought tile still to place */
    /* Placed now, it keeps its chest. */
    AlhCommand place = mx_cmd_place(0, waiting, 0, 0);
    AlhCommand list[512];
    size_t n = alh_legal_commands(&game, list, 512);
    bool placed = false;
    for (size_t i = 0; i < n && i < 512 && !placed; i++)
        if (list[i].type == ALH_CMD_PLACE && list[i].tile == waiting) {
            place = list[i];
            placed = true;
        }
    assert_true(placed);
    mx_apply_ok(&game, &place, &events);
    assert_true(alh_chamber_has_chest(&game, waiting));
    assert_int_equal(alh_chamber_count(&game, 0), 2);
}

/* R17: a chest on a tile that goes to the reserve goes back to the bag: a tile just bought put into
 * the reserve. */
static void test_waiting_tile_to_reserve_loses_chest(void **state)
{
    (void)state;
    fresh(3, 17);
    set_room(&game, 0, RED, RED, RED, RED);
    int waiting = tile_to(&game, 0, RED, ALH_LOC_PENDING);
    game.players[0].pending_count = 1;
    int pay[1] = {mx_give(&game, 0, FLORIN, 8)};
    mx_commit(&game);
    AlhCommand c = chests(0, 0, pay, 1);
    mx_apply_ok(&game, &c, &events);
    assert_true(alh_chamber_has_chest(&game, waiting));
    int bag = bag_total(&game);
    AlhCommand r = mx_cmd(ALH_CMD_RESERVE, 0);
    r.tile = (uint8_t)waiting;
    memset(&events, 0, sizeof events);
    mx_apply_ok(&game, &r, &events);
    assert_false(alh_chamber_has_chest(&game, waiting));
    assert_int_equal(mx_event_count(&events, ALH_EV_CHEST_LOST), 1);
    assert_int_equal(bag_total(&game), bag + 1);
}

/* "If a building containing a chest is removed, the chest is returned to the bag." */
static void test_removed_building_returns_chest(void **state)
{
    (void)state;
    fresh(3, 18);
    set_room(&game, 0, BROWN, BLUE, BLUE, BLUE);
    int brown = build(&game, 0, BROWN);
    int pay[1] = {mx_give(&game, 0, FLORIN, 9)};
    mx_commit(&game);
    AlhCommand c = chests(0, 0, pay, 1);
    mx_apply_ok(&game, &c, &events);
    assert_true(alh_chamber_has_chest(&game, brown));
    mx_start_turn(&game, 0);
    mx_commit(&game);
    int bag = bag_total(&game);
    AlhCommand rm = mx_cmd(ALH_CMD_REDESIGN_REMOVE, 0);
    rm.tile = (uint8_t)brown;
    memset(&events, 0, sizeof events);
    mx_apply_ok(&game, &rm, &events);
    assert_false(alh_chamber_has_chest(&game, brown));
    assert_int_equal(bag_total(&game), bag + 1);
    assert_int_equal(mx_event_count(&events, ALH_EV_CHEST_LOST), 1);
    /* Back in the Alhambra it holds no chest. */
    assert_int_equal(alh_chamber_count(&game, 0), 0);
}

/* "the rest of the chests are given to the player to the left ... If chests are still left over,
 * they are passed to the next player. Chests which cannot be placed by any player are returned to
 * the bag." With 4 players, player 2 buys: 3 then 0 then 1. */
static void test_leftovers_pass_to_the_left(void **state)
{
    (void)state;
    fresh(4, 19);
    mx_start_turn(&game, 2);
    set_room(&game, 1, PURPLE, PURPLE, PURPLE, BLUE);
    int mine = build(&game, 2, PURPLE);
    int left = build(&game, 3, PURPLE);
    int next1 = build(&game, 0, PURPLE), next2 = build(&game, 0, PURPLE);
    int last = build(&game, 1, BLUE);
    int pay[2] = {mx_give(&game, 2, DIRHAM, 6), mx_give(&game, 2, DIRHAM, 2)};
    mx_commit(&game);
    AlhCommand c = chests(2, 1, pay, 2);
    mx_apply_ok(&game, &c, &events);
    assert_true(alh_chamber_has_chest(&game, mine));
    assert_true(alh_chamber_has_chest(&game, left));
    assert_true(alh_chamber_has_chest(&game, next1)); /* player 0 places the third purple */
    assert_false(alh_chamber_has_chest(&game, next2));
    assert_true(alh_chamber_has_chest(&game, last));
    assert_int_equal(mx_event_count(&events, ALH_EV_CHEST_TO_BAG), 0);
    /* The events name the receivers in the order of passing: 2, 3, 0, then 1. */
    int order[4], n = 0;
    for (int i = 0; i < events.count; i++)
        if (events.ev[i].type == ALH_EV_CHEST_PLACED && n < 4)
            order[n++] = events.ev[i].player;
    assert_int_equal(n, 4);
    assert_int_equal(order[0], 2);
    assert_int_equal(order[1], 3);
    assert_int_equal(order[2], 0);
    assert_int_equal(order[3], 1);
}

/* "If two players are playing, treasure chests which are not able to be placed are always first
 * passed on to Dirk ... Any chests left over are then passed on further." */
static void test_two_players_dirk_first(void **state)
{
    (void)state;
    fresh(2, 20);
    set_room(&game, 0, GREEN, GREEN, BLUE, BLUE);
    int dirk_green = tile_to(&game, 0, GREEN, ALH_LOC_DIRK);
    int other_green = build(&game, 1, GREEN), other_blue = build(&game, 1, BLUE);
    int pay[1] = {mx_give(&game, 0, DENAR, 8)};
    mx_commit(&game);
    int dirk_before = alh_chamber_count(&game, ALH_DIRK);
    (void)dirk_before;
    AlhCommand c = chests(0, 0, pay, 1);
    mx_apply_ok(&game, &c, &events);
    /* Dirk may hold other greens from the setup's draws: he takes greens first. */
    int dirk_greens = 0;
    for (int t = 1; t <= ALH_NUM_TILES; t++)
        dirk_greens += game.where[t].loc == ALH_LOC_DIRK && alh_tile_info(t)->type == GREEN;
    assert_true(alh_chamber_has_chest(&game, dirk_green) || dirk_greens >= 2);
    int dirk_got = alh_chamber_count(&game, ALH_DIRK);
    assert_true(dirk_got >= 1);
    /* Player 1 gets what Dirk could not place. */
    int dirk_blues = 0;
    for (int t = 1; t <= ALH_NUM_TILES; t++)
        dirk_blues += game.where[t].loc == ALH_LOC_DIRK && alh_tile_info(t)->type == BLUE;
    int greens_left = dirk_greens >= 2 ? 0 : 2 - dirk_greens;
    int blues_left = dirk_blues >= 2 ? 0 : 2 - dirk_blues;
    assert_int_equal(alh_chamber_has_chest(&game, other_green), greens_left > 0);
    assert_int_equal(alh_chamber_has_chest(&game, other_blue), blues_left > 0);
    int receivers[ALH_MAX_PLAYERS + 1];
    assert_int_equal(alh_chamber_receivers(&game, 0, receivers), 3);
    assert_int_equal(receivers[1], ALH_DIRK);
    assert_int_equal(receivers[2], 1);
}

/* "Should there not be enough chests left at this point, the room remains empty. From now on, no
 * chests are replaced any more." The leftovers go back before the refill (R17). */
static void test_refill_stops(void **state)
{
    (void)state;
    fresh(2, 21);
    /* Dirk's buildings all hold chests. */
    for (int t = 1; t <= ALH_NUM_TILES; t++)
        if (game.where[t].loc == ALH_LOC_DIRK)
            chest_from_bag(&game, t);
    mx_commit(&game);
    set_room(&game, 0, GREEN, GREEN, PURPLE, PURPLE);
    int most = BLUE;
    for (int c = 0; c < 4; c++) /* not green or purple */
        if (ST(&game).bag[c] > ST(&game).bag[most])
            most = c;
    set_room(&game, 1, most, most, most, most);
    int mine[4] = {tile_to(&game, 0, GREEN, ALH_LOC_PENDING), tile_to(&game, 0, GREEN, ALH_LOC_PENDING),
                   tile_to(&game, 0, PURPLE, ALH_LOC_PENDING), tile_to(&game, 0, most, ALH_LOC_PENDING)};
    game.players[0].pending_count = 4;
    /* More tiles of Dirk's take chests until 3 are left in the bag. */
    for (int t = 1; t <= ALH_NUM_TILES && bag_total(&game) > 3; t++)
        if (game.where[t].loc == ALH_LOC_BAG && ST(&game).bag[alh_tile_info(t)->type] > 0) {
            mx_move_tile(&game, t, ALH_LOC_DIRK, 0, 0, 0);
            chest_from_bag(&game, t);
        }
    mx_commit(&game);
    assert_int_equal(bag_total(&game), 3);
    /* Room 1: three placed, one purple left over, back in the bag (4): the room is refilled. */
    int pay[1] = {mx_give(&game, 0, FLORIN, 9)};
    mx_commit(&game);
    AlhCommand c = chests(0, 0, pay, 1);
    mx_apply_ok(&game, &c, &events);
    for (int k = 0; k < 3; k++)
        assert_true(alh_chamber_has_chest(&game, mine[k]));
    assert_int_equal(mx_event_count(&events, ALH_EV_CHEST_TO_BAG), 1);
    assert_false(alh_chamber_stopped(&game));
    assert_int_equal(bag_total(&game), 0);
    assert_true(alh_chamber_room_chest(&game, 0, 0) >= 0);
    /* Room 2: one blue placed, three back (3 in the bag): the room stays empty, refilling stops. */
    mx_start_turn(&game, 0);
    int pay2[1] = {mx_give(&game, 0, FLORIN, 8)};
    mx_commit(&game);
    memset(&events, 0, sizeof events);
    c = chests(0, 1, pay2, 1);
    mx_apply_ok(&game, &c, &events);
    assert_true(alh_chamber_has_chest(&game, mine[3]));
    assert_true(alh_chamber_stopped(&game));
    assert_int_equal(alh_chamber_room_chest(&game, 1, 0), -1);
    assert_int_equal(bag_total(&game), 3);
    /* Room 3: nobody places anything, the bag holds 7, yet no room is refilled. */
    mx_start_turn(&game, 0);
    int pay3[2] = {mx_give(&game, 0, FLORIN, 7), mx_give(&game, 0, DENAR, 1)};
    mx_commit(&game);
    memset(&events, 0, sizeof events);
    AlhCommand c3 = chests(0, 2, pay3, 2);
    mx_apply_ok(&game, &c3, &events);
    assert_int_equal(bag_total(&game), 7);
    assert_int_equal(alh_chamber_room_chest(&game, 2, 0), -1);
    assert_true(alh_chamber_room_chest(&game, 0, 0) >= 0); /* room 1 as it was */
    /* The empty rooms are not offered. */
    mx_start_turn(&game, 0);
    mx_give(&game, 0, FLORIN, 9);
    mx_commit(&game);
    AlhCommand list[256];
    size_t n = alh_legal_commands(&game, list, 256);
    int offered = 0;
    for (size_t i = 0; i < n && i < 256; i++)
        if (list[i].type == ALH_CMD_BUY_CHESTS) {
            assert_int_equal(list[i].slots, 0);
            offered++;
        }
    assert_true(offered > 0);
}

/* "The color of the chests does not play any role in the scoring; only the quantity is relevant."
 * Round 1 pays the most chests, round 2 the first two, round 3 the first three; ties as for
 * buildings; no chest, no place (R17). */
static void test_scoring(void **state)
{
    (void)state;
    fresh(4, 22);
    /* Player 0: 3 chests of three colours; player 1: 2 of one colour... set directly. */
    int counts[4] = {3, 2, 2, 0};
    int colour = 0;
    for (int p = 0; p < 4; p++)
        for (int k = 0; k < counts[p]; k++) {
            int t = build(&game, p, colour);
            ST(&game).bag[colour]--;
            ST(&game).chests[t >> 4] = (uint16_t)(ST(&game).chests[t >> 4] | (1u << (t & 15)));
            colour = (colour + 1) % 6;
        }
    mx_commit(&game);
    for (int round = 1; round <= 3; round++) {
        AlhScoreDetail d;
        alh_score_preview(&game, round, &d);
        int first = alh_chamber_points(round, 0);
        int shared = (alh_chamber_points(round, 1) + alh_chamber_points(round, 2)) / 2;
        assert_int_equal(d.points[0][ALH_SCORE_EXTRA], first);
        assert_int_equal(d.points[1][ALH_SCORE_EXTRA], shared);
        assert_int_equal(d.points[2][ALH_SCORE_EXTRA], shared);
        assert_int_equal(d.points[3][ALH_SCORE_EXTRA], 0);
    }
    /* Round 2 with the two tied for second: (second + third) / 2, third worth 0 in round 2. */
    AlhScoreDetail d;
    alh_score_preview(&game, 2, &d);
    assert_int_equal(d.points[1][ALH_SCORE_EXTRA], alh_chamber_points(2, 1) / 2);
    /* The most chests in a later seat: 1, 2, 3 chests for seats 0, 1, 2 (the ranking sorts them). */
    fresh(4, 29);
    for (int p = 0; p < 3; p++)
        for (int k = 0; k <= p; k++)
            chest_from_bag(&game, build(&game, p, (p + k) % 6));
    mx_commit(&game);
    for (int round = 1; round <= 3; round++) {
        alh_score_preview(&game, round, &d);
        assert_int_equal(d.points[2][ALH_SCORE_EXTRA], alh_chamber_points(round, 0));
        assert_int_equal(d.points[1][ALH_SCORE_EXTRA], alh_chamber_points(round, 1));
        assert_int_equal(d.points[0][ALH_SCORE_EXTRA], alh_chamber_points(round, 2));
        assert_int_equal(d.points[3][ALH_SCORE_EXTRA], 0);
    }
}

/* With 2 players Dirk ranks like anyone (R6): his chests can take first place. */
static void test_dirk_scores_chests(void **state)
{
    (void)state;
    fresh(2, 23);
    for (int t = 1; t <= ALH_NUM_TILES; t++)
        if (game.where[t].loc == ALH_LOC_DIRK && !alh_chamber_has_chest(&game, t) && ST(&game).bag[alh_tile_info(t)->type]) {
            ST(&game).bag[alh_tile_info(t)->type]--;
            ST(&game).chests[t >> 4] = (uint16_t)(ST(&game).chests[t >> 4] | (1u << (t & 15)));
        }
    int mine = build(&game, 0, GREEN);
    ST(&game).bag[GREEN]--;
    ST(&game).chests[mine >> 4] = (uint16_t)(ST(&game).chests[mine >> 4] | (1u << (mine & 15)));
    mx_commit(&game);
    assert_true(alh_chamber_count(&game, ALH_DIRK) > 1);
    AlhScoreDetail d;
    alh_score_preview(&game, 2, &d);
    assert_int_equal(d.points[ALH_DIRK][ALH_SCORE_EXTRA], alh_chamber_points(2, 0));
    assert_int_equal(d.points[0][ALH_SCORE_EXTRA], alh_chamber_points(2, 1));
    assert_int_equal(d.points[1][ALH_SCORE_EXTRA], 0);
}

/* "Chests may not be placed on squares": a garden square receives no green chest. */
static void test_no_chests_on_squares(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 24, CHAMBER | MOD(ALH_MOD_SQUARES));
    for (int p = 0; p < 3; p++)
        mx_hand_clear(&game, p);
    mx_start_turn(&game, 0);
    reset_cells();
    int square = -1;
    for (int t = ALH_TILE_SQUARE_FIRST; t < ALH_TILE_SQUARE_FIRST + ALH_TILE_SQUARE_COUNT && square < 0; t++)
        if (alh_tile_info(t)->type == GREEN && alh_tile_info(t)->walls == 0)
            square = t;
    if (square < 0)
        for (int t = ALH_TILE_SQUARE_FIRST; t < ALH_TILE_SQUARE_FIRST + ALH_TILE_SQUARE_COUNT && square < 0; t++)
            if (alh_tile_info(t)->type == GREEN && !(alh_tile_info(t)->walls & W))
                square = t;
    assert_true(square > 0);
    mx_move_tile(&game, square, ALH_LOC_ALHAMBRA, 0, 1, 0);
    mx_commit(&game);
    set_room(&game, 0, GREEN, GREEN, GREEN, GREEN);
    int pay[1] = {mx_give(&game, 0, FLORIN, 9)};
    mx_commit(&game);
    AlhCommand c = chests(0, 0, pay, 1);
    mx_apply_ok(&game, &c, &events);
    assert_int_equal(alh_chamber_count(&game, 0), 0);
    assert_false(alh_chamber_has_chest(&game, square));
    assert_int_equal(mx_event_count(&events, ALH_EV_CHEST_TO_BAG), 4);
}

/* The listed payments: at least 8, minimal (no card can be left out), the smallest overpayment
 * first, bounded; rooms of the same colours listed once. */
static void test_listing(void **state)
{
    (void)state;
    fresh(3, 25);
    int vals[10] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 2};
    for (int i = 0; i < 10; i++)
        mx_give(&game, 0, i % 4, vals[i]);
    mx_commit(&game);
    set_room(&game, 0, RED, RED, BLUE, BLUE);
    set_room(&game, 1, BLUE, RED, BLUE, RED);
    set_room(&game, 2, GREEN, RED, WHITE, WHITE);
    AlhCommand list[512];
    size_t n = alh_legal_commands(&game, list, 512);
    int per_room[3] = {0}, last_sum[3] = {0};
    for (size_t i = 0; i < n && i < 512; i++) {
        if (list[i].type != ALH_CMD_BUY_CHESTS)
            continue;
        int paid = 0;
        assert_int_equal(alh_check_mixed_payment(&game, 0, &list[i].cards, &paid), ALH_OK);
        assert_true(paid >= 8);
        ALH_CARDS_FOREACH(&list[i].cards, card)
            assert_true(paid - alh_card_worth(&game, card) < 8);
        assert_true(paid >= last_sum[list[i].slots]);
        last_sum[list[i].slots] = paid;
        per_room[list[i].slots]++;
        assert_int_equal(alh_check(&game, &list[i]), ALH_OK);
    }
    assert_true(per_room[0] > 0 && per_room[0] <= 12);
    assert_int_equal(per_room[1], 0); /* the same colours as room 1 */
    assert_int_equal(per_room[2], per_room[0]);
    /* Exact payments first. */
    for (size_t i = 0; i < n && i < 512; i++)
        if (list[i].type == ALH_CMD_BUY_CHESTS) {
            int paid = 0;
            alh_check_mixed_payment(&game, 0, &list[i].cards, &paid);
            assert_int_equal(paid, 8);
            break;
        }
    /* A payment not listed (overpaid, redundant) is still accepted. */
    AlhCardSet all = game.players[0].hand;
    AlhCommand c = mx_cmd(ALH_CMD_BUY_CHESTS, 0);
    c.slots = 1;
    c.cards = all;
    assert_int_equal(alh_check(&game, &c), ALH_OK);
    /* Too little money: nothing listed. */
    fresh(3, 26);
    mx_give(&game, 0, DENAR, 7);
    mx_commit(&game);
    n = alh_legal_commands(&game, list, 512);
    for (size_t i = 0; i < n && i < 512; i++)
        assert_int_not_equal(list[i].type, ALH_CMD_BUY_CHESTS);
}

/* Broken states are refused: chests that do not add up, a chest on a reserve tile, a half room. */
static void test_validation(void **state)
{
    (void)state;
    char msg[160];
    fresh(3, 27);
    AlhGame bad = game;
    ST(&bad).bag[GREEN]++;
    assert_false(alh_game_validate(&bad, msg, sizeof msg));
    bad = game;
    int t = tile_to(&bad, 1, BLUE, ALH_LOC_RESERVE);
    bad.players[1].reserve_count = 1;
    mx_commit(&bad);
    ST(&bad).bag[BLUE]--;
    ST(&bad).chests[t >> 4] = (uint16_t)(ST(&bad).chests[t >> 4] | (1u << (t & 15)));
    assert_false(alh_game_validate(&bad, msg, sizeof msg));
    bad = game;
    ST(&bad).bag[ST(&bad).room[0] - 1]++;
    ST(&bad).room[0] = 0;
    assert_false(alh_game_validate(&bad, msg, sizeof msg));
    bad = game;
    ST(&bad).chests[3] |= 1u << 8; /* tile 56: a square's id */
    assert_false(alh_game_validate(&bad, msg, sizeof msg));
    assert_true(alh_game_validate(&game, msg, sizeof msg));
}

/* A view shows the chamber as it is (nothing is secret: the bag's contents follow from what is in
 * sight), and a guess from it is a valid game. */
static void test_view(void **state)
{
    (void)state;
    fresh(3, 28);
    AlhView v;
    alh_view_make(&game, 1, &v);
    assert_memory_equal(&v.game.mod.treasure_chamber, &game.mod.treasure_chamber, sizeof game.mod.treasure_chamber);
    AlhRng rng;
    alh_rng_seed(&rng, 5, 5);
    AlhGame guess;
    alh_view_determinize(&v, &rng, &guess);
    char msg[160];
    if (!alh_game_validate(&guess, msg, sizeof msg))
        fail_msg("%s", msg);
}

/* R17, Change: "the treasure chamber give[s] no change" (000: « Il ne reçoit pas de monnaie »): 17
 * paid for the chests draws no coin, and coins pay in the mix like money worth 1. */
static void test_no_change_from_the_chamber(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 42, CHAMBER | MOD(ALH_MOD_CHANGE));
    for (int p = 0; p < 3; p++)
        mx_hand_clear(&game, p);
    mx_start_turn(&game, 0);
    int pay[2] = {mx_give(&game, 0, DENAR, 9), mx_give(&game, 0, DUCAT, 8)};
    mx_commit(&game);
    AlhCardSet bag;
    int counts[ALH_NUM_CURRENCIES];
    int before = alh_change_bag(&game, &bag, counts);
    assert_true(before > 0);
    AlhCommand c = chests(0, 0, pay, 2);
    memset(&events, 0, sizeof events);
    mx_apply_ok(&game, &c, &events);
    assert_int_equal(alh_change_bag(&game, &bag, counts), before);
    for (int cur = 0; cur < ALH_NUM_CURRENCIES; cur++)
        assert_int_equal(alh_change_coins(&game, 0, cur), 0);
    /* A coin is money worth 1 in the mix. */
    mx_start_turn(&game, 1);
    int coin = alh_cards_next(&bag, 0);
    assert_true(coin >= 0);
    mx_card_to_hand(&game, 1, coin);
    int seven = mx_give(&game, 1, FLORIN, 7);
    mx_commit(&game);
    AlhCardSet mix = {0};
    alh_cards_add(&mix, coin);
    alh_cards_add(&mix, seven);
    int paid = 0;
    assert_int_equal(alh_check_mixed_payment(&game, 1, &mix, &paid), ALH_OK);
    assert_int_equal(paid, 8);
}

static void test_soak(void **state)
{
    (void)state;
    assert_int_equal(mx_soak(CHAMBER, 20, 5100, false), 20);
    assert_true(mx_soak_events(ALH_EV_CHESTS_BOUGHT) > 0);
    assert_true(mx_soak_events(ALH_EV_CHEST_PLACED) > 0);
    assert_int_equal(
        mx_soak(CHAMBER | MOD(ALH_MOD_SQUARES) | MOD(ALH_MOD_MASTER_BUILDERS) | MOD(ALH_MOD_DIAMONDS), 10, 5200, false), 10);
    assert_int_equal(mx_soak(bt_optional_modules(), 10, 5300, false), 10);
    assert_int_equal(mx_soak(CHAMBER, 10, 5400, true), 10);
}

/* The bots' term: chests are worth the places they hold in the rounds to come; a lead is worth more
 * than a tie, and nothing without chests. */
static void test_bot_value(void **state)
{
    (void)state;
    fresh(3, 40);
    BotEvalCtx ctx;
    bt_prepared(&ctx, &game);
    const AlhModuleBot *b = alh_bot_registry[ALH_MOD_TREASURE_CHAMBER];
    assert_true(b->value(&ctx, 0) == 0.0);
    int t = build(&game, 0, GREEN);
    chest_from_bag(&game, t);
    mx_commit(&game);
    bt_prepared(&ctx, &game);
    double alone = b->value(&ctx, 0);
    assert_true(alone > 0.0);
    int u = build(&game, 1, BLUE);
    chest_from_bag(&game, u);
    mx_commit(&game);
    bt_prepared(&ctx, &game);
    double tied = b->value(&ctx, 0);
    assert_true(tied < alone);
    assert_true(b->value(&ctx, 2) == 0.0);
}

/* Easy's rough score: a room whose chests it can place beats one it cannot, and paying more costs. */
static void test_bot_fast_scores(void **state)
{
    (void)state;
    fresh(3, 41);
    set_room(&game, 0, GREEN, GREEN, BLUE, BLUE);
    set_room(&game, 1, RED, RED, RED, RED);
    build(&game, 0, GREEN);
    build(&game, 0, BLUE);
    int eight[1] = {mx_give(&game, 0, DUCAT, 8)};
    int nine[1] = {mx_give(&game, 0, DENAR, 9)};
    mx_commit(&game);
    BotEvalCtx ctx;
    bt_prepared(&ctx, &game);
    const AlhModuleBot *b = alh_bot_registry[ALH_MOD_TREASURE_CHAMBER];
    double placeable, useless, dearer;
    AlhCommand c = chests(0, 0, eight, 1);
    assert_true(b->fast_action(&game, &ctx, &c, &placeable));
    c = chests(0, 1, eight, 1);
    assert_true(b->fast_action(&game, &ctx, &c, &useless));
    c = chests(0, 0, nine, 1);
    assert_true(b->fast_action(&game, &ctx, &c, &dearer));
    assert_true(placeable > useless);
    assert_true(placeable > dearer);
    assert_true(useless < 0.0);
    AlhCommand other = mx_cmd(ALH_CMD_PASS, 0);
    assert_false(b->fast_action(&game, &ctx, &other, &placeable));
}

/* The bots buy chests in their games (Easy through its score, Medium through the evaluation). */
static void test_bots_buy_chests(void **state)
{
    (void)state;
    int bought[2] = {0, 0};
    const int levels[2] = {ALH_BOT_EASY, ALH_BOT_MEDIUM};
    for (int li = 0; li < 2; li++)
        for (uint64_t seed = 1; seed <= 3; seed++) {
            mx_new_game(&game, 3, 600 + seed, CHAMBER);
            for (int step = 0; step < 3000 && game.phase != ALH_PHASE_OVER; step++) {
                AlhView v;
                alh_view_make(&game, alh_to_move(&game), &v);
                AlhCommand c;
                assert_int_equal(alh_bot_choose(levels[li], &v, seed * 131 + (uint64_t)step, &c), ALH_OK);
                events.count = 0;
                assert_int_equal(alh_apply(&game, &c, &events), ALH_OK);
                bought[li] += mx_event_count(&events, ALH_EV_CHESTS_BOUGHT);
            }
            assert_int_equal(game.phase, ALH_PHASE_OVER);
        }
    print_message("chests bought: easy %d, medium %d (3 games each)\n", bought[0], bought[1]);
    assert_true(bought[0] > 0);
    assert_true(bought[1] > 0);
}

/* Every participant's count in one pass agrees with the buildings asked one by one, Dirk's included,
 * in random games at 2 players (Dirk) and at 4. */
static void test_counts_in_one_pass(void **state)
{
    (void)state;
    int dirk_chests = 0, seat_chests = 0;
    for (int players = 2; players <= 4; players += 2)
        for (uint64_t seed = 1; seed <= 3; seed++) {
            mx_new_game(&game, players, 640 + seed, CHAMBER);
            AlhRng rng;
            alh_rng_seed(&rng, seed, 5);
            for (int step = 0; step < 3000 && game.phase != ALH_PHASE_OVER; step++) {
                int counts[ALH_MAX_PLAYERS + 1], want[ALH_MAX_PLAYERS + 1] = {0};
                for (int tile = 1; tile <= ALH_NUM_TILES; tile++) { /* every building, one by one */
                    const AlhTilePlace *w = &game.where[tile];
                    if (!alh_chamber_has_chest(&game, tile))
                        continue;
                    if (w->loc == ALH_LOC_DIRK)
                        want[ALH_DIRK]++;
                    else if (w->loc == ALH_LOC_ALHAMBRA || w->loc == ALH_LOC_PENDING)
                        want[w->owner]++;
                }
                alh_chamber_counts(&game, counts);
                for (int p = 0; p < players; p++) {
                    assert_int_equal(counts[p], want[p]);
                    assert_int_equal(alh_chamber_count(&game, p), want[p]);
                    seat_chests += counts[p];
                }
                assert_int_equal(counts[ALH_DIRK], want[ALH_DIRK]);
                assert_int_equal(alh_chamber_count(&game, ALH_DIRK), want[ALH_DIRK]);
                dirk_chests += counts[ALH_DIRK];
                AlhCommand c;
                assert_int_equal(alh_random_policy(&game, &rng, &c), ALH_OK);
                assert_int_equal(alh_apply(&game, &c, NULL), ALH_OK);
            }
        }
    assert_true(seat_chests > 0);
    assert_true(dirk_chests > 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_setup),
        cmocka_unit_test(test_chart),
        cmocka_unit_test(test_rulebook_example),
        cmocka_unit_test(test_exact_gives_no_extra_action),
        cmocka_unit_test(test_refusals),
        cmocka_unit_test(test_module_money_in_the_mix),
        cmocka_unit_test(test_one_chest_a_building),
        cmocka_unit_test(test_bought_tiles_count_reserve_does_not),
        cmocka_unit_test(test_waiting_tile_to_reserve_loses_chest),
        cmocka_unit_test(test_removed_building_returns_chest),
        cmocka_unit_test(test_leftovers_pass_to_the_left),
        cmocka_unit_test(test_two_players_dirk_first),
        cmocka_unit_test(test_refill_stops),
        cmocka_unit_test(test_scoring),
        cmocka_unit_test(test_dirk_scores_chests),
        cmocka_unit_test(test_no_chests_on_squares),
        cmocka_unit_test(test_listing),
        cmocka_unit_test(test_validation),
        cmocka_unit_test(test_view),
        cmocka_unit_test(test_no_change_from_the_chamber),
        cmocka_unit_test(test_soak),
        cmocka_unit_test(test_counts_in_one_pass),
        cmocka_unit_test(test_bot_value),
        cmocka_unit_test(test_bot_fast_scores),
        cmocka_unit_test(test_bots_buy_chests),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

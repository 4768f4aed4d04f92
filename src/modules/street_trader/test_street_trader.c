/* SPDX-License-Identifier: MIT */
/*
 * Street trader (expansion 3; rulebook 002 "Street Trader", 000 "Les Négociants", 003 "Le Marchand
 * ambulant"; rulings R17): the secret choice of three citizens, a building on the trader's cell
 * (a citizen moves in and one is recruited, or a swap, or nothing), the trader put back at the end
 * of the turn, the sets scored every round, a dismantled building's citizen back to the supply, and
 * the interactions (squares, master builders, the end's distribution, views).
 */
#include "mod_fixtures.h"
#include "bots_module_test.h"
#include <stdlib.h>
#include <string.h>

#include "squares/squares.h"
#include "street_trader/street_trader.h"

#define TR MOD(ALH_MOD_STREET_TRADER)
#define S(g) ((g)->mod.street_trader)

enum { PAV = 0, SER, ARC, CHA, GAR, TOW };

static AlhGame game;
static AlhEvents events;

static AlhCommand cmd(int type, int player, int colour)
{
    AlhCommand c = mx_cmd(type, player);
    c.space = (uint8_t)colour;
    return c;
}

static AlhCommand trader_at(int player, int x, int y)
{
    AlhCommand c = mx_cmd(ALH_CMD_TRADER_PLACE, player);
    c.x = (int8_t)x;
    c.y = (int8_t)y;
    return c;
}

/* Everybody keeps three colours: player p keeps p, p+1 and p+2 (modulo 6), or the next ones not
 * kept yet. */
static void choose_all(AlhGame *g)
{
    while (g->phase == ALH_PHASE_CITIZENS) {
        int p = g->current;
        for (int k = 0; k < 6 && g->current == p && g->phase == ALH_PHASE_CITIZENS; k++) {
            int colour = (p + k) % 6;
            if (alh_trader_count(g, p, colour))
                continue;
            AlhCommand c = cmd(ALH_CMD_CITIZEN_KEEP, p, colour);
            mx_apply_ok(g, &c, &events);
        }
    }
}

static void ready_game(int players, uint64_t seed, uint64_t more)
{
    mx_new_game(&game, players, seed, TR | more);
    choose_all(&game);
    mx_commit(&game);
}

static int listed_of(const AlhGame *g, int type)
{
    AlhCommand buf[1024];
    size_t n = alh_legal_commands(g, buf, 1024);
    int k = 0;
    for (size_t i = 0; i < n; i++)
        k += buf[i].type == type;
    return k;
}

/* Every legal command is one of the street trader's own. */
static void assert_only_trader_commands(const AlhGame *g)
{
    AlhCommand buf[1024];
    size_t n = alh_legal_commands(g, buf, 1024);
    assert_true(n > 0);
    for (size_t i = 0; i < n; i++)
        assert_true(buf[i].type >= ALH_CMD_CITIZEN_KEEP && buf[i].type <= ALH_CMD_TRADER_PLACE);
}

/* Player 0 to place these tiles (bought this turn). */
static void pending_for_zero(int a, int b)
{
    mx_start_turn(&game, 0);
    mx_move_tile(&game, a, ALH_LOC_PENDING, 0, 0, 0);
    if (b)
        mx_move_tile(&game, b, ALH_LOC_PENDING, 0, 0, 0);
    game.phase = ALH_PHASE_PLACE;
    game.actions_this_turn = 1;
    mx_commit(&game);
}

/* "Before the building tiles are placed ... each player is given a trader tile and a citizen of each
 * color. The player secretly chooses three of these citizens ... All other citizens go to form the
 * general supply ... places their trader tiles ... on any side of his starting tile." */
static void test_setup_choice(void **state)
{
    (void)state;
    for (int players = 2; players <= 6; players++) {
        mx_new_game(&game, players, 10 + (uint64_t)players, TR);
        assert_int_equal(game.phase, ALH_PHASE_CITIZENS);
        assert_int_equal(alh_to_move(&game), game.first_player);
        assert_int_equal(listed_of(&game, ALH_CMD_CITIZEN_KEEP), 6);
        assert_only_trader_commands(&game);
        mx_assert_refused(&game, &(AlhCommand){.type = ALH_CMD_TAKE_MONEY, .player = game.first_player, .slots = 1},
                          ALH_ERR_WRONG_PHASE);
        int first = game.first_player;
        AlhCommand keep = cmd(ALH_CMD_CITIZEN_KEEP, first, GAR);
        mx_apply_ok(&game, &keep, &events);
        mx_assert_refused(&game, &keep, ALH_ERR_BAD_COMMAND); /* one of each colour: not twice */
        assert_int_equal(listed_of(&game, ALH_CMD_CITIZEN_KEEP), 5);
        mx_commit(&game);
        /* the supply is filled only once everybody has chosen */
        for (int c = 0; c < 6; c++)
            assert_int_equal(S(&game).supply[c], 7 - players);
        choose_all(&game);
        assert_int_equal(game.phase, ALH_PHASE_ACTION);
        assert_int_equal(alh_to_move(&game), first);
        assert_int_equal(game.turn, 1);
        for (int c = 0; c < 6; c++) {
            int kept = 0;
            for (int p = 0; p < players; p++)
                kept += alh_trader_count(&game, p, c);
            assert_int_equal(S(&game).supply[c], 7 - kept);
        }
        for (int p = 0; p < players; p++) {
            assert_int_equal(S(&game).carried[p], 3);
            /* beside the fountain */
            assert_int_equal(abs(S(&game).x[p]) + abs(S(&game).y[p]), 1);
        }
        assert_int_equal(alh_trader_count(&game, first, GAR), 1);
        mx_commit(&game);
    }
}

/* The choice is secret: another player's view holds none of it, and a guess keeps every count. */
static void test_secret_in_views(void **state)
{
    (void)state;
    ready_game(4, 21, 0);
    AlhView view;
    alh_view_make(&game, 1, &view);
    for (int p = 0; p < 4; p++) {
        assert_int_equal(view.game.mod.street_trader.carried[p], 3);
        if (p == 1)
            assert_int_equal(view.game.mod.street_trader.trader[p], game.mod.street_trader.trader[p]);
        else
            assert_int_equal(view.game.mod.street_trader.trader[p], 0);
    }
    AlhRng rng;
    alh_rng_seed(&rng, 3, 4);
    AlhGame *guess = malloc(sizeof *guess);
    assert_non_null(guess);
    bool differs = false;
    for (int k = 0; k < 8; k++) {
        alh_view_determinize(&view, &rng, guess);
        char msg[160];
        if (!alh_game_validate(guess, msg, sizeof msg))
            fail_msg("guess invalid: %s", msg);
        assert_int_equal(guess->mod.street_trader.trader[1], game.mod.street_trader.trader[1]);
        for (int p = 0; p < 4; p++)
            assert_int_equal(guess->mod.street_trader.carried[p], 3);
        differs |= memcmp(guess->mod.street_trader.trader, game.mod.street_trader.trader, sizeof game.mod.street_trader.trader);
    }
    assert_true(differs);
    /* while choosing too: the others' first picks are hidden */
    mx_new_game(&game, 3, 22, TR);
    AlhCommand keep = cmd(ALH_CMD_CITIZEN_KEEP, game.current, TOW);
    int chooser = game.current;
    mx_apply_ok(&game, &keep, &events);
    alh_view_make(&game, (chooser + 1) % 3, &view);
    assert_int_equal(view.game.mod.street_trader.trader[chooser], 0);
    assert_int_equal(view.game.mod.street_trader.carried[chooser], 1);
    alh_view_determinize(&view, &rng, guess);
    char msg[160];
    if (!alh_game_validate(guess, msg, sizeof msg))
        fail_msg("guess while choosing invalid: %s", msg);
    free(guess);
}

/* Two players (docs/rules-notes.md M-ST10): Dirk has no trader, so the open supply tells each player
 * what the other carries, as counting the supply at a real table does. The view still never holds
 * the other trader; what it shows (the supply, the citizens on buildings, one's own trader) gives
 * exactly the other's citizens, through the setup and every swap and recruit after it. */
static void test_two_players_supply_tells(void **state)
{
    (void)state;
    AlhView *view = malloc(sizeof *view);
    assert_non_null(view);
    int games = 0, changed = 0;
    for (uint64_t seed = 31; seed < 61 && (games < 4 || !changed); seed++, games++) {
        ready_game(2, seed, 0);
        assert_true(alh_game_has_dirk(&game));
        AlhRng rng;
        alh_rng_seed(&rng, seed, 2);
        uint32_t last[2] = {S(&game).trader[0], S(&game).trader[1]};
        for (int step = 0; step < 3000 && game.phase != ALH_PHASE_OVER; step++) {
            for (int viewer = 0; viewer < 2; viewer++) {
                int other = 1 - viewer;
                alh_view_make(&game, viewer, view);
                const AlhGame *v = &view->game;
                assert_int_equal(v->mod.street_trader.trader[other], 0);
                int housed[ALH_NUM_TYPES] = {0};
                for (int t = 1; t <= ALH_NUM_TILES; t++)
                    if (alh_tile_housed(v, t))
                        housed[alh_tile_info(t)->type]++;
                for (int c = 0; c < ALH_NUM_TYPES; c++)
                    assert_int_equal(ALH_CITIZENS_PER_COLOUR - v->mod.street_trader.supply[c] - housed[c] -
                                         alh_trader_count(v, viewer, c),
                                     alh_trader_count(&game, other, c));
            }
            AlhCommand c;
            assert_int_equal(alh_random_policy(&game, &rng, &c), ALH_OK);
            mx_apply_ok(&game, &c, &events);
            for (int p = 0; p < 2; p++) {
                changed += S(&game).trader[p] != last[p];
                last[p] = S(&game).trader[p];
            }
        }
        assert_int_equal(game.phase, ALH_PHASE_OVER); /* whole games */
    }
    free(view);
    assert_true(changed > 0); /* the traders' citizens changed on the way (recruits, swaps) */
}

/* "If the color of the building matches the color of a citizen on the trader tile, the player can
 * place this citizen on the building tile. The player then chooses a new citizen from the supply";
 * "only one of these citizens may move into a building at any one time"; "at the end of the turn
 * ... placed on an empty square again next to any building tile". */
static void test_citizen_moves_in(void **state)
{
    (void)state;
    ready_game(3, 31, 0);
    /* player 0 keeps pavilion, seraglio, arcades: an arcades tile on the trader's cell */
    int arc = mx_free_tile(&game, 0, ARC), other = mx_free_tile(&game, 0, GAR);
    pending_for_zero(arc, other);
    int tx = S(&game).x[0], ty = S(&game).y[0];
    AlhCommand place = mx_cmd_place(0, arc, tx, ty);
    mx_apply_ok(&game, &place, &events);
    assert_int_equal(mx_event_count(&events, ALH_EV_TRADER_ASIDE), 1);
    assert_int_equal(S(&game).landed, arc);
    mx_commit(&game);
    /* the choice first: moving in or not; no swap while a citizen matches; nothing else */
    assert_int_equal(listed_of(&game, ALH_CMD_CITIZEN_HOUSE), 1);
    assert_int_equal(listed_of(&game, ALH_CMD_CITIZEN_STAY), 1);
    assert_int_equal(listed_of(&game, ALH_CMD_CITIZEN_SWAP), 0);
    assert_only_trader_commands(&game);
    mx_assert_refused(&game, &(AlhCommand){.type = ALH_CMD_PLACE, .player = 0, .tile = (uint8_t)other, .x = 1, .y = 0},
                      ALH_ERR_WRONG_PHASE);
    mx_assert_refused(&game, &(AlhCommand){.type = ALH_CMD_CITIZEN_SWAP, .player = 0, .space = PAV}, ALH_ERR_BAD_COMMAND);
    AlhCommand house = mx_cmd(ALH_CMD_CITIZEN_HOUSE, 0);
    mx_apply_ok(&game, &house, &events);
    assert_true(alh_tile_housed(&game, arc));
    assert_int_equal(alh_trader_count(&game, 0, ARC), 0);
    assert_int_equal(S(&game).carried[0], 2);
    mx_commit(&game);
    /* then one of any colour from the supply */
    int offered = listed_of(&game, ALH_CMD_CITIZEN_RECRUIT), colours = 0;
    for (int c = 0; c < 6; c++)
        colours += S(&game).supply[c] > 0;
    assert_int_equal(offered, colours);
    assert_only_trader_commands(&game);
    int tower_before = S(&game).supply[TOW];
    AlhCommand recruit = cmd(ALH_CMD_CITIZEN_RECRUIT, 0, TOW);
    mx_apply_ok(&game, &recruit, &events);
    assert_int_equal(S(&game).supply[TOW], tower_before - 1);
    assert_int_equal(alh_trader_count(&game, 0, TOW), 1);
    assert_int_equal(S(&game).carried[0], 3);
    assert_int_equal(S(&game).landed, 0);
    mx_commit(&game);
    /* the other tile placed, the turn would end: the trader goes back first */
    AlhCommand second = mx_cmd_place(0, other, 1, 0);
    mx_apply_ok(&game, &second, &events);
    assert_int_equal(game.phase, ALH_PHASE_TRADER);
    assert_int_equal(alh_to_move(&game), 0);
    mx_commit(&game);
    AlhCommand buf[256];
    size_t n = alh_legal_commands(&game, buf, 256);
    assert_true(n > 0);
    for (size_t i = 0; i < n; i++) {
        assert_int_equal(buf[i].type, ALH_CMD_TRADER_PLACE);
        assert_true(alh_street_spot_ok(&game, 0, buf[i].x, buf[i].y));
    }
    /* an occupied cell, a cell touching only a corner, a cell far away: refused */
    mx_assert_refused(&game, &(AlhCommand){.type = ALH_CMD_TRADER_PLACE, .player = 0, .x = 1, .y = 0}, ALH_ERR_TRADER_SPOT);
    assert_true(tx == 0 && ty == 1); /* beside the fountain, south */
    mx_assert_refused(&game, &(AlhCommand){.type = ALH_CMD_TRADER_PLACE, .player = 0, .x = 2, .y = 1}, ALH_ERR_TRADER_SPOT);
    mx_assert_refused(&game, &(AlhCommand){.type = ALH_CMD_TRADER_PLACE, .player = 0, .x = -1, .y = -1}, ALH_ERR_TRADER_SPOT);
    mx_assert_refused(&game, &(AlhCommand){.type = ALH_CMD_TRADER_PLACE, .player = 0, .x = 5, .y = 5}, ALH_ERR_TRADER_SPOT);
    AlhCommand back = trader_at(0, buf[0].x, buf[0].y);
    mx_apply_ok(&game, &back, &events);
    assert_int_equal(mx_event_count(&events, ALH_EV_TRADER_PLACED), 1);
    assert_int_equal(S(&game).aside, 0);
    assert_int_equal(game.current, 1);
    assert_int_equal(game.phase, ALH_PHASE_ACTION);
    mx_commit(&game);
}

/* "If the color of the building does not match any of the colors of the citizens on the trader
 * tile, the player can exchange a citizen from the general stock"; moving in is optional (R17). */
static void test_swap_and_stay(void **state)
{
    (void)state;
    ready_game(3, 32, 0);
    int tow = mx_free_tile(&game, 0, TOW);
    pending_for_zero(tow, 0);
    AlhCommand place = mx_cmd_place(0, tow, S(&game).x[0], S(&game).y[0]);
    mx_apply_ok(&game, &place, &events);
    /* the turn's end waits for the choice */
    assert_int_equal(alh_to_move(&game), 0);
    assert_int_equal(listed_of(&game, ALH_CMD_CITIZEN_HOUSE), 0);
    assert_int_equal(listed_of(&game, ALH_CMD_CITIZEN_SWAP), 3);
    assert_int_equal(listed_of(&game, ALH_CMD_CITIZEN_STAY), 1);
    mx_commit(&game);
    mx_assert_refused(&game, &(AlhCommand){.type = ALH_CMD_CITIZEN_HOUSE, .player = 0}, ALH_ERR_BAD_COMMAND);
    mx_assert_refused(&game, &(AlhCommand){.type = ALH_CMD_CITIZEN_SWAP, .player = 0, .space = GAR}, ALH_ERR_BAD_COMMAND);
    int pav = S(&game).supply[PAV];
    AlhCommand swap = cmd(ALH_CMD_CITIZEN_SWAP, 0, PAV);
    mx_apply_ok(&game, &swap, &events);
    assert_int_equal(S(&game).supply[PAV], pav + 1);
    assert_int_equal(S(&game).carried[0], 2);
    mx_commit(&game);
    AlhCommand recruit = cmd(ALH_CMD_CITIZEN_RECRUIT, 0, TOW);
    mx_apply_ok(&game, &recruit, &events);
    assert_false(alh_tile_housed(&game, tow)); /* a swap places nobody */
    assert_int_equal(alh_trader_count(&game, 0, TOW), 1);
    assert_int_equal(alh_trader_count(&game, 0, PAV), 0);
    assert_int_equal(game.phase, ALH_PHASE_TRADER); /* then the trader goes back */
    mx_commit(&game);

    /* staying: nothing moves */
    ready_game(3, 33, 0);
    int arc = mx_free_tile(&game, 0, ARC);
    pending_for_zero(arc, 0);
    place = mx_cmd_place(0, arc, S(&game).x[0], S(&game).y[0]);
    mx_apply_ok(&game, &place, &events);
    uint32_t before = S(&game).trader[0];
    AlhCommand stay = mx_cmd(ALH_CMD_CITIZEN_STAY, 0);
    mx_apply_ok(&game, &stay, &events);
    assert_int_equal(S(&game).trader[0], before);
    assert_false(alh_tile_housed(&game, arc));
    assert_int_equal(game.phase, ALH_PHASE_TRADER);
    mx_commit(&game);
}

/* "If the general stock has been exhausted, no new citizen can be taken." (The supply is emptied by
 * hand: the position is no real game's, so it is not validated; the commands are.) */
static void test_empty_supply(void **state)
{
    (void)state;
    ready_game(3, 34, 0);
    int arc = mx_free_tile(&game, 0, ARC);
    pending_for_zero(arc, 0);
    for (int c = 0; c < 6; c++)
        S(&game).supply[c] = 0;
    AlhCommand place = mx_cmd_place(0, arc, S(&game).x[0], S(&game).y[0]);
    assert_int_equal(alh_apply(&game, &place, &events), ALH_OK);
    AlhCommand house = mx_cmd(ALH_CMD_CITIZEN_HOUSE, 0);
    assert_int_equal(alh_apply(&game, &house, &events), ALH_OK);
    assert_int_equal(listed_of(&game, ALH_CMD_CITIZEN_RECRUIT), 0);
    assert_int_equal(S(&game).carried[0], 2);
    assert_int_equal(S(&game).landed, 0);
    assert_int_equal(game.phase, ALH_PHASE_TRADER);
}

/* "If a building with a citizen is dismantled, the citizen is returned to the general stock." Sets
 * scored every round: "3 red, 2 white, 2 green and 1 blue ... 17 points". */
static void test_sets_and_dismantling(void **state)
{
    (void)state;
    int example[6] = {3, 2, 2, 1, 0, 0};
    assert_int_equal(alh_street_set_points(example), 17);
    int all[6] = {1, 1, 1, 1, 1, 1}, none[6] = {0};
    assert_int_equal(alh_street_set_points(all), 21);
    assert_int_equal(alh_street_set_points(none), 0);
    int two[6] = {2, 2, 0, 0, 0, 0};
    assert_int_equal(alh_street_set_points(two), 6);
    int singles[6] = {4, 0, 0, 0, 0, 0};
    assert_int_equal(alh_street_set_points(singles), 4);

    ready_game(2, 35, 0);
    /* player 0's buildings in a row east of the fountain: 2 arcades, 2 chambers, 2 gardens, 1 tower,
     * each with a citizen: sets of 4 and 3 colours, 10 + 6 */
    int types[7] = {ARC, ARC, CHA, CHA, GAR, GAR, TOW}, tiles[7];
    for (int i = 0; i < 7; i++) {
        tiles[i] = mx_free_tile(&game, 0, types[i]);
        mx_move_tile(&game, tiles[i], ALH_LOC_ALHAMBRA, 0, i + 1, 0);
    }
    for (int i = 0; i < 7; i++) {
        if (tiles[i] <= 32)
            S(&game).housed_lo |= 1u << (tiles[i] - 1);
        else
            S(&game).housed_hi |= 1u << (tiles[i] - 33);
        S(&game).supply[types[i]]--;
    }
    mx_commit(&game);
    AlhScoreDetail d;
    for (int round = 1; round <= 3; round++) {
        alh_score_preview(&game, round, &d);
        assert_int_equal(d.points[0][ALH_SCORE_EXTRA], 16);
        assert_int_equal(d.points[1][ALH_SCORE_EXTRA], 0);
    }
    /* the tower taken down to the reserve: its citizen back to the supply; sets of 3 and 3 */
    mx_start_turn(&game, 0);
    mx_commit(&game);
    int tow_supply = S(&game).supply[TOW];
    AlhCommand remove = {.type = ALH_CMD_REDESIGN_REMOVE, .player = 0, .tile = (uint8_t)tiles[6]};
    mx_apply_ok(&game, &remove, &events);
    assert_int_equal(mx_event_count(&events, ALH_EV_CITIZEN_LEFT), 1);
    assert_false(alh_tile_housed(&game, tiles[6]));
    assert_int_equal(S(&game).supply[TOW], tow_supply + 1);
    alh_score_preview(&game, 1, &d);
    assert_int_equal(d.points[0][ALH_SCORE_EXTRA], 12);
    mx_commit(&game);
}

/* A trader left with no tile beside it (a redesign took its neighbour away) is put back too. */
static void test_stranded_trader(void **state)
{
    (void)state;
    ready_game(2, 36, 0);
    int gar = mx_free_tile(&game, 0, GAR);
    mx_move_tile(&game, gar, ALH_LOC_ALHAMBRA, 0, 0, 1);
    S(&game).x[0] = 0;
    S(&game).y[0] = 2; /* beside the garden only */
    mx_start_turn(&game, 0);
    mx_commit(&game);
    AlhCommand remove = {.type = ALH_CMD_REDESIGN_REMOVE, .player = 0, .tile = (uint8_t)gar};
    mx_apply_ok(&game, &remove, &events);
    assert_int_equal(game.phase, ALH_PHASE_TRADER);
    assert_int_equal(alh_to_move(&game), 0);
    mx_commit(&game);
    AlhCommand back = trader_at(0, 1, 0);
    mx_apply_ok(&game, &back, &events);
    assert_int_equal(game.current, 1);
    /* a trader that still stands beside a tile stays where it is */
    assert_int_equal(S(&game).x[0], 1);
    mx_start_turn(&game, 1);
    mx_commit(&game);
    AlhCommand take = {.type = ALH_CMD_TAKE_MONEY, .player = 1, .slots = 1};
    mx_apply_ok(&game, &take, &events);
    assert_int_equal(game.phase, ALH_PHASE_ACTION);
    assert_int_equal(mx_event_count(&events, ALH_EV_TURN_END), 1);
}

/* "Citizens may not be placed on squares"; 004: a square built on the trader's spot moves it
 * (R17: like a bazaar, no citizen moves in, a swap is allowed). */
static void test_square_on_the_trader(void **state)
{
    (void)state;
    ready_game(3, 37, MOD(ALH_MOD_SQUARES));
    int square = 0;
    for (int t = ALH_TILE_SQUARE_FIRST; t < ALH_TILE_SQUARE_FIRST + ALH_TILE_SQUARE_COUNT && !square; t++)
        if (alh_tile_info(t)->type == PAV && game.where[t].loc == ALH_LOC_SUPPLY && game.where[t].y == 0)
            square = t;
    assert_true(square > 0);
    pending_for_zero(square, 0);
    AlhCommand place = mx_cmd_place(0, square, S(&game).x[0], S(&game).y[0]);
    mx_apply_ok(&game, &place, &events);
    assert_int_equal(S(&game).landed, square);
    assert_int_equal(listed_of(&game, ALH_CMD_CITIZEN_HOUSE), 0); /* a pavilion citizen rides, yet none moves in */
    assert_int_equal(listed_of(&game, ALH_CMD_CITIZEN_SWAP), 3);
    mx_assert_refused(&game, &(AlhCommand){.type = ALH_CMD_CITIZEN_HOUSE, .player = 0}, ALH_ERR_BAD_COMMAND);
    mx_commit(&game);
}

/* The end's distribution: a building handed out and built on the trader's cell takes a matching
 * citizen at once (its owner is not in their turn; moving in can only add points). */
static void test_out_of_turn_placement(void **state)
{
    (void)state;
    ready_game(3, 38, 0);
    int arc = mx_free_tile(&game, 0, ARC);
    mx_move_tile(&game, arc, ALH_LOC_PENDING, 0, 0, 0);
    game.phase = ALH_PHASE_FINAL_PLACE;
    game.current = 0;
    mx_commit(&game);
    AlhCommand place = mx_cmd_place(0, arc, S(&game).x[0], S(&game).y[0]);
    mx_apply_ok(&game, &place, &events);
    assert_true(alh_tile_housed(&game, arc));
    assert_int_equal(mx_event_count(&events, ALH_EV_CITIZEN_RECRUITED), 1);
    assert_int_equal(S(&game).carried[0], 3);
    assert_int_equal(game.phase, ALH_PHASE_OVER);
    assert_int_equal(S(&game).landed, 0);
}

/* With master builders: the card's redesign offered at the end of the turn after the choice, and
 * the trader put back after the redesign (so a building the redesign puts on its cell counts). */
static void test_with_master_builders(void **state)
{
    (void)state;
    ready_game(3, 39, MOD(ALH_MOD_MASTER_BUILDERS));
    int arc = mx_free_tile(&game, 0, ARC), gar = mx_free_tile(&game, 0, GAR);
    mx_move_tile(&game, gar, ALH_LOC_RESERVE, 0, 0, 0);
    pending_for_zero(arc, 0);
    AlhCommand place = mx_cmd_place(0, arc, S(&game).x[0], S(&game).y[0]);
    mx_apply_ok(&game, &place, &events);
    assert_int_equal(listed_of(&game, ALH_CMD_USE_BUILDER), 0); /* the choice comes first */
    AlhCommand house = mx_cmd(ALH_CMD_CITIZEN_HOUSE, 0);
    mx_apply_ok(&game, &house, &events);
    AlhCommand recruit = cmd(ALH_CMD_CITIZEN_RECRUIT, 0, GAR);
    mx_apply_ok(&game, &recruit, &events);
    /* player 0 holds master builders from the setup: the offer now */
    assert_true(listed_of(&game, ALH_CMD_USE_BUILDER) > 0);
    assert_int_equal(game.phase, ALH_PHASE_ACTION);
    mx_commit(&game);
    AlhCommand use = mx_cmd(ALH_CMD_USE_BUILDER, 0);
    alh_cards_add(&use.cards, alh_cards_next(&game.players[0].hand, ALH_CARD_MASTER_BUILDER_FIRST));
    mx_apply_ok(&game, &use, &events);
    /* the redesign: the garden from the reserve beside the arcades */
    AlhCommand add = {.type = ALH_CMD_REDESIGN_ADD, .player = 0, .tile = (uint8_t)gar, .x = 1, .y = 0};
    mx_apply_ok(&game, &add, &events);
    assert_int_equal(game.phase, ALH_PHASE_TRADER);
    assert_int_equal(listed_of(&game, ALH_CMD_USE_BUILDER), 0);
    mx_commit(&game);
    AlhCommand buf[64];
    assert_true(alh_legal_commands(&game, buf, 64) > 0);
    mx_apply_ok(&game, &buf[0], &events);
    /* once the trader is back the turn ends: no second offer of a card */
    assert_int_equal(game.current, 1);
    assert_int_equal(game.phase, ALH_PHASE_ACTION);
    mx_commit(&game);
}

/* A master builder's redesign that builds on the trader: the citizen's choice comes first, then the
 * turn ends (the trader put back). The builder's offer is made once a turn ("at most one a turn",
 * rulings R17): the end of the held turn used to ask the master builders again and offered the
 * second card. */
static void test_builder_redesign_on_the_trader(void **state)
{
    (void)state;
    ready_game(3, 39, MOD(ALH_MOD_MASTER_BUILDERS));
    int arc = mx_free_tile(&game, 0, ARC), gar = mx_free_tile(&game, 0, GAR);
    mx_move_tile(&game, gar, ALH_LOC_RESERVE, 0, 0, 0);
    pending_for_zero(arc, 0);
    int tx = S(&game).x[0], ty = S(&game).y[0];
    int ax = tx == 1 && ty == 0 ? -1 : 1;
    AlhCommand place = mx_cmd_place(0, arc, ax, 0); /* beside the fountain, away from the trader */
    mx_apply_ok(&game, &place, &events);
    assert_true(listed_of(&game, ALH_CMD_USE_BUILDER) >= 2); /* both cards dealt at the setup */
    AlhCommand use = mx_cmd(ALH_CMD_USE_BUILDER, 0);
    alh_cards_add(&use.cards, alh_cards_next(&game.players[0].hand, ALH_CARD_MASTER_BUILDER_FIRST));
    mx_apply_ok(&game, &use, &events);
    AlhCommand add = {.type = ALH_CMD_REDESIGN_ADD, .player = 0, .tile = (uint8_t)gar, .x = (int8_t)tx, .y = (int8_t)ty};
    mx_apply_ok(&game, &add, &events); /* the garden lands on the trader */
    assert_int_equal(mx_event_count(&events, ALH_EV_TRADER_ASIDE), 1);
    assert_only_trader_commands(&game);
    AlhCommand stay = mx_cmd(ALH_CMD_CITIZEN_STAY, 0);
    mx_apply_ok(&game, &stay, &events);
    assert_int_equal(listed_of(&game, ALH_CMD_USE_BUILDER), 0); /* no second card this turn */
    assert_int_equal(game.phase, ALH_PHASE_TRADER);
    mx_commit(&game);
    AlhCommand buf[64];
    assert_true(alh_legal_commands(&game, buf, 64) > 0);
    mx_apply_ok(&game, &buf[0], &events);
    assert_int_equal(game.current, 1);
    mx_commit(&game);
}

static void test_soak(void **state)
{
    (void)state;
    assert_int_equal(mx_soak(TR, 25, 1500, false), 25);
    assert_true(mx_soak_events(ALH_EV_CITIZEN_HOUSED) > 0);
    assert_true(mx_soak_events(ALH_EV_TRADER_PLACED) > 0);
    assert_int_equal(mx_soak(TR, 10, 1600, true), 10);
    uint64_t all = bt_optional_modules();
    assert_int_equal(mx_soak(all, 12, 1700, false), 12);
    assert_int_equal(mx_soak(all, 8, 1800, true), 8);
}

/* The housed counts (read from the housed bits) agree with every building asked one by one, in
 * random games where citizens move in. */
static void test_housed_counts_match_the_buildings(void **state)
{
    (void)state;
    int housed = 0;
    for (uint64_t seed = 1; seed <= 4; seed++) {
        AlhGame g;
        mx_new_game(&g, 3 + (int)seed % 2, 1900 + seed, TR);
        AlhRng rng;
        alh_rng_seed(&rng, seed, 9);
        for (int step = 0; step < 3000 && g.phase != ALH_PHASE_OVER; step++) {
            for (int p = 0; p < g.num_players; p++) {
                int want[ALH_NUM_TYPES] = {0}, got[ALH_NUM_TYPES];
                for (int t = 1; t <= ALH_NUM_TILES; t++)
                    if (alh_tile_housed(&g, t) && g.where[t].owner == p)
                        want[alh_tile_info(t)->type]++;
                alh_street_housed_counts(&g, p, got);
                for (int c = 0; c < ALH_NUM_TYPES; c++) {
                    assert_int_equal(got[c], want[c]);
                    housed += got[c];
                }
            }
            AlhCommand c;
            assert_int_equal(alh_random_policy(&g, &rng, &c), ALH_OK);
            assert_int_equal(alh_apply(&g, &c, NULL), ALH_OK);
        }
    }
    assert_true(housed > 0); /* citizens did move in */
}

/* ------------------------------------------------------------------ the bots' part */

/* A citizen on a building is worth its sets' points in the rounds left. */
static void test_bot_values_citizens(void **state)
{
    (void)state;
    AlhGame *g = malloc(sizeof *g);
    assert_non_null(g);
    bt_position(g, 3, TR, 95, 0);
    choose_all(g);
    BotEvalCtx ctx;
    bt_prepared(&ctx, g);
    double before = bot_module_value(&ctx, ALH_MOD_STREET_TRADER, 0);
    assert_true(before > 0); /* three citizens riding the trader */
    int arc = mx_free_tile(g, 0, ARC);
    mx_move_tile(g, arc, ALH_LOC_ALHAMBRA, 0, 1, 0);
    S(g).housed_lo |= arc <= 32 ? 1u << (arc - 1) : 0;
    S(g).housed_hi |= arc > 32 ? 1u << (arc - 33) : 0;
    S(g).supply[ARC]--;
    mx_commit(g);
    bt_prepared(&ctx, g);
    assert_true(bot_module_value(&ctx, ALH_MOD_STREET_TRADER, 0) > before);
    free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_setup_choice),
        cmocka_unit_test(test_secret_in_views),
        cmocka_unit_test(test_two_players_supply_tells),
        cmocka_unit_test(test_citizen_moves_in),
        cmocka_unit_test(test_swap_and_stay),
        cmocka_unit_test(test_empty_supply),
        cmocka_unit_test(test_sets_and_dismantling),
        cmocka_unit_test(test_stranded_trader),
        cmocka_unit_test(test_square_on_the_trader),
        cmocka_unit_test(test_out_of_turn_placement),
        cmocka_unit_test(test_with_master_builders),
        cmocka_unit_test(test_builder_redesign_on_the_trader),
        cmocka_unit_test(test_soak),
        cmocka_unit_test(test_housed_counts_match_the_buildings),
        cmocka_unit_test(test_bot_values_citizens),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

/* SPDX-License-Identifier: MIT */
/* Bonus cards (expansion 1): the deal, laying a card, its count in scorings, taking it back. */
#include "mod_fixtures.h"
#include "bots_module_test.h"
#include <math.h>
#include <stdlib.h>

#include <string.h>

#include "alhambra/view.h"
#include "bonus_cards/bonus_cards.h"

static AlhGame game;
static AlhEvents events;

static int card_of_tile(int tile)
{
    for (int c = 0; c < ALH_NUM_BONUS_CARDS; c++)
        if (alh_bonus_card_tile(c) == tile)
            return c;
    return -1;
}

/* Gives player bonus card `card` (taking it from whoever held it). */
static void give_bonus(AlhGame *g, int player, int card)
{
    for (int p = 0; p < g->num_players; p++) {
        if ((g->mod.bonus_cards.hand[p] >> card) & 1) {
            g->mod.bonus_cards.hand[p] &= (uint16_t) ~(1u << card);
            g->mod.bonus_cards.hand_count[p]--;
        }
        g->mod.bonus_cards.played[p] &= (uint16_t) ~(1u << card);
    }
    g->mod.bonus_cards.hand[player] |= (uint16_t)(1u << card);
    g->mod.bonus_cards.hand_count[player]++;
}

static AlhCommand play(int player, int card)
{
    AlhCommand c = mx_cmd(ALH_CMD_PLAY_BONUS, player);
    c.slots = (uint8_t)card;
    return c;
}

/* The ten cards show the ten wall-less buildings. */
static void test_cards_show_the_wall_less_buildings(void **state)
{
    (void)state;
    uint64_t seen = 0;
    for (int c = 0; c < ALH_NUM_BONUS_CARDS; c++) {
        int t = alh_bonus_card_tile(c);
        assert_in_range(t, 1, ALH_NUM_TILES);
        assert_int_equal(alh_tile_info(t)->walls, 0);
        assert_false((seen >> t) & 1);
        seen |= (uint64_t)1 << t;
    }
    int wall_less = 0;
    for (int t = 1; t <= ALH_NUM_TILES; t++)
        wall_less += alh_tile_info(t)->walls == 0;
    assert_int_equal(wall_less, ALH_NUM_BONUS_CARDS);
    assert_int_equal(alh_bonus_card_tile(-1), 0);
    assert_int_equal(alh_bonus_card_tile(10), 0);
}

/* 3 each with 2 or 3 players, 2 with 4 or 5, 1 with 6; the rest set aside face down. */
static void test_deal_by_player_count(void **state)
{
    (void)state;
    static const int expected[7] = {0, 0, 3, 3, 2, 2, 1};
    for (int players = 2; players <= 6; players++)
        for (uint64_t seed = 1; seed <= 20; seed++) {
            mx_new_game(&game, players, seed, MOD(ALH_MOD_BONUS_CARDS));
            uint16_t all = 0;
            for (int p = 0; p < players; p++) {
                assert_int_equal(__builtin_popcount(game.mod.bonus_cards.hand[p]), expected[players]);
                assert_int_equal(game.mod.bonus_cards.hand_count[p], expected[players]);
                assert_int_equal(game.mod.bonus_cards.played[p], 0);
                assert_int_equal(all & game.mod.bonus_cards.hand[p], 0);
                all |= game.mod.bonus_cards.hand[p];
            }
            assert_int_equal(__builtin_popcount(all), expected[players] * players);
        }
    /* Without the module nobody holds a bonus card. */
    mx_new_game(&game, 3, 1, 0);
    for (int p = 0; p < 3; p++)
        assert_int_equal(game.mod.bonus_cards.hand[p], 0);
}

/* The example: the wall-less garden 10 built and its card laid: two gardens in a scoring. */
static void test_laid_card_counts_as_a_building(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 5, MOD(ALH_MOD_BONUS_CARDS));
    mx_start_turn(&game, 0);
    int garden = mx_tile(ALH_GARDEN, 10, 0);
    int card = card_of_tile(garden);
    give_bonus(&game, 0, card);
    mx_build(&game, 0, garden, 1, 0);
    uint8_t counts[ALH_NUM_TYPES];
    alh_building_counts(&game, 0, counts);
    assert_int_equal(counts[ALH_GARDEN], 1);

    AlhCommand c = play(0, card);
    assert_true(mx_is_listed(&game, &c));
    int actions = game.actions_this_turn;
    mx_apply_ok(&game, &c, &events);
    assert_int_equal(mx_event_count(&events, ALH_EV_BONUS_PLAYED), 1);
    assert_int_equal(events.ev[0].card, card);
    assert_int_equal(events.ev[0].tile, garden);
    /* Free: still the same player's action, no action used. */
    assert_int_equal(game.phase, ALH_PHASE_ACTION);
    assert_int_equal(game.current, 0);
    assert_int_equal(game.actions_this_turn, actions);
    assert_true((game.mod.bonus_cards.played[0] >> card) & 1);
    assert_int_equal(game.mod.bonus_cards.hand_count[0], __builtin_popcount(game.mod.bonus_cards.hand[0]));
    alh_building_counts(&game, 0, counts);
    assert_int_equal(counts[ALH_GARDEN], 2);

    /* Player 1 has one garden more than player 0's tiles: the card makes player 0 win round 1. */
    mx_build(&game, 1, mx_free_tile(&game, 0, ALH_GARDEN), 1, 0);
    AlhScoreDetail d;
    alh_score_preview(&game, 1, &d);
    assert_int_equal(d.points[0][ALH_GARDEN], 5);
    assert_int_equal(d.points[1][ALH_GARDEN], 0);
    /* Laying a card is not an action: passing is still refused. */
    mx_assert_refused(&game, &(AlhCommand){.type = ALH_CMD_PASS, .player = 0}, ALH_ERR_NO_BONUS);
}

static void test_refusals(void **state)
{
    (void)state;
    mx_new_game(&game, 4, 9, MOD(ALH_MOD_BONUS_CARDS));
    mx_start_turn(&game, 1);
    int tower = mx_tile(ALH_TOWER, 12, 0);
    int card = card_of_tile(tower);
    give_bonus(&game, 1, card);
    mx_commit(&game);
    /* Its building is not in the Alhambra yet (nowhere, then on the reserve). */
    mx_assert_refused(&game, &(AlhCommand){.type = ALH_CMD_PLAY_BONUS, .player = 1, .slots = (uint8_t)card},
                      ALH_ERR_NO_SUCH_TILE);
    mx_move_tile(&game, tower, ALH_LOC_RESERVE, 1, 0, 0);
    mx_commit(&game);
    mx_assert_refused(&game, &(AlhCommand){.type = ALH_CMD_PLAY_BONUS, .player = 1, .slots = (uint8_t)card},
                      ALH_ERR_NO_SUCH_TILE);
    assert_false(mx_is_listed(&game, &(AlhCommand){.type = ALH_CMD_PLAY_BONUS, .player = 1, .slots = (uint8_t)card}));
    /* The building in another player's Alhambra does not help. */
    mx_build(&game, 2, tower, 0, 1);
    mx_assert_refused(&game, &(AlhCommand){.type = ALH_CMD_PLAY_BONUS, .player = 1, .slots = (uint8_t)card},
                      ALH_ERR_NO_SUCH_TILE);
    /* A card the player does not hold; a card number out of range; out of turn. */
    mx_build(&game, 1, mx_tile(ALH_TOWER, 11, 0), 0, 1);
    int other = card_of_tile(mx_tile(ALH_TOWER, 11, 0));
    give_bonus(&game, 3, other);
    mx_commit(&game);
    mx_assert_refused(&game, &(AlhCommand){.type = ALH_CMD_PLAY_BONUS, .player = 1, .slots = (uint8_t)other},
                      ALH_ERR_CARD_NOT_IN_HAND);
    mx_assert_refused(&game, &(AlhCommand){.type = ALH_CMD_PLAY_BONUS, .player = 1, .slots = 10}, ALH_ERR_EMPTY_SLOT);
    mx_assert_refused(&game, &(AlhCommand){.type = ALH_CMD_PLAY_BONUS, .player = 3, .slots = (uint8_t)other},
                      ALH_ERR_NOT_YOUR_TURN);
    /* Without the module the command is unknown to the game. */
    mx_new_game(&game, 3, 1, 0);
    mx_assert_refused(&game, &(AlhCommand){.type = ALH_CMD_PLAY_BONUS, .player = game.current}, ALH_ERR_MODULE_OFF);
}

/* Removing the building takes the card back into the hand; neither counts until it is rebuilt. */
static void test_removal_takes_the_card_back(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 11, MOD(ALH_MOD_BONUS_CARDS));
    mx_start_turn(&game, 2);
    int arcades = mx_tile(ALH_ARCADES, 9, 0);
    int card = card_of_tile(arcades);
    give_bonus(&game, 2, card);
    mx_build(&game, 2, arcades, 0, 1);
    mx_apply_ok(&game, &(AlhCommand){.type = ALH_CMD_PLAY_BONUS, .player = 2, .slots = (uint8_t)card}, &events);
    AlhCommand rm = mx_cmd(ALH_CMD_REDESIGN_REMOVE, 2);
    rm.tile = (uint8_t)arcades;
    mx_apply_ok(&game, &rm, &events);
    assert_int_equal(mx_event_count(&events, ALH_EV_BONUS_RETURNED), 1);
    assert_true((game.mod.bonus_cards.hand[2] >> card) & 1);
    assert_false((game.mod.bonus_cards.played[2] >> card) & 1);
    uint8_t counts[ALH_NUM_TYPES];
    alh_building_counts(&game, 2, counts);
    assert_int_equal(counts[ALH_ARCADES], 0);
    /* Rebuilt from the reserve (a later turn), the card may be laid again. */
    mx_start_turn(&game, 2);
    AlhCommand add = mx_cmd(ALH_CMD_REDESIGN_ADD, 2);
    add.tile = (uint8_t)arcades;
    add.x = 0;
    add.y = -1;
    mx_apply_ok(&game, &add, &events);
    mx_start_turn(&game, 2);
    mx_apply_ok(&game, &(AlhCommand){.type = ALH_CMD_PLAY_BONUS, .player = 2, .slots = (uint8_t)card}, &events);
    alh_building_counts(&game, 2, counts);
    assert_int_equal(counts[ALH_ARCADES], 2);
}

/* A swap takes the building out of the Alhambra too: the card goes back to the hand. */
static void test_swap_takes_the_card_back(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 23, MOD(ALH_MOD_BONUS_CARDS));
    int garden = mx_tile(ALH_GARDEN, 11, 0), other = mx_tile(ALH_GARDEN, 10, 0);
    int card = card_of_tile(garden);
    give_bonus(&game, 1, card);
    mx_build(&game, 1, garden, 0, 1);
    mx_move_tile(&game, other, ALH_LOC_RESERVE, 1, 0, 0);
    mx_commit(&game);
    mx_start_turn(&game, 1);
    mx_apply_ok(&game, &(AlhCommand){.type = ALH_CMD_PLAY_BONUS, .player = 1, .slots = (uint8_t)card}, &events);
    AlhCommand swap = mx_cmd(ALH_CMD_REDESIGN_SWAP, 1);
    swap.tile = (uint8_t)other;
    swap.tile2 = (uint8_t)garden;
    mx_apply_ok(&game, &swap, &events);
    assert_int_equal(mx_event_count(&events, ALH_EV_BONUS_RETURNED), 1);
    assert_true((game.mod.bonus_cards.hand[1] >> card) & 1);
    uint8_t counts[ALH_NUM_TYPES];
    alh_building_counts(&game, 1, counts);
    assert_int_equal(counts[ALH_GARDEN], 1); /* the garden swapped in, without the card */
}

/* "At any time, including during a scoring round": a held card whose building stands is laid when
 * a scoring comes, and counts in it. */
static void test_cards_are_laid_at_a_scoring(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 13, MOD(ALH_MOD_BONUS_CARDS));
    int chambers = mx_tile(ALH_CHAMBERS, 11, 0);
    int card = card_of_tile(chambers);
    give_bonus(&game, 0, card);
    mx_build(&game, 0, chambers, -1, 0);
    mx_build(&game, 1, mx_free_tile(&game, 0, ALH_CHAMBERS), -1, 0);
    /* Scoring card 1 on top of the pile; player 0 takes a card so the refill draws it. */
    mx_start_turn(&game, 0);
    int top = ALH_CARD_SCORING_1;
    for (int i = game.deck_pos; i < game.deck_len; i++)
        if (game.deck[i] == top) {
            memmove(game.deck + game.deck_pos + 1, game.deck + game.deck_pos, (size_t)(i - game.deck_pos));
            game.deck[game.deck_pos] = (uint8_t)top;
        }
    mx_commit(&game);
    AlhCommand take = mx_cmd(ALH_CMD_TAKE_MONEY, 0);
    take.slots = 1;
    mx_apply_ok(&game, &take, &events);
    int played = -1, scoring = -1;
    for (int i = 0; i < events.count; i++) {
        if (events.ev[i].type == ALH_EV_BONUS_PLAYED && played < 0)
            played = i;
        if (events.ev[i].type == ALH_EV_SCORING && scoring < 0)
            scoring = i;
    }
    assert_true(played >= 0 && scoring > played);
    assert_int_equal(events.ev[scoring].score.points[0][ALH_CHAMBERS], 4);
    assert_int_equal(events.ev[scoring].score.points[1][ALH_CHAMBERS], 0);
    assert_true((game.mod.bonus_cards.played[0] >> card) & 1);
}

/* "Including during a scoring round": the final scoring too, after the last market tiles are given
 * out, lays a held card whose building stands, and counts it. */
static void test_cards_are_laid_at_the_final_scoring(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 19, MOD(ALH_MOD_BONUS_CARDS));
    int chambers = mx_tile(ALH_CHAMBERS, 11, 0);
    int card = card_of_tile(chambers);
    give_bonus(&game, 0, card);
    mx_build(&game, 0, chambers, -1, 0);
    mx_build(&game, 1, mx_tile(ALH_CHAMBERS, 6, 2 | 4), 0, 1); /* walls east and south */
    for (int p = 0; p < 3; p++)
        mx_hand_clear(&game, p);
    /* The tower is empty and market space 4 too: this turn is the last. */
    for (int i = game.bag_pos; i < game.bag_len; i++)
        game.where[game.bag[i]].loc = ALH_LOC_REMOVED;
    game.bag_pos = game.bag_len;
    mx_move_tile(&game, game.market[3], ALH_LOC_REMOVED, 0, 0, 0);
    mx_commit(&game);
    mx_start_turn(&game, 0);
    AlhCommand take = mx_cmd(ALH_CMD_TAKE_MONEY, 0);
    take.slots = 1;
    mx_apply_ok(&game, &take, &events);
    while (game.phase == ALH_PHASE_FINAL_PLACE) { /* the tile of the money's space goes to player 0 */
        int p = alh_to_move(&game), t = 1;
        while (game.where[t].loc != ALH_LOC_PENDING || game.where[t].owner != p)
            t++;
        mx_apply_ok(&game, &(AlhCommand){.type = ALH_CMD_RESERVE, .player = (uint8_t)p, .tile = (uint8_t)t}, &events);
    }
    assert_int_equal(game.phase, ALH_PHASE_OVER);
    int scoring = -1;
    for (int i = 0; i < events.count; i++)
        if (events.ev[i].type == ALH_EV_SCORING)
            scoring = i;
    assert_true(scoring >= 0);
    assert_int_equal(events.ev[scoring].round, 3);
    assert_true((game.mod.bonus_cards.played[0] >> card) & 1);
    /* Two chambers against one: 19 and 11 (a tie would share 15 each). */
    assert_int_equal(events.ev[scoring].score.points[0][ALH_CHAMBERS], 19);
    assert_int_equal(events.ev[scoring].score.points[1][ALH_CHAMBERS], 11);
}

/* Other hands are secret in a view; a guess deals unseen cards in the right numbers. */
static void test_view_hides_other_hands(void **state)
{
    (void)state;
    mx_new_game(&game, 4, 17, MOD(ALH_MOD_BONUS_CARDS));
    static AlhView view;
    static AlhGame guess;
    alh_view_make(&game, 1, &view);
    assert_int_equal(view.game.mod.bonus_cards.hand[1], game.mod.bonus_cards.hand[1]);
    for (int p = 0; p < 4; p++) {
        if (p != 1)
            assert_int_equal(view.game.mod.bonus_cards.hand[p], 0);
        assert_int_equal(view.game.mod.bonus_cards.hand_count[p], 2);
    }
    AlhRng rng;
    alh_rng_seed(&rng, 3, 4);
    alh_view_determinize(&view, &rng, &guess);
    char msg[160];
    assert_true(alh_game_validate(&guess, msg, sizeof msg));
    assert_int_equal(guess.mod.bonus_cards.hand[1], game.mod.bonus_cards.hand[1]);
    for (int p = 0; p < 4; p++)
        assert_int_equal(__builtin_popcount(guess.mod.bonus_cards.hand[p]), 2);
}

static void test_soak(void **state)
{
    (void)state;
    assert_int_equal(mx_soak(MOD(ALH_MOD_BONUS_CARDS), 25, 100, false), 25);
    assert_true(mx_soak_events(ALH_EV_BONUS_PLAYED) > 0);
    assert_int_equal(mx_soak(MOD(ALH_MOD_BONUS_CARDS), 25, 200, true), 25);
}

/* ------------------------------------------------------------------ the bots' part */

/* A bonus card in hand counts once its building is bought (pending) or built; not otherwise. */
static void test_bot_card_in_hand_counts_with_its_building(void **state)
{
    (void)state;
    AlhGame *g = malloc(sizeof *g);
    assert_non_null(g);
    bt_position(g, 3, MOD(ALH_MOD_BONUS_CARDS), 77, 0);
    int p = 0, card = __builtin_ctz(g->mod.bonus_cards.hand[p]);
    int tile = alh_bonus_card_tile(card), type = alh_tile_info(tile)->type;
    BotEvalCtx before, ctx;
    bt_prepared(&before, g);
    /* The building bought this turn: it counts, and so does the card. */
    AlhTilePlace saved = g->where[tile];
    g->where[tile] = (AlhTilePlace){.loc = ALH_LOC_PENDING, .owner = (uint8_t)p};
    if (saved.loc == ALH_LOC_MARKET)
        g->market[saved.x] = 0;
    g->players[p].pending_count++;
    g->players[p].pending_buildings |= (uint64_t)1 << tile; /* kept with where[] as the engine does */
    bt_prepared(&ctx, g);
    assert_int_equal(ctx.counts[p][type], before.counts[p][type] + 2);
    /* Without the card only the building counts. */
    g->mod.bonus_cards.hand[p] &= (uint16_t) ~(1u << card);
    bt_prepared(&ctx, g);
    assert_int_equal(ctx.counts[p][type], before.counts[p][type] + 1);
    /* On the reserve with the card in hand: the bonus-cards part values building it. */
    g->mod.bonus_cards.hand[p] |= (uint16_t)(1u << card);
    g->where[tile] = (AlhTilePlace){.loc = ALH_LOC_RESERVE, .owner = (uint8_t)p};
    g->players[p].pending_count--;
    g->players[p].pending_buildings &= ~((uint64_t)1 << tile);
    g->players[p].reserve_count++;
    bt_prepared(&ctx, g);
    assert_int_equal(ctx.counts[p][type], before.counts[p][type]);
    assert_true(bot_module_value(&ctx, ALH_MOD_BONUS_CARDS, p) > 0);
    g->mod.bonus_cards.hand[p] &= (uint16_t) ~(1u << card);
    bt_prepared(&ctx, g);
    assert_true(bot_module_value(&ctx, ALH_MOD_BONUS_CARDS, p) == 0.0);
    free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_cards_show_the_wall_less_buildings),
        cmocka_unit_test(test_deal_by_player_count),
        cmocka_unit_test(test_laid_card_counts_as_a_building),
        cmocka_unit_test(test_refusals),
        cmocka_unit_test(test_removal_takes_the_card_back),
        cmocka_unit_test(test_swap_takes_the_card_back),
        cmocka_unit_test(test_cards_are_laid_at_a_scoring),
        cmocka_unit_test(test_cards_are_laid_at_the_final_scoring),
        cmocka_unit_test(test_view_hides_other_hands),
        cmocka_unit_test(test_soak),
        cmocka_unit_test(test_bot_card_in_hand_counts_with_its_building),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

/* SPDX-License-Identifier: MIT */
/* Invaders (expansion 4): the cards, the open sides, the invasion after each scoring and its
 * penalties, the score's floor, the scouts (exact purchases, the vizier, the Rich Patron), their
 * turn after scorings 1 and 2, the secret of a scout's look, the open variant, the bots' term. */
#include "mod_fixtures.h"
#include "bots_module_test.h"

#include <string.h>

#include "alhambra/bot.h"
#include "alhambra/view.h"
#include "city_walls/city_walls.h"
#include "invaders/bot.h"
#include "invaders/invaders.h"
#include "../../../tests/common/hidden_redeal.h"

void alh_score_round(AlhGame *g, int round, AlhEvents *ev); /* the engine's (engine_internal.h) */

#define IST(g) ((AlhInvadersState *)alh_invaders_state(g))

static AlhGame game;
static AlhEvents events;

enum { N = 1, E = 2, S = 4, W = 8 };
#define INV MOD(ALH_MOD_INVADERS)
#define OPEN MOD(ALH_MOD_INVADERS_OPEN)

/* Puts the invasion card attacking from `side` on top of the invasion deck. */
static void top_card(AlhGame *g, int side)
{
    AlhInvadersState *s = IST(g);
    for (int i = 0; i < ALH_INVASION_CARDS; i++)
        if (alh_invasion_side(s->deck[i]) == side) {
            uint8_t t = s->deck[s->used];
            s->deck[s->used] = s->deck[i];
            s->deck[i] = t;
            return;
        }
    fail_msg("no invasion card from side %d", side);
}

/* Makes the face-up scouts those of types a and b (the turned cards' order changed to match). */
static void scouts_up(AlhGame *g, int a, int b)
{
    AlhInvadersState *s = IST(g);
    int want[2] = {a, b};
    int base = s->turned - 2;
    for (int k = 0; k < 2; k++)
        for (int i = 0; i < ALH_SCOUT_CARDS; i++)
            if (alh_scout_type(s->scouts[i]) == want[k]) {
                uint8_t t = s->scouts[base + k];
                s->scouts[base + k] = s->scouts[i];
                s->scouts[i] = t;
                break;
            }
    s->up = (uint8_t)(3u << base);
}

/* The rulebook's example Alhambra (002, 000 "Exemple"): three sides open to the west; attacked
 * from the east after the third scoring it loses twelve. A column of three (a tile north of the
 * fountain, the fountain, a tile south of it), none with walls, and east of the fountain a tile
 * walled only on the north: west 3 open sides, east 3, north 1, south 2. */
static void example_alhambra(AlhGame *g, int player)
{
    int north = mx_free_tile(g, 0, -1);
    mx_build(g, player, north, 0, -1);
    int south = mx_free_tile(g, 0, -1);
    mx_build(g, player, south, 0, 1);
    int east = mx_free_tile(g, N, -1);
    mx_build(g, player, east, 1, 0);
}

/* The data: one invasion card from each direction, one scout of each building type (R16: ours). */
static void test_cards(void **state)
{
    (void)state;
    unsigned sides = 0, types = 0;
    for (int i = 0; i < ALH_INVASION_CARDS; i++)
        sides |= 1u << alh_invasion_side(i);
    for (int i = 0; i < ALH_SCOUT_CARDS; i++)
        types |= 1u << alh_scout_type(i);
    assert_int_equal(sides, 0xF);
    assert_int_equal(types, 0x3F);
    assert_int_equal(alh_invasion_side(4), -1);
    assert_int_equal(alh_scout_type(6), -1);
}

/* "The invasion cards are shuffled and set aside face-down. The scout cards are also shuffled and
 * the top two cards are then turned face-up." */
static void test_setup(void **state)
{
    (void)state;
    int first[ALH_INVASION_CARDS] = {0};
    for (int players = 2; players <= 6; players++)
        for (uint64_t seed = 1; seed <= 8; seed++) {
            mx_new_game(&game, players, seed * 7 + (uint64_t)players, INV);
            const AlhInvadersState *s = IST(&game);
            assert_int_equal(s->used, 0);
            assert_int_equal(s->turned, 2);
            assert_int_equal(s->up, 3);
            assert_int_equal(s->knows, 0);
            assert_int_equal(__builtin_popcount(alh_invaders_scout_types(&game)), 2);
            first[s->deck[0]]++;
        }
    for (int i = 0; i < ALH_INVASION_CARDS; i++)
        assert_true(first[i] > 0); /* shuffled: every card has been on top */
}

/* "Unprotected": a side with no wall and no tile of the Alhambra across it (000: "sur le bord");
 * the fountain counts; a printed wall protects. */
static void test_open_sides(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 5, INV);
    for (int side = 0; side < 4; side++)
        assert_int_equal(alh_invaders_exposed(&game, 0, side), 1); /* the fountain alone */
    example_alhambra(&game, 0);
    assert_int_equal(alh_invaders_exposed(&game, 0, ALH_WEST), 3);
    assert_int_equal(alh_invaders_exposed(&game, 0, ALH_EAST), 3);
    assert_int_equal(alh_invaders_exposed(&game, 0, ALH_NORTH), 1); /* the east tile's wall protects */
    assert_int_equal(alh_invaders_exposed(&game, 0, ALH_SOUTH), 2);
    /* The fountain's east side faces a tile: not on the edge, not counted. */
    assert_false(alh_invaders_side_exposed(&game, 0, 0, 0, ALH_EAST));
    assert_true(alh_invaders_side_exposed(&game, 0, 0, 0, ALH_WEST));
    assert_false(alh_invaders_side_exposed(&game, 0, 1, 0, ALH_NORTH)); /* a printed wall */
    assert_true(alh_invaders_side_exposed(&game, 0, 1, 0, ALH_EAST));
    assert_false(alh_invaders_side_exposed(&game, 0, 5, 5, ALH_EAST)); /* no tile there */
    /* Another player's Alhambra is its own. */
    assert_int_equal(alh_invaders_exposed(&game, 1, ALH_WEST), 1);
}

/* The rulebook's example: 3 open sides to the west cost 3 after the first scoring; from the east
 * after the third, 3 per side facing it and 1 per side facing north or south: 12. */
static void test_rulebook_example(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 9, INV);
    example_alhambra(&game, 0);
    assert_int_equal(alh_invaders_penalty(&game, 0, 1, ALH_WEST), 3);
    assert_int_equal(alh_invaders_penalty(&game, 0, 3, ALH_EAST), 12);
    assert_int_equal(alh_invaders_penalty(&game, 0, 2, ALH_EAST), 6);
    /* Through the scoring: the first invasion comes from the west. */
    top_card(&game, ALH_WEST);
    game.players[0].score = 20;
    AlhScoreDetail before;
    alh_score_preview(&game, 1, &before);
    events.count = 0;
    alh_score_round(&game, 1, &events);
    assert_int_equal(game.players[0].score, before.total[0] - 3);
    assert_int_equal(IST(&game)->lost[0], 3);
    assert_int_equal(IST(&game)->used, 1);
    assert_int_equal(alh_invaders_last(&game), ALH_WEST);
    /* The events: the scoring first, then the invasion and each player's loss. */
    int scoring = -1, invasion = -1;
    for (int i = 0; i < events.count; i++) {
        if (events.ev[i].type == ALH_EV_SCORING)
            scoring = i;
        if (events.ev[i].type == ALH_EV_INVASION) {
            invasion = i;
            assert_int_equal(events.ev[i].value, ALH_WEST);
            assert_int_equal(events.ev[i].round, 1);
        }
        if (events.ev[i].type == ALH_EV_INVASION_LOSS && events.ev[i].player == 0) {
            assert_int_equal(events.ev[i].value, 3);
            assert_int_equal(events.ev[i].x, 3);
        }
    }
    assert_true(scoring >= 0 && invasion > scoring);
    assert_int_equal(mx_event_count(&events, ALH_EV_INVASION_LOSS), 3);
    /* The loss is in the round's detail (the modules' column). */
    for (int i = 0; i < events.count; i++)
        if (events.ev[i].type == ALH_EV_SCORING)
            assert_int_equal(events.ev[i].score.points[0][ALH_SCORE_EXTRA], -3);
    /* The third scoring from the east: twelve. */
    game.scorings_done = 2;
    IST(&game)->used = 2;
    top_card(&game, ALH_EAST);
    IST(&game)->turned = 6;
    IST(&game)->up = 0x30;
    game.players[0].score = 50;
    alh_score_preview(&game, 3, &before);
    events.count = 0;
    alh_score_round(&game, 3, &events);
    assert_int_equal(game.players[0].score, before.total[0] - 12);
    assert_int_equal(mx_event_count(&events, ALH_EV_SCOUTS_TURNED), 0); /* none after the third */
}

/* -1, -2, -3 per side by scoring; the neighbouring directions only in the third. */
static void test_penalties_by_round(void **state)
{
    (void)state;
    for (int round = 1; round <= 3; round++) {
        mx_new_game(&game, 3, 30 + (uint64_t)round, INV);
        example_alhambra(&game, 1);
        game.scorings_done = (uint8_t)(round - 1);
        IST(&game)->used = (uint8_t)(round - 1);
        IST(&game)->turned = (uint8_t)(round == 1 ? 2 : round == 2 ? 4 : 6);
        IST(&game)->up = 0;
        top_card(&game, ALH_SOUTH);
        for (int p = 0; p < 3; p++)
            game.players[p].score = 60;
        AlhScoreDetail before;
        alh_score_preview(&game, round, &before);
        alh_score_round(&game, round, NULL);
        /* South: 2 open sides; beside it east 3 and west 3. */
        int want = round * 2 + (round == 3 ? 6 : 0);
        assert_int_equal(game.players[1].score, before.total[1] - want);
        /* The fountain alone: 1 side south, 1 east and 1 west. */
        assert_int_equal(game.players[0].score, before.total[0] - (round + (round == 3 ? 2 : 0)));
    }
}

/* "a player's score cannot go below zero" */
static void test_score_floor(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 41, INV);
    example_alhambra(&game, 2);
    top_card(&game, ALH_WEST);
    for (int p = 0; p < 3; p++) {
        mx_hand_clear(&game, p);
        game.players[p].score = 0;
    }
    /* Player 2 has nothing to score in round 1 but maybe a wall point; the loss takes at most that. */
    AlhScoreDetail before;
    alh_score_preview(&game, 1, &before);
    alh_score_round(&game, 1, NULL);
    for (int p = 0; p < 3; p++) {
        assert_true(game.players[p].score >= 0);
        int want = before.total[p] - alh_invaders_penalty(&game, p, 1, ALH_WEST);
        assert_int_equal(game.players[p].score, want > 0 ? want : 0);
        assert_int_equal(IST(&game)->lost[p], before.total[p] - game.players[p].score);
    }
    /* Player 0 had nothing (no building, no wall) and the fountain's west side open: 0, not -1. */
    assert_int_equal(before.total[0], 0);
    assert_int_equal(game.players[0].score, 0);
    assert_int_equal(IST(&game)->lost[0], 0);
}

/* A preview never draws the hidden card: the invasion's loss is not in it. */
static void test_preview_has_no_invasion(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 43, INV);
    example_alhambra(&game, 0);
    game.players[0].score = 30;
    AlhScoreDetail d;
    alh_score_preview(&game, 1, &d);
    assert_int_equal(d.points[0][ALH_SCORE_EXTRA], 0);
    assert_int_equal(IST(&game)->used, 0);
}

/* A city-walls segment protects a side like a printed wall. */
static void test_built_wall_protects(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 47, INV | MOD(ALH_MOD_CITY_WALLS));
    example_alhambra(&game, 0);
    int north_tile = alh_board_tile_at(&game.players[0].board, 0, -1);
    int card = -1;
    for (int i = 0; i < ALH_NUM_WALL_CARDS; i++)
        if (alh_wall_card_sides(i) == W)
            card = i;
    assert_true(card >= 0);
    mx_card_release(&game, ALH_CARD_WALL_FIRST + card);
    game.mod.city_walls.built_on[card] = (uint8_t)north_tile;
    game.mod.city_walls.built_by[card] = 0;
    mx_commit(&game);
    assert_int_equal(alh_invaders_exposed(&game, 0, ALH_WEST), 2);
    assert_false(alh_invaders_side_exposed(&game, 0, 0, -1, ALH_WEST));
}

/* A position where player 0 buys market space 0's tile (of type `type`) paying exactly or not. */
static int buy_position(uint64_t modules, uint64_t seed, int type, bool exact, AlhCommand *buy)
{
    mx_new_game(&game, 3, seed, modules);
    for (int p = 0; p < 3; p++)
        mx_hand_clear(&game, p);
    int tile = mx_free_tile(&game, 0, type);
    mx_move_tile(&game, game.market[0], ALH_LOC_BAG, 0, 0, 0);
    mx_move_tile(&game, tile, ALH_LOC_MARKET, 0, 0, 0);
    int price = alh_tile_info(tile)->price, cards[4], n = 0;
    for (int left = price; left > 0; left -= left > 9 ? 9 : left)
        cards[n++] = mx_give(&game, 0, alh_market_currency(0), left > 9 ? 9 : left);
    if (!exact)
        cards[n++] = mx_give(&game, 0, alh_market_currency(0), 1);
    if (IST(&game)->turned >= 2) /* (the open variant has no scouts) */
        scouts_up(&game, type, (type + 1) % ALH_NUM_TYPES);
    mx_commit(&game);
    mx_start_turn(&game, 0);
    *buy = mx_cmd_buy(0, 0, cards, n);
    return tile;
}

/* "Anyone who buys a building which matches the face-up scout card and pays for the building
 * exactly receives the scout ... The invasion card is returned to the deck face-down and the scout
 * card is discarded." Not replaced; the look is the buyer's only. */
static void test_scout_exact_purchase(void **state)
{
    (void)state;
    AlhCommand buy;
    buy_position(INV, 51, ALH_GARDEN, true, &buy);
    uint8_t deck[ALH_INVASION_CARDS];
    memcpy(deck, IST(&game)->deck, sizeof deck);
    events.count = 0;
    mx_apply_ok(&game, &buy, &events);
    assert_int_equal(mx_event_count(&events, ALH_EV_SCOUT_TAKEN), 1);
    assert_int_equal(IST(&game)->knows, 1);
    assert_int_equal(alh_invaders_scout_types(&game), 1u << ((ALH_GARDEN + 1) % ALH_NUM_TYPES)); /* not replaced */
    assert_int_equal(IST(&game)->turned, 2);
    assert_memory_equal(deck, IST(&game)->deck, sizeof deck); /* put back on top */
    assert_int_equal(alh_invaders_top_known(&game, 0), alh_invasion_side(deck[0]));
    assert_int_equal(alh_invaders_top_known(&game, 1), -1);
    /* The event says what type was scouted, never the card seen. */
    for (int i = 0; i < events.count; i++)
        if (events.ev[i].type == ALH_EV_SCOUT_TAKEN) {
            assert_int_equal(events.ev[i].player, 0);
            assert_int_equal(events.ev[i].value, ALH_GARDEN);
        }
}

/* Paying more than the price, or buying a type no face-up scout shows, gives no scout. */
static void test_no_scout_without_exact_match(void **state)
{
    (void)state;
    AlhCommand buy;
    buy_position(INV, 53, ALH_TOWER, false, &buy);
    mx_apply_ok(&game, &buy, &events);
    assert_int_equal(IST(&game)->knows, 0);
    assert_int_equal(__builtin_popcount(alh_invaders_scout_types(&game)), 2);
    buy_position(INV, 55, ALH_TOWER, true, &buy);
    scouts_up(&game, ALH_PAVILION, ALH_SERAGLIO);
    mx_commit(&game);
    mx_apply_ok(&game, &buy, &events);
    assert_int_equal(IST(&game)->knows, 0);
    assert_int_equal(alh_invaders_scout_types(&game), (1u << ALH_PAVILION) | (1u << ALH_SERAGLIO));
}

/* "With Vizier and The Rich Patron, the exact money is paid. This also enables the scout." */
static void test_vizier_counts_as_exact(void **state)
{
    (void)state;
    AlhCommand buy;
    int tile = buy_position(INV | MOD(ALH_MOD_VIZIER), 57, ALH_CHAMBERS, true, &buy);
    /* Player 0's cards go to player 2, who buys with the vizier after player 1's turn. */
    ALH_CARDS_FOREACH(&buy.cards, card)
        mx_card_to_hand(&game, 2, card);
    mx_commit(&game);
    mx_start_turn(&game, 1);
    mx_apply_ok(&game, &(AlhCommand){.type = ALH_CMD_TAKE_MONEY, .player = 1, .slots = 1}, &events);
    assert_int_equal(game.phase, ALH_PHASE_VIZIER);
    assert_int_equal(alh_to_move(&game), 2);
    AlhCommand vb = buy;
    vb.type = ALH_CMD_VIZIER_BUY;
    vb.player = 2;
    vb.slots = 1; /* to the reserve */
    mx_apply_ok(&game, &vb, &events);
    assert_int_equal(game.where[tile].owner, 2);
    assert_int_equal(IST(&game)->knows, 1u << 2);
}

static void test_patron_counts_as_exact(void **state)
{
    (void)state;
    AlhCommand buy;
    buy_position(INV | MOD(ALH_MOD_CHARACTERS), 59, ALH_ARCADES, true, &buy);
    const int patron = 2; /* characters.csv: the Rich Patron */
    mx_card_release(&game, ALH_CARD_CHARACTER_FIRST + patron);
    for (int k = 0; k < game.mod.characters.surplus_len; k++)
        if (game.mod.characters.surplus[k] == ALH_CARD_CHARACTER_FIRST + patron) {
            memmove(game.mod.characters.surplus + k, game.mod.characters.surplus + k + 1,
                    (size_t)(game.mod.characters.surplus_len - k - 1));
            game.mod.characters.surplus_len--;
            game.mod.characters.surplus[game.mod.characters.surplus_len] = 0;
        }
    game.mod.characters.owned[0] |= 1u << patron;
    mx_commit(&game);
    mx_start_turn(&game, 0);
    AlhCommand c = mx_cmd(ALH_CMD_USE_CHARACTER, 0);
    c.slots = patron;
    c.space = 0;
    mx_apply_ok(&game, &c, &events);
    assert_int_equal(IST(&game)->knows, 1);
}

/* "Two new scout cards are turned over after the 1st scoring and two more after the 2nd scoring;
 * any scouts still lying face-up are removed from the game." A look lasts until the card comes up. */
static void test_scouts_turn_after_scorings(void **state)
{
    (void)state;
    mx_new_game(&game, 4, 61, INV);
    IST(&game)->knows = 1u << 3;
    IST(&game)->up = 1; /* one taken */
    uint8_t scouts[ALH_SCOUT_CARDS];
    memcpy(scouts, IST(&game)->scouts, sizeof scouts);
    events.count = 0;
    alh_score_round(&game, 1, &events);
    assert_int_equal(IST(&game)->turned, 4);
    assert_int_equal(IST(&game)->up, 0x0C);
    assert_int_equal(IST(&game)->knows, 0); /* the card seen has come up */
    assert_int_equal(alh_invaders_scout_types(&game), (1u << alh_scout_type(scouts[2])) | (1u << alh_scout_type(scouts[3])));
    assert_int_equal(mx_event_count(&events, ALH_EV_SCOUTS_TURNED), 1);
    alh_score_round(&game, 2, NULL);
    assert_int_equal(IST(&game)->turned, 6);
    assert_int_equal(IST(&game)->up, 0x30);
    assert_int_equal(IST(&game)->used, 2);
}

/* A game that ends before the second scoring card is drawn (it lies deep in the deck, or in pile
 * 5 with the French Big Box's option) goes from the first scoring to the final one: the scouts
 * turned after the first stay as they are, and the state is valid. */
static void test_final_scoring_after_the_first(void **state)
{
    (void)state;
    mx_new_game(&game, 4, 62, INV);
    alh_score_round(&game, 1, NULL);
    alh_score_round(&game, 3, NULL);
    game.phase = ALH_PHASE_OVER;
    assert_int_equal(IST(&game)->used, 2);
    assert_int_equal(IST(&game)->turned, 4);
    char msg[160];
    if (!alh_game_validate(&game, msg, sizeof msg))
        fail_msg("%s", msg);
    AlhGame bad = game;
    bad.mod.invaders.turned = 6; /* as if the second scoring had been held */
    assert_false(alh_game_validate(&bad, msg, sizeof msg));
}

/* A scout's look is the owner's secret: only their view shows the top card; everybody else's view
 * is the same whatever the hidden cards are (hidden_redeal re-deals them). */
static void test_look_is_secret(void **state)
{
    (void)state;
    AlhCommand buy;
    buy_position(INV, 63, ALH_PAVILION, true, &buy);
    mx_apply_ok(&game, &buy, &events);
    int seen = alh_invasion_side(IST(&game)->deck[0]);
    AlhView mine, theirs;
    alh_view_make(&game, 0, &mine);
    alh_view_make(&game, 1, &theirs);
    assert_int_equal(alh_invaders_top_known(&mine.game, 0), seen);
    assert_int_equal(alh_invaders_top_known(&theirs.game, 1), -1);
    AlhRng rng;
    alh_rng_seed(&rng, 3, 3);
    int varied = 0;
    for (int k = 0; k < 20; k++) {
        AlhGame other;
        RedealStats st;
        hidden_redeal(&game, 1, &rng, &other, &st);
        varied += st.invaders > 0 && alh_invaders_state(&other)->deck[0] != IST(&game)->deck[0];
        AlhView v2;
        alh_view_make(&other, 1, &v2);
        assert_memory_equal(alh_invaders_state(&theirs.game), alh_invaders_state(&v2.game), sizeof(AlhInvadersState));
        /* The owner's re-deal keeps the top card the owner saw. */
        hidden_redeal(&game, 0, &rng, &other, &st);
        assert_int_equal(alh_invaders_state(&other)->deck[0], IST(&game)->deck[0]);
        alh_view_make(&other, 0, &v2);
        assert_memory_equal(alh_invaders_state(&mine.game), alh_invaders_state(&v2.game), sizeof(AlhInvadersState));
    }
    assert_true(varied > 0); /* the top card itself was re-dealt for player 1 */
    /* A guess for player 0 keeps the card seen; the scouts not turned keep their set. */
    AlhGame guess;
    alh_view_determinize(&mine, &rng, &guess);
    assert_int_equal(alh_invaders_state(&guess)->deck[0], IST(&game)->deck[0]);
    char msg[160];
    if (!alh_game_validate(&guess, msg, sizeof msg))
        fail_msg("%s", msg);
    alh_view_determinize(&theirs, &rng, &guess);
    if (!alh_game_validate(&guess, msg, sizeof msg))
        fail_msg("%s", msg);
}

/* The open variant: "The current invasion card is turned face up. The scouts are not used."; after
 * each scoring the next card is face up (000). On alone, or with the invaders module. */
static void test_open_variant(void **state)
{
    (void)state;
    const uint64_t sets[2] = {OPEN, OPEN | INV};
    for (int k = 0; k < 2; k++) {
        AlhCommand buy;
        buy_position(sets[k], 71 + (uint64_t)k, ALH_GARDEN, true, &buy);
        assert_int_equal(IST(&game)->turned, 0);
        AlhView v;
        alh_view_make(&game, 2, &v);
        assert_int_equal(alh_invaders_top_known(&v.game, 2), alh_invasion_side(IST(&game)->deck[0]));
        mx_apply_ok(&game, &buy, &events);
        assert_int_equal(IST(&game)->knows, 0);
        example_alhambra(&game, 1);
        game.players[1].score = 40;
        int side = alh_invasion_side(IST(&game)->deck[0]);
        AlhScoreDetail before;
        alh_score_preview(&game, 1, &before);
        events.count = 0;
        alh_score_round(&game, 1, &events);
        assert_int_equal(mx_event_count(&events, ALH_EV_INVASION), 1); /* once, with both modules on */
        assert_int_equal(game.players[1].score, before.total[1] - alh_invaders_penalty(&game, 1, 1, side));
        assert_int_equal(IST(&game)->used, 1);
        assert_int_equal(IST(&game)->up, 0);
        alh_view_make(&game, 0, &v);
        assert_int_equal(alh_invaders_top_known(&v.game, 0), alh_invasion_side(IST(&game)->deck[1]));
        /* With both on, the invaders module keeps the state and the variant's stays empty. */
        if (k == 1)
            assert_int_equal(game.mod.invaders_open.turned + game.mod.invaders_open.used, 0);
    }
}

/* Broken states are refused on loading. */
static void test_validation(void **state)
{
    (void)state;
    char msg[160];
    mx_new_game(&game, 3, 81, INV);
    AlhGame bad = game;
    bad.mod.invaders.deck[1] = bad.mod.invaders.deck[0];
    assert_false(alh_game_validate(&bad, msg, sizeof msg));
    bad = game;
    bad.mod.invaders.used = 1; /* no scoring yet */
    assert_false(alh_game_validate(&bad, msg, sizeof msg));
    bad = game;
    bad.mod.invaders.up = 0x04; /* a scout not turned yet */
    assert_false(alh_game_validate(&bad, msg, sizeof msg));
    bad = game;
    bad.mod.invaders.lost[4] = 2; /* an empty seat */
    assert_false(alh_game_validate(&bad, msg, sizeof msg));
    bad = game;
    bad.mod.invaders.scouts[5] = bad.mod.invaders.scouts[0];
    assert_false(alh_game_validate(&bad, msg, sizeof msg));
}

/* Whole games at 2 to 6 players: alone, the open variant, and with every module. */
static void test_soak(void **state)
{
    (void)state;
    assert_int_equal(mx_soak(INV, 20, 7100, false), 20);
    assert_int_equal(mx_soak_events(ALH_EV_INVASION), 20 * 3);
    assert_true(mx_soak_events(ALH_EV_SCOUT_TAKEN) > 0);
    assert_int_equal(mx_soak(OPEN, 10, 7200, false), 10);
    assert_int_equal(mx_soak_events(ALH_EV_SCOUT_TAKEN), 0);
    uint64_t all = 0;
    for (int m = 0; m < ALH_MOD_COUNT; m++)
        if (m != ALH_MOD_TWO_PLAYER)
            all |= MOD(m);
    assert_int_equal(mx_soak(all, 10, 7300, false), 10);
    assert_int_equal(mx_soak_events(ALH_EV_INVASION), 10 * 3);
    assert_int_equal(mx_soak(INV, 10, 7400, true), 10);
}

/* The whole board's count (read row by row on the board's bits) agrees with the sides asked one by
 * one, in random games with every module: camps outside the walls, built walls, gates, squares. */
static void test_exposed_all_matches_sides(void **state)
{
    (void)state;
    uint64_t all = 0;
    for (int m = 0; m < ALH_MOD_COUNT; m++)
        if (m != ALH_MOD_TWO_PLAYER)
            all |= MOD(m);
    int checked = 0, with_camps = 0, with_walls = 0;
    for (uint64_t seed = 1; seed <= 6; seed++) {
        mx_new_game(&game, 2 + (int)seed % 5, 7500 + seed, all);
        AlhRng rng;
        alh_rng_seed(&rng, seed, 3);
        for (int step = 0; step < 3000 && game.phase != ALH_PHASE_OVER; step++) {
            if (step % 7 == 0)
                for (int p = 0; p < game.num_players; p++) {
                    const AlhBoard *b = &game.players[p].board;
                    int want[4] = {0, 0, 0, 0}, got[4];
                    for (int y = b->min_y; y <= b->max_y; y++)
                        for (int x = b->min_x; x <= b->max_x; x++)
                            for (int side = 0; side < 4; side++)
                                want[side] += alh_invaders_side_exposed(&game, p, x, y, side);
                    alh_invaders_exposed_all(&game, p, got);
                    for (int side = 0; side < 4; side++)
                        assert_int_equal(got[side], want[side]);
                    checked++;
                    with_camps += b->outside_count > 0;
                    for (int i = 0; i < ALH_NUM_WALL_CARDS; i++)
                        with_walls += game.mod.city_walls.built_on[i] && game.mod.city_walls.built_by[i] == p;
                }
            AlhCommand c;
            assert_int_equal(alh_random_policy(&game, &rng, &c), ALH_OK);
            assert_int_equal(alh_apply(&game, &c, NULL), ALH_OK);
        }
    }
    /* The positions compared include boards with camps and with built walls. */
    assert_true(checked > 100);
    assert_true(with_camps > 0);
    assert_true(with_walls > 0);
}

/* The bots' term: an open side facing a possible attack costs; a wall on it saves; knowing the
 * direction (a look) moves the expected loss onto that direction and is worth something. */
static void test_bot_term(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 91, INV);
    example_alhambra(&game, 0);
    BotEvalCtx ctx;
    bt_prepared(&ctx, &game);
    double open_board = alh_bot_invaders_value(&ctx, 0), fountain = alh_bot_invaders_value(&ctx, 1);
    assert_true(open_board < fountain); /* more open sides, more to lose */
    assert_true(fountain < 0.0);
    /* A look at a card from the north (1 open side there) beats ignorance for player 0. */
    top_card(&game, ALH_NORTH);
    IST(&game)->knows = 1;
    bt_prepared(&ctx, &game);
    assert_true(alh_bot_invaders_value(&ctx, 0) > open_board);
    /* The same look at a card from the west (3 open sides) is worth less than one from the north. */
    double north = alh_bot_invaders_value(&ctx, 0);
    top_card(&game, ALH_WEST);
    bt_prepared(&ctx, &game);
    assert_true(alh_bot_invaders_value(&ctx, 0) < north);
    /* Its registry entry names the term. */
    assert_string_equal(alh_bot_registry[ALH_MOD_INVADERS]->part, "invaders");
}

/* The bots play whole games with the module (their views hide the deck; every move is checked). */
static void test_bots_play(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 2; seed++) {
        mx_new_game(&game, 3, 900 + seed, INV);
        for (int step = 0; step < 3000 && game.phase != ALH_PHASE_OVER; step++) {
            AlhView v;
            alh_view_make(&game, alh_to_move(&game), &v);
            AlhCommand c;
            assert_int_equal(alh_bot_choose(ALH_BOT_MEDIUM, &v, seed * 131 + (uint64_t)step, &c), ALH_OK);
            assert_int_equal(alh_apply(&game, &c, NULL), ALH_OK);
        }
        assert_int_equal(game.phase, ALH_PHASE_OVER);
        assert_int_equal(IST(&game)->used, 3);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_cards),
        cmocka_unit_test(test_setup),
        cmocka_unit_test(test_open_sides),
        cmocka_unit_test(test_rulebook_example),
        cmocka_unit_test(test_penalties_by_round),
        cmocka_unit_test(test_score_floor),
        cmocka_unit_test(test_preview_has_no_invasion),
        cmocka_unit_test(test_built_wall_protects),
        cmocka_unit_test(test_scout_exact_purchase),
        cmocka_unit_test(test_no_scout_without_exact_match),
        cmocka_unit_test(test_vizier_counts_as_exact),
        cmocka_unit_test(test_patron_counts_as_exact),
        cmocka_unit_test(test_scouts_turn_after_scorings),
        cmocka_unit_test(test_final_scoring_after_the_first),
        cmocka_unit_test(test_look_is_secret),
        cmocka_unit_test(test_open_variant),
        cmocka_unit_test(test_validation),
        cmocka_unit_test(test_soak),
        cmocka_unit_test(test_exposed_all_matches_sides),
        cmocka_unit_test(test_bot_term),
        cmocka_unit_test(test_bots_play),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

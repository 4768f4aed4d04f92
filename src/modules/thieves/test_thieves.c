/* SPDX-License-Identifier: MIT */
/*
 * Thieves (expansion 3; rulebook 002 "Thieves", rulings R17): the secret deal, the window after a
 * turn, one card a thief with a refill after each, the priority order, the player about to play
 * left out, the order with the vizier, secrecy in views, whole games.
 */
#include "mod_fixtures.h"
#include "bots_module_test.h"
#include <stdlib.h>
#include <string.h>

#include "thieves/thieves.h"

#define TH MOD(ALH_MOD_THIEVES)
#define VZ MOD(ALH_MOD_VIZIER)

static AlhGame game;
static AlhEvents events;

static int card(int currency, int value) { return alh_card_make(currency, value, 0); }

/* Player gets one more thief of the currency (one nobody holds nor played). */
static void give_thief(AlhGame *g, int player, int currency)
{
    uint16_t taken = g->mod.thieves.used;
    for (int p = 0; p < g->num_players; p++)
        taken |= g->mod.thieves.held[p];
    uint16_t free_ = (uint16_t)(alh_thieves_of_currency(currency) & ~taken);
    assert_true(free_ != 0);
    g->mod.thieves.held[player] |= (uint16_t)(1u << __builtin_ctz(free_));
    g->mod.thieves.count[player]++;
}

/* A game of `players` with these modules where nobody holds a thief or money yet, the display is
 * den2 dir3 duc4 flo5, and player 0 is to play. */
static void position(int players, uint64_t modules)
{
    mx_new_game(&game, players, 77, modules | TH);
    for (int p = 0; p < players; p++) {
        game.mod.thieves.held[p] = 0;
        game.mod.thieves.count[p] = 0;
        mx_hand_clear(&game, p);
    }
    mx_card_to_display(&game, 0, card(0, 2));
    mx_card_to_display(&game, 1, card(1, 3));
    mx_card_to_display(&game, 2, card(2, 4));
    mx_card_to_display(&game, 3, card(3, 5));
    mx_commit(&game);
    mx_start_turn(&game, 0);
}

/* Player 0 ends the turn taking the florin 5 of slot 4; `top` refills it. */
static void end_turn_of_0(int top)
{
    mx_card_to_top(&game, top);
    mx_commit(&game);
    AlhCommand take = mx_cmd(ALH_CMD_TAKE_MONEY, 0);
    take.slots = 1u << 3;
    mx_apply_ok(&game, &take, &events);
}

/* The commands, for one use at a time. */
static const AlhCommand *thief(int player, int slot)
{
    static AlhCommand c;
    c = mx_cmd(ALH_CMD_THIEF, player);
    c.slots = (uint8_t)(1u << slot);
    return &c;
}

static const AlhCommand *decline(int player)
{
    static AlhCommand c;
    c = mx_cmd(ALH_CMD_DECLINE, player);
    return &c;
}

/* "With 2 and 3 players each player receives 4 thieves, with 4 players 3 thieves, and with 5 and 6
 * players 2 thieves. Thieves which have not been dealt out are removed, face-down, from the game." */
static void test_deal(void **state)
{
    (void)state;
    static const int each[7] = {0, 0, 4, 4, 3, 2, 2};
    for (int players = 2; players <= 6; players++)
        for (uint64_t seed = 1; seed <= 8; seed++) {
            mx_new_game(&game, players, seed, TH);
            uint16_t all = 0;
            for (int p = 0; p < players; p++) {
                assert_int_equal(game.mod.thieves.count[p], each[players]);
                assert_int_equal(__builtin_popcount(game.mod.thieves.held[p]), each[players]);
                assert_int_equal(all & game.mod.thieves.held[p], 0);
                all |= game.mod.thieves.held[p];
            }
            assert_int_equal(game.mod.thieves.used, 0);
            assert_int_equal(__builtin_popcount(all), players * each[players]); /* 12 - the rest: out unseen */
            assert_int_equal(alh_thieves_dealt(players), each[players]);
        }
}

/* "Every time a turn is completely over, a player may ... use their thief": after the refills, in
 * turn order from the player about to play, who may not play one, to the one who just finished. */
static void test_window_order(void **state)
{
    (void)state;
    position(4, 0);
    for (int p = 0; p < 4; p++)
        give_thief(&game, p, p == 1 ? 0 : 3); /* florin thieves (the florin 6 will lie in slot 4); player 1 a denar one */
    mx_commit(&game);
    end_turn_of_0(card(3, 6));
    /* The display was refilled first; player 1 is about to play and is never asked. */
    assert_int_equal(game.display[3], card(3, 6));
    assert_int_equal(game.phase, ALH_PHASE_THIEVES);
    assert_int_equal(game.current, 2);
    assert_int_equal(mx_event_count(&events, ALH_EV_THIEF_ASK), 1);
    assert_false(mx_is_listed(&game, thief(1, 0)));
    assert_true(mx_is_listed(&game, thief(2, 3)));
    assert_false(mx_is_listed(&game, thief(2, 0))); /* a denar: no denar thief */
    mx_apply_ok(&game, &(AlhCommand){.type = ALH_CMD_DECLINE, .player = 2}, &events);
    assert_int_equal(game.current, 3);
    mx_apply_ok(&game, &(AlhCommand){.type = ALH_CMD_DECLINE, .player = 3}, &events);
    assert_int_equal(game.current, 0); /* the player who just finished comes last */
    mx_apply_ok(&game, &(AlhCommand){.type = ALH_CMD_DECLINE, .player = 0}, &events);
    /* Nobody left: player 1's turn. */
    assert_int_equal(game.phase, ALH_PHASE_ACTION);
    assert_int_equal(game.current, 1);
    assert_int_equal(mx_event_count(&events, ALH_EV_TURN_START), 1);
    for (int p = 0; p < 4; p++)
        assert_int_equal(game.mod.thieves.count[p], 1);
}

/* Every player holding a thief is asked (but the one about to play), even when none of theirs
 * matches a card on display: which thieves one holds is secret, and being asked must not tell. A
 * player without thieves is never asked; nobody to ask: no window at all. */
static void test_who_is_asked(void **state)
{
    (void)state;
    position(3, 0);
    give_thief(&game, 2, 3); /* florins: none on display once the florin 5 is taken */
    give_thief(&game, 1, 0); /* about to play */
    mx_commit(&game);
    end_turn_of_0(card(1, 7));
    assert_int_equal(game.phase, ALH_PHASE_THIEVES);
    assert_int_equal(game.current, 2);
    assert_true(mx_is_listed(&game, decline(2)));
    for (int s = 0; s < ALH_DISPLAY_SLOTS; s++)
        assert_false(mx_is_listed(&game, thief(2, s)));
    mx_apply_ok(&game, decline(2), &events);
    assert_int_equal(game.phase, ALH_PHASE_ACTION);
    assert_int_equal(game.current, 1);

    position(3, 0);
    give_thief(&game, 1, 0); /* only the player about to play holds one */
    mx_commit(&game);
    end_turn_of_0(card(1, 7));
    assert_int_equal(game.phase, ALH_PHASE_ACTION);
    assert_int_equal(game.current, 1);
    assert_int_equal(mx_event_count(&events, ALH_EV_THIEF_ASK), 0);
}

/* "A player may only take one money card for each thief"; "After each thief is used, the card
 * taken is replaced"; "The thief that has been played is then removed from the game." */
static void test_one_card_and_a_refill(void **state)
{
    (void)state;
    position(3, 0);
    give_thief(&game, 2, 1);
    give_thief(&game, 2, 1);
    mx_commit(&game);
    end_turn_of_0(card(3, 6));
    assert_int_equal(game.current, 2);
    /* Two cards, an empty slot, another currency, a thief of the right currency: only the last. */
    AlhCommand two = *thief(2, 1);
    two.slots |= 1u << 2;
    mx_assert_refused(&game, &two, ALH_ERR_BAD_COMMAND);
    mx_assert_refused(&game, thief(2, 2), ALH_ERR_NO_THIEF);
    mx_card_to_top(&game, card(1, 9));
    mx_commit(&game);
    uint16_t before = game.mod.thieves.held[2];
    mx_apply_ok(&game, thief(2, 1), &events);
    assert_true(alh_cards_has(&game.players[2].hand, card(1, 3)));
    assert_true(alh_cards_has(&game.players[2].known, card(1, 3))); /* taken face up */
    assert_int_equal(game.display[1], card(1, 9));                  /* refilled at once */
    assert_int_equal(game.mod.thieves.count[2], 1);
    assert_int_equal(__builtin_popcount(game.mod.thieves.used), 1);
    assert_int_equal(game.mod.thieves.used & game.mod.thieves.held[2], 0);
    assert_int_equal(game.mod.thieves.used | game.mod.thieves.held[2], before);
    assert_int_equal(mx_event_count(&events, ALH_EV_THIEF_PLAYED), 1);
    assert_int_equal(mx_event_count(&events, ALH_EV_DISPLAY_REFILL), 1);
    /* "A player may play several thieves at the same time": asked again, the dirham 9 now. */
    assert_int_equal(game.phase, ALH_PHASE_THIEVES);
    assert_int_equal(game.current, 2);
    mx_apply_ok(&game, thief(2, 1), &events);
    assert_true(alh_cards_has(&game.players[2].hand, card(1, 9)));
    assert_int_equal(game.mod.thieves.count[2], 0);
    assert_int_equal(__builtin_popcount(game.mod.thieves.used), 2);
    /* No thief left anywhere: player 1's turn. */
    assert_int_equal(game.phase, ALH_PHASE_ACTION);
    assert_int_equal(game.current, 1);
}

/* "If several players want to take a certain money card at the same time, the player who is first
 * in the order of play has priority": after a thief everyone may decide again from the top, so the
 * card drawn goes first to the earlier player who wants it. */
static void test_priority_after_a_thief(void **state)
{
    (void)state;
    position(4, 0);
    give_thief(&game, 2, 2); /* ducats: asked first, declines the ducat 4 */
    give_thief(&game, 0, 2); /* ducats: the player who just finished, last */
    mx_commit(&game);
    end_turn_of_0(card(3, 6));
    assert_int_equal(game.current, 2);
    mx_apply_ok(&game, decline(2), &events);
    assert_int_equal(game.current, 0);
    mx_card_to_top(&game, card(2, 9));
    mx_commit(&game);
    mx_apply_ok(&game, thief(0, 2), &events);
    assert_int_equal(game.display[2], card(2, 9));
    /* The ducat 9 came up: player 2 may decide again, before player 0. */
    assert_int_equal(game.phase, ALH_PHASE_THIEVES);
    assert_int_equal(game.current, 2);
    mx_apply_ok(&game, thief(2, 2), &events);
    assert_true(alh_cards_has(&game.players[2].hand, card(2, 9)));
    assert_true(alh_cards_has(&game.players[0].hand, card(2, 4)));
}

/* A scoring card drawn while refilling after a thief is scored once that refill is complete (R8). */
static void test_scoring_card_in_a_thiefs_refill(void **state)
{
    (void)state;
    position(3, 0);
    give_thief(&game, 2, 0);
    mx_commit(&game);
    end_turn_of_0(card(3, 6));
    assert_int_equal(game.current, 2);
    mx_card_release(&game, ALH_CARD_SCORING_1);
    mx_card_to_top(&game, card(0, 8));
    mx_card_to_top(&game, ALH_CARD_SCORING_1);
    mx_commit(&game);
    mx_apply_ok(&game, thief(2, 0), &events);
    assert_int_equal(mx_event_count(&events, ALH_EV_SCORING_CARD), 1);
    assert_int_equal(mx_event_count(&events, ALH_EV_SCORING), 1);
    assert_int_equal(game.scorings_done, 1);
    assert_int_equal(game.scorings_due, 0);
    assert_int_equal(game.display[0], card(0, 8));
    assert_int_equal(game.phase, ALH_PHASE_ACTION);
    assert_int_equal(game.current, 1);
}

/* A character card drawn while refilling after a thief is auctioned at once; the refill then goes on
 * where it stopped (draws of kind "window"), and so does the window. */
static void test_auction_in_a_thiefs_refill(void **state)
{
    (void)state;
    position(3, MOD(ALH_MOD_CHARACTERS));
    give_thief(&game, 2, 0);
    mx_commit(&game);
    end_turn_of_0(card(3, 6));
    assert_int_equal(game.current, 2);
    int character = ALH_CARD_CHARACTER_FIRST + 2;
    mx_card_release(&game, character);
    mx_card_to_top(&game, card(0, 8));
    mx_card_to_top(&game, character);
    mx_commit(&game);
    mx_apply_ok(&game, thief(2, 0), &events);
    assert_int_equal(game.phase, ALH_PHASE_AUCTION);
    assert_int_equal(game.drawing, ALH_DRAWING_WINDOW);
    assert_int_equal(game.drawing_player, 2);
    assert_int_equal(game.display[0], ALH_CARD_NONE); /* the draws wait */
    for (int guard = 0; guard < 20 && game.phase == ALH_PHASE_AUCTION; guard++)
        mx_apply_ok(&game, decline(game.current), &events);
    assert_int_equal(game.drawing, ALH_DRAWING_NONE);
    assert_int_equal(game.display[0], card(0, 8));
    /* Nobody holds a thief any more: the window closed, player 1's turn. */
    assert_int_equal(game.phase, ALH_PHASE_ACTION);
    assert_int_equal(game.current, 1);
}

/* Outside the window (one's own turn) no thief; not at the end of the game either (the game ends
 * when the market cannot be filled: the turn is never "completely over"). */
static void test_only_in_the_window(void **state)
{
    (void)state;
    position(3, 0);
    give_thief(&game, 0, 0);
    mx_commit(&game);
    mx_assert_refused(&game, thief(0, 0), ALH_ERR_WRONG_PHASE);
    assert_false(mx_is_listed(&game, thief(0, 0)));

    position(3, 0);
    give_thief(&game, 2, 0);
    while (game.bag_pos < game.bag_len)
        mx_move_tile(&game, game.bag[game.bag_pos], ALH_LOC_REMOVED, 0, 0, 0);
    mx_commit(&game);
    int pay = mx_give(&game, 0, alh_market_currency(0), 9);
    (void)pay;
    int price = alh_tile_info(game.market[0])->price;
    mx_hand_clear(&game, 0);
    int cards[3], n = 0;
    for (int left = price; left > 0; left -= left > 9 ? 9 : left)
        cards[n++] = mx_give(&game, 0, alh_market_currency(0), left > 9 ? 9 : left);
    mx_commit(&game);
    AlhCommand buy = mx_cmd_buy(0, 0, cards, n);
    mx_apply_ok(&game, &buy, &events);
    mx_apply_ok(&game, &(AlhCommand){.type = ALH_CMD_PASS, .player = 0}, &events);
    int tile = 0;
    for (int t = 1; t <= ALH_NUM_TILES; t++)
        if (game.where[t].loc == ALH_LOC_PENDING)
            tile = t;
    mx_apply_ok(&game, &(AlhCommand){.type = ALH_CMD_RESERVE, .player = 0, .tile = (uint8_t)tile}, &events);
    assert_int_equal(mx_event_count(&events, ALH_EV_THIEF_ASK), 0);
    assert_true(game.phase == ALH_PHASE_FINAL_PLACE || game.phase == ALH_PHASE_OVER);
}

/* Gives player exact money for market space s (cards of its currency summing to its price). */
static int give_exact(AlhGame *g, int player, int s, int *cards)
{
    int n = 0;
    for (int left = alh_tile_info(g->market[s])->price; left > 0;) {
        int v = left > 9 ? 9 : left;
        cards[n++] = mx_give(g, player, alh_market_currency(s), v);
        left -= v;
    }
    return n;
}

/* The vizier: "the order of play decides in this case as well. But a player is allowed to first
 * play a thief and then the vizier counter ... The player whose turn is just ending may only play a
 * vizier" (R17: the player about to play may only use a vizier). One window holds both. */
static void test_thief_then_vizier(void **state)
{
    (void)state;
    position(3, VZ);
    /* Space 1's price less one, in its currency, for player 2; a thief of that currency and the
     * card of value 1 on display make it exact. */
    int currency = alh_market_currency(0), price = alh_tile_info(game.market[0])->price;
    int cards[4], n = 0;
    for (int left = price - 1; left > 0;) {
        int v = left > 9 ? 9 : left;
        cards[n++] = mx_give(&game, 2, currency, v);
        left -= v;
    }
    mx_card_to_display(&game, 2, card(currency, 1));
    if (currency == 3)
        mx_card_to_display(&game, 3, card(2, 5)); /* slot 4 keeps no florin */
    give_thief(&game, 2, currency);
    give_thief(&game, 1, currency); /* about to play: may not use it */
    mx_commit(&game);
    end_turn_of_0(card(0, 9));
    /* The vizier hosts the window; player 2 has no exact purchase yet, but a thief. */
    assert_int_equal(game.phase, ALH_PHASE_VIZIER);
    assert_int_equal(game.current, 2);
    assert_true(mx_is_listed(&game, thief(2, 2)));
    mx_card_to_top(&game, card(0, 8));
    mx_commit(&game);
    mx_apply_ok(&game, thief(2, 2), &events);
    assert_int_equal(mx_event_count(&events, ALH_EV_VIZIER_ASK), 1);
    assert_int_equal(game.phase, ALH_PHASE_VIZIER);
    /* Asked again from the top: player 1 has an exact purchase? Not with an empty hand; player 2. */
    assert_int_equal(game.current, 2);
    cards[n++] = card(currency, 1);
    AlhCommand buy = mx_cmd_buy(2, 0, cards, n);
    buy.type = ALH_CMD_VIZIER_BUY;
    buy.slots = 1; /* to the reserve */
    int tile = game.market[0];
    mx_apply_ok(&game, &buy, &events);
    assert_int_equal(game.where[tile].loc, ALH_LOC_RESERVE);
    assert_int_equal(game.where[tile].owner, 2);

    /* The player about to play may use the vizier but no thief. */
    position(3, VZ);
    int pay[4];
    int k = give_exact(&game, 1, 0, pay);
    (void)k;
    give_thief(&game, 1, 0);
    mx_commit(&game);
    end_turn_of_0(card(1, 9));
    assert_int_equal(game.phase, ALH_PHASE_VIZIER);
    assert_int_equal(game.current, 1);
    assert_false(mx_is_listed(&game, thief(1, 0)));
    mx_assert_refused(&game, thief(1, 0), ALH_ERR_THIEF_NOT_NOW);
}

/* A vizier's purchase lets everyone decide again: a thief may follow another player's vizier. */
static void test_vizier_then_anothers_thief(void **state)
{
    (void)state;
    position(3, VZ);
    int pay[4];
    give_exact(&game, 2, 0, pay);
    give_thief(&game, 0, 1); /* the player who just finished: a dirham thief */
    mx_commit(&game);
    end_turn_of_0(card(2, 9));
    assert_int_equal(game.current, 2); /* first: the vizier */
    int cards[4], n = 0;
    ALH_CARDS_FOREACH(&game.players[2].hand, c)
        cards[n++] = c;
    AlhCommand buy = mx_cmd_buy(2, 0, cards, n);
    buy.type = ALH_CMD_VIZIER_BUY;
    buy.slots = 1;
    mx_apply_ok(&game, &buy, &events);
    assert_int_equal(game.phase, ALH_PHASE_VIZIER);
    assert_int_equal(game.current, 0); /* player 2 has nothing left to do */
    mx_apply_ok(&game, thief(0, 1), &events);
    assert_true(alh_cards_has(&game.players[0].hand, card(1, 3)));
}

/* A thief held is its owner's secret: other players' views hold none of them, only how many; a
 * guess deals the unseen ones (neither one's own nor played) to the others. */
static void test_secret(void **state)
{
    (void)state;
    mx_new_game(&game, 4, 5, TH);
    static AlhView view;
    static AlhGame guess;
    alh_view_make(&game, 1, &view);
    for (int p = 0; p < 4; p++) {
        assert_int_equal(view.game.mod.thieves.held[p], p == 1 ? game.mod.thieves.held[1] : 0);
        assert_int_equal(view.game.mod.thieves.count[p], 3);
    }
    AlhRng rng;
    alh_rng_seed(&rng, 3, 1);
    bool differs = false;
    for (int k = 0; k < 20; k++) {
        alh_view_determinize(&view, &rng, &guess);
        uint16_t all = 0;
        for (int p = 0; p < 4; p++) {
            assert_int_equal(__builtin_popcount(guess.mod.thieves.held[p]), 3);
            assert_int_equal(all & guess.mod.thieves.held[p], 0);
            all |= guess.mod.thieves.held[p];
            differs |= guess.mod.thieves.held[p] != game.mod.thieves.held[p];
        }
        assert_int_equal(guess.mod.thieves.held[1], game.mod.thieves.held[1]);
        char msg[160];
        assert_true(alh_game_validate(&guess, msg, sizeof msg));
    }
    assert_true(differs);
}

/* Saved states are checked: a count that does not match, a thief in two places. */
static void test_validate(void **state)
{
    (void)state;
    char msg[160];
    mx_new_game(&game, 3, 9, TH);
    AlhGame bad = game;
    bad.mod.thieves.count[0]++;
    assert_false(alh_game_validate(&bad, msg, sizeof msg));
    bad = game;
    bad.mod.thieves.used = game.mod.thieves.held[1] & (uint16_t)-game.mod.thieves.held[1];
    assert_false(alh_game_validate(&bad, msg, sizeof msg));
    bad = game;
    bad.phase = ALH_PHASE_THIEVES;
    bad.mod.thieves.next = 5;
    assert_false(alh_game_validate(&bad, msg, sizeof msg));
}

/* Whole games, the module alone and with the vizier, every player count (2..6 in turn). */
static void test_soak(void **state)
{
    (void)state;
    assert_int_equal(mx_soak(TH, 25, 1500, false), 25);
    assert_true(mx_soak_events(ALH_EV_THIEF_PLAYED) > 0);
    assert_true(mx_soak_events(ALH_EV_THIEF_ASK) > 0);
    assert_int_equal(mx_soak(TH | VZ, 20, 1600, false), 20);
    assert_true(mx_soak_events(ALH_EV_THIEF_PLAYED) > 0);
    assert_true(mx_soak_events(ALH_EV_VIZIER_USED) > 0);
    assert_int_equal(mx_soak(TH | VZ | MOD(ALH_MOD_CHARACTERS) | MOD(ALH_MOD_MASTER_BUILDERS), 15, 1700, true), 15);
}

/* ------------------------------------------------------------------ the bots' part */

/* Thieves held are worth money to come while turns remain; none, nothing. */
static void test_bot_value(void **state)
{
    (void)state;
    AlhGame *g = malloc(sizeof *g);
    assert_non_null(g);
    bt_position(g, 3, TH, 88, 0);
    g->mod.thieves.held[0] = 0;
    g->mod.thieves.count[0] = 0;
    BotEvalCtx ctx;
    bt_prepared(&ctx, g);
    assert_true(bot_module_value(&ctx, ALH_MOD_THIEVES, 1) > 1.0);
    assert_true(bot_module_value(&ctx, ALH_MOD_THIEVES, 0) == 0.0);
    free(g);
}

/* The bot asked in the window, player 2 with one dirham thief and `hand` dirhams, the dirham
 * `shown` in the display: what it plays (level by name). */
static AlhCommand bot_in_window(const char *level, int shown, const int *hand, int n)
{
    position(3, 0);
    give_thief(&game, 2, 1);
    for (int i = 0; i < n; i++)
        mx_give(&game, 2, 1, hand[i]);
    mx_card_to_display(&game, 1, alh_card_make(1, shown, 2)); /* a copy no hand was given */
    mx_commit(&game);
    end_turn_of_0(card(3, 6));
    assert_int_equal(game.phase, ALH_PHASE_THIEVES);
    assert_int_equal(game.current, 2);
    static AlhView view;
    alh_view_make(&game, 2, &view);
    AlhCommand c;
    assert_int_equal(alh_bot_choose(alh_bot_level_from_name(level), &view, 5, &c), ALH_OK);
    assert_int_equal(alh_check(&game, &c), ALH_OK);
    return c;
}

/* The market space of dirhams, and its price. */
static int dirham_space(void)
{
    for (int s = 0; s < ALH_MARKET_SPACES; s++)
        if (alh_market_currency(s) == 1)
            return s;
    return -1;
}

/* Bots use thieves sensibly: a high card or one that makes a purchase exact is worth a thief; a
 * dirham 1 that completes nothing is not (the thief waits for a better card). */
static void test_bot_plays_thieves_sensibly(void **state)
{
    (void)state;
    static const char *const levels[] = {"easy", "medium"};
    for (int l = 0; l < 2; l++) {
        AlhCommand c = bot_in_window(levels[l], 9, NULL, 0);
        assert_int_equal(c.type, ALH_CMD_THIEF);
        assert_int_equal(c.slots, 1u << 1);
        c = bot_in_window(levels[l], 1, NULL, 0);
        assert_int_equal(c.type, ALH_CMD_DECLINE);
        /* The dirham 2 makes the dirham building's price exactly. */
        position(3, 0);
        int price = alh_tile_info(game.market[dirham_space()])->price;
        int hand[3], n = 0;
        for (int left = price - 2; left > 0; left -= left > 9 ? 9 : left)
            hand[n++] = left > 9 ? 9 : left;
        c = bot_in_window(levels[l], 2, hand, n);
        assert_int_equal(c.type, ALH_CMD_THIEF);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_deal),
        cmocka_unit_test(test_window_order),
        cmocka_unit_test(test_who_is_asked),
        cmocka_unit_test(test_one_card_and_a_refill),
        cmocka_unit_test(test_priority_after_a_thief),
        cmocka_unit_test(test_scoring_card_in_a_thiefs_refill),
        cmocka_unit_test(test_auction_in_a_thiefs_refill),
        cmocka_unit_test(test_only_in_the_window),
        cmocka_unit_test(test_thief_then_vizier),
        cmocka_unit_test(test_vizier_then_anothers_thief),
        cmocka_unit_test(test_secret),
        cmocka_unit_test(test_validate),
        cmocka_unit_test(test_soak),
        cmocka_unit_test(test_bot_value),
        cmocka_unit_test(test_bot_plays_thieves_sensibly),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

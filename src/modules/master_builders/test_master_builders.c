/* SPDX-License-Identifier: MIT */
/*
 * Master builders (expansion 4; rulebook 002 "Master Builders", rulings R17): dealt secretly, in
 * piles 3 and 5, money worth 3 of their currency for every rule, or one more redesign at the end
 * of a turn (one card a turn); out of the game either way.
 */
#include "mod_fixtures.h"
#include "bots_module_test.h"
#include <stdlib.h>
#include <string.h>

#include "characters/characters.h"
#include "master_builders/master_builders.h"

#define MB MOD(ALH_MOD_MASTER_BUILDERS)

static AlhGame game;
static AlhEvents events;

static int builders_in(const AlhCardSet *s)
{
    int n = 0;
    ALH_CARDS_FOREACH(s, card)
        n += alh_card_is_master_builder(card);
    return n;
}

/* A card of this currency in play and in nobody's hand (in the deck or the display). */
static int builder_in_deck(const AlhGame *g, int currency)
{
    for (int i = 0; i < ALH_NUM_MASTER_BUILDERS; i++) {
        int card = ALH_CARD_MASTER_BUILDER_FIRST + i;
        if (alh_master_builder_currency(card) != currency || alh_cards_has(&g->mod.master_builders.spent, card) ||
            alh_cards_has(&g->mod.master_builders.removed, card))
            continue;
        bool held = false;
        for (int p = 0; p < g->num_players; p++)
            held |= alh_cards_has(&g->players[p].hand, card);
        if (!held)
            return card;
    }
    return -1;
}

/* A card of the currency for player: one in the deck, or one another player holds. */
static int give_builder(AlhGame *g, int player, int currency)
{
    int card = builder_in_deck(g, currency);
    for (int i = 0; card < 0 && i < ALH_NUM_MASTER_BUILDERS; i++) {
        int c = ALH_CARD_MASTER_BUILDER_FIRST + i;
        if (alh_master_builder_currency(c) == currency && !alh_cards_has(&g->players[player].hand, c) &&
            !alh_cards_has(&g->mod.master_builders.spent, c) && !alh_cards_has(&g->mod.master_builders.removed, c))
            card = c;
    }
    assert_true(card >= 0);
    mx_card_to_hand(g, player, card);
    return card;
}

/* Takes every master builder out of player's hand (back into the discard-free deck: they go to a
 * rival). */
static void drop_builders(AlhGame *g, int player)
{
    int other = (player + 1) % g->num_players;
    ALH_CARDS_FOREACH(&g->players[player].hand, card)
        if (alh_card_is_master_builder(card)) {
            alh_cards_remove(&g->players[player].hand, card);
            alh_cards_remove(&g->players[player].known, card);
            alh_cards_add(&g->players[other].hand, card);
        }
}

/* "2 cards are secretly given to each player. Then, each player is given their starting money...
 * 3 master-builder cards are shuffled into the 3rd pile and 3 into the 5th pile. If there are 6
 * players, only 1 ... into the 5th pile. If there are fewer than 5 players, some ... are removed." */
static void test_setup(void **state)
{
    (void)state;
    for (int players = 2; players <= 6; players++)
        for (uint64_t seed = 1; seed <= 6; seed++) {
            mx_new_game(&game, players, seed * 31 + (uint64_t)players, MB);
            int total = 0;
            for (int p = 0; p < players; p++) {
                const AlhPlayer *pl = &game.players[p];
                assert_int_equal(builders_in(&pl->hand), 2);
                assert_int_equal(builders_in(&pl->known), 0); /* dealt face down */
                int money = 0;                                /* the starting money as without the module: 20 or more */
                ALH_CARDS_FOREACH(&pl->hand, card)
                    if (alh_card_is_money(card))
                        money += alh_card_value(card);
                assert_true(money >= 20);
                total += 2;
            }
            int per_pile[ALH_NUM_PILES] = {0};
            for (int pile = 0; pile < ALH_NUM_PILES; pile++)
                for (int i = pile ? game.pile_end[pile - 1] : 0; i < game.pile_end[pile]; i++)
                    per_pile[pile] += alh_card_is_master_builder(game.deck[i]);
            for (int s = 0; s < ALH_DISPLAY_SLOTS; s++)
                assert_false(alh_card_is_master_builder(game.display[s]));
            assert_int_equal(per_pile[0] + per_pile[1] + per_pile[3], 0);
            assert_int_equal(per_pile[2], 3);
            assert_int_equal(per_pile[4], players == 6 ? 1 : 3);
            int removed = alh_cards_count(&game.mod.master_builders.removed);
            assert_int_equal(removed, alh_master_builders_left_out(players));
            assert_int_equal(total + per_pile[2] + per_pile[4] + removed, 16);
        }
    assert_int_equal(alh_master_builders_left_out(2), 6);
    assert_int_equal(alh_master_builders_left_out(4), 2);
    assert_int_equal(alh_master_builders_left_out(5), 0);
    assert_int_equal(alh_master_builders_left_out(6), 0);
}

/* "Each master-builder card is a normal money card with a value of 3 ... All rules concerning money
 * (e.g. taking cards with a total value of 5) apply to these cards as well." */
static void test_taken_as_money(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 7, MB);
    int card = builder_in_deck(&game, ALH_DUCAT);
    mx_card_to_display(&game, 0, card);
    mx_card_to_display(&game, 1, alh_card_make(ALH_DENAR, 3, 0));
    mx_card_to_display(&game, 2, alh_card_make(ALH_DENAR, 2, 0));
    mx_commit(&game);
    mx_start_turn(&game, 0);
    assert_int_equal(alh_card_worth(&game, card), 3);
    mx_assert_refused(&game, &(AlhCommand){.type = ALH_CMD_TAKE_MONEY, .player = 0, .slots = 1 | 2}, ALH_ERR_TOO_MUCH_MONEY);
    AlhCommand take = {.type = ALH_CMD_TAKE_MONEY, .player = 0, .slots = 1 | 4}; /* 3 + 2 */
    assert_true(mx_is_listed(&game, &take));
    mx_apply_ok(&game, &take, &events);
    assert_true(alh_cards_has(&game.players[0].hand, card));
    assert_true(alh_cards_has(&game.players[0].known, card)); /* taken face up */
}

/* As money of its currency: pays a building with other money of that currency, never of another;
 * an exact payment earns the extra action; the card leaves the game, not for the discard pile. */
static void test_pays_and_leaves_the_game(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 11, MB);
    mx_start_turn(&game, 1);
    int space = 0, currency = alh_market_currency(space), price = alh_tile_info(game.market[space])->price;
    mx_hand_clear(&game, 1);
    int card = give_builder(&game, 1, currency);
    int other = give_builder(&game, 1, (currency + 1) % ALH_NUM_CURRENCIES);
    int rest = price - 3;
    AlhCommand buy = {.type = ALH_CMD_BUY, .player = 1, .space = (uint8_t)space};
    alh_cards_add(&buy.cards, card);
    if (rest > 0) {
        assert_true(rest <= 9);
        alh_cards_add(&buy.cards, mx_give(&game, 1, currency, rest));
    }
    mx_commit(&game);
    AlhCommand wrong = buy;
    alh_cards_remove(&wrong.cards, card);
    alh_cards_add(&wrong.cards, other);
    mx_assert_refused(&game, &wrong, ALH_ERR_WRONG_CURRENCY);
    assert_true(mx_is_listed(&game, &buy)); /* the engine offers it among the payments */
    mx_apply_ok(&game, &buy, &events);
    assert_false(alh_cards_has(&game.players[1].hand, card));
    assert_false(alh_cards_has(&game.discard, card));
    assert_true(alh_cards_has(&game.mod.master_builders.spent, card));
    assert_int_equal(game.bonus_action, 1); /* paid exactly */
    mx_commit(&game);
}

/* The end's distribution counts them as money of their currency. */
static void test_counts_as_money_at_the_end(void **state)
{
    (void)state;
    mx_new_game(&game, 2, 13, MB);
    mx_hand_clear(&game, 0);
    drop_builders(&game, 0);
    int a = give_builder(&game, 0, ALH_FLORIN);
    mx_give(&game, 0, ALH_FLORIN, 2);
    mx_commit(&game);
    assert_int_equal(alh_cards_money(&game, &game.players[0].hand, ALH_FLORIN), 5);
    assert_int_equal(alh_cards_money(&game, &game.players[0].hand, ALH_DENAR), 0);
    assert_int_equal(alh_cards_money(&game, &game.players[0].hand, -1), 5);
    assert_true(alh_card_is_money_like(&game, a));
    assert_int_equal(alh_card_pay_currency(&game, a), ALH_FLORIN);
}

/* A position where player 0's turn ends with a redesign possible (a building in the Alhambra). */
static void redesign_position(uint64_t seed, int builders)
{
    mx_new_game(&game, 3, seed, MB);
    drop_builders(&game, 0);
    for (int k = 0; k < builders; k++)
        give_builder(&game, 0, k % ALH_NUM_CURRENCIES);
    int tile = mx_free_tile(&game, 0, -1);
    mx_build(&game, 0, tile, 1, 0);
    mx_card_to_display(&game, 0, alh_card_make(ALH_DENAR, 1, 0));
    mx_commit(&game);
    mx_start_turn(&game, 0);
}

/* "The master-builder cards allow a player to have an extra action at redesigning their Alhambra at
 * the end of their turn (after placing any buildings which have just been bought)." */
static void test_offered_at_the_end_of_the_turn(void **state)
{
    (void)state;
    redesign_position(17, 1);
    int card = alh_cards_next(&game.players[0].hand, ALH_CARD_MASTER_BUILDER_FIRST);
    mx_apply_ok(&game, &(AlhCommand){.type = ALH_CMD_TAKE_MONEY, .player = 0, .slots = 1}, &events);
    /* the turn is held open: player 0 still to move, offered the card or the end of the turn */
    assert_int_equal(alh_to_move(&game), 0);
    assert_int_equal(alh_master_builders_step(&game), 1);
    AlhCommand use = mx_cmd(ALH_CMD_USE_BUILDER, 0);
    alh_cards_add(&use.cards, card);
    assert_true(mx_is_listed(&game, &use));
    AlhCommand pass = mx_cmd(ALH_CMD_PASS, 0);
    assert_true(mx_is_listed(&game, &pass));
    /* nothing else: no money, no redesign before the card is played */
    mx_assert_refused(&game, &(AlhCommand){.type = ALH_CMD_TAKE_MONEY, .player = 0, .slots = 2}, ALH_ERR_WRONG_PHASE);
    AlhCommand buf[512];
    size_t n = alh_legal_commands(&game, buf, 512);
    for (size_t i = 0; i < n; i++)
        assert_true(buf[i].type == ALH_CMD_USE_BUILDER || buf[i].type == ALH_CMD_PASS);
    mx_commit(&game);
    /* played: the card leaves the game, and a redesign follows */
    mx_apply_ok(&game, &use, &events);
    assert_int_equal(mx_event_count(&events, ALH_EV_BUILDER_USED), 1);
    assert_false(alh_cards_has(&game.players[0].hand, card));
    assert_true(alh_cards_has(&game.mod.master_builders.spent, card));
    assert_int_equal(alh_master_builders_step(&game), 2);
    assert_int_equal(alh_to_move(&game), 0);
    mx_commit(&game);
    mx_assert_refused(&game, &(AlhCommand){.type = ALH_CMD_TAKE_MONEY, .player = 0, .slots = 2}, ALH_ERR_WRONG_PHASE);
    n = alh_legal_commands(&game, buf, 512);
    bool redesign = false;
    for (size_t i = 0; i < n; i++) {
        assert_true(buf[i].type == ALH_CMD_PASS || buf[i].type == ALH_CMD_REDESIGN_REMOVE ||
                    buf[i].type == ALH_CMD_REDESIGN_ADD || buf[i].type == ALH_CMD_REDESIGN_SWAP);
        redesign |= buf[i].type == ALH_CMD_REDESIGN_REMOVE;
    }
    assert_true(redesign);
    for (size_t i = 0; i < n; i++)
        if (buf[i].type == ALH_CMD_REDESIGN_REMOVE) {
            mx_apply_ok(&game, &buf[i], &events);
            break;
        }
    /* the redesign done, the turn is over */
    assert_int_equal(game.current, 1);
    assert_int_equal(alh_master_builders_step(&game), 0);
    mx_commit(&game);
}

/* "Only 1 master-builder card per turn can be used for redesigning": with two, one redesign, then
 * the turn ends; passing declines and keeps the card. */
static void test_one_card_a_turn(void **state)
{
    (void)state;
    redesign_position(19, 2);
    mx_apply_ok(&game, &(AlhCommand){.type = ALH_CMD_TAKE_MONEY, .player = 0, .slots = 1}, &events);
    AlhCommand buf[512];
    size_t n = alh_legal_commands(&game, buf, 512), uses = 0;
    for (size_t i = 0; i < n; i++)
        uses += buf[i].type == ALH_CMD_USE_BUILDER;
    assert_int_equal(uses, 2); /* either card */
    for (size_t i = 0; i < n; i++)
        if (buf[i].type == ALH_CMD_USE_BUILDER) {
            mx_apply_ok(&game, &buf[i], &events);
            break;
        }
    n = alh_legal_commands(&game, buf, 512);
    for (size_t i = 0; i < n; i++)
        if (buf[i].type == ALH_CMD_REDESIGN_REMOVE) {
            mx_apply_ok(&game, &buf[i], &events);
            break;
        }
    assert_int_equal(game.current, 1); /* no second offer */
    assert_int_equal(builders_in(&game.players[0].hand), 1);

    /* Declining: the card stays, the turn ends. */
    redesign_position(23, 1);
    mx_apply_ok(&game, &(AlhCommand){.type = ALH_CMD_TAKE_MONEY, .player = 0, .slots = 1}, &events);
    assert_int_equal(alh_master_builders_step(&game), 1);
    AlhCommand pass = mx_cmd(ALH_CMD_PASS, 0);
    mx_apply_ok(&game, &pass, &events);
    assert_int_equal(game.current, 1);
    assert_int_equal(builders_in(&game.players[0].hand), 1);
    assert_int_equal(alh_master_builders_step(&game), 0);
    mx_commit(&game);
}

/* No offer without a card, nor when no redesign is possible (only the fountain, an empty reserve). */
static void test_no_offer(void **state)
{
    (void)state;
    redesign_position(29, 0);
    mx_apply_ok(&game, &(AlhCommand){.type = ALH_CMD_TAKE_MONEY, .player = 0, .slots = 1}, &events);
    assert_int_equal(game.current, 1);
    mx_new_game(&game, 3, 31, MB);
    mx_start_turn(&game, 0);
    assert_int_equal(builders_in(&game.players[0].hand), 2);
    AlhCommand take = {.type = ALH_CMD_TAKE_MONEY, .player = 0, .slots = 1};
    mx_apply_ok(&game, &take, &events);
    assert_int_equal(game.current, 1);
    /* the command is refused outside the offer */
    mx_start_turn(&game, 1);
    AlhCommand use = mx_cmd(ALH_CMD_USE_BUILDER, 1);
    alh_cards_add(&use.cards, alh_cards_next(&game.players[1].hand, ALH_CARD_MASTER_BUILDER_FIRST));
    mx_assert_refused(&game, &use, ALH_ERR_WRONG_PHASE);
}

/* "The Master Builder [character] can be used together with 1 master-builder card at the end of a
 * turn": the character's redesign, then the card's offer. */
static void test_with_the_master_builder_character(void **state)
{
    (void)state;
    mx_new_game(&game, 3, 37, MB | MOD(ALH_MOD_CHARACTERS));
    drop_builders(&game, 0);
    give_builder(&game, 0, ALH_DENAR);
    mx_build(&game, 0, mx_free_tile(&game, 0, -1), 1, 0);
    mx_build(&game, 0, mx_free_tile(&game, 0, -1), -1, 0);
    /* the character out of the deck (or its surplus pile) into player 0's hands */
    int ch = ALH_CARD_CHARACTER_FIRST + ALH_CHAR_MASTER_BUILDER;
    mx_card_release(&game, ch);
    AlhCharactersState *cs = &game.mod.characters;
    for (int k = 0; k < cs->surplus_len; k++)
        if (cs->surplus[k] == ch) {
            memmove(cs->surplus + k, cs->surplus + k + 1, (size_t)(cs->surplus_len - k - 1));
            cs->surplus[--cs->surplus_len] = 0;
        }
    cs->owned[0] |= (uint16_t)(1u << ALH_CHAR_MASTER_BUILDER);
    mx_card_to_display(&game, 0, alh_card_make(ALH_DENAR, 1, 0));
    mx_commit(&game);
    mx_start_turn(&game, 0);
    mx_apply_ok(&game, &(AlhCommand){.type = ALH_CMD_TAKE_MONEY, .player = 0, .slots = 1}, &events);
    /* the character's redesign first (no card offered yet) */
    assert_int_equal(alh_master_builders_step(&game), 0);
    assert_int_equal(alh_to_move(&game), 0);
    AlhCommand buf[512];
    size_t n = alh_legal_commands(&game, buf, 512);
    for (size_t i = 0; i < n; i++)
        assert_true(buf[i].type != ALH_CMD_USE_BUILDER);
    for (size_t i = 0; i < n; i++)
        if (buf[i].type == ALH_CMD_REDESIGN_REMOVE) {
            mx_apply_ok(&game, &buf[i], &events);
            break;
        }
    /* then the card */
    assert_int_equal(alh_to_move(&game), 0);
    assert_int_equal(alh_master_builders_step(&game), 1);
    n = alh_legal_commands(&game, buf, 512);
    for (size_t i = 0; i < n; i++)
        if (buf[i].type == ALH_CMD_USE_BUILDER) {
            mx_apply_ok(&game, &buf[i], &events);
            break;
        }
    n = alh_legal_commands(&game, buf, 512);
    for (size_t i = 0; i < n; i++)
        if (buf[i].type == ALH_CMD_REDESIGN_REMOVE || buf[i].type == ALH_CMD_REDESIGN_ADD) {
            mx_apply_ok(&game, &buf[i], &events);
            break;
        }
    assert_int_equal(game.current, 1);
    mx_commit(&game);
}

/* The cards dealt face down, and those the setup left out, are nobody else's to see; a guess of a
 * view puts every card back somewhere. */
static void test_secret_in_views(void **state)
{
    (void)state;
    mx_new_game(&game, 4, 41, MB);
    AlhView view;
    alh_view_make(&game, 1, &view);
    assert_int_equal(builders_in(&view.game.players[1].hand), 2); /* one's own */
    for (int p = 0; p < 4; p++)
        if (p != 1) {
            assert_int_equal(builders_in(&view.game.players[p].hand), 0);
            assert_int_equal(view.hidden_cards[p], 2);
        }
    assert_true(alh_cards_empty(&view.game.mod.master_builders.removed));
    AlhRng rng;
    alh_rng_seed(&rng, 5, 6);
    AlhGame *guess = malloc(sizeof *guess);
    assert_non_null(guess);
    alh_view_determinize(&view, &rng, guess);
    assert_int_equal(alh_cards_count(&guess->mod.master_builders.removed), alh_master_builders_left_out(4));
    int seen[ALH_NUM_MASTER_BUILDERS] = {0};
    for (int i = 0; i < ALH_NUM_MASTER_BUILDERS; i++) {
        int card = ALH_CARD_MASTER_BUILDER_FIRST + i;
        seen[i] += alh_cards_has(&guess->mod.master_builders.removed, card);
        for (int p = 0; p < 4; p++)
            seen[i] += alh_cards_has(&guess->players[p].hand, card);
        for (int k = guess->deck_pos; k < guess->deck_len; k++)
            seen[i] += guess->deck[k] == card;
        assert_true(seen[i] <= 1);
    }
    assert_true(alh_cards_has(&guess->players[1].hand, alh_cards_next(&game.players[1].hand, ALH_CARD_MASTER_BUILDER_FIRST)));
    free(guess);
}

static void test_soak(void **state)
{
    (void)state;
    assert_int_equal(mx_soak(MB, 25, 1200, false), 25);
    assert_true(mx_soak_events(ALH_EV_BUILDER_USED) > 0);
    assert_int_equal(mx_soak(MB | MOD(ALH_MOD_CHARACTERS) | MOD(ALH_MOD_EXCHANGE), 15, 1300, true), 15);
}

/* ------------------------------------------------------------------ the bots' part */

/* A card in hand is worth more than nothing (its redesign, beside its money), less once no round
 * is left to score. */
static void test_bot_values_a_card(void **state)
{
    (void)state;
    AlhGame *g = malloc(sizeof *g);
    assert_non_null(g);
    bt_position(g, 3, MB, 91, 0);
    BotEvalCtx ctx;
    bt_prepared(&ctx, g);
    double two = bot_module_value(&ctx, ALH_MOD_MASTER_BUILDERS, 0);
    assert_true(two > 0);
    drop_builders(g, 0);
    bt_prepared(&ctx, g);
    assert_true(bot_module_value(&ctx, ALH_MOD_MASTER_BUILDERS, 0) == 0.0);
    free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_setup),
        cmocka_unit_test(test_taken_as_money),
        cmocka_unit_test(test_pays_and_leaves_the_game),
        cmocka_unit_test(test_counts_as_money_at_the_end),
        cmocka_unit_test(test_offered_at_the_end_of_the_turn),
        cmocka_unit_test(test_one_card_a_turn),
        cmocka_unit_test(test_no_offer),
        cmocka_unit_test(test_with_the_master_builder_character),
        cmocka_unit_test(test_secret_in_views),
        cmocka_unit_test(test_soak),
        cmocka_unit_test(test_bot_values_a_card),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

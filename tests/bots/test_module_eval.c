/* SPDX-License-Identifier: MIT */
/*
 * The evaluation of the expansion modules (src/bots/eval_modules.c): with no module every part and
 * the whole term are exactly 0 and the majority counts are untouched; each part is 0 while its own
 * module is off and answers to its piece when it is on; counts and camp lines agree with the engine.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "eval_modules.h"
#include "bonus_cards/bonus_cards.h"
#include "camps/camps.h"
#include "diamonds/diamonds.h"
#include "exchange/exchange.h"
#include "squares/squares.h"

static uint32_t all_modules(void)
{
    uint32_t m = 0;
    for (int i = ALH_MOD_TWO_PLAYER + 1; i < ALH_MOD_COUNT; i++)
        m |= 1u << i;
    return m;
}

/* A position reached by `steps` random commands from a fresh game with these modules. */
static void position(AlhGame *g, int players, uint32_t modules, uint64_t seed, int steps)
{
    AlhSetup setup = {.num_players = players, .seed = seed, .modules = alh_modset_from_bits(modules)};
    assert_int_equal(alh_new_game(g, &setup, NULL), ALH_OK);
    AlhRng rng;
    alh_rng_seed(&rng, seed * 7919 + 1, 3);
    for (int i = 0; i < steps && g->phase != ALH_PHASE_OVER; i++) {
        AlhCommand c;
        if (alh_random_policy(g, &rng, &c) != ALH_OK || alh_apply(g, &c, NULL) != ALH_OK)
            break;
    }
}

static bool has_pending(const AlhGame *g)
{
    for (int t = 1; t <= ALH_TILE_MAX; t++)
        if (alh_tile_is_piece(t) && g->where[t].loc == ALH_LOC_PENDING)
            return true;
    return false;
}

static void prepared(BotEvalCtx *ctx, const AlhGame *g)
{
    bot_eval_init(ctx, g);
    bot_modules_prepare(ctx, bot_default_params());
}

/* ------------------------------------------------------------------ modules off */

static void test_zero_without_modules(void **state)
{
    (void)state;
    AlhGame *g = malloc(sizeof *g);
    assert_non_null(g);
    int checked = 0;
    for (int players = 2; players <= 6; players++)
        for (int k = 0; k < 8; k++) {
            position(g, players, 0, (uint64_t)(players * 100 + k), 15 + 25 * k);
            /* Pieces of the modules planted in the state must not count while their modules are off. */
            g->mod.vizier.awake = 0x3F;
            g->mod.city_gates.cards[0] = 1;
            g->mod.characters.owned[0] = 1u << 0; /* the Entertainer */
            alh_cards_add(&g->players[0].hand, ALH_CARD_DIAMOND_FIRST + 9);
            alh_cards_add(&g->players[0].hand, ALH_CARD_EXCHANGE_FIRST);
            BotEvalCtx plain, ctx;
            bot_eval_init(&plain, g);
            prepared(&ctx, g);
            assert_memory_equal(plain.counts, ctx.counts, sizeof ctx.counts);
            for (int p = 0; p < players; p++) {
                assert_true(bot_term_modules(&ctx, p) == 0.0);
                for (int part = 0; part < BOT_PART_COUNT; part++)
                    assert_true(bot_module_part(&ctx, part, p) == 0.0);
                checked++;
            }
        }
    assert_true(checked > 100);
    free(g);
}

/* The term is in the table, and the base game's evaluation is what the other terms alone give. */
static void test_term_in_table_and_neutral(void **state)
{
    (void)state;
    int index = bot_modules_term_index();
    assert_true(index >= 0 && index < bot_term_count && index < 16);
    AlhGame *g = malloc(sizeof *g);
    assert_non_null(g);
    BotEvalParams without = *bot_default_params();
    without.term_scale[index] = 0;
    for (int k = 0; k < 20; k++) {
        position(g, 2 + k % 5, 0, (uint64_t)(900 + k), 10 + 12 * k);
        for (int p = 0; p < g->num_players; p++)
            assert_true(bot_eval_relative(g, bot_default_params(), p, NULL) == bot_eval_relative(g, &without, p, NULL));
    }
    free(g);
}

/* Each part is 0 while its own module is off, even with every other module on. */
static void test_part_needs_its_module(void **state)
{
    (void)state;
    static const int module_of[BOT_PART_COUNT] = {
        [BOT_PART_BONUS_CARDS] = ALH_MOD_BONUS_CARDS, [BOT_PART_CAMPS] = ALH_MOD_CAMPS,
        [BOT_PART_DIAMONDS] = ALH_MOD_DIAMONDS,       [BOT_PART_EXCHANGE] = ALH_MOD_EXCHANGE,
        [BOT_PART_GATES] = ALH_MOD_CITY_GATES,        [BOT_PART_VIZIER] = ALH_MOD_VIZIER,
        [BOT_PART_CHARACTERS] = ALH_MOD_CHARACTERS};
    AlhGame *g = malloc(sizeof *g);
    assert_non_null(g);
    for (int part = 0; part < BOT_PART_COUNT; part++) {
        position(g, 3, all_modules() & ~(1u << module_of[part]), (uint64_t)(300 + part), 60);
        g->mod.vizier.awake = 0x7;
        g->mod.city_gates.cards[1] = 2;
        g->mod.characters.owned[1] = 1u << 0;
        alh_cards_add(&g->players[1].hand, ALH_CARD_DIAMOND_FIRST + 2);
        alh_cards_add(&g->players[1].hand, ALH_CARD_EXCHANGE_FIRST + 1);
        BotEvalCtx ctx;
        prepared(&ctx, g);
        for (int p = 0; p < 3; p++)
            assert_true(bot_module_part(&ctx, part, p) == 0.0);
        assert_string_not_equal(bot_module_part_name(part), "?");
        assert_true(bot_module_weight(part) > 0);
    }
    free(g);
}

/* ------------------------------------------------------------------ majorities */

/* With squares and laid bonus cards, the bots' majority points are what the engine would award. */
static void test_counts_match_engine_with_squares_and_bonus(void **state)
{
    (void)state;
    AlhGame *g = malloc(sizeof *g);
    assert_non_null(g);
    uint32_t mods = (1u << ALH_MOD_SQUARES) | (1u << ALH_MOD_BONUS_CARDS);
    int checked = 0, squares_counted = 0, bonus_counted = 0;
    for (int k = 0; k < 60; k++) {
        int players = 2 + k % 4;
        position(g, players, mods, (uint64_t)(4000 + k), 40 + 6 * k);
        if (has_pending(g) || g->phase == ALH_PHASE_OVER)
            continue;
        /* Lay every card whose building stands, as the engine does before a scoring (M-B1). */
        for (int p = 0; p < players; p++)
            for (int card = 0; card < ALH_NUM_BONUS_CARDS; card++) {
                int tile = alh_bonus_card_tile(card);
                if (((g->mod.bonus_cards.hand[p] >> card) & 1) && g->where[tile].loc == ALH_LOC_ALHAMBRA &&
                    g->where[tile].owner == p) {
                    g->mod.bonus_cards.hand[p] &= (uint16_t)~(1u << card);
                    g->mod.bonus_cards.hand_count[p]--;
                    g->mod.bonus_cards.played[p] |= (uint16_t)(1u << card);
                }
            }
        BotEvalCtx ctx;
        prepared(&ctx, g);
        for (int p = 0; p < players; p++) {
            uint8_t now[ALH_NUM_TYPES];
            alh_building_counts(g, p, now);
            assert_memory_equal(now, ctx.counts[p], ALH_NUM_TYPES);
            for (int t = 0; t < ALH_NUM_TYPES; t++)
                if (now[t] > g->players[p].board.type_count[t]) {
                    squares_counted += alh_square_count(g, p) > 0;
                    bonus_counted += g->mod.bonus_cards.played[p] != 0;
                }
        }
        for (int round = 1; round <= 3; round++) {
            AlhScoreDetail d;
            alh_score_preview(g, round, &d);
            for (int p = 0; p < players; p++)
                for (int t = 0; t < ALH_NUM_TYPES; t++) {
                    double mine = bot_majority_points(&ctx, (const uint8_t (*)[ALH_NUM_TYPES])ctx.counts, round, p, t);
                    assert_int_equal((int)floor(mine), d.points[p][t]);
                    checked++;
                }
        }
    }
    assert_true(checked > 1000);
    assert_true(squares_counted > 0); /* some square did join buildings of its colour */
    assert_true(bonus_counted > 0);
    free(g);
}

/* A bonus card in hand counts once its building is bought (pending) or built; not otherwise. */
static void test_bonus_card_in_hand_counts_with_its_building(void **state)
{
    (void)state;
    AlhGame *g = malloc(sizeof *g);
    assert_non_null(g);
    position(g, 3, 1u << ALH_MOD_BONUS_CARDS, 77, 0);
    int p = 0, card = __builtin_ctz(g->mod.bonus_cards.hand[p]);
    int tile = alh_bonus_card_tile(card), type = alh_tile_info(tile)->type;
    BotEvalCtx before, ctx;
    prepared(&before, g);
    /* The building bought this turn: it counts, and so does the card. */
    AlhTilePlace saved = g->where[tile];
    g->where[tile] = (AlhTilePlace){.loc = ALH_LOC_PENDING, .owner = (uint8_t)p};
    if (saved.loc == ALH_LOC_MARKET)
        g->market[saved.x] = 0;
    g->players[p].pending_count++;
    prepared(&ctx, g);
    assert_int_equal(ctx.counts[p][type], before.counts[p][type] + 2);
    /* Without the card only the building counts. */
    g->mod.bonus_cards.hand[p] &= (uint16_t)~(1u << card);
    prepared(&ctx, g);
    assert_int_equal(ctx.counts[p][type], before.counts[p][type] + 1);
    /* On the reserve with the card in hand: the bonus-cards part values building it. */
    g->mod.bonus_cards.hand[p] |= (uint16_t)(1u << card);
    g->where[tile] = (AlhTilePlace){.loc = ALH_LOC_RESERVE, .owner = (uint8_t)p};
    g->players[p].pending_count--;
    g->players[p].reserve_count++;
    prepared(&ctx, g);
    assert_int_equal(ctx.counts[p][type], before.counts[p][type]);
    assert_true(bot_module_part(&ctx, BOT_PART_BONUS_CARDS, p) > 0);
    g->mod.bonus_cards.hand[p] &= (uint16_t)~(1u << card);
    prepared(&ctx, g);
    assert_true(bot_module_part(&ctx, BOT_PART_BONUS_CARDS, p) == 0.0);
    free(g);
}

/* A square just taken counts as at its best spot: the most any placement of it gives. */
static void test_pending_square_counts_at_its_best_spot(void **state)
{
    (void)state;
    AlhGame *g = malloc(sizeof *g), *copy = malloc(sizeof *copy);
    assert_non_null(g);
    assert_non_null(copy);
    int checked = 0, positive = 0;
    for (int k = 0; k < 80 && checked < 12; k++) {
        position(g, 3, 1u << ALH_MOD_SQUARES, (uint64_t)(5000 + k), 30 + 3 * k);
        if (g->phase != ALH_PHASE_ACTION)
            continue;
        AlhCommand cmds[16];
        size_t n = alh_legal_commands_of(g, alh_kinds_one(ALH_CMD_TAKE_SQUARE), cmds, 16);
        for (size_t i = 0; i < n && i < 16; i++) {
            *copy = *g;
            int p = g->current, colour = cmds[i].space;
            assert_int_equal(alh_apply(copy, &cmds[i], NULL), ALH_OK);
            if (copy->phase != ALH_PHASE_PLACE || copy->players[p].pending_count != 1)
                continue; /* a building bought before waits too: it would count as well */
            BotEvalCtx ctx;
            prepared(&ctx, copy);
            int estimate = ctx.counts[p][colour];
            /* Every placement of the square: the best one counts exactly the estimate. */
            AlhCommand places[256];
            size_t m = alh_legal_commands_of(copy, alh_kinds_one(ALH_CMD_PLACE), places, 256);
            int best = -1;
            for (size_t j = 0; j < m && j < 256; j++) {
                AlhGame after = *copy;
                assert_int_equal(alh_apply(&after, &places[j], NULL), ALH_OK);
                uint8_t now[ALH_NUM_TYPES];
                alh_building_counts(&after, p, now);
                if (now[colour] > best)
                    best = now[colour];
            }
            if (best < 0)
                continue;
            assert_int_equal(estimate, best);
            positive += best > g->players[p].board.type_count[colour];
            checked++;
        }
    }
    assert_true(checked >= 12);
    assert_true(positive > 0);
    free(g);
    free(copy);
}

/* ------------------------------------------------------------------ the parts */

/* Camp lines as the engine scores them (category extra, camps alone); the part grows with them. */
static void test_camp_lines_match_engine(void **state)
{
    (void)state;
    AlhGame *g = malloc(sizeof *g);
    assert_non_null(g);
    int with_camp = 0;
    for (int k = 0; k < 120; k++) {
        position(g, 2 + k % 3, 1u << ALH_MOD_CAMPS, (uint64_t)(6000 + k), 60 + 4 * k);
        if (g->phase == ALH_PHASE_OVER)
            continue;
        AlhScoreDetail d;
        alh_score_preview(g, 2, &d);
        BotEvalCtx ctx;
        prepared(&ctx, g);
        for (int p = 0; p < g->num_players; p++) {
            assert_int_equal(bot_camp_points(g, p), d.points[p][ALH_SCORE_EXTRA]);
            bool has_camp = false;
            for (int t = ALH_TILE_CAMP_FIRST; t < ALH_TILE_CAMP_FIRST + ALH_NUM_CAMPS; t++)
                has_camp |= g->where[t].loc == ALH_LOC_ALHAMBRA && g->where[t].owner == p;
            double rounds = ctx.round_weight[1] + ctx.round_weight[2] + ctx.round_weight[3];
            if (has_camp && rounds > 0) {
                with_camp++;
                assert_true(bot_module_part(&ctx, BOT_PART_CAMPS, p) >= bot_camp_points(g, p) * rounds - 1e-9);
                assert_true(bot_module_part(&ctx, BOT_PART_CAMPS, p) > 0);
            } else if (!has_camp) {
                bool elsewhere = false;
                for (int t = ALH_TILE_CAMP_FIRST; t < ALH_TILE_CAMP_FIRST + ALH_NUM_CAMPS; t++)
                    elsewhere |= g->where[t].owner == p && (g->where[t].loc == ALH_LOC_RESERVE ||
                                                           g->where[t].loc == ALH_LOC_PENDING);
                if (!elsewhere)
                    assert_true(bot_module_part(&ctx, BOT_PART_CAMPS, p) == 0.0);
            }
        }
    }
    assert_true(with_camp > 0);
    free(g);
}

/* Diamonds, exchange cards, gate cards and the vizier each answer to their piece. */
static void test_cards_and_vizier_respond(void **state)
{
    (void)state;
    AlhGame *g = malloc(sizeof *g);
    assert_non_null(g);
    position(g, 3, all_modules(), 88, 0);
    int p = 1;
    memset(&g->players[p].hand, 0, sizeof g->players[p].hand);
    g->mod.city_gates.cards[p] = 0;
    g->mod.vizier.awake = 0;
    BotEvalCtx ctx;
    prepared(&ctx, g);
    for (int part = 0; part < BOT_PART_COUNT; part++)
        if (part != BOT_PART_CHARACTERS && part != BOT_PART_CAMPS && part != BOT_PART_BONUS_CARDS)
            assert_true(bot_module_part(&ctx, part, p) == 0.0);

    /* Diamonds: worth like money, more for a bigger one. */
    alh_cards_add(&g->players[p].hand, ALH_CARD_DIAMOND_FIRST); /* the smallest */
    prepared(&ctx, g);
    double small = bot_module_part(&ctx, BOT_PART_DIAMONDS, p);
    assert_true(fabs(small - alh_diamond_value(ALH_CARD_DIAMOND_FIRST) * ctx.coin) < 1e-9);
    alh_cards_add(&g->players[p].hand, ALH_CARD_DIAMOND_FIRST + 9);
    prepared(&ctx, g);
    assert_true(bot_module_part(&ctx, BOT_PART_DIAMONDS, p) > small);

    /* Exchange card: worth something; more when it brings a tile on sale within reach. */
    int pair[2], ex = -1;
    int space = 0, tile = g->market[0];
    int cur = alh_market_currency(space), price = alh_tile_info(tile)->price;
    for (int c = ALH_CARD_EXCHANGE_FIRST; c < ALH_CARD_EXCHANGE_FIRST + ALH_NUM_EXCHANGE; c++)
        if (alh_exchange_currencies(c, pair) && (pair[0] == cur || pair[1] == cur))
            ex = c;
    assert_true(ex >= 0);
    alh_exchange_currencies(ex, pair);
    int other = pair[0] == cur ? pair[1] : pair[0];
    alh_cards_add(&g->players[p].hand, ex);
    prepared(&ctx, g);
    double bare = bot_module_part(&ctx, BOT_PART_EXCHANGE, p);
    assert_true(bare > 0);
    /* Money of the other currency enough for the tile, none of its own: the card opens the purchase. */
    for (int v = 9, copy = 0, sum = 0; sum < price; v = v > 1 ? v - 1 : 9, copy = v == 9 ? copy + 1 : copy) {
        int card = alh_card_make(other, v, copy % 3);
        if (!alh_cards_has(&g->players[p].hand, card)) {
            alh_cards_add(&g->players[p].hand, card);
            sum += v;
        }
    }
    prepared(&ctx, g);
    assert_true(bot_module_part(&ctx, BOT_PART_EXCHANGE, p) > bare);

    /* A city-gate card held. */
    g->mod.city_gates.cards[p] = 1;
    prepared(&ctx, g);
    assert_true(bot_module_part(&ctx, BOT_PART_GATES, p) > 0);

    /* The vizier awake is worth an out-of-turn purchase; asleep nothing. */
    g->mod.vizier.awake = (uint8_t)(1u << p);
    prepared(&ctx, g);
    assert_true(bot_module_part(&ctx, BOT_PART_VIZIER, p) > 1.0);
    assert_true(bot_module_part(&ctx, BOT_PART_VIZIER, 0) == 0.0);
    free(g);
}

enum { ENTERTAINER = 0, CITY_WATCH = 9 };

/* Characters owned count; in an auction the highest bidder counts the card less the bid. */
static void test_characters_and_bids(void **state)
{
    (void)state;
    AlhGame *g = malloc(sizeof *g);
    assert_non_null(g);
    position(g, 3, 1u << ALH_MOD_CHARACTERS, 99, 120);
    int p = 2;
    BotEvalCtx ctx;
    g->mod.characters.owned[p] = 0;
    prepared(&ctx, g);
    assert_true(bot_module_part(&ctx, BOT_PART_CHARACTERS, p) == 0.0);
    g->mod.characters.owned[p] = 1u << ENTERTAINER;
    prepared(&ctx, g);
    assert_true(fabs(bot_module_part(&ctx, BOT_PART_CHARACTERS, p) - 8.0) < 1e-9);
    /* The City Watch pays a third of the wall in each scoring to come. */
    g->mod.characters.owned[p] = 1u << CITY_WATCH;
    prepared(&ctx, g);
    double rounds = ctx.round_weight[1] + ctx.round_weight[2] + ctx.round_weight[3];
    int wall = alh_longest_wall(g, p);
    assert_true(bot_module_part(&ctx, BOT_PART_CHARACTERS, p) >= rounds * (wall / 3) - 1e-9);
    g->mod.characters.owned[p] = 0;

    /* An auction of the Entertainer: the bigger the bid, the less it is worth to the bidder. */
    g->phase = ALH_PHASE_AUCTION;
    g->mod.characters.auction_card = ALH_CARD_CHARACTER_FIRST + ENTERTAINER;
    g->mod.characters.auction_bidder = (uint8_t)p;
    memset(&g->players[p].hand, 0, sizeof g->players[p].hand);
    for (int v = 1; v <= 9; v++)
        alh_cards_add(&g->players[p].hand, alh_card_make(ALH_DENAR, v, 0));
    double last = 1e9;
    for (int v = 1; v <= 9; v++) {
        memset(&g->mod.characters.auction_cards, 0, sizeof g->mod.characters.auction_cards);
        alh_cards_add(&g->mod.characters.auction_cards, alh_card_make(ALH_DENAR, v, 0));
        g->mod.characters.auction_bid = (int16_t)v;
        prepared(&ctx, g);
        double worth = bot_module_part(&ctx, BOT_PART_CHARACTERS, p);
        assert_true(worth < last);
        assert_true(worth < 8.0);
        last = worth;
    }
    /* Another player leads the bidding: nothing for p. */
    g->mod.characters.auction_bidder = 0;
    prepared(&ctx, g);
    assert_true(bot_module_part(&ctx, BOT_PART_CHARACTERS, p) == 0.0);
    free(g);
}

/* Medium in real auctions never bids more than the card is worth to it. */
static void test_medium_bids_within_worth(void **state)
{
    (void)state;
    AlhGame *g = malloc(sizeof *g), *after = malloc(sizeof *after);
    assert_non_null(g);
    assert_non_null(after);
    int auctions = 0, bids = 0;
    for (int k = 0; k < 40 && auctions < 15; k++) {
        position(g, 4, 1u << ALH_MOD_CHARACTERS, (uint64_t)(7000 + k), 0);
        AlhRng rng;
        alh_rng_seed(&rng, (uint64_t)k, 5);
        for (int step = 0; step < 3000 && g->phase != ALH_PHASE_OVER; step++) {
            AlhCommand c;
            if (g->phase == ALH_PHASE_AUCTION && g->mod.characters.entertainer_choice == 0) {
                int me = alh_to_move(g);
                assert_int_equal(bot_greedy_choose(g, bot_default_params(), false, &c), ALH_OK);
                auctions++;
                if (c.type == ALH_CMD_BID) {
                    bids++;
                    *after = *g;
                    assert_int_equal(alh_apply(after, &c, NULL), ALH_OK);
                    if (after->phase == ALH_PHASE_AUCTION && after->mod.characters.auction_bidder == me) {
                        /* What the bid gains the bidder (the card less the cards offered) is never
                         * negative, beyond what it takes from the bidder it outbids (rivalry 0.5). */
                        BotEvalCtx pre, post;
                        prepared(&pre, g);
                        prepared(&post, after);
                        double gain = bot_module_part(&post, BOT_PART_CHARACTERS, me) -
                                      bot_module_part(&pre, BOT_PART_CHARACTERS, me);
                        double denied = 0;
                        int q = g->mod.characters.auction_bidder;
                        if (q < g->num_players)
                            denied = bot_module_part(&pre, BOT_PART_CHARACTERS, q) -
                                     bot_module_part(&post, BOT_PART_CHARACTERS, q);
                        assert_true(gain >= -0.5 * denied - 1e-6);
                        assert_true(gain < 8.0 + 1e-9 || g->mod.characters.auction_card != ALH_CARD_CHARACTER_FIRST);
                    }
                }
            } else if (alh_random_policy(g, &rng, &c) != ALH_OK) {
                break;
            }
            if (alh_apply(g, &c, NULL) != ALH_OK)
                break;
        }
    }
    assert_true(auctions > 0);
    assert_true(bids > 0);
    free(g);
    free(after);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_zero_without_modules),
        cmocka_unit_test(test_term_in_table_and_neutral),
        cmocka_unit_test(test_part_needs_its_module),
        cmocka_unit_test(test_counts_match_engine_with_squares_and_bonus),
        cmocka_unit_test(test_bonus_card_in_hand_counts_with_its_building),
        cmocka_unit_test(test_pending_square_counts_at_its_best_spot),
        cmocka_unit_test(test_camp_lines_match_engine),
        cmocka_unit_test(test_cards_and_vizier_respond),
        cmocka_unit_test(test_characters_and_bids),
        cmocka_unit_test(test_medium_bids_within_worth),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

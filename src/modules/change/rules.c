/* SPDX-License-Identifier: MIT */
/*
 * Change (expansion 3; rulebook 002 "Change", 003 "La petite monnaie"; rules-inventory M11).
 * Twenty-four coins worth 1, six of each currency (coins.csv: the split is not printed, R16), start
 * in a bag. A player who buys a building and pays more than its price draws one coin at random from
 * the bag for every two units paid too much (17 paid for 10: 3 coins), while the bag lasts. Coins
 * are hand cards of the module (ids ALH_CARD_COIN_*), always public (in `known`), money worth 1 of
 * their currency for every rule: purchases mixed with cards of that currency, bids, the end's
 * distribution of the last market tiles (alh_cards_money counts them). A coin paid goes back into
 * the bag. The bag is no field: it is every coin in nobody's hand, so the state holds nothing of
 * its own; the coin drawn comes from the game's generator, which views scrub (the bag's contents are
 * public, its order is not).
 *
 * Change is given whatever paid the building (money, coins, diamonds, an exchange card's mix,
 * camps included); never for an exact payment, the vizier's (always exact) or the Rich Patron's
 * (free). A character's bid may be less than its cards (BID's `space`: the amount, when the cards
 * are more): the winner pays the cards and gets change for the rest (the overpaid hook). Deliberate overpaying is allowed: besides the base game's minimal payments, the listing
 * offers, for each tile, paying with every card of its currency when that earns a coin more.
 */
#include "module.h"
#include "change/change.h"

#include <stddef.h>

#define FIRST ALH_CARD_COIN_FIRST

int alh_change_bag(const AlhGame *g, AlhCardSet *bag, int counts[ALH_NUM_CURRENCIES])
{
    AlhCardSet held = {{0}};
    for (int p = 0; p < g->num_players; p++)
        for (int w = 0; w < ALH_CARDSET_WORDS; w++)
            held.bits[w] |= g->players[p].hand.bits[w];
    if (counts)
        for (int k = 0; k < ALH_NUM_CURRENCIES; k++)
            counts[k] = 0;
    if (bag)
        *bag = (AlhCardSet){{0}};
    int n = 0;
    for (int i = 0; i < ALH_NUM_COINS; i++) {
        if (alh_cards_has(&held, FIRST + i))
            continue;
        n++;
        if (bag)
            alh_cards_add(bag, FIRST + i);
        if (counts)
            counts[alh_coin_rows[i].currency]++;
    }
    return n;
}

int alh_change_coins(const AlhGame *g, int player, int currency)
{
    if (player < 0 || player >= g->num_players)
        return 0;
    int n = 0;
    for (int i = 0; i < ALH_NUM_COINS; i++)
        n += alh_cards_has(&g->players[player].hand, FIRST + i) && (currency < 0 || alh_coin_rows[i].currency == currency);
    return n;
}

static int change_card_value(int card) { return alh_card_is_coin(card) ? ALH_COIN_VALUE : 0; }

static int change_card_currency(int card) { return alh_coin_currency(card); }

/* "If a player uses coins to pay, the coins are returned to the bag": the module keeps it (out of
 * every hand, it is in the bag). */
static bool change_card_paid(AlhGame *g, int player, int card, AlhEvents *ev)
{
    (void)g;
    (void)player;
    (void)card;
    (void)ev;
    return true;
}

/* Every coin is in play; those in the bag stand in a place of the module's own. */
static void change_count_cards(const AlhGame *g, uint8_t seen[ALH_CARD_ID_MAX], uint8_t expected[ALH_CARD_ID_MAX])
{
    AlhCardSet bag;
    alh_change_bag(g, &bag, NULL);
    for (int i = 0; i < ALH_NUM_COINS; i++) {
        expected[FIRST + i] = 1;
        seen[FIRST + i] += (uint8_t)alh_cards_has(&bag, FIRST + i);
    }
}

/* "For every two units of money paid in excess of the building cost, the player takes one coin from
 * the bag"; "the bag may be empty at some point during the game. In this case no change is given." */
static void give_change(AlhGame *g, int player, int over, AlhEvents *ev)
{
    int due = alh_change_due(over);
    AlhPlayer *pl = &g->players[player];
    for (; due > 0; due--) {
        AlhCardSet bag;
        int n = alh_change_bag(g, &bag, NULL);
        if (n == 0)
            break;
        int pick = (int)alh_rng_below(&g->rng, (uint32_t)n), coin = -1;
        ALH_CARDS_FOREACH(&bag, card) {
            if (pick-- == 0) {
                coin = card;
                break;
            }
        }
        alh_cards_add(&pl->hand, coin);
        alh_cards_add(&pl->known, coin); /* "the coins lie in front of the players" */
        AlhEvent *e = alh_emit(ev, ALH_EV_COIN_DRAWN, player);
        if (e) {
            e->card = (uint8_t)coin;
            e->value = (int16_t)over;
        }
    }
    if (due > 0) {
        AlhEvent *e = alh_emit(ev, ALH_EV_BAG_EMPTY, player);
        if (e)
            e->value = (int16_t)due;
    }
}

static void change_tile_bought(AlhGame *g, int player, int tile, int paid, bool exact, AlhEvents *ev)
{
    const AlhTileInfo *info = alh_tile_info(tile);
    if (exact || !info || paid <= info->price)
        return;
    give_change(g, player, paid - info->price, ev);
}

/* "Players also receive change if they pay too much to obtain character cards": a bid won with
 * cards beyond it (the characters' auction tells alh_overpaid). */
static void change_overpaid(AlhGame *g, int player, int over, AlhEvents *ev) { give_change(g, player, over, ev); }

/* Whether every coin is in a hand (alh_change_bag() == 0), from the hands' coin bits at once. */
static bool bag_empty(const AlhGame *g)
{
    uint32_t held = 0;
    for (int p = 0; p < g->num_players; p++)
        held |= alh_cards_field(&g->players[p].hand, FIRST, ALH_NUM_COINS);
    return held == ((1u << ALH_NUM_COINS) - 1);
}

/* Deliberate overpaying: every money-like card of the currency but coins (coins paid for coins
 * would be a loss for nothing), when that is no minimal payment (the base game lists those) and
 * earns more coins than the least it overpays by. One more payment a tile at most: the bots'
 * branching stays that of the base game, plus four. */
static size_t change_list_payments(const AlhGame *g, const AlhCommand *proto, int currency, int price, bool exact_only,
                                   AlhCommand *out, size_t cap)
{
    if (exact_only || currency < 0 || currency >= ALH_NUM_CURRENCIES || bag_empty(g))
        return 0;
    const AlhCardSet *hand = &g->players[proto->player].hand;
    AlhCommand c = *proto;
    c.cards = (AlhCardSet){{0}};
    int sum = 0, smallest = 1000;
    ALH_CARDS_FOREACH(hand, card) {
        if (alh_card_is_coin(card) || !alh_card_is_money_like(g, card) || alh_card_pay_currency(g, card) != currency)
            continue;
        int v = alh_card_worth(g, card);
        alh_cards_add(&c.cards, card);
        sum += v;
        smallest = v < smallest ? v : smallest;
    }
    /* Minimal (listed by the base game) when leaving out the smallest card falls short; worth it
     * only when it earns more than a payment without that card would. */
    if (sum < price || sum - smallest < price || alh_change_due(sum - price) <= alh_change_due(sum - smallest - price))
        return 0;
    if (cap > 0)
        out[0] = c;
    return 1;
}

/* The one sum change_list_payments may list in each currency: every money-like card of it but the
 * coins (none while the bag is empty: it lists nothing then). The listings of the buys ask it for
 * a space only where that sum reaches the price. */
static void change_payment_sums(const AlhGame *g, int player, uint64_t sums[ALH_NUM_CURRENCIES])
{
    for (int k = 0; k < ALH_NUM_CURRENCIES; k++)
        sums[k] = 0;
    if (bag_empty(g))
        return;
    const AlhCardSet *hand = &g->players[player].hand;
    int sum[ALH_NUM_CURRENCIES];
    alh_cards_sums(hand, sum); /* the money cards */
    AlhCardSet others = *hand; /* the modules' cards but the coins */
    for (int i = 0; i < ALH_NUM_COINS; i++)
        alh_cards_remove(&others, FIRST + i);
    for (int card = alh_cards_next(&others, ALH_NUM_MONEY_CARDS); card >= 0; card = alh_cards_next(&others, card + 1)) {
        int k = alh_card_pay_currency(g, card), v; /* money-like: a currency and a worth (alh_card_is_money_like) */
        if (k >= 0 && k < ALH_NUM_CURRENCIES && (v = alh_card_worth(g, card)) > 0)
            sum[k] += v;
    }
    for (int k = 0; k < ALH_NUM_CURRENCIES; k++)
        sums[k] = 1ull << (sum[k] < 63 ? sum[k] : 63);
}

/* A coin is no card to swap (the Moneychanger gives a card for a display card: a coin would leave
 * the bag's cycle). Coins pay, and only pay. */
static AlhError change_veto(const AlhGame *g, const AlhCommand *c)
{
    (void)g;
    if (c->type != ALH_CMD_USE_CHARACTER)
        return ALH_OK;
    ALH_CARDS_FOREACH(&c->cards, card)
        if (alh_card_is_coin(card))
            return ALH_ERR_RULE;
    return ALH_OK;
}

/* Coins are public: one in a hand is known to all. */
static bool change_validate(const AlhGame *g, char *msg, size_t size)
{
    for (int p = 0; p < g->num_players; p++)
        for (int i = 0; i < ALH_NUM_COINS; i++)
            if (alh_cards_has(&g->players[p].hand, FIRST + i) && !alh_cards_has(&g->players[p].known, FIRST + i)) {
                alh_str_copy(msg, size, "change: a coin in a hand is not public");
                return false;
            }
    return true;
}

const AlhModule alh_module_change = {
    .card_value = change_card_value,
    .card_currency = change_card_currency,
    .card_paid = change_card_paid,
    .count_cards = change_count_cards,
    .list_payments = change_list_payments,
    .payment_sums = change_payment_sums,
    .tile_bought = change_tile_bought,
    .overpaid = change_overpaid,
    .veto = change_veto,
    .validate = change_validate,
};

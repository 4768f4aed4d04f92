/* SPDX-License-Identifier: MIT */
/*
 * Payments in any mix of currencies: a module's action priced in "units of any currency" (the
 * treasure chamber's "at least 8 in any combination"). Checking accepts any cards that are worth
 * something in some currency; listing offers a bounded set for the players that choose from a list
 * (bots, the action tray), since every subset of a hand would be far too many.
 */
#include "engine_internal.h"
#include "module.h"

#include <string.h>

AlhError alh_check_mixed_payment(const AlhGame *g, int player, const AlhCardSet *cards, int *paid)
{
    *paid = 0;
    if (player < 0 || player >= g->num_players || alh_cards_empty(cards))
        return ALH_ERR_BAD_COMMAND;
    if (alh_cards_has(cards, ALH_CARD_SCORING_1) || alh_cards_has(cards, ALH_CARD_SCORING_2))
        return ALH_ERR_BAD_COMMAND; /* scoring cards are no money */
    if (alh_cards_outside(cards, &g->players[player].hand))
        return ALH_ERR_CARD_NOT_IN_HAND;
    int sum = alh_cards_money(g, cards, -1);
    /* The other cards, module by module: each module with a payment hook judges its own cards. */
    AlhCardSet rest = {0};
    for (int card = alh_cards_next(cards, ALH_NUM_MONEY_CARDS); card >= 0; card = alh_cards_next(cards, card + 1))
        if (!alh_card_is_money_like(g, card))
            alh_cards_add(&rest, card);
    while (!alh_cards_empty(&rest)) {
        int id = alh_card_module(alh_cards_next(&rest, 0));
        const AlhModule *m = alh_module_on(g, id) ? alh_module(id) : NULL;
        if (!m || !m->payment)
            return ALH_ERR_WRONG_CURRENCY; /* a card that is no money anywhere */
        AlhCardSet mine = {0};
        ALH_CARDS_FOREACH(&rest, card)
            if (alh_card_module(card) == id)
                alh_cards_add(&mine, card);
        int value = 0;
        AlhError e = m->payment(g, player, ALH_PAY_ANY_CURRENCY, &mine, &value);
        if (e != ALH_OK)
            return e;
        sum += value;
        ALH_CARDS_FOREACH(&mine, card)
            alh_cards_remove(&rest, card);
    }
    *paid = sum;
    return ALH_OK;
}

/* The hand's money-like cards grouped by (currency, worth): one group a pair, its cards in id order. */
typedef struct MixedSearch {
    int target;
    int groups;
    uint8_t value[ALH_NUM_CURRENCIES * ALH_CARD_VALUES];
    uint8_t count[ALH_NUM_CURRENCIES * ALH_CARD_VALUES];
    uint8_t cards[ALH_NUM_CURRENCIES * ALH_CARD_VALUES][8];
    int rest[ALH_NUM_CURRENCIES * ALH_CARD_VALUES + 1]; /* the worth of groups k.. all taken */
    /* The payment under way: the groups taken (depth of them) and how many cards of each. */
    uint8_t path_group[ALH_NUM_CURRENCIES * ALH_CARD_VALUES], path_take[ALH_NUM_CURRENCIES * ALH_CARD_VALUES];
    int depth;
    /* The payments found, in out[0 .. n): by overpayment, then in the order found; ends[o] is where
     * those that overpay by at most o end. */
    AlhCardSet *out;
    size_t cap, n;
    size_t ends[ALH_CARD_VALUES];
} MixedSearch;

/* A minimal payment of sum (target <= sum < target + its smallest card): into its place among the
 * payments found, unless cap payments that overpay no more are there already. */
static void mixed_found(MixedSearch *s, int sum)
{
    int over = sum - s->target;
    size_t at = s->ends[over];
    if (at >= s->cap)
        return;
    size_t last = s->n < s->cap ? s->n : s->cap - 1; /* the last payment falls off a full list */
    for (size_t i = last; i > at; i--)
        s->out[i] = s->out[i - 1];
    AlhCardSet pay = {0};
    for (int d = 0; d < s->depth; d++) {
        const uint8_t *cards = s->cards[s->path_group[d]];
        for (int i = 0; i < s->path_take[d]; i++)
            alh_cards_add(&pay, cards[i]);
    }
    s->out[at] = pay;
    if (s->n < s->cap)
        s->n++;
    for (int o = over; o < ALH_CARD_VALUES; o++)
        if (s->ends[o] < s->cap)
            s->ends[o]++;
}

/* Every minimal payment in the groups from `group` on, added to `sum` (< target), in the order of the
 * cards taken from each group, most first. Groups are sorted by worth, highest first, so the last
 * group taken holds the smallest card: a payment is minimal when the last group's cards are the
 * fewest that reach the target. */
static void mixed_dfs(MixedSearch *s, int group, int sum)
{
    if (group >= s->groups || sum + s->rest[group] < s->target || s->ends[0] >= s->cap)
        return; /* short of the target even with every card left, or nothing more can be kept */
    int v = s->value[group];
    s->path_group[s->depth] = (uint8_t)group;
    for (int k = s->count[group]; k >= 1; k--) {
        int with = sum + k * v;
        s->path_take[s->depth] = (uint8_t)k;
        s->depth++;
        if (with < s->target)
            mixed_dfs(s, group + 1, with);
        else if (with - v < s->target)
            mixed_found(s, with); /* more cards of any group after it would leave it not minimal */
        s->depth--;
    }
    mixed_dfs(s, group + 1, sum);
}

size_t alh_list_mixed_payments(const AlhGame *g, int player, int target, AlhCardSet *out, size_t cap)
{
    if (player < 0 || player >= g->num_players || target < 1 || cap == 0)
        return 0;
    MixedSearch s;
    s.target = target;
    s.groups = 0;
    s.depth = 0;
    s.out = out;
    s.cap = cap;
    s.n = 0;
    for (int o = 0; o < ALH_CARD_VALUES; o++)
        s.ends[o] = 0;
    const AlhCardSet *hand = &g->players[player].hand;
    /* The hand read once, its cards in id order into a bucket per (worth, currency); the groups are
     * the buckets that hold a card, highest worth first, then by currency. */
    uint8_t bucket[ALH_CARD_VALUES + 1][ALH_NUM_CURRENCIES][8], bucket_n[ALH_CARD_VALUES + 1][ALH_NUM_CURRENCIES];
    memset(bucket_n, 0, sizeof bucket_n);
    ALH_CARDS_FOREACH(hand, card) {
        int v, currency;
        if (alh_card_is_money(card)) {
            v = alh_card_value(card);
            currency = alh_card_currency(card);
        } else {
            /* a money-like card: a currency and a worth above 0 (alh_card_is_money_like) */
            currency = alh_card_pay_currency(g, card);
            if (currency < 0 || currency >= ALH_NUM_CURRENCIES)
                continue;
            v = alh_card_worth(g, card);
            if (v < 1 || v > ALH_CARD_VALUES)
                continue;
        }
        if (bucket_n[v][currency] < 8)
            bucket[v][currency][bucket_n[v][currency]++] = (uint8_t)card;
    }
    for (int v = ALH_CARD_VALUES; v >= 1; v--)
        for (int currency = 0; currency < ALH_NUM_CURRENCIES; currency++) {
            int k = s.groups, n = bucket_n[v][currency];
            if (!n)
                continue;
            memcpy(s.cards[k], bucket[v][currency], (size_t)n);
            s.count[k] = (uint8_t)n;
            s.value[k] = (uint8_t)v;
            s.groups++;
        }
    s.rest[s.groups] = 0;
    for (int k = s.groups - 1; k >= 0; k--)
        s.rest[k] = s.rest[k + 1] + s.count[k] * s.value[k];
    /* One search for every overpayment at once (a minimal payment overpays by less than its smallest
     * card), the payments kept by overpayment, the smallest first. */
    mixed_dfs(&s, 0, 0);
    return s.n;
}

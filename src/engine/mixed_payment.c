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
    int target, total; /* the price, and the exact sum searched for in this pass */
    int groups;
    uint8_t value[ALH_NUM_CURRENCIES * ALH_CARD_VALUES];
    uint8_t count[ALH_NUM_CURRENCIES * ALH_CARD_VALUES];
    uint8_t cards[ALH_NUM_CURRENCIES * ALH_CARD_VALUES][8];
    uint8_t take[ALH_NUM_CURRENCIES * ALH_CARD_VALUES];
    int rest[ALH_NUM_CURRENCIES * ALH_CARD_VALUES + 1]; /* the worth of groups k.. all taken */
    AlhCardSet *out;
    size_t cap, n;
} MixedSearch;

/* Groups are sorted by worth, highest first, so the last group taken holds the smallest card: the
 * payment is minimal when leaving out one card of it falls short of the target. */
static void mixed_dfs(MixedSearch *s, int group, int sum, int smallest)
{
    if (s->n >= s->cap)
        return;
    if (sum == s->total) {
        if (sum - smallest >= s->target)
            return;
        AlhCardSet pay = {0};
        for (int k = 0; k < s->groups; k++)
            for (int i = 0; i < s->take[k]; i++)
                alh_cards_add(&pay, s->cards[k][i]);
        s->out[s->n++] = pay;
        return;
    }
    if (group >= s->groups || sum > s->total || sum + s->rest[group] < s->total)
        return; /* past the sum, or short of it even with every card left: no payment here */
    int v = s->value[group];
    if (v <= s->total - s->target)
        return; /* a card this small (or any after it) would leave the payment not minimal */
    for (int k = s->count[group]; k >= 0; k--) {
        if (sum + k * v > s->total)
            continue;
        s->take[group] = (uint8_t)k;
        mixed_dfs(s, group + 1, sum + k * v, k > 0 ? v : smallest);
    }
    s->take[group] = 0;
}

size_t alh_list_mixed_payments(const AlhGame *g, int player, int target, AlhCardSet *out, size_t cap)
{
    if (player < 0 || player >= g->num_players || target < 1 || cap == 0)
        return 0;
    MixedSearch s;
    memset(&s, 0, sizeof s);
    s.target = target;
    s.out = out;
    s.cap = cap;
    const AlhCardSet *hand = &g->players[player].hand;
    if (alh_cards_money(g, hand, -1) < target)
        return 0;
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
            if (!alh_card_is_money_like(g, card))
                continue;
            v = alh_card_worth(g, card);
            currency = alh_card_pay_currency(g, card);
            if (v < 1 || v > ALH_CARD_VALUES || currency < 0 || currency >= ALH_NUM_CURRENCIES)
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
    for (int k = s.groups - 1; k >= 0; k--)
        s.rest[k] = s.rest[k + 1] + s.count[k] * s.value[k];
    /* The smallest overpayment first: a minimal payment overpays by less than its smallest card. */
    for (s.total = target; s.total < target + ALH_CARD_VALUES && s.n < cap; s.total++)
        mixed_dfs(&s, 0, 0, 100);
    return s.n;
}

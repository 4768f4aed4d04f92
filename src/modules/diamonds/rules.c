/* SPDX-License-Identifier: MIT */
/*
 * Diamonds (expansion 2). Ten diamond cards (values 3 to 9, diamonds.csv) are shuffled
 * with the money before the starting money is dealt, and are taken like money. Diamonds pay for any
 * tile whatever its space's currency, but never together with another currency or an exchange card.
 * They do not count when the last market tiles are given out (alh_cards_sum never counts them).
 */
#include "module.h"
#include "diamonds/diamonds.h"

int alh_diamond_value(int card) { return alh_card_is_diamond(card) ? alh_diamond_rows[card - ALH_CARD_DIAMOND_FIRST].value : 0; }

int alh_cards_diamonds(const AlhCardSet *s)
{
    int sum = 0;
    for (int card = ALH_CARD_DIAMOND_FIRST; card < ALH_CARD_DIAMOND_FIRST + ALH_NUM_DIAMONDS; card++)
        if (alh_cards_has(s, card))
            sum += alh_diamond_value(card);
    return sum;
}

static int diamonds_setup_money(AlhGame *g, uint8_t *cards, int n)
{
    (void)g;
    for (int i = 0; i < ALH_NUM_DIAMONDS; i++)
        cards[n++] = (uint8_t)(ALH_CARD_DIAMOND_FIRST + i);
    return n;
}

static int diamonds_card_value(int card) { return alh_diamond_value(card); }

/* "A fifth currency": a bid of diamonds only. */
static int diamonds_card_currency(int card)
{
    (void)card;
    return ALH_NUM_CURRENCIES + ALH_MOD_DIAMONDS;
}

static int diamonds_card_drawn(AlhGame *g, int card, int slot, AlhEvents *ev)
{
    (void)g;
    (void)card;
    (void)slot;
    (void)ev;
    return ALH_DRAWN_TO_SLOT; /* it takes its place in the display like money */
}

static void diamonds_count_cards(const AlhGame *g, uint8_t seen[ALH_CARD_ID_MAX], uint8_t expected[ALH_CARD_ID_MAX])
{
    (void)g;
    (void)seen;
    for (int i = 0; i < ALH_NUM_DIAMONDS; i++)
        expected[ALH_CARD_DIAMOND_FIRST + i] = 1;
}

static AlhError diamonds_payment(const AlhGame *g, int player, int currency, const AlhCardSet *cards, int *value)
{
    (void)g;
    (void)player;
    (void)currency;
    int sum = 0, count = 0;
    for (int i = 0; i < ALH_NUM_DIAMONDS; i++)
        if (alh_cards_has(cards, ALH_CARD_DIAMOND_FIRST + i)) {
            sum += alh_diamond_value(ALH_CARD_DIAMOND_FIRST + i);
            count++;
        }
    if (alh_cards_count(cards) != count)
        return ALH_ERR_MIXED_DIAMONDS;
    *value = sum;
    return ALH_OK;
}

/* Diamond payments from which no card can be left out (each set of values once). */
static size_t diamonds_list_payments(const AlhGame *g, const AlhCommand *proto, int currency, int price, bool exact_only,
                                     AlhCommand *out, size_t cap)
{
    (void)currency;
    const AlhCardSet *hand = &g->players[proto->player].hand;
    int ids[ALH_NUM_DIAMONDS], n = 0, all = 0;
    for (int card = alh_cards_next(hand, ALH_CARD_DIAMOND_FIRST); card >= 0 && card < ALH_CARD_DIAMOND_FIRST + ALH_NUM_DIAMONDS;
         card = alh_cards_next(hand, card + 1)) {
        ids[n++] = card;
        all += alh_diamond_rows[card - ALH_CARD_DIAMOND_FIRST].value;
    }
    if (all < price)
        return 0; /* every diamond together falls short (no diamond at all, mostly) */
    size_t count = 0;
    uint32_t seen_values[64];
    int seen = 0;
    for (unsigned mask = 1; mask < (1u << n); mask++) {
        int sum = 0, smallest = 100;
        uint32_t key = 0; /* the multiset of values, as counts of each value 3..9 in 3-bit fields */
        for (int k = 0; k < n; k++)
            if ((mask >> k) & 1) {
                int v = alh_diamond_value(ids[k]);
                sum += v;
                if (v < smallest)
                    smallest = v;
                key += 1u << (3 * (v - 3));
            }
        if (sum < price || sum - smallest >= price || (exact_only && sum != price))
            continue;
        bool dup = false;
        for (int k = 0; k < seen; k++)
            dup |= seen_values[k] == key;
        if (dup)
            continue;
        if (seen < 64)
            seen_values[seen++] = key;
        if (count < cap) {
            AlhCommand c = *proto;
            for (int k = 0; k < n; k++)
                if ((mask >> k) & 1)
                    alh_cards_add(&c.cards, ids[k]);
            out[count] = c;
        }
        count++;
    }
    return count;
}

/* The sums of the hand's diamonds (their payments are such sums, whatever the currency): every
 * sum as a bit, diamond by diamond, those of 63 and more on bit 63. */
static void diamonds_payment_sums(const AlhGame *g, int player, uint64_t sums[ALH_NUM_CURRENCIES])
{
    const AlhCardSet *hand = &g->players[player].hand;
    uint64_t reach = 1;
    /* The hand's diamonds as bits, in id order. */
    for (uint32_t held = alh_cards_field(hand, ALH_CARD_DIAMOND_FIRST, ALH_NUM_DIAMONDS); held; held &= held - 1) {
        int v = alh_diamond_rows[__builtin_ctz(held)].value;
        reach |= reach << v | (reach >> (63 - v) ? 1ull << 63 : 0);
    }
    for (int k = 0; k < ALH_NUM_CURRENCIES; k++)
        sums[k] = reach;
}

const AlhModule alh_module_diamonds = {
    .setup_money = diamonds_setup_money,
    .card_value = diamonds_card_value,
    .card_currency = diamonds_card_currency,
    .card_drawn = diamonds_card_drawn,
    .count_cards = diamonds_count_cards,
    .payment = diamonds_payment,
    .list_payments = diamonds_list_payments,
    .payment_sums = diamonds_payment_sums,
};

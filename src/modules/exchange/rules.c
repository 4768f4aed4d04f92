/* SPDX-License-Identifier: MIT */
/*
 * Currency exchange cards (expansion 1). Six cards, each showing two currencies (every pair of the
 * four), two shuffled into each of piles 2, 3 and 4. Drawn, a card takes its place in the display;
 * it is taken alone, instead of money. Played with a purchase whose space's currency it shows, it
 * lets the player pay with any mix of its two currencies; then it goes to the discard pile (and
 * comes back with a reshuffle). Never with diamonds (their module refuses the mix); useless in the
 * end-of-game distribution, which counts each currency on its own.
 */
#include "module.h"
#include "exchange/exchange.h"

bool alh_exchange_currencies(int card, int out[2])
{
    if (!alh_card_is_exchange(card))
        return false;
    out[0] = alh_exchange_rows[card - ALH_CARD_EXCHANGE_FIRST].currency_a;
    out[1] = alh_exchange_rows[card - ALH_CARD_EXCHANGE_FIRST].currency_b;
    return true;
}

/* Two cards into each of piles 2, 3 and 4, chosen at random among those not yet in an earlier pile. */
static int exchange_setup_pile(AlhGame *g, int pile, uint8_t *buf, int len)
{
    if (pile < 1 || pile > 3)
        return len;
    bool placed[ALH_NUM_EXCHANGE] = {false};
    for (const uint8_t *c = g->deck; c < buf; c++)
        if (alh_card_is_exchange(*c))
            placed[*c - ALH_CARD_EXCHANGE_FIRST] = true;
    uint8_t left[ALH_NUM_EXCHANGE];
    int n = 0;
    for (int i = 0; i < ALH_NUM_EXCHANGE; i++)
        if (!placed[i])
            left[n++] = (uint8_t)(ALH_CARD_EXCHANGE_FIRST + i);
    alh_shuffle_bytes(&g->rng, left, n);
    for (int k = 0; k < 2 && k < n; k++)
        len = alh_insert_at_random(&g->rng, buf, len, left[k]);
    return len;
}

static int exchange_card_value(int card)
{
    (void)card;
    return 0; /* taken alone, instead of money */
}

static int exchange_card_drawn(AlhGame *g, int card, int slot, AlhEvents *ev)
{
    (void)g;
    (void)card;
    (void)slot;
    (void)ev;
    return ALH_DRAWN_TO_SLOT; /* it takes its place in the display */
}

static void exchange_count_cards(const AlhGame *g, uint8_t seen[ALH_CARD_ID_MAX], uint8_t expected[ALH_CARD_ID_MAX])
{
    (void)g;
    (void)seen;
    for (int i = 0; i < ALH_NUM_EXCHANGE; i++)
        expected[ALH_CARD_EXCHANGE_FIRST + i] = 1;
}

static AlhError exchange_payment(const AlhGame *g, int player, int currency, const AlhCardSet *cards, int *value)
{
    (void)player;
    int exchange = -1, count = 0;
    for (int i = 0; i < ALH_NUM_EXCHANGE; i++)
        if (alh_cards_has(cards, ALH_CARD_EXCHANGE_FIRST + i)) {
            exchange = ALH_CARD_EXCHANGE_FIRST + i;
            count++;
        }
    if (count != 1)
        return ALH_ERR_WRONG_CURRENCY; /* one exchange card for one building */
    int pair[2];
    if (!alh_exchange_currencies(exchange, pair) || (pair[0] != currency && pair[1] != currency))
        return ALH_ERR_WRONG_CURRENCY; /* the card must show the space's currency */
    int sum = alh_cards_money(g, cards, pair[0]) + alh_cards_money(g, cards, pair[1]);
    /* Every other card must be money (or count as money) of the card's two currencies. */
    ALH_CARDS_FOREACH(cards, card) {
        if (card == exchange)
            continue;
        int k = alh_card_pay_currency(g, card);
        if (!alh_card_is_money_like(g, card) || (k != pair[0] && k != pair[1]))
            return ALH_ERR_WRONG_CURRENCY;
    }
    *value = sum;
    return ALH_OK;
}

typedef struct ExchangeSearch {
    const AlhCommand *proto;
    int exchange, price;
    bool exact_only;
    int cards[ALH_NUM_MONEY_CARDS], n;
    int take[ALH_NUM_MONEY_CARDS], taken;
    int rest[ALH_NUM_MONEY_CARDS + 1]; /* rest[i]: the values of cards[i..n) summed */
    bool prune;                        /* a branch that cannot reach the price is not walked */
    int other;                         /* the card's currency that is not the space's */
    AlhCommand *out;
    size_t cap, count;
    long budget;
} ExchangeSearch;

/* Emits the payment being built when it is minimal and uses the other currency (a payment in the
 * space's currency alone needs no exchange card: accepted, but not listed). */
static void exchange_emit(ExchangeSearch *s, int sum)
{
    int smallest = 100;
    bool other = false;
    for (int i = 0; i < s->taken; i++) {
        int v = alh_card_value(s->take[i]);
        if (v < smallest)
            smallest = v;
        other |= alh_card_currency(s->take[i]) == s->other;
    }
    if (!other || sum - smallest >= s->price || (s->exact_only && sum != s->price))
        return;
    if (s->count < s->cap) {
        AlhCommand c = *s->proto;
        alh_cards_add(&c.cards, s->exchange);
        for (int i = 0; i < s->taken; i++)
            alh_cards_add(&c.cards, s->take[i]);
        s->out[s->count] = c;
    }
    s->count++;
}

/* Cards sorted by (currency, value), highest first; equal cards are taken in order (so each multiset
 * of values comes once): a card is skipped only if every equal card after it is skipped too. */
static void exchange_dfs(ExchangeSearch *s, int i, int sum, bool skipped_equal)
{
    if (--s->budget < 0)
        return;
    if (sum >= s->price) {
        exchange_emit(s, sum);
        return;
    }
    if (i >= s->n || (s->prune && sum + s->rest[i] < s->price))
        return; /* nothing in this branch reaches the price: nothing to emit */
    int card = s->cards[i];
    bool same_as_prev = i > 0 && alh_card_currency(s->cards[i - 1]) == alh_card_currency(card) &&
                        alh_card_value(s->cards[i - 1]) == alh_card_value(card);
    if (!(same_as_prev && skipped_equal)) {
        s->take[s->taken++] = card;
        exchange_dfs(s, i + 1, sum + alh_card_value(card), false);
        s->taken--;
    }
    exchange_dfs(s, i + 1, sum, true);
}

static size_t exchange_list_payments(const AlhGame *g, const AlhCommand *proto, int currency, int price, bool exact_only,
                                     AlhCommand *out, size_t cap)
{
    const AlhCardSet *hand = &g->players[proto->player].hand;
    size_t total = 0;
    int first = alh_cards_next(hand, ALH_CARD_EXCHANGE_FIRST);
    if (first < 0 || first >= ALH_CARD_EXCHANGE_FIRST + ALH_NUM_EXCHANGE)
        return 0; /* no exchange card in the hand */
    for (int i = first - ALH_CARD_EXCHANGE_FIRST; i < ALH_NUM_EXCHANGE; i++) {
        int exchange = ALH_CARD_EXCHANGE_FIRST + i, pair[2];
        if (!alh_cards_has(hand, exchange) || !alh_exchange_currencies(exchange, pair))
            continue;
        if (pair[0] != currency && pair[1] != currency)
            continue;
        ExchangeSearch s; /* the card arrays are read only as far as they are filled: not cleared */
        s.n = s.taken = 0;
        s.count = 0;
        s.proto = proto;
        s.exchange = exchange;
        s.price = price;
        s.exact_only = exact_only;
        s.other = pair[0] == currency ? pair[1] : pair[0];
        s.budget = 200000;
        for (int k = 0; k < 2; k++) { /* highest value first, copies in order: the currency's bits by value */
            uint32_t field = alh_currency_bits(hand, pair[k]);
            for (int v = ALH_CARD_VALUES; v >= 1; v--)
                for (uint32_t copies = (field >> ((v - 1) * ALH_CARD_COPIES)) & 7; copies; copies &= copies - 1)
                    s.cards[s.n++] = alh_card_make(pair[k], v, __builtin_ctz(copies));
        }
        s.rest[s.n] = 0;
        for (int j = s.n - 1; j >= 0; j--)
            s.rest[j] = s.rest[j + 1] + alh_card_value(s.cards[j]);
        if (s.rest[0] < s.price)
            continue; /* every card together falls short: no payment to search for */
        /* A branch that cannot reach the price emits nothing, walked or not; it is left out only
         * where the walk's budget could never run out (a tree of at most 2^(n+1) - 1 calls), so that
         * the payments listed are the same as a full walk's. */
        s.prune = s.n <= 16;
        s.out = total < cap ? out + total : NULL;
        s.cap = total < cap ? cap - total : 0;
        exchange_dfs(&s, 0, 0, false);
        total += s.count;
    }
    return total;
}

/* The sums of some cards of an exchange card's two currencies, for each exchange card of the hand,
 * in both its currencies (the payments listed are such sums): every sum as a bit, card by card,
 * those of 63 and more on bit 63. */
static void exchange_payment_sums(const AlhGame *g, int player, uint64_t sums[ALH_NUM_CURRENCIES])
{
    const AlhCardSet *hand = &g->players[player].hand;
    for (int k = 0; k < ALH_NUM_CURRENCIES; k++)
        sums[k] = 0;
    /* The hand's exchange cards as bits (none, mostly: no payment at all). */
    for (uint32_t held = alh_cards_field(hand, ALH_CARD_EXCHANGE_FIRST, ALH_NUM_EXCHANGE); held; held &= held - 1) {
        int pair[2] = {alh_exchange_rows[__builtin_ctz(held)].currency_a, alh_exchange_rows[__builtin_ctz(held)].currency_b};
        uint64_t reach = 1;
        for (int k = 0; k < 2; k++)
            for (uint32_t f = alh_currency_bits(hand, pair[k]); f; f &= f - 1) {
                int v = __builtin_ctz(f) / ALH_CARD_COPIES + 1; /* bit i of the field: value i / 3 + 1 */
                reach |= reach << v | (reach >> (63 - v) ? 1ull << 63 : 0);
            }
        sums[pair[0]] |= reach;
        sums[pair[1]] |= reach;
    }
}

static void exchange_after_action(AlhGame *g, const AlhCommand *c, AlhEvents *ev)
{
    (void)g;
    if (c->type != ALH_CMD_BUY)
        return;
    for (int i = 0; i < ALH_NUM_EXCHANGE; i++)
        if (alh_cards_has(&c->cards, ALH_CARD_EXCHANGE_FIRST + i)) {
            AlhEvent *e = alh_emit(ev, ALH_EV_EXCHANGE_USED, c->player);
            if (e)
                e->card = (uint8_t)(ALH_CARD_EXCHANGE_FIRST + i);
        }
}

static bool is_exchange(int card) { return alh_card_is_exchange(card); }

/* A guess keeps unseen exchange cards in piles 2-4. */
static void exchange_determinize(AlhGame *g, int viewer, AlhRng *rng)
{
    (void)viewer;
    alh_deck_keep_in_piles(g, is_exchange, 1, 3, rng);
}

const AlhModule alh_module_exchange = {
    .setup_pile = exchange_setup_pile,
    .card_value = exchange_card_value,
    .card_drawn = exchange_card_drawn,
    .count_cards = exchange_count_cards,
    .payment = exchange_payment,
    .list_payments = exchange_list_payments,
    .payment_sums = exchange_payment_sums,
    .after_action = exchange_after_action,
    .determinize = exchange_determinize,
};

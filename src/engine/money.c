/* SPDX-License-Identifier: MIT */
/* The money deck: drawing, reshuffling the discard pile, and payments. */
#include "engine_internal.h"
#include "module.h"

/* Shuffles the discard pile into a new draw pile (R11); scoring cards never come back (R8). */
static bool reshuffle(AlhGame *g, AlhEvents *ev)
{
    int n = 0;
    for (int card = 0; card < 128; card++) /* money, and the modules' cards that go into hands */
        if (alh_cards_has(&g->discard, card))
            g->deck[n++] = (uint8_t)card;
    ALH_FOR_MODULES(g, m)
        if (m->reshuffle)
            n = m->reshuffle(g, g->deck, n);
    if (n == 0)
        return false;
    g->discard.bits[0] = g->discard.bits[1] = 0;
    for (int i = n - 1; i > 0; i--) {
        int j = (int)alh_rng_below(&g->rng, (uint32_t)(i + 1));
        uint8_t t = g->deck[i];
        g->deck[i] = g->deck[j];
        g->deck[j] = t;
    }
    g->deck_len = (uint8_t)n;
    g->deck_pos = 0;
    g->reshuffles++;
    AlhEvent *e = alh_emit(ev, ALH_EV_DECK_RESHUFFLED, -1);
    if (e)
        e->value = (int16_t)n;
    return true;
}

int alh_draw_card(AlhGame *g, AlhEvents *ev)
{
    if (g->deck_pos >= g->deck_len && !reshuffle(g, ev))
        return ALH_CARD_NONE;
    return g->deck[g->deck_pos++];
}

/* A payment is minimal when no card can be left out while still reaching the price. */
bool alh_payment_is_minimal(const AlhCardSet *pay, int price, int currency)
{
    int sum = alh_cards_sum(pay, currency);
    if (sum < price)
        return false;
    for (int w = 0; w < 2; w++) {
        uint64_t bits = pay->bits[w];
        while (bits) {
            int card = w * 64 + __builtin_ctzll(bits);
            bits &= bits - 1;
            if (sum - alh_card_value(card) >= price)
                return false;
        }
    }
    return true;
}

/* SPDX-License-Identifier: MIT */
/* The money deck: drawing, reshuffling the discard pile, and payments. */
#include "engine_internal.h"
#include "module.h"

#include <string.h>

/* Shuffles the discard pile into a new draw pile (R11); scoring cards never come back (R8). */
static bool reshuffle(AlhGame *g, AlhEvents *ev)
{
    int n = 0;
    ALH_CARDS_FOREACH(&g->discard, card) /* money, and the modules' cards that go into hands */
        g->deck[n++] = (uint8_t)card;
    ALH_FOR_MODULES(g, m)
        if (m->reshuffle)
            n = m->reshuffle(g, g->deck, n);
    if (n == 0)
        return false;
    memset(&g->discard, 0, sizeof g->discard);
    alh_shuffle_bytes(&g->rng, g->deck, n);
    g->deck_len = (uint8_t)n;
    g->deck_pos = 0;
    g->reshuffles++;
    AlhEvent *e = alh_emit(ev, ALH_EV_DECK_RESHUFFLED, -1);
    if (e)
        e->value = (int16_t)n;
    return true;
}

int alh_draw_card_reshuffled(AlhGame *g, AlhEvents *ev)
{
    if (!reshuffle(g, ev))
        return ALH_CARD_NONE;
    return g->deck[g->deck_pos++];
}

/* A payment is minimal when no card can be left out while still reaching the price. */
bool alh_payment_is_minimal(const AlhCardSet *pay, int price, int currency)
{
    int sum = alh_cards_sum(pay, currency);
    if (sum < price)
        return false;
    ALH_CARDS_FOREACH(pay, card)
        if (sum - alh_card_value(card) >= price)
            return false;
    return true;
}

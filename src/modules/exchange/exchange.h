/* SPDX-License-Identifier: MIT */
/* Currency exchange cards: what the module's other parts may ask of its rules. */
#ifndef ALH_MOD_EXCHANGE_H
#define ALH_MOD_EXCHANGE_H

#include "alhambra/game.h"

#define ALH_NUM_EXCHANGE ALH_CARD_EXCHANGE_COUNT

/* One row of exchange-cards.csv: the two currencies a card shows. */
typedef struct AlhExchangeRow {
    uint8_t currency_a, currency_b;
} AlhExchangeRow;
extern const AlhExchangeRow alh_exchange_rows[ALH_CARD_EXCHANGE_COUNT];

static inline bool alh_card_is_exchange(int card)
{
    return card >= ALH_CARD_EXCHANGE_FIRST && card < ALH_CARD_EXCHANGE_FIRST + ALH_CARD_EXCHANGE_COUNT;
}
/* The two currencies an exchange card shows; false for another card. */
bool alh_exchange_currencies(int card, int out[2]);

#endif

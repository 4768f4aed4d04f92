/* SPDX-License-Identifier: MIT */
/* Diamonds: what the module's other parts (persistence, bots, client) may ask of its rules. */
#ifndef ALH_MOD_DIAMONDS_H
#define ALH_MOD_DIAMONDS_H

#include "alhambra/game.h"

#define ALH_NUM_DIAMONDS ALH_CARD_DIAMOND_COUNT

/* One row of diamonds.csv: a card's value. */
typedef struct AlhDiamondRow {
    uint8_t value;
} AlhDiamondRow;
extern const AlhDiamondRow alh_diamond_rows[ALH_CARD_DIAMOND_COUNT];

static inline bool alh_card_is_diamond(int card)
{
    return card >= ALH_CARD_DIAMOND_FIRST && card < ALH_CARD_DIAMOND_FIRST + ALH_CARD_DIAMOND_COUNT;
}
/* Value of a diamond card (3..9), or 0 for another card. */
int alh_diamond_value(int card);
/* The diamonds' sum of a hand (they never count as any currency). */
int alh_cards_diamonds(const AlhCardSet *s);

#endif

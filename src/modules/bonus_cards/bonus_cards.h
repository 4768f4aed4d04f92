/* SPDX-License-Identifier: MIT */
/* Bonus cards: what the module's other parts (persistence, bots, client) may ask of its rules. */
#ifndef ALH_MOD_BONUS_CARDS_H
#define ALH_MOD_BONUS_CARDS_H

#include "alhambra/game.h"

/* One row of bonus-cards.csv: the wall-less building tile a card shows. */
typedef struct AlhBonusCardRow {
    uint8_t tile;
} AlhBonusCardRow;
extern const AlhBonusCardRow alh_bonus_card_rows[ALH_NUM_BONUS_CARDS];

/* The building tile shown on bonus card 0..9 (0 for another number). */
int alh_bonus_card_tile(int card);

#endif

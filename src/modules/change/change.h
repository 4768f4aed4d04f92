/* SPDX-License-Identifier: MIT */
/* Change: what the module's other parts (persistence, bots, client) may ask of its rules. */
#ifndef ALH_MOD_CHANGE_H
#define ALH_MOD_CHANGE_H

#include "alhambra/game.h"

#define ALH_NUM_COINS ALH_CARD_COIN_COUNT
#define ALH_COIN_VALUE 1 /* every coin: money worth 1 of its currency */

/* One row of coins.csv: a coin's currency (the rulebooks do not print the split: R16). */
typedef struct AlhCoinRow {
    uint8_t currency;
} AlhCoinRow;
extern const AlhCoinRow alh_coin_rows[ALH_CARD_COIN_COUNT];

static inline bool alh_card_is_coin(int card)
{
    return card >= ALH_CARD_COIN_FIRST && card < ALH_CARD_COIN_FIRST + ALH_CARD_COIN_COUNT;
}
/* The currency of a coin (0..3), -1 for another card. */
static inline int alh_coin_currency(int card)
{
    return alh_card_is_coin(card) ? alh_coin_rows[card - ALH_CARD_COIN_FIRST].currency : -1;
}
/* The coins in the bag: every coin in nobody's hand (a coin is in a hand or in the bag, nowhere
 * else); by currency when counts is not NULL. Returns how many. */
int alh_change_bag(const AlhGame *g, AlhCardSet *bag, int counts[ALH_NUM_CURRENCIES]);
/* The coins a player holds, of one currency (currency -1: all). */
int alh_change_coins(const AlhGame *g, int player, int currency);
/* Coins due for overpaying by `over` units (one per two), before the bag's limit. */
static inline int alh_change_due(int over) { return over > 0 ? over / 2 : 0; }

#endif

/* SPDX-License-Identifier: MIT */
/* Thieves: what the module's other parts (persistence, bots, client, tests) may ask of its rules. */
#ifndef ALH_MOD_THIEVES_H
#define ALH_MOD_THIEVES_H

#include "alhambra/game.h"

#define ALH_NUM_THIEVES 12
#define ALH_THIEVES_PER_CURRENCY 3
#define ALH_THIEVES_ALL ((uint16_t)((1u << ALH_NUM_THIEVES) - 1))

/* The currency of thief i (three of each, in the currencies' order). */
static inline int alh_thief_currency(int thief) { return thief / ALH_THIEVES_PER_CURRENCY; }
/* The bits of a currency's three thieves. */
static inline uint16_t alh_thieves_of_currency(int currency) { return (uint16_t)(7u << (currency * ALH_THIEVES_PER_CURRENCY)); }
/* Thieves dealt to each player: 4 with 2-3 players, 3 with 4, 2 with 5-6. */
static inline int alh_thieves_dealt(int players) { return players <= 3 ? 4 : players == 4 ? 3 : 2; }
/* The currency a thief may take this display card as (money, or a module's card that counts as
 * money of a currency); -1 when no thief may take it. */
int alh_thief_card_currency(const AlhGame *g, int card);
/* How many thieves of `currency` player holds (0 in a game without thieves, or as a view hides them). */
int alh_thieves_held(const AlhGame *g, int player, int currency);
/* Whether player may play a thief now (in the window after a turn, asked, not about to play) on display slot. */
bool alh_thief_may_take(const AlhGame *g, int player, int slot);

#endif

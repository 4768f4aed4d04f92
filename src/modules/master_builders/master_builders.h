/* SPDX-License-Identifier: MIT */
/* Master builders: what the module's other parts (persistence, bots, client) may ask of its rules. */
#ifndef ALH_MOD_MASTER_BUILDERS_H
#define ALH_MOD_MASTER_BUILDERS_H

#include "alhambra/game.h"

#define ALH_NUM_MASTER_BUILDERS ALH_CARD_MASTER_BUILDER_COUNT
#define ALH_MASTER_BUILDER_VALUE 3 /* every card: money worth 3 of its currency */

static inline bool alh_card_is_master_builder(int card)
{
    return card >= ALH_CARD_MASTER_BUILDER_FIRST && card < ALH_CARD_MASTER_BUILDER_FIRST + ALH_CARD_MASTER_BUILDER_COUNT;
}
/* The currency of a master-builder card (four of each, in the order of the currencies), -1 for another card. */
static inline int alh_master_builder_currency(int card)
{
    return alh_card_is_master_builder(card) ? (card - ALH_CARD_MASTER_BUILDER_FIRST) / 4 : -1;
}
/* How many cards the setup puts out of the game unseen with this many players (16 less 2 dealt to
 * each, 3 in pile 3 and 3 in pile 5, only 1 there with 6 players). */
int alh_master_builders_left_out(int players);
/* Whether the player to move is being offered a card's redesign at the end of the turn (1), or is
 * redesigning with one (2); 0 otherwise. */
int alh_master_builders_step(const AlhGame *g);

#endif

/* SPDX-License-Identifier: MIT */
/* City gates: what the module's other parts (persistence, bots, client) may ask of its rules. */
#ifndef ALH_MOD_CITY_GATES_H
#define ALH_MOD_CITY_GATES_H

#include "alhambra/game.h"

#define ALH_NUM_GATE_CARDS ALH_CARD_GATE_COUNT

/* One row of city-gates.csv: the pile (1..5) a card is shuffled into. */
typedef struct AlhGateCardRow {
    uint8_t pile;
} AlhGateCardRow;
extern const AlhGateCardRow alh_gate_card_rows[ALH_CARD_GATE_COUNT];

static inline bool alh_card_is_gate(int card)
{
    return card >= ALH_CARD_GATE_FIRST && card < ALH_CARD_GATE_FIRST + ALH_CARD_GATE_COUNT;
}

/* A city gate built, as the client draws it: on `side` of the tile at x, y of its owner's Alhambra. */
typedef struct AlhGate {
    int8_t x, y;
    uint8_t side;
} AlhGate;
/* The gates player has built, in the order built; writes at most cap, returns how many. */
int alh_gates_of(const AlhGame *g, int player, AlhGate *out, int cap);

#endif

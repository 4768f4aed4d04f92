/* SPDX-License-Identifier: MIT */
/* Invaders: what the module's other parts (persistence, bots, client) may ask of its rules. */
#ifndef ALH_MOD_INVADERS_H
#define ALH_MOD_INVADERS_H

#include "alhambra/game.h"
#include "invaders/state.h"

/* One row of invaders.csv: an invasion card's direction of attack (AlhSide; -1 for a scout) or a
 * scout card's building type (ALH_TYPE_OTHER for an invasion card). Rows 0..3 are the invasion
 * cards, rows 4..9 the scouts. */
typedef struct AlhInvadersCardRow {
    int8_t attack_from;
    uint8_t scout_type;
} AlhInvadersCardRow;
extern const AlhInvadersCardRow alh_invaders_card_rows[ALH_INVASION_CARDS + ALH_SCOUT_CARDS];

/* The game's invaders state: the invaders module's, or the open variant's when that is on alone. */
static inline const AlhInvadersState *alh_invaders_state(const AlhGame *g)
{
    return alh_module_on(g, ALH_MOD_INVADERS) ? &g->mod.invaders : &g->mod.invaders_open;
}

/* The side invasion card c (0..3) attacks from; the building type of scout card s (0..5). */
int alh_invasion_side(int card);
int alh_scout_type(int scout);

/* Whether the open variant is played: the top invasion card lies face up, no scouts. */
bool alh_invaders_open(const AlhGame *g);
/* Whether side `side` of the tile at (x, y) of player's Alhambra is open to an attack from that
 * side: the tile stands inside the walls (the fountain included), the side shows no wall (printed
 * or built), and no tile of the Alhambra stands across it (rulings R15, rules-inventory section 2
 * row 13: only exposed outer sides count). */
bool alh_invaders_side_exposed(const AlhGame *g, int player, int x, int y, int side);
/* How many sides of player's Alhambra are open to an attack from `side`; from each side at once. */
int alh_invaders_exposed(const AlhGame *g, int player, int side);
void alh_invaders_exposed_all(const AlhGame *g, int player, int out[4]);
/* The penalty for an Alhambra with exposed[side] open sides facing each side (as below). */
int alh_invaders_penalty_of(const int exposed[4], int round, int side);
/* The points an attack from `side` after scoring `round` (1..3) costs player, before the score's
 * floor of 0: round x sides facing it, and in round 3 one more per side facing either neighbouring
 * direction. */
int alh_invaders_penalty(const AlhGame *g, int player, int round, int side);
/* The side the top invasion card attacks from if `viewer` may know it (a scout's look, the open
 * variant), else -1 (also -1 when no card is left). Works on a view. */
int alh_invaders_top_known(const AlhGame *g, int viewer);
/* The side the last invasion came from, -1 before the first. */
int alh_invaders_last(const AlhGame *g);
/* Bits of the building types whose scouts lie face up. */
unsigned alh_invaders_scout_types(const AlhGame *g);

#endif

/* SPDX-License-Identifier: MIT */
/* Treasure chamber: what the module's other parts (persistence, bots, client) may ask of its rules. */
#ifndef ALH_MOD_TREASURE_CHAMBER_H
#define ALH_MOD_TREASURE_CHAMBER_H

#include "alhambra/game.h"

#define ALH_CHAMBER_PRICE 8 /* at least, in any mix of currencies */
#define ALH_CHAMBER_CHESTS 42

/* One row of treasure-chamber.csv: the points of the 1st, 2nd and 3rd places in a scoring round. */
typedef struct AlhChamberPointsRow {
    uint8_t first, second, third;
} AlhChamberPointsRow;
extern const AlhChamberPointsRow alh_chamber_points_rows[3];

/* Chests of each colour in the game (rulebook 002: 5 blue and red, 7 brown and white, 9 green and purple). */
int alh_chamber_total(int colour);
/* Points of place (0-based) in scoring round (1..3); 0 beyond the places paid. */
int alh_chamber_points(int round, int place);
/* Whether building tile holds a chest. */
bool alh_chamber_has_chest(const AlhGame *g, int tile);
/* Chests on participant's buildings (a seat, or ALH_DIRK). */
int alh_chamber_count(const AlhGame *g, int participant);
/* Every participant's chests in one pass: counts[seat], counts[ALH_DIRK] for Dirk (0 when he has
 * none or is not in the game). */
void alh_chamber_counts(const AlhGame *g, int counts[ALH_MAX_PLAYERS + 1]);
/* Colour (building type) of the k-th chest of room (0..2), or -1 for none. */
int alh_chamber_room_chest(const AlhGame *g, int room, int k);
/* Chests left in the bag. */
int alh_chamber_bag_count(const AlhGame *g);
/* Whether the rooms are no longer refilled. */
bool alh_chamber_stopped(const AlhGame *g);
/* How many of room's chests participant could place on their free buildings now (for the bots
 * and the client's hints; the buyer's tiles waiting to be placed count). */
int alh_chamber_placeable(const AlhGame *g, int participant, int room);
/* The participants that receive a room's chests, in order: the buyer, then with 2 players Dirk and
 * the other player, else the players to the buyer's left in turn. Returns how many. */
int alh_chamber_receivers(const AlhGame *g, int buyer, int out[ALH_MAX_PLAYERS + 1]);

#endif

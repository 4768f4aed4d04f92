/* SPDX-License-Identifier: MIT */
/*
 * "Since your last turn": when a human's turn begins, what changed since their previous one (the
 * other players' actions from the game log, the buildings that came to the market, the scores and
 * any scoring, the majorities where the player's place changed), shown over the table, with the
 * market's new buildings marked, until the player acts. Settings can turn it off.
 */
#ifndef ALHAMBRA_SINCE_TURN_H
#define ALHAMBRA_SINCE_TURN_H

#include <stddef.h>
#include "alhambra/game.h"
#include "table_input.h"

#define SINCE_MAX_SEATS (ALH_MAX_PLAYERS + 1) /* the players, then Dirk at ALH_DIRK */

typedef struct SinceMajority {
    int type;
    int place_before, place_now; /* 1.. as the scoring ranks, 0 for none */
    int leader;                  /* who leads the type now (ALH_DIRK for Dirk), -1 for nobody */
    int leader_count;
} SinceMajority;

/* What changed for `player` between two moments of one game (public facts only). */
typedef struct SinceSummary {
    int player;
    int new_tiles[ALH_MARKET_SPACES]; /* per market space, the tile that came in since (0: the same) */
    int new_tile_count;
    bool seat[SINCE_MAX_SEATS]; /* who takes part (Dirk with two players) */
    int score_before[SINCE_MAX_SEATS], score_now[SINCE_MAX_SEATS];
    int scorings; /* scoring rounds held since */
    int majority_count;
    SinceMajority majorities[ALH_NUM_TYPES];
} SinceSummary;

void since_compute(const AlhGame *before, const AlhGame *now, int player, SinceSummary *out);

/*
 * The table's part: remembers the game when each human's turn ends and, when their next turn
 * begins, shows what changed until they act. Call it after the table is drawn.
 */
void table_since_frame(TableFrame *f);
/* The summary shown now as text (a line each), or NULL: for tests. */
const char *table_since_text(void);
/* Where the summary was drawn in the last frame (tests); false when it was not. */
bool table_since_box(SDL_Rect *out);
/* Whose summary is shown, or -1. */
int table_since_player(void);
/* Forgets every remembered turn (a new or loaded game). */
void table_since_forget(void);

#endif

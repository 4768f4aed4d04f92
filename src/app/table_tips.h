/* SPDX-License-Identifier: MIT */
/*
 * First-game tips: a short note the first time a player meets each kind of decision (their turn's
 * three choices, paying for a building, placing the buildings bought, the expansions' actions).
 * Each is shown once ever (the settings remember which were seen), goes with "Got it" or as soon as
 * the player acts, and all of them can be turned off ("No more tips", or in the settings).
 */
#ifndef ALHAMBRA_TABLE_TIPS_H
#define ALHAMBRA_TABLE_TIPS_H

#include "table_input.h"

typedef enum TableTip { TIP_NONE = -1, TIP_TURN = 0, TIP_BUY, TIP_PLACE, TIP_MODULES, TIP_COUNT } TableTip;

/* The kind of decision in front of the player at the screen now (TIP_NONE when nobody decides). */
TableTip table_tip_kind(const TableFrame *f);
/* Draws the tip due now, if any, and handles its buttons (widgets table.tip.ok, table.tip.off). */
void table_tips_frame(TableFrame *f);
/* The game log's lowest line may reach bottom, or less when the tip due is drawn over the log's
 * foot (the log's newest lines then stand above the note, none under it). */
int table_tips_log_bottom(TableFrame *f, int bottom);
/* The tip on the table in the last frame (tests), TIP_NONE for none. */
TableTip table_tip_shown(const struct Table *t);

#endif

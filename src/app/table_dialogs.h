/* SPDX-License-Identifier: MIT */
/* The table's questions: save with a name, replace a save, leave the game, who plays each seat. */
#ifndef ALHAMBRA_TABLE_DIALOGS_H
#define ALHAMBRA_TABLE_DIALOGS_H

#include <stdbool.h>
#include "table_input.h"

struct Table;

/*
 * Widget ids (tests click them): table.save.name (the name field), table.save.ok, table.save.cancel;
 * table.overwrite.ok, table.overwrite.back; table.leave.ok, table.leave.stay; table.seats.P.name,
 * table.seats.P.kind (.prev/.next: human, easy, medium, hard, expert), table.seats.ok;
 * table.rules.<module> (a tab of the rules dialog), table.rules.close.
 */
enum {
    TABLE_DIALOG_NONE = 0,
    TABLE_DIALOG_SAVE,
    TABLE_DIALOG_OVERWRITE,
    TABLE_DIALOG_LEAVE,
    TABLE_DIALOG_SEATS,
    TABLE_DIALOG_RULES
};

/* Opens a dialog (the save's name is filled with the seats' names and the turn; the rules dialog
 * opens on the first of the game's modules: see table_rules_open for another). */
void table_dialog_open(AppContext *ctx, struct Table *t, int dialog);
/* Opens the rules dialog on module's page (the modules of the game as tabs). */
void table_rules_open(AppContext *ctx, struct Table *t, int module);
/* Draws the open dialog over the table and handles its input; false when none is open. A match
 * whose seats are unknown opens the seats' dialog by itself. */
bool table_dialog_frame(AppContext *ctx, struct Table *t, TableFrame *f);

#endif

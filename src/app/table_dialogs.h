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
 * table.seats.P.kind (.prev/.next: human, easy, medium, hard, expert), table.seats.ok.
 */
enum { TABLE_DIALOG_NONE = 0, TABLE_DIALOG_SAVE, TABLE_DIALOG_OVERWRITE, TABLE_DIALOG_LEAVE, TABLE_DIALOG_SEATS };

/* Opens a dialog (the save's name is filled with the seats' names and the turn). */
void table_dialog_open(AppContext *ctx, struct Table *t, int dialog);
/* Draws the open dialog over the table and handles its input; false when none is open. A match
 * whose seats are unknown opens the seats' dialog by itself. */
bool table_dialog_frame(AppContext *ctx, struct Table *t, TableFrame *f);

#endif

/* SPDX-License-Identifier: MIT */
/* One table on the screen: a running match and how it is looked at, as one value. */
#ifndef ALHAMBRA_TABLE_H
#define ALHAMBRA_TABLE_H

#include <stdbool.h>
#include "app.h"
#include "match.h"
#include "table_input.h"

#define TABLE_HINT_MAX 320

struct TableModState; /* the modules' tray and the command lists it is built from (table_module_actions.c) */

/*
 * Everything the table screen shows and remembers between frames: the match it plays, what the
 * player has selected or holds, the modules' tray, the last hint. The drawing and input code
 * receive it (through TableFrame); nothing of it is global, so two tables (a replay beside a game,
 * later a remote game) can be open at once, each with its own state.
 */
typedef struct Table {
    Match *match;               /* owned: destroyed with the table */
    TableInput in;              /* selections, the held tile, the board's zoom and pan */
    struct TableModState *mods; /* owned */
    char hint[TABLE_HINT_MAX];  /* the hint of the last frame drawn (tests read it) */
    double results_since;       /* ctx->time when the results came up (the winner's moment) */
    int dialog;                 /* the question open over the table (table_dialogs.h), 0 */
    char save_name[96];         /* the Save dialog's name field */
    int rules_page;             /* the module whose rules page the rules dialog shows */
    int rules_scroll;           /* how far that page is scrolled (module_page_draw) */
    int rules_scrolled;         /* the page rules_scroll belongs to */
    int tip_shown;              /* the first-game tip on the table (table_tips.h), -1 for none */
    uint32_t tip_command;       /* the game's command count when it came */
    SDL_Rect tip_rect;          /* where it was drawn (empty when none) */
} Table;

/* A table for match m (it takes m over, and destroys it when it cannot be made). NULL on failure. */
Table *table_create(Match *m);
void table_destroy(Table *t);
/* Forgets what the player selected or opened (a new position, the screen entered again). */
void table_reset_view(Table *t);

/*
 * Something the players look at instead of the game is open over table t: a question (Save,
 * leaving, the rules, who plays) or the scoring table. The game holds still under it: nothing
 * moves and no bot's move is played until it closes (a bot may go on thinking meanwhile).
 */
bool table_modal_open(const Table *t);

/* Draws table t over the whole output and handles its input (screen_table.c). */
void table_frame(AppContext *ctx, Table *t, double dt);
/*
 * What a frame of table t shows, gathered into f as table_frame does first: the game as shown, the
 * player to move, whose hand and whose Alhambra are shown, whether a human may act, the layout at
 * the output's size. What follows the position moves on with it, as in any frame (selections made
 * for another position are forgotten, the hot seat's curtain is asked for). Returns whether the
 * curtain comes down now. Tests use it to ask where the table draws a thing.
 */
bool table_frame_open(AppContext *ctx, Table *t, TableFrame *f);

/* The match on the screen, NULL when no game is open. */
static inline Match *app_match(const AppContext *ctx) { return ctx->table ? ctx->table->match : NULL; }

#endif

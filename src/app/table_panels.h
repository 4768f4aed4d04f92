/* SPDX-License-Identifier: MIT */
/*
 * The table's fixed panels (deck, money, market, bag, the trays, the hand, the actions, the modules'
 * panel, the log, the players' cards in their plain look): where they stand and how they look follow from the layout alone, so they are
 * painted once with the table's surface into one picture (table_board.c) and copied with it every
 * frame; their contents are drawn over them as before.
 */
#ifndef ALHAMBRA_TABLE_PANELS_H
#define ALHAMBRA_TABLE_PANELS_H

#include <SDL.h>
#include "panel_picture.h"
#include "table_input.h"

#define TABLE_PANELS_MAX (12 + TABLE_MAX_OTHERS)

typedef struct TablePanel {
    SDL_Rect rect;
    PanelStyle style;
} TablePanel;

/* The table's paper panels, and the log's translucent paper, at layout scale s. */
PanelStyle table_panel_style(float s);
PanelStyle table_log_style(float s);
/* A card of the players beside the board: the mover's framed in gold, the one under the mouse rimmed. */
PanelStyle table_side_style(float s, bool to_move, bool hot);

/* The fixed panels of this frame's layout, in the order they are drawn; returns how many. */
int table_fixed_panels(const TableFrame *f, TablePanel out[TABLE_PANELS_MAX]);

/* A fixed panel at rect: drawn unless the table's picture of this frame holds it already. */
void table_panel_draw(TableFrame *f, SDL_Rect rect, const PanelStyle *style);

#endif

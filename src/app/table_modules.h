/* SPDX-License-Identifier: MIT */
/* The expansion modules on the table: the modules' panel beside the board and the gates on the board. */
#ifndef ALHAMBRA_TABLE_MODULES_H
#define ALHAMBRA_TABLE_MODULES_H

#include <stdbool.h>
#include "table_input.h"

/* Where the parts of the modules' panel sit (empty rects for modules that are off), so that input
 * code can hit-test the same places the panel draws. */
typedef struct TableModulesLayout {
    SDL_Rect panel;
    SDL_Rect square_pile[ALH_NUM_TYPES]; /* squares: the six colour piles, top tile face up */
    SDL_Rect gate_card;                  /* city gates: the face-up city-gate card */
    SDL_Rect gate_text;
    SDL_Rect auction_card;               /* characters: the card on auction */
    SDL_Rect auction_text;               /* its bid and bidder, the surplus */
    SDL_Rect bonus_hand;                 /* bonus cards: the home player's hand (face up to them only) */
    SDL_Rect players;                    /* one row per player: vizier, bonus cards, gate cards, characters */
    int player_row_h;
    int player_cols;                     /* 1, or 2 when the panel is short */
} TableModulesLayout;

/* Whether the game has any expansion module (the two-player rules are not one). */
bool table_has_modules(const AlhGame *g);
void table_modules_layout(const TableFrame *f, TableModulesLayout *out);
/* Rect of bonus card slot i (0..9) of the home player's hand row, for input code; n cards in the row. */
/* Where place `index` of module `module` is in the panel (anim_module_place), an empty rect if nowhere. */
SDL_Rect table_modules_place(const TableFrame *f, int module, int index);
SDL_Rect table_modules_bonus_rect(const TableFrame *f, const TableModulesLayout *ml, int n, int i);

/*
 * Draws the modules' panel (f->L.modules) and the city gates on the board in the centre. Shows a
 * player's secret bonus cards only to f->home, like the hand. Call after table_draw_board.
 */
void table_draw_modules(TableFrame *f);

#endif

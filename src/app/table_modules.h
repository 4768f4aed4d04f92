/* SPDX-License-Identifier: MIT */
/* The modules on the table: the modules' panel beside the board, and their pieces on the board. */
#ifndef ALHAMBRA_TABLE_MODULES_H
#define ALHAMBRA_TABLE_MODULES_H

#include <stdbool.h>
#include <stddef.h>
#include "table_input.h"

/* Where the parts of the modules' panel sit (empty rects for modules that are off or have no section),
 * so that input code can hit-test the same places the panel draws. */
typedef struct TableModulesLayout {
    SDL_Rect panel;
    SDL_Rect section[ALH_MOD_COUNT]; /* each module's section (client_module.h: panel_height) */
    /* When no module of the game has a section or a row part (a setup's option alone), the game's
     * modules by name and hint, so that the panel says which rules are in play; else empty. */
    SDL_Rect in_play;
    int in_play_ids[ALH_MOD_COUNT], in_play_count;
    /* Under "Each player", one row per player: the modules' marks and pictures (empty, with its
     * label, when no module of the game has marks or pictures for a player). */
    SDL_Rect players_label;
    SDL_Rect players;
    int player_row_h;
    int player_cols; /* 1, or 2 when the panel is short */
    /* When the sections at their full height and the players' rows do not fit (many modules, many
     * players, a small screen), nothing folds away: the panel under its title scrolls (the wheel, a
     * bar at the right) and everything keeps its full height. */
    bool scrolls;
    SDL_Rect view; /* the part of the panel that scrolls (under the title) */
    int content_h; /* all of it, scrolled or not */
    int scroll;    /* pixels scrolled out above the view's top (0 when it fits) */
} TableModulesLayout;

/* Whether the game has any module a player chooses (the two-player rules are not one). */
bool table_has_modules(const AlhGame *g);
void table_modules_layout(const TableFrame *f, TableModulesLayout *out);
/* Where place `index` of module `module` is in the panel (anim_module_place), an empty rect if nowhere. */
SDL_Rect table_modules_place(const TableFrame *f, int module, int index);

/* Draws the modules' panel (f->L.modules) and the modules' pieces on the board in the centre. Call after
 * table_draw_board. */
void table_draw_modules(TableFrame *f);

/* For the modules' client parts drawing in the panel: sizes scaled with the table (text never under 13
 * pixels), the panel's ink (muted for secondary words), a section's heading at the top of R (its
 * height; measured alone by _height), a part of a player's row in words for its tooltip, the width of a
 * card beside its words in a compact section, and a count in player's row: drawn leftwards from rx,
 * named by tip (widget table.mod.row.P.<what>) and by part in the row's words (which name the player
 * once: a part says the count without the name; NULL: tip; a count of 0 adds nothing to the row's
 * words, which read "0 secret thieves; 0 coins"), returning the rect of the icon to draw before it (*new_rx: the next mark's edge). */
int table_modules_text_px(const TableFrame *f, float design);
int table_modules_px(const TableFrame *f, float design);
SDL_Color table_modules_ink(bool muted);
int table_modules_heading_height(const TableFrame *f, int w, const char *text);
int table_modules_heading(TableFrame *f, SDL_Rect R, const char *text);
void table_modules_row_part(AppContext *ctx, char *parts, size_t size, const char *part);
int table_modules_card_width(const TableFrame *f);
SDL_FRect table_modules_count(TableFrame *f, int player, const char *what, int rx, float cy, int fs, int count, const char *tip,
                              const char *part, char *parts, size_t size, int *new_rx);

#endif

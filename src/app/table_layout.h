/* SPDX-License-Identifier: MIT */
/* Where everything sits on the table, computed from the output size alone (1280x720 .. 3840x2160). */
#ifndef ALHAMBRA_TABLE_LAYOUT_H
#define ALHAMBRA_TABLE_LAYOUT_H

#include <stdbool.h>
#include <SDL.h>
#include "alhambra/game.h"

#define TABLE_MAX_OTHERS (ALH_MAX_PLAYERS + 1) /* a side card per seat, plus Dirk with two players */

typedef struct TableLayout {
    int w, h;
    float s; /* design pixels (1920x1080) to output pixels */
    bool table_mode;

    SDL_Rect track; /* score track 0..100 */
    SDL_Rect top;   /* band holding deck, display, market, bag */
    SDL_Rect deck_panel, deck_card;
    SDL_Rect deck_stack; /* the pile with its layers: deck_card, the layers behind it up and to the right */
    int deck_step;       /* pixels between the pile's layers */
    bool deck_pile_line; /* room under the pile for "pile N of 5" (else only its tooltip says it) */
    SDL_Rect display_panel, display[ALH_DISPLAY_SLOTS];
    int display_lift; /* how far a selected display card rises: it rests that far under the title */
    SDL_Rect market_panel, market[ALH_MARKET_SPACES], market_tile[ALH_MARKET_SPACES];
    int market_label; /* the height of a space's symbol and name over its tile: a chosen tile rises to it */
    SDL_Rect bag;
    SDL_Rect btn_scoring, btn_log, btn_menu, btn_save;

    SDL_Rect side;                     /* the players' cards */
    SDL_Rect others[TABLE_MAX_OTHERS]; /* seat i's card (Dirk's last), in seat order: they never move */
    int others_count;
    SDL_Rect log; /* the game log (may be empty when there is no room) */

    SDL_Rect left; /* tiles to place and the reserve */
    SDL_Rect pending, reserve;
    int tray_top;     /* the first row of tiles to place or in reserve, under the panel's top: a tile held up
                     (its lift) stays clear of the title */
    SDL_Rect board;   /* the Alhambra shown large */
    SDL_Rect modules; /* the expansion modules' panel right of the board (empty without modules) */

    SDL_Rect bottom; /* hand, hint and actions (empty in table mode) */
    SDL_Rect hand;
    SDL_Rect hint;
    SDL_Rect actions;
    SDL_Rect discard; /* where paid cards go (next to the deck) */

    int card_w, card_h; /* display cards */
    int hand_card_w, hand_card_h;
    int tile_px;    /* market tiles */
    int small_tile; /* reserve / pending tiles */
} TableLayout;

/* The design scale of a w x h table: height / 1080 or width / 1600, whichever is smaller. */
float table_layout_scale(int w, int h);
void table_layout_compute(TableLayout *L, int w, int h, int num_players, bool two_player, bool table_mode);
/* The same with the game's modules (AlhGame.modules): any expansion module adds the modules panel. */
void table_layout_compute_modules(TableLayout *L, int w, int h, int num_players, bool two_player, bool table_mode,
                                  AlhModuleSet modules);
/* Whether two rectangles overlap (the layout test checks that no regions do). */
bool table_rects_overlap(SDL_Rect a, SDL_Rect b);

/* How an Alhambra is drawn into a rectangle: tile size and the pixel position of the fountain. */
typedef struct BoardView {
    float tile;      /* pixels per cell */
    float ox, oy;    /* top-left of the fountain cell */
    bool owner_sees; /* drawn for its owner's eyes: their secret pieces may show (the modules' draw_on_board) */
} BoardView;

/*
 * Fits the bounding box (plus a ring of free cells for legal spots) into rect, centred on the
 * fountain when possible, then applies the player's zoom (1 = fit) and pan (in cells).
 */
BoardView table_board_fit(SDL_Rect rect, const AlhBoard *b, float zoom, float pan_x, float pan_y, float max_tile);
/* The same with `ring` free cells around the Alhambra (0: the tiles alone, as on the side cards). */
BoardView table_board_fit_ring(SDL_Rect rect, const AlhBoard *b, int ring, float zoom, float pan_x, float pan_y, float max_tile);
/* Fits the cells min_x..max_x, min_y..max_y (box: {min_x, max_x, min_y, max_y}) into rect. */
BoardView table_board_fit_box(SDL_Rect rect, const int box[4], float zoom, float pan_x, float pan_y, float max_tile);
SDL_FRect table_board_cell(const BoardView *v, int x, int y);
/* A small Alhambra (a side card's, or enlarged) fitted into area: player's buildings and the
 * modules' pieces beside them (client_board_extent), no free ring, tiles at most area.h / 2.6. */
BoardView table_small_alhambra_view(const AlhGame *g, int player, SDL_Rect area);
/* Moves the board's shown view toward target over dt seconds (an exponential approach: nine tenths
 * of the way in a sixth of a second at normal speed; factor: the animations' speed factor, 0 = at once), so that a
 * zoom or a growing Alhambra glides instead of jumping. True while it still moves. */
bool table_board_ease(BoardView *shown, BoardView target, float dt, float factor);
/* Cell under a point (floor division). */
void table_board_hit(const BoardView *v, int px, int py, int *x, int *y);

/* Where the note saying why a spot is refused goes: w x h, below and right of the mouse at (mx, my),
 * turned to the other side of the mouse where the board would cut it (s: the layout's scale). */
SDL_FRect table_board_note_rect(SDL_Rect board, int mx, int my, float w, float h, float s);

/* Rects of n equal items laid out in a row in area, at most item_w wide each, overlapping if needed. */
SDL_Rect table_row_item(SDL_Rect area, int n, int i, int item_w, int item_h, int gap);

#endif

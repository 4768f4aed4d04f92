/* SPDX-License-Identifier: MIT */
/* Mouse play on the table: what is selected or held, and the commands the clicks make. */
#ifndef ALHAMBRA_TABLE_INPUT_H
#define ALHAMBRA_TABLE_INPUT_H

#include <stdbool.h>
#include "app.h"
#include "match.h"
#include "table_layout.h"

/* HELD_MARKET: a market tile chosen in a module's phase (a purchase out of turn; table_module_actions.c). */
typedef enum HeldFrom { HELD_NONE = 0, HELD_PENDING, HELD_RESERVE, HELD_BOARD, HELD_MARKET } HeldFrom;

/* The table's interaction state; reset whenever the player to move changes. */
typedef struct TableInput {
    uint8_t display_sel; /* bit set of selected display slots */
    int market_sel;      /* market space chosen to buy, -1 */
    AlhCardSet pay_sel;  /* hand cards chosen to pay */
    int held_tile;       /* tile held for placing or redesigning, 0 */
    int held_from;       /* HeldFrom */
    bool dragging;       /* the held tile follows a pressed mouse (drag and drop) */
    bool drag_was_held;  /* the drag began on the tile already held: released unmoved, it lets go */
    int press_x, press_y;
    int view_player;          /* player whose Alhambra is shown large by choice, -1 */
    float zoom, pan_x, pan_y; /* board view: 1 = fit */
    bool panning;
    int pan_from_x, pan_from_y;
    bool show_scoring;  /* the scoring tables overlay */
    int scoring_view;   /* in it, a scored round (1..3) shown in detail, 0 */
    int log_scroll;     /* lines scrolled up from the newest */
    int modules_scroll; /* pixels of the modules' panel scrolled out above its top (when its sections do not fit) */
    int last_mover;     /* to reset the selection when the turn moves on */
    uint16_t last_command_count;
    char notice[200]; /* the last refusal, in words */
    double notice_until;
    uint8_t option_choice; /* a module's placement option for the next drop (AlhCommand.option), 0 */
    bool reveal_secrets;   /* table mode: the player to move shows their secret cards (until the turn moves on) */
    /* While a turn is placed the board's view stays put: the box it shows only grows. */
    bool view_box_set;
    int view_box[4], view_box_player;
    uint16_t view_box_turn;
    /* The board as drawn, easing toward the view asked for (zoom, a grown Alhambra): which player's,
     * in which rect, and when it was last drawn. */
    bool shown_set;
    BoardView shown_bv;
    int shown_player;
    SDL_Rect shown_rect;
    double shown_time;
    BoardView last_bv; /* the board's view in the last frame (tests) */
    bool quiet_reason; /* after a placement: no refusal under the mouse until it moves */
} TableInput;

struct Table;

/* Everything a frame of the table needs, gathered once. */
typedef struct TableFrame {
    AppContext *ctx;
    struct Table *t;  /* the table drawn (its match, input and modules' state) */
    Match *m;         /* t->match */
    const AlhGame *g; /* match_view_game: with staged placements */
    TableLayout L;
    TableInput *in;   /* &t->in */
    int home;         /* whose hand is shown, -1 for none */
    int mover;        /* player to move, -1 when over */
    int board_player; /* whose Alhambra is in the centre */
    bool can_act;     /* a human may act now (no animation, not a bot, not hidden) */
    BoardView bv;
    AlhMajorities majorities; /* of g, from the engine: the counts and places the scoring uses */
    int enlarge_player;       /* a side card's small Alhambra under the mouse, shown enlarged; -1 */
    SDL_Rect hint_rect;       /* where the hint may be drawn (above the action buttons) */
    SDL_Rect enlarge_from;
    bool panels_baked; /* the fixed panels are in the table's picture this frame (table_panels.h) */
} TableFrame;

void table_input_reset(TableInput *in);
/* Payment suggested when a market tile is chosen: the exact one if any, else the smallest. */
AlhCardSet table_suggest_payment(const AlhGame *g, int player, int space);
/* Whether every selected card is money of that currency: only then is an overpayment named in it
 * (a module's own money is no florins). */
bool table_paid_in_currency(const AlhCardSet *cards, int currency);
/* Whether the selected display slots may be taken, as an engine check. */
AlhError table_take_check(const AlhGame *g, int player, uint8_t slots);

/* Input handled while the regions are drawn (each registers its widgets). */
void table_input_display_click(TableFrame *f, int slot);
void table_input_market_click(TableFrame *f, int space);
void table_input_hand_click(TableFrame *f, int card);
void table_input_hold(TableFrame *f, int tile, int from);
/* Drops the held tile on cell x,y of the board player's Alhambra (place, add or swap). */
void table_input_drop_on_board(TableFrame *f, int x, int y);
/* After a staged step or an undo: hold the next tile still waiting to be placed, if any. */
void table_input_hold_next_waiting(TableFrame *f);
void table_input_to_reserve(TableFrame *f);
void table_input_to_dirk(TableFrame *f);
void table_input_take(TableFrame *f);
void table_input_buy(TableFrame *f);
void table_input_pass(TableFrame *f);
void table_input_notice(TableFrame *f, const char *text);
/* Why the held tile cannot go to x,y (ALH_OK if it can), for the board's highlight. */
AlhError table_input_spot_error(const TableFrame *f, int x, int y);
bool table_input_spot_legal(const TableFrame *f, int x, int y);

/* Drawing parts (table_board.c, table_side.c, screen_table.c). */
void table_draw_board(TableFrame *f);
/* The table's surface and the board's ground (the surface under a translucent fill, from a
 * picture), drawn first: each pixel of the window once. */
void table_draw_surface_and_board_fill(TableFrame *f);
void table_draw_side(TableFrame *f);
void table_draw_enlarged(TableFrame *f);
void table_draw_track(TableFrame *f);
void table_draw_log(TableFrame *f);
/* Side slot showing player (or ALH_DIRK), -1. */
int table_side_slot(const TableFrame *f, int player);
/* The player whose card is in side slot i (ALH_DIRK for Dirk), -1 for none. */
int table_side_player(const TableFrame *f, int slot);
/* Rect of an animation place in the current layout. */
SDL_FRect table_anim_rect(const TableFrame *f, AnimPlace p, bool tile);
/* Text colour and seat colour helpers. */
SDL_Color table_seat_colour(const Match *m, int p);
const char *table_seat_name(const Match *m, int p);
void table_seat_dot(SDL_Renderer *r, const Match *m, int p, float cx, float cy, float radius);
/* Whether player's secret pieces may be drawn on their Alhambra now: it is the Alhambra of the
 * player at the screen (hot seat), or on a shared screen of the player to move while they show
 * their secrets. */
bool table_owner_sees(const TableFrame *f, int player);

#endif

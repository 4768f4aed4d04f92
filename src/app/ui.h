/* SPDX-License-Identifier: MIT */
/* Immediate-mode UI: per-frame input, buttons, panels, toggles, sliders, choices, text fields. */
#ifndef ALHAMBRA_UI_H
#define ALHAMBRA_UI_H

#include "app.h"
#include "paint.h"
#include "text.h"

/*
 * Frame protocol (app.c does it): ui_begin_frame, ui_handle_event for each SDL event, the
 * screen's frame function, ui_end_frame. Widgets are named by string ids, unique within a frame
 * ("menu.new_game", "newgame.seat3.level"); the rect of every widget drawn in the last frame can
 * be looked up with ui_widget_rect, so tests click where the button really is.
 */

typedef enum UiStyle {
    UI_PRIMARY = 0, /* terracotta, the main action of a screen */
    UI_SECONDARY,   /* parchment with a brown border */
    UI_GHOST,       /* text only, for "Back" and small actions */
    UI_TILE,        /* deep tile blue, for accents */
    UI_STYLE_MASK = 0xFF,
    UI_DISABLED = 0x100, /* drawn greyed, never clicked */
    UI_SELECTED = 0x200, /* drawn pressed-in (a chosen option) */
} UiStyle;

void ui_begin_frame(AppContext *ctx);
void ui_handle_event(AppContext *ctx, const SDL_Event *ev);
void ui_end_frame(AppContext *ctx);

uint32_t ui_hash(const char *id);
/* Registers a widget's rect and reports its interaction: returns true when clicked. */
bool ui_hit(AppContext *ctx, const char *id, SDL_Rect rect, bool enabled);
bool ui_hovered(AppContext *ctx, const char *id);
bool ui_key_pressed(AppContext *ctx, SDL_Keycode key);
bool ui_point_in(int x, int y, SDL_Rect r);

bool ui_button(AppContext *ctx, const char *id, SDL_Rect rect, const char *label, int style);
/* ui_button with its label's text at most text_px pixels (0: the button's own size), so that buttons
 * side by side can share the size the longest label needs; ui_button_label_px: the size ui_button
 * would write label at in a button of rect's size (on one line). */
bool ui_button_px(AppContext *ctx, const char *id, SDL_Rect rect, const char *label, int style, int text_px);
int ui_button_label_px(AppContext *ctx, SDL_Rect rect, const char *label);
/* The least width at which a button of height h shows label whole on one line (its text made smaller
 * when it needs to be); _full_width: whole at the button's own text size, not made smaller. */
int ui_button_min_width(AppContext *ctx, const char *label, int h);
int ui_button_full_width(AppContext *ctx, const char *label, int h);
/* Widgets and tooltips registered from now on are cut to clip (NULL: no longer): the part of a
 * scrolled list outside its room is neither clickable nor pointed at, nor found by tests. */
void ui_set_clip(AppContext *ctx, const SDL_Rect *clip);
/* Whether a widget drawn so far in this frame overlaps r (a bar gives the room of the buttons it did
 * not draw to its text). */
bool ui_rect_taken(AppContext *ctx, SDL_Rect r);
/*
 * A region that says what it shows: while the mouse rests on rect, text is drawn in a box beside
 * the mouse over everything else (at the end of the frame). The last region registered under the
 * mouse wins, as things drawn later lie on top.
 */
void ui_tooltip(AppContext *ctx, const char *id, SDL_Rect rect, const char *text);
void ui_label(AppContext *ctx, SDL_Rect rect, const char *text, FontRole role, int px_size, SDL_Color colour, int align);
/* A parchment panel with a soft shadow and a thin brown border. */
void ui_panel(AppContext *ctx, SDL_Rect rect);
/* A switch's look alone (no widget): for a switch shown where it cannot be clicked. */
void ui_toggle_draw(AppContext *ctx, SDL_Rect rect, bool value, bool hot);
/* A switch with its label at the left; returns true when it changed *value. */
bool ui_toggle(AppContext *ctx, const char *id, SDL_Rect rect, const char *label, bool *value);
/* A horizontal slider; returns true when it changed *value. */
bool ui_slider(AppContext *ctx, const char *id, SDL_Rect rect, int *value, int min, int max);
/* "<  option  >": returns true when it changed *index (wraps around). */
bool ui_choice(AppContext *ctx, const char *id, SDL_Rect rect, const char *const *options, int count, int *index);
/* The least width at which a choice of height h shows each of its options whole between its arrows. */
int ui_choice_min_width(AppContext *ctx, const char *const *options, int count, int h);
/* A one-line text field editing buf (UTF-8, at most size-1 bytes); true when it changed. */
bool ui_text_field(AppContext *ctx, const char *id, SDL_Rect rect, char *buf, size_t size, const char *placeholder);
void ui_clear_focus(AppContext *ctx);

/* ---------------------------------------------------------------- tests: scripted input */

/* The tooltip regions named so far this frame are covered by what is drawn next (a dialog): none of
 * them shows its text, whatever the mouse rests on. */
void ui_tooltips_covered(AppContext *ctx);
/* An opaque panel drawn next covers rect: while the mouse is on it, none of the tooltip regions named
 * so far this frame shows its text (the panel's own, named after, do). */
void ui_tooltips_cover(AppContext *ctx, SDL_Rect rect);
/* The text of tooltip region id in the last frame drawn, NULL if there was none; rect if wanted. */
const char *ui_tooltip_text(AppContext *ctx, const char *id, SDL_Rect *rect);
/* Rect of widget id as drawn in the last frame; false if it was not drawn. */
bool ui_widget_rect(AppContext *ctx, const char *id, SDL_Rect *out);
/* Queues a move to (x, y), a press and a release: three frames. */
void ui_inject_click(AppContext *ctx, int x, int y);
/* Queues a move to (x, y), then a press and its release in one frame: two frames. */
void ui_inject_tap(AppContext *ctx, int x, int y);
/* Queues a press at (x0, y0), moves halfway and on to (x1, y1), and a release there: five frames. */
void ui_inject_drag(AppContext *ctx, int x0, int y0, int x1, int y1);
/* Clicks the centre of widget id as drawn last frame; false if it was not drawn. */
bool ui_click_widget(AppContext *ctx, const char *id);
/* The wheel turned by steps (up positive) with the mouse at x, y. */
void ui_inject_wheel(AppContext *ctx, int x, int y, int steps);
void ui_inject_key(AppContext *ctx, SDL_Keycode key);
void ui_inject_text(AppContext *ctx, const char *utf8);
bool ui_script_pending(AppContext *ctx);

#endif

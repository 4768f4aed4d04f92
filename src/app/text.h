/* SPDX-License-Identifier: MIT */
/* Text: TTF fonts from the data archive by role and pixel size, and a cache of rendered strings. */
#ifndef ALHAMBRA_TEXT_H
#define ALHAMBRA_TEXT_H

#include "app.h"

typedef enum FontRole { FONT_UI = 0, FONT_BOLD, FONT_TITLE, FONT_ROLES } FontRole;

/* Alignment: one horizontal | one vertical flag. y is the top, middle or baseline of the text. */
enum {
    TEXT_LEFT = 0,
    TEXT_CENTER = 1,
    TEXT_RIGHT = 2,
    TEXT_TOP = 0,
    TEXT_MIDDLE = 4,
    TEXT_BOTTOM = 8,
    TEXT_BASELINE = 12,
};

/* Loads the three fonts from the archive (fonts/ui.ttf, ui-bold.ttf, title.ttf). */
bool text_init(AppContext *ctx, char *err, size_t err_size);
void text_shutdown(AppContext *ctx);
/* Forgets every rendered string (after a language change or a renderer reset). */
void text_flush(AppContext *ctx);

/* Draws UTF-8 text; px_size is in physical pixels (use app_px). Returns the width drawn. */
int text_draw(AppContext *ctx, FontRole role, int px_size, int x, int y, SDL_Color colour, int align, const char *utf8);
/* Width and height the text would take (height = the font's line height). */
void text_measure(AppContext *ctx, FontRole role, int px_size, const char *utf8, int *w, int *h);
int text_line_height(AppContext *ctx, FontRole role, int px_size);
/*
 * Draws text word-wrapped into width max_w from (x, y) downwards, lines aligned by align's
 * horizontal part; "\n" starts a new line. Returns the height used. draw=false only measures.
 */
int text_draw_wrapped(AppContext *ctx, FontRole role, int px_size, int x, int y, int max_w, SDL_Color colour, int align,
                      const char *utf8, bool draw);
/* Draws text cut to max_w with an ellipsis ("…") when longer: for names in narrow places. */
int text_draw_ellipsis(AppContext *ctx, FontRole role, int px_size, int x, int y, int max_w, SDL_Color colour, int align,
                       const char *utf8);
/* An opaque panel now covers r: the strings drawn under it this frame are no longer seen (the
 * layout tests' text trace forgets them). */
void text_trace_cover(AppContext *ctx, SDL_Rect r);
/* Draws text shrunk (down to 60%, never under 11 pixels) to fit max_w; cut with an ellipsis if
 * even that is too wide (it never runs past max_w). */
int text_draw_fit(AppContext *ctx, FontRole role, int px_size, int x, int y, int max_w, SDL_Color colour, int align,
                  const char *utf8);

#endif

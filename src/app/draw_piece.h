/* SPDX-License-Identifier: MIT */
/* The table's other pieces: the building bag, Dirk's portrait, the market board's spaces. */
#ifndef ALHAMBRA_DRAW_PIECE_H
#define ALHAMBRA_DRAW_PIECE_H

#include <SDL.h>
#include "app.h"

/* The cloth bag the buildings come from, fitted into rect, with how many are left on its star. */
void draw_bag(AppContext *ctx, SDL_FRect rect, int count);
/* Dirk, the neutral builder of the two-player game, in his niche, fitted into rect. */
void draw_dirk_portrait(AppContext *ctx, SDL_FRect rect);
/* One space of the market board: an inlaid well in the currency's colours with its symbol in a
 * medallion (when `medallion`) and its name over it; `chosen` rings it in gold. The tile is drawn on
 * top by the caller. */
void draw_market_space(AppContext *ctx, SDL_FRect rect, int currency, const char *name, bool medallion, bool chosen, float scale);
/* Whether the spaces, `width` wide, show their medallions: only when every name (names[0 ..
 * count - 1]) is read whole beside one, so that the four spaces look alike. */
bool draw_market_medallions(AppContext *ctx, const char *const names[], int count, float width, float scale);

#endif

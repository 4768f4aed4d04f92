/* SPDX-License-Identifier: MIT */
/* The shell screens' setting: sandstone with a faint tiled pattern inside a zellige border. */
#ifndef ALHAMBRA_BACKDROP_H
#define ALHAMBRA_BACKDROP_H

#include "app.h"

/* Draws the background; returns the inner area (inside the border). */
SDL_Rect backdrop_draw(AppContext *ctx);
/* Draws a full-screen layer that changes only with the size: painted once into ctx->layers[slot]. */
void backdrop_cached(AppContext *ctx, int slot, void (*paint)(AppContext *ctx));
/* The table's surface (textured sandstone, a soft light from the upper left, darker edges), cached. */
void backdrop_table(AppContext *ctx);
/* The table's surface as a picture (NULL: no render targets), painted if it was not yet. */
SDL_Texture *backdrop_table_layer(AppContext *ctx);
/* Copies an opaque picture over the whole window (a cached layer, the table's scene); the next
 * frame then need not clear the window first. */
void backdrop_cover(AppContext *ctx, SDL_Texture *opaque);
/* Forgets the cached background (renderer reset, shutdown). */
void backdrop_flush(AppContext *ctx);
/* A screen title with a small ornament beneath, centred at y; returns the y below it. */
int backdrop_title(AppContext *ctx, const char *title, int y);
/* The logo (gfx/logo.svg, or a drawn title if absent) centred in rect. */
void backdrop_logo(AppContext *ctx, SDL_Rect rect);
/* A standard "Back" button at the bottom left of area; true when clicked or Escape pressed. */
bool backdrop_back_button(AppContext *ctx, SDL_Rect area, const char *id);

#endif

/* SPDX-License-Identifier: MIT */
/* The data archive: PhysFS mounting, SDL_RWops over PhysFS, SVG textures cached per size. */
#ifndef ALHAMBRA_ASSETS_H
#define ALHAMBRA_ASSETS_H

#include "app.h"

/*
 * Finds and mounts the data archive: data_path (--data) if given, else $ALHAMBRA_DATA, else the
 * first of <basedir>/alhambra.data, <basedir>/../data/alhambra.data (build tree),
 * <basedir>/../share/alhambra/alhambra.data, DATADIR/alhambra.data. Checks its VERSION against
 * the binary's. On failure writes a message for the player into err and returns false.
 */
bool assets_init(AppContext *ctx, const char *argv0, const char *data_path, char *err, size_t err_size);
void assets_shutdown(AppContext *ctx);
const char *assets_mounted_path(void);

/* A read-only SDL_RWops over a file in the archive (NULL if missing). Free with SDL_RWclose. */
SDL_RWops *assets_open(const char *name);
bool assets_exists(const char *name);
/* The whole file in memory (SDL_malloc'd, NUL-terminated; free with SDL_free). NULL if missing. */
char *assets_read_all(const char *name, size_t *size);

/*
 * A texture of the SVG (or PNG) `name` rasterised at w x h pixels (h = 0 keeps the aspect ratio),
 * cached per size; NULL if the file is missing or broken (the caller draws a fallback). The
 * texture belongs to the cache; tint it with SDL_SetTextureColorMod / AlphaMod before drawing.
 */
SDL_Texture *assets_texture(AppContext *ctx, const char *name, int w, int h);
/*
 * The same, with every pixel's colour set to ink and its alpha kept, cached per size and ink.
 * Colour modulation can only darken, so dark line art drawn light (emblems on coloured tiles,
 * currency symbols in their colour) needs its own texture; tint alpha with SDL_SetTextureAlphaMod.
 */
SDL_Texture *assets_svg_texture_recoloured(AppContext *ctx, const char *name, int w, int h, SDL_Color ink);

/* Draws a one-colour SVG into rect in `colour` (alpha from colour.a), through the recoloured
 * cache. Returns false when the image is missing or too small, so the caller can draw a fallback. */
bool assets_draw_svg_inked(AppContext *ctx, const char *name, SDL_FRect rect, SDL_Color colour);
/* Loads an image as a surface (for the window icon). Free with SDL_FreeSurface. */
SDL_Surface *assets_surface(const char *name, int w, int h);
/* Drops every cached texture (after the renderer changes or the size changes a lot). */
void assets_flush_textures(AppContext *ctx);

#endif

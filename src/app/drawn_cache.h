/* SPDX-License-Identifier: MIT */
/* Pictures drawn once by code into textures and reused while their key and size stay the same. */
#ifndef ALHAMBRA_DRAWN_CACHE_H
#define ALHAMBRA_DRAWN_CACHE_H

#include <stdbool.h>
#include <SDL.h>
#include "app.h"

/* Draws the picture into area (the texture's whole surface, at 0,0) with the usual paint calls. */
typedef void (*DrawnPaint)(AppContext *ctx, SDL_Rect area, const void *data);

/*
 * The texture of the picture `key` at w x h pixels, drawn by paint(ctx, {0,0,w,h}, data) the first
 * time it is asked for, then kept (least recently used pictures are dropped when the cache is full).
 * The key must name everything the drawing depends on (kind, id, variant, size-independent flags).
 * `edge` is the colour the texture is cleared to (with alpha 0): the colour of the picture's outer
 * edge, so that its anti-aliased rim blends towards the right colour and not towards black.
 * NULL when render targets are missing or the size is out of range: then draw directly instead.
 * The texture belongs to the cache; tint its alpha with SDL_SetTextureAlphaMod before drawing.
 */
SDL_Texture *drawn_cache_get(AppContext *ctx, const char *key, int w, int h, SDL_Color edge, DrawnPaint paint, const void *data);

/*
 * As drawn_cache_get, for a picture that covers every pixel of its rect: kept in the format the
 * renderer copies fastest (drawn_cache_opaque_format) and copied without blending.
 */
SDL_Texture *drawn_cache_get_opaque(AppContext *ctx, const char *key, int w, int h, DrawnPaint paint, const void *data);

/* The texture format for opaque layers: the window's own under SDL's software renderer (a copy
 * is then a copy of memory), else ARGB8888. */
Uint32 drawn_cache_opaque_format(AppContext *ctx);

/*
 * Draws the cached picture into dst (scaled if dst differs from w x h; pass the same size for
 * crisp pixels) with alpha; falls back to painting directly, translated to dst, when no texture can
 * be made. Returns false only when nothing could be drawn.
 */
bool drawn_cache_draw(AppContext *ctx, const char *key, int w, int h, SDL_Color edge, DrawnPaint paint, const void *data,
                      SDL_FRect dst, Uint8 alpha);

/*
 * As drawn_cache_draw, for a picture drawn scaled (dst not w x h) or faded (alpha below 255) in the
 * same way frame after frame, such as the soft shadow of a card at rest. SDL's software renderer
 * blends a scaled or faded copy pixel by pixel in a slow general loop; so once the same picture
 * has been asked for at the same pixel size and alpha two frames running, it is drawn once more at
 * that size with that alpha, kept, and copied from then on unscaled and unfaded (the fast path).
 * A piece whose size or fade changes every frame (an animation) keeps the scaled copy.
 */
bool drawn_cache_draw_settled(AppContext *ctx, const char *key, int w, int h, SDL_Color edge, DrawnPaint paint, const void *data,
                              SDL_FRect dst, Uint8 alpha);
/* As drawn_cache_draw_settled; the settled copy leaves out the pixels of `covered` (screen
 * pixels that something opaque drawn next will cover: a shadow's piece). */
bool drawn_cache_draw_settled_around(AppContext *ctx, const char *key, int w, int h, SDL_Color edge, DrawnPaint paint,
                                     const void *data, SDL_FRect dst, Uint8 alpha, SDL_Rect covered);

/*
 * A size for a picture that is moving or changing size from frame to frame (a flying card, a
 * shadow): the smallest of a fixed series of sizes (about 8 % apart) not below px, so that an
 * animation reuses a few pictures, scaled a little, instead of drawing a new one every frame.
 */
int drawn_cache_bucket(int px);

/* Counters for tests and the benchmark: pictures drawn (cache misses) and served from the cache. */
void drawn_cache_stats(unsigned long *drawn, unsigned long *reused);

/* Drops every picture: before the renderer is destroyed, after a device or target reset. */
void drawn_cache_forget(void);

#endif

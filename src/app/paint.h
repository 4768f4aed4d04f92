/* SPDX-License-Identifier: MIT */
/* Drawing primitives with soft, anti-aliased edges: rounded rectangles, rings, shadows, stars. */
#ifndef ALHAMBRA_PAINT_H
#define ALHAMBRA_PAINT_H

#include <SDL.h>

/* The palette of the table (shared/design/table.md). */
#define PAL_SANDSTONE ((SDL_Color){0xE8, 0xD5, 0xB0, 0xFF})
#define PAL_SAND_DARK ((SDL_Color){0xDC, 0xC6, 0x9C, 0xFF})
#define PAL_PARCHMENT ((SDL_Color){0xF5, 0xEB, 0xD7, 0xFF})
#define PAL_BORDER ((SDL_Color){0x8C, 0x5A, 0x3C, 0xFF})
#define PAL_INK ((SDL_Color){0x2B, 0x21, 0x18, 0xFF})
#define PAL_MUTED ((SDL_Color){0x6B, 0x5A, 0x4A, 0xFF})
#define PAL_TERRACOTTA ((SDL_Color){0xB5, 0x52, 0x33, 0xFF})
#define PAL_TERRA_DARK ((SDL_Color){0x7A, 0x2E, 0x1E, 0xFF})
#define PAL_TILE_BLUE ((SDL_Color){0x2F, 0x5F, 0x8A, 0xFF})
#define PAL_TILE_GREEN ((SDL_Color){0x2E, 0x6E, 0x5A, 0xFF})
#define PAL_GOLD ((SDL_Color){0xC9, 0x9A, 0x2E, 0xFF})
#define PAL_WHITE ((SDL_Color){0xFF, 0xFF, 0xFF, 0xFF})
#define PAL_LEGAL ((SDL_Color){0x4C, 0xAF, 0x50, 0xFF})
#define PAL_ILLEGAL ((SDL_Color){0xD6, 0x45, 0x41, 0xFF})

/* Drops the cached corner textures: call before the renderer is destroyed or after a device reset. */
void paint_forget(void);

SDL_Color paint_alpha(SDL_Color c, Uint8 alpha);        /* same colour, new alpha */
SDL_Color paint_mix(SDL_Color a, SDL_Color b, float t); /* a..b, t in 0..1 */

void paint_fill_rect(SDL_Renderer *r, SDL_Rect rect, SDL_Color c);
/* A rounded rectangle; edges feathered over about one pixel. */
void paint_round_rect(SDL_Renderer *r, SDL_FRect rect, float radius, SDL_Color c);
/* The outline of a rounded rectangle, thickness inwards from the edge. */
void paint_round_rect_outline(SDL_Renderer *r, SDL_FRect rect, float radius, float thickness, SDL_Color c);
/* A vertical two-colour gradient in a rounded rectangle. */
void paint_round_rect_gradient(SDL_Renderer *r, SDL_FRect rect, float radius, SDL_Color top, SDL_Color bottom);
/* A soft shadow: the rounded rect blurred over `blur` pixels, offset by dy. */
void paint_shadow(SDL_Renderer *r, SDL_FRect rect, float radius, float blur, float dy, Uint8 alpha);
/* paint_shadow under an opaque paint_round_rect_gradient of the same rect and radius drawn next: the
 * part it covers is left out (the same picture, faster). */
void paint_shadow_under(SDL_Renderer *r, SDL_FRect rect, float radius, float blur, float dy, Uint8 alpha);
void paint_circle(SDL_Renderer *r, float cx, float cy, float radius, SDL_Color c);
void paint_ring(SDL_Renderer *r, float cx, float cy, float radius, float thickness, SDL_Color c);
/* An eight-pointed star (two overlapping squares), the basic zellige motif. */
void paint_star8(SDL_Renderer *r, float cx, float cy, float radius, float inner, SDL_Color c);
/* A band of zellige stars and lozenges filling rect (for borders). */
void paint_zellige_band(SDL_Renderer *r, SDL_FRect rect, float cell, SDL_Color base, SDL_Color star, SDL_Color accent);
/* A polygon given by its outline (convex or star-shaped around its first point's centroid). */
void paint_polygon(SDL_Renderer *r, const SDL_FPoint *pts, int n, SDL_Color c);
/* Shade fading inwards from the edges of rect over `width` pixels (a vignette). */
void paint_frame_shade(SDL_Renderer *r, SDL_Rect rect, float width, SDL_Color c);
void paint_line(SDL_Renderer *r, float x0, float y0, float x1, float y1, float width, SDL_Color c);

static inline SDL_FRect paint_frect(SDL_Rect r) { return (SDL_FRect){(float)r.x, (float)r.y, (float)r.w, (float)r.h}; }
static inline SDL_Rect paint_inset(SDL_Rect r, int d) { return (SDL_Rect){r.x + d, r.y + d, r.w - 2 * d, r.h - 2 * d}; }

#endif

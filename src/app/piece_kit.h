/* SPDX-License-Identifier: MIT */
/*
 * What the modules' pieces are drawn with (their client parts, src/modules/<name>/draw.c): the frame
 * every tile shares, a cache of drawn pictures per size, the card face with its chosen rim and its
 * corner values, a price disc. The base game's pieces use the same material (material.h).
 */
#ifndef ALHAMBRA_PIECE_KIT_H
#define ALHAMBRA_PIECE_KIT_H

#include <stdbool.h>
#include <SDL.h>
#include "app.h"
#include "draw_tile.h"

/* A colour from 0xRRGGBB and an alpha; an alpha scaled by a fade 0..1. */
SDL_Color kit_hex(unsigned rgb, Uint8 alpha);
Uint8 kit_fade(Uint8 alpha, float fade);
SDL_FRect kit_inset(SDL_FRect r, float d);

/* The shadow, lift and glow every tile shares; returns where the tile itself goes. */
SDL_FRect kit_tile_frame(AppContext *ctx, SDL_FRect rect, const TileLook *look);

/*
 * A piece drawn once per size into a cached picture (drawn_cache.h), as the base pieces are: body
 * draws piece `id` (with a flag of its own) at full opacity into rect; `kind` names the family in the
 * cache's keys. edge: the colour around the picture's edge; moving: its size changes every frame.
 */
typedef void (*KitBody)(AppContext *ctx, int id, SDL_FRect rect, bool flag);
void kit_cached(AppContext *ctx, const char *kind, KitBody body, int id, bool flag, SDL_FRect rect, float alpha, SDL_Color edge,
                bool moving);

/* A card's frame in an edge colour with a light face between top and bottom; returns the face. */
SDL_FRect kit_card_face(SDL_Renderer *r, SDL_FRect rect, SDL_Color edge, SDL_Color top, SDL_Color bottom);
/* The gold rim of a chosen card. */
void kit_card_rim(SDL_Renderer *r, SDL_FRect rect, Uint8 alpha);
/* A card's value in two corners of its face. */
void kit_card_corners(AppContext *ctx, SDL_FRect rect, SDL_FRect face, const char *text, SDL_Color ink);
/* A module card as the hand shows it: the shadow of its lift, its cached picture, the rim when chosen. */
void kit_card(AppContext *ctx, const char *kind, KitBody body, int id, SDL_FRect rect, float alpha, bool selected, float lift,
              bool moving, SDL_Color edge);
/* The price in a light disc at a tile's top left. */
void kit_price_disc(AppContext *ctx, SDL_FRect rect, int price, Uint8 alpha, float fade);

/* A tent whose door faces the viewer, standing on base at cx, w wide: cloth c, door and pole door. */
void kit_tent(SDL_Renderer *r, float cx, float base, float w, SDL_Color c, SDL_Color door);
/* The modules' own scoring (what the modules score beside the buildings and the wall): a tent under
 * a star on an ochre tile, beside the building types' chips in legends. */
void kit_module_points_icon(AppContext *ctx, SDL_FRect rect, float alpha);

#endif

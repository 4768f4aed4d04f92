/* SPDX-License-Identifier: MIT */
/* The finishes every piece shares: soft shadows, masonry walls, glazed badges, lift and settle. */
#ifndef ALHAMBRA_MATERIAL_H
#define ALHAMBRA_MATERIAL_H

#include <stdbool.h>
#include <SDL.h>
#include "app.h"

/*
 * One style for the base pieces and the modules' pieces: call these rather than drawing a shadow
 * or a wall by hand. Everything here is drawn once per size into a cached texture
 * (drawn_cache.h), so a frame pays one texture copy per shadow or wall.
 *
 * Light comes from the upper left; a piece resting on the table casts a short soft shadow down and
 * to the right, a lifted piece (hover, carried) a longer and softer one further away.
 */

/* The soft shadow of a rounded piece at rect (the piece's own rect), radius as a fraction of its
 * width; lift 0 = resting, 1 = held up high. alpha scales the whole shadow. */
void material_shadow(AppContext *ctx, SDL_FRect rect, float radius_frac, float lift, Uint8 alpha);
/* As material_shadow, under a piece drawn next that hides the screen pixels `hidden` for sure
 * (opaque there): the shadow is not blended there, as nothing of it would show (the same pixels). */
void material_shadow_under(AppContext *ctx, SDL_FRect rect, float radius_frac, float lift, Uint8 alpha, SDL_Rect hidden);
/* The pixels an opaque piece drawn at piece (whole pixels) hides for sure: inside its rounded
 * corners of corner_frac of its width. */
SDL_Rect material_hidden(SDL_Rect piece, float corner_frac);
/* Where a piece lifted by `lift` (0..1) is drawn: raised up and slightly larger. */
SDL_FRect material_lifted(SDL_FRect rect, float lift);
/* Scale of a piece that has just landed, t seconds since it touched down (1 after the settle). */
float material_settle(float t);

/* The thickness of the walls on a tile of size `tile` (clearly thicker than any border). */
float material_wall_thickness(float tile);
/*
 * A run of masonry filling band (a strip along one side of a tile, or a join between tiles).
 * outer: the side of the band that faces outside the city (ALH_NORTH.. ALH_WEST), where the
 * crenels are cut when crenels is true. The stone courses keep their phase across bands drawn
 * along the same line, so joined walls read as one.
 */
void material_wall(AppContext *ctx, SDL_FRect band, int outer, bool crenels, Uint8 alpha);

/* A glazed round badge (a disc with a rim and a soft highlight) for emblems and counts. */
void material_badge(SDL_Renderer *r, float cx, float cy, float radius, SDL_Color fill, SDL_Color rim, Uint8 alpha);

#endif

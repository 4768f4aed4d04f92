/* SPDX-License-Identifier: MIT */
/* A rounded panel with its soft shadow and rim, drawn once per size and style, copied every frame. */
#ifndef ALHAMBRA_PANEL_PICTURE_H
#define ALHAMBRA_PANEL_PICTURE_H

#include <SDL.h>
#include "app.h"

/* How a panel looks; sizes in physical pixels. The body is opaque (top to bottom gradient). */
typedef struct PanelStyle {
    float radius;
    float blur, drop;   /* the shadow: spread and how far it falls */
    Uint8 shadow_alpha; /* 0: no shadow */
    SDL_Color top, bottom;
    float rim_width; /* 0: no rim */
    SDL_Color rim;
} PanelStyle;

/*
 * Draws the panel at rect (whole pixels), its shadow around it. The same pixels as painting the
 * shadow (paint_shadow_under), the body (paint_round_rect_gradient) and the rim
 * (paint_round_rect_outline) in turn, up to rounding: but SDL's software renderer blends every
 * translucent band of a shadow pixel by pixel in a slow general loop, where a copied picture goes
 * through a fast one.
 */
void panel_picture_draw(AppContext *ctx, SDL_Rect rect, const PanelStyle *style);

#endif

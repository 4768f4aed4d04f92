/* SPDX-License-Identifier: MIT */
/* Procedural building tiles: base colour and emblem of the type, price, crenellated walls, shadow. */
#ifndef ALHAMBRA_DRAW_TILE_H
#define ALHAMBRA_DRAW_TILE_H

#include <stdbool.h>
#include <SDL.h>
#include "app.h"

typedef struct TileLook {
    float alpha;          /* 0..1 (ghosts are drawn faint) */
    bool shadow;
    bool show_price;
    SDL_Color owner;      /* the fountain's colour */
    bool glow;            /* gold glow: the tile just landed / is selected */
} TileLook;

TileLook tile_look_default(void);
SDL_Color tile_type_colour(int type);
/* Draws a tile (1..54, ALH_TILE_FOUNTAIN, a square 56..79 or a camp 80..87) into rect (a square). */
void draw_tile(AppContext *ctx, int tile, SDL_FRect rect, const TileLook *look);
/* The emblem of a building type alone (legends, counts), tinted with colour. */
void draw_type_emblem(AppContext *ctx, int type, SDL_FRect rect, SDL_Color colour);
/* A small tile-shaped swatch of a type with its emblem (for counts and the scoring table). */
void draw_type_chip(AppContext *ctx, int type, SDL_FRect rect);
/* One crenellated wall along `side` of the tile rect t (alpha a); squares share it. */
void draw_tile_wall(SDL_Renderer *r, SDL_FRect t, int side, Uint8 a);

#endif

/* SPDX-License-Identifier: MIT */
/* Building tiles: the type's colour and illustration, its emblem in a badge, price, masonry walls, shadow. */
#ifndef ALHAMBRA_DRAW_TILE_H
#define ALHAMBRA_DRAW_TILE_H

#include <stdbool.h>
#include <SDL.h>
#include "app.h"

typedef struct TileLook {
    float alpha; /* 0..1 (ghosts are drawn faint) */
    bool shadow;
    bool show_price;
    SDL_Color owner;      /* the fountain's colour */
    bool glow;            /* gold glow: the tile just landed / is selected */
    float lift;           /* 0 resting .. 1 carried: raised, with a longer shadow (material.h) */
    bool walls;           /* draws its own walls (the board draws them joined across tiles instead) */
    bool moving;          /* changing size from frame to frame (flying, settling): drawn from a
                             picture of a nearby cached size, scaled, rather than a new one */
    unsigned built_walls; /* walls a module built onto this tile (1 << AlhSide), drawn with its own
                             walls (tile_built_walls); 0 for none */
} TileLook;

/* Building illustrations per type (data/gfx/building-<type>-<n>.svg, n = 1..TILE_DRAWINGS). */
#define TILE_DRAWINGS 4

TileLook tile_look_default(void);
/* The walls built onto player's `tile` by a module (shown beyond its printed ones), for TileLook. */
unsigned tile_built_walls(const AlhGame *g, int player, int tile);
SDL_Color tile_type_colour(int type);
/* Draws a tile (1..54, ALH_TILE_FOUNTAIN, or a module's: its client part draws it) into rect (a square). */
void draw_tile(AppContext *ctx, int tile, SDL_FRect rect, const TileLook *look);
/* The emblem of a building type alone (legends, counts), tinted with colour. */
void draw_type_emblem(AppContext *ctx, int type, SDL_FRect rect, SDL_Color colour);
/* A small tile-shaped swatch of a type with its emblem (for counts and the scoring table). */
void draw_type_chip(AppContext *ctx, int type, SDL_FRect rect);
/* One masonry wall along `side` of the tile rect t (alpha a); the modules' tiles share it. */
void draw_tile_wall(AppContext *ctx, SDL_FRect t, int side, Uint8 a);
/* The shadow of a tile at rect as draw_tile casts it (for the board, which draws all shadows first). */
void draw_tile_shadow(AppContext *ctx, SDL_FRect rect, const TileLook *look);
/* The same for tile, which draw_tile will draw next (the part a base tile hides is left out). */
void draw_tile_shadow_of(AppContext *ctx, int tile, SDL_FRect rect, const TileLook *look);
/* A tile of an Alhambra for draw_joined_walls (every tile, the fountain too): its cell, its walls
 * (1 << AlhSide), their alpha. */
typedef struct TileWalls {
    int x, y;
    unsigned walls;
    Uint8 alpha;
} TileWalls;
/*
 * The walls of a whole Alhambra, joined across the gaps between tiles (along a line, back to back,
 * round a corner). Cell (x, y) is at ox + x * cell, oy + y * cell; tiles are drawn inset by `inset`
 * on every side. Draw the tiles with TileLook.walls = false first.
 */
void draw_joined_walls(AppContext *ctx, const TileWalls *t, int n, float ox, float oy, float cell, float inset);
/* Which drawing (1..TILE_DRAWINGS) a building tile shows: tiles of one type take turns. */
int tile_drawing(int tile);

#endif

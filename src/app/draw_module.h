/* SPDX-License-Identifier: MIT */
/* The expansion modules' pieces: squares, camps, city gates, module cards with the characters' portraits, the vizier. */
#ifndef ALHAMBRA_DRAW_MODULE_H
#define ALHAMBRA_DRAW_MODULE_H

#include <stdbool.h>
#include <SDL.h>
#include "app.h"
#include "draw_tile.h"

/* A square (ids 56..79): a paved plaza ringed in its colour, the colour's emblem at its centre. */
void draw_square_tile(AppContext *ctx, int tile, SDL_FRect rect, const TileLook *look);
/* A camp (ids 80..87): tents on grass, stone bastions on its joining sides, arrows where it scores. */
void draw_camp_tile(AppContext *ctx, int tile, SDL_FRect rect, const TileLook *look);
/* A city gate on the double wall between cell (its rect) and its neighbour on `side`. */
void draw_city_gate(AppContext *ctx, SDL_FRect cell, int side, float alpha);

/* Cards of the modules, in the money cards' size: diamonds (110..119), exchange cards (120..125),
 * city-gate cards (128..133) and characters (134..143). Returns false for another card. */
bool draw_module_card(AppContext *ctx, int card, SDL_FRect rect, float alpha, bool selected);
/* The same raised by `lift` (its shadow, see draw_card_lift); moving: its size changes every frame. */
bool draw_module_card_lift(AppContext *ctx, int card, SDL_FRect rect, float alpha, bool selected, float lift, bool moving);
/* A small cut gem filling rect (the diamonds' sign beside a sum). */
void draw_diamond_icon(AppContext *ctx, SDL_FRect rect, float alpha);
/* Bonus card 0..9 face up (the building it shows, its price), or its back with card < 0. */
void draw_bonus_card(AppContext *ctx, int card, SDL_FRect rect, float alpha);
/* The vizier token: a turbaned head in the player's colour; asleep it is grey with closed eyes. */
void draw_vizier(AppContext *ctx, float cx, float cy, float radius, SDL_Color colour, bool awake);
/* The translated name of character 0..9 (the engine's name when no translation is there). */
const char *draw_character_name(AppContext *ctx, int character);
/* A small icon of the module terms of a scoring (camps' lines, characters): a tent under a star. */
void draw_module_points_icon(AppContext *ctx, SDL_FRect rect, float alpha);

#endif

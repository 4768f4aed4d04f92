/* SPDX-License-Identifier: MIT */
/* Procedural money cards (currency colour, symbol, value in two corners, name) and card backs. */
#ifndef ALHAMBRA_DRAW_CARD_H
#define ALHAMBRA_DRAW_CARD_H

#include <stdbool.h>
#include <SDL.h>
#include "app.h"

#define CARD_ASPECT 1.45f   /* height / width */

SDL_Color currency_colour(int currency);
/* A money card (0..107), a scoring card (ALH_CARD_SCORING_1/2), a module's card (diamond, exchange,
 * city gate, character: draw_module.h) or, with ALH_CARD_NONE, a back. */
void draw_card(AppContext *ctx, int card, SDL_FRect rect, float alpha, bool selected);
void draw_card_back(AppContext *ctx, SDL_FRect rect, float alpha);
/* The currency's symbol alone, tinted with colour. */
void draw_currency_symbol(AppContext *ctx, int currency, SDL_FRect rect, SDL_Color colour);

#endif

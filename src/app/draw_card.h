/* SPDX-License-Identifier: MIT */
/* Money cards (each currency's own face, its symbol, the value large in two corners, its name), backs, scoring cards. */
#ifndef ALHAMBRA_DRAW_CARD_H
#define ALHAMBRA_DRAW_CARD_H

#include <stdbool.h>
#include <SDL.h>
#include "app.h"

#define CARD_ASPECT 1.45f /* height / width */

SDL_Color currency_colour(int currency);
/* A money card (0..107), a scoring card (ALH_CARD_SCORING_1/2), a module's card (drawn by its module's
 * client part) or, with ALH_CARD_NONE, a back. */
void draw_card(AppContext *ctx, int card, SDL_FRect rect, float alpha, bool selected);
void draw_card_back(AppContext *ctx, SDL_FRect rect, float alpha);
/* The same with the card raised by `lift` (0 resting .. 1 held up): its shadow falls further and
 * softer. The caller moves the card itself (a hovered or chosen card sits higher in its row). */
void draw_card_lift(AppContext *ctx, int card, SDL_FRect rect, float alpha, bool selected, float lift);
/* A card in flight (its size changing from frame to frame): drawn from a nearby cached size. */
void draw_card_flying(AppContext *ctx, int card, SDL_FRect rect, float lift);
/* The currency's symbol alone, tinted with colour. */
void draw_currency_symbol(AppContext *ctx, int currency, SDL_FRect rect, SDL_Color colour);

#endif

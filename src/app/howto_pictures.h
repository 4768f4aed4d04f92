/* SPDX-License-Identifier: MIT */
/*
 * Pictures drawn by the game for the how-to-play cards (issue #17 item 4): an exact payment, a
 * legal and an illegal placement, the points of the three scorings per building type. Each draws
 * into rect with the game's own pieces and writes its captions in the player's language.
 */
#ifndef ALHAMBRA_HOWTO_PICTURES_H
#define ALHAMBRA_HOWTO_PICTURES_H

#include "app.h"

void howto_picture_pay(AppContext *ctx, SDL_Rect rect);
void howto_picture_build(AppContext *ctx, SDL_Rect rect);
void howto_picture_score(AppContext *ctx, SDL_Rect rect);

/* The buildings the pictures show (tests check them against the engine): the one paid exactly with
 * 5 + 3, and the one placed east of the fountain, allowed or not. */
int howto_pay_example_tile(void);
int howto_build_example_tile(bool allowed);

#endif

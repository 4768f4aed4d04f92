/* SPDX-License-Identifier: MIT */
/* Bonus cards in the client: what the module's client files share. */
#ifndef ALH_MOD_BONUS_CARDS_CLIENT_H
#define ALH_MOD_BONUS_CARDS_CLIENT_H

#include <SDL.h>
#include "app.h"

/* Bonus card 0..9 face up (the building it shows, its price), or its back with card < 0. */
void bonus_card_draw(AppContext *ctx, int card, SDL_FRect rect, float alpha);

#endif

/* SPDX-License-Identifier: MIT */
/* The vizier in the client: what the module's client files share. */
#ifndef ALH_MOD_VIZIER_CLIENT_H
#define ALH_MOD_VIZIER_CLIENT_H

#include <stdbool.h>
#include <SDL.h>
#include "app.h"

/* The vizier token: a turbaned head in the player's colour; asleep it is grey with closed eyes. */
void vizier_draw(AppContext *ctx, float cx, float cy, float radius, SDL_Color colour, bool awake);

#endif

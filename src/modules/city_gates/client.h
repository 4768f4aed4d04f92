/* SPDX-License-Identifier: MIT */
/* City gates in the client: what the module's client files share. */
#ifndef ALH_MOD_CITY_GATES_CLIENT_H
#define ALH_MOD_CITY_GATES_CLIENT_H

#include <SDL.h>
#include "app.h"

/* A city gate on the double wall between cell (its rect) and its neighbour on `side`. */
void city_gate_draw(AppContext *ctx, SDL_FRect cell, int side, float alpha);

#endif

/* SPDX-License-Identifier: MIT */
/* The invaders' client part, shared with the open variant's module (invaders_open/client.c). */
#ifndef ALH_MOD_INVADERS_CLIENT_H
#define ALH_MOD_INVADERS_CLIENT_H

#include "client_module.h"
#include "match.h"

/* Its hooks (client_module.h), for the variant's part to call. */
bool alh_invaders_client_log(Match *m, const AlhEvent *e, const AlhCardSet *paid);
int alh_invaders_client_panel_height(const struct TableFrame *f, int w, int room);
void alh_invaders_client_panel_draw(struct TableFrame *f, SDL_Rect R);
int alh_invaders_client_moment_height(const struct TableFrame *f, int round, int w);
void alh_invaders_client_moment_draw(struct TableFrame *f, int round, SDL_Rect R, float alpha);
int alh_invaders_client_scoring_loss(const Match *m, int round, int player);

#endif

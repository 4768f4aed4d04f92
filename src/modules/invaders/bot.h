/* SPDX-License-Identifier: MIT */
/* The invaders' evaluation term, shared with the open variant's module. */
#ifndef ALH_MOD_INVADERS_BOT_H
#define ALH_MOD_INVADERS_BOT_H

#include "bot_module.h"

double alh_bot_invaders_value(BotEvalCtx *ctx, int player);

#endif

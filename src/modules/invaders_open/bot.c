/* SPDX-License-Identifier: MIT */
/* The invaders' open variant in the bots: the invaders' term (invaders/bot.c; the view shows the
 * top card face up), counted here only when the invaders module is not on too (it counts it then). */
#include "invaders/bot.h"

static double open_value(BotEvalCtx *ctx, int player)
{
    return alh_module_on(ctx->g, ALH_MOD_INVADERS) ? 0.0 : alh_bot_invaders_value(ctx, player);
}

const AlhModuleBot alh_bot_invaders_open = {
    .part = "invaders-open",
    .weight = 1.0,
    .value = open_value,
};

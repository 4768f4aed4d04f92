/* SPDX-License-Identifier: MIT */
/* The vizier in the bots: an awake vizier is one more exact purchase, out of turn; Easy wakes it
 * when money is worth something; playouts keep one exact payment per market space in its window. */
#include "bot_module.h"

static double value(BotEvalCtx *ctx, int p)
{
    const AlhGame *g = ctx->g;
    if (!((g->mod.vizier.awake >> p) & 1) || g->phase == ALH_PHASE_OVER || g->phase == ALH_PHASE_FINAL_PLACE)
        return 0;
    return 1.0 + 4.0 * ctx->coin;
}

static bool fast_action(const AlhGame *g, BotEvalCtx *ctx, const AlhCommand *c, double *score)
{
    (void)g;
    if (c->type != ALH_CMD_WAKE_VIZIER)
        return false;
    *score = 1.0 + 3.0 * ctx->coin;
    return true;
}

static int lean_key(const AlhGame *g, const AlhCommand *c)
{
    (void)g;
    return c->type == ALH_CMD_VIZIER_BUY ? c->space : -1;
}

const AlhModuleBot alh_bot_vizier = {
    .part = "vizier",
    .weight = 1.0,
    .value = value,
    .fast_action = fast_action,
    .lean_key = lean_key,
};

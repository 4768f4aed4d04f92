/* SPDX-License-Identifier: MIT */
/* Thieves in the bots: each thief held is a money card to come, worth a good card of its currency
 * while turns remain (an unused thief is worth nothing at the end). Playing one is judged by the
 * evaluation like any move: the card taken counts as money, an exact payment it completes counts
 * as such, and the thief is gone; so a bot plays one when the card is worth more to it than the
 * thief kept for later. */
#include "bot_module.h"
#include "thieves/thieves.h"

/* What a thief kept is worth, in money units: a little under a good card, since the card it will
 * take is chosen when it is worth most, but it may never come. */
#define THIEF_KEPT_UNITS 3.5

static double value(BotEvalCtx *ctx, int p)
{
    const AlhGame *g = ctx->g;
    if (g->phase == ALH_PHASE_OVER || g->phase == ALH_PHASE_FINAL_PLACE)
        return 0;
    int held = g->mod.thieves.count[p];
    if (!held)
        return 0;
    double later = bot_rounds_left(ctx) > 0 ? 1.0 : 0.4;
    return held * THIEF_KEPT_UNITS * ctx->coin * later;
}

const AlhModuleBot alh_bot_thieves = {
    .part = "thieves",
    .weight = 1.0,
    .value = value,
};

/* SPDX-License-Identifier: MIT */
/*
 * Thieves in the bots: a thief held is a money card to come. Playing one is judged by the
 * evaluation like any move (the greedy choice in the window after a turn, and the searching bots'
 * look-ahead): the card taken counts as money, an exact payment it completes counts as one, and the
 * thief's worth below is gone. So a bot plays a thief when the card is worth more to it now than a
 * thief kept for a better card later: a high card, or one that makes a payment exact; and as the
 * game runs out, a thief kept is worth less and less (an unused one is worth nothing at the end).
 * Other players' thieves count by their public number (which ones they are is guessed).
 */
#include "bot_module.h"
#include "thieves/thieves.h"

/* What a thief kept is worth at the start, in money units: about the card it will take (cards are
 * worth 1..9, and the thief waits for a good one), less the chance it never finds one. */
#define THIEF_KEPT_UNITS 4.5

static double value(BotEvalCtx *ctx, int p)
{
    const AlhGame *g = ctx->g;
    if (g->phase == ALH_PHASE_OVER || g->phase == ALH_PHASE_FINAL_PLACE)
        return 0;
    int held = g->mod.thieves.count[p];
    if (!held)
        return 0;
    /* Worth less as the bag empties: fewer windows left to use it in, none after the last. */
    double left = ctx->game_left < 0 ? 0 : ctx->game_left > 1 ? 1 : ctx->game_left;
    return held * THIEF_KEPT_UNITS * ctx->coin * (0.35 + 0.65 * left);
}

const AlhModuleBot alh_bot_thieves = {
    .part = "thieves",
    .weight = 1.0,
    .value = value,
};

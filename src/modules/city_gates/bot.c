/* SPDX-License-Identifier: MIT */
/* City gates in the bots: a held card lets a tile go where no path leads, so fewer tiles end on the
 * reserve; Easy takes the face-up card when the game has time left to use it. */
#include "bot_module.h"

static double value(BotEvalCtx *ctx, int p)
{
    int held = __builtin_popcount(ctx->g->mod.city_gates.cards[p]);
    if (!held)
        return 0;
    int reserve = ctx->g->players[p].reserve_count;
    return held * (0.5 + 2.0 * ctx->game_left) + (reserve > 0 ? 0.5 * ctx->game_left : 0);
}

static bool fast_action(const AlhGame *g, BotEvalCtx *ctx, const AlhCommand *c, double *score)
{
    (void)g;
    if (c->type != ALH_CMD_TAKE_GATE_CARD)
        return false;
    *score = 0.5 + 1.5 * ctx->game_left;
    return true;
}

const AlhModuleBot alh_bot_city_gates = {
    .part = "gate-cards",
    .weight = 1.0,
    .value = value,
    .fast_action = fast_action,
};

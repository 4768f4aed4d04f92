/* SPDX-License-Identifier: MIT */
/* Master builders in the bots: each card is money worth 3 (the base money term counts it through
 * alh_cards_money), and besides one more redesign while rounds remain to score: a little more than
 * its money. Easy takes and pays with them at face value and never plays one for a redesign (a
 * redesign it would not plan); the searching bots weigh the redesign by what the board becomes. */
#include "bot_module.h"
#include "master_builders/master_builders.h"

static double value(BotEvalCtx *ctx, int p)
{
    const AlhGame *g = ctx->g;
    if (g->phase == ALH_PHASE_OVER || g->phase == ALH_PHASE_FINAL_PLACE)
        return 0;
    int held = alh_cards_count_range(&g->players[p].hand, ALH_CARD_MASTER_BUILDER_FIRST, ALH_CARD_MASTER_BUILDER_COUNT);
    /* The redesign's worth: at most one a turn, so a second card adds less. */
    double option = held == 0 ? 0 : held == 1 ? 1.0 : 1.0 + 0.5 * (held - 1);
    return option * (bot_rounds_left(ctx) > 0 ? 1.0 : 0.3);
}

static int face_value(int card) { return alh_card_is_master_builder(card) ? ALH_MASTER_BUILDER_VALUE : -1; }

const AlhModuleBot alh_bot_master_builders = {
    .part = "master-builders",
    .weight = 1.0,
    .value = value,
    .take_worth = face_value,
    .pay_worth = face_value,
};

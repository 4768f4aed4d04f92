/* SPDX-License-Identifier: MIT */
/* Diamonds in the bots: they pay for a tile on any space (alone), like money of every currency at
 * once, so a pile of them is worth its money-like value; Easy takes and pays with them at face value. */
#include "bot_module.h"
#include "diamonds/diamonds.h"

static double value(BotEvalCtx *ctx, int p) { return bot_pile_worth(alh_cards_diamonds(&ctx->g->players[p].hand)) * ctx->coin; }

static int face_value(int card) { return alh_diamond_value(card); }

const AlhModuleBot alh_bot_diamonds = {
    .part = "diamonds",
    .weight = 1.5,
    .value = value,
    .take_worth = face_value,
    .pay_worth = face_value,
};

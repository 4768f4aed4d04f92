/* SPDX-License-Identifier: MIT */
/*
 * Bonus cards in the bots: a card in hand is laid at the next scoring once its building stands
 * (M-B1), so it counts for planning as soon as its building stands or waits to be placed; a card
 * whose building waits on the reserve is worth half a building more (building it pays twice).
 */
#include "bot_module.h"
#include "bonus_cards/bonus_cards.h"

static bool tile_at(const AlhGame *g, int tile, int loc, int player)
{
    return g->where[tile].loc == loc && g->where[tile].owner == player;
}

static void prepare_counts(BotEvalCtx *ctx)
{
    const AlhGame *g = ctx->g;
    for (int p = 0; p < g->num_players; p++)
        for (int card = 0; card < ALH_NUM_BONUS_CARDS; card++) {
            int tile = alh_bonus_card_tile(card);
            if (((g->mod.bonus_cards.hand[p] >> card) & 1) &&
                (tile_at(g, tile, ALH_LOC_ALHAMBRA, p) || tile_at(g, tile, ALH_LOC_PENDING, p)))
                ctx->counts[p][alh_tile_info(tile)->type]++;
        }
}

static double value(BotEvalCtx *ctx, int p)
{
    const AlhGame *g = ctx->g;
    double v = 0;
    for (int card = 0; card < ALH_NUM_BONUS_CARDS; card++) {
        int tile = alh_bonus_card_tile(card);
        if (((g->mod.bonus_cards.hand[p] >> card) & 1) && tile_at(g, tile, ALH_LOC_RESERVE, p))
            v += 0.5 * bot_type_gain(ctx, p, alh_tile_info(tile)->type);
    }
    return v;
}

const AlhModuleBot alh_bot_bonus_cards = {
    .part = "bonus-cards",
    .weight = 1.0,
    .value = value,
    .prepare_counts = prepare_counts,
};

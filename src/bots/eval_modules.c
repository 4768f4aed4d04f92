/* SPDX-License-Identifier: MIT */
/*
 * What the modules' pieces are worth to a bot: one evaluation term ("modules" in bot_terms[]) that
 * sums each module's part (its bot.c, alh_bot_registry), and the majority counts the modules change.
 * With no module a player chooses, every part is 0 and the counts are left alone, so base-game play
 * does not change at all.
 */
#include "bot_module.h"

#include <string.h>

double bot_pile_worth(int sum) { return sum <= 14 ? sum : 14 + 0.4 * (sum - 14); }

double bot_rounds_left(const BotEvalCtx *ctx) { return ctx->round_weight[1] + ctx->round_weight[2] + ctx->round_weight[3]; }

double bot_currency_weight(const AlhGame *g, int pay_currency)
{
    (void)g;
    if (pay_currency < ALH_NUM_CURRENCIES)
        return 1.7;
    int id = pay_currency - ALH_NUM_CURRENCIES;
    const AlhModuleBot *b = id < ALH_MOD_COUNT ? alh_bot_registry[id] : NULL;
    return b ? b->weight : 1.0;
}

int bot_modules_term_index(void)
{
    for (int i = 0; i < bot_term_count; i++)
        if (strcmp(bot_terms[i].name, "modules") == 0)
            return i;
    return -1;
}

void bot_modules_prepare(BotEvalCtx *ctx, const BotEvalParams *params)
{
    const AlhGame *g = ctx->g;
    if (!alh_modules_any_optional(&g->modules))
        return;
    int index = bot_modules_term_index();
    if (params && index >= 0 && index < 16 && params->term_scale[index] == 0)
        return; /* the module terms are switched off (measurements without them) */
    /* What scoring would count now: buildings and what the modules add (placed squares, laid bonus
     * cards, ...). */
    for (int p = 0; p < g->num_players; p++) {
        uint8_t now[ALH_NUM_TYPES];
        alh_building_counts(g, p, now);
        for (int t = 0; t < ALH_NUM_TYPES; t++)
            ctx->counts[p][t] = (uint8_t)(ctx->counts[p][t] + now[t] - g->players[p].board.type_count[t]);
    }
    /* What the modules expect to add soon. */
    for (int id = 0; id < ALH_MOD_COUNT; id++)
        if (alh_module_on(g, id) && alh_bot_registry[id]->prepare_counts)
            alh_bot_registry[id]->prepare_counts(ctx);
    memset(ctx->gain_known, 0, sizeof ctx->gain_known);
}

double bot_module_value(BotEvalCtx *ctx, int id, int p)
{
    if (id < 0 || id >= ALH_MOD_COUNT || !alh_module_on(ctx->g, id) || !alh_bot_registry[id]->value || p >= ctx->g->num_players)
        return 0;
    return alh_bot_registry[id]->value(ctx, p);
}

double bot_term_modules(BotEvalCtx *ctx, int p)
{
    if (!alh_modules_any_optional(&ctx->g->modules))
        return 0;
    double v = 0;
    for (int id = 0; id < ALH_MOD_COUNT; id++) {
        const AlhModuleBot *b = alh_bot_registry[id];
        if (b->value && alh_module_on(ctx->g, id))
            v += b->weight * b->value(ctx, p);
    }
    return v;
}

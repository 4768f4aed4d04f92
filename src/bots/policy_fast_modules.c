/* SPDX-License-Identifier: MIT */
/*
 * The fast policy's look at the modules' actions (Easy): the modules' own action kinds, and takes
 * and payments that involve a module's card, each scored by the module's bot part on the same scale
 * as the base actions in policy_fast.c (points, with Easy's noise). Without modules a player chooses
 * it does nothing and draws no random number.
 */
#include "bot_module.h"

#include <stdlib.h>

static double spread(const BotFastParams *fp, AlhRng *rng)
{
    if (fp->noise <= 0)
        return 0;
    return fp->noise * ((double)alh_rng_below(rng, 2001) / 1000.0 - 1.0);
}

static void consider(double score, const AlhCommand *c, double *best, AlhCommand *choice, bool *found)
{
    if (score > *best) {
        *best = score;
        *choice = *c;
        *found = true;
    }
}

/* The bot part of the module a card belongs to, when that module is in the game. */
static const AlhModuleBot *card_part(const AlhGame *g, int card)
{
    int id = alh_card_module(card);
    return alh_module_on(g, id) ? alh_bot_registry[id] : NULL;
}

/* A take with a module's card: its worth in money units (the base policy scores plain money). */
static bool take_score(const AlhGame *g, const BotEvalCtx *ctx, const AlhCommand *c, double *score)
{
    int sum = 0;
    bool module_card = false;
    for (int slot = 0; slot < ALH_DISPLAY_SLOTS; slot++) {
        int card = ((c->slots >> slot) & 1) ? g->display[slot] : ALH_CARD_NONE;
        if (card == ALH_CARD_NONE)
            continue;
        const AlhModuleBot *b = alh_card_is_money(card) ? NULL : card_part(g, card);
        int worth = b && b->take_worth ? b->take_worth(card) : -1;
        if (worth >= 0) {
            sum += worth;
            module_card = true;
        } else if (alh_card_is_money(card)) {
            sum += alh_card_value(card);
        }
    }
    *score = ctx->coin * sum;
    return module_card;
}

/* A purchase paid with a module's card: the building, less what is paid (the base policy scores
 * payments in money); a tile on offer beside the market, as its module's fast_action says. */
static bool buy_score(const AlhGame *g, BotEvalCtx *ctx, const AlhCommand *c, double *score)
{
    if (c->space >= ALH_MARKET_SPACES) { /* a module's tile on offer beside the market: its module scores it */
        int id = alh_tile_module(alh_buy_space(g, c->space).tile);
        const AlhModuleBot *b = alh_module_on(g, id) ? alh_bot_registry[id] : NULL;
        return b && b->fast_action && b->fast_action(g, ctx, c, score);
    }
    bool special = false;
    int paid = 0;
    ALH_CARDS_FOREACH(&c->cards, card) {
        const AlhModuleBot *b = alh_card_is_money(card) ? NULL : card_part(g, card);
        int worth = b && b->pay_worth ? b->pay_worth(card) : -1;
        if (worth >= 0) {
            special = true;
            paid += worth;
        } else if (alh_card_is_money(card)) {
            paid += alh_card_value(card);
        }
    }
    AlhBuySpace bs = alh_buy_space(g, c->space);
    if (!special || !bs.tile || bs.tile > ALH_NUM_TILES)
        return false; /* a module's tile (on offer beside the market) is its module's to score */
    const AlhTileInfo *info = alh_tile_info(bs.tile);
    double rounds = bot_rounds_left(ctx);
    *score = bot_type_gain(ctx, g->current, info->type) + 0.25 * __builtin_popcount(info->walls) * rounds + 0.5 -
             ctx->coin * paid - 0.5 * ctx->coin + (paid == bs.price ? 1.0 + 4.0 * ctx->coin : 0);
    return true;
}

void bot_fast_module_actions(const AlhGame *g, BotEvalCtx *ctx, const BotFastParams *fp, AlhRng *rng, double *best,
                             AlhCommand *choice, bool *found)
{
    if (!alh_modules_any_optional(&g->modules) || g->phase != ALH_PHASE_ACTION)
        return;
    /* Money and purchases (for the modules' cards), and the action kinds of modules Easy plays. */
    AlhKindSet kinds = alh_kinds_none();
    alh_kinds_add(&kinds, ALH_CMD_TAKE_MONEY);
    alh_kinds_add(&kinds, ALH_CMD_BUY);
    for (int t = ALH_CMD_BASE_COUNT; t < ALH_CMD_TYPE_COUNT; t++) {
        int id = alh_command_module(t);
        if (alh_module_on(g, id) && alh_bot_registry[id]->fast_action)
            alh_kinds_add(&kinds, t);
    }
    AlhCommand *cmds = malloc(sizeof *cmds * BOT_MAX_COMMANDS);
    if (!cmds)
        return;
    size_t n = alh_legal_commands_of(g, kinds, cmds, BOT_MAX_COMMANDS);
    if (n > BOT_MAX_COMMANDS)
        n = BOT_MAX_COMMANDS;
    for (size_t i = 0; i < n; i++) {
        const AlhCommand *c = &cmds[i];
        double score = 0;
        bool scored;
        if (c->type == ALH_CMD_TAKE_MONEY)
            scored = take_score(g, ctx, c, &score);
        else if (c->type == ALH_CMD_BUY)
            scored = buy_score(g, ctx, c, &score);
        else
            scored = alh_bot_registry[alh_command_module(c->type)]->fast_action(g, ctx, c, &score);
        if (scored)
            consider(score + spread(fp, rng), c, best, choice, found);
    }
    free(cmds);
}

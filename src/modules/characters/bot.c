/* SPDX-License-Identifier: MIT */
/*
 * Characters in the bots: each character owned is worth what its power should bring over the rest
 * of the game (the Entertainer's 8 points for sure, the Wise Man's half building where it earns
 * most, the City Watch's wall points, a share of the game left for the others); while a player is
 * the highest bidder of an auction, the card less what the bid costs. Playouts keep the lowest bid
 * of each currency.
 */
#include "bot_module.h"
#include "characters/bot.h"
#include "characters/characters.h"

/* What half a building more in the best type earns p over the scorings to come (the Wise Man). */
static double wise_man_worth(BotEvalCtx *ctx, int p)
{
    uint8_t halves[BOT_PARTICIPANTS][ALH_NUM_TYPES];
    for (int q = 0; q < BOT_PARTICIPANTS; q++)
        for (int t = 0; t < ALH_NUM_TYPES; t++)
            halves[q][t] = (uint8_t)(2 * ctx->counts[q][t] > 255 ? 255 : 2 * ctx->counts[q][t]);
    const uint8_t(*counts)[ALH_NUM_TYPES] = (const uint8_t(*)[ALH_NUM_TYPES])ctx->counts;
    double v = 0;
    for (int r = 1; r <= 3; r++) {
        if (ctx->round_weight[r] <= 0)
            continue;
        double best = 0;
        for (int t = 0; t < ALH_NUM_TYPES; t++) {
            if (ctx->counts[p][t] == 0 || halves[p][t] == 255)
                continue; /* half a building never makes a rank alone (M-K5) */
            double before = bot_majority_points(ctx, counts, r, p, t);
            halves[p][t]++;
            double after = bot_majority_points(ctx, (const uint8_t(*)[ALH_NUM_TYPES])halves, r, p, t);
            halves[p][t]--;
            if (after - before > best)
                best = after - before;
        }
        v += ctx->round_weight[r] * best;
    }
    return v;
}

double bot_character_worth(BotEvalCtx *ctx, int p, int character)
{
    const AlhGame *g = ctx->g;
    if (g->phase == ALH_PHASE_OVER)
        return 0;
    double left = ctx->game_left;
    switch (character) {
    case ALH_CHAR_ENTERTAINER: return 8.0; /* points at the end, certain */
    case ALH_CHAR_BEGGAR: return 3.0 * left;
    case ALH_CHAR_PATRON: return left > 0 ? 2.0 + 8.0 * ctx->coin : 0; /* a free building that also earns an action */
    case ALH_CHAR_MISER: return 2.5 * left;
    case ALH_CHAR_MASTER_BUILDER: return 1.5 * left;
    case ALH_CHAR_TRADER: return 3.5 * left;
    case ALH_CHAR_WISE_MAN: return wise_man_worth(ctx, p);
    case ALH_CHAR_DANCER: return 1.5 * left;
    case ALH_CHAR_MONEYCHANGER: return 2.0 * left;
    case ALH_CHAR_CITY_WATCH:
        if (ctx->wall_cache[p] < 0 && p < ALH_MAX_PLAYERS)
            ctx->wall_cache[p] = alh_longest_wall(g, p);
        return bot_rounds_left(ctx) * (ctx->wall_cache[p] / 3 + 0.3 * left);
    default: return 0;
    }
}

/* What cards held for a bid would cost p when they go to the discard pile: per currency (money's
 * four and any a module's cards are), the money-like worth lost, weighted as that currency. */
static double bid_cost(BotEvalCtx *ctx, int p, const AlhCardSet *bid)
{
    const AlhGame *g = ctx->g;
    const AlhCardSet *hand = &g->players[p].hand;
    int paid[ALH_NUM_CURRENCIES + ALH_MAX_MODULES] = {0}, have[ALH_NUM_CURRENCIES + ALH_MAX_MODULES] = {0};
    ALH_CARDS_FOREACH(hand, card) {
        int k = alh_card_pay_currency(g, card);
        if (k >= 0)
            have[k] += alh_card_worth(g, card);
    }
    ALH_CARDS_FOREACH(bid, card) {
        int k = alh_card_pay_currency(g, card);
        if (k >= 0)
            paid[k] += alh_card_worth(g, card);
    }
    double cost = 0;
    for (int k = 0; k < ALH_NUM_CURRENCIES + ALH_MAX_MODULES; k++)
        if (paid[k] > 0)
            cost += bot_currency_weight(g, k) * ctx->coin * (bot_pile_worth(have[k]) - bot_pile_worth(have[k] - paid[k]));
    return cost;
}

static double value(BotEvalCtx *ctx, int p)
{
    const AlhGame *g = ctx->g;
    const AlhCharactersState *st = &g->mod.characters;
    double v = 0;
    for (int ch = 0; ch < ALH_NUM_CHARACTERS; ch++)
        if ((st->owned[p] >> ch) & 1)
            v += bot_character_worth(ctx, p, ch);
    if (g->phase == ALH_PHASE_AUCTION && st->auction_bidder == p && alh_card_is_character(st->auction_card))
        v += bot_character_worth(ctx, p, st->auction_card - ALH_CARD_CHARACTER_FIRST) - bid_cost(ctx, p, &st->auction_cards);
    return v;
}

/* Bids by currency: money's four, then any module's own (all such in one key). */
static int lean_key(const AlhGame *g, const AlhCommand *c)
{
    if (c->type != ALH_CMD_BID)
        return -1;
    int first = alh_cards_next(&c->cards, 0);
    int k = first >= 0 ? alh_card_pay_currency(g, first) : -1;
    return k >= 0 && k < ALH_NUM_CURRENCIES ? k : ALH_NUM_CURRENCIES;
}

const AlhModuleBot alh_bot_characters = {
    .part = "characters",
    .weight = 1.0,
    .value = value,
    .lean_key = lean_key,
};

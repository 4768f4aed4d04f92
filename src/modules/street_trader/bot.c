/* SPDX-License-Identifier: MIT */
/*
 * The street trader in the bots. The term: the sets of the citizens on one's buildings score in
 * every round left (their points times the rounds left), and each citizen still on the trader is
 * the hope of one more, worth a little in the rounds left (less the fewer tiles remain), a little
 * more for each market tile of a colour it carries that could be built on the trader's space now
 * (so the searching bots put the trader back where one can come). The fast
 * policy (Easy): move a citizen in whenever it can; recruit the colour it has least of on its
 * buildings; swap a colour it holds twice for one it lacks; put the trader where a market tile of a
 * colour it carries could be built next.
 */
#include "bot_module.h"
#include "street_trader/street_trader.h"

/* Market tiles of a colour the trader carries that could be built on its space now: the chance
 * of a citizen moving in soon. */
static int matching_offers(const AlhGame *g, int p)
{
    const AlhStreetTraderState *st = &g->mod.street_trader;
    if (((st->aside >> p) & 1) || !st->carried[p])
        return 0;
    int n = 0;
    for (int k = 0; k < ALH_MARKET_SPACES; k++) {
        int tile = g->market[k];
        if (tile && alh_trader_count(g, p, alh_tile_info(tile)->type) && alh_spot_check(g, p, tile, st->x[p], st->y[p]) == ALH_OK)
            n++;
    }
    return n;
}

static double value(BotEvalCtx *ctx, int p)
{
    const AlhGame *g = ctx->g;
    int counts[ALH_NUM_TYPES];
    alh_street_housed_counts(g, p, counts);
    double rounds = bot_rounds_left(ctx);
    double riding = 1.2 * g->mod.street_trader.carried[p] * rounds * ctx->game_left;
    return alh_street_set_points(counts) * rounds + riding + 0.6 * matching_offers(g, p) * rounds;
}

/* How much one more citizen of colour c on p's buildings adds to p's sets. */
static int set_gain(const AlhGame *g, int p, int c)
{
    int counts[ALH_NUM_TYPES];
    alh_street_housed_counts(g, p, counts);
    int before = alh_street_set_points(counts);
    counts[c]++;
    return alh_street_set_points(counts) - before;
}

static bool fast_action(const AlhGame *g, BotEvalCtx *ctx, const AlhCommand *c, double *score)
{
    int p = c->player;
    double rounds = bot_rounds_left(ctx);
    switch (c->type) {
    case ALH_CMD_CITIZEN_KEEP: *score = 0; return true;
    case ALH_CMD_CITIZEN_HOUSE: *score = 3.0 + rounds; return true;
    case ALH_CMD_CITIZEN_STAY: *score = 0; return true;
    case ALH_CMD_CITIZEN_RECRUIT:
    case ALH_CMD_CITIZEN_SWAP: {
        int gain = c->space < ALH_NUM_TYPES ? set_gain(g, p, c->space) : 0;
        /* recruit the colour that adds most; give back the one that would add least, held twice */
        if (c->type == ALH_CMD_CITIZEN_RECRUIT)
            *score = gain;
        else
            *score = alh_trader_count(g, p, c->space) > 1 ? 0.5 : -0.5;
        return true;
    }
    case ALH_CMD_TRADER_PLACE: {
        double s = 0;
        for (int k = 0; k < ALH_MARKET_SPACES; k++) {
            int tile = g->market[k];
            if (!tile || alh_spot_check(g, p, tile, c->x, c->y) != ALH_OK)
                continue;
            s += alh_trader_count(g, p, alh_tile_info(tile)->type) ? 1.0 : 0.2;
        }
        *score = s;
        return true;
    }
    default: return false;
    }
}

const AlhModuleBot alh_bot_street_trader = {
    .part = "street-trader",
    .weight = 1.0,
    .value = value,
    .fast_action = fast_action,
};

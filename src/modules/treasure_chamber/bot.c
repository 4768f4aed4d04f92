/* SPDX-License-Identifier: MIT */
/*
 * The treasure chamber in the bots: the chests a player holds are worth the chest-majority points
 * they would bring in each scoring still to come (every participant's chests as they stand, Dirk
 * included), each round weighted as the evaluation weighs it. The search bots see a purchase's worth
 * in the position after it (the chests placed, the money gone). Easy scores a purchase by the places
 * its placeable chests would win, less the money paid.
 */
#include "bot_module.h"
#include "treasure_chamber/treasure_chamber.h"

/* Every participant's chests now (Dirk's at ALH_DIRK), counted once for the rounds still to come. */
static void chest_counts(const AlhGame *g, bool dirk, int counts[ALH_MAX_PLAYERS + 1])
{
    alh_chamber_counts(g, counts);
    for (int p = g->num_players; p <= ALH_MAX_PLAYERS; p++)
        if (!(p == ALH_DIRK && dirk))
            counts[p] = -1; /* not at the table: ranks with no one */
}

/* Points `mine` chests would bring in round, against every other participant's count. */
static int points_with(const int counts[ALH_MAX_PLAYERS + 1], int me, int mine, int round)
{
    if (mine < 1)
        return 0;
    int ahead = 0, tied = 0;
    for (int p = 0; p <= ALH_MAX_PLAYERS; p++) {
        if (p == me || counts[p] < 0)
            continue;
        ahead += counts[p] > mine;
        tied += counts[p] == mine;
    }
    int sum = 0;
    for (int k = 0; k <= tied; k++)
        sum += alh_chamber_points(round, ahead + k);
    return sum / (tied + 1);
}

static double worth(const BotEvalCtx *ctx, const int counts[ALH_MAX_PLAYERS + 1], int p, int mine)
{
    double v = 0;
    for (int round = 1; round <= 3; round++)
        if (ctx->round_weight[round] > 0)
            v += ctx->round_weight[round] * points_with(counts, p, mine, round);
    return v;
}

static double value(BotEvalCtx *ctx, int p)
{
    const AlhGame *g = ctx->g;
    if (g->phase == ALH_PHASE_OVER)
        return 0;
    int counts[ALH_MAX_PLAYERS + 1];
    chest_counts(g, ctx->dirk, counts);
    return worth(ctx, counts, p, counts[p]);
}

static bool fast_action(const AlhGame *g, BotEvalCtx *ctx, const AlhCommand *c, double *score)
{
    if (c->type != ALH_CMD_BUY_CHESTS)
        return false;
    int me = g->current, paid = 0;
    if (alh_check_mixed_payment(g, me, &c->cards, &paid) != ALH_OK)
        return false;
    int counts[ALH_MAX_PLAYERS + 1];
    chest_counts(g, ctx->dirk, counts);
    int now = counts[me], placed = alh_chamber_placeable(g, me, c->slots);
    *score = worth(ctx, counts, me, now + placed) - worth(ctx, counts, me, now) - ctx->coin * paid;
    return true;
}

const AlhModuleBot alh_bot_treasure_chamber = {
    .part = "treasure-chamber",
    .weight = 1.0,
    .value = value,
    .fast_action = fast_action,
};

/* SPDX-License-Identifier: MIT */
/*
 * Invaders in the bots: what the invasions still to come are expected to cost, from the sides of
 * the Alhambra open to each direction now (a wall facing the likely direction saves points), and
 * what a scout's look is worth.
 *
 * For each scoring still to come, the attack's direction is the top card's when the bot knows it
 * (a scout, the open variant: the view shows it), else any of the cards left with equal chance
 * (the view shows which are left; their order is hidden). The loss weighs like the round's points
 * (ctx->round_weight). A look is worth a little beyond that: the bot can still build against the
 * direction it knows (a point per round to come, about what one wall segment saves).
 */
#include "invaders/bot.h"
#include "invaders/invaders.h"

#define LOOK_WORTH 1.0

double alh_bot_invaders_value(BotEvalCtx *ctx, int player)
{
    const AlhGame *g = ctx->g;
    const AlhInvadersState *s = alh_invaders_state(g);
    if (s->used >= ALH_INVASION_CARDS || player < 0 || player >= g->num_players)
        return 0.0;
    int exposed[4];
    alh_invaders_exposed_all(g, player, exposed);
    int known = alh_invaders_top_known(g, player);
    /* The mean loss of a card left at random, per round. */
    double value = 0.0;
    for (int round = s->used + 1; round <= 3; round++) {
        double w = ctx->round_weight[round];
        if (w <= 0.0)
            continue;
        double loss = 0.0;
        if (round == s->used + 1 && known >= 0) {
            loss = alh_invaders_penalty_of(exposed, round, known);
            value += LOOK_WORTH * w;
        } else {
            int n = 0;
            for (int i = s->used; i < ALH_INVASION_CARDS; i++) {
                int side = alh_invasion_side(s->deck[i]);
                if (side == known && round > s->used + 1)
                    continue; /* the known card comes up before this round */
                loss += alh_invaders_penalty_of(exposed, round, side);
                n++;
            }
            loss = n ? loss / n : 0.0;
        }
        value -= w * loss;
    }
    return value;
}

const AlhModuleBot alh_bot_invaders = {
    .part = "invaders",
    .weight = 1.0,
    .value = alh_bot_invaders_value,
};

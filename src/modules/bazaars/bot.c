/* SPDX-License-Identifier: MIT */
/*
 * Bazaars in the bots. A bazaar scores once, in the last scoring, by its neighbourhood then: the
 * buildings of its colours among its eight neighbours times the colours among them. Its worth now
 * is that score as it stands plus what the empty cells round it may still bring while the tower
 * lasts, times the weight of the last scoring; a bazaar waiting to be placed counts at its best
 * legal spot, one in the reserve as a fair neighbourhood it may still find. Easy buys one beside the
 * market for that worth at its best spot now, less the money.
 */
#include "bot_module.h"
#include "bazaars/bazaars.h"

/* Of the empty cells round a bazaar, the share a player's later buildings fill (all the game
 * ahead), and the share of those in one of its colours (three of six). */
#define FILL_SHARE 0.45
#define MATCH_SHARE 0.5
/* A bazaar in the reserve: a neighbourhood of about 3 buildings of 2 colours, if the game goes on. */
#define RESERVE_POINTS 6.0

/* The points a bazaar at (x, y) of player's board is expected to score in the last scoring. */
static double expected_at(const AlhBoard *b, int bazaar, int x, int y, double game_left)
{
    AlhBazaarScore s = alh_bazaar_score_at(b, bazaar, x, y);
    int empty = 0;
    for (int k = 0; k < 8; k++)
        empty += alh_board_tile_at(b, x + alh_bazaar_dx[k], y + alh_bazaar_dy[k]) == 0;
    double more = empty * FILL_SHARE * MATCH_SHARE * game_left; /* matching buildings still to come */
    double n = s.neighbours + more;
    double colours = s.colours + (3 - s.colours) * (more > 1.5 ? 1.0 : more / 1.5) * 0.6;
    if (colours > 3)
        colours = 3;
    return n * colours;
}

/* The best expected points at any legal spot for a bazaar player holds (-1: no spot). */
static double best_spot(const AlhGame *g, int player, int bazaar, double game_left)
{
    AlhSpot spots[256];
    size_t n = alh_legal_spots(g, player, bazaar, spots, 256);
    double best = -1;
    for (size_t i = 0; i < n && i < 256; i++) {
        double v = expected_at(&g->players[player].board, bazaar, spots[i].x, spots[i].y, game_left);
        if (v > best)
            best = v;
    }
    return best;
}

static double value(BotEvalCtx *ctx, int p)
{
    const AlhGame *g = ctx->g;
    double last = ctx->round_weight[3];
    if (last <= 0)
        return 0;
    double v = 0;
    for (int t = ALH_TILE_BAZAAR_FIRST; t < ALH_TILE_BAZAAR_FIRST + ALH_NUM_BAZAARS; t++) {
        const AlhTilePlace *w = &g->where[t];
        if (w->owner != p)
            continue;
        if (w->loc == ALH_LOC_ALHAMBRA) {
            v += expected_at(&g->players[p].board, t, w->x, w->y, ctx->game_left);
        } else if (w->loc == ALH_LOC_PENDING) {
            double best = best_spot(g, p, t, ctx->game_left);
            v += best >= 0 ? best : RESERVE_POINTS * ctx->game_left;
        } else if (w->loc == ALH_LOC_RESERVE) {
            v += RESERVE_POINTS * ctx->game_left;
        }
    }
    return v * last;
}

/* Easy: buying a bazaar beside the market (always exact, so another action follows). */
static bool fast_action(const AlhGame *g, BotEvalCtx *ctx, const AlhCommand *c, double *score)
{
    if (c->type != ALH_CMD_BUY)
        return false;
    AlhBuySpace bs = alh_buy_space(g, c->space);
    if (!alh_tile_is_bazaar(bs.tile) || !bs.price)
        return false;
    double best = best_spot(g, c->player, bs.tile, ctx->game_left);
    if (best < 0)
        best = RESERVE_POINTS * ctx->game_left;
    *score = best * ctx->round_weight[3] - ctx->coin * bs.price + 1.0 + 4.0 * ctx->coin;
    return true;
}

const AlhModuleBot alh_bot_bazaars = {
    .part = "bazaars",
    .weight = 1.0,
    .value = value,
    .fast_action = fast_action,
};

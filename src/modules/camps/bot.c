/* SPDX-License-Identifier: MIT */
/* Camps in the bots: camps score their lines in every scoring still to come, and lines grow while
 * the game goes on; a camp waiting to be placed counts at its best legal spot. */
#include "bot_module.h"
#include "camps/bot.h"
#include "camps/camps.h"

static const int side_dx[4] = {0, 1, 0, -1}, side_dy[4] = {-1, 0, 1, 0};

/* Points a camp at x,y earns in one scoring: tiles in line along each arrow (M-C2). */
static int line_points(const AlhBoard *b, int camp, int x, int y)
{
    int arrows = alh_camp_arrows(camp), points = 0;
    for (int s = 0; s < 4; s++) {
        if (!((arrows >> s) & 1))
            continue;
        for (int k = 1; k < ALH_GRID; k++) {
            int t = alh_board_tile_at(b, x + k * side_dx[s], y + k * side_dy[s]);
            if (!t || alh_tile_is_camp(t))
                break;
            points++;
        }
    }
    return points;
}

int bot_camp_points(const AlhGame *g, int p)
{
    int points = 0;
    for (int t = ALH_TILE_CAMP_FIRST; t < ALH_TILE_CAMP_FIRST + ALH_NUM_CAMPS; t++)
        if (g->where[t].loc == ALH_LOC_ALHAMBRA && g->where[t].owner == p)
            points += line_points(&g->players[p].board, t, g->where[t].x, g->where[t].y);
    return points;
}

static double value(BotEvalCtx *ctx, int p)
{
    const AlhGame *g = ctx->g;
    const AlhBoard *b = &g->players[p].board;
    double rounds = bot_rounds_left(ctx), v = 0;
    if (rounds <= 0)
        return 0;
    for (int t = ALH_TILE_CAMP_FIRST; t < ALH_TILE_CAMP_FIRST + ALH_NUM_CAMPS; t++) {
        const AlhTilePlace *w = &g->where[t];
        if (w->owner != p)
            continue;
        int arrows = __builtin_popcount((unsigned)alh_camp_arrows(t));
        double growth = 0.8 * arrows * ctx->game_left;
        if (w->loc == ALH_LOC_ALHAMBRA) {
            v += (line_points(b, t, w->x, w->y) + growth) * rounds;
        } else if (w->loc == ALH_LOC_PENDING) {
            AlhSpot spots[256];
            size_t n = alh_legal_spots(g, p, t, spots, 256);
            int best = -1;
            for (size_t i = 0; i < n && i < 256; i++) {
                int pts = line_points(b, t, spots[i].x, spots[i].y);
                if (pts > best)
                    best = pts;
            }
            if (best >= 0)
                v += (best + growth) * rounds;
            else
                v += 0.5 * growth * rounds; /* to the reserve: it may find a place later */
        } else if (w->loc == ALH_LOC_RESERVE) {
            v += 0.5 * growth * rounds;
        }
    }
    return v;
}

const AlhModuleBot alh_bot_camps = {
    .part = "camps",
    .weight = 1.0,
    .value = value,
};

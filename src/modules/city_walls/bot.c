/* SPDX-License-Identifier: MIT */
/*
 * City walls in the bots: a built wall is part of its tile, so the base evaluation's wall term
 * (alh_longest_wall, which reads the built walls) and its placement terms already weigh it; the
 * search bots see a wall's worth in the position after it. The fast policy (Easy) gets a rough
 * score: a segment on the Alhambra (or the fountain) is worth about a point in each scoring left,
 * less when it joins no wall yet; one on a tile still to place, half that (where it ends up is
 * not known, and it narrows the spots).
 */
#include "bot_module.h"
#include "city_walls/city_walls.h"

static bool walled_neighbour(const AlhGame *g, int player, int x, int y, int sides)
{
    static const int dx[4] = {0, 1, 0, -1}, dy[4] = {-1, 0, 1, 0};
    /* A segment on side s runs on from a wall on the side s of the tiles beside it along that line. */
    for (int s = 0; s < 4; s++) {
        if (!((sides >> s) & 1))
            continue;
        int along = (s + 1) % 4;
        for (int k = -1; k <= 1; k += 2)
            if (alh_side_is_wall(g, player, x + k * dx[along], y + k * dy[along], s))
                return true;
    }
    return false;
}

static bool fast_action(const AlhGame *g, BotEvalCtx *ctx, const AlhCommand *c, double *score)
{
    if (c->type != ALH_CMD_BUILD_WALL || c->slots >= ALH_CARD_WALL_COUNT)
        return false;
    int player = g->current, sides = alh_wall_card_sides(c->slots);
    int segments = __builtin_popcount((unsigned)sides);
    double per_segment = 0.5;
    if (c->tile == ALH_TILE_FOUNTAIN || g->where[c->tile].loc == ALH_LOC_ALHAMBRA) {
        int x = c->tile == ALH_TILE_FOUNTAIN ? 0 : g->where[c->tile].x,
            y = c->tile == ALH_TILE_FOUNTAIN ? 0 : g->where[c->tile].y;
        per_segment = walled_neighbour(g, player, x, y, sides) ? 1.0 : 0.6;
    }
    *score = per_segment * segments * bot_rounds_left(ctx);
    return true;
}

const AlhModuleBot alh_bot_city_walls = {
    .no_term_because = "built walls count in the base evaluation's wall term (alh_longest_wall reads them)",
    .fast_action = fast_action,
};

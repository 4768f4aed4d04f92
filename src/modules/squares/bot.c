/* SPDX-License-Identifier: MIT */
/*
 * Squares in the bots: a square waiting to be placed counts for planning as much as it would at its
 * best legal spot now; Easy takes a square for the buildings of its colour it would join there.
 */
#include "bot_module.h"
#include "squares/squares.h"

static const int side_dx[4] = {0, 1, 0, -1}, side_dy[4] = {-1, 0, 1, 0};

/* Buildings of a square's colour joined to it at x,y with no wall between, three at most (M-S2). */
static int worth_at(const AlhGame *g, int p, int square, int x, int y)
{
    const AlhBoard *b = &g->players[p].board;
    const AlhTileInfo *info = alh_tile_info(square);
    int n = 0;
    for (int s = 0; s < 4; s++) {
        int t = alh_board_tile_at(b, x + side_dx[s], y + side_dy[s]);
        if (t < 1 || t > ALH_NUM_TILES || alh_tile_info(t)->type != info->type)
            continue;
        if (((info->walls >> s) & 1) || ((alh_tile_info(t)->walls >> ((s + 2) & 3)) & 1))
            continue;
        n++;
    }
    return n < 3 ? n : 3;
}

/* What a square would count at its best legal spot now. */
static int best_worth(const AlhGame *g, int p, int square)
{
    AlhSpot spots[256];
    size_t n = alh_legal_spots(g, p, square, spots, 256);
    int best = 0;
    for (size_t i = 0; i < n && i < 256; i++) {
        int w = worth_at(g, p, square, spots[i].x, spots[i].y);
        if (w > best)
            best = w;
    }
    return best;
}

static void prepare_counts(BotEvalCtx *ctx)
{
    const AlhGame *g = ctx->g;
    for (int p = 0; p < g->num_players; p++) {
        if (!g->players[p].pending_count)
            continue;
        for (int t = ALH_TILE_SQUARE_FIRST; t < ALH_TILE_SQUARE_FIRST + ALH_NUM_SQUARES; t++)
            if (g->where[t].loc == ALH_LOC_PENDING && g->where[t].owner == p)
                ctx->counts[p][alh_tile_info(t)->type] = (uint8_t)(ctx->counts[p][alh_tile_info(t)->type] + best_worth(g, p, t));
    }
}

/* The face-up square of a colour pile, or 0. */
static int top_square(const AlhGame *g, int colour)
{
    for (int t = ALH_TILE_SQUARE_FIRST; t < ALH_TILE_SQUARE_FIRST + ALH_NUM_SQUARES; t++)
        if (g->where[t].loc == ALH_LOC_SUPPLY && g->where[t].x == colour && g->where[t].y == 0)
            return t;
    return 0;
}

static bool fast_action(const AlhGame *g, BotEvalCtx *ctx, const AlhCommand *c, double *score)
{
    int square = top_square(g, c->space);
    if (c->type != ALH_CMD_TAKE_SQUARE || !square)
        return false;
    *score = best_worth(g, g->current, square) * bot_type_gain(ctx, g->current, c->space) + 0.25 * bot_rounds_left(ctx);
    return true;
}

const AlhModuleBot alh_bot_squares = {
    .prepare_counts = prepare_counts,
    .fast_action = fast_action,
};

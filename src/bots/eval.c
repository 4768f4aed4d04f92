/* SPDX-License-Identifier: MIT */
/*
 * The position evaluation, as a table of terms. Each term estimates the points a player can still
 * count on from one aspect of the position (score so far, majorities, wall, money, ...). A module
 * that adds a way to score adds a term here; the bots' code paths stay the same.
 */
#include "bot_internal.h"

#include <string.h>

/* ------------------------------------------------------------------ the context */

/* Which fifth of the deck holds scoring card k (0 or 1): piles 2 and 4 (R8). */
static const int scoring_pile[2] = {2, 4};

static double clamp01(double v) { return v < 0 ? 0 : (v > 1 ? 1 : v); }

void bot_eval_init(BotEvalCtx *ctx, const AlhGame *g)
{
    memset(ctx, 0, sizeof *ctx);
    ctx->g = g;
    ctx->players = g->num_players;
    ctx->dirk = (g->modules >> ALH_MOD_TWO_PLAYER) & 1;
    for (int p = 0; p < g->num_players; p++) {
        memcpy(ctx->counts[p], g->players[p].board.type_count, ALH_NUM_TYPES);
        ctx->wall_cache[p] = -1;
    }
    if (ctx->dirk)
        memcpy(ctx->counts[ALH_DIRK], g->dirk_type_count, ALH_NUM_TYPES);
    /* Tiles bought this turn (or awarded at the end) will be built: count them already. */
    for (int t = 1; t <= ALH_NUM_TILES; t++)
        if (g->where[t].loc == ALH_LOC_PENDING)
            ctx->counts[g->where[t].owner][alh_tile_info(t)->type]++;

    int bag_total = g->bag_len > ALH_MARKET_SPACES ? g->bag_len - ALH_MARKET_SPACES : 1;
    ctx->game_left = clamp01((double)alh_bag_remaining(g) / bag_total);
    if (g->phase == ALH_PHASE_OVER || g->phase == ALH_PHASE_FINAL_PLACE)
        ctx->game_left = 0;

    /* The next scoring counts almost fully when its card is near; later ones are less certain. */
    int next = g->scorings_done + 1;
    if (g->phase != ALH_PHASE_OVER) {
        for (int r = next; r <= 3; r++) {
            double w;
            if (r > next) {
                w = r == next + 1 ? 0.55 : 0.4;
            } else if (r <= 2) {
                int pile = alh_current_pile(g);
                int target = scoring_pile[r - 1];
                w = pile == target ? 1.0 : (pile == target - 1 ? 0.85 : 0.7);
            } else {
                w = 1.0 - 0.45 * ctx->game_left;
            }
            ctx->round_weight[r] = w;
        }
    }
    ctx->coin = 0.06 + 0.5 * clamp01(ctx->game_left * 1.6);
}

/* ------------------------------------------------------------------ majorities */

static int place_points(int round, int place, int type)
{
    static const int base[3][3] = {{1, 0, 0}, {8, 1, 0}, {16, 8, 1}};
    if (place < 0 || place >= round)
        return 0;
    return base[round - 1][place] + type;
}

double bot_majority_points(const BotEvalCtx *ctx, const uint8_t counts[BOT_PARTICIPANTS][ALH_NUM_TYPES],
                           int round, int p, int type)
{
    int mine = counts[p][type];
    if (mine == 0)
        return 0;
    int above = 0, tied = 0;
    for (int q = 0; q < BOT_PARTICIPANTS; q++) {
        if (q >= ctx->players && !(q == ALH_DIRK && ctx->dirk))
            continue;
        int c = counts[q][type];
        if (c > mine)
            above++;
        else if (c == mine)
            tied++;
    }
    if (above >= round)
        return 0;
    int sum = 0;
    for (int k = 0; k < tied; k++)
        sum += place_points(round, above + k, type);
    return (double)sum / tied;
}

static double majority_value(const BotEvalCtx *ctx, const uint8_t counts[BOT_PARTICIPANTS][ALH_NUM_TYPES], int p)
{
    double v = 0;
    for (int r = 1; r <= 3; r++) {
        if (ctx->round_weight[r] <= 0)
            continue;
        for (int t = 0; t < ALH_NUM_TYPES; t++)
            v += ctx->round_weight[r] * bot_majority_points(ctx, counts, r, p, t);
    }
    return v;
}

double bot_type_gain(const BotEvalCtx *ctx, int p, int type)
{
    uint8_t counts[BOT_PARTICIPANTS][ALH_NUM_TYPES];
    memcpy(counts, ctx->counts, sizeof counts);
    double before = 0, after = 0;
    for (int r = 1; r <= 3; r++) {
        if (ctx->round_weight[r] <= 0)
            continue;
        before += ctx->round_weight[r] * bot_majority_points(ctx, counts, r, p, type);
    }
    counts[p][type]++;
    for (int r = 1; r <= 3; r++) {
        if (ctx->round_weight[r] <= 0)
            continue;
        after += ctx->round_weight[r] * bot_majority_points(ctx, counts, r, p, type);
    }
    /* Each building also keeps the race open for later rounds. */
    return after - before + 0.6 * ctx->game_left;
}

/* ------------------------------------------------------------------ the terms */

static double term_score(BotEvalCtx *ctx, int p)
{
    return ctx->g->players[p].score;
}

static double term_majority(BotEvalCtx *ctx, int p)
{
    return majority_value(ctx, (const uint8_t (*)[ALH_NUM_TYPES])ctx->counts, p);
}

static int wall_of(BotEvalCtx *ctx, int p)
{
    if (ctx->wall_cache[p] < 0)
        ctx->wall_cache[p] = alh_longest_wall(&ctx->g->players[p].board);
    return ctx->wall_cache[p];
}

static double term_wall(BotEvalCtx *ctx, int p)
{
    double rounds = ctx->round_weight[1] + ctx->round_weight[2] + ctx->round_weight[3];
    return rounds * wall_of(ctx, p);
}

/* Money buys buildings later; beyond what a purchase needs, a currency's pile is worth less. */
static double term_money(BotEvalCtx *ctx, int p)
{
    const AlhCardSet *hand = &ctx->g->players[p].hand;
    double v = 0;
    for (int c = 0; c < ALH_NUM_CURRENCIES; c++) {
        int sum = alh_cards_sum(hand, c);
        v += sum <= 14 ? sum : 14 + 0.4 * (sum - 14);
    }
    return v * ctx->coin;
}

static double term_reserve(BotEvalCtx *ctx, int p)
{
    return ctx->g->players[p].reserve_count * (0.3 + 1.2 * ctx->game_left);
}

/* Each building adds to the race for later rounds beyond what the current ranks show. */
static double term_buildings(BotEvalCtx *ctx, int p)
{
    int n = 0;
    for (int t = 0; t < ALH_NUM_TYPES; t++)
        n += ctx->counts[p][t];
    return n * ctx->game_left;
}

/* Free places a future tile can join through an open side: fewer means more tiles go to the reserve. */
static double term_open_spots(BotEvalCtx *ctx, int p)
{
    if (ctx->game_left <= 0)
        return 0;
    const AlhBoard *b = &ctx->g->players[p].board;
    static const int dx[4] = {0, 1, 0, -1}, dy[4] = {-1, 0, 1, 0};
    int open = 0;
    for (int y = b->min_y - 1; y <= b->max_y + 1; y++)
        for (int x = b->min_x - 1; x <= b->max_x + 1; x++) {
            if (alh_board_tile_at(b, x, y))
                continue;
            for (int s = 0; s < 4; s++) {
                int n = alh_board_tile_at(b, x + dx[s], y + dy[s]);
                if (!n)
                    continue;
                const AlhTileInfo *info = alh_tile_info(n);
                if (!((info->walls >> ((s + 2) & 3)) & 1)) {
                    open++;
                    break;
                }
            }
        }
    return (open < 8 ? open : 8 + 0.25 * (open - 8)) * ctx->game_left;
}

/* An exact payment earned another action that has not been used yet. */
static double term_tempo(BotEvalCtx *ctx, int p)
{
    const AlhGame *g = ctx->g;
    return (g->phase == ALH_PHASE_ACTION && g->current == p && g->bonus_action) ? 1.0 + 4.0 * ctx->coin : 0;
}

const BotTerm bot_terms[] = {
    {"score", term_score, 1.0},
    {"majority", term_majority, 1.0},
    {"wall", term_wall, 1.0},
    {"money", term_money, 1.0},
    {"reserve", term_reserve, 1.0},
    {"buildings", term_buildings, 1.0},
    {"open-spots", term_open_spots, 0.35},
    {"tempo", term_tempo, 1.0},
};
const int bot_term_count = (int)(sizeof bot_terms / sizeof bot_terms[0]);

static const BotEvalParams default_params = {
    .term_scale = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1},
    .rivalry = 0.5,
};

const BotEvalParams *bot_default_params(void)
{
    return &default_params;
}

double bot_eval_player(BotEvalCtx *ctx, const BotEvalParams *params, int player)
{
    if (ctx->g->phase == ALH_PHASE_OVER)
        return ctx->g->players[player].score;
    double v = 0;
    for (int i = 0; i < bot_term_count; i++) {
        double scale = bot_terms[i].weight * params->term_scale[i];
        if (scale != 0)
            v += scale * bot_terms[i].value(ctx, player);
    }
    return v;
}

double bot_eval_relative(const AlhGame *g, const BotEvalParams *params, int player)
{
    BotEvalCtx ctx;
    bot_eval_init(&ctx, g);
    double mine = bot_eval_player(&ctx, params, player);
    if (params->rivalry == 0)
        return mine;
    double best = -1e9;
    for (int q = 0; q < g->num_players; q++)
        if (q != player) {
            double v = bot_eval_player(&ctx, params, q);
            if (v > best)
                best = v;
        }
    return mine - params->rivalry * best;
}

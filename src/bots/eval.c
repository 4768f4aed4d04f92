/* SPDX-License-Identifier: MIT */
/*
 * The position evaluation, as a table of terms. Each term estimates the points a player can still
 * count on from one aspect of the position (score so far, majorities, wall, money, ...). A module
 * that adds a way to score adds a term here; the bots' code paths stay the same.
 */
#include "bot_internal.h"
#include "bot_module.h"

#include <stddef.h>
#include <stdio.h>
#include <string.h>

/* ------------------------------------------------------------------ the context */

/* Which fifth of the deck holds scoring card k (0 or 1): piles 2 and 4 (R8). */
static const int scoring_pile[2] = {2, 4};

static double clamp01(double v) { return v < 0 ? 0 : (v > 1 ? 1 : v); }

/*
 * A length the compiler does not see: a context is zeroed for every candidate evaluated, and a
 * constant length is zeroed inline with `rep stos`, whose start cost a third of
 * bot_eval_init_params' time; the C library's memset writes those few hundred bytes with vector stores.
 */
static void zero_bytes(void *p, size_t n)
{
    volatile size_t len = n;
    memset(p, 0, len);
}

void bot_eval_init(BotEvalCtx *ctx, const AlhGame *g) { bot_eval_init_params(ctx, g, bot_default_params()); }

void bot_eval_init_params(BotEvalCtx *ctx, const AlhGame *g, const BotEvalParams *params)
{
    const BotEvalParams *k = params;
    /* Everything but the gains' cache, which is read only once written (gain_known). */
    zero_bytes(ctx, offsetof(BotEvalCtx, gain_cache));
    ctx->g = g;
    ctx->params = params;
    ctx->players = g->num_players;
    ctx->dirk = alh_game_has_dirk(g);
    for (int p = 0; p < g->num_players; p++) {
        memcpy(ctx->counts[p], g->players[p].board.type_count, ALH_NUM_TYPES);
        ctx->wall_cache[p] = -1;
        ctx->open_cache[p] = -1;
        ctx->participants[ctx->participant_count++] = (uint8_t)p;
        /* Tiles bought this turn (or awarded at the end) will be built: count them already (the
         * buildings only: the modules' pieces are not in these bits, and are none). The engine
         * keeps each player's waiting buildings as bits, so no tile's place is read. */
        for (uint64_t waiting = g->players[p].pending_buildings; waiting; waiting &= waiting - 1)
            ctx->counts[p][alh_tile_info(__builtin_ctzll(waiting))->type]++;
    }
    if (ctx->dirk) {
        memcpy(ctx->counts[ALH_DIRK], g->dirk_type_count, ALH_NUM_TYPES);
        ctx->participants[ctx->participant_count++] = ALH_DIRK;
    }

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
                w = r == next + 1 ? k->round_second : k->round_third;
            } else if (r <= 2 && g->scorings_due > 0) {
                w = 1.0; /* its card is drawn already (a module's phase stopped the refill): it is certain */
            } else if (r <= 2) {
                int pile = alh_current_pile(g);
                int target = scoring_pile[r - 1];
                w = pile == target ? 1.0 : (pile == target - 1 ? k->round_near : k->round_far);
            } else {
                w = 1.0 - k->round_last_slope * ctx->game_left;
            }
            ctx->round_weight[r] = w;
        }
    }
    ctx->coin = k->coin_base + k->coin_span * clamp01(ctx->game_left * k->coin_ramp);
}

/* ------------------------------------------------------------------ majorities */

/*
 * A round pays its places base + type (R5): round 1 {1}, round 2 {8, 1}, round 3 {16, 8, 1}, and
 * nothing beyond them. base_before[round - 1][k]: the bases of the places before k, summed.
 */
static const int8_t base_before[3][4] = {{0, 1, 1, 1}, {0, 8, 9, 9}, {0, 16, 24, 25}};

/* Where p would rank in a type with `mine` buildings: participants above, and those level (p included). */
static void rank_in_type(const BotEvalCtx *ctx, const uint8_t counts[BOT_PARTICIPANTS][ALH_NUM_TYPES], int p, int type, int mine,
                         int *above, int *tied)
{
    *above = 0;
    *tied = 1;
    for (int i = 0; i < ctx->participant_count; i++) {
        int q = ctx->participants[i];
        if (q == p)
            continue;
        int c = counts[q][type];
        if (c > mine)
            ++*above;
        else if (c == mine)
            ++*tied;
    }
}

/* Points of a round in a type for a rank (ties share the places they span). */
static double rank_points(int round, int type, int mine, int above, int tied)
{
    if (mine == 0 || above >= round)
        return 0;
    /* The places the tie spans that the round pays (above < round here), summed at once. */
    int paid_end = above + tied < round ? above + tied : round;
    int sum = base_before[round - 1][paid_end] - base_before[round - 1][above] + type * (paid_end - above);
    return tied == 1 ? (double)sum : (double)sum / tied; /* x / 1 is x: no division for a rank alone */
}

/* Points of a round for p in a type if p had `mine` buildings of it and the others as counted. */
static double points_if(const BotEvalCtx *ctx, const uint8_t counts[BOT_PARTICIPANTS][ALH_NUM_TYPES], int round, int p, int type,
                        int mine)
{
    if (mine == 0)
        return 0;
    int above, tied;
    rank_in_type(ctx, counts, p, type, mine, &above, &tied);
    return rank_points(round, type, mine, above, tied);
}

double bot_majority_points(const BotEvalCtx *ctx, const uint8_t counts[BOT_PARTICIPANTS][ALH_NUM_TYPES], int round, int p,
                           int type)
{
    return points_if(ctx, counts, round, p, type, counts[p][type]);
}

static double majority_value(const BotEvalCtx *ctx, const uint8_t counts[BOT_PARTICIPANTS][ALH_NUM_TYPES], int p)
{
    /* The ranks do not depend on the round: found once per type (this runs for every evaluation). */
    int above[ALH_NUM_TYPES], tied[ALH_NUM_TYPES];
    for (int t = 0; t < ALH_NUM_TYPES; t++)
        if (counts[p][t])
            rank_in_type(ctx, counts, p, t, counts[p][t], &above[t], &tied[t]);
    double v = 0;
    for (int r = 1; r <= 3; r++) {
        if (ctx->round_weight[r] <= 0)
            continue;
        /* A type that pays nothing this round adds +0 to a sum of no negative points: left out, the
         * sum is the same to the bit. */
        for (int t = 0; t < ALH_NUM_TYPES; t++)
            if (counts[p][t] && above[t] < r)
                v += ctx->round_weight[r] * rank_points(r, t, counts[p][t], above[t], tied[t]);
    }
    return v;
}

double bot_type_gain(BotEvalCtx *ctx, int p, int type)
{
    /* A piece without a building type (a module's) joins no majority. */
    if (type < 0 || type >= ALH_NUM_TYPES)
        return 0.3 * ctx->game_left;
    if (ctx->gain_known[p][type])
        return ctx->gain_cache[p][type];
    const uint8_t(*counts)[ALH_NUM_TYPES] = (const uint8_t(*)[ALH_NUM_TYPES])ctx->counts;
    int mine = counts[p][type];
    /* p's rank with its buildings and with one more, in one pass over the others. */
    int above0 = 0, tied0 = 1, above1 = 0, tied1 = 1;
    for (int i = 0; i < ctx->participant_count; i++) {
        int q = ctx->participants[i];
        if (q == p)
            continue;
        int c = counts[q][type];
        above0 += c > mine;
        tied0 += c == mine;
        above1 += c > mine + 1;
        tied1 += c == mine + 1;
    }
    double gain = 0;
    for (int r = 1; r <= 3; r++)
        if (ctx->round_weight[r] > 0)
            gain += ctx->round_weight[r] *
                    (rank_points(r, type, mine + 1, above1, tied1) - rank_points(r, type, mine, above0, tied0));
    /* Each building also keeps the race open for later rounds. */
    gain += ctx->params->gain_open * ctx->game_left;
    ctx->gain_cache[p][type] = gain;
    ctx->gain_known[p][type] = 1;
    return gain;
}

/* ------------------------------------------------------------------ the terms */

static double term_score(BotEvalCtx *ctx, int p) { return ctx->g->players[p].score; }

void bot_majority_memo_init(BotMajorityMemo *m) { memset(m, 0, sizeof *m); }

static bool majority_inputs_equal(const BotMajorityEntry *e, const BotEvalCtx *ctx)
{
    return e->participant_count == ctx->participant_count && memcmp(e->counts, ctx->counts, sizeof e->counts) == 0 &&
           memcmp(e->round_weight, ctx->round_weight, sizeof e->round_weight) == 0 &&
           memcmp(e->participants, ctx->participants, sizeof e->participants) == 0;
}

static double term_majority(BotEvalCtx *ctx, int p)
{
    BotMajorityMemo *m = ctx->majorities;
    if (!m)
        return majority_value(ctx, (const uint8_t(*)[ALH_NUM_TYPES])ctx->counts, p);
    for (int w = 0; w < BOT_MAJORITY_MEMO_WAYS; w++)
        if (majority_inputs_equal(&m->entry[p][w], ctx))
            return m->entry[p][w].value;
    double v = majority_value(ctx, (const uint8_t(*)[ALH_NUM_TYPES])ctx->counts, p);
    BotMajorityEntry *e = &m->entry[p][m->next[p]];
    m->next[p] = (m->next[p] + 1) % BOT_MAJORITY_MEMO_WAYS;
    memcpy(e->counts, ctx->counts, sizeof e->counts);
    memcpy(e->round_weight, ctx->round_weight, sizeof e->round_weight);
    memcpy(e->participants, ctx->participants, sizeof e->participants);
    e->participant_count = ctx->participant_count;
    e->value = v;
    return v;
}

static int wall_of(BotEvalCtx *ctx, int p)
{
    if (ctx->wall_cache[p] < 0)
        ctx->wall_cache[p] = alh_longest_wall(ctx->g, p);
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
    double cap = ctx->params->money_cap, beyond = ctx->params->money_beyond;
    double v = 0;
    int sums[ALH_NUM_CURRENCIES];
    /* A hand of money alone whose power the ranking knows (unchanged by the command): its sums are
     * there already, the same as the engine's (money cards at their values). */
    const BotHandPower *power = ctx->powers ? ctx->powers[p] : NULL;
    if (power)
        memcpy(sums, power->sum, sizeof sums);
    else
        alh_cards_money_each(ctx->g, hand, sums); /* the four sums in one pass over the hand */
    for (int c = 0; c < ALH_NUM_CURRENCIES; c++) {
        int sum = sums[c];
        v += sum <= cap ? sum : cap + beyond * (sum - cap);
    }
    return v * ctx->coin;
}

static double term_reserve(BotEvalCtx *ctx, int p)
{
    return ctx->g->players[p].reserve_count * (ctx->params->reserve_base + ctx->params->reserve_left * ctx->game_left);
}

/* Each building adds to the race for later rounds beyond what the current ranks show. */
static double term_buildings(BotEvalCtx *ctx, int p)
{
    int n = 0;
    for (int t = 0; t < ALH_NUM_TYPES; t++)
        n += ctx->counts[p][t];
    return n * ctx->game_left;
}

/*
 * Free places a future tile can join through an open side: fewer means more tiles go to the reserve.
 * Worked out on the occupancy bitboard (this term runs for every player of every evaluation): each
 * tile marks the empty neighbours its open sides face, and the marks are counted once each.
 */
static const int open_dx[4] = {0, 1, 0, -1}, open_dy[4] = {-1, 0, 1, 0};

int bot_open_cells(const AlhBoard *b)
{
    uint64_t marks[ALH_GRID];
    return bot_open_marks(b, marks);
}

int bot_open_marks(const AlhBoard *b, uint64_t marks[ALH_GRID])
{
    const int *dx = open_dx, *dy = open_dy;
    memset(marks, 0, sizeof(uint64_t) * ALH_GRID);
    for (int y = b->min_y; y <= b->max_y; y++) {
        uint64_t row = b->occupied[y & (ALH_GRID - 1)];
        while (row) {
            int gx = __builtin_ctzll(row);
            row &= row - 1;
            int tile = alh_board_cell(b, gx, y);
            if (!tile)
                continue;
            unsigned walls = alh_tile_info(tile)->walls;
            for (int s = 0; s < 4; s++) {
                if ((walls >> s) & 1)
                    continue;
                int nx = (gx + dx[s]) & (ALH_GRID - 1), ny = (y + dy[s]) & (ALH_GRID - 1);
                if (!((b->occupied[ny] >> nx) & 1))
                    marks[ny] |= 1ull << nx;
            }
        }
    }
    int open = 0;
    for (int y = b->min_y - 1; y <= b->max_y + 1; y++)
        open += alh_popcount64(marks[y & (ALH_GRID - 1)]);
    return open;
}

int bot_open_cells_placed(const AlhBoard *b, const uint64_t marks[ALH_GRID], int open, int tile, int x, int y)
{
    /* The cell built on was marked or not; the others keep their marks (their neighbours' open
     * sides are where they were), and the new tile marks the empty cells its open sides face. */
    open -= (int)((marks[y & (ALH_GRID - 1)] >> (x & (ALH_GRID - 1))) & 1);
    unsigned walls = alh_tile_info(tile)->walls;
    for (int s = 0; s < 4; s++) {
        if ((walls >> s) & 1)
            continue;
        int nx = (x + open_dx[s]) & (ALH_GRID - 1), ny = (y + open_dy[s]) & (ALH_GRID - 1);
        open += (int)(~(b->occupied[ny] | marks[ny]) >> nx & 1);
    }
    return open;
}

static double term_open_spots(BotEvalCtx *ctx, int p)
{
    if (ctx->game_left <= 0)
        return 0;
    if (ctx->open_cache[p] < 0)
        ctx->open_cache[p] = bot_open_cells(&ctx->g->players[p].board);
    int open = ctx->open_cache[p];
    double cap = ctx->params->open_cap;
    return (open < cap ? open : cap + ctx->params->open_beyond * (open - cap)) * ctx->game_left;
}

void bot_hand_power(const AlhGame *g, const AlhCardSet *hand, BotHandPower *out)
{
    uint64_t *reach = out->reach;
    int *sum = out->sum;
    for (int c = 0; c < ALH_NUM_CURRENCIES; c++) {
        reach[c] = 1;
        sum[c] = 0;
    }
    for (int w = 0; w < ALH_CARDSET_WORDS; w++) {
        uint64_t bits = hand->bits[w];
        while (bits) {
            int card = w * 64 + __builtin_ctzll(bits);
            bits &= bits - 1;
            int c, v;
            if (alh_card_is_money(card)) { /* most cards: read inline */
                c = alh_card_currency(card);
                v = alh_card_value(card);
            } else if (alh_card_is_money_like(g, card)) {
                c = alh_card_pay_currency(g, card);
                v = alh_card_worth(g, card);
            } else {
                continue; /* the modules' cards that are no money of one of the four currencies */
            }
            reach[c] |= reach[c] << v;
            sum[c] += v;
        }
    }
}

/* Tiles on sale the player can afford now, more when the payment can be exact (another action). */
static double term_buying_power(BotEvalCtx *ctx, int p)
{
    const AlhGame *g = ctx->g;
    if (g->phase == ALH_PHASE_OVER || g->phase == ALH_PHASE_FINAL_PLACE)
        return 0;
    BotHandPower own;
    const BotHandPower *power = ctx->powers ? ctx->powers[p] : NULL;
    if (!power) {
        bot_hand_power(g, &g->players[p].hand, &own);
        power = &own;
    }
    const uint64_t *reach = power->reach;
    const int *sum = power->sum;
    double v = 0;
    for (int s = 0; s < ALH_MARKET_SPACES; s++) {
        int tile = g->market[s];
        if (!tile)
            continue;
        const AlhTileInfo *info = alh_tile_info(tile);
        int c = alh_market_currency(s);
        if (sum[c] < info->price)
            continue;
        double worth = bot_type_gain(ctx, p, info->type);
        const BotEvalParams *k = ctx->params;
        v += (reach[c] >> info->price) & 1 ? k->bp_exact_share * worth + k->bp_exact_base + k->bp_exact_coin * ctx->coin
                                           : k->bp_share * worth;
    }
    return v;
}

/*
 * R13: at the end each tile left in the market goes to the one player with the most money of its
 * currency. Counted as that tile's building gain for the player who leads a currency alone now,
 * growing as the bag runs out (nothing until award_horizon tiles or fewer are left).
 */
static double term_award(BotEvalCtx *ctx, int p)
{
    const AlhGame *g = ctx->g;
    if (g->phase == ALH_PHASE_OVER || g->phase == ALH_PHASE_FINAL_PLACE || ctx->params->award_horizon <= 0)
        return 0;
    double near = 1.0 - alh_bag_remaining(g) / ctx->params->award_horizon;
    if (near <= 0)
        return 0;
    int sums[ALH_MAX_PLAYERS][ALH_NUM_CURRENCIES];
    for (int q = 0; q < g->num_players; q++)
        alh_cards_sums(&g->players[q].hand, sums[q]);
    double v = 0;
    for (int s = 0; s < ALH_MARKET_SPACES; s++) {
        int tile = g->market[s];
        if (!tile)
            continue;
        int c = alh_market_currency(s);
        bool alone = sums[p][c] > 0;
        for (int q = 0; q < g->num_players && alone; q++)
            if (q != p && sums[q][c] >= sums[p][c])
                alone = false;
        if (alone)
            v += bot_type_gain(ctx, p, alh_tile_info(tile)->type);
    }
    return near * v;
}

/* An exact payment earned another action that has not been used yet. */
static double term_tempo(BotEvalCtx *ctx, int p)
{
    const AlhGame *g = ctx->g;
    return (g->phase == ALH_PHASE_ACTION && g->current == p && g->bonus_action)
               ? ctx->params->tempo_base + ctx->params->tempo_coin * ctx->coin
               : 0;
}

const BotTerm bot_terms[] = {
    {"score", term_score, 1.0},
    {"majority", term_majority, 1.0},
    {"wall", term_wall, 1.0},
    {"money", term_money, 1.7},
    {"reserve", term_reserve, 1.0},
    {"buildings", term_buildings, 1.0},
    {"open-spots", term_open_spots, 0.35},
    {"tempo", term_tempo, 3.0},
    {"buying-power", term_buying_power, 1.0},
    {"modules", bot_term_modules, 1.0}, /* expansion modules: eval_modules.c; 0 without them */
    {"award", term_award, 1.0},         /* off for Medium (term_scale 0) */
};
const int bot_term_count = (int)(sizeof bot_terms / sizeof bot_terms[0]);

/* Medium's evaluation: the weights above, hand-set and tuned by medium-vs-easy tournaments. */
static const BotEvalParams default_params = {
    .term_scale = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1, 1, 1},
    .rivalry = 0.5,
    .rivalry_mean = 0,
    .award_horizon = 12,
    .round_near = 0.85,
    .round_far = 0.7,
    .round_last_slope = 0.45,
    .round_second = 0.55,
    .round_third = 0.4,
    .coin_base = 0.06,
    .coin_span = 0.5,
    .coin_ramp = 1.6,
    .gain_open = 0.6,
    .money_cap = 14,
    .money_beyond = 0.4,
    .reserve_base = 0.3,
    .reserve_left = 1.2,
    .open_cap = 8,
    .open_beyond = 0.25,
    .bp_exact_share = 0.3,
    .bp_exact_base = 0.5,
    .bp_exact_coin = 1.2,
    .bp_share = 0.15,
    .tempo_base = 1.0,
    .tempo_coin = 4.0,
};

const BotEvalParams *bot_default_params(void) { return &default_params; }

/*
 * Hard's and Expert's evaluation: Medium's, tuned by self-play (tools/tune_eval.py: the greedy
 * policy with these numbers against three Medium bots, on seeds kept apart from the test seeds;
 * docs/bots.md, "How the levels were tuned").
 */
static const BotEvalParams tuned_params = {
    .term_scale = {1, 0.7407, 1, 0.7407, 0.5487, 1, 1, 1, 1, 1, 0.2593, 1, 1, 1, 1, 1},
    .rivalry = 0.5,
    .rivalry_mean = 0,
    .round_near = 0.85,
    .round_far = 0.5185,
    .round_last_slope = 0.8201,
    .round_second = 0.55,
    .round_third = 0.4,
    .coin_base = 0.06,
    .coin_span = 0.5,
    .coin_ramp = 1.6,
    .gain_open = 0.6,
    .money_cap = 18.9,
    .money_beyond = 0.54,
    .reserve_base = 0.3,
    .reserve_left = 1.2,
    .open_cap = 8,
    .open_beyond = 0.25,
    .bp_exact_share = 0.3,
    .bp_exact_base = 0.5,
    .bp_exact_coin = 1.2,
    .bp_share = 0.15,
    .tempo_base = 1.0,
    .tempo_coin = 4.0,
    .award_horizon = 12,
};

const BotEvalParams *bot_tuned_params(void) { return &tuned_params; }

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

double bot_eval_relative(const AlhGame *g, const BotEvalParams *params, int player, const int *walls, const int *opens,
                         const BotHandPower *const *powers, BotMajorityMemo *majorities)
{
    BotEvalCtx ctx;
    bot_eval_init_params(&ctx, g, params);
    ctx.powers = powers;
    ctx.majorities = majorities;
    bot_modules_prepare(&ctx, params); /* squares and bonus cards in majorities; nothing without modules */
    if (walls)
        for (int q = 0; q < g->num_players; q++)
            ctx.wall_cache[q] = walls[q];
    if (opens)
        for (int q = 0; q < g->num_players; q++)
            ctx.open_cache[q] = opens[q];
    double mine = bot_eval_player(&ctx, params, player);
    if (params->rivalry == 0 && params->rivalry_mean == 0)
        return mine;
    double best = -1e9, sum = 0;
    for (int q = 0; q < g->num_players; q++)
        if (q != player) {
            double v = bot_eval_player(&ctx, params, q);
            sum += v;
            if (v > best)
                best = v;
        }
    double rest = g->num_players > 2 ? (sum - best) / (g->num_players - 2) : 0;
    return mine - params->rivalry * best - params->rivalry_mean * rest;
}

/* ------------------------------------------------------------------ parameters by name */

static const struct {
    const char *name;
    size_t offset;
} param_fields[] = {
#define FIELD(f)                                                                                                                 \
    {                                                                                                                            \
#f, offsetof(BotEvalParams, f)                                                                                           \
    }
    FIELD(rivalry),      FIELD(rivalry_mean), FIELD(round_near),     FIELD(round_far),     FIELD(round_last_slope),
    FIELD(round_second), FIELD(round_third),  FIELD(coin_base),      FIELD(coin_span),     FIELD(coin_ramp),
    FIELD(gain_open),    FIELD(money_cap),    FIELD(money_beyond),   FIELD(reserve_base),  FIELD(reserve_left),
    FIELD(open_cap),     FIELD(open_beyond),  FIELD(bp_exact_share), FIELD(bp_exact_base), FIELD(bp_exact_coin),
    FIELD(bp_share),     FIELD(tempo_base),   FIELD(tempo_coin),     FIELD(award_horizon),
#undef FIELD
};

bool bot_eval_param_set(BotEvalParams *params, const char *name, double value)
{
    if (strncmp(name, "w.", 2) == 0) {
        for (int i = 0; i < bot_term_count && i < 16; i++)
            if (strcmp(name + 2, bot_terms[i].name) == 0) {
                params->term_scale[i] = value;
                return true;
            }
        return false;
    }
    for (size_t i = 0; i < sizeof param_fields / sizeof param_fields[0]; i++)
        if (strcmp(name, param_fields[i].name) == 0) {
            *(double *)((char *)params + param_fields[i].offset) = value;
            return true;
        }
    return false;
}

int bot_eval_param_names(const char **names, int cap)
{
    int n = 0;
    for (int i = 0; i < bot_term_count && n < cap; i++) {
        static char buf[16][32];
        snprintf(buf[i], sizeof buf[i], "w.%s", bot_terms[i].name);
        names[n++] = buf[i];
    }
    for (size_t i = 0; i < sizeof param_fields / sizeof param_fields[0] && n < cap; i++)
        names[n++] = param_fields[i].name;
    return n;
}

double bot_eval_param_get(const BotEvalParams *params, const char *name)
{
    if (strncmp(name, "w.", 2) == 0) {
        for (int i = 0; i < bot_term_count && i < 16; i++)
            if (strcmp(name + 2, bot_terms[i].name) == 0)
                return params->term_scale[i];
        return 0;
    }
    for (size_t i = 0; i < sizeof param_fields / sizeof param_fields[0]; i++)
        if (strcmp(name, param_fields[i].name) == 0)
            return *(const double *)((const char *)params + param_fields[i].offset);
    return 0;
}

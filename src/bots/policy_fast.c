/* SPDX-License-Identifier: MIT */
/*
 * The fast policy: scores each action straight from the position (what a building adds to the
 * majorities, what money is worth, exact payments) without playing anything out. Easy plays it
 * with noise; the search plays it for every seat in its playouts, so it has to be cheap.
 */
#include "bot_internal.h"
#include "bot_module.h"

#include <string.h>

static const int side_dx[4] = {0, 1, 0, -1}, side_dy[4] = {-1, 0, 1, 0};

static double noise(const BotFastParams *fp, AlhRng *rng)
{
    if (fp->noise <= 0)
        return 0;
    return fp->noise * ((double)alh_rng_below(rng, 2001) / 1000.0 - 1.0);
}

/* Cards of one currency in a hand, as values and ids. */
typedef struct Purse {
    int n;
    uint8_t value[ALH_CARD_VALUES * ALH_CARD_COPIES];
    uint8_t card[ALH_CARD_VALUES * ALH_CARD_COPIES];
} Purse;

static void purse_of(const AlhCardSet *hand, int currency, Purse *out)
{
    out->n = 0;
    for (int v = ALH_CARD_VALUES; v >= 1; v--)
        for (int copy = 0; copy < ALH_CARD_COPIES; copy++) {
            int card = alh_card_make(currency, v, copy);
            if (alh_cards_has(hand, card)) {
                out->value[out->n] = (uint8_t)v;
                out->card[out->n] = (uint8_t)card;
                out->n++;
            }
        }
}

/*
 * The cheapest payment of at least price from the purse: the exact sum when one exists, otherwise
 * the smallest sum above it. Returns the sum paid (0 when the purse cannot pay).
 */
static int cheapest_payment(const Purse *p, int price, AlhCardSet *pay)
{
    /* No minimal payment goes beyond price + 8 (one card of at most 9 tips it over). */
    enum { SPAN = 24 };
    int limit = price + ALH_CARD_VALUES - 1;
    if (limit >= SPAN)
        limit = SPAN - 1;
    /* first[s]: index+1 of the card that first reached sum s (0: unreached); prev[s]: the sum before. */
    uint8_t first[SPAN] = {0}, prev[SPAN] = {0};
    uint32_t reached = 1;
    for (int i = 0; i < p->n; i++) {
        int v = p->value[i];
        uint32_t fresh = (reached << v) & ~reached & ((1u << (limit + 1)) - 1);
        for (uint32_t bits = fresh; bits; bits &= bits - 1) {
            int s = __builtin_ctz(bits);
            first[s] = (uint8_t)(i + 1);
            prev[s] = (uint8_t)(s - v);
        }
        reached |= fresh;
    }
    uint32_t enough = reached >> price;
    if (!enough)
        return 0;
    int sum = price + __builtin_ctz(enough);
    memset(pay, 0, sizeof *pay);
    for (int s = sum; s > 0; s = prev[s])
        alh_cards_add(pay, p->card[first[s] - 1]);
    return sum;
}

/* What one more building of this tile is worth to p: majorities, wall, and the building itself. */
static double tile_value(BotEvalCtx *ctx, int p, int tile)
{
    const AlhTileInfo *info = alh_tile_info(tile);
    double rounds = ctx->round_weight[1] + ctx->round_weight[2] + ctx->round_weight[3];
    int walls = __builtin_popcount(info->walls);
    return bot_type_gain(ctx, p, info->type) + 0.25 * walls * rounds + 0.5;
}

static double best_rival_gain(BotEvalCtx *ctx, int p, int tile)
{
    double best = 0;
    for (int q = 0; q < ctx->players; q++)
        if (q != p) {
            double v = bot_type_gain(ctx, q, alh_tile_info(tile)->type);
            if (v > best)
                best = v;
        }
    return best;
}

static double tempo_value(const BotEvalCtx *ctx) { return 1.0 + 4.0 * ctx->coin; }

static double spot_score(const AlhBoard *b, int tile, int x, int y);

/* The best spot for a tile by spot_score; false when it has none. */
static bool best_spot(const AlhGame *g, int player, int tile, AlhSpot *out)
{
    AlhSpot spots[256];
    size_t n = alh_legal_spots(g, player, tile, spots, 256);
    if (n > 256)
        n = 256;
    double best = -1e18;
    for (size_t i = 0; i < n; i++) {
        double sc = spot_score(&g->players[player].board, tile, spots[i].x, spots[i].y);
        if (sc > best) {
            best = sc;
            *out = spots[i];
        }
    }
    return n > 0;
}

static AlhError choose_action(const AlhGame *g, const BotFastParams *fp, AlhRng *rng, AlhCommand *out)
{
    int me = g->current;
    BotEvalCtx ctx;
    bot_eval_init(&ctx, g);
    bot_modules_prepare(&ctx, bot_default_params()); /* nothing without expansion modules */
    const AlhCardSet *hand = &g->players[me].hand;
    double best = -1e18;
    AlhCommand choice = {0};
    bool found = false;

    /* Buying: the cheapest payment for each tile on sale. */
    double tile_v[ALH_MARKET_SPACES] = {0};
    for (int s = 0; s < ALH_MARKET_SPACES; s++) {
        int tile = g->market[s];
        if (!tile)
            continue;
        tile_v[s] = tile_value(&ctx, me, tile);
        if (fp->deny)
            tile_v[s] += 0.3 * best_rival_gain(&ctx, me, tile);
        int currency = alh_market_currency(s), price = alh_tile_info(tile)->price;
        if (alh_cards_sum(hand, currency) < price)
            continue;
        Purse purse;
        purse_of(hand, currency, &purse);
        AlhCardSet pay;
        int paid = cheapest_payment(&purse, price, &pay);
        if (paid == 0)
            continue;
        double score = tile_v[s] - ctx.coin * paid + (paid == price ? tempo_value(&ctx) : 0) + noise(fp, rng);
        if (score > best) {
            best = score;
            choice = (AlhCommand){.type = ALH_CMD_BUY, .player = (uint8_t)me, .space = (uint8_t)s, .cards = pay};
            found = true;
        }
    }

    /* Taking money: its worth, and more when it brings a tile on sale within reach. */
    int had[ALH_NUM_CURRENCIES];
    uint64_t reach[ALH_NUM_CURRENCIES];
    for (int c = 0; c < ALH_NUM_CURRENCIES; c++) {
        had[c] = 0;
        reach[c] = 1;
    }
    if (fp->plan_payments)
        for (int w = 0; w < 2; w++) {
            uint64_t bits = hand->bits[w];
            while (bits) {
                int card = w * 64 + __builtin_ctzll(bits);
                bits &= bits - 1;
                if (!alh_card_is_money(card))
                    continue; /* a module's card has no currency of its own */
                had[alh_card_currency(card)] += alh_card_value(card);
                reach[alh_card_currency(card)] |= reach[alh_card_currency(card)] << alh_card_value(card);
            }
        }
    for (int mask = 1; mask < 16; mask++) {
        int sum = 0, count = 0, taken[ALH_NUM_CURRENCIES] = {0};
        uint64_t after[ALH_NUM_CURRENCIES];
        bool ok = true;
        for (int c = 0; c < ALH_NUM_CURRENCIES; c++)
            after[c] = reach[c];
        for (int slot = 0; slot < ALH_DISPLAY_SLOTS; slot++) {
            if (!((mask >> slot) & 1))
                continue;
            int card = g->display[slot];
            if (card == ALH_CARD_NONE || !alh_card_is_money(card)) {
                /* A module's card on display: left to the fallback (the greedy choice). */
                ok = false;
                break;
            }
            int c = alh_card_currency(card), v = alh_card_value(card);
            sum += v;
            count++;
            taken[c] += v;
            after[c] |= after[c] << v;
        }
        if (!ok || (count > 1 && sum > 5))
            continue;
        double score = ctx.coin * sum + noise(fp, rng);
        if (fp->plan_payments)
            for (int s = 0; s < ALH_MARKET_SPACES; s++) {
                int c = alh_market_currency(s);
                if (!g->market[s] || !taken[c])
                    continue;
                int price = alh_tile_info(g->market[s])->price;
                if (had[c] < price && had[c] + taken[c] >= price)
                    score += 0.35 * tile_v[s];
                if (((after[c] >> price) & 1) && !((reach[c] >> price) & 1))
                    score += 0.25 * tempo_value(&ctx) + (had[c] < price ? 0.1 * tile_v[s] : 0);
            }
        if (score > best) {
            best = score;
            choice = (AlhCommand){.type = ALH_CMD_TAKE_MONEY, .player = (uint8_t)me, .slots = (uint8_t)mask};
            found = true;
        }
    }

    /* Redesigning: a tile from the reserve into the Alhambra, worth a good part of a purchase. */
    if (g->players[me].reserve_count > 0)
        for (int t = 1; t <= ALH_NUM_TILES; t++) {
            if (g->where[t].loc != ALH_LOC_RESERVE || g->where[t].owner != me)
                continue;
            AlhSpot spot = {0, 0};
            if (!best_spot(g, me, t, &spot))
                continue;
            double score = 0.6 * tile_value(&ctx, me, t) + noise(fp, rng);
            if (score > best) {
                best = score;
                choice = (AlhCommand){
                    .type = ALH_CMD_REDESIGN_ADD, .player = (uint8_t)me, .tile = (uint8_t)t, .x = spot.x, .y = spot.y};
                found = true;
            }
        }

    bot_fast_module_actions(g, &ctx, fp, rng, &best, &choice, &found); /* nothing without expansion modules */

    if (!found || (g->bonus_action && best < 0)) {
        AlhCommand pass = {.type = ALH_CMD_PASS, .player = (uint8_t)me};
        if (alh_check(g, &pass) == ALH_OK) {
            *out = pass;
            return ALH_OK;
        }
    }
    if (!found) {
        /* Nothing to take or buy: any legal command (a redesign) keeps the game going. */
        AlhCommand any[8];
        if (alh_legal_commands(g, any, 8) == 0)
            return ALH_ERR_WRONG_PHASE;
        *out = any[0];
        return ALH_OK;
    }
    *out = choice;
    return ALH_OK;
}

/* How good a spot is for a tile, from its neighbourhood only: snug fits, outer walls, open sides. */
static double spot_score(const AlhBoard *b, int tile, int x, int y)
{
    int walls = alh_tile_info(tile)->walls;
    double score = 0;
    for (int s = 0; s < 4; s++) {
        int n = alh_board_tile_at(b, x + side_dx[s], y + side_dy[s]);
        bool wall = (walls >> s) & 1;
        if (n)
            score += 1.0; /* compact: fewer awkward gaps */
        else if (wall)
            score += 0.6; /* a wall facing outwards can join the outer wall */
        else
            score += 0.15; /* an open side keeps a spot for the next tile */
    }
    int dist = (x < 0 ? -x : x) + (y < 0 ? -y : y);
    return score - 0.05 * dist;
}

static AlhError choose_placement(const AlhGame *g, const BotFastParams *fp, AlhRng *rng, AlhCommand *out)
{
    int me = alh_to_move(g);
    if (me < 0)
        return ALH_ERR_WRONG_PHASE;
    /*
     * The first waiting tile that fits somewhere, else the first one: placing a tile that fits can
     * open a spot for another, so a tile goes to the reserve only when none of them fits now.
     */
    int tile = 0;
    AlhSpot spots[256];
    size_t n = 0;
    /* The waiting buildings from the player's bits (in the order of their ids, as the walk below);
     * the modules' pieces, numbered after them and not in the bits, only when some wait too. */
    uint64_t buildings = g->players[me].pending_buildings;
    for (uint64_t bits = buildings; bits && n == 0; bits &= bits - 1) {
        int t = __builtin_ctzll(bits);
        if (!tile)
            tile = t;
        n = alh_legal_spots(g, me, t, spots, 256);
        if (n > 0)
            tile = t;
    }
    bool pieces_wait = g->players[me].pending_count > __builtin_popcountll(buildings);
    for (int t = ALH_NUM_TILES + 1; pieces_wait && t <= ALH_TILE_MAX && n == 0; t++)
        if (alh_tile_is_piece(t) && g->where[t].loc == ALH_LOC_PENDING && g->where[t].owner == me) {
            if (!tile)
                tile = t;
            n = alh_legal_spots(g, me, t, spots, 256);
            if (n > 0)
                tile = t;
        }
    if (!tile)
        return ALH_ERR_WRONG_PHASE;
    if (n > 256)
        n = 256;
    const AlhBoard *b = &g->players[me].board;
    double best = -1e18;
    int pick = -1;
    for (size_t i = 0; i < n; i++) {
        double sc = spot_score(b, tile, spots[i].x, spots[i].y) + noise(fp, rng) * 0.5;
        if (sc > best) {
            best = sc;
            pick = (int)i;
        }
    }
    if (pick < 0) {
        /* No spot: the reserve, or with two players Dirk once the reserve is already full enough. */
        AlhCommand dirk = {.type = ALH_CMD_GIVE_DIRK, .player = (uint8_t)me, .tile = (uint8_t)tile};
        if (g->players[me].reserve_count >= 2 && alh_check(g, &dirk) == ALH_OK) {
            *out = dirk;
            return ALH_OK;
        }
        *out = (AlhCommand){.type = ALH_CMD_RESERVE, .player = (uint8_t)me, .tile = (uint8_t)tile};
        return ALH_OK;
    }
    *out =
        (AlhCommand){.type = ALH_CMD_PLACE, .player = (uint8_t)me, .tile = (uint8_t)tile, .x = spots[pick].x, .y = spots[pick].y};
    return ALH_OK;
}

/*
 * A legal command where the fast policy has no model (a module's phase, such as an auction, its own
 * commands or restrictions): the greedy choice, else the first legal command (DECLINE or PASS).
 */
static AlhError fallback(const AlhGame *g, AlhCommand *out)
{
    if (bot_greedy_choose(g, bot_default_params(), true, out) == ALH_OK && alh_check(g, out) == ALH_OK)
        return ALH_OK;
    AlhCommand any[1];
    if (alh_legal_commands(g, any, 1) == 0)
        return ALH_ERR_WRONG_PHASE;
    *out = any[0];
    return ALH_OK;
}

AlhError bot_fast_choose(const AlhGame *g, const BotFastParams *fp, AlhRng *rng, AlhCommand *out)
{
    if (g->phase == ALH_PHASE_OVER)
        return ALH_ERR_GAME_OVER;
    AlhError err = ALH_ERR_WRONG_PHASE;
    if (g->phase == ALH_PHASE_ACTION)
        err = choose_action(g, fp, rng, out);
    else if (g->phase == ALH_PHASE_PLACE || g->phase == ALH_PHASE_FINAL_PLACE)
        err = choose_placement(g, fp, rng, out);
    if (err == ALH_OK && alh_check(g, out) == ALH_OK)
        return ALH_OK;
    return fallback(g, out);
}

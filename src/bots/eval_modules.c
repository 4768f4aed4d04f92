/* SPDX-License-Identifier: MIT */
/*
 * What the pieces of the expansion modules are worth to a bot: one evaluation term ("modules" in
 * bot_terms[]) that sums a part per module, and the majority counts the modules change (squares,
 * bonus cards). With no expansion module in the game every part is 0 and the counts are left alone,
 * so base-game play does not change at all.
 */
#include "eval_modules.h"
#include "bonus_cards/bonus_cards.h"
#include "camps/camps.h"
#include "characters/characters.h"
#include "diamonds/diamonds.h"
#include "exchange/exchange.h"
#include "squares/squares.h"

#include <string.h>

static const int side_dx[4] = {0, 1, 0, -1}, side_dy[4] = {-1, 0, 1, 0};

/* Whether the game has any module a player chooses (the 2-player rules are not one). */
static bool expansions_on(const AlhGame *g)
{
    AlhModuleSet optional = alh_modules_optional();
    return ((g->modules.bits[0] & optional.bits[0]) | (g->modules.bits[1] & optional.bits[1])) != 0;
}

static bool module_on(const AlhGame *g, int id)
{
    return alh_module_on(g, id);
}

static double rounds_left(const BotEvalCtx *ctx)
{
    return ctx->round_weight[1] + ctx->round_weight[2] + ctx->round_weight[3];
}

static bool tile_at(const AlhGame *g, int tile, int loc, int player)
{
    return g->where[tile].loc == loc && g->where[tile].owner == player;
}

/* ------------------------------------------------------------------ majority counts */

/* Buildings of a square's colour joined to it with no wall between, three at most (M-S2). */
static int square_worth_at(const AlhBoard *b, int square, int x, int y)
{
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

/* A square waiting to be placed: what it would count at its best legal spot now. */
static int pending_square_worth(const AlhGame *g, int p, int square)
{
    AlhSpot spots[256];
    size_t n = alh_legal_spots(g, p, square, spots, 256);
    int best = 0;
    for (size_t i = 0; i < n && i < 256; i++) {
        int w = square_worth_at(&g->players[p].board, square, spots[i].x, spots[i].y);
        if (w > best)
            best = w;
    }
    return best;
}

int bot_modules_term_index(void)
{
    for (int i = 0; i < bot_term_count; i++)
        if (strcmp(bot_terms[i].name, "modules") == 0)
            return i;
    return -1;
}

void bot_modules_prepare(BotEvalCtx *ctx, const BotEvalParams *params)
{
    const AlhGame *g = ctx->g;
    if (!expansions_on(g))
        return;
    int index = bot_modules_term_index();
    if (params && index >= 0 && index < 16 && params->term_scale[index] == 0)
        return; /* the module terms are switched off (measurements without them) */
    for (int p = 0; p < g->num_players; p++) {
        /* What scoring would count now: buildings, placed squares, laid bonus cards. */
        uint8_t now[ALH_NUM_TYPES];
        alh_building_counts(g, p, now);
        for (int t = 0; t < ALH_NUM_TYPES; t++)
            ctx->counts[p][t] = (uint8_t)(ctx->counts[p][t] + now[t] - g->players[p].board.type_count[t]);
        /* A bonus card in hand is laid at the next scoring once its building stands (M-B1), and a
         * building bought this turn will stand: count the card already. */
        if (module_on(g, ALH_MOD_BONUS_CARDS))
            for (int card = 0; card < ALH_NUM_BONUS_CARDS; card++) {
                int tile = alh_bonus_card_tile(card);
                if (((g->mod.bonus_cards.hand[p] >> card) & 1) &&
                    (tile_at(g, tile, ALH_LOC_ALHAMBRA, p) || tile_at(g, tile, ALH_LOC_PENDING, p)))
                    ctx->counts[p][alh_tile_info(tile)->type]++;
            }
        if (module_on(g, ALH_MOD_SQUARES) && g->players[p].pending_count)
            for (int t = ALH_TILE_SQUARE_FIRST; t < ALH_TILE_SQUARE_FIRST + ALH_NUM_SQUARES; t++)
                if (tile_at(g, t, ALH_LOC_PENDING, p))
                    ctx->counts[p][alh_tile_info(t)->type] =
                        (uint8_t)(ctx->counts[p][alh_tile_info(t)->type] + pending_square_worth(g, p, t));
    }
    memset(ctx->gain_known, 0, sizeof ctx->gain_known);
}

/* ------------------------------------------------------------------ parts of the term */

/* Bonus cards in hand whose building waits on the reserve: building it pays twice. */
static double part_bonus_cards(BotEvalCtx *ctx, int p)
{
    const AlhGame *g = ctx->g;
    double v = 0;
    for (int card = 0; card < ALH_NUM_BONUS_CARDS; card++) {
        int tile = alh_bonus_card_tile(card);
        if (((g->mod.bonus_cards.hand[p] >> card) & 1) && tile_at(g, tile, ALH_LOC_RESERVE, p))
            v += 0.5 * bot_type_gain(ctx, p, alh_tile_info(tile)->type);
    }
    return v;
}

/* Points a camp at x,y earns in one scoring: tiles in line along each arrow (M-C2). */
static int camp_line_points(const AlhBoard *b, int camp, int x, int y)
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
        if (tile_at(g, t, ALH_LOC_ALHAMBRA, p))
            points += camp_line_points(&g->players[p].board, t, g->where[t].x, g->where[t].y);
    return points;
}

/* Camps score their lines in every scoring still to come; lines grow while the game goes on. */
static double part_camps(BotEvalCtx *ctx, int p)
{
    const AlhGame *g = ctx->g;
    const AlhBoard *b = &g->players[p].board;
    double rounds = rounds_left(ctx), v = 0;
    if (rounds <= 0)
        return 0;
    for (int t = ALH_TILE_CAMP_FIRST; t < ALH_TILE_CAMP_FIRST + ALH_NUM_CAMPS; t++) {
        const AlhTilePlace *w = &g->where[t];
        if (w->owner != p)
            continue;
        int arrows = __builtin_popcount((unsigned)alh_camp_arrows(t));
        double growth = 0.8 * arrows * ctx->game_left;
        if (w->loc == ALH_LOC_ALHAMBRA) {
            v += (camp_line_points(b, t, w->x, w->y) + growth) * rounds;
        } else if (w->loc == ALH_LOC_PENDING) {
            AlhSpot spots[256];
            size_t n = alh_legal_spots(g, p, t, spots, 256);
            int best = -1;
            for (size_t i = 0; i < n && i < 256; i++) {
                int pts = camp_line_points(b, t, spots[i].x, spots[i].y);
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

/* Money-like worth: a pile beyond what a purchase needs counts less (as the money term). */
static double pile_worth(int sum)
{
    return sum <= 14 ? sum : 14 + 0.4 * (sum - 14);
}

/* Diamonds pay for a tile on any space (alone), like money of every currency at once. */
static double part_diamonds(BotEvalCtx *ctx, int p)
{
    return pile_worth(alh_cards_diamonds(&ctx->g->players[p].hand)) * ctx->coin;
}

/* Sums reachable with the cards of the given currencies in hand (bit s: sum s can be paid exactly). */
static uint64_t reachable(const AlhCardSet *hand, unsigned currencies, int *total)
{
    uint64_t reach = 1;
    *total = 0;
    for (int card = 0; card < ALH_NUM_MONEY_CARDS; card++)
        if (((currencies >> alh_card_currency(card)) & 1) && alh_cards_has(hand, card)) {
            reach |= reach << alh_card_value(card);
            *total += alh_card_value(card);
        }
    return reach;
}

/*
 * An exchange card joins two currencies for one purchase: worth the best tile on sale it brings
 * within reach (or lets pay exactly) that one currency alone could not, plus a little for later
 * markets.
 */
static double part_exchange(BotEvalCtx *ctx, int p)
{
    const AlhGame *g = ctx->g;
    const AlhCardSet *hand = &g->players[p].hand;
    double v = 0;
    for (int c = ALH_CARD_EXCHANGE_FIRST; c < ALH_CARD_EXCHANGE_FIRST + ALH_NUM_EXCHANGE; c++) {
        int pair[2];
        if (!alh_cards_has(hand, c) || !alh_exchange_currencies(c, pair))
            continue;
        int both_sum;
        uint64_t both = reachable(hand, (1u << pair[0]) | (1u << pair[1]), &both_sum);
        double best = 0;
        for (int s = 0; s < ALH_MARKET_SPACES && g->phase != ALH_PHASE_FINAL_PLACE; s++) {
            int tile = g->market[s], cur = alh_market_currency(s);
            if (!tile || (cur != pair[0] && cur != pair[1]))
                continue;
            int price = alh_tile_info(tile)->price, alone_sum;
            uint64_t alone = reachable(hand, 1u << cur, &alone_sum);
            double gain = 0;
            if (both_sum >= price && alone_sum < price)
                gain += 0.35 * bot_type_gain(ctx, p, alh_tile_info(tile)->type) + 0.3;
            if (price < 64 && ((both >> price) & 1) && !((alone >> price) & 1))
                gain += 0.5 + 1.2 * ctx->coin;
            if (gain > best)
                best = gain;
        }
        v += 0.5 * best + 0.5 * ctx->coin;
    }
    return v;
}

/* A city-gate card lets a tile go where no path leads: fewer tiles end on the reserve. */
static double part_gates(BotEvalCtx *ctx, int p)
{
    int held = __builtin_popcount(ctx->g->mod.city_gates.cards[p]);
    if (!held)
        return 0;
    int reserve = ctx->g->players[p].reserve_count;
    return held * (0.5 + 2.0 * ctx->game_left) + (reserve > 0 ? 0.5 * ctx->game_left : 0);
}

/* An awake vizier is one more exact purchase, out of turn. */
static double part_vizier(BotEvalCtx *ctx, int p)
{
    const AlhGame *g = ctx->g;
    if (!((g->mod.vizier.awake >> p) & 1) || g->phase == ALH_PHASE_OVER || g->phase == ALH_PHASE_FINAL_PLACE)
        return 0;
    return 1.0 + 4.0 * ctx->coin;
}

/* What half a building more in the best type earns p over the scorings to come (the Wise Man). */
static double wise_man_worth(BotEvalCtx *ctx, int p)
{
    uint8_t halves[BOT_PARTICIPANTS][ALH_NUM_TYPES];
    for (int q = 0; q < BOT_PARTICIPANTS; q++)
        for (int t = 0; t < ALH_NUM_TYPES; t++)
            halves[q][t] = (uint8_t)(2 * ctx->counts[q][t] > 255 ? 255 : 2 * ctx->counts[q][t]);
    const uint8_t (*counts)[ALH_NUM_TYPES] = (const uint8_t (*)[ALH_NUM_TYPES])ctx->counts;
    double v = 0;
    for (int r = 1; r <= 3; r++) {
        if (ctx->round_weight[r] <= 0)
            continue;
        double best = 0;
        for (int t = 0; t < ALH_NUM_TYPES; t++) {
            if (ctx->counts[p][t] == 0 || halves[p][t] == 255)
                continue; /* half a building never makes a rank alone (M-K5) */
            double before = bot_majority_points(ctx, counts, r, p, t);
            halves[p][t]++;
            double after = bot_majority_points(ctx, (const uint8_t (*)[ALH_NUM_TYPES])halves, r, p, t);
            halves[p][t]--;
            if (after - before > best)
                best = after - before;
        }
        v += ctx->round_weight[r] * best;
    }
    return v;
}

enum {
    ENTERTAINER = ALH_CHAR_ENTERTAINER, BEGGAR = ALH_CHAR_BEGGAR, PATRON = ALH_CHAR_PATRON, MISER = ALH_CHAR_MISER,
    MASTER_BUILDER = ALH_CHAR_MASTER_BUILDER, TRADER = ALH_CHAR_TRADER, WISE_MAN = ALH_CHAR_WISE_MAN,
    DANCER = ALH_CHAR_DANCER, MONEYCHANGER = ALH_CHAR_MONEYCHANGER, CITY_WATCH = ALH_CHAR_CITY_WATCH,
};

double bot_character_worth(BotEvalCtx *ctx, int p, int character)
{
    const AlhGame *g = ctx->g;
    if (g->phase == ALH_PHASE_OVER)
        return 0;
    double left = ctx->game_left;
    switch (character) {
    case ENTERTAINER:
        return 8.0; /* points at the end, certain */
    case BEGGAR:
        return 3.0 * left;
    case PATRON:
        return left > 0 ? 2.0 + 8.0 * ctx->coin : 0; /* a free building that also earns an action */
    case MISER:
        return 2.5 * left;
    case MASTER_BUILDER:
        return 1.5 * left;
    case TRADER:
        return 3.5 * left;
    case WISE_MAN:
        return wise_man_worth(ctx, p);
    case DANCER:
        return 1.5 * left;
    case MONEYCHANGER:
        return 2.0 * left;
    case CITY_WATCH:
        if (ctx->wall_cache[p] < 0 && p < ALH_MAX_PLAYERS)
            ctx->wall_cache[p] = alh_longest_wall(g, p);
        return rounds_left(ctx) * (ctx->wall_cache[p] / 3 + 0.3 * left);
    default:
        return 0;
    }
}

/* What cards held for a bid would cost p when they go to the discard pile. */
static double bid_cost(BotEvalCtx *ctx, int p, const AlhCardSet *bid)
{
    const AlhCardSet *hand = &ctx->g->players[p].hand;
    double cost = 0;
    for (int c = 0; c < ALH_NUM_CURRENCIES; c++) {
        int paid = alh_cards_sum(bid, c);
        if (paid > 0) {
            int have = alh_cards_sum(hand, c);
            cost += 1.7 * ctx->coin * (pile_worth(have) - pile_worth(have - paid));
        }
    }
    int dia = alh_cards_diamonds(bid);
    if (dia > 0) {
        int have = alh_cards_diamonds(hand);
        cost += bot_module_weight(BOT_PART_DIAMONDS) * ctx->coin * (pile_worth(have) - pile_worth(have - dia));
    }
    return cost;
}

/* Characters owned; and, while p is the highest bidder of an auction, the card less the bid. */
static double part_characters(BotEvalCtx *ctx, int p)
{
    const AlhGame *g = ctx->g;
    double v = 0;
    for (int ch = 0; ch < ALH_NUM_CHARACTERS; ch++)
        if ((g->mod.characters.owned[p] >> ch) & 1)
            v += bot_character_worth(ctx, p, ch);
    if (g->phase == ALH_PHASE_AUCTION && g->mod.characters.auction_bidder == p && alh_card_is_character(g->mod.characters.auction_card))
        v += bot_character_worth(ctx, p, g->mod.characters.auction_card - ALH_CARD_CHARACTER_FIRST) -
             bid_cost(ctx, p, &g->mod.characters.auction_cards);
    return v;
}

/* ------------------------------------------------------------------ the table of parts */

typedef struct ModulePart {
    const char *name;
    int module;
    double (*value)(BotEvalCtx *ctx, int p);
    double weight;
} ModulePart;

static const ModulePart parts[BOT_PART_COUNT] = {
    [BOT_PART_BONUS_CARDS] = {"bonus-cards", ALH_MOD_BONUS_CARDS, part_bonus_cards, 1.0},
    [BOT_PART_CAMPS] = {"camps", ALH_MOD_CAMPS, part_camps, 1.0},
    [BOT_PART_DIAMONDS] = {"diamonds", ALH_MOD_DIAMONDS, part_diamonds, 1.5},
    [BOT_PART_EXCHANGE] = {"exchange", ALH_MOD_EXCHANGE, part_exchange, 1.0},
    [BOT_PART_GATES] = {"gate-cards", ALH_MOD_CITY_GATES, part_gates, 1.0},
    [BOT_PART_VIZIER] = {"vizier", ALH_MOD_VIZIER, part_vizier, 1.0},
    [BOT_PART_CHARACTERS] = {"characters", ALH_MOD_CHARACTERS, part_characters, 1.0},
};

const char *bot_module_part_name(int part)
{
    return part >= 0 && part < BOT_PART_COUNT ? parts[part].name : "?";
}

double bot_module_weight(int part)
{
    return part >= 0 && part < BOT_PART_COUNT ? parts[part].weight : 0;
}

double bot_module_part(BotEvalCtx *ctx, int part, int p)
{
    if (part < 0 || part >= BOT_PART_COUNT || !module_on(ctx->g, parts[part].module) || p >= ctx->g->num_players)
        return 0;
    return parts[part].value(ctx, p);
}

double bot_term_modules(BotEvalCtx *ctx, int p)
{
    if (!expansions_on(ctx->g))
        return 0;
    double v = 0;
    for (int i = 0; i < BOT_PART_COUNT; i++)
        if (module_on(ctx->g, parts[i].module))
            v += parts[i].weight * parts[i].value(ctx, p);
    return v;
}

/* SPDX-License-Identifier: MIT */
/*
 * The fast policy's look at the expansion modules' actions (Easy): taking a square, a diamond or
 * an exchange card, the city-gate card, waking the vizier, and paying with diamonds or an exchange
 * card. Scored on the same scale as the base actions in policy_fast.c (points, with Easy's noise).
 * Without expansion modules it does nothing and draws no random number.
 */
#include "eval_modules.h"
#include "diamonds/diamonds.h"
#include "exchange/exchange.h"
#include "squares/squares.h"

#include <stdlib.h>

static double spread(const BotFastParams *fp, AlhRng *rng)
{
    if (fp->noise <= 0)
        return 0;
    return fp->noise * ((double)alh_rng_below(rng, 2001) / 1000.0 - 1.0);
}

/* The face-up square of a colour pile, or 0. */
static int top_square(const AlhGame *g, int colour)
{
    for (int t = ALH_TILE_SQUARE_FIRST; t < ALH_TILE_SQUARE_FIRST + ALH_NUM_SQUARES; t++)
        if (g->where[t].loc == ALH_LOC_SUPPLY && g->where[t].x == colour && g->where[t].y == 0)
            return t;
    return 0;
}

/* Buildings of the square's colour it would join at its best spot now (three at most). */
static int square_best_worth(const AlhGame *g, int p, int square)
{
    static const int dx[4] = {0, 1, 0, -1}, dy[4] = {-1, 0, 1, 0};
    const AlhBoard *b = &g->players[p].board;
    const AlhTileInfo *info = alh_tile_info(square);
    AlhSpot spots[256];
    size_t n = alh_legal_spots(g, p, square, spots, 256);
    int best = 0;
    for (size_t i = 0; i < n && i < 256; i++) {
        int w = 0;
        for (int s = 0; s < 4; s++) {
            int t = alh_board_tile_at(b, spots[i].x + dx[s], spots[i].y + dy[s]);
            if (t >= 1 && t <= ALH_NUM_TILES && alh_tile_info(t)->type == info->type && !((info->walls >> s) & 1) &&
                !((alh_tile_info(t)->walls >> ((s + 2) & 3)) & 1))
                w++;
        }
        if (w > best)
            best = w < 3 ? w : 3;
    }
    return best;
}

static void consider(double score, const AlhCommand *c, double *best, AlhCommand *choice, bool *found)
{
    if (score > *best) {
        *best = score;
        *choice = *c;
        *found = true;
    }
}

void bot_fast_module_actions(const AlhGame *g, BotEvalCtx *ctx, const BotFastParams *fp, AlhRng *rng, double *best,
                             AlhCommand *choice, bool *found)
{
    AlhModuleSet optional = alh_modules_optional();
    if (!((g->modules.bits[0] & optional.bits[0]) | (g->modules.bits[1] & optional.bits[1])) || g->phase != ALH_PHASE_ACTION)
        return;
    int me = g->current;
    double rounds = ctx->round_weight[1] + ctx->round_weight[2] + ctx->round_weight[3];
    AlhCommand *cmds = malloc(sizeof *cmds * BOT_MAX_COMMANDS);
    if (!cmds)
        return;
    AlhKindSet kinds = alh_kinds_none();
    alh_kinds_add(&kinds, ALH_CMD_TAKE_SQUARE);
    alh_kinds_add(&kinds, ALH_CMD_TAKE_GATE_CARD);
    alh_kinds_add(&kinds, ALH_CMD_WAKE_VIZIER);
    alh_kinds_add(&kinds, ALH_CMD_TAKE_MONEY);
    alh_kinds_add(&kinds, ALH_CMD_BUY);
    size_t n = alh_legal_commands_of(g, kinds, cmds, BOT_MAX_COMMANDS);
    if (n > BOT_MAX_COMMANDS)
        n = BOT_MAX_COMMANDS;
    for (size_t i = 0; i < n; i++) {
        const AlhCommand *c = &cmds[i];
        double score;
        switch (c->type) {
        case ALH_CMD_TAKE_SQUARE: {
            int square = top_square(g, c->space);
            if (!square)
                continue;
            int worth = square_best_worth(g, me, square);
            score = worth * bot_type_gain(ctx, me, c->space) + 0.25 * rounds;
            break;
        }
        case ALH_CMD_TAKE_GATE_CARD:
            score = 0.5 + 1.5 * ctx->game_left;
            break;
        case ALH_CMD_WAKE_VIZIER:
            score = 1.0 + 3.0 * ctx->coin;
            break;
        case ALH_CMD_TAKE_MONEY: {
            /* Only takes with a module's card: the base policy scores plain money. */
            int sum = 0, module_card = 0;
            for (int slot = 0; slot < ALH_DISPLAY_SLOTS; slot++) {
                int card = ((c->slots >> slot) & 1) ? g->display[slot] : ALH_CARD_NONE;
                if (card == ALH_CARD_NONE)
                    continue;
                if (alh_card_is_diamond(card)) {
                    sum += alh_diamond_value(card);
                    module_card = 1;
                } else if (alh_card_is_exchange(card)) {
                    sum += 2; /* joins two currencies once: about two coins' worth */
                    module_card = 1;
                } else if (alh_card_is_money(card)) {
                    sum += alh_card_value(card);
                }
            }
            if (!module_card)
                continue;
            score = ctx->coin * sum;
            break;
        }
        case ALH_CMD_BUY: {
            /* Only payments with diamonds or an exchange card: the base policy pays with money. */
            bool special = false;
            int paid = 0;
            for (int card = 0; card < 128; card++) {
                if (!alh_cards_has(&c->cards, card))
                    continue;
                if (alh_card_is_diamond(card)) {
                    special = true;
                    paid += alh_diamond_value(card);
                } else if (alh_card_is_exchange(card)) {
                    special = true;
                } else if (alh_card_is_money(card)) {
                    paid += alh_card_value(card);
                }
            }
            int tile = g->market[c->space];
            if (!special || !tile)
                continue;
            const AlhTileInfo *info = alh_tile_info(tile);
            score = bot_type_gain(ctx, me, info->type) + 0.25 * __builtin_popcount(info->walls) * rounds + 0.5 -
                    ctx->coin * paid - 0.5 * ctx->coin + (paid == info->price ? 1.0 + 4.0 * ctx->coin : 0);
            break;
        }
        default:
            continue;
        }
        consider(score + spread(fp, rng), c, best, choice, found);
    }
    free(cmds);
}

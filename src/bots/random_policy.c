/* SPDX-License-Identifier: MIT */
/* The reference random player: a kind of action first, then a command of that kind. */
#include "alhambra/bot.h"

#define KIND(t) (1u << (t))
#define REDESIGN_KINDS (KIND(ALH_CMD_REDESIGN_ADD) | KIND(ALH_CMD_REDESIGN_REMOVE) | KIND(ALH_CMD_REDESIGN_SWAP))

static AlhError pick_of(const AlhGame *g, unsigned kinds, AlhRng *rng, AlhCommand *out)
{
    AlhCommand buf[512];
    size_t n = alh_legal_commands_of(g, kinds, buf, 512);
    if (n == 0)
        return ALH_ERR_WRONG_PHASE;
    if (n > 512)
        n = 512;
    *out = buf[alh_rng_below(rng, (uint32_t)n)];
    return ALH_OK;
}

static bool can_afford_any(const AlhGame *g)
{
    const AlhCardSet *hand = &g->players[g->current].hand;
    for (int s = 0; s < ALH_MARKET_SPACES; s++)
        if (g->market[s] && alh_cards_sum(hand, alh_market_currency(s)) >= alh_tile_info(g->market[s])->price)
            return true;
    return false;
}

AlhError alh_random_policy(const AlhGame *g, AlhRng *rng, AlhCommand *out)
{
    if (g->phase == ALH_PHASE_OVER)
        return ALH_ERR_GAME_OVER;
    if (g->phase != ALH_PHASE_ACTION) {
        /* Place the first waiting tile: a random spot, the reserve, or (2 players) Dirk. */
        AlhCommand buf[512];
        size_t n = alh_legal_commands(g, buf, 512);
        if (n == 0)
            return ALH_ERR_WRONG_PHASE;
        int tile = buf[0].tile;
        size_t same = 0;
        while (same < n && same < 512 && buf[same].tile == tile)
            same++;
        *out = buf[alh_rng_below(rng, (uint32_t)same)];
        return ALH_OK;
    }
    bool money = false;
    for (int s = 0; s < ALH_DISPLAY_SLOTS; s++)
        money |= g->display[s] != ALH_CARD_NONE;
    bool buy = can_afford_any(g);
    const AlhPlayer *pl = &g->players[g->current];
    bool redesign = pl->reserve_count > 0 || pl->board.tile_count > 0;
    /* Weights in tenths: money 10, buy 10, redesign 1, pass 1 (only after an exact payment). */
    unsigned w_money = money ? 10 : 0, w_buy = buy ? 10 : 0, w_redesign = redesign ? 1 : 0;
    unsigned w_pass = g->bonus_action ? 1 : 0;
    for (int attempt = 0; attempt < 4; attempt++) {
        unsigned total = w_money + w_buy + w_redesign + w_pass;
        if (total == 0)
            break;
        unsigned r = alh_rng_below(rng, total);
        unsigned kinds;
        if (r < w_money) kinds = KIND(ALH_CMD_TAKE_MONEY);
        else if ((r -= w_money) < w_buy) kinds = KIND(ALH_CMD_BUY);
        else if ((r -= w_buy) < w_redesign) kinds = REDESIGN_KINDS;
        else kinds = KIND(ALH_CMD_PASS);
        if (pick_of(g, kinds, rng, out) == ALH_OK)
            return ALH_OK;
        /* That kind had nothing legal after all (a redesign nobody can make): drop it. */
        if (kinds == REDESIGN_KINDS) w_redesign = 0;
        else if (kinds == KIND(ALH_CMD_BUY)) w_buy = 0;
        else if (kinds == KIND(ALH_CMD_TAKE_MONEY)) w_money = 0;
        else w_pass = 0;
    }
    return pick_of(g, ~0u, rng, out); /* anything at all, PASS when nothing else is possible */
}

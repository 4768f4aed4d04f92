/* SPDX-License-Identifier: MIT */
/* The reference random player: a kind of action first, then a command of that kind. */
#include "alhambra/bot.h"

#include <limits.h>
#include <string.h>

/* The kinds of action chosen first (bits of the base game's command kinds; ~0: any, ANY_OTHER:
 * the modules' commands and buys). */
#define KIND(t) (1u << (t))
#define REDESIGN_KINDS (KIND(ALH_CMD_REDESIGN_ADD) | KIND(ALH_CMD_REDESIGN_REMOVE) | KIND(ALH_CMD_REDESIGN_SWAP))
#define ANY_OTHER (~(KIND(ALH_CMD_TAKE_MONEY) | REDESIGN_KINDS | KIND(ALH_CMD_PASS)))

/* Whether the game has a module a player chooses: asked once a decision, and not at all (no call)
 * when the game has no module (the base game with 3 to 6 players). */
static inline bool any_optional(const AlhGame *g)
{
    return !alh_modset_empty(&g->modules) && alh_modules_any_optional(&g->modules);
}

/* The kind sets listed, made once: a set built word by word on the stack and then passed by value
 * (copied with wider moves) stalls the processor at every listing (about a hundred a game with the
 * modules on). */
static const AlhKindSet every_kind = {{~0ull, ~0ull, ~0ull, ~0ull}};
static const AlhKindSet other_kinds = {
    {~(uint64_t)(KIND(ALH_CMD_TAKE_MONEY) | REDESIGN_KINDS | KIND(ALH_CMD_PASS)), ~0ull, ~0ull, ~0ull}};
static const AlhKindSet money_kind = {{KIND(ALH_CMD_TAKE_MONEY), 0, 0, 0}};
static const AlhKindSet pass_kind = {{KIND(ALH_CMD_PASS), 0, 0, 0}};

static const AlhKindSet *kind_set(unsigned kinds, AlhKindSet *other)
{
    if (kinds == ~0u)
        return &every_kind;
    if (kinds == ANY_OTHER) /* everything but money, redesigns and passing: the modules' commands, buys */
        return &other_kinds;
    if (kinds == KIND(ALH_CMD_TAKE_MONEY))
        return &money_kind;
    if (kinds == KIND(ALH_CMD_PASS))
        return &pass_kind;
    *other = alh_kinds_from_bits(kinds);
    return other;
}

static AlhError pick_of(const AlhGame *g, unsigned kinds, AlhRng *rng, AlhCommand *out)
{
    AlhCommand buf[512];
    AlhKindSet other;
    size_t n = alh_legal_commands_of(g, *kind_set(kinds, &other), buf, 512);
    if (n == 0)
        return ALH_ERR_WRONG_PHASE;
    if (n > 512)
        n = 512;
    *out = buf[alh_rng_below(rng, (uint32_t)n)];
    return ALH_OK;
}

/* One of the legal ways to take money, uniformly, straight from the display. */
static AlhError random_take(const AlhGame *g, bool modules, AlhRng *rng, AlhCommand *out)
{
    uint8_t masks[1 << ALH_DISPLAY_SLOTS];
    int sums[1 << ALH_DISPLAY_SLOTS], n = 0;
    unsigned present = 0;
    sums[0] = 0;
    for (int s = 0; s < ALH_DISPLAY_SLOTS; s++) { /* the sums of every set of slots, doubling */
        int card = g->display[s], value = 0;
        if (card != ALH_CARD_NONE) {
            present |= 1u << s;
            value = alh_card_value(card);
        }
        for (int m = 0; m < 1 << s; m++)
            sums[m | 1 << s] = sums[m] + value;
    }
    for (unsigned mask = 1; mask < (1u << ALH_DISPLAY_SLOTS); mask++) { /* kept in order, without a branch */
        masks[n] = (uint8_t)mask;
        n += (mask & ~present) == 0 && ((mask & (mask - 1)) == 0 || sums[mask] <= 5);
    }
    if (n == 0)
        return ALH_ERR_EMPTY_SLOT;
    /* The command is written in place, field by field: built on the stack and copied whole, its
     * bytes just written would be read back by wider moves, which stalls the processor. */
    memset(out, 0, sizeof *out);
    out->type = ALH_CMD_TAKE_MONEY;
    out->player = g->current;
    out->slots = masks[alh_rng_below(rng, (uint32_t)n)];
    /* In the base game money alone lies in the display and nothing forbids taking it: the choice
     * is legal as made. A module's card there, or a module's rule, may say otherwise: then the
     * engine judges. */
    if (modules && alh_check(g, out) != ALH_OK)
        return pick_of(g, KIND(ALH_CMD_TAKE_MONEY), rng, out);
    return ALH_OK;
}

/* The market spaces whose tile the hand's money pays for, as bits (the comparisons without a branch). */
static unsigned affordable(const AlhGame *g, const int money[ALH_NUM_CURRENCIES])
{
    unsigned mask = 0;
    for (int s = 0; s < ALH_MARKET_SPACES; s++) {
        int tile = g->market[s];
        int price = tile ? alh_tile_info(tile)->price : INT_MAX;
        mask |= (unsigned)(money[alh_market_currency(s)] >= price) << s;
    }
    return mask;
}

/* An affordable space uniformly, paid with a random payment from which no card can be left out. */
static AlhError random_buy(const AlhGame *g, unsigned affordable_spaces, AlhRng *rng, AlhCommand *out)
{
    const AlhCardSet *hand = &g->players[g->current].hand;
    int spaces[ALH_MARKET_SPACES], n = 0;
    for (unsigned m = affordable_spaces; m; m &= m - 1)
        spaces[n++] = __builtin_ctz(m);
    if (n == 0)
        return ALH_ERR_NOT_ENOUGH_MONEY;
    int space = spaces[alh_rng_below(rng, (uint32_t)n)];
    /* The printed price in the space's currency: what the engine asks of a market space, modules
     * on or not (alh_buy_space); alh_random_policy relies on it when it asks only the vetoes. */
    int currency = alh_market_currency(space), price = alh_tile_info(g->market[space])->price;
    uint8_t cards[ALH_CARD_VALUES * ALH_CARD_COPIES];
    int count = 0;
    for (uint32_t field = alh_currency_bits(hand, currency); field; field &= field - 1) /* the currency's cards, by id */
        cards[count++] = (uint8_t)(currency * ALH_CARD_VALUES * ALH_CARD_COPIES + __builtin_ctz(field));
    for (int i = count - 1; i > 0; i--) {
        int j = (int)alh_rng_below(rng, (uint32_t)(i + 1));
        uint8_t t = cards[i];
        cards[i] = cards[j];
        cards[j] = t;
    }
    int taken = 0, sum = 0;
    while (sum < price && taken < count)
        sum += alh_card_value(cards[taken++]);
    /* Leave out every card the payment does not need. */
    for (int i = 0; i < taken;) {
        if (sum - alh_card_value(cards[i]) >= price) {
            sum -= alh_card_value(cards[i]);
            cards[i] = cards[--taken];
        } else {
            i++;
        }
    }
    memset(out, 0, sizeof *out); /* in place, as random_take's */
    out->type = ALH_CMD_BUY;
    out->player = g->current;
    out->space = (uint8_t)space;
    for (int i = 0; i < taken; i++)
        alh_cards_add(&out->cards, cards[i]);
    return ALH_OK;
}

/* The first waiting tile: a random legal spot, the reserve, or any other way a module allows. */
/* any_module: the game has some module (the 2-player rules' Dirk included); without one, nothing
 * but the listing is asked. */
static AlhError random_placement(const AlhGame *g, bool any_module, AlhRng *rng, AlhCommand *out)
{
    /* The first building waiting, by id: read from the player's bits rather than from every tile's place. */
    int player = g->current;
    uint64_t waiting = g->players[player].pending_buildings;
    int tile = waiting ? __builtin_ctzll(waiting) : 0;
    if (!tile)
        return ALH_ERR_NO_SUCH_TILE;
    AlhSpot spots[256];
    size_t n = alh_legal_spots(g, player, tile, spots, 256);
    if (n > 256)
        n = 256;
    AlhCommand dirk = {0};
    dirk.type = ALH_CMD_GIVE_DIRK;
    dirk.player = (uint8_t)player;
    dirk.tile = (uint8_t)tile;
    bool can_give = any_module && alh_game_has_dirk(g) && alh_check(g, &dirk) == ALH_OK;
    uint32_t pick = alh_rng_below(rng, (uint32_t)(n + 1 + (can_give ? 1 : 0)));
    memset(out, 0, sizeof *out); /* in place, as random_take's */
    out->player = (uint8_t)player;
    out->tile = (uint8_t)tile;
    if (pick < n) {
        out->type = ALH_CMD_PLACE;
        out->x = spots[pick].x;
        out->y = spots[pick].y;
    } else {
        out->type = pick == n ? ALH_CMD_RESERVE : ALH_CMD_GIVE_DIRK;
    }
    /* A module's rule may hold every placement back for a moment (a choice due first): then the
     * caller picks among the legal commands. The rest of alh_check would pass: the tile waits for the
     * player to move, and the spot is one of its legal spots (Dirk was checked above). */
    if (any_module && alh_modules_any_optional(&g->modules) && alh_veto(g, out) != ALH_OK)
        return ALH_ERR_WRONG_PHASE;
    return ALH_OK;
}

/*
 * A redesign found by trying random candidates (a random kind, random tiles) rather than listing
 * every one: listing all swaps costs far more than the rare redesign a random player makes.
 */
static AlhError random_redesign(const AlhGame *g, bool any_module, AlhRng *rng, AlhCommand *out)
{
    int player = g->current;
    uint8_t reserve[ALH_NUM_TILES], built[ALH_NUM_TILES];
    int nr = 0, nb = 0;
    /* The building tiles of the Alhambra by increasing id: read from the board's few cells into a
     * mask of ids rather than from every tile's place. */
    const AlhBoard *b = &g->players[player].board;
    uint64_t built_ids = 0;
    for (int k = 0; k <= b->tile_count; k++) {
        unsigned t = b->tiles[k];
        built_ids |= (uint64_t)(t <= ALH_NUM_TILES) << (t & 63);
    }
    for (built_ids &= ~(uint64_t)1; built_ids; built_ids &= built_ids - 1)
        built[nb++] = (uint8_t)__builtin_ctzll(built_ids);
    if (g->players[player].reserve_count > 0)
        for (int t = 1; t <= ALH_NUM_TILES; t++) { /* written each time, kept where it belongs (no branch) */
            reserve[nr] = (uint8_t)t;
            nr += (g->where[t].owner == player) & (g->where[t].loc == ALH_LOC_RESERVE);
        }
    for (int attempt = 0; attempt < 8; attempt++) {
        AlhCommand *c = out; /* in place, as random_take's; the caller reads *out only on success */
        memset(c, 0, sizeof *c);
        c->player = (uint8_t)player;
        uint32_t kind = alh_rng_below(rng, 3);
        if (kind == 0 && nr > 0) {
            c->type = ALH_CMD_REDESIGN_ADD;
            c->tile = reserve[alh_rng_below(rng, (uint32_t)nr)];
            AlhSpot spots[256];
            size_t n = alh_legal_spots(g, player, c->tile, spots, 256);
            if (n == 0)
                continue;
            size_t pick = alh_rng_below(rng, (uint32_t)(n > 256 ? 256 : n));
            c->x = spots[pick].x;
            c->y = spots[pick].y;
            /* A listed spot of a tile in the reserve is legal as drawn, but for a module's veto,
             * which alone is asked (alh_check would also judge the spot again). */
            if (!any_module || alh_veto(g, c) == ALH_OK)
                return ALH_OK;
            continue;
        } else if (kind == 1 && nb > 0) {
            c->type = ALH_CMD_REDESIGN_REMOVE;
            c->tile = built[alh_rng_below(rng, (uint32_t)nb)];
        } else if (kind == 2 && nr > 0 && nb > 0) {
            c->type = ALH_CMD_REDESIGN_SWAP;
            c->tile = reserve[alh_rng_below(rng, (uint32_t)nr)];
            c->tile2 = built[alh_rng_below(rng, (uint32_t)nb)];
        } else {
            continue;
        }
        if (alh_check(g, c) == ALH_OK)
            return ALH_OK;
    }
    return ALH_ERR_NO_SUCH_TILE;
}

AlhError alh_random_policy(const AlhGame *g, AlhRng *rng, AlhCommand *out)
{
    if (g->phase == ALH_PHASE_OVER)
        return ALH_ERR_GAME_OVER;
    if (g->phase != ALH_PHASE_ACTION) {
        /* Placing tiles; or a module's moment (a purchase out of turn, an auction): anything legal. */
        AlhError e = g->phase == ALH_PHASE_PLACE || g->phase == ALH_PHASE_FINAL_PLACE
                         ? random_placement(g, !alh_modset_empty(&g->modules), rng, out)
                         : ALH_ERR_WRONG_PHASE;
        return e == ALH_OK ? e : pick_of(g, ~0u, rng, out);
    }
    bool money = false;
    for (int s = 0; s < ALH_DISPLAY_SLOTS; s++)
        money |= g->display[s] != ALH_CARD_NONE;
    int hand_money[ALH_NUM_CURRENCIES]; /* the hand's sum in each currency, worked out once */
    alh_cards_sums(&g->players[g->current].hand, hand_money);
    unsigned can_buy = affordable(g, hand_money);
    bool buy = can_buy != 0;
    const AlhPlayer *pl = &g->players[g->current];
    bool redesign = pl->reserve_count > 0 || pl->board.tile_count > 0;
    /* Weights in tenths: money 10, buy 10, redesign 1, pass 1 (only after an exact payment); with
     * optional modules on, their own commands (and any payment they allow) 4. */
    unsigned w_money = money ? 10 : 0, w_buy = buy ? 10 : 0, w_redesign = redesign ? 1 : 0;
    unsigned w_pass = g->bonus_action ? 1 : 0;
    bool modules = any_optional(g);
    unsigned w_module = modules ? 4 : 0; /* the 2-player rules bring no command of their own to choose */
    for (int attempt = 0; attempt < 5; attempt++) {
        unsigned total = w_money + w_buy + w_redesign + w_pass + w_module;
        if (total == 0)
            break;
        unsigned r = alh_rng_below(rng, total);
        unsigned kinds;
        if (r < w_money)
            kinds = KIND(ALH_CMD_TAKE_MONEY);
        else if ((r -= w_money) < w_buy)
            kinds = KIND(ALH_CMD_BUY);
        else if ((r -= w_buy) < w_redesign)
            kinds = REDESIGN_KINDS;
        else if ((r -= w_redesign) < w_pass)
            kinds = KIND(ALH_CMD_PASS);
        else
            kinds = ANY_OTHER; /* modules' commands, buys */
        AlhError e;
        if (kinds == KIND(ALH_CMD_TAKE_MONEY))
            e = random_take(g, modules, rng, out);
        else if (kinds == KIND(ALH_CMD_BUY))
            e = random_buy(g, can_buy, rng, out);
        else if (kinds == REDESIGN_KINDS)
            e = random_redesign(g, !alh_modset_empty(&g->modules), rng, out);
        else
            e = pick_of(g, kinds, rng, out);
        /* Money taken and redesigns were checked as they were chosen, a purchase is legal as made
         * in the base game, and a command picked from the legal listing is legal (the listing keeps
         * only what alh_check accepts, the modules' vetoes included); a purchase made here with the
         * modules on asks the modules' vetoes: a module may forbid it just now. The rest of
         * alh_check would pass: a market space's tile paid with cards of its currency from the hand,
         * reaching its price (a payment without a card, for a tile without a price, is judged). */
        bool checked = kinds != KIND(ALH_CMD_BUY) || !modules;
        if (e == ALH_OK && !checked && (alh_cards_empty(&out->cards) ? alh_check(g, out) : alh_veto(g, out)) != ALH_OK)
            e = ALH_ERR_WRONG_PHASE;
        if (e == ALH_OK)
            return ALH_OK;
        /* That kind had nothing legal after all (a redesign nobody can make): drop it. */
        if (kinds == REDESIGN_KINDS)
            w_redesign = 0;
        else if (kinds == KIND(ALH_CMD_BUY))
            w_buy = 0;
        else if (kinds == KIND(ALH_CMD_TAKE_MONEY))
            w_money = 0;
        else if (kinds == KIND(ALH_CMD_PASS))
            w_pass = 0;
        else
            w_module = 0;
    }
    return pick_of(g, ~0u, rng, out); /* anything at all, PASS when nothing else is possible */
}

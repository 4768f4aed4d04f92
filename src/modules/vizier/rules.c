/* SPDX-License-Identifier: MIT */
/*
 * The vizier's favour (expansion 1). Every player has a vizier, awake at the start. Each time a turn
 * is completely over (display and market refilled), players whose vizier is awake may, in order from
 * the player due next to the one who just finished, buy one market tile with exact money and build it
 * at once (or reserve it): no extra action, the vizier falls asleep, the market is refilled, and the
 * others may decide again. Waking the vizier is an action of one's own turn. Not during the end-of-game
 * distribution. No other module's action with the vizier: those act in one's own turn, and this is
 * ALH_PHASE_VIZIER. The tile is built as any placed tile is (alh_check_placement, with the command's
 * option for the modules that read one).
 *
 * The window is a phase: alh_to_move() is the player asked, who answers VIZIER_BUY or DECLINE. Only
 * players who could pay some market tile exactly are asked (for the others nothing could happen).
 * The window is the one all modules' out-of-turn moves after a turn share (module.h, window_phase):
 * the vizier hosts it, so a player asked may also be one with only another module's move (a thief),
 * and any module's move lets everyone decide again.
 * A tile on offer beside the market (a bazaar) is bought the same way, at its buying space.
 */
#include "module.h"

#include <limits.h>
#include <stddef.h>

#define ST(g) ((g)->mod.vizier)

static bool awake(const AlhGame *g, int p) { return (ST(g).awake >> p) & 1; }

static void vizier_setup(AlhGame *g, AlhEvents *ev)
{
    (void)ev;
    ST(g).awake = (uint8_t)((1u << g->num_players) - 1);
}

/* Exact purchases open to `player`, as BUY commands (any payment a module allows included): of
 * the payments listed (the first EXACT_ROOM), those whose cards sum to the price, judged by the
 * payment's own rules. Listed into out and kept there in place (a payment kept is never behind
 * the one read), so that no second array of commands is needed. */
enum { EXACT_ROOM = 512 };
static size_t exact_buys(const AlhGame *g, int player, AlhCommand out[EXACT_ROOM])
{
    size_t n = alh_list_buys(g, player, true, out, EXACT_ROOM), k = 0;
    for (size_t i = 0; i < n && i < EXACT_ROOM; i++) {
        int paid = 0;
        if (alh_check_payment(g, player, out[i].space, &out[i].cards, &paid) != ALH_OK ||
            paid != alh_buy_space(g, out[i].space).price)
            continue;
        if (k != i)
            out[k] = out[i];
        k++;
    }
    return k;
}

/* Whether exact_buys finds one: out of line, so that the question below keeps a small frame. */
static __attribute__((noinline)) bool any_exact_buy_listed(const AlhGame *g, int player)
{
    AlhCommand all[EXACT_ROOM];
    return exact_buys(g, player, all) > 0;
}

/* Whether `player` has an exact purchase at all: as exact_buys finds one, without listing every
 * payment. A subset of one currency's cards summing to the price is a minimal payment that the
 * listing holds; of the modules' payments only those summing to the price are listed (the others
 * could not be exact), and judged as exact_buys does. */
static bool any_exact_buy(const AlhGame *g, int player)
{
    const AlhCardSet *hand = &g->players[player].hand;
    /* Money-like module cards, or tiles on offer beside the market: ask the whole listing. Whether
     * the hand holds a module's card at all is read from its words at once (none in most hands). */
    bool module_cards = !alh_cards_money_only(hand);
    bool money_like = false;
    if (module_cards)
        for (int card = alh_cards_next(hand, ALH_NUM_MONEY_CARDS); card >= 0 && !money_like;
             card = alh_cards_next(hand, card + 1))
            money_like = alh_card_is_money_like(g, card);
    AlhModuleSet offering = alh_offer_modules(g);
    if (money_like || (!alh_modset_empty(&offering) && alh_buy_space(g, ALH_MARKET_SPACES).tile))
        return any_exact_buy_listed(g, player);
    /* The market's spaces whose price some of the hand's money of their currency makes exactly, as
     * bits; a purchase is built for the vetoes only there. A currency's cards summed (by table) settle
     * most spaces: too little, or the price exactly; the sums of some of them only for the others.
     * The four currencies' cards are read from the hand's first two words at once (alh_cards_sums). */
    const uint64_t w0 = hand->bits[0], w1 = hand->bits[1], field27 = ((uint64_t)1 << 27) - 1;
    const uint32_t fields[ALH_NUM_CURRENCIES] = {(uint32_t)(w0 & field27), (uint32_t)((w0 >> 27) & field27),
                                                 (uint32_t)((w0 >> 54 | w1 << 10) & field27), (uint32_t)((w1 >> 17) & field27)};
    /* Each space's total against its price without a branch (the totals are data the branches would
     * mispredict); the sums of some of the cards only where the total passes the price. */
    unsigned exact = 0, above = 0;
    int prices[ALH_MARKET_SPACES];
    for (int s = 0; s < ALH_MARKET_SPACES; s++) {
        int tile = g->market[s];
        int price = tile ? alh_tile_info(tile)->price : INT_MAX; /* an empty space: no sum reaches it */
        int total = alh_currency_sum(fields[alh_market_currency(s)]);
        prices[s] = price;
        exact |= (unsigned)(total == price) << s;
        above |= (unsigned)(total > price && price < 64) << s;
    }
    for (; above; above &= above - 1) {
        int s = __builtin_ctz(above);
        uint64_t reach = 1;
        for (uint32_t field = fields[alh_market_currency(s)]; field; field &= field - 1)
            reach |= reach << (__builtin_ctz(field) / ALH_CARD_COPIES + 1); /* bit i: value i / 3 + 1 */
        exact |= (unsigned)((reach >> prices[s]) & 1) << s;
    }
    for (; exact; exact &= exact - 1) {
        int s = __builtin_ctz(exact);
        AlhCommand probe = {0}; /* built only for a price the money makes */
        probe.type = ALH_CMD_BUY;
        probe.player = (uint8_t)player;
        probe.space = (uint8_t)s;
        if (alh_module_veto(g, &probe) == ALH_OK)
            return true;
    }
    /* A payment of money alone is judged as money whoever lists it (a single currency): the sums
     * above settled those. Only a hand with a module's card can pay otherwise. */
    return module_cards && alh_any_exact_module_payment(g, player);
}

/* The vizier's move in the window after a turn: an awake vizier and an exact purchase. */
static bool vizier_window_moves(const AlhGame *g, int player, int next)
{
    (void)next;
    return awake(g, player) && any_exact_buy(g, player);
}

/* Only a player whose vizier is awake may have the vizier's move. */
static unsigned vizier_window_candidates(const AlhGame *g) { return ST(g).awake; }

static int vizier_window_next(const AlhGame *g) { return ST(g).next; }

/* Asks the next player with a move of any module in the window (a thief too), or closes it. */
static bool ask_or_close(AlhGame *g, AlhEvents *ev)
{
    int p = alh_window_ask(g, ST(g).next, ST(g).asked);
    if (p < 0) {
        ST(g).asked = 0;
        return false;
    }
    g->phase = ALH_PHASE_VIZIER;
    g->current = (uint8_t)p;
    alh_emit(ev, ALH_EV_VIZIER_ASK, p);
    return true;
}

static bool vizier_after_turn(AlhGame *g, int next, AlhEvents *ev)
{
    if (alh_window_host(g) != ALH_MOD_VIZIER)
        return false; /* an earlier module's window held every move */
    ST(g).next = (uint8_t)next;
    ST(g).asked = 0;
    return ask_or_close(g, ev);
}

static void close_or_continue(AlhGame *g, AlhEvents *ev)
{
    if (!ask_or_close(g, ev))
        alh_resume_after_turn(g, ALH_MOD_VIZIER, ST(g).next, ev);
}

/* A move in the window (the vizier's or another module's): everyone may decide again, in the same order. */
static void vizier_window_moved(AlhGame *g, AlhEvents *ev)
{
    ST(g).asked = 0;
    close_or_continue(g, ev);
}

/* ------------------------------------------------------------------ commands */

static AlhError vizier_check(const AlhGame *g, const AlhCommand *c)
{
    switch (c->type) {
    case ALH_CMD_WAKE_VIZIER:
        if (g->phase != ALH_PHASE_ACTION)
            return ALH_ERR_WRONG_PHASE;
        return awake(g, c->player) ? ALH_ERR_RULE : ALH_OK;
    case ALH_CMD_DECLINE: return g->phase == ALH_PHASE_VIZIER ? ALH_OK : ALH_ERR_WRONG_PHASE;
    case ALH_CMD_VIZIER_BUY: {
        if (g->phase != ALH_PHASE_VIZIER)
            return ALH_ERR_WRONG_PHASE;
        if (!awake(g, c->player))
            return ALH_ERR_RULE;
        if (c->space >= ALH_BUY_SPACES)
            return ALH_ERR_BAD_COMMAND;
        AlhBuySpace bs = alh_buy_space(g, c->space); /* the market, or a tile on offer beside it */
        int tile = bs.tile, paid = 0;
        if (!tile)
            return ALH_ERR_EMPTY_SLOT;
        AlhError e = alh_check_payment(g, c->player, c->space, &c->cards, &paid);
        if (e != ALH_OK)
            return e;
        if (paid != bs.price)
            return ALH_ERR_NOT_EXACT;
        if (c->slots == 1)
            return c->option ? ALH_ERR_BAD_COMMAND : ALH_OK; /* onto the reserve */
        return alh_check_placement(g, c->player, tile, c->x, c->y, c->option);
    }
    default: return ALH_ERR_BAD_COMMAND;
    }
}

static size_t vizier_commands(const AlhGame *g, const AlhKindSet *kinds, AlhCommand *out, size_t cap)
{
    (void)kinds; /* few enough to list whole; the engine keeps the kinds asked for */
    size_t n = 0;
    int p = g->current;
    if (g->phase == ALH_PHASE_ACTION) {
        if (!awake(g, p)) {
            if (n < cap) {
                AlhCommand c = {0};
                c.type = ALH_CMD_WAKE_VIZIER;
                c.player = (uint8_t)p;
                out[n] = c;
            }
            n++;
        }
        return n;
    }
    if (g->phase != ALH_PHASE_VIZIER)
        return 0;
    AlhCommand decline = {0};
    decline.type = ALH_CMD_DECLINE;
    decline.player = (uint8_t)p;
    if (n < cap)
        out[n] = decline;
    n++;
    if (!awake(g, p))
        return n; /* asked for another module's move in the window (a thief) */
    AlhCommand buys[EXACT_ROOM];
    size_t nb = exact_buys(g, p, buys);
    /* Every spot the tile may be built on, with the options the modules read (a gate): the same for
     * every payment of a space, so listed once a space, straight into out at its first payment (up
     * to 512), and copied from there for the space's other payments. A later copy that fits in out
     * reads a spot that fitted too: it lies before it. */
    size_t first_spot[ALH_BUY_SPACES], spot_count[ALH_BUY_SPACES] = {0};
    bool listed[ALH_BUY_SPACES] = {false};
    for (size_t i = 0; i < nb && i < 256; i++) {
        AlhCommand c = buys[i];
        c.type = ALH_CMD_VIZIER_BUY;
        c.slots = 1; /* the reserve */
        if (n < cap)
            out[n] = c;
        n++;
        c.slots = 0; /* built at once, on a spot */
        if (!listed[c.space]) {
            size_t room = n < cap ? cap - n : 0;
            size_t count =
                alh_list_placements(g, p, alh_buy_space(g, c.space).tile, room ? out + n : NULL, room < 512 ? room : 512);
            spot_count[c.space] = count < 512 ? count : 512;
            first_spot[c.space] = n;
            listed[c.space] = true;
            for (size_t k = 0; k < spot_count[c.space] && n + k < cap; k++) { /* the placement made a purchase */
                AlhCommand v = c;
                v.x = out[n + k].x;
                v.y = out[n + k].y;
                v.option = out[n + k].option;
                out[n + k] = v;
            }
            n += spot_count[c.space];
            continue;
        }
        size_t ns = spot_count[c.space], from = first_spot[c.space];
        for (size_t k = 0; k < ns; k++) {
            if (n < cap) {
                AlhCommand v = c;
                v.x = out[from + k].x;
                v.y = out[from + k].y;
                v.option = out[from + k].option;
                out[n] = v;
            }
            n++;
        }
    }
    return n;
}

static void vizier_apply(AlhGame *g, const AlhCommand *c, AlhEvents *ev)
{
    int p = c->player;
    if (c->type == ALH_CMD_WAKE_VIZIER) {
        ST(g).awake |= (uint8_t)(1u << p);
        alh_emit(ev, ALH_EV_VIZIER_WOKEN, p);
        alh_end_action(g, ev);
        return;
    }
    if (c->type == ALH_CMD_DECLINE) {
        ST(g).asked |= (uint8_t)(1u << p);
        alh_emit(ev, ALH_EV_DECLINE, p);
        close_or_continue(g, ev);
        return;
    }
    /* The special move: pay exactly, build at once, the vizier sleeps, the market is refilled. What
     * was paid is the price (vizier_check accepted nothing else). */
    int space = c->space, paid = alh_buy_space(g, space).price;
    alh_pay(g, p, &c->cards, ev);
    int tile = alh_take_bought_tile(g, space, ev);
    ST(g).awake &= (uint8_t) ~(1u << p);
    AlhEvent *e = alh_emit(ev, ALH_EV_VIZIER_USED, p);
    if (e) {
        e->tile = (uint8_t)tile;
        e->slot = (int8_t)space;
        e->value = (int16_t)paid;
        e->exact = 1;
    }
    if (c->slots == 1) {
        alh_put_in_reserve(g, p, tile);
        e = alh_emit(ev, ALH_EV_TILE_RESERVED, p);
        if (e)
            e->tile = (uint8_t)tile;
    } else {
        alh_build_placed(g, p, tile, c->x, c->y, c->option, ev);
    }
    alh_tile_bought(g, p, tile, paid, true, ev);
    if (space < ALH_MARKET_SPACES)
        alh_fill_market_space(g, space, ev);
    vizier_window_moved(g, ev);
}

static bool vizier_validate(const AlhGame *g, char *msg, size_t size)
{
    if (ST(g).awake >> g->num_players) {
        alh_str_copy(msg, size, "a vizier belongs to nobody in the game");
        return false;
    }
    if (g->phase == ALH_PHASE_VIZIER && ST(g).next >= g->num_players) {
        alh_str_copy(msg, size, "the window after a turn has nobody about to play");
        return false;
    }
    return true;
}

static const AlhField vizier_fields[] = {
    ALH_FIELD_DEF(AlhVizierState, awake, ALH_FIELD_PLAYERS, 1, 0, 0, 0, "vizier_awake"),
    ALH_FIELD_DEF(AlhVizierState, next, ALH_FIELD_PLAYER, 1, 0, 0, 0, "vizier_next"),
    ALH_FIELD_DEF(AlhVizierState, asked, ALH_FIELD_PLAYERS, 1, 0, 0, 0, "vizier_asked"),
};

const AlhModule alh_module_vizier = {
    .state_offset = offsetof(AlhModState, vizier),
    .fields = vizier_fields,
    .field_count = sizeof vizier_fields / sizeof vizier_fields[0],
    .setup = vizier_setup,
    .commands = vizier_commands,
    .base_kinds = 1u << ALH_CMD_DECLINE,
    .check = vizier_check,
    .apply = vizier_apply,
    .after_turn = vizier_after_turn,
    .window_phase = ALH_PHASE_VIZIER,
    .window_moves = vizier_window_moves,
    .window_candidates = vizier_window_candidates,
    .window_next = vizier_window_next,
    .window_moved = vizier_window_moved,
    .validate = vizier_validate,
};

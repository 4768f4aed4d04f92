/* SPDX-License-Identifier: MIT */
/* Listing the legal commands of the player to move, and the legal spots for a tile. */
#include "engine_internal.h"
#include "module.h"

#include <string.h>

typedef struct CommandList {
    AlhCommand *out;
    size_t cap;
    size_t count;
    AlhKindSet kinds; /* command types to keep; filtering here keeps counts right whatever cap is */
    const AlhGame *g;
    AlhModuleSet veto_mods; /* the game's modules that may veto a command (asked of each one kept) */
    bool first_only;        /* only whether there is one: the listers stop as soon as count > 0 */
} CommandList;

/* Whether a lister may stop: one command is all that was asked. */
static inline bool list_done(const CommandList *l) { return l->first_only && l->count > 0; }

static CommandList list_make(const AlhGame *g, AlhKindSet kinds, AlhCommand *out, size_t cap, bool first_only)
{
    CommandList l = {out, cap, 0, kinds, g, alh_veto_modules(g), first_only};
    return l;
}

static void list_push(CommandList *l, const AlhCommand *c)
{
    if (!alh_kinds_has(&l->kinds, c->type))
        return;
    ALH_FOR_MODSET(&l->veto_mods, m) /* as alh_module_veto, the modules that have no say left out */
    if (m->veto(l->g, c) != ALH_OK)
        return;
    if (l->count < l->cap)
        l->out[l->count] = *c;
    l->count++;
}

/* The n commands a module listed: those of `kinds` pushed as list_push pushes each. When they are
 * all of one kind, a veto that reads the kind alone (veto_by_kind) is asked once for them all, and
 * only the other vetoes of each command. */
static void list_push_all(CommandList *l, const AlhKindSet *kinds, const AlhCommand *cmds, size_t n)
{
    if (n == 0)
        return;
    int type = cmds[0].type;
    bool one_kind = true;
    for (size_t i = 1; i < n; i++)
        one_kind &= cmds[i].type == type;
    if (!one_kind) {
        for (size_t i = 0; i < n; i++)
            if (alh_kinds_has(kinds, cmds[i].type))
                list_push(l, &cmds[i]);
        return;
    }
    if (!alh_kinds_has(kinds, type) || !alh_kinds_has(&l->kinds, type))
        return;
    AlhModuleSet each = alh_modset_none(); /* the vetoes asked of each command */
    for (int w = 0; w < ALH_MODULE_WORDS; w++)
        for (uint64_t bits = l->veto_mods.bits[w]; bits; bits &= bits - 1) {
            int id = w * 64 + __builtin_ctzll(bits);
            const AlhModule *m = alh_module_slots[id];
            if (!m)
                continue;
            if (!m->veto_by_kind)
                alh_modset_add(&each, id);
            else if (m->veto(l->g, &cmds[0]) != ALH_OK)
                return; /* the kind refused whole */
        }
    for (size_t i = 0; i < n; i++) {
        bool vetoed = false;
        ALH_FOR_MODSET(&each, m)
        if (!vetoed && m->veto(l->g, &cmds[i]) != ALH_OK)
            vetoed = true;
        if (vetoed)
            continue;
        if (l->count < l->cap)
            l->out[l->count] = cmds[i];
        l->count++;
    }
}

AlhError alh_spot_check(const AlhGame *g, int player, int tile, int x, int y)
{
    if (player < 0 || player >= g->num_players)
        return ALH_ERR_BAD_COMMAND;
    return alh_board_spot_check(g, player, tile, x, y);
}

size_t alh_legal_spots(const AlhGame *g, int player, int tile, AlhSpot *out, size_t cap)
{
    if (player < 0 || player >= g->num_players || !alh_tile_info(tile) || tile == ALH_TILE_FOUNTAIN)
        return 0;
    return alh_board_legal_spots(g, player, tile, out, cap);
}

/* Every legal spot for `tile`, then the spots the modules' placement options open (a gate). */
size_t alh_list_placements(const AlhGame *g, int player, int tile, AlhCommand *out, size_t cap)
{
    AlhSpot spots[256];
    size_t n = alh_legal_spots(g, player, tile, spots, 256), total = 0;
    for (size_t i = 0; i < n && i < 256; i++) {
        if (total < cap) {
            AlhCommand c = {0};
            c.type = ALH_CMD_PLACE;
            c.player = (uint8_t)player;
            c.tile = (uint8_t)tile;
            c.x = spots[i].x;
            c.y = spots[i].y;
            out[total] = c;
        }
        total++;
    }
    ALH_FOR_HOOK(g, PENDING_TILE_COMMANDS, m)
    {
        if (!m->check_option || !m->pending_tile_commands)
            continue;
        AlhCommand extra[512];
        size_t k = m->pending_tile_commands(g, player, tile, extra, 512);
        for (size_t i = 0; i < k && i < 512; i++) {
            if (extra[i].type != ALH_CMD_PLACE || !extra[i].option)
                continue;
            if (total < cap)
                out[total] = extra[i];
            total++;
        }
    }
    return total;
}

/* ------------------------------------------------------------------ actions */

static void list_take_money(const AlhGame *g, CommandList *l)
{
    unsigned present = 0; /* the slots holding a card: alh_check refuses a take from an empty one */
    for (int s = 0; s < ALH_DISPLAY_SLOTS; s++)
        present |= (unsigned)(g->display[s] != ALH_CARD_NONE) << s;
    for (int mask = 1; mask < (1 << ALH_DISPLAY_SLOTS) && !list_done(l); mask++) {
        if ((unsigned)mask & ~present)
            continue;
        AlhCommand c = {0};
        c.type = ALH_CMD_TAKE_MONEY;
        c.player = g->current;
        c.slots = (uint8_t)mask;
        if (alh_check(g, &c) == ALH_OK)
            list_push(l, &c);
    }
}

typedef struct PaymentSearch {
    const AlhGame *g;
    CommandList *list;
    int player, space, price, currency;
    bool exact_only;                      /* only payments that sum to the price */
    uint8_t have[ALH_CARD_VALUES + 1];    /* cards of each value in hand (money, and money-like cards) */
    uint8_t take[ALH_CARD_VALUES + 1];    /* cards of each value in the payment being built */
    uint8_t like[ALH_CARD_VALUES + 1][8]; /* the hand's money-like module cards of the currency, by value */
    uint8_t like_n[ALH_CARD_VALUES + 1];
} PaymentSearch;

/* A payment of the values in take[]: money cards first, then the modules' money-like cards (such a
 * card is spent only when money of its value is lacking). */
static void emit_payment(PaymentSearch *s)
{
    AlhCommand c = {0};
    c.type = ALH_CMD_BUY;
    c.player = (uint8_t)s->player;
    c.space = (uint8_t)s->space;
    const AlhCardSet *hand = &s->g->players[c.player].hand;
    for (int v = 1; v <= ALH_CARD_VALUES; v++) {
        int need = s->take[v];
        for (int copy = 0; copy < ALH_CARD_COPIES && need > 0; copy++) {
            int card = alh_card_make(s->currency, v, copy);
            if (alh_cards_has(hand, card)) {
                alh_cards_add(&c.cards, card);
                need--;
            }
        }
        for (int k = 0; k < s->like_n[v] && need > 0; k++, need--)
            alh_cards_add(&c.cards, s->like[v][k]);
    }
    list_push(s->list, &c);
}

/*
 * Multisets of values chosen from the highest value down. Once the sum reaches the price no more
 * cards are added (a smaller card would be redundant); the payment is minimal when leaving out its
 * smallest card falls short.
 */
static void payment_dfs(PaymentSearch *s, int value, int sum, int smallest)
{
    if (list_done(s->list))
        return;
    if (sum >= s->price) {
        if (sum - smallest < s->price && (!s->exact_only || sum == s->price))
            emit_payment(s);
        return;
    }
    if (value < 1)
        return;
    for (int k = s->have[value]; k >= 0; k--) {
        s->take[value] = (uint8_t)k;
        payment_dfs(s, value - 1, sum + k * value, k > 0 ? value : smallest);
    }
    s->take[value] = 0;
}

/* The buying spaces with something for sale now: the market's, then the tiles on offer. */
static int buy_spaces(const AlhGame *g, AlhBuySpace spaces[ALH_BUY_SPACES])
{
    int last = 0;
    AlhModuleSet offering = alh_offer_modules(g);
    if (alh_modset_empty(&offering)) { /* the market's spaces alone: the others are never read */
        for (int space = 0; space < ALH_MARKET_SPACES; space++) {
            spaces[space] = alh_buy_space(g, space);
            last = spaces[space].tile ? space + 1 : last;
        }
        return last;
    }
    alh_buy_spaces(g, spaces);
    for (int space = 0; space < ALH_BUY_SPACES; space++) {
        if (spaces[space].tile)
            last = space + 1;
        else if (space >= ALH_MARKET_SPACES)
            break; /* the offers are numbered without gaps */
    }
    return last;
}

/* The payers' payment_sums, asked once a listing (asked[i_payer]; the sums are read only once asked). */
typedef struct PaymentSums {
    uint64_t sums[ALH_MOD_COUNT][ALH_NUM_CURRENCIES];
    bool asked[ALH_MOD_COUNT];
} PaymentSums;

/* Whether payer m (the i_payer-th) may list a payment of bs's price (exactly, or reaching it):
 * its payment_sums, asked once. */
static bool payment_possible(const AlhGame *g, int player, const AlhModule *m, int i_payer, const AlhBuySpace *bs, bool exact,
                             PaymentSums *e)
{
    if (!m->payment_sums || bs->currency < 0 || bs->currency >= ALH_NUM_CURRENCIES)
        return true; /* no quick answer: its listing says */
    if (!e->asked[i_payer]) {
        m->payment_sums(g, player, e->sums[i_payer]);
        e->asked[i_payer] = true;
    }
    uint64_t sums = e->sums[i_payer][bs->currency];
    return exact ? alh_price_in(sums, bs->price) : alh_price_reached(sums, bs->price);
}

/* The game's modules that list payments, in list order, into payers; returns how many. */
static int payment_listers(const AlhGame *g, const AlhModule *payers[ALH_MOD_COUNT])
{
    int n = 0;
    AlhModuleSet listing = alh_payment_modules(g); /* the others list no payment */
    ALH_FOR_MODSET(&listing, m)
    if (m->list_payments)
        payers[n++] = m;
    return n;
}

/* A purchase of `space` by `player`, its payment still to be filled in by a module. */
static AlhCommand buy_proto(int player, int space)
{
    AlhCommand c = {0};
    c.type = ALH_CMD_BUY;
    c.player = (uint8_t)player;
    c.space = (uint8_t)space;
    return c;
}

/* Payments with the modules' cards, for every space. */
static void list_module_payments(const AlhGame *g, int player, CommandList *l, bool exact_only, const AlhBuySpace *spaces,
                                 int n_spaces)
{
    const AlhModule *payers[ALH_MOD_COUNT];
    int n_payers = payment_listers(g, payers);
    PaymentSums sums;
    memset(sums.asked, 0, sizeof sums.asked);
    /* Every payer's sums together, by currency (when every payer has a quick answer): a space no
     * sum reaches is passed over before any payer is asked about it. */
    uint64_t any[ALH_NUM_CURRENCIES] = {0};
    bool all_sums = true;
    for (int i_payer = 0; i_payer < n_payers && all_sums; i_payer++) {
        const AlhModule *m = payers[i_payer];
        all_sums = m->payment_sums != NULL;
        if (!all_sums)
            break;
        m->payment_sums(g, player, sums.sums[i_payer]);
        sums.asked[i_payer] = true;
        for (int c = 0; c < ALH_NUM_CURRENCIES; c++)
            any[c] |= sums.sums[i_payer][c];
    }
    for (int space = 0; space < n_spaces && !list_done(l) && n_payers > 0; space++) {
        const AlhBuySpace *bs = &spaces[space];
        if (!bs->tile || !bs->price)
            continue;
        bool exact = exact_only || bs->exact_only;
        if (all_sums && bs->currency >= 0 && bs->currency < ALH_NUM_CURRENCIES &&
            !(exact ? alh_price_in(any[bs->currency], bs->price) : alh_price_reached(any[bs->currency], bs->price)))
            continue; /* no payer would list one */
        AlhCommand proto = buy_proto(player, space);
        for (int i_payer = 0; i_payer < n_payers; i_payer++) {
            const AlhModule *m = payers[i_payer];
            if (!payment_possible(g, player, m, i_payer, bs, exact, &sums))
                continue; /* it would list none */
            AlhCommand buf[512];
            size_t n = m->list_payments(g, &proto, bs->currency, bs->price, exact, buf, 512);
            list_push_all(l, &l->kinds, buf, n < 512 ? n : 512);
        }
    }
}

/* Every way for `player` to buy a tile on sale, in the market or on offer beside it (whoever's turn
 * it is); with exact_only, those that pay the price exactly (in the same order). */
static void list_buys(const AlhGame *g, int player, CommandList *l, bool exact_only)
{
    const AlhCardSet *hand = &g->players[player].hand;
    AlhBuySpace spaces[ALH_BUY_SPACES];
    int n_spaces = buy_spaces(g, spaces);
    int money[ALH_NUM_CURRENCIES]; /* the hand's money in each currency, asked once */
    alh_cards_money_each(g, hand, money);
    for (int space = 0; space < n_spaces && !list_done(l); space++) {
        const AlhBuySpace *bs = &spaces[space];
        if (!bs->tile || !bs->price)
            continue;
        if (bs->currency >= 0 && bs->currency < ALH_NUM_CURRENCIES && money[bs->currency] < bs->price)
            continue; /* as below, before the search is set up */
        PaymentSearch s;
        memset(&s, 0, sizeof s);
        s.g = g;
        s.list = l;
        s.player = player;
        s.exact_only = exact_only || bs->exact_only;
        s.space = space;
        s.currency = bs->currency;
        s.price = bs->price;
        if (s.currency < 0 || s.currency >= ALH_NUM_CURRENCIES ? alh_cards_money(g, hand, s.currency) < s.price
                                                               : money[s.currency] < s.price)
            continue;
        if (s.currency >= 0 && s.currency < ALH_NUM_CURRENCIES) { /* the currency's cards of each value, from its bits */
            uint32_t field = alh_currency_bits(hand, s.currency);
            for (int v = 1; v <= ALH_CARD_VALUES; v++)
                s.have[v] = (uint8_t)alh_popcount64((field >> ((v - 1) * ALH_CARD_COPIES)) & 7);
        } else {
            for (int v = 1; v <= ALH_CARD_VALUES; v++)
                for (int copy = 0; copy < ALH_CARD_COPIES; copy++)
                    if (alh_cards_has(hand, alh_card_make(s.currency, v, copy)))
                        s.have[v]++;
        }
        for (int card = alh_cards_next(hand, ALH_NUM_MONEY_CARDS); card >= 0; card = alh_cards_next(hand, card + 1)) {
            int v = alh_card_worth(g, card);
            if (v < 1 || v > ALH_CARD_VALUES || alh_card_pay_currency(g, card) != s.currency || s.like_n[v] >= 8)
                continue;
            s.like[v][s.like_n[v]++] = (uint8_t)card;
            s.have[v]++;
        }
        if (s.exact_only && s.price < 64) { /* an exact payment is a set of the cards summing to the price */
            uint64_t reach = 1;
            for (int v = 1; v <= ALH_CARD_VALUES; v++)
                for (int k = 0; k < s.have[v]; k++)
                    reach |= reach << v;
            if (!((reach >> s.price) & 1))
                continue; /* none: the search would find nothing */
        }
        payment_dfs(&s, ALH_CARD_VALUES, 0, 100);
    }
    list_module_payments(g, player, l, exact_only, spaces, n_spaces);
}

/* A redesign of `tile` (and `tile2`, the built tile a swap takes out) pushed onto the listing. */
static void push_redesign(CommandList *l, int type, int player, int tile, int tile2)
{
    AlhCommand c = {0};
    c.type = (uint8_t)type;
    c.player = (uint8_t)player;
    c.tile = (uint8_t)tile;
    c.tile2 = (uint8_t)tile2;
    list_push(l, &c);
}

/* One command of `type` (PLACE or REDESIGN_ADD) for every legal spot of the tile. An Alhambra of
 * 55 tiles has at most about 112 empty cells along its edge, so 256 spots always suffice. */
static void push_spot_commands(const AlhGame *g, CommandList *l, int type, int player, int tile, AlhSpot spots[256])
{
    size_t n = alh_legal_spots(g, player, tile, spots, 256);
    for (size_t i = 0; i < n && i < 256; i++) {
        AlhCommand c = {0};
        c.type = (uint8_t)type;
        c.player = (uint8_t)player;
        c.tile = (uint8_t)tile;
        c.x = spots[i].x;
        c.y = spots[i].y;
        list_push(l, &c);
    }
}

static void list_redesigns(const AlhGame *g, CommandList *l)
{
    int player = g->current;
    AlhSpot spots[256];
    /* Asked only whether there is one: a tile taken out (one flood fill) is tried before the
     * spots of every reserve tile are listed; either order finds one if there is one. */
    bool removals_first = l->first_only;
    const AlhBoard *b = &g->players[player].board;
    /* The built tiles with one neighbour first (taking one out closes no hole and cuts no path,
     * mostly), then the others: only whether there is one is asked, so any order finds the same
     * answer. Read from the board's rows (the box leaves an empty ring round the torus, so a
     * neighbour is one bit away round the row), not from every tile's place. */
    for (int pass = 0; pass < 2 && removals_first; pass++)
        for (int y = b->min_y; y <= b->max_y && !list_done(l); y++) {
            unsigned r = (unsigned)y & (ALH_GRID - 1);
            uint64_t row = b->occupied[r], north = b->occupied[(y - 1) & (ALH_GRID - 1)],
                     south = b->occupied[(y + 1) & (ALH_GRID - 1)];
            uint64_t east = row >> 1 | row << 63, west = row << 1 | row >> 63;
            uint64_t two = (north & south) | ((north | south) & (east | west)) | (east & west); /* two neighbours or more */
            uint64_t one = (north ^ south ^ east ^ west) & ~two;
            for (uint64_t cells = row & (pass == 0 ? one : ~one); cells && !list_done(l); cells &= cells - 1) {
                uint64_t bit = cells & -cells;
                int tile = b->tiles[b->row_start[r] + alh_popcount64(row & (bit - 1))];
                int x = b->min_x + ((__builtin_ctzll(cells) - b->min_x) & (ALH_GRID - 1));
                if (!alh_tile_is_piece(tile) || alh_board_remove_check(g, player, x, y) != ALH_OK)
                    continue;
                push_redesign(l, ALH_CMD_REDESIGN_REMOVE, player, tile, 0);
            }
        }
    for (int tile = 1; tile <= ALH_TILE_MAX && !list_done(l); tile++) {
        const AlhTilePlace *w = &g->where[tile];
        if (w->owner != player || !alh_tile_is_piece(tile))
            continue;
        if (w->loc == ALH_LOC_RESERVE) {
            push_spot_commands(g, l, ALH_CMD_REDESIGN_ADD, player, tile, spots);
            for (int out = 1; out <= ALH_TILE_MAX && !list_done(l); out++) {
                const AlhTilePlace *o = &g->where[out];
                if (o->loc != ALH_LOC_ALHAMBRA || o->owner != player || !alh_tile_is_piece(out))
                    continue;
                if (alh_board_swap_check(g, player, tile, o->x, o->y) != ALH_OK)
                    continue;
                push_redesign(l, ALH_CMD_REDESIGN_SWAP, player, tile, out);
            }
        } else if (w->loc == ALH_LOC_ALHAMBRA && !removals_first) {
            if (alh_board_remove_check(g, player, w->x, w->y) != ALH_OK)
                continue;
            push_redesign(l, ALH_CMD_REDESIGN_REMOVE, player, tile, 0);
        }
    }
}

/* The placements of one tile waiting for the player to move: every legal spot, the reserve, and
 * what the modules add (a gate, Dirk). */
static void list_tile_placements(const AlhGame *g, CommandList *l, int player, int tile)
{
    AlhSpot spots[256];
    push_spot_commands(g, l, ALH_CMD_PLACE, player, tile, spots);
    AlhCommand c = {0};
    c.type = ALH_CMD_RESERVE;
    c.player = (uint8_t)player;
    c.tile = (uint8_t)tile;
    list_push(l, &c);
    ALH_FOR_HOOK(g, PENDING_TILE_COMMANDS, m)
    {
        if (!m->pending_tile_commands)
            continue;
        AlhCommand extra[512]; /* a module may list a spot for every side of the Alhambra */
        size_t added = m->pending_tile_commands(g, player, tile, extra, 512);
        for (size_t i = 0; i < added && i < 512; i++)
            list_push(l, &extra[i]);
    }
}

/* Every waiting tile's placements, by increasing id: the buildings from the player's bits, then the
 * modules' pieces (ids past the fountain) read from their places only when the count says some
 * wait, rather than every tile's place read at every listing. */
static void list_placements(const AlhGame *g, CommandList *l)
{
    int player = g->current;
    const AlhPlayer *pl = &g->players[player];
    uint64_t buildings = pl->pending_buildings;
    int pieces = pl->pending_count - alh_popcount64(buildings); /* the modules' pieces waiting */
    for (; buildings; buildings &= buildings - 1)
        list_tile_placements(g, l, player, __builtin_ctzll(buildings));
    for (int tile = ALH_TILE_FOUNTAIN + 1; tile <= ALH_TILE_MAX && pieces > 0; tile++) {
        const AlhTilePlace *w = &g->where[tile];
        if (w->loc != ALH_LOC_PENDING || w->owner != player || !alh_tile_is_piece(tile))
            continue;
        list_tile_placements(g, l, player, tile);
        pieces--;
    }
}

/* The modules whose own commands include a kind asked for: one pass over the modules' command
 * kinds, rather than one per module. */
static AlhModuleSet modules_owning(const AlhKindSet *kinds)
{
    AlhModuleSet owners = alh_modset_none();
    /* Every module's kind asked for (a listing of any kind, or of all but some base actions): every
     * module may be asked, as the kinds not asked for are dropped from what it lists anyway. */
    enum { ONE_WORD = ALH_CMD_TYPE_COUNT < 64 }; /* every kind in the first word (else no shortcut) */
    const uint64_t module_bits = ((1ull << (ONE_WORD ? ALH_CMD_TYPE_COUNT : 0)) - 1) & ~((1ull << ALH_CMD_BASE_COUNT) - 1);
    bool all_module_kinds = ONE_WORD && (kinds->bits[0] & module_bits) == module_bits;
    if (all_module_kinds) { /* every module: the bits below ALH_MOD_COUNT, a word at a time */
        for (int w = 0; w < ALH_MAX_MODULES / 64; w++) {
            int below = ALH_MOD_COUNT - w * 64;
            owners.bits[w] = below >= 64 ? ~0ull : below > 0 ? (1ull << below) - 1 : 0;
        }
        return owners;
    }
    for (int t = ALH_CMD_BASE_COUNT; t < ALH_CMD_TYPE_COUNT; t++)
        if (alh_kinds_has(kinds, t) && alh_command_owner[t - ALH_CMD_BASE_COUNT] < ALH_MAX_MODULES)
            alh_modset_add(&owners, alh_command_owner[t - ALH_CMD_BASE_COUNT]);
    return owners;
}

/* The modules' own commands legal now, of the kinds asked for. A module is asked when its listing
 * can hold one of them: its own kinds, or the base kinds it declares. */
static void list_module_commands(const AlhGame *g, const AlhKindSet *kinds, CommandList *l)
{
    AlhCommand buf[1024];
    AlhModuleSet owners = modules_owning(kinds);
    for (int w = 0; w < ALH_MODULE_WORDS && !list_done(l); w++) /* the modules that list commands */
        for (uint64_t bits = g->modules.bits[w] & ALH_HOOK_BITS(COMMANDS, w); bits && !list_done(l); bits &= bits - 1) {
            int id = w * 64 + __builtin_ctzll(bits);
            const AlhModule *m = alh_module_slots[id];
            if (!m || !m->commands || !(alh_modset_has(&owners, id) || (m->base_kinds & kinds->bits[0])))
                continue;
            size_t n = m->commands(g, kinds, buf, 1024);
            list_push_all(l, kinds, buf, n < 1024 ? n : 1024); /* the kinds not asked for dropped */
        }
}

bool alh_command_is_free(const AlhGame *g, int type)
{
    const AlhModule *m = alh_module_of_command(g, type); /* none for the base game's commands */
    return m && m->is_free && m->is_free(type);
}

AlhKindSet alh_free_command_kinds(const AlhGame *g)
{
    AlhKindSet kinds = alh_kinds_none();
    for (int t = ALH_CMD_BASE_COUNT; t < ALH_CMD_TYPE_COUNT; t++)
        if (alh_command_is_free(g, t))
            alh_kinds_add(&kinds, t);
    return kinds;
}

static bool module_phase(const AlhGame *g) { return g->phase >= ALH_PHASE_BASE_COUNT; }

static const AlhKindSet every_kind = {{~0ull, ~0ull, ~0ull, ~0ull}}; /* alh_kinds_all(), read in place */
static const AlhKindSet redesign_kinds = {
    {(1u << ALH_CMD_REDESIGN_ADD) | (1u << ALH_CMD_REDESIGN_REMOVE) | (1u << ALH_CMD_REDESIGN_SWAP), 0, 0, 0}};

/* Whether every kind of redesign is refused whole (alh_kind_vetoed). */
static bool redesigns_vetoed(const AlhGame *g)
{
    return alh_kind_vetoed(g, ALH_CMD_REDESIGN_ADD) && alh_kind_vetoed(g, ALH_CMD_REDESIGN_REMOVE) &&
           alh_kind_vetoed(g, ALH_CMD_REDESIGN_SWAP);
}

/* The listing of alh_legal_commands_of, into l. */
static void list_commands_of(const AlhGame *g, CommandList *l)
{
    /* The kinds read in place: a copy of the set just stored word by word in l, read back whole,
     * would stall the processor at every listing. */
    const AlhKindSet *kinds = &l->kinds;
    int phase = g->phase;
    if (phase == ALH_PHASE_OVER)
        return;
    if (phase >= ALH_PHASE_BASE_COUNT) {
        list_module_commands(g, kinds, l);
        return;
    }
    if (phase == ALH_PHASE_ACTION) {
        /* A kind a module refuses whole just now (the Master Builder's extra redesign) is not built
         * to be dropped command by command. */
        if (alh_kinds_has(kinds, ALH_CMD_TAKE_MONEY) && !alh_kind_vetoed(g, ALH_CMD_TAKE_MONEY))
            list_take_money(g, l);
        if (alh_kinds_has(kinds, ALH_CMD_BUY) && !list_done(l) && !alh_kind_vetoed(g, ALH_CMD_BUY))
            list_buys(g, g->current, l, false);
        if (alh_kinds_meet(kinds, &redesign_kinds) && !list_done(l) && !redesigns_vetoed(g))
            list_redesigns(g, l);
        if (!list_done(l))
            list_module_commands(g, kinds, l);
        if (alh_kinds_has(kinds, ALH_CMD_PASS) && !list_done(l) &&
            alh_check(g, &(AlhCommand){.type = ALH_CMD_PASS, .player = g->current}) == ALH_OK) {
            AlhCommand c = {0};
            c.type = ALH_CMD_PASS;
            c.player = g->current;
            list_push(l, &c);
        }
    } else {
        list_placements(g, l);
        if (!list_done(l))
            list_module_commands(g, kinds, l);
    }
}

size_t alh_legal_commands_of(const AlhGame *g, AlhKindSet kinds, AlhCommand *out, size_t cap)
{
    CommandList l = list_make(g, kinds, out, cap, false);
    list_commands_of(g, &l);
    return l.count;
}

bool alh_any_command_of(const AlhGame *g, AlhKindSet kinds)
{
    CommandList l = list_make(g, kinds, NULL, 0, true);
    list_commands_of(g, &l);
    return l.count > 0;
}

size_t alh_list_module_payments(const AlhGame *g, int player, bool exact_only, AlhCommand *out, size_t cap)
{
    CommandList l = list_make(g, alh_kinds_one(ALH_CMD_BUY), out, cap, false);
    AlhBuySpace spaces[ALH_BUY_SPACES];
    int n_spaces = buy_spaces(g, spaces);
    list_module_payments(g, player, &l, exact_only, spaces, n_spaces);
    return l.count;
}

bool alh_any_exact_module_payment(const AlhGame *g, int player)
{
    const AlhModule *payers[ALH_MOD_COUNT];
    int n_payers = payment_listers(g, payers);
    if (n_payers == 0)
        return false;
    PaymentSums sums;
    memset(sums.asked, 0, sizeof sums.asked);
    AlhModuleSet offering = alh_offer_modules(g);
    if (alh_modset_empty(&offering)) {
        /* The market's spaces alone: mostly no payer's sums hold a price (asked in the window after every turn, of
         * every player), answered before any space is gathered or payment listed. */
        uint64_t any[ALH_NUM_CURRENCIES] = {0}; /* every payer's sums together, by currency */
        bool all_sums = true;
        for (int i_payer = 0; i_payer < n_payers && all_sums; i_payer++) {
            const AlhModule *m = payers[i_payer];
            all_sums = m->payment_sums != NULL;
            if (!all_sums)
                break; /* a payer without a quick answer: its listing says */
            m->payment_sums(g, player, sums.sums[i_payer]);
            sums.asked[i_payer] = true;
            for (int c = 0; c < ALH_NUM_CURRENCIES; c++)
                any[c] |= sums.sums[i_payer][c];
        }
        bool maybe = !all_sums;
        for (int space = 0; space < ALH_MARKET_SPACES && !maybe; space++) {
            int tile = g->market[space];
            maybe = tile && alh_price_in(any[alh_market_currency(space)], alh_tile_info(tile)->price);
        }
        if (!maybe)
            return false;
    }
    AlhBuySpace spaces[ALH_BUY_SPACES];
    int n_spaces = buy_spaces(g, spaces);
    for (int space = 0; space < n_spaces; space++) {
        const AlhBuySpace *bs = &spaces[space];
        if (!bs->tile || !bs->price)
            continue;
        AlhCommand proto = buy_proto(player, space);
        for (int i_payer = 0; i_payer < n_payers; i_payer++) {
            const AlhModule *m = payers[i_payer];
            if (!payment_possible(g, player, m, i_payer, bs, true, &sums))
                continue; /* it would list none */
            AlhCommand buf[512];
            size_t n = m->list_payments(g, &proto, bs->currency, bs->price, true, buf, 512);
            CommandList l = list_make(g, alh_kinds_one(ALH_CMD_BUY), NULL, 0, false);
            for (size_t i = 0; i < n && i < 512; i++) {
                size_t before = l.count;
                list_push(&l, &buf[i]); /* counted only when no module vetoes it */
                int paid = 0;
                if (l.count > before && alh_check_payment(g, player, space, &buf[i].cards, &paid) == ALH_OK && paid == bs->price)
                    return true;
            }
        }
    }
    return false;
}

size_t alh_list_buys(const AlhGame *g, int player, bool exact_only, AlhCommand *out, size_t cap)
{
    CommandList l = list_make(g, alh_kinds_one(ALH_CMD_BUY), out, cap, false);
    list_buys(g, player, &l, exact_only);
    return l.count;
}

size_t alh_legal_commands(const AlhGame *g, AlhCommand *out, size_t cap)
{
    CommandList l = list_make(g, alh_kinds_all(), out, cap, false);
    if (g->phase == ALH_PHASE_OVER)
        return 0;
    if (module_phase(g)) {
        list_module_commands(g, &every_kind, &l);
        return l.count;
    }
    if (g->phase == ALH_PHASE_ACTION) {
        AlhKindSet free_kinds = alh_free_command_kinds(g);
        list_take_money(g, &l);
        list_buys(g, g->current, &l, false);
        list_redesigns(g, &l);
        AlhKindSet not_free = alh_kinds_minus(alh_kinds_all(), &free_kinds);
        list_module_commands(g, &not_free, &l);
        bool any_action = l.count > 0;
        list_module_commands(g, &free_kinds, &l);
        if (g->bonus_action || !any_action) {
            AlhCommand c = {0};
            c.type = ALH_CMD_PASS;
            c.player = g->current;
            list_push(&l, &c);
        }
    } else {
        list_placements(g, &l);
        list_module_commands(g, &every_kind, &l);
    }
    return l.count;
}

bool alh_command_equal(const AlhCommand *a, const AlhCommand *b)
{
    return a->type == b->type && a->player == b->player && a->slots == b->slots && a->space == b->space && a->tile == b->tile &&
           a->tile2 == b->tile2 && a->x == b->x && a->y == b->y && a->option == b->option &&
           alh_cards_equal(&a->cards, &b->cards);
}

/* SPDX-License-Identifier: MIT */
/* The one entry point for commands, and the sequence of a turn: actions, placing, refills, scoring, end. */
#include "engine_internal.h"
#include "module.h"

int alh_to_move(const AlhGame *g) { return g->phase == ALH_PHASE_OVER ? -1 : g->current; }

/* The seat after p (p is a seat: no division). */
static inline int next_seat(const AlhGame *g, int p) { return p + 1 < g->num_players ? p + 1 : 0; }

int alh_draw_tile(AlhGame *g) { return g->bag_pos < g->bag_len ? g->bag[g->bag_pos++] : 0; }

int alh_bag_remaining(const AlhGame *g) { return g->bag_len - g->bag_pos; }

int alh_deck_remaining(const AlhGame *g) { return g->deck_len - g->deck_pos; }

int alh_current_pile(const AlhGame *g)
{
    if (g->reshuffles > 0 || g->deck_pos >= g->deck_len)
        return 0;
    for (int pile = 0; pile < ALH_NUM_PILES; pile++)
        if (g->deck_pos < g->pile_end[pile])
            return pile + 1;
    return 0;
}

void alh_give_tile_to_dirk(AlhGame *g, int tile, int giver, AlhEvents *ev)
{
    g->where[tile].loc = ALH_LOC_DIRK;
    g->where[tile].owner = 0;
    if (alh_tile_info(tile)->type < ALH_NUM_TYPES) /* a piece that is no building counts for nothing */
        g->dirk_type_count[alh_tile_info(tile)->type]++;
    AlhEvent *e = alh_emit(ev, ALH_EV_TILE_TO_DIRK, giver);
    if (e)
        e->tile = (uint8_t)tile;
}

/* ------------------------------------------------------------------ checks */

static bool tile_is(const AlhGame *g, int tile, int loc, int owner)
{
    return alh_tile_is_piece(tile) && g->where[tile].loc == loc && g->where[tile].owner == owner;
}

/* The module a card belongs to, when that module is in the game. */
static const AlhModule *card_owner(const AlhGame *g, int card) { return alh_card_owner_in(g, card); }

/* Value of a card: money's face value, or what its module says (0: taken alone, instead of money). */
int alh_card_worth(const AlhGame *g, int card)
{
    if (alh_card_is_money(card))
        return alh_card_value(card);
    const AlhModule *m = card_owner(g, card);
    return m && m->card_value ? m->card_value(card) : 0;
}

int alh_card_pay_currency(const AlhGame *g, int card)
{
    if (alh_card_is_money(card))
        return alh_card_currency(card);
    const AlhModule *m = card_owner(g, card);
    return m && m->card_currency ? m->card_currency(card) : -1;
}

int alh_hand_worth(const AlhGame *g, const AlhCardSet *hand)
{
    int sum = alh_cards_sum(hand, -1);
    for (int card = alh_cards_next(hand, ALH_NUM_MONEY_CARDS); card >= 0; card = alh_cards_next(hand, card + 1))
        sum += alh_card_worth(g, card);
    return sum;
}

/* A display card's value: money's face value at once, the modules' cards as their module says. */
static inline int display_value(const AlhGame *g, int card)
{
    return alh_card_is_money(card) ? alh_card_value(card) : alh_card_worth(g, card);
}

bool alh_card_is_money_like(const AlhGame *g, int card)
{
    if (alh_card_is_money(card))
        return true;
    int currency = alh_card_pay_currency(g, card);
    return currency >= 0 && currency < ALH_NUM_CURRENCIES && alh_card_worth(g, card) > 0;
}

int alh_cards_money(const AlhGame *g, const AlhCardSet *s, int currency)
{
    int sum = alh_cards_sum(s, currency);
    uint64_t beyond = s->bits[ALH_NUM_MONEY_CARDS / 64] >> (ALH_NUM_MONEY_CARDS % 64); /* the modules' cards */
    for (int w = ALH_NUM_MONEY_CARDS / 64 + 1; w < ALH_CARDSET_WORDS; w++)
        beyond |= s->bits[w];
    if (!beyond) /* money alone (the base game's every hand): summed */
        return sum;
    for (int card = alh_cards_next(s, ALH_NUM_MONEY_CARDS); card >= 0; card = alh_cards_next(s, card + 1)) {
        int k = alh_card_pay_currency(g, card);
        if (k >= 0 && k < ALH_NUM_CURRENCIES && (currency < 0 || k == currency))
            sum += alh_card_worth(g, card);
    }
    return sum;
}

void alh_cards_money_each(const AlhGame *g, const AlhCardSet *s, int out[ALH_NUM_CURRENCIES])
{
    alh_cards_sums(s, out);
    if (alh_cards_money_only(s))
        return;
    for (int card = alh_cards_next(s, ALH_NUM_MONEY_CARDS); card >= 0; card = alh_cards_next(s, card + 1)) {
        int k = alh_card_pay_currency(g, card);
        if (k >= 0 && k < ALH_NUM_CURRENCIES)
            out[k] += alh_card_worth(g, card);
    }
}

/* ------------------------------------------------------------------ buying spaces */

AlhBuySpace alh_buy_space_offered(const AlhGame *g, int space)
{
    AlhBuySpace out = {0, -1, 0, false};
    if (space < 0 || space >= ALH_BUY_SPACES)
        return out;
    if (space < ALH_MARKET_SPACES)
        return alh_buy_space(g, space);
    int k = space - ALH_MARKET_SPACES;
    AlhModuleSet offering = alh_offer_modules(g); /* the others have nothing on offer */
    ALH_FOR_MODSET(&offering, m)
    {
        int j = 0;
        AlhBuySpace o;
        while (j <= k && m->offer(g, j, &o))
            j++;
        if (j > k)
            return o; /* the module's k-th */
        k -= j;       /* the module has j offers: count on in the next module's */
    }
    return out;
}

void alh_buy_spaces(const AlhGame *g, AlhBuySpace out[ALH_BUY_SPACES])
{
    for (int s = 0; s < ALH_MARKET_SPACES; s++)
        out[s] = alh_buy_space(g, s);
    int k = ALH_MARKET_SPACES;
    AlhModuleSet offering = alh_offer_modules(g); /* the others have nothing on offer */
    ALH_FOR_MODSET(&offering, m)
    {
        AlhBuySpace o;
        for (int j = 0; k < ALH_BUY_SPACES && m->offer(g, j, &o); j++)
            out[k++] = o;
    }
    for (; k < ALH_BUY_SPACES; k++)
        out[k] = (AlhBuySpace){0, -1, 0, false};
}

int alh_take_bought_tile(AlhGame *g, int space, AlhEvents *ev)
{
    if (space < ALH_MARKET_SPACES) {
        int tile = g->market[space];
        g->market[space] = 0;
        return tile;
    }
    int tile = alh_buy_space(g, space).tile;
    const AlhModule *m = alh_module_on(g, alh_tile_module(tile)) ? alh_module(alh_tile_module(tile)) : NULL;
    if (m && m->offer_taken)
        m->offer_taken(g, tile, ev);
    return tile;
}

void alh_tile_bought(AlhGame *g, int player, int tile, int paid, bool exact, AlhEvents *ev)
{
    ALH_FOR_HOOK(g, TILE_BOUGHT, m)
    if (m->tile_bought)
        m->tile_bought(g, player, tile, paid, exact, ev);
}

void alh_overpaid(AlhGame *g, int player, int over, AlhEvents *ev)
{
    if (over <= 0)
        return;
    ALH_FOR_HOOK(g, OVERPAID, m)
    if (m->overpaid)
        m->overpaid(g, player, over, ev);
}

static AlhError check_take(const AlhGame *g, const AlhCommand *c)
{
    if (c->slots == 0 || c->slots > 0xF)
        return ALH_ERR_BAD_COMMAND;
    int sum = 0, count = 0;
    bool alone = false;
    for (unsigned slots = c->slots; slots; slots &= slots - 1) { /* the slots asked for, in order */
        int s = __builtin_ctz(slots);
        if (g->display[s] == ALH_CARD_NONE)
            return ALH_ERR_EMPTY_SLOT;
        int value = display_value(g, g->display[s]);
        alone |= value == 0; /* a card taken instead of money (an exchange card) */
        sum += value;
        count++;
    }
    if (count > 1 && alone)
        return ALH_ERR_TOO_MUCH_MONEY;
    int limit = 5;
    ALH_FOR_HOOK(g, TAKE_LIMIT, m)
    if (m->take_limit && m->take_limit(g, c->player) > limit)
        limit = m->take_limit(g, c->player);
    return (count > 1 && sum > limit) ? ALH_ERR_TOO_MUCH_MONEY : ALH_OK;
}

/* A payment of `cards` for buying space `space`: in hand, in the space's currency (money and the
 * modules' cards that count as its money, or as a module allows), reaching the price. *paid
 * receives the amount paid. */
static AlhError check_payment(const AlhGame *g, int player, int space, const AlhCardSet *cards, int *paid, int *price)
{
    AlhBuySpace bs = alh_buy_space(g, space);
    *price = bs.price;
    if (!bs.tile) /* an empty market space; past the tiles on offer, no space at all */
        return space < ALH_MARKET_SPACES ? ALH_ERR_EMPTY_SLOT : ALH_ERR_BAD_COMMAND;
    if (!bs.price)
        return ALH_ERR_RULE; /* not for sale now */
    if (alh_cards_empty(cards))
        return ALH_ERR_BAD_COMMAND;
    int currency = bs.currency;
    if (currency >= 0 && currency < ALH_NUM_CURRENCIES && alh_cards_money_only(cards)) {
        /* Money alone (every payment of the base game): the checks below in their order, each
         * currency's cards read once. */
        if (alh_cards_outside(cards, &g->players[player].hand))
            return ALH_ERR_CARD_NOT_IN_HAND;
        uint32_t others = 0; /* the other currencies' cards, gathered without a branch */
        for (int k = 0; k < ALH_NUM_CURRENCIES; k++)
            others |= alh_currency_bits(cards, k) & -(uint32_t)(k != currency);
        if (others)
            return ALH_ERR_WRONG_CURRENCY;
        *paid = alh_currency_sum(alh_currency_bits(cards, currency));
        if (*paid < bs.price)
            return ALH_ERR_NOT_ENOUGH_MONEY;
        return bs.exact_only && *paid != bs.price ? ALH_ERR_NOT_EXACT : ALH_OK;
    }
    /* Cards a module judges: those that are no money of one of the four currencies. */
    int first_other = -1;
    for (int card = alh_cards_next(cards, ALH_NUM_MONEY_CARDS); card >= 0 && first_other < 0;
         card = alh_cards_next(cards, card + 1))
        if (!alh_card_is_money_like(g, card))
            first_other = card;
    bool module_cards = first_other >= 0;
    if (alh_cards_has(cards, ALH_CARD_SCORING_1) || alh_cards_has(cards, ALH_CARD_SCORING_2))
        return ALH_ERR_BAD_COMMAND; /* scoring cards are no money */
    bool payable = false;
    ALH_FOR_MODULES(g, m)
        payable |= m->payment != NULL;
    if (module_cards && !payable)
        return ALH_ERR_BAD_COMMAND;
    const AlhCardSet *hand = &g->players[player].hand;
    if (alh_cards_outside(cards, hand))
        return ALH_ERR_CARD_NOT_IN_HAND;
    AlhError e = ALH_ERR_BAD_COMMAND;
    if (module_cards) {
        /* Cards of a module: the first module (in list order) whose cards the payment holds judges it
         * (ALH_FOR_MODULES is nested loops: `break` would leave only the innermost). */
        bool judged = false;
        ALH_FOR_MODULES(g, m) {
            if (judged || !m->payment)
                continue;
            bool mine = false;
            for (int card = first_other; card >= 0 && !mine; card = alh_cards_next(cards, card + 1))
                mine = !alh_card_is_money_like(g, card) && alh_module(alh_card_module(card)) == m;
            if (!mine)
                continue;
            e = m->payment(g, player, currency, cards, paid);
            judged = true;
        }
        if (e != ALH_OK)
            return e;
    } else {
        int money[ALH_NUM_CURRENCIES], all = 0;
        alh_cards_money_each(g, cards, money);
        for (int k = 0; k < ALH_NUM_CURRENCIES; k++)
            all += money[k];
        int mine = currency >= 0 && currency < ALH_NUM_CURRENCIES ? money[currency] : alh_cards_money(g, cards, currency);
        if (mine != all)
            return ALH_ERR_WRONG_CURRENCY;
        *paid = mine;
    }
    if (*paid < bs.price)
        return ALH_ERR_NOT_ENOUGH_MONEY;
    return bs.exact_only && *paid != bs.price ? ALH_ERR_NOT_EXACT : ALH_OK;
}

AlhError alh_check_payment(const AlhGame *g, int player, int space, const AlhCardSet *cards, int *paid)
{
    int price;
    return check_payment(g, player, space, cards, paid, &price);
}

/* What a command's check found that applying it needs again: a purchase's price and the sum paid. */
typedef struct Checked {
    int paid, price;
} Checked;

static AlhError check_buy(const AlhGame *g, const AlhCommand *c, Checked *k)
{
    if (c->space >= ALH_BUY_SPACES)
        return ALH_ERR_BAD_COMMAND;
    k->paid = 0; /* as before a module's payment sets it */
    return check_payment(g, c->player, c->space, &c->cards, &k->paid, &k->price);
}

/* The module that reads a placement's option, if the game has one. */
static const AlhModule *option_module(const AlhGame *g)
{
    ALH_FOR_HOOK(g, CHECK_OPTION, m)
    if (m->check_option)
        return m;
    return NULL;
}

/* A placement at x,y: with an option asked for, the module that reads options judges it. */
static AlhError check_spot(const AlhGame *g, const AlhCommand *c, int x, int y)
{
    if (c->option) {
        const AlhModule *m = option_module(g);
        return m ? m->check_option(g, c, x, y) : ALH_ERR_BAD_COMMAND;
    }
    if (c->type == ALH_CMD_REDESIGN_SWAP)
        return alh_board_swap_check(g, c->player, c->tile, x, y);
    return alh_board_spot_check(g, c->player, c->tile, x, y);
}

AlhError alh_check_placement(const AlhGame *g, int player, int tile, int x, int y, int option)
{
    AlhCommand c = {0};
    c.type = ALH_CMD_PLACE;
    c.player = (uint8_t)player;
    c.tile = (uint8_t)tile;
    c.x = (int8_t)x;
    c.y = (int8_t)y;
    c.option = (uint8_t)option;
    return check_spot(g, &c, x, y);
}

static inline __attribute__((always_inline)) AlhError check_base(const AlhGame *g, const AlhCommand *c, Checked *k);

#define module_veto alh_module_veto
AlhError alh_module_veto_of(const AlhGame *g, const AlhCommand *c, AlhModuleSet vetoes)
{
    ALH_FOR_MODSET(&vetoes, m)
    {
        AlhError e = m->veto(g, c);
        if (e != ALH_OK)
            return e;
    }
    return ALH_OK;
}

bool alh_kind_vetoed(const AlhGame *g, int type)
{
    AlhModuleSet vetoes = alh_veto_modules(g);
    ALH_FOR_MODSET(&vetoes, m)
    if (m->veto_by_kind) {
        AlhCommand probe = {0}; /* the kind alone: the other fields are not read */
        probe.type = (uint8_t)type;
        probe.player = g->current;
        if (m->veto(g, &probe) != ALH_OK)
            return true;
    }
    return false;
}

static bool any_action_possible(const AlhGame *g);

/* The whole check of a command; *k receives what applying it needs again. */
static inline AlhError check_command(const AlhGame *g, const AlhCommand *c, Checked *k)
{
    if (g->phase == ALH_PHASE_OVER)
        return ALH_ERR_GAME_OVER;
    if (c->type == ALH_CMD_NONE || c->type >= ALH_CMD_TYPE_COUNT || c->player >= g->num_players)
        return ALH_ERR_BAD_COMMAND;
    if (c->player != g->current)
        return ALH_ERR_NOT_YOUR_TURN;
    AlhError e = check_base(g, c, k);
    if (e == ALH_OK)
        e = module_veto(g, c);
    return e;
}

AlhError alh_check(const AlhGame *g, const AlhCommand *c)
{
    Checked k;
    return check_command(g, c, &k);
}

AlhError alh_veto(const AlhGame *g, const AlhCommand *c) { return module_veto(g, c); }

/* Checks a command of the base game (or hands it to the modules). */
static inline __attribute__((always_inline)) AlhError check_base(const AlhGame *g, const AlhCommand *c, Checked *k)
{
    bool acting = g->phase == ALH_PHASE_ACTION;
    bool placing = g->phase == ALH_PHASE_PLACE || g->phase == ALH_PHASE_FINAL_PLACE;
    switch (c->type) {
    case ALH_CMD_TAKE_MONEY: return acting ? check_take(g, c) : ALH_ERR_WRONG_PHASE;
    case ALH_CMD_BUY: return acting ? check_buy(g, c, k) : ALH_ERR_WRONG_PHASE;
    case ALH_CMD_REDESIGN_ADD:
        if (!acting)
            return ALH_ERR_WRONG_PHASE;
        if (!tile_is(g, c->tile, ALH_LOC_RESERVE, c->player))
            return ALH_ERR_NO_SUCH_TILE;
        return check_spot(g, c, c->x, c->y);
    case ALH_CMD_REDESIGN_REMOVE:
        if (!acting)
            return ALH_ERR_WRONG_PHASE;
        if (c->tile == ALH_TILE_FOUNTAIN)
            return ALH_ERR_FOUNTAIN;
        if (!tile_is(g, c->tile, ALH_LOC_ALHAMBRA, c->player))
            return ALH_ERR_NO_SUCH_TILE;
        return alh_board_remove_check(g, c->player, g->where[c->tile].x, g->where[c->tile].y);
    case ALH_CMD_REDESIGN_SWAP:
        if (!acting)
            return ALH_ERR_WRONG_PHASE;
        if (c->tile2 == ALH_TILE_FOUNTAIN)
            return ALH_ERR_FOUNTAIN;
        if (!tile_is(g, c->tile, ALH_LOC_RESERVE, c->player) || !tile_is(g, c->tile2, ALH_LOC_ALHAMBRA, c->player))
            return ALH_ERR_NO_SUCH_TILE;
        return check_spot(g, c, g->where[c->tile2].x, g->where[c->tile2].y);
    case ALH_CMD_PASS:
        if (!acting)
            return ALH_ERR_WRONG_PHASE;
        return (g->bonus_action || !any_action_possible(g)) ? ALH_OK : ALH_ERR_NO_BONUS;
    case ALH_CMD_PLACE:
        if (!placing)
            return ALH_ERR_WRONG_PHASE;
        if (!tile_is(g, c->tile, ALH_LOC_PENDING, c->player))
            return ALH_ERR_NO_SUCH_TILE;
        return check_spot(g, c, c->x, c->y);
    case ALH_CMD_RESERVE:
        if (!placing)
            return ALH_ERR_WRONG_PHASE;
        return tile_is(g, c->tile, ALH_LOC_PENDING, c->player) ? ALH_OK : ALH_ERR_NO_SUCH_TILE;
    case ALH_CMD_DECLINE: {
        /* Letting a module's moment pass: that moment's module judges it. */
        const AlhModule *m = alh_module_of_phase(g, g->phase);
        return m && m->check ? m->check(g, c) : ALH_ERR_WRONG_PHASE;
    }
    default: break;
    }
    /* A command of an optional module: its module judges it. */
    int id = alh_command_module(c->type);
    const AlhModule *m = alh_module(id);
    if (!m || !m->check)
        return ALH_ERR_BAD_COMMAND;
    return alh_module_on(g, id) ? m->check(g, c) : ALH_ERR_MODULE_OFF;
}

/* Whether the player to move has any action at all (besides passing). */
static bool any_action_possible(const AlhGame *g)
{
    for (int s = 0; s < ALH_DISPLAY_SLOTS; s++)
        if (g->display[s] != ALH_CARD_NONE)
            return true;
    int money[ALH_NUM_CURRENCIES];
    alh_cards_money_each(g, &g->players[g->current].hand, money);
    for (int s = 0; s < ALH_MARKET_SPACES; s++)
        if (g->market[s] && money[alh_market_currency(s)] >= alh_tile_info(g->market[s])->price)
            return true;
    /* Any action but passing (which would ask this again) and the free moves (a module's moves that
     * are no action of the turn). */
    AlhKindSet free_kinds = alh_free_command_kinds(g), kinds = alh_kinds_minus(alh_kinds_all(), &free_kinds);
    alh_kinds_remove(&kinds, ALH_CMD_PASS);
    return alh_any_command_of(g, kinds);
}

/* ------------------------------------------------------------------ turn sequence */

#define end_action alh_end_action

void alh_end_action(AlhGame *g, AlhEvents *ev)
{
    g->bonus_action = 0;
    g->actions_this_turn++;
    if (g->players[g->current].pending_count > 0)
        g->phase = ALH_PHASE_PLACE;
    else
        alh_finish_turn(g, ev);
}

static void final_scoring(AlhGame *g, AlhEvents *ev)
{
    alh_score_round(g, 3, ev);
    g->phase = ALH_PHASE_OVER;
    AlhEvent *e = alh_emit(ev, ALH_EV_GAME_OVER, -1);
    if (e) {
        e->round = 3;
        for (int p = 0; p < g->num_players; p++)
            e->score.total[p] = g->players[p].score;
        e->score.total[ALH_DIRK] = g->dirk_score;
        alh_ranking(g, e->score.rank);
    }
}

/* The next player, starting after `from` and ending with `from` itself, who still has tiles to place. */
static int next_recipient(const AlhGame *g, int from)
{
    for (int i = 1; i <= g->num_players; i++) {
        int p = (from + i) % g->num_players;
        if (g->players[p].pending_count > 0)
            return p;
    }
    return -1;
}

/* R13: each market tile goes to the one player with the most money of its space's currency. */
__attribute__((noinline)) static void end_of_game(AlhGame *g, AlhEvents *ev)
{
    for (int s = 0; s < ALH_MARKET_SPACES; s++) {
        int tile = g->market[s];
        if (!tile)
            continue;
        int currency = alh_market_currency(s), best = -1, best_sum = -1;
        bool tie = false;
        for (int p = 0; p < g->num_players; p++) {
            int sum = alh_cards_money(g, &g->players[p].hand, currency);
            if (sum > best_sum) {
                best = p;
                best_sum = sum;
                tie = false;
            } else if (sum == best_sum) {
                tie = true;
            }
        }
        if (tie || best < 0) {
            AlhEvent *e = alh_emit(ev, ALH_EV_TILE_NOT_AWARDED, -1);
            if (e) {
                e->tile = (uint8_t)tile;
                e->slot = (int8_t)s;
            }
            continue;
        }
        g->market[s] = 0;
        g->where[tile].loc = ALH_LOC_PENDING;
        g->where[tile].owner = (uint8_t)best;
        alh_pending_added(g, best, tile);
        AlhEvent *e = alh_emit(ev, ALH_EV_TILE_AWARDED, best);
        if (e) {
            e->tile = (uint8_t)tile;
            e->slot = (int8_t)s;
            e->value = (int16_t)best_sum;
        }
    }
    int p = next_recipient(g, g->current);
    if (p < 0) {
        final_scoring(g, ev);
        return;
    }
    g->phase = ALH_PHASE_FINAL_PLACE;
    g->current = (uint8_t)p;
}

/* A card of a module came off the pile: what becomes of it? Its module says. */
int alh_module_card_drawn(AlhGame *g, int card, int slot, AlhEvents *ev)
{
    const AlhModule *m = card_owner(g, card);
    return m && m->card_drawn ? m->card_drawn(g, card, slot, ev) : ALH_DRAWN_ELSEWHERE; /* no owner: never in a valid game */
}

static bool is_scoring_card(int card) { return card == ALH_CARD_SCORING_1 || card == ALH_CARD_SCORING_2; }

/* A scoring card drawn: it waits before the next player and is scored once the turn's refill is
 * complete (R8), whoever drew it. */
static void scoring_card_drawn(AlhGame *g, AlhEvents *ev)
{
    g->scorings_due++;
    AlhEvent *e = alh_emit(ev, ALH_EV_SCORING_CARD, -1);
    if (e)
        e->round = e->value = (uint8_t)(g->scorings_done + g->scorings_due);
}

/* The rounds drawn (rare: three a game), out of the turn's way. */
__attribute__((noinline)) static void score_due_rounds(AlhGame *g, AlhEvents *ev)
{
    while (g->scorings_due > 0) {
        g->scorings_due--;
        if (g->scorings_done < 2)
            alh_score_round(g, g->scorings_done + 1, ev);
    }
}

/* Fills the empty display slots in order. False when a card drawn stopped the game for a module's
 * phase: the slots after it wait for alh_resume_draws. */
_Static_assert(ALH_DISPLAY_SLOTS == 4 && ALH_MARKET_SPACES == 4, "the display and the market are read as four bytes");

/* The display slots from `from` on that are empty now, as bits (read without a branch). */
static inline unsigned empty_slots_from(const AlhGame *g, int from)
{
    return alh_bytes_equal4(g->display, ALH_CARD_NONE) & (~0u << from);
}

/* alh_bytes_equal4 read a byte at a time: each load takes its byte from a write still on its way
 * (a take or a purchase has just emptied a slot), where one four-byte load would wait for it. */
static inline unsigned bytes_equal4_each(const uint8_t *a, uint8_t v)
{
    return (unsigned)(a[0] == v) | (unsigned)(a[1] == v) << 1 | (unsigned)(a[2] == v) << 2 | (unsigned)(a[3] == v) << 3;
}

static inline bool refill_display(AlhGame *g, AlhEvents *ev)
{
    /* Slot by slot in order, each one that is empty when its turn comes (read again after each). */
    for (unsigned empty = bytes_equal4_each(g->display, ALH_CARD_NONE); empty;) {
        int s = __builtin_ctz(empty);
        uint8_t reshuffles_before = g->reshuffles;
        bool others_may_change = false; /* a module's card, or the draw pile run out (its reshuffle, a module's own) */
        while (g->display[s] == ALH_CARD_NONE) {
            /*
             * A whole reshuffled pile went by without a card for the display: what is left are
             * cards a module puts aside again as soon as drawn (say, a second card of a kind of
             * which one lies face up already). Drawing them round again would never end; the
             * display stays short instead.
             */
            if (g->deck_pos >= g->deck_len && g->reshuffles != reshuffles_before)
                break;
            others_may_change |= g->deck_pos >= g->deck_len;
            int card = alh_draw_card(g, ev);
            if (card == ALH_CARD_NONE)
                break; /* draw and discard piles both empty: the display stays short */
            if (is_scoring_card(card)) {
                scoring_card_drawn(g, ev);
                continue;
            }
            if (!alh_card_is_money(card)) {
                others_may_change = true;
                int fate = alh_module_card_drawn(g, card, s, ev);
                if (fate == ALH_DRAWN_INTERRUPTS)
                    return false;
                if (fate != ALH_DRAWN_TO_SLOT)
                    continue; /* the card went elsewhere (its module took it): draw again */
            }
            g->display[s] = (uint8_t)card;
            AlhEvent *e = alh_emit(ev, ALH_EV_DISPLAY_REFILL, -1);
            if (e) {
                e->card = (uint8_t)card;
                e->slot = (int8_t)s;
            }
        }
        /* The slots after s as they were, unless something else may have filled or emptied one: the
         * display is read again only then (a four-byte read just after the byte written above waits
         * for that write to reach the cache). */
        empty = others_may_change ? empty_slots_from(g, s + 1) : empty & (empty - 1);
    }
    return true;
}

static inline void fill_market_space(AlhGame *g, int s, AlhEvents *ev);

/* The refill at the end of drawing_player's turn, from where it stands: the rest of the display,
 * then the market (R11); then the rounds drawn are scored (R8), and the game ends (R13) or the turn
 * is completely over. */
static inline void continue_refill(AlhGame *g, AlhEvents *ev)
{
    if (!refill_display(g, ev))
        return; /* a module's phase: alh_resume_draws comes back here */
    g->current = g->drawing_player;
    g->drawing = ALH_DRAWING_NONE;
    g->drawing_player = 0;
    bool ending = false;
    /* Each empty space in order, the next one read again after each fill (a module may lay tiles). */
    for (unsigned empty = bytes_equal4_each(g->market, 0); empty;) {
        int s = __builtin_ctz(empty);
        int bag_before = g->bag_pos;
        fill_market_space(g, s, ev);
        ending |= !g->market[s];
        /* A building drawn at once (or none left) changes no other space; a module's piece may
         * (its tile_drawn lays tiles): the market is read again only then, as the display above. */
        bool plain = g->bag_pos - bag_before <= 1 && g->market[s] <= ALH_NUM_TILES;
        empty = plain ? empty & (empty - 1) : alh_bytes_equal4(g->market, 0) & (~1u << s);
    }
    if (g->scorings_due)
        score_due_rounds(g, ev);
    if (ending) {
        end_of_game(g, ev);
        return;
    }
    alh_resume_after_turn(g, -1, next_seat(g, g->current), ev);
}

/* The game's modules after module_id (-1: all), in list order, as a set. */
static AlhModuleSet modules_after(const AlhGame *g, int module_id)
{
    AlhModuleSet set = g->modules;
    for (int id = 0; id <= module_id && id < ALH_MAX_MODULES; id++)
        set.bits[id / 64] &= ~((uint64_t)1 << (id & 63));
    return set;
}

void alh_resume_finish_turn(AlhGame *g, int module_id, AlhEvents *ev)
{
    AlhModuleSet later = modules_after(g, module_id); /* those with a before_finish */
    later.bits[0] &= ALH_HOOK_BEFORE_FINISH_BITS0;
    later.bits[1] &= ALH_HOOK_BEFORE_FINISH_BITS1;
    ALH_FOR_MODSET(&later, m)
    if (m->before_finish && m->before_finish(g, ev))
        return; /* a module holds the turn open */
    alh_emit(ev, ALH_EV_TURN_END, g->current);
    g->drawing = ALH_DRAWING_REFILL;
    g->drawing_player = g->current;
    continue_refill(g, ev);
}

void alh_finish_turn(AlhGame *g, AlhEvents *ev) { alh_resume_finish_turn(g, -1, ev); }

void alh_start_first_turn(AlhGame *g, int module_id, AlhEvents *ev)
{
    AlhModuleSet later = modules_after(g, module_id);
    ALH_FOR_MODSET(&later, m)
    if (m->before_first_turn && m->before_first_turn(g, ev))
        return; /* a module's phase comes first */
    g->current = g->first_player;
    g->phase = ALH_PHASE_ACTION;
    alh_emit(ev, ALH_EV_TURN_START, g->current);
}

/* The draw for drawing_player's hand, from where it stands; then that player's turn goes on. */
static void continue_hand_draw(AlhGame *g, AlhEvents *ev)
{
    int player = g->drawing_player;
    /* Bounded: cards a module puts aside as soon as drawn may come round again after a reshuffle. */
    for (int n = 0; n < ALH_DECK_MAX; n++) {
        int card = alh_draw_card(g, ev);
        if (card == ALH_CARD_NONE)
            break;
        if (is_scoring_card(card)) {
            scoring_card_drawn(g, ev);
            continue;
        }
        if (card < ALH_HAND_CARD_END) {
            alh_cards_add(&g->players[player].hand, card); /* face down: not in `known` */
            break;
        }
        if (alh_module_card_drawn(g, card, -1, ev) == ALH_DRAWN_INTERRUPTS)
            return;
    }
    g->drawing = ALH_DRAWING_NONE;
    g->drawing_player = 0;
    g->current = (uint8_t)player;
    g->phase = ALH_PHASE_ACTION;
}

/* The refill after a move in the window, from where it stands; then the scorings drawn (R8) and
 * the window goes on. */
static void continue_window_refill(AlhGame *g, AlhEvents *ev)
{
    if (!refill_display(g, ev))
        return; /* a module's phase: alh_resume_draws comes back here */
    g->drawing = ALH_DRAWING_NONE;
    g->drawing_player = 0;
    score_due_rounds(g, ev);
    alh_window_moved(g, ev);
}

void alh_window_refill(AlhGame *g, int player, AlhEvents *ev)
{
    g->drawing = ALH_DRAWING_WINDOW;
    g->drawing_player = (uint8_t)player;
    continue_window_refill(g, ev);
}

int alh_window_host(const AlhGame *g)
{
    AlhModuleSet window = alh_window_modules(g); /* the others have no window */
    for (int w = 0; w < ALH_MODULE_WORDS; w++)   /* in list order: the first with a window */
        for (uint64_t bits = window.bits[w]; bits; bits &= bits - 1) {
            int id = w * 64 + __builtin_ctzll(bits);
            const AlhModule *m = alh_module_slots[id];
            if (m && m->window_phase)
                return id;
        }
    return -1;
}

bool alh_window_is_open(const AlhGame *g)
{
    int host = alh_window_host(g);
    return host >= 0 && g->phase == alh_module(host)->window_phase;
}

int alh_window_next(const AlhGame *g)
{
    int host = alh_window_host(g);
    const AlhModule *m = host >= 0 ? alh_module(host) : NULL;
    return m && m->window_next ? m->window_next(g) : (g->current + 1) % g->num_players;
}

bool alh_window_offers(const AlhGame *g, int player, int next)
{
    AlhModuleSet window = alh_window_modules(g); /* the others have no move in it */
    ALH_FOR_MODSET(&window, m)
    if (m->window_moves && m->window_moves(g, player, next))
        return true;
    return false;
}

bool alh_window_offers_module(const AlhGame *g, int module_id, int player)
{
    if (!alh_window_is_open(g) || module_id < 0 || module_id >= ALH_MOD_COUNT || !alh_module_on(g, module_id))
        return false;
    const AlhModule *m = alh_module_at(module_id);
    return m && m->window_moves && player >= 0 && player < g->num_players && m->window_moves(g, player, alh_window_next(g));
}

int alh_window_ask(const AlhGame *g, int next, unsigned asked)
{
    const AlhModule *movers[ALH_MOD_COUNT];         /* the game's modules with moves in the window, gathered once */
    unsigned candidates[ALH_MOD_COUNT], anyone = 0; /* the players each may offer a move, not asked yet */
    int n_movers = 0;
    AlhModuleSet window = alh_window_modules(g); /* the others have no move in it */
    ALH_FOR_MODSET(&window, m)
    if (m->window_moves) {
        candidates[n_movers] = (m->window_candidates ? m->window_candidates(g) : ~0u) & ~asked;
        anyone |= candidates[n_movers];
        movers[n_movers++] = m;
    }
    int n = g->num_players, start = next % n;
    unsigned all = (1u << n) - 1, who = anyone & all;
    if (!who)
        return -1; /* nobody left who could have a move */
    /* The candidates from `next` round the table (bit j: the player j seats after it), walked bit
     * by bit rather than seat by seat. */
    for (unsigned order = (who >> start | who << (n - start)) & all; order; order &= order - 1) {
        int p = start + __builtin_ctz(order);
        p -= p >= n ? n : 0;
        for (int k = 0; k < n_movers; k++) /* as alh_window_offers */
            if (((candidates[k] >> p) & 1) && movers[k]->window_moves(g, p, next))
                return p;
    }
    return -1;
}

void alh_window_moved(AlhGame *g, AlhEvents *ev)
{
    int host = alh_window_host(g);
    const AlhModule *m = host >= 0 ? alh_module(host) : NULL;
    if (m && m->window_moved)
        m->window_moved(g, ev);
}

void alh_draw_for_hand(AlhGame *g, int player, AlhEvents *ev)
{
    g->drawing = ALH_DRAWING_HAND;
    g->drawing_player = (uint8_t)player;
    continue_hand_draw(g, ev);
}

void alh_resume_draws(AlhGame *g, AlhEvents *ev)
{
    switch (g->drawing) {
    case ALH_DRAWING_REFILL:
        g->current = g->drawing_player;
        g->phase = ALH_PHASE_ACTION; /* the turn's own phase until the refill is over */
        continue_refill(g, ev);
        break;
    case ALH_DRAWING_HAND: continue_hand_draw(g, ev); break;
    case ALH_DRAWING_WINDOW: {
        int host = alh_window_host(g);
        g->current = g->drawing_player;
        g->phase = host >= 0 ? (uint8_t)alh_module(host)->window_phase : ALH_PHASE_ACTION;
        continue_window_refill(g, ev);
        break;
    }
    default: break;
    }
}

int alh_player_due_next(const AlhGame *g)
{
    switch (g->drawing) {
    case ALH_DRAWING_REFILL: return (g->drawing_player + 1) % g->num_players;
    case ALH_DRAWING_HAND: return g->drawing_player;
    case ALH_DRAWING_WINDOW: return alh_window_next(g);
    default: return g->current;
    }
}

int alh_draw_market_tile(AlhGame *g, int space, AlhEvents *ev)
{
    for (;;) {
        int tile = alh_draw_tile(g);
        if (!tile || tile <= ALH_NUM_TILES)
            return tile; /* none left, or a building of the base game: no module has a say */
        int id = alh_tile_module(tile);
        const AlhModule *m = alh_module_on(g, id) ? alh_module(id) : NULL;
        if (!m || !m->tile_drawn || !m->tile_drawn(g, tile, space, ev))
            return tile;
    }
}

/* Fills an empty market space from the bag (it stays empty when the bag is). */
static inline void fill_market_space(AlhGame *g, int s, AlhEvents *ev)
{
    int tile = alh_draw_market_tile(g, s, ev);
    if (!tile)
        return;
    g->market[s] = (uint8_t)tile;
    g->where[tile].loc = ALH_LOC_MARKET;
    g->where[tile].owner = 0;
    g->where[tile].x = (int8_t)s;
    AlhEvent *e = alh_emit(ev, ALH_EV_MARKET_REFILL, -1);
    if (e) {
        e->tile = (uint8_t)tile;
        e->slot = (int8_t)s;
    }
}

void alh_fill_market_space(AlhGame *g, int s, AlhEvents *ev) { fill_market_space(g, s, ev); }

void alh_resume_after_turn(AlhGame *g, int module_id, int next, AlhEvents *ev)
{
    /* The game's modules after module_id, in list order. */
    for (int w = (module_id + 1) / 64; w < ALH_MODULE_WORDS; w++) {
        uint64_t bits = g->modules.bits[w] & ALH_HOOK_BITS(AFTER_TURN, w); /* the others have no after_turn */
        if (w == (module_id + 1) / 64)
            bits &= ~(uint64_t)0 << ((module_id + 1) & 63);
        for (; bits; bits &= bits - 1) {
            const AlhModule *m = alh_module_slots[w * 64 + __builtin_ctzll(bits)];
            if (m && m->after_turn && m->after_turn(g, next, ev))
                return;
        }
    }
    g->current = (uint8_t)next;
    g->phase = ALH_PHASE_ACTION;
    g->bonus_action = 0;
    g->actions_this_turn = 0;
    g->turn += g->turn < UINT16_MAX; /* held at its end, never back to 0 (a loaded game may start near it) */
    alh_emit(ev, ALH_EV_TURN_START, g->current);
}

void alh_pending_resolved(AlhGame *g, AlhEvents *ev)
{
    if (g->players[g->current].pending_count > 0)
        return;
    if (g->phase == ALH_PHASE_PLACE) {
        alh_finish_turn(g, ev);
        return;
    }
    if (g->phase == ALH_PHASE_FINAL_PLACE) {
        int p = next_recipient(g, g->current);
        if (p < 0)
            final_scoring(g, ev);
        else
            g->current = (uint8_t)p;
    }
}

/* ------------------------------------------------------------------ applying */

static void after_action(AlhGame *g, const AlhCommand *c, AlhEvents *ev);

static void apply_take(AlhGame *g, const AlhCommand *c, AlhEvents *ev)
{
    AlhPlayer *pl = &g->players[c->player];
    for (unsigned slots = c->slots & ((1u << ALH_DISPLAY_SLOTS) - 1); slots; slots &= slots - 1) { /* in slot order */
        int s = __builtin_ctz(slots);
        int card = g->display[s];
        alh_cards_add(&pl->hand, card);
        alh_cards_add(&pl->known, card);
        g->display[s] = ALH_CARD_NONE;
        AlhEvent *e = alh_emit(ev, ALH_EV_MONEY_TAKEN, c->player);
        if (e) {
            e->card = (uint8_t)card;
            e->slot = (int8_t)s;
        }
    }
    after_action(g, c, ev);
    end_action(g, ev);
}

/* Whether a module's before_action may change the game before an action of kind `type` (the
 * check's findings may be stale then). */
static inline bool before_action_asked(const AlhModule *m, int type)
{
    return m->before_action && (!m->before_action_kinds || ((m->before_action_kinds >> type) & 1));
}

/* Whether a module of the game may have changed the game before an action of kind `type`. */
static bool any_hook_before_action(const AlhGame *g, int type)
{
    ALH_FOR_HOOK(g, BEFORE_ACTION, m)
    if (before_action_asked(m, type))
        return true;
    return false;
}

static void apply_buy(AlhGame *g, const AlhCommand *c, const Checked *k, AlhEvents *ev)
{
    int paid = k->paid, price = k->price;         /* as the check found them */
    if (any_hook_before_action(g, ALH_CMD_BUY)) { /* unless a module's move before the action changed the game */
        paid = 0;
        check_payment(g, c->player, c->space, &c->cards, &paid, &price);
    }
    alh_pay(g, c->player, &c->cards, ev);
    int tile = alh_take_bought_tile(g, c->space, ev);
    g->where[tile].loc = ALH_LOC_PENDING;
    g->where[tile].owner = c->player;
    alh_pending_added(g, c->player, tile);
    bool exact = paid == price;
    AlhEvent *e = alh_emit(ev, ALH_EV_TILE_BOUGHT, c->player);
    if (e) {
        e->tile = (uint8_t)tile;
        e->slot = (int8_t)c->space;
        e->value = (int16_t)paid;
        e->exact = exact;
    }
    alh_tile_bought(g, c->player, tile, paid, exact, ev);
    after_action(g, c, ev);
    if (exact) {
        g->bonus_action = 1;
        g->actions_this_turn++;
        alh_emit(ev, ALH_EV_BONUS_ACTION, c->player);
    } else {
        end_action(g, ev);
    }
}

/* Cards from a hand to the discard pile. */
void alh_pay(AlhGame *g, int player, const AlhCardSet *cards, AlhEvents *ev)
{
    AlhPlayer *pl = &g->players[player];
    AlhCardSet paid = *cards; /* cards may be a part of the state that changes below */
    cards = &paid;
    for (int w = 0; w < ALH_CARDSET_WORDS; w++) {
        pl->hand.bits[w] &= ~cards->bits[w];
        pl->known.bits[w] &= ~cards->bits[w];
    }
    if (!ev && alh_cards_money_only(cards)) { /* money, and no event to tell: all to the discard pile at once */
        for (int w = 0; w < ALH_CARDSET_WORDS; w++)
            g->discard.bits[w] |= cards->bits[w];
        return;
    }
    ALH_CARDS_FOREACH(cards, card) {
        AlhEvent *e = alh_emit(ev, ALH_EV_CARD_PAID, player);
        if (e)
            e->card = (uint8_t)card;
        const AlhModule *m = alh_card_is_money(card) ? NULL : card_owner(g, card);
        if (!m || !m->card_paid || !m->card_paid(g, player, card, ev))
            alh_cards_add(&g->discard, card);
    }
}

void alh_board_changed(AlhGame *g, int player, AlhEvents *ev)
{
    ALH_FOR_HOOK(g, BOARD_CHANGED, m)
    if (m->board_changed)
        m->board_changed(g, player, ev);
}

void alh_put_in_alhambra(AlhGame *g, int player, int tile, int x, int y)
{
    alh_board_put(&g->players[player].board, tile, x, y);
    g->where[tile].loc = ALH_LOC_ALHAMBRA;
    g->where[tile].owner = (uint8_t)player;
    g->where[tile].x = (int8_t)x;
    g->where[tile].y = (int8_t)y;
}

void alh_put_in_reserve(AlhGame *g, int player, int tile)
{
    g->where[tile].loc = ALH_LOC_RESERVE;
    g->where[tile].owner = (uint8_t)player;
    g->where[tile].x = g->where[tile].y = 0;
    g->players[player].reserve_count++;
}

#define put_in_alhambra alh_put_in_alhambra
#define put_in_reserve alh_put_in_reserve

/* A placement asked for with an option: the module that reads options applies it. */
static void apply_option(AlhGame *g, const AlhCommand *c, int x, int y, AlhEvents *ev)
{
    const AlhModule *m = option_module(g);
    if (m && m->apply_option)
        m->apply_option(g, c, x, y, ev);
}

void alh_build_placed(AlhGame *g, int player, int tile, int x, int y, int option, AlhEvents *ev)
{
    alh_put_in_alhambra(g, player, tile, x, y);
    AlhEvent *e = alh_emit(ev, ALH_EV_TILE_PLACED, player);
    if (e) {
        e->tile = (uint8_t)tile;
        e->x = (int8_t)x;
        e->y = (int8_t)y;
    }
    if (option) {
        AlhCommand c = {0};
        c.type = ALH_CMD_PLACE;
        c.player = (uint8_t)player;
        c.tile = (uint8_t)tile;
        c.x = (int8_t)x;
        c.y = (int8_t)y;
        c.option = (uint8_t)option;
        apply_option(g, &c, x, y, ev);
    }
    alh_board_changed(g, player, ev);
}

static void after_action(AlhGame *g, const AlhCommand *c, AlhEvents *ev)
{
    ALH_FOR_HOOK(g, AFTER_ACTION, m)
    if (m->after_action)
        m->after_action(g, c, ev);
}

static void apply_redesign(AlhGame *g, const AlhCommand *c, AlhEvents *ev)
{
    AlhPlayer *pl = &g->players[c->player];
    AlhEvent *e = NULL;
    switch (c->type) {
    case ALH_CMD_REDESIGN_ADD:
        pl->reserve_count--;
        put_in_alhambra(g, c->player, c->tile, c->x, c->y);
        e = alh_emit(ev, ALH_EV_REDESIGN_ADD, c->player);
        if (e) {
            e->tile = c->tile;
            e->x = c->x;
            e->y = c->y;
        }
        if (c->option)
            apply_option(g, c, c->x, c->y, ev);
        break;
    case ALH_CMD_REDESIGN_REMOVE: {
        int x = g->where[c->tile].x, y = g->where[c->tile].y;
        alh_board_take(&pl->board, x, y);
        put_in_reserve(g, c->player, c->tile);
        e = alh_emit(ev, ALH_EV_REDESIGN_REMOVE, c->player);
        if (e) {
            e->tile = c->tile;
            e->x = (int8_t)x;
            e->y = (int8_t)y;
        }
        break;
    }
    default: { /* swap */
        int x = g->where[c->tile2].x, y = g->where[c->tile2].y;
        alh_board_take(&pl->board, x, y);
        put_in_reserve(g, c->player, c->tile2);
        pl->reserve_count--;
        put_in_alhambra(g, c->player, c->tile, x, y);
        e = alh_emit(ev, ALH_EV_REDESIGN_SWAP, c->player);
        if (e) {
            e->tile = c->tile;
            e->tile2 = c->tile2;
            e->x = (int8_t)x;
            e->y = (int8_t)y;
        }
        if (c->option)
            apply_option(g, c, x, y, ev);
        break;
    }
    }
    alh_board_changed(g, c->player, ev);
    after_action(g, c, ev);
    end_action(g, ev);
}

AlhError alh_apply(AlhGame *g, const AlhCommand *c, AlhEvents *ev)
{
    Checked k;
    AlhError err = check_command(g, c, &k);
    if (err != ALH_OK)
        return err;
    g->command_count += g->command_count < UINT16_MAX; /* held at its end, as the turn */
    if (c->type < ALH_CMD_PLACE)
        ALH_FOR_HOOK(g, BEFORE_ACTION, m)
    if (before_action_asked(m, c->type))
        m->before_action(g, c, ev);
    switch (c->type) {
    case ALH_CMD_TAKE_MONEY: apply_take(g, c, ev); break;
    case ALH_CMD_BUY: apply_buy(g, c, &k, ev); break;
    case ALH_CMD_REDESIGN_ADD:
    case ALH_CMD_REDESIGN_REMOVE:
    case ALH_CMD_REDESIGN_SWAP: apply_redesign(g, c, ev); break;
    case ALH_CMD_PASS:
        alh_emit(ev, ALH_EV_PASS, c->player);
        after_action(g, c, ev);
        end_action(g, ev);
        break;
    case ALH_CMD_PLACE:
        alh_pending_removed(g, c->player, c->tile);
        alh_build_placed(g, c->player, c->tile, c->x, c->y, c->option, ev);
        alh_pending_resolved(g, ev);
        break;
    case ALH_CMD_RESERVE: {
        alh_pending_removed(g, c->player, c->tile);
        put_in_reserve(g, c->player, c->tile);
        AlhEvent *e = alh_emit(ev, ALH_EV_TILE_RESERVED, c->player);
        if (e)
            e->tile = c->tile;
        alh_board_changed(g, c->player, ev);
        alh_pending_resolved(g, ev);
        break;
    }
    case ALH_CMD_DECLINE: {
        const AlhModule *m = alh_module_of_phase(g, g->phase);
        if (m && m->apply)
            m->apply(g, c, ev);
        break;
    }
    default: {
        const AlhModule *m = alh_module_of_command(g, c->type);
        if (m && m->apply)
            m->apply(g, c, ev);
        break;
    }
    }
    return ALH_OK;
}

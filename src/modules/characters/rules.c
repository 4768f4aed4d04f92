/* SPDX-License-Identifier: MIT */
/*
 * Characters (expansion 2). Ten character cards: two shuffled into each of piles 2, 3 and 4, the
 * other four a face-down surplus pile. A character drawn from the pile stops the game at once for
 * an auction (ALH_PHASE_AUCTION), in the middle of the refill (or of the Beggar's draw), which goes
 * on afterwards (alh_resume_draws): the player due next opens, then each in turn raises or passes
 * (DECLINE, final); a bid is paid in one currency (or in diamonds). The highest bidder discards the
 * bid and owns the card; with no bid it leaves the game. Play goes on with the auctioneer. A scoring
 * card drawn in the same refill is scored after it (R8), so a crown card won there counts in it.
 * Abilities (USE_CHARACTER, see game.h for its fields); "once a turn" cards reset at each turn, "1x"
 * cards leave the game after use, crown cards act in scorings by themselves (docs/rules-notes.md,
 * M-K1 to M-K9, says when each acts):
 *   0 Entertainer (1x): at once, keep it (8 points at the end) or swap it for the surplus's top card
 *   1 Beggar (turn): at the start of one's turn, with 0-2 money cards in hand, draw the pile's top card
 *   2 Rich Patron (1x): a market building for free, as an exact payment (another action)
 *   3 Miser (turn): after buying for 10 or more, take a card from the display
 *   4 Master Builder (turn): one more redesign (or PASS) when the turn would end, tiles placed
 *   5 Trader (turn): take money up to 7 instead of 5
 *   6 Wise Man (crown): half a building more of one type in every scoring (the best type is chosen)
 *   7 Dancer (turn): before one's turn, swap a market building for the tower's next one
 *   8 Moneychanger (turn): give a hand card for a display card of equal or lower value
 *   9 City Watch (crown): 1 point more for every 3 wall points in every scoring
 * No character acts during the vizier's special move: abilities need one's own turn.
 */
#include "module.h"
#include "characters/characters.h"
#include "change/change.h"

#include <stddef.h>
#include <string.h>

enum {
    ENTERTAINER = ALH_CHAR_ENTERTAINER,
    BEGGAR = ALH_CHAR_BEGGAR,
    PATRON = ALH_CHAR_PATRON,
    MISER = ALH_CHAR_MISER,
    MASTER_BUILDER = ALH_CHAR_MASTER_BUILDER,
    TRADER = ALH_CHAR_TRADER,
    WISE_MAN = ALH_CHAR_WISE_MAN,
    DANCER = ALH_CHAR_DANCER,
    MONEYCHANGER = ALH_CHAR_MONEYCHANGER,
    CITY_WATCH = ALH_CHAR_CITY_WATCH,
};
#define NO_BIDDER 0xFF
#define ST(g) ((g)->mod.characters)

const char *alh_character_name(int character)
{
    return (character >= 0 && character < ALH_NUM_CHARACTERS) ? alh_character_rows[character].name : NULL;
}
#define CARD(i) (ALH_CARD_CHARACTER_FIRST + (i))

static int owner_of(const AlhGame *g, int ch)
{
    for (int p = 0; p < g->num_players; p++)
        if ((ST(g).owned[p] >> ch) & 1)
            return p;
    return -1;
}

static bool owns(const AlhGame *g, int p, int ch) { return (ST(g).owned[p] >> ch) & 1; }

static bool used(const AlhGame *g, int ch) { return (ST(g).used_turn >> ch) & 1; }

/* ------------------------------------------------------------------ setup and drawing */

/* The ten cards in a random order: 0-5 go two to each of piles 2-4, 6-9 form the surplus pile. */
static void chars_setup(AlhGame *g, AlhEvents *ev)
{
    (void)ev;
    for (int i = 0; i < ALH_NUM_CHARACTERS; i++)
        ST(g).surplus[i] = (uint8_t)CARD(i);
    alh_shuffle_bytes(&g->rng, ST(g).surplus, ALH_NUM_CHARACTERS);
    ST(g).surplus_len = ALH_NUM_CHARACTERS;
    ST(g).auction_card = ALH_CARD_NONE;
    ST(g).auction_bidder = NO_BIDDER;
    memset(ST(g).wise_man_type, 0xFF, sizeof ST(g).wise_man_type);
}

static int chars_setup_pile(AlhGame *g, int pile, uint8_t *buf, int len)
{
    if (pile < 1 || pile > 3)
        return len;
    for (int k = 0; k < 2; k++)
        len = alh_insert_at_random(&g->rng, buf, len, ST(g).surplus[(pile - 1) * 2 + k]);
    if (pile == 3) { /* the last four stay as the surplus pile */
        memmove(ST(g).surplus, ST(g).surplus + 6, 4);
        memset(ST(g).surplus + 4, 0, ALH_NUM_CHARACTERS - 4);
        ST(g).surplus_len = 4;
    }
    return len;
}

static void open_auction(AlhGame *g, int ch, int auctioneer, AlhEvents *ev);
static void auction_next(AlhGame *g, int from, AlhEvents *ev);

/* Player p let the character `card` go: the event names the card, and how (ALH_CHAR_DECLINED_*). */
static void declined(AlhEvents *ev, int p, int card, int how)
{
    AlhEvent *e = alh_emit(ev, ALH_EV_DECLINE, p);
    if (e) {
        e->card = (uint8_t)card;
        e->value = (int16_t)how;
    }
}
static int best_bid(const AlhGame *g, int p);

/* A character came off the pile: the game stops at once for its auction; the draws wait. */
static int chars_card_drawn(AlhGame *g, int card, int slot, AlhEvents *ev)
{
    (void)slot;
    int ch = card - ALH_CARD_CHARACTER_FIRST, auctioneer = alh_player_due_next(g);
    bool bidder = false;
    for (int p = 0; p < g->num_players; p++)
        bidder |= best_bid(g, p) > 0;
    if (!bidder) {
        /* Nobody holds money to bid: everyone passes, and the card leaves the game at once. */
        AlhEvent *e = alh_emit(ev, ALH_EV_AUCTION_START, auctioneer);
        if (e)
            e->card = (uint8_t)card;
        for (int i = 0; i < g->num_players; i++)
            declined(ev, (auctioneer + i) % g->num_players, card, ALH_CHAR_DECLINED_CANNOT_BID);
        e = alh_emit(ev, ALH_EV_AUCTION_WON, -1);
        if (e)
            e->card = (uint8_t)card;
        ST(g).gone |= (uint16_t)(1u << ch);
        return ALH_DRAWN_ELSEWHERE;
    }
    open_auction(g, ch, auctioneer, ev);
    auction_next(g, auctioneer, ev); /* stops at a player who may bid: there is one */
    return ALH_DRAWN_INTERRUPTS;
}

static void chars_count_cards(const AlhGame *g, uint8_t seen[ALH_CARD_ID_MAX], uint8_t expected[ALH_CARD_ID_MAX])
{
    for (int i = 0; i < ALH_NUM_CHARACTERS; i++) {
        expected[CARD(i)] = 1;
        int n = ((ST(g).gone >> i) & 1) + ((ST(g).pending >> i) & 1) + (ST(g).auction_card == CARD(i));
        for (int p = 0; p < g->num_players; p++)
            n += (ST(g).owned[p] >> i) & 1;
        seen[CARD(i)] = (uint8_t)(seen[CARD(i)] + n);
    }
    for (int k = 0; k < ST(g).surplus_len; k++)
        if (alh_card_is_character(ST(g).surplus[k]))
            seen[ST(g).surplus[k]]++;
}

/* ------------------------------------------------------------------ the auction */

/* The most a player could bid: the richest of the hand's currencies (money's four, and any a
 * module's cards are, such as the diamonds). */
static int best_bid(const AlhGame *g, int p)
{
    const AlhCardSet *hand = &g->players[p].hand;
    int money[ALH_NUM_CURRENCIES], best = 0;
    for (int k = 0; k < ALH_NUM_CURRENCIES; k++) { /* money: each currency's cards summed from its bits */
        money[k] = alh_currency_sum(alh_currency_bits(hand, k));
        best = money[k] > best ? money[k] : best;
    }
    int card = alh_cards_next(hand, ALH_NUM_MONEY_CARDS);
    if (card < 0)
        return best;                                      /* money alone */
    int sums[ALH_NUM_CURRENCIES + ALH_MAX_MODULES] = {0}; /* with the modules' cards (worths are never negative) */
    for (int k = 0; k < ALH_NUM_CURRENCIES; k++)
        sums[k] = money[k];
    for (; card >= 0; card = alh_cards_next(hand, card + 1)) {
        int currency = alh_card_pay_currency(g, card);
        if (currency >= 0) {
            sums[currency] += alh_card_worth(g, card);
            best = sums[currency] > best ? sums[currency] : best;
        }
    }
    return best;
}

/* Character ch goes up for auction; the auctioneer answers first. */
static void open_auction(AlhGame *g, int ch, int auctioneer, AlhEvents *ev)
{
    ST(g).auction_card = (uint8_t)CARD(ch);
    ST(g).auction_bidder = NO_BIDDER;
    ST(g).auction_bid = 0;
    ST(g).auction_out = 0;
    ST(g).auction_resume = (uint8_t)auctioneer;
    memset(&ST(g).auction_cards, 0, sizeof ST(g).auction_cards);
    g->phase = ALH_PHASE_AUCTION;
    AlhEvent *e = alh_emit(ev, ALH_EV_AUCTION_START, auctioneer);
    if (e)
        e->card = (uint8_t)CARD(ch);
}

/*
 * Positions saved before auctions interrupted the game may hold characters drawn and waiting
 * (`pending`), auctioned then once the turn was completely over, lowest number first, the player due
 * next opening: they still are, so that such a save plays on as it was.
 */
static void start_waiting_auction(AlhGame *g, AlhEvents *ev)
{
    int ch = __builtin_ctz(ST(g).pending);
    ST(g).pending &= (uint16_t) ~(1u << ch);
    open_auction(g, ch, ST(g).auction_resume, ev);
    auction_next(g, ST(g).auction_resume, ev);
}

/* After the auction (and the Entertainer's choice): the draws it interrupted go on. */
static void after_auction(AlhGame *g, AlhEvents *ev)
{
    ST(g).auction_card = ALH_CARD_NONE;
    ST(g).auction_bidder = NO_BIDDER;
    ST(g).auction_bid = 0;
    ST(g).auction_out = 0;
    memset(&ST(g).auction_cards, 0, sizeof ST(g).auction_cards);
    if (ST(g).pending) {
        start_waiting_auction(g, ev);
        return;
    }
    if (g->drawing != ALH_DRAWING_NONE) {
        alh_resume_draws(g, ev);
        return;
    }
    /* An auction of an earlier version's save, held once the turn was over: the next turn. */
    alh_resume_after_turn(g, ALH_MOD_CHARACTERS, ST(g).auction_resume, ev);
}

/* The sum of a bid's cards (the winner pays them all). */
static int bid_cards_sum(const AlhGame *g, const AlhCardSet *cards)
{
    int total = 0;
    ALH_CARDS_FOREACH(cards, card)
        total += alh_card_worth(g, card);
    return total;
}

static void finish_auction(AlhGame *g, AlhEvents *ev)
{
    int ch = ST(g).auction_card - ALH_CARD_CHARACTER_FIRST, winner = ST(g).auction_bidder;
    AlhEvent *e = alh_emit(ev, ALH_EV_AUCTION_WON, winner == NO_BIDDER ? -1 : winner);
    if (e) {
        e->card = ST(g).auction_card;
        e->value = ST(g).auction_bid;
    }
    if (winner == NO_BIDDER) {
        ST(g).gone |= (uint16_t)(1u << ch);
        after_auction(g, ev);
        return;
    }
    int paid = bid_cards_sum(g, &ST(g).auction_cards);
    alh_pay(g, winner, &ST(g).auction_cards, ev);
    alh_overpaid(g, winner, paid - ST(g).auction_bid, ev); /* a bid below its cards: change */
    ST(g).owned[winner] |= (uint16_t)(1u << ch);
    ST(g).auction_card = ALH_CARD_NONE; /* owned now */
    if (ch == ENTERTAINER && ST(g).surplus_len > 0) {
        /* The winner decides at once: keep it, or swap it for the surplus's top card. */
        ST(g).entertainer_choice = 1;
        g->current = (uint8_t)winner;
        return;
    }
    after_auction(g, ev);
}

/* The next player from `from` on who may still bid; players who could not outbid pass at once. */
static void auction_next(AlhGame *g, int from, AlhEvents *ev)
{
    for (int i = 0; i < g->num_players; i++) {
        int p = (from + i) % g->num_players;
        if ((ST(g).auction_out >> p) & 1 || p == ST(g).auction_bidder)
            continue;
        if (best_bid(g, p) <= ST(g).auction_bid) {
            ST(g).auction_out |= (uint8_t)(1u << p);
            declined(ev, p, ST(g).auction_card, ALH_CHAR_DECLINED_CANNOT_BID);
            continue;
        }
        g->current = (uint8_t)p;
        return;
    }
    finish_auction(g, ev);
}

static bool chars_after_turn(AlhGame *g, int next, AlhEvents *ev)
{
    ST(g).used_turn = 0;
    ST(g).miser_ready = 0;
    ST(g).master_builder_step = 0;
    if (!ST(g).pending) /* only in a position saved by an earlier version */
        return false;
    ST(g).auction_resume = (uint8_t)next; /* the player due next is the auctioneer */
    start_waiting_auction(g, ev);
    return true;
}

/* A bid: cards of one currency (a module's own, such as the diamonds, included), more than the
 * highest bid. Its amount is the cards' sum; with the change module, BID's `space` may name a
 * smaller amount (1..255) that the cards pay with change ("players also receive change if they pay
 * too much to obtain character cards"), when no card could be left out. */
static AlhError check_bid(const AlhGame *g, const AlhCommand *c, int *value)
{
    if (alh_cards_empty(&c->cards))
        return ALH_ERR_BAD_COMMAND;
    if (alh_cards_outside(&c->cards, &g->players[c->player].hand))
        return ALH_ERR_CARD_NOT_IN_HAND;
    int currency = -2, total = 0;
    ALH_CARDS_FOREACH(&c->cards, card) {
        int k = alh_card_pay_currency(g, card);
        if (k < 0)
            return ALH_ERR_WRONG_CURRENCY; /* a card that is no money of any currency */
        if (currency != -2 && k != currency)
            return ALH_ERR_MIXED_BID;
        currency = k;
        total += alh_card_worth(g, card);
    }
    *value = total;
    if (c->space) {
        if (!alh_module_on(g, ALH_MOD_CHANGE) || c->space >= total)
            return ALH_ERR_BAD_COMMAND;
        ALH_CARDS_FOREACH(&c->cards, card)
            if (total - alh_card_worth(g, card) >= c->space)
                return ALH_ERR_BAD_COMMAND; /* a card more than the amount needs */
        *value = c->space;
    }
    return *value > ST(g).auction_bid ? ALH_OK : ALH_ERR_NOT_ENOUGH_MONEY;
}

/* Bids listed: for each currency (and the diamonds), one set of cards for every total above the
 * highest bid that those cards can make. With the change module, one more a currency when the
 * lowest raise cannot be made exactly: that amount, paid with the smallest total above it, when it
 * earns a coin (two units too much) and the bag is not empty. */
static size_t list_bids(const AlhGame *g, int p, AlhCommand *out, size_t cap)
{
    const AlhCardSet *hand = &g->players[p].hand;
    size_t n = 0;
    bool change = alh_module_on(g, ALH_MOD_CHANGE) && alh_change_bag(g, NULL, NULL) > 0;
    /* The currencies the hand holds, money's first, then the modules' own (in id order), and each
     * one's cards in id order: one pass over the hand. */
    enum { CURRENCIES = ALH_NUM_CURRENCIES + ALH_MAX_MODULES };
    uint8_t by_currency[CURRENCIES][32], count[CURRENCIES];
    uint64_t present[(CURRENCIES + 63) / 64] = {0}; /* the currencies held, as bits: only those are read */
    ALH_CARDS_FOREACH(hand, card) {
        int k = alh_card_is_money(card) ? alh_card_currency(card) : alh_card_pay_currency(g, card);
        if (k < 0 || k >= CURRENCIES)
            continue;
        if (!((present[k / 64] >> (k % 64)) & 1)) {
            present[k / 64] |= 1ull << (k % 64);
            count[k] = 0;
        }
        if (count[k] < 32)
            by_currency[k][count[k]++] = (uint8_t)card;
    }
    for (int word = 0; word < (CURRENCIES + 63) / 64; word++)
        for (uint64_t bits = present[word]; bits; bits &= bits - 1) {
            int k = word * 64 + __builtin_ctzll(bits);
            int ids[32], m = count[k];
            for (int i = 0; i < m; i++)
                ids[i] = by_currency[k][i];
            /* reach[s] = the set (bit mask over ids) reaching s first, in a subset-sum sweep card by
             * card; ok holds the sums reached so far as bits, so each card adds its new sums at once
             * (a sum is new when s - v was reached before this card and s was not). */
            enum { MAX_SUM = 256, WORDS = MAX_SUM / 64 };
            uint32_t reach[MAX_SUM];
            uint64_t ok[WORDS] = {1, 0, 0, 0};
            reach[0] = 0;
            for (int i = 0; i < m; i++) {
                int v = alh_card_worth(g, ids[i]);
                if (v <= 0 || v >= MAX_SUM)
                    continue;
                uint64_t shifted[WORDS];
                for (int w = WORDS - 1; w >= 0; w--) { /* ok << v */
                    int from = w - v / 64, bit = v % 64;
                    uint64_t lo = from >= 0 ? ok[from] << bit : 0;
                    uint64_t hi = (bit && from - 1 >= 0) ? ok[from - 1] >> (64 - bit) : 0;
                    shifted[w] = lo | hi;
                }
                for (int w = 0; w < WORDS; w++) {
                    uint64_t fresh = shifted[w] & ~ok[w];
                    for (uint64_t f = fresh; f; f &= f - 1) {
                        int sum = w * 64 + __builtin_ctzll(f);
                        reach[sum] = reach[sum - v] | (1u << i);
                    }
                    ok[w] |= fresh;
                }
            }
            /* One bid for every sum above the highest bid, lowest first. */
            int from = ST(g).auction_bid + 1;
            for (int w = from > 0 ? from / 64 : 0; w < WORDS; w++) {
                uint64_t sums = ok[w];
                if (w == from / 64 && from > 0)
                    sums &= ~(uint64_t)0 << (from % 64);
                for (; sums; sums &= sums - 1) {
                    int sum = w * 64 + __builtin_ctzll(sums);
                    if (n < cap) {
                        AlhCommand c = {0};
                        c.type = ALH_CMD_BID;
                        c.player = (uint8_t)p;
                        for (uint32_t set = reach[sum]; set; set &= set - 1)
                            alh_cards_add(&c.cards, ids[__builtin_ctz(set)]);
                        out[n] = c;
                    }
                    n++;
                }
            }
            /* The lowest raise paid with change. */
            if (change && from > 0 && from < MAX_SUM && !((ok[from / 64] >> (from % 64)) & 1)) {
                int above = -1;
                for (int sum = from + 1; sum < MAX_SUM && above < 0; sum++)
                    if ((ok[sum / 64] >> (sum % 64)) & 1)
                        above = sum;
                if (above >= from + 2 && from <= 255) {
                    if (n < cap) {
                        AlhCommand c = {0};
                        c.type = ALH_CMD_BID;
                        c.player = (uint8_t)p;
                        c.space = (uint8_t)from;
                        for (uint32_t set = reach[above]; set; set &= set - 1)
                            alh_cards_add(&c.cards, ids[__builtin_ctz(set)]);
                        out[n] = c;
                    }
                    n++;
                }
            }
        }
    return n;
}

/* ------------------------------------------------------------------ abilities */

static bool start_of_turn(const AlhGame *g)
{
    return g->phase == ALH_PHASE_ACTION && g->actions_this_turn == 0 && !g->bonus_action;
}

/* Money cards in a hand: cards of a currency (money, and a module's own such as the diamonds), not
 * exchange cards nor any card that is no money of one currency; nor the change module's coins, which
 * are no cards ("the Beggar ... if they only have 0, 1, or 2 money cards"; docs/rules-notes.md M-C6). */
static int money_cards(const AlhGame *g, const AlhCardSet *hand)
{
    int n = 0;
    ALH_CARDS_FOREACH(hand, card)
        n += alh_card_pay_currency(g, card) >= 0 && !alh_card_is_coin(card);
    return n;
}

/* Whether player p may use character ch now (with the command's fields). */
static AlhError check_use(const AlhGame *g, const AlhCommand *c)
{
    int p = c->player, ch = c->slots;
    if (ch >= ALH_NUM_CHARACTERS)
        return ALH_ERR_BAD_COMMAND;
    if (g->phase == ALH_PHASE_AUCTION) {
        /* Only the Entertainer's swap, right after winning it. */
        if (!ST(g).entertainer_choice || ch != ENTERTAINER || !owns(g, p, ENTERTAINER))
            return ALH_ERR_WRONG_PHASE;
        return ST(g).surplus_len > 0 ? ALH_OK : ALH_ERR_EMPTY_SLOT;
    }
    if (!owns(g, p, ch))
        return ALH_ERR_CARD_NOT_IN_HAND;
    if (g->phase != ALH_PHASE_ACTION && g->phase != ALH_PHASE_PLACE)
        return ALH_ERR_WRONG_PHASE; /* never with the vizier, never at the end */
    if (used(g, ch))
        return ALH_ERR_RULE; /* once a turn */
    const AlhPlayer *pl = &g->players[p];
    switch (ch) {
    case BEGGAR:
        if (!start_of_turn(g))
            return ALH_ERR_WRONG_PHASE;
        if (money_cards(g, &pl->hand) > 2)
            return ALH_ERR_RULE;
        return alh_deck_remaining(g) > 0 || !alh_cards_empty(&g->discard) ? ALH_OK : ALH_ERR_EMPTY_SLOT;
    case PATRON: { /* a market tile, or one on offer beside the market (a bazaar) */
        if (g->phase != ALH_PHASE_ACTION)
            return ALH_ERR_WRONG_PHASE;
        if (c->space >= ALH_BUY_SPACES)
            return ALH_ERR_BAD_COMMAND;
        AlhBuySpace bs = alh_buy_space(g, c->space);
        return bs.tile && bs.price ? ALH_OK : ALH_ERR_EMPTY_SLOT;
    }
    case MISER: {
        if (!ST(g).miser_ready)
            return ALH_ERR_RULE;
        if (c->x < 0 || c->x >= ALH_DISPLAY_SLOTS)
            return ALH_ERR_BAD_COMMAND;
        int card = g->display[c->x];
        return card != ALH_CARD_NONE && alh_card_worth(g, card) > 0 ? ALH_OK : ALH_ERR_EMPTY_SLOT;
    }
    case DANCER:
        if (!start_of_turn(g))
            return ALH_ERR_WRONG_PHASE;
        if (c->space >= ALH_MARKET_SPACES)
            return ALH_ERR_BAD_COMMAND;
        return g->market[c->space] && alh_bag_remaining(g) > 0 ? ALH_OK : ALH_ERR_EMPTY_SLOT;
    case MONEYCHANGER: {
        if (g->phase != ALH_PHASE_ACTION)
            return ALH_ERR_WRONG_PHASE;
        if (c->x < 0 || c->x >= ALH_DISPLAY_SLOTS || alh_cards_count(&c->cards) != 1)
            return ALH_ERR_BAD_COMMAND;
        int give = alh_cards_next(&c->cards, 0);
        if (give < 0 || !alh_cards_has(&pl->hand, give))
            return ALH_ERR_CARD_NOT_IN_HAND;
        int take = g->display[c->x];
        if (take == ALH_CARD_NONE || alh_card_worth(g, take) <= 0 || alh_card_worth(g, give) <= 0)
            return ALH_ERR_EMPTY_SLOT;
        return alh_card_worth(g, take) <= alh_card_worth(g, give) ? ALH_OK : ALH_ERR_TOO_MUCH_MONEY;
    }
    default: return ALH_ERR_RULE; /* the Entertainer, Trader and crown cards act by themselves */
    }
}

static AlhError chars_check(const AlhGame *g, const AlhCommand *c)
{
    switch (c->type) {
    case ALH_CMD_BID: {
        if (g->phase != ALH_PHASE_AUCTION || ST(g).entertainer_choice)
            return ALH_ERR_WRONG_PHASE;
        int value = 0;
        return check_bid(g, c, &value);
    }
    case ALH_CMD_DECLINE:
        return g->phase == ALH_PHASE_AUCTION ? ALH_OK : ALH_ERR_WRONG_PHASE; /* the engine asks in this phase only */
    case ALH_CMD_USE_CHARACTER: return check_use(g, c);
    default: return ALH_ERR_BAD_COMMAND;
    }
}

static bool chars_is_free(int type)
{
    return type == ALH_CMD_USE_CHARACTER; /* except the Patron's purchase, which is an action itself */
}

static void used_now(AlhGame *g, int p, int ch, AlhEvents *ev, int value)
{
    ST(g).used_turn |= (uint16_t)(1u << ch);
    AlhEvent *e = alh_emit(ev, ALH_EV_CHARACTER_USED, p);
    if (e) {
        e->card = (uint8_t)CARD(ch);
        e->value = (int16_t)value;
    }
}

static void chars_apply(AlhGame *g, const AlhCommand *c, AlhEvents *ev)
{
    int p = c->player;
    if (c->type == ALH_CMD_BID) {
        int value = 0;
        check_bid(g, c, &value);
        ST(g).auction_bid = (int16_t)value;
        ST(g).auction_bidder = (uint8_t)p;
        ST(g).auction_cards = c->cards;
        /* A bid is laid out for all to see: its cards are known from now on, so that a view's
         * guess of the bidder's hidden cards keeps them in the hand. */
        for (int w = 0; w < ALH_CARDSET_WORDS; w++)
            g->players[p].known.bits[w] |= c->cards.bits[w];
        AlhEvent *e = alh_emit(ev, ALH_EV_BID, p);
        if (e) {
            e->value = (int16_t)value;
            e->card = ST(g).auction_card;
        }
        auction_next(g, (p + 1) % g->num_players, ev);
        return;
    }
    if (c->type == ALH_CMD_DECLINE) {
        if (ST(g).entertainer_choice)
            declined(ev, p, CARD(ENTERTAINER), ALH_CHAR_DECLINED_KEEP);
        else
            declined(ev, p, ST(g).auction_card, ALH_CHAR_DECLINED_PASS);
        if (ST(g).entertainer_choice) { /* the Entertainer kept: 8 points at the end */
            ST(g).entertainer_choice = 0;
            after_auction(g, ev);
            return;
        }
        ST(g).auction_out |= (uint8_t)(1u << p);
        auction_next(g, (p + 1) % g->num_players, ev);
        return;
    }
    int ch = c->slots;
    switch (ch) {
    case ENTERTAINER: { /* swapped for the surplus's top card, which goes face up */
        int top = ST(g).surplus[0];
        memmove(ST(g).surplus, ST(g).surplus + 1, (size_t)(ST(g).surplus_len - 1));
        ST(g).surplus[ST(g).surplus_len - 1] = (uint8_t)CARD(ENTERTAINER);
        ST(g).owned[p] &= (uint16_t) ~(1u << ENTERTAINER);
        ST(g).owned[p] |= (uint16_t)(1u << (top - ALH_CARD_CHARACTER_FIRST));
        AlhEvent *e = alh_emit(ev, ALH_EV_CHARACTER_USED, p);
        if (e) {
            e->card = (uint8_t)CARD(ENTERTAINER);
            e->value = (int16_t)top;
        }
        ST(g).entertainer_choice = 0;
        after_auction(g, ev);
        return;
    }
    case BEGGAR:
        used_now(g, p, ch, ev, 0);
        alh_draw_for_hand(g, p, ev); /* a scoring card waits for the turn's end; a character is auctioned */
        return;
    case PATRON: { /* free, as an exact payment */
        int tile = alh_buy_space(g, c->space).tile;
        ST(g).owned[p] &= (uint16_t) ~(1u << PATRON);
        ST(g).gone |= (uint16_t)(1u << PATRON);
        used_now(g, p, ch, ev, tile);
        alh_take_bought_tile(g, c->space, ev);
        g->where[tile].loc = ALH_LOC_PENDING;
        g->where[tile].owner = (uint8_t)p;
        alh_pending_added(g, p, tile);
        AlhEvent *e = alh_emit(ev, ALH_EV_TILE_BOUGHT, p);
        if (e) {
            e->tile = (uint8_t)tile;
            e->slot = (int8_t)c->space;
            e->value = 0;
            e->exact = 1;
        }
        alh_tile_bought(g, p, tile, 0, true, ev);
        if (owns(g, p, MISER) && !used(g, MISER) && alh_tile_info(tile)->price >= 10)
            ST(g).miser_ready = 1;
        g->bonus_action = 1;
        g->actions_this_turn++;
        alh_emit(ev, ALH_EV_BONUS_ACTION, p);
        return;
    }
    case MISER: {
        int card = g->display[c->x];
        alh_cards_add(&g->players[p].hand, card);
        alh_cards_add(&g->players[p].known, card);
        g->display[c->x] = ALH_CARD_NONE;
        ST(g).miser_ready = 0;
        used_now(g, p, ch, ev, card);
        AlhEvent *e = alh_emit(ev, ALH_EV_MONEY_TAKEN, p);
        if (e) {
            e->card = (uint8_t)card;
            e->slot = c->x;
        }
        return;
    }
    case DANCER: { /* the new tile from the tower, the old one back into it somewhere */
        int old = g->market[c->space];
        int fresh = alh_draw_market_tile(g, c->space, ev); /* tiles a module lays aside are drawn past */
        if (!fresh) {                                      /* only such tiles were left: the old one stays */
            used_now(g, p, ch, ev, 0);
            return;
        }
        g->market[c->space] = (uint8_t)fresh;
        g->where[fresh].loc = ALH_LOC_MARKET;
        g->where[fresh].owner = 0;
        g->where[fresh].x = (int8_t)c->space;
        g->where[fresh].y = 0;
        int left = g->bag_len - g->bag_pos;
        memmove(g->bag, g->bag + g->bag_pos, (size_t)left); /* drop the drawn part: room for the old tile */
        g->bag_pos = 0;
        g->bag_len = (uint8_t)left;
        int at = (int)alh_rng_below(&g->rng, (uint32_t)(left + 1));
        memmove(g->bag + at + 1, g->bag + at, (size_t)(g->bag_len - at));
        g->bag[at] = (uint8_t)old;
        g->bag_len++;
        g->where[old].loc = ALH_LOC_BAG;
        g->where[old].x = g->where[old].y = 0;
        used_now(g, p, ch, ev, old);
        AlhEvent *e = alh_emit(ev, ALH_EV_MARKET_REFILL, -1);
        if (e) {
            e->tile = (uint8_t)fresh;
            e->slot = (int8_t)c->space;
        }
        return;
    }
    case MONEYCHANGER: {
        int give = alh_cards_next(&c->cards, 0);
        int take = g->display[c->x];
        alh_pay(g, p, &c->cards, ev);
        alh_cards_add(&g->players[p].hand, take);
        alh_cards_add(&g->players[p].known, take);
        g->display[c->x] = ALH_CARD_NONE;
        used_now(g, p, ch, ev, give);
        AlhEvent *e = alh_emit(ev, ALH_EV_MONEY_TAKEN, p);
        if (e) {
            e->card = (uint8_t)take;
            e->slot = c->x;
        }
        return;
    }
    default: return;
    }
}

static size_t chars_commands(const AlhGame *g, const AlhKindSet *kinds, AlhCommand *out, size_t cap)
{
    (void)kinds; /* few enough to list whole; the engine keeps the kinds asked for */
    size_t n = 0;
    int p = g->current;
    AlhCommand c = {0};
    c.player = (uint8_t)p;
#define PUSH(cmd)                                                                                                                \
    do {                                                                                                                         \
        if (chars_check(g, &(cmd)) == ALH_OK) {                                                                                  \
            if (n < cap)                                                                                                         \
                out[n] = (cmd);                                                                                                  \
            n++;                                                                                                                 \
        }                                                                                                                        \
    } while (0)
    if (g->phase == ALH_PHASE_AUCTION) {
        c.type = ALH_CMD_DECLINE;
        PUSH(c);
        if (ST(g).entertainer_choice) {
            c.type = ALH_CMD_USE_CHARACTER;
            c.slots = ENTERTAINER;
            PUSH(c);
            return n;
        }
        return n + list_bids(g, p, n < cap ? out + n : NULL, n < cap ? cap - n : 0);
    }
    if (!ST(g).owned[p] || (g->phase != ALH_PHASE_ACTION && g->phase != ALH_PHASE_PLACE))
        return 0;
    /* The characters owned and not used this turn: check_use refuses the others first thing. */
    unsigned ready = ST(g).owned[p] & ~(unsigned)ST(g).used_turn;
#define READY(ch) ((ready >> (ch)) & 1)
    c.type = ALH_CMD_USE_CHARACTER;
    c.slots = BEGGAR;
    if (READY(BEGGAR))
        PUSH(c);
    for (int s = 0; s < ALH_BUY_SPACES && (READY(PATRON) || READY(DANCER)); s++) {
        c.space = (uint8_t)s;
        c.slots = PATRON;
        if (READY(PATRON))
            PUSH(c);
        c.slots = DANCER;
        if (s < ALH_MARKET_SPACES && READY(DANCER))
            PUSH(c);
    }
    c.space = 0;
    for (int slot = 0; slot < ALH_DISPLAY_SLOTS && (READY(MISER) || READY(MONEYCHANGER)); slot++) {
        c.x = (int8_t)slot;
        c.slots = MISER;
        if (READY(MISER))
            PUSH(c);
        /* A card of the hand for the card in the slot: only where the slot holds money and the
         * card is worth as much (check_use asks that, and more). */
        int take = g->display[slot], take_worth = take != ALH_CARD_NONE ? alh_card_worth(g, take) : 0;
        if (READY(MONEYCHANGER) && g->phase == ALH_PHASE_ACTION && take_worth > 0)
            ALH_CARDS_FOREACH(&g->players[p].hand, card) {
                if (alh_card_worth(g, card) < take_worth)
                    continue;
                AlhCommand m = c;
                m.slots = MONEYCHANGER;
                alh_cards_add(&m.cards, card);
                PUSH(m);
            }
    }
#undef READY
#undef PUSH
    return n;
}

/* ------------------------------------------------------------------ the Master Builder */

#define REDESIGN_KINDS ((1u << ALH_CMD_REDESIGN_ADD) | (1u << ALH_CMD_REDESIGN_REMOVE) | (1u << ALH_CMD_REDESIGN_SWAP))
static const AlhKindSet redesign_kinds = {{REDESIGN_KINDS, 0, 0, 0}};

/* The turn would end: its owner gets one more redesign, if any is possible. */
static bool chars_before_finish(AlhGame *g, AlhEvents *ev)
{
    int p = g->current;
    if (ST(g).master_builder_step) { /* the extra redesign is done: the turn ends now */
        ST(g).master_builder_step = 0;
        return false;
    }
    if ((g->phase != ALH_PHASE_ACTION && g->phase != ALH_PHASE_PLACE) || !owns(g, p, MASTER_BUILDER) || used(g, MASTER_BUILDER))
        return false;
    /* Any redesign as though another action were due now (asked of the game itself, its phase
     * and bonus put back after: no copy). */
    uint8_t phase = g->phase, bonus = g->bonus_action;
    g->phase = ALH_PHASE_ACTION;
    g->bonus_action = 1;
    bool any = alh_any_command_of(g, redesign_kinds);
    g->phase = phase;
    g->bonus_action = bonus;
    if (!any)
        return false;
    used_now(g, p, MASTER_BUILDER, ev, 0);
    ST(g).master_builder_step = 1;
    g->phase = ALH_PHASE_ACTION;
    g->bonus_action = 1; /* so that PASS declines it */
    return true;
}

/* During the Master Builder's step only a redesign, passing, or another module's free move (laying
 * a bonus card); no character. */
static AlhError chars_veto(const AlhGame *g, const AlhCommand *c)
{
    if (!ST(g).master_builder_step)
        return ALH_OK;
    if (c->type < 32 && (((REDESIGN_KINDS >> c->type) & 1) || c->type == ALH_CMD_PASS))
        return ALH_OK;
    if (alh_command_is_free(g, c->type) && alh_command_module(c->type) != ALH_MOD_CHARACTERS)
        return ALH_OK;
    return ALH_ERR_WRONG_PHASE;
}

/* ------------------------------------------------------------------ money, scoring */

static int chars_take_limit(const AlhGame *g, int player) { return owns(g, player, TRADER) && !used(g, TRADER) ? 7 : 0; }

static void chars_before_action(AlhGame *g, const AlhCommand *c, AlhEvents *ev)
{
    if (c->type != ALH_CMD_TAKE_MONEY || !owns(g, c->player, TRADER) || used(g, TRADER))
        return;
    int sum = 0, count = 0;
    for (int s = 0; s < ALH_DISPLAY_SLOTS; s++)
        if ((c->slots >> s) & 1) {
            sum += alh_card_worth(g, g->display[s]);
            count++;
        }
    if (count > 1 && sum > 5)
        used_now(g, c->player, TRADER, ev, sum);
}

static void chars_after_action(AlhGame *g, const AlhCommand *c, AlhEvents *ev)
{
    (void)ev;
    if (c->type == ALH_CMD_BUY && owns(g, c->player, MISER) && !used(g, MISER)) {
        /* the tile bought is the one waiting most recently: read its price from the command's space */
        for (int t = 1; t <= ALH_TILE_MAX; t++)
            if (g->where[t].loc == ALH_LOC_PENDING && g->where[t].owner == c->player && alh_tile_is_piece(t) &&
                alh_tile_info(t)->price >= 10)
                ST(g).miser_ready = 1;
    }
}

/* wise_man_type while the Wise Man's choice is weighed (never seen outside chars_before_scoring):
 * the half building added to every type at once. */
#define WISE_MAN_EVERY_TYPE 0xFE

static void chars_add_counts(const AlhGame *g, int player, int round, uint16_t halves[ALH_NUM_TYPES])
{
    if (round < 1 || round > 3 || !owns(g, player, WISE_MAN))
        return;
    int type = ST(g).wise_man_type[round - 1];
    for (int t = 0; t < ALH_NUM_TYPES; t++) /* half a building more of a type one has */
        if ((t == type || type == WISE_MAN_EVERY_TYPE) && halves[t] >= 2)
            halves[t]++;
}

/* The Wise Man's owner chooses, at each scoring, the type where the half building earns most. */
static void chars_before_scoring(AlhGame *g, int round, const int walls[ALH_MAX_PLAYERS], AlhEvents *ev)
{
    (void)ev;
    int p = owner_of(g, WISE_MAN);
    if (p < 0)
        return;
    /* The choice changes no wall: the scoring's own walls, measured once (walls). */
    /* A type's majority reads only that type's counts, and nothing else in a scoring reads the
     * Wise Man: so two scorings, without the half building and with it in every type at once,
     * give the owner's total for each choice (as a scoring of that choice would add it up). */
    AlhScoreDetail without, with_every;
    ST(g).wise_man_type[round - 1] = 0xFF;
    alh_compute_scoring_walls(g, round, walls, &without);
    ST(g).wise_man_type[round - 1] = WISE_MAN_EVERY_TYPE;
    alh_compute_scoring_walls(g, round, walls, &with_every);
    int sum = 0;
    for (int c = 0; c < ALH_SCORE_CATEGORIES; c++)
        sum += without.points[p][c];
    int best_type = 0, best = -1;
    for (int t = 0; t < ALH_NUM_TYPES; t++) { /* the first type of the highest total, as each were scored */
        int total = g->players[p].score + sum - without.points[p][t] + with_every.points[p][t];
        total = total < 0 ? 0 : total;
        if (total > best) {
            best = total;
            best_type = t;
        }
    }
    ST(g).wise_man_type[round - 1] = (uint8_t)best_type;
}

static void chars_score_terms(const AlhGame *g, int round, AlhScoreDetail *out)
{
    int watch = owner_of(g, CITY_WATCH);
    if (watch >= 0)
        out->points[watch][ALH_SCORE_EXTRA] =
            (int16_t)(out->points[watch][ALH_SCORE_EXTRA] + out->points[watch][ALH_SCORE_WALL] / 3);
    int entertainer = owner_of(g, ENTERTAINER);
    if (round == 3 && entertainer >= 0)
        out->points[entertainer][ALH_SCORE_EXTRA] = (int16_t)(out->points[entertainer][ALH_SCORE_EXTRA] + 8);
}

/* ------------------------------------------------------------------ state */

static bool chars_validate(const AlhGame *g, char *msg, size_t size)
{
    uint16_t all = ST(g).gone & ST(g).pending;
    for (int p = 0; p < g->num_players; p++)
        for (int q = p + 1; q < g->num_players; q++)
            all |= ST(g).owned[p] & ST(g).owned[q];
    if (all) {
        alh_str_copy(msg, size, "a character card is in two places");
        return false;
    }
    if (g->phase == ALH_PHASE_AUCTION && !alh_card_is_character(ST(g).auction_card) && !ST(g).entertainer_choice) {
        alh_str_copy(msg, size, "an auction without a character");
        return false;
    }
    if (ST(g).auction_card != ALH_CARD_NONE && !alh_card_is_character(ST(g).auction_card)) {
        alh_str_copy(msg, size, "the card on auction is no character");
        return false;
    }
    /* The Entertainer's choice comes once its auction is won: no card on auction any more, its
     * winner to move and owning it, a surplus card to swap it for. A choice read from a file without
     * them made a decline end an auction that was still running, its card counted nowhere. */
    if (ST(g).entertainer_choice &&
        (g->phase != ALH_PHASE_AUCTION || ST(g).auction_card != ALH_CARD_NONE || ST(g).surplus_len == 0 ||
         g->current >= g->num_players || !owns(g, g->current, ENTERTAINER))) {
        alh_str_copy(msg, size, "the Entertainer's choice without its new owner to make it");
        return false;
    }
    /* The Master Builder's extra redesign comes when its owner's turn would end, the tiles bought
     * placed: an action due to that owner. A step read from a file beside a tile still to place
     * vetoed every placement once the turn ended, and nobody could move. */
    if (ST(g).master_builder_step && (g->phase != ALH_PHASE_ACTION || !g->bonus_action || g->current >= g->num_players ||
                                      !owns(g, g->current, MASTER_BUILDER) || g->players[g->current].pending_count > 0)) {
        alh_str_copy(msg, size, "the Master Builder's redesign without its owner to make it at the end of a turn");
        return false;
    }
    for (int k = 0; k < ST(g).surplus_len; k++)
        if (!alh_card_is_character(ST(g).surplus[k])) {
            alh_str_copy(msg, size, "a card of the surplus pile is no character");
            return false;
        }
    /* What the fields' ranges (below) cannot say: while the bidding runs, the highest bid's cards
     * stay in the bidder's hand (they are paid when the auction is won, before the Entertainer's
     * choice). A bid from nowhere was paid from nowhere and doubled a money card (issue 14). */
    const AlhCardSet *bid = &ST(g).auction_cards;
    int bidder = ST(g).auction_bidder;
    if (bidder != NO_BIDDER && bidder >= g->num_players) {
        alh_str_copy(msg, size, "the highest bidder is not in the game");
        return false;
    }
    bool bidding = g->phase == ALH_PHASE_AUCTION && !ST(g).entertainer_choice;
    /* Every word of the card set: a bid read from a file may hold any card id, a module's coin included. */
    if (bidding && (bidder == NO_BIDDER ? !alh_cards_empty(bid) : alh_cards_outside(bid, &g->players[bidder].hand))) {
        alh_str_copy(msg, size, "the highest bid's cards are not in the bidder's hand");
        return false;
    }
    return true;
}

/* The surplus pile is face down: the viewer sees how many cards, not which. */
static void chars_hide(AlhGame *v, int viewer)
{
    (void)viewer;
    for (int k = 0; k < ALH_NUM_CHARACTERS; k++) /* past the length too: left-overs of the pile */
        ST(v).surplus[k] = ALH_CARD_NONE;
}

static bool is_character(int card) { return alh_card_is_character(card); }

/* A guess keeps unseen characters of the deck in piles 2-4. */
static void chars_determinize(AlhGame *g, int viewer, AlhRng *rng)
{
    (void)viewer;
    alh_deck_keep_in_piles(g, is_character, 1, 3, rng);
}

static int chars_claim_unseen(AlhGame *g, uint8_t *unseen, int n, AlhRng *rng)
{
    (void)rng;
    int k = 0;
    for (int i = 0; i < n && k < ST(g).surplus_len;) {
        if (ST(g).surplus[k] != ALH_CARD_NONE) {
            k++;
            continue;
        }
        if (alh_card_is_character(unseen[i])) {
            ST(g).surplus[k++] = unseen[i];
            unseen[i] = unseen[--n];
        } else {
            i++;
        }
    }
    return n;
}

static const AlhField chars_fields[] = {
    ALH_FIELD_DEF(AlhCharactersState, owned, ALH_FIELD_BITS, ALH_MAX_PLAYERS, ALH_FIELD_PER_PLAYER, 0, ALH_NUM_CHARACTERS,
                  "char_owned"),
    ALH_FIELD_DEF(AlhCharactersState, used_turn, ALH_FIELD_BITS, 1, 0, 0, ALH_NUM_CHARACTERS, "char_used_turn"),
    ALH_FIELD_DEF(AlhCharactersState, gone, ALH_FIELD_BITS, 1, 0, 0, ALH_NUM_CHARACTERS, "char_gone"),
    ALH_FIELD_DEF(AlhCharactersState, pending, ALH_FIELD_BITS, 1, 0, 0, ALH_NUM_CHARACTERS, "char_pending"),
    ALH_FIELD_DEF(AlhCharactersState, surplus, ALH_FIELD_CARD, ALH_NUM_CHARACTERS, 0, -1, 0, "char_surplus"),
    ALH_FIELD_DEF(AlhCharactersState, surplus_len, ALH_FIELD_INT, 1, 0, 0, ALH_NUM_CHARACTERS, "char_surplus_len"),
    ALH_FIELD_DEF(AlhCharactersState, auction_card, ALH_FIELD_CARD, 1, 0, -1, 0, "auction_card"),
    ALH_FIELD_DEF(AlhCharactersState, auction_bidder, ALH_FIELD_PLAYER, 1, 0, -1, 0, "auction_bidder"),
    ALH_FIELD_DEF(AlhCharactersState, auction_out, ALH_FIELD_PLAYERS, 1, 0, 0, 0, "auction_out"),
    ALH_FIELD_DEF(AlhCharactersState, auction_resume, ALH_FIELD_PLAYER, 1, 0, 0, 0, "auction_resume"),
    ALH_FIELD_DEF(AlhCharactersState, auction_bid, ALH_FIELD_INT, 1, ALH_FIELD_SIGNED, 0, 999, "auction_bid"),
    ALH_FIELD_DEF(AlhCharactersState, auction_cards, ALH_FIELD_CARDS, 1, 0, 0, 0, "auction_cards"),
    ALH_FIELD_DEF(AlhCharactersState, wise_man_type, ALH_FIELD_TYPE, 3, 0, -1, 0, "wise_man_type"),
    ALH_FIELD_DEF(AlhCharactersState, miser_ready, ALH_FIELD_INT, 1, 0, 0, 1, "miser_ready"),
    ALH_FIELD_DEF(AlhCharactersState, entertainer_choice, ALH_FIELD_INT, 1, 0, 0, 1, "entertainer_choice"),
    ALH_FIELD_DEF(AlhCharactersState, master_builder_step, ALH_FIELD_INT, 1, 0, 0, 1, "master_builder_step"),
};

const AlhModule alh_module_characters = {
    .state_offset = offsetof(AlhModState, characters),
    .fields = chars_fields,
    .field_count = sizeof chars_fields / sizeof chars_fields[0],
    .setup = chars_setup,
    .setup_pile = chars_setup_pile,
    .card_drawn = chars_card_drawn,
    .count_cards = chars_count_cards,
    .take_limit = chars_take_limit,
    .commands = chars_commands,
    .base_kinds = 1u << ALH_CMD_DECLINE,
    .is_free = chars_is_free,
    .check = chars_check,
    .apply = chars_apply,
    .before_action = chars_before_action,
    .before_action_kinds = 1u << ALH_CMD_TAKE_MONEY, /* the Trader, on a take of several cards */
    .after_action = chars_after_action,
    .after_turn = chars_after_turn,
    .before_finish = chars_before_finish,
    .veto = chars_veto,
    .veto_by_kind = true,
    .before_scoring = chars_before_scoring,
    .add_counts = chars_add_counts,
    .score_terms = chars_score_terms,
    .validate = chars_validate,
    .hide = chars_hide,
    .claim_unseen = chars_claim_unseen,
    .determinize = chars_determinize,
};

/* SPDX-License-Identifier: MIT */
/*
 * Thieves (expansion 3; rulebook 002 "Thieves", 003 "Les voleurs", rulings R17). Twelve thief
 * cards, three in each currency, shuffled and dealt face down: 4 to each player with 2-3 players,
 * 3 with 4, 2 with 5-6; the rest leave the game unseen. Each time a turn is completely over (the
 * display and the market refilled), every player but the one about to play may play thieves: each
 * takes exactly one face-up money card of its currency from the display (a card that counts as
 * money of that currency too, such as a master builder), the display is refilled at once, and the
 * thief leaves the game. Priority goes in turn order from the player about to play (who may not
 * play a thief, only use a vizier) to the one who just finished.
 *
 * The moves are made in the window after a turn that every module's out-of-turn moves share
 * (module.h, window_phase): a thief, then the vizier, by one player in one window. The thieves host
 * that window themselves (phase THIEVES) only when no earlier module of the game does. A player
 * asked answers THIEF (one display slot) or DECLINE; after any move everyone may decide again, in
 * the same order. Every player holding a thief is asked for the thieves' sake, whether one matches
 * a card on display or not (which thieves one holds is secret; only how many is public).
 */
#include "module.h"
#include "thieves/thieves.h"

#include <stddef.h>

#define ST(g) ((g)->mod.thieves)

int alh_thief_card_currency(const AlhGame *g, int card)
{
    if (card == ALH_CARD_NONE)
        return -1;
    if (alh_card_is_money(card))
        return alh_card_currency(card);
    if (!alh_card_is_money_like(g, card))
        return -1;
    int currency = alh_card_pay_currency(g, card);
    return currency >= 0 && currency < ALH_NUM_CURRENCIES ? currency : -1;
}

int alh_thieves_held(const AlhGame *g, int player, int currency)
{
    if (!alh_module_on(g, ALH_MOD_THIEVES) || player < 0 || player >= g->num_players)
        return 0;
    return __builtin_popcount(ST(g).held[player] & alh_thieves_of_currency(currency));
}

/* Player holds a thief for the card in display slot `slot`. */
static bool thief_for_slot(const AlhGame *g, int player, int slot)
{
    int currency = alh_thief_card_currency(g, g->display[slot]);
    return currency >= 0 && (ST(g).held[player] & alh_thieves_of_currency(currency));
}

static void thieves_setup(AlhGame *g, AlhEvents *ev)
{
    (void)ev;
    uint8_t order[ALH_NUM_THIEVES];
    for (int i = 0; i < ALH_NUM_THIEVES; i++)
        order[i] = (uint8_t)i;
    alh_shuffle_bytes(&g->rng, order, ALH_NUM_THIEVES);
    int each = alh_thieves_dealt(g->num_players), next = 0;
    for (int p = 0; p < g->num_players; p++) {
        for (int k = 0; k < each; k++)
            ST(g).held[p] |= (uint16_t)(1u << order[next++]);
        ST(g).count[p] = (uint8_t)each;
    }
}

/* ------------------------------------------------------------------ the window after a turn */

/* Every player holding a thief but the one about to play ("A player cannot use a thief before his
 * own turn"), whatever the display shows: which thieves one holds is secret, and being asked only
 * when one matches a card would tell the others. */
static bool thieves_window_moves(const AlhGame *g, int player, int next)
{
    return player != next && ST(g).count[player] > 0 && g->phase != ALH_PHASE_OVER;
}

bool alh_thief_may_take(const AlhGame *g, int player, int slot)
{
    return alh_module_on(g, ALH_MOD_THIEVES) && alh_window_is_open(g) && g->drawing == ALH_DRAWING_NONE && player == g->current &&
           player != alh_window_next(g) && slot >= 0 && slot < ALH_DISPLAY_SLOTS && thief_for_slot(g, player, slot);
}

static int thieves_window_next(const AlhGame *g) { return ST(g).next; }

/* Asks the next player with a move in the window, or closes it. */
static bool ask_or_close(AlhGame *g, AlhEvents *ev)
{
    int p = alh_window_ask(g, ST(g).next, ST(g).asked);
    if (p < 0) {
        ST(g).asked = 0;
        return false;
    }
    g->phase = ALH_PHASE_THIEVES;
    g->current = (uint8_t)p;
    alh_emit(ev, ALH_EV_THIEF_ASK, p);
    return true;
}

static void close_or_continue(AlhGame *g, AlhEvents *ev)
{
    if (!ask_or_close(g, ev)) {
        int next = ST(g).next;
        ST(g).next = 0;
        alh_resume_after_turn(g, ALH_MOD_THIEVES, next, ev);
    }
}

static bool thieves_after_turn(AlhGame *g, int next, AlhEvents *ev)
{
    if (alh_window_host(g) != ALH_MOD_THIEVES)
        return false; /* an earlier module's window held every move, the thieves' too */
    ST(g).next = (uint8_t)next;
    ST(g).asked = 0;
    if (ask_or_close(g, ev))
        return true;
    ST(g).next = 0;
    return false;
}

static void thieves_window_moved(AlhGame *g, AlhEvents *ev)
{
    ST(g).asked = 0;
    close_or_continue(g, ev);
}

/* ------------------------------------------------------------------ commands */

static int only_slot(uint8_t slots)
{
    if (!slots || (slots & (slots - 1)))
        return -1;
    int s = __builtin_ctz(slots);
    return s < ALH_DISPLAY_SLOTS ? s : -1;
}

static AlhError thieves_check(const AlhGame *g, const AlhCommand *c)
{
    if (c->type == ALH_CMD_DECLINE)
        return g->phase == ALH_PHASE_THIEVES && c->player == g->current ? ALH_OK : ALH_ERR_WRONG_PHASE;
    if (c->type != ALH_CMD_THIEF)
        return ALH_ERR_BAD_COMMAND;
    if (!alh_window_is_open(g) || g->drawing != ALH_DRAWING_NONE || c->player != g->current)
        return ALH_ERR_WRONG_PHASE;
    if (c->player == alh_window_next(g))
        return ALH_ERR_THIEF_NOT_NOW;
    int slot = only_slot(c->slots);
    if (slot < 0)
        return ALH_ERR_BAD_COMMAND; /* exactly one card a thief */
    if (g->display[slot] == ALH_CARD_NONE)
        return ALH_ERR_EMPTY_SLOT;
    if (alh_thief_card_currency(g, g->display[slot]) < 0)
        return ALH_ERR_BAD_COMMAND;
    return thief_for_slot(g, c->player, slot) ? ALH_OK : ALH_ERR_NO_THIEF;
}

static size_t thieves_commands(const AlhGame *g, const AlhKindSet *kinds, AlhCommand *out, size_t cap)
{
    (void)kinds; /* four at most: listed whole */
    size_t n = 0;
    int p = g->current;
    if (g->phase == ALH_PHASE_THIEVES) {
        if (n < cap) {
            AlhCommand d = {0};
            d.type = ALH_CMD_DECLINE;
            d.player = (uint8_t)p;
            out[n] = d;
        }
        n++;
    }
    if (!alh_window_is_open(g) || g->drawing != ALH_DRAWING_NONE || p == alh_window_next(g))
        return n;
    for (int s = 0; s < ALH_DISPLAY_SLOTS; s++) {
        if (!thief_for_slot(g, p, s))
            continue;
        if (n < cap) {
            AlhCommand c = {0};
            c.type = ALH_CMD_THIEF;
            c.player = (uint8_t)p;
            c.slots = (uint8_t)(1u << s);
            out[n] = c;
        }
        n++;
    }
    return n;
}

static void thieves_apply(AlhGame *g, const AlhCommand *c, AlhEvents *ev)
{
    int p = c->player;
    if (c->type == ALH_CMD_DECLINE) {
        ST(g).asked |= (uint8_t)(1u << p);
        alh_emit(ev, ALH_EV_DECLINE, p);
        close_or_continue(g, ev);
        return;
    }
    int slot = only_slot(c->slots), card = g->display[slot];
    uint16_t mine = ST(g).held[p] & alh_thieves_of_currency(alh_thief_card_currency(g, card));
    int thief = __builtin_ctz(mine); /* the three of a currency are alike: the lowest goes */
    ST(g).held[p] &= (uint16_t) ~(1u << thief);
    ST(g).count[p]--;
    ST(g).used |= (uint16_t)(1u << thief);
    AlhPlayer *pl = &g->players[p];
    alh_cards_add(&pl->hand, card);
    alh_cards_add(&pl->known, card); /* taken face up */
    g->display[slot] = ALH_CARD_NONE;
    AlhEvent *e = alh_emit(ev, ALH_EV_THIEF_PLAYED, p);
    if (e) {
        e->card = (uint8_t)card;
        e->slot = (int8_t)slot;
        e->value = (int16_t)thief;
    }
    /* The display refilled at once, then everyone may decide again (alh_window_moved). */
    alh_window_refill(g, p, ev);
}

/* ------------------------------------------------------------------ views */

/* Guessing a view back: the thieves the viewer has not seen (neither their own nor played) dealt
 * again to the other players, as many as each holds; the rest stay out of the game. */
static void thieves_determinize(AlhGame *g, int viewer, AlhRng *rng)
{
    uint16_t unseen = (uint16_t)(ALH_THIEVES_ALL & ~(ST(g).held[viewer] | ST(g).used));
    uint8_t pool[ALH_NUM_THIEVES];
    int n = 0;
    for (int i = 0; i < ALH_NUM_THIEVES; i++)
        if ((unseen >> i) & 1)
            pool[n++] = (uint8_t)i;
    alh_shuffle_bytes(rng, pool, n);
    int next = 0;
    for (int p = 0; p < g->num_players; p++) {
        if (p == viewer)
            continue;
        ST(g).held[p] = 0;
        for (int k = 0; k < ST(g).count[p] && next < n; k++)
            ST(g).held[p] |= (uint16_t)(1u << pool[next++]);
    }
}

static bool thieves_validate(const AlhGame *g, char *msg, size_t size)
{
    uint16_t seen = ST(g).used;
    for (int p = 0; p < g->num_players; p++) {
        if (ST(g).held[p] & seen) {
            alh_str_copy(msg, size, "thieves: a thief is in two places");
            return false;
        }
        seen |= ST(g).held[p];
        if (__builtin_popcount(ST(g).held[p]) != ST(g).count[p]) {
            alh_str_copy(msg, size, "thieves: a player's count of thieves is wrong");
            return false;
        }
    }
    if (g->phase == ALH_PHASE_THIEVES && (ST(g).next >= g->num_players || alh_window_host(g) != ALH_MOD_THIEVES)) {
        alh_str_copy(msg, size, "thieves: their window without a player about to play");
        return false;
    }
    if (ST(g).asked >> g->num_players) {
        alh_str_copy(msg, size, "thieves: a player asked is not in the game");
        return false;
    }
    return true;
}

/* Other players' thieves are secret (ALH_FIELD_SECRET: views hold only one's own); how many each
 * holds and the ones played are public; those never dealt are neither held nor played. */
static const AlhField thieves_fields[] = {
    ALH_FIELD_DEF(AlhThievesState, held, ALH_FIELD_BITS, ALH_MAX_PLAYERS, ALH_FIELD_PER_PLAYER | ALH_FIELD_SECRET, 0,
                  ALH_NUM_THIEVES, NULL),
    ALH_FIELD_DEF(AlhThievesState, count, ALH_FIELD_INT, ALH_MAX_PLAYERS, ALH_FIELD_PER_PLAYER, 0, 4, NULL),
    ALH_FIELD_DEF(AlhThievesState, used, ALH_FIELD_BITS, 1, 0, 0, ALH_NUM_THIEVES, NULL),
    ALH_FIELD_DEF(AlhThievesState, next, ALH_FIELD_PLAYER, 1, 0, 0, 0, NULL),
    ALH_FIELD_DEF(AlhThievesState, asked, ALH_FIELD_PLAYERS, 1, 0, 0, 0, NULL),
};

const AlhModule alh_module_thieves = {
    .state_offset = offsetof(AlhModState, thieves),
    .fields = thieves_fields,
    .field_count = sizeof thieves_fields / sizeof thieves_fields[0],
    .setup = thieves_setup,
    .commands = thieves_commands,
    .base_kinds = 1u << ALH_CMD_DECLINE,
    .check = thieves_check,
    .apply = thieves_apply,
    .after_turn = thieves_after_turn,
    .window_phase = ALH_PHASE_THIEVES,
    .window_moves = thieves_window_moves,
    .window_next = thieves_window_next,
    .window_moved = thieves_window_moved,
    .validate = thieves_validate,
    .determinize = thieves_determinize,
};

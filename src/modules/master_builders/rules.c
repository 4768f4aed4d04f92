/* SPDX-License-Identifier: MIT */
/*
 * Master builders (expansion 4; rulebook 002 "Master Builders", rulings R17). Sixteen cards, four
 * in each currency, each money worth 3. Two are dealt face down to each player before the starting
 * money; three are shuffled into pile 3 and three into pile 5 (one with 6 players); with fewer than
 * five players the rest leave the game unseen. Taken from the display like money (the 5-limit
 * counts them as 3), they are money of their currency for every rule (purchases, bids, the end's
 * distribution). Or, when the turn would end (tiles placed), one card a turn buys one more
 * redesign: USE_BUILDER names the card, then a redesign follows (or the player passes). A card
 * played either way leaves the game (`spent`, never the discard pile).
 *
 * With the Master Builder character (rulebook 002: "can be used together with 1 master-builder card
 * at the end of a turn"): the character's redesign comes first (its module is earlier in the list),
 * then the card's offer.
 */
#include "module.h"
#include "master_builders/master_builders.h"

#include <stddef.h>

#define ST(g) ((g)->mod.master_builders)
#define FIRST ALH_CARD_MASTER_BUILDER_FIRST
#define REDESIGN_KINDS ((1u << ALH_CMD_REDESIGN_ADD) | (1u << ALH_CMD_REDESIGN_REMOVE) | (1u << ALH_CMD_REDESIGN_SWAP))

static const AlhKindSet redesign_kinds = {{REDESIGN_KINDS, 0, 0, 0}};

int alh_master_builders_left_out(int players)
{
    int n = ALH_NUM_MASTER_BUILDERS - 2 * players - 3 - (players == 6 ? 1 : 3);
    return n > 0 ? n : 0;
}

int alh_master_builders_step(const AlhGame *g) { return alh_module_on(g, ALH_MOD_MASTER_BUILDERS) ? ST(g).step : 0; }

static bool in_some_hand(const AlhGame *g, int card)
{
    for (int p = 0; p < g->num_players; p++)
        if (alh_cards_has(&g->players[p].hand, card))
            return true;
    return false;
}

/* Two cards dealt face down to each player (the starting money comes after). */
static void mb_setup(AlhGame *g, AlhEvents *ev)
{
    (void)ev;
    uint8_t cards[ALH_NUM_MASTER_BUILDERS];
    for (int i = 0; i < ALH_NUM_MASTER_BUILDERS; i++)
        cards[i] = (uint8_t)(FIRST + i);
    alh_shuffle_bytes(&g->rng, cards, ALH_NUM_MASTER_BUILDERS);
    int next = 0;
    for (int p = 0; p < g->num_players; p++)
        for (int k = 0; k < 2; k++)
            alh_cards_add(&g->players[p].hand, cards[next++]); /* not in `known`: secret */
}

/* Three cards into pile 3 (index 2), three into pile 5 (index 4; one with 6 players), chosen at
 * random among those neither dealt nor in an earlier pile; then the rest leave the game. */
static int mb_setup_pile(AlhGame *g, int pile, uint8_t *buf, int len)
{
    if (pile != 2 && pile != 4)
        return len;
    bool taken[ALH_NUM_MASTER_BUILDERS] = {false};
    for (const uint8_t *c = g->deck; c < buf + len; c++)
        if (alh_card_is_master_builder(*c))
            taken[*c - FIRST] = true;
    uint8_t left[ALH_NUM_MASTER_BUILDERS];
    int n = 0;
    for (int i = 0; i < ALH_NUM_MASTER_BUILDERS; i++)
        if (!taken[i] && !in_some_hand(g, FIRST + i))
            left[n++] = (uint8_t)(FIRST + i);
    alh_shuffle_bytes(&g->rng, left, n);
    int put = pile == 4 && g->num_players == 6 ? 1 : 3, k = 0;
    for (; k < put && k < n; k++)
        len = alh_insert_at_random(&g->rng, buf, len, left[k]);
    if (pile == 4)
        for (; k < n; k++)
            alh_cards_add(&ST(g).removed, left[k]);
    return len;
}

static int mb_card_value(int card) { return alh_card_is_master_builder(card) ? ALH_MASTER_BUILDER_VALUE : 0; }

static int mb_card_currency(int card) { return alh_master_builder_currency(card); }

static int mb_card_drawn(AlhGame *g, int card, int slot, AlhEvents *ev)
{
    (void)g;
    (void)card;
    (void)slot;
    (void)ev;
    return ALH_DRAWN_TO_SLOT; /* it takes its place in the display like money */
}

/* Paid as money: out of the game, not to the discard pile. */
static bool mb_card_paid(AlhGame *g, int player, int card, AlhEvents *ev)
{
    (void)player;
    (void)ev;
    alh_cards_add(&ST(g).spent, card);
    return true;
}

static void mb_count_cards(const AlhGame *g, uint8_t seen[ALH_CARD_ID_MAX], uint8_t expected[ALH_CARD_ID_MAX])
{
    for (int i = 0; i < ALH_NUM_MASTER_BUILDERS; i++) {
        int card = FIRST + i;
        expected[card] = 1;
        seen[card] += (uint8_t)(alh_cards_has(&ST(g).spent, card) + alh_cards_has(&ST(g).removed, card));
    }
}

/* ------------------------------------------------------------------ the redesign at the end of a turn */

static bool holds_a_card(const AlhGame *g, int p)
{
    int next = alh_cards_next(&g->players[p].hand, FIRST);
    return next >= 0 && alh_card_is_master_builder(next);
}

static bool redesign_possible(const AlhGame *g)
{
    AlhGame copy = *g;
    copy.phase = ALH_PHASE_ACTION;
    copy.bonus_action = 1;
    ST(&copy).step = 0;
    return alh_any_command_of(&copy, redesign_kinds); /* stops at the first redesign found */
}

/* The turn would end: offer a card's redesign when the player holds one and a redesign is
 * possible; once offered (declined or used), the turn ends. */
static bool mb_before_finish(AlhGame *g, AlhEvents *ev)
{
    (void)ev;
    if (ST(g).step) {
        ST(g).step = 0;
        return false;
    }
    /* Offered once a turn: a later module holding the turn's end (a citizen's choice after the
     * redesign built on the street trader) asks every module again, and the offer was made. */
    if (ST(g).offered || (g->phase != ALH_PHASE_ACTION && g->phase != ALH_PHASE_PLACE) || !holds_a_card(g, g->current) ||
        !redesign_possible(g))
        return false;
    ST(g).step = 1;
    ST(g).offered = 1;
    g->phase = ALH_PHASE_ACTION;
    g->bonus_action = 1; /* PASS declines */
    return true;
}

/* The turn is over: the next one may be offered a card again. */
static bool mb_after_turn(AlhGame *g, int next, AlhEvents *ev)
{
    (void)next;
    (void)ev;
    ST(g).offered = 0;
    return false;
}

static AlhError mb_check(const AlhGame *g, const AlhCommand *c)
{
    if (c->type != ALH_CMD_USE_BUILDER)
        return ALH_ERR_BAD_COMMAND;
    if (ST(g).step != 1 || c->player != g->current || g->phase != ALH_PHASE_ACTION)
        return ALH_ERR_WRONG_PHASE;
    int card = alh_cards_next(&c->cards, 0);
    if (alh_cards_count(&c->cards) != 1 || !alh_card_is_master_builder(card))
        return ALH_ERR_BAD_COMMAND;
    return alh_cards_has(&g->players[c->player].hand, card) ? ALH_OK : ALH_ERR_CARD_NOT_IN_HAND;
}

static void mb_apply(AlhGame *g, const AlhCommand *c, AlhEvents *ev)
{
    int card = alh_cards_next(&c->cards, 0);
    AlhPlayer *pl = &g->players[c->player];
    alh_cards_remove(&pl->hand, card);
    alh_cards_remove(&pl->known, card);
    alh_cards_add(&ST(g).spent, card);
    ST(g).step = 2;
    AlhEvent *e = alh_emit(ev, ALH_EV_BUILDER_USED, c->player);
    if (e)
        e->card = (uint8_t)card;
}

static size_t mb_commands(const AlhGame *g, const AlhKindSet *kinds, AlhCommand *out, size_t cap)
{
    (void)kinds; /* a card or two: listed whole */
    if (ST(g).step != 1 || g->phase != ALH_PHASE_ACTION)
        return 0;
    size_t n = 0;
    int p = g->current;
    ALH_CARDS_FOREACH(&g->players[p].hand, card) {
        if (!alh_card_is_master_builder(card))
            continue;
        if (n < cap) {
            AlhCommand c = {0};
            c.type = ALH_CMD_USE_BUILDER;
            c.player = (uint8_t)p;
            alh_cards_add(&c.cards, card);
            out[n] = c;
        }
        n++;
    }
    return n;
}

/* While offered: a card or passing; while redesigning: a redesign or passing. Nothing else, not
 * even another module's free move (a character's purchase would bring a tile to place after the
 * turn's end; a bonus card can be laid in the turn before, or is laid at the scoring anyway). */
static AlhError mb_veto(const AlhGame *g, const AlhCommand *c)
{
    if (!ST(g).step || g->phase != ALH_PHASE_ACTION)
        return ALH_OK;
    if (c->type == ALH_CMD_PASS)
        return ALH_OK;
    if (ST(g).step == 1 && c->type == ALH_CMD_USE_BUILDER)
        return ALH_OK;
    if (ST(g).step == 2 && c->type < 32 && ((REDESIGN_KINDS >> c->type) & 1))
        return ALH_OK;
    return ALH_ERR_WRONG_PHASE;
}

/* ------------------------------------------------------------------ views */

/* Nobody sees which cards the setup left out. */
static void mb_hide(AlhGame *v, int viewer)
{
    (void)viewer;
    ST(v).removed = (AlhCardSet){0};
}

/* Guessing a view back: as many of the unseen cards as the setup left out leave the game again. */
static int mb_claim_unseen(AlhGame *g, uint8_t *unseen, int n, AlhRng *rng)
{
    (void)rng;
    int want = alh_master_builders_left_out(g->num_players) - alh_cards_count(&ST(g).removed), k = 0;
    for (int i = 0; i < n; i++) {
        if (want > 0 && alh_card_is_master_builder(unseen[i])) {
            alh_cards_add(&ST(g).removed, unseen[i]);
            want--;
            continue;
        }
        unseen[k++] = unseen[i];
    }
    return k;
}

static bool is_master_builder(int card) { return alh_card_is_master_builder(card); }

/* A guess keeps unseen cards in piles 3 to 5. */
static void mb_determinize(AlhGame *g, int viewer, AlhRng *rng)
{
    (void)viewer;
    alh_deck_keep_in_piles(g, is_master_builder, 2, 4, rng);
}

static bool mb_validate(const AlhGame *g, char *msg, size_t size)
{
    for (int w = 0; w < ALH_CARDSET_WORDS; w++)
        if (ST(g).spent.bits[w] & ST(g).removed.bits[w]) {
            alh_str_copy(msg, size, "master builders: a card is both spent and left out");
            return false;
        }
    ALH_CARDS_FOREACH(&ST(g).spent, card)
        if (!alh_card_is_master_builder(card)) {
            alh_str_copy(msg, size, "master builders: a card out of the game is no master builder");
            return false;
        }
    ALH_CARDS_FOREACH(&ST(g).removed, card)
        if (!alh_card_is_master_builder(card)) {
            alh_str_copy(msg, size, "master builders: a card out of the game is no master builder");
            return false;
        }
    if (ST(g).step && (g->phase != ALH_PHASE_ACTION || !g->bonus_action)) {
        alh_str_copy(msg, size, "master builders: a redesign step outside the end of a turn");
        return false;
    }
    return true;
}

static const AlhField mb_fields[] = {
    ALH_FIELD_DEF(AlhMasterBuildersState, spent, ALH_FIELD_CARDS, 1, 0, 0, 0, NULL),
    ALH_FIELD_DEF(AlhMasterBuildersState, removed, ALH_FIELD_CARDS, 1, 0, 0, 0, NULL),
    ALH_FIELD_DEF(AlhMasterBuildersState, step, ALH_FIELD_INT, 1, 0, 0, 2, NULL),
    ALH_FIELD_DEF(AlhMasterBuildersState, offered, ALH_FIELD_INT, 1, 0, 0, 1, NULL),
};

const AlhModule alh_module_master_builders = {
    .state_offset = offsetof(AlhModState, master_builders),
    .fields = mb_fields,
    .field_count = sizeof mb_fields / sizeof mb_fields[0],
    .setup = mb_setup,
    .setup_pile = mb_setup_pile,
    .card_value = mb_card_value,
    .card_currency = mb_card_currency,
    .card_drawn = mb_card_drawn,
    .card_paid = mb_card_paid,
    .count_cards = mb_count_cards,
    .commands = mb_commands,
    .check = mb_check,
    .apply = mb_apply,
    .veto = mb_veto,
    .veto_by_kind = true,
    .before_finish = mb_before_finish,
    .after_turn = mb_after_turn,
    .validate = mb_validate,
    .hide = mb_hide,
    .claim_unseen = mb_claim_unseen,
    .determinize = mb_determinize,
};

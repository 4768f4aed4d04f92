/* SPDX-License-Identifier: MIT */
/*
 * Bonus cards (expansion 1). Ten cards, each showing one of the ten wall-less buildings, are dealt
 * face down (3 each with 2-3 players, 2 with 4-5, 1 with 6). Once its building stands in the
 * owner's Alhambra a card may be laid face up, free, and then counts as one more building of that
 * type in scorings; when the building leaves the Alhambra the card goes back to the hand.
 *
 * "At any time, including during a scoring round": a player may lay a card in their own turn
 * (PLAY_BONUS), and at every scoring each card whose building stands is laid before counting,
 * since laying it can never cost points (docs/rules-notes.md, M-B1).
 */
#include "module.h"
#include "bonus_cards/bonus_cards.h"

int alh_bonus_card_tile(int card) { return (card >= 0 && card < ALH_NUM_BONUS_CARDS) ? alh_bonus_card_rows[card].tile : 0; }

static int deal_size(int players) { return players <= 3 ? 3 : players <= 5 ? 2 : 1; }

static bool tile_built_by(const AlhGame *g, int tile, int player)
{
    return g->where[tile].loc == ALH_LOC_ALHAMBRA && g->where[tile].owner == player;
}

static void bonus_setup(AlhGame *g, AlhEvents *ev)
{
    (void)ev;
    uint8_t cards[ALH_NUM_BONUS_CARDS];
    for (int i = 0; i < ALH_NUM_BONUS_CARDS; i++)
        cards[i] = (uint8_t)i;
    alh_shuffle_bytes(&g->rng, cards, ALH_NUM_BONUS_CARDS);
    int next = 0, each = deal_size(g->num_players);
    for (int p = 0; p < g->num_players; p++) {
        for (int k = 0; k < each; k++)
            g->mod.bonus_cards.hand[p] |= (uint16_t)(1u << cards[next++]);
        g->mod.bonus_cards.hand_count[p] = (uint8_t)each;
    }
    /* The other cards stay face down out of play: in nobody's hand. */
}

static void play_card(AlhGame *g, int player, int card, AlhEvents *ev)
{
    g->mod.bonus_cards.hand[player] &= (uint16_t) ~(1u << card);
    g->mod.bonus_cards.hand_count[player]--;
    g->mod.bonus_cards.played[player] |= (uint16_t)(1u << card);
    AlhEvent *e = alh_emit(ev, ALH_EV_BONUS_PLAYED, player);
    if (e) {
        e->card = (uint8_t)card;
        e->tile = (uint8_t)alh_bonus_card_tile(card);
    }
}

static bool bonus_is_free(int type) { return type == ALH_CMD_PLAY_BONUS; }

/* A player may lay cards while it is their turn (acting or placing). */
static bool may_play_now(const AlhGame *g, int player)
{
    return player == g->current &&
           (g->phase == ALH_PHASE_ACTION || g->phase == ALH_PHASE_PLACE || g->phase == ALH_PHASE_FINAL_PLACE);
}

static size_t bonus_commands(const AlhGame *g, const AlhKindSet *kinds, AlhCommand *out, size_t cap)
{
    (void)kinds; /* few enough to list whole; the engine keeps the kinds asked for */
    size_t n = 0;
    int p = g->current;
    if (!may_play_now(g, p))
        return 0;
    /* The cards in the hand, walked by their bits (a hand holds one to three of the ten). */
    for (unsigned held = g->mod.bonus_cards.hand[p]; held; held &= held - 1) {
        int card = __builtin_ctz(held);
        if (!tile_built_by(g, alh_bonus_card_tile(card), p))
            continue;
        if (n < cap) {
            AlhCommand c = {0};
            c.type = ALH_CMD_PLAY_BONUS;
            c.player = (uint8_t)p;
            c.slots = (uint8_t)card;
            out[n] = c;
        }
        n++;
    }
    return n;
}

static AlhError bonus_check(const AlhGame *g, const AlhCommand *c)
{
    if (c->type != ALH_CMD_PLAY_BONUS)
        return ALH_ERR_BAD_COMMAND;
    if (c->slots >= ALH_NUM_BONUS_CARDS)
        return ALH_ERR_EMPTY_SLOT;
    if (!may_play_now(g, c->player))
        return ALH_ERR_WRONG_PHASE;
    if (!((g->mod.bonus_cards.hand[c->player] >> c->slots) & 1))
        return ALH_ERR_CARD_NOT_IN_HAND;
    if (!tile_built_by(g, alh_bonus_card_tile(c->slots), c->player))
        return ALH_ERR_NO_SUCH_TILE; /* its building must stand in the Alhambra */
    return ALH_OK;
}

static void bonus_apply(AlhGame *g, const AlhCommand *c, AlhEvents *ev) { play_card(g, c->player, c->slots, ev); }

/* A building left the Alhambra: its laid card goes back to the hand. */
static void bonus_board_changed(AlhGame *g, int player, AlhEvents *ev)
{
    /* The cards laid, walked by their bits (none, mostly; asked after every change of a board). */
    for (unsigned laid = g->mod.bonus_cards.played[player]; laid; laid &= laid - 1) {
        int card = __builtin_ctz(laid);
        if (tile_built_by(g, alh_bonus_card_tile(card), player))
            continue;
        g->mod.bonus_cards.played[player] &= (uint16_t) ~(1u << card);
        g->mod.bonus_cards.hand[player] |= (uint16_t)(1u << card);
        g->mod.bonus_cards.hand_count[player]++;
        AlhEvent *e = alh_emit(ev, ALH_EV_BONUS_RETURNED, player);
        if (e) {
            e->card = (uint8_t)card;
            e->tile = (uint8_t)alh_bonus_card_tile(card);
        }
    }
}

static void bonus_before_scoring(AlhGame *g, int round, const int walls[ALH_MAX_PLAYERS], AlhEvents *ev)
{
    (void)round;
    (void)walls;
    for (int p = 0; p < g->num_players; p++)
        for (int card = 0; card < ALH_NUM_BONUS_CARDS; card++)
            if (((g->mod.bonus_cards.hand[p] >> card) & 1) && tile_built_by(g, alh_bonus_card_tile(card), p))
                play_card(g, p, card, ev);
}

static void bonus_add_counts(const AlhGame *g, int player, int round, uint16_t halves[ALH_NUM_TYPES])
{
    (void)round;
    for (int card = 0; card < ALH_NUM_BONUS_CARDS; card++) {
        int tile = alh_bonus_card_tile(card);
        if (((g->mod.bonus_cards.played[player] >> card) & 1) && tile_built_by(g, tile, player))
            halves[alh_tile_info(tile)->type] += 2;
    }
}

static bool bonus_validate(const AlhGame *g, char *msg, size_t size)
{
    uint16_t seen = 0;
    for (int p = 0; p < ALH_MAX_PLAYERS; p++) {
        uint16_t hand = g->mod.bonus_cards.hand[p], played = g->mod.bonus_cards.played[p];
        if (p >= g->num_players && (hand || played)) {
            alh_str_copy(msg, size, "bonus cards belong to a player who is not in the game");
            return false;
        }
        if ((hand | played) >> ALH_NUM_BONUS_CARDS || (seen & (hand | played)) || (hand & played)) {
            alh_str_copy(msg, size, "a bonus card is in two places");
            return false;
        }
        seen |= hand | played;
        if (p < g->num_players && __builtin_popcount(hand) != g->mod.bonus_cards.hand_count[p]) {
            alh_str_copy(msg, size, "a bonus hand count is wrong");
            return false;
        }
        for (int card = 0; card < ALH_NUM_BONUS_CARDS; card++)
            if (((played >> card) & 1) && !tile_built_by(g, alh_bonus_card_tile(card), p)) {
                alh_str_copy(msg, size, "a bonus card lies face up without its building");
                return false;
            }
    }
    return true;
}

static void bonus_determinize(AlhGame *g, int viewer, AlhRng *rng)
{
    uint16_t known = g->mod.bonus_cards.hand[viewer];
    for (int p = 0; p < g->num_players; p++)
        known |= g->mod.bonus_cards.played[p];
    uint8_t unseen[ALH_NUM_BONUS_CARDS];
    int n = 0;
    for (int card = 0; card < ALH_NUM_BONUS_CARDS; card++)
        if (!((known >> card) & 1))
            unseen[n++] = (uint8_t)card;
    alh_shuffle_bytes(rng, unseen, n);
    int next = 0;
    for (int p = 0; p < g->num_players; p++) {
        if (p == viewer)
            continue;
        g->mod.bonus_cards.hand[p] = 0;
        for (int k = 0; k < g->mod.bonus_cards.hand_count[p] && next < n; k++)
            g->mod.bonus_cards.hand[p] |= (uint16_t)(1u << unseen[next++]);
    }
}

/* Other players' hands are secret (ALH_FIELD_SECRET: views hold only one's own); how many cards
 * each holds is public. */
static const AlhField bonus_fields[] = {
    ALH_FIELD_DEF(AlhBonusCardsState, hand, ALH_FIELD_BITS, ALH_MAX_PLAYERS, ALH_FIELD_PER_PLAYER | ALH_FIELD_SECRET, 0,
                  ALH_NUM_BONUS_CARDS, "bonus_hand"),
    ALH_FIELD_DEF(AlhBonusCardsState, played, ALH_FIELD_BITS, ALH_MAX_PLAYERS, ALH_FIELD_PER_PLAYER, 0, ALH_NUM_BONUS_CARDS,
                  "bonus_played"),
    ALH_FIELD_DEF(AlhBonusCardsState, hand_count, ALH_FIELD_INT, ALH_MAX_PLAYERS, ALH_FIELD_PER_PLAYER, 0, ALH_NUM_BONUS_CARDS,
                  "bonus_hand_count"),
};

const AlhModule alh_module_bonus_cards = {
    .state_offset = offsetof(AlhModState, bonus_cards),
    .fields = bonus_fields,
    .field_count = sizeof bonus_fields / sizeof bonus_fields[0],
    .setup = bonus_setup,
    .commands = bonus_commands,
    .is_free = bonus_is_free,
    .check = bonus_check,
    .apply = bonus_apply,
    .board_changed = bonus_board_changed,
    .before_scoring = bonus_before_scoring,
    .add_counts = bonus_add_counts,
    .validate = bonus_validate,
    .determinize = bonus_determinize,
};

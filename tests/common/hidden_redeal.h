/* SPDX-License-Identifier: MIT */
/*
 * Re-dealing what one player cannot see, from the real game (never from a view): a second real
 * game that differs from g in every hidden fact and agrees with everything `viewer` may know.
 * Tests use it two ways: a view of the re-dealt game must be the same bytes as a view of g (the
 * view leaks nothing), and a bot given either view must decide the same (bots cannot peek).
 *
 * Written from the rules, independently of view.c: what is secret is listed here once.
 *   - the game's seed and random generator;
 *   - the bag's order, and every byte of the bag outside the tiles still in it (drawn history, and
 *     entries past its length that a module's compaction left behind);
 *   - the draw pile's order: money and diamonds anywhere in it, the scoring cards and the module
 *     cards the rules keep within their piles (exchange, city gates, characters, city walls) moved within their
 *     pile; every byte of the deck outside the draw pile;
 *   - the cards of other players' hands that arrived unseen (swapped with the draw pile's);
 *   - other players' bonus cards (re-dealt from those the viewer has not seen), the characters'
 *     face-down surplus pile (and its bytes past its length), the face-down squares' order,
 *     other players' thieves (re-dealt with those left out of the game, as many as each holds);
 *   - the citizens on other players' traders (street trader: the same counts, dealt again from
 *     those nobody's view shows; during the setup's choice, distinct colours);
 *   - the unused place fields (x, y, owner) of tiles in the bag.
 *     face-down surplus pile (and its bytes past its length), the face-down squares' order;
 *   - the unused place fields (x, y, owner) of tiles in the bag;
 *   - the invaders' cards: the invasion cards not yet up (the top one too, unless the viewer looked
 *     at it with a scout or the open variant shows it) and the scouts not yet turned up.
 * Only the parts that exist in g are varied; the result is checked by alh_game_validate.
 */
#ifndef ALH_TESTS_HIDDEN_REDEAL_H
#define ALH_TESTS_HIDDEN_REDEAL_H

#include <stdbool.h>
#include <string.h>
#include "alhambra/game.h"
#include "diamonds/diamonds.h"
#include "master_builders/master_builders.h"
#include "squares/squares.h"
#include "thieves/thieves.h"

typedef struct RedealStats {
    int bag, deck, hands, bonus, surplus, squares, builders, thieves, citizens,
        invaders; /* hidden items that ended up different from g */
} RedealStats;

static inline uint32_t redeal_below(AlhRng *rng, uint32_t n) { return n ? alh_rng_below(rng, n) : 0; }

static inline void redeal_shuffle(AlhRng *rng, uint8_t *a, int n)
{
    for (int i = n - 1; i > 0; i--) {
        int j = (int)redeal_below(rng, (uint32_t)(i + 1));
        uint8_t t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
}

/* The modules whose secrets hidden_redeal() varies: their own parts below (bonus cards, the
 * surplus pile, the squares) or their cards kept within the draw pile's piles (exchange, city
 * gates, city walls: their cards in piles 2-5 are re-dealt with the draw pile above). test_view's test_every_secret_is_redealt fails for a module that keeps a secret (a field
 * flagged ALH_FIELD_SECRET, or a hide, determinize or claim_unseen hook) and is not listed here:
 * re-deal its secret below, then list it. */
static const int redeal_modules_known[] = {ALH_MOD_BONUS_CARDS,   ALH_MOD_SQUARES,         ALH_MOD_CITY_GATES,   ALH_MOD_EXCHANGE,
                                           ALH_MOD_CHARACTERS,    ALH_MOD_MASTER_BUILDERS, ALH_MOD_CITY_WALLS,   ALH_MOD_THIEVES,
                                           ALH_MOD_STREET_TRADER, ALH_MOD_INVADERS,        ALH_MOD_INVADERS_OPEN};

static inline bool redeal_knows_module(int id)
{
    for (size_t k = 0; k < sizeof redeal_modules_known / sizeof redeal_modules_known[0]; k++)
        if (redeal_modules_known[k] == id)
            return true;
    return false;
}

/* Cards the rules shuffle anywhere into the draw pile: money and diamonds. */
static inline bool redeal_card_is_free(int card) { return alh_card_is_money(card) || alh_card_is_diamond(card); }

/* The pile (0..4) deck index i belongs to. */
static inline int redeal_pile_of(const AlhGame *g, int i)
{
    for (int k = 0; k < ALH_NUM_PILES; k++)
        if (i < g->pile_end[k])
            return k;
    return ALH_NUM_PILES - 1;
}

static inline void hidden_redeal(const AlhGame *g, int viewer, AlhRng *rng, AlhGame *out, RedealStats *st)
{
    *out = *g;
    memset(st, 0, sizeof *st);
    AlhGame *r = out;
    r->seed = ((uint64_t)alh_rng_next(rng) << 32) | alh_rng_next(rng);
    r->rng.state = ((uint64_t)alh_rng_next(rng) << 32) | alh_rng_next(rng);
    r->rng.inc = (((uint64_t)alh_rng_next(rng) << 32) | alh_rng_next(rng)) | 1u;

    /* The bag: the tiles in it in a new order; every other byte of it anything. */
    redeal_shuffle(rng, r->bag + r->bag_pos, r->bag_len - r->bag_pos);
    for (int i = 0; i < ALH_BAG_MAX; i++)
        if (i < r->bag_pos || i >= r->bag_len)
            r->bag[i] = (uint8_t)(1 + redeal_below(rng, ALH_TILE_MAX));
    for (int i = r->bag_pos; i < r->bag_len; i++)
        st->bag += r->bag[i] != g->bag[i];
    for (int t = 1; t <= ALH_TILE_MAX; t++)
        if (alh_tile_is_piece(t) && r->where[t].loc == ALH_LOC_BAG) {
            r->where[t].x = (int8_t)redeal_below(rng, 60);
            r->where[t].y = (int8_t)redeal_below(rng, 60);
            r->where[t].owner = (uint8_t)redeal_below(rng, ALH_MAX_PLAYERS);
        }

    /* The draw pile: cards the rules keep within a pile move within it (anywhere after a reshuffle). */
    for (int i = r->deck_pos; i < r->deck_len; i++) {
        if (redeal_card_is_free(r->deck[i]))
            continue;
        int lo = r->deck_pos, hi = r->deck_len;
        if (r->reshuffles == 0) {
            int pile = redeal_pile_of(r, i);
            if (pile > 0 && r->pile_end[pile - 1] > lo)
                lo = r->pile_end[pile - 1];
            if (r->pile_end[pile] < hi)
                hi = r->pile_end[pile];
        }
        int j = lo + (int)redeal_below(rng, (uint32_t)(hi - lo));
        if (!redeal_card_is_free(r->deck[j]) && r->reshuffles == 0 && redeal_pile_of(r, j) != redeal_pile_of(r, i))
            continue;
        uint8_t t = r->deck[i];
        r->deck[i] = r->deck[j];
        r->deck[j] = t;
    }
    /* Money and diamonds: the draw pile's and those of other hands that arrived unseen, together. */
    uint8_t cards[ALH_DECK_MAX + 128];
    int where_[ALH_DECK_MAX + 128]; /* >= 0: deck index; < 0: -(1 + player * 128 + card) */
    int n = 0;
    for (int i = r->deck_pos; i < r->deck_len; i++)
        if (redeal_card_is_free(r->deck[i])) {
            cards[n] = r->deck[i];
            where_[n++] = i;
        }
    for (int p = 0; p < r->num_players; p++) {
        if (p == viewer)
            continue;
        for (int c = 0; c < 128; c++)
            if (alh_cards_has(&r->players[p].hand, c) && !alh_cards_has(&r->players[p].known, c) && redeal_card_is_free(c) &&
                !(alh_modset_has(&r->modules, ALH_MOD_CHARACTERS) && alh_cards_has(&r->mod.characters.auction_cards, c))) {
                /* (a card shown in the highest bid is no secret any more) */
                alh_cards_remove(&r->players[p].hand, c);
                cards[n] = (uint8_t)c;
                where_[n++] = -(1 + p * 128 + c);
            }
    }
    redeal_shuffle(rng, cards, n);
    for (int k = 0; k < n; k++) {
        if (where_[k] >= 0) {
            r->deck[where_[k]] = cards[k];
        } else {
            int p = (-where_[k] - 1) / 128, was = (-where_[k] - 1) % 128;
            alh_cards_add(&r->players[p].hand, cards[k]);
            st->hands += cards[k] != was;
        }
    }
    for (int i = r->deck_pos; i < r->deck_len; i++)
        st->deck += r->deck[i] != g->deck[i];
    for (int i = 0; i < ALH_DECK_MAX; i++)
        if (i < r->deck_pos || i >= r->deck_len)
            r->deck[i] = (uint8_t)redeal_below(rng, 256);

    /* Bonus cards: other players' hands re-dealt from the cards the viewer has not seen. */
    if (alh_modset_has(&r->modules, ALH_MOD_BONUS_CARDS)) {
        uint16_t seen = r->mod.bonus_cards.hand[viewer];
        for (int p = 0; p < r->num_players; p++)
            seen |= r->mod.bonus_cards.played[p];
        uint8_t pool[ALH_NUM_BONUS_CARDS];
        int m = 0;
        for (int c = 0; c < ALH_NUM_BONUS_CARDS; c++)
            if (!((seen >> c) & 1))
                pool[m++] = (uint8_t)c;
        redeal_shuffle(rng, pool, m);
        int next = 0;
        for (int p = 0; p < r->num_players; p++) {
            if (p == viewer)
                continue;
            r->mod.bonus_cards.hand[p] = 0;
            for (int k = 0; k < r->mod.bonus_cards.hand_count[p] && next < m; k++)
                r->mod.bonus_cards.hand[p] |= (uint16_t)(1u << pool[next++]);
            st->bonus += r->mod.bonus_cards.hand[p] != g->mod.bonus_cards.hand[p];
        }
    }
    /* Characters: the face-down surplus pile in a new order, its bytes past the end anything. */
    if (alh_modset_has(&r->modules, ALH_MOD_CHARACTERS)) {
        int len = r->mod.characters.surplus_len <= ALH_NUM_CHARACTERS ? r->mod.characters.surplus_len : 0;
        redeal_shuffle(rng, r->mod.characters.surplus, len);
        for (int k = 0; k < len; k++)
            st->surplus += r->mod.characters.surplus[k] != g->mod.characters.surplus[k];
        /* Past the end: any card, or none (what the field may hold; the engine validates it). */
        for (int k = len; k < ALH_NUM_CHARACTERS; k++) {
            int card = (int)redeal_below(rng, ALH_CARD_ID_MAX + 1);
            r->mod.characters.surplus[k] = (uint8_t)(card == ALH_CARD_ID_MAX ? ALH_CARD_NONE : card);
        }
    }
    /* Squares: the order of the face-down squares under each pile's top. */
    if (alh_modset_has(&r->modules, ALH_MOD_SQUARES))
        for (int colour = 0; colour < ALH_NUM_TYPES; colour++) {
            uint8_t depth[ALH_NUM_SQUARES], tiles[ALH_NUM_SQUARES];
            int m = 0;
            for (int t = ALH_TILE_SQUARE_FIRST; t < ALH_TILE_SQUARE_FIRST + ALH_NUM_SQUARES; t++)
                if (r->where[t].loc == ALH_LOC_SUPPLY && r->where[t].x == colour && r->where[t].y > 0) {
                    tiles[m] = (uint8_t)t;
                    depth[m++] = (uint8_t)r->where[t].y;
                }
            redeal_shuffle(rng, depth, m);
            for (int k = 0; k < m; k++) {
                r->where[tiles[k]].y = (int8_t)depth[k];
                st->squares += r->where[tiles[k]].y != g->where[tiles[k]].y;
            }
        }
    /* Master builders: those dealt face down to other players and those the setup left out, dealt
     * again among the same places (the draw pile's stay within their piles, above). */
    if (alh_modset_has(&r->modules, ALH_MOD_MASTER_BUILDERS)) {
        uint8_t pool[ALH_NUM_MASTER_BUILDERS], owner[ALH_NUM_MASTER_BUILDERS]; /* owner: a seat, or 0xFF: left out */
        int m = 0;
        for (int card = ALH_CARD_MASTER_BUILDER_FIRST; card < ALH_CARD_MASTER_BUILDER_FIRST + ALH_NUM_MASTER_BUILDERS; card++) {
            int held = -1;
            for (int p = 0; p < r->num_players; p++)
                if (p != viewer && alh_cards_has(&r->players[p].hand, card) && !alh_cards_has(&r->players[p].known, card))
                    held = p;
            if (alh_modset_has(&r->modules, ALH_MOD_CHARACTERS) && alh_cards_has(&r->mod.characters.auction_cards, card))
                continue; /* shown in the highest bid: no secret any more */
            if (held < 0 && !alh_cards_has(&r->mod.master_builders.removed, card))
                continue;
            pool[m] = (uint8_t)card;
            owner[m++] = (uint8_t)(held < 0 ? 0xFF : held);
            if (held >= 0)
                alh_cards_remove(&r->players[held].hand, card);
            else
                alh_cards_remove(&r->mod.master_builders.removed, card);
        }
        redeal_shuffle(rng, pool, m);
        for (int k = 0; k < m; k++) {
            if (owner[k] == 0xFF)
                alh_cards_add(&r->mod.master_builders.removed, pool[k]);
            else
                alh_cards_add(&r->players[owner[k]].hand, pool[k]);
            st->builders += owner[k] == 0xFF ? !alh_cards_has(&g->mod.master_builders.removed, pool[k])
                                             : !alh_cards_has(&g->players[owner[k]].hand, pool[k]);
        }
    }
    /* Thieves: other players' and those left out of the game, dealt again among the same places. */
    if (alh_modset_has(&r->modules, ALH_MOD_THIEVES)) {
        uint16_t unseen = (uint16_t)(ALH_THIEVES_ALL & ~(r->mod.thieves.held[viewer] | r->mod.thieves.used));
        uint8_t pool[ALH_NUM_THIEVES];
        int m = 0;
        for (int i = 0; i < ALH_NUM_THIEVES; i++)
            if ((unseen >> i) & 1)
                pool[m++] = (uint8_t)i;
        redeal_shuffle(rng, pool, m);
        int next = 0;
        for (int p = 0; p < r->num_players; p++) {
            if (p == viewer)
                continue;
            r->mod.thieves.held[p] = 0;
            for (int k = 0; k < r->mod.thieves.count[p] && next < m; k++)
                r->mod.thieves.held[p] |= (uint16_t)(1u << pool[next++]);
            st->thieves += r->mod.thieves.held[p] != g->mod.thieves.held[p];
        }
    }
    /* Street trader: the other traders' citizens, 4 bits a colour, dealt again with the same counts
     * from the citizens on them (while choosing, each a set of distinct colours). */
    if (alh_modset_has(&r->modules, ALH_MOD_STREET_TRADER)) {
        uint8_t pool[ALH_NUM_TYPES * 7];
        int m = 0;
        for (int p = 0; p < r->num_players; p++) {
            if (p == viewer)
                continue;
            for (int c = 0; c < ALH_NUM_TYPES; c++)
                for (unsigned k = (r->mod.street_trader.trader[p] >> (4 * c)) & 15u; k > 0; k--)
                    pool[m++] = (uint8_t)c;
        }
        redeal_shuffle(rng, pool, m);
        int next = 0;
        for (int p = 0; p < r->num_players; p++) {
            if (p == viewer)
                continue;
            uint32_t dealt = 0;
            if (!r->mod.street_trader.ready) { /* the setup: distinct colours, any of the six */
                uint8_t colours[ALH_NUM_TYPES] = {0, 1, 2, 3, 4, 5};
                redeal_shuffle(rng, colours, ALH_NUM_TYPES);
                for (int k = 0; k < r->mod.street_trader.carried[p]; k++)
                    dealt += 1u << (4 * colours[k]);
            } else {
                for (int k = 0; k < r->mod.street_trader.carried[p] && next < m; k++)
                    dealt += 1u << (4 * pool[next++]);
            }
            st->citizens += dealt != g->mod.street_trader.trader[p];
            r->mod.street_trader.trader[p] = dealt;
        }
    }
    /* Invaders: the invasion cards the viewer cannot see and the scouts not turned up yet, in a new order. */
    if (alh_modset_has(&r->modules, ALH_MOD_INVADERS) || alh_modset_has(&r->modules, ALH_MOD_INVADERS_OPEN)) {
        bool main_on = alh_modset_has(&r->modules, ALH_MOD_INVADERS);
        AlhInvadersState *s = main_on ? &r->mod.invaders : &r->mod.invaders_open;
        const AlhInvadersState *was = main_on ? &g->mod.invaders : &g->mod.invaders_open;
        /* The top card is the viewer's to see after their scout's look, or face up in the open variant. */
        bool top_seen = alh_modset_has(&r->modules, ALH_MOD_INVADERS_OPEN) || (viewer >= 0 && ((s->knows >> viewer) & 1));
        int from = s->used + (top_seen ? 1 : 0);
        if (from < ALH_INVASION_CARDS)
            redeal_shuffle(rng, s->deck + from, ALH_INVASION_CARDS - from);
        if (s->turned < ALH_SCOUT_CARDS)
            redeal_shuffle(rng, s->scouts + s->turned, ALH_SCOUT_CARDS - s->turned);
        for (int k = 0; k < ALH_INVASION_CARDS; k++)
            st->invaders += s->deck[k] != was->deck[k];
        for (int k = 0; k < ALH_SCOUT_CARDS; k++)
            st->invaders += s->scouts[k] != was->scouts[k];
    }
}

#endif

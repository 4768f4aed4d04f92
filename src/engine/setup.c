/* SPDX-License-Identifier: MIT */
/* Getting ready to play: the bag, the market, starting money, the first player and the deck. */
#include "engine_internal.h"
#include "module.h"

#include <string.h>

/* Search copies the state for every simulated move, and the modules still to come need room:
 * issue #16 holds it to 8 KB (six 64 x 64 grids once made it 29 KB). */
_Static_assert(sizeof(AlhGame) <= 8192, "AlhGame must stay within 8 KB");

static void shuffle_bytes(AlhRng *rng, uint8_t *a, int n)
{
    AlhRng r = *rng; /* a copy the bytes written cannot alias: kept in registers, not reloaded each swap */
    for (int i = n - 1; i > 0; i--) {
        int j = (int)alh_rng_below(&r, (uint32_t)(i + 1));
        uint8_t t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
    *rng = r;
}

/* Inserts a scoring card at a random position of a pile held in buf[0..len). */
static int insert_at_random(AlhRng *rng, uint8_t *buf, int len, uint8_t card)
{
    int pos = (int)alh_rng_below(rng, (uint32_t)(len + 1));
    memmove(buf + pos + 1, buf + pos, (size_t)(len - pos));
    buf[pos] = card;
    return len + 1;
}

void alh_shuffle_bytes(AlhRng *rng, uint8_t *a, int n) { shuffle_bytes(rng, a, n); }

int alh_insert_at_random(AlhRng *rng, uint8_t *buf, int len, uint8_t card) { return insert_at_random(rng, buf, len, card); }

/* Deals one card at a time to a player until the total is 20 or more (R9 setup). */
static void deal_starting_money(AlhGame *g, const uint8_t *cards, int *next, AlhEvents *ev)
{
    for (int p = 0; p < g->num_players; p++) {
        int total = 0;
        while (total < 20) {
            int card = cards[(*next)++];
            alh_cards_add(&g->players[p].hand, card);
            alh_cards_add(&g->players[p].known, card); /* dealt face up */
            total += alh_card_is_money(card) ? alh_card_value(card) : alh_card_worth(g, card);
            AlhEvent *e = alh_emit(ev, ALH_EV_MONEY_TAKEN, p);
            if (e)
                e->card = (uint8_t)card;
        }
    }
}

/* R9: fewest cards, then the lowest total, then the earliest seat. */
static int choose_first_player(const AlhGame *g)
{
    int best = 0, best_cards = alh_cards_count(&g->players[0].hand), best_sum = alh_hand_worth(g, &g->players[0].hand);
    for (int p = 1; p < g->num_players; p++) {
        int cards = alh_cards_count(&g->players[p].hand), sum = alh_hand_worth(g, &g->players[p].hand);
        if (cards < best_cards || (cards == best_cards && sum < best_sum)) {
            best = p;
            best_cards = cards;
            best_sum = sum;
        }
    }
    return best;
}

int alh_scoring_card_pile(const AlhGame *g, int which)
{
    int pile = which == 0 ? 1 : 3;
    ALH_FOR_MODULES(g, m)
        if (m->scoring_pile && m->scoring_pile(which) >= 0)
            pile = m->scoring_pile(which);
    return pile;
}

AlhError alh_new_game(AlhGame *g, const AlhSetup *setup, AlhEvents *events)
{
    if (!g || !setup || setup->num_players < ALH_MIN_PLAYERS || setup->num_players > ALH_MAX_PLAYERS)
        return ALH_ERR_BAD_COMMAND;
    for (int w = 0; w < ALH_MAX_MODULES / 64; w++) /* every module asked for is a known one */
        for (uint64_t bits = setup->modules.bits[w]; bits; bits &= bits - 1)
            if (!alh_module(w * 64 + __builtin_ctzll(bits)))
                return ALH_ERR_BAD_COMMAND;
    memset(g, 0, sizeof *g);
    g->version = ALH_STATE_VERSION;
    g->modules = setup->modules;
    for (int id = 0; id < ALH_MOD_COUNT; id++) {
        const AlhModule *m = alh_module_at(id);
        int rule = m->by_player_count ? m->by_player_count(setup->num_players) : -1;
        if (rule == 1)
            alh_modset_add(&g->modules, id);
        else if (rule == 0)
            alh_modset_remove(&g->modules, id);
    }
    g->seed = setup->seed;
    alh_rng_seed(&g->rng, setup->seed, 0x416c68616d627261ULL);
    g->num_players = (uint8_t)setup->num_players;
    g->copies = ALH_CARD_COPIES;
    ALH_FOR_MODULES(g, m)
        if (m->money_copies && m->money_copies(setup) > 0)
            g->copies = (uint8_t)m->money_copies(setup);
    for (int p = 0; p < g->num_players; p++)
        alh_board_reset(&g->players[p].board);
    for (int i = 0; i < ALH_DISPLAY_SLOTS; i++)
        g->display[i] = ALH_CARD_NONE;

    /* The tower and the market, filled from space 1. */
    for (int t = 1; t <= ALH_NUM_TILES; t++) {
        g->bag[t - 1] = (uint8_t)t;
        g->where[t].loc = ALH_LOC_BAG;
    }
    for (int t = ALH_TILE_FOUNTAIN + 1; t <= ALH_TILE_MAX; t++)
        g->where[t].loc = ALH_LOC_REMOVED; /* modules' tiles: out of the game unless a module brings them */
    g->bag_len = ALH_NUM_TILES;
    ALH_FOR_MODULES(g, m)
        if (m->setup_bag)
            g->bag_len = (uint8_t)m->setup_bag(g, g->bag, g->bag_len);
    shuffle_bytes(&g->rng, g->bag, g->bag_len);
    for (int s = 0; s < ALH_MARKET_SPACES; s++)
        alh_fill_market_space(g, s, events); /* a module may lay some tiles beside it (bazaars) */
    ALH_FOR_MODULES(g, m)
        if (m->setup)
            m->setup(g, events);

    /* The money: starting money, the display, then five piles with the scoring cards in 2 and 4
     * (or where a module puts them). */
    uint8_t cards[ALH_CARD_ID_MAX];
    int n = 0;
    if (g->copies >= ALH_CARD_COPIES) { /* every copy: the ids in order */
        for (int card = 0; card < ALH_NUM_MONEY_CARDS; card++)
            cards[card] = (uint8_t)card;
        n = ALH_NUM_MONEY_CARDS;
    } else {
        for (int card = 0; card < ALH_NUM_MONEY_CARDS; card++)
            if (alh_card_copy(card) < g->copies)
                cards[n++] = (uint8_t)card;
    }
    ALH_FOR_MODULES(g, m)
        if (m->setup_money)
            n = m->setup_money(g, cards, n);
    shuffle_bytes(&g->rng, cards, n);
    int next = 0;
    deal_starting_money(g, cards, &next, events);
    g->first_player = (uint8_t)choose_first_player(g);
    for (int s = 0; s < ALH_DISPLAY_SLOTS; s++) {
        g->display[s] = cards[next++];
        AlhEvent *e = alh_emit(events, ALH_EV_DISPLAY_REFILL, -1);
        if (e) {
            e->card = g->display[s];
            e->slot = (int8_t)s;
        }
    }
    int rest = n - next, pos = 0;
    int scoring_piles[2] = {alh_scoring_card_pile(g, 0), alh_scoring_card_pile(g, 1)};
    for (int pile = 0; pile < ALH_NUM_PILES; pile++) {
        int size = rest / ALH_NUM_PILES + (pile < rest % ALH_NUM_PILES ? 1 : 0);
        memcpy(g->deck + pos, cards + next, (size_t)size);
        next += size;
        if (pile == scoring_piles[0])
            size = insert_at_random(&g->rng, g->deck + pos, size, ALH_CARD_SCORING_1);
        if (pile == scoring_piles[1])
            size = insert_at_random(&g->rng, g->deck + pos, size, ALH_CARD_SCORING_2);
        ALH_FOR_MODULES(g, m)
            if (m->setup_pile)
                size = m->setup_pile(g, pile, g->deck + pos, size);
        pos += size;
        g->pile_end[pile] = (uint8_t)pos;
    }
    g->deck_len = (uint8_t)pos;
    g->deck_pos = 0;

    g->current = g->first_player;
    g->phase = ALH_PHASE_ACTION;
    g->turn = 1;
    alh_start_first_turn(g, -1, events); /* a module may hold a phase of its own first */
    return ALH_OK;
}

/* SPDX-License-Identifier: MIT */
/* What one player may know, and filling the unknown with guesses for search. */
#include "alhambra/view.h"
#include "engine_internal.h"
#include "module.h"

#include <string.h>

void alh_view_make(const AlhGame *g, int player, AlhView *out)
{
    memset(out, 0, sizeof *out);
    out->viewer = (uint8_t)player;
    out->game = *g;
    AlhGame *v = &out->game;
    memset(&v->rng, 0, sizeof v->rng);
    v->seed = 0;
    /* Every byte of the deck and the bag goes, not only the draw pile and the tiles still in the
     * bag: drawn history is no help, and past their lengths a reshuffle or a module's compaction
     * (the Dancer) leaves copies of hidden cards and tiles in their real order. */
    for (int i = v->deck_pos; i < v->deck_len; i++) {
        if (v->deck[i] == ALH_CARD_SCORING_1)
            out->scoring_pending[0] = 1;
        if (v->deck[i] == ALH_CARD_SCORING_2)
            out->scoring_pending[1] = 1;
    }
    memset(v->deck, ALH_CARD_NONE, sizeof v->deck);
    memset(v->bag, 0, sizeof v->bag);
    /* A tile in the bag uses none of its place fields; whatever they hold is not the viewer's. */
    for (int t = 1; t <= ALH_TILE_MAX; t++)
        if (v->where[t].loc == ALH_LOC_BAG)
            v->where[t].x = v->where[t].y = 0, v->where[t].owner = 0;
    for (int p = 0; p < v->num_players; p++) {
        if (p == player)
            continue;
        AlhPlayer *pl = &v->players[p];
        out->hidden_cards[p] = (uint8_t)(alh_cards_count(&pl->hand) - alh_cards_count(&pl->known));
        pl->hand = pl->known;
    }
    alh_mod_scrub_secrets(v, player);
    ALH_FOR_MODULES(v, m)
        if (m->hide)
            m->hide(v, player);
}

static void shuffle(AlhRng *rng, uint8_t *a, int n)
{
    for (int i = n - 1; i > 0; i--) {
        int j = (int)alh_rng_below(rng, (uint32_t)(i + 1));
        uint8_t t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
}

void alh_view_determinize(const AlhView *view, AlhRng *rng, AlhGame *out)
{
    *out = view->game;
    AlhGame *g = out;
    alh_rng_seed(&g->rng, alh_rng_next(rng), alh_rng_next(rng));

    /* Money the viewer has not seen: every card in play minus those visible. */
    AlhCardSet seen = g->discard;
    for (int p = 0; p < g->num_players; p++)
        for (int w = 0; w < ALH_CARDSET_WORDS; w++)
            seen.bits[w] |= g->players[p].hand.bits[w];
    for (int s = 0; s < ALH_DISPLAY_SLOTS; s++)
        if (g->display[s] != ALH_CARD_NONE)
            alh_cards_add(&seen, g->display[s]);
    uint8_t module_seen[ALH_CARD_ID_MAX] = {0}, module_expected[ALH_CARD_ID_MAX] = {0};
    ALH_FOR_MODULES(g, m)
        if (m->count_cards)
            m->count_cards(g, module_seen, module_expected);
    uint8_t unseen[ALH_CARD_ID_MAX];
    int n = 0;
    for (int card = 0; card < ALH_CARD_ID_MAX; card++) {
        bool in_play = alh_card_is_money(card) ? alh_card_copy(card) < g->copies : module_expected[card] > 0;
        bool held = card < ALH_HAND_CARD_END ? alh_cards_has(&seen, card) : false;
        if (in_play && !held && !module_seen[card])
            unseen[n++] = (uint8_t)card;
    }
    shuffle(rng, unseen, n);
    ALH_FOR_MODULES(g, m)
        if (m->claim_unseen)
            n = m->claim_unseen(g, unseen, n, rng);
    int next = 0;
    for (int p = 0; p < g->num_players; p++)
        for (int k = 0; k < view->hidden_cards[p] && next < n; k++) {
            /* Only cards that go into hands: bring the next such one forward. */
            for (int j = next; j < n; j++)
                if (unseen[j] < ALH_HAND_CARD_END) {
                    uint8_t t = unseen[j];
                    unseen[j] = unseen[next];
                    unseen[next] = t;
                    break;
                }
            if (unseen[next] >= ALH_HAND_CARD_END)
                break;
            alh_cards_add(&g->players[p].hand, unseen[next++]);
        }

    /* The draw pile: each pending scoring card at a random position of its own pile (2 and 4, or
     * where a module put it), unseen money cards everywhere else. */
    int scoring_pos[2] = {-1, -1};
    for (int k = 0; k < 2; k++) {
        if (!view->scoring_pending[k])
            continue;
        int pile = alh_scoring_card_pile(g, k);
        int lo = pile ? g->pile_end[pile - 1] : 0, hi = g->pile_end[pile];
        if (lo < g->deck_pos)
            lo = g->deck_pos;
        if (hi <= lo)
            hi = lo + 1;
        scoring_pos[k] = lo + (int)alh_rng_below(rng, (uint32_t)(hi - lo));
    }
    for (int i = g->deck_pos; i < g->deck_len; i++) {
        if (i == scoring_pos[0])
            g->deck[i] = ALH_CARD_SCORING_1;
        else if (i == scoring_pos[1])
            g->deck[i] = ALH_CARD_SCORING_2;
        else
            g->deck[i] = next < n ? unseen[next++] : ALH_CARD_NONE;
    }

    /* The bag: the tiles still in it, in a fresh order. */
    int b = 0;
    for (int t = 1; t <= ALH_TILE_MAX; t++)
        if (alh_tile_is_piece(t) && g->where[t].loc == ALH_LOC_BAG)
            g->bag[g->bag_pos + b++] = (uint8_t)t;
    shuffle(rng, g->bag + g->bag_pos, b);
    ALH_FOR_MODULES(g, m)
        if (m->determinize)
            m->determinize(g, view->viewer, rng);
}

/* Only before the first reshuffle do the piles mean anything; cards that cannot be moved stay. */
void alh_deck_keep_in_piles(AlhGame *g, AlhCardTest is_mine, int first_pile, int last_pile, AlhRng *rng)
{
    if (g->reshuffles > 0)
        return;
    int lo = first_pile ? g->pile_end[first_pile - 1] : 0, hi = g->pile_end[last_pile];
    if (lo < g->deck_pos)
        lo = g->deck_pos;
    for (int i = g->deck_pos; i < g->deck_len; i++) {
        if (!is_mine(g->deck[i]) || (i >= lo && i < hi))
            continue;
        int spots[ALH_DECK_MAX], n = 0;
        for (int k = lo; k < hi; k++)
            if (alh_card_is_money(g->deck[k]) || (g->deck[k] < ALH_CARD_ID_MAX && alh_card_worth(g, g->deck[k]) > 0))
                spots[n++] = k;
        if (n == 0)
            return;
        int k = spots[alh_rng_below(rng, (uint32_t)n)];
        uint8_t t = g->deck[k];
        g->deck[k] = g->deck[i];
        g->deck[i] = t;
    }
}

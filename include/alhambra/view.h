/* SPDX-License-Identifier: MIT */
/*
 * What one player may know.
 *
 * A view is the game with everything the viewer cannot see scrubbed out: the order of the draw
 * pile and of the bag (their sizes stay), the random generator, and the cards of other hands that
 * arrived unseen. In the base game every card reaches a hand face up (starting money is dealt face
 * up, money is taken from the display), so a player with a perfect memory knows every hand; the
 * view gives that public memory as AlhPlayer.known. Bots receive only a view.
 */
#ifndef ALHAMBRA_VIEW_H
#define ALHAMBRA_VIEW_H

#include "alhambra/game.h"

typedef struct AlhView {
    uint8_t viewer;                        /* the player this view belongs to */
    uint8_t hidden_cards[ALH_MAX_PLAYERS]; /* cards in each hand that the viewer cannot see */
    uint8_t scoring_pending[2];            /* 1 while scoring card 1 / 2 is still in the deck */
    AlhGame game;                          /* hidden parts: deck and bag entries ALH_CARD_NONE / 0,
                                                rng zeroed, other hands reduced to their known part */
} AlhView;

/* Builds player's view of g. */
void alh_view_make(const AlhGame *g, int player, AlhView *out);

/*
 * Fills every hidden part of a view with a random guess that agrees with all the viewer knows
 * (unseen cards dealt to the deck and to hidden hand cards, scoring cards kept within their piles,
 * the bag shuffled), drawing only on rng. The result is a complete game that search can play on.
 */
void alh_view_determinize(const AlhView *v, AlhRng *rng, AlhGame *out);

#endif

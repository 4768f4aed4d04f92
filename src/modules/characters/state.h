/* SPDX-License-Identifier: MIT */
/* Characters: ownership, the surplus pile, the auction (fields described in rules.c). Bit i of a
 * character set stands for character i (card ALH_CARD_CHARACTER_FIRST + i). */
#ifndef ALH_MOD_CHARACTERS_STATE_H
#define ALH_MOD_CHARACTERS_STATE_H

#include "alhambra/types.h"

#define ALH_NUM_CHARACTERS 10

typedef struct AlhCharactersState {
    uint16_t owned[ALH_MAX_PLAYERS];     /* face up */
    uint16_t used_turn;                  /* used in the current turn (once a turn) */
    uint16_t gone;                       /* out of the game */
    uint16_t pending;                    /* drawn, waiting for its auction: only in saves made
                                                before auctions interrupted the refill (issue 20) */
    uint8_t surplus[ALH_NUM_CHARACTERS]; /* face-down surplus pile, top at index 0 */
    uint8_t surplus_len;
    uint8_t auction_card;   /* character on auction, or ALH_CARD_NONE */
    uint8_t auction_bidder; /* highest bidder so far, 0xFF: none */
    uint8_t auction_out;    /* bit p: passed */
    uint8_t auction_resume; /* the auctioneer: the player due next, who plays next */
    int16_t auction_bid;
    AlhCardSet auction_cards;    /* the highest bid's cards */
    uint8_t wise_man_type[3];    /* type chosen at each scoring round, 0xFF: none yet */
    uint8_t miser_ready;         /* 1 while the Miser may take a card (bought for 10 or more) */
    uint8_t entertainer_choice;  /* 1 while the winner of the Entertainer must keep or swap it */
    uint8_t master_builder_step; /* 1 during the Master Builder's extra redesign (or PASS) */
} AlhCharactersState;

#endif

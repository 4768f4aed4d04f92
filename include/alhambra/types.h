/* SPDX-License-Identifier: MIT */
/* Basic vocabulary of the game: building types, currencies, tiles, money cards. */
#ifndef ALHAMBRA_TYPES_H
#define ALHAMBRA_TYPES_H

#include <stdbool.h>
#include <stdint.h>

#define ALH_MAX_PLAYERS 6
#define ALH_MIN_PLAYERS 2
#define ALH_NUM_TILES 54            /* building tiles, ids 1..54 */
#define ALH_TILE_NONE 0
#define ALH_TILE_FOUNTAIN 55        /* the starting tile in every Alhambra */
#define ALH_TILE_SLOTS 88           /* arrays indexed by tile id (module tiles included) */
/* Tiles of the modules (expansions 1 and 2), after the fountain. */
#define ALH_TILE_SQUARE_FIRST 56    /* Squares: 24 tiles, ids 56..79 */
#define ALH_NUM_SQUARES 24
#define ALH_TILE_CAMP_FIRST 80      /* Camps: 8 tiles, ids 80..87 */
#define ALH_NUM_CAMPS 8
#define ALH_TILE_MAX 87             /* highest tile id of any kind */
#define ALH_BAG_MAX 64              /* the tower holds the building tiles and the camps */
#define ALH_TYPE_CAMP 6             /* AlhTileInfo.type of a camp: no building type */
#define ALH_NUM_TYPES 6
#define ALH_NUM_CURRENCIES 4
#define ALH_CARD_VALUES 9
#define ALH_CARD_COPIES 3
#define ALH_NUM_MONEY_CARDS (ALH_NUM_CURRENCIES * ALH_CARD_VALUES * ALH_CARD_COPIES) /* 108 */
#define ALH_CARD_SCORING_1 108      /* the two scoring cards share the deck */
#define ALH_CARD_SCORING_2 109
#define ALH_CARD_NONE 0xFF
/* Cards of the modules share the deck's numbering, after the scoring cards. Diamonds and exchange
 * cards go into hands (AlhCardSet); city-gate and character cards never do. */
#define ALH_CARD_DIAMOND_FIRST 110  /* Diamonds: 10 cards, 110..119 */
#define ALH_NUM_DIAMONDS 10
#define ALH_CARD_EXCHANGE_FIRST 120 /* Currency exchange: 6 cards, 120..125 */
#define ALH_NUM_EXCHANGE 6
#define ALH_CARD_GATE_FIRST 128     /* City gates: 6 cards, 128..133 */
#define ALH_NUM_GATE_CARDS 6
#define ALH_CARD_CHARACTER_FIRST 134 /* Characters: 10 cards, 134..143 */
#define ALH_NUM_CHARACTERS 10
#define ALH_CARD_ID_MAX 144         /* card ids are below this */
#define ALH_DECK_MAX 144
#define ALH_MARKET_SPACES 4
#define ALH_DISPLAY_SLOTS 4
#define ALH_NUM_PILES 5
#define ALH_GRID 64                 /* per-Alhambra grid, used as a torus (see board.c) */

typedef enum AlhBuildingType {
    ALH_PAVILION = 0,
    ALH_SERAGLIO,
    ALH_ARCADES,
    ALH_CHAMBERS,
    ALH_GARDEN,
    ALH_TOWER,
} AlhBuildingType;

typedef enum AlhCurrency {
    ALH_DENAR = 0,  /* blue */
    ALH_DIRHAM,     /* green */
    ALH_DUCAT,      /* orange */
    ALH_FLORIN,     /* yellow */
} AlhCurrency;

/* Sides of a tile; also the bit order of AlhTileInfo.walls. y grows southwards. */
typedef enum AlhSide { ALH_NORTH = 0, ALH_EAST, ALH_SOUTH, ALH_WEST } AlhSide;

typedef struct AlhTileInfo {
    uint8_t id;       /* 1..54, or ALH_TILE_FOUNTAIN */
    uint8_t type;     /* AlhBuildingType; 0xFF for the fountain */
    uint8_t price;
    uint8_t walls;    /* bit (1 << AlhSide) set when that side carries a wall */
} AlhTileInfo;

/* Static data of a tile (NULL for an id that is not a tile). A square has its colour as type and
 * price 0; a camp has type ALH_TYPE_CAMP and no walls (its bastions: alh_camp_bastions). */
const AlhTileInfo *alh_tile_info(int tile);

/* Money cards are numbered 0..107: currency * 27 + (value - 1) * 3 + copy. */
static inline int alh_card_currency(int card) { return card / 27; }
static inline int alh_card_value(int card) { return (card % 27) / 3 + 1; }
static inline int alh_card_copy(int card) { return card % 3; }
static inline int alh_card_make(int currency, int value, int copy) { return currency * 27 + (value - 1) * 3 + copy; }
static inline bool alh_card_is_money(int card) { return card >= 0 && card < ALH_NUM_MONEY_CARDS; }
static inline bool alh_card_is_diamond(int card) { return card >= ALH_CARD_DIAMOND_FIRST && card < ALH_CARD_DIAMOND_FIRST + ALH_NUM_DIAMONDS; }
static inline bool alh_card_is_exchange(int card) { return card >= ALH_CARD_EXCHANGE_FIRST && card < ALH_CARD_EXCHANGE_FIRST + ALH_NUM_EXCHANGE; }
static inline bool alh_card_is_gate(int card) { return card >= ALH_CARD_GATE_FIRST && card < ALH_CARD_GATE_FIRST + ALH_NUM_GATE_CARDS; }
static inline bool alh_card_is_character(int card) { return card >= ALH_CARD_CHARACTER_FIRST && card < ALH_CARD_CHARACTER_FIRST + ALH_NUM_CHARACTERS; }
static inline bool alh_tile_is_square(int tile) { return tile >= ALH_TILE_SQUARE_FIRST && tile < ALH_TILE_SQUARE_FIRST + ALH_NUM_SQUARES; }
static inline bool alh_tile_is_camp(int tile) { return tile >= ALH_TILE_CAMP_FIRST && tile < ALH_TILE_CAMP_FIRST + ALH_NUM_CAMPS; }
/* Any tile that can stand in an Alhambra besides the fountain: buildings, squares, camps. */
static inline bool alh_tile_is_piece(int tile) { return (tile >= 1 && tile <= ALH_NUM_TILES) || (tile >= ALH_TILE_SQUARE_FIRST && tile <= ALH_TILE_MAX); }

/* Value of a diamond card (3..9), or 0 for another card (Diamonds module). */
int alh_diamond_value(int card);
/* The two currencies an exchange card shows (Currency Exchange module); false for another card. */
bool alh_exchange_currencies(int card, int out[2]);
/* Camps: bit (1 << AlhSide) set on a side with a bastion / an arrow; 0 for another tile. */
int alh_camp_bastions(int tile);
int alh_camp_arrows(int tile);

/* Set of cards in a hand, one bit per card id: money 0..107, diamonds 110..119, exchange cards
 * 120..125 (ids up to 127). alh_cards_sum counts the four currencies only, never diamonds. */
typedef struct AlhCardSet { uint64_t bits[2]; } AlhCardSet;

/* Whether a card id fits an AlhCardSet (ids 0..127): city-gate and character cards never do. */
static inline bool alh_card_fits_hand(int card) { return card >= 0 && card < 128; }
static inline bool alh_cards_has(const AlhCardSet *s, int card) { return (s->bits[card >> 6] >> (card & 63)) & 1u; }
static inline void alh_cards_add(AlhCardSet *s, int card) { s->bits[card >> 6] |= (uint64_t)1 << (card & 63); }
static inline void alh_cards_remove(AlhCardSet *s, int card) { s->bits[card >> 6] &= ~((uint64_t)1 << (card & 63)); }
static inline int alh_cards_count(const AlhCardSet *s) { return __builtin_popcountll(s->bits[0]) + __builtin_popcountll(s->bits[1]); }
static inline bool alh_cards_empty(const AlhCardSet *s) { return (s->bits[0] | s->bits[1]) == 0; }
int alh_cards_sum(const AlhCardSet *s, int currency); /* sum of values of that currency; -1: all currencies */
int alh_cards_diamonds(const AlhCardSet *s);          /* sum of the diamonds' values (Diamonds module) */

const char *alh_type_name(int type);          /* "pavilion" ... */
const char *alh_currency_name(int currency);  /* "denar" ... */
const char *alh_currency_short(int currency); /* "den", "dir", "duc", "flo" */
int alh_type_from_name(const char *name);     /* -1 if unknown */
int alh_currency_from_name(const char *name); /* accepts full or short name; -1 if unknown */

/* Currency of market space 0..3 (R3: florin, dirham, denar, ducat). */
int alh_market_currency(int space);

#endif

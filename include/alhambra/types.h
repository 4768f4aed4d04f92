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
#define ALH_TILE_SLOTS 56           /* arrays indexed by tile id */
#define ALH_NUM_TYPES 6
#define ALH_NUM_CURRENCIES 4
#define ALH_CARD_VALUES 9
#define ALH_CARD_COPIES 3
#define ALH_NUM_MONEY_CARDS (ALH_NUM_CURRENCIES * ALH_CARD_VALUES * ALH_CARD_COPIES) /* 108 */
#define ALH_CARD_SCORING_1 108      /* the two scoring cards share the deck */
#define ALH_CARD_SCORING_2 109
#define ALH_CARD_NONE 0xFF
#define ALH_DECK_MAX 110
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

/* Static data of a tile (NULL for an id that is not a tile). */
const AlhTileInfo *alh_tile_info(int tile);

/* Money cards are numbered 0..107: currency * 27 + (value - 1) * 3 + copy. */
static inline int alh_card_currency(int card) { return card / 27; }
static inline int alh_card_value(int card) { return (card % 27) / 3 + 1; }
static inline int alh_card_copy(int card) { return card % 3; }
static inline int alh_card_make(int currency, int value, int copy) { return currency * 27 + (value - 1) * 3 + copy; }
static inline bool alh_card_is_money(int card) { return card >= 0 && card < ALH_NUM_MONEY_CARDS; }

/* Set of money cards, one bit per card id. */
typedef struct AlhCardSet { uint64_t bits[2]; } AlhCardSet;

static inline bool alh_cards_has(const AlhCardSet *s, int card) { return (s->bits[card >> 6] >> (card & 63)) & 1u; }
static inline void alh_cards_add(AlhCardSet *s, int card) { s->bits[card >> 6] |= (uint64_t)1 << (card & 63); }
static inline void alh_cards_remove(AlhCardSet *s, int card) { s->bits[card >> 6] &= ~((uint64_t)1 << (card & 63)); }
static inline int alh_cards_count(const AlhCardSet *s) { return __builtin_popcountll(s->bits[0]) + __builtin_popcountll(s->bits[1]); }
static inline bool alh_cards_empty(const AlhCardSet *s) { return (s->bits[0] | s->bits[1]) == 0; }
int alh_cards_sum(const AlhCardSet *s, int currency); /* sum of values of that currency; -1: all currencies */

const char *alh_type_name(int type);          /* "pavilion" ... */
const char *alh_currency_name(int currency);  /* "denar" ... */
const char *alh_currency_short(int currency); /* "den", "dir", "duc", "flo" */
int alh_type_from_name(const char *name);     /* -1 if unknown */
int alh_currency_from_name(const char *name); /* accepts full or short name; -1 if unknown */

/* Currency of market space 0..3 (R3: florin, dirham, denar, ducat). */
int alh_market_currency(int space);

#endif

/* SPDX-License-Identifier: MIT */
/* Basic vocabulary of the game: building types, currencies, tiles, money cards. */
#ifndef ALHAMBRA_TYPES_H
#define ALHAMBRA_TYPES_H

#include <stdbool.h>
#include <stdint.h>

#define ALH_MAX_PLAYERS 6
#define ALH_MIN_PLAYERS 2
#define ALH_NUM_TILES 54 /* building tiles, ids 1..54 */
#define ALH_TILE_NONE 0
#define ALH_TILE_FOUNTAIN 55 /* the starting tile in every Alhambra */
#define ALH_NUM_TYPES 6
#define ALH_TYPE_OTHER 6 /* AlhTileInfo.type of a piece that is no building */
#define ALH_NUM_CURRENCIES 4
#define ALH_CARD_VALUES 9
#define ALH_CARD_COPIES 3
#define ALH_NUM_MONEY_CARDS (ALH_NUM_CURRENCIES * ALH_CARD_VALUES * ALH_CARD_COPIES) /* 108 */
#define ALH_CARD_SCORING_1 108                                                       /* the two scoring cards share the deck */
#define ALH_CARD_SCORING_2 109
#define ALH_CARD_NONE 0xFF
#define ALH_MARKET_SPACES 4
#define ALH_DISPLAY_SLOTS 4
#define ALH_NUM_PILES 5
#define ALH_GRID 64 /* per-Alhambra grid, used as a torus (see board.c) */

/* Bits set in x: the processor's instruction where the build may use it, else a few shifts and
 * one multiplication (never a call into the compiler's library, which the plain x86-64 target
 * makes of __builtin_popcountll). */
static inline int alh_popcount64(uint64_t x)
{
#if defined(__POPCNT__) || !(defined(__x86_64__) || defined(__i386__))
    return __builtin_popcountll(x);
#else
    x = x - ((x >> 1) & 0x5555555555555555ULL);
    x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return (int)((x * 0x0101010101010101ULL) >> 56);
#endif
}

/* The modules' ids, card ids and tile ids, numbered by the build from src/modules (the modules'
 * cards follow the scoring cards, their tiles the fountain). */
#include "alhambra/module_items.h"

#define ALH_TILE_SLOTS (ALH_TILE_MAX + 1) /* arrays indexed by tile id */
#define ALH_BAG_MAX ALH_TILE_SLOTS        /* the tower: any tile may be in it */
#define ALH_DECK_MAX ALH_CARD_ID_MAX      /* the draw pile: every card at most once */

typedef enum AlhBuildingType {
    ALH_PAVILION = 0,
    ALH_SERAGLIO,
    ALH_ARCADES,
    ALH_CHAMBERS,
    ALH_GARDEN,
    ALH_TOWER,
} AlhBuildingType;

typedef enum AlhCurrency {
    ALH_DENAR = 0, /* blue */
    ALH_DIRHAM,    /* green */
    ALH_DUCAT,     /* orange */
    ALH_FLORIN,    /* yellow */
} AlhCurrency;

/* Sides of a tile; also the bit order of AlhTileInfo.walls. y grows southwards. */
typedef enum AlhSide { ALH_NORTH = 0, ALH_EAST, ALH_SOUTH, ALH_WEST } AlhSide;

typedef struct AlhTileInfo {
    uint8_t id;   /* 1..54, ALH_TILE_FOUNTAIN, or a module's tile */
    uint8_t type; /* AlhBuildingType; ALH_TYPE_OTHER for a piece that is no building; 0xFF for the fountain */
    uint8_t price;
    uint8_t walls; /* bit (1 << AlhSide) set when that side carries a wall */
    uint8_t flags; /* ALH_TILE_... below */
} AlhTileInfo;

#define ALH_TILE_OUTSIDE 1 /* stands outside the walls: never walked through, not counted as reachable */

/* Static data of a tile (NULL for an id that is not a tile): the base game's, or its module's. */
extern const AlhTileInfo alh_tile_table[ALH_NUM_TILES + 1];
const AlhTileInfo *alh_tile_info_slow(int tile); /* the fountain and the modules' tiles, from their modules */
/* The modules' tiles' data by id from ALH_TILE_MODULE_FIRST (generated with the registry). */
extern const AlhTileInfo *const alh_module_tile_infos[];
static inline const AlhTileInfo *alh_tile_info(int tile)
{
    if ((unsigned)(tile - 1) < ALH_NUM_TILES)
        return &alh_tile_table[tile];
    if ((unsigned)(tile - ALH_TILE_MODULE_FIRST) < (unsigned)(ALH_TILE_MAX + 1 - ALH_TILE_MODULE_FIRST))
        return alh_module_tile_infos[tile - ALH_TILE_MODULE_FIRST]; /* a module's piece, read as often as a building */
    return alh_tile_info_slow(tile);
}

/* Money cards are numbered 0..107: currency * 27 + (value - 1) * 3 + copy. */
static inline int alh_card_currency(int card) { return card / 27; }
extern const unsigned char
    alh_card_value_table[ALH_NUM_MONEY_CARDS]; /* the money cards' values, by id (a read, not a division) */
static inline int alh_card_value(int card)
{
    return (unsigned)card < ALH_NUM_MONEY_CARDS ? alh_card_value_table[card] : (card % 27) / 3 + 1;
}
static inline int alh_card_copy(int card) { return card % 3; }
static inline int alh_card_make(int currency, int value, int copy) { return currency * 27 + (value - 1) * 3 + copy; }
static inline bool alh_card_is_money(int card) { return card >= 0 && card < ALH_NUM_MONEY_CARDS; }
/* Any tile that can stand in an Alhambra besides the fountain: buildings and the modules' pieces. */
static inline bool alh_tile_is_piece(int tile)
{
    return (tile >= 1 && tile <= ALH_NUM_TILES) || (tile > ALH_TILE_FOUNTAIN && tile <= ALH_TILE_MAX);
}

/* Set of cards in a hand, one bit per card id: money 0..107, then the modules' cards that can be
 * held (ids below ALH_HAND_CARD_END). alh_cards_sum counts the four currencies only. */
#define ALH_CARDSET_WORDS 4
typedef struct AlhCardSet {
    uint64_t bits[ALH_CARDSET_WORDS];
} AlhCardSet;

/* Whether a card id can be in a hand (money and the modules' cards that are held). */
static inline bool alh_card_fits_hand(int card) { return card >= 0 && card < ALH_HAND_CARD_END; }
static inline bool alh_cards_has(const AlhCardSet *s, int card)
{
    return (unsigned)card < 64 * ALH_CARDSET_WORDS && ((s->bits[card >> 6] >> (card & 63)) & 1u);
}
static inline void alh_cards_add(AlhCardSet *s, int card) { s->bits[card >> 6] |= (uint64_t)1 << (card & 63); }
static inline void alh_cards_remove(AlhCardSet *s, int card) { s->bits[card >> 6] &= ~((uint64_t)1 << (card & 63)); }
static inline int alh_cards_count(const AlhCardSet *s)
{
    int n = 0;
    for (int w = 0; w < ALH_CARDSET_WORDS; w++)
        n += alh_popcount64(s->bits[w]);
    return n;
}
static inline bool alh_cards_empty(const AlhCardSet *s)
{
    uint64_t any = 0;
    for (int w = 0; w < ALH_CARDSET_WORDS; w++)
        any |= s->bits[w];
    return any == 0;
}
/* a & ~b: whether a holds a card b does not. */
static inline bool alh_cards_outside(const AlhCardSet *a, const AlhCardSet *b)
{
    uint64_t any = 0;
    for (int w = 0; w < ALH_CARDSET_WORDS; w++)
        any |= a->bits[w] & ~b->bits[w];
    return any != 0;
}
static inline bool alh_cards_equal(const AlhCardSet *a, const AlhCardSet *b)
{
    uint64_t diff = 0;
    for (int w = 0; w < ALH_CARDSET_WORDS; w++)
        diff |= a->bits[w] ^ b->bits[w];
    return diff == 0;
}
/* The next card of the set at or after `from`, or -1. */
static inline int alh_cards_next(const AlhCardSet *s, int from)
{
    for (int w = from >> 6; from >= 0 && w < ALH_CARDSET_WORDS; w++) {
        uint64_t bits = s->bits[w];
        if (w == from >> 6)
            bits &= ~(uint64_t)0 << (from & 63);
        if (bits)
            return w * 64 + __builtin_ctzll(bits);
    }
    return -1;
}
#define ALH_CARDS_FOREACH(set, card) for (int card = alh_cards_next((set), 0); card >= 0; card = alh_cards_next((set), card + 1))
/* How many cards of the set have ids first .. first + count - 1 (a module's cards in a hand). */
static inline int alh_cards_count_range(const AlhCardSet *s, int first, int count)
{
    int n = 0;
    for (int card = alh_cards_next(s, first); card >= 0 && card < first + count; card = alh_cards_next(s, card + 1))
        n++;
    return n;
}
/* Whether the set holds money cards only (no scoring card, no module's card). */
static inline bool alh_cards_money_only(const AlhCardSet *s)
{
    uint64_t beyond = s->bits[ALH_NUM_MONEY_CARDS / 64] >> (ALH_NUM_MONEY_CARDS % 64);
    for (int w = ALH_NUM_MONEY_CARDS / 64 + 1; w < ALH_CARDSET_WORDS; w++)
        beyond |= s->bits[w];
    return beyond == 0;
}
/* The 27 bits of one currency (value-major, three copies each) out of the 108 money bits. */
static inline uint32_t alh_currency_bits(const AlhCardSet *s, int currency)
{
    int off = currency * 27;
    uint64_t field = s->bits[off >> 6] >> (off & 63);
    if ((off & 63) + 27 > 64)
        field |= s->bits[(off >> 6) + 1] << (64 - (off & 63));
    return (uint32_t)(field & ((1u << 27) - 1));
}

/* The cards first .. first + count - 1 of a set as bits 0 .. count - 1 (count at most 32; a
 * module's own cards, read as one field rather than card by card). */
static inline uint32_t alh_cards_field(const AlhCardSet *s, int first, int count)
{
    uint64_t field = s->bits[first >> 6] >> (first & 63);
    if ((first & 63) + count > 64 && (first >> 6) + 1 < ALH_CARDSET_WORDS)
        field |= s->bits[(first >> 6) + 1] << (64 - (first & 63));
    return (uint32_t)(field & (((uint64_t)1 << count) - 1));
}

/* Sum of the values in a currency's 27 bits, three values (nine bits) at a time by table
 * (alh_chunk_sum[k]: the values 3k + 1 .. 3k + 3 that a chunk's cards hold, summed). */
extern const unsigned char alh_chunk_sum[3][512];
static inline int alh_currency_sum(uint32_t f)
{
    return alh_chunk_sum[0][f & 511] + alh_chunk_sum[1][(f >> 9) & 511] + alh_chunk_sum[2][(f >> 18) & 511];
}

/* Sum of values of that currency; -1: all currencies. */
static inline int alh_cards_sum(const AlhCardSet *s, int currency)
{
    if (currency >= 0)
        return currency < ALH_NUM_CURRENCIES ? alh_currency_sum(alh_currency_bits(s, currency)) : 0;
    int sum = 0;
    for (int c = 0; c < ALH_NUM_CURRENCIES; c++)
        sum += alh_currency_sum(alh_currency_bits(s, c));
    return sum;
}

/* The four currencies' sums at once, as alh_cards_sum gives them one by one (the fields at bits 0, 27,
 * 54 and 81 of the set's first two words read without the general case's tests). */
_Static_assert(ALH_NUM_CURRENCIES == 4 && ALH_CARD_VALUES * ALH_CARD_COPIES == 27, "four currencies of 27 cards");
static inline void alh_cards_sums(const AlhCardSet *s, int out[ALH_NUM_CURRENCIES])
{
    const uint64_t w0 = s->bits[0], w1 = s->bits[1], field = ((uint64_t)1 << 27) - 1;
    out[0] = alh_currency_sum((uint32_t)(w0 & field));
    out[1] = alh_currency_sum((uint32_t)((w0 >> 27) & field));
    out[2] = alh_currency_sum((uint32_t)((w0 >> 54 | w1 << 10) & field));
    out[3] = alh_currency_sum((uint32_t)((w1 >> 17) & field));
}

const char *alh_type_name(int type);          /* "pavilion" ... */
const char *alh_currency_name(int currency);  /* "denar" ... */
const char *alh_currency_short(int currency); /* "den", "dir", "duc", "flo" */
int alh_type_from_name(const char *name);     /* -1 if unknown */
int alh_currency_from_name(const char *name); /* accepts full or short name; -1 if unknown */

/* Currency of market space 0..3 (R3: florin, dirham, denar, ducat); -1 for another number. */
static inline int alh_market_currency(int space)
{
    static const int8_t currencies[ALH_MARKET_SPACES] = {ALH_FLORIN, ALH_DIRHAM, ALH_DENAR, ALH_DUCAT};
    return (space >= 0 && space < ALH_MARKET_SPACES) ? currencies[space] : -1;
}

#endif

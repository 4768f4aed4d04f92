/* SPDX-License-Identifier: MIT */
/* Names of building types, currencies and the market's currencies; tile look-up. */
#include "module.h"

#include <string.h>

extern const AlhTileInfo alh_tile_table[55];

static const AlhTileInfo fountain_info = {ALH_TILE_FOUNTAIN, 0xFF, 0, 0, 0};

const AlhTileInfo *alh_tile_info(int tile)
{
    if (tile >= 1 && tile <= ALH_NUM_TILES)
        return &alh_tile_table[tile];
    if (tile == ALH_TILE_FOUNTAIN)
        return &fountain_info;
    /* A module's tile: its module's table, from the module's first tile id. */
    for (const AlhModuleRange *r = alh_module_tile_ranges; r->module != 0xFF; r++)
        if (tile >= r->first && tile < r->first + r->count)
            return alh_module(r->module)->tiles ? &alh_module(r->module)->tiles[tile - r->first] : NULL;
    return NULL;
}

static const char *const type_names[ALH_NUM_TYPES] = {
    "pavilion", "seraglio", "arcades", "chambers", "garden", "tower",
};
static const char *const currency_names[ALH_NUM_CURRENCIES] = {"denar", "dirham", "ducat", "florin"};
static const char *const currency_shorts[ALH_NUM_CURRENCIES] = {"den", "dir", "duc", "flo"};

/* R3: space 1 florin, space 2 dirham, space 3 denar, space 4 ducat. */
static const uint8_t market_currencies[ALH_MARKET_SPACES] = {ALH_FLORIN, ALH_DIRHAM, ALH_DENAR, ALH_DUCAT};

const char *alh_type_name(int type)
{
    return (type >= 0 && type < ALH_NUM_TYPES) ? type_names[type] : "?";
}

const char *alh_currency_name(int currency)
{
    return (currency >= 0 && currency < ALH_NUM_CURRENCIES) ? currency_names[currency] : "?";
}

const char *alh_currency_short(int currency)
{
    return (currency >= 0 && currency < ALH_NUM_CURRENCIES) ? currency_shorts[currency] : "?";
}

int alh_type_from_name(const char *name)
{
    for (int i = 0; name && i < ALH_NUM_TYPES; i++)
        if (strcmp(name, type_names[i]) == 0)
            return i;
    return -1;
}

int alh_currency_from_name(const char *name)
{
    for (int i = 0; name && i < ALH_NUM_CURRENCIES; i++)
        if (strcmp(name, currency_names[i]) == 0 || strcmp(name, currency_shorts[i]) == 0)
            return i;
    return -1;
}

int alh_market_currency(int space)
{
    return (space >= 0 && space < ALH_MARKET_SPACES) ? market_currencies[space] : -1;
}

/* The 27 bits of one currency (value-major, three copies each) out of the 108-bit set. */
static uint32_t currency_bits(const AlhCardSet *s, int currency)
{
    int off = currency * 27;
    uint64_t field = s->bits[off >> 6] >> (off & 63);
    if ((off & 63) + 27 > 64)
        field |= s->bits[(off >> 6) + 1] << (64 - (off & 63));
    return (uint32_t)(field & ((1u << 27) - 1));
}

extern const unsigned char alh_chunk_count[512], alh_chunk_rank[512];

/* Sum of the values in a currency's 27 bits, three values (nine bits) at a time by table. */
static int currency_sum(uint32_t f)
{
    unsigned c0 = f & 511, c1 = (f >> 9) & 511, c2 = (f >> 18) & 511;
    return alh_chunk_rank[c0] + 3 * alh_chunk_count[c1] + alh_chunk_rank[c1] + 6 * alh_chunk_count[c2] + alh_chunk_rank[c2];
}

int alh_cards_sum(const AlhCardSet *s, int currency)
{
    if (currency >= 0)
        return currency < ALH_NUM_CURRENCIES ? currency_sum(currency_bits(s, currency)) : 0;
    int sum = 0;
    for (int c = 0; c < ALH_NUM_CURRENCIES; c++)
        sum += currency_sum(currency_bits(s, c));
    return sum;
}

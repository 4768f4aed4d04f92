/* SPDX-License-Identifier: MIT */
/* Names of building types, currencies and the market's currencies; tile look-up. */
#include "alhambra/types.h"

#include <string.h>

extern const AlhTileInfo alh_tile_table[55];

static const AlhTileInfo fountain_info = {ALH_TILE_FOUNTAIN, 0xFF, 0, 0};

const AlhTileInfo *alh_tile_info(int tile)
{
    if (tile >= 1 && tile <= ALH_NUM_TILES)
        return &alh_tile_table[tile];
    if (tile == ALH_TILE_FOUNTAIN)
        return &fountain_info;
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

int alh_cards_sum(const AlhCardSet *s, int currency)
{
    int sum = 0;
    for (int w = 0; w < 2; w++) {
        uint64_t bits = s->bits[w];
        while (bits) {
            int card = w * 64 + __builtin_ctzll(bits);
            bits &= bits - 1;
            if (card >= ALH_NUM_MONEY_CARDS)
                continue;
            if (currency < 0 || alh_card_currency(card) == currency)
                sum += alh_card_value(card);
        }
    }
    return sum;
}

/* SPDX-License-Identifier: MIT */
/* Names of building types, currencies and the market's currencies; tile look-up. */
#include "module.h"

#include <string.h>

static const AlhTileInfo fountain_info = {ALH_TILE_FOUNTAIN, 0xFF, 0, 0, 0};

const AlhTileInfo *alh_tile_info_slow(int tile)
{
    if (tile >= 1 && tile <= ALH_NUM_TILES)
        return &alh_tile_table[tile];
    if (tile == ALH_TILE_FOUNTAIN)
        return &fountain_info;
    /* A module's tile: its module's table, from the module's first tile id (asked often by the
     * building rules for the modules' pieces: the registry read inline). */
    if ((unsigned)tile > 255 || alh_module_tile_range[tile] == 0xFF)
        return NULL;
    const AlhModuleRange *r = &alh_module_tile_ranges[alh_module_tile_range[tile]];
    const AlhModule *m = alh_module_at(r->module);
    return m && m->tiles ? &m->tiles[tile - r->first] : NULL;
}

static const char *const type_names[ALH_NUM_TYPES] = {
    "pavilion", "seraglio", "arcades", "chambers", "garden", "tower",
};
static const char *const currency_names[ALH_NUM_CURRENCIES] = {"denar", "dirham", "ducat", "florin"};
static const char *const currency_shorts[ALH_NUM_CURRENCIES] = {"den", "dir", "duc", "flo"};

const char *alh_type_name(int type) { return (type >= 0 && type < ALH_NUM_TYPES) ? type_names[type] : "?"; }

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

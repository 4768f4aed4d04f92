/* SPDX-License-Identifier: MIT */
/* Look-ups into the modules' component tables (generated from the CSV files in data/rules). */
#include "engine_internal.h"

extern const unsigned char alh_camp_bastion_table[ALH_NUM_CAMPS], alh_camp_arrow_table[ALH_NUM_CAMPS];
extern const unsigned char alh_bonus_tile_table[ALH_NUM_BONUS_CARDS];
extern const unsigned char alh_diamond_value_table[ALH_NUM_DIAMONDS];
extern const unsigned char alh_exchange_table[ALH_NUM_EXCHANGE][2];
extern const char *const alh_character_names[ALH_NUM_CHARACTERS];

int alh_camp_bastions(int tile)
{
    return alh_tile_is_camp(tile) ? alh_camp_bastion_table[tile - ALH_TILE_CAMP_FIRST] : 0;
}

int alh_camp_arrows(int tile)
{
    return alh_tile_is_camp(tile) ? alh_camp_arrow_table[tile - ALH_TILE_CAMP_FIRST] : 0;
}

int alh_bonus_card_tile(int card)
{
    return (card >= 0 && card < ALH_NUM_BONUS_CARDS) ? alh_bonus_tile_table[card] : 0;
}

int alh_diamond_value(int card)
{
    return alh_card_is_diamond(card) ? alh_diamond_value_table[card - ALH_CARD_DIAMOND_FIRST] : 0;
}

bool alh_exchange_currencies(int card, int out[2])
{
    if (!alh_card_is_exchange(card))
        return false;
    out[0] = alh_exchange_table[card - ALH_CARD_EXCHANGE_FIRST][0];
    out[1] = alh_exchange_table[card - ALH_CARD_EXCHANGE_FIRST][1];
    return true;
}

const char *alh_character_name(int character)
{
    return (character >= 0 && character < ALH_NUM_CHARACTERS) ? alh_character_names[character] : NULL;
}

int alh_square_count(const AlhGame *g, int player)
{
    int n = 0;
    for (int t = ALH_TILE_SQUARE_FIRST; t < ALH_TILE_SQUARE_FIRST + ALH_NUM_SQUARES; t++) {
        const AlhTilePlace *w = &g->where[t];
        if (w->owner == player && (w->loc == ALH_LOC_ALHAMBRA || w->loc == ALH_LOC_RESERVE || w->loc == ALH_LOC_PENDING))
            n++;
    }
    return n;
}

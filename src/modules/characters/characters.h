/* SPDX-License-Identifier: MIT */
/* Characters: what the module's other parts (persistence, bots, client) may ask of its rules. */
#ifndef ALH_MOD_CHARACTERS_H
#define ALH_MOD_CHARACTERS_H

#include "alhambra/game.h"

/* The characters by number (card ALH_CARD_CHARACTER_FIRST + number). */
enum {
    ALH_CHAR_ENTERTAINER,
    ALH_CHAR_BEGGAR,
    ALH_CHAR_PATRON,
    ALH_CHAR_MISER,
    ALH_CHAR_MASTER_BUILDER,
    ALH_CHAR_TRADER,
    ALH_CHAR_WISE_MAN,
    ALH_CHAR_DANCER,
    ALH_CHAR_MONEYCHANGER,
    ALH_CHAR_CITY_WATCH,
};

/* How a player let a character go: ALH_EV_DECLINE's value, with the character as its card. */
enum {
    ALH_CHAR_DECLINED_PASS,       /* passed in its auction */
    ALH_CHAR_DECLINED_CANNOT_BID, /* passed by the rules: no bid of one currency could beat the highest */
    ALH_CHAR_DECLINED_KEEP,       /* the Entertainer kept, not swapped */
};

/* One row of characters.csv: the name ("entertainer", ...) and how often it acts ("once", "turn",
 * "scoring"). */
typedef struct AlhCharacterRow {
    const char *name, *use;
} AlhCharacterRow;
extern const AlhCharacterRow alh_character_rows[ALH_NUM_CHARACTERS];

static inline bool alh_card_is_character(int card)
{
    return card >= ALH_CARD_CHARACTER_FIRST && card < ALH_CARD_CHARACTER_FIRST + ALH_CARD_CHARACTER_COUNT;
}
/* The name of character 0..9 ("entertainer", ...), NULL otherwise. */
const char *alh_character_name(int character);

#endif

/* SPDX-License-Identifier: MIT */
/*
 * A module's part of persistence: how its commands read and write in the notation, its events as
 * text, its cards' names, and anything it keeps in a save besides its described state fields.
 * Each module's folder holds one (persist.c, named alh_persist_<name>); the build lists them in
 * the order of src/modules/modules.list (alh_persist_registry).
 */
#ifndef ALH_PERSIST_MODULE_PERSIST_H
#define ALH_PERSIST_MODULE_PERSIST_H

#include <jansson.h>
#include <stdbool.h>
#include <stddef.h>

#include "alhambra/game.h"
#include "persist/json_path.h"
#include "persist/notation.h"

/* What one word of a command's notation says, and where it goes in the command. */
typedef enum AlhWordKind {
    ALH_WORD_NONE = 0,
    ALH_WORD_SLOTS,           /* display slots joined by +, "1+3": cmd.slots (bits) */
    ALH_WORD_SPACE,           /* a buying space: the market's 1..4, then the tiles on offer: cmd.space */
    ALH_WORD_CARDS,           /* cards from the hand of the player to move, "den5+den3": cmd.cards */
    ALH_WORD_TILE,            /* a tile id: cmd.tile */
    ALH_WORD_TILE2,           /* a tile id: cmd.tile2 */
    ALH_WORD_SPOT,            /* x,y: cmd.x, cmd.y */
    ALH_WORD_SPOT_OR_RESERVE, /* x,y, or "reserve": cmd.slots = 1 */
    ALH_WORD_NUMBER,          /* 1..form.max: cmd.slots = number - 1 */
    ALH_WORD_COLOUR,          /* a building type's name: cmd.space */
} AlhWordKind;

#define ALH_FORM_WORDS 4
typedef struct AlhNotationForm {
    const char *verb;              /* the command's first word */
    int type;                      /* its AlhCommandType */
    uint8_t words[ALH_FORM_WORDS]; /* AlhWordKind of the words after the verb, ALH_WORD_NONE-ended */
    int max;                       /* ALH_WORD_NUMBER: the highest number */
} AlhNotationForm;

/* A module's cards named by kind and number: prefix "dia" and cards first..first+count-1 are
 * "dia1".."dia<count>". */
typedef struct AlhCardNames {
    const char *prefix;
    int first, count;
} AlhCardNames;

typedef struct AlhModulePersist {
    /* The notation of the module's commands (the base game's forms come first). */
    const AlhNotationForm *forms;
    int form_count;
    /* Placements' option (AlhCommand.option), when the module's placement hooks read one: written
     * as "<option_key>=<option_values[option - 1]>" ("gate=north"). */
    const char *option_key;
    const char *const *option_values;
    int option_count;
    /* The names of the module's cards. */
    const AlhCardNames *cards;
    int card_kinds;
    /* One line for one of the module's events (as alh_event_text). */
    void (*event_text)(const AlhEvent *e, char *buf, size_t size);
    /* Saves: fields flagged ALH_FIELD_OWN_JSON are written and read here, as keys of each player's
     * object (player_keys, NULL-ended) besides the base game's. */
    const char *const *player_keys;
    void (*write_player)(const AlhGame *g, int player, json_t *player_obj);
    bool (*read_player)(const json_t *player_obj, const char *path, AlhGame *g, int player, AlhJsonError *err);
} AlhModulePersist;

extern const AlhModulePersist *const alh_persist_registry[ALH_MOD_COUNT + 1];

/* "P2", or "Dirk" for the neutral player's index: how event lines name players. */
const char *alh_event_who(int player, char *buf, size_t size);

#endif

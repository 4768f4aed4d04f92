/* SPDX-License-Identifier: MIT */
/* Generated sentences from per-language templates with named arguments, plurals and genders. */
#ifndef ALHAMBRA_PHRASE_H
#define ALHAMBRA_PHRASE_H

#include <stddef.h>
#include "app.h"

/*
 * A sentence the program makes (a log line, a hint with numbers, a tooltip) is one template per
 * language in data/lang/<code>.txt, never pieces glued together in C: each language orders the
 * words, agrees them in number and gender, and elides as it needs. Module parts use the same
 * mechanism for their own keys.
 *
 * Placeholders in a template:
 *   {name}            the argument: a text, a number, or a noun (its singular)
 *   {name.form}       a form of a noun argument: "pl" (plural), and any form the language defines,
 *                     such as "a" (with the indefinite article: "a tower", "an arcade", "une tour")
 *                     or "the" ("the tower", "la tour", "l'arcade")
 *   {name#count}      the noun in the number the number argument count asks for ("tower", "towers")
 *   {name?k=text|k=text|other=text}
 *                     text chosen by the argument: for a number its plural category ("one" or
 *                     "other"), or "zero" for 0 when the template has that choice ("holds
 *                     {n?zero=no coins|one=1 coin|other={n} coins}"), for a noun its gender ("m", "f" or "n"), for a text (a player's
 *                     name) "vowel" when it begins with a vowel letter, accented or not (French
 *                     elides: "{who?vowel=d'|other=de }{who}"); "other" (or the last choice) when
 *                     nothing matches. The chosen text may hold placeholders itself.
 *   a trailing ^      capitalises the first letter: {name.the^}
 *
 * Nouns are entries of the language file:  noun.<key> = <gender> | <singular> | <plural>
 * A form F of noun N is, in this order: the entry noun.<N>.<F> (irregular forms, elisions); the
 * language's pattern form.<F>.<gender>, then form.<F>, where {sg} and {pl} stand for the noun's
 * singular and plural ("form.a.f = une {sg}"); else the singular.
 * grammar.plural says which numbers are singular: "1" (English) or "0-1" (French).
 */

typedef enum PhraseKind { PHRASE_TEXT = 0, PHRASE_NUMBER, PHRASE_NOUN } PhraseKind;

typedef struct PhraseArg {
    const char *name;
    int kind;         /* PhraseKind */
    const char *text; /* PHRASE_TEXT: the text; PHRASE_NOUN: the noun's key ("type.tower") */
    int number;       /* PHRASE_NUMBER */
} PhraseArg;

#define PH_TEXT(n, t) ((PhraseArg){(n), PHRASE_TEXT, (t), 0})
#define PH_NUM(n, v) ((PhraseArg){(n), PHRASE_NUMBER, NULL, (v)})
#define PH_NOUN(n, key) ((PhraseArg){(n), PHRASE_NOUN, (key), 0})

/* Fills the template key with args into buf (always terminated); returns buf. */
const char *phrase(AppContext *ctx, char *buf, size_t size, const char *key, const PhraseArg *args, int nargs);
#define PHRASE(ctx, buf, key, ...)                                                                                               \
    phrase((ctx), (buf), sizeof(buf), (key), (const PhraseArg[]){__VA_ARGS__},                                                   \
           (int)(sizeof((const PhraseArg[]){__VA_ARGS__}) / sizeof(PhraseArg)))

/* A form of a noun on its own ("" or NULL: the singular), as a label: "tower", "towers", "la tour". */
const char *phrase_noun(AppContext *ctx, char *buf, size_t size, const char *noun, const char *form);
/* Whether count takes the singular in the current language. */
bool phrase_singular(AppContext *ctx, int count);

/* Noun keys of the game's words, from the engine's names: "type.tower", "currency.denar". */
const char *phrase_type_noun(int type, char *buf, size_t size);
const char *phrase_currency_noun(int currency, char *buf, size_t size);

#endif

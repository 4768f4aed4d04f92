/* SPDX-License-Identifier: MIT */
/* Translations: tr(ctx, "key") from lang/<code>.txt in the data archive. */
#ifndef ALHAMBRA_I18N_H
#define ALHAMBRA_I18N_H

#include "app.h"

/*
 * File format (UTF-8), one entry a line:   key = text
 * Lines starting with # are comments; blank lines are ignored; spaces around '=' are trimmed.
 * In the text, "\n" is a line break and {1}, {2}, ... are filled by trf(). Keys are lower case
 * words joined by dots, prefixed by the screen ("menu.new_game", "table.take_money").
 * A key missing from the chosen language falls back to English, then to the key itself.
 */
bool i18n_init(AppContext *ctx); /* loads settings.language (and English) */
bool i18n_set_language(AppContext *ctx, const char *code);
void i18n_shutdown(AppContext *ctx);

const char *tr(AppContext *ctx, const char *key);
/* tr() with {1}, {2}, ... replaced by the following strings (a NULL ends the list). */
const char *trf(AppContext *ctx, char *buf, size_t size, const char *key, ...);
/* The current language's text for key, without falling back to English (NULL when it has none):
 * for grammar (nouns' forms, plural rules) that must never mix two languages. */
const char *i18n_get(AppContext *ctx, const char *key);
/* Whether the current language defines key (tests check that both files are complete). */
bool i18n_has(AppContext *ctx, const char *key, bool english);
/* Every key of a language table, for the completeness test: calls fn for each. */
void i18n_each_key(AppContext *ctx, bool english, void (*fn)(const char *key, void *user), void *user);

#endif

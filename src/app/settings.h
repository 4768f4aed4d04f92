/* SPDX-License-Identifier: MIT */
/* The player's settings, kept as JSON in the pref folder. */
#ifndef ALHAMBRA_SETTINGS_H
#define ALHAMBRA_SETTINGS_H

#include "app.h"

void settings_defaults(AppSettings *s);
/* The default seats of a new game: one human and `bots` bots (medium), distinct colours. */
void settings_default_game(AppNewGame *g, int seats);
/*
 * Reads <pref>/settings.json into ctx->settings. A missing file gives the defaults; a damaged one
 * gives the defaults and a warning on stderr. Never fails.
 */
void settings_load(AppContext *ctx);
/* Writes the settings atomically (temporary file + rename). A failure is a warning, not fatal. */
bool settings_save(AppContext *ctx);
/* Parses a settings document (for tests); false when it is not JSON (s then holds the defaults). */
bool settings_from_json(const char *text, AppSettings *s);
/* The settings as a JSON document (SDL_free it). */
char *settings_to_json(const AppSettings *s);
/* Writes data to path through a temporary file and a rename, so a crash never leaves half a file. */
bool app_write_file_atomic(const char *path, const void *data, size_t size);

#endif

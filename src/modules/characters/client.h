/* SPDX-License-Identifier: MIT */
/* Characters in the client: what the module's client files share. */
#ifndef ALH_MOD_CHARACTERS_CLIENT_H
#define ALH_MOD_CHARACTERS_CLIENT_H

#include <stddef.h>
#include "alhambra/game.h"
#include "app.h"

/* The translated name of character 0..9 (the engine's name when no translation is there). */
const char *character_display_name(AppContext *ctx, int character);
/* The characters player owns, joined by commas ("" for none). */
void characters_owned_words(AppContext *ctx, const AlhGame *g, int player, char *out, size_t size);

#endif

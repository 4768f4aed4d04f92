/* SPDX-License-Identifier: MIT */
/* Characters in the bots: what the module's tests may ask of its bot part. */
#ifndef ALH_MOD_CHARACTERS_BOT_H
#define ALH_MOD_CHARACTERS_BOT_H

#include "bot_internal.h"

/* What owning character 0..9 is worth to player now (points), as bids and the term use it. */
double bot_character_worth(BotEvalCtx *ctx, int player, int character);

#endif

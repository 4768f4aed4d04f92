/* SPDX-License-Identifier: MIT */
/* The 2-player rules in the bots: Dirk is part of the base evaluation (its majorities count him);
 * nothing of the module's own to value. */
#include "bot_module.h"

const AlhModuleBot alh_bot_two_player = {
    .no_term_because = "Dirk takes part in the base evaluation's majorities (BotEvalCtx.dirk)",
};

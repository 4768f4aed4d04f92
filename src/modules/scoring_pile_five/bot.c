/* SPDX-License-Identifier: MIT */
/* The scoring-pile-five option in the bots: nothing of its own to value. */
#include "bot_module.h"

const AlhModuleBot alh_bot_scoring_pile_five = {
    .no_term_because = "it only moves the second scoring card; the bots' guesses at the draw pile put it in pile 5 "
                       "(alh_view_determinize reads alh_scoring_card_pile)",
};

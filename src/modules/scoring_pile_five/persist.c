/* SPDX-License-Identifier: MIT */
/* The scoring-pile-five option in the notation: no command, event or card of its own (a save names
 * the module; a deck dealt in on load puts the card in pile 5 through alh_scoring_card_pile). */
#include "persist/module_persist.h"

const AlhModulePersist alh_persist_scoring_pile_five = {0};

/* SPDX-License-Identifier: MIT */
/* The 2-player rules in the notation: "dirk 17" gives a tile just bought to Dirk. */
#include "persist/module_persist.h"

static const AlhNotationForm forms[] = {
    {"dirk", ALH_CMD_GIVE_DIRK, {ALH_WORD_TILE}, 0},
};

const AlhModulePersist alh_persist_two_player = {
    .forms = forms,
    .form_count = 1,
};

/* SPDX-License-Identifier: MIT */
/* Module "bonus-cards" (work in progress). */
#include "module.h"

const AlhModule alh_module_bonus_cards = {
    .name = "bonus-cards",
};

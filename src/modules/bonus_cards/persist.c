/* SPDX-License-Identifier: MIT */
/* Bonus cards in the notation ("bonus 3": lay bonus card 3) and the log. */
#include "persist/module_persist.h"

#include <stdio.h>

static const AlhNotationForm forms[] = {
    {"bonus", ALH_CMD_PLAY_BONUS, {ALH_WORD_NUMBER}, ALH_NUM_BONUS_CARDS},
};

static void event_text(const AlhEvent *e, char *buf, size_t size)
{
    char p[8];
    alh_event_who(e->player, p, sizeof p);
    if (e->type == ALH_EV_BONUS_PLAYED)
        snprintf(buf, size, "%s played bonus card %d for tile %d", p, e->card + 1, e->tile);
    else
        snprintf(buf, size, "%s took back bonus card %d (tile %d left)", p, e->card + 1, e->tile);
}

const AlhModulePersist alh_persist_bonus_cards = {
    .forms = forms,
    .form_count = 1,
    .event_text = event_text,
};

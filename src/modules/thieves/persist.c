/* SPDX-License-Identifier: MIT */
/* Thieves in the notation ("thief 2": a thief takes the money card of display slot 2) and the log. */
#include "persist/module_persist.h"
#include "persist/notation.h"

#include <stdio.h>

static const AlhNotationForm forms[] = {
    {"thief", ALH_CMD_THIEF, {ALH_WORD_SLOTS}, 0},
};

static void event_text(const AlhEvent *e, char *buf, size_t size)
{
    char p[8], card[16];
    alh_event_who(e->player, p, sizeof p);
    if (e->type == ALH_EV_THIEF_ASK) {
        snprintf(buf, size, "%s may play a thief", p);
        return;
    }
    alh_card_text(e->card, false, card, sizeof card);
    snprintf(buf, size, "%s played a thief: took %s from slot %d", p, card, e->slot + 1);
}

const AlhModulePersist alh_persist_thieves = {
    .forms = forms,
    .form_count = 1,
    .event_text = event_text,
};

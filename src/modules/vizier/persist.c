/* SPDX-License-Identifier: MIT */
/* The vizier in the notation ("vizier 2 den5+den3 1,-1" or "... reserve", "wake-vizier") and the log. */
#include "persist/module_persist.h"

#include <stdio.h>

static const AlhNotationForm forms[] = {
    {"vizier", ALH_CMD_VIZIER_BUY, {ALH_WORD_SPACE, ALH_WORD_CARDS, ALH_WORD_SPOT_OR_RESERVE}, 0},
    {"wake-vizier", ALH_CMD_WAKE_VIZIER, {0}, 0},
};

static void event_text(const AlhEvent *e, char *buf, size_t size)
{
    char p[8];
    alh_event_who(e->player, p, sizeof p);
    switch (e->type) {
    case ALH_EV_VIZIER_ASK: snprintf(buf, size, "%s may use the vizier", p); break;
    case ALH_EV_VIZIER_USED:
        snprintf(buf, size, "%s used the vizier: bought %d space %d paid %d", p, e->tile, e->slot + 1, e->value);
        break;
    default: snprintf(buf, size, "%s woke the vizier", p); break;
    }
}

const AlhModulePersist alh_persist_vizier = {
    .forms = forms,
    .form_count = 2,
    .event_text = event_text,
};

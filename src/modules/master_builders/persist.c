/* SPDX-License-Identifier: MIT */
/* Master builders in the notation ("builder mb5": the card played for a redesign) and the log;
 * the cards are "mb1".."mb16", four a currency in the currencies' order (mb1-4 denars, mb5-8
 * dirhams, mb9-12 ducats, mb13-16 florins). */
#include "persist/module_persist.h"

#include <stdio.h>

static const AlhNotationForm forms[] = {
    {"builder", ALH_CMD_USE_BUILDER, {ALH_WORD_CARDS}, 0},
};

static const AlhCardNames cards[] = {{"mb", ALH_CARD_MASTER_BUILDER_FIRST, ALH_CARD_MASTER_BUILDER_COUNT}};

static void event_text(const AlhEvent *e, char *buf, size_t size)
{
    char p[8];
    alh_event_who(e->player, p, sizeof p);
    snprintf(buf, size, "%s played master builder mb%d for one more redesign", p, e->card - ALH_CARD_MASTER_BUILDER_FIRST + 1);
}

const AlhModulePersist alh_persist_master_builders = {
    .forms = forms,
    .form_count = 1,
    .cards = cards,
    .card_kinds = 1,
    .event_text = event_text,
};

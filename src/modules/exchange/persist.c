/* SPDX-License-Identifier: MIT */
/* Exchange cards are named "exch1".."exch6"; their use is said in the log. */
#include "persist/module_persist.h"

#include <stdio.h>

static const AlhCardNames cards[] = {{"exch", ALH_CARD_EXCHANGE_FIRST, ALH_CARD_EXCHANGE_COUNT}};

static void event_text(const AlhEvent *e, char *buf, size_t size)
{
    char p[8], card[16];
    alh_event_who(e->player, p, sizeof p);
    snprintf(buf, size, "%s used exchange card %s", p, alh_card_text(e->card, false, card, sizeof card));
}

const AlhModulePersist alh_persist_exchange = {
    .cards = cards,
    .card_kinds = 1,
    .event_text = event_text,
};

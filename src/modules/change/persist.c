/* SPDX-License-Identifier: MIT */
/* Change in the log and the notation: the coins are cards "coin1".."coin24", six a currency in the
 * currencies' order (coin1-6 denars, coin7-12 dirhams, coin13-18 ducats, coin19-24 florins, as
 * coins.csv says); a coin pays in a purchase like a money card ("buy 2 den5+coin3"). */
#include "persist/module_persist.h"
#include "change/change.h"

#include <stdio.h>

static const AlhCardNames cards[] = {{"coin", ALH_CARD_COIN_FIRST, ALH_CARD_COIN_COUNT}};

static void event_text(const AlhEvent *e, char *buf, size_t size)
{
    char p[8], card[16];
    alh_event_who(e->player, p, sizeof p);
    if (e->type == ALH_EV_BAG_EMPTY) {
        snprintf(buf, size, "the bag of coins is empty: %s gets %d coin%s less change", p, e->value, e->value == 1 ? "" : "s");
        return;
    }
    alh_card_text(e->card, false, card, sizeof card);
    int cur = alh_coin_currency(e->card);
    snprintf(buf, size, "%s drew change from the bag (paid %d too much): %s, a %s coin", p, e->value, card,
             alh_currency_name(cur < 0 ? 0 : cur));
}

const AlhModulePersist alh_persist_change = {
    .cards = cards,
    .card_kinds = 1,
    .event_text = event_text,
};

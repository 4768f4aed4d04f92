/* SPDX-License-Identifier: MIT */
/* Bazaars in the notation and the log. A bazaar is bought with the base game's "buy": its buying
 * space is 5 and on (the row beside the market, after the tiles other modules offer before it).
 * While it waits beside the market it is saved as a tile in the "supply" list, [tile, place, 0]. */
#include "persist/module_persist.h"

#include <stdio.h>
#include "bazaars/bazaars.h"

static void event_text(const AlhEvent *e, char *buf, size_t size)
{
    char p[8];
    switch (e->type) {
    case ALH_EV_BAZAAR_OFFERED:
        snprintf(buf, size, "bazaar %d (%s) laid beside the market, place %d", e->tile,
                 alh_currency_name(alh_bazaar_currency(e->tile)), e->slot + 1);
        break;
    case ALH_EV_BAZAAR_SCORED:
        alh_event_who(e->player, p, sizeof p);
        snprintf(buf, size, "%s's bazaar %d at %d,%d scores %d (%d neighbours)", p, e->tile, e->x, e->y, e->value, e->slot);
        break;
    default: snprintf(buf, size, "bazaars event %d", e->type); break;
    }
}

const AlhModulePersist alh_persist_bazaars = {
    .event_text = event_text,
};

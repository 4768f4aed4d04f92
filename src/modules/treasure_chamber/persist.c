/* SPDX-License-Identifier: MIT */
/* The treasure chamber in the notation ("chests 2 den3+dir5": room 2 bought with those cards) and in
 * the log. */
#include "persist/module_persist.h"
#include "treasure_chamber/treasure_chamber.h"

#include <stdio.h>

static const AlhNotationForm forms[] = {
    {"chests", ALH_CMD_BUY_CHESTS, {ALH_WORD_NUMBER, ALH_WORD_CARDS}, ALH_CHAMBER_ROOMS},
};

static void event_text(const AlhEvent *e, char *buf, size_t size)
{
    char p[8];
    alh_event_who(e->player, p, sizeof p);
    const char *colour = alh_type_name(e->slot);
    switch (e->type) {
    case ALH_EV_CHESTS_BOUGHT: snprintf(buf, size, "%s bought the chests of room %d for %d", p, e->slot + 1, e->value); break;
    case ALH_EV_CHEST_PLACED: snprintf(buf, size, "%s put a %s chest on %d", p, colour ? colour : "?", e->tile); break;
    case ALH_EV_CHEST_TO_BAG: snprintf(buf, size, "a %s chest went back to the bag", colour ? colour : "?"); break;
    case ALH_EV_CHEST_LOST:
        snprintf(buf, size, "%s's %s chest on %d went back to the bag", p, colour ? colour : "?", e->tile);
        break;
    default:
        if (e->value < 0) {
            snprintf(buf, size, "room %d stays empty: the bag is nearly empty", e->slot + 1);
        } else {
            const char *c[ALH_CHAMBER_ROOM_SIZE];
            for (int k = 0; k < ALH_CHAMBER_ROOM_SIZE; k++) {
                c[k] = alh_type_name((e->value >> (3 * k)) & 7);
                if (!c[k])
                    c[k] = "?";
            }
            snprintf(buf, size, "room %d refilled: %s, %s, %s, %s", e->slot + 1, c[0], c[1], c[2], c[3]);
        }
        break;
    }
}

const AlhModulePersist alh_persist_treasure_chamber = {
    .forms = forms,
    .form_count = 1,
    .event_text = event_text,
};

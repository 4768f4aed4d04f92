/* SPDX-License-Identifier: MIT */
/* Invaders in the log: the invasion cards that come up, each player's loss, the scouts. No
 * command of its own (a scout is taken by a purchase) and no cards in hands. */
#include "persist/module_persist.h"
#include "invaders/invaders.h"

#include <stdio.h>

static const char *side_name(int side)
{
    static const char *const names[4] = {"north", "east", "south", "west"};
    return side >= 0 && side < 4 ? names[side] : "?";
}

static void event_text(const AlhEvent *e, char *buf, size_t size)
{
    char p[8];
    alh_event_who(e->player, p, sizeof p);
    switch (e->type) {
    case ALH_EV_INVASION:
        snprintf(buf, size, "invasion after scoring %d: attack from the %s", e->round, side_name(e->value));
        break;
    case ALH_EV_INVASION_LOSS:
        if (e->round == 3)
            snprintf(buf, size, "%s lost %d to the invasion (%d open sides facing it, %d beside)", p, e->value, e->x, e->y);
        else
            snprintf(buf, size, "%s lost %d to the invasion (%d open sides facing it)", p, e->value, e->x);
        break;
    case ALH_EV_SCOUT_TAKEN:
        snprintf(buf, size, "%s took the %s scout and looked at the next invasion card", p, alh_type_name(e->value));
        break;
    default: {
        size_t len = (size_t)snprintf(buf, size, "scouts turned up:");
        for (int t = 0; t < ALH_NUM_TYPES && len < size; t++)
            if ((e->value >> t) & 1)
                len += (size_t)snprintf(buf + len, size - len, " %s", alh_type_name(t));
    }
    }
}

const AlhModulePersist alh_persist_invaders = {
    .event_text = event_text,
};

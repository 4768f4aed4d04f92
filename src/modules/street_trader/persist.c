/* SPDX-License-Identifier: MIT */
/* The street trader in the notation and the log: "citizen-keep garden" (the setup's secret choice,
 * one citizen at a time), "citizen-house" (the citizen of the building's colour moves in),
 * "citizen-swap tower" (that citizen goes back to the supply), "citizen-recruit pavilion" (one
 * taken from the supply), "citizen-stay" (neither), "trader 1,-1" (the trader put back). */
#include "persist/module_persist.h"

#include <stdio.h>

static const AlhNotationForm forms[] = {
    {"citizen-keep", ALH_CMD_CITIZEN_KEEP, {ALH_WORD_COLOUR}, 0},
    {"citizen-house", ALH_CMD_CITIZEN_HOUSE, {0}, 0},
    {"citizen-swap", ALH_CMD_CITIZEN_SWAP, {ALH_WORD_COLOUR}, 0},
    {"citizen-recruit", ALH_CMD_CITIZEN_RECRUIT, {ALH_WORD_COLOUR}, 0},
    {"citizen-stay", ALH_CMD_CITIZEN_STAY, {0}, 0},
    {"trader", ALH_CMD_TRADER_PLACE, {ALH_WORD_SPOT}, 0},
};

static const char *colour(int c) { return c >= 0 && c < ALH_NUM_TYPES ? alh_type_name(c) : "?"; }

static void event_text(const AlhEvent *e, char *buf, size_t size)
{
    char p[8];
    alh_event_who(e->player, p, sizeof p);
    switch (e->type) {
    case ALH_EV_CITIZENS_KEPT: snprintf(buf, size, "%s chose three citizens for the trader", p); break;
    case ALH_EV_CITIZEN_HOUSED: snprintf(buf, size, "%s moved a %s citizen into tile %d", p, colour(e->value), e->tile); break;
    case ALH_EV_CITIZEN_SWAPPED: snprintf(buf, size, "%s gave a %s citizen back to the supply", p, colour(e->value)); break;
    case ALH_EV_CITIZEN_RECRUITED: snprintf(buf, size, "%s took a %s citizen from the supply", p, colour(e->value)); break;
    case ALH_EV_CITIZEN_LEFT:
        snprintf(buf, size, "the %s citizen of %s's tile %d went back to the supply", colour(e->value), p, e->tile);
        break;
    case ALH_EV_TRADER_ASIDE: snprintf(buf, size, "%s's trader made way for tile %d at %d,%d", p, e->tile, e->x, e->y); break;
    default: snprintf(buf, size, "%s put the trader at %d,%d", p, e->x, e->y); break;
    }
}

const AlhModulePersist alh_persist_street_trader = {
    .forms = forms,
    .form_count = sizeof forms / sizeof forms[0],
    .event_text = event_text,
};

/* SPDX-License-Identifier: MIT */
/* City walls in the notation ("wall 3 17": wall card 3 built on tile 17; tile 55 is one's own
 * fountain), in the log, and the cards' names (wall1..wall8). */
#include "persist/module_persist.h"
#include "city_walls/city_walls.h"

#include <stdio.h>

static const AlhNotationForm forms[] = {
    {"wall", ALH_CMD_BUILD_WALL, {ALH_WORD_NUMBER, ALH_WORD_TILE}, ALH_CARD_WALL_COUNT},
};

static const AlhCardNames cards[] = {{"wall", ALH_CARD_WALL_FIRST, ALH_CARD_WALL_COUNT}};

static void sides_text(int sides, char *buf, size_t size)
{
    static const char *const names[4] = {"north", "east", "south", "west"};
    size_t len = 0;
    buf[0] = '\0';
    for (int s = 0; s < 4; s++)
        if ((sides >> s) & 1) {
            int n = snprintf(buf + len, size - len, "%s%s", len ? "+" : "", names[s]);
            if (n < 0 || (size_t)n >= size - len)
                return;
            len += (size_t)n;
        }
}

static void event_text(const AlhEvent *e, char *buf, size_t size)
{
    char p[8], card[16], sides[32];
    alh_event_who(e->player, p, sizeof p);
    alh_card_text(e->card, false, card, sizeof card);
    if (e->type == ALH_EV_WALL_CARD_UP) {
        snprintf(buf, size, "city-wall card %s turned up beside the board", card);
        return;
    }
    sides_text(e->value, sides, sizeof sides);
    if (e->tile == ALH_TILE_FOUNTAIN)
        snprintf(buf, size, "%s built the wall of %s on the %s of the fountain", p, card, sides);
    else
        snprintf(buf, size, "%s built the wall of %s on the %s of %d", p, card, sides, e->tile);
}

const AlhModulePersist alh_persist_city_walls = {
    .forms = forms,
    .form_count = 1,
    .cards = cards,
    .card_kinds = 1,
    .event_text = event_text,
};

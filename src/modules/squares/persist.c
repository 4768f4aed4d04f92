/* SPDX-License-Identifier: MIT */
/* Squares in the notation ("square garden": take the face-up square of that colour) and the log. */
#include "persist/module_persist.h"

#include <stdio.h>

static const AlhNotationForm forms[] = {
    {"square", ALH_CMD_TAKE_SQUARE, {ALH_WORD_COLOUR}, 0},
};

static void event_text(const AlhEvent *e, char *buf, size_t size)
{
    char p[8];
    alh_event_who(e->player, p, sizeof p);
    if (e->type == ALH_EV_SQUARE_TAKEN)
        snprintf(buf, size, "%s took square %d (%s)", p, e->tile, alh_type_name(e->slot));
    else
        snprintf(buf, size, "square %d revealed on the %s pile", e->tile, alh_type_name(e->slot));
}

const AlhModulePersist alh_persist_squares = {
    .forms = forms,
    .form_count = 1,
    .event_text = event_text,
};

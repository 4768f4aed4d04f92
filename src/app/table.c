/* SPDX-License-Identifier: MIT */
/* One table on the screen: a running match and how it is looked at, as one value. */
#include "table.h"

#include <stdlib.h>
#include "table_dialogs.h"
#include "table_module_actions.h"

Table *table_create(Match *m)
{
    if (!m)
        return NULL;
    Table *t = calloc(1, sizeof *t);
    if (t)
        t->mods = table_mod_state_create();
    if (!t || !t->mods) {
        free(t);
        match_destroy(m);
        return NULL;
    }
    t->match = m;
    m->anim.hold_scorings = true; /* on a table, every scoring waits for a click (table_scoring.c) */
    t->in.view_player = -1;
    t->tip_shown = -1;
    table_reset_view(t);
    return t;
}

void table_destroy(Table *t)
{
    if (!t)
        return;
    match_destroy(t->match);
    table_mod_state_destroy(t->mods);
    free(t);
}

void table_reset_view(Table *t)
{
    table_input_reset(&t->in);
    t->in.view_player = -1;
    t->tip_shown = -1;
    t->in.zoom = 1.0f;
    t->in.pan_x = t->in.pan_y = 0;
    table_mod_reset(t->mods);
    t->hint[0] = '\0';
}

bool table_modal_open(const Table *t) { return t->dialog != TABLE_DIALOG_NONE || t->match->seats_unknown || t->in.show_scoring; }

/* SPDX-License-Identifier: MIT */
/* The invaders' open variant in the client: the invaders' part (invaders/client.c: its panel's
 * section shows the next card face up, the invasion after each scoring), standing aside when the
 * invaders module is on too (that module's part then draws it all). */
#include "client_module.h"
#include "table_input.h"
#include "invaders/client.h"

static bool alone(const AlhGame *g) { return !alh_module_on(g, ALH_MOD_INVADERS); }

static int moment_height(const struct TableFrame *f, int round, int w)
{
    return alone(&f->m->game) ? alh_invaders_client_moment_height(f, round, w) : 0;
}

static int scoring_loss(const Match *m, int round, int player)
{
    return alone(&m->game) ? alh_invaders_client_scoring_loss(m, round, player) : 0;
}

const AlhModuleClient alh_client_invaders_open = {
    .log_event = alh_invaders_client_log,
    .panel_height = alh_invaders_client_panel_height,
    .panel_draw = alh_invaders_client_panel_draw,
    .panel_order = 0,
    .panel_shown = alone,
    .scoring_moment_height = moment_height,
    .scoring_moment_draw = alh_invaders_client_moment_draw,
    .scoring_loss = scoring_loss,
};

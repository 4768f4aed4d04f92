/* SPDX-License-Identifier: MIT */
/*
 * The invaders' open variant (rulebook 002: "The current invasion card is turned face up. The
 * scouts are not used."; 000 adds: "Après chaque décompte, retirez la carte Invasion utilisée et
 * révélez-en une nouvelle."). A module of its own, so that a game's modules say which rules it
 * plays (saves, replays, the new-game screen, --modules) with nothing else to carry: it runs the
 * invaders' rules (src/modules/invaders/rules.c, which read alh_invaders_open()) on a state of the
 * same shape (g->mod.invaders_open). On alone it runs them itself; with the invaders module on too,
 * that module runs them on its own state and these hooks stand aside (this state stays empty), so
 * that each runs once.
 */
#include "module.h"
#include "invaders/invaders.h"
#include "invaders/rules_shared.h"

#include <stddef.h>

static bool runs(const AlhGame *g) { return !alh_module_on(g, ALH_MOD_INVADERS); }

static void open_setup(AlhGame *g, AlhEvents *ev)
{
    if (runs(g))
        alh_invaders_setup(g, ev);
}

static void open_settle(AlhGame *g, int round, AlhScoreDetail *out, AlhEvents *ev)
{
    if (runs(g))
        alh_invaders_settle(g, round, out, ev);
}

static void open_after_scoring(AlhGame *g, int round, AlhEvents *ev)
{
    if (runs(g))
        alh_invaders_after_scoring(g, round, ev);
}

static bool open_validate(const AlhGame *g, char *msg, size_t size) { return !runs(g) || alh_invaders_validate(g, msg, size); }

static void open_hide(AlhGame *v, int viewer)
{
    if (runs(v))
        alh_invaders_hide(v, viewer);
}

static void open_determinize(AlhGame *g, int viewer, AlhRng *rng)
{
    if (runs(g))
        alh_invaders_determinize(g, viewer, rng);
}

const AlhModule alh_module_invaders_open = {
    .state_offset = offsetof(AlhModState, invaders_open),
    .fields = alh_invaders_fields,
    .field_count = ALH_INVADERS_FIELD_COUNT,
    .setup = open_setup,
    .settle_scoring = open_settle,
    .after_scoring = open_after_scoring,
    .validate = open_validate,
    .hide = open_hide,
    .determinize = open_determinize,
};

/* SPDX-License-Identifier: MIT */
/* Helpers for the tests of the modules' bot parts (each module's test file, and test_module_eval.c). */
#ifndef ALH_BOTS_MODULE_TEST_H
#define ALH_BOTS_MODULE_TEST_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include "bot_module.h"

/* Every module a player chooses, as bits (the modules' ids are below 64). */
static inline uint64_t bt_optional_modules(void) { return alh_modules_optional().bits[0]; }

/* A position reached by `steps` random commands from a fresh game with these modules. */
static inline void bt_position(AlhGame *g, int players, uint64_t modules, uint64_t seed, int steps)
{
    AlhSetup setup = {.num_players = players, .seed = seed, .modules = alh_modset_from_bits(modules)};
    assert_int_equal(alh_new_game(g, &setup, NULL), ALH_OK);
    AlhRng rng;
    alh_rng_seed(&rng, seed * 7919 + 1, 3);
    for (int i = 0; i < steps && g->phase != ALH_PHASE_OVER; i++) {
        AlhCommand c;
        if (alh_random_policy(g, &rng, &c) != ALH_OK || alh_apply(g, &c, NULL) != ALH_OK)
            break;
    }
}

static inline bool bt_has_pending(const AlhGame *g)
{
    for (int t = 1; t <= ALH_TILE_MAX; t++)
        if (alh_tile_is_piece(t) && g->where[t].loc == ALH_LOC_PENDING)
            return true;
    return false;
}

/* The evaluation context as the bots work it out for g. */
static inline void bt_prepared(BotEvalCtx *ctx, const AlhGame *g)
{
    bot_eval_init(ctx, g);
    bot_modules_prepare(ctx, bot_default_params());
}

#endif

/* SPDX-License-Identifier: MIT */
/* Helpers the bot tests share: reaching varied positions by random play. */
#ifndef ALH_BOTS_TEST_UTIL_H
#define ALH_BOTS_TEST_UTIL_H

#include "alhambra/bot.h"

/* A position reached from a fresh game by `steps` random commands (fewer if the game ends). */
static inline void bots_test_position_modules(AlhGame *g, int players, uint64_t seed, int steps, uint64_t modules)
{
    AlhSetup setup = {.num_players = players, .seed = seed, .modules = alh_modset_from_bits(modules)};
    alh_new_game(g, &setup, NULL);
    AlhRng rng;
    alh_rng_seed(&rng, seed * 7919 + 1, 3);
    for (int i = 0; i < steps && g->phase != ALH_PHASE_OVER; i++) {
        AlhCommand c;
        if (alh_random_policy(g, &rng, &c) != ALH_OK || alh_apply(g, &c, NULL) != ALH_OK)
            break;
    }
}

static inline void bots_test_position(AlhGame *g, int players, uint64_t seed, int steps)
{
    bots_test_position_modules(g, players, seed, steps, 0);
}

#endif

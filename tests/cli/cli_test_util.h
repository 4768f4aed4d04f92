/* SPDX-License-Identifier: MIT */
/* Shared by the persist tests: random games to get varied states, and small file helpers. */
#ifndef ALH_CLI_TEST_UTIL_H
#define ALH_CLI_TEST_UTIL_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alhambra/bot.h"

/* Starts a game and lets the random policy play `commands` commands (or to the end when < 0).
 * Returns how many were played. */
static inline int play_random(AlhGame *g, int players, uint64_t seed, int commands)
{
    AlhSetup setup = {.num_players = players, .seed = seed, .modules = alh_modset_none()};
    assert_int_equal(alh_new_game(g, &setup, NULL), ALH_OK);
    AlhRng rng;
    alh_rng_seed(&rng, seed, 99);
    int n = 0;
    while (g->phase != ALH_PHASE_OVER && (commands < 0 || n < commands)) {
        AlhCommand cmd;
        assert_int_equal(alh_random_policy(g, &rng, &cmd), ALH_OK);
        assert_int_equal(alh_apply(g, &cmd, NULL), ALH_OK);
        n++;
        assert_true(n < 20000);
    }
    return n;
}

/* Reads a whole file of the test data; fails the test if it cannot. */
static inline char *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        fail_msg("cannot open %s", path);
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = malloc((size_t)n + 1);
    assert_non_null(buf);
    assert_int_equal(fread(buf, 1, (size_t)n, f), (size_t)n);
    buf[n] = '\0';
    fclose(f);
    if (len)
        *len = (size_t)n;
    return buf;
}

#endif

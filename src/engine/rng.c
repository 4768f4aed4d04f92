/* SPDX-License-Identifier: MIT */
/* A small permuted congruential generator (PCG XSH-RR, 64-bit state, 32-bit output); the drawing
 * itself is inline in alhambra/game.h. */
#include "alhambra/game.h"

void alh_rng_seed(AlhRng *rng, uint64_t seed, uint64_t stream)
{
    rng->state = 0;
    rng->inc = (stream << 1) | 1u;
    (void)alh_rng_next(rng);
    rng->state += seed;
    (void)alh_rng_next(rng);
}

/* 2^64 / d rounded up (0 for d = 1: the remainder by 1 is 0 anyway; entry 0 is never used). The
 * inner test keeps a division by 0 out of the unused branch, which clang warns of even there. */
#define MAGIC(d) ((d) ? UINT64_C(0xFFFFFFFFFFFFFFFF) / ((d) ? (d) : 1) + 1 : 0)
#define MAGIC4(d) MAGIC(d), MAGIC((d) + 1), MAGIC((d) + 2), MAGIC((d) + 3)
#define MAGIC16(d) MAGIC4(d), MAGIC4((d) + 4), MAGIC4((d) + 8), MAGIC4((d) + 12)
#define MAGIC64(d) MAGIC16(d), MAGIC16((d) + 16), MAGIC16((d) + 32), MAGIC16((d) + 48)

const uint64_t alh_rng_mod_magic[ALH_RNG_FAST_BOUND + 1] = {
    MAGIC64(0), MAGIC64(64), MAGIC64(128), MAGIC64(192), MAGIC(256),
};

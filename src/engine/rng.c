/* SPDX-License-Identifier: MIT */
/* A small permuted congruential generator (PCG XSH-RR, 64-bit state, 32-bit output). */
#include "alhambra/game.h"

void alh_rng_seed(AlhRng *rng, uint64_t seed, uint64_t stream)
{
    rng->state = 0;
    rng->inc = (stream << 1) | 1u;
    (void)alh_rng_next(rng);
    rng->state += seed;
    (void)alh_rng_next(rng);
}

uint32_t alh_rng_next(AlhRng *rng)
{
    uint64_t old = rng->state;
    rng->state = old * 6364136223846793005ULL + rng->inc;
    uint32_t xorshifted = (uint32_t)(((old >> 18) ^ old) >> 27);
    uint32_t rot = (uint32_t)(old >> 59);
    return (xorshifted >> rot) | (xorshifted << ((-rot) & 31));
}

/* Rejection sampling so every value is equally likely. */
uint32_t alh_rng_below(AlhRng *rng, uint32_t bound)
{
    if (bound <= 1)
        return 0;
    uint32_t threshold = (uint32_t)(-bound) % bound;
    for (;;) {
        uint32_t r = alh_rng_next(rng);
        if (r >= threshold)
            return r % bound;
    }
}

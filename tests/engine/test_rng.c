/* SPDX-License-Identifier: MIT */
/* The generator: the division-free remainder and the inline drawing give exactly what the plain
 * definition gives, so that every seed still deals and plays the same games. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "alhambra/game.h"

/* The definition as first written: threshold, rejection, then the remainder by division. */
static uint32_t reference_below(AlhRng *rng, uint32_t bound)
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

static void test_remainder_is_exact(void **state)
{
    (void)state;
    uint64_t x = 0x9e3779b97f4a7c15ULL;
    for (uint32_t bound = 1; bound <= 300; bound++) {
        uint32_t edges[] = {0,
                            1,
                            bound - 1,
                            bound,
                            bound + 1,
                            2 * bound - 1,
                            0x7FFFFFFFu,
                            0x80000000u,
                            0xFFFFFFFFu,
                            0xFFFFFFFFu - bound,
                            (0xFFFFFFFFu / bound) * bound,
                            (0xFFFFFFFFu / bound) * bound - 1};
        for (size_t i = 0; i < sizeof edges / sizeof edges[0]; i++)
            assert_int_equal(alh_rng_mod(edges[i], bound), edges[i] % bound);
        for (int k = 0; k < 2000; k++) {
            x = x * 6364136223846793005ULL + 1442695040888963407ULL;
            uint32_t r = (uint32_t)(x >> 32);
            assert_int_equal(alh_rng_mod(r, bound), r % bound);
        }
    }
}

static void test_below_draws_as_defined(void **state)
{
    (void)state;
    AlhRng a, b;
    alh_rng_seed(&a, 12345, 678);
    alh_rng_seed(&b, 12345, 678);
    for (uint32_t bound = 0; bound <= 1000; bound++)
        for (int k = 0; k < 200; k++)
            assert_int_equal(alh_rng_below(&a, bound), reference_below(&b, bound));
    /* Huge bounds reject often: the rejections must match too. */
    uint32_t huge[] = {0x80000001u, 0xC0000000u, 0xFFFFFFFFu, 0x7FFFFFFFu, 3000000000u};
    for (size_t i = 0; i < sizeof huge / sizeof huge[0]; i++)
        for (int k = 0; k < 2000; k++)
            assert_int_equal(alh_rng_below(&a, huge[i]), reference_below(&b, huge[i]));
    assert_true(a.state == b.state);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_remainder_is_exact),
        cmocka_unit_test(test_below_draws_as_defined),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

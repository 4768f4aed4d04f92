/* SPDX-License-Identifier: MIT */
/* The tournament command: refuses bad input with a clear exit code, and plays a small tournament. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include "../../src/cli/tournament.h"

static int run(int argc, char **argv) { return alh_cli_tournament(argc, argv); }

static void test_bad_input(void **state)
{
    (void)state;
    char *no_bots[] = {"tournament", "--games", "4"};
    assert_int_equal(run(3, no_bots), 2);
    char *unknown[] = {"tournament", "--bots", "easy,grandmaster"};
    assert_int_equal(run(3, unknown), 2);
    char *one[] = {"tournament", "--bots", "easy"};
    assert_int_equal(run(3, one), 2);
    char *seven[] = {"tournament", "--bots", "easy,easy,easy,easy,easy,easy,easy"};
    assert_int_equal(run(3, seven), 2);
    char *games[] = {"tournament", "--bots", "easy,easy", "--games", "-3"};
    assert_int_equal(run(5, games), 2);
    char *threads[] = {"tournament", "--bots", "easy,easy", "--threads", "zero"};
    assert_int_equal(run(5, threads), 2);
    char *option[] = {"tournament", "--bots", "easy,easy", "--fast"};
    assert_int_equal(run(4, option), 2);
    char *missing[] = {"tournament", "--bots"};
    assert_int_equal(run(2, missing), 2);
}

static void test_small_tournament(void **state)
{
    (void)state;
    char *args[] = {"tournament", "--bots", "easy,random,medium", "--games", "6", "--seed", "3", "--threads", "2", "--quiet"};
    assert_int_equal(run(10, args), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_bad_input),
        cmocka_unit_test(test_small_tournament),
    };
    return cmocka_run_group_tests_name("bots-tournament", tests, NULL, NULL);
}

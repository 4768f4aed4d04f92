/* SPDX-License-Identifier: MIT */
/* The tournament's --modules option: bad lists are refused with exit code 2; module games run. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include "../../src/cli/tournament.h"

static void test_bad_module_lists(void **state)
{
    (void)state;
    char *unknown[] = {"tournament", "--bots", "easy,easy", "--modules", "squares,dragons"};
    assert_int_equal(alh_cli_tournament(5, unknown), 2);
    char *dirk[] = {"tournament", "--bots", "easy,easy", "--modules", "two-player"};
    assert_int_equal(alh_cli_tournament(5, dirk), 2);
    char *empty[] = {"tournament", "--bots", "easy,easy", "--modules", ""};
    assert_int_equal(alh_cli_tournament(5, empty), 2);
    char *missing[] = {"tournament", "--bots", "easy,easy", "--modules"};
    assert_int_equal(alh_cli_tournament(4, missing), 2);
}

static void test_module_tournaments(void **state)
{
    (void)state;
    char *all[] = {"tournament", "--bots", "easy,random,medium", "--games", "3",      "--seed", "5",
                   "--threads",  "1",      "--modules",          "all",     "--quiet"};
    assert_int_equal(alh_cli_tournament(12, all), 0);
    char *some[] = {"tournament",
                    "--bots",
                    "medium,easy",
                    "--games",
                    "2",
                    "--seed",
                    "6",
                    "--threads",
                    "1",
                    "--modules",
                    "squares,camps,characters",
                    "--quiet"};
    assert_int_equal(alh_cli_tournament(12, some), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_bad_module_lists),
        cmocka_unit_test(test_module_tournaments),
    };
    return cmocka_run_group_tests_name("bots-tournament-modules", tests, NULL, NULL);
}

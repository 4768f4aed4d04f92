/* SPDX-License-Identifier: MIT */
/* Placeholder until the bots issue lands: says clearly that tournaments are not built yet. */
#include "tournament.h"

#include <stdio.h>

int alh_cli_tournament(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    fprintf(stderr, "alhambra-cli: tournaments are not available in this build yet\n");
    return 2;
}

/* SPDX-License-Identifier: MIT */
/* `alhambra-cli tournament`: bots against bots, seats rotated, win rates with confidence intervals. */
#ifndef ALH_CLI_TOURNAMENT_H
#define ALH_CLI_TOURNAMENT_H

int alh_cli_tournament(int argc, char **argv);

#endif

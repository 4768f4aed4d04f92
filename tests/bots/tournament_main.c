/* SPDX-License-Identifier: MIT */
/* Stand-alone `bots-tournament` for benchmarks: the same code as `alhambra-cli tournament`. */
#include "../../src/cli/tournament.h"

int main(int argc, char **argv) { return alh_cli_tournament(argc, argv); }

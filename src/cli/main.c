/* SPDX-License-Identifier: MIT */
/* alhambra-cli: the game over stdin/stdout for scripts and other programs, plus batch subcommands. */
#include "cli.h"
#include "tournament.h"
#include "persist/safe_text.h"

#include <stdio.h>
#include <string.h>

#ifndef ALH_VERSION
#define ALH_VERSION "unknown"
#endif

static void print_help(FILE *f)
{
    fprintf(f, "usage: alhambra-cli                      read requests on stdin, answer on stdout (docs/protocol.md)\n"
               "       alhambra-cli selfplay --games N --players P --seed S [--modules a,b] [--check] [--json] [--profile]\n"
               "       alhambra-cli record --players P --seed S --out FILE [--modules a,b]\n"
               "       alhambra-cli replay FILE [--verify] [--final-state]\n"
               "       alhambra-cli tournament ...       bots against bots (see 'alhambra-cli tournament --help')\n"
               "       alhambra-cli modules [--json]     the modules a game may use (names for --modules)\n"
               "       alhambra-cli --help | --version\n"
               "Type 'help' in the protocol for its requests.\n");
}

int main(int argc, char **argv)
{
    if (argc < 2)
        return alh_cli_protocol(stdin, stdout);
    const char *cmd = argv[1];
    if (strcmp(cmd, "--help") == 0 || strcmp(cmd, "-h") == 0 || strcmp(cmd, "help") == 0) {
        print_help(stdout);
        return ALH_CLI_OK;
    }
    if (strcmp(cmd, "--version") == 0) {
        printf("alhambra-cli %s\n", ALH_VERSION);
        return ALH_CLI_OK;
    }
    if (strcmp(cmd, "selfplay") == 0)
        return alh_cli_selfplay(argc - 1, argv + 1);
    if (strcmp(cmd, "record") == 0)
        return alh_cli_record(argc - 1, argv + 1);
    if (strcmp(cmd, "replay") == 0)
        return alh_cli_replay(argc - 1, argv + 1);
    if (strcmp(cmd, "modules") == 0)
        return alh_cli_modules(argc - 1, argv + 1);
    if (strcmp(cmd, "tournament") == 0)
        return alh_cli_tournament(argc - 1, argv + 1);
    alh_fprintf_escaped(stderr, "alhambra-cli: unknown command '%s'", cmd);
    fputc('\n', stderr);
    print_help(stderr);
    return ALH_CLI_USAGE;
}

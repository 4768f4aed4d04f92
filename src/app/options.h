/* SPDX-License-Identifier: MIT */
/* Command-line options of the desktop client. */
#ifndef ALHAMBRA_OPTIONS_H
#define ALHAMBRA_OPTIONS_H

#include "app.h"

typedef struct AppOptions {
    bool help, version;
    bool has_seed;
    uint64_t seed;
    int players; /* 0: not given */
    int bot_count;
    int bot_levels[APP_MAX_SEATS]; /* --bots: levels of the last seats */
    int moves;                     /* --moves K: random legal moves played first */
    const char *screenshot;        /* --screenshot FILE */
    AppScreen shot_screen;         /* --screen menu|table|newgame|settings|howto|load|pass|results|pieces */
    bool play_to_scoring;          /* --screen scoring: the table at the next scoring */
    int width, height;             /* --size WxH */
    bool fullscreen, table_mode;
    const char *replay;   /* --replay FILE */
    const char *data;     /* --data PATH */
    int benchmark_frames; /* --benchmark-frames N */
    AlhModuleSet modules; /* --modules LIST: names, groups, all or none */
    bool start_game;      /* seats/seed/moves given: go straight to the table */
} AppOptions;

/* Parses argv; on an error writes a message into err and returns false. */
bool options_parse(int argc, char **argv, AppOptions *o, char *err, size_t err_size);
void options_print_help(const char *argv0);
/* The new game the options describe (seats, bots, seed). */
void options_new_game(const AppOptions *o, AppNewGame *g);
/* Parses a module list: names or groups separated by commas ("expansion-1"), "all" or "none". */
bool options_parse_modules(const char *list, AlhModuleSet *out, char *err, size_t err_size);

#endif

/* SPDX-License-Identifier: MIT */
/* Command-line options of the desktop client. */
#include "options.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "settings.h"

void options_print_help(const char *argv0)
{
    printf("Usage: %s [OPTION]...\n"
           "Alhambra: build the finest palace, hot-seat for 2 to 6 players, with computer opponents.\n\n"
           "  --help               show this help and exit\n"
           "  --version            show the version and exit\n"
           "  --players N          start a game at once with N seats (2-6), humans by default\n"
           "  --bots LIST          the last seats are bots of these levels, e.g. easy,medium\n"
           "                       (levels: easy, medium, hard, expert)\n"
           "  --seed S             seed of the game (a number), for a game that can be replayed\n"
           "  --moves K            play K random legal moves first\n"
           "  --modules LIST       modules of the game: names, groups (expansion-1), all or none\n"
           "                       (the names are listed below)\n"
           "  --replay FILE        watch a recorded game\n"
           "  --fullscreen         start in fullscreen (F11 or Alt+Enter toggles it)\n"
           "  --table-mode         a screen shared around a real table: no curtain, hands public\n"
           "  --data PATH          use this data archive (default: next to the program or installed)\n"
           "  --screenshot FILE    render one frame into a PNG file and exit\n"
           "  --screen NAME        what --screenshot shows: table (default), menu, newgame,\n"
           "                       settings, howto, load, pass, results, pieces (every piece),\n"
           "                       modules (the module browser),\n"
           "                       scoring (the table at the next scoring, after --moves)\n"
           "  --size WxH           size of the screenshot (default 1920x1080)\n"
           "  --benchmark-frames N draw N frames of a busy table, print frame times and exit\n\n"
           "Settings and saves live in $XDG_DATA_HOME/alhambra (usually ~/.local/share/alhambra).\n\n"
           "Modules (--modules), from the modules' registry:\n",
           argv0);
    AlhModuleSet optional = alh_modules_optional();
    for (int id = 0; id < ALH_MOD_COUNT; id++)
        if (alh_modset_has(&optional, id))
            printf("  %-20s %-12s %s\n", alh_module_name(id), alh_group_name(alh_module_info(id)->group),
                   alh_module_info(id)->summary);
}

static bool parse_int(const char *s, long lo, long hi, long *out)
{
    char *end = NULL;
    errno = 0;
    long v = strtol(s, &end, 10);
    if (errno || !end || *end || end == s || v < lo || v > hi)
        return false;
    *out = v;
    return true;
}

static bool parse_bots(const char *list, AppOptions *o, char *err, size_t err_size)
{
    char buf[256];
    SDL_strlcpy(buf, list, sizeof buf);
    o->bot_count = 0;
    char *save = NULL;
    for (char *tok = SDL_strtokr(buf, ",", &save); tok; tok = SDL_strtokr(NULL, ",", &save)) {
        int level = alh_bot_level_from_name(tok);
        if (level < ALH_BOT_EASY || level > ALH_BOT_EXPERT) {
            SDL_snprintf(err, err_size, "unknown bot level '%s' (use easy, medium, hard or expert)", tok);
            return false;
        }
        if (o->bot_count >= APP_MAX_SEATS) {
            SDL_snprintf(err, err_size, "too many bots (at most %d seats)", APP_MAX_SEATS);
            return false;
        }
        o->bot_levels[o->bot_count++] = level;
    }
    if (o->bot_count == 0) {
        SDL_snprintf(err, err_size, "--bots needs a list of levels, e.g. easy,medium");
        return false;
    }
    return true;
}

bool options_parse_modules(const char *list, AlhModuleSet *out, char *err, size_t err_size)
{
    AlhModuleSet mods;
    if (!alh_modules_parse(list, &mods, err, err_size))
        return false;
    AlhModuleSet optional = alh_modules_optional();
    for (int id = 0; id < ALH_MOD_COUNT; id++)
        if (alh_modset_has(&mods, id) && !alh_modset_has(&optional, id)) {
            SDL_snprintf(err, err_size, "the %s module is not chosen: it goes with the number of seats by itself",
                         alh_module_name(id));
            return false;
        }
    *out = mods;
    return true;
}

static AppScreen screen_from_name(const char *n)
{
    static const struct {
        const char *name;
        AppScreen s;
    } map[] = {
        {"table", SCREEN_TABLE},       {"menu", SCREEN_MENU},       {"newgame", SCREEN_NEW_GAME}, {"settings", SCREEN_SETTINGS},
        {"howto", SCREEN_HOW_TO_PLAY}, {"load", SCREEN_LOAD},       {"pass", SCREEN_PASS},        {"results", SCREEN_RESULTS},
        {"pieces", SCREEN_PIECES},     {"modules", SCREEN_MODULES},
    };
    for (size_t i = 0; i < sizeof map / sizeof map[0]; i++)
        if (strcmp(map[i].name, n) == 0)
            return map[i].s;
    return SCREEN_NONE;
}

bool options_parse(int argc, char **argv, AppOptions *o, char *err, size_t err_size)
{
    memset(o, 0, sizeof *o);
    o->width = 1920;
    o->height = 1080;
    o->shot_screen = SCREEN_TABLE;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
#define NEED_VALUE()                                                                                                             \
    do {                                                                                                                         \
        if (!v) {                                                                                                                \
            SDL_snprintf(err, err_size, "%s needs a value", a);                                                                  \
            return false;                                                                                                        \
        }                                                                                                                        \
        i++;                                                                                                                     \
    } while (0)
        long n = 0;
        if (!strcmp(a, "--help") || !strcmp(a, "-h"))
            o->help = true;
        else if (!strcmp(a, "--version"))
            o->version = true;
        else if (!strcmp(a, "--fullscreen"))
            o->fullscreen = true;
        else if (!strcmp(a, "--table-mode"))
            o->table_mode = true;
        else if (!strcmp(a, "--seed")) {
            NEED_VALUE();
            char *end = NULL;
            errno = 0;
            unsigned long long s = strtoull(v, &end, 0);
            if (errno || !end || *end || end == v || v[0] == '-') {
                SDL_snprintf(err, err_size, "--seed needs a non-negative number, not '%s'", v);
                return false;
            }
            o->seed = s;
            o->has_seed = true;
            o->start_game = true;
        } else if (!strcmp(a, "--players")) {
            NEED_VALUE();
            if (!parse_int(v, ALH_MIN_PLAYERS, ALH_MAX_PLAYERS, &n)) {
                SDL_snprintf(err, err_size, "--players needs a number from 2 to 6, not '%s'", v);
                return false;
            }
            o->players = (int)n;
            o->start_game = true;
        } else if (!strcmp(a, "--bots")) {
            NEED_VALUE();
            if (!parse_bots(v, o, err, err_size))
                return false;
            o->start_game = true;
        } else if (!strcmp(a, "--moves")) {
            NEED_VALUE();
            if (!parse_int(v, 0, 100000, &n)) {
                SDL_snprintf(err, err_size, "--moves needs a number of moves, not '%s'", v);
                return false;
            }
            o->moves = (int)n;
            o->start_game = true;
        } else if (!strcmp(a, "--modules")) {
            NEED_VALUE();
            if (!options_parse_modules(v, &o->modules, err, err_size))
                return false;
            o->start_game = true;
        } else if (!strcmp(a, "--screenshot")) {
            NEED_VALUE();
            o->screenshot = v;
        } else if (!strcmp(a, "--screen")) {
            NEED_VALUE();
            /* "scoring": the table, played on to the next scoring, which waits there for its click */
            o->play_to_scoring = strcmp(v, "scoring") == 0;
            o->shot_screen = o->play_to_scoring ? SCREEN_TABLE : screen_from_name(v);
            if (o->shot_screen == SCREEN_NONE) {
                SDL_snprintf(
                    err, err_size,
                    "unknown screen '%s' (table, menu, newgame, settings, howto, load, pass, results, pieces, modules, scoring)",
                    v);
                return false;
            }
        } else if (!strcmp(a, "--size")) {
            NEED_VALUE();
            int w = 0, h = 0;
            char extra = 0;
            if (sscanf(v, "%dx%d%c", &w, &h, &extra) != 2 || w < 320 || h < 240 || w > 7680 || h > 4320) {
                SDL_snprintf(err, err_size, "--size needs WIDTHxHEIGHT between 320x240 and 7680x4320, not '%s'", v);
                return false;
            }
            o->width = w;
            o->height = h;
        } else if (!strcmp(a, "--replay")) {
            NEED_VALUE();
            o->replay = v;
        } else if (!strcmp(a, "--data")) {
            NEED_VALUE();
            o->data = v;
        } else if (!strcmp(a, "--benchmark-frames")) {
            NEED_VALUE();
            if (!parse_int(v, 1, 1000000, &n)) {
                SDL_snprintf(err, err_size, "--benchmark-frames needs a positive number, not '%s'", v);
                return false;
            }
            o->benchmark_frames = (int)n;
        } else {
            SDL_snprintf(err, err_size, "unknown option '%s' (see --help)", a);
            return false;
        }
#undef NEED_VALUE
    }
    int seats = o->players ? o->players : (o->bot_count ? o->bot_count + 1 : 0);
    if (o->bot_count > 0 && seats > 0 && o->bot_count > seats) {
        SDL_snprintf(err, err_size, "%d bots do not fit in %d seats", o->bot_count, seats);
        return false;
    }
    if (seats == 1) {
        SDL_snprintf(err, err_size, "a game needs at least 2 seats");
        return false;
    }
    return true;
}

void options_new_game(const AppOptions *o, AppNewGame *g)
{
    int seats = o->players ? o->players : (o->bot_count ? o->bot_count + 1 : 2);
    if (seats < ALH_MIN_PLAYERS)
        seats = ALH_MIN_PLAYERS;
    settings_default_game(g, seats);
    for (int i = 0; i < seats; i++) {
        int from_end = seats - 1 - i; /* the last seats are the bots */
        g->seats[i].is_bot = from_end < o->bot_count;
        if (g->seats[i].is_bot)
            g->seats[i].bot_level = o->bot_levels[o->bot_count - 1 - from_end];
    }
    g->has_seed = o->has_seed;
    g->seed = o->seed;
    g->modules = o->modules;
}

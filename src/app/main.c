/* SPDX-License-Identifier: MIT */
/* Entry point of the desktop client: options, then the menu, a game, a screenshot or a benchmark. */
#include <stdio.h>
#include <time.h>
#include "app_internal.h"
#include "options.h"

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

int main(int argc, char **argv)
{
    double start = now_seconds();
    AppOptions opt;
    char err[512];
    if (!options_parse(argc, argv, &opt, err, sizeof err)) {
        fprintf(stderr, "alhambra: %s\n", err);
        return 2;
    }
    if (opt.help) {
        options_print_help(argv[0]);
        return 0;
    }
    if (opt.version) {
        printf("alhambra %s\n", ALHAMBRA_VERSION);
        return 0;
    }
    bool shot = opt.screenshot != NULL;
    if (shot) {
        /* a picture needs no display and no sound */
        SDL_setenv("SDL_VIDEODRIVER", "dummy", 0);
        SDL_setenv("SDL_AUDIODRIVER", "dummy", 0);
    }
    AppInit init = {
        .argv0 = argv[0],
        .data_path = opt.data,
        .headless = shot,
        .software = shot,
        .fullscreen = opt.fullscreen,
        .table_mode = opt.table_mode,
        .benchmark = opt.benchmark_frames > 0,
        .no_pref = shot || opt.benchmark_frames > 0,
        .width = shot                       ? opt.width
                 : opt.benchmark_frames > 0 ? opt.width
                                            : 0,
        .height = shot                       ? opt.height
                  : opt.benchmark_frames > 0 ? opt.height
                                             : 0,
    };
    static AppContext ctx; /* large (widget tables): keep it off the stack */
    if (app_init(&ctx, &init) != 0)
        return 1;

    int rc = 0;
    ctx.no_curtain = (shot && opt.shot_screen != SCREEN_PASS) || opt.benchmark_frames > 0;
    bool want_table = opt.start_game || opt.benchmark_frames > 0 || (shot && opt.shot_screen == SCREEN_TABLE) ||
                      (shot && opt.shot_screen == SCREEN_PASS) || (shot && opt.shot_screen == SCREEN_RESULTS);
    /* a picture of the screens that set a game up shows the setup (--modules ...), not a game */
    bool shot_setup = shot && (opt.shot_screen == SCREEN_MODULES || opt.shot_screen == SCREEN_NEW_GAME);
    if (shot_setup)
        want_table = false;
    if (opt.replay) {
        if (!match_load_replay(&ctx, opt.replay)) {
            fprintf(stderr, "alhambra: cannot play the replay %s\n", opt.replay);
            app_shutdown(&ctx);
            return 1;
        }
        app_set_screen(&ctx, SCREEN_TABLE);
    } else if (want_table) {
        AppNewGame g;
        options_new_game(&opt, &g);
        if (opt.benchmark_frames > 0 && !opt.players && !opt.bot_count) {
            /* the busiest table: six seats well into the game */
            opt.players = 6;
            options_new_game(&opt, &g);
        }
        if (shot && !g.has_seed) {
            g.has_seed = true;
            g.seed = 1;
        } /* pictures are reproducible */
        if (!app_start_new_game(&ctx, &g)) {
            fprintf(stderr, "alhambra: cannot start the game\n");
            app_shutdown(&ctx);
            return 1;
        }
        int moves = opt.moves;
        if (opt.benchmark_frames > 0 && moves == 0)
            moves = 120;
        if (moves > 0)
            match_play_random_moves(&ctx, moves, g.has_seed ? g.seed : 1);
        if (opt.play_to_scoring)
            match_play_to_scoring(&ctx, g.has_seed ? g.seed : 1);
    }
    if (shot_setup && !opt.replay) {
        options_new_game(&opt, &ctx.settings.last_game);
        ctx.new_game = ctx.settings.last_game;
    }
    if (shot && opt.shot_screen == SCREEN_PASS && ctx.pending_screen != SCREEN_PASS)
        screen_pass_show(&ctx, ctx.settings.last_game.seats[0].name, app_player_colour(ctx.settings.last_game.seats[0].colour));

    if (shot) {
        rc = app_render_to_png(&ctx, opt.shot_screen, opt.width, opt.height, opt.screenshot) ? 0 : 1;
    } else if (opt.benchmark_frames > 0) {
        if (opt.shot_screen != SCREEN_TABLE)
            app_set_screen(&ctx, opt.shot_screen); /* --screen NAME */
        rc = app_benchmark(&ctx, opt.benchmark_frames, start);
    } else {
        rc = app_run(&ctx);
    }
    app_shutdown(&ctx);
    return rc;
}

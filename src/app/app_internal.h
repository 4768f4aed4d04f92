/* SPDX-License-Identifier: MIT */
/* The client's start-up and loop, as main.c, the benchmark and the tests drive them. */
#ifndef ALHAMBRA_APP_INTERNAL_H
#define ALHAMBRA_APP_INTERNAL_H

#include "app.h"

#ifndef ALHAMBRA_VERSION
#define ALHAMBRA_VERSION "0.0.0"
#endif
#ifndef ALHAMBRA_APP_ID
#define ALHAMBRA_APP_ID "io.github.alhambra_digital.Alhambra"
#endif

typedef struct AppInit {
    const char *argv0;
    const char *data_path; /* --data, or NULL */
    bool headless;         /* hidden window, no message boxes, fixed cosmetic seed */
    bool software;         /* software renderer (deterministic pixels) */
    bool fullscreen;
    bool table_mode;
    bool benchmark;    /* no vsync */
    bool no_pref;      /* neither read nor write the player's folder (screenshots, benchmarks) */
    int width, height; /* window size; 0 = from the screen */
} AppInit;

/* 0 on success; 1 after telling the player why not (stderr, and a message box unless headless). */
int app_init(AppContext *ctx, const AppInit *init);
void app_shutdown(AppContext *ctx);
/* The interactive loop until the player quits. */
int app_run(AppContext *ctx);
/* One whole frame (input from injected steps only): what the tests call. */
void app_step(AppContext *ctx, double dt);
/* Draws the current screen (switching first if asked). */
void app_draw_frame(AppContext *ctx, double dt);
/* Renders `screen` at w x h into a PNG file (path NULL: drawn only, for tests reading the frame). */
bool app_render_to_png(AppContext *ctx, AppScreen screen, int w, int h, const char *path);
/* Gives empty seat names their translated defaults. */
void app_fill_seat_names(AppContext *ctx, AppNewGame *g);
/* After a change of language: default seat names ("Player 2") in the new language, everywhere. */
void app_translate_default_names(AppContext *ctx);
/* Starts the game g (names filled), remembers its seats, and shows the table. */
bool app_start_new_game(AppContext *ctx, AppNewGame *g);
/* --benchmark-frames */
int app_benchmark(AppContext *ctx, int frames, double start_seconds);

#endif

/* SPDX-License-Identifier: MIT */
/* Stand-in for the table screen while its sources are absent: says so instead of failing to link. */
#include "app_internal.h"
#include "backdrop.h"
#include "i18n.h"
#include "ui.h"

static int started; /* a match "exists" so that the menu flow can be exercised */

void screen_table_enter(AppContext *ctx) { (void)ctx; }

void screen_table_frame(AppContext *ctx, double dt)
{
    (void)dt;
    SDL_Rect area = backdrop_draw(ctx);
    SDL_Rect panel = {ctx->width / 2 - app_px(ctx, 500), ctx->height / 2 - app_px(ctx, 150), app_px(ctx, 1000), app_px(ctx, 300)};
    ui_panel(ctx, panel);
    ui_label(ctx, paint_inset(panel, app_px(ctx, 40)), tr(ctx, "notable.message"), FONT_BOLD, app_px(ctx, 32), PAL_INK,
             TEXT_CENTER | TEXT_MIDDLE);
    if (backdrop_back_button(ctx, area, "table.back"))
        app_set_screen(ctx, SCREEN_MENU);
}

void screen_results_frame(AppContext *ctx, double dt) { screen_table_frame(ctx, dt); }
void screen_pieces_frame(AppContext *ctx, double dt) { screen_table_frame(ctx, dt); }

bool match_start(AppContext *ctx, const AppNewGame *setup)
{
    (void)ctx;
    started = setup->num_seats;
    return true;
}

bool match_load(AppContext *ctx, const char *path)
{
    (void)ctx;
    (void)path;
    return false;
}
bool match_load_replay(AppContext *ctx, const char *path)
{
    (void)ctx;
    (void)path;
    return false;
}
void match_play_random_moves(AppContext *ctx, int moves, uint64_t seed)
{
    (void)ctx;
    (void)moves;
    (void)seed;
}
bool match_save(AppContext *ctx, const char *path)
{
    (void)ctx;
    (void)path;
    return false;
}
void match_end(AppContext *ctx)
{
    ctx->table = NULL;
    started = 0;
}

/* SPDX-License-Identifier: MIT */
/* The main menu: new game, continue, load, settings, how to play, quit. */
#include "app_internal.h"
#include "backdrop.h"
#include "i18n.h"
#include "ui.h"

static void continue_game(AppContext *ctx)
{
    char path[APP_PATH_MAX];
    if (match_load(ctx, app_autosave_path(ctx, path)))
        app_set_screen(ctx, SCREEN_TABLE);
    else
        app_show_message(ctx, tr(ctx, "menu.continue_failed"));
}

void screen_menu_frame(AppContext *ctx, double dt)
{
    (void)dt;
    SDL_Rect area = backdrop_draw(ctx);
    int cx = ctx->width / 2;
    SDL_Rect logo = {cx - app_px(ctx, 560), area.y + app_px(ctx, 40), app_px(ctx, 1120), app_px(ctx, 250)};
    backdrop_logo(ctx, logo);
    text_draw(ctx, FONT_UI, app_px(ctx, 28), cx, logo.y + logo.h + app_px(ctx, 6), PAL_MUTED, TEXT_CENTER | TEXT_TOP,
              tr(ctx, "menu.tagline"));

    int bw = app_px(ctx, 460), bh = app_px(ctx, 72), gap = app_px(ctx, 18);
    int count = 6;
    int panel_h = count * bh + (count - 1) * gap + app_px(ctx, 80);
    SDL_Rect panel = {cx - bw / 2 - app_px(ctx, 50), logo.y + logo.h + app_px(ctx, 80), bw + app_px(ctx, 100), panel_h};
    ui_panel(ctx, panel);
    int y = panel.y + app_px(ctx, 40);
    bool has_save = app_has_autosave(ctx);
    SDL_Rect b = {cx - bw / 2, y, bw, bh};
    if (ui_button(ctx, "menu.new_game", b, tr(ctx, "menu.new_game"), UI_PRIMARY))
        app_set_screen(ctx, SCREEN_NEW_GAME);
    b.y += bh + gap;
    if (ui_button(ctx, "menu.continue", b, tr(ctx, "menu.continue"), has_save ? UI_SECONDARY : UI_SECONDARY | UI_DISABLED))
        continue_game(ctx);
    b.y += bh + gap;
    if (ui_button(ctx, "menu.load", b, tr(ctx, "menu.load"), UI_SECONDARY))
        app_set_screen(ctx, SCREEN_LOAD);
    b.y += bh + gap;
    if (ui_button(ctx, "menu.settings", b, tr(ctx, "menu.settings"), UI_SECONDARY))
        app_set_screen(ctx, SCREEN_SETTINGS);
    b.y += bh + gap;
    if (ui_button(ctx, "menu.how_to_play", b, tr(ctx, "menu.how_to_play"), UI_SECONDARY))
        app_set_screen(ctx, SCREEN_HOW_TO_PLAY);
    b.y += bh + gap;
    if (ui_button(ctx, "menu.quit", b, tr(ctx, "menu.quit"), UI_GHOST) || ui_key_pressed(ctx, SDLK_ESCAPE))
        ctx->quit = true;

    if (ctx->message[0]) {
        int mw = app_px(ctx, 900);
        SDL_Rect note = {cx - mw / 2, panel.y + panel.h + app_px(ctx, 24), mw, app_px(ctx, 64)};
        if (note.y + note.h > area.y + area.h - app_px(ctx, 10))
            note.y = area.y + area.h - note.h - app_px(ctx, 10);
        paint_round_rect(ctx->renderer, paint_frect(note), (float)app_px(ctx, 14), paint_alpha(PAL_TERRA_DARK, 230));
        ui_label(ctx, paint_inset(note, app_px(ctx, 12)), ctx->message, FONT_BOLD, app_px(ctx, 24), PAL_PARCHMENT,
                 TEXT_CENTER | TEXT_MIDDLE);
        if (ctx->in.mouse_pressed)
            ctx->message[0] = 0;
    }
    char version[64];
    text_draw(ctx, FONT_UI, app_px(ctx, 20), area.x + area.w - app_px(ctx, 24), area.y + area.h - app_px(ctx, 18),
              paint_alpha(PAL_MUTED, 200), TEXT_RIGHT | TEXT_BOTTOM,
              trf(ctx, version, sizeof version, "menu.version", ALHAMBRA_VERSION, NULL));
}

/* SPDX-License-Identifier: MIT */
/* Settings: fullscreen, language, effects and music volumes, animation speed, prices on built tiles,
 * the summary since one's last turn. */
#include "app_internal.h"
#include "audio.h"
#include "backdrop.h"
#include "i18n.h"
#include "settings.h"
#include "text.h"
#include "ui.h"

static void row_label(AppContext *ctx, int x, int y, int h, const char *text)
{
    text_draw(ctx, FONT_BOLD, app_px(ctx, 28), x, y + h / 2, PAL_INK, TEXT_LEFT | TEXT_MIDDLE, text);
}

#define SETTINGS_ROWS 8 /* fullscreen, language, sounds, music, animations, prices, since your turn, tips */

void screen_settings_frame(AppContext *ctx, double dt)
{
    (void)dt;
    AppSettings *st = &ctx->settings;
    SDL_Rect area = backdrop_draw(ctx);
    int top = backdrop_title(ctx, tr(ctx, "settings.title"), area.y + app_px(ctx, 30));
    int pw = app_px(ctx, 1000);
    /* The panel as tall as its rows (the last one once lay below it), the rows closer together
     * where the window is short. */
    int rh = app_px(ctx, 64), gap = app_px(ctx, 24), head = app_px(ctx, 50), foot = app_px(ctx, 50);
    int room = area.y + area.h - app_px(ctx, 130) - (top + app_px(ctx, 20));
    if (head + SETTINGS_ROWS * (rh + gap) + foot > room) {
        gap = (room - head - foot) / SETTINGS_ROWS - rh;
        if (gap < app_px(ctx, 6)) {
            gap = app_px(ctx, 6);
            rh = (room - head - foot) / SETTINGS_ROWS - gap;
        }
    }
    SDL_Rect panel = {ctx->width / 2 - pw / 2, top + app_px(ctx, 20), pw, head + SETTINGS_ROWS * (rh + gap) - gap + foot};
    ui_panel(ctx, panel);
    ui_hit(ctx, "settings.panel", panel, false); /* where it lies, for the layout tests */
    int pad = app_px(ctx, 60);
    int lx = panel.x + pad, cx = panel.x + app_px(ctx, 480), cw = panel.x + panel.w - pad - cx;
    int y = panel.y + head;
    bool changed = false;

    row_label(ctx, lx, y, rh, tr(ctx, "settings.fullscreen"));
    bool fs = ctx->window ? (SDL_GetWindowFlags(ctx->window) & SDL_WINDOW_FULLSCREEN_DESKTOP) != 0 : st->fullscreen;
    bool want = fs;
    if (ui_toggle(ctx, "settings.fullscreen", (SDL_Rect){cx, y, cw, rh}, NULL, &want)) {
        if (ctx->window && !ctx->headless)
            app_toggle_fullscreen(ctx);
        else
            st->fullscreen = want;
        changed = true;
    }
    int label_w = 0;
    text_measure(ctx, FONT_BOLD, app_px(ctx, 28), tr(ctx, "settings.fullscreen"), &label_w, NULL);
    text_draw(ctx, FONT_UI, app_px(ctx, 22), lx + label_w + app_px(ctx, 12), y + rh / 2, PAL_MUTED, TEXT_LEFT | TEXT_MIDDLE,
              tr(ctx, "settings.fullscreen_keys"));
    y += rh + gap;

    row_label(ctx, lx, y, rh, tr(ctx, "settings.language"));
    const char *languages[2] = {"English", "Français"};
    int lang = SDL_strcmp(st->language, "fr") == 0 ? 1 : 0;
    if (ui_choice(ctx, "settings.language", (SDL_Rect){cx, y, cw, rh}, languages, 2, &lang)) {
        SDL_strlcpy(st->language, lang ? "fr" : "en", sizeof st->language);
        i18n_set_language(ctx, st->language);
        app_translate_default_names(ctx);
        changed = true;
    }
    y += rh + gap;

    char pct[16];
    row_label(ctx, lx, y, rh, tr(ctx, "settings.effects_volume"));
    int vw = cw - app_px(ctx, 90);
    if (ui_slider(ctx, "settings.effects_volume", (SDL_Rect){cx, y, vw, rh}, &st->effects_volume, 0, 100)) {
        audio_apply_volumes(ctx);
        changed = true;
    }
    SDL_snprintf(pct, sizeof pct, "%d %%", st->effects_volume);
    text_draw(ctx, FONT_UI, app_px(ctx, 24), cx + cw, y + rh / 2, PAL_MUTED, TEXT_RIGHT | TEXT_MIDDLE, pct);
    y += rh + gap;

    row_label(ctx, lx, y, rh, tr(ctx, "settings.music_volume"));
    if (ui_slider(ctx, "settings.music_volume", (SDL_Rect){cx, y, vw, rh}, &st->music_volume, 0, 100)) {
        audio_apply_volumes(ctx);
        changed = true;
    }
    SDL_snprintf(pct, sizeof pct, "%d %%", st->music_volume);
    text_draw(ctx, FONT_UI, app_px(ctx, 24), cx + cw, y + rh / 2, PAL_MUTED, TEXT_RIGHT | TEXT_MIDDLE, pct);
    y += rh + gap;

    row_label(ctx, lx, y, rh, tr(ctx, "settings.animation"));
    const char *speeds[ANIM_SPEEDS] = {tr(ctx, "settings.anim_slow"), tr(ctx, "settings.anim_normal"),
                                       tr(ctx, "settings.anim_fast"), tr(ctx, "settings.anim_instant")};
    if (ui_choice(ctx, "settings.animation", (SDL_Rect){cx, y, cw, rh}, speeds, ANIM_SPEEDS, &st->anim_speed))
        changed = true;
    y += rh + gap;

    /* A built tile's price no longer matters: hidden unless the player wants it. */
    row_label(ctx, lx, y, rh, tr(ctx, "settings.built_prices"));
    if (ui_toggle(ctx, "settings.built_prices", (SDL_Rect){cx, y, cw, rh}, NULL, &st->built_prices))
        changed = true;
    y += rh + gap;

    /* What changed since a human's last turn, shown when the next begins. */
    row_label(ctx, lx, y, rh, tr(ctx, "settings.since_summary"));
    if (ui_toggle(ctx, "settings.since_summary", (SDL_Rect){cx, y, cw, rh}, NULL, &st->since_summary))
        changed = true;
    y += rh + gap;

    /* Tips at each new kind of decision; switched on again, they all come back. */
    row_label(ctx, lx, y, rh, tr(ctx, "settings.tips"));
    if (ui_toggle(ctx, "settings.tips", (SDL_Rect){cx, y, cw, rh}, NULL, &st->tips)) {
        if (st->tips)
            st->tips_seen = 0;
        changed = true;
    }
    y += rh + gap;

    if (!audio_available(ctx))
        text_draw(ctx, FONT_UI, app_px(ctx, 20), panel.x + panel.w / 2, panel.y + panel.h - app_px(ctx, 30), PAL_MUTED,
                  TEXT_CENTER | TEXT_BOTTOM, tr(ctx, "settings.no_audio"));
    /* saved once a drag is over, not at every step of a slider */
    if (changed)
        ctx->settings_dirty = true;
    if (ctx->settings_dirty && !ctx->in.mouse_down) {
        settings_save(ctx);
        ctx->settings_dirty = false;
    }
    if (backdrop_back_button(ctx, area, "settings.back"))
        app_set_screen(ctx, SCREEN_MENU);
}

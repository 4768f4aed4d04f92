/* SPDX-License-Identifier: MIT */
/* Hot-seat privacy: a curtain over the table until the named player is ready. */
#include "app_internal.h"
#include "backdrop.h"
#include "client_module.h"
#include "i18n.h"
#include "table.h"
#include "ui.h"

void screen_pass_show(AppContext *ctx, const char *player_name, SDL_Color colour)
{
    if (ctx->no_curtain)
        return;
    SDL_strlcpy(ctx->pass_name, player_name ? player_name : "", sizeof ctx->pass_name);
    ctx->pass_colour = colour;
    ctx->pass_return = SCREEN_TABLE;
    app_set_screen(ctx, SCREEN_PASS);
}

static void paint_curtain(AppContext *ctx)
{
    SDL_Renderer *r = ctx->renderer;
    int W = ctx->width, H = ctx->height;
    paint_round_rect_gradient(r, (SDL_FRect){0, 0, (float)W, (float)H}, 0, (SDL_Color){0x1E, 0x3A, 0x55, 255},
                              (SDL_Color){0x14, 0x28, 0x3C, 255});
    int band = app_px(ctx, 34);
    paint_zellige_band(r, (SDL_FRect){0, 0, (float)W, (float)band}, (float)band, (SDL_Color){0x16, 0x30, 0x48, 255},
                       (SDL_Color){0x2E, 0x6E, 0x5A, 255}, PAL_GOLD);
    paint_zellige_band(r, (SDL_FRect){0, (float)(H - band), (float)W, (float)band}, (float)band,
                       (SDL_Color){0x16, 0x30, 0x48, 255}, (SDL_Color){0x2E, 0x6E, 0x5A, 255}, PAL_GOLD);
}

/* Why the player is asked now, in words (empty for their own turn): in the window after a turn that
 * several modules share, what each module offers them (a money card to take, a purchase), not the name
 * of the module hosting it; else the reason of the phase's module. */
static void pass_reason_words(AppContext *ctx, const AlhGame *g, char *out, size_t size)
{
    out[0] = '\0';
    if (alh_window_is_open(g)) {
        const char *keys[2];
        int n = 0;
        for (int id = 0; id < ALH_MOD_COUNT && n < 2; id++)
            if (client_module(id)->window_reason && alh_window_offers_module(g, id, g->current))
                keys[n++] = client_module(id)->window_reason;
        if (n == 1)
            SDL_snprintf(out, size, "%s", tr(ctx, keys[0]));
        else if (n == 2) {
            char a[80];
            SDL_strlcpy(a, tr(ctx, keys[0]), sizeof a);
            trf(ctx, out, size, "pass.reason_either", a, tr(ctx, keys[1]), NULL);
        }
        if (n > 0)
            return;
    }
    const AlhModuleClient *part = client_module_of_phase(g->phase);
    const char *key = part->pass_reason ? part->pass_reason(g->phase) : NULL;
    if (key)
        SDL_snprintf(out, size, "%s", tr(ctx, key));
}

void screen_pass_frame(AppContext *ctx, double dt)
{
    (void)dt;
    SDL_Renderer *r = ctx->renderer;
    int W = ctx->width, H = ctx->height;
    float s = ctx->scale;
    /* a deep tile-blue curtain: nothing of the table shows through */
    backdrop_cached(ctx, LAYER_CURTAIN, paint_curtain);
    int band = app_px(ctx, 34);
    int cx = W / 2, cy = H / 2;
    /* the player's colour as a large medallion */
    float rad = 90 * s;
    paint_circle(r, (float)cx, (float)cy - 170 * s + 6 * s, rad, paint_alpha(PAL_INK, 90));
    paint_circle(r, (float)cx, (float)cy - 170 * s, rad, ctx->pass_colour);
    paint_ring(r, (float)cx, (float)cy - 170 * s, rad, 5 * s, PAL_GOLD);
    paint_star8(r, (float)cx, (float)cy - 170 * s, rad * 0.55f, rad * 0.3f, paint_alpha(PAL_WHITE, 170));
    SDL_Color light = {0xF5, 0xEB, 0xD7, 255};
    /* Out of turn (a module's phase: a purchase out of turn, an auction), the curtain says why this
     * player is asked now. */
    const Match *m = app_match(ctx);
    char reason[160] = "", line[240];
    if (m)
        pass_reason_words(ctx, &m->game, reason, sizeof reason);
    if (reason[0])
        SDL_snprintf(line, sizeof line, "%s \xc2\xb7 %s", reason, tr(ctx, "pass.pass_to"));
    else
        SDL_snprintf(line, sizeof line, "%s", tr(ctx, "pass.pass_to"));
    text_draw_fit(ctx, FONT_UI, app_px(ctx, 34), cx, cy - app_px(ctx, 30), W - 2 * band, paint_alpha(light, 200),
                  TEXT_CENTER | TEXT_MIDDLE, line);
    text_draw_fit(ctx, FONT_TITLE, app_px(ctx, 96), cx, cy + app_px(ctx, 60), W - 2 * band - app_px(ctx, 80), light,
                  TEXT_CENTER | TEXT_MIDDLE, ctx->pass_name);
    char buf[160];
    text_draw_fit(ctx, FONT_UI, app_px(ctx, 28), cx, cy + app_px(ctx, 160), W - 2 * band, paint_alpha(light, 190),
                  TEXT_CENTER | TEXT_MIDDLE, trf(ctx, buf, sizeof buf, "pass.hint", ctx->pass_name, NULL));
    SDL_Rect b = {cx - app_px(ctx, 300), cy + app_px(ctx, 230), app_px(ctx, 600), app_px(ctx, 72)};
    /* asked out of turn (a reason said), it is not "my turn" that the button shows */
    const char *ready_key = reason[0] ? "pass.ready_asked" : "pass.ready";
    bool ready = ui_button(ctx, "pass.ready", b, trf(ctx, buf, sizeof buf, ready_key, ctx->pass_name, NULL), UI_PRIMARY);
    /* a click anywhere, or Space/Enter, lifts the curtain too */
    if (!ready && ctx->in.mouse_released && ctx->ui.active == 0)
        ready = true;
    if (ui_key_pressed(ctx, SDLK_SPACE) || ui_key_pressed(ctx, SDLK_RETURN) || ui_key_pressed(ctx, SDLK_KP_ENTER))
        ready = true;
    if (ready)
        app_set_screen(ctx, ctx->pass_return ? ctx->pass_return : SCREEN_TABLE);
}

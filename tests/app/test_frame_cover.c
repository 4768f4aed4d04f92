/* SPDX-License-Identifier: MIT */
/*
 * A frame that is not cleared first (its screen's last frame copied an opaque background over the
 * whole window) leaves nothing of what the window showed before: every screen, at every size the
 * layout tests use, with the table of six seats and every module among them.
 */
#include "app_check.h"

static AppContext ctx;

/* Pixels of the window still magenta after one frame drawn over a magenta window. */
static long magenta_left(void)
{
    SDL_Renderer *r = ctx.renderer;
    SDL_SetRenderTarget(r, NULL);
    SDL_SetRenderDrawColor(r, 255, 0, 255, 255);
    SDL_RenderClear(r);
    app_request_frame(&ctx);
    app_step(&ctx, 0.05);
    int w = 0, h = 0;
    SDL_GetRendererOutputSize(r, &w, &h);
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
    long left = -1;
    if (s && SDL_RenderReadPixels(r, NULL, SDL_PIXELFORMAT_ARGB8888, s->pixels, s->pitch) == 0) {
        left = 0;
        for (int y = 0; y < h; y++) {
            const Uint32 *row = (const Uint32 *)((const Uint8 *)s->pixels + (size_t)y * (size_t)s->pitch);
            for (int x = 0; x < w; x++)
                left += (row[x] & 0xFFFFFF) == 0xFF00FF;
        }
    }
    SDL_FreeSurface(s);
    SDL_RenderPresent(r);
    return left;
}

/* A few frames of the screen, then one over a magenta window: it must be drawn without a clear and
 * cover every pixel. */
static void check_screen(const char *name, int w, int h)
{
    for (int i = 0; i < 3; i++)
        app_check_step(&ctx);
    CHECK(ctx.width == w && ctx.height == h, "%s drawn at %dx%d (%dx%d)", name, w, h, ctx.width, ctx.height);
    bool skips = ctx.covered_frame == ctx.frame - 1 && ctx.covered_screen == (int)ctx.screen;
    CHECK(skips, "%s at %dx%d: the frame after one with an opaque background is not cleared", name, w, h);
    long left = magenta_left();
    CHECK(left == 0, "%s at %dx%d: %ld pixels of the window before the frame are still seen", name, w, h, left);
}

int main(int argc, char **argv)
{
    (void)argc;
    setvbuf(stdout, NULL, _IOLBF, 0);
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 0);
    SDL_setenv("SDL_AUDIODRIVER", "dummy", 0);
    static const struct {
        AppScreen screen;
        const char *name;
    } screens[] = {{SCREEN_MENU, "menu"},         {SCREEN_NEW_GAME, "new game"},
                   {SCREEN_SETTINGS, "settings"}, {SCREEN_HOW_TO_PLAY, "how to play"},
                   {SCREEN_LOAD, "saves"},        {SCREEN_MODULES, "modules"}};
    for (size_t k = 0; k < sizeof app_check_sizes / sizeof app_check_sizes[0]; k++) {
        int w = app_check_sizes[k][0], h = app_check_sizes[k][1];
        if (!app_check_start_at(&ctx, argv[0], w, h)) {
            CHECK(false, "the client starts at %dx%d", w, h);
            continue;
        }
        for (size_t i = 0; i < sizeof screens / sizeof screens[0]; i++) {
            app_set_screen(&ctx, screens[i].screen);
            check_screen(screens[i].name, w, h);
        }
        if (!app_check_new_game(&ctx, 6, 5, true, true)) {
            CHECK(false, "the 6-seat game with every module starts at %dx%d", w, h);
        } else {
            app_check_settle_table(&ctx);
            check_screen("table, 6 seats, every module", w, h);
        }
        app_shutdown(&ctx);
        memset(&ctx, 0, sizeof ctx);
    }
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}

/* SPDX-License-Identifier: MIT */
/*
 * The table's surface, the board's fill and the fixed panels are drawn once into one picture and
 * copied every frame (table_board.c). A frame drawn from it must look like a frame whose panels are
 * painted one by one: at every size the layout tests use, with six seats and every module, with
 * four seats and none; and after the layout changes (another game, another size) no panel of the
 * old picture may be left.
 */
#include "app_check.h"

static AppContext ctx;

/* The window after one more frame, as 0xRRGGBB pixels (caller frees); NULL when it cannot be read. */
static Uint32 *frame_pixels(int *w, int *h)
{
    SDL_Renderer *r = ctx.renderer;
    app_request_frame(&ctx);
    app_step(&ctx, 0.05);
    SDL_SetRenderTarget(r, NULL);
    SDL_GetRendererOutputSize(r, w, h);
    Uint32 *px = malloc((size_t)*w * (size_t)*h * sizeof *px);
    if (px && SDL_RenderReadPixels(r, NULL, SDL_PIXELFORMAT_ARGB8888, px, *w * (int)sizeof *px) != 0) {
        free(px);
        px = NULL;
    }
    SDL_RenderPresent(r);
    return px;
}

/* Pixels whose channels differ by more than a few levels (a shadow drawn twice is more). */
static long pixels_apart(const Uint32 *a, const Uint32 *b, long n)
{
    long apart = 0;
    for (long i = 0; i < n; i++) {
        int worst = 0;
        for (int shift = 0; shift < 24; shift += 8) {
            int d = (int)((a[i] >> shift) & 0xFF) - (int)((b[i] >> shift) & 0xFF);
            worst = abs(d) > worst ? abs(d) : worst;
        }
        apart += worst > 8;
    }
    return apart;
}

/* The table drawn from its picture, then with its panels painted one by one: the same. */
static void compare(const char *what, int w, int h)
{
    for (int i = 0; i < 3; i++)
        app_check_step(&ctx);
    int w1 = 0, h1 = 0, w2 = 0, h2 = 0;
    ctx.no_table_scene = false;
    Uint32 *scene = frame_pixels(&w1, &h1);
    ctx.no_table_scene = true;
    Uint32 *painted = frame_pixels(&w2, &h2);
    ctx.no_table_scene = false;
    CHECK(scene && painted && w1 == w && h1 == h && w2 == w && h2 == h, "%s at %dx%d: both frames read", what, w, h);
    if (scene && painted && w1 == w2 && h1 == h2) {
        long apart = pixels_apart(scene, painted, (long)w1 * h1);
        /* a few pixels of the rims' rounding (about 30 of two million at 1920x1080) */
        CHECK(apart * 20000 < (long)w1 * h1, "%s at %dx%d: %ld pixels differ from the panels painted one by one", what, w, h,
              apart);
    }
    free(scene);
    free(painted);
}

/* A game of people only (nothing moves between two frames), settled. */
static bool start_game(int seats, bool modules)
{
    if (!app_check_new_game(&ctx, seats, 11, modules, false))
        return false;
    app_check_settle_table(&ctx);
    return true;
}

int main(int argc, char **argv)
{
    (void)argc;
    setvbuf(stdout, NULL, _IOLBF, 0);
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 0);
    SDL_setenv("SDL_AUDIODRIVER", "dummy", 0);
    for (int k = 0; k < APP_CHECK_SIZE_COUNT; k++) {
        int w = app_check_sizes[k][0], h = app_check_sizes[k][1];
        if (!app_check_start_at(&ctx, argv[0], w, h)) {
            CHECK(false, "the client starts at %dx%d", w, h);
            continue;
        }
        /* every module, then (the layout changes: no modules' panel, a wider board) none */
        CHECK(start_game(6, true), "a 6-seat game with every module starts at %dx%d", w, h);
        compare("6 seats, every module", w, h);
        CHECK(start_game(4, false), "a 4-seat base game starts at %dx%d", w, h);
        compare("4 seats, base game, after the 6-seat table", w, h);
        app_shutdown(&ctx);
        memset(&ctx, 0, sizeof ctx);
    }
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}

/* SPDX-License-Identifier: MIT */
/* What the client's C tests share: the CHECK counter and a headless client to test against. */
#ifndef ALH_TESTS_APP_CHECK_H
#define ALH_TESTS_APP_CHECK_H

#include <stdio.h>
#include <stdlib.h>
#include "app_internal.h"
#include "ui.h"

static int passed, failed;

#define CHECK(cond, ...)                                                                                                         \
    do {                                                                                                                         \
        if (cond)                                                                                                                \
            passed++;                                                                                                            \
        else {                                                                                                                   \
            failed++;                                                                                                            \
            printf("FAILED %s:%d: %s: ", __FILE__, __LINE__, #cond);                                                             \
            printf(__VA_ARGS__);                                                                                                 \
            printf("\n");                                                                                                        \
        }                                                                                                                        \
    } while (0)

/* A hidden 1280x720 client on SDL's dummy drivers, animations instant; false (said) if it cannot start. */
static inline bool app_check_start(AppContext *ctx, const char *argv0)
{
    setvbuf(stdout, NULL, _IOLBF, 0);
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 0);
    SDL_setenv("SDL_AUDIODRIVER", "dummy", 0);
    AppInit init = {.argv0 = argv0, .headless = true, .software = true, .width = 1280, .height = 720};
    if (app_init(ctx, &init) != 0) {
        printf("FAILED: the client did not start\n0 passed, 1 failed\n");
        return false;
    }
    ctx->settings.anim_speed = ANIM_INSTANT;
    return true;
}

/* A text trace of up to 8192 strings for the layout tests (free trace->items when done); false if
 * there is no memory for it. */
static inline bool app_check_trace_alloc(TextTrace *trace)
{
    trace->items = calloc(8192, sizeof *trace->items);
    trace->cap = trace->items ? 8192 : 0;
    return trace->items != NULL;
}

/* One frame of 50 ms, drawn and presented. */
static inline void app_check_step(AppContext *ctx)
{
    app_step(ctx, 0.05);
    SDL_RenderPresent(ctx->renderer);
}

/* Frames until the scripted input is used up, then one more (its effect drawn). */
static inline void app_check_settle(AppContext *ctx)
{
    for (int i = 0; i < 50 && ui_script_pending(ctx); i++)
        app_check_step(ctx);
    app_check_step(ctx);
}

/* Whether the widget was drawn in the last frame. */
static inline bool app_check_drawn(AppContext *ctx, const char *id)
{
    SDL_Rect r;
    return ui_widget_rect(ctx, id, &r);
}

/* Clicks where the widget was drawn in the last frame, then settles; says so when it was not drawn. */
static inline bool app_check_click(AppContext *ctx, const char *id)
{
    bool found = ui_click_widget(ctx, id);
    if (!found)
        printf("  (widget %s was not drawn)\n", id);
    app_check_settle(ctx);
    return found;
}

/* Scrolls the list under the point x, y (wheel steps, from its top) until the widget is drawn;
 * false when it never is. For lists taller than their room, like the module browser's. */
static inline bool app_check_reveal(AppContext *ctx, const char *id, int x, int y)
{
    ui_inject_wheel(ctx, x, y, 1000);
    app_check_settle(ctx);
    for (int i = 0; i < 100 && !app_check_drawn(ctx, id); i++) {
        ui_inject_wheel(ctx, x, y, -1);
        app_check_settle(ctx);
    }
    return app_check_drawn(ctx, id);
}

/* r lies within outer, give or take slack pixels (the layout tests). */
static inline bool app_check_rect_inside(SDL_Rect r, SDL_Rect outer, int slack)
{
    return r.x >= outer.x - slack && r.y >= outer.y - slack && r.x + r.w <= outer.x + outer.w + slack &&
           r.y + r.h <= outer.y + outer.h + slack;
}

/* a and b overlap by more than slack pixels in both directions (glyph boxes are taller than the ink). */
static inline bool app_check_rect_overlap(SDL_Rect a, SDL_Rect b, int slack)
{
    int ox = (a.x + a.w < b.x + b.w ? a.x + a.w : b.x + b.w) - (a.x > b.x ? a.x : b.x);
    int oy = (a.y + a.h < b.y + b.h ? a.y + a.h : b.y + b.h) - (a.y > b.y ? a.y : b.y);
    return ox > slack && oy > slack;
}

#endif

/* SPDX-License-Identifier: MIT */
/* What the client's C tests share: the CHECK counter and a headless client to test against. */
#ifndef ALH_TESTS_APP_CHECK_H
#define ALH_TESTS_APP_CHECK_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "app_internal.h"
#include "i18n.h"
#include "match.h"
#include "table.h"
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
    /* the whole trace cleared: a count or frame start left from the stack wrote out of bounds */
    *trace = (TextTrace){0};
    trace->items = calloc(8192, sizeof *trace->items);
    trace->cap = trace->items ? 8192 : 0;
    return trace->items != NULL;
}

/* One frame of 50 ms, drawn and presented. */
/* The interface in language `lang` ("en", "fr"), as the settings screen switches it. */
static inline void app_check_language(AppContext *ctx, const char *lang)
{
    SDL_strlcpy(ctx->settings.language, lang, sizeof ctx->settings.language);
    i18n_set_language(ctx, lang);
}

/* Every module a player may choose (all but the rules that come with the number of players). */
static inline void app_check_all_modules(AlhModuleSet *set)
{
    for (int id = ALH_MOD_TWO_PLAYER + 1; id < ALH_MOD_COUNT; id++)
        alh_modset_add(set, id);
}

/* A hidden client at w x h, as app_check_start makes one at 1280x720, with no curtain between the
 * seats; false when it cannot start (the caller says so). */
static inline bool app_check_start_at(AppContext *ctx, const char *argv0, int w, int h)
{
    AppInit init = {.argv0 = argv0, .headless = true, .software = true, .width = w, .height = h};
    if (app_init(ctx, &init) != 0)
        return false;
    ctx->settings.anim_speed = ANIM_INSTANT;
    ctx->no_curtain = true;
    return true;
}

/* A new game of `seats` seats from `seed` with these modules; the seats after the first are easy
 * bots when `bots`, people otherwise. */
static inline bool app_check_new_game_of(AppContext *ctx, int seats, unsigned seed, const AlhModuleSet *modules, bool bots)
{
    AppNewGame g = {0};
    g.num_seats = seats;
    g.has_seed = true;
    g.seed = seed;
    g.modules = *modules;
    for (int p = 0; p < g.num_seats; p++) {
        g.seats[p].colour = p;
        g.seats[p].is_bot = bots && p > 0;
        g.seats[p].bot_level = ALH_BOT_EASY;
    }
    app_fill_seat_names(ctx, &g);
    return app_start_new_game(ctx, &g);
}

/* The same with every module a player may choose, or none. */
static inline bool app_check_new_game(AppContext *ctx, int seats, unsigned seed, bool every_module, bool bots)
{
    AlhModuleSet modules = {0};
    if (every_module)
        app_check_all_modules(&modules);
    return app_check_new_game_of(ctx, seats, seed, &modules, bots);
}

/* app_check_start for a layout test: no curtain between the seats, and a text trace to read. */
static inline bool app_check_start_layout(AppContext *ctx, const char *argv0, TextTrace *trace)
{
    if (!app_check_start(ctx, argv0))
        return false;
    ctx->no_curtain = true;
    return app_check_trace_alloc(trace);
}

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

/* Frames until the table's animations are done and no bot is about to move (at least four, at most
 * 60), each drawn anew: the last frames' widgets are the settled table's. */
static inline void app_check_settle_table(AppContext *ctx)
{
    for (int i = 0; i < 60; i++) {
        app_request_frame(ctx);
        app_check_step(ctx);
        Match *m = app_match(ctx);
        if (i >= 3 && (!m || !match_busy(m)))
            break;
    }
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

/* The windows every layout test checks: the smallest (960x540), 4:3, 16:9 small and large, 21:9. */
static const int app_check_sizes[][2] = {{960, 540}, {1024, 768}, {1280, 720}, {1920, 1080}, {2560, 1080}};
#define APP_CHECK_SIZE_COUNT ((int)(sizeof app_check_sizes / sizeof *app_check_sizes))

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

/*
 * The last frame's strings in `trace` that leave the w x h screen, print over another string (a
 * string over its own shadow, the same words a few pixels off, does not count) or run over a button
 * without lying inside it (a button's label does); the first few are said with config.
 */
static inline int app_check_text_faults(const AppContext *ctx, const TextTrace *trace, int w, int h, const char *config)
{
    SDL_Rect screen = {0, 0, w, h};
    int bad = 0, slack = h / 270 + 1, shadow = h / 100 + 2;
    for (int i = trace->last_frame; i < trace->count; i++) {
        const TextTraceItem *a = &trace->items[i];
        if (!a->text[0] || !strcmp(a->text, " "))
            continue;
        if (!app_check_rect_inside(a->rect, screen, 1) && bad++ < 6)
            printf("  off the screen: \"%s\" at %d,%d %dx%d (%s)\n", a->text, a->rect.x, a->rect.y, a->rect.w, a->rect.h, config);
        for (int j = i + 1; j < trace->count; j++) {
            const TextTraceItem *b = &trace->items[j];
            if (!b->text[0] || !strcmp(b->text, " "))
                continue;
            if (!strcmp(a->text, b->text) && abs(a->rect.x - b->rect.x) <= shadow && abs(a->rect.y - b->rect.y) <= shadow)
                continue;
            if (app_check_rect_overlap(a->rect, b->rect, slack) && bad++ < 6)
                printf("  text over text: \"%s\" / \"%s\" (%s)\n", a->text, b->text, config);
        }
        for (int k = 0; k < ctx->ui.widget_count; k++) {
            const UiWidgetRect *wd = &ctx->ui.widgets[k];
            if (wd->button && app_check_rect_overlap(a->rect, wd->rect, slack) &&
                !app_check_rect_inside(a->rect, wd->rect, slack) && bad++ < 6)
                printf("  text over a button: \"%s\" (%s)\n", a->text, config);
        }
    }
    return bad;
}

#endif

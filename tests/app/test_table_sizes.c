/* SPDX-License-Identifier: MIT */
/*
 * The table drawn at every supported size and shape (960x540 to 3840x2160, 4:3 to 21:9), with 2 to
 * 6 players, with and without modules, in table mode and not, in English and French: nothing drawn
 * leaves the screen, no text prints over another, no button over another, no text runs over a
 * button it is not the label of, the log shows whole entries, and the hint is drawn whole.
 * TABLE_SIZES_SHOTS=DIR also writes each picture there, to be looked at.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "app_check.h"
#include "i18n.h"
#include "table.h"

static AppContext ctx;
static TextTrace trace;
static int faults_shown;

static void fault(const char *what, const char *a, const char *b, const char *config)
{
    if (faults_shown++ < 60)
        printf("  %s: \"%s\" / \"%s\" (%s)\n", what, a, b, config);
}

static int check_frame(int w, int h, const char *config)
{
    SDL_Rect screen = {0, 0, w, h};
    TableLayout L;
    const Match *m = app_match(&ctx);
    table_layout_compute_modules(&L, w, h, m->game.num_players, alh_game_has_dirk(&m->game), ctx.table_mode, m->game.modules);
    int bad = 0;
    /* Pieces' own inscriptions (a card's value and currency, a tile's price), the score track's
     * stacked markers and the board's tiles are drawings, not text laid out on the table. */
    int glyph_slack = h / 270 + 1;
    /* The last frame's strings only: the first draws pieces into caches, in the caches' coordinates. */
    for (int i = trace.last_frame; i < trace.count; i++) {
        const TextTraceItem *a = &trace.items[i];
        if (!a->text[0] || !strcmp(a->text, " "))
            continue;
        if (!app_check_rect_inside(a->rect, screen, 1)) {
            char where[64];
            snprintf(where, sizeof where, "at %d,%d %dx%d", a->rect.x, a->rect.y, a->rect.w, a->rect.h);
            fault("off the screen", a->text, where, config);
            bad++;
        }
        if (app_check_rect_overlap(a->rect, L.track, 0) || app_check_rect_overlap(a->rect, L.board, 0))
            continue;
        for (int j = i + 1; j < trace.count; j++) {
            const TextTraceItem *b = &trace.items[j];
            if (!b->text[0] || app_check_rect_overlap(b->rect, L.track, 0) || app_check_rect_overlap(b->rect, L.board, 0))
                continue;
            if (!strcmp(a->text, b->text) && !memcmp(&a->rect, &b->rect, sizeof a->rect))
                continue; /* the same string drawn again in the second frame */
            if (app_check_rect_overlap(a->rect, b->rect, glyph_slack)) {
                fault("text over text", a->text, b->text, config);
                bad++;
            }
        }
        /* a text that touches a button is its label: inside it */
        for (int k = 0; k < ctx.ui.widget_count; k++) {
            const UiWidgetRect *wd = &ctx.ui.widgets[k];
            if (wd->button && app_check_rect_overlap(a->rect, wd->rect, glyph_slack) &&
                !app_check_rect_inside(a->rect, wd->rect, glyph_slack)) {
                fault("text over a button", a->text, "", config);
                bad++;
            }
        }
        /* the log: whole entries only (a first-game tip's words lie over its foot, no entry of it) */
        bool in_tip = ctx.table && ctx.table->tip_rect.w > 0 && app_check_rect_inside(a->rect, ctx.table->tip_rect, 1);
        if (L.log.w > 0 && !in_tip && app_check_rect_overlap(a->rect, L.log, 0) && !app_check_rect_inside(a->rect, L.log, 1)) {
            fault("cut at the log's edge", a->text, "", config);
            bad++;
        }
    }
    for (int i = 0; i < ctx.ui.widget_count; i++) {
        const UiWidgetRect *a = &ctx.ui.widgets[i];
        if (!a->button)
            continue;
        if (!app_check_rect_inside(a->rect, screen, 0)) {
            fault("button off the screen", "", "", config);
            bad++;
        }
        for (int j = i + 1; j < ctx.ui.widget_count; j++)
            if (ctx.ui.widgets[j].button && app_check_rect_overlap(a->rect, ctx.ui.widgets[j].rect, 0)) {
                fault("button over button", "", "", config);
                bad++;
            }
    }
    /* The hint is drawn whole: its lines, in order, make the whole text. */
    char lines[TABLE_HINT_MAX * 2] = "";
    for (int i = trace.last_frame; i < trace.count; i++)
        if (app_check_rect_inside(trace.items[i].rect, L.actions, 1) && strstr(ctx.table->hint, trace.items[i].text)) {
            size_t n = strlen(lines);
            snprintf(lines + n, sizeof lines - n, "%s%s", n ? " " : "", trace.items[i].text);
        }
    if (strcmp(lines, ctx.table->hint) != 0) {
        fault("hint not whole", ctx.table->hint, lines, config);
        bad++;
    }
    return bad;
}

static void one(int w, int h, int players, bool modules, bool table_mode, const char *lang)
{
    AppNewGame g = {0};
    g.num_seats = players;
    g.has_seed = true;
    g.seed = 40 + (uint64_t)players;
    if (modules)
        app_check_all_modules(&g.modules);
    for (int p = 0; p < players; p++) {
        g.seats[p].colour = p;
        g.seats[p].is_bot = p > 0 && !table_mode;
        g.seats[p].bot_level = ALH_BOT_EASY;
    }
    app_check_language(&ctx, lang);
    app_fill_seat_names(&ctx, &g);
    app_translate_default_names(&ctx);
    ctx.table_mode = table_mode;
    if (!app_start_new_game(&ctx, &g)) {
        CHECK(false, "game");
        return;
    }
    match_play_random_moves(&ctx, 90 + 10 * players, g.seed);
    Match *m = app_match(&ctx);
    /* On until a person is to move: a bot to move would think on its thread while the frames are
     * drawn, and its move (a scoring held on the table, say) would land in one run and not another. */
    for (int k = 0; k < 60 && m; k++) {
        int p = alh_to_move(&m->game);
        if (p < 0 || !m->seats[p].is_bot)
            break;
        match_play_random_moves(&ctx, 1, g.seed + 1000 + (uint64_t)k);
    }
    m->last_human = alh_to_move(&m->game) >= 0 ? alh_to_move(&m->game) : 0;
    char config[96];
    snprintf(config, sizeof config, "%dx%d, %d players%s%s, %s", w, h, players, modules ? ", all modules" : "",
             table_mode ? ", table mode" : "", lang);
    const char *dir = getenv("TABLE_SIZES_SHOTS");
    char path[APP_PATH_MAX];
    if (dir)
        snprintf(path, sizeof path, "%s/%dx%d-%dp%s%s-%s.png", dir, w, h, players, modules ? "-mods" : "",
                 table_mode ? "-table" : "", lang);
    trace.count = 0;
    ctx.text_trace = &trace;
    app_render_to_png(&ctx, SCREEN_TABLE, w, h, dir ? path : NULL);
    ctx.text_trace = NULL;
    int bad = check_frame(w, h, config);
    CHECK(bad == 0, "%d layout faults at %s", bad, config);
    match_end(&ctx);
}

int main(int argc, char **argv)
{
    (void)argc;
    if (!app_check_start(&ctx, argv[0]))
        return 1;
    ctx.no_curtain = true;
    if (!app_check_trace_alloc(&trace))
        return 1;
    static const int sizes[][2] = {{960, 540},   {1024, 768},  {1280, 720},  {1280, 800},  {1366, 768}, {1280, 1024},
                                   {1600, 1200}, {1920, 1080}, {2560, 1080}, {3440, 1440}, {3840, 2160}};
    const char *only = getenv("TABLE_SIZES_ONLY"); /* "WxH" to look at one size */
    for (size_t i = 0; i < sizeof sizes / sizeof *sizes; i++) {
        char name[32];
        snprintf(name, sizeof name, "%dx%d", sizes[i][0], sizes[i][1]);
        if (only && strcmp(only, name) != 0)
            continue;
        /* Twelve English configurations (2, 4, 6 players; modules or not; table mode or not): a
         * third of them at each size, in turn, so that every one is seen at three or four sizes
         * (all of them at every size took over ten minutes on a busy machine); set
         * TABLE_SIZES_ALL=1 for all of them everywhere. */
        for (int c = 0; c < 12; c++)
            if (getenv("TABLE_SIZES_ALL") || (c + (int)i) % 3 == 0)
                one(sizes[i][0], sizes[i][1], 2 + 2 * (c / 4), (c / 2) % 2, c % 2, "en");
        one(sizes[i][0], sizes[i][1], 6, true, false, "fr");
        one(sizes[i][0], sizes[i][1], 5, true, true, "fr");
    }
    free(trace.items);
    ctx.table_mode = false;
    app_shutdown(&ctx);
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}

/* SPDX-License-Identifier: MIT */
/*
 * The screens around the table (the menu, a new game with no module, a few or every module, the
 * module browser, the settings, the rules, the saved games) at 960x540 (the smallest window),
 * 1024x768, 1280x720, 1920x1080 and 2560x1080, in English and French: no text leaves the screen, no
 * text prints over another, and the words a player must read are whole (not cut with "…"): each
 * chosen module's name on the new game screen, the seats' buttons, the module browser's presets.
 * With every module the new game screen once drew sixteen names in 9-pixel letters over their own
 * descriptions, its warning over the start button, and the settings' last row below their panel.
 * On the table, the prompt while a tile waits says when it fits nowhere (only the reserve is left).
 * SCREENS_SHOTS=DIR also writes each picture there, to be looked at.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "app_check.h"
#include "i18n.h"
#include "match.h"
#include "module_pages.h"
#include "table.h"

static AppContext ctx;
static TextTrace trace;

#define ELLIPSIS "\xE2\x80\xA6"

/* Whether `text` was drawn whole in the last frame. */
static bool drawn_whole(const char *text)
{
    for (int i = trace.last_frame; i < trace.count; i++)
        if (!strcmp(trace.items[i].text, text))
            return true;
    return false;
}

/* The height of the box `text` was drawn in, the last time in the last frame (0: not drawn). */
static int drawn_height(const char *text)
{
    int h = 0;
    for (int i = trace.last_frame; i < trace.count; i++)
        if (!strcmp(trace.items[i].text, text))
            h = trace.items[i].rect.h;
    return h;
}

/* Whether text was drawn whole this frame, on one line or wrapped over several: its lines, drawn one
 * after the other, follow each other through it to its end (a line cut with an ellipsis does not). */
static bool drawn_wrapped_whole(const char *text)
{
    size_t pos = 0, len = strlen(text);
    for (int i = trace.last_frame; i < trace.count && pos < len; i++) {
        const char *t = trace.items[i].text;
        size_t n = strlen(t);
        if (n > 0 && strncmp(text + pos, t, n) == 0) {
            pos += n;
            while (pos < len && text[pos] == ' ') /* the space a line was broken at */
                pos++;
        }
    }
    return pos == len;
}

static void render(AppScreen screen, int w, int h, const char *config)
{
    const char *dir = getenv("SCREENS_SHOTS");
    char path[APP_PATH_MAX];
    if (dir)
        snprintf(path, sizeof path, "%s/%s.png", dir, config);
    trace.count = 0;
    ctx.text_trace = &trace;
    app_render_to_png(&ctx, screen, w, h, dir ? path : NULL);
    ctx.text_trace = NULL;
}

/* A new game of `seats` with the modules in `modules` (a list as --modules takes it). */
static void new_game(int w, int h, const char *lang, int seats, const char *modules)
{
    AppNewGame *g = &ctx.settings.last_game; /* what the screen starts from */
    g->num_seats = seats;
    for (int p = 0; p < seats; p++) {
        g->seats[p].colour = p;
        g->seats[p].is_bot = p % 2 == 1;
        g->seats[p].bot_level = ALH_BOT_MEDIUM;
    }
    char why[128];
    CHECK(alh_modules_parse(modules, &g->modules, why, sizeof why), "modules %s (%s)", modules, why);
    app_fill_seat_names(&ctx, g);
    ctx.new_game = *g; /* also when the screen is shown already (entering it copies the last game) */
    char config[96];
    snprintf(config, sizeof config, "newgame-%dx%d-%s-%d-%s", w, h, lang, seats, modules);
    render(SCREEN_NEW_GAME, w, h, config);
    CHECK(app_check_text_faults(&ctx, &trace, w, h, config) == 0, "the new game screen's layout at %s", config);
    g = &ctx.new_game;
    int named = 0, chosen = 0;
    for (int id = 0; id < ALH_MOD_COUNT; id++) {
        if (!alh_modset_has(&g->modules, id) || !alh_module_info(id) || alh_module_info(id)->group == ALH_GROUP_BASE)
            continue;
        char key[64];
        snprintf(key, sizeof key, "module.%s", alh_module_name(id));
        chosen++;
        for (int i = trace.last_frame; i < trace.count; i++)
            if (strstr(trace.items[i].text, tr(&ctx, key)) && !strstr(trace.items[i].text, ELLIPSIS)) {
                named++;
                break;
            }
    }
    CHECK(named == chosen, "%d of the %d chosen modules named whole at %s", named, chosen, config);
    CHECK(drawn_whole(tr(&ctx, "newgame.human")) && drawn_whole(tr(&ctx, "newgame.bot")), "the seats' buttons whole at %s",
          config);
    /* both written at one size from 1024x768 up ("Ordinateur" was smaller than "Humain" beside it) */
    int human_h = drawn_height(tr(&ctx, "newgame.human")), bot_h = drawn_height(tr(&ctx, "newgame.bot"));
    CHECK(w < 1024 || human_h == bot_h, "the seats' buttons' words at one size (%d, %d) at %s", human_h, bot_h, config);
    /* the seats' hint read whole, on two lines where one is too short (cut with "…" at 1024x768 in French) */
    CHECK(seats == 2 || drawn_wrapped_whole(tr(&ctx, "newgame.seat_hint")), "the seats' hint whole at %s", config);
    /* a bot's level read between its arrows (it was squeezed out at 1024x768) */
    CHECK(drawn_whole(tr(&ctx, "level.medium")), "a bot's level whole at %s", config);
    /* no words over the hints' switch or the start button (the flagged combinations ran over both) */
    SDL_Rect hints, start;
    CHECK(ui_widget_rect(&ctx, "newgame.hints", &hints) && ui_widget_rect(&ctx, "newgame.start", &start), "drawn at %s", config);
    int over = 0;
    for (int i = trace.last_frame; i < trace.count; i++) {
        SDL_Rect r = trace.items[i].rect;
        over +=
            app_check_rect_overlap(r, hints, 1) || (app_check_rect_overlap(r, start, 1) && !app_check_rect_inside(r, start, 1));
    }
    CHECK(over == 0, "%d texts over the hints' switch or the start button at %s", over, config);
}

static void one_size(int w, int h, const char *lang)
{
    app_check_language(&ctx, lang);
    char config[96];
    static const AppScreen plain[] = {SCREEN_MENU, SCREEN_SETTINGS, SCREEN_HOW_TO_PLAY, SCREEN_LOAD};
    static const char *const names[] = {"menu", "settings", "howto", "load"};
    for (size_t i = 0; i < sizeof plain / sizeof *plain; i++) {
        snprintf(config, sizeof config, "%s-%dx%d-%s", names[i], w, h, lang);
        render(plain[i], w, h, config);
        CHECK(app_check_text_faults(&ctx, &trace, w, h, config) == 0, "the layout of %s", config);
    }
    /* the settings: the first and last rows inside their panel, the panel above the Back button */
    snprintf(config, sizeof config, "settings-%dx%d-%s", w, h, lang);
    render(SCREEN_SETTINGS, w, h, config);
    SDL_Rect back = {0}, panel = {0}, first = {0}, last = {0}; /* read below even when the check fails */
    CHECK(ui_widget_rect(&ctx, "settings.back", &back) && ui_widget_rect(&ctx, "settings.panel", &panel) &&
              ui_widget_rect(&ctx, "settings.fullscreen", &first) && ui_widget_rect(&ctx, "settings.tips", &last),
          "the settings drawn at %s", config);
    CHECK(app_check_rect_inside(first, panel, 0) && app_check_rect_inside(last, panel, 0) && panel.y + panel.h <= back.y,
          "the settings' rows inside their panel, above Back, at %s", config);
    new_game(w, h, lang, 3, "none");
    new_game(w, h, lang, 2, "first");
    new_game(w, h, lang, 6, "all");
    /* the module browser with every module: its presets read whole */
    snprintf(config, sizeof config, "modules-%dx%d-%s", w, h, lang);
    render(SCREEN_MODULES, w, h, config);
    CHECK(app_check_text_faults(&ctx, &trace, w, h, config) == 0, "the layout of %s", config);
    int presets = 0;
    for (int i = 0; i < 16; i++) {
        char id[40];
        SDL_Rect r;
        snprintf(id, sizeof id, "modules.preset.%d", i);
        if (!ui_widget_rect(&ctx, id, &r))
            break;
        for (int k = trace.last_frame; k < trace.count; k++)
            if (app_check_rect_inside(trace.items[k].rect, r, 1) && strstr(trace.items[k].text, ELLIPSIS)) {
                printf("  a preset cut: \"%s\" (%s)\n", trace.items[k].text, config);
                presets++;
            }
    }
    CHECK(presets == 0, "%d presets cut at %s", presets, config);
}

/* Whether a line of the last frame begins `text` (a prompt wraps over several lines). */
static bool drawn_start(const char *text)
{
    for (int i = trace.last_frame; i < trace.count; i++) {
        size_t n = strlen(trace.items[i].text);
        if (n >= 10 && !strncmp(text, trace.items[i].text, n))
            return true;
    }
    return false;
}

/*
 * The prompt while a bought tile waits: the green spots, or, where it fits nowhere in the
 * Alhambra, the reserve (it once sent the player looking for green spots that were not there).
 */
static void placing_prompt(const char *lang)
{
    app_check_language(&ctx, lang);
    AppNewGame g = {0};
    g.num_seats = 4;
    g.has_seed = true;
    g.seed = 13;
    for (int p = 0; p < g.num_seats; p++)
        g.seats[p].colour = p;
    app_fill_seat_names(&ctx, &g);
    CHECK(app_start_new_game(&ctx, &g), "a game starts");
    int nowhere = 0, somewhere = 0;
    for (int step = 0; step < 4000 && (nowhere < 2 || somewhere < 2); step++) {
        Match *m = app_match(&ctx);
        if (!m || m->game.phase == ALH_PHASE_OVER)
            break;
        if (m->game.phase == ALH_PHASE_PLACE) {
            int p = alh_to_move(&m->game);
            bool fits = false;
            for (int t = 1; t < ALH_TILE_SLOTS; t++)
                fits |= m->game.where[t].loc == ALH_LOC_PENDING && m->game.where[t].owner == p &&
                        alh_legal_spots(&m->game, p, t, NULL, 0) > 0;
            m->last_human = p;
            render(SCREEN_TABLE, 1280, 720, fits ? "placing-somewhere" : "placing-nowhere");
            const char *key = fits ? "table.hint_place" : "table.hint_place_nowhere";
            CHECK(drawn_start(tr(&ctx, key)), "the prompt says \"%s\" (%s)", tr(&ctx, key), lang);
            nowhere += !fits;
            somewhere += fits;
        }
        match_play_random_moves(&ctx, 1, 500 + (uint64_t)step);
    }
    CHECK(nowhere > 0 && somewhere > 0, "tiles that fit nowhere (%d) and somewhere (%d) came up (%s)", nowhere, somewhere, lang);
    match_end(&ctx);
}

int main(int argc, char **argv)
{
    (void)argc;
    if (!app_check_start_layout(&ctx, argv[0], &trace))
        return 1;
    for (int i = 0; i < APP_CHECK_SIZE_COUNT; i++)
        for (int lang = 0; lang < 2; lang++)
            one_size(app_check_sizes[i][0], app_check_sizes[i][1], lang ? "fr" : "en");
    placing_prompt("en");
    placing_prompt("fr");
    free(trace.items);
    app_shutdown(&ctx);
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}

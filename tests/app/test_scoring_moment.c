/* SPDX-License-Identifier: MIT */
/*
 * Scorings are moments: each round waits on the table for its Continue (nobody moves meanwhile, also
 * with instant animations), the final one before the results; the scoring table shows each round's
 * points, what each player would score now, and a past round again; round details survive a save.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "app_check.h"
#include "i18n.h"
#include "table.h"
#include "invaders/invaders.h"

static AppContext ctx;

static TextTrace trace;

static Match *start(int players, uint64_t modules, int humans, uint64_t seed)
{
    AppNewGame g = {0};
    g.num_seats = players;
    g.has_seed = true;
    g.seed = seed;
    g.modules = alh_modset_from_bits(modules);
    for (int p = 0; p < players; p++) {
        g.seats[p].colour = p;
        g.seats[p].is_bot = p >= humans;
        g.seats[p].bot_level = ALH_BOT_EASY;
    }
    app_fill_seat_names(&ctx, &g);
    if (!app_start_new_game(&ctx, &g))
        return NULL;
    ctx.no_curtain = true;
    app_check_step(&ctx);
    return app_match(&ctx);
}

static bool traced(const char *text)
{
    for (int i = 0; i < trace.count; i++)
        if (strcmp(trace.items[i].text, text) == 0)
            return true;
    return false;
}

/* Whether the strings of the last trace, joined by spaces (a wrapped text's lines again), hold
 * `text` whole. */
static bool traced_whole(const char *text)
{
    static char joined[16384];
    size_t used = 0;
    joined[0] = '\0';
    for (int i = 0; i < trace.count && used + sizeof trace.items[i].text + 2 < sizeof joined; i++)
        used += (size_t)snprintf(joined + used, sizeof joined - used, "%s%s", used ? " " : "", trace.items[i].text);
    return strstr(joined, text) != NULL;
}

/* One frame with the strings drawn recorded. */
static void traced_step(void)
{
    trace.count = 0;
    ctx.text_trace = &trace;
    app_check_step(&ctx);
    ctx.text_trace = NULL;
}

static void test_round_waits(void)
{
    Match *m = start(3, 0, 1, 21);
    CHECK(m != NULL, "game");
    if (!m)
        return;
    match_play_to_scoring(&ctx, 21);
    CHECK(anim_held_scoring(&m->anim) >= 0, "a scoring waits (%d done)", m->game.scorings_done);
    uint64_t hash = alh_game_hash(&m->game);
    for (int i = 0; i < 40; i++)
        app_step(&ctx, 0.5); /* bots would have moved by now */
    CHECK(alh_game_hash(&m->game) == hash, "nobody moves while the scoring waits");
    CHECK(!match_human_may_act(m), "nor may the human");
    traced_step();
    char title[64];
    snprintf(title, sizeof title, "Scoring round %d", m->game.scorings_done);
    CHECK(traced(title), "the panel says \"%s\"", title);
    CHECK(app_check_drawn(&ctx, "table.scoring_continue"), "with its Continue");
    CHECK(ui_tooltip_text(&ctx, "table.scoring_moment.head.0", NULL) != NULL, "the pavilion column named");
    CHECK(ui_tooltip_text(&ctx, "table.scoring_moment.head.7", NULL) == NULL, "no modules column in the base game");
    CHECK(traced_whole(tr(&ctx, "table.scoring_moment_note")), "the caption names the types and the wall");
    /* a click elsewhere does not dismiss it: it is read, then continued */
    ui_inject_click(&ctx, 5, ctx.height - 5);
    app_check_settle(&ctx);
    CHECK(anim_held_scoring(&m->anim) >= 0, "a click beside it leaves it there");
    CHECK(app_check_click(&ctx, "table.scoring_continue"), "Continue");
    CHECK(anim_held_scoring(&m->anim) < 0 && !match_busy(m), "the game goes on");
    for (int i = 0; i < 200 && alh_game_hash(&m->game) == hash; i++)
        app_step(&ctx, 0.5);
    CHECK(alh_game_hash(&m->game) != hash || match_human_may_act(m), "someone moves again");
    match_end(&ctx);
}

/* Modules that add no points of their own (expansion 1's squares, bonus cards, exchange and vizier
 * count inside the types) leave the modules' column out: it showed an empty column under a tent. */
static void test_no_module_points(void)
{
    uint32_t mods = (1u << ALH_MOD_SQUARES) | (1u << ALH_MOD_BONUS_CARDS) | (1u << ALH_MOD_EXCHANGE) | (1u << ALH_MOD_VIZIER);
    Match *m = start(3, mods, 1, 21);
    CHECK(m != NULL, "game");
    if (!m)
        return;
    match_play_to_scoring(&ctx, 21);
    CHECK(anim_held_scoring(&m->anim) >= 0, "a scoring waits (%d done)", m->game.scorings_done);
    app_check_step(&ctx);
    CHECK(ui_tooltip_text(&ctx, "table.scoring_moment.head.0", NULL) != NULL, "the pavilion column named");
    CHECK(ui_tooltip_text(&ctx, "table.scoring_moment.head.7", NULL) == NULL, "no modules column with expansion 1's modules");
    traced_step();
    CHECK(traced_whole(tr(&ctx, "table.scoring_moment_note")) && !traced_whole(tr(&ctx, "table.scoring_moment_note_modules")),
          "nor a caption naming one");
    match_end(&ctx);
}

/* With modules the panel has the modules' column; the final scoring shows on the table, then the results. */
static void test_final_then_results(void)
{
    uint32_t mods = (1u << ALH_MOD_CAMPS) | (1u << ALH_MOD_SQUARES);
    Match *m = start(2, mods, 0, 5); /* bots only: the table still waits at each scoring */
    CHECK(m != NULL, "game");
    if (!m)
        return;
    int seen = 0, modules_column = 0, captions = 0;
    for (int i = 0; i < 30000 && ctx.screen != SCREEN_RESULTS; i++) {
        if (anim_held_scoring(&m->anim) >= 0) {
            app_check_step(&ctx);
            modules_column += ui_tooltip_text(&ctx, "table.scoring_moment.head.7", NULL) != NULL;
            traced_step();
            /* the caption names the expansions' column, whole (wrapped beside Continue) */
            captions += traced_whole(tr(&ctx, "table.scoring_moment_note_modules"));
            if (m->game.phase == ALH_PHASE_OVER) {
                for (int k = 0; k < 10; k++)
                    app_step(&ctx, 0.5);
                CHECK(ctx.screen == SCREEN_TABLE && m->game.phase == ALH_PHASE_OVER, "the final scoring waits on the table");
                traced_step();
                CHECK(traced("Final scoring") && traced("See the results"), "titled Final scoring, leading to the results");
                /* one way to the results: the actions panel's Results waits until the scoring is read */
                CHECK(!app_check_drawn(&ctx, "table.results"), "no second Results button beside See the results");
                CHECK(traced_whole(tr(&ctx, "table.hint_scoring_final")), "the hint names the button to click");
            }
            /* the log names the scoring as its panel does ("Scoring round 3" beside "Final scoring") */
            const MatchLogLine *line = NULL;
            for (int k = m->log_count - 1; k >= 0 && !line; k--)
                if (strncmp(m->log[k].key, "log.scoring", 11) == 0 && strncmp(m->log[k].key, "log.scoring_card", 16) != 0)
                    line = &m->log[k];
            char text[512], want[64];
            if (line)
                match_log_text(&ctx, m, line, text, sizeof text);
            if (m->game.scorings_done >= 3)
                snprintf(want, sizeof want, "Final scoring: ");
            else
                snprintf(want, sizeof want, "Scoring round %d: ", m->game.scorings_done);
            CHECK(line && strncmp(text, want, strlen(want)) == 0, "the log says \"%s\" (%s)", want, line ? text : "no line");
            CHECK(app_check_click(&ctx, "table.scoring_continue"), "Continue");
            seen++;
            continue;
        }
        app_step(&ctx, 0.5);
    }
    CHECK(seen == 3, "three scorings waited (%d)", seen);
    CHECK(modules_column == 3, "each with the modules' column (%d)", modules_column);
    CHECK(captions == 3, "each caption naming it (%d)", captions);
    app_check_step(&ctx);
    CHECK(ctx.screen == SCREEN_RESULTS, "then the results (screen %d)", ctx.screen);
    match_end(&ctx);
}

/* The scoring table: rounds scored (a past one in detail again), the others as they would be now. */
static void test_scoring_table(void)
{
    Match *m = start(4, 0, 4, 33);
    CHECK(m != NULL, "game");
    if (!m)
        return;
    match_play_to_scoring(&ctx, 33);
    app_check_step(&ctx);
    CHECK(app_check_click(&ctx, "table.scoring_continue"), "round 1 continued");
    CHECK(m->round_scored[0], "round 1 kept");
    CHECK(app_check_click(&ctx, "table.scoring"), "the scoring table opens");
    traced_step();
    /* Round 2 and 3 as they would be scored now: the engine's preview, per player. */
    AlhScoreDetail now;
    alh_score_preview(&m->game, 2, &now);
    int found = 0;
    for (int p = 0; p < 4; p++) {
        int sum = 0;
        for (int c = 0; c < ALH_SCORE_CATEGORIES; c++)
            sum += now.points[p][c];
        char want[16];
        snprintf(want, sizeof want, "+%d", sum);
        found += traced(want);
    }
    CHECK(found == 4, "round 2 if scored now, for each player (%d found)", found);
    CHECK(traced("if scored now"), "marked as a preview");
    /* in French too, whole in small windows ("si décompté maint…" in a 1088x630 window) */
    static const int small[][2] = {{960, 540}, {1024, 768}, {1088, 612}};
    for (int k = 0; k < 6; k++) {
        app_check_language(&ctx, k < 3 ? "fr" : "en");
        trace.count = 0;
        ctx.text_trace = &trace;
        app_render_to_png(&ctx, SCREEN_TABLE, small[k % 3][0], small[k % 3][1], NULL);
        ctx.text_trace = NULL;
        CHECK(traced(tr(&ctx, "table.scoring_if_now")), "the preview's mark whole at %dx%d: %s", small[k % 3][0], small[k % 3][1],
              tr(&ctx, "table.scoring_if_now"));
    }
    app_check_language(&ctx, "en");
    traced_step();
    /* The gold ring: every leader of a type named on their disc. */
    AlhMajorities mj;
    alh_majorities(&m->game, &mj);
    int leaders = 0, named = 0;
    for (int t = 0; t < ALH_NUM_TYPES; t++)
        for (int p = 0; p < 4; p++)
            if (mj.place[p][t] == 1) {
                char id[48];
                snprintf(id, sizeof id, "table.scoring.lead.%d.%d", t, p);
                leaders++;
                named += ui_tooltip_text(&ctx, id, NULL) != NULL;
            }
    CHECK(leaders > 0 && named == leaders, "%d of %d leaders ringed and named", named, leaders);
    CHECK(app_check_click(&ctx, "table.scoring.view.1"), "round 1's detail");
    traced_step();
    CHECK(traced("Scoring round 1") && app_check_drawn(&ctx, "table.scoring_back"), "round 1 again");
    char want[16];
    int sum = 0;
    for (int c = 0; c < ALH_SCORE_CATEGORIES; c++)
        sum += m->round_scores[0].points[0][c];
    snprintf(want, sizeof want, "+%d", sum);
    CHECK(traced(want), "with what player 1 gained (%s)", want);
    if (getenv("SCORING_SHOTS")) {
        char path[APP_PATH_MAX + 32];
        snprintf(path, sizeof path, "%s/scoring-past.png", getenv("SCORING_SHOTS"));
        app_render_to_png(&ctx, SCREEN_TABLE, 1280, 720, path);
        CHECK(app_check_click(&ctx, "table.scoring_back"), "back");
        snprintf(path, sizeof path, "%s/scoring-table.png", getenv("SCORING_SHOTS"));
        app_render_to_png(&ctx, SCREEN_TABLE, 1280, 720, path);
    }
    /* The detail survives a save. */
    char path[APP_PATH_MAX + 32];
    snprintf(path, sizeof path, "%sscoring-save.json", ctx.pref_path);
    AlhScoreDetail before = m->round_scores[0];
    CHECK(match_save(&ctx, path) && match_load(&ctx, path), "saved and loaded");
    m = app_match(&ctx);
    CHECK(m && m->round_scored[0] && memcmp(m->round_scores[0].points, before.points, sizeof before.points) == 0,
          "round 1's points per category after the load");
    remove(path);
    match_end(&ctx);
}

/* The captions of a game whose expansions score points of their own name their column, whole, in
 * English and French down to the smallest window: the scoring moment's beside Continue and the
 * scoring table's beside Close. */
static void test_module_captions(void)
{
    uint32_t mods = (1u << ALH_MOD_CAMPS) | (1u << ALH_MOD_CHARACTERS) | (1u << ALH_MOD_INVADERS);
    Match *m = start(4, mods, 4, 8);
    CHECK(m != NULL, "game");
    if (!m)
        return;
    match_play_to_scoring(&ctx, 8);
    CHECK(anim_held_scoring(&m->anim) >= 0, "a scoring waits");
    static const int sizes[][2] = {{960, 540}, {1024, 768}, {1280, 720}, {1920, 1080}, {2560, 1080}};
    const char *dir = getenv("SCORING_SHOTS");
    char path[APP_PATH_MAX + 64];
    for (int view = 0; view < 2; view++) {
        if (view == 1) {
            CHECK(app_check_click(&ctx, "table.scoring_continue"), "Continue");
            CHECK(app_check_click(&ctx, "table.scoring"), "the scoring table opens");
        }
        const char *key = view ? "table.scoring_note_modules" : "table.scoring_moment_note_modules";
        for (int k = 0; k < 10; k++) {
            const char *lang = k < 5 ? "en" : "fr";
            int w = sizes[k % 5][0], h = sizes[k % 5][1];
            app_check_language(&ctx, lang);
            trace.count = 0;
            ctx.text_trace = &trace;
            if (dir)
                snprintf(path, sizeof path, "%s/caption-%s-%s-%dx%d.png", dir, view ? "table" : "moment", lang, w, h);
            app_render_to_png(&ctx, SCREEN_TABLE, w, h, dir ? path : NULL);
            ctx.text_trace = NULL;
            CHECK(traced_whole(tr(&ctx, key)), "%s %s at %dx%d: the caption names the expansions' column, whole", lang,
                  view ? "scoring table" : "scoring moment", w, h);
        }
        app_check_language(&ctx, "en");
        app_check_step(&ctx);
    }
    match_end(&ctx);
}

/* An invasion's line in the game log says what each player lost as it was: nothing exposed ("loses
 * 0 (0 open sides)" before), nothing to lose (a score of 0: "loses 0 (2 open sides)"), or less
 * than the open sides cost because a score never falls below 0 ("loses 1 (2 open sides)"). */
static void test_invasion_lines(void)
{
    int kinds[4] = {0}; /* safe, nothing, capped, whole */
    for (uint64_t seed = 1; seed <= 12; seed++) {
        Match *m = start(4, 1u << ALH_MOD_INVADERS, 4, seed);
        if (!m)
            continue;
        match_play_to_scoring(&ctx, seed);
        const AlhInvadersState *st = &m->game.mod.invaders;
        int side = alh_invaders_last(&m->game), round = m->game.scorings_done;
        for (int p = 0; p < 4 && st->used > 0; p++) {
            const MatchLogLine *line = NULL;
            for (int i = m->log_count - 1; i >= 0 && !line; i--)
                if (m->log[i].player == p && strncmp(m->log[i].key, "mod.log_invasion", 16) == 0)
                    line = &m->log[i];
            int full = alh_invaders_penalty(&m->game, p, round, side), lost = st->lost[p];
            int kind = full == 0 ? 0 : lost == 0 ? 1 : lost < full ? 2 : 3;
            static const char *const want[4] = {"mod.log_invasion_safe", "mod.log_invasion_nothing", "mod.log_invasion_capped",
                                                "mod.log_invasion_loss"};
            CHECK(line && strncmp(line->key, want[kind], strlen(want[kind])) == 0,
                  "seed %d, player %d lost %d of %d: the line %s, wanted %s", (int)seed, p, lost, full,
                  line ? line->key : "(none)", want[kind]);
            char text[256];
            if (line)
                match_log_text(&ctx, m, line, text, sizeof text);
            CHECK(!line || !strstr(text, "loses 0"), "seed %d: \"%s\"", (int)seed, line ? text : "");
            kinds[kind]++;
        }
        match_end(&ctx);
    }
    CHECK(kinds[0] + kinds[1] + kinds[2] > 0 && kinds[3] > 0, "the kinds of line seen: %d safe, %d nothing, %d capped, %d whole",
          kinds[0], kinds[1], kinds[2], kinds[3]);
    printf("  invasion lines: %d safe, %d nothing to lose, %d capped, %d whole\n", kinds[0], kinds[1], kinds[2], kinds[3]);
}

/* The invasion under a scoring names what each player lost whole, down to the smallest window with
 * six players: where the name and the figure do not fit side by side the name gives way (the label
 * was cut to "Joueur 1 …", the figure lost; seen at 960x540 with five players). */
static void test_invasion_figures(void)
{
    Match *m = start(6, 1u << ALH_MOD_INVADERS, 6, 3);
    CHECK(m != NULL, "game");
    if (!m)
        return;
    match_play_to_scoring(&ctx, 3);
    const AlhInvadersState *st = &m->game.mod.invaders;
    CHECK(anim_held_scoring(&m->anim) >= 0 && st->used > 0, "a scoring with its invasion waits");
    static const int sizes[][2] = {{960, 540}, {1024, 768}, {1280, 720}};
    int whole = 0, labels = 0, faults = 0;
    for (int k = 0; k < 6; k++) {
        const char *lang = k < 3 ? "en" : "fr";
        int w = sizes[k % 3][0], h = sizes[k % 3][1];
        app_check_language(&ctx, lang);
        app_translate_default_names(&ctx);
        trace.count = 0;
        ctx.text_trace = &trace;
        app_render_to_png(&ctx, SCREEN_TABLE, w, h, NULL);
        ctx.text_trace = NULL;
        char config[64];
        snprintf(config, sizeof config, "scoring with an invasion, 6 players, %dx%d %s", w, h, lang);
        faults += app_check_text_faults(&ctx, &trace, w, h, config);
        for (int p = 0; p < 6 && st->used > 0; p++) {
            char figure[16];
            snprintf(figure, sizeof figure, st->lost[p] ? "\xE2\x88\x92%d" : "%d", st->lost[p]);
            bool found = false;
            for (int i = trace.last_frame; i < trace.count && !found; i++) {
                const char *t = trace.items[i].text;
                size_t tl = strlen(t), fl = strlen(figure);
                /* the whole label "Name  −3", or the figure on its own beside the name */
                found = (tl > fl + 2 && strcmp(t + tl - fl, figure) == 0 && strncmp(t + tl - fl - 2, "  ", 2) == 0 &&
                         !strstr(t, "\xE2\x80\xA6")) ||
                        strcmp(t, figure) == 0;
            }
            labels++;
            whole += found;
            if (!found)
                printf("  player %d's loss %s is not read whole at %dx%d (%s)\n", p + 1, figure, w, h, lang);
        }
    }
    CHECK(labels > 0 && whole == labels, "%d of %d invasion losses read whole under the scoring", whole, labels);
    /* the grid keeps rows as high as their text (at 960x540 the invasion took half the room and
     * six players' rows printed over each other) */
    CHECK(faults == 0, "%d layout faults under the scoring with its invasion", faults);
    app_check_language(&ctx, "en");
    app_translate_default_names(&ctx);
    match_end(&ctx);
}

/* The scoring moment is opaque: the band under its rim, above the title, is its own parchment pixel
 * for pixel, whatever lies beneath (at 97 % the board's title showed faintly through). */
static void test_moment_opaque(void)
{
    Match *m = start(4, 1u << ALH_MOD_INVADERS, 4, 3);
    CHECK(m != NULL, "game");
    if (!m)
        return;
    match_play_to_scoring(&ctx, 3);
    CHECK(anim_held_scoring(&m->anim) >= 0, "a scoring waits");
    app_step(&ctx, 0.05);
    SDL_Rect R;
    CHECK(ui_widget_rect(&ctx, "table.scoring_moment", &R), "the moment's panel drawn");
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, ctx.width, ctx.height, 32, SDL_PIXELFORMAT_ARGB8888);
    int other = 0, seen = 0;
    if (s && SDL_RenderReadPixels(ctx.renderer, NULL, SDL_PIXELFORMAT_ARGB8888, s->pixels, s->pitch) == 0) {
        int inset = app_px(&ctx, 24), band = app_px(&ctx, 8);
        for (int y = R.y + band; y < R.y + 2 * band; y++)
            for (int x = R.x + inset; x < R.x + R.w - inset; x++) {
                Uint32 v = ((const Uint32 *)((const Uint8 *)s->pixels + (size_t)y * (size_t)s->pitch))[x];
                other += (v & 0xFFFFFF) != 0xF5EBD7;
                seen++;
            }
    }
    SDL_RenderPresent(ctx.renderer);
    SDL_FreeSurface(s);
    CHECK(seen > 0 && other == 0, "%d of %d pixels under the rim not the panel's own colour", other, seen);
    match_end(&ctx);
}

/* The table's tooltips under the moment stay under it: with the mouse on the panel over the
 * modules' panel, the invasion deck's tooltip was drawn over the points. */
static void test_moment_covers_tooltips(void)
{
    Match *m = start(4, 1u << ALH_MOD_INVADERS, 4, 3);
    CHECK(m != NULL, "game");
    if (!m)
        return;
    match_play_to_scoring(&ctx, 3);
    app_check_step(&ctx);
    SDL_Rect R;
    CHECK(ui_widget_rect(&ctx, "table.scoring_moment", &R), "the moment's panel drawn");
    /* the moment hides them only while the mouse is on it: with the mouse away, the table's are named */
    ctx.in.mouse_x = ctx.in.mouse_y = 0;
    app_check_step(&ctx);
    int under = -1;
    for (int i = 0; i < ctx.ui.prev_tip_count && under < 0; i++) {
        SDL_Rect t = ctx.ui.prev_tips[i].rect;
        int cx = t.x + t.w / 2, cy = t.y + t.h / 2;
        bool own = false;
        for (int c = 0; c < ALH_SCORE_CATEGORIES; c++) {
            char id[64];
            snprintf(id, sizeof id, "table.scoring_moment.head.%d", c);
            own |= ctx.ui.prev_tips[i].id == ui_hash(id);
        }
        if (!own && ui_point_in(cx, cy, R) && ctx.ui.prev_tips[i].text[0])
            under = i;
    }
    CHECK(under >= 0, "a tooltip of the table lies under the panel");
    if (under >= 0) {
        UiTip tip = ctx.ui.prev_tips[under];
        ctx.in.mouse_x = tip.rect.x + tip.rect.w / 2;
        ctx.in.mouse_y = tip.rect.y + tip.rect.h / 2;
        traced_step();
        traced_step();
        CHECK(!traced_whole(tip.text), "\"%s\" is not shown over the scoring", tip.text);
        ctx.in.mouse_x = ctx.in.mouse_y = 0;
    }
    match_end(&ctx);
}

/* The moment is as tall as what it shows: with three players the lower half of the panel was empty
 * between the last row and Continue. */
static void test_moment_fits(void)
{
    Match *m = start(3, 0, 3, 21);
    CHECK(m != NULL, "game");
    if (!m)
        return;
    match_play_to_scoring(&ctx, 21);
    static const int sizes[][2] = {{1024, 768}, {1280, 720}, {1920, 1080}};
    for (int k = 0; k < 3; k++) {
        int w = sizes[k][0], h = sizes[k][1];
        trace.count = 0;
        ctx.text_trace = &trace;
        app_render_to_png(&ctx, SCREEN_TABLE, w, h, NULL);
        ctx.text_trace = NULL;
        SDL_Rect go;
        int last = -1; /* the foot of the last player's name in the grid */
        for (int i = trace.last_frame; i < trace.count; i++)
            if (strcmp(trace.items[i].text, table_seat_name(m, 2)) == 0 && trace.items[i].rect.y + trace.items[i].rect.h > last)
                last = trace.items[i].rect.y + trace.items[i].rect.h;
        bool drawn = ui_widget_rect(&ctx, "table.scoring_continue", &go);
        CHECK(drawn && last > 0 && go.y - last < app_px(&ctx, 100), "%dx%d: %d pixels between the last row and Continue", w, h,
              go.y - last);
    }
    match_end(&ctx);
}

/* A scoring where the expansions gave a player points and an invasion took some: the modules' cell
 * shows both ("+3" over "−3"), where it showed their net, a "·" that read as nothing happened. */
static void test_gain_and_loss(void)
{
    uint32_t mods = (1u << ALH_MOD_STREET_TRADER) | (1u << ALH_MOD_CAMPS) | (1u << ALH_MOD_CHARACTERS) | (1u << ALH_MOD_INVADERS);
    int found = 0, shown = 0;
    for (uint64_t seed = 1; seed <= 30 && !found; seed++) {
        Match *m = start(4, mods, 4, seed);
        if (!m)
            continue;
        for (int round = 1; round <= 3 && !found && m->game.phase != ALH_PHASE_OVER; round++) {
            match_play_to_scoring(&ctx, seed);
            if (anim_held_scoring(&m->anim) < 0)
                break;
            traced_step();
            int done = m->game.scorings_done;
            SDL_Rect col;
            bool has_col = ui_tooltip_text(&ctx, "table.scoring_moment.head.7", &col) != NULL;
            for (int p = 0; p < 4 && has_col; p++) {
                int lost = m->game.mod.invaders.lost[p], net = m->round_scores[done - 1].points[p][ALH_SCORE_EXTRA];
                if (lost <= 0 || net + lost <= 0)
                    continue;
                found++;
                char up[16], down[16];
                snprintf(up, sizeof up, "+%d", net + lost);
                snprintf(down, sizeof down, "\xE2\x88\x92%d", lost);
                bool has_up = false, has_down = false;
                for (int i = trace.last_frame; i < trace.count; i++) {
                    const TextTraceItem *t = &trace.items[i];
                    int cx = t->rect.x + t->rect.w / 2;
                    if (abs(cx - (col.x + col.w / 2)) > col.w * 4 / 5)
                        continue; /* the modules' column only (its icon is at most 0.6 of its width) */
                    has_up |= strcmp(t->text, up) == 0 || strncmp(t->text, up, strlen(up)) == 0;
                    has_down |= strcmp(t->text, down) == 0 || strstr(t->text, down) != NULL;
                }
                shown += has_up && has_down;
                if (getenv("SCORING_SHOTS")) {
                    char path[APP_PATH_MAX + 32];
                    snprintf(path, sizeof path, "%s/gain-loss-1280x720.png", getenv("SCORING_SHOTS"));
                    app_render_to_png(&ctx, SCREEN_TABLE, 1280, 720, path);
                    snprintf(path, sizeof path, "%s/gain-loss-1024x768.png", getenv("SCORING_SHOTS"));
                    app_render_to_png(&ctx, SCREEN_TABLE, 1024, 768, path);
                }
                if (!(has_up && has_down))
                    printf("  seed %d round %d player %d: gained %s and lost %s, not both in the modules' column\n", (int)seed,
                           done, p + 1, up, down);
            }
            app_check_click(&ctx, "table.scoring_continue");
        }
        match_end(&ctx);
    }
    CHECK(found > 0 && shown == found, "%d of %d gains and losses of one scoring shown apart", shown, found);
}

int main(int argc, char **argv)
{
    (void)argc;
    if (!app_check_start(&ctx, argv[0]))
        return 1;
    trace.items = calloc(4096, sizeof *trace.items);
    trace.cap = 4096;
    test_round_waits();
    test_moment_opaque();
    test_moment_fits();
    test_moment_covers_tooltips();
    test_gain_and_loss();
    test_final_then_results();
    test_no_module_points();
    test_scoring_table();
    test_module_captions();
    test_invasion_lines();
    test_invasion_figures();
    free(trace.items);
    app_shutdown(&ctx);
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}

/* SPDX-License-Identifier: MIT */
/*
 * The results screen after whole games with every module, 2 to 6 players, at 1024x768, 1280x720,
 * 1920x1080 and 2560x1080, in English and French: no text leaves the screen and no text prints over
 * another (the categories' legend once ran past the panel's edge at 1024x768), and a round's lost
 * points are written under the zero line; each player's line of the expansions' points is read
 * whole (it was cut to "Player 1: +0 from the expansions' o…" in a 960x540 window), down to 960x540.
 * RESULTS_SHOTS=DIR also writes each picture there, to be looked at.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "app_check.h"
#include "client_module.h"
#include "i18n.h"
#include "phrase.h"
#include "table.h"

static AppContext ctx;
static TextTrace trace;
static int losses;  /* rounds in which a player lost points, over every game */
static int covered; /* of them, rounds whose loss the expansions' gains covered (net 0 or more) */

/* No string of the last frame is cut with "…" (from 1024x768 up: each player's expansions' words
 * were cut at 1920x1080, 1280x720 and 1024x768 with six players, and at 2560x1080), the words are
 * drawn in 13 pixels or more (they were shrunk to 9 at 1920x1080), and no player's words say a zero
 * ("camps 0": what a player has none of goes unsaid). */
static void words_whole(const char *config)
{
    int cut = 0, zeros = 0, small = 0, lh13 = text_line_height(&ctx, FONT_UI, 13);
    const Match *m = app_match(&ctx);
    for (int p = 0; m && p < m->game.num_players; p++) {
        for (int id = 0; id < ALH_MOD_COUNT; id++) {
            char words[256] = "";
            if (!alh_module_on(&m->game, id) || !client_module(id)->results_words)
                continue;
            client_module(id)->results_words(&ctx, &m->game, p, words, sizeof words);
            for (int k = trace.last_frame; k < trace.count && words[0]; k++) {
                const TextTraceItem *t = &trace.items[k];
                if (strlen(t->text) >= 6 && strstr(words, t->text) && t->rect.h < lh13 - 1 && small++ < 4)
                    printf("  small: \"%s\" %d pixels high (%s)\n", t->text, t->rect.h, config);
            }
        }
    }
    CHECK(small == 0, "%d strings of the expansions' words drawn under 13 pixels at %s", small, config);
    static const char *const keys[] = {"mod.results_bonus", "mod.results_squares", "mod.results_camps"};
    for (int k = trace.last_frame; k < trace.count; k++) {
        const char *text = trace.items[k].text;
        if (strstr(text, "\xE2\x80\xA6")) {
            cut++;
            printf("  cut: %s\n", text);
        }
        for (int i = 0; i < 3; i++) {
            char zero[96];
            PHRASE(&ctx, zero, keys[i], PH_NUM("n", 0));
            zeros += strstr(text, zero) != NULL;
        }
    }
    CHECK(cut == 0, "%d strings cut with an ellipsis at %s", cut, config);
    CHECK(zeros == 0, "%d zero counts in the expansions' words at %s", zeros, config);
}

/* One whole game of random moves, then its results at every size, the language alternating, and at
 * 2560x1080 in both languages. */
static void one_game(int players)
{
    unsigned seed = 70 + (unsigned)players;
    if (!app_check_new_game(&ctx, players, seed, true, false)) {
        CHECK(false, "game");
        return;
    }
    match_play_random_moves(&ctx, 20000, seed);
    Match *m = app_match(&ctx);
    CHECK(m && m->game.phase == ALH_PHASE_OVER, "the game of %d players is over", players);
    for (int i = 0; i < APP_CHECK_SIZE_COUNT; i++) {
        int w = app_check_sizes[i][0], h = app_check_sizes[i][1];
        const char *lang = (players + i) % 2 ? "fr" : "en";
        app_check_language(&ctx, lang);
        app_translate_default_names(&ctx);
        char config[96];
        snprintf(config, sizeof config, "%dx%d, %d players, all modules, %s", w, h, players, lang);
        const char *dir = getenv("RESULTS_SHOTS");
        char path[APP_PATH_MAX];
        if (dir)
            snprintf(path, sizeof path, "%s/results-%dx%d-%dp-%s.png", dir, w, h, players, lang);
        trace.count = 0;
        ctx.text_trace = &trace;
        app_render_to_png(&ctx, SCREEN_RESULTS, w, h, dir ? path : NULL);
        ctx.text_trace = NULL;
        bool legend = false; /* the module points' key is drawn (the string the cut once hid) */
        for (int k = trace.last_frame; k < trace.count; k++)
            legend |= !strcmp(trace.items[k].text, tr(&ctx, "table.extra"));
        CHECK(legend, "the expansions' key is in the legend at %s", config);
        for (int p = 0; p < players; p++) { /* each player's expansions' points, whole */
            int extra = 0;
            for (int rd = 0; rd < 3; rd++)
                extra += m->round_scored[rd] ? m->round_scores[rd].points[p][ALH_SCORE_EXTRA] : 0;
            char n1[16], head[160];
            snprintf(n1, sizeof n1, extra < 0 ? "\xE2\x88\x92%d" : "+%d", extra < 0 ? -extra : extra);
            if (extra != 0) /* no "+0" said: the name alone */
                trf(&ctx, head, sizeof head, "results.module_points", table_seat_name(m, p), n1, NULL);
            else
                snprintf(head, sizeof head, "%s", table_seat_name(m, p));
            bool whole = false;
            const TextTraceItem *hd = NULL, *next = NULL;
            for (int k = trace.last_frame; k < trace.count; k++)
                if (!strcmp(trace.items[k].text, head)) {
                    whole = true;
                    hd = &trace.items[k];
                }
            CHECK(whole, "\"%s\" is written whole at %s", head, config);
            /* what follows the points beside them is "·", not the first count ("+9 3 squares") */
            for (int k = trace.last_frame; k < trace.count && hd; k++) {
                const TextTraceItem *t = &trace.items[k];
                if (abs(t->rect.y - hd->rect.y) <= 2 && t->rect.x >= hd->rect.x + hd->rect.w &&
                    t->rect.x < hd->rect.x + hd->rect.w + app_px(&ctx, 40) && (!next || t->rect.x < next->rect.x))
                    next = t;
            }
            CHECK(!next || !strcmp(next->text, "\xC2\xB7"), "\"%s\" followed by \"%s\" at %s", head, next ? next->text : "",
                  config);
        }
        /* a round's loss (the invaders) is written under the zero line, so that the bars add up */
        for (int p = 0; p < players; p++)
            for (int rd = 0; rd < 3; rd++) {
                /* an invasion's loss whole, also where the expansions' gains of that scoring cover it
                 * (the chart drew their net: "+3" and "−3" as nothing) */
                int loss = 0;
                for (int c = 0; c < ALH_SCORE_CATEGORIES && m->round_scored[rd]; c++) {
                    int v = m->round_scores[rd].points[p][c], invaded = 0;
                    if (c == ALH_SCORE_EXTRA)
                        invaded = client_scoring_loss(m, rd + 1, p);
                    if (invaded > 0 && v + invaded > 0) {
                        loss += invaded;
                        covered++;
                    } else {
                        loss -= v < 0 ? v : 0;
                    }
                }
                char figure[16];
                snprintf(figure, sizeof figure, "\xE2\x88\x92%d", loss); /* a true minus sign */
                bool shown = false;
                for (int k = trace.last_frame; k < trace.count && loss > 0; k++)
                    shown |= !strcmp(trace.items[k].text, figure);
                CHECK(loss == 0 || shown, "player %d's loss of %d in round %d is shown at %s", p + 1, loss, rd + 1, config);
                losses += loss > 0;
            }
        int bad = app_check_text_faults(&ctx, &trace, w, h, config);
        CHECK(bad == 0, "%d layout faults at %s", bad, config);
        if (w >= 1024)
            words_whole(config);
    }
    for (int l = 0; l < 2; l++) { /* the widest window in both languages: the words whole */
        app_check_language(&ctx, l ? "fr" : "en");
        app_translate_default_names(&ctx);
        char config[96];
        snprintf(config, sizeof config, "2560x1080, %d players, all modules, %s", players, l ? "fr" : "en");
        trace.count = 0;
        ctx.text_trace = &trace;
        app_render_to_png(&ctx, SCREEN_RESULTS, 2560, 1080, NULL);
        ctx.text_trace = NULL;
        words_whole(config);
    }
    match_end(&ctx);
}

/* The length of every player's expansions' words in the game now (all modules' results_words). */
static size_t words_length(const Match *m)
{
    size_t len = 0;
    for (int p = 0; p < m->game.num_players; p++)
        for (int id = 0; id < ALH_MOD_COUNT; id++) {
            char words[256] = "";
            if (alh_module_on(&m->game, id) && client_module(id)->results_words)
                client_module(id)->results_words(&ctx, &m->game, p, words, sizeof words);
            len += strlen(words);
        }
    return len;
}

static bool six_players(uint64_t seed)
{
    if (!app_check_new_game(&ctx, 6, (unsigned)seed, true, false))
        return false;
    match_play_random_moves(&ctx, 20000, seed);
    return app_match(&ctx) && app_match(&ctx)->game.phase == ALH_PHASE_OVER;
}

/* The six-player game of longest words among thirty, in French and English at 1024x768, 1280x720
 * and 1920x1080: the words read whole (a game of easy bots had them cut at 1280x720 in French,
 * where the seeded games above fitted). */
static void longest_words(void)
{
    uint64_t best = 0;
    size_t longest = 0;
    for (uint64_t seed = 300; seed < 330; seed++) {
        if (six_players(seed) && words_length(app_match(&ctx)) > longest) {
            longest = words_length(app_match(&ctx));
            best = seed;
        }
        match_end(&ctx);
    }
    CHECK(best > 0 && six_players(best), "the game of longest words (seed %d, %d bytes)", (int)best, (int)longest);
    static const int sizes[][2] = {{1024, 768}, {1280, 720}, {1920, 1080}};
    for (int i = 0; i < 6 && app_match(&ctx); i++) {
        int w = sizes[i % 3][0], h = sizes[i % 3][1];
        const char *lang = i < 3 ? "fr" : "en";
        app_check_language(&ctx, lang);
        app_translate_default_names(&ctx);
        char config[96], path[APP_PATH_MAX];
        snprintf(config, sizeof config, "%dx%d, 6 players, the longest words, %s", w, h, lang);
        const char *dir = getenv("RESULTS_SHOTS");
        if (dir)
            snprintf(path, sizeof path, "%s/results-longest-%dx%d-%s.png", dir, w, h, lang);
        trace.count = 0;
        ctx.text_trace = &trace;
        app_render_to_png(&ctx, SCREEN_RESULTS, w, h, dir ? path : NULL);
        ctx.text_trace = NULL;
        words_whole(config);
        CHECK(app_check_text_faults(&ctx, &trace, w, h, config) == 0, "no layout fault at %s", config);
    }
    app_check_language(&ctx, "en");
    app_translate_default_names(&ctx);
    match_end(&ctx);
}

/* A game whose modules score no points of their own (squares, bonus cards: they count in the
 * majorities) names what each player had of them, without a "+0" for each player. */
static void no_points_of_their_own(void)
{
    AlhModuleSet modules = {0};
    char msg[128];
    CHECK(alh_modules_parse("squares,bonus-cards", &modules, msg, sizeof msg), "modules: %s", msg);
    app_check_language(&ctx, "en");
    app_translate_default_names(&ctx);
    if (!app_check_new_game_of(&ctx, 3, 5, &modules, false)) {
        CHECK(false, "game");
        return;
    }
    match_play_random_moves(&ctx, 20000, 5);
    trace.count = 0;
    ctx.text_trace = &trace;
    app_render_to_png(&ctx, SCREEN_RESULTS, 1920, 1080, NULL);
    ctx.text_trace = NULL;
    int plus0 = 0, title = 0;
    for (int k = trace.last_frame; k < trace.count; k++) {
        plus0 += strstr(trace.items[k].text, ": +0") != NULL;
        title += !strcmp(trace.items[k].text, tr(&ctx, "results.modules_plain"));
    }
    CHECK(plus0 == 0 && title == 1, "no \"+0\" for modules without points (%d), the title of what they brought (%d)", plus0,
          title);
    /* At 2560x1080 short words leave the left column narrow: the chart (its first player's name,
     * the rightmost of the names written) starts where it does at 16:9, not past a wide blank. */
    trace.count = 0;
    ctx.text_trace = &trace;
    app_render_to_png(&ctx, SCREEN_RESULTS, 2560, 1080, NULL);
    ctx.text_trace = NULL;
    int chart_x = 0;
    for (int k = trace.last_frame; k < trace.count; k++)
        if (!strcmp(trace.items[k].text, table_seat_name(app_match(&ctx), 0)) && trace.items[k].rect.x > chart_x)
            chart_x = trace.items[k].rect.x;
    CHECK(chart_x > 0 && chart_x < 800, "the chart beside a narrow left column at 2560x1080 (its first name at x %d)", chart_x);
    match_end(&ctx);
}

/* A game whose modules leave nothing to tell on the results (no points of their own, no words for
 * any player: the French Big Box's pile 5) shows no expansions' title over the bare names. Every
 * such module of the registry is tried, alone. */
static void nothing_to_tell(void)
{
    AlhModuleSet optional = alh_modules_optional();
    int tried = 0;
    app_check_language(&ctx, "en");
    for (int id = 0; id < ALH_MOD_COUNT; id++) {
        if (!alh_modset_has(&optional, id) || client_module(id)->results_words)
            continue;
        AlhModuleSet modules = alh_modset_from_bits(1ull << id);
        if (!app_check_new_game_of(&ctx, 3, 7, &modules, false)) {
            CHECK(false, "%s: game", alh_module_name(id));
            return;
        }
        if (alh_modules_score_points(&app_match(&ctx)->game)) {
            match_end(&ctx);
            continue;
        }
        tried++;
        match_play_random_moves(&ctx, 20000, 7);
        trace.count = 0;
        ctx.text_trace = &trace;
        app_render_to_png(&ctx, SCREEN_RESULTS, 1920, 1080, NULL);
        ctx.text_trace = NULL;
        int titles = 0;
        for (int k = trace.last_frame; k < trace.count; k++)
            titles += !strcmp(trace.items[k].text, tr(&ctx, "results.modules_plain")) ||
                      !strcmp(trace.items[k].text, tr(&ctx, "results.modules"));
        CHECK(app_match(&ctx)->game.phase == ALH_PHASE_OVER && titles == 0,
              "%s alone: no expansions' title over nothing on the results (%d)", alh_module_name(id), titles);
        match_end(&ctx);
    }
    CHECK(tried >= 1, "a module with nothing to tell on the results (%d)", tried);
}

/* Three players sharing the victory are named as a list: "Player 1, Player 2 and Player 3 share the
 * victory!" (it said "Player 1 and Player 2 and Player 3"); in French too. Before any move all three
 * lead with 0 points. */
static void three_winners(void)
{
    AppNewGame g = {0};
    g.num_seats = 3;
    g.has_seed = true;
    g.seed = 4;
    for (int p = 0; p < 3; p++)
        g.seats[p].colour = p;
    app_fill_seat_names(&ctx, &g);
    if (!app_start_new_game(&ctx, &g)) {
        CHECK(false, "game");
        return;
    }
    const char *want[2][2] = {{"en", "Player 1, Player 2 and Player 3 share the victory!"},
                              {"fr", "Joueur 1, Joueur 2 et Joueur 3 partagent la victoire !"}};
    for (int l = 0; l < 2; l++) {
        app_check_language(&ctx, want[l][0]);
        app_translate_default_names(&ctx);
        trace.count = 0;
        ctx.text_trace = &trace;
        app_render_to_png(&ctx, SCREEN_RESULTS, 1920, 1080, NULL);
        ctx.text_trace = NULL;
        bool found = false;
        for (int k = trace.last_frame; k < trace.count; k++)
            found |= !strcmp(trace.items[k].text, want[l][1]);
        CHECK(found, "the title \"%s\" (%s)", want[l][1], want[l][0]);
    }
    app_check_language(&ctx, "en");
    app_translate_default_names(&ctx);
    match_end(&ctx);
}

int main(int argc, char **argv)
{
    (void)argc;
    if (!app_check_start_layout(&ctx, argv[0], &trace))
        return 1;
    for (int players = 2; players <= 6; players++)
        one_game(players);
    CHECK(losses > 0, "some player lost points in a round in these games (%d)", losses);
    CHECK(covered > 0, "some player's loss was covered by the expansions' gains of that scoring (%d)", covered);
    no_points_of_their_own();
    nothing_to_tell();
    three_winners();
    longest_words();
    free(trace.items);
    app_shutdown(&ctx);
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}

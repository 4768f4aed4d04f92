/* SPDX-License-Identifier: MIT */
/*
 * Words that must be read whole, not cut with an ellipsis: the money deck's panel (the scorings to
 * come, "no scoring card left" too), the players' cards (their stats line, money and counts) and the
 * expansions' panel (the sections side by side at its top, and every section's words) and the
 * market's currency names, and the change bag's four currencies, at 960x540 (the smallest window), 1024x768, 1280x720, 1920x1080 and
 * 2560x1080, in English and French, in table mode and not, two, four and six players with every
 * module. TABLE_FIT_SHOTS=DIR also writes each
 * picture there, to be looked at.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "app_check.h"
#include "i18n.h"
#include "phrase.h"
#include "since_turn.h"
#include "table.h"

static AppContext ctx;
static TextTrace trace;

#define ELLIPSIS "\xE2\x80\xA6"

/* The strings of the last frame drawn within region r that were cut short; said with the config. */
static int cut_in(SDL_Rect r, const char *region, const char *config)
{
    int bad = 0;
    for (int i = trace.last_frame; i < trace.count; i++) {
        const TextTraceItem *a = &trace.items[i];
        if (!app_check_rect_inside(a->rect, r, 2) || !strstr(a->text, ELLIPSIS))
            continue;
        /* a first-game tip lies over the table: its own words are not the table's */
        if (ctx.table && ctx.table->tip_rect.w > 0 && app_check_rect_inside(a->rect, ctx.table->tip_rect, 1))
            continue;
        if (bad++ < 4)
            printf("  cut in %s: \"%s\" (%s)\n", region, a->text, config);
    }
    return bad;
}

static void render(int w, int h, const char *config, const char *what)
{
    const char *dir = getenv("TABLE_FIT_SHOTS");
    char path[APP_PATH_MAX];
    if (dir)
        snprintf(path, sizeof path, "%s/%s-%s.png", dir, config, what);
    trace.count = 0;
    ctx.text_trace = &trace;
    app_render_to_png(&ctx, SCREEN_TABLE, w, h, dir ? path : NULL);
    ctx.text_trace = NULL;
}

static void one(int w, int h, int players, bool table_mode, const char *lang)
{
    AppNewGame g = {0};
    g.num_seats = players;
    g.has_seed = true;
    g.seed = 5;
    app_check_all_modules(&g.modules);
    for (int p = 0; p < g.num_seats; p++)
        g.seats[p].colour = p;
    app_check_language(&ctx, lang);
    app_fill_seat_names(&ctx, &g);
    app_translate_default_names(&ctx);
    ctx.table_mode = table_mode;
    if (!app_start_new_game(&ctx, &g)) {
        CHECK(false, "game");
        return;
    }
    match_play_random_moves(&ctx, 40, g.seed);
    Match *m = app_match(&ctx);
    m->last_human = alh_to_move(&m->game) >= 0 ? alh_to_move(&m->game) : 0;
    char config[64];
    snprintf(config, sizeof config, "%dp-%dx%d-%s%s", players, w, h, lang, table_mode ? "-table" : "");
    TableLayout L;
    table_layout_compute_modules(&L, w, h, m->game.num_players, alh_game_has_dirk(&m->game), table_mode, m->game.modules);
    render(w, h, config, "game");
    CHECK(cut_in(L.deck_panel, "the deck's panel", config) == 0, "the deck's words cut at %s", config);
    int side = 0;
    for (int i = 0; i < L.others_count; i++)
        side += cut_in(L.others[i], "a player's card", config);
    CHECK(side == 0, "%d words cut on the players' cards at %s", side, config);
    CHECK(cut_in(L.modules, "the expansions' panel", config) == 0, "the expansions' words cut at %s", config);
    CHECK(cut_in(L.market_panel, "the market", config) == 0, "the market's words cut at %s", config);
    /* The four spaces alike: each name starts at the same place in its space (the medallion before
     * it on all four or on none; it once gave way on one space alone). */
    int first = -1000, alike = 0;
    for (int sp = 0; sp < ALH_MARKET_SPACES; sp++) {
        char key[48], name[48];
        phrase_noun(&ctx, name, sizeof name, phrase_currency_noun(alh_market_currency(sp), key, sizeof key), NULL);
        for (int i = trace.last_frame; i < trace.count; i++) {
            const TextTraceItem *a = &trace.items[i];
            if (strcmp(a->text, name) || !app_check_rect_inside(a->rect, L.market[sp], 1))
                continue;
            int offset = a->rect.x - L.market[sp].x;
            if (first == -1000)
                first = offset;
            alike += abs(offset - first) <= 1;
            break;
        }
    }
    CHECK(alike == ALH_MARKET_SPACES, "%d of the market's %d names start alike at %s", alike, ALH_MARKET_SPACES, config);
    /* The players' small Alhambras lie clear of their words (six players at 960x540 drew the
     * money under them). */
    int under = 0;
    SDL_Rect since = {0, 0, 0, 0}; /* "Since your last turn" lies over the cards: its words are over them */
    table_since_box(&since);
    for (int p = 0; p < players; p++) {
        char id[40];
        SDL_Rect mini;
        snprintf(id, sizeof id, "table.other.%d.alhambra", p);
        if (!ui_tooltip_text(&ctx, id, &mini))
            continue;
        for (int i = trace.last_frame; i < trace.count; i++)
            if (trace.items[i].text[0] && app_check_rect_overlap(trace.items[i].rect, mini, 1) &&
                !(since.w > 0 && app_check_rect_inside(trace.items[i].rect, since, 1)) && under++ < 4)
                printf("  under a small Alhambra: \"%s\" (%s)\n", trace.items[i].text, config);
    }
    CHECK(under == 0, "%d words under the players' small Alhambras at %s", under, config);
    /* Where the change bag is drawn, a coin of every currency is drawn with it, inside the panel
     * (at 960x540 two of the four were left out for want of width). */
    SDL_Rect bag;
    if (ui_tooltip_text(&ctx, "table.mod.change.bag", &bag)) {
        int coins = 0;
        for (int k = 0; k < ALH_NUM_CURRENCIES; k++) {
            char id[40];
            SDL_Rect r;
            snprintf(id, sizeof id, "table.mod.change.bag.%d", k);
            coins += ui_tooltip_text(&ctx, id, &r) && app_check_rect_inside(r, L.modules, 1);
        }
        CHECK(coins == ALH_NUM_CURRENCIES, "the change bag shows %d of its %d currencies at %s", coins, ALH_NUM_CURRENCIES,
              config);
    }
    /* The deck's longest words: a pile still counted and every scoring card drawn (the shown game
     * only: nothing is played from it). */
    int done = m->shown.scorings_done;
    m->shown.scorings_done = 2;
    render(w, h, config, "last-pile");
    CHECK(cut_in(L.deck_panel, "the deck's panel", config) == 0, "the deck's last words cut at %s", config);
    m->shown.scorings_done = (uint8_t)done;
    match_end(&ctx);
}

int main(int argc, char **argv)
{
    (void)argc;
    if (!app_check_start_layout(&ctx, argv[0], &trace))
        return 1;
    for (int i = 0; i < APP_CHECK_SIZE_COUNT; i++)
        for (int players = 2; players <= 6; players += 2)
            for (int lang = 0; lang < 2; lang++)
                for (int tm = 0; tm < 2; tm++)
                    one(app_check_sizes[i][0], app_check_sizes[i][1], players, tm, lang ? "fr" : "en");
    free(trace.items);
    ctx.table_mode = false;
    app_shutdown(&ctx);
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}

/* SPDX-License-Identifier: MIT */
/*
 * The players' side cards look alike at every size, with 2 to 6 players, in table mode and not:
 * - the "N cards · reserve · wall" line is on every player's card or on none (the cards differ in
 *   height by a pixel of rounding, and a room test on that edge showed it on some of six cards and
 *   not on others at 1024x768);
 * - the counts by type are laid out alike on every card (one row of six, or two of three);
 * - in table mode the money is listed card by card on every card or summed on every card (some
 *   rows showed the cards and some the sums, which read alike: "9" is one card or a sum of them),
 *   each currency's cards from the smallest ("1·1·2", not the cards' order "1·2·1").
 * SIDE_CARDS_SHOTS=DIR writes each picture there, to be looked at.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "app_check.h"
#include "i18n.h"
#include "phrase.h"
#include "table.h"

static AppContext ctx;
static TextTrace trace;

/* A money figure: digits, "·" between cards, or "–" for none. */
static bool money_text(const char *t)
{
    if (!t[0])
        return false;
    for (const unsigned char *u = (const unsigned char *)t; *u;) {
        if (*u >= '0' && *u <= '9')
            u++;
        else if (u[0] == 0xC2 && u[1] == 0xB7)
            u += 2;
        else if (u[0] == 0xE2 && u[1] == 0x80 && u[2] == 0x93)
            u += 3;
        else
            return false;
    }
    return true;
}

/* The cards of currency c in a hand as the table lists them (smallest first), and their sum. */
static void expected(const AlhGame *g, const AlhPlayer *pl, int c, char *list, size_t size, char *sum, size_t sum_size)
{
    int worth[64], k = 0, total = 0;
    for (int card = 0; card < ALH_HAND_CARD_END && k < 64; card++)
        if (alh_cards_has(&pl->hand, card) && alh_card_pay_currency(g, card) == c &&
            (alh_card_is_money(card) || alh_cards_has(&pl->known, card))) {
            int v = alh_card_worth(g, card), j = k++;
            for (; j > 0 && worth[j - 1] > v; j--)
                worth[j] = worth[j - 1];
            worth[j] = v;
        }
    size_t len = 0;
    list[0] = '\0';
    for (int j = 0; j < k; j++) {
        len += (size_t)snprintf(list + len, size - len, "%s%d", len ? "\xC2\xB7" : "", worth[j]);
        total += worth[j];
    }
    if (!k)
        snprintf(list, size, "\xE2\x80\x93");
    snprintf(sum, sum_size, "%d", alh_cards_sum(&pl->hand, c) + alh_cards_money(g, &pl->known, c) - alh_cards_sum(&pl->known, c));
    (void)total;
}

/* Whether the string is among the card's money figures (the strings between its name and its
 * counts by type). */
static bool shown(const char *const *figs, int n, const char *s)
{
    for (int i = 0; i < n; i++)
        if (!strcmp(figs[i], s))
            return true;
    return false;
}

enum { MODE_UNSURE, MODE_CARDS, MODE_SUMS };

/* Where a table-mode hand is shown as sums, the mouse on its money names the cards, a line per
 * currency as the cards would be listed (and the stats line when it is not drawn): every hand is
 * public there, and the sums alone hid which cards the others hold. */
static bool cards_named(const AlhGame *g, int p, SDL_Rect card, const char *stats, const char *config)
{
    char id[48];
    SDL_Rect where;
    snprintf(id, sizeof id, "table.other.%d.money", p);
    const char *tip = ui_tooltip_text(&ctx, id, &where);
    if (!tip) {
        CHECK(false, "%s: player %d's sums name no cards", config, p + 1);
        return false;
    }
    bool named = app_check_rect_inside(where, card, 0);
    CHECK(named, "%s: player %d's money tooltip lies on the card", config, p + 1);
    for (int c = 0; c < ALH_NUM_CURRENCIES; c++) {
        char list[256], sum[16], noun[32], line[320];
        expected(g, &g->players[p], c, list, sizeof list, sum, sizeof sum);
        PHRASE(&ctx, line, "table.tip.hand_currency", PH_NOUN("cur", phrase_currency_noun(c, noun, sizeof noun)),
               PH_TEXT("cards", list));
        /* the line whole: "Denars: 5" is no line of "Denars: 5·7" */
        const char *at = strstr(tip, line);
        bool whole = at && (at == tip || at[-1] == '\n') && (at[strlen(line)] == '\n' || !at[strlen(line)]);
        CHECK(whole, "%s: player %d's cards named: \"%s\" in \"%s\"", config, p + 1, line, tip);
        named &= whole;
    }
    if (stats) {
        CHECK(strstr(tip, stats) == tip, "%s: player %d's stats, not drawn, begin the tooltip: \"%s\"", config, p + 1, tip);
        named &= strstr(tip, stats) == tip;
    }
    return named;
}

static void one(int w, int h, int players, bool table_mode, bool modules, int moves, int *seen_cards, int *seen_sums)
{
    AppNewGame g = {0};
    g.num_seats = players;
    g.has_seed = true;
    g.seed = 70 + (uint64_t)players + (uint64_t)moves;
    if (modules)
        app_check_all_modules(&g.modules);
    for (int p = 0; p < players; p++) {
        g.seats[p].colour = p;
        g.seats[p].is_bot = false;
    }
    app_fill_seat_names(&ctx, &g);
    ctx.table_mode = table_mode;
    if (!app_start_new_game(&ctx, &g)) {
        CHECK(false, "game");
        return;
    }
    match_play_random_moves(&ctx, moves, g.seed);
    Match *m = app_match(&ctx);
    char config[96];
    snprintf(config, sizeof config, "%dx%d, %d players%s%s, %d moves", w, h, players, table_mode ? ", table mode" : "",
             modules ? ", all modules" : "", moves);
    const char *dir = getenv("SIDE_CARDS_SHOTS");
    char path[APP_PATH_MAX];
    if (dir)
        snprintf(path, sizeof path, "%s/%dx%d-%dp%s%s-%d.png", dir, w, h, players, table_mode ? "-table" : "",
                 modules ? "-mods" : "", moves);
    trace.count = 0;
    ctx.text_trace = &trace;
    app_render_to_png(&ctx, SCREEN_TABLE, w, h, dir ? path : NULL);
    ctx.text_trace = NULL;
    TableLayout L;
    table_layout_compute_modules(&L, w, h, m->game.num_players, alh_game_has_dirk(&m->game), ctx.table_mode, m->game.modules);
    AlhMajorities mj;
    alh_majorities(&m->game, &mj);

    int with_stats = 0, one_row = 0, cards = 0, sums = 0, sums_named = 0, unsorted = 0;
    for (int p = 0; p < players; p++) {
        SDL_Rect R = L.others[p], chip0, chip3;
        char id[48];
        snprintf(id, sizeof id, "table.other.%d.type.0", p);
        bool have0 = ui_tooltip_text(&ctx, id, &chip0) != NULL;
        snprintf(id, sizeof id, "table.other.%d.type.3", p);
        bool have3 = ui_tooltip_text(&ctx, id, &chip3) != NULL;
        CHECK(have0 && have3, "%s: player %d's counts by type drawn", config, p + 1);
        if (!have0 || !have3)
            continue;
        one_row += chip0.y == chip3.y;
        /* the stats line, as the table words it (cut with "…" when long) */
        const AlhPlayer *pl = &m->game.players[p];
        char stats[160];
        PHRASE(&ctx, stats, "table.other_stats", PH_NUM("cards", alh_cards_count(&pl->hand)),
               PH_NUM("reserve", pl->reserve_count), PH_NUM("wall", mj.wall[p]));
        const char *figs[64];
        int nf = 0;
        bool stats_drawn = false;
        for (int i = trace.last_frame; i < trace.count; i++) {
            const TextTraceItem *t = &trace.items[i];
            if (!app_check_rect_inside(t->rect, R, 1))
                continue;
            if (!strncmp(t->text, stats, 6))
                stats_drawn = true;
            else if (t->rect.y + t->rect.h / 2 < chip0.y && money_text(t->text) && nf < 64)
                figs[nf++] = t->text;
        }
        with_stats += stats_drawn;
        if (!table_mode)
            continue;
        /* the money: the four currencies as cards or as sums */
        bool all_lists = true, all_sums = true, differ = false;
        for (int c = 0; c < ALH_NUM_CURRENCIES; c++) {
            char list[256], sum[16];
            expected(&m->game, pl, c, list, sizeof list, sum, sizeof sum);
            all_lists &= shown(figs, nf, list);
            all_sums &= shown(figs, nf, sum);
            differ |= strcmp(list, sum) != 0;
        }
        int mode = differ && all_lists ? MODE_CARDS : differ && all_sums ? MODE_SUMS : MODE_UNSURE;
        cards += mode == MODE_CARDS;
        sums += mode == MODE_SUMS;
        if (mode == MODE_SUMS)
            sums_named += cards_named(&m->game, p, R, stats_drawn ? NULL : stats, config);
        /* every list from the smallest card */
        for (int i = 0; i < nf; i++) {
            int last = -1;
            for (const char *s = figs[i]; *s;) {
                if (*s >= '0' && *s <= '9') {
                    int v = (int)strtol(s, (char **)&s, 10);
                    unsorted += v < last;
                    last = v;
                } else {
                    s++;
                }
            }
        }
    }
    CHECK(with_stats == 0 || with_stats == players, "%s: the stats line on %d of %d cards", config, with_stats, players);
    CHECK(one_row == 0 || one_row == players, "%s: the counts in one row on %d of %d cards", config, one_row, players);
    CHECK(!(cards && sums), "%s: %d hands listed card by card and %d as sums", config, cards, sums);
    CHECK(unsorted == 0, "%s: %d cards listed before a smaller one", config, unsorted);
    CHECK(sums_named == sums, "%s: %d of the %d hands shown as sums name their cards", config, sums_named, sums);
    *seen_cards += cards;
    *seen_sums += sums;
    match_end(&ctx);
}

int main(int argc, char **argv)
{
    (void)argc;
    if (!app_check_start(&ctx, argv[0]))
        return 1;
    ctx.no_curtain = true;
    ctx.settings.tips = false; /* a first-game tip lies over the last card in a small window */
    if (!app_check_trace_alloc(&trace))
        return 1;
    static const int sizes[][2] = {{960, 540}, {1024, 768}, {1280, 720}, {1920, 1080}, {2560, 1080}, {2560, 1440}};
    int seen_cards = 0, seen_sums = 0;
    for (size_t i = 0; i < sizeof sizes / sizeof *sizes; i++)
        for (int players = 2; players <= 6; players++)
            for (int tm = 0; tm < 2; tm++)
                for (int k = 0; k < (tm ? 2 : 1); k++)
                    one(sizes[i][0], sizes[i][1], players, tm, (players + k) % 2 == 0, 60 + 45 * k, &seen_cards, &seen_sums);
    /* the table mode's hands were seen both ways: the check above is not empty */
    CHECK(seen_cards > 0 && seen_sums > 0, "hands seen as cards (%d) and as sums (%d)", seen_cards, seen_sums);
    free(trace.items);
    ctx.table_mode = false;
    app_shutdown(&ctx);
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}

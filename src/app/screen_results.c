/* SPDX-License-Identifier: MIT */
/* The end of a game: ranking, shared victories, and each player's points per round and category. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "client_module.h"
#include "piece_kit.h"
#include "draw_tile.h"
#include "i18n.h"
#include "match.h"
#include "paint.h"
#include "phrase.h"
#include "table.h"
#include "table_input.h"
#include "text.h"
#include "ui.h"

static SDL_Color hex(unsigned v, Uint8 a)
{
    SDL_Color c = {(Uint8)(v >> 16), (Uint8)(v >> 8), (Uint8)v, a};
    return c;
}

#define INK hex(0x2B2118, 255)
#define MUTED hex(0x6B5A4A, 255)

static SDL_Color category_colour(int c)
{
    /* the modules' terms in ochre, apart from the wall's red and the garden's green */
    return c < ALH_NUM_TYPES ? tile_type_colour(c) : c == ALH_SCORE_EXTRA ? hex(0xB8862B, 255) : hex(0x7A2E1E, 255);
}

static int round_points(const Match *m, int round, int p, int cat)
{
    return m->round_scored[round] ? m->round_scores[round].points[p][cat] : 0;
}

/* A category's points in round rd (0..2) as the chart stacks them: the modules' term as its gains
 * above the zero line and what an invasion took below (their net hid both: "+3" and "−3" read as
 * nothing), any other category as it is; the count of parts (0, 1 or 2). */
static int chart_parts(const Match *m, int rd, int p, int c, int parts[2])
{
    int v = round_points(m, rd, p, c), lost = 0, n = 0;
    if (c == ALH_SCORE_EXTRA && m->round_scored[rd])
        lost = client_scoring_loss(m, rd + 1, p);
    if (lost > 0 && v + lost > 0) {
        parts[n++] = v + lost;
        parts[n++] = -lost;
    } else if (v != 0) {
        parts[n++] = v;
    }
    return n;
}

/* What each module says player p has of its own (their results_words), joined with " · ". */
static void player_words(AppContext *ctx, const AlhGame *g, int p, char *out, size_t size)
{
    out[0] = '\0';
    for (int id = 0; id < ALH_MOD_COUNT; id++) {
        const AlhModuleClient *mc = client_module(id);
        char part[256] = "";
        if (!alh_module_on(g, id) || !mc->results_words)
            continue;
        mc->results_words(ctx, g, p, part, sizeof part);
        size_t len = strlen(out);
        if (part[0])
            snprintf(out + len, size - len, "%s%s", len ? "\xC2\xA0\xC2\xB7 " : "", part); /* "a · b": no line begins with "·" */
    }
}

/* Whether the expansions' summary has anything to say: a module scoring points of its own, or some
 * player's words. A game whose modules leave nothing to tell (a setup's option, the French Big
 * Box's pile 5) shows no title over the bare names. */
static bool summary_wanted(AppContext *ctx, const AlhGame *g)
{
    if (!alh_modules_any_optional(&g->modules))
        return false;
    if (alh_modules_score_points(g))
        return true;
    for (int p = 0; p < g->num_players; p++) {
        char words[320];
        player_words(ctx, g, p, words, sizeof words);
        if (words[0])
            return true;
    }
    return false;
}

/* The expansions' words' size: 17 design pixels, never under 13 physical pixels (they were drawn
 * shrunk to 9 and cut with "…" at 1920x1080, six players, every module). */
static int words_px(AppContext *ctx) { return app_px(ctx, 17) < 13 ? 13 : app_px(ctx, 17); }

/* The width the expansions' summary needs for each player's words on one line (0 without them). */
static int summary_width(AppContext *ctx, const AlhGame *g)
{
    if (!summary_wanted(ctx, g))
        return 0;
    int fs = words_px(ctx), widest = 0;
    for (int p = 0; p < g->num_players; p++) {
        char words[320];
        int w = 0;
        player_words(ctx, g, p, words, sizeof words);
        text_measure(ctx, FONT_UI, fs, words, &w, NULL);
        widest = w > widest ? w : widest;
    }
    return widest + app_px(ctx, 22 + 8);
}

/* The expansions' summary's lines: the title, and for each player their name and points (head[p])
 * and their words (words[p]). */
typedef struct Summary {
    bool points; /* a module scores points of its own: the heads say them */
    char words[ALH_MAX_PLAYERS][320], head[ALH_MAX_PLAYERS][160];
} Summary;

static void summary_lines(AppContext *ctx, const Match *m, Summary *sm)
{
    const AlhGame *g = &m->game;
    /* The title says what the points are, so that each player's line is short: their name and points.
     * Without a module that scores points of its own (squares, bonus cards...) there are none to say
     * ("Player 1: +0" read as a loss of something): the title and the names alone. */
    sm->points = alh_modules_score_points(g);
    for (int p = 0; p < g->num_players; p++) {
        int extra = 0;
        for (int rd = 0; rd < 3; rd++)
            extra += round_points(m, rd, p, ALH_SCORE_EXTRA);
        char n1[16];
        /* +42, −1 (the invaders' penalties, with a true minus sign) */
        snprintf(n1, sizeof n1, extra < 0 ? "\xE2\x88\x92%d" : "+%d", extra < 0 ? -extra : extra);
        /* and no "+0" either where a player's modules scored nothing ("Player 1: +0 · Master
         * Builder" for a character that brought no points): their name and words alone */
        if (sm->points && extra != 0)
            trf(ctx, sm->head[p], sizeof sm->head[p], "results.module_points", table_seat_name(m, p), n1, NULL);
        else
            snprintf(sm->head[p], sizeof sm->head[p], "%s", table_seat_name(m, p));
        player_words(ctx, g, p, sm->words[p], sizeof sm->words[p]);
    }
}

/* A player's lines: their name and points in bold, then "·" and their words on the same line as far
 * as they fit (broken at a space), the rest wrapped below; the height used. (Without the dot the
 * points ran into the first count: "Player 1: +9 3 squares".) */
static int player_lines(AppContext *ctx, int x, int y, int w, int fs, const char *head, const char *words, bool draw)
{
    int lh = text_line_height(ctx, FONT_UI, fs), hw = 0, gap = app_px(ctx, 6), dot_w = 0;
    static const char *const dot = "\xC2\xB7";
    text_measure(ctx, FONT_BOLD, fs, head, &hw, NULL);
    text_measure(ctx, FONT_UI, fs, dot, &dot_w, NULL);
    if (draw)
        text_draw_fit(ctx, FONT_BOLD, fs, x, y, w, INK, TEXT_LEFT | TEXT_TOP, head);
    if (!words[0])
        return lh;
    /* the longest start of the words, up to a space, that fits beside the head and the dot */
    int from = hw + gap + dot_w + gap;
    char first[320];
    size_t cut = 0, len = strlen(words);
    for (size_t i = 1; i <= len && from < w; i++) {
        if (i < len && words[i] != ' ')
            continue;
        int fw = 0;
        snprintf(first, sizeof first, "%.*s", (int)i, words);
        text_measure(ctx, FONT_UI, fs, first, &fw, NULL);
        if (from + fw > w)
            break;
        cut = i;
    }
    if (cut > 0 && draw) {
        snprintf(first, sizeof first, "%.*s", (int)cut, words);
        text_draw(ctx, FONT_UI, fs, x + hw + gap, y, MUTED, TEXT_LEFT | TEXT_TOP, dot);
        text_draw(ctx, FONT_UI, fs, x + from, y, MUTED, TEXT_LEFT | TEXT_TOP, first);
    }
    const char *rest = words + cut;
    while (*rest == ' ')
        rest++;
    return lh + (*rest ? text_draw_wrapped(ctx, FONT_UI, fs, x, y + lh, w, MUTED, TEXT_LEFT, rest, draw) : 0);
}

/* The height of the summary at width w with every player's lines wrapped in fs pixels. */
static int summary_wrapped_height(AppContext *ctx, const Match *m, const Summary *sm, int w, int fs)
{
    int h = app_px(ctx, 34);
    for (int p = 0; p < m->game.num_players; p++)
        h += player_lines(ctx, 0, 0, w - app_px(ctx, 22), fs, sm->head[p], sm->words[p], false) + app_px(ctx, 4);
    return h;
}

/* What the expansion modules brought each player: the points of the modules' own scoring terms
 * (ALH_SCORE_EXTRA), then what each module says the player has of its own (its results_words). */
static void module_summary(AppContext *ctx, const Match *m, SDL_Rect box)
{
    const AlhGame *g = &m->game;
    if (!summary_wanted(ctx, g) || box.h < app_px(ctx, 60))
        return;
    SDL_Renderer *r = ctx->renderer;
    float s = ctx->scale;
    Summary sm; /* 2.9 KB on the stack: no state kept between frames */
    summary_lines(ctx, m, &sm);
    text_draw_fit(ctx, FONT_BOLD, app_px(ctx, 22), box.x, box.y, box.w, INK, TEXT_LEFT | TEXT_TOP,
                  tr(ctx, sm.points ? "results.modules" : "results.modules_plain"));
    /* Wrapped when every player's lines fit, in the words' size or smaller down to 13 pixels; else
     * each player's words on one line (cut with "…"); else the names and points alone, the words on
     * demand: every player is always there. */
    int fs = words_px(ctx);
    while (fs > 13 && summary_wrapped_height(ctx, m, &sm, box.w, fs) > box.h)
        fs--;
    int lh = text_line_height(ctx, FONT_UI, fs);
    int y = box.y + app_px(ctx, 34), x = box.x + app_px(ctx, 22), w = box.w - app_px(ctx, 22);
    int one_line_h = 0;
    for (int p = 0; p < g->num_players; p++)
        one_line_h += lh + app_px(ctx, 4) + (sm.words[p][0] ? lh : 0);
    bool wrap = summary_wrapped_height(ctx, m, &sm, box.w, fs) <= box.h, one_line = y + one_line_h <= box.y + box.h;
    for (int p = 0; p < g->num_players && y + lh <= box.y + box.h; p++) {
        table_seat_dot(r, m, p, (float)box.x + 8 * s, (float)y + (float)lh / 2, 7 * s);
        if (wrap) {
            y += player_lines(ctx, x, y, w, fs, sm.head[p], sm.words[p], true) + app_px(ctx, 4);
            continue;
        }
        text_draw_fit(ctx, FONT_BOLD, fs, x, y, w, INK, TEXT_LEFT | TEXT_TOP, sm.head[p]);
        char id[40];
        snprintf(id, sizeof id, "results.modules.%d", p); /* the whole line on demand */
        if (sm.words[p][0] && !one_line)
            ui_tooltip(ctx, id, (SDL_Rect){x, y, w, lh}, sm.words[p]);
        y += lh;
        if (sm.words[p][0] && one_line) {
            text_draw_fit(ctx, FONT_UI, fs, x, y, w, MUTED, TEXT_LEFT | TEXT_TOP, sm.words[p]);
            ui_tooltip(ctx, id, (SDL_Rect){x, y, w, lh}, sm.words[p]);
            y += lh;
        }
        y += app_px(ctx, 4);
    }
}

/* Stars in the players' colours falling from the winner's moment (area) for the first seconds after
 * the results opened (t), drawn before the rest (behind the ranking's rows) and none over the
 * rectangles keep[0..nkeep) (the expansions' words, the chart): they passed in front of the
 * ranking's rows and words. */
static void falling_stars(AppContext *ctx, const Match *m, SDL_Rect area, double t, const SDL_Rect *keep, int nkeep)
{
    if (!(t > 0.0 && t < 6.0))
        return;
    float s = ctx->scale, rad = 9 * s;
    for (int i = 0; i < 48; i++) {
        float u = (float)((i * 7919) % 1000) / 1000.0f, v = (float)((i * 104729) % 1000) / 1000.0f;
        float fall = (float)t * (90.0f + 60.0f * v) * s;
        float x = (float)area.x + u * (float)area.w + sinf((float)t * 1.7f + (float)i) * 20 * s;
        float y = (float)area.y - v * (float)area.h + fall;
        bool over = false;
        for (int k = 0; k < nkeep && !over; k++)
            over = x + rad > (float)keep[k].x && x - rad < (float)(keep[k].x + keep[k].w) && y + rad > (float)keep[k].y &&
                   y - rad < (float)(keep[k].y + keep[k].h);
        if (over)
            continue;
        Uint8 a = (Uint8)(220 * (1.0 - t / 6.0));
        paint_star8(ctx->renderer, x, y, rad, 4 * s, paint_alpha(table_seat_colour(m, i % m->game.num_players), a));
    }
    app_request_frame(ctx);
}

/*
 * The winner's moment: a medallion in their colour on a slowly turning sunburst, their name large
 * and their score (the stars falling around it: falling_stars). t is the time
 * since the results opened (0 in screenshots: the picture at rest).
 */
static void winner_moment(AppContext *ctx, const Match *m, const uint8_t *rank, SDL_Rect area, double t)
{
    SDL_Renderer *r = ctx->renderer;
    const AlhGame *g = &m->game;
    float s = ctx->scale;
    int winners = 0, first = -1, best = 0, named = 0;
    char names[200] = "", tmp[200];
    for (int p = 0; p < g->num_players; p++)
        winners += rank[p] == 1;
    /* "A, B and C" (it said "A and B and C") */
    for (int p = 0; p < g->num_players; p++)
        if (rank[p] == 1) {
            if (first < 0)
                first = p;
            best = g->players[p].score;
            if (names[0]) {
                PHRASE(ctx, tmp, ++named == winners - 1 ? "log.names" : "log.list", PH_TEXT("a", names),
                       PH_TEXT("b", table_seat_name(m, p)));
                snprintf(names, sizeof names, "%s", tmp);
            } else {
                snprintf(names, sizeof names, "%s", table_seat_name(m, p));
            }
        }
    if (first < 0)
        return;
    float cx = (float)area.x + (float)area.w * 0.5f, cy = (float)area.y + (float)area.h * 0.5f;
    /* Medallions on the left of the title: one per winner. */
    float rad = (float)area.h * 0.34f;
    char title[200];
    if (winners > 1)
        PHRASE(ctx, title, "results.winners", PH_TEXT("who", names));
    else
        PHRASE(ctx, title, "results.winner", PH_TEXT("who", names));
    int fs = app_px(ctx, 54), tw = 0;
    text_measure(ctx, FONT_TITLE, fs, title, &tw, NULL);
    int max_w = area.w - (int)(2 * rad * (float)winners) - app_px(ctx, 80);
    if (tw > max_w) {
        fs = fs * max_w / tw;
        tw = max_w;
    }
    float gap = rad * 0.6f + 24 * s; /* clear of the sunburst's rays */
    float total = 2 * rad * (float)winners + gap + (float)tw;
    float mx = cx - total / 2 + rad;
    float turn = (float)t * 0.25f;
    for (int p = 0, k = 0; p < g->num_players; p++) {
        if (rank[p] != 1)
            continue;
        float x = mx + (float)k * 2 * rad;
        for (int ray = 0; ray < 16; ray++) {
            float ang = turn + (float)ray * 3.14159f / 8.0f;
            paint_line(r, x + cosf(ang) * rad * 0.9f, cy + sinf(ang) * rad * 0.9f, x + cosf(ang) * rad * 1.55f,
                       cy + sinf(ang) * rad * 1.55f, 3 * s, paint_alpha(PAL_GOLD, 150));
        }
        paint_circle(r, x, cy + 4 * s, rad, paint_alpha(PAL_INK, 70));
        table_seat_dot(r, m, p, x, cy, rad);
        paint_ring(r, x, cy, rad, 5 * s, PAL_GOLD);
        paint_star8(r, x, cy, rad * 0.55f, rad * 0.28f, paint_alpha(PAL_GOLD, 235));
        k++;
    }
    int tx = (int)(mx + 2 * rad * (float)(winners - 1) + rad + gap);
    text_draw(ctx, FONT_TITLE, fs, tx, (int)cy - app_px(ctx, 8), hex(0x7A2E1E, 255), TEXT_LEFT | TEXT_BOTTOM, title);
    char sub[160];
    PHRASE(ctx, sub, g->phase == ALH_PHASE_OVER ? "results.winner_points" : "results.leader_points", PH_NUM("n", best));
    text_draw_fit(ctx, FONT_BOLD, app_px(ctx, 26), tx, (int)cy + app_px(ctx, 4), max_w, hex(0x6B5A4A, 255), TEXT_LEFT | TEXT_TOP,
                  sub);
}

/* The left column's width (the ranking, the expansions' words): 480 design pixels, and as much more
 * as the expansions' words need on one line: up to 160 more on any window (their lines wrapped in
 * three or four at 1920x1080 and 1024x768 with six players and every module), and on a window wider
 * than 16:9 up to 700 more; the chart keeps at least 760 (at 2560x1080 with six players and every
 * expansion each player's words were cut with "…"). */
static int left_column_width(AppContext *ctx, int panel_w, int words_w)
{
    int base = app_px(ctx, 480), extra = panel_w - (ctx->height * 16 / 9 - 2 * app_px(ctx, 40));
    if (extra < app_px(ctx, 160))
        extra = app_px(ctx, 160);
    if (extra > app_px(ctx, 700))
        extra = app_px(ctx, 700);
    if (extra > words_w - base)
        extra = words_w - base;
    int most = panel_w - app_px(ctx, 120 + 760) - base; /* the chart as wide as at 1024x768 before */
    if (extra > most)
        extra = most;
    return extra > 0 ? base + extra : base;
}

void screen_results_frame(AppContext *ctx, double dt)
{
    (void)dt;
    Match *m = app_match(ctx);
    if (!m) {
        app_set_screen(ctx, SCREEN_MENU);
        return;
    }
    SDL_Renderer *r = ctx->renderer;
    const AlhGame *g = &m->game;
    float s = ctx->scale;
    int W = ctx->width, H = ctx->height;
    SDL_SetRenderDrawColor(r, 0xE8, 0xD5, 0xB0, 0xFF);
    SDL_RenderClear(r);
    float cell = 90.0f * s;
    for (float y = cell / 2; y < (float)H; y += cell)
        for (float x = cell / 2; x < (float)W; x += cell)
            paint_star8(r, x, y, cell * 0.22f, cell * 0.16f, hex(0xDCC69C, 150));

    bool dirk = alh_game_has_dirk(g);
    int n = g->num_players;
    uint8_t rank[ALH_MAX_PLAYERS];
    alh_ranking(g, rank);
    int winners = 0;
    for (int p = 0; p < n; p++)
        winners += rank[p] == 1;

    int pad = app_px(ctx, 40);
    SDL_Rect P = {pad, pad, W - 2 * pad, H - 2 * pad};
    ui_panel(ctx, P);
    char buf[200], num[16];
    (void)winners;
    double since = ctx->time - ctx->table->results_since;
    SDL_Rect moment = {P.x, P.y + app_px(ctx, 16), P.w, app_px(ctx, 150)};

    /* Ranking on the left. */
    int lx = P.x + app_px(ctx, 40), ly = P.y + app_px(ctx, 190), row = app_px(ctx, 60);
    int order[ALH_MAX_PLAYERS + 1], k = 0;
    for (int rk = 1; rk <= n; rk++)
        for (int p = 0; p < n; p++)
            if (rank[p] == rk)
                order[k++] = p;
    /* The expansions' words wrapped under the ranking: the column widens (by 40 design pixels, the
     * chart keeping 680 for six names under it) while they do not fit under the ranking's lowest
     * rows (48), then the rows give them the room they need (a game of easy bots, six players,
     * every module, in French, had them cut at 1280x720). */
    int left_w = left_column_width(ctx, P.w, summary_width(ctx, g));
    int below = app_px(ctx, dirk ? 50 : 16), bottom = P.y + P.h - app_px(ctx, 110);
    if (summary_wanted(ctx, g)) {
        Summary sm; /* 2.9 KB on the stack: no state kept between frames */
        summary_lines(ctx, m, &sm);
        int widest = P.w - app_px(ctx, 120 + 680), fs = words_px(ctx);
        while (left_w + app_px(ctx, 40) <= widest &&
               ly + k * app_px(ctx, 48) + below + summary_wrapped_height(ctx, m, &sm, left_w, fs) > bottom)
            left_w += app_px(ctx, 40);
        int need = summary_wrapped_height(ctx, m, &sm, left_w, fs);
        while (row > app_px(ctx, 48) && ly + k * row + below + need > bottom)
            row--;
    }
    /* The chart on the right: for each player, one stacked bar per round, by category (its names
     * and legend below it, down to the buttons). */
    SDL_Rect C = {lx + left_w + app_px(ctx, 40), P.y + app_px(ctx, 190),
                  P.x + P.w - app_px(ctx, 40) - (lx + left_w + app_px(ctx, 40)), P.h - app_px(ctx, 340)};
    int foot = P.y + P.h - app_px(ctx, 24);      /* under the legend and the buttons */
    int words_y = ly + k * row - app_px(ctx, 8); /* the ranking's rows hide the stars passing behind them */
    SDL_Rect keep[2] = {{lx - app_px(ctx, 8), words_y, left_w + app_px(ctx, 16), foot - words_y},
                        {C.x - app_px(ctx, 8), C.y - app_px(ctx, 8), C.w + app_px(ctx, 16), foot - C.y + app_px(ctx, 8)}};
    falling_stars(ctx, m, moment, since < 0 ? 0 : since, keep, 2);
    winner_moment(ctx, m, rank, moment, since < 0 ? 0 : since);
    for (int i = 0; i < k; i++) {
        int p = order[i];
        int y = ly + i * row;
        SDL_FRect band = {(float)lx, (float)y, 470 * s, (float)row - 10 * s};
        paint_round_rect(r, band, 12 * s, rank[p] == 1 ? hex(0xF2D27A, 255) : hex(0xEFE2C6, 255));
        snprintf(num, sizeof num, "%d", rank[p]);
        text_draw(ctx, FONT_TITLE, app_px(ctx, 30), lx + app_px(ctx, 26), y + (row - app_px(ctx, 10)) / 2, INK,
                  TEXT_CENTER | TEXT_MIDDLE, num);
        table_seat_dot(r, m, p, (float)lx + 66 * s, (float)y + band.h / 2, 13 * s);
        text_draw_fit(ctx, FONT_BOLD, app_px(ctx, 26), lx + app_px(ctx, 90), y + (int)band.h / 2, app_px(ctx, 250), INK,
                      TEXT_LEFT | TEXT_MIDDLE, m->seats[p].name);
        snprintf(num, sizeof num, "%d", g->players[p].score);
        text_draw(ctx, FONT_TITLE, app_px(ctx, 30), lx + (int)band.w - app_px(ctx, 18), y + (int)band.h / 2, hex(0x7A2E1E, 255),
                  TEXT_RIGHT | TEXT_MIDDLE, num);
    }
    module_summary(ctx, m, (SDL_Rect){lx, ly + k * row + below, left_w, bottom - (ly + k * row + below)});
    if (dirk) {
        int y = ly + k * row;
        /* shrunk to the ranking's width: in French with three-figure points it ran into the chart */
        text_draw_fit(ctx, FONT_UI, app_px(ctx, 22), lx + app_px(ctx, 20), y + app_px(ctx, 16), app_px(ctx, 460), MUTED,
                      TEXT_LEFT | TEXT_MIDDLE, PHRASE(ctx, buf, "results.dirk", PH_NUM("n", g->dirk_score)));
    }

    int players = n + (dirk ? 1 : 0);
    /* Points lost in a round (the invaders' penalties, apart from the modules' gains: chart_parts)
     * go below the zero line, so that each player's bars add up to the final score. */
    int maxv = 10, negv = 0;
    for (int i = 0; i < players; i++) {
        int p = i < n ? i : ALH_DIRK;
        for (int rd = 0; rd < 3; rd++) {
            int gain = 0, loss = 0, parts[2];
            for (int c = 0; c < ALH_SCORE_CATEGORIES; c++)
                for (int j = 0, nparts = chart_parts(m, rd, p, c, parts); j < nparts; j++) {
                    if (parts[j] > 0)
                        gain += parts[j];
                    else
                        loss -= parts[j];
                }
            if (gain > maxv)
                maxv = gain;
            if (loss > negv)
                negv = loss;
        }
    }
    maxv = (maxv + 9) / 10 * 10;
    if (negv > 0) /* with room under the lowest bar for the figure written there */
        negv = (negv + 14) / 10 * 10;
    int span = maxv + negv;
    int axis_h = C.h - app_px(ctx, 60);
    int base_y = C.y + axis_h;               /* the foot of the chart: round numbers and names under it */
    int zero_y = C.y + axis_h * maxv / span; /* the zero line */
    for (int v = -negv; v <= maxv; v += 10) {
        int y = zero_y - axis_h * v / span;
        paint_line(r, (float)C.x + 30 * s, (float)y, (float)(C.x + C.w), (float)y, 1.0f, hex(0x8C5A3C, v ? 50 : 160));
        snprintf(num, sizeof num, v < 0 ? "\xE2\x88\x92%d" : "%d", v < 0 ? -v : v);
        text_draw(ctx, FONT_UI, app_px(ctx, 15), C.x + app_px(ctx, 24), y, MUTED, TEXT_RIGHT | TEXT_MIDDLE, num);
    }
    int group_w = (C.w - app_px(ctx, 40)) / (players > 0 ? players : 1);
    int bar_w = group_w / 4;
    for (int i = 0; i < players; i++) {
        int p = i < n ? i : ALH_DIRK;
        int gx = C.x + app_px(ctx, 40) + i * group_w + (group_w - 3 * bar_w - 2 * app_px(ctx, 6)) / 2;
        for (int rd = 0; rd < 3; rd++) {
            int x = gx + rd * (bar_w + app_px(ctx, 6)), acc = 0, lost = 0, parts[2];
            for (int c = 0; c < ALH_SCORE_CATEGORIES; c++)
                for (int j = 0, nparts = chart_parts(m, rd, p, c, parts); j < nparts; j++) {
                    int v = parts[j];
                    int from = v > 0 ? acc : -lost, to = v > 0 ? acc + v : -lost + v;
                    int y_from = zero_y - axis_h * from / span, y_to = zero_y - axis_h * to / span;
                    SDL_Rect bar = {x, y_from < y_to ? y_from : y_to, bar_w, abs(y_to - y_from)};
                    paint_fill_rect(r, bar, v > 0 ? category_colour(c) : paint_alpha(category_colour(c), 120));
                    if (c == ALH_CHAMBERS || v < 0)
                        paint_round_rect_outline(r, paint_frect(bar), 0, 1.0f, v > 0 ? hex(0xB8AFA0, 255) : category_colour(c));
                    if (v > 0)
                        acc += v;
                    else
                        lost -= v;
                }
            snprintf(num, sizeof num, "%d", rd + 1);
            text_draw(ctx, FONT_UI, app_px(ctx, 14), x + bar_w / 2, base_y + app_px(ctx, 4), MUTED, TEXT_CENTER | TEXT_TOP, num);
            if (acc > 0) {
                snprintf(num, sizeof num, "%d", acc);
                text_draw(ctx, FONT_BOLD, app_px(ctx, 14), x + bar_w / 2, zero_y - axis_h * acc / span - app_px(ctx, 2), INK,
                          TEXT_CENTER | TEXT_BOTTOM, num);
            }
            if (lost > 0) {
                snprintf(num, sizeof num, "\xE2\x88\x92%d", lost);
                text_draw(ctx, FONT_BOLD, app_px(ctx, 14), x + bar_w / 2, zero_y + axis_h * lost / span + app_px(ctx, 1),
                          hex(0x7A2E1E, 255), TEXT_CENTER | TEXT_TOP, num);
            }
        }
        table_seat_dot(r, m, p, (float)(gx - app_px(ctx, 4)), (float)base_y + 36 * s, 8 * s);
        /* ending clear of the next player's dot (a name ran under it in a narrow chart) */
        text_draw_fit(ctx, FONT_BOLD, app_px(ctx, 18), gx + app_px(ctx, 8), base_y + app_px(ctx, 36), group_w - app_px(ctx, 24),
                      INK, TEXT_LEFT | TEXT_MIDDLE, table_seat_name(m, p));
    }
    /* Legend of the categories: one row when it fits the chart's width, else as many rows as it
     * needs (with every module, at 1024x768 or in French, one row ran past the panel's edge). */
    char labels[ALH_SCORE_CATEGORIES][64];
    int label_w[ALH_SCORE_CATEGORIES] = {0}, legend_w = 0, key_px = app_px(ctx, 17);
    bool modules = alh_modules_score_points(g); /* the modules' points, when a module scores its own */
    for (int c = 0; c < ALH_SCORE_CATEGORIES; c++) {
        char key[48];
        labels[c][0] = '\0';
        if (c == ALH_SCORE_EXTRA && !modules)
            continue;
        if (c < ALH_NUM_TYPES)
            phrase_noun(ctx, labels[c], sizeof labels[c], phrase_type_noun(c, key, sizeof key), NULL);
        else
            snprintf(labels[c], sizeof labels[c], "%s", tr(ctx, c == ALH_SCORE_EXTRA ? "table.extra" : "table.wall"));
        text_measure(ctx, FONT_UI, key_px, labels[c], &label_w[c], NULL);
        legend_w += app_px(ctx, 44) + label_w[c];
    }
    int legend_x0 = C.x + app_px(ctx, 40), legend_right = P.x + P.w - app_px(ctx, 24);
    int rows = legend_x0 + legend_w <= legend_right ? 1 : 2;
    int row_step = app_px(ctx, 27);
    int lgx = legend_x0, lgy = C.y + C.h + app_px(ctx, 10) - (rows - 1) * app_px(ctx, 12);
    for (int c = 0; c < ALH_SCORE_CATEGORIES; c++) {
        if (!labels[c][0])
            continue;
        if (lgx > legend_x0 && lgx + app_px(ctx, 30) + label_w[c] > legend_right) {
            lgx = legend_x0;
            lgy += row_step;
        }
        SDL_FRect chip = {(float)lgx, (float)lgy, 24 * s, 24 * s};
        if (c < ALH_NUM_TYPES)
            draw_type_chip(ctx, c, chip);
        else if (c == ALH_SCORE_EXTRA)
            kit_module_points_icon(ctx, chip, 1.0f);
        else
            paint_round_rect(r, chip, 4 * s, category_colour(c));
        text_draw(ctx, FONT_UI, key_px, lgx + app_px(ctx, 30), lgy + app_px(ctx, 12), INK, TEXT_LEFT | TEXT_MIDDLE, labels[c]);
        lgx += app_px(ctx, 44) + label_w[c];
    }

    int bw = app_px(ctx, 240), bh = app_px(ctx, 56), gap = app_px(ctx, 20);
    int by = P.y + P.h - bh - app_px(ctx, 30);
    SDL_Rect b1 = {P.x + P.w / 2 - bw * 3 / 2 - gap, by, bw, bh}, b2 = {P.x + P.w / 2 - bw / 2, by, bw, bh},
             b3 = {P.x + P.w / 2 + bw / 2 + gap, by, bw, bh};
    if (ui_button(ctx, "results.table", b1, tr(ctx, "results.table"), UI_SECONDARY))
        app_set_screen(ctx, SCREEN_TABLE);
    if (ui_button(ctx, "results.new_game", b2, tr(ctx, "results.new_game"), UI_PRIMARY))
        app_set_screen(ctx, SCREEN_NEW_GAME);
    if (ui_button(ctx, "results.menu", b3, tr(ctx, "results.menu"), UI_SECONDARY))
        app_set_screen(ctx, SCREEN_MENU);
}

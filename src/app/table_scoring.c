/* SPDX-License-Identifier: MIT */
/*
 * Scorings as moments: a scoring round plays on the table (who scores what, per type and wall,
 * while the markers walk the track) and waits for a click; the scoring table shows every round's
 * points per player, what each would score now, and any past round again in detail.
 */
#include "table_scoring.h"

#include <math.h>
#include <stdio.h>
#include <string.h>
#include "client_module.h"
#include "piece_kit.h"
#include "draw_tile.h"
#include "i18n.h"
#include "paint.h"
#include "phrase.h"
#include "table.h"
#include "text.h"
#include "ui.h"

static SDL_Color hex(unsigned v, Uint8 a)
{
    SDL_Color c = {(Uint8)(v >> 16), (Uint8)(v >> 8), (Uint8)v, a};
    return c;
}

#define INK hex(0x2B2118, 255)
#define MUTED hex(0x6B5A4A, 255)
#define TERRA hex(0x7A2E1E, 255)

static int px(const TableFrame *f, float design) { return (int)(design * f->L.s + 0.5f); }

/* Text never under 14 physical pixels: scores are read from across a table. */
static int text_px(const TableFrame *f, float design)
{
    int v = px(f, design);
    return v < 14 ? 14 : v;
}

static bool two_player(const AlhGame *g) { return alh_game_has_dirk(g); }

/* The modules' column, when a module of the game scores points of its own. */
static bool has_modules(const AlhGame *g) { return alh_modules_score_points(g); }

/* A caption's size in a box w x max_h: the largest from design_px down to 13 pixels whose wrapped
 * lines the box holds (*fs); its height, or -1 when even 13 pixels do not fit. */
static int caption_size(const TableFrame *f, int w, int max_h, const char *key, float design_px, int *fs)
{
    AppContext *ctx = f->ctx;
    const char *text = tr(ctx, key);
    *fs = px(f, design_px) < 13 ? 13 : px(f, design_px);
    int h = text_draw_wrapped(ctx, FONT_UI, *fs, 0, 0, w, MUTED, TEXT_LEFT, text, false);
    while (*fs > 13 && h > max_h) {
        (*fs)--;
        h = text_draw_wrapped(ctx, FONT_UI, *fs, 0, 0, w, MUTED, TEXT_LEFT, text, false);
    }
    return h <= max_h ? h : -1;
}

/* A caption wrapped into box, vertically centred, in the size caption_size found; cut with an
 * ellipsis on one line when it found none. */
static void caption(const TableFrame *f, SDL_Rect box, const char *key, float design_px)
{
    int fs, h = caption_size(f, box.w, box.h, key, design_px, &fs);
    if (h >= 0)
        text_draw_wrapped(f->ctx, FONT_UI, fs, box.x, box.y + (box.h - h) / 2, box.w, MUTED, TEXT_LEFT, tr(f->ctx, key), true);
    else
        text_draw_fit(f->ctx, FONT_UI, fs, box.x, box.y + box.h / 2, box.w, MUTED, TEXT_LEFT | TEXT_MIDDLE, tr(f->ctx, key));
}

/* Points won or lost: "+3", "+0", or "−3" with a true minus sign (as the invasion's figures). */
static const char *signed_points(char *buf, size_t size, int v)
{
    snprintf(buf, size, v < 0 ? "\xE2\x88\x92%d" : "+%d", v < 0 ? -v : v);
    return buf;
}

/* Participants in seat order, then Dirk with the two-player rules. */
static int participants(const AlhGame *g, int *who)
{
    int n = 0;
    for (int p = 0; p < g->num_players; p++)
        who[n++] = p;
    if (two_player(g))
        who[n++] = ALH_DIRK;
    return n;
}

static int gain(const AlhScoreDetail *d, int p)
{
    int sum = 0;
    for (int c = 0; c < ALH_SCORE_CATEGORIES; c++)
        sum += d->points[p][c];
    return sum;
}

/* The columns of a scoring: the six types, the wall, the modules' term when the game has modules. */
static int categories(const AlhGame *g, int *cat)
{
    int n = 0;
    for (int c = 0; c < ALH_SCORE_CATEGORIES; c++)
        if (c != ALH_SCORE_EXTRA || has_modules(g))
            cat[n++] = c;
    return n;
}

static const char *category_name(TableFrame *f, int c, char *buf, size_t size)
{
    char key[40];
    if (c < ALH_NUM_TYPES)
        return phrase_noun(f->ctx, buf, size, phrase_type_noun(c, key, sizeof key), "pl");
    snprintf(buf, size, "%s", tr(f->ctx, c == ALH_SCORE_WALL ? "table.tip.wall" : "table.tip.extra"));
    return buf;
}

static void category_icon(TableFrame *f, int c, SDL_FRect r, Uint8 alpha)
{
    if (c < ALH_NUM_TYPES)
        draw_type_chip(f->ctx, c, r);
    else if (c == ALH_SCORE_EXTRA)
        kit_module_points_icon(f->ctx, r, (float)alpha / 255.0f);
    else /* the wall: a short stretch of red masonry */
        paint_round_rect(f->ctx->renderer, (SDL_FRect){r.x, r.y + r.h * 0.36f, r.w, r.h * 0.28f}, r.h * 0.08f,
                         hex(0x7A2E1E, alpha));
}

/* The modules' cell when they gave and took in one scoring: the gain over the loss ("+3" over "−3",
 * where the net read "·", nothing), or side by side in a row too low for two lines. */
static void gain_and_loss_cell(TableFrame *f, SDL_Rect cell, int gained, int lost, int fs, Uint8 a)
{
    AppContext *ctx = f->ctx;
    char up[16], down[16];
    snprintf(up, sizeof up, "+%d", gained);
    snprintf(down, sizeof down, "\xE2\x88\x92%d", lost);
    int small = fs * 3 / 4 < 13 ? 13 : fs * 3 / 4, lh = text_line_height(ctx, FONT_BOLD, small);
    int cx = cell.x + cell.w / 2, cy = cell.y + cell.h / 2;
    if (2 * lh <= cell.h + 6) {
        text_draw(ctx, FONT_BOLD, small, cx, cy, hex(0x2B2118, a), TEXT_CENTER | TEXT_BOTTOM, up);
        text_draw(ctx, FONT_BOLD, small, cx, cy, hex(0x7A2E1E, a), TEXT_CENTER | TEXT_TOP, down);
    } else {
        int wu = 0, wd = 0, gap = text_line_height(ctx, FONT_BOLD, small) / 4;
        text_measure(ctx, FONT_BOLD, small, up, &wu, NULL);
        text_measure(ctx, FONT_BOLD, small, down, &wd, NULL);
        if (wu + gap + wd <= cell.w) { /* side by side, each in its colour */
            int x = cx - (wu + gap + wd) / 2;
            text_draw(ctx, FONT_BOLD, small, x, cy, hex(0x2B2118, a), TEXT_LEFT | TEXT_MIDDLE, up);
            text_draw(ctx, FONT_BOLD, small, x + wu + gap, cy, hex(0x7A2E1E, a), TEXT_LEFT | TEXT_MIDDLE, down);
        } else {
            char both[40]; /* the minus sign parts them in a narrow column (960x540, six players) */
            snprintf(both, sizeof both, "%s%s", up, down);
            int least = small * 6 / 10 < 11 ? 11 : small * 6 / 10, bw = 0; /* text_draw_fit's smallest */
            text_measure(ctx, FONT_BOLD, least, both, &bw, NULL);
            if (bw > cell.w) /* "14−3" rather than "+14…" */
                snprintf(both, sizeof both, "%s%s", up + 1, down);
            text_draw_fit(ctx, FONT_BOLD, small, cx, cy, cell.w, hex(0x7A2E1E, a), TEXT_CENTER | TEXT_MIDDLE, both);
        }
    }
}

/* The height detail_grid takes at most: its header and a row of 64 design pixels per participant. */
static int grid_height(const TableFrame *f)
{
    int who[ALH_MAX_PLAYERS + 1];
    return px(f, 52) + participants(&f->m->game, who) * px(f, 64);
}

/*
 * One scoring's points in a grid: a row per participant, a column per type, the wall (and the
 * modules' term), the gain and the score after it. reveal (0..1) uncovers the columns one by one.
 */
static void detail_grid(TableFrame *f, SDL_Rect R, const AlhScoreDetail *d, int round, float reveal, const char *id_prefix)
{
    AppContext *ctx = f->ctx;
    SDL_Renderer *r = ctx->renderer;
    const AlhGame *g = &f->m->game;
    int who[ALH_MAX_PLAYERS + 1], n = participants(g, who);
    int cat[ALH_SCORE_CATEGORIES], nc = categories(g, cat);
    int header = px(f, 52);
    int row = (R.h - header) / (n > 0 ? n : 1);
    if (row > px(f, 64))
        row = px(f, 64);
    int fs = text_px(f, 26);
    if (fs > row * 6 / 10)
        fs = row * 6 / 10 < 14 ? 14 : row * 6 / 10;
    int name_w = R.w / 4, sum_w = px(f, 260), gain_w = sum_w / 2;
    int colw = (R.w - name_w - sum_w) / (nc > 0 ? nc : 1);
    char buf[96], id[64];
    /* Header: an icon per column, named when the mouse rests on it. */
    float icon = fminf((float)header * 0.7f, (float)colw * 0.6f);
    for (int k = 0; k < nc; k++) {
        float cx = (float)(R.x + name_w + k * colw) + (float)colw / 2;
        SDL_FRect ic = {cx - icon / 2, (float)R.y + ((float)header - icon) / 2, icon, icon};
        category_icon(f, cat[k], ic, 255);
        snprintf(id, sizeof id, "%s.head.%d", id_prefix, cat[k]);
        ui_tooltip(ctx, id, (SDL_Rect){(int)ic.x, (int)ic.y, (int)ic.w, (int)ic.h}, category_name(f, cat[k], buf, sizeof buf));
    }
    text_draw_fit(ctx, FONT_BOLD, fs, R.x + R.w - sum_w + gain_w / 2, R.y + header / 2, gain_w - px(f, 6), MUTED,
                  TEXT_CENTER | TEXT_MIDDLE, tr(ctx, "table.scoring_gain"));
    text_draw_fit(ctx, FONT_BOLD, fs, R.x + R.w - gain_w / 2, R.y + header / 2, gain_w - px(f, 6), MUTED,
                  TEXT_CENTER | TEXT_MIDDLE, tr(ctx, "table.scoring_total"));
    for (int i = 0; i < n; i++) {
        int p = who[i], y = R.y + header + i * row;
        if (i % 2 == 0)
            paint_round_rect(r, (SDL_FRect){(float)R.x, (float)y, (float)R.w, (float)row}, 8 * f->L.s, hex(0xE8D5B0, 120));
        SDL_Color col = table_seat_colour(f->m, p);
        float disc = fminf((float)row * 0.2f, 12 * f->L.s);
        paint_circle(r, (float)R.x + disc + 6 * f->L.s, (float)y + (float)row / 2, disc, col);
        paint_ring(r, (float)R.x + disc + 6 * f->L.s, (float)y + (float)row / 2, disc, 1.5f, hex(0x2B2118, 160));
        int nx = R.x + (int)(2 * disc) + px(f, 14);
        text_draw_fit(ctx, FONT_BOLD, fs, nx, y + row / 2, name_w - (nx - R.x) - px(f, 6), INK, TEXT_LEFT | TEXT_MIDDLE,
                      table_seat_name(f->m, p));
        for (int k = 0; k < nc; k++) {
            float shown = reveal * (float)(nc + 1) - (float)k;
            if (shown <= 0.0f)
                continue;
            Uint8 a = (Uint8)(255 * fminf(1.0f, shown));
            int v = d->points[p][cat[k]];
            int lost = cat[k] == ALH_SCORE_EXTRA ? client_scoring_loss(f->m, round, p) : 0;
            SDL_Rect cell = {R.x + name_w + k * colw + 2, y + 3, colw - 4, row - 6};
            if (v > 0 || v + lost > 0) {
                SDL_Color tint = cat[k] < ALH_NUM_TYPES ? tile_type_colour(cat[k]) : hex(0xC99A2E, 255);
                paint_round_rect(r, paint_frect(cell), 6 * f->L.s, paint_alpha(tint, (Uint8)(a * 60 / 255)));
            }
            if (lost > 0 && v + lost > 0) { /* gained and lost: both, not their net */
                gain_and_loss_cell(f, cell, v + lost, lost, fs, a);
                continue;
            }
            /* A module's term may take points away (an invasion): shown in the terracotta of losses. */
            if (v < 0)
                snprintf(buf, sizeof buf, "\xE2\x88\x92%d", -v);
            else
                snprintf(buf, sizeof buf, v != 0 ? "%d" : "\xC2\xB7", v);
            text_draw(ctx, v != 0 ? FONT_BOLD : FONT_UI, fs, cell.x + cell.w / 2, y + row / 2,
                      v > 0   ? hex(0x2B2118, a)
                      : v < 0 ? hex(0x7A2E1E, a)
                              : hex(0xB8AFA0, a),
                      TEXT_CENTER | TEXT_MIDDLE, buf);
        }
        if (reveal * (float)(nc + 1) >= (float)nc) {
            signed_points(buf, sizeof buf, gain(d, p));
            int gx = R.x + R.w - sum_w;
            text_draw(ctx, FONT_TITLE, fs, gx + gain_w / 2, y + row / 2, TERRA, TEXT_CENTER | TEXT_MIDDLE, buf);
            snprintf(buf, sizeof buf, "%d", d->total[p]);
            text_draw(ctx, FONT_BOLD, fs, gx + gain_w + gain_w / 2, y + row / 2, INK, TEXT_CENTER | TEXT_MIDDLE, buf);
        }
    }
}

static const char *round_title(TableFrame *f, int round, char *buf, size_t size)
{
    if (round >= 3)
        snprintf(buf, size, "%s", tr(f->ctx, "table.scoring_final"));
    else
        phrase(f->ctx, buf, size, "table.scoring_round", (const PhraseArg[]){PH_NUM("n", round)}, 1);
    return buf;
}

/* Where a scoring shows: over the middle of the table (reserve, board and modules' panel). */
static SDL_Rect moment_rect(const TableFrame *f)
{
    const TableLayout *L = &f->L;
    int right = L->modules.w > 0 ? L->modules.x + L->modules.w : L->board.x + L->board.w;
    SDL_Rect R = {L->left.x, L->board.y, right - L->left.x, L->board.h};
    int max_w = px(f, 1300);
    if (R.w > max_w) {
        R.x += (R.w - max_w) / 2;
        R.w = max_w;
    }
    return R;
}

void table_scoring_moment(TableFrame *f)
{
    AppContext *ctx = f->ctx;
    Anim *a = &f->m->anim;
    float progress = 1.0f;
    int idx = anim_current_scoring(a, &progress);
    int held = anim_held_scoring(a);
    if (idx < 0 && held < 0)
        return;
    if (held >= 0) {
        idx = held;
        progress = 1.0f;
    }
    const AlhScoreDetail *d = &a->scorings[idx];
    int round = a->scoring_round[idx];
    SDL_Renderer *r = ctx->renderer;
    float s = f->L.s;
    /* Without a hold (no table waiting), the panel fades in and out with its item. */
    float alpha = held >= 0 ? 1.0f : fminf(1.0f, fminf(progress / 0.08f, (1.0f - progress) / 0.08f));
    if (alpha <= 0.0f)
        return;
    SDL_Rect R = moment_rect(f);
    int pad = px(f, 24), bh = px(f, 56) < 36 ? 36 : px(f, 56);
    int head_h = pad + text_line_height(ctx, FONT_TITLE, text_px(f, 40)) + px(f, 8), foot_h = px(f, 12) + bh + pad;
    /* The modules' part of the moment (an invasion after the scoring) under the points, at most
     * half the grid's room, and never so much that the grid's rows are lower than their text (six
     * players' rows printed over each other at 960x540); shown once the points are all uncovered. */
    int grid_w = R.w - 2 * pad, room = R.h - head_h - foot_h, who[ALH_MAX_PLAYERS + 1];
    int rows_min = px(f, 52) + participants(&f->m->game, who) * (text_line_height(ctx, FONT_BOLD, 14) + 2);
    int mods_most = room - rows_min < room / 2 ? room - rows_min : room / 2;
    int mod_h[ALH_MOD_COUNT] = {0}, mods_h = 0;
    for (int id = 0; id < ALH_MOD_COUNT; id++)
        if (alh_module_on(&f->m->game, id) && client_module(id)->scoring_moment_height &&
            client_module(id)->scoring_moment_draw) {
            mod_h[id] = client_module(id)->scoring_moment_height(f, round, grid_w);
            if (mods_h + mod_h[id] > mods_most)
                mod_h[id] = mods_most - mods_h > 0 ? mods_most - mods_h : 0;
            mods_h += mod_h[id];
        }
    /* As tall as what it shows, in the middle of the board's height: with two or three players the
     * lower half of the panel was empty. */
    int need = head_h + grid_height(f) + mods_h + foot_h;
    if (need < R.h) {
        R.y += (R.h - need) / 2;
        R.h = need;
    }
    SDL_FRect fr = paint_frect(R);
    paint_shadow(r, fr, 18 * s, 30 * s, 8 * s, (Uint8)(90 * alpha));
    /* opaque once shown: at 248 the board's title showed faintly through the points */
    paint_round_rect(r, fr, 18 * s, hex(0xF5EBD7, (Uint8)(255 * alpha)));
    paint_round_rect_outline(r, fr, 18 * s, 3 * s, hex(0xC99A2E, (Uint8)(255 * alpha)));
    if (alpha >= 1.0f)
        text_trace_cover(ctx, R); /* nothing under it is read any more */
    ui_tooltips_cover(ctx, R);    /* nor named: the invasion deck's tooltip showed over the points */
    /* Everything under the panel stays where it is: the panel takes the clicks. */
    ui_hit(ctx, "table.scoring_moment", R, true);
    char buf[128];
    text_draw_fit(ctx, FONT_TITLE, text_px(f, 40), R.x + R.w / 2, R.y + pad, R.w - 2 * pad, hex(0x7A2E1E, (Uint8)(255 * alpha)),
                  TEXT_CENTER | TEXT_TOP, round_title(f, round, buf, sizeof buf));
    SDL_Rect grid = {R.x + pad, R.y + head_h, grid_w, R.h - head_h - foot_h - mods_h};
    /* The columns are uncovered before the markers walk (the first quarter of the item). */
    detail_grid(f, grid, d, round, fminf(1.0f, progress / 0.25f), "table.scoring_moment");
    int my = grid.y + grid.h;
    float mod_alpha = alpha * fmaxf(0.0f, fminf(1.0f, (progress - 0.3f) / 0.15f));
    for (int id = 0; id < ALH_MOD_COUNT && mod_alpha > 0.0f; id++)
        if (mod_h[id] > 0) {
            client_module(id)->scoring_moment_draw(f, round, (SDL_Rect){grid.x, my, grid.w, mod_h[id]}, mod_alpha);
            my += mod_h[id];
        }
    if (held < 0)
        return;
    int bw = px(f, 360) < 200 ? 200 : px(f, 360);
    SDL_Rect b = {R.x + R.w - pad - bw, R.y + R.h - pad - bh, bw, bh};
    bool last = round >= 3 && f->m->game.phase == ALH_PHASE_OVER;
    bool go = ui_button(ctx, "table.scoring_continue", b, tr(ctx, last ? "table.scoring_results" : "table.scoring_continue"),
                        UI_PRIMARY);
    /* beside the button, from the grid's end (12 above it) to the panel's rim */
    caption(f, (SDL_Rect){R.x + pad, b.y - px(f, 10), b.x - R.x - 2 * pad, R.y + R.h - px(f, 6) - (b.y - px(f, 10))},
            has_modules(&f->m->game) ? "table.scoring_moment_note_modules" : "table.scoring_moment_note", 20);
    if (go || ui_key_pressed(ctx, SDLK_RETURN) || ui_key_pressed(ctx, SDLK_KP_ENTER) || ui_key_pressed(ctx, SDLK_SPACE)) {
        anim_release(a);
        app_request_frame(ctx);
    }
}

bool table_scoring_waits(const TableFrame *f) { return anim_held_scoring(&f->m->anim) >= 0; }

/* ------------------------------------------------------------------ the scoring table */

static const int R1[ALH_NUM_TYPES] = {1, 2, 3, 4, 5, 6};

static void points_cell(int round, int type, char *buf, size_t size)
{
    int first = R1[type] + (round == 2 ? 7 : round == 3 ? 15 : 0);
    if (round == 1)
        snprintf(buf, size, "%d", first);
    else if (round == 2)
        snprintf(buf, size, "%d / %d", first, R1[type]);
    else
        snprintf(buf, size, "%d / %d / %d", first, R1[type] + 7, R1[type]);
}

/* Each round's points per player: scored rounds as they were (a button shows their detail), the
 * others as they would be if scored now (the engine's preview). */
static void rounds_grid(TableFrame *f, SDL_Rect R)
{
    AppContext *ctx = f->ctx;
    SDL_Renderer *r = ctx->renderer;
    const AlhGame *g = &f->m->game;
    int who[ALH_MAX_PLAYERS + 1], n = participants(g, who);
    int fs = text_px(f, 22), header = px(f, 76) < 48 ? 48 : px(f, 76);
    int row = (R.h - header) / (n > 0 ? n : 1);
    if (row > px(f, 46))
        row = px(f, 46);
    int name_w = R.w * 28 / 100, colw = (R.w - name_w) / 4;
    char buf[96], id[48];
    AlhScoreDetail now[3];
    for (int rd = 1; rd <= 3; rd++) {
        int x = R.x + name_w + (rd - 1) * colw;
        bool done = f->m->round_scored[rd - 1] || g->scorings_done >= rd;
        text_draw_fit(ctx, FONT_BOLD, fs, x + colw / 2, R.y, colw - px(f, 8), INK, TEXT_CENTER | TEXT_TOP,
                      round_title(f, rd, buf, sizeof buf));
        if (done && f->m->round_scored[rd - 1]) {
            SDL_Rect b = {x + px(f, 10), R.y + fs + px(f, 10), colw - px(f, 20), header - fs - px(f, 16)};
            snprintf(id, sizeof id, "table.scoring.view.%d", rd);
            if (ui_button(ctx, id, b, tr(ctx, "table.scoring_details"), UI_SECONDARY))
                f->in->scoring_view = rd;
        } else if (!done) {
            text_draw_fit(ctx, FONT_UI, text_px(f, 17), x + colw / 2, R.y + fs + px(f, 14), colw - px(f, 8), MUTED,
                          TEXT_CENTER | TEXT_TOP, tr(ctx, "table.scoring_if_now"));
            alh_score_preview(g, rd, &now[rd - 1]);
        }
    }
    text_draw(ctx, FONT_BOLD, fs, R.x + name_w + 3 * colw + colw / 2, R.y, INK, TEXT_CENTER | TEXT_TOP,
              tr(ctx, "table.scoring_total"));
    for (int i = 0; i < n; i++) {
        int p = who[i], y = R.y + header + i * row;
        if (i % 2 == 0)
            paint_round_rect(r, (SDL_FRect){(float)R.x, (float)y, (float)R.w, (float)row}, 8 * f->L.s, hex(0xE8D5B0, 120));
        table_seat_dot(r, f->m, p, (float)R.x + 16 * f->L.s, (float)y + (float)row / 2, 9 * f->L.s);
        text_draw_fit(ctx, FONT_BOLD, fs, R.x + px(f, 34), y + row / 2, name_w - px(f, 40), INK, TEXT_LEFT | TEXT_MIDDLE,
                      table_seat_name(f->m, p));
        for (int rd = 1; rd <= 3; rd++) {
            int x = R.x + name_w + (rd - 1) * colw + colw / 2;
            if (f->m->round_scored[rd - 1]) {
                signed_points(buf, sizeof buf, gain(&f->m->round_scores[rd - 1], p));
                text_draw(ctx, FONT_BOLD, fs, x, y + row / 2, TERRA, TEXT_CENTER | TEXT_MIDDLE, buf);
            } else if (g->scorings_done < rd) {
                signed_points(buf, sizeof buf, gain(&now[rd - 1], p));
                text_draw(ctx, FONT_UI, fs, x, y + row / 2, MUTED, TEXT_CENTER | TEXT_MIDDLE, buf);
            } else {
                text_draw(ctx, FONT_UI, fs, x, y + row / 2, MUTED, TEXT_CENTER | TEXT_MIDDLE, "\xE2\x80\x94");
            }
        }
        int score = p == ALH_DIRK ? g->dirk_score : g->players[p].score;
        snprintf(buf, sizeof buf, "%d", score);
        text_draw(ctx, FONT_TITLE, fs, R.x + name_w + 3 * colw + colw / 2, y + row / 2, INK, TEXT_CENTER | TEXT_MIDDLE, buf);
    }
}

/* The points a round pays per type, and who leads each type now (a gold ring around their colour). */
static void points_table(TableFrame *f, SDL_Rect R)
{
    AppContext *ctx = f->ctx;
    SDL_Renderer *r = ctx->renderer;
    const AlhGame *g = &f->m->game;
    int fs = text_px(f, 20), row = R.h / (ALH_NUM_TYPES + 1);
    if (row > px(f, 44))
        row = px(f, 44);
    int name_w = R.w * 22 / 100, lead_w = R.w * 24 / 100, colw = (R.w - name_w - lead_w) / 3;
    char buf[64], key[40], id[48];
    text_draw_fit(ctx, FONT_BOLD, fs, R.x + name_w, R.y + row / 2, lead_w - px(f, 8), MUTED, TEXT_LEFT | TEXT_MIDDLE,
                  tr(ctx, "table.scoring_leaders"));
    for (int rd = 1; rd <= 3; rd++)
        text_draw_fit(ctx, FONT_BOLD, fs, R.x + name_w + lead_w + (rd - 1) * colw + colw / 2, R.y + row / 2, colw - px(f, 6),
                      g->scorings_done >= rd ? MUTED : INK, TEXT_CENTER | TEXT_MIDDLE, round_title(f, rd, buf, sizeof buf));
    int who[ALH_MAX_PLAYERS + 1], n = participants(g, who);
    for (int t = 0; t < ALH_NUM_TYPES; t++) {
        int y = R.y + (t + 1) * row;
        if (t % 2 == 0)
            paint_round_rect(r, (SDL_FRect){(float)R.x, (float)y, (float)R.w, (float)row}, 8 * f->L.s, hex(0xE8D5B0, 120));
        float chip = (float)row * 0.7f;
        draw_type_chip(ctx, t, (SDL_FRect){(float)R.x + 6 * f->L.s, (float)y + ((float)row - chip) / 2, chip, chip});
        phrase_noun(ctx, buf, sizeof buf, phrase_type_noun(t, key, sizeof key), NULL);
        text_draw_fit(ctx, FONT_BOLD, fs, R.x + (int)chip + px(f, 14), y + row / 2, name_w - (int)chip - px(f, 18), INK,
                      TEXT_LEFT | TEXT_MIDDLE, buf);
        /* The leaders now, in the scoring's counting: their colour ringed in gold. */
        float rad = fminf((float)row * 0.3f, 12 * f->L.s);
        float lx = (float)(R.x + name_w) + rad + 2;
        for (int i = 0; i < n; i++) {
            int p = who[i];
            if (!f->majorities.present[p] || f->majorities.place[p][t] != 1)
                continue;
            float cy = (float)y + (float)row / 2;
            paint_circle(r, lx, cy, rad + 3 * f->L.s, hex(0xD4A017, 255));
            table_seat_dot(r, f->m, p, lx, cy, rad);
            snprintf(id, sizeof id, "table.scoring.lead.%d.%d", t, p == ALH_DIRK ? 9 : p);
            PHRASE(ctx, buf, "table.tip.leader", PH_TEXT("who", table_seat_name(f->m, p)),
                   PH_NOUN("type", phrase_type_noun(t, key, sizeof key)), PH_NUM("n", f->majorities.count[p][t]));
            ui_tooltip(ctx, id, (SDL_Rect){(int)(lx - rad), (int)(cy - rad), (int)(2 * rad), (int)(2 * rad)}, buf);
            lx += 2 * rad + 8 * f->L.s;
        }
        for (int rd = 1; rd <= 3; rd++) {
            points_cell(rd, t, buf, sizeof buf);
            text_draw_fit(ctx, FONT_UI, fs, R.x + name_w + lead_w + (rd - 1) * colw + colw / 2, y + row / 2, colw - px(f, 6),
                          g->scorings_done >= rd ? MUTED : INK, TEXT_CENTER | TEXT_MIDDLE, buf);
        }
    }
}

void table_scoring_overlay(TableFrame *f)
{
    AppContext *ctx = f->ctx;
    SDL_Renderer *r = ctx->renderer;
    int w = px(f, 1240), h = px(f, 960);
    if (w > f->L.w - px(f, 24))
        w = f->L.w - px(f, 24);
    if (h > f->L.h - px(f, 24))
        h = f->L.h - px(f, 24);
    SDL_Rect R = {(f->L.w - w) / 2, (f->L.h - h) / 2, w, h};
    paint_fill_rect(r, (SDL_Rect){0, 0, f->L.w, f->L.h}, hex(0x2B2118, 110));
    ui_tooltips_covered(ctx); /* the table's tooltips stay under the veil */
    ui_panel(ctx, R);
    text_trace_cover(ctx, R);
    ui_hit(ctx, "table.scoring_panel", R, true); /* the table below takes no clicks meanwhile */
    int pad = px(f, 28);
    char buf[128];
    int bh = px(f, 52) < 34 ? 34 : px(f, 52), bw = px(f, 220) < 140 ? 140 : px(f, 220);
    SDL_Rect close = {R.x + R.w - pad - bw, R.y + R.h - pad - bh, bw, bh};
    int view = f->in->scoring_view;
    const char *title = view >= 1 && view <= 3 && f->m->round_scored[view - 1] ? round_title(f, view, buf, sizeof buf)
                                                                               : tr(ctx, "table.scoring_title");
    text_draw_fit(ctx, FONT_TITLE, text_px(f, 34), R.x + pad, R.y + pad, R.w - 2 * pad, INK, TEXT_LEFT | TEXT_TOP, title);
    int top = R.y + pad + text_line_height(ctx, FONT_TITLE, text_px(f, 34)) + px(f, 10);
    int bottom = close.y - px(f, 12);
    if (view >= 1 && view <= 3 && f->m->round_scored[view - 1]) {
        /* A past round again, as it was shown when it was scored. */
        detail_grid(f, (SDL_Rect){R.x + pad, top, R.w - 2 * pad, bottom - top}, &f->m->round_scores[view - 1], view, 1.0f,
                    "table.scoring.past");
        if (ui_button(ctx, "table.scoring_back", close, tr(ctx, "mod.back"), UI_SECONDARY))
            f->in->scoring_view = 0;
        return;
    }
    /* The caption beside Close; above the buttons, across the panel, when it needs more lines than
     * the button's row holds (the expansions' words in a small window). */
    const char *note = has_modules(&f->m->game) ? "table.scoring_note_modules" : "table.scoring_note";
    SDL_Rect note_box = {R.x + pad, close.y - px(f, 8), close.x - R.x - 2 * pad, close.h + px(f, 8) + pad - px(f, 4)};
    int note_fs;
    if (caption_size(f, note_box.w, note_box.h, note, 18, &note_fs) < 0) {
        int need = caption_size(f, R.w - 2 * pad, (bottom - top) / 4, note, 18, &note_fs);
        if (need > 0) {
            note_box = (SDL_Rect){R.x + pad, bottom - need, R.w - 2 * pad, need};
            bottom = note_box.y - px(f, 10);
        }
    }
    int room = bottom - top, who[ALH_MAX_PLAYERS + 1];
    /* the rounds take what their rows need (at most half), the points table the rest */
    int rounds_h = (px(f, 76) < 48 ? 48 : px(f, 76)) + participants(&f->m->game, who) * px(f, 46) + px(f, 8);
    if (rounds_h > room * 52 / 100)
        rounds_h = room * 52 / 100;
    SDL_Rect rounds = {R.x + pad, top, R.w - 2 * pad, rounds_h};
    SDL_Rect points = {R.x + pad, rounds.y + rounds.h + px(f, 12), R.w - 2 * pad, bottom - rounds.y - rounds.h - px(f, 12)};
    rounds_grid(f, rounds);
    points_table(f, points);
    caption(f, note_box, note, 18);
    if (ui_button(ctx, "table.scoring_close", close, tr(ctx, "table.close"), UI_PRIMARY)) {
        f->in->show_scoring = false;
        f->in->scoring_view = 0;
    }
}

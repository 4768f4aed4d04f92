/* SPDX-License-Identifier: MIT */
/* Around the board: the other players' cards, the score track, the game log and the scoring tables. */
#include "table_input.h"

#include <math.h>
#include <stdio.h>
#include <string.h>
#include "draw_card.h"
#include "client_module.h"
#include "draw_piece.h"
#include "draw_tile.h"
#include "i18n.h"
#include "paint.h"
#include "phrase.h"
#include "score_track.h"
#include "text.h"
#include "ui.h"

/* Text size for the table: design pixels scaled, but never under 12 physical pixels. */
static int table_text_px(AppContext *ctx, float design_px)
{
    int v = app_px(ctx, design_px);
    return v < 12 ? 12 : v;
}

static SDL_Color hex(unsigned v, Uint8 a)
{
    SDL_Color c = {(Uint8)(v >> 16), (Uint8)(v >> 8), (Uint8)v, a};
    return c;
}

#define INK hex(0x2B2118, 255)
#define MUTED hex(0x6B5A4A, 255)

SDL_Color table_seat_colour(const Match *m, int p)
{
    if (p == ALH_DIRK || p < 0 || p >= m->num_seats)
        return hex(0x6B5A4A, 255);
    return app_player_colour(m->seats[p].colour);
}

const char *table_seat_name(const Match *m, int p)
{
    if (p == ALH_DIRK)
        return "Dirk";
    return (p >= 0 && p < m->num_seats) ? m->seats[p].name : "?";
}

/* Dirk plays beside the players (the 2-player rules). */
static bool two_player(const AlhGame *g)
{
    return alh_game_has_dirk(g);
}

/* Which player sits in side slot i: everybody but the board's player in seat order, then Dirk. */
static int side_player(const TableFrame *f, int i)
{
    int n = f->g->num_players, k = 0;
    for (int j = 1; j < n; j++) {
        int p = (f->board_player + j) % n;
        if (k++ == i)
            return p;
    }
    return two_player(f->g) && i == n - 1 ? ALH_DIRK : -1;
}

int table_side_slot(const TableFrame *f, int player)
{
    for (int i = 0; i < f->L.others_count; i++)
        if (side_player(f, i) == player)
            return i;
    return -1;
}

/* Counts and majorities come from the engine (f->majorities), as the scoring counts them: squares
 * joined to buildings and laid bonus cards included, Dirk ranked with the two-player rules. */
static int type_count(const TableFrame *f, int p, int type)
{
    return f->majorities.count[p][type];
}

static bool leads_type(const TableFrame *f, int p, int type)
{
    return f->majorities.present[p] && f->majorities.place[p][type] == 1;
}

/* A small Alhambra drawn into a rectangle. */
static void mini_alhambra(TableFrame *f, int p, SDL_Rect area)
{
    const AlhBoard *b = &f->g->players[p].board;
    BoardView v = table_board_fit(area, b, 1.0f, 0, 0, area.h / 2.6f);
    TileLook look = tile_look_default();
    look.shadow = false;
    look.show_price = false;
    look.owner = table_seat_colour(f->m, p);
    SDL_RenderSetClipRect(f->ctx->renderer, &area);
    draw_tile(f->ctx, ALH_TILE_FOUNTAIN, table_board_cell(&v, 0, 0), &look);
    for (int t = 1; t <= ALH_TILE_MAX; t++) {
        const AlhTilePlace *w = &f->g->where[t];
        if (alh_tile_is_piece(t) && w->loc == ALH_LOC_ALHAMBRA && w->owner == p && !anim_hides_tile(&f->m->anim, t))
            draw_tile(f->ctx, t, table_board_cell(&v, w->x, w->y), &look);
    }
    /* The modules' pieces beside the tiles (a gate on its wall), as on the big board. */
    client_draw_on_board(f->ctx, f->g, p, &v);
    SDL_RenderSetClipRect(f->ctx->renderer, NULL);
}

/* Building counts by type, leaders marked with a gold rim, then the longest wall. */
static void type_counts(TableFrame *f, int p, int x, int y, int chip, int step)
{
    AppContext *ctx = f->ctx;
    char buf[16];
    for (int t = 0; t < ALH_NUM_TYPES; t++) {
        SDL_FRect c = {(float)(x + t * step), (float)y, (float)chip, (float)chip};
        if (leads_type(f, p, t))
            paint_round_rect_outline(ctx->renderer, (SDL_FRect){c.x - 3, c.y - 3, c.w + 6, c.h + 6}, chip * 0.25f, 2.5f,
                                     hex(0xD4A017, 255));
        draw_type_chip(ctx, t, c);
        snprintf(buf, sizeof buf, "%d", type_count(f, p, t));
        int count_px = (int)(chip * 0.8f) < 12 ? 12 : (int)(chip * 0.8f);
        int w = text_draw(ctx, FONT_BOLD, count_px, x + t * step + chip + app_px(ctx, 4), y + chip / 2, INK,
                          TEXT_LEFT | TEXT_MIDDLE, buf);
        /* What the chip and its figure mean, named when the mouse rests on them. */
        char id[48], tip[UI_TIP_TEXT], key[48];
        snprintf(id, sizeof id, "table.other.%d.type.%d", p == ALH_DIRK ? 9 : p, t);
        PHRASE(ctx, tip, leads_type(f, p, t) ? "table.tip.type_lead" : "table.tip.type_count",
               PH_NOUN("type", phrase_type_noun(t, key, sizeof key)), PH_NUM("n", type_count(f, p, t)));
        ui_tooltip(ctx, id, (SDL_Rect){(int)c.x, (int)c.y, chip + app_px(ctx, 4) + w, chip}, tip);
    }
}

static void other_card(TableFrame *f, int slot, int p)
{
    AppContext *ctx = f->ctx;
    SDL_Renderer *r = ctx->renderer;
    SDL_Rect R = f->L.others[slot];
    float s = f->L.s;
    char id[32], buf[160];
    snprintf(id, sizeof id, "table.other.%d", p == ALH_DIRK ? 9 : p);
    bool clicked = p != ALH_DIRK && ui_hit(ctx, id, R, true);
    bool hot = ui_hovered(ctx, id);
    SDL_FRect fr = paint_frect(R);
    paint_shadow(r, fr, 12 * s, 12 * s, 4 * s, 60);
    paint_round_rect_gradient(r, fr, 12 * s, hex(0xF8F0DE, 255), hex(0xEFE2C6, 255));
    SDL_Color col = table_seat_colour(f->m, p);
    paint_round_rect_outline(r, fr, 12 * s, hot ? 3.0f : 1.5f, hot ? hex(0xC99A2E, 255) : hex(0x8C5A3C, 150));
    /* Colour band at the left edge, and a marker of who is to move. */
    paint_round_rect(r, (SDL_FRect){fr.x, fr.y, 8 * s, fr.h}, 4 * s, col);
    int luma = (col.r * 299 + col.g * 587 + col.b * 114) / 1000;
    if (luma > 170)   /* a white seat's band needs an edge to show on the parchment */
        paint_round_rect_outline(r, (SDL_FRect){fr.x, fr.y, 8 * s, fr.h}, 4 * s, 1.0f, hex(0x8C5A3C, 200));
    int pad = app_px(ctx, 14), fs = app_px(ctx, 22);
    int x = R.x + pad, y = R.y + app_px(ctx, 8);
    const char *name = table_seat_name(f->m, p);
    if (p != ALH_DIRK && f->m->seats[p].is_bot) {
        char lv[32];
        snprintf(lv, sizeof lv, "level.%s", alh_bot_level_name(f->m->seats[p].bot_level));
        snprintf(buf, sizeof buf, "%s · %s", name, tr(ctx, lv));
    } else {
        snprintf(buf, sizeof buf, "%s", name);
    }
    if (p == f->mover)
        paint_star8(r, (float)x + fs * 0.45f, (float)y + fs * 0.6f, fs * 0.45f, fs * 0.3f, hex(0xC99A2E, 255));
    int name_x = p == f->mover ? x + fs : x;
    text_draw_fit(ctx, FONT_BOLD, fs, name_x, y, R.w - app_px(ctx, 110) - (name_x - R.x), INK, TEXT_LEFT | TEXT_TOP, buf);
    int score = p == ALH_DIRK ? f->g->dirk_score : f->g->players[p].score;
    score = anim_shown_score(&f->m->anim, p, score);
    PHRASE(ctx, buf, "table.points", PH_NUM("n", score));
    /* Points in the seat's colour, darkened more for light seat colours (white) to stay legible. */
    text_draw(ctx, FONT_BOLD, fs, R.x + R.w - pad, y, paint_mix(col, INK, luma > 170 ? 0.65f : 0.25f), TEXT_RIGHT | TEXT_TOP, buf);
    int chip = app_px(ctx, 20);
    int counts_y = R.y + R.h - chip - app_px(ctx, 10);

    int line = y + fs + app_px(ctx, 8);
    int small = table_text_px(ctx, 17);
    if (p != ALH_DIRK) {
        const AlhPlayer *pl = &f->g->players[p];
        PHRASE(ctx, buf, "table.other_stats", PH_NUM("cards", alh_cards_count(&pl->hand)), PH_NUM("reserve", pl->reserve_count),
               PH_NUM("wall", f->majorities.wall[p]));
        /* Split at the last " · " onto two lines when the card has the height, rather than shrunk
         * below reading size or broken inside "wall 3". */
        int stats_w = R.w / 2 - pad, tw = 0, lh = text_line_height(ctx, FONT_UI, small);
        text_measure(ctx, FONT_UI, small, buf, &tw, NULL);
        int cy = line + small + app_px(ctx, 8);
        char *cut = tw > stats_w ? strstr(buf, " \xC2\xB7 ") : NULL;
        for (char *next = cut; next; next = strstr(next + 1, " \xC2\xB7 "))
            cut = next;
        if (cut && line + 2 * lh + app_px(ctx, 4) + small <= counts_y - app_px(ctx, 4)) {
            *cut = 0;
            text_draw_fit(ctx, FONT_UI, small, x, line, stats_w, MUTED, TEXT_LEFT | TEXT_TOP, buf);
            text_draw_fit(ctx, FONT_UI, small, x, line + lh, stats_w, MUTED, TEXT_LEFT | TEXT_TOP, cut + 4);
            cy = line + 2 * lh + app_px(ctx, 4);
        } else {
            text_draw_fit(ctx, FONT_UI, small, x, line, stats_w, MUTED, TEXT_LEFT | TEXT_TOP, buf);
        }
        /* Money by currency, as small coloured figures. */
        for (int c = 0; c < ALH_NUM_CURRENCIES; c++) {
            /* What everyone may know: the money, and the modules' cards that count as money only
             * once seen (a card dealt face down stays off a shared screen). */
            int sum = alh_cards_sum(&pl->hand, c) + alh_cards_money(f->g, &pl->known, c) - alh_cards_sum(&pl->known, c);
            SDL_FRect sym = {(float)(x + c * app_px(ctx, 50)), (float)cy, (float)small, (float)small};
            draw_currency_symbol(ctx, c, sym, paint_mix(currency_colour(c), INK, 0.35f));
            snprintf(buf, sizeof buf, "%d", sum);
            text_draw(ctx, FONT_BOLD, small, (int)sym.x + small + app_px(ctx, 3), cy + small / 2,
                      paint_mix(currency_colour(c), INK, 0.35f), TEXT_LEFT | TEXT_MIDDLE, buf);
        }
        /* The modules' own money (cards paying any currency, never mixed with coins) on a line of
         * its own under the four sums: the row is as wide as the card's left half already. */
        int money_x = x;
        for (int mod = 0; mod < ALH_MOD_COUNT; mod++) {
            const AlhModuleClient *part = client_module(mod);
            if (!alh_module_on(f->g, mod) || !part->money_total || !part->draw_money_icon)
                continue;
            int dy = cy + small + app_px(ctx, 8);
            if (dy + small > counts_y - app_px(ctx, 4)) /* no room below: at the end of the row */
                dy = cy;
            int dx = dy == cy ? money_x + ALH_NUM_CURRENCIES * app_px(ctx, 50) : money_x;
            SDL_FRect sym = {(float)dx, (float)dy, (float)small, (float)small};
            part->draw_money_icon(ctx, sym, 1.0f);
            snprintf(buf, sizeof buf, "%d", part->money_total(&pl->hand));
            text_draw(ctx, FONT_BOLD, small, (int)sym.x + small + app_px(ctx, 3), dy + small / 2, part->money_ink,
                      TEXT_LEFT | TEXT_MIDDLE, buf);
            money_x += app_px(ctx, 50);
        }
        SDL_Rect mini = {R.x + R.w / 2, line, R.w / 2 - app_px(ctx, 8), counts_y - line - app_px(ctx, 6)};
        mini_alhambra(f, p, mini);
    } else {
        /* Dirk: his note on the left, his portrait where a player's small Alhambra would be. */
        SDL_Rect portrait = {R.x + R.w / 2, line - app_px(ctx, 4), R.w / 2 - app_px(ctx, 8), counts_y - line - app_px(ctx, 6)};
        int note_w = portrait.h >= app_px(ctx, 40) ? R.w / 2 - pad : R.w - 2 * pad;
        if (text_draw_wrapped(ctx, FONT_UI, small, x, line, note_w, MUTED, TEXT_LEFT, tr(ctx, "table.dirk_note"), false) <=
            counts_y - line)
            text_draw_wrapped(ctx, FONT_UI, small, x, line, note_w, MUTED, TEXT_LEFT, tr(ctx, "table.dirk_note"), true);
        else
            text_draw_fit(ctx, FONT_UI, small, x, line, note_w, MUTED, TEXT_LEFT | TEXT_TOP, tr(ctx, "table.dirk_note"));
        if (portrait.h >= app_px(ctx, 40))
            draw_dirk_portrait(ctx, paint_frect(portrait));
    }
    if (counts_y > line + small + app_px(ctx, 30))
        type_counts(f, p, x, counts_y, chip, (R.w - 2 * pad) / 6);
    if (clicked)
        f->in->view_player = p;
}

void table_draw_side(TableFrame *f)
{
    for (int i = 0; i < f->L.others_count; i++) {
        int p = side_player(f, i);
        if (p >= 0)
            other_card(f, i, p);
    }
}

/* ------------------------------------------------------------------ score track */

void table_draw_track(TableFrame *f)
{
    /* Every player in seat order, then Dirk; during a scoring the markers walk (score_track.c). */
    int n = f->g->num_players + (two_player(f->g) ? 1 : 0);
    int scores[SCORE_TRACK_MAX], from[SCORE_TRACK_MAX];
    SDL_Color colours[SCORE_TRACK_MAX];
    for (int i = 0; i < n && i < SCORE_TRACK_MAX; i++) {
        int p = i < f->g->num_players ? i : ALH_DIRK;
        scores[i] = p == ALH_DIRK ? f->g->dirk_score : f->g->players[p].score;
        colours[i] = table_seat_colour(f->m, p);
    }
    ScoreTrack track;
    score_track_rest(&track, n, scores, colours);
    const AlhScoreDetail *d;
    double start, length;
    const Anim *a = &f->m->anim;
    if (anim_scoring_walk(a, &d, &start, &length)) {
        for (int i = 0; i < track.count; i++) {
            int p = i < f->g->num_players ? i : ALH_DIRK, gained = 0;
            for (int c = 0; c < ALH_SCORE_CATEGORIES; c++)
                gained += d->points[p][c];
            scores[i] = d->total[p];
            from[i] = d->total[p] - gained;
        }
        score_track_walk_between(&track, from, scores, start, length);
    }
    score_track_draw(f->ctx, &track, f->L.track, a->clock);
}

/* ------------------------------------------------------------------ log */

void table_draw_log(TableFrame *f)
{
    AppContext *ctx = f->ctx;
    SDL_Rect R = f->L.log;
    if (R.w <= 0 || R.h <= 0)
        return;
    SDL_Renderer *r = ctx->renderer;
    float s = f->L.s;
    SDL_FRect fr = paint_frect(R);
    paint_round_rect(r, fr, 12 * s, hex(0xF5EBD7, 235));
    paint_round_rect_outline(r, fr, 12 * s, 1.5f, hex(0x8C5A3C, 150));
    int fs = table_text_px(ctx, 16), pad = app_px(ctx, 10);
    text_draw(ctx, FONT_BOLD, table_text_px(ctx, 17), R.x + pad, R.y + app_px(ctx, 6), MUTED, TEXT_LEFT | TEXT_TOP, tr(ctx, "table.log"));
    int top = R.y + app_px(ctx, 30), bottom = R.y + R.h - pad;
    /* Scroll with the wheel over the log; newest at the bottom. */
    UiInput *ui = &ctx->in;
    if (ui_point_in(ui->mouse_x, ui->mouse_y, R) && ui->wheel_y)
        f->in->log_scroll += ui->wheel_y * 2;
    if (f->in->log_scroll > f->m->log_count - 1)
        f->in->log_scroll = f->m->log_count - 1;
    if (f->in->log_scroll < 0)
        f->in->log_scroll = 0;
    SDL_Rect clip = {R.x, top, R.w, bottom - top};
    SDL_RenderSetClipRect(r, &clip);
    int y = bottom;
    for (int i = f->m->log_count - 1 - f->in->log_scroll; i >= 0 && y > top; i--) {
        const MatchLogLine *l = &f->m->log[i];
        char text[MATCH_LOG_TEXT * 2];
        match_log_text(ctx, f->m, l, text, sizeof text); /* in the language chosen now */
        int h = text_draw_wrapped(ctx, FONT_UI, fs, R.x + pad + app_px(ctx, 14), 0, R.w - 2 * pad - app_px(ctx, 14), INK,
                                  TEXT_LEFT, text, false);
        if (y - h - app_px(ctx, 3) < top)
            break;   /* only whole entries: a line cut in half under the title reads as noise */
        y -= h + app_px(ctx, 3);
        SDL_Color col = l->player >= 0 ? table_seat_colour(f->m, l->player) : hex(0xC99A2E, 255);
        /* A dark rim keeps a light seat colour (white) visible on the parchment. */
        paint_circle(r, (float)(R.x + pad + app_px(ctx, 5)), (float)y + fs * 0.65f, fs * 0.28f + 1.0f, hex(0x2B2118, 150));
        paint_circle(r, (float)(R.x + pad + app_px(ctx, 5)), (float)y + fs * 0.65f, fs * 0.28f, col);
        text_draw_wrapped(ctx, FONT_UI, fs, R.x + pad + app_px(ctx, 14), y, R.w - 2 * pad - app_px(ctx, 14),
                          l->player >= 0 ? INK : MUTED, TEXT_LEFT, text, true);
    }
    SDL_RenderSetClipRect(r, NULL);
}

/* SPDX-License-Identifier: MIT */
/*
 * Invaders in the client: the invasion cards (red arrows striking a walled town from their side)
 * and the scouts (a building type's chip under a spyglass), drawn with the piece kit; the modules'
 * panel's section (the invasion pile, the last invasion, the next one when it is face up or when
 * the player at home has looked at it and shows it, the scouts face up, who has looked); the
 * invasion after each scoring in the scoring's moment (the card, and each player's small Alhambra
 * with the sides it struck marked, and the points lost); the log's lines. Shared with the open
 * variant's module (invaders_open/client.c), which draws nothing of its own when both are on.
 */
#include "client_module.h"
#include "invaders/client.h"

#include <math.h>
#include <stdio.h>
#include <string.h>
#include "draw_card.h"
#include "i18n.h"
#include "match.h"
#include "paint.h"
#include "phrase.h"
#include "piece_kit.h"
#include "table_input.h"
#include "table_modules.h"
#include "text.h"
#include "ui.h"
#include "invaders/invaders.h"

#define RED 0xA2281E
#define CARD_EDGE 0x4A2A20
#define BACK_ID 4

static const int side_dx[4] = {0, 1, 0, -1};
static const int side_dy[4] = {-1, 0, 1, 0};

/* ------------------------------------------------------------------ the cards */

/* An arrow from outside towards the middle, pointing along (dx, dy), its tip at (tx, ty). */
static void arrow(SDL_Renderer *r, float tx, float ty, float dx, float dy, float len, float w, SDL_Color c)
{
    float px = -dy, py = dx; /* across the arrow */
    float bx = tx - dx * len, by = ty - dy * len;
    float hx = tx - dx * w * 1.6f, hy = ty - dy * w * 1.6f;
    paint_line(r, bx, by, hx, hy, w * 0.55f, c);
    SDL_FPoint head[3] = {{tx, ty}, {hx + px * w, hy + py * w}, {hx - px * w, hy - py * w}};
    paint_polygon(r, head, 3, c);
}

/* Invasion card `id` (the side it attacks from), or its back (BACK_ID). */
static void invasion_body(AppContext *ctx, int id, SDL_FRect rect, bool flag)
{
    (void)flag;
    SDL_Renderer *r = ctx->renderer;
    if (id == BACK_ID) {
        SDL_FRect face = kit_card_face(r, rect, kit_hex(CARD_EDGE, 255), kit_hex(0x8E2A1F, 255), kit_hex(0x5E1A14, 255));
        float cx = face.x + face.w / 2, cy = face.y + face.h / 2, m = fminf(face.w, face.h);
        /* Two crossed spears under a star: the invaders' pile. */
        SDL_Color gold = kit_hex(0xE2B85A, 255);
        paint_line(r, cx - m * 0.32f, cy + m * 0.42f, cx + m * 0.32f, cy - m * 0.42f, m * 0.04f, gold);
        paint_line(r, cx + m * 0.32f, cy + m * 0.42f, cx - m * 0.32f, cy - m * 0.42f, m * 0.04f, gold);
        paint_star8(r, cx, cy, m * 0.2f, m * 0.1f, kit_hex(0xF1D38A, 255));
        paint_round_rect_outline(r, kit_inset(face, m * 0.06f), m * 0.05f, fmaxf(1.0f, m * 0.02f), kit_hex(0xE2B85A, 160));
        return;
    }
    SDL_FRect face = kit_card_face(r, rect, kit_hex(CARD_EDGE, 255), kit_hex(0xF3E4C4, 255), kit_hex(0xE0C99C, 255));
    float cx = face.x + face.w / 2, cy = face.y + face.h / 2, m = fminf(face.w, face.h);
    /* A small walled town in the middle, roofs to the north (a pointed roof on its north side). */
    float t = m * 0.4f;
    SDL_FRect town = {cx - t / 2, cy - t / 2, t, t};
    paint_round_rect(r, town, t * 0.08f, kit_hex(0xD9C7A1, 255));
    paint_round_rect_outline(r, town, t * 0.08f, fmaxf(1.5f, t * 0.07f), kit_hex(0x7A2E1E, 255));
    SDL_FPoint roof[3] = {{cx - t * 0.3f, cy - t * 0.05f}, {cx + t * 0.3f, cy - t * 0.05f}, {cx, cy - t * 0.38f}};
    paint_polygon(r, roof, 3, kit_hex(0x3F6E9A, 255));
    paint_fill_rect(r, (SDL_Rect){(int)(cx - t * 0.22f), (int)(cy - t * 0.05f), (int)(t * 0.44f), (int)(t * 0.32f)},
                    kit_hex(0xF6EEDD, 255));
    /* Three red arrows striking from the card's side. */
    int s = id & 3;
    float dx = (float)-side_dx[s], dy = (float)-side_dy[s]; /* the arrows fly towards the town */
    float along_x = (float)side_dy[s], along_y = (float)-side_dx[s];
    SDL_Color red = kit_hex(RED, 255);
    for (int k = -1; k <= 1; k++) {
        float tx = cx - dx * t * 0.58f + along_x * k * t * 0.36f, ty = cy - dy * t * 0.58f + along_y * k * t * 0.36f;
        arrow(r, tx, ty, dx, dy, m * 0.28f, m * 0.085f, red);
    }
    /* The compass: N marked at the top by a small dark triangle. */
    SDL_FPoint n[3] = {{cx, face.y + m * 0.05f}, {cx - m * 0.04f, face.y + m * 0.12f}, {cx + m * 0.04f, face.y + m * 0.12f}};
    paint_polygon(r, n, 3, kit_hex(0x2B2118, 200));
}

static void draw_invasion(AppContext *ctx, int id, SDL_FRect rect, float alpha)
{
    kit_card(ctx, "invasion", invasion_body, id, rect, alpha, false, 0.0f, false, kit_hex(CARD_EDGE, 255));
}

/* Scout card of building type `type`: the type's chip under a spyglass. */
static void scout_body(AppContext *ctx, int type, SDL_FRect rect, bool flag)
{
    (void)flag;
    SDL_Renderer *r = ctx->renderer;
    SDL_FRect face = kit_card_face(r, rect, kit_hex(0x3E4A2E, 255), kit_hex(0xEEF0DA, 255), kit_hex(0xD6DDB5, 255));
    float m = fminf(face.w, face.h), cx = face.x + face.w / 2;
    float chip = m * 0.55f;
    draw_type_chip(ctx, type, (SDL_FRect){cx - chip / 2, face.y + face.h * 0.16f, chip, chip});
    /* The spyglass: a brass tube widening to its lens. */
    float y = face.y + face.h * 0.78f;
    SDL_Color brass = kit_hex(0x9A7A2E, 255);
    paint_line(r, cx - m * 0.3f, y + m * 0.06f, cx + m * 0.2f, y - m * 0.06f, m * 0.07f, brass);
    paint_circle(r, cx + m * 0.24f, y - m * 0.07f, m * 0.07f, kit_hex(0x5D7FA6, 255));
    paint_ring(r, cx + m * 0.24f, y - m * 0.07f, m * 0.07f, fmaxf(1.0f, m * 0.02f), brass);
}

static void draw_scout(AppContext *ctx, int type, SDL_FRect rect, float alpha)
{
    kit_card(ctx, "scout", scout_body, type, rect, alpha, false, 0.0f, false, kit_hex(0x3E4A2E, 255));
}

/* ------------------------------------------------------------------ words */

static const char *side_key(int side)
{
    static const char *const keys[4] = {"mod.inv_from.n", "mod.inv_from.e", "mod.inv_from.s", "mod.inv_from.w"};
    return side >= 0 && side < 4 ? keys[side] : "mod.inv_from.n";
}

/* The game log: the invasion, each player's loss, a scout taken (never what it saw), new scouts. */
bool alh_invaders_client_log(Match *m, const AlhEvent *e, const AlhCardSet *paid)
{
    (void)paid;
    switch (e->type) {
    case ALH_EV_INVASION:
        MATCH_LOG(m, -1, "mod.log_invasion", match_arg_num("n", e->round),
                  match_arg_text("from", LOG_ARG_KEY, side_key(e->value)));
        break;
    case ALH_EV_INVASION_LOSS: {
        /* What the open sides would cost, against what was lost: a score never falls below 0. */
        int full = alh_invaders_penalty(&m->game, e->player, e->round, alh_invaders_last(&m->game));
        if (full == 0)
            MATCH_LOG(m, e->player, "mod.log_invasion_safe", match_arg_seat("who", e->player));
        else if (e->value == 0)
            MATCH_LOG(m, e->player, "mod.log_invasion_nothing", match_arg_seat("who", e->player), match_arg_num("full", full));
        else if (e->value < full)
            MATCH_LOG(m, e->player, "mod.log_invasion_capped", match_arg_seat("who", e->player), match_arg_num("n", e->value),
                      match_arg_num("full", full));
        else if (e->round == 3)
            MATCH_LOG(m, e->player, "mod.log_invasion_loss3", match_arg_seat("who", e->player), match_arg_num("n", e->value),
                      match_arg_num("sides", e->x), match_arg_num("beside", e->y));
        else
            MATCH_LOG(m, e->player, "mod.log_invasion_loss", match_arg_seat("who", e->player), match_arg_num("n", e->value),
                      match_arg_num("sides", e->x));
        break;
    }
    case ALH_EV_SCOUT_TAKEN:
        MATCH_LOG(m, e->player, "mod.log_scout", match_arg_seat("who", e->player), match_arg_type("type", e->value));
        break;
    case ALH_EV_SCOUTS_TURNED: {
        int types[2] = {0, 0}, n = 0;
        for (int t = 0; t < ALH_NUM_TYPES && n < 2; t++)
            if ((e->value >> t) & 1)
                types[n++] = t;
        if (n == 2)
            MATCH_LOG(m, -1, "mod.log_scouts", match_arg_type("a", types[0]), match_arg_type("b", types[1]));
        break;
    }
    default: return false;
    }
    return false;
}

/* ------------------------------------------------------------------ the panel */

/* Whether the player at home may see the top card now: they looked (or the variant shows it), and
 * on a shared screen only while they show their secrets. */
static bool home_sees_top(const TableFrame *f)
{
    const AlhGame *g = f->g;
    if (alh_invaders_open(g))
        return alh_invaders_top_known(g, -1) >= 0;
    int home = f->home;
    if (home < 0 || home >= g->num_players || alh_invaders_top_known(g, home) < 0)
        return false;
    return !f->L.table_mode || f->in->reveal_secrets;
}

static int card_w(const TableFrame *f)
{
    int w = table_modules_px(f, 46);
    return w < 22 ? 22 : w;
}

static int caption_h(const TableFrame *f) { return text_line_height(f->ctx, FONT_UI, table_modules_text_px(f, 13)); }

int alh_invaders_client_panel_height(const TableFrame *f, int w, int room)
{
    int label = table_modules_heading_height(f, w, tr(f->ctx, "table.mod.invaders"));
    int want = label + (int)((float)card_w(f) * CARD_ASPECT) + caption_h(f) + table_modules_px(f, 4);
    /* Whole or not at all: short of room (a small screen with many modules) the section gives way
     * to the others and the players' rows; the invasions then show in the scorings' moments and
     * the log. It comes first in the panel (panel_order 0), so that giving way changes nothing for
     * the sections after it. */
    if (room < want) /* (room 0: its least) */
        return 0;
    return want;
}

/* One card with its caption under it (none when captions is false: the tooltip says it), named by
 * its tooltip; returns the next x. */
static int card_with_caption(TableFrame *f, int x, int y, float cw, float ch, int kind, int id, const char *caption, int cap_w,
                             bool captions, bool secret, const char *tip_id, const char *tip)
{
    AppContext *ctx = f->ctx;
    SDL_FRect rect = {(float)x + ((float)cap_w - cw) / 2, (float)y, cw, ch};
    if (kind == 0)
        draw_invasion(ctx, id, rect, 1.0f);
    else
        draw_scout(ctx, id, rect, 1.0f);
    if (secret)
        paint_round_rect_outline(ctx->renderer, kit_inset(rect, -3 * f->L.s), 6 * f->L.s, 2.5f * f->L.s, kit_hex(0xB03A2E, 255));
    if (captions) /* a little smaller when its width is short (cut only past that: the tooltip says it whole) */
        text_draw_fit(ctx, FONT_UI, table_modules_text_px(f, 13), x + cap_w / 2, y + (int)ch + table_modules_px(f, 3), cap_w,
                      table_modules_ink(true), TEXT_CENTER | TEXT_TOP, caption);
    ui_tooltip(ctx, tip_id, (SDL_Rect){x, y, cap_w, (int)ch}, tip);
    return x + cap_w + table_modules_px(f, 8);
}

void alh_invaders_client_panel_draw(TableFrame *f, SDL_Rect S)
{
    if (S.h <= 0)
        return;
    AppContext *ctx = f->ctx;
    const AlhGame *g = f->g;
    const AlhInvadersState *st = alh_invaders_state(g);
    const char *title = tr(ctx, "table.mod.invaders");
    int label = table_modules_heading(f, S, title);
    SDL_Rect R = {S.x, S.y + label, S.w, S.h - label};
    int cap = caption_h(f) + table_modules_px(f, 4);
    if (R.h < cap) { /* no room under the heading: the cards in its line, right of its words */
        int tw = 0, th = 0;
        text_measure(ctx, FONT_BOLD, table_modules_text_px(f, 17), title, &tw, &th);
        R = (SDL_Rect){S.x + tw + table_modules_px(f, 10), S.y, S.w - tw - table_modules_px(f, 10),
                       label - table_modules_px(f, 2)};
    }
    /* A short section keeps the cards and leaves their words to the tooltips. */
    bool captions = R.h - cap >= 2 * cap;
    float ch = (float)(captions ? R.h - cap : R.h);
    float cw = fminf((float)card_w(f), ch / CARD_ASPECT);
    if (cw < 6)
        return;
    ch = cw * CARD_ASPECT;
    int slots = 2 + (home_sees_top(f) ? 1 : 0) + __builtin_popcount(st->up), gap = table_modules_px(f, 8);
    /* Every card inside the section's width: narrower cards when the section is narrow; each card's
     * column as wide as the widest caption where the section allows ("prochaine" in French). */
    int cap_w = (R.w - (slots - 1) * gap) / (slots > 0 ? slots : 1), widest = (int)(cw * 1.9f);
    {
        char pile[64];
        PHRASE(ctx, pile, "table.mod.inv_pile", PH_NUM("n", ALH_INVASION_CARDS - st->used));
        const char *words[] = {pile, tr(ctx, "table.mod.inv_last"), tr(ctx, "table.mod.inv_next"), tr(ctx, "table.mod.inv_seen"),
                               tr(ctx, "table.mod.inv_scout_caption")};
        for (size_t i = 0; i < sizeof words / sizeof *words; i++) {
            int tw = 0;
            text_measure(ctx, FONT_UI, table_modules_text_px(f, 13), words[i], &tw, NULL);
            widest = tw + 2 > widest ? tw + 2 : widest;
        }
    }
    if (cap_w > widest)
        cap_w = widest;
    if ((float)cap_w < cw) {
        cw = (float)cap_w;
        ch = cw * CARD_ASPECT;
    }
    if (cw < 6)
        return;
    captions = captions && cap_w >= table_modules_px(f, 30); /* else only "…" would show */
    int x = R.x, left = ALH_INVASION_CARDS - st->used;
    char buf[160];
    PHRASE(ctx, buf, "table.mod.inv_pile", PH_NUM("n", left));
    x = card_with_caption(f, x, R.y, cw, ch, 0, BACK_ID, buf, cap_w, captions, false, "table.mod.inv.pile",
                          tr(ctx, "table.mod.inv_pile_tip"));
    int last = alh_invaders_last(g);
    if (last >= 0)
        x = card_with_caption(f, x, R.y, cw, ch, 0, last, tr(ctx, "table.mod.inv_last"), cap_w, captions, false,
                              "table.mod.inv.last", tr(ctx, side_key(last)));
    if (home_sees_top(f)) {
        int top = alh_invaders_top_known(g, alh_invaders_open(g) ? -1 : f->home);
        bool secret = !alh_invaders_open(g);
        x = card_with_caption(f, x, R.y, cw, ch, 0, top, tr(ctx, secret ? "table.mod.inv_seen" : "table.mod.inv_next"), cap_w,
                              captions, secret && f->L.table_mode, "table.mod.inv.next", tr(ctx, side_key(top)));
    }
    for (int i = 0; i < ALH_SCOUT_CARDS; i++)
        if ((st->up >> i) & 1) {
            int type = alh_scout_type(st->scouts[i]);
            char noun[32], name[48];
            phrase_noun(ctx, name, sizeof name, phrase_type_noun(type, noun, sizeof noun), "");
            PHRASE(ctx, buf, "table.mod.inv_scout", PH_TEXT("type", name));
            char id[40];
            snprintf(id, sizeof id, "table.mod.inv.scout.%d", type);
            x = card_with_caption(f, x, R.y, cw, ch, 1, type, tr(ctx, "table.mod.inv_scout_caption"), cap_w, captions, false, id,
                                  buf);
        }
}

/* With the open variant on too, this section speaks for both (the variant's part stands aside). */
static bool panel_shown(const AlhGame *g) { return alh_module_on(g, ALH_MOD_INVADERS); }

/* A mark in player's row for a player who has looked at the next invasion card (public: who looked). */
static int row_marks(TableFrame *f, int player, int rx, float cy, int fs, char *parts, size_t size)
{
    const AlhInvadersState *st = alh_invaders_state(f->g);
    if (!((st->knows >> player) & 1))
        return rx;
    int new_rx = rx;
    SDL_FRect icon =
        table_modules_count(f, player, "scout", rx, cy, fs, 1, tr(f->ctx, "table.mod.inv_looked"), NULL, parts, size, &new_rx);
    draw_invasion(f->ctx, BACK_ID, (SDL_FRect){icon.x + icon.w * 0.15f, icon.y, icon.w * 0.7f, icon.h}, 1.0f);
    return new_rx;
}

/* ------------------------------------------------------------------ the scoring's moment */

static bool invasion_of_round(const TableFrame *f, int round)
{
    const AlhInvadersState *st = alh_invaders_state(f->g);
    return round >= 1 && round == st->used;
}

int alh_invaders_client_moment_height(const TableFrame *f, int round, int w)
{
    (void)w;
    if (!invasion_of_round(f, round))
        return 0;
    int h = (int)(170 * f->L.s);
    return h < 110 ? 110 : h;
}

/* A player's Alhambra, small, with the sides the invasion struck marked: red facing it, orange
 * beside it (round 3). */
static void struck_alhambra(TableFrame *f, int p, SDL_Rect area, int side, int round, float alpha)
{
    AppContext *ctx = f->ctx;
    const AlhGame *g = f->g;
    const AlhBoard *b = &g->players[p].board;
    BoardView v = table_board_fit_ring(area, b, 0, 1.0f, 0, 0, (float)area.h / 2.2f);
    TileLook look = tile_look_default();
    look.shadow = false;
    look.show_price = false;
    look.alpha = alpha;
    SDL_RenderSetClipRect(ctx->renderer, &area);
    look.built_walls = tile_built_walls(g, p, ALH_TILE_FOUNTAIN);
    draw_tile(ctx, ALH_TILE_FOUNTAIN, table_board_cell(&v, 0, 0), &look);
    for (int t = 1; t <= ALH_TILE_MAX; t++) {
        const AlhTilePlace *w = &g->where[t];
        if (alh_tile_is_piece(t) && w->loc == ALH_LOC_ALHAMBRA && w->owner == p) {
            look.built_walls = tile_built_walls(g, p, t);
            draw_tile(ctx, t, table_board_cell(&v, w->x, w->y), &look);
        }
    }
    for (int y = b->min_y; y <= b->max_y; y++)
        for (int x = b->min_x; x <= b->max_x; x++)
            for (int s = 0; s < 4; s++) {
                bool main = s == side, beside = round == 3 && (s == ((side + 1) & 3) || s == ((side + 3) & 3));
                if ((!main && !beside) || !alh_invaders_side_exposed(g, p, x, y, s))
                    continue;
                SDL_FRect c = table_board_cell(&v, x, y);
                float th = fmaxf(2.0f, c.w * (main ? 0.16f : 0.1f));
                SDL_FRect bar = s == ALH_NORTH   ? (SDL_FRect){c.x, c.y, c.w, th}
                                : s == ALH_EAST  ? (SDL_FRect){c.x + c.w - th, c.y, th, c.h}
                                : s == ALH_SOUTH ? (SDL_FRect){c.x, c.y + c.h - th, c.w, th}
                                                 : (SDL_FRect){c.x, c.y, th, c.h};
                paint_round_rect(ctx->renderer, bar, th / 2, kit_hex(main ? 0xD0281A : 0xE08A1E, (Uint8)(235 * alpha)));
            }
    SDL_RenderSetClipRect(ctx->renderer, NULL);
}

void alh_invaders_client_moment_draw(TableFrame *f, int round, SDL_Rect R, float alpha)
{
    AppContext *ctx = f->ctx;
    const AlhGame *g = f->g;
    const AlhInvadersState *st = alh_invaders_state(g);
    int side = alh_invaders_last(g);
    if (side < 0)
        return;
    float s = f->L.s;
    paint_round_rect(ctx->renderer, paint_frect(R), 10 * s, kit_hex(0xEBD3C4, (Uint8)(200 * alpha)));
    int pad = (int)(8 * s) < 4 ? 4 : (int)(8 * s);
    float ch = (float)(R.h - 2 * pad), cw = ch / CARD_ASPECT;
    draw_invasion(ctx, side, (SDL_FRect){(float)(R.x + pad), (float)(R.y + pad), cw, ch}, alpha);
    int tx = R.x + pad * 2 + (int)cw, tw = R.w / 4;
    int fs = (int)(24 * s) < 14 ? 14 : (int)(24 * s), fs2 = (int)(18 * s) < 13 ? 13 : (int)(18 * s);
    char buf[160], key[48];
    text_draw_fit(ctx, FONT_BOLD, fs, tx, R.y + pad, tw, kit_hex(RED, (Uint8)(255 * alpha)), TEXT_LEFT | TEXT_TOP,
                  tr(ctx, side_key(side)));
    snprintf(key, sizeof key, "table.mod.inv_rule%d", round >= 3 ? 3 : round);
    text_draw_wrapped(ctx, FONT_UI, fs2, tx, R.y + pad + text_line_height(ctx, FONT_BOLD, fs) + pad / 2, tw,
                      kit_hex(0x4A3A2E, (Uint8)(255 * alpha)), TEXT_LEFT | TEXT_TOP, tr(ctx, key), true);
    /* Each player's Alhambra with its struck sides and the points lost. */
    int bx = tx + tw + pad, n = g->num_players, each = (R.x + R.w - bx) / (n > 0 ? n : 1);
    for (int p = 0; p < n; p++) {
        int x = bx + p * each;
        int name_h = text_line_height(ctx, FONT_BOLD, fs2);
        SDL_Rect area = {x + pad / 2, R.y + pad, each - pad, R.h - 2 * pad - name_h};
        struck_alhambra(f, p, area, side, round, alpha);
        /* "−3" for a loss, a plain "0" when nothing was lost; where the name and the figure do not fit
         * side by side, the name gives way and the figure stays whole (it was cut to "Player 1 …"). */
        char figure[16];
        snprintf(figure, sizeof figure, st->lost[p] ? "\xE2\x88\x92%d" : "%d", st->lost[p]);
        snprintf(buf, sizeof buf, "%s  %s", table_seat_name(f->m, p), figure);
        SDL_Color ink = st->lost[p] ? kit_hex(RED, (Uint8)(255 * alpha)) : kit_hex(0x4A3A2E, (Uint8)(255 * alpha));
        int bw = 0, fw = 0, ty = R.y + R.h - pad - name_h, room = each - pad;
        text_measure(ctx, FONT_BOLD, fs2, buf, &bw, NULL);
        if (bw <= room) {
            text_draw(ctx, FONT_BOLD, fs2, x + each / 2, ty, ink, TEXT_CENTER | TEXT_TOP, buf);
        } else {
            text_measure(ctx, FONT_BOLD, fs2, figure, &fw, NULL);
            int gap = fs2 / 4, left = x + pad / 2;
            text_draw_fit(ctx, FONT_BOLD, fs2, left, ty, room - fw - gap, ink, TEXT_LEFT | TEXT_TOP, table_seat_name(f->m, p));
            text_draw(ctx, FONT_BOLD, fs2, left + room - fw, ty, ink, TEXT_LEFT | TEXT_TOP, figure);
        }
    }
}

/* ------------------------------------------------------------------ the pieces sheet */

static void samples(AppContext *ctx, float x, float y, float s)
{
    float w = 66 * s, h = w * CARD_ASPECT, gap = 10 * s;
    draw_invasion(ctx, BACK_ID, (SDL_FRect){x, y, w, h}, 1.0f);
    x += w + gap;
    draw_invasion(ctx, ALH_WEST, (SDL_FRect){x, y, w, h}, 1.0f);
    x += w + gap;
    draw_invasion(ctx, ALH_NORTH, (SDL_FRect){x, y, w, h}, 1.0f);
    x += w + gap * 2;
    draw_scout(ctx, ALH_GARDEN, (SDL_FRect){x, y, w, h}, 1.0f);
    x += w + gap;
    draw_scout(ctx, ALH_TOWER, (SDL_FRect){x, y, w, h}, 1.0f);
}

/* What player lost to the invasion after scoring `round`, read back from the game log (kept for the
 * whole game, and in saves): the figure of their line under that round's invasion; 0 when the line
 * says nothing was lost, or there is none (a save whose lines are text only). */
int alh_invaders_client_scoring_loss(const Match *m, int round, int player)
{
    bool in_round = false;
    for (int i = 0; i < m->log_count; i++) {
        const MatchLogLine *l = &m->log[i];
        if (strcmp(l->key, "mod.log_invasion") == 0) {
            in_round = false;
            for (int a = 0; a < l->nargs; a++)
                in_round |= strcmp(l->args[a].name, "n") == 0 && l->args[a].number == round;
            continue;
        }
        if (!in_round || l->player != player || strncmp(l->key, "mod.log_invasion_", 17) != 0)
            continue;
        for (int a = 0; a < l->nargs; a++) /* "n" only on a line that lost something */
            if (strcmp(l->args[a].name, "n") == 0)
                return l->args[a].number;
        return 0;
    }
    return 0;
}

const AlhModuleClient alh_client_invaders = {
    .draw_samples = samples,
    .samples_width = 380,
    .log_event = alh_invaders_client_log,
    .panel_height = alh_invaders_client_panel_height,
    .panel_draw = alh_invaders_client_panel_draw,
    .panel_order = 0,
    .panel_shown = panel_shown,
    .row_marks = row_marks,
    .scoring_moment_height = alh_invaders_client_moment_height,
    .scoring_moment_draw = alh_invaders_client_moment_draw,
    .scoring_loss = alh_invaders_client_scoring_loss,
};

/* SPDX-License-Identifier: MIT */
/* City gates in the client: the gatehouse across a double wall, and the city-gate card. */
#include "client_module.h"

#include <math.h>
#include "match.h"
#include <stdio.h>
#include "i18n.h"
#include "draw_card.h"
#include "material.h"
#include "paint.h"
#include "piece_kit.h"
#include "city_gates/city_gates.h"
#include "city_gates/client.h"
#include "ui.h"
#include "text.h"
#include "table_modules.h"
#include "phrase.h"
#include "draw_tile.h"
#include <string.h>

void city_gate_draw(AppContext *ctx, SDL_FRect cell, int side, float alpha)
{
    SDL_Renderer *r = ctx->renderer;
    float s = cell.w;
    Uint8 a = kit_fade(255, alpha);
    /* Centre of the shared edge; the gate straddles it, across the double wall. */
    float cx = cell.x + s / 2, cy = cell.y + s / 2;
    if (side == ALH_NORTH)
        cy = cell.y;
    else if (side == ALH_SOUTH)
        cy = cell.y + s;
    else if (side == ALH_WEST)
        cx = cell.x;
    else
        cx = cell.x + s;
    bool across = side == ALH_NORTH || side == ALH_SOUTH; /* the wall runs east-west */
    float len = s * 0.52f, thick = s * 0.42f;
    SDL_FRect body =
        across ? (SDL_FRect){cx - len / 2, cy - thick / 2, len, thick} : (SDL_FRect){cx - thick / 2, cy - len / 2, thick, len};
    material_shadow(ctx, body, 0.1f, 0.2f, kit_fade(150, alpha));
    /* The gatehouse in the walls' own masonry, a lit top, a gold band over the arch. */
    material_wall(ctx, body, across ? ALH_NORTH : ALH_WEST, false, a);
    paint_round_rect_outline(r, body, s * 0.02f, fmaxf(1.0f, s * 0.02f), kit_hex(0x4E1A10, a));
    /* Two round towers at the ends, capped with gold. */
    float tw = s * 0.12f;
    for (int k = -1; k <= 1; k += 2) {
        float tx = across ? cx + (float)k * (len / 2 - tw * 0.4f) : cx, ty = across ? cy : cy + (float)k * (len / 2 - tw * 0.4f);
        paint_circle(r, tx + s * 0.01f, ty + s * 0.02f, tw * 0.95f, kit_hex(0x2B2118, kit_fade(70, alpha)));
        paint_circle(r, tx, ty, tw * 0.9f, kit_hex(0x96422A, a));
        paint_ring(r, tx, ty, tw * 0.9f, fmaxf(1.0f, s * 0.018f), kit_hex(0x4E1A10, a));
        paint_circle(r, tx - tw * 0.15f, ty - tw * 0.15f, tw * 0.5f, kit_hex(0xE3B23C, a));
        paint_circle(r, tx - tw * 0.28f, ty - tw * 0.28f, tw * 0.18f, kit_hex(0xFBE7A6, a));
    }
    /* The opening: a dark horseshoe passage through the wall, rimmed in gold. */
    float ow = len * 0.34f, oh = thick * 0.78f;
    SDL_FRect open = across ? (SDL_FRect){cx - ow / 2, cy - oh / 2, ow, oh} : (SDL_FRect){cx - oh / 2, cy - ow / 2, oh, ow};
    float rad = fminf(open.w, open.h) * 0.45f;
    paint_round_rect(r, (SDL_FRect){open.x - s * 0.015f, open.y - s * 0.015f, open.w + s * 0.03f, open.h + s * 0.03f}, rad * 1.1f,
                     kit_hex(0xE3B23C, a));
    paint_round_rect(r, open, rad, kit_hex(0x2B2118, a));
}

/* A gate seen from the front: two towers and an arch, on a terracotta card. */
static void gate_card_body(AppContext *ctx, int card, SDL_FRect rect, bool flag)
{
    (void)card;
    (void)flag;
    SDL_Renderer *r = ctx->renderer;
    Uint8 a = 255;
    kit_card_face(r, rect, kit_hex(0x7A2E1E, a), kit_hex(0xF3D9B0, a), kit_hex(0xE2B98A, a));
    float w = rect.w, cx = rect.x + w / 2, base = rect.y + rect.h * 0.76f;
    float gw = w * 0.62f, gh = rect.h * 0.46f;
    SDL_Color stone = kit_hex(0xB55233, a), dark = kit_hex(0x4A1A10, a);
    paint_fill_rect(r, (SDL_Rect){(int)(cx - gw / 2), (int)(base - gh * 0.8f), (int)gw, (int)(gh * 0.8f)}, stone);
    float tw = gw * 0.26f;
    paint_fill_rect(r, (SDL_Rect){(int)(cx - gw / 2), (int)(base - gh), (int)tw, (int)gh}, stone);
    paint_fill_rect(r, (SDL_Rect){(int)(cx + gw / 2 - tw), (int)(base - gh), (int)tw, (int)gh}, stone);
    for (int k = 0; k < 2; k++) {
        float tx = k ? cx + gw / 2 - tw : cx - gw / 2;
        paint_fill_rect(r, (SDL_Rect){(int)tx, (int)(base - gh - tw * 0.35f), (int)(tw * 0.35f), (int)(tw * 0.4f)}, stone);
        paint_fill_rect(r, (SDL_Rect){(int)(tx + tw * 0.65f), (int)(base - gh - tw * 0.35f), (int)(tw * 0.35f), (int)(tw * 0.4f)},
                        stone);
    }
    float ow = gw * 0.34f;
    paint_round_rect(r, (SDL_FRect){cx - ow / 2, base - gh * 0.62f, ow, gh * 0.62f + 1}, ow / 2, dark);
    paint_fill_rect(r, (SDL_Rect){(int)(cx - ow / 2), (int)(base - gh * 0.3f), (int)ow, (int)(gh * 0.3f)}, dark);
}

static void draw_gate_card(AppContext *ctx, int card, SDL_FRect rect, float alpha, bool selected, float lift, bool moving)
{
    (void)card; /* the city-gate cards look alike: one picture for them */
    kit_card(ctx, "gate", gate_card_body, 0, rect, alpha, selected, lift, moving, kit_hex(0x7A2E1E, 255));
}

/* The gates player has built, on their double walls. */
static void draw_on_board(AppContext *ctx, const AlhGame *g, int player, const BoardView *v)
{
    AlhGate gates[ALH_CARD_GATE_COUNT];
    int n = alh_gates_of(g, player, gates, ALH_CARD_GATE_COUNT);
    if (v->tile <= 0)
        return;
    for (int i = 0; i < n && i < ALH_CARD_GATE_COUNT; i++)
        city_gate_draw(ctx, table_board_cell(v, gates[i].x, gates[i].y), gates[i].side, 1.0f);
}

/* A gate on the east wall of a walled building, and the card. */
static void samples(AppContext *ctx, float x, float y, float s)
{
    float t = 92 * s, gap = 10 * s;
    int walled = 0;
    for (int tile = 1; tile <= ALH_NUM_TILES && !walled; tile++)
        if (alh_tile_info(tile)->walls & (1u << ALH_EAST))
            walled = tile;
    TileLook look = tile_look_default();
    look.show_price = false;
    SDL_FRect cell = {x, y, t, t};
    draw_tile(ctx, walled, cell, &look);
    city_gate_draw(ctx, cell, ALH_EAST, 1.0f);
    x += t + gap * 3;
    float w = 80 * s;
    draw_gate_card(ctx, ALH_CARD_GATE_FIRST, (SDL_FRect){x, y, w, w * CARD_ASPECT}, 1.0f, false, 0.0f, false);
}

/* ------------------------------------------------------------------ at the table */

static int tray_rank(int type) { return type == ALH_CMD_TAKE_GATE_CARD ? 3 : 0; }

static void describe(AppContext *ctx, const AlhGame *g, const AlhCommand *c, int form, char *out, size_t size)
{
    (void)g;
    if (c->type == ALH_CMD_TAKE_GATE_CARD)
        snprintf(out, size, "%s", tr(ctx, form == MOD_WORDS_FULL ? "mod.take_gate_full" : "mod.take_gate"));
}

/* The option is 1 + the side that gets a gate: a short bar across the middle of that edge. */
static SDL_FRect option_handle(int option, SDL_FRect c)
{
    float t = c.w * 0.2f, l = c.w * 0.46f;
    switch (option - 1) {
    case ALH_NORTH: return (SDL_FRect){c.x + (c.w - l) / 2, c.y - t / 2, l, t};
    case ALH_EAST: return (SDL_FRect){c.x + c.w - t / 2, c.y + (c.h - l) / 2, t, l};
    case ALH_SOUTH: return (SDL_FRect){c.x + (c.w - l) / 2, c.y + c.h - t / 2, l, t};
    default: return (SDL_FRect){c.x - t / 2, c.y + (c.h - l) / 2, t, l};
    }
}

/* The game log's lines. */
static bool log_event(Match *m, const AlhEvent *e, const AlhCardSet *paid)
{
    (void)paid;
    if (e->type == ALH_EV_GATE_CARD_TAKEN)
        MATCH_LOG(m, e->player, "mod.log_gate_card", match_arg_seat("who", e->player));
    else if (e->type == ALH_EV_GATE_BUILT)
        MATCH_LOG(m, e->player, "mod.log_gate_built", match_arg_seat("who", e->player));
    return false;
}

/* ------------------------------------------------------------------ the panel */

/* The title's height beside the card: wrapped on two lines at most, else one line cut short (a
 * narrow panel must leave room for the players' rows). */
static int title_height(const TableFrame *f, int w, bool *one_line)
{
    int fs = table_modules_text_px(f, 15), lh = text_line_height(f->ctx, FONT_UI, fs);
    int h = text_draw_wrapped(f->ctx, FONT_BOLD, fs, 0, 0, w, table_modules_ink(false), TEXT_LEFT,
                              tr(f->ctx, "table.mod.gate_card"), false);
    *one_line = h > 2 * lh + 2;
    return *one_line ? lh : h;
}

static int panel_height(const TableFrame *f, int w, int room)
{
    (void)room;
    bool one_line;
    int cw = table_modules_card_width(f), ch = (int)((float)cw * CARD_ASPECT);
    int words = title_height(f, w - cw - table_modules_px(f, 6), &one_line) +
                text_line_height(f->ctx, FONT_UI, table_modules_text_px(f, 15));
    return words > ch ? words : ch;
}

/* The card and its words on one line each beside it. */
static int panel_width(const TableFrame *f)
{
    int fs = table_modules_text_px(f, 15), title = 0, up = 0, none = 0;
    text_measure(f->ctx, FONT_BOLD, fs, tr(f->ctx, "table.mod.gate_card"), &title, NULL);
    text_measure(f->ctx, FONT_UI, fs, tr(f->ctx, "table.mod.gate_up"), &up, NULL);
    text_measure(f->ctx, FONT_UI, fs, tr(f->ctx, "table.mod.none"), &none, NULL);
    int words = title > up ? title : up;
    return table_modules_card_width(f) + table_modules_px(f, 6) + (words > none ? words : none) + 2;
}

static void panel_draw(TableFrame *f, SDL_Rect R)
{
    AppContext *ctx = f->ctx;
    const AlhGame *g = f->g;
    int cw = table_modules_card_width(f), fs = table_modules_text_px(f, 15), lh = text_line_height(ctx, FONT_UI, fs);
    SDL_FRect fr = {(float)R.x, (float)R.y, (float)cw, (float)cw * CARD_ASPECT};
    SDL_Rect T = {R.x + cw + table_modules_px(f, 6), R.y, R.w - cw - table_modules_px(f, 6), R.h};
    bool up = g->mod.city_gates.card_up != ALH_CARD_NONE;
    if (up)
        draw_card(ctx, g->mod.city_gates.card_up, fr, 1.0f, false);
    else
        paint_round_rect_outline(ctx->renderer, fr, fr.w * 0.08f, 1.5f, kit_hex(0x8C5A3C, 110));
    bool one_line;
    title_height(f, T.w, &one_line);
    if (one_line)
        text_draw_ellipsis(ctx, FONT_BOLD, fs, T.x, T.y, T.w, table_modules_ink(false), TEXT_LEFT | TEXT_TOP,
                           tr(ctx, "table.mod.gate_card"));
    else
        text_draw_wrapped(ctx, FONT_BOLD, fs, T.x, T.y, T.w, table_modules_ink(false), TEXT_LEFT, tr(ctx, "table.mod.gate_card"),
                          true);
    text_draw_ellipsis(ctx, FONT_UI, fs, T.x, T.y + T.h - lh, T.w, table_modules_ink(true), TEXT_LEFT | TEXT_TOP,
                       tr(ctx, up ? "table.mod.gate_up" : "table.mod.none"));
}

/* The city-gate cards a player holds, counted at the right of their row. */
static int row_marks(TableFrame *f, int player, int rx, float cy, int fs, char *parts, size_t size)
{
    AppContext *ctx = f->ctx;
    char buf[UI_TIP_TEXT], part[96];
    int n = __builtin_popcount(f->g->mod.city_gates.cards[player]), next;
    PHRASE(ctx, buf, "table.tip.gate_cards", PH_TEXT("who", table_seat_name(f->m, player)), PH_NUM("n", n));
    PHRASE(ctx, part, "table.part.gate_cards", PH_NUM("n", n));
    draw_card(ctx, ALH_CARD_GATE_FIRST, table_modules_count(f, player, "gates", rx, cy, fs, n, buf, part, parts, size, &next),
              1.0f, false);
    return next;
}

const AlhModuleClient alh_client_city_gates = {
    .log_event = log_event,
    .tray_rank = tray_rank,
    .describe = describe,
    .option_handle = option_handle,
    .option_tip = "mod.gate_tip",
    .draw_card = draw_gate_card,
    .draw_on_board = draw_on_board,
    .draw_samples = samples,
    .samples_width = 212,
    .panel_height = panel_height,
    .panel_draw = panel_draw,
    .panel_order = 2,
    .panel_compact = true,
    .panel_width = panel_width,
    .row_marks = row_marks,
};

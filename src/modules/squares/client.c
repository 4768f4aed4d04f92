/* SPDX-License-Identifier: MIT */
/* Squares in the client: a paved plaza ringed in its colour, the colour's emblem at its centre. */
#include "client_module.h"

#include <math.h>
#include "match.h"
#include "table_module_actions.h"
#include "paint.h"
#include "phrase.h"
#include "piece_kit.h"
#include "squares/squares.h"
#include "ui.h"
#include "text.h"
#include "table_modules.h"
#include "i18n.h"
#include "draw_tile.h"
#include "draw_card.h"
#include <string.h>
#include <stdio.h>

static void square_body(AppContext *ctx, int tile, SDL_FRect rect, bool walls)
{
    const AlhTileInfo *info = alh_tile_info(tile);
    if (!info)
        return;
    SDL_Renderer *r = ctx->renderer;
    float s = rect.w;
    Uint8 a = 255;
    SDL_Color col = tile_type_colour(info->type);
    col.a = a;
    bool light = info->type == ALH_CHAMBERS;
    /* Paving: pale flagstones in a grid, the colour of the square as a broad ring. */
    paint_round_rect(r, rect, s * 0.06f, light ? kit_hex(0xB8AFA0, a) : col);
    SDL_FRect pave = kit_inset(rect, s * 0.1f);
    paint_round_rect(r, pave, s * 0.04f, kit_hex(0xEADBB9, a));
    if (s >= 24) {
        int n = 4;
        float step = pave.w / (float)n;
        for (int i = 1; i < n; i++) {
            paint_line(r, pave.x + step * (float)i, pave.y, pave.x + step * (float)i, pave.y + pave.h, 1.0f,
                       kit_hex(0xC9B48C, 200));
            paint_line(r, pave.x, pave.y + step * (float)i, pave.x + pave.w, pave.y + step * (float)i, 1.0f,
                       kit_hex(0xC9B48C, 200));
        }
    }
    /* The centre: a round basin in the square's colour holding its emblem. */
    float cx = rect.x + s / 2, cy = rect.y + s / 2, rad = s * 0.27f;
    paint_circle(r, cx, cy + s * 0.015f, rad + s * 0.02f, kit_hex(0x2B2118, 60));
    paint_circle(r, cx, cy, rad, light ? kit_hex(0xF2EEE6, a) : col);
    paint_ring(r, cx, cy, rad, fmaxf(1.0f, s * 0.025f),
               light ? kit_hex(0x8C7F6A, a) : paint_mix(col, kit_hex(0xFFFFFF, a), 0.4f));
    float e = rad * 1.3f;
    draw_type_emblem(ctx, info->type, (SDL_FRect){cx - e / 2, cy - e / 2, e, e},
                     light ? kit_hex(0x2B2118, a) : kit_hex(0xF8F0DC, a));
    for (int side = 0; side < 4 && walls; side++)
        if (info->walls & (1u << side))
            draw_tile_wall(ctx, rect, side, a);
}

static void draw_square(AppContext *ctx, int tile, SDL_FRect rect, const TileLook *look_in)
{
    TileLook look = look_in ? *look_in : tile_look_default();
    const AlhTileInfo *info = alh_tile_info(tile);
    if (!info)
        return;
    rect = kit_tile_frame(ctx, rect, &look);
    /* on the board its walls are drawn joined with its neighbours' (TileLook.walls false) */
    kit_cached(ctx, "square", square_body, tile, look.walls, rect, look.alpha, tile_type_colour(info->type), look.moving);
}

static void samples(AppContext *ctx, float x, float y, float s)
{
    float t = 92 * s, gap = 10 * s;
    TileLook look = tile_look_default();
    for (int i = 0; i < 3; i++, x += t + gap)
        draw_square(ctx, ALH_TILE_SQUARE_FIRST + i * 4, (SDL_FRect){x, y, t, t}, &look);
}

static const char *tile_noun(int tile)
{
    (void)tile;
    return "square";
}

/* A square taken flies from its colour's pile (the panel's place `colour`) like a bought tile. */
static bool animate(Anim *a, const AlhEvent *e, bool same)
{
    (void)same;
    if (e->type != ALH_EV_SQUARE_TAKEN)
        return false;
    anim_fly_tile(a, e->tile, anim_module_place(ALH_MOD_SQUARES, e->slot), anim_place(AP_PENDING, e->player, 0), false);
    a->sounds |= ANIM_SFX_TILE;
    return true;
}

/* For the results: how many squares the player built. */
static void results_words(AppContext *ctx, const AlhGame *g, int player, char *out, size_t size)
{
    int n = 0;
    for (int t = 1; t <= ALH_TILE_MAX; t++)
        n += alh_tile_is_square(t) && g->where[t].loc == ALH_LOC_ALHAMBRA && g->where[t].owner == player;
    out[0] = '\0'; /* none built: nothing said */
    if (n > 0)
        phrase(ctx, out, size, "mod.results_squares", (const PhraseArg[]){PH_NUM("n", n)}, 1);
}

/* ------------------------------------------------------------------ at the table */

/* Offered every turn: last in the tray. */
static int tray_rank(int type) { return type == ALH_CMD_TAKE_SQUARE ? 5 : 0; }

static int tray_key(const AlhCommand *c) { return c->space; }

static void describe(AppContext *ctx, const AlhGame *g, const AlhCommand *c, int form, char *out, size_t size)
{
    (void)g;
    if (c->type != ALH_CMD_TAKE_SQUARE)
        return;
    char noun[32];
    phrase(ctx, out, size, form == MOD_WORDS_FULL ? "mod.take_square_full" : "mod.take_square",
           (const PhraseArg[]){PH_NOUN("type", phrase_type_noun(c->space < ALH_NUM_TYPES ? c->space : 0, noun, sizeof noun))}, 1);
}

/* The game log's line. */
static bool log_event(Match *m, const AlhEvent *e, const AlhCardSet *paid)
{
    (void)paid;
    if (e->type == ALH_EV_SQUARE_TAKEN) {
        const AlhTileInfo *info = alh_tile_info(e->tile);
        MATCH_LOG(m, e->player, "mod.log_square", match_arg_seat("who", e->player),
                  match_arg_type("type", info ? info->type : 0));
    }
    return false;
}

/* ------------------------------------------------------------------ the panel */

/* Six piles in one row, each the size of a small tile, with their counts under them; the tiles take
 * what room the panel leaves, up to 60 design pixels. */
static int pile_size(const TableFrame *f, int w, int room, int *label, int *lh)
{
    *label = table_modules_heading_height(f, w, tr(f->ctx, "table.mod.squares"));
    *lh = text_line_height(f->ctx, FONT_UI, table_modules_text_px(f, 15));
    int gap = table_modules_px(f, 5), ts = (w - 5 * gap) / 6;
    if (ts > table_modules_px(f, 60))
        ts = table_modules_px(f, 60);
    if (ts > room - *label - *lh)
        ts = room - *label - *lh;
    return ts < 14 ? 14 : ts;
}

static int panel_height(const TableFrame *f, int w, int room)
{
    int label, lh, ts = pile_size(f, w, room, &label, &lh);
    return label + ts + lh;
}

static SDL_Rect panel_place(const TableFrame *f, SDL_Rect R, int index)
{
    int label, lh, ts = pile_size(f, R.w, R.h, &label, &lh), gap = table_modules_px(f, 5);
    if (index < 0 || index >= ALH_NUM_TYPES)
        return (SDL_Rect){0, 0, 0, 0};
    return (SDL_Rect){R.x + index * (ts + gap), R.y + label, ts, ts};
}

static int square_top(const AlhGame *g, int pile)
{
    for (int t = ALH_TILE_SQUARE_FIRST; t < ALH_TILE_SQUARE_FIRST + ALH_NUM_SQUARES; t++)
        if (g->where[t].loc == ALH_LOC_SUPPLY && g->where[t].x == pile && g->where[t].y == 0)
            return t;
    return 0;
}

static void panel_draw(TableFrame *f, SDL_Rect S)
{
    AppContext *ctx = f->ctx;
    const AlhGame *g = f->g;
    SDL_Color ink = table_modules_ink(false), muted = table_modules_ink(true);
    table_modules_heading(f, S, tr(ctx, "table.mod.squares"));
    for (int c = 0; c < ALH_NUM_TYPES; c++) {
        SDL_Rect R = panel_place(f, S, c);
        SDL_FRect fr = paint_frect(R);
        int len = g->mod.squares.pile_len[c], top = square_top(g, c);
        if (len > 1) /* the pile's depth as an edge under the top tile */
            paint_round_rect(ctx->renderer, (SDL_FRect){fr.x + 2, fr.y + 3, fr.w, fr.h}, fr.w * 0.06f, kit_hex(0x8C7F6A, 255));
        if (top) {
            TileLook look = tile_look_default();
            look.shadow = false;
            draw_tile(ctx, top, fr, &look);
        } else {
            /* An empty pile: its colour's outline, faint. */
            SDL_Color col = paint_mix(tile_type_colour(c), ink, c == ALH_CHAMBERS ? 0.35f : 0.0f); /* white needs an edge */
            paint_round_rect_outline(ctx->renderer, fr, fr.w * 0.08f, 1.5f, paint_alpha(col, 150));
            float e = fr.w * 0.45f;
            SDL_FRect chip = {fr.x + (fr.w - e) / 2, fr.y + (fr.h - e) / 2, e, e};
            draw_type_emblem(ctx, c, chip, paint_alpha(paint_mix(col, ink, 0.2f), 90));
        }
        char buf[8];
        snprintf(buf, sizeof buf, "%d", len);
        text_draw(ctx, FONT_BOLD, table_modules_text_px(f, 15), R.x + R.w / 2, R.y + R.h + table_modules_px(f, 3),
                  len ? ink : muted, TEXT_CENTER | TEXT_TOP, buf);
    }
}

const AlhModuleClient alh_client_squares = {
    .log_event = log_event,
    .tray_rank = tray_rank,
    .tray_key = tray_key,
    .describe = describe,
    .draw_tile = draw_square,
    .draw_samples = samples,
    .samples_width = 306,
    .tile_noun = tile_noun,
    .results_words = results_words,
    .animate = animate,
    .panel_height = panel_height,
    .panel_draw = panel_draw,
    .panel_order = 1,
    .panel_place = panel_place,
};

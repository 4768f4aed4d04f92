/* SPDX-License-Identifier: MIT */
/*
 * Bazaars in the client. A bazaar tile: a market stall under a striped awning on a sand floor, the
 * coin of its currency in the top left corner and its three building colours as three banners along
 * the bottom, each with the initial of its building (readable without the colours). Beside the market
 * (the modules' panel) the bazaars on offer with their price now, chosen with the mouse like a market
 * tile, then paid with the hand's cards; at the end of the game each bazaar's points on the board with
 * the neighbours that counted ringed. Log lines for a bazaar laid beside the market and each bazaar's
 * points in the last scoring.
 */
#include "client_module.h"

#include <math.h>
#include <stdio.h>
#include "draw_card.h"
#include "i18n.h"
#include "match.h"
#include "paint.h"
#include "phrase.h"
#include "piece_kit.h"
#include "table_input.h"
#include "table_module_actions.h"
#include "table_modules.h"
#include "text.h"
#include "ui.h"
#include "bazaars/bazaars.h"

/* The three colours of a bazaar, in the data's order. */
static void bazaar_types(int tile, int out[3])
{
    const AlhBazaarRow *r = &alh_bazaar_rows[tile - ALH_TILE_BAZAAR_FIRST];
    out[0] = r->colour_1;
    out[1] = r->colour_2;
    out[2] = r->colour_3;
}

/* ------------------------------------------------------------------ the tile */

static void bazaar_body(AppContext *ctx, int tile, SDL_FRect rect, bool flag)
{
    (void)flag;
    if (!alh_tile_is_bazaar(tile))
        return;
    SDL_Renderer *r = ctx->renderer;
    float s = rect.w;
    /* a sand floor with a terracotta rim */
    paint_round_rect_gradient(r, rect, s * 0.06f, kit_hex(0xF0DDB4, 255), kit_hex(0xD9BC86, 255));
    paint_round_rect_outline(r, rect, s * 0.06f, s > 40 ? 2.0f : 1.0f, kit_hex(0x9C5B32, 255));
    /* the stall: a counter under a striped awning with a scalloped edge */
    float ax = rect.x + s * 0.2f, aw = s * 0.62f, ay = rect.y + s * 0.2f, ah = s * 0.2f;
    SDL_Color red = kit_hex(0xB8442E, 255), cream = kit_hex(0xF8EEDC, 255), wood = kit_hex(0x7A4A2A, 255);
    paint_round_rect(r, (SDL_FRect){ax + s * 0.03f, ay + ah, s * 0.04f, s * 0.3f}, 0, wood); /* posts */
    paint_round_rect(r, (SDL_FRect){ax + aw - s * 0.07f, ay + ah, s * 0.04f, s * 0.3f}, 0, wood);
    paint_round_rect(r, (SDL_FRect){ax, ay + ah + s * 0.2f, aw, s * 0.1f}, s * 0.015f, wood); /* counter */
    /* goods on the counter: three jars */
    for (int k = 0; k < 3; k++) {
        float jx = ax + aw * (0.25f + 0.25f * (float)k), jw = s * 0.09f;
        paint_round_rect(r, (SDL_FRect){jx - jw / 2, ay + ah + s * 0.11f, jw, s * 0.09f}, jw * 0.4f,
                         k == 1 ? kit_hex(0x3F6E8C, 255) : kit_hex(0xC98A2E, 255));
    }
    int stripes = 5;
    for (int k = 0; k < stripes; k++) {
        float sx = ax + aw * (float)k / (float)stripes;
        SDL_FPoint pts[4] = {{sx + aw * 0.04f, ay},
                             {sx + aw / (float)stripes + aw * 0.04f, ay},
                             {sx + aw / (float)stripes, ay + ah},
                             {sx, ay + ah}};
        paint_polygon(r, pts, 4, k % 2 ? cream : red);
        paint_round_rect(r, (SDL_FRect){sx, ay + ah - s * 0.02f, aw / (float)stripes, s * 0.05f}, s * 0.025f,
                         k % 2 ? cream : red);
    }
    /* the coin of its currency, top left */
    int cur = alh_bazaar_currency(tile);
    float cd = s * 0.26f;
    SDL_FRect coin = {rect.x + s * 0.05f, rect.y + s * 0.05f, cd, cd};
    paint_round_rect(r, coin, cd / 2, currency_colour(cur));
    paint_round_rect_outline(r, coin, cd / 2, fmaxf(1.0f, s * 0.015f), kit_hex(0x4A3520, 255));
    SDL_Color ink = paint_mix(currency_colour(cur), kit_hex(0x2B2118, 255), cur == ALH_FLORIN ? 0.6f : 0.35f);
    draw_currency_symbol(ctx, cur, kit_inset(coin, cd * 0.16f), ink);
    /* its three colours: banners along the bottom, the building's initial on each */
    int types[3];
    bazaar_types(tile, types);
    float bw = s * 0.26f, bh = s * 0.24f, gap = s * 0.04f, bx = rect.x + (s - 3 * bw - 2 * gap) / 2, by = rect.y + s * 0.71f;
    for (int k = 0; k < 3; k++) {
        SDL_FRect b = {bx + (float)k * (bw + gap), by, bw, bh};
        SDL_Color c = tile_type_colour(types[k]);
        paint_round_rect(r, b, s * 0.03f, c);
        paint_round_rect_outline(r, b, s * 0.03f, fmaxf(1.0f, s * 0.012f), kit_hex(0x3A2A1A, 255));
        if (s >= 40) {
            char initial[8], key[32], name[48];
            phrase_noun(ctx, name, sizeof name, phrase_type_noun(types[k], key, sizeof key), NULL); /* the language's name */
            int len = 1;                                                                            /* its first letter, UTF-8 */
            while (name[len] && ((unsigned char)name[len] & 0xC0) == 0x80)
                len++;
            snprintf(initial, sizeof initial, "%.*s", len, name);
            if (initial[0] >= 'a' && initial[0] <= 'z')
                initial[0] = (char)(initial[0] - 'a' + 'A');
            SDL_Color light = kit_hex(0xFFFFFF, 255), dark = kit_hex(0x1E1710, 255);
            bool pale = c.r + c.g + c.b > 520;
            text_draw(ctx, FONT_BOLD, (int)(bh * 0.62f), (int)(b.x + b.w / 2), (int)(b.y + b.h / 2), pale ? dark : light,
                      TEXT_CENTER | TEXT_MIDDLE, initial);
        }
    }
}

static void draw_bazaar(AppContext *ctx, int tile, SDL_FRect rect, const TileLook *look_in)
{
    TileLook look = look_in ? *look_in : tile_look_default();
    if (!alh_tile_is_bazaar(tile))
        return;
    rect = kit_tile_frame(ctx, rect, &look);
    kit_cached(ctx, "bazaar", bazaar_body, tile, false, rect, look.alpha, kit_hex(0x9C5B32, 255), look.moving);
}

static void samples(AppContext *ctx, float x, float y, float s)
{
    float t = 92 * s, gap = 10 * s;
    TileLook look = tile_look_default();
    for (int i = 0; i < 2; i++, x += t + gap)
        draw_bazaar(ctx, ALH_TILE_BAZAAR_FIRST + i * 5, (SDL_FRect){x, y, t, t}, &look);
}

static const char *tile_noun(int tile)
{
    (void)tile;
    return "bazaar";
}

/* ------------------------------------------------------------------ beside the market */

/* The buying space of the k-th bazaar on offer (the tiles other modules offer come first). */
static int buying_space(const AlhGame *g, int tile)
{
    for (int s = ALH_MARKET_SPACES; s < ALH_BUY_SPACES; s++)
        if (alh_buy_space(g, s).tile == tile)
            return s;
    return -1;
}

static int label_px(const TableFrame *f) { return table_modules_text_px(f, 14); }

/* The bazaars on offer are laid in rows across the section's width, each tile with its price
 * below: as large as 96 design pixels when there is room, down to 26 in a short panel. */
typedef struct Grid {
    float t, gap;            /* a tile's side, the gap between tiles */
    int per_row, rows, line; /* tiles a row, rows, the height of the words under a tile */
} Grid;

static Grid grid_for(const TableFrame *f, int w, int n, float t)
{
    Grid gr = {t, (float)table_modules_px(f, 6), 1, 1, text_line_height(f->ctx, FONT_UI, label_px(f))};
    gr.per_row = (int)(((float)w + gr.gap) / (t + gr.gap));
    if (gr.per_row < 1)
        gr.per_row = 1;
    if (gr.per_row > n)
        gr.per_row = n > 0 ? n : 1;
    gr.rows = n > 0 ? (n + gr.per_row - 1) / gr.per_row : 0;
    return gr;
}

static int heading_height(const TableFrame *f, int w)
{
    return table_modules_heading_height(f, w, tr(f->ctx, "mod.bazaars_beside"));
}

static int grid_height(const TableFrame *f, int w, const Grid *gr)
{
    if (gr->rows == 0)
        return heading_height(f, w) + gr->line;
    return heading_height(f, w) + gr->rows * ((int)gr->t + gr->line + table_modules_px(f, 4));
}

/* The largest tiles that fit width w and height h (h 0: no limit), never under the least. */
static Grid fitted_grid(const TableFrame *f, int w, int h)
{
    int n = alh_bazaars_on_offer(f->g);
    float most = (float)table_modules_px(f, 96), least = (float)table_modules_px(f, 26);
    if (n > 0) { /* no wider than one row of them all takes */
        float across = ((float)w - (float)table_modules_px(f, 6) * (float)(n - 1)) / (float)n;
        if (across < most)
            most = across > least ? across : least;
    }
    Grid gr = grid_for(f, w, n, most);
    for (float t = most; h > 0 && t > least && grid_height(f, w, &gr) > h; t -= 1.0f)
        gr = grid_for(f, w, n, t - 1.0f);
    return gr;
}

/* The modules' panel (client_module.h): as tall as its tiles want, or the room the panel has left,
 * down to its least (room 0). */
/* The least: one line, the short heading then each bazaar as a small tile and its price. */
static int one_line_height(const TableFrame *f, int w)
{
    return table_modules_heading_height(f, w, tr(f->ctx, "mod.bazaars_short"));
}

/* Its least (room 0) is nothing: in a panel too short for the players' rows and one line more (960x540,
 * six players, every module) the section gives way; then one line, then rows of tiles. */
static int panel_height(const TableFrame *f, int w, int room)
{
    Grid want = fitted_grid(f, w, 0);
    Grid least = grid_for(f, w, alh_bazaars_on_offer(f->g), (float)table_modules_px(f, 26));
    int want_h = grid_height(f, w, &want), least_h = grid_height(f, w, &least), line_h = one_line_height(f, w);
    if (room < line_h)
        return 0;
    if (alh_bazaars_on_offer(f->g) == 0)
        return line_h; /* "Bazaars: none for sale yet" */
    return want_h <= room ? want_h : room >= least_h ? room : line_h;
}

/* One bazaar on offer in cell, its price in words below (below_h > 0: words under the tile) or beside
 * it (below_h 0), clickable to choose it. */
static void draw_offer(TableFrame *f, int k, SDL_FRect cell, int below_h, float gap, SDL_Rect *hit_out)
{
    AppContext *ctx = f->ctx;
    const AlhGame *g = f->g;
    int tile = alh_bazaar_offered(g, k), space = buying_space(g, tile), fs = label_px(f);
    AlhBuySpace bs = alh_buy_space(g, space);
    float x = cell.x, y = cell.y, t = cell.w;
    TileLook look = tile_look_default();
    look.show_price = false;
    look.glow = space >= 0 && f->in->market_sel == space;
    look.alpha = bs.price ? 1.0f : 0.55f; /* not for sale now: faded */
    draw_bazaar(ctx, tile, cell, &look);
    char num[8];
    snprintf(num, sizeof num, bs.price ? "%d" : "-", bs.price);
    bool roomy = below_h > 0 && t >= (float)app_px(ctx, 44); /* room for a disc on the tile and words below */
    if (bs.price && roomy) { /* its price now in a light disc at the top right (its coin is at the top left) */
        float d = t * 0.3f, cx = x + t - d * 0.62f, cy = y + d * 0.62f;
        paint_circle(ctx->renderer, cx, cy + 1, d / 2 + 1, kit_hex(0x2B2118, 90));
        paint_circle(ctx->renderer, cx, cy, d / 2, kit_hex(0xF5EBD7, 255));
        text_draw(ctx, FONT_BOLD, (int)(d * 0.72f), (int)cx, (int)cy, kit_hex(0x2B2118, 255), TEXT_CENTER | TEXT_MIDDLE, num);
    }
    /* "exact" (only the exact price buys it) or why it cannot be bought now; on small tiles the
     * price alone; the whole price in words as the tooltip */
    SDL_Rect hit;
    if (below_h > 0) {
        const char *below = roomy ? tr(ctx, bs.price ? "mod.bazaar_exact" : "mod.bazaar_no_price") : num;
        int bw = 0, bh = 0;
        text_measure(ctx, FONT_UI, fs, below, &bw, &bh);
        if (bw <= (int)t + (int)gap / 2 || !roomy)
            text_draw(ctx, roomy ? FONT_UI : FONT_BOLD, fs, (int)(x + (roomy ? 0 : t / 2)), (int)(y + t + 1),
                      table_modules_ink(!bs.price), (roomy ? TEXT_LEFT : TEXT_CENTER) | TEXT_TOP, below);
        hit = (SDL_Rect){(int)x, (int)y, (int)t, (int)t + below_h};
    } else {
        int nw = text_draw(ctx, FONT_BOLD, fs, (int)(x + t + 2), (int)(y + t / 2), table_modules_ink(!bs.price),
                           TEXT_LEFT | TEXT_MIDDLE, num);
        hit = (SDL_Rect){(int)x, (int)y, (int)t + 2 + nw, (int)t};
    }
    char tip[160], noun[48];
    if (bs.price)
        phrase(
            ctx, tip, sizeof tip, "mod.bazaar_price",
            (const PhraseArg[]){PH_NUM("price", bs.price), PH_NOUN("cur", phrase_currency_noun(bs.currency, noun, sizeof noun))},
            2);
    else
        snprintf(tip, sizeof tip, "%s", tr(ctx, "table.not_for_sale"));
    char id[40], tip_id[48];
    snprintf(id, sizeof id, "table.market.%d", space); /* a buying space, named like the market's */
    snprintf(tip_id, sizeof tip_id, "%s.tip", id);
    ui_tooltip(ctx, tip_id, hit, tip);
    /* Chosen with the mouse while buying is possible: in the action phase, or a module's purchase out
     * of turn (the vizier) whose market clicks the module takes. */
    bool clickable = f->can_act && (g->phase == ALH_PHASE_ACTION || g->phase >= ALH_PHASE_BASE_COUNT);
    if (ui_hit(ctx, id, hit, clickable && space >= 0))
        table_input_market_click(f, space);
    *hit_out = hit;
}

static void panel_draw(TableFrame *f, SDL_Rect R)
{
    AppContext *ctx = f->ctx;
    int n = alh_bazaars_on_offer(f->g), fs = label_px(f), line = text_line_height(ctx, FONT_UI, fs);
    Grid least = grid_for(f, R.w, n, (float)table_modules_px(f, 26));
    if (R.h < one_line_height(f, R.w))
        return; /* given way to the players' rows */
    if (n == 0 || R.h < grid_height(f, R.w, &least)) {
        /* none on offer, or a short panel: one line */
        int hx = text_draw(ctx, FONT_BOLD, table_modules_text_px(f, 17), R.x, R.y, table_modules_ink(true), TEXT_LEFT | TEXT_TOP,
                           tr(ctx, "mod.bazaars_short"));
        if (n == 0) {
            int lh = text_line_height(ctx, FONT_BOLD, table_modules_text_px(f, 17));
            text_draw_fit(ctx, FONT_UI, fs, R.x + hx + table_modules_px(f, 8), R.y + lh / 2, R.w - hx - table_modules_px(f, 8),
                          table_modules_ink(true), TEXT_LEFT | TEXT_MIDDLE, tr(ctx, "mod.bazaars_none"));
            return;
        }
        float t = (float)(one_line_height(f, R.w) - table_modules_px(f, 4)), x = (float)(R.x + hx + table_modules_px(f, 6));
        for (int k = 0; k < n && x + t < (float)(R.x + R.w); k++) {
            SDL_Rect hit;
            draw_offer(f, k, (SDL_FRect){x, (float)R.y, t, t}, 0, 0, &hit);
            x = (float)(hit.x + hit.w + table_modules_px(f, 6));
        }
        return;
    }
    int heading = table_modules_heading(f, R, tr(ctx, "mod.bazaars_beside"));
    Grid gr = fitted_grid(f, R.w, R.h);
    for (int k = 0; k < n; k++) {
        float x = (float)R.x + (float)(k % gr.per_row) * (gr.t + gr.gap);
        float y = (float)(R.y + heading) + (float)(k / gr.per_row) * (gr.t + (float)line + (float)table_modules_px(f, 4));
        SDL_Rect hit;
        draw_offer(f, k, (SDL_FRect){x, y, gr.t, gr.t}, line, gr.gap, &hit);
    }
}

/* Where the k-th bazaar on offer is in the section R (a bazaar flies from there when bought, and
 * there when laid beside the market). */
static SDL_Rect panel_place(const TableFrame *f, SDL_Rect R, int index)
{
    int n = alh_bazaars_on_offer(f->g);
    Grid least = grid_for(f, R.w, n, (float)table_modules_px(f, 26));
    if (n == 0 || R.h < grid_height(f, R.w, &least) || index < 0)
        return (SDL_Rect){R.x, R.y, R.h, R.h}; /* the one line: its start */
    Grid gr = fitted_grid(f, R.w, R.h);
    int heading = heading_height(f, R.w), line = text_line_height(f->ctx, FONT_UI, label_px(f));
    float x = (float)R.x + (float)(index % gr.per_row) * (gr.t + gr.gap);
    float y = (float)(R.y + heading) + (float)(index / gr.per_row) * (gr.t + (float)line + (float)table_modules_px(f, 4));
    return (SDL_Rect){(int)x, (int)y, (int)gr.t, (int)gr.t};
}

/* A bazaar drawn from the bag flies to its place beside the market. */
static bool animate(Anim *a, const AlhEvent *e, bool same)
{
    if (e->type != ALH_EV_BAZAAR_OFFERED)
        return false;
    anim_fly_tile(a, e->tile, anim_place(AP_BAG, -1, 0), anim_module_place(ALH_MOD_BAZAARS, e->slot), same);
    a->sounds |= ANIM_SFX_TILE;
    return true;
}

/* ------------------------------------------------------------------ the last scoring */

/* At the end of the game, on each bazaar of player's board: its points, and a ring on each
 * neighbour that counted. */
static void draw_on_board(AppContext *ctx, const AlhGame *g, int player, const BoardView *v)
{
    if (g->phase != ALH_PHASE_OVER || v->tile <= 0)
        return;
    SDL_Renderer *r = ctx->renderer;
    for (int t = ALH_TILE_BAZAAR_FIRST; t < ALH_TILE_BAZAAR_FIRST + ALH_NUM_BAZAARS; t++) {
        const AlhTilePlace *w = &g->where[t];
        if (w->loc != ALH_LOC_ALHAMBRA || w->owner != player)
            continue;
        AlhBazaarScore s = alh_bazaar_score_at(&g->players[player].board, t, w->x, w->y);
        for (int k = 0; k < 8; k++) {
            if (!((s.counted >> k) & 1))
                continue;
            SDL_FRect c = kit_inset(table_board_cell(v, w->x + alh_bazaar_dx[k], w->y + alh_bazaar_dy[k]), v->tile * 0.08f);
            paint_round_rect_outline(r, c, v->tile * 0.1f, fmaxf(2.0f, v->tile * 0.05f), kit_hex(0xF2C230, 230));
        }
        SDL_FRect cell = table_board_cell(v, w->x, w->y);
        float d = v->tile * 0.42f;
        SDL_FRect badge = {cell.x + cell.w - d * 1.05f, cell.y + cell.h * 0.04f, d, d};
        paint_round_rect(r, badge, d / 2, kit_hex(0x7A2E1E, 240));
        paint_round_rect_outline(r, badge, d / 2, fmaxf(1.0f, d * 0.06f), kit_hex(0xF2C230, 255));
        char text[8];
        snprintf(text, sizeof text, "%d", s.points);
        if (d >= 10)
            text_draw(ctx, FONT_BOLD, (int)(d * 0.55f), (int)(badge.x + d / 2), (int)(badge.y + d / 2), kit_hex(0xFFFFFF, 255),
                      TEXT_CENTER | TEXT_MIDDLE, text);
    }
}

/* For the results: the bazaars' points in the last scoring. */
static void results_words(AppContext *ctx, const AlhGame *g, int player, char *out, size_t size)
{
    int n = 0, points = 0;
    for (int t = ALH_TILE_BAZAAR_FIRST; t < ALH_TILE_BAZAAR_FIRST + ALH_NUM_BAZAARS; t++) {
        const AlhTilePlace *w = &g->where[t];
        if (w->loc != ALH_LOC_ALHAMBRA || w->owner != player)
            continue;
        n++;
        points += alh_bazaar_score_at(&g->players[player].board, t, w->x, w->y).points;
    }
    out[0] = '\0';
    if (n > 0)
        phrase(ctx, out, size, "mod.results_bazaars", (const PhraseArg[]){PH_NUM("n", n), PH_NUM("points", points)}, 2);
}

/* ------------------------------------------------------------------ the log */

static bool log_event(Match *m, const AlhEvent *e, const AlhCardSet *paid)
{
    (void)paid;
    if (e->type == ALH_EV_BAZAAR_OFFERED && alh_tile_is_bazaar(e->tile)) {
        int types[3];
        bazaar_types(e->tile, types);
        MATCH_LOG(m, -1, "mod.log_bazaar_offered", match_arg_currency("cur", alh_bazaar_currency(e->tile)),
                  match_arg_type("a", types[0]), match_arg_type("b", types[1]), match_arg_type("c", types[2]));
    } else if (e->type == ALH_EV_BAZAAR_SCORED) {
        int colours = e->slot > 0 ? e->value / e->slot : 0;
        MATCH_LOG(m, e->player, "mod.log_bazaar_scored", match_arg_seat("who", e->player), match_arg_num("points", e->value),
                  match_arg_num("n", e->slot), match_arg_num("colours", colours));
    }
    return false;
}

const AlhModuleClient alh_client_bazaars = {
    .draw_tile = draw_bazaar,
    .draw_on_board = draw_on_board,
    .draw_samples = samples,
    .samples_width = 204,
    .tile_noun = tile_noun,
    .log_event = log_event,
    .animate = animate,
    .results_words = results_words,
    .panel_height = panel_height,
    .panel_draw = panel_draw,
    .panel_place = panel_place,
    .panel_order = 0, /* first, beside the market; it gives way when no room is left */
};

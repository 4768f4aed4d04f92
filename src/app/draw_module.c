/* SPDX-License-Identifier: MIT */
/* The expansion modules' pieces: squares, camps, city gates, module cards with the characters' portraits, the vizier. */
#include "draw_module.h"

#include <math.h>
#include <stdio.h>
#include "alhambra/game.h"
#include "assets.h"
#include "draw_card.h"
#include "drawn_cache.h"
#include "material.h"
#include "i18n.h"
#include "paint.h"
#include "text.h"
#include "bonus_cards/bonus_cards.h"
#include "camps/camps.h"
#include "characters/characters.h"
#include "city_gates/city_gates.h"
#include "diamonds/diamonds.h"
#include "exchange/exchange.h"
#include "squares/squares.h"

static SDL_Color hex(unsigned v, Uint8 a)
{
    SDL_Color c = {(Uint8)(v >> 16), (Uint8)(v >> 8), (Uint8)v, a};
    return c;
}

static Uint8 fade(Uint8 a, float alpha)
{
    return (Uint8)((float)a * alpha);
}

static SDL_FRect inset_f(SDL_FRect r, float d)
{
    return (SDL_FRect){r.x + d, r.y + d, r.w - 2 * d, r.h - 2 * d};
}

/* The shadow, lift and glow every tile shares (material.h); returns where the tile itself goes. */
static SDL_FRect tile_frame(AppContext *ctx, SDL_FRect rect, const TileLook *look)
{
    draw_tile_shadow(ctx, rect, look);
    rect = material_lifted(rect, look->lift);
    float s = rect.w;
    if (look->glow)
        paint_round_rect_outline(ctx->renderer, (SDL_FRect){rect.x - s * 0.06f, rect.y - s * 0.06f, s * 1.12f, s * 1.12f},
                                 s * 0.12f, s * 0.05f, hex(0xF2C94C, fade(230, look->alpha)));
    return rect;
}

/*
 * Every module piece is drawn once per size into a cached picture (drawn_cache.h), as the base
 * pieces are: a body function draws it at full opacity into rect, the cache keeps the picture.
 */
typedef void (*BodyFn)(AppContext *ctx, int id, SDL_FRect rect, bool flag);
typedef struct BodySpec { BodyFn fn; int id; bool flag; } BodySpec;

static void paint_body(AppContext *ctx, SDL_Rect area, const void *data)
{
    const BodySpec *b = data;
    b->fn(ctx, b->id, paint_frect(area), b->flag);
}

static void cached_body(AppContext *ctx, const char *kind, BodyFn fn, int id, bool flag, SDL_FRect rect, float alpha,
                        SDL_Color edge, bool moving)
{
    int w = (int)lroundf(rect.w), h = (int)lroundf(rect.h);
    if (w < 2 || h < 2)
        return;
    SDL_FRect dst = {roundf(rect.x), roundf(rect.y), (float)w, (float)h};
    if (moving) {
        w = drawn_cache_bucket(w);
        h = (int)lroundf((float)w * rect.h / rect.w);
        dst = rect;
    }
    char key[48];
    snprintf(key, sizeof key, "%s:%d:%d", kind, id, flag);
    BodySpec spec = {fn, id, flag};
    drawn_cache_draw(ctx, key, w, h, edge, paint_body, &spec, dst, fade(255, alpha));
}

static void price_disc(AppContext *ctx, SDL_FRect rect, int price, Uint8 a, float alpha)
{
    float s = rect.w, d = s * 0.27f, inset = s * 0.17f;
    float cx = rect.x + inset + d / 2 - s * 0.02f, cy = rect.y + inset + d / 2 - s * 0.02f;
    paint_circle(ctx->renderer, cx, cy + s * 0.01f, d / 2 + 1, hex(0x2B2118, fade(70, alpha)));
    paint_circle(ctx->renderer, cx, cy, d / 2, hex(0xF5EBD7, a));
    char buf[8];
    snprintf(buf, sizeof buf, "%d", price);
    text_draw(ctx, FONT_BOLD, (int)(d * 0.72f), (int)cx, (int)cy, hex(0x2B2118, a), TEXT_CENTER | TEXT_MIDDLE, buf);
}

/* ------------------------------------------------------------------ squares */

static void square_body(AppContext *ctx, int tile, SDL_FRect rect, bool walls)
{
    const AlhTileInfo *info = alh_tile_info(tile);
    if (!info)
        return;
    SDL_Renderer *r = ctx->renderer;
    float s = rect.w;
    Uint8 a = 255;
    TileLook look = tile_look_default();
    SDL_Color col = tile_type_colour(info->type);
    col.a = a;
    bool light = info->type == ALH_CHAMBERS;
    /* Paving: pale flagstones in a grid, the colour of the square as a broad ring. */
    paint_round_rect(r, rect, s * 0.06f, light ? hex(0xB8AFA0, a) : col);
    SDL_FRect pave = inset_f(rect, s * 0.1f);
    paint_round_rect(r, pave, s * 0.04f, hex(0xEADBB9, a));
    if (s >= 24) {
        int n = 4;
        float step = pave.w / (float)n;
        for (int i = 1; i < n; i++) {
            paint_line(r, pave.x + step * (float)i, pave.y, pave.x + step * (float)i, pave.y + pave.h, 1.0f, hex(0xC9B48C, fade(200, look.alpha)));
            paint_line(r, pave.x, pave.y + step * (float)i, pave.x + pave.w, pave.y + step * (float)i, 1.0f, hex(0xC9B48C, fade(200, look.alpha)));
        }
    }
    /* The centre: a round basin in the square's colour holding its emblem. */
    float cx = rect.x + s / 2, cy = rect.y + s / 2, rad = s * 0.27f;
    paint_circle(r, cx, cy + s * 0.015f, rad + s * 0.02f, hex(0x2B2118, fade(60, look.alpha)));
    paint_circle(r, cx, cy, rad, light ? hex(0xF2EEE6, a) : col);
    paint_ring(r, cx, cy, rad, fmaxf(1.0f, s * 0.025f), light ? hex(0x8C7F6A, a) : paint_mix(col, hex(0xFFFFFF, a), 0.4f));
    float e = rad * 1.3f;
    draw_type_emblem(ctx, info->type, (SDL_FRect){cx - e / 2, cy - e / 2, e, e}, light ? hex(0x2B2118, a) : hex(0xF8F0DC, a));
    for (int side = 0; side < 4 && walls; side++)
        if (info->walls & (1u << side))
            draw_tile_wall(ctx, rect, side, a);
}

void draw_square_tile(AppContext *ctx, int tile, SDL_FRect rect, const TileLook *look_in)
{
    TileLook look = look_in ? *look_in : tile_look_default();
    const AlhTileInfo *info = alh_tile_info(tile);
    if (!info)
        return;
    rect = tile_frame(ctx, rect, &look);
    /* on the board its walls are drawn joined with its neighbours' (TileLook.walls false) */
    cached_body(ctx, "square", square_body, tile, look.walls, rect, look.alpha, tile_type_colour(info->type), look.moving);
}

/* ------------------------------------------------------------------ camps */

static void tent(SDL_Renderer *r, float cx, float base, float w, SDL_Color c, SDL_Color door)
{
    /* its shadow on the grass, the lit and the shaded halves of the cloth, the open door */
    SDL_FPoint sh[3] = {{cx + w * 0.5f, base}, {cx + w * 0.85f, base - w * 0.12f}, {cx, base - w * 0.85f}};
    paint_polygon(r, sh, 3, paint_alpha(hex(0x2B2118, 255), (Uint8)(c.a * 0.22f)));
    SDL_FPoint pts[3] = {{cx, base - w * 0.85f}, {cx + w / 2, base}, {cx - w / 2, base}};
    paint_polygon(r, pts, 3, c);
    SDL_FPoint right[3] = {{cx, base - w * 0.85f}, {cx + w / 2, base}, {cx, base}};
    paint_polygon(r, right, 3, paint_mix(c, hex(0x5A3A1A, c.a), 0.22f));
    SDL_FPoint d[3] = {{cx, base - w * 0.4f}, {cx + w * 0.14f, base}, {cx - w * 0.14f, base}};
    paint_polygon(r, d, 3, door);
    paint_line(r, cx, base - w * 0.85f, cx, base - w * 1.05f, fmaxf(1.0f, w * 0.04f), door);
    SDL_FPoint flag[3] = {{cx, base - w * 1.05f}, {cx + w * 0.2f, base - w * 0.98f}, {cx, base - w * 0.91f}};
    paint_polygon(r, flag, 3, hex(0xC2412D, c.a));
}

static void camp_body(AppContext *ctx, int tile, SDL_FRect rect, bool price)
{
    const AlhTileInfo *info = alh_tile_info(tile);
    if (!info)
        return;
    SDL_Renderer *r = ctx->renderer;
    float s = rect.w;
    Uint8 a = 255;
    TileLook look = tile_look_default();
    look.show_price = price;
    /* Grass outside the walls. */
    paint_round_rect_gradient(r, rect, s * 0.06f, hex(0x8DB86B, a), hex(0x5E8E45, a));
    paint_round_rect_outline(r, rect, s * 0.06f, s > 40 ? 2.0f : 1.0f, hex(0x3F6530, a));
    /* Three tents, in the middle, clear of the price disc. */
    SDL_Color cloth = hex(0xF1E3C4, a), door = hex(0x7A4A2A, a);
    tent(r, rect.x + s * 0.5f, rect.y + s * 0.6f, s * 0.24f, cloth, door);
    tent(r, rect.x + s * 0.68f, rect.y + s * 0.52f, s * 0.2f, hex(0xE3C48F, a), door);
    tent(r, rect.x + s * 0.6f, rect.y + s * 0.76f, s * 0.22f, cloth, door);
    /* Bastions: grey stone ramparts with merlons along the sides that join a wall. Arrows: short
     * chevrons pointing at the side whose line of buildings the camp scores. */
    int bastions = alh_camp_bastions(tile), arrows = alh_camp_arrows(tile);
    float cx = rect.x + s / 2, cy = rect.y + s / 2;
    SDL_Color stone = hex(0x9A8A74, a), stone_dark = hex(0x5F5444, a);
    for (int side = 0; side < 4; side++) {
        float dx = side == ALH_EAST ? 1.0f : side == ALH_WEST ? -1.0f : 0.0f;
        float dy = side == ALH_SOUTH ? 1.0f : side == ALH_NORTH ? -1.0f : 0.0f;
        float px = -dy, py = dx; /* along the side */
        if (bastions & (1 << side)) {
            float th = s * 0.11f;
            SDL_FRect bar = side == ALH_NORTH ? (SDL_FRect){rect.x, rect.y, s, th}
                          : side == ALH_SOUTH ? (SDL_FRect){rect.x, rect.y + s - th, s, th}
                          : side == ALH_WEST  ? (SDL_FRect){rect.x, rect.y, th, s}
                                              : (SDL_FRect){rect.x + s - th, rect.y, th, s};
            paint_round_rect(r, bar, 0, stone);
            /* merlons on the inner edge, facing the camp */
            for (int k = -1; k <= 1; k++) {
                float mx = cx + dx * (s / 2 - th) + px * (float)k * s * 0.3f;
                float my = cy + dy * (s / 2 - th) + py * (float)k * s * 0.3f;
                float mw = s * 0.1f, mh = s * 0.06f;
                SDL_FRect m = dx != 0 ? (SDL_FRect){mx - (dx > 0 ? mh : 0), my - mw / 2, mh, mw}
                                      : (SDL_FRect){mx - mw / 2, my - (dy > 0 ? mh : 0), mw, mh};
                paint_round_rect(r, m, 0, stone);
            }
            paint_line(r, bar.x + (dx > 0 ? 0 : dx < 0 ? bar.w : 0), bar.y + (dy > 0 ? 0 : dy < 0 ? bar.h : 0),
                       bar.x + (dx > 0 ? 0 : dx < 0 ? bar.w : bar.w), bar.y + (dy > 0 ? 0 : dy < 0 ? bar.h : bar.h),
                       fmaxf(1.0f, s * 0.015f), stone_dark);
        }
        if (arrows & (1 << side)) {
            float tip = s * 0.5f - s * 0.2f, base = s * 0.5f - s * 0.36f, half = s * 0.1f;
            SDL_FPoint pts[3] = {{cx + dx * tip, cy + dy * tip},
                                 {cx + dx * base + px * half, cy + dy * base + py * half},
                                 {cx + dx * base - px * half, cy + dy * base - py * half}};
            paint_polygon(r, pts, 3, hex(0x7A2E1E, a));
        }
    }
    if (look.show_price && s >= 22)
        price_disc(ctx, rect, info->price, a, look.alpha);
}

void draw_camp_tile(AppContext *ctx, int tile, SDL_FRect rect, const TileLook *look_in)
{
    TileLook look = look_in ? *look_in : tile_look_default();
    if (!alh_tile_info(tile))
        return;
    rect = tile_frame(ctx, rect, &look);
    cached_body(ctx, "camp", camp_body, tile, look.show_price, rect, look.alpha, hex(0x5E8E45, 255), look.moving);
}

/* ------------------------------------------------------------------ city gates */

void draw_city_gate(AppContext *ctx, SDL_FRect cell, int side, float alpha)
{
    SDL_Renderer *r = ctx->renderer;
    float s = cell.w;
    Uint8 a = fade(255, alpha);
    /* Centre of the shared edge; the gate straddles it, across the double wall. */
    float cx = cell.x + s / 2, cy = cell.y + s / 2;
    if (side == ALH_NORTH) cy = cell.y;
    else if (side == ALH_SOUTH) cy = cell.y + s;
    else if (side == ALH_WEST) cx = cell.x;
    else cx = cell.x + s;
    bool across = side == ALH_NORTH || side == ALH_SOUTH; /* the wall runs east-west */
    float len = s * 0.52f, thick = s * 0.42f;
    SDL_FRect body = across ? (SDL_FRect){cx - len / 2, cy - thick / 2, len, thick} : (SDL_FRect){cx - thick / 2, cy - len / 2, thick, len};
    material_shadow(ctx, body, 0.1f, 0.2f, fade(150, alpha));
    /* The gatehouse in the walls' own masonry, a lit top, a gold band over the arch. */
    material_wall(ctx, body, across ? ALH_NORTH : ALH_WEST, false, a);
    paint_round_rect_outline(r, body, s * 0.02f, fmaxf(1.0f, s * 0.02f), hex(0x4E1A10, a));
    /* Two round towers at the ends, capped with gold. */
    float tw = s * 0.12f;
    for (int k = -1; k <= 1; k += 2) {
        float tx = across ? cx + (float)k * (len / 2 - tw * 0.4f) : cx, ty = across ? cy : cy + (float)k * (len / 2 - tw * 0.4f);
        paint_circle(r, tx + s * 0.01f, ty + s * 0.02f, tw * 0.95f, hex(0x2B2118, fade(70, alpha)));
        paint_circle(r, tx, ty, tw * 0.9f, hex(0x96422A, a));
        paint_ring(r, tx, ty, tw * 0.9f, fmaxf(1.0f, s * 0.018f), hex(0x4E1A10, a));
        paint_circle(r, tx - tw * 0.15f, ty - tw * 0.15f, tw * 0.5f, hex(0xE3B23C, a));
        paint_circle(r, tx - tw * 0.28f, ty - tw * 0.28f, tw * 0.18f, hex(0xFBE7A6, a));
    }
    /* The opening: a dark horseshoe passage through the wall, rimmed in gold. */
    float ow = len * 0.34f, oh = thick * 0.78f;
    SDL_FRect open = across ? (SDL_FRect){cx - ow / 2, cy - oh / 2, ow, oh} : (SDL_FRect){cx - oh / 2, cy - ow / 2, oh, ow};
    float rad = fminf(open.w, open.h) * 0.45f;
    paint_round_rect(r, (SDL_FRect){open.x - s * 0.015f, open.y - s * 0.015f, open.w + s * 0.03f, open.h + s * 0.03f}, rad * 1.1f,
                     hex(0xE3B23C, a));
    paint_round_rect(r, open, rad, hex(0x2B2118, a));
}

/* ------------------------------------------------------------------ cards */

/* The frame every module card shares: an edge colour and a light face. */
static SDL_FRect card_face(SDL_Renderer *r, SDL_FRect rect, SDL_Color edge, SDL_Color top, SDL_Color bottom, float alpha, bool selected)
{
    (void)alpha;
    (void)selected; /* the shadow and the chosen rim are drawn around the cached picture */
    float w = rect.w, rad = w * 0.08f;
    paint_round_rect(r, rect, rad, edge);
    SDL_FRect face = {rect.x + w * 0.06f, rect.y + w * 0.06f, w * 0.88f, rect.h - w * 0.12f};
    paint_round_rect_gradient(r, face, rad * 0.7f, top, bottom);
    return face;
}

static void selected_rim(SDL_Renderer *r, SDL_FRect rect, Uint8 a)
{
    float w = rect.w;
    paint_round_rect_outline(r, (SDL_FRect){rect.x - w * 0.04f, rect.y - w * 0.04f, w * 1.08f, rect.h + w * 0.08f}, w * 0.1f,
                             w * 0.035f, hex(0xF2C94C, a));
}

static void corner_values(AppContext *ctx, SDL_FRect rect, SDL_FRect face, const char *text, SDL_Color ink)
{
    float w = rect.w;
    int vs = (int)(w * 0.3f);
    text_draw(ctx, FONT_BOLD, vs, (int)(face.x + w * 0.07f), (int)(face.y + w * 0.02f), ink, TEXT_LEFT | TEXT_TOP, text);
    text_draw(ctx, FONT_BOLD, vs, (int)(face.x + face.w - w * 0.07f), (int)(face.y + face.h - w * 0.02f), ink,
              TEXT_RIGHT | TEXT_BOTTOM, text);
}

/* A cut gem: a crown of facets over a pointed pavilion. */
static void gem(SDL_Renderer *r, float cx, float cy, float w, Uint8 a)
{
    float h = w * 0.8f;
    SDL_FPoint crown[4] = {{cx - w * 0.3f, cy - h * 0.45f}, {cx + w * 0.3f, cy - h * 0.45f}, {cx + w * 0.5f, cy - h * 0.15f},
                           {cx - w * 0.5f, cy - h * 0.15f}};
    paint_polygon(r, crown, 4, hex(0xBFE6F5, a));
    SDL_FPoint body[3] = {{cx - w * 0.5f, cy - h * 0.15f}, {cx + w * 0.5f, cy - h * 0.15f}, {cx, cy + h * 0.55f}};
    paint_polygon(r, body, 3, hex(0x5FB3D9, a));
    SDL_FPoint facet[3] = {{cx - w * 0.17f, cy - h * 0.15f}, {cx + w * 0.17f, cy - h * 0.15f}, {cx, cy + h * 0.55f}};
    paint_polygon(r, facet, 3, hex(0x8FD0EA, a));
    SDL_FPoint table[4] = {{cx - w * 0.14f, cy - h * 0.45f}, {cx + w * 0.14f, cy - h * 0.45f}, {cx + w * 0.2f, cy - h * 0.15f},
                           {cx - w * 0.2f, cy - h * 0.15f}};
    paint_polygon(r, table, 4, hex(0xE8F7FC, a));
    paint_line(r, cx - w * 0.5f, cy - h * 0.15f, cx + w * 0.5f, cy - h * 0.15f, fmaxf(1.0f, w * 0.03f), hex(0x2F6F8F, a));
}

void draw_diamond_icon(AppContext *ctx, SDL_FRect rect, float alpha)
{
    float w = fminf(rect.w, rect.h / 0.8f);
    gem(ctx->renderer, rect.x + rect.w / 2, rect.y + rect.h / 2, w, fade(255, alpha));
}

static void draw_diamond_card(AppContext *ctx, int card, SDL_FRect rect, float alpha, bool selected)
{
    SDL_Renderer *r = ctx->renderer;
    Uint8 a = (Uint8)(255 * alpha);
    SDL_FRect face = card_face(r, rect, hex(0x2F6F8F, a), hex(0xF4FAFC, a), hex(0xD9ECF3, a), alpha, selected);
    float w = rect.w;
    gem(r, rect.x + w / 2, rect.y + rect.h * 0.5f, w * 0.52f, a);
    char buf[8];
    snprintf(buf, sizeof buf, "%d", alh_diamond_value(card));
    corner_values(ctx, rect, face, buf, hex(0x1F4E66, a));
    if (selected)
        selected_rim(r, rect, a);
}

static void draw_exchange_card(AppContext *ctx, int card, SDL_FRect rect, float alpha, bool selected)
{
    SDL_Renderer *r = ctx->renderer;
    Uint8 a = (Uint8)(255 * alpha);
    int cur[2] = {0, 1};
    alh_exchange_currencies(card, cur);
    SDL_FRect face = card_face(r, rect, hex(0x6B5A4A, a), hex(0xFBF5E8, a), hex(0xF0E4CA, a), alpha, selected);
    float w = rect.w, h = rect.h;
    /* Two discs, one per currency, joined by a pair of arrows going both ways. */
    float sd = w * 0.36f;
    float y0 = face.y + h * 0.27f, y1 = face.y + face.h - h * 0.27f;
    float xs[2] = {rect.x + w * 0.34f, rect.x + w * 0.66f};
    float ys[2] = {y0, y1};
    for (int i = 0; i < 2; i++) {
        SDL_Color col = currency_colour(cur[i]);
        col.a = a;
        paint_circle(r, xs[i], ys[i], sd * 0.62f, paint_mix(hex(0xFBF5E8, a), col, 0.3f));
        paint_ring(r, xs[i], ys[i], sd * 0.62f, fmaxf(1.0f, w * 0.025f), col);
        draw_currency_symbol(ctx, cur[i], (SDL_FRect){xs[i] - sd / 2, ys[i] - sd / 2, sd, sd},
                             paint_mix(col, hex(0x2B2118, a), cur[i] == ALH_FLORIN ? 0.45f : 0.2f));
    }
    SDL_Color ink = hex(0x6B5A4A, a);
    float mx = rect.x + w / 2, my = rect.y + h / 2, L = w * 0.2f, lw = fmaxf(1.5f, w * 0.035f), head = w * 0.07f;
    paint_line(r, mx - L, my - w * 0.05f, mx + L, my - w * 0.05f, lw, ink);
    SDL_FPoint h1[3] = {{mx + L + head, my - w * 0.05f}, {mx + L - head * 0.3f, my - w * 0.05f - head}, {mx + L - head * 0.3f, my - w * 0.05f + head}};
    paint_polygon(r, h1, 3, ink);
    paint_line(r, mx - L, my + w * 0.05f, mx + L, my + w * 0.05f, lw, ink);
    SDL_FPoint h2[3] = {{mx - L - head, my + w * 0.05f}, {mx - L + head * 0.3f, my + w * 0.05f + head}, {mx - L + head * 0.3f, my + w * 0.05f - head}};
    paint_polygon(r, h2, 3, ink);
    if (selected)
        selected_rim(r, rect, a);
}

/* A gate seen from the front: two towers and an arch, on a terracotta card. */
static void draw_gate_card(AppContext *ctx, SDL_FRect rect, float alpha, bool selected)
{
    SDL_Renderer *r = ctx->renderer;
    Uint8 a = (Uint8)(255 * alpha);
    card_face(r, rect, hex(0x7A2E1E, a), hex(0xF3D9B0, a), hex(0xE2B98A, a), alpha, selected);
    float w = rect.w, cx = rect.x + w / 2, base = rect.y + rect.h * 0.76f;
    float gw = w * 0.62f, gh = rect.h * 0.46f;
    SDL_Color stone = hex(0xB55233, a), dark = hex(0x4A1A10, a);
    paint_fill_rect(r, (SDL_Rect){(int)(cx - gw / 2), (int)(base - gh * 0.8f), (int)gw, (int)(gh * 0.8f)}, stone);
    float tw = gw * 0.26f;
    paint_fill_rect(r, (SDL_Rect){(int)(cx - gw / 2), (int)(base - gh), (int)tw, (int)gh}, stone);
    paint_fill_rect(r, (SDL_Rect){(int)(cx + gw / 2 - tw), (int)(base - gh), (int)tw, (int)gh}, stone);
    for (int k = 0; k < 2; k++) {
        float tx = k ? cx + gw / 2 - tw : cx - gw / 2;
        paint_fill_rect(r, (SDL_Rect){(int)tx, (int)(base - gh - tw * 0.35f), (int)(tw * 0.35f), (int)(tw * 0.4f)}, stone);
        paint_fill_rect(r, (SDL_Rect){(int)(tx + tw * 0.65f), (int)(base - gh - tw * 0.35f), (int)(tw * 0.35f), (int)(tw * 0.4f)}, stone);
    }
    float ow = gw * 0.34f;
    paint_round_rect(r, (SDL_FRect){cx - ow / 2, base - gh * 0.62f, ow, gh * 0.62f + 1}, ow / 2, dark);
    paint_fill_rect(r, (SDL_Rect){(int)(cx - ow / 2), (int)(base - gh * 0.3f), (int)ow, (int)(gh * 0.3f)}, dark);
    if (selected)
        selected_rim(r, rect, a);
}

const char *draw_character_name(AppContext *ctx, int character)
{
    const char *name = alh_character_name(character);
    if (!name)
        return "?";
    char key[48];
    snprintf(key, sizeof key, "mod.char.%s", name);
    const char *t = tr(ctx, key);
    return SDL_strcmp(t, key) == 0 ? name : t;
}

/* A character: a deep blue card, the character's portrait (gfx/character-<name>.svg) in its niche,
 * the name on a ribbon below. */
static void draw_character_card(AppContext *ctx, int card, SDL_FRect rect, float alpha, bool selected)
{
    SDL_Renderer *r = ctx->renderer;
    Uint8 a = (Uint8)(255 * alpha);
    SDL_FRect face = card_face(r, rect, hex(0x2A3F6B, a), hex(0x3C5A94, a), hex(0x26395F, a), alpha, selected);
    float w = rect.w, h = rect.h;
    int ch = card - ALH_CARD_CHARACTER_FIRST;
    char name[64];
    snprintf(name, sizeof name, "gfx/character-%s.svg", alh_character_name(ch) ? alh_character_name(ch) : "?");
    float ps = face.w * 0.96f;
    SDL_FRect pr = {rect.x + (w - ps) / 2, face.y + face.w * 0.02f, ps, ps};
    SDL_Texture *t = ps >= 8 ? assets_texture(ctx, name, (int)lroundf(ps), (int)lroundf(ps)) : NULL;
    if (t) {
        SDL_SetTextureAlphaMod(t, a);
        SDL_RenderCopyF(r, t, NULL, &pr);
    } else {
        /* without the portrait: a medallion with a head and shoulders */
        float cx = rect.x + w / 2, cy = rect.y + h * 0.4f;
        paint_star8(r, cx, cy, w * 0.34f, w * 0.26f, hex(0xC99A2E, a));
        paint_circle(r, cx, cy, w * 0.22f, hex(0xF5EBD7, a));
        paint_circle(r, cx, cy - w * 0.05f, w * 0.08f, hex(0x2A3F6B, a));
        paint_round_rect(r, (SDL_FRect){cx - w * 0.13f, cy + w * 0.04f, w * 0.26f, w * 0.13f}, w * 0.06f, hex(0x2A3F6B, a));
    }
    /* the ribbon with the name, when there is room to read it */
    float ry = pr.y + pr.h + h * 0.01f, rh = face.y + face.h - ry - h * 0.02f;
    if (rh > 4) {
        paint_round_rect(r, (SDL_FRect){face.x + w * 0.03f, ry, face.w - w * 0.06f, rh}, rh * 0.3f, hex(0xC99A2E, a));
        if (w >= 60)
            text_draw_fit(ctx, FONT_BOLD, (int)fminf(rh * 0.62f, w * 0.14f), (int)(rect.x + w / 2), (int)(ry + rh / 2),
                          (int)(face.w - w * 0.1f), hex(0x2A1A08, a), TEXT_CENTER | TEXT_MIDDLE, draw_character_name(ctx, ch));
    }
    if (selected)
        selected_rim(r, rect, a);
}

static void diamond_body(AppContext *ctx, int card, SDL_FRect rect, bool flag)
{
    (void)flag;
    draw_diamond_card(ctx, card, rect, 1.0f, false);
}

static void exchange_body(AppContext *ctx, int card, SDL_FRect rect, bool flag)
{
    (void)flag;
    draw_exchange_card(ctx, card, rect, 1.0f, false);
}

static void gate_body(AppContext *ctx, int card, SDL_FRect rect, bool flag)
{
    (void)card;
    (void)flag;
    draw_gate_card(ctx, rect, 1.0f, false);
}

static void character_body(AppContext *ctx, int card, SDL_FRect rect, bool flag)
{
    (void)flag;
    draw_character_card(ctx, card, rect, 1.0f, false);
}

bool draw_module_card_lift(AppContext *ctx, int card, SDL_FRect rect, float alpha, bool selected, float lift, bool moving)
{
    BodyFn fn = NULL;
    SDL_Color edge = hex(0x2A3F6B, 255);
    if (alh_card_is_diamond(card))
        fn = diamond_body, edge = hex(0x2F6F8F, 255);
    else if (alh_card_is_exchange(card))
        fn = exchange_body, edge = hex(0x6B5A4A, 255);
    else if (alh_card_is_gate(card))
        fn = gate_body, edge = hex(0x7A2E1E, 255);
    else if (alh_card_is_character(card))
        fn = character_body;
    else
        return false;
    /* the city-gate cards look alike: one picture for them */
    int id = alh_card_is_gate(card) ? ALH_CARD_GATE_FIRST : card;
    material_shadow(ctx, rect, 0.08f, selected ? fmaxf(lift, 0.8f) : lift, (Uint8)(120 * alpha));
    cached_body(ctx, "mcard", fn, id, false, rect, alpha, edge, moving);
    if (selected)
        selected_rim(ctx->renderer, rect, fade(255, alpha));
    return true;
}

bool draw_module_card(AppContext *ctx, int card, SDL_FRect rect, float alpha, bool selected)
{
    return draw_module_card_lift(ctx, card, rect, alpha, selected, 0.0f, false);
}

static void bonus_body(AppContext *ctx, int card, SDL_FRect rect, bool flag);

void draw_bonus_card(AppContext *ctx, int card, SDL_FRect rect, float alpha)
{
    material_shadow(ctx, rect, 0.08f, 0.0f, (Uint8)(120 * alpha));
    cached_body(ctx, "bonus", bonus_body, card < 0 ? -1 : card, false, rect, alpha, hex(0x2E6E5A, 255), false);
}

static void bonus_body(AppContext *ctx, int card, SDL_FRect rect, bool flag)
{
    (void)flag;
    float alpha = 1.0f;
    SDL_Renderer *r = ctx->renderer;
    Uint8 a = (Uint8)(255 * alpha);
    float w = rect.w;
    if (card < 0) {
        /* The back: green with a gold "+". */
        card_face(r, rect, hex(0x2E6E5A, a), hex(0x3E8E74, a), hex(0x2E6E5A, a), alpha, false);
        float cx = rect.x + w / 2, cy = rect.y + rect.h / 2, k = w * 0.22f;
        paint_line(r, cx - k, cy, cx + k, cy, w * 0.09f, hex(0xE3B92E, a));
        paint_line(r, cx, cy - k, cx, cy + k, w * 0.09f, hex(0xE3B92E, a));
        return;
    }
    int tile = alh_bonus_card_tile(card);
    const AlhTileInfo *info = alh_tile_info(tile);
    card_face(r, rect, hex(0x2E6E5A, a), hex(0xFBF5E8, a), hex(0xEDE3C8, a), alpha, false);
    if (!info)
        return;
    /* The building it shows, as a small tile with its walls, and a "+1" saying it counts once more. */
    float ts = w * 0.66f;
    TileLook look = tile_look_default();
    look.alpha = alpha;
    look.shadow = false;
    look.show_price = w >= 40;
    draw_tile(ctx, tile, (SDL_FRect){rect.x + (w - ts) / 2, rect.y + rect.h * 0.14f, ts, ts}, &look);
    text_draw(ctx, FONT_BOLD, (int)fmaxf(9.0f, w * 0.26f), (int)(rect.x + w / 2), (int)(rect.y + rect.h * 0.84f), hex(0x2E6E5A, a),
              TEXT_CENTER | TEXT_MIDDLE, "+1");
}

void draw_vizier(AppContext *ctx, float cx, float cy, float radius, SDL_Color colour, bool awake)
{
    SDL_Renderer *r = ctx->renderer;
    /* Everything stays inside the disc of `radius`: the seat's colour behind a face under a turban. */
    SDL_Color back = awake ? colour : paint_mix(colour, hex(0x9A9080, 255), 0.75f);
    SDL_Color face = awake ? hex(0xE9C9A0, 255) : hex(0xC9BBA6, 255);
    SDL_Color turban = awake ? hex(0xFBF5E8, 255) : hex(0xD8D0C2, 255);
    SDL_Color ink = hex(0x2B2118, 255);
    paint_circle(r, cx, cy, radius, back);
    paint_ring(r, cx, cy, radius, fmaxf(1.0f, radius * 0.08f), paint_alpha(ink, 160));
    paint_circle(r, cx, cy + radius * 0.2f, radius * 0.42f, face);
    paint_round_rect(r, (SDL_FRect){cx - radius * 0.55f, cy - radius * 0.55f, radius * 1.1f, radius * 0.55f}, radius * 0.27f, turban);
    paint_circle(r, cx, cy - radius * 0.3f, radius * 0.12f, awake ? hex(0xC99A2E, 255) : hex(0x9A9080, 255));
    float ey = cy + radius * 0.2f, ex = radius * 0.17f, lw = fmaxf(1.0f, radius * 0.09f);
    if (awake) {
        paint_circle(r, cx - ex, ey, fmaxf(0.8f, radius * 0.07f), ink);
        paint_circle(r, cx + ex, ey, fmaxf(0.8f, radius * 0.07f), ink);
    } else {
        paint_line(r, cx - ex - radius * 0.08f, ey, cx - ex + radius * 0.08f, ey, lw, ink);
        paint_line(r, cx + ex - radius * 0.08f, ey, cx + ex + radius * 0.08f, ey, lw, ink);
    }
}

void draw_module_points_icon(AppContext *ctx, SDL_FRect rect, float alpha)
{
    SDL_Renderer *r = ctx->renderer;
    Uint8 a = fade(255, alpha);
    paint_round_rect(r, rect, rect.w * 0.18f, hex(0xB8862B, a));
    tent(r, rect.x + rect.w / 2, rect.y + rect.h * 0.86f, rect.w * 0.6f, hex(0xF1E3C4, a), hex(0x7A4A2A, a));
    paint_star8(r, rect.x + rect.w * 0.78f, rect.y + rect.h * 0.22f, rect.w * 0.16f, rect.w * 0.1f, hex(0xF2C94C, a));
}

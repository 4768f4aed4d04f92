/* SPDX-License-Identifier: MIT */
/* What the modules' pieces are drawn with: tile frame, cached pictures, card faces, price discs. */
#include "piece_kit.h"

#include <math.h>
#include <stdio.h>
#include "drawn_cache.h"
#include "material.h"
#include "paint.h"
#include "text.h"

SDL_Color kit_hex(unsigned v, Uint8 a)
{
    SDL_Color c = {(Uint8)(v >> 16), (Uint8)(v >> 8), (Uint8)v, a};
    return c;
}

Uint8 kit_fade(Uint8 a, float alpha) { return (Uint8)((float)a * alpha); }

SDL_FRect kit_inset(SDL_FRect r, float d) { return (SDL_FRect){r.x + d, r.y + d, r.w - 2 * d, r.h - 2 * d}; }

SDL_FRect kit_tile_frame(AppContext *ctx, SDL_FRect rect, const TileLook *look)
{
    draw_tile_shadow(ctx, rect, look);
    rect = material_lifted(rect, look->lift);
    float s = rect.w;
    if (look->glow)
        paint_round_rect_outline(ctx->renderer, (SDL_FRect){rect.x - s * 0.06f, rect.y - s * 0.06f, s * 1.12f, s * 1.12f},
                                 s * 0.12f, s * 0.05f, kit_hex(0xF2C94C, kit_fade(230, look->alpha)));
    return rect;
}

typedef struct BodySpec {
    KitBody fn;
    int id;
    bool flag;
} BodySpec;

static void paint_body(AppContext *ctx, SDL_Rect area, const void *data)
{
    const BodySpec *b = data;
    b->fn(ctx, b->id, paint_frect(area), b->flag);
}

void kit_cached(AppContext *ctx, const char *kind, KitBody fn, int id, bool flag, SDL_FRect rect, float alpha, SDL_Color edge,
                bool moving)
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
    drawn_cache_draw(ctx, key, w, h, edge, paint_body, &spec, dst, kit_fade(255, alpha));
}

SDL_FRect kit_card_face(SDL_Renderer *r, SDL_FRect rect, SDL_Color edge, SDL_Color top, SDL_Color bottom)
{
    float w = rect.w, rad = w * 0.08f;
    paint_round_rect(r, rect, rad, edge);
    SDL_FRect face = {rect.x + w * 0.06f, rect.y + w * 0.06f, w * 0.88f, rect.h - w * 0.12f};
    paint_round_rect_gradient(r, face, rad * 0.7f, top, bottom);
    return face;
}

void kit_card_rim(SDL_Renderer *r, SDL_FRect rect, Uint8 a)
{
    float w = rect.w;
    paint_round_rect_outline(r, (SDL_FRect){rect.x - w * 0.04f, rect.y - w * 0.04f, w * 1.08f, rect.h + w * 0.08f}, w * 0.1f,
                             w * 0.035f, kit_hex(0xF2C94C, a));
}

void kit_card_corners(AppContext *ctx, SDL_FRect rect, SDL_FRect face, const char *text, SDL_Color ink)
{
    float w = rect.w;
    int vs = (int)(w * 0.3f);
    text_draw(ctx, FONT_BOLD, vs, (int)(face.x + w * 0.07f), (int)(face.y + w * 0.02f), ink, TEXT_LEFT | TEXT_TOP, text);
    text_draw(ctx, FONT_BOLD, vs, (int)(face.x + face.w - w * 0.07f), (int)(face.y + face.h - w * 0.02f), ink,
              TEXT_RIGHT | TEXT_BOTTOM, text);
}

void kit_card(AppContext *ctx, const char *kind, KitBody body, int id, SDL_FRect rect, float alpha, bool selected, float lift,
              bool moving, SDL_Color edge)
{
    material_shadow(ctx, rect, 0.08f, selected ? fmaxf(lift, 0.8f) : lift, (Uint8)(120 * alpha));
    kit_cached(ctx, kind, body, id, false, rect, alpha, edge, moving);
    if (selected)
        kit_card_rim(ctx->renderer, rect, kit_fade(255, alpha));
}

void kit_price_disc(AppContext *ctx, SDL_FRect rect, int price, Uint8 a, float alpha)
{
    float s = rect.w, d = s * 0.27f, inset = s * 0.17f;
    float cx = rect.x + inset + d / 2 - s * 0.02f, cy = rect.y + inset + d / 2 - s * 0.02f;
    paint_circle(ctx->renderer, cx, cy + s * 0.01f, d / 2 + 1, kit_hex(0x2B2118, kit_fade(70, alpha)));
    paint_circle(ctx->renderer, cx, cy, d / 2, kit_hex(0xF5EBD7, a));
    char buf[8];
    snprintf(buf, sizeof buf, "%d", price);
    text_draw(ctx, FONT_BOLD, (int)(d * 0.72f), (int)cx, (int)cy, kit_hex(0x2B2118, a), TEXT_CENTER | TEXT_MIDDLE, buf);
}

void kit_tent(SDL_Renderer *r, float cx, float base, float w, SDL_Color c, SDL_Color door)
{
    /* its shadow on the grass, the lit and the shaded halves of the cloth, the open door */
    SDL_FPoint sh[3] = {{cx + w * 0.5f, base}, {cx + w * 0.85f, base - w * 0.12f}, {cx, base - w * 0.85f}};
    paint_polygon(r, sh, 3, paint_alpha(kit_hex(0x2B2118, 255), (Uint8)(c.a * 0.22f)));
    SDL_FPoint pts[3] = {{cx, base - w * 0.85f}, {cx + w / 2, base}, {cx - w / 2, base}};
    paint_polygon(r, pts, 3, c);
    SDL_FPoint right[3] = {{cx, base - w * 0.85f}, {cx + w / 2, base}, {cx, base}};
    paint_polygon(r, right, 3, paint_mix(c, kit_hex(0x5A3A1A, c.a), 0.22f));
    SDL_FPoint d[3] = {{cx, base - w * 0.4f}, {cx + w * 0.14f, base}, {cx - w * 0.14f, base}};
    paint_polygon(r, d, 3, door);
    paint_line(r, cx, base - w * 0.85f, cx, base - w * 1.05f, fmaxf(1.0f, w * 0.04f), door);
    SDL_FPoint flag[3] = {{cx, base - w * 1.05f}, {cx + w * 0.2f, base - w * 0.98f}, {cx, base - w * 0.91f}};
    paint_polygon(r, flag, 3, kit_hex(0xC2412D, c.a));
}

void kit_module_points_icon(AppContext *ctx, SDL_FRect rect, float alpha)
{
    SDL_Renderer *r = ctx->renderer;
    Uint8 a = kit_fade(255, alpha);
    paint_round_rect(r, rect, rect.w * 0.18f, kit_hex(0xB8862B, a));
    kit_tent(r, rect.x + rect.w / 2, rect.y + rect.h * 0.86f, rect.w * 0.6f, kit_hex(0xF1E3C4, a), kit_hex(0x7A4A2A, a));
    paint_star8(r, rect.x + rect.w * 0.78f, rect.y + rect.h * 0.22f, rect.w * 0.16f, rect.w * 0.1f, kit_hex(0xF2C94C, a));
}

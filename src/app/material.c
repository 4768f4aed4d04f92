/* SPDX-License-Identifier: MIT */
/* The finishes every piece shares: soft shadows, masonry walls, glazed badges, lift and settle. */
#include "material.h"

#include <math.h>
#include <stdio.h>
#include "alhambra/types.h"
#include "drawn_cache.h"
#include "paint.h"

static SDL_Color hex(unsigned v, Uint8 a)
{
    SDL_Color c = {(Uint8)(v >> 16), (Uint8)(v >> 8), (Uint8)v, a};
    return c;
}

/* ------------------------------------------------------------------ shadows */

typedef struct ShadowSpec {
    int w, h, rad, blur;
} ShadowSpec;

static void paint_shadow_picture(AppContext *ctx, SDL_Rect area, const void *data)
{
    const ShadowSpec *s = data;
    SDL_FRect core = {(float)area.x + (float)s->blur, (float)area.y + (float)s->blur, (float)s->w, (float)s->h};
    paint_shadow(ctx->renderer, core, (float)s->rad, (float)s->blur * 2, 0, 255);
}

static void shadow(AppContext *ctx, SDL_FRect rect, float radius_frac, float lift, Uint8 alpha, const SDL_Rect *hidden)
{
    if (rect.w < 4 || rect.h < 4 || alpha == 0)
        return;
    if (lift < 0)
        lift = 0;
    if (lift > 1)
        lift = 1;
    /* Sizes from a fixed series and the lift in eighths, so that a moving piece reuses a few
     * pictures (scaled a little) rather than drawing a new shadow every frame. */
    lift = roundf(lift * 8) / 8;
    int bw = drawn_cache_bucket((int)lroundf(rect.w));
    ShadowSpec s = {bw, (int)lroundf(rect.h * (float)bw / rect.w), (int)lroundf((float)bw * radius_frac), 0};
    s.blur = (int)lroundf(fmaxf(2.0f, (float)bw * (0.045f + 0.05f * lift)));
    float k = rect.w / (float)bw; /* the picture's pixels to the piece's */
    char key[48];
    snprintf(key, sizeof key, "shadow:%d:%d:%d:%d", s.rad, s.blur, s.w, s.h);
    int tw = s.w + 2 * s.blur, th = s.h + 2 * s.blur;
    /* Resting: a short drop down and right; lifted: further and fainter. */
    float dx = rect.w * (0.018f + 0.05f * lift), dy = rect.w * (0.035f + 0.09f * lift);
    SDL_FRect dst = {rect.x - (float)s.blur * k + dx, rect.y - (float)s.blur * k + dy, (float)tw * k, (float)th * k};
    Uint8 a = (Uint8)((float)alpha * (1.0f - 0.35f * lift));
    if (!hidden) {
        drawn_cache_draw_settled(ctx, key, tw, th, hex(0x3A2412, 0), paint_shadow_picture, &s, dst, a);
        return;
    }
    drawn_cache_draw_settled_around(ctx, key, tw, th, hex(0x3A2412, 0), paint_shadow_picture, &s, dst, a, *hidden);
}

void material_shadow(AppContext *ctx, SDL_FRect rect, float radius_frac, float lift, Uint8 alpha)
{
    shadow(ctx, rect, radius_frac, lift, alpha, NULL);
}

void material_shadow_under(AppContext *ctx, SDL_FRect rect, float radius_frac, float lift, Uint8 alpha, SDL_Rect hidden)
{
    shadow(ctx, rect, radius_frac, lift, alpha, &hidden);
}

SDL_Rect material_hidden(SDL_Rect piece, float corner_frac)
{
    int in = (int)ceilf((float)piece.w * corner_frac) + 1;
    return (SDL_Rect){piece.x + in, piece.y + in, piece.w - 2 * in, piece.h - 2 * in};
}

SDL_FRect material_lifted(SDL_FRect rect, float lift)
{
    if (lift <= 0)
        return rect;
    float grow = 0.04f * lift;
    return (SDL_FRect){rect.x - rect.w * grow / 2, rect.y - rect.h * grow / 2 - rect.h * 0.05f * lift, rect.w * (1 + grow),
                       rect.h * (1 + grow)};
}

float material_settle(float t)
{
    /* A short squash and back: the piece lands 4 % large and settles in 0.25 s. */
    if (t <= 0)
        return 1.04f;
    if (t >= 0.25f)
        return 1.0f;
    float u = t / 0.25f;
    return 1.0f + 0.04f * (1 - u) * cosf(u * 3.14159f * 1.5f);
}

/* ------------------------------------------------------------------ walls */

float material_wall_thickness(float tile) { return fmaxf(2.0f, tile * 0.17f); }

/* A stretch of masonry is drawn from a cached strip: one per orientation, crenels and thickness. */
typedef struct WallSpec {
    int outer, th, block, length;
    bool crenels;
} WallSpec;

/* A rect in the strip's own frame: `along` the wall, `across` from its outer edge inwards. */
static SDL_Rect wall_rect(const WallSpec *w, SDL_Rect area, int along, int across, int len, int thick)
{
    switch (w->outer) {
    case ALH_NORTH: return (SDL_Rect){area.x + along, area.y + across, len, thick};
    case ALH_SOUTH: return (SDL_Rect){area.x + along, area.y + area.h - across - thick, len, thick};
    case ALH_WEST: return (SDL_Rect){area.x + across, area.y + along, thick, len};
    default: return (SDL_Rect){area.x + area.w - across - thick, area.y + along, thick, len};
    }
}

static void paint_wall_strip(AppContext *ctx, SDL_Rect area, const void *data)
{
    const WallSpec *w = data;
    SDL_Renderer *r = ctx->renderer;
    int th = w->th, b = w->block, len = w->length;
    int cren = w->crenels ? (int)lroundf((float)th * 0.34f) : 0;
    int body = th - cren;
    /* The body: dark at the outer face, warmer towards the walk on top of the wall. */
    int bands = body < 6 ? 1 : 4;
    static const unsigned shades[4] = {0x6E2818, 0x86361F, 0x964227, 0xA24B2D};
    for (int i = 0; i < bands; i++) {
        int a0 = cren + body * i / bands, a1 = cren + body * (i + 1) / bands;
        paint_fill_rect(r, wall_rect(w, area, 0, a0, len, a1 - a0), hex(bands == 1 ? 0x8E3B25 : shades[i], 255));
    }
    /* Merlons along the outer edge, one per block: lit on top, a shade on their far side. */
    if (cren > 0) {
        int mw = (int)lroundf((float)b * 0.58f), edge = cren > 5 ? 2 : 1;
        /* the embrasures between the merlons: the dark inner face of the parapet */
        paint_fill_rect(r, wall_rect(w, area, 0, 0, len, cren), hex(0x4A170D, 255));
        for (int x = 0; x < len; x += b) {
            paint_fill_rect(r, wall_rect(w, area, x, 0, mw, cren), hex(0x86361F, 255));
            paint_fill_rect(r, wall_rect(w, area, x, 0, mw, edge), hex(0xC46A45, 255));
            paint_fill_rect(r, wall_rect(w, area, x + mw - edge, edge, edge, cren - edge), hex(0x5A1E12, 200));
        }
        /* the parapet's top between the merlons */
        paint_fill_rect(r, wall_rect(w, area, 0, cren, len, edge), hex(0xB35A3A, 255));
    }
    if (body >= 6) {
        /* Two courses of blocks, the inner one offset by half a block; mortar a shade darker. */
        SDL_Color mortar = hex(0x4E1A10, 210);
        int course = body / 2;
        paint_fill_rect(r, wall_rect(w, area, 0, cren + course, len, 1), mortar);
        for (int k = 0; k < 2; k++) {
            int a0 = cren + k * course, h = k ? body - course : course;
            for (int x = (k ? b / 2 : 0); x < len; x += b) {
                paint_fill_rect(r, wall_rect(w, area, x, a0, 1, h), mortar);
                /* a lit edge on each block, as the light falls from the upper left */
                paint_fill_rect(r, wall_rect(w, area, x + 1, a0 + 1, b - 2, 1), hex(0xD07A52, 120));
            }
        }
    }
    /* The walk on the inner side: a pale coping, and under it the wall's own shadow on the ground. */
    int cope = th >= 14 ? 3 : th >= 8 ? 2 : 1;
    paint_fill_rect(r, wall_rect(w, area, 0, th - cope, len, cope), hex(0xE8C195, 240));
    paint_fill_rect(r, wall_rect(w, area, 0, th - cope - 1, len, 1), hex(0x4E1A10, 170));
}

void material_wall(AppContext *ctx, SDL_FRect band, int outer, bool crenels, Uint8 alpha)
{
    /* Whole pixels at both ends, so two stretches that meet leave no seam between them. */
    float bx0 = roundf(band.x), by0 = roundf(band.y), bx1 = roundf(band.x + band.w), by1 = roundf(band.y + band.h);
    band = (SDL_FRect){bx0, by0, bx1 - bx0, by1 - by0};
    bool horizontal = outer == ALH_NORTH || outer == ALH_SOUTH;
    float thick_f = horizontal ? band.h : band.w, len_f = horizontal ? band.w : band.h;
    int th = (int)lroundf(thick_f);
    if (th < 1 || len_f < 1)
        return;
    WallSpec w = {outer, th, (int)fmaxf(4.0f, lroundf((float)th * 0.95f)), 0, crenels && th >= 5};
    int repeats = (int)(256 / w.block) + 1;
    w.length = w.block * repeats;
    int tw = horizontal ? w.length : th, tht = horizontal ? th : w.length;
    char key[48];
    snprintf(key, sizeof key, "wall:%d:%d:%d", outer, th, w.crenels);
    SDL_Texture *tex = drawn_cache_get(ctx, key, tw, tht, hex(0x7A2E1E, 0), paint_wall_strip, &w);
    if (!tex) {
        /* no render targets: a plain bar in the wall's colour */
        paint_round_rect(ctx->renderer, band, 0, hex(0x8E3B25, alpha));
        return;
    }
    SDL_SetTextureAlphaMod(tex, alpha);
    /* The pattern's phase follows the screen coordinate, so stretches along one line join up. */
    float start = horizontal ? band.x : band.y;
    float pos = start, end = start + len_f;
    while (pos < end - 0.01f) {
        int phase = (int)floorf(pos) % w.block;
        if (phase < 0)
            phase += w.block;
        float room = (float)(w.length - phase), piece = fminf(room, end - pos);
        SDL_Rect src;
        SDL_FRect dst;
        if (horizontal) {
            src = (SDL_Rect){phase, 0, (int)ceilf(piece), th};
            dst = (SDL_FRect){pos, band.y, piece, band.h};
        } else {
            src = (SDL_Rect){0, phase, th, (int)ceilf(piece)};
            dst = (SDL_FRect){band.x, pos, band.w, piece};
        }
        SDL_RenderCopyF(ctx->renderer, tex, &src, &dst);
        pos += piece;
    }
}

/* ------------------------------------------------------------------ badges */

void material_badge(SDL_Renderer *r, float cx, float cy, float radius, SDL_Color fill, SDL_Color rim, Uint8 alpha)
{
    fill.a = alpha;
    rim.a = alpha;
    paint_circle(r, cx + radius * 0.06f, cy + radius * 0.12f, radius * 1.04f, hex(0x2B2118, (Uint8)(alpha * 0.3f)));
    paint_circle(r, cx, cy, radius, rim);
    paint_circle(r, cx, cy, radius * 0.86f, fill);
    /* the glaze: a soft light on the upper left */
    paint_circle(r, cx - radius * 0.28f, cy - radius * 0.3f, radius * 0.34f, hex(0xFFFFFF, (Uint8)(alpha * 0.22f)));
}

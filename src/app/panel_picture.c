/* SPDX-License-Identifier: MIT */
/* A rounded panel with its soft shadow and rim, drawn once per size and style, copied every frame. */
#include "panel_picture.h"

#include <math.h>
#include <stdio.h>
#include "drawn_cache.h"
#include "paint.h"

typedef struct PanelSpec {
    const PanelStyle *style;
    int w, h, margin;
} PanelSpec;

static void paint_panel(AppContext *ctx, SDL_Rect area, const void *data)
{
    const PanelSpec *p = data;
    const PanelStyle *st = p->style;
    SDL_Renderer *r = ctx->renderer;
    SDL_FRect fr = {(float)(area.x + p->margin), (float)(area.y + p->margin), (float)p->w, (float)p->h};
    if (st->shadow_alpha)
        paint_shadow_under(r, fr, st->radius, st->blur, st->drop, st->shadow_alpha);
    paint_round_rect_gradient(r, fr, st->radius, st->top, st->bottom);
    if (st->rim_width > 0)
        paint_round_rect_outline(r, fr, st->radius, st->rim_width, st->rim);
}

static Uint32 rgba(SDL_Color c) { return (Uint32)c.r << 24 | (Uint32)c.g << 16 | (Uint32)c.b << 8 | c.a; }

void panel_picture_draw(AppContext *ctx, SDL_Rect rect, const PanelStyle *st)
{
    /* the margin holds the shadow: it spreads by blur and falls by drop */
    PanelSpec spec = {st, rect.w, rect.h, st->shadow_alpha ? (int)ceilf(st->blur + fabsf(st->drop)) + 2 : 2};
    /* the picture's size (the rect's and the margin's, which the blur and drop give) goes with the key */
    char key[64];
    snprintf(key, sizeof key, "pn%d,%d,%d,%d,%d,%x,%x,%x", (int)lroundf(st->radius * 10), (int)lroundf(st->blur * 10),
             (int)lroundf(st->drop * 10), (int)lroundf(st->rim_width * 10), st->shadow_alpha, rgba(st->top), rgba(st->bottom),
             rgba(st->rim));
    int W = rect.w + 2 * spec.margin, H = rect.h + 2 * spec.margin;
    SDL_FRect dst = {(float)(rect.x - spec.margin), (float)(rect.y - spec.margin), (float)W, (float)H};
    /* cleared to the shadow's colour, so that its soft edge fades in its own colour; without a
     * shadow to the body's, so that a translucent body keeps its colour over the table */
    SDL_Color edge = st->shadow_alpha ? (SDL_Color){0x3A, 0x24, 0x12, 0} : (SDL_Color){st->top.r, st->top.g, st->top.b, 0};
    SDL_Texture *tex = drawn_cache_get(ctx, key, W, H, edge, paint_panel, &spec);
    if (!tex) {
        drawn_cache_draw(ctx, key, W, H, edge, paint_panel, &spec, dst, 255);
        return;
    }
    /* Inside the corners and the rim the body is opaque: that part is copied without blending,
     * only the frame around it (shadow, corners, rim) is blended. */
    SDL_Renderer *r = ctx->renderer;
    int m = spec.margin, in = (int)ceilf(fmaxf(st->radius, st->rim_width)) + 2;
    SDL_Rect inner = {m + in, m + in, rect.w - 2 * in, rect.h - 2 * in};
    SDL_SetTextureAlphaMod(tex, 255);
    if (inner.w <= 0 || inner.h <= 0 || st->top.a < 255 || st->bottom.a < 255) {
        SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND);
        SDL_RenderCopy(r, tex, NULL, &(SDL_Rect){rect.x - m, rect.y - m, W, H});
        return;
    }
    SDL_Rect parts[5] = {
        {0, 0, W, inner.y},                                           /* above */
        {0, inner.y + inner.h, W, H - inner.y - inner.h},             /* below */
        {0, inner.y, inner.x, inner.h},                               /* left */
        {inner.x + inner.w, inner.y, W - inner.x - inner.w, inner.h}, /* right */
        inner,
    };
    for (int i = 0; i < 5; i++) {
        SDL_SetTextureBlendMode(tex, i < 4 ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE);
        SDL_Rect to = {rect.x - m + parts[i].x, rect.y - m + parts[i].y, parts[i].w, parts[i].h};
        SDL_RenderCopy(r, tex, &parts[i], &to);
    }
    SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND);
}

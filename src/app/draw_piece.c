/* SPDX-License-Identifier: MIT */
/* The table's other pieces: the building bag, Dirk's portrait, the market board's spaces. */
#include "draw_piece.h"

#include <math.h>
#include <stdio.h>
#include "alhambra/types.h"
#include "assets.h"
#include "draw_card.h"
#include "drawn_cache.h"
#include "material.h"
#include "paint.h"
#include "text.h"

static SDL_Color hex(unsigned v, Uint8 a)
{
    SDL_Color c = {(Uint8)(v >> 16), (Uint8)(v >> 8), (Uint8)v, a};
    return c;
}

/* The largest square centred in rect. */
static SDL_FRect square_in(SDL_FRect rect)
{
    float s = fminf(rect.w, rect.h);
    return (SDL_FRect){roundf(rect.x + (rect.w - s) / 2), roundf(rect.y + (rect.h - s) / 2), roundf(s), roundf(s)};
}

static bool draw_svg(AppContext *ctx, const char *name, SDL_FRect sq)
{
    SDL_Texture *t = assets_texture(ctx, name, (int)sq.w, (int)sq.h);
    if (!t)
        return false;
    SDL_SetTextureColorMod(t, 255, 255, 255);
    SDL_SetTextureAlphaMod(t, 255);
    SDL_RenderCopyF(ctx->renderer, t, NULL, &sq);
    return true;
}

void draw_bag(AppContext *ctx, SDL_FRect rect, int count)
{
    SDL_FRect sq = square_in(rect);
    char n[16];
    snprintf(n, sizeof n, "%d", count);
    if (sq.w < 110) {
        /* Too small to write on: the bag on the left, the count large beside it. */
        sq.w = sq.h = roundf(fminf(sq.w, rect.w * 0.46f));
        sq.y = roundf(rect.y + (rect.h - sq.w) / 2);
        SDL_FRect left = {roundf(rect.x + rect.w * 0.5f - sq.w * 1.02f), sq.y, sq.w, sq.w};
        if (!draw_svg(ctx, "gfx/piece-bag.svg", left))
            paint_circle(ctx->renderer, left.x + sq.w / 2, left.y + sq.w * 0.6f, sq.w * 0.36f, hex(0x7E2A20, 255));
        int px = (int)fmaxf(12.0f, sq.w * 0.45f);
        text_draw(ctx, FONT_BOLD, px, (int)lroundf(rect.x + rect.w * 0.5f + sq.w * 0.1f), (int)lroundf(sq.y + sq.w * 0.6f),
                  hex(0x2B2118, 255), TEXT_LEFT | TEXT_MIDDLE, n);
        return;
    }
    float s = sq.w;
    /* the star with the count sits at (128, 176) of 256, radius 26 */
    float cx = sq.x + s * 0.5f, cy = sq.y + s * 176.0f / 256.0f;
    if (!draw_svg(ctx, "gfx/piece-bag.svg", sq)) {
        paint_circle(ctx->renderer, cx, sq.y + s * 0.62f, s * 0.36f, hex(0x7E2A20, 255));
        paint_round_rect(ctx->renderer, (SDL_FRect){cx - s * 0.14f, sq.y + s * 0.2f, s * 0.28f, s * 0.16f}, s * 0.05f,
                         hex(0x7E2A20, 255));
        paint_circle(ctx->renderer, cx, cy, s * 0.11f, hex(0xF5EBD7, 255));
    }
    int px = (int)(s * 0.13f);
    if (px < 10)
        px = 10;
    text_draw(ctx, FONT_BOLD, px, (int)lroundf(cx), (int)lroundf(cy), hex(0x2B2118, 255), TEXT_CENTER | TEXT_MIDDLE, n);
}

void draw_dirk_portrait(AppContext *ctx, SDL_FRect rect)
{
    SDL_FRect sq = square_in(rect);
    if (draw_svg(ctx, "gfx/dirk.svg", sq))
        return;
    /* without the picture: a niche and a head, still plainly a person */
    float s = sq.w;
    paint_round_rect(ctx->renderer, sq, s * 0.4f, hex(0x1B3F72, 255));
    paint_circle(ctx->renderer, sq.x + s / 2, sq.y + s * 0.5f, s * 0.18f, hex(0xE3B58A, 255));
    paint_round_rect(ctx->renderer, (SDL_FRect){sq.x + s * 0.22f, sq.y + s * 0.72f, s * 0.56f, s * 0.28f}, s * 0.1f,
                     hex(0x6B5A4A, 255));
}

typedef struct SpaceSpec {
    int currency;
    bool chosen;
    float scale;
} SpaceSpec;

/* The well: a frame in the currency's colour, a floor of small square tiles, the symbol's medallion. */
static void paint_space(AppContext *ctx, SDL_Rect area, const void *data)
{
    const SpaceSpec *sp = data;
    SDL_Renderer *r = ctx->renderer;
    SDL_FRect fr = paint_frect(area);
    float s = sp->scale, rad = 10 * s;
    SDL_Color col = currency_colour(sp->currency);
    SDL_Color deep = paint_mix(col, hex(0x2B2118, 255), 0.35f);
    paint_round_rect_gradient(r, fr, rad, paint_mix(col, hex(0xFFFFFF, 255), 0.25f), deep);
    SDL_FRect floor = {fr.x + 5 * s, fr.y + 5 * s, fr.w - 10 * s, fr.h - 10 * s};
    paint_round_rect(r, floor, rad * 0.7f, paint_mix(hex(0xF5EBD7, 255), col, 0.22f));
    /* the floor's glazed squares, a checker of two pale tones of the colour */
    float cell = fmaxf(8.0f, 16 * s);
    SDL_Color a = paint_mix(hex(0xF5EBD7, 255), col, 0.3f);
    int cols = (int)(floor.w / cell), rows = (int)(floor.h / cell);
    float ox = floor.x + (floor.w - (float)cols * cell) / 2, oy = floor.y + (floor.h - (float)rows * cell) / 2;
    for (int j = 0; j < rows; j++)
        for (int i = 0; i < cols; i++)
            if ((i + j) % 2 == 0)
                paint_fill_rect(r, (SDL_Rect){(int)(ox + (float)i * cell), (int)(oy + (float)j * cell), (int)cell, (int)cell}, a);
    /* the inner shadow of the well under its rim */
    paint_fill_rect(r, (SDL_Rect){(int)floor.x + (int)(4 * s), (int)floor.y, (int)(floor.w - 8 * s), (int)fmaxf(1, 3 * s)},
                    hex(0x2B2118, 45));
    paint_round_rect_outline(r, fr, rad, fmaxf(1.0f, 1.5f * s), deep);
}

/* The medallion's size at a space's text size. */
static float medallion_size(float scale) { return fmaxf(12.0f, 16 * scale) * 1.2f; }

/* In a narrow space the name comes first: the medallion only repeats what the name and the colour
 * say, so it gives way when a name would not be read whole beside it (text_draw_fit shrinks to 11
 * pixels at the least); then on every space, so that the four look alike. */
bool draw_market_medallions(AppContext *ctx, const char *const names[], int count, float width, float scale)
{
    for (int i = 0; i < count; i++) {
        int name_w = 0, name_h = 0;
        text_measure(ctx, FONT_BOLD, 11, names[i], &name_w, &name_h);
        if ((float)name_w > width - medallion_size(scale) - 18 * scale)
            return false;
    }
    return true;
}

void draw_market_space(AppContext *ctx, SDL_FRect rect, int currency, const char *name, bool medallion, bool chosen, float scale)
{
    int w = (int)lroundf(rect.w), h = (int)lroundf(rect.h);
    SpaceSpec spec = {currency, chosen, scale};
    char key[48];
    snprintf(key, sizeof key, "market:%d:%d", currency, (int)lroundf(scale * 100));
    SDL_FRect dst = {roundf(rect.x), roundf(rect.y), (float)w, (float)h};
    material_shadow(ctx, dst, 0.08f, 0.0f, 70);
    drawn_cache_draw(ctx, key, w, h, currency_colour(currency), paint_space, &spec, dst, 255);
    SDL_Color col = currency_colour(currency), ink = paint_mix(col, hex(0x2B2118, 255), 0.5f);
    /* the symbol in a small medallion and the currency's name: whose money buys here */
    int fs = (int)fmaxf(12.0f, 16 * scale);
    float md = medallion_size(scale);
    SDL_FRect med = {dst.x + 7 * scale, dst.y + 5 * scale, md, md};
    if (medallion) {
        material_badge(ctx->renderer, med.x + md / 2, med.y + md / 2, md / 2, hex(0xFBF5E8, 255),
                       paint_mix(col, hex(0x2B2118, 255), 0.2f), 255);
        float e = md * 0.68f;
        draw_currency_symbol(ctx, currency, (SDL_FRect){med.x + (md - e) / 2, med.y + (md - e) / 2, e, e}, ink);
    }
    float name_x = medallion ? med.x + md + 5 * scale : med.x, room = medallion ? dst.w - md - 18 * scale : dst.w - 13 * scale;
    text_draw_fit(ctx, FONT_BOLD, fs, (int)name_x, (int)(med.y + md / 2), (int)room, ink, TEXT_LEFT | TEXT_MIDDLE, name);
    if (chosen)
        paint_round_rect_outline(ctx->renderer, dst, 10 * scale, fmaxf(2.0f, 3.0f * scale), hex(0xF2C94C, 255));
}

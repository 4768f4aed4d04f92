/* SPDX-License-Identifier: MIT */
/* Procedural money cards (currency colour, symbol, value in two corners, name) and card backs. */
#include "draw_card.h"

#include <stdio.h>
#include "alhambra/types.h"
#include "assets.h"
#include "draw_module.h"
#include "paint.h"
#include "text.h"

static SDL_Color hex(unsigned v, Uint8 a)
{
    SDL_Color c = {(Uint8)(v >> 16), (Uint8)(v >> 8), (Uint8)v, a};
    return c;
}

static SDL_FRect ds_grow(SDL_FRect r, float d)
{
    return (SDL_FRect){r.x - d, r.y - d, r.w + 2 * d, r.h + 2 * d};
}

SDL_Color currency_colour(int currency)
{
    static const unsigned colours[ALH_NUM_CURRENCIES] = {0x2F6DB5, 0x3D8B4A, 0xD9792B, 0xE3B92E};
    return hex(currency >= 0 && currency < ALH_NUM_CURRENCIES ? colours[currency] : 0x8C5A3C, 255);
}

/* Symbols drawn with plain shapes when the SVG is missing: crescent, star, crown, lily. */
static void symbol_fallback(SDL_Renderer *r, int currency, SDL_FRect b, SDL_Color c, SDL_Color bg)
{
    float cx = b.x + b.w / 2, cy = b.y + b.h / 2, s = b.w;
    switch (currency) {
    case ALH_DENAR:
        paint_circle(r, cx, cy, s * 0.42f, c);
        paint_circle(r, cx + s * 0.17f, cy - s * 0.08f, s * 0.36f, bg);
        break;
    case ALH_DIRHAM:
        paint_star8(r, cx, cy, s * 0.46f, s * 0.24f, c);
        break;
    case ALH_DUCAT: {
        SDL_FPoint crown[7] = {{cx - s * 0.4f, cy + s * 0.3f}, {cx - s * 0.45f, cy - s * 0.3f}, {cx - s * 0.18f, cy},
                               {cx, cy - s * 0.4f}, {cx + s * 0.18f, cy}, {cx + s * 0.45f, cy - s * 0.3f},
                               {cx + s * 0.4f, cy + s * 0.3f}};
        paint_polygon(r, crown, 7, c);
        break;
    }
    default: { /* florin: a lily of three petals */
        SDL_FPoint petal[4] = {{cx, cy - s * 0.45f}, {cx + s * 0.13f, cy - s * 0.1f}, {cx, cy + s * 0.2f},
                               {cx - s * 0.13f, cy - s * 0.1f}};
        paint_polygon(r, petal, 4, c);
        paint_circle(r, cx - s * 0.26f, cy - s * 0.05f, s * 0.14f, c);
        paint_circle(r, cx + s * 0.26f, cy - s * 0.05f, s * 0.14f, c);
        paint_fill_rect(r, (SDL_Rect){(int)(cx - s * 0.32f), (int)(cy + s * 0.12f), (int)(s * 0.64f), (int)(s * 0.09f)}, c);
        paint_fill_rect(r, (SDL_Rect){(int)(cx - s * 0.05f), (int)(cy + s * 0.12f), (int)(s * 0.1f), (int)(s * 0.3f)}, c);
        break;
    }
    }
}

void draw_currency_symbol(AppContext *ctx, int currency, SDL_FRect rect, SDL_Color colour)
{
    if (currency < 0 || currency >= ALH_NUM_CURRENCIES)
        return;
    char name[64];
    snprintf(name, sizeof name, "gfx/currency-%s.svg", alh_currency_name(currency));
    if (assets_draw_svg_inked(ctx, name, rect, colour))
        return;
    symbol_fallback(ctx->renderer, currency, rect, colour, hex(0xFBF5E8, colour.a));
}

void draw_card_back(AppContext *ctx, SDL_FRect rect, float alpha)
{
    SDL_Renderer *r = ctx->renderer;
    Uint8 a = (Uint8)(255 * alpha);
    float w = rect.w, rad = w * 0.08f;
    paint_shadow(r, rect, rad, w * 0.08f, w * 0.04f, (Uint8)(90 * alpha));
    paint_round_rect_gradient(r, rect, rad, hex(0xB55233, a), hex(0x8E3B22, a));
    SDL_FRect in = {rect.x + w * 0.08f, rect.y + w * 0.08f, w * 0.84f, rect.h - w * 0.16f};
    paint_round_rect_outline(r, in, rad * 0.6f, w > 60 ? 2.0f : 1.0f, hex(0xE3B92E, (Uint8)(200 * alpha)));
    /* A small lattice of stars, quiet enough to read as a back. */
    int cols = 3, rows = (int)(in.h / (in.w / 3.0f) + 0.5f);
    if (rows < 1) rows = 1;
    float cw = in.w / (float)cols, ch = in.h / (float)rows;
    for (int y = 0; y < rows; y++)
        for (int x = 0; x < cols; x++)
            paint_star8(r, in.x + cw * ((float)x + 0.5f), in.y + ch * ((float)y + 0.5f), cw * 0.3f, cw * 0.2f,
                        hex(0xE8C07A, (Uint8)(120 * alpha)));
    paint_star8(r, rect.x + w / 2, rect.y + rect.h / 2, w * 0.28f, w * 0.19f, hex(0xF5EBD7, a));
    paint_star8(r, rect.x + w / 2, rect.y + rect.h / 2, w * 0.17f, w * 0.12f, hex(0xB55233, a));
}

static void draw_scoring_card(AppContext *ctx, int card, SDL_FRect rect, float alpha)
{
    SDL_Renderer *r = ctx->renderer;
    Uint8 a = (Uint8)(255 * alpha);
    float w = rect.w;
    paint_shadow(r, rect, w * 0.08f, w * 0.08f, w * 0.04f, (Uint8)(90 * alpha));
    paint_round_rect_gradient(r, rect, w * 0.08f, hex(0xF2D27A, a), hex(0xC99A2E, a));
    paint_star8(r, rect.x + w / 2, rect.y + rect.h * 0.42f, w * 0.32f, w * 0.22f, hex(0xFFF6DA, a));
    char buf[8];
    snprintf(buf, sizeof buf, "%d", card == ALH_CARD_SCORING_1 ? 1 : 2);
    text_draw(ctx, FONT_TITLE, (int)(w * 0.32f), (int)(rect.x + w / 2), (int)(rect.y + rect.h * 0.42f),
              hex(0x7A2E1E, a), TEXT_CENTER | TEXT_MIDDLE, buf);
}

void draw_card(AppContext *ctx, int card, SDL_FRect rect, float alpha, bool selected)
{
    if (card == ALH_CARD_NONE) {
        draw_card_back(ctx, rect, alpha);
        return;
    }
    if (card == ALH_CARD_SCORING_1 || card == ALH_CARD_SCORING_2) {
        draw_scoring_card(ctx, card, rect, alpha);
        return;
    }
    if (draw_module_card(ctx, card, rect, alpha, selected))
        return; /* diamonds, exchange, city-gate and character cards (draw_module.c) */
    if (!alh_card_is_money(card))
        return;
    SDL_Renderer *r = ctx->renderer;
    Uint8 a = (Uint8)(255 * alpha);
    int cur = alh_card_currency(card), value = alh_card_value(card);
    SDL_Color col = currency_colour(cur);
    col.a = a;
    float w = rect.w, h = rect.h, rad = w * 0.08f;
    if (selected)
        paint_shadow(r, rect, rad, w * 0.16f, 0, (Uint8)(140 * alpha));
    paint_shadow(r, rect, rad, w * 0.08f, w * 0.04f, (Uint8)(90 * alpha));
    paint_round_rect(r, rect, rad, col);
    SDL_FRect face = {rect.x + w * 0.06f, rect.y + w * 0.06f, w * 0.88f, h - w * 0.12f};
    paint_round_rect_gradient(r, face, rad * 0.7f, hex(0xFBF5E8, a), hex(0xF0E4CA, a));
    /* Centre: the symbol on a soft disc of the currency colour. */
    float sy = rect.y + h * 0.47f, sd = w * 0.5f;
    paint_circle(r, rect.x + w / 2, sy, sd * 0.62f, paint_mix(hex(0xFBF5E8, a), col, 0.18f));
    /* Symbol and value share an ink dark enough on the light face for every currency. */
    SDL_Color ink = paint_mix(col, hex(0x2B2118, a), cur == ALH_FLORIN ? 0.45f : 0.2f);
    draw_currency_symbol(ctx, cur, (SDL_FRect){rect.x + w / 2 - sd / 2, sy - sd / 2, sd, sd}, ink);
    /* Value large in two opposite corners. */
    char buf[8];
    snprintf(buf, sizeof buf, "%d", value);
    int vs = (int)(w * 0.3f);
    text_draw(ctx, FONT_BOLD, vs, (int)(face.x + w * 0.07f), (int)(face.y + w * 0.02f), ink, TEXT_LEFT | TEXT_TOP, buf);
    text_draw(ctx, FONT_BOLD, vs, (int)(face.x + face.w - w * 0.07f), (int)(face.y + face.h - w * 0.02f), ink,
              TEXT_RIGHT | TEXT_BOTTOM, buf);
    if (w >= 80) {
        /* The currency's name, small, left of the lower corner value. */
        text_draw_fit(ctx, FONT_UI, (int)(w * 0.13f), (int)(face.x + w * 0.08f), (int)(face.y + face.h - w * 0.05f),
                      (int)(w * 0.5f), ink, TEXT_LEFT | TEXT_BOTTOM, alh_currency_name(cur));
    }
    if (selected)
        paint_round_rect_outline(r, ds_grow(rect, w * 0.04f), rad * 1.3f, w * 0.035f, hex(0xF2C94C, a));
}

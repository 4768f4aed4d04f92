/* SPDX-License-Identifier: MIT */
/* Money cards (each currency's own face, its symbol, the value large in two corners, its name), backs, scoring cards. */
#include "draw_card.h"

#include <math.h>
#include <stdio.h>
#include "alhambra/types.h"
#include "assets.h"
#include "client_module.h"
#include "drawn_cache.h"
#include "i18n.h"
#include "material.h"
#include "paint.h"
#include "phrase.h"
#include "text.h"

static SDL_Color hex(unsigned v, Uint8 a)
{
    SDL_Color c = {(Uint8)(v >> 16), (Uint8)(v >> 8), (Uint8)v, a};
    return c;
}

static SDL_FRect ds_grow(SDL_FRect r, float d) { return (SDL_FRect){r.x - d, r.y - d, r.w + 2 * d, r.h + 2 * d}; }

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
    case ALH_DIRHAM: paint_star8(r, cx, cy, s * 0.46f, s * 0.24f, c); break;
    case ALH_DUCAT: {
        SDL_FPoint crown[7] = {
            {cx - s * 0.4f, cy + s * 0.3f}, {cx - s * 0.45f, cy - s * 0.3f}, {cx - s * 0.18f, cy},          {cx, cy - s * 0.4f},
            {cx + s * 0.18f, cy},           {cx + s * 0.45f, cy - s * 0.3f}, {cx + s * 0.4f, cy + s * 0.3f}};
        paint_polygon(r, crown, 7, c);
        break;
    }
    default: { /* florin: a lily of three petals */
        SDL_FPoint petal[4] = {
            {cx, cy - s * 0.45f}, {cx + s * 0.13f, cy - s * 0.1f}, {cx, cy + s * 0.2f}, {cx - s * 0.13f, cy - s * 0.1f}};
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
    draw_card_lift(ctx, ALH_CARD_NONE, rect, alpha, false, 0.0f);
}

/* What a card's cached picture depends on: the card (only its currency and value for money). */
typedef struct CardSpec {
    int card;
} CardSpec;

static void paint_back_fallback(AppContext *ctx, SDL_FRect rect)
{
    SDL_Renderer *r = ctx->renderer;
    float w = rect.w, rad = w * 0.08f;
    paint_round_rect_gradient(r, rect, rad, hex(0x2C62A6, 255), hex(0x1B3F72, 255));
    SDL_FRect in = {rect.x + w * 0.06f, rect.y + w * 0.06f, w * 0.88f, rect.h - w * 0.12f};
    paint_round_rect_outline(r, in, rad * 0.6f, w > 60 ? 2.0f : 1.0f, hex(0xE3B92E, 200));
    paint_star8(r, rect.x + w / 2, rect.y + rect.h / 2, w * 0.28f, w * 0.19f, hex(0xE3B92E, 255));
    paint_star8(r, rect.x + w / 2, rect.y + rect.h / 2, w * 0.14f, w * 0.09f, hex(0xC2412D, 255));
}

static void paint_back(AppContext *ctx, SDL_Rect area, const void *data)
{
    (void)data;
    SDL_FRect rect = paint_frect(area);
    SDL_Texture *t = assets_texture(ctx, "gfx/card-back.svg", area.w, area.h);
    if (t) {
        SDL_SetTextureAlphaMod(t, 255);
        SDL_RenderCopyF(ctx->renderer, t, NULL, &rect);
    } else {
        paint_back_fallback(ctx, rect);
    }
}

static void paint_scoring(AppContext *ctx, SDL_Rect area, const void *data)
{
    const CardSpec *spec = data;
    SDL_Renderer *r = ctx->renderer;
    SDL_FRect rect = paint_frect(area);
    float w = rect.w, h = rect.h;
    SDL_Texture *t = assets_texture(ctx, "gfx/scoring-card.svg", area.w, area.h);
    if (t) {
        SDL_SetTextureAlphaMod(t, 255);
        SDL_RenderCopyF(r, t, NULL, &rect);
    } else {
        paint_round_rect_gradient(r, rect, w * 0.08f, hex(0xF2D27A, 255), hex(0xC99A2E, 255));
        paint_star8(r, rect.x + w / 2, rect.y + h * 0.37f, w * 0.32f, w * 0.22f, hex(0xFFF6DA, 255));
    }
    /* The caption band (y 198..224 of 260): which scoring this card calls. */
    char buf[8];
    snprintf(buf, sizeof buf, "%d", spec->card == ALH_CARD_SCORING_1 ? 1 : 2);
    text_draw(ctx, FONT_TITLE, (int)(h * 0.085f), (int)(rect.x + w / 2), (int)(rect.y + h * 211.0f / 260.0f), hex(0x7A2E1E, 255),
              TEXT_CENTER | TEXT_MIDDLE, buf);
}

/* The value in a cartouche; light on the three dark currencies, dark on the florin's gold. */
static void card_value(AppContext *ctx, SDL_FRect rect, float cx, float cy, int cur, const char *value)
{
    SDL_Color ink = cur == ALH_FLORIN ? hex(0x3B2A06, 255) : hex(0xFFFFFF, 255);
    int px = (int)(rect.w * 0.3f);
    if (rect.w >= 40)
        text_draw(ctx, FONT_BOLD, px, (int)lroundf(cx + rect.w * 0.006f), (int)lroundf(cy + rect.w * 0.012f), hex(0x000000, 70),
                  TEXT_CENTER | TEXT_MIDDLE, value);
    text_draw(ctx, FONT_BOLD, px, (int)lroundf(cx), (int)lroundf(cy), ink, TEXT_CENTER | TEXT_MIDDLE, value);
}

/* A money card: the currency's face (its frame and medallion), the symbol, the value twice, the name. */
static void paint_money(AppContext *ctx, SDL_Rect area, const void *data)
{
    const CardSpec *spec = data;
    SDL_Renderer *r = ctx->renderer;
    SDL_FRect rect = paint_frect(area);
    int cur = alh_card_currency(spec->card), value = alh_card_value(spec->card);
    float w = rect.w, h = rect.h, u = w / 180.0f, v = h / 260.0f; /* the face's design units */
    SDL_Color col = currency_colour(cur);
    char name[64];
    snprintf(name, sizeof name, "gfx/card-%s.svg", alh_currency_name(cur));
    SDL_Texture *t = assets_texture(ctx, name, area.w, area.h);
    if (t) {
        SDL_SetTextureAlphaMod(t, 255);
        SDL_RenderCopyF(r, t, NULL, &rect);
    } else {
        paint_round_rect(r, rect, w * 0.08f, col);
        paint_round_rect_gradient(r, (SDL_FRect){rect.x + w * 0.06f, rect.y + w * 0.06f, w * 0.88f, h - w * 0.12f}, w * 0.05f,
                                  hex(0xFBF5E8, 255), hex(0xF0E4CA, 255));
        paint_round_rect(r, (SDL_FRect){rect.x + 14 * u, rect.y + 14 * v, 58 * u, 62 * v}, 8 * u, col);
        paint_round_rect(r, (SDL_FRect){rect.x + 108 * u, rect.y + 184 * v, 58 * u, 62 * v}, 8 * u, col);
    }
    /* The symbol, large, in the medallion, in a deep tone of the currency. */
    float sd = 64 * u;
    SDL_Color ink = paint_mix(col, hex(0x2B2118, 255), cur == ALH_FLORIN ? 0.5f : 0.3f);
    draw_currency_symbol(ctx, cur, (SDL_FRect){rect.x + 90 * u - sd / 2, rect.y + 136 * v - sd / 2, sd, sd}, ink);
    char buf[8];
    snprintf(buf, sizeof buf, "%d", value);
    card_value(ctx, rect, rect.x + 43 * u, rect.y + 45 * v, cur, buf);
    card_value(ctx, rect, rect.x + 137 * u, rect.y + 215 * v, cur, buf);
    if (w >= 70) {
        char key[48], word[48]; /* the same word as the market's (phrase.h) */
        phrase_noun(ctx, word, sizeof word, phrase_currency_noun(cur, key, sizeof key), NULL);
        text_draw_fit(ctx, FONT_BOLD, (int)(w * 0.1f), (int)(rect.x + 56 * u), (int)(rect.y + 222 * v), (int)(74 * u),
                      cur == ALH_FLORIN ? hex(0x3B2A06, 255) : hex(0xFBF1DA, 255), TEXT_CENTER | TEXT_MIDDLE, word);
    }
}

static void card_draw(AppContext *ctx, int card, SDL_FRect rect, float alpha, bool selected, float lift, bool moving)
{
    bool scoring = card == ALH_CARD_SCORING_1 || card == ALH_CARD_SCORING_2;
    bool money = card != ALH_CARD_NONE && !scoring && alh_card_is_money(card);
    if (card != ALH_CARD_NONE && !scoring && !money) {
        /* the modules' cards: their client parts draw them */
        const AlhModuleClient *own = client_module_of_card(card);
        if (own->draw_card)
            own->draw_card(ctx, card, rect, alpha, selected, lift, moving);
        return;
    }
    SDL_Renderer *r = ctx->renderer;
    Uint8 a = (Uint8)(255 * alpha);
    float w = rect.w;
    float shadow_lift = selected ? fmaxf(lift, 0.8f) : lift;
    int pw = (int)lroundf(rect.w), ph = (int)lroundf(rect.h);
    if (!moving && a == 255 && pw >= 4 && ph >= 4) /* the opaque card at rest hides most of its shadow */
        material_shadow_under(ctx, rect, 0.08f, shadow_lift, (Uint8)(120 * alpha),
                              material_hidden((SDL_Rect){(int)roundf(rect.x), (int)roundf(rect.y), pw, ph}, 0.08f));
    else
        material_shadow(ctx, rect, 0.08f, shadow_lift, (Uint8)(120 * alpha));
    if (pw < 4 || ph < 4)
        return;
    CardSpec spec = {card};
    char key[48];
    DrawnPaint paint = paint_money;
    SDL_Color edge = money ? currency_colour(alh_card_currency(card)) : hex(0x1B3F72, 255);
    if (card == ALH_CARD_NONE) {
        snprintf(key, sizeof key, "card:back");
        paint = paint_back;
    } else if (scoring) {
        snprintf(key, sizeof key, "card:scoring:%d", card);
        paint = paint_scoring;
        edge = hex(0xF5EBD7, 255);
    } else {
        /* the three copies of a value look the same: one picture for them */
        snprintf(key, sizeof key, "card:%d:%d", alh_card_currency(card), alh_card_value(card));
    }
    SDL_FRect dst = {roundf(rect.x), roundf(rect.y), (float)pw, (float)ph};
    if (moving) {
        pw = drawn_cache_bucket(pw);
        ph = (int)lroundf((float)pw * rect.h / rect.w);
        dst = rect;
    }
    drawn_cache_draw(ctx, key, pw, ph, edge, paint, &spec, dst, a);
    if (selected)
        paint_round_rect_outline(r, ds_grow(rect, w * 0.04f), w * 0.08f * 1.3f, w * 0.035f, hex(0xF2C94C, a));
}

void draw_card_lift(AppContext *ctx, int card, SDL_FRect rect, float alpha, bool selected, float lift)
{
    card_draw(ctx, card, rect, alpha, selected, lift, false);
}

void draw_card_flying(AppContext *ctx, int card, SDL_FRect rect, float lift)
{
    card_draw(ctx, card, rect, 1.0f, false, lift, true);
}

void draw_card(AppContext *ctx, int card, SDL_FRect rect, float alpha, bool selected)
{
    card_draw(ctx, card, rect, alpha, selected, 0.0f, false);
}

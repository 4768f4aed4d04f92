/* SPDX-License-Identifier: MIT */
/* Diamonds in the client: a cut gem on a pale blue card, and their sum beside the currencies'. */
#include "client_module.h"

#include <math.h>
#include <stdio.h>
#include "draw_card.h"
#include "paint.h"
#include "phrase.h"
#include "piece_kit.h"
#include "diamonds/diamonds.h"

#define DIAMOND_EDGE 0x2F6F8F
#define DIAMOND_INK 0x1F4E66

/* A cut gem: a crown of facets over a pointed pavilion. */
static void gem(SDL_Renderer *r, float cx, float cy, float w, Uint8 a)
{
    float h = w * 0.8f;
    SDL_FPoint crown[4] = {{cx - w * 0.3f, cy - h * 0.45f},
                           {cx + w * 0.3f, cy - h * 0.45f},
                           {cx + w * 0.5f, cy - h * 0.15f},
                           {cx - w * 0.5f, cy - h * 0.15f}};
    paint_polygon(r, crown, 4, kit_hex(0xBFE6F5, a));
    SDL_FPoint body[3] = {{cx - w * 0.5f, cy - h * 0.15f}, {cx + w * 0.5f, cy - h * 0.15f}, {cx, cy + h * 0.55f}};
    paint_polygon(r, body, 3, kit_hex(0x5FB3D9, a));
    SDL_FPoint facet[3] = {{cx - w * 0.17f, cy - h * 0.15f}, {cx + w * 0.17f, cy - h * 0.15f}, {cx, cy + h * 0.55f}};
    paint_polygon(r, facet, 3, kit_hex(0x8FD0EA, a));
    SDL_FPoint table[4] = {{cx - w * 0.14f, cy - h * 0.45f},
                           {cx + w * 0.14f, cy - h * 0.45f},
                           {cx + w * 0.2f, cy - h * 0.15f},
                           {cx - w * 0.2f, cy - h * 0.15f}};
    paint_polygon(r, table, 4, kit_hex(0xE8F7FC, a));
    paint_line(r, cx - w * 0.5f, cy - h * 0.15f, cx + w * 0.5f, cy - h * 0.15f, fmaxf(1.0f, w * 0.03f), kit_hex(DIAMOND_EDGE, a));
}

static void draw_icon(AppContext *ctx, SDL_FRect rect, float alpha)
{
    float w = fminf(rect.w, rect.h / 0.8f);
    gem(ctx->renderer, rect.x + rect.w / 2, rect.y + rect.h / 2, w, kit_fade(255, alpha));
}

static void diamond_body(AppContext *ctx, int card, SDL_FRect rect, bool flag)
{
    (void)flag;
    SDL_Renderer *r = ctx->renderer;
    SDL_FRect face = kit_card_face(r, rect, kit_hex(DIAMOND_EDGE, 255), kit_hex(0xF4FAFC, 255), kit_hex(0xD9ECF3, 255));
    gem(r, rect.x + rect.w / 2, rect.y + rect.h * 0.5f, rect.w * 0.52f, 255);
    char buf[8];
    snprintf(buf, sizeof buf, "%d", alh_diamond_value(card));
    kit_card_corners(ctx, rect, face, buf, kit_hex(DIAMOND_INK, 255));
}

static void draw_diamond_card(AppContext *ctx, int card, SDL_FRect rect, float alpha, bool selected, float lift, bool moving)
{
    kit_card(ctx, "diamond", diamond_body, card, rect, alpha, selected, lift, moving, kit_hex(DIAMOND_EDGE, 255));
}

static void samples(AppContext *ctx, float x, float y, float s)
{
    float w = 64 * s, h = w * CARD_ASPECT, gap = 10 * s;
    for (int i = 0; i < 2; i++)
        draw_diamond_card(ctx, ALH_CARD_DIAMOND_FIRST + i * 9, (SDL_FRect){x, y + (float)i * (h + gap), w, h}, 1.0f, false, 0,
                          false);
}

static void card_words(AppContext *ctx, int card, char *out, size_t size)
{
    phrase(ctx, out, size, "mod.card_diamond", (const PhraseArg[]){PH_NUM("n", alh_diamond_value(card))}, 1);
}

static int money_total(const AlhCardSet *hand) { return alh_cards_diamonds(hand); }

/* ------------------------------------------------------------------ at the table */

/* A diamond pays a building of any currency (its own cards only: -1 for the others). */
static int card_usable(const struct TableFrame *f, int card, int pay_currency)
{
    (void)f;
    if (!alh_card_is_diamond(card))
        return -1;
    return pay_currency >= 0;
}

const AlhModuleClient alh_client_diamonds = {
    .card_usable = card_usable,
    .draw_card = draw_diamond_card,
    .draw_samples = samples,
    .samples_width = 74,
    .card_words = card_words,
    .money_total = money_total,
    .draw_money_icon = draw_icon,
    .money_ink = {0x1F, 0x4E, 0x66, 255},
};

/* SPDX-License-Identifier: MIT */
/* Exchange cards in the client: the two currencies' discs joined by arrows going both ways. */
#include "client_module.h"

#include <math.h>
#include "match.h"
#include "table_input.h"
#include "draw_card.h"
#include "paint.h"
#include "phrase.h"
#include "piece_kit.h"
#include "exchange/exchange.h"

#define EXCHANGE_EDGE 0x6B5A4A

static void exchange_body(AppContext *ctx, int card, SDL_FRect rect, bool flag)
{
    (void)flag;
    SDL_Renderer *r = ctx->renderer;
    Uint8 a = 255;
    int cur[2] = {0, 1};
    alh_exchange_currencies(card, cur);
    SDL_FRect face = kit_card_face(r, rect, kit_hex(EXCHANGE_EDGE, a), kit_hex(0xFBF5E8, a), kit_hex(0xF0E4CA, a));
    float w = rect.w, h = rect.h;
    /* Two discs, one per currency, joined by a pair of arrows going both ways. */
    float sd = w * 0.36f;
    float y0 = face.y + h * 0.27f, y1 = face.y + face.h - h * 0.27f;
    float xs[2] = {rect.x + w * 0.34f, rect.x + w * 0.66f};
    float ys[2] = {y0, y1};
    for (int i = 0; i < 2; i++) {
        SDL_Color col = currency_colour(cur[i]);
        col.a = a;
        paint_circle(r, xs[i], ys[i], sd * 0.62f, paint_mix(kit_hex(0xFBF5E8, a), col, 0.3f));
        paint_ring(r, xs[i], ys[i], sd * 0.62f, fmaxf(1.0f, w * 0.025f), col);
        draw_currency_symbol(ctx, cur[i], (SDL_FRect){xs[i] - sd / 2, ys[i] - sd / 2, sd, sd},
                             paint_mix(col, kit_hex(0x2B2118, a), cur[i] == ALH_FLORIN ? 0.45f : 0.2f));
    }
    SDL_Color ink = kit_hex(EXCHANGE_EDGE, a);
    float mx = rect.x + w / 2, my = rect.y + h / 2, L = w * 0.2f, lw = fmaxf(1.5f, w * 0.035f), head = w * 0.07f;
    paint_line(r, mx - L, my - w * 0.05f, mx + L, my - w * 0.05f, lw, ink);
    SDL_FPoint h1[3] = {{mx + L + head, my - w * 0.05f},
                        {mx + L - head * 0.3f, my - w * 0.05f - head},
                        {mx + L - head * 0.3f, my - w * 0.05f + head}};
    paint_polygon(r, h1, 3, ink);
    paint_line(r, mx - L, my + w * 0.05f, mx + L, my + w * 0.05f, lw, ink);
    SDL_FPoint h2[3] = {{mx - L - head, my + w * 0.05f},
                        {mx - L + head * 0.3f, my + w * 0.05f + head},
                        {mx - L + head * 0.3f, my + w * 0.05f - head}};
    paint_polygon(r, h2, 3, ink);
}

static void draw_exchange_card(AppContext *ctx, int card, SDL_FRect rect, float alpha, bool selected, float lift, bool moving)
{
    kit_card(ctx, "exchange", exchange_body, card, rect, alpha, selected, lift, moving, kit_hex(EXCHANGE_EDGE, 255));
}

/* The six pairs, in two rows of three. */
static void samples(AppContext *ctx, float x, float y, float s)
{
    float w = 64 * s, h = w * CARD_ASPECT, gap = 10 * s;
    for (int i = 0; i < ALH_CARD_EXCHANGE_COUNT; i++)
        draw_exchange_card(ctx, ALH_CARD_EXCHANGE_FIRST + i,
                           (SDL_FRect){x + (float)(i % 3) * (w + gap), y + (float)(i / 3) * (h + gap), w, h}, 1.0f, false, 0.0f,
                           false);
}

static void card_words(AppContext *ctx, int card, char *out, size_t size)
{
    int pair[2] = {0, 0};
    char noun[32], a[64], b[64];
    alh_exchange_currencies(card, pair);
    phrase_noun(ctx, a, sizeof a, phrase_currency_noun(pair[0], noun, sizeof noun), NULL);
    phrase_noun(ctx, b, sizeof b, phrase_currency_noun(pair[1], noun, sizeof noun), NULL);
    phrase(ctx, out, size, "mod.card_exchange", (const PhraseArg[]){PH_TEXT("a", a), PH_TEXT("b", b)}, 2);
}

/* ------------------------------------------------------------------ at the table */

/* An exchange card pays in either of its currencies; with one chosen, money of its other currency
 * pays too. */
static int card_usable(const struct TableFrame *f, int card, int pay_currency)
{
    int cur[2];
    if (pay_currency < 0)
        return -1;
    if (alh_card_is_exchange(card))
        return alh_exchange_currencies(card, cur) && (cur[0] == pay_currency || cur[1] == pay_currency);
    if (!alh_card_is_money(card))
        return -1;
    const AlhCardSet *sel = &f->in->pay_sel;
    for (int e = ALH_CARD_EXCHANGE_FIRST; e < ALH_CARD_EXCHANGE_FIRST + ALH_NUM_EXCHANGE; e++)
        if (alh_cards_has(sel, e) && alh_exchange_currencies(e, cur) && (cur[0] == pay_currency || cur[1] == pay_currency) &&
            (cur[0] == alh_card_currency(card) || cur[1] == alh_card_currency(card)))
            return 1;
    return -1;
}

/* The game log's line, said after the purchase the card paid for. */
static bool log_event(Match *m, const AlhEvent *e, const AlhCardSet *paid)
{
    (void)paid;
    if (e->type != ALH_EV_EXCHANGE_USED)
        return false;
    int pair[2] = {0, 0};
    alh_exchange_currencies(e->card, pair);
    MATCH_LOG(m, e->player, "mod.log_exchange", match_arg_seat("who", e->player), match_arg_currency("a", pair[0]),
              match_arg_currency("b", pair[1]));
    return false;
}

const AlhModuleClient alh_client_exchange = {
    .log_event = log_event,
    .log_after_action = true,
    .card_usable = card_usable,
    .draw_card = draw_exchange_card,
    .draw_samples = samples,
    .samples_width = 222,
    .card_words = card_words,
};

/* SPDX-License-Identifier: MIT */
/*
 * Master builders in the client: a money card of its currency's colour with a builder's square and
 * a mallet on a pale face, worth 3 in its corners; its words ("a master builder (3 ducats)"); the
 * end-of-turn redesign offered in the action tray, one button per card, and the hint while it is
 * offered.
 */
#include "client_module.h"

#include <math.h>
#include <stdio.h>
#include "draw_card.h"
#include "paint.h"
#include "phrase.h"
#include "match.h"
#include "piece_kit.h"
#include "table_module_actions.h"
#include "master_builders/master_builders.h"

/* A builder's square (an L of two rules) and a mallet laid across it. */
static void builder_tools(SDL_Renderer *r, float cx, float cy, float w, SDL_Color wood, SDL_Color metal)
{
    float t = w * 0.14f, x0 = cx - w * 0.5f, y0 = cy - w * 0.5f;
    paint_round_rect(r, (SDL_FRect){x0, y0, t, w}, t * 0.3f, metal);                /* the upright rule */
    paint_round_rect(r, (SDL_FRect){x0, y0 + w - t, w * 0.9f, t}, t * 0.3f, metal); /* the foot */
    /* the mallet: a handle rising to the right, a head across its top end */
    float hx0 = cx - w * 0.12f, hy0 = cy + w * 0.32f, hx1 = cx + w * 0.3f, hy1 = cy - w * 0.28f;
    paint_line(r, hx0, hy0, hx1, hy1, fmaxf(1.5f, w * 0.11f), wood);
    float dx = hx1 - hx0, dy = hy1 - hy0, len = sqrtf(dx * dx + dy * dy);
    float ux = dx / len, uy = dy / len, px = -uy, py = ux; /* along the handle, and across it */
    float hl = w * 0.3f, hw = w * 0.13f;                   /* the head's half length and half width */
    SDL_FPoint head[4] = {{hx1 + px * hl + ux * hw, hy1 + py * hl + uy * hw},
                          {hx1 - px * hl + ux * hw, hy1 - py * hl + uy * hw},
                          {hx1 - px * hl - ux * hw, hy1 - py * hl - uy * hw},
                          {hx1 + px * hl - ux * hw, hy1 + py * hl - uy * hw}};
    paint_polygon(r, head, 4, wood);
}

static void builder_body(AppContext *ctx, int card, SDL_FRect rect, bool flag)
{
    (void)flag;
    SDL_Renderer *r = ctx->renderer;
    int cur = alh_master_builder_currency(card);
    SDL_Color col = currency_colour(cur < 0 ? 0 : cur);
    SDL_FRect face = kit_card_face(r, rect, col, kit_hex(0xFBF5E8, 255), kit_hex(0xEADBC0, 255));
    /* the currency's band across the card, its symbol in a light disc */
    float band_y = rect.y + rect.h * 0.24f, band = rect.h * 0.2f;
    paint_round_rect(r, (SDL_FRect){face.x, band_y, face.w, band}, rect.w * 0.03f, col);
    float sd = band * 0.86f, sx = rect.x + rect.w / 2 - sd / 2, sy = band_y + (band - sd) / 2;
    paint_round_rect(r, (SDL_FRect){sx, sy, sd, sd}, sd / 2, kit_hex(0xFBF5E8, 255));
    SDL_Color ink = paint_mix(col, kit_hex(0x2B2118, 255), cur == ALH_FLORIN ? 0.55f : 0.3f);
    draw_currency_symbol(ctx, cur < 0 ? 0 : cur, kit_inset((SDL_FRect){sx, sy, sd, sd}, sd * 0.14f), ink);
    builder_tools(r, rect.x + rect.w * 0.42f, rect.y + rect.h * 0.68f, rect.w * 0.42f, kit_hex(0x8A5A2B, 255),
                  kit_hex(0x6A6A74, 255));
    char buf[8];
    snprintf(buf, sizeof buf, "%d", ALH_MASTER_BUILDER_VALUE);
    kit_card_corners(ctx, rect, face, buf, ink);
}

static void draw_builder_card(AppContext *ctx, int card, SDL_FRect rect, float alpha, bool selected, float lift, bool moving)
{
    int cur = alh_master_builder_currency(card);
    kit_card(ctx, "master-builder", builder_body, card, rect, alpha, selected, lift, moving, currency_colour(cur < 0 ? 0 : cur));
}

static void samples(AppContext *ctx, float x, float y, float s)
{
    float w = 64 * s, h = w * CARD_ASPECT, gap = 10 * s;
    for (int i = 0; i < 4; i++)
        draw_builder_card(ctx, ALH_CARD_MASTER_BUILDER_FIRST + i * 4,
                          (SDL_FRect){x + (float)(i % 2) * (w + gap), y + (float)(i / 2) * (h + gap), w, h}, 1.0f, false, 0,
                          false);
}

static void card_words(AppContext *ctx, int card, char *out, size_t size)
{
    char noun[48];
    int cur = alh_master_builder_currency(card);
    phrase(ctx, out, size, "mod.card_master_builder",
           (const PhraseArg[]){PH_NUM("n", ALH_MASTER_BUILDER_VALUE),
                               PH_NOUN("cur", phrase_currency_noun(cur < 0 ? 0 : cur, noun, sizeof noun))},
           2);
}

/* The card's redesign at the end of a turn, in the action tray: one kind, one choice per card. */
static int tray_rank(int type) { return type == ALH_CMD_USE_BUILDER ? 3 : 0; }

/* A card dealt face down: on a shared screen offered only while its owner shows their secrets. */
static bool tray_secret(int type) { return type == ALH_CMD_USE_BUILDER; }

static void describe(AppContext *ctx, const AlhGame *g, const AlhCommand *c, int form, char *out, size_t size)
{
    (void)g;
    if (c->type != ALH_CMD_USE_BUILDER)
        return;
    char card[96];
    card_words(ctx, alh_cards_next(&c->cards, 0), card, sizeof card);
    const char *key = form == MOD_WORDS_KIND     ? "mod.builder_kind"
                      : form == MOD_WORDS_CHOICE ? "mod.builder_choice"
                                                 : "mod.builder_full";
    phrase(ctx, out, size, key, (const PhraseArg[]){PH_TEXT("card", card)}, 1);
}

/* The turn's end held for the card's offer, or for the redesign it bought: the hint says so (not the
 * base's words of an exact payment). On a shared screen the offer names no card: the cards are face
 * down (how many the player holds is public, their currencies are not), and the tray lists them only
 * once their owner shows their secrets. */
static const char *bonus_hint(const TableFrame *f)
{
    int step = alh_master_builders_step(&f->m->game);
    if (step == 2)
        return "mod.builder_redesign";
    if (step != 1)
        return NULL;
    return f->L.table_mode && !f->in->reveal_secrets ? "mod.builder_offer_hidden" : "mod.builder_offer";
}

/* In a payment: money of its own currency (the base rules know only money cards). */
static int card_usable(const TableFrame *f, int card, int pay_currency)
{
    (void)f;
    if (!alh_card_is_master_builder(card) || pay_currency < 0)
        return -1;
    return alh_master_builder_currency(card) == pay_currency;
}

/* The game log's line: the card played for a redesign. */
static bool log_event(Match *m, const AlhEvent *e, const AlhCardSet *paid)
{
    (void)paid;
    if (e->type == ALH_EV_BUILDER_USED) {
        AlhCardSet one = {{0}};
        alh_cards_add(&one, e->card);
        MATCH_LOG(m, e->player, "mod.log_builder", match_arg_seat("who", e->player), match_arg_cards("card", &one));
    }
    return false;
}

const AlhModuleClient alh_client_master_builders = {
    .draw_card = draw_builder_card,
    .draw_samples = samples,
    .samples_width = 138,
    .card_words = card_words,
    .tray_rank = tray_rank,
    .tray_secret = tray_secret,
    .describe = describe,
    .card_usable = card_usable,
    .bonus_hint = bonus_hint,
    .log_event = log_event,
};

/* SPDX-License-Identifier: MIT */
/*
 * Change in the client: a coin is a round piece of its currency's colour with a raised rim, a
 * ring of dots and a big 1, standing in a hand card's place (clicked to pay like a card); its words
 * ("a coin (1 denar)"); the log's lines for change drawn and an empty bag; the modules' panel's
 * section with the bag (how many coins, of which currency) and each player's coins in their row;
 * the coins left in the results.
 */
#include "client_module.h"

#include <math.h>
#include <stdio.h>
#include <string.h>
#include "anim.h"
#include "draw_card.h"
#include "paint.h"
#include "phrase.h"
#include "match.h"
#include "piece_kit.h"
#include "table_modules.h"
#include "text.h"
#include "ui.h"
#include "i18n.h"
#include "table_input.h"
#include "change/change.h"

/* One coin of `currency` centred at (cx, cy), radius rad, painted shape by shape. */
static void paint_coin_disc(AppContext *ctx, int currency, float cx, float cy, float rad, float alpha, bool selected)
{
    SDL_Renderer *r = ctx->renderer;
    Uint8 a = kit_fade(255, alpha);
    SDL_Color col = currency_colour(currency < 0 ? 0 : currency);
    col.a = a;
    SDL_Color dark = paint_mix(col, kit_hex(0x2B2118, a), 0.45f), light = paint_mix(col, kit_hex(0xFFF8E8, a), 0.5f);
    paint_circle(r, cx + rad * 0.05f, cy + rad * 0.12f, rad, kit_hex(0x2B2118, kit_fade(90, alpha))); /* its shadow */
    paint_circle(r, cx, cy, rad, dark);                                                               /* the rim */
    paint_circle(r, cx - rad * 0.03f, cy - rad * 0.04f, rad * 0.88f, light);                          /* the rim's lit edge */
    paint_circle(r, cx, cy, rad * 0.82f, col);                                                        /* the face */
    /* a ring of twelve dots struck round the face */
    for (int k = 0; k < 12; k++) {
        float t = (float)k * 3.14159265f / 6.0f;
        paint_circle(r, cx + cosf(t) * rad * 0.66f, cy + sinf(t) * rad * 0.66f, fmaxf(0.8f, rad * 0.055f), light);
    }
    /* the value, with a little of the currency's mark beneath it */
    SDL_Color ink = paint_mix(col, kit_hex(0x1E140C, a), currency == ALH_FLORIN ? 0.7f : 0.55f);
    if (currency == ALH_FLORIN || currency == ALH_DUCAT)
        ink = paint_mix(col, kit_hex(0x1E140C, a), 0.72f);
    else
        ink = kit_hex(0xFFF8E8, a);
    int fs = (int)(rad * 1.0f);
    if (fs >= 6)
        text_draw(ctx, FONT_BOLD, fs, (int)cx, (int)(cy - rad * 0.1f), ink, TEXT_CENTER | TEXT_MIDDLE, "1");
    float sd = rad * 0.42f;
    if (sd >= 5)
        draw_currency_symbol(ctx, currency < 0 ? 0 : currency, (SDL_FRect){cx - sd / 2, cy + rad * 0.3f, sd, sd}, ink);
    if (selected)
        paint_ring(r, cx, cy, rad + fmaxf(2.0f, rad * 0.1f), fmaxf(2.0f, rad * 0.12f), kit_hex(0xF2C14E, a));
}

/* A coin filling rect (a square with room round it for the shadow and the selection ring). */
static void coin_body(AppContext *ctx, int currency, SDL_FRect rect, bool selected)
{
    float half = rect.w / 2;
    paint_coin_disc(ctx, currency, rect.x + half, rect.y + half, (half - 4) / 1.2f, 1.0f, selected);
}

/* One coin of `currency` centred at (cx, cy), radius rad: a picture drawn once a currency, size and
 * selection, then copied (twenty-odd circles, a number and a symbol a coin were drawn every frame:
 * the modules' panel shows a row of coins for every player). moving: its size changes every frame. */
static void coin_disc(AppContext *ctx, int currency, float cx, float cy, float rad, float alpha, bool selected, bool moving)
{
    float half = ceilf(rad * 1.2f) + 4;
    kit_cached(ctx, "coin", coin_body, currency, selected, (SDL_FRect){cx - half, cy - half, 2 * half, 2 * half}, alpha,
               kit_hex(0x2B2118, 0), moving);
}

/* The cloth bag, about s wide and tall, centred at (cx, cy). */
static void bag_icon(SDL_Renderer *r, float cx, float cy, float s, float alpha)
{
    Uint8 a = kit_fade(255, alpha);
    SDL_Color cloth = kit_hex(0x8A6A43, a), shade = kit_hex(0x6E5233, a), tie = kit_hex(0xD9B76E, a);
    paint_circle(r, cx + s * 0.03f, cy + s * 0.2f, s * 0.42f, kit_hex(0x2B2118, kit_fade(70, alpha))); /* shadow */
    paint_circle(r, cx, cy + s * 0.16f, s * 0.4f, cloth);
    SDL_FPoint neck[4] = {{cx - s * 0.14f, cy - s * 0.2f},
                          {cx + s * 0.14f, cy - s * 0.2f},
                          {cx + s * 0.26f, cy - s * 0.46f},
                          {cx - s * 0.26f, cy - s * 0.46f}};
    paint_polygon(r, neck, 4, shade);
    paint_line(r, cx - s * 0.2f, cy - s * 0.22f, cx + s * 0.2f, cy - s * 0.22f, fmaxf(1.5f, s * 0.07f), tie);
    paint_circle(r, cx - s * 0.14f, cy + s * 0.04f, s * 0.09f, kit_hex(0xA88558, a)); /* where the light falls */
}

/* A coin in a card's place: as wide as the card, raised by lift. */
static void draw_coin_card(AppContext *ctx, int card, SDL_FRect rect, float alpha, bool selected, float lift, bool moving)
{
    float rad = fminf(rect.w, rect.h) * 0.46f;
    float cx = rect.x + rect.w / 2, cy = rect.y + rect.h / 2 - lift * rect.h * 0.04f;
    coin_disc(ctx, alh_coin_currency(card), cx, cy, rad, alpha, selected, moving);
}

/* The four coins in a square, the bag beside them (200 units tall, as the module browser shows). */
static void samples(AppContext *ctx, float x, float y, float s)
{
    float d = 86 * s, gap = 12 * s;
    for (int i = 0; i < ALH_NUM_CURRENCIES; i++)
        coin_disc(ctx, i, x + d / 2 + (float)(i % 2) * (d + gap), y + d / 2 + (float)(i / 2) * (d + gap), d / 2, 1.0f, false,
                  false);
    bag_icon(ctx->renderer, x + 2 * (d + gap) + 70 * s, y + 104 * s, 150 * s, 1.0f);
}

static void card_words(AppContext *ctx, int card, char *out, size_t size)
{
    char noun[48];
    int cur = alh_coin_currency(card);
    phrase(ctx, out, size, "mod.card_coin",
           (const PhraseArg[]){PH_NUM("n", ALH_COIN_VALUE),
                               PH_NOUN("cur", phrase_currency_noun(cur < 0 ? 0 : cur, noun, sizeof noun))},
           2);
}

/* In a payment: money of its own currency. */
static int card_usable(const TableFrame *f, int card, int pay_currency)
{
    (void)f;
    if (!alh_card_is_coin(card) || pay_currency < 0)
        return -1;
    return alh_coin_currency(card) == pay_currency;
}

/* The log: the coins drawn for one purchase on one line, and the coins the empty bag could not give. */
static bool log_event(Match *m, const AlhEvent *e, const AlhCardSet *paid)
{
    (void)paid;
    if (e->type == ALH_EV_COIN_DRAWN) {
        /* The second coin of the same overpayment joins the first's line (it made a line of its own,
         * read as a second overpayment). A purchase's line comes between two purchases' coins. */
        MatchLogLine *last = m->log_count > 0 ? &m->log[m->log_count - 1] : NULL;
        if (last && strcmp(last->key, "mod.log_coin") == 0 && last->player == e->player && last->nargs == 3 &&
            last->args[1].kind == LOG_ARG_CARDS && last->args[2].number == e->value) {
            alh_cards_add(&last->args[1].cards, e->card);
            return false;
        }
        AlhCardSet one = {{0}};
        alh_cards_add(&one, e->card);
        MATCH_LOG(m, e->player, "mod.log_coin", match_arg_seat("who", e->player), match_arg_cards("coin", &one),
                  match_arg_num("over", e->value));
    } else if (e->type == ALH_EV_BAG_EMPTY) {
        MATCH_LOG(m, e->player, "mod.log_bag_empty", match_arg_seat("who", e->player), match_arg_num("n", e->value));
    }
    return false;
}

/* ------------------------------------------------------------------ the panel */

static int row_height(const TableFrame *f)
{
    int h = table_modules_px(f, 34);
    return h < 24 ? 24 : h;
}

/* The width the four coins need with their counts (at most two figures each), the gaps included. */
static int coins_width(const TableFrame *f, int h)
{
    int nw = 0;
    text_measure(f->ctx, FONT_BOLD, table_modules_text_px(f, 15), "88", &nw, NULL);
    return ALH_NUM_CURRENCIES * ((int)(0.6f * (float)h) + table_modules_px(f, 3) + nw + table_modules_px(f, 10));
}

/* The width the bag's words need beside the bag. */
static int bag_width(const TableFrame *f, int h)
{
    char buf[UI_TIP_TEXT];
    int tw = 0;
    PHRASE(f->ctx, buf, "table.mod.change_bag", PH_NUM("n", 24));
    text_measure(f->ctx, FONT_BOLD, table_modules_text_px(f, 15), buf, &tw, NULL);
    return (int)((float)h * 0.42f * 2.2f) + tw + table_modules_px(f, 12);
}

/* One row when the bag and the coins fit side by side in w, else the coins on a row of their own,
 * so that every currency is seen (at 960x540 two of the four were left out). */
static int panel_rows(const TableFrame *f, int w)
{
    int h = row_height(f);
    return bag_width(f, h) + coins_width(f, h) <= w ? 1 : 2;
}

static int panel_height(const TableFrame *f, int w, int room)
{
    int label = table_modules_heading_height(f, w, tr(f->ctx, "table.mod.change")),
        want = label + panel_rows(f, w) * row_height(f), least = label + 20;
    if (room <= 0)
        return least;
    return want < room ? want : room > least ? room : least;
}

/* The width the bag's words and the four coins with their counts need (as panel_draw lays them). */
static int panel_width(const TableFrame *f)
{
    int h = row_height(f);
    return bag_width(f, h) + coins_width(f, h);
}

/* The bag: how many coins are left, and of each currency. */
static void panel_draw(TableFrame *f, SDL_Rect S)
{
    AppContext *ctx = f->ctx;
    int counts[ALH_NUM_CURRENCIES], n = alh_change_bag(f->g, NULL, counts);
    int label = table_modules_heading(f, S, tr(ctx, "table.mod.change"));
    SDL_Rect R = {S.x, S.y + label, S.w, S.h - label};
    /* at its own size in a row made taller by the sections beside it (panel_width counts on it) */
    int fs = table_modules_text_px(f, 15), h = R.h < row_height(f) ? R.h : row_height(f), x = R.x;
    bool two_rows = panel_rows(f, R.w) == 2 && R.h >= 2 * row_height(f);
    float cy = (float)R.y + (float)h / 2;
    char buf[UI_TIP_TEXT], num[16];
    /* the bag and its count */
    float bag = (float)h * 0.42f;
    paint_circle(ctx->renderer, (float)x + bag, cy + bag * 0.12f, bag * 0.86f, kit_hex(0x8A6A43, 255));
    paint_circle(ctx->renderer, (float)x + bag, cy - bag * 0.72f, bag * 0.28f, kit_hex(0x6E5233, 255));
    paint_line(ctx->renderer, (float)x + bag * 0.55f, cy - bag * 0.5f, (float)x + bag * 1.45f, cy - bag * 0.5f,
               fmaxf(1.5f, bag * 0.1f), kit_hex(0xD9B76E, 255));
    PHRASE(ctx, buf, "table.mod.change_bag", PH_NUM("n", n));
    int tw = text_draw_fit(ctx, FONT_BOLD, fs, x + (int)(bag * 2.2f), (int)cy, R.w - (int)(bag * 2.2f), table_modules_ink(false),
                           TEXT_LEFT | TEXT_MIDDLE, buf); /* within its column of a compact row */
    ui_tooltip(ctx, "table.mod.change.bag", (SDL_Rect){x, R.y, (int)(bag * 2.2f) + tw, h}, buf);
    x += (int)(bag * 2.2f) + tw + table_modules_px(f, 12);
    int row_y = R.y;
    if (two_rows) { /* the coins under the bag */
        x = R.x;
        row_y = R.y + row_height(f);
        cy = (float)row_y + (float)h / 2;
    }
    /* a coin of each currency and how many of it are in the bag */
    float rad = (float)h * 0.3f;
    for (int k = 0; k < ALH_NUM_CURRENCIES; k++) {
        snprintf(num, sizeof num, "%d", counts[k]);
        int nw = 0;
        text_measure(ctx, FONT_BOLD, fs, num, &nw, NULL);
        int item = (int)(2 * rad) + table_modules_px(f, 3) + nw;
        if (x + item > R.x + R.w)
            break;
        coin_disc(ctx, k, (float)x + rad, cy, rad, counts[k] ? 1.0f : 0.35f, false, false);
        text_draw(ctx, FONT_BOLD, fs, x + (int)(2 * rad) + table_modules_px(f, 3), (int)cy, table_modules_ink(counts[k] == 0),
                  TEXT_LEFT | TEXT_MIDDLE, num);
        char id[40], noun[48], tip[UI_TIP_TEXT];
        PHRASE(ctx, tip, "table.tip.change_bag_currency", PH_NUM("n", counts[k]),
               PH_NOUN("cur", phrase_currency_noun(k, noun, sizeof noun)));
        snprintf(id, sizeof id, "table.mod.change.bag.%d", k);
        ui_tooltip(ctx, id, (SDL_Rect){x, row_y, item, h}, tip);
        x += item + table_modules_px(f, 10);
    }
}

/* The bag (place 0) at the left of the section's row: where the change flies from. */
static SDL_Rect panel_place(const TableFrame *f, SDL_Rect R, int index)
{
    (void)index;
    int label = table_modules_heading_height(f, R.w, tr(f->ctx, "table.mod.change")), h = R.h - label;
    if (h > row_height(f))
        h = row_height(f);
    return (SDL_Rect){R.x, R.y + label + (R.h - label - h) / 2, h, h};
}

/* A coin drawn flies from the bag into its new owner's hand; a coin paid flies back into the bag. */
static bool animate(Anim *a, const AlhEvent *e, bool same)
{
    if (e->type == ALH_EV_CARD_PAID && alh_card_is_coin(e->card)) {
        anim_fly_card(a, e->card, anim_place(AP_HAND, e->player, 0), anim_module_place(ALH_MOD_CHANGE, 0), same);
        return true;
    }
    if (e->type != ALH_EV_COIN_DRAWN)
        return false;
    anim_fly_card(a, e->card, anim_module_place(ALH_MOD_CHANGE, 0), anim_place(AP_HAND, e->player, 0), same);
    a->sounds |= ANIM_SFX_COIN;
    return true;
}

/* How many coins a player holds (public), at the right of their row. */
static int row_marks(TableFrame *f, int player, int rx, float cy, int fs, char *parts, size_t size)
{
    AppContext *ctx = f->ctx;
    char buf[UI_TIP_TEXT], part[96];
    int n = alh_change_coins(f->g, player, -1), next;
    PHRASE(ctx, buf, "table.tip.change_held", PH_TEXT("who", table_seat_name(f->m, player)), PH_NUM("n", n));
    PHRASE(ctx, part, "table.part.change_held", PH_NUM("n", n));
    SDL_FRect icon = table_modules_count(f, player, "coins", rx, cy, fs, n, buf, part, parts, size, &next);
    coin_disc(ctx, ALH_FLORIN, icon.x + icon.w / 2, icon.y + icon.h / 2, fminf(icon.w, icon.h) * 0.48f, n ? 1.0f : 0.4f, false,
              false);
    return next;
}

/* The results: the coins a player ended with (they counted in the distribution). */
static void results_words(AppContext *ctx, const AlhGame *g, int player, char *out, size_t size)
{
    int n = alh_change_coins(g, player, -1);
    out[0] = '\0';
    if (n > 0)
        phrase(ctx, out, size, "results.mod.change", (const PhraseArg[]){PH_NUM("n", n)}, 1);
}

const AlhModuleClient alh_client_change = {
    .draw_card = draw_coin_card,
    .draw_samples = samples,
    .samples_width = 290,
    .card_words = card_words,
    .card_usable = card_usable,
    .log_event = log_event,
    .animate = animate,
    .log_after_action = true, /* the change after the purchase that earned it */
    .results_words = results_words,
    .panel_height = panel_height,
    .panel_draw = panel_draw,
    .panel_width = panel_width,
    .panel_compact = true,
    .panel_place = panel_place,
    .row_marks = row_marks,
};

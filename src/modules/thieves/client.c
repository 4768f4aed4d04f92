/* SPDX-License-Identifier: MIT */
/*
 * Thieves in the client: a thief card in its currency's colour (a hooded figure with a mask reaching
 * for a coin), its back plum with a mask; the window after a turn at the table (the money cards a
 * thief may take ringed in gold: a click chooses one, a confirmation plays the thief); the home
 * player's thieves in the modules' panel (secret: face down on a shared screen until their owner
 * shows them), how many each player holds in their row, the log's lines.
 */
#include "client_module.h"

#include <math.h>
#include <stdio.h>
#include <string.h>
#include "audio.h"
#include "draw_card.h"
#include "i18n.h"
#include "match.h"
#include "material.h"
#include "paint.h"
#include "phrase.h"
#include "piece_kit.h"
#include "table_module_actions.h"
#include "table_modules.h"
#include "text.h"
#include "thieves/thieves.h"
#include "ui.h"

#define THIEF_EDGE 0x4A2540
#define CARD_ASPECT 1.45f

/* ------------------------------------------------------------------ the card */

/* A hooded head with a black mask over the eyes, reaching for a coin of `coin` colour. */
static void thief_figure(SDL_Renderer *r, float cx, float cy, float u, SDL_Color coin, Uint8 a)
{
    SDL_Color hood = kit_hex(0x3B2A33, a), skin = kit_hex(0xE2BE96, a), mask = kit_hex(0x141014, a);
    paint_circle(r, cx, cy, u * 0.95f, hood);                                                              /* hood */
    paint_round_rect(r, (SDL_FRect){cx - u * 1.05f, cy + u * 0.55f, u * 2.1f, u * 1.0f}, u * 0.45f, hood); /* shoulders */
    paint_circle(r, cx, cy + u * 0.12f, u * 0.62f, skin);                                                  /* face */
    paint_round_rect(r, (SDL_FRect){cx - u * 0.7f, cy - u * 0.12f, u * 1.4f, u * 0.32f}, u * 0.14f, mask);
    paint_circle(r, cx - u * 0.27f, cy + u * 0.04f, u * 0.09f, kit_hex(0xF5EBD7, a)); /* eyes through the mask */
    paint_circle(r, cx + u * 0.27f, cy + u * 0.04f, u * 0.09f, kit_hex(0xF5EBD7, a));
    /* the hand and the coin it takes */
    float hx = cx + u * 0.95f, hy = cy + u * 0.95f;
    paint_line(r, cx + u * 0.5f, cy + u * 0.9f, hx, hy, u * 0.22f, hood);
    paint_circle(r, hx + u * 0.32f, hy - u * 0.05f, u * 0.34f, coin);
    paint_ring(r, hx + u * 0.32f, hy - u * 0.05f, u * 0.34f, fmaxf(1.0f, u * 0.06f), kit_hex(0x2B2118, a));
}

/* Card id: a currency 0..3, or -1 for the back. */
static void thief_body(AppContext *ctx, int currency, SDL_FRect rect, bool flag)
{
    (void)flag;
    SDL_Renderer *r = ctx->renderer;
    Uint8 a = 255;
    float w = rect.w, cx = rect.x + w / 2;
    if (currency < 0) {
        kit_card_face(r, rect, kit_hex(THIEF_EDGE, a), kit_hex(0x6B3A5E, a), kit_hex(THIEF_EDGE, a));
        float cy = rect.y + rect.h / 2, u = w * 0.2f;
        paint_round_rect(r, (SDL_FRect){cx - u * 1.4f, cy - u * 0.45f, u * 2.8f, u * 0.9f}, u * 0.4f, kit_hex(0x141014, a));
        paint_circle(r, cx - u * 0.6f, cy, u * 0.22f, kit_hex(0xE3B92E, a));
        paint_circle(r, cx + u * 0.6f, cy, u * 0.22f, kit_hex(0xE3B92E, a));
        return;
    }
    SDL_Color cur = currency_colour(currency);
    SDL_FRect face = kit_card_face(r, rect, cur, kit_hex(0xFBF5E8, a), paint_mix(kit_hex(0xEDE3C8, a), cur, 0.18f));
    thief_figure(r, cx - w * 0.06f, face.y + face.h * 0.42f, w * 0.24f, cur, a);
    /* the currency's band at the foot */
    paint_round_rect(r, (SDL_FRect){face.x + face.w * 0.12f, face.y + face.h * 0.8f, face.w * 0.76f, face.h * 0.1f},
                     face.h * 0.05f, cur);
}

/* A thief of `currency` (-1: face down), alpha faded. */
static void thief_card_draw(AppContext *ctx, int currency, SDL_FRect rect, float alpha)
{
    material_shadow(ctx, rect, 0.08f, 0.0f, (Uint8)(120 * alpha));
    kit_cached(ctx, "thief", thief_body, currency, false, rect, alpha, kit_hex(THIEF_EDGE, 255), false);
}

/* The four currencies' thieves and the back. */
static void samples(AppContext *ctx, float x, float y, float s)
{
    float w = 62 * s, gap = 8 * s;
    for (int c = -1; c < ALH_NUM_CURRENCIES; c++) {
        thief_card_draw(ctx, c, (SDL_FRect){x, y, w, w * CARD_ASPECT}, 1.0f);
        x += w + gap;
    }
}

/* ------------------------------------------------------------------ its moments */

static bool log_event(Match *m, const AlhEvent *e, const AlhCardSet *paid)
{
    (void)paid;
    if (e->type != ALH_EV_THIEF_PLAYED)
        return false;
    AlhCardSet taken = {{0}};
    alh_cards_add(&taken, e->card);
    MATCH_LOG(m, e->player, "mod.log_thief", match_arg_seat("who", e->player), match_arg_cards("cards", &taken));
    return false;
}

/* The card flies from the display into the thief's hand. */
static bool animate(Anim *a, const AlhEvent *e, bool same)
{
    (void)same;
    if (e->type != ALH_EV_THIEF_PLAYED)
        return false;
    anim_fly_card(a, e->card, anim_place(AP_DISPLAY, -1, e->slot), anim_place(AP_HAND, e->player, 0), false);
    a->sounds |= ANIM_SFX_COIN;
    return true;
}

static const char *pass_reason(int phase) { return phase == ALH_PHASE_THIEVES ? "pass.reason_thieves" : NULL; }

/* ------------------------------------------------------------------ at the table */

static bool tray_secret(int type) { return type == ALH_CMD_THIEF; }

static void describe(AppContext *ctx, const AlhGame *g, const AlhCommand *c, int form, char *out, size_t size)
{
    if (c->type != ALH_CMD_THIEF || !c->slots)
        return;
    int slot = __builtin_ctz(c->slots);
    char words[64];
    table_mod_card_words(ctx, slot < ALH_DISPLAY_SLOTS ? g->display[slot] : ALH_CARD_NONE, words, sizeof words);
    phrase(ctx, out, size,
           form == MOD_WORDS_FULL     ? "mod.thief_full"
           : form == MOD_WORDS_CHOICE ? "mod.thief_choice"
                                      : "mod.thief_kind",
           (const PhraseArg[]){PH_TEXT("card", words)}, 1);
}

/* The legal THIEF command for display slot `slot`, if any. */
static bool thief_for(TableFrame *f, int slot, AlhCommand *out)
{
    size_t n;
    const AlhCommand *legal = table_mod_legal(f, &n);
    for (size_t i = 0; i < n; i++)
        if (legal[i].type == ALH_CMD_THIEF && legal[i].slots == (1u << slot)) {
            *out = legal[i];
            return true;
        }
    return false;
}

/* On a shared screen (table mode) the cards a thief may take would tell the thieves' currencies:
 * they are ringed only while the owner shows their secrets. */
static bool secrets_shown(const TableFrame *f) { return !f->L.table_mode || (f->in && f->in->reveal_secrets); }

static bool display_usable(const TableFrame *f, int slot)
{
    return f->mover >= 0 && secrets_shown(f) && alh_thief_may_take(&f->m->game, f->mover, slot);
}

static void display_click(TableFrame *f, int slot)
{
    AlhCommand c;
    if (!thief_for(f, slot, &c)) {
        table_mod_refuse(f, ALH_ERR_NO_THIEF);
        return;
    }
    audio_play(f->ctx, SFX_CLICK);
    table_mod_choose(f, &c);
}

static bool any_thief(TableFrame *f)
{
    size_t n;
    const AlhCommand *legal = table_mod_legal(f, &n);
    for (size_t i = 0; i < n; i++)
        if (legal[i].type == ALH_CMD_THIEF)
            return true;
    return false;
}

/* In another module's phase (the vizier hosts the window after a turn): say a thief may be played,
 * or that none can, when the player is asked for their thieves (asked with nothing to do, the hint
 * said only "Player 1, the turn is over." over a Decline button). */
static void phase_hint_more(const TableFrame *f, char *out, size_t size)
{
    if (f->g->phase == ALH_PHASE_THIEVES || !f->can_act || f->mover < 0 ||
        !alh_window_offers_module(&f->m->game, ALH_MOD_THIEVES, f->mover))
        return;
    if (!secrets_shown(f)) /* the same words whatever one's thieves are */
        snprintf(out, size, "%s", tr(f->ctx, "mod.thief_hint_show"));
    else if (any_thief((TableFrame *)f))
        snprintf(out, size, "%s", tr(f->ctx, "mod.thief_hint_more"));
    else
        snprintf(out, size, "%s", tr(f->ctx, "mod.thief_hint_none_more"));
}

/* The window the thieves host: click a ringed card, or let the moment pass. */
static void phase_panel(TableFrame *f, const SDL_Rect b[4], char *hint, size_t size)
{
    AppContext *ctx = f->ctx;
    /* On a shared screen, the same words whatever one's thieves are, until their owner shows them. */
    const char *key = !secrets_shown(f) ? "mod.thief_hint_table" : !any_thief(f) ? "mod.thief_hint_none" : "mod.thief_hint";
    trf(ctx, hint, size, key, table_seat_name(f->m, f->mover), NULL);
    if (ui_button(ctx, "table.mod.decline", b[1], tr(ctx, "mod.thief_decline"), UI_SECONDARY)) {
        AlhCommand d = {0};
        d.type = ALH_CMD_DECLINE;
        d.player = (uint8_t)f->mover;
        table_mod_apply(f, &d);
    }
}

/* ------------------------------------------------------------------ the panel */

/* The section's heading: short, since it shares a row with the other compact sections; whose
 * thieves they are is in its tooltip. */
static const char *heading(const TableFrame *f) { return tr(f->ctx, "table.mod.thieves"); }

static int row_height(const TableFrame *f)
{
    int h = table_modules_px(f, 56);
    return h < 30 ? 30 : h;
}

/* As tall as the cards want; with less room one line (the heading with small cards beside it); on a
 * panel with no room left at all (the smallest screens with every module) it gives way: one's thieves
 * then show as the money cards ringed in gold when the moment comes. */
static int panel_height(const TableFrame *f, int w, int room)
{
    int line = text_line_height(f->ctx, FONT_BOLD, table_modules_text_px(f, 15)) + table_modules_px(f, 2);
    int label = table_modules_heading_height(f, w, heading(f)), want = label + row_height(f);
    if (room < line)
        return 0;
    return want <= room ? want : line; /* never more than its one line when short: the room is the others' too */
}

/* The home player's thieves by currency, with how many of each, as wide as the section lets them;
 * nobody's while the hand is hidden, face down on a shared screen until their owner shows them. */
static void panel_draw(TableFrame *f, SDL_Rect S)
{
    AppContext *ctx = f->ctx;
    const AlhGame *g = f->g;
    int home = f->home, fs = table_modules_text_px(f, 14);
    SDL_Color muted = table_modules_ink(true);
    char buf[UI_TIP_TEXT], id[48];
    bool has_home = home >= 0 && home < g->num_players;
    if (f->L.table_mode && f->in->reveal_secrets && has_home) {
        SDL_FRect frame = {(float)S.x - 3, (float)S.y - 3, (float)S.w + 6, (float)S.h + 6};
        paint_round_rect_outline(ctx->renderer, frame, 6 * f->L.s, 3 * f->L.s, kit_hex(0xB03A2E, 255));
    }
    int label = table_modules_heading_height(f, S.w, heading(f));
    SDL_Rect R;
    if (S.h >= label + table_modules_px(f, 20)) { /* the heading, the cards under it */
        table_modules_heading(f, S, heading(f));
        R = (SDL_Rect){S.x, S.y + label, S.w, S.h - label};
    } else { /* one line: the heading, the cards after it */
        int hw = 0, hh = 0;
        text_measure(ctx, FONT_BOLD, table_modules_text_px(f, 15), heading(f), &hw, &hh);
        text_draw(ctx, FONT_BOLD, table_modules_text_px(f, 15), S.x, S.y + S.h / 2, table_modules_ink(false),
                  TEXT_LEFT | TEXT_MIDDLE, heading(f));
        label = S.h;
        R = (SDL_Rect){S.x + hw + table_modules_px(f, 8), S.y, S.w - hw - table_modules_px(f, 8), S.h};
    }
    if (has_home)
        PHRASE(ctx, buf, f->L.table_mode && f->in && f->in->reveal_secrets ? "table.mod.thieves_secret" : "table.mod.thieves_of",
               PH_TEXT("who", table_seat_name(f->m, home)));
    ui_tooltip(ctx, "table.mod.thieves", (SDL_Rect){S.x, S.y, S.w, label}, has_home ? buf : tr(ctx, "table.mod.thieves_hidden"));
    if (!has_home) {
        text_draw_ellipsis(ctx, FONT_UI, fs, R.x, R.y + R.h / 2, R.w, muted, TEXT_LEFT | TEXT_MIDDLE,
                           tr(ctx, "table.mod.thieves_hidden"));
        return;
    }
    int n = g->mod.thieves.count[home];
    if (n == 0) {
        text_draw_ellipsis(ctx, FONT_UI, fs, R.x, R.y + R.h / 2, R.w, muted, TEXT_LEFT | TEXT_MIDDLE,
                           tr(ctx, "table.mod.thieves_none"));
        return;
    }
    bool shown = !f->L.table_mode || f->in->reveal_secrets;
    bool owner_may = f->L.table_mode && home < f->m->num_seats && !f->m->seats[home].is_bot && f->can_act;
    if (owner_may) { /* a shared screen: the button, and the cards only while shown */
        int bh = R.h < table_modules_px(f, 36) ? R.h : table_modules_px(f, 36);
        SDL_Rect b = {R.x, R.y + R.h - bh, shown ? R.w / 3 : R.w, bh};
        if (ui_button(ctx, shown ? "table.mod.hide" : "table.mod.reveal", b,
                      tr(ctx, shown ? "table.mod.thieves_hide" : "table.mod.thieves_reveal"), shown ? UI_SECONDARY : UI_TILE))
            f->in->reveal_secrets = !shown;
        if (!shown)
            return;
        R.x += b.w + table_modules_px(f, 4);
        R.w -= b.w + table_modules_px(f, 4);
    }
    if (!shown) { /* (a hand shown on a shared screen is someone's: nothing of it) */
        PHRASE(ctx, buf, "table.mod.thieves_face_down", PH_NUM("n", n));
        text_draw_ellipsis(ctx, FONT_UI, fs, R.x, R.y + R.h / 2, R.w, muted, TEXT_LEFT | TEXT_MIDDLE, buf);
        return;
    }
    int kinds[ALH_NUM_CURRENCIES], k = 0;
    for (int c = 0; c < ALH_NUM_CURRENCIES; c++)
        if (alh_thieves_held(g, home, c))
            kinds[k++] = c;
    /* Each kind: a card and "xN" beside it, as large as the row's height and the width allow. */
    int count_w = 0, text_h = 0;
    text_measure(ctx, FONT_BOLD, fs,
                 "\xc3\x97"
                 "3",
                 &count_w, &text_h);
    count_w += table_modules_px(f, 3);
    int item_w = R.w / (k > 0 ? k : 1), ch = R.h, cw = (int)((float)ch / CARD_ASPECT);
    if (cw > item_w - count_w) {
        cw = item_w - count_w;
        ch = (int)((float)cw * CARD_ASPECT);
    }
    if (cw < 6)
        return;
    for (int i = 0; i < k; i++) {
        int x = R.x + i * item_w, y = R.y + (R.h - ch) / 2;
        thief_card_draw(ctx, kinds[i], (SDL_FRect){(float)x, (float)y, (float)cw, (float)ch}, 1.0f);
        int held = alh_thieves_held(g, home, kinds[i]);
        char count[8], cur[48], key[48];
        snprintf(count, sizeof count, "\xc3\x97%d", held);
        text_draw(ctx, FONT_BOLD, fs, x + cw + table_modules_px(f, 2), y + ch / 2, table_modules_ink(false),
                  TEXT_LEFT | TEXT_MIDDLE, count);
        phrase_noun(ctx, cur, sizeof cur, phrase_currency_noun(kinds[i], key, sizeof key), NULL);
        PHRASE(ctx, buf, "table.tip.thieves_kind", PH_NUM("n", held), PH_TEXT("cur", cur));
        snprintf(id, sizeof id, "table.mod.thief.%d", kinds[i]);
        ui_tooltip(ctx, id, (SDL_Rect){x, y, item_w, ch}, buf);
    }
}

/* How many thieves a player holds (public; which ones is secret): in the row's words and tooltip
 * only, since the rows of a game with every module have no room for one more mark. */
static int row_marks(TableFrame *f, int player, int rx, float cy, int fs, char *parts, size_t size)
{
    (void)cy;
    (void)fs;
    char buf[UI_TIP_TEXT];
    int n = f->g->mod.thieves.count[player];
    if (n == 0) /* none: nothing said ("0 secret thieves") */
        return rx;
    PHRASE(f->ctx, buf, "table.part.thieves_held", PH_NUM("n", n));
    table_modules_row_part(f->ctx, parts, size, buf);
    return rx;
}

const AlhModuleClient alh_client_thieves = {
    .draw_samples = samples,
    .samples_width = 360,
    .log_event = log_event,
    .animate = animate,
    .pass_reason = pass_reason,
    .window_reason = "pass.reason_thieves",
    .tray_secret = tray_secret,
    .describe = describe,
    .phase_panel = phase_panel,
    .display_usable = display_usable,
    .display_click = display_click,
    .phase_hint_more = phase_hint_more,
    .panel_height = panel_height,
    .panel_draw = panel_draw,
    .panel_order = 3,
    .row_marks = row_marks,
};

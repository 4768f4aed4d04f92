/* SPDX-License-Identifier: MIT */
/* The vizier in the client: a turbaned head in the player's colour, asleep grey with closed eyes; its
 * favour at the table: a market click chooses the tile and an exact payment, a spot or the reserve
 * ends it after confirmation. */
#include "client_module.h"

#include <math.h>
#include "match.h"
#include <stdio.h>
#include <string.h>
#include "audio.h"
#include "i18n.h"
#include "paint.h"
#include "phrase.h"
#include "piece_kit.h"
#include "table_module_actions.h"
#include "ui.h"
#include "vizier/client.h"
#include "text.h"
#include "table_modules.h"

void vizier_draw(AppContext *ctx, float cx, float cy, float radius, SDL_Color colour, bool awake)
{
    SDL_Renderer *r = ctx->renderer;
    /* Everything stays inside the disc of `radius`: the seat's colour behind a face under a turban. */
    SDL_Color back = awake ? colour : paint_mix(colour, kit_hex(0x9A9080, 255), 0.75f);
    SDL_Color face = awake ? kit_hex(0xE9C9A0, 255) : kit_hex(0xC9BBA6, 255);
    SDL_Color turban = awake ? kit_hex(0xFBF5E8, 255) : kit_hex(0xD8D0C2, 255);
    SDL_Color ink = kit_hex(0x2B2118, 255);
    paint_circle(r, cx, cy, radius, back);
    paint_ring(r, cx, cy, radius, fmaxf(1.0f, radius * 0.08f), paint_alpha(ink, 160));
    paint_circle(r, cx, cy + radius * 0.2f, radius * 0.42f, face);
    paint_round_rect(r, (SDL_FRect){cx - radius * 0.55f, cy - radius * 0.55f, radius * 1.1f, radius * 0.55f}, radius * 0.27f,
                     turban);
    paint_circle(r, cx, cy - radius * 0.3f, radius * 0.12f, awake ? kit_hex(0xC99A2E, 255) : kit_hex(0x9A9080, 255));
    float ey = cy + radius * 0.2f, ex = radius * 0.17f, lw = fmaxf(1.0f, radius * 0.09f);
    if (awake) {
        paint_circle(r, cx - ex, ey, fmaxf(0.8f, radius * 0.07f), ink);
        paint_circle(r, cx + ex, ey, fmaxf(0.8f, radius * 0.07f), ink);
    } else {
        paint_line(r, cx - ex - radius * 0.08f, ey, cx - ex + radius * 0.08f, ey, lw, ink);
        paint_line(r, cx + ex - radius * 0.08f, ey, cx + ex + radius * 0.08f, ey, lw, ink);
    }
}

/* Awake and asleep. */
static void samples(AppContext *ctx, float x, float y, float s)
{
    vizier_draw(ctx, x + 30 * s, y + 30 * s, 28 * s, app_player_colour(1), true);
    vizier_draw(ctx, x + 30 * s, y + 96 * s, 28 * s, app_player_colour(1), false);
}

static const char *pass_reason(int phase) { return phase == ALH_PHASE_VIZIER ? "pass.reason_vizier" : NULL; }

/* Bought out of turn: from the market first, then built or reserved as the events that follow say. */
static bool animate(Anim *a, const AlhEvent *e, bool same)
{
    (void)same;
    if (e->type != ALH_EV_VIZIER_USED)
        return false;
    anim_fly_tile(a, e->tile, anim_place(AP_MARKET, -1, e->slot), anim_place(AP_PENDING, e->player, 0), false);
    a->sounds |= ANIM_SFX_PAY;
    return true;
}

/* ------------------------------------------------------------------ at the table */

static int tray_rank(int type) { return type == ALH_CMD_WAKE_VIZIER ? 4 : 0; }

static void describe(AppContext *ctx, const AlhGame *g, const AlhCommand *c, int form, char *out, size_t size)
{
    if (c->type == ALH_CMD_WAKE_VIZIER) {
        snprintf(out, size, "%s", tr(ctx, form == MOD_WORDS_FULL ? "mod.wake_vizier_full" : "mod.wake_vizier"));
        return;
    }
    if (c->type != ALH_CMD_VIZIER_BUY || c->space >= ALH_BUY_SPACES)
        return;
    AlhBuySpace bs = alh_buy_space(g, c->space); /* a market tile, or one on offer beside the market */
    int tile = bs.tile;
    char noun[32], cur[32];
    phrase(ctx, out, size,
           c->slots    ? "mod.vizier_confirm_reserve"
           : c->option ? "mod.vizier_confirm_gate"
                       : "mod.vizier_confirm",
           (const PhraseArg[]){PH_NOUN("tile", table_mod_tile_noun(tile, noun, sizeof noun)), PH_NUM("price", bs.price),
                               PH_NOUN("cur", phrase_currency_noun(bs.currency, cur, sizeof cur))},
           3);
}

/* The exact payment with the fewest cards for space among the legal VIZIER_BUY commands. */
static bool exact_payment(TableFrame *f, int space, AlhCardSet *out)
{
    size_t n;
    const AlhCommand *legal = table_mod_legal(f, &n);
    int best = 1 << 30;
    for (size_t i = 0; i < n; i++) {
        const AlhCommand *c = &legal[i];
        if (c->type != ALH_CMD_VIZIER_BUY || c->space != space || c->slots != 1)
            continue;
        if (alh_cards_count(&c->cards) < best) {
            best = alh_cards_count(&c->cards);
            *out = c->cards;
        }
    }
    return best < (1 << 30);
}

static void market_click(TableFrame *f, int space)
{
    TableInput *in = f->in;
    const AlhGame *g = &f->m->game;
    AlhBuySpace bs = alh_buy_space(g, space); /* a market tile, or one on offer beside the market */
    if (!f->can_act || !bs.tile)
        return;
    if (in->market_sel == space) {
        in->market_sel = -1;
        in->held_tile = 0;
        memset(&in->pay_sel, 0, sizeof in->pay_sel);
        return;
    }
    AlhCardSet pay = {{0}};
    if (!exact_payment(f, space, &pay)) {
        char buf[200], noun[32];
        PHRASE(f->ctx, buf, "mod.vizier_cannot", PH_NUM("price", bs.price),
               PH_NOUN("cur", phrase_currency_noun(bs.currency, noun, sizeof noun)));
        table_input_notice(f, buf);
        audio_play(f->ctx, SFX_ERROR);
        return;
    }
    in->notice[0] = '\0'; /* a refusal belongs to the building it answered, not to this one */
    in->market_sel = space;
    in->pay_sel = pay;
    in->held_tile = bs.tile;
    in->held_from = HELD_MARKET;
    in->dragging = false;
    in->view_player = -1;
    audio_play(f->ctx, SFX_CLICK);
}

static bool held_market_command(const TableFrame *f, int x, int y, bool to_reserve, AlhCommand *out)
{
    if (f->in->market_sel < 0 || f->in->held_from != HELD_MARKET)
        return false;
    *out = (AlhCommand){0};
    out->type = ALH_CMD_VIZIER_BUY;
    out->player = (uint8_t)f->mover;
    out->space = (uint8_t)f->in->market_sel;
    out->tile = (uint8_t)f->in->held_tile;
    out->cards = f->in->pay_sel;
    out->slots = to_reserve;
    out->x = (int8_t)(to_reserve ? 0 : x);
    out->y = (int8_t)(to_reserve ? 0 : y);
    return true;
}

static void phase_panel(TableFrame *f, const SDL_Rect b[4], char *hint, size_t size)
{
    AppContext *ctx = f->ctx;
    const AlhGame *g = &f->m->game;
    TableInput *in = f->in;
    AlhCommand c;
    bool pass_label = false;
    if (in->market_sel >= 0 && alh_buy_space(g, in->market_sel).tile && held_market_command(f, 0, 0, true, &c)) {
        AlhBuySpace bs = alh_buy_space(g, in->market_sel);
        char cur[32];
        AlhError err = alh_check(g, &c);
        /* The gold gate bars are named only where the engine offers this purchase through a gate. */
        size_t n;
        const AlhCommand *legal = table_mod_legal(f, &n);
        bool gates = false;
        for (size_t i = 0; i < n && !gates; i++)
            gates = legal[i].type == ALH_CMD_VIZIER_BUY && legal[i].space == c.space && legal[i].option != 0;
        phrase(ctx, hint, size,
               err != ALH_OK ? "mod.vizier_pay"
               : gates       ? "mod.vizier_place_gate"
                             : "mod.vizier_place",
               (const PhraseArg[]){PH_NUM("price", bs.price), PH_NOUN("cur", phrase_currency_noun(bs.currency, cur, sizeof cur)),
                                   PH_NUM("sel", alh_hand_worth(g, &in->pay_sel))},
               3);
        if (ui_button(ctx, "table.mod.vizier_reserve", b[0], tr(ctx, "table.to_reserve"),
                      err == ALH_OK ? UI_SECONDARY : UI_SECONDARY | UI_DISABLED))
            table_mod_choose(f, &c);
    } else {
        /* Asked for another module's move in the window after a turn (the vizier asleep, or no exact
         * purchase): that module's words follow (phase_hint_more). */
        size_t n;
        const AlhCommand *legal = table_mod_legal(f, &n);
        bool buys = false;
        for (size_t i = 0; i < n && !buys; i++)
            buys = legal[i].type == ALH_CMD_VIZIER_BUY;
        trf(ctx, hint, size, buys ? "mod.vizier_hint" : "mod.window_hint", table_seat_name(f->m, f->mover), NULL);
        pass_label = !buys;
    }
    /* Asked for another module's move only, the player lets the moment pass (there is no vizier's
     * offer to decline). */
    if (ui_button(ctx, "table.mod.decline", b[1], tr(ctx, pass_label ? "mod.window_pass" : "mod.decline_vizier"), UI_SECONDARY)) {
        AlhCommand d = {0};
        d.type = ALH_CMD_DECLINE;
        d.player = (uint8_t)f->mover;
        table_mod_apply(f, &d);
    }
}

/* The purchase waiting for confirmation: the building drawn where it will stand. */
static void chosen_overlay(TableFrame *f, const AlhCommand *c)
{
    if (c->type != ALH_CMD_VIZIER_BUY || c->slots || c->space >= ALH_BUY_SPACES)
        return;
    SDL_FRect cell = table_board_cell(&f->bv, c->x, c->y);
    TileLook look = tile_look_default();
    look.alpha = 0.85f;
    look.glow = true;
    draw_tile(f->ctx, c->tile ? c->tile : alh_buy_space(&f->m->game, c->space).tile, cell, &look);
}

/* The game log's lines: the purchase says the cards it was paid with. */
static bool log_event(Match *m, const AlhEvent *e, const AlhCardSet *paid)
{
    if (e->type == ALH_EV_VIZIER_USED) {
        MATCH_LOG(m, e->player, "mod.log_vizier", match_arg_seat("who", e->player), match_arg_tile("tile", e->tile),
                  match_arg_cards("cards", paid));
        return true;
    }
    if (e->type == ALH_EV_VIZIER_WOKEN)
        MATCH_LOG(m, e->player, "mod.log_wake", match_arg_seat("who", e->player));
    return false;
}

/* ------------------------------------------------------------------ the panel */

/* A player's vizier, awake or asleep, at the right of their row. */
static int row_marks(TableFrame *f, int player, int rx, float cy, int fs, char *parts, size_t size)
{
    AppContext *ctx = f->ctx;
    char buf[UI_TIP_TEXT], id[48];
    bool awake = (f->g->mod.vizier.awake >> player) & 1;
    float vr = (float)text_line_height(ctx, FONT_UI, fs) * 0.55f;
    vizier_draw(ctx, (float)rx - vr, cy, vr, table_seat_colour(f->m, player), awake);
    PHRASE(ctx, buf, awake ? "table.tip.vizier_awake" : "table.tip.vizier_asleep", PH_TEXT("who", table_seat_name(f->m, player)));
    snprintf(id, sizeof id, "table.mod.row.%d.vizier", player);
    ui_tooltip(ctx, id, (SDL_Rect){rx - (int)(2 * vr), (int)(cy - vr), (int)(2 * vr), (int)(2 * vr)}, buf);
    table_modules_row_part(ctx, parts, size, tr(ctx, awake ? "table.part.vizier_awake" : "table.part.vizier_asleep"));
    return rx - (int)(2 * vr) - table_modules_px(f, 10);
}

const AlhModuleClient alh_client_vizier = {
    .log_event = log_event,
    .tray_rank = tray_rank,
    .describe = describe,
    .phase_panel = phase_panel,
    .market_click = market_click,
    .held_market_command = held_market_command,
    .chosen_overlay = chosen_overlay,
    .draw_samples = samples,
    .samples_width = 70,
    .pass_reason = pass_reason,
    .window_reason = "pass.reason_vizier",
    .animate = animate,
    .row_marks = row_marks,
};

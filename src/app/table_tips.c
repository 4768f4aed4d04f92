/* SPDX-License-Identifier: MIT */
/* First-game tips (table_tips.h). */
#include "table_tips.h"

#include <stdio.h>
#include "app_internal.h"
#include "i18n.h"
#include "match.h"
#include "paint.h"
#include "panel_picture.h"
#include "settings.h"
#include "since_turn.h"
#include "table.h"
#include "table_module_actions.h"
#include "text.h"
#include "ui.h"

static const char *const tip_names[TIP_COUNT] = {"turn", "buy", "place", "modules"};

TableTip table_tip_kind(const TableFrame *f)
{
    if (!f->can_act || f->mover < 0 || f->m->replay)
        return TIP_NONE;
    const AlhGame *g = f->g;
    if (g->phase == ALH_PHASE_PLACE || g->phase == ALH_PHASE_FINAL_PLACE)
        return TIP_PLACE;
    if (g->phase != ALH_PHASE_ACTION)
        return TIP_NONE;
    if (f->in->market_sel >= 0)
        return TIP_BUY;
    if (table_mod_tray_choices(f->t) > 0)
        return TIP_MODULES;
    return TIP_TURN;
}

TableTip table_tip_shown(const Table *t) { return (TableTip)t->tip_shown; }

static void seen(AppContext *ctx, TableTip tip)
{
    ctx->settings.tips_seen |= 1u << tip;
    settings_save(ctx);
}

/* A tip left without "Got it" is seen once the player has acted on it. */
static void settle_seen(TableFrame *f)
{
    Table *t = f->t;
    if (t->tip_shown != TIP_NONE && f->g->command_count != t->tip_command) {
        seen(f->ctx, (TableTip)t->tip_shown);
        t->tip_shown = TIP_NONE;
    }
}

/* The tip due now, TIP_NONE for none: one thing at a time, not over the summary of the others' turns. */
static TableTip tip_due(TableFrame *f)
{
    AppContext *ctx = f->ctx;
    settle_seen(f);
    TableTip kind = table_tip_kind(f);
    if (!ctx->settings.tips || kind == TIP_NONE || (ctx->settings.tips_seen >> kind) & 1u || table_since_text())
        return TIP_NONE;
    return kind;
}

typedef struct TipBox {
    SDL_Rect box;
    int pad, title_px, px, title_h, body_h, button_h;
    bool on_log;
} TipBox;

/* Where the note goes: at the foot of the game log's column (never over the board, where the spots
 * are clicked), over the log when it fits under its title, else over the players' cards above it;
 * without a log (table mode), at the top right of the board. */
static TipBox tip_box(TableFrame *f, const char *body)
{
    AppContext *ctx = f->ctx;
    TipBox b;
    b.pad = app_px(ctx, 16);
    b.title_px = app_px(ctx, 21) < 13 ? 13 : app_px(ctx, 21);
    b.px = app_px(ctx, 18) < 12 ? 12 : app_px(ctx, 18);
    b.title_h = text_line_height(ctx, FONT_BOLD, b.title_px);
    b.button_h = app_px(ctx, 40) < 28 ? 28 : app_px(ctx, 40);
    int extra = b.pad + b.title_h + app_px(ctx, 6) + app_px(ctx, 10) + b.button_h + b.pad;
    b.on_log = false;
    if (f->L.log.w >= app_px(ctx, 200)) {
        /* at the foot of the log's column; over the players' cards above it when the log is short */
        int w = f->L.log.w;
        b.body_h = text_draw_wrapped(ctx, FONT_UI, b.px, 0, 0, w - 2 * b.pad, PAL_INK, TEXT_LEFT, body, false);
        b.on_log = extra + b.body_h <= f->L.log.h - app_px(ctx, 34); /* under the log's title */
        b.box = (SDL_Rect){f->L.log.x, f->L.log.y + f->L.log.h - extra - b.body_h, w, extra + b.body_h};
        return b;
    }
    int w = f->L.board.w * 46 / 100;
    if (w < app_px(ctx, 420))
        w = f->L.board.w - 2 * app_px(ctx, 14);
    if (w > app_px(ctx, 640))
        w = app_px(ctx, 640);
    b.body_h = text_draw_wrapped(ctx, FONT_UI, b.px, 0, 0, w - 2 * b.pad, PAL_INK, TEXT_LEFT, body, false);
    b.box = (SDL_Rect){f->L.board.x + f->L.board.w - w - app_px(ctx, 14), f->L.board.y + app_px(ctx, 60), w, extra + b.body_h};
    return b;
}

static const char *tip_body(AppContext *ctx, TableTip kind)
{
    char key[48];
    snprintf(key, sizeof key, "tip.%s", tip_names[kind]);
    return tr(ctx, key);
}

int table_tips_log_bottom(TableFrame *f, int bottom)
{
    TableTip kind = tip_due(f);
    if (kind == TIP_NONE)
        return bottom;
    TipBox b = tip_box(f, tip_body(f->ctx, kind));
    return b.on_log && b.box.y - app_px(f->ctx, 6) < bottom ? b.box.y - app_px(f->ctx, 6) : bottom;
}

void table_tips_frame(TableFrame *f)
{
    AppContext *ctx = f->ctx;
    Table *t = f->t;
    TableTip kind = tip_due(f);
    t->tip_rect = (SDL_Rect){0, 0, 0, 0};
    if (kind == TIP_NONE) {
        t->tip_shown = TIP_NONE;
        return;
    }
    if (t->tip_shown != (int)kind)
        t->tip_command = f->g->command_count;
    t->tip_shown = kind;

    const char *body = tip_body(ctx, kind);
    TipBox b = tip_box(f, body);
    SDL_Rect box = b.box;
    t->tip_rect = box;
    int pad = b.pad, w = box.w;
    float s = ctx->scale;
    /* the note stays put while it is shown: a cached picture (its shadow under an opaque body) */
    SDL_Color paper = {0xFF, 0xF8, 0xE6, 0xFF};
    panel_picture_draw(ctx, box, &(PanelStyle){10 * s, 12 * s, 4 * s, 80, paper, paper, 2.5f * s, PAL_GOLD});
    text_trace_cover(ctx, box);
    ui_hit(ctx, "table.tip", box, true); /* a click on the note is not a click on what lies under it */
    int y = box.y + pad;
    char key[48];
    snprintf(key, sizeof key, "tip.%s.title", tip_names[kind]);
    text_draw_fit(ctx, FONT_BOLD, b.title_px, box.x + pad, y, w - 2 * pad, PAL_TERRA_DARK, TEXT_LEFT | TEXT_TOP, tr(ctx, key));
    y += b.title_h + app_px(ctx, 6);
    text_draw_wrapped(ctx, FONT_UI, b.px, box.x + pad, y, w - 2 * pad, PAL_INK, TEXT_LEFT, body, true);
    y += b.body_h + app_px(ctx, 10);
    int ok_w = (w - 2 * pad - app_px(ctx, 10)) / 2;
    SDL_Rect off = {box.x + pad, y, ok_w, b.button_h}, ok = {box.x + w - pad - ok_w, y, ok_w, b.button_h};
    if (ui_button(ctx, "table.tip.ok", ok, tr(ctx, "tip.ok"), UI_PRIMARY)) {
        seen(ctx, kind);
        t->tip_shown = TIP_NONE;
    } else if (ui_button(ctx, "table.tip.off", off, tr(ctx, "tip.off"), UI_GHOST)) {
        ctx->settings.tips = false;
        settings_save(ctx);
        t->tip_shown = TIP_NONE;
    }
}

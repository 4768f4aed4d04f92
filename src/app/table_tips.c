/* SPDX-License-Identifier: MIT */
/* First-game tips (table_tips.h). */
#include "table_tips.h"

#include <stdio.h>
#include "app_internal.h"
#include "i18n.h"
#include "match.h"
#include "paint.h"
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

void table_tips_frame(TableFrame *f)
{
    AppContext *ctx = f->ctx;
    Table *t = f->t;
    /* A tip left without "Got it" is seen once the player has acted on it. */
    if (t->tip_shown != TIP_NONE && f->g->command_count != t->tip_command) {
        seen(ctx, (TableTip)t->tip_shown);
        t->tip_shown = TIP_NONE;
    }
    TableTip kind = table_tip_kind(f);
    /* one thing at a time: not over the summary of the others' turns */
    if (!ctx->settings.tips || kind == TIP_NONE || (ctx->settings.tips_seen >> kind) & 1u || table_since_text()) {
        t->tip_shown = TIP_NONE;
        return;
    }
    if (t->tip_shown != (int)kind)
        t->tip_command = f->g->command_count;
    t->tip_shown = kind;

    char key[48];
    int pad = app_px(ctx, 16), w = f->L.board.w * 46 / 100;
    if (w < app_px(ctx, 420))
        w = f->L.board.w - 2 * app_px(ctx, 14);
    if (w > app_px(ctx, 640))
        w = app_px(ctx, 640);
    int title_px = app_px(ctx, 21) < 13 ? 13 : app_px(ctx, 21), px = app_px(ctx, 18) < 12 ? 12 : app_px(ctx, 18);
    snprintf(key, sizeof key, "tip.%s", tip_names[kind]);
    const char *body = tr(ctx, key);
    int th = text_line_height(ctx, FONT_BOLD, title_px);
    int bh = text_draw_wrapped(ctx, FONT_UI, px, 0, 0, w - 2 * pad, PAL_INK, TEXT_LEFT, body, false);
    int button_h = app_px(ctx, 40) < 28 ? 28 : app_px(ctx, 40);
    SDL_Rect box = {f->L.board.x + f->L.board.w - w - app_px(ctx, 14), f->L.board.y + app_px(ctx, 60), w,
                    pad + th + app_px(ctx, 6) + bh + app_px(ctx, 10) + button_h + pad};
    /* Over the game log when there is one and the note fits it: never over the board, where the
     * spots are clicked. Else at the top right of the board. */
    if (f->L.log.w >= app_px(ctx, 200)) {
        int lw = f->L.log.w;
        int lbh = text_draw_wrapped(ctx, FONT_UI, px, 0, 0, lw - 2 * pad, PAL_INK, TEXT_LEFT, body, false);
        int lh = pad + th + app_px(ctx, 6) + lbh + app_px(ctx, 10) + button_h + pad;
        if (lh <= f->L.log.h) {
            w = lw;
            bh = lbh;
            box = (SDL_Rect){f->L.log.x, f->L.log.y + f->L.log.h - lh, lw, lh};
        }
    }
    SDL_FRect fr = paint_frect(box);
    float s = ctx->scale;
    paint_shadow(ctx->renderer, fr, 10 * s, 12 * s, 4 * s, 80);
    paint_round_rect(ctx->renderer, fr, 10 * s, (SDL_Color){0xFF, 0xF8, 0xE6, 0xFA});
    paint_round_rect_outline(ctx->renderer, fr, 10 * s, 2.5f * s, PAL_GOLD);
    ui_hit(ctx, "table.tip", box, true); /* a click on the note is not a click on the board under it */
    int y = box.y + pad;
    snprintf(key, sizeof key, "tip.%s.title", tip_names[kind]);
    text_draw_fit(ctx, FONT_BOLD, title_px, box.x + pad, y, w - 2 * pad, PAL_TERRA_DARK, TEXT_LEFT | TEXT_TOP, tr(ctx, key));
    y += th + app_px(ctx, 6);
    text_draw_wrapped(ctx, FONT_UI, px, box.x + pad, y, w - 2 * pad, PAL_INK, TEXT_LEFT, body, true);
    y += bh + app_px(ctx, 10);
    int ok_w = (w - 2 * pad - app_px(ctx, 10)) / 2;
    SDL_Rect off = {box.x + pad, y, ok_w, button_h}, ok = {box.x + w - pad - ok_w, y, ok_w, button_h};
    if (ui_button(ctx, "table.tip.ok", ok, tr(ctx, "tip.ok"), UI_PRIMARY)) {
        seen(ctx, kind);
        t->tip_shown = TIP_NONE;
    } else if (ui_button(ctx, "table.tip.off", off, tr(ctx, "tip.off"), UI_GHOST)) {
        ctx->settings.tips = false;
        settings_save(ctx);
        t->tip_shown = TIP_NONE;
    }
}

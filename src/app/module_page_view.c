/* SPDX-License-Identifier: MIT */
/*
 * A module's rules page drawn in a rectangle: its title, its pieces as its client part draws them,
 * then the rules at the largest size that fits. The module browser and the table's rules dialog
 * both show pages this way.
 */
#include "app_internal.h"
#include "client_module.h"
#include "i18n.h"
#include "module_pages.h"
#include "paint.h"
#include "ui.h"

/* Height of a page's text at body size px (draw: also draw it from y). */
static int page_text(AppContext *ctx, const ModulePage *page, SDL_Rect r, int px, bool draw)
{
    int y = r.y;
    char item[1024];
    for (int i = 0; i < page->block_count; i++) {
        const PageBlock *b = &page->blocks[i];
        if (b->kind == PAGE_HEADING) {
            y += i ? px * 6 / 10 : 0;
            y += text_draw_wrapped(ctx, FONT_BOLD, px * 6 / 5, r.x, y, r.w, PAL_TERRA_DARK, TEXT_LEFT, b->text, draw);
            y += px / 4;
        } else if (b->kind == PAGE_ITEM) {
            SDL_snprintf(item, sizeof item, "•  %s", b->text);
            y += text_draw_wrapped(ctx, FONT_UI, px, r.x + px / 2, y, r.w - px / 2, PAL_INK, TEXT_LEFT, item, draw);
            y += px / 5;
        } else {
            y += text_draw_wrapped(ctx, FONT_UI, px, r.x, y, r.w, PAL_INK, TEXT_LEFT, b->text, draw);
            y += px / 3;
        }
    }
    return y - r.y;
}

void module_page_draw(AppContext *ctx, SDL_Rect r, int mod, int *scroll)
{
    paint_fill_rect(ctx->renderer, r, (SDL_Color){0xFB, 0xF4, 0xE4, 0xFF});
    int pad = app_px(ctx, 24);
    SDL_Rect in = paint_inset(r, pad);
    const ModulePage *page = module_page(ctx->settings.language, mod);
    if (!page) {
        ui_label(ctx, in, tr(ctx, "modules.no_page"), FONT_UI, app_px(ctx, 22), PAL_MUTED, TEXT_CENTER | TEXT_MIDDLE);
        return;
    }
    int y = in.y;
    text_draw_fit(ctx, FONT_BOLD, app_px(ctx, 34), in.x, y, in.w, PAL_INK, TEXT_LEFT | TEXT_TOP, page->title);
    y += app_px(ctx, 50);
    const AlhModuleClient *part = client_module(mod);
    if (part->draw_samples && part->samples_width > 0) {
        /* the pieces as the game draws them, at most 130 px tall and the page's width */
        float s = 130.0f * ctx->scale / 200.0f;
        if (part->samples_width * s > (float)in.w)
            s = (float)in.w / part->samples_width;
        SDL_Rect clip = {in.x, y, in.w, (int)(200 * s) + 2};
        SDL_RenderSetClipRect(ctx->renderer, &clip);
        part->draw_samples(ctx, (float)in.x, (float)y, s);
        SDL_RenderSetClipRect(ctx->renderer, NULL);
        y += (int)(200 * s) + app_px(ctx, 14);
    }
    SDL_Rect text = {in.x, y, in.w, in.y + in.h - y};
    int px = app_px(ctx, 21), min_px = app_px(ctx, 13) < 11 ? 11 : app_px(ctx, 13);
    while (px > min_px && page_text(ctx, page, text, px, false) > text.h)
        px--;
    /* Taller than its room even at the smallest size: the rules scroll (the worked example was cut
     * off below the page at 1280x720), with a bar at the right that says so. */
    int total = page_text(ctx, page, text, px, false), over = total - text.h;
    int bar_w = over > 0 ? app_px(ctx, 8) : 0;
    if (over > 0) {
        text.w -= bar_w + app_px(ctx, 8);
        total = page_text(ctx, page, text, px, false);
        over = total - text.h;
    }
    if (over > 0 && ui_point_in(ctx->in.mouse_x, ctx->in.mouse_y, r))
        *scroll -= ctx->in.wheel_y * text_line_height(ctx, FONT_UI, px) * 3;
    if (*scroll > over)
        *scroll = over;
    if (*scroll < 0)
        *scroll = 0;
    SDL_RenderSetClipRect(ctx->renderer, &text);
    page_text(ctx, page, (SDL_Rect){text.x, text.y - *scroll, text.w, text.h}, px, true);
    SDL_RenderSetClipRect(ctx->renderer, NULL);
    if (over > 0) {
        SDL_Rect track = {in.x + in.w - bar_w, text.y, bar_w, text.h};
        paint_round_rect(ctx->renderer, paint_frect(track), (float)bar_w / 2, paint_alpha(PAL_SAND_DARK, 160));
        int thumb_h = text.h * text.h / total, thumb_y = text.y + (text.h - thumb_h) * *scroll / over;
        paint_round_rect(ctx->renderer, paint_frect((SDL_Rect){track.x, thumb_y, bar_w, thumb_h}), (float)bar_w / 2,
                         paint_alpha(PAL_BORDER, 170));
    }
}

/* SPDX-License-Identifier: MIT */
/* How to play: the rules of the base game in six short cards, in our own words, three of them with
 * pictures drawn by the game (howto_pictures.c). */
#include <math.h>
#include "app_internal.h"
#include "backdrop.h"
#include "howto_pictures.h"
#include "i18n.h"
#include "ui.h"

typedef struct Section {
    const char *title, *body;
    SDL_Color accent;
    void (*picture)(AppContext *ctx, SDL_Rect rect); /* drawn by the game under the text, or NULL */
} Section;

void screen_how_to_play_frame(AppContext *ctx, double dt)
{
    (void)dt;
    SDL_Rect area = backdrop_draw(ctx);
    int top = backdrop_title(ctx, tr(ctx, "howto.title"), area.y + app_px(ctx, 24));
    const Section sections[6] = {
        {"howto.goal.title", "howto.goal.body", {0xC9, 0x9A, 0x2E, 255}, NULL},
        {"howto.turn.title", "howto.turn.body", {0x3F, 0x7C, 0xC4, 255}, NULL},
        {"howto.pay.title", "howto.pay.body", {0x3E, 0x8E, 0x4E, 255}, howto_picture_pay},
        {"howto.build.title", "howto.build.body", {0xC2, 0x41, 0x2D, 255}, howto_picture_build},
        {"howto.score.title", "howto.score.body", {0x7A, 0x4A, 0x9C, 255}, howto_picture_score},
        {"howto.end.title", "howto.end.body", {0x8A, 0x5A, 0x2B, 255}, NULL},
    };
    int margin = app_px(ctx, 60), gap = app_px(ctx, 30);
    int bottom = area.y + area.h - app_px(ctx, 120);
    int cols = 3, rows = 2;
    int cw = (area.w - 2 * margin - (cols - 1) * gap) / cols;
    int ch = (bottom - top - (rows - 1) * gap) / rows;
    float s = ctx->scale;
    int pad = app_px(ctx, 34);
    /* one body size for every card: the largest at which the longest text still fits */
    int avail = ch - pad - app_px(ctx, 52) - pad / 2;
    /* One body size for the cards without a picture: the largest at which the longest text fits.
     * A card with a picture starts from that size and keeps at least a quarter of its height for
     * the picture, shrinking its own text a little if it must; the picture takes what is left. */
    int body_px = app_px(ctx, 23), min_px = app_px(ctx, 14) < 10 ? 10 : app_px(ctx, 14);
    for (int i = 0; i < 6; i++)
        while (!sections[i].picture && body_px > min_px &&
               text_draw_wrapped(ctx, FONT_UI, body_px, 0, 0, cw - 2 * pad, PAL_INK, TEXT_LEFT, tr(ctx, sections[i].body),
                                 false) > avail)
            body_px--;
    int card_px[6], pic_h[6];
    for (int i = 0; i < 6; i++) {
        card_px[i] = body_px;
        pic_h[i] = 0;
        if (!sections[i].picture)
            continue;
        int text_h;
        while ((text_h = text_draw_wrapped(ctx, FONT_UI, card_px[i], 0, 0, cw - 2 * pad, PAL_INK, TEXT_LEFT,
                                           tr(ctx, sections[i].body), false)) > avail - ch / 4 &&
               card_px[i] > min_px)
            card_px[i]--;
        pic_h[i] = avail - text_h - app_px(ctx, 10);
        if (pic_h[i] > ch * 45 / 100)
            pic_h[i] = ch * 45 / 100;
    }
    for (int i = 0; i < 6; i++) {
        SDL_Rect card = {area.x + margin + (i % cols) * (cw + gap), top + (i / cols) * (ch + gap), cw, ch};
        ui_panel(ctx, card);
        float sx = (float)(card.x + pad) + 16 * s, sy = (float)(card.y + pad) + 18 * s;
        paint_star8(ctx->renderer, sx, sy, 20 * s, 11 * s, sections[i].accent);
        paint_star8(ctx->renderer, sx, sy, 7 * s, 4 * s, PAL_PARCHMENT);
        text_draw(ctx, FONT_BOLD, app_px(ctx, 30), card.x + pad + app_px(ctx, 48), (int)sy, PAL_TERRA_DARK,
                  TEXT_LEFT | TEXT_MIDDLE, tr(ctx, sections[i].title));
        text_draw_wrapped(ctx, FONT_UI, card_px[i], card.x + pad, card.y + pad + app_px(ctx, 52), card.w - 2 * pad, PAL_INK,
                          TEXT_LEFT, tr(ctx, sections[i].body), true);
        if (sections[i].picture && pic_h[i] > app_px(ctx, 40))
            sections[i].picture(ctx, (SDL_Rect){card.x + pad, card.y + card.h - pad / 2 - pic_h[i], card.w - 2 * pad, pic_h[i]});
    }
    if (backdrop_back_button(ctx, area, "howto.back"))
        app_set_screen(ctx, SCREEN_MENU);
}

/* SPDX-License-Identifier: MIT */
/* The how-to-play cards' pictures, drawn with the game's pieces (howto_pictures.h). */
#include "howto_pictures.h"

#include "draw_card.h"
#include "draw_tile.h"
#include "i18n.h"
#include "paint.h"
#include "text.h"

/* The first building with this price and exactly these walls (bits of AlhTileInfo.walls); any
 * wall set when walls_any. 0 when there is none. */
static int building(int price, unsigned walls, bool walls_any)
{
    for (int t = 1; t <= ALH_NUM_TILES; t++) {
        const AlhTileInfo *i = alh_tile_info(t);
        if ((price <= 0 || i->price == price) && (walls_any || i->walls == walls))
            return t;
    }
    return 0;
}

/* A tick or a cross under a picture. */
static void verdict(AppContext *ctx, float cx, float cy, float size, bool ok)
{
    float w = size * 0.16f;
    if (ok) {
        paint_line(ctx->renderer, cx - size * 0.4f, cy, cx - size * 0.1f, cy + size * 0.3f, w, PAL_LEGAL);
        paint_line(ctx->renderer, cx - size * 0.1f, cy + size * 0.3f, cx + size * 0.45f, cy - size * 0.35f, w, PAL_LEGAL);
    } else {
        paint_line(ctx->renderer, cx - size * 0.35f, cy - size * 0.35f, cx + size * 0.35f, cy + size * 0.35f, w, PAL_ILLEGAL);
        paint_line(ctx->renderer, cx - size * 0.35f, cy + size * 0.35f, cx + size * 0.35f, cy - size * 0.35f, w, PAL_ILLEGAL);
    }
}

static int caption_px(AppContext *ctx)
{
    int px = app_px(ctx, 19);
    return px < 11 ? 11 : px;
}

void howto_picture_pay(AppContext *ctx, SDL_Rect r)
{
    /* denar 5 + denar 3 = a building priced 8: exact, another action */
    int px = caption_px(ctx);
    float h = (float)(r.h - text_line_height(ctx, FONT_BOLD, px) - app_px(ctx, 8));
    float cw = h * 0.68f, gap = h * 0.12f;
    float total = 2 * cw + gap + h * 0.35f + h;
    float x = (float)r.x + ((float)r.w - total) / 2, y = (float)r.y;
    int denar = ALH_DENAR;
    draw_card(ctx, alh_card_make(denar, 5, 0), (SDL_FRect){x, y, cw, h}, 1.0f, false);
    draw_card(ctx, alh_card_make(denar, 3, 0), (SDL_FRect){x + cw + gap, y, cw, h}, 1.0f, false);
    float ex = x + 2 * cw + gap;
    text_draw(ctx, FONT_BOLD, (int)(h * 0.3f), (int)(ex + h * 0.17f), (int)(y + h / 2), PAL_INK, TEXT_CENTER | TEXT_MIDDLE, "=");
    TileLook look = tile_look_default();
    int tile = howto_pay_example_tile();
    draw_tile(ctx, tile ? tile : 1, (SDL_FRect){ex + h * 0.35f, y, h, h}, &look);
    text_draw_fit(ctx, FONT_BOLD, px, r.x + r.w / 2, (int)(y + h) + app_px(ctx, 8), r.w, PAL_TILE_GREEN, TEXT_CENTER | TEXT_TOP,
                  tr(ctx, "howto.pic.exact"));
}

int howto_pay_example_tile(void) { return building(8, 0, true); }

int howto_build_example_tile(bool allowed)
{
    /* allowed: a wall on the north only, its open west side against the fountain; not allowed: a
     * wall on its west side too, against the fountain's open side */
    unsigned north = 1u << ALH_NORTH, west = 1u << ALH_WEST;
    return building(0, allowed ? north : north | west, false);
}

/* The fountain and the example building east of it. */
static void scene(AppContext *ctx, float x, float y, float cell, bool allowed)
{
    TileLook look = tile_look_default();
    look.show_price = false;
    look.owner = app_player_colour(0);
    draw_tile(ctx, ALH_TILE_FOUNTAIN, (SDL_FRect){x, y, cell, cell}, &look);
    int tile = howto_build_example_tile(allowed);
    if (tile)
        draw_tile(ctx, tile, (SDL_FRect){x + cell, y, cell, cell}, &look);
}

void howto_picture_build(AppContext *ctx, SDL_Rect r)
{
    /* two scenes side by side, each in half the width: allowed (a tick) and not allowed (a cross) */
    int px = caption_px(ctx);
    float cap = (float)text_line_height(ctx, FONT_BOLD, px) + (float)app_px(ctx, 6);
    float half = (float)r.w / 2;
    float cell = (float)r.h - cap;
    if (cell * 2.5f > half)
        cell = half / 2.5f;
    float y = (float)r.y;
    for (int k = 0; k < 2; k++) {
        bool allowed = k == 0;
        float x = (float)r.x + half * (float)k + (half - 2 * cell) / 2;
        scene(ctx, x, y, cell, allowed);
        verdict(ctx, x + 2 * cell - cell * 0.1f, y + cell * 0.18f, cell * 0.4f, allowed);
        text_draw_fit(ctx, FONT_BOLD, px, (int)(x + cell), (int)(y + cell) + app_px(ctx, 6), (int)half - app_px(ctx, 8),
                      allowed ? PAL_TILE_GREEN : PAL_ILLEGAL, TEXT_CENTER | TEXT_TOP,
                      tr(ctx, allowed ? "howto.pic.legal" : "howto.pic.illegal"));
    }
}

void howto_picture_score(AppContext *ctx, SDL_Rect r)
{
    /* a column per type: its chip, then the points of each scoring for 1st, 2nd, 3rd place */
    static const int base[3][3] = {{1, 0, 0}, {8, 1, 0}, {16, 8, 1}};
    int px = caption_px(ctx);
    int label_w = app_px(ctx, 70);
    float colw = (float)(r.w - label_w) / ALH_NUM_TYPES;
    float row = (float)r.h / 4;
    float chip = row * 0.9f < colw * 0.7f ? row * 0.9f : colw * 0.7f;
    /* The widest cell, the tower's in the final scoring, sets the size: "21 · 13 · 6", or closer
     * "21·13·6", at the caption's size or smaller down to 11 pixels (a column is narrow: even at
     * 1920x1080 the spaced cell needs more than its column). Left out where even that would be
     * cut or the rows print over one another (a small window): the card's words say the same. */
    const char *sep = " \xC2\xB7 ";
    for (;; px--) {
        int spaced = 0, close = 0;
        text_measure(ctx, FONT_UI, px, "21 \xC2\xB7 13 \xC2\xB7 6", &spaced, NULL);
        text_measure(ctx, FONT_UI, px,
                     "21\xC2\xB7"
                     "13\xC2\xB7"
                     "6",
                     &close, NULL);
        float room = colw - (float)app_px(ctx, 4);
        if ((float)spaced <= room)
            break;
        if ((float)close <= room) {
            sep = "\xC2\xB7";
            break;
        }
        if (px <= 11)
            return;
    }
    if (row < (float)text_line_height(ctx, FONT_UI, px))
        return;
    for (int t = 0; t < ALH_NUM_TYPES; t++)
        draw_type_chip(ctx, t, (SDL_FRect){(float)(r.x + label_w) + colw * (float)t + (colw - chip) / 2, (float)r.y, chip, chip});
    char key[40], cell[32];
    for (int round = 1; round <= 3; round++) {
        int y = (int)((float)r.y + row * (float)round + row / 2);
        SDL_snprintf(key, sizeof key, "howto.pic.round%d", round);
        text_draw_fit(ctx, FONT_BOLD, px, r.x, y, label_w - app_px(ctx, 6), PAL_MUTED, TEXT_LEFT | TEXT_MIDDLE, tr(ctx, key));
        for (int t = 0; t < ALH_NUM_TYPES; t++) {
            int n = 0;
            cell[0] = '\0';
            for (int place = 0; place < round; place++)
                n += SDL_snprintf(cell + n, sizeof cell - (size_t)n, "%s%d", place ? sep : "",
                                  base[round - 1][place] + t); /* the rarer the type, the more it pays (R6) */
            text_draw_fit(ctx, FONT_UI, px, (int)((float)(r.x + label_w) + colw * ((float)t + 0.5f)), y,
                          (int)colw - app_px(ctx, 4), PAL_INK, TEXT_CENTER | TEXT_MIDDLE, cell);
        }
    }
}

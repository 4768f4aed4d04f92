/* SPDX-License-Identifier: MIT */
/* The shell screens' setting: sandstone with a faint tiled pattern inside a zellige border. */
#include "backdrop.h"

#include <math.h>
#include "assets.h"
#include "drawn_cache.h"
#include "i18n.h"
#include "ui.h"

static void draw_pattern(AppContext *ctx, SDL_Rect area)
{
    SDL_Renderer *r = ctx->renderer;
    float cell = 120 * ctx->scale;
    SDL_Texture *tile = assets_texture(ctx, "gfx/table-bg.svg", (int)cell * 2, (int)cell * 2);
    SDL_RenderSetClipRect(r, &area);
    if (tile) {
        int step = (int)cell * 2;
        for (int y = area.y; y < area.y + area.h; y += step)
            for (int x = area.x; x < area.x + area.w; x += step) {
                SDL_Rect d = {x, y, step, step};
                SDL_RenderCopy(r, tile, NULL, &d);
            }
    } else {
        /* a quiet lattice of eight-pointed stars, a shade darker than the sandstone */
        SDL_Color faint = paint_alpha(PAL_SAND_DARK, 150);
        int cols = (int)(area.w / cell) + 2, rows = (int)(area.h / cell) + 2;
        for (int j = 0; j < rows; j++)
            for (int i = 0; i < cols; i++) {
                float cx = (float)area.x + (float)i * cell, cy = (float)area.y + (float)j * cell;
                paint_star8(r, cx, cy, cell * 0.22f, cell * 0.15f, faint);
                paint_star8(r, cx + cell * 0.5f, cy + cell * 0.5f, cell * 0.08f, cell * 0.05f, faint);
            }
    }
    SDL_RenderSetClipRect(r, NULL);
    /* a soft vignette towards the border: warmer, darker edges */
    paint_frame_shade(r, area, 90 * ctx->scale, paint_alpha((SDL_Color){0x9A, 0x6A, 0x3A, 255}, 70));
}

/* Draws the whole background into the current target. */
static void paint_backdrop(AppContext *ctx, SDL_Rect inner, int band)
{
    SDL_Renderer *r = ctx->renderer;
    int W = ctx->width, H = ctx->height;
    paint_fill_rect(r, (SDL_Rect){0, 0, W, H}, PAL_SANDSTONE);
    draw_pattern(ctx, inner);
    /* the zellige frame: four bands, then a gold fillet and a terracotta line inside it */
    /* deep tile colours, unlike the quiet zellige.svg which suits large areas better */
    SDL_Rect bands[4] = {
        {0, 0, W, band}, {0, H - band, W, band}, {0, band, band, H - 2 * band}, {W - band, band, band, H - 2 * band}};
    for (int i = 0; i < 4; i++)
        paint_zellige_band(r, paint_frect(bands[i]), (float)band, (SDL_Color){0x1F, 0x4A, 0x6E, 255},
                           (SDL_Color){0x2E, 0x7A, 0x62, 255}, PAL_GOLD);
    float s = ctx->scale;
    SDL_FRect in = paint_frect(inner);
    paint_round_rect_outline(r, (SDL_FRect){in.x - 2 * s, in.y - 2 * s, in.w + 4 * s, in.h + 4 * s}, 0, 4 * s, PAL_GOLD);
    paint_round_rect_outline(r, (SDL_FRect){in.x + 2 * s, in.y + 2 * s, in.w - 4 * s, in.h - 4 * s}, 0, 2 * s,
                             paint_alpha(PAL_TERRA_DARK, 160));
}

void backdrop_flush(AppContext *ctx)
{
    for (int i = 0; i < LAYER_COUNT; i++) {
        if (ctx->layers[i])
            SDL_DestroyTexture(ctx->layers[i]);
        ctx->layers[i] = NULL;
    }
}

/* The layer of `slot` at the window's size, painted once (NULL: no render targets). */
static SDL_Texture *layer(AppContext *ctx, int slot, void (*paint)(AppContext *ctx))
{
    SDL_Renderer *r = ctx->renderer;
    SDL_Texture **tex = &ctx->layers[slot];
    int W = ctx->width, H = ctx->height, tw = 0, th = 0;
    if (*tex && (SDL_QueryTexture(*tex, NULL, NULL, &tw, &th) != 0 || tw != W || th != H)) {
        SDL_DestroyTexture(*tex);
        *tex = NULL;
    }
    if (!*tex) {
        *tex = SDL_CreateTexture(r, drawn_cache_opaque_format(ctx), SDL_TEXTUREACCESS_TARGET, W, H);
        SDL_Texture *previous = SDL_GetRenderTarget(r);
        if (*tex && SDL_SetRenderTarget(r, *tex) == 0) {
            paint(ctx);
            SDL_SetRenderTarget(r, previous);
            SDL_SetTextureBlendMode(*tex, SDL_BLENDMODE_NONE);
        } else if (*tex) {
            SDL_DestroyTexture(*tex);
            *tex = NULL;
        }
    }
    return *tex;
}

void backdrop_cover(AppContext *ctx, SDL_Texture *tex)
{
    SDL_Renderer *r = ctx->renderer;
    if (SDL_RenderCopy(r, tex, NULL, NULL) == 0 && !SDL_GetRenderTarget(r)) {
        ctx->covered_frame = ctx->frame; /* the whole window, opaque: the next frame need not clear it */
        ctx->covered_screen = (int)ctx->screen;
    }
}

/* The layer copied over the window. */
static void draw_layer(AppContext *ctx, int slot, void (*paint)(AppContext *ctx))
{
    SDL_Texture *tex = layer(ctx, slot, paint);
    if (!tex) {
        paint(ctx); /* no render targets: draw it every frame */
        return;
    }
    backdrop_cover(ctx, tex);
}

void backdrop_cached(AppContext *ctx, int slot, void (*paint)(AppContext *ctx)) { draw_layer(ctx, slot, paint); }

static void paint_sandstone(AppContext *ctx)
{
    int band = app_px(ctx, 40);
    paint_backdrop(ctx, (SDL_Rect){band, band, ctx->width - 2 * band, ctx->height - 2 * band}, band);
}

/* The table: sandstone flags with their grain, lit from the upper left, the edges in shade. */
static void paint_table(AppContext *ctx)
{
    SDL_Renderer *r = ctx->renderer;
    int W = ctx->width, H = ctx->height;
    paint_fill_rect(r, (SDL_Rect){0, 0, W, H}, PAL_SANDSTONE);
    int step = (int)(240 * ctx->scale);
    if (step < 64)
        step = 64;
    SDL_Texture *tile = assets_texture(ctx, "gfx/table-bg.svg", step, step);
    if (tile) {
        SDL_SetTextureAlphaMod(tile, 255);
        for (int y = 0; y < H; y += step)
            for (int x = 0; x < W; x += step)
                SDL_RenderCopy(r, tile, NULL, &(SDL_Rect){x, y, step, step});
    }
    /* the light: a broad warm glow over the upper left, fading across the table */
    SDL_Color warm = {0xFF, 0xF4, 0xDC, 60}, none = {0xFF, 0xF4, 0xDC, 0};
    SDL_Vertex v[4] = {{{0, 0}, warm, {0, 0}},
                       {{(float)W, 0}, none, {0, 0}},
                       {{(float)W, (float)H}, none, {0, 0}},
                       {{0, (float)H}, none, {0, 0}}};
    int idx[6] = {0, 1, 2, 0, 2, 3};
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
    SDL_RenderGeometry(r, NULL, v, 4, idx, 6);
    paint_frame_shade(r, (SDL_Rect){0, 0, W, H}, 120 * ctx->scale, paint_alpha((SDL_Color){0x8A, 0x5A, 0x2E, 255}, 80));
}

void backdrop_table(AppContext *ctx) { backdrop_cached(ctx, LAYER_TABLE, paint_table); }

SDL_Texture *backdrop_table_layer(AppContext *ctx) { return layer(ctx, LAYER_TABLE, paint_table); }

SDL_Rect backdrop_draw(AppContext *ctx)
{
    int band = app_px(ctx, 40);
    /* hundreds of small stars: drawn once into a texture, then copied each frame */
    backdrop_cached(ctx, LAYER_BACKDROP, paint_sandstone);
    return (SDL_Rect){band, band, ctx->width - 2 * band, ctx->height - 2 * band};
}

int backdrop_title(AppContext *ctx, const char *title, int y)
{
    int px = app_px(ctx, 64);
    int cx = ctx->width / 2;
    text_draw(ctx, FONT_TITLE, px, cx, y + app_px(ctx, 3), paint_alpha(PAL_GOLD, 140), TEXT_CENTER | TEXT_TOP, title);
    text_draw(ctx, FONT_TITLE, px, cx, y, PAL_TERRA_DARK, TEXT_CENTER | TEXT_TOP, title);
    int below = y + text_line_height(ctx, FONT_TITLE, px) + app_px(ctx, 6);
    /* ornament: a star between two fading rules */
    float s = ctx->scale, oy = (float)below + 8 * s;
    for (int side = -1; side <= 1; side += 2) {
        for (int k = 0; k < 10; k++) {
            float x0 = (float)cx + (float)side * (22 + (float)k * 16) * s;
            paint_line(ctx->renderer, x0, oy, x0 + (float)side * 14 * s, oy, 2 * s,
                       paint_alpha(PAL_BORDER, (Uint8)(200 - k * 18)));
        }
    }
    paint_star8(ctx->renderer, (float)cx, oy, 12 * s, 6 * s, PAL_GOLD);
    paint_star8(ctx->renderer, (float)cx, oy, 5 * s, 3 * s, PAL_TERRA_DARK);
    return (int)(oy + 24 * s);
}

void backdrop_logo(AppContext *ctx, SDL_Rect rect)
{
    SDL_Texture *logo = assets_texture(ctx, "gfx/logo.svg", rect.w, 0);
    if (logo) {
        int tw = 0, th = 0;
        SDL_QueryTexture(logo, NULL, NULL, &tw, &th);
        if (th > rect.h && th > 0) { /* too tall for the space: fit by height instead */
            tw = tw * rect.h / th;
            th = rect.h;
        }
        SDL_Rect d = {rect.x + (rect.w - tw) / 2, rect.y + (rect.h - th) / 2, tw, th};
        SDL_RenderCopy(ctx->renderer, logo, NULL, &d);
        return;
    }
    /* drawn fallback: the name in the title face, gold-shadowed, flanked by stars */
    int px = (int)(rect.h * 0.62f);
    int cx = rect.x + rect.w / 2, cy = rect.y + rect.h / 2;
    float s = ctx->scale;
    text_draw(ctx, FONT_TITLE, px, cx + app_px(ctx, 3), cy + app_px(ctx, 4), paint_alpha(PAL_GOLD, 170),
              TEXT_CENTER | TEXT_MIDDLE, APP_NAME);
    int w = text_draw(ctx, FONT_TITLE, px, cx, cy, PAL_TERRA_DARK, TEXT_CENTER | TEXT_MIDDLE, APP_NAME);
    for (int side = -1; side <= 1; side += 2) {
        float x = (float)cx + (float)side * ((float)w / 2 + 50 * s);
        paint_star8(ctx->renderer, x, (float)cy, 26 * s, 13 * s, PAL_TILE_BLUE);
        paint_star8(ctx->renderer, x, (float)cy, 11 * s, 6 * s, PAL_GOLD);
    }
}

bool backdrop_back_button(AppContext *ctx, SDL_Rect area, const char *id)
{
    SDL_Rect b = {area.x + app_px(ctx, 40), area.y + area.h - app_px(ctx, 100), app_px(ctx, 220), app_px(ctx, 60)};
    bool clicked = ui_button(ctx, id, b, tr(ctx, "common.back"), UI_SECONDARY);
    return clicked || ui_key_pressed(ctx, SDLK_ESCAPE);
}

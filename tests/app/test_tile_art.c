/* SPDX-License-Identifier: MIT */
/* The tiles' art: drawings varied within a type, the price small and hideable, walls joined across tiles. */
#include <stdlib.h>
#include "app_check.h"
#include "draw_tile.h"
#include "drawn_cache.h"
#include "material.h"
#include "settings.h"

#define W 400
#define H 300

static SDL_Texture *target;

static void begin(AppContext *ctx)
{
    SDL_SetRenderTarget(ctx->renderer, target);
    SDL_SetRenderDrawColor(ctx->renderer, 0xE8, 0xD5, 0xB0, 255);
    SDL_RenderClear(ctx->renderer);
}

static SDL_Surface *grab(AppContext *ctx)
{
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, W, H, 32, SDL_PIXELFORMAT_ARGB8888);
    SDL_RenderReadPixels(ctx->renderer, NULL, SDL_PIXELFORMAT_ARGB8888, s->pixels, s->pitch);
    SDL_SetRenderTarget(ctx->renderer, NULL);
    return s;
}

static Uint32 pixel(SDL_Surface *s, int x, int y)
{
    return ((const Uint32 *)((const Uint8 *)s->pixels + (size_t)y * (size_t)s->pitch))[x] & 0xFFFFFFu;
}

/* Masonry is a dark terracotta: red well above green and blue, and not bright. */
static bool is_wall(Uint32 p)
{
    int r = (int)(p >> 16) & 255, g = (int)(p >> 8) & 255, b = (int)p & 255;
    return r > 55 && r < 235 && r > g + 35 && r > b + 35 && g < 150;
}

static int wall_pixels(SDL_Surface *s, SDL_Rect r)
{
    int n = 0;
    for (int y = r.y; y < r.y + r.h; y++)
        for (int x = r.x; x < r.x + r.w; x++)
            n += is_wall(pixel(s, x, y));
    return n;
}

static int differing(SDL_Surface *a, SDL_Surface *b, SDL_Rect r)
{
    int n = 0;
    for (int y = r.y; y < r.y + r.h; y++)
        for (int x = r.x; x < r.x + r.w; x++)
            n += pixel(a, x, y) != pixel(b, x, y);
    return n;
}

static int tile_of(int type, int nth)
{
    for (int t = 1, k = 0; t <= ALH_TILE_MAX; t++) {
        const AlhTileInfo *i = alh_tile_info(t);
        if (i && t >= 1 && t <= ALH_NUM_TILES && i->type == type && k++ == nth) /* a building tile */
            return t;
    }
    return 0;
}

static void check_drawings(AppContext *ctx)
{
    for (int type = 0; type < ALH_NUM_TYPES; type++) {
        bool used[TILE_DRAWINGS + 1] = {false};
        int count = 0, distinct = 0;
        for (int k = 0; tile_of(type, k); k++, count++) {
            int d = tile_drawing(tile_of(type, k));
            CHECK(d >= 1 && d <= TILE_DRAWINGS, "drawing %d in range", d);
            if (d >= 1 && d <= TILE_DRAWINGS && !used[d])
                used[d] = true, distinct++;
        }
        int want = count < TILE_DRAWINGS ? count : TILE_DRAWINGS;
        CHECK(distinct == want, "type %d: its %d tiles use %d drawings (%d wanted)", type, count, distinct, want);
    }
    /* Two tiles of one type with different drawings look different, beyond their price. */
    int a = tile_of(ALH_PAVILION, 0), b = tile_of(ALH_PAVILION, 1);
    CHECK(tile_drawing(a) != tile_drawing(b), "neighbouring ids take different drawings");
    TileLook look = tile_look_default();
    look.show_price = false;
    look.shadow = false;
    begin(ctx);
    draw_tile(ctx, a, (SDL_FRect){10, 10, 160, 160}, &look);
    SDL_Surface *sa = grab(ctx);
    begin(ctx);
    draw_tile(ctx, b, (SDL_FRect){10, 10, 160, 160}, &look);
    SDL_Surface *sb = grab(ctx);
    int diff = differing(sa, sb, (SDL_Rect){40, 70, 100, 90});
    CHECK(diff > 2000, "two pavilions differ in their drawing (%d pixels)", diff);
    SDL_FreeSurface(sa);
    SDL_FreeSurface(sb);
}

/* Luminance (0..255) of a pixel, as a greyscale print or a colour-blind eye would keep it. */
static int grey(Uint32 p) { return (int)((((p >> 16) & 255) * 299 + ((p >> 8) & 255) * 587 + (p & 255) * 114) / 1000); }

/* In grey, every type's badge still differs from every other's: the emblem tells them apart.
 * (Without the emblems the badges of two types differ by less than 20 grey levels: none counts.) */
static void check_grey(AppContext *ctx)
{
    const float size = 160;
    SDL_Rect badge = {10 + (int)(size * 0.645f), 10 + (int)(size * 0.155f), (int)(size * 0.2f), (int)(size * 0.2f)};
    static int lum[ALH_NUM_TYPES][64 * 64];
    TileLook look = tile_look_default();
    look.shadow = false;
    for (int type = 0; type < ALH_NUM_TYPES; type++) {
        begin(ctx);
        draw_tile(ctx, tile_of(type, 0), (SDL_FRect){10, 10, size, size}, &look);
        SDL_Surface *s = grab(ctx);
        for (int y = 0; y < badge.h; y++)
            for (int x = 0; x < badge.w; x++)
                lum[type][y * badge.w + x] = grey(pixel(s, badge.x + x, badge.y + y));
        SDL_FreeSurface(s);
    }
    int worst = 255 * 64 * 64, wa = 0, wb = 0;
    for (int a = 0; a < ALH_NUM_TYPES; a++)
        for (int b = a + 1; b < ALH_NUM_TYPES; b++) {
            int differ = 0;
            for (int i = 0; i < badge.w * badge.h; i++)
                differ += abs(lum[a][i] - lum[b][i]) > 40;
            if (differ < worst)
                worst = differ, wa = a, wb = b;
        }
    printf("grey badges: the closest pair (%d, %d) differs in %d of %d pixels\n", wa, wb, worst, badge.w * badge.h);
    CHECK(worst > badge.w * badge.h / 16, "in grey, types %d and %d are told apart by their badge (%d pixels differ)", wa, wb,
          worst);
}

static void check_price(AppContext *ctx)
{
    AppSettings st;
    settings_defaults(&st);
    CHECK(!st.built_prices, "prices on built tiles are hidden by default");
    st.built_prices = true;
    char *json = settings_to_json(&st);
    AppSettings back;
    CHECK(json && settings_from_json(json, &back) && back.built_prices, "the choice is saved and read back");
    SDL_free(json);
    /* The price sits in the upper left corner, small: it changes only that corner. */
    int t = tile_of(ALH_TOWER, 2);
    TileLook look = tile_look_default();
    look.shadow = false;
    begin(ctx);
    draw_tile(ctx, t, (SDL_FRect){10, 10, 160, 160}, &look);
    SDL_Surface *with = grab(ctx);
    look.show_price = false;
    begin(ctx);
    draw_tile(ctx, t, (SDL_FRect){10, 10, 160, 160}, &look);
    SDL_Surface *without = grab(ctx);
    int corner = differing(with, without, (SDL_Rect){10, 10, 80, 80});
    int rest = differing(with, without, (SDL_Rect){10, 90, 160, 80}) + differing(with, without, (SDL_Rect){90, 10, 80, 80});
    CHECK(corner > 200 && rest == 0, "the price changes its corner only (%d pixels there, %d elsewhere)", corner, rest);
    CHECK(corner < 160 * 160 / 8, "the price is small (%d pixels)", corner);
    SDL_FreeSurface(with);
    SDL_FreeSurface(without);
}

/* Two tiles side by side at cells (0,0) and (1,0) with the given walls; returns the picture. */
static SDL_Surface *pair(AppContext *ctx, unsigned left, unsigned right, float cell, float inset)
{
    begin(ctx);
    TileWalls w[2] = {{0, 0, left, 255}, {1, 0, right, 255}};
    draw_joined_walls(ctx, w, 2, 40, 60, cell, inset);
    return grab(ctx);
}

static void check_walls(AppContext *ctx)
{
    float cell = 140, inset = 6, th = material_wall_thickness(cell - 2 * inset);
    CHECK(th >= (cell - 2 * inset) * 0.12f, "walls are thick: %.1f px on a %.0f px tile", th, cell - 2 * inset);
    /* The gap between the two tiles, at the height of a north wall and down the shared edge. */
    int gx = (int)(40 + cell - inset), gw = (int)(2 * inset);
    SDL_Rect gap_north = {gx, (int)(60 + inset + th * 0.5f), gw, 2};
    SDL_Rect gap_middle = {gx, (int)(60 + cell / 2), gw, 4};
    unsigned N = 1u << ALH_NORTH, E = 1u << ALH_EAST, Wst = 1u << ALH_WEST;
    SDL_Surface *s = pair(ctx, N, N, cell, inset);
    CHECK(wall_pixels(s, gap_north) == gap_north.w * gap_north.h, "two north walls run on across the gap (%d of %d)",
          wall_pixels(s, gap_north), gap_north.w * gap_north.h);
    SDL_FreeSurface(s);
    s = pair(ctx, N, 0, cell, inset);
    CHECK(wall_pixels(s, gap_north) == 0, "a wall that stops does not reach into the gap (%d)", wall_pixels(s, gap_north));
    SDL_FreeSurface(s);
    s = pair(ctx, E, Wst, cell, inset);
    CHECK(wall_pixels(s, gap_middle) == gap_middle.w * gap_middle.h, "back to back walls are one wall across the gap (%d of %d)",
          wall_pixels(s, gap_middle), gap_middle.w * gap_middle.h);
    SDL_FreeSurface(s);
    s = pair(ctx, 0, 0, cell, inset);
    CHECK(wall_pixels(s, (SDL_Rect){40, 60, (int)(2 * cell), (int)cell}) == 0, "no walls, no masonry");
    SDL_FreeSurface(s);
    /* Round a corner: (0,0) north, (1,-1) west; the gap's corner square is filled. */
    begin(ctx);
    TileWalls corner[2] = {{0, 1, N, 255}, {1, 0, Wst, 255}};
    draw_joined_walls(ctx, corner, 2, 40, 10, cell, inset);
    s = grab(ctx);
    SDL_Rect square = {gx, (int)(10 + cell - inset), gw, gw};
    CHECK(wall_pixels(s, square) == square.w * square.h, "a wall turning a corner fills the gap's corner (%d of %d)",
          wall_pixels(s, square), square.w * square.h);
    SDL_FreeSurface(s);
    /* The same corner with a tile (no walls) in the cell between: the walls meet in the gaps and
     * wrap round that tile's corner, leaving the tile itself clear. */
    begin(ctx);
    TileWalls wrap[3] = {{0, 1, N, 255}, {1, 0, Wst, 255}, {1, 1, 0, 255}};
    draw_joined_walls(ctx, wrap, 3, 40, 10, cell, inset);
    s = grab(ctx);
    SDL_Rect tile_corner = {(int)(40 + cell + inset + 2), (int)(10 + cell + inset + 2), (int)(th - 4), (int)(th - 4)};
    CHECK(wall_pixels(s, square) == square.w * square.h && wall_pixels(s, tile_corner) == 0,
          "round a tile's corner: the gap filled (%d of %d), the tile clear (%d)", wall_pixels(s, square), square.w * square.h,
          wall_pixels(s, tile_corner));
    SDL_FreeSurface(s);
}

/* Frames of the busy table with the mouse sweeping over it, as the benchmark does. */
static void sweep(AppContext *ctx, int frames)
{
    for (int i = 0; i < frames; i++) {
        ctx->in.mouse_x = (i * 37) % ctx->width;
        ctx->in.mouse_y = (i * 23) % ctx->height;
        ctx->in.mouse_moved = true;
        app_step(ctx, 1.0 / 60);
    }
}

/* Everything on a table at rest is drawn once: the same frames again draw no new picture. */
static void check_cached_frames(AppContext *ctx)
{
    AppNewGame g = {0};
    g.num_seats = 6;
    g.has_seed = true;
    g.seed = 1;
    for (int p = 0; p < g.num_seats; p++)
        g.seats[p].colour = p;
    app_fill_seat_names(ctx, &g);
    ctx->no_curtain = true;
    CHECK(app_start_new_game(ctx, &g), "six-seat game starts");
    match_play_random_moves(ctx, 120, 1);
    unsigned long drawn0, reused0, drawn1, reused1;
    sweep(ctx, 240);
    drawn_cache_stats(&drawn0, &reused0);
    sweep(ctx, 240);
    drawn_cache_stats(&drawn1, &reused1);
    printf("sweep: %lu drawn first, %lu new on the second, %lu reused\n", drawn0, drawn1 - drawn0, reused1 - reused0);
    CHECK(drawn1 == drawn0, "the second sweep draws no new picture (%lu new)", drawn1 - drawn0);
    CHECK(reused1 - reused0 > 240 * 40, "pictures are reused: %lu copies in 240 frames", reused1 - reused0);
}

int main(int argc, char **argv)
{
    (void)argc;
    AppContext ctx;
    if (!app_check_start(&ctx, argv[0]))
        return 1;
    target = SDL_CreateTexture(ctx.renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, W, H);
    check_drawings(&ctx);
    check_price(&ctx);
    check_grey(&ctx);
    check_walls(&ctx);
    SDL_DestroyTexture(target);
    check_cached_frames(&ctx);
    app_shutdown(&ctx);
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}

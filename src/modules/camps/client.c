/* SPDX-License-Identifier: MIT */
/* Camps in the client: tents on grass, stone bastions on its joining sides, arrows where it scores. */
#include "client_module.h"

#include <math.h>
#include "paint.h"
#include "phrase.h"
#include "piece_kit.h"
#include "camps/camps.h"

static void camp_body(AppContext *ctx, int tile, SDL_FRect rect, bool price)
{
    const AlhTileInfo *info = alh_tile_info(tile);
    if (!info)
        return;
    SDL_Renderer *r = ctx->renderer;
    float s = rect.w;
    Uint8 a = 255;
    /* Grass outside the walls. */
    paint_round_rect_gradient(r, rect, s * 0.06f, kit_hex(0x8DB86B, a), kit_hex(0x5E8E45, a));
    paint_round_rect_outline(r, rect, s * 0.06f, s > 40 ? 2.0f : 1.0f, kit_hex(0x3F6530, a));
    /* Three tents, in the middle, clear of the price disc. */
    SDL_Color cloth = kit_hex(0xF1E3C4, a), door = kit_hex(0x7A4A2A, a);
    kit_tent(r, rect.x + s * 0.5f, rect.y + s * 0.6f, s * 0.24f, cloth, door);
    kit_tent(r, rect.x + s * 0.68f, rect.y + s * 0.52f, s * 0.2f, kit_hex(0xE3C48F, a), door);
    kit_tent(r, rect.x + s * 0.6f, rect.y + s * 0.76f, s * 0.22f, cloth, door);
    /* Bastions: grey stone ramparts with merlons along the sides that join a wall. Arrows: short
     * chevrons pointing at the side whose line of buildings the camp scores. */
    int bastions = alh_camp_bastions(tile), arrows = alh_camp_arrows(tile);
    float cx = rect.x + s / 2, cy = rect.y + s / 2;
    SDL_Color stone = kit_hex(0x9A8A74, a), stone_dark = kit_hex(0x5F5444, a);
    for (int side = 0; side < 4; side++) {
        float dx = side == ALH_EAST ? 1.0f : side == ALH_WEST ? -1.0f : 0.0f;
        float dy = side == ALH_SOUTH ? 1.0f : side == ALH_NORTH ? -1.0f : 0.0f;
        float px = -dy, py = dx; /* along the side */
        if (bastions & (1 << side)) {
            float th = s * 0.11f;
            SDL_FRect bar = side == ALH_NORTH   ? (SDL_FRect){rect.x, rect.y, s, th}
                            : side == ALH_SOUTH ? (SDL_FRect){rect.x, rect.y + s - th, s, th}
                            : side == ALH_WEST  ? (SDL_FRect){rect.x, rect.y, th, s}
                                                : (SDL_FRect){rect.x + s - th, rect.y, th, s};
            paint_round_rect(r, bar, 0, stone);
            /* merlons on the inner edge, facing the camp */
            for (int k = -1; k <= 1; k++) {
                float mx = cx + dx * (s / 2 - th) + px * (float)k * s * 0.3f;
                float my = cy + dy * (s / 2 - th) + py * (float)k * s * 0.3f;
                float mw = s * 0.1f, mh = s * 0.06f;
                SDL_FRect m = dx != 0 ? (SDL_FRect){mx - (dx > 0 ? mh : 0), my - mw / 2, mh, mw}
                                      : (SDL_FRect){mx - mw / 2, my - (dy > 0 ? mh : 0), mw, mh};
                paint_round_rect(r, m, 0, stone);
            }
            paint_line(r,
                       bar.x + (dx > 0   ? 0
                                : dx < 0 ? bar.w
                                         : 0),
                       bar.y + (dy > 0   ? 0
                                : dy < 0 ? bar.h
                                         : 0),
                       bar.x + (dx > 0   ? 0
                                : dx < 0 ? bar.w
                                         : bar.w),
                       bar.y + (dy > 0   ? 0
                                : dy < 0 ? bar.h
                                         : bar.h),
                       fmaxf(1.0f, s * 0.015f), stone_dark);
        }
        if (arrows & (1 << side)) {
            float tip = s * 0.5f - s * 0.2f, base = s * 0.5f - s * 0.36f, half = s * 0.1f;
            SDL_FPoint pts[3] = {{cx + dx * tip, cy + dy * tip},
                                 {cx + dx * base + px * half, cy + dy * base + py * half},
                                 {cx + dx * base - px * half, cy + dy * base - py * half}};
            paint_polygon(r, pts, 3, kit_hex(0x7A2E1E, a));
        }
    }
    if (price && s >= 22)
        kit_price_disc(ctx, rect, info->price, a, 1.0f);
}

static void draw_camp(AppContext *ctx, int tile, SDL_FRect rect, const TileLook *look_in)
{
    TileLook look = look_in ? *look_in : tile_look_default();
    if (!alh_tile_info(tile))
        return;
    rect = kit_tile_frame(ctx, rect, &look);
    kit_cached(ctx, "camp", camp_body, tile, look.show_price, rect, look.alpha, kit_hex(0x5E8E45, 255), look.moving);
}

static void samples(AppContext *ctx, float x, float y, float s)
{
    float t = 92 * s, gap = 10 * s;
    TileLook look = tile_look_default();
    for (int i = 0; i < 2; i++, x += t + gap)
        draw_camp(ctx, ALH_TILE_CAMP_FIRST + i * 3, (SDL_FRect){x, y, t, t}, &look);
}

static const char *tile_noun(int tile)
{
    (void)tile;
    return "camp";
}

/* For the results: how many camps the player built. */
static void results_words(AppContext *ctx, const AlhGame *g, int player, char *out, size_t size)
{
    int n = 0;
    for (int t = 1; t <= ALH_TILE_MAX; t++)
        n += alh_tile_is_camp(t) && g->where[t].loc == ALH_LOC_ALHAMBRA && g->where[t].owner == player;
    out[0] = '\0'; /* none built: nothing said */
    if (n > 0)
        phrase(ctx, out, size, "mod.results_camps", (const PhraseArg[]){PH_NUM("n", n)}, 1);
}

const AlhModuleClient alh_client_camps = {
    .draw_tile = draw_camp,
    .draw_samples = samples,
    .samples_width = 204,
    .tile_noun = tile_noun,
    .results_words = results_words,
};

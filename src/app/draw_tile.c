/* SPDX-License-Identifier: MIT */
/* Building tiles: the type's colour and illustration, its emblem in a badge, price, masonry walls, shadow. */
#include "draw_tile.h"

#include <math.h>
#include <stdio.h>
#include "alhambra/types.h"
#include "assets.h"
#include "client_module.h"
#include "drawn_cache.h"
#include "material.h"
#include "paint.h"
#include "text.h"

/* Emblem inks: warm parchment on the five dark types, the SVGs' own dark ink on the chambers. */
#define EMBLEM_LIGHT_INK 0xF8F0DCu
#define EMBLEM_DARK_INK 0x2B2118u

static SDL_Color hex(unsigned v, Uint8 a)
{
    SDL_Color c = {(Uint8)(v >> 16), (Uint8)(v >> 8), (Uint8)v, a};
    return c;
}

static Uint8 fade(Uint8 a, float alpha) { return (Uint8)((float)a * alpha); }

SDL_Color tile_type_colour(int type)
{
    static const unsigned colours[ALH_NUM_TYPES] = {0x3F7CC4, 0xC2412D, 0x8A5A2B, 0xF2EEE6, 0x3E8E4E, 0x7A4A9C};
    return hex(type >= 0 && type < ALH_NUM_TYPES ? colours[type] : 0xE8D5B0, 255);
}

TileLook tile_look_default(void)
{
    TileLook l = {1.0f, true, true, {0x2F, 0x5F, 0x8A, 0xFF}, false, 0.0f, true, false, 0};
    return l;
}

unsigned tile_built_walls(const AlhGame *g, int player, int tile)
{
    const AlhTileInfo *info = alh_tile_info(tile);
    if (!g || !info)
        return 0;
    unsigned printed = tile == ALH_TILE_FOUNTAIN ? 0u : info->walls;
    return alh_tile_walls_shown(g, player, tile) & ~printed;
}

/* Emblem drawn with plain shapes when the SVG is missing: each type keeps a shape of its own. */
static void emblem_fallback(SDL_Renderer *r, int type, SDL_FRect b, SDL_Color c)
{
    float x = b.x, y = b.y, w = b.w, h = b.h, cx = x + w / 2;
    switch (type) {
    case ALH_PAVILION: /* a dome on columns */
        paint_circle(r, cx, y + h * 0.42f, w * 0.26f, c);
        paint_fill_rect(r, (SDL_Rect){(int)(x + w * 0.18f), (int)(y + h * 0.42f), (int)(w * 0.64f), (int)(h * 0.08f)}, c);
        for (int i = 0; i < 3; i++)
            paint_fill_rect(
                r, (SDL_Rect){(int)(x + w * (0.24f + 0.22f * (float)i)), (int)(y + h * 0.5f), (int)(w * 0.08f), (int)(h * 0.3f)},
                c);
        paint_fill_rect(r, (SDL_Rect){(int)(x + w * 0.14f), (int)(y + h * 0.8f), (int)(w * 0.72f), (int)(h * 0.08f)}, c);
        break;
    case ALH_SERAGLIO: { /* an arched doorway under a crescent */
        paint_round_rect(r, (SDL_FRect){x + w * 0.3f, y + h * 0.38f, w * 0.4f, h * 0.52f}, w * 0.2f, c);
        paint_circle(r, cx, y + h * 0.18f, w * 0.13f, c);
        break;
    }
    case ALH_ARCADES: /* three arches in a row */
        paint_fill_rect(r, (SDL_Rect){(int)(x + w * 0.08f), (int)(y + h * 0.22f), (int)(w * 0.84f), (int)(h * 0.12f)}, c);
        for (int i = 0; i < 4; i++)
            paint_fill_rect(
                r, (SDL_Rect){(int)(x + w * (0.08f + 0.26f * (float)i)), (int)(y + h * 0.3f), (int)(w * 0.1f), (int)(h * 0.55f)},
                c);
        break;
    case ALH_CHAMBERS: /* a window lattice */
        paint_round_rect_outline(r, (SDL_FRect){x + w * 0.2f, y + h * 0.15f, w * 0.6f, h * 0.7f}, w * 0.04f, w * 0.08f, c);
        paint_line(r, cx, y + h * 0.15f, cx, y + h * 0.85f, w * 0.07f, c);
        paint_line(r, x + w * 0.2f, y + h * 0.5f, x + w * 0.8f, y + h * 0.5f, w * 0.07f, c);
        break;
    case ALH_GARDEN: /* a tree */
        paint_circle(r, cx, y + h * 0.38f, w * 0.28f, c);
        paint_fill_rect(r, (SDL_Rect){(int)(cx - w * 0.05f), (int)(y + h * 0.55f), (int)(w * 0.1f), (int)(h * 0.33f)}, c);
        break;
    case ALH_TOWER: /* a crenellated tower */
        paint_fill_rect(r, (SDL_Rect){(int)(x + w * 0.28f), (int)(y + h * 0.28f), (int)(w * 0.44f), (int)(h * 0.62f)}, c);
        for (int i = 0; i < 3; i++)
            paint_fill_rect(
                r, (SDL_Rect){(int)(x + w * (0.28f + 0.17f * (float)i)), (int)(y + h * 0.12f), (int)(w * 0.1f), (int)(h * 0.18f)},
                c);
        break;
    default: paint_star8(r, cx, y + h / 2, w * 0.4f, w * 0.3f, c); break;
    }
}

void draw_type_emblem(AppContext *ctx, int type, SDL_FRect rect, SDL_Color colour)
{
    if (type < 0 || type >= ALH_NUM_TYPES)
        return;
    char name[64];
    snprintf(name, sizeof name, "gfx/emblem-%s.svg", alh_type_name(type));
    if (assets_draw_svg_inked(ctx, name, rect, colour))
        return;
    emblem_fallback(ctx->renderer, type, rect, colour);
}

/* One wall: masonry along the side, thicker than the tile's rim, crenels on the outer edge. */
void draw_tile_wall(AppContext *ctx, SDL_FRect t, int side, Uint8 a)
{
    float s = t.w, th = material_wall_thickness(s);
    SDL_FRect bar;
    switch (side) {
    case ALH_NORTH: bar = (SDL_FRect){t.x, t.y, s, th}; break;
    case ALH_SOUTH: bar = (SDL_FRect){t.x, t.y + s - th, s, th}; break;
    case ALH_WEST: bar = (SDL_FRect){t.x, t.y, th, s}; break;
    default: bar = (SDL_FRect){t.x + s - th, t.y, th, s}; break;
    }
    material_wall(ctx, bar, side, s >= 24, a);
}

int tile_drawing(int tile)
{
    /* The tiles of a type take the drawings in turn, by their place among the type's ids. */
    const AlhTileInfo *info = alh_tile_info(tile);
    if (!info || info->type >= ALH_NUM_TYPES)
        return 1;
    int rank = 0;
    for (int t = 1; t < tile; t++) {
        const AlhTileInfo *o = alh_tile_info(t);
        rank += o && alh_tile_is_piece(t) && o->type == info->type;
    }
    return 1 + rank % TILE_DRAWINGS;
}

/* What a tile's cached picture depends on. */
typedef struct TileSpec {
    int tile;
    bool price, walls;
    SDL_Color owner;
} TileSpec;

static void paint_fountain(AppContext *ctx, SDL_Rect area, const void *data)
{
    const TileSpec *spec = data;
    SDL_Renderer *r = ctx->renderer;
    SDL_FRect rect = paint_frect(area);
    float s = rect.w;
    paint_round_rect_gradient(r, rect, s * 0.08f, hex(0xF3E6C8, 255), hex(0xDCC69C, 255));
    SDL_Color owner = spec->owner;
    owner.a = 255;
    /* a ring of small zellige stars round the basin in a pale tone of the owner's colour */
    for (int i = 0; i < 8 && s >= 48; i++) {
        float ang = (float)i * 0.785398f + 0.3927f;
        paint_star8(r, rect.x + s / 2 + cosf(ang) * s * 0.38f, rect.y + s / 2 + sinf(ang) * s * 0.38f, s * 0.045f, s * 0.03f,
                    paint_mix(owner, hex(0xDCC69C, 255), 0.55f));
    }
    paint_round_rect_outline(r, rect, s * 0.08f, fmaxf(1.0f, s * 0.05f), owner);
    SDL_Texture *t = s >= 8 ? assets_texture(ctx, "gfx/fountain.svg", (int)(s * 0.8f), (int)(s * 0.8f)) : NULL;
    if (t) {
        /* The fountain keeps its own colours: the owner's colour is on the border only. */
        SDL_SetTextureColorMod(t, 255, 255, 255);
        SDL_SetTextureAlphaMod(t, 255);
        SDL_FRect in = {rect.x + s * 0.1f, rect.y + s * 0.1f, s * 0.8f, s * 0.8f};
        SDL_RenderCopyF(r, t, NULL, &in);
        return;
    }
    float cx = rect.x + s / 2, cy = rect.y + s / 2;
    paint_star8(r, cx, cy, s * 0.36f, s * 0.28f, paint_mix(owner, hex(0xFFFFFF, 255), 0.15f));
    paint_circle(r, cx, cy, s * 0.24f, hex(0xF5EBD7, 255));
    paint_circle(r, cx, cy, s * 0.19f, hex(0x4C9BD6, 255));
    paint_circle(r, cx, cy, s * 0.07f, hex(0xE8F4FB, 255));
}

/* The price, small, in the upper left corner, inside where a wall would stand. */
static void paint_price(AppContext *ctx, SDL_FRect rect, int price)
{
    float s = rect.w, rad = s * 0.085f;
    float cx = rect.x + s * 0.25f, cy = rect.y + s * 0.25f;
    int px = (int)(rad * 1.35f);
    if (px < 10) { /* too small to read there: a larger disc nearer the corner */
        rad = s * 0.13f;
        cx = rect.x + s * 0.2f;
        cy = rect.y + s * 0.2f;
        px = (int)(rad * 1.35f);
    }
    paint_circle(ctx->renderer, cx + rad * 0.08f, cy + rad * 0.16f, rad * 1.06f, hex(0x2B2118, 80));
    paint_circle(ctx->renderer, cx, cy, rad, hex(0xFBF4E2, 255));
    paint_ring(ctx->renderer, cx, cy, rad, fmaxf(1.0f, rad * 0.12f), hex(0xB0882E, 255));
    char buf[8];
    snprintf(buf, sizeof buf, "%d", price);
    text_draw(ctx, FONT_BOLD, px, (int)lroundf(cx), (int)lroundf(cy), hex(0x2B2118, 255), TEXT_CENTER | TEXT_MIDDLE, buf);
}

/* The type's emblem in a glazed badge at the upper right: the mark that tells types apart in grey. */
static void paint_badge(AppContext *ctx, SDL_FRect rect, int type)
{
    float s = rect.w, rad = s * 0.1f;
    float cx = rect.x + s * 0.745f, cy = rect.y + s * 0.255f;
    bool light = type == ALH_CHAMBERS;
    SDL_Color base = tile_type_colour(type);
    SDL_Color fill = light ? hex(0xFFFFFF, 255) : paint_mix(base, hex(0x000000, 255), 0.3f);
    SDL_Color rim = light ? hex(0x8C7F6A, 255) : hex(0xF3DFA8, 255);
    material_badge(ctx->renderer, cx, cy, rad, fill, rim, 255);
    float e = rad * 1.3f;
    draw_type_emblem(ctx, type, (SDL_FRect){cx - e / 2, cy - e / 2, e, e},
                     light ? hex(EMBLEM_DARK_INK, 255) : hex(EMBLEM_LIGHT_INK, 255));
}

/* A building tile: colour, illustration, badge, price, walls; drawn once per size into the cache. */
static void paint_building(AppContext *ctx, SDL_Rect area, const void *data)
{
    const TileSpec *spec = data;
    SDL_Renderer *r = ctx->renderer;
    const AlhTileInfo *info = alh_tile_info(spec->tile);
    SDL_FRect rect = paint_frect(area);
    float s = rect.w;
    SDL_Color base = tile_type_colour(info->type);
    bool light = info->type == ALH_CHAMBERS;
    SDL_Color top = paint_mix(base, hex(0xFFFFFF, 255), light ? 0.5f : 0.16f);
    SDL_Color bottom = paint_mix(base, hex(0x000000, 255), light ? 0.08f : 0.18f);
    paint_round_rect_gradient(r, rect, s * 0.06f, top, bottom);
    bool illustrated = false;
    if (s >= 40) {
        char name[64];
        snprintf(name, sizeof name, "gfx/building-%s-%d.svg", alh_type_name(info->type), tile_drawing(spec->tile));
        SDL_Texture *t = assets_texture(ctx, name, (int)s, (int)s);
        if (t) {
            SDL_SetTextureColorMod(t, 255, 255, 255);
            SDL_SetTextureAlphaMod(t, 255);
            SDL_RenderCopyF(r, t, NULL, &rect);
            illustrated = true;
        }
    }
    if (illustrated) {
        paint_badge(ctx, rect, info->type);
    } else {
        /* Small (side cards) or without the drawing: the emblem alone, large, as a clear mark. */
        SDL_Color ink = light ? hex(EMBLEM_DARK_INK, 255) : hex(EMBLEM_LIGHT_INK, 255);
        float e = s * 0.56f;
        draw_type_emblem(ctx, info->type, (SDL_FRect){rect.x + (s - e) / 2, rect.y + (s - e) / 2 + s * 0.02f, e, e}, ink);
    }
    paint_round_rect_outline(r, rect, s * 0.06f, s > 40 ? 2.0f : 1.0f,
                             light ? hex(0xB8AFA0, 255) : paint_mix(base, hex(0x000000, 255), 0.4f));
    if (spec->walls)
        for (int side = 0; side < 4; side++)
            if (info->walls & (1u << side))
                draw_tile_wall(ctx, rect, side, 255);
    if (spec->price && s >= 22)
        paint_price(ctx, rect, info->price);
}

void draw_tile_shadow(AppContext *ctx, SDL_FRect rect, const TileLook *look)
{
    if (look->shadow && look->alpha > 0.5f)
        material_shadow(ctx, rect, 0.06f, look->lift, fade(150, look->alpha));
}

void draw_tile_shadow_of(AppContext *ctx, int tile, SDL_FRect rect, const TileLook *look)
{
    /* A base tile at rest is opaque inside its rounded corners (the fountain's are the rounder,
     * 0.08 of its side): the part of its shadow it hides is left out. */
    SDL_FRect l = material_lifted(rect, look->lift);
    int px = (int)lroundf(l.w);
    if (client_module_of_tile(tile)->draw_tile || !look->shadow || look->moving || fade(255, look->alpha) != 255 || px < 4) {
        draw_tile_shadow(ctx, rect, look);
        return;
    }
    SDL_Rect piece = {(int)roundf(l.x), (int)roundf(l.y), px, px};
    material_shadow_under(ctx, rect, 0.06f, look->lift, fade(150, look->alpha), material_hidden(piece, 0.08f));
}

void draw_tile(AppContext *ctx, int tile, SDL_FRect rect, const TileLook *look_in)
{
    TileLook look = look_in ? *look_in : tile_look_default();
    const AlhTileInfo *info = alh_tile_info(tile);
    if (!info)
        return;
    /* The modules' tiles have looks of their own (their client parts). */
    const AlhModuleClient *own = client_module_of_tile(tile);
    if (own->draw_tile) {
        own->draw_tile(ctx, tile, rect, &look);
        return;
    }
    SDL_Renderer *r = ctx->renderer;
    draw_tile_shadow_of(ctx, tile, rect, &look);
    rect = material_lifted(rect, look.lift);
    float s = rect.w;
    if (look.glow)
        paint_round_rect_outline(r, (SDL_FRect){rect.x - s * 0.06f, rect.y - s * 0.06f, s * 1.12f, s * 1.12f}, s * 0.12f,
                                 s * 0.05f, hex(0xF2C94C, fade(230, look.alpha)));
    int px = (int)lroundf(s);
    if (px < 4)
        return;
    TileSpec spec = {tile, look.show_price, look.walls, look.owner};
    char key[48];
    DrawnPaint paint = paint_building;
    SDL_Color edge = tile_type_colour(info->type);
    if (tile == ALH_TILE_FOUNTAIN) {
        snprintf(key, sizeof key, "fountain:%02x%02x%02x", look.owner.r, look.owner.g, look.owner.b);
        paint = paint_fountain;
        edge = look.owner;
    } else {
        snprintf(key, sizeof key, "tile:%d:%d%d", tile, look.show_price, look.walls);
    }
    /* At rest, whole pixels: the picture is copied one to one, as sharp as it was drawn. Moving,
     * a picture of a nearby size is scaled, so an animation draws no new picture each frame. */
    SDL_FRect dst = {roundf(rect.x), roundf(rect.y), (float)px, (float)px};
    int pic = px;
    if (look.moving) {
        pic = drawn_cache_bucket(px);
        dst = rect;
    }
    drawn_cache_draw(ctx, key, pic, pic, edge, paint, &spec, dst, fade(255, look.alpha));
    /* Walls built onto it later (not in its cached picture): drawn on top, like its own. */
    if (look.walls)
        for (int side = 0; side < 4; side++)
            if ((look.built_walls >> side) & 1u)
                draw_tile_wall(ctx, dst, side, fade(255, look.alpha));
}

/*
 * Joined walls (every tile of the Alhambra is in t, walls or not). A wall stands on the inside of its tile's edge; across the small gap between two
 * tiles the table shows one wall, not two ends:
 * - along a line (two tiles side by side, both walled on the same side), each end reaches the gap's
 *   middle, so the stones run on;
 * - back to back (the walls of two neighbours on the edge they share), both reach the gap's middle
 *   and lose their crenels: one thick wall;
 * - round a corner (a wall turning onto a diagonal neighbour), both ends reach across the gap and
 *   the gap's corner square is filled.
 */
static unsigned walls_at(const TileWalls *t, int n, int x, int y)
{
    for (int i = 0; i < n; i++)
        if (t[i].x == x && t[i].y == y)
            return t[i].walls;
    return 0;
}

static bool has_wall(const TileWalls *t, int n, int x, int y, int side) { return (walls_at(t, n, x, y) >> side) & 1u; }

static bool occupied(const TileWalls *t, int n, int x, int y)
{
    for (int i = 0; i < n; i++)
        if (t[i].x == x && t[i].y == y)
            return true;
    return false;
}

void draw_joined_walls(AppContext *ctx, const TileWalls *t, int n, float ox, float oy, float cell, float inset)
{
    float g = inset, th = material_wall_thickness(cell - 2 * inset);
    static const int dx[4] = {0, 1, 0, -1}, dy[4] = {-1, 0, 1, 0};
    for (int i = 0; i < n; i++) {
        int x = t[i].x, y = t[i].y;
        float x0 = ox + (float)x * cell + g, y0 = oy + (float)y * cell + g;
        float x1 = x0 + cell - 2 * g, y1 = y0 + cell - 2 * g;
        for (int side = 0; side < 4; side++) {
            if (!((t[i].walls >> side) & 1u))
                continue;
            /* back to back with the neighbour across this edge */
            bool partner = has_wall(t, n, x + dx[side], y + dy[side], (side + 2) % 4);
            /* the two ends: before (left or top) and after (right or bottom) along the wall */
            bool horizontal = side == ALH_NORTH || side == ALH_SOUTH;
            int ax = horizontal ? 1 : 0, ay = horizontal ? 0 : 1; /* the direction along */
            float ext[2] = {0, 0};
            for (int e = 0; e < 2; e++) {
                int sgn = e ? 1 : -1;
                int nx = x + sgn * ax, ny = y + sgn * ay;
                if (has_wall(t, n, nx, ny, side)) {
                    ext[e] = g; /* runs on along the line */
                } else {
                    /* turns onto the diagonal neighbour beyond the end: its wall faces this end */
                    int cx = nx + dx[side], cy = ny + dy[side];
                    int facing = horizontal ? (e ? ALH_WEST : ALH_EAST) : (e ? ALH_NORTH : ALH_SOUTH);
                    if (has_wall(t, n, cx, cy, facing)) {
                        /* Round the corner. With the cell beyond the end empty, the two walls meet in
                         * it and the corner is solid; with a tile there, they meet in the gaps only and
                         * wrap round that tile's corner. The gap's square at the corner is filled once,
                         * from the row. */
                        bool open = !occupied(t, n, nx, ny);
                        ext[e] = 2 * g + (open ? th : 0);
                        if (horizontal) { /* with the row's own depth, so its coping lines up */
                            float gx = e ? x1 : x0 - 2 * g, gy = side == ALH_NORTH ? y0 - 2 * g : y1 - th;
                            material_wall(ctx, (SDL_FRect){gx, gy, 2 * g, 2 * g + th}, side, false, t[i].alpha);
                        }
                    }
                }
            }
            SDL_FRect band;
            float out = partner ? g : 0; /* reach the gap's middle */
            switch (side) {
            case ALH_NORTH: band = (SDL_FRect){x0 - ext[0], y0 - out, x1 - x0 + ext[0] + ext[1], th + out}; break;
            case ALH_SOUTH: band = (SDL_FRect){x0 - ext[0], y1 - th, x1 - x0 + ext[0] + ext[1], th + out}; break;
            case ALH_WEST: band = (SDL_FRect){x0 - out, y0 - ext[0], th + out, y1 - y0 + ext[0] + ext[1]}; break;
            default: band = (SDL_FRect){x1 - th, y0 - ext[0], th + out, y1 - y0 + ext[0] + ext[1]}; break;
            }
            material_wall(ctx, band, side, !partner && cell >= 24, t[i].alpha);
        }
    }
}

static void paint_type_chip(AppContext *ctx, SDL_Rect area, const void *data)
{
    int type = *(const int *)data;
    SDL_FRect rect = paint_frect(area);
    SDL_Color base = tile_type_colour(type);
    bool light = type == ALH_CHAMBERS;
    paint_round_rect(ctx->renderer, rect, rect.w * 0.18f, base);
    if (light)
        paint_round_rect_outline(ctx->renderer, rect, rect.w * 0.18f, 1.0f, hex(0xB8AFA0, 255));
    float e = rect.w * 0.72f;
    draw_type_emblem(ctx, type, (SDL_FRect){rect.x + (rect.w - e) / 2, rect.y + (rect.h - e) / 2, e, e},
                     light ? hex(EMBLEM_DARK_INK, 255) : hex(EMBLEM_LIGHT_INK, 255));
}

void draw_type_chip(AppContext *ctx, int type, SDL_FRect rect)
{
    /* a picture a type and size: the players' cards show six chips each, every frame */
    int w = (int)lroundf(rect.w), h = (int)lroundf(rect.h);
    char key[32];
    snprintf(key, sizeof key, "type-chip:%d", type);
    SDL_Color edge = tile_type_colour(type);
    edge.a = 0;
    drawn_cache_draw(ctx, key, w, h, edge, paint_type_chip, &type,
                     (SDL_FRect){roundf(rect.x), roundf(rect.y), (float)w, (float)h}, 255);
}

/* SPDX-License-Identifier: MIT */
/* Procedural building tiles: base colour and emblem of the type, price, crenellated walls, shadow. */
#include "draw_tile.h"

#include <math.h>
#include <stdio.h>
#include "alhambra/types.h"
#include "assets.h"
#include "draw_module.h"
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

static SDL_FRect ds_inset_f(SDL_FRect r, float d)
{
    return (SDL_FRect){r.x + d, r.y + d, r.w - 2 * d, r.h - 2 * d};
}

static Uint8 fade(Uint8 a, float alpha)
{
    return (Uint8)((float)a * alpha);
}

SDL_Color tile_type_colour(int type)
{
    static const unsigned colours[ALH_NUM_TYPES] = {0x3F7CC4, 0xC2412D, 0x8A5A2B, 0xF2EEE6, 0x3E8E4E, 0x7A4A9C};
    return hex(type >= 0 && type < ALH_NUM_TYPES ? colours[type] : 0xE8D5B0, 255);
}

TileLook tile_look_default(void)
{
    TileLook l = {1.0f, true, true, {0x2F, 0x5F, 0x8A, 0xFF}, false};
    return l;
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
            paint_fill_rect(r, (SDL_Rect){(int)(x + w * (0.24f + 0.22f * (float)i)), (int)(y + h * 0.5f),
                                          (int)(w * 0.08f), (int)(h * 0.3f)}, c);
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
            paint_fill_rect(r, (SDL_Rect){(int)(x + w * (0.08f + 0.26f * (float)i)), (int)(y + h * 0.3f),
                                          (int)(w * 0.1f), (int)(h * 0.55f)}, c);
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
            paint_fill_rect(r, (SDL_Rect){(int)(x + w * (0.28f + 0.17f * (float)i)), (int)(y + h * 0.12f),
                                          (int)(w * 0.1f), (int)(h * 0.18f)}, c);
        break;
    default:
        paint_star8(r, cx, y + h / 2, w * 0.4f, w * 0.3f, c);
        break;
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

/*
 * One wall: a solid thick bar of dark terracotta along the side, so a walled edge reads at a glance,
 * with darker crenels notched into its outer edge and a lighter line on its inner side for height.
 */
void draw_tile_wall(SDL_Renderer *r, SDL_FRect t, int side, Uint8 a)
{
    SDL_Color wall = hex(0x7A2E1E, a), crenel = hex(0x4A1A10, a), top = hex(0xE2B98A, fade(a, 0.85f));
    float s = t.w, th = s * 0.14f, notch = th * 0.38f;
    SDL_FRect bar;
    switch (side) {
    case ALH_NORTH: bar = (SDL_FRect){t.x, t.y, s, th}; break;
    case ALH_SOUTH: bar = (SDL_FRect){t.x, t.y + s - th, s, th}; break;
    case ALH_WEST:  bar = (SDL_FRect){t.x, t.y, th, s}; break;
    default:        bar = (SDL_FRect){t.x + s - th, t.y, th, s}; break;
    }
    paint_round_rect(r, bar, 0.0f, wall);
    /* Four crenels between five merlons, only where the tile is big enough to show them. */
    if (s >= 24) {
        int merlons = 5;
        float step = s / (float)(merlons * 2 - 1);
        for (int i = 1; i < merlons * 2 - 1; i += 2) {
            float a0 = (float)i * step;
            SDL_FRect c;
            switch (side) {
            case ALH_NORTH: c = (SDL_FRect){t.x + a0, t.y, step, notch}; break;
            case ALH_SOUTH: c = (SDL_FRect){t.x + a0, t.y + s - notch, step, notch}; break;
            case ALH_WEST:  c = (SDL_FRect){t.x, t.y + a0, notch, step}; break;
            default:        c = (SDL_FRect){t.x + s - notch, t.y + a0, notch, step}; break;
            }
            paint_round_rect(r, c, 0.0f, crenel);
        }
    }
    float in = fmaxf(1.0f, th * 0.16f);
    switch (side) {
    case ALH_NORTH: paint_round_rect(r, (SDL_FRect){t.x, t.y + th - in, s, in}, 0, top); break;
    case ALH_SOUTH: paint_round_rect(r, (SDL_FRect){t.x, t.y + s - th, s, in}, 0, top); break;
    case ALH_WEST:  paint_round_rect(r, (SDL_FRect){t.x + th - in, t.y, in, s}, 0, top); break;
    default:        paint_round_rect(r, (SDL_FRect){t.x + s - th, t.y, in, s}, 0, top); break;
    }
}

static void draw_fountain(AppContext *ctx, SDL_FRect rect, const TileLook *look)
{
    SDL_Renderer *r = ctx->renderer;
    float s = rect.w;
    Uint8 a = fade(255, look->alpha);
    paint_round_rect_gradient(r, rect, s * 0.08f, hex(0xF3E6C8, a), hex(0xDCC69C, a));
    SDL_Color owner = look->owner;
    owner.a = a;
    paint_round_rect_outline(r, rect, s * 0.08f, s * 0.05f, owner);
    SDL_Texture *t = s >= 8 ? assets_texture(ctx, "gfx/fountain.svg", (int)(s * 0.8f), (int)(s * 0.8f)) : NULL;
    if (t) {
        /* The fountain keeps its own colours: the owner's colour is on the border only. */
        SDL_SetTextureColorMod(t, 255, 255, 255);
        SDL_SetTextureAlphaMod(t, a);
        SDL_FRect in = {rect.x + s * 0.1f, rect.y + s * 0.1f, s * 0.8f, s * 0.8f};
        SDL_RenderCopyF(r, t, NULL, &in);
        return;
    }
    float cx = rect.x + s / 2, cy = rect.y + s / 2;
    paint_star8(r, cx, cy, s * 0.36f, s * 0.28f, paint_mix(owner, hex(0xFFFFFF, a), 0.15f));
    paint_circle(r, cx, cy, s * 0.24f, hex(0xF5EBD7, a));
    paint_circle(r, cx, cy, s * 0.19f, hex(0x4C9BD6, a));
    paint_circle(r, cx, cy, s * 0.07f, hex(0xE8F4FB, a));
}

void draw_tile(AppContext *ctx, int tile, SDL_FRect rect, const TileLook *look_in)
{
    TileLook look = look_in ? *look_in : tile_look_default();
    const AlhTileInfo *info = alh_tile_info(tile);
    if (!info)
        return;
    /* The modules' tiles have looks of their own (draw_module.c). */
    if (alh_tile_is_square(tile)) {
        draw_square_tile(ctx, tile, rect, &look);
        return;
    }
    if (alh_tile_is_camp(tile)) {
        draw_camp_tile(ctx, tile, rect, &look);
        return;
    }
    SDL_Renderer *r = ctx->renderer;
    float s = rect.w;
    if (look.shadow && look.alpha > 0.5f)
        paint_shadow(r, rect, s * 0.08f, s * 0.09f, s * 0.05f, fade(110, look.alpha));
    if (look.glow)
        paint_round_rect_outline(r, (SDL_FRect){rect.x - s * 0.06f, rect.y - s * 0.06f, s * 1.12f, s * 1.12f},
                                 s * 0.12f, s * 0.05f, hex(0xF2C94C, fade(230, look.alpha)));
    if (tile == ALH_TILE_FOUNTAIN) {
        draw_fountain(ctx, rect, &look);
        return;
    }
    Uint8 a = fade(255, look.alpha);
    SDL_Color base = tile_type_colour(info->type);
    base.a = a;
    bool light = info->type == ALH_CHAMBERS;
    SDL_Color top = paint_mix(base, hex(0xFFFFFF, a), light ? 0.5f : 0.18f);
    SDL_Color bottom = paint_mix(base, hex(0x000000, a), light ? 0.06f : 0.16f);
    paint_round_rect_gradient(r, rect, s * 0.06f, top, bottom);
    /* A thin bevel and, for the white chambers, the outline the palette asks for. */
    paint_round_rect_outline(r, rect, s * 0.06f, s > 40 ? 2.0f : 1.0f,
                             light ? hex(0xB8AFA0, a) : paint_mix(base, hex(0x000000, a), 0.35f));
    paint_round_rect_outline(r, ds_inset_f(rect, s * 0.05f), s * 0.04f, s > 40 ? 1.5f : 1.0f,
                             hex(light ? 0xC9C0AE : 0xFFFFFF, fade(light ? 200 : 70, look.alpha)));

    /* Parchment emblems on the dark tiles, the dark ink on the white chambers. */
    SDL_Color ink = light ? hex(EMBLEM_DARK_INK, a) : hex(EMBLEM_LIGHT_INK, a);
    float e = s * 0.5f;
    draw_type_emblem(ctx, info->type, (SDL_FRect){rect.x + (s - e) / 2, rect.y + (s - e) / 2 + s * 0.03f, e, e}, ink);

    for (int side = 0; side < 4; side++)
        if (info->walls & (1u << side))
            draw_tile_wall(r, rect, side, a);

    if (look.show_price && s >= 22) {
        /* The price in a small parchment disc, inside the walls' reach. */
        float d = s * 0.27f, inset = s * 0.17f;
        float cx = rect.x + inset + d / 2 - s * 0.02f, cy = rect.y + inset + d / 2 - s * 0.02f;
        paint_circle(r, cx, cy + s * 0.01f, d / 2 + 1, hex(0x2B2118, fade(70, look.alpha)));
        paint_circle(r, cx, cy, d / 2, hex(0xF5EBD7, a));
        char buf[8];
        snprintf(buf, sizeof buf, "%d", info->price);
        text_draw(ctx, FONT_BOLD, (int)(d * 0.72f), (int)cx, (int)cy, hex(0x2B2118, a), TEXT_CENTER | TEXT_MIDDLE, buf);
    }
}

void draw_type_chip(AppContext *ctx, int type, SDL_FRect rect)
{
    SDL_Color base = tile_type_colour(type);
    bool light = type == ALH_CHAMBERS;
    paint_round_rect(ctx->renderer, rect, rect.w * 0.18f, base);
    if (light)
        paint_round_rect_outline(ctx->renderer, rect, rect.w * 0.18f, 1.0f, hex(0xB8AFA0, 255));
    float e = rect.w * 0.72f;
    draw_type_emblem(ctx, type, (SDL_FRect){rect.x + (rect.w - e) / 2, rect.y + (rect.h - e) / 2, e, e},
                     light ? hex(EMBLEM_DARK_INK, 255) : hex(EMBLEM_LIGHT_INK, 255));
}

/* SPDX-License-Identifier: MIT */
/* A sheet of every piece as the game draws it, for looking at the art (--screenshot --screen pieces). */
#include <math.h>
#include <stdio.h>
#include "alhambra/types.h"
#include "backdrop.h"
#include "draw_card.h"
#include "client_module.h"
#include "draw_piece.h"
#include "draw_tile.h"
#include "i18n.h"
#include "paint.h"
#include "phrase.h"
#include "score_track.h"
#include "text.h"

/* The n-th building tile (0-based) of a type, 0 when there is none. */
static int building(int type, int nth)
{
    for (int t = 1, k = 0; t <= ALH_NUM_TILES; t++) {
        const AlhTileInfo *i = alh_tile_info(t);
        if (i && i->type == type && k++ == nth)
            return t;
    }
    return 0;
}

/* The first building of a type that shows drawing d. */
static int building_with_drawing(int type, int d)
{
    for (int k = 0; building(type, k); k++)
        if (tile_drawing(building(type, k)) == d)
            return building(type, k);
    return building(type, 0);
}

static void label(AppContext *ctx, float x, float y, float s, const char *text)
{
    text_draw(ctx, FONT_BOLD, (int)fmaxf(12.0f, 18 * s), (int)x, (int)y, PAL_MUTED, TEXT_LEFT | TEXT_BOTTOM, text);
}

/* Every type in a column, its drawings down the rows, the price shown. */
static void buildings(AppContext *ctx, float x, float y, float s)
{
    float t = 104 * s, gap = 10 * s;
    label(ctx, x, y - 4 * s, s, "Buildings");
    TileLook look = tile_look_default();
    for (int type = 0; type < ALH_NUM_TYPES; type++)
        for (int d = 1; d <= TILE_DRAWINGS; d++)
            draw_tile(ctx, building_with_drawing(type, d),
                      (SDL_FRect){x + (float)type * (t + gap), y + (float)(d - 1) * (t + gap), t, t}, &look);
}

/* A small Alhambra: the fountain, walls joined along a line, back to back and round a corner. */
static void alhambra(AppContext *ctx, float x, float y, float s)
{
    label(ctx, x, y - 4 * s, s, "An Alhambra");
    float cell = 92 * s, inset = cell * 0.03f;
    /* A closed city of nine cells round the fountain: walls run on along each side and turn at the
     * corners. Cells (col, row), the fountain at (1, 1); tiles picked for exactly these walls. */
    enum { N = 1u << ALH_NORTH, E = 1u << ALH_EAST, S = 1u << ALH_SOUTH, W = 1u << ALH_WEST };
    struct {
        int col, row, tile;
    } at[] = {{1, 1, ALH_TILE_FOUNTAIN}, {0, 0, 0}, {1, 0, 0}, {2, 0, 0}, {0, 1, 0}, {2, 1, 0}, {0, 2, 0}, {1, 2, 0}, {2, 2, 0}};
    int n = (int)(sizeof at / sizeof at[0]);
    unsigned want[] = {0, N | W, N, N | E, W, E, S | W, S, S | E};
    bool used[ALH_NUM_TILES + 1] = {false};
    for (int i = 1; i < n; i++)
        for (int t = 1; t <= ALH_NUM_TILES && !at[i].tile; t++)
            if (!used[t] && alh_tile_info(t)->walls == want[i]) {
                at[i].tile = t;
                used[t] = true;
            }
    TileLook look = tile_look_default();
    look.owner = app_player_colour(2);
    look.walls = false;
    look.show_price = false;
    TileWalls walls[12];
    int nw = 0;
    for (int i = 0; i < n; i++) {
        if (!at[i].tile)
            continue;
        SDL_FRect c = {x + (float)at[i].col * cell + inset, y + (float)at[i].row * cell + inset, cell - 2 * inset,
                       cell - 2 * inset};
        draw_tile_shadow(ctx, c, &look);
    }
    for (int i = 0; i < n; i++) {
        if (!at[i].tile)
            continue;
        SDL_FRect c = {x + (float)at[i].col * cell + inset, y + (float)at[i].row * cell + inset, cell - 2 * inset,
                       cell - 2 * inset};
        look.shadow = false;
        draw_tile(ctx, at[i].tile, c, &look);
        walls[nw++] =
            (TileWalls){at[i].col, at[i].row, at[i].tile == ALH_TILE_FOUNTAIN ? 0u : alh_tile_info(at[i].tile)->walls, 255};
    }
    draw_joined_walls(ctx, walls, nw, x, y, cell, inset);
}

static void cards(AppContext *ctx, float x, float y, float s)
{
    label(ctx, x, y - 4 * s, s, "Money, deck, scoring");
    float w = 88 * s, h = w * CARD_ASPECT, gap = 12 * s;
    for (int cur = 0; cur < ALH_NUM_CURRENCIES; cur++) {
        int low = cur * ALH_CARD_VALUES * ALH_CARD_COPIES, high = low + (ALH_CARD_VALUES - 1) * ALH_CARD_COPIES;
        draw_card(ctx, low, (SDL_FRect){x + (float)(2 * cur) * (w + gap), y, w, h}, 1.0f, false);
        draw_card(ctx, high, (SDL_FRect){x + (float)(2 * cur + 1) * (w + gap), y, w, h}, 1.0f, cur == 0);
    }
    float y2 = y + h + 24 * s;
    for (int i = 2; i >= 0; i--)
        draw_card_back(ctx, (SDL_FRect){x + (float)i * 3 * s, y2 - (float)i * 3 * s, w, h}, 1.0f);
    draw_card(ctx, ALH_CARD_SCORING_1, (SDL_FRect){x + w + gap * 2, y2, w, h}, 1.0f, false);
    draw_card(ctx, ALH_CARD_SCORING_2, (SDL_FRect){x + 2 * (w + gap) + gap, y2, w, h}, 1.0f, false);
    draw_bag(ctx, (SDL_FRect){x + 3 * (w + gap) + gap, y2, w * 1.3f, h}, 42);
    draw_bag(ctx, (SDL_FRect){x + 4.4f * (w + gap) + gap, y2 + h * 0.3f, w * 1.3f, h * 0.4f}, 7);
    draw_dirk_portrait(ctx, (SDL_FRect){x + 5.9f * (w + gap), y2, h, h});
}

static void market(AppContext *ctx, float x, float y, float s)
{
    label(ctx, x, y - 4 * s, s, "Market");
    float w = 146 * s, h = 176 * s, gap = 10 * s, t = 124 * s;
    int tiles[ALH_MARKET_SPACES] = {building(ALH_SERAGLIO, 3), building(ALH_GARDEN, 5), 0, building(ALH_ARCADES, 2)};
    for (int sp = 0; sp < ALH_MARKET_SPACES; sp++) {
        int cur = alh_market_currency(sp);
        char key[48], name[48];
        phrase_noun(ctx, name, sizeof name, phrase_currency_noun(cur, key, sizeof key), NULL);
        SDL_FRect r = {x + (float)sp * (w + gap), y, w, h};
        draw_market_space(ctx, r, cur, name, true, sp == 1, s);
        if (tiles[sp]) {
            TileLook look = tile_look_default();
            look.glow = sp == 1;
            look.lift = sp == 1 ? 0.5f : 0.0f;
            draw_tile(ctx, tiles[sp], (SDL_FRect){r.x + (w - t) / 2, r.y + 26 * s, t, t}, &look);
        }
    }
}

/*
 * Every module's pieces, as its client part draws them: in the order of the modules' list, left to
 * right along the first row, then on along the next ones (each module says how wide its samples
 * are); the last row is the free corner under the money cards.
 */
static bool lay_modules(AppContext *ctx, const SDL_FRect *rows, int row_count, float k, bool draw)
{
    int r = 0;
    float x = rows[0].x, gap = 28 * k;
    for (int id = 0; id < ALH_MOD_COUNT; id++) {
        const AlhModuleClient *part = client_module(id);
        if (!part->draw_samples)
            continue;
        float w = part->samples_width * k;
        while (x + w > rows[r].x + rows[r].w && r + 1 < row_count) {
            r++;
            x = rows[r].x;
        }
        if (x + w > rows[r].x + rows[r].w)
            return false;
        if (draw)
            part->draw_samples(ctx, x, rows[r].y, k);
        x += w + gap;
    }
    return true;
}

/* When the rows cannot hold every module at full size, all are drawn smaller, the same for all. */
static void modules(AppContext *ctx, const SDL_FRect *rows, int row_count, float s)
{
    label(ctx, rows[0].x, rows[0].y - 4 * s, s, "Expansion modules");
    float k = s;
    while (k > 0.4f * s && !lay_modules(ctx, rows, row_count, k, false))
        k *= 0.95f;
    lay_modules(ctx, rows, row_count, k, true);
}

/* The score track with markers apart, stacked on one space, side by side and round again. */
static void track(AppContext *ctx, SDL_Rect r, float s)
{
    label(ctx, (float)r.x, (float)r.y - 4 * s, s, "Score track");
    int scores[7] = {17, 42, 42, 43, 88, 104, 61};
    SDL_Color colours[7];
    for (int i = 0; i < 6; i++)
        colours[i] = app_player_colour(i);
    colours[6] = (SDL_Color){0x6B, 0x5A, 0x4A, 255};
    ScoreTrack t;
    score_track_rest(&t, 7, scores, colours);
    score_track_draw(ctx, &t, r, 0);
}

void screen_pieces_frame(AppContext *ctx, double dt)
{
    (void)dt;
    backdrop_table(ctx);
    float s = fminf((float)ctx->width / 1920.0f, (float)ctx->height / 1080.0f);
    float ox = ((float)ctx->width - 1920 * s) / 2, oy = ((float)ctx->height - 1080 * s) / 2;
    track(ctx, (SDL_Rect){(int)(ox + 24 * s), (int)(oy + 34 * s), (int)(1872 * s), (int)(44 * s)}, s);
    buildings(ctx, ox + 24 * s, oy + 130 * s, s);
    alhambra(ctx, ox + 740 * s, oy + 130 * s, s);
    cards(ctx, ox + 1060 * s, oy + 130 * s, s);
    market(ctx, ox + 24 * s, oy + 630 * s, s);
    const SDL_FRect rows[3] = {{ox + 660 * s, oy + 630 * s, 1236 * s, 200 * s},
                               {ox + 24 * s, oy + 860 * s, 1872 * s, 200 * s},
                               {ox + 1060 * s, oy + 420 * s, 836 * s, 190 * s}};
    modules(ctx, rows, 3, s);
}

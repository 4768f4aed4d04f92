/* SPDX-License-Identifier: MIT */
/*
 * City walls in the client: the wall cards (a tile's outline with the card's segments in the walls'
 * own masonry), the cards face up beside the board in the modules' panel, building one through the
 * action tray (a card, then one of the player's tiles), its words. The built walls themselves are
 * drawn by the board and the tile trays from alh_tile_walls_shown, like printed ones.
 */
#include "client_module.h"

#include <math.h>
#include <stdio.h>
#include <string.h>
#include "draw_card.h"
#include "i18n.h"
#include "match.h"
#include "material.h"
#include "paint.h"
#include "phrase.h"
#include "piece_kit.h"
#include "table_input.h"
#include "text.h"
#include "city_walls/city_walls.h"

#define MUTED kit_hex(0x6B5A4A, 255)
#define CARD_EDGE 0x5C4A3A

/* The card: a sandstone tile seen from above, its segments built along the matching edges. */
static void wall_card_body(AppContext *ctx, int i, SDL_FRect rect, bool flag)
{
    (void)flag;
    SDL_Renderer *r = ctx->renderer;
    kit_card_face(r, rect, kit_hex(CARD_EDGE, 255), kit_hex(0xF4E6C8, 255), kit_hex(0xE3CFA4, 255));
    float t = rect.w * 0.66f;
    SDL_FRect tile = {rect.x + (rect.w - t) / 2, rect.y + (rect.h - t) / 2, t, t};
    paint_round_rect(r, tile, t * 0.06f, kit_hex(0xD9C7A1, 255));
    paint_round_rect_outline(r, tile, t * 0.06f, fmaxf(1.0f, t * 0.02f), kit_hex(0x9C8868, 255));
    /* The card's segments along the matching edges, as they will stand on the tile. */
    /* Thicker than on a tile of this size, so the pattern reads at a glance. */
    int sides = alh_wall_card_sides(i);
    float th = t * 0.2f;
    for (int side = 0; side < 4; side++) {
        if (!((sides >> side) & 1))
            continue;
        SDL_FRect band = side == ALH_NORTH   ? (SDL_FRect){tile.x, tile.y, t, th}
                         : side == ALH_EAST  ? (SDL_FRect){tile.x + t - th, tile.y, th, t}
                         : side == ALH_SOUTH ? (SDL_FRect){tile.x, tile.y + t - th, t, th}
                                             : (SDL_FRect){tile.x, tile.y, th, t};
        material_wall(ctx, band, side, true, 255);
    }
}

static void draw_wall_card(AppContext *ctx, int card, SDL_FRect rect, float alpha, bool selected, float lift, bool moving)
{
    int i = card - ALH_CARD_WALL_FIRST;
    if (i < 0 || i >= ALH_CARD_WALL_COUNT)
        return;
    kit_card(ctx, "wallcard", wall_card_body, i, rect, alpha, selected, lift, moving, kit_hex(CARD_EDGE, 255));
}

/* ------------------------------------------------------------------ words */

/* The sides of card i in words ("north + east"). */
static void sides_words(AppContext *ctx, int i, char *out, size_t size)
{
    static const char *const keys[4] = {"mod.wall_side.n", "mod.wall_side.e", "mod.wall_side.s", "mod.wall_side.w"};
    int sides = alh_wall_card_sides(i);
    size_t len = 0;
    out[0] = '\0';
    for (int s = 0; s < 4; s++)
        if ((sides >> s) & 1) {
            int n = snprintf(out + len, size - len, "%s%s", len ? " + " : "", tr(ctx, keys[s]));
            if (n < 0 || (size_t)n >= size - len)
                return;
            len += (size_t)n;
        }
}

static void card_words(AppContext *ctx, int card, char *out, size_t size)
{
    char sides[64];
    sides_words(ctx, card - ALH_CARD_WALL_FIRST, sides, sizeof sides);
    phrase(ctx, out, size, "mod.wall_card", (const PhraseArg[]){PH_TEXT("sides", sides)}, 1);
}

/* Where the wall goes, in words: the fountain, a tile of the Alhambra, of the reserve, just bought. */
static void where_words(AppContext *ctx, const AlhGame *g, int tile, char *out, size_t size)
{
    if (tile == ALH_TILE_FOUNTAIN || !alh_tile_is_piece(tile)) {
        snprintf(out, size, "%s", tr(ctx, "mod.wall_on_fountain"));
        return;
    }
    const AlhTileInfo *info = alh_tile_info(tile);
    char noun[32];
    const char *key = g->where[tile].loc == ALH_LOC_RESERVE   ? "mod.wall_on_reserve"
                      : g->where[tile].loc == ALH_LOC_PENDING ? "mod.wall_on_bought"
                                                              : "mod.wall_on_alhambra";
    phrase(ctx, out, size, key,
           (const PhraseArg[]){
               PH_NOUN("tile", phrase_type_noun(info && info->type < ALH_NUM_TYPES ? info->type : 0, noun, sizeof noun)),
               PH_NUM("price", info ? info->price : 0)},
           2);
}

/* The tray: after the rarer chances of other modules, one kind per face-up card. */
static int tray_rank(int type) { return type == ALH_CMD_BUILD_WALL ? 4 : 0; }

static int tray_key(const AlhCommand *c) { return c->slots < ALH_CARD_WALL_COUNT ? c->slots : 0; }

/* The wall waiting for confirmation, on its tile when that stands in the Alhambra: the segments
 * in place, the cell ringed in gold. */
static void chosen_overlay(TableFrame *f, const AlhCommand *c)
{
    AppContext *ctx = f->ctx;
    const AlhGame *g = &f->m->game;
    int x = 0, y = 0;
    if (c->type != ALH_CMD_BUILD_WALL || c->slots >= ALH_CARD_WALL_COUNT)
        return;
    if (c->tile != ALH_TILE_FOUNTAIN) {
        if (!alh_tile_is_piece(c->tile) || g->where[c->tile].loc != ALH_LOC_ALHAMBRA)
            return;
        x = g->where[c->tile].x;
        y = g->where[c->tile].y;
    }
    SDL_FRect cell = table_board_cell(&f->bv, x, y);
    float inset = cell.w * 0.03f;
    SDL_FRect t = {cell.x + inset, cell.y + inset, cell.w - 2 * inset, cell.h - 2 * inset};
    int sides = alh_wall_card_sides(c->slots);
    for (int side = 0; side < 4; side++)
        if ((sides >> side) & 1)
            draw_tile_wall(ctx, t, side, 230);
    paint_round_rect_outline(ctx->renderer,
                             (SDL_FRect){cell.x - cell.w * 0.03f, cell.y - cell.w * 0.03f, cell.w * 1.06f, cell.h * 1.06f},
                             cell.w * 0.1f, fmaxf(2.0f, cell.w * 0.04f), kit_hex(0xF2C94C, 235));
}

static void describe(AppContext *ctx, const AlhGame *g, const AlhCommand *c, int form, char *out, size_t size)
{
    char sides[64], where[128];
    sides_words(ctx, c->slots, sides, sizeof sides);
    where_words(ctx, g, c->tile, where, sizeof where);
    const char *key = form == MOD_WORDS_KIND   ? "mod.build_wall"
                      : form == MOD_WORDS_FULL ? "mod.build_wall_full"
                                               : "mod.build_wall_on";
    phrase(ctx, out, size, key, (const PhraseArg[]){PH_TEXT("sides", sides), PH_TEXT("where", where)}, 2);
}

/* The game log: "Ann builds the city wall north + east on a pavilion." */
static bool log_event(Match *m, const AlhEvent *e, const AlhCardSet *paid)
{
    (void)paid;
    if (e->type != ALH_EV_WALL_BUILT)
        return false;
    char sides[32];
    snprintf(sides, sizeof sides, "mod.wall_sides.%d", e->value & 15);
    if (e->tile == ALH_TILE_FOUNTAIN)
        MATCH_LOG(m, e->player, "mod.log_wall_fountain", match_arg_seat("who", e->player),
                  match_arg_text("sides", LOG_ARG_KEY, sides));
    else
        MATCH_LOG(m, e->player, "mod.log_wall", match_arg_seat("who", e->player), match_arg_text("sides", LOG_ARG_KEY, sides),
                  match_arg_tile("tile", e->tile));
    return false;
}

/* ------------------------------------------------------------------ the panel */

static int label_px(float s)
{
    int v = (int)(17 * s + 0.5f);
    return v < 12 ? 12 : v;
}

static int face_up_count(const AlhGame *g) { return __builtin_popcount(g->mod.city_walls.face_up); }

/* The cards face up lie in rows of four at most (two a row while two or fewer are up), as large as
 * the panel's width allows. */
static float card_width(const AlhGame *g, int w, float s)
{
    int per_row = face_up_count(g) > 2 ? 4 : 2;
    float cw = 80 * s, room = ((float)w - (float)(per_row - 1) * 6 * s) / (float)per_row;
    return cw < room ? cw : room;
}

/* The label's height and the cards' size in a section of width w and height h (h 0: as wide as the
 * width allows); a short panel makes the cards smaller rather than push the players' rows out of it. */
static int section_label(AppContext *ctx, float s) { return text_line_height(ctx, FONT_BOLD, label_px(s)) + (int)(4 * s); }

static float fitted_card_width(AppContext *ctx, const AlhGame *g, int w, int h, float s)
{
    float cw = card_width(g, w, s);
    int rows = face_up_count(g) > 4 ? 2 : 1;
    if (h > 0 && face_up_count(g) > 0) {
        float fit = ((float)(h - section_label(ctx, s)) - (float)(rows - 1) * 6 * s) / (float)rows / CARD_ASPECT;
        if (fit < cw)
            cw = fit > 8 ? fit : 8;
    }
    return cw;
}

static int section_height(AppContext *ctx, const AlhGame *g, int w, float s)
{
    int label = section_label(ctx, s);
    int rows = face_up_count(g) > 4 ? 2 : 1;
    float ch = card_width(g, w, s) * CARD_ASPECT;
    if (face_up_count(g) == 0)
        ch *= 0.5f; /* a line of words in place of the cards */
    return label + (int)ceilf((float)rows * ch + (float)(rows - 1) * 6 * s);
}

static void draw_section(AppContext *ctx, const AlhGame *g, int viewer, SDL_Rect R, float s)
{
    (void)viewer; /* the cards beside the board are public */
    int fs = label_px(s), label = section_label(ctx, s);
    text_draw_fit(ctx, FONT_BOLD, fs, R.x, R.y, R.w, MUTED, TEXT_LEFT | TEXT_TOP, tr(ctx, "table.mod.walls"));
    float cw = fitted_card_width(ctx, g, R.w, R.h, s), ch = cw * CARD_ASPECT, gap = 6 * s;
    int shown = 0;
    for (int i = 0; i < ALH_CARD_WALL_COUNT; i++) {
        if (!((g->mod.city_walls.face_up >> i) & 1))
            continue;
        float x = (float)R.x + (float)(shown % 4) * (cw + gap), y = (float)(R.y + label) + (float)(shown / 4) * (ch + gap);
        draw_wall_card(ctx, ALH_CARD_WALL_FIRST + i, (SDL_FRect){x, y, cw, ch}, 1.0f, false, 0.0f, false);
        shown++;
    }
    if (!shown)
        text_draw_fit(ctx, FONT_UI, label_px(s * 0.9f), R.x, R.y + label + (R.h - label) / 2, R.w, MUTED, TEXT_LEFT | TEXT_MIDDLE,
                      tr(ctx, "table.mod.walls_none"));
}

/* The modules' panel (client_module.h: panel_height, panel_draw): as tall as its cards want, or
 * the room the panel has left (its least: the label and a line). */
static int panel_height(const TableFrame *f, int w, int room)
{
    int want = section_height(f->ctx, f->g, w, f->L.s);
    int least = section_label(f->ctx, f->L.s) + text_line_height(f->ctx, FONT_UI, label_px(f->L.s * 0.9f));
    if (room <= 0)
        return least < want ? least : want;
    return want < room ? want : room > least ? room : least;
}

static void panel_draw(TableFrame *f, SDL_Rect R) { draw_section(f->ctx, f->g, f->home, R, f->L.s); }

/* The results: how many city-wall cards the player built. */
static void results_words(AppContext *ctx, const AlhGame *g, int player, char *out, size_t size)
{
    int n = 0;
    for (int i = 0; i < ALH_CARD_WALL_COUNT; i++)
        n += g->mod.city_walls.built_on[i] && g->mod.city_walls.built_by[i] == player;
    out[0] = '\0';
    if (n > 0)
        phrase(ctx, out, size, "mod.results_walls", (const PhraseArg[]){PH_NUM("n", n)}, 1);
}

/* ------------------------------------------------------------------ the pieces sheet */

/* A tile with a corner built onto it, and two cards. */
static void samples(AppContext *ctx, float x, float y, float s)
{
    float t = 92 * s, gap = 10 * s;
    int open = 0;
    for (int tile = 1; tile <= ALH_NUM_TILES && !open; tile++)
        if (alh_tile_info(tile)->walls == 0)
            open = tile;
    TileLook look = tile_look_default();
    look.show_price = false;
    look.built_walls = alh_wall_card_sides(4);
    draw_tile(ctx, open, (SDL_FRect){x, y, t, t}, &look);
    x += t + gap * 2;
    float w = 70 * s;
    draw_wall_card(ctx, ALH_CARD_WALL_FIRST + 0, (SDL_FRect){x, y, w, w * CARD_ASPECT}, 1.0f, false, 0.0f, false);
    x += w + gap;
    draw_wall_card(ctx, ALH_CARD_WALL_FIRST + 4, (SDL_FRect){x, y, w, w * CARD_ASPECT}, 1.0f, false, 0.0f, false);
}

const AlhModuleClient alh_client_city_walls = {
    .draw_card = draw_wall_card,
    .draw_samples = samples,
    .samples_width = 284,
    .card_words = card_words,
    .panel_height = panel_height,
    .panel_draw = panel_draw,
    .panel_order = 4,
    .tray_rank = tray_rank,
    .tray_key = tray_key,
    .describe = describe,
    .chosen_overlay = chosen_overlay,
    .results_words = results_words,
    .log_event = log_event,
};

/* SPDX-License-Identifier: MIT */
/*
 * The treasure chamber in the client: the chests (a small coffer in its building's colour with that
 * building's emblem on its front, so colour is never the only sign), the chamber's three rooms in the
 * modules' panel with the bag's count, the chests on the buildings of each Alhambra, a player's chests
 * counted in their row, buying a room through the action tray (a room, then one of the payments the
 * engine lists), the log's lines and the results' words. The engine places every chest, the
 * leftovers included, so nobody is asked anything out of turn (docs/rules-notes.md M-TC2).
 */
#include "client_module.h"

#include <math.h>
#include <stdio.h>
#include <string.h>
#include "i18n.h"
#include "match.h"
#include "paint.h"
#include "phrase.h"
#include "piece_kit.h"
#include "table_input.h"
#include "table_modules.h"
#include "text.h"
#include "ui.h"
#include "treasure_chamber/treasure_chamber.h"

#define GOLD 0xE2B04A
#define IRON 0x4A3A2C

/* ------------------------------------------------------------------ the pieces */

/* A chest in r (colour -1: a neutral one, for counts): a domed lid over a box, iron bands, a gold
 * hasp, and the emblem of its building type on the box's front. */
static void chest_draw(AppContext *ctx, SDL_FRect r, int colour, Uint8 alpha)
{
    SDL_Renderer *rd = ctx->renderer;
    SDL_Color body = colour >= 0 ? tile_type_colour(colour) : kit_hex(0x9A6A3A, 255);
    SDL_Color dark = paint_mix(body, kit_hex(0x000000, 255), 0.35f), iron = kit_hex(IRON, alpha);
    body = paint_alpha(body, alpha);
    dark = paint_alpha(dark, alpha);
    float w = r.w, h = r.h, rad = w * 0.12f;
    paint_shadow(rd, (SDL_FRect){r.x + w * 0.04f, r.y + h * 0.1f, w * 0.92f, h * 0.9f}, rad, w * 0.08f, h * 0.04f,
                 (Uint8)(alpha * 0.35f));
    /* A pale rim, so that a chest stands out on a building of its own colour. */
    float halo = fmaxf(1.5f, w * 0.07f);
    paint_round_rect(rd, (SDL_FRect){r.x - halo, r.y + h * 0.08f - halo, w + 2 * halo, h * 0.92f + 2 * halo}, rad + halo,
                     kit_hex(0xFFF3D6, (Uint8)(alpha * 0.9f)));
    SDL_FRect box = {r.x, r.y + h * 0.4f, w, h * 0.6f};
    SDL_FRect lid = {r.x, r.y + h * 0.08f, w, h * 0.42f};
    paint_round_rect(rd, box, rad * 0.6f, body);
    paint_round_rect(rd, lid, w * 0.3f, dark);
    paint_round_rect_outline(rd, box, rad * 0.6f, fmaxf(1.0f, w * 0.05f), iron);
    paint_round_rect_outline(rd, lid, w * 0.3f, fmaxf(1.0f, w * 0.05f), iron);
    /* Iron bands down the lid and the box. */
    float bw = fmaxf(1.0f, w * 0.08f);
    for (int k = 0; k < 2; k++) {
        float bx = r.x + w * (k == 0 ? 0.18f : 0.82f) - bw / 2;
        paint_fill_rect(
            rd, (SDL_Rect){(int)bx, (int)(lid.y + h * 0.06f), (int)ceilf(bw), (int)(box.y + box.h - lid.y - h * 0.06f)}, iron);
    }
    /* The emblem on the front, in the lid's light. */
    if (colour >= 0 && w >= 14) {
        float e = box.h * 0.72f;
        draw_type_emblem(ctx, colour, (SDL_FRect){r.x + (w - e) / 2, box.y + (box.h - e) / 2 + box.h * 0.04f, e, e},
                         kit_hex(0xFFF6E0, alpha));
    }
    /* The hasp where lid meets box. */
    float hw = w * 0.2f, hh = h * 0.2f;
    paint_round_rect(rd, (SDL_FRect){r.x + (w - hw) / 2, box.y - hh * 0.55f, hw, hh}, hw * 0.2f, kit_hex(GOLD, alpha));
}

/* ------------------------------------------------------------------ words */

/* A room's chests in words: "blue, red, green ×2" (the colours' order; a count when more than one). */
static void room_words(AppContext *ctx, const AlhGame *g, int room, char *out, size_t size)
{
    int count[ALH_NUM_TYPES] = {0};
    for (int k = 0; k < ALH_CHAMBER_ROOM_SIZE; k++) {
        int c = alh_chamber_room_chest(g, room, k);
        if (c >= 0)
            count[c]++;
    }
    size_t len = 0;
    out[0] = '\0';
    for (int c = 0; c < ALH_NUM_TYPES; c++) {
        if (!count[c])
            continue;
        char key[32];
        snprintf(key, sizeof key, "mod.chest_colour.%d", c);
        int n = count[c] > 1 ? snprintf(out + len, size - len, "%s%s \u00d7%d", len ? ", " : "", tr(ctx, key), count[c])
                             : snprintf(out + len, size - len, "%s%s", len ? ", " : "", tr(ctx, key));
        if (n < 0 || (size_t)n >= size - len)
            return;
        len += (size_t)n;
    }
}

static int tray_rank(int type) { return type == ALH_CMD_BUY_CHESTS ? 5 : 0; }

/* One tray choice a room; its payments are the choices within. */
static int tray_key(const AlhCommand *c) { return c->slots < ALH_CHAMBER_ROOMS ? c->slots : 0; }

static void describe(AppContext *ctx, const AlhGame *g, const AlhCommand *c, int form, char *out, size_t size)
{
    if (c->type != ALH_CMD_BUY_CHESTS)
        return;
    char chests[128], cards[160];
    room_words(ctx, g, c->slots, chests, sizeof chests);
    match_cards_words(ctx, &c->cards, cards, sizeof cards);
    int paid = 0;
    alh_check_mixed_payment(g, c->player, &c->cards, &paid);
    int placeable = alh_chamber_placeable(g, c->player, c->slots);
    const char *key = form == MOD_WORDS_KIND ? "mod.chests_kind" : form == MOD_WORDS_FULL ? "mod.chests_full" : "mod.chests_pay";
    phrase(ctx, out, size, key,
           (const PhraseArg[]){PH_NUM("room", c->slots + 1), PH_TEXT("chests", chests), PH_TEXT("cards", cards),
                               PH_NUM("n", paid), PH_NUM("k", placeable)},
           5);
}

/* ------------------------------------------------------------------ the log */

static MatchLogArg colour_arg(int colour)
{
    char key[32];
    snprintf(key, sizeof key, "mod.chest_colour.%d", colour >= 0 && colour < ALH_NUM_TYPES ? colour : 0);
    return match_arg_text("colour", LOG_ARG_KEY, key);
}

static bool log_event(Match *m, const AlhEvent *e, const AlhCardSet *paid)
{
    switch (e->type) {
    case ALH_EV_CHESTS_BOUGHT:
        MATCH_LOG(m, e->player, "mod.log_chests_bought", match_arg_seat("who", e->player), match_arg_num("room", e->slot + 1),
                  match_arg_cards("cards", paid), match_arg_num("n", e->value));
        return true;
    case ALH_EV_CHEST_PLACED:
        MATCH_LOG(m, e->player, "mod.log_chest_placed", match_arg_seat("who", e->player), colour_arg(e->slot),
                  match_arg_tile("tile", e->tile));
        return false;
    case ALH_EV_CHEST_TO_BAG: MATCH_LOG(m, -1, "mod.log_chest_to_bag", colour_arg(e->slot)); return false;
    case ALH_EV_CHEST_LOST:
        MATCH_LOG(m, e->player, "mod.log_chest_lost", match_arg_seat("who", e->player), colour_arg(e->slot),
                  match_arg_tile("tile", e->tile));
        return false;
    case ALH_EV_ROOM_REFILLED:
        if (e->value < 0)
            MATCH_LOG(m, -1, "mod.log_room_empty", match_arg_num("room", e->slot + 1));
        return false;
    default: return false;
    }
}

/* ------------------------------------------------------------------ the board and the rows */

/* The chests on player's buildings: a coffer in the lower right corner of each cell. */
static void draw_on_board(AppContext *ctx, const AlhGame *g, int player, const BoardView *v)
{
    if (v->tile <= 0 || !alh_module_on(g, ALH_MOD_TREASURE_CHAMBER))
        return;
    for (int tile = 1; tile <= ALH_NUM_TILES; tile++) {
        const AlhTilePlace *w = &g->where[tile];
        if (w->loc != ALH_LOC_ALHAMBRA || w->owner != player || !alh_chamber_has_chest(g, tile))
            continue;
        SDL_FRect cell = table_board_cell(v, w->x, w->y);
        float s = cell.w * 0.36f;
        chest_draw(ctx,
                   (SDL_FRect){cell.x + cell.w - s - cell.w * 0.07f, cell.y + cell.h - s * 0.85f - cell.h * 0.07f, s, s * 0.85f},
                   alh_tile_info(tile)->type, 255);
    }
}

/* A player's chests as small pictures in their row, one per chest in its colour (those that do not
 * fit stay in the row's words). */
static int row_picture_count(const AlhGame *g, int player) { return alh_chamber_count(g, player); }

static int row_pictures(TableFrame *f, int player, int x, int y, int lh, int pic, int end, char *parts, size_t size)
{
    AppContext *ctx = f->ctx;
    const AlhGame *g = f->g;
    int n = alh_chamber_count(g, player);
    if (n == 0)
        return x;
    char buf[UI_TIP_TEXT];
    PHRASE(ctx, buf, "table.part.chests", PH_NUM("n", n));
    table_modules_row_part(ctx, parts, size, buf);
    float w = (float)pic, h = w * 0.85f;
    for (int colour = 0; colour < ALH_NUM_TYPES; colour++)
        for (int tile = 1; tile <= ALH_NUM_TILES; tile++) {
            const AlhTilePlace *wp = &g->where[tile];
            if (alh_tile_info(tile)->type != colour || !alh_chamber_has_chest(g, tile) || wp->owner != player ||
                (wp->loc != ALH_LOC_ALHAMBRA && wp->loc != ALH_LOC_PENDING))
                continue;
            if (x + pic > end)
                return x;
            chest_draw(ctx, (SDL_FRect){(float)x, (float)y + ((float)lh - h) / 2, w, h}, colour, 255);
            x += pic + table_modules_px(f, 2);
        }
    return x;
}

static void results_words(AppContext *ctx, const AlhGame *g, int player, char *out, size_t size)
{
    int n = alh_chamber_count(g, player);
    out[0] = '\0';
    if (n > 0)
        phrase(ctx, out, size, "mod.results_chests", (const PhraseArg[]){PH_NUM("n", n)}, 1);
}

/* ------------------------------------------------------------------ the panel */

/* The three rooms side by side, each an arched alcove with its chests two by two; on a short panel
 * a low alcove with its chests in a row, and no line for the bag (the rooms' tooltips still say it). */
static int rooms_height(int w) { return (int)((float)w / 3.0f * 1.05f); }

/* The heading's width when the rooms share its line (a short panel). */
static int inline_heading_w(int w) { return w * 2 / 5; }

static int one_line(const TableFrame *f)
{
    return text_line_height(f->ctx, FONT_BOLD, table_modules_text_px(f, 17)) + table_modules_px(f, 4);
}

static int panel_height(const TableFrame *f, int w, int room)
{
    int head = table_modules_heading_height(f, w, tr(f->ctx, "table.mod.chamber"));
    int line = table_modules_text_px(f, 15) + table_modules_px(f, 6);
    int want = head + rooms_height(w) + line;
    /* One line at least, the heading with the three rooms beside it; with no room for that (a small
     * screen with every module) the section folds away: the tray still names each room's chests and
     * the players' rows count their chests. */
    int least = one_line(f);
    if (room < least)
        return 0;
    return want < room ? want : room;
}

static void draw_room(AppContext *ctx, const AlhGame *g, int room, SDL_FRect R, int fs)
{
    SDL_Renderer *rd = ctx->renderer;
    bool tall = R.h >= R.w * 0.8f;
    /* The alcove: sandstone around a dark room, arched when there is height for it. */
    paint_round_rect(rd, R, R.w * 0.08f, kit_hex(0xD9C39A, 255));
    float band = tall ? R.h * 0.16f : 0.0f, side = fminf(R.w, R.h) * 0.08f;
    SDL_FRect in = {R.x + side, R.y + side + band, R.w - 2 * side, R.h - 2 * side - band};
    float arch = tall ? in.w * 0.3f : in.h * 0.3f;
    paint_round_rect(rd, in, arch, kit_hex(0x3C2A20, 255));
    paint_round_rect_outline(rd, in, arch, fmaxf(1.0f, R.w * 0.02f), kit_hex(0x8C6A3E, 255));
    if (tall && band + side >= (float)fs * 0.9f) {
        char num[8];
        snprintf(num, sizeof num, "%d", room + 1);
        text_draw(ctx, FONT_BOLD, fs, (int)(R.x + R.w / 2), (int)(R.y + (side + band) / 2), kit_hex(0x5C3A1E, 255),
                  TEXT_CENTER | TEXT_MIDDLE, num);
    }
    int cols = tall ? 2 : 4, rows = tall ? 2 : 1;
    float cw = fminf(in.w * (tall ? 0.42f : 0.22f), in.h * (tall ? 0.38f : 0.8f) / 0.85f), ch = cw * 0.85f;
    float gx = (in.w - (float)cols * cw) / (float)(cols + 1), gy = (in.h - (float)rows * ch) / (float)(rows + 1);
    for (int k = 0; k < ALH_CHAMBER_ROOM_SIZE; k++) {
        int c = alh_chamber_room_chest(g, room, k);
        if (c < 0)
            continue;
        float x = in.x + gx + (float)(k % cols) * (cw + gx), y = in.y + gy + (float)(k / cols) * (ch + gy);
        chest_draw(ctx, (SDL_FRect){x, y, cw, ch}, c, 255);
    }
}

static void panel_draw(TableFrame *f, SDL_Rect R)
{
    AppContext *ctx = f->ctx;
    const AlhGame *g = f->g;
    if (R.h < one_line(f))
        return; /* folded away */
    int fs = table_modules_text_px(f, 15), line = fs + table_modules_px(f, 6);
    int gap = table_modules_px(f, 6);
    int head = table_modules_heading_height(f, R.w, tr(ctx, "table.mod.chamber"));
    /* Too short for rooms under the heading: the rooms share the heading's line, on its right. */
    bool beside = R.h - head < table_modules_px(f, 24);
    if (beside) {
        int hw = inline_heading_w(R.w);
        text_draw_fit(ctx, FONT_BOLD, table_modules_text_px(f, 17), R.x, R.y + R.h / 2, hw, table_modules_ink(true),
                      TEXT_LEFT | TEXT_MIDDLE, tr(ctx, "table.mod.chamber"));
        R.x += hw + gap;
        R.w -= hw + gap;
        head = 0;
    } else {
        table_modules_heading(f, R, tr(ctx, "table.mod.chamber"));
    }
    float rw = ((float)R.w - 2 * (float)gap) / 3;
    int h = R.h - head;
    bool bag_line = (float)h >= rw * 0.6f + (float)line;
    float rh = fminf((float)(bag_line ? h - line : h), rw * 1.05f);
    char tip[UI_TIP_TEXT], label[128], bag[96];
    int n = alh_chamber_bag_count(g);
    if (alh_chamber_stopped(g))
        PHRASE(ctx, bag, "table.mod.chamber_stopped", PH_NUM("n", n));
    else
        PHRASE(ctx, bag, "table.mod.chamber_bag", PH_NUM("n", n));
    for (int room = 0; room < ALH_CHAMBER_ROOMS; room++) {
        SDL_FRect box = {(float)R.x + (float)room * (rw + (float)gap), (float)(R.y + head), rw, rh};
        draw_room(ctx, g, room, box, fs);
        room_words(ctx, g, room, label, sizeof label);
        if (alh_chamber_room_chest(g, room, 0) < 0)
            PHRASE(ctx, tip, "table.tip.room_empty", PH_NUM("room", room + 1), PH_TEXT("bag", bag));
        else
            PHRASE(ctx, tip, "table.tip.room", PH_NUM("room", room + 1), PH_TEXT("chests", label), PH_TEXT("bag", bag));
        char id[40];
        snprintf(id, sizeof id, "table.mod.chamber.room.%d", room);
        ui_tooltip(ctx, id, (SDL_Rect){(int)box.x, (int)box.y, (int)box.w, (int)box.h}, tip);
    }
    if (bag_line)
        text_draw_fit(ctx, FONT_UI, fs, R.x, R.y + head + (int)rh + line / 2, R.w, table_modules_ink(true),
                      TEXT_LEFT | TEXT_MIDDLE, bag);
}

/* ------------------------------------------------------------------ the pieces sheet */

static void samples(AppContext *ctx, float x, float y, float s)
{
    float w = 40 * s, gap = 8 * s;
    for (int c = 0; c < ALH_NUM_TYPES; c++)
        chest_draw(ctx, (SDL_FRect){x + (float)(c % 3) * (w + gap), y + (float)(c / 3) * (w + gap), w, w * 0.85f}, c, 255);
    /* A garden holding its chest. */
    int garden = 0;
    for (int tile = 1; tile <= ALH_NUM_TILES && !garden; tile++)
        if (alh_tile_info(tile)->type == 4)
            garden = tile;
    float t = 92 * s, tx = x + 3 * (w + gap) + gap;
    TileLook look = tile_look_default();
    look.show_price = false;
    draw_tile(ctx, garden, (SDL_FRect){tx, y, t, t}, &look);
    float cs = t * 0.36f;
    chest_draw(ctx, (SDL_FRect){tx + t - cs - t * 0.07f, y + t - cs * 0.85f - t * 0.07f, cs, cs * 0.85f}, 4, 255);
}

const AlhModuleClient alh_client_treasure_chamber = {
    .draw_on_board = draw_on_board,
    .draw_samples = samples,
    .samples_width = 260,
    .log_event = log_event,
    .results_words = results_words,
    .tray_rank = tray_rank,
    .tray_key = tray_key,
    .describe = describe,
    .panel_height = panel_height,
    .panel_draw = panel_draw,
    .panel_order = 5,
    .row_picture_count = row_picture_count,
    .row_pictures = row_pictures,
};

/* SPDX-License-Identifier: MIT */
/* The expansion modules on the table: the modules' panel beside the board and the gates on the board. */
#include "table_modules.h"

#include <math.h>
#include <stdio.h>
#include <string.h>
#include "draw_card.h"
#include "client_module.h"
#include "draw_tile.h"
#include "i18n.h"
#include "paint.h"
#include "text.h"
#include "bonus_cards/bonus_cards.h"
#include "camps/camps.h"
#include "characters/characters.h"
#include "city_gates/city_gates.h"
#include "diamonds/diamonds.h"
#include "exchange/exchange.h"
#include "squares/squares.h"
#include "bonus_cards/client.h"
#include "characters/client.h"
#include "vizier/client.h"

static SDL_Color hex(unsigned v, Uint8 a)
{
    SDL_Color c = {(Uint8)(v >> 16), (Uint8)(v >> 8), (Uint8)v, a};
    return c;
}

#define INK hex(0x2B2118, 255)
#define MUTED hex(0x6B5A4A, 255)

static bool has(const AlhGame *g, int mod)
{
    return alh_modset_has(&g->modules, mod);
}

bool table_has_modules(const AlhGame *g)
{
    return alh_modules_any_optional(&g->modules);
}

/* Text size for the table: design pixels scaled, but never under 12 physical pixels. */
static int text_px(const TableFrame *f, float design)
{
    int v = (int)(design * f->L.s + 0.5f);
    return v < 12 ? 12 : v;
}

static int px(const TableFrame *f, float design)
{
    return (int)(design * f->L.s + 0.5f);
}

/* ------------------------------------------------------------------ layout */

void table_modules_layout(const TableFrame *f, TableModulesLayout *o)
{
    memset(o, 0, sizeof *o);
    const AlhGame *g = f->g;
    SDL_Rect M = f->L.modules;
    o->panel = M;
    if (M.w <= 0)
        return;
    int pad = px(f, 12), label = text_px(f, 17) + px(f, 6);
    int x = M.x + pad, w = M.w - 2 * pad;
    int y = M.y + px(f, 36); /* under the title */
    if (has(g, ALH_MOD_SQUARES)) {
        /* Six piles in one row, each the size of a small tile. */
        y += label;
        int gap = px(f, 5), ts = (w - 5 * gap) / 6;
        if (ts > px(f, 60))
            ts = px(f, 60);
        for (int c = 0; c < ALH_NUM_TYPES; c++)
            o->square_pile[c] = (SDL_Rect){x + c * (ts + gap), y, ts, ts};
        y += ts + text_px(f, 15) + px(f, 8);
    }
    int card_w = px(f, 48), card_h = (int)((float)card_w * CARD_ASPECT);
    /* The auction's four lines of text must fit beside its card, even with the 12-pixel minimum. */
    int four = 4 * text_line_height(f->ctx, FONT_UI, text_px(f, 15));
    int row_h = has(g, ALH_MOD_CHARACTERS) && four > card_h ? four : card_h;
    if (has(g, ALH_MOD_CITY_GATES) || has(g, ALH_MOD_CHARACTERS)) {
        /* One row: the city-gate card with its words, then the character on auction with its bid. */
        int cx = x;
        if (has(g, ALH_MOD_CITY_GATES)) {
            o->gate_card = (SDL_Rect){cx, y, card_w, card_h};
            int text_w = has(g, ALH_MOD_CHARACTERS) ? px(f, 78) : w - card_w - px(f, 8);
            o->gate_text = (SDL_Rect){cx + card_w + px(f, 6), y, text_w, card_h};
            cx = o->gate_text.x + text_w + px(f, 8);
        }
        if (has(g, ALH_MOD_CHARACTERS)) {
            o->auction_card = (SDL_Rect){cx, y, card_w, card_h};
            o->auction_text = (SDL_Rect){cx + card_w + px(f, 8), y, x + w - (cx + card_w + px(f, 8)), row_h};
        }
        y += row_h + px(f, 10);
    }
    if (has(g, ALH_MOD_BONUS_CARDS)) {
        y += label;
        int bh = px(f, 56);
        o->bonus_hand = (SDL_Rect){x, y, w, bh};
        y += bh + px(f, 10);
    }
    y += label;
    int bottom = M.y + M.h - px(f, 8);
    o->players = (SDL_Rect){x, y, w, bottom > y ? bottom - y : 0};
    int n = g->num_players > 0 ? g->num_players : 1;
    int row = o->players.h / n;
    if (row > px(f, 58))
        row = px(f, 58);
    o->player_row_h = row;
}

SDL_Rect table_modules_place(const TableFrame *f, int module, int index)
{
    TableModulesLayout ml;
    table_modules_layout(f, &ml);
    if (module == ALH_MOD_SQUARES && index >= 0 && index < ALH_NUM_TYPES)
        return ml.square_pile[index];
    return (SDL_Rect){0, 0, 0, 0};
}

SDL_Rect table_modules_bonus_rect(const TableFrame *f, const TableModulesLayout *ml, int n, int i)
{
    int h = ml->bonus_hand.h, w = (int)((float)h / CARD_ASPECT);
    return table_row_item(ml->bonus_hand, n, i, w, h, px(f, 5));
}

/* ------------------------------------------------------------------ parts */

static void section_label(TableFrame *f, int x, int y, int w, const char *text)
{
    int fs = text_px(f, 17);
    text_draw_fit(f->ctx, FONT_BOLD, fs, x, y - fs - px(f, 5), w, MUTED, TEXT_LEFT | TEXT_TOP, text);
}

static int square_top(const AlhGame *g, int pile)
{
    for (int t = ALH_TILE_SQUARE_FIRST; t < ALH_TILE_SQUARE_FIRST + ALH_NUM_SQUARES; t++)
        if (g->where[t].loc == ALH_LOC_SUPPLY && g->where[t].x == pile && g->where[t].y == 0)
            return t;
    return 0;
}

static void draw_square_piles(TableFrame *f, const TableModulesLayout *ml)
{
    AppContext *ctx = f->ctx;
    const AlhGame *g = f->g;
    SDL_Rect first = ml->square_pile[0];
    section_label(f, first.x, first.y, ml->panel.w, tr(ctx, "table.mod.squares"));
    for (int c = 0; c < ALH_NUM_TYPES; c++) {
        SDL_Rect R = ml->square_pile[c];
        SDL_FRect fr = paint_frect(R);
        int len = g->mod.squares.pile_len[c], top = square_top(g, c);
        if (len > 1) /* the pile's depth as an edge under the top tile */
            paint_round_rect(ctx->renderer, (SDL_FRect){fr.x + 2, fr.y + 3, fr.w, fr.h}, fr.w * 0.06f, hex(0x8C7F6A, 255));
        if (top) {
            TileLook look = tile_look_default();
            look.shadow = false;
            draw_tile(ctx, top, fr, &look);
        } else {
            /* An empty pile: its colour's outline, faint. */
            SDL_Color col = paint_mix(tile_type_colour(c), INK, c == ALH_CHAMBERS ? 0.35f : 0.0f); /* white needs an edge */
            paint_round_rect_outline(ctx->renderer, fr, fr.w * 0.08f, 1.5f, paint_alpha(col, 150));
            float e = fr.w * 0.45f;
            SDL_FRect chip = {fr.x + (fr.w - e) / 2, fr.y + (fr.h - e) / 2, e, e};
            draw_type_emblem(ctx, c, chip, paint_alpha(paint_mix(col, INK, 0.2f), 90));
        }
        char buf[8];
        snprintf(buf, sizeof buf, "%d", len);
        text_draw(ctx, FONT_BOLD, text_px(f, 15), R.x + R.w / 2, R.y + R.h + px(f, 3), len ? INK : MUTED, TEXT_CENTER | TEXT_TOP, buf);
    }
}

static void draw_gate_and_auction(TableFrame *f, const TableModulesLayout *ml)
{
    AppContext *ctx = f->ctx;
    const AlhGame *g = f->g;
    char buf[160], n1[16];
    int fs = text_px(f, 15), lh = text_line_height(ctx, FONT_UI, fs);
    if (ml->gate_card.w > 0) {
        SDL_FRect fr = paint_frect(ml->gate_card);
        SDL_Rect T = ml->gate_text;
        bool up = g->mod.city_gates.card_up != ALH_CARD_NONE;
        if (up) {
            draw_card(ctx, g->mod.city_gates.card_up, fr, 1.0f, false);
        } else {
            paint_round_rect_outline(ctx->renderer, fr, fr.w * 0.08f, 1.5f, hex(0x8C5A3C, 110));
        }
        text_draw_wrapped(ctx, FONT_BOLD, fs, T.x, T.y, T.w, INK, TEXT_LEFT, tr(ctx, "table.mod.gate_card"), true);
        text_draw_fit(ctx, FONT_UI, fs, T.x, T.y + T.h - lh, T.w, MUTED, TEXT_LEFT | TEXT_TOP,
                      tr(ctx, up ? "table.mod.gate_up" : "table.mod.none"));
    }
    if (ml->auction_card.w > 0) {
        SDL_Rect A = ml->auction_card, T = ml->auction_text;
        SDL_FRect fr = paint_frect(A);
        int card = g->mod.characters.auction_card, y = T.y;
        text_draw_fit(ctx, FONT_BOLD, fs, T.x, y, T.w, INK, TEXT_LEFT | TEXT_TOP, tr(ctx, "table.mod.characters"));
        y += lh;
        if (card != ALH_CARD_NONE && alh_card_is_character(card)) {
            draw_card(ctx, card, fr, 1.0f, false);
            text_draw_fit(ctx, FONT_UI, fs, T.x, y, T.w, INK, TEXT_LEFT | TEXT_TOP,
                          trf(ctx, buf, sizeof buf, "table.mod.auction", character_display_name(ctx, card - ALH_CARD_CHARACTER_FIRST), NULL));
            y += lh;
            if (g->mod.characters.auction_bidder < g->num_players) {
                snprintf(n1, sizeof n1, "%d", g->mod.characters.auction_bid);
                trf(ctx, buf, sizeof buf, "table.mod.bid", n1, table_seat_name(f->m, g->mod.characters.auction_bidder), NULL);
                paint_circle(ctx->renderer, (float)T.x + (float)fs * 0.4f, (float)y + (float)lh / 2, (float)fs * 0.35f,
                             table_seat_colour(f->m, g->mod.characters.auction_bidder));
                text_draw_fit(ctx, FONT_UI, fs, T.x + fs, y, T.w - fs, INK, TEXT_LEFT | TEXT_TOP, buf);
            } else {
                text_draw_fit(ctx, FONT_UI, fs, T.x, y, T.w, MUTED, TEXT_LEFT | TEXT_TOP, tr(ctx, "table.mod.no_bid"));
            }
            y += lh;
        } else {
            paint_round_rect_outline(ctx->renderer, fr, fr.w * 0.08f, 1.5f, hex(0x8C5A3C, 110));
            text_draw_fit(ctx, FONT_UI, fs, T.x, y, T.w, MUTED, TEXT_LEFT | TEXT_TOP, tr(ctx, "table.mod.no_auction"));
            y += lh;
        }
        snprintf(n1, sizeof n1, "%d", g->mod.characters.surplus_len);
        text_draw_fit(ctx, FONT_UI, fs, T.x, y, T.w, MUTED, TEXT_LEFT | TEXT_TOP, trf(ctx, buf, sizeof buf, "table.mod.surplus", n1, NULL));
    }
}

/* The home player's secret bonus cards, face up; nobody's while the hand is hidden. */
static void draw_bonus_hand(TableFrame *f, const TableModulesLayout *ml)
{
    AppContext *ctx = f->ctx;
    const AlhGame *g = f->g;
    SDL_Rect R = ml->bonus_hand;
    int home = f->home;
    char buf[160];
    if (home < 0 || home >= g->num_players) {
        section_label(f, R.x, R.y, R.w, tr(ctx, "table.mod.bonus_cards"));
        text_draw_fit(ctx, FONT_UI, text_px(f, 15), R.x, R.y + R.h / 2, R.w, MUTED, TEXT_LEFT | TEXT_MIDDLE, tr(ctx, "table.mod.bonus_hidden"));
        return;
    }
    section_label(f, R.x, R.y, R.w, trf(ctx, buf, sizeof buf, "table.mod.bonus_of", table_seat_name(f->m, home), NULL));
    int cards[ALH_NUM_BONUS_CARDS], n = 0;
    for (int i = 0; i < ALH_NUM_BONUS_CARDS; i++)
        if ((g->mod.bonus_cards.hand[home] >> i) & 1)
            cards[n++] = i;
    if (n == 0) {
        text_draw_fit(ctx, FONT_UI, text_px(f, 15), R.x, R.y + R.h / 2, R.w, MUTED, TEXT_LEFT | TEXT_MIDDLE, tr(ctx, "table.mod.bonus_none"));
        return;
    }
    for (int i = 0; i < n; i++)
        bonus_card_draw(ctx, cards[i], paint_frect(table_modules_bonus_rect(f, ml, n, i)), 1.0f);
}

/* Laid bonus cards (public) as small chips of the building they show. */
static int laid_bonus_chips(TableFrame *f, int p, int x, int y, int size, int max_x)
{
    const AlhGame *g = f->g;
    for (int i = 0; i < ALH_NUM_BONUS_CARDS && x + size <= max_x; i++) {
        if (!((g->mod.bonus_cards.played[p] >> i) & 1))
            continue;
        const AlhTileInfo *info = alh_tile_info(alh_bonus_card_tile(i));
        if (!info)
            continue;
        SDL_FRect c = {(float)x, (float)y, (float)size, (float)size};
        draw_type_chip(f->ctx, info->type, c);
        paint_round_rect_outline(f->ctx->renderer, c, c.w * 0.18f, 1.5f, hex(0x2E6E5A, 255));
        x += size + px(f, 3);
    }
    return x;
}

static void draw_player_rows(TableFrame *f, const TableModulesLayout *ml)
{
    AppContext *ctx = f->ctx;
    SDL_Renderer *r = ctx->renderer;
    const AlhGame *g = f->g;
    SDL_Rect P = ml->players;
    section_label(f, P.x, P.y, P.w, tr(ctx, "table.mod.players"));
    int row = ml->player_row_h;
    if (row <= 0)
        return;
    int fs = text_px(f, 15), lh = text_line_height(ctx, FONT_UI, fs);
    bool two_lines = row >= 2 * lh + px(f, 2);
    char buf[256], n1[16];
    for (int p = 0; p < g->num_players; p++) {
        int y = P.y + p * row;
        if (p % 2 == 0)
            paint_round_rect(r, (SDL_FRect){(float)P.x - 4, (float)y, (float)P.w + 8, (float)row - 2}, 6 * f->L.s, hex(0xE8D5B0, 110));
        int line1 = two_lines ? y + px(f, 2) : y + (row - lh) / 2;
        float cy = (float)line1 + (float)lh / 2;
        paint_circle(r, (float)P.x + (float)fs * 0.45f, cy, (float)fs * 0.38f, table_seat_colour(f->m, p));
        /* Icons from the right: gate cards held, bonus cards held (a count: they are secret), the vizier. */
        int rx = P.x + P.w;
        if (has(g, ALH_MOD_CITY_GATES)) {
            snprintf(n1, sizeof n1, "%d", __builtin_popcount(g->mod.city_gates.cards[p]));
            int tw = text_draw(ctx, FONT_BOLD, fs, rx, (int)cy, INK, TEXT_RIGHT | TEXT_MIDDLE, n1);
            float cw = (float)fs * 0.75f;
            draw_card(ctx, ALH_CARD_GATE_FIRST, (SDL_FRect){(float)(rx - tw) - cw - 3, cy - cw * 0.72f, cw, cw * 1.45f}, 1.0f, false);
            rx -= tw + (int)cw + px(f, 10);
        }
        if (has(g, ALH_MOD_BONUS_CARDS)) {
            snprintf(n1, sizeof n1, "%d", g->mod.bonus_cards.hand_count[p]);
            int tw = text_draw(ctx, FONT_BOLD, fs, rx, (int)cy, INK, TEXT_RIGHT | TEXT_MIDDLE, n1);
            float cw = (float)fs * 0.75f;
            bonus_card_draw(ctx, -1, (SDL_FRect){(float)(rx - tw) - cw - 3, cy - cw * 0.72f, cw, cw * 1.45f}, 1.0f);
            rx -= tw + (int)cw + px(f, 10);
        }
        if (has(g, ALH_MOD_VIZIER)) {
            bool awake = (g->mod.vizier.awake >> p) & 1;
            float vr = (float)lh * 0.55f;
            vizier_draw(ctx, (float)rx - vr, cy, vr, table_seat_colour(f->m, p), awake);
            rx -= (int)(2 * vr) + px(f, 10);
        }
        int nx = P.x + fs + px(f, 2);
        int name_end = rx - px(f, 4);
        if (has(g, ALH_MOD_BONUS_CARDS) && !two_lines) {
            /* laid bonus cards right after the name on a single line */
            int chips = 0;
            for (int i = 0; i < ALH_NUM_BONUS_CARDS; i++)
                chips += (g->mod.bonus_cards.played[p] >> i) & 1;
            name_end -= chips * (fs + px(f, 3));
            laid_bonus_chips(f, p, name_end + px(f, 2), (int)cy - fs / 2, fs, rx);
        }
        /* The characters a player owns: on a line of their own when there is room, else after the name. */
        char chars[200] = "";
        for (int c = 0; has(g, ALH_MOD_CHARACTERS) && c < ALH_NUM_CHARACTERS; c++) {
            if (!((g->mod.characters.owned[p] >> c) & 1))
                continue;
            size_t len = strlen(chars);
            snprintf(chars + len, sizeof chars - len, "%s%s", len ? ", " : "", character_display_name(ctx, c));
        }
        if (!two_lines && chars[0]) {
            snprintf(buf, sizeof buf, "%s \xC2\xB7 %s", table_seat_name(f->m, p), chars);
            text_draw_fit(ctx, FONT_BOLD, fs, nx, (int)cy, name_end - nx, INK, TEXT_LEFT | TEXT_MIDDLE, buf);
            continue;
        }
        text_draw_fit(ctx, FONT_BOLD, fs, nx, (int)cy, name_end - nx, INK, TEXT_LEFT | TEXT_MIDDLE, table_seat_name(f->m, p));
        if (!two_lines)
            continue;
        /* Second line: laid bonus cards, then the characters this player owns. */
        int y2 = line1 + lh, x2 = nx;
        if (has(g, ALH_MOD_BONUS_CARDS))
            x2 = laid_bonus_chips(f, p, x2, y2 + (lh - fs) / 2, fs, P.x + P.w / 2);
        if (chars[0]) {
            float cw = (float)fs * 0.7f;
            draw_card(ctx, ALH_CARD_CHARACTER_FIRST, (SDL_FRect){(float)x2, (float)y2 + ((float)lh - cw * 1.45f) / 2, cw, cw * 1.45f},
                      1.0f, false);
            text_draw_fit(ctx, FONT_UI, fs, x2 + (int)cw + px(f, 4), y2 + lh / 2, P.x + P.w - x2 - (int)cw - px(f, 4), INK,
                          TEXT_LEFT | TEXT_MIDDLE, chars);
        }
    }
}

/* The modules' pieces beside the tiles (city gates on their double walls) on the Alhambra in the centre. */
static void draw_board_pieces(TableFrame *f)
{
    if (f->bv.tile <= 0)
        return;
    SDL_Rect clip = f->L.board;
    SDL_RenderSetClipRect(f->ctx->renderer, &clip);
    client_draw_on_board(f->ctx, f->g, f->board_player, &f->bv);
    SDL_RenderSetClipRect(f->ctx->renderer, NULL);
}

void table_draw_modules(TableFrame *f)
{
    if (!table_has_modules(f->g))
        return;
    draw_board_pieces(f);
    SDL_Rect M = f->L.modules;
    if (M.w <= 0 || M.h <= 0)
        return;
    AppContext *ctx = f->ctx;
    SDL_Renderer *r = ctx->renderer;
    float s = f->L.s;
    SDL_FRect fr = paint_frect(M);
    paint_shadow(r, fr, 14 * s, 16 * s, 5 * s, 55);
    paint_round_rect_gradient(r, fr, 14 * s, hex(0xF7EEDC, 255), hex(0xEEDFC2, 255));
    paint_round_rect_outline(r, fr, 14 * s, fmaxf(1.0f, 1.5f * s), hex(0x8C5A3C, 170));
    text_draw_fit(ctx, FONT_BOLD, text_px(f, 18), M.x + px(f, 12), M.y + px(f, 7), M.w - px(f, 20), MUTED, TEXT_LEFT | TEXT_TOP,
                  tr(ctx, "table.mod.title"));
    TableModulesLayout ml;
    table_modules_layout(f, &ml);
    if (has(f->g, ALH_MOD_SQUARES))
        draw_square_piles(f, &ml);
    if (has(f->g, ALH_MOD_CITY_GATES) || has(f->g, ALH_MOD_CHARACTERS))
        draw_gate_and_auction(f, &ml);
    if (has(f->g, ALH_MOD_BONUS_CARDS))
        draw_bonus_hand(f, &ml);
    draw_player_rows(f, &ml);
}

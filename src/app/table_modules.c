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
#include "phrase.h"
#include "ui.h"
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
    return v < 13 ? 13 : v;
}

static int px(const TableFrame *f, float design)
{
    return (int)(design * f->L.s + 0.5f);
}

/* ------------------------------------------------------------------ layout */

/* The sections' labels, which the layout measures and the drawing draws (wrapped when narrow). */
enum { LABEL_SQUARES, LABEL_BONUS, LABEL_PLAYERS };

static const char *label_text(const TableFrame *f, int which, char *buf, size_t size)
{
    AppContext *ctx = f->ctx;
    int home = f->home;
    switch (which) {
    case LABEL_SQUARES:
        return tr(ctx, "table.mod.squares");
    case LABEL_BONUS:
        if (home < 0 || home >= f->g->num_players)
            return tr(ctx, "table.mod.bonus_cards");
        return trf(ctx, buf, size, f->L.table_mode && f->in && f->in->reveal_secrets ? "table.mod.bonus_secret" : "table.mod.bonus_of",
                   table_seat_name(f->m, home), NULL);
    default:
        return tr(ctx, "table.mod.players");
    }
}

static int label_height(const TableFrame *f, int which, int w)
{
    char buf[160];
    return text_draw_wrapped(f->ctx, FONT_BOLD, text_px(f, 17), 0, 0, w, MUTED, TEXT_LEFT, label_text(f, which, buf, sizeof buf),
                             false) +
           px(f, 4);
}

void table_modules_layout(const TableFrame *f, TableModulesLayout *o)
{
    memset(o, 0, sizeof *o);
    const AlhGame *g = f->g;
    AppContext *ctx = f->ctx;
    SDL_Rect M = f->L.modules;
    o->panel = M;
    if (M.w <= 0)
        return;
    /* Heights come from the text as drawn (never under 13 pixels), not from design pixels alone, so
     * that nothing prints over anything at any size. */
    int pad = px(f, 12), x = M.x + pad, w = M.w - 2 * pad;
    int lh = text_line_height(ctx, FONT_UI, text_px(f, 15));
    int y = M.y + text_line_height(ctx, FONT_BOLD, text_px(f, 18)) + px(f, 10); /* under the title */
    int bottom = M.y + M.h - px(f, 8);
    int n = g->num_players > 0 ? g->num_players : 1;
    int min_row = lh + px(f, 6);
    /* What the other sections need, so that the squares' tiles take what is left, up to 60. */
    int card_w = px(f, 48) < 26 ? 26 : px(f, 48), card_h = (int)((float)card_w * CARD_ASPECT);
    int gate_text_w = has(g, ALH_MOD_CHARACTERS) ? (w - 2 * card_w - px(f, 22)) * 42 / 100 : w - card_w - px(f, 8);
    int gate_lines = text_draw_wrapped(ctx, FONT_BOLD, text_px(f, 15), 0, 0, gate_text_w, INK, TEXT_LEFT,
                                       tr(ctx, "table.mod.gate_card"), false) + lh;
    int row_h = card_h;
    if (has(g, ALH_MOD_CHARACTERS) && 4 * lh > row_h)
        row_h = 4 * lh;
    if (has(g, ALH_MOD_CITY_GATES) && gate_lines > row_h)
        row_h = gate_lines;
    int bonus_h = px(f, 56) < 30 ? 30 : px(f, 56);
    int need = label_height(f, LABEL_PLAYERS, w) + (n + 1) / 2 * min_row;
    if (has(g, ALH_MOD_CITY_GATES) || has(g, ALH_MOD_CHARACTERS))
        need += row_h + px(f, 10);
    if (has(g, ALH_MOD_BONUS_CARDS))
        need += label_height(f, LABEL_BONUS, w) + bonus_h + px(f, 10);
    if (has(g, ALH_MOD_SQUARES)) {
        /* Six piles in one row, each the size of a small tile, with their counts under them. */
        y += label_height(f, LABEL_SQUARES, w);
        int gap = px(f, 5), ts = (w - 5 * gap) / 6;
        int room = bottom - y - need - lh - px(f, 8);
        if (ts > px(f, 60))
            ts = px(f, 60);
        if (ts > room)
            ts = room;
        if (ts < 14)
            ts = 14;
        for (int c = 0; c < ALH_NUM_TYPES; c++)
            o->square_pile[c] = (SDL_Rect){x + c * (ts + gap), y, ts, ts};
        y += ts + lh + px(f, 8);
    }
    if (has(g, ALH_MOD_CITY_GATES) || has(g, ALH_MOD_CHARACTERS)) {
        /* One row: the city-gate card with its words, then the character on auction with its bid. */
        int cx = x;
        if (has(g, ALH_MOD_CITY_GATES)) {
            o->gate_card = (SDL_Rect){cx, y, card_w, card_h};
            o->gate_text = (SDL_Rect){cx + card_w + px(f, 6), y, gate_text_w, row_h};
            cx = o->gate_text.x + gate_text_w + px(f, 8);
        }
        if (has(g, ALH_MOD_CHARACTERS)) {
            o->auction_card = (SDL_Rect){cx, y, card_w, card_h};
            o->auction_text = (SDL_Rect){cx + card_w + px(f, 8), y, x + w - (cx + card_w + px(f, 8)), row_h};
        }
        y += row_h + px(f, 10);
    }
    if (has(g, ALH_MOD_BONUS_CARDS)) {
        y += label_height(f, LABEL_BONUS, w);
        o->bonus_hand = (SDL_Rect){x, y, w, bonus_h};
        y += bonus_h + px(f, 10);
    }
    y += label_height(f, LABEL_PLAYERS, w);
    o->players = (SDL_Rect){x, y, w, bottom > y ? bottom - y : 0};
    /* Two columns of rows when one column of readable rows does not fit. */
    o->player_cols = n * min_row > o->players.h && n > 1 ? 2 : 1;
    int rows = (n + o->player_cols - 1) / o->player_cols;
    int row = o->players.h / rows;
    if (row > px(f, 58))
        row = px(f, 58);
    if (row < min_row)
        row = min_row;
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
    int h = text_draw_wrapped(f->ctx, FONT_BOLD, fs, x, 0, w, MUTED, TEXT_LEFT, text, false);
    text_draw_wrapped(f->ctx, FONT_BOLD, fs, x, y - px(f, 4) - h, w, MUTED, TEXT_LEFT, text, true);
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
    section_label(f, first.x, first.y, ml->panel.w - 2 * px(f, 12), tr(ctx, "table.mod.squares"));
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
        text_draw_ellipsis(ctx, FONT_UI, fs, T.x, T.y + T.h - lh, T.w, MUTED, TEXT_LEFT | TEXT_TOP,
                      tr(ctx, up ? "table.mod.gate_up" : "table.mod.none"));
    }
    if (ml->auction_card.w > 0) {
        SDL_Rect A = ml->auction_card, T = ml->auction_text;
        SDL_FRect fr = paint_frect(A);
        int card = g->mod.characters.auction_card, y = T.y;
        text_draw_ellipsis(ctx, FONT_BOLD, fs, T.x, y, T.w, INK, TEXT_LEFT | TEXT_TOP, tr(ctx, "table.mod.characters"));
        y += lh;
        if (card != ALH_CARD_NONE && alh_card_is_character(card)) {
            draw_card(ctx, card, fr, 1.0f, false);
            text_draw_ellipsis(ctx, FONT_UI, fs, T.x, y, T.w, INK, TEXT_LEFT | TEXT_TOP,
                          trf(ctx, buf, sizeof buf, "table.mod.auction", character_display_name(ctx, card - ALH_CARD_CHARACTER_FIRST), NULL));
            y += lh;
            if (g->mod.characters.auction_bidder < g->num_players) {
                snprintf(n1, sizeof n1, "%d", g->mod.characters.auction_bid);
                trf(ctx, buf, sizeof buf, "table.mod.bid", n1, table_seat_name(f->m, g->mod.characters.auction_bidder), NULL);
                paint_circle(ctx->renderer, (float)T.x + (float)fs * 0.4f, (float)y + (float)lh / 2, (float)fs * 0.35f,
                             table_seat_colour(f->m, g->mod.characters.auction_bidder));
                text_draw_ellipsis(ctx, FONT_UI, fs, T.x + fs, y, T.w - fs, INK, TEXT_LEFT | TEXT_TOP, buf);
            } else {
                text_draw_ellipsis(ctx, FONT_UI, fs, T.x, y, T.w, MUTED, TEXT_LEFT | TEXT_TOP, tr(ctx, "table.mod.no_bid"));
            }
            y += lh;
        } else {
            paint_round_rect_outline(ctx->renderer, fr, fr.w * 0.08f, 1.5f, hex(0x8C5A3C, 110));
            text_draw_ellipsis(ctx, FONT_UI, fs, T.x, y, T.w, MUTED, TEXT_LEFT | TEXT_TOP, tr(ctx, "table.mod.no_auction"));
            y += lh;
        }
        snprintf(n1, sizeof n1, "%d", g->mod.characters.surplus_len);
        text_draw_ellipsis(ctx, FONT_UI, fs, T.x, y, T.w, MUTED, TEXT_LEFT | TEXT_TOP, trf(ctx, buf, sizeof buf, "table.mod.surplus", n1, NULL));
        /* Narrow panels cut the lines: the card and its words are named in full by a tooltip. */
        char tip[UI_TIP_TEXT];
        if (card != ALH_CARD_NONE && alh_card_is_character(card)) {
            const char *name = alh_character_name(card - ALH_CARD_CHARACTER_FIRST);
            char key[64], does[160];
            snprintf(key, sizeof key, "mod.char_does.%s", name ? name : "?");
            snprintf(does, sizeof does, "%s", tr(ctx, key));
            PHRASE(ctx, tip, "table.tip.auction", PH_TEXT("char", character_display_name(ctx, card - ALH_CARD_CHARACTER_FIRST)),
                   PH_TEXT("does", does));
        } else {
            snprintf(tip, sizeof tip, "%s", tr(ctx, "table.mod.no_auction"));
        }
        ui_tooltip(ctx, "table.mod.auction", (SDL_Rect){A.x, A.y, T.x + T.w - A.x, T.h}, tip);
        ui_tooltip(ctx, "table.mod.surplus", (SDL_Rect){T.x, y, T.w, lh}, buf);
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
    int cards[ALH_NUM_BONUS_CARDS], n = 0;
    for (int i = 0; i < ALH_NUM_BONUS_CARDS; i++)
        if ((g->mod.bonus_cards.hand[home] >> i) & 1)
            cards[n++] = i;
    /* In table mode the screen is shared: the cards stay face down until their owner asks to see
     * them (a deliberate click), and are then framed in red as secret until hidden or the turn ends. */
    bool shown = !f->L.table_mode || f->in->reveal_secrets;
    bool owner_may = f->L.table_mode && home < f->m->num_seats && !f->m->seats[home].is_bot && f->can_act && n > 0;
    if (f->L.table_mode && f->in->reveal_secrets) {
        SDL_FRect frame = {(float)R.x - 4, (float)R.y - (float)text_px(f, 17) - 8, (float)R.w + 8,
                           (float)R.h + (float)text_px(f, 17) + 12};
        paint_round_rect_outline(ctx->renderer, frame, 8 * f->L.s, 3 * f->L.s, hex(0xB03A2E, 255));
        section_label(f, R.x, R.y, R.w, trf(ctx, buf, sizeof buf, "table.mod.bonus_secret", table_seat_name(f->m, home), NULL));
    } else {
        section_label(f, R.x, R.y, R.w, trf(ctx, buf, sizeof buf, "table.mod.bonus_of", table_seat_name(f->m, home), NULL));
    }
    if (n == 0) {
        text_draw_fit(ctx, FONT_UI, text_px(f, 15), R.x, R.y + R.h / 2, R.w, MUTED, TEXT_LEFT | TEXT_MIDDLE, tr(ctx, "table.mod.bonus_none"));
        return;
    }
    int bw = owner_may ? R.w * 42 / 100 : 0;
    SDL_Rect row = {R.x, R.y, R.w - bw - (bw ? px(f, 6) : 0), R.h};
    TableModulesLayout cards_ml = *ml;
    cards_ml.bonus_hand = row;
    char id[40];
    if (!shown) { /* face down: how many, and nothing of them */
        PHRASE(ctx, buf, "table.mod.bonus_face_down", PH_NUM("n", n));
        text_draw_ellipsis(ctx, FONT_UI, text_px(f, 15), row.x, row.y + row.h / 2, row.w, MUTED, TEXT_LEFT | TEXT_MIDDLE, buf);
    }
    for (int i = 0; shown && i < n; i++) {
        SDL_Rect c = table_modules_bonus_rect(f, &cards_ml, n, i);
        bonus_card_draw(ctx, cards[i], paint_frect(c), 1.0f);
        if (shown) { /* named, for the owner and for tests */
            const AlhTileInfo *info = alh_tile_info(alh_bonus_card_tile(cards[i]));
            char key[40], word[48];
            phrase_noun(ctx, word, sizeof word, phrase_type_noun(info ? info->type : 0, key, sizeof key), NULL);
            snprintf(id, sizeof id, "table.mod.bonus.%d", cards[i]);
            ui_tooltip(ctx, id, c, word);
        }
    }
    if (owner_may) {
        SDL_Rect b = {R.x + R.w - bw, R.y + (R.h - px(f, 44)) / 2, bw, px(f, 44)};
        bool reveal = f->in->reveal_secrets;
        if (ui_button(ctx, reveal ? "table.mod.hide" : "table.mod.reveal", b,
                      tr(ctx, reveal ? "table.mod.bonus_hide" : "table.mod.bonus_reveal"), reveal ? UI_SECONDARY : UI_TILE))
            f->in->reveal_secrets = !reveal;
    }
}


/* An icon with its count at the right edge rx, named when the mouse rests on it; returns the new edge. */
static int counted_icon(TableFrame *f, int rx, float cy, int fs, int count, int kind, const char *id, const char *tip)
{
    AppContext *ctx = f->ctx;
    char n1[16];
    snprintf(n1, sizeof n1, "%d", count);
    int tw = text_draw(ctx, FONT_BOLD, fs, rx, (int)cy, INK, TEXT_RIGHT | TEXT_MIDDLE, n1);
    float cw = (float)fs * 0.75f;
    SDL_FRect icon = {(float)(rx - tw) - cw - 3, cy - cw * 0.72f, cw, cw * 1.45f};
    if (kind == 0)
        draw_card(ctx, ALH_CARD_GATE_FIRST, icon, 1.0f, false);
    else
        bonus_card_draw(ctx, -1, icon, 1.0f);
    ui_tooltip(ctx, id, (SDL_Rect){(int)icon.x, (int)icon.y, (int)cw + tw + 3, (int)icon.h}, tip);
    return rx - tw - (int)cw - px(f, 10);
}

/*
 * One row per player (in two columns when the panel is short): the seat's colour and name, then
 * from the right the city-gate cards and bonus cards held (counts: the bonus cards are secret) and
 * the vizier; laid bonus cards and owned characters as small pictures, each named by a tooltip.
 */
static void draw_player_rows(TableFrame *f, const TableModulesLayout *ml)
{
    AppContext *ctx = f->ctx;
    SDL_Renderer *r = ctx->renderer;
    const AlhGame *g = f->g;
    SDL_Rect P = ml->players;
    section_label(f, P.x, P.y, P.w, tr(ctx, "table.mod.players"));
    int row = ml->player_row_h, cols = ml->player_cols > 1 ? 2 : 1;
    if (row <= 0)
        return;
    int fs = text_px(f, 15), lh = text_line_height(ctx, FONT_UI, fs);
    bool two_lines = row >= 2 * lh + px(f, 2);
    int col_w = (P.w - (cols - 1) * px(f, 8)) / cols, rows = (g->num_players + cols - 1) / cols;
    char buf[256], id[48], key[64];
    for (int p = 0; p < g->num_players; p++) {
        const char *who = table_seat_name(f->m, p);
        int cx = P.x + (p / rows) * (col_w + px(f, 8)), y = P.y + (p % rows) * row;
        if ((p % rows) % 2 == 0)
            paint_round_rect(r, (SDL_FRect){(float)cx - 4, (float)y, (float)col_w + 8, (float)row - 2}, 6 * f->L.s, hex(0xE8D5B0, 110));
        int line1 = two_lines ? y + px(f, 2) : y + (row - lh) / 2;
        float cy = (float)line1 + (float)lh / 2;
        paint_circle(r, (float)cx + (float)fs * 0.45f, cy, (float)fs * 0.38f, table_seat_colour(f->m, p));
        int rx = cx + col_w;
        /* The whole row in words when the mouse rests on it (pictures may not all fit when narrow). */
        char parts[UI_TIP_TEXT] = "", part[UI_TIP_TEXT], tmp[UI_TIP_TEXT];
#define ADD_PART()                                                                                                     \
    do {                                                                                                               \
        if (parts[0]) {                                                                                                \
            PHRASE(ctx, tmp, "table.tip.row_join", PH_TEXT("a", parts), PH_TEXT("b", part));                           \
            snprintf(parts, sizeof parts, "%s", tmp);                                                                  \
        } else {                                                                                                       \
            snprintf(parts, sizeof parts, "%s", part);                                                                 \
        }                                                                                                              \
    } while (0)
        if (has(g, ALH_MOD_CITY_GATES)) {
            int n = __builtin_popcount(g->mod.city_gates.cards[p]);
            snprintf(id, sizeof id, "table.mod.row.%d.gates", p);
            PHRASE(ctx, buf, "table.tip.gate_cards", PH_TEXT("who", who), PH_NUM("n", n));
            rx = counted_icon(f, rx, cy, fs, n, 0, id, buf);
            snprintf(part, sizeof part, "%s", buf);
            ADD_PART();
        }
        if (has(g, ALH_MOD_BONUS_CARDS)) {
            int n = g->mod.bonus_cards.hand_count[p];
            snprintf(id, sizeof id, "table.mod.row.%d.bonus", p);
            PHRASE(ctx, buf, "table.tip.bonus_held", PH_TEXT("who", who), PH_NUM("n", n));
            rx = counted_icon(f, rx, cy, fs, n, 1, id, buf);
            snprintf(part, sizeof part, "%s", buf);
            ADD_PART();
        }
        if (has(g, ALH_MOD_VIZIER)) {
            bool awake = (g->mod.vizier.awake >> p) & 1;
            float vr = (float)lh * 0.55f;
            vizier_draw(ctx, (float)rx - vr, cy, vr, table_seat_colour(f->m, p), awake);
            snprintf(id, sizeof id, "table.mod.row.%d.vizier", p);
            PHRASE(ctx, buf, awake ? "table.tip.vizier_awake" : "table.tip.vizier_asleep", PH_TEXT("who", who));
            ui_tooltip(ctx, id, (SDL_Rect){rx - (int)(2 * vr), (int)(cy - vr), (int)(2 * vr), (int)(2 * vr)}, buf);
            snprintf(part, sizeof part, "%s", buf);
            ADD_PART();
            rx -= (int)(2 * vr) + px(f, 10);
        }
        /* Laid bonus cards and characters: on the second line when there is one, else before the icons. */
        int pics_x = two_lines ? cx + fs + px(f, 2) : rx, pics_y = two_lines ? line1 + lh : line1;
        int pic = fs, step = pic + px(f, 3), count = 0;
        for (int i = 0; i < ALH_NUM_BONUS_CARDS; i++)
            count += (g->mod.bonus_cards.played[p] >> i) & 1;
        for (int c = 0; has(g, ALH_MOD_CHARACTERS) && c < ALH_NUM_CHARACTERS; c++)
            count += (g->mod.characters.owned[p] >> c) & 1;
        int pics_room_left = two_lines ? cx + fs + px(f, 2) : cx + fs + px(f, 4);
        int pics_end = two_lines ? cx + col_w : rx; /* pictures that do not fit stay in the row's tooltip */
        if (!two_lines) {
            pics_x = rx - count * step;
            if (pics_x < pics_room_left)
                pics_x = pics_room_left;
        }
        int name_end = two_lines ? rx - px(f, 4) : pics_x - px(f, 4);
        int px_ = pics_x;
        for (int i = 0; i < ALH_NUM_BONUS_CARDS; i++) {
            if (!((g->mod.bonus_cards.played[p] >> i) & 1))
                continue;
            const AlhTileInfo *info = alh_tile_info(alh_bonus_card_tile(i));
            PHRASE(ctx, part, "table.tip.bonus_laid", PH_TEXT("who", who),
                   PH_NOUN("type", phrase_type_noun(info ? info->type : 0, key, sizeof key)));
            ADD_PART();
            if (px_ + pic > pics_end)
                continue;
            SDL_FRect c = {(float)px_, (float)pics_y + (float)(lh - pic) / 2, (float)pic, (float)pic};
            draw_type_chip(ctx, info ? info->type : 0, c);
            paint_round_rect_outline(r, c, c.w * 0.18f, 1.5f, hex(0x2E6E5A, 255));
            snprintf(id, sizeof id, "table.mod.row.%d.laid.%d", p, i);
            PHRASE(ctx, buf, "table.tip.bonus_laid", PH_TEXT("who", who),
                   PH_NOUN("type", phrase_type_noun(info ? info->type : 0, key, sizeof key)));
            ui_tooltip(ctx, id, (SDL_Rect){(int)c.x, (int)c.y, pic, pic}, buf);
            px_ += step;
        }
        for (int c = 0; has(g, ALH_MOD_CHARACTERS) && c < ALH_NUM_CHARACTERS; c++) {
            if (!((g->mod.characters.owned[p] >> c) & 1))
                continue;
            float cw = (float)pic * 0.7f;
            const char *name = alh_character_name(c);
            snprintf(key, sizeof key, "mod.char_does.%s", name ? name : "?");
            snprintf(buf, sizeof buf, "%s", tr(ctx, key));
            char tip[UI_TIP_TEXT];
            PHRASE(ctx, tip, "table.tip.character", PH_TEXT("who", who), PH_TEXT("char", character_display_name(ctx, c)),
                   PH_TEXT("does", buf));
            snprintf(part, sizeof part, "%s", character_display_name(ctx, c));
            ADD_PART();
            if (px_ + (int)cw > pics_end)
                continue;
            SDL_FRect card = {(float)px_, (float)pics_y + ((float)lh - cw * 1.45f) / 2, cw, cw * 1.45f};
            draw_card(ctx, ALH_CARD_CHARACTER_FIRST + c, card, 1.0f, false);
            snprintf(id, sizeof id, "table.mod.row.%d.char.%d", p, c);
            ui_tooltip(ctx, id, (SDL_Rect){(int)card.x, (int)card.y, (int)cw, (int)card.h}, tip);
            px_ += step;
        }
        /* Owned characters by name too when the second line has room after the pictures. */
        if (two_lines && has(g, ALH_MOD_CHARACTERS) && g->mod.characters.owned[p]) {
            char chars[200] = "";
            for (int c = 0; c < ALH_NUM_CHARACTERS; c++)
                if ((g->mod.characters.owned[p] >> c) & 1) {
                    size_t len = strlen(chars);
                    snprintf(chars + len, sizeof chars - len, "%s%s", len ? ", " : "", character_display_name(ctx, c));
                }
            if (cx + col_w - px_ > px(f, 40))
                text_draw_ellipsis(ctx, FONT_UI, fs, px_ + px(f, 2), pics_y + lh / 2, cx + col_w - px_ - px(f, 2), INK,
                                   TEXT_LEFT | TEXT_MIDDLE, chars);
        }
        int nx = cx + fs + px(f, 2);
        if (name_end - nx > px(f, 10))
            text_draw_ellipsis(ctx, FONT_BOLD, fs, nx, (int)cy, name_end - nx, INK, TEXT_LEFT | TEXT_MIDDLE, who);
        snprintf(id, sizeof id, "table.mod.row.%d", p);
        PHRASE(ctx, buf, "table.tip.row", PH_TEXT("who", who), PH_TEXT("parts", parts));
        ui_tooltip(ctx, id, (SDL_Rect){cx, y, col_w, row}, buf);
#undef ADD_PART
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

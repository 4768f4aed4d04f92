/* SPDX-License-Identifier: MIT */
/* Around the board: the other players' cards, the score track, the game log and the scoring tables. */
#include "table_input.h"

#include <math.h>
#include <stdio.h>
#include <string.h>
#include "draw_card.h"
#include "client_module.h"
#include "draw_piece.h"
#include "draw_tile.h"
#include "i18n.h"
#include "paint.h"
#include "panel_picture.h"
#include "table_panels.h"
#include "phrase.h"
#include "score_track.h"
#include "text.h"
#include "table_tips.h"
#include "ui.h"

/* Text size for the table: design pixels scaled, but never under 12 physical pixels. */
static int table_text_px(AppContext *ctx, float design_px)
{
    int v = app_px(ctx, design_px);
    return v < 13 ? 13 : v;
}

static SDL_Color hex(unsigned v, Uint8 a)
{
    SDL_Color c = {(Uint8)(v >> 16), (Uint8)(v >> 8), (Uint8)v, a};
    return c;
}

#define INK hex(0x2B2118, 255)
#define MUTED hex(0x6B5A4A, 255)

SDL_Color table_seat_colour(const Match *m, int p)
{
    if (p == ALH_DIRK || p < 0 || p >= m->num_seats)
        return hex(0x6B5A4A, 255);
    return app_player_colour(m->seats[p].colour);
}

/* A seat's dot; a light seat colour (white) gets a dark edge, else it vanishes on the parchment. */
void table_seat_dot(SDL_Renderer *r, const Match *m, int p, float cx, float cy, float radius)
{
    SDL_Color c = table_seat_colour(m, p);
    paint_circle(r, cx, cy, radius, c);
    if ((c.r * 299 + c.g * 587 + c.b * 114) / 1000 > 170)
        paint_ring(r, cx, cy, radius, radius > 8 ? 1.5f : 1.0f, hex(0x8C5A3C, 200));
}

const char *table_seat_name(const Match *m, int p)
{
    if (p == ALH_DIRK)
        return "Dirk";
    return (p >= 0 && p < m->num_seats) ? m->seats[p].name : "?";
}

bool table_owner_sees(const TableFrame *f, int player)
{
    if (player < 0 || player != f->home || player >= f->g->num_players)
        return false;
    return !f->L.table_mode || (f->in && f->in->reveal_secrets);
}

/* Dirk plays beside the players (the 2-player rules). */
static bool two_player(const AlhGame *g) { return alh_game_has_dirk(g); }

/* Which player sits in side slot i: everybody but the board's player in seat order, then Dirk. */
/* Which player sits in side slot i: every seat in seat order, whoever is to move or on the board
 * (so that no card ever moves), then Dirk with the two-player rules. */
int table_side_player(const TableFrame *f, int i)
{
    int n = f->g->num_players;
    if (i < n)
        return i;
    return two_player(f->g) && i == n ? ALH_DIRK : -1;
}

int table_side_slot(const TableFrame *f, int player)
{
    for (int i = 0; i < f->L.others_count; i++)
        if (table_side_player(f, i) == player)
            return i;
    return -1;
}

/* Counts and majorities come from the engine (f->majorities), as the scoring counts them: squares
 * joined to buildings and laid bonus cards included, Dirk ranked with the two-player rules. */
static int type_count(const TableFrame *f, int p, int type) { return f->majorities.count[p][type]; }

static bool leads_type(const TableFrame *f, int p, int type)
{
    return f->majorities.present[p] && f->majorities.place[p][type] == 1;
}

/* A small Alhambra drawn into a rectangle. */
static void mini_alhambra(TableFrame *f, int p, SDL_Rect area)
{
    BoardView v = table_small_alhambra_view(f->g, p, area); /* the modules' pieces beside it too */
    v.owner_sees = table_owner_sees(f, p);
    TileLook look = tile_look_default();
    look.shadow = false;
    look.show_price = false;
    look.owner = table_seat_colour(f->m, p);
    SDL_RenderSetClipRect(f->ctx->renderer, &area);
    look.built_walls = tile_built_walls(f->g, p, ALH_TILE_FOUNTAIN);
    draw_tile(f->ctx, ALH_TILE_FOUNTAIN, table_board_cell(&v, 0, 0), &look);
    for (int t = 1; t <= ALH_TILE_MAX; t++) {
        const AlhTilePlace *w = &f->g->where[t];
        if (alh_tile_is_piece(t) && w->loc == ALH_LOC_ALHAMBRA && w->owner == p && !anim_hides_tile(&f->m->anim, t)) {
            look.built_walls = tile_built_walls(f->g, p, t); /* walls a module built onto it too */
            draw_tile(f->ctx, t, table_board_cell(&v, w->x, w->y), &look);
        }
    }
    /* The modules' pieces beside the tiles (a gate on its wall), as on the big board. */
    client_draw_on_board(f->ctx, f->g, p, &v);
    SDL_RenderSetClipRect(f->ctx->renderer, NULL);
}

/* Building counts by type, leaders marked with a gold rim, then the longest wall. */
static void type_counts(TableFrame *f, int p, int x, int y, int chip, int step, int per_row)
{
    AppContext *ctx = f->ctx;
    char buf[16];
    /* Each chip and a two-digit count within its step: the chip gives way, never the figures. */
    int count_px = (int)(chip * 0.8f) < 13 ? 13 : (int)(chip * 0.8f), two = 0;
    text_measure(ctx, FONT_BOLD, count_px, "88", &two, NULL);
    if (chip > step - two - app_px(ctx, 6))
        chip = step - two - app_px(ctx, 6) < 12 ? 12 : step - two - app_px(ctx, 6);
    for (int t = 0; t < ALH_NUM_TYPES; t++) {
        int cx = x + (t % per_row) * step, cy = y + (t / per_row) * (chip + app_px(ctx, 6));
        SDL_FRect c = {(float)cx, (float)cy, (float)chip, (float)chip};
        if (leads_type(f, p, t))
            paint_round_rect_outline(ctx->renderer, (SDL_FRect){c.x - 3, c.y - 3, c.w + 6, c.h + 6}, chip * 0.25f, 2.5f,
                                     hex(0xD4A017, 255));
        draw_type_chip(ctx, t, c);
        snprintf(buf, sizeof buf, "%d", type_count(f, p, t));
        int w = text_draw(ctx, FONT_BOLD, count_px, cx + chip + app_px(ctx, 3), cy + chip / 2, INK, TEXT_LEFT | TEXT_MIDDLE, buf);
        /* What the chip and its figure mean, named when the mouse rests on them. */
        char id[48], tip[UI_TIP_TEXT], key[48];
        snprintf(id, sizeof id, "table.other.%d.type.%d", p == ALH_DIRK ? 9 : p, t);
        PHRASE(ctx, tip, leads_type(f, p, t) ? "table.tip.type_lead" : "table.tip.type_count",
               PH_NOUN("type", phrase_type_noun(t, key, sizeof key)), PH_NUM("n", type_count(f, p, t)));
        ui_tooltip(ctx, id, (SDL_Rect){(int)c.x, (int)c.y, chip + app_px(ctx, 4) + w, chip}, tip);
    }
}

/* The cards of currency c in a hand as the shared screen lists them, from the smallest ("1·1·2":
 * read at a glance, where the cards' order "1·2·1" was not), "–" for none: the money, then the
 * modules' cards that are money of this currency once seen (coins; a master builder dealt face
 * down stays off the shared screen). */
static const char *currency_cards(const TableFrame *f, const AlhPlayer *pl, int c, char *buf, size_t size)
{
    int worth[64], k = 0;
    for (int card = 0; card < ALH_HAND_CARD_END && k < 64; card++)
        if (alh_cards_has(&pl->hand, card) && alh_card_pay_currency(f->g, card) == c &&
            (alh_card_is_money(card) || alh_cards_has(&pl->known, card))) {
            int v = alh_card_worth(f->g, card), j = k++;
            for (; j > 0 && worth[j - 1] > v; j--)
                worth[j] = worth[j - 1];
            worth[j] = v;
        }
    size_t len = 0;
    buf[0] = '\0';
    for (int j = 0; j < k && len + 6 < size; j++)
        len += (size_t)snprintf(buf + len, size - len, "%s%d", len ? "\xC2\xB7" : "", worth[j]); /* "2·4", never "24" */
    if (!len)
        snprintf(buf, size, "\xE2\x80\x93");
    return buf;
}

/* Every currency's cards of a hand in words, a line each under `head` (which may be empty):
 * where the side card shows only their sums, the mouse on them names the cards. */
static const char *hand_cards_words(TableFrame *f, const AlhPlayer *pl, const char *head, char *out, size_t size)
{
    char line[160], cards[96], noun[32];
    SDL_strlcpy(out, head, size);
    for (int c = 0; c < ALH_NUM_CURRENCIES; c++) {
        PHRASE(f->ctx, line, "table.tip.hand_currency", PH_NOUN("cur", phrase_currency_noun(c, noun, sizeof noun)),
               PH_TEXT("cards", currency_cards(f, pl, c, cards, sizeof cards)));
        size_t used = strlen(out);
        snprintf(out + used, size - used, "%s%s", used ? "\n" : "", line);
    }
    return out;
}

/* Lays a hand's money out (drawn when draw) from (x, y) in w x max_h; -1 when it needs more room.
 * The four currencies first, as the cards grouped by currency ("3·5·7" after each symbol: table
 * mode, where every hand is public) or as the sums, then each module's own money (cards that pay
 * any currency: their total, never mixed with the coins). *right: where the longest line ends. */
static int money_row_as(TableFrame *f, const AlhPlayer *pl, int x, int y, int w, int fs, int max_h, bool cards, bool draw,
                        int *right)
{
    AppContext *ctx = f->ctx;
    char buf[64];
    int cx = x, cy = y, lh = text_line_height(ctx, FONT_BOLD, fs), used = lh;
    *right = x;
    for (int c = 0; c < ALH_NUM_CURRENCIES + ALH_MOD_COUNT; c++) {
        const AlhModuleClient *part = NULL;
        SDL_Color ink;
        if (c >= ALH_NUM_CURRENCIES) {
            part = client_module(c - ALH_NUM_CURRENCIES);
            if (!alh_module_on(f->g, c - ALH_NUM_CURRENCIES) || !part->money_total || !part->draw_money_icon)
                continue;
            int total = part->money_total(&pl->hand);
            if (total < 0)
                continue;
            if (cards && total == 0)
                snprintf(buf, sizeof buf, "\xE2\x80\x93"); /* as a currency without a card */
            else
                snprintf(buf, sizeof buf, "%d", total);
            ink = part->money_ink;
        } else {
            ink = paint_mix(currency_colour(c), INK, 0.35f);
            if (cards) {
                currency_cards(f, pl, c, buf, sizeof buf);
            } else {
                /* What everyone may know: the money, and the modules' cards that count as money only
                 * once seen (a card dealt face down stays off a shared screen). */
                snprintf(buf, sizeof buf, "%d",
                         alh_cards_sum(&pl->hand, c) + alh_cards_money(f->g, &pl->known, c) - alh_cards_sum(&pl->known, c));
            }
        }
        int tw = 0;
        text_measure(ctx, FONT_BOLD, fs, buf, &tw, NULL);
        int item = fs + app_px(ctx, 3) + tw + app_px(ctx, 12);
        if (cx > x && cx + item > x + w) { /* on to the next line, if there is one */
            if (cy + 2 * lh > y + max_h) {
                if (!draw)
                    return -1;
            } else {
                cx = x;
                cy += lh;
                used += lh;
            }
        }
        if (cx + item - app_px(ctx, 12) > *right)
            *right = cx + item - app_px(ctx, 12);
        if (!draw) {
            cx += item;
            continue;
        }
        SDL_FRect sym = {(float)cx, (float)cy + (float)(lh - fs) / 2, (float)fs, (float)fs};
        if (part)
            part->draw_money_icon(ctx, sym, 1.0f);
        else
            draw_currency_symbol(ctx, c, sym, ink);
        text_draw(ctx, FONT_BOLD, fs, cx + fs + app_px(ctx, 3), cy + lh / 2, ink, TEXT_LEFT | TEXT_MIDDLE, buf);
        cx += item;
    }
    return used;
}

/* Where a side card's parts go. What depends on the card's height is decided once for the layout,
 * from its shortest card: the cards differ by a pixel of rounding, and a decision on that edge
 * showed the stats line on some of six cards and not on the others (1024x768). */
typedef struct SideCardRoom {
    int pad, x, line, lh;  /* the margin, the left edge, the line under the name, a small line's height */
    int money_y, counts_y; /* the money's first line; the counts by type under it */
    int left_w, cards_w;   /* the left part's width; the money's when it lists the cards (table mode) */
    int chip, per_row;     /* the counts' chips, six or three in a row */
    bool full_row, stats;  /* one row of six across the card; the stats line shown */
} SideCardRoom;

static SideCardRoom side_card_room(const TableFrame *f, SDL_Rect R, bool dirk)
{
    AppContext *ctx = f->ctx;
    SideCardRoom c;
    int h = R.h; /* the shortest card's height: the same decisions on every card */
    for (int i = 0; i < f->L.others_count; i++)
        if (f->L.others[i].h > 0 && f->L.others[i].h < h)
            h = f->L.others[i].h;
    c.pad = app_px(ctx, 14);
    c.x = R.x + c.pad;
    int fs = table_text_px(ctx, 22), small = table_text_px(ctx, 18);
    c.line = R.y + app_px(ctx, 6) + text_line_height(ctx, FONT_BOLD, fs) + app_px(ctx, 2);
    c.lh = text_line_height(ctx, FONT_UI, small);
    c.chip = app_px(ctx, 24) < 16 ? 16 : app_px(ctx, 24);
    /* The counts by type: in one row under the left part, or in two rows of three when that part is
     * narrow, so that chips and figures keep their size. */
    int two = 0;
    text_measure(ctx, FONT_BOLD, (int)(c.chip * 0.8f) < 13 ? 13 : (int)(c.chip * 0.8f), "88", &two, NULL);
    int name_h = text_line_height(ctx, FONT_BOLD, fs) + app_px(ctx, 8);
    bool narrow = !dirk && (R.w * 58 / 100 - app_px(ctx, 14)) / 6 < c.chip + two + app_px(ctx, 8);
    bool tall = h >= name_h + c.lh + 2 * c.chip + app_px(ctx, 20);
    c.per_row = narrow && tall ? 3 : 6;
    c.full_row = c.per_row == 6 && narrow; /* the small Alhambra then stands above it */
    int counts_h = (ALH_NUM_TYPES / c.per_row) * (c.chip + app_px(ctx, 6)) - app_px(ctx, 6);
    c.counts_y = R.y + R.h - counts_h - app_px(ctx, 8);
    /* The stats line, when the shortest card holds it and a line of money under it. */
    c.stats = !dirk && (h - counts_h - app_px(ctx, 8)) - (c.line - R.y) >= 2 * c.lh;
    c.money_y = c.stats ? c.line + c.lh : c.line;
    c.left_w = R.w * 58 / 100 - c.pad;
    /* A hand listed card by card may take the card's width but a narrow column for the small
     * Alhambra (which gives way to it). */
    c.cards_w = R.w - 2 * c.pad - R.w * 26 / 100;
    return c;
}

/* How the side cards show the hands: the sums per currency, or (table mode, every hand public) the
 * cards, under the stats line or in its place. Every card alike, never some as cards and some as
 * sums, which read alike ("9" is one card or a sum of them). */
typedef enum SideMoney { SIDE_SUMS, SIDE_CARDS, SIDE_CARDS_NO_STATS } SideMoney;

/* The room left to the money when the side cards show it as `how`. */
static SideCardRoom side_money_room(const TableFrame *f, SDL_Rect R, bool dirk, SideMoney how)
{
    SideCardRoom c = side_card_room(f, R, dirk);
    if (how == SIDE_CARDS_NO_STATS) {
        c.stats = false;
        c.money_y = c.line;
    }
    return c;
}

/* The cards, when every hand's list holds in its card (with the stats line, else in its place);
 * the sums otherwise (the stats line then names the cards' number). */
static SideMoney side_money(TableFrame *f)
{
    if (!f->L.table_mode)
        return SIDE_SUMS;
    int small = table_text_px(f->ctx, 18);
    for (SideMoney how = SIDE_CARDS; how <= SIDE_CARDS_NO_STATS; how++) {
        bool all = true;
        for (int i = 0; i < f->L.others_count && all; i++) {
            int p = table_side_player(f, i), right = 0;
            if (p < 0 || p == ALH_DIRK)
                continue;
            SideCardRoom c = side_money_room(f, f->L.others[i], false, how);
            all = money_row_as(f, &f->g->players[p], c.x, c.money_y, c.cards_w, small, c.counts_y - c.money_y, true, false,
                               &right) >= 0;
        }
        if (all)
            return how;
    }
    return SIDE_SUMS;
}

static void other_card(TableFrame *f, int slot, int p, SideMoney how)
{
    AppContext *ctx = f->ctx;
    SDL_Renderer *r = ctx->renderer;
    SDL_Rect R = f->L.others[slot];
    float s = f->L.s;
    char id[48], buf[160];
    snprintf(id, sizeof id, "table.other.%d", p == ALH_DIRK ? 9 : p);
    bool clicked = p != ALH_DIRK && ui_hit(ctx, id, R, true);
    bool hot = ui_hovered(ctx, id);
    bool to_move = p == f->mover;
    SDL_FRect fr = paint_frect(R);
    /* The player to move: a gold frame and a star; the cards themselves never move. The table's
     * picture holds every card in its plain look: the mover's and the one under the mouse are
     * drawn over it. */
    PanelStyle style = table_side_style(s, to_move, hot);
    if (to_move || hot) {
        if (f->panels_baked)
            style.shadow_alpha = 0; /* the plain card's shadow under it is the same */
        panel_picture_draw(ctx, R, &style);
    } else {
        table_panel_draw(f, R, &style);
    }
    SDL_Color col = table_seat_colour(f->m, p);
    paint_round_rect(r, (SDL_FRect){fr.x, fr.y, 8 * s, fr.h}, 4 * s, col);
    int luma = (col.r * 299 + col.g * 587 + col.b * 114) / 1000;
    if (luma > 170) /* a white seat's band needs an edge to show on the parchment */
        paint_round_rect_outline(r, (SDL_FRect){fr.x, fr.y, 8 * s, fr.h}, 4 * s, 1.0f, hex(0x8C5A3C, 200));
    int pad = app_px(ctx, 14), fs = table_text_px(ctx, 22);
    int x = R.x + pad, y = R.y + app_px(ctx, 6);
    const char *name = table_seat_name(f->m, p);
    if (p != ALH_DIRK && f->m->seats[p].is_bot) {
        char lv[32];
        snprintf(lv, sizeof lv, "level.%s", alh_bot_level_name(f->m->seats[p].bot_level));
        snprintf(buf, sizeof buf, "%s · %s", name, tr(ctx, lv));
    } else {
        snprintf(buf, sizeof buf, "%s", name);
    }
    int name_x = x;
    if (to_move) {
        float cx = (float)x + (float)fs * 0.45f, cy = (float)y + (float)fs * 0.6f;
        paint_star8(r, cx, cy, (float)fs * 0.5f, (float)fs * 0.32f, hex(0xC99A2E, 255));
        snprintf(id, sizeof id, "table.other.%d.to_move", p == ALH_DIRK ? 9 : p);
        ui_tooltip(ctx, id, (SDL_Rect){x, y, fs, fs}, tr(ctx, "table.tip.to_move"));
        name_x += fs + app_px(ctx, 4);
    }
    int score = p == ALH_DIRK ? f->g->dirk_score : f->g->players[p].score;
    score = anim_shown_score(&f->m->anim, p, score);
    char pts[32];
    PHRASE(ctx, pts, "table.points", PH_NUM("n", score));
    int pts_w = text_draw(ctx, FONT_BOLD, fs, R.x + R.w - pad, y, paint_mix(col, INK, luma > 170 ? 0.65f : 0.25f),
                          TEXT_RIGHT | TEXT_TOP, pts);
    text_draw_fit(ctx, FONT_BOLD, fs, name_x, y, R.x + R.w - pad - pts_w - app_px(ctx, 10) - name_x, INK, TEXT_LEFT | TEXT_TOP,
                  buf);
    SideCardRoom c = side_money_room(f, R, p == ALH_DIRK, how);
    bool cards = how != SIDE_SUMS;
    int small = table_text_px(ctx, 18), line = c.line, counts_y = c.counts_y, left_w = c.left_w;
    /* Left: stats, money and the counts by type; right: the small Alhambra, the card's full height. */
    if (p != ALH_DIRK) {
        const AlhPlayer *pl = &f->g->players[p];
        PHRASE(ctx, buf, "table.other_stats", PH_NUM("cards", alh_cards_count(&pl->hand)), PH_NUM("reserve", pl->reserve_count),
               PH_NUM("wall", f->majorities.wall[p]));
        /* The stats across the whole card (beside the small Alhambra they were cut at every size); a
         * short card keeps the money (what matters most for a rival's next purchase) and names the
         * rest when the mouse rests on its first line. */
        int lh = c.lh, money_y = c.money_y;
        if (c.stats)
            text_draw_fit(ctx, FONT_UI, small, x, line, R.w - x + R.x - pad, MUTED, TEXT_LEFT | TEXT_TOP, buf);
        /* Table mode, where every hand is public (docs/rules-notes.md N9), with the cards given way
         * to their sums: the mouse on the money names the cards, currency by currency (and the stats
         * line when it is not drawn, whose tooltip stood there). */
        bool name_cards = f->L.table_mode && !cards;
        snprintf(id, sizeof id, "table.other.%d.stats", p);
        if (c.stats || !name_cards)
            ui_tooltip(ctx, id, c.stats ? (SDL_Rect){x, line, R.w - x + R.x - pad, lh} : (SDL_Rect){x, line, left_w, lh}, buf);
        int money_right = x;
        int money_h =
            money_row_as(f, pl, x, money_y, cards ? c.cards_w : left_w, small, counts_y - money_y, cards, true, &money_right);
        if (name_cards) {
            char words[160], head[340], tip[UI_TIP_TEXT];
            PHRASE(ctx, words, "table.tip.hand_cards", PH_TEXT("who", name));
            snprintf(head, sizeof head, "%s%s%s", c.stats ? "" : buf, c.stats ? "" : "\n", words);
            snprintf(id, sizeof id, "table.other.%d.money", p);
            ui_tooltip(ctx, id, (SDL_Rect){x, money_y, left_w, money_h}, hand_cards_words(f, pl, head, tip, sizeof tip));
        }
        /* The small Alhambra, under the stats: its own tile size grows with the card; the mouse on it
         * enlarges it. It gives way to money that needs more than its column (six players in the
         * smallest window: the money ran under it). */
        SDL_Rect mini = {R.x + R.w * 58 / 100 + app_px(ctx, 6), money_y, R.w * 42 / 100 - app_px(ctx, 14),
                         (c.full_row ? counts_y - app_px(ctx, 2) : R.y + R.h - app_px(ctx, 6)) - money_y};
        if (money_right + app_px(ctx, 6) > mini.x) {
            mini.w -= money_right + app_px(ctx, 6) - mini.x;
            mini.x = money_right + app_px(ctx, 6);
        }
        mini_alhambra(f, p, mini);
        snprintf(id, sizeof id, "table.other.%d.alhambra", p);
        PHRASE(ctx, buf, "table.tip.alhambra", PH_TEXT("who", name));
        ui_tooltip(ctx, id, mini, buf);
        if (ui_point_in(ctx->in.mouse_x, ctx->in.mouse_y, mini) && p != f->board_player) {
            f->enlarge_player = p;
            f->enlarge_from = mini;
        }
    } else {
        /* Dirk: his note on the left, his portrait where a player's small Alhambra would be. */
        SDL_Rect portrait = {R.x + R.w / 2, line - app_px(ctx, 4), R.w / 2 - app_px(ctx, 8), counts_y - line - app_px(ctx, 6)};
        int note_w = portrait.h >= app_px(ctx, 40) ? R.w / 2 - pad : R.w - 2 * pad;
        if (text_draw_wrapped(ctx, FONT_UI, small, x, line, note_w, MUTED, TEXT_LEFT, tr(ctx, "table.dirk_note"), false) <=
            counts_y - line)
            text_draw_wrapped(ctx, FONT_UI, small, x, line, note_w, MUTED, TEXT_LEFT, tr(ctx, "table.dirk_note"), true);
        else
            text_draw_fit(ctx, FONT_UI, small, x, line, note_w, MUTED, TEXT_LEFT | TEXT_TOP, tr(ctx, "table.dirk_note"));
        if (portrait.h >= app_px(ctx, 40))
            draw_dirk_portrait(ctx, paint_frect(portrait));
    }
    type_counts(f, p, x, counts_y, c.chip, (p == ALH_DIRK || c.full_row ? R.w - 2 * pad : left_w + pad / 2) / c.per_row,
                c.per_row);
    if (clicked)
        f->in->view_player = p;
}

/* The small Alhambra under the mouse, enlarged beside the side column (call after everything else). */
void table_draw_enlarged(TableFrame *f)
{
    int p = f->enlarge_player;
    if (p < 0 || p >= f->g->num_players)
        return;
    AppContext *ctx = f->ctx;
    int size = app_px(ctx, 520);
    if (size > f->L.h - app_px(ctx, 40))
        size = f->L.h - app_px(ctx, 40);
    SDL_Rect R = {f->L.side.x - size - app_px(ctx, 16), f->enlarge_from.y + f->enlarge_from.h / 2 - size / 2, size, size};
    if (R.y < app_px(ctx, 8))
        R.y = app_px(ctx, 8);
    if (R.y + R.h > f->L.h - app_px(ctx, 8))
        R.y = f->L.h - app_px(ctx, 8) - R.h;
    if (R.x < 0)
        R.x = 0;
    SDL_FRect fr = paint_frect(R);
    float s = f->L.s;
    paint_shadow(ctx->renderer, fr, 16 * s, 24 * s, 6 * s, 90);
    paint_round_rect(ctx->renderer, fr, 16 * s, hex(0xF5EBD7, 250));
    paint_round_rect_outline(ctx->renderer, fr, 16 * s, 3 * s, table_seat_colour(f->m, p));
    char buf[96];
    PHRASE(ctx, buf, "table.alhambra_of", PH_TEXT("who", table_seat_name(f->m, p)));
    int fs = table_text_px(ctx, 24);
    text_draw_fit(ctx, FONT_BOLD, fs, R.x + app_px(ctx, 14), R.y + app_px(ctx, 10), R.w - app_px(ctx, 28), INK,
                  TEXT_LEFT | TEXT_TOP, buf);
    int top = app_px(ctx, 16) + text_line_height(ctx, FONT_BOLD, fs);
    mini_alhambra(f, p, (SDL_Rect){R.x + app_px(ctx, 12), R.y + top, R.w - app_px(ctx, 24), R.h - top - app_px(ctx, 12)});
}

void table_draw_side(TableFrame *f)
{
    SideMoney how = side_money(f);
    for (int i = 0; i < f->L.others_count; i++) {
        int p = table_side_player(f, i);
        if (p >= 0)
            other_card(f, i, p, how);
    }
}

/* ------------------------------------------------------------------ score track */

void table_draw_track(TableFrame *f)
{
    /* Every player in seat order, then Dirk; during a scoring the markers walk (score_track.c). */
    int n = f->g->num_players + (two_player(f->g) ? 1 : 0);
    int scores[SCORE_TRACK_MAX], from[SCORE_TRACK_MAX];
    SDL_Color colours[SCORE_TRACK_MAX];
    for (int i = 0; i < n && i < SCORE_TRACK_MAX; i++) {
        int p = i < f->g->num_players ? i : ALH_DIRK;
        scores[i] = p == ALH_DIRK ? f->g->dirk_score : f->g->players[p].score;
        colours[i] = table_seat_colour(f->m, p);
    }
    ScoreTrack track;
    score_track_rest(&track, n, scores, colours);
    const AlhScoreDetail *d;
    double start, length;
    const Anim *a = &f->m->anim;
    if (anim_scoring_walk(a, &d, &start, &length)) {
        for (int i = 0; i < track.count; i++) {
            int p = i < f->g->num_players ? i : ALH_DIRK, gained = 0;
            for (int c = 0; c < ALH_SCORE_CATEGORIES; c++)
                gained += d->points[p][c];
            scores[i] = d->total[p];
            from[i] = d->total[p] - gained;
        }
        score_track_walk_between(&track, from, scores, start, length);
    }
    score_track_draw(f->ctx, &track, f->L.track, a->clock);
}

/* ------------------------------------------------------------------ log */

void table_draw_log(TableFrame *f)
{
    AppContext *ctx = f->ctx;
    SDL_Rect R = f->L.log;
    if (R.w <= 0 || R.h <= 0)
        return;
    SDL_Renderer *r = ctx->renderer;
    float s = f->L.s;
    PanelStyle paper = table_log_style(s);
    table_panel_draw(f, R, &paper);
    int fs = table_text_px(ctx, 16), pad = app_px(ctx, 10);
    text_draw(ctx, FONT_BOLD, table_text_px(ctx, 17), R.x + pad, R.y + app_px(ctx, 6), MUTED, TEXT_LEFT | TEXT_TOP,
              tr(ctx, "table.log"));
    int top = R.y + app_px(ctx, 30), bottom = table_tips_log_bottom(f, R.y + R.h - pad);
    /* Scroll with the wheel over the log; newest at the bottom. */
    UiInput *ui = &ctx->in;
    if (ui_point_in(ui->mouse_x, ui->mouse_y, R) && ui->wheel_y)
        f->in->log_scroll += ui->wheel_y * 2;
    if (f->in->log_scroll > f->m->log_count - 1)
        f->in->log_scroll = f->m->log_count - 1;
    if (f->in->log_scroll < 0)
        f->in->log_scroll = 0;
    SDL_Rect clip = {R.x, top, R.w, bottom - top};
    SDL_RenderSetClipRect(r, &clip);
    int y = bottom;
    for (int i = f->m->log_count - 1 - f->in->log_scroll; i >= 0 && y > top; i--) {
        const MatchLogLine *l = &f->m->log[i];
        char text[MATCH_LOG_TEXT * 2];
        match_log_text(ctx, f->m, l, text, sizeof text); /* in the language chosen now */
        int h = text_draw_wrapped(ctx, FONT_UI, fs, R.x + pad + app_px(ctx, 14), 0, R.w - 2 * pad - app_px(ctx, 14), INK,
                                  TEXT_LEFT, text, false);
        if (y - h - app_px(ctx, 3) < top)
            break; /* only whole entries: a line cut in half under the title reads as noise */
        y -= h + app_px(ctx, 3);
        SDL_Color col = l->player >= 0 ? table_seat_colour(f->m, l->player) : hex(0xC99A2E, 255);
        /* A dark rim keeps a light seat colour (white) visible on the parchment. */
        paint_circle(r, (float)(R.x + pad + app_px(ctx, 5)), (float)y + fs * 0.65f, fs * 0.28f + 1.0f, hex(0x2B2118, 150));
        paint_circle(r, (float)(R.x + pad + app_px(ctx, 5)), (float)y + fs * 0.65f, fs * 0.28f, col);
        text_draw_wrapped(ctx, FONT_UI, fs, R.x + pad + app_px(ctx, 14), y, R.w - 2 * pad - app_px(ctx, 14),
                          l->player >= 0 ? INK : MUTED, TEXT_LEFT, text, true);
    }
    SDL_RenderSetClipRect(r, NULL);
}

/* SPDX-License-Identifier: MIT */
/* The modules on the table: the modules' panel beside the board (each module's section and its marks
 * in the players' rows come from its client part) and their pieces on the board. */
#include "table_modules.h"

#include <math.h>
#include <stdio.h>
#include <string.h>
#include "draw_card.h"
#include "client_module.h"
#include "draw_tile.h"
#include "i18n.h"
#include "paint.h"
#include "table_panels.h"
#include "phrase.h"
#include "table.h"
#include "table_dialogs.h"
#include "ui.h"
#include "text.h"

static SDL_Color hex(unsigned v, Uint8 a)
{
    SDL_Color c = {(Uint8)(v >> 16), (Uint8)(v >> 8), (Uint8)v, a};
    return c;
}

#define INK hex(0x2B2118, 255)
#define MUTED hex(0x6B5A4A, 255)

bool table_has_modules(const AlhGame *g) { return alh_modules_any_optional(&g->modules); }

/* Text size for the table: design pixels scaled, but never under 13 physical pixels. */
int table_modules_text_px(const TableFrame *f, float design)
{
    int v = (int)(design * f->L.s + 0.5f);
    return v < 13 ? 13 : v;
}

int table_modules_px(const TableFrame *f, float design) { return (int)(design * f->L.s + 0.5f); }

static int text_px(const TableFrame *f, float design) { return table_modules_text_px(f, design); }

static int px(const TableFrame *f, float design) { return table_modules_px(f, design); }

SDL_Color table_modules_ink(bool muted) { return muted ? MUTED : INK; }

/* ------------------------------------------------------------------ helpers for the modules' parts */

int table_modules_heading_height(const TableFrame *f, int w, const char *text)
{
    return text_draw_wrapped(f->ctx, FONT_BOLD, text_px(f, 17), 0, 0, w, MUTED, TEXT_LEFT, text, false) + px(f, 4);
}

int table_modules_heading(TableFrame *f, SDL_Rect R, const char *text)
{
    text_draw_wrapped(f->ctx, FONT_BOLD, text_px(f, 17), R.x, R.y, R.w, MUTED, TEXT_LEFT, text, true);
    return table_modules_heading_height(f, R.w, text);
}

void table_modules_row_part(AppContext *ctx, char *parts, size_t size, const char *part)
{
    if (!part[0])
        return;
    if (parts[0]) {
        char tmp[UI_TIP_TEXT];
        PHRASE(ctx, tmp, "table.tip.row_join", PH_TEXT("a", parts), PH_TEXT("b", part));
        snprintf(parts, size, "%s", tmp);
    } else {
        snprintf(parts, size, "%s", part);
    }
}

SDL_FRect table_modules_count(TableFrame *f, int player, const char *what, int rx, float cy, int fs, int count, const char *tip,
                              const char *part, char *parts, size_t size, int *new_rx)
{
    char n1[16], id[48];
    snprintf(n1, sizeof n1, "%d", count);
    int tw = text_draw(f->ctx, FONT_BOLD, fs, rx, (int)cy, INK, TEXT_RIGHT | TEXT_MIDDLE, n1);
    float cw = (float)fs * 0.75f;
    SDL_FRect icon = {(float)(rx - tw) - cw - 3, cy - cw * 0.72f, cw, cw * 1.45f};
    snprintf(id, sizeof id, "table.mod.row.%d.%s", player, what);
    ui_tooltip(f->ctx, id, (SDL_Rect){(int)icon.x, (int)icon.y, rx - (int)icon.x, (int)icon.h}, tip);
    if (count != 0) /* the row's words name what the player has, not what they lack */
        table_modules_row_part(f->ctx, parts, size, part ? part : tip);
    *new_rx = rx - tw - (int)cw - px(f, 10);
    return icon;
}

int table_modules_card_width(const TableFrame *f)
{
    int w = px(f, 48);
    return w < 26 ? 26 : w;
}

/* ------------------------------------------------------------------ layout */

/* The modules on in the game that have a section in the panel, in the panel's order. */
/* Whether a module's client part has anything for a player's row. */
static bool has_row_parts(const AlhModuleClient *mc) { return mc->row_marks || mc->row_pictures || mc->row_line_words; }

/* The modules a player chose for the game, in list order (asked when none of them shows anything in
 * the panel: no section, no row part). */
static int in_play_modules(const AlhGame *g, int out[ALH_MOD_COUNT])
{
    AlhModuleSet optional = alh_modules_optional();
    int n = 0;
    for (int id = 0; id < ALH_MOD_COUNT; id++)
        if (alh_module_on(g, id) && alh_modset_has(&optional, id))
            out[n++] = id;
    return n;
}

/* Whether some module of the game has marks or pictures for the players' rows. */
static bool any_row_parts(const AlhGame *g)
{
    for (int id = 0; id < ALH_MOD_COUNT; id++)
        if (alh_module_on(g, id) && has_row_parts(client_module(id)))
            return true;
    return false;
}

/* The "in play" lines from y: each module's name, and its hint under it, wrapped to width w so
 * that both read whole; drawn when `draw`, measured either way. Returns their height. */
static int in_play_lines(const TableFrame *f, const int *ids, int count, int x, int y, int w, bool draw)
{
    AppContext *ctx = f->ctx;
    int top = y;
    for (int i = 0; i < count; i++) {
        char key[96];
        SDL_snprintf(key, sizeof key, "module.%s", alh_module_name(ids[i]));
        y += text_draw_wrapped(ctx, FONT_BOLD, text_px(f, 15), x, y, w, INK, TEXT_LEFT, tr(ctx, key), draw);
        SDL_snprintf(key, sizeof key, "module.%s.hint", alh_module_name(ids[i]));
        y += text_draw_wrapped(ctx, FONT_UI, text_px(f, 13), x, y, w, MUTED, TEXT_LEFT, tr(ctx, key), draw) + px(f, 6);
    }
    return y - top;
}

static int panel_modules(const AlhGame *g, int out[ALH_MOD_COUNT])
{
    int n = 0;
    for (int id = 0; id < ALH_MOD_COUNT; id++)
        if (alh_module_on(g, id) && client_module(id)->panel_height &&
            (!client_module(id)->panel_shown || client_module(id)->panel_shown(g)))
            out[n++] = id;
    for (int i = 1; i < n; i++) /* by panel_order, the list's order among equals */
        for (int j = i; j > 0 && client_module(out[j])->panel_order < client_module(out[j - 1])->panel_order; j--) {
            int t = out[j];
            out[j] = out[j - 1];
            out[j - 1] = t;
        }
    return n;
}

/* The compact sections (a card with its words) side by side, as many to a row as the widths their
 * words need allow (panel_width), the row's spare width shared out; the rows one under the other from
 * y, sharing `room` (0: each at its least). Returns the rows' height; places them in o unless NULL. */
static int compact_rows(const TableFrame *f, TableModulesLayout *o, const int *ids, int count, int x, int w, int y, int room)
{
    int gap = px(f, 8), row_gap = px(f, 10);
    int list[ALH_MOD_COUNT], want[ALH_MOD_COUNT], n = 0, rows = 0;
    for (int i = 0; i < count; i++) {
        const AlhModuleClient *mc = client_module(ids[i]);
        if (!mc->panel_compact)
            continue;
        want[n] = mc->panel_width ? mc->panel_width(f) : 0;
        if (want[n] > w)
            want[n] = w;
        list[n++] = ids[i];
    }
    /* the first of a row and those after it while they fit */
    int first[ALH_MOD_COUNT + 1], used[ALH_MOD_COUNT];
    for (int i = 0; i < n; rows++) {
        first[rows] = i;
        used[rows] = want[i++];
        while (i < n && used[rows] + gap + want[i] <= w)
            used[rows] += gap + want[i++];
    }
    first[rows] = n;
    int row_room = room > 0 && rows > 0 ? (room - (rows - 1) * row_gap) / rows : 0;
    if (room > 0 && row_room < 1)
        row_room = 1;
    int total = 0;
    for (int r = 0; r < rows; r++) {
        int k = first[r + 1] - first[r], extra = (w - used[r]) / k, row_h = 0, width[ALH_MOD_COUNT];
        for (int i = first[r]; i < first[r + 1]; i++) {
            width[i] = want[i] + extra + (i == first[r + 1] - 1 ? (w - used[r]) % k : 0);
            int h = client_module(list[i])->panel_height(f, width[i], row_room);
            if (h > row_h)
                row_h = h;
        }
        int cx = x;
        for (int i = first[r]; i < first[r + 1] && o; i++) {
            o->section[list[i]] = (SDL_Rect){cx, y + total, width[i], row_h};
            cx += width[i] + gap;
        }
        total += row_h + (r + 1 < rows ? row_gap : 0);
    }
    return total;
}

/* Every section at its full height (in `room` at most), one after the other from y, then the players'
 * rows in one column: for a panel that scrolls. Returns the bottom of the content. */
static int stack_layout(const TableFrame *f, TableModulesLayout *o, const int *ids, int count, int x, int w, int y, int room)
{
    AppContext *ctx = f->ctx;
    int gap = px(f, 10), n = f->g->num_players > 0 ? f->g->num_players : 1;
    bool compact_placed = false;
    for (int i = 0; i < count; i++) {
        const AlhModuleClient *mc = client_module(ids[i]);
        if (!mc->panel_compact) {
            int h = mc->panel_height(f, w, room);
            o->section[ids[i]] = (SDL_Rect){x, y, w, h};
            if (h > 0)
                y += h + gap;
            continue;
        }
        if (compact_placed)
            continue;
        compact_placed = true;
        y += compact_rows(f, o, ids, count, x, w, y, room) + gap;
    }
    if (!any_row_parts(f->g))
        return y;
    int players_label = table_modules_heading_height(f, w, tr(ctx, "table.mod.players"));
    int lh = text_line_height(ctx, FONT_UI, text_px(f, 15));
    int row = 2 * lh + px(f, 4); /* two lines: the marks, then the pictures and words */
    if (row > px(f, 58))
        row = px(f, 58);
    if (row < lh + px(f, 6))
        row = lh + px(f, 6);
    o->players_label = (SDL_Rect){x, y, w, players_label};
    y += players_label;
    o->players = (SDL_Rect){x, y, w, n * row};
    o->player_cols = 1;
    o->player_row_h = row;
    return y + n * row;
}

static void shift_rect(SDL_Rect *r, int dy)
{
    if (r->w > 0 || r->h > 0)
        r->y += dy;
}

/* On a wide panel (wider than 16:9, table_layout.c), two columns of sections at their full height,
 * in the panel's order, split where the taller column is shortest; the players' rows under both,
 * two to a line. Where even that is taller than the panel (most modules at once) the two columns
 * scroll together. False (o untouched) when the panel is too narrow for two columns of the width
 * one column has at 16:9, or has fewer than two sections. */
static bool two_columns(const TableFrame *f, TableModulesLayout *o, const int *ids, int count, int x, int w, int top, int bottom)
{
    AppContext *ctx = f->ctx;
    int gap = px(f, 10), col_gap = px(f, 16), col_w = (w - col_gap) / 2;
    if (count < 2 || col_w < px(f, 316))
        return false;
    /* The blocks: each section, and the compact sections' rows as one block where the first is. */
    int block[ALH_MOD_COUNT], height[ALH_MOD_COUNT], blocks = 0, total = 0, room = bottom - top;
    bool compact_placed = false;
    for (int i = 0; i < count; i++) {
        const AlhModuleClient *mc = client_module(ids[i]);
        if (mc->panel_compact && compact_placed)
            continue;
        compact_placed |= mc->panel_compact;
        block[blocks] = mc->panel_compact ? -1 : ids[i];
        height[blocks] =
            mc->panel_compact ? compact_rows(f, NULL, ids, count, x, col_w, top, room) : mc->panel_height(f, col_w, room);
        total += height[blocks] + gap;
        blocks++;
    }
    /* The players' rows under both columns, two to a line. */
    bool has_rows = any_row_parts(f->g);
    int n = f->g->num_players > 0 ? f->g->num_players : 1, players_label = 0, row = 0, cols = n > 1 ? 2 : 1;
    if (has_rows) {
        int lh = text_line_height(ctx, FONT_UI, text_px(f, 15));
        players_label = table_modules_heading_height(f, w, tr(ctx, "table.mod.players"));
        row = 2 * lh + px(f, 4);
        if (row > px(f, 58))
            row = px(f, 58);
    }
    int rows_h = has_rows ? players_label + (n + cols - 1) / cols * row : 0;
    /* Where the second column starts: the taller of the two as short as can be. */
    int split = 1, best = -1;
    for (int k = 1, first = 0; k < blocks; k++) {
        first += height[k - 1] + gap;
        int taller = first > total - first ? first : total - first;
        if (best < 0 || taller < best) {
            best = taller;
            split = k;
        }
    }
    int cy[2] = {top, top};
    for (int b = 0; b < blocks; b++) {
        int c = b < split ? 0 : 1, cx = x + c * (col_w + col_gap);
        if (block[b] < 0)
            compact_rows(f, o, ids, count, cx, col_w, cy[c], room);
        else
            o->section[block[b]] = (SDL_Rect){cx, cy[c], col_w, height[b]};
        if (height[b] > 0)
            cy[c] += height[b] + gap;
    }
    int y = cy[0] > cy[1] ? cy[0] : cy[1], end = y - gap;
    if (has_rows) {
        o->players_label = (SDL_Rect){x, y, w, players_label};
        end = y + rows_h;
        o->players = (SDL_Rect){x, y + players_label, w, (end < bottom ? bottom : end) - y - players_label};
        o->player_cols = cols;
        o->player_row_h = row;
    }
    /* Too tall even so (most of the modules at once): the two columns scroll together. */
    if (end > bottom) {
        o->scrolls = true;
        o->content_h = end - top;
        int most = o->content_h - o->view.h, scroll = f->in ? f->in->modules_scroll : 0;
        o->scroll = scroll > most ? most : scroll < 0 ? 0 : scroll;
        for (int id = 0; id < ALH_MOD_COUNT; id++)
            shift_rect(&o->section[id], -o->scroll);
        shift_rect(&o->players_label, -o->scroll);
        shift_rect(&o->players, -o->scroll);
    }
    return true;
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
    int pad = px(f, 12), x = M.x + pad, w = M.w - 2 * pad, gap = px(f, 10);
    int lh = text_line_height(ctx, FONT_UI, text_px(f, 15));
    int top = M.y + text_line_height(ctx, FONT_BOLD, text_px(f, 18)) + px(f, 10); /* under the title */
    int y = top;
    int bottom = M.y + M.h - px(f, 8);
    o->view = (SDL_Rect){M.x + px(f, 2), top, M.w - px(f, 4), bottom > top ? bottom - top : 0};
    /* A panel with no section and no row (a setup's option alone, such as the French Big Box's
     * pile 5) names the game's modules instead, so that it says which rules are in play. Beside
     * sections and rows the names stay out: the table shows those modules' pieces elsewhere, and
     * "Rules" lists them all. What follows starts under the names (`top` from here on), the view
     * and the scrolled content at the title. */
    int content_top = top;
    int ids[ALH_MOD_COUNT], count = panel_modules(g, ids);
    /* No module has a part in the players' rows: no rows, and no "Each player" over nothing. */
    bool has_rows = any_row_parts(g);
    o->in_play_count = count == 0 && !has_rows ? in_play_modules(g, o->in_play_ids) : 0;
    if (o->in_play_count > 0) {
        int h = in_play_lines(f, o->in_play_ids, o->in_play_count, x, y, w, false);
        o->in_play = (SDL_Rect){x, y, w, h};
        y = top = y + h + gap;
    }
    int n = has_rows ? (g->num_players > 0 ? g->num_players : 1) : 0;
    int min_row = lh + px(f, 6);
    int players_label = has_rows ? table_modules_heading_height(f, w, tr(ctx, "table.mod.players")) : 0;
    if (two_columns(f, o, ids, count, x, w, top, bottom))
        return;
    /* Everything at its full height: when it fits (with the players' rows in two columns at least),
     * the sections share the room as below; else the panel scrolls. */
    {
        TableModulesLayout full = *o;
        int end = stack_layout(f, &full, ids, count, x, w, top, o->view.h);
        int need = has_rows ? full.players_label.y - content_top + players_label + (n + 1) / 2 * min_row : end - content_top;
        if (need > o->view.h && o->view.h > 0) {
            *o = full;
            o->scrolls = true;
            o->content_h = end - content_top;
            int most = o->content_h - o->view.h, scroll = f->in ? f->in->modules_scroll : 0;
            o->scroll = scroll > most ? most : scroll < 0 ? 0 : scroll;
            for (int id = 0; id < ALH_MOD_COUNT; id++)
                shift_rect(&o->section[id], -o->scroll);
            shift_rect(&o->in_play, -o->scroll);
            shift_rect(&o->players_label, -o->scroll);
            shift_rect(&o->players, -o->scroll);
            return;
        }
    }
    /* The compact sections (a card with its words) side by side, in as many rows as their words need. */
    int compact = 0;
    for (int i = 0; i < count; i++)
        compact += client_module(ids[i])->panel_compact;
    int compact_h = compact_rows(f, NULL, ids, count, x, w, y, 0);
    /* What each section needs at least, so that a section that can grow takes what is left. */
    int least[ALH_MOD_COUNT];
    for (int i = 0; i < count; i++)
        least[i] = client_module(ids[i])->panel_compact ? 0 : client_module(ids[i])->panel_height(f, w, 0);
    bool compact_placed = false;
    for (int i = 0; i < count; i++) {
        const AlhModuleClient *mc = client_module(ids[i]);
        if (mc->panel_compact) {
            if (compact_placed)
                continue;
            compact_placed = true;
            /* The row gets what it wants, or what the sections below and the players' rows leave. */
            int later = players_label + (n + 1) / 2 * min_row;
            for (int k = i + 1; k < count; k++)
                later += least[k] + gap;
            int room = bottom - y - later - gap;
            compact_h = compact_rows(f, o, ids, count, x, w, y, room > 1 ? room : 1);
            y += compact_h + gap;
            continue;
        }
        int later = players_label + (n + 1) / 2 * min_row;
        for (int k = i + 1; k < count; k++)
            later += least[k] + gap;
        if (!compact_placed && compact > 0)
            later += compact_h + gap;
        int room = bottom - y - later - gap;
        int h = mc->panel_height(f, w, room > least[i] ? room : least[i]);
        o->section[ids[i]] = (SDL_Rect){x, y, w, h};
        if (h > 0) /* a section folded away (no room for its least) takes no gap either */
            y += h + gap;
    }
    if (!has_rows)
        return;
    o->players_label = (SDL_Rect){x, y, w, players_label};
    y += players_label;
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
    const AlhModuleClient *mc = client_module(module);
    if (module < 0 || module >= ALH_MOD_COUNT || !mc->panel_place || ml.section[module].w <= 0)
        return (SDL_Rect){0, 0, 0, 0};
    return mc->panel_place(f, ml.section[module], index);
}

/* ------------------------------------------------------------------ the players' rows */

/*
 * One row per player (in two columns when the panel is short): the seat's colour and name, then
 * from the right each module's marks (counts of cards held, a face awake or asleep...), and the modules'
 * pictures (cards laid, characters owned), each named by a tooltip; the whole row in words too.
 */
static void draw_player_rows(TableFrame *f, const TableModulesLayout *ml)
{
    AppContext *ctx = f->ctx;
    SDL_Renderer *r = ctx->renderer;
    const AlhGame *g = f->g;
    SDL_Rect P = ml->players;
    table_modules_heading(f, ml->players_label, tr(ctx, "table.mod.players"));
    int row = ml->player_row_h, cols = ml->player_cols > 1 ? 2 : 1;
    if (row <= 0)
        return;
    int fs = text_px(f, 15), lh = text_line_height(ctx, FONT_UI, fs);
    bool two_lines = row >= 2 * lh + px(f, 2);
    int col_w = (P.w - (cols - 1) * px(f, 8)) / cols, rows = (g->num_players + cols - 1) / cols;
    char buf[UI_TIP_TEXT], id[48];
    for (int p = 0; p < g->num_players; p++) {
        const char *who = table_seat_name(f->m, p);
        int cx = P.x + (p / rows) * (col_w + px(f, 8)), y = P.y + (p % rows) * row;
        if ((p % rows) % 2 == 0)
            paint_round_rect(r, (SDL_FRect){(float)cx - 4, (float)y, (float)col_w + 8, (float)row - 2}, 6 * f->L.s,
                             hex(0xE8D5B0, 110));
        int line1 = two_lines ? y + px(f, 2) : y + (row - lh) / 2;
        float cy = (float)line1 + (float)lh / 2;
        /* In two narrow columns the marks go on the second line, after the pictures, and the name has
         * the first line to itself (beside the marks it read "J…"). */
        bool marks_below = two_lines && cols > 1;
        float marks_cy = marks_below ? cy + (float)lh : cy;
        paint_circle(r, (float)cx + (float)fs * 0.45f, cy, (float)fs * 0.38f, table_seat_colour(f->m, p));
        int rx = cx + col_w;
        /* The whole row in words when the mouse rests on it (pictures may not all fit when narrow). */
        char parts[UI_TIP_TEXT] = "";
        int count = 0;
        for (int id_ = 0; id_ < ALH_MOD_COUNT; id_++) {
            const AlhModuleClient *mc = client_module(id_);
            if (!alh_module_on(g, id_))
                continue;
            if (mc->row_marks)
                rx = mc->row_marks(f, p, rx, marks_cy, fs, parts, sizeof parts);
            if (mc->row_picture_count)
                count += mc->row_picture_count(g, p);
        }
        /* Pictures: on the second line when there is one, else before the marks. */
        int pic = fs, step = pic + px(f, 3);
        int pics_x = two_lines ? cx + fs + px(f, 2) : rx, pics_y = two_lines ? line1 + lh : line1;
        int pics_room_left = two_lines ? cx + fs + px(f, 2) : cx + fs + px(f, 4);
        int pics_end = two_lines && !marks_below ? cx + col_w : rx; /* pictures that do not fit stay in the row's tooltip */
        if (!two_lines) {
            pics_x = rx - count * step;
            if (pics_x < pics_room_left)
                pics_x = pics_room_left;
        }
        int name_end = marks_below ? cx + col_w : two_lines ? rx - px(f, 4) : pics_x - px(f, 4);
        int px_ = pics_x;
        char words[200] = "";
        for (int id_ = 0; id_ < ALH_MOD_COUNT; id_++) {
            const AlhModuleClient *mc = client_module(id_);
            if (!alh_module_on(g, id_))
                continue;
            if (mc->row_pictures)
                px_ = mc->row_pictures(f, p, px_, pics_y, lh, pic, pics_end, parts, sizeof parts);
            if (two_lines && mc->row_line_words) {
                char w1[160] = "";
                mc->row_line_words(ctx, g, p, w1, sizeof w1);
                size_t len = strlen(words);
                if (w1[0])
                    snprintf(words + len, sizeof words - len, "%s%s", len ? ", " : "", w1);
            }
        }
        /* The modules' words on the second line when it has room after the pictures (between them and
         * the marks: whole, or only in the row's tooltip, never cut to "Riche …"). */
        int words_end = marks_below ? rx - px(f, 4) : cx + col_w, words_w = 0;
        if (words[0] && marks_below)
            text_measure(ctx, FONT_UI, fs, words, &words_w, NULL);
        if (words[0] && words_end - px_ > px(f, 40) && px_ + px(f, 2) + words_w <= words_end)
            text_draw_fit(ctx, FONT_UI, fs, px_ + px(f, 2), pics_y + lh / 2, words_end - px_ - px(f, 2), INK,
                          TEXT_LEFT | TEXT_MIDDLE, words);
        int nx = cx + fs + px(f, 2);
        if (name_end - nx > px(f, 10))
            text_draw_ellipsis(ctx, FONT_BOLD, fs, nx, (int)cy, name_end - nx, INK, TEXT_LEFT | TEXT_MIDDLE, who);
        snprintf(id, sizeof id, "table.mod.row.%d", p);
        PHRASE(ctx, buf, "table.tip.row", PH_TEXT("who", who), PH_TEXT("parts", parts));
        if (parts[0]) /* nothing of the modules' yet: no "Player 3: " alone */
            ui_tooltip(ctx, id, (SDL_Rect){cx, y, col_w, row}, buf);
    }
}

/* The modules' pieces beside the tiles (a gate on its wall) on the Alhambra in the centre. */
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
    PanelStyle style = table_panel_style(s);
    table_panel_draw(f, M, &style);
    /* The title, and a button that opens the modules' rules pages over the table. */
    const char *rules = tr(ctx, "table.mod.rules");
    int rw, rh, title_h = text_line_height(ctx, FONT_BOLD, text_px(f, 18));
    text_measure(ctx, FONT_UI, text_px(f, 15), rules, &rw, &rh);
    SDL_Rect rb = {M.x + M.w - px(f, 12) - rw - px(f, 8), M.y + px(f, 5), rw + px(f, 8), title_h + px(f, 2)};
    if (ui_hit(ctx, "table.mod.rules", rb, true))
        table_rules_open(ctx, f->t, -1);
    bool hot = ui_hovered(ctx, "table.mod.rules");
    if (hot)
        paint_round_rect(r, paint_frect(rb), 6 * s, hex(0x8C5A3C, 36));
    text_draw(ctx, FONT_BOLD, text_px(f, 15), rb.x + rb.w / 2, rb.y + rb.h / 2, hot ? hex(0x7A2E1E, 255) : hex(0xB55233, 255),
              TEXT_CENTER | TEXT_MIDDLE, rules);
    text_draw_fit(ctx, FONT_BOLD, text_px(f, 18), M.x + px(f, 12), M.y + px(f, 7), rb.x - M.x - px(f, 20), MUTED,
                  TEXT_LEFT | TEXT_TOP, tr(ctx, "table.mod.title"));
    TableModulesLayout ml;
    table_modules_layout(f, &ml);
    if (ml.scrolls) {
        /* The wheel over the panel scrolls it; the layout keeps the scroll within the content. */
        if (ui_point_in(ctx->in.mouse_x, ctx->in.mouse_y, M) && ctx->in.wheel_y) {
            f->in->modules_scroll = ml.scroll - ctx->in.wheel_y * px(f, 48);
            table_modules_layout(f, &ml);
        }
        f->in->modules_scroll = ml.scroll;
        SDL_RenderSetClipRect(r, &ml.view);
        ui_set_clip(ctx, &ml.view); /* what is scrolled out of view is not clickable */
    }
    for (int id = 0; id < ALH_MOD_COUNT; id++)
        if (ml.section[id].w > 0 && ml.section[id].h > 0 && client_module(id)->panel_draw &&
            (!ml.scrolls || SDL_HasIntersection(&ml.section[id], &ml.view)))
            client_module(id)->panel_draw(f, ml.section[id]);
    if (ml.in_play_count > 0)
        in_play_lines(f, ml.in_play_ids, ml.in_play_count, ml.in_play.x, ml.in_play.y, ml.in_play.w, true);
    if (ml.players.h > 0)
        draw_player_rows(f, &ml);
    if (ml.scrolls) {
        ui_set_clip(ctx, NULL);
        SDL_RenderSetClipRect(r, NULL);
        /* The bar in the right margin: where the view is in the whole. */
        int bar_w = px(f, 6) < 4 ? 4 : px(f, 6);
        SDL_Rect track = {M.x + M.w - px(f, 3) - bar_w, ml.view.y, bar_w, ml.view.h};
        paint_round_rect(r, paint_frect(track), (float)bar_w / 2, hex(0xD9C7A3, 200));
        int thumb_h = ml.view.h * ml.view.h / ml.content_h;
        int thumb_y = track.y + (ml.view.h - thumb_h) * ml.scroll / (ml.content_h - ml.view.h);
        paint_round_rect(r, paint_frect((SDL_Rect){track.x, thumb_y, bar_w, thumb_h}), (float)bar_w / 2, hex(0x8C5A3C, 190));
        ui_tooltip(ctx, "table.mod.scroll", track, tr(ctx, "table.mod.scroll_tip"));
    }
}

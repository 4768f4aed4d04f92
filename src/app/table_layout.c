/* SPDX-License-Identifier: MIT */
/* Where everything sits on the table, computed from the output size alone (1280x720 .. 3840x2160). */
#include "table_layout.h"

#include <math.h>

static int px(const TableLayout *L, float design)
{
    return (int)(design * L->s + 0.5f);
}

static SDL_Rect rect(int x, int y, int w, int h)
{
    SDL_Rect r = {x, y, w < 0 ? 0 : w, h < 0 ? 0 : h};
    return r;
}

bool table_rects_overlap(SDL_Rect a, SDL_Rect b)
{
    if (a.w <= 0 || a.h <= 0 || b.w <= 0 || b.h <= 0)
        return false;
    return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

SDL_Rect table_row_item(SDL_Rect area, int n, int i, int item_w, int item_h, int gap)
{
    if (n <= 0)
        return rect(area.x, area.y, 0, 0);
    int step = item_w + gap;
    int total = n * item_w + (n - 1) * gap;
    if (total > area.w && n > 1) {
        step = (area.w - item_w) / (n - 1); /* overlap like a fanned hand */
        total = area.w;
    }
    return rect(area.x + i * step, area.y + (area.h - item_h) / 2, item_w, item_h);
}

void table_layout_compute(TableLayout *L, int w, int h, int num_players, bool two_player, bool table_mode)
{
    table_layout_compute_modules(L, w, h, num_players, two_player, table_mode, alh_modset_none());
}

void table_layout_compute_modules(TableLayout *L, int w, int h, int num_players, bool two_player, bool table_mode,
                                  AlhModuleSet modules)
{
    *L = (TableLayout){0};
    L->w = w;
    L->h = h;
    float sw = (float)w / 1920.0f, sh = (float)h / 1080.0f;
    L->s = sw < sh ? sw : sh;
    L->table_mode = table_mode;
    int m = px(L, 12), gap = px(L, 10);

    /* Score track along the top edge. */
    L->track = rect(m, px(L, 8), w - 2 * m, px(L, 38));

    /* Right column: the other players, then the log. */
    int side_w = px(L, table_mode ? 470 : 430);
    int top_y = L->track.y + L->track.h + px(L, 8);
    L->side = rect(w - m - side_w, top_y, side_w, h - m - top_y);

    /* Top band: deck, money display, market, bag and buttons; taller in table mode. */
    int band_w = L->side.x - gap - m;
    /* Deck, display and market take 1276 design pixels at k = 1; the bag keeps at least 130. */
    float k = ((float)(band_w - 4 * gap) - 130.0f * L->s) / (1276.0f * L->s);
    float k_max = table_mode ? 1.3f : 1.0f;
    if (k > k_max)
        k = k_max;
    int band_h = px(L, 206 * k);
    L->top = rect(m, top_y, band_w, band_h);
    L->card_w = px(L, 108 * k);
    L->card_h = (int)(L->card_w * 1.45f);
    L->tile_px = px(L, 124 * k);
    int inner_y = L->top.y + px(L, 30 * k);
    int x = L->top.x;
    L->deck_panel = rect(x, L->top.y, px(L, 150 * k), band_h);
    /* The pile is drawn small enough to leave room for its pile and scoring lines below it. */
    L->deck_card = rect(x + (L->deck_panel.w - L->card_w * 3 / 5) / 2, inner_y + px(L, 4), L->card_w * 3 / 5,
                        L->card_h * 3 / 5);
    L->discard = rect(L->deck_card.x, L->deck_card.y, L->deck_card.w, L->deck_card.h);
    x += L->deck_panel.w + gap;
    int disp_gap = px(L, 12 * k);
    L->display_panel = rect(x, L->top.y, 4 * L->card_w + 5 * disp_gap, band_h);
    for (int i = 0; i < ALH_DISPLAY_SLOTS; i++)
        L->display[i] = rect(x + disp_gap + i * (L->card_w + disp_gap), inner_y + px(L, 4), L->card_w, L->card_h);
    x += L->display_panel.w + gap;
    int space_w = px(L, 146 * k), space_gap = px(L, 10 * k);
    L->market_panel = rect(x, L->top.y, 4 * space_w + 5 * space_gap, band_h);
    for (int i = 0; i < ALH_MARKET_SPACES; i++) {
        L->market[i] = rect(x + space_gap + i * (space_w + space_gap), inner_y, space_w, band_h - (inner_y - L->top.y) - px(L, 8));
        L->market_tile[i] = rect(L->market[i].x + (space_w - L->tile_px) / 2, L->market[i].y + px(L, 26 * k),
                                 L->tile_px, L->tile_px);
    }
    x += L->market_panel.w + gap;
    int rest = L->top.x + L->top.w - x;
    L->bag = rect(x, L->top.y, rest, band_h);
    int bh = px(L, 40);
    int bw = rest - px(L, 20);
    L->btn_scoring = rect(x + px(L, 10), L->top.y + band_h - 2 * bh - px(L, 14), bw, bh);
    L->btn_menu = rect(x + px(L, 10), L->top.y + band_h - bh - px(L, 6), bw, bh);

    /* Others: one card each, then the log in what is left. */
    L->others_count = num_players - 1 + (two_player ? 1 : 0);
    int n = L->others_count;
    int log_min = px(L, table_mode ? 0 : 170);
    int card_h = n > 0 ? (L->side.h - log_min - gap * n) / n : 0;
    int card_max = px(L, table_mode ? 300 : 230);
    if (card_h > card_max)
        card_h = card_max;
    int y = L->side.y;
    for (int i = 0; i < n; i++) {
        L->others[i] = rect(L->side.x, y, L->side.w, card_h);
        y += card_h + gap;
    }
    L->log = rect(L->side.x, y, L->side.w, L->side.y + L->side.h - y);
    if (L->log.h < px(L, 80))
        L->log = rect(L->side.x, y, 0, 0);
    L->btn_log = rect(0, 0, 0, 0);

    /* Bottom: the hand on the left, hint and buttons on the right. */
    int mid_y = L->top.y + L->top.h + gap;
    int bottom_h = table_mode ? px(L, 70) : px(L, 212);
    L->bottom = rect(m, h - m - bottom_h, band_w, bottom_h);
    if (table_mode) {
        L->hand = rect(L->bottom.x, L->bottom.y, 0, 0);
        L->hint = rect(L->bottom.x, L->bottom.y, L->bottom.w, bottom_h);
        L->actions = rect(L->bottom.x + L->bottom.w, L->bottom.y, 0, 0);
    } else {
        int actions_w = px(L, 520);
        L->hand = rect(L->bottom.x, L->bottom.y, L->bottom.w - actions_w - gap, bottom_h);
        L->actions = rect(L->hand.x + L->hand.w + gap, L->bottom.y, actions_w, bottom_h);
        L->hint = rect(L->actions.x, L->actions.y, actions_w, px(L, 84));
        L->hand_card_w = px(L, 96);
        L->hand_card_h = (int)(L->hand_card_w * 1.45f);
    }

    /* Left column (reserve and tiles to place) and the board in the middle. */
    int left_w = px(L, 196);
    int mid_h = L->bottom.y - gap - mid_y;
    L->left = rect(m, mid_y, left_w, mid_h);
    L->small_tile = px(L, 76);
    int pending_h = px(L, 150);
    L->pending = rect(m, mid_y, left_w, pending_h);
    L->reserve = rect(m, mid_y + pending_h + gap, left_w, mid_h - pending_h - gap);
    L->board = rect(m + left_w + gap, mid_y, band_w - left_w - gap, mid_h);
    /* The modules' panel takes a column off the board's right: the board is wider than tall, so
     * the Alhambra loses less there than under a strip across it. */
    if (alh_modules_any_optional(&modules)) {
        int mod_w = px(L, table_mode ? 360 : 340);
        L->board.w -= mod_w + gap;
        L->modules = rect(L->board.x + L->board.w + gap, mid_y, mod_w, mid_h);
    }
}

BoardView table_board_fit(SDL_Rect r, const AlhBoard *b, float zoom, float pan_x, float pan_y, float max_tile)
{
    /* The box to show: the Alhambra with one free ring around it, symmetric about the fountain
     * as long as that wastes little space. */
    int min_x = b->min_x - 1, max_x = b->max_x + 1, min_y = b->min_y - 1, max_y = b->max_y + 1;
    float cells_w = (float)(max_x - min_x + 1), cells_h = (float)(max_y - min_y + 1);
    float tile = fminf((float)r.w / cells_w, (float)r.h / cells_h) * 0.94f;
    if (tile > max_tile)
        tile = max_tile;
    tile *= zoom;
    float cx = (float)(min_x + max_x + 1) / 2.0f + pan_x; /* centre of the box, in cells */
    float cy = (float)(min_y + max_y + 1) / 2.0f + pan_y;
    BoardView v;
    v.tile = tile;
    v.ox = (float)r.x + (float)r.w / 2.0f - cx * tile;
    v.oy = (float)r.y + (float)r.h / 2.0f - cy * tile;
    return v;
}

SDL_FRect table_board_cell(const BoardView *v, int x, int y)
{
    SDL_FRect f = {v->ox + (float)x * v->tile, v->oy + (float)y * v->tile, v->tile, v->tile};
    return f;
}

void table_board_hit(const BoardView *v, int px_, int py, int *x, int *y)
{
    *x = (int)floorf(((float)px_ - v->ox) / v->tile);
    *y = (int)floorf(((float)py - v->oy) / v->tile);
}

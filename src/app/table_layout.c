/* SPDX-License-Identifier: MIT */
/* Where everything sits on the table, computed from the output size alone (1280x720 .. 3840x2160). */
#include "table_layout.h"
#include "client_module.h"

#include <math.h>

static int px(const TableLayout *L, float design) { return (int)(design * L->s + 0.5f); }

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

SDL_FRect table_board_note_rect(SDL_Rect board, int mx, int my, float w, float h, float s)
{
    SDL_FRect tip = {(float)mx + 18 * s, (float)my + 16 * s, w, h};
    float right = (float)(board.x + board.w), bottom = (float)(board.y + board.h);
    if (tip.x + tip.w > right)
        tip.x = (float)mx - tip.w - 10 * s;
    if (tip.x < (float)board.x) /* wider than either side of the mouse: as far left as it goes */
        tip.x = fmaxf((float)board.x, right - tip.w);
    if (tip.y + tip.h > bottom) /* on the last rows: above the mouse */
        tip.y = (float)my - tip.h - 10 * s;
    if (tip.y < (float)board.y)
        tip.y = (float)board.y;
    return tip;
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

/*
 * The layout is made in design pixels (a 1920x1080 screen) on a design area as wide and tall as the
 * screen allows: the scale s is the smaller of height / 1080 and width / 1600, so a 16:9 screen
 * is 1920 x 1080 design pixels, a 4:3 one 1600 x 1200, a 21:9 one about 2520 x 1080. The extra
 * height of narrower screens goes to the board, the hand and the side cards; the extra width of
 * wider ones to the board and the expansions' panel (in two columns), the side cards growing only as
 * far as their content asks, and, from about 2:1, to a column of its own for the game log.
 */
float table_layout_scale(int w, int h)
{
    float sw = (float)w / 1600.0f, sh = (float)h / 1080.0f;
    float s = sw < sh ? sw : sh;
    return s > 0.05f ? s : 0.05f;
}

static float clampf(float v, float lo, float hi) { return v < lo ? lo : v > hi ? hi : v; }

void table_layout_compute_modules(TableLayout *L, int w, int h, int num_players, bool two_player, bool table_mode,
                                  AlhModuleSet modules)
{
    *L = (TableLayout){0};
    L->w = w;
    L->h = h;
    L->s = table_layout_scale(w, h);
    L->table_mode = table_mode;
    float W = (float)w / L->s, H = (float)h / L->s; /* the design area */
    const float m = 12, gap = 10;
#define R(x, y, ww, hh) rect(px(L, (x)), px(L, (y)), px(L, (x) + (ww)) - px(L, (x)), px(L, (y) + (hh)) - px(L, (y)))

    /* Score track along the top edge. */
    L->track = R(m, 8, W - 2 * m, 38);
    float top_y = 54;

    /* The right: a card per seat (and Dirk), the log below them or, on a very wide screen, beside. */
    bool wide = W >= 2240;
    float log_col = wide ? clampf(W * 0.14f, 300, 440) : 0;
    float side_w = clampf(430 + (W - 1920 - (wide ? log_col + gap : 0)) * 0.3f, 350, 600);
    if (table_mode)
        side_w = clampf(side_w + 30, 360, 620);
    /* Wider than 16:9 the side cards grow only as far as their content asks (the money on one line
     * beside a small Alhambra; table mode's hands listed card by card a little more): at 21:9 they
     * were 610 wide, their small Alhambras far right of a large empty middle, while the expansions'
     * panel beside the board had to scroll. What they leave goes to the board and that panel. */
    float over = W - 1920; /* design width beyond 16:9 */
    float side_most = table_mode ? 530 : 480;
    if (over > 0 && side_w > side_most)
        side_w = side_most;
    /* The top band needs 1276 k for deck, display and market, plus the bag; what it cannot use goes
     * to the side cards rather than stretching the bag. */
    /* The display and the market scale by k (cards and tiles); the deck, the panels' titles and
     * the bag keep readable sizes whatever k is. */
    const float deck_w = 160, title_h = 32;
    float k_max = table_mode ? 1.2f : 1.0f;
    float band_need = deck_w + 1126 * k_max + 3 * gap + 230;
    float band_w = W - 2 * m - gap - side_w - (wide ? log_col + gap : 0);
    if (band_w > band_need && over <= 0) {
        float extra = band_w - band_need, grow = extra < 620 - side_w ? extra : 620 - side_w;
        if (grow < 0)
            grow = 0;
        side_w += grow;
        band_w -= grow;
    }
    float side_x = m + band_w + gap;
    L->side = R(side_x, top_y, side_w, H - m - top_y);

    /* Top band: deck, money display, market, bag and buttons. */
    float k = (band_w - 3 * gap - deck_w - 200) / 1126; /* the bag keeps 200: Save and Menu side by side */
    if (k > k_max)
        k = k_max;
    float band_h = title_h + 176 * k;
    L->top = R(m, top_y, band_w, band_h);
    L->card_w = px(L, 108 * k);
    L->card_h = (int)(L->card_w * 1.45f);
    L->tile_px = px(L, 124 * k);
    float inner_y = top_y + title_h; /* under the panels' titles */
    float x = m;
    L->deck_panel = R(x, top_y, deck_w, band_h);
    float cw = 108 * k, ch = cw * 1.45f;
    /* The pile leaves three lines of text under it (pile, scorings to come on up to two lines), at
     * the 13 pixels text never goes under. Where those three lines would squeeze it below 85 %
     * of its size (4:3 and 5:4 screens, 960x540), the "pile N of 5" line gives way to the deck's
     * tooltip. Its layers (a thicker pile, more edges) rise up and to the right of the top card,
     * still under the panel's title. */
    float line = fmaxf(16.0f, 13.0f / L->s) * 1.25f;
    float step = fmaxf(2.0f, 3.0f * L->s) / L->s, layers = 2 * step;
    float pile_full = ch * 0.6f, room = band_h - title_h - layers - 6;
    L->deck_pile_line = room - 3 * line >= pile_full * 0.85f;
    float pile_h = fminf(pile_full, room - (L->deck_pile_line ? 3 : 2) * line);
    L->deck_step = (int)fmaxf(2.0f, 3.0f * L->s);
    L->deck_card = R(x + (deck_w - pile_h / 1.45f - layers) / 2, inner_y + layers, pile_h / 1.45f, pile_h);
    L->deck_stack = rect(L->deck_card.x, L->deck_card.y - 2 * L->deck_step, L->deck_card.w + 2 * L->deck_step,
                         L->deck_card.h + 2 * L->deck_step);
    L->discard = L->deck_card;
    x += deck_w + gap;
    float disp_gap = 12 * k;
    L->display_panel = R(x, top_y, 4 * cw + 5 * disp_gap, band_h);
    /* A selected card rises by 10 k: the cards rest that much lower, so that it never covers the
     * panel's title (the band keeps 19 k under the cards). */
    float lift = 10 * k;
    L->display_lift = px(L, inner_y + lift) - px(L, inner_y);
    for (int i = 0; i < ALH_DISPLAY_SLOTS; i++)
        L->display[i] = R(x + disp_gap + (float)i * (cw + disp_gap), inner_y + lift, cw, ch);
    x += 4 * cw + 5 * disp_gap + gap;
    float space_w = 146 * k, space_gap = 10 * k;
    L->market_panel = R(x, top_y, 4 * space_w + 5 * space_gap, band_h);
    /* The space's currency name has its own line under the panel's title (it never prints over it). */
    float space_y = inner_y, space_h = band_h - (space_y - top_y) - 8 * k;
    /* The space's symbol and name (draw_market_space: at least 12 pixels) sit above the tile, with
     * room for the chosen tile to rise (lift 0.5: 3.5 % of its side, material_lifted) under them:
     * it covered the lower half of the name. */
    float label = (5 * L->s + 1.2f * fmaxf(12.0f, 16 * L->s)) / L->s + 3;
    float header = label + 0.035f * 124 * k + 1;
    L->market_label = px(L, label);
    float tile = 124 * k;
    if (tile > space_h - header - 4)
        tile = space_h - header - 4;
    L->tile_px = px(L, tile);
    for (int i = 0; i < ALH_MARKET_SPACES; i++) {
        float sx = x + space_gap + (float)i * (space_w + space_gap);
        L->market[i] = R(sx, space_y, space_w, space_h);
        L->market_tile[i] = R(sx + (space_w - tile) / 2, space_y + header, tile, tile);
    }
    x += 4 * space_w + 5 * space_gap + gap;
    float rest = m + band_w - x;
    L->bag = R(x, top_y, rest, band_h);
    /* A wide bag (the band's spare width, wider than 16:9) keeps its buttons at most 280 wide, centred. */
    float bh = 40 * (k > 0.85f ? 1.0f : k / 0.85f), bw = fminf(rest - 20, 280), bx = x + (rest - bw) / 2;
    L->btn_scoring = R(bx, top_y + band_h - 2 * bh - 14, bw, bh);
    L->btn_menu = R(bx, top_y + band_h - bh - 6, bw, bh);
    L->btn_save = rect(0, 0, 0, 0);

    /* Bottom: the hand (the home player's; in table mode the player to move's, every hand being
     * public there), the hint and the buttons. A taller screen gives the hand a little more room. */
    float bottom_h = clampf(212 + (H - 1080) * 0.25f, 212, 270);
    float bottom_y = H - m - bottom_h;
    L->bottom = R(m, bottom_y, band_w, bottom_h);
    float actions_w = table_mode ? 560 : 540;
    L->hand = R(m, bottom_y, band_w - actions_w - gap, bottom_h);
    L->actions = R(m + band_w - actions_w, bottom_y, actions_w, bottom_h);
    L->hint = R(m + band_w - actions_w, bottom_y, actions_w, bottom_h - 2 * 48 - 12 - 14);
    L->hand_card_w = px(L, 96);
    L->hand_card_h = (int)(L->hand_card_w * 1.45f);

    /* Left column (tiles to place, reserve) and the board in the middle; the modules' panel takes a
     * column off the board's right (the board is wider than tall: it loses least there). */
    float mid_y = top_y + band_h + gap, mid_h = bottom_y - gap - mid_y, left_w = 196;
    L->left = R(m, mid_y, left_w, mid_h);
    L->small_tile = px(L, 76);
    L->tray_top = px(L, title_h + 12); /* a held tile rises 5 % of its height */
    L->pending = R(m, mid_y, left_w, 150);
    L->reserve = R(m, mid_y + 150 + gap, left_w, mid_h - 150 - gap);
    float board_x = m + left_w + gap, board_w = band_w - left_w - gap;
    if (alh_modules_any_optional(&modules)) {
        /* Wider than 16:9 the panel takes the width the side cards left, up to two columns of its
         * sections (table_modules_layout), the board keeping 1.3 times its height (a wider board
         * only shows more empty cells: the Alhambra is fitted to its height). */
        float mod_one = table_mode ? 360 : 340, mod_w = mod_one;
        if (over > 0)
            mod_w = clampf(fminf(mod_one + over, board_w - gap - 1.3f * mid_h), mod_one, 2 * mod_one + gap);
        L->modules = R(board_x + board_w - mod_w, mid_y, mod_w, mid_h);
        board_w -= mod_w + gap;
    }
    L->board = R(board_x, mid_y, board_w, mid_h);

    /* The side cards: every seat in seat order (they never move), Dirk last; then the log. */
    L->others_count = num_players + (two_player ? 1 : 0);
    int n = L->others_count;
    float side_h = H - m - top_y;
    float log_min = wide ? 0 : table_mode ? 150 : 190;
    float card_h = n > 0 ? (side_h - log_min - gap * (float)(n - 1) - (wide ? 0 : gap)) / (float)n : 0;
    float card_max = table_mode ? 300 : 240;
    if (card_h > card_max)
        card_h = card_max;
    float y = top_y;
    for (int i = 0; i < n && i < TABLE_MAX_OTHERS; i++) {
        L->others[i] = R(side_x, y, side_w, card_h);
        y += card_h + gap;
    }
    if (wide)
        L->log = R(side_x + side_w + gap, top_y, log_col, side_h);
    else
        L->log = R(side_x, y, side_w, top_y + side_h - y);
    if (L->log.h < px(L, 80))
        L->log = rect(L->side.x, px(L, y), 0, 0);
    L->btn_log = rect(0, 0, 0, 0);
#undef R
}

BoardView table_board_fit(SDL_Rect r, const AlhBoard *b, float zoom, float pan_x, float pan_y, float max_tile)
{
    return table_board_fit_ring(r, b, 1, zoom, pan_x, pan_y, max_tile);
}

BoardView table_board_fit_ring(SDL_Rect r, const AlhBoard *b, int ring, float zoom, float pan_x, float pan_y, float max_tile)
{
    /* The box to show: the Alhambra with `ring` free cells around it (one on the board, for the
     * legal spots; none on the small Alhambras of the side cards). */
    const int box[4] = {b->min_x - ring, b->max_x + ring, b->min_y - ring, b->max_y + ring};
    return table_board_fit_box(r, box, zoom, pan_x, pan_y, max_tile);
}

BoardView table_board_fit_box(SDL_Rect r, const int box[4], float zoom, float pan_x, float pan_y, float max_tile)
{
    int min_x = box[0], max_x = box[1], min_y = box[2], max_y = box[3];
    float cells_w = (float)(max_x - min_x + 1), cells_h = (float)(max_y - min_y + 1);
    float tile = fminf((float)r.w / cells_w, (float)r.h / cells_h) * 0.94f;
    if (tile > max_tile)
        tile = max_tile;
    tile *= zoom;
    float cx = (float)(min_x + max_x + 1) / 2.0f + pan_x; /* centre of the box, in cells */
    float cy = (float)(min_y + max_y + 1) / 2.0f + pan_y;
    BoardView v = {0};
    v.tile = tile;
    v.ox = (float)r.x + (float)r.w / 2.0f - cx * tile;
    v.oy = (float)r.y + (float)r.h / 2.0f - cy * tile;
    return v;
}

bool table_board_ease(BoardView *shown, BoardView target, float dt, float factor)
{
    bool owner_sees = target.owner_sees;
    if (factor <= 0 || shown->tile <= 0 || dt < 0) {
        *shown = target;
        return false;
    }
    /* ox, oy and tile eased alike keep the box's centre where both views have it */
    float a = 1.0f - expf(-dt * 16.0f / factor);
    shown->tile += (target.tile - shown->tile) * a;
    shown->ox += (target.ox - shown->ox) * a;
    shown->oy += (target.oy - shown->oy) * a;
    shown->owner_sees = owner_sees;
    if (fabsf(shown->tile - target.tile) < 0.3f && fabsf(shown->ox - target.ox) < 0.5f && fabsf(shown->oy - target.oy) < 0.5f) {
        *shown = target;
        return false;
    }
    return true;
}

BoardView table_small_alhambra_view(const AlhGame *g, int player, SDL_Rect area)
{
    const AlhBoard *b = &g->players[player].board;
    int box[4] = {b->min_x, b->max_x, b->min_y, b->max_y};
    client_board_extent(g, player, box);
    return table_board_fit_box(area, box, 1.0f, 0, 0, (float)area.h / 2.6f);
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

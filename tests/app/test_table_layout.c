/* SPDX-License-Identifier: MIT */
/* The table's layout at every supported size: regions inside the screen, never overlapping, big enough. */
#include <math.h>
#include <stdio.h>
#include "table_layout.h"

static int passed, failed;

#define CHECK(cond, ...)                                                                                                         \
    do {                                                                                                                         \
        if (cond)                                                                                                                \
            passed++;                                                                                                            \
        else {                                                                                                                   \
            failed++;                                                                                                            \
            printf("FAILED %s:%d: %s: ", __FILE__, __LINE__, #cond);                                                             \
            printf(__VA_ARGS__);                                                                                                 \
            printf("\n");                                                                                                        \
        }                                                                                                                        \
    } while (0)

static bool inside(SDL_Rect r, int w, int h) { return r.w <= 0 || (r.x >= 0 && r.y >= 0 && r.x + r.w <= w && r.y + r.h <= h); }

static bool contains(SDL_Rect outer, SDL_Rect r)
{
    return r.w <= 0 || (r.x >= outer.x && r.y >= outer.y && r.x + r.w <= outer.x + outer.w && r.y + r.h <= outer.y + outer.h);
}

static void check_size(int w, int h, int players, bool table_mode, uint64_t modules)
{
    TableLayout L;
    bool two = players == 2;
    table_layout_compute_modules(&L, w, h, players, two, table_mode, alh_modset_from_bits(modules));
    /* The big regions: none overlaps another. */
    SDL_Rect regions[64];
    const char *names[64];
    int n = 0;
#define ADD(r)                                                                                                                   \
    do {                                                                                                                         \
        regions[n] = (r);                                                                                                        \
        names[n] = #r;                                                                                                           \
        n++;                                                                                                                     \
    } while (0)
    ADD(L.track);
    ADD(L.deck_panel);
    ADD(L.display_panel);
    ADD(L.market_panel);
    ADD(L.bag);
    ADD(L.pending);
    ADD(L.reserve);
    ADD(L.board);
    ADD(L.hand);
    ADD(L.actions);
    ADD(L.log);
    for (int i = 0; i < L.others_count; i++)
        ADD(L.others[i]);
    ADD(L.modules);
    for (int i = 0; i < n; i++) {
        CHECK(inside(regions[i], w, h), "%s outside the %dx%d screen", names[i], w, h);
        for (int j = i + 1; j < n; j++)
            CHECK(!table_rects_overlap(regions[i], regions[j]), "%s overlaps %s at %dx%d, %d players%s", names[i], names[j], w, h,
                  players, table_mode ? ", table mode" : "");
    }
    /* Cards and tiles sit inside their panels, side by side. */
    for (int i = 0; i < ALH_DISPLAY_SLOTS; i++) {
        CHECK(contains(L.display_panel, L.display[i]), "display card %d leaves its panel at %dx%d", i, w, h);
        CHECK(contains(L.market[i], L.market_tile[i]), "market tile %d leaves its space at %dx%d", i, w, h);
        CHECK(contains(L.market_panel, L.market[i]), "market space %d leaves the market at %dx%d", i, w, h);
        for (int j = i + 1; j < ALH_DISPLAY_SLOTS; j++) {
            CHECK(!table_rects_overlap(L.display[i], L.display[j]), "display cards %d and %d overlap", i, j);
            CHECK(!table_rects_overlap(L.market[i], L.market[j]), "market spaces %d and %d overlap", i, j);
        }
    }
    CHECK(contains(L.bag, L.btn_scoring) && contains(L.bag, L.btn_menu), "buttons leave the bag panel at %dx%d", w, h);
    /* The money deck: the pile with its layers stays under the panel's title (the layers were drawn
     * up into it), and is no stub beside the display's cards (at 1024x768 and 960x540 it was a
     * third of their height). */
    SDL_Rect under_title = {L.deck_panel.x, L.deck_panel.y + (int)(32 * L.s), L.deck_panel.w, L.deck_panel.h - (int)(32 * L.s)};
    CHECK(contains(under_title, L.deck_stack) && contains(L.deck_stack, L.deck_card),
          "the deck's pile (%d,%d %dx%d) leaves its panel under the title at %dx%d", L.deck_stack.x, L.deck_stack.y,
          L.deck_stack.w, L.deck_stack.h, w, h);
    /* A selected display card rises, and a tile held from the trays rises 5 % of its height (and a
     * little larger): both stay under their panel's title (32 design pixels), and the rise shows. */
    int title = (int)(32 * L.s + 0.5f);
    for (int i = 0; i < ALH_DISPLAY_SLOTS; i++)
        CHECK(L.display[i].y - L.display_lift >= L.display_panel.y + title && L.display_lift >= (int)(6 * L.s),
              "display card %d lifted by %d px to %d, the title ending at %d, at %dx%d", i, L.display_lift,
              L.display[i].y - L.display_lift, L.display_panel.y + title, w, h);
    /* A chosen market tile rises (lift 0.5) up to its space's symbol and name, never over them (it
     * covered the lower half of the currency's name). */
    for (int i = 0; i < ALH_MARKET_SPACES; i++) {
        float up = ceilf((float)L.market_tile[i].h * 0.035f);
        CHECK((float)L.market_tile[i].y - up >= (float)(L.market[i].y + L.market_label),
              "chosen market tile %d rises to %.0f, its space's name ending at %d, at %dx%d", i, (float)L.market_tile[i].y - up,
              L.market[i].y + L.market_label, w, h);
    }
    int rise = (int)(L.small_tile * 0.07f + 1);
    CHECK(L.tray_top - rise >= title + (int)(4 * L.s),
          "a held tile to place rises to %d px under the panel's top (title %d) at %dx%d", L.tray_top - rise, title, w, h);
    CHECK(L.deck_card.h * 2 >= L.card_h, "the deck's pile %d px tall beside display cards of %d at %dx%d", L.deck_card.h,
          L.card_h, w, h);
    /* Readable: the board stays large, cards are not tiny. */
    CHECK(L.board.w >= w / 4 && L.board.h >= h / 3, "board %dx%d too small at %dx%d", L.board.w, L.board.h, w, h);
    /* The modules' panel: there with any expansion module, beside the board, tall and wide enough
     * for the square piles (six small tiles in two rows) and a row per player. */
    if (modules & ~(1u << ALH_MOD_TWO_PLAYER)) {
        CHECK(L.modules.w >= (int)(300 * L.s) && L.modules.h >= L.board.h, "modules panel %dx%d at %dx%d", L.modules.w,
              L.modules.h, w, h);
        CHECK(L.modules.y == L.board.y && L.modules.x > L.board.x, "modules panel not beside the board at %dx%d", w, h);
    } else {
        CHECK(L.modules.w == 0, "a modules panel without modules at %dx%d", w, h);
    }
    CHECK(L.card_w >= 60 * h / 1080, "display cards %d px wide at %dx%d", L.card_w, w, h);
    /* A card per seat (Dirk's too), in seat order: none moves when the turn does. */
    CHECK(L.others_count == players + (two ? 1 : 0), "side cards %d for %d players", L.others_count, players);
    /* The hand is shown in table mode too (the player to move's: every hand is public there). */
    CHECK(L.hand.w > w / 4, "hand %d px wide at %dx%d%s", L.hand.w, w, h, table_mode ? ", table mode" : "");
}

static void check_board_fit(void)
{
    /* An Alhambra fits its rectangle, centred, with a free ring around for the legal spots. */
    AlhBoard b = {0};
    b.min_x = -3;
    b.max_x = 2;
    b.min_y = -1;
    b.max_y = 4;
    SDL_Rect r = {100, 50, 800, 600};
    BoardView v = table_board_fit(r, &b, 1.0f, 0, 0, 1000.0f);
    SDL_FRect a = table_board_cell(&v, b.min_x - 1, b.min_y - 1), z = table_board_cell(&v, b.max_x + 1, b.max_y + 1);
    CHECK(a.x >= r.x && a.y >= r.y && z.x + z.w <= r.x + r.w && z.y + z.h <= r.y + r.h, "ring of spots outside the board");
    int x, y;
    SDL_FRect c = table_board_cell(&v, 2, -1);
    table_board_hit(&v, (int)(c.x + c.w / 2), (int)(c.y + c.h / 2), &x, &y);
    CHECK(x == 2 && y == -1, "hit test gives %d,%d", x, y);
    BoardView zoomed = table_board_fit(r, &b, 2.0f, 0, 0, 1000.0f);
    CHECK(zoomed.tile > v.tile * 1.9f, "zoom doubles the tiles");
}

/* The note saying why a spot is refused stays inside the board wherever the mouse points: it was
 * cut by the board's lower edge when the mouse was on the last row of cells. */
static void check_board_note(void)
{
    SDL_Rect board = {140, 170, 700, 400};
    const float w = 330, h = 24, s = 0.6f;
    const int points[][2] = {{150, 180}, {830, 180}, {150, 565}, {830, 565}, {490, 370}, {490, 560}, {835, 569}};
    for (size_t i = 0; i < sizeof points / sizeof points[0]; i++) {
        int mx = points[i][0], my = points[i][1];
        SDL_FRect n = table_board_note_rect(board, mx, my, w, h, s);
        CHECK(n.x >= board.x && n.y >= board.y && n.x + n.w <= board.x + board.w && n.y + n.h <= board.y + board.h,
              "the note for the mouse at %d,%d (%.0f,%.0f %.0fx%.0f) stays on the board", mx, my, n.x, n.y, n.w, n.h);
        CHECK(!(mx >= n.x && mx < n.x + n.w && my >= n.y && my < n.y + n.h), "the note at %d,%d is not under the mouse", mx, my);
    }
}

/* The board's view glides to a new zoom or box instead of jumping there (a wheel's step, an
 * Alhambra grown past its box): part of the way each frame, steadily, arriving within half a
 * second; at once with instant animations, and keeping the box's centre where both views have it. */
static void check_board_ease(void)
{
    SDL_Rect r = {100, 50, 800, 600};
    const int box[4] = {-2, 2, -2, 2};
    BoardView from = table_board_fit_box(r, box, 1.0f, 0, 0, 1000.0f), to = table_board_fit_box(r, box, 1.15f, 0, 0, 1000.0f);
    BoardView v = from;
    bool moving = table_board_ease(&v, to, 1.0f / 60, 1.0f);
    CHECK(moving && v.tile > from.tile && v.tile < to.tile - (to.tile - from.tile) * 0.5f,
          "one frame goes part of the way (%.1f from %.1f to %.1f)", v.tile, from.tile, to.tile);
    int frames = 1;
    bool steady = true, centred = true;
    float last = v.tile, cx = (float)r.x + (float)r.w / 2;
    while (moving && frames < 600) {
        moving = table_board_ease(&v, to, 1.0f / 60, 1.0f);
        steady &= v.tile >= last;
        last = v.tile;
        centred &= fabsf(v.ox + 0.5f * v.tile - cx) < 0.5f; /* the fountain's cell centred as before */
        frames++;
    }
    CHECK(steady && centred, "the zoom grows steadily about the centre");
    CHECK(v.tile == to.tile && v.ox == to.ox && v.oy == to.oy, "it arrives exactly");
    CHECK(frames >= 6 && frames <= 30, "in %d frames of 1/60 s", frames);
    v = from;
    CHECK(!table_board_ease(&v, to, 1.0f / 60, 0.0f) && v.tile == to.tile, "instant animations: at once");
}

int main(void)
{
    const int sizes[][2] = {{960, 540},  {1024, 768}, {1280, 720},  {1920, 1080}, {2560, 1440}, {3840, 2160},
                            {1280, 800}, {1366, 768}, {1600, 1200}, {1280, 1024}, {2560, 1080}, {3440, 1440}};
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++)
        for (int p = 2; p <= 6; p++) {
            uint32_t all = 0, one = 1u << ALH_MOD_SQUARES;
            for (int id = ALH_MOD_TWO_PLAYER + 1; id < ALH_MOD_COUNT; id++)
                all |= 1u << id;
            const uint32_t sets[3] = {0, one, all};
            for (int k = 0; k < 3; k++) {
                check_size(sizes[s][0], sizes[s][1], p, false, sets[k]);
                check_size(sizes[s][0], sizes[s][1], p, true, sets[k]);
            }
        }
    check_board_fit();
    check_board_note();
    check_board_ease();
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}

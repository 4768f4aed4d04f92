/* SPDX-License-Identifier: MIT */
/*
 * The small things: the board holds still while a turn is placed (no re-centring, no re-zooming,
 * no stale refusal under the mouse), and a choice under way has a Cancel button.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "app_check.h"
#include "i18n.h"
#include "table.h"

static AppContext ctx;
static TextTrace trace;

/* Random play (3 players) until seat 0 places two bought tiles or more. */
static bool find_placing(AlhGame *out, uint64_t *seed_out)
{
    for (uint64_t seed = 1; seed < 200; seed++) {
        AlhSetup s = {.num_players = 3, .seed = seed};
        if (alh_new_game(out, &s, NULL) != ALH_OK)
            return false;
        AlhRng rng;
        alh_rng_seed(&rng, seed, 4);
        for (int k = 0; k < 300 && out->phase != ALH_PHASE_OVER; k++) {
            if (out->phase == ALH_PHASE_PLACE && out->current == 0 && out->players[0].pending_count >= 2 &&
                out->players[0].board.max_x - out->players[0].board.min_x >= 1) {
                *seed_out = seed;
                return true;
            }
            AlhCommand c;
            if (alh_random_policy(out, &rng, &c) != ALH_OK || alh_apply(out, &c, NULL) != ALH_OK)
                break;
        }
    }
    return false;
}

static Match *start_at(const AlhGame *pos, uint64_t seed)
{
    AppNewGame g = {0};
    g.num_seats = pos->num_players;
    g.has_seed = true;
    g.seed = seed;
    for (int p = 0; p < pos->num_players; p++) {
        g.seats[p].colour = p;
        g.seats[p].is_bot = p > 0;
        g.seats[p].bot_level = ALH_BOT_EASY;
    }
    app_fill_seat_names(&ctx, &g);
    if (!app_start_new_game(&ctx, &g))
        return NULL;
    Match *m = app_match(&ctx);
    m->game = *pos;
    m->shown = *pos;
    m->last_human = 0;
    app_check_step(&ctx);
    app_check_step(&ctx);
    return m;
}

static bool same_view(BoardView a, BoardView b) { return a.tile == b.tile && a.ox == b.ox && a.oy == b.oy; }

static void test_steady_board(void)
{
    AlhGame pos;
    uint64_t seed = 0;
    bool found = find_placing(&pos, &seed);
    CHECK(found, "a position where the human places two tiles");
    if (!found)
        return;
    Match *m = start_at(&pos, seed);
    CHECK(m && match_human_may_act(m), "the human places");
    if (!m)
        return;
    BoardView before = ctx.table->in.last_bv;
    /* The legal spot farthest from the fountain: placing there grows the Alhambra's box. */
    int held = ctx.table->in.held_tile, best = -1, bx = 0, by = 0;
    AlhSpot spots[128];
    size_t n = alh_legal_spots(&m->game, 0, held, spots, 128);
    for (size_t i = 0; i < n && i < 128; i++) {
        int d = abs(spots[i].x) + abs(spots[i].y);
        if (d > best) {
            best = d;
            bx = spots[i].x;
            by = spots[i].y;
        }
    }
    CHECK(held > 0 && best >= 0, "a tile held and a spot for it");
    char id[48];
    snprintf(id, sizeof id, "table.spot.%d.%d", bx, by);
    CHECK(app_check_click(&ctx, id), "placed at %d,%d", bx, by);
    CHECK(m->staged_count == 1, "staged");
    trace.count = 0;
    ctx.text_trace = &trace;
    app_check_step(&ctx);
    ctx.text_trace = NULL;
    BoardView after = ctx.table->in.last_bv;
    CHECK(same_view(before, after), "the board did not move: tile %.1f at %.0f,%.0f, then %.1f at %.0f,%.0f", before.tile,
          before.ox, before.oy, after.tile, after.ox, after.oy);
    /* Under the resting mouse, on the tile just placed, no refusal. */
    int refusals = 0;
    for (int e = 1; e < 40; e++) {
        char key[64];
        snprintf(key, sizeof key, "error.%s", alh_error_code((AlhError)e));
        const char *text = tr(&ctx, key);
        for (int i = trace.last_frame; i < trace.count && strcmp(text, key) != 0; i++)
            refusals += strcmp(trace.items[i].text, text) == 0;
    }
    CHECK(refusals == 0, "no refusal drawn under the mouse after the placement (%d)", refusals);
    match_end(&ctx);
}

static void test_cancel(void)
{
    AlhGame pos;
    AlhSetup s = {.num_players = 3, .seed = 9};
    alh_new_game(&pos, &s, NULL);
    pos.current = 0;
    Match *m = start_at(&pos, 9);
    CHECK(m && match_human_may_act(m), "the human acts");
    if (!m)
        return;
    CHECK(!app_check_drawn(&ctx, "table.cancel"), "no Cancel while nothing is chosen");
    CHECK(app_check_click(&ctx, "table.market.0") && ctx.table->in.market_sel == 0, "a building chosen");
    CHECK(app_check_click(&ctx, "table.cancel") && ctx.table->in.market_sel == -1, "Cancel drops it");
    CHECK(app_check_click(&ctx, "table.display.0") && ctx.table->in.display_sel, "a card chosen");
    CHECK(app_check_click(&ctx, "table.cancel") && ctx.table->in.display_sel == 0, "Cancel drops it");
    match_end(&ctx);
}

int main(int argc, char **argv)
{
    (void)argc;
    if (!app_check_start(&ctx, argv[0]))
        return 1;
    trace.items = calloc(4096, sizeof *trace.items);
    trace.cap = 4096;
    test_steady_board();
    test_cancel();
    free(trace.items);
    app_shutdown(&ctx);
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}

/* SPDX-License-Identifier: MIT */
/*
 * The table as a value: the side cards count buildings as the scoring does (squares and laid bonus
 * cards included, from the engine), and two tables drawn one after the other keep their own
 * selections and trays (no state shared through globals).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "app_check.h"
#include "i18n.h"
#include "table.h"
#include "table_module_actions.h"

static AppContext ctx;

/* A position (3 players, squares and bonus cards) where a player's scoring counts differ from the
 * raw tiles of a type in their Alhambra: a square joined to buildings, or a laid bonus card. */
static bool counts_differ(const AlhGame *g, int *player, int *type)
{
    for (int p = 0; p < g->num_players; p++) {
        uint8_t counts[ALH_NUM_TYPES];
        alh_building_counts(g, p, counts);
        for (int t = 0; t < ALH_NUM_TYPES; t++)
            if (counts[t] != g->players[p].board.type_count[t]) {
                *player = p;
                *type = t;
                return true;
            }
    }
    return false;
}

static bool find_counting_position(AlhGame *out, int *player, int *type)
{
    uint32_t mods = (1u << ALH_MOD_SQUARES) | (1u << ALH_MOD_BONUS_CARDS);
    for (uint64_t seed = 1; seed < 400; seed++) {
        AlhSetup s = {.num_players = 3, .seed = seed, .modules = alh_modset_from_bits(mods)};
        if (alh_new_game(out, &s, NULL) != ALH_OK)
            return false;
        AlhRng rng;
        alh_rng_seed(&rng, seed, 3);
        for (int k = 0; k < 600 && out->phase != ALH_PHASE_OVER; k++) {
            if (out->phase == ALH_PHASE_ACTION && counts_differ(out, player, type))
                return true;
            AlhCommand c;
            if (alh_random_policy(out, &rng, &c) != ALH_OK || alh_apply(out, &c, NULL) != ALH_OK)
                break;
        }
    }
    return false;
}

/* A hot-seat game of humans set to position pos, the player to move at the screen. */
static Match *start_at(const AlhGame *pos)
{
    AppNewGame g = {0};
    g.num_seats = pos->num_players;
    g.has_seed = true;
    g.seed = 1;
    g.modules = pos->modules;
    for (int p = 0; p < pos->num_players; p++)
        g.seats[p].colour = p;
    app_fill_seat_names(&ctx, &g);
    if (!app_start_new_game(&ctx, &g) || !app_match(&ctx))
        return NULL;
    Match *m = app_match(&ctx);
    m->game = *pos;
    m->shown = *pos;
    m->last_human = alh_to_move(pos);
    return m;
}

/* Every side card's count chips say what the engine counts, where raw tiles would say otherwise. */
static void test_side_counts_from_engine(void)
{
    AlhGame pos;
    int player = -1, type = -1;
    bool found = find_counting_position(&pos, &player, &type);
    CHECK(found, "a position where a square or a bonus card counts");
    if (!found)
        return;
    /* The player in question on a side card: someone else is to move. */
    if (pos.current == player)
        pos.current = (player + 1) % pos.num_players;
    Match *m = start_at(&pos);
    CHECK(m != NULL, "the game starts");
    if (!m)
        return;
    app_check_step(&ctx);
    app_check_step(&ctx);
    CHECK(ctx.screen == SCREEN_TABLE, "the table is shown (screen %d)", ctx.screen);
    for (int p = 0; p < pos.num_players; p++) {
        if (p == alh_to_move(&pos))
            continue; /* the board in the centre, not a side card */
        uint8_t counts[ALH_NUM_TYPES];
        alh_building_counts(&pos, p, counts);
        for (int t = 0; t < ALH_NUM_TYPES; t++) {
            char id[48], want[16];
            snprintf(id, sizeof id, "table.other.%d.type.%d", p, t);
            const char *tip = ui_tooltip_text(&ctx, id, NULL);
            CHECK(tip != NULL, "the count chip %s names what it shows", id);
            if (!tip)
                continue;
            snprintf(want, sizeof want, ": %d,", counts[t]);
            CHECK(strstr(tip, want) != NULL, "player %d type %d: the side card says \"%s\", the scoring counts %d (raw %d)", p, t,
                  tip, counts[t], pos.players[p].board.type_count[t]);
        }
    }
    match_end(&ctx);
}

/* Two tables, each with its own match: selecting on one leaves the other as it was. */
static void test_two_tables(void)
{
    AppNewGame g = {0};
    g.num_seats = 3;
    g.has_seed = true;
    g.seed = 7;
    g.modules = alh_modset_one(ALH_MOD_SQUARES);
    for (int p = 0; p < 3; p++)
        g.seats[p].colour = p;
    app_fill_seat_names(&ctx, &g);
    Table *a = table_create(match_create(&ctx, &g));
    g.seed = 8;
    Table *b = table_create(match_create(&ctx, &g));
    CHECK(a && b, "two tables");
    if (!a || !b) {
        table_destroy(a);
        table_destroy(b);
        return;
    }
    a->match->last_human = alh_to_move(&a->match->game);
    b->match->last_human = alh_to_move(&b->match->game);
    ctx.no_curtain = true;
    /* Draw a, click its first market space, then draw b: b has nothing selected. */
    for (int i = 0; i < 2; i++) {
        ui_begin_frame(&ctx);
        table_frame(&ctx, a, 0.05);
        ui_end_frame(&ctx);
    }
    CHECK(ui_click_widget(&ctx, "table.market.0"), "a's market is drawn");
    for (int i = 0; i < 4; i++) {
        ui_begin_frame(&ctx);
        table_frame(&ctx, a, 0.05);
        ui_end_frame(&ctx);
    }
    CHECK(a->in.market_sel == 0, "a's market space is chosen (%d)", a->in.market_sel);
    ui_begin_frame(&ctx);
    table_frame(&ctx, b, 0.05);
    ui_end_frame(&ctx);
    CHECK(b->in.market_sel == -1, "b has chosen nothing (%d)", b->in.market_sel);
    CHECK(a->in.market_sel == 0, "a keeps its choice");
    CHECK(strcmp(a->hint, b->hint) != 0, "each table has its own hint (\"%s\" / \"%s\")", a->hint, b->hint);
    /* Each lists its own position's commands for the tray. */
    CHECK(table_mod_tray_choices(a) > 0 && table_mod_tray_choices(b) > 0, "both trays offer the squares");
    table_destroy(a);
    table_destroy(b);
    ctx.no_curtain = false;
}

int main(int argc, char **argv)
{
    (void)argc;
    if (!app_check_start(&ctx, argv[0]))
        return 1;
    test_side_counts_from_engine();
    test_two_tables();
    app_shutdown(&ctx);
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}

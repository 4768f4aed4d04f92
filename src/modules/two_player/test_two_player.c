/* SPDX-License-Identifier: MIT */
/*
 * The 2-player rules as a module: on by itself with two seats and never with more, two copies of
 * each money card, Dirk's six tiles at the start, and "dirk" only for a building just bought. (The
 * rest of Dirk's rules, after the scorings and in majorities, are in tests/engine/test_flow.c.)
 */
#include "mod_fixtures.h"
#include "bots_module_test.h"

static AlhGame game;

static int dirk_tiles(const AlhGame *g)
{
    int n = 0;
    for (int t = 1; t <= ALH_TILE_MAX; t++)
        n += alh_tile_is_piece(t) && g->where[t].loc == ALH_LOC_DIRK;
    return n;
}

static void test_on_by_the_seats(void **state)
{
    (void)state;
    for (int players = 2; players <= 6; players++) {
        /* Asked for or not, the seats decide. */
        for (uint64_t asked = 0; asked <= 1; asked++) {
            mx_new_game(&game, players, 40 + asked, asked ? MOD(ALH_MOD_TWO_PLAYER) : 0);
            assert_int_equal(alh_module_on(&game, ALH_MOD_TWO_PLAYER), players == 2);
            assert_int_equal(alh_game_has_dirk(&game), players == 2);
            assert_int_equal(game.copies, players == 2 ? 2 : 3);
            assert_int_equal(dirk_tiles(&game), players == 2 ? 6 : 0);
        }
        assert_int_equal(alh_module_player_rule(ALH_MOD_TWO_PLAYER, players), players == 2);
    }
    /* Not a module a player chooses: "all" leaves it out, and so does the list of optional ones. */
    AlhModuleSet all;
    char msg[256];
    assert_true(alh_modules_parse("all", &all, msg, sizeof msg));
    assert_false(alh_modset_has(&all, ALH_MOD_TWO_PLAYER));
}

/* Only a building bought this turn goes to Dirk; the command is listed beside the placements. */
static void test_dirk_only_for_a_building_just_bought(void **state)
{
    (void)state;
    mx_new_game(&game, 2, 7, 0);
    int p = game.current, tile = game.market[0];
    AlhCommand give = {.type = ALH_CMD_GIVE_DIRK, .player = (uint8_t)p, .tile = (uint8_t)tile};
    mx_assert_refused(&game, &give, ALH_ERR_WRONG_PHASE);
    mx_move_tile(&game, tile, ALH_LOC_PENDING, p, 0, 0);
    game.market[0] = 0;
    game.phase = ALH_PHASE_PLACE;
    mx_commit(&game);
    assert_true(mx_is_listed(&game, &give));
    AlhEvents ev;
    ev.count = 0;
    mx_apply_ok(&game, &give, &ev);
    assert_int_equal(game.where[tile].loc, ALH_LOC_DIRK);
    assert_int_equal(mx_event_count(&ev, ALH_EV_TILE_TO_DIRK), 1);
    /* With three seats the command belongs to a module that is not in the game. */
    mx_new_game(&game, 3, 7, 0);
    give.player = game.current;
    give.tile = game.market[0];
    mx_assert_refused(&game, &give, ALH_ERR_MODULE_OFF);
}

/* The bots value Dirk in their base evaluation: the module says why it has no term of its own. */
static void test_bot_needs_no_term(void **state)
{
    (void)state;
    const AlhModuleBot *b = alh_bot_registry[ALH_MOD_TWO_PLAYER];
    assert_null(b->value);
    assert_non_null(b->no_term_because);
    mx_new_game(&game, 2, 9, 0);
    BotEvalCtx ctx;
    bt_prepared(&ctx, &game);
    assert_true(ctx.dirk);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_on_by_the_seats),
        cmocka_unit_test(test_dirk_only_for_a_building_just_bought),
        cmocka_unit_test(test_bot_needs_no_term),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

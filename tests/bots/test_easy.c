/* SPDX-License-Identifier: MIT */
/* Easy makes no absurd moves: a tile goes to the reserve only when none of the waiting ones fits. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdlib.h>

#include "alhambra/bot.h"

/* The waiting tiles of player p: how many, and how many of them fit somewhere now. */
static void waiting_tiles(const AlhGame *g, int p, int *waiting, int *fitting, bool *first_fits)
{
    *waiting = *fitting = 0;
    *first_fits = false;
    for (int t = 1; t <= ALH_TILE_MAX; t++) {
        if (!alh_tile_is_piece(t) || g->where[t].loc != ALH_LOC_PENDING || g->where[t].owner != p)
            continue;
        AlhSpot spots[256];
        bool fits = alh_legal_spots(g, p, t, spots, 256) > 0;
        if (*waiting == 0)
            *first_fits = fits;
        (*waiting)++;
        *fitting += fits;
    }
}

/*
 * Positions where a player has two or more tiles waiting, the first of which fits nowhere while
 * another does: Easy places one (placing it may open a spot for the other) instead of sending the
 * first to the reserve. Before the fix it took the first waiting tile and reserved it.
 */
static void test_easy_places_a_fitting_tile_first(void **state)
{
    (void)state;
    AlhGame *g = malloc(sizeof *g);
    AlhView *view = malloc(sizeof *view);
    assert_non_null(g);
    assert_non_null(view);
    int found = 0;
    for (uint64_t seed = 1; seed <= 400 && found < 5; seed++) {
        AlhSetup setup = {.num_players = 3 + (int)(seed % 3), .seed = seed, .modules = alh_modset_none()};
        assert_int_equal(alh_new_game(g, &setup, NULL), ALH_OK);
        AlhRng rng;
        alh_rng_seed(&rng, seed, 11);
        for (int step = 0; step < 2000 && g->phase != ALH_PHASE_OVER; step++) {
            int p = alh_to_move(g);
            if (g->phase == ALH_PHASE_PLACE) {
                int waiting, fitting;
                bool first_fits;
                waiting_tiles(g, p, &waiting, &fitting, &first_fits);
                if (waiting >= 2 && !first_fits && fitting > 0) {
                    alh_view_make(g, p, view);
                    AlhCommand c;
                    assert_int_equal(alh_bot_choose(ALH_BOT_EASY, view, seed, &c), ALH_OK);
                    assert_int_equal(c.type, ALH_CMD_PLACE);
                    found++;
                }
            }
            /* Random play buys much and places anywhere: walls soon leave tiles without a spot. */
            AlhCommand c;
            assert_int_equal(alh_random_policy(g, &rng, &c), ALH_OK);
            assert_int_equal(alh_apply(g, &c, NULL), ALH_OK);
        }
    }
    assert_true(found >= 3);
    free(g);
    free(view);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_easy_places_a_fitting_tile_first),
    };
    return cmocka_run_group_tests_name("bots-easy", tests, NULL, NULL);
}

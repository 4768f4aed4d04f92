/* SPDX-License-Identifier: MIT */
/* The invaders' open variant on its own (the shared rules are tested in invaders/test_invaders.c,
 * the variant with both modules on there too): the top card face up for everyone, no scouts. */
#include "mod_fixtures.h"

#include "alhambra/view.h"
#include "invaders/invaders.h"

void alh_score_round(AlhGame *g, int round, AlhEvents *ev); /* the engine's (engine_internal.h) */

#define IST(g) ((AlhInvadersState *)alh_invaders_state(g))

static AlhGame game;

static void test_face_up_no_scouts(void **state)
{
    (void)state;
    for (int players = 2; players <= 6; players++) {
        mx_new_game(&game, players, 40 + (uint64_t)players, MOD(ALH_MOD_INVADERS_OPEN));
        assert_int_equal(IST(&game)->turned, 0);
        assert_int_equal(alh_invaders_scout_types(&game), 0);
        for (int round = 1; round <= 3; round++) {
            for (int p = 0; p < players; p++) {
                AlhView v;
                alh_view_make(&game, p, &v);
                assert_int_equal(alh_invaders_top_known(&v.game, p), alh_invasion_side(IST(&game)->deck[round - 1]));
                assert_memory_equal(alh_invaders_state(&v.game)->deck, IST(&game)->deck, (size_t)round); /* up to the top card */
            }
            alh_score_round(&game, round, NULL);
            assert_int_equal(IST(&game)->used, round);
            assert_int_equal(IST(&game)->up, 0);
            assert_int_equal(alh_invaders_last(&game), alh_invasion_side(IST(&game)->deck[round - 1]));
        }
    }
}

static void test_soak(void **state)
{
    (void)state;
    assert_int_equal(mx_soak(MOD(ALH_MOD_INVADERS_OPEN), 10, 7700, false), 10);
    assert_int_equal(mx_soak_events(ALH_EV_INVASION), 30);
    assert_int_equal(mx_soak_events(ALH_EV_SCOUT_TAKEN), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_face_up_no_scouts),
        cmocka_unit_test(test_soak),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

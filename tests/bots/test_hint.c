/* SPDX-License-Identifier: MIT */
/*
 * The hint (alhambra/hint.h): its command is legal in the real game, it sees only the player's
 * view (the same hint whatever the hidden parts are), and its reasons are true of the real game
 * once the command is played: the exact payment, the wall's length, the majority counts.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alhambra/hint.h"
#include "bots_test_util.h"
#include "../common/hidden_redeal.h"

static const AlhBotBudget small_budget = {.candidates = 3, .samples = 2, .depth_rounds = 1};

typedef struct Seen {
    int reasons[16]; /* how often each kind of reason was checked */
} Seen;

/* The counts scoring would use for p, with the tiles waiting to be placed. */
static void counts_with_pending(const AlhGame *g, int p, uint8_t out[ALH_NUM_TYPES])
{
    alh_building_counts(g, p, out); /* buildings and what the modules add (squares, bonus cards laid) */
    for (int t = 1; t <= ALH_NUM_TILES; t++)
        if (g->where[t].loc == ALH_LOC_PENDING && g->where[t].owner == p)
            out[alh_tile_info(t)->type]++;
}

/* Every reason must hold in the real game once the command is played. */
static void check_reasons_true(const AlhGame *g, const AlhHint *h, Seen *seen)
{
    int p = h->player;
    AlhGame *after = malloc(sizeof *after);
    AlhEvents *ev = calloc(1, sizeof *ev); /* alh_apply appends to what ev holds */
    assert_non_null(after);
    assert_non_null(ev);
    memcpy(after, g, sizeof *after);
    assert_int_equal(alh_apply(after, &h->command, ev), ALH_OK);
    assert_true(h->reason_count >= 1);
    uint8_t counts[ALH_NUM_TYPES];
    counts_with_pending(after, p, counts);
    for (int i = 0; i < h->reason_count; i++) {
        const AlhHintReason *r = &h->reasons[i];
        seen->reasons[r->kind & 15]++;
        switch (r->kind) {
        case ALH_HINT_EXACT: {
            bool exact = false;
            for (int k = 0; k < ev->count; k++)
                exact |= ev->ev[k].type == ALH_EV_TILE_BOUGHT && ev->ev[k].exact && ev->ev[k].value == r->value;
            assert_true(exact);
            assert_int_equal(i, 0); /* the exact payment leads */
            break;
        }
        case ALH_HINT_WALL:
            assert_int_equal(r->count2, alh_longest_wall(g, p));
            assert_int_equal(r->count, alh_longest_wall(after, p));
            assert_true(r->count > r->count2);
            break;
        case ALH_HINT_MAJORITY:
            assert_true(r->type >= 0 && r->type < ALH_NUM_TYPES);
            assert_int_equal(r->count, counts[r->type]);
            break;
        case ALH_HINT_MONEY:
            assert_int_equal(h->command.type, ALH_CMD_TAKE_MONEY);
            assert_int_equal(alh_cards_sum(&after->players[p].hand, -1) - alh_cards_sum(&g->players[p].hand, -1), r->value);
            break;
        case ALH_HINT_RESERVE: assert_int_equal(h->command.type, ALH_CMD_RESERVE); break;
        default: break;
        }
    }
    free(after);
    free(ev);
}

static void test_hint_legal_fair_and_true(void **state)
{
    (void)state;
    AlhGame *g = malloc(sizeof *g), *other = malloc(sizeof *other);
    AlhView *view = malloc(sizeof *view), *view2 = malloc(sizeof *view2);
    AlhHint *h = malloc(sizeof *h), *h2 = malloc(sizeof *h2);
    assert_true(g && other && view && view2 && h && h2);
    AlhRng deal_rng;
    alh_rng_seed(&deal_rng, 99, 5);
    Seen seen;
    memset(&seen, 0, sizeof seen);
    const uint32_t all = ((1u << ALH_MOD_COUNT) - 1) & ~(1u << ALH_MOD_TWO_PLAYER);
    int positions = 0;
    for (int players = 2; players <= 5; players++)
        for (int k = 0; k < 10; k++) {
            uint64_t seed = (uint64_t)players * 100 + (uint64_t)k;
            bots_test_position_modules(g, players, seed, 5 + k * 17, k % 3 == 2 ? all : 0);
            if (g->phase == ALH_PHASE_OVER)
                continue;
            int me = alh_to_move(g);
            alh_view_make(g, me, view);
            assert_int_equal(alh_bot_hint_budget(ALH_BOT_EXPERT, view, alh_hint_seed(view), &small_budget, h), ALH_OK);
            assert_int_equal(h->player, me);
            assert_int_equal(alh_check(g, &h->command), ALH_OK);
            check_reasons_true(g, h, &seen);

            /* The same hint, reasons and all, when only what the player cannot see is different. */
            RedealStats st;
            hidden_redeal(g, me, &deal_rng, other, &st);
            alh_view_make(other, me, view2);
            assert_int_equal(alh_hint_seed(view2), alh_hint_seed(view));
            assert_int_equal(alh_bot_hint_budget(ALH_BOT_EXPERT, view2, alh_hint_seed(view2), &small_budget, h2), ALH_OK);
            assert_true(alh_command_equal(&h->command, &h2->command));
            assert_int_equal(h->reason_count, h2->reason_count);
            assert_memory_equal(h->reasons, h2->reasons, sizeof h->reasons[0] * (size_t)h->reason_count);
            positions++;
        }
    assert_true(positions >= 30);
    /* The reasons that say facts were met, so their checks ran. */
    assert_true(seen.reasons[ALH_HINT_MAJORITY] > 0 && seen.reasons[ALH_HINT_MONEY] > 0);
    printf("# %d positions; reasons: exact %d, majority %d, wall %d, money %d, exact-next %d, open %d, reserve %d, "
           "modules %d, scoring-near %d, only %d, overall %d\n",
           positions, seen.reasons[ALH_HINT_EXACT], seen.reasons[ALH_HINT_MAJORITY], seen.reasons[ALH_HINT_WALL],
           seen.reasons[ALH_HINT_MONEY], seen.reasons[ALH_HINT_EXACT_NEXT], seen.reasons[ALH_HINT_OPEN],
           seen.reasons[ALH_HINT_RESERVE], seen.reasons[ALH_HINT_MODULES], seen.reasons[ALH_HINT_SCORING_NEAR],
           seen.reasons[ALH_HINT_ONLY], seen.reasons[ALH_HINT_OVERALL]);
    free(g), free(other), free(view), free(view2), free(h), free(h2);
}

/* Placing a tile that lengthens the wall says so, with the real lengths. */
static void test_placement_wall_reason(void **state)
{
    (void)state;
    AlhGame *g = malloc(sizeof *g);
    AlhView *view = malloc(sizeof *view);
    AlhHint *h = malloc(sizeof *h);
    assert_true(g && view && h);
    int walls = 0, placements = 0;
    /* Play greedy games for three players and ask for a hint at every placement. */
    for (uint64_t seed = 1; seed <= 3; seed++) {
        AlhSetup setup = {.num_players = 3, .seed = seed};
        alh_new_game(g, &setup, NULL);
        for (int step = 0; step < 400 && g->phase != ALH_PHASE_OVER; step++) {
            int me = alh_to_move(g);
            alh_view_make(g, me, view);
            if (g->phase == ALH_PHASE_PLACE || g->players[me].pending_count > 0) {
                assert_int_equal(alh_bot_hint(ALH_BOT_MEDIUM, view, 3, h), ALH_OK);
                Seen seen;
                memset(&seen, 0, sizeof seen);
                check_reasons_true(g, h, &seen);
                walls += seen.reasons[ALH_HINT_WALL];
                placements++;
            }
            AlhCommand c;
            assert_int_equal(alh_bot_choose(ALH_BOT_MEDIUM, view, (uint64_t)step, &c), ALH_OK);
            assert_int_equal(alh_apply(g, &c, NULL), ALH_OK);
        }
    }
    assert_true(placements > 20);
    assert_true(walls > 3);
    printf("# %d placement hints, %d of them for a longer wall\n", placements, walls);
    free(g), free(view), free(h);
}

/* No hint for a player who is not to move, nor after the end. */
static void test_hint_refuses_wrong_turn(void **state)
{
    (void)state;
    AlhGame *g = malloc(sizeof *g);
    AlhView *view = malloc(sizeof *view);
    AlhHint *h = malloc(sizeof *h);
    assert_true(g && view && h);
    bots_test_position(g, 3, 5, 20);
    alh_view_make(g, (alh_to_move(g) + 1) % 3, view);
    assert_int_equal(alh_bot_hint(ALH_BOT_EXPERT, view, 1, h), ALH_ERR_NOT_YOUR_TURN);
    free(g), free(view), free(h);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_hint_legal_fair_and_true),
        cmocka_unit_test(test_placement_wall_reason),
        cmocka_unit_test(test_hint_refuses_wrong_turn),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

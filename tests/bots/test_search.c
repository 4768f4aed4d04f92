/* SPDX-License-Identifier: MIT */
/* The search spends exactly what its budget allows, returns a legal command, and reproduces. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "bot_internal.h"
#include "bots_test_util.h"

static const BotSearchParams halving = {.candidates = 6,
                                        .samples = 4,
                                        .depth_rounds = 1,
                                        .prior = 0.05,
                                        .greedy_playouts = true,
                                        .varied = true,
                                        .compound = true,
                                        .halving = true};
static const BotSearchParams flat = {.candidates = 4, .samples = 3, .depth_rounds = 1, .prior = 0.05, .greedy_playouts = true};

static AlhCommand search(const AlhGame *g, const BotSearchParams *sp, uint64_t seed, BotSearchStats *stats)
{
    AlhView *view = malloc(sizeof *view);
    assert_non_null(view);
    alh_view_make(g, alh_to_move(g), view);
    AlhRng rng;
    alh_rng_seed(&rng, seed, 5);
    AlhCommand cmd;
    assert_int_equal(bot_search_choose_stats(view, sp, &rng, &cmd, stats), ALH_OK);
    free(view);
    return cmd;
}

/* Positions where the player to move has a real choice of action. */
static bool action_choice(const AlhGame *g)
{
    AlhCommand two[2];
    return g->phase == ALH_PHASE_ACTION && alh_legal_commands(g, two, 2) > 1;
}

static void test_halving_respects_budget_and_reproduces(void **state)
{
    (void)state;
    AlhGame *g = malloc(sizeof *g);
    assert_non_null(g);
    int searched = 0, halved = 0, pairs = 0;
    for (int players = 2; players <= 6; players++)
        for (int k = 0; k < 6; k++) {
            bots_test_position(g, players, (uint64_t)(players * 100 + k), 10 + 25 * k);
            if (!action_choice(g))
                continue;
            BotSearchStats a, b;
            AlhCommand first = search(g, &halving, 42, &a);
            AlhCommand again = search(g, &halving, 42, &b);
            assert_int_equal(alh_check(g, &first), ALH_OK);
            assert_memory_equal(&first, &again, sizeof first);
            assert_int_equal(a.playouts, b.playouts);
            assert_int_equal(a.field, b.field);
            /* Never more playouts than candidates x samples, and the budget is really used. */
            assert_true(a.playouts <= (long)halving.candidates * halving.samples);
            if (a.field > 1) {
                assert_true(a.playouts >= a.field);
                halved++;
            }
            if (a.field > halving.candidates)
                pairs++;
            searched++;
        }
    assert_true(searched >= 15);
    assert_true(halved >= 10);
    (void)pairs;
    free(g);
}

/* Flat search: every candidate gets every sample. */
static void test_flat_spends_candidates_times_samples(void **state)
{
    (void)state;
    AlhGame *g = malloc(sizeof *g);
    assert_non_null(g);
    int checked = 0;
    for (int k = 0; k < 8; k++) {
        bots_test_position(g, 4, (uint64_t)(700 + k), 15 + 20 * k);
        if (!action_choice(g))
            continue;
        BotSearchStats st;
        AlhCommand cmd = search(g, &flat, 7, &st);
        assert_int_equal(alh_check(g, &cmd), ALH_OK);
        assert_true(st.field <= flat.candidates);
        if (st.field > 1) {
            assert_int_equal(st.playouts, (long)st.field * flat.samples);
            checked++;
        }
    }
    assert_true(checked >= 4);
    free(g);
}

/* An exact payment is searched together with the action it earns: the field then holds pairs. */
static void test_compound_pairs_appear(void **state)
{
    (void)state;
    AlhGame *g = malloc(sizeof *g);
    assert_non_null(g);
    int with_pairs = 0;
    for (int players = 3; players <= 5 && with_pairs == 0; players++)
        for (int k = 0; k < 40 && with_pairs == 0; k++) {
            bots_test_position(g, players, (uint64_t)(9000 + players * 50 + k), 8 + 9 * (k % 12));
            if (!action_choice(g) || g->bonus_action)
                continue;
            BotSearchParams wide = halving;
            wide.candidates = 40;
            BotSearchParams narrow = wide;
            narrow.compound = false;
            BotSearchStats a, b;
            search(g, &wide, 3, &a);
            search(g, &narrow, 3, &b);
            assert_true(a.field >= b.field);
            if (a.field > b.field)
                with_pairs++;
        }
    assert_true(with_pairs > 0);
    free(g);
}

/* What lean ranking keeps one of: a vizier purchase per market space, a bid per currency (diamonds 4).
 * A bid's currency is its first card's, any card id (the change module's coins are ids past 128: a
 * bid of coins alone was read as no bid at all). */
static int lean_key(const AlhGame *g, const AlhCommand *c)
{
    if (c->type == ALH_CMD_VIZIER_BUY)
        return c->space;
    if (c->type != ALH_CMD_BID)
        return -1;
    int first = alh_cards_next(&c->cards, 0);
    if (first < 0)
        return -1;
    int k = alh_card_pay_currency(g, first);
    return k >= 0 && k < ALH_NUM_CURRENCIES ? k : ALH_NUM_CURRENCIES;
}

static bool listed(const AlhCommand *list, size_t n, const AlhCommand *c)
{
    for (size_t i = 0; i < n; i++)
        if (alh_command_equal(&list[i], c))
            return true;
    return false;
}

/*
 * The playouts' lean ranking: in the vizier's window and in an auction it keeps declining and the
 * first (lowest) of each market space's purchases and of each currency's bids; in the action phase
 * every command but the redesigns, the modules' actions included.
 */
static void test_lean_ranking_keeps_one_of_each_move(void **state)
{
    (void)state;
    AlhGame *g = malloc(sizeof *g);
    AlhCommand *full = malloc(sizeof *full * BOT_MAX_COMMANDS), *lean = malloc(sizeof *lean * BOT_MAX_COMMANDS);
    double *scores = malloc(sizeof *scores * BOT_MAX_COMMANDS);
    assert_true(g && full && lean && scores);
    const unsigned redesigns = (1u << ALH_CMD_REDESIGN_ADD) | (1u << ALH_CMD_REDESIGN_REMOVE) | (1u << ALH_CMD_REDESIGN_SWAP);
    int out_of_turn = 0, trimmed = 0, module_actions = 0;
    for (uint64_t seed = 1; seed <= 30 && (trimmed < 5 || module_actions < 5); seed++) {
        AlhSetup setup = {.num_players = 4, .seed = seed, .modules = alh_modules_optional()};
        assert_int_equal(alh_new_game(g, &setup, NULL), ALH_OK);
        AlhRng rng;
        alh_rng_seed(&rng, seed, 11);
        for (int step = 0; step < 4000 && g->phase != ALH_PHASE_OVER; step++) {
            size_t nf = alh_legal_commands(g, full, BOT_MAX_COMMANDS);
            size_t nl = bot_greedy_rank(g, bot_default_params(), true, lean, scores, BOT_MAX_COMMANDS);
            if (g->phase == ALH_PHASE_VIZIER || g->phase == ALH_PHASE_AUCTION) {
                out_of_turn++;
                unsigned keys = 0;
                size_t expected = 0;
                for (size_t i = 0; i < nf; i++) {
                    int key = lean_key(g, &full[i]);
                    if (key >= 0 && ((keys >> key) & 1))
                        continue; /* a later payment or a higher bid of a kind already kept */
                    if (key >= 0)
                        keys |= 1u << key;
                    expected++;
                    assert_true(listed(lean, nl, &full[i]));
                }
                assert_int_equal(nl, expected);
                trimmed += nl < nf;
            } else if (g->phase == ALH_PHASE_ACTION) {
                size_t expected = 0;
                for (size_t i = 0; i < nf; i++) {
                    if ((redesigns >> full[i].type) & 1)
                        continue;
                    expected++;
                    assert_true(listed(lean, nl, &full[i]));
                    module_actions += full[i].type > ALH_CMD_GIVE_DIRK;
                }
                assert_int_equal(nl, expected);
            }
            AlhCommand c;
            if (alh_random_policy(g, &rng, &c) != ALH_OK || alh_apply(g, &c, NULL) != ALH_OK)
                break;
        }
    }
    assert_true(out_of_turn > 0 && trimmed >= 5 && module_actions >= 5);
    free(g);
    free(full);
    free(lean);
    free(scores);
}

/* Expert's samples shrink as modules are added (each playout dearer), never below 8; Hard's do not
 * change; the base game keeps Expert's full budget. */
static void test_expert_samples_follow_the_modules(void **state)
{
    (void)state;
    AlhGame g;
    memset(&g, 0, sizeof g);
    BotSearchParams base, hard_base, two, all, hard_all;
    assert_true(bot_level_search_params(ALH_BOT_EXPERT, &g, &base));
    assert_true(bot_level_search_params(ALH_BOT_HARD, &g, &hard_base));
    alh_modset_add(&g.modules, ALH_MOD_BONUS_CARDS);
    alh_modset_add(&g.modules, ALH_MOD_SQUARES);
    assert_true(bot_level_search_params(ALH_BOT_EXPERT, &g, &two));
    g.modules = alh_modules_optional();
    assert_true(bot_level_search_params(ALH_BOT_EXPERT, &g, &all));
    assert_true(bot_level_search_params(ALH_BOT_HARD, &g, &hard_all));
    assert_int_equal(base.samples, alh_bot_default_budget(ALH_BOT_EXPERT).samples);
    assert_int_equal(two.samples, base.samples / 2);
    assert_int_equal(all.samples, 8);
    assert_int_equal(all.candidates, base.candidates);
    assert_int_equal(hard_all.samples, hard_base.samples);
    assert_false(bot_level_search_params(ALH_BOT_MEDIUM, &g, &all));
}

/*
 * What a search remembers of the boards (BotBoardMemo) is what is measured afresh: over random
 * games, base game, one memo kept across the games (its ways fill and are reused, boards change by
 * placements and redesigns), every player's wall and open cells at every step are compared with
 * alh_longest_wall and bot_open_cells. And the
 * greedy ranking in a search's scratch gives the very commands and scores of the plain ranking,
 * each score the plain evaluation of the position after the command (what the ranking knew
 * beforehand, walls, open cells and the hands' power, and the majority values it remembers change
 * nothing).
 */
static void test_board_memo_and_scratch_match_the_plain_computation(void **state)
{
    (void)state;
    AlhGame *g = malloc(sizeof *g);
    BotGreedyScratch *scratch = malloc(sizeof *scratch);
    AlhCommand *plain = malloc(sizeof *plain * BOT_MAX_COMMANDS), *kept = malloc(sizeof *kept * BOT_MAX_COMMANDS);
    double *plain_scores = malloc(sizeof *plain_scores * BOT_MAX_COMMANDS);
    double *kept_scores = malloc(sizeof *kept_scores * BOT_MAX_COMMANDS);
    assert_true(g && scratch && plain && kept && plain_scores && kept_scores);
    bot_greedy_scratch_init(scratch);
    long compared = 0, ranked = 0, changed = 0, evaluated = 0, placed = 0;
    AlhGame *after = malloc(sizeof *after);
    assert_non_null(after);
    for (uint64_t seed = 1; seed <= 12; seed++) {
        AlhSetup setup = {.num_players = 2 + (int)(seed % 5), .seed = seed, .modules = alh_modset_none()};
        assert_int_equal(alh_new_game(g, &setup, NULL), ALH_OK);
        AlhRng rng;
        alh_rng_seed(&rng, seed, 21);
        int before[ALH_MAX_PLAYERS] = {0};
        for (int step = 0; step < 4000 && g->phase != ALH_PHASE_OVER; step++) {
            for (int p = 0; p < g->num_players; p++) {
                int want = alh_longest_wall(g, p), want_open = bot_open_cells(&g->players[p].board);
                for (int again = 0; again < 2; again++) { /* measured, then from the memo */
                    int wall = -1, open = -1;
                    bot_board_memo_get(&scratch->boards, g, p, &wall, &open);
                    assert_int_equal(wall, want);
                    assert_int_equal(open, want_open);
                }
                changed += want != before[p];
                before[p] = want;
                compared++;
            }
            if (step % 7 == 0) {
                bool lean = step % 2 == 0;
                size_t n = bot_greedy_rank(g, bot_tuned_params(), lean, plain, plain_scores, BOT_MAX_COMMANDS);
                size_t m = bot_greedy_rank_in(scratch, g, bot_tuned_params(), lean, kept, kept_scores, BOT_MAX_COMMANDS);
                assert_int_equal(m, n);
                for (size_t i = 0; i < n; i++) /* field by field: a listing leaves a command's padding as it was */
                    assert_true(alh_command_equal(&kept[i], &plain[i]));
                assert_memory_equal(kept_scores, plain_scores, n * sizeof *plain_scores);
                /* Each score is the evaluation of the position after the command with nothing
                 * known beforehand (walls, open cells, hands' power all worked out afresh). */
                int me = alh_to_move(g);
                for (size_t i = 0; i < n; i++) {
                    *after = *g;
                    assert_int_equal(alh_apply(after, &plain[i], NULL), ALH_OK);
                    double fresh = bot_eval_relative(after, bot_tuned_params(), me, NULL, NULL, NULL, NULL);
                    assert_memory_equal(&plain_scores[i], &fresh, sizeof fresh);
                    evaluated++;
                    if (plain[i].type == ALH_CMD_PLACE) { /* the open cells after a placement, from the marks */
                        uint64_t marks[ALH_GRID];
                        const AlhBoard *b = &g->players[me].board;
                        int open = bot_open_marks(b, marks);
                        assert_int_equal(open, bot_open_cells(b));
                        assert_int_equal(bot_open_cells_placed(b, marks, open, plain[i].tile, plain[i].x, plain[i].y),
                                         bot_open_cells(&after->players[me].board));
                        placed++;
                    }
                }
                ranked++;
            }
            AlhCommand c;
            if (alh_rng_below(&rng, 10) < 2) {
                size_t n = alh_legal_commands(g, plain, BOT_MAX_COMMANDS);
                assert_true(n > 0);
                c = plain[alh_rng_below(&rng, (uint32_t)n)]; /* now and then any command: redesigns too */
            } else {
                assert_int_equal(alh_random_policy(g, &rng, &c), ALH_OK);
            }
            assert_int_equal(alh_apply(g, &c, NULL), ALH_OK);
        }
    }
    assert_true(compared > 3000);
    assert_true(changed > 100); /* the walls did change under the memo */
    assert_true(ranked > 300);
    assert_true(evaluated > 3000);
    assert_true(placed > 200); /* placements compared with a recount */
    free(after);
    free(g);
    free(scratch);
    free(plain);
    free(kept);
    free(plain_scores);
    free(kept_scores);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_halving_respects_budget_and_reproduces),
        cmocka_unit_test(test_flat_spends_candidates_times_samples),
        cmocka_unit_test(test_compound_pairs_appear),
        cmocka_unit_test(test_lean_ranking_keeps_one_of_each_move),
        cmocka_unit_test(test_expert_samples_follow_the_modules),
        cmocka_unit_test(test_board_memo_and_scratch_match_the_plain_computation),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

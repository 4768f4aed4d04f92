/* SPDX-License-Identifier: MIT */
/*
 * The modules' part of the evaluation (src/bots/eval_modules.c and each module's bot.c), for every
 * module of the registry: with no module every part and the whole term are exactly 0 and the
 * majority counts are untouched; each part is 0 while its own module is off; every module has a
 * term, or says why it needs none, and a term answers to its module's pieces in play (issue #19
 * item 5: a module with no term, or a stub of one, fails). Each module's own tests check what its
 * part answers to.
 */
#include "bots_module_test.h"

#include <stdlib.h>
#include <string.h>

/* Anything at all in the modules' state and the modules' cards in a hand, as if left over. */
static void plant_module_pieces(AlhGame *g, int p)
{
    memset(&g->mod, 0x5A, sizeof g->mod);
    for (int card = ALH_NUM_MONEY_CARDS + 2; card < ALH_HAND_CARD_END; card += 3)
        alh_cards_add(&g->players[p].hand, card);
}

/* Every module has an evaluation term, or says why it needs none. */
static void test_every_module_has_a_term(void **state)
{
    (void)state;
    for (int id = 0; id < ALH_MOD_COUNT; id++) {
        const AlhModuleBot *b = alh_bot_registry[id];
        assert_non_null(b);
        bool term = b->value || b->prepare_counts;
        if (!term && !(b->no_term_because && b->no_term_because[0]))
            fail_msg("module %s has no evaluation term and no reason for none", alh_module_name(id));
        if (b->value) {
            assert_non_null(b->part);
            assert_true(b->weight > 0);
        }
    }
}

/*
 * A module's term must answer to its pieces, not merely exist: in games with that module alone
 * (random play, every position looked at), its part is not 0 for some player at some point, or its
 * majority counts change some player's count. A part left as a stub returning 0 fails here.
 */
static bool term_answers(AlhGame *g, int id)
{
    const AlhModuleBot *b = alh_bot_registry[id];
    BotEvalCtx ctx;
    bot_eval_init(&ctx, g);
    for (int p = 0; b->value && p < g->num_players; p++)
        if (bot_module_value(&ctx, id, p) != 0.0)
            return true;
    if (b->prepare_counts) {
        BotEvalCtx before = ctx;
        b->prepare_counts(&ctx);
        if (memcmp(before.counts, ctx.counts, sizeof ctx.counts) != 0)
            return true;
    }
    return false;
}

static void test_every_term_answers_to_its_pieces(void **state)
{
    (void)state;
    AlhGame *g = malloc(sizeof *g);
    assert_non_null(g);
    int checked = 0;
    for (int id = 0; id < ALH_MOD_COUNT; id++) {
        const AlhModuleBot *b = alh_bot_registry[id];
        if (!((bt_optional_modules() >> id) & 1) || (!b->value && !b->prepare_counts))
            continue;
        bool answered = false;
        for (int game = 0; game < 12 && !answered; game++) {
            int players = 2 + game % 5;
            uint64_t seed = (uint64_t)(7000 + 100 * id + game);
            AlhSetup setup = {.num_players = players, .seed = seed, .modules = alh_modset_from_bits(1ull << id)};
            assert_int_equal(alh_new_game(g, &setup, NULL), ALH_OK);
            AlhRng rng;
            alh_rng_seed(&rng, seed, 5);
            for (int step = 0; step < 3000 && g->phase != ALH_PHASE_OVER && !answered; step++) {
                answered = term_answers(g, id);
                AlhCommand c;
                if (alh_random_policy(g, &rng, &c) != ALH_OK || alh_apply(g, &c, NULL) != ALH_OK)
                    break;
            }
        }
        if (!answered)
            fail_msg("module %s: its evaluation term stayed 0 (and changed no count) in 12 games with the module on",
                     alh_module_name(id));
        checked++;
    }
    assert_true(checked > 0);
    free(g);
}

static void test_zero_without_modules(void **state)
{
    (void)state;
    AlhGame *g = malloc(sizeof *g);
    assert_non_null(g);
    int checked = 0;
    for (int players = 2; players <= 6; players++)
        for (int k = 0; k < 8; k++) {
            bt_position(g, players, 0, (uint64_t)(players * 100 + k), 15 + 25 * k);
            /* Pieces of the modules planted in the state must not count while their modules are off. */
            plant_module_pieces(g, 0);
            BotEvalCtx plain, ctx;
            bot_eval_init(&plain, g);
            bt_prepared(&ctx, g);
            assert_memory_equal(plain.counts, ctx.counts, sizeof ctx.counts);
            for (int p = 0; p < players; p++) {
                assert_true(bot_term_modules(&ctx, p) == 0.0);
                for (int id = 0; id < ALH_MOD_COUNT; id++)
                    assert_true(bot_module_value(&ctx, id, p) == 0.0);
                checked++;
            }
        }
    assert_true(checked > 100);
    free(g);
}

/* The term is in the table, and the base game's evaluation is what the other terms alone give. */
static void test_term_in_table_and_neutral(void **state)
{
    (void)state;
    int index = bot_modules_term_index();
    assert_true(index >= 0 && index < bot_term_count && index < 16);
    AlhGame *g = malloc(sizeof *g);
    assert_non_null(g);
    BotEvalParams without = *bot_default_params();
    without.term_scale[index] = 0;
    for (int k = 0; k < 20; k++) {
        bt_position(g, 2 + k % 5, 0, (uint64_t)(900 + k), 10 + 12 * k);
        for (int p = 0; p < g->num_players; p++)
            assert_true(bot_eval_relative(g, bot_default_params(), p, NULL, NULL, NULL, NULL) ==
                        bot_eval_relative(g, &without, p, NULL, NULL, NULL, NULL));
    }
    free(g);
}

/* Each module's part is 0 while the module is off, even with every other module on and its own
 * state filled with anything. */
static void test_part_needs_its_module(void **state)
{
    (void)state;
    AlhGame *g = malloc(sizeof *g);
    assert_non_null(g);
    int checked = 0;
    for (int id = 0; id < ALH_MOD_COUNT; id++) {
        if (!alh_bot_registry[id]->value || !((bt_optional_modules() >> id) & 1))
            continue;
        bt_position(g, 3, bt_optional_modules() & ~(1ull << id), (uint64_t)(300 + id), 60);
        void *own = alh_module_state(g, id);
        int count;
        const AlhField *fields = alh_module_fields(id, &count);
        for (int k = 0; own && k < count; k++)
            memset((unsigned char *)own + fields[k].offset, 0x33, (size_t)fields[k].size * fields[k].count);
        BotEvalCtx ctx;
        bt_prepared(&ctx, g);
        for (int p = 0; p < 3; p++)
            assert_true(bot_module_value(&ctx, id, p) == 0.0);
        checked++;
    }
    assert_true(checked > 0);
    free(g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_module_has_a_term), cmocka_unit_test(test_every_term_answers_to_its_pieces),
        cmocka_unit_test(test_zero_without_modules),    cmocka_unit_test(test_term_in_table_and_neutral),
        cmocka_unit_test(test_part_needs_its_module),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

/* SPDX-License-Identifier: MIT */
/*
 * The greedy ranking copies a position once and tries every candidate on that one copy, taking it
 * back after each (bot_boards_moved, bot_restore: src/bots/state_restore.c). Over random positions
 * of random games, the base game, every module alone and all of them, 2 to 6 players, as played
 * and as a search guesses them (alh_view_determinize): after every legal command, in the order
 * they are listed, the copy holds exactly what `*copy = *g; alh_apply(copy, c)` gives, and once
 * taken back exactly g (memcmp and alh_game_hash); the boards found moved are exactly those that
 * differ. Leaving any one part out of the taking back makes the comparison fail.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "alhambra/view.h"
#include "bot_internal.h"

typedef struct Tally {
    long positions, commands, moved_boards, module_positions, guessed, plain_commands;
    long missed[BOT_RESTORE_ALL + 1]; /* per part left out: commands after which the copy was not g again */
} Tally;

typedef struct Buffers {
    AlhGame *g, *copy, *fresh, *other;
    AlhCommand *cmds;
} Buffers;

static const unsigned parts[] = {BOT_RESTORE_SHARED, BOT_RESTORE_HANDS, BOT_RESTORE_BOARDS, BOT_RESTORE_MODULES};
#define PART_COUNT (sizeof parts / sizeof parts[0])

/* Every legal command of g tried on one copy, checked against a fresh copy each time. */
static void check_position(Buffers *b, const AlhGame *g, Tally *t)
{
    size_t n = alh_legal_commands(g, b->cmds, BOT_MAX_COMMANDS);
    if (n > BOT_MAX_COMMANDS)
        n = BOT_MAX_COMMANDS;
    *b->copy = *g; /* the one copy */
    for (size_t i = 0; i < n; i++) {
        *b->fresh = *g;
        AlhError want = alh_apply(b->fresh, &b->cmds[i], NULL);
        assert_int_equal(alh_apply(b->copy, &b->cmds[i], NULL), want);
        assert_memory_equal(b->copy, b->fresh, sizeof *b->copy);
        assert_true(alh_game_hash(b->copy) == alh_game_hash(b->fresh));
        unsigned moved = bot_boards_moved(b->copy, g);
        /* From the command (a superset of the boards that differ, none for what moves no Alhambra). */
        bool plain = !alh_modules_any_optional(&g->modules);
        unsigned by = bot_boards_moved_by(b->copy, g, &b->cmds[i], plain);
        for (int q = 0; q < ALH_MAX_PLAYERS; q++) {
            bool differs = memcmp(&b->copy->players[q].board, &g->players[q].board, sizeof(AlhBoard)) != 0;
            assert_int_equal(differs, (moved >> q) & 1);
            if (differs)
                assert_true((by >> q) & 1);
            t->moved_boards += differs;
        }
        if (plain && want == ALH_OK) {
            assert_true((by & ~moved) == 0 || by == 1u << b->cmds[i].player);
            t->plain_commands++;
        }
        /* Each part left out in turn, on a second copy: the copy is then not g again somewhere. */
        for (size_t k = 0; k < PART_COUNT; k++) {
            *b->other = *b->fresh;
            bot_restore_parts(b->other, g, moved, BOT_RESTORE_ALL & ~parts[k]);
            t->missed[parts[k]] += memcmp(b->other, g, sizeof *g) != 0;
        }
        bot_restore(b->copy, g, moved);
        assert_memory_equal(b->copy, g, sizeof *g);
        assert_true(alh_game_hash(b->copy) == alh_game_hash(g));
        t->commands++;
    }
    t->positions++;
    t->module_positions += alh_modules_any_optional(&g->modules);
}

/* A random game with these modules: every few steps its position, and now and then a search's guess of it. */
static void play_and_check(Buffers *b, int players, AlhModuleSet modules, uint64_t seed, int every, Tally *t)
{
    AlhSetup setup = {.num_players = players, .seed = seed, .modules = modules};
    if (alh_new_game(b->g, &setup, NULL) != ALH_OK)
        return; /* a module that this many players cannot play */
    AlhRng rng;
    alh_rng_seed(&rng, seed, 29);
    AlhView *view = malloc(sizeof *view);
    assert_non_null(view);
    for (int step = 0; step < 4000 && b->g->phase != ALH_PHASE_OVER; step++) {
        if (step % every == 0) {
            check_position(b, b->g, t);
            int viewer = alh_to_move(b->g);
            if (step % (3 * every) == 0 && viewer >= 0) {
                alh_view_make(b->g, viewer, view);
                AlhGame *guess = malloc(sizeof *guess);
                assert_non_null(guess);
                alh_view_determinize(view, &rng, guess);
                check_position(b, guess, t);
                t->guessed++;
                free(guess);
            }
        }
        AlhCommand c;
        if (alh_rng_below(&rng, 10) < 2) { /* now and then any command: redesigns and the modules' too */
            size_t n = alh_legal_commands(b->g, b->cmds, BOT_MAX_COMMANDS);
            if (n == 0)
                break;
            if (n > BOT_MAX_COMMANDS)
                n = BOT_MAX_COMMANDS;
            c = b->cmds[alh_rng_below(&rng, (uint32_t)n)];
        } else if (alh_random_policy(b->g, &rng, &c) != ALH_OK) {
            break;
        }
        assert_int_equal(alh_apply(b->g, &c, NULL), ALH_OK);
    }
    free(view);
}

static void test_one_copy_taken_back_is_a_fresh_copy(void **state)
{
    (void)state;
    Buffers b = {malloc(sizeof(AlhGame)), malloc(sizeof(AlhGame)), malloc(sizeof(AlhGame)), malloc(sizeof(AlhGame)),
                 malloc(sizeof(AlhCommand) * BOT_MAX_COMMANDS)};
    assert_true(b.g && b.copy && b.fresh && b.other && b.cmds);
    Tally t;
    memset(&t, 0, sizeof t);
    /* The base game at every player count. */
    for (int players = 2; players <= 6; players++)
        for (uint64_t seed = 0; seed < 3; seed++)
            play_and_check(&b, players, alh_modset_none(), 100 + 10 * seed + (uint64_t)players, 5, &t);
    /* Every module alone, and all of them, at 2, 4 and 6 players (a module this many cannot play is skipped). */
    AlhModuleSet optional = alh_modules_optional();
    for (int id = 0; id < ALH_MOD_COUNT; id++) {
        if (!alh_modset_has(&optional, id))
            continue;
        for (int players = 2; players <= 6; players += 2)
            play_and_check(&b, players, alh_modset_one(id), (uint64_t)(1000 + 10 * id + players), 11, &t);
    }
    for (int players = 2; players <= 6; players++)
        play_and_check(&b, players, optional, (uint64_t)(7000 + players), 7, &t);
    print_message("# %ld positions (%ld with modules, %ld guessed), %ld commands (%ld without a module), %ld boards changed\n",
                  t.positions, t.module_positions, t.guessed, t.commands, t.plain_commands, t.moved_boards);
    assert_true(t.positions > 1000 && t.module_positions > 500 && t.guessed > 200);
    assert_true(t.plain_commands > 1000); /* bot_boards_moved_by read from the command */
    assert_true(t.commands > 20000 && t.moved_boards > 1000);
    for (size_t k = 0; k < PART_COUNT; k++) {
        print_message("# part %u left out: the copy differs from the position after %ld commands\n", parts[k],
                      t.missed[parts[k]]);
        assert_true(t.missed[parts[k]] > 0);
    }
    free(b.g);
    free(b.copy);
    free(b.fresh);
    free(b.other);
    free(b.cmds);
}

/*
 * The ranking on one copy scores each command as the evaluation of a fresh copy after it, with
 * nothing known beforehand, with every module on (the base game: bots-search's scratch test).
 */
static void test_ranking_scores_are_fresh_evaluations_with_modules(void **state)
{
    (void)state;
    AlhGame *g = malloc(sizeof *g), *after = malloc(sizeof *after);
    AlhCommand *cmds = malloc(sizeof *cmds * BOT_MAX_COMMANDS);
    double *scores = malloc(sizeof *scores * BOT_MAX_COMMANDS);
    assert_true(g && after && cmds && scores);
    long evaluated = 0;
    for (uint64_t seed = 1; seed <= 4; seed++) {
        AlhSetup setup = {.num_players = 2 + (int)(seed % 5), .seed = seed, .modules = alh_modules_optional()};
        assert_int_equal(alh_new_game(g, &setup, NULL), ALH_OK);
        AlhRng rng;
        alh_rng_seed(&rng, seed, 31);
        for (int step = 0; step < 4000 && g->phase != ALH_PHASE_OVER; step++) {
            if (step % 9 == 0) {
                size_t n = bot_greedy_rank(g, bot_tuned_params(), step % 2 == 0, cmds, scores, BOT_MAX_COMMANDS);
                int me = alh_to_move(g);
                for (size_t i = 0; i < n; i++) {
                    *after = *g;
                    assert_int_equal(alh_apply(after, &cmds[i], NULL), ALH_OK);
                    double fresh = bot_eval_relative(after, bot_tuned_params(), me, NULL, NULL, NULL, NULL);
                    assert_memory_equal(&scores[i], &fresh, sizeof fresh);
                    evaluated++;
                }
            }
            AlhCommand c;
            if (alh_random_policy(g, &rng, &c) != ALH_OK)
                break;
            assert_int_equal(alh_apply(g, &c, NULL), ALH_OK);
        }
    }
    assert_true(evaluated > 1000);
    free(g);
    free(after);
    free(cmds);
    free(scores);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_one_copy_taken_back_is_a_fresh_copy),
        cmocka_unit_test(test_ranking_scores_are_fresh_evaluations_with_modules),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

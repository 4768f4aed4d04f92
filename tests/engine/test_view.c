/* SPDX-License-Identifier: MIT */
/* Views: what a player may know, and determinized games that agree with it. */
#include "fixtures.h"

#include "alhambra/bot.h"
#include "alhambra/view.h"
#include "../common/hidden_redeal.h"
#include "../../src/engine/module.h" /* the modules' hooks: which of them hide something */

#include <stddef.h>
#include <stdio.h>
#include <string.h>

static AlhGame game, twin, guess, guess2;
static AlhView view, view2;

/* Plays `steps` random commands (fewer if the game ends). */
static void play(AlhGame *g, AlhRng *rng, int steps)
{
    for (int i = 0; i < steps && g->phase != ALH_PHASE_OVER; i++) {
        AlhCommand c;
        assert_int_equal(alh_random_policy(g, rng, &c), ALH_OK);
        assert_int_equal(alh_apply(g, &c, NULL), ALH_OK);
    }
}

static int scoring_cards_in_deck(const AlhGame *g, int which)
{
    for (int i = g->deck_pos; i < g->deck_len; i++)
        if (g->deck[i] == which)
            return i;
    return -1;
}

static void test_view_hides_order_and_rng(void **state)
{
    (void)state;
    AlhRng rng;
    alh_rng_seed(&rng, 1, 2);
    for (int g = 0; g < 20; g++) {
        fx_new_game(&game, 2 + g % 5, 900 + (uint64_t)g);
        play(&game, &rng, 10 * g);
        for (int viewer = 0; viewer < game.num_players; viewer++) {
            alh_view_make(&game, viewer, &view);
            const AlhGame *v = &view.game;
            assert_int_equal(view.viewer, viewer);
            for (int i = 0; i < ALH_DECK_MAX; i++)
                assert_true(i >= v->deck_len || v->deck[i] == ALH_CARD_NONE);
            for (int i = 0; i < ALH_NUM_TILES; i++)
                assert_int_equal(v->bag[i], 0);
            assert_true(v->rng.state == 0 && v->rng.inc == 0 && v->seed == 0);
            /* Sizes stay public. */
            assert_int_equal(alh_deck_remaining(v), alh_deck_remaining(&game));
            assert_int_equal(alh_bag_remaining(v), alh_bag_remaining(&game));
            assert_memory_equal(v->pile_end, game.pile_end, sizeof game.pile_end);
            assert_int_equal(view.scoring_pending[0], scoring_cards_in_deck(&game, ALH_CARD_SCORING_1) >= 0);
            assert_int_equal(view.scoring_pending[1], scoring_cards_in_deck(&game, ALH_CARD_SCORING_2) >= 0);
            for (int p = 0; p < game.num_players; p++) {
                const AlhPlayer *real = &game.players[p], *seen = &v->players[p];
                if (p == viewer)
                    assert_memory_equal(&seen->hand, &real->hand, sizeof real->hand);
                else
                    assert_memory_equal(&seen->hand, &real->known, sizeof real->hand);
                assert_int_equal(view.hidden_cards[p],
                                 p == viewer ? 0 : alh_cards_count(&real->hand) - alh_cards_count(&real->known));
                assert_memory_equal(&seen->board, &real->board, sizeof real->board);
                assert_int_equal(seen->score, real->score);
            }
            assert_memory_equal(v->where, game.where, sizeof game.where);
            assert_memory_equal(v->market, game.market, sizeof game.market);
            assert_memory_equal(v->display, game.display, sizeof game.display);
            assert_memory_equal(&v->discard, &game.discard, sizeof game.discard);
        }
    }
}

/* Two games that differ only in what nobody can see give the same view. */
static void test_view_does_not_depend_on_hidden_order(void **state)
{
    (void)state;
    AlhRng rng;
    alh_rng_seed(&rng, 3, 4);
    for (int g = 0; g < 10; g++) {
        fx_new_game(&game, 2 + g % 5, 1000 + (uint64_t)g);
        play(&game, &rng, 15 * g);
        twin = game;
        /* Reverse the money cards of the draw pile among themselves, and the bag; new rng. */
        int lo = twin.deck_pos, hi = twin.deck_len - 1;
        while (lo < hi) {
            bool a = alh_card_is_money(twin.deck[lo]), b = alh_card_is_money(twin.deck[hi]);
            if (!a) {
                lo++;
                continue;
            }
            if (!b) {
                hi--;
                continue;
            }
            uint8_t t = twin.deck[lo];
            twin.deck[lo] = twin.deck[hi];
            twin.deck[hi] = t;
            lo++;
            hi--;
        }
        for (int i = twin.bag_pos, j = twin.bag_len - 1; i < j; i++, j--) {
            uint8_t t = twin.bag[i];
            twin.bag[i] = twin.bag[j];
            twin.bag[j] = t;
        }
        twin.rng.state ^= 0x9e3779b97f4a7c15ULL;
        twin.seed++;
        char msg[160];
        assert_true(alh_game_validate(&twin, msg, sizeof msg));
        for (int viewer = 0; viewer < game.num_players; viewer++) {
            alh_view_make(&game, viewer, &view);
            alh_view_make(&twin, viewer, &view2);
            assert_memory_equal(&view, &view2, sizeof view);
        }
    }
}

/* A determinized game is a complete, valid game that agrees with everything the viewer knows:
 * viewing it again gives back the very same view. */
static void test_determinize_agrees_with_the_view(void **state)
{
    (void)state;
    AlhRng rng, guess_rng;
    alh_rng_seed(&rng, 5, 6);
    alh_rng_seed(&guess_rng, 7, 8);
    int checked = 0, differing = 0;
    for (int g = 0; g < 40; g++) {
        fx_new_game(&game, 2 + g % 5, 1100 + (uint64_t)g);
        play(&game, &rng, 7 * g);
        for (int viewer = 0; viewer < game.num_players; viewer++) {
            alh_view_make(&game, viewer, &view);
            alh_view_determinize(&view, &guess_rng, &guess);
            char msg[160];
            if (!alh_game_validate(&guess, msg, sizeof msg))
                fail_msg("game %d viewer %d: determinized game invalid: %s", g, viewer, msg);
            alh_view_make(&guess, viewer, &view2);
            assert_memory_equal(&view, &view2, sizeof view);
            /* Pending scoring cards stay in their piles (2 and 4). */
            int s1 = scoring_cards_in_deck(&guess, ALH_CARD_SCORING_1);
            int s2 = scoring_cards_in_deck(&guess, ALH_CARD_SCORING_2);
            assert_int_equal(s1 >= 0, view.scoring_pending[0]);
            assert_int_equal(s2 >= 0, view.scoring_pending[1]);
            if (s1 >= 0)
                assert_true(s1 >= guess.pile_end[0] && s1 < guess.pile_end[1]);
            if (s2 >= 0)
                assert_true(s2 >= guess.pile_end[2] && s2 < guess.pile_end[3]);
            /* The same cards and tiles remain hidden, only their order is a guess. */
            AlhCardSet real_deck = {{0}}, guessed_deck = {{0}};
            for (int i = game.deck_pos; i < game.deck_len; i++)
                if (alh_card_is_money(game.deck[i]))
                    alh_cards_add(&real_deck, game.deck[i]);
            for (int i = guess.deck_pos; i < guess.deck_len; i++)
                if (alh_card_is_money(guess.deck[i]))
                    alh_cards_add(&guessed_deck, guess.deck[i]);
            assert_memory_equal(&real_deck, &guessed_deck, sizeof real_deck);
            for (int p = 0; p < game.num_players; p++)
                assert_memory_equal(&game.players[p].hand, &guess.players[p].hand, sizeof game.players[p].hand);
            differing +=
                memcmp(game.deck + game.deck_pos, guess.deck + guess.deck_pos, (size_t)(game.deck_len - game.deck_pos)) != 0;
            /* Another guess from the same view usually differs. */
            alh_view_determinize(&view, &guess_rng, &guess2);
            assert_true(alh_game_validate(&guess2, msg, sizeof msg));
            checked++;
        }
    }
    assert_true(checked > 100);
    assert_true(differing > checked / 2);
}

/* Search plays on determinized games: they must run to the end like real ones. */
static void test_determinized_games_play_to_the_end(void **state)
{
    (void)state;
    AlhRng rng, guess_rng;
    alh_rng_seed(&rng, 9, 10);
    alh_rng_seed(&guess_rng, 11, 12);
    for (int g = 0; g < 10; g++) {
        fx_new_game(&game, 2 + g % 5, 1200 + (uint64_t)g);
        play(&game, &rng, 20 + 13 * g);
        alh_view_make(&game, game.current, &view);
        alh_view_determinize(&view, &guess_rng, &guess);
        play(&guess, &rng, 5000);
        assert_int_equal(guess.phase, ALH_PHASE_OVER);
        char msg[160];
        assert_true(alh_game_validate(&guess, msg, sizeof msg));
    }
}

/*
 * Issue 14: a view holds no hidden byte. For positions of games with every module (and without),
 * each player's view of the real game and of a game re-dealt from the real game's hidden parts
 * (hidden_redeal.h: bag and deck order and every byte around them, unseen hand cards, other
 * players' bonus cards, the characters' surplus pile, the face-down squares, the generator) must
 * be the very same bytes. Before, tiles still in the bag stayed in their real order past the bag's
 * length once the Dancer had compacted it, and the deck's bytes past its length stayed too.
 */
static void test_views_hold_no_hidden_byte(void **state)
{
    (void)state;
    static AlhView a, b;
    static AlhGame redealt;
    AlhRng rng, deal_rng;
    alh_rng_seed(&rng, 1414, 9);
    alh_rng_seed(&deal_rng, 2718, 5);
    RedealStats total = {0};
    long compared = 0;
    const uint64_t all = alh_modules_optional().bits[0];
    /* Thieves fill every hand with money, and the Beggar (whose draw is the hand cards' secret) asks
     * for a nearly empty hand: a quarter of the games have every module but the thieves, and half of
     * the random choices of modules leave them out (with every module, hands 0 of 2527 re-dealt). */
    const uint64_t all_but_thieves = all & ~(1ull << ALH_MOD_THIEVES);
    for (int n = 0; n < 80; n++) {
        AlhSetup setup = {.num_players = 2 + n % 5,
                          .seed = 5000 + (uint64_t)n,
                          .modules = alh_modset_from_bits(n % 4 == 3   ? 0
                                                          : n % 4 == 2 ? alh_rng_next(&rng) & (n % 8 == 2 ? all : all_but_thieves)
                                                          : n % 4 == 1 ? all_but_thieves
                                                                       : all)};
        assert_int_equal(alh_new_game(&game, &setup, NULL), ALH_OK);
        for (int step = 0; game.phase != ALH_PHASE_OVER && step < 3000; step++) {
            AlhCommand c;
            if (alh_rng_below(&rng, 4) == 0) {
                static AlhCommand legal[4096];
                size_t k = alh_legal_commands(&game, legal, 4096);
                assert_true(k > 0);
                c = legal[alh_rng_below(&rng, (uint32_t)(k < 4096 ? k : 4096))];
            } else {
                assert_int_equal(alh_random_policy(&game, &rng, &c), ALH_OK);
            }
            assert_int_equal(alh_apply(&game, &c, NULL), ALH_OK);
            if (step % 23 != 22)
                continue;
            for (int viewer = 0; viewer < game.num_players; viewer++) {
                RedealStats st;
                hidden_redeal(&game, viewer, &deal_rng, &redealt, &st);
                char msg[160];
                if (!alh_game_validate(&redealt, msg, sizeof msg))
                    fail_msg("the re-dealt game is not valid: %s", msg);
                alh_view_make(&game, viewer, &a);
                alh_view_make(&redealt, viewer, &b);
                const unsigned char *x = (const unsigned char *)&a, *y = (const unsigned char *)&b;
                for (size_t i = 0; i < sizeof a; i++)
                    if (x[i] != y[i])
                        fail_msg("game %d (modules 0x%llx), player %d's view differs at byte %zu (offset %zu in AlhGame): "
                                 "a hidden fact shows",
                                 n, (unsigned long long)game.modules.bits[0], viewer + 1, i, i - offsetof(AlhView, game));
                compared++;
                total.bag += st.bag > 0;
                total.deck += st.deck > 0;
                total.hands += st.hands > 0;
                total.bonus += st.bonus > 0;
                total.surplus += st.surplus > 0;
                total.squares += st.squares > 0;
                total.builders += st.builders > 0;
                total.thieves += st.thieves > 0;
                total.citizens += st.citizens > 0;
            }
        }
    }
    /* Every kind of secret was really re-dealt in some of the comparisons. */
    printf("# %ld views compared with re-dealt games' (re-dealt: bag %d, deck %d, hands %d, bonus %d, surplus %d, squares %d, "
           "master builders %d, thieves %d, citizens %d)\n",
           compared, total.bag, total.deck, total.hands, total.bonus, total.surplus, total.squares, total.builders, total.thieves,
           total.citizens);
    assert_true(compared > 500);
    assert_true(total.bag > 100 && total.deck > 100 && total.hands > 5 && total.bonus > 50 && total.surplus > 5 &&
                total.squares > 50 && total.builders > 50 && total.thieves > 50 && total.citizens > 50);
}

/* Every module that keeps a secret is one hidden_redeal() varies: otherwise the re-dealt games of
 * the no-peek tests (above and bots-fairness) would share that secret with the real game, and a
 * view or a bot that leaked it would pass. A module is taken to keep a secret when a field is
 * flagged ALH_FIELD_SECRET or it has a hook that hides or guesses back part of a view. */
static void test_every_secret_is_redealt(void **state)
{
    (void)state;
    int with_secrets = 0;
    for (int id = 0; id < ALH_MAX_MODULES; id++) {
        const AlhModule *m = alh_module(id);
        if (!m)
            continue;
        bool secret = m->hide || m->determinize || m->claim_unseen;
        int count = 0;
        const AlhField *fields = alh_module_fields(id, &count);
        for (int k = 0; k < count; k++)
            secret = secret || (fields[k].flags & ALH_FIELD_SECRET);
        if (!secret)
            continue;
        with_secrets++;
        if (!redeal_knows_module(id))
            fail_msg("module %s keeps a secret that tests/common/hidden_redeal.h does not re-deal", alh_module_name(id));
    }
    /* The scan sees today's five (bonus cards, squares, city gates, exchange, characters). */
    assert_true(with_secrets >= 5);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_view_hides_order_and_rng),         cmocka_unit_test(test_view_does_not_depend_on_hidden_order),
        cmocka_unit_test(test_determinize_agrees_with_the_view), cmocka_unit_test(test_determinized_games_play_to_the_end),
        cmocka_unit_test(test_views_hold_no_hidden_byte),        cmocka_unit_test(test_every_secret_is_redealt),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

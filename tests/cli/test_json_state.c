/* SPDX-License-Identifier: MIT */
/* Saved states load back byte for byte; bad text is refused with where and what, the game untouched. */
#include "cli_test_util.h"
#include "persist/json_state.h"

#include <jansson.h>

/*
 * Saves g, loads the text into a scratch game and checks both are the same game: the same hash
 * (which walks every value a rule reads) and, saved again, the same text. Leftovers no rule reads
 * (old coordinates of a tile that moved on, drawn deck entries) are not saved (docs/save-format.md).
 */
static void assert_round_trip(const AlhGame *g, bool compact)
{
    static AlhGame back;
    char *text = alh_state_to_text(g, compact);
    assert_non_null(text);
    char msg[256] = "";
    memset(&back, 0x5A, sizeof back); /* whatever was there before must not leak into the result */
    if (!alh_state_from_text(text, strlen(text), &back, msg, sizeof msg))
        fail_msg("a saved state does not load: %s", msg);
    assert_int_equal(alh_game_hash(&back), alh_game_hash(g));
    char *again = alh_state_to_text(&back, compact);
    assert_non_null(again);
    assert_string_equal(again, text);
    free(again);
    free(text);
}

/* States of every kind: each player count, start, middle, after reshuffles and scorings, the end. */
static void test_round_trip_through_whole_games(void **state)
{
    (void)state;
    static AlhGame g;
    int states = 0, reshuffled = 0, placing = 0, final_place = 0;
    for (int players = 2; players <= 6; players++)
        for (uint64_t seed = 1; seed <= 6; seed++) {
            AlhSetup setup = {.num_players = players, .seed = seed * 1000 + (uint64_t)players, .modules = alh_modset_none()};
            assert_int_equal(alh_new_game(&g, &setup, NULL), ALH_OK);
            assert_round_trip(&g, true);
            AlhRng rng;
            alh_rng_seed(&rng, seed, 77);
            for (int n = 0; g.phase != ALH_PHASE_OVER; n++) {
                AlhCommand cmd;
                assert_int_equal(alh_random_policy(&g, &rng, &cmd), ALH_OK);
                assert_int_equal(alh_apply(&g, &cmd, NULL), ALH_OK);
                if (n % 7 == 0 || g.phase != ALH_PHASE_ACTION || g.reshuffles) {
                    assert_round_trip(&g, n % 2 == 0);
                    states++;
                    reshuffled += g.reshuffles > 0;
                    placing += g.phase == ALH_PHASE_PLACE;
                    final_place += g.phase == ALH_PHASE_FINAL_PLACE;
                }
            }
            assert_round_trip(&g, false);
        }
    assert_true(states > 1000);
    assert_true(reshuffled > 0);
    assert_true(placing > 0);
    assert_true(final_place > 0);
}

/* Games with the expansions' modules: their tiles, cards, gates and module state survive too. */
static void test_round_trip_with_modules(void **state)
{
    (void)state;
    static AlhGame g;
    int states = 0;
    for (int id = 1; id <= ALH_MOD_COUNT; id++) {
        uint32_t modules = id < ALH_MOD_COUNT ? 1u << id : ((1u << ALH_MOD_COUNT) - 1) & ~1u;
        for (int players = 2; players <= 5; players += 3) {
            AlhSetup setup = {.num_players = players,
                              .seed = 4000 + (uint64_t)id * 10 + (uint64_t)players,
                              .modules = alh_modset_from_bits(modules)};
            assert_int_equal(alh_new_game(&g, &setup, NULL), ALH_OK);
            AlhRng rng;
            alh_rng_seed(&rng, (uint64_t)id, 78);
            for (int n = 0; g.phase != ALH_PHASE_OVER; n++) {
                char msg[256];
                if (!alh_state_supported(&g, msg, sizeof msg))
                    fail_msg("modules %#x: %s", modules, msg);
                if (n % 5 == 0) {
                    assert_round_trip(&g, true);
                    states++;
                }
                AlhCommand cmd;
                assert_int_equal(alh_random_policy(&g, &rng, &cmd), ALH_OK);
                assert_int_equal(alh_apply(&g, &cmd, NULL), ALH_OK);
            }
            assert_round_trip(&g, false);
        }
    }
    assert_true(states > 500);
}

/* A loaded game plays on exactly like the original. */
static void test_loaded_game_plays_on_identically(void **state)
{
    (void)state;
    static AlhGame a, b;
    play_random(&a, 4, 99, 120);
    char *text = alh_state_to_text(&a, true);
    char msg[256];
    assert_true(alh_state_from_text(text, strlen(text), &b, msg, sizeof msg));
    free(text);
    AlhRng ra, rb;
    alh_rng_seed(&ra, 5, 5);
    alh_rng_seed(&rb, 5, 5);
    while (a.phase != ALH_PHASE_OVER) {
        AlhCommand ca, cb;
        assert_int_equal(alh_random_policy(&a, &ra, &ca), ALH_OK);
        assert_int_equal(alh_random_policy(&b, &rb, &cb), ALH_OK);
        assert_int_equal(alh_apply(&a, &ca, NULL), ALH_OK);
        assert_int_equal(alh_apply(&b, &cb, NULL), ALH_OK);
        assert_int_equal(alh_game_hash(&a), alh_game_hash(&b));
    }
}

/* Issue 20: saved in the middle of a turn (an auction that stopped the refill or the Beggar's draw,
 * a scoring card drawn and not scored yet), a game loads back the same and plays on identically. */
static void test_round_trip_in_the_middle_of_draws(void **state)
{
    (void)state;
    static AlhGame g, back;
    int refills = 0, due = 0;
    for (uint64_t seed = 1; seed <= 60 && (refills < 20 || due < 3); seed++) {
        AlhSetup setup = {.num_players = 2 + (int)(seed % 5),
                          .seed = 7000 + seed,
                          .modules = alh_modset_from_bits(1u << ALH_MOD_CHARACTERS | 1u << ALH_MOD_DIAMONDS)};
        assert_int_equal(alh_new_game(&g, &setup, NULL), ALH_OK);
        AlhRng rng;
        alh_rng_seed(&rng, seed, 79);
        while (g.phase != ALH_PHASE_OVER) {
            if (g.drawing != ALH_DRAWING_NONE || g.scorings_due) {
                refills += g.drawing == ALH_DRAWING_REFILL;
                due += g.scorings_due > 0;
                assert_round_trip(&g, true);
                char *text = alh_state_to_text(&g, true);
                char msg[256];
                assert_true(alh_state_from_text(text, strlen(text), &back, msg, sizeof msg));
                free(text);
                /* The next command (the auction's answer: the refill goes on) gives the same game. */
                AlhRng ra = rng, rb = rng;
                AlhCommand ca, cb;
                assert_int_equal(alh_random_policy(&g, &ra, &ca), ALH_OK);
                assert_int_equal(alh_random_policy(&back, &rb, &cb), ALH_OK);
                static AlhGame copy;
                copy = g;
                assert_int_equal(alh_apply(&copy, &ca, NULL), ALH_OK);
                assert_int_equal(alh_apply(&back, &cb, NULL), ALH_OK);
                assert_int_equal(alh_game_hash(&copy), alh_game_hash(&back));
            }
            AlhCommand cmd;
            assert_int_equal(alh_random_policy(&g, &rng, &cmd), ALH_OK);
            assert_int_equal(alh_apply(&g, &cmd, NULL), ALH_OK);
        }
    }
    assert_true(refills >= 20);
    assert_true(due >= 3);
}

static void assert_refused(const char *text, const char *expected)
{
    static AlhGame g, before;
    play_random(&g, 3, 5, 40);
    before = g;
    char msg[512] = "";
    if (alh_state_from_text(text, strlen(text), &g, msg, sizeof msg))
        fail_msg("accepted: %s", text);
    if (!strstr(msg, expected))
        fail_msg("message '%s' lacks '%s'", msg, expected);
    assert_memory_equal(&g, &before, sizeof g);
}

static void test_refusals(void **state)
{
    (void)state;
    assert_refused("{\"format\": \"alhambra-state\",\n \"version\": 1,,}", "line 2 column 15:");
    assert_refused("", "line 1 column 0:");
    assert_refused("[1, 2]", "expected a JSON object");
    assert_refused("{\"version\": 1, \"players\": [{}, {}]}", "format: expected \"alhambra-state\"");
    assert_refused("{\"format\": \"alhambra-view\", \"version\": 1}", "a player's view hides parts");
    assert_refused("{\"format\": \"alhambra-state\", \"version\": 7, \"players\": [{}, {}]}",
                   "version: version 7 is not supported: this build reads versions 1 to 2");
    assert_refused("{\"format\": \"alhambra-state\", \"players\": [{}, {}]}", "version: expected the format version");
    assert_refused("{\"format\": \"alhambra-state\", \"version\": 1, \"players\": [{}]}", "players: expected a list of 2 to 6");
    assert_refused("{\"format\": \"alhambra-state\", \"version\": 1, \"players\": [{}, {}], \"scores\": [1, 2]}",
                   "scores: unknown field");
    assert_refused("{\"format\": \"alhambra-state\", \"version\": 1, \"players\": [{}, {}], \"players\": [{}, {}]}",
                   "duplicate object key");
    assert_refused("{\"format\": \"alhambra-state\", \"version\": 1, \"players\": [{\"score\": 1.5}, {}]}",
                   "players[0].score: expected a whole number");
    assert_refused("{\"format\": \"alhambra-state\", \"version\": 1, \"players\": [{\"hand\": [\"den5\", 3]}, {}]}",
                   "players[0].hand[1]: expected a card");
    assert_refused("{\"format\": \"alhambra-state\", \"version\": 1, \"players\": [{\"hand\": [\"den5c\"]}, {}]}",
                   "players[0].hand[0]: \"den5c\": this game has 2 copies");
    assert_refused("{\"format\": \"alhambra-state\", \"version\": 1, \"players\": [{}, {}, {}], \"current\": 4}",
                   "current: 4 is out of range: expected 1 to 3");
    assert_refused("{\"format\": \"alhambra-state\", \"version\": 1, \"players\": [{}, {}], \"phase\": \"lunch\"}",
                   "phase: expected one of \"action\"");
    assert_refused("{\"format\": \"alhambra-state\", \"version\": 1, \"players\": [{}, {}, {}], \"modules\": [\"two-player\"]}",
                   "modules: the two-player module is not for 3 players");
    assert_refused("{\"format\": \"alhambra-state\", \"version\": 1, \"players\": [{}, {}], \"seed\": \"xyz\"}",
                   "seed: 'x' is not a hex digit");
    assert_refused("{\"format\": \"alhambra-state\", \"version\": 1, \"players\": [{\"pending\": [4]}, {}], \"current\": 2}",
                   "players[0].pending: only the player to move");
    assert_refused("{\"format\": \"alhambra-state\", \"version\": 1, \"players\": [{}, {}], \"phase\": \"place\"}",
                   "phase: \"place\" needs a tile waiting");
    assert_refused("{\"format\": \"alhambra-state\", \"version\": 1, \"players\": [{\"alhambra\": [{\"tile\": 7, \"x\": 0, "
                   "\"y\": 0}]}, {}]}",
                   "players[0].alhambra[0]: 0,0 is the fountain's place");
    assert_refused(
        "{\"format\": \"alhambra-state\", \"version\": 1, \"players\": [{\"alhambra\": [{\"tile\": 7, \"x\": 1, \"y\": 0},"
        " {\"tile\": 14, \"x\": 1, \"y\": 0}]}, {}]}",
        "players[0].alhambra[1]: spot 1,0 already holds tile 7");
    assert_refused("{\"format\": \"alhambra-state\", \"version\": 1, \"players\": [{\"alhambra\": [{\"tile\": 7, \"x\": 3, "
                   "\"y\": 0}]}, {}]}",
                   "impossible position: player 1's Alhambra");
    assert_refused("{\"format\": \"alhambra-state\", \"version\": 1, \"players\": [{}, {}], \"scorings_done\": 3}",
                   "impossible position: three scorings done but the game is not over");
    assert_refused("{\"format\": \"alhambra-state\", \"version\": 1, \"players\": [{}, {}], \"bag\": [1, 2]}",
                   "bag: tile 3 is nowhere");
    assert_refused("{\"format\": \"alhambra-state\", \"version\": 1, \"players\": [{\"known\": [\"den5\"]}, {}]}",
                   "players[0].known[0]: \"den5\" is not in this player's hand");
    /* Issue 14: a tile's owner is the byte it is stored in. -1 loaded as 255 and was written back
     * as 255, which the loader then refused (found by fuzz_state_values); 255 itself is a byte. */
    assert_refused("{\"format\": \"alhambra-state\", \"version\": 1, \"players\": [{}, {}],"
                   " \"residue\": {\"tile_xy\": [[5, 0, 0, -1]]}}",
                   "residue.tile_xy[0][3]: -1 is out of range: expected 0 to 255");
    static const char owner_255[] =
        "{\"format\": \"alhambra-state\", \"version\": 1, \"players\": [{}, {}], \"residue\": {\"tile_xy\": [[5, 0, 0, 255]]}}";
    static AlhGame g;
    char msg[256] = "";
    if (!alh_state_from_text(owner_255, strlen(owner_255), &g, msg, sizeof msg))
        fail_msg("an owner of 255 is refused: %s", msg);
    assert_round_trip(&g, false);
    /* Draws stopped by an auction and scoring cards drawn (issue 20). */
    assert_refused("{\"format\": \"alhambra-state\", \"version\": 2, \"players\": [{}, {}, {}], \"drawing\": \"refill\", "
                   "\"drawing_player\": 1}",
                   "drawing: draws wait only while a module's phase interrupts them (phase \"action\")");
    assert_refused("{\"format\": \"alhambra-state\", \"version\": 2, \"players\": [{}, {}, {}], \"drawing_player\": 1}",
                   "drawing_player: only with \"drawing\"");
    assert_refused("{\"format\": \"alhambra-state\", \"version\": 2, \"players\": [{}, {}, {}], \"drawing\": \"lunch\"}",
                   "drawing: expected \"refill\", \"hand\" or \"window\"");
    assert_refused("{\"format\": \"alhambra-state\", \"version\": 2, \"players\": [{}, {}, {}], \"scorings_done\": 1, "
                   "\"scorings_due\": 2}",
                   "scorings_due: 2 is out of range: expected 0 to 1");
    assert_refused("{\"format\": \"alhambra-state\", \"version\": 2, \"modules\": [\"characters\"], \"players\": [{}, {}, {}], "
                   "\"phase\": \"auction\", \"drawing\": \"refill\"}",
                   "drawing_player: required with \"drawing\"");
}

/* Issue 14: positions no command can move on (or that would loop for ever) are refused at load. */
static void test_positions_that_can_never_move(void **state)
{
    (void)state;
#define BASE "{\"format\": \"alhambra-state\", \"version\": 1, \"players\": [{}, {}, {}]"
    assert_refused(BASE ", \"phase\": \"auction\"}",
                   "phase: \"auction\" belongs to the characters module, which is not in this game");
    assert_refused(BASE ", \"phase\": \"vizier\"}", "phase: \"vizier\" belongs to the vizier module, which is not in this game");
    assert_refused(BASE ", \"module_state\": {\"master_builder_step\": 1}}",
                   "impossible position: characters.master_builder_step: the module is not in this game");
    assert_refused(BASE ", \"phase\": \"over\", \"scorings_done\": 1}", "impossible position: the game is over after 1 scoring");
    assert_refused(BASE ", \"rng\": {\"state\": \"0\", \"inc\": \"0\"}}",
                   "impossible position: the random generator's increment");
    assert_refused(BASE ", \"bonus_action\": true, \"actions_this_turn\": 0}",
                   "impossible position: a bonus action before any action");
    assert_refused(BASE ", \"actions_this_turn\": 99}", "impossible position: 99 actions in one turn");
    assert_refused("{\"format\": \"alhambra-state\", \"version\": 1, \"players\": [{\"score\": -3}, {}]}",
                   "impossible position: player 1's score is negative");
    assert_refused("{\"format\": \"alhambra-state\", \"version\": 1, \"players\": [{}, {}], \"dirk\": {\"score\": -1}}",
                   "impossible position: Dirk's score is negative");
    assert_refused(BASE ", \"market\": [0, null, null, null]}", "market[0]: 0 is no tile: an empty space is null");
    /* Cards an AlhCardSet cannot hold (ids from 128): once written past the hand into "known". */
    assert_refused("{\"format\": \"alhambra-state\", \"version\": 1, \"modules\": [\"characters\"], \"deck\": [],"
                   " \"players\": [{\"hand\": [\"char1\"]}, {}, {}]}",
                   "players[0].hand[0]: \"char1\" is never held in a hand");
    assert_refused(
        "{\"format\": \"alhambra-state\", \"version\": 1, \"players\": [{\"hand\": [\"den5\"], \"known\": [\"char1\"]}, {}]}",
        "players[0].known[0]: expected a card of this player's hand");
    assert_refused("{\"format\": \"alhambra-state\", \"version\": 1, \"players\": [{}, {}], \"discard\": [\"gate2\"]}",
                   "discard[0]: \"gate2\" is never on the discard pile");
#undef BASE
}

/* A view leaves out what the viewer cannot see. */
static void test_view_json(void **state)
{
    (void)state;
    static AlhGame g;
    static AlhView v;
    play_random(&g, 3, 8, 30);
    alh_view_make(&g, 1, &v);
    json_t *j = alh_view_to_json(&v);
    assert_non_null(j);
    assert_string_equal(json_string_value(json_object_get(j, "format")), "alhambra-view");
    assert_int_equal(json_integer_value(json_object_get(j, "viewer")), 2);
    assert_null(json_object_get(j, "rng"));
    assert_null(json_object_get(j, "seed"));
    assert_null(json_object_get(json_object_get(j, "deck"), "cards"));
    assert_null(json_object_get(json_object_get(j, "bag"), "tiles"));
    assert_int_equal(json_integer_value(json_object_get(json_object_get(j, "deck"), "remaining")), alh_deck_remaining(&g));
    json_t *p0 = json_array_get(json_object_get(j, "players"), 0);
    assert_int_equal(json_integer_value(json_object_get(p0, "hidden_cards")), v.hidden_cards[0]);
    /* A view cannot be loaded as a game. */
    char *text = json_dumps(j, 0), msg[256];
    static AlhGame back;
    assert_false(alh_state_from_text(text, strlen(text), &back, msg, sizeof msg));
    assert_non_null(strstr(msg, "view"));
    free(text);
    json_decref(j);
}

/* Damaged saves: random edits of a real save never crash the loader; each either loads a game
 * that passes alh_game_validate or is refused with a message, and the game at hand is untouched. */
static void test_damaged_saves(void **state)
{
    (void)state;
    static AlhGame g, target, before;
    play_random(&g, 3, 31, 150);
    char *text = alh_state_to_text(&g, true);
    size_t len = strlen(text);
    char *copy = malloc(len + 1);
    static const char alphabet[] = "{}[]\",:0123456789-aez nulltrue";
    AlhRng rng;
    alh_rng_seed(&rng, 1234, 1);
    int refused = 0, loaded = 0;
    play_random(&target, 4, 2, 10);
    before = target;
    for (int round = 0; round < 3000; round++) {
        memcpy(copy, text, len + 1);
        int edits = 1 + (int)alh_rng_below(&rng, 3);
        for (int e = 0; e < edits; e++) {
            size_t at = alh_rng_below(&rng, (uint32_t)len);
            copy[at] = alphabet[alh_rng_below(&rng, sizeof alphabet - 1)];
        }
        char msg[512] = "";
        if (alh_state_from_text(copy, len, &target, msg, sizeof msg)) {
            char why[200];
            if (!alh_game_validate(&target, why, sizeof why))
                fail_msg("a damaged save loaded into an invalid game: %s", why);
            loaded++;
            target = before;
        } else {
            assert_true(strlen(msg) > 5);
            assert_memory_equal(&target, &before, sizeof target);
            refused++;
        }
    }
    assert_true(refused > 1000);
    (void)loaded; /* edits inside names of cards can still give a valid game */
    free(copy);
    free(text);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_round_trip_through_whole_games),
        cmocka_unit_test(test_round_trip_with_modules),
        cmocka_unit_test(test_loaded_game_plays_on_identically),
        cmocka_unit_test(test_round_trip_in_the_middle_of_draws),
        cmocka_unit_test(test_refusals),
        cmocka_unit_test(test_positions_that_can_never_move),
        cmocka_unit_test(test_view_json),
        cmocka_unit_test(test_damaged_saves),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

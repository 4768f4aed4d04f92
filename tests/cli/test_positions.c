/* SPDX-License-Identifier: MIT */
/* Hand-written positions (tests/cli/positions): good ones load and play on, bad ones say why. */
#include "cli_test_util.h"
#include "persist/json_state.h"

static bool load_position(const char *name, AlhGame *g, char *msg, size_t size)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", POSITIONS_DIR, name);
    size_t len;
    char *text = slurp(path, &len);
    bool ok = alh_state_from_text(text, len, g, msg, size);
    free(text);
    return ok;
}

/* Plays the rest of the game with the random policy, checking every state reached. */
static void play_to_the_end(AlhGame *g)
{
    AlhRng rng;
    alh_rng_seed(&rng, 3, 3);
    for (int n = 0; g->phase != ALH_PHASE_OVER; n++) {
        AlhCommand cmd;
        char why[200];
        assert_true(n < 20000);
        assert_int_equal(alh_random_policy(g, &rng, &cmd), ALH_OK);
        assert_int_equal(alh_apply(g, &cmd, NULL), ALH_OK);
        if (!alh_game_validate(g, why, sizeof why))
            fail_msg("after %d commands: %s", n, why);
    }
}

static int tiles_at(const AlhGame *g, int loc)
{
    int n = 0;
    for (int t = 1; t <= ALH_NUM_TILES; t++)
        n += g->where[t].loc == loc;
    return n;
}

static int scoring_cards_in_deck(const AlhGame *g, int *pile_of_first)
{
    int n = 0;
    for (int i = g->deck_pos; i < g->deck_len; i++)
        if (g->deck[i] == ALH_CARD_SCORING_1 || g->deck[i] == ALH_CARD_SCORING_2) {
            if (n == 0 && pile_of_first) {
                int pile = 0;
                while (i >= g->pile_end[pile])
                    pile++;
                *pile_of_first = pile + 1;
            }
            n++;
        }
    return n;
}

static void test_minimal(void **state)
{
    (void)state;
    static AlhGame g;
    char msg[256];
    if (!load_position("minimal.json", &g, msg, sizeof msg))
        fail_msg("%s", msg);
    assert_int_equal(g.num_players, 3);
    assert_int_equal(g.copies, 3);
    assert_int_equal(alh_board_tile_at(&g.players[0].board, 1, 0), 7);
    assert_int_equal(alh_board_tile_at(&g.players[0].board, 2, 0), 14);
    assert_int_equal(alh_board_tile_at(&g.players[1].board, 0, 1), 22);
    assert_int_equal(alh_cards_count(&g.players[0].hand), 3);
    assert_int_equal(alh_cards_sum(&g.players[1].hand, ALH_DUCAT), 4); /* two copies of duc2 */
    assert_memory_equal(&g.players[0].known, &g.players[0].hand, sizeof g.players[0].known);
    /* The rest is filled in: a full market and display, the other tiles in the bag, the other
     * cards in the deck with both scoring cards, in piles 2 and 4. */
    for (int s = 0; s < 4; s++) {
        assert_true(g.market[s] != 0);
        assert_true(g.display[s] != ALH_CARD_NONE);
    }
    assert_int_equal(tiles_at(&g, ALH_LOC_BAG), ALH_NUM_TILES - 3 - 4);
    assert_int_equal(alh_bag_remaining(&g), ALH_NUM_TILES - 3 - 4);
    int first_pile = 0;
    assert_int_equal(scoring_cards_in_deck(&g, &first_pile), 2);
    assert_int_equal(first_pile, 2);
    assert_int_equal(alh_deck_remaining(&g), 108 - 5 - 4 + 2);
    assert_int_equal(g.phase, ALH_PHASE_ACTION);
    assert_int_equal(g.current, 0);
    /* The same file gives the same game every time (the seed decides the shuffles). */
    static AlhGame again;
    assert_true(load_position("minimal.json", &again, msg, sizeof msg));
    assert_int_equal(alh_game_hash(&again), alh_game_hash(&g));
    play_to_the_end(&g);
}

/* The pile (1..5) of the deck index i, or 0 when i is past the piles. */
static int pile_of(const AlhGame *g, int i)
{
    for (int pile = 0; pile < ALH_NUM_PILES; pile++)
        if (i < g->pile_end[pile])
            return pile + 1;
    return 0;
}

/* A position with a module that moves a scoring card (the French Big Box's pile 5): the deck dealt
 * in on loading puts each card into the pile the module says, as the setup would. Every module is
 * tried; those that cannot be dealt in (their cards need the deck written out) are skipped. */
static void test_dealt_scoring_piles(void **state)
{
    (void)state;
    char path[512];
    snprintf(path, sizeof path, "%s/%s", POSITIONS_DIR, "minimal.json");
    size_t len;
    char *text = slurp(path, &len);
    json_t *root = json_loadb(text, len, 0, NULL);
    free(text);
    assert_non_null(root);
    static AlhGame g;
    int loaded = 0, moved = 0;
    for (int id = 0; id < ALH_MOD_COUNT; id++) {
        json_object_set_new(root, "modules", json_pack("[s]", alh_module_name(id)));
        char msg[256];
        if (!alh_state_from_json(root, &g, msg, sizeof msg))
            continue;
        loaded++;
        for (int which = 0; which < 2; which++) {
            int want = alh_scoring_card_pile(&g, which) + 1, at = -1;
            moved += want != 2 + 2 * which;
            for (int i = g.deck_pos; i < g.deck_len; i++)
                if (g.deck[i] == ALH_CARD_SCORING_1 + which)
                    at = i;
            if (pile_of(&g, at) != want)
                fail_msg("%s: scoring card %d in pile %d, not %d", alh_module_name(id), which + 1, pile_of(&g, at), want);
        }
        if (!alh_game_validate(&g, msg, sizeof msg))
            fail_msg("%s: %s", alh_module_name(id), msg);
    }
    json_decref(root);
    assert_true(loaded >= 2);
    assert_true(moved >= 1); /* some module moves a card: else this test checks nothing new */
}

/* The desktop client's saves carry its seats and log under "client": the game is the same. */
static void test_client_save(void **state)
{
    (void)state;
    static AlhGame plain, client;
    char msg[256];
    if (!load_position("minimal.json", &plain, msg, sizeof msg) || !load_position("client_save.json", &client, msg, sizeof msg))
        fail_msg("%s", msg);
    assert_int_equal(alh_game_hash(&client), alh_game_hash(&plain));
}

static void test_midgame(void **state)
{
    (void)state;
    static AlhGame g;
    char msg[256];
    if (!load_position("midgame.json", &g, msg, sizeof msg))
        fail_msg("%s", msg);
    assert_int_equal(g.num_players, 4);
    assert_int_equal(g.current, 2);
    assert_int_equal(g.turn, 40);
    assert_int_equal(g.players[0].score, 12);
    assert_int_equal(g.players[2].score, 8);
    assert_int_equal(g.market[0], 11);
    assert_int_equal(g.market[2], 0);
    assert_int_equal(g.display[2], ALH_CARD_NONE);
    assert_int_equal(g.where[30].loc, ALH_LOC_RESERVE);
    assert_int_equal(g.players[0].reserve_count, 1);
    assert_int_equal(g.players[0].board.tile_count, 3);
    /* One scoring done: only one scoring card is left, in pile 4. */
    int pile = 0;
    assert_int_equal(scoring_cards_in_deck(&g, &pile), 1);
    assert_int_equal(pile, 4);
    assert_int_equal(alh_cards_count(&g.discard), 3);
    play_to_the_end(&g);
}

static void test_two_player(void **state)
{
    (void)state;
    static AlhGame g;
    char msg[256];
    if (!load_position("two_player.json", &g, msg, sizeof msg))
        fail_msg("%s", msg);
    assert_true(alh_module_on(&g, ALH_MOD_TWO_PLAYER));
    assert_int_equal(g.copies, 2);
    assert_int_equal(g.dirk_score, 3);
    assert_int_equal(tiles_at(&g, ALH_LOC_DIRK), 6);
    assert_int_equal(g.dirk_type_count[ALH_PAVILION], 1);
    assert_int_equal(g.seed, 0x2a);
    assert_int_equal(alh_deck_remaining(&g), 72 - 5 - 4 + 2);
    play_to_the_end(&g);
}

static void test_placing(void **state)
{
    (void)state;
    static AlhGame g;
    char msg[256];
    if (!load_position("placing.json", &g, msg, sizeof msg))
        fail_msg("%s", msg);
    assert_int_equal(g.phase, ALH_PHASE_PLACE);
    assert_int_equal(g.current, 1);
    assert_int_equal(g.players[1].pending_count, 1);
    AlhCommand cmd = {0};
    cmd.type = ALH_CMD_PLACE;
    cmd.player = 1;
    cmd.tile = 42;
    cmd.x = 1;
    cmd.y = 0;
    assert_int_equal(alh_apply(&g, &cmd, NULL), ALH_OK);
    assert_int_equal(g.current, 2); /* the turn passed on */
}

/* Each kind of mistake names the place and the problem, and the game at hand stays as it was. */
static void test_bad_positions(void **state)
{
    (void)state;
    struct {
        const char *file, *message;
    } bad[] = {
        {"bad_syntax.json", "line 4 column 11: '}' expected"},
        {"bad_version.json", "version: version 3 is not supported"},
        {"bad_coordinate.json", "players[1].alhambra[3].x: expected a whole number"},
        {"bad_tile_twice.json", "market[0]: tile 17 is named twice: also at players[0].reserve[0]"},
        {"bad_card_too_many.json", "players[1].hand[1]: a card too many: all 3 copies of den5"},
        {"bad_wall.json", "impossible position: player 1's Alhambra: wall"},
        {"bad_unknown_field.json", "players[0].hnad: unknown field"},
        {"bad_dirk.json", "dirk: Dirk plays only in the 2-player game"},
    };
    static AlhGame g, before;
    play_random(&g, 4, 21, 50);
    before = g;
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char msg[512] = "";
        if (load_position(bad[i].file, &g, msg, sizeof msg))
            fail_msg("%s was accepted", bad[i].file);
        if (!strstr(msg, bad[i].message))
            fail_msg("%s: '%s' lacks '%s'", bad[i].file, msg, bad[i].message);
        assert_memory_equal(&g, &before, sizeof g);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_minimal),       cmocka_unit_test(test_dealt_scoring_piles), cmocka_unit_test(test_client_save),
        cmocka_unit_test(test_midgame),       cmocka_unit_test(test_two_player),          cmocka_unit_test(test_placing),
        cmocka_unit_test(test_bad_positions),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

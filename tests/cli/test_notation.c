/* SPDX-License-Identifier: MIT */
/* Command notation: every legal command survives text and back; bad text is refused clearly. */
#include "cli_test_util.h"
#include "persist/notation.h"

static void assert_same_command(const AlhCommand *a, const AlhCommand *b, const char *text)
{
    if (a->type != b->type || a->player != b->player || a->slots != b->slots || a->space != b->space || a->tile != b->tile ||
        a->tile2 != b->tile2 || a->x != b->x || a->y != b->y || a->option != b->option ||
        memcmp(&a->cards, &b->cards, sizeof a->cards) != 0)
        fail_msg("'%s' does not read back as the same command", text);
}

/* Plays a game with the random policy, checking that every legal command of every state reads
 * back as itself; records which command types were met. */
static long round_trip_game(const AlhSetup *setup, uint64_t policy_seed, unsigned *kinds)
{
    static AlhGame g;
    static AlhCommand cmds[4096];
    long checked = 0;
    assert_int_equal(alh_new_game(&g, setup, NULL), ALH_OK);
    AlhRng rng;
    alh_rng_seed(&rng, policy_seed, 5);
    for (int moves = 0; g.phase != ALH_PHASE_OVER; moves++) {
        assert_true(moves < 20000);
        size_t n = alh_legal_commands(&g, cmds, 4096);
        assert_true(n > 0 && n <= 4096);
        for (size_t i = 0; i < n; i++) {
            char text[ALH_NOTATION_MAX];
            AlhCommand back;
            AlhNotationError err;
            alh_notation_format(&g, &cmds[i], text, sizeof text);
            if (!alh_notation_parse(&g, text, &back, &err))
                fail_msg("'%s' is refused: %s %s", text, err.code, err.message);
            assert_same_command(&cmds[i], &back, text);
            *kinds |= 1u << cmds[i].type;
            checked++;
        }
        AlhCommand cmd;
        assert_int_equal(alh_random_policy(&g, &rng, &cmd), ALH_OK);
        assert_int_equal(alh_apply(&g, &cmd, NULL), ALH_OK);
    }
    return checked;
}

/* Every legal command of many states, written and read back, is the same command. */
static void test_round_trip_of_legal_commands(void **state)
{
    (void)state;
    long checked = 0;
    unsigned kinds = 0;
    for (int players = 2; players <= 6; players++)
        for (uint64_t seed = 1; seed <= 4; seed++) {
            AlhSetup setup = {.num_players = players, .seed = seed * 31 + (uint64_t)players, .modules = alh_modset_none()};
            checked += round_trip_game(&setup, seed, &kinds);
        }
    assert_true(checked > 10000);
    /* Every kind of command of the base game was met at least once (DECLINE belongs to the modules'
     * moments), and the 2-player rules' Dirk. */
    for (int t = ALH_CMD_TAKE_MONEY; t <= ALH_CMD_RESERVE; t++)
        if (!((kinds >> t) & 1u))
            fail_msg("no command of type %d was met", t);
    if (!((kinds >> ALH_CMD_GIVE_DIRK) & 1u))
        fail_msg("no command for Dirk was met");
}

/* The same for games with each optional module, and with all of them. */
static void test_round_trip_with_modules(void **state)
{
    (void)state;
    unsigned kinds = 0;
    for (int id = 1; id <= ALH_MOD_COUNT; id++) {
        uint32_t modules = id < ALH_MOD_COUNT ? 1u << id : ((1u << ALH_MOD_COUNT) - 1) & ~1u;
        for (uint64_t seed = 1; seed <= 2; seed++) {
            AlhSetup setup = {
                .num_players = 3 + (int)seed, .seed = seed * 7 + (uint64_t)id, .modules = alh_modset_from_bits(modules)};
            round_trip_game(&setup, seed, &kinds);
        }
    }
    /* The modules' own commands that are in the engine were met. */
    assert_true((kinds >> ALH_CMD_PLAY_BONUS) & 1u);
    assert_true((kinds >> ALH_CMD_TAKE_SQUARE) & 1u);
    assert_true((kinds >> ALH_CMD_TAKE_GATE_CARD) & 1u);
    assert_true((kinds >> ALH_CMD_DECLINE) & 1u);
    assert_true((kinds >> ALH_CMD_VIZIER_BUY) & 1u);
    assert_true((kinds >> ALH_CMD_BID) & 1u);
}

/* A payment with a card that is not the lowest copy keeps its copy letter and reads back exactly. */
static void test_copy_letters_when_needed(void **state)
{
    (void)state;
    static AlhGame g;
    AlhSetup setup = {.num_players = 3, .seed = 7, .modules = alh_modset_none()};
    assert_int_equal(alh_new_game(&g, &setup, NULL), ALH_OK);
    int p = g.current;
    int a = alh_card_make(ALH_FLORIN, 5, 0), b = alh_card_make(ALH_FLORIN, 5, 1);
    memset(&g.players[p].hand, 0, sizeof g.players[p].hand);
    alh_cards_add(&g.players[p].hand, a);
    alh_cards_add(&g.players[p].hand, b);
    AlhCommand c = {0};
    c.type = ALH_CMD_BUY;
    c.player = (uint8_t)p;
    c.space = 0;
    alh_cards_add(&c.cards, b);
    char text[ALH_NOTATION_MAX];
    assert_string_equal(alh_notation_format(&g, &c, text, sizeof text), "buy 1 flo5b");
    AlhCommand back;
    assert_true(alh_notation_parse(&g, text, &back, NULL));
    assert_same_command(&c, &back, text);
    /* The lowest copy needs no letter; a plain name picks it. */
    memset(&c.cards, 0, sizeof c.cards);
    alh_cards_add(&c.cards, a);
    assert_string_equal(alh_notation_format(&g, &c, text, sizeof text), "buy 1 flo5");
    assert_true(alh_notation_parse(&g, "buy 1 flo5+flo5", &back, NULL));
    assert_true(alh_cards_has(&back.cards, a) && alh_cards_has(&back.cards, b));
    /* Without a state the letters are always written. */
    assert_string_equal(alh_notation_format(NULL, &c, text, sizeof text), "buy 1 flo5a");
}

static void test_each_form(void **state)
{
    (void)state;
    static AlhGame g;
    AlhSetup setup = {.num_players = 2, .seed = 3, .modules = alh_modset_none()};
    assert_int_equal(alh_new_game(&g, &setup, NULL), ALH_OK);
    AlhCommand c;
    char text[ALH_NOTATION_MAX];
    struct {
        const char *text;
        int type;
    } forms[] = {
        {"take 1+3", ALH_CMD_TAKE_MONEY},
        {"place 17 1,-1", ALH_CMD_PLACE},
        {"reserve 17", ALH_CMD_RESERVE},
        {"dirk 17", ALH_CMD_GIVE_DIRK},
        {"redesign-add 17 0,1", ALH_CMD_REDESIGN_ADD},
        {"redesign-remove 17", ALH_CMD_REDESIGN_REMOVE},
        {"redesign-swap 17 23", ALH_CMD_REDESIGN_SWAP},
        {"pass", ALH_CMD_PASS},
        {"bonus 3", ALH_CMD_PLAY_BONUS},
        {"square garden", ALH_CMD_TAKE_SQUARE},
        {"gate-card", ALH_CMD_TAKE_GATE_CARD},
        {"decline", ALH_CMD_DECLINE},
        {"wake-vizier", ALH_CMD_WAKE_VIZIER},
        {"character 4", ALH_CMD_USE_CHARACTER},
        {"place 17 1,-1 gate=east", ALH_CMD_PLACE},
        {"redesign-swap 17 23 gate=north", ALH_CMD_REDESIGN_SWAP},
    };
    for (size_t i = 0; i < sizeof forms / sizeof forms[0]; i++) {
        AlhNotationError err;
        if (!alh_notation_parse(&g, forms[i].text, &c, &err))
            fail_msg("'%s' refused: %s", forms[i].text, err.message);
        assert_int_equal(c.type, forms[i].type);
        assert_int_equal(c.player, g.current);
        assert_string_equal(alh_notation_format(&g, &c, text, sizeof text), forms[i].text);
    }
    assert_true(alh_notation_parse(&g, "  place   17\t-2,3 ", &c, NULL));
    assert_int_equal(c.tile, 17);
    assert_int_equal(c.x, -2);
    assert_int_equal(c.y, 3);
    assert_true(alh_notation_parse(&g, "redesign-swap 17 23", &c, NULL));
    assert_int_equal(c.tile2, 23);
    assert_true(alh_notation_parse(&g, "take 4+2", &c, NULL));
    assert_int_equal(c.slots, 0xA);
    assert_true(alh_notation_parse(&g, "place 17 1,-1 gate=west", &c, NULL));
    assert_int_equal(c.option, 1 + ALH_WEST);
    assert_true(alh_notation_parse(&g, "square tower", &c, NULL));
    assert_int_equal(c.space, ALH_TOWER);
    /* Fields a form does not say travel as key=value. */
    assert_true(alh_notation_parse(&g, "character 2 tile=17 at=2,-3", &c, NULL));
    assert_int_equal(c.slots, 1);
    assert_int_equal(c.tile, 17);
    assert_int_equal(c.x, 2);
    assert_int_equal(c.y, -3);
    assert_string_equal(alh_notation_format(&g, &c, text, sizeof text), "character 2 tile=17 at=2,-3");
}

static void test_parse_errors(void **state)
{
    (void)state;
    static AlhGame g;
    AlhSetup setup = {.num_players = 3, .seed = 11, .modules = alh_modset_none()};
    assert_int_equal(alh_new_game(&g, &setup, NULL), ALH_OK);
    struct {
        const char *text, *code, *message;
    } bad[] = {
        {"", "bad-notation", "empty command"},
        {"jump 3", "bad-notation", "word 1 'jump': expected take, buy"},
        {"take", "bad-notation", "'take' needs display slots"},
        {"take 5", "bad-notation", "word 2 '5': expected display slots 1..4"},
        {"take 1+1", "bad-notation", "slot 1 is named twice"},
        {"take 1+", "bad-notation", "word 2 '1+'"},
        {"take 1 2", "bad-notation", "word 3 '2': unexpected"},
        {"buy 0 den5", "bad-notation", "word 2 '0': expected a market space 1..4"},
        {"buy 2", "bad-notation", "'buy' needs the cards as word 3"},
        {"buy 2 gold5", "bad-notation", "'gold5' is not a card"},
        {"buy 2 den0", "bad-notation", "'den0' is not a card"},
        {"buy 2 den5++den3", "bad-notation", "expected cards joined by '+'"},
        {"buy 2 den9+den9+den9+den9", "card-not-in-hand", "holds no den9"},
        {"place 17", "bad-notation", "needs a spot x,y as word 3"},
        {"place 17 1;2", "bad-notation", "word 3 '1;2': expected a spot x,y"},
        {"place 17 1,x", "bad-notation", "word 3 '1,x'"},
        {"place 250 1,2", "bad-notation",
         "word 2 '250': expected the tile, a tile id 1.."}, /* past the highest id, whatever it is */
        {"reserve", "bad-notation", "'reserve' needs the tile"},
        {"redesign-swap 17", "bad-notation", "needs the Alhambra tile it replaces"},
        {"pass now", "bad-notation", "word 2 'now': unexpected, 'pass' takes 0 words"},
        {"place 17 1,1 colour=red", "bad-notation", "word 4 'colour=red': unknown option"},
        {"place 17 1,1 at=2,2", "bad-notation", "'place' says that already"},
        {"place 17 1,1 gate=up", "bad-notation", "word 4 'gate=up': bad value"},
        {"square purple", "bad-notation", "expected a colour"},
        {"bonus 11", "bad-notation", "expected a number 1..10"},
        {"bid dia1", "card-not-in-hand", "does not hold dia1"},
        {"buy 2 char3", "bad-notation", "word 3: char3 is never held in a hand"},
        {"buy 2 den5+gate1", "bad-notation", "gate1 is never held in a hand"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        AlhCommand c;
        AlhNotationError err = {NULL, ""};
        if (alh_notation_parse(&g, bad[i].text, &c, &err))
            fail_msg("'%s' was accepted", bad[i].text);
        if (strcmp(err.code, bad[i].code) != 0 || !strstr(err.message, bad[i].message))
            fail_msg("'%s': got '%s %s', expected '%s ...%s...'", bad[i].text, err.code, err.message, bad[i].code,
                     bad[i].message);
    }
    /* Named copies must be in the hand. */
    int p = g.current;
    memset(&g.players[p].hand, 0, sizeof g.players[p].hand);
    alh_cards_add(&g.players[p].hand, alh_card_make(ALH_DENAR, 5, 0));
    AlhCommand c;
    AlhNotationError err;
    assert_false(alh_notation_parse(&g, "buy 3 den5b", &c, &err));
    assert_string_equal(err.code, "card-not-in-hand");
    assert_non_null(strstr(err.message, "does not hold den5b"));
    assert_true(alh_notation_parse(&g, "buy 3 den5a", &c, &err));
    /* Nobody moves once the game is over. */
    g.phase = ALH_PHASE_OVER;
    assert_false(alh_notation_parse(&g, "pass", &c, &err));
    assert_string_equal(err.code, "game-over");
}

static void test_cards_text(void **state)
{
    (void)state;
    for (int card = 0; card < ALH_NUM_MONEY_CARDS; card++) {
        char text[16];
        int cur, val, copy;
        assert_true(alh_card_parse(alh_card_text(card, true, text, sizeof text), &cur, &val, &copy));
        assert_int_equal(alh_card_make(cur, val, copy), card);
        assert_true(alh_card_parse(alh_card_text(card, false, text, sizeof text), &cur, &val, &copy));
        assert_int_equal(copy, -1);
        assert_int_equal(alh_card_make(cur, val, 0), alh_card_make(alh_card_currency(card), alh_card_value(card), 0));
    }
    int cur, val, copy;
    assert_true(alh_card_parse("ducat7", &cur, &val, &copy));
    assert_int_equal(cur, ALH_DUCAT);
    assert_false(alh_card_parse("den10", &cur, &val, &copy));
    assert_false(alh_card_parse("den5d", &cur, &val, &copy));
    assert_false(alh_card_parse("5den", &cur, &val, &copy));
    char text[16];
    assert_string_equal(alh_card_text(ALH_CARD_SCORING_2, true, text, sizeof text), "score2");
}

static void test_event_text(void **state)
{
    (void)state;
    AlhEvent e;
    memset(&e, 0, sizeof e);
    char line[ALH_EVENT_TEXT_MAX];
    e.type = ALH_EV_TILE_BOUGHT;
    e.player = 1;
    e.tile = 17;
    e.slot = 1;
    e.value = 10;
    e.exact = 1;
    assert_string_equal(alh_event_text(&e, line, sizeof line), "P2 bought 17 space 2 paid 10 exact");
    e.exact = 0;
    e.value = 11;
    assert_string_equal(alh_event_text(&e, line, sizeof line), "P2 bought 17 space 2 paid 11");
    memset(&e, 0, sizeof e);
    e.type = ALH_EV_TILE_PLACED;
    e.player = 0;
    e.tile = 5;
    e.x = -1;
    e.y = 2;
    assert_string_equal(alh_event_text(&e, line, sizeof line), "P1 placed 5 at -1,2");
    memset(&e, 0, sizeof e);
    e.type = ALH_EV_SCORING;
    e.round = 1;
    e.score.rank[0] = 1;
    e.score.rank[1] = 2;
    e.score.points[0][ALH_GARDEN] = 5;
    e.score.points[0][ALH_SCORE_WALL] = 3;
    e.score.total[0] = 8;
    e.score.points[ALH_DIRK][ALH_TOWER] = 6;
    e.score.total[ALH_DIRK] = 6;
    assert_string_equal(alh_event_text(&e, line, sizeof line), "scoring round 1: P1 +8 = 8, P2 +0 = 0, Dirk +6 = 6");
    /* Every event of real games has a line of its own words. */
    static AlhGame g;
    static AlhEvents ev;
    AlhSetup setup = {.num_players = 2, .seed = 5, .modules = alh_modset_none()};
    ev.count = 0;
    assert_int_equal(alh_new_game(&g, &setup, &ev), ALH_OK);
    AlhRng rng;
    alh_rng_seed(&rng, 1, 1);
    while (g.phase != ALH_PHASE_OVER) {
        for (int i = 0; i < ev.count; i++) {
            alh_event_text(&ev.ev[i], line, sizeof line);
            assert_true(strlen(line) > 4);
            assert_null(strstr(line, "event "));
            assert_null(strchr(line, '\n'));
        }
        AlhCommand cmd;
        assert_int_equal(alh_random_policy(&g, &rng, &cmd), ALH_OK);
        ev.count = 0;
        assert_int_equal(alh_apply(&g, &cmd, &ev), ALH_OK);
    }
    int over = 0;
    for (int i = 0; i < ev.count; i++)
        if (ev.ev[i].type == ALH_EV_GAME_OVER)
            over = strncmp(alh_event_text(&ev.ev[i], line, sizeof line), "game over: P1 ", 14) == 0;
    assert_true(over);
}

/* Random word soup: the parser never crashes, and anything it accepts is a command for the player
 * to move that the engine can judge, while refusals always carry a code and a message. */
static void test_random_text(void **state)
{
    (void)state;
    static AlhGame g;
    play_random(&g, 3, 17, 60);
    static const char *const words[] = {"take",
                                        "buy",
                                        "place",
                                        "reserve",
                                        "dirk",
                                        "redesign-add",
                                        "redesign-remove",
                                        "redesign-swap",
                                        "pass",
                                        "bonus",
                                        "square",
                                        "vizier",
                                        "bid",
                                        "character",
                                        "1",
                                        "2",
                                        "4",
                                        "5",
                                        "17",
                                        "99",
                                        "1+3",
                                        "1+1",
                                        "den5",
                                        "den5+dir3",
                                        "flo9b",
                                        "dia1",
                                        "0,1",
                                        "-1,0",
                                        "x,y",
                                        "gate=east",
                                        "at=1,1",
                                        "cards=den1",
                                        "tile=3",
                                        "garden",
                                        "reserve",
                                        "+",
                                        "=",
                                        ",",
                                        "",
                                        "1,",
                                        ",1",
                                        "den5++",
                                        "tile2=9",
                                        "slots=300"};
    AlhRng rng;
    alh_rng_seed(&rng, 42, 42);
    int accepted = 0;
    for (int round = 0; round < 20000; round++) {
        char text[256] = "";
        int n = 1 + (int)alh_rng_below(&rng, 5);
        for (int i = 0; i < n; i++) {
            strcat(text, words[alh_rng_below(&rng, sizeof words / sizeof words[0])]);
            strcat(text, alh_rng_below(&rng, 4) ? " " : "");
        }
        AlhCommand c;
        AlhNotationError err = {NULL, ""};
        if (alh_notation_parse(&g, text, &c, &err)) {
            assert_int_equal(c.player, alh_to_move(&g));
            (void)alh_check(&g, &c);
            accepted++;
        } else {
            assert_non_null(err.code);
            assert_true(strlen(err.message) > 5);
        }
    }
    assert_true(accepted > 100);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_round_trip_of_legal_commands),
        cmocka_unit_test(test_round_trip_with_modules),
        cmocka_unit_test(test_copy_letters_when_needed),
        cmocka_unit_test(test_each_form),
        cmocka_unit_test(test_parse_errors),
        cmocka_unit_test(test_cards_text),
        cmocka_unit_test(test_event_text),
        cmocka_unit_test(test_random_text),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

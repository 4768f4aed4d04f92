/* SPDX-License-Identifier: MIT */
/*
 * Random games at every player count, checked after every command: a valid state (all 54 tiles
 * and every money card accounted for), scores that never go down, events that fit, games that
 * end; every command alh_legal_commands lists is accepted by alh_check, and (on a share of
 * the states) every legal command is listed.
 *
 * SOAK_GAMES (environment) scales the number of games per player count; the default keeps the
 * whole engine suite within about a minute, sanitizers included.
 */
#include "fixtures.h"

#include "alhambra/bot.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_COMMANDS_PER_GAME 4000 /* far more than any real game: a bound, not a target */
#define LEGAL_CAP 4096

static AlhGame game, replay, before;
static AlhEvents events;
static AlhCommand legal[LEGAL_CAP];

/* Player counts to soak: all of 2..6, or the one given on the command line (meson runs one
 * test per count, in parallel). */
static int first_count = ALH_MIN_PLAYERS, last_count = ALH_MAX_PLAYERS;

static int games_per_count(void)
{
    const char *env = getenv("SOAK_GAMES");
    int n = env ? atoi(env) : 0;
    return n > 0 ? n : 400;
}

typedef struct SoakStats {
    long games, commands, legal_checked, garbage_refused, uniform, redesigns;
    int longest;
} SoakStats;

static void check_legal_commands(const AlhGame *g, SoakStats *st)
{
    size_t n = alh_legal_commands(g, legal, LEGAL_CAP);
    if (n > LEGAL_CAP)
        fail_msg("%zu legal commands: more than the test's buffer", n);
    assert_true(n > 0); /* the player to move always has something to do */
    for (size_t i = 0; i < n; i++) {
        AlhError e = alh_check(g, &legal[i]);
        if (e != ALH_OK)
            fail_msg("listed command type %d (tile %d at %d,%d) refused: %s", legal[i].type, legal[i].tile, legal[i].x,
                     legal[i].y, alh_error_code(e));
        assert_int_equal(legal[i].player, alh_to_move(g));
    }
    st->legal_checked += (long)n;
}

static bool listed(size_t n, const AlhCommand *want)
{
    for (size_t i = 0; i < n; i++) {
        const AlhCommand *c = &legal[i];
        if (c->type != want->type || c->tile != want->tile)
            continue;
        switch (want->type) {
        case ALH_CMD_TAKE_MONEY:
            if (c->slots == want->slots)
                return true;
            break;
        case ALH_CMD_PLACE:
        case ALH_CMD_REDESIGN_ADD:
            if (c->x == want->x && c->y == want->y)
                return true;
            break;
        case ALH_CMD_REDESIGN_SWAP:
            if (c->tile2 == want->tile2)
                return true;
            break;
        default: return true;
        }
    }
    return false;
}

static void expect_listed_iff_legal(const AlhGame *g, size_t n, const AlhCommand *c)
{
    bool ok = alh_check(g, c) == ALH_OK;
    if (ok != listed(n, c))
        fail_msg("command type %d tile %d/%d at %d,%d slots %d: %s but %s", c->type, c->tile, c->tile2, c->x, c->y, c->slots,
                 ok ? "legal" : "illegal", ok ? "not listed" : "listed");
}

/* The other half: every legal command of each kind is listed (payments: at least one per space). */
static void check_legal_list_is_complete(const AlhGame *g)
{
    size_t n = alh_legal_commands(g, legal, LEGAL_CAP);
    assert_true(n <= LEGAL_CAP);
    int p = alh_to_move(g);
    const AlhBoard *b = &g->players[p].board;
    AlhCommand c;
    if (g->phase == ALH_PHASE_ACTION) {
        for (unsigned mask = 1; mask < 16; mask++) {
            c = fx_cmd_take(p, mask);
            expect_listed_iff_legal(g, n, &c);
        }
        for (int s = 0; s < ALH_MARKET_SPACES; s++) {
            bool affordable =
                g->market[s] && alh_cards_sum(&g->players[p].hand, alh_market_currency(s)) >= alh_tile_info(g->market[s])->price;
            bool any = false;
            for (size_t i = 0; i < n; i++)
                any |= legal[i].type == ALH_CMD_BUY && legal[i].space == s;
            assert_int_equal(any, affordable);
        }
        for (int t = 1; t <= ALH_NUM_TILES; t++) {
            const AlhTilePlace *w = &g->where[t];
            if (w->owner != p)
                continue;
            if (w->loc == ALH_LOC_RESERVE) {
                for (int y = b->min_y - 1; y <= b->max_y + 1; y++)
                    for (int x = b->min_x - 1; x <= b->max_x + 1; x++) {
                        c = fx_cmd_add(p, t, x, y);
                        expect_listed_iff_legal(g, n, &c);
                    }
                for (int out = 1; out <= ALH_TILE_FOUNTAIN; out++) {
                    c = fx_cmd_swap(p, t, out);
                    expect_listed_iff_legal(g, n, &c);
                }
            } else if (w->loc == ALH_LOC_ALHAMBRA) {
                c = fx_cmd_remove(p, t);
                expect_listed_iff_legal(g, n, &c);
            }
        }
        c = fx_cmd_pass(p);
        expect_listed_iff_legal(g, n, &c);
    } else {
        for (int t = 1; t <= ALH_NUM_TILES; t++) {
            if (g->where[t].loc != ALH_LOC_PENDING || g->where[t].owner != p)
                continue;
            for (int y = b->min_y - 1; y <= b->max_y + 1; y++)
                for (int x = b->min_x - 1; x <= b->max_x + 1; x++) {
                    c = fx_cmd_place(p, t, x, y);
                    expect_listed_iff_legal(g, n, &c);
                }
            c = fx_cmd_reserve(p, t);
            expect_listed_iff_legal(g, n, &c);
            c = fx_cmd_give_dirk(p, t);
            expect_listed_iff_legal(g, n, &c);
        }
    }
}

/* alh_legal_commands_of agrees with the full list kind by kind, and every count is the total
 * whatever the buffer's size (the API: "writes at most cap; returns how many there are"). */
static AlhCommand by_kind[LEGAL_CAP], small[2];

static void check_lists_by_kind(const AlhGame *g)
{
    size_t n = alh_legal_commands(g, legal, LEGAL_CAP);
    assert_true(n <= LEGAL_CAP);
    assert_int_equal(alh_legal_commands(g, small, 0), n);
    assert_int_equal(alh_legal_commands(g, small, 1), n);
    for (int kind = ALH_CMD_TAKE_MONEY; kind < ALH_CMD_TYPE_COUNT; kind++) {
        size_t expected = 0;
        for (size_t i = 0; i < n; i++)
            expected += legal[i].type == kind;
        size_t got = alh_legal_commands_of(g, alh_kinds_one(kind), by_kind, LEGAL_CAP);
        if (got != expected)
            fail_msg("kind %d: %zu listed alone, %zu in the full list (phase %d)", kind, got, expected, g->phase);
        for (size_t i = 0; i < got; i++)
            assert_int_equal(by_kind[i].type, kind);
        size_t got_small = alh_legal_commands_of(g, alh_kinds_one(kind), small, 1);
        if (got_small != expected)
            fail_msg("kind %d with room for one: returned %zu, there are %zu (phase %d)", kind, got_small, expected, g->phase);
        if (expected > 0)
            assert_memory_equal(&small[0], &by_kind[0], sizeof small[0]);
    }
}

/* A random, mostly wrong command must be refused without a trace, or be legal. */
static void try_garbage(AlhGame *g, AlhRng *rng, SoakStats *st)
{
    AlhCommand c;
    unsigned char *bytes = (unsigned char *)&c;
    for (size_t k = 0; k < sizeof c; k++)
        bytes[k] = (unsigned char)alh_rng_next(rng);
    c.type = (uint8_t)(1 + c.type % (ALH_CMD_TYPE_COUNT - 1));
    c.player = (uint8_t)alh_to_move(g);
    c.x = (int8_t)(c.x % 6);
    c.y = (int8_t)(c.y % 6);
    c.tile = (uint8_t)(c.tile % 57);
    for (int w = 0; w < ALH_CARDSET_WORDS; w++)
        c.cards.bits[w] &= g->players[c.player].hand.bits[w];
    if (alh_check(g, &c) == ALH_OK)
        return;
    before = *g;
    memset(&events, 0, sizeof events);
    assert_int_not_equal(alh_apply(g, &c, &events), ALH_OK);
    assert_int_equal(events.count, 0);
    assert_memory_equal(&before, g, sizeof before);
    st->garbage_refused++;
}

/* Plays one game to the end; returns its final hash. */
static uint64_t soak_game(int players, uint64_t seed, SoakStats *st, bool checks)
{
    AlhSetup setup = {.num_players = players, .seed = seed, .modules = alh_modset_none()};
    assert_int_equal(alh_new_game(&game, &setup, NULL), ALH_OK);
    AlhRng rng, noise;
    alh_rng_seed(&rng, seed, 77);
    alh_rng_seed(&noise, seed, 78);
    int16_t last_score[ALH_MAX_PLAYERS + 1] = {0};
    int commands = 0;
    char msg[160];
    while (game.phase != ALH_PHASE_OVER) {
        if (commands >= MAX_COMMANDS_PER_GAME)
            fail_msg("%d players, seed %llu: no end after %d commands", players, (unsigned long long)seed, commands);
        if (checks) {
            check_legal_commands(&game, st);
            if (commands % 8 == 3) {
                check_legal_list_is_complete(&game);
                check_lists_by_kind(&game);
            }
            if (commands % 16 == 5)
                try_garbage(&game, &noise, st);
        }
        AlhCommand c;
        if (alh_rng_below(&rng, 10) < 3) {
            /* Now and then any legal command at all, so that redesigns (which the reference
             * policy seldom picks) are exercised too. */
            size_t n = alh_legal_commands(&game, legal, LEGAL_CAP);
            assert_true(n > 0 && n <= LEGAL_CAP);
            c = legal[alh_rng_below(&rng, (uint32_t)n)];
            st->uniform++;
            st->redesigns +=
                c.type == ALH_CMD_REDESIGN_ADD || c.type == ALH_CMD_REDESIGN_REMOVE || c.type == ALH_CMD_REDESIGN_SWAP;
        } else {
            assert_int_equal(alh_random_policy(&game, &rng, &c), ALH_OK);
        }
        memset(&events, 0, sizeof events);
        AlhError e = alh_apply(&game, &c, &events);
        if (e != ALH_OK)
            fail_msg("%d players, seed %llu: policy's command type %d refused: %s", players, (unsigned long long)seed, c.type,
                     alh_error_code(e));
        commands++;
        assert_int_equal(events.dropped, 0);
        if (checks && !alh_game_validate(&game, msg, sizeof msg))
            fail_msg("%d players, seed %llu, command %d (type %d): %s", players, (unsigned long long)seed, commands, c.type, msg);
        for (int p = 0; p < players; p++) {
            if (game.players[p].score < last_score[p])
                fail_msg("player %d's score went down from %d to %d", p, last_score[p], game.players[p].score);
            last_score[p] = game.players[p].score;
        }
        assert_true(game.dirk_score >= last_score[ALH_DIRK]);
        last_score[ALH_DIRK] = game.dirk_score;
        if (players != 2)
            assert_int_equal(game.dirk_score, 0);
    }
    assert_int_equal(game.scorings_done, 3);
    assert_int_equal(alh_to_move(&game), -1);
    assert_true(alh_game_validate(&game, msg, sizeof msg));
    st->games++;
    st->commands += commands;
    if (commands > st->longest)
        st->longest = commands;
    return alh_game_hash(&game);
}

static void test_random_games(void **state)
{
    (void)state;
    SoakStats total = {0};
    int per_count = games_per_count();
    for (int players = first_count; players <= last_count; players++) {
        SoakStats st = {0};
        for (int i = 0; i < per_count; i++)
            soak_game(players, 0x5eed0000u + (uint64_t)players * 100000u + (uint64_t)i, &st, true);
        printf("# %d players: %ld games, %ld commands (longest game %d, %ld redesigns), %ld listed commands "
               "checked, %ld bad commands refused\n",
               players, st.games, st.commands, st.longest, st.redesigns, st.legal_checked, st.garbage_refused);
        total.games += st.games;
        total.commands += st.commands;
        total.legal_checked += st.legal_checked;
        total.garbage_refused += st.garbage_refused;
    }
    printf("# soaked %ld games, %ld commands\n", total.games, total.commands);
    fflush(stdout);
}

/* Same seed, same commands: the same game to the last byte. */
static void test_replays_are_identical(void **state)
{
    (void)state;
    SoakStats st = {0};
    for (int players = first_count; players <= last_count; players++) {
        uint64_t a = soak_game(players, 4242 + (uint64_t)players, &st, false);
        replay = game;
        uint64_t b = soak_game(players, 4242 + (uint64_t)players, &st, false);
        assert_true(a == b);
        assert_memory_equal(&replay, &game, sizeof game);
        uint64_t c = soak_game(players, 4243 + (uint64_t)players, &st, false);
        assert_true(a != c);
    }
}

int main(int argc, char **argv)
{
    if (argc > 1) {
        int n = atoi(argv[1]);
        if (n < ALH_MIN_PLAYERS || n > ALH_MAX_PLAYERS) {
            fprintf(stderr, "usage: %s [players 2..6]\n", argv[0]);
            return 2;
        }
        first_count = last_count = n;
    }
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_random_games),
        cmocka_unit_test(test_replays_are_identical),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

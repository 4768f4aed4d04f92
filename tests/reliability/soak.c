/* SPDX-License-Identifier: MIT */
/*
 * Reliability soak: many random games across 2..6 players, the engine's invariants checked after
 * every command (alh_game_validate: tiles and money conserved, legal Alhambras, counters), scores
 * never going down, events never dropped, every game ending. Every 25th game also goes through the
 * persist layer: saved and reloaded mid-game (the same state to the byte), and recorded as a replay
 * that must verify.
 *
 * usage: soak GAMES [--seed S] [--modules a,b|random]
 * The engine's own soak (tests/engine/test_soak.c) checks the legal-command lists in depth on fewer
 * games; this one is about volume: it takes the number of games as an argument.
 */
#define _POSIX_C_SOURCE 200809L
#include "alhambra/bot.h"
#include "alhambra/game.h"
#include "persist/json_state.h"
#include "persist/replay.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MAX_COMMANDS_PER_GAME 5000 /* a bound far above any real game, not a target */
#define LEGAL_CAP 8192
#define PERSIST_EVERY 25

typedef struct SoakTotals {
    long games, commands, persisted, uniform;
    long per_count[ALH_MAX_PLAYERS + 1];
    int longest;
} SoakTotals;

static AlhCommand legal[LEGAL_CAP];
static AlhEvents events;

static void soak_fail(int players, uint64_t seed, uint64_t modules, int command, const char *fmt, ...)
    __attribute__((format(printf, 5, 6), noreturn));

static void soak_fail(int players, uint64_t seed, uint64_t modules, int command, const char *fmt, ...)
{
    fprintf(stderr, "FAIL: %d players, seed %" PRIu64 ", modules 0x%" PRIx64 ", command %d: ", players, seed, modules, command);
    va_list ap;
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fprintf(stderr, "\n");
    exit(1);
}

/*
 * Saved as JSON and loaded again: the same game (same hash, and saved again the same text). Saves
 * keep what the game is, not leftovers no rule reads; the loaded copy then plays the rest of the
 * game beside the original (soak_game), which proves that nothing left out ever mattered.
 */
static void check_save_round_trip(const AlhGame *g, int players, uint64_t seed, int command, AlhGame *loaded)
{
    char msg[512];
    char *text = alh_state_to_text(g, false);
    if (!text)
        soak_fail(players, seed, g->modules.bits[0], command, "cannot save the game");
    memset(loaded, 0xA5, sizeof *loaded);
    if (!alh_state_from_text(text, strlen(text), loaded, msg, sizeof msg))
        soak_fail(players, seed, g->modules.bits[0], command, "a save cannot be loaded: %s", msg);
    if (alh_game_hash(loaded) != alh_game_hash(g))
        soak_fail(players, seed, g->modules.bits[0], command, "a reloaded save hashes differently from the game");
    char *again = alh_state_to_text(loaded, false);
    if (!again || strcmp(text, again) != 0)
        soak_fail(players, seed, g->modules.bits[0], command, "a reloaded save is saved as another text");
    free(again);
    free(text);
}

/* Plays one game to its end, checking after every command. */
static void soak_game(int players, uint64_t seed, uint64_t modules, bool persist, SoakTotals *t)
{
    static AlhGame g, before, twin;
    bool twin_playing = false;
    AlhSetup setup = {.num_players = players, .seed = seed, .modules = alh_modset_from_bits(modules)};
    AlhReplay replay;
    char msg[256];
    if (alh_new_game(&g, &setup, NULL) != ALH_OK)
        soak_fail(players, seed, modules, 0, "the setup was refused");
    if (!alh_game_validate(&g, msg, sizeof msg))
        soak_fail(players, seed, modules, 0, "invalid right after setup: %s", msg);
    if (persist)
        alh_replay_init(&replay, &setup, &g);
    AlhRng rng;
    alh_rng_seed(&rng, seed, 0x736f616bu); /* "soak" */
    int16_t last[ALH_MAX_PLAYERS + 1] = {0};
    int n = 0, save_at = persist ? 20 + (int)alh_rng_below(&rng, 150) : -1;
    while (g.phase != ALH_PHASE_OVER) {
        if (n >= MAX_COMMANDS_PER_GAME)
            soak_fail(players, seed, modules, n, "the game did not end");
        if (alh_to_move(&g) < 0)
            soak_fail(players, seed, modules, n, "nobody is to move in a running game");
        AlhCommand c;
        if (alh_rng_below(&rng, 5) == 0) {
            /* Any legal command at all, now and then: reaches redesigns the policy seldom picks. */
            size_t count = alh_legal_commands(&g, legal, LEGAL_CAP);
            if (count == 0 || count > LEGAL_CAP)
                soak_fail(players, seed, modules, n, "no legal command, or too many");
            c = legal[alh_rng_below(&rng, (uint32_t)count)];
            t->uniform++;
        } else if (alh_random_policy(&g, &rng, &c) != ALH_OK) {
            soak_fail(players, seed, modules, n, "the random policy found nothing to do");
        }
        if (persist)
            before = g;
        events.count = events.dropped = 0;
        AlhError e = alh_apply(&g, &c, &events);
        if (e != ALH_OK)
            soak_fail(players, seed, modules, n, "a legal command was refused: %s", alh_error_code(e));
        if (twin_playing && (alh_apply(&twin, &c, NULL) != ALH_OK || alh_game_hash(&twin) != alh_game_hash(&g)))
            soak_fail(players, seed, modules, n, "the game loaded from a save plays differently from the original");
        n++;
        if (events.dropped)
            soak_fail(players, seed, modules, n, "events were dropped");
        if (!alh_game_validate(&g, msg, sizeof msg))
            soak_fail(players, seed, modules, n, "invariant broken: %s", msg);
        /* A score falls only in a scoring (a module's penalty, the invaders'), and never below 0. */
        bool scored = false;
        for (int k = 0; k < events.count; k++)
            scored |= events.ev[k].type == ALH_EV_SCORING;
        for (int p = 0; p < players; p++) {
            if (g.players[p].score < last[p] && !scored)
                soak_fail(players, seed, modules, n, "a score went down outside a scoring");
            if (g.players[p].score < 0)
                soak_fail(players, seed, modules, n, "a score below 0");
            last[p] = g.players[p].score;
        }
        if (g.dirk_score < last[ALH_DIRK])
            soak_fail(players, seed, modules, n, "Dirk's score went down");
        last[ALH_DIRK] = g.dirk_score;
        if (persist) {
            if (!alh_replay_record(&replay, &before, &c, &g))
                soak_fail(players, seed, modules, n, "out of memory recording");
            if (n == save_at) {
                check_save_round_trip(&g, players, seed, n, &twin);
                twin_playing = true;
            }
        }
    }
    if (g.scorings_done != 3 || alh_to_move(&g) != -1)
        soak_fail(players, seed, modules, n, "the game ended without its three scorings");
    if (persist) {
        check_save_round_trip(&g, players, seed, n, &twin);
        alh_replay_finish(&replay, &g);
        AlhReplayResult res;
        static AlhGame replayed;
        if (!alh_replay_verify(&replay, &replayed, &res))
            soak_fail(players, seed, modules, n, "the recorded replay does not verify: %s", res.message);
        if (memcmp(&replayed, &g, sizeof g) != 0)
            soak_fail(players, seed, modules, n, "the replay reaches another game");
        alh_replay_free(&replay);
        t->persisted++;
    }
    t->games++;
    t->per_count[players]++;
    t->commands += n;
    if (n > t->longest)
        t->longest = n;
}

int main(int argc, char **argv)
{
    long games = argc > 1 ? strtol(argv[1], NULL, 10) : 0;
    uint64_t base = 0x50a4000000ULL;
    uint64_t modules = 0;
    bool random_modules = false;
    for (int i = 2; i + 1 < argc; i += 2) {
        if (strcmp(argv[i], "--seed") == 0) {
            base = strtoull(argv[i + 1], NULL, 0);
        } else if (strcmp(argv[i], "--modules") == 0) {
            random_modules = strcmp(argv[i + 1], "random") == 0;
            AlhModuleSet set;
            char msg[1024];
            if (!random_modules && !alh_modules_parse(argv[i + 1], &set, msg, sizeof msg)) {
                fprintf(stderr, "soak: %s\n", msg);
                return 2;
            }
            modules = random_modules ? 0 : set.bits[0];
        } else {
            fprintf(stderr, "soak: unknown option '%s'\n", argv[i]);
            return 2;
        }
    }
    /* SOAK_GAMES overrides the count (the sanitizer run uses fewer games: it is several times slower). */
    const char *env = getenv("SOAK_GAMES");
    if (env && atol(env) > 0)
        games = atol(env);
    if (games <= 0) {
        fprintf(stderr, "usage: soak GAMES [--seed S] [--modules a,b|random]\n");
        return 2;
    }
    SoakTotals t = {0};
    clock_t start = clock();
    for (long i = 0; i < games; i++) {
        int players = ALH_MIN_PLAYERS + (int)(i % (ALH_MAX_PLAYERS - ALH_MIN_PLAYERS + 1));
        uint64_t seed = base + (uint64_t)i;
        uint64_t mods = modules;
        if (random_modules) {
            AlhRng r;
            alh_rng_seed(&r, seed, 0x6d6f6473u);
            mods = alh_rng_next(&r) & alh_modules_optional().bits[0];
        }
        bool persist = i % PERSIST_EVERY == 0;
        soak_game(players, seed, mods, persist, &t);
    }
    double secs = (double)(clock() - start) / CLOCKS_PER_SEC;
    printf("soaked %ld games (", t.games);
    for (int p = ALH_MIN_PLAYERS; p <= ALH_MAX_PLAYERS; p++)
        printf("%s%ld with %d", p > ALH_MIN_PLAYERS ? ", " : "", t.per_count[p], p);
    printf(" players), %ld commands (%ld uniformly chosen, longest game %d), invariants checked after each;\n", t.commands,
           t.uniform, t.longest);
    printf("%ld games also saved, reloaded and replayed; %.1f s CPU\n", t.persisted, secs);
    return 0;
}

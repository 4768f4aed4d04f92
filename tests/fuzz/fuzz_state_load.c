/* SPDX-License-Identifier: MIT */
/*
 * Fuzz target: the JSON position loader. Any bytes must give either a valid game or a clear error;
 * a refused load must leave the previous game exactly as it was; a loaded game must survive a
 * save/load round trip unchanged and a few commands of play, and the reference random player must
 * find a legal command in it.
 */
#include "persist/json_state.h"
#include "alhambra/bot.h"
#include "alhambra/game.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* A crash with a reason: libFuzzer (and the corpus runner) report the abort and keep the input. */
static void fuzz_fail(const char *what, const char *detail)
{
    fprintf(stderr, "fuzz_state_load: %s%s%s\n", what, detail ? ": " : "", detail ? detail : "");
    abort();
}

/* The previous game: a real game a few commands in, so that "unchanged" means something. */
static const AlhGame *previous_game(void)
{
    static AlhGame g;
    static int ready;
    if (!ready) {
        AlhSetup setup = {.num_players = 4, .seed = 20261125, .modules = alh_modset_none()};
        if (alh_new_game(&g, &setup, NULL) != ALH_OK)
            fuzz_fail("cannot start the reference game", NULL);
        for (int i = 0; i < 6; i++) {
            AlhCommand cmds[256];
            size_t n = alh_legal_commands(&g, cmds, 256);
            if (n == 0 || alh_apply(&g, &cmds[n / 2 < 256 ? n / 2 : 0], NULL) != ALH_OK)
                fuzz_fail("cannot play the reference game", NULL);
        }
        ready = 1;
    }
    return &g;
}

/* A loaded game must be playable: the random player finds a legal command, and a few listed
 * commands apply, the game checked after each. */
static void play_a_little(AlhGame *g)
{
    static AlhCommand cmds[4096];
    char msg[200];
    if (g->phase != ALH_PHASE_OVER) {
        AlhRng rng;
        alh_rng_seed(&rng, 5, 1);
        AlhCommand chosen;
        AlhError e = alh_random_policy(g, &rng, &chosen);
        if (e != ALH_OK)
            fuzz_fail("the random player found no command in a loaded game", alh_error_code(e));
        e = alh_check(g, &chosen);
        if (e != ALH_OK)
            fuzz_fail("the random player chose an illegal command in a loaded game", alh_error_code(e));
    }
    for (int step = 0; step < 4 && g->phase != ALH_PHASE_OVER; step++) {
        size_t n = alh_legal_commands(g, cmds, 4096);
        if (n == 0)
            fuzz_fail("a loaded game has no legal command for the player to move", NULL);
        size_t pick = (size_t)(step * 7919) % (n < 4096 ? n : 4096);
        AlhError e = alh_apply(g, &cmds[pick], NULL);
        if (e != ALH_OK)
            fuzz_fail("a listed command was refused after loading", alh_error_code(e));
        if (!alh_game_validate(g, msg, sizeof msg))
            fuzz_fail("a loaded game became invalid in play", msg);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static AlhGame game, again;
    const AlhGame *prev = previous_game();
    memcpy(&game, prev, sizeof game);
    char msg[512] = "";
    if (!alh_state_from_text((const char *)data, size, &game, msg, sizeof msg)) {
        if (msg[0] == '\0')
            fuzz_fail("a refused load gave no message", NULL);
        if (memcmp(&game, prev, sizeof game) != 0)
            fuzz_fail("a refused load changed the previous game", msg);
        return 0;
    }
    char why[200];
    if (!alh_game_validate(&game, why, sizeof why))
        fuzz_fail("an accepted load is not a valid game", why);
    /* Saved and loaded again: the very same game. */
    char *text = alh_state_to_text(&game, true);
    if (!text)
        fuzz_fail("cannot save a loaded game", NULL);
    if (!alh_state_from_text(text, strlen(text), &again, msg, sizeof msg))
        fuzz_fail("a saved game cannot be loaded again", msg);
    free(text);
    if (alh_game_hash(&again) != alh_game_hash(&game))
        fuzz_fail("a save/load round trip changed the game", NULL);
    play_a_little(&game);
    return 0;
}

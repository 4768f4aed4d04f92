/* SPDX-License-Identifier: MIT */
/*
 * Fuzz target: replay files. Any bytes must be read as a replay or refused with a message; a read
 * replay is verified from its seed (stopping at the first divergence, never crashing), and what
 * verification reaches is a valid game.
 */
#include "persist/replay.h"
#include "alhambra/game.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void fuzz_fail(const char *what, const char *detail)
{
    fprintf(stderr, "fuzz_replay: %s%s%s\n", what, detail ? ": " : "", detail ? detail : "");
    abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static AlhGame final;
    AlhReplay replay;
    char msg[512] = "";
    if (!alh_replay_from_text((const char *)data, size, &replay, msg, sizeof msg)) {
        if (msg[0] == '\0')
            fuzz_fail("a refused replay gave no message", NULL);
        if (replay.commands || replay.checksums || replay.count)
            fuzz_fail("a refused replay kept something", msg);
        return 0;
    }
    AlhReplayResult res;
    bool ok = alh_replay_verify(&replay, &final, &res);
    if (ok != res.ok || res.message[0] == '\0')
        fuzz_fail("the verification result contradicts itself", res.message);
    if (res.applied > replay.count)
        fuzz_fail("more commands applied than the replay has", res.message);
    if (ok && res.applied != replay.count)
        fuzz_fail("a verified replay skipped commands", res.message);
    if (res.bad_index != -2) {
        char why[200];
        if (!alh_game_validate(&final, why, sizeof why))
            fuzz_fail("a replayed game is not valid", why);
        if (alh_game_hash(&final) != res.final_hash)
            fuzz_fail("the final hash is not the final game's", NULL);
    }
    /* Written back and read again: the same replay. */
    json_t *j = alh_replay_to_json(&replay);
    AlhReplay again;
    if (!j || !alh_replay_from_json(j, &again, msg, sizeof msg))
        fuzz_fail("a read replay cannot be written and read again", msg);
    if (again.count != replay.count || again.checksum_count != replay.checksum_count)
        fuzz_fail("a replay changed in a write/read round trip", NULL);
    for (size_t i = 0; i < replay.count; i++)
        if (strcmp(again.commands[i], replay.commands[i]) != 0)
            fuzz_fail("a command changed in a write/read round trip", replay.commands[i]);
    json_decref(j);
    alh_replay_free(&again);
    alh_replay_free(&replay);
    return 0;
}

/* SPDX-License-Identifier: MIT */
/* Replays: a recorded game verifies; a tampered one fails at the right command. */
#define _POSIX_C_SOURCE 200809L
#include "cli_test_util.h"
#include "persist/notation.h"
#include "persist/replay.h"

/* Records a whole random game into r; final receives the last state. */
static void record_game_with(AlhReplay *r, int players, uint64_t seed, uint32_t modules, AlhGame *final)
{
    static AlhGame before;
    AlhSetup setup = {.num_players = players, .seed = seed, .modules = alh_modset_from_bits(modules)};
    assert_int_equal(alh_new_game(final, &setup, NULL), ALH_OK);
    alh_replay_init(r, &setup, final);
    AlhRng rng;
    alh_rng_seed(&rng, seed, 1);
    while (final->phase != ALH_PHASE_OVER) {
        AlhCommand cmd;
        assert_int_equal(alh_random_policy(final, &rng, &cmd), ALH_OK);
        before = *final;
        assert_int_equal(alh_apply(final, &cmd, NULL), ALH_OK);
        assert_true(alh_replay_record(r, &before, &cmd, final));
    }
    assert_true(alh_replay_finish(r, final));
}

static void record_game(AlhReplay *r, int players, uint64_t seed, AlhGame *final)
{
    record_game_with(r, players, seed, 0, final);
}

/* Writes the replay as JSON text and reads it back, as a file round trip would. */
static void through_json(const AlhReplay *in, AlhReplay *out)
{
    json_t *j = alh_replay_to_json(in);
    char *text = json_dumps(j, JSON_INDENT(1));
    char msg[256];
    json_decref(j);
    if (!alh_replay_from_text(text, strlen(text), out, msg, sizeof msg))
        fail_msg("%s", msg);
    free(text);
}

static void test_recorded_games_verify(void **state)
{
    (void)state;
    static AlhGame final, replayed;
    for (int players = 2; players <= 6; players++) {
        AlhReplay r, back;
        record_game(&r, players, 500 + (uint64_t)players, &final);
        assert_true(r.count > 50);
        /* checksums at 0, every 10 and at the end */
        assert_int_equal(r.checksums[0].index, 0);
        assert_int_equal(r.checksums[1].index, 10);
        assert_int_equal(r.checksums[r.checksum_count - 1].index, r.count);
        assert_int_equal(r.checksum_count, 1 + r.count / 10 + (r.count % 10 ? 1 : 0));
        through_json(&r, &back);
        assert_int_equal(back.count, r.count);
        assert_int_equal(back.setup.num_players, players);
        AlhReplayResult res;
        if (!alh_replay_verify(&back, &replayed, &res))
            fail_msg("%s", res.message);
        assert_true(res.ok);
        assert_int_equal(res.bad_index, -1);
        assert_int_equal(res.applied, r.count);
        assert_int_equal(alh_game_hash(&replayed), alh_game_hash(&final));
        assert_int_equal(replayed.phase, ALH_PHASE_OVER);
        alh_replay_free(&r);
        alh_replay_free(&back);
    }
}

/* Games with the expansions' modules replay too: their commands' notation loses nothing. */
static void test_games_with_modules_verify(void **state)
{
    (void)state;
    static AlhGame final, replayed;
    for (int id = 1; id <= ALH_MOD_COUNT; id++) {
        uint32_t modules = id < ALH_MOD_COUNT ? 1u << id : ((1u << ALH_MOD_COUNT) - 1) & ~1u;
        AlhReplay r, back;
        record_game_with(&r, 4, 900 + (uint64_t)id, modules, &final);
        through_json(&r, &back);
        AlhReplayResult res;
        if (!alh_replay_verify(&back, &replayed, &res))
            fail_msg("modules %#x: %s", modules, res.message);
        assert_int_equal(alh_game_hash(&replayed), alh_game_hash(&final));
        alh_replay_free(&r);
        alh_replay_free(&back);
    }
}

static void replace_command(AlhReplay *r, size_t i, const char *text)
{
    free(r->commands[i]);
    r->commands[i] = strdup(text);
}

static void test_tampered_replays_fail_at_the_right_index(void **state)
{
    (void)state;
    static AlhGame final;
    AlhReplay r;
    AlhReplayResult res;
    record_game(&r, 4, 77, &final);
    assert_true(r.count > 60);

    /* A command that cannot be read. */
    char *saved = strdup(r.commands[37]);
    replace_command(&r, 37, "jump 3");
    assert_false(alh_replay_verify(&r, NULL, &res));
    assert_int_equal(res.bad_index, 37);
    assert_int_equal(res.applied, 37);
    assert_non_null(strstr(res.message, "command 37 'jump 3' cannot be read"));

    /* A command that reads but is illegal there. */
    replace_command(&r, 37, "place 1 20,20");
    assert_false(alh_replay_verify(&r, NULL, &res));
    assert_int_equal(res.bad_index, 37);
    assert_non_null(strstr(res.message, "is illegal here"));
    replace_command(&r, 37, saved);
    free(saved);
    assert_true(alh_replay_verify(&r, NULL, &res));

    /* A wrong checksum: the command just before it is named. */
    r.checksums[3].hash ^= 1; /* index 30 */
    assert_int_equal(r.checksums[3].index, 30);
    assert_false(alh_replay_verify(&r, NULL, &res));
    assert_int_equal(res.bad_index, 29);
    assert_non_null(strstr(res.message, "differs"));
    r.checksums[3].hash ^= 1;

    /* Another legal command in place of the recorded one: caught no later than the next checksum. */
    static AlhGame g;
    AlhSetup setup = r.setup;
    assert_int_equal(alh_new_game(&g, &setup, NULL), ALH_OK);
    size_t k = 0;
    for (;; k++) {
        AlhCommand cmd, list[512];
        size_t n = alh_legal_commands(&g, list, 512);
        char text[ALH_NOTATION_MAX];
        if (k >= 41 && n > 1) {
            for (size_t i = 0; i < n && i < 512; i++) {
                alh_notation_format(&g, &list[i], text, sizeof text);
                if (strcmp(text, r.commands[k]) != 0)
                    break;
            }
            replace_command(&r, k, text);
            break;
        }
        assert_true(alh_notation_parse(&g, r.commands[k], &cmd, NULL));
        assert_int_equal(alh_apply(&g, &cmd, NULL), ALH_OK);
    }
    assert_false(alh_replay_verify(&r, NULL, &res));
    size_t next_checksum = (k / 10 + 1) * 10;
    assert_true(res.bad_index >= (long)k);
    assert_true(res.bad_index <= (long)next_checksum - 1);
    alh_replay_free(&r);
}

static void test_malformed_replays(void **state)
{
    (void)state;
    struct {
        const char *text, *message;
    } bad[] = {
        {"{\"format\": \"alhambra-replay\", \"version\": 1, \"setup\": {\"players\": 3}}", "setup.seed: missing"},
        {"{\"format\": \"alhambra-replay\", \"version\": 3}", "version: this build reads versions 1 to 2"},
        {"{\"format\": \"alhambra-state\", \"version\": 1}", "format: expected \"alhambra-replay\""},
        {"{\"format\": \"alhambra-replay\", \"version\": 1, \"setup\": {\"players\": 9, \"seed\": 1}}",
         "setup.players: 9 is out of range"},
        {"{\"format\": \"alhambra-replay\", \"version\": 1, \"setup\": {\"players\": 3, \"seed\": 1}, \"commands\": [\"take 1\", "
         "5]}",
         "commands[1]: expected a command"},
        {"{\"format\": \"alhambra-replay\", \"version\": 1, \"setup\": {\"players\": 3, \"seed\": 1}, \"commands\": [],"
         " \"checksums\": [{\"index\": 4, \"hash\": \"00\"}]}",
         "checksums[0].index: 4 is out of range"},
        {"{\"format\": \"alhambra-replay\", \"version\": 1, \"setup\": {\"players\": 3, \"seed\": 1, \"modules\": [\"x\"]}}",
         "setup.modules[0]: unknown module"},
        {"{\"format\": \"alhambra-replay\",", "line 1 column"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        AlhReplay r;
        char msg[256] = "";
        if (alh_replay_from_text(bad[i].text, strlen(bad[i].text), &r, msg, sizeof msg))
            fail_msg("accepted: %s", bad[i].text);
        if (!strstr(msg, bad[i].message))
            fail_msg("'%s' lacks '%s'", msg, bad[i].message);
        assert_int_equal(r.count, 0);
        assert_null(r.commands);
    }
}

/*
 * Replays recorded by version 1 (before the modules had folders of their own, when checksums hashed
 * the game's raw memory): they still verify, checksum by checksum, and a changed checksum is caught.
 * Recorded with `alhambra-cli record` of that build: 4 players; 3 and 2 players with every module of
 * expansions 1 and 2 but the characters (whose rules were to change).
 */
static void test_version_1_replays_still_verify(void **state)
{
    (void)state;
    static const char *const names[] = {"base-4p.json", "modules-3p.json", "modules-2p.json"};
    for (size_t k = 0; k < sizeof names / sizeof names[0]; k++) {
        char path[512];
        snprintf(path, sizeof path, "%s/%s", REPLAYS_V1_DIR, names[k]);
        FILE *f = fopen(path, "rb");
        assert_non_null(f);
        static char text[1 << 17];
        size_t n = fread(text, 1, sizeof text - 1, f);
        fclose(f);
        text[n] = '\0';
        AlhReplay r;
        char msg[256];
        if (!alh_replay_from_text(text, n, &r, msg, sizeof msg))
            fail_msg("%s: %s", names[k], msg);
        assert_int_equal(r.version, 1);
        assert_true(r.checksum_count > 10);
        AlhReplayResult res;
        if (!alh_replay_verify(&r, NULL, &res))
            fail_msg("%s does not verify: %s", names[k], res.message);
        assert_int_equal(res.applied, r.count);
        /* One checksum changed: the divergence is found there. */
        size_t mid = r.checksum_count / 2;
        r.checksums[mid].hash ^= 1;
        assert_false(alh_replay_verify(&r, NULL, &res));
        assert_int_equal(res.bad_index, (long)r.checksums[mid].index - 1);
        alh_replay_free(&r);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_recorded_games_verify),
        cmocka_unit_test(test_games_with_modules_verify),
        cmocka_unit_test(test_tampered_replays_fail_at_the_right_index),
        cmocka_unit_test(test_malformed_replays),
        cmocka_unit_test(test_version_1_replays_still_verify),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

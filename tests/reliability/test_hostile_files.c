/* SPDX-License-Identifier: MIT */
/*
 * Hostile save and replay files: truncated at every length, corrupted byte by byte, the wrong
 * version, huge numbers, deep nesting, a 100 MB string, every field with every wrong type,
 * duplicate keys, NaN. Each must be refused with a message (or, where the file still says
 * something sensible, read as a valid game), never crash, and a refused load must leave the game
 * that was there before untouched.
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "alhambra/bot.h"
#include "persist/file_io.h"
#include "persist/json_state.h"
#include "persist/replay.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static AlhGame previous, game;
static char *good_save;   /* a real save, mid-game */
static char *good_replay; /* a real replay of a whole game */

/* ------------------------------------------------------------------ fixtures */

static char *dump(json_t *j)
{
    char *text = json_dumps(j, JSON_COMPACT);
    json_decref(j);
    assert_non_null(text);
    return text;
}

static int make_fixtures(void **state)
{
    (void)state;
    AlhSetup setup = {.num_players = 4, .seed = 777, .modules = alh_modset_none()};
    AlhReplay replay;
    static AlhGame before;
    if (alh_new_game(&previous, &setup, NULL) != ALH_OK)
        return -1;
    alh_replay_init(&replay, &setup, &previous);
    AlhRng rng;
    alh_rng_seed(&rng, 777, 1);
    for (int n = 0; previous.phase != ALH_PHASE_OVER; n++) {
        AlhCommand c;
        if (n == 60)
            good_save = alh_state_to_text(&previous, true);
        if (alh_random_policy(&previous, &rng, &c) != ALH_OK)
            return -1;
        before = previous;
        if (alh_apply(&previous, &c, NULL) != ALH_OK)
            return -1;
        alh_replay_record(&replay, &before, &c, &previous);
    }
    alh_replay_finish(&replay, &previous);
    good_replay = dump(alh_replay_to_json(&replay));
    alh_replay_free(&replay);
    /* "previous" is now a finished game: the one a refused load must leave in place. */
    return good_save && good_replay ? 0 : -1;
}

static int free_fixtures(void **state)
{
    (void)state;
    free(good_save);
    free(good_replay);
    return 0;
}

/* ------------------------------------------------------------------ checks */

typedef enum { REFUSED, LOADED } Outcome;

/* Loads text over a copy of `previous`; checks the contract whichever way it goes. */
static Outcome load_state(const char *text, size_t len, char *msg, size_t msg_size)
{
    game = previous;
    msg[0] = '\0';
    if (alh_state_from_text(text, len, &game, msg, msg_size)) {
        char why[200];
        if (!alh_game_validate(&game, why, sizeof why))
            fail_msg("an accepted state is not valid: %s", why);
        return LOADED;
    }
    if (strlen(msg) < 8)
        fail_msg("a refused state gave no clear message: '%s'", msg);
    if (memcmp(&game, &previous, sizeof game) != 0)
        fail_msg("a refused state changed the game (%s)", msg);
    return REFUSED;
}

static void expect_state_refused(const char *text, const char *words)
{
    char msg[512];
    if (load_state(text, strlen(text), msg, sizeof msg) != REFUSED)
        fail_msg("accepted: %.200s", text);
    if (words && !strstr(msg, words))
        fail_msg("message '%s' does not say '%s'", msg, words);
}

static Outcome load_replay(const char *text, size_t len, char *msg, size_t msg_size)
{
    AlhReplay r;
    msg[0] = '\0';
    if (!alh_replay_from_text(text, len, &r, msg, msg_size)) {
        if (strlen(msg) < 8)
            fail_msg("a refused replay gave no clear message: '%s'", msg);
        assert_null(r.commands);
        return REFUSED;
    }
    /* A replay that reads must verify or diverge with a message; both end cleanly. */
    AlhReplayResult res;
    static AlhGame end;
    alh_replay_verify(&r, &end, &res);
    assert_true(res.message[0] != '\0');
    alh_replay_free(&r);
    return LOADED;
}

static void expect_replay_refused(const char *text, const char *words)
{
    char msg[512];
    if (load_replay(text, strlen(text), msg, sizeof msg) != REFUSED)
        fail_msg("accepted: %.200s", text);
    if (words && !strstr(msg, words))
        fail_msg("message '%s' does not say '%s'", msg, words);
}

/* ------------------------------------------------------------------ truncated and corrupted */

static void test_truncated_at_every_length(void **state)
{
    (void)state;
    char msg[512];
    size_t len = strlen(good_save);
    assert_int_equal(load_state(good_save, len, msg, sizeof msg), LOADED);
    for (size_t cut = 0; cut < len; cut++)
        if (load_state(good_save, cut, msg, sizeof msg) != REFUSED)
            fail_msg("a save cut at byte %zu of %zu was accepted", cut, len);
    len = strlen(good_replay);
    assert_int_equal(load_replay(good_replay, len, msg, sizeof msg), LOADED);
    for (size_t cut = 0; cut < len; cut += 3)
        if (load_replay(good_replay, cut, msg, sizeof msg) != REFUSED)
            fail_msg("a replay cut at byte %zu of %zu was accepted", cut, len);
}

static void test_corrupted_bytes(void **state)
{
    (void)state;
    char msg[512];
    size_t len = strlen(good_save);
    char *copy = malloc(len + 1);
    static const char junk[] = {'\0', '"', '}', ']', ',', '9', '-', 'x', '\\', (char)0xff, (char)0xc3, ' '};
    long refused = 0, loaded = 0;
    /* Every byte position with one of the junk bytes, round-robin; and 2000 random double flips. */
    for (size_t i = 0; i < len; i++) {
        memcpy(copy, good_save, len + 1);
        copy[i] = junk[i % sizeof junk];
        load_state(copy, len, msg, sizeof msg) == REFUSED ? refused++ : loaded++;
    }
    AlhRng rng;
    alh_rng_seed(&rng, 99, 3);
    for (int k = 0; k < 2000; k++) {
        memcpy(copy, good_save, len + 1);
        for (int f = 0; f < 2; f++)
            copy[alh_rng_below(&rng, (uint32_t)len)] ^= (char)(1u << alh_rng_below(&rng, 8));
        load_state(copy, len, msg, sizeof msg) == REFUSED ? refused++ : loaded++;
    }
    printf("# corrupted saves: %ld refused, %ld still valid games\n", refused, loaded);
    assert_true(refused > loaded);
    free(copy);

    len = strlen(good_replay);
    copy = malloc(len + 1);
    refused = loaded = 0;
    for (int k = 0; k < 1500; k++) {
        memcpy(copy, good_replay, len + 1);
        copy[alh_rng_below(&rng, (uint32_t)len)] = junk[k % sizeof junk];
        load_replay(copy, len, msg, sizeof msg) == REFUSED ? refused++ : loaded++;
    }
    printf("# corrupted replays: %ld refused, %ld read (then verified or diverged)\n", refused, loaded);
    free(copy);
}

/* ------------------------------------------------------------------ versions and formats */

static void test_wrong_versions_and_formats(void **state)
{
    (void)state;
    static const char *const versions[] = {"0", "3", "-1", "1.0", "\"1\"", "null", "true", "99999999999999999999", "[1]"};
    for (size_t i = 0; i < sizeof versions / sizeof versions[0]; i++) {
        char text[128];
        snprintf(text, sizeof text, "{\"format\":\"alhambra-state\",\"version\":%s,\"players\":[{},{}]}", versions[i]);
        expect_state_refused(text, NULL);
        snprintf(text, sizeof text, "{\"format\":\"alhambra-replay\",\"version\":%s,\"setup\":{\"players\":3,\"seed\":1}}",
                 versions[i]);
        expect_replay_refused(text, NULL);
    }
    expect_state_refused("{\"format\":\"alhambra-state\",\"version\":3,\"players\":[{},{}]}", "version 3 is not supported");
    expect_state_refused("{\"format\":\"alhambra-view\",\"version\":1}", "view");
    expect_state_refused("{\"format\":\"alhambra-replay\",\"version\":1}", "replay");
    expect_state_refused("{\"version\":1,\"players\":[{},{}]}", "format");
    expect_replay_refused(good_save, "format");
    expect_state_refused(good_replay, "format");
    expect_state_refused("", NULL);
    expect_state_refused("[]", NULL);
    expect_state_refused("\"alhambra-state\"", NULL);
}

/* ------------------------------------------------------------------ hostile values */

static void test_hostile_values(void **state)
{
    (void)state;
    /* Huge numbers, out of every range. */
    expect_state_refused("{\"format\":\"alhambra-state\",\"version\":1,\"players\":[{\"score\":1e400},{}]}", NULL);
    expect_state_refused("{\"format\":\"alhambra-state\",\"version\":1,\"players\":[{\"score\":99999999999999999999999},{}]}",
                         NULL);
    expect_state_refused("{\"format\":\"alhambra-state\",\"version\":1,\"players\":[{\"score\":-9223372036854775808},{}]}",
                         "players[0].score");
    expect_state_refused("{\"format\":\"alhambra-state\",\"version\":1,\"turn\":9223372036854775807,\"players\":[{},{}]}",
                         "turn");
    expect_state_refused(
        "{\"format\":\"alhambra-state\",\"version\":1,\"players\":[{\"alhambra\":[{\"tile\":4294967297,\"x\":1,\"y\":0}]},{}]}",
        "tile");
    expect_state_refused(
        "{\"format\":\"alhambra-state\",\"version\":1,\"players\":[{\"alhambra\":[{\"tile\":5,\"x\":-2147483649,\"y\":0}]},{}]}",
        "x");
    expect_state_refused("{\"format\":\"alhambra-state\",\"version\":1,\"seed\":\"0x1ffffffffffffffff\",\"players\":[{},{}]}",
                         "seed");
    expect_state_refused("{\"format\":\"alhambra-state\",\"version\":1,\"current\":7,\"players\":[{},{}]}", "current");
    /* NaN and infinities are not JSON. */
    expect_state_refused("{\"format\":\"alhambra-state\",\"version\":1,\"players\":[{\"score\":NaN},{}]}", "line 1");
    expect_state_refused("{\"format\":\"alhambra-state\",\"version\":1,\"players\":[{\"score\":Infinity},{}]}", "line 1");
    expect_state_refused("{\"format\":\"alhambra-state\",\"version\":1,\"players\":[{\"score\":-Infinity},{}]}", "line 1");
    expect_replay_refused("{\"format\":\"alhambra-replay\",\"version\":1,\"setup\":{\"players\":NaN,\"seed\":1}}", "line 1");
    /* Duplicate keys, at the top and deeper. */
    expect_state_refused("{\"format\":\"alhambra-state\",\"format\":\"alhambra-state\",\"version\":1,\"players\":[{},{}]}",
                         "duplicate");
    expect_state_refused("{\"format\":\"alhambra-state\",\"version\":1,\"players\":[{\"score\":1,\"score\":2},{}]}", "duplicate");
    expect_replay_refused("{\"format\":\"alhambra-replay\",\"version\":1,\"setup\":{\"players\":3,\"players\":4,\"seed\":1}}",
                          "duplicate");
    /* NUL inside a string, invalid UTF-8. */
    expect_state_refused("{\"format\":\"alhambra-state\",\"version\":1,\"comment\":\"a\\u0000b\",\"players\":[{},{}]}", NULL);
    expect_state_refused("{\"format\":\"alhambra-state\",\"version\":1,\"comment\":\"\xff\xfe\",\"players\":[{},{}]}", NULL);
    /* Replays: checksums out of order or past the end, impossible setups, huge indexes. */
    expect_replay_refused("{\"format\":\"alhambra-replay\",\"version\":1,\"setup\":{\"players\":7,\"seed\":1}}", "setup.players");
    expect_replay_refused("{\"format\":\"alhambra-replay\",\"version\":1,\"setup\":{\"players\":3,\"seed\":-1}}", "setup.seed");
    expect_replay_refused("{\"format\":\"alhambra-replay\",\"version\":1,\"setup\":{\"players\":3,\"seed\":1},"
                          "\"commands\":[\"take 1\"],\"checksums\":[{\"index\":9223372036854775807,\"hash\":\"1\"}]}",
                          "index");
    expect_replay_refused(
        "{\"format\":\"alhambra-replay\",\"version\":1,\"setup\":{\"players\":3,\"seed\":1},"
        "\"commands\":[\"take 1\",\"take 1\"],\"checksums\":[{\"index\":2,\"hash\":\"1\"},{\"index\":1,\"hash\":\"1\"}]}",
        "order");
    expect_replay_refused(
        "{\"format\":\"alhambra-replay\",\"version\":1,\"setup\":{\"players\":3,\"seed\":1,\"modules\":[\"chess\"]}}", "module");
    expect_replay_refused("{\"format\":\"alhambra-replay\",\"version\":1,\"setup\":{\"players\":3,\"seed\":1,\"names\":[\"a\"]}}",
                          "names");
}

/* Every field of a real save, and of a real replay, replaced by every wrong type in turn. */
static void test_every_field_with_every_wrong_type(void **state)
{
    (void)state;
    static const char *const wrong[] = {"null", "true", "-1", "1.5", "\"x\"", "[]", "{}", "[[[[]]]]", "1e308", "\"\""};
    long refused = 0, loaded = 0;
    char msg[512];
    for (int which = 0; which < 2; which++) {
        json_error_t jerr;
        json_t *root = json_loads(which ? good_replay : good_save, 0, &jerr);
        assert_non_null(root);
        /* Top-level fields, and the fields of the first player / of the setup. */
        json_t *parts[2] = {root, which ? json_object_get(root, "setup") : json_array_get(json_object_get(root, "players"), 0)};
        for (int part = 0; part < 2; part++) {
            const char *key;
            json_t *value;
            void *tmp;
            json_object_foreach_safe(parts[part], tmp, key, value) {
                json_t *saved = json_incref(value);
                for (size_t w = 0; w < sizeof wrong / sizeof wrong[0]; w++) {
                    json_object_set_new(parts[part], key, json_loads(wrong[w], JSON_DECODE_ANY, &jerr));
                    char *text = json_dumps(root, JSON_COMPACT);
                    assert_non_null(text);
                    Outcome o = which ? load_replay(text, strlen(text), msg, sizeof msg)
                                      : load_state(text, strlen(text), msg, sizeof msg);
                    /* "where: what": the path of the field at fault, or the rule the position breaks. */
                    if (o == REFUSED && !strstr(msg, ": "))
                        fail_msg("%s=%s: the message '%s' does not say where", key, wrong[w], msg);
                    o == REFUSED ? refused++ : loaded++;
                    free(text);
                }
                json_object_set_new(parts[part], key, saved);
            }
        }
        json_decref(root);
    }
    printf("# wrong types: %ld refused, %ld accepted (null or an in-range number where one is allowed)\n", refused, loaded);
    assert_true(refused > 0);
}

static void test_deep_nesting(void **state)
{
    (void)state;
    size_t depth = 200000;
    char *text = malloc(depth * 5 + 200);
    size_t n = (size_t)sprintf(text, "{\"format\":\"alhambra-state\",\"version\":1,\"comment\":");
    for (size_t i = 0; i < depth; i++)
        text[n++] = '[';
    for (size_t i = 0; i < depth; i++)
        text[n++] = ']';
    text[n++] = '}';
    text[n] = '\0';
    expect_state_refused(text, NULL);
    n = (size_t)sprintf(text, "{\"format\":\"alhambra-replay\",\"version\":1,\"comment\":");
    for (size_t i = 0; i < depth; i++)
        text[n++] = '{', text[n++] = '"', text[n++] = 'a', text[n++] = '"', text[n++] = ':';
    text[n] = '\0';
    /* Unclosed and deep: still a clean refusal. */
    text = realloc(text, n + 1);
    expect_replay_refused(text, NULL);
    free(text);
}

/* A 100 MB string: refused by size before it is read whole; a 3 MB one inside the limit is read. */
static void test_huge_strings(void **state)
{
    (void)state;
    char path[] = "/tmp/alh-hostile-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    FILE *f = fdopen(fd, "w");
    fputs("{\"format\":\"alhambra-state\",\"version\":1,\"comment\":\"", f);
    static char block[1 << 20];
    memset(block, 'a', sizeof block);
    for (int i = 0; i < 100; i++)
        fwrite(block, 1, sizeof block, f);
    fputs("\",\"players\":[{},{}]}", f);
    fclose(f);
    char *data = NULL, msg[512];
    size_t len;
    assert_false(alh_file_read(path, ALH_FILE_MAX_DEFAULT, &data, &len, msg, sizeof msg));
    assert_null(data);
    assert_non_null(strstr(msg, "larger than"));
    unlink(path);

    /* In memory, past the file limit: jansson copes, the loader refuses on the field's type or accepts. */
    size_t big = 3u << 20;
    char *text = malloc(big + 200);
    int n = sprintf(text, "{\"format\":\"alhambra-state\",\"version\":1,\"seed\":\"");
    memset(text + n, '7', big);
    strcpy(text + n + big, "\",\"players\":[{},{}]}");
    expect_state_refused(text, "seed");
    free(text);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_truncated_at_every_length),
        cmocka_unit_test(test_corrupted_bytes),
        cmocka_unit_test(test_wrong_versions_and_formats),
        cmocka_unit_test(test_hostile_values),
        cmocka_unit_test(test_every_field_with_every_wrong_type),
        cmocka_unit_test(test_deep_nesting),
        cmocka_unit_test(test_huge_strings),
    };
    return cmocka_run_group_tests(tests, make_fixtures, free_fixtures);
}

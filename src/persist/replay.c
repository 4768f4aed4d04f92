/* SPDX-License-Identifier: MIT */
/* Recording, saving, loading and verifying replays. */
#define _POSIX_C_SOURCE 200809L
#include "persist/replay.h"
#include "persist/json_state.h"
#include "persist/notation.h"
#include "json_path.h"
#include "legacy_v1.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool add_checksum(AlhReplay *r, size_t index, uint64_t hash)
{
    if (r->checksum_count && r->checksums[r->checksum_count - 1].index == index)
        return true;
    if (r->checksum_count == r->checksum_cap) {
        size_t cap = r->checksum_cap ? r->checksum_cap * 2 : 32;
        AlhReplayChecksum *bigger = realloc(r->checksums, cap * sizeof *bigger);
        if (!bigger)
            return false;
        r->checksums = bigger;
        r->checksum_cap = cap;
    }
    r->checksums[r->checksum_count].index = index;
    r->checksums[r->checksum_count].hash = hash;
    r->checksum_count++;
    return true;
}

static bool add_command(AlhReplay *r, const char *text)
{
    if (r->count == r->cap) {
        size_t cap = r->cap ? r->cap * 2 : 256;
        char **bigger = realloc(r->commands, cap * sizeof *bigger);
        if (!bigger)
            return false;
        r->commands = bigger;
        r->cap = cap;
    }
    char *copy = strdup(text);
    if (!copy)
        return false;
    r->commands[r->count++] = copy;
    return true;
}

void alh_replay_init(AlhReplay *r, const AlhSetup *setup, const AlhGame *game)
{
    memset(r, 0, sizeof *r);
    r->version = ALH_REPLAY_VERSION;
    r->setup = *setup;
    if (game)
        add_checksum(r, 0, alh_game_hash(game));
}

void alh_replay_free(AlhReplay *r)
{
    for (size_t i = 0; i < r->count; i++)
        free(r->commands[i]);
    free(r->commands);
    free(r->checksums);
    memset(r, 0, sizeof *r);
}

bool alh_replay_record(AlhReplay *r, const AlhGame *before, const AlhCommand *cmd, const AlhGame *after)
{
    char text[ALH_NOTATION_MAX];
    if (!add_command(r, alh_notation_format(before, cmd, text, sizeof text)))
        return false;
    if (r->count % ALH_REPLAY_CHECKSUM_EVERY == 0)
        return add_checksum(r, r->count, alh_game_hash(after));
    return true;
}

bool alh_replay_finish(AlhReplay *r, const AlhGame *last) { return add_checksum(r, r->count, alh_game_hash(last)); }

json_t *alh_replay_to_json(const AlhReplay *r)
{
    json_t *mods = json_array();
    for (int id = 0; id < ALH_MOD_COUNT; id++)
        if (alh_modset_has(&r->setup.modules, id))
            json_array_append_new(mods, json_string(alh_module_name(id)));
    json_t *setup =
        json_pack("{s:i, s:o, s:o}", "players", r->setup.num_players, "seed", alh_jhex64(r->setup.seed), "modules", mods);
    if (r->has_names) {
        json_t *names = json_array();
        for (int p = 0; p < r->setup.num_players; p++)
            json_array_append_new(names, json_string(r->names[p]));
        json_object_set_new(setup, "names", names);
    }
    json_t *commands = json_array();
    for (size_t i = 0; i < r->count; i++)
        json_array_append_new(commands, json_string(r->commands[i]));
    json_t *sums = json_array();
    for (size_t i = 0; i < r->checksum_count; i++)
        json_array_append_new(
            sums, json_pack("{s:I, s:o}", "index", (json_int_t)r->checksums[i].index, "hash", alh_jhex64(r->checksums[i].hash)));
    return json_pack("{s:s, s:i, s:o, s:o, s:o}", "format", ALH_REPLAY_FORMAT, "version",
                     r->version ? r->version : ALH_REPLAY_VERSION, "setup", setup, "commands", commands, "checksums", sums);
}

/* A long name is cut to fit; never inside a UTF-8 sequence, or it could not be written back. */
static void cut_at_character(char *name)
{
    size_t n = strlen(name), start = n;
    while (start > 0 && ((unsigned char)name[start - 1] & 0xC0) == 0x80)
        start--;
    if (start == 0 || (unsigned char)name[start - 1] < 0xC0)
        return; /* ends with a whole ASCII character */
    unsigned char lead = (unsigned char)name[start - 1];
    size_t want = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2;
    if (n - (start - 1) < want)
        name[start - 1] = '\0';
}

static bool read_setup(const json_t *s, AlhReplay *r, AlhJsonError *err)
{
    static const char *const keys[] = {"players", "seed", "modules", "names", NULL};
    if (!json_is_object(s))
        return alh_jfail(err, "setup", "expected {\"players\": n, \"seed\": hex, \"modules\": [...]}");
    long long players;
    json_t *mods, *names;
    if (!alh_jonly_keys(s, "setup", keys, err) || !json_object_get(s, "players"))
        return err->failed ? false : alh_jfail(err, "setup.players", "missing: the number of players");
    if (!alh_jint(json_object_get(s, "players"), "setup.players", ALH_MIN_PLAYERS, ALH_MAX_PLAYERS, &players, err))
        return false;
    r->setup.num_players = (int)players;
    if (!json_object_get(s, "seed"))
        return alh_jfail(err, "setup.seed", "missing: the seed the game was started with");
    if (!alh_ju64(json_object_get(s, "seed"), "setup.seed", &r->setup.seed, err) ||
        !alh_jarray_member(s, "modules", "setup", &mods, err) || !alh_jarray_member(s, "names", "setup", &names, err))
        return false;
    size_t i;
    json_t *v;
    if (mods)
        json_array_foreach(mods, i, v) {
            char p[ALH_JPATH_MAX];
            int id = json_is_string(v) ? alh_module_id(json_string_value(v)) : -1;
            if (id < 0)
                return alh_jfail(err, alh_jpath_index(p, "setup.modules", i), "unknown module");
            alh_modset_add(&r->setup.modules, id);
        }
    if (names) {
        if (json_array_size(names) != (size_t)players)
            return alh_jfail(err, "setup.names", "expected one name per player (%lld)", players);
        json_array_foreach(names, i, v) {
            char p[ALH_JPATH_MAX];
            if (!json_is_string(v))
                return alh_jfail(err, alh_jpath_index(p, "setup.names", i), "expected a string");
            snprintf(r->names[i], ALH_REPLAY_NAME_MAX, "%s", json_string_value(v));
            cut_at_character(r->names[i]);
        }
        r->has_names = true;
    }
    return true;
}

static bool read_replay(const json_t *root, AlhReplay *r, AlhJsonError *err)
{
    static const char *const keys[] = {"format", "version", "setup", "commands", "checksums", "comment", NULL};
    if (!json_is_object(root))
        return alh_jfail(err, "", "expected a JSON object with \"format\": \"%s\"", ALH_REPLAY_FORMAT);
    json_t *format = json_object_get(root, "format");
    if (!json_is_string(format) || strcmp(json_string_value(format), ALH_REPLAY_FORMAT) != 0)
        return alh_jfail(err, "format", "expected \"%s\"", ALH_REPLAY_FORMAT);
    json_t *version = json_object_get(root, "version");
    if (!json_is_integer(version) || json_integer_value(version) < 1 || json_integer_value(version) > ALH_REPLAY_VERSION)
        return alh_jfail(err, "version", "this build reads versions 1 to %d of replays", ALH_REPLAY_VERSION);
    r->version = (int)json_integer_value(version);
    if (!alh_jonly_keys(root, "", keys, err) || !read_setup(json_object_get(root, "setup"), r, err))
        return false;
    json_t *commands, *sums;
    if (!alh_jarray_member(root, "commands", "", &commands, err) || !alh_jarray_member(root, "checksums", "", &sums, err))
        return false;
    size_t i;
    json_t *v;
    if (commands)
        json_array_foreach(commands, i, v) {
            char p[ALH_JPATH_MAX];
            if (!json_is_string(v))
                return alh_jfail(err, alh_jpath_index(p, "commands", i), "expected a command in the notation, e.g. \"take 1\"");
            if (!add_command(r, json_string_value(v)))
                return alh_jfail(err, "commands", "out of memory");
        }
    if (sums)
        json_array_foreach(sums, i, v) {
            char p[ALH_JPATH_MAX], q[ALH_JPATH_MAX];
            alh_jpath_index(p, "checksums", i);
            long long index;
            uint64_t hash;
            if (!json_is_object(v) || !json_object_get(v, "index") || !json_object_get(v, "hash"))
                return alh_jfail(err, p, "expected {\"index\": n, \"hash\": hex}");
            if (!alh_jint(json_object_get(v, "index"), alh_jpath_key(q, p, "index"), 0, (long long)r->count, &index, err) ||
                !alh_ju64(json_object_get(v, "hash"), alh_jpath_key(q, p, "hash"), &hash, err))
                return false;
            if (r->checksum_count && (size_t)index <= r->checksums[r->checksum_count - 1].index)
                return alh_jfail(err, alh_jpath_key(q, p, "index"), "checksums must come in increasing order of index");
            add_checksum(r, (size_t)index, hash);
        }
    return true;
}

bool alh_replay_from_json(const json_t *root, AlhReplay *r, char *msg, size_t msg_size)
{
    AlhJsonError err = {msg, msg_size, false};
    memset(r, 0, sizeof *r);
    if (read_replay(root, r, &err))
        return true;
    alh_replay_free(r);
    return false;
}

bool alh_replay_from_text(const char *text, size_t len, AlhReplay *r, char *msg, size_t msg_size)
{
    memset(r, 0, sizeof *r);
    json_t *root = alh_json_parse(text, len, msg, msg_size);
    if (!root)
        return false;
    bool ok = alh_replay_from_json(root, r, msg, msg_size);
    json_decref(root);
    return ok;
}

/* The hash a replay's checksums are: version 1's raw-memory hash, or today's alh_game_hash. */
static uint64_t checksum_of(const AlhReplay *r, const AlhGame *g)
{
    return r->version == 1 ? alh_legacy_v1_hash(g) : alh_game_hash(g);
}

/* The checksum the replay has for `index` commands applied, or NULL. */
static const AlhReplayChecksum *checksum_at(const AlhReplay *r, size_t *next, size_t index)
{
    while (*next < r->checksum_count && r->checksums[*next].index < index)
        (*next)++;
    return (*next < r->checksum_count && r->checksums[*next].index == index) ? &r->checksums[*next] : NULL;
}

static bool diverged(AlhReplayResult *res, long index, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

static bool diverged(AlhReplayResult *res, long index, const char *fmt, ...)
{
    res->ok = false;
    res->bad_index = index;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(res->message, sizeof res->message, fmt, ap);
    va_end(ap);
    return false;
}

bool alh_replay_verify(const AlhReplay *r, AlhGame *final, AlhReplayResult *res)
{
    memset(res, 0, sizeof *res);
    res->bad_index = -1;
    AlhGame *g = malloc(sizeof *g);
    if (!g)
        return diverged(res, -2, "out of memory");
    bool ok = true;
    if (alh_new_game(g, &r->setup, NULL) != ALH_OK) {
        free(g);
        return diverged(res, -2, "the setup is impossible");
    }
    size_t next = 0;
    char expect[24], got[24];
    const AlhReplayChecksum *c = checksum_at(r, &next, 0);
    if (c && c->hash != checksum_of(r, g)) {
        snprintf(expect, sizeof expect, "%016" PRIx64, c->hash);
        snprintf(got, sizeof got, "%016" PRIx64, checksum_of(r, g));
        ok = diverged(res, -2, "the game right after setup differs: checksum %s expected, %s found", expect, got);
    }
    for (size_t i = 0; ok && i < r->count; i++) {
        AlhCommand cmd;
        AlhNotationError perr;
        char where[80], why[200];
        snprintf(where, sizeof where, "command %zu '%.40s'", i, r->commands[i]);
        if (!alh_notation_parse(g, r->commands[i], &cmd, &perr)) {
            snprintf(why, sizeof why, "%s: %.180s", perr.code, perr.message);
            ok = diverged(res, (long)i, "%.80s cannot be read: %.200s", where, why);
            break;
        }
        AlhError e = alh_apply(g, &cmd, NULL);
        if (e != ALH_OK) {
            snprintf(why, sizeof why, "%s: %s", alh_error_code(e), alh_error_message(e));
            ok = diverged(res, (long)i, "%.80s is illegal here: %.200s", where, why);
            break;
        }
        res->applied = i + 1;
        c = checksum_at(r, &next, i + 1);
        if (c && c->hash != checksum_of(r, g)) {
            snprintf(why, sizeof why, "checksum %016" PRIx64 " expected, %016" PRIx64 " found", c->hash, checksum_of(r, g));
            ok = diverged(res, (long)i, "the game after %.80s differs: %.200s", where, why);
        }
    }
    res->final_hash = alh_game_hash(g); /* today's hash, whatever the checksums of the file are */
    if (ok) {
        res->ok = true;
        res->checksums_matched = r->checksum_count;
        /* Commands after the last checksum were applied but not compared with anything. */
        size_t covered = r->checksum_count ? r->checksums[r->checksum_count - 1].index : 0;
        char tail[64] = "";
        if (r->checksum_count && covered < r->count)
            snprintf(tail, sizeof tail, " (the last %zu not covered by a checksum)", r->count - covered);
        snprintf(res->message, sizeof res->message, "%zu commands replayed, %zu checksums match%s, final hash %016" PRIx64 "%s",
                 r->count, r->checksum_count, tail, res->final_hash, g->phase == ALH_PHASE_OVER ? ", game over" : "");
    }
    if (final)
        memcpy(final, g, sizeof *g);
    free(g);
    return ok;
}

/* SPDX-License-Identifier: MIT */
/*
 * Fuzz target: the JSON position loader, fed saves whose *values* are mutated within the format.
 * Byte mutations (fuzz_state_load) mostly break the JSON or a name and are refused at the parser;
 * the values that crashed the loader or the engine behind it (auction_resume 255, a card id past a
 * card set, actions_this_turn 99, a negative score...) sit inside well-formed saves. This target's
 * custom mutator parses the input, changes one to three values (a number to a boundary or a nearby
 * value, a string to a card, tile, phase or module name, an element dropped, doubled or moved, a
 * key removed or one of the format's keys added, a value copied from elsewhere in the save) and
 * writes the JSON back. The checks are fuzz_state_load's: refused with a message and the previous
 * game untouched, or a valid game that saves, loads back the same and plays on.
 *
 * The format's keys and values come from real saves made here (every module on), so a field the
 * format gains is mutated without touching this file.
 */
#define _POSIX_C_SOURCE 200809L
#include "fuzz_state_load.c" /* LLVMFuzzerTestOneInput and its checks: the properties are the same */

#include <jansson.h>

size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t max_size, unsigned int seed);
/* libFuzzer's byte mutator; corpus_main.c gives a small stand-in where libFuzzer is not linked. */
size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t max_size);

/* ------------------------------------------------------------------ the dictionary */

#define DICT_MAX 4096

typedef struct Dictionary {
    const char *keys[DICT_MAX]; /* every object key met in the reference saves */
    int key_count;
    json_t *values[DICT_MAX]; /* every scalar met there (numbers, strings, booleans) */
    int value_count;
} Dictionary;

static void collect(Dictionary *d, json_t *v)
{
    if (json_is_object(v)) {
        const char *key;
        json_t *child;
        json_object_foreach(v, key, child) {
            bool known = false;
            for (int i = 0; i < d->key_count && !known; i++)
                known = strcmp(d->keys[i], key) == 0;
            if (!known && d->key_count < DICT_MAX)
                d->keys[d->key_count++] = strdup(key);
            collect(d, child);
        }
    } else if (json_is_array(v)) {
        size_t i;
        json_t *child;
        json_array_foreach(v, i, child)
            collect(d, child);
    } else if (d->value_count < DICT_MAX) {
        bool known = false;
        for (int i = 0; i < d->value_count && !known; i++)
            known = json_equal(d->values[i], v);
        if (!known)
            d->values[d->value_count++] = json_incref(v);
    }
}

/* Saves of games with every module, a few commands apart, and of a base game: their keys and values. */
static const Dictionary *dictionary(void)
{
    static Dictionary d;
    static int ready;
    if (ready)
        return &d;
    ready = 1;
    static AlhGame g;
    for (int k = 0; k < 3; k++) {
        AlhSetup setup = {
            .num_players = 2 + k * 2, .seed = 77 + (uint64_t)k, .modules = k == 2 ? alh_modset_none() : alh_modules_optional()};
        if (alh_new_game(&g, &setup, NULL) != ALH_OK)
            fuzz_fail("cannot start a dictionary game", NULL);
        for (int step = 0; step < 120 && g.phase != ALH_PHASE_OVER; step++) {
            static AlhCommand cmds[4096];
            size_t n = alh_legal_commands(&g, cmds, 4096);
            if (n == 0 || alh_apply(&g, &cmds[(size_t)(step * 31) % (n < 4096 ? n : 4096)], NULL) != ALH_OK)
                break;
            if (step % 40 == 39) {
                json_t *j = alh_state_to_json(&g);
                collect(&d, j);
                json_decref(j);
            }
        }
    }
    /* Boundaries of the fields' types and of the game's numbers, and names from every family. */
    static const long long ints[] = {-32769, -32768, -129,  -128,  -2,    -1,           0,           1,   2,   3,   4,   5,
                                     6,      7,      9,     10,    11,    53,           54,          55,  56,  79,  80,  87,
                                     88,     99,     107,   108,   109,   110,          127,         128, 143, 144, 254, 255,
                                     256,    32767,  32768, 65535, 65536, 2147483647LL, 4294967296LL};
    for (size_t i = 0; i < sizeof ints / sizeof ints[0] && d.value_count < DICT_MAX; i++)
        d.values[d.value_count++] = json_integer(ints[i]);
    static const char *const words[] = {"score1", "score2", "dia1",        "dia10",      "exch1",  "exch6",
                                        "gate1",  "gate6",  "char1",       "char10",     "den1a",  "flo9c",
                                        "action", "place",  "final-place", "over",       "vizier", "auction",
                                        "north",  "west",   "two-player",  "characters", "0",      "ffffffffffffffff",
                                        "",       "x"};
    for (size_t i = 0; i < sizeof words / sizeof words[0] && d.value_count < DICT_MAX; i++)
        d.values[d.value_count++] = json_string(words[i]);
    return &d;
}

/* ------------------------------------------------------------------ mutating values */

typedef struct Slot {
    json_t *parent; /* object or array holding the value; NULL for the root */
    const char *key;
    size_t index;
    json_t *value;
} Slot;

#define SLOT_MAX 8192

static void slots_of(json_t *v, json_t *parent, const char *key, size_t index, Slot *out, int *n)
{
    if (*n < SLOT_MAX)
        out[(*n)++] = (Slot){parent, key, index, v};
    if (json_is_object(v)) {
        const char *k;
        json_t *child;
        json_object_foreach(v, k, child)
            slots_of(child, v, k, 0, out, n);
    } else if (json_is_array(v)) {
        size_t i;
        json_t *child;
        json_array_foreach(v, i, child)
            slots_of(child, v, NULL, i, out, n);
    }
}

static void replace(const Slot *s, json_t *with)
{
    if (!s->parent) {
        json_decref(with);
        return;
    }
    if (json_is_object(s->parent))
        json_object_set_new(s->parent, s->key, with);
    else
        json_array_set_new(s->parent, s->index, with);
}

static json_t *pick_value(const Dictionary *d, AlhRng *rng)
{
    return json_deep_copy(d->values[alh_rng_below(rng, (uint32_t)d->value_count)]);
}

/* One change to the tree at root. */
static void mutate_once(json_t *root, const Dictionary *d, AlhRng *rng)
{
    static Slot slots[SLOT_MAX];
    int n = 0;
    slots_of(root, NULL, NULL, 0, slots, &n);
    const Slot *s = &slots[alh_rng_below(rng, (uint32_t)n)];
    json_t *v = s->value;
    switch (alh_rng_below(rng, 8)) {
    case 0: /* a number nearby */
        if (json_is_integer(v)) {
            static const int steps[] = {-1, 1, -2, 2, -10, 10, 128, -128};
            replace(s, json_integer(json_integer_value(v) + steps[alh_rng_below(rng, 8)]));
            break;
        }
        /* fall through */
    case 1: /* a value met in the saves, or a boundary */
    case 2: replace(s, pick_value(d, rng)); break;
    case 3: /* another type altogether */
        switch (alh_rng_below(rng, 5)) {
        case 0: replace(s, json_null()); break;
        case 1: replace(s, json_array()); break;
        case 2: replace(s, json_object()); break;
        case 3: replace(s, json_real(0.5)); break;
        default: replace(s, json_true()); break;
        }
        break;
    case 4: /* an element dropped, doubled, or moved to the end */
        if (json_is_array(v) && json_array_size(v) > 0) {
            size_t i = alh_rng_below(rng, (uint32_t)json_array_size(v));
            json_t *e = json_incref(json_array_get(v, i));
            switch (alh_rng_below(rng, 3)) {
            case 0: json_array_remove(v, i); break;
            case 1: json_array_insert_new(v, i, json_deep_copy(e)); break;
            default:
                json_array_remove(v, i);
                json_array_append(v, e);
                break;
            }
            json_decref(e);
        } else if (json_is_array(v)) {
            json_array_append_new(v, pick_value(d, rng));
        }
        break;
    case 5: /* a key removed, or one of the format's keys added */
        if (json_is_object(v)) {
            if (json_object_size(v) > 0 && alh_rng_below(rng, 2) == 0) {
                int k = (int)alh_rng_below(rng, (uint32_t)json_object_size(v));
                const char *key;
                json_t *child;
                json_object_foreach(v, key, child)
                    if (k-- == 0) {
                        json_object_del(v, key);
                        break;
                    }
            } else {
                json_object_set_new(v, d->keys[alh_rng_below(rng, (uint32_t)d->key_count)], pick_value(d, rng));
            }
        }
        break;
    case 6: { /* a value copied from elsewhere in this save */
        const Slot *from = &slots[alh_rng_below(rng, (uint32_t)n)];
        if (from != s && s->parent && from->value != s->parent && from->value != root)
            replace(s, json_deep_copy(from->value));
        break;
    }
    default: /* an element appended to a list */
        if (json_is_array(v))
            json_array_append_new(v, pick_value(d, rng));
        else
            replace(s, pick_value(d, rng));
        break;
    }
}

size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t max_size, unsigned int seed)
{
    const Dictionary *d = dictionary();
    AlhRng rng;
    alh_rng_seed(&rng, seed, 14);
    json_error_t jerr;
    json_t *root = size ? json_loadb((const char *)data, size, 0, &jerr) : NULL;
    /* Input that is no JSON (or one time in eight): libFuzzer's own byte mutations. */
    if (!root || alh_rng_below(&rng, 8) == 0) {
        json_decref(root);
        return LLVMFuzzerMutate(data, size, max_size);
    }
    int changes = 1 + (int)alh_rng_below(&rng, 3);
    for (int i = 0; i < changes; i++)
        mutate_once(root, d, &rng);
    char *text = json_dumps(root, JSON_COMPACT | JSON_PRESERVE_ORDER | JSON_ENCODE_ANY);
    json_decref(root);
    size_t len = text ? strlen(text) : 0;
    if (!text || len > max_size) {
        free(text);
        return LLVMFuzzerMutate(data, size, max_size);
    }
    memcpy(data, text, len);
    free(text);
    return len;
}

/* SPDX-License-Identifier: MIT */
/*
 * The modules' state in a save, written and read field by field from each module's own description
 * of its fields (AlhField: name, kind, range). Version 2 writes one object per module, named as the
 * module is ("module_state": {"<module>": {"<field>": [1, 3], ...}}), each value in the words of its
 * kind (seats from 1, cards and building types by name). Version 1 saves held one flat object of
 * raw numbers named by the fields' legacy names; they are still read.
 */
#include "json_state_modules.h"
#include "legacy_v1.h"
#include "persist/module_persist.h"
#include "persist/notation.h"

#include <stdio.h>
#include <string.h>

static unsigned char *field_at(AlhGame *g, int id, const AlhField *f, int i)
{
    return (unsigned char *)alh_module_state(g, id) + f->offset + (size_t)i * f->size;
}

static const unsigned char *field_at_const(const AlhGame *g, int id, const AlhField *f, int i)
{
    return (const unsigned char *)alh_module_state_const(g, id) + f->offset + (size_t)i * f->size;
}

static long get_value(const unsigned char *p, const AlhField *f)
{
    switch (f->size) {
    case 1: return (f->flags & ALH_FIELD_SIGNED) ? (long)*(const int8_t *)p : (long)*p;
    case 2: {
        uint16_t v;
        memcpy(&v, p, 2);
        return (f->flags & ALH_FIELD_SIGNED) ? (long)(int16_t)v : (long)v;
    }
    default: {
        uint32_t v;
        memcpy(&v, p, 4);
        return (f->flags & ALH_FIELD_SIGNED) ? (long)(int32_t)v : (long)v;
    }
    }
}

static void set_value(unsigned char *p, const AlhField *f, long v)
{
    switch (f->size) {
    case 1: *p = (unsigned char)v; break;
    case 2: {
        uint16_t u = (uint16_t)v;
        memcpy(p, &u, 2);
        break;
    }
    default: {
        uint32_t u = (uint32_t)v;
        memcpy(p, &u, 4);
        break;
    }
    }
}

/* How many entries a field has in a game: a per-seat field has one per seat in the game. */
static int entries(const AlhGame *g, const AlhField *f) { return (f->flags & ALH_FIELD_PER_PLAYER) ? g->num_players : f->count; }

static bool none_allowed(const AlhField *f)
{
    return f->min < 0 && (f->kind == ALH_FIELD_PLAYER || f->kind == ALH_FIELD_CARD || f->kind == ALH_FIELD_TYPE);
}

/* ------------------------------------------------------------------ writing */

static json_t *card_json(int card)
{
    char buf[16];
    return json_string(alh_card_text(card, true, buf, sizeof buf));
}

static json_t *entry_json(const AlhField *f, const unsigned char *p)
{
    if (f->kind == ALH_FIELD_CARDS) {
        AlhCardSet set;
        memcpy(&set, p, sizeof set);
        json_t *a = json_array();
        ALH_CARDS_FOREACH(&set, card)
            json_array_append_new(a, card_json(card));
        return a;
    }
    long v = get_value(p, f);
    switch (f->kind) {
    case ALH_FIELD_BITS:
    case ALH_FIELD_PLAYERS: {
        json_t *a = json_array();
        for (int b = 0; b < 32; b++)
            if ((v >> b) & 1)
                json_array_append_new(a, json_integer(b + 1));
        return a;
    }
    case ALH_FIELD_PLAYER: return v == 0xFF ? json_null() : json_integer(v + 1);
    case ALH_FIELD_CARD: return v == ALH_CARD_NONE ? json_null() : card_json((int)v);
    case ALH_FIELD_TYPE: return v == 0xFF ? json_null() : json_string(alh_type_name((int)v));
    default: return json_integer(v);
    }
}

json_t *alh_mod_state_to_json(const AlhGame *g)
{
    json_t *o = json_object();
    for (int id = 0; id < ALH_MOD_COUNT; id++) {
        int count;
        const AlhField *fields = alh_module_fields(id, &count);
        if (!alh_module_on(g, id) || !fields)
            continue;
        json_t *m = json_object();
        for (int k = 0; k < count; k++) {
            const AlhField *f = &fields[k];
            if (f->flags & ALH_FIELD_OWN_JSON)
                continue;
            const unsigned char *p = field_at_const(g, id, f, 0);
            if (f->count == 1) {
                json_object_set_new(m, f->name, entry_json(f, p));
                continue;
            }
            json_t *a = json_array();
            for (int i = 0; i < entries(g, f); i++)
                json_array_append_new(a, entry_json(f, p + (size_t)i * f->size));
            json_object_set_new(m, f->name, a);
        }
        json_object_set_new(o, alh_module_name(id), m);
    }
    return o;
}

/* ------------------------------------------------------------------ reading */

/* A card by name: "den5b" (a plain "den5" is copy a), or a module's card ("char3"). */
static int card_named(const json_t *v)
{
    if (!json_is_string(v))
        return -1;
    const char *text = json_string_value(v);
    int currency, value, copy, card = alh_card_parse_other(text);
    if (card < 0 && alh_card_parse(text, &currency, &value, &copy))
        card = alh_card_make(currency, value, copy < 0 ? 0 : copy);
    return card;
}

/* A list of item numbers 1..bits, as a bit set. */
static bool read_bits(const json_t *v, const char *path, int bits, const char *what, long *out, AlhJsonError *err)
{
    if (!json_is_array(v))
        return alh_jfail(err, path, "expected a list of %s numbers 1..%d", what, bits);
    long set = 0;
    size_t i;
    json_t *e;
    json_array_foreach(v, i, e) {
        char p[ALH_JPATH_MAX];
        long long n;
        if (!alh_jint(e, alh_jpath_index(p, path, i), 1, bits, &n, err))
            return false;
        if ((set >> (n - 1)) & 1)
            return alh_jfail(err, p, "%lld is named twice", n);
        set |= 1L << (n - 1);
    }
    *out = set;
    return true;
}

/* One entry of a field in version 2's words, range-checked, into p. */
static bool read_entry(const AlhGame *g, const AlhField *f, const json_t *v, const char *path, unsigned char *p,
                       AlhJsonError *err)
{
    long long n;
    long value = 0;
    if (json_is_null(v)) {
        if (!none_allowed(f))
            return alh_jfail(err, path, "null is not allowed here");
        set_value(p, f, 0xFF);
        return true;
    }
    switch (f->kind) {
    case ALH_FIELD_INT:
        if (!alh_jint(v, path, f->min, f->max, &n, err))
            return false;
        value = (long)n;
        break;
    case ALH_FIELD_BITS:
        if (!read_bits(v, path, f->max, "item", &value, err))
            return false;
        break;
    case ALH_FIELD_PLAYERS:
        if (!read_bits(v, path, g->num_players, "seat", &value, err))
            return false;
        break;
    case ALH_FIELD_PLAYER:
        if (!alh_jint(v, path, 1, g->num_players, &n, err))
            return false;
        value = (long)n - 1;
        break;
    case ALH_FIELD_TYPE:
        if (!json_is_string(v) || alh_type_from_name(json_string_value(v)) < 0)
            return alh_jfail(err, path, "expected a building type (pavilion, seraglio, arcades, chambers, garden, tower)%s",
                             none_allowed(f) ? " or null" : "");
        value = alh_type_from_name(json_string_value(v));
        break;
    case ALH_FIELD_CARD: {
        int card = card_named(v);
        if (card < 0 || card >= ALH_CARD_ID_MAX)
            return alh_jfail(err, path, "expected a card such as \"den5a\" or \"char3\"%s", none_allowed(f) ? ", or null" : "");
        value = card;
        break;
    }
    case ALH_FIELD_CARDS: {
        if (!json_is_array(v))
            return alh_jfail(err, path, "expected a list of cards");
        AlhCardSet set;
        memset(&set, 0, sizeof set);
        size_t i;
        json_t *e;
        json_array_foreach(v, i, e) {
            char q[ALH_JPATH_MAX];
            int card = card_named(e);
            alh_jpath_index(q, path, i);
            if (card < 0 || card >= ALH_HAND_CARD_END)
                return alh_jfail(err, q, "expected a card that can be held, such as \"den5a\"");
            if (alh_cards_has(&set, card))
                return alh_jfail(err, q, "a card named twice");
            alh_cards_add(&set, card);
        }
        memcpy(p, &set, sizeof set);
        return true;
    }
    default: return alh_jfail(err, path, "a field of an unknown kind");
    }
    set_value(p, f, value);
    return true;
}

static bool read_field_v2(AlhGame *g, int id, const AlhField *f, const json_t *v, const char *path, AlhJsonError *err)
{
    if (f->count == 1)
        return read_entry(g, f, v, path, field_at(g, id, f, 0), err);
    int n = entries(g, f);
    if (!json_is_array(v) || json_array_size(v) != (size_t)n)
        return alh_jfail(err, path, "expected a list of %d entries%s", n,
                         (f->flags & ALH_FIELD_PER_PLAYER) ? ", one per player" : "");
    for (int i = 0; i < n; i++) {
        char q[ALH_JPATH_MAX];
        if (!read_entry(g, f, json_array_get(v, (size_t)i), alh_jpath_index(q, path, (size_t)i), field_at(g, id, f, i), err))
            return false;
    }
    return true;
}

/* The names of a module's fields, for messages. */
static void field_names(const AlhField *fields, int count, char *out, size_t size)
{
    size_t len = 0;
    out[0] = '\0';
    for (int k = 0; k < count && len + 1 < size; k++) {
        if (fields[k].flags & ALH_FIELD_OWN_JSON)
            continue;
        int n = snprintf(out + len, size - len, "%s%s", len ? ", " : "", fields[k].name);
        if (n < 0)
            break;
        len += (size_t)n;
    }
}

static bool read_module_v2(AlhGame *g, int id, const json_t *obj, const char *path, AlhJsonError *err)
{
    int count;
    const AlhField *fields = alh_module_fields(id, &count);
    if (!json_is_object(obj))
        return alh_jfail(err, path, "expected an object of the module's fields");
    const char *key;
    json_t *value;
    json_object_foreach((json_t *)obj, key, value) {
        char p[ALH_JPATH_MAX];
        alh_jpath_key(p, path, key);
        const AlhField *f = NULL;
        for (int k = 0; k < count && !f; k++)
            if (strcmp(fields[k].name, key) == 0 && !(fields[k].flags & ALH_FIELD_OWN_JSON))
                f = &fields[k];
        if (!f) {
            char names[512];
            field_names(fields, count, names, sizeof names);
            return alh_jfail(err, p, "unknown field of %s; expected one of: %s", alh_module_name(id), names);
        }
        if (!read_field_v2(g, id, f, value, p, err))
            return false;
    }
    return true;
}

/* Version 1: raw numbers under the fields' legacy names, cards numbered as version 1 did. */
static bool read_field_v1(AlhGame *g, int id, const AlhField *f, const json_t *v, const char *path, AlhJsonError *err)
{
    if (f->kind == ALH_FIELD_CARDS) /* card names, as version 2 */
        return read_field_v2(g, id, f, v, path, err);
    int n = f->count == 1 ? 1 : ((f->flags & ALH_FIELD_PER_PLAYER) ? ALH_MAX_PLAYERS : f->count);
    if (f->count != 1 && (!json_is_array(v) || json_array_size(v) != (size_t)n))
        return alh_jfail(err, path, "expected a list of %d numbers", n);
    long long lo = (f->flags & ALH_FIELD_SIGNED) ? -32768 : 0, hi = f->size == 1 ? 255 : 65535;
    for (int i = 0; i < n; i++) {
        char q[ALH_JPATH_MAX];
        const json_t *e = f->count == 1 ? v : json_array_get(v, (size_t)i);
        const char *where = f->count == 1 ? path : alh_jpath_index(q, path, (size_t)i);
        long long x;
        if (!alh_jint(e, where, lo, hi, &x, err))
            return false;
        if (f->kind == ALH_FIELD_CARD && x != ALH_CARD_NONE) {
            x = alh_legacy_v1_card((int)x);
            if (x < 0)
                return alh_jfail(err, where, "no card of version 1 has this number");
        }
        set_value(field_at(g, id, f, i), f, (long)x);
    }
    return true;
}

static bool read_v1(AlhGame *g, const json_t *obj, const char *path, AlhJsonError *err)
{
    const char *key;
    json_t *value;
    json_object_foreach((json_t *)obj, key, value) {
        char p[ALH_JPATH_MAX];
        alh_jpath_key(p, path, key);
        if (strcmp(key, "unnamed") == 0) {
            if (json_is_array(value) && json_array_size(value) == 0)
                continue;
            return alh_jfail(err, p, "bytes without a field name belong to a development build's layout and cannot be read");
        }
        bool found = false;
        for (int id = 0; id < ALH_MOD_COUNT && !found; id++) {
            int count;
            const AlhField *fields = alh_module_fields(id, &count);
            for (int k = 0; k < count && !found; k++) {
                if (!fields[k].legacy || strcmp(fields[k].legacy, key) != 0)
                    continue;
                found = true;
                if (!read_field_v1(g, id, &fields[k], value, p, err))
                    return false;
            }
        }
        if (!found && !alh_legacy_v1_unused_field(key))
            return alh_jfail(err, p, "unknown field of the module state");
    }
    return true;
}

void alh_mod_state_defaults(AlhGame *g)
{
    for (int id = 0; id < ALH_MOD_COUNT; id++) {
        int count;
        const AlhField *fields = alh_module_fields(id, &count);
        if (!alh_module_on(g, id))
            continue;
        for (int k = 0; k < count; k++)
            if (none_allowed(&fields[k]))
                for (int i = 0; i < fields[k].count; i++)
                    if (!(fields[k].flags & ALH_FIELD_PER_PLAYER) || i < g->num_players)
                        set_value(field_at(g, id, &fields[k], i), &fields[k], 0xFF);
    }
}

bool alh_mod_state_from_json(const json_t *obj, const char *path, int version, AlhGame *g, AlhJsonError *err)
{
    if (!json_is_object(obj))
        return alh_jfail(err, path, "expected an object of the modules' state");
    if (version == 1)
        return read_v1(g, obj, path, err);
    const char *key;
    json_t *value;
    json_object_foreach((json_t *)obj, key, value) {
        char p[ALH_JPATH_MAX];
        alh_jpath_key(p, path, key);
        int id = alh_module_id(key);
        if (id < 0 || !alh_module_fields(id, NULL))
            return alh_jfail(err, p, "no module of that name keeps a state");
        if (!alh_module_on(g, id))
            return alh_jfail(err, p, "the module %s is not in this game (\"modules\")", key);
        if (!read_module_v2(g, id, value, p, err))
            return false;
    }
    return true;
}

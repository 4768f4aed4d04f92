/* SPDX-License-Identifier: MIT */
/*
 * The expansions' module state as named fields, one table row per field of AlhModState. When the
 * engine adds a field, add its row here. Until then nothing is lost: bytes no row covers are
 * written as "unnamed": [[offset, byte], ...] (tied to this build's layout, so only a stopgap) and
 * alh_mod_state_complete() reports that the table lags behind.
 */
#include "json_state_modules.h"
#include "persist/notation.h"

#include <stddef.h>
#include <string.h>

typedef struct ModField {
    const char *name;
    size_t offset;
    int count;       /* array length, 1 for a single value */
    int size;        /* bytes per element: 1 or 2 */
    bool is_signed;
} ModField;

#define FIELD(f, n, t, s) {#f, offsetof(AlhModState, f), n, (int)sizeof(t), s}

static const ModField fields[] = {
    FIELD(bonus_hand, ALH_MAX_PLAYERS, uint16_t, false),
    FIELD(bonus_played, ALH_MAX_PLAYERS, uint16_t, false),
    FIELD(bonus_hand_count, ALH_MAX_PLAYERS, uint8_t, false),
    FIELD(square_pile_len, ALH_NUM_TYPES, uint8_t, false),
    FIELD(gate_cards, ALH_MAX_PLAYERS, uint8_t, false),
    FIELD(gate_card_up, 1, uint8_t, false),
    FIELD(gate_cards_used, 1, uint8_t, false),
    FIELD(gate_cards_discarded, 1, uint8_t, false),
    FIELD(vizier_awake, 1, uint8_t, false),
    FIELD(vizier_next, 1, uint8_t, false),
    FIELD(vizier_asked, 1, uint8_t, false),
    FIELD(char_owned, ALH_MAX_PLAYERS, uint16_t, false),
    FIELD(char_used_turn, 1, uint16_t, false),
    FIELD(char_gone, 1, uint16_t, false),
    FIELD(char_surplus, ALH_NUM_CHARACTERS, uint8_t, false),
    FIELD(char_surplus_len, 1, uint8_t, false),
    FIELD(auction_card, 1, uint8_t, false),
    FIELD(auction_bidder, 1, uint8_t, false),
    FIELD(auction_out, 1, uint8_t, false),
    FIELD(auction_resume, 1, uint8_t, false),
    FIELD(auction_bid, 1, int16_t, true),
    FIELD(wise_man_type, 3, uint8_t, false),
    FIELD(extra_points, ALH_MAX_PLAYERS, int16_t, true),
    FIELD(char_pending, 1, uint16_t, false),
    FIELD(miser_ready, 1, uint8_t, false),
    FIELD(entertainer_choice, 1, uint8_t, false),
    FIELD(master_builder_step, 1, uint8_t, false),
};
#define FIELD_COUNT (sizeof fields / sizeof fields[0])

static long get(const AlhModState *m, const ModField *f, int i)
{
    const unsigned char *p = (const unsigned char *)m + f->offset + (size_t)(i * f->size);
    if (f->size == 1)
        return f->is_signed ? (long)*(const int8_t *)p : (long)*p;
    uint16_t v;
    memcpy(&v, p, sizeof v);
    return f->is_signed ? (long)(int16_t)v : (long)v;
}

static void set(AlhModState *m, const ModField *f, int i, long v)
{
    unsigned char *p = (unsigned char *)m + f->offset + (size_t)(i * f->size);
    if (f->size == 1) {
        *p = (unsigned char)v;
    } else {
        uint16_t u = (uint16_t)v;
        memcpy(p, &u, sizeof u);
    }
}

/* Marks the bytes of AlhModState that the named fields hold. */
static void covered_bytes(bool covered[sizeof(AlhModState)])
{
    memset(covered, 0, sizeof(AlhModState));
    for (size_t k = 0; k < FIELD_COUNT; k++)
        for (size_t b = 0; b < (size_t)(fields[k].count * fields[k].size); b++)
            covered[fields[k].offset + b] = true;
    for (size_t b = 0; b < sizeof(AlhCardSet); b++)
        covered[offsetof(AlhModState, auction_cards) + b] = true;
}

json_t *alh_mod_state_to_json(const AlhModState *m)
{
    json_t *o = json_object();
    for (size_t k = 0; k < FIELD_COUNT; k++) {
        const ModField *f = &fields[k];
        if (f->count == 1) {
            json_object_set_new(o, f->name, json_integer(get(m, f, 0)));
            continue;
        }
        json_t *a = json_array();
        for (int i = 0; i < f->count; i++)
            json_array_append_new(a, json_integer(get(m, f, i)));
        json_object_set_new(o, f->name, a);
    }
    json_t *cards = json_array();
    for (int card = 0; card < 128; card++)
        if (alh_cards_has(&m->auction_cards, card)) {
            char name[16];
            json_array_append_new(cards, json_string(alh_card_text(card, true, name, sizeof name)));
        }
    json_object_set_new(o, "auction_cards", cards);
    bool covered[sizeof(AlhModState)];
    covered_bytes(covered);
    json_t *unnamed = json_array();
    const unsigned char *bytes = (const unsigned char *)m;
    for (size_t b = 0; b < sizeof *m; b++)
        if (!covered[b] && bytes[b])
            json_array_append_new(unnamed, json_pack("[I, i]", (json_int_t)b, bytes[b]));
    if (json_array_size(unnamed))
        json_object_set_new(o, "unnamed", unnamed);
    else
        json_decref(unnamed);
    return o;
}

static bool read_unnamed(const json_t *list, const char *path, AlhModState *m, AlhJsonError *err)
{
    bool covered[sizeof(AlhModState)];
    covered_bytes(covered);
    if (!json_is_array(list))
        return alh_jfail(err, path, "expected a list of [offset, byte]");
    size_t i;
    json_t *v;
    json_array_foreach(list, i, v) {
        char p[ALH_JPATH_MAX], q[ALH_JPATH_MAX];
        long long offset, byte;
        alh_jpath_index(p, path, i);
        if (!json_is_array(v) || json_array_size(v) != 2)
            return alh_jfail(err, p, "expected [offset, byte]");
        if (!alh_jint(json_array_get(v, 0), alh_jpath_index(q, p, 0), 0, (long long)sizeof *m - 1, &offset, err) ||
            !alh_jint(json_array_get(v, 1), alh_jpath_index(q, p, 1), 0, 255, &byte, err))
            return false;
        if (covered[offset])
            return alh_jfail(err, p, "offset %lld belongs to a named field", offset);
        ((unsigned char *)m)[offset] = (unsigned char)byte;
    }
    return true;
}

static bool read_auction_cards(const json_t *list, const char *path, AlhModState *m, AlhJsonError *err)
{
    if (!json_is_array(list))
        return alh_jfail(err, path, "expected a list of cards");
    size_t i;
    json_t *v;
    json_array_foreach(list, i, v) {
        char p[ALH_JPATH_MAX];
        alh_jpath_index(p, path, i);
        int currency, value, copy, card = json_is_string(v) ? alh_card_parse_other(json_string_value(v)) : -1;
        if (card < 0 && json_is_string(v) && alh_card_parse(json_string_value(v), &currency, &value, &copy))
            card = alh_card_make(currency, value, copy < 0 ? 0 : copy);
        if (card < 0 || card >= 128)
            return alh_jfail(err, p, "expected a card such as \"den5a\"");
        alh_cards_add(&m->auction_cards, card);
    }
    return true;
}

bool alh_mod_state_from_json(const json_t *obj, const char *path, AlhModState *m, AlhJsonError *err)
{
    if (!json_is_object(obj))
        return alh_jfail(err, path, "expected an object of the modules' fields");
    const char *key;
    json_t *value;
    json_object_foreach((json_t *)obj, key, value) {
        char p[ALH_JPATH_MAX];
        alh_jpath_key(p, path, key);
        if (strcmp(key, "auction_cards") == 0) {
            if (!read_auction_cards(value, p, m, err))
                return false;
            continue;
        }
        if (strcmp(key, "unnamed") == 0) {
            if (!read_unnamed(value, p, m, err))
                return false;
            continue;
        }
        const ModField *f = NULL;
        for (size_t k = 0; k < FIELD_COUNT && !f; k++)
            if (strcmp(fields[k].name, key) == 0)
                f = &fields[k];
        if (!f)
            return alh_jfail(err, p, "unknown field of the module state");
        long long lo = f->is_signed ? (f->size == 1 ? -128 : -32768) : 0;
        long long hi = f->is_signed ? (f->size == 1 ? 127 : 32767) : (f->size == 1 ? 255 : 65535);
        long long v;
        if (f->count == 1) {
            if (!alh_jint(value, p, lo, hi, &v, err))
                return false;
            set(m, f, 0, (long)v);
            continue;
        }
        if (!json_is_array(value) || json_array_size(value) != (size_t)f->count)
            return alh_jfail(err, p, "expected a list of %d numbers", f->count);
        for (int i = 0; i < f->count; i++) {
            char q[ALH_JPATH_MAX];
            if (!alh_jint(json_array_get(value, (size_t)i), alh_jpath_index(q, p, (size_t)i), lo, hi, &v, err))
                return false;
            set(m, f, i, (long)v);
        }
    }
    return true;
}

bool alh_mod_state_complete(const AlhModState *m)
{
    AlhModState copy;
    memset(&copy, 0, sizeof copy);
    for (size_t k = 0; k < FIELD_COUNT; k++)
        for (int i = 0; i < fields[k].count; i++)
            set(&copy, &fields[k], i, get(m, &fields[k], i));
    copy.auction_cards = m->auction_cards;
    return memcmp(&copy, m, sizeof copy) == 0;
}

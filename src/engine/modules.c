/* SPDX-License-Identifier: MIT */
/* The module registry (generated from src/modules/modules.list) and the walks over the modules'
 * described state fields. */
#include "module.h"

#include <string.h>

_Static_assert(ALH_MOD_COUNT <= ALH_MAX_MODULES, "a module set holds ALH_MAX_MODULES modules");
_Static_assert(ALH_CMD_TYPE_COUNT <= 256, "a kind set holds 256 command kinds");
_Static_assert(ALH_PHASE_COUNT <= 256 && ALH_EV_TYPE_COUNT <= 256 && ALH_ERR_COUNT <= 256, "phases, events and errors are bytes");

static const char *const group_names[ALH_GROUP_COUNT] = {
    "base",        "expansion-1", "expansion-2", "expansion-3", "expansion-4", "expansion-5",
    "expansion-6", "queenie",     "designer",    "fan",         "red-palace",
};

const AlhModule *alh_module(int id) { return (id >= 0 && id < ALH_MOD_COUNT) ? alh_module_registry[id] : NULL; }

const AlhModuleInfo *alh_module_info(int id) { return (id >= 0 && id < ALH_MOD_COUNT) ? &alh_module_infos[id] : NULL; }

bool alh_module_on(const AlhGame *g, int id) { return id >= 0 && id < ALH_MOD_COUNT && alh_modset_has(&g->modules, id); }

int alh_module_player_rule(int id, int num_players)
{
    const AlhModule *m = alh_module(id);
    return m && m->by_player_count ? m->by_player_count(num_players) : -1;
}

bool alh_game_has_dirk(const AlhGame *g)
{
    ALH_FOR_HOOK(g, EXTRA_PARTICIPANT, m)
    if (m->extra_participant)
        return true;
    return false;
}

const char *alh_module_name(int id)
{
    const AlhModuleInfo *info = alh_module_info(id);
    return info ? info->name : NULL;
}

int alh_module_id(const char *name)
{
    for (int id = 0; name && id < ALH_MOD_COUNT; id++)
        if (strcmp(alh_module_infos[id].name, name) == 0)
            return id;
    return -1;
}

const char *alh_preset_name(int k)
{
    for (int i = 0; alh_preset_names[i]; i++)
        if (i == k)
            return alh_preset_names[i];
    return NULL;
}

/* Whether the space-separated words of list hold word. */
static bool has_word(const char *list, const char *word)
{
    size_t n = strlen(word);
    for (const char *p = list; p && *p;) {
        while (*p == ' ')
            p++;
        const char *end = p;
        while (*end && *end != ' ')
            end++;
        if ((size_t)(end - p) == n && strncmp(p, word, n) == 0)
            return true;
        p = end;
    }
    return false;
}

AlhModuleSet alh_preset_modules(const char *name)
{
    AlhModuleSet set = alh_modset_none();
    for (int id = 0; name && *name && id < ALH_MOD_COUNT; id++)
        if (has_word(alh_module_infos[id].presets, name))
            alh_modset_add(&set, id);
    return set;
}

const char *alh_group_name(int group) { return (group >= 0 && group < ALH_GROUP_COUNT) ? group_names[group] : NULL; }

int alh_group_id(const char *name)
{
    for (int i = 0; name && i < ALH_GROUP_COUNT; i++)
        if (strcmp(group_names[i], name) == 0)
            return i;
    return -1;
}

const AlhField *alh_module_fields(int id, int *count)
{
    const AlhModule *m = alh_module(id);
    if (count)
        *count = m ? m->field_count : 0;
    return m ? m->fields : NULL;
}

/* ------------------------------------------------------------------ owners */

int alh_command_module(int type)
{
    return (type >= ALH_CMD_BASE_COUNT && type < ALH_CMD_TYPE_COUNT) ? alh_command_owner[type - ALH_CMD_BASE_COUNT] : -1;
}

int alh_event_module(int type)
{
    return (type >= ALH_EV_BASE_COUNT && type < ALH_EV_TYPE_COUNT) ? alh_event_owner[type - ALH_EV_BASE_COUNT] : -1;
}

int alh_phase_module(int phase)
{
    return (phase >= ALH_PHASE_BASE_COUNT && phase < ALH_PHASE_COUNT) ? alh_phase_owner[phase - ALH_PHASE_BASE_COUNT] : -1;
}

static int range_owner(const AlhModuleRange *ranges, const uint8_t index[256], int id)
{
    if (id < 0 || id > 255 || index[id] == 0xFF)
        return -1;
    return ranges[index[id]].module;
}

int alh_card_module(int card) { return range_owner(alh_module_card_ranges, alh_module_card_range, card); }

int alh_tile_module(int tile) { return range_owner(alh_module_tile_ranges, alh_module_tile_range, tile); }

const AlhModule *alh_module_of_command(const AlhGame *g, int type)
{
    int id = alh_command_module(type);
    return alh_module_on(g, id) ? alh_module(id) : NULL;
}

const AlhModule *alh_module_of_phase(const AlhGame *g, int phase)
{
    int id = alh_phase_module(phase);
    return alh_module_on(g, id) ? alh_module(id) : NULL;
}

const char *alh_phase_name(int phase)
{
    static const char *const base[ALH_PHASE_BASE_COUNT] = {"action", "place", "final-place", "over"};
    if (phase >= 0 && phase < ALH_PHASE_BASE_COUNT)
        return base[phase];
    if (phase >= ALH_PHASE_BASE_COUNT && phase < ALH_PHASE_COUNT)
        return alh_module_phase_names[phase - ALH_PHASE_BASE_COUNT];
    return NULL;
}

int alh_phase_from_name(const char *name)
{
    for (int p = 0; name && p < ALH_PHASE_COUNT; p++)
        if (strcmp(alh_phase_name(p), name) == 0)
            return p;
    return -1;
}

const char *alh_drawing_name(int drawing)
{
    static const char *const names[ALH_DRAWING_COUNT] = {NULL, "refill", "hand", "window"};
    return drawing > ALH_DRAWING_NONE && drawing < ALH_DRAWING_COUNT ? names[drawing] : NULL;
}

int alh_drawing_from_name(const char *name)
{
    for (int d = ALH_DRAWING_NONE + 1; name && d < ALH_DRAWING_COUNT; d++)
        if (strcmp(alh_drawing_name(d), name) == 0)
            return d;
    return -1;
}

/* ------------------------------------------------------------------ state fields */

void *alh_module_state(AlhGame *g, int id)
{
    const AlhModule *m = alh_module(id);
    return m && m->fields ? (unsigned char *)&g->mod + m->state_offset : NULL;
}

const void *alh_module_state_const(const AlhGame *g, int id)
{
    const AlhModule *m = alh_module(id);
    return m && m->fields ? (const unsigned char *)&g->mod + m->state_offset : NULL;
}

static long field_get(const unsigned char *p, const AlhField *f)
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

/* Whether one entry (seat `seat`, -1 for a field that is no per-seat field) holds a value its
 * field allows in game g. */
static bool entry_valid(const AlhGame *g, const AlhField *f, const unsigned char *p, int seat)
{
    if (f->kind == ALH_FIELD_CARDS) {
        AlhCardSet s;
        memcpy(&s, p, sizeof s);
        for (int card = alh_cards_next(&s, 0); card >= 0; card = alh_cards_next(&s, card + 1))
            if (card >= ALH_HAND_CARD_END)
                return false;
        return !(seat >= g->num_players && !alh_cards_empty(&s));
    }
    long v = field_get(p, f);
    if (seat >= g->num_players)
        return v == 0; /* nothing belongs to a seat that is not in the game */
    switch (f->kind) {
    case ALH_FIELD_INT: return v >= f->min && v <= f->max;
    case ALH_FIELD_BITS: return v >= 0 && (f->max >= 31 || v < (1L << f->max));
    case ALH_FIELD_PLAYER: return (v >= 0 && v < g->num_players) || (f->min < 0 && v == 0xFF);
    case ALH_FIELD_PLAYERS: return v >= 0 && v < (1L << g->num_players);
    case ALH_FIELD_CARD: return (v >= 0 && v < ALH_CARD_ID_MAX) || (f->min < 0 && v == ALH_CARD_NONE);
    case ALH_FIELD_TYPE: return (v >= 0 && v < ALH_NUM_TYPES) || (f->min < 0 && v == 0xFF);
    default: return false;
    }
}

bool alh_mod_fields_valid(const AlhGame *g, char *msg, size_t size)
{
    for (int id = 0; id < ALH_MOD_COUNT; id++) {
        const AlhModule *m = alh_module(id);
        if (!m || !m->fields)
            continue;
        const unsigned char *base = alh_module_state_const(g, id);
        bool on = alh_module_on(g, id);
        for (int k = 0; k < m->field_count; k++) {
            const AlhField *f = &m->fields[k];
            for (int i = 0; i < f->count; i++) {
                const unsigned char *p = base + f->offset + (size_t)i * f->size;
                int seat = (f->flags & ALH_FIELD_PER_PLAYER) ? i : -1;
                bool ok;
                if (!on) { /* a module that is not in the game keeps nothing */
                    ok = true;
                    for (int b = 0; b < f->size; b++)
                        ok &= p[b] == 0;
                } else {
                    ok = entry_valid(g, f, p, seat);
                }
                if (ok)
                    continue;
                char what[160];
                alh_str_copy(what, sizeof what, alh_module_infos[id].name);
                size_t len = strlen(what);
                alh_str_copy(what + len, sizeof what - len, ".");
                len = strlen(what);
                alh_str_copy(what + len, sizeof what - len, f->name);
                len = strlen(what);
                alh_str_copy(what + len, sizeof what - len,
                             on ? ": a value out of range" : ": the module is not in this game, so it keeps nothing");
                alh_str_copy(msg, size, what);
                return false;
            }
        }
    }
    return true;
}

void alh_mod_scrub_secrets(AlhGame *v, int viewer)
{
    ALH_FOR_MODULES(v, m) {
        unsigned char *base = (unsigned char *)&v->mod + m->state_offset;
        for (int k = 0; k < m->field_count; k++) {
            const AlhField *f = &m->fields[k];
            if (!(f->flags & ALH_FIELD_SECRET))
                continue;
            for (int i = 0; i < f->count; i++)
                if (i != viewer)
                    memset(base + f->offset + (size_t)i * f->size, 0, f->size);
        }
    }
}

/* ------------------------------------------------------------------ lists of modules */

AlhModuleSet alh_modules_optional(void)
{
    AlhModuleSet s = alh_modset_none();
    for (int id = 0; id < ALH_MOD_COUNT; id++)
        if (!alh_module(id)->by_player_count)
            alh_modset_add(&s, id);
    return s;
}

AlhModuleSet alh_modules_all(void)
{
    AlhModuleSet s = alh_modules_optional();
    for (int id = 0; id < ALH_MOD_COUNT; id++)
        if (alh_module_infos[id].group == ALH_GROUP_BASE)
            alh_modset_remove(&s, id);
    return s;
}

bool alh_modules_score_points(const AlhGame *g)
{
    uint64_t any = 0;
    for (int w = 0; w < ALH_MODULE_WORDS; w++)
        any |= g->modules.bits[w] & (ALH_HOOK_BITS(SCORE_TERMS, w) | ALH_HOOK_BITS(SETTLE_SCORING, w));
    return any != 0;
}

bool alh_modules_any_optional(const AlhModuleSet *set)
{
    for (int w = 0; w < ALH_MODULE_WORDS; w++)
        for (uint64_t bits = set->bits[w]; bits; bits &= bits - 1) {
            const AlhModule *m = alh_module_slots[w * 64 + __builtin_ctzll(bits)];
            if (m && !m->by_player_count)
                return true;
        }
    return false;
}

/* Appends text to buf (of size) at *len, cutting at the end. */
static void add_text(char *buf, size_t size, size_t *len, const char *text)
{
    if (*len + 1 >= size)
        return;
    alh_str_copy(buf + *len, size - *len, text);
    while (*len < size && buf[*len])
        (*len)++;
}

/* The words a list may hold: the short ones first (groups and presets), so that a message cut short
 * by its buffer still names them; then every module. */
static void known_words(char *msg, size_t size)
{
    size_t len = 0;
    add_text(msg, size, &len, "known: all, none");
    for (int group = 0; group < ALH_GROUP_COUNT; group++) {
        bool used = false;
        for (int id = 0; id < ALH_MOD_COUNT; id++)
            used |= alh_module_infos[id].group == group && !alh_module(id)->by_player_count;
        if (used) {
            add_text(msg, size, &len, ", ");
            add_text(msg, size, &len, group_names[group]);
        }
    }
    for (int k = 0; alh_preset_names[k]; k++) {
        add_text(msg, size, &len, ", ");
        add_text(msg, size, &len, alh_preset_names[k]);
    }
    for (int id = 0; id < ALH_MOD_COUNT; id++) {
        add_text(msg, size, &len, ", ");
        add_text(msg, size, &len, alh_module_infos[id].name);
    }
}

bool alh_modules_parse(const char *text, AlhModuleSet *out, char *msg, size_t msg_size)
{
    AlhModuleSet set = alh_modset_none();
    const char *p = text ? text : "";
    if (!*p) {
        alh_str_copy(msg, msg_size, "modules: an empty list; name the modules, or write none");
        return false;
    }
    for (;;) {
        while (*p == ' ' || *p == '\t')
            p++;
        const char *start = p;
        while (*p && *p != ',')
            p++;
        const char *end = p;
        while (end > start && (end[-1] == ' ' || end[-1] == '\t'))
            end--;
        char word[48];
        size_t n = (size_t)(end - start);
        if (n == 0) {
            alh_str_copy(msg, msg_size, "modules: an empty name in the list (two commas, or one at an end)");
            return false;
        } else {
            if (n >= sizeof word)
                n = sizeof word - 1;
            for (size_t i = 0; i < n; i++)
                word[i] = start[i];
            word[n] = '\0';
            int id = alh_module_id(word), group = alh_group_id(word);
            AlhModuleSet optional = alh_modules_optional(), preset = alh_preset_modules(word);
            if (id >= 0) {
                alh_modset_add(&set, id);
            } else if (!alh_modset_empty(&preset)) {
                set = alh_modset_union(set, preset);
            } else if (group >= 0 || strcmp(word, "all") == 0) {
                AlhModuleSet all = alh_modules_all(); /* "all": the expansions' modules (game.h) */
                for (int m = 0; m < ALH_MOD_COUNT; m++)
                    if (group < 0 ? alh_modset_has(&all, m) : alh_modset_has(&optional, m) && alh_module_infos[m].group == group)
                        alh_modset_add(&set, m);
            } else if (strcmp(word, "none") != 0) {
                char known[1024];
                known_words(known, sizeof known);
                size_t len = 0;
                msg[0] = '\0';
                add_text(msg, msg_size, &len, "unknown module '");
                add_text(msg, msg_size, &len, word);
                add_text(msg, msg_size, &len, "'; ");
                add_text(msg, msg_size, &len, known);
                return false;
            }
        }
        if (!*p)
            break;
        p++;
    }
    *out = set;
    return true;
}

const char *alh_modules_format(const AlhModuleSet *set, char *buf, size_t size)
{
    size_t len = 0;
    if (size)
        buf[0] = '\0';
    for (int id = 0; id < ALH_MOD_COUNT; id++)
        if (alh_modset_has(set, id)) {
            if (len)
                add_text(buf, size, &len, ",");
            add_text(buf, size, &len, alh_module_infos[id].name);
        }
    return buf;
}

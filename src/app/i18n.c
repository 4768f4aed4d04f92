/* SPDX-License-Identifier: MIT */
/* Translations: tr(ctx, "key") from lang/<code>.txt in the data archive, then each module's
 * lang/<folder>/<code>.txt (its own keys: a module never redefines another file's). */
#include "i18n.h"

#include <stdarg.h>
#include <string.h>
#include "assets.h"
#include "client_module.h"
#include "drawn_cache.h"

#define TABLE_SLOTS 8192 /* open addressing; comfortably above the number of keys, modules included */

typedef struct Entry {
    const char *key, *text;
} Entry;
#define TABLE_FILES (1 + ALH_MOD_COUNT) /* the base game's file, then one per module */
typedef struct Table {
    char *data[TABLE_FILES];
    int files;
    Entry slots[TABLE_SLOTS];
    int count;
} Table;
typedef struct I18n {
    Table current, english;
} I18n;

static uint32_t hash_key(const char *s)
{
    uint32_t h = 2166136261u;
    for (; *s; s++)
        h = (h ^ (uint8_t)*s) * 16777619u;
    return h;
}

static void table_put(Table *t, const char *key, const char *text)
{
    if (t->count >= TABLE_SLOTS * 3 / 4)
        return;
    uint32_t i = hash_key(key) & (TABLE_SLOTS - 1);
    while (t->slots[i].key && strcmp(t->slots[i].key, key) != 0)
        i = (i + 1) & (TABLE_SLOTS - 1);
    if (!t->slots[i].key)
        t->count++;
    t->slots[i] = (Entry){key, text};
}

static const char *table_get(const Table *t, const char *key)
{
    uint32_t i = hash_key(key) & (TABLE_SLOTS - 1);
    while (t->slots[i].key) {
        if (strcmp(t->slots[i].key, key) == 0)
            return t->slots[i].text;
        i = (i + 1) & (TABLE_SLOTS - 1);
    }
    return NULL;
}

static char *trim(char *s)
{
    while (*s == ' ' || *s == '\t')
        s++;
    char *e = s + strlen(s);
    while (e > s && (e[-1] == ' ' || e[-1] == '\t' || e[-1] == '\r'))
        *--e = 0;
    return s;
}

/* Turns the two characters "\n" into a line break, in place. */
static void unescape(char *s)
{
    char *w = s;
    for (char *r = s; *r; r++) {
        if (r[0] == '\\' && r[1] == 'n') {
            *w++ = '\n';
            r++;
        } else
            *w++ = *r;
    }
    *w = 0;
}

static void table_free(Table *t)
{
    for (int i = 0; i < t->files; i++)
        SDL_free(t->data[i]);
    memset(t, 0, sizeof *t);
}

/* Adds the entries of one file (kept in t->data, which the entries point into). */
static bool table_add_file(Table *t, const char *path)
{
    if (t->files >= TABLE_FILES)
        return false;
    char *data = assets_read_all(path, NULL);
    if (!data)
        return false;
    t->data[t->files++] = data;
    char *line = data;
    if ((uint8_t)line[0] == 0xEF && (uint8_t)line[1] == 0xBB && (uint8_t)line[2] == 0xBF)
        line += 3;
    while (line && *line) {
        char *next = strchr(line, '\n');
        if (next)
            *next++ = 0;
        char *s = trim(line);
        char *eq = strchr(s, '=');
        if (*s && *s != '#' && eq) {
            *eq = 0;
            char *key = trim(s), *text = trim(eq + 1);
            unescape(text);
            if (*key)
                table_put(t, key, text);
        }
        line = next;
    }
    return true;
}

/* The base game's strings (required), then each module's that the archive holds. */
static bool table_load(Table *t, const char *code)
{
    table_free(t);
    char path[96];
    SDL_snprintf(path, sizeof path, "lang/%s.txt", code);
    if (!table_add_file(t, path))
        return false;
    for (int id = 0; id < ALH_MOD_COUNT; id++) {
        SDL_snprintf(path, sizeof path, "lang/%s/%s.txt", alh_client_folders[id], code);
        if (assets_exists(path) && !table_add_file(t, path))
            SDL_Log("%s could not be read: the module's words are shown in English.", path);
    }
    return true;
}

bool i18n_set_language(AppContext *ctx, const char *code)
{
    I18n *in = ctx->i18n;
    if (!in)
        return false;
    drawn_cache_forget(); /* cached pieces carry words (currency and character names) */
    if (strcmp(code, "en") == 0) {
        table_free(&in->current);
        return true;
    }
    if (!table_load(&in->current, code)) {
        SDL_Log("No translation for language '%s': using English.", code);
        return false;
    }
    return true;
}

bool i18n_init(AppContext *ctx)
{
    ctx->i18n = SDL_calloc(1, sizeof(I18n));
    if (!ctx->i18n)
        return false;
    if (!table_load(&ctx->i18n->english, "en"))
        SDL_Log("lang/en.txt is missing from the data archive.");
    i18n_set_language(ctx, ctx->settings.language);
    return true;
}

void i18n_shutdown(AppContext *ctx)
{
    if (!ctx->i18n)
        return;
    table_free(&ctx->i18n->current);
    table_free(&ctx->i18n->english);
    SDL_free(ctx->i18n);
    ctx->i18n = NULL;
}

const char *tr(AppContext *ctx, const char *key)
{
    if (!ctx->i18n)
        return key;
    const char *t = table_get(&ctx->i18n->current, key);
    if (!t)
        t = table_get(&ctx->i18n->english, key);
    return t ? t : key;
}

const char *trf(AppContext *ctx, char *buf, size_t size, const char *key, ...)
{
    const char *args[9] = {0};
    int nargs = 0;
    va_list ap;
    va_start(ap, key);
    for (const char *a; nargs < 9 && (a = va_arg(ap, const char *)) != NULL;)
        args[nargs++] = a;
    va_end(ap);
    const char *src = tr(ctx, key);
    size_t w = 0;
    if (size == 0)
        return buf;
    for (const char *r = src; *r && w + 1 < size; r++) {
        if (r[0] == '{' && r[1] >= '1' && r[1] <= '9' && r[2] == '}') {
            int i = r[1] - '1';
            const char *a = i < nargs ? args[i] : "";
            for (; *a && w + 1 < size; a++)
                buf[w++] = *a;
            r += 2;
            continue;
        }
        buf[w++] = *r;
    }
    buf[w] = 0;
    return buf;
}

const char *i18n_get(AppContext *ctx, const char *key)
{
    if (!ctx->i18n)
        return NULL;
    /* English is the current language when no other table is loaded */
    const Table *t = ctx->i18n->current.count > 0 ? &ctx->i18n->current : &ctx->i18n->english;
    return table_get(t, key);
}

bool i18n_has(AppContext *ctx, const char *key, bool english)
{
    if (!ctx->i18n)
        return false;
    return table_get(english ? &ctx->i18n->english : &ctx->i18n->current, key) != NULL;
}

void i18n_each_key(AppContext *ctx, bool english, void (*fn)(const char *key, void *user), void *user)
{
    if (!ctx->i18n)
        return;
    const Table *t = english ? &ctx->i18n->english : &ctx->i18n->current;
    for (int i = 0; i < TABLE_SLOTS; i++)
        if (t->slots[i].key)
            fn(t->slots[i].key, user);
}

/* SPDX-License-Identifier: MIT */
/* The modules' rules pages, presets and flagged combinations (module_pages.h). */
#include "module_pages.h"

#include <SDL.h>
#include <string.h>
#include "assets.h"
#include "client_module.h"

/* Pages read so far, by language; a page that the archive lacks is remembered as missing. A page
 * stays where it is until module_pages_forget, so pointers handed out stay valid meanwhile. */
#define PAGE_LANGUAGES 4
typedef struct PageCache {
    char language[8];
    bool tried[ALH_MOD_COUNT];
    ModulePage *pages[ALH_MOD_COUNT];
} PageCache;

static PageCache caches[PAGE_LANGUAGES]; /* read by the client's one UI thread */

void module_page_free(ModulePage *page)
{
    if (!page)
        return;
    SDL_free(page->text);
    page->text = NULL;
}

void module_pages_forget(void)
{
    for (int l = 0; l < PAGE_LANGUAGES; l++) {
        for (int id = 0; id < ALH_MOD_COUNT; id++) {
            module_page_free(caches[l].pages[id]);
            SDL_free(caches[l].pages[id]);
            caches[l].pages[id] = NULL;
            caches[l].tried[id] = false;
        }
        caches[l].language[0] = '\0';
    }
}

static char *trim(char *s)
{
    while (*s == ' ' || *s == '\t')
        s++;
    size_t n = strlen(s);
    while (n && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\r'))
        s[--n] = '\0';
    return s;
}

/* Adds a line to the block being built: a paragraph's lines join with a space. */
static void add_block(ModulePage *out, int kind, char *text, bool *open_paragraph)
{
    if (kind == PAGE_PARAGRAPH && *open_paragraph && out->block_count > 0) {
        /* the previous line's text ends right before this one in the buffer: join them in place */
        char *prev = (char *)out->blocks[out->block_count - 1].text;
        size_t len = strlen(prev);
        prev[len] = ' ';
        memmove(prev + len + 1, text, strlen(text) + 1);
        return;
    }
    if (out->block_count >= PAGE_MAX_BLOCKS)
        return;
    out->blocks[out->block_count].kind = (uint8_t)kind;
    out->blocks[out->block_count].text = text;
    out->block_count++;
    *open_paragraph = kind == PAGE_PARAGRAPH;
}

bool module_page_parse(const char *text, size_t size, int id, ModulePage *out)
{
    memset(out, 0, sizeof *out);
    out->module = id;
    out->text = SDL_malloc(size + 1);
    if (!out->text)
        return false;
    memcpy(out->text, text, size);
    out->text[size] = '\0';
    bool body = false, open_paragraph = false;
    char *line = out->text;
    while (line) {
        char *next = strchr(line, '\n');
        if (next)
            *next++ = '\0';
        char *t = trim(line);
        if (t[0] == '\0') {
            open_paragraph = false;
        } else if (t[0] == '#' && t[1] != '#') {
            /* a comment */
        } else if (!body && strchr(t, '=') && strncmp(t, "## ", 3) != 0) {
            char *eq = strchr(t, '=');
            *eq = '\0';
            char *key = trim(t), *value = trim(eq + 1);
            if (strcmp(key, "title") == 0) {
                SDL_strlcpy(out->title, value, sizeof out->title);
            } else if (strcmp(key, "avoid") == 0 && out->avoid_count < PAGE_MAX_AVOID) {
                char *bar = strchr(value, '|');
                if (bar) {
                    *bar = '\0';
                    int other = alh_module_id(trim(value));
                    if (other >= 0) {
                        out->avoid[out->avoid_count] = other;
                        SDL_strlcpy(out->avoid_reason[out->avoid_count], trim(bar + 1), sizeof out->avoid_reason[0]);
                        out->avoid_count++;
                    }
                }
            }
        } else if (strncmp(t, "## ", 3) == 0) {
            body = true;
            add_block(out, PAGE_HEADING, trim(t + 3), &open_paragraph);
            open_paragraph = false;
        } else if (strncmp(t, "- ", 2) == 0) {
            body = true;
            add_block(out, PAGE_ITEM, trim(t + 2), &open_paragraph);
            open_paragraph = false;
        } else {
            body = true;
            add_block(out, PAGE_PARAGRAPH, t, &open_paragraph);
        }
        line = next;
    }
    if (!out->title[0]) {
        module_page_free(out);
        return false;
    }
    return true;
}

static ModulePage *read_page(const char *code, int id)
{
    if (id < 0 || id >= ALH_MOD_COUNT)
        return NULL;
    char path[128];
    SDL_snprintf(path, sizeof path, "lang/%s/rules.%s.txt", alh_client_folders[id], code);
    size_t size = 0;
    char *text = assets_exists(path) ? assets_read_all(path, &size) : NULL;
    if (!text)
        return NULL;
    ModulePage *page = SDL_calloc(1, sizeof *page);
    if (page && !module_page_parse(text, size, id, page)) {
        SDL_Log("%s has no title: the module's rules page is left out.", path);
        SDL_free(page);
        page = NULL;
    }
    if (page)
        SDL_strlcpy(page->language, code, sizeof page->language);
    SDL_free(text);
    return page;
}

const ModulePage *module_page(const char *code, int id)
{
    if (id < 0 || id >= ALH_MOD_COUNT || !code)
        return NULL;
    PageCache *cache = NULL;
    for (int l = 0; l < PAGE_LANGUAGES && !cache; l++)
        if (strcmp(caches[l].language, code) == 0)
            cache = &caches[l];
    for (int l = 0; l < PAGE_LANGUAGES && !cache; l++)
        if (!caches[l].language[0]) {
            cache = &caches[l];
            SDL_strlcpy(cache->language, code, sizeof cache->language);
        }
    if (!cache)
        return NULL; /* more languages than the game has */
    if (!cache->tried[id]) {
        cache->tried[id] = true;
        cache->pages[id] = read_page(code, id);
        if (!cache->pages[id] && strcmp(code, "en") != 0)
            cache->pages[id] = read_page("en", id);
    }
    return cache->pages[id];
}

int module_order(int order[ALH_MOD_COUNT])
{
    AlhModuleSet optional = alh_modules_optional();
    int n = 0;
    for (int group = 0; group < ALH_GROUP_COUNT; group++)
        for (int id = 0; id < ALH_MOD_COUNT; id++)
            if (alh_modset_has(&optional, id) && alh_module_info(id)->group == group)
                order[n++] = id;
    return n;
}

int module_presets(ModulePreset *out, int cap)
{
    int n = 0;
    AlhModuleSet optional = alh_modules_optional();
    if (n < cap) {
        SDL_strlcpy(out[n].key, "modules.preset.base", sizeof out[n].key);
        out[n].kind = PRESET_BASE;
        out[n++].set = alh_modset_none();
    }
    for (int k = 0; alh_preset_name(k) && n < cap; k++) {
        SDL_snprintf(out[n].key, sizeof out[n].key, "modules.preset.%s", alh_preset_name(k));
        out[n].kind = PRESET_NAMED;
        out[n++].set = alh_preset_modules(alh_preset_name(k));
    }
    /* Each expansion alone; the base box's options are switches of their own, not a set. */
    for (int group = ALH_GROUP_BASE + 1; group < ALH_GROUP_COUNT && n < cap; group++) {
        AlhModuleSet set = alh_modset_none();
        for (int id = 0; id < ALH_MOD_COUNT; id++)
            if (alh_modset_has(&optional, id) && alh_module_info(id)->group == group)
                alh_modset_add(&set, id);
        if (alh_modset_empty(&set))
            continue;
        SDL_snprintf(out[n].key, sizeof out[n].key, "modules.group.%s", alh_group_name(group));
        out[n].kind = PRESET_GROUP;
        out[n++].set = set;
    }
    if (n < cap) {
        SDL_strlcpy(out[n].key, "modules.preset.all", sizeof out[n].key);
        out[n].kind = PRESET_ALL;
        out[n++].set = alh_modules_all();
    }
    return n;
}

/* The base box's options chosen in `current` (a module a player chooses outside every expansion:
 * the French Big Box's pile 5). */
static AlhModuleSet base_options_in(AlhModuleSet current)
{
    AlhModuleSet optional = alh_modules_optional(), expansions = alh_modules_all(), out = alh_modset_none();
    for (int id = 0; id < ALH_MOD_COUNT; id++)
        if (alh_modset_has(&current, id) && alh_modset_has(&optional, id) && !alh_modset_has(&expansions, id))
            alh_modset_add(&out, id);
    return out;
}

AlhModuleSet module_preset_apply(const ModulePreset *p, AlhModuleSet current)
{
    return alh_modset_union(p->set, base_options_in(current));
}

bool module_preset_matches(const ModulePreset *p, AlhModuleSet current)
{
    AlhModuleSet with_options = module_preset_apply(p, current);
    return alh_modset_equal(&with_options, &current);
}

int module_conflicts(const char *code, const AlhModuleSet *set, ModuleConflict *out, int cap)
{
    int n = 0;
    for (int a = 0; a < ALH_MOD_COUNT; a++) {
        if (!alh_modset_has(set, a))
            continue;
        const ModulePage *page = module_page(code, a);
        for (int k = 0; page && k < page->avoid_count; k++) {
            int b = page->avoid[k];
            if (!alh_modset_has(set, b))
                continue;
            bool seen = false; /* both pages may name the pair: say it once */
            for (int i = 0; i < n; i++)
                seen |= (out[i].a == b && out[i].b == a) || (out[i].a == a && out[i].b == b);
            if (!seen && n < cap)
                out[n++] = (ModuleConflict){a, b, page->avoid_reason[k]};
        }
    }
    return n;
}

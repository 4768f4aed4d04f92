/* SPDX-License-Identifier: MIT */
/*
 * The modules' rules pages and what the module browser builds from the registry: each module's
 * page (src/modules/<folder>/lang/rules.<code>.txt, packed as lang/<folder>/rules.<code>.txt), the
 * presets, and the rules that apply when two modules are played together (a page's "avoid" lines:
 * what one payment may not mix, say).
 * Nothing here names a module: all of it comes from the registry and the modules' own folders.
 */
#ifndef ALHAMBRA_MODULE_PAGES_H
#define ALHAMBRA_MODULE_PAGES_H

#include <stdbool.h>
#include "alhambra/game.h"
#include "app.h"

#define PAGE_MAX_AVOID 8
#define PAGE_MAX_BLOCKS 48

typedef enum PageBlockKind { PAGE_HEADING = 0, PAGE_PARAGRAPH, PAGE_ITEM } PageBlockKind;

typedef struct PageBlock {
    uint8_t kind;     /* PageBlockKind */
    const char *text; /* points into ModulePage.text */
} PageBlock;

typedef struct ModulePage {
    int module;       /* registry id */
    char language[8]; /* the language the page was read in ("en" when the chosen one has none) */
    char title[96];
    int avoid_count;
    int avoid[PAGE_MAX_AVOID]; /* modules the rulebook says not to combine with this one */
    char avoid_reason[PAGE_MAX_AVOID][240];
    int block_count;
    PageBlock blocks[PAGE_MAX_BLOCKS];
    char *text; /* the file, cut into the blocks' strings */
} ModulePage;

/* The page of module id in language code (falls back to English); NULL when the archive has none.
 * Pages are read once per language and kept (pointers valid) until module_pages_forget. */
const ModulePage *module_page(const char *code, int id);
void module_pages_forget(void);

/* Parses a page's text (the file's format: see docs/modules.md) into out; false when it has no title. */
bool module_page_parse(const char *text, size_t size, int id, ModulePage *out);
void module_page_free(ModulePage *page);

/* Presets: the base game, the presets the modules name (module.txt "presets:", e.g. the first
 * modules to try), each group of modules the registry has (expansion 1, ...), everything. */
#define PRESET_MAX (ALH_GROUP_COUNT + 2 + 16)
typedef enum PresetKind { PRESET_BASE = 0, PRESET_NAMED, PRESET_GROUP, PRESET_ALL } PresetKind;
typedef struct ModulePreset {
    char key[48]; /* translation key of its label; a named preset's "<key>.why" says what it is */
    uint8_t kind; /* PresetKind */
    AlhModuleSet set;
} ModulePreset;
int module_presets(ModulePreset *out, int cap);
/* The modules chosen once preset p is clicked over `current`: the preset's set, with the base box's
 * options kept as they were (each is a switch of its own, outside every preset). */
AlhModuleSet module_preset_apply(const ModulePreset *p, AlhModuleSet current);
/* Whether `current` is what preset p chooses, the base box's options aside (its button is lit). */
bool module_preset_matches(const ModulePreset *p, AlhModuleSet current);

/* A pair of chosen modules with a rule of their own together, the rule in code's language. */
typedef struct ModuleConflict {
    int a, b;
    const char *reason;
} ModuleConflict;
int module_conflicts(const char *code, const AlhModuleSet *set, ModuleConflict *out, int cap);

/* Draws module mod's page in r in the player's language (module_page_view.c): a parchment sheet
 * with its title, its pieces, the rules and the worked example at the largest size that fits. When
 * even the smallest size does not hold them (a small window), the rules scroll with the wheel over
 * the page: *scroll is the caller's (pixels scrolled; set it to 0 for a new page). */
void module_page_draw(AppContext *ctx, SDL_Rect r, int mod, int *scroll);

/* The modules a player chooses, by group, in the registry's order within a group; returns the count. */
int module_order(int order[ALH_MOD_COUNT]);

#endif

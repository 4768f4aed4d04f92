/* SPDX-License-Identifier: MIT */
/*
 * The module browser (issue #17): built from the registry, every module shows its rules page in
 * English and French (read from the data archive, where each module's folder put it), the presets
 * cover the registry's groups, the rules a page gives two modules together are stated, and the screen
 * draws a switch and a rules button for every module inside the window at 1280x720 and 1920x1080.
 */
#include <stdlib.h>
#include <string.h>
#include "app_check.h"
#include "i18n.h"
#include "module_pages.h"

static AppContext ctx;

static void test_every_module_has_its_pages(void)
{
    const char *codes[2] = {"en", "fr"};
    for (int c = 0; c < 2; c++)
        for (int id = 0; id < ALH_MOD_COUNT; id++) {
            const ModulePage *page = module_page(codes[c], id);
            CHECK(page != NULL, "%s has a rules page in %s", alh_module_name(id), codes[c]);
            if (!page)
                continue;
            CHECK(strcmp(page->language, codes[c]) == 0, "%s's page in %s is no fallback (%s)", alh_module_name(id), codes[c],
                  page->language);
            CHECK(page->title[0] != '\0', "%s's page has a title", alh_module_name(id));
            int headings = 0, text = 0;
            for (int b = 0; b < page->block_count; b++) {
                headings += page->blocks[b].kind == PAGE_HEADING;
                text += page->blocks[b].kind != PAGE_HEADING && strlen(page->blocks[b].text) > 20;
            }
            CHECK(headings >= 2 && text >= 3, "%s's page in %s has sections (%d) and text (%d)", alh_module_name(id), codes[c],
                  headings, text);
        }
}

static void test_page_format(void)
{
    static const char text[] = "# a comment\ntitle = A title\navoid = nobody-at-all | unknown module\n## First\nOne line\n"
                               "and its next line.\n\nA second paragraph.\n- an item\n## Example\nDone.\n";
    ModulePage page;
    CHECK(module_page_parse(text, sizeof text - 1, 0, &page), "a page parses");
    CHECK(strcmp(page.title, "A title") == 0, "title '%s'", page.title);
    CHECK(page.avoid_count == 0, "an unknown module in 'avoid' is left out (%d)", page.avoid_count);
    CHECK(page.block_count == 6, "blocks %d", page.block_count);
    if (page.block_count == 6) {
        CHECK(page.blocks[1].kind == PAGE_PARAGRAPH && strcmp(page.blocks[1].text, "One line and its next line.") == 0,
              "a paragraph's lines are joined: '%s'", page.blocks[1].text);
        CHECK(page.blocks[3].kind == PAGE_ITEM && strcmp(page.blocks[3].text, "an item") == 0, "an item '%s'",
              page.blocks[3].text);
        CHECK(page.blocks[4].kind == PAGE_HEADING, "a heading");
    }
    module_page_free(&page);
    static const char untitled[] = "## Only a section\nText.\n";
    CHECK(!module_page_parse(untitled, sizeof untitled - 1, 0, &page), "a page without a title is refused");
}

static void test_presets_and_flags(void)
{
    ModulePreset presets[PRESET_MAX];
    int n = module_presets(presets, PRESET_MAX);
    /* "Everything" and the groups are the expansions' modules; the base box's options (the French
     * Big Box's pile 5) are chosen one by one. */
    AlhModuleSet expansions = alh_modules_all(), covered = alh_modset_none();
    CHECK(n >= 3, "presets %d", n);
    CHECK(alh_modset_empty(&presets[0].set), "the first preset is the base game");
    CHECK(alh_modset_equal(&presets[n - 1].set, &expansions), "the last preset is everything");
    for (int i = 1; i < n - 1; i++) {
        if (presets[i].kind == PRESET_NAMED) {
            /* a preset the modules name: not empty, labelled and explained in this language */
            char why[64];
            snprintf(why, sizeof why, "%s.why", presets[i].key);
            CHECK(!alh_modset_empty(&presets[i].set) && i18n_has(&ctx, presets[i].key, true) && i18n_has(&ctx, why, true),
                  "preset %s has modules, a label and a reason", presets[i].key);
            continue;
        }
        CHECK(presets[i].kind == PRESET_GROUP, "preset %s is a group", presets[i].key);
        int group = -1;
        bool one_group = true;
        for (int id = 0; id < ALH_MOD_COUNT; id++)
            if (alh_modset_has(&presets[i].set, id)) {
                if (group < 0)
                    group = alh_module_info(id)->group;
                one_group &= alh_module_info(id)->group == group;
            }
        CHECK(group >= 0 && one_group, "preset %s is one whole group", presets[i].key);
        covered = alh_modset_union(covered, presets[i].set);
    }
    CHECK(alh_modset_equal(&covered, &expansions), "the group presets cover every expansion's module");

    /* Every pair a page names (a rule of the two together) is stated once, in both languages, with a reason; a set
     * with one of the two only is not. */
    int pairs = 0;
    for (int id = 0; id < ALH_MOD_COUNT; id++) {
        const ModulePage *page = module_page("en", id);
        for (int k = 0; page && k < page->avoid_count; k++) {
            AlhModuleSet set = alh_modset_one(id);
            ModuleConflict c[4];
            CHECK(module_conflicts("en", &set, c, 4) == 0, "%s alone is not flagged", alh_module_name(id));
            alh_modset_add(&set, page->avoid[k]);
            for (int l = 0; l < 2; l++) {
                int got = module_conflicts(l ? "fr" : "en", &set, c, 4);
                CHECK(got == 1 && c[0].reason && strlen(c[0].reason) > 10, "%s with %s flagged once with a reason (%d)",
                      alh_module_name(id), alh_module_name(page->avoid[k]), got);
                /* a rule stated plainly, as the rulebook gives it: never that the rulebook "advises
                 * against" the pair (it only keeps diamonds and exchange cards out of one payment) */
                CHECK(got < 1 || (!strstr(c[0].reason, "advise") && !strstr(c[0].reason, "déconseill")),
                      "%s with %s: a rule, not advice against the pair: %s", alh_module_name(id), alh_module_name(page->avoid[k]),
                      got ? c[0].reason : "");
            }
            pairs++;
        }
    }
    CHECK(pairs >= 1, "the pages name at least one pair with a rule of its own");
    /* the screens say the same: a rule of two modules together, no warning sign, no advice */
    const char *flag = tr(&ctx, "modules.flag"), *note = tr(&ctx, "newgame.no_modules");
    CHECK(!strstr(flag, "\xE2\x9A\xA0"), "the pair's rule is stated, not flagged with a warning sign: %s", flag);
    CHECK(!strstr(note, "advise") && !strstr(note, "déconseill"), "the new-game screen speaks of rules, not advice: %s", note);
    ModuleConflict c[16];
    CHECK(module_conflicts("en", &expansions, c, 16) >= 1, "everything at once is flagged");
}

static void check_screen_at(int w, int h)
{
    /* the layout of a w x h window, as --screenshot --size lays it out */
    ctx.width = w;
    ctx.height = h;
    ctx.scale = (float)h / APP_DESIGN_HEIGHT;
    app_set_screen(&ctx, SCREEN_MODULES);
    app_check_settle(&ctx);
    CHECK(ctx.screen == SCREEN_MODULES, "the browser is shown (%d)", ctx.screen);
    AlhModuleSet optional = alh_modules_optional();
    char id[64];
    /* Every module's row can be scrolled into view, inside the window, and opens its page when
     * clicked; a row has a switch exactly when a player chooses the module. */
    SDL_Rect list;
    int first_row = -1;
    for (int mod = 0; mod < ALH_MOD_COUNT && first_row < 0; mod++) {
        snprintf(id, sizeof id, "modules.page.%s", alh_module_name(mod));
        if (ui_widget_rect(&ctx, id, &list))
            first_row = mod;
    }
    CHECK(first_row >= 0, "a module's row is drawn at %dx%d", w, h);
    for (int mod = 0; mod < ALH_MOD_COUNT && first_row >= 0; mod++) {
        SDL_Rect r;
        snprintf(id, sizeof id, "modules.page.%s", alh_module_name(mod));
        bool seen = app_check_reveal(&ctx, id, list.x + list.w / 2, list.y + list.h / 2);
        CHECK(seen && ui_widget_rect(&ctx, id, &r) && r.x >= 0 && r.y >= 0 && r.x + r.w <= ctx.width && r.y + r.h <= ctx.height,
              "%s row scrolled into view inside %dx%d", alh_module_name(mod), w, h);
        snprintf(id, sizeof id, "modules.module.%s", alh_module_name(mod));
        bool drawn = ui_widget_rect(&ctx, id, &r);
        CHECK(drawn == alh_modset_has(&optional, mod), "%s has a switch exactly when a player chooses it", alh_module_name(mod));
        snprintf(id, sizeof id, "modules.page.%s", alh_module_name(mod));
        CHECK(app_check_click(&ctx, id) && screen_modules_page() == mod, "%s: a click on its row shows its page",
              alh_module_name(mod));
    }
    app_check_reveal(&ctx, "modules.preset.0", list.x + list.w / 2, list.y + list.h / 2); /* back to the top */
    /* A preset sets the modules; a switch changes one. */
    CHECK(app_check_click(&ctx, "modules.preset.0"), "the base-game preset");
    CHECK(alh_modset_empty(&ctx.new_game.modules), "no module after the base-game preset");
    ModulePreset presets[PRESET_MAX];
    int n = module_presets(presets, PRESET_MAX);
    snprintf(id, sizeof id, "modules.preset.%d", n - 1);
    CHECK(app_check_click(&ctx, id), "the everything preset");
    AlhModuleSet expansions = alh_modules_all();
    CHECK(alh_modset_equal(&ctx.new_game.modules, &expansions), "every expansion's module after the everything preset");
    int first = -1;
    for (int mod = 0; mod < ALH_MOD_COUNT && first < 0; mod++)
        if (alh_modset_has(&optional, mod))
            first = mod;
    snprintf(id, sizeof id, "modules.module.%s", alh_module_name(first));
    CHECK(app_check_click(&ctx, id), "a switch");
    CHECK(!alh_modset_has(&ctx.new_game.modules, first), "the switch took %s out", alh_module_name(first));
    /* The base box's options (the French Big Box's pile 5) are switches of their own: a preset
     * clicked after one is switched on keeps it, and its button is lit all the same. */
    int options = 0;
    for (int mod = 0; mod < ALH_MOD_COUNT; mod++) {
        if (!alh_modset_has(&optional, mod) || alh_modset_has(&expansions, mod))
            continue;
        options++;
        snprintf(id, sizeof id, "modules.module.%s", alh_module_name(mod));
        app_check_reveal(&ctx, id, list.x + list.w / 2, list.y + list.h / 2);
        if (!alh_modset_has(&ctx.new_game.modules, mod))
            CHECK(app_check_click(&ctx, id), "%s's switch", alh_module_name(mod));
        CHECK(alh_modset_has(&ctx.new_game.modules, mod), "%s switched on", alh_module_name(mod));
        app_check_reveal(&ctx, "modules.preset.0", list.x + list.w / 2, list.y + list.h / 2);
        for (int k = 0; k < n; k++) {
            snprintf(id, sizeof id, "modules.preset.%d", k);
            CHECK(app_check_click(&ctx, id), "preset %s", presets[k].key);
            AlhModuleSet want = presets[k].set;
            alh_modset_add(&want, mod);
            CHECK(alh_modset_equal(&ctx.new_game.modules, &want), "preset %s keeps %s and sets the rest", presets[k].key,
                  alh_module_name(mod));
            CHECK(module_preset_matches(&presets[k], ctx.new_game.modules), "preset %s lit with %s on", presets[k].key,
                  alh_module_name(mod));
        }
        snprintf(id, sizeof id, "modules.module.%s", alh_module_name(mod)); /* off again, by its own switch */
        app_check_reveal(&ctx, id, list.x + list.w / 2, list.y + list.h / 2);
        CHECK(app_check_click(&ctx, id) && !alh_modset_has(&ctx.new_game.modules, mod), "%s switched off", alh_module_name(mod));
    }
    CHECK(options >= 1, "the base box has an option to keep (%d)", options);
}

/* Every page can be read to its end: scrolled with the wheel over it where even its smallest text is
 * taller than the page (the worked example was cut off below the page in a 1088x612 window). The
 * end of the last line of each page is drawn, inside the window, after scrolling down. */
static void check_pages_read_to_the_end(int w, int h)
{
    ctx.width = w;
    ctx.height = h;
    ctx.scale = (float)h / APP_DESIGN_HEIGHT;
    app_set_screen(&ctx, SCREEN_MODULES);
    app_check_settle(&ctx);
    TextTrace trace;
    if (!app_check_trace_alloc(&trace))
        return;
    char id[64];
    SDL_Rect list;
    int first_row = -1, pages = 0;
    for (int mod = 0; mod < ALH_MOD_COUNT && first_row < 0; mod++) {
        snprintf(id, sizeof id, "modules.page.%s", alh_module_name(mod));
        if (ui_widget_rect(&ctx, id, &list))
            first_row = mod;
    }
    for (int mod = 0; mod < ALH_MOD_COUNT && first_row >= 0; mod++) {
        const ModulePage *page = module_page(ctx.settings.language, mod);
        snprintf(id, sizeof id, "modules.page.%s", alh_module_name(mod));
        if (!page || !page->block_count || !app_check_reveal(&ctx, id, list.x + list.w / 2, list.y + list.h / 2) ||
            !app_check_click(&ctx, id))
            continue;
        pages++;
        ui_inject_wheel(&ctx, w * 3 / 4, h / 2, -200); /* down to the end of the page */
        app_check_step(&ctx);
        trace.count = trace.last_frame = 0;
        ctx.text_trace = &trace;
        app_check_step(&ctx);
        ctx.text_trace = NULL;
        const char *last = page->blocks[page->block_count - 1].text;
        size_t n = strlen(last);
        bool seen = false;
        for (int i = 0; i < trace.count && !seen; i++) {
            size_t k = strlen(trace.items[i].text);
            SDL_Rect r = trace.items[i].rect;
            seen = k >= 4 && k <= n && !strcmp(last + n - k, trace.items[i].text) && r.h > 0 && r.y + r.h <= h;
        }
        CHECK(seen, "%dx%d %s: the end of %s's page is drawn (\"...%s\")", w, h, ctx.settings.language, alh_module_name(mod),
              n > 30 ? last + n - 30 : last);
    }
    CHECK(pages > 10, "%dx%d: pages shown (%d)", w, h, pages);
    free(trace.items);
}

int main(int argc, char **argv)
{
    (void)argc;
    if (!app_check_start(&ctx, argv[0]))
        return 1;
    const char *langs[2] = {"en", "fr"};
    test_page_format();
    for (int l = 0; l < 2; l++) {
        i18n_set_language(&ctx, langs[l]);
        SDL_strlcpy(ctx.settings.language, langs[l], sizeof ctx.settings.language);
        test_every_module_has_its_pages();
        test_presets_and_flags();
        check_screen_at(1280, 720);
        check_screen_at(1920, 1080);
        check_pages_read_to_the_end(1088, 612);
        check_pages_read_to_the_end(1280, 720);
    }
    module_pages_forget();
    app_shutdown(&ctx);
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}

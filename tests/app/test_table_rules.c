/* SPDX-License-Identifier: MIT */
/*
 * The modules' rules pages during a game (issue #17 item 1): the modules' panel has a Rules button
 * that opens a dialog over the table with a tab for each module of this game, and only those; a
 * tab shows its page; Close and Escape give the table back. In English and French, with a picture
 * of the dialog written to the test's home folder. A game without modules has no such button.
 */
#include <string.h>
#include "app_check.h"
#include "i18n.h"
#include "match.h"
#include "settings.h"
#include "table.h"
#include "table_dialogs.h"

static AppContext ctx;

static void frames(int n)
{
    for (int i = 0; i < n; i++)
        app_check_step(&ctx);
}

static bool start(AlhModuleSet modules, uint64_t seed)
{
    AppNewGame g;
    settings_default_game(&g, 3);
    for (int i = 0; i < 3; i++)
        g.seats[i].is_bot = false;
    g.has_seed = true;
    g.seed = seed;
    g.modules = modules;
    ctx.no_curtain = true;
    bool ok = app_start_new_game(&ctx, &g);
    frames(3);
    return ok && app_match(&ctx);
}

static void test_rules_dialog(const char *lang, int w, int h)
{
    i18n_set_language(&ctx, lang);
    SDL_strlcpy(ctx.settings.language, lang, sizeof ctx.settings.language);
    ctx.settings.since_summary = false;
    ctx.width = w;
    ctx.height = h;
    ctx.scale = (float)h / APP_DESIGN_HEIGHT;
    AlhModuleSet on = alh_preset_modules("first");
    CHECK(!alh_modset_empty(&on), "the first-modules preset has modules");
    if (!start(on, 5))
        return;
    Table *t = ctx.table;
    CHECK(app_check_drawn(&ctx, "table.mod.rules"), "%s %dx%d: the modules' panel has its Rules button", lang, w, h);
    CHECK(app_check_click(&ctx, "table.mod.rules") && t->dialog == TABLE_DIALOG_RULES, "%s: Rules opens the dialog (%d)", lang,
          t->dialog);
    char id[64];
    int tabs = 0, last = -1;
    for (int mod = 0; mod < ALH_MOD_COUNT; mod++) {
        snprintf(id, sizeof id, "table.rules.%s", alh_module_name(mod));
        bool drawn = app_check_drawn(&ctx, id);
        CHECK(drawn == (alh_module_on(&t->match->game, mod) && alh_modset_has(&on, mod)),
              "%s: a tab for %s exactly when the game has it", lang, alh_module_name(mod));
        tabs += drawn;
        if (drawn)
            last = mod;
    }
    CHECK(tabs >= 2 && t->rules_page >= 0 && alh_modset_has(&on, t->rules_page), "%s: %d tabs, the first page open (%d)", lang,
          tabs, t->rules_page);
    if (last >= 0) {
        snprintf(id, sizeof id, "table.rules.%s", alh_module_name(last));
        CHECK(app_check_click(&ctx, id) && t->rules_page == last, "%s: a tab opens its page (%d)", lang, t->rules_page);
    }
    uint64_t before = alh_game_hash(&t->match->game);
    int page = t->rules_page;
    CHECK(app_check_click(&ctx, "table.mod.rules") && t->dialog == TABLE_DIALOG_RULES && t->rules_page == page,
          "%s: a click on the table under the dialog goes nowhere", lang);
    char path[APP_PATH_MAX];
    SDL_snprintf(path, sizeof path, "%stable-rules-%s-%dx%d.png", ctx.pref_path, lang, w, h);
    CHECK(app_render_to_png(&ctx, SCREEN_TABLE, w, h, path), "%s: picture", lang);
    frames(1);
    CHECK(app_check_click(&ctx, "table.rules.close") && t->dialog == TABLE_DIALOG_NONE, "%s: Close shuts it", lang);
    CHECK(app_check_click(&ctx, "table.mod.rules") && t->dialog == TABLE_DIALOG_RULES, "%s: opened again", lang);
    ui_inject_key(&ctx, SDLK_ESCAPE);
    app_check_settle(&ctx);
    CHECK(t->dialog == TABLE_DIALOG_NONE, "%s: Escape shuts it", lang);
    CHECK(alh_game_hash(&t->match->game) == before, "%s: reading the rules played nothing", lang);

    AlhModuleSet none = alh_modset_none();
    if (start(none, 6))
        CHECK(!app_check_drawn(&ctx, "table.mod.rules"), "%s: no Rules button in the base game", lang);
}

int main(int argc, char **argv)
{
    (void)argc;
    if (!app_check_start(&ctx, argv[0]))
        return 1;
    test_rules_dialog("en", 1280, 720);
    test_rules_dialog("fr", 1920, 1080);
    test_rules_dialog("en", 1024, 768);
    app_shutdown(&ctx);
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}

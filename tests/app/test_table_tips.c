/* SPDX-License-Identifier: MIT */
/*
 * First-game tips (issue #17 item 4): with fresh settings a human's first turn shows the turn's
 * tip; "Got it" puts it away for good; choosing a market tile brings the payment's tip, which goes
 * once the player acts; placing brings the building rules' tip; "No more tips" ends them all, and
 * the settings' switch brings them back. Every tip has its words in English and French.
 */
#include <string.h>
#include "app_check.h"
#include "i18n.h"
#include "match.h"
#include "settings.h"
#include "table.h"
#include "table_tips.h"

static AppContext ctx;

static bool start(uint64_t seed)
{
    AppNewGame g;
    settings_default_game(&g, 3);
    for (int i = 0; i < 3; i++)
        g.seats[i].is_bot = false;
    g.has_seed = true;
    g.seed = seed;
    ctx.no_curtain = true;
    bool ok = app_start_new_game(&ctx, &g);
    app_check_settle_table(&ctx);
    return ok && app_match(&ctx);
}

static void test_words(void)
{
    static const char *const names[TIP_COUNT] = {"turn", "buy", "place", "modules"};
    const char *langs[2] = {"en", "fr"};
    char key[48];
    for (int l = 0; l < 2; l++) {
        i18n_set_language(&ctx, langs[l]);
        for (int k = 0; k < TIP_COUNT; k++) {
            snprintf(key, sizeof key, "tip.%s", names[k]);
            CHECK(i18n_has(&ctx, key, l == 0), "%s: %s", langs[l], key);
            snprintf(key, sizeof key, "tip.%s.title", names[k]);
            CHECK(i18n_has(&ctx, key, l == 0), "%s: %s", langs[l], key);
        }
        CHECK(i18n_has(&ctx, "tip.ok", l == 0) && i18n_has(&ctx, "tip.off", l == 0), "%s: the buttons", langs[l]);
    }
    i18n_set_language(&ctx, "en");
}

static void test_tips(void)
{
    ctx.settings.since_summary = false;
    ctx.settings.tips = true;
    ctx.settings.tips_seen = 0;
    if (!start(21))
        return;
    Table *t = ctx.table;
    CHECK(table_tip_shown(t) == TIP_TURN && app_check_drawn(&ctx, "table.tip.ok"), "the first turn's tip (%d)",
          table_tip_shown(t));
    CHECK(app_check_click(&ctx, "table.tip.ok"), "Got it");
    app_check_settle_table(&ctx);
    CHECK(table_tip_shown(t) == TIP_NONE && (ctx.settings.tips_seen & (1u << TIP_TURN)), "gone, and remembered (%#x)",
          ctx.settings.tips_seen);

    /* a market tile chosen: the payment's tip; it goes (and counts as seen) once the player acts */
    Match *m = t->match;
    int space = -1;
    for (int sp = 0; sp < ALH_MARKET_SPACES && space < 0; sp++)
        if (m->game.market[sp])
            space = sp;
    char id[32];
    snprintf(id, sizeof id, "table.market.%d", space);
    CHECK(space >= 0 && app_check_click(&ctx, id), "a market tile chosen");
    app_check_settle_table(&ctx);
    CHECK(table_tip_shown(t) == TIP_BUY, "the payment's tip (%d)", table_tip_shown(t));
    match_play_random_moves(&ctx, 1, 3);
    app_check_settle_table(&ctx);
    CHECK(!(table_tip_shown(t) == TIP_BUY) && (ctx.settings.tips_seen & (1u << TIP_BUY)),
          "acting puts the payment's tip away for good (%#x)", ctx.settings.tips_seen);

    /* the tips seen do not come back; "No more tips" ends the others */
    for (int i = 0; i < 30 && table_tip_shown(t) == TIP_NONE && m->game.phase != ALH_PHASE_OVER; i++) {
        match_play_random_moves(&ctx, 1, 40 + (uint64_t)i);
        app_check_settle_table(&ctx);
        CHECK(table_tip_shown(t) != TIP_TURN && table_tip_shown(t) != TIP_BUY, "a seen tip stays away");
    }
    CHECK(table_tip_shown(t) == TIP_PLACE, "placing brings its own tip (%d)", table_tip_shown(t));
    CHECK(app_check_click(&ctx, "table.tip.off"), "No more tips");
    app_check_settle_table(&ctx);
    CHECK(!ctx.settings.tips && table_tip_shown(t) == TIP_NONE, "tips off");
    match_end(&ctx);

    /* the settings' switch brings them all back */
    app_set_screen(&ctx, SCREEN_SETTINGS);
    app_check_settle(&ctx);
    CHECK(app_check_click(&ctx, "settings.tips") && ctx.settings.tips && ctx.settings.tips_seen == 0,
          "switched on again, every tip comes back");
    AppSettings back;
    settings_defaults(&back);
    CHECK(back.tips && back.tips_seen == 0, "on by default");
    if (start(22))
        CHECK(table_tip_shown(ctx.table) == TIP_TURN, "the first tip again");
    match_end(&ctx);
}

int main(int argc, char **argv)
{
    (void)argc;
    if (!app_check_start(&ctx, argv[0]))
        return 1;
    test_words();
    test_tips();
    app_shutdown(&ctx);
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}

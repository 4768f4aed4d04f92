/* SPDX-License-Identifier: MIT */
/*
 * The table's Hint (issue #17): pressed on a human's turn, the Expert bot thinks on its thread and
 * the table shows a move that is legal in the real game, with the move and its reasons in words
 * (every template filled, in English and in French); pressing again puts it away; a hint for a
 * position that has moved on is not shown. Pictures of the table with a hint are written to the
 * test's home folder (table-hint-*.png) for looking at.
 */
#include <string.h>
#include "app_check.h"
#include "i18n.h"
#include "match.h"
#include "settings.h"
#include "table.h"
#include "table_hint.h"

static AppContext ctx;

/* Presses the Hint button and waits for the answer (at most a few seconds of frames). */
static bool ask_hint(void)
{
    if (!app_check_click(&ctx, "table.hint_button"))
        return false;
    for (int i = 0; i < 2000 && table_hint_thinking(); i++) {
        SDL_Delay(5);
        app_check_step(&ctx);
    }
    app_check_step(&ctx);
    return table_hint_current() != NULL;
}

static void check_words(const char *text, const char *lang)
{
    CHECK(text && strlen(text) > 20, "%s: the hint says something (%s)", lang, text ? text : "(none)");
    if (!text)
        return;
    CHECK(!strchr(text, '{') && !strstr(text, "hint."), "%s: every template filled: %s", lang, text);
    CHECK(strchr(text, '\n') && strlen(strchr(text, '\n')) > 10, "%s: the move, then why: %s", lang, text);
}

static void test_hints_in(const char *lang, uint64_t seed)
{
    i18n_set_language(&ctx, lang);
    SDL_strlcpy(ctx.settings.language, lang, sizeof ctx.settings.language);
    AppNewGame g;
    settings_default_game(&g, 3);
    for (int i = 0; i < 3; i++)
        g.seats[i].is_bot = false;
    g.has_seed = true;
    g.seed = seed;
    ctx.no_curtain = true;
    CHECK(app_start_new_game(&ctx, &g), "start");
    app_check_settle(&ctx);
    int shown = 0, buys = 0;
    for (int round = 0; round < 6; round++) {
        Match *m = app_match(&ctx);
        if (!m || m->game.phase == ALH_PHASE_OVER)
            break;
        match_play_random_moves(&ctx, 3 + round * 5, seed + (uint64_t)round);
        for (int i = 0; i < 5; i++)
            app_check_step(&ctx);
        m = app_match(&ctx);
        if (!m || m->game.phase == ALH_PHASE_OVER)
            break;
        if (!ask_hint()) {
            CHECK(false, "%s: a hint came (round %d)", lang, round);
            continue;
        }
        const AlhHint *h = table_hint_current();
        CHECK(h->player == match_to_move(m), "%s: the hint is for the player to move", lang);
        CHECK(alh_check(match_view_game(m), &h->command) == ALH_OK, "%s: the hinted move is legal", lang);
        check_words(table_hint_text(), lang);
        if (h->command.type == ALH_CMD_BUY) {
            app_check_step(&ctx);
            CHECK(table_hint_mark_count() == 1 + alh_cards_count(&h->command.cards),
                  "%s: a purchase marks its market space and each card to pay (%d marks, %d cards)", lang,
                  table_hint_mark_count(), alh_cards_count(&h->command.cards));
            buys++;
        }
        if (shown++ < 2) {
            char path[APP_PATH_MAX];
            SDL_snprintf(path, sizeof path, "%stable-hint-%s-%d.png", ctx.pref_path, lang, shown);
            CHECK(app_render_to_png(&ctx, SCREEN_TABLE, shown == 1 ? 1280 : 1920, shown == 1 ? 720 : 1080, path), "picture");
            app_check_step(&ctx); /* the widgets where this window has them again */
            CHECK(table_hint_current() != NULL, "%s: the hint stays on the table while nothing moves", lang);
        }
        /* a second press puts it away */
        CHECK(app_check_click(&ctx, "table.hint_button"), "hint button again");
        CHECK(table_hint_current() == NULL, "%s: a second press hides the hint", lang);
        /* a hint asked, then the position moves on: it is not shown */
        CHECK(ask_hint(), "%s: hint again", lang);
        match_play_random_moves(&ctx, 1, seed + 99);
        for (int i = 0; i < 3; i++)
            app_check_step(&ctx);
        CHECK(table_hint_current() == NULL, "%s: a hint for an old position is not shown", lang);
    }
    CHECK(shown >= 3, "%s: hints were shown (%d)", lang, shown);
    /* play on until the Expert suggests a purchase: its space and each card to pay are marked */
    for (int i = 0; i < 40 && buys == 0; i++) {
        Match *m = app_match(&ctx);
        if (!m || m->game.phase == ALH_PHASE_OVER)
            break;
        if (ask_hint() && table_hint_current()->command.type == ALH_CMD_BUY) {
            const AlhHint *h = table_hint_current();
            app_check_step(&ctx);
            CHECK(table_hint_mark_count() == 1 + alh_cards_count(&h->command.cards),
                  "%s: a purchase marks its market space and each card to pay (%d marks, %d cards)", lang,
                  table_hint_mark_count(), alh_cards_count(&h->command.cards));
            buys++;
            break;
        }
        match_play_random_moves(&ctx, 1, seed + 200 + (uint64_t)i);
        for (int k = 0; k < 3; k++)
            app_check_step(&ctx);
    }
    CHECK(buys >= 1, "%s: a purchase was hinted and marked", lang);
    match_end(&ctx);
}

/* A game started without hints: no Hint button, the H key does nothing, and a save keeps it so;
 * the new-game screen remembers the choice for next time. */
static void test_no_hints(void)
{
    AppNewGame g;
    settings_default_game(&g, 3);
    for (int i = 0; i < 3; i++)
        g.seats[i].is_bot = false;
    g.has_seed = true;
    g.seed = 12;
    g.no_hints = true;
    ctx.no_curtain = true;
    CHECK(app_start_new_game(&ctx, &g), "start without hints");
    app_check_settle_table(&ctx);
    Match *m = app_match(&ctx);
    CHECK(m && m->no_hints, "the match knows it has no hints");
    CHECK(!app_check_drawn(&ctx, "table.hint_button"), "no Hint button");
    ui_inject_key(&ctx, SDLK_h);
    app_check_settle_table(&ctx);
    for (int i = 0; i < 400 && table_hint_thinking(); i++) {
        SDL_Delay(5);
        app_check_step(&ctx);
    }
    app_check_settle_table(&ctx);
    CHECK(!table_hint_thinking() && table_hint_current() == NULL, "the H key asks nothing");
    char path[APP_PATH_MAX];
    SDL_snprintf(path, sizeof path, "%sno-hints.json", ctx.pref_path);
    CHECK(match_save(&ctx, path), "saved");
    match_end(&ctx);
    CHECK(match_load(&ctx, path) && app_match(&ctx) && app_match(&ctx)->no_hints, "the save keeps the game without hints");
    app_set_screen(&ctx, SCREEN_TABLE);
    app_check_settle_table(&ctx);
    CHECK(!app_check_drawn(&ctx, "table.hint_button"), "no Hint button after loading");
    match_end(&ctx);
    /* a game with hints (the default) after it has the button again */
    g.no_hints = false;
    CHECK(app_start_new_game(&ctx, &g), "start with hints");
    app_check_settle_table(&ctx);
    CHECK(app_check_drawn(&ctx, "table.hint_button"), "the Hint button is back");
    match_end(&ctx);
    /* the new-game switch */
    ctx.settings.last_game = g;
    app_set_screen(&ctx, SCREEN_NEW_GAME);
    app_check_settle_table(&ctx);
    CHECK(app_check_click(&ctx, "newgame.hints") && ctx.new_game.no_hints, "the new-game switch turns hints off");
    CHECK(app_check_click(&ctx, "newgame.hints") && !ctx.new_game.no_hints, "and on again");
}

/* In a game with modules the hint's words stand clear of the expansion actions' button, which shares
 * the lower edge of the board with them (the box hid the button, seen under Xvfb at 1088x612). */
static void test_hint_beside_tray(void)
{
    i18n_set_language(&ctx, "en");
    SDL_strlcpy(ctx.settings.language, "en", sizeof ctx.settings.language);
    AppNewGame g;
    settings_default_game(&g, 3);
    for (int i = 0; i < 3; i++)
        g.seats[i].is_bot = false;
    g.has_seed = true;
    g.seed = 7;
    g.modules = alh_modset_from_bits(1u << ALH_MOD_SQUARES);
    g.no_hints = false;
    ctx.no_curtain = true;
    CHECK(app_start_new_game(&ctx, &g), "start");
    app_set_screen(&ctx, SCREEN_TABLE);
    app_check_settle_table(&ctx);
    SDL_Rect tray, box;
    CHECK(app_check_drawn(&ctx, "table.mod.tray"), "the expansion actions' button");
    CHECK(ask_hint(), "a hint came");
    app_check_step(&ctx);
    bool drawn = ui_widget_rect(&ctx, "table.mod.tray", &tray) && table_hint_box(&box);
    CHECK(drawn && !SDL_HasIntersection(&box, &tray) && box.y > 0, "the hint (%d,%d %dx%d) clear of the button (%d,%d %dx%d)",
          box.x, box.y, box.w, box.h, tray.x, tray.y, tray.w, tray.h);
    match_end(&ctx);
}

/* A take's reason does not say again what the move's words say ("take 7 dirhams. It takes dirhams
 * worth 7."): it gives what the cards make, the player's money of that currency afterwards, or,
 * in a currency they had none of, what it is for. */
static void test_money_reason(void)
{
    AppNewGame ng;
    settings_default_game(&ng, 3);
    ng.has_seed = true;
    ng.seed = 4;
    CHECK(app_start_new_game(&ctx, &ng), "start");
    AlhGame g = app_match(&ctx)->game;
    const int p = 0;
    memset(&g.players[p].hand, 0, sizeof g.players[p].hand);
    alh_cards_add(&g.players[p].hand, alh_card_make(ALH_DIRHAM, 5, 0));
    alh_cards_add(&g.players[p].hand, alh_card_make(ALH_DENAR, 2, 0));
    AlhHint h = {0};
    h.player = p;
    h.command.type = ALH_CMD_TAKE_MONEY;
    h.command.player = p;
    h.reason_count = 1;
    h.reasons[0] = (AlhHintReason){.kind = ALH_HINT_MONEY, .currency = ALH_DIRHAM, .value = 7};
    for (int fr = 0; fr <= 1; fr++) {
        i18n_set_language(&ctx, fr ? "fr" : "en");
        char why[512], want[64];
        table_hint_why_words(&ctx, &g, &h, why, sizeof why);
        SDL_snprintf(want, sizeof want, "12 dirhams");
        CHECK(strstr(why, want) && !strstr(why, "7"), "%s: 5 dirhams held and 7 taken: the reason gives the 12 held: %s",
              fr ? "fr" : "en", why);
        h.reasons[0].currency = ALH_FLORIN; /* none held */
        table_hint_why_words(&ctx, &g, &h, why, sizeof why);
        CHECK(why[0] && !strstr(why, "7"), "%s: the first florins: the reason does not repeat the 7 taken: %s", fr ? "fr" : "en",
              why);
        h.reasons[0].currency = ALH_DIRHAM;
    }
    /* A majority worth nothing to speak of is said without "worth about +0 points"; one worth
     * something keeps its points. */
    h.command.type = ALH_CMD_PLACE;
    h.reasons[0] = (AlhHintReason){.kind = ALH_HINT_MAJORITY, .type = ALH_GARDEN, .place = 1, .count = 2, .points = 0.3};
    for (int fr = 0; fr <= 1; fr++) {
        i18n_set_language(&ctx, fr ? "fr" : "en");
        char why[512];
        h.reasons[0].points = 0.3;
        table_hint_why_words(&ctx, &g, &h, why, sizeof why);
        CHECK(why[0] && !strstr(why, "+0"), "%s: no \"+0 points\": %s", fr ? "fr" : "en", why);
        h.reasons[0].points = 8.2;
        table_hint_why_words(&ctx, &g, &h, why, sizeof why);
        CHECK(strstr(why, "+8"), "%s: the points when there are some: %s", fr ? "fr" : "en", why);
        /* the expansions' term: a loss said as a loss, not "gains about -3 points" */
        AlhHintReason keep = h.reasons[0];
        h.reasons[0] = (AlhHintReason){.kind = ALH_HINT_MODULES, .points = -3.2};
        table_hint_why_words(&ctx, &g, &h, why, sizeof why);
        CHECK(strstr(why, " 3 ") && !strstr(why, "-3"), "%s: the expansions' loss: %s", fr ? "fr" : "en", why);
        h.reasons[0] = keep;
    }
    i18n_set_language(&ctx, "en");
    match_end(&ctx);
}

int main(int argc, char **argv)
{
    (void)argc;
    if (!app_check_start(&ctx, argv[0]))
        return 1;
    test_hints_in("en", 5);
    test_hints_in("fr", 8);
    test_no_hints();
    test_hint_beside_tray();
    test_money_reason();
    app_shutdown(&ctx);
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}

/* SPDX-License-Identifier: MIT */
/* Drives the real shell screens headless by clicking their widgets where they were drawn. */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "app_internal.h"
#include "table.h"
#include "i18n.h"
#include "settings.h"
#include "ui.h"

static int passed, failed;
static AppContext ctx;

#define CHECK(cond, ...)                                                                                                         \
    do {                                                                                                                         \
        if (cond)                                                                                                                \
            passed++;                                                                                                            \
        else {                                                                                                                   \
            failed++;                                                                                                            \
            printf("FAILED %s:%d: %s: ", __FILE__, __LINE__, #cond);                                                             \
            printf(__VA_ARGS__);                                                                                                 \
            printf("\n");                                                                                                        \
        }                                                                                                                        \
    } while (0)

/* Runs frames until the injected input is used up, plus two to let screen switches settle. */
static void settle(void)
{
    for (int i = 0; i < 200 && ui_script_pending(&ctx); i++)
        app_step(&ctx, 1.0 / 60);
    app_step(&ctx, 1.0 / 60);
    app_step(&ctx, 1.0 / 60);
}

static bool click(const char *id)
{
    bool found = ui_click_widget(&ctx, id);
    if (!found)
        printf("  (widget %s was not drawn)\n", id);
    settle();
    return found;
}

static void go_menu(void)
{
    app_set_screen(&ctx, SCREEN_MENU);
    settle();
}

static void test_menu_to_new_game_to_start(void)
{
    go_menu();
    CHECK(ctx.screen == SCREEN_MENU, "screen %d", ctx.screen);
    CHECK(click("menu.new_game"), "new game button");
    CHECK(ctx.screen == SCREEN_NEW_GAME, "screen %d after New game", ctx.screen);
    CHECK(click("newgame.seats.2"), "2 seats button");
    CHECK(ctx.new_game.num_seats == 2, "seats %d", ctx.new_game.num_seats);
    CHECK(click("newgame.seat1.human"), "human button of seat 2");
    CHECK(!ctx.new_game.seats[1].is_bot, "seat 2 should be human");
    CHECK(click("newgame.seat1.bot"), "bot button of seat 2");
    CHECK(ctx.new_game.seats[1].is_bot, "seat 2 should be a bot");
    int level = ctx.new_game.seats[1].bot_level;
    CHECK(click("newgame.seat1.level.next"), "level selector");
    CHECK(ctx.new_game.seats[1].bot_level == (level - ALH_BOT_EASY + 1) % 4 + ALH_BOT_EASY, "level %d -> %d", level,
          ctx.new_game.seats[1].bot_level);
    /* a name typed into the first seat */
    CHECK(click("newgame.seat0.name"), "name field");
    for (int i = 0; i < 30; i++)
        ui_inject_key(&ctx, SDLK_BACKSPACE);
    ui_inject_text(&ctx, "Za\xC3\xAF"
                         "d");
    settle();
    CHECK(strcmp(ctx.new_game.seats[0].name, "Za\xC3\xAF"
                                             "d") == 0,
          "name '%s'", ctx.new_game.seats[0].name);
    /* colours stay distinct when clicked through */
    for (int i = 0; i < 7; i++)
        click("newgame.seat0.colour");
    CHECK(ctx.new_game.seats[0].colour != ctx.new_game.seats[1].colour, "colours %d %d", ctx.new_game.seats[0].colour,
          ctx.new_game.seats[1].colour);
    CHECK(click("newgame.start"), "start button");
    CHECK(ctx.screen == SCREEN_TABLE, "screen %d after Start", ctx.screen);
    CHECK(ctx.settings.last_game.num_seats == 2, "remembered seats %d", ctx.settings.last_game.num_seats);
    CHECK(strcmp(ctx.settings.last_game.seats[0].name, "Za\xC3\xAF"
                                                       "d") == 0,
          "remembered name");
    char path[APP_PATH_MAX];
    SDL_snprintf(path, sizeof path, "%ssettings.json", ctx.pref_path);
    size_t n = 0;
    char *text = SDL_LoadFile(path, &n);
    CHECK(text && strstr(text, "Za\xC3\xAF"
                               "d"),
          "settings.json keeps the seats");
    SDL_free(text);
    if (app_match(&ctx))
        match_end(&ctx);
}

static void test_continue_is_greyed_without_autosave(void)
{
    char path[APP_PATH_MAX];
    remove(app_autosave_path(&ctx, path));
    go_menu();
    CHECK(!app_has_autosave(&ctx), "no autosave expected");
    CHECK(click("menu.continue"), "continue button drawn");
    CHECK(ctx.screen == SCREEN_MENU, "a greyed Continue must do nothing (screen %d)", ctx.screen);
}

static void test_settings_language(void)
{
    go_menu();
    CHECK(click("menu.settings"), "settings button");
    CHECK(ctx.screen == SCREEN_SETTINGS, "screen %d", ctx.screen);
    const char *before = ctx.settings.language[0] == 'f' ? "fr" : "en";
    CHECK(click("settings.language.next"), "language selector");
    const char *after = strcmp(before, "en") == 0 ? "fr" : "en";
    CHECK(strcmp(ctx.settings.language, after) == 0, "language %s", ctx.settings.language);
    CHECK(strcmp(tr(&ctx, "menu.new_game"), strcmp(after, "fr") == 0 ? "Nouvelle partie" : "New game") == 0, "%s",
          tr(&ctx, "menu.new_game"));
    CHECK(click("settings.language.next"), "language back");
    CHECK(strcmp(ctx.settings.language, before) == 0, "language %s", ctx.settings.language);
    int vol = ctx.settings.effects_volume;
    SDL_Rect r;
    CHECK(ui_widget_rect(&ctx, "settings.effects_volume", &r), "slider drawn");
    ui_inject_click(&ctx, r.x + 2, r.y + r.h / 2); /* the far left: silence */
    settle();
    CHECK(ctx.settings.effects_volume == 0, "volume %d (was %d)", ctx.settings.effects_volume, vol);
    ui_inject_key(&ctx, SDLK_ESCAPE);
    settle();
    CHECK(ctx.screen == SCREEN_MENU, "Escape goes back (screen %d)", ctx.screen);
}

static void test_how_to_play_and_load(void)
{
    go_menu();
    CHECK(click("menu.how_to_play"), "how to play button");
    CHECK(ctx.screen == SCREEN_HOW_TO_PLAY, "screen %d", ctx.screen);
    CHECK(click("howto.back"), "back");
    CHECK(ctx.screen == SCREEN_MENU, "screen %d", ctx.screen);
    CHECK(click("menu.load"), "load button");
    CHECK(ctx.screen == SCREEN_LOAD, "screen %d", ctx.screen);
    CHECK(click("load.back"), "back");
    CHECK(ctx.screen == SCREEN_MENU, "screen %d", ctx.screen);
}

static void test_pass_curtain(void)
{
    AppNewGame g;
    settings_default_game(&g, 2); /* one human and one bot: the table itself needs no curtain */
    CHECK(app_start_new_game(&ctx, &g), "a game starts");
    settle();
    CHECK(ctx.screen == SCREEN_TABLE, "screen %d", ctx.screen);
    screen_pass_show(&ctx, "Layla", app_player_colour(2));
    settle();
    CHECK(ctx.screen == SCREEN_PASS, "screen %d", ctx.screen);
    CHECK(strcmp(ctx.pass_name, "Layla") == 0, "name %s", ctx.pass_name);
    CHECK(click("pass.ready"), "ready button");
    CHECK(ctx.screen == SCREEN_TABLE, "the curtain returns to the table (screen %d)", ctx.screen);
    if (app_match(&ctx))
        match_end(&ctx);
}

static int missing_keys;
/* Grammar that belongs to one language only (phrase.h): its article patterns (form.*) and the
 * irregular forms of a noun (noun.<noun>.<form>, where noun.<noun> is the noun's entry). */
static bool language_own(const char *key, bool english)
{
    if (strncmp(key, "form.", 5) == 0)
        return true;
    if (strncmp(key, "noun.", 5) != 0)
        return false;
    char parent[96];
    SDL_strlcpy(parent, key, sizeof parent);
    char *dot = strrchr(parent, '.');
    if (!dot || dot == parent + 4)
        return false;
    *dot = 0;
    return i18n_has(&ctx, parent, english) && strchr(tr(&ctx, parent), '|') != NULL;
}
static void check_in_french(const char *key, void *user)
{
    (void)user;
    if (!i18n_has(&ctx, key, false) && !language_own(key, true)) {
        printf("  missing in fr.txt: %s\n", key);
        missing_keys++;
    }
}
static void check_in_english(const char *key, void *user)
{
    (void)user;
    if (!i18n_has(&ctx, key, true) && !language_own(key, false)) {
        printf("  missing in en.txt: %s\n", key);
        missing_keys++;
    }
}

static void test_translations_complete(void)
{
    i18n_set_language(&ctx, "fr");
    missing_keys = 0;
    i18n_each_key(&ctx, true, check_in_french, NULL);
    i18n_each_key(&ctx, false, check_in_english, NULL);
    CHECK(missing_keys == 0, "%d keys missing in one language", missing_keys);
    char buf[64];
    CHECK(strcmp(trf(&ctx, buf, sizeof buf, "seat.default_name", "3", NULL), "Joueur 3") == 0, "%s", buf);
    CHECK(strcmp(tr(&ctx, "no.such.key"), "no.such.key") == 0, "an unknown key shows itself");
    i18n_set_language(&ctx, ctx.settings.language);
}

/* A watchdog for reads that block: the test fails instead of hanging. */
static void read_blocked(int sig)
{
    (void)sig;
    static const char text[] = "FAILED: reading settings.json blocked for 10 s\n";
    if (write(2, text, sizeof text - 1) < 0) {
    }
    _exit(1);
}

static void test_settings_files(void)
{
    AppSettings s;
    CHECK(!settings_from_json("{ this is not json", &s), "damaged settings are refused");
    CHECK(s.effects_volume == 70 && s.anim_speed == ANIM_NORMAL, "damaged settings give the defaults");
    CHECK(settings_from_json("{\"effects_volume\": 400, \"music_volume\": \"loud\", \"language\": \"xx\","
                             " \"animation_speed\": \"fast\", \"last_game\": {\"seats\": [{\"bot\": true, \"level\": \"hard\","
                             " \"colour\": 3, \"name\": \"A\"}, {\"colour\": 3, \"name\": \"B\"}]}}",
                             &s),
          "odd values parse");
    CHECK(s.effects_volume == 100, "volume clamped to %d", s.effects_volume);
    CHECK(s.music_volume == 40, "a wrong type keeps the default (%d)", s.music_volume);
    CHECK(s.anim_speed == ANIM_FAST, "speed %d", s.anim_speed);
    CHECK(s.last_game.num_seats == 2 && s.last_game.seats[0].is_bot && s.last_game.seats[0].bot_level == ALH_BOT_HARD,
          "seats read back");
    CHECK(s.last_game.seats[0].colour != s.last_game.seats[1].colour, "duplicate colours repaired");
    /* a damaged file on disk: defaults, no crash */
    char path[APP_PATH_MAX];
    SDL_snprintf(path, sizeof path, "%ssettings.json", ctx.pref_path);
    FILE *f = fopen(path, "wb");
    if (f) {
        fputs("\x01\x02 garbage {{{", f);
        fclose(f);
    }
    ctx.settings.effects_volume = 3;
    settings_load(&ctx);
    CHECK(ctx.settings.effects_volume == 70, "defaults after a damaged file (%d)", ctx.settings.effects_volume);
    CHECK(settings_save(&ctx), "settings written");
    settings_load(&ctx);
    CHECK(ctx.settings.effects_volume == 70, "read back");
    /* Issue 14: only a regular file of bounded size is read. A pipe as settings.json blocked the
     * start for ever; a link to /dev/zero was read whole (1.5 GB). Duplicate keys are refused as
     * by every other reader of the project. */
    signal(SIGALRM, read_blocked);
    alarm(10);
    remove(path);
    CHECK(mkfifo(path, 0600) == 0, "a pipe as settings.json");
    ctx.settings.effects_volume = 3;
    settings_load(&ctx);
    CHECK(ctx.settings.effects_volume == 70, "a pipe gives the defaults (%d)", ctx.settings.effects_volume);
    remove(path);
    CHECK(symlink("/dev/zero", path) == 0, "settings.json linked to /dev/zero");
    ctx.settings.effects_volume = 3;
    settings_load(&ctx);
    CHECK(ctx.settings.effects_volume == 70, "/dev/zero gives the defaults (%d)", ctx.settings.effects_volume);
    remove(path);
    alarm(0);
    CHECK(!settings_from_json("{\"effects_volume\": 10, \"effects_volume\": 20}", &s), "duplicate keys refused");
    CHECK(settings_save(&ctx), "settings written again");
}

int main(int argc, char **argv)
{
    (void)argc;
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 0);
    SDL_setenv("SDL_AUDIODRIVER", "dummy", 0);
    AppInit init = {.argv0 = argv[0], .headless = true, .software = true, .width = 1280, .height = 720};
    if (app_init(&ctx, &init) != 0) {
        printf("FAILED: the client did not start\n0 passed, 1 failed\n");
        return 1;
    }
    ctx.width = 1280;
    ctx.height = 720;
    /* start from the defaults, whatever an earlier run left */
    char path[APP_PATH_MAX];
    SDL_snprintf(path, sizeof path, "%ssettings.json", ctx.pref_path);
    remove(path);
    settings_load(&ctx);
    i18n_set_language(&ctx, ctx.settings.language);
    settle();
    test_menu_to_new_game_to_start();
    test_continue_is_greyed_without_autosave();
    test_settings_language();
    test_how_to_play_and_load();
    test_pass_curtain();
    test_translations_complete();
    test_settings_files();
    app_shutdown(&ctx);
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}

/* SPDX-License-Identifier: MIT */
/*
 * Saving like any game: Save with a name, a confirmation before replacing a save of that name;
 * leaving a game asks first (and the game stays autosaved); a save without the client's seats
 * (alhambra-cli's) asks who plays each seat instead of making them Medium bots.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <jansson.h>
#include "app_check.h"
#include "i18n.h"
#include "table.h"
#include "persist/json_state.h"

static AppContext ctx;

static Match *start(uint64_t seed)
{
    AppNewGame g = {0};
    g.num_seats = 3;
    g.has_seed = true;
    g.seed = seed;
    for (int p = 0; p < 3; p++) {
        g.seats[p].colour = p;
        g.seats[p].is_bot = p > 0;
        g.seats[p].bot_level = ALH_BOT_EASY;
    }
    app_fill_seat_names(&ctx, &g);
    if (!app_start_new_game(&ctx, &g))
        return NULL;
    app_check_step(&ctx);
    return app_match(&ctx);
}

/* Empties the focused text field and types text into it. */
static void type_name(const char *text)
{
    for (int round = 0; round < 3; round++) {
        for (int i = 0; i < 40; i++)
            ui_inject_key(&ctx, SDLK_BACKSPACE);
        app_check_settle(&ctx);
    }
    ui_inject_text(&ctx, text);
    app_check_settle(&ctx);
}

/* DIALOG_SHOTS=DIR: pictures of the dialogs, to be looked at. */
static void shot(const char *name)
{
    const char *dir = getenv("DIALOG_SHOTS");
    if (!dir)
        return;
    char path[APP_PATH_MAX + 64];
    snprintf(path, sizeof path, "%s/%s.png", dir, name);
    app_render_to_png(&ctx, SCREEN_TABLE, 1280, 720, path);
}

static uint64_t saved_hash(const char *path)
{
    uint64_t h = 0;
    Table *keep = ctx.table;
    ctx.table = NULL; /* match_load replaces the table: keep the running one aside */
    if (match_load(&ctx, path))
        h = alh_game_hash(&ctx.table->match->game);
    match_end(&ctx);
    ctx.table = keep;
    return h;
}

static void test_named_save(void)
{
    Match *m = start(3);
    CHECK(m != NULL, "game");
    if (!m)
        return;
    char dir[APP_PATH_MAX], path[APP_PATH_MAX + 64];
    snprintf(path, sizeof path, "%sLong game.json", app_saves_dir(&ctx, dir));
    remove(path);
    CHECK(app_check_click(&ctx, "table.save"), "the Save button");
    CHECK(app_check_drawn(&ctx, "table.save.ok"), "the save dialog");
    CHECK(strstr(ctx.table->save_name, m->seats[0].name) != NULL, "a name proposed: \"%s\"", ctx.table->save_name);
    shot("dialog-save");
    uint64_t before = alh_game_hash(&m->game);
    for (int i = 0; i < 20; i++)
        app_step(&ctx, 0.5);
    CHECK(alh_game_hash(&m->game) == before, "the game waits while the dialog is open");
    type_name("Long game");
    CHECK(strcmp(ctx.table->save_name, "Long game") == 0, "the name typed: \"%s\"", ctx.table->save_name);
    CHECK(app_check_click(&ctx, "table.save.ok"), "Save");
    struct stat st;
    CHECK(stat(path, &st) == 0, "%s written", path);
    CHECK(saved_hash(path) == alh_game_hash(&m->game), "with this game");
    CHECK(ctx.table->dialog == 0 && strstr(ctx.table->in.notice, "Long game"), "and said: \"%s\"", ctx.table->in.notice);
    /* The game goes on; the same name again asks before replacing. */
    AlhRng rng;
    alh_rng_seed(&rng, 3, 3);
    for (int i = 0; i < 400 && alh_game_hash(&m->game) == before; i++) {
        AlhCommand c;
        if (match_human_may_act(m) && alh_random_policy(&m->game, &rng, &c) == ALH_OK)
            match_apply(&ctx, m, &c); /* the person at the screen plays a move */
        app_step(&ctx, 0.5);
    }
    CHECK(alh_game_hash(&m->game) != before, "the game went on");
    uint64_t old = saved_hash(path);
    CHECK(app_check_click(&ctx, "table.save"), "Save again");
    type_name("Long game");
    CHECK(app_check_click(&ctx, "table.save.ok"), "Save");
    CHECK(app_check_drawn(&ctx, "table.overwrite.ok"), "asked before replacing");
    shot("dialog-overwrite");
    CHECK(saved_hash(path) == old, "nothing replaced yet");
    CHECK(app_check_click(&ctx, "table.overwrite.back"), "Back");
    CHECK(app_check_drawn(&ctx, "table.save.ok") && saved_hash(path) == old, "back to the name, nothing replaced");
    CHECK(app_check_click(&ctx, "table.save.ok") && app_check_click(&ctx, "table.overwrite.ok"), "Replace");
    CHECK(saved_hash(path) == alh_game_hash(&m->game) && saved_hash(path) != old, "replaced with the game now");
    /* Cancel saves nothing. */
    remove(path);
    CHECK(app_check_click(&ctx, "table.save") && app_check_click(&ctx, "table.save.cancel"), "Save, then Cancel");
    CHECK(stat(path, &st) != 0 && ctx.table->dialog == 0, "nothing saved");
    /* The name proposed ("Player 1, Aixa, Boabdil, turn 5") is saved as it reads: Load a game lists
     * a save by its file name, which once showed "Player 1_ Aixa_ Boabdil_ turn 5". */
    CHECK(app_check_click(&ctx, "table.save"), "Save with the name proposed");
    char proposed[sizeof ctx.table->save_name];
    snprintf(proposed, sizeof proposed, "%s", ctx.table->save_name);
    CHECK(strchr(proposed, ',') != NULL, "the name proposed has commas: \"%s\"", proposed);
    /* and names the turn being played (game.turn counts from 1: it said "turn 2" in the first turn) */
    char turn[32];
    snprintf(turn, sizeof turn, "turn %d", (int)m->game.turn);
    size_t pl = strlen(proposed), tl = strlen(turn);
    CHECK(pl > tl && strcmp(proposed + pl - tl, turn) == 0, "the name proposed ends with \"%s\": \"%s\"", turn, proposed);
    CHECK(app_check_click(&ctx, "table.save.ok"), "Save");
    snprintf(path, sizeof path, "%s%s.json", app_saves_dir(&ctx, dir), proposed);
    CHECK(stat(path, &st) == 0, "saved as \"%s.json\", the name proposed", proposed);
    remove(path);
    /* Characters a file name cannot hold on some system still become '_', and never a folder. */
    char safe[64];
    app_safe_file_name("a/b\\c:d*e?f\"g<h>i|j", safe, sizeof safe);
    CHECK(strcmp(safe, "a_b_c_d_e_f_g_h_i_j") == 0, "separators and reserved characters replaced: \"%s\"", safe);
    app_safe_file_name("..", safe, sizeof safe);
    CHECK(safe[0] != '.', "no name starting with a dot: \"%s\"", safe);
    app_safe_file_name("L'Alhambra (2), fin.", safe, sizeof safe);
    CHECK(strcmp(safe, "L'Alhambra (2), fin.") == 0, "commas, apostrophes, brackets and dots kept: \"%s\"", safe);
    match_end(&ctx);
}

/* A question over the table covers the table's tooltips: a seat card's figures no longer show
 * their tooltip through the Save dialog (the modules' rules dialog showed a seat's tooltip). */
static void test_dialog_covers_tooltips(void)
{
    Match *m = start(3);
    CHECK(m != NULL, "game");
    if (!m)
        return;
    CHECK(ui_tooltip_text(&ctx, "table.other.1.stats", NULL) != NULL, "a seat card's tooltip on the table");
    CHECK(app_check_click(&ctx, "table.save") && app_check_drawn(&ctx, "table.save.ok"), "the save dialog");
    app_check_step(&ctx);
    CHECK(ui_tooltip_text(&ctx, "table.other.1.stats", NULL) == NULL, "no tooltip of the table under the dialog");
    CHECK(app_check_click(&ctx, "table.save.cancel") && ctx.table->dialog == 0, "Cancel");
    app_check_step(&ctx);
    CHECK(ui_tooltip_text(&ctx, "table.other.1.stats", NULL) != NULL, "the tooltip back once the dialog is gone");
    match_end(&ctx);
}

static void test_leave(void)
{
    Match *m = start(4);
    CHECK(m != NULL, "game");
    if (!m)
        return;
    for (int i = 0; i < 10; i++)
        app_step(&ctx, 0.5);
    CHECK(app_check_click(&ctx, "table.menu"), "Menu");
    CHECK(ctx.screen == SCREEN_TABLE && app_check_drawn(&ctx, "table.leave.ok"), "asks before leaving");
    shot("dialog-leave");
    /* as tall as what it says: a fixed height left an empty band between the text and the buttons */
    TextTrace trace;
    if (app_check_trace_alloc(&trace)) {
        ctx.text_trace = &trace;
        app_check_step(&ctx);
        ctx.text_trace = NULL;
        int text_foot = 0;
        SDL_Rect stay;
        for (int i = trace.last_frame; i < trace.count; i++)
            if (strstr(tr(&ctx, "table.leave_text"), trace.items[i].text) && trace.items[i].text[0])
                text_foot = trace.items[i].rect.y + trace.items[i].rect.h > text_foot
                                ? trace.items[i].rect.y + trace.items[i].rect.h
                                : text_foot;
        CHECK(ui_widget_rect(&ctx, "table.leave.stay", &stay) && text_foot > 0 && stay.y - text_foot < app_px(&ctx, 50),
              "%d pixels between the leave dialog's text and its buttons", stay.y - text_foot);
        free(trace.items);
    }
    CHECK(app_check_click(&ctx, "table.leave.stay") && ctx.screen == SCREEN_TABLE, "Stay stays");
    CHECK(app_check_click(&ctx, "table.menu") && app_check_click(&ctx, "table.leave.ok"), "Menu, Leave");
    app_check_step(&ctx);
    CHECK(ctx.screen == SCREEN_MENU, "on the menu (screen %d)", ctx.screen);
    uint64_t hash = alh_game_hash(&m->game);
    char path[APP_PATH_MAX];
    CHECK(saved_hash(app_autosave_path(&ctx, path)) == hash, "the game is in the autosave");
    match_end(&ctx);
}

/* A position written without the client's fields, as alhambra-cli saves one. */
static void test_seats_asked(void)
{
    AlhGame g;
    AlhSetup s = {.num_players = 4, .seed = 77};
    CHECK(alh_new_game(&g, &s, NULL) == ALH_OK, "a game");
    char path[APP_PATH_MAX + 32];
    snprintf(path, sizeof path, "%scli-save.json", ctx.pref_path);
    json_t *root = alh_state_to_json(&g);
    CHECK(root && json_dump_file(root, path, 0) == 0, "written as alhambra-cli does");
    json_decref(root);
    CHECK(match_load(&ctx, path), "loaded");
    Match *m = app_match(&ctx);
    CHECK(m && m->seats_unknown, "its seats are unknown");
    if (!m)
        return;
    app_set_screen(&ctx, SCREEN_TABLE);
    app_check_settle(&ctx);
    CHECK(app_check_drawn(&ctx, "table.seats.ok"), "the table asks who plays");
    shot("dialog-seats");
    uint64_t before = alh_game_hash(&m->game);
    for (int i = 0; i < 20; i++)
        app_step(&ctx, 0.5);
    CHECK(alh_game_hash(&m->game) == before, "and nobody plays meanwhile");
    /* Seat 2 (suggested: Medium) becomes Hard, seat 3 a person; the rest as suggested. */
    CHECK(app_check_click(&ctx, "table.seats.1.kind.next"), "seat 2's choice");
    for (int i = 0; i < 2; i++)
        CHECK(app_check_click(&ctx, "table.seats.2.kind.prev"), "seat 3's choice");
    CHECK(app_check_click(&ctx, "table.seats.ok"), "Play");
    CHECK(!m->seats_unknown && m->seats[1].is_bot && m->seats[1].bot_level == ALH_BOT_HARD, "seat 2 is Hard");
    CHECK(!m->seats[2].is_bot && !m->seats[0].is_bot, "seats 1 and 3 are people");
    CHECK(m->seats[3].is_bot && m->seats[3].bot_level == ALH_BOT_MEDIUM, "seat 4 as suggested");
    char name[64];
    trf(&ctx, name, sizeof name, "seat.default_name", "2", NULL);
    CHECK(strcmp(m->seats[1].name, name) == 0, "named \"%s\"", m->seats[1].name);
    /* The autosave keeps them: loaded again, nothing is asked. */
    char autosave[APP_PATH_MAX];
    app_autosave_path(&ctx, autosave);
    CHECK(match_load(&ctx, autosave) && !app_match(&ctx)->seats_unknown && app_match(&ctx)->seats[1].bot_level == ALH_BOT_HARD,
          "the seats are saved");
    remove(path);
    match_end(&ctx);
}

int main(int argc, char **argv)
{
    (void)argc;
    if (!app_check_start(&ctx, argv[0]))
        return 1;
    if (!ctx.pref_path[0]) {
        printf("no folder for saves\n0 passed, 1 failed\n");
        return 1;
    }
    test_named_save();
    test_dialog_covers_tooltips();
    test_leave();
    test_seats_asked();
    app_shutdown(&ctx);
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}

/* SPDX-License-Identifier: MIT */
/*
 * While something is open over the table (the Save dialog, leaving, the rules, the scoring table),
 * the table holds still: a bot to move may think, but its move is not played until it is closed;
 * then the game goes on by itself.
 */
#include <stdio.h>
#include <string.h>
#include "app_check.h"
#include "table.h"
#include "table_dialogs.h"

static AppContext ctx;

/* Frames for about `seconds` of the game's time, the bots' thread given time to think between them. */
static void frames(double seconds)
{
    for (double t = 0; t < seconds; t += 0.05) {
        app_request_frame(&ctx);
        app_check_step(&ctx);
        SDL_Delay(2);
    }
}

/* A game against two bots, the person (seat 0) to move; false when it does not start. */
static Match *person_to_move(void)
{
    AlhModuleSet mods = {0};
    alh_modset_add(&mods, ALH_MOD_SQUARES); /* a module: the rules dialog has a page to show */
    if (!app_check_new_game_of(&ctx, 3, 11, &mods, true))
        return NULL;
    Match *m = app_match(&ctx);
    for (int i = 0; i < 200 && m && !match_human_may_act(m); i++)
        frames(0.05);
    return m && match_human_may_act(m) && alh_to_move(&m->game) == 0 ? m : NULL;
}

/* Where the player opens it: the table's button (the scoring table), or the question itself. */
typedef struct Opened {
    const char *what;
    int dialog;           /* a question (table_dialogs.h), or TABLE_DIALOG_NONE: the scoring table */
    const char *close_id; /* the button that closes it */
} Opened;

static void holds_still_while(const Opened *o)
{
    Match *m = person_to_move();
    CHECK(m != NULL, "%s: the person is to move", o->what);
    if (!m) {
        match_end(&ctx);
        return;
    }
    /* The person takes money, and opens it before the next frame: a bot is to move meanwhile. */
    static AlhCommand cmds[4096];
    size_t n = alh_legal_commands(&m->game, cmds, 4096);
    for (size_t k = 0; k < n && k < 4096; k++)
        if (cmds[k].type == ALH_CMD_TAKE_MONEY) {
            CHECK(match_apply(&ctx, m, &cmds[k]) == ALH_OK, "%s: money taken", o->what);
            break;
        }
    if (o->dialog != TABLE_DIALOG_NONE)
        table_dialog_open(&ctx, ctx.table, o->dialog);
    else
        ctx.table->in.show_scoring = true; /* as the table's Scoring button does */
    int bot = alh_to_move(&m->game);
    CHECK(bot > 0 && m->seats[bot].is_bot, "%s: a bot is to move", o->what);
    uint16_t opened = m->game.command_count;
    frames(3.0);
    CHECK(m->game.command_count == opened, "%s: no bot's move played while it is open (%d played)", o->what,
          m->game.command_count - opened);
    CHECK(SDL_AtomicGet(&m->bot_done), "%s: the bot thought meanwhile, and its move waited", o->what);
    CHECK(app_check_click(&ctx, o->close_id), "%s: closed with %s", o->what, o->close_id);
    frames(3.0);
    CHECK(m->game.command_count > opened, "%s: the bots play on once it is closed", o->what);
    match_end(&ctx);
}

int main(int argc, char **argv)
{
    (void)argc;
    if (!app_check_start(&ctx, argv[0]))
        return 1;
    ctx.no_curtain = true;
    const Opened openers[] = {
        {"the Save dialog", TABLE_DIALOG_SAVE, "table.save.cancel"},
        {"the leaving question", TABLE_DIALOG_LEAVE, "table.leave.stay"},
        {"the rules", TABLE_DIALOG_RULES, "table.rules.close"},
        {"the scoring table", TABLE_DIALOG_NONE, "table.scoring_close"},
    };
    for (size_t i = 0; i < sizeof openers / sizeof *openers; i++)
        holds_still_while(&openers[i]);
    app_shutdown(&ctx);
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}

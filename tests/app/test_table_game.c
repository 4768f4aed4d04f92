/* SPDX-License-Identifier: MIT */
/*
 * Plays whole games through the table's interface, headless: every human move is made by clicking
 * the widgets where the table drew them, and the commands the match applies are compared with what
 * the script meant to play. Ends on the results screen.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "app_internal.h"
#include "table.h"
#include "i18n.h"
#include "match.h"
#include "table_input.h"
#include "phrase.h"
#include "ui.h"
#include "persist/replay.h"

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

/* Commands the match applied, in order. */
static int pass_screens;
static AlhCommand applied[4096];
static int applied_count;

static void record(void *user, const AlhCommand *cmd)
{
    (void)user;
    if (applied_count < 4096)
        applied[applied_count++] = *cmd;
}

/* app_step leaves the frame unpresented; presenting flushes SDL's queue of render commands,
 * which would otherwise grow with every frame. */
static void step(void)
{
    app_step(&ctx, 0.05);
    SDL_RenderPresent(ctx.renderer);
}

/* While waiting for bots and animations, bigger steps: fewer frames to draw. */
static void wait_step(void)
{
    app_step(&ctx, 0.5);
    SDL_RenderPresent(ctx.renderer);
}

static void settle(void)
{
    for (int i = 0; i < 50 && ui_script_pending(&ctx); i++)
        step();
    step();
}

static bool click(const char *id)
{
    step(); /* draw once so every widget of the current state is registered */
    bool found = ui_click_widget(&ctx, id);
    if (!found)
        printf("  (widget %s was not drawn)\n", id);
    settle();
    return found;
}

static bool same_command(const AlhCommand *a, const AlhCommand *b)
{
    if (a->type != b->type || a->player != b->player)
        return false;
    switch (a->type) {
    case ALH_CMD_TAKE_MONEY: return a->slots == b->slots;
    case ALH_CMD_BUY: return a->space == b->space && memcmp(&a->cards, &b->cards, sizeof a->cards) == 0;
    case ALH_CMD_PLACE:
    case ALH_CMD_REDESIGN_ADD: return a->tile == b->tile && a->x == b->x && a->y == b->y;
    case ALH_CMD_REDESIGN_SWAP: return a->tile == b->tile && a->tile2 == b->tile2;
    case ALH_CMD_REDESIGN_REMOVE:
    case ALH_CMD_RESERVE:
    case ALH_CMD_GIVE_DIRK: return a->tile == b->tile;
    default: return true;
    }
}

/* A scoring waits on the table for its Continue: every round is seen, the final one before the results. */
static int scorings_seen, final_on_table;
static int overpaid_said;     /* purchases whose overpayment the prompt said with its currency */
static int placements, drags; /* placements made, of them dragged from the tray to the spot */
static int redesigns, taps;   /* reserve tiles built, of them picked up by a click within one frame */
static bool continue_scoring(Match *m)
{
    if (ctx.screen != SCREEN_TABLE || anim_held_scoring(&m->anim) < 0)
        return false;
    step();
    /* The game is over, and the last scoring is on the table, not the results yet. */
    final_on_table += m->game.phase == ALH_PHASE_OVER && ctx.pending_screen != SCREEN_RESULTS;
    if (!click("table.scoring_continue"))
        return false;
    scorings_seen++;
    return true;
}

/* Waits (frames) until a human must decide, with nothing moving, or the game is over. */
static bool wait_for_human(Match *m)
{
    for (int i = 0; i < 20000; i++) {
        if (ctx.screen == SCREEN_PASS) {
            click("pass.ready");
            pass_screens++;
            continue;
        }
        if (continue_scoring(m))
            continue;
        if (m->game.phase == ALH_PHASE_OVER && !match_busy(m))
            return false;
        bool settled = ctx.screen == SCREEN_TABLE && (ctx.pending_screen == SCREEN_NONE || ctx.pending_screen == SCREEN_TABLE);
        if (settled && i > 0 && match_human_to_move(m) && !match_busy(m) && m->bot_wait <= 0)
            return true;
        if (i == 2000)
            printf("  stuck? screen %d phase %d to move %d busy %d bot_wait %.2f staged %d\n", ctx.screen, m->game.phase,
                   match_to_move(m), match_busy(m), m->bot_wait, m->staged_count);
        wait_step();
    }
    return false;
}

/* Clicks its way to cmd; returns false when a widget it needed was not on screen. */
static bool play_by_clicks(Match *m, const AlhCommand *cmd)
{
    char id[64];
    const TableInput *in = (&ctx.table->in);
    switch (cmd->type) {
    case ALH_CMD_TAKE_MONEY:
        for (int s = 0; s < ALH_DISPLAY_SLOTS; s++)
            if ((cmd->slots >> s) & 1) {
                snprintf(id, sizeof id, "table.display.%d", s);
                if (!click(id))
                    return false;
            }
        return click("table.take");
    case ALH_CMD_BUY: {
        snprintf(id, sizeof id, "table.market.%d", cmd->space);
        if (!click(id))
            return false;
        /* The table suggests a payment; click the cards that differ from the one intended. */
        for (int c = 0; c < ALH_NUM_MONEY_CARDS; c++) {
            if (!alh_cards_has(&m->game.players[cmd->player].hand, c))
                continue;
            if (alh_cards_has(&in->pay_sel, c) != alh_cards_has(&cmd->cards, c)) {
                snprintf(id, sizeof id, "table.hand.%d", c);
                if (!click(id))
                    return false;
            }
        }
        /* The prompt says an overpayment with its currency ("Overpaid by 5 ducats"; it said "by 5"). */
        step();
        AlhBuySpace bs = alh_buy_space(&m->game, cmd->space);
        int paid = alh_hand_worth(&m->game, &in->pay_sel);
        if (paid > bs.price) {
            char amount[64], cur[32];
            PHRASE(&ctx, amount, "log.card", PH_NUM("n", paid - bs.price),
                   PH_NOUN("cur", phrase_currency_noun(bs.currency, cur, sizeof cur)));
            CHECK(strstr(ctx.table->hint, amount) != NULL, "the overpayment said with its currency (%s): %s", amount,
                  ctx.table->hint);
            overpaid_said++;
        }
        return click("table.buy");
    }
    case ALH_CMD_PLACE:
    case ALH_CMD_RESERVE:
    case ALH_CMD_GIVE_DIRK:
        if (in->held_tile != cmd->tile) {
            snprintf(id, sizeof id, "table.pending.%d", cmd->tile);
            if (!click(id))
                return false;
        }
        if (cmd->type == ALH_CMD_PLACE && placements++ % 2 == 0) {
            /* Every other placement is a drag of the held tile from its tray to the spot: the tile
             * bought is held already, and a drag of it was not taken (only a click placed it). */
            char spot[32];
            SDL_Rect from, to;
            snprintf(id, sizeof id, "table.pending.%d", cmd->tile);
            snprintf(spot, sizeof spot, "table.spot.%d.%d", cmd->x, cmd->y);
            step();
            if (ui_widget_rect(&ctx, id, &from) && ui_widget_rect(&ctx, spot, &to)) {
                ui_inject_drag(&ctx, from.x + from.w / 2, from.y + from.h / 2, to.x + to.w / 2, to.y + to.h / 2);
                settle();
                drags++;
                return true;
            }
        }
        if (cmd->type == ALH_CMD_PLACE) {
            snprintf(id, sizeof id, "table.spot.%d.%d", cmd->x, cmd->y);
            return click(id);
        }
        return click(cmd->type == ALH_CMD_RESERVE ? "table.to_reserve" : "table.to_dirk");
    case ALH_CMD_REDESIGN_ADD:
    case ALH_CMD_REDESIGN_SWAP: {
        snprintf(id, sizeof id, "table.reserve.%d", cmd->tile);
        SDL_Rect r;
        step();
        if (redesigns++ % 2 == 0 && ui_widget_rect(&ctx, id, &r)) {
            /* a quick click, its press and release in one frame, picks the tile up too (a drag of
             * the held tile, begun and ended in that frame, once put it straight back) */
            ui_inject_tap(&ctx, r.x + r.w / 2, r.y + r.h / 2);
            settle();
            taps++;
        } else if (!click(id)) {
            return false;
        }
        if (cmd->type == ALH_CMD_REDESIGN_ADD)
            snprintf(id, sizeof id, "table.spot.%d.%d", cmd->x, cmd->y);
        else
            snprintf(id, sizeof id, "table.swap.%d.%d", m->game.where[cmd->tile2].x, m->game.where[cmd->tile2].y);
        return click(id);
    }
    case ALH_CMD_REDESIGN_REMOVE:
        snprintf(id, sizeof id, "table.cell.%d.%d", m->game.where[cmd->tile].x, m->game.where[cmd->tile].y);
        if (!click(id))
            return false;
        return click("table.to_reserve");
    case ALH_CMD_PASS: return click("table.pass");
    default: return false;
    }
}

/*
 * A refusal answers one choice: after "you need 13 dirham" for one building, choosing one the
 * player can afford must show that choice's hint, not the old refusal. True once checked (the
 * market must hold one building the player can afford and one they cannot).
 */
static bool stale_notice_check(Match *m)
{
    const TableInput *in = (&ctx.table->in);
    char id[32];
    int can = -1, cannot = -1;
    for (int sp = 0; sp < ALH_MARKET_SPACES; sp++) {
        if (!m->game.market[sp])
            continue;
        snprintf(id, sizeof id, "table.market.%d", sp);
        click(id);
        if (alh_cards_empty(&in->pay_sel))
            cannot = sp;
        else
            can = sp;
        click(id); /* a second click puts the choice down */
    }
    if (can < 0 || cannot < 0)
        return false;
    snprintf(id, sizeof id, "table.market.%d", cannot);
    click(id);
    CHECK(in->notice[0] != '\0', "choosing a building the player cannot afford says so");
    snprintf(id, sizeof id, "table.market.%d", can);
    click(id);
    CHECK(in->notice[0] == '\0', "choosing an affordable one next drops the old refusal (\"%s\")", in->notice);
    click(id);
    return true;
}

/* One whole game: seat 0 is played by clicks, seat 1 (or every other seat) by bots. */
static void play_game(uint64_t seed, int seats, int humans, bool use_undo, bool table_mode)
{
    ctx.table_mode = table_mode;
    AppNewGame g = {0};
    g.num_seats = seats;
    g.has_seed = true;
    g.seed = seed;
    for (int p = 0; p < seats; p++) {
        g.seats[p].is_bot = p >= humans;
        g.seats[p].bot_level = ALH_BOT_EASY;
        g.seats[p].colour = p;
    }
    app_fill_seat_names(&ctx, &g);
    CHECK(app_start_new_game(&ctx, &g), "game %llu starts", (unsigned long long)seed);
    Match *m = app_match(&ctx);
    if (!m)
        return;
    match_set_hook(m, record, NULL);
    applied_count = 0;
    AlhRng rng;
    alh_rng_seed(&rng, seed, 5);
    int human_moves = 0, mismatches = 0, missing = 0, undos = 0, peeks = 0, why_checks = 0;
    bool notice_checked = false;
    pass_screens = 0;
    scorings_seen = final_on_table = 0;
    AlhCommand intended[64];
    int intended_count = 0, confirm_base = -1;
    for (int guard = 0; guard < 3000 && wait_for_human(m); guard++) {
        /* The state the next decision is made on: the real game, or the one with staged placements. */
        const AlhGame *state = match_decision_game(m);
        /* Privacy: only the mover's cards are drawn in the hand. */
        step();
        for (int c = 0; c < ALH_NUM_MONEY_CARDS; c++) {
            char hid[32];
            SDL_Rect hr;
            snprintf(hid, sizeof hid, "table.hand.%d", c);
            bool drawn = ui_widget_rect(&ctx, hid, &hr);
            if (drawn != alh_cards_has(&m->game.players[m->game.current].hand, c))
                peeks++;
        }
        if (!notice_checked && m->staged_count == 0 && m->game.phase == ALH_PHASE_ACTION && ctx.screen == SCREEN_TABLE)
            notice_checked = stale_notice_check(m);
        if (why_checks < 6 && m->staged_count == 0 && ctx.screen == SCREEN_TABLE) {
            /* Nothing staged: Backspace undoes nothing and says why (paid, or an earlier turn). */
            const char *want = tr(&ctx, m->game.actions_this_turn > 0 ? "table.undo_why_paid" : "table.undo_why_nothing");
            uint64_t hash = alh_game_hash(&m->game);
            int before = applied_count;
            ui_inject_key(&ctx, SDLK_BACKSPACE);
            settle();
            CHECK(strcmp((&ctx.table->in)->notice, want) == 0, "Backspace with nothing to undo says why: \"%s\"",
                  (&ctx.table->in)->notice);
            CHECK(alh_game_hash(&m->game) == hash && applied_count == before, "and changes nothing");
            why_checks++;
        }
        if (m->staged_count && match_stage_complete(m)) {
            if (use_undo && undos < 3 && m->staged_count == 1) {
                /* Take the placement back and make it again: nothing must reach the game. */
                int before = applied_count;
                CHECK(click("table.undo"), "undo button");
                CHECK(m->staged_count == 0 && applied_count == before, "undo left %d staged", m->staged_count);
                undos++;
                intended_count = 0;
                continue;
            }
            confirm_base = applied_count;
            int before = applied_count;
            CHECK(click("table.confirm"), "confirm button");
            if (applied_count == before) {
                CHECK(false, "confirm applied nothing");
                break;
            }
        } else {
            AlhCommand cmd;
            if (alh_random_policy(state, &rng, &cmd) != ALH_OK)
                break;
            int before = applied_count;
            if (getenv("TABLE_TRACE"))
                printf("  move %d: player %d type %d (screen %d, staged %d)\n", human_moves, cmd.player, cmd.type, ctx.screen,
                       m->staged_count);
            if (!play_by_clicks(m, &cmd)) {
                missing++;
                break;
            }
            human_moves++;
            if (cmd.type == ALH_CMD_PLACE || cmd.type == ALH_CMD_RESERVE || cmd.type == ALH_CMD_GIVE_DIRK ||
                cmd.type == ALH_CMD_REDESIGN_ADD || cmd.type == ALH_CMD_REDESIGN_REMOVE || cmd.type == ALH_CMD_REDESIGN_SWAP) {
                /* placements and redesigns are staged until the turn is confirmed */
                if (intended_count < 64)
                    intended[intended_count++] = cmd;
                CHECK(applied_count == before, "a staged choice reached the game before confirmation");
                continue;
            }
            if (applied_count <= before || !same_command(&applied[before], &cmd)) {
                mismatches++;
                printf("  mismatch: intended type %d tile %d slots %d space %d; applied %d (type %d)\n", cmd.type, cmd.tile,
                       cmd.slots, cmd.space, applied_count - before, applied_count > before ? applied[before].type : -1);
            }
        }
        /* After a confirmation the staged commands arrive in order. */
        if (intended_count > 0 && m->staged_count == 0 && confirm_base >= 0) {
            int first = confirm_base;
            for (int i = 0; i < intended_count; i++)
                if (first + i >= applied_count || !same_command(&applied[first + i], &intended[i])) {
                    mismatches++;
                    printf("  staged mismatch %d: intended type %d tile %d\n", i, intended[i].type, intended[i].tile);
                }
            intended_count = 0;
            confirm_base = -1;
        }
    }
    CHECK(missing == 0, "a widget needed for a move was missing (game %llu)", (unsigned long long)seed);
    CHECK(mismatches == 0, "%d commands differ from the script (game %llu)", mismatches, (unsigned long long)seed);
    CHECK(m->game.phase == ALH_PHASE_OVER, "game %llu over (phase %d after %d human moves)", (unsigned long long)seed,
          m->game.phase, human_moves);
    CHECK(human_moves > 20, "only %d human moves", human_moves);
    CHECK(peeks == 0, "%d cards drawn in the hand that were not the mover's", peeks);
    if (humans >= 2 && !table_mode)
        CHECK(pass_screens > 10, "only %d pass screens between two humans", pass_screens);
    else
        CHECK(pass_screens == 0, "%d pass screens with one human or in table mode", pass_screens);
    CHECK(scorings_seen == 3, "every scoring round waited on the table for its click (%d seen)", scorings_seen);
    CHECK(final_on_table == 1, "the final scoring played on the table before the results (%d)", final_on_table);
    for (int i = 0; i < 400 && ctx.screen != SCREEN_RESULTS; i++)
        step();
    CHECK(ctx.screen == SCREEN_RESULTS, "results screen after game %llu (screen %d)", (unsigned long long)seed, ctx.screen);
    step();
    SDL_Rect r;
    CHECK(ui_widget_rect(&ctx, "results.new_game", &r), "new game button on the results");
    /* The game replays from its seed to the same end with the recorded commands. */
    AlhGame check;
    AlhSetup setup = {.num_players = seats, .seed = seed, .modules = alh_modset_none()};
    alh_new_game(&check, &setup, NULL);
    int bad = 0;
    for (int i = 0; i < applied_count; i++)
        bad += alh_apply(&check, &applied[i], NULL) != ALH_OK;
    CHECK(bad == 0 && alh_game_hash(&check) == alh_game_hash(&m->game), "recorded commands replay (%d refused)", bad);
    /* The recorded game, written as a replay file, plays back on the table to the same end. */
    AlhReplay rep;
    AlhGame before;
    alh_new_game(&before, &setup, NULL);
    alh_replay_init(&rep, &setup, &before);
    for (int i = 0; i < applied_count; i++) {
        AlhGame after = before;
        alh_apply(&after, &applied[i], NULL);
        alh_replay_record(&rep, &before, &applied[i], &after);
        before = after;
    }
    alh_replay_finish(&rep, &before);
    char rpath[APP_PATH_MAX];
    SDL_snprintf(rpath, sizeof rpath, "%stable-test-replay.json", ctx.pref_path);
    json_t *rj = alh_replay_to_json(&rep);
    CHECK(rj && json_dump_file(rj, rpath, 0) == 0, "replay written");
    json_decref(rj);
    alh_replay_free(&rep);
    uint64_t final_hash = alh_game_hash(&m->game);
    CHECK(match_load_replay(&ctx, rpath), "replay loads");
    app_set_screen(&ctx, SCREEN_TABLE);
    m = app_match(&ctx);
    for (int i = 0; i < 20000 && m && m->game.phase != ALH_PHASE_OVER; i++)
        if (!continue_scoring(m))
            wait_step();
    CHECK(m && alh_game_hash(&m->game) == final_hash, "replay playback ends where the game ended");

    /* Saving and loading gives back the same game, seats included. */
    char path[APP_PATH_MAX];
    SDL_snprintf(path, sizeof path, "%stable-test-save.json", ctx.pref_path);
    uint64_t hash = alh_game_hash(&m->game);
    MatchSeat seat1 = m->seats[1];
    CHECK(match_save(&ctx, path), "save to %s", path);
    CHECK(match_load(&ctx, path), "load from %s", path);
    m = app_match(&ctx);
    CHECK(m && alh_game_hash(&m->game) == hash, "loaded game differs");
    CHECK(m && strcmp(m->seats[1].name, seat1.name) == 0 && m->seats[1].is_bot == seat1.is_bot &&
              m->seats[1].bot_level == seat1.bot_level,
          "seats survive a save");
    if (!m)
        return;
    printf("game %llu: %d human moves, %d commands, scores", (unsigned long long)seed, human_moves, applied_count);
    for (int p = 0; p < seats; p++)
        printf(" %d", m->game.players[p].score);
    printf("\n");
}

/* How many tiles player p has waiting to be placed in g. */
static int waiting_tiles(const AlhGame *g, int p)
{
    int n = 0;
    for (int t = 1; t <= ALH_TILE_MAX; t++)
        n += g->where[t].loc == ALH_LOC_PENDING && g->where[t].owner == p;
    return n;
}

/* Random play from seeds 1, 2, ... (2 players) to a placing phase with two tiles waiting. */
static bool find_two_waiting(AlhGame *out, uint64_t *seed_out)
{
    for (uint64_t seed = 1; seed < 400; seed++) {
        AlhSetup setup = {.num_players = 2, .seed = seed};
        if (alh_new_game(out, &setup, NULL) != ALH_OK)
            return false;
        AlhRng rng;
        alh_rng_seed(&rng, seed, 3);
        for (int k = 0; k < 400 && out->phase != ALH_PHASE_OVER; k++) {
            if (out->phase == ALH_PHASE_PLACE && waiting_tiles(out, out->current) >= 2) {
                *seed_out = seed;
                return true;
            }
            AlhCommand c;
            if (alh_random_policy(out, &rng, &c) != ALH_OK || alh_apply(out, &c, NULL) != ALH_OK)
                break;
        }
    }
    return false;
}

/* Two tiles bought: the first placed, the player puts the second down (Escape) and "To reserve"
 * takes it to the reserve, as the prompt says; the button was greyed until the tile was clicked
 * again (the tile held after a placement is not taken up again by itself). */
static void reserve_with_nothing_held(void)
{
    AlhGame pos;
    uint64_t seed = 0;
    bool found = find_two_waiting(&pos, &seed);
    CHECK(found, "a placing phase with two tiles waiting");
    if (!found)
        return;
    AppNewGame g = {0};
    g.num_seats = 2;
    g.has_seed = true;
    g.seed = seed;
    g.seats[1].colour = 1;
    app_fill_seat_names(&ctx, &g);
    ctx.no_curtain = true;
    CHECK(app_start_new_game(&ctx, &g), "game starts");
    Match *m = app_match(&ctx);
    if (!m)
        return;
    m->game = pos;
    m->shown = pos;
    m->staged_count = 0;
    settle();
    static AlhCommand cmds[4096];
    size_t n = alh_legal_commands(&pos, cmds, 4096);
    int first = 0;
    for (size_t i = 0; i < n && i < 4096 && !first; i++)
        if (cmds[i].type == ALH_CMD_PLACE && match_stage(&ctx, m, &cmds[i]) == ALH_OK)
            first = cmds[i].tile;
    bool placed = first != 0;
    CHECK(first && placed, "the first tile (%d) placed", first);
    ui_inject_key(&ctx, SDLK_ESCAPE); /* the tile held is put down */
    settle();
    CHECK(ctx.table->in.held_tile == 0, "nothing held after Escape (tile %d)", ctx.table->in.held_tile);
    int second = 0;
    for (int t = 1; t <= ALH_TILE_MAX; t++)
        if (match_decision_game(m)->where[t].loc == ALH_LOC_PENDING && match_decision_game(m)->where[t].owner == pos.current)
            second = t;
    CHECK(click("table.to_reserve"), "the To reserve button");
    settle();
    CHECK(second && match_decision_game(m)->where[second].loc == ALH_LOC_RESERVE,
          "with nothing held, To reserve puts the waiting tile %d on the reserve (%d staged)", second, m->staged_count);
    match_end(&ctx);
    ctx.no_curtain = false;
}

int main(int argc, char **argv)
{
    (void)argc;
    setvbuf(stdout, NULL, _IOLBF, 0);
    SDL_setenv("SDL_VIDEODRIVER", "dummy", 0);
    SDL_setenv("SDL_AUDIODRIVER", "dummy", 0);
    AppInit init = {.argv0 = argv[0], .headless = true, .software = true, .width = 1280, .height = 720};
    if (app_init(&ctx, &init) != 0) {
        printf("FAILED: the client did not start\n0 passed, 1 failed\n");
        return 1;
    }
    ctx.settings.anim_speed = ANIM_FAST; /* animations run (and are waited for), quickly */
    int games = getenv("TABLE_GAMES") ? atoi(getenv("TABLE_GAMES")) : 3;
    int first = getenv("TABLE_FIRST") ? atoi(getenv("TABLE_FIRST")) : 0;
    /* one against a bot, one hot seat, one in table mode (three people at one screen, no curtain) */
    for (int i = first; i < first + games; i++)
        play_game(1000 + (uint64_t)i * 7919, i % 3 == 2 ? 3 : 2, i % 3 == 0 ? 1 : i % 3 == 1 ? 2 : 3, i == 0, i % 3 == 2);
    ctx.table_mode = false;
    reserve_with_nothing_held();
    CHECK(overpaid_said > 0, "overpaid purchases were checked (%d)", overpaid_said);
    CHECK(drags > 0, "tiles were dragged to their spots (%d of %d placements)", drags, placements);
    CHECK(taps > 0, "reserve tiles were picked up by a click within one frame (%d of %d)", taps, redesigns);
    app_shutdown(&ctx);
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}

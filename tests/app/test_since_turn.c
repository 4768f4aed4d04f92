/* SPDX-License-Identifier: MIT */
/*
 * "Since your last turn" (issue #17 item 2), against a scripted sequence of turns: three humans;
 * the first takes money, the second buys a building and builds it, the third takes money; when the
 * first player's turn comes back, the summary names the others' actions (the log's own lines), the
 * building that came to the market in place of the one bought, the places in the majorities that
 * changed (checked against alh_majorities), and it goes when the player acts or when the setting
 * is off. A picture of the table with the summary is written to the test's home folder.
 */
#include <string.h>
#include "app_check.h"
#include "i18n.h"
#include "match.h"
#include "settings.h"
#include "since_turn.h"
#include "table.h"

static AppContext ctx;

static void frames(int n)
{
    for (int i = 0; i < n; i++)
        app_check_step(&ctx);
}

/* The first legal command of a kind for the player to move (ALH_CMD_NONE if there is none). */
static AlhCommand first_of(const AlhGame *g, int type)
{
    static AlhCommand cmds[4096];
    size_t n = alh_legal_commands(g, cmds, 4096);
    for (size_t i = 0; i < n && i < 4096; i++)
        if (cmds[i].type == type)
            return cmds[i];
    AlhCommand none = {0};
    return none;
}

/* Plays one whole turn for the player to move: `type` first, then what it leaves to do (the tiles
 * bought placed, or onto the reserve when `keep`). */
static bool play_turn_keeping(Match *m, int type, bool keep)
{
    int who = alh_to_move(&m->game);
    AlhCommand c = first_of(&m->game, type);
    if (c.type == ALH_CMD_NONE || match_apply(&ctx, m, &c) != ALH_OK)
        return false;
    for (int i = 0; i < 20 && alh_to_move(&m->game) == who && m->game.phase != ALH_PHASE_OVER; i++) {
        AlhCommand next = first_of(&m->game, keep ? ALH_CMD_RESERVE : ALH_CMD_PLACE);
        if (next.type == ALH_CMD_NONE)
            next = first_of(&m->game, keep ? ALH_CMD_PLACE : ALH_CMD_RESERVE);
        if (next.type == ALH_CMD_NONE)
            next = first_of(&m->game, ALH_CMD_PASS);
        if (next.type == ALH_CMD_NONE)
            next = first_of(&m->game, ALH_CMD_TAKE_MONEY);
        if (next.type == ALH_CMD_NONE || match_apply(&ctx, m, &next) != ALH_OK)
            return false;
        frames(2);
    }
    frames(3);
    return true;
}

static bool play_turn(Match *m, int type) { return play_turn_keeping(m, type, false); }

/* At every size the panel's title is read whole (on two lines when narrow) and clear of its OK button
 * (in French over the narrow log of a 2560x1080 window, "Depuis votre dernier tour" ran under it). */
static void title_beside_ok(const char *lang)
{
    TextTrace trace = {0};
    if (!app_check_trace_alloc(&trace))
        return;
    for (int i = 0; i < APP_CHECK_SIZE_COUNT; i++) {
        int w = app_check_sizes[i][0], h = app_check_sizes[i][1];
        trace.count = 0;
        ctx.text_trace = &trace;
        app_render_to_png(&ctx, SCREEN_TABLE, w, h, NULL);
        ctx.text_trace = NULL;
        SDL_Rect ok;
        if (!ui_widget_rect(&ctx, "table.since_close", &ok))
            continue; /* (no room for the summary at this size) */
        /* the title's lines (one, or two when narrow), each a piece of it, read one after the other */
        const char *title = tr(&ctx, "since.title");
        char read[256] = "";
        bool clear = true;
        for (int k = trace.last_frame; k < trace.count; k++) {
            const char *t = trace.items[k].text;
            if (!t[0] || trace.items[k].rect.y > ok.y + 2 * ok.h || !strstr(title, t))
                continue;
            size_t len = strlen(read);
            snprintf(read + len, sizeof read - len, "%s%s", len ? " " : "", t);
            clear &= !app_check_rect_overlap(trace.items[k].rect, ok, 0);
        }
        bool whole = strcmp(read, title) == 0;
        CHECK(whole && clear, "%s %dx%d: the title whole (\"%s\") and clear of OK (%d)", lang, w, h, read, clear);
    }
    free(trace.items);
}

static void test_scripted(const char *lang, uint64_t seed)
{
    i18n_set_language(&ctx, lang);
    SDL_strlcpy(ctx.settings.language, lang, sizeof ctx.settings.language);
    ctx.settings.since_summary = true;
    AppNewGame g;
    settings_default_game(&g, 3);
    for (int i = 0; i < 3; i++)
        g.seats[i].is_bot = false;
    g.has_seed = true;
    g.seed = seed;
    ctx.no_curtain = true;
    CHECK(app_start_new_game(&ctx, &g), "start");
    frames(3);
    Match *m = app_match(&ctx);
    if (!m)
        return;
    int first = alh_to_move(&m->game);
    CHECK(table_since_text() == NULL, "%s: nothing to say at the first turn", lang);
    CHECK(play_turn(m, ALH_CMD_TAKE_MONEY), "%s: first player takes money", lang);
    AlhGame before = m->game; /* the first player's turn is over: what they saw last */
    int log_before = m->log_count;
    int buyer = alh_to_move(&m->game);
    CHECK(play_turn(m, ALH_CMD_BUY), "%s: second player buys", lang);
    CHECK(play_turn(m, ALH_CMD_TAKE_MONEY), "%s: third player takes money", lang);
    CHECK(alh_to_move(&m->game) == first, "%s: back to the first player", lang);
    frames(3);

    /* the summary's numbers */
    SinceSummary s;
    since_compute(&before, &m->game, first, &s);
    int changed = 0;
    for (int sp = 0; sp < ALH_MARKET_SPACES; sp++) {
        bool differs = m->game.market[sp] && m->game.market[sp] != before.market[sp];
        CHECK(differs == (s.new_tiles[sp] != 0) && (!differs || s.new_tiles[sp] == m->game.market[sp]),
              "%s: market space %d marked as new exactly when its tile changed", lang, sp + 1);
        changed += differs;
    }
    CHECK(changed >= 1 && changed == s.new_tile_count, "%s: the bought building was replaced (%d new)", lang, changed);
    CHECK(s.scorings == m->game.scorings_done - before.scorings_done, "%s: scorings since", lang);
    AlhMajorities mb, mn;
    alh_majorities(&before, &mb);
    alh_majorities(&m->game, &mn);
    int moved = 0;
    for (int t = 0; t < ALH_NUM_TYPES; t++)
        moved += mb.place[first][t] != mn.place[first][t];
    CHECK(moved == s.majority_count, "%s: the majorities where the place changed (%d, summary %d)", lang, moved,
          s.majority_count);

    /* the table's panel: the others' log lines, the market */
    const char *text = table_since_text();
    CHECK(text != NULL, "%s: the summary shows when the first player's turn begins", lang);
    if (text) {
        char line[512];
        int others = 0;
        for (int i = log_before; i < m->log_count; i++) {
            if (m->log[i].player == first)
                continue;
            match_log_text(&ctx, m, &m->log[i], line, sizeof line);
            CHECK(strstr(text, line) != NULL, "%s: the summary holds '%s'", lang, line);
            others += m->log[i].player == buyer;
        }
        CHECK(others >= 2, "%s: the buyer's purchase and building are among them (%d)", lang, others);
        CHECK(strstr(text, strcmp(lang, "fr") == 0 ? "Nouveau au marché" : "New on the market") != NULL,
              "%s: the new building on the market is named: %s", lang, text);
        CHECK(!strchr(text, '{'), "%s: every template filled", lang);
        char path[APP_PATH_MAX];
        SDL_snprintf(path, sizeof path, "%ssince-%s.png", ctx.pref_path, lang);
        CHECK(app_render_to_png(&ctx, SCREEN_TABLE, strcmp(lang, "fr") == 0 ? 1280 : 1920, strcmp(lang, "fr") == 0 ? 720 : 1080,
                                path),
              "picture");
        frames(1);
        title_beside_ok(lang);
    }
    /* the player acts: it goes */
    AlhCommand take = first_of(&m->game, ALH_CMD_TAKE_MONEY);
    CHECK(match_apply(&ctx, m, &take) == ALH_OK, "%s: the first player acts", lang);
    frames(2);
    CHECK(table_since_player() != first, "%s: acting puts the summary away (the next human may get theirs)", lang);
    CHECK(table_since_player() == -1 || table_since_player() == alh_to_move(&m->game), "%s: only the player to move sees one",
          lang);
    match_end(&ctx);

    /* with the setting off, nothing shows */
    ctx.settings.since_summary = false;
    CHECK(app_start_new_game(&ctx, &g), "start again");
    frames(3);
    m = app_match(&ctx);
    if (!m)
        return;
    for (int k = 0; k < 3; k++)
        play_turn(m, ALH_CMD_TAKE_MONEY);
    frames(3);
    CHECK(table_since_text() == NULL, "%s: the setting turns it off", lang);
    match_end(&ctx);
    ctx.settings.since_summary = true;
}

/* More than the box holds (four people at 1920x1080, every module, each of the others buying): the
 * newest lines are drawn, whole and in order, and the earlier ones left out are counted on a line of
 * their own. The box kept the first lines and dropped the newest without a word. */
static void test_full_box(const char *lang, uint64_t seed)
{
    app_check_language(&ctx, lang);
    ctx.settings.since_summary = true;
    ctx.settings.tips = false;
    ctx.no_curtain = true;
    CHECK(app_check_new_game(&ctx, 4, (unsigned)seed, true, false), "start");
    frames(3);
    Match *m = app_match(&ctx);
    if (!m)
        return;
    /* rounds of turns until, when the first player's turn comes back, the box is over-full */
    int first = alh_to_move(&m->game);
    TextTrace trace = {0};
    if (!app_check_trace_alloc(&trace))
        return;
    bool tried = false;
    uint16_t seen_at = 0;
    for (int move = 0; move < 600 && !tried && m->game.phase != ALH_PHASE_OVER; move++) {
        match_play_random_moves(&ctx, 1, seed * 1000 + (uint64_t)move); /* everybody plays at random */
        frames(2);
        const char *text = table_since_text();
        if (alh_to_move(&m->game) != first || !text || m->game.command_count == seen_at)
            continue;
        seen_at = m->game.command_count;
        /* the summary's lines */
        char lines[24][512];
        int n = 0;
        for (const char *t = text; *t && n < 24; n++) {
            const char *end = strchr(t, '\n');
            size_t len = end ? (size_t)(end - t) : strlen(t);
            snprintf(lines[n], sizeof lines[n], "%.*s", (int)len, t);
            t += len + (end ? 1 : 0);
        }
        trace.count = 0;
        ctx.text_trace = &trace;
        app_render_to_png(&ctx, SCREEN_TABLE, 1920, 1080, NULL);
        ctx.text_trace = NULL;
        SDL_Rect ok;
        if (!ui_widget_rect(&ctx, "table.since_close", &ok))
            continue;
        TableLayout L;
        table_layout_compute_modules(&L, 1920, 1080, 4, false, false, m->game.modules);
        SDL_Rect box = L.log; /* over the log, which has the room at this size */
        CHECK(box.h > 0 && app_check_rect_inside(ok, box, 0), "%s: the summary over the log", lang);
        /* which lines are drawn: a piece of the box's text that begins one (the first of its wrapped
         * lines), and the count of the earlier ones left out */
        bool drawn[24] = {false};
        int counted = -1, shown = 0;
        for (int k = trace.last_frame; k < trace.count; k++) {
            const char *t = trace.items[k].text;
            if (!t[0] || trace.items[k].rect.y < ok.y || !app_check_rect_inside(trace.items[k].rect, box, 1))
                continue;
            if (!strncmp(t, "\xE2\x80\xA6 ", 4)) {
                counted = atoi(t + 4);
                if (!counted && strstr(t, "un "))
                    counted = 1;
            }
            for (int i = 0; i < n; i++)
                if (!drawn[i] && strlen(t) >= 8 && !strncmp(lines[i], t, strlen(t)))
                    drawn[i] = true;
        }
        int hidden = 0;
        for (int i = 0; i < n; i++)
            shown += drawn[i];
        hidden = n - shown;
        if (!hidden)
            continue; /* all of it held: on to a fuller one */
        tried = true;
        bool newest = true;
        for (int i = hidden; i < n; i++)
            newest &= drawn[i];
        CHECK(newest, "%s: the newest %d of %d lines drawn (the last: \"%s\" %s)", lang, shown, n, lines[n - 1],
              drawn[n - 1] ? "drawn" : "missing");
        CHECK(counted == hidden, "%s: the %d earlier lines left out are counted (%d)", lang, hidden, counted);
        char path[APP_PATH_MAX];
        SDL_snprintf(path, sizeof path, "%ssince-full-%s.png", ctx.pref_path, lang);
        app_render_to_png(&ctx, SCREEN_TABLE, 1920, 1080, path);
    }
    CHECK(tried, "%s: a summary taller than its box was met", lang);
    free(trace.items);
    match_end(&ctx);
}

/* A building moved out of the Alhambra (a redesign, staged until Confirm) is acting: the summary goes,
 * as it does on a command (it stayed over the log while the player placed and redesigned). */
static void test_staged_closes(void)
{
    app_check_language(&ctx, "en");
    ctx.settings.since_summary = true;
    CHECK(app_check_new_game(&ctx, 3, 17, false, false), "start");
    frames(3);
    Match *m = app_match(&ctx);
    if (!m)
        return;
    int first = alh_to_move(&m->game);
    CHECK(play_turn(m, ALH_CMD_BUY), "the first player buys and builds");
    CHECK(play_turn(m, ALH_CMD_TAKE_MONEY) && play_turn(m, ALH_CMD_TAKE_MONEY), "the others take money");
    frames(3);
    CHECK(alh_to_move(&m->game) == first && table_since_text() != NULL, "the summary shows at the first player's turn");
    AlhCommand out = first_of(&m->game, ALH_CMD_REDESIGN_REMOVE);
    CHECK(out.type == ALH_CMD_REDESIGN_REMOVE && match_stage(&ctx, m, &out) == ALH_OK, "a building taken out, staged");
    frames(2);
    CHECK(m->staged_count == 1 && m->game.command_count == m->stage_base.command_count, "staged, nothing played yet");
    CHECK(table_since_text() == NULL, "the staged redesign puts the summary away");
    match_end(&ctx);
}

/* Table mode with six people has no log with the room for the summary: it stood over the board's
 * top left and hid the green spots of a reserve tile held up (and the Alhambra) until OK. At every
 * size, it covers no legal spot and no tile of the Alhambra, and leaves the reserve free. */
static void test_table_mode_spots(unsigned seed)
{
    app_check_language(&ctx, "en");
    ctx.settings.since_summary = true;
    ctx.table_mode = true;
    AlhModuleSet none = {0};
    CHECK(app_check_new_game_of(&ctx, 6, seed, &none, false), "start");
    frames(3);
    Match *m = app_match(&ctx);
    if (!m) {
        ctx.table_mode = false;
        return;
    }
    /* Two rounds: the first player builds, then buys a building for the reserve; the others buy
     * when they can (two lines each in the summary) and take money otherwise. */
    int first = alh_to_move(&m->game);
    for (int round = 0; round < 2; round++) {
        CHECK(play_turn_keeping(m, ALH_CMD_BUY, round == 1), "round %d: the first player buys a building", round + 1);
        for (int k = 0; k < 5; k++)
            CHECK(play_turn(m, ALH_CMD_BUY) || play_turn(m, ALH_CMD_TAKE_MONEY), "round %d: the next player plays", round + 1);
    }
    frames(3);
    CHECK(alh_to_move(&m->game) == first && table_since_text() != NULL, "the summary shows at the first player's turn");
    int tile = 0;
    for (int t = 1; t <= ALH_TILE_MAX && !tile; t++)
        if (alh_tile_is_piece(t) && m->game.where[t].loc == ALH_LOC_RESERVE && m->game.where[t].owner == first)
            tile = t;
    char id[48];
    snprintf(id, sizeof id, "table.reserve.%d", tile);
    CHECK(tile && app_check_click(&ctx, id) && ctx.table->in.held_tile == tile, "the reserve tile %d held up", tile);
    CHECK(table_since_text() != NULL, "holding a tile leaves the summary open");
    AlhSpot spots[128];
    size_t n = alh_legal_spots(match_decision_game(m), first, tile, spots, 128);
    CHECK(n > 0 && n <= 128, "the held tile has legal spots (%zu)", n);
    for (int i = 0; i < APP_CHECK_SIZE_COUNT; i++) {
        int w = app_check_sizes[i][0], h = app_check_sizes[i][1];
        app_render_to_png(&ctx, SCREEN_TABLE, w, h, NULL);
        SDL_Rect box;
        if (!table_since_box(&box)) {
            CHECK(false, "%dx%d: the summary drawn", w, h);
            continue;
        }
        CHECK(app_check_rect_inside(box, (SDL_Rect){0, 0, w, h}, 0), "%dx%d: the summary inside the window", w, h);
        int spots_seen = 0, covered = 0;
        for (size_t k = 0; k < n && k < 128; k++) {
            SDL_Rect r;
            snprintf(id, sizeof id, "table.spot.%d.%d", spots[k].x, spots[k].y);
            if (!ui_widget_rect(&ctx, id, &r))
                continue;
            spots_seen++;
            covered += SDL_HasIntersection(&r, &box);
        }
        CHECK(spots_seen == (int)n, "%dx%d: every legal spot drawn (%d of %zu)", w, h, spots_seen, n);
        CHECK(covered == 0, "%dx%d: the summary at %d,%d %dx%d covers %d green spots", w, h, box.x, box.y, box.w, box.h, covered);
        /* the Alhambra's tiles, the fountain included, where the board drew them */
        const BoardView *bv = &ctx.table->in.last_bv;
        int tiles_covered = 0;
        for (int t = 0; t <= ALH_TILE_MAX; t++) {
            const AlhTilePlace *pl = &m->game.where[t];
            if (t != ALH_TILE_FOUNTAIN && (!alh_tile_is_piece(t) || pl->loc != ALH_LOC_ALHAMBRA || pl->owner != first))
                continue;
            SDL_FRect c = table_board_cell(bv, t == ALH_TILE_FOUNTAIN ? 0 : pl->x, t == ALH_TILE_FOUNTAIN ? 0 : pl->y);
            SDL_Rect r = {(int)c.x, (int)c.y, (int)c.w, (int)c.h};
            tiles_covered += SDL_HasIntersection(&r, &box);
        }
        CHECK(tiles_covered == 0, "%dx%d: the summary covers %d tiles of the Alhambra", w, h, tiles_covered);
        SDL_Rect reserve;
        snprintf(id, sizeof id, "table.reserve.%d", tile);
        CHECK(ui_widget_rect(&ctx, id, &reserve) && !SDL_HasIntersection(&reserve, &box), "%dx%d: the reserve tile left free", w,
              h);
        if (w == 1920 || w == 1024) {
            char path[APP_PATH_MAX];
            SDL_snprintf(path, sizeof path, "%ssince-table-%dx%d.png", ctx.pref_path, w, h);
            app_render_to_png(&ctx, SCREEN_TABLE, w, h, path);
        }
    }
    /* A quick click (press and release in one frame) on the box, then on its OK, at 1280x720: the
     * box's own, never a click on the player's card under it (it showed that player's Alhambra). */
    app_render_to_png(&ctx, SCREEN_TABLE, 1280, 720, NULL);
    SDL_Rect box, ok;
    if (table_since_box(&box) && ui_widget_rect(&ctx, "table.since_close", &ok)) {
        ui_inject_tap(&ctx, box.x + box.w / 2, box.y + box.h * 2 / 3);
        app_check_settle(&ctx);
        CHECK(ctx.table->in.view_player == -1 && table_since_text() != NULL,
              "a click on the summary chooses no card under it (view %d)", ctx.table->in.view_player);
        ui_inject_tap(&ctx, ok.x + ok.w / 2, ok.y + ok.h / 2);
        app_check_settle(&ctx);
        CHECK(ctx.table->in.view_player == -1 && table_since_text() == NULL,
              "OK puts the summary away and chooses no card under it (view %d)", ctx.table->in.view_player);
        CHECK(ctx.table->in.held_tile == tile, "the reserve tile still held");
    } else {
        CHECK(false, "the summary and its OK drawn at 1280x720");
    }
    match_end(&ctx);
    ctx.table_mode = false;
}

int main(int argc, char **argv)
{
    (void)argc;
    if (!app_check_start(&ctx, argv[0]))
        return 1;
    test_scripted("en", 3);
    test_scripted("fr", 11);
    test_full_box("en", 5);
    test_full_box("fr", 6);
    test_staged_closes();
    test_table_mode_spots(23);
    app_shutdown(&ctx);
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}

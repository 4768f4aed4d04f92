/* SPDX-License-Identifier: MIT */
/* The expansion modules in the client: switched on in the new-game screen by clicks, kept in the
 * settings and in saves, chosen on the command line, and drawn on the table (screenshots). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include <SDL_image.h>
#include "app_internal.h"
#include "table.h"
#include "client_module.h"
#include "i18n.h"
#include "match.h"
#include "options.h"
#include "phrase.h"
#include "settings.h"
#include "table_layout.h"
#include "table_modules.h"
#include "table_input.h"
#include "ui.h"

/* A module set as bits (the modules here all have ids below 64). */
#define MODBITS(set) ((set).bits[0])
#include "bazaars/bazaars.h"
#include "change/change.h"
#include "city_gates/city_gates.h"
#include "invaders/invaders.h"
#include "street_trader/street_trader.h"

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

static uint64_t all_modules(void) { return alh_modules_optional().bits[0]; }

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

/* Scrolls the module browser's list until the widget is drawn (the list is taller than a window). */
static bool reveal(const char *id)
{
    SDL_Rect list = {0, 0, 0, 0}, r;
    char row[64];
    for (int mod = 0; mod < ALH_MOD_COUNT && list.w == 0; mod++) {
        snprintf(row, sizeof row, "modules.page.%s", alh_module_name(mod));
        if (ui_widget_rect(&ctx, row, &r))
            list = r;
    }
    if (list.w == 0)
        return false;
    ui_inject_wheel(&ctx, list.x + list.w / 2, list.y + list.h / 2, 1000);
    settle();
    for (int i = 0; i < 100 && !ui_widget_rect(&ctx, id, &r); i++) {
        ui_inject_wheel(&ctx, list.x + list.w / 2, list.y + list.h / 2, -1);
        settle();
    }
    return ui_widget_rect(&ctx, id, &r);
}

static void test_new_game_toggles(void)
{
    app_set_screen(&ctx, SCREEN_MENU);
    settle();
    CHECK(click("menu.new_game"), "new game button");
    CHECK(ctx.screen == SCREEN_NEW_GAME, "screen %d", ctx.screen);
    CHECK(click("newgame.seats.3"), "3 seats");
    CHECK(MODBITS(ctx.new_game.modules) == 0, "no module by default, got %#llx",
          (unsigned long long)MODBITS(ctx.new_game.modules));
    /* The modules are chosen in the module browser, which the new-game screen opens; every module
     * has its switch there, inside the window; the seats set before are kept on the way back. */
    CHECK(click("newgame.choose_modules"), "choose modules button");
    CHECK(ctx.screen == SCREEN_MODULES, "screen %d after Choose modules", ctx.screen);
    char id[64];
    for (int mod = 0; mod < ALH_MOD_COUNT; mod++) {
        if (!((all_modules() >> mod) & 1))
            continue;
        SDL_Rect r;
        snprintf(id, sizeof id, "modules.module.%s", alh_module_name(mod));
        bool drawn = reveal(id) && ui_widget_rect(&ctx, id, &r);
        CHECK(drawn && r.x >= 0 && r.y >= 0 && r.x + r.w <= ctx.width && r.y + r.h <= ctx.height, "%s switch drawn inside", id);
    }
    CHECK(reveal("modules.module.squares") && click("modules.module.squares"), "squares switch");
    CHECK(reveal("modules.module.vizier") && click("modules.module.vizier"), "vizier switch");
    CHECK(reveal("modules.module.camps") && click("modules.module.camps"), "camps switch");
    CHECK(reveal("modules.module.camps") && click("modules.module.camps"), "camps switch again");
    uint64_t want = (1u << ALH_MOD_SQUARES) | (1u << ALH_MOD_VIZIER);
    CHECK(MODBITS(ctx.new_game.modules) == want, "modules %#llx, want %#llx", (unsigned long long)MODBITS(ctx.new_game.modules),
          (unsigned long long)want);
    CHECK(click("modules.done"), "done button");
    CHECK(ctx.screen == SCREEN_NEW_GAME, "screen %d after Done", ctx.screen);
    CHECK(ctx.new_game.num_seats == 3, "the seats chosen before are kept (%d)", ctx.new_game.num_seats);
    CHECK(MODBITS(ctx.new_game.modules) == want, "the modules chosen are kept (%#llx)",
          (unsigned long long)MODBITS(ctx.new_game.modules));
    CHECK(click("newgame.start"), "start button");
    CHECK(ctx.screen == SCREEN_TABLE, "screen %d after Start", ctx.screen);
    CHECK(app_match(&ctx) && (MODBITS(app_match(&ctx)->game.modules) & want) == want,
          "the started game has squares and the vizier (%#llx)",
          app_match(&ctx) ? (unsigned long long)MODBITS(app_match(&ctx)->game.modules) : 0ull);
    CHECK(app_match(&ctx) && !(MODBITS(app_match(&ctx)->game.modules) & (1u << ALH_MOD_CAMPS)), "camps switched off again");
    CHECK(app_match(&ctx) && app_match(&ctx)->game.mod.squares.pile_len[0] > 0, "the square piles are dealt");
    CHECK(MODBITS(ctx.settings.last_game.modules) == want, "remembered modules %#llx",
          (unsigned long long)MODBITS(ctx.settings.last_game.modules));
    char path[APP_PATH_MAX];
    SDL_snprintf(path, sizeof path, "%ssettings.json", ctx.pref_path);
    size_t n = 0;
    char *text = SDL_LoadFile(path, &n);
    CHECK(text && strstr(text, "\"squares\"") && strstr(text, "\"vizier\""), "settings.json keeps the modules by name");
    SDL_free(text);
    /* back on the new-game screen, the switches come up as they were */
    app_set_screen(&ctx, SCREEN_MENU);
    settle();
    CHECK(click("menu.new_game"), "new game again");
    CHECK(MODBITS(ctx.new_game.modules) == want, "new game offers the last modules again (%#llx)",
          (unsigned long long)MODBITS(ctx.new_game.modules));
    if (app_match(&ctx))
        match_end(&ctx);
}

static void test_save_reload(void)
{
    AppNewGame g;
    settings_default_game(&g, 4);
    g.has_seed = true;
    g.seed = 77;
    g.modules = alh_modset_from_bits(all_modules());
    CHECK(app_start_new_game(&ctx, &g), "game with every module starts");
    match_play_random_moves(&ctx, 80, 77);
    CHECK(app_match(&ctx) != NULL, "match");
    if (!app_match(&ctx))
        return;
    AlhGame before = app_match(&ctx)->game;
    char path[APP_PATH_MAX];
    SDL_snprintf(path, sizeof path, "%smodules-save.json", ctx.pref_path);
    CHECK(match_save(&ctx, path), "save with modules");
    match_end(&ctx);
    CHECK(match_load(&ctx, path), "reload");
    CHECK(app_match(&ctx) && MODBITS(app_match(&ctx)->game.modules) == MODBITS(before.modules),
          "modules after reload %#llx, before %#llx",
          app_match(&ctx) ? (unsigned long long)MODBITS(app_match(&ctx)->game.modules) : 0ull,
          (unsigned long long)MODBITS(before.modules));
    CHECK(app_match(&ctx) && alh_game_hash(&app_match(&ctx)->game) == alh_game_hash(&before), "the same position after reload");
    remove(path);
    if (app_match(&ctx))
        match_end(&ctx);
}

static void test_options_and_settings(void)
{
    AlhModuleSet mods = alh_modset_none();
    char err[1024] = "";
    CHECK(options_parse_modules("squares,vizier", &mods, err, sizeof err) &&
              MODBITS(mods) == ((1u << ALH_MOD_SQUARES) | (1u << ALH_MOD_VIZIER)),
          "squares,vizier -> %#llx", (unsigned long long)MODBITS(mods));
    uint64_t expansions = 0; /* "all": every expansion's module, not the base box's options */
    for (int id = 0; id < ALH_MOD_COUNT; id++)
        if (alh_module_info(id)->group != ALH_GROUP_BASE)
            expansions |= all_modules() & (1ull << id);
    CHECK(options_parse_modules("all", &mods, err, sizeof err) && MODBITS(mods) == expansions, "all -> %#llx",
          (unsigned long long)MODBITS(mods));
    CHECK(options_parse_modules("none", &mods, err, sizeof err) && MODBITS(mods) == 0, "none -> %#llx",
          (unsigned long long)MODBITS(mods));
    CHECK(!options_parse_modules("squares,dragons", &mods, err, sizeof err) && strstr(err, "dragons"),
          "unknown module refused: %s", err);
    CHECK(!options_parse_modules("two-player", &mods, err, sizeof err) && strstr(err, "seats"),
          "the two-player rules are no module to choose: %s", err);
    CHECK(options_parse_modules("expansion-1", &mods, err, sizeof err) &&
              MODBITS(mods) ==
                  ((1u << ALH_MOD_BONUS_CARDS) | (1u << ALH_MOD_SQUARES) | (1u << ALH_MOD_EXCHANGE) | (1u << ALH_MOD_VIZIER)),
          "a group: expansion-1 -> %#llx", (unsigned long long)MODBITS(mods));
    AppOptions o;
    char *argv[] = {"alhambra", "--players", "3", "--modules", "camps,diamonds", NULL};
    CHECK(options_parse(5, argv, &o, err, sizeof err), "--modules parses: %s", err);
    AppNewGame g;
    options_new_game(&o, &g);
    CHECK(MODBITS(g.modules) == ((1u << ALH_MOD_CAMPS) | (1u << ALH_MOD_DIAMONDS)), "--modules reaches the new game (%#llx)",
          (unsigned long long)MODBITS(g.modules));

    AppSettings s, back;
    settings_defaults(&s);
    s.last_game.modules = alh_modset_from_bits((1u << ALH_MOD_BONUS_CARDS) | (1u << ALH_MOD_CHARACTERS));
    char *json = settings_to_json(&s);
    CHECK(json && settings_from_json(json, &back) && MODBITS(back.last_game.modules) == MODBITS(s.last_game.modules),
          "settings keep modules");
    SDL_free(json);
    CHECK(settings_from_json("{\"last_game\":{\"seats\":[{},{}],\"modules\":[\"squares\",\"nonsense\",7]}}", &back) &&
              MODBITS(back.last_game.modules) == (1u << ALH_MOD_SQUARES),
          "unknown module names in settings are skipped (%#llx)", (unsigned long long)MODBITS(back.last_game.modules));
}

/* Standard deviation of luminance and a hash of the pixels of a PNG. */
static bool png_stats(const char *path, int *w, int *h, double *stddev, uint64_t *hash)
{
    SDL_Surface *raw = IMG_Load(path);
    if (!raw)
        return false;
    SDL_Surface *s = SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_ARGB8888, 0);
    SDL_FreeSurface(raw);
    if (!s)
        return false;
    double sum = 0, sum2 = 0;
    uint64_t hv = 1469598103934665603ull;
    for (int y = 0; y < s->h; y++) {
        const uint32_t *row = (const uint32_t *)((const uint8_t *)s->pixels + (size_t)y * (size_t)s->pitch);
        for (int x = 0; x < s->w; x++) {
            uint32_t p = row[x];
            double lum = 0.299 * ((p >> 16) & 255) + 0.587 * ((p >> 8) & 255) + 0.114 * (p & 255);
            sum += lum;
            sum2 += lum * lum;
            hv = (hv ^ p) * 1099511628211ull;
        }
    }
    double n = (double)s->w * (double)s->h, mean = sum / n;
    *w = s->w;
    *h = s->h;
    *stddev = sqrt(fmax(0.0, sum2 / n - mean * mean));
    *hash = hv;
    SDL_FreeSurface(s);
    return true;
}

static void shot(int w, int h, int round, uint64_t *hash)
{
    AppNewGame g;
    settings_default_game(&g, 4);
    /* Every seat human: with a bot to move, its thread may or may not have played before the frame
     * is drawn, and two shots of one position would differ. */
    for (int i = 0; i < g.num_seats; i++)
        g.seats[i].is_bot = false;
    g.has_seed = true;
    g.seed = 1;
    g.modules = alh_modset_from_bits(all_modules());
    CHECK(app_start_new_game(&ctx, &g), "start");
    match_play_random_moves(&ctx, 60, 1);
    char path[APP_PATH_MAX];
    SDL_snprintf(path, sizeof path, "%smodules-%dx%d-%d.png", ctx.pref_path, w, h, round);
    CHECK(app_render_to_png(&ctx, SCREEN_TABLE, w, h, path), "screenshot %dx%d", w, h);
    int pw = 0, ph = 0;
    double sd = 0;
    CHECK(png_stats(path, &pw, &ph, &sd, hash), "read back %s", path);
    CHECK(pw == w && ph == h, "size %dx%d, want %dx%d", pw, ph, w, h);
    CHECK(sd > 20.0, "the table with modules is not blank (stddev %.1f)", sd);
    remove(path);
    if (app_match(&ctx))
        match_end(&ctx);
}

static void test_screenshots(void)
{
    const int sizes[2][2] = {{1280, 720}, {1920, 1080}};
    for (int i = 0; i < 2; i++) {
        uint64_t a = 0, b = 0;
        shot(sizes[i][0], sizes[i][1], 0, &a);
        shot(sizes[i][0], sizes[i][1], 1, &b);
        CHECK(a == b, "the same screenshot twice at %dx%d", sizes[i][0], sizes[i][1]);
    }
}

/* A city gate in the Alhambra of the player to move is drawn on its wall: the gate's dark opening
 * sits on the middle of the edge. Random play hardly ever builds one, so the test puts one into the
 * shown position (drawing reads AlhBoard.gates only). */
static void test_gate_on_board(void)
{
    AppNewGame g;
    settings_default_game(&g, 3);
    for (int i = 0; i < 3; i++)
        g.seats[i].is_bot = false;
    g.has_seed = true;
    g.seed = 5;
    g.modules = alh_modset_from_bits(1u << ALH_MOD_CITY_GATES);
    CHECK(app_start_new_game(&ctx, &g), "start");
    if (!app_match(&ctx))
        return;
    int mover = alh_to_move(&app_match(&ctx)->game);
    CHECK(mover >= 0, "someone to move");
    if (mover < 0)
        return;
    AlhCityGatesState *cg = &app_match(&ctx)->game.mod.city_gates;
    cg->gate_count = 2;
    cg->gate_owner[0] = cg->gate_owner[1] = (uint8_t)mover;
    cg->gate_side[0] = ALH_NORTH;
    cg->gate_side[1] = ALH_EAST;
    app_match(&ctx)->shown = app_match(&ctx)->game;
    const AlhGame *gm = &app_match(&ctx)->game;
    const AlhBoard *b = &gm->players[mover].board;
    int w = 1920, h = 1080;
    char path[APP_PATH_MAX];
    SDL_snprintf(path, sizeof path, "%smodules-gate.png", ctx.pref_path);
    app_match(&ctx)->last_human = mover; /* the table shows this player's Alhambra, no curtain */
    CHECK(app_render_to_png(&ctx, SCREEN_TABLE, w, h, path), "screenshot");
    TableLayout L;
    table_layout_compute_modules(&L, w, h, gm->num_players, false, false, gm->modules);
    BoardView v = table_board_fit(L.board, b, 1.0f, 0, 0, 150.0f * L.s);
    SDL_Surface *raw = IMG_Load(path);
    SDL_Surface *s = raw ? SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_ARGB8888, 0) : NULL;
    CHECK(s != NULL, "read back");
    AlhGate gates[ALH_MAX_GATES];
    int ngates = alh_gates_of(gm, mover, gates, ALH_MAX_GATES);
    for (int i = 0; s && i < ngates; i++) {
        SDL_FRect c = table_board_cell(&v, gates[i].x, gates[i].y);
        int side = gates[i].side;
        float x = c.x + c.w / 2, y = c.y + c.h / 2;
        if (side == ALH_NORTH)
            y = c.y;
        else if (side == ALH_SOUTH)
            y = c.y + c.h;
        else if (side == ALH_WEST)
            x = c.x;
        else
            x = c.x + c.w;
        uint32_t px = ((const uint32_t *)((const uint8_t *)s->pixels + (size_t)((int)y * s->pitch)))[(int)x];
        int r = (px >> 16) & 255, gg = (px >> 8) & 255, bb = px & 255;
        CHECK(r < 70 && gg < 60 && bb < 50, "gate %d at %d,%d side %d: pixel %02x%02x%02x is not the gate's dark opening", i,
              gates[i].x, gates[i].y, side, r, gg, bb);
    }
    if (s)
        SDL_FreeSurface(s);
    if (raw)
        SDL_FreeSurface(raw);
    if (!getenv("MODPIECES_KEEP"))
        remove(path);
    if (app_match(&ctx))
        match_end(&ctx);
}

/* Pixels of the bonus cards' green edge inside rect r of a screenshot. */
static int bonus_green_pixels(const char *path, SDL_Rect r)
{
    SDL_Surface *raw = IMG_Load(path);
    SDL_Surface *s = raw ? SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_ARGB8888, 0) : NULL;
    int n = 0;
    for (int y = r.y; s && y < r.y + r.h && y < s->h; y++)
        for (int x = r.x; x < r.x + r.w && x < s->w; x++) {
            uint32_t p = ((const uint32_t *)((const uint8_t *)s->pixels + (size_t)y * (size_t)s->pitch))[x];
            int dr = (int)((p >> 16) & 255) - 0x2E, dg = (int)((p >> 8) & 255) - 0x6E, db = (int)(p & 255) - 0x5A;
            n += dr * dr + dg * dg + db * db < 200;
        }
    if (s)
        SDL_FreeSurface(s);
    if (raw)
        SDL_FreeSurface(raw);
    return n;
}

/* Secret bonus cards: the player at the screen sees their own face up and never another player's. */
static void test_bonus_cards_stay_secret(void)
{
    AppNewGame g;
    settings_default_game(&g, 3);
    for (int i = 0; i < 3; i++)
        g.seats[i].is_bot = false;
    g.has_seed = true;
    g.seed = 9;
    g.modules = alh_modset_from_bits(1u << ALH_MOD_BONUS_CARDS);
    CHECK(app_start_new_game(&ctx, &g), "start");
    if (!app_match(&ctx))
        return;
    Match *m = app_match(&ctx);
    int mover = alh_to_move(&m->game), other = (mover + 1) % 3;
    m->last_human = mover; /* the mover is at the screen: no curtain */
    TableFrame f = {0};
    f.ctx = &ctx;
    f.m = m;
    f.g = &m->shown;
    f.home = mover;
    int w = 1920, h = 1080;
    table_layout_compute_modules(&f.L, w, h, 3, false, false, m->game.modules);
    TableModulesLayout ml;
    table_modules_layout(&f, &ml);
    CHECK(ml.section[ALH_MOD_BONUS_CARDS].w > 0, "a bonus hand row");
    char path[APP_PATH_MAX];
    SDL_snprintf(path, sizeof path, "%smodules-bonus.png", ctx.pref_path);
    /* only the other player holds bonus cards: nothing face up for the mover */
    for (int p = 0; p < 3; p++) {
        m->game.mod.bonus_cards.hand[p] = p == other ? 0x7 : 0;
        m->game.mod.bonus_cards.hand_count[p] = p == other ? 3 : 0;
    }
    m->shown = m->game;
    CHECK(app_render_to_png(&ctx, SCREEN_TABLE, w, h, path), "screenshot");
    int leak = bonus_green_pixels(path, ml.section[ALH_MOD_BONUS_CARDS]);
    CHECK(leak == 0, "another player's bonus cards shown to the player at the screen (%d pixels)", leak);
    /* the mover's own cards are face up */
    m->game.mod.bonus_cards.hand[mover] = 0x3;
    m->game.mod.bonus_cards.hand_count[mover] = 2;
    m->shown = m->game;
    CHECK(app_render_to_png(&ctx, SCREEN_TABLE, w, h, path), "screenshot");
    int own = bonus_green_pixels(path, ml.section[ALH_MOD_BONUS_CARDS]);
    CHECK(own > 50, "the player's own bonus cards are shown (%d pixels)", own);
    /* in table mode nobody's hand is shown */
    ctx.table_mode = true;
    table_layout_compute_modules(&f.L, w, h, 3, false, true, m->game.modules);
    table_modules_layout(&f, &ml);
    CHECK(app_render_to_png(&ctx, SCREEN_TABLE, w, h, path), "screenshot");
    int shared = bonus_green_pixels(path, ml.section[ALH_MOD_BONUS_CARDS]);
    CHECK(shared == 0, "bonus cards face up on a shared table screen (%d pixels)", shared);
    ctx.table_mode = false;
    remove(path);
    match_end(&ctx);
}

/* What a scout saw (the invaders): the next invasion card shows in the panel only to the player who
 * looked, in hot seat while that player is at the screen, and never on a shared table screen. */
static void test_scout_look_stays_secret(void)
{
    AppNewGame g;
    settings_default_game(&g, 3);
    for (int i = 0; i < 3; i++)
        g.seats[i].is_bot = false;
    g.has_seed = true;
    g.seed = 11;
    g.modules = alh_modset_from_bits(1u << ALH_MOD_INVADERS);
    CHECK(app_start_new_game(&ctx, &g), "start");
    if (!app_match(&ctx))
        return;
    Match *m = app_match(&ctx);
    int mover = alh_to_move(&m->game), other = (mover + 1) % 3;
    m->last_human = mover; /* the mover is at the screen: no curtain */
    int w = 1280, h = 720;
    char path[APP_PATH_MAX];
    SDL_snprintf(path, sizeof path, "%smodules-invaders.png", ctx.pref_path);
    SDL_Rect r;
    /* Another player looked: the mover sees that they did (a mark in their row), not the card. */
    m->game.mod.invaders.knows = (uint8_t)(1u << other);
    m->shown = m->game;
    CHECK(app_render_to_png(&ctx, SCREEN_TABLE, w, h, path), "screenshot");
    CHECK(ui_tooltip_text(&ctx, "table.mod.inv.pile", &r) != NULL, "the invasion pile in the panel");
    CHECK(ui_tooltip_text(&ctx, "table.mod.inv.next", &r) == NULL, "another player's look shown to the player at the screen");
    /* The mover looked: their panel shows the card, named by its direction. */
    m->game.mod.invaders.knows = (uint8_t)(1u << mover);
    m->shown = m->game;
    char own[APP_PATH_MAX];
    SDL_snprintf(own, sizeof own, "%smodules-invaders-own.png", ctx.pref_path);
    CHECK(app_render_to_png(&ctx, SCREEN_TABLE, w, h, own), "screenshot");
    const char *tip = ui_tooltip_text(&ctx, "table.mod.inv.next", &r);
    char want[96];
    SDL_snprintf(want, sizeof want, "mod.inv_from.%c", "nesw"[alh_invasion_side(m->game.mod.invaders.deck[0])]);
    CHECK(tip != NULL && strcmp(tip, tr(&ctx, want)) == 0, "the player's own look shown: %s", tip ? tip : "(nothing)");
    /* On a shared table screen it stays hidden until its owner shows their secrets. */
    ctx.table_mode = true;
    CHECK(app_render_to_png(&ctx, SCREEN_TABLE, w, h, path), "screenshot");
    CHECK(ui_tooltip_text(&ctx, "table.mod.inv.next", &r) == NULL, "a look shown on a shared table screen");
    ctx.table_mode = false;
    if (!getenv("MODPIECES_KEEP")) {
        remove(path);
        remove(own);
    }
    match_end(&ctx);
}

/* Pixels near colour rgb inside rect r of a screenshot. */
static int colour_pixels(const char *path, SDL_Rect r, unsigned rgb)
{
    SDL_Surface *raw = IMG_Load(path);
    SDL_Surface *s = raw ? SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_ARGB8888, 0) : NULL;
    int n = 0;
    for (int y = r.y; s && y < r.y + r.h && y < s->h; y++)
        for (int x = r.x; x < r.x + r.w && x < s->w; x++) {
            uint32_t p = ((const uint32_t *)((const uint8_t *)s->pixels + (size_t)y * (size_t)s->pitch))[x];
            int dr = (int)((p >> 16) & 255) - (int)((rgb >> 16) & 255), dg = (int)((p >> 8) & 255) - (int)((rgb >> 8) & 255),
                db = (int)(p & 255) - (int)(rgb & 255);
            n += dr * dr + dg * dg + db * db < 300;
        }
    if (s)
        SDL_FreeSurface(s);
    if (raw)
        SDL_FreeSurface(raw);
    return n;
}

static bool keep_button_drawn(void)
{
    for (int c = 0; c < ALH_NUM_TYPES; c++) {
        char id[32];
        snprintf(id, sizeof id, "st.keep.%d", c);
        if (ui_widget_rect(&ctx, id, &(SDL_Rect){0}))
            return true;
    }
    return false;
}

/* The street trader's secret citizens: on a shared table screen the setup's choice shows what is
 * kept only once the chooser shows their secrets (it showed the kept ones to everybody); on the
 * board the owner sees their own citizens in colour (they were plain wood for everybody), nobody
 * else does, and a shared screen only while the owner shows them. */
static void test_trader_citizens_stay_secret(void)
{
    AppNewGame g;
    settings_default_game(&g, 3);
    for (int i = 0; i < 3; i++)
        g.seats[i].is_bot = false;
    g.has_seed = true;
    g.seed = 13;
    g.modules = alh_modset_from_bits(1u << ALH_MOD_STREET_TRADER);
    ctx.table_mode = true;
    CHECK(app_start_new_game(&ctx, &g), "start");
    if (!app_match(&ctx)) {
        ctx.table_mode = false;
        return;
    }
    Match *m = app_match(&ctx);
    int mover = alh_to_move(&m->game);
    CHECK(m->game.phase == ALH_PHASE_CITIZENS && mover >= 0, "the setup's choice first");
    /* two citizens kept: on the shared screen nothing tells which */
    AlhCommand keep = {.type = ALH_CMD_CITIZEN_KEEP, .player = (uint8_t)mover, .space = 5};
    CHECK(match_apply(&ctx, m, &keep) == ALH_OK, "keep purple");
    keep.space = 1;
    CHECK(match_apply(&ctx, m, &keep) == ALH_OK, "keep red");
    settle();
    CHECK(!keep_button_drawn(), "the kept citizens shown on a shared screen before their owner shows them");
    CHECK(ui_widget_rect(&ctx, "st.keep.reveal", &(SDL_Rect){0}), "the owner may show their choice");
    click("st.keep.reveal");
    CHECK(keep_button_drawn(), "the choice once shown");
    CHECK(click("st.keep.4"), "a third citizen by a click");
    CHECK(m->game.mod.street_trader.carried[mover] == 3 && alh_to_move(&m->game) != mover, "three kept, the next chooses");
    settle();
    CHECK(!keep_button_drawn(), "hidden again for the next chooser");
    match_end(&ctx);
    ctx.table_mode = false;

    /* On the board: a game past the setup, the mover's trader carrying purple citizens. */
    CHECK(app_start_new_game(&ctx, &g), "start");
    if (!app_match(&ctx))
        return;
    m = app_match(&ctx);
    mover = alh_to_move(&m->game);
    int other = (mover + 1) % 3;
    AlhStreetTraderState *st = &m->game.mod.street_trader;
    st->trader[mover] = (1u << (4 * 5)) * 2 + (1u << (4 * 4));
    st->carried[mover] = 3;
    st->trader[other] = (1u << (4 * 5)) * 3;
    st->carried[other] = 3;
    m->shown = m->game;
    m->last_human = mover;
    int w = 1280, h = 720;
    TableLayout L;
    table_layout_compute_modules(&L, w, h, 3, false, false, m->game.modules);
    char path[APP_PATH_MAX];
    SDL_snprintf(path, sizeof path, "%smodules-trader.png", ctx.pref_path);
    const unsigned purple = 0x7A4A9C;
    CHECK(app_render_to_png(&ctx, SCREEN_TABLE, w, h, path), "screenshot");
    int own = colour_pixels(path, L.board, purple);
    CHECK(own > 20, "the owner's own citizens in colour on their board (%d pixels)", own);
    ctx.table->in.view_player = other;
    CHECK(app_render_to_png(&ctx, SCREEN_TABLE, w, h, path), "screenshot");
    int others = colour_pixels(path, L.board, purple);
    CHECK(others == 0, "another player's citizens shown in colour (%d pixels)", others);
    ctx.table->in.view_player = -1;
    ctx.table_mode = true;
    table_layout_compute_modules(&L, w, h, 3, false, true, m->game.modules);
    CHECK(app_render_to_png(&ctx, SCREEN_TABLE, w, h, path), "screenshot");
    int shared = colour_pixels(path, L.board, purple);
    CHECK(shared == 0, "citizens in colour on a shared screen before their owner shows them (%d pixels)", shared);
    ctx.table_mode = false;
    if (!getenv("MODPIECES_KEEP"))
        remove(path);
    match_end(&ctx);
}

/* The street trader's spot lies beside the buildings: a side card's small Alhambra (fitted to the
 * buildings alone, no free ring) showed the trader cut at the card's edge. Its view holds every
 * trader's cell whole, in every player's card at every size, in table mode or not. */
static void test_trader_on_small_alhambras(void)
{
    AppNewGame g;
    settings_default_game(&g, 4);
    for (int i = 0; i < 4; i++)
        g.seats[i].is_bot = false;
    g.has_seed = true;
    g.seed = 3;
    g.modules = alh_modset_from_bits(1u << ALH_MOD_STREET_TRADER);
    CHECK(app_start_new_game(&ctx, &g), "start");
    Match *m = app_match(&ctx);
    if (!m)
        return;
    static const int sizes[][2] = {{960, 540}, {1024, 768}, {1280, 720}, {1920, 1080}, {2560, 1080}};
    int outside = 0, whole = 0, cases = 0;
    for (int round = 0; round < 6 && m->game.phase != ALH_PHASE_OVER; round++) {
        match_play_random_moves(&ctx, 25, 70 + (uint64_t)round);
        const AlhStreetTraderState *st = &m->game.mod.street_trader;
        for (int p = 0; p < 4; p++) {
            if ((st->aside >> p) & 1)
                continue;
            const AlhBoard *b = &m->game.players[p].board;
            int x = st->x[p], y = st->y[p];
            outside += x < b->min_x || x > b->max_x || y < b->min_y || y > b->max_y;
            for (int k = 0; k < 5; k++)
                for (int tm = 0; tm < 2; tm++) {
                    TableLayout L;
                    table_layout_compute_modules(&L, sizes[k][0], sizes[k][1], 4, false, tm, m->game.modules);
                    SDL_Rect card = L.others[p];
                    SDL_Rect area = {card.x + card.w * 58 / 100, card.y + card.h / 4, card.w * 42 / 100 - 8, card.h * 3 / 4 - 6};
                    BoardView v = table_small_alhambra_view(&m->game, p, area);
                    SDL_FRect c = table_board_cell(&v, x, y);
                    cases++;
                    whole += c.x >= (float)area.x - 0.5f && c.y >= (float)area.y - 0.5f &&
                             c.x + c.w <= (float)(area.x + area.w) + 0.5f && c.y + c.h <= (float)(area.y + area.h) + 0.5f;
                }
        }
    }
    CHECK(outside > 0, "some trader stood beyond its buildings' box (%d)", outside);
    CHECK(cases > 0 && whole == cases, "the trader whole in %d of %d small Alhambras", whole, cases);
    match_end(&ctx);
}

/* A frame of the table as drawn for the player at the screen, at w x h (the layout alone). */
static TableFrame panel_frame(Match *m, int w, int h)
{
    TableFrame f = {0};
    f.ctx = &ctx;
    f.m = m;
    f.g = &m->shown;
    f.in = &ctx.table->in;
    f.t = ctx.table;
    f.home = alh_to_move(&m->game);
    f.mover = f.home;
    table_layout_compute_modules(&f.L, w, h, m->game.num_players, alh_game_has_dirk(&m->game), false, m->game.modules);
    return f;
}

/* Every module's section of the modules' panel can be seen whole (at its full height, its actions
 * in it) at some scroll of the panel: with every module on, 2 to 6 players, at the sizes the table
 * is made for. With 6 players at 1280x720 sections folded away (the bazaars could not be bought). */
static void check_sections_reachable(Match *m, int w, int h, const char *what)
{
    TableFrame f = panel_frame(m, w, h);
    TableModulesLayout ml;
    f.in->modules_scroll = 0;
    table_modules_layout(&f, &ml);
    int content = ml.scrolls ? ml.content_h : 0, seen[ALH_MOD_COUNT] = {0}, want[ALH_MOD_COUNT] = {0};
    for (int scroll = 0; scroll <= content; scroll += 8) {
        f.in->modules_scroll = scroll;
        table_modules_layout(&f, &ml);
        for (int id = 0; id < ALH_MOD_COUNT; id++) {
            SDL_Rect r = ml.section[id];
            const AlhModuleClient *mc = client_module(id);
            if (!alh_module_on(f.g, id) || !mc->panel_height || (mc->panel_shown && !mc->panel_shown(f.g)) || r.w <= 0)
                continue;
            want[id] = mc->panel_height(&f, r.w, ml.view.h > 0 ? ml.view.h : f.L.modules.h);
            if (r.h >= want[id] && r.y >= ml.view.y && r.y + r.h <= ml.view.y + ml.view.h)
                seen[id] = 1;
        }
        if (!ml.scrolls)
            break;
    }
    for (int id = 0; id < ALH_MOD_COUNT; id++) {
        const AlhModuleClient *mc = client_module(id);
        if (!alh_module_on(f.g, id) || !mc->panel_height || (mc->panel_shown && !mc->panel_shown(f.g)))
            continue;
        CHECK(seen[id], "%s at %dx%d: the %s section (%d high) never whole in the panel", what, w, h, alh_module_name(id),
              want[id]);
    }
    f.in->modules_scroll = 0;
}

/* A game whose modules have nothing in the panel (a setup's option alone, such as the French Big
 * Box's pile 5) names them there, whole, instead of an "Each player" over empty rows; beside a
 * module with rows the names stay out. Every such module of the registry is tried. */
static void test_panel_names_rules_in_play(void)
{
    int tried = 0, with_rows = -1;
    for (int id = 0; id < ALH_MOD_COUNT; id++)
        if (client_module(id)->row_marks && with_rows < 0)
            with_rows = id;
    AlhModuleSet optional = alh_modules_optional();
    for (int id = 0; id < ALH_MOD_COUNT; id++) {
        const AlhModuleClient *mc = client_module(id);
        if (!alh_modset_has(&optional, id) || mc->panel_height || mc->row_marks || mc->row_pictures || mc->row_line_words)
            continue;
        for (int alone = 1; alone >= 0; alone--) {
            AppNewGame g;
            settings_default_game(&g, 4);
            g.has_seed = true;
            g.seed = 21;
            g.modules = alh_modset_from_bits((1ull << id) | (alone ? 0 : 1ull << with_rows));
            CHECK(app_start_new_game(&ctx, &g), "start");
            if (!app_match(&ctx))
                return;
            static const int sizes[][2] = {{1024, 768}, {1920, 1080}};
            for (int k = 0; k < 2; k++) {
                TableFrame f = panel_frame(app_match(&ctx), sizes[k][0], sizes[k][1]);
                TableModulesLayout ml;
                table_modules_layout(&f, &ml);
                if (!alone) {
                    CHECK(ml.in_play_count == 0 && ml.players.h > 0, "%s beside rows: named (%d) or no rows", alh_module_name(id),
                          ml.in_play_count);
                    continue;
                }
                CHECK(ml.in_play_count == 1 && ml.in_play_ids[0] == id, "%s alone: named in the panel (%d)", alh_module_name(id),
                      ml.in_play_count);
                CHECK(ml.in_play.h > 0 && SDL_HasIntersection(&ml.in_play, &ml.panel) &&
                          ml.in_play.y + ml.in_play.h <= ml.panel.y + ml.panel.h,
                      "%s alone: its words in the panel", alh_module_name(id));
                CHECK(ml.players.h == 0 && ml.players_label.h == 0, "%s alone: no players' rows of nothing", alh_module_name(id));
            }
        }
        tried++;
    }
    CHECK(tried >= 1 && with_rows >= 0, "a module with nothing in the panel (%d) and one with rows (%d)", tried, with_rows);
}

/* Random play until the player to move may buy a bazaar beside the market. */
static bool find_bazaar_to_buy(int players, uint64_t *seed_out, AlhGame *out, AlhCommand *buy)
{
    static AlhCommand cmds[8192];
    for (uint64_t seed = 1; seed < 300; seed++) {
        AlhGame g;
        AlhSetup su = {.num_players = players, .seed = seed, .modules = alh_modules_optional()};
        if (alh_new_game(&g, &su, NULL) != ALH_OK)
            return false;
        AlhRng rng;
        alh_rng_seed(&rng, seed, 5);
        for (int k = 0; k < 400 && g.phase != ALH_PHASE_OVER; k++) {
            if (g.phase == ALH_PHASE_ACTION) {
                size_t n = alh_legal_commands(&g, cmds, 8192);
                for (size_t i = 0; i < n && i < 8192; i++)
                    if (cmds[i].type == ALH_CMD_BUY && cmds[i].space >= ALH_MARKET_SPACES &&
                        alh_tile_is_bazaar(alh_buy_space(&g, cmds[i].space).tile)) {
                        *out = g;
                        *seed_out = seed;
                        *buy = cmds[i];
                        return true;
                    }
            }
            AlhCommand c;
            if (alh_random_policy(&g, &rng, &c) != ALH_OK || alh_apply(&g, &c, NULL) != ALH_OK)
                break;
        }
    }
    return false;
}

static void test_panel_reachable(void)
{
    AlhGame pos;
    AlhCommand buy;
    uint64_t seed = 0;
    bool found = find_bazaar_to_buy(6, &seed, &pos, &buy);
    CHECK(found, "a 6-player game with every module where a bazaar may be bought");
    if (!found)
        return;
    AppNewGame g;
    settings_default_game(&g, 6);
    for (int i = 0; i < 6; i++)
        g.seats[i].is_bot = false;
    g.has_seed = true;
    g.seed = seed;
    g.modules = alh_modules_optional();
    CHECK(app_start_new_game(&ctx, &g), "start");
    Match *m = app_match(&ctx);
    if (!m)
        return;
    m->game = pos;
    m->shown = pos;
    m->last_human = pos.current;
    settle();
    /* At 1280x720 with the mouse: the wheel over the panel brings the bazaar's buying space into view,
     * and a click on it chooses it. */
    char id[48];
    snprintf(id, sizeof id, "table.market.%d", buy.space);
    SDL_Rect panel = panel_frame(m, ctx.width, ctx.height).L.modules, r;
    for (int i = 0; i < 40 && !ui_widget_rect(&ctx, id, &r); i++) {
        ui_inject_wheel(&ctx, panel.x + panel.w / 2, panel.y + panel.h / 2, -1);
        settle();
    }
    CHECK(ui_widget_rect(&ctx, id, &r) && r.y >= panel.y && r.y + r.h <= panel.y + panel.h,
          "the bazaar on offer reached with the wheel in the modules' panel");
    CHECK(click(id) && ctx.table->in.market_sel == buy.space, "a click on the bazaar chooses it (%d)", ctx.table->in.market_sel);
    static const int sizes[][2] = {{1280, 720}, {1024, 768}, {1920, 1080}, {2560, 1080}, {960, 540}};
    for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++)
        check_sections_reachable(m, sizes[k][0], sizes[k][1], "6 players");
    match_end(&ctx);
    for (int players = 2; players <= 5; players++) {
        AppNewGame g2;
        settings_default_game(&g2, players);
        g2.has_seed = true;
        g2.seed = 3;
        g2.modules = alh_modules_optional();
        CHECK(app_start_new_game(&ctx, &g2), "start");
        if (!app_match(&ctx))
            continue;
        match_play_random_moves(&ctx, 60, 3);
        char what[32];
        snprintf(what, sizeof what, "%d players", players);
        for (size_t k = 0; k < sizeof sizes / sizeof sizes[0]; k++)
            check_sections_reachable(app_match(&ctx), sizes[k][0], sizes[k][1], what);
        match_end(&ctx);
    }
}

/* The pass screen in the window after a turn that the vizier hosts: a player asked about a thief
 * (no vizier's purchase for them) is told "Thieves", not "Vizier's favour" as the host's phase said;
 * its button no longer says "show my turn" (it is another player's turn). */
static void test_pass_reason_in_window(void)
{
    AppNewGame g;
    settings_default_game(&g, 3);
    for (int i = 0; i < 3; i++)
        g.seats[i].is_bot = false;
    g.has_seed = true;
    g.seed = 17;
    g.modules = alh_modset_from_bits((1u << ALH_MOD_VIZIER) | (1u << ALH_MOD_THIEVES));
    CHECK(app_start_new_game(&ctx, &g), "start");
    Match *m = app_match(&ctx);
    if (!m)
        return;
    AlhRng rng;
    alh_rng_seed(&rng, 17, 3);
    bool found = false;
    for (int k = 0; k < 3000 && m->game.phase != ALH_PHASE_OVER && !found; k++) {
        const AlhGame *gm = &m->game;
        found = alh_window_is_open(gm) && alh_window_offers_module(gm, ALH_MOD_THIEVES, gm->current) &&
                !alh_window_offers_module(gm, ALH_MOD_VIZIER, gm->current);
        AlhCommand c;
        if (!found && (alh_random_policy(&m->game, &rng, &c) != ALH_OK || match_apply(&ctx, m, &c) != ALH_OK))
            break;
    }
    CHECK(found, "a player asked about a thief alone in the vizier's window");
    if (!found) {
        match_end(&ctx);
        return;
    }
    m->shown = m->game;
    CHECK(m->game.phase == ALH_PHASE_VIZIER, "the vizier hosts the window");
    TextTrace trace = {0};
    trace.items = calloc(2048, sizeof *trace.items);
    trace.cap = 2048;
    ctx.text_trace = &trace;
    app_render_to_png(&ctx, SCREEN_PASS, 1280, 720, NULL);
    ctx.text_trace = NULL;
    bool thieves = false, vizier = false;
    char thief_words[96], vizier_words[96];
    snprintf(thief_words, sizeof thief_words, "%s", tr(&ctx, "pass.reason_thieves"));
    snprintf(vizier_words, sizeof vizier_words, "%s", tr(&ctx, "pass.reason_vizier"));
    for (int i = 0; i < trace.count; i++) {
        thieves |= strstr(trace.items[i].text, thief_words) != NULL;
        vizier |= strstr(trace.items[i].text, vizier_words) != NULL;
    }
    CHECK(thieves && !vizier, "the pass screen names the thieves (%d), not the vizier (%d)", thieves, vizier);
    /* asked out of turn, the button does not offer to show "my turn" */
    char own[160], asked[160];
    trf(&ctx, own, sizeof own, "pass.ready", ctx.pass_name, NULL);
    trf(&ctx, asked, sizeof asked, "pass.ready_asked", ctx.pass_name, NULL);
    bool offers_turn = false, offers_table = false;
    for (int i = 0; i < trace.count; i++) {
        offers_turn |= !strcmp(trace.items[i].text, own);
        offers_table |= !strcmp(trace.items[i].text, asked);
    }
    CHECK(!offers_turn && offers_table, "out of turn the curtain's button says \"%s\" (%d), not \"%s\" (%d)", asked, offers_table,
          own, offers_turn);
    free(trace.items);
    match_end(&ctx);
}

static int zero_counts; /* counts of 0 met in the players' rows */

/* A row's words say nothing of what the player holds none of (they read "0 secret thieves; 0
 * coins"), and the count's own tooltip says "no coins", not "0 coins". */
static void zero_words(int p, const char *words, int fr)
{
    static const char *const parts[] = {"table.part.bonus_held", "table.part.change_held", "table.part.gate_cards",
                                        "table.part.thieves_held"};
    for (int i = 0; i < 4; i++) {
        char zero[96];
        PHRASE(&ctx, zero, parts[i], PH_NUM("n", 0));
        CHECK(!strstr(words, zero), "%s: no \"%s\" in the row: %s", fr ? "fr" : "en", zero, words);
    }
    static const char *const marks[] = {"bonus", "coins", "gates"};
    for (int i = 0; i < 3; i++) {
        char id[48];
        SDL_snprintf(id, sizeof id, "table.mod.row.%d.%s", p, marks[i]);
        const char *tip = ui_tooltip_text(&ctx, id, NULL);
        const AlhGame *g = &app_match(&ctx)->game;
        int held = i == 0   ? g->mod.bonus_cards.hand_count[p]
                   : i == 1 ? alh_change_coins(g, p, -1)
                            : __builtin_popcount(g->mod.city_gates.cards[p]);
        CHECK(tip != NULL, "%s: the %s count's tooltip", fr ? "fr" : "en", marks[i]);
        if (!tip || held != 0)
            continue;
        zero_counts++;
        CHECK(!strstr(tip, " 0 "), "%s: the %s count at zero says none: %s", fr ? "fr" : "en", marks[i], tip);
    }
}

/* A player's row in the modules' panel is named whole by its tooltip, the player once: it read
 * "Player 1: Player 1 holds 0 coins; Player 1: 1 chests on buildings" (and "Joueur 3 : " alone for a
 * row with nothing yet). */
static void test_row_words(void)
{
    AppNewGame g;
    settings_default_game(&g, 4);
    for (int i = 0; i < g.num_seats; i++)
        g.seats[i].is_bot = false;
    g.has_seed = true;
    g.seed = 3;
    char msg[128];
    CHECK(alh_modules_parse("bonus-cards,city-gates,vizier,change,thieves,treasure-chamber,characters", &g.modules, msg,
                            sizeof msg),
          "modules: %s", msg);
    CHECK(app_start_new_game(&ctx, &g), "start");
    match_play_random_moves(&ctx, 90, 3);
    for (int fr = 0; fr <= 1; fr++) {
        i18n_set_language(&ctx, fr ? "fr" : "en");
        app_translate_default_names(&ctx);
        char path[APP_PATH_MAX];
        SDL_snprintf(path, sizeof path, "%srow-words.png", ctx.pref_path);
        CHECK(app_render_to_png(&ctx, SCREEN_TABLE, 1600, 1800, path), "picture"); /* tall: every section unscrolled */
        remove(path);
        int named = 0;
        for (int p = 0; p < g.num_seats; p++) {
            char id[32];
            SDL_snprintf(id, sizeof id, "table.mod.row.%d", p);
            const char *words = ui_tooltip_text(&ctx, id, NULL);
            const char *who = table_seat_name(app_match(&ctx), p);
            if (!words)
                continue;
            named++;
            int times = 0;
            for (const char *at = strstr(words, who); at; at = strstr(at + strlen(who), who))
                times++;
            CHECK(times == 1, "%s: the row names %s once (%d): %s", fr ? "fr" : "en", who, times, words);
            CHECK(strlen(words) > strlen(who) + 3, "%s: the row says something: %s", fr ? "fr" : "en", words);
            CHECK(!strstr(words, " 1 chests") && !strstr(words, " 1 coffres"), "%s: one chest: %s", fr ? "fr" : "en", words);
            zero_words(p, words, fr);
        }
        CHECK(named == g.num_seats, "%s: every row named (%d)", fr ? "fr" : "en", named);
    }
    CHECK(zero_counts > 0, "some player held none of some count (%d)", zero_counts);
    i18n_set_language(&ctx, "en");
    app_translate_default_names(&ctx);
    match_end(&ctx);
}

/* Wider than 16:9 (2560x1080, 3440x1440) the side cards keep the width their content asks and what
 * they leave goes to the board and the expansions' panel, its sections in two columns: at 21:9 the
 * cards were 610 design pixels wide (their small Alhambras far right of an empty middle) while the
 * panel, 340 wide, scrolled with five of the modules and cut its last section at its foot. Every
 * game of up to six modules (4 players, table mode or not) now shows its panel whole, sections
 * side by side without overlapping; with every module the two columns scroll less than one did. */
static void test_wide_panel(void)
{
    AppNewGame g;
    settings_default_game(&g, 4);
    g.has_seed = true;
    g.seed = 3;
    g.modules = alh_modules_optional();
    CHECK(app_start_new_game(&ctx, &g), "start");
    Match *m = app_match(&ctx);
    if (!m)
        return;
    match_play_random_moves(&ctx, 60, 3);
    AlhModuleSet optional = alh_modules_optional();
    int ids[ALH_MOD_COUNT], n = 0;
    for (int id = 0; id < ALH_MOD_COUNT; id++)
        if (alh_modset_has(&optional, id))
            ids[n++] = id;
    static const int sizes[][2] = {{2560, 1080}, {3440, 1440}};
    for (int k = 0; k < 2; k++)
        for (int tm = 0; tm < 2; tm++) {
            int w = sizes[k][0], h = sizes[k][1], sets = 0, scrolled = 0, cut = 0;
            /* The side cards: no wider than a sixth more than at 16:9 (a card's content is the same). */
            TableLayout L, L169;
            table_layout_compute_modules(&L, w, h, 4, false, tm, m->game.modules);
            table_layout_compute_modules(&L169, 1920, 1080, 4, false, tm, m->game.modules);
            CHECK(L.others[0].w <= (int)((float)L169.others[0].w * L.s * 7 / 6),
                  "%dx%d%s: side cards %d px wide, %d design (%d at 16:9)", w, h, tm ? ", table mode" : "", L.others[0].w,
                  (int)((float)L.others[0].w / L.s), L169.others[0].w);
            for (uint32_t bits = 1; bits < (1u << n); bits++) {
                if (__builtin_popcount(bits) > 6)
                    continue;
                AlhGame shown = m->shown;
                for (int i = 0; i < n; i++)
                    if (!((bits >> i) & 1))
                        alh_modset_remove(&shown.modules, ids[i]);
                TableFrame f = panel_frame(m, w, h);
                f.g = &shown;
                f.in->modules_scroll = 0;
                table_layout_compute_modules(&f.L, w, h, 4, false, tm, shown.modules);
                TableModulesLayout ml;
                table_modules_layout(&f, &ml);
                sets++;
                scrolled += ml.scrolls;
                for (int a = 0; a < ALH_MOD_COUNT; a++) {
                    SDL_Rect r = ml.section[a];
                    if (r.w <= 0 || r.h <= 0)
                        continue;
                    bool bad = r.y < ml.view.y || r.y + r.h > ml.view.y + ml.view.h || r.x < ml.panel.x ||
                               r.x + r.w > ml.panel.x + ml.panel.w;
                    for (int b = a + 1; b < ALH_MOD_COUNT; b++)
                        bad |= ml.section[b].h > 0 && table_rects_overlap(r, ml.section[b]);
                    bad |= ml.players.h > 0 && table_rects_overlap(r, ml.players_label);
                    cut += bad;
                }
            }
            CHECK(sets > 10000 && scrolled == 0 && cut == 0,
                  "%dx%d%s: of %d games of up to six modules, the expansions' panel scrolled in %d, a section cut or "
                  "overlapped in %d",
                  w, h, tm ? ", table mode" : "", sets, scrolled, cut);
            TableFrame f = panel_frame(m, w, h);
            table_layout_compute_modules(&f.L, w, h, 4, false, tm, m->game.modules);
            TableModulesLayout ml;
            table_modules_layout(&f, &ml);
            CHECK(!ml.scrolls || ml.content_h < ml.view.h * 3 / 2,
                  "%dx%d%s: every module: the panel's content %d px for a view of %d", w, h, tm ? ", table mode" : "",
                  ml.content_h, ml.view.h);
        }
    match_end(&ctx);
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
    ctx.no_curtain = true;
    char path[APP_PATH_MAX];
    SDL_snprintf(path, sizeof path, "%ssettings.json", ctx.pref_path);
    remove(path);
    settings_load(&ctx);
    i18n_set_language(&ctx, ctx.settings.language);
    settle();
    test_new_game_toggles();
    test_save_reload();
    test_options_and_settings();
    test_screenshots();
    test_gate_on_board();
    test_bonus_cards_stay_secret();
    test_scout_look_stays_secret();
    test_trader_citizens_stay_secret();
    test_trader_on_small_alhambras();
    test_panel_reachable();
    test_wide_panel();
    test_panel_names_rules_in_play();
    test_pass_reason_in_window();
    test_row_words();
    app_shutdown(&ctx);
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}

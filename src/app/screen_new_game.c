/* SPDX-License-Identifier: MIT */
/* New game: 2-6 seats, each a human or a bot of some level, with a name and a colour; the expansion
 * modules; a seed. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include "app_internal.h"
#include "backdrop.h"
#include "i18n.h"
#include "module_pages.h"
#include "ui.h"

/* Gives every seat a colour no earlier seat uses. */
static void repair_colours(AppNewGame *g)
{
    bool used[APP_MAX_SEATS] = {0};
    for (int i = 0; i < g->num_seats; i++) {
        int c = g->seats[i].colour;
        if (c < 0 || c >= APP_MAX_SEATS || used[c]) {
            for (c = 0; c < APP_MAX_SEATS && used[c]; c++) {
            }
            g->seats[i].colour = c;
        }
        used[c] = true;
    }
}

static void next_free_colour(AppNewGame *g, int seat)
{
    int c = g->seats[seat].colour;
    for (int step = 1; step <= APP_MAX_SEATS; step++) {
        int cand = (c + step) % APP_MAX_SEATS;
        bool taken = false;
        for (int i = 0; i < g->num_seats; i++)
            if (i != seat && g->seats[i].colour == cand)
                taken = true;
        if (!taken) {
            g->seats[seat].colour = cand;
            return;
        }
    }
}

void screen_new_game_enter(AppContext *ctx)
{
    AppNewGame *g = &ctx->new_game;
    if (screen_modules_returning())
        return; /* back from the module browser: keep what was being set up */
    *g = ctx->settings.last_game;
    if (g->num_seats < ALH_MIN_PLAYERS || g->num_seats > ALH_MAX_PLAYERS)
        g->num_seats = 3;
    for (int i = 0; i < APP_MAX_SEATS; i++)
        if (g->seats[i].bot_level < ALH_BOT_EASY || g->seats[i].bot_level > ALH_BOT_EXPERT)
            g->seats[i].bot_level = ALH_BOT_MEDIUM;
    repair_colours(g);
    app_fill_seat_names(ctx, g);
    g->has_seed = false;
    ctx->new_game_seed[0] = 0;
}

static void draw_swatch(AppContext *ctx, SDL_Rect r, int colour, bool hot)
{
    float s = ctx->scale;
    SDL_Color c = app_player_colour(colour);
    float cx = (float)r.x + (float)r.w / 2, cy = (float)r.y + (float)r.h / 2, rad = (float)r.h * 0.42f;
    paint_circle(ctx->renderer, cx, cy + 2 * s, rad, paint_alpha(PAL_INK, 60));
    paint_circle(ctx->renderer, cx, cy, rad, c);
    paint_ring(ctx->renderer, cx, cy, rad, fmaxf(1, 2 * s), hot ? PAL_TERRA_DARK : paint_alpha(PAL_INK, 120));
    /* a pawn-like notch so that colours also differ by more than hue: the seat's own star */
    paint_star8(ctx->renderer, cx, cy, rad * 0.45f, rad * 0.25f, paint_alpha(PAL_WHITE, 150));
}

/* The width of the Human and Computer buttons: 150 design pixels, or as wide as the longer word
 * needs at the buttons' text size while the row keeps its least name field and the bot's level
 * ("Ordinateur" was written smaller than "Humain" beside it, at every size), else as wide as the
 * word needs made smaller ("Ordinateur" was cut at 960x540). */
static int seat_button_width(AppContext *ctx, SDL_Rect row, int h, int x, int level_w)
{
    const char *words[2] = {tr(ctx, "newgame.human"), tr(ctx, "newgame.bot")};
    int full = app_px(ctx, 150), least = full;
    for (int i = 0; i < 2; i++) {
        int f = ui_button_full_width(ctx, words[i], h), m = ui_button_min_width(ctx, words[i], h);
        full = f > full ? f : full;
        least = m > least ? m : least;
    }
    int gap = app_px(ctx, 16), room = row.x + row.w - x - app_px(ctx, 180) - 4 * gap - app_px(ctx, 6) - level_w;
    return 2 * full <= room ? full : least;
}

static void seat_row(AppContext *ctx, AppNewGame *g, int i, SDL_Rect row)
{
    char id[48];
    AppSeat *seat = &g->seats[i];
    int h = row.h, gap = app_px(ctx, 16);
    int x = row.x;
    /* colour: click for the next free one */
    SDL_Rect sw = {x, row.y, h, h};
    SDL_snprintf(id, sizeof id, "newgame.seat%d.colour", i);
    if (ui_hit(ctx, id, sw, true))
        next_free_colour(g, i);
    draw_swatch(ctx, sw, seat->colour, ui_hovered(ctx, id));
    x += h + gap;
    const char *levels[4] = {tr(ctx, "level.easy"), tr(ctx, "level.medium"), tr(ctx, "level.hard"), tr(ctx, "level.expert")};
    int tw = seat_button_width(ctx, row, h, x, ui_choice_min_width(ctx, levels, 4, h));
    /* the name's field gives way to the bot's level, so that the level is read between its arrows */
    int name_w = app_px(ctx, row.w > app_px(ctx, 1200) ? 380 : 300);
    int after_name = gap * 2 + 2 * tw + app_px(ctx, 6) + gap * 2 + ui_choice_min_width(ctx, levels, 4, h);
    if (x + name_w + after_name > row.x + row.w)
        name_w = row.x + row.w - after_name - x;
    if (name_w < app_px(ctx, 180))
        name_w = app_px(ctx, 180);
    SDL_Rect name = {x, row.y, name_w, h};
    SDL_snprintf(id, sizeof id, "newgame.seat%d.name", i);
    if (ui_text_field(ctx, id, name, seat->name, sizeof seat->name, tr(ctx, "newgame.name_placeholder")))
        seat->default_name = false; /* typed by the player: no longer follows the language */
    x += name.w + gap * 2;
    SDL_Rect human = {x, row.y, tw, h}, bot = {x + tw + app_px(ctx, 6), row.y, tw, h};
    /* both words at one size: the one the longer needs when the buttons cannot hold it whole */
    int px = ui_button_label_px(ctx, human, tr(ctx, "newgame.human")),
        bot_px = ui_button_label_px(ctx, bot, tr(ctx, "newgame.bot"));
    px = bot_px < px ? bot_px : px;
    SDL_snprintf(id, sizeof id, "newgame.seat%d.human", i);
    if (ui_button_px(ctx, id, human, tr(ctx, "newgame.human"), UI_SECONDARY | (seat->is_bot ? 0 : UI_SELECTED), px))
        seat->is_bot = false;
    SDL_snprintf(id, sizeof id, "newgame.seat%d.bot", i);
    if (ui_button_px(ctx, id, bot, tr(ctx, "newgame.bot"), UI_SECONDARY | (seat->is_bot ? UI_SELECTED : 0), px))
        seat->is_bot = true;
    x = bot.x + bot.w + gap * 2;
    if (seat->is_bot) {
        int index = seat->bot_level - ALH_BOT_EASY;
        SDL_snprintf(id, sizeof id, "newgame.seat%d.level", i);
        if (ui_choice(ctx, id, (SDL_Rect){x, row.y, row.x + row.w - x, h}, levels, 4, &index))
            seat->bot_level = ALH_BOT_EASY + index;
    } else if (row.x + row.w - x > app_px(ctx, 260)) {
        text_draw_fit(ctx, FONT_UI, app_px(ctx, 21), x + app_px(ctx, 10), row.y + h / 2, row.x + row.w - x - app_px(ctx, 10),
                      PAL_MUTED, TEXT_LEFT | TEXT_MIDDLE, tr(ctx, "newgame.human_hint"));
    } else {
        SDL_snprintf(id, sizeof id, "newgame.seat%d.human.tip", i); /* a narrow screen: the words on demand */
        ui_tooltip(ctx, id, human, tr(ctx, "newgame.human_hint"));
    }
}

static bool parse_seed(const char *text, uint64_t *out)
{
    if (!text[0])
        return false;
    char *end = NULL;
    unsigned long long v = strtoull(text, &end, 10);
    if (!end || *end)
        return false;
    *out = v;
    return true;
}

/*
 * The modules of the game: the chosen ones by name with what each adds, the rules that apply to two
 * of them together (stated before the game starts), and the button to the module browser,
 * where they are chosen (a screen of its own: there are too many modules for switches here).
 */
static void module_column(AppContext *ctx, AppNewGame *g, SDL_Rect col)
{
    char key[64];
    text_draw_fit(ctx, FONT_BOLD, app_px(ctx, 26), col.x, col.y + app_px(ctx, 20), col.w, PAL_INK, TEXT_LEFT | TEXT_MIDDLE,
                  tr(ctx, "newgame.modules"));
    SDL_Rect browse = {col.x, col.y + app_px(ctx, 48), col.w, app_px(ctx, 56)};
    if (ui_button(ctx, "newgame.choose_modules", browse, tr(ctx, "newgame.choose_modules"), UI_SECONDARY))
        app_set_screen(ctx, SCREEN_MODULES);
    int order[ALH_MOD_COUNT], rows = module_order(order), chosen = 0;
    for (int i = 0; i < rows; i++)
        chosen += alh_modset_has(&g->modules, order[i]);
    int y = browse.y + browse.h + app_px(ctx, 16);
    /* the flagged combinations at the column's foot, as tall as their words */
    int flags_h = screen_modules_conflicts(ctx, g, (SDL_Rect){col.x, 0, col.w, 0}, false);
    int bottom = col.y + col.h - (flags_h ? flags_h + app_px(ctx, 12) : 0);
    int name_px = app_px(ctx, 21) < 12 ? 12 : app_px(ctx, 21), hint_px = name_px * 8 / 10 < 11 ? 11 : name_px * 8 / 10;
    int name_h = text_line_height(ctx, FONT_BOLD, name_px), hint_h = text_line_height(ctx, FONT_UI, hint_px);
    if (chosen == 0) {
        text_draw_wrapped(ctx, FONT_UI, app_px(ctx, 20), col.x, y, col.w, PAL_MUTED, TEXT_LEFT, tr(ctx, "newgame.no_modules"),
                          true);
    } else if (chosen * (name_h + hint_h + app_px(ctx, 6)) <= bottom - y) {
        /* each module's name with what it adds */
        int row = (bottom - y) / chosen;
        if (row > app_px(ctx, 56))
            row = app_px(ctx, 56);
        for (int i = 0; i < rows; i++) {
            int mod = order[i];
            if (!alh_modset_has(&g->modules, mod))
                continue;
            SDL_snprintf(key, sizeof key, "module.%s", alh_module_name(mod));
            text_draw_fit(ctx, FONT_BOLD, name_px, col.x, y, col.w, PAL_INK, TEXT_LEFT | TEXT_TOP, tr(ctx, key));
            SDL_snprintf(key, sizeof key, "module.%s.hint", alh_module_name(mod));
            text_draw_fit(ctx, FONT_UI, hint_px, col.x, y + name_h, col.w, PAL_MUTED, TEXT_LEFT | TEXT_TOP, tr(ctx, key));
            y += row;
        }
    } else {
        /* Many modules in a short column: their names one after the other, each whole, what each
         * adds on demand (with every module the names were once drawn in 9-pixel letters over
         * their own descriptions). */
        int x = col.x, gap = app_px(ctx, 14) < 8 ? 8 : app_px(ctx, 14);
        int line = text_line_height(ctx, FONT_BOLD, hint_px) + app_px(ctx, 4);
        for (int i = 0; i < rows; i++) {
            int mod = order[i];
            if (!alh_modset_has(&g->modules, mod))
                continue;
            SDL_snprintf(key, sizeof key, "module.%s", alh_module_name(mod));
            const char *name = tr(ctx, key);
            int w = 0;
            text_measure(ctx, FONT_BOLD, hint_px, name, &w, NULL);
            if (x > col.x && x + w > col.x + col.w) {
                x = col.x;
                y += line;
            }
            if (y + line > bottom)
                break;
            if (x > col.x) /* a dot between two names on a line */
                paint_circle(ctx->renderer, (float)x - (float)gap / 2, (float)y + (float)line / 2, fmaxf(1.5f, 2 * ctx->scale),
                             PAL_MUTED);
            int drawn = text_draw_fit(ctx, FONT_BOLD, hint_px, x, y, col.x + col.w - x, PAL_INK, TEXT_LEFT | TEXT_TOP, name);
            char id[64];
            SDL_snprintf(id, sizeof id, "newgame.module.%s", alh_module_name(mod));
            SDL_snprintf(key, sizeof key, "module.%s.hint", alh_module_name(mod));
            ui_tooltip(ctx, id, (SDL_Rect){x, y, drawn, line}, tr(ctx, key));
            x += drawn + gap;
        }
    }
    if (flags_h)
        screen_modules_conflicts(ctx, g, (SDL_Rect){col.x, col.y + col.h - flags_h, col.w, flags_h}, true);
}

void screen_new_game_frame(AppContext *ctx, double dt)
{
    (void)dt;
    AppNewGame *g = &ctx->new_game;
    SDL_Rect area = backdrop_draw(ctx);
    int top = backdrop_title(ctx, tr(ctx, "newgame.title"), area.y + app_px(ctx, 30));
    /* Seats on the left, the modules in a column on the right; narrower seats on narrow screens. */
    int pw = app_px(ctx, 1840);
    if (pw > ctx->width - app_px(ctx, 40))
        pw = ctx->width - app_px(ctx, 40);
    SDL_Rect panel = {ctx->width / 2 - pw / 2, top + app_px(ctx, 10), pw, app_px(ctx, 740)};
    if (panel.y + panel.h > area.y + area.h - app_px(ctx, 110))
        panel.h = area.y + area.h - app_px(ctx, 110) - panel.y;
    ui_panel(ctx, panel);
    int pad = app_px(ctx, 50);
    int x = panel.x + pad, y = panel.y + app_px(ctx, 36);
    int mod_w = app_px(ctx, 440), seats_w = panel.w - 2 * pad - mod_w - app_px(ctx, 40);
    module_column(ctx, g, (SDL_Rect){x + seats_w + app_px(ctx, 40), y, mod_w, panel.y + panel.h - app_px(ctx, 24) - y});

    /* number of seats: a row of five buttons */
    text_draw(ctx, FONT_BOLD, app_px(ctx, 28), x, y + app_px(ctx, 28), PAL_INK, TEXT_LEFT | TEXT_MIDDLE,
              tr(ctx, "newgame.players"));
    int bx = x + app_px(ctx, 330), bs = app_px(ctx, 64);
    for (int n = ALH_MIN_PLAYERS; n <= ALH_MAX_PLAYERS; n++) {
        char id[32], label[4];
        SDL_snprintf(id, sizeof id, "newgame.seats.%d", n);
        SDL_snprintf(label, sizeof label, "%d", n);
        SDL_Rect b = {bx + (n - ALH_MIN_PLAYERS) * (bs + app_px(ctx, 10)), y, bs, app_px(ctx, 56)};
        if (ui_button(ctx, id, b, label, UI_SECONDARY | (g->num_seats == n ? UI_SELECTED : 0))) {
            g->num_seats = n;
            repair_colours(g);
            app_fill_seat_names(ctx, g);
        }
    }
    y += app_px(ctx, 84);
    /* the 2-player rules note, or the room it takes */
    SDL_Rect note = {x, y, seats_w, app_px(ctx, 50)};
    if (g->num_seats == 2) {
        /* on two lines when one is too narrow for it */
        const char *text = tr(ctx, "newgame.two_player_note");
        int note_px = app_px(ctx, 22) < 12 ? 12 : app_px(ctx, 22), tw_ = note.w - app_px(ctx, 60);
        int th = text_draw_wrapped(ctx, FONT_UI, note_px, 0, 0, tw_, PAL_INK, TEXT_LEFT, text, false);
        if (th + app_px(ctx, 12) > note.h)
            note.h = th + app_px(ctx, 12);
        paint_round_rect(ctx->renderer, paint_frect(note), (float)app_px(ctx, 10), paint_alpha(PAL_TILE_BLUE, 36));
        paint_star8(ctx->renderer, (float)(note.x + app_px(ctx, 26)), (float)(note.y + note.h / 2), 12 * ctx->scale,
                    6 * ctx->scale, PAL_TILE_BLUE);
        text_draw_wrapped(ctx, FONT_UI, note_px, note.x + app_px(ctx, 50), note.y + (note.h - th) / 2, tw_, PAL_INK, TEXT_LEFT,
                          text, true);
    } else {
        /* on two lines when one is too narrow for it, a size smaller then, the seats below moved down
         * by what the second line needs beyond the room kept for it */
        const char *text = tr(ctx, "newgame.seat_hint");
        int hint_px = app_px(ctx, 22) < 12 ? 12 : app_px(ctx, 22);
        int th = text_draw_wrapped(ctx, FONT_UI, hint_px, 0, 0, note.w, PAL_MUTED, TEXT_LEFT, text, false);
        if (th > note.h) {
            hint_px = app_px(ctx, 19) < 11 ? 11 : app_px(ctx, 19);
            th = text_draw_wrapped(ctx, FONT_UI, hint_px, 0, 0, note.w, PAL_MUTED, TEXT_LEFT, text, false);
            if (th > note.h)
                note.h = th;
        }
        text_draw_wrapped(ctx, FONT_UI, hint_px, note.x, note.y + (note.h - th) / 2, note.w, PAL_MUTED, TEXT_LEFT, text, true);
    }
    y += note.h + app_px(ctx, 20);
    int row_h = app_px(ctx, 58), row_gap = app_px(ctx, 14);
    for (int i = 0; i < g->num_seats; i++) {
        seat_row(ctx, g, i, (SDL_Rect){x, y, seats_w, row_h});
        y += row_h + row_gap;
    }
    /* the optional seed at the panel's foot, what it does in its tooltip; then whether hints are allowed */
    int foot = panel.y + panel.h - app_px(ctx, 36) - row_h;
    int seed_label = text_draw(ctx, FONT_BOLD, app_px(ctx, 24), x, foot + row_h / 2, PAL_INK, TEXT_LEFT | TEXT_MIDDLE,
                               tr(ctx, "newgame.seed"));
    /* the seed's field lined up with the seats' buttons above it (or just past its label when that
     * is longer), narrower where the hints' switch would not fit beside it within the seats' column */
    int hints_w = 0, state_w = 0, state2_w = 0;
    text_measure(ctx, FONT_BOLD, app_px(ctx, 24), tr(ctx, "newgame.hints"), &hints_w, NULL);
    text_measure(ctx, FONT_UI, app_px(ctx, 20), tr(ctx, "newgame.hints_on"), &state_w, NULL);
    text_measure(ctx, FONT_UI, app_px(ctx, 20), tr(ctx, "newgame.hints_off"), &state2_w, NULL);
    int seed_x = x + SDL_max(app_px(ctx, 330), seed_label + app_px(ctx, 24));
    int hints_need = app_px(ctx, 50) + hints_w + app_px(ctx, 16) + app_px(ctx, 64) + app_px(ctx, 16) +
                     (state_w > state2_w ? state_w : state2_w);
    int seed_w = app_px(ctx, 320);
    if (seed_x + seed_w + hints_need > x + seats_w) {
        seed_x = x + seed_label + app_px(ctx, 24);
        seed_w = x + seats_w - hints_need - seed_x;
        if (seed_w < app_px(ctx, 160))
            seed_w = app_px(ctx, 160);
    }
    SDL_Rect seed = {seed_x, foot, seed_w, row_h};
    ui_text_field(ctx, "newgame.seed", seed, ctx->new_game_seed, sizeof ctx->new_game_seed, tr(ctx, "newgame.seed_placeholder"));
    ui_tooltip(ctx, "newgame.seed.tip", seed, tr(ctx, "newgame.seed_hint"));
    /* only digits in the seed */
    char *w = ctx->new_game_seed;
    for (char *r = ctx->new_game_seed; *r; r++)
        if (*r >= '0' && *r <= '9')
            *w++ = *r;
    *w = 0;
    int hx = seed.x + seed.w + app_px(ctx, 50);
    int lw = text_draw(ctx, FONT_BOLD, app_px(ctx, 24), hx, foot + row_h / 2, PAL_INK, TEXT_LEFT | TEXT_MIDDLE,
                       tr(ctx, "newgame.hints"));
    bool hints = !g->no_hints;
    SDL_Rect sw = {hx + lw + app_px(ctx, 16), foot, app_px(ctx, 64), row_h};
    if (ui_toggle(ctx, "newgame.hints", sw, NULL, &hints))
        g->no_hints = !hints;
    ui_tooltip(ctx, "newgame.hints.tip", sw, tr(ctx, "newgame.hints_tip"));
    int tx = sw.x + sw.w + app_px(ctx, 16);
    if (x + seats_w - tx > app_px(ctx, 80))
        text_draw_fit(ctx, FONT_UI, app_px(ctx, 20), tx, foot + row_h / 2, x + seats_w - tx, PAL_MUTED, TEXT_LEFT | TEXT_MIDDLE,
                      tr(ctx, hints ? "newgame.hints_on" : "newgame.hints_off"));

    if (backdrop_back_button(ctx, area, "newgame.back")) {
        ctx->settings.last_game = *g;
        app_set_screen(ctx, SCREEN_MENU);
    }
    SDL_Rect start = {area.x + area.w - app_px(ctx, 40) - app_px(ctx, 320), area.y + area.h - app_px(ctx, 104), app_px(ctx, 320),
                      app_px(ctx, 68)};
    bool go = ui_button(ctx, "newgame.start", start, tr(ctx, "newgame.start"), UI_PRIMARY);
    if (!ctx->ui.focus && (ui_key_pressed(ctx, SDLK_RETURN) || ui_key_pressed(ctx, SDLK_KP_ENTER)))
        go = true;
    if (go) {
        g->has_seed = parse_seed(ctx->new_game_seed, &g->seed);
        for (int i = 0; i < g->num_seats; i++) {
            /* a name made only of spaces gets the default back */
            bool blank = true;
            for (const char *p = g->seats[i].name; *p; p++)
                if (*p != ' ')
                    blank = false;
            if (blank)
                g->seats[i].name[0] = 0;
        }
        if (!app_start_new_game(ctx, g))
            app_show_message(ctx, tr(ctx, "newgame.start_failed"));
    }
    if (ctx->message[0] && ctx->screen == SCREEN_NEW_GAME) {
        text_draw(ctx, FONT_BOLD, app_px(ctx, 22), start.x - app_px(ctx, 20), start.y + start.h / 2, PAL_ILLEGAL,
                  TEXT_RIGHT | TEXT_MIDDLE, ctx->message);
    }
}

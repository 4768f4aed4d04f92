/* SPDX-License-Identifier: MIT */
/*
 * The table's questions: Save with a name (and whether to replace a save of that name), leaving a
 * game for the menu, who plays each seat of a save that does not say (one written by alhambra-cli,
 * say), and the rules pages of the game's modules. Each is a panel over the table; the table takes
 * no input meanwhile.
 */
#include "table_dialogs.h"

#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include "app_internal.h"
#include "i18n.h"
#include "module_pages.h"
#include "paint.h"
#include "phrase.h"
#include "table.h"
#include "text.h"
#include "ui.h"

static int px(AppContext *ctx, float design) { return app_px(ctx, design); }

static int text_px(AppContext *ctx, float design)
{
    int v = app_px(ctx, design);
    return v < 14 ? 14 : v;
}

/* A panel in the middle of the screen over a veil; returns its inner area. */
static SDL_Rect dialog_panel(AppContext *ctx, int w, int h, const char *title)
{
    if (w > ctx->width - px(ctx, 24))
        w = ctx->width - px(ctx, 24);
    if (h > ctx->height - px(ctx, 24))
        h = ctx->height - px(ctx, 24);
    paint_fill_rect(ctx->renderer, (SDL_Rect){0, 0, ctx->width, ctx->height}, (SDL_Color){0x2B, 0x21, 0x18, 120});
    SDL_Rect R = {(ctx->width - w) / 2, (ctx->height - h) / 2, w, h};
    ui_panel(ctx, R);
    text_trace_cover(ctx, R);
    ui_hit(ctx, "table.dialog", R, true); /* clicks beside the buttons go nowhere */
    int pad = px(ctx, 30), fs = text_px(ctx, 34);
    text_draw_fit(ctx, FONT_TITLE, fs, R.x + pad, R.y + pad, R.w - 2 * pad, PAL_INK, TEXT_LEFT | TEXT_TOP, title);
    int top = R.y + pad + text_line_height(ctx, FONT_TITLE, fs) + px(ctx, 10);
    return (SDL_Rect){R.x + pad, top, R.w - 2 * pad, R.y + R.h - pad - top};
}

/* A dialog's height for a body of body_h pixels between its title and its buttons (w wide): as tall
 * as what it shows, where a fixed height left an empty band above the buttons. */
static int dialog_height(AppContext *ctx, int body_h)
{
    int pad = px(ctx, 30), bh = px(ctx, 56) < 36 ? 36 : px(ctx, 56);
    return pad + text_line_height(ctx, FONT_TITLE, text_px(ctx, 34)) + px(ctx, 10) + body_h + px(ctx, 24) + bh + pad;
}

/* The inner width of a dialog w wide (as dialog_panel makes it), for measuring its text. */
static int dialog_inner_w(AppContext *ctx, int w)
{
    if (w > ctx->width - px(ctx, 24))
        w = ctx->width - px(ctx, 24);
    return w - 2 * px(ctx, 30);
}

/* Two buttons at the inner area's foot: the main one on the right. */
static void dialog_buttons(AppContext *ctx, SDL_Rect in, SDL_Rect *main, SDL_Rect *other)
{
    int bh = px(ctx, 56) < 36 ? 36 : px(ctx, 56), gap = px(ctx, 16);
    int bw = (in.w - gap) / 2 < px(ctx, 280) ? (in.w - gap) / 2 : px(ctx, 280);
    *main = (SDL_Rect){in.x + in.w - bw, in.y + in.h - bh, bw, bh};
    *other = (SDL_Rect){main->x - gap - bw, main->y, bw, bh};
}

/* The file a named save goes to: <saves>/<name>.json, the name made safe for a file name. */
static bool save_path(AppContext *ctx, const char *name, char *path, size_t size)
{
    char dir[APP_PATH_MAX], safe[64];
    if (!ctx->pref_path[0])
        return false;
    app_safe_file_name(name, safe, sizeof safe);
    snprintf(path, size, "%s%s.json", app_saves_dir(ctx, dir), safe);
    return true;
}

static void default_save_name(AppContext *ctx, const Table *t, char *buf, size_t size)
{
    const Match *m = t->match;
    char names[96] = "";
    for (int p = 0; p < m->num_seats; p++) {
        size_t len = strlen(names);
        snprintf(names + len, sizeof names - len, "%s%s", p ? ", " : "", m->seats[p].name);
    }
    phrase(ctx, buf, size, "table.save_default", (const PhraseArg[]){PH_TEXT("names", names), PH_NUM("turn", m->game.turn)}, 2);
}

/* The modules of this game a player chose (those with a page), in the browser's order. */
static int game_modules(const AlhGame *g, int out[ALH_MOD_COUNT])
{
    int order[ALH_MOD_COUNT], n = module_order(order), k = 0;
    for (int i = 0; i < n; i++)
        if (alh_module_on(g, order[i]))
            out[k++] = order[i];
    return k;
}

void table_rules_open(AppContext *ctx, Table *t, int module)
{
    (void)ctx;
    int ids[ALH_MOD_COUNT], n = game_modules(&t->match->game, ids);
    t->rules_page = n ? ids[0] : -1;
    for (int i = 0; i < n; i++)
        if (ids[i] == module)
            t->rules_page = module;
    t->dialog = t->rules_page >= 0 ? TABLE_DIALOG_RULES : TABLE_DIALOG_NONE;
}

void table_dialog_open(AppContext *ctx, Table *t, int dialog)
{
    if (dialog == TABLE_DIALOG_RULES) {
        table_rules_open(ctx, t, -1);
        return;
    }
    t->dialog = dialog;
    if (dialog == TABLE_DIALOG_SAVE) {
        default_save_name(ctx, t, t->save_name, sizeof t->save_name);
        ctx->ui.focus = ui_hash("table.save.name");
    }
}

static void write_save(AppContext *ctx, Table *t, TableFrame *f)
{
    char path[APP_PATH_MAX + 64], msg[160];
    bool ok = save_path(ctx, t->save_name, path, sizeof path) && match_save(ctx, path);
    PHRASE(ctx, msg, ok ? "table.saved" : "table.save_failed", PH_TEXT("name", t->save_name));
    table_input_notice(f, msg);
    t->dialog = TABLE_DIALOG_NONE;
    ui_clear_focus(ctx);
}

static void save_dialog(AppContext *ctx, Table *t, TableFrame *f)
{
    int fh = px(ctx, 60) < 36 ? 36 : px(ctx, 60);
    int note_h = text_draw_wrapped(ctx, FONT_UI, text_px(ctx, 20), 0, 0, dialog_inner_w(ctx, px(ctx, 900)), PAL_MUTED, TEXT_LEFT,
                                   tr(ctx, "table.save_note"), false);
    SDL_Rect in = dialog_panel(ctx, px(ctx, 900), dialog_height(ctx, px(ctx, 20) + fh + note_h), tr(ctx, "table.save_title"));
    ui_text_field(ctx, "table.save.name", (SDL_Rect){in.x, in.y + px(ctx, 10), in.w, fh}, t->save_name, sizeof t->save_name,
                  tr(ctx, "table.save_placeholder"));
    text_draw_wrapped(ctx, FONT_UI, text_px(ctx, 20), in.x, in.y + px(ctx, 20) + fh, in.w, PAL_MUTED, TEXT_LEFT,
                      tr(ctx, "table.save_note"), true);
    SDL_Rect ok, cancel;
    dialog_buttons(ctx, in, &ok, &cancel);
    bool named = t->save_name[strspn(t->save_name, " ")] != '\0';
    bool go = ui_button(ctx, "table.save.ok", ok, tr(ctx, "table.save_ok"), named ? UI_PRIMARY : UI_PRIMARY | UI_DISABLED) ||
              (named && (ui_key_pressed(ctx, SDLK_RETURN) || ui_key_pressed(ctx, SDLK_KP_ENTER)));
    if (ui_button(ctx, "table.save.cancel", cancel, tr(ctx, "common.cancel"), UI_SECONDARY) || ui_key_pressed(ctx, SDLK_ESCAPE)) {
        t->dialog = TABLE_DIALOG_NONE;
        ui_clear_focus(ctx);
        return;
    }
    if (!go)
        return;
    char path[APP_PATH_MAX + 64];
    struct stat st;
    if (save_path(ctx, t->save_name, path, sizeof path) && stat(path, &st) == 0)
        t->dialog = TABLE_DIALOG_OVERWRITE; /* a save of that name: ask first */
    else
        write_save(ctx, t, f);
}

static void overwrite_dialog(AppContext *ctx, Table *t, TableFrame *f)
{
    char text[200];
    PHRASE(ctx, text, "table.overwrite_text", PH_TEXT("name", t->save_name));
    int text_h = text_draw_wrapped(ctx, FONT_UI, text_px(ctx, 22), 0, 0, dialog_inner_w(ctx, px(ctx, 900)), PAL_INK, TEXT_LEFT,
                                   text, false);
    SDL_Rect in = dialog_panel(ctx, px(ctx, 900), dialog_height(ctx, text_h), tr(ctx, "table.overwrite_title"));
    text_draw_wrapped(ctx, FONT_UI, text_px(ctx, 22), in.x, in.y, in.w, PAL_INK, TEXT_LEFT, text, true);
    SDL_Rect ok, back;
    dialog_buttons(ctx, in, &ok, &back);
    if (ui_button(ctx, "table.overwrite.ok", ok, tr(ctx, "table.overwrite_ok"), UI_PRIMARY))
        write_save(ctx, t, f);
    else if (ui_button(ctx, "table.overwrite.back", back, tr(ctx, "mod.back"), UI_SECONDARY) || ui_key_pressed(ctx, SDLK_ESCAPE))
        t->dialog = TABLE_DIALOG_SAVE;
}

static void leave_dialog(AppContext *ctx, Table *t)
{
    int text_h = text_draw_wrapped(ctx, FONT_UI, text_px(ctx, 22), 0, 0, dialog_inner_w(ctx, px(ctx, 900)), PAL_INK, TEXT_LEFT,
                                   tr(ctx, "table.leave_text"), false);
    SDL_Rect in = dialog_panel(ctx, px(ctx, 900), dialog_height(ctx, text_h), tr(ctx, "table.leave_title"));
    text_draw_wrapped(ctx, FONT_UI, text_px(ctx, 22), in.x, in.y, in.w, PAL_INK, TEXT_LEFT, tr(ctx, "table.leave_text"), true);
    SDL_Rect ok, stay;
    dialog_buttons(ctx, in, &ok, &stay);
    if (ui_button(ctx, "table.leave.ok", ok, tr(ctx, "table.leave_ok"), UI_PRIMARY)) {
        t->dialog = TABLE_DIALOG_NONE;
        anim_skip(&t->match->anim);
        app_set_screen(ctx, SCREEN_MENU);
    } else if (ui_button(ctx, "table.leave.stay", stay, tr(ctx, "table.leave_stay"), UI_SECONDARY) ||
               ui_key_pressed(ctx, SDLK_ESCAPE)) {
        t->dialog = TABLE_DIALOG_NONE;
    }
}

/* The rules of the game's modules: a tab per module on the left, its page on the right. */
static void rules_dialog(AppContext *ctx, Table *t)
{
    SDL_Rect in = dialog_panel(ctx, px(ctx, 1600), px(ctx, 980), tr(ctx, "table.rules_title"));
    int ids[ALH_MOD_COUNT], n = game_modules(&t->match->game, ids);
    int bh = px(ctx, 56) < 36 ? 36 : px(ctx, 56), gap = px(ctx, 8);
    int tab_w = in.w * 26 / 100, tab_h = px(ctx, 46) < 30 ? 30 : px(ctx, 46);
    SDL_Rect close = {in.x, in.y + in.h - bh, tab_w, bh};
    /* the tabs share the column above Close; with many modules they get thinner, never unreadable */
    int room = close.y - gap - in.y;
    if (n > 0 && n * (tab_h + gap) > room)
        tab_h = room / n - gap < 22 ? 22 : room / n - gap;
    char id[64], key[64];
    for (int i = 0; i < n; i++) {
        SDL_Rect tab = {in.x, in.y + i * (tab_h + gap), tab_w, tab_h};
        if (tab.y + tab.h > close.y - gap)
            break;
        SDL_snprintf(id, sizeof id, "table.rules.%s", alh_module_name(ids[i]));
        SDL_snprintf(key, sizeof key, "module.%s", alh_module_name(ids[i]));
        if (ui_button(ctx, id, tab, tr(ctx, key), UI_SECONDARY | (ids[i] == t->rules_page ? UI_SELECTED : 0)))
            t->rules_page = ids[i];
    }
    int page_x = in.x + tab_w + px(ctx, 24);
    if (t->rules_scrolled != t->rules_page)
        t->rules_scroll = 0; /* another page starts at its top */
    t->rules_scrolled = t->rules_page;
    module_page_draw(ctx, (SDL_Rect){page_x, in.y, in.x + in.w - page_x, in.h}, t->rules_page, &t->rules_scroll);
    if (ui_button(ctx, "table.rules.close", close, tr(ctx, "table.close"), UI_PRIMARY) || ui_key_pressed(ctx, SDLK_ESCAPE))
        t->dialog = TABLE_DIALOG_NONE;
}

/* Who plays: a human, or a computer player of a level (the choices' order). */
static const char *const kind_keys[] = {"newgame.human", "level.easy", "level.medium", "level.hard", "level.expert"};

static void seats_dialog(AppContext *ctx, Table *t)
{
    Match *m = t->match;
    int n = m->num_seats;
    int row = px(ctx, 64) < 38 ? 38 : px(ctx, 64);
    SDL_Rect in = dialog_panel(ctx, px(ctx, 1100), px(ctx, 300) + n * (row + px(ctx, 10)), tr(ctx, "table.seats_title"));
    int note = text_draw_wrapped(ctx, FONT_UI, text_px(ctx, 20), in.x, in.y, in.w, PAL_MUTED, TEXT_LEFT,
                                 tr(ctx, "table.seats_note"), true);
    const char *kinds[5];
    for (int k = 0; k < 5; k++)
        kinds[k] = tr(ctx, kind_keys[k]);
    char id[48];
    int y = in.y + note + px(ctx, 14);
    for (int p = 0; p < n; p++) {
        MatchSeat *s = &m->seats[p];
        SDL_Color col = table_seat_colour(m, p);
        float r = (float)row * 0.32f;
        paint_circle(ctx->renderer, (float)in.x + r, (float)y + (float)row / 2, r, col);
        paint_ring(ctx->renderer, (float)in.x + r, (float)y + (float)row / 2, r, 2, paint_alpha(PAL_INK, 160));
        int nx = in.x + (int)(2 * r) + px(ctx, 14), nw = in.w * 45 / 100;
        snprintf(id, sizeof id, "table.seats.%d.name", p);
        if (ui_text_field(ctx, id, (SDL_Rect){nx, y, nw, row}, s->name, sizeof s->name, tr(ctx, "newgame.name_placeholder")))
            s->default_name = false;
        int kind = s->is_bot ? s->bot_level - ALH_BOT_EASY + 1 : 0;
        if (kind < 0 || kind > 4)
            kind = 2;
        snprintf(id, sizeof id, "table.seats.%d.kind", p);
        if (ui_choice(ctx, id, (SDL_Rect){nx + nw + px(ctx, 20), y, in.x + in.w - (nx + nw + px(ctx, 20)), row}, kinds, 5,
                      &kind)) {
            s->is_bot = kind > 0;
            if (kind > 0)
                s->bot_level = ALH_BOT_EASY + kind - 1;
        }
        y += row + px(ctx, 10);
    }
    SDL_Rect ok, unused;
    dialog_buttons(ctx, in, &ok, &unused);
    if (ui_button(ctx, "table.seats.ok", ok, tr(ctx, "table.seats_ok"), UI_PRIMARY)) {
        for (int p = 0; p < n; p++)
            if (!m->seats[p].name[strspn(m->seats[p].name, " ")])
                m->seats[p].default_name = true; /* an emptied name: "Player N" again */
        match_translate_default_names(ctx, m);
        m->seats_unknown = false;
        m->last_human = -1;
        t->dialog = TABLE_DIALOG_NONE;
        ui_clear_focus(ctx);
        if (m->save_path[0])
            match_save(ctx, m->save_path); /* the seats are part of the save from now on */
    }
}

bool table_dialog_frame(AppContext *ctx, Table *t, TableFrame *f)
{
    if (t->match->seats_unknown)
        t->dialog = TABLE_DIALOG_SEATS;
    switch (t->dialog) {
    case TABLE_DIALOG_SAVE: save_dialog(ctx, t, f); break;
    case TABLE_DIALOG_OVERWRITE: overwrite_dialog(ctx, t, f); break;
    case TABLE_DIALOG_LEAVE: leave_dialog(ctx, t); break;
    case TABLE_DIALOG_SEATS: seats_dialog(ctx, t); break;
    case TABLE_DIALOG_RULES: rules_dialog(ctx, t); break;
    default: return false;
    }
    return true;
}

/* SPDX-License-Identifier: MIT */
/*
 * The module browser (alhambra --screen modules): every module of the registry by group, each with
 * a switch, its summary and its rules page (title, its pieces drawn by its client part, the rules
 * and a worked example); presets; the rules that apply when two chosen modules meet, stated under
 * the list. It edits the modules of the new-game screen, which opens it. Nothing here names a module.
 */
#include "app_internal.h"
#include "backdrop.h"
#include "client_module.h"
#include "i18n.h"
#include "module_pages.h"
#include "ui.h"

static int shown_page = -1; /* the module whose page is open; -1: the first chosen, else the first listed */
static bool returning;      /* going back to the new-game screen, which must keep its setup */

int screen_modules_page(void) { return shown_page; }

bool screen_modules_returning(void)
{
    bool r = returning;
    returning = false;
    return r;
}

/* The presets as a row of buttons (wrapping); returns the height used. */
static int preset_row(AppContext *ctx, AppNewGame *g, SDL_Rect col)
{
    ModulePreset presets[PRESET_MAX];
    int n = module_presets(presets, PRESET_MAX);
    int h = app_px(ctx, 44), gap = app_px(ctx, 10), px = app_px(ctx, 19);
    text_draw(ctx, FONT_BOLD, app_px(ctx, 22), col.x, col.y, PAL_MUTED, TEXT_LEFT | TEXT_TOP, tr(ctx, "modules.presets"));
    int x = col.x, y = col.y + app_px(ctx, 32);
    for (int i = 0; i < n; i++) {
        const char *label = tr(ctx, presets[i].key);
        int w, th;
        text_measure(ctx, FONT_UI, px, label, &w, &th);
        w += app_px(ctx, 36);
        if (w < ui_button_min_width(ctx, label, h)) /* whole at the size the button draws it */
            w = ui_button_min_width(ctx, label, h);
        if (x > col.x && x + w > col.x + col.w) {
            x = col.x;
            y += h + gap;
        }
        char id[64];
        SDL_snprintf(id, sizeof id, "modules.preset.%d", i);
        bool on = module_preset_matches(&presets[i], g->modules);
        SDL_Rect button = {x, y, w, h};
        if (ui_button(ctx, id, button, label, UI_SECONDARY | (on ? UI_SELECTED : 0)))
            g->modules = module_preset_apply(&presets[i], g->modules); /* the base box's options stay as chosen */
        char why[64];
        SDL_snprintf(why, sizeof why, "%s.why", presets[i].key);
        if (presets[i].kind == PRESET_NAMED && i18n_has(ctx, why, true))
            ui_tooltip(ctx, id, button, tr(ctx, why));
        x += w + gap;
    }
    return y + h - col.y;
}

/* A module's row: its switch (or a note for the rules that come with the number of players), its
 * name and summary; a click on the name or summary opens its page on the right. */
static void module_line(AppContext *ctx, AppNewGame *g, int mod, SDL_Rect r, bool choosable, bool live)
{
    char id[64], key[64];
    int sw_w = app_px(ctx, 80), gap = app_px(ctx, 14);
    bool shown = shown_page == mod;
    if (shown) {
        paint_round_rect(ctx->renderer, paint_frect(r), (float)app_px(ctx, 8), paint_alpha(PAL_SAND_DARK, 200));
        paint_fill_rect(ctx->renderer, (SDL_Rect){r.x, r.y + app_px(ctx, 6), app_px(ctx, 5), r.h - app_px(ctx, 12)},
                        PAL_TERRACOTTA);
    }
    SDL_Rect sw = {r.x + app_px(ctx, 10), r.y, sw_w, r.h};
    if (choosable && live) {
        SDL_snprintf(id, sizeof id, "modules.module.%s", alh_module_name(mod));
        bool on = alh_modset_has(&g->modules, mod);
        if (ui_toggle(ctx, id, sw, NULL, &on)) {
            if (on)
                alh_modset_add(&g->modules, mod);
            else
                alh_modset_remove(&g->modules, mod);
            shown_page = mod;
        }
    } else if (choosable) {
        ui_toggle_draw(ctx, sw, alh_modset_has(&g->modules, mod), false);
    }
    SDL_Rect text = {sw.x + sw.w + gap, r.y, r.x + r.w - (sw.x + sw.w + gap) - app_px(ctx, 8), r.h};
    if (live) {
        SDL_snprintf(id, sizeof id, "modules.page.%s", alh_module_name(mod));
        if (ui_hit(ctx, id, text, true))
            shown_page = mod;
        if (ui_hovered(ctx, id) && !shown)
            paint_round_rect(ctx->renderer, paint_frect(text), (float)app_px(ctx, 8), paint_alpha(PAL_WHITE, 90));
    }
    SDL_snprintf(key, sizeof key, "module.%s", alh_module_name(mod));
    int name_px = app_px(ctx, 24) < 15 ? 15 : app_px(ctx, 24);
    int hint_px = app_px(ctx, 18) < 12 ? 12 : app_px(ctx, 18);
    int mid = r.y + r.h / 2;
    text_draw_fit(ctx, FONT_BOLD, name_px, text.x, mid - hint_px / 2 - app_px(ctx, 2), text.w, PAL_INK, TEXT_LEFT | TEXT_MIDDLE,
                  tr(ctx, key));
    SDL_snprintf(key, sizeof key, choosable ? "module.%s.hint" : "modules.comes_with.%s", alh_module_name(mod));
    const char *summary = i18n_has(ctx, key, true) ? tr(ctx, key) : alh_module_info(mod)->summary;
    text_draw_fit(ctx, FONT_UI, hint_px, text.x, mid + name_px / 2 + app_px(ctx, 1), text.w, PAL_MUTED, TEXT_LEFT | TEXT_MIDDLE,
                  summary);
}

/* The list's entries: a group's heading (mod < 0, the group in group) or a module's row. */
typedef struct ListEntry {
    int mod, group;
    bool choosable;
} ListEntry;

static int list_entries(ListEntry *out)
{
    int order[ALH_MOD_COUNT], rows = module_order(order), n = 0;
    for (int i = 0; i < rows; i++) {
        int group = alh_module_info(order[i])->group;
        if (i == 0 || group != alh_module_info(order[i - 1])->group)
            out[n++] = (ListEntry){-1, group, true};
        out[n++] = (ListEntry){order[i], group, true};
    }
    AlhModuleSet optional = alh_modules_optional();
    bool headed = false;
    for (int id = 0; id < ALH_MOD_COUNT; id++)
        if (!alh_modset_has(&optional, id)) {
            if (!headed)
                out[n++] = (ListEntry){-1, -1, false};
            headed = true;
            out[n++] = (ListEntry){id, -1, false};
        }
    return n;
}

static int list_scroll; /* pixels of the list scrolled out above its top */

/* Every module by group, the choosable ones first, then those the number of players decides; the
 * list scrolls with the wheel when it is taller than its room (43 modules will not fit a screen). */
static void module_list(AppContext *ctx, AppNewGame *g, SDL_Rect col)
{
    ListEntry entries[2 * ALH_MOD_COUNT + 2];
    int n = list_entries(entries);
    int head = app_px(ctx, 40), row = app_px(ctx, 66) < 44 ? 44 : app_px(ctx, 66), gap = app_px(ctx, 4);
    int total = 0;
    for (int i = 0; i < n; i++)
        total += entries[i].mod < 0 ? head : row + gap;
    int bar_w = total > col.h ? app_px(ctx, 10) : 0;
    if (ui_point_in(ctx->in.mouse_x, ctx->in.mouse_y, col))
        list_scroll -= ctx->in.wheel_y * (row + gap);
    if (list_scroll > total - col.h)
        list_scroll = total - col.h;
    if (list_scroll < 0)
        list_scroll = 0;
    SDL_RenderSetClipRect(ctx->renderer, &col);
    int y = col.y - list_scroll;
    char key[64];
    for (int i = 0; i < n; i++) {
        const ListEntry *e = &entries[i];
        int h = e->mod < 0 ? head : row;
        if (y + h > col.y && y < col.y + col.h) {
            if (e->mod < 0) {
                SDL_snprintf(key, sizeof key, "modules.group.%s", e->choosable ? alh_group_name(e->group) : "with-players");
                text_draw_fit(ctx, FONT_BOLD, app_px(ctx, 22), col.x, y + h / 2 + app_px(ctx, 4), col.w - bar_w, PAL_TERRA_DARK,
                              TEXT_LEFT | TEXT_MIDDLE, tr(ctx, key));
            } else {
                /* a row half out of view is drawn but not clickable: what is clicked is what is seen */
                bool live = y >= col.y && y + h <= col.y + col.h;
                module_line(ctx, g, e->mod, (SDL_Rect){col.x, y, col.w - bar_w - app_px(ctx, 6), h}, e->choosable, live);
            }
        }
        y += e->mod < 0 ? head : row + gap;
    }
    SDL_RenderSetClipRect(ctx->renderer, NULL);
    if (bar_w) {
        SDL_Rect track = {col.x + col.w - bar_w, col.y, bar_w, col.h};
        paint_round_rect(ctx->renderer, paint_frect(track), (float)bar_w / 2, paint_alpha(PAL_SAND_DARK, 160));
        int thumb_h = col.h * col.h / total, thumb_y = col.y + (col.h - thumb_h) * list_scroll / (total - col.h);
        paint_round_rect(ctx->renderer, paint_frect((SDL_Rect){track.x, thumb_y, bar_w, thumb_h}), (float)bar_w / 2,
                         paint_alpha(PAL_BORDER, 170));
    }
}

/* The rules that apply to two of the chosen modules together (a page's "avoid" lines), wrapped in
 * r's width from its top: drawn, or only measured (draw false); returns their height. */
static int conflict_lines(AppContext *ctx, const AppNewGame *g, SDL_Rect r, bool draw)
{
    ModuleConflict c[16];
    int n = module_conflicts(ctx->settings.language, &g->modules, c, 16);
    int y = r.y, px = app_px(ctx, 18) < 12 ? 12 : app_px(ctx, 18);
    char line[512], a[64], b[64];
    for (int i = 0; i < n; i++) {
        SDL_snprintf(a, sizeof a, "module.%s", alh_module_name(c[i].a));
        SDL_snprintf(b, sizeof b, "module.%s", alh_module_name(c[i].b));
        SDL_strlcpy(a, tr(ctx, a), sizeof a);
        SDL_strlcpy(b, tr(ctx, b), sizeof b);
        trf(ctx, line, sizeof line, "modules.flag", a, b, c[i].reason, NULL);
        /* a rule to know, not a warning: the rulebook lets the two be played together */
        y += text_draw_wrapped(ctx, FONT_BOLD, px, r.x, y, r.w, PAL_TILE_BLUE, TEXT_LEFT, line, draw);
    }
    return y - r.y;
}

int screen_modules_conflicts(AppContext *ctx, const AppNewGame *g, SDL_Rect r, bool draw)
{
    return conflict_lines(ctx, g, r, draw);
}

void screen_modules_frame(AppContext *ctx, double dt)
{
    (void)dt;
    AppNewGame *g = &ctx->new_game;
    SDL_Rect area = backdrop_draw(ctx);
    int top = backdrop_title(ctx, tr(ctx, "modules.title"), area.y + app_px(ctx, 30));
    int pw = app_px(ctx, 1840);
    if (pw > ctx->width - app_px(ctx, 40))
        pw = ctx->width - app_px(ctx, 40);
    SDL_Rect panel = {ctx->width / 2 - pw / 2, top, pw, area.y + area.h - app_px(ctx, 120) - top};
    ui_panel(ctx, panel);
    SDL_Rect in = paint_inset(panel, app_px(ctx, 28));
    int left_w = in.w * 46 / 100;
    SDL_Rect left = {in.x, in.y, left_w, in.h};
    int used = preset_row(ctx, g, left) + app_px(ctx, 14);
    module_list(ctx, g, (SDL_Rect){left.x, left.y + used, left.w, left.h - used});
    if (shown_page < 0) {
        int order[ALH_MOD_COUNT], n = module_order(order);
        shown_page = n ? order[0] : 0;
        for (int i = n - 1; i >= 0; i--)
            if (alh_modset_has(&g->modules, order[i]))
                shown_page = order[i];
    }
    static int page_scroll, scrolled_page = -1; /* the page's scroll, back to its top for another page */
    if (scrolled_page != shown_page)
        page_scroll = 0;
    scrolled_page = shown_page;
    module_page_draw(ctx, (SDL_Rect){in.x + left_w + app_px(ctx, 36), in.y, in.w - left_w - app_px(ctx, 36), in.h}, shown_page,
                     &page_scroll);

    /* Below the panel: Back, the flagged combinations, Done. */
    SDL_Rect done = {area.x + area.w - app_px(ctx, 260), area.y + area.h - app_px(ctx, 100), app_px(ctx, 220), app_px(ctx, 60)};
    SDL_Rect flags = {area.x + app_px(ctx, 290), done.y - app_px(ctx, 6), done.x - area.x - app_px(ctx, 320), app_px(ctx, 90)};
    conflict_lines(ctx, g, flags, true);
    if (ui_button(ctx, "modules.done", done, tr(ctx, "modules.done"), UI_PRIMARY) ||
        backdrop_back_button(ctx, area, "modules.back")) {
        returning = true;
        app_set_screen(ctx, SCREEN_NEW_GAME);
    }
}

/* SPDX-License-Identifier: MIT */
/*
 * The module browser (alhambra --screen modules): every module of the registry by group, each with
 * a switch, its summary and its rules page (title, its pieces drawn by its client part, the rules
 * and a worked example); presets; the combinations the rulebook advises against, flagged with its
 * reason. It edits the modules of the new-game screen, which opens it. Nothing here names a module.
 */
#include "app_internal.h"
#include "backdrop.h"
#include "client_module.h"
#include "i18n.h"
#include "module_pages.h"
#include "ui.h"

static int shown_page = -1; /* the module whose page is open; -1: the first chosen, else the first listed */
static bool returning;      /* going back to the new-game screen, which must keep its setup */

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
        if (x > col.x && x + w > col.x + col.w) {
            x = col.x;
            y += h + gap;
        }
        char id[64];
        SDL_snprintf(id, sizeof id, "modules.preset.%d", i);
        bool on = alh_modset_equal(&g->modules, &presets[i].set);
        if (ui_button(ctx, id, (SDL_Rect){x, y, w, h}, label, UI_SECONDARY | (on ? UI_SELECTED : 0)))
            g->modules = presets[i].set;
        x += w + gap;
    }
    return y + h - col.y;
}

/* A module's line: its switch (or a note for the rules that come with the number of players), its
 * summary, and the button that opens its page. */
static void module_line(AppContext *ctx, AppNewGame *g, int mod, SDL_Rect r, bool choosable)
{
    char id[64], key[64];
    int page_w = app_px(ctx, 150), h = r.h * 46 / 76;
    SDL_Rect sw = {r.x, r.y, r.w - page_w - app_px(ctx, 16), h};
    SDL_snprintf(key, sizeof key, "module.%s", alh_module_name(mod));
    if (choosable) {
        SDL_snprintf(id, sizeof id, "modules.module.%s", alh_module_name(mod));
        bool on = alh_modset_has(&g->modules, mod);
        if (ui_toggle(ctx, id, sw, tr(ctx, key), &on)) {
            if (on)
                alh_modset_add(&g->modules, mod);
            else
                alh_modset_remove(&g->modules, mod);
            shown_page = mod;
        }
    } else {
        text_draw_fit(ctx, FONT_BOLD, app_px(ctx, 22), sw.x, sw.y + sw.h / 2, sw.w, PAL_INK, TEXT_LEFT | TEXT_MIDDLE,
                      tr(ctx, key));
    }
    SDL_snprintf(id, sizeof id, "modules.page.%s", alh_module_name(mod));
    SDL_Rect pb = {r.x + r.w - page_w, r.y, page_w, h};
    if (ui_button(ctx, id, pb, tr(ctx, "modules.rules"), UI_SECONDARY | (shown_page == mod ? UI_SELECTED : 0)))
        shown_page = mod;
    SDL_snprintf(key, sizeof key, choosable ? "module.%s.hint" : "modules.comes_with.%s", alh_module_name(mod));
    int hint_px = app_px(ctx, 17) < 12 ? 12 : app_px(ctx, 17);
    const char *summary = i18n_has(ctx, key, true) ? tr(ctx, key) : alh_module_info(mod)->summary;
    text_draw_fit(ctx, FONT_UI, hint_px, r.x, r.y + h + app_px(ctx, 1), r.w, PAL_MUTED, TEXT_LEFT | TEXT_TOP, summary);
}

/* Every module by group: the choosable ones, then those the number of players decides. */
static void module_list(AppContext *ctx, AppNewGame *g, SDL_Rect col)
{
    int order[ALH_MOD_COUNT], rows = module_order(order);
    AlhModuleSet optional = alh_modules_optional();
    int fixed[ALH_MOD_COUNT], nfixed = 0;
    for (int id = 0; id < ALH_MOD_COUNT; id++)
        if (!alh_modset_has(&optional, id))
            fixed[nfixed++] = id;
    int groups = 0;
    for (int i = 0; i < rows; i++)
        groups += i == 0 || alh_module_info(order[i])->group != alh_module_info(order[i - 1])->group;
    groups += nfixed > 0;
    int head = app_px(ctx, 34);
    int row = rows + nfixed ? (col.h - groups * head) / (rows + nfixed) : 0;
    if (row > app_px(ctx, 76))
        row = app_px(ctx, 76);
    int y = col.y;
    char key[64];
    for (int i = 0; i < rows + nfixed; i++) {
        bool choosable = i < rows;
        int mod = choosable ? order[i] : fixed[i - rows];
        bool new_group = choosable ? (i == 0 || alh_module_info(mod)->group != alh_module_info(order[i - 1])->group) : i == rows;
        if (new_group) {
            SDL_snprintf(key, sizeof key, "modules.group.%s",
                         choosable ? alh_group_name(alh_module_info(mod)->group) : "with-players");
            text_draw_fit(ctx, FONT_BOLD, app_px(ctx, 22), col.x, y + head / 2, col.w, PAL_TERRA_DARK, TEXT_LEFT | TEXT_MIDDLE,
                          tr(ctx, key));
            y += head;
        }
        module_line(ctx, g, mod, (SDL_Rect){col.x, y, col.w, row}, choosable);
        y += row;
    }
}

/* Height of a page's text at body size px (draw: also draw it from y). */
static int page_text(AppContext *ctx, const ModulePage *page, SDL_Rect r, int px, bool draw)
{
    int y = r.y;
    char item[1024];
    for (int i = 0; i < page->block_count; i++) {
        const PageBlock *b = &page->blocks[i];
        if (b->kind == PAGE_HEADING) {
            y += i ? px * 6 / 10 : 0;
            y += text_draw_wrapped(ctx, FONT_BOLD, px * 6 / 5, r.x, y, r.w, PAL_TERRA_DARK, TEXT_LEFT, b->text, draw);
            y += px / 4;
        } else if (b->kind == PAGE_ITEM) {
            SDL_snprintf(item, sizeof item, "•  %s", b->text);
            y += text_draw_wrapped(ctx, FONT_UI, px, r.x + px / 2, y, r.w - px / 2, PAL_INK, TEXT_LEFT, item, draw);
            y += px / 5;
        } else {
            y += text_draw_wrapped(ctx, FONT_UI, px, r.x, y, r.w, PAL_INK, TEXT_LEFT, b->text, draw);
            y += px / 3;
        }
    }
    return y - r.y;
}

/* The open page: title, the module's pieces, then the rules at the largest size that fits. */
static void page_panel(AppContext *ctx, SDL_Rect r)
{
    paint_fill_rect(ctx->renderer, r, (SDL_Color){0xFB, 0xF4, 0xE4, 0xFF});
    int pad = app_px(ctx, 24);
    SDL_Rect in = paint_inset(r, pad);
    const ModulePage *page = module_page(ctx->settings.language, shown_page);
    if (!page) {
        ui_label(ctx, in, tr(ctx, "modules.no_page"), FONT_UI, app_px(ctx, 22), PAL_MUTED, TEXT_CENTER | TEXT_MIDDLE);
        return;
    }
    int y = in.y;
    text_draw_fit(ctx, FONT_BOLD, app_px(ctx, 34), in.x, y, in.w, PAL_INK, TEXT_LEFT | TEXT_TOP, page->title);
    y += app_px(ctx, 50);
    const AlhModuleClient *part = client_module(shown_page);
    if (part->draw_samples && part->samples_width > 0) {
        /* the pieces as the game draws them, at most 130 px tall and the page's width */
        float s = 130.0f * ctx->scale / 200.0f;
        if (part->samples_width * s > (float)in.w)
            s = (float)in.w / part->samples_width;
        SDL_Rect clip = {in.x, y, in.w, (int)(200 * s) + 2};
        SDL_RenderSetClipRect(ctx->renderer, &clip);
        part->draw_samples(ctx, (float)in.x, (float)y, s);
        SDL_RenderSetClipRect(ctx->renderer, NULL);
        y += (int)(200 * s) + app_px(ctx, 14);
    }
    SDL_Rect text = {in.x, y, in.w, in.y + in.h - y};
    int px = app_px(ctx, 21), min_px = app_px(ctx, 13) < 11 ? 11 : app_px(ctx, 13);
    while (px > min_px && page_text(ctx, page, text, px, false) > text.h)
        px--;
    SDL_RenderSetClipRect(ctx->renderer, &text);
    page_text(ctx, page, text, px, true);
    SDL_RenderSetClipRect(ctx->renderer, NULL);
}

/* The chosen combinations the rulebook advises against, each with its reason; returns the count. */
static int conflict_lines(AppContext *ctx, const AppNewGame *g, SDL_Rect r, bool draw)
{
    ModuleConflict c[16];
    int n = module_conflicts(ctx->settings.language, &g->modules, c, 16);
    int y = r.y, px = app_px(ctx, 18) < 12 ? 12 : app_px(ctx, 18);
    char line[512], a[64], b[64];
    for (int i = 0; i < n && draw; i++) {
        SDL_snprintf(a, sizeof a, "module.%s", alh_module_name(c[i].a));
        SDL_snprintf(b, sizeof b, "module.%s", alh_module_name(c[i].b));
        SDL_strlcpy(a, tr(ctx, a), sizeof a);
        SDL_strlcpy(b, tr(ctx, b), sizeof b);
        trf(ctx, line, sizeof line, "modules.flag", a, b, c[i].reason, NULL);
        y += text_draw_wrapped(ctx, FONT_BOLD, px, r.x, y, r.w, PAL_ILLEGAL, TEXT_LEFT, line, true);
    }
    return n;
}

int screen_modules_conflicts(AppContext *ctx, const AppNewGame *g, SDL_Rect r) { return conflict_lines(ctx, g, r, true); }

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
    page_panel(ctx, (SDL_Rect){in.x + left_w + app_px(ctx, 36), in.y, in.w - left_w - app_px(ctx, 36), in.h});

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

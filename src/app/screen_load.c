/* SPDX-License-Identifier: MIT */
/* Saves browser: the autosave and the named saves in the pref folder, newest first. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include "app_internal.h"
#include "backdrop.h"
#include "i18n.h"
#include "ui.h"

#define MAX_SAVES 200

typedef struct SaveEntry {
    char name[96]; /* shown name: file name without .json */
    char path[APP_PATH_MAX];
    time_t mtime;
    bool autosave;
} SaveEntry;

/* The screen's list, kept in the context while the program runs (screen_load_forget frees it). */
struct LoadList {
    SaveEntry saves[MAX_SAVES];
    int save_count, scroll, confirm_delete;
};

static int by_time_desc(const void *a, const void *b)
{
    const SaveEntry *x = a, *y = b;
    if (x->autosave != y->autosave)
        return x->autosave ? -1 : 1;
    return x->mtime < y->mtime ? 1 : x->mtime > y->mtime ? -1 : strcmp(x->name, y->name);
}

static void scan(AppContext *ctx)
{
    struct LoadList *L = ctx->load_list;
    L->save_count = 0;
    L->scroll = 0;
    L->confirm_delete = -1;
    if (!ctx->pref_path[0])
        return;
    struct stat st;
    char path[APP_PATH_MAX];
    if (stat(app_autosave_path(ctx, path), &st) == 0) {
        SaveEntry *e = &L->saves[L->save_count++];
        SDL_strlcpy(e->name, tr(ctx, "load.autosave"), sizeof e->name);
        SDL_strlcpy(e->path, path, sizeof e->path);
        e->mtime = st.st_mtime;
        e->autosave = true;
    }
    char dir[APP_PATH_MAX];
    DIR *d = opendir(app_saves_dir(ctx, dir));
    if (!d)
        return;
    for (struct dirent *de; (de = readdir(d)) != NULL && L->save_count < MAX_SAVES;) {
        size_t n = strlen(de->d_name);
        if (de->d_name[0] == '.' || n < 6 || strcmp(de->d_name + n - 5, ".json") != 0)
            continue;
        SaveEntry *e = &L->saves[L->save_count];
        SDL_snprintf(e->path, sizeof e->path, "%s%s", dir, de->d_name);
        if (stat(e->path, &st) != 0 || !S_ISREG(st.st_mode))
            continue;
        SDL_strlcpy(e->name, de->d_name, sizeof e->name);
        if (n - 5 < sizeof e->name)
            e->name[n - 5] = 0;
        e->mtime = st.st_mtime;
        e->autosave = false;
        L->save_count++;
    }
    closedir(d);
    qsort(L->saves, (size_t)L->save_count, sizeof L->saves[0], by_time_desc);
}

void screen_load_enter(AppContext *ctx)
{
    if (!ctx->load_list)
        ctx->load_list = SDL_calloc(1, sizeof *ctx->load_list);
    if (ctx->load_list)
        scan(ctx);
}

void screen_load_forget(AppContext *ctx)
{
    SDL_free(ctx->load_list);
    ctx->load_list = NULL;
}

void screen_load_frame(AppContext *ctx, double dt)
{
    (void)dt;
    struct LoadList *L = ctx->load_list;
    if (!L) {
        app_set_screen(ctx, SCREEN_MENU);
        return;
    }
    SDL_Rect area = backdrop_draw(ctx);
    int top = backdrop_title(ctx, tr(ctx, "load.title"), area.y + app_px(ctx, 30));
    int pw = app_px(ctx, 1200);
    SDL_Rect panel = {ctx->width / 2 - pw / 2, top + app_px(ctx, 16), pw,
                      area.y + area.h - app_px(ctx, 130) - top - app_px(ctx, 16)};
    ui_panel(ctx, panel);
    int pad = app_px(ctx, 40), rh = app_px(ctx, 76), gap = app_px(ctx, 10);
    int visible = (panel.h - 2 * pad + gap) / (rh + gap);
    if (visible < 1)
        visible = 1;
    if (L->save_count == 0) {
        text_draw_wrapped(ctx, FONT_UI, app_px(ctx, 28), panel.x + pad, panel.y + panel.h / 2 - app_px(ctx, 40),
                          panel.w - 2 * pad, PAL_MUTED, TEXT_CENTER, tr(ctx, "load.empty"), true);
    }
    if (ui_point_in(ctx->in.mouse_x, ctx->in.mouse_y, panel))
        L->scroll -= ctx->in.wheel_y;
    if (L->scroll > L->save_count - visible)
        L->scroll = L->save_count - visible;
    if (L->scroll < 0)
        L->scroll = 0;
    int y = panel.y + pad;
    for (int i = L->scroll; i < L->save_count && i < L->scroll + visible; i++) {
        SaveEntry *e = &L->saves[i];
        SDL_Rect row = {panel.x + pad, y, panel.w - 2 * pad, rh};
        paint_round_rect(ctx->renderer, paint_frect(row), (float)app_px(ctx, 12),
                         i % 2 ? paint_alpha(PAL_SAND_DARK, 90) : paint_alpha(PAL_WHITE, 120));
        if (e->autosave)
            paint_star8(ctx->renderer, (float)(row.x + app_px(ctx, 30)), (float)(row.y + rh / 2), 14 * ctx->scale, 7 * ctx->scale,
                        PAL_GOLD);
        int tx = row.x + app_px(ctx, 60);
        text_draw_fit(ctx, FONT_BOLD, app_px(ctx, 26), tx, row.y + rh / 2 - app_px(ctx, 12), app_px(ctx, 560), PAL_INK,
                      TEXT_LEFT | TEXT_MIDDLE, e->name);
        char when[64];
        struct tm tmv;
        localtime_r(&e->mtime, &tmv);
        strftime(when, sizeof when, "%Y-%m-%d %H:%M", &tmv);
        text_draw(ctx, FONT_UI, app_px(ctx, 20), tx, row.y + rh / 2 + app_px(ctx, 16), PAL_MUTED, TEXT_LEFT | TEXT_MIDDLE, when);
        char id[32];
        int bw = app_px(ctx, 180), bh = app_px(ctx, 52);
        SDL_Rect load = {row.x + row.w - bw - app_px(ctx, 14), row.y + (rh - bh) / 2, bw, bh};
        SDL_snprintf(id, sizeof id, "load.row%d.load", i);
        if (ui_button(ctx, id, load, tr(ctx, "load.load"), UI_PRIMARY)) {
            if (match_load(ctx, e->path))
                app_set_screen(ctx, SCREEN_TABLE);
            else {
                char msg[256];
                app_show_message(ctx, trf(ctx, msg, sizeof msg, "load.failed", e->name, NULL));
            }
        }
        if (!e->autosave) {
            SDL_Rect del = {load.x - bw - app_px(ctx, 12), load.y, bw, bh};
            SDL_snprintf(id, sizeof id, "load.row%d.delete", i);
            bool confirming = L->confirm_delete == i;
            if (ui_button(ctx, id, del, tr(ctx, confirming ? "load.delete_confirm" : "load.delete"),
                          confirming ? UI_TILE : UI_GHOST)) {
                if (confirming) {
                    if (remove(e->path) != 0)
                        app_show_message(ctx, tr(ctx, "load.delete_failed"));
                    scan(ctx);
                    break;
                }
                L->confirm_delete = i;
            }
        }
        y += rh + gap;
    }
    if (L->save_count > visible) {
        char more[64], a[12], b[12], c[12];
        SDL_snprintf(a, sizeof a, "%d", L->scroll + 1);
        SDL_snprintf(b, sizeof b, "%d", SDL_min(L->save_count, L->scroll + visible));
        SDL_snprintf(c, sizeof c, "%d", L->save_count);
        text_draw(ctx, FONT_UI, app_px(ctx, 20), panel.x + panel.w - pad, panel.y + panel.h - app_px(ctx, 14), PAL_MUTED,
                  TEXT_RIGHT | TEXT_BOTTOM, trf(ctx, more, sizeof more, "load.range", a, b, c, NULL));
    }
    if (ctx->message[0]) {
        text_draw(ctx, FONT_BOLD, app_px(ctx, 22), ctx->width / 2, panel.y + panel.h + app_px(ctx, 30), PAL_ILLEGAL,
                  TEXT_CENTER | TEXT_MIDDLE, ctx->message);
    }
    if (backdrop_back_button(ctx, area, "load.back")) {
        ctx->message[0] = 0;
        app_set_screen(ctx, SCREEN_MENU);
    }
}

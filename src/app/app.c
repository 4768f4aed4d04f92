/* SPDX-License-Identifier: MIT */
/* The client's life: start-up, the event loop without busy waiting, screens, screenshots. */
#include "app_internal.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <SDL_image.h>
#include "assets.h"
#include "backdrop.h"
#include "drawn_cache.h"
#include "paint.h"
#include "audio.h"
#include "i18n.h"
#include "render_choice.h"
#include "settings.h"
#include "text.h"
#include "ui.h"
#include "table.h"

static Uint32 wake_event_type = (Uint32)-1;

typedef struct ScreenFuncs {
    void (*enter)(AppContext *ctx);
    void (*frame)(AppContext *ctx, double dt);
} ScreenFuncs;

static const ScreenFuncs screens[SCREEN_COUNT] = {
    [SCREEN_MENU] = {NULL, screen_menu_frame},
    [SCREEN_NEW_GAME] = {screen_new_game_enter, screen_new_game_frame},
    [SCREEN_SETTINGS] = {NULL, screen_settings_frame},
    [SCREEN_HOW_TO_PLAY] = {NULL, screen_how_to_play_frame},
    [SCREEN_LOAD] = {screen_load_enter, screen_load_frame},
    [SCREEN_PASS] = {NULL, screen_pass_frame},
    [SCREEN_TABLE] = {screen_table_enter, screen_table_frame},
    [SCREEN_RESULTS] = {NULL, screen_results_frame},
    [SCREEN_PIECES] = {NULL, screen_pieces_frame},
    [SCREEN_MODULES] = {NULL, screen_modules_frame},
};

/* ---------------------------------------------------------------- small services */

void app_set_screen(AppContext *ctx, AppScreen screen)
{
    if (screen > SCREEN_NONE && screen < SCREEN_COUNT)
        ctx->pending_screen = screen;
    app_request_frame(ctx);
}

void app_request_frame(AppContext *ctx) { ctx->frame_requested = true; }

void app_wake(void)
{
    if (wake_event_type == (Uint32)-1)
        return;
    SDL_Event ev;
    SDL_zero(ev);
    ev.type = wake_event_type;
    SDL_PushEvent(&ev); /* SDL_PushEvent is thread-safe */
}

void app_show_message(AppContext *ctx, const char *text) { SDL_strlcpy(ctx->message, text ? text : "", sizeof ctx->message); }

SDL_Color app_player_colour(int index)
{
    static const SDL_Color colours[APP_MAX_SEATS] = {
        {0xC2, 0x41, 0x2D, 255}, /* red */
        {0x2F, 0x6D, 0xB5, 255}, /* blue */
        {0x3E, 0x8E, 0x4E, 255}, /* green */
        {0xE0, 0xA8, 0x1E, 255}, /* yellow */
        {0x7A, 0x4A, 0x9C, 255}, /* purple */
        {0xF2, 0xEE, 0xE6, 255}, /* white */
    };
    if (index < 0 || index >= APP_MAX_SEATS)
        index = 0;
    return colours[index];
}

const char *app_player_colour_key(int index)
{
    static const char *const keys[APP_MAX_SEATS] = {
        "colour.red", "colour.blue", "colour.green", "colour.yellow", "colour.purple", "colour.white",
    };
    if (index < 0 || index >= APP_MAX_SEATS)
        index = 0;
    return keys[index];
}

float app_anim_factor(const AppContext *ctx)
{
    if (ctx->headless && !ctx->paced_headless)
        return 0;
    switch (ctx->settings.anim_speed) {
    case ANIM_SLOW: return 1.6f;
    case ANIM_FAST: return 0.5f;
    case ANIM_INSTANT: return 0;
    default: return 1;
    }
}

const char *app_autosave_path(AppContext *ctx, char *buf)
{
    /* no folder (or a screenshot run): "" so that nothing is written into the working directory */
    if (ctx->pref_path[0])
        SDL_snprintf(buf, APP_PATH_MAX, "%sautosave.json", ctx->pref_path);
    else
        buf[0] = 0;
    return buf;
}

const char *app_saves_dir(AppContext *ctx, char *buf)
{
    if (!ctx->pref_path[0]) {
        buf[0] = 0;
        return buf;
    }
    SDL_snprintf(buf, APP_PATH_MAX, "%ssaves/", ctx->pref_path);
    if (mkdir(buf, 0755) != 0 && errno != EEXIST)
        fprintf(stderr, "alhambra: warning: cannot create %s: %s\n", buf, strerror(errno));
    return buf;
}

bool app_has_autosave(AppContext *ctx)
{
    char path[APP_PATH_MAX];
    struct stat st;
    return ctx->pref_path[0] && stat(app_autosave_path(ctx, path), &st) == 0 && st.st_size > 0;
}

void app_safe_file_name(const char *name, char *safe, size_t size)
{
    size_t w = 0;
    for (const char *p = name; *p && w + 1 < size;) {
        unsigned char c = (unsigned char)*p;
        /* keep letters (UTF-8 included, whole characters only), digits, spaces and the punctuation of
         * names proposed or typed (commas, dots, apostrophes, brackets...): Load a game shows the file
         * name. Path separators, the characters some systems refuse in a name (<>:"|?*) and control
         * characters become '_', and so does a leading dot (a hidden file, or "..") */
        size_t len = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1;
        if (c >= 0x80) {
            if (w + len >= size || SDL_strlen(p) < len)
                break;
            SDL_memcpy(safe + w, p, len);
            w += len;
            p += len;
            continue;
        }
        bool keep = c >= 0x20 && c != 0x7F && !SDL_strchr("/\\<>:\"|?*", c) && !(w == 0 && c == '.');
        safe[w++] = keep ? (char)c : '_';
        p++;
    }
    safe[w] = 0;
    if (!w)
        SDL_strlcpy(safe, "save", size);
}

bool app_save_match_as(AppContext *ctx, const char *name)
{
    char dir[APP_PATH_MAX], path[APP_PATH_MAX + 80], safe[64];
    if (!ctx->table || !ctx->pref_path[0])
        return false;
    app_safe_file_name(name, safe, sizeof safe);
    SDL_snprintf(path, sizeof path, "%s%s.json", app_saves_dir(ctx, dir), safe);
    return match_save(ctx, path);
}

void app_fill_seat_names(AppContext *ctx, AppNewGame *g)
{
    static const char *const bot_names[APP_MAX_SEATS] = {"Aixa", "Boabdil", "Zoraida", "Yusuf", "Layla", "Tariq"};
    char buf[64], num[8];
    for (int i = 0; i < g->num_seats && i < APP_MAX_SEATS; i++) {
        AppSeat *s = &g->seats[i];
        if (s->name[0])
            continue;
        if (s->is_bot)
            SDL_strlcpy(s->name, bot_names[i], sizeof s->name);
        else {
            SDL_snprintf(num, sizeof num, "%d", i + 1);
            SDL_strlcpy(s->name, trf(ctx, buf, sizeof buf, "seat.default_name", num, NULL), sizeof s->name);
            s->default_name = true;
        }
    }
}

static void translate_seats(AppContext *ctx, AppNewGame *g)
{
    for (int i = 0; i < g->num_seats && i < APP_MAX_SEATS; i++)
        if (g->seats[i].default_name)
            g->seats[i].name[0] = 0;
    app_fill_seat_names(ctx, g);
}

void app_translate_default_names(AppContext *ctx)
{
    translate_seats(ctx, &ctx->new_game);
    translate_seats(ctx, &ctx->settings.last_game);
    if (ctx->table)
        match_translate_default_names(ctx, ctx->table->match);
}

bool app_start_new_game(AppContext *ctx, AppNewGame *g)
{
    app_fill_seat_names(ctx, g);
    if (!match_start(ctx, g))
        return false;
    ctx->settings.last_game = *g;
    ctx->settings.last_game.has_seed = false;
    settings_save(ctx);
    app_set_screen(ctx, SCREEN_TABLE);
    return true;
}

/* ---------------------------------------------------------------- window */

static void update_output_size(AppContext *ctx)
{
    int w = 0, h = 0;
    if (SDL_GetRendererOutputSize(ctx->renderer, &w, &h) == 0 && w > 0 && h > 0) {
        ctx->width = w;
        ctx->height = h;
    }
    ctx->scale = (float)ctx->height / APP_DESIGN_HEIGHT;
    if (ctx->scale < 0.3f)
        ctx->scale = 0.3f;
}

void app_toggle_fullscreen(AppContext *ctx)
{
    if (!ctx->window)
        return;
    bool fs = (SDL_GetWindowFlags(ctx->window) & SDL_WINDOW_FULLSCREEN_DESKTOP) != 0;
    if (SDL_SetWindowFullscreen(ctx->window, fs ? 0 : SDL_WINDOW_FULLSCREEN_DESKTOP) == 0) {
        ctx->settings.fullscreen = !fs;
        settings_save(ctx);
    }
    update_output_size(ctx);
    app_request_frame(ctx);
}

static void set_window_icon(AppContext *ctx)
{
    SDL_Surface *icon = assets_surface("gfx/icon.svg", 64, 64);
    if (icon) {
        SDL_SetWindowIcon(ctx->window, icon);
        SDL_FreeSurface(icon);
    }
}

/* ---------------------------------------------------------------- start and stop */

static void fatal_message(bool show_box, const char *text)
{
    fprintf(stderr, "alhambra: %s\n", text);
    if (show_box)
        SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_ERROR, "Alhambra", text, NULL);
}

/* Where settings and saves live; "" when the folder cannot be made (a warning, not an error). */
static void find_pref_path(AppContext *ctx)
{
    char *p = SDL_GetPrefPath("", "alhambra");
    if (p) {
        SDL_strlcpy(ctx->pref_path, p, sizeof ctx->pref_path);
        SDL_free(p);
    } else {
        ctx->pref_path[0] = 0;
        fprintf(stderr, "alhambra: warning: no folder for settings and saves (%s); nothing will be kept.\n", SDL_GetError());
    }
}

int app_init(AppContext *ctx, const AppInit *init)
{
    char err[1024];
    memset(ctx, 0, sizeof *ctx);
    ctx->headless = init->headless;
    ctx->table_mode = init->table_mode;
    ctx->benchmark = init->benchmark;
    /* the window's class is the app id so that docks link it to the .desktop launcher */
    SDL_setenv("SDL_VIDEO_X11_WMCLASS", ALHAMBRA_APP_ID, 0);
    SDL_setenv("SDL_VIDEO_WAYLAND_WMCLASS", ALHAMBRA_APP_ID, 0);
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "1");
    SDL_SetHint(SDL_HINT_VIDEO_MINIMIZE_ON_FOCUS_LOSS, "0");
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0) {
        SDL_snprintf(err, sizeof err, "Cannot start the display: %s", SDL_GetError());
        fatal_message(false, err);
        return 1;
    }
    wake_event_type = SDL_RegisterEvents(1);
    if (!init->no_pref)
        find_pref_path(ctx);
    settings_load(ctx);
    if (init->fullscreen)
        ctx->settings.fullscreen = true;
    if (!assets_init(ctx, init->argv0, init->data_path, err, sizeof err)) {
        fatal_message(!init->headless, err);
        return 1;
    }
    IMG_Init(IMG_INIT_PNG);

    Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
    int ww = init->width, wh = init->height;
    if (init->headless)
        flags |= SDL_WINDOW_HIDDEN;
    else {
        SDL_Rect usable;
        if (SDL_GetDisplayUsableBounds(0, &usable) == 0 && (ww <= 0 || wh <= 0)) {
            /* a 16:9 window filling most of the screen */
            wh = usable.h * 85 / 100;
            ww = wh * 16 / 9;
            if (ww > usable.w * 90 / 100) {
                ww = usable.w * 90 / 100;
                wh = ww * 9 / 16;
            }
        }
        if (ww <= 0 || wh <= 0) {
            ww = 1280;
            wh = 720;
        }
        if (ctx->settings.fullscreen)
            flags |= SDL_WINDOW_FULLSCREEN_DESKTOP;
    }
    if (ww <= 0 || wh <= 0) {
        ww = 1920;
        wh = 1080;
    }
    ctx->window = SDL_CreateWindow(APP_NAME, SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, ww, wh, flags);
    if (!ctx->window) {
        SDL_snprintf(err, sizeof err, "Cannot open a window: %s", SDL_GetError());
        fatal_message(!init->headless, err);
        return 1;
    }
    SDL_SetWindowMinimumSize(ctx->window, 960, 540);
    ctx->renderer =
        render_choice_create(ctx->window, init->software, !init->benchmark, ctx->renderer_why, sizeof ctx->renderer_why);
    if (!ctx->renderer) {
        SDL_snprintf(err, sizeof err, "Cannot draw in the window: %s", SDL_GetError());
        fatal_message(!init->headless, err);
        return 1;
    }
    SDL_SetRenderDrawBlendMode(ctx->renderer, SDL_BLENDMODE_BLEND);
    update_output_size(ctx);
    if (!init->headless)
        set_window_icon(ctx);
    if (!text_init(ctx, err, sizeof err)) {
        fatal_message(!init->headless, err);
        return 1;
    }
    i18n_init(ctx);
    audio_init(ctx);
    alh_rng_seed(&ctx->cosmetic_rng, init->headless ? 1 : (uint64_t)SDL_GetPerformanceCounter(), 7);
    ctx->ui.widget_log = getenv("ALHAMBRA_WIDGET_LOG");
    ctx->screen = SCREEN_NONE;
    ctx->pending_screen = SCREEN_MENU;
    ctx->pass_return = SCREEN_TABLE;
    ctx->new_game = ctx->settings.last_game;
    return 0;
}

void app_shutdown(AppContext *ctx)
{
    if (ctx->table)
        match_end(ctx);
    screen_load_forget(ctx);
    if (ctx->ui.hand_cursor)
        SDL_FreeCursor(ctx->ui.hand_cursor);
    if (ctx->ui.arrow_cursor)
        SDL_FreeCursor(ctx->ui.arrow_cursor);
    backdrop_flush(ctx);
    paint_forget();
    drawn_cache_forget();
    audio_shutdown(ctx);
    i18n_shutdown(ctx);
    text_shutdown(ctx);
    assets_shutdown(ctx);
    if (ctx->renderer)
        SDL_DestroyRenderer(ctx->renderer);
    if (ctx->window)
        SDL_DestroyWindow(ctx->window);
    IMG_Quit();
    SDL_Quit();
    memset(ctx, 0, sizeof *ctx);
}

/* ---------------------------------------------------------------- frames */

static void switch_screen_if_asked(AppContext *ctx)
{
    if (ctx->pending_screen == SCREEN_NONE || ctx->pending_screen == ctx->screen) {
        ctx->pending_screen = SCREEN_NONE;
        return;
    }
    AppScreen next = ctx->pending_screen;
    ctx->pending_screen = SCREEN_NONE;
    ui_clear_focus(ctx);
    ctx->ui.active = 0;
    ctx->screen = next;
    if (screens[next].enter)
        screens[next].enter(ctx);
}

static void handle_global_keys(AppContext *ctx, const SDL_Event *ev)
{
    if (ev->type != SDL_KEYDOWN || ev->key.repeat)
        return;
    SDL_Keycode k = ev->key.keysym.sym;
    bool alt_enter = (k == SDLK_RETURN || k == SDLK_KP_ENTER) && (ev->key.keysym.mod & KMOD_ALT);
    if (k == SDLK_F11 || alt_enter)
        app_toggle_fullscreen(ctx);
}

static void handle_event(AppContext *ctx, const SDL_Event *ev)
{
    switch (ev->type) {
    case SDL_QUIT: ctx->quit = true; break;
    case SDL_WINDOWEVENT:
        if (ev->window.event == SDL_WINDOWEVENT_SIZE_CHANGED || ev->window.event == SDL_WINDOWEVENT_RESIZED ||
            ev->window.event == SDL_WINDOWEVENT_EXPOSED || ev->window.event == SDL_WINDOWEVENT_SHOWN)
            update_output_size(ctx);
        break;
    case SDL_RENDER_TARGETS_RESET:
    case SDL_RENDER_DEVICE_RESET:
        text_flush(ctx);
        assets_flush_textures(ctx);
        backdrop_flush(ctx);
        drawn_cache_forget();
        if (ev->type == SDL_RENDER_DEVICE_RESET)
            paint_forget();
        break;
    default: break;
    }
    handle_global_keys(ctx, ev);
    ui_handle_event(ctx, ev);
    app_request_frame(ctx);
}

void app_draw_frame(AppContext *ctx, double dt)
{
    if (ctx->text_trace)
        ctx->text_trace->last_frame = ctx->text_trace->count;
    switch_screen_if_asked(ctx);
    /* Whatever a frame draws under an opaque background over the whole window is hidden anyway: a
     * screen whose last frame drew one (backdrop_cached) is not cleared first. Any other frame is,
     * the first of a screen included. */
    bool covered = ctx->frame > 0 && ctx->screen > SCREEN_NONE && ctx->covered_frame == ctx->frame - 1 &&
                   ctx->covered_screen == (int)ctx->screen;
    if (!covered) {
        SDL_SetRenderDrawColor(ctx->renderer, PAL_SANDSTONE.r, PAL_SANDSTONE.g, PAL_SANDSTONE.b, 255);
        SDL_RenderClear(ctx->renderer);
    }
    if (ctx->screen > SCREEN_NONE && ctx->screen < SCREEN_COUNT && screens[ctx->screen].frame)
        screens[ctx->screen].frame(ctx, dt);
    ctx->frame++;
}

void app_step(AppContext *ctx, double dt)
{
    ui_begin_frame(ctx);
    ctx->frame_requested = false;
    app_draw_frame(ctx, dt);
    ui_end_frame(ctx);
}

/*
 * A click is handled where its widget is drawn, so parts drawn earlier in the same frame (the
 * board under a reserve tile just picked up) still show the state before it: after any input,
 * one more frame is drawn, or the screen would wait for the next mouse move to catch up.
 */
static bool had_input(const UiInput *in)
{
    return in->mouse_pressed || in->mouse_released || in->right_pressed || in->key_count > 0 || in->wheel_y != 0 ||
           in->text[0] != '\0';
}

int app_run(AppContext *ctx)
{
    Uint64 freq = SDL_GetPerformanceFrequency(), last = SDL_GetPerformanceCounter();
    bool need_frame = true;
    while (!ctx->quit) {
        ui_begin_frame(ctx);
        SDL_Event ev;
        if (!need_frame && !ui_script_pending(ctx)) {
            /* nothing moves: sleep until something happens (or the caret of a text field blinks) */
            if (SDL_WaitEventTimeout(&ev, ctx->ui.focus ? 500 : 5000))
                handle_event(ctx, &ev);
        }
        while (SDL_PollEvent(&ev))
            handle_event(ctx, &ev);
        if (ctx->quit)
            break;
        Uint64 now = SDL_GetPerformanceCounter();
        double dt = (double)(now - last) / (double)freq;
        if (dt > 0.25)
            dt = 0.25; /* after a sleep, animations resume rather than jump */
        last = now;
        ctx->time += dt;
        ctx->frame_requested = false;
        app_draw_frame(ctx, dt);
        ui_end_frame(ctx);
        SDL_RenderPresent(ctx->renderer);
        /* screens that animate or wait on a thread ask for the next frame themselves */
        need_frame = ctx->frame_requested || ctx->pending_screen != SCREEN_NONE || had_input(&ctx->in);
    }
    settings_save(ctx);
    return 0;
}

/* ---------------------------------------------------------------- screenshots */

bool app_render_to_png(AppContext *ctx, AppScreen screen, int w, int h, const char *path)
{
    SDL_Renderer *r = ctx->renderer;
    SDL_Texture *target = SDL_CreateTexture(r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, w, h);
    if (!target) {
        fprintf(stderr, "alhambra: cannot make a %dx%d picture: %s\n", w, h, SDL_GetError());
        return false;
    }
    SDL_SetRenderTarget(r, target);
    int old_w = ctx->width, old_h = ctx->height;
    float old_scale = ctx->scale;
    ctx->width = w;
    ctx->height = h;
    ctx->scale = (float)h / APP_DESIGN_HEIGHT;
    ctx->time = 0;
    ctx->in.mouse_x = ctx->in.mouse_y = -1; /* no hover */
    app_set_screen(ctx, screen);
    /* two frames: widgets that lay out from the previous frame settle on the second (the text
     * trace, when a test keeps one, holds the second frame's strings) */
    if (ctx->text_trace)
        ctx->text_trace->count = 0; /* both frames: pieces drawn once into a cache show in the first */
    for (int i = 0; i < 2; i++)
        app_step(ctx, 0);
    if (!path) { /* drawn for a test that reads the frame's widgets and strings, nothing saved */
        SDL_SetRenderTarget(r, NULL);
        SDL_DestroyTexture(target);
        ctx->width = old_w;
        ctx->height = old_h;
        ctx->scale = old_scale;
        return true;
    }
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
    bool ok = s && SDL_RenderReadPixels(r, NULL, SDL_PIXELFORMAT_ARGB8888, s->pixels, s->pitch) == 0;
    if (ok) {
        /* the picture is opaque: drop whatever alpha the target kept */
        for (int y = 0; y < h; y++) {
            Uint32 *row = (Uint32 *)((Uint8 *)s->pixels + (size_t)y * (size_t)s->pitch);
            for (int x = 0; x < w; x++)
                row[x] |= 0xFF000000u;
        }
        ok = IMG_SavePNG(s, path) == 0;
    }
    if (!ok)
        fprintf(stderr, "alhambra: cannot write %s: %s\n", path, SDL_GetError());
    SDL_FreeSurface(s);
    SDL_SetRenderTarget(r, NULL);
    SDL_DestroyTexture(target);
    ctx->width = old_w;
    ctx->height = old_h;
    ctx->scale = old_scale;
    return ok;
}

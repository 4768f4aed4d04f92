/* SPDX-License-Identifier: MIT */
/* Immediate-mode UI: per-frame input, buttons, panels, toggles, sliders, choices, text fields. */
#include "ui.h"

#include <math.h>
#include <stdio.h>
#include <string.h>
#include "audio.h"
#include "panel_picture.h"

enum { STEP_MOVE = 1, STEP_DOWN, STEP_UP, STEP_TAP, STEP_KEY, STEP_TEXT, STEP_WHEEL };

uint32_t ui_hash(const char *id)
{
    uint32_t h = 2166136261u;
    for (; *id; id++)
        h = (h ^ (uint8_t)*id) * 16777619u;
    return h ? h : 1;
}

bool ui_point_in(int x, int y, SDL_Rect r) { return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h; }

static void add_key(UiInput *in, SDL_Keycode key, Uint16 mods)
{
    if (in->key_count < UI_MAX_KEYS) {
        in->keys[in->key_count] = key;
        in->key_mods[in->key_count] = mods;
        in->key_count++;
    }
}

static void add_text(UiInput *in, const char *utf8)
{
    size_t have = strlen(in->text);
    SDL_strlcpy(in->text + have, utf8, sizeof in->text - have);
}

static void apply_script_step(AppContext *ctx)
{
    UiState *ui = &ctx->ui;
    UiInput *in = &ctx->in;
    if (ui->script_pos >= ui->script_len) {
        ui->script_pos = ui->script_len = 0;
        return;
    }
    UiScriptStep *st = &ui->script[ui->script_pos++];
    switch (st->kind) {
    case STEP_MOVE:
        in->mouse_x = st->x;
        in->mouse_y = st->y;
        in->mouse_moved = true;
        break;
    case STEP_DOWN:
        in->mouse_down = true;
        in->mouse_pressed = true;
        break;
    case STEP_UP:
        in->mouse_down = false;
        in->mouse_released = true;
        break;
    case STEP_TAP: /* a press and its release within one frame, as a quick click or a tap may come */
        in->mouse_pressed = in->mouse_released = true;
        in->mouse_down = false;
        break;
    case STEP_KEY: add_key(in, st->key, 0); break;
    case STEP_TEXT: add_text(in, st->text); break;
    case STEP_WHEEL:
        in->mouse_x = st->x;
        in->mouse_y = st->y;
        in->wheel_y += (int)st->key;
        break;
    default: break;
    }
}

void ui_begin_frame(AppContext *ctx)
{
    UiInput *in = &ctx->in;
    UiState *ui = &ctx->ui;
    in->mouse_pressed = in->mouse_released = in->right_pressed = in->mouse_moved = false;
    in->wheel_y = 0;
    in->key_count = 0;
    in->text[0] = 0;
    memcpy(ui->prev_widgets, ui->widgets, sizeof ui->widgets);
    memcpy(ui->prev_tips, ui->tips, (size_t)ui->tip_count * sizeof ui->tips[0]);
    ui->prev_tip_count = ui->tip_count;
    ui->tip_count = 0;
    ui->clipped = false;
    ui->prev_widget_count = ui->widget_count;
    ui->widget_count = 0;
    ui->hot = 0;
    ui->want_hand_cursor = false;
    if (ui->script_len > 0)
        apply_script_step(ctx);
}

/* Window coordinates to renderer output pixels (they differ on HiDPI screens). */
static void to_pixels(AppContext *ctx, int wx, int wy, int *px, int *py)
{
    int ww = 0, wh = 0;
    if (ctx->window)
        SDL_GetWindowSize(ctx->window, &ww, &wh);
    *px = ww > 0 ? (int)((long)wx * ctx->width / ww) : wx;
    *py = wh > 0 ? (int)((long)wy * ctx->height / wh) : wy;
}

void ui_handle_event(AppContext *ctx, const SDL_Event *ev)
{
    UiInput *in = &ctx->in;
    switch (ev->type) {
    case SDL_MOUSEMOTION:
        to_pixels(ctx, ev->motion.x, ev->motion.y, &in->mouse_x, &in->mouse_y);
        in->mouse_moved = true;
        break;
    case SDL_MOUSEBUTTONDOWN:
        to_pixels(ctx, ev->button.x, ev->button.y, &in->mouse_x, &in->mouse_y);
        if (ev->button.button == SDL_BUTTON_LEFT) {
            in->mouse_down = true;
            in->mouse_pressed = true;
        } else if (ev->button.button == SDL_BUTTON_RIGHT)
            in->right_pressed = true;
        break;
    case SDL_MOUSEBUTTONUP:
        to_pixels(ctx, ev->button.x, ev->button.y, &in->mouse_x, &in->mouse_y);
        if (ev->button.button == SDL_BUTTON_LEFT) {
            in->mouse_down = false;
            in->mouse_released = true;
        }
        break;
    case SDL_MOUSEWHEEL: in->wheel_y += ev->wheel.direction == SDL_MOUSEWHEEL_FLIPPED ? -ev->wheel.y : ev->wheel.y; break;
    case SDL_KEYDOWN: add_key(in, ev->key.keysym.sym, ev->key.keysym.mod); break;
    case SDL_TEXTINPUT: add_text(in, ev->text.text); break;
    case SDL_WINDOWEVENT:
        if (ev->window.event == SDL_WINDOWEVENT_LEAVE) {
            in->mouse_x = -1;
            in->mouse_y = -1;
        }
        break;
    default: break;
    }
}

/*
 * For tests that drive a real window with X events (xdotool): after each frame, the widgets
 * drawn are listed as "hash x y w h" lines, so a script can find where to click. Written to a
 * temporary name and renamed, so a reader never sees half a list. Off unless the variable is set.
 */
static void write_widget_log(const UiState *ui)
{
    char tmp[1024];
    snprintf(tmp, sizeof tmp, "%s.tmp", ui->widget_log);
    FILE *f = fopen(tmp, "w");
    if (!f)
        return;
    for (int i = 0; i < ui->widget_count; i++) {
        SDL_Rect r = ui->widgets[i].rect;
        fprintf(f, "%08x %d %d %d %d\n", (unsigned)ui->widgets[i].id, r.x, r.y, r.w, r.h);
    }
    if (fclose(f) == 0)
        rename(tmp, ui->widget_log);
}

/* The tooltip under the mouse, in a dark box beside it, kept on the screen. */
static void draw_tooltip(AppContext *ctx)
{
    const UiState *ui = &ctx->ui;
    const UiTip *tip = NULL;
    for (int i = 0; i < ui->tip_count; i++)
        if (ui_point_in(ctx->in.mouse_x, ctx->in.mouse_y, ui->tips[i].rect) && ui->tips[i].text[0])
            tip = &ui->tips[i];
    if (!tip)
        return;
    int fs = app_px(ctx, 20) < 14 ? 14 : app_px(ctx, 20), pad = app_px(ctx, 8) < 5 ? 5 : app_px(ctx, 8);
    int max_w = app_px(ctx, 520) < 280 ? 280 : app_px(ctx, 520);
    int w = 0, h = 0;
    text_measure(ctx, FONT_UI, fs, tip->text, &w, &h);
    if (w > max_w) {
        h = text_draw_wrapped(ctx, FONT_UI, fs, 0, 0, max_w, PAL_WHITE, TEXT_LEFT, tip->text, false);
        w = max_w;
    }
    SDL_Rect box = {ctx->in.mouse_x + app_px(ctx, 18), ctx->in.mouse_y + app_px(ctx, 20), w + 2 * pad, h + 2 * pad};
    if (box.x + box.w > ctx->width)
        box.x = ctx->in.mouse_x - box.w - app_px(ctx, 8);
    if (box.y + box.h > ctx->height)
        box.y = ctx->in.mouse_y - box.h - app_px(ctx, 8);
    if (box.x < 0)
        box.x = 0;
    if (box.y < 0)
        box.y = 0;
    SDL_FRect fb = paint_frect(box);
    paint_shadow(ctx->renderer, fb, (float)pad, (float)pad, (float)pad / 2, 80);
    paint_round_rect(ctx->renderer, fb, (float)pad, (SDL_Color){0x2B, 0x21, 0x18, 235});
    text_draw_wrapped(ctx, FONT_UI, fs, box.x + pad, box.y + pad, box.w - 2 * pad, (SDL_Color){0xFB, 0xF3, 0xE4, 255}, TEXT_LEFT,
                      tip->text, true);
}

void ui_end_frame(AppContext *ctx)
{
    UiState *ui = &ctx->ui;
    draw_tooltip(ctx);
    if (ui->widget_log && !ctx->headless)
        write_widget_log(ui);
    if (!ctx->in.mouse_down)
        ui->active = 0;
    if (ctx->window) {
        if (!ui->hand_cursor)
            ui->hand_cursor = SDL_CreateSystemCursor(SDL_SYSTEM_CURSOR_HAND);
        if (!ui->arrow_cursor)
            ui->arrow_cursor = SDL_CreateSystemCursor(SDL_SYSTEM_CURSOR_ARROW);
        SDL_Cursor *want = ui->want_hand_cursor ? ui->hand_cursor : ui->arrow_cursor;
        if (want && SDL_GetCursor() != want)
            SDL_SetCursor(want);
    }
    if (ui->script_len > 0)
        app_request_frame(ctx);
}

void ui_set_clip(AppContext *ctx, const SDL_Rect *clip)
{
    ctx->ui.clipped = clip != NULL;
    if (clip)
        ctx->ui.clip = *clip;
}

/* rect cut to the clip while one is set; false when nothing of it is left. */
static bool clip_rect(const AppContext *ctx, SDL_Rect *rect)
{
    if (!ctx->ui.clipped)
        return true;
    SDL_Rect cut;
    if (!SDL_IntersectRect(rect, &ctx->ui.clip, &cut))
        return false;
    *rect = cut;
    return true;
}

static void register_widget(AppContext *ctx, uint32_t h, SDL_Rect rect)
{
    UiState *ui = &ctx->ui;
    if (ui->widget_count < UI_MAX_WIDGETS)
        ui->widgets[ui->widget_count++] = (UiWidgetRect){h, rect, false};
}

bool ui_rect_taken(AppContext *ctx, SDL_Rect r)
{
    const UiState *ui = &ctx->ui;
    for (int i = 0; i < ui->widget_count; i++)
        if (SDL_HasIntersection(&ui->widgets[i].rect, &r))
            return true;
    return false;
}

bool ui_hit(AppContext *ctx, const char *id, SDL_Rect rect, bool enabled)
{
    UiState *ui = &ctx->ui;
    UiInput *in = &ctx->in;
    uint32_t h = ui_hash(id);
    if (!clip_rect(ctx, &rect))
        return false; /* scrolled out of view */
    register_widget(ctx, h, rect);
    if (!enabled)
        return false;
    bool over = ui_point_in(in->mouse_x, in->mouse_y, rect);
    if (over) {
        ui->hot = h;
        ui->want_hand_cursor = true;
        if (in->mouse_pressed)
            ui->active = h;
    }
    return over && in->mouse_released && ui->active == h;
}

void ui_tooltip(AppContext *ctx, const char *id, SDL_Rect rect, const char *text)
{
    UiState *ui = &ctx->ui;
    if (ui->tip_count >= UI_MAX_TIPS || rect.w <= 0 || rect.h <= 0 || !clip_rect(ctx, &rect))
        return;
    UiTip *t = &ui->tips[ui->tip_count++];
    t->id = ui_hash(id);
    t->rect = rect;
    SDL_strlcpy(t->text, text ? text : "", sizeof t->text);
}

void ui_tooltips_covered(AppContext *ctx) { ctx->ui.tip_count = 0; }

void ui_tooltips_cover(AppContext *ctx, SDL_Rect rect)
{
    if (ui_point_in(ctx->in.mouse_x, ctx->in.mouse_y, rect))
        ctx->ui.tip_count = 0; /* the mouse is on the panel: nothing under it is pointed at */
}

const char *ui_tooltip_text(AppContext *ctx, const char *id, SDL_Rect *rect)
{
    uint32_t h = ui_hash(id);
    const UiState *ui = &ctx->ui;
    /* between frames: the frame just drawn, and only it (a tooltip gone is gone) */
    for (int i = 0; i < ui->tip_count; i++)
        if (ui->tips[i].id == h) {
            if (rect)
                *rect = ui->tips[i].rect;
            return ui->tips[i].text;
        }
    return NULL;
}

bool ui_hovered(AppContext *ctx, const char *id) { return ctx->ui.hot == ui_hash(id); }

bool ui_key_pressed(AppContext *ctx, SDL_Keycode key)
{
    for (int i = 0; i < ctx->in.key_count; i++)
        if (ctx->in.keys[i] == key)
            return true;
    return false;
}

/* ---------------------------------------------------------------- drawing */

void ui_panel(AppContext *ctx, SDL_Rect rect)
{
    SDL_Renderer *r = ctx->renderer;
    float rad = (float)app_px(ctx, 18), s = ctx->scale;
    SDL_FRect f = paint_frect(rect);
    paint_shadow_under(r, f, rad, 26 * s, 8 * s, 70);
    paint_round_rect_gradient(r, f, rad, PAL_PARCHMENT, paint_mix(PAL_PARCHMENT, PAL_SANDSTONE, 0.35f));
    paint_round_rect_outline(r, f, rad, fmaxf(1.0f, 2 * s), paint_alpha(PAL_BORDER, 200));
    /* a fine inner gold line, as on a framed card */
    float inset = 6 * s;
    SDL_FRect in = {f.x + inset, f.y + inset, f.w - 2 * inset, f.h - 2 * inset};
    paint_round_rect_outline(r, in, rad - inset, fmaxf(1.0f, 1 * s), paint_alpha(PAL_GOLD, 110));
}

void ui_label(AppContext *ctx, SDL_Rect rect, const char *text, FontRole role, int px_size, SDL_Color colour, int align)
{
    int x = rect.x, y = rect.y;
    if ((align & 3) == TEXT_CENTER)
        x += rect.w / 2;
    else if ((align & 3) == TEXT_RIGHT)
        x += rect.w;
    if ((align & 12) == TEXT_MIDDLE)
        y += rect.h / 2;
    else if ((align & 12) == TEXT_BOTTOM)
        y += rect.h;
    text_draw_fit(ctx, role, px_size, x, y, rect.w, colour, align, text);
}

/* A button's label size at its height h (shrunk down to 7/10 of it, and 11 pixels at least, to fit). */
static int button_font_px(AppContext *ctx, int h)
{
    float s = ctx->scale;
    return h < 52 * s ? (int)((float)h * 0.46f) : app_px(ctx, (float)h > 70 * s ? 30 : 24);
}

/* The label's room in a button (its margins, smaller in a narrow button) and the smallest text it
 * is shrunk to before it goes on two lines. */
static int label_room(AppContext *ctx, SDL_Rect rect)
{
    int pad = app_px(ctx, 12);
    if (pad > rect.w / 12) /* a narrow button gives its label the room of its margins */
        pad = rect.w / 12;
    return rect.w - 2 * pad;
}

static int label_floor(int font_px) { return font_px * 7 / 10 > 11 ? font_px * 7 / 10 : 11; }

/* The size label is written at on one line in max_w, from font_px down to floor. */
static int label_px(AppContext *ctx, const char *label, int font_px, int max_w, int *w)
{
    int size = font_px, floor = label_floor(font_px);
    text_measure(ctx, FONT_BOLD, size, label, w, NULL);
    while (*w > max_w && size > floor)
        text_measure(ctx, FONT_BOLD, --size, label, w, NULL);
    return size;
}

int ui_button_min_width(AppContext *ctx, const char *label, int h)
{
    int w = 0;
    text_measure(ctx, FONT_BOLD, label_floor(button_font_px(ctx, h)), label, &w, NULL);
    return w + 2 * app_px(ctx, 12) + 2;
}

int ui_button_full_width(AppContext *ctx, const char *label, int h)
{
    int w = 0;
    text_measure(ctx, FONT_BOLD, button_font_px(ctx, h), label, &w, NULL);
    return w + 2 * app_px(ctx, 12) + 2;
}

int ui_button_label_px(AppContext *ctx, SDL_Rect rect, const char *label)
{
    int w = 0;
    return label_px(ctx, label, button_font_px(ctx, rect.h), label_room(ctx, rect), &w);
}

bool ui_button(AppContext *ctx, const char *id, SDL_Rect rect, const char *label, int style)
{
    return ui_button_px(ctx, id, rect, label, style, 0);
}

bool ui_button_px(AppContext *ctx, const char *id, SDL_Rect rect, const char *label, int style, int text_px)
{
    bool enabled = !(style & UI_DISABLED);
    int widgets_before = ctx->ui.widget_count;
    bool clicked = ui_hit(ctx, id, rect, enabled);
    if (ctx->ui.widget_count > widgets_before)                   /* (none when scrolled out of view) */
        ctx->ui.widgets[ctx->ui.widget_count - 1].button = true; /* for the layout tests */
    uint32_t h = ui_hash(id);
    bool hot = enabled && ctx->ui.hot == h;
    bool pressed = hot && ctx->ui.active == h && ctx->in.mouse_down;
    bool selected = style & UI_SELECTED;
    SDL_Renderer *r = ctx->renderer;
    float s = ctx->scale, rad = fminf((float)rect.h * 0.5f, 14 * s);
    SDL_FRect f = paint_frect(rect);
    if (pressed || selected)
        f.y += 2 * s;
    int kind = style & UI_STYLE_MASK;
    int font_px = button_font_px(ctx, rect.h);
    if (text_px > 0 && text_px < font_px)
        font_px = text_px;
    SDL_Color text_col = PAL_INK;

    if (kind == UI_GHOST) {
        if (hot)
            paint_round_rect(r, f, rad, paint_alpha(PAL_BORDER, 36));
        text_col = enabled ? (hot ? PAL_TERRA_DARK : PAL_MUTED) : paint_alpha(PAL_MUTED, 110);
    } else {
        SDL_Color top, bottom, edge;
        if (kind == UI_PRIMARY) {
            top = (SDL_Color){0xC8, 0x63, 0x3F, 255};
            bottom = (SDL_Color){0xA4, 0x45, 0x2A, 255};
            edge = PAL_TERRA_DARK;
            text_col = (SDL_Color){0xFF, 0xF6, 0xE6, 255};
        } else if (kind == UI_TILE) {
            top = (SDL_Color){0x3A, 0x70, 0x9E, 255};
            bottom = (SDL_Color){0x27, 0x52, 0x78, 255};
            edge = (SDL_Color){0x1C, 0x3A, 0x56, 255};
            text_col = (SDL_Color){0xF5, 0xF0, 0xE4, 255};
        } else {
            top = (SDL_Color){0xFB, 0xF4, 0xE4, 255};
            bottom = (SDL_Color){0xEE, 0xDF, 0xC2, 255};
            edge = PAL_BORDER;
            text_col = PAL_INK;
        }
        if (selected && kind == UI_SECONDARY) {
            top = (SDL_Color){0xE9, 0xD3, 0xA8, 255};
            bottom = (SDL_Color){0xDD, 0xC2, 0x90, 255};
        }
        if (!enabled) {
            SDL_Color grey = {0xD8, 0xCF, 0xC0, 255};
            top = paint_mix(top, grey, 0.75f);
            bottom = paint_mix(bottom, grey, 0.75f);
            edge = paint_mix(edge, grey, 0.6f);
            text_col = paint_mix(text_col, (SDL_Color){0x9A, 0x8E, 0x80, 255}, 0.8f);
        } else if (hot && !pressed) {
            top = paint_mix(top, PAL_WHITE, 0.12f);
            bottom = paint_mix(bottom, PAL_WHITE, 0.10f);
        }
        /* The body, its rim and (raised) its shadow: a picture drawn once a size and look, as the
         * table's panels (a shadow and a gradient are hundreds of fills a button every frame). */
        bool raised = enabled && !pressed && !selected;
        PanelStyle look = {rad, 10 * s, 4 * s, raised ? 60 : 0, top, bottom, fmaxf(1.0f, 1.5f * s), edge};
        SDL_Rect at = {(int)lroundf(f.x), (int)lroundf(f.y), (int)lroundf(f.w), (int)lroundf(f.h)};
        panel_picture_draw(ctx, at, &look);
        if (hot && enabled) {
            SDL_FRect glow = {f.x + 3 * s, f.y + 3 * s, f.w - 6 * s, f.h - 6 * s};
            paint_round_rect_outline(r, glow, rad - 3 * s, fmaxf(1.0f, 1.5f * s), paint_alpha(PAL_GOLD, 170));
        }
    }
    int max_w = label_room(ctx, rect), pad = (rect.w - max_w) / 2;
    /* The label on one line, shrunk a little if need be; else on two lines; never past the button. */
    int w = 0, size = label_px(ctx, label, font_px, max_w, &w);
    if (w <= max_w || !strchr(label, ' ')) {
        text_draw_ellipsis(ctx, FONT_BOLD, size, (int)(f.x + f.w / 2), (int)(f.y + f.h / 2), max_w, text_col,
                           TEXT_CENTER | TEXT_MIDDLE, label);
    } else {
        size = font_px;
        int lines_h = text_draw_wrapped(ctx, FONT_BOLD, size, 0, 0, max_w, text_col, TEXT_CENTER, label, false);
        while (size > 11 && lines_h > rect.h - 4)
            lines_h = text_draw_wrapped(ctx, FONT_BOLD, --size, 0, 0, max_w, text_col, TEXT_CENTER, label, false);
        text_draw_wrapped(ctx, FONT_BOLD, size, rect.x + pad, (int)(f.y + f.h / 2) - lines_h / 2, max_w, text_col, TEXT_CENTER,
                          label, true);
    }
    if (clicked)
        audio_play(ctx, SFX_CLICK);
    return clicked;
}

void ui_toggle_draw(AppContext *ctx, SDL_Rect rect, bool value, bool hot)
{
    SDL_Renderer *r = ctx->renderer;
    float s = ctx->scale;
    float sw = 64 * s, sh = 34 * s;
    SDL_FRect track = {(float)(rect.x + rect.w) - sw, (float)rect.y + ((float)rect.h - sh) / 2, sw, sh};
    SDL_Color on = PAL_TILE_GREEN, off = (SDL_Color){0xC9, 0xB8, 0x98, 255};
    paint_round_rect(r, track, sh / 2, value ? on : off);
    paint_round_rect_outline(r, track, sh / 2, fmaxf(1, 1.5f * s), paint_alpha(PAL_BORDER, hot ? 220 : 140));
    float knob_x = value ? track.x + sw - sh / 2 : track.x + sh / 2;
    paint_circle(r, knob_x, track.y + sh / 2 + 1.5f * s, sh / 2 - 4 * s, paint_alpha(PAL_INK, 50));
    paint_circle(r, knob_x, track.y + sh / 2, sh / 2 - 4 * s, PAL_PARCHMENT);
}

bool ui_toggle(AppContext *ctx, const char *id, SDL_Rect rect, const char *label, bool *value)
{
    bool clicked = ui_hit(ctx, id, rect, true);
    if (clicked) {
        *value = !*value;
        audio_play(ctx, SFX_CLICK);
    }
    ui_toggle_draw(ctx, rect, *value, ctx->ui.hot == ui_hash(id));
    if (label)
        text_draw(ctx, FONT_UI, app_px(ctx, 26), rect.x, rect.y + rect.h / 2, PAL_INK, TEXT_LEFT | TEXT_MIDDLE, label);
    return clicked;
}

bool ui_slider(AppContext *ctx, const char *id, SDL_Rect rect, int *value, int min, int max)
{
    uint32_t h = ui_hash(id);
    ui_hit(ctx, id, rect, true);
    UiInput *in = &ctx->in;
    float s = ctx->scale;
    float knob_r = 14 * s;
    float x0 = (float)rect.x + knob_r, x1 = (float)(rect.x + rect.w) - knob_r;
    int old = *value;
    if (ctx->ui.active == h && in->mouse_down && max > min) {
        float t = ((float)in->mouse_x - x0) / (x1 - x0);
        t = t < 0 ? 0 : t > 1 ? 1 : t;
        *value = min + (int)(t * (float)(max - min) + 0.5f);
    }
    if (ctx->ui.hot == h && in->wheel_y) {
        *value += in->wheel_y * (max - min) / 20;
        if (*value < min)
            *value = min;
        if (*value > max)
            *value = max;
    }
    float t = max > min ? (float)(*value - min) / (float)(max - min) : 0;
    SDL_Renderer *r = ctx->renderer;
    float cy = (float)rect.y + (float)rect.h / 2, th = 10 * s;
    SDL_FRect track = {x0, cy - th / 2, x1 - x0, th};
    paint_round_rect(r, track, th / 2, (SDL_Color){0xD6, 0xC4, 0xA2, 255});
    SDL_FRect fill = {x0, cy - th / 2, (x1 - x0) * t, th};
    if (fill.w > 1)
        paint_round_rect(r, fill, th / 2, PAL_TERRACOTTA);
    float kx = x0 + (x1 - x0) * t;
    paint_circle(r, kx, cy + 2 * s, knob_r, paint_alpha(PAL_INK, 50));
    paint_circle(r, kx, cy, knob_r, ctx->ui.hot == h || ctx->ui.active == h ? PAL_WHITE : PAL_PARCHMENT);
    paint_ring(r, kx, cy, knob_r, fmaxf(1, 2 * s), PAL_BORDER);
    return *value != old;
}

int ui_choice_min_width(AppContext *ctx, const char *const *options, int count, int h)
{
    int widest = 0;
    for (int i = 0; i < count; i++) {
        int w = 0;
        text_measure(ctx, FONT_BOLD, (int)((float)h * 0.42f), options[i], &w, NULL);
        widest = w > widest ? w : widest;
    }
    return 2 * h + widest + app_px(ctx, 12) + 2;
}

bool ui_choice(AppContext *ctx, const char *id, SDL_Rect rect, const char *const *options, int count, int *index)
{
    char sub[96];
    int aw = rect.h;
    int old = *index;
    SDL_Rect left = {rect.x, rect.y, aw, rect.h}, right = {rect.x + rect.w - aw, rect.y, aw, rect.h};
    SDL_snprintf(sub, sizeof sub, "%s.prev", id);
    bool prev = ui_button(ctx, sub, left, "\xE2\x80\xB9", UI_SECONDARY); /* ‹ */
    SDL_snprintf(sub, sizeof sub, "%s.next", id);
    bool next = ui_button(ctx, sub, right, "\xE2\x80\xBA", UI_SECONDARY); /* › */
    /* a click on the value itself also steps forward */
    SDL_Rect mid = {rect.x + aw, rect.y, rect.w - 2 * aw, rect.h};
    bool mid_click = ui_hit(ctx, id, mid, count > 1);
    if (count > 0) {
        if (prev)
            *index = (*index + count - 1) % count;
        if (next || mid_click)
            *index = (*index + 1) % count;
        if (*index < 0 || *index >= count)
            *index = 0;
        ui_label(ctx, (SDL_Rect){mid.x + app_px(ctx, 6), mid.y, mid.w - app_px(ctx, 12), mid.h}, options[*index], FONT_BOLD,
                 (int)(rect.h * 0.42f), PAL_INK, TEXT_CENTER | TEXT_MIDDLE);
    }
    return *index != old;
}

void ui_clear_focus(AppContext *ctx)
{
    if (ctx->ui.focus && ctx->window)
        SDL_StopTextInput();
    ctx->ui.focus = 0;
}

/* Removes the last UTF-8 character of buf. */
static void utf8_pop(char *buf)
{
    size_t n = strlen(buf);
    while (n > 0) {
        n--;
        if (((uint8_t)buf[n] & 0xC0) != 0x80)
            break;
    }
    buf[n] = 0;
}

bool ui_text_field(AppContext *ctx, const char *id, SDL_Rect rect, char *buf, size_t size, const char *placeholder)
{
    uint32_t h = ui_hash(id);
    bool clicked = ui_hit(ctx, id, rect, true);
    bool changed = false;
    if (clicked && ctx->ui.focus != h) {
        ctx->ui.focus = h;
        if (ctx->window)
            SDL_StartTextInput();
    } else if (ctx->in.mouse_pressed && ctx->ui.focus == h && !ui_point_in(ctx->in.mouse_x, ctx->in.mouse_y, rect)) {
        ui_clear_focus(ctx);
    }
    bool focused = ctx->ui.focus == h;
    if (focused) {
        for (const char *t = ctx->in.text; *t;) {
            /* append whole UTF-8 characters while they fit */
            int len = 1;
            uint8_t c = (uint8_t)*t;
            if (c >= 0xF0)
                len = 4;
            else if (c >= 0xE0)
                len = 3;
            else if (c >= 0xC0)
                len = 2;
            size_t have = strlen(buf);
            if (have + (size_t)len < size && (int)strnlen(t, (size_t)len) == len) {
                memcpy(buf + have, t, (size_t)len);
                buf[have + (size_t)len] = 0;
                changed = true;
            }
            t += strnlen(t, (size_t)len);
        }
        if (ui_key_pressed(ctx, SDLK_BACKSPACE) && buf[0]) {
            utf8_pop(buf);
            changed = true;
        }
        if (ui_key_pressed(ctx, SDLK_RETURN) || ui_key_pressed(ctx, SDLK_KP_ENTER) || ui_key_pressed(ctx, SDLK_TAB))
            ui_clear_focus(ctx);
    }
    SDL_Renderer *r = ctx->renderer;
    float s = ctx->scale, rad = 10 * s;
    SDL_FRect f = paint_frect(rect);
    paint_round_rect(r, f, rad, focused ? PAL_WHITE : (SDL_Color){0xFB, 0xF6, 0xEA, 255});
    SDL_Color edge = focused ? PAL_TERRACOTTA : ctx->ui.hot == h ? PAL_BORDER : paint_alpha(PAL_BORDER, 150);
    paint_round_rect_outline(r, f, rad, fmaxf(1, (focused ? 2.5f : 1.5f) * s), edge);
    int px = (int)(rect.h * 0.44f), pad = app_px(ctx, 14);
    int tw = 0;
    if (buf[0]) {
        tw = text_draw_fit(ctx, FONT_UI, px, rect.x + pad, rect.y + rect.h / 2, rect.w - 2 * pad, PAL_INK,
                           TEXT_LEFT | TEXT_MIDDLE, buf);
    } else if (placeholder && !focused) {
        text_draw_fit(ctx, FONT_UI, px, rect.x + pad, rect.y + rect.h / 2, rect.w - 2 * pad, paint_alpha(PAL_MUTED, 160),
                      TEXT_LEFT | TEXT_MIDDLE, placeholder);
    }
    if (focused && ((int)(ctx->time * 2) % 2 == 0 || ctx->headless)) {
        SDL_Rect caret = {rect.x + pad + tw + app_px(ctx, 2), rect.y + rect.h / 5, app_px(ctx, 2) | 1, rect.h * 3 / 5};
        paint_fill_rect(r, caret, PAL_TERRACOTTA);
    }
    return changed;
}

/* ---------------------------------------------------------------- tests: scripted input */

bool ui_widget_rect(AppContext *ctx, const char *id, SDL_Rect *out)
{
    uint32_t h = ui_hash(id);
    const UiState *ui = &ctx->ui;
    /* the current frame first (when called from inside a frame), then the last one */
    for (int i = 0; i < ui->widget_count; i++)
        if (ui->widgets[i].id == h) {
            if (out)
                *out = ui->widgets[i].rect;
            return true;
        }
    for (int i = 0; i < ui->prev_widget_count; i++)
        if (ui->prev_widgets[i].id == h) {
            if (out)
                *out = ui->prev_widgets[i].rect;
            return true;
        }
    return false;
}

static void push_step(AppContext *ctx, uint8_t kind, int x, int y, SDL_Keycode key, const char *text)
{
    UiState *ui = &ctx->ui;
    int cap = (int)(sizeof ui->script / sizeof ui->script[0]);
    if (ui->script_len >= cap)
        return;
    UiScriptStep *st = &ui->script[ui->script_len++];
    memset(st, 0, sizeof *st);
    st->kind = kind;
    st->x = x;
    st->y = y;
    st->key = key;
    if (text)
        SDL_strlcpy(st->text, text, sizeof st->text);
    app_request_frame(ctx);
}

void ui_inject_click(AppContext *ctx, int x, int y)
{
    push_step(ctx, STEP_MOVE, x, y, 0, NULL);
    push_step(ctx, STEP_DOWN, x, y, 0, NULL);
    push_step(ctx, STEP_UP, x, y, 0, NULL);
}

void ui_inject_tap(AppContext *ctx, int x, int y)
{
    push_step(ctx, STEP_MOVE, x, y, 0, NULL);
    push_step(ctx, STEP_TAP, x, y, 0, NULL);
}

void ui_inject_drag(AppContext *ctx, int x0, int y0, int x1, int y1)
{
    push_step(ctx, STEP_MOVE, x0, y0, 0, NULL);
    push_step(ctx, STEP_DOWN, x0, y0, 0, NULL);
    push_step(ctx, STEP_MOVE, (x0 + x1) / 2, (y0 + y1) / 2, 0, NULL);
    push_step(ctx, STEP_MOVE, x1, y1, 0, NULL);
    push_step(ctx, STEP_UP, x1, y1, 0, NULL);
}

bool ui_click_widget(AppContext *ctx, const char *id)
{
    SDL_Rect r;
    if (!ui_widget_rect(ctx, id, &r))
        return false;
    ui_inject_click(ctx, r.x + r.w / 2, r.y + r.h / 2);
    return true;
}

void ui_inject_wheel(AppContext *ctx, int x, int y, int steps) { push_step(ctx, STEP_WHEEL, x, y, (SDL_Keycode)steps, NULL); }
void ui_inject_key(AppContext *ctx, SDL_Keycode key) { push_step(ctx, STEP_KEY, 0, 0, key, NULL); }
void ui_inject_text(AppContext *ctx, const char *utf8) { push_step(ctx, STEP_TEXT, 0, 0, 0, utf8); }
bool ui_script_pending(AppContext *ctx) { return ctx->ui.script_len > 0; }

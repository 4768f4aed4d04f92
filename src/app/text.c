/* SPDX-License-Identifier: MIT */
/* Text: TTF fonts from the data archive by role and pixel size, and a cache of rendered strings. */
#include "text.h"

#include <SDL_ttf.h>
#include <string.h>
#include "assets.h"

#define MAX_FONTS 32    /* opened (role, size) pairs */
#define MAX_STRINGS 512 /* rendered strings kept as textures */
#define MAX_TEXT_BYTES 512
#define MAX_MEASURES 1024 /* widths of measured strings (a power of two) */
#define MEASURE_TEXT 64   /* longer strings are measured every time */

static const char *const font_files[FONT_ROLES] = {"fonts/ui.ttf", "fonts/ui-bold.ttf", "fonts/title.ttf"};

typedef struct OpenFont {
    int role, size;
    TTF_Font *font;
    uint32_t used;
} OpenFont;
typedef struct CachedString {
    uint32_t hash;
    int role, size;
    Uint32 rgb; /* the colour it is drawn in: a texture tinted when drawn would be blended by SDL's
                 * software renderer in a slow general loop, an untinted one in a fast one */
    char *text;
    SDL_Texture *tex;
    int w, h;
    uint32_t used;
} CachedString;

/* Shaping a string to measure it costs as much as drawing its cached texture ten times over, and
 * wrapped and cut text is measured word by word every frame: widths are kept by string. */
typedef struct Measured {
    uint32_t hash;
    int role, size, w;
    char text[MEASURE_TEXT];
} Measured;

typedef struct TextCache {
    char *font_data[FONT_ROLES]; /* whole TTF files: fonts read from memory for their lifetime */
    size_t font_size[FONT_ROLES];
    OpenFont fonts[MAX_FONTS];
    CachedString strings[MAX_STRINGS];
    Measured measured[MAX_MEASURES];
    uint32_t clock;
} TextCache;

bool text_init(AppContext *ctx, char *err, size_t err_size)
{
    if (!TTF_WasInit() && TTF_Init() != 0) {
        SDL_snprintf(err, err_size, "Cannot start the font library: %s", TTF_GetError());
        return false;
    }
    TextCache *tc = SDL_calloc(1, sizeof *tc);
    if (!tc) {
        SDL_snprintf(err, err_size, "Out of memory");
        return false;
    }
    for (int i = 0; i < FONT_ROLES; i++) {
        tc->font_data[i] = assets_read_all(font_files[i], &tc->font_size[i]);
        if (!tc->font_data[i]) {
            SDL_snprintf(err, err_size, "The data archive is damaged: %s is missing.", font_files[i]);
            for (int j = 0; j < i; j++)
                SDL_free(tc->font_data[j]);
            SDL_free(tc);
            return false;
        }
    }
    ctx->text = tc;
    return true;
}

void text_flush(AppContext *ctx)
{
    TextCache *tc = ctx->text;
    if (!tc)
        return;
    for (int i = 0; i < MAX_STRINGS; i++) {
        CachedString *s = &tc->strings[i];
        if (s->tex)
            SDL_DestroyTexture(s->tex);
        SDL_free(s->text);
        memset(s, 0, sizeof *s);
    }
}

void text_shutdown(AppContext *ctx)
{
    TextCache *tc = ctx->text;
    if (!tc)
        return;
    text_flush(ctx);
    for (int i = 0; i < MAX_FONTS; i++)
        if (tc->fonts[i].font)
            TTF_CloseFont(tc->fonts[i].font);
    for (int i = 0; i < FONT_ROLES; i++)
        SDL_free(tc->font_data[i]);
    SDL_free(tc);
    ctx->text = NULL;
    TTF_Quit();
}

static TTF_Font *get_font(TextCache *tc, int role, int size)
{
    if (role < 0 || role >= FONT_ROLES)
        role = FONT_UI;
    if (size < 4)
        size = 4;
    if (size > 400)
        size = 400;
    int victim = 0;
    for (int i = 0; i < MAX_FONTS; i++) {
        OpenFont *f = &tc->fonts[i];
        if (f->font && f->role == role && f->size == size) {
            f->used = ++tc->clock;
            return f->font;
        }
        if (!f->font || (tc->fonts[victim].font && f->used < tc->fonts[victim].used))
            victim = i;
    }
    OpenFont *f = &tc->fonts[victim];
    if (f->font)
        TTF_CloseFont(f->font);
    SDL_RWops *rw = SDL_RWFromConstMem(tc->font_data[role], (int)tc->font_size[role]);
    f->font = rw ? TTF_OpenFontRW(rw, 1, size) : NULL;
    if (!f->font)
        return NULL;
    TTF_SetFontHinting(f->font, TTF_HINTING_LIGHT);
    f->role = role;
    f->size = size;
    f->used = ++tc->clock;
    return f->font;
}

static uint32_t hash_text(int role, int size, const char *s)
{
    uint32_t h = 2166136261u ^ (uint32_t)(role * 7919 + size * 104729);
    for (; *s; s++)
        h = (h ^ (uint8_t)*s) * 16777619u;
    return h;
}

static CachedString *get_string(AppContext *ctx, int role, int size, SDL_Color colour, const char *utf8)
{
    TextCache *tc = ctx->text;
    if (!tc || !utf8 || !*utf8)
        return NULL;
    Uint32 rgb = (Uint32)colour.r << 16 | (Uint32)colour.g << 8 | colour.b;
    uint32_t h = hash_text(role, size, utf8) ^ (rgb * 2654435761u);
    int victim = 0;
    for (int i = 0; i < MAX_STRINGS; i++) {
        CachedString *s = &tc->strings[i];
        if (s->tex && s->hash == h && s->role == role && s->size == size && s->rgb == rgb && strcmp(s->text, utf8) == 0) {
            s->used = ++tc->clock;
            return s;
        }
        if (!tc->strings[victim].tex)
            continue;
        if (!s->tex || s->used < tc->strings[victim].used)
            victim = i;
    }
    TTF_Font *font = get_font(tc, role, size);
    if (!font)
        return NULL;
    SDL_Surface *surf = TTF_RenderUTF8_Blended(font, utf8, (SDL_Color){colour.r, colour.g, colour.b, 255});
    if (!surf)
        return NULL;
    SDL_Texture *tex = SDL_CreateTextureFromSurface(ctx->renderer, surf);
    int w = surf->w, hh = surf->h;
    SDL_FreeSurface(surf);
    if (!tex)
        return NULL;
    SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND);
    CachedString *s = &tc->strings[victim];
    if (s->tex)
        SDL_DestroyTexture(s->tex);
    SDL_free(s->text);
    *s = (CachedString){h, role, size, rgb, SDL_strdup(utf8), tex, w, hh, ++tc->clock};
    return s;
}

int text_line_height(AppContext *ctx, FontRole role, int px_size)
{
    TTF_Font *f = ctx->text ? get_font(ctx->text, role, px_size) : NULL;
    return f ? TTF_FontHeight(f) : px_size;
}

void text_measure(AppContext *ctx, FontRole role, int px_size, const char *utf8, int *w, int *h)
{
    int tw = 0, th = 0;
    TTF_Font *f = ctx->text ? get_font(ctx->text, role, px_size) : NULL;
    if (f) {
        th = TTF_FontHeight(f);
        if (utf8 && *utf8) {
            uint32_t hash = hash_text(role, px_size, utf8);
            Measured *m = &ctx->text->measured[hash & (MAX_MEASURES - 1)];
            if (m->hash == hash && m->role == (int)role && m->size == px_size && strcmp(m->text, utf8) == 0)
                tw = m->w;
            else {
                TTF_SizeUTF8(f, utf8, &tw, NULL);
                if (strlen(utf8) < sizeof m->text) {
                    *m = (Measured){hash, (int)role, px_size, tw, ""};
                    memcpy(m->text, utf8, strlen(utf8) + 1);
                }
            }
        }
    }
    if (w)
        *w = tw;
    if (h)
        *h = th;
}

int text_draw(AppContext *ctx, FontRole role, int px_size, int x, int y, SDL_Color colour, int align, const char *utf8)
{
    CachedString *s = get_string(ctx, role, px_size, colour, utf8);
    if (!s)
        return 0;
    int h_align = align & 3, v_align = align & 12;
    int dx = x, dy = y;
    if (h_align == TEXT_CENTER)
        dx -= s->w / 2;
    else if (h_align == TEXT_RIGHT)
        dx -= s->w;
    if (v_align == TEXT_MIDDLE)
        dy -= s->h / 2;
    else if (v_align == TEXT_BOTTOM)
        dy -= s->h;
    else if (v_align == TEXT_BASELINE) {
        TTF_Font *f = get_font(ctx->text, role, px_size);
        dy -= f ? TTF_FontAscent(f) : s->h;
    }
    SDL_SetTextureAlphaMod(s->tex, colour.a);
    SDL_Rect dst = {dx, dy, s->w, s->h};
    SDL_RenderCopy(ctx->renderer, s->tex, NULL, &dst);
    TextTrace *tt = ctx->text_trace;
    if (tt && tt->count < tt->cap) {
        /* What shows: the part inside the renderer's clip (a scrolled panel), nothing when none. */
        SDL_Rect shown = dst;
        if (SDL_RenderIsClipEnabled(ctx->renderer)) {
            SDL_Rect clip;
            SDL_RenderGetClipRect(ctx->renderer, &clip);
            if (!SDL_IntersectRect(&dst, &clip, &shown))
                return s->w;
        }
        SDL_strlcpy(tt->items[tt->count].text, utf8, sizeof tt->items[tt->count].text);
        tt->items[tt->count++].rect = shown;
    }
    return s->w;
}

void text_trace_cover(AppContext *ctx, SDL_Rect r)
{
    TextTrace *tt = ctx->text_trace;
    for (int i = tt ? tt->last_frame : 0; tt && i < tt->count; i++) {
        SDL_Rect *a = &tt->items[i].rect;
        if (a->x < r.x + r.w && r.x < a->x + a->w && a->y < r.y + r.h && r.y < a->y + a->h)
            tt->items[i].text[0] = '\0'; /* hidden under the panel: no longer text on the screen */
    }
}

int text_draw_ellipsis(AppContext *ctx, FontRole role, int px_size, int x, int y, int max_w, SDL_Color colour, int align,
                       const char *utf8)
{
    int w = 0;
    text_measure(ctx, role, px_size, utf8, &w, NULL);
    if (w <= max_w || !utf8)
        return text_draw(ctx, role, px_size, x, y, colour, align, utf8);
    char buf[MAX_TEXT_BYTES];
    size_t n = strlen(utf8);
    if (n >= sizeof buf - 4)
        n = sizeof buf - 4;
    while (n > 0) {
        /* back to the start of a UTF-8 character */
        do
            n--;
        while (n > 0 && ((unsigned char)utf8[n] & 0xC0) == 0x80);
        memcpy(buf, utf8, n);
        memcpy(buf + n, "\xE2\x80\xA6", 4); /* … */
        text_measure(ctx, role, px_size, buf, &w, NULL);
        if (w <= max_w)
            break;
    }
    if (n == 0)
        return 0;
    return text_draw(ctx, role, px_size, x, y, colour, align, buf);
}

int text_draw_fit(AppContext *ctx, FontRole role, int px_size, int x, int y, int max_w, SDL_Color colour, int align,
                  const char *utf8)
{
    /* shrunk to fit, but never below 11 pixels: text too small to read is no text */
    int size = px_size, w = 0, floor = px_size * 6 / 10 > 11 ? px_size * 6 / 10 : 11;
    while (size > floor) {
        text_measure(ctx, role, size, utf8, &w, NULL);
        if (w <= max_w)
            break;
        size--;
    }
    /* still too wide at the smallest size: cut with an ellipsis rather than run over its neighbours */
    return text_draw_ellipsis(ctx, role, size, x, y, max_w, colour, align, utf8);
}

/* Whether the space at s[i] holds two words together: French sets a space before : ; ! ? and »
 * and after «, and a line never begins with such a mark ("Joueur 2" then ": 5 points" below). */
static bool glued_space(const char *s, size_t i, size_t len)
{
    if (i + 1 < len && strchr(":;!?", s[i + 1]) && (i + 2 >= len || s[i + 2] == ' '))
        return true;
    if (i + 2 < len && (unsigned char)s[i + 1] == 0xC2 && (unsigned char)s[i + 2] == 0xBB) /* » */
        return true;
    return i >= 2 && (unsigned char)s[i - 2] == 0xC2 && (unsigned char)s[i - 1] == 0xAB; /* « */
}

/* Length in bytes of the longest prefix of s (up to a line end) that fits max_w, broken at a space
 * (never one that glues a French mark to its word). */
static size_t fit_line(AppContext *ctx, FontRole role, int px, const char *s, int max_w, size_t *next)
{
    char buf[MAX_TEXT_BYTES];
    size_t len = strcspn(s, "\n");
    size_t best = 0, i = 0;
    if (len >= sizeof buf)
        len = sizeof buf - 1;
    while (i <= len) {
        size_t word_end = i;
        while (word_end < len && (s[word_end] != ' ' || glued_space(s, word_end, len)))
            word_end++;
        memcpy(buf, s, word_end);
        buf[word_end] = 0;
        int w = 0;
        text_measure(ctx, role, px, buf, &w, NULL);
        if (w > max_w && best > 0)
            break;
        best = word_end;
        if (w > max_w)
            break; /* one word longer than the line: keep it whole */
        if (word_end >= len)
            break;
        i = word_end + 1;
    }
    size_t n = best;
    size_t after = n;
    while (s[after] == ' ')
        after++;
    if (s[after] == '\n')
        after++;
    *next = after;
    return n;
}

int text_draw_wrapped(AppContext *ctx, FontRole role, int px_size, int x, int y, int max_w, SDL_Color colour, int align,
                      const char *utf8, bool draw)
{
    if (!utf8)
        return 0;
    int line_h = text_line_height(ctx, role, px_size);
    int h = 0;
    const char *s = utf8;
    char buf[MAX_TEXT_BYTES];
    while (*s) {
        size_t next = 0;
        size_t n = fit_line(ctx, role, px_size, s, max_w, &next);
        if (n >= sizeof buf)
            n = sizeof buf - 1;
        memcpy(buf, s, n);
        buf[n] = 0;
        if (draw && n > 0) {
            int lx = x;
            if ((align & 3) == TEXT_CENTER)
                lx = x + max_w / 2;
            else if ((align & 3) == TEXT_RIGHT)
                lx = x + max_w;
            text_draw(ctx, role, px_size, lx, y + h, colour, (align & 3) | TEXT_TOP, buf);
        }
        h += line_h;
        if (next == 0)
            break;
        s += next;
    }
    return h;
}

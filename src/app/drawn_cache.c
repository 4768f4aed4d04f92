/* SPDX-License-Identifier: MIT */
/* Pictures drawn once by code into textures and reused while their key and size stay the same. */
#include "drawn_cache.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#define DRAWN_MAX 512
#define DRAWN_KEY 64
#define DRAWN_BUDGET (96u * 1024u * 1024u) /* bytes of texture memory before old pictures go */
#define DRAWN_MAX_SIDE 4096

typedef struct Drawn {
    SDL_Renderer *owner;
    char key[DRAWN_KEY];
    int w, h;
    SDL_Texture *tex;
    Uint32 used;
} Drawn;

/* One cache for the program: the client has one renderer at a time (see drawn_cache_forget). */
static Drawn drawn[DRAWN_MAX];
static Uint32 drawn_clock;
static size_t drawn_bytes;
static unsigned long drawn_misses, drawn_hits;

static void drop(Drawn *d)
{
    if (d->tex) {
        SDL_DestroyTexture(d->tex);
        drawn_bytes -= (size_t)d->w * (size_t)d->h * 4u;
    }
    memset(d, 0, sizeof *d);
}

void drawn_cache_forget(void)
{
    for (int i = 0; i < DRAWN_MAX; i++)
        if (drawn[i].tex)
            drop(&drawn[i]);
    drawn_bytes = 0;
}

void drawn_cache_stats(unsigned long *misses, unsigned long *hits)
{
    if (misses)
        *misses = drawn_misses;
    if (hits)
        *hits = drawn_hits;
}

static Drawn *oldest(void)
{
    Drawn *victim = NULL;
    for (int i = 0; i < DRAWN_MAX; i++) {
        if (!drawn[i].tex)
            return &drawn[i];
        if (!victim || drawn[i].used < victim->used)
            victim = &drawn[i];
    }
    return victim;
}

/* Renders into a fresh target texture, then puts back the caller's target, clip and viewport:
 * SDL2 forgets the clip when switching from one texture target to another. */
static SDL_Texture *render_picture(AppContext *ctx, Uint32 format, int w, int h, SDL_Color edge, DrawnPaint paint,
                                   const void *data)
{
    SDL_Renderer *r = ctx->renderer;
    SDL_Texture *tex = SDL_CreateTexture(r, format, SDL_TEXTUREACCESS_TARGET, w, h);
    if (!tex)
        return NULL;
    SDL_Texture *previous = SDL_GetRenderTarget(r);
    SDL_Rect clip, viewport;
    bool clipped = SDL_RenderIsClipEnabled(r);
    SDL_RenderGetClipRect(r, &clip);
    SDL_RenderGetViewport(r, &viewport);
    SDL_BlendMode mode;
    SDL_GetRenderDrawBlendMode(r, &mode);
    if (SDL_SetRenderTarget(r, tex) != 0) {
        SDL_DestroyTexture(tex);
        return NULL;
    }
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE);
    SDL_SetRenderDrawColor(r, edge.r, edge.g, edge.b, 0);
    SDL_RenderClear(r);
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
    paint(ctx, (SDL_Rect){0, 0, w, h}, data);
    SDL_SetRenderTarget(r, previous);
    SDL_RenderSetViewport(r, &viewport);
    SDL_RenderSetClipRect(r, clipped ? &clip : NULL);
    SDL_SetRenderDrawBlendMode(r, mode);
    SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND);
    return tex;
}

Uint32 drawn_cache_opaque_format(AppContext *ctx)
{
    /* SDL's software renderer copies a picture without blending as a plain copy of memory only
     * when it has the window's own format; converting each pixel costs several times more */
    SDL_RendererInfo info;
    if (!ctx->renderer || SDL_GetRendererInfo(ctx->renderer, &info) != 0 || !(info.flags & SDL_RENDERER_SOFTWARE) || !ctx->window)
        return SDL_PIXELFORMAT_ARGB8888;
    Uint32 f = SDL_GetWindowPixelFormat(ctx->window);
    return f == SDL_PIXELFORMAT_RGB888 || f == SDL_PIXELFORMAT_BGR888 ? f : SDL_PIXELFORMAT_ARGB8888;
}

static SDL_Texture *get_picture(AppContext *ctx, bool opaque, const char *key, int w, int h, SDL_Color edge, DrawnPaint paint,
                                const void *data)
{
    SDL_Renderer *r = ctx->renderer;
    if (!r || !key || !paint || w <= 0 || h <= 0 || w > DRAWN_MAX_SIDE || h > DRAWN_MAX_SIDE || strlen(key) >= DRAWN_KEY ||
        !SDL_RenderTargetSupported(r))
        return NULL;
    for (int i = 0; i < DRAWN_MAX; i++) {
        Drawn *d = &drawn[i];
        if (d->tex && d->owner == r && d->w == w && d->h == h && strcmp(d->key, key) == 0) {
            d->used = ++drawn_clock;
            drawn_hits++;
            return d->tex;
        }
    }
    size_t bytes = (size_t)w * (size_t)h * 4u;
    while (drawn_bytes + bytes > DRAWN_BUDGET && drawn_bytes > 0) {
        Drawn *v = oldest();
        if (!v || !v->tex || v->used == drawn_clock) /* never the picture just handed out */
            break;
        drop(v);
    }
    Drawn *slot = oldest();
    if (slot->tex && slot->used == drawn_clock)
        return NULL; /* a cache of one picture: keep the one just handed out */
    if (slot->tex)
        drop(slot);
    SDL_Texture *tex =
        render_picture(ctx, opaque ? drawn_cache_opaque_format(ctx) : SDL_PIXELFORMAT_ARGB8888, w, h, edge, paint, data);
    if (!tex)
        return NULL;
    if (opaque)
        SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_NONE);
    drawn_misses++;
    *slot = (Drawn){r, "", w, h, tex, ++drawn_clock};
    SDL_strlcpy(slot->key, key, sizeof slot->key);
    drawn_bytes += bytes;
    return tex;
}

SDL_Texture *drawn_cache_get(AppContext *ctx, const char *key, int w, int h, SDL_Color edge, DrawnPaint paint, const void *data)
{
    return get_picture(ctx, false, key, w, h, edge, paint, data);
}

SDL_Texture *drawn_cache_get_opaque(AppContext *ctx, const char *key, int w, int h, DrawnPaint paint, const void *data)
{
    char k[DRAWN_KEY];
    int n = snprintf(k, sizeof k, "%s#opaque", key ? key : "");
    if (!key || n <= 0 || n >= (int)sizeof k)
        return NULL;
    return get_picture(ctx, true, k, w, h, (SDL_Color){0, 0, 0, 255}, paint, data);
}

int drawn_cache_bucket(int px)
{
    if (px <= 8)
        return px < 1 ? 1 : px;
    float b = 8.0f;
    while ((int)ceilf(b) < px)
        b *= 1.08f;
    return (int)ceilf(b);
}

bool drawn_cache_draw(AppContext *ctx, const char *key, int w, int h, SDL_Color edge, DrawnPaint paint, const void *data,
                      SDL_FRect dst, Uint8 alpha)
{
    SDL_Texture *tex = drawn_cache_get(ctx, key, w, h, edge, paint, data);
    if (tex) {
        SDL_SetTextureAlphaMod(tex, alpha);
        return SDL_RenderCopyF(ctx->renderer, tex, NULL, &dst) == 0;
    }
    if (!paint || w <= 0 || h <= 0)
        return false;
    paint(ctx, (SDL_Rect){(int)dst.x, (int)dst.y, w, h}, data);
    return true;
}

/* ------------------------------------------------------------------ settled copies */

/* The settled copies asked for in this frame and the one before, by hash of their key. */
#define SETTLED_SEEN 256
static Uint32 seen[2][SETTLED_SEEN];
static int seen_count[2];
static Uint32 seen_frame;

static Uint32 hash_key(const char *key)
{
    Uint32 h = 2166136261u;
    for (; *key; key++)
        h = (h ^ (Uint8)*key) * 16777619u;
    return h;
}

/* Notes that key was asked for in this frame; true when it was asked for in the previous one too. */
static bool seen_twice(Uint32 frame, Uint32 h)
{
    if (frame != seen_frame) {
        bool consecutive = frame == seen_frame + 1;
        memcpy(seen[0], seen[1], sizeof seen[0]);
        seen_count[0] = consecutive ? seen_count[1] : 0;
        seen_count[1] = 0;
        seen_frame = frame;
    }
    if (seen_count[1] < SETTLED_SEEN)
        seen[1][seen_count[1]++] = h;
    for (int i = 0; i < seen_count[0]; i++)
        if (seen[0][i] == h)
            return true;
    return false;
}

typedef struct SettledSpec {
    SDL_Texture *picture;
    Uint8 alpha;
} SettledSpec;

/* The picture scaled to the area with its alpha multiplied in, replacing (not blending) the cleared
 * pixels: blending the result later gives what the scaled, faded copy gave. */
static void paint_settled(AppContext *ctx, SDL_Rect area, const void *data)
{
    const SettledSpec *s = data;
    SDL_SetTextureBlendMode(s->picture, SDL_BLENDMODE_NONE);
    SDL_SetTextureAlphaMod(s->picture, s->alpha);
    SDL_RenderCopy(ctx->renderer, s->picture, NULL, &area);
    SDL_SetTextureAlphaMod(s->picture, 255);
    SDL_SetTextureBlendMode(s->picture, SDL_BLENDMODE_BLEND);
}

/* Copies tex to px leaving out what covered hides: the bands above and below it, then the parts
 * on its left and right. */
static void copy_around(SDL_Renderer *r, SDL_Texture *tex, SDL_Rect px, SDL_Rect covered)
{
    SDL_Rect hole;
    if (!SDL_IntersectRect(&px, &covered, &hole)) {
        SDL_RenderCopy(r, tex, NULL, &px);
        return;
    }
    SDL_Rect parts[4] = {
        {px.x, px.y, px.w, hole.y - px.y},
        {px.x, hole.y + hole.h, px.w, px.y + px.h - hole.y - hole.h},
        {px.x, hole.y, hole.x - px.x, hole.h},
        {hole.x + hole.w, hole.y, px.x + px.w - hole.x - hole.w, hole.h},
    };
    for (int i = 0; i < 4; i++) {
        if (parts[i].w <= 0 || parts[i].h <= 0)
            continue;
        SDL_Rect src = {parts[i].x - px.x, parts[i].y - px.y, parts[i].w, parts[i].h};
        SDL_RenderCopy(r, tex, &src, &parts[i]);
    }
}

static bool draw_settled(AppContext *ctx, const char *key, int w, int h, SDL_Color edge, DrawnPaint paint, const void *data,
                         SDL_FRect dst, Uint8 alpha, const SDL_Rect *covered)
{
    /* the pixels SDL's software renderer covers for dst (it truncates each coordinate) */
    SDL_Rect px = {(int)dst.x, (int)dst.y, (int)dst.w, (int)dst.h};
    char settled_key[DRAWN_KEY];
    int n = snprintf(settled_key, sizeof settled_key, "%s@%dx%d:%u", key ? key : "", px.w, px.h, (unsigned)alpha);
    if (!key || n <= 0 || n >= (int)sizeof settled_key || px.w <= 0 || px.h <= 0 || alpha == 0 ||
        (px.w == w && px.h == h && alpha == 255) || !seen_twice(ctx->frame, hash_key(settled_key)))
        return drawn_cache_draw(ctx, key, w, h, edge, paint, data, dst, alpha);
    SDL_Texture *picture = drawn_cache_get(ctx, key, w, h, edge, paint, data);
    if (!picture)
        return drawn_cache_draw(ctx, key, w, h, edge, paint, data, dst, alpha);
    /* the picture was used just now, so making room for the copy never drops it */
    SettledSpec spec = {picture, alpha};
    SDL_Texture *tex = drawn_cache_get(ctx, settled_key, px.w, px.h, edge, paint_settled, &spec);
    if (!tex)
        return drawn_cache_draw(ctx, key, w, h, edge, paint, data, dst, alpha);
    SDL_SetTextureAlphaMod(tex, 255);
    if (covered)
        copy_around(ctx->renderer, tex, px, *covered);
    else
        SDL_RenderCopy(ctx->renderer, tex, NULL, &px);
    return true;
}

bool drawn_cache_draw_settled(AppContext *ctx, const char *key, int w, int h, SDL_Color edge, DrawnPaint paint, const void *data,
                              SDL_FRect dst, Uint8 alpha)
{
    return draw_settled(ctx, key, w, h, edge, paint, data, dst, alpha, NULL);
}

bool drawn_cache_draw_settled_around(AppContext *ctx, const char *key, int w, int h, SDL_Color edge, DrawnPaint paint,
                                     const void *data, SDL_FRect dst, Uint8 alpha, SDL_Rect covered)
{
    return draw_settled(ctx, key, w, h, edge, paint, data, dst, alpha, &covered);
}

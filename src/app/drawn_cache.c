/* SPDX-License-Identifier: MIT */
/* Pictures drawn once by code into textures and reused while their key and size stay the same. */
#include "drawn_cache.h"

#include <math.h>
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
static SDL_Texture *render_picture(AppContext *ctx, int w, int h, SDL_Color edge, DrawnPaint paint, const void *data)
{
    SDL_Renderer *r = ctx->renderer;
    SDL_Texture *tex = SDL_CreateTexture(r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, w, h);
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

SDL_Texture *drawn_cache_get(AppContext *ctx, const char *key, int w, int h, SDL_Color edge, DrawnPaint paint, const void *data)
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
        if (!v || !v->tex)
            break;
        drop(v);
    }
    Drawn *slot = oldest();
    if (slot->tex)
        drop(slot);
    SDL_Texture *tex = render_picture(ctx, w, h, edge, paint, data);
    if (!tex)
        return NULL;
    drawn_misses++;
    *slot = (Drawn){r, "", w, h, tex, ++drawn_clock};
    SDL_strlcpy(slot->key, key, sizeof slot->key);
    drawn_bytes += bytes;
    return tex;
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

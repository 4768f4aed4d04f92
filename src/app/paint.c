/* SPDX-License-Identifier: MIT */
/* Drawing primitives with soft, anti-aliased edges: rounded rectangles, rings, shadows, stars. */
#include "paint.h"

#include <math.h>
#include <stdint.h>
#include <stdbool.h>
#include <string.h>

#define MAX_OUTLINE 96
#define FEATHER 1.0f /* pixels over which an edge fades out: cheap anti-aliasing */

typedef struct Outline {
    int n;
    SDL_FPoint p[MAX_OUTLINE];   /* points on the shape's edge */
    SDL_FPoint nrm[MAX_OUTLINE]; /* outward unit normals */
} Outline;

/* Colour of a vertex: a vertical gradient between top and bottom, scaled alpha. */
typedef struct Fill {
    SDL_Color top, bottom;
    float y0, h;
} Fill;

SDL_Color paint_alpha(SDL_Color c, Uint8 alpha)
{
    c.a = alpha;
    return c;
}

SDL_Color paint_mix(SDL_Color a, SDL_Color b, float t)
{
    if (t < 0)
        t = 0;
    if (t > 1)
        t = 1;
    SDL_Color c = {
        (Uint8)(a.r + (b.r - a.r) * t),
        (Uint8)(a.g + (b.g - a.g) * t),
        (Uint8)(a.b + (b.b - a.b) * t),
        (Uint8)(a.a + (b.a - a.a) * t),
    };
    return c;
}

static SDL_Color fill_at(const Fill *f, float y, float alpha_scale)
{
    float t = f->h > 0 ? (y - f->y0) / f->h : 0;
    SDL_Color c = paint_mix(f->top, f->bottom, t);
    c.a = (Uint8)(c.a * alpha_scale + 0.5f);
    return c;
}

static void outline_round_rect(Outline *o, SDL_FRect r, float radius)
{
    float rmax = fminf(r.w, r.h) * 0.5f;
    if (radius > rmax)
        radius = rmax;
    if (radius < 0)
        radius = 0;
    int segs = radius < 2 ? 1 : (int)fminf(8.0f, fmaxf(2.0f, radius / 5.0f));
    const float cx[4] = {r.x + r.w - radius, r.x + r.w - radius, r.x + radius, r.x + radius};
    const float cy[4] = {r.y + radius, r.y + r.h - radius, r.y + r.h - radius, r.y + radius};
    const float start[4] = {-(float)M_PI / 2, 0, (float)M_PI / 2, (float)M_PI};
    o->n = 0;
    for (int c = 0; c < 4; c++) {
        for (int i = 0; i <= segs; i++) {
            float a = start[c] + (float)(M_PI / 2) * (float)i / (float)segs;
            float nx = cosf(a), ny = sinf(a);
            o->p[o->n] = (SDL_FPoint){cx[c] + nx * radius, cy[c] + ny * radius};
            o->nrm[o->n] = (SDL_FPoint){nx, ny};
            o->n++;
        }
    }
}

static void outline_circle(Outline *o, float cx, float cy, float radius)
{
    int segs = (int)fminf(72.0f, fmaxf(20.0f, radius * 1.2f));
    o->n = segs;
    for (int i = 0; i < segs; i++) {
        float a = (float)(2 * M_PI) * (float)i / (float)segs;
        o->nrm[i] = (SDL_FPoint){cosf(a), sinf(a)};
        o->p[i] = (SDL_FPoint){cx + o->nrm[i].x * radius, cy + o->nrm[i].y * radius};
    }
}

/* The band between the outline moved by off_a and by off_b along the normals. */
static void emit_band(SDL_Renderer *r, const Outline *o, float off_a, float alpha_a, float off_b, float alpha_b, const Fill *f)
{
    SDL_Vertex v[MAX_OUTLINE * 2];
    int idx[MAX_OUTLINE * 6];
    int n = o->n, k = 0;
    for (int i = 0; i < n; i++) {
        SDL_FPoint pa = {o->p[i].x + o->nrm[i].x * off_a, o->p[i].y + o->nrm[i].y * off_a};
        SDL_FPoint pb = {o->p[i].x + o->nrm[i].x * off_b, o->p[i].y + o->nrm[i].y * off_b};
        v[2 * i] = (SDL_Vertex){pa, fill_at(f, pa.y, alpha_a), {0, 0}};
        v[2 * i + 1] = (SDL_Vertex){pb, fill_at(f, pb.y, alpha_b), {0, 0}};
    }
    for (int i = 0; i < n; i++) {
        int j = (i + 1) % n;
        idx[k++] = 2 * i;
        idx[k++] = 2 * i + 1;
        idx[k++] = 2 * j;
        idx[k++] = 2 * j;
        idx[k++] = 2 * i + 1;
        idx[k++] = 2 * j + 1;
    }
    SDL_RenderGeometry(r, NULL, v, 2 * n, idx, k);
}

/* The inside of the outline moved by off (negative = inwards), as a fan around its centroid. */
static void emit_fan(SDL_Renderer *r, const Outline *o, float off, const Fill *f)
{
    SDL_Vertex v[MAX_OUTLINE + 1];
    int idx[MAX_OUTLINE * 3];
    int n = o->n, k = 0;
    float sx = 0, sy = 0;
    for (int i = 0; i < n; i++) {
        sx += o->p[i].x;
        sy += o->p[i].y;
    }
    SDL_FPoint c = {sx / (float)n, sy / (float)n};
    v[n] = (SDL_Vertex){c, fill_at(f, c.y, 1), {0, 0}};
    for (int i = 0; i < n; i++) {
        SDL_FPoint p = {o->p[i].x + o->nrm[i].x * off, o->p[i].y + o->nrm[i].y * off};
        v[i] = (SDL_Vertex){p, fill_at(f, p.y, 1), {0, 0}};
        idx[k++] = n;
        idx[k++] = i;
        idx[k++] = (i + 1) % n;
    }
    SDL_RenderGeometry(r, NULL, v, n + 1, idx, k);
}

static void fill_outline(SDL_Renderer *r, const Outline *o, const Fill *f, float feather)
{
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
    emit_fan(r, o, -feather * 0.5f, f);
    emit_band(r, o, -feather * 0.5f, 1, feather * 0.5f, 0, f);
}

/* ---------------------------------------------------------------- corner textures
 *
 * Rounded corners, rings and shadow corners are drawn from small cached textures of a quarter
 * shape (white with anti-aliased coverage in alpha), tinted when copied. Straight edges are plain
 * rectangles. Both are fast on every renderer, including the software one, where triangles are not.
 */
enum { CORNER_DISC = 1, CORNER_RING, CORNER_SHADOW };
#define CORNER_CACHE 160
#define CORNER_MAX 160 /* larger shapes fall back to triangles */

typedef struct CornerTex {
    SDL_Renderer *owner;
    int kind, size, a, b, quadrant; /* quadrant: 0 top-left, 1 top-right, 2 bottom-right, 3 bottom-left */
    SDL_Texture *tex;
    uint32_t used;
} CornerTex;

/* One cache for the program: the client has one renderer at a time (see paint_forget). */
static CornerTex corner_cache[CORNER_CACHE];
static uint32_t corner_clock;

/*
 * The same corners in their colour, for the small ones: SDL's software renderer copies a texture
 * tinted by a colour or alpha modulation in a slow general loop, several times slower than an
 * untinted one; circles, rings and rounded corners are hundreds of copies a frame. A set-associative
 * cache (a few ways per set, by hash) keeps the lookup short however many colours there are.
 */
#define TINTED_SETS 256
#define TINTED_WAYS 4
#define TINTED_MAX 48 /* larger corners (up to 9 KB each here) stay white and tinted when copied */

typedef struct TintedTex {
    SDL_Renderer *owner;
    int kind, size, a, b, quadrant;
    Uint32 rgba;
    SDL_Texture *tex;
    uint32_t used;
} TintedTex;

static TintedTex tinted_cache[TINTED_SETS][TINTED_WAYS];

void paint_forget(void)
{
    for (int i = 0; i < CORNER_CACHE; i++) {
        if (corner_cache[i].tex)
            SDL_DestroyTexture(corner_cache[i].tex);
        memset(&corner_cache[i], 0, sizeof corner_cache[i]);
    }
    for (int i = 0; i < TINTED_SETS; i++)
        for (int j = 0; j < TINTED_WAYS; j++) {
            if (tinted_cache[i][j].tex)
                SDL_DestroyTexture(tinted_cache[i][j].tex);
            memset(&tinted_cache[i][j], 0, sizeof tinted_cache[i][j]);
        }
}

static float clamp01(float v) { return v < 0 ? 0 : v > 1 ? 1 : v; }

static float corner_coverage(int kind, float d, int a, int b)
{
    switch (kind) {
    case CORNER_DISC: return clamp01((float)a - d + 0.5f);
    case CORNER_RING: return clamp01((float)a - d + 0.5f) - clamp01((float)(a - b) - d + 0.5f);
    default: { /* shadow: a = core radius, b = blur; full inside, then 1 -> 0.45 -> 0 */
        if (d <= (float)a)
            return 1;
        float t = (d - (float)a) / (float)b;
        return t < 0.5f ? 1 - t * 1.1f : t < 1 ? 0.45f * (1 - t) * 2 : 0;
    }
    }
}

static float shadow_profile(float t) { return t < 0.5f ? 1 - t * 1.1f : t < 1 ? 0.45f * (1 - t) * 2 : 0; }

static SDL_Texture *corner_texture(SDL_Renderer *r, int kind, int size, int a, int b, int quadrant)
{
    int victim = 0;
    for (int i = 0; i < CORNER_CACHE; i++) {
        CornerTex *c = &corner_cache[i];
        if (c->tex && c->owner == r && c->kind == kind && c->size == size && c->a == a && c->b == b && c->quadrant == quadrant) {
            c->used = ++corner_clock;
            return c->tex;
        }
        if (!corner_cache[victim].tex)
            continue;
        if (!c->tex || c->used < corner_cache[victim].used)
            victim = i;
    }
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, size, size, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!s)
        return NULL;
    /* the arc's centre sits at the texture's inner corner */
    float cx = (quadrant == 0 || quadrant == 3) ? (float)size : 0;
    float cy = (quadrant == 0 || quadrant == 1) ? (float)size : 0;
    for (int y = 0; y < size; y++) {
        Uint32 *row = (Uint32 *)((Uint8 *)s->pixels + (size_t)y * (size_t)s->pitch);
        for (int x = 0; x < size; x++) {
            float dx = (float)x + 0.5f - cx, dy = (float)y + 0.5f - cy;
            float cov = corner_coverage(kind, sqrtf(dx * dx + dy * dy), a, b);
            row[x] = ((Uint32)(clamp01(cov) * 255.0f + 0.5f) << 24) | 0x00FFFFFFu;
        }
    }
    SDL_Texture *tex = SDL_CreateTextureFromSurface(r, s);
    SDL_FreeSurface(s);
    if (!tex)
        return NULL;
    SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND);
    CornerTex *c = &corner_cache[victim];
    if (c->tex)
        SDL_DestroyTexture(c->tex);
    *c = (CornerTex){r, kind, size, a, b, quadrant, tex, ++corner_clock};
    return tex;
}

/* The corner in colour c (its alpha multiplied in as SDL's alpha modulation multiplies it). */
static SDL_Texture *tinted_texture(SDL_Renderer *r, int kind, int size, int a, int b, int quadrant, SDL_Color c)
{
    Uint32 rgba = (Uint32)c.r << 24 | (Uint32)c.g << 16 | (Uint32)c.b << 8 | c.a;
    Uint32 h = (Uint32)(kind * 31 + size) * 2654435761u ^ (Uint32)(a * 131 + b * 17 + quadrant) * 40503u ^ rgba * 2246822519u;
    TintedTex *set = tinted_cache[(h >> 8) % TINTED_SETS], *victim = &set[0];
    for (int i = 0; i < TINTED_WAYS; i++) {
        TintedTex *t = &set[i];
        if (t->tex && t->owner == r && t->rgba == rgba && t->kind == kind && t->size == size && t->a == a && t->b == b &&
            t->quadrant == quadrant) {
            t->used = ++corner_clock;
            return t->tex;
        }
        if (victim->tex && (!t->tex || t->used < victim->used))
            victim = t;
    }
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, size, size, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!s)
        return NULL;
    float cx = (quadrant == 0 || quadrant == 3) ? (float)size : 0;
    float cy = (quadrant == 0 || quadrant == 1) ? (float)size : 0;
    Uint32 rgb = (Uint32)c.r << 16 | (Uint32)c.g << 8 | c.b;
    for (int y = 0; y < size; y++) {
        Uint32 *row = (Uint32 *)((Uint8 *)s->pixels + (size_t)y * (size_t)s->pitch);
        for (int x = 0; x < size; x++) {
            float dx = (float)x + 0.5f - cx, dy = (float)y + 0.5f - cy;
            Uint32 cov = (Uint32)(clamp01(corner_coverage(kind, sqrtf(dx * dx + dy * dy), a, b)) * 255.0f + 0.5f);
            row[x] = ((cov * c.a / 255u) << 24) | rgb;
        }
    }
    SDL_Texture *tex = SDL_CreateTextureFromSurface(r, s);
    SDL_FreeSurface(s);
    if (!tex)
        return NULL;
    SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND);
    if (victim->tex)
        SDL_DestroyTexture(victim->tex);
    *victim = (TintedTex){r, kind, size, a, b, quadrant, rgba, tex, ++corner_clock};
    return tex;
}

/* Copies corner texture q at (x, y), tinted c. */
static bool put_corner(SDL_Renderer *r, int kind, int size, int a, int b, int q, int x, int y, SDL_Color c)
{
    if (size <= 0)
        return true;
    if (size <= TINTED_MAX) {
        SDL_Texture *t = tinted_texture(r, kind, size, a, b, q, c);
        if (t) {
            SDL_SetTextureColorMod(t, 255, 255, 255);
            SDL_SetTextureAlphaMod(t, 255);
            SDL_RenderCopy(r, t, NULL, &(SDL_Rect){x, y, size, size});
            return true;
        }
    }
    SDL_Texture *t = corner_texture(r, kind, size, a, b, q);
    if (!t)
        return false;
    SDL_SetTextureColorMod(t, c.r, c.g, c.b);
    SDL_SetTextureAlphaMod(t, c.a);
    SDL_RenderCopy(r, t, NULL, &(SDL_Rect){x, y, size, size});
    return true;
}

/*
 * Fills a rectangle in colour c with the renderer's blend mode. An opaque colour is written
 * without blending: the same pixels (blending at alpha 255 keeps none of what lay below and
 * leaves alpha 255), but the software renderer then fills rows of memory instead of blending
 * every pixel, about 15 times faster; panels are mostly opaque and cover much of the screen.
 */
static void fill_rect_in(SDL_Renderer *r, const SDL_Rect *rect, SDL_Color c)
{
    SDL_SetRenderDrawColor(r, c.r, c.g, c.b, c.a);
    SDL_BlendMode mode = SDL_BLENDMODE_NONE;
    if (c.a == 255 && SDL_GetRenderDrawBlendMode(r, &mode) == 0 && mode == SDL_BLENDMODE_BLEND) {
        SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE);
        SDL_RenderFillRect(r, rect);
        SDL_SetRenderDrawBlendMode(r, mode);
        return;
    }
    SDL_RenderFillRect(r, rect);
}

static void fill_box(SDL_Renderer *r, int x, int y, int w, int h, SDL_Color c)
{
    if (w <= 0 || h <= 0)
        return;
    fill_rect_in(r, &(SDL_Rect){x, y, w, h}, c);
}

void paint_fill_rect(SDL_Renderer *r, SDL_Rect rect, SDL_Color c)
{
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
    fill_rect_in(r, &rect, c);
}

void paint_round_rect(SDL_Renderer *r, SDL_FRect rect, float radius, SDL_Color c)
{
    paint_round_rect_gradient(r, rect, radius, c, c);
}

/*
 * Filled rounded rectangles are split into axis-aligned rectangles (SDL's fast rectangle fill) and
 * four small corner fans: the software renderer fills triangles pixel by pixel, several times
 * slower than rectangles, and panels cover much of the screen.
 */
static void fill_rows(SDL_Renderer *r, int x0, int x1, int y0, int y1, const Fill *f)
{
    if (x1 <= x0 || y1 <= y0)
        return;
    bool flat = memcmp(&f->top, &f->bottom, sizeof f->top) == 0;
    int step = flat ? y1 - y0 : 2;
    for (int y = y0; y < y1; y += step) {
        int h = y + step > y1 ? y1 - y : step;
        fill_rect_in(r, &(SDL_Rect){x0, y, x1 - x0, h}, fill_at(f, (float)y + (float)h * 0.5f, 1));
    }
}

static void corner_fan(SDL_Renderer *r, float cx, float cy, float rad, float start, const Fill *f)
{
    enum { SEGS = 6 };
    SDL_Vertex v[SEGS + 2];
    int idx[SEGS * 3], k = 0;
    v[0] = (SDL_Vertex){{cx, cy}, fill_at(f, cy, 1), {0, 0}};
    for (int i = 0; i <= SEGS; i++) {
        float a = start + (float)(M_PI / 2) * (float)i / SEGS;
        SDL_FPoint p = {cx + cosf(a) * rad, cy + sinf(a) * rad};
        v[i + 1] = (SDL_Vertex){p, fill_at(f, p.y, 1), {0, 0}};
        if (i > 0) {
            idx[k++] = 0;
            idx[k++] = i;
            idx[k++] = i + 1;
        }
    }
    SDL_RenderGeometry(r, NULL, v, SEGS + 2, idx, k);
}

/* Fills the rounded rectangle (integer-aligned) without its anti-aliased rim. */
static void fill_round_body(SDL_Renderer *r, int x, int y, int w, int h, int rad, const Fill *f)
{
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
    fill_rows(r, x + rad, x + w - rad, y, y + h, f);   /* the middle column, full height */
    fill_rows(r, x, x + rad, y + rad, y + h - rad, f); /* left and right sides */
    fill_rows(r, x + w - rad, x + w, y + rad, y + h - rad, f);
    if (rad > 0) {
        float fr = (float)rad;
        corner_fan(r, (float)(x + w - rad), (float)(y + rad), fr, -(float)M_PI / 2, f);
        corner_fan(r, (float)(x + w - rad), (float)(y + h - rad), fr, 0, f);
        corner_fan(r, (float)(x + rad), (float)(y + h - rad), fr, (float)M_PI / 2, f);
        corner_fan(r, (float)(x + rad), (float)(y + rad), fr, (float)M_PI, f);
    }
}

void paint_round_rect_gradient(SDL_Renderer *r, SDL_FRect rect, float radius, SDL_Color top, SDL_Color bottom)
{
    if (rect.w <= 0 || rect.h <= 0)
        return;
    int x = (int)lroundf(rect.x), y = (int)lroundf(rect.y);
    int w = (int)lroundf(rect.x + rect.w) - x, h = (int)lroundf(rect.y + rect.h) - y;
    int rad = (int)lroundf(radius);
    if (rad * 2 > w)
        rad = w / 2;
    if (rad * 2 > h)
        rad = h / 2;
    if (rad < 0)
        rad = 0;
    Fill f = {top, bottom, (float)y, (float)h};
    if (rad <= CORNER_MAX) {
        SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
        fill_rows(r, x + rad, x + w - rad, y, y + h, &f);
        fill_rows(r, x, x + rad, y + rad, y + h - rad, &f);
        fill_rows(r, x + w - rad, x + w, y + rad, y + h - rad, &f);
        SDL_Color ct = fill_at(&f, (float)y + (float)rad * 0.5f, 1), cb = fill_at(&f, (float)(y + h) - (float)rad * 0.5f, 1);
        put_corner(r, CORNER_DISC, rad, rad, 0, 0, x, y, ct);
        put_corner(r, CORNER_DISC, rad, rad, 0, 1, x + w - rad, y, ct);
        put_corner(r, CORNER_DISC, rad, rad, 0, 2, x + w - rad, y + h - rad, cb);
        put_corner(r, CORNER_DISC, rad, rad, 0, 3, x, y + h - rad, cb);
        return;
    }
    fill_round_body(r, x, y, w, h, rad, &f);
    if (rad > 0) {
        /* the soft rim just outside the shape */
        Outline o;
        outline_round_rect(&o, (SDL_FRect){(float)x, (float)y, (float)w, (float)h}, (float)rad);
        emit_band(r, &o, 0, 1, FEATHER, 0, &f);
    }
}

void paint_round_rect_outline(SDL_Renderer *r, SDL_FRect rect, float radius, float thickness, SDL_Color c)
{
    if (rect.w <= 0 || rect.h <= 0 || thickness <= 0)
        return;
    int x = (int)lroundf(rect.x), y = (int)lroundf(rect.y);
    int w = (int)lroundf(rect.x + rect.w) - x, h = (int)lroundf(rect.y + rect.h) - y;
    int t = thickness < 1 ? 1 : (int)lroundf(thickness);
    int rad = (int)lroundf(radius);
    if (rad < t)
        rad = t;
    if (rad * 2 > w)
        rad = w / 2;
    if (rad * 2 > h)
        rad = h / 2;
    if (rad <= CORNER_MAX && rad >= t && w > 0 && h > 0) {
        SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
        SDL_Color col = thickness < 1 ? paint_alpha(c, (Uint8)(c.a * thickness)) : c;
        fill_box(r, x + rad, y, w - 2 * rad, t, col);
        fill_box(r, x + rad, y + h - t, w - 2 * rad, t, col);
        fill_box(r, x, y + rad, t, h - 2 * rad, col);
        fill_box(r, x + w - t, y + rad, t, h - 2 * rad, col);
        put_corner(r, CORNER_RING, rad, rad, t, 0, x, y, col);
        put_corner(r, CORNER_RING, rad, rad, t, 1, x + w - rad, y, col);
        put_corner(r, CORNER_RING, rad, rad, t, 2, x + w - rad, y + h - rad, col);
        put_corner(r, CORNER_RING, rad, rad, t, 3, x, y + h - rad, col);
        return;
    }
    Outline o;
    outline_round_rect(&o, rect, radius);
    Fill f = {c, c, rect.y, rect.h};
    float fe = FEATHER * 0.5f;
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
    if (thickness <= FEATHER) {
        emit_band(r, &o, fe, 0, -thickness * 0.5f, thickness, &f);
        emit_band(r, &o, -thickness * 0.5f, thickness, -thickness - fe, 0, &f);
        return;
    }
    emit_band(r, &o, fe, 0, -fe, 1, &f);
    emit_band(r, &o, -fe, 1, -thickness + fe, 1, &f);
    emit_band(r, &o, -thickness + fe, 1, -thickness - fe, 0, &f);
}

/* fill_box without the part inside `skip` (NULL: none): up to four pieces around it. */
static void fill_box_except(SDL_Renderer *r, int x, int y, int w, int h, SDL_Color c, const SDL_Rect *skip)
{
    SDL_Rect box = {x, y, w, h}, in;
    if (!skip || w <= 0 || h <= 0 || !SDL_IntersectRect(&box, skip, &in)) {
        fill_box(r, x, y, w, h, c);
        return;
    }
    fill_box(r, x, y, w, in.y - y, c);                              /* above */
    fill_box(r, x, in.y + in.h, w, y + h - (in.y + in.h), c);       /* below */
    fill_box(r, x, in.y, in.x - x, in.h, c);                        /* left */
    fill_box(r, in.x + in.w, in.y, x + w - (in.x + in.w), in.h, c); /* right */
}

/* paint_shadow, leaving out the rectangles inside `skip` (NULL: none). */
static void shadow_except(SDL_Renderer *r, SDL_FRect rect, float radius, float blur, float dy, Uint8 alpha, const SDL_Rect *skip)
{
    if (blur < 2)
        blur = 2;
    rect.y += dy;
    SDL_Color c = {0x3A, 0x24, 0x12, alpha};
    /* the solid core, inset by half the blur; then the fall-off around it in two bands */
    float half = blur * 0.5f;
    SDL_FRect core = {rect.x + half, rect.y + half, rect.w - blur, rect.h - blur};
    float core_rad = fmaxf(radius - half, 1);
    int x = (int)lroundf(core.x), y = (int)lroundf(core.y);
    int w = (int)lroundf(core.x + core.w) - x, h = (int)lroundf(core.y + core.h) - y;
    if (w <= 2 || h <= 2)
        return;
    int rad = (int)lroundf(core_rad);
    if (rad * 2 > w)
        rad = w / 2;
    if (rad * 2 > h)
        rad = h / 2;
    Fill f = {c, c, (float)y, (float)h};
    int b = (int)lroundf(blur);
    if (rad + b <= CORNER_MAX) {
        SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
        fill_box_except(r, x + rad, y, w - 2 * rad, h, c, skip);
        fill_box_except(r, x, y + rad, rad, h - 2 * rad, c, skip);
        fill_box_except(r, x + w - rad, y + rad, rad, h - 2 * rad, c, skip);
        for (int k = 0; k < b; k++) { /* the fall-off along the straight edges, a line at a time */
            SDL_Color e = paint_alpha(c, (Uint8)((float)c.a * shadow_profile(((float)k + 0.5f) / (float)b) + 0.5f));
            fill_box_except(r, x + rad, y - 1 - k, w - 2 * rad, 1, e, skip);
            fill_box_except(r, x + rad, y + h + k, w - 2 * rad, 1, e, skip);
            fill_box_except(r, x - 1 - k, y + rad, 1, h - 2 * rad, e, skip);
            fill_box_except(r, x + w + k, y + rad, 1, h - 2 * rad, e, skip);
        }
        int sz = rad + b;
        put_corner(r, CORNER_SHADOW, sz, rad, b, 0, x - b, y - b, c);
        put_corner(r, CORNER_SHADOW, sz, rad, b, 1, x + w - rad, y - b, c);
        put_corner(r, CORNER_SHADOW, sz, rad, b, 2, x + w - rad, y + h - rad, c);
        put_corner(r, CORNER_SHADOW, sz, rad, b, 3, x - b, y + h - rad, c);
        return;
    }
    fill_round_body(r, x, y, w, h, rad, &f);
    Outline o;
    outline_round_rect(&o, (SDL_FRect){(float)x, (float)y, (float)w, (float)h}, (float)rad);
    emit_band(r, &o, 0, 1, blur * 0.5f, 0.45f, &f);
    emit_band(r, &o, blur * 0.5f, 0.45f, blur, 0, &f);
}

void paint_shadow(SDL_Renderer *r, SDL_FRect rect, float radius, float blur, float dy, Uint8 alpha)
{
    shadow_except(r, rect, radius, blur, dy, alpha, NULL);
}

/*
 * The shadow of a panel painted next, opaque, with paint_round_rect_gradient over the same rect and
 * radius: the band the panel's rows will cover whole (its full width, between the corners, rounded
 * as that function rounds) is left out. The same pixels: the panel overwrites them anyway; but
 * the software renderer blends every pixel of a shadow, and the table's panels cover much of the screen.
 */
void paint_shadow_under(SDL_Renderer *r, SDL_FRect rect, float radius, float blur, float dy, Uint8 alpha)
{
    int x = (int)lroundf(rect.x), y = (int)lroundf(rect.y);
    int w = (int)lroundf(rect.x + rect.w) - x, h = (int)lroundf(rect.y + rect.h) - y;
    int rad = (int)lroundf(radius);
    if (rad * 2 > w)
        rad = w / 2;
    if (rad * 2 > h)
        rad = h / 2;
    if (rad < 0)
        rad = 0;
    SDL_Rect covered = {x, y + rad, w, h - 2 * rad};
    shadow_except(r, rect, radius, blur, dy, alpha, covered.w > 0 && covered.h > 0 ? &covered : NULL);
}

void paint_circle(SDL_Renderer *r, float cx, float cy, float radius, SDL_Color c)
{
    int rad = (int)lroundf(radius);
    if (rad >= 2 && rad <= CORNER_MAX) {
        int x = (int)lroundf(cx), y = (int)lroundf(cy);
        SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
        put_corner(r, CORNER_DISC, rad, rad, 0, 0, x - rad, y - rad, c);
        put_corner(r, CORNER_DISC, rad, rad, 0, 1, x, y - rad, c);
        put_corner(r, CORNER_DISC, rad, rad, 0, 2, x, y, c);
        put_corner(r, CORNER_DISC, rad, rad, 0, 3, x - rad, y, c);
        return;
    }
    Outline o;
    outline_circle(&o, cx, cy, radius);
    Fill f = {c, c, cy, 0};
    fill_outline(r, &o, &f, FEATHER);
}

void paint_ring(SDL_Renderer *r, float cx, float cy, float radius, float thickness, SDL_Color c)
{
    int rad = (int)lroundf(radius), t = thickness < 1 ? 1 : (int)lroundf(thickness);
    if (rad >= 2 && rad <= CORNER_MAX) {
        int x = (int)lroundf(cx), y = (int)lroundf(cy);
        SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
        put_corner(r, CORNER_RING, rad, rad, t, 0, x - rad, y - rad, c);
        put_corner(r, CORNER_RING, rad, rad, t, 1, x, y - rad, c);
        put_corner(r, CORNER_RING, rad, rad, t, 2, x, y, c);
        put_corner(r, CORNER_RING, rad, rad, t, 3, x - rad, y, c);
        return;
    }
    Outline o;
    outline_circle(&o, cx, cy, radius);
    Fill f = {c, c, cy, 0};
    float h = FEATHER * 0.5f;
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
    emit_band(r, &o, h, 0, -h, 1, &f);
    if (thickness > FEATHER)
        emit_band(r, &o, -h, 1, -thickness + h, 1, &f);
    emit_band(r, &o, -thickness + h, 1, -thickness - h, 0, &f);
}

void paint_polygon(SDL_Renderer *r, const SDL_FPoint *pts, int n, SDL_Color c)
{
    if (n < 3 || n > MAX_OUTLINE)
        return;
    Outline o;
    o.n = n;
    float sx = 0, sy = 0;
    for (int i = 0; i < n; i++) {
        sx += pts[i].x;
        sy += pts[i].y;
    }
    float cx = sx / (float)n, cy = sy / (float)n;
    for (int i = 0; i < n; i++) {
        /* radial normals: exact enough for the one-pixel feather of star-shaped outlines */
        float dx = pts[i].x - cx, dy = pts[i].y - cy, len = sqrtf(dx * dx + dy * dy);
        o.p[i] = pts[i];
        o.nrm[i] = len > 0 ? (SDL_FPoint){dx / len, dy / len} : (SDL_FPoint){0, 0};
    }
    Fill f = {c, c, 0, 0};
    fill_outline(r, &o, &f, FEATHER);
}

void paint_star8(SDL_Renderer *r, float cx, float cy, float radius, float inner, SDL_Color c)
{
    SDL_FPoint p[16];
    for (int i = 0; i < 16; i++) {
        float a = (float)(M_PI / 8) * (float)i - (float)(M_PI / 2);
        float rad = (i % 2) ? inner : radius;
        p[i] = (SDL_FPoint){cx + cosf(a) * rad, cy + sinf(a) * rad};
    }
    paint_polygon(r, p, 16, c);
}

void paint_line(SDL_Renderer *r, float x0, float y0, float x1, float y1, float width, SDL_Color c)
{
    float dx = x1 - x0, dy = y1 - y0, len = sqrtf(dx * dx + dy * dy);
    if (len <= 0)
        return;
    float nx = -dy / len * width * 0.5f, ny = dx / len * width * 0.5f;
    SDL_FPoint p[4] = {{x0 + nx, y0 + ny}, {x1 + nx, y1 + ny}, {x1 - nx, y1 - ny}, {x0 - nx, y0 - ny}};
    paint_polygon(r, p, 4, c);
}

void paint_zellige_band(SDL_Renderer *r, SDL_FRect rect, float cell, SDL_Color base, SDL_Color star, SDL_Color accent)
{
    if (cell < 4)
        cell = 4;
    SDL_Rect clip = {(int)rect.x, (int)rect.y, (int)(rect.w + 0.5f), (int)(rect.h + 0.5f)};
    SDL_Rect old;
    SDL_bool had_clip = SDL_RenderIsClipEnabled(r);
    SDL_RenderGetClipRect(r, &old);
    SDL_RenderSetClipRect(r, &clip);
    paint_fill_rect(r, clip, base);
    int cols = (int)(rect.w / cell) + 2, rows = (int)(rect.h / cell) + 2;
    float ox = rect.x + fmodf(rect.w, cell) * 0.5f - cell * 0.5f;
    float oy = rect.y + fmodf(rect.h, cell) * 0.5f - cell * 0.5f;
    for (int j = 0; j < rows; j++) {
        for (int i = 0; i < cols; i++) {
            float cx = ox + (float)i * cell + cell * 0.5f, cy = oy + (float)j * cell + cell * 0.5f;
            paint_star8(r, cx, cy, cell * 0.46f, cell * 0.30f, star);
            paint_star8(r, cx, cy, cell * 0.22f, cell * 0.14f, accent);
            /* small lozenges where four cells meet */
            SDL_FPoint d[4] = {{cx + cell * 0.5f, cy + cell * 0.5f - cell * 0.12f},
                               {cx + cell * 0.5f + cell * 0.12f, cy + cell * 0.5f},
                               {cx + cell * 0.5f, cy + cell * 0.5f + cell * 0.12f},
                               {cx + cell * 0.5f - cell * 0.12f, cy + cell * 0.5f}};
            paint_polygon(r, d, 4, accent);
        }
    }
    SDL_RenderSetClipRect(r, had_clip ? &old : NULL);
}

void paint_frame_shade(SDL_Renderer *r, SDL_Rect rect, float width, SDL_Color c)
{
    float x0 = (float)rect.x, y0 = (float)rect.y, x1 = x0 + (float)rect.w, y1 = y0 + (float)rect.h;
    SDL_Color clear = paint_alpha(c, 0);
    SDL_Vertex v[8] = {
        {{x0, y0}, c, {0, 0}},
        {{x1, y0}, c, {0, 0}},
        {{x1, y1}, c, {0, 0}},
        {{x0, y1}, c, {0, 0}},
        {{x0 + width, y0 + width}, clear, {0, 0}},
        {{x1 - width, y0 + width}, clear, {0, 0}},
        {{x1 - width, y1 - width}, clear, {0, 0}},
        {{x0 + width, y1 - width}, clear, {0, 0}},
    };
    int idx[24];
    int k = 0;
    for (int i = 0; i < 4; i++) {
        int j = (i + 1) % 4;
        idx[k++] = i;
        idx[k++] = j;
        idx[k++] = 4 + i;
        idx[k++] = j;
        idx[k++] = 4 + j;
        idx[k++] = 4 + i;
    }
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
    SDL_RenderGeometry(r, NULL, v, 8, idx, k);
}

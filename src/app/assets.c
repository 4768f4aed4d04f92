/* SPDX-License-Identifier: MIT */
/* The data archive: PhysFS mounting, SDL_RWops over PhysFS, SVG textures cached per size. */
#include "assets.h"

#include <SDL_image.h>
#include <physfs.h>
#include <string.h>
#include <sys/stat.h>

#ifndef ALHAMBRA_VERSION
#define ALHAMBRA_VERSION "0.0.0"
#endif
#ifndef ALHAMBRA_DATADIR
#define ALHAMBRA_DATADIR "/usr/local/share/alhambra"
#endif

#define MAX_TEXTURES 256
#define NAME_MAX_LEN 96

typedef struct CachedTexture {
    char name[NAME_MAX_LEN];
    int w, h;         /* as requested (h may be 0) */
    SDL_Texture *tex; /* NULL with missing = true: remembered as absent */
    bool missing;
    uint32_t used;
} CachedTexture;

typedef struct AssetCache {
    CachedTexture tex[MAX_TEXTURES];
    uint32_t clock;
} AssetCache;

static char mounted[APP_PATH_MAX];

/* ---------------------------------------------------------------- SDL_RWops over PhysFS */

static Sint64 pfs_size(SDL_RWops *rw) { return PHYSFS_fileLength(rw->hidden.unknown.data1); }

static Sint64 pfs_seek(SDL_RWops *rw, Sint64 offset, int whence)
{
    PHYSFS_File *f = rw->hidden.unknown.data1;
    Sint64 pos;
    if (whence == RW_SEEK_SET)
        pos = offset;
    else if (whence == RW_SEEK_CUR)
        pos = PHYSFS_tell(f) + offset;
    else
        pos = PHYSFS_fileLength(f) + offset;
    if (pos < 0 || !PHYSFS_seek(f, (PHYSFS_uint64)pos))
        return SDL_SetError("PhysFS seek failed");
    return pos;
}

static size_t pfs_read(SDL_RWops *rw, void *ptr, size_t size, size_t n)
{
    if (size == 0 || n == 0)
        return 0;
    PHYSFS_sint64 got = PHYSFS_readBytes(rw->hidden.unknown.data1, ptr, (PHYSFS_uint64)size * n);
    return got < 0 ? 0 : (size_t)got / size;
}

static size_t pfs_write(SDL_RWops *rw, const void *ptr, size_t size, size_t n)
{
    (void)rw;
    (void)ptr;
    (void)size;
    (void)n;
    SDL_SetError("the data archive is read-only");
    return 0;
}

static int pfs_close(SDL_RWops *rw)
{
    int ok = PHYSFS_close(rw->hidden.unknown.data1);
    SDL_FreeRW(rw);
    return ok ? 0 : -1;
}

SDL_RWops *assets_open(const char *name)
{
    if (!PHYSFS_isInit())
        return NULL;
    PHYSFS_File *f = PHYSFS_openRead(name);
    if (!f)
        return NULL;
    SDL_RWops *rw = SDL_AllocRW();
    if (!rw) {
        PHYSFS_close(f);
        return NULL;
    }
    rw->size = pfs_size;
    rw->seek = pfs_seek;
    rw->read = pfs_read;
    rw->write = pfs_write;
    rw->close = pfs_close;
    rw->type = SDL_RWOPS_UNKNOWN;
    rw->hidden.unknown.data1 = f;
    return rw;
}

bool assets_exists(const char *name) { return PHYSFS_isInit() && PHYSFS_exists(name); }

char *assets_read_all(const char *name, size_t *size)
{
    SDL_RWops *rw = assets_open(name);
    if (!rw)
        return NULL;
    size_t n = 0;
    char *data = SDL_LoadFile_RW(rw, &n, 1); /* NUL-terminated by SDL */
    if (size)
        *size = n;
    return data;
}

/* ---------------------------------------------------------------- mounting */

static bool path_exists(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0;
}

static bool try_mount(const char *path, char *err, size_t err_size)
{
    if (!PHYSFS_mount(path, "/", 0)) {
        SDL_snprintf(err, err_size, "The game data at\n%s\ncannot be opened (%s).\nThe file is damaged: reinstall Alhambra.",
                     path, PHYSFS_getErrorByCode(PHYSFS_getLastErrorCode()));
        return false;
    }
    SDL_strlcpy(mounted, path, sizeof mounted);
    return true;
}

static bool check_version(char *err, size_t err_size)
{
    size_t n = 0;
    char *v = assets_read_all("VERSION", &n);
    if (!v) {
        SDL_snprintf(err, err_size, "The game data at\n%s\nis damaged (no VERSION inside): reinstall Alhambra.", mounted);
        return false;
    }
    while (n > 0 && (v[n - 1] == '\n' || v[n - 1] == '\r' || v[n - 1] == ' '))
        v[--n] = 0;
    bool ok = strcmp(v, ALHAMBRA_VERSION) == 0;
    if (!ok)
        SDL_snprintf(err, err_size,
                     "The game data at\n%s\nbelongs to version %.40s, but this program is version %s.\n"
                     "Reinstall Alhambra so that both match.",
                     mounted, v, ALHAMBRA_VERSION);
    SDL_free(v);
    return ok;
}

bool assets_init(AppContext *ctx, const char *argv0, const char *data_path, char *err, size_t err_size)
{
    if (!PHYSFS_isInit() && !PHYSFS_init(argv0)) {
        SDL_snprintf(err, err_size, "Cannot start the file system layer: %s", PHYSFS_getErrorByCode(PHYSFS_getLastErrorCode()));
        return false;
    }
    mounted[0] = 0;
    const char *explicit_path = data_path && *data_path ? data_path : SDL_getenv("ALHAMBRA_DATA");
    bool ok = false;
    if (explicit_path && *explicit_path) {
        /* a path the user chose (an archive or, for development, a folder): use it or fail */
        if (!path_exists(explicit_path)) {
            SDL_snprintf(err, err_size, "The game data was not found at\n%s", explicit_path);
            return false;
        }
        ok = try_mount(explicit_path, err, err_size);
    } else {
        const char *base = PHYSFS_getBaseDir();
        enum { N = 5 };
        char candidates[N][APP_PATH_MAX];
        SDL_snprintf(candidates[0], APP_PATH_MAX, "%salhambra.data", base);
        SDL_snprintf(candidates[1], APP_PATH_MAX, "%s../../data/alhambra.data", base); /* build tree */
        SDL_snprintf(candidates[2], APP_PATH_MAX, "%s../data/alhambra.data", base);
        SDL_snprintf(candidates[3], APP_PATH_MAX, "%s../share/alhambra/alhambra.data", base);
        SDL_snprintf(candidates[4], APP_PATH_MAX, "%s/alhambra.data", ALHAMBRA_DATADIR);
        for (int i = 0; i < N && !ok; i++) {
            if (!path_exists(candidates[i]))
                continue;
            if (!try_mount(candidates[i], err, err_size))
                return false;
            ok = true;
        }
        if (!ok) {
            SDL_snprintf(err, err_size,
                         "The game data (alhambra.data) was not found.\nLooked in:\n%s\n%s\n%s\n%s\n"
                         "Reinstall Alhambra, or point ALHAMBRA_DATA or --data at the file.",
                         candidates[0], candidates[3], candidates[4], candidates[1]);
            return false;
        }
    }
    if (!ok || !check_version(err, err_size))
        return false;
    ctx->assets = SDL_calloc(1, sizeof(AssetCache));
    if (!ctx->assets) {
        SDL_snprintf(err, err_size, "Out of memory");
        return false;
    }
    return true;
}

const char *assets_mounted_path(void) { return mounted; }

void assets_flush_textures(AppContext *ctx)
{
    AssetCache *ac = ctx->assets;
    if (!ac)
        return;
    for (int i = 0; i < MAX_TEXTURES; i++) {
        if (ac->tex[i].tex)
            SDL_DestroyTexture(ac->tex[i].tex);
        memset(&ac->tex[i], 0, sizeof ac->tex[i]);
    }
}

void assets_shutdown(AppContext *ctx)
{
    assets_flush_textures(ctx);
    SDL_free(ctx->assets);
    ctx->assets = NULL;
    if (PHYSFS_isInit())
        PHYSFS_deinit();
}

static bool is_svg(const char *name)
{
    size_t n = strlen(name);
    return n > 4 && SDL_strcasecmp(name + n - 4, ".svg") == 0;
}

SDL_Surface *assets_surface(const char *name, int w, int h)
{
    SDL_RWops *rw = assets_open(name);
    if (!rw)
        return NULL;
    SDL_Surface *s;
    if (is_svg(name))
        s = IMG_LoadSizedSVG_RW(rw, w, h);
    else
        s = IMG_Load_RW(rw, 0);
    SDL_RWclose(rw);
    return s;
}

/* Paints every pixel of s in ink, keeping its alpha: a dark line-art SVG becomes a light one. */
static SDL_Surface *recolour_surface(SDL_Surface *s, SDL_Color ink)
{
    SDL_Surface *out = SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_ARGB8888, 0);
    SDL_FreeSurface(s);
    if (!out || SDL_LockSurface(out) != 0)
        return out;
    Uint32 rgb = ((Uint32)ink.r << 16) | ((Uint32)ink.g << 8) | ink.b;
    for (int y = 0; y < out->h; y++) {
        Uint32 *row = (Uint32 *)((Uint8 *)out->pixels + (size_t)y * (size_t)out->pitch);
        for (int x = 0; x < out->w; x++)
            row[x] = (row[x] & 0xFF000000u) | rgb;
    }
    SDL_UnlockSurface(out);
    return out;
}

/* The cache behind assets_texture and assets_svg_texture_recoloured; key is the cache name. */
static SDL_Texture *cached_texture(AppContext *ctx, const char *key, const char *name, int w, int h, const SDL_Color *ink)
{
    AssetCache *ac = ctx->assets;
    if (!ac || !name || strlen(key) >= NAME_MAX_LEN || w <= 0 || w > 8192 || h < 0 || h > 8192)
        return NULL;
    int victim = 0;
    for (int i = 0; i < MAX_TEXTURES; i++) {
        CachedTexture *t = &ac->tex[i];
        if ((t->tex || t->missing) && t->w == w && t->h == h && strcmp(t->name, key) == 0) {
            t->used = ++ac->clock;
            return t->tex;
        }
        bool victim_empty = !ac->tex[victim].tex && !ac->tex[victim].missing;
        if (victim_empty)
            continue;
        if ((!t->tex && !t->missing) || t->used < ac->tex[victim].used)
            victim = i;
    }
    CachedTexture *t = &ac->tex[victim];
    if (t->tex)
        SDL_DestroyTexture(t->tex);
    memset(t, 0, sizeof *t);
    SDL_strlcpy(t->name, key, sizeof t->name);
    t->w = w;
    t->h = h;
    t->used = ++ac->clock;
    SDL_Surface *s = assets_surface(name, w, h);
    if (s && !is_svg(name) && (s->w != w || (h && s->h != h))) {
        /* raster art: scale once here rather than at every draw */
        SDL_Surface *scaled = SDL_CreateRGBSurfaceWithFormat(0, w, h ? h : s->h * w / s->w, 32, SDL_PIXELFORMAT_ARGB8888);
        if (scaled) {
            SDL_SetSurfaceBlendMode(s, SDL_BLENDMODE_NONE);
            SDL_BlitScaled(s, NULL, scaled, NULL);
        }
        SDL_FreeSurface(s);
        s = scaled;
    }
    if (s && ink)
        s = recolour_surface(s, *ink);
    if (s) {
        t->tex = SDL_CreateTextureFromSurface(ctx->renderer, s);
        SDL_FreeSurface(s);
        if (t->tex)
            SDL_SetTextureBlendMode(t->tex, SDL_BLENDMODE_BLEND);
    }
    t->missing = t->tex == NULL;
    return t->tex;
}

SDL_Texture *assets_texture(AppContext *ctx, const char *name, int w, int h)
{
    if (!name)
        return NULL;
    return cached_texture(ctx, name, name, w, h, NULL);
}

SDL_Texture *assets_svg_texture_recoloured(AppContext *ctx, const char *name, int w, int h, SDL_Color ink)
{
    if (!name)
        return NULL;
    char key[NAME_MAX_LEN + 16];
    SDL_snprintf(key, sizeof key, "%s#%02X%02X%02X", name, ink.r, ink.g, ink.b);
    return cached_texture(ctx, key, name, w, h, &ink);
}

bool assets_draw_svg_inked(AppContext *ctx, const char *name, SDL_FRect rect, SDL_Color colour)
{
    int px = (int)(rect.w + 0.5f);
    /* Recoloured once per size and colour in the cache: colour modulation could only darken the ink. */
    SDL_Color ink = {colour.r, colour.g, colour.b, 255};
    SDL_Texture *t = px >= 4 ? assets_svg_texture_recoloured(ctx, name, px, px, ink) : NULL;
    if (!t)
        return false;
    SDL_SetTextureAlphaMod(t, colour.a);
    SDL_RenderCopyF(ctx->renderer, t, NULL, &rect);
    return true;
}

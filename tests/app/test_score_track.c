/* SPDX-License-Identifier: MIT */
/* The score track: the walk's pace and progress, and markers drawn where their scores are, stacked or round again. */
#include <math.h>
#include <stdlib.h>
#include "app_check.h"
#include "paint.h"
#include "score_track.h"

static const SDL_Color RED = {0xC2, 0x41, 0x2D, 255}, BLUE = {0x2F, 0x6D, 0xB5, 255}, GREEN = {0x3E, 0x8E, 0x4E, 255};

static void check_walk(void)
{
    ScoreTrack t;
    int start[3] = {10, 20, 95}, end[3] = {40, 22, 105};
    SDL_Color col[3] = {RED, BLUE, GREEN};
    score_track_rest(&t, 3, start, col);
    CHECK(score_track_progress(&t, 0) == 1.0f && !score_track_walking(&t, 5), "at rest the walk is done");
    CHECK(score_track_shown(&t, 2, 0) == 95, "at rest a marker shows its score (%d)", score_track_shown(&t, 2, 0));
    double len = score_track_walk(&t, end, 10.0, 2.0);
    CHECK(len > 0 && len <= 2.0 + 1e-9, "the longest walk (30 spaces) fits in 2 s (%.3f s)", len);
    CHECK(score_track_progress(&t, 10.0) == 0.0f, "progress 0 at the start (%f)", score_track_progress(&t, 10.0));
    CHECK(score_track_shown(&t, 0, 10.0) == 10, "the walk starts from where the marker stood");
    CHECK(score_track_progress(&t, 10.0 + len) == 1.0f, "progress 1 at the end");
    CHECK(score_track_shown(&t, 0, 10.0 + len) == 40 && score_track_shown(&t, 2, 10.0 + len) == 105,
          "every marker arrives (%d, %d)", score_track_shown(&t, 0, 10.0 + len), score_track_shown(&t, 2, 10.0 + len));
    /* One pace for all: the two-point gain arrives long before the thirty-point one. */
    double mid = 10.0 + len * 0.5;
    CHECK(score_track_shown(&t, 1, mid) == 22, "a small gain has arrived half way (%d)", score_track_shown(&t, 1, mid));
    int s = score_track_shown(&t, 0, mid);
    CHECK(s > 10 && s < 40, "a long walk is under way half way (%d)", s);
    int last = 10;
    bool monotonic = true;
    for (int i = 0; i <= 100; i++) {
        int v = score_track_shown(&t, 0, 10.0 + len * i / 100.0);
        if (v < last || v > last + 2)
            monotonic = false;
        last = v;
    }
    CHECK(monotonic, "the marker steps space by space, never back");
    float before = score_track_progress(&t, 10.0 + len * 0.3), after = score_track_progress(&t, 10.0 + len * 0.6);
    CHECK(before > 0.2f && before < after && after < 1.0f, "progress grows with time (%f, %f)", before, after);
    /* A walk started from a walk in progress starts where the markers are seen. */
    int more[3] = {50, 30, 110};
    score_track_walk(&t, more, mid, 1.0);
    CHECK(score_track_shown(&t, 0, mid) == s, "a new walk starts from the shown score (%d, %d)", score_track_shown(&t, 0, mid),
          s);
    /* A small walk keeps a readable pace: at most 0.12 s a space. */
    int a[1] = {5}, b[1] = {7};
    ScoreTrack u;
    score_track_rest(&u, 1, a, col);
    CHECK(score_track_walk(&u, b, 0, 3.0) <= 0.25, "two spaces do not take three seconds");
}

/* How many pixels of rect are close to colour c. */
static int colour_pixels(SDL_Surface *s, SDL_Rect r, SDL_Color c, int tol)
{
    int n = 0;
    for (int y = r.y; y < r.y + r.h; y++)
        for (int x = r.x; x < r.x + r.w; x++) {
            if (x < 0 || y < 0 || x >= s->w || y >= s->h)
                continue;
            Uint32 p = ((const Uint32 *)((const Uint8 *)s->pixels + (size_t)y * (size_t)s->pitch))[x];
            int dr = (int)((p >> 16) & 255) - c.r, dg = (int)((p >> 8) & 255) - c.g, db = (int)(p & 255) - c.b;
            n += abs(dr) <= tol && abs(dg) <= tol && abs(db) <= tol;
        }
    return n;
}

static SDL_Surface *draw(AppContext *ctx, const ScoreTrack *t, SDL_Rect rect, int w, int h)
{
    SDL_Renderer *r = ctx->renderer;
    SDL_Texture *target = SDL_CreateTexture(r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, w, h);
    SDL_SetRenderTarget(r, target);
    SDL_SetRenderDrawColor(r, 0xE8, 0xD5, 0xB0, 255);
    SDL_RenderClear(r);
    score_track_draw(ctx, t, rect, 0);
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
    SDL_RenderReadPixels(r, NULL, SDL_PIXELFORMAT_ARGB8888, s->pixels, s->pitch);
    SDL_SetRenderTarget(r, NULL);
    SDL_DestroyTexture(target);
    return s;
}

/* A window of the picture around space v's centre. */
static SDL_Rect around(SDL_Rect rect, int v, int half)
{
    SDL_FPoint c = score_track_space_centre(rect, v);
    return (SDL_Rect){(int)c.x - half, rect.y, 2 * half, rect.h};
}

static void check_drawing(AppContext *ctx, int w, int h)
{
    SDL_Rect rect = {8, 6, w - 16, h - 14};
    ScoreTrack t;
    SDL_Color col[3] = {RED, BLUE, GREEN};
    /* Apart: each marker in its colour over its own space, and nowhere near the others. */
    int apart[3] = {10, 50, 90};
    score_track_rest(&t, 3, apart, col);
    SDL_Surface *s = draw(ctx, &t, rect, w, h);
    for (int i = 0; i < 3; i++) {
        int near = colour_pixels(s, around(rect, apart[i], h / 2), col[i], 40);
        int far = colour_pixels(s, around(rect, apart[(i + 1) % 3], h / 2), col[i], 40);
        CHECK(near > h && far == 0, "%dx%d: marker %d at %d (%d pixels of its colour there, %d at another's space)", w, h, i,
              apart[i], near, far);
    }
    SDL_FreeSurface(s);
    /* On one space: both colours show there (a stack), neither hides the other. */
    int same[3] = {30, 30, 70};
    score_track_rest(&t, 3, same, col);
    s = draw(ctx, &t, rect, w, h);
    int red = colour_pixels(s, around(rect, 30, 2 * h), RED, 40), blue = colour_pixels(s, around(rect, 30, 2 * h), BLUE, 40);
    CHECK(red > h / 2 && blue > h / 2, "%dx%d: two markers on 30 both show (%d red, %d blue pixels)", w, h, red, blue);
    SDL_FreeSurface(s);
    /* Round again: 104 stands on space 4 with a gold ring, not beyond the rail. */
    int lap[3] = {104, 60, 61};
    score_track_rest(&t, 3, lap, col);
    s = draw(ctx, &t, rect, w, h);
    SDL_Color gold = {0xF2, 0xC9, 0x4C, 255};
    int at4 = colour_pixels(s, around(rect, 4, h), RED, 40), ring = colour_pixels(s, around(rect, 4, h), gold, 30);
    CHECK(at4 > h && ring > 4, "%dx%d: 104 stands on 4 with a gold ring (%d red, %d gold pixels)", w, h, at4, ring);
    /* Close scores push apart: 60 and 61 are both visible. */
    int blue61 = colour_pixels(s, around(rect, 60, 2 * h), BLUE, 40),
        green61 = colour_pixels(s, around(rect, 61, 2 * h), GREEN, 40);
    CHECK(blue61 > h && green61 > h, "%dx%d: markers on 60 and 61 both show (%d, %d)", w, h, blue61, green61);
    SDL_FreeSurface(s);
}

/* The numbers keep within the track: "100", the widest, ran past its space at 1920x1080 and was cut
 * by the rail's end at 1280x720. Where every space is numbered, each number keeps within its space;
 * elsewhere the numbers of both ends keep within the rail and lean inward from its ends. */
static void check_numbers(AppContext *ctx, int w, int h)
{
    SDL_Rect rect = {8, 6, w - 16, h};
    int numbered = 0, px = 0;
    SDL_FRect n, cell, first, last;
    bool every = score_track_number(ctx, rect, 1, &px, &n, &cell);
    score_track_number(ctx, rect, 0, &px, &n, &first);
    score_track_number(ctx, rect, SCORE_TRACK_SPACES - 1, &px, &n, &last);
    for (int v = 0; v < SCORE_TRACK_SPACES; v++) {
        if (!score_track_number(ctx, rect, v, &px, &n, &cell))
            continue;
        numbered++;
        CHECK(n.x >= first.x - 0.5f && n.x + n.w <= last.x + last.w + 0.5f, "%dx%d: %d (%.1f..%.1f) within the rail (%.1f..%.1f)",
              w, h, v, n.x, n.x + n.w, first.x, last.x + last.w);
        /* "100" may lean into the gap before its space, never onto 99's */
        SDL_FRect before = cell, mine = n;
        if (v == SCORE_TRACK_SPACES - 1)
            score_track_number(ctx, rect, v - 1, &px, &n, &before);
        float from = v == SCORE_TRACK_SPACES - 1 ? before.x + before.w : cell.x;
        if (every)
            CHECK(mine.x >= from - 0.5f && mine.x + mine.w <= cell.x + cell.w + 0.5f,
                  "%dx%d: %d (%.1f..%.1f) within its space (%.1f..%.1f)", w, h, v, mine.x, mine.x + mine.w, from,
                  cell.x + cell.w);
    }
    CHECK(score_track_number(ctx, rect, 100, &px, &n, &cell) && px >= 8, "%dx%d: 100 is numbered", w, h);
    CHECK(numbered >= 21, "%dx%d: at least every fifth space numbered (%d)", w, h, numbered);
}

int main(int argc, char **argv)
{
    (void)argc;
    AppContext ctx;
    if (!app_check_start(&ctx, argv[0]))
        return 1;
    check_walk();
    check_drawing(&ctx, 1280, 40);
    check_drawing(&ctx, 1920, 52);
    check_drawing(&ctx, 3840, 96);
    /* the track of the table at 960x540 (no number at all was drawn there), 1024x768, 1280x720,
     * 1920x1080, 2560x1080 and 3840x2160 */
    check_numbers(&ctx, 960, 19);
    check_numbers(&ctx, 1024, 24);
    check_numbers(&ctx, 1280, 25);
    check_numbers(&ctx, 1920, 38);
    check_numbers(&ctx, 2560, 38);
    check_numbers(&ctx, 3840, 76);
    app_shutdown(&ctx);
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}

/* SPDX-License-Identifier: MIT */
/* The 0-100 score track: numbered spaces, a marker per player with its score, the walk at a scoring. */
#include "score_track.h"

#include <math.h>
#include <stdio.h>
#include "drawn_cache.h"
#include "paint.h"
#include "text.h"

#define MAX_STEP_SECONDS 0.12
#define MIN_STEP_SECONDS 0.012

static SDL_Color hex(unsigned v, Uint8 a)
{
    SDL_Color c = {(Uint8)(v >> 16), (Uint8)(v >> 8), (Uint8)v, a};
    return c;
}

/* ------------------------------------------------------------------ the walk */

void score_track_rest(ScoreTrack *t, int count, const int *scores, const SDL_Color *colours)
{
    SDL_memset(t, 0, sizeof *t);
    t->count = count < 0 ? 0 : count > SCORE_TRACK_MAX ? SCORE_TRACK_MAX : count;
    for (int i = 0; i < t->count; i++) {
        t->marker[i].from = t->marker[i].to = scores[i] < 0 ? 0 : scores[i];
        t->marker[i].colour = colours[i];
    }
}

static double steps_done(const ScoreTrack *t, double now)
{
    if (t->step <= 0)
        return 1e9;
    double s = (now - t->start) / t->step;
    return s < 0 ? 0 : s;
}

/* Spaces walked so far by marker i: whole steps, the current one eased so each step lands. */
static float walked(const ScoreTrack *t, int i, double now)
{
    const ScoreTrackMarker *m = &t->marker[i];
    int d = abs(m->to - m->from);
    double s = steps_done(t, now);
    if (s >= d)
        return (float)d;
    double whole = floor(s), frac = s - whole;
    float eased = (float)(frac * frac * (3 - 2 * frac));
    return (float)whole + eased;
}

double score_track_walk_between(ScoreTrack *t, const int *from, const int *to, double start, double max_seconds)
{
    int longest = 0;
    for (int i = 0; i < t->count; i++) {
        t->marker[i].from = from[i] < 0 ? 0 : from[i];
        t->marker[i].to = to[i] < 0 ? 0 : to[i];
        int d = abs(t->marker[i].to - t->marker[i].from);
        if (d > longest)
            longest = d;
    }
    t->start = start;
    if (longest == 0) {
        t->step = 0;
        return 0;
    }
    double step = max_seconds / longest;
    if (step > MAX_STEP_SECONDS)
        step = MAX_STEP_SECONDS;
    if (step < MIN_STEP_SECONDS)
        step = MIN_STEP_SECONDS;
    t->step = step;
    return step * longest;
}

double score_track_walk(ScoreTrack *t, const int *scores, double now, double max_seconds)
{
    int from[SCORE_TRACK_MAX];
    for (int i = 0; i < t->count; i++)
        from[i] = score_track_shown(t, i, now);
    return score_track_walk_between(t, from, scores, now, max_seconds);
}

float score_track_progress(const ScoreTrack *t, double now)
{
    int longest = 0;
    for (int i = 0; i < t->count; i++) {
        int d = abs(t->marker[i].to - t->marker[i].from);
        if (d > longest)
            longest = d;
    }
    if (longest == 0 || t->step <= 0)
        return 1.0f;
    double p = steps_done(t, now) / longest;
    return p >= 1 ? 1.0f : (float)p;
}

bool score_track_walking(const ScoreTrack *t, double now) { return score_track_progress(t, now) < 1.0f; }

int score_track_shown(const ScoreTrack *t, int i, double now)
{
    if (i < 0 || i >= t->count)
        return 0;
    const ScoreTrackMarker *m = &t->marker[i];
    int w = (int)floorf(walked(t, i, now) + 0.5f);
    return m->to >= m->from ? m->from + w : m->from - w;
}

float score_track_position(const ScoreTrack *t, int i, double now)
{
    if (i < 0 || i >= t->count)
        return 0;
    const ScoreTrackMarker *m = &t->marker[i];
    float w = walked(t, i, now);
    return m->to >= m->from ? (float)m->from + w : (float)m->from - w;
}

/* ------------------------------------------------------------------ geometry */

/* The track is laid along the rect's longer side: `along` runs 0 .. length, `across` 0 .. thickness. */
typedef struct Frame {
    SDL_Rect r;
    bool vertical; /* 0 at the bottom, 100 at the top */
    float length, thick;
    float pad;         /* frame around the spaces */
    float first, step; /* centre of space 0 along the axis, and the distance between spaces */
} Frame;

static Frame frame_of(SDL_Rect r)
{
    Frame f;
    f.r = r;
    f.vertical = r.h > r.w;
    f.length = (float)(f.vertical ? r.h : r.w);
    f.thick = (float)(f.vertical ? r.w : r.h);
    f.pad = fmaxf(2.0f, f.thick * 0.1f);
    f.step = (f.length - 2 * f.pad) / (float)SCORE_TRACK_SPACES;
    f.first = f.pad + f.step * 0.5f;
    return f;
}

static SDL_FPoint at(const Frame *f, float along, float across)
{
    if (f->vertical)
        return (SDL_FPoint){(float)f->r.x + across, (float)(f->r.y + f->r.h) - along};
    return (SDL_FPoint){(float)f->r.x + along, (float)f->r.y + across};
}

/* A box given by its centre along the axis and its extent across; sizes in the axis frame. */
static SDL_FRect box(const Frame *f, float along_centre, float along_size, float across0, float across_size)
{
    SDL_FPoint p = at(f, along_centre, across0);
    if (f->vertical)
        return (SDL_FRect){p.x, p.y - along_size / 2, across_size, along_size};
    return (SDL_FRect){p.x - along_size / 2, p.y, along_size, across_size};
}

SDL_FPoint score_track_space_centre(SDL_Rect rect, int v)
{
    Frame f = frame_of(rect);
    return at(&f, f.first + f.step * (float)v, f.thick / 2);
}

/* Where on the track a score stands: 0..100, then round again from 1 (a lap per hundred). */
static float space_of(float score, int *lap)
{
    int l = score > 100.0f ? (int)((score - 1.0f) / 100.0f) : 0;
    if (lap)
        *lap = l;
    return score - 100.0f * (float)l;
}

/* ------------------------------------------------------------------ the board (cached) */

/* How the numbers fit: every space when its number can be read, else every fifth. A thin track
 * (the table's at 960x540, 19 pixels) still takes 9-pixel figures: its spaces are 15 pixels tall. */
static int number_px(const Frame *f, int every)
{
    float room = f->step * (float)every * 0.9f; /* two digits across this much */
    float by_width = room / 1.25f, by_height = fmaxf(f->thick * 0.42f, fminf(f->thick * 0.5f, 9.0f));
    return (int)fminf(by_width, by_height);
}

/* Space v's cell, and its number's size and box (false: the space shows no number). Where every
 * space is numbered a number keeps within its cell; where every fifth is, within the spaces it
 * stands for, and the ends' numbers ("100" is the widest) lean inward from the rail's ends rather
 * than run past them. Smaller, never under 8 pixels, if it must. */
static SDL_FRect cell_of(const Frame *f, int v)
{
    return box(f, f->first + f->step * (float)v, f->step - fmaxf(1.0f, f->step * 0.12f), f->pad, f->thick - 2 * f->pad);
}

static bool number_of(AppContext *ctx, const Frame *f, int v, int *px_out, SDL_FRect *out)
{
    int every = number_px(f, 1) >= 10 ? 1 : 5;
    if (v % every != 0 && v % 10 != 0)
        return false;
    int px = number_px(f, every);
    bool bold = v % 5 == 0;
    SDL_FRect cell = cell_of(f, v);
    /* "100" may take its space's share of the gap before it too (it then leans on the rail's end) */
    float room = f->vertical  ? cell.w
                 : every == 1 ? (v == SCORE_TRACK_SPACES - 1 ? f->step : cell.w)
                              : f->step * (float)every * 0.9f;
    char b[8];
    snprintf(b, sizeof b, "%d", v);
    int tw = 0, th = 0;
    text_measure(ctx, bold ? FONT_BOLD : FONT_UI, px, b, &tw, &th);
    while (px >= 8 && (float)tw > room) {
        px--;
        text_measure(ctx, bold ? FONT_BOLD : FONT_UI, px, b, &tw, &th);
    }
    if (px < 8)
        return false;
    SDL_FPoint p = at(f, f->first + f->step * (float)v, f->thick / 2);
    SDL_FRect n = {p.x - (float)tw / 2, p.y - (float)th / 2, (float)tw, (float)th};
    if (!f->vertical && n.x < cell.x && v == 0)
        n.x = cell.x;
    if (!f->vertical && n.x + n.w > cell.x + cell.w && v == SCORE_TRACK_SPACES - 1)
        n.x = cell.x + cell.w - n.w;
    *px_out = px;
    *out = n;
    return true;
}

bool score_track_number(AppContext *ctx, SDL_Rect rect, int v, int *px, SDL_FRect *number, SDL_FRect *cell)
{
    Frame f = frame_of(rect);
    *cell = cell_of(&f, v);
    return v >= 0 && v < SCORE_TRACK_SPACES && number_of(ctx, &f, v, px, number);
}

static void paint_board(AppContext *ctx, SDL_Rect area, const void *data)
{
    (void)data;
    SDL_Renderer *r = ctx->renderer;
    Frame f = frame_of(area);
    SDL_FRect all = paint_frect(area);
    float rad = f.thick * 0.3f;
    /* A carved wooden rail with a lighter inlay for the spaces. */
    paint_round_rect_gradient(r, all, rad, hex(0x9A5A38, 255), hex(0x6E3A22, 255));
    SDL_FRect in = {all.x + f.pad * 0.5f, all.y + f.pad * 0.5f, all.w - f.pad, all.h - f.pad};
    paint_round_rect_gradient(r, in, rad * 0.8f, hex(0xF6ECD6, 255), hex(0xE6D3AE, 255));
    for (int v = 0; v < SCORE_TRACK_SPACES; v++) {
        bool ten = v % 10 == 0, five = v % 5 == 0;
        SDL_FRect cell = cell_of(&f, v);
        SDL_Color fill = ten ? hex(0x9E3B24, 255) : five ? hex(0xD9B56A, 255) : (v % 2 ? hex(0xEFE1C2, 255) : hex(0xF8F0DD, 255));
        paint_round_rect(r, cell, fminf(cell.w, cell.h) * 0.18f, fill);
    }
    /* The numbers over the spaces: a number wider than its coloured space (a short track: "10",
     * "100") takes its colour along under it, so pale ink never stands on a pale neighbour. */
    for (int v = 0; v < SCORE_TRACK_SPACES; v++) {
        bool ten = v % 10 == 0, five = v % 5 == 0;
        int px;
        SDL_FRect number, cell = cell_of(&f, v);
        if (!number_of(ctx, &f, v, &px, &number))
            continue;
        if (five && !f.vertical && number.w + 2 > cell.w) {
            float x0 = fminf(cell.x, number.x - 1), x1 = fmaxf(cell.x + cell.w, number.x + number.w + 1);
            SDL_FRect under = {x0, cell.y, x1 - x0, cell.h};
            paint_round_rect(r, under, fminf(under.w, under.h) * 0.18f, ten ? hex(0x9E3B24, 255) : hex(0xD9B56A, 255));
        }
        char b[8];
        snprintf(b, sizeof b, "%d", v);
        SDL_Color ink = ten ? hex(0xFBF1DA, 255) : five ? hex(0x4A2A14, 255) : hex(0x7A6450, 255);
        text_draw(ctx, five ? FONT_BOLD : FONT_UI, px, (int)lroundf(number.x + number.w / 2),
                  (int)lroundf(number.y + number.h / 2), ink, TEXT_CENTER | TEXT_MIDDLE, b);
    }
}

/* ------------------------------------------------------------------ markers */

typedef struct Tag {
    int members[SCORE_TRACK_MAX];
    int n;
    float anchor; /* the space's centre along the axis */
    float size;   /* extent along the axis */
    float centre; /* where the tag is drawn after making room */
    int score, lap;
} Tag;

static int luma(SDL_Color c) { return (c.r * 299 + c.g * 587 + c.b * 114) / 1000; }

/* Tags in order along the track, pushed apart where they would overlap, kept on the rail. */
static void make_room(Tag *tags, int n, float lo, float hi, float gap)
{
    for (int i = 0; i < n; i++)
        tags[i].centre = tags[i].anchor;
    /* Clusters of touching tags centre on the mean of their anchors, until none overlap. */
    for (int pass = 0; pass < 2 * SCORE_TRACK_MAX; pass++) {
        bool moved = false;
        for (int i = 0; i + 1 < n; i++) {
            float need = (tags[i].size + tags[i + 1].size) / 2 + gap;
            float have = tags[i + 1].centre - tags[i].centre;
            if (have + 0.01f >= need)
                continue;
            int a = i, b = i + 1; /* grow the cluster while its neighbours touch it */
            while (a > 0 && tags[a].centre - tags[a - 1].centre < (tags[a].size + tags[a - 1].size) / 2 + gap + 0.01f)
                a--;
            while (b + 1 < n && tags[b + 1].centre - tags[b].centre < (tags[b].size + tags[b + 1].size) / 2 + gap + 0.01f)
                b++;
            float total = 0, mean = 0;
            for (int k = a; k <= b; k++) {
                total += tags[k].size + (k > a ? gap : 0);
                mean += tags[k].anchor;
            }
            mean /= (float)(b - a + 1);
            float x = mean - total / 2;
            for (int k = a; k <= b; k++) {
                tags[k].centre = x + tags[k].size / 2;
                x += tags[k].size + gap;
            }
            moved = true;
        }
        if (!moved)
            break;
    }
    /* Keep the row on the rail: shift from each end inwards. */
    for (int i = 0; i < n; i++) {
        float min_c = (i == 0 ? lo : tags[i - 1].centre + tags[i - 1].size / 2 + gap) + tags[i].size / 2;
        if (tags[i].centre < min_c)
            tags[i].centre = min_c;
    }
    for (int i = n - 1; i >= 0; i--) {
        float max_c = (i == n - 1 ? hi : tags[i + 1].centre - tags[i + 1].size / 2 - gap) - tags[i].size / 2;
        if (tags[i].centre > max_c)
            tags[i].centre = max_c;
    }
}

static void draw_tag(AppContext *ctx, const ScoreTrack *t, const Frame *f, const Tag *g, float across0, float across, float hop,
                     int px)
{
    SDL_Renderer *r = ctx->renderer;
    float disc = across;
    /* The pointer: a small dark triangle from the stack down to its exact space, so a stack moved
     * aside to make room still says where it stands. */
    SDL_FPoint tip = at(f, g->anchor, f->thick + f->thick * 0.06f);
    SDL_FPoint b0 = at(f, g->anchor - fmaxf(f->step * 0.45f, disc * 0.16f), across0 + across * 0.75f - hop);
    SDL_FPoint b1 = at(f, g->anchor + fmaxf(f->step * 0.45f, disc * 0.16f), across0 + across * 0.75f - hop);
    SDL_FPoint tri[3] = {b0, b1, tip};
    paint_polygon(r, tri, 3, hex(0x2B2118, 210));
    /* The stack: a disc per member overlapping along the axis, the last one on top with the number. */
    float overlap = disc * 0.42f;
    float start = g->centre - g->size / 2;
    for (int k = 0; k < g->n; k++) {
        const ScoreTrackMarker *m = &t->marker[g->members[k]];
        bool top = k == g->n - 1;
        float from = start + (float)k * overlap, len = top ? g->size - (float)k * overlap : disc;
        SDL_FRect body = box(f, from + len / 2, len, across0 - hop, disc);
        SDL_FRect shadow = {body.x + disc * 0.03f, body.y + disc * 0.09f, body.w, body.h};
        paint_round_rect(r, shadow, disc / 2, hex(0x2B2118, 80));
        paint_round_rect_gradient(r, body, disc / 2, paint_mix(m->colour, hex(0xFFFFFF, 255), 0.18f),
                                  paint_mix(m->colour, hex(0x000000, 255), 0.12f));
        /* a dark rim keeps white and yellow seats visible on the parchment */
        paint_round_rect_outline(r, body, disc / 2, fmaxf(1.0f, disc * 0.07f), hex(0x2B2118, 200));
        if (!top)
            continue;
        if (g->lap > 0) /* round the track again: a gold ring inside the rim */
            paint_round_rect_outline(
                r, (SDL_FRect){body.x + disc * 0.09f, body.y + disc * 0.09f, body.w - disc * 0.18f, body.h - disc * 0.18f},
                disc * 0.41f, fmaxf(1.5f, disc * 0.1f), hex(0xF2C94C, 255));
        char b[12];
        snprintf(b, sizeof b, "%d", g->score);
        SDL_Color ink = luma(m->colour) > 150 ? hex(0x2B2118, 255) : hex(0xFFFFFF, 255);
        int tw = 0, size = px;
        text_measure(ctx, FONT_BOLD, size, b, &tw, NULL);
        if ((float)tw > body.w * 0.86f) /* a three-digit score on an upright track */
            size = (int)((float)size * body.w * 0.86f / (float)tw);
        text_draw(ctx, FONT_BOLD, size, (int)lroundf(body.x + body.w / 2), (int)lroundf(body.y + body.h / 2), ink,
                  TEXT_CENTER | TEXT_MIDDLE, b);
    }
}

void score_track_draw(AppContext *ctx, const ScoreTrack *t, SDL_Rect rect, double now)
{
    if (rect.w <= 8 || rect.h <= 8)
        return;
    Frame f = frame_of(rect);
    char key[48];
    snprintf(key, sizeof key, "track:%s", f.vertical ? "v" : "h");
    if (!drawn_cache_draw(ctx, key, rect.w, rect.h, hex(0x6E3A22, 0), paint_board, NULL, paint_frect(rect), 255))
        return;
    /* Markers on the same space share one stack; the stacks make room for each other. */
    Tag tags[SCORE_TRACK_MAX];
    int n = 0;
    float across = f.thick * 0.86f; /* the disc's size: nearly the rail's; the pointer peeks out below */
    float across0 = f.thick * 0.03f;
    int px = (int)(across * 0.56f);
    if (px < 9)
        px = 9;
    for (int i = 0; i < t->count; i++) {
        float pos = score_track_position(t, i, now);
        int lap;
        float space = space_of(pos, &lap);
        int shown = score_track_shown(t, i, now);
        int k = 0;
        while (k < n && !(fabsf(tags[k].anchor - (f.first + f.step * space)) < 0.01f && tags[k].score == shown))
            k++;
        if (k == n) {
            tags[n] = (Tag){{0}, 0, f.first + f.step * space, 0, 0, shown, lap};
            n++;
        }
        tags[k].members[tags[k].n++] = i;
    }
    for (int k = 0; k < n; k++) {
        char b[12];
        int tw = 0;
        snprintf(b, sizeof b, "%d", tags[k].score);
        text_measure(ctx, FONT_BOLD, px, b, &tw, NULL);
        float top = f.vertical ? across : fmaxf(across, (float)tw + across * 0.45f);
        tags[k].size = top + (float)(tags[k].n - 1) * across * 0.42f;
    }
    /* Order along the track (insertion sort: at most seven). */
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && tags[j].anchor < tags[j - 1].anchor; j--) {
            Tag tmp = tags[j];
            tags[j] = tags[j - 1];
            tags[j - 1] = tmp;
        }
    make_room(tags, n, f.pad, f.length - f.pad, fmaxf(1.0f, f.step * 0.1f));
    for (int k = 0; k < n; k++) {
        /* Walking markers hop over each space. */
        float hop = 0;
        for (int j = 0; j < tags[k].n; j++) {
            float pos = score_track_position(t, tags[k].members[j], now);
            float frac = pos - floorf(pos);
            if (frac > 0.001f)
                hop = fmaxf(hop, sinf(frac * (float)M_PI) * across * 0.25f);
        }
        draw_tag(ctx, t, &f, &tags[k], across0, across, hop, px);
    }
}

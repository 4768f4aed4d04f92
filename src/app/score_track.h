/* SPDX-License-Identifier: MIT */
/* The 0-100 score track: numbered spaces, a marker per player with its score, the walk at a scoring. */
#ifndef ALHAMBRA_SCORE_TRACK_H
#define ALHAMBRA_SCORE_TRACK_H

#include <stdbool.h>
#include <SDL.h>
#include "app.h"

/*
 * How to use it (the table owns when a scoring plays; this file owns how the track looks and walks):
 *
 *     ScoreTrack t;
 *     score_track_rest(&t, n, scores, colours);        markers standing still (n <= SCORE_TRACK_MAX)
 *     score_track_draw(ctx, &t, rect, now);            every frame, into any rect: a strip laid along
 *                                                      its longer side (a row at the top, a column)
 *     double d = score_track_walk(&t, new_scores, now, 2.0);   at a scoring: the markers step from
 *                                                      where they stand to new_scores, at most 2 s
 *     score_track_progress(&t, now)                    0 .. 1; 1 once every marker has arrived
 *     score_track_shown(&t, i, now)                    the score on marker i right now (for labels)
 *
 * `now` is any clock in seconds that the caller keeps (the animation clock, ctx->time); the track
 * keeps no clock of its own, so the same `now` always draws the same picture. Markers keep the
 * order and colours given (players in seat order, Dirk last). Scores above 100 go round again:
 * the marker stands on score - 100 with a gold ring and shows its whole score.
 * The spaces and numbers are drawn once per rect size into a cached texture (drawn_cache.h), so a
 * frame costs only the markers.
 */

#define SCORE_TRACK_MAX (ALH_MAX_PLAYERS + 1) /* every player and Dirk */
#define SCORE_TRACK_SPACES 101                /* 0 .. 100 */

typedef struct ScoreTrackMarker {
    int from, to;     /* score before and after the walk (equal at rest) */
    SDL_Color colour; /* the seat's colour */
} ScoreTrackMarker;

typedef struct ScoreTrack {
    int count;
    ScoreTrackMarker marker[SCORE_TRACK_MAX];
    double start; /* when the walk begins, on the caller's clock */
    double step;  /* seconds per space of the walk; 0 at rest */
} ScoreTrack;

/* Space v's number on a track drawn in rect: its size in pixels and its box, and the space's cell
 * (false when the space shows no number at this size: every fifth is numbered on a short track). */
bool score_track_number(AppContext *ctx, SDL_Rect rect, int v, int *px, SDL_FRect *number, SDL_FRect *cell);

/* Markers at rest at scores[i] in colours[i] (count clamped to 0..SCORE_TRACK_MAX). */
void score_track_rest(ScoreTrack *t, int count, const int *scores, const SDL_Color *colours);
/*
 * A walk from the scores shown at `now` to `scores`, beginning at `now`: every marker steps at the
 * same pace, one space at a time, so a small gain arrives first. The pace is chosen so the longest
 * walk takes at most max_seconds (and a space at most 0.12 s). Returns the walk's length in seconds.
 */
double score_track_walk(ScoreTrack *t, const int *scores, double now, double max_seconds);
/* The same with explicit before and after scores, e.g. rebuilt every frame from a scoring event. */
double score_track_walk_between(ScoreTrack *t, const int *from, const int *to, double start, double max_seconds);
/* 0 at the start of the walk, 1 when every marker has arrived (and whenever the track is at rest). */
float score_track_progress(const ScoreTrack *t, double now);
bool score_track_walking(const ScoreTrack *t, double now);
/* The score marker i shows at `now` (its number); its position along the walk as a fraction of spaces. */
int score_track_shown(const ScoreTrack *t, int i, double now);
float score_track_position(const ScoreTrack *t, int i, double now);

/* Draws the track into rect with the markers as they stand at `now`. */
void score_track_draw(AppContext *ctx, const ScoreTrack *t, SDL_Rect rect, double now);
/* For tests: the centre of space v (0..100) in a track drawn into rect. */
SDL_FPoint score_track_space_centre(SDL_Rect rect, int v);

#endif

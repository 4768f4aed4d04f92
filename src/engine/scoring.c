/* SPDX-License-Identifier: MIT */
/* The three scoring rounds: majorities per building type (R5, R6) and the longest wall (R7). */
#include "engine_internal.h"
#include "module.h"

#include <string.h>

/* Counts in half buildings (the Wise Man adds a half), modules' extras included. */
static void half_counts(const AlhGame *g, int player, int round, uint16_t halves[ALH_NUM_TYPES])
{
    for (int t = 0; t < ALH_NUM_TYPES; t++)
        halves[t] = (uint16_t)(2 * g->players[player].board.type_count[t]);
    ALH_FOR_HOOK(g, ADD_COUNTS, m)
    if (m->add_counts)
        m->add_counts(g, player, round, halves);
}

void alh_building_counts(const AlhGame *g, int player, uint8_t counts[ALH_NUM_TYPES])
{
    uint16_t halves[ALH_NUM_TYPES];
    half_counts(g, player, 0, halves);
    for (int t = 0; t < ALH_NUM_TYPES; t++)
        counts[t] = (uint8_t)(halves[t] / 2);
}

/*
 * The majorities are worked out for the six building types at once, a type per lane of a small
 * vector (the compiler's vector extension: SSE2 on x86-64, plain code elsewhere), for every
 * participant slot at once whether in the game or not (a slot nobody holds has no building). Sorting
 * the participants branched on counts that change from scoring to scoring, and a scoring comes
 * three times a game, when the branch predictor remembers nothing of the last one.
 */
typedef int16_t TypeLanes __attribute__((vector_size(16)));
_Static_assert(ALH_NUM_TYPES <= 8 && ALH_SCORE_CATEGORIES >= ALH_NUM_TYPES, "a lane per building type");
enum { SLOTS = ALH_MAX_PLAYERS + 1 }; /* the seats, then Dirk */

/* Every participant's counts in half buildings for round (the players, and Dirk when a module
 * brings him), a lane per type; all 0 in a slot nobody holds. */
typedef struct Participants {
    TypeLanes halves[SLOTS];
    bool present[SLOTS];
} Participants;

static void count_participants(const AlhGame *g, int round, Participants *r)
{
    memset(r, 0, sizeof *r);
    for (int p = 0; p < g->num_players; p++) {
        uint16_t halves[ALH_NUM_TYPES];
        half_counts(g, p, round, halves);
        memcpy(&r->halves[p], halves, sizeof halves);
        r->present[p] = true;
    }
    ALH_FOR_MODULES(g, m) {
        uint8_t dirk[ALH_NUM_TYPES];
        if (m->extra_participant && m->extra_participant(g, dirk)) {
            r->present[ALH_DIRK] = true;
            for (int t = 0; t < ALH_NUM_TYPES; t++)
                r->halves[ALH_DIRK][t] = (int16_t)(2 * dirk[t]);
        }
    }
}

/* Where participant i stands in every type: how many ranked participants have more half buildings
 * (ahead) and how many as many (tied, itself included). Only those with at least one whole building
 * are ranked (R6): tied is 0 where i is not. A comparison is -1 where true. Every slot is compared,
 * present or not: count_participants leaves an absent slot's lanes at 0, which ranks nowhere. */
static void standings(const Participants *r, int i, TypeLanes *ahead, TypeLanes *tied)
{
    const TypeLanes mine = r->halves[i], one_building = {2, 2, 2, 2, 2, 2, 2, 2};
    TypeLanes more = {0}, same = {0};
    for (int j = 0; j < SLOTS; j++) {
        TypeLanes ranked = r->halves[j] >= one_building;
        more -= ranked & (r->halves[j] > mine);
        same -= ranked & (r->halves[j] == mine);
    }
    *ahead = more;
    *tied = same;
}

void alh_majorities(const AlhGame *g, AlhMajorities *out)
{
    memset(out, 0, sizeof *out);
    Participants r;
    count_participants(g, 0, &r);
    for (int p = 0; p < SLOTS; p++) {
        out->present[p] = r.present[p];
        TypeLanes ahead, tied, zero = {0};
        standings(&r, p, &ahead, &tied);
        /* Tied participants share a place: the place is one more than the number ahead of them. */
        TypeLanes place = (tied != zero) & (ahead + 1);
        for (int t = 0; t < ALH_NUM_TYPES; t++) {
            out->count[p][t] = (uint8_t)(r.halves[p][t] / 2);
            out->place[p][t] = (uint8_t)place[t];
        }
        if (p < g->num_players)
            out->wall[p] = (uint8_t)alh_longest_wall(g, p);
    }
}

/*
 * The majorities' points of round (1 to 3) for every type of participant i: the places it takes with those
 * tied with it (ahead .. ahead + tied - 1) among those the round pays (the first, the first two,
 * the first three: 1, then 8 and 1, then 16, 8 and 1, each plus the type's number), added up and
 * shared by the tied, rounded down. The share divides by a multiplication: (sum * 256 / t rounded
 * up) >> 8 is sum / t for every t up to 7 and every sum below 64 (a round's three places give at
 * most 16 + 8 + 1 + 3 * 5 = 40).
 */
static TypeLanes majority_points(const Participants *r, int round, int i)
{
    static const int16_t paid[3][3] = {{1, 0, 0}, {8, 1, 0}, {16, 8, 1}};
    static const int16_t share_of[SLOTS + 1] = {0, 256, 128, 86, 64, 52, 43, 37};
    const TypeLanes type = {0, 1, 2, 3, 4, 5, 6, 7}, zero = {0};
    TypeLanes ahead, tied, sum = {0}, share = {0};
    standings(r, i, &ahead, &tied);
    for (int k = 0; k < round; k++) { /* a paid place k (from 0): is it one of those i takes? */
        TypeLanes place = zero + (int16_t)k;
        sum += (ahead <= place) & (place < ahead + tied) & (type + paid[round - 1][k]);
    }
    for (int t = 1; t <= SLOTS; t++) /* 0 where i is not ranked (tied 0) */
        share |= (tied == zero + (int16_t)t) & share_of[t];
    return (sum * share) >> 8;
}

/* Each participant's total after the round: the score before it and the round's points. */
static void add_up(const AlhGame *g, AlhScoreDetail *out)
{
    for (int p = 0; p <= ALH_MAX_PLAYERS; p++) {
        int base = p < g->num_players ? g->players[p].score : (p == ALH_DIRK ? g->dirk_score : 0);
        int sum = 0;
        for (int c = 0; c < ALH_SCORE_CATEGORIES; c++)
            sum += out->points[p][c];
        out->total[p] = (int16_t)(base + sum < 0 ? 0 : base + sum);
    }
}

void alh_compute_scoring(const AlhGame *g, int round, AlhScoreDetail *out) { alh_compute_scoring_walls(g, round, NULL, out); }

void alh_compute_scoring_walls(const AlhGame *g, int round, const int *walls, AlhScoreDetail *out)
{
    memset(out, 0, sizeof *out);
    if (round >= 1 && round <= 3) {
        Participants r;
        count_participants(g, round, &r);
        for (int p = 0; p < SLOTS; p++) {
            TypeLanes points = majority_points(&r, round, p);
            memcpy(out->points[p], &points, ALH_NUM_TYPES * sizeof out->points[p][0]);
        }
    }
    for (int p = 0; p < g->num_players; p++)
        out->points[p][ALH_SCORE_WALL] = (int16_t)(walls ? walls[p] : alh_longest_wall(g, p));
    ALH_FOR_HOOK(g, SCORE_TERMS, m)
    if (m->score_terms)
        m->score_terms(g, round, out);
    add_up(g, out);
}

void alh_score_round(AlhGame *g, int round, AlhEvents *ev)
{
    /* Every longest wall measured once, for the hooks before the scoring (which change no board:
     * module.h) and the scoring. */
    int walls[ALH_MAX_PLAYERS] = {0};
    for (int p = 0; p < g->num_players; p++)
        walls[p] = alh_longest_wall(g, p);
    ALH_FOR_HOOK(g, BEFORE_SCORING, m)
    if (m->before_scoring)
        m->before_scoring(g, round, walls, ev);
    AlhScoreDetail detail;
    alh_compute_scoring_walls(g, round, walls, &detail);
    bool settled = false;
    ALH_FOR_MODULES(g, m)
        if (m->settle_scoring) {
            m->settle_scoring(g, round, &detail, ev);
            settled = true;
        }
    if (settled)
        add_up(g, &detail);
    for (int p = 0; p < g->num_players; p++)
        g->players[p].score = detail.total[p];
    g->dirk_score = detail.total[ALH_DIRK];
    g->scorings_done = (uint8_t)round;
    alh_ranking(g, detail.rank);
    AlhEvent *e = alh_emit(ev, ALH_EV_SCORING, -1);
    if (e) {
        e->round = (uint8_t)round;
        e->score = detail;
    }
    ALH_FOR_HOOK(g, AFTER_SCORING, m)
    if (m->after_scoring)
        m->after_scoring(g, round, ev);
}

void alh_score_preview(const AlhGame *g, int round, AlhScoreDetail *out)
{
    alh_compute_scoring(g, round, out);
    uint8_t rank[ALH_MAX_PLAYERS];
    alh_ranking(g, rank);
    memcpy(out->rank, rank, sizeof rank);
}

/* Rank 1 for the highest score; equal scores share a rank (shared victory, R13). */
void alh_ranking(const AlhGame *g, uint8_t rank[ALH_MAX_PLAYERS])
{
    for (int p = 0; p < ALH_MAX_PLAYERS; p++) {
        rank[p] = 0;
        if (p >= g->num_players)
            continue;
        int better = 0;
        for (int q = 0; q < g->num_players; q++)
            if (g->players[q].score > g->players[p].score)
                better++;
        rank[p] = (uint8_t)(better + 1);
    }
}

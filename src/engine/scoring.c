/* SPDX-License-Identifier: MIT */
/* The three scoring rounds: majorities per building type (R5, R6) and the longest wall (R7). */
#include "engine_internal.h"
#include "module.h"

#include <string.h>

/* Points of the k-th place (0-based) of a type in a round; places beyond those paid are worth 0. */
static int place_points(int round, int place, int type)
{
    static const int base[3][3] = {{1, 0, 0}, {8, 1, 0}, {16, 8, 1}};
    if (round < 1 || round > 3 || place < 0 || place >= round)
        return 0;
    return base[round - 1][place] + type;
}

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
 * Every participant's counts in half buildings for round (players, and Dirk when a module brings
 * him), and for each type the participants ranked most first: order[type][0..n) with n in len[type].
 * Only participants with at least one whole building of a type are ranked (R6).
 */
typedef struct Ranking {
    uint16_t halves[ALH_MAX_PLAYERS + 1][ALH_NUM_TYPES];
    bool present[ALH_MAX_PLAYERS + 1];
    uint8_t order[ALH_NUM_TYPES][ALH_MAX_PLAYERS + 1];
    uint8_t len[ALH_NUM_TYPES];
} Ranking;

static void rank_participants(const AlhGame *g, int round, Ranking *r)
{
    memset(r, 0, sizeof *r);
    for (int p = 0; p < g->num_players; p++) {
        half_counts(g, p, round, r->halves[p]);
        r->present[p] = true;
    }
    ALH_FOR_MODULES(g, m) {
        uint8_t dirk[ALH_NUM_TYPES];
        if (m->extra_participant && m->extra_participant(g, dirk)) {
            r->present[ALH_DIRK] = true;
            for (int t = 0; t < ALH_NUM_TYPES; t++)
                r->halves[ALH_DIRK][t] = (uint16_t)(2 * dirk[t]);
        }
    }
    for (int type = 0; type < ALH_NUM_TYPES; type++) {
        uint8_t *order = r->order[type];
        int n = 0;
        for (int p = 0; p <= ALH_MAX_PLAYERS; p++)
            if (r->present[p] && r->halves[p][type] >= 2) /* at least one whole building (R6) */
                order[n++] = (uint8_t)p;
        for (int i = 1; i < n; i++)
            for (int j = i; j > 0 && r->halves[order[j]][type] > r->halves[order[j - 1]][type]; j--) {
                uint8_t t = order[j];
                order[j] = order[j - 1];
                order[j - 1] = t;
            }
        r->len[type] = (uint8_t)n;
    }
}

void alh_majorities(const AlhGame *g, AlhMajorities *out)
{
    memset(out, 0, sizeof *out);
    Ranking r;
    rank_participants(g, 0, &r);
    for (int p = 0; p <= ALH_MAX_PLAYERS; p++) {
        out->present[p] = r.present[p];
        for (int t = 0; t < ALH_NUM_TYPES; t++)
            out->count[p][t] = (uint8_t)(r.halves[p][t] / 2);
        if (p < g->num_players)
            out->wall[p] = (uint8_t)alh_longest_wall(g, p);
    }
    for (int type = 0; type < ALH_NUM_TYPES; type++) {
        const uint8_t *order = r.order[type];
        /* Tied participants share a place: the place is one more than the number ahead of them. */
        for (int i = 0; i < r.len[type]; i++) {
            int first = i;
            while (first > 0 && r.halves[order[first - 1]][type] == r.halves[order[i]][type])
                first--;
            out->place[order[i]][type] = (uint8_t)(first + 1);
        }
    }
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
    Ranking r;
    rank_participants(g, round, &r);
    for (int type = 0; type < ALH_NUM_TYPES; type++) {
        const uint8_t *order = r.order[type];
        int n = r.len[type];
        for (int place = 0; place < n;) {
            int tied = 1;
            while (place + tied < n && r.halves[order[place + tied]][type] == r.halves[order[place]][type])
                tied++;
            int sum = 0;
            for (int k = 0; k < tied; k++)
                sum += place_points(round, place + k, type);
            for (int k = 0; k < tied; k++)
                out->points[order[place + k]][type] = (int16_t)(sum / tied);
            place += tied;
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

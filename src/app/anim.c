/* SPDX-License-Identifier: MIT */
/* Animations made from engine events: a timeline of items, each moving one object or showing a panel. */
#include "anim.h"

#include <string.h>
#include "client_module.h"
#include "score_track.h"

/* Base durations in seconds, multiplied by the animation-speed factor. */
#define FLY_TIME 0.32
#define STAGGER 0.08
#define SCORING_TIME 3.2
#define BANNER_TIME 1.2

void anim_reset(Anim *a, int num_players, bool two_player)
{
    float factor = a->factor;
    bool hold = a->hold_scorings;
    memset(a, 0, sizeof *a);
    a->factor = factor;
    a->hold_scorings = hold;
    a->num_players = num_players;
    a->two_player = two_player;
}

/* The first scoring that still waits for its click, or NULL. */
static const AnimItem *first_hold(const Anim *a)
{
    for (int i = 0; i < a->count; i++)
        if (a->items[i].kind == ANIM_SCORING && a->items[i].hold && !a->items[i].released)
            return &a->items[i];
    return NULL;
}

/* Where the clock must stop: the end of the first scoring waiting for its click, else the end. */
static double stop_point(const Anim *a)
{
    const AnimItem *h = first_hold(a);
    double stop = h ? h->start + h->duration : a->end;
    return stop < a->end ? stop : a->end;
}

static void clear_if_done(Anim *a)
{
    if (a->count > 0 && a->clock >= a->end && !first_hold(a)) {
        a->count = 0;
        a->scoring_count = 0;
        a->clock = a->end = a->cursor = a->last_start = 0;
    }
}

AnimPlace anim_place(int kind, int player, int index)
{
    AnimPlace p = {(uint8_t)kind, (int8_t)player, (int8_t)index, 0, 0};
    return p;
}

AnimPlace anim_module_place(int module, int index)
{
    AnimPlace p = {AP_MODULE, -1, (int8_t)index, (int8_t)module, 0};
    return p;
}

static AnimPlace at_alhambra(int player, int x, int y)
{
    AnimPlace p = {AP_ALHAMBRA, (int8_t)player, 0, (int8_t)x, (int8_t)y};
    return p;
}

/* Queues an item: events of the same group follow each other closely, a new group waits for the rest. */
static AnimItem *push(Anim *a, int kind, double duration, bool same_group)
{
    if (a->count >= ANIM_MAX_ITEMS)
        return NULL;
    AnimItem *it = &a->items[a->count++];
    memset(it, 0, sizeof *it);
    it->kind = (uint8_t)kind;
    it->card = ALH_CARD_NONE;
    it->duration = duration * a->factor;
    double start = (same_group && a->count > 1) ? a->last_start + STAGGER * a->factor : a->cursor;
    if (start < a->clock)
        start = a->clock;
    it->start = start;
    a->last_start = start;
    if (start + it->duration > a->cursor)
        a->cursor = start + it->duration;
    if (a->cursor > a->end)
        a->end = a->cursor;
    return it;
}

void anim_fly_card(Anim *a, int card, AnimPlace from, AnimPlace to, bool same_group)
{
    AnimItem *it = push(a, ANIM_CARD, FLY_TIME, same_group);
    if (it) {
        it->card = card;
        it->from = from;
        it->to = to;
    }
}

void anim_fly_tile(Anim *a, int tile, AnimPlace from, AnimPlace to, bool same_group)
{
    AnimItem *it = push(a, ANIM_TILE, FLY_TIME * 1.25, same_group);
    if (it) {
        it->tile = tile;
        it->from = from;
        it->to = to;
    }
}

static void banner(Anim *a, const char *text)
{
    AnimItem *it = push(a, ANIM_BANNER, BANNER_TIME, false);
    if (it && text) {
        strncpy(it->text, text, sizeof it->text - 1);
    }
}

/* A scoring: the panel, the markers' walk, and (held) a wait for the click. */
static void scoring(Anim *a, const AlhEvent *e, const char *scoring_banner)
{
    if (a->scoring_count >= ANIM_MAX_SCORINGS)
        return;
    AnimItem *it = push(a, ANIM_SCORING, SCORING_TIME, false);
    if (it) {
        it->scoring = a->scoring_count;
        it->hold = a->hold_scorings;
        a->scorings[a->scoring_count] = e->score;
        a->scoring_round[a->scoring_count] = e->round;
        a->scoring_count++;
        if (scoring_banner)
            strncpy(it->text, scoring_banner, sizeof it->text - 1);
    }
    a->sounds |= ANIM_SFX_SCORE;
}

void anim_add_events(Anim *a, const AlhEvents *ev, const char *scoring_banner, const char *reshuffle_banner)
{
    if (!ev)
        return;
    if (a->factor <= 0.0f) {
        /* instant: nothing moves, but a scoring is still a moment to look at */
        clear_if_done(a);
        for (int i = 0; a->hold_scorings && i < ev->count; i++)
            if (ev->ev[i].type == ALH_EV_SCORING)
                scoring(a, &ev->ev[i], scoring_banner);
        return;
    }
    clear_if_done(a);
    if (a->count + ev->count * 2 + 4 > ANIM_MAX_ITEMS)
        anim_skip(a), clear_if_done(a);
    int prev = -1;
    for (int i = 0; i < ev->count; i++) {
        const AlhEvent *e = &ev->ev[i];
        bool same = e->type == prev;
        int p = e->player;
        switch (e->type) {
        case ALH_EV_MONEY_TAKEN:
            anim_fly_card(a, e->card, anim_place(AP_DISPLAY, -1, e->slot), anim_place(AP_HAND, p, 0), same);
            a->sounds |= ANIM_SFX_COIN;
            break;
        case ALH_EV_TILE_BOUGHT: /* from the market, or from beside it: its module's place in the modules' panel */
            anim_fly_tile(a, e->tile,
                          e->slot < ALH_MARKET_SPACES ? anim_place(AP_MARKET, -1, e->slot)
                                                      : anim_module_place(alh_tile_module(e->tile), e->slot - ALH_MARKET_SPACES),
                          anim_place(AP_PENDING, p, 0), false);
            a->sounds |= ANIM_SFX_PAY;
            break;
        case ALH_EV_CARD_PAID: {
            /* Paid cards leave the hand together with the tile leaving the market: to the discard
             * pile, or where the card's module keeps it (a coin back into its bag). */
            const AlhModuleClient *part = alh_card_is_money(e->card) ? NULL : client_module_of_card(e->card);
            if (!part || !part->animate || !part->animate(a, e, true))
                anim_fly_card(a, e->card, anim_place(AP_HAND, p, 0), anim_place(AP_DISCARD, -1, 0), true);
            break;
        }
        case ALH_EV_TILE_PLACED:
            anim_fly_tile(a, e->tile, anim_place(AP_PENDING, p, 0), at_alhambra(p, e->x, e->y), same);
            a->sounds |= ANIM_SFX_TILE;
            break;
        case ALH_EV_REDESIGN_ADD:
            anim_fly_tile(a, e->tile, anim_place(AP_RESERVE, p, 0), at_alhambra(p, e->x, e->y), false);
            a->sounds |= ANIM_SFX_TILE;
            break;
        case ALH_EV_TILE_RESERVED:
            anim_fly_tile(a, e->tile, anim_place(AP_PENDING, p, 0), anim_place(AP_RESERVE, p, 0), same);
            a->sounds |= ANIM_SFX_TILE;
            break;
        case ALH_EV_TILE_TO_DIRK:
            anim_fly_tile(a, e->tile, p >= 0 ? anim_place(AP_PENDING, p, 0) : anim_place(AP_BAG, -1, 0),
                          anim_place(AP_DIRK, -1, 0), same);
            break;
        case ALH_EV_REDESIGN_REMOVE:
            anim_fly_tile(a, e->tile, at_alhambra(p, e->x, e->y), anim_place(AP_RESERVE, p, 0), false);
            break;
        case ALH_EV_REDESIGN_SWAP:
            anim_fly_tile(a, e->tile, anim_place(AP_RESERVE, p, 0), at_alhambra(p, e->x, e->y), false);
            anim_fly_tile(a, e->tile2, at_alhambra(p, e->x, e->y), anim_place(AP_RESERVE, p, 0), true);
            a->sounds |= ANIM_SFX_TILE;
            break;
        case ALH_EV_DISPLAY_REFILL:
            anim_fly_card(a, e->card, anim_place(AP_DECK, -1, 0), anim_place(AP_DISPLAY, -1, e->slot), same);
            break;
        case ALH_EV_DECK_RESHUFFLED:
            banner(a, reshuffle_banner);
            a->sounds |= ANIM_SFX_SHUFFLE;
            break;
        case ALH_EV_SCORING_CARD: break; /* the scoring panel that follows says it */
        case ALH_EV_MARKET_REFILL:
            anim_fly_tile(a, e->tile, anim_place(AP_BAG, -1, 0), anim_place(AP_MARKET, -1, e->slot), same);
            break;
        case ALH_EV_TILE_AWARDED:
            anim_fly_tile(a, e->tile, anim_place(AP_MARKET, -1, e->slot), anim_place(AP_PENDING, p, 0), same);
            break;
        case ALH_EV_SCORING: scoring(a, e, scoring_banner); break;
        case ALH_EV_TURN_START: a->sounds |= ANIM_SFX_TURN; break;
        default: {
            /* a module's event: its client part says how it moves */
            const AlhModuleClient *part = client_module_of_event(e->type);
            if (part->animate)
                part->animate(a, e, same);
            break;
        }
        }
        prev = e->type;
    }
}

void anim_update(Anim *a, double dt)
{
    if (a->count == 0)
        return;
    a->clock += dt;
    double stop = stop_point(a);
    if (a->clock > stop)
        a->clock = stop;
    clear_if_done(a);
}

void anim_skip(Anim *a)
{
    a->clock = stop_point(a);
    clear_if_done(a);
}

bool anim_busy(const Anim *a) { return a->count > 0 && (a->clock < a->end || first_hold(a)); }

bool anim_moving(const Anim *a) { return a->count > 0 && a->clock < stop_point(a); }

int anim_held_scoring(const Anim *a)
{
    const AnimItem *h = first_hold(a);
    return h && a->clock >= h->start + h->duration ? h->scoring : -1;
}

void anim_release(Anim *a)
{
    for (int i = 0; i < a->count; i++) {
        AnimItem *it = &a->items[i];
        if (it->kind == ANIM_SCORING && it->hold && !it->released) {
            if (a->clock >= it->start + it->duration)
                it->released = true;
            break;
        }
    }
    clear_if_done(a);
}

float anim_progress(const Anim *a, const AnimItem *it)
{
    if (a->clock < it->start)
        return -1.0f;
    if (it->duration <= 0.0)
        return 2.0f;
    return (float)((a->clock - it->start) / it->duration);
}

bool anim_hides_card(const Anim *a, int card)
{
    for (int i = 0; i < a->count; i++) {
        const AnimItem *it = &a->items[i];
        if (it->kind == ANIM_CARD && it->card == card && anim_progress(a, it) < 1.0f)
            return true;
    }
    return false;
}

bool anim_hides_tile(const Anim *a, int tile)
{
    for (int i = 0; i < a->count; i++) {
        const AnimItem *it = &a->items[i];
        if (it->kind == ANIM_TILE && it->tile == tile && anim_progress(a, it) < 1.0f)
            return true;
    }
    return false;
}

int anim_shown_score(const Anim *a, int player, int real_score)
{
    /* The same walk as the score track's markers (score_track.c), so the numbers agree. */
    const AlhScoreDetail *s;
    double start, length;
    if (player < 0 || player > ALH_DIRK || !anim_scoring_walk(a, &s, &start, &length))
        return real_score;
    int from[ALH_DIRK + 1], to[ALH_DIRK + 1];
    SDL_Color none[ALH_DIRK + 1] = {{0, 0, 0, 0}};
    for (int p = 0; p <= ALH_DIRK; p++) {
        int gained = 0;
        for (int c = 0; c < ALH_SCORE_CATEGORIES; c++)
            gained += s->points[p][c];
        to[p] = s->total[p];
        from[p] = s->total[p] - gained;
    }
    ScoreTrack t;
    score_track_rest(&t, ALH_DIRK + 1, to, none);
    score_track_walk_between(&t, from, to, start, length);
    return score_track_shown(&t, player, a->clock);
}

bool anim_scoring_walk(const Anim *a, const AlhScoreDetail **detail, double *start, double *length)
{
    for (int i = 0; i < a->count; i++) {
        const AnimItem *it = &a->items[i];
        if (it->kind != ANIM_SCORING || anim_progress(a, it) >= 1.0f)
            continue;
        /* The panel shows first, then the markers walk during the middle half. */
        *detail = &a->scorings[it->scoring];
        *start = it->start + it->duration * 0.25;
        *length = it->duration * 0.5;
        return true;
    }
    return false;
}

int anim_current_scoring(const Anim *a, float *progress)
{
    for (int i = 0; i < a->count; i++) {
        const AnimItem *it = &a->items[i];
        float t = anim_progress(a, it);
        if (it->kind == ANIM_SCORING && t >= 0.0f && t < 1.0f) {
            if (progress)
                *progress = t;
            return it->scoring;
        }
    }
    return -1;
}

const AnimItem *anim_current_banner(const Anim *a, float *progress)
{
    for (int i = 0; i < a->count; i++) {
        const AnimItem *it = &a->items[i];
        float t = anim_progress(a, it);
        if (it->kind == ANIM_BANNER && t >= 0.0f && t < 1.0f) {
            if (progress)
                *progress = t;
            return it;
        }
    }
    return NULL;
}

float anim_ease_out(float t)
{
    if (t <= 0.0f)
        return 0.0f;
    if (t >= 1.0f)
        return 1.0f;
    float u = 1.0f - t;
    return 1.0f - u * u * u;
}

float anim_ease_in_out(float t)
{
    if (t <= 0.0f)
        return 0.0f;
    if (t >= 1.0f)
        return 1.0f;
    return t < 0.5f ? 4.0f * t * t * t : 1.0f - (-2.0f * t + 2.0f) * (-2.0f * t + 2.0f) * (-2.0f * t + 2.0f) / 2.0f;
}

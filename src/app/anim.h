/* SPDX-License-Identifier: MIT */
/* Animations made from engine events: cards and tiles flying, score markers stepping, scoring panels. */
#ifndef ALHAMBRA_ANIM_H
#define ALHAMBRA_ANIM_H

#include <stdbool.h>
#include <stdint.h>
#include <SDL.h>
#include "alhambra/game.h"

/* Where an object starts or ends; the table turns it into a rectangle with its current layout. */
typedef enum AnimPlaceKind {
    AP_NONE = 0,
    AP_DECK,    /* money draw pile */
    AP_DISPLAY, /* index = display slot */
    AP_HAND,    /* player's hand (or their card on the side) */
    AP_DISCARD,
    AP_BAG,
    AP_MARKET,   /* index = market space */
    AP_PENDING,  /* player's tiles to place */
    AP_ALHAMBRA, /* player, x, y */
    AP_RESERVE,  /* player */
    AP_DIRK,
    AP_MODULE, /* a place of a module's in the modules' panel: x = module id, index its own */
} AnimPlaceKind;

typedef struct AnimPlace {
    uint8_t kind; /* AnimPlaceKind */
    int8_t player;
    int8_t index;
    int8_t x, y;
} AnimPlace;

typedef enum AnimKind {
    ANIM_CARD,    /* a money card (or a card back) moving */
    ANIM_TILE,    /* a building tile moving */
    ANIM_SCORING, /* a scoring round: panel + markers stepping */
    ANIM_BANNER,  /* a short message in the middle ("Scoring card drawn", "Deck reshuffled") */
    ANIM_PAUSE,
} AnimKind;

#define ANIM_MAX_ITEMS 192
#define ANIM_MAX_SCORINGS 4

typedef struct AnimItem {
    uint8_t kind;
    int card; /* ANIM_CARD: card id (ALH_CARD_NONE for a back) */
    int tile; /* ANIM_TILE */
    AnimPlace from, to;
    double start, duration; /* seconds on the animation clock */
    int scoring;            /* ANIM_SCORING: index into Anim.scorings */
    bool hold, released;    /* ANIM_SCORING: the timeline stops at its end until released */
    char text[96];          /* ANIM_BANNER */
} AnimItem;

typedef struct Anim {
    AnimItem items[ANIM_MAX_ITEMS];
    int count;
    double clock;      /* seconds since the current batch began */
    double end;        /* when the last queued item ends */
    double cursor;     /* where the next sequential item starts */
    double last_start; /* start of the last item queued (for staggered groups) */
    float factor;      /* duration multiplier from the settings; 0 = instant */
    AlhScoreDetail scorings[ANIM_MAX_SCORINGS];
    uint8_t scoring_round[ANIM_MAX_SCORINGS];
    int scoring_count;
    int num_players;
    bool two_player;
    /* Scorings are moments: the timeline stops after each until anim_release (a click on the table);
     * they are queued even when animations are instant. Off for matches without a table (tests). */
    bool hold_scorings;
    /* Sound cues to play, raised as items start (bit per kind of sound), consumed by the table. */
    unsigned sounds;
} Anim;

enum { ANIM_SFX_COIN = 1, ANIM_SFX_TILE = 2, ANIM_SFX_PAY = 4, ANIM_SFX_SCORE = 8, ANIM_SFX_SHUFFLE = 16, ANIM_SFX_TURN = 32 };

void anim_reset(Anim *a, int num_players, bool two_player);
/* Turns a batch of events (from one command) into queued items. */
void anim_add_events(Anim *a, const AlhEvents *ev, const char *scoring_banner, const char *reshuffle_banner);
void anim_update(Anim *a, double dt);
/* Jumps to the end of what moves, or to the next scoring that waits for a click. */
void anim_skip(Anim *a);
/* Something is queued: moving, or a scoring waiting for a click (nobody acts meanwhile). */
bool anim_busy(const Anim *a);
/* Something moves now (a click skips it); false while a scoring only waits. */
bool anim_moving(const Anim *a);
/* The scoring that waits for a click now (index into scorings), or -1; and the click. */
int anim_held_scoring(const Anim *a);
void anim_release(Anim *a);

/* While an item is queued or flying, the object is not drawn at its destination. */
bool anim_hides_card(const Anim *a, int card);
bool anim_hides_tile(const Anim *a, int tile);
/* The score to show on the track for player (ALH_DIRK for Dirk) given the real score. */
int anim_shown_score(const Anim *a, int player, int real_score);
/*
 * The scoring whose markers walk now (or are about to): its detail and the walk's window on the
 * animation clock (start, length in seconds). False when no scoring is showing.
 */
bool anim_scoring_walk(const Anim *a, const AlhScoreDetail **detail, double *start, double *length);
/* The scoring panel to show now (index into scorings, progress 0..1), or -1. */
int anim_current_scoring(const Anim *a, float *progress);
const AnimItem *anim_current_banner(const Anim *a, float *progress);

/* For the modules' client parts (their animate hook): places, and a card or a tile flying between
 * two of them; same_group: follows the previous item closely instead of after it. */
AnimPlace anim_place(int kind, int player, int index);
AnimPlace anim_module_place(int module, int index);
void anim_fly_card(Anim *a, int card, AnimPlace from, AnimPlace to, bool same_group);
void anim_fly_tile(Anim *a, int tile, AnimPlace from, AnimPlace to, bool same_group);

/* Eases used by the drawing code. */
float anim_ease_out(float t);
float anim_ease_in_out(float t);
float anim_progress(const Anim *a, const AnimItem *it); /* <0 not started, 0..1 running, >1 done */

#endif

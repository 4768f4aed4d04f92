/* SPDX-License-Identifier: MIT */
/*
 * A hint that explains itself: what the Expert bot would play now for the player to move, and why,
 * in reasons taken from the bot's own evaluation. Like every bot, the hint sees only the player's
 * view (alhambra/view.h), so it can never tell a player anything they could not know.
 *
 * The reasons are facts, not sentences: the protocol writes them in English (alh_hint_text in
 * src/persist), the client in the player's language (hint.* keys of data/lang).
 */
#ifndef ALHAMBRA_HINT_H
#define ALHAMBRA_HINT_H

#include "alhambra/bot.h"
#include "alhambra/view.h"

typedef enum AlhHintReasonKind {
    ALH_HINT_EXACT = 1,    /* an exact payment of `value`: another action follows */
    ALH_HINT_MAJORITY,     /* type `type`: `count` buildings, place `place` (1..) in the next scoring
                                (`tied`: shared), `points` the evaluation's expected gain over the
                                scorings to come; `count2` the best rival's count */
    ALH_HINT_WALL,         /* the longest wall grows from `count2` to `count` */
    ALH_HINT_MONEY,        /* money worth `value` in currency `currency` */
    ALH_HINT_EXACT_NEXT,   /* with the money taken, the tile on market space `space` (type `type`,
                                price `value`) can be paid exactly */
    ALH_HINT_OPEN,         /* the placement keeps `count` places open beside the Alhambra */
    ALH_HINT_RESERVE,      /* no spot in the Alhambra suits the tile: it waits on the reserve */
    ALH_HINT_MODULES,      /* the modules' own terms gain about `points` */
    ALH_HINT_SCORING_NEAR, /* scoring round `round` is near (`count`: tiles left in the bag for the last) */
    ALH_HINT_ONLY,         /* the only legal command */
    ALH_HINT_OVERALL       /* nothing stands out: the evaluation gains `points` */
} AlhHintReasonKind;

typedef struct AlhHintReason {
    uint8_t kind; /* AlhHintReasonKind */
    int8_t type, currency, space, round, place;
    bool tied;
    int count, count2, value;
    double points;
} AlhHintReason;

#define ALH_HINT_MAX_REASONS 6

typedef struct AlhHint {
    AlhCommand command; /* legal for the viewer in the real game */
    int player;         /* the viewer, who is to move */
    double gain;        /* the evaluation's change for the player, in points */
    int reason_count;
    AlhHintReason reasons[ALH_HINT_MAX_REASONS]; /* most important first */
} AlhHint;

/*
 * What view->viewer (who must be the player to move) should play, chosen by `level` (the client
 * and the protocol use ALH_BOT_EXPERT) with `seed`, and why. The reasons compare the position
 * before and after the command on a guess of the hidden parts drawn from `seed` (so only what the
 * player sees matters). Returns what alh_bot_choose returns.
 */
AlhError alh_bot_hint(int level, const AlhView *view, uint64_t seed, AlhHint *out);

/* The same with another search budget (NULL: the level's own), for tests and slow machines. */
AlhError alh_bot_hint_budget(int level, const AlhView *view, uint64_t seed, const AlhBotBudget *budget, AlhHint *out);

/* The seed a hint uses: from the view's public turn counters and a fixed key, never the deal's seed. */
uint64_t alh_hint_seed(const AlhView *view);

#endif

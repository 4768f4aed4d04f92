/* SPDX-License-Identifier: MIT */
/* What the bot levels share: the evaluation terms, the two policies and the search; not public. */
#ifndef ALH_BOT_INTERNAL_H
#define ALH_BOT_INTERNAL_H

#include "alhambra/bot.h"

#define BOT_PARTICIPANTS (ALH_MAX_PLAYERS + 1) /* the players, then Dirk at ALH_DIRK */
#define BOT_MAX_COMMANDS 1024                  /* more than any position lists */

/*
 * Everything the terms need, worked out once per position: building counts (tiles bought this
 * turn count as built), how much each remaining scoring round matters now, what money is worth.
 */
typedef struct BotEvalCtx {
    const AlhGame *g;
    int players;                                         /* seats */
    bool dirk;                                           /* Dirk takes part in majorities */
    uint8_t counts[BOT_PARTICIPANTS][ALH_NUM_TYPES];
    double round_weight[4];                              /* [1..3]: 0 for rounds already scored */
    double game_left;                                    /* 1 at the start, 0 when the bag is empty */
    double coin;                                         /* points one unit of money is worth now */
    int wall_cache[ALH_MAX_PLAYERS];                     /* -1 until computed */
    double gain_cache[BOT_PARTICIPANTS][ALH_NUM_TYPES];  /* bot_type_gain, once worked out */
    uint8_t gain_known[BOT_PARTICIPANTS][ALH_NUM_TYPES];
} BotEvalCtx;

/* One term of the evaluation: points it expects player p to make, times its weight. */
typedef struct BotTerm {
    const char *name;
    double (*value)(BotEvalCtx *ctx, int player);
    double weight;
} BotTerm;

/* Per-level tuning of the evaluation: a factor per term (by index) and the opponents' share. */
typedef struct BotEvalParams {
    double term_scale[16];
    double rivalry;          /* how much the best opponent's value is subtracted */
} BotEvalParams;

extern const BotTerm bot_terms[];
extern const int bot_term_count;

void bot_eval_init(BotEvalCtx *ctx, const AlhGame *g);
double bot_eval_player(BotEvalCtx *ctx, const BotEvalParams *params, int player);
/*
 * Value for player of the position, relative to the opponents (see BotEvalParams.rivalry).
 * walls: the players' longest walls where already known (their boards did not change), -1 where not; or NULL.
 */
double bot_eval_relative(const AlhGame *g, const BotEvalParams *params, int player, const int *walls);
const BotEvalParams *bot_default_params(void);

/* Points a scoring round would pay player p for type t if the counts were as given (ties split). */
double bot_majority_points(const BotEvalCtx *ctx, const uint8_t counts[BOT_PARTICIPANTS][ALH_NUM_TYPES],
                           int round, int p, int type);
/* Expected majority points of one more building of type t for p, over the remaining rounds. */
double bot_type_gain(BotEvalCtx *ctx, int p, int type);

/* The fast policy: scores commands directly from the position, without playing them out. */
typedef struct BotFastParams {
    double noise;            /* random spread added to every command's score (Easy); 0 for none */
    bool plan_payments;      /* reward money that completes an exact payment */
    bool deny;               /* count what a tile would give the best opponent */
} BotFastParams;
AlhError bot_fast_choose(const AlhGame *g, const BotFastParams *fp, AlhRng *rng, AlhCommand *out);

/*
 * The greedy policy: plays each candidate on a copy and keeps the best evaluation. `lean` (for
 * playouts, where speed matters more) leaves the redesigns out of the actions considered, and keeps
 * one payment per market space in a purchase out of turn and the lowest bid per currency in an auction.
 */
AlhError bot_greedy_choose(const AlhGame *g, const BotEvalParams *params, bool lean, AlhCommand *out);
/* Scores every candidate of the position for its player (greedy evaluation); returns the count. */
size_t bot_greedy_rank(const AlhGame *g, const BotEvalParams *params, bool lean, AlhCommand *cands, double *scores,
                       size_t cap);

/*
 * Monte Carlo over the best candidates, with greedy-policy playouts cut at a depth. The budget is
 * candidates x samples playouts: flat gives each candidate `samples` of them; halving spends the
 * same total by successive halving over the field.
 */
typedef struct BotSearchParams {
    int candidates;          /* how many of the greedy policy's best commands are searched */
    int samples;             /* determinizations; every candidate is played on each (flat) */
    int depth_rounds;        /* rounds (a turn for every seat) played out before the evaluation; 0: to the end */
    double prior;            /* weight of the greedy evaluation added to the playout mean */
    bool greedy_playouts;    /* play the playouts with the greedy policy (slower, closer to real play) */
    bool varied;             /* pick the candidates by kind of move (each tile, taking money, ...) first */
    bool compound;           /* search an exact payment together with the action it earns */
    bool halving;            /* successive halving instead of equal samples for every candidate */
    bool search_placement;   /* search where a bought tile goes too (else the greedy evaluation places it) */
    double leaf_rivalry;     /* rivalry of the evaluation at the end of a playout; 0: the default */
    int endgame_tiles;       /* with this few tiles left in the bag, playouts go to the end of the game */
} BotSearchParams;

#define BOT_MAX_FIELD 128    /* candidates of one search, pairs included */

/* What one search did, for tests: the size of its field and the playouts it ran. */
typedef struct BotSearchStats {
    int field;
    long playouts;
} BotSearchStats;

AlhError bot_search_choose(const AlhView *view, const BotSearchParams *sp, AlhRng *rng, AlhCommand *out);
AlhError bot_search_choose_stats(const AlhView *view, const BotSearchParams *sp, AlhRng *rng, AlhCommand *out,
                                 BotSearchStats *stats);

#endif

/* SPDX-License-Identifier: MIT */
/* What the bot levels share: the evaluation terms, the two policies and the search; not public. */
#ifndef ALH_BOT_INTERNAL_H
#define ALH_BOT_INTERNAL_H

#include "alhambra/bot.h"

#define BOT_PARTICIPANTS (ALH_MAX_PLAYERS + 1) /* the players, then Dirk at ALH_DIRK */
#define BOT_MAX_COMMANDS 1024                  /* more than any position lists */

/*
 * What a hand of money cards alone can pay, per currency: the sums it can pay exactly (bit k set:
 * k) and its total. A count of the cards alone: a ranking works it out once per hand.
 */
typedef struct BotHandPower {
    uint64_t reach[ALH_NUM_CURRENCIES];
    int sum[ALH_NUM_CURRENCIES];
} BotHandPower;
/* The hand's power (the modules' cards that count as money of a currency counted as g says). */
void bot_hand_power(const AlhGame *g, const AlhCardSet *hand, BotHandPower *out);

/*
 * Majority values worked out, a few per player, found again by their inputs compared to the bit
 * (every participant's counts, the rounds' weights, who takes part): the candidates of a ranking
 * mostly leave the counts and the weights as they were.
 */
#define BOT_MAJORITY_MEMO_WAYS 4
typedef struct BotMajorityEntry {
    uint8_t counts[BOT_PARTICIPANTS][ALH_NUM_TYPES];
    double round_weight[4];
    uint8_t participants[BOT_PARTICIPANTS];
    int participant_count; /* 0: nothing kept here yet */
    double value;
} BotMajorityEntry;
typedef struct BotMajorityMemo {
    BotMajorityEntry entry[BOT_PARTICIPANTS][BOT_MAJORITY_MEMO_WAYS];
    int next[BOT_PARTICIPANTS];
} BotMajorityMemo;
void bot_majority_memo_init(BotMajorityMemo *m);

/*
 * Everything the terms need, worked out once per position: building counts (tiles bought this
 * turn count as built), how much each remaining scoring round matters now, what money is worth.
 */
typedef struct BotEvalParams BotEvalParams;
typedef struct BotEvalCtx {
    const AlhGame *g;
    const BotEvalParams *params; /* the shape of the terms */
    int players;                 /* seats */
    bool dirk;                   /* Dirk takes part in majorities */
    int participant_count;       /* who takes part in majorities: the seats, then Dirk if he plays */
    uint8_t participants[BOT_PARTICIPANTS];
    uint8_t counts[BOT_PARTICIPANTS][ALH_NUM_TYPES];
    double round_weight[4];          /* [1..3]: 0 for rounds already scored */
    double game_left;                /* 1 at the start, 0 when the bag is empty */
    double coin;                     /* points one unit of money is worth now */
    int wall_cache[ALH_MAX_PLAYERS]; /* -1 until computed */
    int open_cache[ALH_MAX_PLAYERS]; /* bot_open_cells of the board, -1 until counted */
    uint8_t gain_known[BOT_PARTICIPANTS][ALH_NUM_TYPES];
    const BotHandPower *const *powers; /* per player, the hand's power where already known (else NULL); or NULL */
    BotMajorityMemo *majorities;       /* majority values worked out before, or NULL */
    /* Last, and left as it is by bot_eval_init_params (a third of the context): read only where
     * gain_known says it was written. */
    double gain_cache[BOT_PARTICIPANTS][ALH_NUM_TYPES]; /* bot_type_gain, once worked out */
} BotEvalCtx;

/* One term of the evaluation: points it expects player p to make, times its weight. */
typedef struct BotTerm {
    const char *name;
    double (*value)(BotEvalCtx *ctx, int player);
    double weight;
} BotTerm;

/*
 * Per-level tuning of the evaluation: a factor per term (by index), the opponents' share, and the
 * shape of the terms. Medium plays the defaults (bot_default_params); Hard and Expert play
 * weights tuned by self-play (bot_tuned_params).
 */
typedef struct BotEvalParams {
    double term_scale[16];
    double rivalry;      /* how much the best opponent's value is subtracted */
    double rivalry_mean; /* how much the mean of the other opponents' values is subtracted too */
    /* How much a scoring round to come counts now (the next one by how near its card's pile is). */
    double round_near;       /* the next scoring (1 or 2) when its card's pile comes next */
    double round_far;        /* ... when it is further off */
    double round_last_slope; /* the last scoring: 1 - slope x game left */
    double round_second;     /* the scoring after the next */
    double round_third;      /* the one after that */
    /* What one unit of money is worth: base + span x min(1, ramp x game left). */
    double coin_base, coin_span, coin_ramp;
    double gain_open;                                    /* a building's worth beyond the ranks, x game left */
    double money_cap;                                    /* a currency's pile counts in full up to this */
    double money_beyond;                                 /* ... and at this share beyond it */
    double reserve_base, reserve_left;                   /* a reserve tile: base + left x game left */
    double open_cap, open_beyond;                        /* open spots count in full up to cap, beyond at this share */
    double bp_exact_share, bp_exact_base, bp_exact_coin; /* an exact purchase within reach */
    double bp_share;                                     /* a purchase within reach, not exact */
    double tempo_base, tempo_coin;                       /* an earned action not used yet */
    double award_horizon;                                /* the end-of-game award counts from this many tiles left in the bag */
} BotEvalParams;

extern const BotTerm bot_terms[];
extern const int bot_term_count;

void bot_eval_init(BotEvalCtx *ctx, const AlhGame *g); /* with the default parameters */
void bot_eval_init_params(BotEvalCtx *ctx, const AlhGame *g, const BotEvalParams *params);
double bot_eval_player(BotEvalCtx *ctx, const BotEvalParams *params, int player);
/*
 * Value for player of the position, relative to the opponents (see BotEvalParams.rivalry).
 * walls: the players' longest walls where already known (their boards did not change), -1 where not; or NULL.
 * opens: the same for bot_open_cells, or NULL.
 * powers: per player the power of a hand of money cards alone that did not change, NULL where not known; or NULL.
 * majorities: a memo of majority values to read and fill, or NULL.
 */
double bot_eval_relative(const AlhGame *g, const BotEvalParams *params, int player, const int *walls, const int *opens,
                         const BotHandPower *const *powers, BotMajorityMemo *majorities);
/* Empty cells beside an open side of a tile in the board: a count of the board alone. */
int bot_open_cells(const AlhBoard *b);
/* The same, with the empty cells counted as bits of their rows in marks (bit x & 63 of row y & 63). */
int bot_open_marks(const AlhBoard *b, uint64_t marks[ALH_GRID]);
/* bot_open_cells of board b with tile placed on the empty cell (x, y) and nothing else changed,
 * from b's marks and count (bot_open_marks): the cells the tile covers and marks, not a recount. */
int bot_open_cells_placed(const AlhBoard *b, const uint64_t marks[ALH_GRID], int open, int tile, int x, int y);
const BotEvalParams *bot_default_params(void);
const BotEvalParams *bot_tuned_params(void);
/* Sets / reads a parameter by name ("w.<term>" for a term's factor, else the field's name), for tuning tools. */
bool bot_eval_param_set(BotEvalParams *params, const char *name, double value);
double bot_eval_param_get(const BotEvalParams *params, const char *name);
int bot_eval_param_names(const char **names, int cap);

/* Points a scoring round would pay player p for type t if the counts were as given (ties split). */
double bot_majority_points(const BotEvalCtx *ctx, const uint8_t counts[BOT_PARTICIPANTS][ALH_NUM_TYPES], int round, int p,
                           int type);
/* Expected majority points of one more building of type t for p, over the remaining rounds. */
double bot_type_gain(BotEvalCtx *ctx, int p, int type);

/* The fast policy: scores commands directly from the position, without playing them out. */
typedef struct BotFastParams {
    double noise;       /* random spread added to every command's score (Easy); 0 for none */
    bool plan_payments; /* reward money that completes an exact payment */
    bool deny;          /* count what a tile would give the best opponent */
} BotFastParams;
AlhError bot_fast_choose(const AlhGame *g, const BotFastParams *fp, AlhRng *rng, AlhCommand *out);

/*
 * The greedy policy: plays each candidate on a copy and keeps the best evaluation. `lean` (for
 * playouts, where speed matters more) leaves the redesigns out of the actions considered, and keeps
 * one payment per market space in a purchase out of turn and the lowest bid per currency in an auction.
 */
AlhError bot_greedy_choose(const AlhGame *g, const BotEvalParams *params, bool lean, AlhCommand *out);
/* Scores every candidate of the position for its player (greedy evaluation); returns the count. */
size_t bot_greedy_rank(const AlhGame *g, const BotEvalParams *params, bool lean, AlhCommand *cands, double *scores, size_t cap);

/*
 * What a search has measured of the boards (the longest wall, the open cells), a few boards per
 * player, found again by comparing the whole board: a playout ranks the commands of every step,
 * and the boards seldom change between steps (only a placement changes one). Base game only: a
 * module may make a wall depend on more than the board, and with one on the memo measures every time.
 */
#define BOT_BOARD_MEMO_WAYS 4
typedef struct BotBoardMemo {
    AlhBoard board[ALH_MAX_PLAYERS][BOT_BOARD_MEMO_WAYS];
    int wall[ALH_MAX_PLAYERS][BOT_BOARD_MEMO_WAYS]; /* -1: nothing kept there yet */
    int open[ALH_MAX_PLAYERS][BOT_BOARD_MEMO_WAYS]; /* bot_open_cells of the board */
    int next[ALH_MAX_PLAYERS];                      /* the way to fill next, in turn */
} BotBoardMemo;
void bot_board_memo_init(BotBoardMemo *m);
/* alh_longest_wall(g, player) into *wall and bot_open_cells of its board into *open, from the
 * memo when it holds this board. */
void bot_board_memo_get(BotBoardMemo *m, const AlhGame *g, int player, int *wall, int *open);

/*
 * Trying commands on one copy (state_restore.c): after commands were applied to work, a copy of
 * from, bot_boards_moved says whose Alhambras may differ (bit q: player q's; found from the tiles'
 * places, a board being what its tiles' places make of it), and bot_restore makes work equal to
 * from again, byte for byte, rewriting everything but the Alhambras and, of those, only the ones
 * in `boards`. bot_restore_parts rewrites only some parts, for the test that proves each is needed.
 */
#define BOT_ALL_BOARDS ((1u << ALH_MAX_PLAYERS) - 1)
enum {
    BOT_RESTORE_SHARED = 1,  /* everything before the players: money, bag, market, the tiles' places, Dirk */
    BOT_RESTORE_HANDS = 2,   /* each player's part but the Alhambra: hand, score, counts */
    BOT_RESTORE_BOARDS = 4,  /* the Alhambras named in `boards` */
    BOT_RESTORE_MODULES = 8, /* everything after the players: the modules' state */
    BOT_RESTORE_ALL = 15
};
unsigned bot_boards_moved(const AlhGame *after, const AlhGame *before);
/*
 * The same after the one command c was applied to a copy of before: without a module that may
 * shape or fill an Alhambra (plain: alh_modules_any_optional is false), read from the command
 * (taking money, buying, passing, the reserve and Dirk move no Alhambra; a placement or a redesign
 * only the mover's), else from the tiles' places. May name a board that did not change, never miss one.
 */
unsigned bot_boards_moved_by(const AlhGame *after, const AlhGame *before, const AlhCommand *c, bool plain);
void bot_restore(AlhGame *work, const AlhGame *from, unsigned boards);
void bot_restore_parts(AlhGame *work, const AlhGame *from, unsigned boards, unsigned parts);

/* What the greedy policy works in, allocated once by a search for all its rankings. */
typedef struct BotGreedyScratch {
    AlhGame copy;
    AlhCommand cands[BOT_MAX_COMMANDS];
    double scores[BOT_MAX_COMMANDS];
    BotBoardMemo boards;
    BotMajorityMemo majorities;
} BotGreedyScratch;
void bot_greedy_scratch_init(BotGreedyScratch *s);
/* bot_greedy_rank / bot_greedy_choose working in s (its boards' figures remembered); the same results. */
size_t bot_greedy_rank_in(BotGreedyScratch *s, const AlhGame *g, const BotEvalParams *params, bool lean, AlhCommand *cands,
                          double *scores, size_t cap);
AlhError bot_greedy_choose_in(BotGreedyScratch *s, const AlhGame *g, const BotEvalParams *params, bool lean, AlhCommand *out);

/*
 * Monte Carlo over the best candidates, with greedy-policy playouts cut at a depth. The budget is
 * candidates x samples playouts: flat gives each candidate `samples` of them; halving spends the
 * same total by successive halving over the field.
 */
typedef struct BotSearchParams {
    int candidates;                  /* how many of the greedy policy's best commands are searched */
    int samples;                     /* determinizations; every candidate is played on each (flat) */
    int depth_rounds;                /* rounds (a turn for every seat) played out before the evaluation; 0: to the end */
    double prior;                    /* weight of the greedy evaluation added to the playout mean */
    bool greedy_playouts;            /* play the playouts with the greedy policy (slower, closer to real play) */
    bool varied;                     /* pick the candidates by kind of move (each tile, taking money, ...) first */
    bool compound;                   /* search an exact payment together with the action it earns */
    bool halving;                    /* successive halving instead of equal samples for every candidate */
    bool search_placement;           /* search where a bought tile goes too (else the greedy evaluation places it) */
    double leaf_rivalry;             /* rivalry of the evaluation at the end of a playout; 0: the default */
    int endgame_tiles;               /* with this few tiles left in the bag, playouts go to the end of the game */
    const BotEvalParams *own_eval;   /* the searcher's evaluation: ranking, its own playout moves, leaves (NULL: default) */
    const BotEvalParams *model_eval; /* how the other seats are played in playouts (NULL: default) */
} BotSearchParams;

/* The search parameters of a searching level for this position (false for the other levels). */
bool bot_level_search_params(int level, const AlhGame *g, BotSearchParams *out);

#define BOT_MAX_FIELD 128 /* candidates of one search, pairs included */

/* What one search did, for tests: the size of its field and the playouts it ran. */
typedef struct BotSearchStats {
    int field;
    long playouts;
} BotSearchStats;

AlhError bot_search_choose(const AlhView *view, const BotSearchParams *sp, AlhRng *rng, AlhCommand *out);
AlhError bot_search_choose_stats(const AlhView *view, const BotSearchParams *sp, AlhRng *rng, AlhCommand *out,
                                 BotSearchStats *stats);

#endif

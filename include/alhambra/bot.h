/* SPDX-License-Identifier: MIT */
/*
 * Built-in players. A bot sees only a view (alhambra/view.h), never the game itself, and its
 * choice depends only on that view, its level and the seed it is given, so results reproduce.
 * Bots keep no globals: several may think at once on different threads.
 */
#ifndef ALHAMBRA_BOT_H
#define ALHAMBRA_BOT_H

#include "alhambra/view.h"

typedef enum AlhBotLevel {
    ALH_BOT_RANDOM = 0,
    ALH_BOT_EASY,
    ALH_BOT_MEDIUM,
    ALH_BOT_HARD,
    ALH_BOT_EXPERT,
    ALH_BOT_LEVELS
} AlhBotLevel;

const char *alh_bot_level_name(int level);     /* "random", "easy", ... */
int alh_bot_level_from_name(const char *name); /* -1 if unknown */

/* Chooses the next command for view->viewer (who must be the player to move). */
AlhError alh_bot_choose(int level, const AlhView *view, uint64_t seed, AlhCommand *out);

/*
 * The seed of one decision: `key` mixed with the game's number, the decision's number and the
 * seat, so that every decision gets its own seed. `key` must be independent of every hidden fact:
 * never the game's seed nor anything derived from it (the seed fixes the whole deal, and a mix is
 * easily undone), but a number of its own (a fixed one, or one drawn for the match), so that a bot
 * that knows its seed learns nothing it could not see.
 */
uint64_t alh_bot_seed(uint64_t key, uint64_t game, uint64_t decision, int seat);

/*
 * How much the searching levels (hard, expert) think: the best `candidates` commands of the
 * greedy evaluation are each played on `samples` guesses of the hidden cards and tiles, then
 * played out for `depth_rounds` rounds (0: to the end). A level is these numbers, not a time.
 */
typedef struct AlhBotBudget {
    int candidates;
    int samples;
    int depth_rounds;
} AlhBotBudget;

/* The budget a level uses by default (zeros for the levels that do not search). */
AlhBotBudget alh_bot_default_budget(int level);

/* As alh_bot_choose, with another budget for hard and expert (NULL: the level's own). */
AlhError alh_bot_choose_budget(int level, const AlhView *view, uint64_t seed, const AlhBotBudget *budget, AlhCommand *out);

/*
 * The reference random player: picks a kind of action uniformly among those available (take
 * money, buy; redesigning and passing much less often, so that games end), then one command of
 * that kind uniformly. Works on any state; used by self-play and as the weakest level.
 */
AlhError alh_random_policy(const AlhGame *g, AlhRng *rng, AlhCommand *out);

#endif

/* SPDX-License-Identifier: MIT */
/* The evaluation of the expansion modules' pieces (eval_modules.c); not public. */
#ifndef ALH_BOT_EVAL_MODULES_H
#define ALH_BOT_EVAL_MODULES_H

#include "bot_internal.h"

/* The parts of the "modules" term, one per module that brings a piece worth something. */
enum {
    BOT_PART_BONUS_CARDS,
    BOT_PART_CAMPS,
    BOT_PART_DIAMONDS,
    BOT_PART_EXCHANGE,
    BOT_PART_GATES,
    BOT_PART_VIZIER,
    BOT_PART_CHARACTERS,
    BOT_PART_COUNT
};

/*
 * Adds to ctx->counts what the modules add to majorities: placed squares and laid bonus cards (as
 * the engine counts them), bonus cards in hand whose building stands or waits to be placed, and a
 * square waiting to be placed at its best spot. Does nothing without expansion modules, or when
 * params switch the "modules" term off (term_scale 0).
 */
void bot_modules_prepare(BotEvalCtx *ctx, const BotEvalParams *params);
/* The "modules" term of bot_terms[]: the weighted sum of the parts; 0 without expansion modules. */
double bot_term_modules(BotEvalCtx *ctx, int player);
/* Index of the "modules" term in bot_terms[] (-1 if absent). */
int bot_modules_term_index(void);

/* One part, unweighted (0 when its module is off); its name and weight. */
double bot_module_part(BotEvalCtx *ctx, int part, int player);
const char *bot_module_part_name(int part);
double bot_module_weight(int part);
/* Points p's camps in the Alhambra earn in one scoring (their lines, M-C2). */
int bot_camp_points(const AlhGame *g, int player);
/* What owning character 0..9 is worth to player now (points), as bids and the term use it. */
double bot_character_worth(BotEvalCtx *ctx, int player, int character);

/*
 * The fast policy (Easy) with the modules: scores the modules' actions (squares, diamonds, exchange
 * and gate cards, waking the vizier, payments with diamonds or an exchange card) and keeps the best
 * in *choice when it beats *best (policy_fast_modules.c). Does nothing without expansion modules.
 */
void bot_fast_module_actions(const AlhGame *g, BotEvalCtx *ctx, const BotFastParams *fp, AlhRng *rng, double *best,
                             AlhCommand *choice, bool *found);

#endif

/* SPDX-License-Identifier: MIT */
/*
 * A module's part of the bots: what its pieces are worth in the evaluation, and how the fast policy
 * (Easy) and the playouts treat its commands. Each module's folder holds one (bot.c, named
 * alh_bot_<name>); the build lists them in the order of src/modules/modules.list
 * (alh_bot_registry). The bots see only a player's view: these hooks get the view's game.
 */
#ifndef ALH_BOT_MODULE_H
#define ALH_BOT_MODULE_H

#include "bot_internal.h"

typedef struct AlhModuleBot {
    /* The module's part of the evaluation's "modules" term: its name (tests and measurements), its
     * weight, and what the module's pieces are worth to player now, in points. */
    const char *part;
    double weight;
    double (*value)(BotEvalCtx *ctx, int player);
    /* Majorities the module adds for planning, beyond what the scoring counts now (a card whose
     * building waits to be placed, a square's best spot): added to ctx->counts. */
    void (*prepare_counts)(BotEvalCtx *ctx);
    /* Why a module has neither `value` nor `prepare_counts` (the 2-player rules: Dirk is the base
     * evaluation's): a module without a term and without a reason fails a test. */
    const char *no_term_because;

    /* The fast policy (Easy): a score for one of the module's own action kinds, or for a BUY of one
     * of its tiles on offer beside the market (buying space 5 and on), on the scale of
     * policy_fast.c (points); false to leave the command out. */
    bool (*fast_action)(const AlhGame *g, BotEvalCtx *ctx, const AlhCommand *c, double *score);
    /* ... and for the module's cards in a take or a payment: what the card is worth taken (in
     * money units), and what it pays in a purchase (it marks the purchase as the module's to score);
     * -1 when the card is not one the fast policy knows. */
    int (*take_worth)(int card);
    int (*pay_worth)(int card);

    /* Playouts keep one command per key among the module's out-of-turn choices in its own phase
     * (one payment per market space, the lowest bid per currency): a key 0..31, or -1 to keep. */
    int (*lean_key)(const AlhGame *g, const AlhCommand *c);
} AlhModuleBot;

extern const AlhModuleBot *const alh_bot_registry[ALH_MOD_COUNT + 1];

/* Helpers the modules' parts share with the base evaluation. */
/* Money-like worth: a pile beyond what a purchase needs counts less (as the money term). */
double bot_pile_worth(int sum);
/* The rounds still to score, weighted (0 when none is left). */
double bot_rounds_left(const BotEvalCtx *ctx);
/* What owning the module's cards of one currency costs when they go (a bid): the weight of money
 * (1.7) or of the module whose currency it is. */
double bot_currency_weight(const AlhGame *g, int pay_currency);

/* The parts of the "modules" term (eval_modules.c): one module's, unweighted (0 when it is off or
 * has none), and the index of the term. */
double bot_module_value(BotEvalCtx *ctx, int module_id, int player);
int bot_modules_term_index(void);
void bot_modules_prepare(BotEvalCtx *ctx, const BotEvalParams *params);
double bot_term_modules(BotEvalCtx *ctx, int player);
/* The fast policy's look at the modules' actions (policy_fast_modules.c); nothing without modules. */
void bot_fast_module_actions(const AlhGame *g, BotEvalCtx *ctx, const BotFastParams *fp, AlhRng *rng, double *best,
                             AlhCommand *choice, bool *found);
/* The playouts' lean list in a module's phase: one command per key (policy_greedy.c). */
size_t bot_lean_module_phase(const AlhGame *g, AlhCommand *cands, size_t n);

#endif

/* SPDX-License-Identifier: MIT */
/* Bot levels, their parameters, and the dispatch from a level to its player. */
#include "bot_internal.h"

#include <stdlib.h>
#include <string.h>

static const char *const level_names[ALH_BOT_LEVELS] = {"random", "easy", "medium", "hard", "expert"};

/* Levels differ by these numbers only, never by the clock, so every result reproduces. */
static const BotFastParams easy_params = {.noise = 1.6, .plan_payments = false, .deny = false};
/*
 * Hard: 6 of the greedy policy's commands, 8 guesses each, playouts of one round, to the end of the
 * game once 12 tiles or fewer are left (4 candidates without the end-game playouts won 38.0% and
 * 38.2% against three Medium on seeds 2028 and 2030; these 44.0% and 48.0%: docs/bots.md). The same
 * with expansion modules (it searched 4 candidates there; the end-game playouts matter more with
 * modules, whose last rounds swing more: 21.5% of 200 games against three Medium without them and
 * the modules' actions in playouts, 36.2% with both; docs/bots.md).
 */
static const BotSearchParams hard_params = {
    .candidates = 6, .samples = 8, .depth_rounds = 1, .prior = 0.05, .greedy_playouts = true, .endgame_tiles = 12};
/*
 * Expert: a varied field (each tile on sale, taking money, ... before second payments), exact
 * payments searched with the action they earn, successive halving over 12 x 40 playouts of two
 * rounds, and playouts to the end of the game once 12 tiles or fewer are left in the bag. 12 x 40
 * playouts (were 10 x 10; p99 171 ms of processor time against a budget of 3 s): +4 points of score
 * a game against three Medium on the same deals (docs/bots.md).
 */
static const BotSearchParams expert_params = {.candidates = 12,
                                              .samples = 40,
                                              .depth_rounds = 2,
                                              .prior = 0.05,
                                              .greedy_playouts = true,
                                              .varied = true,
                                              .compound = true,
                                              .halving = true,
                                              .endgame_tiles = 12};

const char *alh_bot_level_name(int level) { return (level >= 0 && level < ALH_BOT_LEVELS) ? level_names[level] : "?"; }

int alh_bot_level_from_name(const char *name)
{
    for (int i = 0; name && i < ALH_BOT_LEVELS; i++)
        if (strcmp(name, level_names[i]) == 0)
            return i;
    return -1;
}

/* SplitMix64's finaliser: every input bit reaches every output bit. */
static uint64_t mix64(uint64_t x)
{
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

uint64_t alh_bot_seed(uint64_t key, uint64_t game, uint64_t decision, int seat)
{
    /* Chained, so that (game, decision, seat) and its permutations give different seeds. The mix
     * is invertible: what keeps the game's secrets out is that none of the inputs holds one. */
    return mix64(mix64(mix64(mix64(key) ^ game) ^ decision) ^ (uint64_t)(unsigned)seat);
}

/* A complete game that agrees with the view, drawn from the bot's own generator. */
static AlhGame *guess_game(const AlhView *view, AlhRng *rng)
{
    AlhGame *g = malloc(sizeof *g);
    if (g)
        alh_view_determinize(view, rng, g);
    return g;
}

AlhBotBudget alh_bot_default_budget(int level)
{
    const BotSearchParams *sp = level == ALH_BOT_HARD ? &hard_params : (level == ALH_BOT_EXPERT ? &expert_params : NULL);
    AlhBotBudget b = {0, 0, 0};
    if (sp) {
        b.candidates = sp->candidates;
        b.samples = sp->samples;
        b.depth_rounds = sp->depth_rounds;
    }
    return b;
}

/* The optional modules a game plays with (the 2-player rules, which come with the seats, left out). */
static int optional_modules_on(const AlhGame *g)
{
    AlhModuleSet optional = alh_modules_optional();
    int n = 0;
    for (int w = 0; w < ALH_MAX_MODULES / 64; w++)
        n += __builtin_popcountll(g->modules.bits[w] & optional.bits[w]);
    return n;
}

/*
 * Expert's samples with expansion modules: 40 guesses per candidate in the base game, fewer as modules
 * make every playout dearer (more commands to weigh at each step, more terms in each evaluation):
 * 40 / (1 + k / 2) for k modules, at least 8. With 40 and the sixteen modules of expansions 1-4, a
 * game of Expert and three Hard took minutes of processor time; with 12 a decision's p99 was 2.1 to
 * 3.3 s, over the 3 s budget (docs/bots.md). Still a number, never the clock: the same decisions
 * every run.
 */
static int expert_samples(const AlhGame *g)
{
    int k = optional_modules_on(g);
    int samples = expert_params.samples * 2 / (2 + k);
    return samples < 8 ? 8 : samples;
}

bool bot_level_search_params(int level, const AlhGame *g, BotSearchParams *out)
{
    if (level == ALH_BOT_EXPERT) {
        *out = expert_params;
        out->samples = expert_samples(g);
    } else if (level == ALH_BOT_HARD)
        *out = hard_params;
    else
        return false;
    return true;
}

AlhError alh_bot_choose(int level, const AlhView *view, uint64_t seed, AlhCommand *out)
{
    return alh_bot_choose_budget(level, view, seed, NULL, out);
}

AlhError alh_bot_choose_budget(int level, const AlhView *view, uint64_t seed, const AlhBotBudget *budget, AlhCommand *out)
{
    if (level < 0 || level >= ALH_BOT_LEVELS)
        return ALH_ERR_BAD_COMMAND;
    if (view->game.phase == ALH_PHASE_OVER)
        return ALH_ERR_GAME_OVER;
    if (alh_to_move(&view->game) != view->viewer)
        return ALH_ERR_NOT_YOUR_TURN;
    AlhRng rng;
    alh_rng_seed(&rng, seed, view->viewer);
    if (level == ALH_BOT_RANDOM)
        return alh_random_policy(&view->game, &rng, out);

    /* A single legal command needs no thought. */
    AlhCommand only[2];
    if (alh_legal_commands(&view->game, only, 2) == 1) {
        *out = only[0];
        return ALH_OK;
    }
    BotSearchParams sp;
    if (bot_level_search_params(level, &view->game, &sp)) {
        if (budget) {
            sp.candidates = budget->candidates > 0 ? budget->candidates : 1;
            sp.samples = budget->samples > 0 ? budget->samples : 1;
            sp.depth_rounds = budget->depth_rounds >= 0 ? budget->depth_rounds : 0;
        }
        return bot_search_choose(view, &sp, &rng, out);
    }

    AlhGame *g = guess_game(view, &rng);
    if (!g)
        return ALH_ERR_BAD_COMMAND;
    AlhError err = level == ALH_BOT_EASY ? bot_fast_choose(g, &easy_params, &rng, out)
                                         : bot_greedy_choose(g, bot_default_params(), false, out);
    free(g);
    return err;
}

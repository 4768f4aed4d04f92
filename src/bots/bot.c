/* SPDX-License-Identifier: MIT */
/* Bot levels and the dispatch from a level to its player. */
#include "alhambra/bot.h"

#include <string.h>

static const char *const level_names[ALH_BOT_LEVELS] = {"random", "easy", "medium", "hard", "expert"};

const char *alh_bot_level_name(int level)
{
    return (level >= 0 && level < ALH_BOT_LEVELS) ? level_names[level] : "?";
}

int alh_bot_level_from_name(const char *name)
{
    for (int i = 0; name && i < ALH_BOT_LEVELS; i++)
        if (strcmp(name, level_names[i]) == 0)
            return i;
    return -1;
}

AlhError alh_bot_choose(int level, const AlhView *view, uint64_t seed, AlhCommand *out)
{
    if (level < 0 || level >= ALH_BOT_LEVELS)
        return ALH_ERR_BAD_COMMAND;
    if (alh_to_move(&view->game) != view->viewer)
        return ALH_ERR_NOT_YOUR_TURN;
    AlhRng rng;
    alh_rng_seed(&rng, seed, view->viewer);
    /* Levels above random are filled in by the bots issue; until then every level plays randomly. */
    return alh_random_policy(&view->game, &rng, out);
}

/* SPDX-License-Identifier: MIT */
/* One game played to the end by the reference random policy: self-play and recorded test games. */
#include "cli.h"

#include "alhambra/bot.h"

#include <stdio.h>
#include <string.h>

bool alh_cli_random_game(AlhGame *g, const AlhSetup *setup, uint64_t policy_seed, int max_commands, AlhCliCommandHook on_command,
                         void *ctx, char *msg, size_t msg_size)
{
    if (alh_new_game(g, setup, NULL) != ALH_OK) {
        snprintf(msg, msg_size, "impossible setup: %d players", setup->num_players);
        return false;
    }
    AlhRng rng;
    alh_rng_seed(&rng, policy_seed, ALH_CLI_POLICY_STREAM);
    AlhGame before;
    for (int n = 0; g->phase != ALH_PHASE_OVER; n++) {
        if (n >= max_commands) {
            snprintf(msg, msg_size, "the game did not end within %d commands", max_commands);
            return false;
        }
        AlhCommand cmd;
        AlhError e = alh_random_policy(g, &rng, &cmd);
        if (e != ALH_OK) {
            snprintf(msg, msg_size, "the random policy found no command (%s) at command %d", alh_error_code(e), n);
            return false;
        }
        if (on_command)
            memcpy(&before, g, sizeof before);
        e = alh_apply(g, &cmd, NULL);
        if (e != ALH_OK) {
            snprintf(msg, msg_size, "the engine refused the policy's command %d: %s", n, alh_error_code(e));
            return false;
        }
        if (on_command)
            on_command(ctx, &before, &cmd, g);
    }
    return true;
}

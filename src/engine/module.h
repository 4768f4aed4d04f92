/* SPDX-License-Identifier: MIT */
/*
 * How an optional module plugs into the engine. Each module is one file that fills an AlhModule
 * with the hooks it needs (NULL for the others); the engine calls the hooks of every module that
 * is switched on in g->modules, in AlhModuleId order. The base game never tests for a module.
 */
#ifndef ALH_ENGINE_MODULE_H
#define ALH_ENGINE_MODULE_H

#include "alhambra/game.h"
#include "engine_internal.h"

typedef struct AlhModule {
    const char *name;   /* as written in "modules=" lists and saves */

    /* Setup: copies of each money card (0 = no opinion). */
    int (*money_copies)(const AlhSetup *setup);
    /* Setup: after the market is filled, before the starting money is dealt. */
    void (*setup)(AlhGame *g, AlhEvents *ev);
    /* Right after scoring round `round` (1..3) has been scored. */
    void (*after_scoring)(AlhGame *g, int round, AlhEvents *ev);

    /* Extra commands for a pending tile of the player to move (appended to the legal list). */
    size_t (*pending_tile_commands)(const AlhGame *g, int player, int tile, AlhCommand *out, size_t cap);
    /* Checks / applies a command type the base game does not know. ALH_ERR_BAD_COMMAND if not its own. */
    AlhError (*check)(const AlhGame *g, const AlhCommand *cmd);
    void (*apply)(AlhGame *g, const AlhCommand *cmd, AlhEvents *ev);

    /* Scoring: building counts of extra participants (Dirk). Returns true if it adds the participant
     * at index ALH_DIRK and fills counts. */
    bool (*extra_participant)(const AlhGame *g, uint8_t counts[ALH_NUM_TYPES]);
} AlhModule;

/* The module descriptor for an id, or NULL. */
const AlhModule *alh_module(int id);

/* The modules defined in their own files. */
extern const AlhModule alh_module_two_player;

#endif

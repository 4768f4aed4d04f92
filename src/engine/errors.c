/* SPDX-License-Identifier: MIT */
/* Stable codes and English messages for the engine's errors. */
#include "module.h"

typedef struct ErrorText {
    const char *code;
    const char *message;
} ErrorText;

/* The base game's; the modules' come from their module.txt (generated registry). */
static const ErrorText error_texts[ALH_ERR_BASE_COUNT] = {
    [ALH_OK] = {"ok", "Done."},
    [ALH_ERR_BAD_COMMAND] = {"bad-command", "That command is not understood."},
    [ALH_ERR_GAME_OVER] = {"game-over", "The game is over."},
    [ALH_ERR_NOT_YOUR_TURN] = {"not-your-turn", "It is not your turn."},
    [ALH_ERR_WRONG_PHASE] = {"wrong-phase", "That cannot be done at this point of the turn."},
    [ALH_ERR_EMPTY_SLOT] = {"empty-slot", "There is nothing on that space."},
    [ALH_ERR_TOO_MUCH_MONEY] = {"too-much-money", "Several cards may be taken only if they add up to 5 or less."},
    [ALH_ERR_CARD_NOT_IN_HAND] = {"card-not-in-hand", "You do not hold that card."},
    [ALH_ERR_WRONG_CURRENCY] = {"wrong-currency", "This space must be paid in its own currency."},
    [ALH_ERR_NOT_ENOUGH_MONEY] = {"not-enough-money", "Those cards do not reach the price."},
    [ALH_ERR_NO_SUCH_TILE] = {"no-such-tile", "That tile is not there."},
    [ALH_ERR_SPOT_OCCUPIED] = {"spot-occupied", "That spot is already built on."},
    [ALH_ERR_SPOT_NOT_ADJACENT] = {"not-joined", "A tile must be joined to the Alhambra by a whole side."},
    [ALH_ERR_WALL_MISMATCH] = {"wall-mismatch", "A wall would meet an open side: touching sides must match."},
    [ALH_ERR_NOT_REACHABLE] = {"not-reachable",
                               "Every tile must be reachable on foot from the fountain without crossing a wall."},
    [ALH_ERR_LEAVES_HOLE] = {"leaves-hole", "No empty space may be closed in by tiles."},
    [ALH_ERR_FOUNTAIN] = {"fountain", "The fountain never moves."},
    [ALH_ERR_OUT_OF_RANGE] = {"out-of-range", "That spot is out of range."},
    [ALH_ERR_NO_BONUS] = {"action-required", "You must take an action: money, a building, or a redesign."},
    [ALH_ERR_MODULE_OFF] = {"module-off", "That module is not part of this game."},
    [ALH_ERR_RULE] = {"not-allowed", "A rule of this game's modules forbids that."},
    [ALH_ERR_NOT_EXACT] = {"not-exact", "Only the exact price buys that."},
};

const char *alh_error_code(AlhError e)
{
    if ((unsigned)e < ALH_ERR_BASE_COUNT)
        return error_texts[e].code;
    if ((unsigned)e < ALH_ERR_COUNT)
        return alh_module_error_texts[e - ALH_ERR_BASE_COUNT][0];
    return "unknown";
}

const char *alh_error_message(AlhError e)
{
    if ((unsigned)e < ALH_ERR_BASE_COUNT)
        return error_texts[e].message;
    if ((unsigned)e < ALH_ERR_COUNT)
        return alh_module_error_texts[e - ALH_ERR_BASE_COUNT][1];
    return "Unknown error.";
}

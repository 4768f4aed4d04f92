/* SPDX-License-Identifier: MIT */
/*
 * The 2-player rules: two copies of each money card, and the neutral player Dirk, who collects
 * tiles (6 at the start, 6 after the first scoring, a third of the bag after the second, R14),
 * ranks in majorities but scores no wall, and may be given a tile a player has just bought.
 */
#include "module.h"

#include <stddef.h>

/* On with two seats, never otherwise. */
static int two_player_by_count(int num_players) { return num_players == 2; }

static int two_player_copies(const AlhSetup *setup)
{
    (void)setup;
    return 2;
}

static void draw_for_dirk(AlhGame *g, int count, AlhEvents *ev)
{
    for (int i = 0; i < count; i++) {
        int tile = alh_draw_tile(g);
        if (!tile)
            return;
        alh_give_tile_to_dirk(g, tile, -1, ev);
    }
}

static void two_player_setup(AlhGame *g, AlhEvents *ev) { draw_for_dirk(g, 6, ev); }

static void two_player_after_scoring(AlhGame *g, int round, AlhEvents *ev)
{
    if (round == 1)
        draw_for_dirk(g, 6, ev);
    else if (round == 2)
        draw_for_dirk(g, alh_bag_remaining(g) / 3, ev);
}

/* "Whenever a building tile is bought": a tile with a printed price, bought from the market (the
 * base game's buildings, and the camps, bought "like other building tiles", 002 Camps). A piece
 * taken for nothing (a square) or priced by the market (a bazaar) never goes to Dirk. */
static bool goes_to_dirk(int tile) { return alh_tile_is_piece(tile) && alh_tile_info(tile)->price > 0; }

/* Only a tile bought this turn may go to Dirk, not one given out at the end of the game. */
static size_t two_player_pending_commands(const AlhGame *g, int player, int tile, AlhCommand *out, size_t cap)
{
    if (g->phase != ALH_PHASE_PLACE || !goes_to_dirk(tile))
        return 0;
    if (cap > 0) {
        AlhCommand c = {0};
        c.type = ALH_CMD_GIVE_DIRK;
        c.player = (uint8_t)player;
        c.tile = (uint8_t)tile;
        out[0] = c;
    }
    return 1;
}

static AlhError two_player_check(const AlhGame *g, const AlhCommand *cmd)
{
    if (cmd->type != ALH_CMD_GIVE_DIRK)
        return ALH_ERR_BAD_COMMAND;
    if (g->phase != ALH_PHASE_PLACE)
        return ALH_ERR_WRONG_PHASE;
    if (!goes_to_dirk(cmd->tile))
        return ALH_ERR_NO_SUCH_TILE;
    const AlhTilePlace *w = &g->where[cmd->tile];
    if (w->loc != ALH_LOC_PENDING || w->owner != cmd->player)
        return ALH_ERR_NO_SUCH_TILE;
    return ALH_OK;
}

static void two_player_apply(AlhGame *g, const AlhCommand *cmd, AlhEvents *ev)
{
    alh_pending_removed(g, cmd->player, cmd->tile);
    alh_give_tile_to_dirk(g, cmd->tile, cmd->player, ev);
    alh_pending_resolved(g, ev);
}

static bool two_player_participant(const AlhGame *g, uint8_t counts[ALH_NUM_TYPES])
{
    for (int t = 0; t < ALH_NUM_TYPES; t++)
        counts[t] = g->dirk_type_count[t];
    return true;
}

const AlhModule alh_module_two_player = {
    .by_player_count = two_player_by_count,
    .money_copies = two_player_copies,
    .setup = two_player_setup,
    .after_scoring = two_player_after_scoring,
    .pending_tile_commands = two_player_pending_commands,
    .check = two_player_check,
    .apply = two_player_apply,
    .extra_participant = two_player_participant,
};

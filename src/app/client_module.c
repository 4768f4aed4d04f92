/* SPDX-License-Identifier: MIT */
/* The modules' client parts, found by module id or by the owner of a card, tile, command, event or phase. */
#include "client_module.h"

#include "match.h"

static const AlhModuleClient no_part; /* the base game's: every hook NULL */

const AlhModuleClient *client_module(int id)
{
    if (id < 0 || id >= ALH_MOD_COUNT || !alh_client_registry[id])
        return &no_part;
    return alh_client_registry[id];
}

const AlhModuleClient *client_module_of_card(int card) { return client_module(alh_card_module(card)); }

const AlhModuleClient *client_module_of_tile(int tile) { return client_module(alh_tile_module(tile)); }

const AlhModuleClient *client_module_of_event(int type) { return client_module(alh_event_module(type)); }

const AlhModuleClient *client_module_of_command(int type) { return client_module(alh_command_module(type)); }

const AlhModuleClient *client_module_of_phase(int phase) { return client_module(alh_phase_module(phase)); }

void client_draw_on_board(AppContext *ctx, const AlhGame *g, int player, const BoardView *v)
{
    for (int id = 0; id < ALH_MOD_COUNT; id++)
        if (alh_module_on(g, id) && client_module(id)->draw_on_board)
            client_module(id)->draw_on_board(ctx, g, player, v);
}

void client_board_extent(const AlhGame *g, int player, int box[4])
{
    for (int id = 0; id < ALH_MOD_COUNT; id++)
        if (alh_module_on(g, id) && client_module(id)->board_extent)
            client_module(id)->board_extent(g, player, box);
}

const AlhModuleClient *client_module_of_option(const AlhGame *g)
{
    for (int id = 0; id < ALH_MOD_COUNT; id++)
        if (alh_module_on(g, id) && client_module(id)->option_handle)
            return client_module(id);
    return client_module(-1);
}

int client_scoring_loss(const struct Match *m, int round, int player)
{
    int loss = 0;
    for (int id = 0; id < ALH_MOD_COUNT && player >= 0 && player < ALH_MAX_PLAYERS; id++)
        if (alh_module_on(&m->game, id) && client_module(id)->scoring_loss)
            loss += client_module(id)->scoring_loss(m, round, player);
    return loss;
}

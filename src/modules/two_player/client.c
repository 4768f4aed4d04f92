/* SPDX-License-Identifier: MIT */
/*
 * The 2-player rules in the client: nothing of their own. Dirk, the third player they bring, is the
 * base table's (his portrait, his buildings, his score): the client asks alh_game_has_dirk.
 */
#include "client_module.h"

const AlhModuleClient alh_client_two_player = {0};

/* SPDX-License-Identifier: MIT */
/* Invaders in the client: nothing drawn yet (the pieces, the panel's section, the invasion's moment
 * and the log's lines come next); the engine, saves and bots are complete without it. */
#include "client_module.h"
#include "invaders/client.h"

const AlhModuleClient alh_client_invaders = {0};

/* SPDX-License-Identifier: MIT */
/* Change in the client: nothing of its own yet (coins are drawn as the base game's unknown cards). */
#include "client_module.h"

const AlhModuleClient alh_client_change = {0};

/* SPDX-License-Identifier: MIT */
/* Thieves in the client (to come: the thief cards, the offer after a turn, the panel). */
#include "client_module.h"

const AlhModuleClient alh_client_thieves = {0};

/* SPDX-License-Identifier: MIT */
/* The treasure chamber in the client (in progress). */
#include "client_module.h"

const AlhModuleClient alh_client_treasure_chamber = {0};

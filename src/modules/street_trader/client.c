/* SPDX-License-Identifier: MIT */
/* The street trader in the client (to come: the trader and citizens on the board, the choices). */
#include "client_module.h"

const AlhModuleClient alh_client_street_trader = {0};

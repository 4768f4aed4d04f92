/* SPDX-License-Identifier: MIT */
/* The invaders' open variant in the client: the invaders' part (invaders/client.c) will draw both. */
#include "client_module.h"
#include "invaders/client.h"

const AlhModuleClient alh_client_invaders_open = {0};

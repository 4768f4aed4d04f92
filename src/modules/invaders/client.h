/* SPDX-License-Identifier: MIT */
/* The invaders' client part, shared with the open variant's module. */
#ifndef ALH_MOD_INVADERS_CLIENT_H
#define ALH_MOD_INVADERS_CLIENT_H

#include "client_module.h"

#endif

/* SPDX-License-Identifier: MIT */
/* The invaders' open variant: its events are the invaders' (their texts are in invaders/persist.c);
 * no command, no card of its own. */
#include "persist/module_persist.h"

const AlhModulePersist alh_persist_invaders_open = {0};

/* SPDX-License-Identifier: MIT */
/* Camps are tiles like any other in the notation and in saves: nothing of their own to say. */
#include "persist/module_persist.h"

const AlhModulePersist alh_persist_camps = {0};

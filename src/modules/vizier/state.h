/* SPDX-License-Identifier: MIT */
/* The vizier's favour: awake viziers and the window after a turn (fields described in rules.c). */
#ifndef ALH_MOD_VIZIER_STATE_H
#define ALH_MOD_VIZIER_STATE_H

#include "alhambra/types.h"

typedef struct AlhVizierState {
    uint8_t awake; /* bit p: player p's vizier is awake */
    uint8_t next;  /* whose turn comes after the window */
    uint8_t asked; /* bit p: already declined in this round of asking */
} AlhVizierState;

#endif

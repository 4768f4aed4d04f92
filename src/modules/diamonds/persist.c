/* SPDX-License-Identifier: MIT */
/* Diamonds' cards are named "dia1".."dia10". */
#include "persist/module_persist.h"

static const AlhCardNames cards[] = {{"dia", ALH_CARD_DIAMOND_FIRST, ALH_CARD_DIAMOND_COUNT}};

const AlhModulePersist alh_persist_diamonds = {
    .cards = cards,
    .card_kinds = 1,
};

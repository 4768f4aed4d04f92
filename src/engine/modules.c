/* SPDX-License-Identifier: MIT */
/* The registry of optional modules: each is defined in a file of its own. */
#include "module.h"

#include <string.h>

static const AlhModule *const registry[ALH_MOD_COUNT] = {
    [ALH_MOD_TWO_PLAYER] = &alh_module_two_player,
    [ALH_MOD_BONUS_CARDS] = &alh_module_bonus_cards,
    [ALH_MOD_SQUARES] = &alh_module_squares,
    [ALH_MOD_CITY_GATES] = &alh_module_city_gates,
    [ALH_MOD_DIAMONDS] = &alh_module_diamonds,
    [ALH_MOD_EXCHANGE] = &alh_module_exchange,
    [ALH_MOD_CAMPS] = &alh_module_camps,
    [ALH_MOD_CHARACTERS] = &alh_module_characters,
    [ALH_MOD_VIZIER] = &alh_module_vizier,
};

const AlhModule *alh_module(int id)
{
    return (id >= 0 && id < ALH_MOD_COUNT) ? registry[id] : NULL;
}

bool alh_module_on(const AlhGame *g, int id)
{
    return (g->modules >> id) & 1u;
}

const char *alh_module_name(int id)
{
    const AlhModule *m = alh_module(id);
    return m ? m->name : NULL;
}

int alh_module_id(const char *name)
{
    for (int id = 0; name && id < ALH_MOD_COUNT; id++)
        if (registry[id] && strcmp(registry[id]->name, name) == 0)
            return id;
    return -1;
}

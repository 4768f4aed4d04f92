/* SPDX-License-Identifier: MIT */
/* Module "diamonds" (work in progress). */
#include "module.h"

const AlhModule alh_module_diamonds = {
    .name = "diamonds",
};

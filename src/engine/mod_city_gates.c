/* SPDX-License-Identifier: MIT */
/* Module "city-gates" (work in progress). */
#include "module.h"

const AlhModule alh_module_city_gates = {
    .name = "city-gates",
};

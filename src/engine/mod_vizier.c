/* SPDX-License-Identifier: MIT */
/* Module "vizier" (work in progress). */
#include "module.h"

const AlhModule alh_module_vizier = {
    .name = "vizier",
};

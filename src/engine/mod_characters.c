/* SPDX-License-Identifier: MIT */
/* Module "characters" (work in progress). */
#include "module.h"

const AlhModule alh_module_characters = {
    .name = "characters",
};

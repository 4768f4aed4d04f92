/* SPDX-License-Identifier: MIT */
/* Module "squares" (work in progress). */
#include "module.h"

const AlhModule alh_module_squares = {
    .name = "squares",
};

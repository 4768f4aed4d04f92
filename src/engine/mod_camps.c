/* SPDX-License-Identifier: MIT */
/* Module "camps" (work in progress). */
#include "module.h"

const AlhModule alh_module_camps = {
    .name = "camps",
};

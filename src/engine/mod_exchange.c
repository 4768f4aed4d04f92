/* SPDX-License-Identifier: MIT */
/* Module "exchange" (work in progress). */
#include "module.h"

const AlhModule alh_module_exchange = {
    .name = "exchange",
};

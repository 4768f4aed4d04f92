/* SPDX-License-Identifier: MIT */
/* Bazaars in the client (placeholder while the rules land; see the next commits). */
#include "client_module.h"

const AlhModuleClient alh_client_bazaars = {0};

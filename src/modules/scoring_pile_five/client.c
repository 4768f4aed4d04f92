/* SPDX-License-Identifier: MIT */
/* The scoring-pile-five option in the client: nothing of its own to draw. The draw pile's counter
 * and the scorings are the base table's. */
#include "client_module.h"

const AlhModuleClient alh_client_scoring_pile_five = {0};

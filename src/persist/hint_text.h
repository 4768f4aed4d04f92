/* SPDX-License-Identifier: MIT */
/* The hint's reasons (alhambra/hint.h) as English sentences, for the protocol and logs. */
#ifndef ALH_PERSIST_HINT_TEXT_H
#define ALH_PERSIST_HINT_TEXT_H

#include <stddef.h>
#include "alhambra/hint.h"

#define ALH_HINT_TEXT_MAX 768

/* One English sentence per reason, most important first, joined by spaces. Returns buf. */
const char *alh_hint_text(const AlhHint *hint, char *buf, size_t size);

#endif

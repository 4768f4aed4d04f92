/* SPDX-License-Identifier: MIT */
/*
 * The table's Hint (button, and the H key): the Expert bot, on a thread of its own and from the
 * player's view only (alh_bot_hint), says what it would play now; the table marks the move (the
 * display slots, the market space, the spot or the reserve) and says why in the player's language,
 * from the reasons the bot's evaluation gave (hint.* keys of data/lang).
 */
#ifndef ALHAMBRA_TABLE_HINT_H
#define ALHAMBRA_TABLE_HINT_H

#include <stddef.h>
#include "alhambra/hint.h"
#include "table_input.h"

/* Draws the Hint button and, once asked and thought, the hint over the table; handles H. Call it
 * after the table is drawn. */
void table_hint_frame(TableFrame *f);

/* The hint's text as shown (the move, then why), or NULL when none is shown: for tests. */
const char *table_hint_text(void);
/* The hint shown (its command and reasons), or NULL: for tests. */
const AlhHint *table_hint_current(void);
/* Where the shown hint's words were drawn in the last frame (false when none is shown): for tests. */
bool table_hint_box(SDL_Rect *out);
/* Whether a hint is being thought about now. */
bool table_hint_thinking(void);

/* The move of a hint in words ("Take 3 denars + 5 florins.") and why, in the current language. */
const char *table_hint_move_words(AppContext *ctx, const AlhGame *g, const AlhHint *h, char *buf, size_t size);
const char *table_hint_why_words(AppContext *ctx, const AlhGame *g, const AlhHint *h, char *buf, size_t size);

/* How many places the shown hint marked in the last frame (the slots, the space and the cards to
 * pay, the spot or the reserve). */
int table_hint_mark_count(void);

#endif

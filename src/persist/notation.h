/* SPDX-License-Identifier: MIT */
/* Commands, cards and events as short text: the protocol, the game log and replays all use it. */
#ifndef ALH_PERSIST_NOTATION_H
#define ALH_PERSIST_NOTATION_H

#include <stdbool.h>
#include <stddef.h>
#include "alhambra/game.h"

#define ALH_NOTATION_MAX 128   /* room for any command in the notation */
#define ALH_EVENT_TEXT_MAX 512 /* room for any event line */

/*
 * Cards: currency short name and value, "den5"; a copy letter a/b/c names one physical card,
 * "den5b". Scoring cards are "score1" and "score2". Writes into buf and returns it.
 */
const char *alh_card_text(int card, bool with_copy, char *buf, size_t size);

/*
 * Reads "den5" or "den5b" (also "denar5"). Sets *copy to 0..2, or -1 when no copy letter was
 * given. Returns false if the text is no money card.
 */
bool alh_card_parse(const char *text, int *currency, int *value, int *copy);

/* Reads a card that is not money ("score1", "dia3", "exch2", "gate1", "char4"): its id, or -1. */
int alh_card_parse_other(const char *text);

/*
 * Writes cmd in the notation:
 *   take 1+3                 display slots 1..4
 *   buy 2 den5+den3          market space 1..4, the cards paid
 *   place 17 1,-1            a waiting tile at x,y (fountain at 0,0, y grows southwards)
 *   reserve 17 | dirk 17     a waiting tile onto the reserve, or to Dirk (2 players)
 *   redesign-add 17 0,1 | redesign-remove 17 | redesign-swap 17 23 (reserve tile 17 replaces 23)
 *   pass
 * and the modules' own commands, each written by its module's forms (src/modules/<name>/persist.c;
 * docs/protocol.md lists them all). Any field a form leaves out is appended as key=value: slots=,
 * space=, tile=, tile2=, at=x,y, cards=, and a placement option as its module names it
 * (AlhModulePersist.option_key).
 * g is the state the command applies to: copy letters are left out when alh_notation_parse would
 * pick the same cards from the hand anyway. g may be NULL (copy letters always written).
 */
const char *alh_notation_format(const AlhGame *g, const AlhCommand *cmd, char *buf, size_t size);

typedef struct AlhNotationError {
    const char *code;  /* "bad-notation", "card-not-in-hand" or "game-over" */
    char message[192]; /* which token and what was expected */
} AlhNotationError;

/*
 * Reads a command for the player to move in g. Cards without a copy letter are the lowest copies
 * of that value in the hand not already named. Only the notation is checked here: whether the
 * command is legal is alh_check's business. On failure returns false and fills err (may be NULL).
 */
bool alh_notation_parse(const AlhGame *g, const char *text, AlhCommand *out, AlhNotationError *err);

/* One line for an event, e.g. "P2 bought 17 space 2 paid 10 exact". Players count from 1. */
const char *alh_event_text(const AlhEvent *e, char *buf, size_t size);

#endif

/* SPDX-License-Identifier: MIT */
/* Helpers for the engine tests: hand-made positions, commands, and checks on events and refusals. */
/*
 * Conventions in the tests: players are numbered from 0 as in the engine; market spaces are
 * 0..3 in code and "space 1..4" in comments, as printed on the board. A hand-made position is
 * built by moving tiles and cards with these helpers, then fx_commit() rebuilds the derived
 * counters and fails the test unless alh_game_validate() accepts the result.
 */
#ifndef ALH_TEST_FIXTURES_H
#define ALH_TEST_FIXTURES_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include "alhambra/game.h"

/* Wall masks, bit per side as in AlhTileInfo.walls. */
enum { W_N = 1, W_E = 2, W_S = 4, W_W = 8 };

/* ---------------------------------------------------------------- games and positions */

/* A fresh game; fails the test if the engine refuses the setup. */
void fx_new_game(AlhGame *g, int players, uint64_t seed);

/* Recomputes the derived counters and fails the test (with the engine's reason) if the state is invalid. */
void fx_commit(AlhGame *g);

/* Makes `player` the one to act, at the start of a fresh turn. */
void fx_start_turn(AlhGame *g, int player);

/*
 * Moves a tile to a new place, taking it out of the bag or the market as needed. For
 * ALH_LOC_MARKET, x is the space (which must be empty). Derived counters are stale until fx_commit.
 */
void fx_move_tile(AlhGame *g, int tile, int loc, int owner, int x, int y);

/* A tile with exactly these walls (and of this type unless type < 0) that is not yet with a player
 * (bag, market, Dirk or removed); 0 if there is none. The bag is searched first. */
int fx_free_tile(const AlhGame *g, int walls, int type);

/* Builds a free tile with these walls into player's Alhambra at x,y; returns its id (fails if none). */
int fx_build_walls(AlhGame *g, int player, int walls, int x, int y);

/* Puts a free tile with these walls (type ignored if < 0) onto player's reserve; returns its id. */
int fx_reserve_walls(AlhGame *g, int player, int walls, int type);

/* Puts a free tile of this type into market space s (an occupying tile goes back to the bag). */
int fx_market_put(AlhGame *g, int space, int tile);

/*
 * Builds `count` free tiles of `type` into player's Alhambra wherever the building rules allow,
 * preferring tiles with few walls; returns how many were built (derived counters kept fresh).
 */
int fx_build_type(AlhGame *g, int player, int type, int count);

/* Fills every empty market space from the top of the bag. */
void fx_market_fill(AlhGame *g);

/* Empties the bag: every tile in it goes out of the game (ALH_LOC_REMOVED). */
void fx_empty_bag(AlhGame *g);

/* Keeps only `keep` tiles in the bag; the others go out of the game. */
void fx_trim_bag(AlhGame *g, int keep);

/* ---------------------------------------------------------------- money */

/* Takes a money card out of wherever it is (hand, display, deck, discard). */
void fx_card_release(AlhGame *g, int card);
/* A copy of currency/value in play that no player holds; fails if there is none. */
int fx_free_card(const AlhGame *g, int currency, int value);
void fx_card_to_hand(AlhGame *g, int player, int card);
void fx_card_to_discard(AlhGame *g, int card);
/* Puts a card on a display slot; the card that was there goes to the discard pile. */
void fx_card_to_display(AlhGame *g, int slot, int card);
/* Moves the whole hand of a player to the discard pile. */
void fx_hand_clear(AlhGame *g, int player);
/* Gives a player a free card of currency/value; returns it. */
int fx_give(AlhGame *g, int player, int currency, int value);
/* Moves a scoring card (ALH_CARD_SCORING_1/2) to the top of the draw pile. */
void fx_scoring_card_to_top(AlhGame *g, int scoring_card);
/* Moves every card of the draw pile to the discard pile (scoring cards are dropped). */
void fx_deck_to_discard(AlhGame *g);

/* ---------------------------------------------------------------- commands */

AlhCommand fx_cmd_take(int player, unsigned slots);
AlhCommand fx_cmd_buy(int player, int space, const int *cards, int n);
AlhCommand fx_cmd_place(int player, int tile, int x, int y);
AlhCommand fx_cmd_reserve(int player, int tile);
AlhCommand fx_cmd_give_dirk(int player, int tile);
AlhCommand fx_cmd_add(int player, int tile, int x, int y);
AlhCommand fx_cmd_remove(int player, int tile);
AlhCommand fx_cmd_swap(int player, int tile_in, int tile_out);
AlhCommand fx_cmd_pass(int player);

/* Applies a command that must succeed; events are cleared first when ev is not NULL. */
void fx_apply_ok(AlhGame *g, const AlhCommand *c, AlhEvents *ev);

/* Applies a command that must be refused with `expected`; checks the state stayed byte-identical,
 * that no event was appended, and that alh_check agrees. */
void fx_assert_refused(AlhGame *g, const AlhCommand *c, AlhError expected);

/* ---------------------------------------------------------------- events */

int fx_event_count(const AlhEvents *ev, int type);
/* Index of the first event of this type at or after `from`, or -1. */
int fx_event_find(const AlhEvents *ev, int type, int from);

#endif

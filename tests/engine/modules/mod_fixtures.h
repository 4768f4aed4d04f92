/* SPDX-License-Identifier: MIT */
/* Helpers for the modules' tests: games with modules, hand-made positions, checked commands. */
#ifndef ALH_MOD_FIXTURES_H
#define ALH_MOD_FIXTURES_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include "alhambra/game.h"
#include "alhambra/view.h"

#define MOD(id) (1ull << (id))

/* A fresh game with these modules; fails the test if the engine refuses it. */
void mx_new_game(AlhGame *g, int players, uint64_t seed, uint64_t modules);
/* Recomputes derived counters and fails the test if the state is invalid. */
void mx_commit(AlhGame *g);
/* Makes `player` the one to act at the start of a fresh turn. */
void mx_start_turn(AlhGame *g, int player);
/* Moves a tile anywhere (bag, market, supply entries are cleaned up); counters stale until mx_commit. */
void mx_move_tile(AlhGame *g, int tile, int loc, int owner, int x, int y);
/* Builds tile into player's Alhambra at x,y (no rule checked) and commits. */
void mx_build(AlhGame *g, int player, int tile, int x, int y);
/* The building tile of this type and price with exactly these walls (fails if none). */
int mx_tile(int type, int price, int walls);
/* Any base tile with exactly these walls and type (type < 0: any) not yet with a player. */
int mx_free_tile(const AlhGame *g, int walls, int type);

/* Money: takes a card (money, diamond, exchange) out of wherever it is and gives it to player. */
void mx_card_to_hand(AlhGame *g, int player, int card);
int mx_give(AlhGame *g, int player, int currency, int value);
void mx_hand_clear(AlhGame *g, int player);
void mx_card_to_display(AlhGame *g, int slot, int card);
/* Removes a card from hands, display, deck and discard. */
void mx_card_release(AlhGame *g, int card);
/* Puts a card on top of the draw pile. */
void mx_card_to_top(AlhGame *g, int card);

AlhCommand mx_cmd(int type, int player);
AlhCommand mx_cmd_buy(int player, int space, const int *cards, int n);
AlhCommand mx_cmd_place(int player, int tile, int x, int y);

void mx_apply_ok(AlhGame *g, const AlhCommand *c, AlhEvents *ev);
void mx_assert_refused(AlhGame *g, const AlhCommand *c, AlhError expected);
int mx_event_count(const AlhEvents *ev, int type);
/* Whether c (same type, player and fields) is among alh_legal_commands. */
bool mx_is_listed(const AlhGame *g, const AlhCommand *c);

/* Plays whole games with these modules: commands picked uniformly among the legal ones (module
 * commands favoured) or by alh_random_policy; checks every state; returns games finished. */
int mx_soak(uint64_t modules, int games, uint64_t seed, bool random_policy);
/* Events of a type seen during the last mx_soak. */
int mx_soak_events(int type);

#endif

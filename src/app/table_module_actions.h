/* SPDX-License-Identifier: MIT */
/* Mouse play of the expansion modules: the action tray, city-gate sides, the vizier and auction prompts. */
#ifndef ALHAMBRA_TABLE_MODULE_ACTIONS_H
#define ALHAMBRA_TABLE_MODULE_ACTIONS_H

#include <stdbool.h>
#include <stddef.h>
#include "table.h"
#include "table_input.h"

/*
 * Everything here is driven by the engine's list of legal commands for the player to move
 * (alh_legal_commands), never by which modules are on: a command the list does not hold is never
 * offered. Widget ids (tests click them):
 *   table.mod.tray                the "Expansion actions (N)" button at the board's lower right
 *   table.mod.group.T.K           a kind of action in the open tray (T command type, K its card/colour)
 *   table.mod.cmd.I               the I-th choice of that kind (its targets), table.mod.next / .prev pages
 *   table.mod.confirm, .cancel    confirm or drop the chosen action (the hint says what it will do)
 *   table.mod.decline             decline the vizier's favour, pass in an auction, keep the Entertainer
 *   table.mod.bid                 bid the selected cards;  table.mod.swap  swap the Entertainer
 *   table.mod.vizier_reserve      buy with the vizier onto the reserve
 *   table.gate.X.Y.S              build the held tile at X,Y with a city gate on side S (0 N, 1 E, 2 S, 3 W)
 */

/*
 * The action panel when a module owns it: a chosen tray action waiting for confirmation, the
 * vizier's favour (ALH_PHASE_VIZIER) or an auction (ALH_PHASE_AUCTION) for the player asked.
 * Also draws the tray (over the board's lower right). Returns true when it filled hint and the
 * buttons b0..b3 itself. Call only while a human may act.
 */
bool table_mod_panel(TableFrame *f, SDL_Rect b0, SDL_Rect b1, SDL_Rect b2, SDL_Rect b3, char *hint, size_t hint_size);

/* While the tray is open, what it is: written over the hint the base actions left (call after them,
 * before a refusal's notice). */
void table_mod_tray_hint(const TableFrame *f, char *hint, size_t hint_size);

/* Expansion actions the tray offers now (0 when it shows none); valid after table_mod_panel. */
int table_mod_tray_choices(const Table *t);
/* Hand cards: whether card may be selected now (pay_currency: the market space's, or -1). */
bool table_mod_card_usable(const TableFrame *f, int card, int pay_currency);
/* Whether the hand is a choice of cards now without a market tile chosen (an auction bid). */
bool table_mod_picks_cards(const TableFrame *f);
/* A hand click the modules handle (a bid being put together); false to let the table handle it. */
bool table_mod_hand_click(TableFrame *f, int card);

/* The vizier's favour: a market click chooses the tile and an exact payment, the reserve button ends it. */
void table_mod_vizier_market(TableFrame *f, int space);
void table_mod_vizier_reserve(TableFrame *f);
/* A finished VIZIER_BUY (spot chosen): asks for confirmation. */
void table_mod_choose(TableFrame *f, const AlhCommand *cmd);

/* Over the board while a tile is held: the city-gate sides the legal commands offer, as handles. */
void table_mod_board_overlay(TableFrame *f);

/* A table's modules state (Table.mods): made with the table, freed with it. */
typedef struct TableModState TableModState;
TableModState *table_mod_state_create(void);
void table_mod_state_destroy(TableModState *s);
/* Forget the tray's state (a new game, the table entered). */
void table_mod_reset(TableModState *s);

/* For tests: whether the tray is open, and the command waiting for confirmation (NULL if none). */
bool table_mod_tray_open(const Table *t);
const AlhCommand *table_mod_chosen(const Table *t);
/* For tests: where a legal command sits in the open tray (index of table.mod.cmd.I in its kind), -1. */
int table_mod_choice_index(const Table *t, const AlhCommand *c);

#endif

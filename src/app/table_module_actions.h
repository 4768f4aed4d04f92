/* SPDX-License-Identifier: MIT */
/* Mouse play of the modules: the action tray, a module phase's prompt, placement options on the board. */
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
 *   table.mod.decline ...         a module phase's buttons (its client part names them)
 *   table.option.X.Y.O            build the held tile at X,Y with placement option O (AlhCommand.option)
 */

/*
 * The action panel when a module owns it: a chosen tray action waiting for confirmation, or a
 * module's phase for the player asked (its client part's phase_panel). Also draws the tray (over
 * the board's lower right). Returns true when it filled hint and the buttons b0..b3 itself. Call
 * only while a human may act.
 */
bool table_mod_panel(TableFrame *f, SDL_Rect b0, SDL_Rect b1, SDL_Rect b2, SDL_Rect b3, char *hint, size_t hint_size);

/* While the tray is open, what it is: written over the hint the base actions left (call after them,
 * before a refusal's notice). */
void table_mod_tray_hint(const TableFrame *f, char *hint, size_t hint_size);
/* The hint of a bonus action a module gave (a language key), or NULL: the base's (an exact payment). */
const char *table_mod_bonus_hint(const TableFrame *f);

/* Modules' actions the tray offers now (0 when it shows none); valid after table_mod_panel. */
int table_mod_tray_choices(const Table *t);
/* Hand cards: whether card may be selected now (pay_currency: the market space's, or -1). */
bool table_mod_card_usable(const TableFrame *f, int card, int pay_currency);
/* Whether the hand is a choice of cards now without a market tile chosen (a bid). */
bool table_mod_picks_cards(const TableFrame *f);
/* A hand click the modules handle (a bid being put together); false to let the table handle it. */
bool table_mod_hand_click(TableFrame *f, int card);

/* In a module's phase: whether market tiles can be clicked, a click on one (false: not the
 * module's), and the command a held market tile makes dropped at x,y or sent to the reserve. */
bool table_mod_market_usable(const TableFrame *f);
bool table_mod_market_click(TableFrame *f, int space);
bool table_mod_held_market_command(const TableFrame *f, int x, int y, bool to_reserve, AlhCommand *out);
/* Outside the action phase: whether a module lets money display slot `slot` be clicked now (a card an
 * out-of-turn move takes), and the click (false: no module's). */
bool table_mod_display_usable(const TableFrame *f, int slot);
bool table_mod_display_click(TableFrame *f, int slot);
/* Asks for confirmation of cmd (a module's command that cannot be undone), after checking it. */
void table_mod_choose(TableFrame *f, const AlhCommand *cmd);

/* Over the board while a tile is held: the placement options the legal commands offer, as handles. */
void table_mod_board_overlay(TableFrame *f);

/* For the modules' client parts: the position's legal commands (listed once per position), applying
 * one at once (beneath staged placements), refusing with an error's words, and words for tiles and
 * cards. */
const AlhCommand *table_mod_legal(TableFrame *f, size_t *count);
void table_mod_apply(TableFrame *f, const AlhCommand *c);
void table_mod_refuse(TableFrame *f, AlhError err);
const char *table_mod_tile_noun(int tile, char *key, size_t size);
const char *table_mod_card_words(AppContext *ctx, int card, char *out, size_t size);

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

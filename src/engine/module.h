/* SPDX-License-Identifier: MIT */
/*
 * How an optional module plugs into the engine. Each module is one file that fills an AlhModule
 * with the hooks it needs (NULL for the others); the engine calls the hooks of every module that
 * is switched on in g->modules, in AlhModuleId order. The base game never tests for a module.
 */
#ifndef ALH_ENGINE_MODULE_H
#define ALH_ENGINE_MODULE_H

#include "alhambra/game.h"
#include "engine_internal.h"

typedef struct AlhModule {
    const char *name;   /* as written in "modules=" lists and saves */

    /* ------------------------------------------------------------ setup */
    /* Copies of each money card (0 = no opinion). */
    int (*money_copies)(const AlhSetup *setup);
    /* Tiles the module adds to the tower before it is shuffled; returns the new length. */
    int (*setup_bag)(AlhGame *g, uint8_t *bag, int len);
    /* After the market is filled, before the starting money is dealt. */
    void (*setup)(AlhGame *g, AlhEvents *ev);
    /* Cards shuffled with the money before the starting money is dealt; returns the new count. */
    int (*setup_money)(AlhGame *g, uint8_t *cards, int n);
    /* Cards shuffled into pile `pile` (0..4) of the deck, held in buf[0..len); returns the new len. */
    int (*setup_pile)(AlhGame *g, int pile, uint8_t *buf, int len);

    /* ------------------------------------------------------------ cards */
    /* Value of a module card as money taken from the display: > 0 for money-like cards, 0 for a card
     * that is taken alone, instead of money; -1 when the card is not this module's. */
    int (*card_value)(int card);
    /* A card of this module came off the draw pile while the display is refilled into `slot`.
     * Returns 1 when it takes the slot, 0 when it went elsewhere (another card is drawn), -1 when
     * the card is not this module's. */
    int (*card_drawn)(AlhGame *g, int card, int slot, AlhEvents *ev);
    /* The discard pile becomes the draw pile: adds this module's discarded cards to deck[0..n). */
    int (*reshuffle)(AlhGame *g, uint8_t *deck, int n);
    /* Cards of this module in play, and where they are outside hands, display, deck and discard:
     * adds 1 to seen[card] for each such place. Returns false for cards not in this game. */
    void (*count_cards)(const AlhGame *g, uint8_t seen[ALH_CARD_ID_MAX], uint8_t expected[ALH_CARD_ID_MAX]);
    /* A payment for BUY (or VIZIER_BUY) that holds this module's cards: ALH_OK with *value set to
     * the amount it pays, an error, or ALH_ERR_BAD_COMMAND when the payment is not this module's. */
    AlhError (*payment)(const AlhGame *g, int player, int currency, const AlhCardSet *cards, int *value);
    /* Payments this module allows for a tile of `price` in `currency`; written as BUY commands
     * into out (player and space already set in proto). Returns the total. */
    size_t (*list_payments)(const AlhGame *g, const AlhCommand *proto, int currency, int price, bool exact_only,
                            AlhCommand *out, size_t cap);

    /* ------------------------------------------------------------ commands */
    /* Commands of this module legal right now for the player to move (any phase). */
    size_t (*commands)(const AlhGame *g, AlhCommand *out, size_t cap);
    /* The command types `commands` may list (bits 1 << ALH_CMD_...), so a listing of other kinds
     * (the vizier asking whether anyone can buy exactly, after every turn) need not call it. */
    unsigned command_kinds;
    /* Extra commands for a pending tile of the player to move (appended to the legal list). */
    size_t (*pending_tile_commands)(const AlhGame *g, int player, int tile, AlhCommand *out, size_t cap);
    /* Checks / applies a command type the base game does not know. ALH_ERR_BAD_COMMAND if not its own. */
    AlhError (*check)(const AlhGame *g, const AlhCommand *cmd);
    void (*apply)(AlhGame *g, const AlhCommand *cmd, AlhEvents *ev);
    /* A base command the module may refuse (e.g. a redesign of a tile under a gate), or ALH_OK. */
    AlhError (*veto)(const AlhGame *g, const AlhCommand *cmd);
    /* A base placement (PLACE, REDESIGN_ADD, REDESIGN_SWAP) with cmd->gate set: check / apply the extra. */
    AlhError (*check_gate)(const AlhGame *g, const AlhCommand *cmd, int x, int y);
    void (*apply_gate)(AlhGame *g, const AlhCommand *cmd, int x, int y, AlhEvents *ev);
    /* Most money a player may take in several cards (0: no opinion; the base game's limit is 5). */
    int (*take_limit)(const AlhGame *g, int player);
    /* Whether a command type of this module is free (not one of the turn's actions). */
    bool (*is_free)(int type);

    /* ------------------------------------------------------------ turn sequence */
    /* A base action is about to be applied (checked already; the state is still as before it). */
    void (*before_action)(AlhGame *g, const AlhCommand *cmd, AlhEvents *ev);
    /* A base action was applied (TAKE_MONEY, BUY, redesigns, PASS) */
    void (*after_action)(AlhGame *g, const AlhCommand *cmd, AlhEvents *ev);
    /* A tile entered or left player's Alhambra. */
    void (*board_changed)(AlhGame *g, int player, AlhEvents *ev);
    /* The current player's turn is about to end (tiles placed, nothing refilled yet). Returns true
     * when the module holds the turn open (e.g. for one more redesign). */
    bool (*before_finish)(AlhGame *g, AlhEvents *ev);
    /* A turn is over and the display and market are refilled (scorings done). Returns true when the
     * module takes over (a phase of its own, g->current = the player to move); it later calls
     * alh_resume_after_turn(g, its id, next, ev). */
    bool (*after_turn)(AlhGame *g, int next, AlhEvents *ev);

    /* ------------------------------------------------------------ scoring */
    /* Just before scoring round `round` (1..3). */
    void (*before_scoring)(AlhGame *g, int round, AlhEvents *ev);
    /* Right after scoring round `round` (1..3) has been scored. */
    void (*after_scoring)(AlhGame *g, int round, AlhEvents *ev);
    /* Adds to player's building counts for majorities, in half buildings (squares and bonus cards
     * add 2 each, the Wise Man 1). round is 1..3, or 0 outside a scoring. */
    void (*add_counts)(const AlhGame *g, int player, int round, uint16_t halves[ALH_NUM_TYPES]);
    /* Adds module points to a scoring (category ALH_SCORE_EXTRA, or others). */
    void (*score_terms)(const AlhGame *g, int round, AlhScoreDetail *out);
    /* Scoring: building counts of extra participants (Dirk). Returns true if it adds the participant
     * at index ALH_DIRK and fills counts. */
    bool (*extra_participant)(const AlhGame *g, uint8_t counts[ALH_NUM_TYPES]);

    /* ------------------------------------------------------------ state */
    /* Module invariants; false with a message on failure. */
    bool (*validate)(const AlhGame *g, char *msg, size_t size);
    /* Scrubs what `viewer` may not see from a view's game, and guesses it back for search. */
    void (*hide)(AlhGame *v, int viewer);
    void (*determinize)(AlhGame *g, int viewer, AlhRng *rng);
    /* Guessing a view back: claims cards from the shuffled unseen ones for places this module hides
     * (before hands and the deck are dealt); returns the new count. */
    int (*claim_unseen)(AlhGame *g, uint8_t *unseen, int n, AlhRng *rng);
} AlhModule;

/* Hands the turn sequence back after a module's phase: later modules' after_turn, then next's turn. */
void alh_resume_after_turn(AlhGame *g, int module_id, int next, AlhEvents *ev);
/* The Alhambra changed: tells the modules (bonus cards come back to hand, ...). */
void alh_board_changed(AlhGame *g, int player, AlhEvents *ev);
/* The modules' veto on a command (ALH_OK when none objects). */
AlhError alh_module_veto(const AlhGame *g, const AlhCommand *c);
/* Base helpers modules use. */
bool alh_module_card_drawn(AlhGame *g, int card, int slot, AlhEvents *ev); /* the owner module's card_drawn */
void alh_put_in_alhambra(AlhGame *g, int player, int tile, int x, int y);
void alh_put_in_reserve(AlhGame *g, int player, int tile);
AlhError alh_check_payment(const AlhGame *g, int player, int space, const AlhCardSet *cards, int *paid);
void alh_pay(AlhGame *g, int player, const AlhCardSet *cards, AlhEvents *ev);
void alh_fill_market_space(AlhGame *g, int space, AlhEvents *ev);

/* The module descriptor for an id, or NULL. */
const AlhModule *alh_module(int id);

/* Iterating the modules switched on in a game, in id order; only the set bits are visited, so a
 * game with few modules pays almost nothing for the hooks. */
#define ALH_FOR_MODULES(g, m)                                                                    \
    for (uint32_t alh_bits_ = (g)->modules; alh_bits_; alh_bits_ &= alh_bits_ - 1)              \
        for (const AlhModule *m = alh_module(__builtin_ctz(alh_bits_)); m; m = NULL)

/* The modules defined in their own files. */
extern const AlhModule alh_module_two_player;
extern const AlhModule alh_module_bonus_cards;
extern const AlhModule alh_module_squares;
extern const AlhModule alh_module_city_gates;
extern const AlhModule alh_module_diamonds;
extern const AlhModule alh_module_exchange;
extern const AlhModule alh_module_vizier;
extern const AlhModule alh_module_camps;
extern const AlhModule alh_module_characters;

#endif

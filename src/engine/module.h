/* SPDX-License-Identifier: MIT */
/*
 * How an optional module's rules plug into the engine. A module is a folder src/modules/<name>/
 * whose rules.c fills one AlhModule (named alh_module_<name>) with the hooks it needs (NULL for
 * the others); the engine calls the hooks of every module switched on in g->modules, in the order
 * of src/modules/modules.list. The base game never tests for a module: whatever a module changes
 * (phases, commands, placement geometry, scoring, what a view hides) goes through these hooks.
 */
#ifndef ALH_ENGINE_MODULE_H
#define ALH_ENGINE_MODULE_H

#include <stddef.h>

#include "alhambra/game.h"
#include "engine_internal.h"

/* An Alhambra as the building rules read it: one player's board, with at most one cell read as
 * holding another tile than it does (the move being checked) and at most one extra way through a
 * wall (a gate being checked). Modules' placement hooks read the board through alh_place_at. */
typedef struct AlhPlaceView {
    const AlhGame *g;
    const AlhBoard *b;
    int player;
    int ox, oy, otile; /* cell (ox, oy) reads as otile (0: empty); ox = ALH_NO_CELL: no change */
    int px, py, pside; /* an extra way on foot from (px, py) across side pside; px = ALH_NO_CELL: none */
    bool hooked;       /* some module of the game has placement hooks for this board (set it with
                              alh_place_view_hook, which also fills the sets below) */
    /* The game's modules that have each placement hook, so that the rules call only those. */
    AlhModuleSet edge_mods, fit_mods, passage_mods, local_mods, lock_mods;
    /* The edge hook of the one module in edge_mods (NULL: none, or several to walk in list order). */
    int (*edge_one)(const struct AlhPlaceView *v, int tile, int x, int y, int side);
    /* geometry_one: one module in edge_mods and local_mods together, whose shapes_at is shapes_at_one. */
    bool geometry_one;
    bool (*shapes_at_one)(const struct AlhPlaceView *v, int tile, int x, int y);
    void (*shapes_rows_one)(const struct AlhPlaceView *v, int tile, int x0, int y0, int rows,
                            uint64_t *out); /* its shapes_rows */
    void (*refuses_rows_one)(const struct AlhPlaceView *v, int tile, int x0, int y0, int rows,
                             uint64_t *out); /* and refuses_rows */
} AlhPlaceView;
#define ALH_NO_CELL 1000

/* Edge classes of a tile's side: the base game's two; a module numbers its own classes from
 * ALH_EDGE_MODULE(its id, k). */
enum { ALH_EDGE_OPEN = 0, ALH_EDGE_WALL = 1 };
#define ALH_EDGE_MODULE(id, k) (16 + (id)*4 + (k))

typedef struct AlhModule {
    /* ------------------------------------------------------------ state and components */
    size_t state_offset;    /* offsetof(AlhModState, <module>) */
    const AlhField *fields; /* the state's fields, for saves, the hash and range checks */
    int field_count;
    const AlhTileInfo *tiles; /* the data of the module's tiles, by id from its first tile */

    /* ------------------------------------------------------------ setup */
    /* Whether the module is in a game of this many players whatever was asked: 1 always, 0 never,
     * -1 as the setup asks (NULL: as the setup asks). The 2-player rules are on with two seats. */
    int (*by_player_count)(int num_players);
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
    /* The pile (0..4) into which scoring card `which` (0: the first, 1: the second) is shuffled,
     * when the module moves it; -1: where the rulebook puts it (piles 2 and 4, R8). The setup, the
     * bots' guesses at the draw pile and a save's dealt-in deck all read it through
     * alh_scoring_card_pile, so that a card is never guessed where it cannot be. */
    int (*scoring_pile)(int which);
    /* The setup is complete (market, money, piles, first player): returns true when the module takes
     * over before the first turn, with a phase of its own (g->phase, g->current = the player to
     * move), e.g. a secret choice every player makes; it later calls alh_start_first_turn(g, its id,
     * ev). */
    bool (*before_first_turn)(AlhGame *g, AlhEvents *ev);

    /* ------------------------------------------------------------ cards (the module's own ids) */
    /* Value of a card as money taken from the display: > 0 for money-like cards, 0 for a card
     * that is taken alone, instead of money. */
    int (*card_value)(int card);
    /* Which money a card counts as where one currency is asked (a bid): 0..3, or a module's own
     * (ALH_NUM_CURRENCIES + its id) for a currency of its own; -1: none. */
    int (*card_currency)(int card);
    /* A card of this module came off the draw pile while the display is refilled into `slot`
     * (-1: drawn for a hand, see alh_draw_for_hand). Returns what became of it (ALH_DRAWN_...):
     * it takes the slot; it went elsewhere (another card is drawn); or it went elsewhere and stops
     * the game at once for a phase of the module's own (g->phase and g->current set): the draws
     * wait, g->drawing saying what they were for, until the module calls alh_resume_draws. Never
     * from inside this hook: a phase that is over at once (nobody may bid) answers ELSEWHERE. */
    int (*card_drawn)(AlhGame *g, int card, int slot, AlhEvents *ev);
    /* The discard pile becomes the draw pile: adds this module's discarded cards to deck[0..n). */
    int (*reshuffle)(AlhGame *g, uint8_t *deck, int n);
    /* A card of this module was paid (a purchase, a bid, a module's action; alh_pay): true when the
     * module keeps it (it leaves the game, goes back to a supply of the module's own), false to let
     * it go to the discard pile like money. The card has left the hand already. */
    bool (*card_paid)(AlhGame *g, int player, int card, AlhEvents *ev);
    /* The module's cards in play (expected[card] = 1) and how often each stands in a place of the
     * module's own (seen[card] += 1), besides hands, display, deck and discard. */
    void (*count_cards)(const AlhGame *g, uint8_t seen[ALH_CARD_ID_MAX], uint8_t expected[ALH_CARD_ID_MAX]);
    /* A payment for a building that holds this module's cards (the engine asks the module whose
     * card it holds): ALH_OK with *value set to the amount it pays, or an error. currency is
     * ALH_PAY_ANY_CURRENCY for a payment in any mix of currencies (alh_check_mixed_payment): cards
     * holds only this module's cards then, and *value is what they add to the mix. */
    AlhError (*payment)(const AlhGame *g, int player, int currency, const AlhCardSet *cards, int *value);
    /* Payments this module allows for a tile of `price` in `currency`; written as BUY commands
     * into out (player and space already set in proto). Returns the total. */
    size_t (*list_payments)(const AlhGame *g, const AlhCommand *proto, int currency, int price, bool exact_only, AlhCommand *out,
                            size_t cap);
    /* For each of the four currencies, the sums (bit i: a sum of i, 0..62; bit 63: 63 and more)
     * that the cards of a payment list_payments may list for `player` in that currency can add up
     * to (a quick reading of the hand's values): the engine asks list_payments for an exact
     * payment only where the price's bit is set, and for any payment only where some sum reaches
     * the price ("is there an exact purchase?" after every turn, every listing of the buys).
     * NULL: always ask list_payments. */
    void (*payment_sums)(const AlhGame *g, int player, uint64_t sums[ALH_NUM_CURRENCIES]);

    /* ------------------------------------------------------------ tiles on offer */
    /* A tile of this module came out of the bag while market space `space` was being filled (-1:
     * drawn for another purpose, such as the Dancer's swap). true when the module put it elsewhere
     * (beside the market): another tile is then drawn for the space. */
    bool (*tile_drawn)(AlhGame *g, int tile, int space, AlhEvents *ev);
    /* Tiles the module has on offer beside the market, bought like market tiles (BUY, and the
     * modules' own purchases) at buying space ALH_MARKET_SPACES + k, k counted over the modules in list
     * order: the module's k-th offer (0..) with its terms now, or false past its last. */
    bool (*offer)(const AlhGame *g, int k, AlhBuySpace *out);
    /* Its tile on offer was bought: the module takes it out of its row (the engine then hands the
     * tile to the buyer). */
    void (*offer_taken)(AlhGame *g, int tile, AlhEvents *ev);
    /* A tile was bought by player, whichever way (from the market or beside it, in turn or out of
     * turn, for nothing with a module's power): what was paid, and whether it counts as paid exactly
     * (a module's purchase that is exact by its rule always does). Called once the tile is the
     * buyer's (pending, built or reserved). */
    void (*tile_bought)(AlhGame *g, int player, int tile, int paid, bool exact, AlhEvents *ev);
    /* A player paid `over` (> 0) units more than a price that is no building's: a module's own
     * purchase or auction settled with cards beyond the amount due (a character won with a bid of
     * 7 paid with 9). The module that took the payment calls alh_overpaid; buildings bought for
     * more than their price are told through tile_bought (paid, and the tile's price). */
    void (*overpaid)(AlhGame *g, int player, int over, AlhEvents *ev);

    /* ------------------------------------------------------------ commands */
    /* Commands of this module legal right now for the player to move (any phase): its own kinds,
     * and base kinds listed in base_kinds (e.g. a redesign the module allows). `kinds` are the kinds
     * asked for: a module may leave out the others (the engine drops them anyway), and should when
     * they are dear to list. */
    size_t (*commands)(const AlhGame *g, const AlhKindSet *kinds, AlhCommand *out, size_t cap);
    unsigned base_kinds; /* bits 1 << ALH_CMD_... of base kinds `commands` may list */
    /* Extra commands for a pending tile of the player to move (appended to the legal list). */
    size_t (*pending_tile_commands)(const AlhGame *g, int player, int tile, AlhCommand *out, size_t cap);
    /* Checks / applies one of the module's own command kinds (and DECLINE in its own phase). */
    AlhError (*check)(const AlhGame *g, const AlhCommand *cmd);
    void (*apply)(AlhGame *g, const AlhCommand *cmd, AlhEvents *ev);
    /* A command the module may refuse (e.g. anything but a redesign during an extra redesign). */
    AlhError (*veto)(const AlhGame *g, const AlhCommand *cmd);
    /* The veto reads the command's kind alone (and the game), never its other fields: a listing then
     * asks it once for a kind (alh_kind_vetoed) and skips a kind it refuses whole, instead of
     * building every command of that kind to see each one refused. */
    bool veto_by_kind;
    /* Most money a player may take in several cards (0: no opinion; the base game's limit is 5). */
    int (*take_limit)(const AlhGame *g, int player);
    /* Whether one of the module's command kinds is free (not one of the turn's actions). */
    bool (*is_free)(int type);

    /* ------------------------------------------------------------ placement geometry */
    /* Whether the module's placement hooks matter for this board and tile now (false: the base
     * game's fast paths decide alone). tile may be 0 (a removal, a check of the whole board). */
    bool (*shapes)(const AlhGame *g, int player, int tile);
    /* Where shapes said yes: whether the module's edges and conditions (edge, local_check) can
     * change what the base game's rules say of placing `tile` at (x, y) of the board v reads
     * (NULL: everywhere). A module whose geometry concerns its own pieces answers from the tile
     * and the cells round the spot; elsewhere the rules take the base game's fast paths. */
    bool (*shapes_at)(const AlhPlaceView *v, int tile, int x, int y);
    /* shapes_at for 64 cells of each of the rows y0 .. y0 + rows - 1 at once (rows <= ALH_GRID):
     * bit i of out[k] for (x0 + i, y0 + k) (NULL: asked cell by cell), asked once by the listing of a
     * tile's legal spots for every row it reads. The same answer as shapes_at for every cell. */
    void (*shapes_rows)(const AlhPlaceView *v, int tile, int x0, int y0, int rows, uint64_t *out);
    /* Of the cells of rows y0 .. y0 + rows - 1 where this module has its say on placing `tile`
     * (shapes_rows), some it refuses outright, bit i of out[k] for (x0 + i, y0 + k): every one of
     * them alh_spot_check refuses. The listing of legal spots checks in full only the others (NULL:
     * all of them; asked once a listing, only when this module is the one with a geometry of its
     * own on the board). */
    void (*refuses_rows)(const AlhPlaceView *v, int tile, int x0, int y0, int rows, uint64_t *out);
    /* For a piece of this module's outside the walls (ALH_TILE_OUTSIDE): the cells of rows y0 .. y0 +
     * rows - 1 (rows <= ALH_GRID) where it may stand at best, bit i of out[k] for (x0 + i, y0 + k):
     * every cell alh_spot_check accepts, and any others. Asked once by the listing of its legal
     * spots, which checks these in full and refuses the rest without a check (NULL: every cell round
     * the Alhambra checked in full). */
    void (*outside_rows)(const AlhPlaceView *v, int tile, int x0, int y0, int rows, uint64_t *out);
    /* What side `side` of `tile` at (x, y) shows: an edge class, or -1 for no opinion. */
    int (*edge)(const AlhPlaceView *v, int tile, int x, int y, int side);
    /* Whether two touching edges fit when one of them is this module's class: ALH_OK, the error
     * to report, or ALH_ERR_BAD_COMMAND for no opinion. */
    AlhError (*edges_fit)(int mine, int theirs);
    /* A way on foot across the side `side` of (x, y) though walls stand there (a gate). */
    bool (*passage)(const AlhPlaceView *v, int x, int y, int side);
    /* Whether the tile at (x, y) may never move again: ALH_OK, or the error. */
    AlhError (*locked)(const AlhPlaceView *v, int x, int y);
    /* The module's own conditions after the cell (x, y) changed as v reads it (placed, emptied,
     * swapped): ALH_OK or the error. Also asked for every cell when the whole board is checked. */
    AlhError (*local_check)(const AlhPlaceView *v, int x, int y);
    /* Whether a placement of a tile not reachable on foot (ALH_ERR_NOT_REACHABLE) with command
     * option cmd->option is legal (a gate), and applying that option. */
    AlhError (*check_option)(const AlhGame *g, const AlhCommand *cmd, int x, int y);
    void (*apply_option)(AlhGame *g, const AlhCommand *cmd, int x, int y, AlhEvents *ev);

    /* ------------------------------------------------------------ turn sequence */
    /* A base action is about to be applied (checked already; the state is still as before it). */
    void (*before_action)(AlhGame *g, const AlhCommand *cmd, AlhEvents *ev);
    /* The base actions (bits 1 << ALH_CMD_...) before which before_action may change the game
     * (0: any): it is asked only before those, and an action that no module's before_action may
     * change keeps what its check found (a purchase's payment is not judged again). */
    unsigned before_action_kinds;
    /* A base action was applied (TAKE_MONEY, BUY, redesigns, PASS) */
    void (*after_action)(AlhGame *g, const AlhCommand *cmd, AlhEvents *ev);
    /* A tile entered or left player's Alhambra, or one of player's tiles waiting to be placed went
     * to the reserve. */
    void (*board_changed)(AlhGame *g, int player, AlhEvents *ev);
    /* The current player's turn is about to end (tiles placed, nothing refilled yet). Returns true
     * when the module holds the turn open (e.g. for one more redesign). */
    bool (*before_finish)(AlhGame *g, AlhEvents *ev);
    /* A turn is completely over: the display and the market are refilled (any phase a drawn card
     * started is over) and the rounds drawn are scored. Returns true when the module takes over (a
     * phase of its own, g->current = the player to move); it later calls
     * alh_resume_after_turn(g, its id, next, ev). Not called when the game ends instead. */
    bool (*after_turn)(AlhGame *g, int next, AlhEvents *ev);

    /* ------------------------------------------------------------ the window after a turn */
    /*
     * Out-of-turn moves after a turn (a purchase out of turn, a money card taken from the display)
     * share one window, so that one player may make moves of several modules in it, one after the
     * other, and priority holds across the modules. Its host is the
     * first module of the game, in list order, with a window_phase: its after_turn opens the window
     * in that phase and asks the players in priority order (alh_window_ask: from the player about to
     * play to the one who just finished), each answering with a move of any module that offers one
     * or with DECLINE; after a move of any module everyone may decide again (alh_window_moved); when
     * nobody is left to ask, the host calls alh_resume_after_turn. The other modules' after_turn do
     * not open a second window (alh_window_host tells them who hosts).
     */
    int window_phase; /* the module's phase that holds the window when it hosts (0: it never hosts) */
    /* Whether the module offers `player` a move in the window now (next: the player about to
     * play); its `commands` list those moves while alh_window_is_open(g). */
    bool (*window_moves)(const AlhGame *g, int player, int next);
    /* The players window_moves may say yes for now (bit p; NULL: any): asked once each time the
     * window asks round, so that window_moves is asked of these alone. */
    unsigned (*window_candidates)(const AlhGame *g);
    /* The host's part: the player about to play, and a move was made (everyone may decide again:
     * ask from the top, or close the window). */
    int (*window_next)(const AlhGame *g);
    void (*window_moved)(AlhGame *g, AlhEvents *ev);

    /* ------------------------------------------------------------ scoring */
    /* Just before scoring round `round` (1..3), with every player's longest wall as the scoring
     * counts it (walls[p], measured once for the hooks and the scoring: so a before_scoring hook
     * never changes what a longest wall reads, a board or the placement hooks' state). */
    void (*before_scoring)(AlhGame *g, int round, const int walls[ALH_MAX_PLAYERS], AlhEvents *ev);
    /* Right after scoring round `round` (1..3) has been scored. */
    void (*after_scoring)(AlhGame *g, int round, AlhEvents *ev);
    /* Adds to player's building counts for majorities, in half buildings (squares and bonus cards
     * add 2 each, the Wise Man 1). round is 1..3, or 0 outside a scoring. */
    void (*add_counts)(const AlhGame *g, int player, int round, uint16_t halves[ALH_NUM_TYPES]);
    /* Adds module points to a scoring (category ALH_SCORE_EXTRA, or others). Also asked for
     * previews (alh_score_preview), so only what every player may know. */
    void (*score_terms)(const AlhGame *g, int round, AlhScoreDetail *out);
    /* What happens to the scores right after round `round` is scored, once for real and never in a
     * preview (the invaders' penalty, drawn from a hidden pile): changes out->points (negative
     * points allowed, category ALH_SCORE_EXTRA) after every score_terms; the engine then totals the
     * round again, and no total may fall below 0 (the module keeps it so). */
    void (*settle_scoring)(AlhGame *g, int round, AlhScoreDetail *out, AlhEvents *ev);
    /* Scoring: building counts of extra participants (Dirk). Returns true if it adds the participant
     * at index ALH_DIRK and fills counts. */
    bool (*extra_participant)(const AlhGame *g, uint8_t counts[ALH_NUM_TYPES]);

    /* ------------------------------------------------------------ state */
    /* Module invariants beyond the fields' ranges; false with a message on failure. */
    bool (*validate)(const AlhGame *g, char *msg, size_t size);
    /* Scrubs what `viewer` may not see from a view's game (fields flagged ALH_FIELD_SECRET are
     * scrubbed already), and guesses it back for search. */
    void (*hide)(AlhGame *v, int viewer);
    void (*determinize)(AlhGame *g, int viewer, AlhRng *rng);
    /* Guessing a view back: claims cards from the shuffled unseen ones for places this module hides
     * (before hands and the deck are dealt); returns the new count. */
    int (*claim_unseen)(AlhGame *g, uint8_t *unseen, int n, AlhRng *rng);
} AlhModule;

/* What became of a module's card drawn from the pile (its card_drawn hook's answer). */
enum { ALH_DRAWN_ELSEWHERE = 0, ALH_DRAWN_TO_SLOT = 1, ALH_DRAWN_INTERRUPTS = 2 };

/* Hands the turn sequence back after a module's phase: later modules' after_turn, then next's turn. */
void alh_resume_after_turn(AlhGame *g, int module_id, int next, AlhEvents *ev);
/* The window after a turn (see window_phase): its host (a module id, or -1 when no module of g
 * hosts one), whether g is in it now, and the player about to play once it closes. */
int alh_window_host(const AlhGame *g);
bool alh_window_is_open(const AlhGame *g);
int alh_window_next(const AlhGame *g);
/* Whether some module offers `player` a move in the window (window_moves). */
bool alh_window_offers(const AlhGame *g, int player, int next);
/* The next player to ask in the window: in turn order from `next` (the player who just finished
 * last), not in `asked` (bit p: declined in this round of asking), offered a move; -1 for none. */
int alh_window_ask(const AlhGame *g, int next, unsigned asked);
/* A move was made in the window: the host asks again from the top, or closes it. */
void alh_window_moved(AlhGame *g, AlhEvents *ev);
/* After a move in the window took a card from the money display: the display refilled
 * (a module's phase a drawn card starts may come between, ALH_DRAWING_WINDOW), the scoring cards
 * drawn scored, then alh_window_moved. */
void alh_window_refill(AlhGame *g, int player, AlhEvents *ev);
/* Ends the turn that module module_id held open (its before_finish answered true): the later
 * modules' before_finish, then the end of the turn. Unlike alh_finish_turn, the earlier modules are
 * not asked again (an offer they made once a turn is not made twice). */
void alh_resume_finish_turn(AlhGame *g, int module_id, AlhEvents *ev);
/* Starts the first turn after a module's phase before it (before_first_turn): the later modules'
 * before_first_turn, then the first player's turn. */
void alh_start_first_turn(AlhGame *g, int module_id, AlhEvents *ev);
/*
 * Draws from the money pile that a module's phase may interrupt (a card drawn stops the game at
 * once, ALH_DRAWN_INTERRUPTS). The refill at the end of a turn is one (alh_finish_turn); a power
 * that draws for a hand is another (alh_draw_for_hand). When the module's phase is over it calls
 * alh_resume_draws, and the draws go on where they stopped, then what follows them: after the
 * refill, the market, the scorings drawn, the end of the game or the next turn (after_turn); after
 * a draw for a hand, that player's turn; after a refill in the window after a turn
 * (alh_window_refill), the window.
 */
void alh_resume_draws(AlhGame *g, AlhEvents *ev);
/* The player who plays next once the draws under way are over: during the refill at the end of a
 * turn, the one after its player; during a draw within a turn, that turn's player. */
int alh_player_due_next(const AlhGame *g);
/* Draws for player's hand in their own turn, the action phase (a module's power): cards
 * come off the pile until one goes into the hand, face down (a card that can be held: money, a
 * module's money-like cards). A scoring card drawn is scored at the end of that turn, once its
 * refill is complete (R8); another module card follows its module's rule (card_drawn, slot -1), and
 * may stop the game for a phase of its own, after which the draw goes on. */
void alh_draw_for_hand(AlhGame *g, int player, AlhEvents *ev);
/* The Alhambra changed: tells the modules (bonus cards come back to hand, ...). */
void alh_board_changed(AlhGame *g, int player, AlhEvents *ev);
/* The veto of the modules in `vetoes` on a command (ALH_OK when none objects); alh_module_veto below
 * asks the game's modules that have one. */
AlhError alh_module_veto_of(const AlhGame *g, const AlhCommand *c, AlhModuleSet vetoes);
/* Whether a module whose veto reads the kind alone (veto_by_kind) refuses every command of `type`
 * by the player to move now: such a kind has nothing legal to list. */
bool alh_kind_vetoed(const AlhGame *g, int type);
/* A module card came off the pile into display slot `slot` (-1: for a hand): what became of it
 * (ALH_DRAWN_...). */
int alh_module_card_drawn(AlhGame *g, int card, int slot, AlhEvents *ev);
/* The next tile of the bag for market space `space` (-1: for another purpose), after the modules
 * took those they put elsewhere (bazaars beside the market); 0 when the bag is empty. */
int alh_draw_market_tile(AlhGame *g, int space, AlhEvents *ev);
/* The tile on buying space `space` leaves it for its buyer (market or offer); returns the tile. */
int alh_take_bought_tile(AlhGame *g, int space, AlhEvents *ev);
/* Tells the modules that player bought tile (tile_bought hooks). */
void alh_tile_bought(AlhGame *g, int player, int tile, int paid, bool exact, AlhEvents *ev);
/* Tells the modules that player paid `over` units too much for something that is no building
 * (overpaid hooks; nothing when over <= 0). */
void alh_overpaid(AlhGame *g, int player, int over, AlhEvents *ev);

/* Payments in any mix of currencies (alh_check_mixed_payment, alh_list_mixed_payments) are in
 * alhambra/game.h beside the money helpers; ALH_PAY_ANY_CURRENCY is the currency `payment` is asked with. */

/* Base helpers modules use. */
void alh_put_in_alhambra(AlhGame *g, int player, int tile, int x, int y);
void alh_put_in_reserve(AlhGame *g, int player, int tile);
AlhError alh_check_payment(const AlhGame *g, int player, int space, const AlhCardSet *cards, int *paid);
void alh_pay(AlhGame *g, int player, const AlhCardSet *cards, AlhEvents *ev);
void alh_fill_market_space(AlhGame *g, int space, AlhEvents *ev);
/* Whether `tile` may go to (x, y) of player's Alhambra with command option `option` (0: none),
 * as a PLACE would be checked, and building it there with that option. */
AlhError alh_check_placement(const AlhGame *g, int player, int tile, int x, int y, int option);
void alh_build_placed(AlhGame *g, int player, int tile, int x, int y, int option, AlhEvents *ev);
/* Every legal spot (with its option) for `tile` in player's Alhambra, as PLACE commands. */
size_t alh_list_placements(const AlhGame *g, int player, int tile, AlhCommand *out, size_t cap);
/* Whether alh_legal_commands_of(g, kinds, ...) would list anything: stops at the first command
 * found. To ask about another moment (the action phase from the end of a turn), set the game's
 * fields for the question and put them back: no copy of the game is needed. */
bool alh_any_command_of(const AlhGame *g, AlhKindSet kinds);
/* Every way for `player` to buy a tile on sale (BUY commands, the modules' payments included),
 * whoever's turn it is and whatever the phase; with exact_only, only the payments whose cards
 * sum to the price, in the same order. */
size_t alh_list_buys(const AlhGame *g, int player, bool exact_only, AlhCommand *out, size_t cap);
/* The part of alh_list_buys that pays with the modules' cards; with
 * exact_only, only the payments that sum to the price (as list_payments is asked). */
size_t alh_list_module_payments(const AlhGame *g, int player, bool exact_only, AlhCommand *out, size_t cap);
/* Whether one of those payments (exact_only) checks out and pays the price exactly
 * (alh_check_payment): stops at the first, and skips the prices a module's payment_sums rules out. */
bool alh_any_exact_module_payment(const AlhGame *g, int player);

/* Whether a payment_sums answer holds the sum `price` (63 and more read bit 63), and some sum of
 * `price` or more. */
static inline bool alh_price_in(uint64_t sums, int price) { return price >= 0 && ((sums >> (price < 63 ? price : 63)) & 1); }
static inline bool alh_price_reached(uint64_t sums, int price) { return price <= 0 || (sums >> (price < 63 ? price : 63)) != 0; }

/* Placement reads for modules' hooks: the tile at (x, y) as v reads it (inline: the hooks ask it
 * for the cells round every spot of a listing), what a side shows, and the whole Alhambra as v
 * reads it checked (msg may be NULL). Outside the board's bounding box nothing stands (a bit of
 * the torus may be set by a tile a whole grid away). */
static inline int alh_place_at(const AlhPlaceView *v, int x, int y)
{
    if (x == v->ox && y == v->oy)
        return v->otile;
    const AlhBoard *b = v->b;
    if (x < b->min_x || x > b->max_x || y < b->min_y || y > b->max_y)
        return 0;
    return alh_board_cell(b, x, y);
}
int alh_place_edge(const AlhPlaceView *v, int tile, int x, int y, int side);
AlhPlaceView alh_place_view(const AlhGame *g, int player);
/* Makes the rules read v through the game's modules' placement hooks (v->hooked). */
void alh_place_view_hook(AlhPlaceView *v);
/* One player's Alhambra as it stands, for many questions about its walls (a whole board's
 * exposure, every square's neighbours): built once instead of once a question. */
AlhPlaceView alh_place_view_walls(const AlhGame *g, int player);
/* Whether side `side` of the tile at (x, y) shows a wall as v reads it (false on an empty cell). */
bool alh_place_side_wall(const AlhPlaceView *v, int x, int y, int side);
/* The sides (bit 1 << side) of `tile` standing at (x, y) that show a wall as v reads them. */
unsigned alh_place_walls_shown(const AlhPlaceView *v, int tile, int x, int y);
bool alh_place_view_legal(const AlhPlaceView *v, char *msg, size_t size);

/* The module descriptor for an id, or NULL. */
const AlhModule *alh_module(int id);
/* A module's state inside a game: `(T *)alh_mod_state(g, id)`; prefer the typed g->mod.<name>. */

/* The modules of a set, in list order: `ALH_FOR_MODSET(&set, m) { ... }`. Only the words that can
 * hold a module are read (a bit past the registry reads NULL in alh_module_slots, and is skipped,
 * as alh_module_at would skip it). */
#define ALH_FOR_MODSET(set, m)                                                                                                   \
    for (int alh_w_ = 0; alh_w_ < ALH_MODULE_WORDS; alh_w_++)                                                                    \
        for (uint64_t alh_bits_ = (set)->bits[alh_w_]; alh_bits_; alh_bits_ &= alh_bits_ - 1)                                    \
            for (const AlhModule *m = alh_module_slots[alh_w_ * 64 + __builtin_ctzll(alh_bits_)]; m; m = NULL)
/* The modules in g, in list order: `ALH_FOR_MODULES(g, m) { ... }`. */
#define ALH_FOR_MODULES(g, m) ALH_FOR_MODSET(&(g)->modules, m)

/* The modules of g that set hook NAME (upper case, one of tools/gen_modules.py's HOOKS, read from
 * each module's rules.c), in list order: `ALH_FOR_HOOK(g, AFTER_TURN, m) { ... }` (as
 * ALH_FOR_MODULES, the others left out: each word of the game's set masked as it is read). */
#define ALH_HOOK_BITS(NAME, w) ((w) == 0 ? ALH_HOOK_##NAME##_BITS0 : ALH_HOOK_##NAME##_BITS1)
#define ALH_FOR_HOOK(g, NAME, m)                                                                                                 \
    for (int alh_w_ = 0; alh_w_ < ALH_MODULE_WORDS; alh_w_++)                                                                    \
        for (uint64_t alh_bits_ = (g)->modules.bits[alh_w_] & ALH_HOOK_BITS(NAME, alh_w_); alh_bits_;                            \
             alh_bits_ &= alh_bits_ - 1)                                                                                         \
            for (const AlhModule *m = alh_module_slots[alh_w_ * 64 + __builtin_ctzll(alh_bits_)]; m; m = NULL)

/* The modules of g among those a module.txt key declares (bits0, bits1: the generated ALH_MODULES_<KEY>_BITS words). */
static inline AlhModuleSet alh_modules_declaring(const AlhGame *g, uint64_t bits0, uint64_t bits1)
{
    AlhModuleSet s = g->modules;
    s.bits[0] &= bits0;
    s.bits[1] &= bits1;
    return s;
}

/* The modules of g that may have placement hooks (module.txt: 'placement: yes'): the building rules
 * ask these alone, instead of walking every module of the game for each board they read. */
static inline AlhModuleSet alh_place_modules(const AlhGame *g)
{
    return alh_modules_declaring(g, ALH_MODULES_PLACEMENT_BITS0, ALH_MODULES_PLACEMENT_BITS1);
}

/* The modules of g that have a veto (module.txt: 'veto: yes'): a command checked or listed asks
 * these alone. */
static inline AlhModuleSet alh_veto_modules(const AlhGame *g)
{
    return alh_modules_declaring(g, ALH_MODULES_VETO_BITS0, ALH_MODULES_VETO_BITS1);
}

/* The modules' veto on a command (ALH_OK when none objects). Most games have no module with a say:
 * then nothing is called. */
static inline AlhError alh_module_veto(const AlhGame *g, const AlhCommand *c)
{
    AlhModuleSet vetoes = alh_veto_modules(g);
    return alh_modset_empty(&vetoes) ? ALH_OK : alh_module_veto_of(g, c, vetoes);
}

/* The modules of g that put tiles on offer beside the market (module.txt: 'offers: yes'): the
 * buying spaces past the market ask these alone. */
static inline AlhModuleSet alh_offer_modules(const AlhGame *g)
{
    return alh_modules_declaring(g, ALH_MODULES_OFFER_BITS0, ALH_MODULES_OFFER_BITS1);
}

/* The modules of g that list payments of their own (module.txt: 'payments: yes'): every listing of
 * the buys, and "is there an exact purchase?", asks these alone. */
static inline AlhModuleSet alh_payment_modules(const AlhGame *g)
{
    return alh_modules_declaring(g, ALH_MODULES_PAYMENT_BITS0, ALH_MODULES_PAYMENT_BITS1);
}

/* The modules of g that have moves in the window after a turn (module.txt: 'window: yes'): its host
 * and its questions (asked after every turn, of every player) ask these alone. */
static inline AlhModuleSet alh_window_modules(const AlhGame *g)
{
    return alh_modules_declaring(g, ALH_MODULES_WINDOW_BITS0, ALH_MODULES_WINDOW_BITS1);
}

/* The registry generated from src/modules/modules.list (tools/gen_modules.py). */
typedef struct AlhModuleRange {
    uint8_t module;
    uint8_t first;
    uint8_t count;
    uint8_t held;
} AlhModuleRange;
extern const AlhModule *const alh_module_registry[ALH_MOD_COUNT + 1];
/* The registry padded with NULL to whole words of a module set (ALH_FOR_MODSET). */
extern const AlhModule *const alh_module_slots[ALH_MODULE_WORDS * 64];
_Static_assert(ALH_MODULE_WORDS <= ALH_MAX_MODULES / 64, "a module set holds every module");
extern const AlhModuleInfo alh_module_infos[ALH_MOD_COUNT + 1];
extern const char *const alh_preset_names[]; /* NULL-terminated */
extern const uint8_t alh_command_owner[ALH_CMD_TYPE_COUNT - ALH_CMD_BASE_COUNT + 1];
extern const uint8_t alh_event_owner[ALH_EV_TYPE_COUNT - ALH_EV_BASE_COUNT + 1];
extern const uint8_t alh_phase_owner[ALH_PHASE_COUNT - ALH_PHASE_BASE_COUNT + 1];
extern const char *const alh_module_phase_names[ALH_PHASE_COUNT - ALH_PHASE_BASE_COUNT + 1];
extern const char *const alh_module_error_texts[ALH_ERR_COUNT - ALH_ERR_BASE_COUNT + 1][2];
extern const AlhModuleRange alh_module_card_ranges[];
extern const AlhModuleRange alh_module_tile_ranges[];
/* The same ranges by id: the index in the list above of each card's and tile's range, 0xFF for none. */
extern const uint8_t alh_module_card_range[256], alh_module_tile_range[256];

/* The module that `card` belongs to when that module is in g (NULL: money, or a module not in the
 * game): alh_card_module, alh_module_on and alh_module at once, inline (every read of a card's
 * worth or currency asks it). */
static inline const AlhModule *alh_card_owner_in(const AlhGame *g, int card)
{
    if (card < 0 || card > 255 || alh_module_card_range[card] == 0xFF)
        return NULL;
    int id = alh_module_card_ranges[alh_module_card_range[card]].module;
    return id < ALH_MOD_COUNT && alh_modset_has(&g->modules, id) ? alh_module_registry[id] : NULL;
}

/* alh_module, inline for the engine's loops over a game's modules. */
static inline const AlhModule *alh_module_at(int id) { return (unsigned)id < ALH_MOD_COUNT ? alh_module_registry[id] : NULL; }

/* Describing a module's state fields: ALH_FIELD_DEF(AlhFooState, ready, ALH_FIELD_PLAYERS, 1, 0, 0, 0, "foo_ready"). */
#define ALH_FIELD_DEF(T, member, kind, count, flags, lo, hi, legacy)                                                             \
    {                                                                                                                            \
#member, (uint16_t)offsetof(T, member), (uint8_t)(kind),                                                                 \
            (uint8_t)((kind) == ALH_FIELD_CARDS ? sizeof(AlhCardSet) : sizeof(((T *)0)->member) / (count)), (uint8_t)(count),    \
            (uint8_t)(flags), (lo), (hi), (legacy)                                                                               \
    }

#endif

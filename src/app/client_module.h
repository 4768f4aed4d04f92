/* SPDX-License-Identifier: MIT */
/*
 * A module's part of the client: how its pieces look, what its cards and tiles are called, what its
 * events say in the log, where they fly. Each module's folder holds one (client.c, named
 * alh_client_<name>); the build lists them in the order of src/modules/modules.list
 * (alh_client_registry). The client reaches a module only through these hooks, chosen by the owner
 * of a card, a tile, an event, a command or a phase (alh_card_module and friends), or for every
 * module on in the game; every hook may be NULL.
 */
#ifndef ALHAMBRA_CLIENT_MODULE_H
#define ALHAMBRA_CLIENT_MODULE_H

#include <stdbool.h>
#include <stddef.h>
#include <SDL.h>
#include "alhambra/game.h"
#include "anim.h"
#include "app.h"
#include "draw_tile.h"
#include "table_layout.h"

struct TableFrame;
struct Match;

/* How much of one of its commands `describe` says: its kind (the tray's first list: "Play a bonus
 * card"), the choice within the kind (its target), or the whole sentence (the hint while confirming). */
enum { MOD_WORDS_KIND, MOD_WORDS_CHOICE, MOD_WORDS_FULL };

typedef struct AlhModuleClient {
    /* ---- its pieces ---- */
    /* A tile of its own (alh_tile_module(tile) is the module), with the look the board asks for. */
    void (*draw_tile)(AppContext *ctx, int tile, SDL_FRect rect, const TileLook *look);
    /* A card of its own, raised by lift (0 resting, 1 carried); moving: its size changes every frame. */
    void (*draw_card)(AppContext *ctx, int card, SDL_FRect rect, float alpha, bool selected, float lift, bool moving);
    /* Its pieces on player's Alhambra beside the tiles, for a board drawn with view v (the city
     * gates on their walls). The caller clips to the board. */
    void (*draw_on_board)(AppContext *ctx, const AlhGame *g, int player, const BoardView *v);
    /* Grows box {min_x, max_x, min_y, max_y} (cells) over the cells beyond player's buildings where
     * draw_on_board puts pieces (the street trader's spot), so that a view fitted to the box shows
     * them whole: the side cards' small Alhambras have no free ring round the buildings. */
    void (*board_extent)(const AlhGame *g, int player, int box[4]);
    /* Its pieces for the pieces sheet (alhambra --screen pieces), left to right from x at y at the
     * sheet's scale s, at most 200 * s tall and samples_width * s wide (the sheet lays the modules
     * out in rows by these widths). */
    void (*draw_samples)(AppContext *ctx, float x, float y, float s);
    float samples_width;

    /* ---- its words ---- */
    /* A card of its own in words, for the log and the hints ("gem 5"). */
    void (*card_words)(AppContext *ctx, int card, char *out, size_t size);
    /* A tile of its own as a noun key of phrase.h ("tent": noun.tent in the language files). */
    const char *(*tile_noun)(int tile);

    /* ---- its money ---- */
    /* Money its cards hold that no currency's sum shows (a card paying any currency): the total of
     * hand's cards of its own, or -1 when it has no such money. Drawn beside the currencies' sums
     * with draw_money_icon. */
    int (*money_total)(const AlhCardSet *hand);
    void (*draw_money_icon)(AppContext *ctx, SDL_FRect rect, float alpha);
    SDL_Color money_ink;

    /* ---- its moments ---- */
    /* One of its events as a line of the game log (match.h: MATCH_LOG and the match_arg_* helpers);
     * paid holds the cards paid so far in the command: true when the line said them (they are
     * then not said again). Also asked for ALH_EV_DECLINE when the event's card is one of its own
     * (a pass on a moment about that card): a line it adds replaces the base's "{who} declines." */
    bool (*log_event)(struct Match *m, const AlhEvent *e, const AlhCardSet *paid);
    /* Its events are said after the action's purchase line (a card that changed how it was paid). */
    bool log_after_action;
    /* One of its events as an animation (anim.h's fly_* helpers); false to let it pass unseen. Also
     * asked for a card of its own paid (ALH_EV_CARD_PAID): true when it flew it somewhere of its own,
     * false to let it fly to the discard pile. */
    bool (*animate)(Anim *a, const AlhEvent *e, bool same_as_previous);
    /* Why the pass screen asks a player in one of its phases (a language key), or NULL. */
    const char *(*pass_reason)(int phase);
    /* Why the pass screen asks a player in the window after a turn that several modules share, when
     * this module offers them a move there (a language key; alh_window_offers_module): the window's
     * host's phase alone would name the host to a player asked about another module's move. */
    const char *window_reason;
    /* What the module brought player, for the results (the characters owned); empty for nothing. */
    void (*results_words)(AppContext *ctx, const AlhGame *g, int player, char *out, size_t size);

    /* ---- its part of playing at the table (table_module_actions.h has the helpers it may call) ----
     * Everything offered comes from the engine's legal commands for the player to move. */
    /* One of its command kinds offered in the action tray: the tray's order among kinds (1 first:
     * the rarer chances before the ones offered every turn); 0 for a kind that is not in the tray. */
    int (*tray_rank)(int type);
    /* Whether a kind of its own plays one of the mover's secret cards: in table mode (a shared screen)
     * the tray offers it only while the owner shows their secrets. */
    bool (*tray_secret)(int type);
    /* What tells two tray choices of one kind apart (a card, a colour): 0..255, listed as one kind each. */
    int (*tray_key)(const AlhCommand *c);
    /* One of its commands in words (MOD_WORDS_*), in the game g it is legal in. */
    void (*describe)(AppContext *ctx, const AlhGame *g, const AlhCommand *c, int form, char *out, size_t size);
    /* In a phase of its own, for the player asked: the action panel's hint and buttons (b[0..3],
     * left to right). */
    void (*phase_panel)(struct TableFrame *f, const SDL_Rect b[4], char *hint, size_t hint_size);
    /* In a phase of its own: a click on market space `space`, on a hand card (true: taken care of). */
    void (*market_click)(struct TableFrame *f, int space);
    bool (*hand_click)(struct TableFrame *f, int card);
    /* In a phase of its own: whether the hand is a choice of cards with no market tile chosen (a bid). */
    bool (*picks_cards)(const struct TableFrame *f);
    /* Whether a hand card may be chosen now: 1 or 0, or -1 for no opinion. Asked of the phase's module,
     * of the card's module, then (for money the base rules refuse) of every module on. pay_currency:
     * the chosen market space's currency, or -1. */
    int (*card_usable)(const struct TableFrame *f, int card, int pay_currency);
    /* A market tile held in a phase of its own (HELD_MARKET) dropped at x,y, or to the reserve: the
     * command it makes (false: none). */
    bool (*held_market_command)(const struct TableFrame *f, int x, int y, bool to_reserve, AlhCommand *out);
    /* A placement option of its own (AlhCommand.option) as a handle on the cell it would be built in:
     * where the handle is, and the language key of its tooltip. */
    SDL_FRect (*option_handle)(int option, SDL_FRect cell);
    const char *option_tip;
    /* Out of its own phases, for the player asked in another module's phase (a move of its own in the
     * window after a turn): whether money display slot `slot` may be clicked, a click on it, and
     * words added to that phase's hint ("or click a money card to play a thief"). */
    bool (*display_usable)(const struct TableFrame *f, int slot);
    void (*display_click)(struct TableFrame *f, int slot);
    void (*phase_hint_more)(const struct TableFrame *f, char *out, size_t size);
    /* While the player to move has a bonus action of its making (AlhGame.bonus_action outside an
     * exact payment, e.g. a redesign offered at the turn's end): the action panel's hint, a language
     * key, or NULL (the base's words speak of an exact payment). */
    const char *(*bonus_hint)(const struct TableFrame *f);
    /* Its commands chosen by a click on a cell of the mover's own board (a piece of its own put beside
     * the Alhambra, at the command's x, y): true for such a kind. The board marks each listed cell
     * with a handle (spot_tip: its tooltip's language key); a click chooses the command. */
    bool (*board_spot)(int type);
    const char *spot_tip;
    /* Over the board while one of its commands waits for confirmation (the tile where it will stand). */
    void (*chosen_overlay)(struct TableFrame *f, const AlhCommand *chosen);

    /* ---- its part of the modules' panel beside the board (table_modules.h has the helpers) ---- */
    /* Its section: the height it takes at width w when it may grow into `room` pixels (room 0: its
     * least; 0 folds the section away, with no gap, when a short panel has no room for it), and
     * drawing it in R. Sections go down the panel by panel_order (then the list's order);
     * compact ones (a card with its words) share a row side by side while their panel_width fits:
     * the width their words need to be read whole (NULL: any), the row's spare width shared out. */
    int (*panel_height)(const struct TableFrame *f, int w, int room);
    void (*panel_draw)(struct TableFrame *f, SDL_Rect R);
    int panel_order;
    bool panel_compact;
    int (*panel_width)(const struct TableFrame *f);
    /* Where place `index` of its own is inside its section R (a pile a piece flies from). */
    SDL_Rect (*panel_place)(const struct TableFrame *f, SDL_Rect R, int index);
    /* Its marks at the right of player's row (counts of cards held, a face): drawn leftwards from rx
     * around the row's middle cy at text size fs, their words added to parts (table_modules_row_part);
     * returns the next mark's right edge. */
    int (*row_marks)(struct TableFrame *f, int player, int rx, float cy, int fs, char *parts, size_t size);
    /* Its small pictures in player's row (cards laid, characters owned): how many, and drawing them
     * from x (a line of height lh from y, pictures pic wide) up to end, their words added to parts
     * (also those that do not fit); returns the next picture's x. */
    int (*row_picture_count)(const AlhGame *g, int player);
    int (*row_pictures)(struct TableFrame *f, int player, int x, int y, int lh, int pic, int end, char *parts, size_t size);
    /* Words for the row's second line after the pictures, when there is room (the characters' names). */
    void (*row_line_words)(AppContext *ctx, const AlhGame *g, int player, char *out, size_t size);
    /* Whether its section shows in game g (NULL: always): a variant module whose section another
     * module on in the same game draws for both says no. */
    bool (*panel_shown)(const AlhGame *g);

    /* ---- its part of a scoring's moment (table_scoring.c) ---- */
    /* What happened to the scores right after scoring `round` because of it (an invasion), shown
     * under the scoring's points while the moment waits: the height it wants at width w (0:
     * nothing for this round), and drawing it in R, alpha 0..1. The game f->g is the one after the
     * scoring. */
    int (*scoring_moment_height)(const struct TableFrame *f, int round, int w);
    void (*scoring_moment_draw)(struct TableFrame *f, int round, SDL_Rect R, float alpha);
    /* The points its settle_scoring took from player after scoring round `round` (an invasion), as
     * the match m knows them (from its log: a save keeps them); 0 for none or unknown. The scoring's
     * grid shows them apart from the gains in the modules' column: "+3" over "−3", not a net "·". */
    int (*scoring_loss)(const struct Match *m, int round, int player);
} AlhModuleClient;

extern const AlhModuleClient *const alh_client_registry[ALH_MOD_COUNT + 1];
/* Each module's folder name (src/modules/<folder>), where the data archive keeps its strings:
 * lang/<folder>/<code>.txt (i18n.c loads them after the base game's). */
extern const char *const alh_client_folders[ALH_MOD_COUNT + 1];

/* The client part of module id (an empty part for an unknown id: every hook NULL). */
const AlhModuleClient *client_module(int id);
/* The client part owning a card, a tile, an event kind, a phase; an empty part for the base game's. */
const AlhModuleClient *client_module_of_card(int card);
const AlhModuleClient *client_module_of_tile(int tile);
const AlhModuleClient *client_module_of_command(int type);
const AlhModuleClient *client_module_of_event(int type);
const AlhModuleClient *client_module_of_phase(int phase);

/* The module of g whose placement option (AlhCommand.option) the board shows as handles (an empty part: none). */
const AlhModuleClient *client_module_of_option(const AlhGame *g);
/* Every module's pieces on player's Alhambra (client parts' draw_on_board), for the modules on in g. */
void client_draw_on_board(AppContext *ctx, const AlhGame *g, int player, const BoardView *v);
/* What the modules of m's game took from player after scoring round `round` (their scoring_loss
 * hooks: an invasion), 0 for none; the modules' term (ALH_SCORE_EXTRA) is the gains less this. */
int client_scoring_loss(const struct Match *m, int round, int player);
/* Grows box {min_x, max_x, min_y, max_y} over every module's pieces beside player's buildings
 * (client parts' board_extent), for the modules on in g. */
void client_board_extent(const AlhGame *g, int player, int box[4]);

#endif

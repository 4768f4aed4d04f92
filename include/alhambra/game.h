/* SPDX-License-Identifier: MIT */
/*
 * The game state, commands, events and the engine's entry points.
 *
 * AlhGame is a plain value owned by the caller: it holds no pointers, so a copy made with memcpy
 * is a complete, independent game (bots search on copies). The engine allocates nothing, does no
 * I/O, keeps no globals, and never aborts on bad input: a command it refuses leaves the state as it was.
 */
#ifndef ALHAMBRA_GAME_H
#define ALHAMBRA_GAME_H

#include <stddef.h>
#include "alhambra/types.h"

/* ---------------------------------------------------------------- random numbers */

/* PCG-style generator kept inside the state so that seed + commands reproduce a game exactly. */
typedef struct AlhRng { uint64_t state; uint64_t inc; } AlhRng;
void alh_rng_seed(AlhRng *rng, uint64_t seed, uint64_t stream);
uint32_t alh_rng_next(AlhRng *rng);
uint32_t alh_rng_below(AlhRng *rng, uint32_t bound); /* uniform in [0, bound), bound > 0 */

/* ---------------------------------------------------------------- modules */

/* Optional rules, switched on per game (bit set of 1 << AlhModuleId). */
typedef enum AlhModuleId {
    ALH_MOD_TWO_PLAYER = 0,  /* the 2-player rules with Dirk; switched on by itself with 2 seats */
    ALH_MOD_COUNT
} AlhModuleId;

const char *alh_module_name(int id);        /* "two-player", ...; NULL for an unknown id */
int alh_module_id(const char *name);        /* -1 if unknown */

/* ---------------------------------------------------------------- state */

typedef enum AlhTileLocation {
    ALH_LOC_BAG = 0,
    ALH_LOC_MARKET,     /* where.index = market space 0..3 */
    ALH_LOC_PENDING,    /* bought or received, to be placed at the end of the turn; where.owner */
    ALH_LOC_ALHAMBRA,   /* where.owner, where.x, where.y (relative to the fountain at 0,0) */
    ALH_LOC_RESERVE,    /* where.owner */
    ALH_LOC_DIRK,       /* given to the neutral player (2-player rules) */
    ALH_LOC_REMOVED,    /* out of the game (unused by the base game) */
} AlhTileLocation;

typedef struct AlhTilePlace {
    uint8_t loc;        /* AlhTileLocation */
    uint8_t owner;      /* player, for PENDING / ALHAMBRA / RESERVE */
    int8_t x, y;        /* ALHAMBRA: position relative to the fountain; MARKET: x = space */
} AlhTilePlace;

typedef struct AlhBoard {
    uint8_t cell[ALH_GRID][ALH_GRID]; /* tile id or 0; indexed [y & 63][x & 63] */
    uint64_t occupied[ALH_GRID];       /* bit (x & 63) of row (y & 63) set where a tile stands */
    int8_t min_x, max_x, min_y, max_y; /* bounding box of occupied cells, fountain at 0,0 */
    uint8_t tile_count;                /* tiles in the Alhambra, fountain excluded */
    uint8_t type_count[ALH_NUM_TYPES]; /* buildings of each type in the Alhambra */
} AlhBoard;

typedef struct AlhPlayer {
    AlhCardSet hand;
    AlhCardSet known;        /* the part of the hand that every player has seen arrive (public) */
    int16_t score;
    uint8_t reserve_count;
    uint8_t pending_count;
    AlhBoard board;
} AlhPlayer;

typedef enum AlhPhase {
    ALH_PHASE_ACTION = 0,    /* the current player chooses an action */
    ALH_PHASE_PLACE,         /* the current player places the tiles bought this turn */
    ALH_PHASE_FINAL_PLACE,   /* end of game: players place the tiles given out from the market */
    ALH_PHASE_OVER,
} AlhPhase;

typedef struct AlhGame {
    uint32_t version;                  /* ALH_STATE_VERSION */
    uint32_t modules;                  /* bit set of AlhModuleId */
    uint64_t seed;
    AlhRng rng;
    uint8_t num_players;
    uint8_t first_player;
    uint8_t current;                   /* player whose turn it is */
    uint8_t phase;                     /* AlhPhase */
    uint8_t bonus_action;              /* 1 after an exact payment: another action may follow */
    uint8_t actions_this_turn;         /* actions taken in the current turn */
    uint8_t scorings_done;             /* 0..3 */
    uint8_t copies;                    /* money card copies in play: 3, or 2 with two players */
    uint16_t turn;                     /* turns started since the beginning, from 1 */
    uint16_t command_count;            /* commands applied */

    /* money */
    uint8_t deck[ALH_DECK_MAX];        /* draw pile, top at deck_pos */
    uint8_t deck_len;                  /* cards in deck[] in total (drawn ones included) */
    uint8_t deck_pos;                  /* next card to draw */
    uint8_t pile_end[ALH_NUM_PILES];   /* deck index just past each of the five piles (public) */
    uint8_t reshuffles;                /* times the discard pile became the draw pile */
    uint8_t display[ALH_DISPLAY_SLOTS];/* money display, ALH_CARD_NONE for an empty slot */
    AlhCardSet discard;

    /* tiles */
    uint8_t bag[ALH_NUM_TILES];        /* tile dispenser tower, next at bag_pos */
    uint8_t bag_len;
    uint8_t bag_pos;
    uint8_t market[ALH_MARKET_SPACES]; /* tile id or 0 */
    AlhTilePlace where[ALH_TILE_SLOTS];/* location of every tile, indexed by id */
    uint8_t dirk_type_count[ALH_NUM_TYPES];
    int16_t dirk_score;                /* Dirk's points are shown, but Dirk never wins */

    AlhPlayer players[ALH_MAX_PLAYERS];
} AlhGame;

#define ALH_STATE_VERSION 1

/* ---------------------------------------------------------------- commands */

typedef enum AlhCommandType {
    ALH_CMD_NONE = 0,
    ALH_CMD_TAKE_MONEY,      /* slots: bit set of display slots 0..3 */
    ALH_CMD_BUY,             /* space: market space 0..3; cards: the payment */
    ALH_CMD_REDESIGN_ADD,    /* tile from the reserve into the Alhambra at x,y */
    ALH_CMD_REDESIGN_REMOVE, /* tile from the Alhambra onto the reserve */
    ALH_CMD_REDESIGN_SWAP,   /* tile from the reserve takes the place of tile2 in the Alhambra */
    ALH_CMD_PASS,            /* decline the action an exact payment earned (or no action is possible) */
    ALH_CMD_PLACE,           /* pending tile into the Alhambra at x,y */
    ALH_CMD_RESERVE,         /* pending tile onto the reserve */
    ALH_CMD_GIVE_DIRK,       /* pending bought tile to Dirk (2-player rules) */
    ALH_CMD_TYPE_COUNT
} AlhCommandType;

typedef struct AlhCommand {
    uint8_t type;            /* AlhCommandType */
    uint8_t player;
    uint8_t slots;           /* TAKE_MONEY */
    uint8_t space;           /* BUY */
    uint8_t tile;            /* REDESIGN_*, PLACE, RESERVE, GIVE_DIRK */
    uint8_t tile2;           /* REDESIGN_SWAP: the tile taken out of the Alhambra */
    int8_t x, y;             /* PLACE, REDESIGN_ADD */
    AlhCardSet cards;        /* BUY */
} AlhCommand;

/* ---------------------------------------------------------------- errors */

typedef enum AlhError {
    ALH_OK = 0,
    ALH_ERR_BAD_COMMAND,       /* unknown command type or field out of range */
    ALH_ERR_GAME_OVER,
    ALH_ERR_NOT_YOUR_TURN,
    ALH_ERR_WRONG_PHASE,       /* e.g. buying while tiles wait to be placed */
    ALH_ERR_EMPTY_SLOT,        /* no card / no tile there */
    ALH_ERR_TOO_MUCH_MONEY,    /* several cards summing to more than 5 */
    ALH_ERR_CARD_NOT_IN_HAND,
    ALH_ERR_WRONG_CURRENCY,
    ALH_ERR_NOT_ENOUGH_MONEY,
    ALH_ERR_NO_SUCH_TILE,      /* the tile is not where the command says */
    ALH_ERR_SPOT_OCCUPIED,
    ALH_ERR_SPOT_NOT_ADJACENT, /* not joined to the Alhambra by a side */
    ALH_ERR_WALL_MISMATCH,     /* a wall meets an open side */
    ALH_ERR_NOT_REACHABLE,     /* not reachable on foot from the fountain */
    ALH_ERR_LEAVES_HOLE,       /* an empty space would be closed in */
    ALH_ERR_FOUNTAIN,          /* the fountain never moves */
    ALH_ERR_OUT_OF_RANGE,      /* coordinates outside what the board can hold */
    ALH_ERR_NO_DIRK,           /* giving to Dirk without the 2-player rules */
    ALH_ERR_NO_BONUS,          /* passing when an action is required */
    ALH_ERR_COUNT
} AlhError;

const char *alh_error_code(AlhError e);    /* short stable code, e.g. "wall-mismatch" */
const char *alh_error_message(AlhError e); /* one English sentence */

/* ---------------------------------------------------------------- events */

#define ALH_SCORE_CATEGORIES 7             /* six building types, then the wall */
#define ALH_SCORE_WALL 6
#define ALH_DIRK ALH_MAX_PLAYERS           /* index of Dirk in per-player event arrays */

typedef enum AlhEventType {
    ALH_EV_MONEY_TAKEN = 1,  /* player, card, slot */
    ALH_EV_TILE_BOUGHT,      /* player, tile, space, value = amount paid, exact */
    ALH_EV_CARD_PAID,        /* player, card (to the discard pile) */
    ALH_EV_BONUS_ACTION,     /* player: an exact payment earned another action */
    ALH_EV_TILE_PLACED,      /* player, tile, x, y */
    ALH_EV_TILE_RESERVED,    /* player, tile */
    ALH_EV_TILE_TO_DIRK,     /* player (who gave it, or -1 when drawn for Dirk), tile */
    ALH_EV_REDESIGN_ADD,     /* player, tile, x, y */
    ALH_EV_REDESIGN_REMOVE,  /* player, tile, x, y */
    ALH_EV_REDESIGN_SWAP,    /* player, tile (in), tile2 (out), x, y */
    ALH_EV_PASS,             /* player */
    ALH_EV_TURN_END,         /* player */
    ALH_EV_DISPLAY_REFILL,   /* card, slot */
    ALH_EV_DECK_RESHUFFLED,  /* value = cards in the new draw pile */
    ALH_EV_SCORING_CARD,     /* value = round announced (1 or 2) */
    ALH_EV_MARKET_REFILL,    /* tile, space */
    ALH_EV_SCORING,          /* round; score.points per player and category; score.total */
    ALH_EV_TILE_AWARDED,     /* end of game: player receives tile from space */
    ALH_EV_TILE_NOT_AWARDED, /* end of game: tie, tile stays on space */
    ALH_EV_TURN_START,       /* player */
    ALH_EV_GAME_OVER,        /* ranking in score.rank; score.total */
} AlhEventType;

typedef struct AlhScoreDetail {
    int16_t points[ALH_MAX_PLAYERS + 1][ALH_SCORE_CATEGORIES]; /* [ALH_DIRK] is Dirk */
    int16_t total[ALH_MAX_PLAYERS + 1];                       /* score after the event */
    uint8_t rank[ALH_MAX_PLAYERS];                            /* 1 = winner; shared on ties */
} AlhScoreDetail;

typedef struct AlhEvent {
    uint8_t type;            /* AlhEventType */
    int8_t player;
    uint8_t tile, tile2;
    uint8_t card;
    int8_t slot;             /* display slot or market space */
    int8_t x, y;
    uint8_t round;
    uint8_t exact;
    int16_t value;
    AlhScoreDetail score;    /* ALH_EV_SCORING and ALH_EV_GAME_OVER only */
} AlhEvent;

#define ALH_EVENT_CAP 160
typedef struct AlhEvents {
    AlhEvent ev[ALH_EVENT_CAP];
    int count;               /* events stored */
    int dropped;             /* events that did not fit (the game state is not affected) */
} AlhEvents;

/* ---------------------------------------------------------------- setup */

typedef struct AlhSetup {
    int num_players;         /* 2..6 */
    uint64_t seed;
    uint32_t modules;        /* optional modules; the 2-player rules are added for 2 players */
} AlhSetup;

/* Starts a new game. Returns ALH_ERR_BAD_COMMAND for an impossible setup (g is then untouched). */
AlhError alh_new_game(AlhGame *g, const AlhSetup *setup, AlhEvents *events);

/* ---------------------------------------------------------------- play */

/* The player who must decide next (during the final placement, the next recipient); -1 when over. */
int alh_to_move(const AlhGame *g);

/*
 * Checks a command and, when legal, applies it and appends its events (events may be NULL).
 * On an error the state is untouched and nothing is appended.
 */
AlhError alh_apply(AlhGame *g, const AlhCommand *cmd, AlhEvents *events);

/* Checks without applying. */
AlhError alh_check(const AlhGame *g, const AlhCommand *cmd);

/*
 * Every legal command of the player to move. Payments are listed without redundancy: only sets
 * from which no card can be left out, each multiset of values once (alh_apply accepts any
 * sufficient payment). Writes at most cap commands; returns how many there are in total.
 */
size_t alh_legal_commands(const AlhGame *g, AlhCommand *out, size_t cap);

/*
 * The legal commands of some kinds only (bit set of 1 << AlhCommandType), for players that choose
 * a kind of action first. PASS is included when asked for and allowed.
 */
size_t alh_legal_commands_of(const AlhGame *g, unsigned kinds, AlhCommand *out, size_t cap);

/* A spot, as listed by alh_legal_spots. */
typedef struct AlhSpot { int8_t x, y; } AlhSpot;

/*
 * Legal spots in player's Alhambra for a tile (wherever it currently is), as the client highlights
 * them. Writes at most cap; returns the total.
 */
size_t alh_legal_spots(const AlhGame *g, int player, int tile, AlhSpot *out, size_t cap);

/* Why tile cannot go to x,y in player's Alhambra (ALH_OK if it can). */
AlhError alh_spot_check(const AlhGame *g, int player, int tile, int x, int y);

/* ---------------------------------------------------------------- queries */

int alh_board_tile_at(const AlhBoard *b, int x, int y); /* tile id, ALH_TILE_FOUNTAIN or 0 */
int alh_longest_wall(const AlhBoard *b);
int alh_deck_remaining(const AlhGame *g);   /* cards left in the draw pile, scoring cards included */
int alh_bag_remaining(const AlhGame *g);
/* 1..5: which fifth of the original deck the next card comes from; 0 after a reshuffle. */
int alh_current_pile(const AlhGame *g);

/* What scoring round 1..3 would award right now, without changing the game. */
void alh_score_preview(const AlhGame *g, int round, AlhScoreDetail *out);

/* Final ranking from the scores: rank[p] = 1 for every winner. */
void alh_ranking(const AlhGame *g, uint8_t rank[ALH_MAX_PLAYERS]);

/*
 * Checks every invariant of a state (tile and card conservation, a legal Alhambra for every
 * player, counters consistent with the tiles). Used after loading hand-written positions and in
 * the soak tests. On failure writes a short English description of the first problem into msg.
 */
bool alh_game_validate(const AlhGame *g, char *msg, size_t msg_size);

/* Recomputes the derived counters (type counts, bounding boxes, reserve counts) from where[]. */
void alh_game_rebuild(AlhGame *g);

/* A 64-bit hash of the whole state, for replays' checksums. */
uint64_t alh_game_hash(const AlhGame *g);

#endif

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
    ALH_MOD_BONUS_CARDS,     /* "bonus-cards" (expansion 1) */
    ALH_MOD_SQUARES,         /* "squares" (expansion 1) */
    ALH_MOD_CITY_GATES,      /* "city-gates" (expansion 2) */
    ALH_MOD_DIAMONDS,        /* "diamonds" (expansion 2) */
    ALH_MOD_EXCHANGE,        /* "exchange" (expansion 1: currency exchange cards) */
    ALH_MOD_CAMPS,           /* "camps" (expansion 2) */
    ALH_MOD_CHARACTERS,      /* "characters" (expansion 2); before the vizier: an auction comes first */
    ALH_MOD_VIZIER,          /* "vizier" (expansion 1: the vizier's favour) */
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
    ALH_LOC_SUPPLY,     /* in a module's face-down supply (squares: where.x = colour pile, where.y = depth, 0 = top) */
} AlhTileLocation;

typedef struct AlhTilePlace {
    uint8_t loc;        /* AlhTileLocation */
    uint8_t owner;      /* player, for PENDING / ALHAMBRA / RESERVE */
    int8_t x, y;        /* ALHAMBRA: position relative to the fountain; MARKET: x = space */
} AlhTilePlace;

/* City gates: a gate stands on the double wall between the tile at x,y and its neighbour on `side`. */
#define ALH_MAX_GATES 6
typedef struct AlhGate { int8_t x, y; uint8_t side; uint8_t pad; } AlhGate;

typedef struct AlhBoard {
    uint8_t cell[ALH_GRID][ALH_GRID]; /* tile id or 0; indexed [y & 63][x & 63] */
    uint64_t occupied[ALH_GRID];       /* bit (x & 63) of row (y & 63) set where a tile stands */
    int8_t min_x, max_x, min_y, max_y; /* bounding box of occupied cells, fountain at 0,0 */
    uint8_t tile_count;                /* tiles in the Alhambra, fountain excluded (squares, camps included) */
    uint8_t type_count[ALH_NUM_TYPES]; /* buildings of each type in the Alhambra */
    uint8_t outside_count;             /* camps among tile_count: they stand outside the walls */
    uint8_t gate_count;                /* city gates built (kept by alh_game_rebuild) */
    AlhGate gates[ALH_MAX_GATES];
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
    ALH_PHASE_VIZIER,        /* after a turn: alh_to_move() may buy with the vizier or DECLINE */
    ALH_PHASE_AUCTION,       /* a character card is auctioned: alh_to_move() bids or DECLINEs */
} AlhPhase;

/* State of the optional modules of expansions 1 and 2 (all zero when they are off). */
#define ALH_NUM_BONUS_CARDS 10

typedef struct AlhModState {
    /* Bonus cards: bit i stands for bonus card i (alh_bonus_card_tile). */
    uint16_t bonus_hand[ALH_MAX_PLAYERS];    /* held face down (secret) */
    uint16_t bonus_played[ALH_MAX_PLAYERS];  /* laid face up, counting while their tile is built */
    uint8_t bonus_hand_count[ALH_MAX_PLAYERS]; /* public: how many each holds */
    /* Squares: six face-down piles by colour; where[] holds each square's pile and depth. */
    uint8_t square_pile_len[ALH_NUM_TYPES];
    /* City gates: bit i stands for city-gate card ALH_CARD_GATE_FIRST + i. Gates built: AlhBoard. */
    uint8_t gate_cards[ALH_MAX_PLAYERS];     /* held */
    uint8_t gate_card_up;                    /* the face-up card next to the gates, or ALH_CARD_NONE */
    uint8_t gate_cards_used;                 /* played: out of the game */
    uint8_t gate_cards_discarded;            /* drawn while another was up: with the discard pile */
    /* Vizier: awake bits, and the out-of-turn window after a turn. */
    uint8_t vizier_awake;                    /* bit p: player p's vizier is awake */
    uint8_t vizier_next;                     /* whose turn comes after the window */
    uint8_t vizier_asked;                    /* bit p: already declined in this round of asking */
    /* Characters (see mod_characters.c). */
    uint16_t char_owned[ALH_MAX_PLAYERS];    /* bit i: character i, face up */
    uint16_t char_used_turn;                 /* bit i: used in the current turn (once a turn) */
    uint16_t char_gone;                      /* bit i: out of the game */
    uint8_t char_surplus[ALH_NUM_CHARACTERS];/* face-down surplus pile, top at index 0 */
    uint8_t char_surplus_len;
    uint8_t auction_card;                    /* character on auction, or ALH_CARD_NONE */
    uint8_t auction_bidder;                  /* highest bidder so far, 0xFF: none */
    uint8_t auction_out;                     /* bit p: passed */
    uint8_t auction_resume;                  /* the auctioneer, who plays next */
    int16_t auction_bid;
    AlhCardSet auction_cards;                /* the highest bid's cards */
    uint8_t wise_man_type[3];                /* type chosen at each scoring round */
    int16_t extra_points[ALH_MAX_PLAYERS];   /* unused, kept at zero */
    uint16_t char_pending;                   /* bit i: drawn, waiting for its auction */
    uint8_t miser_ready;                     /* 1 while the Miser may take a card (bought for 10 or more) */
    uint8_t entertainer_choice;              /* 1 while the winner of the Entertainer must keep or swap it */
    uint8_t master_builder_step;             /* 1 during the Master Builder's extra redesign (or PASS) */
} AlhModState;

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
    uint8_t bag[ALH_BAG_MAX];          /* tile dispenser tower, next at bag_pos */
    uint8_t bag_len;
    uint8_t bag_pos;
    uint8_t market[ALH_MARKET_SPACES]; /* tile id or 0 */
    AlhTilePlace where[ALH_TILE_SLOTS];/* location of every tile, indexed by id */
    uint8_t dirk_type_count[ALH_NUM_TYPES];
    int16_t dirk_score;                /* Dirk's points are shown, but Dirk never wins */

    AlhPlayer players[ALH_MAX_PLAYERS];
    AlhModState mod;                   /* optional modules (expansions 1 and 2) */
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
    ALH_CMD_PLAY_BONUS,      /* bonus cards: lay card `slots` (0..9) face up; free, in one's own turn */
    ALH_CMD_TAKE_SQUARE,     /* squares: action, the face-up square of colour pile `space` (0..5) */
    ALH_CMD_TAKE_GATE_CARD,  /* city gates: action, the face-up city-gate card instead of money */
    ALH_CMD_VIZIER_BUY,      /* vizier: out of turn, buy market `space` with exact `cards`, then place
                                at x,y (or reserve when `slots` is 1), `gate` as for PLACE */
    ALH_CMD_DECLINE,         /* vizier / auction: let the moment pass */
    ALH_CMD_WAKE_VIZIER,     /* vizier: action, turn one's vizier awake again */
    ALH_CMD_BID,             /* characters: bid `cards`, all of one currency */
    ALH_CMD_USE_CHARACTER,   /* characters: use character `slots` (0..9): `space` the market space
                                (patron, dancer), `x` the display slot (miser, moneychanger), `cards`
                                the card given (moneychanger); see mod_characters.c */
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
    uint8_t gate;            /* city gates: 0, or 1 + the side of the placed tile that gets a gate
                                (PLACE, REDESIGN_ADD, REDESIGN_SWAP, VIZIER_BUY) */
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
    ALH_ERR_MODULE_OFF,        /* a command of a module that is not in this game */
    ALH_ERR_RULE,              /* a module's rule forbids it (see alh_module_rule_message) */
    ALH_ERR_SQUARE_LIMIT,      /* a player may have three squares at most */
    ALH_ERR_NO_GATE,           /* no city-gate card, or no double wall to put the gate on */
    ALH_ERR_GATE_LOCKED,       /* tiles under a city gate can never be redesigned */
    ALH_ERR_NOT_EXACT,         /* the vizier buys with exact money only */
    ALH_ERR_MIXED_DIAMONDS,    /* diamonds are never combined with other currencies */
    ALH_ERR_CAMP_EDGES,        /* a camp joins by a bastion against a wall; camps touch by green sides */
    ALH_ERR_COUNT
} AlhError;

const char *alh_error_code(AlhError e);    /* short stable code, e.g. "wall-mismatch" */
const char *alh_error_message(AlhError e); /* one English sentence */

/* ---------------------------------------------------------------- events */

#define ALH_SCORE_CATEGORIES 8             /* six building types, the wall, then module terms */
#define ALH_SCORE_WALL 6
#define ALH_SCORE_EXTRA 7                  /* camps' lines, the City Watch, ... (0 without modules) */
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
    ALH_EV_BONUS_PLAYED,     /* player, card (bonus card 0..9), tile */
    ALH_EV_BONUS_RETURNED,   /* player, card, tile: the tile left the Alhambra, the card is in hand again */
    ALH_EV_SQUARE_TAKEN,     /* player, tile, slot = colour pile */
    ALH_EV_SQUARE_REVEALED,  /* tile, slot = colour pile */
    ALH_EV_GATE_CARD_UP,     /* card: a city-gate card came off the pile (value 1: discarded, one was up) */
    ALH_EV_GATE_CARD_TAKEN,  /* player, card */
    ALH_EV_GATE_BUILT,       /* player, tile, x, y, slot = side */
    ALH_EV_VIZIER_ASK,       /* player: may use the vizier now */
    ALH_EV_VIZIER_USED,      /* player, tile, slot = space, value = paid */
    ALH_EV_VIZIER_WOKEN,     /* player */
    ALH_EV_DECLINE,          /* player */
    ALH_EV_EXCHANGE_USED,    /* player, card */
    ALH_EV_AUCTION_START,    /* card, player = auctioneer */
    ALH_EV_BID,              /* player, value */
    ALH_EV_AUCTION_WON,      /* player, card, value (no bid: player -1, card removed) */
    ALH_EV_CHARACTER_USED,   /* player, card, value = ability-specific */
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

/* Whether two commands are the same move, field by field (their padding bytes are not compared). */
bool alh_command_equal(const AlhCommand *a, const AlhCommand *b);

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

/* ---------------------------------------------------------------- modules' data */

/* Bonus cards: the building tile shown on bonus card 0..9 (0 for another number). */
int alh_bonus_card_tile(int card);
/* Squares and camps a player has (Alhambra, reserve and tiles waiting to be placed). */
int alh_square_count(const AlhGame *g, int player);
/* Characters: names of character 0..9 ("entertainer", ...), NULL otherwise. */
const char *alh_character_name(int character);
/* The majority counts scoring would use for player now (buildings, squares, played bonus cards). */
void alh_building_counts(const AlhGame *g, int player, uint8_t counts[ALH_NUM_TYPES]);

/*
 * The majorities as the scoring counts them now, for tables and players' aids: each participant's
 * building counts (squares and laid bonus cards included; Dirk's with the two-player rules, where
 * present[ALH_DIRK] is set), the place per type (1 = most, tied participants share it; 0 = not
 * ranked, without a whole building of the type) and the longest outer wall.
 */
typedef struct AlhMajorities {
    bool present[ALH_MAX_PLAYERS + 1];
    uint8_t count[ALH_MAX_PLAYERS + 1][ALH_NUM_TYPES];
    uint8_t place[ALH_MAX_PLAYERS + 1][ALH_NUM_TYPES];
    uint8_t wall[ALH_MAX_PLAYERS + 1];
} AlhMajorities;
void alh_majorities(const AlhGame *g, AlhMajorities *out);

/* A 64-bit hash of the whole state, for replays' checksums. */
uint64_t alh_game_hash(const AlhGame *g);

#endif

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
typedef struct AlhRng {
    uint64_t state;
    uint64_t inc;
} AlhRng;
void alh_rng_seed(AlhRng *rng, uint64_t seed, uint64_t stream);

/* PCG XSH-RR: 64-bit state, 32-bit output (inline: shuffles and players draw hundreds a game). */
static inline uint32_t alh_rng_next(AlhRng *rng)
{
    uint64_t old = rng->state;
    rng->state = old * 6364136223846793005ULL + rng->inc;
    uint32_t xorshifted = (uint32_t)(((old >> 18) ^ old) >> 27);
    uint32_t rot = (uint32_t)(old >> 59);
    return (xorshifted >> rot) | (xorshifted << ((-rot) & 31));
}

/* r % bound for bounds up to 256 without a division (Lemire, Kaser and Kurz's direct remainder,
 * exact for every 32-bit r): ALH_RNG_MOD[bound] = 2^64 / bound rounded up. */
#define ALH_RNG_FAST_BOUND 256
extern const uint64_t alh_rng_mod_magic[ALH_RNG_FAST_BOUND + 1];
static inline uint32_t alh_rng_mod(uint32_t r, uint32_t bound)
{
#ifdef __SIZEOF_INT128__
    if (bound <= ALH_RNG_FAST_BOUND)
        return (uint32_t)(((unsigned __int128)(alh_rng_mod_magic[bound] * r) * bound) >> 64);
#endif
    return r % bound;
}

/*
 * Uniform in [0, bound), bound > 0, by rejection sampling: an output below (2^32 - bound) % bound
 * is drawn again. That threshold is below bound, so an output at least bound is kept at once
 * (the threshold's division is only needed for the rare small output).
 */
static inline uint32_t alh_rng_below(AlhRng *rng, uint32_t bound)
{
    if (bound <= 1)
        return 0;
    for (;;) {
        uint32_t r = alh_rng_next(rng);
        if (r >= bound || r >= (uint32_t)(-bound) % bound)
            return alh_rng_mod(r, bound);
    }
}

/* ---------------------------------------------------------------- modules */

/*
 * Optional rules, switched on per game. Each module is a folder of src/modules registered in
 * src/modules/modules.list; the build numbers them (AlhModuleId, alhambra/module_items.h). A set
 * of modules has room for ALH_MAX_MODULES, far more than the Mega Box's 43 and The Red Palace's.
 */
#define ALH_MAX_MODULES 128
typedef struct AlhGame AlhGame;
typedef struct AlhModuleSet {
    uint64_t bits[ALH_MAX_MODULES / 64];
} AlhModuleSet;

static inline bool alh_modset_has(const AlhModuleSet *s, int id)
{
    return id >= 0 && id < ALH_MAX_MODULES && ((s->bits[id >> 6] >> (id & 63)) & 1u);
}
static inline void alh_modset_add(AlhModuleSet *s, int id) { s->bits[id >> 6] |= (uint64_t)1 << (id & 63); }
static inline void alh_modset_remove(AlhModuleSet *s, int id) { s->bits[id >> 6] &= ~((uint64_t)1 << (id & 63)); }
static inline bool alh_modset_empty(const AlhModuleSet *s) { return (s->bits[0] | s->bits[1]) == 0; }
static inline bool alh_modset_equal(const AlhModuleSet *a, const AlhModuleSet *b)
{
    return a->bits[0] == b->bits[0] && a->bits[1] == b->bits[1];
}
static inline AlhModuleSet alh_modset_none(void)
{
    AlhModuleSet s = {{0, 0}};
    return s;
}
static inline AlhModuleSet alh_modset_one(int id)
{
    AlhModuleSet s = alh_modset_none();
    if (id >= 0 && id < ALH_MAX_MODULES)
        alh_modset_add(&s, id);
    return s;
}
/* The set of the modules whose ids are the bits of `bits` (ids below 64; for tests and tables). */
static inline AlhModuleSet alh_modset_from_bits(uint64_t bits)
{
    AlhModuleSet s = {{bits, 0}};
    return s;
}
static inline AlhModuleSet alh_modset_union(AlhModuleSet a, AlhModuleSet b)
{
    a.bits[0] |= b.bits[0];
    a.bits[1] |= b.bits[1];
    return a;
}
static inline int alh_modset_count(const AlhModuleSet *s)
{
    return __builtin_popcountll(s->bits[0]) + __builtin_popcountll(s->bits[1]);
}

/* How the Mega Box groups the modules (and The Red Palace's own). */
typedef enum AlhModuleGroup {
    ALH_GROUP_BASE = 0, /* rules of the base game's box (the 2-player rules, the French Big Box's setup) */
    ALH_GROUP_EXPANSION_1,
    ALH_GROUP_EXPANSION_2,
    ALH_GROUP_EXPANSION_3,
    ALH_GROUP_EXPANSION_4,
    ALH_GROUP_EXPANSION_5,
    ALH_GROUP_EXPANSION_6,
    ALH_GROUP_QUEENIE,
    ALH_GROUP_DESIGNER,
    ALH_GROUP_FAN,
    ALH_GROUP_RED_PALACE,
    ALH_GROUP_COUNT
} AlhModuleGroup;

typedef struct AlhModuleInfo {
    const char *name;    /* as written in lists, saves and on the command line: "two-player" */
    uint8_t group;       /* AlhModuleGroup */
    const char *summary; /* one English sentence (the interface's own strings are translated) */
    const char *presets; /* the presets it belongs to, words separated by spaces ("first redesign"; "" if none) */
} AlhModuleInfo;

const AlhModuleInfo *alh_module_info(int id); /* NULL for an unknown id */
const char *alh_module_name(int id);          /* "two-player", ...; NULL for an unknown id */
int alh_module_id(const char *name);          /* -1 if unknown */
const char *alh_group_name(int group);        /* "expansion-1", ...; NULL for an unknown group */
/* The presets the modules name (module.txt "presets:"): k-th preset's name, NULL past the last;
 * and its modules. A list may name a preset like a group ("--modules first"). */
const char *alh_preset_name(int k);
AlhModuleSet alh_preset_modules(const char *name);
int alh_group_id(const char *name); /* -1 if unknown */

/* The modules a player may choose: every module but those a game's player count decides alone
 * (the 2-player rules). */
AlhModuleSet alh_modules_optional(void);
/* What "all" means (--modules all, the module browser's "Everything"): every optional module of the
 * expansions, not the base box's own options (the French Big Box's setup), which change the
 * game's rules rather than add to them and are chosen by name. */
AlhModuleSet alh_modules_all(void);
/* Whether a set holds any module a player chooses (anything beyond the 2-player rules). */
bool alh_modules_any_optional(const AlhModuleSet *set);
/* Whether a module of game g scores points of its own in the scorings (its score_terms or
 * settle_scoring: the modules' column, ALH_SCORE_EXTRA). */
bool alh_modules_score_points(const AlhGame *g);
/*
 * The one reader of a list of modules, for every place that takes one (the command line, the
 * protocol, saves' settings, tournaments): names, groups ("expansion-1"), "all" and "none", joined by
 * commas (spaces around them allowed); an empty text or an empty name is refused ("none" is no
 * module). On an unknown word writes into
 * msg "unknown module 'x'; known: ..." naming every module, group and word, and returns false.
 */
bool alh_modules_parse(const char *text, AlhModuleSet *out, char *msg, size_t msg_size);
/* The names of the modules in a set, joined by commas, in the list's order ("" for none). */
const char *alh_modules_format(const AlhModuleSet *set, char *buf, size_t size);

/*
 * A module's saved state, described field by field: the save format writes each field by name
 * under its module's name, loading checks each value's range before anything reads it, and the
 * game's hash walks the fields (so adding a field changes no existing game's hash).
 */
typedef enum AlhFieldKind {
    ALH_FIELD_INT = 0, /* a whole number in [min, max] */
    ALH_FIELD_BITS,    /* a bit set of `max` bits (bits at or above max are refused) */
    ALH_FIELD_PLAYER,  /* a seat 0..players-1, or 0xFF (none) when min is -1 */
    ALH_FIELD_PLAYERS, /* a bit set of seats */
    ALH_FIELD_CARD,    /* a card id below ALH_CARD_ID_MAX, or ALH_CARD_NONE when min is -1 */
    ALH_FIELD_CARDS,   /* an AlhCardSet of cards that can be held */
    ALH_FIELD_TYPE,    /* a building type 0..5, or 0xFF (none) when min is -1 */
} AlhFieldKind;

#define ALH_FIELD_PER_PLAYER 1 /* one entry per seat (count ALH_MAX_PLAYERS); seats past the game's are 0 */
#define ALH_FIELD_SIGNED 2     /* INT: the stored integer is signed */
#define ALH_FIELD_SECRET 4     /* PER_PLAYER: each entry is its seat's secret (other players' views: 0) */
#define ALH_FIELD_OWN_JSON 8   /* saved by the module's own persistence part, not among module_state's fields */

typedef struct AlhField {
    const char *name;   /* as saved: lower case, words joined by _ */
    uint16_t offset;    /* from the start of the module's state */
    uint8_t kind;       /* AlhFieldKind */
    uint8_t size;       /* bytes of one entry: 1, 2 or 4 (CARDS: sizeof(AlhCardSet)) */
    uint8_t count;      /* entries: 1 for one value */
    uint8_t flags;      /* ALH_FIELD_... */
    int32_t min, max;   /* INT: the range; BITS: max = the number of bits; PLAYER/CARD/TYPE: min -1 allows none */
    const char *legacy; /* the field's name in version-1 saves' flat module_state, or NULL */
} AlhField;

/* The fields of module id's state (NULL and 0 for a module without state). */
const AlhField *alh_module_fields(int id, int *count);
/* Module id's state inside g, where its fields' offsets start (NULL for a module without state). */
void *alh_module_state(AlhGame *g, int id);
const void *alh_module_state_const(const AlhGame *g, int id);

/* ---------------------------------------------------------------- state */

typedef enum AlhTileLocation {
    ALH_LOC_BAG = 0,
    ALH_LOC_MARKET,   /* where.index = market space 0..3 */
    ALH_LOC_PENDING,  /* bought or received, to be placed at the end of the turn; where.owner */
    ALH_LOC_ALHAMBRA, /* where.owner, where.x, where.y (relative to the fountain at 0,0) */
    ALH_LOC_RESERVE,  /* where.owner */
    ALH_LOC_DIRK,     /* given to the neutral player (2-player rules) */
    ALH_LOC_REMOVED,  /* out of the game (unused by the base game) */
    ALH_LOC_SUPPLY,   /* in a module's supply: face-down piles (squares: where.x = colour pile, where.y = depth, 0 = top),
                         or a row face up beside the market (where.x = place in the row, where.y = 0) */
} AlhTileLocation;

typedef struct AlhTilePlace {
    uint8_t loc;   /* AlhTileLocation */
    uint8_t owner; /* player, for PENDING / ALHAMBRA / RESERVE */
    int8_t x, y;   /* ALHAMBRA: position relative to the fountain; MARKET: x = space */
} AlhTilePlace;

/*
 * One player's Alhambra, on a 64 x 64 torus indexed by coordinates modulo 64 (fountain at 0,0; see
 * board.c for why nothing ever aliases). Only the built cells are stored: a bit per cell in
 * `occupied`, and the tile ids of the built cells in tiles[], row by row (rows 0..63 of the torus)
 * and west to east within a row (x & 63), so that the k-th tile of row r is tiles[row_start[r] + k].
 * An Alhambra holds at most every piece of the game, hence ALH_TILE_SLOTS ids; the entries past
 * the built cells are 0. Read a cell with alh_board_cell (or alh_board_tile_at, which also checks
 * the bounding box); only the engine writes.
 */
typedef struct AlhBoard {
    uint64_t occupied[ALH_GRID];       /* bit (x & 63) of row (y & 63) set where a tile stands */
    uint8_t row_start[ALH_GRID];       /* index in tiles[] of the first tile of row (y & 63) */
    uint8_t tiles[ALH_TILE_SLOTS];     /* the built cells' tile ids (fountain included), row by row */
    int8_t min_x, max_x, min_y, max_y; /* bounding box of occupied cells, fountain at 0,0 */
    uint8_t tile_count;                /* tiles in the Alhambra, fountain excluded (the modules' pieces included) */
    uint8_t type_count[ALH_NUM_TYPES]; /* buildings of each type in the Alhambra */
    uint8_t outside_count;             /* pieces among tile_count that stand outside the walls (ALH_TILE_OUTSIDE) */
} AlhBoard;

/* The tile at x,y (raw torus read: coordinates are taken modulo 64), or 0. */
static inline int alh_board_cell(const AlhBoard *b, int x, int y)
{
    unsigned r = (unsigned)y & (ALH_GRID - 1), c = (unsigned)x & (ALH_GRID - 1);
    uint64_t row = b->occupied[r];
    if (!((row >> c) & 1))
        return 0;
    return b->tiles[b->row_start[r] + alh_popcount64(row & (((uint64_t)1 << c) - 1))];
}

typedef struct AlhPlayer {
    AlhCardSet hand;
    AlhCardSet known; /* the part of the hand that every player has seen arrive (public) */
    int16_t score;
    uint8_t reserve_count;
    uint8_t pending_count;
    uint64_t pending_buildings; /* bit t: building tile t (1..ALH_NUM_TILES) waits for this player to place it
                                   (derived from where[], as the counts) */
    AlhBoard board;
} AlhPlayer;

typedef enum AlhPhase {
    ALH_PHASE_ACTION = 0,  /* the current player chooses an action */
    ALH_PHASE_PLACE,       /* the current player places the tiles bought this turn */
    ALH_PHASE_FINAL_PLACE, /* end of game: players place the tiles given out from the market */
    ALH_PHASE_OVER,
    ALH_PHASE_BASE_COUNT /* the modules' phases follow (alhambra/module_kinds.h): a module's
                                phase is its own moment, alh_to_move() answers or DECLINEs */
} AlhPhase;

/* Name of a phase as saved ("action", "place", "final-place", "over", the modules' own); NULL
 * for an unknown phase. */
const char *alh_phase_name(int phase);
int alh_phase_from_name(const char *name); /* -1 if unknown */

/*
 * Cards being drawn from the money pile when a module's phase interrupted them (a card a module
 * auctions the moment it is drawn): what the draws are for, so that they go on where they stopped once that
 * phase is over. Between draws, and while nothing interrupts them, ALH_DRAWING_NONE.
 */
typedef enum AlhDrawing {
    ALH_DRAWING_NONE = 0,
    ALH_DRAWING_REFILL, /* the refill at the end of drawing_player's turn: the money display,
                                then the market, the scorings drawn (R8), the end of the game */
    ALH_DRAWING_HAND,   /* a card for drawing_player's hand in their turn (a module's power); their
                                turn goes on in the action phase */
    ALH_DRAWING_WINDOW, /* the display refilled after drawing_player's move in the window after a
                                turn (a card taken from it); the window goes on */
    ALH_DRAWING_COUNT
} AlhDrawing;
/* Name of a kind of draws as saved ("refill", "hand", "window"); NULL for none or an unknown kind. */
const char *alh_drawing_name(int drawing);
int alh_drawing_from_name(const char *name); /* -1 if unknown */

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
    ALH_CMD_DECLINE,         /* a module's moment (its phase): let it pass */
    ALH_CMD_BASE_COUNT       /* the modules' commands follow (alhambra/module_kinds.h); each
                                module's folder says what its commands' fields mean */
} AlhCommandType;

typedef struct AlhCommand {
    uint8_t type; /* AlhCommandType */
    uint8_t player;
    uint8_t slots;    /* TAKE_MONEY */
    uint8_t space;    /* BUY */
    uint8_t tile;     /* REDESIGN_*, PLACE, RESERVE */
    uint8_t tile2;    /* REDESIGN_SWAP: the tile taken out of the Alhambra */
    int8_t x, y;      /* PLACE, REDESIGN_ADD */
    uint8_t option;   /* a placement (PLACE, REDESIGN_ADD, REDESIGN_SWAP, and a module's
                                placing commands): 0, or the choice of the module whose placement
                                hooks read it (e.g. 1 + a side of the tile) */
    AlhCardSet cards; /* BUY */
} AlhCommand;

/*
 * A set of command kinds (AlhCommandType and the modules'), for listing only some kinds. Room for
 * 256 kinds: the base game's and those of every module planned.
 */
typedef struct AlhKindSet {
    uint64_t bits[4];
} AlhKindSet;

static inline AlhKindSet alh_kinds_none(void)
{
    AlhKindSet k = {{0, 0, 0, 0}};
    return k;
}
static inline AlhKindSet alh_kinds_all(void)
{
    AlhKindSet k = {{~0ull, ~0ull, ~0ull, ~0ull}};
    return k;
}
static inline AlhKindSet alh_kinds_one(int type)
{
    AlhKindSet k = alh_kinds_none();
    if (type >= 0 && type < 256)
        k.bits[type >> 6] = (uint64_t)1 << (type & 63);
    return k;
}
/* The kinds whose numbers are the bits of `low` (kinds below 64; for tests and small tables). */
static inline AlhKindSet alh_kinds_from_bits(uint64_t low)
{
    AlhKindSet k = {{low, 0, 0, 0}};
    return k;
}
static inline void alh_kinds_add(AlhKindSet *k, int type)
{
    if (type >= 0 && type < 256)
        k->bits[type >> 6] |= (uint64_t)1 << (type & 63);
}
static inline void alh_kinds_remove(AlhKindSet *k, int type)
{
    if (type >= 0 && type < 256)
        k->bits[type >> 6] &= ~((uint64_t)1 << (type & 63));
}
static inline bool alh_kinds_has(const AlhKindSet *k, int type)
{
    return type >= 0 && type < 256 && ((k->bits[type >> 6] >> (type & 63)) & 1u);
}
static inline bool alh_kinds_meet(const AlhKindSet *a, const AlhKindSet *b)
{
    return ((a->bits[0] & b->bits[0]) | (a->bits[1] & b->bits[1]) | (a->bits[2] & b->bits[2]) | (a->bits[3] & b->bits[3])) != 0;
}
static inline AlhKindSet alh_kinds_minus(AlhKindSet a, const AlhKindSet *b)
{
    for (int w = 0; w < 4; w++)
        a.bits[w] &= ~b->bits[w];
    return a;
}

/* ---------------------------------------------------------------- errors */

typedef enum AlhError {
    ALH_OK = 0,
    ALH_ERR_BAD_COMMAND, /* unknown command type or field out of range */
    ALH_ERR_GAME_OVER,
    ALH_ERR_NOT_YOUR_TURN,
    ALH_ERR_WRONG_PHASE,    /* e.g. buying while tiles wait to be placed */
    ALH_ERR_EMPTY_SLOT,     /* no card / no tile there */
    ALH_ERR_TOO_MUCH_MONEY, /* several cards summing to more than 5 */
    ALH_ERR_CARD_NOT_IN_HAND,
    ALH_ERR_WRONG_CURRENCY,
    ALH_ERR_NOT_ENOUGH_MONEY,
    ALH_ERR_NO_SUCH_TILE, /* the tile is not where the command says */
    ALH_ERR_SPOT_OCCUPIED,
    ALH_ERR_SPOT_NOT_ADJACENT, /* not joined to the Alhambra by a side */
    ALH_ERR_WALL_MISMATCH,     /* a wall meets an open side */
    ALH_ERR_NOT_REACHABLE,     /* not reachable on foot from the fountain */
    ALH_ERR_LEAVES_HOLE,       /* an empty space would be closed in */
    ALH_ERR_FOUNTAIN,          /* the fountain never moves */
    ALH_ERR_OUT_OF_RANGE,      /* coordinates outside what the board can hold */
    ALH_ERR_NO_BONUS,          /* passing when an action is required */
    ALH_ERR_MODULE_OFF,        /* a command of a module that is not in this game */
    ALH_ERR_RULE,              /* a module's rule forbids it */
    ALH_ERR_NOT_EXACT,         /* only the exact price buys it (a module's out-of-turn purchase, a tile on offer) */
    ALH_ERR_BASE_COUNT         /* the modules' errors follow (alhambra/module_kinds.h) */
} AlhError;

/* ---------------------------------------------------------------- events */

#define ALH_SCORE_CATEGORIES 8 /* six building types, the wall, then module terms */
#define ALH_SCORE_WALL 6
#define ALH_SCORE_EXTRA 7        /* the modules' own points: 0 without modules */
#define ALH_DIRK ALH_MAX_PLAYERS /* index of Dirk in per-player event arrays */

typedef enum AlhEventType {
    ALH_EV_MONEY_TAKEN = 1,  /* player, card, slot */
    ALH_EV_TILE_BOUGHT,      /* player, tile, space (a buying space), value = amount paid, exact */
    ALH_EV_CARD_PAID,        /* player, card (to the discard pile, or where its module keeps paid cards) */
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
    ALH_EV_DECLINE,          /* player let a module's moment pass; card: the module's card it was
                              * about (a character auctioned), else 0; value: the module's kind of
                              * pass (0: the player chose it) */
    ALH_EV_BASE_COUNT        /* the modules' events follow (alhambra/module_kinds.h) */
} AlhEventType;

/* The modules' command kinds, events, phases and errors, numbered after the base game's, and the
 * modules' state (each module's state.h): generated by the build from src/modules. */
#include "alhambra/module_kinds.h"

/* ---------------------------------------------------------------- state */

struct AlhGame {
    uint32_t version;     /* ALH_STATE_VERSION */
    AlhModuleSet modules; /* the modules in this game */
    uint64_t seed;
    AlhRng rng;
    uint8_t num_players;
    uint8_t first_player;
    uint8_t current;           /* player whose turn it is */
    uint8_t phase;             /* AlhPhase, or a module's phase */
    uint8_t bonus_action;      /* 1 after an exact payment: another action may follow */
    uint8_t actions_this_turn; /* actions taken in the current turn */
    uint8_t scorings_done;     /* 0..3 */
    uint8_t scorings_due;      /* scoring cards drawn, scored when the turn's refill is complete (R8) */
    uint8_t drawing;           /* AlhDrawing: the draws a module's phase interrupted */
    uint8_t drawing_player;    /* whose turn those draws belong to */
    uint8_t copies;            /* money card copies in play: 3, or 2 with two players */
    uint16_t turn;             /* turns started since the beginning, from 1 */
    uint16_t command_count;    /* commands applied */

    /* money */
    uint8_t deck[ALH_DECK_MAX];         /* draw pile, top at deck_pos */
    uint8_t deck_len;                   /* cards in deck[] in total (drawn ones included) */
    uint8_t deck_pos;                   /* next card to draw */
    uint8_t pile_end[ALH_NUM_PILES];    /* deck index just past each of the five piles (public) */
    uint8_t reshuffles;                 /* times the discard pile became the draw pile */
    uint8_t display[ALH_DISPLAY_SLOTS]; /* money display, ALH_CARD_NONE for an empty slot */
    AlhCardSet discard;

    /* tiles */
    uint8_t bag[ALH_BAG_MAX]; /* tile dispenser tower, next at bag_pos */
    uint8_t bag_len;
    uint8_t bag_pos;
    uint8_t market[ALH_MARKET_SPACES];  /* tile id or 0 */
    AlhTilePlace where[ALH_TILE_SLOTS]; /* location of every tile, indexed by id */
    uint8_t dirk_type_count[ALH_NUM_TYPES];
    int16_t dirk_score; /* Dirk's points are shown, but Dirk never wins */

    AlhPlayer players[ALH_MAX_PLAYERS];
    AlhModState mod; /* the modules' own state, one member per module (all zero when off) */
};

#define ALH_STATE_VERSION 2

const char *alh_error_code(AlhError e);    /* short stable code, e.g. "wall-mismatch" */
const char *alh_error_message(AlhError e); /* one English sentence */

typedef struct AlhScoreDetail {
    int16_t points[ALH_MAX_PLAYERS + 1][ALH_SCORE_CATEGORIES]; /* [ALH_DIRK] is Dirk */
    int16_t total[ALH_MAX_PLAYERS + 1];                        /* score after the event */
    uint8_t rank[ALH_MAX_PLAYERS];                             /* 1 = winner; shared on ties */
} AlhScoreDetail;

typedef struct AlhEvent {
    uint8_t type; /* AlhEventType */
    int8_t player;
    uint8_t tile, tile2;
    uint8_t card;
    int8_t slot; /* display slot or market space */
    int8_t x, y;
    uint8_t round;
    uint8_t exact;
    int16_t value;
    AlhScoreDetail score; /* ALH_EV_SCORING and ALH_EV_GAME_OVER only */
} AlhEvent;

#define ALH_EVENT_CAP 160
typedef struct AlhEvents {
    AlhEvent ev[ALH_EVENT_CAP];
    int count;   /* events stored */
    int dropped; /* events that did not fit (the game state is not affected) */
} AlhEvents;

/* ---------------------------------------------------------------- setup */

typedef struct AlhSetup {
    int num_players; /* 2..6 */
    uint64_t seed;
    AlhModuleSet modules; /* optional modules; the 2-player rules are added for 2 players */
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
/* What the modules' vetoes alone say of a command (ALH_OK when none objects): the part of alh_check
 * that a command built from a legal listing of this very state (a spot of alh_legal_spots for a tile
 * of the player to move) still needs, since a module may hold back for a moment what the rules allow. */
AlhError alh_veto(const AlhGame *g, const AlhCommand *cmd);

/*
 * Every legal command of the player to move. Payments are listed without redundancy: only sets
 * from which no card can be left out, each multiset of values once (alh_apply accepts any
 * sufficient payment). Writes at most cap commands; returns how many there are in total.
 */
size_t alh_legal_commands(const AlhGame *g, AlhCommand *out, size_t cap);

/*
 * The legal commands of some kinds only, for players that choose a kind of action first. PASS is
 * included when asked for and allowed.
 */
size_t alh_legal_commands_of(const AlhGame *g, AlhKindSet kinds, AlhCommand *out, size_t cap);

/* Command kinds that are no action of the turn (laying a bonus card, using a character). */
AlhKindSet alh_free_command_kinds(const AlhGame *g);
/* Whether commands of `type` are free moves in g (alh_free_command_kinds has it), asked of its module alone. */
bool alh_command_is_free(const AlhGame *g, int type);

/* Whether g is in the window after a turn that the modules' out-of-turn moves share (a moment nobody
 * announces letting pass). */
bool alh_window_is_open(const AlhGame *g);
/* Whether module module_id offers player a move in that window now (a card that takes money, a purchase
 * out of turn): what the player is asked about. False out of the window. */
bool alh_window_offers_module(const AlhGame *g, int module_id, int player);

/* The module a command kind, an event kind, a phase, a card or a tile belongs to; -1 for the base
 * game's (or an unknown value). */
int alh_command_module(int type);
int alh_event_module(int type);
int alh_phase_module(int phase);
int alh_card_module(int card);
int alh_tile_module(int tile);

/* Whether two commands are the same move, field by field (their padding bytes are not compared). */
bool alh_command_equal(const AlhCommand *a, const AlhCommand *b);

/* A spot, as listed by alh_legal_spots. */
typedef struct AlhSpot {
    int8_t x, y;
} AlhSpot;

/*
 * Legal spots in player's Alhambra for a tile (wherever it currently is), as the client highlights
 * them. Writes at most cap; returns the total.
 */
size_t alh_legal_spots(const AlhGame *g, int player, int tile, AlhSpot *out, size_t cap);

/* Why tile cannot go to x,y in player's Alhambra (ALH_OK if it can). */
AlhError alh_spot_check(const AlhGame *g, int player, int tile, int x, int y);

/* ---------------------------------------------------------------- queries */

int alh_board_tile_at(const AlhBoard *b, int x, int y); /* tile id, ALH_TILE_FOUNTAIN or 0 */
/* The longest wall of player's Alhambra (R7), as scoring counts it (the modules' walls included). */
int alh_longest_wall(const AlhGame *g, int player);
/* Whether side `side` of the tile at x,y in player's Alhambra is a wall (printed, or a module's). */
bool alh_side_is_wall(const AlhGame *g, int player, int x, int y, int side);
/* The walls `tile` shows wherever it lies (Alhambra, reserve, waiting to be placed): printed ones and
 * those a module built onto it (city walls), bit (1 << AlhSide) per side; ALH_TILE_FOUNTAIN is
 * player's own fountain. For drawing: the client never asks a module for them by name. */
unsigned alh_tile_walls_shown(const AlhGame *g, int player, int tile);
int alh_deck_remaining(const AlhGame *g); /* cards left in the draw pile, scoring cards included */
int alh_bag_remaining(const AlhGame *g);
/* 1..5: which fifth of the original deck the next card comes from; 0 after a reshuffle. */
int alh_current_pile(const AlhGame *g);
/* The pile (0..4, counted from the top of the draw pile) into which scoring card `which` (0: the
 * first, 1: the second) was shuffled at setup: piles 2 and 4 (1 and 3 here) unless a module of
 * the game moves one (R8: the French Big Box's option of pile 5). */
int alh_scoring_card_pile(const AlhGame *g, int which);

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

/* Value of a card as money in g (the modules' cards as their module says; 0 for a card that is no
 * money, or taken alone instead of money), and of a hand. */
int alh_card_worth(const AlhGame *g, int card);
int alh_hand_worth(const AlhGame *g, const AlhCardSet *hand);
/* Which money a card counts as where one currency is asked (a bid): 0..3, a module's own currency
 * (ALH_NUM_CURRENCIES + its id), or -1 for a card that is no money. */
int alh_card_pay_currency(const AlhGame *g, int card);
/* Money of one currency (0..3; -1: of all four) in a set of cards: money cards and the modules'
 * cards that count as money of a currency (card_currency 0..3 with a value, such as the master
 * builders). Cards of a currency of their own (a module's fifth currency) and cards that are no money
 * never count. */
int alh_cards_money(const AlhGame *g, const AlhCardSet *s, int currency);
/* alh_cards_money for each of the four currencies at once (the modules' cards read once). */
void alh_cards_money_each(const AlhGame *g, const AlhCardSet *s, int out[ALH_NUM_CURRENCIES]);
/* Whether a card counts as money of one of the four currencies in g (money, or such a module card). */
bool alh_card_is_money_like(const AlhGame *g, int card);
/*
 * A payment in any mix of currencies, for a module's action priced so (the treasure chamber's "at
 * least 8 in any combination"): cards in player's hand; money and the money-like cards count at
 * their worth, the cards of a module with a `payment` hook as that hook says when asked with
 * ALH_PAY_ANY_CURRENCY (a card no module values is refused). ALH_OK with *paid the total, or the
 * error. The module compares *paid with its price and pays with alh_pay.
 */
#define ALH_PAY_ANY_CURRENCY (-1)
AlhError alh_check_mixed_payment(const AlhGame *g, int player, const AlhCardSet *cards, int *paid);
/* A bounded set of such payments of at least `target` from player's money and money-like cards (the
 * cards of a module's own currency are accepted by the check but not listed): minimal ones
 * (no card can be left out), each multiset of (currency, value) once, the smallest overpayment
 * first; writes at most cap and returns how many it wrote. For the lists bots and menus choose from. */
size_t alh_list_mixed_payments(const AlhGame *g, int player, int target, AlhCardSet *out, size_t cap);

/*
 * Buying spaces: the market's four (0..3), then the tiles the modules put on offer beside the
 * market (bazaars), space ALH_MARKET_SPACES + k for the k-th, counted over the modules in the order
 * of src/modules/modules.list. A BUY names one; so do the modules' own purchases.
 */
#define ALH_OFFER_MAX 12
#define ALH_BUY_SPACES (ALH_MARKET_SPACES + ALH_OFFER_MAX)
typedef struct AlhBuySpace {
    uint8_t tile;    /* the tile there; 0: nothing */
    int8_t currency; /* the currency it is paid in (0..3) */
    uint8_t price;   /* its price now; 0: not for sale now (a bazaar whose market space is empty) */
    bool exact_only; /* only the exact price buys it */
} AlhBuySpace;
/* A buying space past the market's (a tile on offer beside it), as alh_buy_space reads it. */
AlhBuySpace alh_buy_space_offered(const AlhGame *g, int space);
/* What stands on buying space `space` now (tile 0 when nothing, or an unknown space): a market
 * space read inline (every listing and check of a purchase reads them), the others asked of the
 * modules that offer tiles. */
static inline AlhBuySpace alh_buy_space(const AlhGame *g, int space)
{
    AlhBuySpace out = {0, -1, 0, false};
    if ((unsigned)space >= ALH_MARKET_SPACES)
        return alh_buy_space_offered(g, space);
    int tile = g->market[space];
    if (tile) {
        out.tile = (uint8_t)tile;
        out.currency = (int8_t)alh_market_currency(space);
        out.price = alh_tile_info(tile)->price;
    }
    return out;
}
/* Every buying space at once, as alh_buy_space gives them one by one (each module's offers asked once). */
void alh_buy_spaces(const AlhGame *g, AlhBuySpace out[ALH_BUY_SPACES]);

/* The majority counts scoring would use for player now (buildings and the modules' additions). */
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

/* Whether module id is switched on in g. */
bool alh_module_on(const AlhGame *g, int id);
/* Whether module id is in a game of num_players whatever is asked: 1 always, 0 never, -1 as asked
 * (the 2-player rules go with exactly two players). */
int alh_module_player_rule(int id, int num_players);
/* Whether the game has the neutral player Dirk (a module adds him to the scorings). */
bool alh_game_has_dirk(const AlhGame *g);

/*
 * A 64-bit hash of the game, for replays' checksums: a walk over what the game is (every value the
 * save format writes, by name), never over raw memory, so that it survives a change of layout and
 * a module's new field changes no existing game's hash.
 */
uint64_t alh_game_hash(const AlhGame *g);

#endif

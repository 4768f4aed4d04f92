/* SPDX-License-Identifier: MIT */
/* Helpers shared by the engine's files; not part of the public API. */
#ifndef ALH_ENGINE_INTERNAL_H
#define ALH_ENGINE_INTERNAL_H

#include "alhambra/game.h"

/* Appends an event (a NULL buffer is allowed: nothing is recorded, as in search) and returns it
 * for filling, or NULL. */
AlhEvent *alh_emit_into(AlhEvents *ev, int type, int player);
static inline AlhEvent *alh_emit(AlhEvents *ev, int type, int player) { return ev ? alh_emit_into(ev, type, player) : NULL; }

/* Board primitives (board.c). */
static inline int alh_cell_get(const AlhBoard *b, int x, int y) { return alh_board_cell(b, x, y); }
static inline bool alh_cell_built(const AlhBoard *b, int x, int y)
{
    return (b->occupied[(unsigned)y & (ALH_GRID - 1)] >> ((unsigned)x & (ALH_GRID - 1))) & 1;
}
/* Writes a cell (tile 0 empties it), keeping tiles[] in row order. */
void alh_cell_set(AlhBoard *b, int x, int y, int tile);
int alh_tile_walls(int tile);      /* printed wall bits; 0 for the fountain */
void alh_board_reset(AlhBoard *b); /* empty board with the fountain at 0,0 */
void alh_board_put(AlhBoard *b, int tile, int x, int y);
void alh_board_take(AlhBoard *b, int x, int y);
void alh_board_recount(AlhBoard *b); /* bounding box and type counts from cells */
/* The five building rules (R12) on player's Alhambra, the modules' placement hooks included
 * (board_spots.c). */
AlhError alh_board_spot_check(const AlhGame *g, int player, int tile, int x, int y);
/* For a spot alh_board_spot_check refuses as not reachable (ALH_ERR_NOT_REACHABLE): what it would
 * say were the tile reachable another way (a gate through the wall beside a building, judged by the
 * caller): the modules' own conditions, then the hole. */
AlhError alh_board_spot_check_reached(const AlhGame *g, int player, int tile, int x, int y);
size_t alh_board_legal_spots(const AlhGame *g, int player, int tile, AlhSpot *out, size_t cap);
/* The redesign's checks (board_remove.c). */
AlhError alh_board_remove_check(const AlhGame *g, int player, int x, int y);
AlhError alh_board_swap_check(const AlhGame *g, int player, int tile, int x, int y);

/* A tile waits for player to place it (its place is set apart), or waits no more: the counters
 * derived from where[] (alh_game_rebuild) kept with it. */
static inline void alh_pending_added(AlhGame *g, int player, int tile)
{
    g->players[player].pending_count++;
    if (tile >= 1 && tile <= ALH_NUM_TILES)
        g->players[player].pending_buildings |= (uint64_t)1 << tile;
}
static inline void alh_pending_removed(AlhGame *g, int player, int tile)
{
    g->players[player].pending_count--;
    if (tile >= 1 && tile <= ALH_NUM_TILES)
        g->players[player].pending_buildings &= ~((uint64_t)1 << tile);
}
/* The longest wall as the general wall graph's search finds it; alh_longest_wall gives the same
 * figure, on bitboards for the base game's boards (tests compare the two) (longest_wall.c). */
int alh_longest_wall_graph(const AlhGame *g, int player);
/* Whether player's whole Alhambra keeps the building rules (board_view.c). */
bool alh_board_is_legal(const AlhGame *g, int player, char *msg, size_t msg_size);

/* Money (money.c). */
/* The top of the draw pile after reshuffling the discard pile into it (the pile is empty); ALH_CARD_NONE if none. */
int alh_draw_card_reshuffled(AlhGame *g, AlhEvents *ev);
/* The top of the draw pile, reshuffling when needed; ALH_CARD_NONE if none (inline: a turn draws
 * several, and the reshuffle is rare). */
static inline int alh_draw_card(AlhGame *g, AlhEvents *ev)
{
    if (__builtin_expect(g->deck_pos >= g->deck_len, 0))
        return alh_draw_card_reshuffled(g, ev);
    return g->deck[g->deck_pos++];
}
/* Which of the four bytes a[0..3] equal v, as bits 0..3, read at once without a branch (the
 * display's empty slots, the market's empty spaces). */
static inline unsigned alh_bytes_equal4(const uint8_t *a, uint8_t v)
{
    uint32_t w = (uint32_t)a[0] | (uint32_t)a[1] << 8 | (uint32_t)a[2] << 16 | (uint32_t)a[3] << 24;
    w ^= 0x01010101u * v;                                                /* a zero byte where a[i] == v */
    uint32_t t = ~(((w & 0x7F7F7F7Fu) + 0x7F7F7F7Fu) | w | 0x7F7F7F7Fu); /* 0x80 in each zero byte, exactly */
    return ((t >> 7) * 0x00204081u) >> 21 & 0xF;                         /* bits 7, 15, 23, 31 to 0..3 */
}
bool alh_payment_is_minimal(const AlhCardSet *pay, int price, int currency);

/* Turn sequence (turn.c). */
void alh_finish_turn(AlhGame *g, AlhEvents *ev);
/* An action is over: tiles to place, or the end of the turn. */
void alh_end_action(AlhGame *g, AlhEvents *ev);
void alh_give_tile_to_dirk(AlhGame *g, int tile, int giver, AlhEvents *ev);
int alh_draw_tile(AlhGame *g); /* next tile of the bag, or 0 */
/* Called after a pending tile was placed, reserved or given away: ends the turn when none is left. */
void alh_pending_resolved(AlhGame *g, AlhEvents *ev);

/* Scoring (scoring.c). */
void alh_score_round(AlhGame *g, int round, AlhEvents *ev);
void alh_compute_scoring(const AlhGame *g, int round, AlhScoreDetail *out);
/* The same with every player's longest wall known already (walls[p]; NULL: measured here). */
void alh_compute_scoring_walls(const AlhGame *g, int round, const int *walls, AlhScoreDetail *out);

/* Modules (modules.c): the module that owns a command kind / phase, if it is in the game. */
const struct AlhModule *alh_module_of_command(const AlhGame *g, int type);
const struct AlhModule *alh_module_of_phase(const AlhGame *g, int phase);
/* Every field of the modules in g within its range (false with a message naming the field). */
bool alh_mod_fields_valid(const AlhGame *g, char *msg, size_t size);
/* Zeroes the fields flagged ALH_FIELD_SECRET of every seat but viewer's. */
void alh_mod_scrub_secrets(AlhGame *v, int viewer);

/* Setup helpers (setup.c): a uniform shuffle, and one card inserted at a uniform place. */
void alh_shuffle_bytes(AlhRng *rng, uint8_t *a, int n);
int alh_insert_at_random(AlhRng *rng, uint8_t *buf, int len, uint8_t card);

/* Guessing a view back (view.c): moves a module's cards that a guess dealt into the draw pile
 * outside piles first_pile..last_pile (0-based) into those piles, swapping with cards that are
 * money (or worth money, as the game's modules value them). */
typedef bool (*AlhCardTest)(int card);
void alh_deck_keep_in_piles(AlhGame *g, AlhCardTest is_mine, int first_pile, int last_pile, AlhRng *rng);

/* Small utilities. */
void alh_str_copy(char *dst, size_t size, const char *src);
void alh_str_format_int(char *dst, size_t size, const char *prefix, int value, const char *suffix);

#endif

/* SPDX-License-Identifier: MIT */
/*
 * Squares (expansion 1). 24 square tiles in six face-down piles by colour, the top of each face up.
 * Taking one is an action; it costs nothing, so it never earns another action. A player may own
 * three squares at most (Alhambra, reserve and tiles waiting included). Squares are placed by the
 * building rules; in scorings a square adds one building of its colour per building of that colour
 * joined to it with no wall between, three at most. Its walls score as any wall.
 */
#include "module.h"
#include "squares/squares.h"

#include <stddef.h>

int alh_square_count(const AlhGame *g, int player)
{
    /* Counted without a branch a square (asked with every listing of a turn's commands: the
     * squares' places are data the branches would mispredict): the three places that count are
     * consecutive, so that one comparison of the place settles it. */
    _Static_assert(ALH_LOC_ALHAMBRA == ALH_LOC_PENDING + 1 && ALH_LOC_RESERVE == ALH_LOC_PENDING + 2, "owned places in a row");
    int n = 0;
    for (int t = ALH_TILE_SQUARE_FIRST; t < ALH_TILE_SQUARE_FIRST + ALH_NUM_SQUARES; t++) {
        const AlhTilePlace *w = &g->where[t];
        n += (w->owner == player) & ((uint8_t)(w->loc - ALH_LOC_PENDING) <= 2);
    }
    return n;
}

static void squares_setup(AlhGame *g, AlhEvents *ev)
{
    for (int colour = 0; colour < ALH_NUM_TYPES; colour++) {
        uint8_t pile[ALH_NUM_SQUARES];
        int n = 0;
        for (int t = ALH_TILE_SQUARE_FIRST; t < ALH_TILE_SQUARE_FIRST + ALH_NUM_SQUARES; t++)
            if (alh_tile_info(t)->type == colour)
                pile[n++] = (uint8_t)t;
        alh_shuffle_bytes(&g->rng, pile, n);
        for (int i = 0; i < n; i++) {
            AlhTilePlace *w = &g->where[pile[i]];
            w->loc = ALH_LOC_SUPPLY;
            w->owner = 0;
            w->x = (int8_t)colour;
            w->y = (int8_t)i;
        }
        g->mod.squares.pile_len[colour] = (uint8_t)n;
        AlhEvent *e = alh_emit(ev, ALH_EV_SQUARE_REVEALED, -1);
        if (e) {
            e->tile = pile[0];
            e->slot = (int8_t)colour;
        }
    }
}

static AlhError squares_check(const AlhGame *g, const AlhCommand *c)
{
    if (c->type != ALH_CMD_TAKE_SQUARE)
        return ALH_ERR_BAD_COMMAND;
    if (g->phase != ALH_PHASE_ACTION) /* not with the vizier either: that is no turn */
        return ALH_ERR_WRONG_PHASE;
    if (c->space >= ALH_NUM_TYPES)
        return ALH_ERR_BAD_COMMAND;
    if (g->mod.squares.pile_len[c->space] == 0)
        return ALH_ERR_EMPTY_SLOT;
    if (alh_square_count(g, c->player) >= ALH_SQUARE_LIMIT)
        return ALH_ERR_SQUARE_LIMIT;
    return ALH_OK;
}

static size_t squares_commands(const AlhGame *g, const AlhKindSet *kinds, AlhCommand *out, size_t cap)
{
    (void)kinds; /* few enough to list whole; the engine keeps the kinds asked for */
    size_t n = 0;
    /* squares_check's conditions, the phase and the player's squares asked once for every pile */
    if (g->phase != ALH_PHASE_ACTION || alh_square_count(g, g->current) >= ALH_SQUARE_LIMIT)
        return 0;
    for (int colour = 0; colour < ALH_NUM_TYPES; colour++) {
        AlhCommand c = {0};
        c.type = ALH_CMD_TAKE_SQUARE;
        c.player = g->current;
        c.space = (uint8_t)colour;
        if (g->mod.squares.pile_len[colour] == 0)
            continue;
        if (n < cap)
            out[n] = c;
        n++;
    }
    return n;
}

static void squares_apply(AlhGame *g, const AlhCommand *c, AlhEvents *ev)
{
    /* The pile's top (depth 0) and the square under it (depth 1, the next top), found as the pile
     * moves up a place, in one walk over the squares. */
    int pile = c->space, tile = 0, next = 0;
    for (int t = ALH_TILE_SQUARE_FIRST; t < ALH_TILE_SQUARE_FIRST + ALH_NUM_SQUARES; t++) {
        AlhTilePlace *w = &g->where[t];
        /* Without a branch a square: every square's depth is written, moved up only in the pile. */
        bool in_pile = (w->loc == ALH_LOC_SUPPLY) & (w->x == pile);
        tile = in_pile && w->y == 0 ? t : tile;
        next = in_pile && w->y == 1 ? t : next;
        w->y = (int8_t)(w->y - in_pile);
    }
    g->mod.squares.pile_len[pile]--;
    AlhTilePlace *w = &g->where[tile];
    w->loc = ALH_LOC_PENDING;
    w->owner = c->player;
    w->x = w->y = 0;
    alh_pending_added(g, c->player, tile);
    AlhEvent *e = alh_emit(ev, ALH_EV_SQUARE_TAKEN, c->player);
    if (e) {
        e->tile = (uint8_t)tile;
        e->slot = (int8_t)pile;
    }
    if (next) {
        e = alh_emit(ev, ALH_EV_SQUARE_REVEALED, -1);
        if (e) {
            e->tile = (uint8_t)next;
            e->slot = (int8_t)pile;
        }
    }
    g->bonus_action = 0; /* free, so never paid exactly: no further action */
    alh_end_action(g, ev);
}

/* Buildings of the square's colour joined to it with no wall between, three at most. */
static int square_worth(const AlhPlaceView *v, int tile, int x, int y)
{
    static const int dx[4] = {0, 1, 0, -1}, dy[4] = {-1, 0, 1, 0};
    const AlhBoard *b = v->b;
    int colour = alh_tile_info(tile)->type, n = 0;
    for (int s = 0; s < 4; s++) {
        int t = alh_board_tile_at(b, x + dx[s], y + dy[s]);
        if (t < 1 || t > ALH_NUM_TILES || alh_tile_info(t)->type != colour)
            continue;
        if (alh_place_side_wall(v, x, y, s) || alh_place_side_wall(v, x + dx[s], y + dy[s], (s + 2) & 3))
            continue;
        n++;
    }
    return n < 3 ? n : 3;
}

static void squares_add_counts(const AlhGame *g, int player, int round, uint16_t halves[ALH_NUM_TYPES])
{
    (void)round;
    /* The player's squares in the Alhambra as bits, gathered without a branch a square (most
     * players have none or a few: asked for every player in every scoring). */
    _Static_assert(ALH_NUM_SQUARES <= 32, "a player's squares as the bits of a word");
    uint32_t built = 0;
    for (int i = 0; i < ALH_NUM_SQUARES; i++) {
        const AlhTilePlace *w = &g->where[ALH_TILE_SQUARE_FIRST + i];
        built |= (uint32_t)((w->loc == ALH_LOC_ALHAMBRA) & (w->owner == player)) << i;
    }
    if (!built)
        return;
    AlhPlaceView view = alh_place_view_walls(g, player); /* built once for all of them */
    for (; built; built &= built - 1) {
        int t = ALH_TILE_SQUARE_FIRST + __builtin_ctz(built);
        const AlhTilePlace *w = &g->where[t];
        halves[alh_tile_info(t)->type] += (uint16_t)(2 * square_worth(&view, t, w->x, w->y));
    }
}

static bool squares_validate(const AlhGame *g, char *msg, size_t size)
{
    int len[ALH_NUM_TYPES] = {0};
    uint32_t depths[ALH_NUM_TYPES] = {0};
    for (int t = ALH_TILE_SQUARE_FIRST; t < ALH_TILE_SQUARE_FIRST + ALH_NUM_SQUARES; t++) {
        const AlhTilePlace *w = &g->where[t];
        if (w->loc == ALH_LOC_BAG || w->loc == ALH_LOC_MARKET || w->loc == ALH_LOC_DIRK) {
            alh_str_copy(msg, size, "a square is in the tower, the market or with Dirk");
            return false;
        }
        if (w->loc != ALH_LOC_SUPPLY)
            continue;
        int colour = alh_tile_info(t)->type;
        if (w->x != colour || w->y < 0 || w->y >= ALH_NUM_SQUARES || ((depths[colour] >> w->y) & 1)) {
            alh_str_copy(msg, size, "the square piles are out of order");
            return false;
        }
        depths[colour] |= 1u << w->y;
        len[colour]++;
    }
    for (int c = 0; c < ALH_NUM_TYPES; c++)
        if (g->mod.squares.pile_len[c] != len[c] || depths[c] != (len[c] ? (1u << len[c]) - 1 : 0)) {
            alh_str_copy(msg, size, "a square pile's size is wrong");
            return false;
        }
    for (int p = 0; p < g->num_players; p++)
        if (alh_square_count(g, p) > ALH_SQUARE_LIMIT) {
            alh_str_copy(msg, size, "a player has more than three squares");
            return false;
        }
    return true;
}

/* The face-down squares under each top one: shown in a fixed order, guessed back at random. */
static void squares_hide(AlhGame *v, int viewer)
{
    (void)viewer;
    for (int colour = 0; colour < ALH_NUM_TYPES; colour++) {
        int depth = 1;
        for (int t = ALH_TILE_SQUARE_FIRST; t < ALH_TILE_SQUARE_FIRST + ALH_NUM_SQUARES; t++) {
            AlhTilePlace *w = &v->where[t];
            if (w->loc == ALH_LOC_SUPPLY && w->x == colour && w->y > 0)
                w->y = (int8_t)depth++;
        }
    }
}

static void squares_determinize(AlhGame *g, int viewer, AlhRng *rng)
{
    (void)viewer;
    for (int colour = 0; colour < ALH_NUM_TYPES; colour++) {
        uint8_t below[ALH_NUM_SQUARES];
        int n = 0;
        for (int t = ALH_TILE_SQUARE_FIRST; t < ALH_TILE_SQUARE_FIRST + ALH_NUM_SQUARES; t++)
            if (g->where[t].loc == ALH_LOC_SUPPLY && g->where[t].x == colour && g->where[t].y > 0)
                below[n++] = (uint8_t)t;
        alh_shuffle_bytes(rng, below, n);
        for (int i = 0; i < n; i++)
            g->where[below[i]].y = (int8_t)(i + 1);
    }
}

static const AlhField squares_fields[] = {
    ALH_FIELD_DEF(AlhSquaresState, pile_len, ALH_FIELD_INT, ALH_NUM_TYPES, 0, 0, ALH_NUM_SQUARES, "square_pile_len"),
};

const AlhModule alh_module_squares = {
    .state_offset = offsetof(AlhModState, squares),
    .fields = squares_fields,
    .field_count = sizeof squares_fields / sizeof squares_fields[0],
    .tiles = alh_square_tiles,
    .setup = squares_setup,
    .commands = squares_commands,
    .check = squares_check,
    .apply = squares_apply,
    .add_counts = squares_add_counts,
    .validate = squares_validate,
    .hide = squares_hide,
    .determinize = squares_determinize,
};

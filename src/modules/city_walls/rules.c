/* SPDX-License-Identifier: MIT */
/*
 * City walls (expansion 3). Eight wall cards, each showing one or two wall segments on the sides of
 * a tile (city-walls.csv), two shuffled into each of piles 2, 3, 4 and 5. A drawn wall card goes face
 * up beside the board (several may lie there) and another card fills the display. Taking a face-up
 * card is an action, instead of money (BUILD_WALL: cmd.slots = the card 0..7, cmd.tile = the tile):
 * its pattern is built at once, whole, on one of the player's own tiles: one bought this turn, one in
 * the reserve, one in the Alhambra, or the fountain (ALH_TILE_FOUNTAIN). Never over a printed or an
 * already built wall (R17); on a tile in the Alhambra the result must obey every building rule, so a
 * segment goes only on a side facing an empty cell. The built walls are part of that tile for the
 * rest of the game: they follow it into the reserve and back, they must match like printed walls,
 * and they score like them (the placement hook `edge` shows them to every rule). City gates stand
 * on printed walls only (their module reads the printed walls).
 */
#include "module.h"
#include "city_walls/city_walls.h"

#include <stddef.h>
#include <string.h>

_Static_assert(sizeof(((AlhCityWallsState *)0)->built_on) == sizeof(uint64_t), "walls_edge reads built_on as one word");

#define ST(g) ((g)->mod.city_walls)
#define NOBODY 0xFF

static const int side_dx[4] = {0, 1, 0, -1}, side_dy[4] = {-1, 0, 1, 0};

int alh_wall_card_sides(int i)
{
    if (i < 0 || i >= ALH_NUM_WALL_CARDS)
        return 0;
    const AlhWallCardRow *r = &alh_wall_card_rows[i];
    return (r->north ? 1 << ALH_NORTH : 0) | (r->east ? 1 << ALH_EAST : 0) | (r->south ? 1 << ALH_SOUTH : 0) |
           (r->west ? 1 << ALH_WEST : 0);
}

/* The sides walled by built cards on `tile`. The eight cards' tiles are compared at once, as the
 * bytes of one word (the placement rules ask this for every edge they cross); a byte that may
 * match is then read as it is. */
static int walls_on(const AlhGame *g, int player, int tile)
{
    if (tile <= 0 || tile > 0xFF)
        return 0;
    const uint64_t ones = 0x0101010101010101ULL, highs = 0x8080808080808080ULL;
    uint64_t built;
    memcpy(&built, ST(g).built_on, sizeof built);
    uint64_t x = built ^ (ones * (uint64_t)tile);
    uint64_t maybe = (x - ones) & ~x & highs; /* a high bit under every byte equal to tile (and maybe above one) */
    int sides = 0;
    for (; maybe; maybe &= maybe - 1) {
        int i = __builtin_ctzll(maybe) >> 3;
        if (ST(g).built_on[i] == tile && (tile != ALH_TILE_FOUNTAIN || ST(g).built_by[i] == player))
            sides |= alh_wall_card_sides(i);
    }
    return sides;
}

int alh_built_walls(const AlhGame *g, int player, int tile)
{
    return alh_module_on(g, ALH_MOD_CITY_WALLS) ? walls_on(g, player, tile) : 0;
}

/* ------------------------------------------------------------------ setup and drawing */

static void walls_setup(AlhGame *g, AlhEvents *ev)
{
    (void)ev;
    for (int i = 0; i < ALH_NUM_WALL_CARDS; i++)
        ST(g).built_by[i] = NOBODY;
}

/* Two cards into each of piles 2, 3, 4 and 5, chosen at random among those not yet in an earlier pile. */
static int walls_setup_pile(AlhGame *g, int pile, uint8_t *buf, int len)
{
    if (pile < 1 || pile > 4)
        return len;
    bool placed[ALH_NUM_WALL_CARDS] = {false};
    for (const uint8_t *c = g->deck; c < buf; c++)
        if (alh_card_is_wall(*c))
            placed[*c - ALH_CARD_WALL_FIRST] = true;
    uint8_t left[ALH_NUM_WALL_CARDS];
    int n = 0;
    for (int i = 0; i < ALH_NUM_WALL_CARDS; i++)
        if (!placed[i])
            left[n++] = (uint8_t)(ALH_CARD_WALL_FIRST + i);
    alh_shuffle_bytes(&g->rng, left, n);
    for (int k = 0; k < 2 && k < n; k++)
        len = alh_insert_at_random(&g->rng, buf, len, left[k]);
    return len;
}

static int walls_card_value(int card)
{
    (void)card;
    return 0; /* never money */
}

/* Face up beside the board; another card fills the display slot (or, drawn for a hand, another is drawn). */
static int walls_card_drawn(AlhGame *g, int card, int slot, AlhEvents *ev)
{
    (void)slot;
    ST(g).face_up |= (uint8_t)(1u << (card - ALH_CARD_WALL_FIRST));
    AlhEvent *e = alh_emit(ev, ALH_EV_WALL_CARD_UP, -1);
    if (e)
        e->card = (uint8_t)card;
    return ALH_DRAWN_ELSEWHERE;
}

static void walls_count_cards(const AlhGame *g, uint8_t seen[ALH_CARD_ID_MAX], uint8_t expected[ALH_CARD_ID_MAX])
{
    for (int i = 0; i < ALH_NUM_WALL_CARDS; i++) {
        int card = ALH_CARD_WALL_FIRST + i;
        expected[card] = 1;
        seen[card] = (uint8_t)(seen[card] + ((ST(g).face_up >> i) & 1) + (ST(g).built_on[i] != 0));
    }
}

static bool is_wall_card(int card) { return alh_card_is_wall(card); }

/* A guess keeps unseen wall cards in piles 2-5. */
static void walls_determinize(AlhGame *g, int viewer, AlhRng *rng)
{
    (void)viewer;
    alh_deck_keep_in_piles(g, is_wall_card, 1, 4, rng);
}

/* ------------------------------------------------------------------ building a wall */

/* The sides of the player's own `tile` on which no wall may be built: all four on a piece outside
 * the walls (a camp takes none); never over a printed or built wall (R17); in the Alhambra, never
 * against a neighbour (its open side would face a wall, against the building rules). */
static int blocked_sides(const AlhGame *g, int player, int tile)
{
    int x = 0, y = 0;
    bool in_alhambra = true;
    if (tile != ALH_TILE_FOUNTAIN) {
        if (alh_tile_info(tile)->flags & ALH_TILE_OUTSIDE)
            return 0xF;
        const AlhTilePlace *w = &g->where[tile];
        in_alhambra = w->loc == ALH_LOC_ALHAMBRA;
        x = w->x;
        y = w->y;
    }
    int blocked = alh_tile_walls(tile) | walls_on(g, player, tile);
    if (in_alhambra) {
        /* The four neighbours read from the board's bits (alh_board_cell's raw reads: an Alhambra
         * never reaches round the torus to meet itself). */
        const AlhBoard *b = &g->players[player].board;
        for (int s = 0; s < 4; s++)
            blocked |= (int)((b->occupied[(unsigned)(y + side_dy[s]) & (ALH_GRID - 1)] >>
                              ((unsigned)(x + side_dx[s]) & (ALH_GRID - 1))) &
                             1)
                       << s;
    }
    return blocked;
}

/* Whether `sides` may be built on player's `tile` (ALH_TILE_FOUNTAIN: the player's fountain). */
static AlhError wall_spot(const AlhGame *g, int player, int tile, int sides)
{
    if (tile != ALH_TILE_FOUNTAIN) {
        if (!alh_tile_is_piece(tile))
            return ALH_ERR_NO_SUCH_TILE;
        const AlhTilePlace *w = &g->where[tile];
        if (w->owner != player || (w->loc != ALH_LOC_PENDING && w->loc != ALH_LOC_RESERVE && w->loc != ALH_LOC_ALHAMBRA))
            return ALH_ERR_NO_SUCH_TILE;
    }
    return sides & blocked_sides(g, player, tile) ? ALH_ERR_WALL_SPOT : ALH_OK;
}

static AlhError walls_check(const AlhGame *g, const AlhCommand *c)
{
    if (c->type != ALH_CMD_BUILD_WALL)
        return ALH_ERR_BAD_COMMAND;
    if (g->phase != ALH_PHASE_ACTION)
        return ALH_ERR_WRONG_PHASE;
    if (c->slots >= ALH_NUM_WALL_CARDS)
        return ALH_ERR_BAD_COMMAND;
    if (!((ST(g).face_up >> c->slots) & 1))
        return ALH_ERR_EMPTY_SLOT;
    return wall_spot(g, c->player, c->tile, alh_wall_card_sides(c->slots));
}

static size_t walls_commands(const AlhGame *g, const AlhKindSet *kinds, AlhCommand *out, size_t cap)
{
    (void)kinds; /* one kind only: the engine asks for it or drops it */
    size_t n = 0;
    if (g->phase != ALH_PHASE_ACTION || !ST(g).face_up)
        return 0;
    int player = g->current;
    /* The player's tiles, in id order, each with the sides it refuses: read once for every card. */
    uint8_t owned[ALH_TILE_MAX + 1], refused[ALH_TILE_MAX + 1];
    int n_owned = 0;
    const unsigned own_locs = 1u << ALH_LOC_PENDING | 1u << ALH_LOC_RESERVE | 1u << ALH_LOC_ALHAMBRA;
    /* The player's own tiles a wall may go on: bought this turn, in the reserve, in the Alhambra,
     * and the fountain (every tile id but the fountain's is a piece). */
    for (int tile = 1; tile <= ALH_TILE_MAX; tile++)
        if (tile == ALH_TILE_FOUNTAIN ||
            (g->where[tile].owner == player && g->where[tile].loc < 32 && ((own_locs >> g->where[tile].loc) & 1))) {
            owned[n_owned] = (uint8_t)tile;
            refused[n_owned++] = (uint8_t)blocked_sides(g, player, tile);
        }
    for (int i = 0; i < ALH_NUM_WALL_CARDS; i++) {
        if (!((ST(g).face_up >> i) & 1))
            continue;
        int sides = alh_wall_card_sides(i);
        for (int k = 0; k < n_owned; k++) {
            if (sides & refused[k])
                continue;
            if (n < cap) {
                AlhCommand c = {0};
                c.type = ALH_CMD_BUILD_WALL;
                c.player = (uint8_t)player;
                c.slots = (uint8_t)i;
                c.tile = owned[k];
                out[n] = c;
            }
            n++;
        }
    }
    return n;
}

static void walls_apply(AlhGame *g, const AlhCommand *c, AlhEvents *ev)
{
    int i = c->slots;
    ST(g).face_up &= (uint8_t) ~(1u << i);
    ST(g).built_on[i] = c->tile;
    ST(g).built_by[i] = c->player;
    AlhEvent *e = alh_emit(ev, ALH_EV_WALL_BUILT, c->player);
    if (e) {
        e->card = (uint8_t)(ALH_CARD_WALL_FIRST + i);
        e->tile = c->tile;
        e->value = (int16_t)alh_wall_card_sides(i);
        if (c->tile == ALH_TILE_FOUNTAIN || g->where[c->tile].loc == ALH_LOC_ALHAMBRA) {
            e->x = c->tile == ALH_TILE_FOUNTAIN ? 0 : g->where[c->tile].x;
            e->y = c->tile == ALH_TILE_FOUNTAIN ? 0 : g->where[c->tile].y;
        }
    }
    alh_end_action(g, ev);
}

/* ------------------------------------------------------------------ the walls as every rule reads them */

static bool walls_shapes(const AlhGame *g, int player, int tile)
{
    for (int i = 0; i < ALH_NUM_WALL_CARDS; i++)
        if (ST(g).built_on[i] && (ST(g).built_by[i] == player || ST(g).built_on[i] == tile))
            return true;
    return false;
}

static int walls_edge(const AlhPlaceView *v, int tile, int x, int y, int side)
{
    (void)x;
    (void)y;
    return (walls_on(v->g, v->player, tile) >> side) & 1 ? ALH_EDGE_WALL : -1; /* only called with the module on */
}

/* The walls built by the module change a placement only where they stand: on the tile placed or
 * on a tile touching the spot. Elsewhere the printed walls decide, by the base game's fast path. */
static bool walls_shapes_at(const AlhPlaceView *v, int tile, int x, int y)
{
    uint64_t built;
    memcpy(&built, ST(v->g).built_on, sizeof built);
    if (!built)
        return false; /* no wall built anywhere */
    if (walls_on(v->g, v->player, tile))
        return true;
    for (int s = 0; s < 4; s++) {
        int n = alh_place_at(v, x + side_dx[s], y + side_dy[s]);
        if (n && walls_on(v->g, v->player, n))
            return true;
    }
    return false;
}

/* ------------------------------------------------------------------ state */

static bool walls_validate(const AlhGame *g, char *msg, size_t size)
{
    int on_tile[ALH_TILE_SLOTS] = {0}, on_fountain[ALH_MAX_PLAYERS] = {0};
    for (int i = 0; i < ALH_NUM_WALL_CARDS; i++) {
        int tile = ST(g).built_on[i], by = ST(g).built_by[i];
        if (!tile) {
            if (by != NOBODY) {
                alh_str_copy(msg, size, "a wall card not built names a builder");
                return false;
            }
            continue;
        }
        if ((ST(g).face_up >> i) & 1) {
            alh_str_copy(msg, size, "a wall card is both face up and built");
            return false;
        }
        if (by == NOBODY) {
            alh_str_copy(msg, size, "a wall card built names no builder");
            return false;
        }
        if (tile != ALH_TILE_FOUNTAIN) {
            const AlhTilePlace *w = alh_tile_is_piece(tile) ? &g->where[tile] : NULL;
            bool with_builder =
                w && w->owner == by && (w->loc == ALH_LOC_PENDING || w->loc == ALH_LOC_RESERVE || w->loc == ALH_LOC_ALHAMBRA);
            if (!w || !(with_builder || w->loc == ALH_LOC_DIRK) || (alh_tile_info(tile)->flags & ALH_TILE_OUTSIDE)) {
                alh_str_copy(msg, size, "a city wall stands on a tile that is not its builder's");
                return false;
            }
        }
        int *taken = tile == ALH_TILE_FOUNTAIN ? &on_fountain[by] : &on_tile[tile];
        int sides = alh_wall_card_sides(i);
        if (sides & (*taken | alh_tile_walls(tile))) {
            alh_str_copy(msg, size, "a city wall is built over another wall");
            return false;
        }
        *taken |= sides;
    }
    return true;
}

static const AlhField walls_fields[] = {
    ALH_FIELD_DEF(AlhCityWallsState, face_up, ALH_FIELD_BITS, 1, 0, 0, ALH_NUM_WALL_CARDS, NULL),
    ALH_FIELD_DEF(AlhCityWallsState, built_on, ALH_FIELD_INT, ALH_NUM_WALL_CARDS, 0, 0, ALH_TILE_MAX, NULL),
    ALH_FIELD_DEF(AlhCityWallsState, built_by, ALH_FIELD_PLAYER, ALH_NUM_WALL_CARDS, 0, -1, 0, NULL),
};

const AlhModule alh_module_city_walls = {
    .state_offset = offsetof(AlhModState, city_walls),
    .fields = walls_fields,
    .field_count = sizeof walls_fields / sizeof walls_fields[0],
    .setup = walls_setup,
    .setup_pile = walls_setup_pile,
    .card_value = walls_card_value,
    .card_drawn = walls_card_drawn,
    .count_cards = walls_count_cards,
    .commands = walls_commands,
    .check = walls_check,
    .apply = walls_apply,
    .shapes = walls_shapes,
    .shapes_at = walls_shapes_at,
    .edge = walls_edge,
    .validate = walls_validate,
    .determinize = walls_determinize,
};

/* SPDX-License-Identifier: MIT */
/*
 * City gates (expansion 2). One city-gate card per player is spread as evenly as possible over
 * piles 3, 4 and 5 of the money deck. A drawn gate card goes face up next to the wooden gates (or
 * onto the discard pile when one is already up) and another card is drawn. Taking the face-up card
 * is an action instead of money. A held card lets a tile go where no path leads to the fountain:
 * a gate on the new double wall opens the way (PLACE, REDESIGN_ADD or REDESIGN_SWAP with `option`
 * = 1 + side); the card leaves the game, and the gate and the two tiles under it never move again.
 */
#include "module.h"
#include "city_gates/city_gates.h"

#include <stddef.h>
#include <string.h>

static const int side_dx[4] = {0, 1, 0, -1}, side_dy[4] = {-1, 0, 1, 0};

#define ST(g) ((g)->mod.city_gates)

int alh_gates_of(const AlhGame *g, int player, AlhGate *out, int cap)
{
    int n = 0;
    for (int i = 0; i < ST(g).gate_count && i < ALH_MAX_GATES; i++)
        if (ST(g).gate_owner[i] == player) {
            if (n < cap) {
                out[n].x = ST(g).gate_x[i];
                out[n].y = ST(g).gate_y[i];
                out[n].side = ST(g).gate_side[i];
            }
            n++;
        }
    return n;
}

/* Whether a gate of player's stands between (x, y) and its neighbour on side s. */
static bool gate_between(const AlhGame *g, int player, int x, int y, int s)
{
    for (int i = 0; i < ST(g).gate_count && i < ALH_MAX_GATES; i++) {
        if (ST(g).gate_owner[i] != player)
            continue;
        int gx = ST(g).gate_x[i], gy = ST(g).gate_y[i], gs = ST(g).gate_side[i];
        if ((gx == x && gy == y && gs == s) || (gx == x + side_dx[s] && gy == y + side_dy[s] && gs == ((s + 2) & 3)))
            return true;
    }
    return false;
}

static int gates_built_by(const AlhGame *g, int player) { return alh_gates_of(g, player, NULL, 0); }

static void gates_setup(AlhGame *g, AlhEvents *ev)
{
    (void)ev;
    ST(g).card_up = ALH_CARD_NONE;
}

/* "Spread out as evenly as possible" over piles 3-5: cards in play (one per player) go to the piles
 * the data file gives them, each at a random place of its pile. */
static int gates_setup_pile(AlhGame *g, int pile, uint8_t *buf, int len)
{
    for (int i = 0; i < g->num_players; i++)
        if (alh_gate_card_rows[i].pile - 1 == pile)
            len = alh_insert_at_random(&g->rng, buf, len, (uint8_t)(ALH_CARD_GATE_FIRST + i));
    return len;
}

static int gates_card_value(int card)
{
    (void)card;
    return 0; /* taken alone, instead of money */
}

static int gates_card_drawn(AlhGame *g, int card, int slot, AlhEvents *ev)
{
    (void)slot;
    AlhEvent *e = alh_emit(ev, ALH_EV_GATE_CARD_UP, -1);
    if (e)
        e->card = (uint8_t)card;
    if (ST(g).card_up == ALH_CARD_NONE) {
        ST(g).card_up = (uint8_t)card;
    } else {
        ST(g).discarded |= (uint8_t)(1u << (card - ALH_CARD_GATE_FIRST));
        if (e)
            e->value = 1;
    }
    return ALH_DRAWN_ELSEWHERE; /* never in the display: another card is drawn */
}

static int gates_reshuffle(AlhGame *g, uint8_t *deck, int n)
{
    for (int i = 0; i < ALH_NUM_GATE_CARDS; i++)
        if ((ST(g).discarded >> i) & 1)
            deck[n++] = (uint8_t)(ALH_CARD_GATE_FIRST + i);
    ST(g).discarded = 0;
    return n;
}

static void gates_count_cards(const AlhGame *g, uint8_t seen[ALH_CARD_ID_MAX], uint8_t expected[ALH_CARD_ID_MAX])
{
    for (int i = 0; i < ALH_NUM_GATE_CARDS; i++) {
        int card = ALH_CARD_GATE_FIRST + i;
        expected[card] = i < g->num_players;
        int count = (ST(g).card_up == card) + ((ST(g).used >> i) & 1) + ((ST(g).discarded >> i) & 1);
        for (int p = 0; p < g->num_players; p++)
            count += (ST(g).cards[p] >> i) & 1;
        seen[card] = (uint8_t)(seen[card] + count);
    }
}

/* ------------------------------------------------------------------ taking the card */

static AlhError gates_check(const AlhGame *g, const AlhCommand *c)
{
    if (c->type != ALH_CMD_TAKE_GATE_CARD)
        return ALH_ERR_BAD_COMMAND;
    if (g->phase != ALH_PHASE_ACTION)
        return ALH_ERR_WRONG_PHASE;
    if (ST(g).card_up == ALH_CARD_NONE)
        return ALH_ERR_EMPTY_SLOT;
    return ALH_OK;
}

static void gates_apply(AlhGame *g, const AlhCommand *c, AlhEvents *ev)
{
    int card = ST(g).card_up;
    ST(g).cards[c->player] |= (uint8_t)(1u << (card - ALH_CARD_GATE_FIRST));
    ST(g).card_up = ALH_CARD_NONE;
    AlhEvent *e = alh_emit(ev, ALH_EV_GATE_CARD_TAKEN, c->player);
    if (e)
        e->card = (uint8_t)card;
    alh_end_action(g, ev);
}

/* ------------------------------------------------------------------ building a gate */

/* The geometry: a gate is a way on foot through the double wall it stands on, and the two tiles
 * under it never move again. */
static bool gates_shapes(const AlhGame *g, int player, int tile)
{
    (void)tile;
    return gates_built_by(g, player) > 0;
}

static bool gates_passage(const AlhPlaceView *v, int x, int y, int side) { return gate_between(v->g, v->player, x, y, side); }

static AlhError gates_locked(const AlhPlaceView *v, int x, int y)
{
    for (int s = 0; s < 4; s++)
        if (gate_between(v->g, v->player, x, y, s))
            return ALH_ERR_GATE_LOCKED;
    return ALH_OK;
}

static bool is_placement(int type)
{
    return type == ALH_CMD_PLACE || type == ALH_CMD_REDESIGN_ADD || type == ALH_CMD_REDESIGN_SWAP;
}

/* Whether a gate may stand on side `side` of (x, y), where `tile` goes: a printed double wall
 * between two buildings (no piece outside the walls), and a gate card left to build. */
static bool gate_side_possible(const AlhGame *g, int player, int tile, int x, int y, int side)
{
    const AlhBoard *b = &g->players[player].board;
    int n = alh_board_tile_at(b, x + side_dx[side], y + side_dy[side]);
    bool outside_piece = (n > ALH_TILE_FOUNTAIN && (alh_tile_info(n)->flags & ALH_TILE_OUTSIDE)) ||
                         (alh_tile_info(tile)->flags & ALH_TILE_OUTSIDE);
    return n && !outside_piece && ((alh_tile_walls(tile) >> side) & 1) && ((alh_tile_walls(n) >> ((side + 2) & 3)) & 1) &&
           ST(g).gate_count < ALH_MAX_GATES;
}

/* The sides of (x, y) where a gate could stand for `tile` (bit 1 << side): gate_side_possible of
 * each side, the tile's own data read once and a neighbour read only behind the tile's walls. */
static unsigned gate_sides(const AlhGame *g, int player, int tile, int x, int y)
{
    if (ST(g).gate_count >= ALH_MAX_GATES || (alh_tile_info(tile)->flags & ALH_TILE_OUTSIDE))
        return 0;
    const AlhBoard *b = &g->players[player].board;
    unsigned walls = (unsigned)alh_tile_walls(tile), sides = 0;
    for (int side = 0; side < 4; side++) {
        if (!((walls >> side) & 1))
            continue;
        int n = alh_board_tile_at(b, x + side_dx[side], y + side_dy[side]);
        if (!n || (n > ALH_TILE_FOUNTAIN && (alh_tile_info(n)->flags & ALH_TILE_OUTSIDE)))
            continue;
        sides |= (((unsigned)alh_tile_walls(n) >> ((side + 2) & 3)) & 1) << side;
    }
    return sides;
}

/* The Alhambra with `tile` at (x, y) and a gate on `side` of it, checked whole. */
static bool legal_with_gate(const AlhGame *g, int player, int tile, int x, int y, int side)
{
    AlhPlaceView v = alh_place_view(g, player);
    alh_place_view_hook(&v);
    v.ox = x;
    v.oy = y;
    v.otile = tile;
    v.px = x;
    v.py = y;
    v.pside = side;
    return alh_place_view_legal(&v, NULL, 0);
}

/* A placement with a gate: only where the tile could not go for want of a path, on a double wall
 * between two buildings, and the Alhambra legal with the gate as a way through. */
static AlhError gates_check_option(const AlhGame *g, const AlhCommand *c, int x, int y)
{
    if (c->option < 1 || c->option > 4 || !is_placement(c->type))
        return ALH_ERR_BAD_COMMAND;
    if (!ST(g).cards[c->player])
        return ALH_ERR_NO_GATE;
    AlhError without = c->type == ALH_CMD_REDESIGN_SWAP ? alh_board_swap_check(g, c->player, c->tile, x, y)
                                                        : alh_board_spot_check(g, c->player, c->tile, x, y);
    if (without != ALH_ERR_NOT_REACHABLE)
        return without == ALH_OK ? ALH_ERR_NO_GATE : without;
    int side = c->option - 1;
    if (!gate_side_possible(g, c->player, c->tile, x, y, side))
        return ALH_ERR_NO_GATE; /* a gate stands on a printed double wall between two buildings */
    if (c->type == ALH_CMD_REDESIGN_SWAP)
        return legal_with_gate(g, c->player, c->tile, x, y, side) ? ALH_OK : ALH_ERR_NOT_REACHABLE;
    /* A tile on an empty cell: the gate leads into a building, which is reachable, so the tile is
     * too, and the Alhambra is legal exactly when the spot's checks past the on-foot rule say so
     * (as list_gate_spots lists it; module-all_modules' test_gated_spot_check_is_the_whole_board_check
     * compares this with the whole Alhambra checked, which took the whole board's hole searches). */
    return alh_board_spot_check_reached(g, c->player, c->tile, x, y) == ALH_OK ? ALH_OK : ALH_ERR_NOT_REACHABLE;
}

static void gates_apply_option(AlhGame *g, const AlhCommand *c, int x, int y, AlhEvents *ev)
{
    /* The list is kept by owner (each owner's gates in the order built), so that a save, which
     * writes each player's gates, reads back to the same list. */
    int i = ST(g).gate_count;
    while (i > 0 && ST(g).gate_owner[i - 1] > c->player) {
        ST(g).gate_owner[i] = ST(g).gate_owner[i - 1];
        ST(g).gate_x[i] = ST(g).gate_x[i - 1];
        ST(g).gate_y[i] = ST(g).gate_y[i - 1];
        ST(g).gate_side[i] = ST(g).gate_side[i - 1];
        i--;
    }
    ST(g).gate_count++;
    ST(g).gate_owner[i] = c->player;
    ST(g).gate_x[i] = (int8_t)x;
    ST(g).gate_y[i] = (int8_t)y;
    ST(g).gate_side[i] = (uint8_t)(c->option - 1);
    int bit = __builtin_ctz(ST(g).cards[c->player]);
    ST(g).cards[c->player] &= (uint8_t) ~(1u << bit);
    ST(g).used |= (uint8_t)(1u << bit);
    AlhEvent *e = alh_emit(ev, ALH_EV_GATE_BUILT, c->player);
    if (e) {
        e->tile = c->tile;
        e->x = (int8_t)x;
        e->y = (int8_t)y;
        e->slot = (int8_t)(c->option - 1);
        e->card = (uint8_t)(ALH_CARD_GATE_FIRST + bit);
    }
}

/* Every placement of `proto` (PLACE or REDESIGN_ADD of proto->tile) that needs a gate, spot by
 * spot west to east, north to south. Only a cell next to the Alhambra can be refused for want of
 * a path (the others are not adjacent), so only those are tried; for each the checks of
 * gates_check_option, the whole Alhambra last. */
static size_t list_gate_spots(const AlhGame *g, AlhCommand proto, AlhCommand *out, size_t cap)
{
    const AlhBoard *b = &g->players[proto.player].board;
    size_t n = 0;
    int x0 = b->min_x - 1;
    unsigned walls = (unsigned)alh_tile_walls(proto.tile);
    if (!walls || ST(g).gate_count >= ALH_MAX_GATES || (alh_tile_info(proto.tile)->flags & ALH_TILE_OUTSIDE))
        return 0; /* gate_sides finds no side anywhere */
    for (int y = b->min_y - 1; y <= b->max_y + 1; y++) {
        uint64_t row = b->occupied[y & (ALH_GRID - 1)];
        /* The cells with a tile across one of the tile's walls (gate_sides reads only those sides). */
        uint64_t north = b->occupied[(y - 1) & (ALH_GRID - 1)], south = b->occupied[(y + 1) & (ALH_GRID - 1)];
        uint64_t east = row >> 1 | row << 63, west = row << 1 | row >> 63;
        uint64_t near = (north & -(uint64_t)((walls >> ALH_NORTH) & 1)) | (east & -(uint64_t)((walls >> ALH_EAST) & 1)) |
                        (south & -(uint64_t)((walls >> ALH_SOUTH) & 1)) | (west & -(uint64_t)((walls >> ALH_WEST) & 1));
        uint64_t frontier = near & ~row;
        unsigned shift = (unsigned)x0 & (ALH_GRID - 1); /* bit 0 is x0 from here on */
        if (shift)
            frontier = frontier >> shift | frontier << (ALH_GRID - shift);
        for (; frontier; frontier &= frontier - 1) {
            int x = x0 + __builtin_ctzll(frontier);
            if (x > b->max_x + 1)
                continue;
            unsigned sides = gate_sides(g, proto.player, proto.tile, x, y); /* asked first: cheap, and mostly none */
            if (!sides || alh_board_spot_check(g, proto.player, proto.tile, x, y) != ALH_ERR_NOT_REACHABLE)
                continue;
            /* A gate on any of these sides leads into a building, which is reachable: the tile is
             * then too, and the placement is legal as the spot's other checks say, whatever the side
             * (the same answer as legal_with_gate's whole-board check, which module-all_modules
             * compares over random games). */
            if (alh_board_spot_check_reached(g, proto.player, proto.tile, x, y) != ALH_OK)
                continue;
            for (int side = 0; side < 4; side++) {
                if (!((sides >> side) & 1))
                    continue;
                AlhCommand c = proto;
                c.x = (int8_t)x;
                c.y = (int8_t)y;
                c.option = (uint8_t)(side + 1);
                if (n < cap)
                    out[n] = c;
                n++;
            }
        }
    }
    return n;
}

static size_t gates_pending_commands(const AlhGame *g, int player, int tile, AlhCommand *out, size_t cap)
{
    if (!ST(g).cards[player])
        return 0;
    AlhCommand c = {0};
    c.type = ALH_CMD_PLACE;
    c.player = (uint8_t)player;
    c.tile = (uint8_t)tile;
    return list_gate_spots(g, c, out, cap);
}

/* The gate card to take, and redesigns that need a gate (only when redesigns are asked for:
 * every gated redesign is checked on the whole Alhambra, so listing them is dear). */
static size_t gates_commands(const AlhGame *g, const AlhKindSet *kinds, AlhCommand *out, size_t cap)
{
    size_t n = 0;
    if (g->phase != ALH_PHASE_ACTION)
        return 0;
    int player = g->current;
    if (ST(g).card_up != ALH_CARD_NONE) {
        if (n < cap) {
            AlhCommand c = {0};
            c.type = ALH_CMD_TAKE_GATE_CARD;
            c.player = (uint8_t)player;
            out[n] = c;
        }
        n++;
    }
    bool adds = alh_kinds_has(kinds, ALH_CMD_REDESIGN_ADD), swaps = alh_kinds_has(kinds, ALH_CMD_REDESIGN_SWAP);
    if (!ST(g).cards[player] || (!adds && !swaps))
        return n;
    for (int tile = 1; tile <= ALH_TILE_MAX; tile++) {
        const AlhTilePlace *w = &g->where[tile];
        if (!alh_tile_is_piece(tile) || w->loc != ALH_LOC_RESERVE || w->owner != player)
            continue;
        AlhCommand c = {0};
        c.type = ALH_CMD_REDESIGN_ADD;
        c.player = (uint8_t)player;
        c.tile = (uint8_t)tile;
        if (adds)
            n += list_gate_spots(g, c, n < cap ? out + n : NULL, n < cap ? cap - n : 0);
        for (int old = 1; old <= ALH_TILE_MAX && swaps; old++) {
            const AlhTilePlace *o = &g->where[old];
            if (!alh_tile_is_piece(old) || o->loc != ALH_LOC_ALHAMBRA || o->owner != player)
                continue;
            /* The checks of gates_check_option, the swap without a gate once for the four sides. */
            if (alh_board_swap_check(g, player, tile, o->x, o->y) != ALH_ERR_NOT_REACHABLE)
                continue;
            for (int side = 0; side < 4; side++) {
                AlhCommand s = {0};
                s.type = ALH_CMD_REDESIGN_SWAP;
                s.player = (uint8_t)player;
                s.tile = (uint8_t)tile;
                s.tile2 = (uint8_t)old;
                s.option = (uint8_t)(side + 1);
                if (!gate_side_possible(g, player, tile, o->x, o->y, side) || !legal_with_gate(g, player, tile, o->x, o->y, side))
                    continue;
                if (n < cap)
                    out[n] = s;
                n++;
            }
        }
    }
    return n;
}

static bool is_gate(int card) { return alh_card_is_gate(card); }

/* A guess keeps unseen city-gate cards in piles 3-5. */
static void gates_determinize(AlhGame *g, int viewer, AlhRng *rng)
{
    (void)viewer;
    alh_deck_keep_in_piles(g, is_gate, 2, 4, rng);
}

static bool gates_validate(const AlhGame *g, char *msg, size_t size)
{
    if (ST(g).card_up != ALH_CARD_NONE && !is_gate(ST(g).card_up)) {
        alh_str_copy(msg, size, "the face-up city-gate card is not a city-gate card");
        return false;
    }
    if (ST(g).used & ST(g).discarded) {
        alh_str_copy(msg, size, "a city-gate card is both used and discarded");
        return false;
    }
    for (int i = 0; i < ST(g).gate_count; i++) {
        int p = ST(g).gate_owner[i], x = ST(g).gate_x[i], y = ST(g).gate_y[i], s = ST(g).gate_side[i];
        if (p >= g->num_players || (i > 0 && ST(g).gate_owner[i - 1] > p)) {
            alh_str_copy(msg, size, "the city gates are not listed by owner");
            return false;
        }
        const AlhBoard *b = &g->players[p].board;
        int t = alh_board_tile_at(b, x, y);
        int n = alh_board_tile_at(b, x + side_dx[s], y + side_dy[s]);
        if (!t || !n || !((alh_tile_walls(t) >> s) & 1) || !((alh_tile_walls(n) >> ((s + 2) & 3)) & 1)) {
            alh_str_copy(msg, size, "a city gate stands on no double wall");
            return false;
        }
    }
    for (int i = ST(g).gate_count; i < ALH_MAX_GATES; i++)
        if (ST(g).gate_owner[i] || ST(g).gate_x[i] || ST(g).gate_y[i] || ST(g).gate_side[i]) {
            alh_str_copy(msg, size, "a city gate is listed past the gates built");
            return false;
        }
    if (ST(g).gate_count != __builtin_popcount(ST(g).used)) {
        alh_str_copy(msg, size, "the gates built do not match the city-gate cards used");
        return false;
    }
    return true;
}

static const AlhField gates_fields[] = {
    ALH_FIELD_DEF(AlhCityGatesState, cards, ALH_FIELD_BITS, ALH_MAX_PLAYERS, ALH_FIELD_PER_PLAYER, 0, ALH_CARD_GATE_COUNT,
                  "gate_cards"),
    ALH_FIELD_DEF(AlhCityGatesState, card_up, ALH_FIELD_CARD, 1, 0, -1, 0, "gate_card_up"),
    ALH_FIELD_DEF(AlhCityGatesState, used, ALH_FIELD_BITS, 1, 0, 0, ALH_CARD_GATE_COUNT, "gate_cards_used"),
    ALH_FIELD_DEF(AlhCityGatesState, discarded, ALH_FIELD_BITS, 1, 0, 0, ALH_CARD_GATE_COUNT, "gate_cards_discarded"),
    ALH_FIELD_DEF(AlhCityGatesState, gate_count, ALH_FIELD_INT, 1, ALH_FIELD_OWN_JSON, 0, ALH_MAX_GATES, NULL),
    ALH_FIELD_DEF(AlhCityGatesState, gate_owner, ALH_FIELD_INT, ALH_MAX_GATES, ALH_FIELD_OWN_JSON, 0, ALH_MAX_PLAYERS - 1, NULL),
    ALH_FIELD_DEF(AlhCityGatesState, gate_x, ALH_FIELD_INT, ALH_MAX_GATES, ALH_FIELD_SIGNED | ALH_FIELD_OWN_JSON, -60, 60, NULL),
    ALH_FIELD_DEF(AlhCityGatesState, gate_y, ALH_FIELD_INT, ALH_MAX_GATES, ALH_FIELD_SIGNED | ALH_FIELD_OWN_JSON, -60, 60, NULL),
    ALH_FIELD_DEF(AlhCityGatesState, gate_side, ALH_FIELD_INT, ALH_MAX_GATES, ALH_FIELD_OWN_JSON, 0, 3, NULL),
};

const AlhModule alh_module_city_gates = {
    .state_offset = offsetof(AlhModState, city_gates),
    .fields = gates_fields,
    .field_count = sizeof gates_fields / sizeof gates_fields[0],
    .setup = gates_setup,
    .setup_pile = gates_setup_pile,
    .card_value = gates_card_value,
    .card_drawn = gates_card_drawn,
    .reshuffle = gates_reshuffle,
    .count_cards = gates_count_cards,
    .commands = gates_commands,
    .base_kinds = (1u << ALH_CMD_REDESIGN_ADD) | (1u << ALH_CMD_REDESIGN_SWAP),
    .pending_tile_commands = gates_pending_commands,
    .check = gates_check,
    .apply = gates_apply,
    .shapes = gates_shapes,
    .passage = gates_passage,
    .locked = gates_locked,
    .check_option = gates_check_option,
    .apply_option = gates_apply_option,
    .validate = gates_validate,
    .determinize = gates_determinize,
};

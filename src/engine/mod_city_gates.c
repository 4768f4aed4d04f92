/* SPDX-License-Identifier: MIT */
/*
 * City gates (expansion 2). One city-gate card per player is spread as evenly as possible over
 * piles 3, 4 and 5 of the money deck. A drawn gate card goes face up next to the wooden gates (or
 * onto the discard pile when one is already up) and another card is drawn. Taking the face-up card
 * is an action instead of money. A held card lets a tile go where no path leads to the fountain:
 * a gate on the new double wall opens the way (PLACE, REDESIGN_ADD or REDESIGN_SWAP with `gate`
 * = 1 + side); the card leaves the game, and the gate and the two tiles under it never move again.
 */
#include "module.h"

#include <string.h>

extern const unsigned char alh_gate_pile_table[ALH_NUM_GATE_CARDS];

static const int side_dx[4] = {0, 1, 0, -1}, side_dy[4] = {-1, 0, 1, 0};

static void gates_setup(AlhGame *g, AlhEvents *ev)
{
    (void)ev;
    g->mod.gate_card_up = ALH_CARD_NONE;
}

/* "Spread out as evenly as possible" over piles 3-5: cards in play (one per player) go to the piles
 * the data file gives them, each at a random place of its pile. */
static int gates_setup_pile(AlhGame *g, int pile, uint8_t *buf, int len)
{
    for (int i = 0; i < g->num_players; i++)
        if (alh_gate_pile_table[i] == pile)
            len = alh_insert_at_random(&g->rng, buf, len, (uint8_t)(ALH_CARD_GATE_FIRST + i));
    return len;
}

static int gates_card_value(int card)
{
    return alh_card_is_gate(card) ? 0 : -1;
}

static int gates_card_drawn(AlhGame *g, int card, int slot, AlhEvents *ev)
{
    (void)slot;
    if (!alh_card_is_gate(card))
        return -1;
    AlhEvent *e = alh_emit(ev, ALH_EV_GATE_CARD_UP, -1);
    if (e) e->card = (uint8_t)card;
    if (g->mod.gate_card_up == ALH_CARD_NONE) {
        g->mod.gate_card_up = (uint8_t)card;
    } else {
        g->mod.gate_cards_discarded |= (uint8_t)(1u << (card - ALH_CARD_GATE_FIRST));
        if (e) e->value = 1;
    }
    return 0; /* never in the display: another card is drawn */
}

static int gates_reshuffle(AlhGame *g, uint8_t *deck, int n)
{
    for (int i = 0; i < ALH_NUM_GATE_CARDS; i++)
        if ((g->mod.gate_cards_discarded >> i) & 1)
            deck[n++] = (uint8_t)(ALH_CARD_GATE_FIRST + i);
    g->mod.gate_cards_discarded = 0;
    return n;
}

static void gates_count_cards(const AlhGame *g, uint8_t seen[ALH_CARD_ID_MAX], uint8_t expected[ALH_CARD_ID_MAX])
{
    uint8_t held = g->mod.gate_cards_used | g->mod.gate_cards_discarded;
    for (int p = 0; p < g->num_players; p++)
        held |= g->mod.gate_cards[p];
    for (int i = 0; i < ALH_NUM_GATE_CARDS; i++) {
        int card = ALH_CARD_GATE_FIRST + i;
        expected[card] = i < g->num_players;
        int count = (g->mod.gate_card_up == card) + ((g->mod.gate_cards_used >> i) & 1) +
                    ((g->mod.gate_cards_discarded >> i) & 1);
        for (int p = 0; p < g->num_players; p++)
            count += (g->mod.gate_cards[p] >> i) & 1;
        seen[card] = (uint8_t)(seen[card] + count);
    }
    (void)held;
}

/* ------------------------------------------------------------------ taking the card */

static AlhError gates_check(const AlhGame *g, const AlhCommand *c)
{
    if (c->type != ALH_CMD_TAKE_GATE_CARD)
        return ALH_ERR_BAD_COMMAND;
    if (g->phase != ALH_PHASE_ACTION)
        return ALH_ERR_WRONG_PHASE;
    if (g->mod.gate_card_up == ALH_CARD_NONE)
        return ALH_ERR_EMPTY_SLOT;
    return ALH_OK;
}

static void gates_apply(AlhGame *g, const AlhCommand *c, AlhEvents *ev)
{
    int card = g->mod.gate_card_up;
    g->mod.gate_cards[c->player] |= (uint8_t)(1u << (card - ALH_CARD_GATE_FIRST));
    g->mod.gate_card_up = ALH_CARD_NONE;
    AlhEvent *e = alh_emit(ev, ALH_EV_GATE_CARD_TAKEN, c->player);
    if (e) e->card = (uint8_t)card;
    alh_end_action(g, ev);
}

/* ------------------------------------------------------------------ building a gate */

/* The board after the command's tile stands at x,y (for a swap, in place of the tile there). */
static void board_after(const AlhGame *g, const AlhCommand *c, int x, int y, AlhBoard *out)
{
    *out = g->players[c->player].board;
    if (c->type == ALH_CMD_REDESIGN_SWAP)
        alh_board_take(out, x, y);
    alh_board_put(out, c->tile, x, y);
}

static AlhError gates_check_gate(const AlhGame *g, const AlhCommand *c, int x, int y)
{
    if (c->gate < 1 || c->gate > 4)
        return ALH_ERR_BAD_COMMAND;
    if (c->type != ALH_CMD_PLACE && c->type != ALH_CMD_REDESIGN_ADD && c->type != ALH_CMD_REDESIGN_SWAP)
        return ALH_ERR_BAD_COMMAND;
    if (!g->mod.gate_cards[c->player])
        return ALH_ERR_NO_GATE;
    const AlhBoard *b = &g->players[c->player].board;
    /* Only where the tile could not go for want of a path: otherwise no gate is needed. */
    AlhError without = c->type == ALH_CMD_REDESIGN_SWAP ? alh_board_swap_check(b, c->tile, x, y)
                                                        : alh_board_spot_check(b, c->tile, x, y);
    if (without != ALH_ERR_NOT_REACHABLE)
        return without == ALH_OK ? ALH_ERR_NO_GATE : without;
    int side = c->gate - 1;
    int n = alh_board_tile_at(b, x + side_dx[side], y + side_dy[side]);
    if (!n || alh_tile_is_camp(n) || alh_tile_is_camp(c->tile) || !((alh_tile_walls(c->tile) >> side) & 1) ||
        !((alh_tile_walls(n) >> ((side + 2) & 3)) & 1) || b->gate_count >= ALH_MAX_GATES)
        return ALH_ERR_NO_GATE; /* a gate stands on a double wall between two buildings */
    AlhBoard after;
    board_after(g, c, x, y, &after);
    AlhGate gate = {(int8_t)x, (int8_t)y, (uint8_t)side, 0};
    after.gates[after.gate_count++] = gate;
    char why[96];
    return alh_board_is_legal(&after, why, sizeof why) ? ALH_OK : ALH_ERR_NOT_REACHABLE;
}

static void gates_apply_gate(AlhGame *g, const AlhCommand *c, int x, int y, AlhEvents *ev)
{
    AlhBoard *b = &g->players[c->player].board;
    AlhGate gate = {(int8_t)x, (int8_t)y, (uint8_t)(c->gate - 1), 0};
    b->gates[b->gate_count++] = gate;
    int bit = __builtin_ctz(g->mod.gate_cards[c->player]);
    g->mod.gate_cards[c->player] &= (uint8_t)~(1u << bit);
    g->mod.gate_cards_used |= (uint8_t)(1u << bit);
    AlhEvent *e = alh_emit(ev, ALH_EV_GATE_BUILT, c->player);
    if (e) { e->tile = c->tile; e->x = (int8_t)x; e->y = (int8_t)y; e->slot = (int8_t)(c->gate - 1); e->card = (uint8_t)(ALH_CARD_GATE_FIRST + bit); }
}

/* Every placement of `proto` (PLACE or REDESIGN_ADD of proto->tile) that needs a gate. */
static size_t list_gate_spots(const AlhGame *g, AlhCommand proto, AlhCommand *out, size_t cap)
{
    const AlhBoard *b = &g->players[proto.player].board;
    size_t n = 0;
    for (int y = b->min_y - 1; y <= b->max_y + 1; y++)
        for (int x = b->min_x - 1; x <= b->max_x + 1; x++) {
            if (alh_board_tile_at(b, x, y) || alh_board_spot_check(b, proto.tile, x, y) != ALH_ERR_NOT_REACHABLE)
                continue;
            for (int side = 0; side < 4; side++) {
                AlhCommand c = proto;
                c.x = (int8_t)x;
                c.y = (int8_t)y;
                c.gate = (uint8_t)(side + 1);
                if (gates_check_gate(g, &c, x, y) != ALH_OK)
                    continue;
                if (n < cap)
                    out[n] = c;
                n++;
            }
        }
    return n;
}

static size_t gates_pending_commands(const AlhGame *g, int player, int tile, AlhCommand *out, size_t cap)
{
    if (!g->mod.gate_cards[player])
        return 0;
    AlhCommand c = {0};
    c.type = ALH_CMD_PLACE;
    c.player = (uint8_t)player;
    c.tile = (uint8_t)tile;
    return list_gate_spots(g, c, out, cap);
}

/* The gate card to take, and redesigns that need a gate. */
static size_t gates_commands(const AlhGame *g, AlhCommand *out, size_t cap)
{
    size_t n = 0;
    if (g->phase != ALH_PHASE_ACTION)
        return 0;
    int player = g->current;
    if (g->mod.gate_card_up != ALH_CARD_NONE) {
        if (n < cap) {
            AlhCommand c = {0};
            c.type = ALH_CMD_TAKE_GATE_CARD;
            c.player = (uint8_t)player;
            out[n] = c;
        }
        n++;
    }
    if (!g->mod.gate_cards[player])
        return n;
    for (int tile = 1; tile <= ALH_TILE_MAX; tile++) {
        const AlhTilePlace *w = &g->where[tile];
        if (!alh_tile_is_piece(tile) || w->loc != ALH_LOC_RESERVE || w->owner != player)
            continue;
        AlhCommand c = {0};
        c.type = ALH_CMD_REDESIGN_ADD;
        c.player = (uint8_t)player;
        c.tile = (uint8_t)tile;
        n += list_gate_spots(g, c, n < cap ? out + n : NULL, n < cap ? cap - n : 0);
        for (int old = 1; old <= ALH_TILE_MAX; old++) {
            const AlhTilePlace *o = &g->where[old];
            if (!alh_tile_is_piece(old) || o->loc != ALH_LOC_ALHAMBRA || o->owner != player)
                continue;
            for (int side = 0; side < 4; side++) {
                AlhCommand s = {0};
                s.type = ALH_CMD_REDESIGN_SWAP;
                s.player = (uint8_t)player;
                s.tile = (uint8_t)tile;
                s.tile2 = (uint8_t)old;
                s.gate = (uint8_t)(side + 1);
                if (gates_check_gate(g, &s, o->x, o->y) != ALH_OK)
                    continue;
                if (n < cap)
                    out[n] = s;
                n++;
            }
        }
    }
    return n;
}

static bool is_gate(int card)
{
    return alh_card_is_gate(card);
}

/* A guess keeps unseen city-gate cards in piles 3-5. */
static void gates_determinize(AlhGame *g, int viewer, AlhRng *rng)
{
    (void)viewer;
    alh_deck_keep_in_piles(g, is_gate, 2, 4, rng);
}

static bool gates_validate(const AlhGame *g, char *msg, size_t size)
{
    uint8_t all = g->mod.gate_cards_used & g->mod.gate_cards_discarded;
    if (all) {
        alh_str_copy(msg, size, "a city-gate card is both used and discarded");
        return false;
    }
    int built = 0;
    for (int p = 0; p < ALH_MAX_PLAYERS; p++) {
        const AlhBoard *b = &g->players[p].board;
        if (p >= g->num_players) {
            if (g->mod.gate_cards[p]) {
                alh_str_copy(msg, size, "a city-gate card belongs to nobody in the game");
                return false;
            }
            continue;
        }
        if (b->gate_count > ALH_MAX_GATES) {
            alh_str_copy(msg, size, "too many gates");
            return false;
        }
        for (int i = 0; i < b->gate_count; i++) {
            const AlhGate *gt = &b->gates[i];
            int t = alh_board_tile_at(b, gt->x, gt->y);
            int n = gt->side < 4 ? alh_board_tile_at(b, gt->x + side_dx[gt->side], gt->y + side_dy[gt->side]) : 0;
            if (!t || !n || !((alh_tile_walls(t) >> gt->side) & 1) || !((alh_tile_walls(n) >> ((gt->side + 2) & 3)) & 1)) {
                alh_str_copy(msg, size, "a city gate stands on no double wall");
                return false;
            }
        }
        built += b->gate_count;
    }
    if (built != __builtin_popcount(g->mod.gate_cards_used)) {
        alh_str_copy(msg, size, "the gates built do not match the city-gate cards used");
        return false;
    }
    return true;
}

const AlhModule alh_module_city_gates = {
    .name = "city-gates",
    .setup = gates_setup,
    .setup_pile = gates_setup_pile,
    .card_value = gates_card_value,
    .card_drawn = gates_card_drawn,
    .reshuffle = gates_reshuffle,
    .count_cards = gates_count_cards,
    .commands = gates_commands,
    .command_kinds = (1u << ALH_CMD_REDESIGN_ADD) | (1u << ALH_CMD_REDESIGN_SWAP) | (1u << ALH_CMD_TAKE_GATE_CARD),
    .pending_tile_commands = gates_pending_commands,
    .check = gates_check,
    .apply = gates_apply,
    .check_gate = gates_check_gate,
    .apply_gate = gates_apply_gate,
    .validate = gates_validate,
    .determinize = gates_determinize,
};

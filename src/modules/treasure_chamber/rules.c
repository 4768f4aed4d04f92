/* SPDX-License-Identifier: MIT */
/*
 * Treasure chamber (expansion 4; rulebook 002 "Treasure Chamber", French 000 "La Chambre aux
 * trésors", 004; inventory M13; rulings R17). 42 chests in a bag (5 blue, 5 red, 7 brown, 7 white,
 * 9 green, 9 purple), three rooms of four drawn at the start.
 *
 * BUY_CHESTS (slots: the room 0..2, cards: the payment) is an action: at least 8 in any mix of
 * currencies, never an extra action even when exact, no change. The room's chests are placed at
 * once, at most one a building of the chest's colour: the buyer's buildings first (in the Alhambra,
 * and the tiles bought this turn still waiting to be placed; never the reserve), then the leftovers
 * go to the players to the left one after the other (with 2 players to Dirk first, then the other
 * player). Each must place as many as they can (R17); which building of a colour gets a chest is
 * decided by the engine (the count is forced, see docs/rules-notes.md): buildings already in the
 * Alhambra before a tile still waiting. What nobody can place goes back to the bag, then the room is
 * refilled with four chests from the bag; when fewer than four are left the room stays empty and no
 * room is refilled again.
 *
 * A building with a chest that leaves its Alhambra (to the reserve, by a redesign or a tile placed
 * in the reserve) sends its chest back to the bag. Only buildings hold chests: never squares, camps,
 * bazaars or the fountain (no module tile is a building for the engine). Each scoring ranks the
 * participants with at least one chest by their count of chests (colours do not matter), ties as for
 * buildings (R6), Dirk like anyone; points from treasure-chamber.csv (ALH_SCORE_EXTRA).
 */
#include "module.h"
#include "treasure_chamber/treasure_chamber.h"

#include <stddef.h>

#define ST(g) ((g)->mod.treasure_chamber)
#define ROOMS ALH_CHAMBER_ROOMS
#define ROOM_SIZE ALH_CHAMBER_ROOM_SIZE
#define LISTED_PAYMENTS 12 /* payments listed a room: enough choice of currencies, few for the bots */

static const uint8_t chest_totals[ALH_NUM_TYPES] = {5, 5, 7, 7, 9, 9};

int alh_chamber_total(int colour) { return colour >= 0 && colour < ALH_NUM_TYPES ? chest_totals[colour] : 0; }

int alh_chamber_points(int round, int place)
{
    if (round < 1 || round > 3 || place < 0 || place >= round)
        return 0;
    const AlhChamberPointsRow *r = &alh_chamber_points_rows[round - 1];
    return place == 0 ? r->first : place == 1 ? r->second : r->third;
}

static bool chest_on(const AlhGame *g, int tile) { return (ST(g).chests[tile >> 4] >> (tile & 15)) & 1u; }
static void set_chest(AlhGame *g, int tile, bool on)
{
    if (on)
        ST(g).chests[tile >> 4] = (uint16_t)(ST(g).chests[tile >> 4] | (1u << (tile & 15)));
    else
        ST(g).chests[tile >> 4] = (uint16_t)(ST(g).chests[tile >> 4] & ~(1u << (tile & 15)));
}

bool alh_chamber_has_chest(const AlhGame *g, int tile)
{
    return alh_module_on(g, ALH_MOD_TREASURE_CHAMBER) && tile >= 1 && tile <= ALH_NUM_TILES && chest_on(g, tile);
}

/* Whether tile counts as participant's building for chests: in the Alhambra or waiting to be placed
 * (a seat), or Dirk's. */
static bool holds_building(const AlhGame *g, int participant, int tile)
{
    const AlhTilePlace *w = &g->where[tile];
    if (participant == ALH_DIRK)
        return w->loc == ALH_LOC_DIRK;
    return (w->loc == ALH_LOC_ALHAMBRA || w->loc == ALH_LOC_PENDING) && w->owner == participant;
}

int alh_chamber_count(const AlhGame *g, int participant)
{
    if (participant < 0 || participant > ALH_DIRK)
        return 0;
    int counts[ALH_MAX_PLAYERS + 1];
    alh_chamber_counts(g, counts);
    return counts[participant];
}

void alh_chamber_counts(const AlhGame *g, int counts[ALH_MAX_PLAYERS + 1])
{
    for (int p = 0; p <= ALH_MAX_PLAYERS; p++)
        counts[p] = 0;
    if (!alh_module_on(g, ALH_MOD_TREASURE_CHAMBER))
        return;
    /* The chests' bits, not every building: the bots ask this for every participant in every
     * position they weigh. */
    for (int w = 0; w < 4; w++)
        for (unsigned bits = ST(g).chests[w]; bits; bits &= bits - 1) {
            int tile = w * 16 + __builtin_ctz(bits);
            if (tile < 1 || tile > ALH_NUM_TILES)
                continue;
            const AlhTilePlace *where = &g->where[tile];
            if (where->loc == ALH_LOC_DIRK)
                counts[ALH_DIRK]++;
            else if ((where->loc == ALH_LOC_ALHAMBRA || where->loc == ALH_LOC_PENDING) && where->owner < g->num_players)
                counts[where->owner]++;
        }
}

int alh_chamber_room_chest(const AlhGame *g, int room, int k)
{
    if (room < 0 || room >= ROOMS || k < 0 || k >= ROOM_SIZE)
        return -1;
    return (int)ST(g).room[room * ROOM_SIZE + k] - 1;
}

int alh_chamber_bag_count(const AlhGame *g)
{
    int n = 0;
    for (int c = 0; c < ALH_NUM_TYPES; c++)
        n += ST(g).bag[c];
    return n;
}

bool alh_chamber_stopped(const AlhGame *g) { return ST(g).stopped != 0; }

int alh_chamber_receivers(const AlhGame *g, int buyer, int out[ALH_MAX_PLAYERS + 1])
{
    int n = 0;
    out[n++] = buyer;
    if (alh_game_has_dirk(g))
        out[n++] = ALH_DIRK;
    for (int i = 1; i < g->num_players; i++)
        out[n++] = (buyer + i) % g->num_players;
    return n;
}

/* The free building of `colour` that receives a participant's next chest, among `held` (the
 * participant's buildings in id order): one in the Alhambra (or Dirk's) first, lowest id first,
 * then a tile waiting to be placed; 0 for none. */
static int free_building_of(const AlhGame *g, const uint8_t *held, int n_held, int colour)
{
    int waiting = 0;
    for (int i = 0; i < n_held; i++) {
        int tile = held[i];
        if (chest_on(g, tile) || alh_tile_info(tile)->type != colour)
            continue;
        if (g->where[tile].loc != ALH_LOC_PENDING)
            return tile;
        if (!waiting)
            waiting = tile;
    }
    return waiting;
}

int alh_chamber_placeable(const AlhGame *g, int participant, int room)
{
    if (!alh_module_on(g, ALH_MOD_TREASURE_CHAMBER) || room < 0 || room >= ROOMS)
        return 0;
    int free[ALH_NUM_TYPES] = {0}, n = 0;
    for (int tile = 1; tile <= ALH_NUM_TILES; tile++)
        if (!chest_on(g, tile) && holds_building(g, participant, tile))
            free[alh_tile_info(tile)->type]++;
    for (int k = 0; k < ROOM_SIZE; k++) {
        int c = alh_chamber_room_chest(g, room, k);
        if (c >= 0 && free[c] > 0) {
            free[c]--;
            n++;
        }
    }
    return n;
}

/* ------------------------------------------------------------------ the bag and the rooms */

static int draw_chest(AlhGame *g)
{
    int total = alh_chamber_bag_count(g);
    if (total <= 0)
        return -1;
    int r = (int)alh_rng_below(&g->rng, (uint32_t)total);
    for (int c = 0; c < ALH_NUM_TYPES; c++) {
        if (r < ST(g).bag[c]) {
            ST(g).bag[c]--;
            return c;
        }
        r -= ST(g).bag[c];
    }
    return -1;
}

/* Four chests into the empty room, or none (and never again) when the bag holds fewer. */
static void refill_room(AlhGame *g, int room, AlhEvents *ev)
{
    if (ST(g).stopped || alh_chamber_bag_count(g) < ROOM_SIZE) {
        ST(g).stopped = 1;
        AlhEvent *e = alh_emit(ev, ALH_EV_ROOM_REFILLED, -1);
        if (e) {
            e->slot = (int8_t)room;
            e->value = -1; /* stays empty */
        }
        return;
    }
    int colours = 0;
    for (int k = 0; k < ROOM_SIZE; k++) {
        int c = draw_chest(g);
        ST(g).room[room * ROOM_SIZE + k] = (uint8_t)(c + 1);
        colours |= c << (3 * k);
    }
    AlhEvent *e = alh_emit(ev, ALH_EV_ROOM_REFILLED, -1);
    if (e) {
        e->slot = (int8_t)room;
        e->value = (int16_t)colours; /* 3 bits a chest, first chest lowest */
    }
}

static void chamber_setup(AlhGame *g, AlhEvents *ev)
{
    for (int c = 0; c < ALH_NUM_TYPES; c++)
        ST(g).bag[c] = chest_totals[c];
    ST(g).stopped = 0;
    for (int room = 0; room < ROOMS; room++)
        refill_room(g, room, ev);
}

/* ------------------------------------------------------------------ the action */

static AlhError chamber_check(const AlhGame *g, const AlhCommand *c)
{
    if (c->type != ALH_CMD_BUY_CHESTS)
        return ALH_ERR_BAD_COMMAND;
    if (c->player != g->current)
        return ALH_ERR_NOT_YOUR_TURN;
    if (g->phase != ALH_PHASE_ACTION) /* an action of one's own turn: not with the vizier */
        return ALH_ERR_WRONG_PHASE;
    if (c->slots >= ROOMS)
        return ALH_ERR_BAD_COMMAND;
    if (alh_chamber_room_chest(g, c->slots, 0) < 0)
        return ALH_ERR_EMPTY_SLOT;
    int paid = 0;
    AlhError e = alh_check_mixed_payment(g, c->player, &c->cards, &paid);
    if (e != ALH_OK)
        return e;
    return paid >= ALH_CHAMBER_PRICE ? ALH_OK : ALH_ERR_CHAMBER_PRICE;
}

/* Whether two rooms hold the same colours (either order): buying one or the other is the same move. */
static bool same_room(const AlhGame *g, int a, int b)
{
    int count[ALH_NUM_TYPES + 1] = {0};
    for (int k = 0; k < ROOM_SIZE; k++) {
        count[ST(g).room[a * ROOM_SIZE + k]]++;
        count[ST(g).room[b * ROOM_SIZE + k]]--;
    }
    for (int c = 0; c <= ALH_NUM_TYPES; c++)
        if (count[c])
            return false;
    return true;
}

/* Every room worth telling apart, each with a bounded set of payments (alh_list_mixed_payments:
 * minimal ones, the smallest overpayment first); the engine accepts any other payment of 8 or more. */
static size_t chamber_commands(const AlhGame *g, const AlhKindSet *kinds, AlhCommand *out, size_t cap)
{
    if (!alh_kinds_has(kinds, ALH_CMD_BUY_CHESTS) || g->phase != ALH_PHASE_ACTION)
        return 0;
    int p = g->current;
    AlhCardSet pays[LISTED_PAYMENTS];
    size_t n_pays = alh_list_mixed_payments(g, p, ALH_CHAMBER_PRICE, pays, LISTED_PAYMENTS);
    size_t n = 0;
    for (int room = 0; room < ROOMS; room++) {
        if (alh_chamber_room_chest(g, room, 0) < 0)
            continue;
        bool seen = false;
        for (int r = 0; r < room && !seen; r++)
            seen = alh_chamber_room_chest(g, r, 0) >= 0 && same_room(g, r, room);
        if (seen)
            continue;
        for (size_t i = 0; i < n_pays; i++) {
            if (n < cap) {
                AlhCommand c = {0};
                c.type = ALH_CMD_BUY_CHESTS;
                c.player = (uint8_t)p;
                c.slots = (uint8_t)room;
                c.cards = pays[i];
                out[n] = c;
            }
            n++;
        }
    }
    return n;
}

static void chamber_apply(AlhGame *g, const AlhCommand *c, AlhEvents *ev)
{
    int paid = 0;
    alh_check_mixed_payment(g, c->player, &c->cards, &paid);
    alh_pay(g, c->player, &c->cards, ev);
    int room = c->slots;
    int left[ROOM_SIZE], n_left = 0;
    for (int k = 0; k < ROOM_SIZE; k++) {
        left[n_left++] = ST(g).room[room * ROOM_SIZE + k] - 1;
        ST(g).room[room * ROOM_SIZE + k] = 0;
    }
    AlhEvent *e = alh_emit(ev, ALH_EV_CHESTS_BOUGHT, c->player);
    if (e) {
        e->slot = (int8_t)room;
        e->value = (int16_t)paid;
    }
    /* Each receiver in turn places every chest it can; the rest pass on. */
    int order[ALH_MAX_PLAYERS + 1];
    int receivers = alh_chamber_receivers(g, c->player, order);
    /* Every participant's buildings (holds_building), in id order, read in one pass over the tiles
     * for the receivers' chests (as free_building_of reads them). */
    uint8_t held[ALH_MAX_PLAYERS + 1][ALH_NUM_TILES];
    int n_held[ALH_MAX_PLAYERS + 1] = {0};
    for (int tile = 1; tile <= ALH_NUM_TILES; tile++) {
        const AlhTilePlace *w = &g->where[tile];
        int who = w->loc == ALH_LOC_DIRK                                                                    ? ALH_DIRK
                  : (w->loc == ALH_LOC_ALHAMBRA || w->loc == ALH_LOC_PENDING) && w->owner < ALH_MAX_PLAYERS ? w->owner
                                                                                                            : -1;
        if (who >= 0)
            held[who][n_held[who]++] = (uint8_t)tile;
    }
    for (int i = 0; i < receivers && n_left > 0; i++) {
        int kept = 0;
        for (int k = 0; k < n_left; k++) {
            int tile = free_building_of(g, held[order[i]], n_held[order[i]], left[k]);
            if (!tile) {
                left[kept++] = left[k];
                continue;
            }
            set_chest(g, tile, true);
            e = alh_emit(ev, ALH_EV_CHEST_PLACED, order[i]);
            if (e) {
                e->tile = (uint8_t)tile;
                e->slot = (int8_t)left[k];
            }
        }
        n_left = kept;
    }
    /* What nobody could place goes back to the bag before the room is refilled (R17). */
    for (int k = 0; k < n_left; k++) {
        ST(g).bag[left[k]]++;
        e = alh_emit(ev, ALH_EV_CHEST_TO_BAG, -1);
        if (e)
            e->slot = (int8_t)left[k];
    }
    refill_room(g, room, ev);
    g->bonus_action = 0; /* never an extra action, even paid exactly */
    alh_end_action(g, ev);
}

/* A building that left its owner's Alhambra (the reserve) gives its chest back to the bag. */
static void chamber_board_changed(AlhGame *g, int player, AlhEvents *ev)
{
    /* The chests' bits, in tile order: most buildings have none. */
    for (int word = 0; word < 4; word++)
        for (unsigned bits = ST(g).chests[word]; bits; bits &= bits - 1) {
            int tile = word * 16 + __builtin_ctz(bits);
            if (tile < 1 || tile > ALH_NUM_TILES)
                continue;
            uint8_t loc = g->where[tile].loc;
            if (loc == ALH_LOC_ALHAMBRA || loc == ALH_LOC_PENDING || loc == ALH_LOC_DIRK)
                continue;
            set_chest(g, tile, false);
            int colour = alh_tile_info(tile)->type;
            ST(g).bag[colour]++;
            AlhEvent *e = alh_emit(ev, ALH_EV_CHEST_LOST, loc == ALH_LOC_RESERVE ? g->where[tile].owner : player);
            if (e) {
                e->tile = (uint8_t)tile;
                e->slot = (int8_t)colour;
            }
        }
}

/* ------------------------------------------------------------------ scoring */

static void chamber_score_terms(const AlhGame *g, int round, AlhScoreDetail *out)
{
    if (round < 1 || round > 3)
        return;
    int seat[ALH_MAX_PLAYERS + 1], n = 0;
    for (int p = 0; p < g->num_players; p++)
        seat[n++] = p;
    if (alh_game_has_dirk(g))
        seat[n++] = ALH_DIRK;
    /* Ranked most first; only participants with a chest rank (R17). */
    int who[ALH_MAX_PLAYERS + 1], count[ALH_MAX_PLAYERS + 1], ranked = 0, chests[ALH_MAX_PLAYERS + 1];
    alh_chamber_counts(g, chests);
    for (int i = 0; i < n; i++) {
        int c = chests[seat[i]];
        if (c < 1)
            continue;
        int j = ranked++;
        for (; j > 0 && count[j - 1] < c; j--) {
            count[j] = count[j - 1];
            who[j] = who[j - 1];
        }
        count[j] = c;
        who[j] = seat[i];
    }
    for (int place = 0; place < ranked;) {
        int tied = 1;
        while (place + tied < ranked && count[place + tied] == count[place])
            tied++;
        int sum = 0;
        for (int k = 0; k < tied; k++)
            sum += alh_chamber_points(round, place + k);
        for (int k = 0; k < tied; k++)
            out->points[who[place + k]][ALH_SCORE_EXTRA] = (int16_t)(out->points[who[place + k]][ALH_SCORE_EXTRA] + sum / tied);
        place += tied;
    }
}

/* ------------------------------------------------------------------ state */

static bool fail(char *msg, size_t size, const char *text)
{
    alh_str_copy(msg, size, text);
    return false;
}

static bool chamber_validate(const AlhGame *g, char *msg, size_t size)
{
    int seen[ALH_NUM_TYPES] = {0};
    for (int room = 0; room < ROOMS; room++) {
        int full = 0;
        for (int k = 0; k < ROOM_SIZE; k++) {
            int c = alh_chamber_room_chest(g, room, k);
            if (c >= 0) {
                seen[c]++;
                full++;
            }
        }
        if (full != 0 && full != ROOM_SIZE)
            return fail(msg, size, "treasure chamber: a room holds some chests but not four");
        if (full == 0 && !ST(g).stopped)
            return fail(msg, size, "treasure chamber: an empty room while rooms are still refilled");
    }
    if (ST(g).chests[0] & 1u || ST(g).chests[3] & ~((1u << (ALH_NUM_TILES + 1 - 48)) - 1u))
        return fail(msg, size, "treasure chamber: a chest on a piece that is no building");
    for (int tile = 1; tile <= ALH_NUM_TILES; tile++) {
        if (!chest_on(g, tile))
            continue;
        uint8_t loc = g->where[tile].loc;
        if (loc != ALH_LOC_ALHAMBRA && loc != ALH_LOC_PENDING && loc != ALH_LOC_DIRK)
            return fail(msg, size, "treasure chamber: a chest on a building outside every Alhambra");
        seen[alh_tile_info(tile)->type]++;
    }
    for (int c = 0; c < ALH_NUM_TYPES; c++)
        if (seen[c] + ST(g).bag[c] != chest_totals[c])
            return fail(msg, size, "treasure chamber: the chests of a colour do not add up");
    return true;
}

static const AlhField chamber_fields[] = {
    ALH_FIELD_DEF(AlhTreasureChamberState, room, ALH_FIELD_INT, ROOMS *ROOM_SIZE, 0, 0, ALH_NUM_TYPES, NULL),
    ALH_FIELD_DEF(AlhTreasureChamberState, bag, ALH_FIELD_INT, ALH_NUM_TYPES, 0, 0, 9, NULL),
    ALH_FIELD_DEF(AlhTreasureChamberState, stopped, ALH_FIELD_INT, 1, 0, 0, 1, NULL),
    ALH_FIELD_DEF(AlhTreasureChamberState, chests, ALH_FIELD_BITS, 4, 0, 0, 16, NULL),
};

const AlhModule alh_module_treasure_chamber = {
    .state_offset = offsetof(AlhModState, treasure_chamber),
    .fields = chamber_fields,
    .field_count = sizeof chamber_fields / sizeof chamber_fields[0],
    .setup = chamber_setup,
    .commands = chamber_commands,
    .check = chamber_check,
    .apply = chamber_apply,
    .board_changed = chamber_board_changed,
    .score_terms = chamber_score_terms,
    .validate = chamber_validate,
};

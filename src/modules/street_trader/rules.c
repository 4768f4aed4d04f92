/* SPDX-License-Identifier: MIT */
/*
 * Street trader (expansion 3; rulebook 002 "Street Trader", 000 "Les Négociants", 003 "Le Marchand
 * ambulant"; rulings R17). 42 citizens, seven of each building colour, and a trader per player.
 *
 * Setup: every player gets one citizen of each colour and secretly keeps three on their trader
 * (CITIZENS phase before the first turn: CITIZEN_KEEP three times each, in turn order from the
 * first player; the others' choices stay hidden, and the citizens not kept join the general supply
 * only once everybody has chosen, so that the supply tells nothing of one player's choice). The
 * trader stands beside the fountain (the four sides of a lone fountain are alike: south).
 *
 * A building built on the trader's cell (bought or redesigned, any way a tile lands there) sets the
 * trader aside. In its owner's turn a choice is then due before anything else (step 1):
 * CITIZEN_HOUSE moves one citizen of the building's colour onto it, then CITIZEN_RECRUIT takes one of
 * any colour from the supply while it has some (step 2); when no citizen matches (or the tile is no
 * building of the base game: a square, a bazaar, a camp), CITIZEN_SWAP gives one back to the supply
 * and CITIZEN_RECRUIT takes one; CITIZEN_STAY does neither (R17: moving in is optional; a swap only
 * when nothing matches). At the end of the turn (after every other module's end-of-turn move, the
 * module being late in the list) the trader goes back onto any empty cell orthogonally next to a
 * tile of the Alhambra (TRADER phase, TRADER_PLACE); so does a trader left with no tile beside it by
 * a redesign. Out of its owner's turn (the end's distribution), a matching citizen moves in at once
 * and the supply's colour its owner has least on their buildings is taken: no choice can lose points
 * then.
 *
 * A building with a citizen that leaves the Alhambra sends the citizen to the supply. Each scoring
 * counts the citizens on buildings in sets of distinct colours, grouped to the owner's advantage:
 * 1..6 colours = 1/3/6/10/15/21 points (ALH_SCORE_EXTRA).
 */
#include "module.h"
#include "street_trader/street_trader.h"

#include <stddef.h>

#define ST(g) ((g)->mod.street_trader)
#define ID ALH_MOD_STREET_TRADER

static const int dx[4] = {0, 1, 0, -1}, dy[4] = {-1, 0, 1, 0};

/* ------------------------------------------------------------------ helpers */

static void trader_add(AlhGame *g, int p, int c, int n)
{
    ST(g).trader[p] = (uint32_t)((int64_t)ST(g).trader[p] + (int64_t)n * ((int64_t)1 << (4 * c)));
    ST(g).carried[p] = (uint8_t)(ST(g).carried[p] + n);
}

static void set_housed(AlhGame *g, int tile, bool on)
{
    uint32_t *w = tile <= 32 ? &ST(g).housed_lo : &ST(g).housed_hi;
    uint32_t bit = 1u << (tile <= 32 ? tile - 1 : tile - 33);
    *w = on ? *w | bit : *w & ~bit;
}

void alh_street_housed_counts(const AlhGame *g, int p, int counts[ALH_NUM_TYPES])
{
    for (int c = 0; c < ALH_NUM_TYPES; c++)
        counts[c] = 0;
    /* The housed bits, not every building: the bots ask this in every position they weigh. */
    uint64_t housed = (uint64_t)g->mod.street_trader.housed_lo | (uint64_t)g->mod.street_trader.housed_hi << 32;
    for (; housed; housed &= housed - 1) {
        int t = __builtin_ctzll(housed) + 1;
        if (t <= ALH_NUM_TILES && g->where[t].owner == p)
            counts[alh_tile_info(t)->type]++;
    }
}

/* Sets made layer by layer (every colour still present joins the next set) are the best grouping:
 * the points of a set grow faster than its size. */
int alh_street_set_points(const int counts[ALH_NUM_TYPES])
{
    int left[ALH_NUM_TYPES], points = 0;
    for (int c = 0; c < ALH_NUM_TYPES; c++)
        left[c] = counts[c];
    for (;;) {
        int size = 0;
        for (int c = 0; c < ALH_NUM_TYPES; c++)
            if (left[c] > 0) {
                left[c]--;
                size++;
            }
        if (!size)
            return points;
        points += size * (size + 1) / 2;
    }
}

bool alh_street_spot_ok(const AlhGame *g, int p, int x, int y)
{
    const AlhBoard *b = &g->players[p].board;
    if (x < -40 || x > 40 || y < -40 || y > 40 || alh_board_cell(b, x, y))
        return false;
    for (int s = 0; s < 4; s++)
        if (alh_board_cell(b, x + dx[s], y + dy[s]))
            return true;
    return false;
}

bool alh_street_trader_due(const AlhGame *g, int p)
{
    if ((ST(g).aside >> p) & 1)
        return true;
    return !alh_street_spot_ok(g, p, ST(g).x[p], ST(g).y[p]);
}

static bool is_building(int tile) { return tile >= 1 && tile <= ALH_NUM_TILES; }

static bool supply_empty(const AlhGame *g)
{
    for (int c = 0; c < ALH_NUM_TYPES; c++)
        if (ST(g).supply[c])
            return false;
    return true;
}

static AlhEvent *emit(AlhEvents *ev, int type, int p, int tile, int colour)
{
    AlhEvent *e = alh_emit(ev, type, p);
    if (e) {
        e->tile = (uint8_t)tile;
        e->value = (int16_t)colour;
    }
    return e;
}

/* ------------------------------------------------------------------ setup */

static void st_setup(AlhGame *g, AlhEvents *ev)
{
    (void)ev;
    for (int c = 0; c < ALH_NUM_TYPES; c++)
        ST(g).supply[c] = (uint8_t)(ALH_CITIZENS_PER_COLOUR - g->num_players); /* one of each is in every hand */
    for (int p = 0; p < g->num_players; p++) {
        ST(g).x[p] = 0;
        ST(g).y[p] = 1;
    }
}

static bool st_before_first_turn(AlhGame *g, AlhEvents *ev)
{
    (void)ev;
    g->phase = ALH_PHASE_CITIZENS;
    g->current = g->first_player;
    return true;
}

/* The next player, from the current one in turn order, still choosing; -1 when all have chosen. */
static int next_chooser(const AlhGame *g)
{
    for (int i = 0; i < g->num_players; i++) {
        int p = (g->current + i) % g->num_players;
        if (!((ST(g).chosen >> p) & 1))
            return p;
    }
    return -1;
}

/* Everybody has chosen: the citizens not kept go to the supply together. */
static void setup_done(AlhGame *g, AlhEvents *ev)
{
    for (int c = 0; c < ALH_NUM_TYPES; c++)
        for (int p = 0; p < g->num_players; p++)
            if (!alh_trader_count(g, p, c))
                ST(g).supply[c]++;
    ST(g).ready = 1;
    alh_start_first_turn(g, ID, ev);
}

/* ------------------------------------------------------------------ a building on the trader */

static void finish_choice(AlhGame *g, AlhEvents *ev)
{
    ST(g).landed = 0;
    ST(g).step = 0;
    if (ST(g).held) {
        ST(g).held = 0;
        alh_finish_turn(g, ev); /* the earlier modules' end-of-turn offers waited for the choice */
    }
}

/* The colour of the supply that player has least of on their buildings (lowest first), or -1. */
static int fewest_housed_colour(const AlhGame *g, int p)
{
    int counts[ALH_NUM_TYPES], best = -1;
    alh_street_housed_counts(g, p, counts);
    for (int c = 0; c < ALH_NUM_TYPES; c++)
        if (ST(g).supply[c] && (best < 0 || counts[c] < counts[best]))
            best = c;
    return best;
}

static void house(AlhGame *g, int p, int tile, AlhEvents *ev)
{
    int c = alh_tile_info(tile)->type;
    trader_add(g, p, c, -1);
    set_housed(g, tile, true);
    emit(ev, ALH_EV_CITIZEN_HOUSED, p, tile, c);
}

static void recruit(AlhGame *g, int p, int c, AlhEvents *ev)
{
    ST(g).supply[c]--;
    trader_add(g, p, c, 1);
    emit(ev, ALH_EV_CITIZEN_RECRUITED, p, 0, c);
}

/* Out of its owner's turn: what cannot lose points, at once. */
static void resolve_at_once(AlhGame *g, int p, int tile, AlhEvents *ev)
{
    if (!is_building(tile) || !alh_trader_count(g, p, alh_tile_info(tile)->type))
        return;
    house(g, p, tile, ev);
    int c = fewest_housed_colour(g, p);
    if (c >= 0)
        recruit(g, p, c, ev);
}

static void st_board_changed(AlhGame *g, int player, AlhEvents *ev)
{
    if (g->phase == ALH_PHASE_CITIZENS)
        return;
    /* Citizens of buildings that left an Alhambra go back to the supply: the housed bits walked in
     * tile order (most buildings house nobody). */
    for (int half = 0; half < 2; half++)
        for (uint32_t bits = half ? ST(g).housed_hi : ST(g).housed_lo; bits; bits &= bits - 1) {
            int t = half * 32 + 1 + __builtin_ctz(bits);
            if (t > ALH_NUM_TILES || g->where[t].loc == ALH_LOC_ALHAMBRA)
                continue;
            set_housed(g, t, false);
            int c = alh_tile_info(t)->type;
            ST(g).supply[c]++;
            emit(ev, ALH_EV_CITIZEN_LEFT, g->where[t].owner, t, c);
        }
    if ((ST(g).aside >> player) & 1)
        return;
    int tile = alh_board_cell(&g->players[player].board, ST(g).x[player], ST(g).y[player]);
    if (!tile)
        return;
    ST(g).aside |= (uint8_t)(1u << player);
    AlhEvent *e = emit(ev, ALH_EV_TRADER_ASIDE, player, tile, 0);
    if (e) {
        e->x = ST(g).x[player];
        e->y = ST(g).y[player];
    }
    bool own_turn = player == g->current && (g->phase == ALH_PHASE_ACTION || g->phase == ALH_PHASE_PLACE) &&
                    g->drawing == ALH_DRAWING_NONE && !ST(g).landed;
    if (own_turn && ST(g).carried[player]) {
        ST(g).landed = (uint8_t)tile;
        ST(g).step = 1;
    } else if (!own_turn) {
        resolve_at_once(g, player, tile, ev);
    }
}

/* The turn would end: first the choice still due, then the trader put back. */
static bool st_before_finish(AlhGame *g, AlhEvents *ev)
{
    (void)ev;
    if (ST(g).landed) {
        ST(g).held = 1;
        g->phase = ALH_PHASE_ACTION; /* no tile waits: the turn's own phase, only the choice listed */
        g->bonus_action = 0;
        return true;
    }
    if (g->phase != ALH_PHASE_ACTION && g->phase != ALH_PHASE_PLACE)
        return false;
    if (!alh_street_trader_due(g, g->current))
        return false;
    g->phase = ALH_PHASE_TRADER;
    return true;
}

/* ------------------------------------------------------------------ commands */

static AlhError st_check(const AlhGame *g, const AlhCommand *c)
{
    int p = c->player;
    if (p != g->current || p >= g->num_players)
        return ALH_ERR_WRONG_PHASE;
    int colour = c->space;
    switch (c->type) {
    case ALH_CMD_CITIZEN_KEEP:
        if (g->phase != ALH_PHASE_CITIZENS)
            return ALH_ERR_WRONG_PHASE;
        if (colour >= ALH_NUM_TYPES || alh_trader_count(g, p, colour) || ST(g).carried[p] >= ALH_TRADER_CITIZENS)
            return ALH_ERR_BAD_COMMAND;
        return ALH_OK;
    case ALH_CMD_TRADER_PLACE:
        if (g->phase != ALH_PHASE_TRADER)
            return ALH_ERR_WRONG_PHASE;
        return alh_street_spot_ok(g, p, c->x, c->y) ? ALH_OK : ALH_ERR_TRADER_SPOT;
    default: break;
    }
    if (!ST(g).landed)
        return ALH_ERR_WRONG_PHASE;
    int tile = ST(g).landed;
    bool match = is_building(tile) && alh_trader_count(g, p, alh_tile_info(tile)->type);
    switch (c->type) {
    case ALH_CMD_CITIZEN_HOUSE: return ST(g).step == 1 && match ? ALH_OK : ALH_ERR_BAD_COMMAND;
    case ALH_CMD_CITIZEN_SWAP:
        return ST(g).step == 1 && !match && colour < ALH_NUM_TYPES && alh_trader_count(g, p, colour) ? ALH_OK
                                                                                                     : ALH_ERR_BAD_COMMAND;
    case ALH_CMD_CITIZEN_STAY: return ST(g).step == 1 ? ALH_OK : ALH_ERR_BAD_COMMAND;
    case ALH_CMD_CITIZEN_RECRUIT:
        return ST(g).step == 2 && colour < ALH_NUM_TYPES && ST(g).supply[colour] ? ALH_OK : ALH_ERR_BAD_COMMAND;
    default: return ALH_ERR_BAD_COMMAND;
    }
}

static void st_apply(AlhGame *g, const AlhCommand *c, AlhEvents *ev)
{
    int p = c->player, colour = c->space;
    switch (c->type) {
    case ALH_CMD_CITIZEN_KEEP: {
        trader_add(g, p, colour, 1);
        if (ST(g).carried[p] < ALH_TRADER_CITIZENS)
            return;
        ST(g).chosen |= (uint8_t)(1u << p);
        emit(ev, ALH_EV_CITIZENS_KEPT, p, 0, 0); /* which ones stays secret */
        int next = next_chooser(g);
        if (next < 0)
            setup_done(g, ev);
        else
            g->current = (uint8_t)next;
        return;
    }
    case ALH_CMD_TRADER_PLACE: {
        ST(g).x[p] = c->x;
        ST(g).y[p] = c->y;
        ST(g).aside &= (uint8_t) ~(1u << p);
        AlhEvent *e = emit(ev, ALH_EV_TRADER_PLACED, p, 0, 0);
        if (e) {
            e->x = c->x;
            e->y = c->y;
        }
        g->phase = ALH_PHASE_ACTION;
        alh_resume_finish_turn(g, ID, ev);
        return;
    }
    case ALH_CMD_CITIZEN_HOUSE:
        house(g, p, ST(g).landed, ev);
        if (supply_empty(g))
            finish_choice(g, ev);
        else
            ST(g).step = 2;
        return;
    case ALH_CMD_CITIZEN_SWAP:
        trader_add(g, p, colour, -1);
        ST(g).supply[colour]++;
        emit(ev, ALH_EV_CITIZEN_SWAPPED, p, 0, colour);
        ST(g).step = 2;
        return;
    case ALH_CMD_CITIZEN_RECRUIT:
        recruit(g, p, colour, ev);
        finish_choice(g, ev);
        return;
    default: /* CITIZEN_STAY */ finish_choice(g, ev); return;
    }
}

static size_t push(AlhCommand *out, size_t n, size_t cap, int type, int p, int colour, int x, int y)
{
    if (n < cap) {
        AlhCommand c = {0};
        c.type = (uint8_t)type;
        c.player = (uint8_t)p;
        c.space = (uint8_t)colour;
        c.x = (int8_t)x;
        c.y = (int8_t)y;
        out[n] = c;
    }
    return n + 1;
}

static size_t st_commands(const AlhGame *g, const AlhKindSet *kinds, AlhCommand *out, size_t cap)
{
    (void)kinds; /* a few commands: listed whole */
    int p = g->current;
    size_t n = 0;
    if (g->phase == ALH_PHASE_CITIZENS) {
        for (int c = 0; c < ALH_NUM_TYPES; c++)
            if (!alh_trader_count(g, p, c))
                n = push(out, n, cap, ALH_CMD_CITIZEN_KEEP, p, c, 0, 0);
        return n;
    }
    if (g->phase == ALH_PHASE_TRADER) {
        const AlhBoard *b = &g->players[p].board;
        for (int y = b->min_y - 1; y <= b->max_y + 1; y++)
            for (int x = b->min_x - 1; x <= b->max_x + 1; x++)
                if (alh_street_spot_ok(g, p, x, y))
                    n = push(out, n, cap, ALH_CMD_TRADER_PLACE, p, 0, x, y);
        return n;
    }
    if (!ST(g).landed)
        return 0;
    if (ST(g).step == 2) {
        for (int c = 0; c < ALH_NUM_TYPES; c++)
            if (ST(g).supply[c])
                n = push(out, n, cap, ALH_CMD_CITIZEN_RECRUIT, p, c, 0, 0);
        return n;
    }
    int tile = ST(g).landed;
    if (is_building(tile) && alh_trader_count(g, p, alh_tile_info(tile)->type)) {
        n = push(out, n, cap, ALH_CMD_CITIZEN_HOUSE, p, 0, 0, 0);
    } else {
        for (int c = 0; c < ALH_NUM_TYPES; c++)
            if (alh_trader_count(g, p, c))
                n = push(out, n, cap, ALH_CMD_CITIZEN_SWAP, p, c, 0, 0);
    }
    return push(out, n, cap, ALH_CMD_CITIZEN_STAY, p, 0, 0, 0);
}

static bool own_kind(int type) { return type >= ALH_CMD_CITIZEN_KEEP && type <= ALH_CMD_TRADER_PLACE; }

/* While the setup's choice, a building's choice or the trader's return is due, nothing else. */
static AlhError st_veto(const AlhGame *g, const AlhCommand *c)
{
    if (g->phase == ALH_PHASE_CITIZENS || g->phase == ALH_PHASE_TRADER || ST(g).landed)
        return own_kind(c->type) ? ALH_OK : ALH_ERR_WRONG_PHASE;
    return ALH_OK;
}

static bool st_is_free(int type) { return own_kind(type); }

/* ------------------------------------------------------------------ scoring */

static void st_score_terms(const AlhGame *g, int round, AlhScoreDetail *out)
{
    (void)round;
    for (int p = 0; p < g->num_players; p++) {
        int counts[ALH_NUM_TYPES];
        alh_street_housed_counts(g, p, counts);
        out->points[p][ALH_SCORE_EXTRA] = (int16_t)(out->points[p][ALH_SCORE_EXTRA] + alh_street_set_points(counts));
    }
}

/* ------------------------------------------------------------------ views and guesses */

/* The citizens of each colour no place the viewer sees holds: the other traders' (and, while
 * choosing, the hands'). */
static void unseen_citizens(const AlhGame *g, int viewer, int pool[ALH_NUM_TYPES])
{
    int housed[ALH_NUM_TYPES] = {0};
    for (int t = 1; t <= ALH_NUM_TILES; t++)
        if (alh_tile_housed(g, t))
            housed[alh_tile_info(t)->type]++;
    for (int c = 0; c < ALH_NUM_TYPES; c++)
        pool[c] = ALH_CITIZENS_PER_COLOUR - ST(g).supply[c] - housed[c] - alh_trader_count(g, viewer, c);
}

/* Guessing a view back: the other traders' citizens dealt again from those unseen (while choosing,
 * each keeps as many distinct colours as they have chosen). */
static void st_determinize(AlhGame *g, int viewer, AlhRng *rng)
{
    if (!ST(g).ready) {
        for (int p = 0; p < g->num_players; p++) {
            if (p == viewer)
                continue;
            uint8_t colours[ALH_NUM_TYPES] = {0, 1, 2, 3, 4, 5};
            alh_shuffle_bytes(rng, colours, ALH_NUM_TYPES);
            int k = ST(g).carried[p];
            ST(g).trader[p] = 0;
            ST(g).carried[p] = 0;
            for (int i = 0; i < k; i++)
                trader_add(g, p, colours[i], 1);
        }
        return;
    }
    int pool[ALH_NUM_TYPES];
    uint8_t bag[ALH_NUM_TYPES * ALH_CITIZENS_PER_COLOUR];
    int n = 0;
    unseen_citizens(g, viewer, pool);
    for (int c = 0; c < ALH_NUM_TYPES; c++)
        for (int k = 0; k < pool[c]; k++)
            bag[n++] = (uint8_t)c;
    alh_shuffle_bytes(rng, bag, n);
    int next = 0;
    for (int p = 0; p < g->num_players; p++) {
        if (p == viewer)
            continue;
        int k = ST(g).carried[p];
        ST(g).trader[p] = 0;
        ST(g).carried[p] = 0;
        for (int i = 0; i < k && next < n; i++)
            trader_add(g, p, bag[next++], 1);
    }
}

static bool fail(char *msg, size_t size, const char *text)
{
    alh_str_copy(msg, size, text);
    return false;
}

static bool st_validate(const AlhGame *g, char *msg, size_t size)
{
    int on_buildings[ALH_NUM_TYPES] = {0};
    for (int t = 1; t <= ALH_NUM_TILES; t++)
        if (alh_tile_housed(g, t)) {
            if (g->where[t].loc != ALH_LOC_ALHAMBRA)
                return fail(msg, size, "street trader: a citizen on a building outside an Alhambra");
            on_buildings[alh_tile_info(t)->type]++;
        }
    if (ST(g).housed_hi >> (ALH_NUM_TILES - 32))
        return fail(msg, size, "street trader: a citizen on no building");
    /* Until everybody has chosen (the setup), each player holds one citizen of each colour, kept on
     * the trader or still in hand; `chosen` marks those done, the supply is filled at the end. */
    bool setup = !ST(g).ready;
    if ((g->phase == ALH_PHASE_CITIZENS && !setup) || (ST(g).chosen >> g->num_players))
        return fail(msg, size, "street trader: the setup's choice after the setup");
    for (int c = 0; c < ALH_NUM_TYPES; c++) {
        int total = ST(g).supply[c] + on_buildings[c];
        for (int p = 0; p < g->num_players; p++) {
            int k = alh_trader_count(g, p, c);
            total += setup ? 1 : k;
            if (setup && k > 1)
                return fail(msg, size, "street trader: a colour kept twice in the setup");
        }
        if (total != ALH_CITIZENS_PER_COLOUR)
            return fail(msg, size, "street trader: the citizens of a colour do not add up to seven");
    }
    for (int p = 0; p < ALH_MAX_PLAYERS; p++) {
        int sum = 0;
        for (int c = 0; c < ALH_NUM_TYPES; c++)
            sum += alh_trader_count(g, p, c);
        if (sum != ST(g).carried[p] || (ST(g).trader[p] >> 24))
            return fail(msg, size, "street trader: a trader's count does not match its citizens");
        if (p >= g->num_players)
            continue;
        if (!((ST(g).aside >> p) & 1) && alh_board_cell(&g->players[p].board, ST(g).x[p], ST(g).y[p]))
            return fail(msg, size, "street trader: a trader stands on a tile");
    }
    if (ST(g).aside >> g->num_players)
        return fail(msg, size, "street trader: a trader set aside for no player");
    if (!ST(g).landed != !ST(g).step || (ST(g).landed && !alh_tile_is_piece(ST(g).landed)))
        return fail(msg, size, "street trader: a citizen's choice without its building");
    if (ST(g).landed && (g->phase != ALH_PHASE_ACTION && g->phase != ALH_PHASE_PLACE))
        return fail(msg, size, "street trader: a citizen's choice outside a turn");
    if (ST(g).held && !ST(g).landed)
        return fail(msg, size, "street trader: the turn's end held for no choice");
    if (g->phase == ALH_PHASE_TRADER && !alh_street_trader_due(g, g->current))
        return fail(msg, size, "street trader: the trader's return asked while it stands");
    return true;
}

static const AlhField st_fields[] = {
    ALH_FIELD_DEF(AlhStreetTraderState, trader, ALH_FIELD_INT, ALH_MAX_PLAYERS, ALH_FIELD_PER_PLAYER | ALH_FIELD_SECRET, 0,
                  0x333333, NULL),
    ALH_FIELD_DEF(AlhStreetTraderState, carried, ALH_FIELD_INT, ALH_MAX_PLAYERS, ALH_FIELD_PER_PLAYER, 0, ALH_TRADER_CITIZENS,
                  NULL),
    ALH_FIELD_DEF(AlhStreetTraderState, supply, ALH_FIELD_INT, ALH_NUM_TYPES, 0, 0, ALH_CITIZENS_PER_COLOUR, NULL),
    ALH_FIELD_DEF(AlhStreetTraderState, housed_lo, ALH_FIELD_BITS, 1, 0, 0, 32, NULL),
    ALH_FIELD_DEF(AlhStreetTraderState, housed_hi, ALH_FIELD_BITS, 1, 0, 0, ALH_NUM_TILES - 32, NULL),
    ALH_FIELD_DEF(AlhStreetTraderState, x, ALH_FIELD_INT, ALH_MAX_PLAYERS, ALH_FIELD_PER_PLAYER | ALH_FIELD_SIGNED, -40, 40,
                  NULL),
    ALH_FIELD_DEF(AlhStreetTraderState, y, ALH_FIELD_INT, ALH_MAX_PLAYERS, ALH_FIELD_PER_PLAYER | ALH_FIELD_SIGNED, -40, 40,
                  NULL),
    ALH_FIELD_DEF(AlhStreetTraderState, chosen, ALH_FIELD_PLAYERS, 1, 0, 0, 0, NULL),
    ALH_FIELD_DEF(AlhStreetTraderState, ready, ALH_FIELD_INT, 1, 0, 0, 1, NULL),
    ALH_FIELD_DEF(AlhStreetTraderState, aside, ALH_FIELD_PLAYERS, 1, 0, 0, 0, NULL),
    ALH_FIELD_DEF(AlhStreetTraderState, landed, ALH_FIELD_INT, 1, 0, 0, ALH_TILE_MAX, NULL),
    ALH_FIELD_DEF(AlhStreetTraderState, step, ALH_FIELD_INT, 1, 0, 0, 2, NULL),
    ALH_FIELD_DEF(AlhStreetTraderState, held, ALH_FIELD_INT, 1, 0, 0, 1, NULL),
};

const AlhModule alh_module_street_trader = {
    .state_offset = offsetof(AlhModState, street_trader),
    .fields = st_fields,
    .field_count = sizeof st_fields / sizeof st_fields[0],
    .setup = st_setup,
    .before_first_turn = st_before_first_turn,
    .commands = st_commands,
    .check = st_check,
    .apply = st_apply,
    .veto = st_veto,
    .veto_by_kind = true,
    .is_free = st_is_free,
    .board_changed = st_board_changed,
    .before_finish = st_before_finish,
    .score_terms = st_score_terms,
    .validate = st_validate,
    .determinize = st_determinize,
};

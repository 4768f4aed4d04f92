/* SPDX-License-Identifier: MIT */
/*
 * Invaders (expansion 4; rulebook 002 "Invaders", 000 "Les Envahisseurs", 004 "L'Attaquant";
 * rulings R15, R16; rules-inventory M15). Four invasion cards, one per direction
 * (invaders.csv), shuffled face down; six scout cards, one per building type, shuffled with two
 * face up.
 *
 * Right after each scoring the top invasion card comes up (all roofs point north): every side of
 * a player's Alhambra open to that direction costs 1 point after scoring 1, 2 after scoring 2, 3
 * after scoring 3, when each side open to either neighbouring direction also costs 1. A side is
 * open when it shows no wall (printed or built) and no tile of the Alhambra stands across it (000:
 * "sur le bord de votre Alhambra"; rules-inventory section 2 row 13); the fountain counts, pieces
 * outside the walls (camps) do not. The score never goes below 0. The losses go into the round's
 * detail (ALH_SCORE_EXTRA) through settle_scoring, so that previews never draw the hidden card.
 *
 * A purchase paid exactly (the vizier and the Rich Patron count, their hooks say exact) of a
 * building whose type a face-up scout shows gives the buyer that scout: they look at the top
 * invasion card (the knowledge stays theirs until it comes up), and the scout is discarded, not
 * replaced. After scorings 1 and 2 the scouts left are removed and two new ones turned up.
 *
 * The open variant (module invaders-open, on alone or with this one): the top invasion card lies
 * face up, no scouts; after each scoring the card used leaves and the next is face up.
 */
#include "module.h"
#include "invaders/invaders.h"
#include "invaders/rules_shared.h"

#include <stddef.h>

#define ST(g) (*(AlhInvadersState *)alh_invaders_state(g)) /* a game the hook may change */

int alh_invasion_side(int card) { return card >= 0 && card < ALH_INVASION_CARDS ? alh_invaders_card_rows[card].attack_from : -1; }

int alh_scout_type(int scout)
{
    return scout >= 0 && scout < ALH_SCOUT_CARDS ? alh_invaders_card_rows[ALH_INVASION_CARDS + scout].scout_type : -1;
}

bool alh_invaders_open(const AlhGame *g) { return alh_module_on(g, ALH_MOD_INVADERS_OPEN); }

static const int side_dx[4] = {0, 1, 0, -1};
static const int side_dy[4] = {-1, 0, 1, 0};

/* A tile of the Alhambra proper: the fountain and every piece but those outside the walls. */
static bool inside_piece(int tile)
{
    if (!tile)
        return false;
    const AlhTileInfo *info = alh_tile_info(tile);
    return !info || !(info->flags & ALH_TILE_OUTSIDE);
}

bool alh_invaders_side_exposed(const AlhGame *g, int player, int x, int y, int side)
{
    if (player < 0 || player >= g->num_players || side < 0 || side > 3)
        return false;
    const AlhBoard *b = &g->players[player].board;
    if (!inside_piece(alh_board_tile_at(b, x, y)) || inside_piece(alh_board_tile_at(b, x + side_dx[side], y + side_dy[side])))
        return false;
    return !alh_side_is_wall(g, player, x, y, side);
}

/* The cells of row y (bit x & 63) that hold a piece of the Alhambra proper. */
static uint64_t inside_row(const AlhBoard *b, int y)
{
    unsigned r = (unsigned)y & (ALH_GRID - 1);
    uint64_t row = b->occupied[r];
    if (!b->outside_count || !row)
        return row;
    uint64_t inside = 0;
    int i = b->row_start[r]; /* a row's tiles are stored in the order of their bits */
    for (uint64_t bits = row; bits; bits &= bits - 1, i++)
        if (inside_piece(b->tiles[i]))
            inside |= bits & (~bits + 1);
    return inside;
}

/*
 * Row by row on the board's bit rows: a side faces out where no piece of the Alhambra proper stands
 * across it, and only those sides are read for a wall (the bots ask this for every player in every
 * position they weigh).
 */
void alh_invaders_exposed_all(const AlhGame *g, int player, int out[4])
{
    out[0] = out[1] = out[2] = out[3] = 0;
    if (player < 0 || player >= g->num_players)
        return;
    const AlhBoard *b = &g->players[player].board;
    AlhPlaceView view = alh_place_view_walls(g, player);
    uint64_t above = inside_row(b, b->min_y - 1), here = inside_row(b, b->min_y);
    for (int y = b->min_y; y <= b->max_y; y++) {
        uint64_t below = inside_row(b, y + 1);
        uint64_t open[4] = {
            here & ~above,                        /* north */
            here & ~((here >> 1) | (here << 63)), /* east: the cell at bit c + 1 */
            here & ~below,                        /* south */
            here & ~((here << 1) | (here >> 63)), /* west: the cell at bit c - 1 */
        };
        unsigned r = (unsigned)y & (ALH_GRID - 1);
        for (uint64_t bits = open[0] | open[1] | open[2] | open[3]; bits; bits &= bits - 1) {
            int c = __builtin_ctzll(bits);
            int x = ((c - b->min_x) & (ALH_GRID - 1)) + b->min_x;
            int tile = b->tiles[b->row_start[r] + alh_popcount64(b->occupied[r] & (((uint64_t)1 << c) - 1))];
            for (int side = 0; side < 4; side++)
                if ((open[side] >> c) & 1)
                    out[side] += alh_place_edge(&view, tile, x, y, side) != ALH_EDGE_WALL;
        }
        above = here;
        here = below;
    }
}

int alh_invaders_exposed(const AlhGame *g, int player, int side)
{
    int all[4];
    alh_invaders_exposed_all(g, player, all);
    return side >= 0 && side < 4 ? all[side] : 0;
}

int alh_invaders_penalty_of(const int exposed[4], int round, int side)
{
    if (round < 1 || round > 3 || side < 0 || side > 3)
        return 0;
    int points = round * exposed[side];
    if (round == 3)
        points += exposed[(side + 1) & 3] + exposed[(side + 3) & 3];
    return points;
}

int alh_invaders_penalty(const AlhGame *g, int player, int round, int side)
{
    int exposed[4];
    alh_invaders_exposed_all(g, player, exposed);
    return alh_invaders_penalty_of(exposed, round, side);
}

int alh_invaders_top_known(const AlhGame *g, int viewer)
{
    const AlhInvadersState *s = alh_invaders_state(g);
    if (s->used >= ALH_INVASION_CARDS)
        return -1;
    bool knows = alh_invaders_open(g) || (viewer >= 0 && viewer < g->num_players && ((s->knows >> viewer) & 1));
    return knows ? alh_invasion_side(s->deck[s->used]) : -1;
}

int alh_invaders_last(const AlhGame *g)
{
    const AlhInvadersState *s = alh_invaders_state(g);
    return s->used ? alh_invasion_side(s->deck[s->used - 1]) : -1;
}

unsigned alh_invaders_scout_types(const AlhGame *g)
{
    unsigned types = 0;
    const AlhInvadersState *s = alh_invaders_state(g);
    for (int i = 0; i < ALH_SCOUT_CARDS; i++)
        if ((s->up >> i) & 1)
            types |= 1u << alh_scout_type(s->scouts[i]);
    return types;
}

/* ------------------------------------------------------------------ setup */

static void turn_scouts(AlhGame *g, AlhEvents *ev)
{
    AlhInvadersState *s = &ST(g);
    s->up = 0;
    if (alh_invaders_open(g))
        return;
    for (int k = 0; k < 2 && s->turned < ALH_SCOUT_CARDS; k++)
        s->up |= (uint8_t)(1u << s->turned++);
    AlhEvent *e = alh_emit(ev, ALH_EV_SCOUTS_TURNED, -1);
    if (e)
        e->value = (int16_t)alh_invaders_scout_types(g);
}

void alh_invaders_setup(AlhGame *g, AlhEvents *ev)
{
    AlhInvadersState *s = &ST(g);
    *s = (AlhInvadersState){0};
    for (int i = 0; i < ALH_INVASION_CARDS; i++)
        s->deck[i] = (uint8_t)i;
    for (int i = 0; i < ALH_SCOUT_CARDS; i++)
        s->scouts[i] = (uint8_t)i;
    /* Shuffled on a stream of their own from the game's seed (secret like it), so that switching the
     * module on deals every other piece of a seed's game the same. */
    AlhRng rng;
    alh_rng_seed(&rng, g->seed, 0x696E766164657273ull /* "invaders" */);
    alh_shuffle_bytes(&rng, s->deck, ALH_INVASION_CARDS);
    alh_shuffle_bytes(&rng, s->scouts, ALH_SCOUT_CARDS);
    turn_scouts(g, ev);
}

/* ------------------------------------------------------------------ scouts */

void alh_invaders_tile_bought(AlhGame *g, int player, int tile, int paid, bool exact, AlhEvents *ev)
{
    (void)paid;
    AlhInvadersState *s = &ST(g);
    const AlhTileInfo *info = alh_tile_info(tile);
    if (!exact || !info || info->type >= ALH_NUM_TYPES || s->used >= ALH_INVASION_CARDS)
        return;
    for (int i = 0; i < ALH_SCOUT_CARDS; i++) {
        if (!((s->up >> i) & 1) || alh_scout_type(s->scouts[i]) != info->type)
            continue;
        s->up &= (uint8_t) ~(1u << i);
        s->knows |= (uint8_t)(1u << player);
        AlhEvent *e = alh_emit(ev, ALH_EV_SCOUT_TAKEN, player);
        if (e) {
            e->value = info->type; /* what was seen is not in the event: events are public */
            e->tile = (uint8_t)tile;
        }
        return;
    }
}

/* ------------------------------------------------------------------ the invasion */

void alh_invaders_settle(AlhGame *g, int round, AlhScoreDetail *out, AlhEvents *ev)
{
    (void)ev;
    AlhInvadersState *s = &ST(g);
    if (s->used >= ALH_INVASION_CARDS)
        return;
    int side = alh_invasion_side(s->deck[s->used]);
    for (int p = 0; p < g->num_players; p++) {
        int before = g->players[p].score;
        for (int c = 0; c < ALH_SCORE_CATEGORIES; c++)
            before += out->points[p][c];
        int loss = alh_invaders_penalty(g, p, round, side);
        if (loss > before)
            loss = before > 0 ? before : 0;
        out->points[p][ALH_SCORE_EXTRA] = (int16_t)(out->points[p][ALH_SCORE_EXTRA] - loss);
        s->lost[p] = (uint16_t)loss;
    }
    s->used++;
    s->knows = 0;
}

void alh_invaders_after_scoring(AlhGame *g, int round, AlhEvents *ev)
{
    AlhInvadersState *s = &ST(g);
    if (!s->used)
        return;
    int side = alh_invaders_last(g);
    AlhEvent *e = alh_emit(ev, ALH_EV_INVASION, -1);
    if (e) {
        e->round = (uint8_t)round;
        e->value = (int16_t)side;
        e->card = s->deck[s->used - 1];
    }
    for (int p = 0; p < g->num_players; p++) {
        e = alh_emit(ev, ALH_EV_INVASION_LOSS, p);
        if (e) {
            e->round = (uint8_t)round;
            e->value = (int16_t)s->lost[p];
            e->x = (int8_t)alh_invaders_exposed(g, p, side);
            e->y = (int8_t)(round == 3 ? alh_invaders_exposed(g, p, (side + 1) & 3) + alh_invaders_exposed(g, p, (side + 3) & 3)
                                       : 0);
        }
    }
    if (round < 3)
        turn_scouts(g, ev);
}

/* ------------------------------------------------------------------ views */

static void sort_bytes(uint8_t *a, int n)
{
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && a[j] < a[j - 1]; j--) {
            uint8_t t = a[j];
            a[j] = a[j - 1];
            a[j - 1] = t;
        }
}

/* Cards the viewer cannot see, from index first of the deck (the top card too unless known). */
static int hidden_from(const AlhGame *g, int viewer)
{
    const AlhInvadersState *s = alh_invaders_state(g);
    return s->used + (alh_invaders_top_known(g, viewer) >= 0 ? 1 : 0);
}

/* What the viewer cannot see is put in a fixed order: which cards are left is public. */
void alh_invaders_hide(AlhGame *v, int viewer)
{
    AlhInvadersState *s = &ST(v);
    int from = hidden_from(v, viewer);
    sort_bytes(s->deck + from, ALH_INVASION_CARDS - from);
    sort_bytes(s->scouts + s->turned, ALH_SCOUT_CARDS - s->turned);
}

void alh_invaders_determinize(AlhGame *g, int viewer, AlhRng *rng)
{
    AlhInvadersState *s = &ST(g);
    int from = hidden_from(g, viewer);
    alh_shuffle_bytes(rng, s->deck + from, ALH_INVASION_CARDS - from);
    alh_shuffle_bytes(rng, s->scouts + s->turned, ALH_SCOUT_CARDS - s->turned);
}

static bool is_permutation(const uint8_t *a, int n)
{
    unsigned seen = 0;
    for (int i = 0; i < n; i++) {
        if (a[i] >= n || ((seen >> a[i]) & 1))
            return false;
        seen |= 1u << a[i];
    }
    return true;
}

bool alh_invaders_validate(const AlhGame *g, char *msg, size_t size)
{
    const AlhInvadersState *s = alh_invaders_state(g);
    if (!is_permutation(s->deck, ALH_INVASION_CARDS) || !is_permutation(s->scouts, ALH_SCOUT_CARDS)) {
        alh_str_copy(msg, size, "invaders: the invasion or scout cards are not each card once");
        return false;
    }
    /* One card after each scoring held: as many as scorings_done, except that a game can end before
     * the second scoring card is drawn, and the final scoring (round 3) then follows the first. */
    if (s->used > g->scorings_done || (s->used < g->scorings_done && !(g->scorings_done == 3 && s->used == 2))) {
        alh_str_copy(msg, size, "invaders: one invasion card comes up after each scoring");
        return false;
    }
    bool open = alh_invaders_open(g);
    /* Two scouts at the start and two after each of the first two scorings held: after the final
     * scoring, the invasion cards used less that one (a game that ended before the second scoring
     * card was drawn held only the first). */
    int early_scorings = g->scorings_done == 3 ? s->used - 1 : s->used;
    int turned = open ? 0 : 2 + 2 * early_scorings;
    if (s->turned != turned || (s->up & ~(3u << (turned >= 2 ? turned - 2 : 0)) & 0x3F) || (open && (s->up || s->knows))) {
        alh_str_copy(msg, size, "invaders: the scouts turned up do not match the scorings done");
        return false;
    }
    for (int p = g->num_players; p < ALH_MAX_PLAYERS; p++)
        if (s->lost[p]) {
            alh_str_copy(msg, size, "invaders: a loss for an empty seat");
            return false;
        }
    return true;
}

const AlhField alh_invaders_fields[] = {
    ALH_FIELD_DEF(AlhInvadersState, deck, ALH_FIELD_INT, ALH_INVASION_CARDS, 0, 0, ALH_INVASION_CARDS - 1, NULL),
    ALH_FIELD_DEF(AlhInvadersState, used, ALH_FIELD_INT, 1, 0, 0, 3, NULL),
    ALH_FIELD_DEF(AlhInvadersState, knows, ALH_FIELD_PLAYERS, 1, 0, 0, 0, NULL),
    ALH_FIELD_DEF(AlhInvadersState, scouts, ALH_FIELD_INT, ALH_SCOUT_CARDS, 0, 0, ALH_SCOUT_CARDS - 1, NULL),
    ALH_FIELD_DEF(AlhInvadersState, turned, ALH_FIELD_INT, 1, 0, 0, ALH_SCOUT_CARDS, NULL),
    ALH_FIELD_DEF(AlhInvadersState, up, ALH_FIELD_BITS, 1, 0, 0, ALH_SCOUT_CARDS, NULL),
    ALH_FIELD_DEF(AlhInvadersState, lost, ALH_FIELD_INT, ALH_MAX_PLAYERS, ALH_FIELD_PER_PLAYER, 0, 1000, NULL),
};
_Static_assert(sizeof alh_invaders_fields / sizeof alh_invaders_fields[0] == ALH_INVADERS_FIELD_COUNT,
               "ALH_INVADERS_FIELD_COUNT");

const AlhModule alh_module_invaders = {
    .state_offset = offsetof(AlhModState, invaders),
    .fields = alh_invaders_fields,
    .field_count = sizeof alh_invaders_fields / sizeof alh_invaders_fields[0],
    .setup = alh_invaders_setup,
    .tile_bought = alh_invaders_tile_bought,
    .settle_scoring = alh_invaders_settle,
    .after_scoring = alh_invaders_after_scoring,
    .validate = alh_invaders_validate,
    .hide = alh_invaders_hide,
    .determinize = alh_invaders_determinize,
};

/* SPDX-License-Identifier: MIT */
/*
 * Reading a game from JSON: complete saves as written by json_state_write.c, and hand-written
 * partial positions whose missing parts are filled in (docs/save-format.md lists the defaults).
 * Everything is built in a scratch game; the caller's game changes only when all checks pass.
 */
#include "persist/json_state.h"
#include "persist/notation.h"
#include "json_path.h"
#include "state_places.h"
#include "json_state_modules.h"
#include "persist/module_persist.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SHUFFLE_STREAM 0x706f736974696f6eULL /* "position": fills in what a position leaves out */
#define COORD_LIMIT 54                       /* an Alhambra of 54 tiles spans at most 54 cells */

enum { DEST_HAND, DEST_DISPLAY, DEST_DISCARD, DEST_DECK };

/* A money card named somewhere in the file, resolved to one physical card after all are read. */
typedef struct CardRef {
    int currency, value, copy; /* copy -1: any free copy */
    int exact;                 /* a card that is not money (a module's), or -1 */
    int dest, index;           /* DEST_*; player, display slot or deck position */
    char path[ALH_JPATH_MAX];
} CardRef;

typedef struct Loader {
    AlhJsonError err;
    AlhGame g;
    AlhRng fill_rng;                               /* shuffles what the position leaves out */
    char tile_path[ALH_TILE_SLOTS][ALH_JPATH_MAX]; /* where each tile was named, "" if not yet */
    CardRef refs[ALH_CARD_ID_MAX];
    int ref_count;
    int ref_of_card[ALH_CARD_ID_MAX]; /* index into refs, -1 if the card is nowhere */
    bool scoring_in_deck[2];
    bool deck_given, bag_given, display_given, market_given, phase_given;
    int version;                    /* of the file: 1 or ALH_STATE_FORMAT_VERSION */
    json_t *known[ALH_MAX_PLAYERS]; /* read after the hands they refer to */
} Loader;

static bool failed(const Loader *l) { return l->err.failed; }

/* ------------------------------------------------------------------ tiles */

static bool claim_tile(Loader *l, const json_t *v, const char *path, int *tile)
{
    long long t;
    if (!alh_jint(v, path, 1, ALH_TILE_MAX, &t, &l->err))
        return false;
    if (!alh_tile_is_piece((int)t))
        return alh_jfail(&l->err, path, "%lld is the fountain, which never moves", t);
    if (l->tile_path[t][0])
        return alh_jfail(&l->err, path, "tile %lld is named twice: also at %s", t, l->tile_path[t]);
    snprintf(l->tile_path[t], ALH_JPATH_MAX, "%s", path);
    *tile = (int)t;
    return true;
}

static void set_place(Loader *l, int tile, int loc, int owner, int x, int y)
{
    l->g.where[tile] = alh_place_plain(loc, owner, x, y);
}

/* A list of tile ids, each put at loc for owner. */
static bool read_tile_list(Loader *l, const json_t *list, const char *path, int loc, int owner)
{
    size_t i;
    json_t *v;
    json_array_foreach(list, i, v) {
        char p[ALH_JPATH_MAX];
        int tile = 0; /* set by claim_tile on success; initialised for the compiler */
        if (!claim_tile(l, v, alh_jpath_index(p, path, i), &tile))
            return false;
        set_place(l, tile, loc, owner, 0, 0);
    }
    return true;
}

static bool read_alhambra(Loader *l, const json_t *list, const char *path, int player)
{
    static const char *const keys[] = {"tile", "x", "y", NULL};
    int at[2 * COORD_LIMIT + 1][2 * COORD_LIMIT + 1];
    memset(at, 0, sizeof at);
    size_t i;
    json_t *v;
    json_array_foreach(list, i, v) {
        char p[ALH_JPATH_MAX], q[ALH_JPATH_MAX];
        alh_jpath_index(p, path, i);
        if (!json_is_object(v))
            return alh_jfail(&l->err, p, "expected {\"tile\": id, \"x\": x, \"y\": y}");
        if (!alh_jonly_keys(v, p, keys, &l->err))
            return false;
        long long x, y;
        int tile;
        json_t *tv = json_object_get(v, "tile");
        if (!tv)
            return alh_jfail(&l->err, p, "missing \"tile\"");
        if (!json_object_get(v, "x") || !json_object_get(v, "y"))
            return alh_jfail(&l->err, p, "missing \"%s\": a tile in the Alhambra needs x and y",
                             json_object_get(v, "x") ? "y" : "x");
        if (!claim_tile(l, tv, alh_jpath_key(q, p, "tile"), &tile) ||
            !alh_jint(json_object_get(v, "x"), alh_jpath_key(q, p, "x"), -COORD_LIMIT, COORD_LIMIT, &x, &l->err) ||
            !alh_jint(json_object_get(v, "y"), alh_jpath_key(q, p, "y"), -COORD_LIMIT, COORD_LIMIT, &y, &l->err))
            return false;
        if (x == 0 && y == 0)
            return alh_jfail(&l->err, p, "0,0 is the fountain's place");
        int *cell = &at[y + COORD_LIMIT][x + COORD_LIMIT];
        if (*cell)
            return alh_jfail(&l->err, p, "spot %lld,%lld already holds tile %d", x, y, *cell);
        *cell = tile;
        set_place(l, tile, ALH_LOC_ALHAMBRA, player, (int)x, (int)y);
    }
    return true;
}

/* ------------------------------------------------------------------ cards */

static bool add_card_ref(Loader *l, const json_t *v, const char *path, int dest, int index)
{
    if (!json_is_string(v))
        return alh_jfail(&l->err, path, "expected a card such as \"den5\" (den, dir, duc, flo and a value 1..9)");
    if (l->ref_count == ALH_CARD_ID_MAX)
        return alh_jfail(&l->err, path, "more cards than the game has");
    CardRef *r = &l->refs[l->ref_count];
    r->exact = alh_card_parse_other(json_string_value(v));
    if (r->exact == ALH_CARD_SCORING_1 || r->exact == ALH_CARD_SCORING_2)
        return alh_jfail(&l->err, path, "scoring cards are only ever in the deck");
    if (r->exact >= 0) {
        if ((dest == DEST_HAND || dest == DEST_DISCARD) && !alh_card_fits_hand(r->exact))
            return alh_jfail(&l->err, path, "\"%s\" is never %s", json_string_value(v),
                             dest == DEST_HAND ? "held in a hand" : "on the discard pile");
        r->dest = dest;
        r->index = index;
        snprintf(r->path, sizeof r->path, "%s", path);
        l->ref_count++;
        return true;
    }
    if (!alh_card_parse(json_string_value(v), &r->currency, &r->value, &r->copy))
        return alh_jfail(&l->err, path,
                         "\"%s\" is not a money card; expected e.g. \"den5\" or \"den5b\" "
                         "(den, dir, duc, flo, a value 1..9, optionally the copy a, b or c)",
                         json_string_value(v));
    if (r->copy >= l->g.copies)
        return alh_jfail(&l->err, path, "\"%s\": this game has %d copies of each card (a%s)", json_string_value(v), l->g.copies,
                         l->g.copies == 2   ? ", b"
                         : l->g.copies == 3 ? ", b, c"
                                            : "");
    r->dest = dest;
    r->index = index;
    snprintf(r->path, sizeof r->path, "%s", path);
    l->ref_count++;
    return true;
}

static bool read_card_list(Loader *l, const json_t *list, const char *path, int dest, int index)
{
    size_t i;
    json_t *v;
    json_array_foreach(list, i, v) {
        char p[ALH_JPATH_MAX];
        if (!add_card_ref(l, v, alh_jpath_index(p, path, i), dest, index))
            return false;
    }
    return true;
}

/* Named copies first, then each plain name takes the lowest copy still free. */
static bool resolve_cards(Loader *l)
{
    for (int c = 0; c < ALH_CARD_ID_MAX; c++)
        l->ref_of_card[c] = -1;
    for (int pass = 0; pass < 2; pass++)
        for (int i = 0; i < l->ref_count; i++) {
            CardRef *r = &l->refs[i];
            bool named = r->exact >= 0 || r->copy >= 0;
            if ((pass == 0) != named)
                continue;
            int card = -1;
            if (named) {
                card = r->exact >= 0 ? r->exact : alh_card_make(r->currency, r->value, r->copy);
                if (l->ref_of_card[card] >= 0) {
                    char name[16];
                    return alh_jfail(&l->err, r->path, "card %s is named twice: also at %s",
                                     alh_card_text(card, true, name, sizeof name), l->refs[l->ref_of_card[card]].path);
                }
            } else {
                for (int copy = 0; copy < l->g.copies && card < 0; copy++)
                    if (l->ref_of_card[alh_card_make(r->currency, r->value, copy)] < 0)
                        card = alh_card_make(r->currency, r->value, copy);
                if (card < 0)
                    return alh_jfail(&l->err, r->path, "a card too many: all %d copies of %s%d are already named elsewhere",
                                     l->g.copies, alh_currency_short(r->currency), r->value);
            }
            l->ref_of_card[card] = i;
            switch (r->dest) {
            case DEST_HAND: alh_cards_add(&l->g.players[r->index].hand, card); break;
            case DEST_DISPLAY: l->g.display[r->index] = (uint8_t)card; break;
            case DEST_DISCARD: alh_cards_add(&l->g.discard, card); break;
            default: l->g.deck[r->index] = (uint8_t)card; break;
            }
        }
    return true;
}

/* "known": the part of a hand every player has seen arrive; by default the whole hand. */
static bool read_known(Loader *l, int p, const char *ppath)
{
    AlhPlayer *pl = &l->g.players[p];
    char path[ALH_JPATH_MAX];
    alh_jpath_key(path, ppath, "known");
    if (!l->known[p]) {
        pl->known = pl->hand;
        return true;
    }
    for (int pass = 0; pass < 2; pass++) {
        size_t i;
        json_t *v;
        json_array_foreach(l->known[p], i, v) {
            char q[ALH_JPATH_MAX];
            alh_jpath_index(q, path, i);
            int currency = 0, value = 1, copy = -1, card = -1;
            int other = json_is_string(v) ? alh_card_parse_other(json_string_value(v)) : -1;
            if ((other < 0 && (!json_is_string(v) || !alh_card_parse(json_string_value(v), &currency, &value, &copy))) ||
                (other >= 0 && !alh_card_fits_hand(other)))
                return alh_jfail(&l->err, q, "expected a card of this player's hand such as \"den5\"");
            if ((pass == 0) != (copy >= 0 || other >= 0))
                continue;
            if (copy >= 0 || other >= 0) {
                card = other >= 0 ? other : alh_card_make(currency, value, copy);
                if (!alh_cards_has(&pl->hand, card))
                    return alh_jfail(&l->err, q, "\"%s\" is not in this player's hand", json_string_value(v));
                if (alh_cards_has(&pl->known, card))
                    return alh_jfail(&l->err, q, "\"%s\" is named twice", json_string_value(v));
            } else {
                for (int k = 0; k < l->g.copies && card < 0; k++) {
                    int c = alh_card_make(currency, value, k);
                    if (alh_cards_has(&pl->hand, c) && !alh_cards_has(&pl->known, c))
                        card = c;
                }
                if (card < 0)
                    return alh_jfail(&l->err, q, "\"%s\" is not in this player's hand (or not that many times)",
                                     json_string_value(v));
            }
            alh_cards_add(&pl->known, card);
        }
    }
    return true;
}

/* ------------------------------------------------------------------ the parts of the file */

static bool read_modules(Loader *l, const json_t *root, int players)
{
    json_t *mods;
    if (!alh_jarray_member(root, "modules", "", &mods, &l->err))
        return false;
    AlhModuleSet set;
    memset(&set, 0, sizeof set);
    size_t i;
    json_t *v;
    if (mods)
        json_array_foreach(mods, i, v) {
            char p[ALH_JPATH_MAX];
            alh_jpath_index(p, "modules", i);
            int id = json_is_string(v) ? alh_module_id(json_string_value(v)) : -1;
            if (id < 0)
                return alh_jfail(&l->err, p, "unknown module");
            if (alh_modset_has(&set, id))
                return alh_jfail(&l->err, p, "module %s is named twice", alh_module_name(id));
            alh_modset_add(&set, id);
        }
    /* As at setup: some modules go with a number of players (the 2-player rules with two). */
    for (int id = 0; id < ALH_MOD_COUNT; id++) {
        int rule = alh_module_player_rule(id, players);
        if (rule == 0 && alh_modset_has(&set, id))
            return alh_jfail(&l->err, "modules", "the %s module is not for %d players", alh_module_name(id), players);
        if (rule == 1)
            alh_modset_add(&set, id);
    }
    l->g.modules = set;
    l->g.copies = players == 2 ? 2 : ALH_CARD_COPIES;
    return true;
}

static bool read_seed_and_rng(Loader *l, const json_t *root, bool *rng_given)
{
    json_t *v = json_object_get(root, "seed");
    l->g.seed = 1;
    if (v && !alh_ju64(v, "seed", &l->g.seed, &l->err))
        return false;
    alh_rng_seed(&l->fill_rng, l->g.seed, SHUFFLE_STREAM);
    json_t *rng = json_object_get(root, "rng");
    *rng_given = rng != NULL;
    if (!rng)
        return true;
    static const char *const keys[] = {"state", "inc", NULL};
    if (!json_is_object(rng))
        return alh_jfail(&l->err, "rng", "expected {\"state\": hex, \"inc\": hex}");
    if (!alh_jonly_keys(rng, "rng", keys, &l->err))
        return false;
    if (!json_object_get(rng, "state") || !json_object_get(rng, "inc"))
        return alh_jfail(&l->err, "rng", "needs both \"state\" and \"inc\"");
    return alh_ju64(json_object_get(rng, "state"), "rng.state", &l->g.rng.state, &l->err) &&
           alh_ju64(json_object_get(rng, "inc"), "rng.inc", &l->g.rng.inc, &l->err);
}

static bool read_player(Loader *l, const json_t *pj, int p)
{
    static const char *const base_keys[] = {"score",   "hand",    "known",        "hidden_cards", "alhambra",
                                            "reserve", "pending", "longest_wall", "name"};
    const char *keys[64];
    size_t nkeys = 0;
    for (size_t k = 0; k < sizeof base_keys / sizeof base_keys[0]; k++)
        keys[nkeys++] = base_keys[k];
    /* The modules in the game may keep keys of their own in each player's object. */
    for (int id = 0; id < ALH_MOD_COUNT; id++) {
        const AlhModulePersist *mp = alh_persist_registry[id];
        for (int k = 0; mp && mp->player_keys && mp->player_keys[k] && nkeys + 1 < 64; k++)
            if (alh_module_on(&l->g, id))
                keys[nkeys++] = mp->player_keys[k];
    }
    keys[nkeys] = NULL;
    char path[ALH_JPATH_MAX], q[ALH_JPATH_MAX];
    alh_jpath_index(path, "players", (size_t)p);
    if (!json_is_object(pj))
        return alh_jfail(&l->err, path, "expected an object such as {\"hand\": [...], \"alhambra\": [...]}");
    if (!alh_jonly_keys(pj, path, keys, &l->err))
        return false;
    if (json_object_get(pj, "hidden_cards"))
        return alh_jfail(&l->err, alh_jpath_key(q, path, "hidden_cards"),
                         "this is a player's view, not a state: views cannot be loaded");
    long long score;
    json_t *list;
    if (!alh_jint_member(pj, "score", path, -9999, 9999, 0, &score, &l->err))
        return false;
    l->g.players[p].score = (int16_t)score;
    if (!alh_jarray_member(pj, "hand", path, &list, &l->err) ||
        (list && !read_card_list(l, list, alh_jpath_key(q, path, "hand"), DEST_HAND, p)))
        return false;
    if (!alh_jarray_member(pj, "known", path, &l->known[p], &l->err))
        return false;
    if (!alh_jarray_member(pj, "alhambra", path, &list, &l->err) ||
        (list && !read_alhambra(l, list, alh_jpath_key(q, path, "alhambra"), p)))
        return false;
    if (!alh_jarray_member(pj, "reserve", path, &list, &l->err) ||
        (list && !read_tile_list(l, list, alh_jpath_key(q, path, "reserve"), ALH_LOC_RESERVE, p)))
        return false;
    if (!alh_jarray_member(pj, "pending", path, &list, &l->err) ||
        (list && !read_tile_list(l, list, alh_jpath_key(q, path, "pending"), ALH_LOC_PENDING, p)))
        return false;
    for (int id = 0; id < ALH_MOD_COUNT; id++) {
        const AlhModulePersist *mp = alh_persist_registry[id];
        if (mp && mp->read_player && alh_module_on(&l->g, id) && !mp->read_player(pj, path, &l->g, p, &l->err))
            return false;
    }
    json_t *name = json_object_get(pj, "name");
    if (name && !json_is_string(name))
        return alh_jfail(&l->err, alh_jpath_key(q, path, "name"), "expected a string");
    return true;
}

static bool read_market(Loader *l, const json_t *root)
{
    json_t *m = json_object_get(root, "market");
    l->market_given = m != NULL;
    if (!m)
        return true;
    if (!json_is_array(m) || json_array_size(m) != ALH_MARKET_SPACES)
        return alh_jfail(&l->err, "market", "expected a list of 4 entries: a tile id or null for each space");
    for (int s = 0; s < ALH_MARKET_SPACES; s++) {
        json_t *v = json_array_get(m, (size_t)s);
        char p[ALH_JPATH_MAX];
        int tile;
        if (json_is_null(v))
            continue;
        if (json_is_integer(v) && json_integer_value(v) == 0)
            return alh_jfail(&l->err, alh_jpath_index(p, "market", (size_t)s), "0 is no tile: an empty space is null");
        if (!claim_tile(l, v, alh_jpath_index(p, "market", (size_t)s), &tile))
            return false;
        l->g.market[s] = (uint8_t)tile;
        set_place(l, tile, ALH_LOC_MARKET, 0, s, 0);
    }
    return true;
}

static bool read_display(Loader *l, const json_t *root)
{
    json_t *d = json_object_get(root, "display");
    l->display_given = d != NULL;
    for (int s = 0; s < ALH_DISPLAY_SLOTS; s++)
        l->g.display[s] = ALH_CARD_NONE;
    if (!d)
        return true;
    if (!json_is_array(d) || json_array_size(d) != ALH_DISPLAY_SLOTS)
        return alh_jfail(&l->err, "display", "expected a list of 4 entries: a card or null for each slot");
    for (int s = 0; s < ALH_DISPLAY_SLOTS; s++) {
        json_t *v = json_array_get(d, (size_t)s);
        char p[ALH_JPATH_MAX];
        if (!json_is_null(v) && !add_card_ref(l, v, alh_jpath_index(p, "display", (size_t)s), DEST_DISPLAY, s))
            return false;
    }
    return true;
}

static bool read_dirk(Loader *l, const json_t *root)
{
    json_t *d = json_object_get(root, "dirk");
    if (!d)
        return true;
    static const char *const keys[] = {"tiles", "score", NULL};
    if (!json_is_object(d))
        return alh_jfail(&l->err, "dirk", "expected {\"tiles\": [...], \"score\": n}");
    json_t *tiles;
    long long score;
    if (!alh_jonly_keys(d, "dirk", keys, &l->err) || !alh_jarray_member(d, "tiles", "dirk", &tiles, &l->err) ||
        !alh_jint_member(d, "score", "dirk", -9999, 9999, 0, &score, &l->err))
        return false;
    if (!alh_game_has_dirk(&l->g) && ((tiles && json_array_size(tiles)) || score))
        return alh_jfail(&l->err, "dirk", "Dirk plays only in the 2-player game");
    l->g.dirk_score = (int16_t)score;
    return !tiles || read_tile_list(l, tiles, "dirk.tiles", ALH_LOC_DIRK, 0);
}

/* The modules' face-down supplies: [[tile, pile, depth], ...] (squares: pile = colour, 0 = top). */
static bool read_supply(Loader *l, const json_t *root)
{
    json_t *list;
    if (!alh_jarray_member(root, "supply", "", &list, &l->err))
        return false;
    size_t i;
    json_t *v;
    if (list)
        json_array_foreach(list, i, v) {
            char p[ALH_JPATH_MAX], q[ALH_JPATH_MAX];
            alh_jpath_index(p, "supply", i);
            long long pile, depth;
            int tile;
            if (!json_is_array(v) || json_array_size(v) != 3)
                return alh_jfail(&l->err, p, "expected [tile, pile, depth]");
            if (!claim_tile(l, json_array_get(v, 0), alh_jpath_index(q, p, 0), &tile) ||
                !alh_jint(json_array_get(v, 1), alh_jpath_index(q, p, 1), 0, 127, &pile, &l->err) ||
                !alh_jint(json_array_get(v, 2), alh_jpath_index(q, p, 2), 0, 127, &depth, &l->err))
                return false;
            set_place(l, tile, ALH_LOC_SUPPLY, 0, (int)pile, (int)depth);
        }
    return true;
}

/* The bag: a list (the tiles still in it, next first) or {"tiles": [...], "pos": n}. */
static bool read_bag(Loader *l, const json_t *root)
{
    json_t *b = json_object_get(root, "bag");
    l->bag_given = b != NULL;
    if (!b)
        return true;
    const char *path = "bag";
    json_t *tiles = b;
    long long pos = 0;
    if (json_is_object(b)) {
        static const char *const keys[] = {"tiles", "pos", "remaining", NULL};
        if (!alh_jonly_keys(b, "bag", keys, &l->err))
            return false;
        tiles = json_object_get(b, "tiles");
        path = "bag.tiles";
        if (!tiles || !json_is_array(tiles))
            return alh_jfail(&l->err, "bag.tiles",
                             json_object_get(b, "remaining") ? "missing: a player's view hides the bag and cannot be loaded"
                                                             : "expected a list of tile ids");
        if (!alh_jint_member(b, "pos", "bag", 0, (long long)json_array_size(tiles), 0, &pos, &l->err))
            return false;
    } else if (!json_is_array(b)) {
        return alh_jfail(&l->err, "bag", "expected a list of tile ids, or {\"tiles\": [...], \"pos\": n}");
    }
    if (json_array_size(tiles) > ALH_BAG_MAX)
        return alh_jfail(&l->err, path, "more than %d tiles", ALH_BAG_MAX);
    l->g.bag_len = (uint8_t)json_array_size(tiles);
    l->g.bag_pos = (uint8_t)pos;
    size_t i;
    json_t *v;
    json_array_foreach(tiles, i, v) {
        char p[ALH_JPATH_MAX];
        long long t;
        alh_jpath_index(p, path, i);
        if ((long long)i < pos) { /* drawn already: kept only as history */
            if (!alh_jint(v, p, 1, ALH_TILE_MAX, &t, &l->err))
                return false;
        } else {
            int tile;
            if (!claim_tile(l, v, p, &tile))
                return false;
            t = tile;
            set_place(l, tile, ALH_LOC_BAG, 0, 0, 0);
        }
        l->g.bag[i] = (uint8_t)t;
    }
    return true;
}

/* Scoring card, or -1 if v names none. */
static int scoring_card(const json_t *v)
{
    if (!json_is_string(v))
        return -1;
    if (strcmp(json_string_value(v), "score1") == 0)
        return ALH_CARD_SCORING_1;
    if (strcmp(json_string_value(v), "score2") == 0)
        return ALH_CARD_SCORING_2;
    return -1;
}

/* The deck: a list (the draw pile, top first) or {"cards": [...], "pos", "pile_end", "reshuffles"}. */
static bool read_deck(Loader *l, const json_t *root)
{
    json_t *d = json_object_get(root, "deck");
    l->deck_given = d != NULL;
    if (!d)
        return true;
    const char *path = "deck";
    json_t *cards = d, *piles = NULL;
    long long pos = 0, reshuffles = 0;
    if (json_is_object(d)) {
        static const char *const keys[] = {"cards",        "pos",       "pile_end",        "reshuffles",
                                           "current_pile", "remaining", "scoring_pending", NULL};
        if (!alh_jonly_keys(d, "deck", keys, &l->err))
            return false;
        cards = json_object_get(d, "cards");
        path = "deck.cards";
        if (!cards || !json_is_array(cards))
            return alh_jfail(&l->err, "deck.cards",
                             json_object_get(d, "remaining") ? "missing: a player's view hides the deck and cannot be loaded"
                                                             : "expected a list of cards");
        if (!alh_jint_member(d, "pos", "deck", 0, (long long)json_array_size(cards), 0, &pos, &l->err) ||
            !alh_jint_member(d, "reshuffles", "deck", 0, 255, 0, &reshuffles, &l->err) ||
            !alh_jarray_member(d, "pile_end", "deck", &piles, &l->err))
            return false;
    } else if (!json_is_array(d)) {
        return alh_jfail(&l->err, "deck", "expected a list of cards (top first), or {\"cards\": [...], \"pos\": n, ...}");
    }
    if (json_array_size(cards) > ALH_DECK_MAX)
        return alh_jfail(&l->err, path, "more than %d cards", ALH_DECK_MAX);
    l->g.deck_len = (uint8_t)json_array_size(cards);
    l->g.deck_pos = (uint8_t)pos;
    l->g.reshuffles = (uint8_t)reshuffles;
    size_t i;
    json_t *v;
    json_array_foreach(cards, i, v) {
        char p[ALH_JPATH_MAX];
        alh_jpath_index(p, path, i);
        int sc = scoring_card(v);
        if (sc >= 0) {
            if ((long long)i >= pos && l->scoring_in_deck[sc - ALH_CARD_SCORING_1])
                return alh_jfail(&l->err, p, "%s is named twice", json_string_value(v));
            if ((long long)i >= pos)
                l->scoring_in_deck[sc - ALH_CARD_SCORING_1] = true;
            l->g.deck[i] = (uint8_t)sc;
        } else if ((long long)i < pos) { /* drawn already: kept only as history */
            int currency, value, copy, other = json_is_string(v) ? alh_card_parse_other(json_string_value(v)) : -1;
            if (other < 0 && (!json_is_string(v) || !alh_card_parse(json_string_value(v), &currency, &value, &copy)))
                return alh_jfail(&l->err, p, "expected a card such as \"den5b\", \"score1\" or \"score2\"");
            l->g.deck[i] = (uint8_t)(other >= 0 ? other : alh_card_make(currency, value, copy < 0 ? 0 : copy));
        } else if (!add_card_ref(l, v, p, DEST_DECK, (int)i)) {
            return false;
        }
    }
    if (piles) {
        if (json_array_size(piles) != ALH_NUM_PILES)
            return alh_jfail(&l->err, "deck.pile_end", "expected 5 numbers: the deck index just past each pile");
        for (int k = 0; k < ALH_NUM_PILES; k++) {
            char p[ALH_JPATH_MAX];
            long long end;
            long long lo = k ? l->g.pile_end[k - 1] : 0;
            if (!alh_jint(json_array_get(piles, (size_t)k), alh_jpath_index(p, "deck.pile_end", (size_t)k), lo, ALH_DECK_MAX,
                          &end, &l->err))
                return false;
            l->g.pile_end[k] = (uint8_t)end;
        }
    }
    return true;
}

/* Five piles as at setup, dividing the cards of the deck from index `from` on as evenly as possible. */
static void split_piles(AlhGame *g, int from, int len)
{
    int rest = len - from, end = from;
    for (int pile = 0; pile < ALH_NUM_PILES; pile++) {
        end += rest / ALH_NUM_PILES + (pile < rest % ALH_NUM_PILES ? 1 : 0);
        g->pile_end[pile] = (uint8_t)end;
    }
}

static void shuffle(AlhRng *rng, uint8_t *a, int n)
{
    for (int i = n - 1; i > 0; i--) {
        int j = (int)alh_rng_below(rng, (uint32_t)(i + 1));
        uint8_t t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
}

/* Tiles named nowhere go to the bag in a shuffled order; an empty market is filled from it. */
static bool fill_tiles(Loader *l)
{
    uint8_t rest[ALH_NUM_TILES];
    int n = 0;
    for (int t = 1; t <= ALH_NUM_TILES; t++)
        if (!l->tile_path[t][0])
            rest[n++] = (uint8_t)t;
    if (l->bag_given) {
        if (n > 0)
            return alh_jfail(&l->err, "bag", "tile %d is nowhere: with the bag given, every tile must be named somewhere",
                             rest[0]);
        if (!l->market_given)
            return alh_jfail(&l->err, "market", "required when the bag is given");
        return true;
    }
    shuffle(&l->fill_rng, rest, n);
    int next = 0;
    if (!l->market_given)
        for (int s = 0; s < ALH_MARKET_SPACES && next < n; s++) {
            l->g.market[s] = rest[next];
            set_place(l, rest[next++], ALH_LOC_MARKET, 0, s, 0);
        }
    l->g.bag_len = (uint8_t)(n - next);
    l->g.bag_pos = 0;
    for (int i = next; i < n; i++) {
        l->g.bag[i - next] = rest[i];
        set_place(l, rest[i], ALH_LOC_BAG, 0, 0, 0);
    }
    return true;
}

static int insert_at_random(AlhRng *rng, uint8_t *deck, int len, int lo, int hi, uint8_t card)
{
    int pos = lo + (int)alh_rng_below(rng, (uint32_t)(hi - lo + 1));
    memmove(deck + pos + 1, deck + pos, (size_t)(len - pos));
    deck[pos] = card;
    return len + 1;
}

/* Money named nowhere: the display first (when not given), then the draw pile with the scoring
 * cards not yet scored, each in its pile as at setup (piles 2 and 4, or where a module puts it;
 * one left: the second). */
static bool fill_money(Loader *l)
{
    AlhGame *g = &l->g;
    uint8_t rest[ALH_NUM_MONEY_CARDS];
    int n = 0;
    for (int card = 0; card < ALH_NUM_MONEY_CARDS; card++)
        if (alh_card_copy(card) < g->copies && l->ref_of_card[card] < 0)
            rest[n++] = (uint8_t)card;
    bool module_cards = false;
    for (int card = ALH_NUM_MONEY_CARDS + 2; card < ALH_CARD_ID_MAX; card++)
        module_cards |= alh_module_on(g, alh_card_module(card));
    if (!l->deck_given && module_cards)
        return alh_jfail(&l->err, "deck", "required in games with modules that bring cards (their cards cannot be dealt in)");
    if (l->deck_given) {
        if (n > 0) {
            char name[16];
            return alh_jfail(&l->err, "deck", "money card %s is nowhere: with the deck given, every card must be named somewhere",
                             alh_card_text(rest[0], true, name, sizeof name));
        }
        if (!l->display_given)
            return alh_jfail(&l->err, "display", "required when the deck is given");
        bool piles_set = g->pile_end[ALH_NUM_PILES - 1] != 0;
        if (!piles_set)
            split_piles(g, g->deck_pos, g->deck_len);
        return true;
    }
    shuffle(&l->fill_rng, rest, n);
    int next = 0;
    if (!l->display_given)
        for (int s = 0; s < ALH_DISPLAY_SLOTS && next < n; s++)
            g->display[s] = rest[next++];
    int len = n - next;
    memcpy(g->deck, rest + next, (size_t)len);
    split_piles(g, 0, len);
    int due = g->phase == ALH_PHASE_OVER ? 0 : 2 - g->scorings_done - g->scorings_due;
    for (int which = 2 - due; which < 2; which++) { /* the cards not drawn yet, each into its own pile */
        int pile = alh_scoring_card_pile(g, which);
        int lo = pile ? g->pile_end[pile - 1] : 0;
        len = insert_at_random(&l->fill_rng, g->deck, len, lo, g->pile_end[pile], (uint8_t)(ALH_CARD_SCORING_1 + which));
        for (int k = pile; k < ALH_NUM_PILES; k++)
            g->pile_end[k]++;
    }
    g->deck_len = (uint8_t)len;
    g->deck_pos = 0;
    return true;
}

/* Scoring cards drawn and not scored yet, and draws a module's phase stopped (the middle of a turn). */
static bool read_draws(Loader *l, const json_t *root)
{
    AlhGame *g = &l->g;
    long long due, player;
    if (!alh_jint_member(root, "scorings_due", "", 0, 2 - g->scorings_done < 0 ? 0 : 2 - g->scorings_done, 0, &due, &l->err))
        return false;
    g->scorings_due = (uint8_t)due;
    json_t *drawing = json_object_get(root, "drawing");
    if (!drawing) {
        if (json_object_get(root, "drawing_player"))
            return alh_jfail(&l->err, "drawing_player", "only with \"drawing\"");
        return true;
    }
    int found = json_is_string(drawing) ? alh_drawing_from_name(json_string_value(drawing)) : -1;
    if (found < 0)
        return alh_jfail(&l->err, "drawing", "expected \"%s\", \"%s\" or \"%s\"", alh_drawing_name(ALH_DRAWING_REFILL),
                         alh_drawing_name(ALH_DRAWING_HAND), alh_drawing_name(ALH_DRAWING_WINDOW));
    if (g->phase < ALH_PHASE_BASE_COUNT)
        return alh_jfail(&l->err, "drawing", "draws wait only while a module's phase interrupts them (phase \"%s\")",
                         alh_phase_name(g->phase));
    if (!alh_jint_member(root, "drawing_player", "", 1, g->num_players, -1, &player, &l->err))
        return false;
    if (player < 0)
        return alh_jfail(&l->err, "drawing_player", "required with \"drawing\"");
    g->drawing = (uint8_t)found;
    g->drawing_player = (uint8_t)(player - 1);
    return true;
}

static bool read_turn(Loader *l, const json_t *root)
{
    AlhGame *g = &l->g;
    long long first, current, turn, commands, actions, scorings;
    bool bonus;
    int np = g->num_players;
    json_t *phase = json_object_get(root, "phase");
    l->phase_given = phase != NULL;
    g->phase = ALH_PHASE_ACTION;
    if (phase) {
        int found = json_is_string(phase) ? alh_phase_from_name(json_string_value(phase)) : -1;
        if (found < 0) {
            char names[256];
            size_t len = 0;
            names[0] = '\0';
            for (int ph = 0; ph < ALH_PHASE_COUNT && len + 1 < sizeof names; ph++) {
                int n = snprintf(names + len, sizeof names - len, "%s\"%s\"", ph ? ", " : "", alh_phase_name(ph));
                len += n > 0 ? (size_t)n : 0;
            }
            return alh_jfail(&l->err, "phase", "expected one of %s", names);
        }
        if (found >= ALH_PHASE_BASE_COUNT && !alh_module_on(g, alh_phase_module(found)))
            return alh_jfail(&l->err, "phase", "\"%s\" belongs to the %s module, which is not in this game",
                             alh_phase_name(found), alh_module_name(alh_phase_module(found)));
        g->phase = (uint8_t)found;
    }
    if (!alh_jint_member(root, "first_player", "", 1, np, 1, &first, &l->err) ||
        !alh_jint_member(root, "current", "", 1, np, first, &current, &l->err) ||
        !alh_jint_member(root, "turn", "", 1, 65535, 1, &turn, &l->err) ||
        !alh_jint_member(root, "command_count", "", 0, 65535, 0, &commands, &l->err) ||
        !alh_jbool_member(root, "bonus_action", "", false, &bonus, &l->err) ||
        !alh_jint_member(root, "actions_this_turn", "", 0, 255, bonus ? 1 : 0, &actions, &l->err) ||
        !alh_jint_member(root, "scorings_done", "", 0, 3, g->phase == ALH_PHASE_OVER ? 3 : 0, &scorings, &l->err))
        return false;
    g->first_player = (uint8_t)(first - 1);
    g->current = (uint8_t)(current - 1);
    g->turn = (uint16_t)turn;
    g->command_count = (uint16_t)commands;
    g->bonus_action = bonus;
    g->actions_this_turn = (uint8_t)actions;
    g->scorings_done = (uint8_t)scorings;
    if (bonus && g->phase != ALH_PHASE_ACTION)
        return alh_jfail(&l->err, "bonus_action", "a bonus action exists only in the action phase");
    return read_draws(l, root);
}

/* Whose tiles may wait to be placed, by phase; and a phase left out follows from them. */
static bool check_pending(Loader *l)
{
    AlhGame *g = &l->g;
    int waiting[ALH_MAX_PLAYERS] = {0};
    for (int t = 1; t <= ALH_TILE_MAX; t++)
        if (alh_tile_is_piece(t) && g->where[t].loc == ALH_LOC_PENDING)
            waiting[g->where[t].owner]++;
    if (!l->phase_given && waiting[g->current] > 0 && !g->bonus_action)
        g->phase = ALH_PHASE_PLACE;
    if (g->phase >= ALH_PHASE_BASE_COUNT)
        return true; /* the modules' phases: their own rules (alh_game_validate) */
    for (int p = 0; p < g->num_players; p++) {
        char path[ALH_JPATH_MAX], q[ALH_JPATH_MAX];
        alh_jpath_key(path, alh_jpath_index(q, "players", (size_t)p), "pending");
        if (!waiting[p] || g->phase == ALH_PHASE_FINAL_PLACE)
            continue;
        if (g->phase == ALH_PHASE_OVER)
            return alh_jfail(&l->err, path, "the game is over: no tile can still wait to be placed");
        if (p != g->current)
            return alh_jfail(&l->err, path,
                             "only the player to move (player %d) may have tiles waiting, except in phase \"final-place\"",
                             g->current + 1);
        if (g->phase == ALH_PHASE_ACTION && !g->bonus_action)
            return alh_jfail(&l->err, path,
                             "tiles wait during the action phase only after an exact payment (set \"bonus_action\": true)"
                             " or use \"phase\": \"place\"");
    }
    if ((g->phase == ALH_PHASE_PLACE || g->phase == ALH_PHASE_FINAL_PLACE) && !waiting[g->current])
        return alh_jfail(&l->err, "phase", "\"%s\" needs a tile waiting for the player to move (player %d)",
                         alh_phase_name(g->phase), g->current + 1);
    return true;
}

/* Residue: leftovers no rule reads, restored so that a reloaded save hashes as it did. */
static bool read_residue(Loader *l, const json_t *root)
{
    json_t *r = json_object_get(root, "residue");
    if (!r)
        return true;
    static const char *const keys[] = {"deck_tail", "bag_tail", "tile_xy", NULL};
    json_t *tail, *places, *bag_tail;
    if (!json_is_object(r))
        return alh_jfail(&l->err, "residue", "expected an object");
    if (!alh_jonly_keys(r, "residue", keys, &l->err) || !alh_jarray_member(r, "deck_tail", "residue", &tail, &l->err) ||
        !alh_jarray_member(r, "bag_tail", "residue", &bag_tail, &l->err) ||
        !alh_jarray_member(r, "tile_xy", "residue", &places, &l->err))
        return false;
    size_t i;
    json_t *v;
    if (tail) {
        if (l->g.deck_len + json_array_size(tail) > ALH_DECK_MAX)
            return alh_jfail(&l->err, "residue.deck_tail", "longer than the room left after the deck");
        json_array_foreach(tail, i, v) {
            char p[ALH_JPATH_MAX];
            long long c;
            if (!alh_jint(v, alh_jpath_index(p, "residue.deck_tail", i), 0, 255, &c, &l->err))
                return false;
            l->g.deck[l->g.deck_len + i] = (uint8_t)c;
        }
    }
    if (bag_tail) {
        if (l->g.bag_len + json_array_size(bag_tail) > ALH_BAG_MAX)
            return alh_jfail(&l->err, "residue.bag_tail", "longer than the room left after the bag");
        json_array_foreach(bag_tail, i, v) {
            char p[ALH_JPATH_MAX];
            long long t;
            if (!alh_jint(v, alh_jpath_index(p, "residue.bag_tail", i), 0, 255, &t, &l->err))
                return false;
            l->g.bag[l->g.bag_len + i] = (uint8_t)t;
        }
    }
    if (places)
        json_array_foreach(places, i, v) {
            char p[ALH_JPATH_MAX];
            long long f[4];
            alh_jpath_index(p, "residue.tile_xy", i);
            if (!json_is_array(v) || json_array_size(v) != 4)
                return alh_jfail(&l->err, p, "expected [tile, x, y, owner]");
            /* tile 1..87, x and y as the int8 fields hold them, owner as the uint8 field holds it
             * (an owner of -1 read as 255 and was written back as 255, which no longer loaded). */
            static const long long lo[4] = {1, -128, -128, 0}, hi[4] = {ALH_TILE_MAX, 127, 127, 255};
            for (int k = 0; k < 4; k++) {
                char q[ALH_JPATH_MAX];
                if (!alh_jint(json_array_get(v, (size_t)k), alh_jpath_index(q, p, (size_t)k), lo[k], hi[k], &f[k], &l->err))
                    return false;
            }
            AlhTilePlace *w = &l->g.where[f[0]];
            AlhTilePlace plain = alh_place_plain(w->loc, w->owner, w->x, w->y);
            /* Only what the location leaves unused may be restored; the rest is said elsewhere. */
            bool owned = w->loc == ALH_LOC_ALHAMBRA || w->loc == ALH_LOC_RESERVE || w->loc == ALH_LOC_PENDING;
            bool xy_used = w->loc == ALH_LOC_ALHAMBRA, x_used = xy_used || w->loc == ALH_LOC_MARKET;
            if ((owned && f[3] != plain.owner) || (x_used && f[1] != plain.x) || (xy_used && f[2] != plain.y))
                return alh_jfail(&l->err, p, "contradicts where tile %lld is", f[0]);
            w->x = (int8_t)f[1];
            w->y = (int8_t)f[2];
            w->owner = (uint8_t)f[3];
        }
    return true;
}

static bool read_root(Loader *l, const json_t *root)
{
    static const char *const keys[] = {"format",
                                       "version",
                                       "modules",
                                       "seed",
                                       "rng",
                                       "phase",
                                       "current",
                                       "first_player",
                                       "turn",
                                       "command_count",
                                       "bonus_action",
                                       "actions_this_turn",
                                       "scorings_done",
                                       "scorings_due",
                                       "drawing",
                                       "drawing_player",
                                       "display",
                                       "deck",
                                       "discard",
                                       "market",
                                       "bag",
                                       "dirk",
                                       "players",
                                       "residue",
                                       "hash",
                                       "comment",
                                       "supply",
                                       "module_state",
                                       "client", /* the desktop client's seats and log: not the game's */
                                       NULL};
    if (!json_is_object(root))
        return alh_jfail(&l->err, "", "expected a JSON object with \"format\": \"alhambra-state\"");
    json_t *format = json_object_get(root, "format");
    if (!json_is_string(format) || strcmp(json_string_value(format), ALH_STATE_FORMAT) != 0)
        return alh_jfail(&l->err, "format", "expected \"%s\"%s", ALH_STATE_FORMAT,
                         json_is_string(format) && strcmp(json_string_value(format), "alhambra-view") == 0
                             ? " (a player's view hides parts of the game and cannot be loaded)"
                         : json_is_string(format) && strcmp(json_string_value(format), "alhambra-replay") == 0
                             ? " (this is a replay: use 'alhambra-cli replay FILE')"
                             : "");
    json_t *version = json_object_get(root, "version");
    if (!json_is_integer(version))
        return alh_jfail(&l->err, "version", "expected the format version, a whole number (this build reads versions 1 to %d)",
                         ALH_STATE_FORMAT_VERSION);
    if (json_integer_value(version) < 1 || json_integer_value(version) > ALH_STATE_FORMAT_VERSION)
        return alh_jfail(&l->err, "version", "version %lld is not supported: this build reads versions 1 to %d",
                         (long long)json_integer_value(version), ALH_STATE_FORMAT_VERSION);
    l->version = (int)json_integer_value(version);
    if (!alh_jonly_keys(root, "", keys, &l->err))
        return false;
    if (l->version >= 2 && json_object_get(root, "residue"))
        return alh_jfail(&l->err, "residue", "version 1 only: later saves keep nothing beyond the game itself");
    json_t *comment = json_object_get(root, "comment");
    if (comment && !json_is_string(comment))
        return alh_jfail(&l->err, "comment", "expected a string");

    json_t *players = json_object_get(root, "players");
    if (!json_is_array(players) || json_array_size(players) < ALH_MIN_PLAYERS || json_array_size(players) > ALH_MAX_PLAYERS)
        return alh_jfail(&l->err, "players", "expected a list of %d to %d players", ALH_MIN_PLAYERS, ALH_MAX_PLAYERS);
    AlhGame *g = &l->g;
    g->version = ALH_STATE_VERSION;
    g->num_players = (uint8_t)json_array_size(players);
    for (int t = ALH_NUM_TILES + 1; t < ALH_TILE_SLOTS; t++)
        if (alh_tile_is_piece(t))
            g->where[t].loc = ALH_LOC_REMOVED; /* modules' tiles, as at setup */
    bool rng_given;
    if (!read_modules(l, root, g->num_players) || !read_seed_and_rng(l, root, &rng_given) || !read_turn(l, root))
        return false;
    alh_mod_state_defaults(g); /* "none" where a field allows it; what the file gives comes after */
    for (int p = 0; p < g->num_players; p++)
        if (!read_player(l, json_array_get(players, (size_t)p), p))
            return false;
    json_t *discard, *mods = json_object_get(root, "module_state");
    if (mods && !alh_mod_state_from_json(mods, "module_state", l->version, g, &l->err))
        return false;
    if (!read_market(l, root) || !read_dirk(l, root) || !read_supply(l, root) || !read_bag(l, root) || !read_display(l, root) ||
        !read_deck(l, root) || !alh_jarray_member(root, "discard", "", &discard, &l->err) ||
        (discard && !read_card_list(l, discard, "discard", DEST_DISCARD, 0)))
        return false;
    if (!resolve_cards(l))
        return false;
    for (int p = 0; p < g->num_players; p++) {
        char q[ALH_JPATH_MAX];
        if (!read_known(l, p, alh_jpath_index(q, "players", (size_t)p)))
            return false;
    }
    if (!fill_tiles(l) || !fill_money(l) || !check_pending(l) || !read_residue(l, root))
        return false;
    if (!rng_given)
        g->rng = l->fill_rng;
    alh_game_rebuild(g);
    char why[200];
    if (!alh_game_validate(g, why, sizeof why))
        return alh_jfail(&l->err, "", "impossible position: %s", why);
    return !failed(l);
}

bool alh_state_from_json(const json_t *root, AlhGame *g, char *msg, size_t msg_size)
{
    Loader *l = calloc(1, sizeof *l); /* large; keep it off the stack */
    if (!l) {
        snprintf(msg, msg_size, "out of memory");
        return false;
    }
    l->err.msg = msg;
    l->err.size = msg_size;
    bool ok = read_root(l, root);
    if (ok)
        memcpy(g, &l->g, sizeof *g);
    free(l);
    return ok;
}

bool alh_state_from_text(const char *text, size_t len, AlhGame *g, char *msg, size_t msg_size)
{
    json_t *root = alh_json_parse(text, len, msg, msg_size);
    if (!root)
        return false;
    bool ok = alh_state_from_json(root, g, msg, msg_size);
    json_decref(root);
    return ok;
}

/* SPDX-License-Identifier: MIT */
/* Writing a game, or one player's view of it, as JSON. */
#include "persist/json_state.h"
#include "persist/notation.h"
#include "json_path.h"
#include "state_places.h"
#include "json_state_modules.h"
#include "persist/module_persist.h"

#include <stdio.h>
#include <string.h>

bool alh_state_supported(const AlhGame *g, char *msg, size_t msg_size)
{
    (void)g; /* every game of this build fits: each module describes all its fields */
    if (msg_size)
        msg[0] = '\0';
    return true;
}

static json_t *card_json(int card)
{
    char buf[16];
    return json_string(alh_card_text(card, true, buf, sizeof buf));
}

static json_t *cards_json(const AlhCardSet *set)
{
    json_t *a = json_array();
    ALH_CARDS_FOREACH(set, card) /* money, then the modules' cards held in hands */
        json_array_append_new(a, card_json(card));
    return a;
}

static json_t *tiles_at(const AlhGame *g, int loc, int owner)
{
    json_t *a = json_array();
    for (int t = 1; t <= ALH_TILE_MAX; t++)
        if (alh_tile_is_piece(t) && g->where[t].loc == loc && (loc == ALH_LOC_DIRK || g->where[t].owner == owner))
            json_array_append_new(a, json_integer(t));
    return a;
}

static json_t *alhambra_json(const AlhGame *g, int player)
{
    json_t *a = json_array();
    for (int t = 1; t <= ALH_TILE_MAX; t++) {
        const AlhTilePlace *w = &g->where[t];
        if (alh_tile_is_piece(t) && w->loc == ALH_LOC_ALHAMBRA && w->owner == player)
            json_array_append_new(a, json_pack("{s:i, s:i, s:i}", "tile", t, "x", w->x, "y", w->y));
    }
    return a;
}

static json_t *player_json(const AlhGame *g, int p, const AlhView *view)
{
    const AlhPlayer *pl = &g->players[p];
    json_t *o = json_object();
    json_object_set_new(o, "score", json_integer(pl->score));
    json_object_set_new(o, "hand", cards_json(&pl->hand));
    json_object_set_new(o, "known", cards_json(&pl->known));
    if (view)
        json_object_set_new(o, "hidden_cards", json_integer(view->hidden_cards[p]));
    json_object_set_new(o, "alhambra", alhambra_json(g, p));
    json_object_set_new(o, "reserve", tiles_at(g, ALH_LOC_RESERVE, p));
    json_object_set_new(o, "pending", tiles_at(g, ALH_LOC_PENDING, p));
    json_object_set_new(o, "longest_wall", json_integer(alh_longest_wall(g, p)));
    for (int id = 0; id < ALH_MOD_COUNT; id++) {
        const AlhModulePersist *mp = alh_persist_registry[id];
        if (mp && mp->write_player && alh_module_on(g, id))
            mp->write_player(g, p, o);
    }
    return o;
}

static json_t *int_list(const uint8_t *v, int n)
{
    json_t *a = json_array();
    for (int i = 0; i < n; i++)
        json_array_append_new(a, json_integer(v[i]));
    return a;
}

static json_t *game_json(const AlhGame *g, const AlhView *view)
{
    json_t *o = json_object();
    json_object_set_new(o, "format", json_string(view ? "alhambra-view" : ALH_STATE_FORMAT));
    json_object_set_new(o, "version", json_integer(ALH_STATE_FORMAT_VERSION));
    if (view)
        json_object_set_new(o, "viewer", json_integer(view->viewer + 1));
    json_t *mods = json_array();
    for (int id = 0; id < ALH_MOD_COUNT; id++)
        if (alh_module_on(g, id))
            json_array_append_new(mods, json_string(alh_module_name(id)));
    json_object_set_new(o, "modules", mods);
    if (!view) {
        json_object_set_new(o, "seed", alh_jhex64(g->seed));
        json_object_set_new(o, "rng", json_pack("{s:o, s:o}", "state", alh_jhex64(g->rng.state), "inc", alh_jhex64(g->rng.inc)));
    }
    json_object_set_new(o, "phase", json_string(alh_phase_name(g->phase)));
    json_object_set_new(o, "current", json_integer(g->current + 1));
    json_object_set_new(o, "first_player", json_integer(g->first_player + 1));
    json_object_set_new(o, "turn", json_integer(g->turn));
    json_object_set_new(o, "command_count", json_integer(g->command_count));
    json_object_set_new(o, "bonus_action", json_boolean(g->bonus_action));
    json_object_set_new(o, "actions_this_turn", json_integer(g->actions_this_turn));
    json_object_set_new(o, "scorings_done", json_integer(g->scorings_done));
    /* Only in the middle of a turn: a scoring card drawn and not scored yet, draws a module's phase stopped. */
    if (g->scorings_due)
        json_object_set_new(o, "scorings_due", json_integer(g->scorings_due));
    if (g->drawing != ALH_DRAWING_NONE) {
        json_object_set_new(o, "drawing", json_string(alh_drawing_name(g->drawing)));
        json_object_set_new(o, "drawing_player", json_integer(g->drawing_player + 1));
    }

    json_t *display = json_array();
    for (int s = 0; s < ALH_DISPLAY_SLOTS; s++)
        json_array_append_new(display, g->display[s] == ALH_CARD_NONE ? json_null() : card_json(g->display[s]));
    json_object_set_new(o, "display", display);

    json_t *deck = json_object();
    if (view) {
        json_object_set_new(deck, "remaining", json_integer(alh_deck_remaining(g)));
        json_object_set_new(deck, "scoring_pending", json_pack("[b, b]", view->scoring_pending[0], view->scoring_pending[1]));
    } else {
        json_t *cards = json_array();
        for (int i = 0; i < g->deck_len; i++)
            json_array_append_new(cards, card_json(g->deck[i]));
        json_object_set_new(deck, "cards", cards);
    }
    json_object_set_new(deck, "pos", json_integer(g->deck_pos));
    json_object_set_new(deck, "pile_end", int_list(g->pile_end, ALH_NUM_PILES));
    json_object_set_new(deck, "reshuffles", json_integer(g->reshuffles));
    json_object_set_new(deck, "current_pile", json_integer(alh_current_pile(g)));
    json_object_set_new(o, "deck", deck);
    json_object_set_new(o, "discard", cards_json(&g->discard));

    json_t *market = json_array();
    for (int s = 0; s < ALH_MARKET_SPACES; s++)
        json_array_append_new(market, g->market[s] ? json_integer(g->market[s]) : json_null());
    json_object_set_new(o, "market", market);
    json_t *bag = json_object();
    if (view)
        json_object_set_new(bag, "remaining", json_integer(alh_bag_remaining(g)));
    else
        json_object_set_new(bag, "tiles", int_list(g->bag, g->bag_len));
    json_object_set_new(bag, "pos", json_integer(g->bag_pos));
    json_object_set_new(o, "bag", bag);
    json_object_set_new(o, "dirk", json_pack("{s:o, s:i}", "tiles", tiles_at(g, ALH_LOC_DIRK, 0), "score", g->dirk_score));
    /* The expansions' modules: face-down supplies (squares) and the modules' own state. */
    json_t *supply = json_array();
    for (int t = 1; t <= ALH_TILE_MAX; t++)
        if (alh_tile_is_piece(t) && g->where[t].loc == ALH_LOC_SUPPLY &&
            (!view || g->where[t].y == 0)) /* a view: the face-up tops */
            json_array_append_new(supply, json_pack("[i, i, i]", t, g->where[t].x, g->where[t].y));
    if (json_array_size(supply))
        json_object_set_new(o, "supply", supply);
    else
        json_decref(supply);
    json_t *module_state = alh_mod_state_to_json(g);
    if (json_object_size(module_state))
        json_object_set_new(o, "module_state", module_state);
    else
        json_decref(module_state);

    json_t *players = json_array();
    for (int p = 0; p < g->num_players; p++)
        json_array_append_new(players, player_json(g, p, view));
    json_object_set_new(o, "players", players);
    if (!view)
        json_object_set_new(o, "hash", alh_jhex64(alh_game_hash(g)));
    return o;
}

json_t *alh_state_to_json(const AlhGame *g) { return game_json(g, NULL); }

json_t *alh_view_to_json(const AlhView *v) { return game_json(&v->game, v); }

char *alh_state_to_text(const AlhGame *g, bool compact)
{
    json_t *o = alh_state_to_json(g);
    if (!o)
        return NULL;
    char *text = json_dumps(o, compact ? JSON_COMPACT : JSON_INDENT(1));
    json_decref(o);
    return text;
}

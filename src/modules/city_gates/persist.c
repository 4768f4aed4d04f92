/* SPDX-License-Identifier: MIT */
/*
 * City gates in the notation ("gate-card"; a placement through a gate: "place 17 1,0 gate=east"),
 * in the log, and in saves: the gates each player built, as a list in the player's object,
 * "gates": [{"x": 1, "y": 0, "side": "east"}] (the gate stands on that side of the tile at x,y).
 */
#include "persist/module_persist.h"
#include "city_gates/city_gates.h"

#include <stdio.h>
#include <string.h>

static const AlhNotationForm forms[] = {
    {"gate-card", ALH_CMD_TAKE_GATE_CARD, {0}, 0},
};

static const char *const sides[4] = {"north", "east", "south", "west"};
static const AlhCardNames cards[] = {{"gate", ALH_CARD_GATE_FIRST, ALH_CARD_GATE_COUNT}};

static void event_text(const AlhEvent *e, char *buf, size_t size)
{
    char p[8], card[16];
    alh_event_who(e->player, p, sizeof p);
    alh_card_text(e->card, false, card, sizeof card);
    switch (e->type) {
    case ALH_EV_GATE_CARD_UP: snprintf(buf, size, "city-gate card %s turned up%s", card, e->value ? " and discarded" : ""); break;
    case ALH_EV_GATE_CARD_TAKEN: snprintf(buf, size, "%s took city-gate card %s", p, card); break;
    default:
        snprintf(buf, size, "%s built a gate on the %s side of %d at %d,%d", p,
                 e->slot >= 0 && e->slot < 4 ? sides[e->slot] : "?", e->tile, e->x, e->y);
        break;
    }
}

static const char *const player_keys[] = {"gates", NULL};

static void write_player(const AlhGame *g, int player, json_t *obj)
{
    AlhGate gates[ALH_MAX_GATES];
    int n = alh_gates_of(g, player, gates, ALH_MAX_GATES);
    if (n == 0)
        return;
    json_t *list = json_array();
    for (int i = 0; i < n && i < ALH_MAX_GATES; i++)
        json_array_append_new(list, json_pack("{s:i, s:i, s:s}", "x", gates[i].x, "y", gates[i].y, "side",
                                              gates[i].side < 4 ? sides[gates[i].side] : "?"));
    json_object_set_new(obj, "gates", list);
}

/* Appends the player's gates to the module's list, in the order the file gives. */
static bool read_player(const json_t *obj, const char *path, AlhGame *g, int player, AlhJsonError *err)
{
    static const char *const keys[] = {"x", "y", "side", NULL};
    char at[ALH_JPATH_MAX];
    json_t *list;
    if (!alh_jarray_member(obj, "gates", path, &list, err) || !list)
        return !err->failed;
    alh_jpath_key(at, path, "gates");
    AlhCityGatesState *st = &g->mod.city_gates;
    size_t i;
    json_t *v;
    json_array_foreach(list, i, v) {
        char q[ALH_JPATH_MAX], r[ALH_JPATH_MAX];
        alh_jpath_index(q, at, i);
        long long x, y;
        int side = -1;
        if (st->gate_count >= ALH_MAX_GATES)
            return alh_jfail(err, q, "at most %d gates in a game", ALH_MAX_GATES);
        if (!json_is_object(v) || !alh_jonly_keys(v, q, keys, err))
            return err->failed ? false : alh_jfail(err, q, "expected {\"x\": x, \"y\": y, \"side\": \"east\"}");
        json_t *sv = json_object_get(v, "side");
        if (!alh_jint_member(v, "x", q, -60, 60, 0, &x, err) || !alh_jint_member(v, "y", q, -60, 60, 0, &y, err))
            return false;
        for (int s = 0; s < 4 && json_is_string(sv); s++)
            if (strcmp(json_string_value(sv), sides[s]) == 0)
                side = s;
        if (side < 0)
            return alh_jfail(err, alh_jpath_key(r, q, "side"), "expected \"north\", \"east\", \"south\" or \"west\"");
        st->gate_owner[st->gate_count] = (uint8_t)player;
        st->gate_x[st->gate_count] = (int8_t)x;
        st->gate_y[st->gate_count] = (int8_t)y;
        st->gate_side[st->gate_count] = (uint8_t)side;
        st->gate_count++;
    }
    return true;
}

const AlhModulePersist alh_persist_city_gates = {
    .forms = forms,
    .form_count = 1,
    .option_key = "gate",
    .option_values = sides,
    .option_count = 4,
    .cards = cards,
    .card_kinds = 1,
    .event_text = event_text,
    .player_keys = player_keys,
    .write_player = write_player,
    .read_player = read_player,
};

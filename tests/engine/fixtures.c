/* SPDX-License-Identifier: MIT */
/* Helpers for the engine tests: hand-made positions, commands, and checks on events and refusals. */
#include "fixtures.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---------------------------------------------------------------- games and positions */

void fx_new_game(AlhGame *g, int players, uint64_t seed)
{
    AlhSetup setup = {.num_players = players, .seed = seed, .modules = alh_modset_none()};
    assert_int_equal(alh_new_game(g, &setup, NULL), ALH_OK);
}

void fx_commit(AlhGame *g)
{
    char msg[160];
    alh_game_rebuild(g);
    if (!alh_game_validate(g, msg, sizeof msg))
        fail_msg("hand-made position is invalid: %s", msg);
}

void fx_start_turn(AlhGame *g, int player)
{
    g->current = (uint8_t)player;
    g->phase = ALH_PHASE_ACTION;
    g->bonus_action = 0;
    g->actions_this_turn = 0;
}

static void take_out_of_bag(AlhGame *g, int tile)
{
    for (int i = g->bag_pos; i < g->bag_len; i++)
        if (g->bag[i] == tile) {
            memmove(g->bag + i, g->bag + i + 1, (size_t)(g->bag_len - i - 1));
            g->bag_len--;
            return;
        }
    fail_msg("tile %d is marked as in the bag but is not in it", tile);
}

void fx_move_tile(AlhGame *g, int tile, int loc, int owner, int x, int y)
{
    assert_true(tile >= 1 && tile <= ALH_NUM_TILES);
    AlhTilePlace *w = &g->where[tile];
    if (w->loc == ALH_LOC_BAG)
        take_out_of_bag(g, tile);
    else if (w->loc == ALH_LOC_MARKET)
        g->market[w->x] = 0;
    memset(w, 0, sizeof *w);
    w->loc = (uint8_t)loc;
    if (loc == ALH_LOC_BAG) {
        if (g->bag_len == ALH_NUM_TILES) { /* make room: drop the slots of tiles already drawn */
            memmove(g->bag, g->bag + g->bag_pos, (size_t)(g->bag_len - g->bag_pos));
            g->bag_len = (uint8_t)(g->bag_len - g->bag_pos);
            g->bag_pos = 0;
        }
        assert_true(g->bag_len < ALH_NUM_TILES);
        g->bag[g->bag_len++] = (uint8_t)tile;
    } else if (loc == ALH_LOC_MARKET) {
        assert_int_equal(g->market[x], 0);
        g->market[x] = (uint8_t)tile;
        w->x = (int8_t)x;
    } else if (loc == ALH_LOC_ALHAMBRA || loc == ALH_LOC_RESERVE || loc == ALH_LOC_PENDING) {
        w->owner = (uint8_t)owner;
        if (loc == ALH_LOC_ALHAMBRA) {
            w->x = (int8_t)x;
            w->y = (int8_t)y;
        }
    }
}

static bool tile_is_free(const AlhGame *g, int tile)
{
    int loc = g->where[tile].loc;
    return loc == ALH_LOC_BAG || loc == ALH_LOC_MARKET || loc == ALH_LOC_DIRK || loc == ALH_LOC_REMOVED;
}

int fx_free_tile(const AlhGame *g, int walls, int type)
{
    for (int pass = 0; pass < 2; pass++)
        for (int t = 1; t <= ALH_NUM_TILES; t++) {
            const AlhTileInfo *info = alh_tile_info(t);
            if ((walls >= 0 && info->walls != walls) || (type >= 0 && info->type != type))
                continue;
            if (pass == 0 ? g->where[t].loc == ALH_LOC_BAG : tile_is_free(g, t))
                return t;
        }
    return 0;
}

int fx_build_walls(AlhGame *g, int player, int walls, int x, int y)
{
    int tile = fx_free_tile(g, walls, -1);
    if (!tile)
        fail_msg("no free tile with walls 0x%x left", walls);
    fx_move_tile(g, tile, ALH_LOC_ALHAMBRA, player, x, y);
    return tile;
}

int fx_reserve_walls(AlhGame *g, int player, int walls, int type)
{
    int tile = fx_free_tile(g, walls, type);
    if (!tile)
        fail_msg("no free tile with walls 0x%x and type %d left", walls, type);
    fx_move_tile(g, tile, ALH_LOC_RESERVE, player, 0, 0);
    return tile;
}

int fx_market_put(AlhGame *g, int space, int tile)
{
    int old = g->market[space];
    if (old == tile)
        return tile;
    if (old)
        fx_move_tile(g, old, ALH_LOC_BAG, 0, 0, 0);
    fx_move_tile(g, tile, ALH_LOC_MARKET, 0, space, 0);
    return tile;
}

void fx_market_fill(AlhGame *g)
{
    for (int s = 0; s < ALH_MARKET_SPACES; s++)
        if (!g->market[s] && g->bag_pos < g->bag_len)
            fx_move_tile(g, g->bag[g->bag_pos], ALH_LOC_MARKET, 0, s, 0);
}

static int wall_count(int tile) { return __builtin_popcount(alh_tile_info(tile)->walls); }

int fx_build_type(AlhGame *g, int player, int type, int count)
{
    int built = 0;
    alh_game_rebuild(g);
    while (built < count) {
        int best_tile = 0, best_x = 0, best_y = 0, best_cost = 1 << 30;
        for (int t = 1; t <= ALH_NUM_TILES; t++) {
            if (alh_tile_info(t)->type != type || !tile_is_free(g, t))
                continue;
            AlhSpot spots[256];
            size_t n = alh_legal_spots(g, player, t, spots, 256);
            for (size_t i = 0; i < n && i < 256; i++) {
                /* Compact Alhambras keep the most spots open for the tiles still to come. */
                int cost = wall_count(t) * 100 + abs(spots[i].x) + abs(spots[i].y);
                if (cost < best_cost) {
                    best_cost = cost;
                    best_tile = t;
                    best_x = spots[i].x;
                    best_y = spots[i].y;
                }
            }
        }
        if (!best_tile)
            break;
        fx_move_tile(g, best_tile, ALH_LOC_ALHAMBRA, player, best_x, best_y);
        alh_game_rebuild(g);
        built++;
    }
    return built;
}

void fx_empty_bag(AlhGame *g) { fx_trim_bag(g, 0); }

void fx_trim_bag(AlhGame *g, int keep)
{
    while (g->bag_len - g->bag_pos > keep) {
        int tile = g->bag[g->bag_len - 1];
        fx_move_tile(g, tile, ALH_LOC_REMOVED, 0, 0, 0);
    }
}

/* ---------------------------------------------------------------- money */

void fx_card_release(AlhGame *g, int card)
{
    for (int p = 0; p < g->num_players; p++) {
        alh_cards_remove(&g->players[p].hand, card);
        alh_cards_remove(&g->players[p].known, card);
    }
    alh_cards_remove(&g->discard, card);
    for (int s = 0; s < ALH_DISPLAY_SLOTS; s++)
        if (g->display[s] == card)
            g->display[s] = ALH_CARD_NONE;
    for (int i = g->deck_pos; i < g->deck_len; i++)
        if (g->deck[i] == card) {
            memmove(g->deck + i, g->deck + i + 1, (size_t)(g->deck_len - i - 1));
            g->deck_len--;
            for (int k = 0; k < ALH_NUM_PILES; k++)
                if (g->pile_end[k] > i)
                    g->pile_end[k]--;
            break;
        }
}

int fx_free_card(const AlhGame *g, int currency, int value)
{
    for (int copy = 0; copy < g->copies; copy++) {
        int card = alh_card_make(currency, value, copy);
        bool held = false;
        for (int p = 0; p < g->num_players; p++)
            held |= alh_cards_has(&g->players[p].hand, card);
        if (!held)
            return card;
    }
    fail_msg("every copy of %s %d is already in a hand", alh_currency_name(currency), value);
    return -1;
}

void fx_card_to_hand(AlhGame *g, int player, int card)
{
    fx_card_release(g, card);
    alh_cards_add(&g->players[player].hand, card);
    alh_cards_add(&g->players[player].known, card);
}

void fx_card_to_discard(AlhGame *g, int card)
{
    fx_card_release(g, card);
    alh_cards_add(&g->discard, card);
}

void fx_card_to_display(AlhGame *g, int slot, int card)
{
    fx_card_release(g, card);
    if (g->display[slot] != ALH_CARD_NONE)
        alh_cards_add(&g->discard, g->display[slot]);
    g->display[slot] = (uint8_t)card;
}

void fx_hand_clear(AlhGame *g, int player)
{
    for (int card = 0; card < ALH_NUM_MONEY_CARDS; card++)
        if (alh_cards_has(&g->players[player].hand, card))
            fx_card_to_discard(g, card);
}

int fx_give(AlhGame *g, int player, int currency, int value)
{
    int card = fx_free_card(g, currency, value);
    fx_card_to_hand(g, player, card);
    return card;
}

void fx_scoring_card_to_top(AlhGame *g, int scoring_card)
{
    for (int i = g->deck_pos; i < g->deck_len; i++)
        if (g->deck[i] == scoring_card) {
            memmove(g->deck + g->deck_pos + 1, g->deck + g->deck_pos, (size_t)(i - g->deck_pos));
            g->deck[g->deck_pos] = (uint8_t)scoring_card;
            return;
        }
    fail_msg("scoring card %d is not in the draw pile", scoring_card);
}

void fx_deck_to_discard(AlhGame *g)
{
    for (int i = g->deck_pos; i < g->deck_len; i++)
        if (alh_card_is_money(g->deck[i]))
            alh_cards_add(&g->discard, g->deck[i]);
    g->deck_pos = g->deck_len;
}

/* ---------------------------------------------------------------- commands */

static AlhCommand command(int type, int player)
{
    AlhCommand c;
    memset(&c, 0, sizeof c);
    c.type = (uint8_t)type;
    c.player = (uint8_t)player;
    return c;
}

AlhCommand fx_cmd_take(int player, unsigned slots)
{
    AlhCommand c = command(ALH_CMD_TAKE_MONEY, player);
    c.slots = (uint8_t)slots;
    return c;
}

AlhCommand fx_cmd_buy(int player, int space, const int *cards, int n)
{
    AlhCommand c = command(ALH_CMD_BUY, player);
    c.space = (uint8_t)space;
    for (int i = 0; i < n; i++)
        alh_cards_add(&c.cards, cards[i]);
    return c;
}

AlhCommand fx_cmd_place(int player, int tile, int x, int y)
{
    AlhCommand c = command(ALH_CMD_PLACE, player);
    c.tile = (uint8_t)tile;
    c.x = (int8_t)x;
    c.y = (int8_t)y;
    return c;
}

AlhCommand fx_cmd_reserve(int player, int tile)
{
    AlhCommand c = command(ALH_CMD_RESERVE, player);
    c.tile = (uint8_t)tile;
    return c;
}

AlhCommand fx_cmd_give_dirk(int player, int tile)
{
    AlhCommand c = command(ALH_CMD_GIVE_DIRK, player);
    c.tile = (uint8_t)tile;
    return c;
}

AlhCommand fx_cmd_add(int player, int tile, int x, int y)
{
    AlhCommand c = command(ALH_CMD_REDESIGN_ADD, player);
    c.tile = (uint8_t)tile;
    c.x = (int8_t)x;
    c.y = (int8_t)y;
    return c;
}

AlhCommand fx_cmd_remove(int player, int tile)
{
    AlhCommand c = command(ALH_CMD_REDESIGN_REMOVE, player);
    c.tile = (uint8_t)tile;
    return c;
}

AlhCommand fx_cmd_swap(int player, int tile_in, int tile_out)
{
    AlhCommand c = command(ALH_CMD_REDESIGN_SWAP, player);
    c.tile = (uint8_t)tile_in;
    c.tile2 = (uint8_t)tile_out;
    return c;
}

AlhCommand fx_cmd_pass(int player) { return command(ALH_CMD_PASS, player); }

void fx_apply_ok(AlhGame *g, const AlhCommand *c, AlhEvents *ev)
{
    if (ev)
        memset(ev, 0, sizeof *ev);
    AlhError e = alh_apply(g, c, ev);
    if (e != ALH_OK)
        fail_msg("command type %d of player %d refused: %s", c->type, c->player, alh_error_code(e));
    char msg[160];
    if (!alh_game_validate(g, msg, sizeof msg))
        fail_msg("state invalid after command type %d: %s", c->type, msg);
    if (ev)
        assert_int_equal(ev->dropped, 0);
}

void fx_assert_refused(AlhGame *g, const AlhCommand *c, AlhError expected)
{
    static AlhGame before; /* test-only: large, kept off the stack */
    static AlhEvents ev;
    before = *g;
    memset(&ev, 0, sizeof ev);
    assert_int_equal(alh_check(g, c), expected);
    AlhError got = alh_apply(g, c, &ev);
    if (got != expected)
        fail_msg("expected %s, got %s", alh_error_code(expected), alh_error_code(got));
    assert_int_equal(ev.count, 0);
    assert_int_equal(ev.dropped, 0);
    assert_memory_equal(&before, g, sizeof before);
}

/* ---------------------------------------------------------------- events */

int fx_event_count(const AlhEvents *ev, int type)
{
    int n = 0;
    for (int i = 0; i < ev->count; i++)
        n += ev->ev[i].type == type;
    return n;
}

int fx_event_find(const AlhEvents *ev, int type, int from)
{
    for (int i = from < 0 ? 0 : from; i < ev->count; i++)
        if (ev->ev[i].type == type)
            return i;
    return -1;
}

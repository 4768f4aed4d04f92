/* SPDX-License-Identifier: MIT */
/* Helpers for the modules' tests (see mod_fixtures.h). */
#include "mod_fixtures.h"

#include <stdio.h>
#include <string.h>

#include "alhambra/bot.h"
#include "squares/squares.h"

void mx_new_game(AlhGame *g, int players, uint64_t seed, uint64_t modules)
{
    AlhSetup s = {.num_players = players, .seed = seed, .modules = alh_modset_from_bits(modules)};
    assert_int_equal(alh_new_game(g, &s, NULL), ALH_OK);
    char msg[160];
    if (!alh_game_validate(g, msg, sizeof msg))
        fail_msg("new game invalid: %s", msg);
}

void mx_commit(AlhGame *g)
{
    alh_game_rebuild(g);
    char msg[160];
    if (!alh_game_validate(g, msg, sizeof msg))
        fail_msg("position invalid: %s", msg);
}

void mx_start_turn(AlhGame *g, int player)
{
    g->current = (uint8_t)player;
    g->phase = ALH_PHASE_ACTION;
    g->bonus_action = 0;
    g->actions_this_turn = 0;
}

static void leave_old_place(AlhGame *g, int tile)
{
    AlhTilePlace *w = &g->where[tile];
    if (w->loc == ALH_LOC_BAG) {
        for (int i = g->bag_pos; i < g->bag_len; i++)
            if (g->bag[i] == tile) {
                memmove(g->bag + i, g->bag + i + 1, (size_t)(g->bag_len - i - 1));
                g->bag_len--;
                break;
            }
    } else if (w->loc == ALH_LOC_MARKET) {
        g->market[w->x] = 0;
    } else if (w->loc == ALH_LOC_SUPPLY && alh_tile_module(tile) == ALH_MOD_SQUARES) {
        /* squares: the ones below move up (another module's supply is its test's to tidy) */
        int pile = w->x, depth = w->y;
        for (int t = ALH_TILE_SQUARE_FIRST; t < ALH_TILE_SQUARE_FIRST + ALH_NUM_SQUARES; t++)
            if (g->where[t].loc == ALH_LOC_SUPPLY && g->where[t].x == pile && g->where[t].y > depth)
                g->where[t].y--;
        g->mod.squares.pile_len[pile]--;
    }
    /* A tile leaving or entering an Alhambra: the boards follow where[] at mx_commit (alh_game_rebuild). */
}

void mx_move_tile(AlhGame *g, int tile, int loc, int owner, int x, int y)
{
    leave_old_place(g, tile);
    AlhTilePlace *w = &g->where[tile];
    w->loc = (uint8_t)loc;
    w->owner = (uint8_t)owner;
    w->x = (int8_t)x;
    w->y = (int8_t)y;
    if (loc == ALH_LOC_BAG)
        g->bag[g->bag_len++] = (uint8_t)tile;
    else if (loc == ALH_LOC_MARKET)
        g->market[x] = (uint8_t)tile;
    if (loc != ALH_LOC_ALHAMBRA && loc != ALH_LOC_MARKET)
        w->x = w->y = 0;
    if (loc == ALH_LOC_MARKET)
        w->y = 0;
}

void mx_build(AlhGame *g, int player, int tile, int x, int y)
{
    mx_move_tile(g, tile, ALH_LOC_ALHAMBRA, player, x, y);
    mx_commit(g);
}

int mx_tile(int type, int price, int walls)
{
    for (int t = 1; t <= ALH_NUM_TILES; t++) {
        const AlhTileInfo *i = alh_tile_info(t);
        if (i->type == type && i->price == price && i->walls == walls)
            return t;
    }
    fail_msg("no %d tile of price %d with walls %d", type, price, walls);
    return 0;
}

int mx_free_tile(const AlhGame *g, int walls, int type)
{
    for (int t = 1; t <= ALH_NUM_TILES; t++) {
        const AlhTilePlace *w = &g->where[t];
        if (alh_tile_info(t)->walls == walls && (type < 0 || alh_tile_info(t)->type == type) &&
            (w->loc == ALH_LOC_BAG || w->loc == ALH_LOC_MARKET || w->loc == ALH_LOC_REMOVED))
            return t;
    }
    fail_msg("no free tile with walls %d", walls);
    return 0;
}

void mx_card_release(AlhGame *g, int card)
{
    if (card < ALH_HAND_CARD_END) {
        alh_cards_remove(&g->discard, card);
        for (int p = 0; p < ALH_MAX_PLAYERS; p++) {
            alh_cards_remove(&g->players[p].hand, card);
            alh_cards_remove(&g->players[p].known, card);
        }
    }
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

void mx_card_to_hand(AlhGame *g, int player, int card)
{
    mx_card_release(g, card);
    alh_cards_add(&g->players[player].hand, card);
    alh_cards_add(&g->players[player].known, card);
}

int mx_give(AlhGame *g, int player, int currency, int value)
{
    for (int copy = 0; copy < g->copies; copy++) {
        int card = alh_card_make(currency, value, copy);
        bool held = false;
        for (int p = 0; p < g->num_players; p++)
            held |= alh_cards_has(&g->players[p].hand, card);
        if (!held) {
            mx_card_to_hand(g, player, card);
            return card;
        }
    }
    fail_msg("no free card %d/%d", currency, value);
    return -1;
}

void mx_hand_clear(AlhGame *g, int player)
{
    for (int card = 0; card < ALH_HAND_CARD_END; card++)
        if (alh_cards_has(&g->players[player].hand, card)) {
            mx_card_release(g, card);
            alh_cards_add(&g->discard, card);
        }
}

void mx_card_to_display(AlhGame *g, int slot, int card)
{
    mx_card_release(g, card);
    if (g->display[slot] != ALH_CARD_NONE && g->display[slot] < ALH_HAND_CARD_END)
        alh_cards_add(&g->discard, g->display[slot]);
    g->display[slot] = (uint8_t)card;
}

void mx_card_to_top(AlhGame *g, int card)
{
    mx_card_release(g, card);
    memmove(g->deck + g->deck_pos + 1, g->deck + g->deck_pos, (size_t)(g->deck_len - g->deck_pos));
    g->deck[g->deck_pos] = (uint8_t)card;
    g->deck_len++;
    for (int k = 0; k < ALH_NUM_PILES; k++)
        if (g->pile_end[k] > g->deck_pos)
            g->pile_end[k]++;
}

AlhCommand mx_cmd(int type, int player)
{
    AlhCommand c;
    memset(&c, 0, sizeof c);
    c.type = (uint8_t)type;
    c.player = (uint8_t)player;
    return c;
}

AlhCommand mx_cmd_buy(int player, int space, const int *cards, int n)
{
    AlhCommand c = mx_cmd(ALH_CMD_BUY, player);
    c.space = (uint8_t)space;
    for (int i = 0; i < n; i++)
        alh_cards_add(&c.cards, cards[i]);
    return c;
}

AlhCommand mx_cmd_place(int player, int tile, int x, int y)
{
    AlhCommand c = mx_cmd(ALH_CMD_PLACE, player);
    c.tile = (uint8_t)tile;
    c.x = (int8_t)x;
    c.y = (int8_t)y;
    return c;
}

void mx_apply_ok(AlhGame *g, const AlhCommand *c, AlhEvents *ev)
{
    if (ev)
        memset(ev, 0, sizeof *ev);
    AlhError e = alh_apply(g, c, ev);
    if (e != ALH_OK)
        fail_msg("command type %d of player %d refused: %s", c->type, c->player, alh_error_code(e));
    char msg[160];
    if (!alh_game_validate(g, msg, sizeof msg))
        fail_msg("state invalid after command type %d: %s", c->type, msg);
}

void mx_assert_refused(AlhGame *g, const AlhCommand *c, AlhError expected)
{
    static AlhGame before;
    static AlhEvents ev;
    before = *g;
    memset(&ev, 0, sizeof ev);
    AlhError got = alh_apply(g, c, &ev);
    if (got != expected)
        fail_msg("expected %s, got %s", alh_error_code(expected), alh_error_code(got));
    assert_int_equal(alh_check(g, c), expected);
    assert_int_equal(ev.count, 0);
    assert_memory_equal(&before, g, sizeof before);
}

int mx_event_count(const AlhEvents *ev, int type)
{
    int n = 0;
    for (int i = 0; i < ev->count; i++)
        n += ev->ev[i].type == type;
    return n;
}

bool mx_is_listed(const AlhGame *g, const AlhCommand *c)
{
    static AlhCommand list[8192];
    size_t n = alh_legal_commands(g, list, 8192);
    for (size_t i = 0; i < n && i < 8192; i++) {
        const AlhCommand *l = &list[i];
        if (l->type == c->type && l->player == c->player && l->slots == c->slots && l->space == c->space && l->tile == c->tile &&
            l->tile2 == c->tile2 && l->x == c->x && l->y == c->y && l->option == c->option &&
            memcmp(&l->cards, &c->cards, sizeof c->cards) == 0)
            return true;
    }
    return false;
}

static int soak_events[ALH_EV_TYPE_COUNT]; /* every kind of event, the modules' included */

int mx_soak_events(int type) { return type >= 0 && type < ALH_EV_TYPE_COUNT ? soak_events[type] : 0; }

int mx_soak(uint64_t modules, int games, uint64_t seed, bool random_policy)
{
    memset(soak_events, 0, sizeof soak_events);
    static AlhCommand list[8192];
    static AlhEvents ev;
    int finished = 0;
    for (int i = 0; i < games; i++) {
        AlhGame g;
        int players = 2 + i % 5;
        mx_new_game(&g, players, seed + (uint64_t)i, modules);
        AlhRng rng;
        alh_rng_seed(&rng, seed * 31 + (uint64_t)i, 7);
        for (int step = 0; step < 4000 && g.phase != ALH_PHASE_OVER; step++) {
            AlhCommand c;
            if (random_policy) {
                AlhError e = alh_random_policy(&g, &rng, &c);
                if (e != ALH_OK)
                    fail_msg("random policy failed (%s) in phase %d", alh_error_code(e), g.phase);
            } else {
                size_t n = alh_legal_commands(&g, list, 8192);
                if (n == 0)
                    fail_msg("no legal command in phase %d", g.phase);
                if (n > 8192)
                    n = 8192;
                /* Favour the modules' commands and buying, so that they happen often. */
                size_t pick = alh_rng_below(&rng, (uint32_t)n);
                for (int tries = 0; tries < 3; tries++) {
                    size_t k = alh_rng_below(&rng, (uint32_t)n);
                    if (list[k].type > ALH_CMD_GIVE_DIRK || list[k].type == ALH_CMD_BUY) {
                        pick = k;
                        break;
                    }
                }
                c = list[pick];
                if (alh_check(&g, &c) != ALH_OK)
                    fail_msg("listed command type %d refused: %s", c.type, alh_error_code(alh_check(&g, &c)));
            }
            memset(&ev, 0, sizeof ev);
            AlhError e = alh_apply(&g, &c, &ev);
            if (e != ALH_OK)
                fail_msg("command type %d refused: %s", c.type, alh_error_code(e));
            for (int k = 0; k < ev.count; k++)
                if (ev.ev[k].type < ALH_EV_TYPE_COUNT)
                    soak_events[ev.ev[k].type]++;
            char msg[160];
            if (!alh_game_validate(&g, msg, sizeof msg))
                fail_msg("game %d step %d (command %d): %s", i, step, c.type, msg);
            if (alh_to_move(&g) >= 0 && (step % 17) == 0) {
                /* A view and a guess of the hidden parts must make a valid game too. */
                static AlhView view;
                static AlhGame guess;
                alh_view_make(&g, alh_to_move(&g), &view);
                alh_view_determinize(&view, &rng, &guess);
                if (!alh_game_validate(&guess, msg, sizeof msg))
                    fail_msg("determinized view invalid: %s", msg);
            }
        }
        finished += g.phase == ALH_PHASE_OVER;
    }
    return finished;
}

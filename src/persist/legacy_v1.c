/* SPDX-License-Identifier: MIT */
/*
 * Version 1, frozen. Its replays carry checksums that were an FNV-1a hash over the raw bytes of the
 * game value as that build laid it out; to keep verifying them, the layout of that time is written
 * out below (it must never change) and filled from today's game, field by field. Version 1 also
 * numbered the modules' cards in fixed ranges (diamonds 110, exchange 120, city gates 128,
 * characters 134), which the saves' raw numbers use.
 */
#include "legacy_v1.h"
#include "persist/module_persist.h"
#include "persist/notation.h"

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------ card numbers */

typedef struct OldCards {
    const char *prefix;
    int first;
} OldCards;
static const OldCards old_cards[] = {{"dia", 110}, {"exch", 120}, {"gate", 128}, {"char", 134}};
#define OLD_KINDS (sizeof old_cards / sizeof old_cards[0])
#define OLD_CARD_LIMIT 144

int alh_legacy_v1_card(int old_card)
{
    if (old_card >= 0 && old_card < ALH_NUM_MONEY_CARDS + 2)
        return old_card;
    for (size_t k = OLD_KINDS; k-- > 0;)
        if (old_card >= old_cards[k].first && old_card < OLD_CARD_LIMIT) {
            char name[16];
            snprintf(name, sizeof name, "%s%d", old_cards[k].prefix, old_card - old_cards[k].first + 1);
            return alh_card_parse_other(name);
        }
    return -1;
}

/* Today's card as version 1 numbered it (0xFF stays "no card"). */
static uint8_t old_number(int card)
{
    if (card < ALH_NUM_MONEY_CARDS + 2 || card == ALH_CARD_NONE)
        return (uint8_t)card;
    char text[16];
    alh_card_text(card, false, text, sizeof text);
    for (size_t k = 0; k < OLD_KINDS; k++) {
        size_t len = strlen(old_cards[k].prefix);
        if (strncmp(text, old_cards[k].prefix, len) == 0 && text[len] >= '1' && text[len] <= '9')
            return (uint8_t)(old_cards[k].first + atoi(text + len) - 1);
    }
    return 0;
}

bool alh_legacy_v1_unused_field(const char *name) { return strcmp(name, "extra_points") == 0; }

/* ------------------------------------------------------------------ the layout of version 1 */

typedef struct V1Rng {
    uint64_t state, inc;
} V1Rng;
typedef struct V1CardSet {
    uint64_t bits[2];
} V1CardSet;
typedef struct V1Place {
    uint8_t loc, owner;
    int8_t x, y;
} V1Place;
typedef struct V1Gate {
    int8_t x, y;
    uint8_t side, pad;
} V1Gate;
typedef struct V1Board {
    uint8_t cell[64][64];
    uint64_t occupied[64];
    int8_t min_x, max_x, min_y, max_y;
    uint8_t tile_count, type_count[6], outside_count, gate_count;
    V1Gate gates[6];
} V1Board;
typedef struct V1Player {
    V1CardSet hand, known;
    int16_t score;
    uint8_t reserve_count, pending_count;
    V1Board board;
} V1Player;
typedef struct V1ModState {
    uint16_t bonus_hand[6], bonus_played[6];
    uint8_t bonus_hand_count[6], square_pile_len[6], gate_cards[6];
    uint8_t gate_card_up, gate_cards_used, gate_cards_discarded, vizier_awake, vizier_next, vizier_asked;
    uint16_t char_owned[6], char_used_turn, char_gone;
    uint8_t char_surplus[10], char_surplus_len, auction_card, auction_bidder, auction_out, auction_resume;
    int16_t auction_bid;
    V1CardSet auction_cards;
    uint8_t wise_man_type[3];
    int16_t extra_points[6];
    uint16_t char_pending;
    uint8_t miser_ready, entertainer_choice, master_builder_step;
} V1ModState;
typedef struct V1Game {
    uint32_t version, modules;
    uint64_t seed;
    V1Rng rng;
    uint8_t num_players, first_player, current, phase, bonus_action, actions_this_turn, scorings_done, copies;
    uint16_t turn, command_count;
    uint8_t deck[144], deck_len, deck_pos, pile_end[5], reshuffles, display[4];
    V1CardSet discard;
    uint8_t bag[64], bag_len, bag_pos, market[4];
    V1Place where[88];
    uint8_t dirk_type_count[6];
    int16_t dirk_score;
    V1Player players[6];
    V1ModState mod;
} V1Game;

/* Where each named version-1 field lay, so today's fields (by their legacy names) fill it. */
typedef struct V1Field {
    const char *name;
    size_t offset;
} V1Field;
#define V1F(f)                                                                                                                   \
    {                                                                                                                            \
#f, offsetof(V1ModState, f)                                                                                              \
    }
static const V1Field v1_fields[] = {
    V1F(bonus_hand),         V1F(bonus_played),        V1F(bonus_hand_count),     V1F(square_pile_len), V1F(gate_cards),
    V1F(gate_card_up),       V1F(gate_cards_used),     V1F(gate_cards_discarded), V1F(vizier_awake),    V1F(vizier_next),
    V1F(vizier_asked),       V1F(char_owned),          V1F(char_used_turn),       V1F(char_gone),       V1F(char_surplus),
    V1F(char_surplus_len),   V1F(auction_card),        V1F(auction_bidder),       V1F(auction_out),     V1F(auction_resume),
    V1F(auction_bid),        V1F(auction_cards),       V1F(wise_man_type),        V1F(char_pending),    V1F(miser_ready),
    V1F(entertainer_choice), V1F(master_builder_step),
};

static V1CardSet old_set(const AlhCardSet *s)
{
    V1CardSet o = {{0, 0}};
    ALH_CARDS_FOREACH(s, card) {
        int n = old_number(card);
        o.bits[n >> 6] |= (uint64_t)1 << (n & 63);
    }
    return o;
}

static void fill_modules(V1Game *o, const AlhGame *g)
{
    unsigned char *mod = (unsigned char *)&o->mod;
    for (int id = 0; id < ALH_MOD_COUNT; id++) {
        int count;
        const AlhField *fields = alh_module_fields(id, &count);
        if (!alh_module_on(g, id) || !fields)
            continue;
        const unsigned char *state = alh_module_state_const(g, id);
        for (int k = 0; k < count; k++) {
            const AlhField *f = &fields[k];
            const V1Field *old = NULL;
            for (size_t i = 0; f->legacy && i < sizeof v1_fields / sizeof v1_fields[0]; i++)
                if (strcmp(v1_fields[i].name, f->legacy) == 0)
                    old = &v1_fields[i];
            if (!old)
                continue;
            if (f->kind == ALH_FIELD_CARDS) {
                AlhCardSet s;
                memcpy(&s, state + f->offset, sizeof s);
                V1CardSet v = old_set(&s);
                memcpy(mod + old->offset, &v, sizeof v);
                continue;
            }
            for (int i = 0; i < f->count; i++) {
                const unsigned char *p = state + f->offset + (size_t)i * f->size;
                unsigned char *q = mod + old->offset + (size_t)i * f->size;
                if (f->kind == ALH_FIELD_CARD)
                    *q = old_number(*p);
                else
                    memcpy(q, p, f->size);
            }
        }
    }
}

uint64_t alh_legacy_v1_hash(const AlhGame *g)
{
    V1Game *o = calloc(1, sizeof *o);
    if (!o)
        return 0;
    o->version = 1;
    o->modules = (uint32_t)g->modules.bits[0];
    o->seed = g->seed;
    o->rng.state = g->rng.state;
    o->rng.inc = g->rng.inc;
    o->num_players = g->num_players;
    o->first_player = g->first_player;
    o->current = g->current;
    /* Version 1 numbered the modules' phases vizier 4, auction 5. */
    const char *phase = alh_phase_name(g->phase);
    o->phase = (uint8_t)(g->phase < ALH_PHASE_BASE_COUNT ? g->phase : strcmp(phase, "vizier") == 0 ? 4 : 5);
    o->bonus_action = g->bonus_action;
    o->actions_this_turn = g->actions_this_turn;
    o->scorings_done = g->scorings_done;
    o->copies = g->copies;
    o->turn = g->turn;
    o->command_count = g->command_count;
    for (int i = 0; i < ALH_DECK_MAX && i < 144; i++)
        o->deck[i] = old_number(g->deck[i]);
    o->deck_len = g->deck_len;
    o->deck_pos = g->deck_pos;
    memcpy(o->pile_end, g->pile_end, sizeof o->pile_end);
    o->reshuffles = g->reshuffles;
    for (int s = 0; s < 4; s++)
        o->display[s] = old_number(g->display[s]);
    o->discard = old_set(&g->discard);
    for (int i = 0; i < 64 && i < ALH_BAG_MAX; i++)
        o->bag[i] = g->bag[i];
    o->bag_len = g->bag_len;
    o->bag_pos = g->bag_pos;
    memcpy(o->market, g->market, sizeof o->market);
    for (int t = 0; t < 88 && t < ALH_TILE_SLOTS; t++) {
        o->where[t].loc = g->where[t].loc;
        o->where[t].owner = g->where[t].owner;
        o->where[t].x = g->where[t].x;
        o->where[t].y = g->where[t].y;
    }
    memcpy(o->dirk_type_count, g->dirk_type_count, sizeof o->dirk_type_count);
    o->dirk_score = g->dirk_score;
    for (int p = 0; p < ALH_MAX_PLAYERS; p++) {
        const AlhPlayer *pl = &g->players[p];
        V1Player *op = &o->players[p];
        op->hand = old_set(&pl->hand);
        op->known = old_set(&pl->known);
        op->score = pl->score;
        op->reserve_count = pl->reserve_count;
        op->pending_count = pl->pending_count;
        /* Version 1 held the whole 64 x 64 grid; today only the built cells are stored. */
        memcpy(op->board.occupied, pl->board.occupied, sizeof op->board.occupied);
        for (int y = 0; y < 64; y++)
            for (uint64_t row = pl->board.occupied[y]; row; row &= row - 1) {
                int x = __builtin_ctzll(row);
                op->board.cell[y][x] = (uint8_t)alh_board_cell(&pl->board, x, y);
            }
        op->board.min_x = pl->board.min_x;
        op->board.max_x = pl->board.max_x;
        op->board.min_y = pl->board.min_y;
        op->board.max_y = pl->board.max_y;
        op->board.tile_count = pl->board.tile_count;
        memcpy(op->board.type_count, pl->board.type_count, sizeof op->board.type_count);
        op->board.outside_count = pl->board.outside_count;
    }
    /* Version 1 kept the city gates on the boards; today their module keeps them, in fields that
     * read here by name. */
    int gates = alh_module_id("city-gates");
    if (alh_module_on(g, gates)) {
        const unsigned char *state = alh_module_state_const(g, gates);
        int count;
        const AlhField *fields = alh_module_fields(gates, &count);
        const AlhField *f_count = NULL, *f_owner = NULL, *f_x = NULL, *f_y = NULL, *f_side = NULL;
        for (int k = 0; k < count; k++) {
            const char *n = fields[k].name;
            if (strcmp(n, "gate_count") == 0)
                f_count = &fields[k];
            if (strcmp(n, "gate_owner") == 0)
                f_owner = &fields[k];
            if (strcmp(n, "gate_x") == 0)
                f_x = &fields[k];
            if (strcmp(n, "gate_y") == 0)
                f_y = &fields[k];
            if (strcmp(n, "gate_side") == 0)
                f_side = &fields[k];
        }
        if (f_count && f_owner && f_x && f_y && f_side)
            for (int i = 0; i < state[f_count->offset] && i < 6; i++) {
                int p = state[f_owner->offset + i];
                V1Board *b = &o->players[p < 6 ? p : 0].board;
                if (b->gate_count >= 6)
                    continue;
                b->gates[b->gate_count].x = (int8_t)state[f_x->offset + i];
                b->gates[b->gate_count].y = (int8_t)state[f_y->offset + i];
                b->gates[b->gate_count].side = state[f_side->offset + i];
                b->gate_count++;
            }
    }
    fill_modules(o, g);
    uint64_t h = 1469598103934665603ULL;
    const unsigned char *bytes = (const unsigned char *)o;
    for (size_t i = 0; i < sizeof *o; i++) {
        h ^= bytes[i];
        h *= 1099511628211ULL;
    }
    free(o);
    return h;
}

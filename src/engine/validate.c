/* SPDX-License-Identifier: MIT */
/* Invariants of a state, rebuilding derived counters, and the state hash. */
#include "engine_internal.h"
#include "module.h"

#include <string.h>

void alh_game_rebuild(AlhGame *g)
{
    for (int p = 0; p < g->num_players; p++) {
        AlhPlayer *pl = &g->players[p];
        alh_board_reset(&pl->board);
        pl->reserve_count = pl->pending_count = 0;
        pl->pending_buildings = 0;
    }
    memset(g->dirk_type_count, 0, sizeof g->dirk_type_count);
    for (int t = 1; t <= ALH_TILE_MAX; t++) {
        if (!alh_tile_is_piece(t))
            continue;
        const AlhTilePlace *w = &g->where[t];
        if (w->owner >= g->num_players && (w->loc == ALH_LOC_ALHAMBRA || w->loc == ALH_LOC_RESERVE || w->loc == ALH_LOC_PENDING))
            continue;
        switch (w->loc) {
        case ALH_LOC_ALHAMBRA: alh_board_put(&g->players[w->owner].board, t, w->x, w->y); break;
        case ALH_LOC_RESERVE: g->players[w->owner].reserve_count++; break;
        case ALH_LOC_PENDING:
            g->players[w->owner].pending_count++;
            if (t <= ALH_NUM_TILES)
                g->players[w->owner].pending_buildings |= (uint64_t)1 << t;
            break;
        case ALH_LOC_DIRK:
            if (alh_tile_info(t)->type < ALH_NUM_TYPES)
                g->dirk_type_count[alh_tile_info(t)->type]++;
            break;
        default: break;
        }
    }
}

static bool fail(char *msg, size_t size, const char *text)
{
    alh_str_copy(msg, size, text);
    return false;
}

static bool fail_num(char *msg, size_t size, const char *prefix, int value, const char *suffix)
{
    alh_str_format_int(msg, size, prefix, value, suffix);
    return false;
}

/* The turn's counters, the scores and the generator: values no sequence of commands can make. */
static bool turn_fields_possible(const AlhGame *g, char *msg, size_t size)
{
    /* Scoring round 3 ends the game, and only it. */
    if (g->phase == ALH_PHASE_OVER && g->scorings_done != 3)
        return fail_num(msg, size, "the game is over after ", g->scorings_done,
                        g->scorings_done == 1 ? " scoring (it ends with the third)" : " scorings (it ends with the third)");
    if (g->phase != ALH_PHASE_OVER && g->scorings_done > 2)
        return fail(msg, size, "three scorings done but the game is not over");
    /* alh_rng_seed always makes the increment odd; an even one (0 with state 0: always 0) can make
     * rejection sampling and reshuffles loop for ever. */
    if (!(g->rng.inc & 1u))
        return fail(msg, size, "the random generator's increment must be odd");
    if (g->turn < 1)
        return fail(msg, size, "turns are counted from 1");
    if (g->bonus_action > 1)
        return fail(msg, size, "bonus_action is 0 or 1");
    if (g->bonus_action && g->phase != ALH_PHASE_ACTION)
        return fail(msg, size, "a bonus action exists only in the action phase");
    if (g->bonus_action && g->actions_this_turn == 0)
        return fail(msg, size, "a bonus action before any action");
    /* Each further action needs an exact purchase from one of the four market spaces (refilled only
     * between turns) or of the tiles a module has on offer beside them; then the last action, and
     * one more redesign for each module that may hold a turn open at its end (the Master Builder,
     * a master-builder card). Without such modules: 4 + 1 + 1 as always. */
    int most = ALH_MARKET_SPACES + 2, holds = 0;
    ALH_FOR_MODULES(g, m) {
        holds += m->before_finish != NULL;
        most += m->offer ? ALH_OFFER_MAX : 0;
    }
    most += holds > 1 ? holds - 1 : 0;
    if (g->actions_this_turn > most)
        return fail_num(msg, size, "", g->actions_this_turn, " actions in one turn (more than are possible)");
    /* Draws wait only while a module's phase interrupted them, in a game going on. */
    if (g->drawing >= ALH_DRAWING_COUNT)
        return fail(msg, size, "unknown kind of draws under way");
    if (g->drawing != ALH_DRAWING_NONE && g->phase < ALH_PHASE_BASE_COUNT)
        return fail(msg, size, "draws wait only while a module's phase interrupts them");
    if (g->drawing != ALH_DRAWING_NONE ? g->drawing_player >= g->num_players : g->drawing_player != 0)
        return fail(msg, size, "the player of the draws under way is out of range");
    if (g->scorings_due > 2 || (g->phase == ALH_PHASE_OVER && g->scorings_due))
        return fail(msg, size, "scoring cards drawn and not scored: at most two, none once the game is over");
    for (int p = 0; p < g->num_players; p++)
        if (g->players[p].score < 0)
            return fail_num(msg, size, "player ", p + 1, "'s score is negative");
    if (g->dirk_score < 0)
        return fail(msg, size, "Dirk's score is negative");
    return true;
}

bool alh_game_validate(const AlhGame *g, char *msg, size_t size)
{
    if (g->num_players < ALH_MIN_PLAYERS || g->num_players > ALH_MAX_PLAYERS)
        return fail(msg, size, "players must be 2 to 6");
    if (g->phase >= ALH_PHASE_COUNT || g->current >= g->num_players)
        return fail(msg, size, "phase or current player out of range");
    if (g->phase >= ALH_PHASE_BASE_COUNT && !alh_module_of_phase(g, g->phase)) {
        char text[128];
        alh_str_copy(text, sizeof text, "phase \"");
        size_t len = strlen(text);
        alh_str_copy(text + len, sizeof text - len, alh_phase_name(g->phase));
        len = strlen(text);
        alh_str_copy(text + len, sizeof text - len, "\" belongs to a module that is not in this game");
        return fail(msg, size, text);
    }
    if (g->copies < 1 || g->copies > ALH_CARD_COPIES)
        return fail(msg, size, "money copies must be 1 to 3");
    for (int id = ALH_MOD_COUNT; id < ALH_MAX_MODULES; id++)
        if (alh_modset_has(&g->modules, id))
            return fail(msg, size, "unknown module");
    /* Every module field within its range before anything below reads one (a module that is not in
     * the game keeps nothing). */
    if (!alh_mod_fields_valid(g, msg, size) || !turn_fields_possible(g, msg, size))
        return false;
    /* The modules' own ranges come before anything below reads their fields (count_cards walks
     * the characters' surplus pile by its length, for one). */
    ALH_FOR_MODULES(g, m)
        if (m->validate && !m->validate(g, msg, size))
            return false;

    /* Tiles: each in exactly one place, consistent with the market, the bag and the boards. */
    int in_bag[ALH_TILE_SLOTS] = {0};
    if (g->bag_len > ALH_BAG_MAX || g->bag_pos > g->bag_len)
        return fail(msg, size, "bag size out of range");
    for (int i = g->bag_pos; i < g->bag_len; i++) {
        int t = g->bag[i];
        if (!alh_tile_is_piece(t) || in_bag[t]++)
            return fail_num(msg, size, "bad or repeated tile in the bag at position ", i, "");
    }
    for (int s = 0; s < ALH_MARKET_SPACES; s++) {
        int t = g->market[s];
        if (t && (!alh_tile_is_piece(t) || g->where[t].loc != ALH_LOC_MARKET || g->where[t].x != s))
            return fail_num(msg, size, "market space ", s + 1, " does not match its tile");
    }
    int dirk[ALH_NUM_TYPES] = {0};
    for (int t = 1; t <= ALH_TILE_MAX; t++) {
        if (!alh_tile_is_piece(t))
            continue;
        const AlhTilePlace *w = &g->where[t];
        /* A module's tiles stay out of the game unless the module is in it. */
        bool in_game = t <= ALH_NUM_TILES || alh_module_on(g, alh_tile_module(t));
        if (!in_game && w->loc != ALH_LOC_REMOVED)
            return fail_num(msg, size, "tile ", t, " belongs to a module that is not in this game");
        bool bagged = in_bag[t] > 0;
        if ((w->loc == ALH_LOC_BAG) != bagged)
            return fail_num(msg, size, "tile ", t, " is misplaced between the bag and elsewhere");
        if (w->loc == ALH_LOC_MARKET && (w->x < 0 || w->x >= ALH_MARKET_SPACES || g->market[w->x] != t))
            return fail_num(msg, size, "tile ", t, " claims a market space it is not on");
        if ((w->loc == ALH_LOC_ALHAMBRA || w->loc == ALH_LOC_RESERVE || w->loc == ALH_LOC_PENDING) && w->owner >= g->num_players)
            return fail_num(msg, size, "tile ", t, " belongs to a player who is not in the game");
        if (w->loc == ALH_LOC_ALHAMBRA && alh_board_tile_at(&g->players[w->owner].board, w->x, w->y) != t)
            return fail_num(msg, size, "tile ", t, " is not on its owner's board");
        if (w->loc == ALH_LOC_DIRK && alh_tile_info(t)->type < ALH_NUM_TYPES)
            dirk[alh_tile_info(t)->type]++;
        if (w->loc > ALH_LOC_SUPPLY)
            return fail_num(msg, size, "tile ", t, " has an unknown location");
    }
    for (int type = 0; type < ALH_NUM_TYPES; type++)
        if (dirk[type] != g->dirk_type_count[type])
            return fail(msg, size, "Dirk's building counts do not match his tiles");

    /* Money: every card in play in exactly one place. */
    int copies_seen[ALH_CARD_ID_MAX] = {0};
    uint8_t module_seen[ALH_CARD_ID_MAX] = {0}, module_expected[ALH_CARD_ID_MAX] = {0};
    ALH_FOR_MODULES(g, m)
        if (m->count_cards)
            m->count_cards(g, module_seen, module_expected);
    /* Cards that never go into a hand are never in one, nor on the discard pile. */
    if (alh_cards_next(&g->discard, ALH_HAND_CARD_END) >= 0)
        return fail(msg, size, "a card that is never discarded is on the discard pile");
    for (int p = 0; p < ALH_MAX_PLAYERS; p++) {
        const AlhPlayer *pl = &g->players[p];
        if (alh_cards_next(&pl->hand, ALH_HAND_CARD_END) >= 0 || alh_cards_next(&pl->known, ALH_HAND_CARD_END) >= 0)
            return fail_num(msg, size, "player ", p + 1, " holds a card that never goes into a hand");
        if (p >= g->num_players && (!alh_cards_empty(&pl->hand) || !alh_cards_empty(&pl->known) || pl->score))
            return fail_num(msg, size, "seat ", p + 1, " is not in the game but holds something");
    }
    for (int card = 0; card < ALH_HAND_CARD_END; card++) {
        if (alh_cards_has(&g->discard, card))
            copies_seen[card]++;
        for (int p = 0; p < g->num_players; p++) {
            if (alh_cards_has(&g->players[p].hand, card))
                copies_seen[card]++;
            if (alh_cards_has(&g->players[p].known, card) && !alh_cards_has(&g->players[p].hand, card))
                return fail_num(msg, size, "player ", p + 1, " knows of a card not in the hand");
        }
    }
    for (int s = 0; s < ALH_DISPLAY_SLOTS; s++)
        if (g->display[s] != ALH_CARD_NONE && g->display[s] >= ALH_CARD_ID_MAX)
            return fail_num(msg, size, "display slot ", s + 1, " holds no card of this game");
    for (int s = 0; s < ALH_DISPLAY_SLOTS; s++)
        if (g->display[s] != ALH_CARD_NONE) {
            if (!alh_card_is_money(g->display[s]) && !module_expected[g->display[s]])
                return fail_num(msg, size, "display slot ", s + 1, " holds no money card");
            copies_seen[g->display[s]]++;
        }
    if (g->deck_len > ALH_DECK_MAX || g->deck_pos > g->deck_len)
        return fail(msg, size, "deck size out of range");
    int scoring_cards = 0, scoring_seen[2] = {0, 0};
    for (int i = g->deck_pos; i < g->deck_len; i++) {
        int card = g->deck[i];
        if (card == ALH_CARD_SCORING_1 || card == ALH_CARD_SCORING_2) {
            scoring_cards++;
            /* Card 1 is drawn before card 2 (piles 2 and 4), so while card 1 waits, card 2 does too. */
            if (scoring_seen[card - ALH_CARD_SCORING_1]++)
                return fail(msg, size, "a scoring card is in the deck twice");
        } else if (alh_card_is_money(card) || (card < ALH_CARD_ID_MAX && module_expected[card]))
            copies_seen[card]++;
        else
            return fail_num(msg, size, "bad card in the deck at position ", i, "");
    }
    /* Every scoring card drawn is scored before the next turn, so while the game runs the cards
     * still in the deck, the rounds scored and those drawn, waiting for the turn's end, make two. */
    if (g->phase != ALH_PHASE_OVER && scoring_cards + g->scorings_done + g->scorings_due != 2)
        return fail(msg, size, "the scoring cards in the deck do not match the rounds scored and drawn");
    if (scoring_seen[0] && !scoring_seen[1])
        return fail(msg, size, "scoring card 1 is still in the deck but scoring card 2 is not");
    for (int card = 0; card < ALH_CARD_ID_MAX; card++) {
        int expected = alh_card_is_money(card) ? (alh_card_copy(card) < g->copies ? 1 : 0) : module_expected[card];
        if (card == ALH_CARD_SCORING_1 || card == ALH_CARD_SCORING_2)
            continue;
        if (copies_seen[card] + module_seen[card] != expected)
            return fail_num(msg, size, alh_card_is_money(card) ? "money card " : "card ", card,
                            expected ? " is missing or doubled" : " is not in this game");
    }

    /* Boards and counters. */
    for (int p = 0; p < g->num_players; p++) {
        AlhGame copy = *g;
        alh_game_rebuild(&copy);
        const AlhPlayer *a = &g->players[p], *b = &copy.players[p];
        if (memcmp(&a->board, &b->board, sizeof a->board) != 0)
            return fail_num(msg, size, "player ", p + 1, "'s board does not match the tile places");
        if (a->reserve_count != b->reserve_count || a->pending_count != b->pending_count ||
            a->pending_buildings != b->pending_buildings)
            return fail_num(msg, size, "player ", p + 1, "'s reserve or pending counts are wrong");
        char why[96];
        if (!alh_board_is_legal(g, p, why, sizeof why)) {
            char prefix[32];
            alh_str_format_int(prefix, sizeof prefix, "player ", p + 1, "'s Alhambra: ");
            size_t len = 0;
            while (prefix[len])
                len++;
            alh_str_copy(msg, size, prefix);
            if (size > len)
                alh_str_copy(msg + len, size - len, why);
            return false;
        }
    }
    /* The engine's promise: a game that is not over always has a command to play. */
    if (g->phase != ALH_PHASE_OVER && (alh_to_move(g) < 0 || alh_legal_commands(g, NULL, 0) == 0))
        return fail(msg, size, "nobody can move: the position has no legal command");
    return true;
}

/* ------------------------------------------------------------------ the hash */

/*
 * The hash walks what the game is, as the save format writes it: base values in a fixed order,
 * cards and tiles by a key that does not depend on how the build numbered the modules' ids, and
 * each module's fields by name, non-zero values only. Derived counters (boards, counts) and
 * leftovers no rule reads (drawn deck entries, old coordinates of tiles that moved on) are left
 * out. So a new module field, a new module or a new layout changes no existing game's hash.
 */
typedef struct Hash {
    uint64_t h;
} Hash;

static void mix(Hash *hs, uint64_t key, int64_t value)
{
    uint64_t words[2] = {key, (uint64_t)value};
    const unsigned char *p = (const unsigned char *)words;
    for (size_t i = 0; i < sizeof words; i++) {
        hs->h ^= p[i];
        hs->h *= 1099511628211ULL;
    }
}

static uint64_t text_key(const char *s)
{
    uint64_t h = 1469598103934665603ULL;
    for (; *s; s++) {
        h ^= (unsigned char)*s;
        h *= 1099511628211ULL;
    }
    return h;
}

/* A module's card or tile: its module's name and its place among that module's ids. */
static int64_t item_key(const AlhModuleRange *ranges, int id)
{
    for (const AlhModuleRange *r = ranges; r->module != 0xFF; r++)
        if (id >= r->first && id < r->first + r->count)
            return (int64_t)(text_key(alh_module_infos[r->module].name) & 0xFFFFFFFFFFFFull) * 256 + (id - r->first);
    return id;
}

static int64_t card_key(int card)
{
    return card < ALH_NUM_MONEY_CARDS + 2 || card == ALH_CARD_NONE ? card : item_key(alh_module_card_ranges, card);
}

static int64_t tile_key(int tile) { return tile <= ALH_TILE_FOUNTAIN ? tile : item_key(alh_module_tile_ranges, tile); }

static void mix_cards(Hash *hs, uint64_t key, const AlhCardSet *set)
{
    mix(hs, key, alh_cards_count(set));
    ALH_CARDS_FOREACH(set, card)
        mix(hs, key, card_key(card));
}

static void mix_module_fields(Hash *hs, const AlhGame *g, int id)
{
    const AlhModule *m = alh_module(id);
    const unsigned char *base = (const unsigned char *)&g->mod + m->state_offset;
    uint64_t mkey = text_key(alh_module_infos[id].name);
    for (int k = 0; k < m->field_count; k++) {
        const AlhField *f = &m->fields[k];
        uint64_t fkey = mkey * 31 + text_key(f->name);
        for (int i = 0; i < f->count; i++) {
            const unsigned char *p = base + f->offset + (size_t)i * f->size;
            if (f->kind == ALH_FIELD_CARDS) {
                AlhCardSet set;
                memcpy(&set, p, sizeof set);
                if (!alh_cards_empty(&set))
                    mix_cards(hs, fkey + (uint64_t)i, &set);
                continue;
            }
            int64_t v = 0;
            switch (f->size) {
            case 1: v = (f->flags & ALH_FIELD_SIGNED) ? *(const int8_t *)p : *p; break;
            case 2: {
                uint16_t u;
                memcpy(&u, p, 2);
                v = (f->flags & ALH_FIELD_SIGNED) ? (int16_t)u : u;
                break;
            }
            default: {
                uint32_t u;
                memcpy(&u, p, 4);
                v = (f->flags & ALH_FIELD_SIGNED) ? (int64_t)(int32_t)u : (int64_t)u;
                break;
            }
            }
            if (v == 0)
                continue;
            mix(hs, fkey + (uint64_t)i, f->kind == ALH_FIELD_CARD ? card_key((int)v) : v);
        }
    }
}

uint64_t alh_game_hash(const AlhGame *g)
{
    Hash hs = {1469598103934665603ULL};
    mix(&hs, 1, g->num_players);
    for (int id = 0; id < ALH_MOD_COUNT; id++)
        if (alh_module_on(g, id))
            mix(&hs, 2, (int64_t)text_key(alh_module_infos[id].name));
    mix(&hs, 3, (int64_t)g->seed);
    mix(&hs, 4, (int64_t)g->rng.state);
    mix(&hs, 5, (int64_t)g->rng.inc);
    mix(&hs, 6, g->first_player);
    mix(&hs, 7, g->current);
    mix(&hs, 8, (int64_t)text_key(alh_phase_name(g->phase) ? alh_phase_name(g->phase) : "?"));
    mix(&hs, 9, g->bonus_action);
    mix(&hs, 10, g->actions_this_turn);
    mix(&hs, 11, g->scorings_done);
    mix(&hs, 12, g->copies);
    mix(&hs, 13, g->turn);
    mix(&hs, 14, g->command_count);
    mix(&hs, 15, g->deck_len);
    mix(&hs, 16, g->deck_pos);
    for (int i = g->deck_pos; i < g->deck_len && i < ALH_DECK_MAX; i++)
        mix(&hs, 17, card_key(g->deck[i]));
    for (int k = 0; k < ALH_NUM_PILES; k++)
        mix(&hs, 18, g->pile_end[k]);
    mix(&hs, 19, g->reshuffles);
    for (int s = 0; s < ALH_DISPLAY_SLOTS; s++)
        mix(&hs, 20, card_key(g->display[s]));
    mix_cards(&hs, 21, &g->discard);
    mix(&hs, 22, g->bag_len);
    mix(&hs, 23, g->bag_pos);
    for (int i = g->bag_pos; i < g->bag_len && i < ALH_BAG_MAX; i++)
        mix(&hs, 24, tile_key(g->bag[i]));
    for (int s = 0; s < ALH_MARKET_SPACES; s++)
        mix(&hs, 25, tile_key(g->market[s]));
    for (int t = 1; t <= ALH_TILE_MAX; t++) {
        const AlhTilePlace *w = &g->where[t];
        if (!alh_tile_is_piece(t) || w->loc == ALH_LOC_REMOVED)
            continue;
        mix(&hs, 26, tile_key(t));
        mix(&hs, 27, w->loc);
        switch (w->loc) {
        case ALH_LOC_ALHAMBRA:
            mix(&hs, 28, w->owner);
            mix(&hs, 29, w->x);
            mix(&hs, 30, w->y);
            break;
        case ALH_LOC_PENDING:
        case ALH_LOC_RESERVE: mix(&hs, 28, w->owner); break;
        case ALH_LOC_MARKET: mix(&hs, 29, w->x); break;
        case ALH_LOC_SUPPLY:
            mix(&hs, 29, w->x);
            mix(&hs, 30, w->y);
            break;
        default: break;
        }
    }
    mix(&hs, 31, g->dirk_score);
    for (int p = 0; p < g->num_players; p++) {
        mix_cards(&hs, 32 + 4 * (uint64_t)p, &g->players[p].hand);
        mix_cards(&hs, 33 + 4 * (uint64_t)p, &g->players[p].known);
        mix(&hs, 34 + 4 * (uint64_t)p, g->players[p].score);
    }
    /* Values that are 0 but in the middle of a turn: mixed only then, so that no game's hash moved
     * when they came. */
    if (g->scorings_due)
        mix(&hs, 64, g->scorings_due);
    if (g->drawing) {
        mix(&hs, 65, (int64_t)text_key(alh_drawing_name(g->drawing) ? alh_drawing_name(g->drawing) : "?"));
        mix(&hs, 66, g->drawing_player);
    }
    for (int id = 0; id < ALH_MOD_COUNT; id++)
        if (alh_module_on(g, id) && alh_module(id)->fields)
            mix_module_fields(&hs, g, id);
    return hs.h;
}

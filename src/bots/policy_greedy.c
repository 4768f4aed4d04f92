/* SPDX-License-Identifier: MIT */
/*
 * The greedy policy: every legal command is played on a copy of the position (one copy, taken back
 * after each command) and evaluated with the table of terms; the best one wins. Medium plays it;
 * the search uses its ranking to choose which commands deserve playouts.
 */
#include "bot_module.h"

#include <stdlib.h>
#include <string.h>

/*
 * For playouts (lean), the out-of-turn choices of a module's moment keep one representative of each
 * move, as the module's bot part keys them (the lowest bid in each currency: a bot raises by the
 * smallest step anyway; one exact payment for each market space in a purchase out of turn), besides
 * declining. Listing every payment and every bid made the windows asked after every turn most of a
 * playout's cost. Returns the new count.
 */
size_t bot_lean_module_phase(const AlhGame *g, AlhCommand *cands, size_t n)
{
    int id = alh_phase_module(g->phase);
    const AlhModuleBot *b = id >= 0 ? alh_bot_registry[id] : NULL;
    if (!b || !b->lean_key)
        return n;
    uint32_t seen = 0; /* keys already kept */
    size_t kept = 0;
    for (size_t i = 0; i < n; i++) {
        int key = b->lean_key(g, &cands[i]);
        if (key >= 0 && key < 32) {
            if ((seen >> key) & 1)
                continue;
            seen |= 1u << key;
        }
        cands[kept++] = cands[i];
    }
    return kept;
}

void bot_board_memo_init(BotBoardMemo *m)
{
    for (int q = 0; q < ALH_MAX_PLAYERS; q++) {
        m->next[q] = 0;
        for (int w = 0; w < BOT_BOARD_MEMO_WAYS; w++)
            m->wall[q][w] = -1;
    }
}

void bot_board_memo_get(BotBoardMemo *m, const AlhGame *g, int player, int *wall, int *open)
{
    if (player < 0 || player >= g->num_players) {
        *wall = *open = 0;
        return;
    }
    const AlhBoard *b = &g->players[player].board;
    if (alh_modules_any_optional(&g->modules)) {
        *wall = alh_longest_wall(g, player);
        *open = bot_open_cells(b);
        return;
    }
    for (int w = 0; w < BOT_BOARD_MEMO_WAYS; w++)
        if (m->wall[player][w] >= 0 && memcmp(&m->board[player][w], b, sizeof *b) == 0) {
            *wall = m->wall[player][w];
            *open = m->open[player][w];
            return;
        }
    *wall = alh_longest_wall(g, player);
    *open = bot_open_cells(b);
    int w = m->next[player];
    m->next[player] = (w + 1) % BOT_BOARD_MEMO_WAYS;
    m->board[player][w] = *b;
    m->wall[player][w] = *wall;
    m->open[player][w] = *open;
}

void bot_greedy_scratch_init(BotGreedyScratch *s)
{
    bot_board_memo_init(&s->boards);
    bot_majority_memo_init(&s->majorities);
}

static bool same_hand(const AlhCardSet *a, const AlhCardSet *b)
{
    uint64_t diff = 0;
    for (int w = 0; w < ALH_CARDSET_WORDS; w++)
        diff |= a->bits[w] ^ b->bits[w];
    return diff == 0;
}

/* The ranking, in scratch s (its state copy, its memos of boards and majorities) or, without one, in a copy of its own. */
static size_t greedy_rank(BotGreedyScratch *s, const AlhGame *g, const BotEvalParams *params, bool lean, AlhCommand *cands,
                          double *scores, size_t cap)
{
    int me = alh_to_move(g);
    if (me < 0)
        return 0;
    size_t n = 0;
    /*
     * Lean: every action but the redesigns. The modules' actions stay in (a square, a character's
     * power, a purchase out of turn, ...): playouts without them misjudged every move that changes whether
     * they pay, and Hard lost to Medium with the modules on.
     */
    AlhKindSet not_redesigns = alh_kinds_all();
    alh_kinds_remove(&not_redesigns, ALH_CMD_REDESIGN_ADD);
    alh_kinds_remove(&not_redesigns, ALH_CMD_REDESIGN_REMOVE);
    alh_kinds_remove(&not_redesigns, ALH_CMD_REDESIGN_SWAP);
    if (lean && g->phase == ALH_PHASE_ACTION)
        n = alh_legal_commands_of(g, not_redesigns, cands, cap);
    if (n == 0)
        n = alh_legal_commands(g, cands, cap);
    if (n > cap)
        n = cap;
    if (lean)
        n = bot_lean_module_phase(g, cands, n);
    /*
     * Only the mover's Alhambra changes: the others' walls are measured once, and the mover's too
     * for the commands that leave it as it is (taking money, buying: the tile waits to be placed).
     */
    /* The empty cells beside open sides are a count of the board alone: counted once here, and
     * again after a command only for a board it changed (one whose tiles moved). */
    int walls[ALH_MAX_PLAYERS], opens[ALH_MAX_PLAYERS], known_opens[ALH_MAX_PLAYERS];
    for (int q = 0; q < g->num_players; q++) {
        if (s) {
            bot_board_memo_get(&s->boards, g, q, &walls[q], &opens[q]);
        } else {
            walls[q] = alh_longest_wall(g, q);
            opens[q] = bot_open_cells(&g->players[q].board);
        }
    }
    int my_wall = walls[me];
    /* What each hand of money alone can pay is a count of its cards: worked out once here, and
     * again after a command only for a hand it changed. */
    BotHandPower powers[ALH_MAX_PLAYERS];
    bool money_only[ALH_MAX_PLAYERS];
    const BotHandPower *known_powers[ALH_MAX_PLAYERS];
    for (int q = 0; q < g->num_players; q++) {
        money_only[q] = alh_cards_money_only(&g->players[q].hand);
        if (money_only[q])
            bot_hand_power(g, &g->players[q].hand, &powers[q]);
    }
    /*
     * The position is copied once: each candidate is played on the copy, evaluated there, and the
     * copy taken back to the position by rewriting what a command can have changed (state_restore.c:
     * everything but the Alhambras, and the Alhambras whose tiles moved).
     */
    /*
     * A placement in the base game adds one tile to the mover's board and changes nothing else
     * there: its open cells follow from the board's marks, worked out once (at the first placement).
     */
    bool plain_boards = !alh_modules_any_optional(&g->modules);
    uint64_t my_marks[ALH_GRID];
    bool marks_known = false;
    AlhGame *copy = s ? &s->copy : malloc(sizeof *copy);
    if (!copy)
        return 0;
    *copy = *g;
    for (size_t i = 0; i < n; i++) {
        if (alh_apply(copy, &cands[i], NULL) != ALH_OK) {
            scores[i] = -1e18;
            bot_restore(copy, g, BOT_ALL_BOARDS); /* a refused command changes nothing; this costs nothing in practice */
            continue;
        }
        unsigned moved = bot_boards_moved_by(copy, g, &cands[i], plain_boards);
        int t = cands[i].type;
        walls[me] = (t == ALH_CMD_TAKE_MONEY || t == ALH_CMD_BUY || t == ALH_CMD_PASS) ? my_wall : -1;
        for (int q = 0; q < g->num_players; q++)
            known_opens[q] = (moved >> q) & 1 ? -1 : opens[q];
        if (t == ALH_CMD_PLACE && plain_boards && moved == 1u << me) {
            const AlhBoard *before = &g->players[me].board;
            if (!marks_known) {
                bot_open_marks(before, my_marks);
                marks_known = true;
            }
            known_opens[me] = bot_open_cells_placed(before, my_marks, opens[me], cands[i].tile, cands[i].x, cands[i].y);
            /*
             * A tile without walls adds no wall segment, and its neighbours' sides facing it have no
             * walls either (a touched side shows a wall on both tiles or on neither): every outer
             * segment stays as it was, and so does the longest wall.
             */
            if (alh_tile_info(cands[i].tile)->walls == 0)
                walls[me] = my_wall;
        }
        for (int q = 0; q < g->num_players; q++)
            known_powers[q] = money_only[q] && same_hand(&copy->players[q].hand, &g->players[q].hand) ? &powers[q] : NULL;
        scores[i] = bot_eval_relative(copy, params, me, walls, known_opens, known_powers, s ? &s->majorities : NULL);
        bot_restore(copy, g, moved);
    }
    if (!s)
        free(copy);
    return n;
}

size_t bot_greedy_rank(const AlhGame *g, const BotEvalParams *params, bool lean, AlhCommand *cands, double *scores, size_t cap)
{
    return greedy_rank(NULL, g, params, lean, cands, scores, cap);
}

size_t bot_greedy_rank_in(BotGreedyScratch *s, const AlhGame *g, const BotEvalParams *params, bool lean, AlhCommand *cands,
                          double *scores, size_t cap)
{
    return greedy_rank(s, g, params, lean, cands, scores, cap);
}

/* The best of the ranked commands (the first of equals). */
static AlhError pick_best(const AlhCommand *cands, const double *scores, size_t n, AlhCommand *out)
{
    size_t best = 0;
    for (size_t i = 1; i < n; i++)
        if (scores[i] > scores[best])
            best = i;
    if (n == 0)
        return ALH_ERR_WRONG_PHASE;
    *out = cands[best];
    return ALH_OK;
}

AlhError bot_greedy_choose(const AlhGame *g, const BotEvalParams *params, bool lean, AlhCommand *out)
{
    if (g->phase == ALH_PHASE_OVER)
        return ALH_ERR_GAME_OVER;
    AlhCommand *cands = malloc(sizeof *cands * BOT_MAX_COMMANDS);
    double *scores = malloc(sizeof *scores * BOT_MAX_COMMANDS);
    AlhError err = ALH_ERR_WRONG_PHASE;
    if (cands && scores)
        err = pick_best(cands, scores, greedy_rank(NULL, g, params, lean, cands, scores, BOT_MAX_COMMANDS), out);
    free(cands);
    free(scores);
    return err;
}

AlhError bot_greedy_choose_in(BotGreedyScratch *s, const AlhGame *g, const BotEvalParams *params, bool lean, AlhCommand *out)
{
    if (g->phase == ALH_PHASE_OVER)
        return ALH_ERR_GAME_OVER;
    return pick_best(s->cands, s->scores, greedy_rank(s, g, params, lean, s->cands, s->scores, BOT_MAX_COMMANDS), out);
}

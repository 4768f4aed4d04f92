/* SPDX-License-Identifier: MIT */
/*
 * The hint: the bot's choice, and the reasons for it read off the bot's own evaluation. The
 * position before and after the command is evaluated on one guess of the hidden parts (drawn from
 * the hint's seed, like the bots' own guesses), and the terms that moved become the reasons: the
 * majorities the purchase changes, the wall a placement extends, the exact payment and the action
 * it earns, the money that makes a later payment exact, the scoring that is near.
 */
#include "alhambra/hint.h"

#include "bot_internal.h"
#include "bot_module.h"

#include <stdlib.h>
#include <string.h>

/* Which fifth of the deck holds scoring card k (R8), as in eval.c. */
static const int scoring_pile[2] = {2, 4};

typedef struct HintSide {
    BotEvalCtx ctx;
    double terms[16];
} HintSide;

static void evaluate(HintSide *side, const AlhGame *g, int p)
{
    const BotEvalParams *params = bot_default_params(); /* Medium's evaluation: terms it leaves out count 0 */
    bot_eval_init(&side->ctx, g);
    bot_modules_prepare(&side->ctx, params);
    for (int i = 0; i < bot_term_count && i < 16; i++) {
        double scale = bot_terms[i].weight * params->term_scale[i];
        side->terms[i] = g->phase == ALH_PHASE_OVER || scale == 0 ? 0 : scale * bot_terms[i].value(&side->ctx, p);
    }
}

static double term_delta(const HintSide *before, const HintSide *after, const char *name)
{
    for (int i = 0; i < bot_term_count && i < 16; i++)
        if (strcmp(bot_terms[i].name, name) == 0)
            return after->terms[i] - before->terms[i];
    return 0;
}

static double magnitude(double v) { return v < 0 ? -v : v; }

static AlhHintReason *add_reason(AlhHint *h, int kind)
{
    if (h->reason_count >= ALH_HINT_MAX_REASONS)
        return NULL;
    AlhHintReason *r = &h->reasons[h->reason_count++];
    memset(r, 0, sizeof *r);
    r->kind = (uint8_t)kind;
    r->type = r->currency = r->space = -1;
    return r;
}

/* Whether the hand can pay `price` exactly in currency c (money, and the modules' cards that are
 * money of c: coins, master builders). */
static bool can_pay_exactly(const AlhGame *g, const AlhCardSet *hand, int c, int price)
{
    uint64_t reach = 1;
    for (int w = 0; w < ALH_CARDSET_WORDS; w++) {
        uint64_t bits = hand->bits[w];
        while (bits) {
            int card = w * 64 + __builtin_ctzll(bits);
            bits &= bits - 1;
            int v = alh_card_worth(g, card);
            if (v > 0 && v < 64 && alh_card_pay_currency(g, card) == c)
                reach |= reach << v;
        }
    }
    return price >= 0 && price < 64 && ((reach >> price) & 1);
}

/*
 * The counts a player reads on the table: what scoring would count now (buildings and what the
 * modules add, alh_building_counts) plus the tiles bought this turn, for every participant. The
 * evaluation's own counts also hold what the modules expect later (a bonus card in hand), which a
 * sentence must not state as a fact.
 */
static void table_counts(const AlhGame *g, uint8_t counts[BOT_PARTICIPANTS][ALH_NUM_TYPES])
{
    memset(counts, 0, sizeof(uint8_t) * BOT_PARTICIPANTS * ALH_NUM_TYPES);
    for (int q = 0; q < g->num_players; q++)
        alh_building_counts(g, q, counts[q]);
    if (alh_game_has_dirk(g))
        memcpy(counts[ALH_DIRK], g->dirk_type_count, ALH_NUM_TYPES);
    for (int t = 1; t <= ALH_NUM_TILES; t++)
        if (g->where[t].loc == ALH_LOC_PENDING && g->where[t].owner < BOT_PARTICIPANTS)
            counts[g->where[t].owner][alh_tile_info(t)->type]++;
}

/* Place of p in a type (1 = first), its tie, and the best rival's count; 0 when p has none. */
static int place_in_type(const AlhGame *g, const uint8_t counts[BOT_PARTICIPANTS][ALH_NUM_TYPES], int p, int type, bool *tied,
                         int *best_rival)
{
    int mine = counts[p][type], above = 0, same = 0, rival = 0;
    bool dirk = alh_game_has_dirk(g);
    for (int q = 0; q < BOT_PARTICIPANTS; q++) {
        if (q == p || (q >= g->num_players && !(q == ALH_DIRK && dirk)))
            continue;
        int c = counts[q][type];
        rival = c > rival ? c : rival;
        above += c > mine;
        same += c == mine;
    }
    *tied = same > 0;
    *best_rival = rival;
    return mine > 0 ? above + 1 : 0;
}

/* The majority reasons: each building type whose count the command changes for p. */
static void majority_reasons(AlhHint *h, const HintSide *b, const HintSide *a, int p)
{
    uint8_t before[BOT_PARTICIPANTS][ALH_NUM_TYPES], after[BOT_PARTICIPANTS][ALH_NUM_TYPES];
    table_counts(b->ctx.g, before);
    table_counts(a->ctx.g, after);
    for (int t = 0; t < ALH_NUM_TYPES; t++) {
        if (after[p][t] == before[p][t])
            continue;
        double gain = 0;
        for (int r = 1; r <= 3; r++)
            gain +=
                a->ctx.round_weight[r] * (bot_majority_points(&a->ctx, (const uint8_t(*)[ALH_NUM_TYPES])a->ctx.counts, r, p, t) -
                                          bot_majority_points(&b->ctx, (const uint8_t(*)[ALH_NUM_TYPES])b->ctx.counts, r, p, t));
        AlhHintReason *r = add_reason(h, ALH_HINT_MAJORITY);
        if (!r)
            return;
        bool tied;
        int rival;
        r->type = (int8_t)t;
        r->count = after[p][t];
        r->place = (int8_t)place_in_type(a->ctx.g, (const uint8_t(*)[ALH_NUM_TYPES])after, p, t, &tied, &rival);
        r->tied = tied;
        r->count2 = rival;
        r->round = (int8_t)(a->ctx.g->scorings_done < 3 ? a->ctx.g->scorings_done + 1 : 3);
        r->points = gain;
    }
}

/* After taking money: the tiles on sale that p can now pay exactly and could not before. */
static void exact_next_reasons(AlhHint *h, const AlhGame *before, const AlhGame *after, int p)
{
    for (int s = 0; s < ALH_MARKET_SPACES; s++) {
        int tile = before->market[s];
        if (!tile || tile > ALH_NUM_TILES)
            continue;
        int c = alh_market_currency(s), price = alh_tile_info(tile)->price;
        if (can_pay_exactly(before, &before->players[p].hand, c, price) ||
            !can_pay_exactly(after, &after->players[p].hand, c, price))
            continue;
        AlhHintReason *r = add_reason(h, ALH_HINT_EXACT_NEXT);
        if (!r)
            return;
        r->space = (int8_t)s;
        r->type = (int8_t)alh_tile_info(tile)->type;
        r->currency = (int8_t)c;
        r->value = price;
    }
}

static void scoring_near_reason(AlhHint *h, const AlhView *view)
{
    const AlhGame *g = &view->game;
    int next = g->scorings_done + 1;
    if (g->phase == ALH_PHASE_OVER || next > 3)
        return;
    if (next <= 2) {
        int pile = alh_current_pile(g);
        if (!view->scoring_pending[next - 1] || pile != scoring_pile[next - 1]) /* its card is in the pile being drawn */
            return;
        AlhHintReason *r = add_reason(h, ALH_HINT_SCORING_NEAR);
        if (r)
            r->round = (int8_t)next;
    } else {
        int left = alh_bag_remaining(g);
        if (left > 12)
            return;
        AlhHintReason *r = add_reason(h, ALH_HINT_SCORING_NEAR);
        if (r) {
            r->round = 3;
            r->count = left;
        }
    }
}

/* Keeps the reasons in the order of their weight; the exact payment always leads. */
static double reason_weight(const AlhHintReason *r)
{
    switch (r->kind) {
    case ALH_HINT_EXACT: return 1000;
    case ALH_HINT_ONLY: return 900;
    case ALH_HINT_RESERVE: return 800;
    case ALH_HINT_SCORING_NEAR: return -1; /* a remark, said last */
    case ALH_HINT_MAJORITY:
    case ALH_HINT_MODULES:
    case ALH_HINT_OVERALL: return magnitude(r->points);
    case ALH_HINT_WALL: return 2.0 * (r->count - r->count2);
    case ALH_HINT_EXACT_NEXT: return 4;
    case ALH_HINT_MONEY: return 4.5; /* said before what the money makes possible */
    case ALH_HINT_OPEN: return 0.5;
    default: return 0;
    }
}

static int by_weight(const void *x, const void *y)
{
    double a = reason_weight(x), b = reason_weight(y);
    return a < b ? 1 : (a > b ? -1 : 0);
}

/* Empty places beside the Alhambra that an open side faces: where later buildings can go. */
static int open_places(const AlhBoard *b)
{
    static const int dx[4] = {0, 1, 0, -1}, dy[4] = {-1, 0, 1, 0};
    int n = 0;
    for (int y = b->min_y - 1; y <= b->max_y + 1; y++)
        for (int x = b->min_x - 1; x <= b->max_x + 1; x++) {
            if (alh_board_tile_at(b, x, y))
                continue;
            bool open = false;
            for (int s = 0; s < 4 && !open; s++) {
                int t = alh_board_tile_at(b, x - dx[s], y - dy[s]); /* the neighbour whose side s faces here */
                open = t && !((alh_tile_info(t)->walls >> s) & 1);
            }
            n += open;
        }
    return n;
}

static void explain(AlhHint *h, const AlhView *view, const AlhGame *guess, const AlhCommand *cmd)
{
    int p = view->viewer;
    AlhGame *after = malloc(sizeof *after);
    HintSide *sb = malloc(sizeof *sb), *sa = malloc(sizeof *sa);
    AlhEvents *ev = malloc(sizeof *ev);
    if (!after || !sb || !sa || !ev) {
        free(after), free(sb), free(sa), free(ev);
        return;
    }
    memcpy(after, guess, sizeof *after);
    ev->count = ev->dropped = 0;
    if (alh_apply(after, cmd, ev) != ALH_OK) {
        free(after), free(sb), free(sa), free(ev);
        return;
    }
    evaluate(sb, guess, p);
    evaluate(sa, after, p);
    h->gain = 0;
    for (int i = 0; i < bot_term_count && i < 16; i++)
        h->gain += sa->terms[i] - sb->terms[i];

    for (int i = 0; i < ev->count; i++)
        if (ev->ev[i].type == ALH_EV_TILE_BOUGHT && ev->ev[i].player == p && ev->ev[i].exact) {
            AlhHintReason *r = add_reason(h, ALH_HINT_EXACT);
            if (r)
                r->value = ev->ev[i].value;
        }
    majority_reasons(h, sb, sa, p);

    int wall_before = alh_longest_wall(guess, p), wall_after = alh_longest_wall(after, p);
    if (wall_after > wall_before) {
        AlhHintReason *r = add_reason(h, ALH_HINT_WALL);
        if (r) {
            r->count = wall_after;
            r->count2 = wall_before;
        }
    }
    if (cmd->type == ALH_CMD_TAKE_MONEY) {
        int value = 0, currency = -1;
        for (int s = 0; s < ALH_DISPLAY_SLOTS; s++)
            if ((cmd->slots >> s) & 1 && alh_card_is_money(guess->display[s])) {
                value += alh_card_value(guess->display[s]);
                int c = alh_card_currency(guess->display[s]);
                currency = currency < 0 || currency == c ? c : 99; /* 99: several currencies */
            }
        exact_next_reasons(h, guess, after, p);
        AlhHintReason *r = add_reason(h, ALH_HINT_MONEY);
        if (r) {
            r->value = value;
            r->currency = (int8_t)(currency == 99 ? -1 : currency);
        }
    }
    if (cmd->type == ALH_CMD_RESERVE)
        add_reason(h, ALH_HINT_RESERVE);
    if ((cmd->type == ALH_CMD_PLACE || cmd->type == ALH_CMD_REDESIGN_ADD || cmd->type == ALH_CMD_REDESIGN_SWAP) &&
        wall_after <= wall_before) {
        AlhHintReason *r = add_reason(h, ALH_HINT_OPEN);
        if (r)
            r->count = open_places(&after->players[p].board);
    }
    double modules = term_delta(sb, sa, "modules");
    if (magnitude(modules) >= 1.0) {
        AlhHintReason *r = add_reason(h, ALH_HINT_MODULES);
        if (r)
            r->points = modules;
    }
    if (h->reason_count == 0) {
        AlhHintReason *r = add_reason(h, ALH_HINT_OVERALL);
        if (r)
            r->points = h->gain;
    }
    scoring_near_reason(h, view);
    qsort(h->reasons, (size_t)h->reason_count, sizeof h->reasons[0], by_weight);
    free(after), free(sb), free(sa), free(ev);
}

uint64_t alh_hint_seed(const AlhView *view)
{
    /* "hint" as the key: a number of the hint's own, mixed with public counters only. */
    return alh_bot_seed(0x68696e74u, view->game.turn, view->game.command_count, view->viewer);
}

AlhError alh_bot_hint_budget(int level, const AlhView *view, uint64_t seed, const AlhBotBudget *budget, AlhHint *out)
{
    memset(out, 0, sizeof *out);
    out->player = view->viewer;
    AlhError err = alh_bot_choose_budget(level, view, seed, budget, &out->command);
    if (err != ALH_OK)
        return err;
    AlhCommand two[2];
    if (alh_legal_commands(&view->game, two, 2) == 1) {
        add_reason(out, ALH_HINT_ONLY);
        return ALH_OK;
    }
    AlhGame *guess = malloc(sizeof *guess);
    if (!guess)
        return ALH_OK; /* the command stands without its reasons */
    AlhRng rng;
    alh_rng_seed(&rng, seed ^ 0x9e3779b97f4a7c15ULL, (uint64_t)view->viewer + 101);
    alh_view_determinize(view, &rng, guess);
    explain(out, view, guess, &out->command);
    free(guess);
    return ALH_OK;
}

AlhError alh_bot_hint(int level, const AlhView *view, uint64_t seed, AlhHint *out)
{
    return alh_bot_hint_budget(level, view, seed, NULL, out);
}

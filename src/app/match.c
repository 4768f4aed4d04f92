/* SPDX-License-Identifier: MIT */
/* The running game in the client: commands in, events out to the log and the animations; bots on a thread. */
#include "match.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include "audio.h"
#include "client_module.h"
#include "i18n.h"
#include "phrase.h"
#include "table.h"
#include "table_save.h"

/* Pause after a bot's move has been shown, before the next one (seconds, scaled by the setting). */
#define BOT_PAUSE 0.55

const char *match_seat_name(const Match *m, int p)
{
    if (p == ALH_DIRK)
        return "Dirk";
    return (p >= 0 && p < m->num_seats) ? m->seats[p].name : "?";
}

void match_translate_default_names(AppContext *ctx, Match *m)
{
    char num[12]; /* any int, sign and terminator */
    for (int p = 0; m && p < m->num_seats; p++)
        if (m->seats[p].default_name) {
            snprintf(num, sizeof num, "%d", p + 1);
            trf(ctx, m->seats[p].name, sizeof m->seats[p].name, "seat.default_name", num, NULL);
        }
}

/* ------------------------------------------------------------------ the log */

static MatchLogLine *log_grow(Match *m)
{
    if (m->log_count == m->log_cap) {
        int cap = m->log_cap ? m->log_cap * 2 : 256;
        MatchLogLine *grown = realloc(m->log, (size_t)cap * sizeof *grown);
        if (!grown)
            return NULL; /* the log is a courtesy: the game goes on without it */
        m->log = grown;
        m->log_cap = cap;
    }
    MatchLogLine *l = &m->log[m->log_count++];
    memset(l, 0, sizeof *l);
    l->turn = m->game.turn;
    return l;
}

void match_log_add(Match *m, int player, const char *text)
{
    MatchLogLine *l = log_grow(m);
    if (!l)
        return;
    l->player = player;
    snprintf(l->text, sizeof l->text, "%s", text);
}

MatchLogLine *match_log_add_line(Match *m, int player, const char *key, const MatchLogArg *args, int nargs)
{
    MatchLogLine *l = log_grow(m);
    if (!l)
        return NULL;
    l->player = player;
    snprintf(l->key, sizeof l->key, "%s", key);
    l->nargs = nargs < MATCH_LOG_ARGS ? nargs : MATCH_LOG_ARGS;
    memcpy(l->args, args, (size_t)l->nargs * sizeof *args);
    return l;
}

MatchLogArg match_arg_number(const char *name, int kind, int n)
{
    MatchLogArg a;
    memset(&a, 0, sizeof a);
    snprintf(a.name, sizeof a.name, "%s", name);
    a.kind = (uint8_t)kind;
    a.number = n;
    return a;
}

MatchLogArg match_arg_text(const char *name, int kind, const char *text)
{
    MatchLogArg a = match_arg_number(name, kind, 0);
    snprintf(a.text, sizeof a.text, "%s", text);
    return a;
}

MatchLogArg match_arg_seat(const char *name, int p) { return match_arg_number(name, LOG_ARG_SEAT, p); }
MatchLogArg match_arg_num(const char *name, int n) { return match_arg_number(name, LOG_ARG_NUMBER, n); }

/* A tile as a noun: its building type, or what its module calls it. */
MatchLogArg match_arg_tile(const char *name, int tile)
{
    char key[32];
    const AlhTileInfo *info = alh_tile_info(tile);
    const AlhModuleClient *mc = client_module_of_tile(tile);
    const char *noun = mc->tile_noun ? mc->tile_noun(tile) : NULL;
    if (noun)
        snprintf(key, sizeof key, "%s", noun);
    else if (info && tile != ALH_TILE_FOUNTAIN && info->type < ALH_NUM_TYPES)
        phrase_type_noun(info->type, key, sizeof key);
    else
        snprintf(key, sizeof key, "?");
    return match_arg_text(name, LOG_ARG_NOUN, key);
}

MatchLogArg match_arg_type(const char *name, int type)
{
    char key[32];
    return match_arg_text(name, LOG_ARG_NOUN, phrase_type_noun(type, key, sizeof key));
}

MatchLogArg match_arg_currency(const char *name, int currency)
{
    char key[32];
    return match_arg_text(name, LOG_ARG_NOUN, phrase_currency_noun(currency, key, sizeof key));
}

MatchLogArg match_arg_cards(const char *name, const AlhCardSet *cards)
{
    MatchLogArg a = match_arg_number(name, LOG_ARG_CARDS, 0);
    a.cards = *cards;
    return a;
}

#define LOG MATCH_LOG

/* Joins a list with the language's templates: "a, b and c". */
static void join(AppContext *ctx, char *acc, size_t size, const char *item, bool last, const char *last_key)
{
    char tmp[512];
    if (!acc[0]) {
        snprintf(acc, size, "%s", item);
        return;
    }
    PHRASE(ctx, tmp, last ? last_key : "log.list", PH_TEXT("a", acc), PH_TEXT("b", item));
    snprintf(acc, size, "%s", tmp);
}

const char *match_cards_words(AppContext *ctx, const AlhCardSet *cards, char *buf, size_t size)
{
    char one[96], noun[32];
    buf[0] = '\0';
    ALH_CARDS_FOREACH(cards, c) { /* every id a hand can hold, past 127 too */
        if (!alh_card_is_money(c)) {
            const AlhModuleClient *mc = client_module_of_card(c);
            if (!mc->card_words)
                continue;
            mc->card_words(ctx, c, one, sizeof one);
        } else {
            PHRASE(ctx, one, "log.card", PH_NUM("n", alh_card_value(c)),
                   PH_NOUN("cur", phrase_currency_noun(alh_card_currency(c), noun, sizeof noun)));
        }
        char tmp[512];
        if (buf[0])
            PHRASE(ctx, tmp, "log.cards", PH_TEXT("a", buf), PH_TEXT("b", one));
        else
            snprintf(tmp, sizeof tmp, "%s", one);
        snprintf(buf, size, "%s", tmp);
    }
    return buf;
}

const char *match_log_text(AppContext *ctx, const Match *m, const MatchLogLine *l, char *buf, size_t size)
{
    if (!l->key[0]) {
        snprintf(buf, size, "%s", l->text);
        return buf;
    }
    PhraseArg args[MATCH_LOG_ARGS];
    char texts[MATCH_LOG_ARGS][512];
    for (int i = 0; i < l->nargs; i++) {
        const MatchLogArg *a = &l->args[i];
        char *t = texts[i];
        t[0] = '\0';
        args[i] = PH_TEXT(a->name, t);
        switch (a->kind) {
        case LOG_ARG_NUMBER: args[i] = PH_NUM(a->name, a->number); break;
        case LOG_ARG_NOUN: args[i] = PH_NOUN(a->name, a->text); break;
        case LOG_ARG_KEY: args[i].text = tr(ctx, a->text); break;
        case LOG_ARG_SEAT: args[i].text = match_seat_name(m, a->number); break;
        case LOG_ARG_SEATS: {
            int n = 0, k = 0;
            for (int p = 0; p < m->num_seats; p++)
                n += (a->number >> p) & 1;
            for (int p = 0; p < m->num_seats; p++)
                if ((a->number >> p) & 1)
                    join(ctx, t, sizeof texts[i], match_seat_name(m, p), ++k == n, "log.names");
            break;
        }
        case LOG_ARG_CARDS: match_cards_words(ctx, &a->cards, t, sizeof texts[i]); break;
        case LOG_ARG_SCORES: {
            bool dirk = alh_game_has_dirk(&m->game);
            for (int p = 0; p <= m->num_seats; p++) {
                int who = p < m->num_seats ? p : ALH_DIRK;
                if (who == ALH_DIRK && !dirk)
                    continue;
                char item[96];
                PHRASE(ctx, item, "log.score_item", PH_TEXT("who", match_seat_name(m, who)), PH_NUM("n", l->scores[who]));
                join(ctx, t, sizeof texts[i], item, false, "log.list");
            }
            break;
        }
        default: args[i].text = a->text; break;
        }
    }
    return phrase(ctx, buf, size, l->key, args, l->nargs);
}

/* An action's money taken or purchase, gathered from its events and said in one line once they are
 * all in: before what the end of the turn brings (a refill may stop for a module's phase), or at the end. */
#define LATER_MAX 4
typedef struct ActionLine {
    AlhCardSet taken, paid;
    int taker, buyer, bought, paid_sum, exact;
    int price;                 /* of the tile bought, at its buying space just before (a bazaar has no price of its own) */
    AlhEvent later[LATER_MAX]; /* modules' events said after the purchase (how it was paid) */
    int later_count;
} ActionLine;

/* A module's event as its client part says it; the cards paid so far in the command are handed over
 * (a purchase out of turn says them) and forgotten when the module said them. */
static void say_module_event(Match *m, const AlhEvent *e, ActionLine *a)
{
    const AlhModuleClient *mc = client_module_of_event(e->type);
    if (mc->log_event && mc->log_event(m, e, &a->paid))
        memset(&a->paid, 0, sizeof a->paid);
}

static void say_action(Match *m, ActionLine *a)
{
    if (!alh_cards_empty(&a->taken))
        LOG(m, a->taker, "log.take", match_arg_seat("who", a->taker), match_arg_cards("cards", &a->taken));
    if (a->bought) {
        /* The price at the buying space before the purchase (a tile on offer beside the market has
         * no price of its own: the market sets it); else an exact payment is the price. */
        int price = a->price > 0 ? a->price : a->exact && a->paid_sum > 0 ? a->paid_sum : alh_tile_info(a->bought)->price;
        if (alh_cards_empty(&a->paid)) /* a module's free purchase: nothing paid */
            LOG(m, a->buyer, "log.buy_free", match_arg_seat("who", a->buyer), match_arg_tile("tile", a->bought),
                match_arg_num("price", price));
        else
            LOG(m, a->buyer, a->exact ? "log.buy_exact" : "log.buy_over", match_arg_seat("who", a->buyer),
                match_arg_tile("tile", a->bought), match_arg_num("price", price), match_arg_cards("cards", &a->paid),
                match_arg_num("over", a->paid_sum - price));
    }
    for (int i = 0; i < a->later_count; i++)
        say_module_event(m, &a->later[i], a);
    *a = (ActionLine){.taker = -1, .buyer = -1};
}

/* One readable line per action, from the events of one command. */
static void log_events(Match *m, const AlhEvents *ev, int quiet_decline, const int prices[ALH_BUY_SPACES])
{
    ActionLine a = {.taker = -1, .buyer = -1};
    int dirk_drawn = 0;
    for (int i = 0; i < ev->count; i++) {
        const AlhEvent *e = &ev->ev[i];
        int who = e->player;
        switch (e->type) {
        case ALH_EV_MONEY_TAKEN:
            a.taker = e->player;
            alh_cards_add(&a.taken, e->card);
            break;
        case ALH_EV_TILE_BOUGHT:
            a.buyer = e->player;
            a.bought = e->tile;
            a.paid_sum = e->value;
            a.exact = e->exact;
            a.price = e->slot >= 0 && e->slot < ALH_BUY_SPACES ? prices[e->slot] : 0;
            break;
        case ALH_EV_CARD_PAID: alh_cards_add(&a.paid, e->card); break;
        case ALH_EV_TURN_END: say_action(m, &a); break;
        case ALH_EV_TILE_PLACED: LOG(m, who, "log.place", match_arg_seat("who", who), match_arg_tile("tile", e->tile)); break;
        case ALH_EV_TILE_RESERVED: LOG(m, who, "log.reserve", match_arg_seat("who", who), match_arg_tile("tile", e->tile)); break;
        case ALH_EV_TILE_TO_DIRK:
            if (e->player >= 0)
                LOG(m, who, "log.dirk", match_arg_seat("who", who), match_arg_tile("tile", e->tile));
            else
                dirk_drawn++;
            break;
        case ALH_EV_REDESIGN_ADD:
            LOG(m, who, "log.redesign_add", match_arg_seat("who", who), match_arg_tile("tile", e->tile));
            break;
        case ALH_EV_REDESIGN_REMOVE:
            LOG(m, who, "log.redesign_remove", match_arg_seat("who", who), match_arg_tile("tile", e->tile));
            break;
        case ALH_EV_REDESIGN_SWAP:
            LOG(m, who, "log.redesign_swap", match_arg_seat("who", who), match_arg_tile("tile", e->tile),
                match_arg_tile("old", e->tile2));
            break;
        case ALH_EV_PASS: LOG(m, who, "log.pass", match_arg_seat("who", who)); break;
        case ALH_EV_DECK_RESHUFFLED: LOG(m, -1, "log.reshuffle", match_arg_num("n", 0)); break;
        case ALH_EV_SCORING_CARD: /* scored once the refill is complete: a module's phase may come between */
            LOG(m, -1, "log.scoring_card", match_arg_num("round", e->round));
            break;
        case ALH_EV_SCORING: {
            /* the third is the final scoring, as the scoring's panel titles it ("Scoring round 3" here) */
            MatchLogLine *l = LOG(m, -1, e->round >= 3 ? "log.scoring_final" : "log.scoring", match_arg_num("round", e->round),
                                  match_arg_number("scores", LOG_ARG_SCORES, 0));
            for (int p = 0; l && p <= ALH_MAX_PLAYERS; p++) {
                int sum = 0;
                for (int k = 0; k < ALH_SCORE_CATEGORIES; k++)
                    sum += e->score.points[p][k];
                l->scores[p] = (int16_t)sum;
            }
            if (e->round >= 1 && e->round <= 3) {
                m->round_scores[e->round - 1] = e->score;
                m->round_scored[e->round - 1] = true;
            }
            break;
        }
        case ALH_EV_TILE_AWARDED:
            LOG(m, who, "log.awarded", match_arg_seat("who", who), match_arg_tile("tile", e->tile),
                match_arg_currency("cur", alh_market_currency(e->slot)));
            break;
        case ALH_EV_TILE_NOT_AWARDED: LOG(m, -1, "log.not_awarded", match_arg_tile("tile", e->tile)); break;
        case ALH_EV_GAME_OVER: {
            int winners = 0, best = 0, count = 0;
            for (int p = 0; p < m->num_seats; p++)
                if (e->score.rank[p] == 1) {
                    winners |= 1 << p;
                    best = e->score.total[p];
                    count++;
                }
            LOG(m, -1, count > 1 ? "log.game_over_shared" : "log.game_over", match_arg_number("who", LOG_ARG_SEATS, winners),
                match_arg_num("n", best));
            break;
        }
        case ALH_EV_DECLINE: {
            if (who == quiet_decline)
                break;
            /* A pass on a module's card (a character's auction) is said by that card's module. */
            const AlhModuleClient *mc = client_module_of_card(e->card);
            int lines = m->log_count;
            if (mc->log_event)
                mc->log_event(m, e, &a.paid);
            if (m->log_count == lines)
                LOG(m, who, "mod.log_decline", match_arg_seat("who", who));
            break;
        }
        default:
            /* The modules' moments, in their own words (their client parts). */
            if (e->type >= ALH_EV_BASE_COUNT) {
                if (client_module_of_event(e->type)->log_after_action && a.later_count < LATER_MAX)
                    a.later[a.later_count++] = *e; /* said after the purchase it paid for */
                else
                    say_module_event(m, e, &a);
            }
            break;
        }
    }
    say_action(m, &a);
    if (dirk_drawn > 0)
        LOG(m, -1, "log.dirk_draw", match_arg_num("n", dirk_drawn));
}

static void play_sounds(AppContext *ctx, Match *m)
{
    unsigned s = m->anim.sounds;
    m->anim.sounds = 0;
    if (s & ANIM_SFX_COIN)
        audio_play(ctx, SFX_COIN);
    if (s & ANIM_SFX_PAY)
        audio_play(ctx, SFX_PAY);
    if (s & ANIM_SFX_TILE)
        audio_play(ctx, SFX_TILE);
    if (s & ANIM_SFX_SCORE)
        audio_play(ctx, SFX_SCORE);
    if (s & ANIM_SFX_SHUFFLE)
        audio_play(ctx, SFX_SHUFFLE);
    if ((s & ANIM_SFX_TURN) && match_human_to_move(m))
        audio_play(ctx, SFX_TURN);
}

/* Keeps only the events worth animating after a staged placement was confirmed (already seen). */
static void drop_seen_placements(AlhEvents *ev)
{
    int k = 0;
    for (int i = 0; i < ev->count; i++) {
        int t = ev->ev[i].type;
        if (t == ALH_EV_TILE_PLACED || t == ALH_EV_TILE_RESERVED || (t == ALH_EV_TILE_TO_DIRK && ev->ev[i].player >= 0))
            continue;
        ev->ev[k++] = ev->ev[i];
    }
    ev->count = k;
}

static void rebuild_shown(Match *m);

static AlhError apply_inner(AppContext *ctx, Match *m, const AlhCommand *cmd, bool seen)
{
    AlhEvents *ev = &m->events;
    ev->count = ev->dropped = 0;
    /* Letting the window after a turn pass goes unsaid: it is offered after every turn, and at a
     * real table nobody announces it. */
    int quiet_decline = cmd->type == ALH_CMD_DECLINE && alh_window_is_open(&m->game) ? cmd->player : -1;
    int prices[ALH_BUY_SPACES]; /* what a purchase's line says it cost */
    for (int s = 0; s < ALH_BUY_SPACES; s++)
        prices[s] = alh_buy_space(&m->game, s).price;
    AlhError err = alh_apply(&m->game, cmd, ev);
    if (err != ALH_OK)
        return err;
    m->last_actor = cmd->player;
    if (m->hook)
        m->hook(m->hook_user, cmd);
    log_events(m, ev, quiet_decline, prices);
    if (seen)
        drop_seen_placements(ev);
    anim_add_events(&m->anim, ev, NULL, tr(ctx, "table.reshuffled"));
    play_sounds(ctx, m);
    if (m->save_path[0] && !m->replay)
        table_save_write(ctx, m, m->save_path); /* a failed autosave is reported by match_save_file */
    rebuild_shown(m);
    return ALH_OK;
}

AlhError match_apply(AppContext *ctx, Match *m, const AlhCommand *cmd)
{
    if (m->staged_count > 0)
        return ALH_ERR_WRONG_PHASE; /* staged placements must be confirmed or undone first */
    return apply_inner(ctx, m, cmd, false);
}

/* ------------------------------------------------------------------ staged placements */

static void rebuild_shown(Match *m)
{
    m->shown = m->game;
    if (m->staged_count == 0)
        return;
    /* Only what the mover's own staged choices changed comes from the staged game: their tiles
     * (waiting, on the reserve, in the Alhambra) and boards. Never the refills of the display and
     * the market, the scores, or what Dirk draws at a scoring the end of the turn would bring. */
    const AlhGame *s = &m->stage_game, *b = &m->stage_base;
    memcpy(m->shown.dirk_type_count, b->dirk_type_count, sizeof b->dirk_type_count);
    for (int t = 1; t < ALH_TILE_SLOTS; t++) {
        const AlhTilePlace *w = &b->where[t];
        if (w->loc != ALH_LOC_PENDING && w->loc != ALH_LOC_RESERVE && w->loc != ALH_LOC_ALHAMBRA)
            continue;
        m->shown.where[t] = s->where[t];
        if (w->loc == ALH_LOC_PENDING && s->where[t].loc == ALH_LOC_DIRK && t <= ALH_NUM_TILES)
            m->shown.dirk_type_count[alh_tile_info(t)->type]++;
    }
    for (int p = 0; p < m->game.num_players; p++) {
        m->shown.players[p].board = s->players[p].board;
        m->shown.players[p].reserve_count = s->players[p].reserve_count;
        m->shown.players[p].pending_count = s->players[p].pending_count;
        m->shown.players[p].pending_buildings = s->players[p].pending_buildings;
    }
}

static bool placing_phase(const AlhGame *g) { return g->phase == ALH_PHASE_PLACE || g->phase == ALH_PHASE_FINAL_PLACE; }

static bool is_placement(int type) { return type == ALH_CMD_PLACE || type == ALH_CMD_RESERVE || type == ALH_CMD_GIVE_DIRK; }

static bool is_redesign(int type)
{
    return type == ALH_CMD_REDESIGN_ADD || type == ALH_CMD_REDESIGN_REMOVE || type == ALH_CMD_REDESIGN_SWAP;
}

const AlhGame *match_decision_game(const Match *m) { return m->staged_count > 0 ? &m->stage_game : &m->game; }

/* The autosave keeps unconfirmed choices too, so a crash in the middle of placing loses nothing. */
static void autosave_staged(AppContext *ctx, Match *m)
{
    if (m->save_path[0] && !m->replay)
        table_save_write(ctx, m, m->save_path);
}

AlhError match_stage(AppContext *ctx, Match *m, const AlhCommand *cmd)
{
    /* Staged: choices that reveal nothing (placements, a redesign), while the same player decides. */
    const AlhGame *now = match_decision_game(m);
    bool allowed = (is_placement(cmd->type) && placing_phase(now)) ||
                   (is_redesign(cmd->type) && now->phase == ALH_PHASE_ACTION && m->staged_count == 0);
    if (!allowed)
        return ALH_ERR_WRONG_PHASE;
    if (m->staged_count >= MATCH_STAGE_MAX)
        return ALH_ERR_BAD_COMMAND;
    if (m->staged_count > 0 && match_stage_complete(m))
        return ALH_ERR_WRONG_PHASE;
    if (m->staged_count == 0) {
        m->stage_base = m->game;
        m->stage_game = m->game;
    }
    AlhGame trial = m->stage_game;
    AlhError err = alh_apply(&trial, cmd, NULL);
    if (err != ALH_OK)
        return err;
    m->stage_game = trial;
    m->staged[m->staged_count++] = *cmd;
    rebuild_shown(m);
    autosave_staged(ctx, m);
    return ALH_OK;
}

bool match_undo(AppContext *ctx, Match *m)
{
    if (m->staged_count == 0)
        return false;
    m->staged_count--;
    m->stage_game = m->stage_base;
    for (int i = 0; i < m->staged_count; i++)
        alh_apply(&m->stage_game, &m->staged[i], NULL);
    rebuild_shown(m);
    autosave_staged(ctx, m);
    return true;
}

bool match_stage_complete(const Match *m)
{
    if (m->staged_count == 0)
        return false;
    /* Done when the staged game has moved past this player's choices: the turn ended (refills
     * follow, which must not be seen before the confirmation), somebody else decides (the next
     * recipient at the end, an out-of-turn move), or nothing is left to place. */
    const AlhGame *s = &m->stage_game, *b = &m->stage_base;
    int mover = alh_to_move(b);
    if (s->turn != b->turn || !placing_phase(s) || alh_to_move(s) != mover || s->players[mover].pending_count == 0)
        return true;
    /* Tiles wait, but a module's step comes first (a choice the placement brought): confirm, then it. */
    AlhKindSet placing = alh_kinds_one(ALH_CMD_PLACE);
    alh_kinds_add(&placing, ALH_CMD_RESERVE);
    return alh_legal_commands_of(s, placing, NULL, 0) == 0;
}

AlhError match_confirm(AppContext *ctx, Match *m)
{
    if (!match_stage_complete(m))
        return ALH_ERR_WRONG_PHASE;
    AlhCommand cmds[MATCH_STAGE_MAX];
    int n = m->staged_count;
    memcpy(cmds, m->staged, sizeof cmds);
    m->staged_count = 0;
    for (int i = 0; i < n; i++) {
        AlhError err = apply_inner(ctx, m, &cmds[i], true);
        if (err != ALH_OK)
            return err; /* cannot happen: each was checked in order on the same game */
    }
    return ALH_OK;
}

AlhError match_check_under_stage(Match *m, const AlhCommand *cmd)
{
    if (m->staged_count == 0)
        return alh_check(&m->game, cmd);
    AlhGame *trial = &m->trial;
    *trial = m->game; /* the game is the staging's base: nothing is applied while staging */
    AlhError err = alh_apply(trial, cmd, NULL);
    if (err != ALH_OK)
        return err;
    for (int i = 0; i < m->staged_count; i++)
        if (alh_apply(trial, &m->staged[i], NULL) != ALH_OK)
            return ALH_ERR_WRONG_PHASE; /* the staged choices would not hold after it */
    return ALH_OK;
}

AlhError match_apply_under_stage(AppContext *ctx, Match *m, const AlhCommand *cmd)
{
    if (m->staged_count == 0)
        return match_apply(ctx, m, cmd);
    AlhError err = match_check_under_stage(m, cmd);
    if (err != ALH_OK)
        return err;
    AlhCommand cmds[MATCH_STAGE_MAX];
    int n = m->staged_count;
    memcpy(cmds, m->staged, sizeof cmds);
    m->staged_count = 0;
    err = apply_inner(ctx, m, cmd, false);
    /* The staged choices again, on the game after the move (the check above saw them hold). */
    m->stage_base = m->game;
    m->stage_game = m->game;
    for (int i = 0; i < n && err == ALH_OK; i++)
        if (alh_apply(&m->stage_game, &cmds[i], NULL) == ALH_OK)
            m->staged[m->staged_count++] = cmds[i];
    rebuild_shown(m);
    autosave_staged(ctx, m);
    return err;
}

const AlhGame *match_view_game(const Match *m) { return &m->shown; }

/* ------------------------------------------------------------------ seats and bots */

int match_to_move(const Match *m) { return alh_to_move(&m->game); }

bool match_human_to_move(const Match *m)
{
    int p = match_to_move(m);
    return p >= 0 && !m->replay && !m->seats[p].is_bot;
}

int match_human_count(const Match *m)
{
    int n = 0;
    for (int p = 0; p < m->num_seats; p++)
        n += !m->seats[p].is_bot;
    return n;
}

static int bot_thread_main(void *data)
{
    Match *m = data;
    m->bot_err = alh_bot_choose(m->bot_level, &m->bot_view, m->bot_seed, &m->bot_cmd);
    SDL_AtomicSet(&m->bot_done, 1);
    app_wake();
    return 0;
}

static void bot_join(Match *m)
{
    if (m->bot_thread) {
        SDL_WaitThread(m->bot_thread, NULL);
        m->bot_thread = NULL;
    }
}

static void bot_start(Match *m, int p)
{
    alh_view_make(&m->game, p, &m->bot_view);
    m->bot_level = m->seats[p].bot_level;
    /* From the match's own key, never from the game's seed: the bot learns nothing from it. */
    m->bot_seed = alh_bot_seed(m->bot_key, 0, m->game.command_count, p);
    m->bot_for_command = m->game.command_count;
    SDL_AtomicSet(&m->bot_done, 0);
    m->bot_thread = SDL_CreateThread(bot_thread_main, "alhambra-bot", m);
    if (!m->bot_thread) /* no thread: think here (the window pauses for a moment, nothing is lost) */
        bot_thread_main(m);
}

bool match_human_may_act(const Match *m) { return !anim_busy(&m->anim) && match_human_to_move(m) && m->bot_wait <= 0; }

bool match_busy(const Match *m) { return anim_busy(&m->anim); }

/*
 * Nobody can move for this seat: neither its bot nor the random player found a legal command (the
 * engine promises a game that is not over always has one, so this is a fault). Asking again every
 * frame would only spin a core: the match stops, the player is told on the menu, and the autosave
 * keeps the position as it was before.
 */
static void stall(AppContext *ctx, Match *m, int p, AlhError err)
{
    m->stalled = true;
    fprintf(stderr,
            "alhambra: bot for seat %d found no move (%s), nor did the random player: the game stops here "
            "and stays saved as it was\n",
            p + 1, alh_error_code(err));
    char line[256];
    app_show_message(ctx, trf(ctx, line, sizeof line, "table.bot_stuck", match_seat_name(m, p), NULL));
    app_set_screen(ctx, SCREEN_MENU);
}

void match_update(AppContext *ctx, Match *m, double dt)
{
    m->anim.factor = app_anim_factor(ctx);
    anim_update(&m->anim, dt);
    if (anim_busy(&m->anim))
        app_request_frame(ctx);
    if (m->game.phase == ALH_PHASE_OVER || m->seats_unknown)
        return; /* over, or nobody knows yet who plays (the table asks) */
    int p = match_to_move(m);
    if (p < 0)
        return;
    if (m->replay) {
        if (anim_busy(&m->anim))
            return;
        m->bot_wait -= dt;
        app_request_frame(ctx);
        if (m->bot_wait > 0)
            return;
        if (m->replay_pos < m->replay_count) {
            AlhCommand c = m->replay_cmds[m->replay_pos++];
            if (apply_inner(ctx, m, &c, false) != ALH_OK)
                m->replay_pos = m->replay_count; /* a replay that disagrees with the engine stops here */
        }
        m->bot_wait = BOT_PAUSE * app_anim_factor(ctx);
        return;
    }
    if (!m->seats[p].is_bot) {
        /* the pause after a bot's move also holds the human's hands off the table: let it run out */
        if (m->bot_wait > 0 && !anim_busy(&m->anim)) {
            m->bot_wait -= dt;
            app_request_frame(ctx);
        }
        return;
    }
    if (m->stalled)
        return;
    if (!m->bot_thread && !SDL_AtomicGet(&m->bot_done))
        bot_start(m, p);
    app_request_frame(ctx);
    if (!SDL_AtomicGet(&m->bot_done) || anim_busy(&m->anim))
        return;
    if (m->bot_wait > 0) {
        m->bot_wait -= dt;
        return;
    }
    bot_join(m);
    SDL_AtomicSet(&m->bot_done, 0);
    AlhCommand cmd = m->bot_cmd;
    AlhError err = m->bot_err;
    if (m->bot_for_command != m->game.command_count)
        return; /* stale thought (the game moved on): think again */
    if (err == ALH_OK)
        err = apply_inner(ctx, m, &cmd, false);
    if (err != ALH_OK) {
        /* A bot that cannot decide must not stall the game: fall back to the random player. */
        AlhRng rng;
        alh_rng_seed(&rng, m->bot_seed, 7);
        AlhError fallback = alh_random_policy(&m->game, &rng, &cmd);
        if (fallback == ALH_OK)
            fallback = apply_inner(ctx, m, &cmd, false);
        if (fallback != ALH_OK) {
            stall(ctx, m, p, err);
            return;
        }
        fprintf(stderr, "alhambra: bot for seat %d failed (%s); played randomly\n", p + 1, alh_error_code(err));
    }
    m->bot_wait = BOT_PAUSE * app_anim_factor(ctx);
}

void match_hold(Match *m)
{
    if (m->game.phase == ALH_PHASE_OVER || m->seats_unknown || m->replay || m->stalled)
        return;
    int p = match_to_move(m);
    if (p >= 0 && m->seats[p].is_bot && !m->bot_thread && !SDL_AtomicGet(&m->bot_done))
        bot_start(m, p); /* its move is ready when the table moves on, played then (match_update) */
}

void match_set_hook(Match *m, MatchCommandHook hook, void *user)
{
    m->hook = hook;
    m->hook_user = user;
}

/* ------------------------------------------------------------------ life cycle */

uint64_t match_entropy(void)
{
    uint64_t v = 0;
    if (getrandom(&v, sizeof v, GRND_NONBLOCK) == (ssize_t)sizeof v)
        return v;
    /* No kernel entropy (very old kernel, seccomp): the clock, mixed; weak, but never the deal's. */
    static uint64_t counter;
    v = SDL_GetPerformanceCounter() ^ ((uint64_t)SDL_GetTicks() << 32) ^ (uint64_t)(uintptr_t)&v ^ (++counter << 56);
    return alh_bot_seed(v, counter, 0, 0);
}

Match *match_create(AppContext *ctx, const AppNewGame *setup)
{
    if (!setup || setup->num_seats < ALH_MIN_PLAYERS || setup->num_seats > ALH_MAX_PLAYERS)
        return NULL;
    Match *m = calloc(1, sizeof *m);
    if (!m)
        return NULL;
    AlhSetup s = {
        .num_players = setup->num_seats, .seed = setup->has_seed ? setup->seed : match_entropy(), .modules = setup->modules};
    if (alh_new_game(&m->game, &s, &m->events) != ALH_OK) {
        free(m);
        return NULL;
    }
    m->num_seats = setup->num_seats;
    /* The bots' key: a number of their own. A game with a chosen seed (tests, --seed) keeps its
     * bots reproducible with a fixed key; otherwise one drawn apart from the deal's. */
    m->bot_key = setup->has_seed ? MATCH_FIXED_BOT_KEY : match_entropy();
    for (int p = 0; p < m->num_seats; p++) {
        const AppSeat *a = &setup->seats[p];
        snprintf(m->seats[p].name, sizeof m->seats[p].name, "%s", a->name[0] ? a->name : "?");
        m->seats[p].colour = a->colour;
        m->seats[p].default_name = a->default_name;
        m->seats[p].is_bot = a->is_bot;
        m->seats[p].bot_level = a->bot_level;
    }
    m->last_human = -1;
    m->no_hints = setup->no_hints;
    m->anim.factor = app_anim_factor(ctx);
    anim_reset(&m->anim, m->num_seats, alh_game_has_dirk(&m->game));
    LOG(m, -1, "log.start", match_arg_seat("who", m->game.current));
    rebuild_shown(m);
    return m;
}

void match_destroy(Match *m)
{
    if (!m)
        return;
    bot_join(m);
    free(m->log);
    free(m->replay_cmds);
    free(m);
}

/* Puts match m on the screen in a table of its own, in place of any game there. */
static bool open_table(AppContext *ctx, Match *m)
{
    Table *t = table_create(m); /* takes m over, and frees it on failure */
    if (!t) {
        fprintf(stderr, "alhambra: out of memory for the table\n");
        return false;
    }
    match_end(ctx);
    ctx->table = t;
    return true;
}

bool match_start(AppContext *ctx, const AppNewGame *setup)
{
    Match *m = match_create(ctx, setup);
    if (!m) {
        fprintf(stderr, "alhambra: cannot start a game with %d seats\n", setup ? setup->num_seats : 0);
        app_show_message(ctx, tr(ctx, "table.error_start"));
        return false;
    }
    char path[APP_PATH_MAX];
    const char *autosave = app_autosave_path(ctx, path);
    if (autosave)
        snprintf(m->save_path, sizeof m->save_path, "%s", autosave);
    if (!open_table(ctx, m))
        return false;
    if (m->save_path[0])
        table_save_write(ctx, m, m->save_path);
    return true;
}

void match_end(AppContext *ctx)
{
    table_destroy(ctx->table);
    ctx->table = NULL;
}

bool match_save(AppContext *ctx, const char *path) { return ctx->table && table_save_write(ctx, ctx->table->match, path); }

void match_play_random_moves(AppContext *ctx, int moves, uint64_t seed)
{
    Match *m = app_match(ctx);
    if (!m)
        return;
    AlhRng rng;
    alh_rng_seed(&rng, seed, 99);
    float factor = m->anim.factor;
    bool hold = m->anim.hold_scorings;
    m->anim.factor = 0; /* jump straight to the position: no scoring waits for a click on the way */
    m->anim.hold_scorings = false;
    for (int i = 0; i < moves && m->game.phase != ALH_PHASE_OVER; i++) {
        AlhCommand c;
        if (alh_random_policy(&m->game, &rng, &c) != ALH_OK)
            break;
        apply_inner(ctx, m, &c, false);
    }
    anim_skip(&m->anim);
    m->anim.factor = factor;
    m->anim.hold_scorings = hold;
}

void match_play_to_scoring(AppContext *ctx, uint64_t seed)
{
    Match *m = app_match(ctx);
    if (!m)
        return;
    AlhRng rng;
    alh_rng_seed(&rng, seed, 98);
    float factor = m->anim.factor;
    m->anim.factor = 0; /* nothing moves on the way; the scoring itself is held */
    for (int i = 0; i < 5000 && m->game.phase != ALH_PHASE_OVER && anim_held_scoring(&m->anim) < 0; i++) {
        AlhCommand c;
        if (alh_random_policy(&m->game, &rng, &c) != ALH_OK)
            break;
        apply_inner(ctx, m, &c, false);
    }
    m->anim.factor = factor;
}

bool match_load(AppContext *ctx, const char *path)
{
    char msg[512];
    Match *m = table_save_read(ctx, path, msg, sizeof msg);
    if (!m) {
        fprintf(stderr, "alhambra: cannot load %s\n", msg);
        app_show_message(ctx, tr(ctx, "table.error_load"));
        return false;
    }
    char buf[APP_PATH_MAX];
    const char *autosave = app_autosave_path(ctx, buf);
    if (autosave)
        snprintf(m->save_path, sizeof m->save_path, "%s", autosave);
    return open_table(ctx, m);
}

bool match_load_replay(AppContext *ctx, const char *path)
{
    char msg[512];
    Match *m = table_replay_read(ctx, path, msg, sizeof msg);
    if (!m) {
        fprintf(stderr, "alhambra: cannot play the replay %s\n", msg);
        app_show_message(ctx, tr(ctx, "table.error_replay"));
        return false;
    }
    return open_table(ctx, m);
}

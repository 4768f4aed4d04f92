/* SPDX-License-Identifier: MIT */
/* The running game in the client: commands in, events out to the log and the animations; bots on a thread. */
#include "match.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "audio.h"
#include "i18n.h"
#include "table.h"
#include "table_save.h"

/* Pause after a bot's move has been shown, before the next one (seconds, scaled by the setting). */
#define BOT_PAUSE 0.55

static const char *type_word(AppContext *ctx, int tile)
{
    const AlhTileInfo *info = alh_tile_info(tile);
    if (!info || tile == ALH_TILE_FOUNTAIN)
        return "?";
    if (alh_tile_is_camp(tile))
        return tr(ctx, "mod.camp");
    char key[48];
    snprintf(key, sizeof key, "table.type.%s", alh_type_name(info->type));
    const char *t = tr(ctx, key);
    return t == key ? "?" : t; /* never the local buffer (tr returns the key when it has no text) */
}

static const char *currency_word(AppContext *ctx, int currency)
{
    char key[48];
    snprintf(key, sizeof key, "table.currency.%s", alh_currency_name(currency));
    const char *t = tr(ctx, key);
    return t == key ? "?" : t;
}

const char *match_seat_name(const Match *m, int p)
{
    if (p == ALH_DIRK)
        return "Dirk";
    return (p >= 0 && p < m->num_seats) ? m->seats[p].name : "?";
}

void match_log_add(Match *m, int player, const char *text)
{
    if (m->log_count == m->log_cap) {
        int cap = m->log_cap ? m->log_cap * 2 : 256;
        MatchLogLine *grown = realloc(m->log, (size_t)cap * sizeof *grown);
        if (!grown)
            return; /* the log is a courtesy: the game goes on without it */
        m->log = grown;
        m->log_cap = cap;
    }
    MatchLogLine *l = &m->log[m->log_count++];
    l->player = player;
    l->turn = m->game.turn;
    snprintf(l->text, sizeof l->text, "%s", text);
}

/* Cards as "3 denar + 5 florin". */
static void cards_words(AppContext *ctx, const int *cards, int n, char *out, size_t size)
{
    out[0] = '\0';
    size_t len = 0;
    for (int i = 0; i < n && len < size; i++) {
        char one[64], v[16];
        if (alh_card_is_diamond(cards[i])) {
            snprintf(v, sizeof v, "%d", alh_diamond_value(cards[i]));
            trf(ctx, one, sizeof one, "mod.card_diamond", v, NULL);
        } else if (alh_card_is_exchange(cards[i])) {
            snprintf(one, sizeof one, "%s", tr(ctx, "mod.card_exchange_short"));
        } else {
            snprintf(one, sizeof one, "%d %s", alh_card_value(cards[i]), currency_word(ctx, alh_card_currency(cards[i])));
        }
        len += (size_t)snprintf(out + len, size - len, "%s%s", i ? " + " : "", one);
    }
}

/* A character card's name (modules: actions). */
static const char *character_word(AppContext *ctx, int card)
{
    const char *name = alh_character_name(card - ALH_CARD_CHARACTER_FIRST);
    char key[48];
    snprintf(key, sizeof key, "mod.char.%s", name ? name : "?");
    const char *t = tr(ctx, key);
    return t == key ? (name ? name : "?") : t;
}

/* One readable line per action, from the events of one command. */
static void log_events(AppContext *ctx, Match *m, const AlhEvents *ev)
{
    char line[MATCH_LOG_TEXT], a[160], b[32], c[32];
    int taken[ALH_DISPLAY_SLOTS], ntaken = 0, taker = -1;
    int paid[32], npaid = 0, buyer = -1, bought = 0, paid_sum = 0, exact = 0;
    int dirk_drawn = 0, exchange = -1, exchanger = -1;
    for (int i = 0; i < ev->count; i++) {
        const AlhEvent *e = &ev->ev[i];
        const char *who = match_seat_name(m, e->player);
        switch (e->type) {
        case ALH_EV_MONEY_TAKEN:
            taker = e->player;
            if (ntaken < ALH_DISPLAY_SLOTS)
                taken[ntaken++] = e->card;
            break;
        case ALH_EV_TILE_BOUGHT:
            buyer = e->player;
            bought = e->tile;
            paid_sum = e->value;
            exact = e->exact;
            break;
        case ALH_EV_CARD_PAID:
            if (npaid < 32)
                paid[npaid++] = e->card;
            break;
        case ALH_EV_TILE_PLACED:
            match_log_add(m, e->player, trf(ctx, line, sizeof line, "log.place", who, type_word(ctx, e->tile), NULL));
            break;
        case ALH_EV_TILE_RESERVED:
            match_log_add(m, e->player, trf(ctx, line, sizeof line, "log.reserve", who, type_word(ctx, e->tile), NULL));
            break;
        case ALH_EV_TILE_TO_DIRK:
            if (e->player >= 0)
                match_log_add(m, e->player, trf(ctx, line, sizeof line, "log.dirk", who, type_word(ctx, e->tile), NULL));
            else
                dirk_drawn++;
            break;
        case ALH_EV_REDESIGN_ADD:
            match_log_add(m, e->player, trf(ctx, line, sizeof line, "log.redesign_add", who, type_word(ctx, e->tile), NULL));
            break;
        case ALH_EV_REDESIGN_REMOVE:
            match_log_add(m, e->player, trf(ctx, line, sizeof line, "log.redesign_remove", who, type_word(ctx, e->tile), NULL));
            break;
        case ALH_EV_REDESIGN_SWAP:
            snprintf(a, sizeof a, "%s", type_word(ctx, e->tile2));
            match_log_add(m, e->player, trf(ctx, line, sizeof line, "log.redesign_swap", who, type_word(ctx, e->tile), a, NULL));
            break;
        case ALH_EV_PASS:
            match_log_add(m, e->player, trf(ctx, line, sizeof line, "log.pass", who, NULL));
            break;
        case ALH_EV_DECK_RESHUFFLED:
            match_log_add(m, -1, tr(ctx, "log.reshuffle"));
            break;
        case ALH_EV_SCORING: {
            size_t len = 0;
            a[0] = '\0';
            for (int p = 0; p < m->num_seats && len < sizeof a; p++) {
                int sum = 0;
                for (int k = 0; k < ALH_SCORE_CATEGORIES; k++)
                    sum += e->score.points[p][k];
                len += (size_t)snprintf(a + len, sizeof a - len, "%s%s +%d", p ? ", " : "", m->seats[p].name, sum);
            }
            if (m->game.modules & (1u << ALH_MOD_TWO_PLAYER)) {
                int sum = 0;
                for (int k = 0; k < ALH_SCORE_CATEGORIES; k++)
                    sum += e->score.points[ALH_DIRK][k];
                if (len < sizeof a)
                    snprintf(a + len, sizeof a - len, ", Dirk +%d", sum);
            }
            snprintf(b, sizeof b, "%d", e->round);
            match_log_add(m, -1, trf(ctx, line, sizeof line, "log.scoring", b, a, NULL));
            if (e->round >= 1 && e->round <= 3) {
                m->round_scores[e->round - 1] = e->score;
                m->round_scored[e->round - 1] = true;
            }
            break;
        }
        case ALH_EV_TILE_AWARDED:
            snprintf(a, sizeof a, "%s", currency_word(ctx, alh_market_currency(e->slot)));
            match_log_add(m, e->player, trf(ctx, line, sizeof line, "log.awarded", who, type_word(ctx, e->tile), a, NULL));
            break;
        case ALH_EV_TILE_NOT_AWARDED:
            match_log_add(m, -1, trf(ctx, line, sizeof line, "log.not_awarded", type_word(ctx, e->tile), NULL));
            break;
        case ALH_EV_GAME_OVER: {
            size_t len = 0;
            int best = 0, winners = 0;
            a[0] = '\0';
            for (int p = 0; p < m->num_seats; p++)
                if (e->score.rank[p] == 1) {
                    len += (size_t)snprintf(a + len, sizeof a - len, "%s%s", winners ? " & " : "", m->seats[p].name);
                    best = e->score.total[p];
                    winners++;
                }
            snprintf(b, sizeof b, "%d", best);
            match_log_add(m, -1, trf(ctx, line, sizeof line, winners > 1 ? "log.game_over_shared" : "log.game_over", a, b, NULL));
            break;
        }
        /* The modules' moments (modules: actions). */
        case ALH_EV_SQUARE_TAKEN:
            match_log_add(m, e->player, trf(ctx, line, sizeof line, "mod.log_square", who, type_word(ctx, e->tile), NULL));
            break;
        case ALH_EV_GATE_CARD_TAKEN:
            match_log_add(m, e->player, trf(ctx, line, sizeof line, "mod.log_gate_card", who, NULL));
            break;
        case ALH_EV_GATE_BUILT:
            match_log_add(m, e->player, trf(ctx, line, sizeof line, "mod.log_gate_built", who, NULL));
            break;
        case ALH_EV_VIZIER_USED:
            snprintf(b, sizeof b, "%d", e->value);
            match_log_add(m, e->player, trf(ctx, line, sizeof line, "mod.log_vizier", who, type_word(ctx, e->tile), b, NULL));
            break;
        case ALH_EV_VIZIER_WOKEN:
            match_log_add(m, e->player, trf(ctx, line, sizeof line, "mod.log_wake", who, NULL));
            break;
        case ALH_EV_DECLINE:
            match_log_add(m, e->player, trf(ctx, line, sizeof line, "mod.log_decline", who, NULL));
            break;
        case ALH_EV_BONUS_PLAYED:
            match_log_add(m, e->player, trf(ctx, line, sizeof line, "mod.log_bonus", who, type_word(ctx, e->tile), NULL));
            break;
        case ALH_EV_AUCTION_START:
            match_log_add(m, -1, trf(ctx, line, sizeof line, "mod.log_auction", character_word(ctx, e->card), NULL));
            break;
        case ALH_EV_BID:
            snprintf(b, sizeof b, "%d", e->value);
            match_log_add(m, e->player, trf(ctx, line, sizeof line, "mod.log_bid", who, b, NULL));
            break;
        case ALH_EV_AUCTION_WON:
            snprintf(b, sizeof b, "%d", e->value);
            if (e->player >= 0)
                match_log_add(m, e->player, trf(ctx, line, sizeof line, "mod.log_won", who, character_word(ctx, e->card), b, NULL));
            else
                match_log_add(m, -1, trf(ctx, line, sizeof line, "mod.log_no_bid", character_word(ctx, e->card), NULL));
            break;
        case ALH_EV_EXCHANGE_USED: /* said after the purchase it paid for */
            exchange = e->card;
            exchanger = e->player;
            break;
        case ALH_EV_CHARACTER_USED:
            match_log_add(m, e->player, trf(ctx, line, sizeof line, "mod.log_character", who, character_word(ctx, e->card), NULL));
            break;
        default:
            break;
        }
    }
    if (ntaken > 0) {
        cards_words(ctx, taken, ntaken, a, sizeof a);
        match_log_add(m, taker, trf(ctx, line, sizeof line, "log.take", match_seat_name(m, taker), a, NULL));
    }
    if (bought) {
        cards_words(ctx, paid, npaid, a, sizeof a);
        snprintf(b, sizeof b, "%d", alh_tile_info(bought)->price);
        snprintf(c, sizeof c, "%d", paid_sum - alh_tile_info(bought)->price);
        match_log_add(m, buyer, trf(ctx, line, sizeof line, exact ? "log.buy_exact" : "log.buy_over",
                                    match_seat_name(m, buyer), type_word(ctx, bought), b, a, c, NULL));
    }
    if (exchange >= 0) {
        int pair[2] = {0, 0};
        alh_exchange_currencies(exchange, pair);
        snprintf(b, sizeof b, "%s", currency_word(ctx, pair[0]));
        snprintf(c, sizeof c, "%s", currency_word(ctx, pair[1]));
        match_log_add(m, exchanger, trf(ctx, line, sizeof line, "mod.log_exchange", match_seat_name(m, exchanger), b, c, NULL));
    }
    if (dirk_drawn > 0) {
        snprintf(b, sizeof b, "%d", dirk_drawn);
        match_log_add(m, -1, trf(ctx, line, sizeof line, "log.dirk_draw", b, NULL));
    }
}

static void play_sounds(AppContext *ctx, Match *m)
{
    unsigned s = m->anim.sounds;
    m->anim.sounds = 0;
    if (s & ANIM_SFX_COIN) audio_play(ctx, SFX_COIN);
    if (s & ANIM_SFX_PAY) audio_play(ctx, SFX_PAY);
    if (s & ANIM_SFX_TILE) audio_play(ctx, SFX_TILE);
    if (s & ANIM_SFX_SCORE) audio_play(ctx, SFX_SCORE);
    if (s & ANIM_SFX_SHUFFLE) audio_play(ctx, SFX_SHUFFLE);
    if ((s & ANIM_SFX_TURN) && match_human_to_move(m)) audio_play(ctx, SFX_TURN);
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
    AlhError err = alh_apply(&m->game, cmd, ev);
    if (err != ALH_OK)
        return err;
    m->last_actor = cmd->player;
    if (m->hook)
        m->hook(m->hook_user, cmd);
    log_events(ctx, m, ev);
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
    }
}

static bool placing_phase(const AlhGame *g)
{
    return g->phase == ALH_PHASE_PLACE || g->phase == ALH_PHASE_FINAL_PLACE;
}

static bool is_placement(int type)
{
    return type == ALH_CMD_PLACE || type == ALH_CMD_RESERVE || type == ALH_CMD_GIVE_DIRK;
}

static bool is_redesign(int type)
{
    return type == ALH_CMD_REDESIGN_ADD || type == ALH_CMD_REDESIGN_REMOVE || type == ALH_CMD_REDESIGN_SWAP;
}

const AlhGame *match_decision_game(const Match *m)
{
    return m->staged_count > 0 ? &m->stage_game : &m->game;
}

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
    return s->turn != b->turn || !placing_phase(s) || alh_to_move(s) != mover || s->players[mover].pending_count == 0;
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

const AlhGame *match_view_game(const Match *m)
{
    return &m->shown;
}

/* ------------------------------------------------------------------ seats and bots */

int match_to_move(const Match *m)
{
    return alh_to_move(&m->game);
}

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
    m->bot_seed = m->game.seed * 6364136223846793005ull + m->game.command_count * 1442695040888963407ull + (uint64_t)p;
    m->bot_for_command = m->game.command_count;
    SDL_AtomicSet(&m->bot_done, 0);
    m->bot_thread = SDL_CreateThread(bot_thread_main, "alhambra-bot", m);
    if (!m->bot_thread) /* no thread: think here (the window pauses for a moment, nothing is lost) */
        bot_thread_main(m);
}

bool match_human_may_act(const Match *m)
{
    return !anim_busy(&m->anim) && match_human_to_move(m) && m->bot_wait <= 0;
}

bool match_busy(const Match *m)
{
    return anim_busy(&m->anim);
}

/*
 * Nobody can move for this seat: neither its bot nor the random player found a legal command (the
 * engine promises a game that is not over always has one, so this is a fault). Asking again every
 * frame would only spin a core: the match stops, the player is told on the menu, and the autosave
 * keeps the position as it was before.
 */
static void stall(AppContext *ctx, Match *m, int p, AlhError err)
{
    m->stalled = true;
    fprintf(stderr, "alhambra: bot for seat %d found no move (%s), nor did the random player: the game stops here "
            "and stays saved as it was\n", p + 1, alh_error_code(err));
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
    if (m->game.phase == ALH_PHASE_OVER)
        return;
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

void match_set_hook(Match *m, MatchCommandHook hook, void *user)
{
    m->hook = hook;
    m->hook_user = user;
}

/* ------------------------------------------------------------------ life cycle */

static uint64_t fresh_seed(void)
{
    return SDL_GetPerformanceCounter() ^ ((uint64_t)SDL_GetTicks() << 32) ^ (uint64_t)(uintptr_t)&fresh_seed;
}

Match *match_create(AppContext *ctx, const AppNewGame *setup)
{
    if (!setup || setup->num_seats < ALH_MIN_PLAYERS || setup->num_seats > ALH_MAX_PLAYERS)
        return NULL;
    Match *m = calloc(1, sizeof *m);
    if (!m)
        return NULL;
    AlhSetup s = {setup->num_seats, setup->has_seed ? setup->seed : fresh_seed(), setup->modules};
    if (alh_new_game(&m->game, &s, &m->events) != ALH_OK) {
        free(m);
        return NULL;
    }
    m->num_seats = setup->num_seats;
    for (int p = 0; p < m->num_seats; p++) {
        const AppSeat *a = &setup->seats[p];
        snprintf(m->seats[p].name, sizeof m->seats[p].name, "%s", a->name[0] ? a->name : "?");
        m->seats[p].colour = a->colour;
        m->seats[p].is_bot = a->is_bot;
        m->seats[p].bot_level = a->bot_level;
    }
    m->last_human = -1;
    m->anim.factor = app_anim_factor(ctx);
    anim_reset(&m->anim, m->num_seats, (m->game.modules & (1u << ALH_MOD_TWO_PLAYER)) != 0);
    char line[MATCH_LOG_TEXT];
    match_log_add(m, -1, trf(ctx, line, sizeof line, "log.start", m->seats[m->game.current].name, NULL));
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

bool match_save(AppContext *ctx, const char *path)
{
    return ctx->table && table_save_write(ctx, ctx->table->match, path);
}

void match_play_random_moves(AppContext *ctx, int moves, uint64_t seed)
{
    Match *m = app_match(ctx);
    if (!m)
        return;
    AlhRng rng;
    alh_rng_seed(&rng, seed, 99);
    float factor = m->anim.factor;
    m->anim.factor = 0; /* jump straight to the position */
    for (int i = 0; i < moves && m->game.phase != ALH_PHASE_OVER; i++) {
        AlhCommand c;
        if (alh_random_policy(&m->game, &rng, &c) != ALH_OK)
            break;
        apply_inner(ctx, m, &c, false);
    }
    anim_skip(&m->anim);
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

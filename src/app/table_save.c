/* SPDX-License-Identifier: MIT */
/* Saving and loading a match: the persist library's JSON state plus the client's seats and log. */
#include "table_save.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jansson.h>
#include "i18n.h"
#include "match.h"
#include "persist/file_io.h"
#include "persist/json_state.h"
#include "persist/notation.h"
#include "persist/replay.h"

/* The client's own fields live under "client" in the state object; the state reader ignores them. */
static const char *const arg_kinds[LOG_ARG_KINDS] = {"text", "number", "noun", "key", "seat", "seats", "cards", "scores"};

/*
 * A log line: its template and arguments (so that it is shown in whatever language is chosen when
 * the game is loaded again), and its text in the language of the moment, for people reading the file.
 */
static json_t *log_line_to_json(AppContext *ctx, const Match *m, const MatchLogLine *l)
{
    char text[MATCH_LOG_TEXT * 2];
    json_t *j =
        json_pack("{s:i, s:i, s:s}", "player", l->player, "turn", l->turn, "text", match_log_text(ctx, m, l, text, sizeof text));
    if (!l->key[0])
        return j;
    json_object_set_new(j, "key", json_string(l->key));
    json_t *args = json_array();
    for (int i = 0; i < l->nargs; i++) {
        const MatchLogArg *a = &l->args[i];
        json_t *ja = json_pack("{s:s, s:s}", "name", a->name, "kind", arg_kinds[a->kind < LOG_ARG_KINDS ? a->kind : 0]);
        switch (a->kind) {
        case LOG_ARG_NUMBER:
        case LOG_ARG_SEAT:
        case LOG_ARG_SEATS: json_object_set_new(ja, "value", json_integer(a->number)); break;
        case LOG_ARG_CARDS: {
            json_t *cards = json_array();
            ALH_CARDS_FOREACH(&a->cards, c)
                json_array_append_new(cards, json_integer(c));
            json_object_set_new(ja, "cards", cards);
            break;
        }
        case LOG_ARG_SCORES: {
            json_t *scores = json_array();
            for (int p = 0; p <= ALH_MAX_PLAYERS; p++)
                json_array_append_new(scores, json_integer(l->scores[p]));
            json_object_set_new(ja, "scores", scores);
            break;
        }
        default: json_object_set_new(ja, "text", json_string(a->text)); break;
        }
        json_array_append_new(args, ja);
    }
    json_object_set_new(j, "args", args);
    return j;
}

/* A key or noun of a log line: words, dots, dashes and underscores only, so that it names an entry. */
static bool plain_key(const char *s, size_t max)
{
    size_t n = 0;
    for (; s[n]; n++)
        if (!(SDL_isalnum((unsigned char)s[n]) || s[n] == '.' || s[n] == '-' || s[n] == '_'))
            return false;
    return n > 0 && n < max;
}

/* Reads a log line written by log_line_to_json; false (the line is then kept as its text) when any
 * part is out of range. */
static bool log_line_from_json(const Match *m, json_t *j, MatchLogLine *l)
{
    const char *key = json_string_value(json_object_get(j, "key"));
    json_t *args = json_object_get(j, "args");
    if (!key || !plain_key(key, sizeof l->key) || !json_is_array(args) || json_array_size(args) > MATCH_LOG_ARGS)
        return false;
    snprintf(l->key, sizeof l->key, "%s", key);
    size_t i;
    json_t *ja;
    json_array_foreach(args, i, ja) {
        MatchLogArg *a = &l->args[i];
        memset(a, 0, sizeof *a);
        const char *name = json_string_value(json_object_get(ja, "name"));
        const char *kind = json_string_value(json_object_get(ja, "kind"));
        if (!name || !plain_key(name, sizeof a->name) || !kind)
            return false;
        snprintf(a->name, sizeof a->name, "%s", name);
        int k = 0;
        while (k < LOG_ARG_KINDS && strcmp(arg_kinds[k], kind) != 0)
            k++;
        if (k == LOG_ARG_KINDS)
            return false;
        a->kind = (uint8_t)k;
        json_t *value = json_object_get(ja, "value");
        json_int_t v = json_integer_value(value);
        switch (k) {
        case LOG_ARG_NUMBER:
            if (!json_is_integer(value) || v < -100000 || v > 100000)
                return false;
            a->number = (int)v;
            break;
        case LOG_ARG_SEAT:
            if (!json_is_integer(value) || !((v >= 0 && v < m->num_seats) || v == ALH_DIRK))
                return false;
            a->number = (int)v;
            break;
        case LOG_ARG_SEATS:
            if (!json_is_integer(value) || v < 0 || v >= (1 << m->num_seats))
                return false;
            a->number = (int)v;
            break;
        case LOG_ARG_CARDS: {
            json_t *cards = json_object_get(ja, "cards"), *c;
            size_t ci;
            if (!json_is_array(cards))
                return false;
            json_array_foreach(cards, ci, c) {
                json_int_t card = json_integer_value(c);
                if (!json_is_integer(c) || card < 0 || card >= ALH_HAND_CARD_END)
                    return false;
                alh_cards_add(&a->cards, (int)card);
            }
            break;
        }
        case LOG_ARG_SCORES: {
            json_t *scores = json_object_get(ja, "scores");
            if (!json_is_array(scores) || json_array_size(scores) != ALH_MAX_PLAYERS + 1)
                return false;
            for (int p = 0; p <= ALH_MAX_PLAYERS; p++) {
                json_t *sc = json_array_get(scores, (size_t)p);
                if (!json_is_integer(sc) || json_integer_value(sc) < -1000 || json_integer_value(sc) > 1000)
                    return false;
                l->scores[p] = (int16_t)json_integer_value(sc);
            }
            break;
        }
        default: {
            const char *t = json_string_value(json_object_get(ja, "text"));
            if (!t || strlen(t) >= sizeof a->text || (k != LOG_ARG_TEXT && !plain_key(t, sizeof a->text)))
                return false;
            snprintf(a->text, sizeof a->text, "%s", t);
            break;
        }
        }
        l->nargs = (int)i + 1;
    }
    return true;
}

bool table_save_write(AppContext *ctx, const Match *m, const char *path)
{
    json_t *root = alh_state_to_json(&m->game);
    if (!root)
        return false;
    json_t *client = json_object(), *seats = json_array(), *log = json_array();
    for (int p = 0; p < m->num_seats; p++) {
        const MatchSeat *s = &m->seats[p];
        json_t *js = json_pack("{s:s, s:i, s:b, s:s}", "name", s->name, "colour", s->colour, "bot", s->is_bot, "level",
                               alh_bot_level_name(s->bot_level));
        if (s->default_name)
            json_object_set_new(js, "default_name", json_true());
        json_array_append_new(seats, js);
    }
    for (int i = 0; i < m->log_count; i++)
        json_array_append_new(log, log_line_to_json(ctx, m, &m->log[i]));
    json_object_set_new(client, "seats", seats);
    json_object_set_new(client, "log", log);
    if (m->no_hints)
        json_object_set_new(client, "no_hints", json_true());
    /* The scored rounds' detail, so that the scoring table and the results show them after a load. */
    json_t *rounds = json_array();
    for (int rd = 0; rd < 3; rd++) {
        if (!m->round_scored[rd])
            continue;
        json_t *points = json_array(), *totals = json_array();
        for (int p = 0; p <= ALH_MAX_PLAYERS; p++) {
            json_t *row = json_array();
            for (int c = 0; c < ALH_SCORE_CATEGORIES; c++)
                json_array_append_new(row, json_integer(m->round_scores[rd].points[p][c]));
            json_array_append_new(points, row);
            json_array_append_new(totals, json_integer(m->round_scores[rd].total[p]));
        }
        json_array_append_new(rounds, json_pack("{s:i, s:o, s:o}", "round", rd + 1, "points", points, "totals", totals));
    }
    json_object_set_new(client, "rounds", rounds);
    if (m->staged_count > 0) {
        /* Choices made but not confirmed yet (placements, a redesign): a crash keeps them too. */
        json_t *staged = json_array();
        AlhGame g = m->stage_base;
        for (int i = 0; i < m->staged_count; i++) {
            char note[ALH_NOTATION_MAX];
            json_array_append_new(staged, json_string(alh_notation_format(&g, &m->staged[i], note, sizeof note)));
            alh_apply(&g, &m->staged[i], NULL);
        }
        json_object_set_new(client, "staged", staged);
    }
    json_object_set_new(root, "client", client);
    char *text = json_dumps(root, JSON_INDENT(1) | JSON_PRESERVE_ORDER);
    json_decref(root);
    if (!text)
        return false;
    char msg[512];
    bool ok = alh_file_write_atomic(path, text, strlen(text), msg, sizeof msg);
    free(text);
    if (!ok)
        fprintf(stderr, "alhambra: autosave failed: %s\n", msg);
    return ok;
}

/* Stages again the choices a save kept unconfirmed; one that no longer fits ends the list (the
 * confirmed game is never touched, so nothing but those unconfirmed choices can be lost). */
static void restage(AppContext *ctx, Match *m, json_t *staged, const char *path)
{
    size_t i;
    json_t *item;
    json_array_foreach(staged, i, item) {
        const char *text = json_string_value(item);
        AlhCommand cmd;
        AlhNotationError nerr;
        const AlhGame *g = match_decision_game(m);
        if (!text || !alh_notation_parse(g, text, &cmd, &nerr) || match_stage(ctx, m, &cmd) != ALH_OK) {
            fprintf(stderr, "alhambra: %s: unconfirmed choice %zu (%s) left out: it does not fit the game\n", path, i + 1,
                    text ? text : "?");
            return;
        }
    }
}

/* A number of a scored round's detail: points of one category or a total, within what a game can give. */
static bool score_value(json_t *v, int lo, int hi, int16_t *out)
{
    if (!json_is_integer(v) || json_integer_value(v) < lo || json_integer_value(v) > hi)
        return false;
    *out = (int16_t)json_integer_value(v);
    return true;
}

/* The scored rounds written by table_save_write; a round with anything out of range is left out
 * (it only feeds the scoring table and the results' chart). */
static void read_rounds(Match *m, json_t *rounds)
{
    size_t i;
    json_t *jr;
    json_array_foreach(rounds, i, jr) {
        json_int_t rd = json_integer_value(json_object_get(jr, "round"));
        json_t *points = json_object_get(jr, "points"), *totals = json_object_get(jr, "totals");
        if (rd < 1 || rd > 3 || rd > m->game.scorings_done || json_array_size(points) != ALH_MAX_PLAYERS + 1 ||
            json_array_size(totals) != ALH_MAX_PLAYERS + 1)
            continue;
        AlhScoreDetail d;
        memset(&d, 0, sizeof d);
        bool ok = true;
        for (int p = 0; ok && p <= ALH_MAX_PLAYERS; p++) {
            json_t *row = json_array_get(points, (size_t)p);
            ok = json_array_size(row) == ALH_SCORE_CATEGORIES &&
                 score_value(json_array_get(totals, (size_t)p), -1000, 1000, &d.total[p]);
            for (int c = 0; ok && c < ALH_SCORE_CATEGORIES; c++)
                ok = score_value(json_array_get(row, (size_t)c), 0, 500, &d.points[p][c]);
        }
        if (ok) {
            m->round_scores[rd - 1] = d;
            m->round_scored[rd - 1] = true;
        }
    }
}

static void default_seat(MatchSeat *s, int p)
{
    s->name[0] = '\0'; /* "Player N" in the language of the moment (match_translate_default_names) */
    s->default_name = true;
    s->colour = p;
    s->is_bot = p > 0;
    s->bot_level = ALH_BOT_MEDIUM;
}

Match *table_save_read(AppContext *ctx, const char *path, char *msg, size_t msg_size)
{
    Match *m = calloc(1, sizeof *m);
    if (!m) {
        snprintf(msg, msg_size, "out of memory");
        return NULL;
    }
    /* The loader alhambra-cli uses too; the client's own part comes back apart. */
    json_t *client = NULL;
    if (!alh_state_load_file(path, &m->game, &client, msg, msg_size)) {
        free(m);
        return NULL;
    }
    m->num_seats = m->game.num_players;
    m->bot_key = match_entropy(); /* the save holds the deal's seed, never the bots' key */
    json_t *seats = json_object_get(client, "seats");
    /* A save without the client's seats (alhambra-cli's, for one): the table asks who plays. */
    m->seats_unknown = json_array_size(seats) != (size_t)m->num_seats;
    for (int p = 0; p < m->num_seats; p++) {
        MatchSeat *s = &m->seats[p];
        default_seat(s, p);
        json_t *js = json_array_get(seats, (size_t)p);
        if (!json_is_object(js))
            continue;
        const char *name = json_string_value(json_object_get(js, "name"));
        if (name && name[0])
            snprintf(s->name, sizeof s->name, "%s", name);
        json_t *colour = json_object_get(js, "colour");
        if (json_is_integer(colour) && json_integer_value(colour) >= 0 && json_integer_value(colour) < 6)
            s->colour = (int)json_integer_value(colour);
        s->is_bot = json_is_true(json_object_get(js, "bot"));
        s->default_name = json_is_true(json_object_get(js, "default_name"));
        int level = alh_bot_level_from_name(json_string_value(json_object_get(js, "level")));
        if (level >= 0)
            s->bot_level = level;
    }
    m->no_hints = json_is_true(json_object_get(client, "no_hints"));
    read_rounds(m, json_object_get(client, "rounds"));
    json_t *staged = json_incref(json_object_get(client, "staged"));
    json_t *log = json_object_get(client, "log");
    size_t i;
    json_t *line;
    json_array_foreach(log, i, line) {
        const char *t = json_string_value(json_object_get(line, "text"));
        json_int_t player = json_integer_value(json_object_get(line, "player"));
        if (!t || player < -1 || (player >= m->num_seats && player != ALH_DIRK))
            continue;
        int before = m->log_count;
        match_log_add(m, (int)player, t);
        if (m->log_count == before)
            break; /* out of memory: the rest of the log is a courtesy */
        MatchLogLine *l = &m->log[m->log_count - 1];
        json_int_t turn = json_integer_value(json_object_get(line, "turn"));
        l->turn = turn >= 0 && turn < 10000 ? (int)turn : 0;
        MatchLogLine parsed = *l;
        if (log_line_from_json(m, line, &parsed))
            *l = parsed; /* re-rendered in the language of the moment; else its text as written */
    }
    json_decref(client);
    match_translate_default_names(ctx, m);
    m->last_human = -1;
    m->anim.factor = app_anim_factor(ctx);
    anim_reset(&m->anim, m->num_seats, alh_modset_has(&m->game.modules, ALH_MOD_TWO_PLAYER));
    m->shown = m->game;
    restage(ctx, m, staged, path);
    json_decref(staged);
    return m;
}

Match *table_replay_read(AppContext *ctx, const char *path, char *msg, size_t msg_size)
{
    AlhReplay rep;
    if (!alh_replay_load_file(path, &rep, msg, msg_size))
        return NULL;
    AppNewGame setup = {0};
    setup.num_seats = rep.setup.num_players;
    setup.has_seed = true;
    setup.seed = rep.setup.seed;
    for (int p = 0; p < setup.num_seats && p < ALH_MAX_PLAYERS; p++) {
        AppSeat *s = &setup.seats[p];
        s->is_bot = true;
        s->colour = p;
        char num[12]; /* any int, sign and terminator */
        snprintf(num, sizeof num, "%d", p + 1);
        if (rep.has_names && rep.names[p][0])
            snprintf(s->name, sizeof s->name, "%s", rep.names[p]);
        else
            s->default_name = trf(ctx, s->name, sizeof s->name, "seat.default_name", num, NULL) != NULL;
    }
    Match *m = match_create(ctx, &setup);
    if (!m || !alh_modset_equal(&rep.setup.modules, &m->game.modules)) {
        /* The replay's modules are applied as recorded when they differ from the default. */
        if (m) {
            AlhEvents *ev = calloc(1, sizeof *ev);
            AlhSetup s = rep.setup;
            if (ev && alh_new_game(&m->game, &s, ev) != ALH_OK) {
                match_destroy(m);
                m = NULL;
            }
            free(ev);
        }
        if (!m) {
            snprintf(msg, msg_size, "%s: the replay's setup cannot be played", path);
            alh_replay_free(&rep);
            return NULL;
        }
    }
    /* Turn the notation into commands now, on a scratch game, so playback cannot fail halfway. */
    m->replay_cmds = calloc(rep.count ? rep.count : 1, sizeof *m->replay_cmds);
    AlhGame *scratch = malloc(sizeof *scratch);
    if (!m->replay_cmds || !scratch) {
        free(scratch);
        match_destroy(m);
        alh_replay_free(&rep);
        snprintf(msg, msg_size, "out of memory");
        return NULL;
    }
    *scratch = m->game;
    for (size_t i = 0; i < rep.count; i++) {
        AlhNotationError nerr;
        AlhCommand c;
        if (!alh_notation_parse(scratch, rep.commands[i], &c, &nerr) || alh_apply(scratch, &c, NULL) != ALH_OK) {
            fprintf(stderr, "alhambra: replay stops at command %zu (%s)\n", i + 1, rep.commands[i]);
            break;
        }
        m->replay_cmds[m->replay_count++] = c;
    }
    free(scratch);
    alh_replay_free(&rep);
    m->replay = true;
    m->shown = m->game;
    return m;
}

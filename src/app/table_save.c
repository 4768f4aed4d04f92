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
bool table_save_write(AppContext *ctx, const Match *m, const char *path)
{
    (void)ctx;
    json_t *root = alh_state_to_json(&m->game);
    if (!root)
        return false;
    json_t *client = json_object(), *seats = json_array(), *log = json_array();
    for (int p = 0; p < m->num_seats; p++) {
        const MatchSeat *s = &m->seats[p];
        json_array_append_new(seats, json_pack("{s:s, s:i, s:b, s:s}", "name", s->name, "colour", s->colour,
                                               "bot", s->is_bot, "level", alh_bot_level_name(s->bot_level)));
    }
    for (int i = 0; i < m->log_count; i++)
        json_array_append_new(log, json_pack("{s:i, s:s}", "player", m->log[i].player, "text", m->log[i].text));
    json_object_set_new(client, "seats", seats);
    json_object_set_new(client, "log", log);
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

static void default_seat(MatchSeat *s, int p)
{
    snprintf(s->name, sizeof s->name, "Player %d", p + 1);
    s->colour = p;
    s->is_bot = p > 0;
    s->bot_level = ALH_BOT_MEDIUM;
}

Match *table_save_read(AppContext *ctx, const char *path, char *msg, size_t msg_size)
{
    char *text = NULL;
    size_t len = 0;
    if (!alh_file_read(path, ALH_FILE_MAX_DEFAULT, &text, &len, msg, msg_size))
        return NULL;
    json_error_t jerr;
    json_t *root = json_loadb(text, len, 0, &jerr);
    free(text);
    if (!root) {
        snprintf(msg, msg_size, "%s: line %d column %d: %s", path, jerr.line, jerr.column, jerr.text);
        return NULL;
    }
    Match *m = calloc(1, sizeof *m);
    if (!m) {
        json_decref(root);
        snprintf(msg, msg_size, "out of memory");
        return NULL;
    }
    /* The client's fields are taken out first: the state reader accepts only its own. */
    json_t *client = json_incref(json_object_get(root, "client"));
    json_object_del(root, "client");
    char why[400];
    if (!alh_state_from_json(root, &m->game, why, sizeof why)) {
        json_decref(client);
        snprintf(msg, msg_size, "%s: %s", path, why);
        json_decref(root);
        free(m);
        return NULL;
    }
    m->num_seats = m->game.num_players;
    json_t *seats = json_object_get(client, "seats");
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
        int level = alh_bot_level_from_name(json_string_value(json_object_get(js, "level")));
        if (level >= 0)
            s->bot_level = level;
    }
    json_t *staged = json_incref(json_object_get(client, "staged"));
    json_t *log = json_object_get(client, "log");
    size_t i;
    json_t *line;
    json_array_foreach(log, i, line) {
        const char *t = json_string_value(json_object_get(line, "text"));
        if (t)
            match_log_add(m, (int)json_integer_value(json_object_get(line, "player")), t);
    }
    json_decref(client);
    json_decref(root);
    m->last_human = -1;
    m->anim.factor = app_anim_factor(ctx);
    anim_reset(&m->anim, m->num_seats, (m->game.modules & (1u << ALH_MOD_TWO_PLAYER)) != 0);
    m->shown = m->game;
    restage(ctx, m, staged, path);
    json_decref(staged);
    return m;
}

Match *table_replay_read(AppContext *ctx, const char *path, char *msg, size_t msg_size)
{
    char *text = NULL;
    size_t len = 0;
    if (!alh_file_read(path, ALH_FILE_MAX_DEFAULT, &text, &len, msg, msg_size))
        return NULL;
    AlhReplay rep;
    char why[400];
    bool ok = alh_replay_from_text(text, len, &rep, why, sizeof why);
    free(text);
    if (!ok) {
        snprintf(msg, msg_size, "%s: %s", path, why);
        return NULL;
    }
    AppNewGame setup = {0};
    setup.num_seats = rep.setup.num_players;
    setup.has_seed = true;
    setup.seed = rep.setup.seed;
    for (int p = 0; p < setup.num_seats && p < ALH_MAX_PLAYERS; p++) {
        AppSeat *s = &setup.seats[p];
        s->is_bot = true;
        s->colour = p;
        if (rep.has_names && rep.names[p][0])
            snprintf(s->name, sizeof s->name, "%s", rep.names[p]);
        else
            snprintf(s->name, sizeof s->name, "P%d", p + 1);
    }
    Match *m = match_create(ctx, &setup);
    if (!m || rep.setup.modules != m->game.modules) {
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

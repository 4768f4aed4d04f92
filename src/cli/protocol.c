/* SPDX-License-Identifier: MIT */
/*
 * The line protocol of alhambra-cli (docs/protocol.md): one request per line on stdin, answers on
 * stdout. A bad line gets "error CODE message" and the loop goes on; nothing a client sends ends
 * it but "quit" or the end of input.
 */
#define _POSIX_C_SOURCE 200809L
#include "cli.h"

#include "alhambra/hint.h"
#include "alhambra/view.h"
#include "persist/file_io.h"
#include "persist/hint_text.h"
#include "persist/json_state.h"
#include "persist/notation.h"
#include "persist/replay.h"
#include "persist/safe_text.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#define LINE_MAX_BYTES 65536

typedef struct Session {
    FILE *out;
    AlhGame game;
    bool has_game;
    AlhEvents events;
    AlhGame before;   /* the game before the last command, for the replay's notation */
    AlhReplay replay; /* every command since `new` (or since the replay loaded) */
    bool has_replay;  /* false after loading a state: its history is unknown */
} Session;

static void answer_error(Session *s, const char *code, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/* The message often quotes what the client sent (a word, a file name, a replay's command), so it
 * is written escaped: always valid UTF-8, never a control character (safe_text.h). */
static void answer_error(Session *s, const char *code, const char *fmt, ...)
{
    fprintf(s->out, "error %s ", code);
    va_list ap;
    va_start(ap, fmt);
    char small[512];
    va_list again;
    va_copy(again, ap);
    int n = vsnprintf(small, sizeof small, fmt, ap);
    if (n >= 0 && (size_t)n < sizeof small) {
        alh_fputs_escaped(small, s->out);
    } else {
        char *big = n > 0 ? malloc((size_t)n + 1) : NULL;
        if (big)
            vsnprintf(big, (size_t)n + 1, fmt, again);
        alh_fputs_escaped(big ? big : small, s->out);
        free(big);
    }
    va_end(again);
    va_end(ap);
    fputc('\n', s->out);
}

static void print_json_line(Session *s, json_t *j)
{
    char *text = j ? json_dumps(j, JSON_COMPACT) : NULL;
    if (text)
        fprintf(s->out, "%s\n", text);
    else
        answer_error(s, "out-of-memory", "could not write the JSON");
    free(text);
    json_decref(j);
}

static void print_events(Session *s)
{
    char line[ALH_EVENT_TEXT_MAX];
    fprintf(s->out, "ok\n");
    for (int i = 0; i < s->events.count; i++)
        fprintf(s->out, "%s\n", alh_event_text(&s->events.ev[i], line, sizeof line));
    if (s->events.dropped)
        fprintf(s->out, "(%d more events not shown)\n", s->events.dropped);
    fprintf(s->out, ".\n");
}

static bool need_game(Session *s)
{
    if (!s->has_game)
        answer_error(s, "no-game", "no game yet: start one with 'new players=N seed=S' or 'load FILE'");
    return s->has_game;
}

/* ------------------------------------------------------------------ requests */

static void do_new(Session *s, char **args, int n)
{
    AlhSetup setup = {.num_players = 0, .seed = 1};
    bool given[3] = {false, false, false}; /* players, seed, modules: each at most once */
    for (int i = 0; i < n; i++) {
        char *eq = strchr(args[i], '=');
        if (!eq) {
            answer_error(s, "bad-argument", "'%s': expected key=value (players=N, seed=S, modules=a,b)", args[i]);
            return;
        }
        *eq = '\0';
        const char *key = args[i], *value = eq + 1;
        int which = strcmp(key, "players") == 0 ? 0 : strcmp(key, "seed") == 0 ? 1 : strcmp(key, "modules") == 0 ? 2 : -1;
        if (which >= 0 && given[which]) {
            answer_error(s, "bad-argument", "%s is given twice", key);
            return;
        }
        if (which >= 0)
            given[which] = true;
        long players;
        char msg[1024];
        if (strcmp(key, "players") == 0) {
            if (!alh_cli_parse_int(value, ALH_MIN_PLAYERS, ALH_MAX_PLAYERS, &players)) {
                answer_error(s, "bad-argument", "players=%s: expected 2 to 6", value);
                return;
            }
            setup.num_players = (int)players;
        } else if (strcmp(key, "seed") == 0) {
            if (!alh_cli_parse_u64(value, &setup.seed)) {
                answer_error(s, "bad-argument", "seed=%s: expected a whole number (decimal or 0x hex)", value);
                return;
            }
        } else if (strcmp(key, "modules") == 0) {
            if (!alh_cli_parse_modules(value, &setup.modules, msg, sizeof msg)) {
                answer_error(s, "bad-argument", "%s", msg);
                return;
            }
        } else {
            answer_error(s, "bad-argument", "unknown setting '%s': expected players, seed or modules", key);
            return;
        }
    }
    if (setup.num_players == 0) {
        answer_error(s, "bad-argument", "missing players=N (2 to 6)");
        return;
    }
    s->events.count = s->events.dropped = 0;
    AlhError e = alh_new_game(&s->game, &setup, &s->events);
    if (e != ALH_OK) {
        answer_error(s, alh_error_code(e), "%s", alh_error_message(e));
        return;
    }
    s->has_game = true;
    if (s->has_replay)
        alh_replay_free(&s->replay);
    alh_replay_init(&s->replay, &setup, &s->game);
    s->has_replay = true;
    print_events(s);
}

static void do_legal(Session *s)
{
    size_t n = alh_legal_commands(&s->game, NULL, 0);
    AlhCommand *cmds = n ? malloc(n * sizeof *cmds) : NULL;
    if (n && !cmds) {
        answer_error(s, "out-of-memory", "cannot list %zu commands", n);
        return;
    }
    n = alh_legal_commands(&s->game, cmds, n);
    char text[ALH_NOTATION_MAX];
    for (size_t i = 0; i < n; i++)
        fprintf(s->out, "%s\n", alh_notation_format(&s->game, &cmds[i], text, sizeof text));
    fprintf(s->out, ".\n");
    free(cmds);
}

static void do_play(Session *s, const char *notation)
{
    AlhCommand cmd;
    AlhNotationError perr;
    if (!alh_notation_parse(&s->game, notation, &cmd, &perr)) {
        answer_error(s, perr.code, "%s", perr.message);
        return;
    }
    s->events.count = s->events.dropped = 0;
    memcpy(&s->before, &s->game, sizeof s->before);
    AlhError e = alh_apply(&s->game, &cmd, &s->events);
    if (e != ALH_OK) {
        answer_error(s, alh_error_code(e), "%s", alh_error_message(e));
        return;
    }
    if (s->has_replay && !alh_replay_record(&s->replay, &s->before, &cmd, &s->game)) {
        alh_replay_free(&s->replay); /* out of memory: stop recording rather than keep a wrong replay */
        s->has_replay = false;
    }
    print_events(s);
}

static void do_placements(Session *s, const char *arg)
{
    long tile;
    int player = alh_to_move(&s->game);
    /* Any tile that can stand in an Alhambra: buildings, and the modules' pieces. */
    if (!arg || !alh_cli_parse_int(arg, 1, ALH_TILE_MAX, &tile) || !alh_tile_is_piece((int)tile)) {
        answer_error(s, "bad-argument", "expected a tile id 1..%d, or a module's tile %d..%d (55 is the fountain)", ALH_NUM_TILES,
                     ALH_TILE_MODULE_FIRST, ALH_TILE_MAX);
        return;
    }
    if (player < 0) {
        answer_error(s, "game-over", "the game is over: nobody is to move");
        return;
    }
    AlhSpot spots[512];
    size_t n = alh_legal_spots(&s->game, player, (int)tile, spots, 512);
    for (size_t i = 0; i < n && i < 512; i++)
        fprintf(s->out, "%d,%d\n", spots[i].x, spots[i].y);
    fprintf(s->out, ".\n");
}

/*
 * What the Expert bot would play now for the player to move, from that player's view only: the
 * command in the notation `play` accepts, then why, in one line of English (docs/protocol.md).
 */
static void do_hint(Session *s)
{
    int player = alh_to_move(&s->game);
    if (player < 0) {
        answer_error(s, "game-over", "the game is over: nobody is to move");
        return;
    }
    AlhView *v = malloc(sizeof *v);
    AlhHint *h = malloc(sizeof *h);
    if (!v || !h) {
        free(v);
        free(h);
        answer_error(s, "out-of-memory", "cannot think about a hint");
        return;
    }
    alh_view_make(&s->game, player, v);
    AlhError err = alh_bot_hint(ALH_BOT_EXPERT, v, alh_hint_seed(v), h);
    if (err != ALH_OK) {
        answer_error(s, alh_error_code(err), "%s", alh_error_message(err));
    } else {
        char cmd[ALH_NOTATION_MAX], why[ALH_HINT_TEXT_MAX];
        fprintf(s->out, "%s\n%s\n.\n", alh_notation_format(&s->game, &h->command, cmd, sizeof cmd),
                alh_hint_text(h, why, sizeof why));
    }
    free(v);
    free(h);
}

static void do_score(Session *s, const char *arg)
{
    long round;
    if (!arg || !alh_cli_parse_int(arg, 1, 3, &round)) {
        answer_error(s, "bad-argument", "expected a scoring round 1, 2 or 3");
        return;
    }
    AlhScoreDetail d;
    alh_score_preview(&s->game, (int)round, &d);
    static const char *const wall = "wall";
    json_t *players = json_array();
    int seats = s->game.num_players + (alh_game_has_dirk(&s->game) ? 1 : 0);
    json_t *dirk = NULL;
    for (int k = 0; k < seats; k++) {
        int p = k < s->game.num_players ? k : ALH_DIRK;
        json_t *cats = json_object();
        int gain = 0;
        for (int c = 0; c < ALH_SCORE_CATEGORIES; c++) {
            if (p == ALH_DIRK && c == ALH_SCORE_WALL)
                continue; /* Dirk has no wall */
            json_object_set_new(cats,
                                c == ALH_SCORE_WALL ? wall
                                : c < ALH_NUM_TYPES ? alh_type_name(c)
                                                    : "extra",
                                json_integer(d.points[p][c]));
            gain += d.points[p][c];
        }
        int before = p == ALH_DIRK ? s->game.dirk_score : s->game.players[p].score;
        json_t *o = json_pack("{s:o, s:i, s:i, s:i}", "categories", cats, "gain", gain, "before", before, "total", d.total[p]);
        if (p == ALH_DIRK) {
            dirk = o;
        } else {
            json_object_set_new(o, "player", json_integer(p + 1));
            json_array_append_new(players, o);
        }
    }
    json_t *j = json_pack("{s:i, s:o}", "round", (int)round, "players", players);
    if (dirk)
        json_object_set_new(j, "dirk", dirk);
    print_json_line(s, j);
}

static void do_save(Session *s, const char *path)
{
    if (!path) {
        answer_error(s, "bad-argument", "expected a file name: save FILE");
        return;
    }
    char msg[512];
    if (!alh_state_supported(&s->game, msg, sizeof msg)) {
        answer_error(s, "save-failed", "%s", msg);
        return;
    }
    char *text = alh_state_to_text(&s->game, false);
    if (!text) {
        answer_error(s, "out-of-memory", "could not write the JSON");
        return;
    }
    size_t len = strlen(text);
    text[len] = '\n'; /* json_dumps ends without a newline: end the file with one (length is passed) */
    bool ok = alh_file_write_atomic(path, text, len + 1, msg, sizeof msg);
    free(text);
    if (ok)
        fprintf(s->out, "ok\n");
    else
        answer_error(s, "save-failed", "%s", msg);
}

static void do_load(Session *s, const char *path)
{
    if (!path) {
        answer_error(s, "bad-argument", "expected a file name: load FILE");
        return;
    }
    char msg[512];
    AlhGame *loaded = malloc(sizeof *loaded);
    bool ok = loaded && alh_state_load_file(path, loaded, NULL, msg, sizeof msg);
    if (ok) {
        memcpy(&s->game, loaded, sizeof s->game);
        s->has_game = true;
        if (s->has_replay)
            alh_replay_free(&s->replay);
        s->has_replay = false; /* a state does not say how it was reached */
        fprintf(s->out, "ok\n");
    } else {
        answer_error(s, "load-failed", "%s", loaded ? msg : "out of memory");
    }
    free(loaded);
}

static void do_save_replay(Session *s, const char *path)
{
    if (!s->has_replay) {
        answer_error(s, "no-replay",
                     "this game was loaded from a state, so its commands are unknown; "
                     "replays cover games started with 'new' or 'load-replay'");
        return;
    }
    char msg[512];
    json_t *j = alh_replay_finish(&s->replay, &s->game) ? alh_replay_to_json(&s->replay) : NULL;
    char *text = j ? json_dumps(j, JSON_INDENT(1)) : NULL;
    json_decref(j);
    if (!text) {
        answer_error(s, "out-of-memory", "could not write the replay");
        return;
    }
    size_t len = strlen(text);
    text[len] = '\n'; /* end the file with a newline; the length is passed */
    bool ok = alh_file_write_atomic(path, text, len + 1, msg, sizeof msg);
    free(text);
    if (ok)
        fprintf(s->out, "ok\n");
    else
        answer_error(s, "save-failed", "%s", msg);
}

/* Plays a replay from its seed, checking it; the game reached becomes the current one. */
static void do_load_replay(Session *s, const char *path)
{
    char msg[512];
    AlhReplay replay;
    if (!alh_replay_load_file(path, &replay, msg, sizeof msg)) {
        answer_error(s, "load-failed", "%s", msg);
        return;
    }
    AlhReplayResult res;
    AlhGame *reached = malloc(sizeof *reached);
    if (!reached || !alh_replay_verify(&replay, reached, &res)) {
        answer_error(s, "load-failed", "%s: %s", path, reached ? res.message : "out of memory");
        free(reached);
        alh_replay_free(&replay);
        return;
    }
    memcpy(&s->game, reached, sizeof s->game);
    free(reached);
    s->has_game = true;
    if (s->has_replay)
        alh_replay_free(&s->replay);
    s->replay = replay; /* recording goes on from here */
    s->has_replay = true;
    fprintf(s->out, "ok\n");
}

static void do_help(Session *s)
{
    static const char *const lines[] = {
        "new players=N seed=S [modules=a,b]   start a game (ok, events, .)",
        "state                                the whole state as one line of JSON",
        "view P                               player P's view (1..N) as one line of JSON",
        "legal                                every legal command, one per line, then .",
        "hint                                 what the Expert bot would play now, and why (2 lines, then .)",
        "play CMD                             apply CMD (ok, events, . | error CODE message)",
        "placements TILE                      legal spots x,y for TILE, one per line, then .",
        "score R                              what scoring round R (1..3) would award now, as JSON",
        "save FILE | load FILE                write or read the state (JSON)",
        "save-replay FILE | load-replay FILE  write the commands since 'new', or replay a file to its end",
        "help | quit",
        "CMD: take 1+3 | buy 2 den5+den3 | place 17 1,-1 | reserve 17 | dirk 17 |",
        "     redesign-add 17 0,1 | redesign-remove 17 | redesign-swap 17 23 | pass",
    };
    for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++)
        fprintf(s->out, "%s\n", lines[i]);
    fprintf(s->out, ".\n");
}

/* Splits line into words in place; returns how many (at most cap). */
static int split_words(char *line, char **words, int cap)
{
    int n = 0;
    for (char *save = NULL, *w = strtok_r(line, " \t\r\n", &save); w; w = strtok_r(NULL, " \t\r\n", &save)) {
        if (n == cap)
            return cap + 1;
        words[n++] = w;
    }
    return n;
}

/* Handles one line; returns false for quit. */
static bool handle_line(Session *s, char *line)
{
    /* The rest of the line after the first word, for play. */
    char *p = line;
    while (*p == ' ' || *p == '\t')
        p++;
    char *rest = p;
    while (*rest && *rest != ' ' && *rest != '\t')
        rest++;
    char rest_copy[LINE_MAX_BYTES];
    snprintf(rest_copy, sizeof rest_copy, "%s", rest);

    char *words[16];
    int n = split_words(line, words, 15);
    if (n == 0 || words[0][0] == '#')
        return true; /* blank lines and comments get no answer */
    const char *verb = words[0];
    const char *arg = n > 1 ? words[1] : NULL;
    if (n > 15) {
        answer_error(s, "bad-argument", "too many words");
        return true;
    }
    /* Words each request takes after its name (play takes the rest of the line). */
    static const struct {
        const char *verb;
        int args;
    } arity[] = {
        {"quit", 0},       {"exit", 0},  {"help", 0}, {"state", 0}, {"legal", 0},       {"hint", 0},        {"view", 1},
        {"placements", 1}, {"score", 1}, {"save", 1}, {"load", 1},  {"save-replay", 1}, {"load-replay", 1},
    };
    for (size_t i = 0; i < sizeof arity / sizeof arity[0]; i++)
        if (strcmp(verb, arity[i].verb) == 0 && n - 1 != arity[i].args) {
            if (arity[i].args == 0)
                answer_error(s, "bad-argument", "'%s' takes no argument", verb);
            else
                answer_error(s, "bad-argument", "'%s' takes one argument%s", verb,
                             strcmp(verb, "save") == 0 || strcmp(verb, "load") == 0 ? ": a file name without spaces" : "");
            return true;
        }
    if (strcmp(verb, "quit") == 0 || strcmp(verb, "exit") == 0) {
        fprintf(s->out, "ok\n");
        return false;
    }
    if (strcmp(verb, "help") == 0) {
        do_help(s);
    } else if (strcmp(verb, "new") == 0) {
        do_new(s, words + 1, n - 1);
    } else if (strcmp(verb, "load") == 0) {
        do_load(s, arg);
    } else if (strcmp(verb, "load-replay") == 0) {
        do_load_replay(s, arg);
    } else if (strcmp(verb, "state") == 0 || strcmp(verb, "view") == 0 || strcmp(verb, "legal") == 0 ||
               strcmp(verb, "hint") == 0 || strcmp(verb, "play") == 0 || strcmp(verb, "placements") == 0 ||
               strcmp(verb, "score") == 0 || strcmp(verb, "save") == 0 || strcmp(verb, "save-replay") == 0) {
        if (!need_game(s))
            return true;
        if (strcmp(verb, "play") == 0) {
            do_play(s, rest_copy);
        } else if (strcmp(verb, "state") == 0) {
            print_json_line(s, alh_state_to_json(&s->game));
        } else if (strcmp(verb, "view") == 0) {
            long player;
            if (!alh_cli_parse_int(arg, 1, s->game.num_players, &player)) {
                answer_error(s, "bad-argument", "expected a player 1..%d", s->game.num_players);
                return true;
            }
            AlhView *v = malloc(sizeof *v);
            if (!v) {
                answer_error(s, "out-of-memory", "cannot build the view");
                return true;
            }
            alh_view_make(&s->game, (int)player - 1, v);
            print_json_line(s, alh_view_to_json(v));
            free(v);
        } else if (strcmp(verb, "legal") == 0) {
            do_legal(s);
        } else if (strcmp(verb, "hint") == 0) {
            do_hint(s);
        } else if (strcmp(verb, "placements") == 0) {
            do_placements(s, arg);
        } else if (strcmp(verb, "score") == 0) {
            do_score(s, arg);
        } else if (strcmp(verb, "save") == 0) {
            do_save(s, arg);
        } else {
            do_save_replay(s, arg);
        }
    } else {
        answer_error(s, "unknown-command",
                     "'%s': expected new, state, view, legal, hint, play, placements, score, save, load, "
                     "save-replay, load-replay, help or quit",
                     verb);
    }
    return true;
}

/*
 * Reads one line into buf (size bytes), newline included, and NUL-terminates it. A longer line is
 * read on to its newline and dropped as it comes, so no line ever takes more memory than buf, and
 * the next request starts after it. Returns the line's length (NUL bytes inside count), or -1 at
 * the end of the input; *too_long says the line was dropped.
 */
static long read_line(FILE *in, char *buf, size_t size, bool *too_long)
{
    size_t n = 0;
    int c = EOF;
    *too_long = false;
    while ((c = getc_unlocked(in)) != EOF) {
        if (n + 1 < size)
            buf[n++] = (char)c;
        else
            *too_long = true;
        if (c == '\n')
            break;
    }
    buf[n] = '\0';
    if (c == EOF && n == 0 && !*too_long)
        return -1;
    return (long)n;
}

int alh_cli_protocol(FILE *in, FILE *out)
{
    Session *s = calloc(1, sizeof *s);
    char *line = malloc(LINE_MAX_BYTES);
    if (!s || !line) {
        free(s);
        free(line);
        fprintf(stderr, "alhambra-cli: out of memory\n");
        return ALH_CLI_FAILED;
    }
    s->out = out;
    bool running = true;
    while (running) {
        bool too_long;
        long len = read_line(in, line, LINE_MAX_BYTES, &too_long);
        if (len < 0)
            break;
        if (too_long) {
            answer_error(s, "line-too-long", "lines are limited to %d bytes", LINE_MAX_BYTES - 1);
        } else if (memchr(line, '\0', (size_t)len)) {
            answer_error(s, "bad-argument", "the line holds a NUL byte");
        } else {
            running = handle_line(s, line);
        }
        fflush(out);
    }
    free(line);
    if (s->has_replay)
        alh_replay_free(&s->replay);
    free(s);
    return ALH_CLI_OK;
}

/* SPDX-License-Identifier: MIT */
/* `alhambra-cli record` (a random game saved as a replay) and `alhambra-cli replay FILE [--verify]`. */
#define _POSIX_C_SOURCE 200809L
#include "cli.h"

#include "persist/file_io.h"
#include "persist/json_state.h"
#include "persist/notation.h"
#include "persist/replay.h"
#include "persist/safe_text.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

static void record_hook(void *ctx, const AlhGame *before, const AlhCommand *cmd, const AlhGame *after)
{
    alh_replay_record(ctx, before, cmd, after);
}

int alh_cli_record(int argc, char **argv)
{
    long players = -1;
    uint64_t seed = 1;
    AlhModuleSet modules = alh_modset_none();
    const char *out = NULL;
    char msg[512];
    for (int i = 1; i < argc; i += 2) { /* options with a value; flags step back one */
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        bool ok = v != NULL;
        if (strcmp(a, "--players") == 0)
            ok = ok && alh_cli_parse_int(v, ALH_MIN_PLAYERS, ALH_MAX_PLAYERS, &players);
        else if (strcmp(a, "--seed") == 0)
            ok = ok && alh_cli_parse_u64(v, &seed);
        else if (strcmp(a, "--out") == 0)
            out = v;
        else if (strcmp(a, "--modules") == 0)
            ok = ok && alh_cli_parse_modules(v, &modules, msg, sizeof msg);
        else {
            alh_fprintf_escaped(stderr, "alhambra-cli record: unknown option '%s'", a);
            fputc('\n', stderr);
            ok = false;
            v = NULL;
        }
        if (!ok) {
            fprintf(stderr, "usage: alhambra-cli record --players P --seed S --out FILE [--modules a,b]\n");
            return ALH_CLI_USAGE;
        }
    }
    if (players < 0 || !out) {
        fprintf(stderr, "usage: alhambra-cli record --players P --seed S --out FILE [--modules a,b]\n");
        return ALH_CLI_USAGE;
    }
    AlhSetup setup = {.num_players = (int)players, .seed = seed, .modules = modules};
    AlhGame *g = malloc(sizeof *g);
    AlhReplay replay;
    if (!g || alh_new_game(g, &setup, NULL) != ALH_OK) {
        free(g);
        fprintf(stderr, "alhambra-cli record: cannot start the game\n");
        return ALH_CLI_FAILED;
    }
    alh_replay_init(&replay, &setup, g);
    bool ok = alh_cli_random_game(g, &setup, seed, 20000, record_hook, &replay, msg, sizeof msg);
    alh_replay_finish(&replay, g);
    json_t *j = alh_replay_to_json(&replay);
    char *text = j ? json_dumps(j, JSON_INDENT(1)) : NULL;
    json_decref(j);
    if (ok && text) {
        size_t len = strlen(text);
        text[len] = '\n'; /* end the file with a newline; the length is passed */
        ok = alh_file_write_atomic(out, text, len + 1, msg, sizeof msg);
    } else if (!text) {
        snprintf(msg, sizeof msg, "out of memory");
        ok = false;
    }
    if (ok)
        printf("recorded %zu commands (%u turns) to %s, final hash %016" PRIx64 "\n", replay.count, g->turn, out,
               alh_game_hash(g));
    else {
        alh_fprintf_escaped(stderr, "alhambra-cli record: %s", msg);
        fputc('\n', stderr);
    }
    free(text);
    free(g);
    alh_replay_free(&replay);
    return ok ? ALH_CLI_OK : ALH_CLI_FAILED;
}

/* Without --verify: the game as a readable log, command by command with its events. */
static bool print_log(const AlhReplay *r)
{
    AlhGame *g = malloc(sizeof *g);
    AlhEvents *ev = malloc(sizeof *ev);
    bool ok = g && ev;
    char line[ALH_EVENT_TEXT_MAX];
    if (ok) {
        ev->count = ev->dropped = 0;
        ok = alh_new_game(g, &r->setup, ev) == ALH_OK;
        for (int k = 0; ok && k < ev->count; k++)
            printf("  %s\n", alh_event_text(&ev->ev[k], line, sizeof line));
    }
    for (size_t i = 0; ok && i < r->count; i++) {
        AlhCommand cmd;
        AlhNotationError perr;
        if (!alh_notation_parse(g, r->commands[i], &cmd, &perr)) {
            alh_fprintf_escaped(stdout, "command %zu '%s': %s: %s", i, r->commands[i], perr.code, perr.message);
            putchar('\n');
            ok = false;
            break;
        }
        ev->count = ev->dropped = 0;
        AlhError e = alh_apply(g, &cmd, ev);
        alh_fprintf_escaped(stdout, "%zu P%d %s", i, cmd.player + 1, r->commands[i]);
        putchar('\n');
        if (e != ALH_OK) {
            printf("command %zu is illegal here: %s: %s\n", i, alh_error_code(e), alh_error_message(e));
            ok = false;
            break;
        }
        for (int k = 0; k < ev->count; k++)
            printf("  %s\n", alh_event_text(&ev->ev[k], line, sizeof line));
    }
    free(g);
    free(ev);
    return ok;
}

int alh_cli_replay(int argc, char **argv)
{
    const char *path = NULL;
    bool verify = false, final_state = false;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--verify") == 0)
            verify = true;
        else if (strcmp(argv[i], "--final-state") == 0)
            final_state = true;
        else if (argv[i][0] != '-' && !path)
            path = argv[i];
        else {
            fprintf(stderr, "usage: alhambra-cli replay FILE [--verify] [--final-state]\n");
            return ALH_CLI_USAGE;
        }
    }
    if (!path) {
        fprintf(stderr, "usage: alhambra-cli replay FILE [--verify] [--final-state]\n");
        return ALH_CLI_USAGE;
    }
    char msg[512];
    AlhReplay replay;
    if (!alh_replay_load_file(path, &replay, msg, sizeof msg)) {
        alh_fprintf_escaped(stderr, "alhambra-cli replay: %s", msg);
        fputc('\n', stderr);
        return ALH_CLI_USAGE;
    }
    bool ok;
    int rc = ALH_CLI_OK;
    if (verify || final_state) {
        AlhReplayResult res;
        AlhGame *g = malloc(sizeof *g);
        ok = g && alh_replay_verify(&replay, g, &res);
        if (verify) {
            /* 'ok' only when something was compared: a replay without checksums proves nothing. */
            if (ok && res.checksums_matched == 0)
                alh_fprintf_escaped(stdout, "unverified: the replay holds no checksum to compare with (%s)", res.message);
            else if (ok)
                alh_fprintf_escaped(stdout, "ok %s", res.message);
            else if (res.bad_index < 0)
                alh_fprintf_escaped(stdout, "diverged at the setup: %s", g ? res.message : "out of memory");
            else
                alh_fprintf_escaped(stdout, "diverged at command %ld: %s", res.bad_index, g ? res.message : "out of memory");
            putchar('\n');
            if (ok && res.checksums_matched == 0)
                ok = false;
        }
        if (final_state && g) {
            char *state = alh_state_to_text(g, true);
            if (state)
                printf("%s\n", state);
            free(state);
        }
        free(g);
        rc = ok ? ALH_CLI_OK : ALH_CLI_FAILED;
    } else {
        rc = print_log(&replay) ? ALH_CLI_OK : ALH_CLI_FAILED;
    }
    alh_replay_free(&replay);
    return rc;
}

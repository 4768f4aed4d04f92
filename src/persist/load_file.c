/* SPDX-License-Identifier: MIT */
/*
 * The one way the project reads JSON and the files that hold it: alhambra-cli, the client, the
 * tests and the fuzz targets all come through here, so a file one of them accepts the others
 * accept too (and one they refuse, they refuse with the same words).
 */
#include "persist/file_io.h"
#include "persist/json_state.h"
#include "persist/replay.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

json_t *alh_json_parse(const char *text, size_t len, char *msg, size_t msg_size)
{
    json_error_t jerr;
    json_t *root = json_loadb(text, len, JSON_REJECT_DUPLICATES, &jerr);
    if (!root)
        snprintf(msg, msg_size, "line %d column %d: %s", jerr.line, jerr.column, jerr.text);
    return root;
}

json_t *alh_json_load_file(const char *path, size_t max_size, char *msg, size_t msg_size)
{
    char *text;
    size_t len;
    if (!alh_file_read(path, max_size, &text, &len, msg, msg_size))
        return NULL;
    char why[400];
    json_t *root = alh_json_parse(text, len, why, sizeof why);
    free(text);
    if (!root)
        snprintf(msg, msg_size, "%s: %s", path, why);
    return root;
}

bool alh_state_load_file(const char *path, AlhGame *g, json_t **client, char *msg, size_t msg_size)
{
    if (client)
        *client = NULL;
    json_t *root = alh_json_load_file(path, ALH_FILE_MAX_DEFAULT, msg, msg_size);
    if (!root)
        return false;
    AlhGame *loaded = malloc(sizeof *loaded);
    char why[400];
    bool ok = loaded && alh_state_from_json(root, loaded, why, sizeof why);
    if (ok) {
        *g = *loaded;
        if (client)
            *client = json_incref(json_object_get(root, "client"));
    } else {
        snprintf(msg, msg_size, "%s: %s", path, loaded ? why : "out of memory");
    }
    free(loaded);
    json_decref(root);
    return ok;
}

bool alh_replay_load_file(const char *path, AlhReplay *r, char *msg, size_t msg_size)
{
    json_t *root = alh_json_load_file(path, ALH_FILE_MAX_DEFAULT, msg, msg_size);
    if (!root) {
        memset(r, 0, sizeof *r);
        return false;
    }
    char why[400];
    bool ok = alh_replay_from_json(root, r, why, sizeof why);
    if (!ok)
        snprintf(msg, msg_size, "%s: %s", path, why);
    json_decref(root);
    return ok;
}

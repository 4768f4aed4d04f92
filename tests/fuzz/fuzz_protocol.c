/* SPDX-License-Identifier: MIT */
/*
 * Fuzz target: alhambra-cli's line protocol. The input is a session of request lines fed to
 * alh_cli_protocol(); whatever they say, it must answer and return, never crash.
 *
 * save, load, save-replay and load-replay touch files, so file names are confined: the target works
 * in a folder of its own, and the arguments of any request but those known to take no file name
 * become one of four plain names there.
 */
#define _POSIX_C_SOURCE 200809L
#include "cli.h"

#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void fuzz_fail(const char *what)
{
    fprintf(stderr, "fuzz_protocol: %s\n", what);
    abort();
}

static char sandbox[64];

/* Removes what the sessions saved (four slots, their backups) and the folder. */
static void leave_sandbox(void)
{
    for (int i = 0; i < 4; i++) {
        char name[32];
        snprintf(name, sizeof name, "slot%d", i);
        unlink(name);
        snprintf(name, sizeof name, "slot%d.bak", i);
        unlink(name);
    }
    DIR *d = opendir(".");
    for (struct dirent *e; d && (e = readdir(d));)
        if (strncmp(e->d_name, "slot", 4) == 0)
            unlink(e->d_name); /* temporary files a failed save may have left */
    if (d)
        closedir(d);
    if (chdir("/") == 0)
        rmdir(sandbox);
}

/* A private working folder for save and load, created once per process: in /dev/shm when there
 * is one, where the fsync of every save costs nothing. */
static void enter_sandbox(void)
{
    if (sandbox[0])
        return;
    snprintf(sandbox, sizeof sandbox, "/dev/shm/alh-fuzz-protocol-XXXXXX");
    if (!mkdtemp(sandbox)) {
        snprintf(sandbox, sizeof sandbox, "/tmp/alh-fuzz-protocol-XXXXXX");
        if (!mkdtemp(sandbox))
            fuzz_fail("cannot make a working folder");
    }
    if (chdir(sandbox) != 0)
        fuzz_fail("cannot enter the working folder");
    atexit(leave_sandbox);
}

/* First word of a line, as the protocol splits words. */
static size_t first_word(const char *line, size_t len, size_t *start)
{
    size_t i = 0;
    while (i < len && strchr(" \t\r", line[i]) && line[i])
        i++;
    *start = i;
    while (i < len && line[i] && !strchr(" \t\r", line[i]))
        i++;
    return i - *start;
}

/* Requests whose arguments are never file names; every other word's arguments are confined (save,
 * load, save-replay, load-replay, and whatever file request comes next). */
static bool touches_files(const char *word, size_t len)
{
    static const char *const safe[] = {"new", "play", "legal", "state", "view", "placements", "score", "help", "quit", "exit"};
    for (size_t i = 0; i < sizeof safe / sizeof safe[0]; i++)
        if (strlen(safe[i]) == len && memcmp(safe[i], word, len) == 0)
            return false;
    return true;
}

/* Copies the session, replacing the arguments of requests that may name files by "slotN". */
static char *confine_files(const uint8_t *data, size_t size, size_t *out_len)
{
    char *out = malloc(size + 16 * (size / 4 + 1));
    size_t n = 0, pos = 0;
    if (!out)
        fuzz_fail("out of memory");
    while (pos < size) {
        const char *line = (const char *)data + pos;
        const char *nl = memchr(line, '\n', size - pos);
        size_t len = nl ? (size_t)(nl - line) : size - pos;
        size_t start, wl = first_word(line, len, &start);
        if (touches_files(line + start, wl)) {
            /* Keep the verb and the number of words, so the arity checks still see what was sent. */
            size_t rest = start + wl;
            memcpy(out + n, line + start, wl);
            n += wl;
            while (rest < len) {
                size_t s, w = first_word(line + rest, len - rest, &s);
                if (w == 0)
                    break;
                n += (size_t)sprintf(out + n, " slot%d", (unsigned char)line[rest + s] % 4);
                rest += s + w;
            }
        } else {
            memcpy(out + n, line, len);
            n += len;
        }
        if (nl)
            out[n++] = '\n';
        pos += len + (nl ? 1 : 0);
    }
    *out_len = n;
    return out;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    enter_sandbox();
    static FILE *sink;
    if (!sink && !(sink = fopen("/dev/null", "w")))
        fuzz_fail("cannot open /dev/null");
    size_t len;
    char *session = confine_files(data, size, &len);
    if (len == 0) {
        free(session); /* fmemopen wants at least one byte; an empty session says nothing anyway */
        return 0;
    }
    FILE *in = fmemopen(session, len, "r");
    if (!in)
        fuzz_fail("fmemopen failed");
    int rc = alh_cli_protocol(in, sink);
    if (rc != ALH_CLI_OK)
        fuzz_fail("the protocol loop did not end normally");
    fclose(in);
    free(session);
    return 0;
}

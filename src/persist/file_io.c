/* SPDX-License-Identifier: MIT */
/* Reading files whole, and writing them so that a crash or a full disk never costs the old copy. */
#define _POSIX_C_SOURCE 200809L
#include "persist/file_io.h"

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

static bool fail_errno(char *msg, size_t size, const char *path, const char *what, int err)
{
    snprintf(msg, size, "%s: %s: %s", path, what, strerror(err));
    return false;
}

static bool refuse_kind(char *msg, size_t size, const char *path, mode_t mode)
{
    if (S_ISDIR(mode))
        snprintf(msg, size, "%s: is a folder, not a file", path);
    else
        snprintf(msg, size, "%s: not a regular file (a %s), refused", path,
                 S_ISFIFO(mode)                   ? "pipe"
                 : S_ISCHR(mode) || S_ISBLK(mode) ? "device"
                 : S_ISSOCK(mode)                 ? "socket"
                                                  : "special file");
    return false;
}

/*
 * Only regular files of bounded size are read. The kind and size are asked before opening (a pipe
 * would block open() and read(); a device such as /dev/zero never ends), the open is non-blocking
 * in case the path changed in between, the kind and size are asked again of what was opened, and
 * the read stops one byte past the cap whatever the size said.
 */
bool alh_file_read(const char *path, size_t max_size, char **data, size_t *len, char *msg, size_t msg_size)
{
    struct stat st;
    if (stat(path, &st) != 0)
        return fail_errno(msg, msg_size, path, "cannot open", errno);
    if (!S_ISREG(st.st_mode))
        return refuse_kind(msg, msg_size, path, st.st_mode);
    if ((unsigned long long)st.st_size > max_size) {
        snprintf(msg, msg_size, "%s: larger than %zu bytes, refused", path, max_size);
        return false;
    }
    int fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    if (fd < 0)
        return fail_errno(msg, msg_size, path, "cannot open", errno);
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        int err = errno;
        close(fd);
        return S_ISREG(st.st_mode) ? fail_errno(msg, msg_size, path, "cannot read", err)
                                   : refuse_kind(msg, msg_size, path, st.st_mode);
    }
    size_t cap = (unsigned long long)st.st_size < max_size ? (size_t)st.st_size + 1 : max_size + 1;
    char *buf = malloc(cap + 1);
    if (!buf) {
        close(fd);
        return fail_errno(msg, msg_size, path, "cannot read", ENOMEM);
    }
    size_t n = 0;
    int read_error = 0;
    for (;;) {
        if (n == cap) { /* the file grew since fstat: go on up to one byte past the cap */
            if (cap > max_size)
                break;
            size_t bigger_cap = cap * 2 > max_size + 1 ? max_size + 1 : cap * 2;
            char *bigger = realloc(buf, bigger_cap + 1);
            if (!bigger) {
                read_error = ENOMEM;
                break;
            }
            buf = bigger;
            cap = bigger_cap;
        }
        ssize_t got = read(fd, buf + n, cap - n);
        if (got < 0) {
            if (errno == EINTR)
                continue;
            read_error = errno;
            break;
        }
        if (got == 0)
            break;
        n += (size_t)got;
    }
    close(fd);
    if (read_error) {
        free(buf);
        return fail_errno(msg, msg_size, path, "cannot read", read_error);
    }
    if (n > max_size) {
        free(buf);
        snprintf(msg, msg_size, "%s: larger than %zu bytes, refused", path, max_size);
        return false;
    }
    buf[n] = '\0';
    *data = buf;
    *len = n;
    return true;
}

/* The folder part of path ("." when there is none). */
static void folder_of(const char *path, char *out, size_t size)
{
    const char *slash = strrchr(path, '/');
    if (!slash)
        snprintf(out, size, ".");
    else if (slash == path)
        snprintf(out, size, "/");
    else
        snprintf(out, size, "%.*s", (int)(slash - path), path);
}

static bool write_all(int fd, const char *data, size_t len)
{
    while (len > 0) {
        ssize_t n = write(fd, data, len);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return false;
        }
        if (n == 0) {
            errno = ENOSPC;
            return false;
        }
        data += n;
        len -= (size_t)n;
    }
    return true;
}

/* Keeps the current file as PATH.bak: a hard link where the file system allows, else a copy. */
static bool keep_backup(const char *path, const char *bak, char *msg, size_t size)
{
    if (access(path, F_OK) != 0)
        return true; /* nothing to keep */
    if (unlink(bak) != 0 && errno != ENOENT)
        return fail_errno(msg, size, bak, "cannot replace the old backup", errno);
    if (link(path, bak) == 0)
        return true;
    char *old;
    size_t len;
    char why[256];
    if (!alh_file_read(path, (size_t)1 << 30, &old, &len, why, sizeof why)) {
        snprintf(msg, size, "cannot back up the previous file: %s", why);
        return false;
    }
    int fd = open(bak, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    bool ok = fd >= 0 && write_all(fd, old, len) && fsync(fd) == 0;
    int err = errno;
    if (fd >= 0)
        close(fd);
    free(old);
    if (!ok) {
        unlink(bak);
        return fail_errno(msg, size, bak, "cannot write the backup", err);
    }
    return true;
}

#define STALE_TEMP_SECONDS 60 /* a save takes milliseconds: a temporary file this old was abandoned */

/*
 * Removes PATH.tmp-XXXXXX files that saves of PATH left when they were interrupted (a crash or
 * kill -9 between mkstemp and the rename). Only names mkstemp makes for this path, only regular
 * files, and only those older than a minute: a younger one may be another process's save under way.
 */
static void remove_abandoned_temporaries(const char *path, const char *folder)
{
    const char *slash = strrchr(path, '/');
    const char *base = slash ? slash + 1 : path;
    size_t base_len = strlen(base);
    DIR *d = opendir(folder);
    if (!d)
        return;
    time_t now = time(NULL);
    for (struct dirent *e; (e = readdir(d)) != NULL;) {
        const char *name = e->d_name;
        if (strncmp(name, base, base_len) != 0 || strncmp(name + base_len, ".tmp-", 5) != 0)
            continue;
        const char *suffix = name + base_len + 5;
        bool made_by_mkstemp = strlen(suffix) == 6;
        for (int i = 0; i < 6 && made_by_mkstemp; i++)
            made_by_mkstemp = isalnum((unsigned char)suffix[i]) != 0;
        if (!made_by_mkstemp)
            continue;
        char full[4200];
        if (snprintf(full, sizeof full, "%s/%s", folder, name) >= (int)sizeof full)
            continue;
        struct stat st;
        if (lstat(full, &st) == 0 && S_ISREG(st.st_mode) && now - st.st_mtime > STALE_TEMP_SECONDS)
            unlink(full);
    }
    closedir(d);
}

bool alh_file_write_atomic(const char *path, const void *data, size_t len, char *msg, size_t msg_size)
{
    char folder[4096], tmp[4200], bak[4200];
    if (strlen(path) + 16 > sizeof folder) {
        snprintf(msg, msg_size, "%s: path too long", path);
        return false;
    }
    folder_of(path, folder, sizeof folder);
    struct stat st;
    if (stat(path, &st) == 0 && S_ISDIR(st.st_mode)) {
        snprintf(msg, msg_size, "%s: is a folder, cannot save over it", path);
        return false;
    }
    snprintf(tmp, sizeof tmp, "%s.tmp-XXXXXX", path);
    snprintf(bak, sizeof bak, "%s.bak", path);
    int fd = mkstemp(tmp);
    if (fd < 0)
        return fail_errno(msg, msg_size, folder, "cannot create a file in this folder", errno);
    if (!write_all(fd, data, len) || fsync(fd) != 0) {
        int err = errno;
        close(fd);
        unlink(tmp);
        return fail_errno(msg, msg_size, path, "cannot write (the previous file is unchanged)", err);
    }
    fchmod(fd, 0644); /* mkstemp makes 0600; saves are ordinary files */
    if (close(fd) != 0) {
        int err = errno;
        unlink(tmp);
        return fail_errno(msg, msg_size, path, "cannot write (the previous file is unchanged)", err);
    }
    if (!keep_backup(path, bak, msg, msg_size)) {
        unlink(tmp);
        return false;
    }
    if (rename(tmp, path) != 0) {
        int err = errno;
        unlink(tmp);
        return fail_errno(msg, msg_size, path, "cannot replace (the previous file is unchanged)", err);
    }
    /* Make the rename itself durable. */
    int dfd = open(folder, O_RDONLY | O_DIRECTORY);
    if (dfd >= 0) {
        fsync(dfd);
        close(dfd);
    }
    remove_abandoned_temporaries(path, folder);
    return true;
}

/* SPDX-License-Identifier: MIT */
/* Whole-file reads with a size cap, and atomic writes that never lose the previous save. */
#ifndef ALH_PERSIST_FILE_IO_H
#define ALH_PERSIST_FILE_IO_H

#include <stdbool.h>
#include <stddef.h>

#define ALH_FILE_MAX_DEFAULT (4u << 20) /* 4 MiB: far more than any save or replay */

/*
 * Reads the whole file into a new NUL-terminated buffer (*data, free() it) of *len bytes. Only a
 * regular file (a link to one is fine) of at most max_size bytes is read: a folder, a pipe, a
 * device (/dev/zero) or a socket is refused before anything is read, and nothing ever blocks. On
 * failure writes "PATH: reason" into msg.
 */
bool alh_file_read(const char *path, size_t max_size, char **data, size_t *len, char *msg, size_t msg_size);

/*
 * Writes data to path atomically: a temporary file in the same folder is written, flushed and
 * synced, then renamed over path. An existing file is kept as PATH.bak. If anything fails
 * (full disk, folder not writable, path under a regular file) the previous file is untouched,
 * the temporary file is removed, and msg says what went wrong.
 */
bool alh_file_write_atomic(const char *path, const void *data, size_t len, char *msg, size_t msg_size);

#endif

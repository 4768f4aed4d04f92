/* SPDX-License-Identifier: MIT */
/* Reading JSON values with the path of each field in error messages ("players[1].alhambra[3].x"). */
#ifndef ALH_PERSIST_JSON_PATH_H
#define ALH_PERSIST_JSON_PATH_H

#include <jansson.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define ALH_JPATH_MAX 96

/* Where the first error goes; later errors are ignored so the first cause is reported. */
typedef struct AlhJsonError {
    char *msg;
    size_t size;
    bool failed;
} AlhJsonError;

/* Writes "path: message" into the error (once) and returns false. */
bool alh_jfail(AlhJsonError *err, const char *path, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/* Child paths: "parent.key" and "parent[i]". */
const char *alh_jpath_key(char out[ALH_JPATH_MAX], const char *parent, const char *key);
const char *alh_jpath_index(char out[ALH_JPATH_MAX], const char *parent, size_t index);

/* Refuses keys of obj not in the NULL-terminated list allowed (catches misspelt fields). */
bool alh_jonly_keys(const json_t *obj, const char *path, const char *const *allowed, AlhJsonError *err);

/* Whole number in [lo, hi]. */
bool alh_jint(const json_t *v, const char *path, long long lo, long long hi, long long *out, AlhJsonError *err);
/* Optional member of obj: def when missing or null. */
bool alh_jint_member(const json_t *obj, const char *key, const char *parent, long long lo, long long hi, long long def,
                     long long *out, AlhJsonError *err);
bool alh_jbool_member(const json_t *obj, const char *key, const char *parent, bool def, bool *out, AlhJsonError *err);
/* An unsigned 64-bit value given as a hex string ("0x1f" or "1f") or a non-negative integer. */
bool alh_ju64(const json_t *v, const char *path, uint64_t *out, AlhJsonError *err);
/* A member that must be an array (or missing / null: *out = NULL). */
bool alh_jarray_member(const json_t *obj, const char *key, const char *parent, json_t **out, AlhJsonError *err);

/* "0123456789abcdef": 16 hex digits. */
json_t *alh_jhex64(uint64_t v);

#endif

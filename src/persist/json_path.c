/* SPDX-License-Identifier: MIT */
/* Typed access to JSON values that names the failing field by its path. */
#include "json_path.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

bool alh_jfail(AlhJsonError *err, const char *path, const char *fmt, ...)
{
    if (!err || err->failed)
        return false;
    err->failed = true;
    if (!err->msg || err->size == 0)
        return false;
    int n = snprintf(err->msg, err->size, "%s%s", path && *path ? path : "", path && *path ? ": " : "");
    if (n < 0 || (size_t)n >= err->size)
        return false;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err->msg + n, err->size - (size_t)n, fmt, ap);
    va_end(ap);
    return false;
}

const char *alh_jpath_key(char out[ALH_JPATH_MAX], const char *parent, const char *key)
{
    snprintf(out, ALH_JPATH_MAX, "%s%s%s", parent, *parent ? "." : "", key);
    return out;
}

const char *alh_jpath_index(char out[ALH_JPATH_MAX], const char *parent, size_t index)
{
    snprintf(out, ALH_JPATH_MAX, "%s[%zu]", parent, index);
    return out;
}

bool alh_jonly_keys(const json_t *obj, const char *path, const char *const *allowed, AlhJsonError *err)
{
    const char *key;
    json_t *value;
    json_object_foreach((json_t *)obj, key, value) {
        (void)value;
        bool known = false;
        for (const char *const *a = allowed; *a && !known; a++)
            known = strcmp(*a, key) == 0;
        if (!known) {
            char list[256] = "";
            size_t len = 0;
            for (const char *const *a = allowed; *a && len < sizeof list; a++) {
                int n = snprintf(list + len, sizeof list - len, "%s%s", a == allowed ? "" : ", ", *a);
                if (n > 0)
                    len += (size_t)n;
            }
            char p[ALH_JPATH_MAX];
            return alh_jfail(err, alh_jpath_key(p, path, key), "unknown field; expected one of: %s", list);
        }
    }
    return true;
}

bool alh_jint(const json_t *v, const char *path, long long lo, long long hi, long long *out, AlhJsonError *err)
{
    if (!json_is_integer(v))
        return alh_jfail(err, path, "expected a whole number from %lld to %lld, found %s", lo, hi,
                         json_is_real(v)      ? "a fraction"
                         : json_is_string(v)  ? "a string"
                         : json_is_null(v)    ? "null"
                         : json_is_boolean(v) ? "true/false"
                         : json_is_array(v)   ? "a list"
                                              : "an object");
    long long x = json_integer_value(v);
    if (x < lo || x > hi)
        return alh_jfail(err, path, "%lld is out of range: expected %lld to %lld", x, lo, hi);
    *out = x;
    return true;
}

bool alh_jint_member(const json_t *obj, const char *key, const char *parent, long long lo, long long hi, long long def,
                     long long *out, AlhJsonError *err)
{
    json_t *v = json_object_get(obj, key);
    if (!v || json_is_null(v)) {
        *out = def;
        return true;
    }
    char p[ALH_JPATH_MAX];
    return alh_jint(v, alh_jpath_key(p, parent, key), lo, hi, out, err);
}

bool alh_jbool_member(const json_t *obj, const char *key, const char *parent, bool def, bool *out, AlhJsonError *err)
{
    json_t *v = json_object_get(obj, key);
    if (!v || json_is_null(v)) {
        *out = def;
        return true;
    }
    char p[ALH_JPATH_MAX];
    if (!json_is_boolean(v))
        return alh_jfail(err, alh_jpath_key(p, parent, key), "expected true or false");
    *out = json_is_true(v);
    return true;
}

bool alh_ju64(const json_t *v, const char *path, uint64_t *out, AlhJsonError *err)
{
    if (json_is_integer(v)) {
        if (json_integer_value(v) < 0)
            return alh_jfail(err, path, "expected a number that is not negative");
        *out = (uint64_t)json_integer_value(v);
        return true;
    }
    if (!json_is_string(v))
        return alh_jfail(err, path, "expected a 64-bit number as a hex string such as \"0x1f\", or a whole number");
    const char *s = json_string_value(v);
    if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X'))
        s += 2;
    size_t n = strlen(s);
    if (n == 0 || n > 16)
        return alh_jfail(err, path, "expected 1 to 16 hex digits");
    uint64_t x = 0;
    for (size_t i = 0; i < n; i++) {
        char c = s[i];
        int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
        if (d < 0)
            return alh_jfail(err, path, "'%c' is not a hex digit", c);
        x = x << 4 | (uint64_t)d;
    }
    *out = x;
    return true;
}

bool alh_jarray_member(const json_t *obj, const char *key, const char *parent, json_t **out, AlhJsonError *err)
{
    json_t *v = json_object_get(obj, key);
    *out = NULL;
    if (!v || json_is_null(v))
        return true;
    char p[ALH_JPATH_MAX];
    if (!json_is_array(v))
        return alh_jfail(err, alh_jpath_key(p, parent, key), "expected a list");
    *out = v;
    return true;
}

json_t *alh_jhex64(uint64_t v)
{
    char buf[24];
    snprintf(buf, sizeof buf, "%016" PRIx64, v);
    return json_string(buf);
}

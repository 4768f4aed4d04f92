/* SPDX-License-Identifier: MIT */
/* Reading numbers and module lists from the command line and protocol arguments. */
#include "cli.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

bool alh_cli_parse_u64(const char *text, uint64_t *out)
{
    if (!text || !*text || *text == '-' || *text == '+' || *text == ' ')
        return false;
    char *end;
    errno = 0;
    unsigned long long v = strtoull(text, &end, 0);
    if (errno || *end)
        return false;
    *out = (uint64_t)v;
    return true;
}

bool alh_cli_parse_int(const char *text, long lo, long hi, long *out)
{
    if (!text || !*text)
        return false;
    char *end;
    errno = 0;
    long v = strtol(text, &end, 10);
    if (errno || *end || v < lo || v > hi)
        return false;
    *out = v;
    return true;
}

bool alh_cli_parse_modules(const char *text, uint32_t *out, char *msg, size_t msg_size)
{
    *out = 0;
    const char *p = text;
    while (*p) {
        const char *comma = strchr(p, ',');
        size_t n = comma ? (size_t)(comma - p) : strlen(p);
        char name[64];
        if (n == 0 || n >= sizeof name) {
            snprintf(msg, msg_size, "modules: expected names separated by commas, such as two-player");
            return false;
        }
        memcpy(name, p, n);
        name[n] = '\0';
        int id = alh_module_id(name);
        if (id < 0) {
            snprintf(msg, msg_size, "unknown module '%s'; known modules: two-player", name);
            return false;
        }
        *out |= 1u << id;
        p += n;
        if (*p == ',')
            p++;
    }
    return true;
}

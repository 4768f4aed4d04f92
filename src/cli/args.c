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

/* "bonus-cards, squares, ..." into buf: every module's name. */
static const char *known_modules(char *buf, size_t size)
{
    size_t used = 0;
    buf[0] = '\0';
    for (int id = 0; id < ALH_MOD_COUNT; id++) {
        int n = snprintf(buf + used, size - used, "%s%s", id ? ", " : "", alh_module_name(id));
        if (n < 0 || (size_t)n >= size - used)
            break;
        used += (size_t)n;
    }
    return buf;
}

bool alh_cli_parse_modules(const char *text, uint32_t *out, char *msg, size_t msg_size)
{
    *out = 0;
    char known[256];
    if (strcmp(text, "all") == 0) { /* every expansion module (the 2-player rules come with two seats) */
        *out = ((1u << ALH_MOD_COUNT) - 1) & ~(1u << ALH_MOD_TWO_PLAYER);
        return true;
    }
    /* Every name between commas must be there: "", "a,", ",a" and "a,,b" are refused. */
    const char *p = text;
    for (;;) {
        const char *comma = strchr(p, ',');
        size_t n = comma ? (size_t)(comma - p) : strlen(p);
        char name[64];
        if (n == 0 || n >= sizeof name) {
            snprintf(msg, msg_size, "modules: expected module names separated by commas (or all), such as squares,vizier; "
                     "known modules: %s", known_modules(known, sizeof known));
            return false;
        }
        memcpy(name, p, n);
        name[n] = '\0';
        int id = alh_module_id(name);
        if (id < 0) {
            snprintf(msg, msg_size, "unknown module '%s'; known modules: %s", name, known_modules(known, sizeof known));
            return false;
        }
        *out |= 1u << id;
        if (!comma)
            return true;
        p = comma + 1;
    }
}

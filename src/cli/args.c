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

bool alh_cli_parse_modules(const char *text, AlhModuleSet *out, char *msg, size_t msg_size)
{
    return alh_modules_parse(text, out, msg, msg_size);
}

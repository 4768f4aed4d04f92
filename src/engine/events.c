/* SPDX-License-Identifier: MIT */
/* Appending to the caller's event buffer, and small string helpers that avoid stdio. */
#include "engine_internal.h"

#include <string.h>

AlhEvent *alh_emit_into(AlhEvents *ev, int type, int player)
{
    if (!ev)
        return NULL;
    if (ev->count >= ALH_EVENT_CAP) {
        ev->dropped++;
        return NULL;
    }
    AlhEvent *e = &ev->ev[ev->count++];
    memset(e, 0, sizeof *e);
    e->type = (uint8_t)type;
    e->player = (int8_t)player;
    e->slot = -1;
    return e;
}

void alh_str_copy(char *dst, size_t size, const char *src)
{
    if (!dst || size == 0)
        return;
    size_t n = strlen(src);
    if (n >= size)
        n = size - 1;
    memcpy(dst, src, n);
    dst[n] = '\0';
}

void alh_str_format_int(char *dst, size_t size, const char *prefix, int value, const char *suffix)
{
    char num[16];
    int i = 15, neg = value < 0;
    unsigned v = neg ? (unsigned)(-(long)value) : (unsigned)value;
    num[i] = '\0';
    do {
        num[--i] = (char)('0' + v % 10);
        v /= 10;
    } while (v && i > 1);
    if (neg)
        num[--i] = '-';
    char buf[256];
    alh_str_copy(buf, sizeof buf, prefix);
    size_t len = strlen(buf);
    alh_str_copy(buf + len, sizeof buf - len, num + i);
    len = strlen(buf);
    alh_str_copy(buf + len, sizeof buf - len, suffix);
    alh_str_copy(dst, size, buf);
}

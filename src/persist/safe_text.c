/* SPDX-License-Identifier: MIT */
/* Escaping outside text on output (safe_text.h). */
#include "persist/safe_text.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stdlib.h>

/* Length of the valid, printable UTF-8 sequence at s (1..4), or 0 when its first byte must be escaped. */
static int printable_sequence(const unsigned char *s)
{
    unsigned char b = s[0];
    if (b < 0x80)
        return b >= 0x20 && b != 0x7F && b != '\\' ? 1 : 0;
    int len;
    unsigned char lo = 0x80, hi = 0xBF; /* the range allowed for the second byte */
    if (b >= 0xC2 && b <= 0xDF)
        len = 2;
    else if (b >= 0xE0 && b <= 0xEF) {
        len = 3;
        if (b == 0xE0)
            lo = 0xA0; /* overlong */
        if (b == 0xED)
            hi = 0x9F; /* surrogates */
    } else if (b >= 0xF0 && b <= 0xF4) {
        len = 4;
        if (b == 0xF0)
            lo = 0x90; /* overlong */
        if (b == 0xF4)
            hi = 0x8F; /* past U+10FFFF */
    } else {
        return 0;
    }
    if (s[1] < lo || s[1] > hi)
        return 0;
    for (int i = 2; i < len; i++)
        if (s[i] < 0x80 || s[i] > 0xBF)
            return 0;
    if (b == 0xC2 && s[1] <= 0x9F)
        return 0; /* C1 controls U+0080..U+009F (CSI is U+009B) */
    return len;
}

void alh_fputs_escaped(const char *text, FILE *f)
{
    const unsigned char *s = (const unsigned char *)text;
    while (*s) {
        int n = printable_sequence(s);
        if (n > 0) {
            fwrite(s, 1, (size_t)n, f);
            s += n;
        } else if (*s == '\\') {
            fputs("\\\\", f);
            s++;
        } else {
            fprintf(f, "\\x%02x", *s);
            s++;
        }
    }
}

void alh_fprintf_escaped(FILE *f, const char *fmt, ...)
{
    va_list ap, again;
    va_start(ap, fmt);
    va_copy(again, ap);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    char *text = n >= 0 ? malloc((size_t)n + 1) : NULL;
    if (text) {
        vsnprintf(text, (size_t)n + 1, fmt, again);
        alh_fputs_escaped(text, f);
        free(text);
    } else {
        fputs("(out of memory)", f);
    }
    va_end(again);
}

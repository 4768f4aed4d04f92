/* SPDX-License-Identifier: MIT */
/*
 * Writing text that came from outside (a protocol line, a file name, a replay's commands, a
 * parser's "near ..." quote) so that the output is always valid UTF-8 a terminal shows and never
 * obeys: control characters (C0, DEL, C1 such as CSI), bytes that are not UTF-8, overlong forms
 * and surrogates are written as \xNN, one per byte, and a backslash as \\. Printable UTF-8
 * passes unchanged.
 */
#ifndef ALH_PERSIST_SAFE_TEXT_H
#define ALH_PERSIST_SAFE_TEXT_H

#include <stdio.h>

void alh_fputs_escaped(const char *text, FILE *f);
/* printf, then alh_fputs_escaped (the format's own text is escaped too: keep it one line). */
void alh_fprintf_escaped(FILE *f, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

#endif

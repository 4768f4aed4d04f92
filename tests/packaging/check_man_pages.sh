#!/bin/sh
# SPDX-License-Identifier: MIT
# Formats each manual page with groff's strictest warnings; any warning fails the test.
# Exit 77 (skipped) when groff is not installed.
command -v groff >/dev/null 2>&1 || { echo "groff not installed: skipped"; exit 77; }
status=0
for page in "$@"; do
    warnings=$(LC_ALL=C.UTF-8 groff -man -ww -z -Tutf8 -K utf8 "$page" 2>&1)
    if [ -n "$warnings" ]; then
        echo "FAIL $page:"; echo "$warnings"; status=1
    elif ! grep -q '^\.SH NAME' "$page" || ! grep -q '^\.SH SYNOPSIS' "$page"; then
        echo "FAIL $page lacks a NAME or SYNOPSIS section"; status=1
    else
        echo "ok   $page"
    fi
done
exit $status

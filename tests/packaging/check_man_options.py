#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Checks that a manual page documents every option the program's own help lists.

usage: check_man_options.py MANPAGE PROGRAM [ARGS...] [-- PROGRAM ARGS...]...
Each command (e.g. `alhambra --help`, `alhambra-cli tournament --help`) is run; every
`--long-option` it prints must appear in the page, so new options cannot go undocumented.
"""
import re
import subprocess
import sys


def main():
    page, commands = sys.argv[1], [[]]
    for word in sys.argv[2:]:
        if word == "--":
            commands.append([])
        else:
            commands[-1].append(word)
    text = open(page, encoding="utf-8").read().replace("\\-", "-")
    documented = set(re.findall(r"--[a-z][a-z0-9-]*", text))
    missing, seen = [], 0
    for cmd in commands:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                           timeout=30)
        if p.returncode != 0:
            print(f"FAIL `{' '.join(cmd)}` exited with {p.returncode}:\n{p.stdout}")
            return 1
        options = sorted(set(re.findall(r"(?<![\w-])--[a-z][a-z0-9-]*", p.stdout)))
        seen += len(options)
        missing += [f"{o} (from `{' '.join(cmd[1:])}`)" for o in options if o not in documented]
    for m in missing:
        print(f"FAIL {page} does not mention {m}")
    if not missing:
        print(f"ok   {page} documents all {seen} options listed by --help")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())

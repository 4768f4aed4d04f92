#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Rules scenarios: positions played through alhambra-cli, with what must (not) happen.

usage: test_scenarios.py PATH/TO/alhambra-cli SCENARIO_DIR

Each SCENARIO_DIR/*.scenario is a script of protocol requests (docs/protocol.md), one per line,
each followed by indented checks on its answer:

    load characters_auction_order.json      (a file name is read from SCENARIO_DIR)
    play take 1
      has P2 auctions character char6       an answer line equal to this text; the `has` lines of
      has ...                               one answer must appear in that order
      lacks char2                           no answer line contains this text
      error not-allowed                     the answer is this error (otherwise an error fails)
    state
      json players[1].score 12              a value of the JSON answer, by its path

Lines starting with '#' are comments. The positions are saves (docs/save-format.md): each can be
loaded in the game or in alhambra-cli to see the scenario for oneself.
"""
import json
import os
import re
import subprocess
import sys

# Requests answered by one line; the others by lines ending with '.'.
ONE_LINE = {"load", "state", "view", "score", "save", "save-replay", "load-replay", "quit"}


class Cli:
    def __init__(self, exe):
        self.p = subprocess.Popen([exe], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)

    def ask(self, request):
        self.p.stdin.write(request + "\n")
        self.p.stdin.flush()
        first = self.read()
        if first.startswith("error ") or request.split()[0] in ONE_LINE:
            return [first]
        lines = [first]
        while lines[-1] != ".":
            lines.append(self.read())
        return lines[:-1]

    def read(self):
        out = self.p.stdout.readline()
        if not out:
            raise RuntimeError("alhambra-cli closed its output")
        return out.rstrip("\n")

    def close(self):
        self.p.stdin.close()
        self.p.wait(timeout=10)


def json_at(value, path):
    for part in re.findall(r"[^.\[\]]+|\[\d+\]", path):
        value = value[int(part[1:-1])] if part.startswith("[") else value[part]
    return value


def run(exe, path):
    """Returns the list of failures of one scenario."""
    failures = []
    folder = os.path.dirname(path)
    cli = Cli(exe)
    answer, request, error_checked = None, None, True
    has_from = 0

    def fail(line_no, text):
        failures.append(f"{os.path.basename(path)}:{line_no}: {text}")

    def close_request(line_no):
        if answer and answer[0].startswith("error ") and not error_checked:
            fail(line_no, f"'{request}' answered {answer[0]}")

    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    for no, raw in enumerate(lines, 1):
        if not raw.strip() or raw.lstrip().startswith("#"):
            continue
        if not raw[0].isspace():
            close_request(no)
            request = raw.strip()
            words = request.split(None, 1)
            if words[0] in ("load", "load-replay") and len(words) == 2:
                request = f"{words[0]} {os.path.join(folder, words[1])}"
            answer, error_checked, has_from = cli.ask(request), False, 0
            continue
        check, _, arg = raw.strip().partition(" ")
        if answer is None:
            fail(no, "a check before any request")
        elif check == "has":
            found = next((i for i in range(has_from, len(answer)) if answer[i] == arg), None)
            if found is None:
                later = arg in answer[:has_from]
                fail(no, f"'{request}': no line '{arg}'" + (" after the previous one" if later else "") +
                     " in:\n    " + "\n    ".join(answer))
            else:
                has_from = found + 1
        elif check == "lacks":
            bad = [a for a in answer if arg in a]
            if bad:
                fail(no, f"'{request}': unexpected '{bad[0]}'")
        elif check == "error":
            error_checked = True
            if not answer[0].startswith(f"error {arg}"):
                fail(no, f"'{request}': expected error {arg}, got {answer[0]}")
        elif check == "json":
            where, _, want = arg.partition(" ")
            try:
                got = json_at(json.loads(answer[0]), where)
            except (ValueError, KeyError, IndexError, TypeError) as e:
                fail(no, f"'{request}': {where}: {e}")
                continue
            if got != json.loads(want):
                fail(no, f"'{request}': {where} is {json.dumps(got)}, expected {want}")
        else:
            fail(no, f"unknown check '{check}'")
    close_request(len(lines))
    cli.close()
    return failures


def main():
    exe, folder = sys.argv[1], sys.argv[2]
    names = sorted(n for n in os.listdir(folder) if n.endswith(".scenario"))
    failed = 0
    for name in names:
        problems = run(exe, os.path.join(folder, name))
        print(("FAIL " if problems else "ok   ") + name)
        for p in problems:
            print("  " + p)
        failed += bool(problems)
    print(f"{len(names)} scenarios, {failed} failed")
    return 1 if failed or not names else 0


if __name__ == "__main__":
    sys.exit(main())

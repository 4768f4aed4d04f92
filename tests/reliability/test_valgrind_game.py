#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""A whole game through alhambra-cli's protocol under valgrind memcheck: new, legal and play to
the end, with every module, and save, load, save-replay, load-replay, score, view, state,
placements, help and bad lines along the way. Fails
on any memcheck error or leak (--error-exitcode=1 --leak-check=full). Skips (77) without valgrind.

usage: test_valgrind_game.py PATH/TO/alhambra-cli [--sanitized]
"""
import os
import random
import shutil
import subprocess
import sys
import tempfile


def main():
    exe = os.path.abspath(sys.argv[1])
    if "--sanitized" in sys.argv[2:]:
        print("an AddressSanitizer build cannot run under valgrind: skipped (the normal build runs it)")
        sys.exit(77)
    valgrind = shutil.which("valgrind")
    if not valgrind:
        print("valgrind is not installed: skipped")
        sys.exit(77)
    tmp = tempfile.mkdtemp(prefix="alh-valgrind-")
    log = os.path.join(tmp, "memcheck.log")
    cmd = [valgrind, "--tool=memcheck", "--error-exitcode=1", "--leak-check=full",
           "--show-leak-kinds=definite,indirect,possible", "--errors-for-leak-kinds=definite,indirect,possible",
           "--track-origins=yes", "--log-file=" + log, exe]
    p = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)

    def send(line):
        p.stdin.write(line + "\n")
        p.stdin.flush()

    def read_line():
        out = p.stdout.readline()
        if not out:
            raise RuntimeError("alhambra-cli closed its output; see " + log)
        return out.rstrip("\n")

    def block(line):
        send(line)
        lines = [read_line()]
        while lines[-1] != "." and not lines[0].startswith("error "):
            lines.append(read_line())
        return lines[:-1] if lines[-1] == "." else lines

    def one(line):
        send(line)
        return read_line()

    rnd = random.Random(5)
    save = os.path.join(tmp, "game.json")
    problems = []
    if not one("frobnicate").startswith("error "):
        problems.append("unknown request not refused")
    if block("help")[0].startswith("error"):
        problems.append("help failed")
    if block("new players=5 seed=31 modules=bonus-cards,squares,city-gates,diamonds,exchange,camps,characters,vizier")[0] != "ok":
        problems.append("new failed")
    commands = 0
    while True:
        legal = block("legal")
        if not legal:
            break  # the game is over: nobody is to move
        answer = block("play " + rnd.choice(legal))
        if answer[0] != "ok":
            problems.append("a legal command was refused: %s" % answer[0])
            break
        commands += 1
        if commands % 25 == 1:
            # A replay keeps the game resumable with its commands; a plain save only its state,
            # so the state is loaded once, at the end.
            if one("save-replay " + save + ".replay") != "ok":
                problems.append("save-replay failed")
            if one("load-replay " + save + ".replay") != "ok":
                problems.append("load-replay failed")
            if one("save " + save) != "ok":
                problems.append("save failed")
            one("state")
            one("view %d" % (1 + commands % 5))
            one("score %d" % (1 + commands % 3))
            block("placements %d" % (1 + commands % 54))
            one("play take 9")          # bad lines along the way
            one("load " + tmp)
            one("x" * 70000)
        if commands > 3000:
            problems.append("the game did not end")
            break
    state = one("state")
    if '"phase":"over"' not in state:
        problems.append("the game is not over at the end")
    if one("save " + save) != "ok" or one("load " + save) != "ok":
        problems.append("save and load at the end failed")
    one("save-replay " + save + ".replay")  # refused: a loaded state has no commands
    one("score 3")
    one("quit")
    p.stdin.close()
    rc = p.wait(timeout=600)
    with open(log) as f:
        report = f.read()
    summary = [l for l in report.splitlines() if "ERROR SUMMARY" in l or "definitely lost" in l or
               "indirectly lost" in l or "possibly lost" in l or "in use at exit" in l]
    print("# %d commands played under memcheck" % commands)
    for l in summary:
        print("#", l.split("== ", 1)[-1])
    if rc != 0:
        problems.append("valgrind exit status %d" % rc)
        print(report[-6000:])
    shutil.rmtree(tmp, ignore_errors=True)
    if problems:
        print("FAIL:", "; ".join(problems))
        sys.exit(1)
    print("clean under valgrind")


if __name__ == "__main__":
    main()

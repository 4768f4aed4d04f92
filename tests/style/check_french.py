#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""French text uses one apostrophe, the typographic one (’), never the straight one (').

The client showed both side by side ("l'Alhambra" in one line, "n’a" in the next). Checks every
French file the client reads words from: data/lang/fr.txt, and each module's lang/fr.txt and
lang/rules.fr.txt (its strings and its rules page), naming each line with a straight apostrophe.

usage: check_french.py [ROOT]
       check_french.py --self-test [ROOT]   shows that a straight apostrophe is caught
"""
import glob
import os
import sys
import tempfile


def french_files(root):
    found = [os.path.join(root, "data", "lang", "fr.txt")]
    found += sorted(glob.glob(os.path.join(root, "src", "modules", "*", "lang", "*fr.txt")))
    return [p for p in found if os.path.exists(p)]


def check(paths, quiet=False):
    bad = 0
    for path in paths:
        with open(path, encoding="utf-8") as f:
            for number, line in enumerate(f, 1):
                if "'" in line:
                    bad += 1
                    if not quiet and bad <= 20:
                        print(f"{path}:{number}: a straight apostrophe (use ’): {line.rstrip()}")
    return bad


def main(argv):
    self_test = "--self-test" in argv
    args = [a for a in argv[1:] if a != "--self-test"]
    root = args[0] if args else os.path.join(os.path.dirname(__file__), "..", "..")
    paths = french_files(root)
    if self_test:
        with tempfile.TemporaryDirectory() as tmp:
            good, wrong = os.path.join(tmp, "good.txt"), os.path.join(tmp, "wrong.txt")
            with open(good, "w", encoding="utf-8") as f:
                f.write("table.take = Prendre l’argent\n")
            with open(wrong, "w", encoding="utf-8") as f:
                f.write("table.take = Prendre l'argent\n")
            ok = check([good], True) == 0 and check([wrong], True) == 1
        print("self-test:", "a straight apostrophe is caught" if ok else "FAILED")
        return 0 if ok else 1
    if len(paths) < 2:
        print("FAILED: the French files were not found under", root)
        return 1
    bad = check(paths)
    print(f"{len(paths)} French files, {bad} lines with a straight apostrophe")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The C sources follow .clang-format (HACKING.md, "Style").

Runs clang-format on every .c and .h file under src/, include/ and tests/ and fails when one would
change, naming the files and the first lines that differ. Fix with:
    clang-format -i $(git ls-files '*.c' '*.h')

usage: check_format.py [ROOT] [--clang-format PATH]
       check_format.py --self-test [ROOT]   shows that a badly formatted file is caught
Exits 77 (skipped) when clang-format is not installed.
"""
import difflib
import os
import shutil
import subprocess
import sys
import tempfile

TOPS = ("src", "include", "tests")


def c_files(root):
    for top in TOPS:
        for dirpath, dirnames, filenames in os.walk(os.path.join(root, top)):
            dirnames.sort()
            for name in sorted(filenames):
                if name.endswith((".c", ".h")):
                    yield os.path.join(dirpath, name)


def formatted(tool, root, path):
    style = "file:" + os.path.join(root, ".clang-format")
    return subprocess.run([tool, "--style=" + style, path], check=True, capture_output=True, text=True).stdout


def check(tool, root, quiet=False):
    bad = 0
    for path in c_files(root):
        want = formatted(tool, root, path)
        have = open(path, encoding="utf-8").read()
        if want == have:
            continue
        bad += 1
        if not quiet:
            rel = os.path.relpath(path, root)
            print(f"{rel}: not formatted as .clang-format says")
            diff = list(difflib.unified_diff(have.splitlines(), want.splitlines(), rel, rel + " (clang-format)", n=0, lineterm=""))
            for line in diff[2:12]:
                print("    " + line)
    return bad


def self_test(tool, root):
    with tempfile.TemporaryDirectory() as tmp:
        shutil.copy(os.path.join(root, ".clang-format"), tmp)
        os.makedirs(os.path.join(tmp, "src"))
        good = "static int f(int x)\n{\n    int y = x + 1;\n    return y * 2;\n}\n"
        open(os.path.join(tmp, "src", "good.c"), "w").write(good)
        if check(tool, tmp, quiet=True) != 0:
            print("self-test: a well formatted file was refused")
            return False
        open(os.path.join(tmp, "src", "bad.c"), "w").write("int g(int x){return x+1;}\n")
        if check(tool, tmp, quiet=True) != 1:
            print("self-test: a badly formatted file was not caught")
            return False
    print("self-test: a badly formatted file is caught, a good one passes")
    return True


def main(argv):
    args = argv[1:]
    tool = "clang-format"
    if "--clang-format" in args:
        i = args.index("--clang-format")
        tool = args[i + 1]
        del args[i:i + 2]
    self_testing = "--self-test" in args
    args = [a for a in args if a != "--self-test"]
    root = args[0] if args else os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    if shutil.which(tool) is None:
        print(f"{tool} is not installed: skipped")
        return 77
    if self_testing:
        return 0 if self_test(tool, root) else 1
    bad = check(tool, root)
    print(f"{bad} file(s) not formatted")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Modules' names stay in their folders (docs/modules.md, "Where module names still appear").

The base engine, persistence, the bots, the CLI and the client reach a module through the
generated registries, so a module's name has no reason to appear in their sources. This check
counts, for each watched name, the source files under src/ and include/ outside src/modules/ that
contain it (case-insensitive, comments included: a comment that names a module is a place that
will need editing when the module changes), and fails when a count exceeds its ceiling.

usage: check_module_names.py [ROOT]            prints the counts, fails above a ceiling
       check_module_names.py --list [ROOT]     also prints the files
       check_module_names.py --self-test       shows that a name added to a base file fails
"""
import os
import re
import shutil
import sys
import tempfile

# name: (pattern, ceiling). The limit is four files each; the ceilings are what is left
# today (none), so that the figures can only go down.
WATCHED = {
    "vizier": (r"vizier", 0),
    "camp": (r"camp", 0),
    "diamond": (r"diamond", 0),
    "city gate": (r"city[ _-]?gates?", 0),
}
# Files that must keep old names: the frozen reader of version-1 saves and replays, whose fields
# were named after modules (tests/cli/replays-v1 prove it still reads them).
EXEMPT = {os.path.join("src", "persist", "legacy_v1.c")}
SOURCE_EXT = (".c", ".h")


def source_files(root):
    for top in ("src", "include"):
        for dirpath, dirnames, filenames in os.walk(os.path.join(root, top)):
            rel_dir = os.path.relpath(dirpath, root)
            if rel_dir.split(os.sep)[:2] == ["src", "modules"]:
                dirnames[:] = []
                continue
            for name in sorted(filenames):
                if name.endswith(SOURCE_EXT):
                    yield os.path.join(rel_dir, name)


def count(root):
    found = {name: [] for name in WATCHED}
    exempt = {name: [] for name in WATCHED}
    for rel in source_files(root):
        text = open(os.path.join(root, rel), encoding="utf-8", errors="replace").read()
        for name, (pattern, _) in WATCHED.items():
            if re.search(pattern, text, re.IGNORECASE):
                (exempt if rel in EXEMPT else found)[name].append(rel)
    return found, exempt


def check(root, show_files):
    found, exempt = count(root)
    failed = False
    for name, (_, ceiling) in WATCHED.items():
        files = found[name]
        verdict = "ok" if len(files) <= ceiling else "TOO MANY"
        failed |= len(files) > ceiling
        print(f"{name}: {len(files)} file(s) outside its module's folder (ceiling {ceiling}), "
              f"+{len(exempt[name])} exempt: {verdict}")
        if show_files or len(files) > ceiling:
            for rel in files:
                print(f"    {rel}")
    return not failed


def self_test(root):
    with tempfile.TemporaryDirectory() as tmp:
        for top in ("src", "include"):
            shutil.copytree(os.path.join(root, top), os.path.join(tmp, top))
        if not check(tmp, False):
            print("self-test: the copy already fails")
            return False
        for name in WATCHED:
            probe = os.path.join(tmp, "src", "engine", f"probe_{len(name)}.c")
            for i in range(WATCHED[name][1] + 1):
                with open(probe.replace(".c", f"_{i}.c"), "w") as f:
                    f.write(f"/* the {name} */\n")
        if check(tmp, False):
            print("self-test: names added to base files were not caught")
            return False
    print("self-test: names added to base files are caught")
    return True


def main(argv):
    args = [a for a in argv[1:] if not a.startswith("--")]
    root = args[0] if args else os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    if "--self-test" in argv:
        return 0 if self_test(root) else 1
    return 0 if check(root, "--list" in argv) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))

#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Every module listed in src/modules/modules.list has all its parts (docs/modules.md).

A module is a folder with its rules, its saved fields and notation, its bots' terms, its client
part, its strings in English and French, and its tests; its meson.build hands each part to its
layer, and each part defines the symbol its layer's generated registry names. This check says
which part is missing before the link fails on it.

usage: check_module_parts.py [MODULES_DIR]     (default: src/modules next to this tests folder)
       check_module_parts.py --self-test        shows that a module without a part is refused
"""
import os
import re
import shutil
import sys
import tempfile

# part file: (what it is, the meson list it goes to, the registry symbol prefix it defines)
PARTS = {
    "rules.c": ("its rules (the engine part)", "module_engine_sources", "alh_module_"),
    "persist.c": ("its notation words, event texts and card names", "module_persist_sources", "alh_persist_"),
    "bot.c": ("its bots' terms", "module_bot_sources", "alh_bot_"),
    "client.c": ("its client part", "module_client_sources", "alh_client_"),
}
MANIFEST_KEYS = ("name", "group", "summary")
# The rules page of each language (the module browser shows it): its title, and its worked example.
RULES_EXAMPLE = {"en": "## Example", "fr": "## Exemple"}


def module_names(modules_dir, folders):
    """The registry names (module.txt's name:) of the listed modules."""
    names = set()
    for folder in folders:
        manifest = os.path.join(modules_dir, folder, "module.txt")
        if os.path.isfile(manifest):
            m = re.search(r"^name:\s*(\S+)", open(manifest, encoding="utf-8").read(), re.M)
            if m:
                names.add(m.group(1))
    return names


def check_rules_page(root, folder, code, known_names):
    """Problems of lang/rules.<code>.txt: missing, no title, no sections, no example, a bad avoid line."""
    path = os.path.join(root, "lang", f"rules.{code}.txt")
    if not os.path.isfile(path):
        return [f"{folder}: lang/rules.{code}.txt is missing (its rules page for the module browser)"]
    problems = []
    lines = open(path, encoding="utf-8").read().splitlines()
    if not any(re.match(r"^title\s*=\s*\S", line) for line in lines):
        problems.append(f"{folder}: lang/rules.{code}.txt has no 'title = ...'")
    if sum(1 for line in lines if line.startswith("## ")) < 2:
        problems.append(f"{folder}: lang/rules.{code}.txt has fewer than two sections ('## ...')")
    if RULES_EXAMPLE[code] not in lines:
        problems.append(f"{folder}: lang/rules.{code}.txt has no worked example ('{RULES_EXAMPLE[code]}')")
    for line in lines:
        m = re.match(r"^avoid\s*=\s*([^|]*)\|\s*(.*)$", line)
        if line.startswith("avoid") and not m:
            problems.append(f"{folder}: lang/rules.{code}.txt: 'avoid = module | reason' expected, got '{line}'")
        elif m and (m.group(1).strip() not in known_names or not m.group(2).strip()):
            problems.append(f"{folder}: lang/rules.{code}.txt: avoid names no known module or gives no reason: '{line}'")
    return problems


def read_list(modules_dir):
    names = []
    for line in open(os.path.join(modules_dir, "modules.list"), encoding="utf-8"):
        line = line.split("#", 1)[0].strip()
        if line:
            names.append(line)
    return names


def lang_keys(path):
    keys = set()
    for line in open(path, encoding="utf-8"):
        line = line.strip()
        if line and not line.startswith("#") and "=" in line:
            keys.add(line.split("=", 1)[0].strip())
    return keys


def check_module(modules_dir, folder, known_names=frozenset()):
    """The problems of one module, as sentences (empty when it has every part)."""
    problems = []
    root = os.path.join(modules_dir, folder)
    if not os.path.isdir(root):
        return [f"{folder}: listed in modules.list but there is no folder src/modules/{folder}/"]

    manifest = os.path.join(root, "module.txt")
    if not os.path.isfile(manifest):
        problems.append(f"{folder}: module.txt is missing (its name, group and summary)")
    else:
        text = open(manifest, encoding="utf-8").read()
        for key in MANIFEST_KEYS:
            if not re.search(rf"^{key}:\s*\S", text, re.M):
                problems.append(f"{folder}: module.txt has no '{key}:'")

    build = os.path.join(root, "meson.build")
    build_text = open(build, encoding="utf-8").read() if os.path.isfile(build) else None
    if build_text is None:
        problems.append(f"{folder}: meson.build is missing (it hands each part to its layer)")

    for part, (what, meson_list, prefix) in PARTS.items():
        path = os.path.join(root, part)
        if not os.path.isfile(path):
            problems.append(f"{folder}: {part} is missing ({what})")
            continue
        if build_text is not None and not re.search(rf"{meson_list}\s*\+=[^\n]*'{re.escape(part)}'", build_text):
            problems.append(f"{folder}: meson.build does not add {part} to {meson_list}")
        symbol = prefix + folder
        if not re.search(rf"\b{symbol}\s*=", open(path, encoding="utf-8").read()):
            problems.append(f"{folder}: {part} does not define {symbol}")

    test = f"test_{folder}.c"
    if not os.path.isfile(os.path.join(root, test)):
        problems.append(f"{folder}: {test} is missing (its tests)")
    elif build_text is not None and not re.search(rf"module_tests\s*\+=[^\n]*'{re.escape(test)}'", build_text):
        problems.append(f"{folder}: meson.build does not add {test} to module_tests")

    langs = {}
    for code in ("en", "fr"):
        path = os.path.join(root, "lang", f"{code}.txt")
        if not os.path.isfile(path):
            problems.append(f"{folder}: lang/{code}.txt is missing (its strings)")
        else:
            langs[code] = lang_keys(path)
    if len(langs) == 2:
        # noun forms of one language only (noun.x.a, form.*) may differ; everything else both have
        only_en = {k for k in langs["en"] - langs["fr"] if not k.startswith(("form.", "noun."))}
        only_fr = {k for k in langs["fr"] - langs["en"] if not k.startswith(("form.", "noun."))}
        for k in sorted(only_en):
            problems.append(f"{folder}: lang/fr.txt lacks {k}")
        for k in sorted(only_fr):
            problems.append(f"{folder}: lang/en.txt lacks {k}")
    for code in ("en", "fr"):
        problems += check_rules_page(root, folder, code, known_names)
    return problems


def check_all(modules_dir, base_lang_dir=None):
    problems = []
    folders = read_list(modules_dir)
    names = module_names(modules_dir, folders)
    for folder in folders:
        problems += check_module(modules_dir, folder, names)
    # A key belongs to one file: a module's strings never redefine the base game's or another module's.
    if base_lang_dir and os.path.isdir(base_lang_dir):
        owner = {k: "data/lang" for k in lang_keys(os.path.join(base_lang_dir, "en.txt"))}
        for folder in folders:
            path = os.path.join(modules_dir, folder, "lang", "en.txt")
            if not os.path.isfile(path):
                continue
            for k in sorted(lang_keys(path)):
                if k in owner:
                    problems.append(f"{folder}: lang/en.txt redefines {k} (already in {owner[k]})")
                else:
                    owner[k] = folder
    return folders, problems


def self_test(modules_dir):
    """The check refuses a copy of the tree where one listed module lacks its client part."""
    folders = read_list(modules_dir)
    victim = folders[-1]
    with tempfile.TemporaryDirectory(prefix="alh-parts-") as tmp:
        copy = os.path.join(tmp, "modules")
        shutil.copytree(modules_dir, copy)
        os.remove(os.path.join(copy, victim, "client.c"))
        _, problems = check_all(copy)
        if not any(p.startswith(f"{victim}: client.c is missing") for p in problems):
            print(f"FAIL: a module without client.c passed the check ({problems})")
            return 1
        os.remove(os.path.join(copy, folders[0], "lang", "rules.fr.txt"))
        _, problems = check_all(copy)
        if not any(p.startswith(f"{folders[0]}: lang/rules.fr.txt is missing") for p in problems):
            print(f"FAIL: a module without its French rules page passed the check ({problems})")
            return 1
        with open(os.path.join(copy, "modules.list"), "a", encoding="utf-8") as f:
            f.write("phantom\n")
        _, problems = check_all(copy)
        if not any(p.startswith("phantom: listed") for p in problems):
            print("FAIL: a listed module without a folder passed the check")
            return 1
    print("self-test: a missing part, a missing rules page and a missing folder are refused")
    return 0


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    default = os.path.normpath(os.path.join(here, "..", "..", "src", "modules"))
    args = sys.argv[1:]
    if args and args[0] == "--self-test":
        return self_test(args[1] if len(args) > 1 else default)
    modules_dir = args[0] if args else default
    base_lang = os.path.normpath(os.path.join(modules_dir, "..", "..", "data", "lang"))
    folders, problems = check_all(modules_dir, base_lang)
    for p in problems:
        print("missing:", p)
    print(f"{len(folders)} modules, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())

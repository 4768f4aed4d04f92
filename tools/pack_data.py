#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Packs the game's data (art, texts, generated sounds, fonts, VERSION) into one deterministic zip.

The same inputs always give the same bytes: names are sorted, every entry carries one fixed
timestamp and mode, and compression settings are pinned. The depfile lists every packed file AND
every walked directory, because a directory's mtime is what changes when a file is added to it.
"""
import argparse
import os
import sys
import zipfile

FIXED_TIME = (2020, 1, 1, 0, 0, 0)


def is_packable(name):
    """Leaves out editor backups and hidden files that may sit in a working tree."""
    return not (name.startswith(".") or name.endswith("~") or name.endswith(".swp"))


def walk_tree(prefix, root, entries, watched):
    """Adds every file under root as prefix/relative/path; records the dirs to watch."""
    if not os.path.isdir(root):
        # The tree may not exist yet (another part of the project creates it): watch the
        # nearest existing parent so that its creation triggers a rebuild.
        parent = os.path.dirname(os.path.abspath(root))
        while parent and not os.path.isdir(parent):
            parent = os.path.dirname(parent)
        if parent:
            watched.add(parent)
        return
    for directory, subdirs, names in os.walk(root):
        subdirs[:] = sorted(d for d in subdirs if is_packable(d))
        watched.add(directory)
        for name in names:
            if not is_packable(name):
                continue
            path = os.path.join(directory, name)
            rel = os.path.relpath(path, root).replace(os.sep, "/")
            add_entry(entries, f"{prefix}/{rel}" if prefix else rel, ("file", path))


def add_entry(entries, name, source):
    if name in entries:
        sys.exit(f"pack_data: two sources for archive entry {name!r}")
    entries[name] = source


def split_pair(text, option):
    name, sep, value = text.partition("=")
    if not sep or not name:
        sys.exit(f"pack_data: {option} expects NAME=VALUE, got {text!r}")
    return name.strip("/"), value


def depfile_escape(path):
    """Ninja/Make depfile syntax: spaces, '#' and '$' need escaping."""
    return path.replace("\\", "\\\\").replace(" ", "\\ ").replace("#", "\\#").replace("$", "$$")


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--output", required=True, help="the zip to write")
    parser.add_argument("--depfile", help="where to write the Make-style depfile")
    parser.add_argument("--tree", action="append", default=[], metavar="PREFIX=DIR",
                        help="pack every file under DIR as PREFIX/...")
    parser.add_argument("--file", action="append", nargs=2, default=[], metavar=("NAME", "PATH"),
                        help="pack the file PATH as NAME")
    parser.add_argument("--text", action="append", default=[], metavar="NAME=TEXT",
                        help="pack TEXT (plus a newline) as NAME")
    args = parser.parse_args()

    entries = {}
    watched = set()
    for spec in args.tree:
        prefix, root = split_pair(spec, "--tree")
        walk_tree(prefix, root, entries, watched)
    for name, path in args.file:
        if not os.path.isfile(path):
            sys.exit(f"pack_data: {path} (for {name}) does not exist")
        add_entry(entries, name.strip("/"), ("file", path))
    for spec in args.text:
        name, text = split_pair(spec, "--text")
        add_entry(entries, name, ("text", text + "\n"))
    if not entries:
        sys.exit("pack_data: nothing to pack")

    tmp = args.output + ".tmp"
    with zipfile.ZipFile(tmp, "w") as archive:
        for name in sorted(entries):
            kind, value = entries[name]
            if kind == "file":
                with open(value, "rb") as f:
                    payload = f.read()
            else:
                payload = value.encode("utf-8")
            info = zipfile.ZipInfo(name, FIXED_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.create_system = 3  # Unix, whatever machine builds it
            info.external_attr = 0o644 << 16
            archive.writestr(info, payload, compress_type=zipfile.ZIP_DEFLATED, compresslevel=9)
    os.replace(tmp, args.output)

    if args.depfile:
        sources = sorted({v for k, v in entries.values() if k == "file"} | watched)
        with open(args.depfile, "w") as f:
            f.write(depfile_escape(args.output) + ": " +
                    " ".join(depfile_escape(os.path.abspath(p)) for p in sources) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())

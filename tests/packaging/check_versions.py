#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Checks that every packaging file names the project's version, so a release bumps them all.

usage: check_versions.py VERSION debian/changelog METAINFO MANPAGE...
"""
import re
import sys
import xml.etree.ElementTree as ET


def main():
    version, changelog, metainfo, *man_pages = sys.argv[1:]
    problems = []

    first = open(changelog, encoding="utf-8").readline()
    m = re.match(r"^(\S+) \(([^)]+)\) ", first)
    if not m or m.group(2) != version:
        problems.append(f"{changelog}: first entry is {first.strip()!r}, wants version {version}")

    releases = ET.parse(metainfo).getroot().findall("./releases/release")
    if not releases or releases[0].get("version") != version:
        got = releases[0].get("version") if releases else None
        problems.append(f"{metainfo}: newest <release> is {got!r}, wants {version}")
    elif releases[0].find("description") is None:
        problems.append(f"{metainfo}: release {version} has no release notes")

    for page in man_pages:
        th = next((l for l in open(page, encoding="utf-8") if l.startswith(".TH ")), "")
        if f"alhambra {version}" not in th:
            problems.append(f"{page}: .TH line {th.strip()!r} does not say 'alhambra {version}'")

    for p in problems:
        print("FAIL " + p)
    if not problems:
        print(f"ok   changelog, metainfo and {len(man_pages)} manual pages all say {version}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())

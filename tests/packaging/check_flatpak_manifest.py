#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Parses the Flatpak manifest with flatpak-builder and checks what the sandbox is granted.

Exit 77 (meson's "skipped") when flatpak-builder is not installed.
"""
import json
import shutil
import subprocess
import sys

WANTED_FINISH_ARGS = {"--share=ipc", "--socket=fallback-x11", "--socket=wayland",
                      "--socket=pulseaudio", "--device=dri"}
WANTED_MODULES = ["physfs", "SDL2_image", "SDL2_ttf", "SDL2_mixer", "jansson", "cmocka",
                  "alhambra"]


def main():
    manifest, app_id = sys.argv[1], sys.argv[2]
    if not shutil.which("flatpak-builder"):
        print("flatpak-builder not installed: skipped (apt-get install flatpak-builder)")
        return 77
    p = subprocess.run(["flatpak-builder", "--show-manifest", manifest],
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if p.returncode != 0:
        print(f"FAIL flatpak-builder could not parse {manifest}:\n{p.stderr}")
        return 1
    m = json.loads(p.stdout)
    problems = []
    if m.get("id") != app_id:
        problems.append(f"id is {m.get('id')!r}, wants {app_id!r}")
    if m.get("command") != "alhambra":
        problems.append(f"command is {m.get('command')!r}")
    if m.get("runtime") != "org.freedesktop.Platform" or m.get("sdk") != "org.freedesktop.Sdk":
        problems.append(f"runtime/sdk are {m.get('runtime')!r}/{m.get('sdk')!r}")
    got_args = set(m.get("finish-args", []))
    if got_args != WANTED_FINISH_ARGS:
        problems.append(f"finish-args differ: extra {sorted(got_args - WANTED_FINISH_ARGS)}, "
                        f"missing {sorted(WANTED_FINISH_ARGS - got_args)}")
    names = [mod.get("name") if isinstance(mod, dict) else mod for mod in m.get("modules", [])]
    if names != WANTED_MODULES:
        problems.append(f"modules are {names}, wants {WANTED_MODULES}")
    for mod in m.get("modules", []):
        for src in mod.get("sources", []) if isinstance(mod, dict) else []:
            kind = src.get("type")
            if kind == "archive" and len(src.get("sha256", "")) != 64:
                problems.append(f"{mod['name']}: archive source without a sha256")
            if kind == "git" and not (src.get("commit") or src.get("path")):
                problems.append(f"{mod['name']}: git source not pinned to a commit")
    for p_ in problems:
        print("FAIL " + p_)
    if not problems:
        print(f"ok   {manifest}: modules {names}, finish-args {sorted(got_args)}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())

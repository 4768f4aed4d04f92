#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Installs the build into a scratch DESTDIR and checks the tree a user would get.

Every expected file must exist, every PNG icon must have its folder's pixel size, the staged
desktop file and metainfo must validate together, and - because the configured prefix is not
where the files now sit - the staged game must still find its data (--version, --screenshot).
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pnginfo  # noqa: E402

failures = []


def check(ok, message):
    print(("ok   " if ok else "FAIL ") + message)
    if not ok:
        failures.append(message)
    return ok


def run(cmd, env=None, timeout=60):
    try:
        p = subprocess.run(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           text=True, timeout=timeout)
        return p.returncode, p.stdout
    except subprocess.TimeoutExpired:
        return -1, f"timed out after {timeout}s"


def staged_env(scratch):
    """A sandbox for the game: headless SDL, its own home, no developer overrides."""
    env = dict(os.environ)
    for k in ("ALHAMBRA_DATA", "DISPLAY", "WAYLAND_DISPLAY"):
        env.pop(k, None)
    home = os.path.join(scratch, "home")
    os.makedirs(home, exist_ok=True)
    env.update(HOME=home, XDG_DATA_HOME=os.path.join(home, "data"),
               XDG_CONFIG_HOME=os.path.join(home, "config"),
               SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", SDL_RENDER_DRIVER="software")
    return env


def check_game(root, game, data_rel, version, scratch):
    env = staged_env(scratch)
    rc, out = run([game, "--version"], env)
    check(rc == 0 and version in out, f"staged game --version prints {version} (rc {rc}: {out.strip()[:200]})")
    shot = os.path.join(scratch, "menu.png")
    rc, out = run([game, "--screen", "menu", "--size", "960x540", "--screenshot", shot], env)
    if not check(rc == 0 and os.path.exists(shot),
                 f"staged game --screenshot writes a PNG (rc {rc}: {out.strip()[:400]})"):
        return
    w, h = pnginfo.png_size(shot)
    colours = pnginfo.distinct_colours(shot)
    check((w, h) == (960, 540) and colours > 16,
          f"menu screenshot {w}x{h} holds {colours} sampled colours (a drawn menu, not blank)")

    # The same run with the staged archive moved away must fail cleanly. This proves the run
    # above found the archive through the binary's own location, not through some other path.
    data = os.path.join(root, data_rel)
    hidden = data + ".hidden"
    os.rename(data, hidden)
    try:
        shot2 = os.path.join(scratch, "nodata.png")
        rc, out = run([game, "--screen", "menu", "--size", "960x540", "--screenshot", shot2], env)
        check(rc == 1 and "alhambra.data" in out and not os.path.exists(shot2),
              f"without its archive the staged game stops with exit 1 and says why (rc {rc}: "
              f"{out.strip().splitlines()[0] if out.strip() else ''})")
    finally:
        os.rename(hidden, data)


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--builddir", required=True)
    ap.add_argument("--prefix", required=True)
    ap.add_argument("--version", required=True)
    ap.add_argument("--expect", action="append", default=[], help="path under the prefix")
    ap.add_argument("--icon", action="append", default=[], help="path=size under the prefix")
    ap.add_argument("--game", help="path of the game binary under the prefix")
    ap.add_argument("--data", help="path of the game's data archive under the prefix")
    ap.add_argument("--keep", action="store_true", help="keep the scratch folder")
    a = ap.parse_args()

    scratch = tempfile.mkdtemp(prefix="alhambra-install-")
    destdir = os.path.join(scratch, "stage")
    try:
        rc, out = run(["meson", "install", "-C", a.builddir, "--no-rebuild", "--quiet",
                       "--destdir", destdir], timeout=300)
        if not check(rc == 0, "meson install --destdir succeeds"):
            print(out)
            return 1
        root = destdir + os.path.abspath(a.prefix)
        print(f"     staged under {root}")

        for rel in a.expect:
            check(os.path.isfile(os.path.join(root, rel)), f"installed {rel}")
        for item in a.icon:
            rel, size = item.rsplit("=", 1)
            path = os.path.join(root, rel)
            if check(os.path.isfile(path), f"installed {rel}"):
                w, h = pnginfo.png_size(path)
                check((w, h) == (int(size), int(size)), f"{rel} is {w}x{h}, wants {size}x{size}")
                check(pnginfo.distinct_colours(path, step=1) > 2, f"{rel} is not a blank square")

        for rel in a.expect:
            if rel.endswith((".desktop",)) and shutil.which("desktop-file-validate"):
                rc, out = run(["desktop-file-validate", os.path.join(root, rel)])
                check(rc == 0, f"staged {os.path.basename(rel)} validates {out.strip()}")
        if any(r.endswith(".metainfo.xml") for r in a.expect) and shutil.which("appstreamcli"):
            # validate-tree checks metainfo, launcher and icon together, as software centres do.
            rc, out = run(["appstreamcli", "validate-tree", "--no-net", root])
            check(rc == 0, "appstreamcli validate-tree on the staged prefix" +
                  ("" if rc == 0 else ":\n" + out))

        if a.game:
            game = os.path.join(root, a.game)
            if check(os.access(game, os.X_OK), f"{a.game} is executable"):
                check_game(root, game, a.data, a.version, scratch)
    finally:
        if a.keep:
            print(f"     kept {scratch}")
        else:
            shutil.rmtree(scratch, ignore_errors=True)

    print(f"{len(failures)} failed" if failures else "all install-tree checks passed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

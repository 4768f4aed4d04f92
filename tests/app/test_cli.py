#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Runs the real `alhambra` binary headless: screenshots (size, not blank, reproducible), bad data
archives (exit 1 with a clear message), bad options (exit 2), --help and --version."""
import os
import subprocess
import sys
import tempfile

ALHAMBRA, PNG_STATS, ARCHIVE, VERSION = sys.argv[1:5]
results = []


def check(name, ok, detail=""):
    results.append(ok)
    print(("ok     " if ok else "FAILED ") + name + ("" if ok else ": " + detail), flush=True)


def run(args, env_extra=None, timeout=120):
    env = dict(os.environ)
    env.update({"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "ALHAMBRA_DATA": ARCHIVE})
    env.update(env_extra or {})
    return subprocess.run([ALHAMBRA] + args, env=env, capture_output=True, text=True, timeout=timeout)


def stats(path):
    out = subprocess.run([PNG_STATS, path], capture_output=True, text=True, check=True).stdout.split()
    return int(out[0]), int(out[1]), float(out[2]), out[3]


with tempfile.TemporaryDirectory() as tmp:
    # --- screenshots of the menu and of the table, at two sizes, twice each
    for screen in ("menu", "table", "newgame", "howto", "pieces"):
        for size in ("1280x720", "1920x1080"):
            w, h = map(int, size.split("x"))
            hashes = []
            for attempt in range(2 if screen in ("menu", "table", "pieces") else 1):
                png = os.path.join(tmp, f"{screen}-{size}-{attempt}.png")
                extra = ["--seed", "42", "--players", "3", "--bots", "easy,medium"] if screen == "table" else []
                r = run(["--screenshot", png, "--screen", screen, "--size", size] + extra)
                check(f"screenshot {screen} {size} exits 0", r.returncode == 0, r.stderr)
                if r.returncode != 0:
                    break
                sw, sh, dev, digest = stats(png)
                check(f"screenshot {screen} {size} has the requested size", (sw, sh) == (w, h), f"{sw}x{sh}")
                check(f"screenshot {screen} {size} is not blank", dev > 8.0, f"luminance deviation {dev}")
                hashes.append(digest)
            if len(hashes) == 2:
                check(f"screenshot {screen} {size} is reproducible", hashes[0] == hashes[1], str(hashes))

    # --- the data archive: missing, damaged, wrong version
    r = run(["--screenshot", os.path.join(tmp, "x.png")], {"ALHAMBRA_DATA": os.path.join(tmp, "nowhere.data")})
    check("missing archive exits 1", r.returncode == 1, f"rc={r.returncode}")
    check("missing archive says so", "not found" in r.stderr and "nowhere.data" in r.stderr, r.stderr)
    bad = os.path.join(tmp, "damaged.data")
    with open(bad, "wb") as f:
        f.write(b"PK\x03\x04 this is not really a zip archive" * 50)
    r = run(["--screenshot", os.path.join(tmp, "x.png")], {"ALHAMBRA_DATA": bad})
    check("damaged archive exits 1", r.returncode == 1, f"rc={r.returncode}")
    check("damaged archive says so", "damaged" in r.stderr, r.stderr)
    # an archive of another version: a folder with a different VERSION and nothing else
    other = os.path.join(tmp, "other-version")
    os.makedirs(other)
    with open(os.path.join(other, "VERSION"), "w") as f:
        f.write("0.0.0-other\n")
    r = run(["--screenshot", os.path.join(tmp, "x.png")], {"ALHAMBRA_DATA": other})
    check("archive of another version exits 1", r.returncode == 1, f"rc={r.returncode}")
    check("archive of another version names both versions", "0.0.0-other" in r.stderr and VERSION in r.stderr, r.stderr)

    # --- a player's folder that cannot be written: a warning, and the game still runs
    blocker = os.path.join(tmp, "not-a-folder")
    with open(blocker, "w") as f:
        f.write("a file where the data folder should be\n")
    env = dict(os.environ)
    env.update({"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "ALHAMBRA_DATA": ARCHIVE,
                "XDG_DATA_HOME": blocker})
    p = subprocess.Popen([ALHAMBRA], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        p.wait(timeout=4)
    except subprocess.TimeoutExpired:
        pass
    still_running = p.poll() is None
    p.terminate()
    _, err = p.communicate(timeout=10)
    check("unwritable data folder: still running", still_running, f"rc={p.returncode} {err}")
    check("unwritable data folder: a warning", "warning" in err, err)

    # --- options
    r = run(["--players", "9"])
    check("--players 9 is refused with exit 2", r.returncode == 2 and "2 to 6" in r.stderr, r.stderr)
    r = run(["--bots", "genius"])
    check("unknown bot level is refused", r.returncode == 2 and "genius" in r.stderr, r.stderr)
    r = run(["--size", "12x"])
    check("bad --size is refused", r.returncode == 2, r.stderr)
    r = run(["--frobnicate"])
    check("unknown option is refused", r.returncode == 2 and "--frobnicate" in r.stderr, r.stderr)
    r = run(["--version"])
    check("--version prints the version", r.returncode == 0 and VERSION in r.stdout, r.stdout)
    r = run(["--help"])
    check("--help lists the options", r.returncode == 0 and all(o in r.stdout for o in
          ("--seed", "--players", "--bots", "--moves", "--screenshot", "--size", "--fullscreen",
           "--table-mode", "--replay", "--data", "--benchmark-frames")), r.stdout)
    # every screen --screenshot can show is named, the results and the scoring included
    screens = r.stdout[r.stdout.find("--screen NAME"):r.stdout.find("--size")]
    check("--help names every --screen", all(n in screens for n in
          ("table", "menu", "newgame", "settings", "howto", "load", "pass", "results", "pieces", "scoring")), screens)

passed = sum(results)
print(f"{passed} passed, {len(results) - passed} failed")
sys.exit(0 if passed == len(results) else 1)

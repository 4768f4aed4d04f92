#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Renders every SVG in a folder through svg2png (SDL2_image's nanosvg, as the game does) and
checks that each one loads, has the expected size and actually draws something.

usage: check_render.py SVG2PNG GFX_DIR [GFX_DIR...]   (the base game's, then the modules')
"""
import os
import re
import subprocess
import sys
import tempfile


def main(svg2png, *dirs):
    svgs = sorted((f, os.path.join(d, f)) for d in dirs for f in os.listdir(d) if f.endswith(".svg"))
    if not svgs:
        sys.exit(f"FAIL no SVG files in {', '.join(dirs)}")
    problems = 0
    with tempfile.TemporaryDirectory() as tmp:
        for name, path in svgs:
            out = os.path.join(tmp, name + ".png")
            run = subprocess.run([svg2png, "--coverage", path, out, "64"],
                                 capture_output=True, text=True)
            match = re.search(r"(\d+)x(\d+) coverage ([0-9.]+)", run.stdout)
            if run.returncode != 0 or not match or not os.path.isfile(out):
                print(f"FAIL {name}: svg2png failed: {run.stderr.strip()}")
                problems += 1
                continue
            width, coverage = int(match.group(1)), float(match.group(3))
            if width != 64:
                print(f"FAIL {name}: rendered {width} px wide, asked for 64")
                problems += 1
            elif coverage < 0.03:
                print(f"FAIL {name}: only {coverage:.1%} of the pixels drawn; nanosvg missed it?")
                problems += 1
            else:
                print(f"ok   {name}: {match.group(1)}x{match.group(2)}, {coverage:.0%} drawn")
    print(f"{len(svgs)} SVGs, {problems} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    if len(sys.argv) < 3:
        sys.exit(__doc__.strip().splitlines()[-1])
    sys.exit(main(sys.argv[1], *sys.argv[2:]))

#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Redraws every SVG in data/gfx/ from these scripts (the SVGs are committed; this is how they were made).

Run it after changing a script, then look at the result (see docs/art.md, "Checking the art").
"""
import os
import runpy

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPTS = ["emblems", "currencies", "zellige", "table_bg", "fountain", "logo", "icon", "cards", "extras", "buildings", "cardfaces", "pieces", "characters"]

if __name__ == "__main__":
    os.chdir(HERE)
    for name in SCRIPTS:
        runpy.run_path(os.path.join(HERE, name + ".py"), run_name="__main__")
        print("drew", name)

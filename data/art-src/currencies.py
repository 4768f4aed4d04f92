#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Draws the four currency symbols (single ink, 256x256) into data/gfx/."""
import math
from common import *

def g(paths):
    return "\n".join(f'  <path fill="{INK}" fill-rule="evenodd" d="{d}"/>' for d in paths)

def denar():
    # a waxing crescent, horns up and to the right, with a small star-point of light in its arms
    cr = crescent((120, 136), 92, (156, 108), 76)
    return g([cr, poly(star(188, 70, 20, 8, 4, -90))])

def dirham():
    outer = poly(star(128, 128, 110, 62, 8, -90))
    ring = circle_path(128, 128, 30)
    dot = circle_path(128, 128, 16)
    return g([outer + " " + ring + " " + dot])

def ducat():
    crown = poly([(58, 176), (40, 92), (86, 132), (128, 70), (170, 132), (216, 92), (198, 176)])
    balls = " ".join(circle_path(x, y, r) for x, y, r in [(40, 84, 14), (128, 58, 16), (216, 84, 14)])
    band = "M54 180 H202 Q210 180 210 188 V206 Q210 214 202 214 H54 Q46 214 46 206 V188 Q46 180 54 180 Z"
    gems = " ".join([poly([(128, 186), (138, 197), (128, 208), (118, 197)]),
                     circle_path(86, 197, 7), circle_path(170, 197, 7)])
    return g([crown, balls, band + " " + gems])

def florin():
    centre = "M128 22 C154 52 162 92 144 134 H112 C94 92 102 52 128 22 Z"
    left = ("M116 134 C108 96 76 66 50 80 C32 90 34 116 50 126 "
            "C48 110 58 98 74 102 C90 108 100 120 100 134 Z")
    right = ("M140 134 C148 96 180 66 206 80 C224 90 222 116 206 126 "
             "C208 110 198 98 182 102 C166 108 156 120 156 134 Z")
    band = "M84 128 H172 Q178 128 178 134 V144 Q178 150 172 150 H84 Q78 150 78 144 V134 Q78 128 84 128 Z"
    foot = "M116 150 H140 C138 176 134 196 128 222 C122 196 118 176 116 150 Z"
    lfoot = "M108 150 C100 170 84 184 66 184 C78 196 102 194 118 168 Z"
    rfoot = "M148 150 C156 170 172 184 190 184 C178 196 154 194 138 168 Z"
    return g([centre, left, right, band, foot, lfoot, rfoot])

for name, fn, title in [("denar", denar, "symbol of the denar (crescent)"),
                        ("dirham", dirham, "symbol of the dirham (eight-pointed star)"),
                        ("ducat", ducat, "symbol of the ducat (crown)"),
                        ("florin", florin, "symbol of the florin (lily)")]:
    svg(f"currency-{name}.svg", 256, 256, fn(), title)

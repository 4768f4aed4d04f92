#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Draws the seamless star-and-cross zellige tile into data/gfx/zellige.svg."""
import math
from common import *

def zellige():
    P = 128
    out = ['  <rect width="256" height="256" fill="#E8D5B0"/>']
    big, mid, small = [], [], []
    for i in range(-1, 4):
        for j in range(-1, 4):
            for (ox, oy) in ((0, 0), (P / 2, P / 2)):
                cx, cy = i * P + ox, j * P + oy
                if not (-P <= cx <= 256 + P and -P <= cy <= 256 + P):
                    continue
                big.append(poly(octagram(cx, cy, 45.25, 0)))
                mid.append(poly(octagram(cx, cy, 27, 0)))
                small.append(poly(star(cx, cy, 9, 4.5, 4, 0)))
    # the crosses between the stars keep the background; a thin darker line traces every star
    out.append(f'  <path fill="#DCC69C" stroke="#CDB283" stroke-width="1.5" stroke-linejoin="miter" d="{" ".join(big)}"/>')
    out.append(f'  <path fill="#6F9A94" fill-opacity="0.45" d="{" ".join(mid)}"/>')
    out.append(f'  <path fill="#E8D5B0" d="{" ".join(small)}"/>')
    return "\n".join(out)

svg("zellige.svg", 256, 256, zellige(), "zellige star-and-cross tile, seamless")

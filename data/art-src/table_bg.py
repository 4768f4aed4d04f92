#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Draws the seamless sandstone table background into data/gfx/table-bg.svg."""
import math
from common import *

class R:
    def __init__(s, seed): s.x = seed
    def __call__(s):
        s.x = (s.x * 1103515245 + 12345) & 0x7FFFFFFF
        return s.x / 0x7FFFFFFF

def wrapped(x, y, r):
    for dx in (-256, 0, 256):
        for dy in (-256, 0, 256):
            if -r <= x + dx <= 256 + r and -r <= y + dy <= 256 + r:
                yield x + dx, y + dy

def table_bg():
    rnd = R(7)
    out = ['  <rect width="256" height="256" fill="#E8D5B0"/>']
    # broad, soft mottling of the stone: blurred blobs made of radial gradients
    out.insert(0, '  <defs>\n'
        '    <radialGradient id="dark"><stop offset="0%" stop-color="#D6BD8E" stop-opacity="0.38"/>'
        '<stop offset="100%" stop-color="#D6BD8E" stop-opacity="0"/></radialGradient>\n'
        '    <radialGradient id="light"><stop offset="0%" stop-color="#F4E8CF" stop-opacity="0.45"/>'
        '<stop offset="100%" stop-color="#F4E8CF" stop-opacity="0"/></radialGradient>\n  </defs>')
    for grad, count, rmin, rmax in (("dark", 12, 30, 60), ("light", 10, 24, 50)):
        for _ in range(count):
            x, y, r = rnd() * 256, rnd() * 256, rmin + rnd() * (rmax - rmin)
            for wx, wy in wrapped(x, y, r):
                out.append(f'  <circle cx="{f(wx)}" cy="{f(wy)}" r="{f(r)}" fill="url(#{grad})"/>')
    # fine grain
    for colour, count, op in (("#C9B083", 160, 0.45), ("#F6ECD8", 120, 0.6)):
        parts = []
        for _ in range(count):
            x, y, r = rnd() * 256, rnd() * 256, 0.6 + rnd() * 0.9
            for wx, wy in wrapped(x, y, r):
                parts.append(circle_path(wx, wy, r))
        out.append(f'  <path fill="{colour}" fill-opacity="{op}" d="{" ".join(parts)}"/>')
    # the faint tiled pattern: star outlines on a 128 grid
    stars = []
    for cx, cy in [(0, 0), (128, 0), (256, 0), (0, 128), (128, 128), (256, 128), (0, 256), (128, 256), (256, 256),
                   (64, 64), (192, 64), (64, 192), (192, 192)]:
        stars.append(poly(octagram(cx, cy, 45.25, 0)))
    out.append(f'  <path fill="none" stroke="#D4BC8E" stroke-width="1.5" stroke-opacity="0.5" d="{" ".join(stars)}"/>')
    return "\n".join(out)

svg("table-bg.svg", 256, 256, table_bg(), "sandstone table background, seamless")

#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Draws the lion fountain of the starting tile into data/gfx/fountain.svg."""
import math
from common import *

MARBLE, MARBLE_D, LINE = "#F2EEE6", "#D6CCBB", "#8C7B66"
LION, LION_D, LION_L = "#D2A555", "#A8762F", "#E6C27E"
WATER, WATER_L, WATER_H = "#3F7CC4", "#8EC1EA", "#DCEEFB"

def scallop(cx, cy, R, lobes, depth):
    pts = []
    for k in range(0, 360, 3):
        t = math.radians(k)
        rr = R - depth + depth * abs(math.cos(lobes * t / 2))
        pts.append((cx + rr * math.cos(t), cy + rr * math.sin(t)))
    return poly(pts)

def lion(x, y, s):
    """A seated lion seen from the front, head centre (x, y), scale s."""
    def P(px, py): return (x + px * s, y + py * s)
    body = (f"M{f(P(-15,2)[0])} {f(P(-15,2)[1])} C{f(P(-20,18)[0])} {f(P(-20,18)[1])} "
            f"{f(P(-19,34)[0])} {f(P(-19,34)[1])} {f(P(-17,46)[0])} {f(P(-17,46)[1])} "
            f"L{f(P(17,46)[0])} {f(P(17,46)[1])} C{f(P(19,34)[0])} {f(P(19,34)[1])} "
            f"{f(P(20,18)[0])} {f(P(20,18)[1])} {f(P(15,2)[0])} {f(P(15,2)[1])} Z")
    legs = poly([P(-1.2, 28), P(1.2, 28), P(1.2, 46), P(-1.2, 46)])
    paws = " ".join(circle_path(*P(px, 45), 5 * s) for px in (-9, 9))
    out = [
        f'  <path fill="{LION}" stroke="{LION_D}" stroke-width="{f(1.5 * s)}" d="{body}"/>',
        f'  <path fill="{LION_D}" d="{legs}"/>',
        f'  <path fill="{LION_L}" stroke="{LION_D}" stroke-width="{f(1.2 * s)}" d="{paws}"/>',
        f'  <path fill="{LION_D}" d="{scallop(x, y, 18 * s, 14, 3 * s)}"/>',
        f'  <path fill="{LION_L}" d="{circle_path(x, y + 1 * s, 11 * s)}"/>',
        f'  <path fill="#2B2118" d="{circle_path(*P(-4.5, -2), 1.6 * s)} {circle_path(*P(4.5, -2), 1.6 * s)}"/>',
        f'  <path fill="{LION_D}" d="{poly([P(-3, 3), P(3, 3), P(0, 6.5)])}"/>',
        f'  <path fill="#5A3A1E" d="{circle_path(*P(0, 9), 2.4 * s)}"/>',
    ]
    spout = f"M{f(P(0,10)[0])} {f(P(0,10)[1])} C{f(P(0,22)[0])} {f(P(2,24)[1])} {f(P(1,40)[0])} {f(P(1,40)[1])} {f(P(1,52)[0])} {f(P(1,52)[1])}"
    out.append(f'  <path fill="none" stroke="{WATER_L}" stroke-opacity="0.9" stroke-width="{f(2.6 * s)}" stroke-linecap="round" d="{spout}"/>')
    return "\n".join(out)

def fountain():
    o = []
    o.append('''  <defs>
    <linearGradient id="marble" x1="0%" y1="0%" x2="100%" y2="0%">
      <stop offset="0%" stop-color="#D8CEBD"/><stop offset="45%" stop-color="#F7F3EC"/><stop offset="100%" stop-color="#CFC4B1"/>
    </linearGradient>
    <linearGradient id="water" x1="0%" y1="0%" x2="0%" y2="100%">
      <stop offset="0%" stop-color="#2F66A8"/><stop offset="100%" stop-color="#5E97D6"/>
    </linearGradient>
  </defs>''')
    # soft shadow on the tile
    o.append('  <ellipse cx="128" cy="222" rx="114" ry="16" fill="#2B2118" fill-opacity="0.16"/>')
    # the pool: back rim and water
    o.append(f'  <ellipse cx="128" cy="186" rx="106" ry="20" fill="{MARBLE_D}" stroke="{LINE}" stroke-width="2"/>')
    o.append(f'  <ellipse cx="128" cy="187" rx="96" ry="14" fill="url(#water)"/>')
    # central shaft carrying the basin
    o.append(f'  <path fill="url(#marble)" stroke="{LINE}" stroke-width="2" d="M116 126 H140 V190 H116 Z"/>')
    # the lions, back row first
    for x, y, s in ((52, 150, 0.8), (204, 150, 0.8), (88, 154, 0.92), (168, 154, 0.92), (128, 158, 1.0)):
        o.append(lion(x, y, s))
    # pool front: its face and front rim hide the lions' feet
    o.append(f'  <path fill="url(#marble)" stroke="{LINE}" stroke-width="2" '
             f'd="M22 186 A106 20 0 0 0 234 186 L230 210 A102 18 0 0 1 26 210 Z"/>')
    o.append(f'  <path fill="none" stroke="#FBF8F3" stroke-width="3" stroke-linecap="round" d="M30 192 A100 17 0 0 0 226 192"/>')
    # upper basin
    o.append(f'  <path fill="url(#marble)" stroke="{LINE}" stroke-width="2" '
             f'd="M48 100 C56 124 94 136 128 136 C162 136 200 124 208 100 Z"/>')
    o.append(f'  <path fill="none" stroke="{MARBLE_D}" stroke-width="3" d="M70 120 C92 128 164 128 186 120"/>')
    o.append(f'  <ellipse cx="128" cy="100" rx="80" ry="13" fill="{MARBLE}" stroke="{LINE}" stroke-width="2"/>')
    o.append(f'  <ellipse cx="128" cy="101" rx="71" ry="9" fill="url(#water)"/>')
    # thin streams spilling over the basin's lip into the pool
    o.append(f'  <path fill="none" stroke="{WATER_L}" stroke-opacity="0.75" stroke-width="2.5" stroke-linecap="round" '
             f'd="M50 106 C46 130 40 160 36 186 M206 106 C210 130 216 160 220 186"/>')
    # the small upper cup and the jet
    o.append(f'  <path fill="url(#marble)" stroke="{LINE}" stroke-width="2" d="M122 100 L124 84 H132 L134 100 Z"/>')
    o.append(f'  <ellipse cx="128" cy="82" rx="16" ry="5" fill="{MARBLE}" stroke="{LINE}" stroke-width="2"/>')
    o.append(f'  <path fill="none" stroke="{WATER_L}" stroke-width="4" stroke-linecap="round" '
             f'd="M128 80 V40 M128 44 C116 30 96 44 86 96 M128 44 C140 30 160 44 170 96"/>')
    o.append(f'  <path fill="none" stroke="{WATER_H}" stroke-width="2" stroke-linecap="round" d="M128 78 V38"/>')
    drops = " ".join(circle_path(x, y, r) for x, y, r in ((112, 34, 2.5), (144, 34, 2.5), (128, 28, 3), (100, 56, 2), (156, 56, 2)))
    o.append(f'  <path fill="{WATER_L}" d="{drops}"/>')
    # ripples in the basin where the jet lands
    o.append(f'  <path fill="none" stroke="{WATER_H}" stroke-opacity="0.8" stroke-width="1.5" '
             f'd="M76 100 A10 3 0 0 1 96 100 M160 100 A10 3 0 0 1 180 100 M112 186 A16 4 0 0 1 144 186"/>')
    return "\n".join(o)

svg("fountain.svg", 256, 256, fountain(), "the lion fountain at the centre of the starting tile")

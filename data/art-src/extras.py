#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Draws the wall run, the building bag and the star ornament into data/gfx/."""
import math
from common import *

def wall():
    """A horizontal run of wall, crenellated on top (the outer side); tiles seamlessly left to right."""
    o = ['''  <defs>
    <linearGradient id="brick" x1="0%" y1="0%" x2="0%" y2="100%">
      <stop offset="0%" stop-color="#96402A"/><stop offset="100%" stop-color="#6A2618"/>
    </linearGradient>
  </defs>''']
    merlons = " ".join(poly([(x, 14), (x + 18, 14), (x + 18, 2), (x, 2)]) for x in range(7, 256, 32))
    o.append(f'  <path fill="url(#brick)" d="M0 14 H256 V48 H0 Z {merlons}"/>')
    # light along the top edges, shade at the foot, a few mortar joints
    tops = " ".join(f"M{x} 2.75 H{x + 18}" for x in range(7, 256, 32))
    o.append(f'  <path fill="none" stroke="#C0674A" stroke-width="1.5" d="{tops} M0 14.75 H256"/>')
    joints = []
    for row, y in enumerate((26, 37)):
        off = 0 if row % 2 == 0 else 16
        for x in range(off, 256 + 1, 32):
            joints.append(f"M{x} {y - 11} V{y}" if y == 26 else f"M{x} {y - 11} V{y}")
        joints.append(f"M0 {y} H256")
    o.append(f'  <path fill="none" stroke="#5A1F14" stroke-opacity="0.45" stroke-width="1" d="{" ".join(joints)}"/>')
    o.append('  <path fill="#2B2118" fill-opacity="0.25" d="M0 44 H256 V48 H0 Z"/>')
    return "\n".join(o)

def bag():
    """The building bag, single ink: a drawstring sack with a star stitched on it."""
    body = ("M102 82 C84 96 60 128 56 164 C52 204 80 224 128 224 C176 224 204 204 200 164 "
            "C196 128 172 96 154 82 Z")
    ruffle = ("M106 62 C98 54 88 44 78 34 C96 40 112 40 128 30 C144 40 160 40 178 34 "
              "C168 44 158 54 150 62 Z")
    band = "M102 66 H154 Q160 66 160 72 Q160 78 154 78 H102 Q96 78 96 72 Q96 66 102 66 Z"
    neck = ruffle + " " + band
    tie = "M156 72 C170 76 178 88 176 102 C172 92 164 84 154 80 Z"
    mark = poly(star(128, 150, 36, 18, 8, -90)) + " " + circle_path(128, 150, 9)
    return f'  <path fill="{INK}" fill-rule="evenodd" d="{body} {mark}"/>\n  <path fill="{INK}" d="{neck} {tie}"/>'

def ornament():
    """An eight-pointed star ornament in gold, for headings and dividers."""
    return ('''  <defs>
    <linearGradient id="gold" x1="0%" y1="0%" x2="0%" y2="100%">
      <stop offset="0%" stop-color="#F6D77E"/><stop offset="100%" stop-color="#CF9A2F"/>
    </linearGradient>
  </defs>
''' + f'  <path fill="url(#gold)" stroke="#7A2E1E" stroke-width="6" stroke-linejoin="round" d="{poly(octagram(128, 128, 112, 22.5))}"/>\n'
      + f'  <path fill="#2F6DB5" stroke="#7A2E1E" stroke-width="4" d="{poly(octagram(128, 128, 62, 0))}"/>\n'
      + f'  <path fill="url(#gold)" d="{poly(star(128, 128, 30, 15, 8, -90))}"/>')

svg("wall-crenel.svg", 256, 48, wall(), "a run of crenellated wall, outer side up, tiles horizontally")
svg("bag.svg", 256, 256, bag(), "the building bag (single ink)")
svg("ornament-star.svg", 256, 256, ornament(), "eight-pointed star ornament")

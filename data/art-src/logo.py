#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Draws the title lettering "Alhambra" as strokes into data/gfx/logo.svg."""
import math
from common import *

BASE, XH, ASC = 192, 112, 44
def arch(x0, x1, spring):
    """Horseshoe arch between stems at x0 and x1, springing at y=spring."""
    half = (x1 - x0) / 2
    r = half * 1.12
    dy = math.sqrt(r * r - half * half)
    cy = spring - dy
    return f"M{f(x0)} {BASE} V{f(spring)} A{f(r)} {f(r)} 0 1 1 {f(x1)} {f(spring)} V{BASE}"

def ellipse(cx, cy, rx, ry):
    return (f"M{f(cx - rx)} {f(cy)} A{rx} {ry} 0 1 0 {f(cx + rx)} {f(cy)} "
            f"A{rx} {ry} 0 1 0 {f(cx - rx)} {f(cy)} Z")

def letters():
    d = []
    x = 0
    # A: a pointed arch with a bar
    w = 116
    d.append(f"M{x} {BASE} V134 C{x} 96 {x + 26} 68 {x + w / 2} 46 C{x + w - 26} 68 {x + w} 96 {x + w} 134 V{BASE}")
    d.append(f"M{x + 10} 150 H{x + w - 10}")
    x += w + 40
    # l
    d.append(f"M{x} {ASC} V{BASE}")
    x += 40
    # h
    d.append(f"M{x} {ASC} V{BASE}")
    d.append(arch(x, x + 64, 150))
    x += 64 + 42
    # a
    d.append(ellipse(x + 30, 156, 32, 38))
    d.append(f"M{x + 64} 116 V{BASE}")
    x += 64 + 42
    # m
    d.append(f"M{x} 116 V{BASE}")
    d.append(arch(x, x + 56, 150))
    d.append(arch(x + 56, x + 112, 150))
    x += 112 + 42
    # b
    d.append(f"M{x} {ASC} V{BASE}")
    d.append(ellipse(x + 33, 156, 33, 38))
    x += 66 + 40
    # r
    d.append(f"M{x} 116 V{BASE}")
    d.append(f"M{x} 160 C{x} 130 {x + 18} 114 {x + 46} 118")
    x += 46 + 40
    # a
    d.append(ellipse(x + 30, 156, 32, 38))
    d.append(f"M{x + 64} 116 V{BASE}")
    x += 64
    return d, x

def logo():
    d, width = letters()
    shift = (1024 - width) / 2
    path = " ".join(d)
    o = ['''  <defs>
    <linearGradient id="gold" x1="0%" y1="0%" x2="0%" y2="100%">
      <stop offset="0%" stop-color="#F3D27A"/><stop offset="55%" stop-color="#DDA93F"/><stop offset="100%" stop-color="#B9802A"/>
    </linearGradient>
  </defs>''']
    t = f'transform="translate({f(shift)} 0)"'
    # the opening of the A's arch is glazed in tile blue, like a window in the courtyard
    o.append(f'  <path {t} fill="#2F6DB5" d="M16 150 V132 C16 100 36 78 58 60 C80 78 100 100 100 132 V150 Z"/>')
    o.append(f'  <path {t} fill="#8EC1EA" fill-opacity="0.5" d="M58 66 C74 80 88 98 90 118 C74 108 60 96 58 66 Z"/>')
    # a soft drop shadow, then the terracotta outline, then the gold letter strokes on top
    o.append(f'  <path transform="translate({f(shift + 2)} 5)" fill="none" stroke="#2B2118" stroke-opacity="0.25" '
             f'stroke-width="34" stroke-linecap="round" stroke-linejoin="round" d="{path}"/>')
    o.append(f'  <path {t} fill="none" stroke="#7A2E1E" stroke-width="30" stroke-linecap="round" stroke-linejoin="round" d="{path}"/>')
    o.append(f'  <path {t} fill="none" stroke="url(#gold)" stroke-width="17" stroke-linecap="round" stroke-linejoin="round" d="{path}"/>')
    # a rule beneath the word with an eight-pointed star at its centre
    cx = 512
    rule_y = 226
    o.append(f'  <path fill="#7A2E1E" d="{poly([(shift - 8, rule_y), (cx - 34, rule_y - 3), (cx - 34, rule_y + 3)])} '
             f'{poly([(1024 - shift + 8, rule_y), (cx + 34, rule_y - 3), (cx + 34, rule_y + 3)])}"/>')
    o.append(f'  <path fill="#7A2E1E" d="{poly(octagram(cx, rule_y, 22, 22.5))}"/>')
    o.append(f'  <path fill="url(#gold)" d="{poly(octagram(cx, rule_y, 14, 22.5))}"/>')
    return "\n".join(o)

svg("logo.svg", 1024, 256, logo(), "title lettering \"Alhambra\", drawn as strokes")

#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Draws the money card back and the scoring card face into data/gfx/."""
import math
from common import *

def rrect(x, y, w, h, r):
    return (f"M{f(x + r)} {f(y)} H{f(x + w - r)} A{f(r)} {f(r)} 0 0 1 {f(x + w)} {f(y + r)} "
            f"V{f(y + h - r)} A{f(r)} {f(r)} 0 0 1 {f(x + w - r)} {f(y + h)} H{f(x + r)} "
            f"A{f(r)} {f(r)} 0 0 1 {f(x)} {f(y + h - r)} V{f(y + r)} A{f(r)} {f(r)} 0 0 1 {f(x + r)} {f(y)} Z")

GOLD_DEFS = '''    <linearGradient id="gold" x1="0%" y1="0%" x2="0%" y2="100%">
      <stop offset="0%" stop-color="#F6D77E"/><stop offset="100%" stop-color="#CF9A2F"/>
    </linearGradient>'''

def pattern(fill_big, fill_small, stroke, P=40, R=14.14):
    big, small = [], []
    for i in range(-3, 4):
        for j in range(-4, 5):
            for ox, oy in ((0, 0), (P / 2, P / 2)):
                cx, cy = 90 + i * P + ox, 130 + j * P + oy
                if R <= cx <= 180 - R and R <= cy <= 260 - R:
                    big.append(poly(octagram(cx, cy, R, 0)))
                    small.append(poly(star(cx, cy, R * 0.55, R * 0.27, 8, 0)))
    return (f'  <path fill="{fill_big}" stroke="{stroke}" stroke-width="1.2" d="{" ".join(big)}"/>\n'
            f'  <path fill="{fill_small}" d="{" ".join(small)}"/>')

def card_back():
    o = [f'''  <defs>
    <linearGradient id="field" x1="0%" y1="0%" x2="100%" y2="100%">
      <stop offset="0%" stop-color="#2C62A6"/><stop offset="100%" stop-color="#1B3F72"/>
    </linearGradient>
{GOLD_DEFS}
  </defs>''']
    o.append(f'  <path fill="url(#field)" d="{rrect(0, 0, 180, 260, 12)}"/>')
    o.append(pattern("#3570B5", "#E3B92E", "#4A86C8", 40, 14.14).replace('fill="#E3B92E"', 'fill="#E3B92E" fill-opacity="0.55"'))
    # parchment frame over the pattern's outer part, with a gold rule inside it
    o.append(f'  <path fill="#F5EBD7" fill-rule="evenodd" d="{rrect(0, 0, 180, 260, 12)} {rrect(10, 10, 160, 240, 6)}"/>')
    o.append(f'  <path fill="none" stroke="#8C5A3C" stroke-width="1.5" d="{rrect(0.75, 0.75, 178.5, 258.5, 11.5)}"/>')
    o.append(f'  <path fill="none" stroke="url(#gold)" stroke-width="3" d="{rrect(14, 14, 152, 232, 4)}"/>')
    # the central medallion
    o.append(f'  <path fill="#1B3F72" stroke="url(#gold)" stroke-width="4" d="{circle_path(90, 130, 40)}"/>')
    o.append(f'  <path fill="url(#gold)" stroke="#7A2E1E" stroke-width="2" stroke-linejoin="round" d="{poly(octagram(90, 130, 33, 22.5))}"/>')
    o.append(f'  <path fill="#C2412D" stroke="#7A2E1E" stroke-width="1.5" d="{poly(star(90, 130, 16, 8, 8, -90))}"/>')
    return "\n".join(o)

def scoring_card():
    o = [f'''  <defs>
    <linearGradient id="paper" x1="0%" y1="0%" x2="0%" y2="100%">
      <stop offset="0%" stop-color="#FBF4E4"/><stop offset="100%" stop-color="#EFE0C2"/>
    </linearGradient>
{GOLD_DEFS}
  </defs>''']
    o.append(f'  <path fill="url(#paper)" stroke="#8C5A3C" stroke-width="1.5" d="{rrect(0.75, 0.75, 178.5, 258.5, 11.5)}"/>')
    o.append(f'  <path fill="none" stroke="#C2412D" stroke-width="2" d="{rrect(9, 9, 162, 242, 6)}"/>')
    o.append(f'  <path fill="none" stroke="url(#gold)" stroke-width="1.5" d="{rrect(13, 13, 154, 234, 4)}"/>')
    # corner stars
    corners = " ".join(poly(octagram(x, y, 9, 22.5)) for x, y in ((24, 24), (156, 24), (24, 236), (156, 236)))
    o.append(f'  <path fill="url(#gold)" stroke="#8C5A3C" stroke-width="1" d="{corners}"/>')
    # a radiant medallion: twelve gold rays and a blue star, the moment of scoring
    rays = []
    for k in range(16):
        a = math.radians(k * 22.5 - 90)
        a1, a2 = a - math.radians(5), a + math.radians(5)
        rays.append(poly([(90 + 30 * math.cos(a1), 96 + 30 * math.sin(a1)),
                          (90 + (58 if k % 2 == 0 else 48) * math.cos(a), 96 + (58 if k % 2 == 0 else 48) * math.sin(a)),
                          (90 + 30 * math.cos(a2), 96 + 30 * math.sin(a2))]))
    o.append(f'  <path fill="url(#gold)" stroke="#B9802A" stroke-width="1" stroke-linejoin="round" d="{" ".join(rays)}"/>')
    o.append(f'  <path fill="#2F6DB5" stroke="url(#gold)" stroke-width="4" d="{circle_path(90, 96, 34)}"/>')
    o.append(f'  <path fill="url(#gold)" stroke="#7A2E1E" stroke-width="1.5" stroke-linejoin="round" d="{poly(octagram(90, 96, 27, 22.5))}"/>')
    o.append(f'  <path fill="#C2412D" d="{poly(star(90, 96, 12, 6, 8, -90))}"/>')
    # the six building colours in a row: every type is scored
    colours = ["#3F7CC4", "#C2412D", "#8A5A2B", "#F2EEE6", "#3E8E4E", "#7A4A9C"]
    for i, c in enumerate(colours):
        x = 90 - 3 * 20 + 20 * i + 3
        o.append(f'  <rect x="{x}" y="166" width="14" height="14" rx="2" fill="{c}" stroke="#6B5A4A" stroke-width="1"/>')
    # space for the app's caption below (y 190..236)
    o.append(f'  <path fill="#8C5A3C" fill-opacity="0.35" d="M40 224 H140 V225.5 H40 Z M40 196 H140 V197.5 H40 Z"/>')
    return "\n".join(o)

svg("card-back.svg", 180, 260, card_back(), "back of a money card")
svg("scoring-card.svg", 180, 260, scoring_card(), "face of a scoring card (caption left to the app, between y 198 and 224)")

#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Draws the application icon into data/gfx/icon.svg."""
import math
from common import *

def horseshoe(cx, half, spring, bottom, k=1.14):
    r = half * k
    dy = math.sqrt(r * r - half * half)
    return (f"M{f(cx - half)} {bottom} V{f(spring)} A{f(r)} {f(r)} 0 1 1 {f(cx + half)} {f(spring)} "
            f"V{bottom} Z")

def icon():
    o = ['''  <defs>
    <linearGradient id="sky" x1="0%" y1="0%" x2="0%" y2="100%">
      <stop offset="0%" stop-color="#3A7BC8"/><stop offset="100%" stop-color="#1C4478"/>
    </linearGradient>
    <linearGradient id="stone" x1="0%" y1="0%" x2="0%" y2="100%">
      <stop offset="0%" stop-color="#F6E7C8"/><stop offset="100%" stop-color="#E2C897"/>
    </linearGradient>
    <linearGradient id="door" x1="0%" y1="0%" x2="0%" y2="100%">
      <stop offset="0%" stop-color="#D2553D"/><stop offset="100%" stop-color="#9E3322"/>
    </linearGradient>
    <linearGradient id="gold" x1="0%" y1="0%" x2="0%" y2="100%">
      <stop offset="0%" stop-color="#F6D77E"/><stop offset="100%" stop-color="#D19A2E"/>
    </linearGradient>
  </defs>''']
    o.append('  <rect x="20" y="24" width="472" height="472" rx="104" fill="#2B2118" fill-opacity="0.25"/>')
    o.append('  <rect x="16" y="16" width="480" height="472" rx="104" fill="url(#sky)"/>')
    o.append('  <rect x="40" y="40" width="432" height="424" rx="84" fill="none" stroke="#E3B92E" stroke-width="8" stroke-opacity="0.85"/>')
    # the stone gateway: a horseshoe arch in a square frame
    o.append(f'  <path fill="url(#stone)" d="M104 452 V166 H408 V452 Z"/>')
    # alfiz: the square frame around the arch
    o.append(f'  <path fill="none" stroke="#B98A4A" stroke-width="6" d="M146 452 V196 H366 V452"/>')
    o.append(f'  <path fill="url(#door)" d="{horseshoe(256, 82, 318, 452, 1.13)}"/>')
    # crenellations on the gateway's top
    merl = " ".join(poly([(x, 168), (x + 34, 168), (x + 34, 124), (x, 124)]) for x in (104, 171, 239, 306, 374))
    o.append(f'  <path fill="url(#stone)" d="{merl}"/>')
    o.append(f'  <path fill="#C9AE7C" d="M104 166 H408 V178 H104 Z"/>')
    # a gold star shining in the doorway
    o.append(f'  <path fill="url(#gold)" stroke="#7A2E1E" stroke-width="5" stroke-linejoin="round" d="{poly(star(256, 300, 62, 30, 8, -90))}"/>')
    return "\n".join(o)

svg("icon.svg", 512, 512, icon(), "application icon")

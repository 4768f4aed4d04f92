#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Shared helpers for the art scripts: number formatting, polygons, circles, stars, crescents, and the SVG writer."""
import math
import os
INK = "#2B2118"
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "gfx") + os.sep

def f(v):
    s = f"{v:.1f}"
    return s[:-2] if s.endswith(".0") else s

def poly(pts, close=True):
    d = "M" + " L".join(f"{f(x)} {f(y)}" for x, y in pts)
    return d + (" Z" if close else "")

def circle_path(cx, cy, r, ccw=False):
    s = 0 if ccw else 1
    return (f"M{f(cx - r)} {f(cy)} A{f(r)} {f(r)} 0 1 {s} {f(cx + r)} {f(cy)} "
            f"A{f(r)} {f(r)} 0 1 {s} {f(cx - r)} {f(cy)} Z")

def crescent(c1, r1, c2, r2):
    """Outer circle c1,r1 minus inner circle c2,r2 (inner overlaps the edge)."""
    (x1, y1), (x2, y2) = c1, c2
    d = math.hypot(x2 - x1, y2 - y1)
    a = (r1 * r1 - r2 * r2 + d * d) / (2 * d)
    h = math.sqrt(r1 * r1 - a * a)
    ux, uy = (x2 - x1) / d, (y2 - y1) / d
    px, py = x1 + a * ux, y1 + a * uy
    p = (px - h * uy, py + h * ux)
    q = (px + h * uy, py - h * ux)
    # from p around the far side of the outer circle to q, then back along the inner circle
    return (f"M{f(p[0])} {f(p[1])} A{f(r1)} {f(r1)} 0 1 1 {f(q[0])} {f(q[1])} "
            f"A{f(r2)} {f(r2)} 0 1 0 {f(p[0])} {f(p[1])} Z")

def star(cx, cy, R, r, n, rot=-90):
    pts = []
    for k in range(2 * n):
        ang = math.radians(rot + k * 180 / n)
        rr = R if k % 2 == 0 else r
        pts.append((cx + rr * math.cos(ang), cy + rr * math.sin(ang)))
    return pts

def octagram(cx, cy, R, rot=-90):
    """Two overlapping squares (Rub el Hizb)."""
    r = R * math.cos(math.radians(45)) / math.cos(math.radians(22.5))
    return star(cx, cy, R, r, 8, rot)

def svg(name, w, h, body, title):
    text = (f'<?xml version="1.0" encoding="UTF-8"?>\n'
            f'<!-- SPDX-License-Identifier: MIT -->\n'
            f'<!-- Alhambra (digital edition): {title}. Original artwork of the project. -->\n'
            f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}">\n'
            f'{body.strip()}\n</svg>\n')
    open(OUT + name, "w").write(text)

def inside_poly(pt, pts):
    x, y = pt; c = False
    for i in range(len(pts)):
        (x1, y1), (x2, y2) = pts[i], pts[i - 1]
        if (y1 > y) != (y2 > y) and x < (x2 - x1) * (y - y1) / (y2 - y1) + x1:
            c = not c
    return c

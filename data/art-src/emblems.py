#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Draws the six building emblems (single ink, 256x256) into data/gfx/."""
import math
from common import *

def g(paths):
    return "\n".join(f'  <path fill="{INK}" fill-rule="evenodd" d="{d}"/>' for d in paths)

# ---------- pavilion: onion dome on slender columns
def pavilion():
    dome = ("M60 114 C52 86 88 70 112 58 C122 52 126 46 128 38 C130 46 134 52 144 58 "
            "C168 70 204 86 196 114 Z")
    finial = poly([(125, 40), (131, 40), (131, 24), (125, 24)]) + " " + circle_path(128, 22, 7)
    cornice = poly([(42, 112), (214, 112), (208, 128), (48, 128)])
    cols = []
    for cx in (66, 107, 149, 190):
        cols.append(poly([(cx - 13, 128), (cx + 13, 128), (cx + 8, 138), (cx - 8, 138)]))
        cols.append(poly([(cx - 7, 138), (cx + 7, 138), (cx + 7, 198), (cx - 7, 198)]))
    base = poly([(44, 198), (212, 198), (212, 206), (222, 206), (222, 218), (34, 218), (34, 206), (44, 206)])
    return g([dome, finial, cornice, base] + cols)

# ---------- seraglio: horseshoe doorway in an alfiz frame under a crescent
def seraglio():
    cr = crescent((128, 46), 28, (128, 33), 24)
    pole = poly([(124, 70), (132, 70), (132, 84), (124, 84)])
    wall = poly([(46, 84), (210, 84), (210, 216), (46, 216)])
    cornice = poly([(38, 84), (218, 84), (218, 96), (38, 96)])
    # alfiz: a rectangular frame around the arch, drawn as a cut line
    alfiz_o = poly([(76, 110), (180, 110), (180, 216), (76, 216)])
    alfiz_i = poly([(84, 118), (172, 118), (172, 216), (84, 216)])
    r, cy, half = 38, 160, 30
    dy = math.sqrt(r * r - half * half)
    arch = (f"M{128 - half} 216 L{128 - half} {f(cy + dy)} A{r} {r} 0 1 1 {128 + half} {f(cy + dy)} "
            f"L{128 + half} 216 Z")
    body = " ".join([wall, alfiz_o, alfiz_i, arch])
    return g([cr, pole, cornice, body])

# ---------- arcades: three arches on columns
def arcades():
    top = poly([(18, 70), (238, 70), (238, 84), (18, 84)])
    block = [poly([(26, 84), (230, 84), (230, 206), (26, 206)])]
    r, half, cy = 28, 24, 136
    dy = math.sqrt(r * r - half * half)
    for cx in (62, 128, 194):
        block.append(f"M{cx - half} 206 L{cx - half} {f(cy + dy)} A{r} {r} 0 1 1 {cx + half} {f(cy + dy)} "
                     f"L{cx + half} 206 Z")
    base = poly([(18, 206), (238, 206), (238, 218), (18, 218)])
    return g([top, " ".join(block), base])

# ---------- chambers: a pointed window with a diamond lattice
def chambers():
    outer = "M60 218 V112 C60 74 96 50 128 34 C160 50 196 74 196 112 V218 Z"
    # the curve is flattened to a polygon to test which lattice holes fit inside the opening
    def bez(p0, p1, p2, p3, n=24):
        return [((1-t)**3*p0[0]+3*(1-t)**2*t*p1[0]+3*(1-t)*t*t*p2[0]+t**3*p3[0],
                 (1-t)**3*p0[1]+3*(1-t)**2*t*p1[1]+3*(1-t)*t*t*p2[1]+t**3*p3[1]) for t in [i/n for i in range(n+1)]]
    inner = "M76 204 V114 C76 84 104 64 128 51 C152 64 180 84 180 114 V204 Z"
    inset = "M84 204 V116 C84 90 108 73 128 62 C148 73 172 90 172 116 V204 Z"
    inset_pts = [(84, 204)] + bez((84, 116), (84, 90), (108, 73), (128, 62)) + \
        bez((128, 62), (148, 73), (172, 90), (172, 116))[1:] + [(172, 204)]
    holes = []
    h = 13
    for j in range(-2, 16):
        for i in range(-4, 5):
            if (i + j) % 2:
                continue
            cx, cy = 128 + 17 * i, 60 + 17 * j
            vs = [(cx, cy - h), (cx + h, cy), (cx, cy + h), (cx - h, cy)]
            if all(inside_poly(p, inset_pts) for p in vs):
                holes.append(poly(vs))
            else:
                # clip the diamond to the opening by hand: keep it if most of it is inside
                k = [p for p in vs if inside_poly(p, inset_pts)]
                if len(k) >= 3 and inside_poly((cx, cy), inset_pts):
                    small = [(cx + (x - cx) * 0.55, cy + (y - cy) * 0.55) for x, y in vs]
                    if all(inside_poly(p, inset_pts) for p in small):
                        holes.append(poly(small))
    frame = outer + " " + inner + " " + inset + " " + " ".join(holes)
    sill = poly([(48, 204), (208, 204), (208, 218), (48, 218)])
    return g([frame, sill])

# ---------- garden: an orange tree in a planter
def garden():
    pts = []
    cx, cy, R = 128, 96, 66
    lobes = 11
    for k in range(360):
        t = math.radians(k)
        bump = abs(math.cos(lobes * t / 2))
        rr = R + 9 * bump
        pts.append((cx + rr * math.cos(t), cy + 0.92 * rr * math.sin(t)))
    crown = poly(pts)
    fruits = " ".join(circle_path(x, y, 8) for x, y in
                      [(100, 72), (150, 64), (128, 104), (88, 118), (168, 110), (124, 50)])
    trunk = ("M118 150 C120 164 120 178 116 196 L140 196 C136 178 136 164 138 150 Z")
    planter = poly([(74, 190), (182, 190), (182, 200), (172, 200), (164, 218), (92, 218), (84, 200), (74, 200)])
    return g([crown + " " + fruits, trunk, planter])

# ---------- tower: crenellated tower with slit window and door
def tower():
    merlons = []
    for x0 in (68, 102, 136, 170):
        merlons.append(poly([(x0, 30), (x0 + 18, 30), (x0 + 18, 52), (x0, 52)]))
    gallery = poly([(64, 50), (192, 50), (192, 70), (180, 82), (76, 82), (64, 70)])
    body = poly([(80, 80), (176, 80), (182, 216), (74, 216)])
    win = "M118 140 V112 C118 104 122 100 128 96 C134 100 138 104 138 112 V140 Z"
    door = "M112 216 V186 C112 174 120 166 128 164 C136 166 144 174 144 186 V216 Z"
    base = poly([(64, 208), (192, 208), (192, 218), (64, 218)])
    return g(merlons + [gallery, body + " " + win + " " + door, base])

for name, fn, title in [("pavilion", pavilion, "emblem of the pavilion (dome on columns)"),
                        ("seraglio", seraglio, "emblem of the seraglio (arched doorway under a crescent)"),
                        ("arcades", arcades, "emblem of the arcades (three arches)"),
                        ("chambers", chambers, "emblem of the chambers (window lattice)"),
                        ("garden", garden, "emblem of the garden (orange tree in a planter)"),
                        ("tower", tower, "emblem of the tower (crenellated tower)")]:
    svg(f"emblem-{name}.svg", 256, 256, fn(), title)

#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Draws the building illustrations of the tiles into data/gfx/building-<type>-<n>.svg.

Each of the six types has VARIANTS drawings (the app also mirrors some), all 256x256 with a
transparent ground: the app paints the tile in the type's colour underneath, the walls and the
price on top. The building stands in the lower middle in a gentle three-quarter view (front face,
a darker right side, light from the upper left), so the two upper corners stay free for the price
and the emblem badge, and the outer 40 units for the walls.
"""
import math
import random
from common import f, poly, circle_path, crescent, star, octagram, svg

VARIANTS = 4
DEPTH = (13, -8)          # the oblique offset of the right side and the top faces

# Shared stone and line colours (the type's own colours come with each drawing).
STONE, STONE_SIDE, STONE_TOP = "#F6ECD8", "#D8C6A4", "#FFF8EA"
LINE = "#5A4330"
GOLD, GOLD_D = "#F2C14E", "#B07E1E"
DARK = "#2B2118"


# ---------------------------------------------------------------- small helpers

def path(d, fill, extra=""):
    return f'  <path fill="{fill}" {extra}d="{d}"/>'


def stroke(d, colour, width, extra=""):
    return (f'  <path fill="none" stroke="{colour}" stroke-width="{f(width)}" stroke-linecap="round" '
            f'stroke-linejoin="round" {extra}d="{d}"/>')


def rect(x, y, w, h):
    return poly([(x, y), (x + w, y), (x + w, y + h), (x, y + h)])


def ellipse_path(cx, cy, rx, ry):
    return (f"M{f(cx - rx)} {f(cy)} A{f(rx)} {f(ry)} 0 1 1 {f(cx + rx)} {f(cy)} "
            f"A{f(rx)} {f(ry)} 0 1 1 {f(cx - rx)} {f(cy)} Z")


def box(x, y, w, h, front, side, top, depth=DEPTH, outline=True):
    """An oblique block: front face x..x+w, y..y+h, the right side and the top receding."""
    dx, dy = depth
    o = [path(poly([(x + w, y), (x + w + dx, y + dy), (x + w + dx, y + h + dy), (x + w, y + h)]), side),
         path(poly([(x, y), (x + dx, y + dy), (x + w + dx, y + dy), (x + w, y)]), top),
         path(rect(x, y, w, h), front)]
    if outline:
        o.append(stroke(poly([(x, y + h), (x, y), (x + dx, y + dy), (x + w + dx, y + dy),
                              (x + w + dx, y + h + dy), (x + w, y + h)], close=False), LINE, 1.6, 'stroke-opacity="0.55" '))
        o.append(stroke(poly([(x + w, y + h), (x + w, y), (x, y), (x, y + h), (x + w, y + h)], close=False),
                        LINE, 1.6, 'stroke-opacity="0.55" '))
        o.append(stroke(poly([(x + w, y), (x + w + dx, y + dy)], close=False), LINE, 1.2, 'stroke-opacity="0.4" '))
    return o


def shadow(cx, cy, rx, ry, opacity=0.28):
    return path(ellipse_path(cx, cy, rx, ry), DARK, f'fill-opacity="{opacity}" ')


def pointed_arch(x, base, w, spring):
    """A pointed opening w wide whose sides rise to `spring`, the apex above it."""
    apex = spring - w * 0.62
    return (f"M{f(x)} {f(base)} L{f(x)} {f(spring)} Q{f(x)} {f(spring - w * 0.42)} {f(x + w / 2)} {f(apex)} "
            f"Q{f(x + w)} {f(spring - w * 0.42)} {f(x + w)} {f(spring)} L{f(x + w)} {f(base)} Z")


def horseshoe_arch(cx, base, half, r, cy):
    """A horseshoe opening: straight jambs `half` from the centre, a circle of radius r (> half) centred cy."""
    dy = math.sqrt(max(r * r - half * half, 0.0))
    return (f"M{f(cx - half)} {f(base)} L{f(cx - half)} {f(cy + dy)} A{f(r)} {f(r)} 0 1 1 {f(cx + half)} {f(cy + dy)} "
            f"L{f(cx + half)} {f(base)} Z")


def round_arch(x, base, w, spring):
    r = w / 2
    return (f"M{f(x)} {f(base)} L{f(x)} {f(spring)} A{f(r)} {f(r)} 0 0 1 {f(x + w)} {f(spring)} "
            f"L{f(x + w)} {f(base)} Z")


def onion_dome(cx, base, w, h):
    """An onion dome on a base line, w wide, h tall, with a pointed tip."""
    half = w / 2
    return (f"M{f(cx - half)} {f(base)} C{f(cx - half * 1.25)} {f(base - h * 0.45)} {f(cx - half * 0.55)} {f(base - h * 0.62)} "
            f"{f(cx - half * 0.18)} {f(base - h * 0.86)} C{f(cx - half * 0.06)} {f(base - h * 0.93)} {f(cx)} {f(base - h * 0.97)} "
            f"{f(cx)} {f(base - h)} C{f(cx)} {f(base - h * 0.97)} {f(cx + half * 0.06)} {f(base - h * 0.93)} {f(cx + half * 0.18)} "
            f"{f(base - h * 0.86)} C{f(cx + half * 0.55)} {f(base - h * 0.62)} {f(cx + half * 1.25)} {f(base - h * 0.45)} "
            f"{f(cx + half)} {f(base)} Z")


def half_dome(cx, base, w, h):
    half = w / 2
    return (f"M{f(cx - half)} {f(base)} C{f(cx - half)} {f(base - h * 0.75)} {f(cx - half * 0.55)} {f(base - h)} {f(cx)} {f(base - h)} "
            f"C{f(cx + half * 0.55)} {f(base - h)} {f(cx + half)} {f(base - h * 0.75)} {f(cx + half)} {f(base)} Z")


def finial(cx, top, s=1.0):
    o = [path(rect(cx - 1.3 * s, top - 14 * s, 2.6 * s, 14 * s), GOLD_D),
         path(circle_path(cx, top - 6 * s, 3.2 * s), GOLD),
         path(circle_path(cx, top - 14 * s, 2.4 * s), GOLD)]
    return o


def crenels(x0, x1, y, count, h, colour, side_colour=None):
    """Merlons along the top edge y, from x0 to x1 (count of them, equal gaps)."""
    w = (x1 - x0) / (2 * count - 1)
    o = []
    for i in range(count):
        x = x0 + 2 * i * w
        o.append(path(rect(x, y - h, w, h), colour))
        if side_colour:
            o.append(path(poly([(x + w, y - h), (x + w + 3, y - h - 2), (x + w + 3, y - 2), (x + w, y)]), side_colour))
    return o


def lattice(x, y, w, h, colour, step, width):
    """Diagonal lattice lines inside the rectangle (a window's grille)."""
    lines = []
    k = -h
    while k < w:
        # lines of slope +1 and -1 clipped to the rectangle
        a0, a1 = max(0.0, -k), min(h, w - k)
        if a1 > a0:
            lines.append(f"M{f(x + k + a0)} {f(y + a0)} L{f(x + k + a1)} {f(y + a1)}")
            lines.append(f"M{f(x + w - k - a0)} {f(y + a0)} L{f(x + w - k - a1)} {f(y + a1)}")
        k += step
    return stroke(" ".join(lines), colour, width)


def defs(*grads):
    return "  <defs>\n" + "\n".join(grads) + "\n  </defs>"


def lin(id_, stops, vertical=True):
    x2, y2 = ("0%", "100%") if vertical else ("100%", "0%")
    s = "".join(f'<stop offset="{o}%" stop-color="{c}"/>' for o, c in stops)
    return f'    <linearGradient id="{id_}" x1="0%" y1="0%" x2="{x2}" y2="{y2}">{s}</linearGradient>'


def floor(colour_a, colour_b, y0=192, y1=222):
    """A paved courtyard in front of the building: receding joints in two tones of the type."""
    o = [path(poly([(48, y0), (208, y0), (222, y1), (34, y1)]), colour_a, 'fill-opacity="0.55" ')]
    joints = []
    for i in range(9):
        t = i / 8
        joints.append(f"M{f(48 + 160 * t)} {y0} L{f(34 + 188 * t)} {y1}")
    for yy in (y0 + 10, y0 + 21):
        joints.append(f"M{f(48 - (yy - y0) * 14 / (y1 - y0))} {yy} L{f(208 + (yy - y0) * 14 / (y1 - y0))} {yy}")
    o.append(stroke(" ".join(joints), colour_b, 1.2, 'stroke-opacity="0.45" '))
    return o


def cypress(x, base, h, dark, light):
    w = h * 0.26
    d = (f"M{f(x)} {f(base - h)} C{f(x + w * 0.7)} {f(base - h * 0.7)} {f(x + w * 0.62)} {f(base - h * 0.2)} {f(x + w * 0.2)} {f(base)} "
         f"L{f(x - w * 0.2)} {f(base)} C{f(x - w * 0.62)} {f(base - h * 0.2)} {f(x - w * 0.7)} {f(base - h * 0.7)} {f(x)} {f(base - h)} Z")
    hl = (f"M{f(x - w * 0.1)} {f(base - h * 0.9)} C{f(x - w * 0.45)} {f(base - h * 0.6)} {f(x - w * 0.45)} {f(base - h * 0.3)} "
          f"{f(x - w * 0.2)} {f(base - h * 0.1)}")
    return [shadow(x + 3, base, w * 0.7, 3, 0.22), path(d, dark), stroke(hl, light, 2.2, 'stroke-opacity="0.6" ')]


def palm(x, base, h, trunk, leaf):
    o = [shadow(x + 4, base, 10, 3, 0.2)]
    o.append(stroke(f"M{f(x)} {f(base)} Q{f(x + 4)} {f(base - h * 0.5)} {f(x + 1)} {f(base - h)}", trunk, 4))
    top = (x + 1, base - h)
    for ang in (-160, -125, -90, -55, -20):
        a = math.radians(ang)
        ex, ey = top[0] + math.cos(a) * h * 0.5, top[1] + math.sin(a) * h * 0.3 + h * 0.12
        mx, my = top[0] + math.cos(a) * h * 0.3, top[1] + math.sin(a) * h * 0.35 - 2
        o.append(stroke(f"M{f(top[0])} {f(top[1])} Q{f(mx)} {f(my)} {f(ex)} {f(ey)}", leaf, 4.5))
    return o


def round_tree(cx, cy, r, dark, mid, light, fruit=None, rng=None):
    """A tree crown seen from above and the side: scalloped, lit from the upper left."""
    pts = []
    lobes = 9
    for k in range(0, 360, 6):
        t = math.radians(k)
        rr = r * (0.88 + 0.12 * abs(math.cos(lobes * t / 2)))
        pts.append((cx + rr * math.cos(t), cy + rr * math.sin(t)))
    o = [shadow(cx + r * 0.25, cy + r * 0.35, r * 0.95, r * 0.55, 0.25), path(poly(pts), dark),
         path(circle_path(cx - r * 0.12, cy - r * 0.12, r * 0.72), mid),
         path(circle_path(cx - r * 0.3, cy - r * 0.32, r * 0.34), light, 'fill-opacity="0.8" ')]
    if fruit and rng:
        for _ in range(5):
            a, d = rng.uniform(0, 2 * math.pi), rng.uniform(0.2, 0.75) * r
            o.append(path(circle_path(cx + d * math.cos(a), cy + d * math.sin(a), r * 0.09), fruit))
    return o


# ---------------------------------------------------------------- the six types

def pavilion(rng, n):
    """A domed pavilion on columns: dome shapes, column counts, side kiosks and trees vary."""
    BLUE, BLUE_D, BLUE_L = "#1F4A86", "#12305C", "#6FA3E0"
    o = [defs(lin("dome", [(0, BLUE_L), (45, BLUE), (100, BLUE_D)], vertical=False),
              lin("stone", [(0, STONE_TOP), (100, STONE)]))]
    o += floor("#A9C8EC", "#1E4272")
    cols = [3, 4, 3, 5][n % 4]
    w = [96, 108, 88, 116][n % 4]
    x0 = 128 - w / 2 - 5
    base = 196
    top = 134
    o.append(shadow(132, base + 2, w * 0.62, 8))
    # the plinth
    o += box(x0 - 6, base - 10, w + 12, 12, STONE_SIDE, "#BFA985", STONE_TOP)
    # the colonnade: an open front with round-headed bays showing the dark inside
    o += box(x0, top, w, base - 10 - top, "url(#stone)", STONE_SIDE, STONE_TOP)
    bay = w / cols
    openings = " ".join(round_arch(x0 + i * bay + bay * 0.18, base - 10, bay * 0.64, top + 14 + bay * 0.32)
                        for i in range(cols))
    o.append(path(openings, "#1C3557"))
    o.append(path(" ".join(rect(x0 + i * bay + bay * 0.18, top + 30, bay * 0.16, base - 40 - top)
                           for i in range(cols)), "#2A4C7A", 'fill-opacity="0.6" '))
    # a cornice, then the drum and the dome
    o += box(x0 - 4, top - 8, w + 8, 8, "#EBDDBF", STONE_SIDE, STONE_TOP)
    kind = n % 4
    dome_w = w * (0.74 if kind != 2 else 0.86)
    cx = 128 - 5 + DEPTH[0] / 2
    drum_top = top - 8 + DEPTH[1] / 2 - (8 if kind in (1, 3) else 0)
    if kind in (1, 3):
        o += box(cx - dome_w * 0.42, drum_top, dome_w * 0.84, 8, "#E9DBBD", STONE_SIDE, STONE_TOP, depth=(6, -4))
        # small windows round the drum
        o.append(path(" ".join(rect(cx - dome_w * 0.36 + i * dome_w * 0.16, drum_top + 2, 4, 4) for i in range(5)), "#1C3557"))
    if kind == 2:
        dome = half_dome(cx, drum_top, dome_w, dome_w * 0.5)
        dome_top = drum_top - dome_w * 0.5
    else:
        h = dome_w * (0.95 if kind != 3 else 0.8)
        dome = onion_dome(cx, drum_top, dome_w, h)
        dome_top = drum_top - h
    o.append(path(dome, "url(#dome)"))
    o.append(stroke(dome, BLUE_D, 1.6))
    # ribs and a highlight on the dome
    if kind in (0, 3):
        ribs = " ".join(f"M{f(cx + dome_w * k)} {f(drum_top)} Q{f(cx + dome_w * k * 1.4)} {f(drum_top - (drum_top - dome_top) * 0.5)} "
                        f"{f(cx)} {f(dome_top + 2)}" for k in (-0.3, -0.12, 0.12, 0.3))
        o.append(stroke(ribs, BLUE_D, 1.2, 'stroke-opacity="0.5" '))
    o.append(stroke(f"M{f(cx - dome_w * 0.3)} {f(drum_top - 6)} Q{f(cx - dome_w * 0.32)} {f(drum_top - (drum_top - dome_top) * 0.6)} "
                    f"{f(cx - dome_w * 0.08)} {f(dome_top + (drum_top - dome_top) * 0.18)}", "#FFFFFF", 3, 'stroke-opacity="0.45" '))
    o += finial(cx, dome_top + 2)
    # variation around the pavilion
    if n == 1:
        o += cypress(52, 196, 52, "#24573A", "#5AA06A") + cypress(206, 190, 46, "#24573A", "#5AA06A")
    elif n == 2:
        o += palm(58, 198, 56, "#7A5230", "#3E8E4E")
    elif n == 3:
        # a small pool in front, reflecting the sky
        o.append(path(ellipse_path(128, 210, 34, 6), "#5E97D6"))
        o.append(stroke(ellipse_path(128, 210, 34, 6), "#F6ECD8", 2.2))
    return o


def seraglio(rng, n):
    """A palace front: a horseshoe door in its frame under a crescent; storeys, towers, balconies vary."""
    RED, RED_D = "#B5382A", "#7A2418"
    o = [defs(lin("wall", [(0, "#FBEFDC"), (100, "#EFD9B8")]), lin("door", [(0, "#5A1A10"), (100, "#2E0C06")]))]
    o += floor("#F0A89C", RED_D)
    w = [112, 100, 124, 108][n % 4]
    x0 = 128 - w / 2 - 6
    base = 200
    h = [66, 78, 60, 70][n % 4]
    top = base - h
    o.append(shadow(134, base + 1, w * 0.6, 8))
    if n == 2:   # two slim towers flanking the front
        for tx in (x0 - 12, x0 + w - 4):
            o += box(tx, top - 22, 18, h + 22, "url(#wall)", STONE_SIDE, STONE_TOP, depth=(7, -4))
            o.append(path(half_dome(tx + 9 + 3.5, top - 22 - 2, 20, 14), RED))
            o.append(path(rect(tx + 6, top - 4, 6, 12), RED_D))
    o += box(x0, top, w, h, "url(#wall)", STONE_SIDE, STONE_TOP)
    # a band of red tiles under the roof line
    o.append(path(rect(x0, top + 4, w, 6), RED))
    o.append(path(" ".join(poly(star(x0 + 8 + i * 12, top + 7, 2.6, 1.2, 4)) for i in range(int((w - 8) / 12))), "#F6D77E"))
    # the door: horseshoe arch in its alfiz frame
    cx = x0 + w / 2
    dw = 34 if n != 2 else 40
    frame = rect(cx - dw / 2 - 7, base - h * 0.78, dw + 14, h * 0.78)
    o.append(path(frame, RED))
    o.append(stroke(frame, RED_D, 1.5))
    o.append(path(horseshoe_arch(cx, base, dw * 0.36, dw * 0.5, base - h * 0.78 + dw * 0.58), "url(#door)"))
    o.append(stroke(horseshoe_arch(cx, base, dw * 0.36, dw * 0.5, base - h * 0.78 + dw * 0.58), GOLD, 2))
    # windows either side
    count = 1 if w < 110 else 2
    for side in (-1, 1):
        for i in range(count):
            wx = cx + side * (dw / 2 + 16 + i * 20) - 5
            o.append(path(pointed_arch(wx, top + 44, 10, top + 28), "#4A1810"))
            o.append(stroke(pointed_arch(wx, top + 44, 10, top + 28), GOLD_D, 1))
    if n == 1:   # a latticed balcony over the door
        bx, by = cx - 18, top + 14
        o.append(path(rect(bx, by, 36, 12), "#8A3A22"))
        o.append(lattice(bx + 1, by + 1, 34, 10, "#F6D77E", 6, 1.1))
    if n == 3:   # a second, smaller storey
        o += box(x0 + 18, top - 20, w - 36, 20, "url(#wall)", STONE_SIDE, STONE_TOP)
        o.append(path(" ".join(pointed_arch(x0 + 30 + i * 16, top - 4, 8, top - 12) for i in range(int((w - 52) / 16))), "#4A1810"))
        top = top - 20
    # the crescent on its pole, over the middle of the roof
    px = cx + DEPTH[0] / 2
    py = top + DEPTH[1] / 2
    o.append(path(rect(px - 1.5, py - 26, 3, 26), GOLD_D))
    o.append(path(path_crescent(px, py - 36, 11), GOLD))
    o.append(stroke(path_crescent(px, py - 36, 11), GOLD_D, 1))
    return o


def path_crescent(cx, cy, r):
    return crescent((cx, cy), r, (cx, cy - r * 0.45), r * 0.85)


def arcades(rng, n):
    """A colonnade of arches under a tiled roof; the number of bays, a gallery and the roof vary."""
    BROWN, BROWN_D, ROOF, ROOF_D = "#8A5A2B", "#4A2E14", "#A0522D", "#6E3518"
    o = [defs(lin("stone", [(0, "#F5E6C8"), (100, "#E2C99C")]), lin("roof", [(0, "#C0683A"), (100, ROOF_D)]))]
    o += floor("#D6B48A", BROWN_D)
    bays = [3, 4, 5, 3][n % 4]
    w = [120, 132, 140, 108][n % 4]
    x0 = 128 - w / 2 - 6
    base = 200
    h = [60, 56, 52, 70][n % 4]
    top = base - h
    o.append(shadow(134, base + 1, w * 0.6, 8))
    o += box(x0, top, w, h, "url(#stone)", STONE_SIDE, STONE_TOP)
    bay = w / bays
    arch_w = bay * 0.7
    spring = top + h * 0.42
    arches = " ".join(horseshoe_arch(x0 + i * bay + bay / 2, base, arch_w * 0.42, arch_w * 0.5, spring + arch_w * 0.1)
                      for i in range(bays))
    o.append(path(arches, BROWN_D))
    o.append(stroke(arches, BROWN, 2.4))
    # depth inside the arches: a lit floor and a back wall
    o.append(path(" ".join(rect(x0 + i * bay + bay / 2 - arch_w * 0.42, base - 8, arch_w * 0.84, 8) for i in range(bays)),
                  "#C99A62", 'fill-opacity="0.7" '))
    # column capitals
    o.append(path(" ".join(rect(x0 + i * bay - 3, spring - 2, 6, 4) for i in range(1, bays)), BROWN))
    if n == 3:   # an upper gallery of small openings
        o.append(path(" ".join(round_arch(x0 + 6 + i * (w - 12) / 7 + 2, top + 16, (w - 12) / 7 - 6, top + 8)
                               for i in range(7)), BROWN_D))
    # the roof: a band of tiles or a flat cornice with merlons
    if n in (0, 2):
        rx0, rx1 = x0 - 6, x0 + w + 6
        roof = poly([(rx0, top), (rx1, top), (rx1 + DEPTH[0], top + DEPTH[1]), (rx1 + DEPTH[0] - 10, top + DEPTH[1] - 14),
                     (rx0 + 10, top + DEPTH[1] - 14)])
        o.append(path(roof, "url(#roof)"))
        o.append(stroke(" ".join(f"M{f(rx0 + 6 + i * 7)} {f(top - 1)} L{f(rx0 + 14 + i * 7)} {f(top + DEPTH[1] - 13)}"
                                 for i in range(int((rx1 - rx0) / 7))), ROOF_D, 1.2, 'stroke-opacity="0.6" '))
        o.append(stroke(roof, ROOF_D, 1.5))
    else:
        o += box(x0 - 4, top - 7, w + 8, 7, "#E8D2A8", STONE_SIDE, STONE_TOP)
        o += crenels(x0, x0 + w, top - 7, [7, 9, 5, 8][n % 4], 6, "#E8D2A8")
    if n == 1:
        o += cypress(214, 196, 40, "#24573A", "#5AA06A")
    return o


def chambers(rng, n):
    """White rooms with latticed windows; the storeys, a small dome and steps vary."""
    GREY, GREY_D, TEAL = "#B8AFA0", "#7D7466", "#3E6470"
    o = [defs(lin("white", [(0, "#FFFFFF"), (100, "#EDE6DA")]), lin("teal", [(0, "#5C8794"), (100, "#2F4C55")]))]
    o += floor("#DCD4C4", GREY_D)
    w = [108, 96, 120, 104][n % 4]
    x0 = 128 - w / 2 - 6
    base = 200
    h = [70, 82, 64, 74][n % 4]
    top = base - h
    o.append(shadow(134, base + 1, w * 0.6, 8, 0.22))
    o += box(x0, top, w, h, "url(#white)", "#DDD5C6", "#FFFFFF")
    # a cornice of small teal tiles
    o.append(path(rect(x0, top + 3, w, 4), TEAL))
    windows = [2, 2, 3, 2][n % 4]
    ww = 22 if windows == 2 else 18
    gap = (w - windows * ww) / (windows + 1)
    for i in range(windows):
        wx = x0 + gap + i * (ww + gap)
        wy = top + 16
        wh = h - 34
        shape = pointed_arch(wx, wy + wh, ww, wy + ww * 0.62)
        o.append(path(shape, "url(#teal)"))
        o.append(lattice(wx, wy, ww, wh, "#F3EEE4", 5.5, 1.3))
        o.append(stroke(shape, GREY_D, 1.6))
        o.append(path(rect(wx - 3, wy + wh, ww + 6, 4), GREY))
    if n == 1:   # a small dome on top
        cx = x0 + w / 2 + DEPTH[0] / 2
        o.append(path(half_dome(cx, top + DEPTH[1] / 2, 40, 24), "#F8F4EC"))
        o.append(stroke(half_dome(cx, top + DEPTH[1] / 2, 40, 24), GREY_D, 1.4))
        o += finial(cx, top + DEPTH[1] / 2 - 22, 0.8)
    if n == 2:   # steps up to the door
        o.append(path(rect(x0 + w / 2 - 14, base - 4, 28, 4), GREY))
        o.append(path(rect(x0 + w / 2 - 10, base - 8, 20, 4), "#D6CEC0"))
    if n == 3:   # a wing on the left
        o += box(x0 - 30, base - 44, 30, 44, "url(#white)", "#DDD5C6", "#FFFFFF")
        o.append(path(pointed_arch(x0 - 22, base - 10, 12, base - 26), "url(#teal)"))
    return o


def garden(rng, n):
    """A walled garden seen from above at an angle: water, paths, trees; the plan varies."""
    G, G_D, G_L, WATER = "#3E8E4E", "#245A30", "#7CC48A", "#4C9BD6"
    o = [defs(lin("water", [(0, "#6FB2E6"), (100, "#2F66A8")]))]
    # a raised bed in perspective
    bed = poly([(52, 110), (204, 110), (222, 210), (34, 210)])
    o.append(shadow(128, 208, 96, 8, 0.2))
    o.append(path(bed, "#4F9E5E"))
    o.append(stroke(bed, "#E9D6AE", 5))
    kind = n % 4
    if kind in (0, 2):
        # the four-part garden: a cross of water channels with a basin at the crossing
        o.append(path(poly([(124, 110), (132, 110), (136, 210), (120, 210)]), "url(#water)"))
        o.append(path(poly([(46, 158), (210, 158), (212, 166), (44, 166)]), "url(#water)"))
        o.append(path(ellipse_path(128, 162, 16, 9), "#E9D6AE"))
        o.append(path(ellipse_path(128, 162, 11, 6), WATER))
        o.append(path(circle_path(128, 158, 3), "#DCEEFB"))
        spots = [(80, 128, 15), (176, 128, 15), (76, 188, 19), (180, 188, 19)]
        if kind == 2:
            spots = [(84, 130, 13), (172, 130, 13), (70, 190, 16), (186, 190, 16), (100, 190, 12), (156, 190, 12)]
        for x, y, r in spots:
            o += round_tree(x, y - r * 0.4, r, G_D, G, G_L, "#F29A2E", rng)
    elif kind == 1:
        # a long pool between rows of cypresses (a courtyard of the water channel)
        o.append(path(poly([(116, 112), (140, 112), (152, 208), (104, 208)]), "url(#water)"))
        o.append(stroke(poly([(116, 112), (140, 112), (152, 208), (104, 208)]), "#E9D6AE", 3))
        jets = " ".join(f"M{f(118 - t * 10)} {f(200 - t * 80)} Q{f(126 - t * 8)} {f(190 - t * 80)} {f(128)} {f(196 - t * 80)}"
                        for t in (0, 0.35, 0.7))
        o.append(stroke(jets, "#DCEEFB", 1.6, 'stroke-opacity="0.9" '))
        for i in range(4):
            t = i / 3
            y = 132 + t * 70
            o += cypress(80 - t * 18, y, 34 + t * 12, G_D, G_L)
            o += cypress(176 + t * 18, y, 34 + t * 12, G_D, G_L)
    else:
        # a round basin with flower beds and one great tree
        o.append(path(ellipse_path(128, 176, 30, 16), "#E9D6AE"))
        o.append(path(ellipse_path(128, 176, 24, 12), "url(#water)"))
        for x, y in ((70, 150), (186, 150), (66, 196), (190, 196)):
            o.append(path(ellipse_path(x, y, 16, 7), "#2F7A3E"))
            for k in range(6):
                a = k * math.pi / 3
                o.append(path(circle_path(x + 10 * math.cos(a), y + 4 * math.sin(a), 2.4),
                              ["#F2C14E", "#E86A5A", "#F6ECD8"][k % 3]))
        o += round_tree(128, 124, 28, G_D, G, G_L, "#F29A2E", rng)
    return o


def tower(rng, n):
    """A crenellated tower of the walls: square or round, single or twin, with a flag or a gallery."""
    P, P_D, P_L = "#7A4A9C", "#3F2356", "#B48BD0"
    o = [defs(lin("stone", [(0, "#F3E7D6"), (100, "#DCCAB0")]), lin("round", [(0, "#FFF6E6"), (35, "#EADBC3"), (100, "#B9A383")], vertical=False))]
    o += floor("#B9A0CF", P_D)
    base = 202
    kind = n % 4
    if kind == 0 or kind == 2:
        w, h = (52, 124) if kind == 0 else (46, 110)
        xs = [128 - w / 2 - 6] if kind == 0 else [72, 138]
        o.append(shadow(132, base + 1, 40 if kind == 0 else 74, 7))
        if kind == 2:   # a wall between twin towers, with a gate
            o += box(92, base - 54, 62, 54, "url(#stone)", STONE_SIDE, STONE_TOP)
            o += crenels(92, 154, base - 54, 6, 6, "#F3E7D6")
            o.append(path(horseshoe_arch(123, base, 9, 12, base - 30), P_D))
        for x in xs:
            top = base - h
            o += box(x, top, w, h, "url(#stone)", STONE_SIDE, STONE_TOP)
            # a band and a gallery near the top
            o += box(x - 4, top + 10, w + 8, 6, "#E9DBC3", STONE_SIDE, STONE_TOP)
            o += crenels(x - 4, x + w + 4, top + 10, 4, 10, "#F3E7D6", STONE_SIDE)
            o.append(path(pointed_arch(x + w / 2 - 6, top + 48, 12, top + 34), P_D))
            o.append(path(rect(x + w / 2 - 3, top + 72, 6, 12), P_D))
            o.append(path(rect(x, top + 22, w, 4), P, 'fill-opacity="0.85" '))
            if kind == 0:
                o.append(path(horseshoe_arch(x + w / 2, base, 9, 12, base - 22), P_D))
    else:
        # a round tower: an upright cylinder, shaded left to right, crenellated crown
        cx = 128
        r = 30 if kind == 1 else 26
        h = 116 if kind == 1 else 104
        top = base - h
        o.append(shadow(cx + 4, base + 1, r + 10, 7))
        body = (f"M{cx - r} {top} L{cx - r} {base} A{r} {r * 0.3} 0 0 0 {cx + r} {base} L{cx + r} {top} Z")
        o.append(path(body, "url(#round)"))
        o.append(stroke(body, LINE, 1.5, 'stroke-opacity="0.5" '))
        o.append(path(ellipse_path(cx, top, r + 5, (r + 5) * 0.3), "#EFE2CC"))
        o.append(stroke(ellipse_path(cx, top, r + 5, (r + 5) * 0.3), LINE, 1.3, 'stroke-opacity="0.5" '))
        for k in range(5):
            a = math.radians(200 + k * 35)
            mx = cx + (r + 5) * math.cos(a) * 0.98
            o.append(path(rect(mx - 4, top - 10 + (r + 5) * 0.3 * math.sin(a) + 3, 8, 10), "#F3E7D6"))
            o.append(stroke(rect(mx - 4, top - 10 + (r + 5) * 0.3 * math.sin(a) + 3, 8, 10), LINE, 1, 'stroke-opacity="0.4" '))
        o.append(path(rect(cx - r, top + 18, 2 * r, 4), P, 'fill-opacity="0.85" '))
        o.append(path(pointed_arch(cx - 6, top + 52, 12, top + 38), P_D))
        o.append(path(pointed_arch(cx - 4, top + 86, 8, top + 76), P_D))
        o.append(path(horseshoe_arch(cx, base + 4, 9, 12, base - 20), P_D))
    if kind in (0, 1):
        # the flag on the top, in the tower's purple
        fx = 128 - 6 + (DEPTH[0] / 2 if kind == 0 else 6)
        ft = base - (124 if kind == 0 else 116) - 8
        o.append(path(rect(fx - 1.2, ft - 34, 2.4, 34), LINE))
        o.append(path(f"M{f(fx + 1)} {f(ft - 34)} C{f(fx + 14)} {f(ft - 38)} {f(fx + 18)} {f(ft - 26)} {f(fx + 30)} {f(ft - 30)} "
                      f"L{f(fx + 30)} {f(ft - 16)} C{f(fx + 18)} {f(ft - 12)} {f(fx + 14)} {f(ft - 24)} {f(fx + 1)} {f(ft - 20)} Z", "#F6ECD8"))
        o.append(path(poly(octagram(fx + 14, ft - 26, 4.5)), P))
    if kind == 3:
        o += cypress(70, 200, 48, "#24573A", "#5AA06A") + cypress(190, 196, 40, "#24573A", "#5AA06A")
    return o


TYPES = [("pavilion", pavilion), ("seraglio", seraglio), ("arcades", arcades),
         ("chambers", chambers), ("garden", garden), ("tower", tower)]

if __name__ == "__main__":
    for t, (name, draw) in enumerate(TYPES):
        for n in range(VARIANTS):
            rng = random.Random(1000 * t + n)
            parts = draw(rng, n)
            # gradients first, then the drawing a little larger about the middle of its base line
            head = [p for p in parts if p.lstrip().startswith("<defs")]
            rest = [p for p in parts if not p.lstrip().startswith("<defs")]
            body = "\n".join(head + ['  <g transform="translate(128 214) scale(1.1) translate(-128 -214)">'] + rest + ["  </g>"])
            svg(f"building-{name}-{n + 1}.svg", 256, 256, body, f"{name} building, drawing {n + 1} of {VARIANTS}")

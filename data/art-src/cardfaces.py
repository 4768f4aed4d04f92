#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Draws the faces of the four currencies' money cards into data/gfx/card-<currency>.svg (180x260).

Each currency has its own frame: the denar a night-blue band of crescents and stars, the dirham a
green band of eight-pointed stars, the ducat an orange band of chevrons and jewels, the florin a
gold band of lilies and lozenges. The app adds what changes per card on top: the value, large, in
the cartouches at the upper left and the lower right (left empty here, y 14..76 and 184..246), the
currency's symbol in the medallion (centre 90, 136, radius 44 kept clear) and its name on the
ribbon at the lower left (y 210..234, x 18..98, left plain).
"""
import math
from common import f, poly, circle_path, crescent, star, octagram, svg

W, H = 180, 260


def rrect(x, y, w, h, r):
    return (f"M{f(x + r)} {f(y)} H{f(x + w - r)} A{f(r)} {f(r)} 0 0 1 {f(x + w)} {f(y + r)} "
            f"V{f(y + h - r)} A{f(r)} {f(r)} 0 0 1 {f(x + w - r)} {f(y + h)} H{f(x + r)} "
            f"A{f(r)} {f(r)} 0 0 1 {f(x)} {f(y + h - r)} V{f(y + r)} A{f(r)} {f(r)} 0 0 1 {f(x + r)} {f(y)} Z")


def band_positions(step):
    """Centres along the frame band (inset 5.5 from the edge), clockwise, evenly spaced."""
    inset = 5.5
    pts = []
    x = 18.0
    while x <= W - 18:
        pts.append((x, inset))
        pts.append((W - x, H - inset))
        x += step
    y = 18.0 + step
    while y <= H - 18 - step * 0.5:
        pts.append((inset, y))
        pts.append((W - inset, H - y))
        y += step
    return pts


# Motifs of the frame band, each drawn at (x, y) about 8 units across.
def motif_denar(x, y, k):
    if k % 2 == 0:
        return crescent((x, y), 3.6, (x + 1.6, y - 1.0), 3.0)
    return poly(star(x, y, 2.6, 1.0, 4))


def motif_dirham(x, y, k):
    return poly(octagram(x, y, 3.6 if k % 2 == 0 else 2.4, 22.5))


def motif_ducat(x, y, k):
    if k % 2 == 0:
        return poly([(x - 3.5, y + 2), (x, y - 2.5), (x + 3.5, y + 2), (x + 2, y + 2), (x, y), (x - 2, y + 2)])
    return poly([(x, y - 2.4), (x + 2.4, y), (x, y + 2.4), (x - 2.4, y)])


def motif_florin(x, y, k):
    if k % 2 == 0:
        petal = (f"M{f(x)} {f(y - 3.8)} C{f(x + 1.6)} {f(y - 2)} {f(x + 1.4)} {f(y)} {f(x)} {f(y + 1.2)} "
                 f"C{f(x - 1.4)} {f(y)} {f(x - 1.6)} {f(y - 2)} {f(x)} {f(y - 3.8)} Z")
        return petal + " " + circle_path(x - 2.4, y + 0.6, 1.2) + " " + circle_path(x + 2.4, y + 0.6, 1.2) + " " + \
            poly([(x - 2.8, y + 1.8), (x + 2.8, y + 1.8), (x + 2.8, y + 2.8), (x - 2.8, y + 2.8)])
    return poly([(x, y - 2), (x + 2, y), (x, y + 2), (x - 2, y)])


CURRENCIES = {
    # name: frame light, frame dark, motif, face tint, cartouche, ribbon, motif function, medallion ring
    "denar": ("#3B7CC8", "#1F4A86", "#F6D77E", "#EEF3FA", "#2F6DB5", "#24548E", motif_denar, "#1F4A86"),
    "dirham": ("#4A9E58", "#2A6A36", "#F3E9C6", "#EEF6EE", "#3D8B4A", "#2F6E3A", motif_dirham, "#2A6A36"),
    "ducat": ("#E08A3E", "#A95416", "#FBE7C2", "#FBF1E6", "#B35A17", "#96490F", motif_ducat, "#A95416"),
    "florin": ("#EDC84A", "#B8871A", "#7A4E0A", "#FBF6E2", "#E3B92E", "#B8871A", motif_florin, "#B8871A"),
}


def face(name):
    light, dark, motif_col, tint, cart, ribbon, motif, ring = CURRENCIES[name]
    o = [f'''  <defs>
    <linearGradient id="frame" x1="0%" y1="0%" x2="100%" y2="100%">
      <stop offset="0%" stop-color="{light}"/><stop offset="100%" stop-color="{dark}"/>
    </linearGradient>
    <linearGradient id="paper" x1="0%" y1="0%" x2="0%" y2="100%">
      <stop offset="0%" stop-color="#FFFBF2"/><stop offset="100%" stop-color="{tint}"/>
    </linearGradient>
    <radialGradient id="medal" cx="45%" cy="40%" r="60%">
      <stop offset="0%" stop-color="#FFFFFF"/><stop offset="100%" stop-color="{tint}"/>
    </radialGradient>
  </defs>''']
    o.append(f'  <path fill="url(#frame)" d="{rrect(0, 0, W, H, 13)}"/>')
    motifs = " ".join(motif(x, y, k) for k, (x, y) in enumerate(band_positions(12)))
    o.append(f'  <path fill="{motif_col}" fill-opacity="0.85" fill-rule="evenodd" d="{motifs}"/>')
    # the face: parchment inside a thin gold rule
    o.append(f'  <path fill="url(#paper)" d="{rrect(11, 11, W - 22, H - 22, 7)}"/>')
    o.append(f'  <path fill="none" stroke="{dark}" stroke-width="1.4" d="{rrect(14, 14, W - 28, H - 28, 5)}"/>')
    # a quiet field of the currency's pattern behind the medallion
    field = []
    for i in range(-2, 3):
        for j in range(-3, 4):
            cx, cy = 90 + i * 30 + (15 if j % 2 else 0), 136 + j * 26
            if 24 < cx < 156 and 86 < cy < 190 and math.hypot(cx - 90, cy - 136) > 50:
                field.append(motif(cx, cy, i + j))
    if field:
        o.append(f'  <path fill="{ring}" fill-opacity="0.16" fill-rule="evenodd" d="{" ".join(field)}"/>')
    # the medallion for the symbol
    o.append(f'  <path fill="url(#medal)" stroke="{ring}" stroke-width="4" d="{circle_path(90, 136, 46)}"/>')
    o.append(f'  <path fill="none" stroke="{ring}" stroke-opacity="0.45" stroke-width="1.2" d="{circle_path(90, 136, 40)}"/>')
    # the cartouches for the value, upper left and lower right
    for x, y in ((14, 14), (W - 14 - 58, H - 14 - 62)):
        o.append(f'  <path fill="{cart}" stroke="{dark}" stroke-width="1.5" d="{rrect(x, y, 58, 62, 8)}"/>')
        o.append(f'  <path fill="none" stroke="#FFFFFF" stroke-opacity="0.35" stroke-width="1.2" d="{rrect(x + 3, y + 3, 52, 56, 6)}"/>')
    # the ribbon for the name
    rib = "M18 210 H98 L105 222 L98 234 H18 Z"
    o.append(f'  <path fill="{ribbon}" d="{rib}"/>')
    return "\n".join(o)


if __name__ == "__main__":
    for name in CURRENCIES:
        svg(f"card-{name}.svg", W, H, face(name), f"face of a {name} money card (value, symbol and name drawn by the app)")

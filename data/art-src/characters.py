#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Draws a portrait for each of the ten characters (module "characters") into
data/gfx/character-<name>.svg, 256x256: a head and shoulders in a horseshoe niche, each with a
face, headwear and an attribute of their own, so they are told apart at a glance and in grey.

The faces are built from a few parts (head, eyes, brows, beard, headwear, coat, attribute) with
parameters per character; every shape is plain paths, gradients and strokes that nanosvg draws.
"""
import math
from common import f, poly, circle_path, crescent, star, octagram, svg

DARK = "#2B2118"


def path(d, fill, extra=""):
    return f'  <path fill="{fill}" {extra}d="{d}"/>'


def stroke(d, colour, width, extra=""):
    return (f'  <path fill="none" stroke="{colour}" stroke-width="{f(width)}" stroke-linecap="round" '
            f'stroke-linejoin="round" {extra}d="{d}"/>')


def ellipse(cx, cy, rx, ry):
    return (f"M{f(cx - rx)} {f(cy)} A{f(rx)} {f(ry)} 0 1 1 {f(cx + rx)} {f(cy)} "
            f"A{f(rx)} {f(ry)} 0 1 1 {f(cx - rx)} {f(cy)} Z")


def niche(colour_top, colour_bottom, rim):
    frame = "M28 256 V112 A100 100 0 1 1 228 112 V256 Z"
    inner = "M42 256 V116 A86 90 0 1 1 214 116 V256 Z"
    stars = " ".join(poly(star(x, y, 6, 2.6, 8)) for x, y in ((74, 84), (182, 84), (58, 146), (198, 146)))
    return [f'''  <defs>
    <linearGradient id="bg" x1="0%" y1="0%" x2="0%" y2="100%"><stop offset="0%" stop-color="{colour_top}"/><stop offset="100%" stop-color="{colour_bottom}"/></linearGradient>
    <radialGradient id="skin" cx="42%" cy="38%" r="65%"><stop offset="0%" stop-color="#F3D3AC"/><stop offset="100%" stop-color="#D6A574"/></radialGradient>
    <radialGradient id="skin2" cx="42%" cy="38%" r="65%"><stop offset="0%" stop-color="#D9A877"/><stop offset="100%" stop-color="#A9764A"/></radialGradient>
    <linearGradient id="gold" x1="0%" y1="0%" x2="0%" y2="100%"><stop offset="0%" stop-color="#F6D77E"/><stop offset="100%" stop-color="#C99A2E"/></linearGradient>
  </defs>''',
            path(frame, "#E9D6AE", f'stroke="{rim}" stroke-width="3" '),
            path(inner, "url(#bg)"),
            path(stars, "#F6D77E", 'fill-opacity="0.4" ')]


def coat(colour, trim, shape="plain"):
    body = "M48 256 C52 206 86 190 128 188 C170 190 204 206 208 256 Z"
    o = [path(body, colour, f'stroke="{DARK}" stroke-width="2.5" ')]
    if shape == "robe":
        o.append(path("M112 190 L128 256 L144 190 C138 188 118 188 112 190 Z", trim))
    elif shape == "vest":
        o.append(path("M104 192 L128 232 L152 192 L146 256 H110 Z", trim))
    elif shape == "armour":
        o.append(path("M70 214 C96 200 160 200 186 214 L180 256 H76 Z", trim, f'stroke="{DARK}" stroke-width="2" '))
        o.append(stroke("M84 226 H172 M80 240 H176", DARK, 1.5, 'stroke-opacity="0.4" '))
    else:
        o.append(path("M114 190 L128 214 L142 190 C136 188 120 188 114 190 Z", trim))
    return o


def head(skin="url(#skin)", width=38, cy=132):
    d = (f"M{128 - width} {cy - 4} C{128 - width} {cy - 36} {128 - width * 0.45} {cy - 52} 128 {cy - 52} "
         f"C{128 + width * 0.45} {cy - 52} {128 + width} {cy - 36} {128 + width} {cy - 4} "
         f"C{128 + width} {cy + 28} {128 + width * 0.45} {cy + 48} 128 {cy + 48} "
         f"C{128 - width * 0.45} {cy + 48} {128 - width} {cy + 28} {128 - width} {cy - 4} Z")
    return [path(d, skin, 'stroke="#8C5A3C" stroke-width="2" ')]


def face(eyes="open", brows="calm", mouth="smile", cy=132, blush=True):
    o = []
    ey = cy - 6
    if eyes == "open":
        o.append(path(circle_path(114, ey, 4.5) + " " + circle_path(142, ey, 4.5), DARK))
        o.append(path(circle_path(115.5, ey - 1.5, 1.4) + " " + circle_path(143.5, ey - 1.5, 1.4), "#FFFFFF"))
    elif eyes == "narrow":
        o.append(stroke(f"M107 {ey} Q114 {ey - 3} 121 {ey} M135 {ey} Q142 {ey - 3} 149 {ey}", DARK, 3.2))
    elif eyes == "closed":
        o.append(stroke(f"M107 {ey - 2} Q114 {ey + 3} 121 {ey - 2} M135 {ey - 2} Q142 {ey + 3} 149 {ey - 2}", DARK, 3))
    elif eyes == "wide":
        o.append(path(circle_path(114, ey, 6) + " " + circle_path(142, ey, 6), "#FFFFFF"))
        o.append(path(circle_path(114, ey, 3.6) + " " + circle_path(142, ey, 3.6), DARK))
    b = ey - 12
    if brows == "calm":
        o.append(stroke(f"M105 {b} Q113 {b - 4} 121 {b} M135 {b} Q143 {b - 4} 151 {b}", "#4A3020", 3))
    elif brows == "stern":
        o.append(stroke(f"M105 {b - 4} L121 {b + 1} M135 {b + 1} L151 {b - 4}", "#4A3020", 3.4))
    elif brows == "raised":
        o.append(stroke(f"M105 {b - 2} Q113 {b - 9} 121 {b - 3} M135 {b - 3} Q143 {b - 9} 151 {b - 2}", "#4A3020", 3))
    elif brows == "white":
        o.append(stroke(f"M103 {b} Q113 {b - 5} 122 {b} M134 {b} Q143 {b - 5} 153 {b}", "#F4F1EA", 4.5))
    o.append(stroke(f"M128 {cy} Q124 {cy + 12} 130 {cy + 14}", "#B07E56", 2.5))
    m = cy + 26
    if mouth == "smile":
        o.append(stroke(f"M118 {m} Q128 {m + 7} 138 {m}", "#7A3A2A", 2.8))
    elif mouth == "grin":
        o.append(path(f"M114 {m - 2} Q128 {m + 14} 142 {m - 2} Z", "#7A3A2A"))
        o.append(path(f"M118 {m} H138 L136 {m + 3} H120 Z", "#FFFFFF"))
    elif mouth == "flat":
        o.append(stroke(f"M120 {m + 2} H136", "#7A3A2A", 2.8))
    elif mouth == "frown":
        o.append(stroke(f"M118 {m + 5} Q128 {m - 2} 138 {m + 5}", "#7A3A2A", 2.8))
    if blush:
        o.append(path(circle_path(104, cy + 12, 7) + " " + circle_path(152, cy + 12, 7), "#E89A7A", 'fill-opacity="0.4" '))
    return o


def beard(kind, colour, cy=132):
    if kind == "short":
        return [path(f"M92 {cy + 4} C96 {cy + 28} 108 {cy + 50} 128 {cy + 52} C148 {cy + 50} 160 {cy + 28} 164 {cy + 4} "
                     f"C158 {cy + 18} 150 {cy + 24} 128 {cy + 24} C106 {cy + 24} 98 {cy + 18} 92 {cy + 4} Z", colour)]
    if kind == "long":
        return [path(f"M92 {cy + 4} C92 {cy + 44} 110 {cy + 86} 128 {cy + 92} C146 {cy + 86} 164 {cy + 44} 164 {cy + 4} "
                     f"C158 {cy + 18} 150 {cy + 24} 128 {cy + 24} C106 {cy + 24} 98 {cy + 18} 92 {cy + 4} Z", colour),
                stroke(f"M118 {cy + 40} Q122 {cy + 64} 128 {cy + 80} M138 {cy + 40} Q134 {cy + 64} 128 {cy + 80}", DARK, 1.4,
                       'stroke-opacity="0.25" ')]
    if kind == "moustache":
        return [path(f"M108 {cy + 20} C116 {cy + 12} 124 {cy + 16} 128 {cy + 18} C132 {cy + 16} 140 {cy + 12} 148 {cy + 20} "
                     f"C140 {cy + 22} 134 {cy + 24} 128 {cy + 22} C122 {cy + 24} 116 {cy + 22} 108 {cy + 20} Z", colour)]
    if kind == "pointed":
        return [path(f"M100 {cy + 18} C106 {cy + 40} 118 {cy + 64} 128 {cy + 76} C138 {cy + 64} 150 {cy + 40} 156 {cy + 18} "
                     f"C148 {cy + 28} 138 {cy + 30} 128 {cy + 30} C118 {cy + 30} 108 {cy + 28} 100 {cy + 18} Z", colour)]
    return []


def turban(colour, shade, jewel=None, tall=False):
    top = 58 if tall else 70
    o = [path(f"M84 110 C80 {top + 10} 104 {top} 128 {top} C152 {top} 176 {top + 10} 172 110 "
              f"C160 100 142 96 128 96 C114 96 96 100 84 110 Z", colour, f'stroke="{DARK}" stroke-width="2.5" ')]
    o.append(stroke(f"M88 100 C106 86 150 84 168 96 M90 90 C112 {top + 8} 146 {top + 6} 164 86", shade, 3, 'stroke-opacity="0.7" '))
    if jewel:
        o.append(path(poly([(128, 84), (136, 94), (128, 104), (120, 94)]), jewel, f'stroke="{DARK}" stroke-width="1.5" '))
        o.append(stroke(f"M128 84 C132 70 140 64 146 58", "#FFFFFF", 3))
    return o


def cap(colour, band):
    return [path("M88 106 C88 78 106 66 128 66 C150 66 168 78 168 106 C156 98 140 96 128 96 C116 96 100 98 88 106 Z",
                 colour, f'stroke="{DARK}" stroke-width="2.5" '),
            path("M88 106 C100 98 116 96 128 96 C140 96 156 98 168 106 L168 112 C156 104 140 102 128 102 C116 102 100 104 88 112 Z",
                 band)]


def hood(colour, shade):
    return [path("M76 200 C70 150 80 84 128 70 C176 84 186 150 180 200 C170 170 162 112 128 104 C94 112 86 170 76 200 Z",
                 colour, f'stroke="{DARK}" stroke-width="2.5" '),
            stroke("M92 150 C96 120 108 104 128 100", shade, 3, 'stroke-opacity="0.7" ')]


def helmet(colour, shade):
    return [path("M86 112 C86 84 104 70 128 52 C152 70 170 84 170 112 Z", colour, f'stroke="{DARK}" stroke-width="2.5" '),
            path("M84 108 H172 V118 H84 Z", shade, f'stroke="{DARK}" stroke-width="2" '),
            path("M124 118 H132 V146 H124 Z", shade, f'stroke="{DARK}" stroke-width="1.5" '),
            stroke("M108 96 C112 82 120 70 128 60", "#FFFFFF", 3, 'stroke-opacity="0.5" ')]


def veil(colour, coins):
    o = [path("M80 118 C78 80 100 62 128 62 C156 62 178 80 176 118 C180 150 190 180 196 206 C170 196 186 150 168 118 "
              "C160 100 96 100 88 118 C70 150 86 196 60 206 C66 180 76 150 80 118 Z", colour,
              f'stroke="{DARK}" stroke-width="2" ')]
    o.append(path(" ".join(circle_path(96 + 8 * i, 104 - 3 * math.sin(i * 0.5), 2.6) for i in range(9)), coins))
    return o


def hair(colour):
    return [path("M90 118 C84 84 102 70 128 70 C154 70 172 84 166 118 C160 98 148 90 128 90 C108 90 96 98 90 118 Z", colour)]


def skullcap(colour):
    return [path("M94 100 C96 80 110 72 128 72 C146 72 160 80 162 100 C150 94 140 92 128 92 C116 92 106 94 94 100 Z", colour,
                 f'stroke="{DARK}" stroke-width="2" ')]


# ---------------------------------------------------------------- attributes

def oud(x, y):
    body = f"M{x} {y} C{x - 30} {y - 4} {x - 34} {y + 36} {x - 6} {y + 42} C{x + 18} {y + 44} {x + 24} {y + 12} {x} {y} Z"
    return [path(body, "#A0622E", f'stroke="{DARK}" stroke-width="2" '),
            path(circle_path(x - 8, y + 20, 6), "#3A2210"),
            path(poly([(x - 2, y + 2), (x + 30, y - 40), (x + 36, y - 36), (x + 4, y + 6)]), "#6E3F1A", f'stroke="{DARK}" stroke-width="1.5" '),
            stroke(f"M{x - 14} {y + 32} L{x + 33} {y - 38}", "#F6ECD8", 1, 'stroke-opacity="0.8" ')]


def bowl(x, y):
    return [path(f"M{x - 22} {y} H{x + 22} C{x + 20} {y + 18} {x - 20} {y + 18} {x - 22} {y} Z", "#8A6A4A", f'stroke="{DARK}" stroke-width="2" '),
            path(circle_path(x - 5, y - 2, 4) + " " + circle_path(x + 6, y - 3, 4), "url(#gold)")]


def chain(y):
    return [stroke(f"M92 {y} C104 {y + 26} 152 {y + 26} 164 {y}", "url(#gold)", 4),
            path(poly(octagram(128, y + 24, 9, 22.5)), "url(#gold)", f'stroke="#8C6A1E" stroke-width="1" ')]


def purse(x, y):
    return [path(f"M{x - 16} {y} C{x - 26} {y + 26} {x + 26} {y + 26} {x + 16} {y} C{x + 8} {y - 6} {x - 8} {y - 6} {x - 16} {y} Z",
                 "#6B4A2E", f'stroke="{DARK}" stroke-width="2" '),
            stroke(f"M{x - 12} {y - 2} C{x - 4} {y + 4} {x + 4} {y + 4} {x + 12} {y - 2}", "url(#gold)", 3),
            path(f"M{x - 30} {y + 6} C{x - 34} {y + 20} {x - 18} {y + 22} {x - 16} {y + 12} Z", "url(#skin)", f'stroke="#8C5A3C" stroke-width="1.5" ')]


def compass(x, y):
    return [stroke(f"M{x} {y} L{x - 14} {y + 56} M{x} {y} L{x + 14} {y + 56}", "#8C8C96", 4),
            path(circle_path(x, y, 5), "url(#gold)", f'stroke="{DARK}" stroke-width="1.5" '),
            path(f"M{x - 46} {y + 40} H{x - 18} V{y + 64} H{x - 46} Z", "#F3E6C8", f'stroke="{DARK}" stroke-width="1.5" '),
            stroke(f"M{x - 42} {y + 48} H{x - 22} M{x - 42} {y + 56} H{x - 28}", "#2F6DB5", 1.5)]


def bale(x, y):
    return [path(f"M{x - 22} {y} H{x + 22} V{y + 34} H{x - 22} Z", "#C9A46A", f'stroke="{DARK}" stroke-width="2" '),
            stroke(f"M{x - 22} {y + 12} H{x + 22} M{x} {y} V{y + 34}", "#7A4E1E", 3)]


def book(x, y):
    return [path(f"M{x - 30} {y} L{x} {y + 8} L{x + 30} {y} V{y + 30} L{x} {y + 38} L{x - 30} {y + 30} Z", "#7A2E1E",
                 f'stroke="{DARK}" stroke-width="2" '),
            path(f"M{x - 26} {y + 2} L{x} {y + 9} L{x + 26} {y + 2} V{y + 26} L{x} {y + 33} L{x - 26} {y + 26} Z", "#FBF4E4"),
            stroke(f"M{x - 20} {y + 12} L{x - 6} {y + 16} M{x - 20} {y + 18} L{x - 6} {y + 22} M{x + 6} {y + 16} L{x + 20} {y + 12}",
                   "#6B5A4A", 1.2)]


def tambourine(x, y):
    return [path(circle_path(x, y, 22), "#E8C88A", f'stroke="#8C5A3C" stroke-width="5" '),
            path(" ".join(circle_path(x + 22 * math.cos(a), y + 22 * math.sin(a), 3.5) for a in (0.3, 1.5, 2.7, 3.9, 5.1)),
                 "url(#gold)")]


def scales(x, y):
    return [stroke(f"M{x} {y} V{y + 44} M{x - 30} {y + 8} H{x + 30}", "#8C6A1E", 3.5),
            stroke(f"M{x - 30} {y + 8} L{x - 40} {y + 30} M{x - 30} {y + 8} L{x - 20} {y + 30} "
                   f"M{x + 30} {y + 8} L{x + 20} {y + 30} M{x + 30} {y + 8} L{x + 40} {y + 30}", "#8C6A1E", 1.5),
            path(f"M{x - 42} {y + 30} H{x - 18} C{x - 20} {y + 40} {x - 40} {y + 40} {x - 42} {y + 30} Z", "url(#gold)"),
            path(f"M{x + 18} {y + 30} H{x + 42} C{x + 40} {y + 40} {x + 20} {y + 40} {x + 18} {y + 30} Z", "url(#gold)"),
            path(circle_path(x - 30, y + 27, 4) + " " + circle_path(x + 30, y + 27, 4), "#C99A2E")]


def spear(x, y):
    return [stroke(f"M{x} {y + 150} V{y}", "#6E4A2A", 5),
            path(poly([(x, y - 30), (x + 9, y - 4), (x, y + 4), (x - 9, y - 4)]), "#B8BCC6", f'stroke="{DARK}" stroke-width="1.5" '),
            path(f"M{x - 40} {y + 70} C{x - 40} {y + 100} {x - 20} {y + 118} {x} {y + 124} C{x + 20} {y + 118} {x + 40} {y + 100} "
                 f"{x + 40} {y + 70} Z", "#7A2E1E", f'stroke="{DARK}" stroke-width="2" '),
            path(poly(octagram(x, y + 94, 14, 22.5)), "url(#gold)")]


# ---------------------------------------------------------------- the ten

def portrait(name):
    o = []
    if name == "entertainer":   # a musician: oud, a grin, a bright striped cap
        o += niche("#7A3E8E", "#4A2058", "#8C5A3C")
        o += coat("#C2412D", "#F2C14E", "vest")
        o += head() + face("open", "raised", "grin") + beard("moustache", "#4A3020")
        o += cap("#2E8C7A", "url(#gold)")
        o.append(stroke("M96 88 L160 88 M100 78 L156 78", "#F6ECD8", 3, 'stroke-opacity="0.7" '))
        o += oud(176, 200)
    elif name == "beggar":      # hooded, humble, a bowl with two coins
        o += niche("#6B6A62", "#3E3D38", "#8C5A3C")
        o += coat("#8A7A62", "#6B5A44", "robe")
        o += head("url(#skin2)") + face("closed", "calm", "flat", blush=False) + beard("short", "#6B5A4A")
        o += hood("#7A6A52", "#5A4A38")
        o.append(path("M150 232 h14 v10 h-14 z M98 220 h10 v12 h-10 z", "#5A4A38"))
        o += bowl(128, 228)
    elif name == "patron":      # rich: a great turban with a jewel and plume, gold chain
        o += niche("#1F5E5A", "#10403C", "#8C5A3C")
        o += coat("#2F6DB5", "url(#gold)", "robe")
        o += head() + face("open", "calm", "smile") + beard("short", "#3A2818")
        o += turban("#F6F0E2", "#D8C9A8", jewel="#C2412D", tall=True)
        o += chain(196)
    elif name == "miser":       # thin-lipped, narrow eyes, clutching his purse
        o += niche("#5A5A3A", "#34341E", "#8C5A3C")
        o += coat("#5E4C3A", "#3E3024")
        o += head(width=34) + face("narrow", "stern", "frown", blush=False) + beard("pointed", "#8A8A80")
        o += skullcap("#3E3024")
        o += purse(150, 214)
    elif name == "master-builder":   # the architect: tall cap, compass and a plan
        o += niche("#2C62A6", "#1B3F72", "#8C5A3C")
        o += coat("#7A4A2A", "#E9D6AE")
        o += head() + face("open", "calm", "smile") + beard("short", "#5A3A22")
        o.append(path("M92 108 C92 70 104 50 128 46 C152 50 164 70 164 108 C150 100 140 98 128 98 C116 98 106 100 92 108 Z",
                      "#2F5E3E", f'stroke="{DARK}" stroke-width="2.5" '))
        o.append(path("M92 108 C106 100 116 98 128 98 C140 98 150 100 164 108 V114 C150 106 140 104 128 104 C116 104 106 106 92 114 Z",
                      "url(#gold)"))
        o += compass(178, 188)
    elif name == "trader":      # a merchant with his bale of cloth
        o += niche("#B5652A", "#7A3A12", "#8C5A3C")
        o += coat("#3E8E4E", "#F2C14E", "robe")
        o += head("url(#skin2)") + face("open", "calm", "smile") + beard("short", "#2B1A10")
        o += turban("#E8B83A", "#B0882A")
        o += bale(80, 206)
    elif name == "wise-man":    # white beard, white turban, a book
        o += niche("#3A3F7A", "#1F2350", "#8C5A3C")
        o += coat("#E9E2D2", "#B8AFA0", "robe")
        o += head() + face("closed", "white", "smile") + beard("long", "#F4F1EA")
        o += turban("#FFFFFF", "#CFC8BA")
        o += book(128, 214)
    elif name == "dancer":      # a veil with coins, earrings, a tambourine
        o += niche("#B83A5E", "#7A1E3A", "#8C5A3C")
        o += coat("#E86A5A", "url(#gold)", "vest")
        o += head(width=34) + face("open", "raised", "smile")
        o += hair("#2B1A10")
        o += veil("#F2C14E", "url(#gold)")
        o.append(path(circle_path(92, 150, 4) + " " + circle_path(164, 150, 4), "url(#gold)"))
        o += tambourine(184, 206)
    elif name == "moneychanger":  # scales with coins, a sharp look
        o += niche("#2E6E5A", "#184236", "#8C5A3C")
        o += coat("#7A2E1E", "#F2C14E")
        o += head() + face("wide", "raised", "flat") + beard("moustache", "#2B1A10")
        o += turban("#3E6470", "#2A4450")
        o += scales(128, 196)
    elif name == "city-watch":  # a guard: pointed helmet, mail, spear and shield
        o += niche("#5E6A7A", "#343C48", "#8C5A3C")
        o += coat("#5E4C3A", "#9AA0AA", "armour")
        o += head() + face("open", "stern", "flat") + beard("short", "#3A2818")
        o += helmet("#B8BCC6", "#8A909A")
        o += spear(196, 92)
    return o


NAMES = ["entertainer", "beggar", "patron", "miser", "master-builder", "trader", "wise-man", "dancer",
         "moneychanger", "city-watch"]

if __name__ == "__main__":
    for n in NAMES:
        svg(f"character-{n}.svg", 256, 256, "\n".join(portrait(n)), f"portrait of the {n.replace('-', ' ')} (characters module)")

#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Draws the table's pieces in colour into data/gfx/: the building bag and Dirk's portrait.

piece-bag.svg (256x256): the cloth bag the buildings are drawn from, tied with a gold cord, an
embroidered star on its belly; the app writes the count on a tag below the star.
dirk.svg (256x256): the neutral builder of the two-player game, a friendly master mason with his
cap and set square, in a horseshoe-arched niche. Neither is single-ink: they keep their colours.
"""
import math
from common import f, poly, circle_path, star, octagram, svg


def bag():
    o = ['''  <defs>
    <radialGradient id="cloth" cx="38%" cy="40%" r="70%">
      <stop offset="0%" stop-color="#B04A3A"/><stop offset="70%" stop-color="#7E2A20"/><stop offset="100%" stop-color="#5C1C14"/>
    </radialGradient>
    <linearGradient id="gold" x1="0%" y1="0%" x2="0%" y2="100%">
      <stop offset="0%" stop-color="#F6D77E"/><stop offset="100%" stop-color="#C99A2E"/>
    </linearGradient>
    <linearGradient id="neck" x1="0%" y1="0%" x2="100%" y2="0%">
      <stop offset="0%" stop-color="#8E3426"/><stop offset="50%" stop-color="#B5503E"/><stop offset="100%" stop-color="#6E2418"/>
    </linearGradient>
  </defs>''']
    # the shadow on the table
    o.append(f'  <path fill="#2B2118" fill-opacity="0.25" d="M56 232 A72 14 0 1 1 200 232 A72 14 0 1 1 56 232 Z"/>')
    # the body: a full sack, wider at the bottom
    body = ("M92 86 C58 104 34 146 38 186 C42 222 84 236 128 236 C172 236 214 222 218 186 "
            "C222 146 198 104 164 86 Z")
    o.append(f'  <path fill="url(#cloth)" stroke="#4A140E" stroke-width="3" d="{body}"/>')
    # folds gathered under the cord
    folds = ("M104 92 C96 116 92 140 96 160 M128 94 C126 118 126 140 128 156 M152 92 C160 116 164 140 160 160")
    o.append(f'  <path fill="none" stroke="#4A140E" stroke-opacity="0.45" stroke-width="3" stroke-linecap="round" d="{folds}"/>')
    # the neck and its frill above the cord
    neck = "M98 58 C104 70 104 80 98 90 L158 90 C152 80 152 70 158 58 C148 64 138 52 128 60 C118 52 108 64 98 58 Z"
    o.append(f'  <path fill="url(#neck)" stroke="#4A140E" stroke-width="2.5" stroke-linejoin="round" d="{neck}"/>')
    # the gold cord, tied, with two tassels
    o.append(f'  <path fill="none" stroke="url(#gold)" stroke-width="9" stroke-linecap="round" d="M92 90 C112 98 144 98 164 90"/>')
    o.append(f'  <path fill="none" stroke="#8C6A1E" stroke-width="1.5" d="M92 90 C112 98 144 98 164 90"/>')
    o.append(f'  <path fill="none" stroke="url(#gold)" stroke-width="4" stroke-linecap="round" d="M150 96 C156 112 150 122 158 134 M150 96 C146 114 140 120 142 136"/>')
    o.append(f'  <path fill="url(#gold)" d="{circle_path(158, 138, 6)} {circle_path(142, 140, 6)}"/>')
    # the embroidered star and the ring for the count tag
    o.append(f'  <path fill="url(#gold)" stroke="#8C6A1E" stroke-width="1.5" d="{poly(octagram(128, 176, 40, 22.5))}"/>')
    o.append(f'  <path fill="#7E2A20" d="{poly(octagram(128, 176, 31, 22.5))}"/>')
    o.append(f'  <path fill="#F5EBD7" stroke="#8C6A1E" stroke-width="2" d="{circle_path(128, 176, 26)}"/>')
    # a highlight on the cloth
    o.append(f'  <path fill="#FFFFFF" fill-opacity="0.12" d="M70 140 C78 118 94 106 108 102 C96 118 88 136 86 160 Z"/>')
    return "\n".join(o)


def dirk():
    o = ['''  <defs>
    <linearGradient id="niche" x1="0%" y1="0%" x2="0%" y2="100%">
      <stop offset="0%" stop-color="#2C62A6"/><stop offset="100%" stop-color="#1B3F72"/>
    </linearGradient>
    <linearGradient id="gold" x1="0%" y1="0%" x2="0%" y2="100%">
      <stop offset="0%" stop-color="#F6D77E"/><stop offset="100%" stop-color="#C99A2E"/>
    </linearGradient>
    <linearGradient id="coat" x1="0%" y1="0%" x2="100%" y2="0%">
      <stop offset="0%" stop-color="#8A7560"/><stop offset="100%" stop-color="#5E4C3A"/>
    </linearGradient>
    <radialGradient id="skin" cx="42%" cy="38%" r="65%">
      <stop offset="0%" stop-color="#F2CFA6"/><stop offset="100%" stop-color="#D9A878"/>
    </radialGradient>
  </defs>''']
    # the horseshoe niche in a stone frame
    frame = "M28 244 V112 A100 100 0 1 1 228 112 V244 Z"
    inner = "M44 244 V116 A84 88 0 1 1 212 116 V244 Z"
    o.append(f'  <path fill="#E9D6AE" stroke="#8C5A3C" stroke-width="3" d="{frame}"/>')
    o.append(f'  <path fill="url(#niche)" d="{inner}"/>')
    stars = " ".join(poly(star(x, y, 7, 3, 8)) for x, y in ((78, 88), (178, 88), (62, 150), (194, 150), (128, 50)))
    o.append(f'  <path fill="#F6D77E" fill-opacity="0.45" d="{stars}"/>')
    # shoulders and the mason's coat
    o.append(f'  <path fill="url(#coat)" stroke="#3A2C20" stroke-width="2.5" d="M52 244 C56 200 86 186 128 184 C170 186 200 200 204 244 Z"/>')
    o.append(f'  <path fill="#F5EBD7" d="M112 186 L128 214 L144 186 C138 184 118 184 112 186 Z"/>')
    # the face with a short beard
    o.append(f'  <path fill="url(#skin)" stroke="#8C5A3C" stroke-width="2" d="M90 128 C90 96 106 80 128 80 C150 80 166 96 166 128 C166 160 150 180 128 180 C106 180 90 160 90 128 Z"/>')
    o.append(f'  <path fill="#6B4A2E" d="M92 136 C96 160 108 182 128 184 C148 182 160 160 164 136 C158 150 150 156 128 156 C106 156 98 150 92 136 Z"/>')
    o.append(f'  <path fill="none" stroke="#4A3020" stroke-width="3" stroke-linecap="round" d="M116 162 C124 166 132 166 140 162"/>')
    # eyes, brows, nose: kind and awake
    o.append(f'  <path fill="#2B2118" d="{circle_path(114, 124, 4.5)} {circle_path(142, 124, 4.5)}"/>')
    o.append(f'  <path fill="#FFFFFF" d="{circle_path(115.5, 122.5, 1.4)} {circle_path(143.5, 122.5, 1.4)}"/>')
    o.append(f'  <path fill="none" stroke="#4A3020" stroke-width="3" stroke-linecap="round" d="M106 112 Q114 107 122 111 M134 111 Q142 107 150 112"/>')
    o.append(f'  <path fill="none" stroke="#B07E56" stroke-width="2.5" stroke-linecap="round" d="M128 128 Q124 142 130 144"/>')
    o.append(f'  <path fill="#E89A7A" fill-opacity="0.45" d="{circle_path(104, 142, 7)} {circle_path(152, 142, 7)}"/>')
    # the master builder's cap
    o.append(f'  <path fill="#A8402E" stroke="#5C1C14" stroke-width="2.5" d="M86 108 C86 76 106 62 128 62 C150 62 170 76 170 108 C156 98 140 96 128 96 C116 96 100 98 86 108 Z"/>')
    o.append(f'  <path fill="url(#gold)" d="M86 108 C100 98 116 96 128 96 C140 96 156 98 170 108 L170 114 C156 104 140 102 128 102 C116 102 100 104 86 114 Z"/>')
    o.append(f'  <path fill="url(#gold)" stroke="#8C6A1E" stroke-width="1" d="{poly(octagram(128, 78, 9, 22.5))}"/>')
    # his set square, over the shoulder
    o.append(f'  <path fill="url(#gold)" stroke="#8C6A1E" stroke-width="2" stroke-linejoin="round" '
             f'd="M160 244 L160 196 L206 196 L206 206 L170 206 L170 244 Z"/>')
    o.append(f'  <path fill="none" stroke="#8C6A1E" stroke-width="1.5" d="M176 196 V202 M186 196 V202 M196 196 V202 M160 216 H166 M160 226 H166"/>')
    return "\n".join(o)


if __name__ == "__main__":
    svg("piece-bag.svg", 256, 256, bag(), "the building bag (the app writes the count on its star)")
    svg("dirk.svg", 256, 256, dirk(), "Dirk, the neutral builder of the two-player game")

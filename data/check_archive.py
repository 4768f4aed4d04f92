#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Checks the built data archive: every entry the app relies on is there and well formed.

usage: check_archive.py ARCHIVE VERSION [--music]
  --music  the build had an Ogg Vorbis encoder, so music/courtyard.ogg must be there too
"""
import io
import re
import sys
import wave
import xml.etree.ElementTree as ET
import zipfile

EMBLEMS = ["pavilion", "seraglio", "arcades", "chambers", "garden", "tower"]
CURRENCIES = ["denar", "dirham", "ducat", "florin"]
SOUNDS = ["coin", "pay", "tile", "score", "click", "error", "turn", "shuffle", "end"]

# name -> (width, height) of the viewBox the app helpers count on.
SVG_SIZES = {f"gfx/emblem-{e}.svg": (256, 256) for e in EMBLEMS}
SVG_SIZES.update({f"gfx/currency-{c}.svg": (256, 256) for c in CURRENCIES})
# The tiles' illustrations: TILE_DRAWINGS (src/app/draw_tile.h) per building type.
TILE_DRAWINGS = 4
SVG_SIZES.update({f"gfx/building-{e}-{n}.svg": (256, 256) for e in EMBLEMS for n in range(1, TILE_DRAWINGS + 1)})
SVG_SIZES.update({f"gfx/card-{c}.svg": (180, 260) for c in CURRENCIES})
CHARACTERS = ["entertainer", "beggar", "patron", "miser", "master-builder", "trader", "wise-man", "dancer",
              "moneychanger", "city-watch"]
SVG_SIZES.update({f"gfx/character-{c}.svg": (256, 256) for c in CHARACTERS})
SVG_SIZES.update({
    "gfx/piece-bag.svg": (256, 256), "gfx/dirk.svg": (256, 256),
    "gfx/fountain.svg": (256, 256), "gfx/zellige.svg": (256, 256),
    "gfx/table-bg.svg": (256, 256), "gfx/logo.svg": (1024, 256), "gfx/icon.svg": (512, 512),
    "gfx/scoring-card.svg": (180, 260), "gfx/card-back.svg": (180, 260),
})
REQUIRED = sorted(list(SVG_SIZES) + [f"sfx/{s}.wav" for s in SOUNDS] + [
    "fonts/ui.ttf", "fonts/ui-bold.ttf", "fonts/title.ttf", "fonts/LICENSE-DejaVu.txt", "VERSION"])

# nanosvg (SDL2_image 2.6) draws none of these; a file using them would render wrong in game.
FORBIDDEN_TAGS = {"text", "use", "clipPath", "mask", "pattern", "image", "filter", "foreignObject"}
SINGLE_INK = ({f"gfx/emblem-{e}.svg" for e in EMBLEMS} | {f"gfx/currency-{c}.svg" for c in CURRENCIES}
              | {"gfx/bag.svg"})
INK = "#2b2118"
COLOUR = re.compile(r"#[0-9a-fA-F]{3,6}\b")

failures = []


def fail(message):
    failures.append(message)
    print("FAIL", message)


def local(tag):
    return tag.rsplit("}", 1)[-1]


def check_svg(name, payload):
    try:
        root = ET.fromstring(payload)
    except ET.ParseError as e:
        fail(f"{name}: not well-formed XML ({e})")
        return
    if local(root.tag) != "svg":
        fail(f"{name}: root element is {local(root.tag)}, not svg")
    box = root.get("viewBox", "").replace(",", " ").split()
    want = SVG_SIZES.get(name)
    if len(box) != 4:
        fail(f"{name}: has no viewBox")
    elif want and (float(box[2]), float(box[3])) != want:
        fail(f"{name}: viewBox is {box[2]}x{box[3]}, expected {want[0]}x{want[1]}")
    for el in root.iter():
        tag = local(el.tag)
        if tag in FORBIDDEN_TAGS:
            fail(f"{name}: uses <{tag}>, which nanosvg does not render")
        if "clip-path" in el.attrib or "clip-path" in el.get("style", ""):
            fail(f"{name}: uses clip-path, which nanosvg ignores")
        if tag == "linearGradient" and el.get("gradientUnits") != "userSpaceOnUse":
            for coord in ("x1", "y1", "x2", "y2"):
                value = el.get(coord)
                if value is not None and not value.endswith("%"):
                    fail(f"{name}: gradient {el.get('id')} {coord}={value!r} must be a percentage")
    if name in SINGLE_INK:
        colours = {c.lower() for c in COLOUR.findall(payload.decode("utf-8"))}
        if colours - {INK}:
            fail(f"{name}: must use only the ink {INK} (so the app can tint it), found {sorted(colours)}")


def check_wav(name, payload):
    try:
        with wave.open(io.BytesIO(payload)) as w:
            rate, width, channels, frames = (w.getframerate(), w.getsampwidth(),
                                             w.getnchannels(), w.getnframes())
            data = w.readframes(frames)
    except (wave.Error, EOFError) as e:
        fail(f"{name}: not a readable WAV ({e})")
        return
    if (rate, width) != (44100, 2):
        fail(f"{name}: {rate} Hz {8 * width}-bit, expected 44100 Hz 16-bit")
        return
    seconds = frames / rate
    if not 0.02 <= seconds <= 3.0:
        fail(f"{name}: lasts {seconds:.2f} s; effects should be short")
    samples = memoryview(data).cast("h")
    peak = max(abs(s) for s in samples) / 32767 if len(samples) else 0.0
    if not 0.2 <= peak <= 0.9:
        fail(f"{name}: peak {peak:.2f} is outside the normalised range 0.2..0.9")


def check_music(name, payload):
    # An Ogg page starts with "OggS"; the first packet of a Vorbis stream names the codec.
    if payload[:4] != b"OggS" or b"\x01vorbis" not in payload[:64]:
        fail(f"{name}: not an Ogg Vorbis file")
    elif len(payload) < 20000:
        fail(f"{name}: only {len(payload)} bytes; the loop is missing or cut short")


def main(path, version, music=False):
    try:
        archive = zipfile.ZipFile(path)
    except (OSError, zipfile.BadZipFile) as e:
        sys.exit(f"FAIL {path}: cannot open as zip ({e})")
    with archive:
        names = set(archive.namelist())
        required = REQUIRED + (["music/courtyard.ogg"] if music else [])
        for name in required:
            if name not in names:
                fail(f"missing entry {name}")
        bad = archive.testzip()
        if bad:
            fail(f"corrupt entry {bad}")
        for info in archive.infolist():
            if info.date_time != (2020, 1, 1, 0, 0, 0):
                fail(f"{info.filename}: timestamp {info.date_time} is not the fixed one")
        if "VERSION" in names:
            got = archive.read("VERSION").decode("utf-8").strip()
            if got != version:
                fail(f"VERSION says {got!r}, the project is {version!r}")
        for name in sorted(names):
            if name.endswith(".svg"):
                check_svg(name, archive.read(name))
            elif name.endswith(".wav"):
                check_wav(name, archive.read(name))
            elif name.endswith(".ogg"):
                check_music(name, archive.read(name))
            elif name.endswith(".ttf") and not archive.read(name)[:4] in (b"\0\1\0\0", b"true"):
                fail(f"{name}: not a TrueType font")
        print(f"{len(names)} entries, {len(required)} required, {len(failures)} problem(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    args = sys.argv[1:]
    want_music = "--music" in args
    args = [a for a in args if a != "--music"]
    if len(args) != 2:
        sys.exit(__doc__.strip().split("\n", 2)[2])
    sys.exit(main(args[0], args[1], want_music))

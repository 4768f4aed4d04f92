#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Synthesises the game's sound effects as 44.1 kHz 16-bit mono WAV files, standard library only.

Every sound is built from a few simple voices (decaying sines with inharmonic partials for metal
and bells, Karplus-Strong strings for the oud-like pluck, filtered noise for wood and paper).
A fixed-seed generator drives all randomness, so each run writes byte-identical files.

usage: gen_sfx.py OUTDIR [NAME...]     (no NAME: write all of them)
       gen_sfx.py --music OUT.wav       (the background loop; the build encodes it to Ogg Vorbis)
"""
import math
import os
import struct
import sys
import wave

RATE = 44100


class Noise:
    """xorshift32: tiny, fast and the same on every Python, unlike relying on library internals."""

    def __init__(self, seed):
        self.state = (seed * 2654435761) & 0xFFFFFFFF or 1

    def next(self):
        x = self.state
        x ^= (x << 13) & 0xFFFFFFFF
        x ^= x >> 17
        x ^= (x << 5) & 0xFFFFFFFF
        self.state = x
        return x / 2147483648.0 - 1.0  # -1 .. 1


def silence(seconds):
    return [0.0] * int(seconds * RATE)


def mix_into(buffer, sound, at_seconds, gain=1.0):
    """Adds sound into buffer starting at at_seconds, growing buffer when needed."""
    start = int(at_seconds * RATE)
    end = start + len(sound)
    if end > len(buffer):
        buffer.extend([0.0] * (end - len(buffer)))
    for i, s in enumerate(sound):
        buffer[start + i] += s * gain


def tail_fade(out, seconds=0.03):
    """Fades the last moments of a voice so a cut-off ring never clicks."""
    n = min(len(out), int(seconds * RATE))
    for i in range(n):
        out[-1 - i] *= i / n
    return out


def partials(freq, seconds, spec, attack=0.002):
    """Sum of decaying sines. spec: (ratio, amplitude, decay time constant in seconds)."""
    n = int(seconds * RATE)
    out = [0.0] * n
    for ratio, amp, tau in spec:
        if freq * ratio > 0.4 * RATE:
            continue  # above ~17 kHz a partial would only alias back as a whistle
        w = 2.0 * math.pi * freq * ratio / RATE
        k = math.exp(-1.0 / (tau * RATE))
        env = amp
        for i in range(n):
            out[i] += env * math.sin(w * i)
            env *= k
    ramp = max(1, int(attack * RATE))
    for i in range(min(ramp, n)):
        out[i] *= i / ramp
    return tail_fade(out)


def metal_ping(freq, seconds=0.35, brightness=1.0):
    """A small coin: a bright fundamental with the inharmonic partials of a thin disc."""
    return partials(freq, seconds, [
        (1.0, 1.0, 0.09), (2.76, 0.55 * brightness, 0.05), (5.40, 0.30 * brightness, 0.03),
        (8.93, 0.15 * brightness, 0.02)])


def bell(freq, seconds=0.9):
    """A soft bell: near-harmonic partials with a long, warm fundamental."""
    return partials(freq, seconds, [
        (1.0, 1.0, 0.35), (2.0, 0.45, 0.22), (3.01, 0.22, 0.12), (4.17, 0.12, 0.08),
        (0.5, 0.20, 0.40)], attack=0.004)


def pluck(freq, seconds, seed, brightness=0.5, release=0.25):
    """Karplus-Strong string: a noise burst in a delay line with a gentle averaging filter."""
    rng = Noise(seed)
    # the two-tap average adds half a sample of delay; take it off so chords stay in tune
    period = max(2, int(round(RATE / freq - 0.5)))
    line = [rng.next() for _ in range(period)]
    # Soften the excitation so the pluck sounds like gut strings, not steel.
    for _ in range(2):
        line = [(line[i] + line[i - 1]) * 0.5 for i in range(period)]
    n = int(seconds * RATE)
    out = [0.0] * n
    damping = 0.996
    a = 0.5 + 0.5 * brightness * 0.2
    for i in range(n):
        j = i % period
        cur = line[j]
        out[i] = cur
        line[j] = damping * (a * cur + (1.0 - a) * line[j - 1])
    return tail_fade(out, release)


def filtered_noise(seconds, seed, cutoff, decay, attack=0.001):
    """Noise through a one-pole low-pass, with an exponential decay."""
    rng = Noise(seed)
    n = int(seconds * RATE)
    alpha = 1.0 - math.exp(-2.0 * math.pi * cutoff / RATE)
    k = math.exp(-1.0 / (decay * RATE))
    out = [0.0] * n
    y = 0.0
    env = 1.0
    ramp = max(1, int(attack * RATE))
    for i in range(n):
        y += alpha * (rng.next() - y)
        out[i] = y * env * min(1.0, i / ramp)
        env *= k
    return out


def highpass(sound, cutoff):
    """One-pole high-pass, to keep papery noises out of the bass."""
    alpha = math.exp(-2.0 * math.pi * cutoff / RATE)
    out = [0.0] * len(sound)
    prev_x = prev_y = 0.0
    for i, x in enumerate(sound):
        prev_y = alpha * (prev_y + x - prev_x)
        prev_x = x
        out[i] = prev_y
    return out


def sine_glide(f0, f1, seconds, tau):
    """A sine whose pitch slides from f0 to f1, decaying with time constant tau."""
    n = int(seconds * RATE)
    out = [0.0] * n
    phase = 0.0
    for i in range(n):
        t = i / n
        f = f0 + (f1 - f0) * t
        phase += 2.0 * math.pi * f / RATE
        out[i] = math.sin(phase) * math.exp(-i / (tau * RATE))
    return tail_fade(out)


def note(name):
    """Frequency of a note such as 'E3' or 'G#4' (A4 = 440 Hz)."""
    steps = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}
    semis = steps[name[0]]
    rest = name[1:]
    if rest.startswith("#"):
        semis += 1
        rest = rest[1:]
    elif rest.startswith("b"):
        semis -= 1
        rest = rest[1:]
    octave = int(rest)
    return 440.0 * 2.0 ** ((semis + 12 * (octave - 4)) / 12.0)


# ---- the sounds ---------------------------------------------------------------------------------

def sfx_coin():
    """Money taken: the cards swept up from the display (a soft papery slide), then one light
    clink as they join the hand; unlike paying, which is a cascade of coins."""
    out = silence(0.46)
    slide = highpass(filtered_noise(0.16, 71, 3800.0, 0.07, attack=0.03), 700.0)
    mix_into(out, slide, 0.0, 0.9)
    mix_into(out, highpass(filtered_noise(0.05, 72, 5000.0, 0.012), 900.0), 0.12, 0.5)
    mix_into(out, metal_ping(2637.0, 0.3, 0.8), 0.15, 0.55)
    return out, 0.5


def sfx_pay():
    """Coins paid: a short cascade of four clinks settling onto the table."""
    out = silence(0.6)
    pitches = [3520.0, 2960.0, 3322.0, 2794.0]
    for i, f in enumerate(pitches):
        t = 0.0 + 0.055 * i + 0.012 * (i % 2)
        mix_into(out, metal_ping(f, 0.28, 0.7), t, 0.75 - 0.12 * i)
        mix_into(out, filtered_noise(0.015, 20 + i, 5000.0, 0.003), t, 0.15)
    return out, 0.5


def sfx_tile():
    """Tile laid: a muted wooden knock, a low body and a short clack on top."""
    out = silence(0.22)
    mix_into(out, sine_glide(190.0, 140.0, 0.2, 0.045), 0.0, 1.0)
    mix_into(out, partials(620.0, 0.12, [(1.0, 1.0, 0.018), (2.3, 0.4, 0.01)]), 0.0, 0.45)
    mix_into(out, filtered_noise(0.08, 3, 1800.0, 0.012), 0.0, 0.8)
    return out, 0.6


def sfx_score():
    """Scoring round: an oud-like strum of F major resolving to E major, the Andalusian cadence."""
    out = silence(1.9)
    first = ["F2", "C3", "F3", "A3", "C4"]
    second = ["E2", "B2", "E3", "G#3", "B3", "E4"]
    for i, n in enumerate(first):
        # damped by the hand as the second chord is struck, so F and E never ring together
        mix_into(out, pluck(note(n), 0.5 - 0.028 * i, 100 + i, release=0.1), 0.028 * i, 0.42)
    for i, n in enumerate(second):
        mix_into(out, pluck(note(n), 1.3, 200 + i), 0.42 + 0.03 * i, 0.45)
    mix_into(out, bell(note("E5"), 1.2), 0.6, 0.12)
    return out, 0.6


def sfx_click():
    """UI click: a tiny soft tick, more felt than heard."""
    out = silence(0.04)
    mix_into(out, partials(1400.0, 0.035, [(1.0, 1.0, 0.006), (2.1, 0.3, 0.004)], attack=0.0005),
             0.0, 1.0)
    mix_into(out, filtered_noise(0.01, 7, 4000.0, 0.002, attack=0.0003), 0.0, 0.3)
    return out, 0.35


def sfx_error():
    """Soft refusal: two low, round notes stepping down a semitone (not a buzzer)."""
    out = silence(0.42)
    voice = [(1.0, 1.0, 0.12), (2.0, 0.2, 0.06), (3.0, 0.06, 0.04)]
    mix_into(out, partials(note("B3"), 0.2, voice, attack=0.006), 0.0, 0.9)
    mix_into(out, partials(note("A#3"), 0.3, voice, attack=0.006), 0.13, 1.0)
    return out, 0.4


def sfx_turn():
    """Your turn: a two-note bell rising a fourth, clear but gentle."""
    out = silence(1.1)
    mix_into(out, bell(note("B5"), 0.8), 0.0, 0.7)
    mix_into(out, bell(note("E6"), 1.0), 0.16, 0.8)
    return out, 0.45


def sfx_shuffle():
    """Shuffle: a riffle of cards, short papery flicks speeding up, then a soft squaring tap."""
    out = silence(0.7)
    rng = Noise(42)
    t = 0.0
    gap = 0.032
    i = 0
    while t < 0.5:
        flick = highpass(filtered_noise(0.018, 300 + i, 5200.0, 0.005), 900.0)
        mix_into(out, flick, t, 0.7 + 0.3 * abs(rng.next()))
        t += gap * (0.8 + 0.4 * abs(rng.next()))
        gap = max(0.012, gap * 0.93)
        i += 1
    mix_into(out, filtered_noise(0.09, 999, 900.0, 0.02), 0.55, 1.0)
    return out, 0.45


def sfx_end():
    """The end of the game: the Andalusian cadence strummed and resolved to a bright A major
    (Am, G, F, E, then A with its major third), bells on the last chord, a frame-drum roll."""
    out = silence(2.9)
    chords = [["A2", "E3", "A3", "C4", "E4"], ["G2", "D3", "G3", "B3", "D4"],
              ["F2", "C3", "F3", "A3", "C4"], ["E2", "B2", "E3", "G#3", "B3", "E4"]]
    t = 0.0
    for k, chord in enumerate(chords):
        for i, n in enumerate(chord):
            mix_into(out, pluck(note(n), 0.42, 400 + 10 * k + i, release=0.12), t + 0.022 * i, 0.34)
        t += 0.26
    final = ["A2", "E3", "A3", "C#4", "E4", "A4"]
    for i, n in enumerate(final):
        mix_into(out, pluck(note(n), 1.6, 500 + i, brightness=1.0), t + 0.03 * i, 0.42)
    mix_into(out, bell(note("A5"), 1.4), t + 0.05, 0.16)
    mix_into(out, bell(note("C#6"), 1.3), t + 0.2, 0.12)
    mix_into(out, bell(note("E6"), 1.2), t + 0.35, 0.12)
    for k in range(6):   # the drum: quickening taps into the last chord
        mix_into(out, sine_glide(110.0, 72.0, 0.3, 0.07), t - 0.3 + 0.06 * k * (1 - 0.08 * k), 0.16 + 0.03 * k)
    return out, 0.6


# ---- the background loop ------------------------------------------------------------------------

MUSIC_BPM = 68


def semitones(name, steps):
    return note(name) * 2.0 ** (steps / 12.0)


def music_courtyard():
    """A quiet loop for the table: oud-like arpeggios over the Andalusian cadence (Am G F E),
    a plucked melody in the second half, a soft frame drum on each bar. Seamless: the tails that
    ring past the end are folded back onto the start."""
    beat = 60.0 / MUSIC_BPM
    bar = 4 * beat
    chords = [("A2", ["A3", "C4", "E4"]), ("G2", ["G3", "B3", "D4"]),
              ("F2", ["F3", "A3", "C4"]), ("E2", ["E3", "G#3", "B3"])] * 2
    patterns = ([0, 1, 2, 1, 3, 2, 1, 2], [0, 2, 3, 2, 1, 2, 3, 1])
    melody = {  # bar: [(beat, note, length in beats)]
        4: [(0, "E5", 1.5), (1.5, "F5", 0.5), (2, "E5", 1), (3, "C5", 1)],
        5: [(0, "D5", 1.5), (1.5, "C5", 0.5), (2, "B4", 2)],
        6: [(0, "C5", 1), (1, "A4", 1), (2, "B4", 0.5), (2.5, "C5", 0.5), (3, "A4", 1)],
        7: [(0, "G#4", 2), (2, "A4", 0.5), (2.5, "B4", 0.5), (3, "E4", 1)],
    }
    loop = int(len(chords) * bar * RATE)
    out = [0.0] * (loop + 4 * RATE)
    rng = Noise(1492)
    seed = 1000

    def jitter():
        return 0.008 * rng.next()

    for b, (root, triad) in enumerate(chords):
        t0 = b * bar
        seed += 1
        mix_into(out, pluck(note(root), 3.0, seed, release=0.6), t0 + 0.004, 0.55)
        mix_into(out, pluck(note(root) * 2.0, 1.6, seed + 50, release=0.4), t0 + 2 * beat + jitter(), 0.28)
        voices = [note(n) for n in triad] + [note(triad[0]) * 2.0]
        for k, idx in enumerate(patterns[b // 4]):
            seed += 1
            gain = (0.30 if k % 2 == 0 else 0.22) * (1.0 + 0.12 * rng.next())
            mix_into(out, pluck(voices[idx], 1.4, seed, release=0.4), t0 + k * beat / 2 + jitter(), gain)
        for start, name, length in melody.get(b, []):
            seed += 1
            t = t0 + start * beat + jitter()
            dur = max(0.6, length * beat + 0.5)
            # two strings a few cents apart, like a doubled course on an oud
            mix_into(out, pluck(note(name), dur, seed, brightness=1.0, release=0.3), t, 0.36)
            mix_into(out, pluck(semitones(name, 0.06), dur, seed + 7, brightness=1.0, release=0.3), t + 0.006, 0.24)
        # frame drum: a low "doum" on one, a light "tek" on the and of two and on four
        mix_into(out, sine_glide(105.0, 68.0, 0.35, 0.09), t0, 0.2)
        for tb in (1.5, 3.0):
            tek = highpass(filtered_noise(0.05, seed + 900, 4000.0, 0.008), 1500.0)
            mix_into(out, tek, t0 + tb * beat + jitter(), 0.06)
    for i in range(len(out) - loop):
        out[i] += out[loop + i]
    return out[:loop], 0.6


def finish_loop(samples, ceiling, rms_target=0.07):
    """Like finish(), but with no fades, since the ends must meet when looped. Plucks are all
    attack, so the level is set by loudness (RMS) and the few peaks are rounded off softly
    under the ceiling instead of letting them hold the whole loop down."""
    mean = sum(samples) / len(samples)
    samples = [s - mean for s in samples]
    rms = math.sqrt(sum(s * s for s in samples) / len(samples)) or 1.0
    gain = rms_target / rms
    return [ceiling * math.tanh(s * gain / ceiling) for s in samples]

SOUNDS = {
    "coin": sfx_coin, "pay": sfx_pay, "tile": sfx_tile, "score": sfx_score,
    "click": sfx_click, "error": sfx_error, "turn": sfx_turn, "shuffle": sfx_shuffle, "end": sfx_end,
}


def finish(samples, peak_target):
    """Removes DC, fades the very ends to avoid clicks, and normalises the peak to peak_target."""
    if not samples:
        return samples
    mean = sum(samples) / len(samples)
    samples = [s - mean for s in samples]
    fade_in = min(len(samples), int(0.001 * RATE))
    fade_out = min(len(samples), int(0.02 * RATE))
    for i in range(fade_in):
        samples[i] *= i / fade_in
    for i in range(fade_out):
        samples[-1 - i] *= i / fade_out
    peak = max(abs(s) for s in samples) or 1.0
    return [s * peak_target / peak for s in samples]


def write_wav(path, samples):
    frames = b"".join(struct.pack("<h", max(-32767, min(32767, int(round(s * 32767)))))
                      for s in samples)
    tmp = path + ".tmp"
    with wave.open(tmp, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)
    os.replace(tmp, path)


def main(argv):
    if len(argv) < 2:
        sys.exit(__doc__.strip().splitlines()[-1])
    if argv[1] == "--music":
        if len(argv) != 3:
            sys.exit("usage: gen_sfx.py --music OUT.wav")
        samples, peak = music_courtyard()
        write_wav(argv[2], finish_loop(samples, peak))
        return 0
    outdir = argv[1]
    names = argv[2:] or sorted(SOUNDS)
    unknown = [n for n in names if n not in SOUNDS]
    if unknown:
        sys.exit(f"gen_sfx: unknown sound(s) {', '.join(unknown)}; known: {', '.join(sorted(SOUNDS))}")
    os.makedirs(outdir, exist_ok=True)
    for name in names:
        samples, peak = SOUNDS[name]()
        write_wav(os.path.join(outdir, name + ".wav"), finish(samples, peak))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

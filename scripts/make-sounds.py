#!/usr/bin/env python3
"""Writes our web client's sound pack: one short WAV file a table sound, synthesised here from sine tones
and seeded noise (no recordings, nothing taken from elsewhere), so the pack is this project's own work under
its licence. The output is the same byte for byte on every run; tests/host/test_room_sounds.py checks that
the committed files are what this script writes.

    python3 scripts/make-sounds.py [OUTPUT_DIR]   (default: playpalace_backgammon/web/static/sounds)
"""

from __future__ import annotations

import math
import random
import struct
import sys
import wave
from collections.abc import Callable, Iterable
from pathlib import Path

RATE = 22050
PEAK = 0.6  # of full scale: room for the player's own volume setting
DEFAULT_OUTPUT = Path(__file__).resolve().parents[1] / "playpalace_backgammon" / "web" / "static" / "sounds"

Samples = list[float]


def silence(seconds: float) -> Samples:
    return [0.0] * int(RATE * seconds)


def tone(freq: float, seconds: float, *, decay: float = 8.0, attack: float = 0.004,
         harmonics: Iterable[tuple[float, float]] = ((1.0, 1.0),)) -> Samples:
    """A struck tone: partials (multiple of ``freq``, weight), a quick attack, an exponential decay."""
    parts = tuple(harmonics)
    total = sum(weight for _, weight in parts)
    out = []
    for n in range(int(RATE * seconds)):
        t = n / RATE
        envelope = min(1.0, t / attack) * math.exp(-decay * t)
        value = sum(weight * math.sin(2 * math.pi * freq * multiple * t) for multiple, weight in parts)
        out.append(envelope * value / total)
    return out


def glide(start: float, end: float, seconds: float, *, decay: float = 4.0) -> Samples:
    """A tone sliding from ``start`` to ``end`` Hz."""
    out, phase = [], 0.0
    count = int(RATE * seconds)
    for n in range(count):
        t = n / RATE
        freq = start + (end - start) * n / count
        phase += 2 * math.pi * freq / RATE
        out.append(min(1.0, t / 0.005) * math.exp(-decay * t) * math.sin(phase))
    return out


def knock(rng: random.Random, seconds: float, body: float, *, decay: float = 45.0) -> Samples:
    """A wooden knock: a burst of seeded noise over a low body tone, dying fast."""
    out = []
    for n in range(int(RATE * seconds)):
        t = n / RATE
        noise = rng.uniform(-1.0, 1.0) * math.exp(-decay * 2.5 * t)
        out.append(math.exp(-decay * t) * (0.55 * math.sin(2 * math.pi * body * t) + 0.45 * noise))
    return out


def mix(*parts: tuple[float, Samples]) -> Samples:
    """Sounds laid over each other, each from its start time (seconds)."""
    length = max(int(start * RATE) + len(samples) for start, samples in parts)
    out = [0.0] * length
    for start, samples in parts:
        offset = int(start * RATE)
        for index, value in enumerate(samples):
            out[offset + index] += value
    return out


def notes(freqs: Iterable[float], step: float, length: float, decay: float = 5.0) -> Samples:
    bell = ((1.0, 1.0), (2.0, 0.35), (3.0, 0.12))
    return mix(*((i * step, tone(f, length, decay=decay, harmonics=bell)) for i, f in enumerate(freqs)))


def roll(rng: random.Random) -> Samples:
    clicks = [(0.03 * i + rng.uniform(0, 0.02), knock(rng, 0.05, rng.uniform(700, 1400), decay=90.0))
              for i in range(9)]
    return mix(*clicks, (0.30, knock(rng, 0.09, 300)), (0.36, knock(rng, 0.08, 340)))


C5, D5, E5, F5, G5, A5, B4, C6, E4, G4, A4 = 523.25, 587.33, 659.25, 698.46, 783.99, 880.0, 493.88, \
    1046.5, 329.63, 392.0, 440.0

MAKERS: dict[str, Callable[[random.Random], Samples]] = {
    "roll": roll,
    "move": lambda rng: knock(rng, 0.12, 420),
    "hit": lambda rng: mix((0.0, knock(rng, 0.1, 260, decay=30.0)),
                           (0.06, knock(rng, 0.14, 190, decay=25.0))),
    "enter": lambda rng: mix((0.0, knock(rng, 0.08, 330)), (0.07, knock(rng, 0.1, 520))),
    "bear-off": lambda rng: mix((0.0, knock(rng, 0.06, 600)), (0.03, tone(C6, 0.3, decay=10.0))),
    "double": lambda rng: notes((G4, D5), 0.12, 0.3),
    "take": lambda rng: notes((C5, E5, G5), 0.07, 0.25, decay=9.0),
    "drop": lambda rng: glide(G4, E4 * 0.75, 0.35),
    "your-turn": lambda rng: notes((A5, A5), 0.12, 0.12, decay=18.0),
    "game-won": lambda rng: notes((C5, E5, G5, C6), 0.1, 0.4),
    "game-lost": lambda rng: notes((G4, F5 / 2 * 1.5, E4 * 1.19), 0.16, 0.45, decay=4.0),
    "match-won": lambda rng: notes((C5, E5, G5, C6, G5, C6), 0.12, 0.6, decay=3.5),
    "match-lost": lambda rng: notes((A4, F5 / 2, E4, A4 / 2), 0.22, 0.6, decay=3.0),
    # The board: high for your checkers, low for the other side's; one tone a blot, two a made point.
    "own-blot": lambda rng: tone(B4 * 2, 0.07, decay=40.0),
    "own-point": lambda rng: mix((0.0, tone(G5, 0.07, decay=40.0)), (0.045, tone(G5, 0.07, decay=40.0))),
    "other-blot": lambda rng: tone(E4, 0.08, decay=35.0, harmonics=((1.0, 1.0), (3.0, 0.3))),
    "other-point": lambda rng: mix((0.0, tone(A4 / 2 * 1.5, 0.08, decay=35.0)),
                                   (0.05, tone(A4 / 2 * 1.5, 0.08, decay=35.0))),
}


def pcm(samples: Samples) -> bytes:
    """16-bit little-endian mono, scaled so the loudest sample is at ``PEAK``, with a 5 ms fade out."""
    loudest = max(abs(value) for value in samples) or 1.0
    fade = int(RATE * 0.005)
    frames = bytearray()
    for index, value in enumerate(samples):
        gain = min(1.0, (len(samples) - index) / fade)
        frames += struct.pack("<h", round(value / loudest * PEAK * gain * 32767))
    return bytes(frames)


def write_pack(output: Path) -> list[Path]:
    output.mkdir(parents=True, exist_ok=True)
    written = []
    for name, make in MAKERS.items():
        path = output / f"{name}.wav"
        with wave.open(str(path), "wb") as file:
            file.setnchannels(1)
            file.setsampwidth(2)
            file.setframerate(RATE)
            file.writeframes(pcm(make(random.Random(name))))
        written.append(path)
    return written


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_OUTPUT
    for path in write_pack(target):
        print(f"{path} {path.stat().st_size} bytes")

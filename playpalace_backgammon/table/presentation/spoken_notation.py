"""Move notation as a listener hears it: "bar/20 13/7*" with its point numbers written in the listener's
digits and its words ("bar", "off") in their language (``bg-notation-point``), the rest (slashes, the hit
mark, a repeat count's brackets) as notation writes it."""

from __future__ import annotations

import re

from ..interface import Composed, Message

_WORD = re.compile(r"bar|off|\d+")


def spoken_notation(text: str) -> Composed:
    """``text`` (a play in standard notation, ours or GNU Backgammon's, or any text whose numbers are
    points or counts, as "24×2, 13×5") as a composed message argument."""
    parts: list[str | Message] = []
    last = 0
    for found in _WORD.finditer(text):
        if found.start() > last:
            parts.append(text[last:found.start()])
        word = found.group()
        parts.append(Message("bg-notation-point", {"point": int(word) if word.isdigit() else word}))
        last = found.end()
    if last < len(text):
        parts.append(text[last:])
    return Composed(tuple(parts))


"""Standard move notation both ways: "24/18 13/8*", "bar/22", "6/off", "13/7*/5", "8/5(2)".

Parsing works against the legal plays: a parsed play is one of ``legal_plays(position, dice)`` or an error
(invalid, illegal or ambiguous), never a move the rules do not allow.
"""

from __future__ import annotations

import re
from collections import Counter

from .errors import AmbiguousPlayError, IllegalPlayError, InvalidNotationError
from .plays import Play, Step, legal_plays
from .position import BAR, OFF, Position

_TOKEN = re.compile(r"^(bar|\d{1,2})((?:/(?:off|\d{1,2})\*?)+)(?:\((\d)\))?$")
_HOP = re.compile(r"/(off|\d{1,2})(\*?)")


def point_name(point: int) -> str:
    """A point as notation writes it: "bar", "off" or the number."""
    if point == BAR:
        return "bar"
    if point == OFF:
        return "off"
    return str(point)


def _chains(steps: tuple[Step, ...]) -> list[list[Step]]:
    """Groups the steps into one chain per checker moved, in order."""
    chains: list[list[Step]] = []
    for step in steps:
        for chain in chains:
            last = chain[-1]
            if last.target == step.source and last.target != OFF:
                chain.append(step)
                break
        else:
            chains.append([step])
    return chains


def _chain_text(chain: list[Step]) -> str:
    parts = [point_name(chain[0].source)]
    for index, step in enumerate(chain):
        final = index == len(chain) - 1
        if final or step.hit:
            parts.append(point_name(step.target) + ("*" if step.hit else ""))
    return "/".join(parts)


def format_play(play: Play) -> str:
    """The play in standard notation, highest source first, identical moves counted as "(n)"."""
    chains = sorted(_chains(play.steps), key=lambda c: (-c[0].source, -c[-1].target))
    counts = Counter(_chain_text(chain) for chain in chains)
    words = []
    for chain in chains:
        text = _chain_text(chain)
        if text not in counts:
            continue
        number = counts.pop(text)
        words.append(f"{text}({number})" if number > 1 else text)
    return " ".join(words)


def _point(word: str, *, source: bool) -> int:
    if word == "bar":
        return BAR
    if word == "off":
        return OFF
    value = int(word)
    if source and value == BAR:
        return BAR
    if not 1 <= value <= 24:
        raise InvalidNotationError("bad-point", f"there is no point {value}", point=value)
    return value


def parse_play(text: str, position: Position, dice: tuple[int, int]) -> Play:
    """The legal play that ``text`` names; raises InvalidNotation-, IllegalPlay- or AmbiguousPlayError."""
    words = text.lower().replace(",", " ").split()
    if not words:
        raise InvalidNotationError("empty", "no moves were given")
    delta = [0] * 26
    marked_hits: set[int] = set()
    landings: set[int] = set()
    for word in words:
        match = _TOKEN.match(word)
        if not match:
            raise InvalidNotationError("bad-move", f"{word!r} is not a move", word=word)
        repeat = int(match.group(3) or 1)
        if not 1 <= repeat <= 4:
            raise InvalidNotationError("bad-repeat", f"{word!r} repeats a move {repeat} times", word=word)
        source = _point(match.group(1), source=True)
        hops = _HOP.findall(match.group(2))
        current = source
        for index, (name, star) in enumerate(hops):
            target = _point(name, source=False)
            if target == OFF and index != len(hops) - 1:
                raise InvalidNotationError("bad-move", f"{word!r} goes on after bearing off", word=word)
            if target >= current:
                raise InvalidNotationError("backwards", f"{word!r} moves backwards", word=word)
            if star:
                marked_hits.add(target)
            if index != len(hops) - 1:
                landings.add(target)
            current = target
        delta[source] -= repeat
        delta[current] += repeat
    wanted = tuple(a + b for a, b in zip(position.mover, delta, strict=True))
    candidates = [play for play in legal_plays(position, dice) if play.result.mover == wanted]
    exact = [p for p in candidates if {s.target for s in p.steps if s.hit} == marked_hits]
    if marked_hits or (len(candidates) > 1 and exact):
        # Hits marked are hits meant; with none marked, a play that hits nothing is preferred.
        candidates = exact
    if len(candidates) > 1 and landings:
        candidates = [p for p in candidates if landings <= {s.target for s in p.steps}]
    if not candidates:
        raise IllegalPlayError("illegal", f"{text!r} is not a legal play of {dice[0]}-{dice[1]}", text=text)
    if len(candidates) > 1:
        raise AmbiguousPlayError(
            "ambiguous", f"{text!r} could mean {len(candidates)} different plays", text=text,
            options=[format_play(p) for p in candidates],
        )
    return candidates[0]

"""Helpers for money-play tests of the rules core: a session started on given dice, and a play made."""

from __future__ import annotations

from playpalace_backgammon.rules import Match, MatchOptions, ReplayDice, SeededDice, events
from playpalace_backgammon.rules import commands as c


def money(dice: list[int], **options: object) -> tuple[Match, ReplayDice]:
    """A money session (length 0) with ``options``, its first game started on ``dice``."""
    match = Match(MatchOptions(0, **options))  # type: ignore[arg-type]
    source = ReplayDice(dice)
    match.apply(c.StartGame(), source)
    return match, source


def play_first(match: Match, dice: ReplayDice | SeededDice) -> list[events.Event]:
    """The player on turn makes the first legal play of their roll."""
    assert match.turn is not None
    play = match.legal_plays()[0]
    return match.apply(c.Move(match.turn, tuple((s.source, s.target) for s in play.steps)), dice)

"""A self-play match between two random players, printed in standard notation (a quick look at the rules)."""

from __future__ import annotations

import random
import secrets
from typing import TextIO

from .rules import Match, MatchOptions, Phase, SeededDice, commands, events, format_play


def run_demo(*, seed: int | None, length: int, out: TextIO) -> Match:
    """Plays a whole match to ``length`` and writes one line per event to ``out``."""
    seed = secrets.randbelow(2**32) if seed is None else seed
    dice = SeededDice(seed)
    chooser = random.Random(seed)
    match = Match(MatchOptions(length))
    out.write(f"Self-play, match to {length}, seed {seed}\n")
    command: commands.Command = commands.StartGame()
    while True:
        for event in match.apply(command, dice):
            line = _describe(event)
            if line:
                out.write(line + "\n")
        if match.phase is Phase.MATCH_OVER:
            return match
        if match.phase is Phase.GAME_OVER:
            command = commands.StartGame()
        elif match.phase is Phase.AWAITING_ROLL:
            assert match.turn is not None
            command = commands.Roll(match.turn)
        else:
            assert match.turn is not None
            play = chooser.choice(match.legal_plays())
            command = commands.Move(match.turn, tuple((s.source, s.target) for s in play.steps))


def _describe(event: events.Event) -> str:
    name = {0: "White", 1: "Red"}
    match event:
        case events.GameStarted(number=number):
            return f"Game {number}"
        case events.DiceRolled(player=player, dice=(a, b)):
            return f"  {name[player]} rolls {a}-{b}"
        case events.Moved(play=play):
            return f"    {format_play(play)}"
        case events.NoLegalPlay():
            return "    (no legal play)"
        case events.GameWon(winner=winner, kind=kind, points=points, score=score):
            kind_name = kind.name.lower()
            return f"{name[winner]} wins a {kind_name} for {points} point(s); score {score[0]}-{score[1]}"
        case events.MatchWon(winner=winner):
            return f"{name[winner]} wins the match"
    return ""

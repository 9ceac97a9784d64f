"""The match as an SGF file (Smart Game Format, ``GM[6]`` backgammon), as GNU Backgammon saves matches.

One game tree a game. Its root holds the match information: ``MI[length:n][game:i][ws:a][bs:b]`` (the game's
index from 0 and the score before it, White first), the players (``PW`` seat 0, ``PB`` seat 1), the date
(``DT``, first game), the rules (``RU[Crawford]``, ``RU[Crawford:CrawfordGame]`` for the Crawford game; a
money session is ``length:0`` with ``RU[Jacoby]`` when the Jacoby rule applies, else no ``RU``), the cube as
the game starts (``CV[1]`` value, ``CO[c]`` centred; in money play ``CV`` holds the automatic doubles) and
the result (``RE[W+2]``; an ``R`` after the points for a resignation). Each action is a node: ``;W[63mjmg]``
a roll and its moves (each move as two points, ``a``-``x`` for the points counted from White's 1 and from
Black's 24, ``y`` the bar, ``z`` off), ``;B[double]``, ``;W[take]``, ``;W[drop]``
(a beaver: ``[double]`` by the player doubled; a raccoon: ``[double]`` by the doubler again, then the
beaverer's ``[take]`` or ``[drop]``); dice rolled before a resignation are ``;PL[W]DI[54]``. The quadruple
rule has no SGF form: a game it scored four times the cube has that in its ``RE``, gnubg scores it three.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from ..rules import BAR, OFF, Step
from .match_record import (
    CubeAction,
    CubeKind,
    ForfeitEnding,
    GameRecord,
    MatchRecord,
    ResignAnswer,
    ResignOffer,
    Turn,
)

APPLICATION = "PlayPalace Backgammon"
_COLOUR = ("W", "B")


def _escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace("]", "\\]")


def _point(player: int, point: int) -> str:
    if point == BAR:
        return "y"
    if point == OFF:
        return "z"
    return chr(ord("a") + (point - 1 if player == 0 else 24 - point))


def _moves(player: int, steps: Sequence[Step]) -> str:
    return "".join(_point(player, step.source) + _point(player, step.target) for step in steps)


def _dice(dice: tuple[int, int]) -> str:
    return f"{max(dice)}{min(dice)}"


def _root(record: MatchRecord, game: GameRecord | ForfeitEnding, index: int,
          forfeit: ForfeitEnding | None = None) -> str:
    white, black = game.score_before
    parts = [
        "(;FF[4]GM[6]CA[UTF-8]", f"AP[{APPLICATION}]",
        f"MI[length:{record.length}][game:{index}][ws:{white}][bs:{black}]",
        f"PW[{_escape(record.names[0])}]PB[{_escape(record.names[1])}]",
    ]
    if index == 0 and record.started_at is not None:
        parts.append(f"DT[{time.strftime('%Y-%m-%d', time.gmtime(record.started_at))}]")
    if record.money:
        parts.append("RU[Jacoby]" if record.jacoby else "")
    else:
        parts.append("RU[Crawford:CrawfordGame]" if game.crawford else "RU[Crawford]")
    parts.append(f"CV[{game.cube_start if isinstance(game, GameRecord) else 1}]CO[c]")
    result = game.result if isinstance(game, GameRecord) else None
    if result is not None:
        parts.append(f"RE[{_COLOUR[result.winner]}+{result.points}{'R' if result.resigned else ''}]")
    elif forfeit is not None:  # the match given up: the loser resigns the game
        parts.append(f"RE[{_COLOUR[forfeit.winner]}+{forfeit.points}R]")
    return "".join(parts)


def _nodes(game: GameRecord) -> list[str]:
    nodes = []
    actions = game.actions
    for index, action in enumerate(actions):
        match action:
            case Turn(player, dice, steps):
                nodes.append(f";{_COLOUR[player]}[{_dice(dice)}{_moves(player, steps)}]")
            case CubeAction(player, CubeKind.BEAVER | CubeKind.RACCOON):
                nodes.append(f";{_COLOUR[player]}[double]")  # redoubled at once: a beaver or a raccoon
            case CubeAction(player, kind):
                nodes.append(f";{_COLOUR[player]}[{kind.value}]")
            case ResignOffer(player, _kind, _points, dice) if dice is not None:
                answer = actions[index + 1] if index + 1 < len(actions) else None
                if isinstance(answer, ResignAnswer) and answer.accepted:
                    nodes.append(f";PL[{_COLOUR[player]}]DI[{_dice(dice)}]")
    return nodes


def write_sgf(record: MatchRecord) -> str:
    """The match as SGF text (a match in progress: up to its last action)."""
    trees = []
    endings = {ending.game: ending for ending in record.forfeit_endings()}
    for index, game in enumerate(record.games):
        ending = endings.pop(game.number, None)
        nodes = _nodes(game)
        forfeited_here = index == len(record.games) - 1 and game.result is not None and game.result.resigned \
            and not any(isinstance(action, ResignOffer) for action in game.actions)
        if (ending is not None or forfeited_here) and record.forfeit is not None \
                and record.forfeit.dice is not None:
            nodes.append(f";PL[{_COLOUR[record.forfeit.loser]}]DI[{_dice(record.forfeit.dice)}]")
        trees.append(_root(record, game, index, ending) + "\n" + "".join(node + "\n" for node in nodes) + ")")
    for index, ending in enumerate(endings.values(), len(record.games)):
        # Games the loser resigns at once, until the winner has the match (gnubg has no forfeit).
        trees.append(_root(record, ending, index, ending) + "\n)")
    return "\n".join(trees) + "\n"


def _unplayed_dice(record: MatchRecord) -> dict[int, str]:
    """Each game's node for the dice rolled and not played before it was resigned (or given up), by the
    game's index from 0."""
    found = {}
    for index, game in enumerate(record.games):
        for at, action in enumerate(game.actions):
            answer = game.actions[at + 1] if at + 1 < len(game.actions) else None
            if isinstance(action, ResignOffer) and action.dice is not None \
                    and isinstance(answer, ResignAnswer) and answer.accepted:
                found[index] = f";PL[{_COLOUR[action.player]}]DI[{_dice(action.dice)}]"
    forfeit = record.forfeit
    if forfeit is not None and forfeit.dice is not None and record.games and record.games[-1].result is None:
        found[len(record.games) - 1] = f";PL[{_COLOUR[forfeit.loser]}]DI[{_dice(forfeit.dice)}]"
    return found


def with_unplayed_dice(sgf: str, record: MatchRecord) -> str:
    """GNU Backgammon's SGF of ``record`` (its analysis, made from the .mat file, which leaves them out)
    with the dice rolled before each resignation put back as in our own SGF: a node at the end of that
    game's tree. Property values are skipped whole (brackets, escapes), so no text inside them is taken
    for the end of a tree."""
    nodes = _unplayed_dice(record)
    if not nodes:
        return sgf
    out: list[str] = []
    depth, game, start, index, inside = 0, -1, 0, 0, False
    while index < len(sgf):
        char = sgf[index]
        if inside:
            if char == "\\":
                index += 1
            elif char == "]":
                inside = False
        elif char == "[":
            inside = True
        elif char == "(":
            depth += 1
            if depth == 1:
                game += 1
        elif char == ")":
            if depth == 1 and game in nodes:
                out.append(sgf[start:index].rstrip("\n") + "\n" + nodes[game] + "\n")
                start = index
            depth -= 1
        index += 1
    out.append(sgf[start:])
    return "".join(out)

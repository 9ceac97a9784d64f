"""The Jellyfish .mat match file, laid out as GNU Backgammon writes it, which GNU Backgammon, XG and
BGBlitz import.

A header of XG-style comments (``; [Tag "value"]``: players, date and time, Crawford, cube limit), the
match length, then one block a game: `` Game n``, both names with the score before the game, and numbered
rows with seat 0 in the left column and seat 1 in the right. An entry is a roll and its moves
(``"63: 11/5 8/5"``: 25 the bar, 0 off, ``*`` a hit, one move a die, highest point first), `` Doubles =>
n``, `` Takes`` or `` Drops``; the winner's ``Wins n points`` stands under their column. The columns,
paddings, line breaks and move order are GNU Backgammon's own: it exports our files again byte for byte.

A money session is a "0 point match" (GNU Backgammon's own form); its rules are the tags ``Jacoby`` and
``Beaver`` (and ``Raccoon`` when raccoons are allowed), which the format does not define: an importer
applies its own settings. A beaver is `` Beavers => n`` in the beaverer's column; the doubler's take of it
is not written when the doubler's roll follows (the roll says it), and is before a resignation; a drop is.
A raccoon is `` Raccoons => n`` in the doubler's column, as GNU Backgammon's import reads it (one more
double of the same exchange); the beaverer's take or drop of it is always written (gnubg infers no take
after a raccoon).

The quadruple rule (tag ``Quadruple "On"``) has no form GNU Backgammon applies: a game won with it is
written as played, its ``Wins`` line saying the four times the cube it scored, and every following game
starts from the true score; gnubg itself scores that game a backgammon, three times the cube.
Automatic doubles have no form: the cube they raised is missing from the file (GNU Backgammon's own
export has the same loss).

A resignation is its ``Wins`` line; a declined offer leaves no trace, as the format has none. Dice rolled
before a resignation are left out (the SGF file keeps them): the format writes them as a roll with no moves,
which also means "could not move", and GNU Backgammon's import plays such a roll when it has one legal
play, reaching a board the players never had.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from ..rules import Step
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

_LEFT_WIDTH = 27  # a left entry's text, after the row number
_RIGHT_COLUMN = 33  # where a right entry starts


def _points(points: int) -> str:
    return f"Wins {points} point{'' if points == 1 else 's'}"


def _dice(dice: tuple[int, int]) -> str:
    return f"{max(dice)}{min(dice)}: "


def _moves(steps: Sequence[Step]) -> str:
    """One move a die, in GNU Backgammon's order (the highest point first, then the highest target), each
    followed by a space but a fourth; a point hit is starred on the first move there."""
    hit = {step.target for step in steps if step.hit}
    words = []
    for index, step in enumerate(sorted(steps, key=lambda step: (-step.source, -step.target))):
        star = "*" if step.target in hit else ""
        hit.discard(step.target)
        word = f"{step.source}/{step.target}{star}"
        words.append(word if index == 3 else word + " ")
    return "".join(words)


def _on(flag: bool) -> str:
    return "On" if flag else "Off"


def _quote(text: str) -> str:
    return text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", " ")


class _Game:
    """Writes one game's rows: ``half`` counts the entries written, even ones in the left column."""

    def __init__(self, row_start: int = 0) -> None:
        self.out: list[str] = []
        self.half = row_start

    @property
    def left(self) -> bool:
        return self.half % 2 == 0

    def entry(self, text: str) -> None:
        if self.left:
            self.out.append(f"{self.half // 2 + 1:3d}) {text:<{_LEFT_WIDTH}} ")
        else:
            self.out.append(text + "\n")
        self.half += 1

    def skip_left(self) -> None:
        """Seat 1 acts first: the first row's left column stays empty."""
        self.out.append(f"{1:3d}) " + " " * (_RIGHT_COLUMN - 5))
        self.half = 1

    def wins(self, winner: int, points: int) -> None:
        """A resignation's ``Wins`` line under the winner's column, and the blank line that ends the game."""
        text = _points(points)
        if winner == 0:
            # The left column: the row in progress (seat 0's entry) is ended first.
            self.out.append(("\n" if not self.left else "") + " " * 6 + text + "\n\n")
        else:
            self.out.append(" " * (_RIGHT_COLUMN + 1) + text + "\n\n")


def _write_game(record: MatchRecord, game: GameRecord, forfeit: ForfeitEnding | None = None) -> str:
    names = record.names
    head = f"{names[0]} : {game.score_before[0]}"
    lines = [f" Game {game.number}\n", f" {head:<31}{names[1]} : {game.score_before[1]}\n"]
    writer = _Game()
    actions = game.actions
    if actions and actions[0].player == 1:
        writer.skip_left()
    ended = False
    for index, action in enumerate(actions):
        match action:
            case Turn(player, dice, steps):
                writer.entry(_dice(dice) + _moves(steps))
                result = game.result
                if result is not None and index == len(actions) - 1 and not result.resigned \
                        and not result.dropped:
                    # Borne off: the left column's row ends first, the right's already has.
                    if writer.left:
                        writer.out.append(" " * (_RIGHT_COLUMN + 1) + _points(result.points) + "\n\n")
                    else:
                        writer.out.append("\n" + " " * 6 + _points(result.points) + "\n\n")
                    ended = True
            case CubeAction(player, CubeKind.DOUBLE, value):
                writer.entry(f" Doubles => {value}")
            case CubeAction(player, CubeKind.BEAVER, value):
                writer.entry(f" Beavers => {value}")
            case CubeAction(player, CubeKind.RACCOON, value):
                writer.entry(f" Raccoons => {value}")
            case CubeAction(player, CubeKind.TAKE, value):
                after_beaver = index and isinstance(actions[index - 1], CubeAction) \
                    and actions[index - 1].kind is CubeKind.BEAVER  # type: ignore[union-attr]
                rolls_next = index + 1 < len(actions) and isinstance(actions[index + 1], Turn)
                # A beaver's take is left out when the doubler's roll follows (GNU Backgammon's own form:
                # the roll tells it); before anything else (a resignation) it must be written, or the
                # beaver stays pending on import.
                if not (after_beaver and rolls_next):
                    writer.entry(" Takes")
            case CubeAction(player, CubeKind.DROP, value):
                points = game.result.points if game.result is not None else value // 2
                if writer.left:
                    writer.entry(" Drops" + " " * 23 + _points(points))
                    writer.out.append("\n\n")
                else:
                    writer.entry(" Drops\n" + " " * 6 + _points(points))
                    writer.out.append("\n")
                ended = True
            case ResignOffer(player, _kind, points):
                answer = actions[index + 1] if index + 1 < len(actions) else None
                if isinstance(answer, ResignAnswer) and answer.accepted:
                    writer.wins(1 - player, points)
                    ended = True
            case ResignAnswer():
                pass
    if forfeit is not None and not ended:
        writer.wins(forfeit.winner, forfeit.points)  # the match given up: the loser resigns this game
        ended = True
    if not ended and game.result is not None and game.result.resigned:
        # Forfeited with the match (no offer made): written as the loser's resignation of what it scored.
        writer.wins(game.result.winner, game.result.points)
        ended = True
    if not ended and writer.out:
        writer.out.append("\n" if not writer.out[-1].endswith("\n") else "")
        writer.out.append("\n")
    return "".join(lines) + "".join(writer.out)


def write_mat(record: MatchRecord) -> str:
    """The match as a .mat file's text (a match in progress: up to its last action)."""
    tags = [
        ("Player 1", record.names[0]),
        ("Player 2", record.names[1]),
    ]
    if record.match_id:
        tags.insert(0, ("Match ID", record.match_id))
    if record.started_at is not None:
        started = time.gmtime(record.started_at)
        tags.append(("EventDate", time.strftime("%Y.%m.%d", started)))
        tags.append(("EventTime", time.strftime("%H.%M", started)))
    tags.append(("Variation", "Backgammon"))
    if record.money:
        tags += [("Jacoby", _on(record.jacoby)), ("Beaver", _on(record.beavers))]
        if record.raccoons:
            tags.append(("Raccoon", "On"))
    else:
        tags.append(("Crawford", "On"))
    if record.quadruple:
        tags.append(("Quadruple", "On"))
    tags.append(("CubeLimit", str(record.cube_limit)))
    header = "".join(f'; [{tag} "{_quote(value)}"]\n' for tag, value in tags)
    # A forfeited match: its game in play ends with the loser's resignation. The games GNU Backgammon would
    # need after it (a resignation worth more than a backgammon at the cube) have no form here: gnubg reads
    # a resignation only after a roll (the SGF file has them).
    in_play = {ending.game: ending for ending in record.forfeit_endings() if ending.in_play}
    games = "".join(_write_game(record, game, in_play.get(game.number)) for game in record.games)
    return f"{header}\n {record.length} point match\n\n{games}"

"""A match as a record: its games, and in each game every action in order, as a match file tells it.

Players are seats: 0 and 1 (seat 0 is GNU Backgammon's player 0, White in SGF, the left column of a .mat
file). Points in a turn's steps are in the mover's own numbering (25 the bar, 0 off). Dice are kept as
drawn; writers put the larger first, as GNU Backgammon does.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ..rules import ResultKind, Step, decode_match_id


@dataclass(frozen=True)
class Turn:
    """``player`` rolled ``dice`` (``opening``: the game's opening roll) and played ``steps`` (empty: no
    legal play)."""

    player: int
    dice: tuple[int, int]
    steps: tuple[Step, ...] = ()
    opening: bool = False


class CubeKind(Enum):
    DOUBLE = "double"
    TAKE = "take"
    DROP = "drop"
    BEAVER = "beaver"  # money play: the player doubled takes and at once redoubles, keeping the cube
    RACCOON = "raccoon"  # money play: the doubler facing a beaver takes it and at once redoubles


@dataclass(frozen=True)
class CubeAction:
    """A double, take, drop, beaver or raccoon by ``player``; ``value`` is the cube offered, taken or refused
    (a beaver's or a raccoon's: the cube it offers back)."""

    player: int
    kind: CubeKind
    value: int


@dataclass(frozen=True)
class ResignOffer:
    """``player`` offered to resign as ``kind``, worth ``points`` (the cube included); ``dice`` are those
    the player had rolled and not yet played (None: offered before rolling)."""

    player: int
    kind: ResultKind
    points: int
    dice: tuple[int, int] | None = None


@dataclass(frozen=True)
class ResignAnswer:
    """``player`` accepted or declined the resignation just offered."""

    player: int
    accepted: bool


Action = Turn | CubeAction | ResignOffer | ResignAnswer


@dataclass(frozen=True)
class GameResult:
    """How a game ended: ``winner`` scored ``points`` (``kind`` times the ``cube``), by bearing off, by a
    drop or by a resignation; ``quadruple``: a backgammon with a checker on the bar, four times the cube."""

    winner: int
    kind: ResultKind
    cube: int
    points: int
    resigned: bool = False
    dropped: bool = False
    jacoby: bool = False  # money play: a gammon or backgammon counted single, the cube never turned
    quadruple: bool = False


@dataclass(frozen=True)
class GameRecord:
    """One game: its number (from 1), the score before it, whether it is the Crawford game (no cube) or
    after it, its actions, its result (None while it is played), and GNU Backgammon's "positionID:matchID"
    of the state where the record ends (the game's end, or the last action of a game in progress)."""

    number: int
    score_before: tuple[int, int]
    crawford: bool
    post_crawford: bool
    actions: tuple[Action, ...]
    result: GameResult | None
    end_gnubg_id: str
    cube_start: int = 1  # money play: the cube after the game's automatic doubles (centred)


@dataclass(frozen=True)
class Forfeit:
    """Match play: ``loser`` gave up the whole match (``timed_out``: their clock ran out; else resigned it),
    with ``dice`` rolled and not played (None: none). The game in play is scored as forfeited (what its
    position would score, a resignation in the files); the opponent wins the match."""

    loser: int
    timed_out: bool
    dice: tuple[int, int] | None = None


@dataclass(frozen=True)
class ForfeitEnding:
    """How the files end a forfeited match, as GNU Backgammon can read it (it has no forfeit): ``game``
    (its number) is resigned by the loser for ``points`` at ``cube``; ``in_play``: the game the match was
    given up in, else a game added after it that the loser resigns at once."""

    game: int
    score_before: tuple[int, int]
    crawford: bool
    winner: int
    points: int
    cube: int
    in_play: bool


@dataclass(frozen=True)
class MatchRecord:
    """A whole match, or a match in progress up to its last action.

    ``names`` by seat; ``started_at`` in seconds since the epoch (None when unknown); ``score`` now;
    ``winner`` the seat that won a finished match. The Crawford rule applies to matches and the cube stops at
    ``cube_limit``, as the rules core has it. ``length`` 0 is a money session (``winner`` stays None): its
    rules are ``jacoby``, ``beavers``, ``auto_doubles`` (the most automatic doubles a game, 0 none) and
    ``raccoons`` (the most a game, 0 none). ``quadruple``: the quadruple rule, in a match or a session.
    ``forfeit``: a match given up as a whole (resigned, or lost on time), its game in play forfeited.
    """

    length: int
    names: tuple[str, str]
    games: tuple[GameRecord, ...]
    score: tuple[int, int]
    winner: int | None
    started_at: float | None = None
    match_id: str | None = None
    cube_limit: int = 64
    jacoby: bool = False
    beavers: bool = False
    auto_doubles: int = 0
    forfeit: Forfeit | None = None
    raccoons: int = 0
    quadruple: bool = False

    @property
    def money(self) -> bool:
        return self.length == 0

    @property
    def finished(self) -> bool:
        return self.winner is not None

    def forfeit_endings(self) -> list[ForfeitEnding]:
        """A forfeited match's ending as resignations GNU Backgammon reads: the game in play (if any)
        resigned by the loser with the smallest result that gives the winner the match (a resignation is
        at most a backgammon at the game's cube), then, while the winner still lacks points, new games
        each resigned at once (cube 1), until the winner has the match. Empty for any other match."""
        forfeit = self.forfeit
        if forfeit is None or self.money:
            return []
        winner = 1 - forfeit.loser
        score = list(self.score)
        crawford_used = any(game.crawford for game in self.games)
        endings = []
        last = self.games[-1] if self.games else None
        if last is not None and last.result is None and score[winner] < self.length:
            cube = decode_match_id(last.end_gnubg_id.split(":")[1]).cube_value
            level = min(3, -(-(self.length - score[winner]) // cube))
            endings.append(ForfeitEnding(last.number, last.score_before, last.crawford, winner, level * cube,
                                         cube, True))
            score[winner] += level * cube
        number = len(self.games)
        while score[winner] < self.length:
            number += 1
            crawford = not crawford_used and self.length - 1 in score
            crawford_used = crawford_used or crawford
            points = min(3, self.length - score[winner])
            endings.append(ForfeitEnding(number, (score[0], score[1]), crawford, winner, points, 1, False))
            score[winner] += points
        return endings

"""What a bot is asked (``DecisionRequest``) and what it answers: plain, frozen, picklable data.

``DecisionKind`` and ``BotLevel`` are shared with the table: its ``BotContext`` names the decision a seat
must make with a ``DecisionKind``, and its ``bot_level`` option holds a ``BotLevel``, so the host passes both
on to the bots unchanged. This module imports only the rules core, so the table may import it.

Everything is seen from the player who must decide (called the mover here): for MOVE and ROLL_OR_DOUBLE
that is the player on roll; for TAKE_OR_DROP it is the player who was just doubled, and the opponent is the
doubler (who will roll next); for ACCEPT_OR_DECLINE_RESIGNATION it is the player offered a resignation,
and the opponent (on roll) resigns. ``cube_owner`` and the scores are relative to that player. A TAKE_OR_DROP
request ``beavered`` is the doubler's answer to a beaver: the player deciding is then on roll, the cube
(``cube_value``, taken by the beaverer and owned by them) redoubled to twice its value.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from playpalace_backgammon.rules import MAX_CUBE, MAX_MATCH_LENGTH, Position

from .errors import InvalidRequestError


class DecisionKind(Enum):
    """What a seat must decide now. The bots decide the first four (``BOT_DECISIONS``); the host answers
    the others itself. Never saved: the values only name the kinds."""

    ROLL_OR_DOUBLE = "roll_or_double"  # before rolling; doubling allowed only when the player may double
    MOVE = "move"  # choose one of ``legal_plays`` for the dice
    TAKE_OR_DROP = "take_or_drop"  # the opponent offered the cube
    ACCEPT_OR_DECLINE_RESIGNATION = "accept_or_decline_resignation"
    END_TURN = "end_turn"  # the play is complete and the table waits for the turn to be confirmed
    PLAY_ON_OR_STOP = "play_on_or_stop"  # money play, between games: another game, or stop the session


#: The decisions a bot makes (hints are given for the first three); a ``DecisionRequest`` is one of these.
BOT_DECISIONS = frozenset({DecisionKind.ROLL_OR_DOUBLE, DecisionKind.MOVE, DecisionKind.TAKE_OR_DROP,
                           DecisionKind.ACCEPT_OR_DECLINE_RESIGNATION})

#: A resignation's size: the points it is worth times the cube (a single, a gammon, a backgammon).
RESIGNATIONS = (1, 2, 3)


class Purpose(Enum):
    """Why a request is asked: for a seat's decision, or for a hint to a player (gnubg's best plays, or its
    cube analysis before rolling)."""

    DECISION = "decision"
    HINT = "hint"


class BotLevel(Enum):
    """How a bot plays. The GNUBG levels use GNU Backgammon at the named (internal) ply. CHAOS is a level
    for fun and for testing odd, loose positions: the user's guide does not list it and hosts do not offer
    it (``offered``), but a table set to it (``selfplay``, tests) plays it.

    The values are saved with every table (its ``bot_level`` option): never change them.
    """

    RANDOM = "random"
    SIMPLE = "simple"
    GNUBG_0PLY = "gnubg_0ply"
    GNUBG_1PLY = "gnubg_1ply"
    GNUBG_2PLY = "gnubg_2ply"
    CHAOS = "chaos"

    @property
    def uses_gnubg(self) -> bool:
        return self in _GNUBG_PLIES

    @property
    def offered(self) -> bool:
        """Whether hosts offer this level in their menus: the levels the user's guide lists."""
        return self is not BotLevel.CHAOS

    @property
    def gnubg_plies(self) -> int:
        """gnubg's internal ply count for this level; KeyError for the levels without gnubg."""
        return _GNUBG_PLIES[self]

    @property
    def gnubg_prune(self) -> bool:
        """Whether gnubg searches with its pruning nets, as gnubg's own 2-ply default evaluation does."""
        return _GNUBG_PLIES[self] > 0


_GNUBG_PLIES = {BotLevel.GNUBG_0PLY: 0, BotLevel.GNUBG_1PLY: 1, BotLevel.GNUBG_2PLY: 2}


class CubeOwner(Enum):
    """Who owns the cube, relative to the deciding player."""

    CENTRED = "centred"
    MOVER = "mover"
    OPPONENT = "opponent"

    def swapped(self) -> CubeOwner:
        """The same owner seen by the other player."""
        if self is CubeOwner.MOVER:
            return CubeOwner.OPPONENT
        if self is CubeOwner.OPPONENT:
            return CubeOwner.MOVER
        return self


@dataclass(frozen=True)
class DecisionRequest:
    """One decision to make; checked on construction (InvalidRequestError)."""

    position: Position
    kind: DecisionKind
    level: BotLevel
    dice: tuple[int, int] | None = None
    cube_value: int = 1
    cube_owner: CubeOwner = CubeOwner.CENTRED
    match_length: int = 0
    mover_score: int = 0
    opponent_score: int = 0
    crawford: bool = False
    seed: int = 0
    jacoby: bool = False  # money play (match length 0): the Jacoby rule
    beavers: bool = False  # money play: a player doubled may beaver
    beavered: bool = False  # TAKE_OR_DROP: the doubler answers a beaver (see the module's docstring)
    resignation: int = 0  # ACCEPT_OR_DECLINE_RESIGNATION: the offer, one of ``RESIGNATIONS``

    def __post_init__(self) -> None:
        if not isinstance(self.position, Position):
            raise InvalidRequestError("position must be a rules Position")
        if not isinstance(self.kind, DecisionKind) or not isinstance(self.level, BotLevel):
            raise InvalidRequestError("kind and level must be DecisionKind and BotLevel members")
        if not isinstance(self.cube_owner, CubeOwner):
            raise InvalidRequestError("cube_owner must be a CubeOwner")
        if self.kind not in BOT_DECISIONS:
            raise InvalidRequestError(f"the bots do not decide {self.kind.value}: the host answers it")
        if 15 in self.position.borne_off():
            raise InvalidRequestError("the game is over: a side has borne off every checker")
        if self.kind is DecisionKind.MOVE:
            dice = self.dice
            if (
                not isinstance(dice, tuple) or len(dice) != 2
                or any(type(d) is not int or not 1 <= d <= 6 for d in dice)
            ):
                raise InvalidRequestError(f"{self.kind.value} needs two dice from 1 to 6")
        elif self.dice is not None:
            raise InvalidRequestError(f"{self.kind.value} is decided before rolling: dice must be None")
        value = self.cube_value
        if type(value) is not int or value < 1 or value > MAX_CUBE or value & (value - 1):
            raise InvalidRequestError("cube value must be a power of two from 1 to 64")
        length = self.match_length
        if type(length) is not int or not 0 <= length <= MAX_MATCH_LENGTH:
            raise InvalidRequestError(f"match length must be 0 (money) to {MAX_MATCH_LENGTH}")
        for score in (self.mover_score, self.opponent_score):
            if type(score) is not int or score < 0 or (length and score >= length):
                raise InvalidRequestError("scores must be below the match length")
        if self.crawford and (not length or max(self.mover_score, self.opponent_score) != length - 1):
            raise InvalidRequestError("only a game where a player is one point away can be the Crawford game")
        if type(self.seed) is not int:
            raise InvalidRequestError("seed must be an int")
        if type(self.jacoby) is not bool or type(self.beavers) is not bool:
            raise InvalidRequestError("jacoby and beavers must be True or False")
        if length and (self.jacoby or self.beavers):
            raise InvalidRequestError("the Jacoby rule and beavers belong to money play (match length 0)")
        if type(self.beavered) is not bool:
            raise InvalidRequestError("beavered must be True or False")
        if self.beavered and (
            self.kind is not DecisionKind.TAKE_OR_DROP or not self.beavers
            or self.cube_owner is not CubeOwner.OPPONENT or self.cube_value * 2 > MAX_CUBE
        ):
            raise InvalidRequestError("only a double beavered by the opponent, under 64, is answered as one")
        resigning = self.kind is DecisionKind.ACCEPT_OR_DECLINE_RESIGNATION
        if type(self.resignation) is not int or (self.resignation in RESIGNATIONS) is not resigning:
            raise InvalidRequestError("a resignation (1, 2 or 3 times the cube) goes with its answer alone")

    @property
    def post_crawford(self) -> bool:
        """A player is one point from winning and the Crawford game has been played."""
        return (
            bool(self.match_length) and not self.crawford
            and self.match_length - 1 in (self.mover_score, self.opponent_score)
        )

    @property
    def may_double(self) -> bool:
        """Whether the mover may offer the cube now: not the Crawford game, cube not the opponent's."""
        return not self.crawford and self.cube_owner is not CubeOwner.OPPONENT and self.cube_value < MAX_CUBE

    def for_opponent(self) -> DecisionRequest:
        """The same state seen by the other player (position, owner, scores swapped) as a cube question."""
        return DecisionRequest(
            position=self.position.swap(), kind=DecisionKind.ROLL_OR_DOUBLE, level=self.level, dice=None,
            cube_value=self.cube_value, cube_owner=self.cube_owner.swapped(), match_length=self.match_length,
            mover_score=self.opponent_score, opponent_score=self.mover_score, crawford=self.crawford,
            seed=self.seed, jacoby=self.jacoby, beavers=self.beavers,
        )


@dataclass(frozen=True)
class MoveDecision:
    """Play ``legal_plays(position, dice)[play_index]``."""

    play_index: int


@dataclass(frozen=True)
class CubeDecision:
    """Before rolling: offer the cube (True) or roll (False)."""

    double: bool


@dataclass(frozen=True)
class TakeDecision:
    """When doubled: take (True) or drop (False); ``beaver``: take and redouble at once (money play with
    beavers)."""

    take: bool
    beaver: bool = False


@dataclass(frozen=True)
class ResignationDecision:
    """Offered a resignation: accept it (True) or play on (False)."""

    accept: bool


class CubeAction(Enum):
    """The proper cube action, as a key the host turns into words."""

    NO_DOUBLE = "no-double"
    DOUBLE_TAKE = "double-take"
    DOUBLE_PASS = "double-pass"
    TOO_GOOD_TAKE = "too-good-take"
    TOO_GOOD_PASS = "too-good-pass"
    OPTIONAL_DOUBLE = "optional-double"
    NOT_AVAILABLE = "not-available"


@dataclass(frozen=True)
class MoveHint:
    """Up to three plays, best first: (index into legal_plays, equity after the play for the mover)."""

    plays: tuple[tuple[int, float], ...]


@dataclass(frozen=True)
class CubeHint:
    """The proper cube action and whether a double should be taken; cubeful equities for the mover.

    The equities are None when no analysis is possible (NOT_AVAILABLE: the mover may not double); in money
    play they are per unit of the cube. ``beaver``: money play with beavers, and the double should be
    beavered (the player doubled is the favourite).
    """

    action: CubeAction
    take: bool
    no_double: float | None = None
    double_take: float | None = None
    double_pass: float | None = None
    beaver: bool = False

    @property
    def should_double(self) -> bool:
        return self.action in (CubeAction.DOUBLE_TAKE, CubeAction.DOUBLE_PASS, CubeAction.OPTIONAL_DOUBLE)


Decision = MoveDecision | CubeDecision | TakeDecision | ResignationDecision
Hint = MoveHint | CubeHint

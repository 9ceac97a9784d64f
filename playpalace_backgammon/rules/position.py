"""An immutable backgammon position, seen from the player on roll (the mover).

Each side is a tuple of 26 counts in its owner's own numbering: index 0 is borne off, 1..24 the points and
25 the bar. The mover's point ``p`` is the opponent's point ``25 - p``. Positions convert to and from GNU
Backgammon's position ID and board rows so that they can be checked against gnubg and pasted into it.
"""

from __future__ import annotations

import base64
import binascii
from collections.abc import Iterable, Iterator, Sequence
from operator import mul

from .errors import InvalidPositionError

CHECKERS = 15
BAR = 25
OFF = 0
_ID_LENGTH = 14
_KEY_BYTES = 10
_B64_ALPHABET = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
_POINTS = tuple(range(BAR + 1))  # each point's distance from home, the bar's 25
_INITIAL_SIDE = (0, 0, 0, 0, 0, 0, 5, 0, 3, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0)


def _check_side(side: Sequence[int], who: str) -> tuple[int, ...]:
    if len(side) != 26:
        raise InvalidPositionError(
            "wrong-length", f"{who} side must have 26 entries, has {len(side)}", who=who
        )
    values = tuple(side)
    for index, count in enumerate(values):
        if type(count) is not int or count < 0:
            raise InvalidPositionError("bad-count", f"{who} has an invalid count at index {index}", who=who)
    total = sum(values)
    if total != CHECKERS:
        raise InvalidPositionError(
            "wrong-checker-count", f"{who} has {total} checkers, must have {CHECKERS}", who=who, total=total
        )
    return values


class Position:
    """A backgammon position from the mover's point of view; a value: immutable and hashable."""

    __slots__ = ("_mover", "_opponent", "_hash")

    _mover: tuple[int, ...]
    _opponent: tuple[int, ...]
    _hash: int

    def __init__(self, mover: Sequence[int], opponent: Sequence[int]) -> None:
        mine = _check_side(mover, "mover")
        theirs = _check_side(opponent, "opponent")
        for point in range(1, 25):
            if mine[point] and theirs[25 - point]:
                raise InvalidPositionError(
                    "shared-point", f"both sides have checkers on the mover's point {point}", point=point
                )
        self._mover = mine
        self._opponent = theirs

    @classmethod
    def _trusted(cls, mover: tuple[int, ...], opponent: tuple[int, ...]) -> Position:
        """Builds a position the move generator knows to be valid, skipping the checks."""
        self = object.__new__(cls)
        self._mover = mover
        self._opponent = opponent
        return self

    @property
    def mover(self) -> tuple[int, ...]:
        """The mover's 26 counts: 0 borne off, 1-24 points, 25 bar."""
        return self._mover

    @property
    def opponent(self) -> tuple[int, ...]:
        """The opponent's 26 counts in the opponent's own numbering."""
        return self._opponent

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Position):
            return NotImplemented
        return self._mover == other._mover and self._opponent == other._opponent

    def __hash__(self) -> int:
        try:
            return self._hash
        except AttributeError:
            self._hash = hash((self._mover, self._opponent))
            return self._hash

    def __repr__(self) -> str:
        return f"Position.from_gnubg_id({self.gnubg_id()!r})"

    def __reduce__(self) -> tuple[object, tuple[tuple[int, ...], tuple[int, ...]]]:
        return (Position, (self.mover, self.opponent))

    @classmethod
    def initial(cls) -> Position:
        """The starting position of every game."""
        return cls._trusted(_INITIAL_SIDE, _INITIAL_SIDE)

    def swap(self) -> Position:
        """The same position seen by the other player (who then becomes the mover)."""
        return Position._trusted(self.opponent, self.mover)

    def pip_count(self) -> tuple[int, int]:
        """Pips each side still has to travel: (mover, opponent). The bar counts 25."""
        return sum(map(mul, _POINTS, self.mover)), sum(map(mul, _POINTS, self.opponent))

    def borne_off(self) -> tuple[int, int]:
        """Checkers borne off: (mover, opponent)."""
        return self.mover[OFF], self.opponent[OFF]

    # GNU Backgammon board rows and position ID.

    def to_gnubg_board(self) -> tuple[list[int], list[int]]:
        """gnubg's board: (opponent row, mover row), 25 counts each from its owner's side, 24 the bar."""
        return list(self.opponent[1:26]), list(self.mover[1:26])

    @classmethod
    def from_gnubg_board(cls, board: Sequence[Sequence[int]]) -> Position:
        """Reads gnubg's (opponent row, mover row); checkers missing from a row are borne off."""
        if len(board) != 2:
            raise InvalidPositionError("wrong-length", "a gnubg board has two rows")
        sides = []
        for row, who in zip(board, ("opponent", "mover"), strict=True):
            if len(row) != 25:
                raise InvalidPositionError("wrong-length", f"the {who} row must have 25 entries", who=who)
            counts = list(row)
            for count in counts:
                if type(count) is not int or count < 0:
                    raise InvalidPositionError("bad-count", f"the {who} row has an invalid count", who=who)
            on_board = sum(counts)
            if on_board > CHECKERS:
                raise InvalidPositionError(
                    "wrong-checker-count", f"{who} has {on_board} checkers, at most {CHECKERS}", who=who
                )
            sides.append([CHECKERS - on_board, *counts])
        return cls(sides[1], sides[0])

    def gnubg_id(self) -> str:
        """The 14-character GNU Backgammon position ID, with the mover as the player on roll."""
        key = bytearray(_KEY_BYTES)
        bit = 0
        for side in (self.opponent, self.mover):
            for index in range(1, 26):
                for _ in range(side[index]):
                    key[bit >> 3] |= 1 << (bit & 7)
                    bit += 1
                bit += 1
        return base64.b64encode(bytes(key)).decode("ascii")[:_ID_LENGTH]

    @classmethod
    def from_gnubg_id(cls, position_id: str) -> Position:
        """Reads a GNU Backgammon position ID; raises InvalidPositionError with a reason when malformed."""
        if not isinstance(position_id, str) or len(position_id) != _ID_LENGTH:
            raise InvalidPositionError("malformed-id", "a position ID has exactly 14 characters")
        if not set(position_id) <= _B64_ALPHABET:
            raise InvalidPositionError("malformed-id", "a position ID uses only base64 characters")
        try:
            key = base64.b64decode(position_id + "==", validate=True)
        except binascii.Error as error:
            raise InvalidPositionError("malformed-id", "a position ID must be valid base64") from error
        rows: list[list[int]] = [[], []]
        bits = _bits(key)
        for row in rows:
            count = 0
            while len(row) < 25:
                try:
                    if next(bits):
                        count += 1
                        continue
                except StopIteration:
                    raise InvalidPositionError("malformed-id", "the position ID ends too early") from None
                row.append(count)
                count = 0
        if any(next(bits, 0) for _ in range(80)):
            raise InvalidPositionError("malformed-id", "the position ID has stray bits after both sides")
        return cls.from_gnubg_board(rows)


def _bits(key: Iterable[int]) -> Iterator[int]:
    for byte in key:
        for shift in range(8):
            yield (byte >> shift) & 1

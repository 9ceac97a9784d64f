"""GNU Backgammon's 12-character match ID, both ways.

The match ID pairs with the 14-character position ID so that a whole game state can be handed to gnubg or
any program that reads gnubg IDs. It is the base64 text of a 9-byte key whose bits, least significant bit
of each byte first, hold in order: log2 of the cube value (4), cube owner (2: 0, 1, or 3 centred), the player
on roll or who rolled (1), Crawford (1), game state (3), the player who must act now (1), double offered (1),
resignation offered (2), the two dice (3 each, the larger first), match length (15), the two scores (15
each), and one more bit that gnubg sets when the Jacoby rule is NOT in use. That last bit is not in gnubg's
manual, but gnubg writes it: in match play (where Jacoby never applies) its IDs end in "E", not "A".
"""

from __future__ import annotations

import base64
from dataclasses import dataclass
from enum import IntEnum

from .errors import InvalidMatchIdError
from .scoring import ResultKind

MATCH_ID_LENGTH = 12
MAX_ID_MATCH_LENGTH = 64  # gnubg's MAXSCORE: it refuses longer matches in an ID
MAX_ID_CUBE_LOG = 15
_ALPHABET = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
_CENTRED = 3
_MAX_SCORE = (1 << 15) - 1

# (name, first bit, width) in key order; the key is read as one little-endian 72-bit number.
_LAYOUT = (
    ("cube_log", 0, 4), ("cube_owner", 4, 2), ("on_roll", 6, 1), ("crawford", 7, 1),
    ("game_state", 8, 3), ("turn", 11, 1), ("doubled", 12, 1), ("resigned", 13, 2),
    ("die1", 15, 3), ("die2", 18, 3), ("length", 21, 15), ("score0", 36, 15), ("score1", 51, 15),
    ("no_jacoby", 66, 1),
)
_USED_BITS = 67


class GameState(IntEnum):
    """gnubg's game state field: how the present game stands."""

    NONE = 0  # no game started yet
    PLAYING = 1
    OVER = 2  # won by bearing off
    RESIGNED = 3  # ended by an accepted resignation
    DROPPED = 4  # ended by a dropped double


@dataclass(frozen=True)
class MatchIdFields:
    """Everything a match ID says, in gnubg's terms (players are gnubg's 0 and 1).

    ``player_on_roll`` is the player who rolls or rolled this turn; ``turn`` the one who must act now (the
    other player while a double or a resignation awaits an answer). ``dice`` is (0, 0) before the roll and
    is kept larger die first, as gnubg writes it. ``cube_owner`` None is a centred cube. ``match_length`` 0
    is a money session. Values no ID can hold raise InvalidMatchIdError.
    """

    cube_value: int = 1
    cube_owner: int | None = None
    player_on_roll: int = 0
    crawford: bool = False
    game_state: GameState = GameState.PLAYING
    turn: int = 0
    double_offered: bool = False
    resignation: ResultKind | None = None
    dice: tuple[int, int] = (0, 0)
    match_length: int = 0
    score: tuple[int, int] = (0, 0)
    jacoby: bool = False

    def __post_init__(self) -> None:
        _check(self)
        high, low = max(self.dice), min(self.dice)
        object.__setattr__(self, "dice", (high, low))
        object.__setattr__(self, "game_state", GameState(self.game_state))
        if self.resignation is not None:
            object.__setattr__(self, "resignation", ResultKind(self.resignation))


def _refuse(reason: str, message: str, **details: object) -> InvalidMatchIdError:
    return InvalidMatchIdError(reason, message, **details)


def _is_int(value: object, low: int, high: int) -> bool:
    return type(value) is int and low <= value <= high


def _is_code(value: object, low: int, high: int) -> bool:
    """An int or IntEnum member (not a bool) from ``low`` to ``high``."""
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def _check(fields: MatchIdFields) -> None:
    """Refuses values that no match ID holds or that gnubg itself refuses."""
    cube = fields.cube_value
    if type(cube) is not int or cube < 1 or cube & (cube - 1) or cube > 1 << MAX_ID_CUBE_LOG:
        raise _refuse("bad-cube-value", "the cube is a power of two from 1 to 32768", cube_value=cube)
    if fields.cube_owner is not None and not _is_int(fields.cube_owner, 0, 1):
        raise _refuse("bad-cube-owner", "the cube owner is player 0, player 1 or nobody")
    for name in ("player_on_roll", "turn"):
        if not _is_int(getattr(fields, name), 0, 1):
            raise _refuse(f"bad-{name.replace('_', '-')}", f"{name} is player 0 or 1")
    for name in ("crawford", "double_offered", "jacoby"):
        if type(getattr(fields, name)) is not bool:
            raise _refuse("bad-flag", f"{name} is True or False", field=name)
    if not _is_code(fields.game_state, 0, 4):
        raise _refuse("bad-game-state", "the game state is 0 to 4", game_state=fields.game_state)
    if fields.resignation is not None and not _is_code(fields.resignation, 1, 3):
        raise _refuse("bad-resignation", "a resignation is single, gammon or backgammon")
    dice = fields.dice
    if type(dice) is not tuple or len(dice) != 2 or not all(_is_int(die, 0, 6) for die in dice):
        raise _refuse("bad-dice", "each die is 1 to 6, or both 0 before the roll", dice=dice)
    if (dice[0] == 0) != (dice[1] == 0):
        raise _refuse("bad-dice", "either both dice are rolled or neither is", dice=dice)
    length = fields.match_length
    if not _is_int(length, 0, MAX_ID_MATCH_LENGTH):
        raise _refuse("bad-match-length", f"the match length is 0 (money) to {MAX_ID_MATCH_LENGTH}")
    # gnubg adds a game's points uncapped (3-2 in a 5-point match, won by a gammon on a 2-cube, is 3-6)
    # but reads back no score above the length: so only a game in play is held to the length.
    score = fields.score
    ended = fields.game_state in (GameState.OVER, GameState.RESIGNED, GameState.DROPPED)
    limit = length if length and not ended else _MAX_SCORE
    if type(score) is not tuple or len(score) != 2 or not all(_is_int(s, 0, limit) for s in score):
        raise _refuse("bad-score", "a score is 0 to the match length", score=score, match_length=length)
    if fields.crawford and not length:
        raise _refuse("crawford-in-money-game", "a money session has no Crawford game")


def encode_match_id(fields: MatchIdFields) -> str:
    """The 12-character match ID of ``fields``, exactly as gnubg writes it."""
    values = {
        "cube_log": fields.cube_value.bit_length() - 1,
        "cube_owner": _CENTRED if fields.cube_owner is None else fields.cube_owner,
        "on_roll": fields.player_on_roll,
        "crawford": int(fields.crawford),
        "game_state": int(fields.game_state),
        "turn": fields.turn,
        "doubled": int(fields.double_offered),
        "resigned": int(fields.resignation or 0),
        "die1": fields.dice[0],
        "die2": fields.dice[1],
        "length": fields.match_length,
        "score0": fields.score[0],
        "score1": fields.score[1],
        "no_jacoby": int(not fields.jacoby),
    }
    key = 0
    for name, first, _width in _LAYOUT:
        key |= values[name] << first
    return base64.b64encode(key.to_bytes(9, "little")).decode("ascii")


def decode_match_id(text: str) -> MatchIdFields:
    """The fields of a 12-character match ID; raises InvalidMatchIdError with a reason if it is malformed."""
    if not isinstance(text, str) or len(text) != MATCH_ID_LENGTH:
        raise _refuse("malformed-id", f"a match ID is {MATCH_ID_LENGTH} characters long")
    if not set(text) <= _ALPHABET:
        raise _refuse("malformed-id", "a match ID uses only base64 characters")
    key = int.from_bytes(base64.b64decode(text, validate=True), "little")
    if key >> _USED_BITS:
        raise _refuse("malformed-id", "the unused last bits of a match ID must be zero")
    bits = {name: (key >> first) & ((1 << width) - 1) for name, first, width in _LAYOUT}
    if bits["cube_owner"] == 2:
        raise _refuse("bad-cube-owner", "cube owner code 2 means nobody and nothing")
    if bits["game_state"] > max(GameState):
        raise _refuse("bad-game-state", "the game state is 0 to 4", game_state=bits["game_state"])
    return MatchIdFields(
        cube_value=1 << bits["cube_log"],
        cube_owner=None if bits["cube_owner"] == _CENTRED else bits["cube_owner"],
        player_on_roll=bits["on_roll"],
        crawford=bool(bits["crawford"]),
        game_state=GameState(bits["game_state"]),
        turn=bits["turn"],
        double_offered=bool(bits["doubled"]),
        resignation=ResultKind(bits["resigned"]) if bits["resigned"] else None,
        dice=(bits["die1"], bits["die2"]),
        match_length=bits["length"],
        score=(bits["score0"], bits["score1"]),
        jacoby=not bits["no_jacoby"],
    )

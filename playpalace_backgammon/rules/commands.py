"""Commands a match accepts, as plain frozen dataclasses that serialise to and from plain data.

``player`` is 0 or 1. Point numbers in ``Move.steps`` are in the moving player's own numbering
(25 = bar, 0 = off).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .errors import RulesError
from .scoring import ResultKind


@dataclass(frozen=True)
class StartGame:
    """Begin the next game of the match with an opening roll (no player: the table issues it)."""


@dataclass(frozen=True)
class Roll:
    """Roll the dice at the start of a turn."""

    player: int


@dataclass(frozen=True)
class Double:
    """Offer the cube before rolling."""

    player: int


@dataclass(frozen=True)
class Take:
    """Accept the opponent's double."""

    player: int


@dataclass(frozen=True)
class Drop:
    """Refuse the opponent's double, losing the game at the cube's present value."""

    player: int


@dataclass(frozen=True)
class Move:
    """Play the whole roll: each step as (source, target) in the player's own numbering."""

    player: int
    steps: tuple[tuple[int, int], ...]


@dataclass(frozen=True)
class Resign:
    """Offer to lose the game as a single, gammon or backgammon (times the cube)."""

    player: int
    kind: ResultKind


@dataclass(frozen=True)
class AcceptResignation:
    """Accept the opponent's resignation offer, winning the game as offered."""

    player: int


@dataclass(frozen=True)
class DeclineResignation:
    """Refuse the opponent's resignation offer; play goes on."""

    player: int


@dataclass(frozen=True)
class TimeOut:
    """``player`` ran out of time on the turn clock: they lose the whole match, not just the game (seed 004).
    The host issues it for a seat whose clock ran out; no player sends it."""

    player: int


@dataclass(frozen=True)
class ResignMatch:
    """``player`` resigns the whole match (the table's Resign, seed 004): the opponent wins it, whatever the
    phase, the score as it stands."""

    player: int


@dataclass(frozen=True)
class Beaver:
    """Money play with beavers allowed: the player just doubled takes and at once redoubles, keeping the cube
    (seed 002); the doubler then takes (the beaverer owns the cube at four times) or drops."""

    player: int


@dataclass(frozen=True)
class Raccoon:
    """Money play with raccoons allowed: the doubler facing a beaver takes it and at once redoubles, the cube
    staying with the beaverer (seed 003 names raccoons beside beavers); the beaverer then takes or drops."""

    player: int


@dataclass(frozen=True)
class PlayOn:
    """Money play, between games: ``player`` wants another game; it starts once both have said so."""

    player: int


@dataclass(frozen=True)
class StopSession:
    """Money play, between games: ``player`` ends the session; the running total is final."""

    player: int


Command = (
    StartGame | Roll | Double | Take | Drop | Move | Resign | AcceptResignation | DeclineResignation | TimeOut
    | ResignMatch | Beaver | Raccoon | PlayOn | StopSession
)

_BY_NAME: dict[str, type[Any]] = {
    "start_game": StartGame,
    "roll": Roll,
    "double": Double,
    "take": Take,
    "drop": Drop,
    "move": Move,
    "resign": Resign,
    "accept_resignation": AcceptResignation,
    "decline_resignation": DeclineResignation,
    "time_out": TimeOut,
    "resign_match": ResignMatch,
    "beaver": Beaver,
    "raccoon": Raccoon,
    "play_on": PlayOn,
    "stop_session": StopSession,
}
_NAME_OF = {cls: name for name, cls in _BY_NAME.items()}


def command_to_data(command: Command) -> dict[str, Any]:
    """A command as a JSON-ready dict."""
    data: dict[str, Any] = {"command": _NAME_OF[type(command)]}
    if isinstance(command, StartGame):
        return data
    data["player"] = command.player
    if isinstance(command, Move):
        data["steps"] = [list(step) for step in command.steps]
    elif isinstance(command, Resign):
        data["kind"] = int(command.kind)
    return data


def command_from_data(data: dict[str, Any]) -> Command:
    """The command that ``command_to_data`` wrote; raises RulesError on anything else."""
    try:
        cls = _BY_NAME[data["command"]]
        if cls is StartGame:
            return StartGame()
        player = data["player"]
        if player not in (0, 1) or type(player) is not int:
            raise ValueError("player")
        if cls is Move:
            steps = tuple((int(a), int(b)) for a, b in data["steps"])
            return Move(player, steps)
        if cls is Resign:
            return Resign(player, ResultKind(data["kind"]))
        return cls(player)  # type: ignore[no-any-return]
    except (KeyError, TypeError, ValueError) as error:
        raise RulesError("bad-command-data", f"not a command: {data!r}") from error

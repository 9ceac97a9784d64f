"""Saving and loading a backgammon table: ``snapshot`` as plain (JSON-ready) data, and loading it back.

A snapshot holds the options, names, colours, the match (the rules core's own data), the sub-moves of the
turn in progress, the selection, and the dice and command logs, so a restored table goes on exactly where
the saved one was, and can also be replayed from (options, names, dice, commands).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..rules import Match
from .actions import ActionId
from .interface import Command
from .presentation.narrator import Narrator
from .table_state import COLOURS, GAME_ID, TableState, sync_turn, turn_of

SNAPSHOT_VERSION = 2  # 2: logged commands in the one form commands are written in (``Command.to_data``)


def snapshot(state: TableState) -> dict[str, Any]:
    """The whole state as plain (JSON-ready) data."""
    turn = None
    if state.turn is not None:
        turn = [[[list(step[:2]) for step in move.steps], list(move.dice)] for move in state.turn.moves]
    return {
        "version": SNAPSHOT_VERSION,
        "game": GAME_ID,
        "options": state.options.to_data(),
        "names": list(state.names),
        "colours": list(state.colours),
        "started": state.started,
        "match": state.match.to_data(),
        "turn": turn,
        "selected": state.selected,
        "resign_match_pending": state.resign_match_pending,
        "dice_log": list(state.dice_log),
        "log": [command_to_data(seat, command) for seat, command in state.log],
    }


def load(state: TableState, data: Mapping[str, Any]) -> None:
    """Takes over the state ``snapshot`` wrote (``state`` was built with its options and names);
    ValueError, KeyError or TypeError on anything malformed."""
    if data["version"] != SNAPSHOT_VERSION or data["game"] != GAME_ID:
        raise ValueError("version")
    colours = tuple(data["colours"])
    if sorted(colours) != sorted(COLOURS):
        raise ValueError("colours")
    state.colours = (colours[0], colours[1])
    state.narrator = Narrator(state.names, state.colours, state.options.verbose, state.options.session_length)
    state.started = bool(data["started"])
    state.match = Match.from_data(dict(data["match"]))
    state.dice_log[:] = [int(d) for d in data["dice_log"]]
    state.log = [command_from_data(item) for item in data["log"]]
    sync_turn(state)
    if data["turn"]:
        turn = turn_of(state)
        for steps, _dice in data["turn"]:
            source, target = steps[0][0], steps[-1][1]
            move = turn.find(source, target)
            if move is None:
                raise ValueError("sub-move")
            turn.apply(move)
    selected = data["selected"]
    if selected is not None and (state.turn is None or not state.turn.can_move_from(selected)):
        raise ValueError("selected")
    state.selected = selected
    pending = data.get("resign_match_pending")
    if pending not in (None, 0, 1) or (pending is not None and state.finished):
        raise ValueError("resign_match_pending")
    state.resign_match_pending = pending


def command_to_data(seat: int | None, command: Command) -> list[Any]:
    """One logged command as plain data: ``[seat, command]``, the command as ``Command.to_data`` writes it."""
    return [seat, command.to_data()]


def command_from_data(data: Sequence[Any]) -> tuple[int | None, Command]:
    """The logged command ``command_to_data`` wrote; ValueError on anything else."""
    if not isinstance(data, list | tuple) or len(data) != 2:
        raise ValueError("logged command")
    seat, command = data
    if seat not in (None, 0, 1):
        raise ValueError("seat")
    return seat, Command.from_data(command, ActionId)

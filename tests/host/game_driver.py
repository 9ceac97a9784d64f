"""Plays a seat from a test the way a person does: through keybind packets on the board, choosing a random
legal play (read from the server's table only to pick it; every action travels over the websocket). Waits
are on the server's own state changes (``ThreadedServer.until``), never fixed sleeps."""

from __future__ import annotations

import random
from typing import Any

from playpalace_backgammon.bots import DecisionKind
from playpalace_backgammon.table.actions import ActionId

from .live_server import ThreadedServer, WsClient

Pending = tuple[int, DecisionKind, list[tuple[str, int | None]]]


def room_of(server: ThreadedServer, number: int = 1) -> Any:
    return server.call(lambda: next(r for r in server.server.lobby.rooms.values() if r.number == number))


def decision(room: Any) -> Pending | None:
    """(seat, decision kind, key presses that carry out a random choice) for the person who must act now;
    None while a bot acts (or nobody: the match is over). Run it on the server's loop."""
    table = room.core.table
    if table is None or table.finished:
        return None
    turn = table.bot_turn()
    if turn is None or room.core.seats[turn.seat].bot_driven:
        return None
    kind = turn.context.kind
    keys: list[tuple[str, int | None]]
    if kind is DecisionKind.MOVE:
        play = random.Random(len(table.dice_log)).choice(turn.context.legal_plays)
        keys = []
        for command in table.point_commands_for_play(turn.seat, play):
            assert command.action is ActionId.POINT
            keys.append(("enter", command.cell))
    elif kind in (DecisionKind.ROLL_OR_DOUBLE, DecisionKind.END_TURN):
        keys = [("enter", 0)]
    else:
        keys = [("y", 0)]  # take, accept
    return turn.seat, kind, keys


def over(room: Any) -> bool:
    table = room.core.table
    return table is None or bool(table.finished)


def settled(server: ThreadedServer, room: Any, *clients: WsClient) -> None:
    """Once no bot is acting (a person must act, or the match is over), everything the server sent each
    client (``WsClient.settle``): the table will not change until someone presses a key."""
    server.until(lambda: over(room) or decision(room) is not None, timeout=30)
    for client in clients:
        client.settle()


def play_turns(server: ThreadedServer, room: Any, clients: dict[int, WsClient], decisions: int) -> int:
    """Make up to ``decisions`` decisions for the human seats in ``clients``; returns how many were made."""
    made = 0
    while made < decisions:
        server.until(lambda: over(room) or decision(room) is not None, timeout=30)
        pending = server.call(lambda: decision(room))
        if pending is None:
            break  # the match is over
        seat, _, keys = pending
        if seat not in clients:
            break  # someone else's decision
        before = server.call(lambda: len(room.core.table.log))
        for key, cell in keys:
            clients[seat].key(key, cell=cell)
        server.until(lambda logged=before: len(room.core.table.log) > logged)
        for client in clients.values():
            client.ready()
        made += 1
    return made

"""Plays a seat from a test the way a person does: through keybind packets on the board, choosing a random
legal play (read from the server's table only to pick it; every action travels over the websocket)."""

from __future__ import annotations

import random
from typing import Any

from playpalace_backgammon.bots import DecisionKind
from playpalace_backgammon.table.actions import ActionId

from .live_server import ThreadedServer, WsClient


def room_of(server: ThreadedServer, number: int = 1) -> Any:
    return server.call(lambda: next(r for r in server.server.lobby.rooms.values() if r.number == number))


def decision(
    server: ThreadedServer, room: Any
) -> tuple[int, DecisionKind, list[tuple[str, int | None]]] | None:
    """(seat, decision kind, key presses that carry out a random choice) for whoever must act now."""

    def read() -> tuple[int, DecisionKind, list[tuple[str, int | None]]] | None:
        table = room.core.table
        if table is None or table.finished:
            return None
        turn = table.bot_turn()
        if turn is None:
            return None
        kind = turn.context.kind
        keys: list[tuple[str, int | None]]
        if room.core.seats[turn.seat].bot_driven:
            keys = []  # the bot's own turn (perhaps part-way through a paced move)
        elif kind is DecisionKind.MOVE:
            play = random.Random(len(table.dice_log)).choice(turn.context.legal_plays)
            keys = []
            for command in table.point_commands_for_play(turn.seat, play):
                assert command.action is ActionId.POINT
                keys.append(("enter", command.cell))
        elif kind in (DecisionKind.ROLL_OR_DOUBLE, DecisionKind.END_TURN):
            keys = [("enter", 0)]
        elif kind is DecisionKind.TAKE_OR_DROP:
            keys = [("y", 0)]
        else:
            keys = [("y", 0)]
        return turn.seat, kind, keys

    return server.call(read)  # type: ignore[no-any-return]


def play_turns(server: ThreadedServer, room: Any, clients: dict[int, WsClient], decisions: int) -> int:
    """Make up to ``decisions`` decisions for the human seats in ``clients``; returns how many were made."""
    made = 0
    for _ in range(decisions * 20):
        if made >= decisions:
            break
        pending = decision(server, room)
        if pending is None:
            clients[next(iter(clients))].drain(0.1)
            if server.call(lambda: room.core.table is None or room.core.table.finished):
                break
            continue
        seat, _, keys = pending
        if seat not in clients:
            clients[next(iter(clients))].drain(0.05)
            continue
        before = server.call(lambda: len(room.core.table.log))
        for key, cell in keys:
            clients[seat].key(key, cell=cell)
        clients[seat].until(lambda p: p["type"] == "menu" and p["menu_id"] == "board")
        for _ in range(100):
            if server.call(lambda: len(room.core.table.log)) > before:
                break
            clients[seat].drain(0.02)
        made += 1
    return made

"""Nothing lost: the real server process is killed with SIGKILL in the middle of a match and started again;
the table is there with the same position, score and cube, and the game goes on.

The test chooses its moves from a replica of the table rebuilt from the server's own SQLite log (read only),
which also proves the log alone reproduces the game.
"""

from __future__ import annotations

import json
import random
import sqlite3
from dataclasses import dataclass
from pathlib import Path

import pytest

from playpalace_backgammon.bots import DecisionKind
from playpalace_backgammon.rules import ReplayDice
from playpalace_backgammon.table.actions import ActionId
from playpalace_backgammon.table.backgammon import BackgammonTable
from playpalace_backgammon.table.log import LogEntry
from playpalace_backgammon.table.replay import replay_all

from .live_server import ServerProcess, WsClient, create_bot_table, free_port

pytestmark = pytest.mark.slow(16)  # seconds on an idle machine: this module starts first


def replica(db: Path | str, table: str | None = None) -> tuple[BackgammonTable, int]:
    """The table as its log describes it, and the number of log entries (an SQLite file, or a PostgreSQL
    database by its URL, where ``table`` may name one of several tables; read through the connection the
    cluster's tests keep for the database, ``tests.cluster.services.read``: the waits below look again and
    again, and a connection each was a PostgreSQL backend started and ended each time)."""
    if isinstance(db, str):
        from tests.cluster.services import read

        table_id, state = read(
            db, "SELECT id, state FROM tables WHERE status = 'playing' AND (%s::text IS NULL OR id = %s)",
            table, table)[0]
        entries = [json.loads(e) for (e,) in read(
            db, "SELECT entry FROM table_log WHERE table_id = %s ORDER BY seq", table_id)]
    else:
        con = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
        table_id, state = con.execute("SELECT id, state FROM tables WHERE status = 'playing'").fetchone()
        entries = [json.loads(e) for (e,) in con.execute(
            "SELECT entry FROM table_log WHERE table_id = ? ORDER BY seq", (table_id,))]
        con.close()
    state = json.loads(state)
    dice = ReplayDice([])
    table = BackgammonTable(state["options"], state["names"], dice)
    replay_all(table, (LogEntry.from_data(entry, ActionId) for entry in entries), dice, leftover="carry")
    return table, len(entries)


def wait_for_my_roll(db: Path | str, client: WsClient, table_id: str | None = None) -> BackgammonTable:
    """Drain until the log shows seat 0 (the human) to act, and every frame of that step has arrived.

    The log is committed before its tick's frames leave, so they may still be on the way when the log
    shows the turn: a ping's pong comes after them (the server reads a socket in order and sends each
    tick's frames in order; the client here talks to the table's own server, not through a gateway)."""
    for _ in range(200):
        client.drain(0.1)
        table, _ = replica(db, table_id)
        turn = table.bot_turn()
        if turn is not None and turn.seat == 0:
            client.settle()
            return table
    raise AssertionError("never my turn")


def play_one_turn(db: Path | str, client: WsClient, rng: random.Random, table_id: str | None = None) -> None:
    table, count = replica(db, table_id)
    kind = table.bot_turn().context.kind
    if kind in (
        DecisionKind.ROLL_OR_DOUBLE, DecisionKind.TAKE_OR_DROP, DecisionKind.ACCEPT_OR_DECLINE_RESIGNATION
    ):
        client.key("enter" if kind is DecisionKind.ROLL_OR_DOUBLE else "y", cell=0)  # roll, take, accept
        for _ in range(100):
            client.drain(0.05)
            table, now = replica(db, table_id)
            if now > count:
                break
    turn = table.bot_turn()
    if turn is not None and turn.seat == 0 and turn.context.kind is DecisionKind.MOVE:
        for command in table.point_commands_for_play(0, rng.choice(turn.context.legal_plays)):
            client.key("enter", cell=command.cell)
            client.until(lambda p: p["type"] == "menu" and p["menu_id"] == "turn_menu")


def status(client: WsClient) -> dict[str, str]:
    client.settle()
    answers = {}
    for key in ("p", "s", "d", "e"):
        client.key(key)
        answers[key] = client.until(lambda p: p["type"] == "speak")["text"]
    return answers


@dataclass
class Restarted:
    """A match played, its server SIGKILLed and started again on the same store, and a turn played after."""

    before_table: BackgammonTable
    before_count: int
    before_status: dict[str, str]
    after_count: int
    moved_table: BackgammonTable
    moved_count: int


def sigkill_in_mid_match_and_restart(db: Path | str, seed: int, turns: int) -> Restarted:
    """alice plays ``turns`` turns against a bot, the server is SIGKILLed and started again on ``db`` (a
    SQLite file or a PostgreSQL URL): she is back at her table with the same board and status and the log as
    it was, and plays one more turn."""
    port = free_port()
    rng = random.Random(seed)
    first = ServerProcess(db, port, light_hashes=True).start()
    try:
        alice = WsClient(first.url)
        alice.login("alice")
        create_bot_table(alice, match_length=5)
        wait_for_my_roll(db, alice)
        for _ in range(turns):
            play_one_turn(db, alice, rng)
            wait_for_my_roll(db, alice)
        before_table, before_count = replica(db)
        before_status = status(alice)
        before_board = [item["text"] for item in alice.menu["items"]] if alice.menu else []
        first.kill()
        alice.close()
    finally:
        first.stop()
    second = ServerProcess(db, port, light_hashes=True).start()
    try:
        again = WsClient(second.url)
        again.login("alice")
        again.until_speech("You are back at your table")
        board = again.until_menu("turn_menu")
        assert [item["text"] for item in board["items"]] == before_board
        assert status(again) == before_status
        after_table, after_count = replica(db)
        assert after_count == before_count
        assert after_table.snapshot()["match"] == before_table.snapshot()["match"]
        play_one_turn(db, again, rng)
        wait_for_my_roll(db, again)
        moved_table, moved_count = replica(db)
        again.close()
    finally:
        second.stop()
    return Restarted(before_table, before_count, before_status, after_count, moved_table, moved_count)


def test_sigkill_in_mid_match_then_restart_restores_everything(tmp_path: Path):
    restarted = sigkill_in_mid_match_and_restart(tmp_path / "crash.sqlite3", seed=7, turns=4)
    assert restarted.before_count > 8
    assert any(ch.isdigit() for ch in restarted.before_status["p"])  # real pip counts, not a bare message id
    assert restarted.moved_count > restarted.after_count
    moved, before = restarted.moved_table.match, restarted.before_table.match
    assert moved.position != before.position or moved.dice_log != before.dice_log

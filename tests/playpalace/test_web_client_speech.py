"""What PlayPalace 11's own web client (unchanged, in Chromium) actually says of a whole match against a bot.

That client puts only the last of several lines arriving together into its live region, and drops a line
identical to the one before within 0.7 s. Our server sends it one utterance a moment (``net.client.Moment``):
here every checker the bot moved is heard, the second of two identical moves too (said "twice"), and the
match's winner is heard at its end, not only the rating change after it.

The bot paces its steps as serve does (a pause before its first step and after each announced one, so each
step is a moment of its own), but each pause here ends when the listener has heard the step out: the page
has received every frame the server wrote it and has said the last line. serve's fixed 0.5 s pause would
make the match take a minute, and a busy machine can outrun any fixed pause (at 0.2 s its browser drew two
steps in one frame and the client kept only the second). Alice's plays are made on the server (the first
legal play each turn: a whole game by keyboard would take minutes; test_web_client.py presses every key);
before each, the test waits the same way until the page has heard everything out. Waiting for the last line
the page had received was not enough: the server's turn passes to Alice with the bot's last move, and a busy
page may not have that frame yet; Alice's roll then came within one of the page's frames after it, and the
client said only the roll.
"""

from __future__ import annotations

import json
import re
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from playpalace_backgammon.bots import DecisionKind
from playpalace_backgammon.host.net.client import Client, Frame
from playpalace_backgammon.host.tables.core.room_events import PACE_TIMER, Submit, Timer, TimerFired
from playpalace_backgammon.host.tables.room_tasks import RoomTasks
from playpalace_backgammon.table.actions import ActionId
from playpalace_backgammon.table.interface import Command
from tests.host.live_server import ThreadedServer

from .playpalace_page import PlayPalacePage
from .seeded import seeded_server

pytestmark = pytest.mark.slow(10)  # seconds on an idle machine

HOST = "alice"
REPEATED = re.compile(r"Bot 2 (?:moves|bears off) from \d+(?: to \d+)?, twice\.")
BOT_ROLL = re.compile(r"Bot 2 rolls \d and \d\.")
BOT_MOVE = re.compile(r"Bot 2 (?:moves from|bears off from|enters from the bar on) \d+(?: to \d+)?")


@pytest.fixture(scope="module")
def paced_server(playpalace11: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[ThreadedServer]:
    """Our server with PlayPalace's web client as its static files, its bots pausing after each step (for
    as long as serve's default: ``held_pauses`` ends each pause sooner)."""
    db = tmp_path_factory.mktemp("playpalace-speech") / "lobby.sqlite3"
    with seeded_server(db=db, static_dir=playpalace11 / "clients" / "web", bot_pacing_seconds=0.5) as running:
        yield running


@pytest.fixture
def frames_written(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """How many frames the server has written to its clients' sockets (here the one page's), counted on
    its loop where every frame is handed to a socket."""
    written = [0]
    write = Client._write_frames

    def counted(client: Client, frames: list[Frame]) -> None:
        write(client, frames)
        written[0] += len(frames)

    monkeypatch.setattr(Client, "_write_frames", counted)
    return written


@pytest.fixture
def held_pauses(monkeypatch: pytest.MonkeyPatch, paced_server: ThreadedServer) -> set[RoomTasks]:
    """The tables whose bot is pausing after a step: their pause timer is held here rather than run on the
    clock, until the test ends it (``_end_pause``) once the page has heard the step out. A pause may begin
    in a tick that sends nothing (before the bot's first step): whoever waits on the server looks again."""
    assert paced_server.server is not None
    observers = paced_server.server.outbox.observers
    held: set[RoomTasks] = set()
    start, cancel, cancel_all = RoomTasks.start_timer, RoomTasks.cancel_timer, RoomTasks.cancel_all

    def start_timer(tasks: RoomTasks, timer: Timer, seconds: float) -> None:
        if timer != PACE_TIMER:
            start(tasks, timer, seconds)
            return
        cancel(tasks, timer)
        held.add(tasks)
        for observer in list(observers):
            observer()

    def cancel_timer(tasks: RoomTasks, timer: Timer) -> None:
        if timer == PACE_TIMER:
            held.discard(tasks)
        cancel(tasks, timer)

    def cancelled_all(tasks: RoomTasks) -> None:
        held.discard(tasks)
        cancel_all(tasks)

    monkeypatch.setattr(RoomTasks, "start_timer", start_timer)
    monkeypatch.setattr(RoomTasks, "cancel_timer", cancel_timer)
    monkeypatch.setattr(RoomTasks, "cancel_all", cancelled_all)
    return held


def _room(server: ThreadedServer) -> Any:
    assert server.server is not None
    return next(room for room in server.server.lobby.rooms.values() if room.core.host == HOST)


def _to_act(server: ThreadedServer, held: set[RoomTasks]) -> str:
    """On the server's loop: "over" when the match is over, "alice" when she must act, "pause" when the bot
    pauses after a step, else ""."""
    room = _room(server)
    core = room.core
    table = core.table
    if table is None:
        return ""
    if table.finished:
        return "over"
    if room.tasks in held:
        return "pause"
    turn = table.bot_turn()
    return "alice" if turn is not None and turn.seat == 0 else ""


def _end_pause(server: ThreadedServer, held: set[RoomTasks]) -> None:
    """On the server's loop: the bot's pause ends, as when its timer runs out."""
    room = _room(server)
    held.discard(room.tasks)
    room.feed(TimerFired(PACE_TIMER))


def _play_alices_turn(server: ThreadedServer) -> None:
    """Alice rolls, or plays her first legal play by Enter on the points, on the server."""
    room = _room(server)
    core = room.core
    member = next(m for m, name in core.usernames.items() if name == HOST)
    turn = core.table.bot_turn()
    if turn.context.kind is DecisionKind.ROLL_OR_DOUBLE:
        room.feed(Submit(member, Command(ActionId.ROLL)))
    elif turn.context.kind is DecisionKind.MOVE:
        for command in core.table.point_commands_for_play(0, turn.context.legal_plays[0]):
            room.feed(Submit(member, command))
    else:
        commands = core.table.commands_for_answer(0, turn.context.kind is not DecisionKind.ROLL_OR_DOUBLE)
        for command in commands:
            room.feed(Submit(member, command))


def _settle(page: PlayPalacePage, server: ThreadedServer, written: list[int]) -> None:
    """Until the page has every frame the server wrote it so far (read on the server's loop, after the tick
    that passed the turn has written its frames) and has put the last line it received into its live region
    (or dropped it as a repeat of the line it said last): what a listener hears before acting."""
    frames = int(server.call(lambda: written[0]))
    page.wait_until("(frames) => window.__playpalace.frames >= frames", frames,
                    f"the page receiving the {frames} frames the server wrote it")
    page.wait_until(
        """() => {
            const norm = (text) => String(text).replace(/\\s*\\n+\\s*/g, ' ')
                .replace(/\\s{2,}/g, ' ').trim();
            const spoken = window.__playpalace.received
                .filter((p) => p.type === 'speak' && !p.muted && p.text);
            const heard = window.__playpalace.heard;
            if (!spoken.length) return true;
            return heard.length > 0 && heard[heard.length - 1] === norm(spoken[spoken.length - 1].text);
        }""",
        None, "the page saying the last line it received",
    )


def _bot_logged(db: Path, table_id: str) -> tuple[int, int]:
    """From the table's log in the SQLite file: how many checkers the bot moved, and how often it rolled."""
    with sqlite3.connect(db) as store:
        rows = store.execute("SELECT entry FROM table_log WHERE table_id = ? ORDER BY seq", (table_id,))
        entries = [json.loads(entry) for (entry,) in rows]
    actions = [command[0] for entry in entries if entry.get("seat") == 1 for command in entry["commands"]]
    return actions.count(ActionId.MOVE_CHECKER.value), actions.count(ActionId.ROLL.value)


def test_every_bot_move_and_the_matchs_winner_are_heard(browser: Any, paced_server: ThreadedServer,
                                                        frames_written: list[int],
                                                        held_pauses: set[RoomTasks]) -> None:
    server = paced_server
    assert server.server is not None
    port = server.server.port
    context = browser.new_context(viewport={"width": 1280, "height": 800}, locale="en-GB")
    page = PlayPalacePage(context, f"http://127.0.0.1:{port}/", f"ws://127.0.0.1:{port}", HOST)
    try:
        page.log_in()
        page.choose("Backgammon")
        page.choose("Create a table")
        page.choose("Add a bot")
        assert page.choose("Start the game")["menu_id"] == "turn_menu"
        table_id = str(server.call(lambda: _room(server).id))
        pauses = 0
        for _ in range(2000):
            state = server.until(lambda: _to_act(server, held_pauses), timeout=30)
            _settle(page, server, frames_written)
            if state == "over":
                break
            if state == "pause":
                server.call(lambda: _end_pause(server, held_pauses))
                pauses += 1
            else:
                server.call(lambda: _play_alices_turn(server))
        else:
            page.fail("the match never ended")
        page.wait_to_hear("rating", 0, "the rating change at the end")
        heard = page.heard()
        assert page.errors == []

        # The match's winner is heard, in the same utterance as the rating change, and said last.
        ending = next(text for text in reversed(heard) if "rating" in text)
        assert re.search(r"(?:You win|Bot 2 wins) the match, \d+ to \d+\.$", ending), ending

        # Every checker the bot moved is heard: both moves of a double, the second said as a repeat; and
        # every roll of the bot's, which came a moment before its first move.
        moved, rolled = _bot_logged(Path(server.config.db), table_id)
        said = [move for text in heard for move in BOT_MOVE.findall(text)]
        assert len(said) == moved, (len(said), moved)
        assert any(REPEATED.search(text) for text in heard)
        assert sum(len(BOT_ROLL.findall(text)) for text in heard) == rolled
        # Each of those steps came after a pause of its own, as serve paces them.
        assert pauses >= moved + rolled, (pauses, moved, rolled)
    finally:
        context.close()

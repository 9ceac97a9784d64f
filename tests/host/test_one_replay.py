"""One log format and one replay: every reader of a table's log rebuilds the table the live one was, step by
step, and a store written before the host core still replays to the same gnubg match ID by each of them.
(The PlayPalace adapter, the fifth reader, is checked against the same match in tests/playpalace11_server.)
"""

from __future__ import annotations

import json
import logging
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from playpalace_backgammon.host.lobby.replay import ReplayBook, ReplayCursor, ReplayError
from playpalace_backgammon.records.build import RecordError, replay_table
from playpalace_backgammon.rules import ReplayDice
from playpalace_backgammon.table.actions import ActionId
from playpalace_backgammon.table.interface import Viewer
from playpalace_backgammon.table.log import read_log
from playpalace_backgammon.table.replay import replay

from .archive_matches import PlayedMatch, play_match
from .replay_readers import KIND, READERS, by_restore, compared_steps, disagreements

FIXTURES = Path(__file__).parent / "fixtures"
SEED, LENGTH = 3, 1  # a one-point match of 347 logged steps, doubles and a take among them


@pytest.fixture(scope="module")
def seeded() -> PlayedMatch:
    played = play_match(SEED, LENGTH, keep_live=True)
    assert played.core.table is not None and played.core.table.finished
    return played


def _state(played: PlayedMatch) -> dict[str, Any]:
    return played.saves[-1][0]


def test_the_shared_replay_and_the_replay_by_ear_stand_where_the_live_table_stood_after_every_step(
        seeded: PlayedMatch) -> None:
    live = seeded.live
    assert live is not None and len(live) == len(seeded.log)
    assert len({json.dumps(snapshot["match"], sort_keys=True) for snapshot in live}) > len(live) // 3
    dice = ReplayDice()
    table = KIND.create(dict(seeded.core.options), seeded.core.names, dice)
    steps = 0
    for step in replay(table, read_log(seeded.log, ActionId), dice):
        assert step.table.snapshot() == live[step.index], step.index
        steps += 1
    assert steps == len(live)
    cursor = ReplayCursor(ReplayBook(KIND.create, KIND.declaration.actions, seeded.core.options,
                                     seeded.core.names, seeded.log), Viewer.player(0))
    for index in range(len(live)):
        assert cursor.go(index)
        assert cursor.table.snapshot() == live[index], index
    assert cursor.table.match.gnubg_id() == seeded.core.table.match.gnubg_id()  # type: ignore[union-attr]


def test_every_reader_of_the_log_rebuilds_the_live_table(seeded: PlayedMatch) -> None:
    live = seeded.live
    assert live is not None
    steps = compared_steps(len(seeded.log), 10)
    assert len(steps) > 10 and steps[-1] == len(seeded.log)
    assert disagreements(_state(seeded), seeded.log, live, READERS, steps) == []


def test_a_reader_that_rebuilds_another_table_is_caught(seeded: PlayedMatch) -> None:
    live = seeded.live
    assert live is not None
    behind = [live[0], *live[:-1]]  # each step's table one step late
    found = disagreements(_state(seeded), seeded.log, behind, {"restore": by_restore}, [5, 6])
    assert len(found) == 2 and found[0].startswith("restore after 5 entries")


def test_a_log_written_before_the_host_core_replays_to_the_same_match_id_by_every_reader() -> None:
    expected = json.loads((FIXTURES / "log-before-host-core.json").read_text())
    with sqlite3.connect(FIXTURES / "log-before-host-core.sqlite3") as db:
        table_id, state = db.execute("SELECT id, state FROM tables WHERE status = 'playing'").fetchone()
        log = [json.loads(e) for (e,) in db.execute(
            "SELECT entry FROM table_log WHERE table_id = ? ORDER BY seq", (table_id,))]
    assert len(log) == expected["log_entries"]
    for name, reader in READERS.items():
        table = reader(json.loads(state), log)
        assert table.match.gnubg_id() == expected["gnubg_id"], name
        assert len(table.dice_log) == expected["dice_drawn"], name
        assert list(table.match.score) == expected["score"], name


def _with_a_die_too_many(log: list[dict[str, Any]]) -> tuple[list[dict[str, Any]], int]:
    """The log with one die more on the first step after the start that drew none (a command that rolls
    no dice), and that step's index."""
    index = next(i for i, entry in enumerate(log) if i > 0 and not entry["dice"])
    tampered = [dict(entry) for entry in log]
    tampered[index]["dice"] = [4]
    return tampered, index


def test_dice_a_step_left_undrawn_are_refused_by_the_replay_by_ear_and_dropped_by_restore_and_records(
        seeded: PlayedMatch, caplog: pytest.LogCaptureFixture) -> None:
    """The readers differ on purpose here: a replay by ear must be exactly the match, a restore must bring a
    table back to its players (it says so in the server's log), and a record is what the table did."""
    live = seeded.live
    assert live is not None
    tampered, index = _with_a_die_too_many(seeded.log)
    count = index + 5
    with pytest.raises(ReplayError) as refused:
        ReplayBook(KIND.create, KIND.declaration.actions, seeded.core.options, seeded.core.names, tampered)
    assert refused.value.reason == "dice-left"
    with caplog.at_level(logging.WARNING):
        assert by_restore(_state(seeded), tampered[:count]).snapshot() == live[count - 1]
    assert "1 logged dice left unused" in caplog.text
    assert replay_table(_state(seeded), tampered[:count]).snapshot() == live[count - 1]


def test_a_log_short_of_dice_is_refused_by_the_replay_by_ear_and_the_records(seeded: PlayedMatch) -> None:
    index = next(i for i, entry in enumerate(seeded.log) if i > 0 and entry["dice"])
    short = [dict(entry) for entry in seeded.log[:index + 1]]
    short[index]["dice"] = []
    with pytest.raises(ReplayError) as refused:
        ReplayBook(KIND.create, KIND.declaration.actions, seeded.core.options, seeded.core.names, short)
    assert refused.value.reason == "dice-exhausted"
    with pytest.raises(RecordError) as record:
        replay_table(_state(seeded), short)
    assert record.value.reason == "dice"
    table = by_restore(_state(seeded), short)  # a restore draws live dice where the log has none
    assert len(table.dice_log) == sum(len(entry["dice"]) for entry in seeded.log[:index + 1])

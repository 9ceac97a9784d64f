"""A match given up as a whole (resigned, or lost on time) is exported with an ending GNU Backgammon
understands, since it has no forfeit: the loser resigns the game in play for what it scored forfeited (what
its position would score), and in SGF, when that is not enough for the match, games the loser resigns at
once follow. Debian's gnubg imports the files and reports the winner with the match and the loser's score
as it was (before, the files simply stopped: gnubg showed a match in progress)."""

from __future__ import annotations

import asyncio
import os
import subprocess
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from playpalace_backgammon.bots import BotLevel, DecisionKind
from playpalace_backgammon.host.selfplay import Decide, level_driver, play_match
from playpalace_backgammon.host.store.store import Store
from playpalace_backgammon.records import export_record, record_from_log
from playpalace_backgammon.records.match_record import MatchRecord
from playpalace_backgammon.rules import decode_match_id
from playpalace_backgammon.table.actions import ActionId
from playpalace_backgammon.table.interface import BotTurn, Command, HostedTable

from .corpus import InlineBots
from .test_gnubg_import import GNUBG, SCRIPT, game_end

LEVELS = (BotLevel.SIMPLE, BotLevel.SIMPLE)
GIVE_UP = {"resign": [Command(ActionId.RESIGN_MATCH), Command(ActionId.CONFIRM_RESIGN_MATCH)],
           "time": [Command(ActionId.TIME_OUT)]}


def _giving_up(how: str, at_move: int) -> Decide:
    """Simple bots, until the seat asked for the ``at_move``-th move gives the match up instead."""
    decide = level_driver(InlineBots(), LEVELS)  # type: ignore[arg-type]
    moves = 0

    async def deciding(table: HostedTable, turn: BotTurn) -> Sequence[Command]:
        nonlocal moves
        if turn.context.kind is DecisionKind.MOVE:
            moves += 1
            if moves == at_move:
                return GIVE_UP[how]
        return await decide(table, turn)

    return deciding


CASES = {"resigned-3": ("resign", 3, 4), "timed-out-7": ("time", 7, 5)}


@pytest.fixture(scope="module")
def forfeited(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[MatchRecord, dict[str, Path]]]:
    folder = tmp_path_factory.mktemp("forfeits")
    db = folder / "f.sqlite3"

    async def play() -> dict[str, str]:
        store = Store(db, written=lambda: None)
        try:
            ids = {}
            for number, (name, (how, length, at_move)) in enumerate(CASES.items()):
                ids[name], _status = await play_match(store, length=length, levels=LEVELS, seed=f"{name}:1",
                                                      decide=_giving_up(how, at_move), number=number)
            return ids
        finally:
            store.close()

    with ThreadPoolExecutor(1) as thread:  # a loop of its own, whatever runs on this thread
        ids = thread.submit(asyncio.run, play()).result()
    store = Store(db)
    found = {}
    try:
        for name, table_id in ids.items():
            state = store.table_state(table_id)
            assert state is not None
            record = record_from_log(state, store.match_log(table_id))
            files = {}
            for fmt in ("mat", "sgf"):
                files[fmt] = folder / f"{name}.{fmt}"
                files[fmt].write_text(export_record(record, fmt), encoding="utf-8")
            found[name] = (record, files)
    finally:
        store.close()
    return found


def _gnubg_ends(paths: list[Path]) -> dict[str, list[str]]:
    jobs = paths[0].parent / "jobs.txt"
    jobs.write_text("".join(f"{path}\n" for path in paths), encoding="utf-8")
    run = subprocess.run([str(GNUBG), "-t", "-q", "-p", str(SCRIPT)], stdin=subprocess.DEVNULL,
                         capture_output=True, text=True, timeout=300,
                         env={**os.environ, "GNUBG_REPLAY_JOBS": str(jobs)})
    ends: dict[str, list[str]] = {}
    for line in run.stdout.splitlines():
        fields = line.split("\t")
        assert fields[0] != "FAILED", line
        if fields[0] == "END":
            ends.setdefault(fields[1], []).append(f"{fields[3]}:{fields[4]}")
    return ends


def test_a_match_given_up_ends_with_its_winner_in_gnubg(
    forfeited: dict[str, tuple[MatchRecord, dict[str, Path]]],
) -> None:
    if not GNUBG.exists():
        pytest.fail(f"{GNUBG} is missing: run scripts/ensure-gnubg.sh (make test does)")
    for name, (record, _files) in forfeited.items():
        assert record.forfeit is not None and record.winner == 1 - record.forfeit.loser, name
        assert record.forfeit.timed_out == (CASES[name][0] == "time")
        result = record.games[-1].result  # the game in play, forfeited as its position scores
        assert result is not None and result.resigned and result.winner == 1 - record.forfeit.loser
        assert result.points >= result.cube
    ends = _gnubg_ends([files[fmt] for _record, files in forfeited.values() for fmt in ("mat", "sgf")])
    for name, (record, files) in forfeited.items():
        winner, loser = 1 - record.forfeit.loser, record.forfeit.loser  # type: ignore[union-attr]
        for fmt in ("mat", "sgf"):
            found = ends[str(files[fmt])]
            # Every game played ends where ours does; the game given up ends resigned by the loser.
            assert [game_end(ids) for ids in found[:len(record.games) - 1]] == [
                game_end(game.end_gnubg_id) for game in record.games[:-1]], (name, fmt)
            last = decode_match_id(found[-1].split(":")[1])
            assert last.score[loser] == record.score[loser], (name, fmt)
            given_up = decode_match_id(found[len(record.games) - 1].split(":")[1])
            assert given_up.score == record.score, (name, fmt)  # the forfeit read as the resignation it is
            if record.score[winner] >= record.length:
                assert last.score[winner] == record.score[winner], (name, fmt)
            elif fmt == "sgf":  # games resigned at once give the winner the match (a .mat cannot hold them)
                assert record.length <= last.score[winner] < record.length + 3, (name, fmt)
    # The 7-point match lost on time at 0-0 needs games after the one in play: SGF has them.
    record, files = forfeited["timed-out-7"]
    assert len(ends[str(files["sgf"])]) > len(record.games)

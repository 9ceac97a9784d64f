"""Money sessions exported as .mat ("0 point match") and SGF (``MI[length:0]``, ``RU[Jacoby]``, ``CV`` with
the automatic doubles) are imported by Debian's GNU Backgammon, whose replay reaches, after every game, our
board, running score, cube value and owner, and starts every game at our running score.

Seeded sessions of Random and Simple bots (Jacoby rule, beavers and automatic doubles each on and off,
resignations offered, accepted and declined, some sessions without doubles so the cube stays centred) are
played into a real SQLite store through the lobby's own room core (``host.selfplay``), stopped after a
few games with the session's stop, rebuilt from the store and written in both formats. gnubg gets each file's
rules before its import (``set jacoby``: the .mat format has no field for it). A .mat file cannot hold
automatic doubles, so sessions with them are compared through their SGF only (docs/records.md). The .mat
files gnubg exports again read as ours, byte for byte, but where gnubg's export drops the Jacoby rule."""

from __future__ import annotations

import asyncio
import os
import random
import subprocess
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from playpalace_backgammon.bots import BotLevel, DecisionKind
from playpalace_backgammon.host.selfplay import Decide, level_driver, match_seed, play_match
from playpalace_backgammon.host.store.store import Store
from playpalace_backgammon.records import CubeAction, CubeKind, export_record
from playpalace_backgammon.records.build import record_from_log
from playpalace_backgammon.records.match_record import MatchRecord
from playpalace_backgammon.table.actions import ActionId
from playpalace_backgammon.table.backgammon import BackgammonTable
from playpalace_backgammon.table.interface import BotTurn, Command, HostedTable

from .corpus import LEVELS, InlineBots, with_resignations
from .test_gnubg_import import GNUBG, SCRIPT, game_end, game_start

SEEDS = range(18)


def _stopping(decide: Decide, games: int, *, doubling: bool) -> Decide:
    """``decide``, except that between games the seat asked stops the session once ``games`` are played,
    and without ``doubling`` nobody doubles (the bots double early and often: the Jacoby rule needs games
    with the cube left in the centre)."""

    async def deciding(table: HostedTable, turn: BotTurn) -> Sequence[Command]:
        assert isinstance(table, BackgammonTable)
        if turn.context.kind is DecisionKind.PLAY_ON_OR_STOP and table.match.game_number >= games:
            return [Command(ActionId.STOP_SESSION)]
        if turn.context.kind is DecisionKind.ROLL_OR_DOUBLE and not doubling:
            return [Command(ActionId.ROLL)]
        return await decide(table, turn)

    return deciding


def _options(seed: int) -> dict[str, object]:
    return {"money": True, "jacoby": seed % 2 == 0, "auto_doubles": 2 if seed % 4 >= 2 else 0,
            "beavers": seed % 5 < 3}


async def _play(db: Path) -> list[str]:
    store = Store(db, written=lambda: None)
    bots = InlineBots()
    ids = []
    try:
        for seed in SEEDS:
            levels: tuple[BotLevel, BotLevel] = LEVELS[seed % len(LEVELS)]
            driver = with_resignations(level_driver(bots, levels), random.Random(seed), 0.01)  # type: ignore[arg-type]
            decide = _stopping(driver, 3 + random.Random(seed).randrange(4), doubling=seed % 3 != 2)
            table_id, _status = await play_match(store, length=1, levels=levels, seed=match_seed(seed, 1),
                                                 decide=decide, number=seed, options=_options(seed))
            ids.append(table_id)
    finally:
        store.close()
    return ids


@pytest.fixture(scope="module")
def sessions(tmp_path_factory: pytest.TempPathFactory) -> list[tuple[MatchRecord, dict[str, Path]]]:
    folder = tmp_path_factory.mktemp("money")
    db = folder / "money.sqlite3"
    # On a thread of its own: the browser tests leave an event loop running on this one.
    with ThreadPoolExecutor(1) as thread:
        ids = thread.submit(asyncio.run, _play(db)).result()
    store = Store(db)
    found = []
    try:
        for table_id in ids:
            state, log = store.table_state(table_id), store.match_log(table_id)
            assert state is not None
            record = record_from_log(state, log, match_id=table_id)
            files = {}
            for fmt in ("mat", "sgf"):
                files[fmt] = folder / f"{table_id}.{fmt}"
                files[fmt].write_text(export_record(record, fmt), encoding="utf-8")
            found.append((record, files))
    finally:
        store.close()
    return found


@pytest.fixture(scope="module")
def replayed(sessions: list[tuple[MatchRecord, dict[str, Path]]], tmp_path_factory: pytest.TempPathFactory,
             ) -> tuple[dict[tuple[str, str], list[str]], Path]:
    if not GNUBG.exists():
        pytest.fail(f"{GNUBG} is missing: run scripts/ensure-gnubg.sh (make test does)")
    folder = tmp_path_factory.mktemp("gnubg-money")
    jobs = folder / "jobs.txt"
    jobs.write_text("".join(
        f"{files[fmt]}\tset jacoby {'on' if record.jacoby else 'off'};set automatic doubles 0\n"
        for record, files in sessions for fmt in ("mat", "sgf")), encoding="utf-8")
    run = subprocess.run([str(GNUBG), "-t", "-q", "-p", str(SCRIPT)], stdin=subprocess.DEVNULL,
                         capture_output=True, text=True, timeout=300,
                         env={**os.environ, "GNUBG_REPLAY_JOBS": str(jobs),
                              "GNUBG_REEXPORT_DIR": str(folder)})
    found: dict[tuple[str, str], list[str]] = {}
    failures = []
    for line in run.stdout.splitlines():
        fields = line.split("\t")
        if fields[0] in ("START", "END"):
            found.setdefault((fields[1], fields[0]), []).append(f"{fields[3]}:{fields[4]}")
        elif fields[0] == "FAILED":
            failures.append(line)
    assert not failures, failures
    return found, folder


def test_the_sessions_hold_what_money_play_must_carry(
    sessions: list[tuple[MatchRecord, dict[str, Path]]],
) -> None:
    assert all(record.money and record.winner is None for record, _files in sessions)
    games = [game for record, _files in sessions for game in record.games]
    assert len(games) >= 3 * len(sessions) and all(game.result is not None for game in games)
    assert any(game.cube_start > 1 for game in games)  # an automatic double
    results = [game.result for game in games if game.result is not None]
    assert any(result.resigned and result.jacoby for result in results)  # a gammon resignation counted single
    assert any(result.resigned and result.kind > 1 and not result.jacoby for result in results)
    assert any(result.jacoby for result in results)  # a gammon counted single
    assert any(result.points > result.cube for result in results)  # a gammon counted in full
    kinds = {action.kind for game in games for action in game.actions if isinstance(action, CubeAction)}
    assert kinds == set(CubeKind) - {CubeKind.RACCOON}, kinds  # raccoons: test_gnubg_raccoons.py
    assert any(game.result.points > 1 for game in games if game.result is not None)
    mat = sessions[0][1]["mat"].read_text(encoding="utf-8")
    assert "\n 0 point match\n" in mat and '[Jacoby "On"]' in mat and "Crawford" not in mat
    sgf = sessions[0][1]["sgf"].read_text(encoding="utf-8")
    assert "MI[length:0]" in sgf and "RU[Jacoby]" in sgf
    assert "RU[" not in sessions[1][1]["sgf"].read_text(encoding="utf-8")


@pytest.mark.parametrize("fmt", ["mat", "sgf"])
def test_gnubg_reaches_our_position_and_running_score_after_every_game(
    sessions: list[tuple[MatchRecord, dict[str, Path]]],
    replayed: tuple[dict[tuple[str, str], list[str]], Path], fmt: str,
) -> None:
    found, _folder = replayed
    games = jacoby_resignations = 0
    for record, files in sessions:
        if fmt == "mat" and any(game.cube_start > 1 for game in record.games):
            continue  # the format has no automatic doubles
        path = str(files[fmt])
        starts, ends = found.get((path, "START"), []), found.get((path, "END"), [])
        assert [game_start(ids.split(":")[1])[0] for ids in starts] == [
            game.score_before for game in record.games], path
        assert [game_end(ids) for ids in ends] == [game_end(game.end_gnubg_id) for game in record.games], path
        games += len(ends)
        jacoby_resignations += sum(game.result is not None and game.result.resigned and game.result.jacoby
                                   for game in record.games)
    assert games >= 3 * len(sessions) // 2
    assert jacoby_resignations  # gnubg, told the resignation's worth, scores it single as we do


def test_gnubg_writes_our_money_mat_files_again_byte_for_byte(
    sessions: list[tuple[MatchRecord, dict[str, Path]]],
    replayed: tuple[dict[tuple[str, str], list[str]], Path],
) -> None:
    """Except sessions with automatic doubles or a gammon the Jacoby rule counted single: gnubg's own export
    writes neither (it scores both right in its state, as the test above shows)."""
    _found, folder = replayed
    compared = 0
    for record, files in sessions:
        if any(game.cube_start > 1 or (game.result is not None and game.result.jacoby)
               for game in record.games):
            continue
        compared += 1
        ours = files["mat"].read_text(encoding="utf-8").split(" point match\n\n", 1)
        theirs = (folder / files["mat"].name).read_text(encoding="utf-8").split(" point match\n\n", 1)
        assert theirs == [theirs[0], ours[1]] and theirs[0].endswith("\n 0"), record.match_id
    assert compared >= 4


def _beaver_then_resignation(decide: Decide) -> Decide:
    """Game 1: the first player asked to roll doubles, the other beavers, the doubler takes the beaver and
    at once resigns a single game, which is accepted; then the session stops."""
    doubler: list[int] = []

    async def deciding(table: HostedTable, turn: BotTurn) -> Sequence[Command]:
        kind = turn.context.kind
        if kind is DecisionKind.PLAY_ON_OR_STOP:
            return [Command(ActionId.STOP_SESSION)]
        if kind is DecisionKind.ACCEPT_OR_DECLINE_RESIGNATION:
            return table.commands_for_answer(turn.seat, True)
        if kind is DecisionKind.ROLL_OR_DOUBLE and not doubler:
            doubler.append(turn.seat)
            return [Command(ActionId.DOUBLE)]
        if kind is DecisionKind.TAKE_OR_DROP:
            return [Command(ActionId.TAKE if turn.seat == doubler[0] else ActionId.BEAVER)]
        if doubler and turn.seat == doubler[0]:
            return [Command(ActionId.RESIGN_SINGLE)]
        return await decide(table, turn)

    return deciding


def test_a_beaver_taken_then_a_resignation_is_a_single_at_cube_4_in_gnubg(tmp_path: Path) -> None:
    """The doubler's take of a beaver is written when no roll follows it (gnubg infers it only from the
    doubler's next roll): else gnubg keeps the beaver pending and scores a gammon at cube 2."""
    db = tmp_path / "beaver.sqlite3"

    async def play() -> str:
        store = Store(db, written=lambda: None)
        try:
            levels = (BotLevel.SIMPLE, BotLevel.SIMPLE)
            decide = _beaver_then_resignation(level_driver(InlineBots(), levels))  # type: ignore[arg-type]
            table_id, _status = await play_match(
                store, length=1, levels=levels, seed="beaver:1", decide=decide,
                options={"money": True, "beavers": True, "jacoby": False})
            return table_id
        finally:
            store.close()

    with ThreadPoolExecutor(1) as thread:
        table_id = thread.submit(asyncio.run, play()).result()
    store = Store(db)
    try:
        state = store.table_state(table_id)
        assert state is not None
        record = record_from_log(state, store.match_log(table_id))
    finally:
        store.close()
    [game] = record.games
    assert [a.kind for a in game.actions if isinstance(a, CubeAction)] == [
        CubeKind.DOUBLE, CubeKind.BEAVER, CubeKind.TAKE]
    assert game.result is not None and game.result.resigned and game.result.points == 4
    path = tmp_path / "beaver.mat"
    path.write_text(export_record(record, "mat"), encoding="utf-8")
    jobs = tmp_path / "jobs.txt"
    jobs.write_text(f"{path}\tset jacoby off\n", encoding="utf-8")
    run = subprocess.run([str(GNUBG), "-t", "-q", "-p", str(SCRIPT)], stdin=subprocess.DEVNULL,
                         capture_output=True, text=True, timeout=120,
                         env={**os.environ, "GNUBG_REPLAY_JOBS": str(jobs)})
    ends = [line.split("\t") for line in run.stdout.splitlines() if line.startswith("END\t")]
    assert len(ends) == 1, run.stdout
    _board, score, cube, owner = game_end(f"{ends[0][3]}:{ends[0][4]}")
    winner = game.result.winner
    assert (score[winner], score[1 - winner], cube, owner) == (4, 0, 4, winner)
    assert (_board, score, cube, owner) == game_end(game.end_gnubg_id)

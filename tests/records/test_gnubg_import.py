"""Every exported match is imported by Debian's GNU Backgammon program, and its replay reaches, after every
game, the same board, score and cube as our log, and starts every game at our score with our Crawford flag.

Seeded matches of length 1 to 11 (Random and Simple bots, with resignations offered, accepted and
declined; the first 40 seeds in ``make test``, 120 with ``PPB_FULL_SWEEPS=1``, docs/testing.md) are played
into real SQLite stores exactly as the server records them, rebuilt from the stores into records, written
as .mat and as SGF, and replayed by ``/usr/games/gnubg`` in batch mode (two processes, one per core, each
importing half the files: ``gnubg_replay.py``). The corpus is checked to hold every kind of action the
formats must carry. ``make test`` installs the program (``scripts/ensure-gnubg.sh``).

What is compared at a game's end is what both must agree on: the board (seen from seat 0), the score, the
cube and its owner. Who is "on roll" and the Crawford flag of a finished game are conventions of the state
between two games that gnubg's own import does not keep alike (docs/records.md); the Crawford flag is
compared where it means something, at the start of each game."""

from __future__ import annotations

import asyncio
import os
import subprocess
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from multiprocessing import get_context
from pathlib import Path

import pytest

from playpalace_backgammon.host.store.store import Store
from playpalace_backgammon.records import CubeAction, ResignAnswer, Turn, export_record
from playpalace_backgammon.records.build import record_from_log
from playpalace_backgammon.rules import BAR, Position, decode_match_id

from .corpus import play_corpus

GNUBG = Path("/usr/games/gnubg")
SCRIPT = Path(__file__).with_name("gnubg_replay.py")
FULL_SWEEPS = os.environ.get("PPB_FULL_SWEEPS", "") not in ("", "0")
SEEDS = range(120 if FULL_SWEEPS else 40)  # 40 already hold every kind of action, each length 3 times over
WORKERS = 2


@dataclass
class Exported:
    """One match of the corpus as files, and what gnubg must reach after each of its games."""

    table_id: str
    length: int
    files: dict[str, str]
    starts: list[tuple[tuple[int, int], bool]]  # each game's score before it and its Crawford flag
    ends: list[str]  # our "positionID:matchID" after each game
    features: set[str] = field(default_factory=set)


def game_end(gnubg_id: str) -> tuple[Position, tuple[int, int], int, int | None]:
    """What both programs must agree on after a game: the board seen from seat 0 (gnubg's player 0), the
    score, the cube's value and owner."""
    position_id, match_id = gnubg_id.split(":")
    fields = decode_match_id(match_id)
    position = Position.from_gnubg_id(position_id)
    board = position if fields.player_on_roll == 0 else position.swap()
    return board, fields.score, fields.cube_value, fields.cube_owner


def game_start(match_id: str) -> tuple[tuple[int, int], bool]:
    fields = decode_match_id(match_id)
    return fields.score, fields.crawford


def _features(record) -> set[str]:  # type: ignore[no-untyped-def]
    found = {f"length-{record.length}"}
    for game in record.games:
        if game.crawford:
            found.add("crawford")
        if game.post_crawford:
            found.add("post-crawford")
        result = game.result
        if result is not None:
            if result.resigned:
                found.add("resignation")
            elif result.dropped:
                found.add("drop")
            else:
                found.add("bear-off")
                if result.kind > 1:
                    found.add("gammon-or-backgammon")
        for action in game.actions:
            if isinstance(action, CubeAction):
                found.add(action.kind.value)
            elif isinstance(action, ResignAnswer) and not action.accepted:
                found.add("resignation-declined")
            elif isinstance(action, Turn):
                if not action.steps:
                    found.add("no-legal-play")
                if any(step.source == BAR and step.hit for step in action.steps):
                    found.add("hit-from-the-bar")
    return found


def _play_and_export(directory: str, part: int, seeds: list[int]) -> list[Exported]:
    """In a worker process: plays ``seeds`` into a store of its own, then exports each match from it."""
    folder = Path(directory)
    db = folder / f"corpus-{part}.sqlite3"
    ids = asyncio.run(play_corpus(db, seeds))
    store = Store(db)
    exported = []
    try:
        for table_id in ids:
            state, log = store.table_state(table_id), store.match_log(table_id)
            archived = store.match(table_id)
            assert state is not None and archived is not None and archived.result == "finished"
            record = record_from_log(state, log, started_at=archived.started_at, match_id=table_id)
            files = {}
            for fmt in ("mat", "sgf"):
                path = folder / f"{table_id}.{fmt}"
                path.write_text(export_record(record, fmt), encoding="utf-8")
                files[fmt] = str(path)
            exported.append(Exported(
                table_id, record.length, files, [(game.score_before, game.crawford) for game in record.games],
                [game.end_gnubg_id for game in record.games], _features(record)))
    finally:
        store.close()
    return exported


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> list[Exported]:
    directory = tmp_path_factory.mktemp("records")
    seeds = list(SEEDS)
    with ProcessPoolExecutor(WORKERS, mp_context=get_context("spawn")) as pool:
        parts = pool.map(_play_and_export, [str(directory)] * WORKERS, range(WORKERS),
                         [seeds[part::WORKERS] for part in range(WORKERS)])
        return [match for part in parts for match in part]


def _gnubg_replay(paths: list[str], jobs_file: Path, reexport: Path) -> subprocess.Popen[str]:
    jobs_file.write_text("\n".join(paths) + "\n", encoding="utf-8")
    return subprocess.Popen([str(GNUBG), "-t", "-q", "-p", str(SCRIPT)], stdin=subprocess.DEVNULL,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                            env={**os.environ, "GNUBG_REPLAY_JOBS": str(jobs_file),
                                 "GNUBG_REEXPORT_DIR": str(reexport)})


@pytest.fixture(scope="module")
def gnubg_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """gnubg's job lists, and the .mat files it exports again."""
    return tmp_path_factory.mktemp("gnubg")


@pytest.fixture(scope="module")
def replayed(corpus: list[Exported], gnubg_folder: Path) -> dict[tuple[str, str], list[str]]:
    """gnubg's "positionID:matchID" at the start and at the end of each game, by (file, "START"/"END")."""
    if not GNUBG.exists():
        pytest.fail(f"{GNUBG} is missing: run scripts/ensure-gnubg.sh (make test does)")
    paths = [match.files[fmt] for match in corpus for fmt in ("mat", "sgf")]
    runs = [_gnubg_replay(paths[part::WORKERS], gnubg_folder / f"jobs-{part}.txt", gnubg_folder)
            for part in range(WORKERS)]
    found: dict[tuple[str, str], list[str]] = {}
    failures = []
    for run in runs:
        output, _ = run.communicate(timeout=300)
        for line in output.splitlines():
            fields = line.split("\t")
            if fields[0] in ("START", "END"):
                found.setdefault((fields[1], fields[0]), []).append(f"{fields[3]}:{fields[4]}")
            elif fields[0] == "FAILED":
                failures.append(line)
    assert not failures, failures
    return found


def test_the_corpus_holds_every_kind_of_action(corpus: list[Exported]) -> None:
    assert len(corpus) == len(SEEDS)
    features = set().union(*(match.features for match in corpus))
    wanted = {"double", "take", "drop", "crawford", "post-crawford", "resignation", "resignation-declined",
              "bear-off", "gammon-or-backgammon", "hit-from-the-bar", "no-legal-play"}
    assert wanted <= features, wanted - features
    assert {f"length-{length}" for length in range(1, 12)} <= features


@pytest.mark.parametrize("fmt", ["mat", "sgf"])
def test_gnubg_reaches_our_position_and_score_after_every_game(
    corpus: list[Exported], replayed: dict[str, list[str]], fmt: str,
) -> None:
    games = exact = 0
    for match in corpus:
        path = match.files[fmt]
        starts, ends = replayed.get((path, "START"), []), replayed.get((path, "END"), [])
        assert [game_start(ids.split(":")[1]) for ids in starts] == match.starts, (match.table_id, path)
        ours = [game_end(ids) for ids in match.ends]
        assert [game_end(ids) for ids in ends] == ours, (match.table_id, path)
        games += len(ends)
        exact += sum(theirs == ours for theirs, ours in zip(ends, match.ends, strict=True))
    assert games >= 2 * len(corpus)
    assert exact > games // 2  # most games end with the very same IDs, every field alike


def test_gnubg_writes_our_mat_files_again_byte_for_byte(
    corpus: list[Exported], replayed: dict[tuple[str, str], list[str]], gnubg_folder: Path,
) -> None:
    """gnubg exports each imported .mat file again: its games read exactly as ours (GNU Backgammon 1.07
    writes a header of its own: only the date)."""
    assert replayed  # gnubg has run
    for match in corpus:
        ours = Path(match.files["mat"])
        theirs = (gnubg_folder / ours.name).read_text(encoding="utf-8")
        assert theirs.split(" point match\n\n", 1)[1] == ours.read_text(encoding="utf-8").split(
            " point match\n\n", 1)[1], match.table_id

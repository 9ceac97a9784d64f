"""``selfplay`` and ``export`` as an operator runs them: real SQLite files, the real command line. A few
runs start it in a process of its own, as an operator does (``python -m playpalace_backgammon``, its
language from the environment); the others call the same entry point, ``cli.main(argv)``, in this process
with the same environment and arguments (a process costs most of a second of CPU in imports), its
standard output and error captured and its exit status taken from its return or ``SystemExit``."""

from __future__ import annotations

import contextlib
import io
import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path
from unittest import mock

import pytest

from playpalace_backgammon.cli import main

pytestmark = pytest.mark.slow(5)  # seconds on an idle machine

REPO = Path(__file__).resolve().parents[2]


def _run(*args: str, lang: str = "C.UTF-8", process: bool = False) -> subprocess.CompletedProcess[str]:
    """The command line with ``args``, ``LANG`` set to ``lang`` (``LC_ALL`` and ``LC_MESSAGES`` unset):
    in a process of its own with ``process``, else ``main`` in this one; its exit status and output."""
    env = {key: value for key, value in os.environ.items() if key not in ("LC_ALL", "LC_MESSAGES")}
    env["LANG"] = lang
    if process:
        return subprocess.run([sys.executable, "-m", "playpalace_backgammon", *args], cwd=REPO, env=env,
                              capture_output=True, text=True, timeout=120)
    out, err = io.StringIO(), io.StringIO()
    with mock.patch.dict(os.environ, env, clear=True), contextlib.redirect_stdout(out), \
            contextlib.redirect_stderr(err):
        try:
            code = main(list(args))
        except SystemExit as exit_:  # argparse's refusals
            code = exit_.code if isinstance(exit_.code, int) else 1
    return subprocess.CompletedProcess(["playpalace-backgammon", *args], code, out.getvalue(), err.getvalue())


def _selfplay(db: Path, seed: int, process: bool = False) -> list[str]:
    done = _run("selfplay", "--db", str(db), "--matches", "2", "--length", "3", "--levels", "random,simple",
                "--seed", str(seed), process=process)
    assert done.returncode == 0, done.stderr
    assert "2 matches played into" in done.stderr
    return done.stdout.split()


def _export(db: Path, match_id: str, fmt: str, process: bool = False) -> str:
    done = _run("export", "--db", str(db), "--match", match_id, "--format", fmt, process=process)
    assert done.returncode == 0, done.stderr
    return done.stdout


def _games(mat: str) -> str:
    return mat.split(" point match\n\n", 1)[1]  # the header names the match and dates it


def test_selfplay_records_finished_matches_as_the_server_does_and_export_writes_them(tmp_path: Path) -> None:
    db = tmp_path / "archive.sqlite3"
    ids = _selfplay(db, 7, process=True)  # as an operator runs it
    assert len(ids) == 2
    with sqlite3.connect(db) as connection:
        for match_id in ids:
            state, status = connection.execute("SELECT state, status FROM tables WHERE id = ?",
                                               (match_id,)).fetchone()
            assert status == "finished"
            state = json.loads(state)
            assert state["options"]["match_length"] == 3 and state["options"]["bot_level"] == "random"
            assert max(state["score"]) >= 3
            entries = connection.execute("SELECT COUNT(*) FROM table_log WHERE table_id = ?",
                                         (match_id,)).fetchone()[0]
            assert entries > 10
    mat = _export(db, ids[0], "mat", process=True)
    assert f'; [Match ID "{ids[0]}"]' in mat and " 3 point match" in mat and "Wins" in mat
    sgf = _export(db, ids[0], "sgf")
    assert sgf.startswith("(;FF[4]GM[6]") and "MI[length:3][game:0][ws:0][bs:0]" in sgf
    # The same seed plays the same matches again (into another file, under new ids).
    again = _selfplay(tmp_path / "again.sqlite3", 7)
    assert _games(_export(tmp_path / "again.sqlite3", again[0], "mat")) == _games(mat)
    other = _selfplay(tmp_path / "other.sqlite3", 8)
    assert _games(_export(tmp_path / "other.sqlite3", other[0], "mat")) != _games(mat)


def test_selfplay_plays_money_sessions_of_a_number_of_games(tmp_path: Path) -> None:
    """``selfplay --money --games N``: each session stops after N games, as a player stops one between
    games; it is kept finished, as a money session, exports as one, and rates no one."""
    db = tmp_path / "money.sqlite3"
    done = _run("selfplay", "--db", str(db), "--money", "--games", "3", "--matches", "2", "--levels",
                "random,simple", "--seed", "4")
    assert done.returncode == 0, done.stderr
    assert "2 matches played into" in done.stderr
    ids = done.stdout.split()
    assert len(ids) == 2
    with sqlite3.connect(db) as connection:
        for match_id in ids:
            state, status = connection.execute("SELECT state, status FROM tables WHERE id = ?",
                                               (match_id,)).fetchone()
            assert status == "finished"
            state = json.loads(state)
            assert state["options"]["money"] is True and sum(state["score"]) >= 3  # a point a game at least
            entries = [json.loads(entry) for (entry,) in connection.execute(
                "SELECT entry FROM table_log WHERE table_id = ? ORDER BY seq", (match_id,))]
            assert entries[-1]["commands"] == [["stop_session", None]]
            length, result = connection.execute("SELECT match_length, result FROM matches WHERE id = ?",
                                                (match_id,)).fetchone()
            assert (length, result) == (0, "finished")
        assert connection.execute("SELECT COUNT(*) FROM ratings").fetchone()[0] == 0
    mat = _export(db, ids[0], "mat")
    assert " 0 point match" in mat
    assert [line.split()[1] for line in mat.splitlines() if line.startswith(" Game ")] == ["1", "2", "3"]
    # A number of games is for a money session, from 1 on.
    for args in (("--money", "--games", "0"), ("--games", "3")):
        done = _run("selfplay", "--db", str(tmp_path / "refused.sqlite3"), *args)
        assert done.returncode == 2 and "number of games" in done.stderr, done.stderr
    assert not (tmp_path / "refused.sqlite3").exists()


def test_export_refuses_an_unknown_match_or_a_missing_file_on_standard_error(tmp_path: Path) -> None:
    db = tmp_path / "archive.sqlite3"
    _selfplay(db, 1)
    done = _run("export", "--db", str(db), "--match", "no-such-match", "--format", "sgf")
    assert done.returncode == 1 and done.stdout == "" and "There is no match no-such-match" in done.stderr
    missing = tmp_path / "missing.sqlite3"
    done = _run("export", "--db", str(missing), "--match", "x")
    assert done.returncode == 1 and done.stdout == "" and "There is no database file" in done.stderr
    assert not missing.exists()  # nothing created
    assert _run("export", "--db", str(db), "--match", "x", "--format", "pdf").returncode == 2


def test_selfplay_refuses_unknown_levels_and_lengths(tmp_path: Path) -> None:
    db = tmp_path / "archive.sqlite3"
    done = _run("selfplay", "--db", str(db), "--levels", "random,grandmaster", lang="fr_FR.UTF-8",
                process=True)  # the language of a process's environment
    assert done.returncode == 2 and "--levels attend un niveau de bot" in done.stderr
    done = _run("selfplay", "--db", str(db), "--length", "99", lang="fr_FR.UTF-8")
    assert done.returncode == 2 and "La longueur du match doit être de 1 à 25 points" in done.stderr
    assert not db.exists()

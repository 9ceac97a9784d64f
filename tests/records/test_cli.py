"""``selfplay`` and ``export`` as an operator runs them: real SQLite files, the real command line."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from playpalace_backgammon.cli import main


def _selfplay(db: Path, seed: int, capsys: pytest.CaptureFixture[str]) -> list[str]:
    assert main(["selfplay", "--db", str(db), "--matches", "2", "--length", "3", "--levels", "random,simple",
                 "--seed", str(seed)]) == 0
    out = capsys.readouterr()
    assert "2 matches played into" in out.err
    return out.out.split()


def _export(db: Path, match_id: str, fmt: str, capsys: pytest.CaptureFixture[str]) -> str:
    assert main(["export", "--db", str(db), "--match", match_id, "--format", fmt]) == 0
    return capsys.readouterr().out


def _games(mat: str) -> str:
    return mat.split(" point match\n\n", 1)[1]  # the header names the match and dates it


def test_selfplay_records_finished_matches_as_the_server_does_and_export_writes_them(
    tmp_path: Path, capsys: pytest.CaptureFixture[str],
) -> None:
    db = tmp_path / "archive.sqlite3"
    ids = _selfplay(db, 7, capsys)
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
    mat = _export(db, ids[0], "mat", capsys)
    assert f'; [Match ID "{ids[0]}"]' in mat and " 3 point match" in mat and "Wins" in mat
    sgf = _export(db, ids[0], "sgf", capsys)
    assert sgf.startswith("(;FF[4]GM[6]") and "MI[length:3][game:0][ws:0][bs:0]" in sgf
    # The same seed plays the same matches again (into another file, under new ids).
    again = _selfplay(tmp_path / "again.sqlite3", 7, capsys)
    assert _games(_export(tmp_path / "again.sqlite3", again[0], "mat", capsys)) == _games(mat)
    other = _selfplay(tmp_path / "other.sqlite3", 8, capsys)
    assert _games(_export(tmp_path / "other.sqlite3", other[0], "mat", capsys)) != _games(mat)


def test_export_refuses_an_unknown_match_or_a_missing_file_on_standard_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str],
) -> None:
    db = tmp_path / "archive.sqlite3"
    _selfplay(db, 1, capsys)
    assert main(["export", "--db", str(db), "--match", "no-such-match", "--format", "sgf"]) == 1
    out = capsys.readouterr()
    assert out.out == "" and "There is no match no-such-match" in out.err
    missing = tmp_path / "missing.sqlite3"
    assert main(["export", "--db", str(missing), "--match", "x"]) == 1
    out = capsys.readouterr()
    assert out.out == "" and "There is no database file" in out.err
    assert not missing.exists()  # nothing created
    with pytest.raises(SystemExit) as refused:
        main(["export", "--db", str(db), "--match", "x", "--format", "pdf"])
    assert refused.value.code == 2


def test_selfplay_refuses_unknown_levels_and_lengths(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    db = tmp_path / "archive.sqlite3"
    assert main(["selfplay", "--db", str(db), "--levels", "random,grandmaster"]) == 2
    assert "--levels attend un niveau de bot" in capsys.readouterr().err
    assert main(["selfplay", "--db", str(db), "--length", "99"]) == 2
    assert "La longueur du match doit être de 1 à 25 points" in capsys.readouterr().err
    assert not db.exists()

"""``playpalace-backgammon analyse``: an archived match analysed from the command line, each player's summary
printed, the analysis (and gnubg's SGF with it) kept in the store; a job left by a restart is still there to
resume; bad input refused."""

from __future__ import annotations

import asyncio
import subprocess
from pathlib import Path

import pytest

from playpalace_backgammon.bots.pool import BotPool
from playpalace_backgammon.cli import main
from playpalace_backgammon.host.lobby.match_analysis import stored_analysis
from playpalace_backgammon.host.store.store import Store

from .matches import play_matches

GNUBG = Path("/usr/games/gnubg")


async def _play(db: Path):  # type: ignore[no-untyped-def]
    async with BotPool(workers=1) as pool:
        return await play_matches(db, pool, count=1, length=3, seed=21)


def test_analyse_prints_both_summaries_and_keeps_the_analysis(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LANG", "C")
    db = tmp_path / "m.sqlite3"
    [match] = asyncio.run(_play(db))
    assert main(["analyse", "--db", str(db), "--match", match.table_id, "--ply", "0"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split(":")[0] for line in lines] == list(match.names)
    assert all("error rate" in line for line in lines)
    store = Store(db)
    try:
        analysis = stored_analysis(store, match.table_id)
        assert analysis is not None and analysis.plies == 0
        kept = store.stored_analysis(match.table_id)
        assert kept is not None and "GNU Backgammon" in kept[2]
        assert store.unfinished_analyses() == []
        for summary, line in zip(analysis.players, lines, strict=True):
            said = float(line.split("error rate ", 1)[1].split(" ", 1)[0].rstrip(";,"))
            assert said == pytest.approx(summary.error_rate, abs=0.05), (line, summary.error_rate)
        sgf = kept[2]
        store.request_analysis(match.table_id, 2)  # as left by a server stopped mid-analysis
        store.commit()
    finally:
        store.close()
    reopened = Store(db)
    try:
        assert reopened.unfinished_analyses() == [(match.table_id, 2)]
    finally:
        reopened.close()
    # The SGF export of an analysed match is gnubg's, with the analysis: Debian's gnubg reads it back and
    # reports the same statistics without analysing anything.
    capsys.readouterr()
    assert main(["export", "--db", str(db), "--match", match.table_id, "--format", "sgf"]) == 0
    exported = capsys.readouterr().out
    assert exported == sgf and "LU[" in exported and "DA[" in exported
    if GNUBG.exists():
        path = tmp_path / "analysed.sgf"
        path.write_text(exported, encoding="utf-8")
        commands = f'load match "{path}"\nshow statistics match\n'
        shown = subprocess.run([str(GNUBG), "-t", "-q", "-r"], input=commands, text=True, capture_output=True,
                               timeout=120).stdout
        rate = next(line for line in shown.splitlines() if line.startswith("Error rate mEMG"))
        assert f"-{analysis.players[0].chequer_error_rate:.1f}" in rate


def test_bad_input_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                              monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANG", "C")
    assert main(["analyse", "--db", str(tmp_path / "none.sqlite3"), "--match", "x"]) == 1
    assert "no database" in capsys.readouterr().err
    assert main(["analyse", "--db", str(tmp_path / "none.sqlite3"), "--match", "x", "--ply", "3"]) == 2
    Store(tmp_path / "empty.sqlite3").close()
    assert main(["analyse", "--db", str(tmp_path / "empty.sqlite3"), "--match", "x"]) == 1
    assert "no match x" in capsys.readouterr().err

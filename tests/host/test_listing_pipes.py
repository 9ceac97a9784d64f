"""The listing commands write to a pipe whose reader has gone (``matches ... | head``) and stop quietly: no
traceback, no "Exception ignored" at exit.

The reading end is closed before the command starts, so its first write meets a broken pipe whatever the
size of its output or the speed of the machine."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from playpalace_backgammon.host.store.store import Store

from .archive_matches import play_match


@pytest.fixture(scope="module")
def store_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("pipes") / "s.sqlite3"
    store = Store(path)
    try:
        for number, seed in enumerate((2, 3, 4)):
            played = play_match(seed, 1)
            for state, status in played.saves:
                store.save_table(f"m{number}", "backgammon", state, status.value)
            for seq, entry in enumerate(played.log, 1):
                store.append_log(f"m{number}", seq, entry)
        store.commit()
    finally:
        store.close()
    return path


def _into_closed_pipe(*args: str) -> subprocess.CompletedProcess[str]:
    read, write = os.pipe()
    os.close(read)  # the reader is gone before the command writes anything
    try:
        return subprocess.run([sys.executable, "-m", "playpalace_backgammon", *args], stdout=write,
                              stderr=subprocess.PIPE, text=True, timeout=120, check=False)
    finally:
        os.close(write)


@pytest.mark.parametrize("command", [["matches"], ["matches", "--ids"], ["ratings"]])
def test_a_listing_into_a_closed_pipe_ends_quietly(store_file: Path, command: list[str]) -> None:
    done = _into_closed_pipe(*command, "--db", str(store_file))
    assert done.stderr == "", done.stderr
    assert done.returncode == 0
    # The same listing into a reader that stays does write lines (so the pipe above was written to).
    listed = subprocess.run([sys.executable, "-m", "playpalace_backgammon", *command, "--db",
                             str(store_file)], capture_output=True, text=True, timeout=120, check=True)
    assert len(listed.stdout.splitlines()) >= 2

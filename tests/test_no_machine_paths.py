"""No tracked file of the project names a folder of one machine (a home, a work or temporary folder at a
fixed absolute place): files shared beside the checkout are found as ``../shared`` relative to it, and
temporary files where the system puts them. A path like that works on one machine and, elsewhere, makes
tests skip or fail without a word about why."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]

# The folders at the root of a file system that belong to one machine: its users' homes, a work folder,
# the temporary folder used as a fixed place. Written as names, so this file does not match itself.
MACHINE_FOLDERS = ("work", "root", "home", "tmp", "Users", "mnt", "srv")
MACHINE_PATH = re.compile(r"(?<![\w.~$/-])/(?:" + "|".join(MACHINE_FOLDERS) + r")(?:/|\b)")


def machine_paths(text: str) -> list[str]:
    """The lines of ``text`` that name a folder of one machine by its absolute path."""
    return [line.strip() for line in text.splitlines() if MACHINE_PATH.search(line)]


def tracked_files() -> list[Path]:
    """The files git tracks in this checkout."""
    try:
        listed = subprocess.run(["git", "ls-files", "-z"], cwd=REPO, capture_output=True, check=True,
                                timeout=60).stdout
    except (OSError, subprocess.CalledProcessError) as error:
        pytest.skip(f"not a git checkout, or git is missing ({error}): no list of tracked files")
    return [REPO / name for name in listed.decode().split("\0") if name]


def test_no_tracked_file_names_a_folder_of_one_machine() -> None:
    files = tracked_files()
    assert REPO / "pyproject.toml" in files and len(files) > 100  # the check sees the project at all
    found = []
    for path in files:
        if not path.is_file():
            continue  # deleted in the work tree, not yet committed
        data = path.read_bytes()
        if b"\0" in data:
            continue  # a binary file: a sound, an image, a SQLite fixture
        found += [f"{path.relative_to(REPO)}: {line}" for line in
                  machine_paths(data.decode("utf-8", errors="replace"))]
    assert not found, "absolute paths of one machine:\n" + "\n".join(found)


def test_the_check_finds_a_machine_path_and_lets_relative_ones_and_addresses_be() -> None:
    home, work, temporary = ("/" + name for name in ("home", "work", "tmp"))
    assert machine_paths(f'PLAYPALACE = Path("{work}/shared/playpalace11")')
    assert machine_paths(f"see {home}/ann/playpalace")
    assert machine_paths(f"--db {temporary}/lobby.sqlite3")
    assert machine_paths(f"cd {work} && make")
    assert not machine_paths("PLAYPALACE11 = REPO.parent / 'shared' / 'playpalace11'  # ../shared")
    assert not machine_paths(f"https://example.org{home}/index.html and docs{temporary}/notes")
    assert not machine_paths("/usr/bin/chromium, /proc/self/stat, /dev/null")

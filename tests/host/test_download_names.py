"""A downloaded match's file name keeps its players' names in any script, and stays a safe file name."""

from __future__ import annotations

import datetime

from playpalace_backgammon.host.net.match_downloads import NAME_CHARACTERS, download_name
from playpalace_backgammon.host.store.store_archive import ArchivedMatch


def _match(*names: str) -> ArchivedMatch:
    return ArchivedMatch(id="t7", game="backgammon", started_at=1_700_000_000.0, ended_at=None, result="",
                         private=False, match_length=3, names=names, score=None, winner=None, options={},
                         players={})


def test_letters_of_any_script_are_kept_and_the_rest_made_safe() -> None:
    day = datetime.date.fromtimestamp(1_700_000_000.0).isoformat()
    assert download_name(_match("Фёдор", "Bot 2"), "mat") == f"Фёдор-Bot_2-{day}-t7.mat"
    assert download_name(_match("علي", "李雷"), "sgf") == f"علي-李雷-{day}-t7.sgf"
    hostile = download_name(_match("../..\\etc/passwd\x00", "  ...  "), "mat")
    assert hostile == f"etc_passwd-player-{day}-t7.mat"
    assert not any(character in hostile for character in '/\\:*?"<>|\x00') and ".." not in hostile
    long = download_name(_match("Ж" * 500, "x"), "mat")
    assert long.startswith("Ж" * NAME_CHARACTERS + "-x-") and len(long.encode()) < 255
    decomposed = download_name(_match("Jose\u0301", "b"), "mat")  # é as e and a combining accent
    assert decomposed.startswith("José-b-")

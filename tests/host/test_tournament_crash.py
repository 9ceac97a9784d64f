"""A tournament survives a SIGKILL of the server in round 2: after the restart its pairings and standings
are as they were, the match waiting for its player is there to go to, one who followed it still follows it
(and hears its results), and the event plays on to its end."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from .live_server import ServerProcess, WsClient, free_port
from .test_tournaments_live import leave_table, resign_at_table
from .tournament_client import announce, has_item, lines_of, open_event

pytestmark = pytest.mark.slow(17)  # seconds on an idle machine: this module starts first


def test_a_swiss_killed_in_round_two_comes_back_and_plays_to_its_end(tmp_path: Path) -> None:
    db = tmp_path / "lobby.sqlite3"
    port = free_port()
    server = ServerProcess(db, port, light_hashes=True).start()
    try:
        ann = WsClient(server.url)
        ann.login("ann")
        announce(ann, format=1, places=7, length=5)  # a Swiss of 6, 1-point matches
        ann.select("tournament", "join")
        ann.until(has_item("leave"))  # type: ignore[arg-type]
        ann.select("tournament", "fill-bots")
        ann.until_speech("Round 1 of 3: you play")
        resign_at_table(ann)
        ann.until_speech("Round 2 of 3: you play", timeout=30)  # and ann does not come: round 2 waits
        open_event(ann)
        bracket = lines_of(ann, "bracket", "tournament_bracket")
        standings = lines_of(ann, "standings", "tournament_standings")
        ben = WsClient(server.url)
        ben.login("ben")
        open_event(ben)
        ben.select("tournament", "follow")
        ben.until_speech("You follow the tournament")  # the acknowledgement: its tick was committed
        ann.close()
        ben.close()
        server.kill()
        with sqlite3.connect(db) as store:
            assert store.execute("SELECT status FROM tournaments").fetchall() == [("running",)]
        server = ServerProcess(db, port, light_hashes=True).start()
        ann = WsClient(server.url)
        ann.login("ann")
        ann.until_menu("turn_menu")  # back at her seat of the match that waited for her, as restored
        ben = WsClient(server.url)
        ben.login("ben")
        open_event(ben)
        assert "unfollow" in ben.item_ids() and "follow" not in ben.item_ids()  # he follows it still
        leave_table(ann)  # gives it up
        ben.until_speech("ann resigned.")  # and her result reaches him
        open_event(ann)
        after = lines_of(ann, "bracket", "tournament_bracket")
        assert after[:3] == bracket[:3]  # round 1 as it was
        before_ann = next(line for line in bracket[3:6] if "ann" in line)
        after_ann = next(line for line in after[3:6] if "ann" in line)
        assert before_ann.split(":")[0] == after_ann.split(":")[0]  # the same match of round 2 ...
        opponent = before_ann.split(": ")[1].split(" against ")[1].split(",")[0]
        assert opponent in after_ann and "won by resignation" in after_ann  # ... against the same player
        assert len(lines_of(ann, "standings", "tournament_standings")) == len(standings) == 6
        ann.select("tournament", "back")
        ann.until_menu("tournaments")
        ann.select("tournaments", "back")
        ann.until_menu("main_menu")
        if not any(item["id"] == "go-to-table" for item in ann.menu["items"]):  # type: ignore[index]
            ann.until(has_item("go-to-table"), timeout=30)  # type: ignore[arg-type]  # called to round 3
        resign_at_table(ann)
        ann.until_speech("is over:", timeout=30)
        ann.close()
        ben.close()
    finally:
        server.stop()
    with sqlite3.connect(db) as store:
        assert store.execute("SELECT status FROM tournaments").fetchall() == [("finished",)]
        assert store.execute("SELECT count(*) FROM tournament_matches").fetchone()[0] == 9
        assert store.execute("SELECT place, players FROM tournament_places WHERE username = 'ann'"
                             ).fetchone()[1] == 6

"""Tournaments through the real server: an 8-player knockout of bots announced, filled and played to its
end from the lobby's menus; a Swiss of people and bots, one player leaving mid-event. Matches are one
point, bots at the Random level, no turn clock, bot pacing 0, and the tables of bots alone without a rest
between the loop's passes for them (``bots_only_share`` 1.0; tests/host/test_bot_turns.py checks the rest):
each event runs in seconds."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

from playpalace_backgammon.tournaments.core import Status

from .live_server import ThreadedServer, WsClient
from .tournament_client import announce, has_item, lines_of, open_event


def resign_at_table(client: WsClient) -> None:
    """Alt+G to the table one is called to, then leave it, giving the match up."""
    client.key("g", alt=True)
    client.until_menu("turn_menu")
    leave_table(client)


def leave_table(client: WsClient) -> None:
    """From the board: leave the table, answering Y to what it costs."""
    client.send({"type": "escape", "menu_id": "turn_menu"})
    client.until_menu("actions_menu")
    client.select("actions_menu", "leave")
    client.until_speech("Y or N")
    client.key("y")
    client.until_menu("main_menu")


def event_of(server: ThreadedServer) -> object:
    assert server.server is not None
    events = list(server.server.lobby.tournaments.events.values())
    assert len(events) == 1
    return events[0]


def test_an_eight_player_knockout_of_bots_plays_to_its_end(
        make_server: Callable[..., ThreadedServer], tmp_path: Path) -> None:
    server = make_server(bot_pacing_seconds=0.0, bots_only_share=1.0)
    ann = WsClient(server.url)
    ben = WsClient(server.url)
    try:
        ann.login("ann")
        ben.login("ben")
        ben.until_menu("main_menu")
        announce(ann, length=5)  # a knockout of 8, 1-point matches, starting when full
        ben.until_speech("ann announces the tournament")
        ann.select("tournament", "fill-bots")
        won = ann.until_speech("is over:", timeout=60)["text"]
        lobby_heard = ben.until_speech("is over:", timeout=10)["text"]  # the winner to the whole lobby
        assert lobby_heard == won
        core = server.call(lambda: event_of(server).core)  # type: ignore[attr-defined]
        assert core.status is Status.FINISHED and core.round_total == 3
        assert [len(matches) for matches in core.rounds] == [4, 2, 1]
        assert all(match.done and match.how.value == "played" for matches in core.rounds for match in matches)
        winner = core.placings[0][1]
        assert f"{winner} wins" in won
        bracket = lines_of(ann, "bracket", "tournament_bracket")
        assert len(bracket) == 7 and all(", " in line and "won" in line for line in bracket)
        assert bracket[-1].startswith("Round 3 of 3, match 1:")
        standings = lines_of(ann, "standings", "tournament_standings")
        assert standings[0] == f"{winner}, seed {core.seed_of(winner) + 1}: the winner"
    finally:
        ann.close()
        ben.close()
    server.stop()
    # Every match is in the archive under the tournament, finished, each with its log.
    with sqlite3.connect(tmp_path / "lobby.sqlite3") as db:
        linked = db.execute("SELECT m.result FROM tournament_matches t JOIN matches m ON m.id = t.table_id"
                            ).fetchall()
        assert len(linked) == 7 and {result for (result,) in linked} == {"finished"}
        assert db.execute("SELECT status FROM tournaments").fetchall() == [("finished",)]
        logged = db.execute("SELECT count(*) FROM tournament_log").fetchone()[0]
        assert logged >= 8 + 7  # eight joins and seven results at least


def test_a_swiss_of_people_and_bots_goes_on_when_one_leaves(
        make_server: Callable[..., ThreadedServer]) -> None:
    server = make_server(bot_pacing_seconds=0.0, bots_only_share=1.0)
    ann, ben, cas = (WsClient(server.url) for _ in range(3))
    try:
        for client, name in ((ann, "ann"), (ben, "ben"), (cas, "cas")):
            client.login(name)
        # A Swiss (format once), 6 places (places once: 4 -> 6? the form starts at 8: round to 6), 1 point.
        announce(ann, format=1, places=7, length=5)
        ann.select("tournament", "join")
        ann.until(has_item("leave"))  # type: ignore[arg-type]
        for client in (ben, cas):
            open_event(client)
            client.select("tournament", "join")
            client.until(has_item("leave"))  # type: ignore[arg-type]
        ann.until_speech("cas joins the tournament: 3 of 6 places taken.")
        ann.select("tournament", "fill-bots")
        for client in (ann, ben, cas):
            client.until_speech("Round 1 of 3 is paired")
        core = server.call(lambda: event_of(server).core)  # type: ignore[attr-defined]
        assert len(core.seeds) == 6
        # cas leaves the event mid-round: their match is forfeited, everyone still in hears it.
        cas.select("tournament", "leave")
        cas.until_speech("You have left the tournament.")
        ann.until_speech("cas has left the tournament.")
        ben.until_speech("wins by forfeit")
        # ann and ben go to their tables by Alt+G wherever they are, and each gives up their match by
        # leaving the table (scored as resigned); the event goes on to its end, round after round.
        people = {"ann": ann, "ben": ben}
        lobby = server.server.lobby  # type: ignore[union-attr]

        def called_or_over() -> list[str] | bool:
            called = [name for name in people if name in lobby.tournaments.calls]
            return called or event_of(server).core.status is Status.FINISHED  # type: ignore[attr-defined]

        resigned = 0
        while (called := server.until(called_or_over, timeout=30)) is not True:
            for name in called:
                resign_at_table(people[name])
                resigned += 1
        assert resigned >= 3  # each of their rounds but byes
        over = ann.until_speech("is over:")["text"]
        assert ann.speeches().count(over) == 1  # once, though ann is both in the event and in the lobby
        core = server.call(lambda: event_of(server).core)  # type: ignore[attr-defined]
        assert "cas" in core.withdrawn
        assert all("cas" not in match.players for matches in core.rounds[1:] for match in matches)
        assert len(core.rounds) == 3 and core.status is Status.FINISHED
        how = {match.how.value for matches in core.rounds for match in matches if "ann" in match.players}
        assert "resigned" in how
        open_event(ann)
        standings = lines_of(ann, "standings", "tournament_standings")
        assert len(standings) == 6
        assert any(line.startswith(f"{place}. cas, left the tournament") for place in range(1, 7)
                   for line in standings)
    finally:
        for client in (ann, ben, cas):
            client.close()

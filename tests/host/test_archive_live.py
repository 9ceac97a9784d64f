"""The archive end to end over a loopback server: Past matches in the lobby, a replay by ear with its keys,
and the HTTP GET of a match's export with its access rules."""

from __future__ import annotations

import urllib.error
import urllib.request
from collections.abc import Callable
from pathlib import Path

from playpalace_backgammon.host.store.store import Store

from .archive_matches import PlayedMatch, play_match
from .live_server import ThreadedServer, WsClient


def _keep(db: Path, played: PlayedMatch, match_id: str) -> None:
    store = Store(db)
    for state, status in played.saves:
        store.save_table(match_id, "backgammon", state, status.value)
    for seq, entry in enumerate(played.log, 1):
        store.append_log(match_id, seq, entry)
    store.close()


def _get(server: ThreadedServer, path: str, token: str | None = None) -> tuple[int, str]:
    assert server.server is not None
    request = urllib.request.Request(f"http://127.0.0.1:{server.server.port}{path}")
    if token:
        request.add_header("Authorization", f"Bearer {token}")
    try:
        with urllib.request.urlopen(request, timeout=10) as answer:
            return answer.status, answer.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode()


def test_past_matches_replay_and_downloads(
    tmp_path: Path, make_server: Callable[..., ThreadedServer]
) -> None:
    db = tmp_path / "lobby.sqlite3"
    _keep(db, play_match(11, 3), "public1")
    _keep(db, play_match(12, 1, private=True), "secret1")
    server = make_server(db=db)
    ann, cat = WsClient(server.url), WsClient(server.url)
    try:
        token = ann.login("ann")["session_token"]
        ann.until_menu("main_menu")
        ann.select("main_menu", "past")
        ann.until_menu("past_matches")
        ann.select("past_matches", "mine")
        mine = ann.until_menu("past_matches_mine")
        texts = [item["text"] for item in mine["items"] if item["id"].startswith("match-")]
        assert len(texts) == 2 and all("against bob" in text for text in texts), texts
        ann.select("past_matches_mine", "match-public1")
        ann.until_menu("past_match")
        ann.select("past_match", "replay")
        board = ann.until_menu("replay_board")
        assert board["grid_enabled"] and len([i for i in board["items"] if i["id"].startswith("cell-")]) == 24
        said = " | ".join(ann.speeches())
        assert "Replay of ann against bob" in said and "Game 1 of" in said and "Opening roll" in said, said
        ann.key("enter", cell=16)  # ann's 8 point, her opening roll to play: nothing is played in a replay
        ann.until_speech("This is a replay")
        ann.key("n")
        ann.until_speech("8 selected")
        ann.key("i")
        ann.until_speech("Position ID")
        ann.key("p")
        ann.until_speech("Pip")
        ann.key("b")
        ann.key("b")
        ann.until_speech("That was the first step")
        ann.key("g")
        ann.until(lambda p: p["type"] == "request_input")
        ann.send({"type": "editbox", "input_id": "replay-game", "text": "99"})
        ann.until_speech("There is no game 99")
        ann.key("escape")
        ann.until_menu("replay_menu")
        ann.select("replay_menu", "leave")
        ann.until_menu("past_matches_mine")

        cat_token = cat.login("cat")["session_token"]
        cat.until_menu("main_menu")
        cat.select("main_menu", "past")
        cat.until_menu("past_matches")
        cat.select("past_matches", "public")
        public = cat.until_menu("past_matches_public")
        listed = [item["id"] for item in public["items"] if item["id"].startswith("match-")]
        assert listed == ["match-public1"]
        cat.select("past_matches_public", "match-secret1")  # never offered: refused, nothing changes
        cat.until_speech("not available")
        # Anyone may replay a public match, each with a place of their own.
        cat.select("past_matches_public", "match-public1")
        cat.until_menu("past_match")
        cat.select("past_match", "replay")
        cat.until_menu("replay_board")
        assert any("Game 1 of" in text for text in cat.speeches())
        cat.key("l")
        cat.until_speech("wins the match")

        assert _get(server, "/matches/nosuch.mat")[0] == 404
        assert _get(server, "/matches/secret1.sgf")[0] == 403
        assert _get(server, "/matches/secret1.sgf", cat_token)[0] == 403
        status, body = _get(server, "/matches/secret1.mat", token)
        assert status == 200 and "point match" in body and "ann" in body, (status, body[:200])
        status, body = _get(server, "/matches/public1.sgf")
        assert status == 200 and "GM[6]" in body, (status, body[:200])
        assert _get(server, "/matches/public1.exe")[0] == 404
        assert server.call(lambda: server.server.store.match("secret1").private) is True
    finally:
        ann.close()
        cat.close()


def test_past_matches_page_forward_and_back(
    tmp_path: Path, make_server: Callable[..., ThreadedServer]
) -> None:
    db = tmp_path / "lobby.sqlite3"
    played = play_match(2, 1)
    for number in range(25):
        _keep(db, played, f"m{number:02d}")
    store = Store(db)
    newest_first = [match.id for match in store.matches_of("ann", None, 30)]
    store.close()
    server = make_server(db=db)
    ann = WsClient(server.url)
    try:
        ann.login("ann")
        ann.until_menu("main_menu")
        ann.select("main_menu", "past")
        ann.until_menu("past_matches")
        ann.select("past_matches", "mine")
        pages = [ann.until_menu("past_matches_mine")]
        for _ in range(2):
            ann.select("past_matches_mine", "next-page")
            pages.append(ann.until_menu("past_matches_mine"))
        shown = [[item["id"] for item in page["items"]] for page in pages]
        listed = [item.removeprefix("match-") for items in shown for item in items
                  if item.startswith("match-")]
        assert listed == newest_first and len(listed) == 25
        assert [("next-page" in items, "previous-page" in items) for items in shown] == [
            (True, False), (True, True), (False, True)]
        ann.select("past_matches_mine", "previous-page")
        again = ann.until_menu("past_matches_mine")
        assert [item["id"] for item in again["items"]] == shown[1]
        assert any(text.startswith("Page 2") for text in ann.speeches())
    finally:
        ann.close()

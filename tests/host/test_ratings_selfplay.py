"""Bot matches and the ratings, in a real SQLite store: the matches ``selfplay`` plays (through the API, as
the command plays them) have no person in them and move no one's rating; a bot stands at the level of its
own seat; and a store that an earlier version rated wrongly (its operator losing every selfplay match) is
rated again when opened."""

from __future__ import annotations

import asyncio
import json
import sqlite3
from pathlib import Path

from playpalace_backgammon.bots import BotLevel, Decision, DecisionRequest
from playpalace_backgammon.bots.local import decide_locally
from playpalace_backgammon.host.selfplay import OPERATOR, level_driver, match_seed, play_match
from playpalace_backgammon.host.store.ratings import (
    BOT_RATINGS,
    BOTS,
    HUMAN,
    Standing,
    after_match,
    rated_match,
)
from playpalace_backgammon.host.store.store import Store
from playpalace_backgammon.host.store.store_ratings import FORMULA_VERSION

from .store_backends import StorePlaces

LEVELS = (BotLevel.RANDOM, BotLevel.SIMPLE)


class _LocalBots:
    """The bot pool's answer for the levels without gnubg, made on the spot."""

    async def decide(self, request: DecisionRequest) -> Decision:
        return decide_locally(request)


def _selfplay(db: Path, count: int) -> list[str]:
    async def play() -> list[str]:
        store = Store(db, written=lambda: None)
        try:
            ids = []
            for index in range(count):
                table_id, _status = await play_match(
                    store, length=3, levels=LEVELS, seed=match_seed(5, index),
                    decide=level_driver(_LocalBots(), LEVELS), number=index + 1)  # type: ignore[arg-type]
                ids.append(table_id)
            return ids
        finally:
            store.close()

    return asyncio.run(play())


def test_selfplay_matches_are_bots_alone_and_move_no_rating(tmp_path: Path) -> None:
    db = tmp_path / "selfplay.sqlite3"
    ids = _selfplay(db, 3)
    store = Store(db)
    try:
        winners = set()
        for match_id in ids:
            match = store.match(match_id)
            assert match is not None and match.result == "finished" and match.winner is not None
            winners.add(match.winner)
            assert match.players == {} and match.names == ("Bot 1", "Bot 2")
            state = store.table_state(match_id)
            assert state is not None
            assert [seat["kind"] for seat in state["seats"]] == ["bot", "bot"]
            assert [seat["level"] for seat in state["seats"]] == ["random", "simple"]
        for pool in (HUMAN, BOTS):
            assert store.standing(OPERATOR, pool) is None
            assert store.leaderboard(pool, 0, 10) == []
        assert store.rating_history(OPERATOR, 0, 10) == []
        assert store.matches_of(OPERATOR, None, 10) == []  # the operator watched; they played none
    finally:
        store.close()


def test_a_bot_stands_at_the_level_of_its_own_seat(store_at: StorePlaces) -> None:
    """The table says Random, but the bot's seat kept GNUBG 2-ply: Bob's win counts against 2000."""
    store = store_at.open("lobby")
    try:
        state = {"names": ["bob", "Bot 2"], "options": {"match_length": 3, "bot_level": "random"},
                 "score": [3, 1], "seats": [{"kind": "human", "username": "bob"},
                                            {"kind": "bot", "username": "Bot 2", "level": "gnubg_2ply"}]}
        [change] = store.save_table("t1-0001", "backgammon", state, "finished")
        assert change.pool == BOTS and change.won
        assert change.after == after_match(Standing(), BOT_RATINGS["gnubg_2ply"], 3, True)
        assert change.after != after_match(Standing(), BOT_RATINGS["random"], 3, True)
        # Without a level of its own, a bot plays at the table's.
        state["seats"][1] = {"kind": "bot", "username": "Bot 2"}  # type: ignore[index]
        [change] = store.save_table("t2-0002", "backgammon", state, "finished")
        assert change.after.rating - change.before.rating == after_match(
            change.before, BOT_RATINGS["random"], 3, True).rating - change.before.rating
    finally:
        store.close()


def _older_selfplay_state(score: list[int]) -> dict[str, object]:
    """A match as ``selfplay`` kept it before its matches were bots' alone: its operator at seat 1 (left
    at once to a bot, at the first level), the added bot at seat 2 at the second, the table at the first."""
    return {"number": 1, "host": OPERATOR, "private": False, "names": [OPERATOR, "Bot 2"], "left": [0],
            "options": {"match_length": 1, "bot_level": "random", "money": False}, "score": score,
            "seats": [{"kind": "human", "username": OPERATOR, "bot_controlled": True},
                      {"kind": "bot", "username": "Bot 2", "bot_controlled": False}]}


def test_a_store_that_rated_selfplay_wrongly_is_rated_again_when_opened(tmp_path: Path) -> None:
    path = tmp_path / "older.sqlite3"
    store = Store(path)
    try:
        store.save_table("selfplay-1-0a0b0c0d", "backgammon", _older_selfplay_state([1, 0]), "finished")
        store.save_table("selfplay-2-1a1b1c1d", "backgammon", _older_selfplay_state([0, 1]), "finished")
        bob = {"names": ["bob", "Bot 2"], "options": {"match_length": 1, "bot_level": "simple"},
               "score": [1, 0], "seats": [{"kind": "human", "username": "bob"},
                                          {"kind": "bot", "username": "Bot 2"}]}
        store.save_table("t1-00000001", "backgammon", bob, "finished")
        store.commit()
        kept = store.all_standings()
        assert set(kept) == {(BOTS, "bob")}
        older = store.match("selfplay-1-0a0b0c0d")
        assert older is not None and rated_match(older, [0], 1) is None
    finally:
        store.close()
    # What the earlier version kept: the operator rated as losing both (the first won on the board).
    with sqlite3.connect(path) as db:
        db.execute("INSERT INTO ratings (pool, username, rating, experience, played, won)"
                   " VALUES ('bots', 'selfplay', 1474.49, 2, 2, 0)")
        for seq, match_id in ((10, "selfplay-1-0a0b0c0d"), (11, "selfplay-2-1a1b1c1d")):
            db.execute("INSERT INTO rating_changes (seq, match_id, username, pool, opponent, won,"
                       " rating_before, rating_after, experience_after)"
                       " VALUES (?, ?, 'selfplay', 'bots', 'Bot 2', 0, 1500, 1487.2, 1)", (seq, match_id))
        db.execute("UPDATE ratings_meta SET value = 'fibs-1' WHERE key = 'formula'")
    store = Store(path)
    try:
        assert store.standing(OPERATOR, BOTS) is None and store.rating_history(OPERATOR, 0, 10) == []
        assert store.all_standings() == kept
        row = store._db.execute("SELECT value FROM ratings_meta WHERE key = 'formula'").fetchone()
        assert row[0] == FORMULA_VERSION != "fibs-1"
        state = store.table_state("selfplay-1-0a0b0c0d")
        assert state is not None and json.dumps(state["seats"][0]).count(OPERATOR) == 1  # the archive kept
    finally:
        store.close()

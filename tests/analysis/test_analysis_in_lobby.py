"""The analysis in the lobby: a finished match between two people is analysed in the bot pool and each
player online hears their own summary; their profile's average error rate comes from it; in Past matches
their match offers "Your 5 biggest errors" (costliest first, Enter opening the replay at that decision), or
"Analyse this match" until there is an analysis (bounded per player, cancellable); analyses a restart
interrupted are resumed.

The matches are played at random by two people (``tests/host/archive_matches``), so there are errors."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from playpalace_backgammon.bots.pool import BotPool
from playpalace_backgammon.host.lobby.analysis_review import AnalysisReview, decision_finder
from playpalace_backgammon.host.lobby.archive_menus import PastMatches
from playpalace_backgammon.host.lobby.lobby import Lobby
from playpalace_backgammon.host.lobby.match_analysis import stored_analysis
from playpalace_backgammon.host.lobby.match_analyst import MatchAnalyst
from playpalace_backgammon.host.lobby.notices import MatchNotices
from playpalace_backgammon.host.lobby.online import Online
from playpalace_backgammon.host.lobby.rating_menus import PlayersAndRatings
from playpalace_backgammon.host.net.config import ServerConfig
from playpalace_backgammon.host.store.store import Store
from playpalace_backgammon.host.tables.core.room_effects import SaveTable
from playpalace_backgammon.host.tables.core.room_status import RoomStatus
from playpalace_backgammon.host.tables.games import backgammon
from playpalace_backgammon.host.tables.pool_bot_driver import PoolBotDriver
from playpalace_backgammon.host.tables.room import Room
from playpalace_backgammon.i18n import Localizer
from playpalace_backgammon.records.analysis import Decision, MatchAnalysis
from playpalace_backgammon.rules import Position
from playpalace_backgammon.table.interface import BotTurn, Message, decimal
from tests.host.archive_matches import PlayedMatch, play_match
from tests.host.processes import ended
from tests.host.recording_client import RecordingClient


class Host:
    """The parts of the lobby the analysis and Past matches use."""

    def __init__(self, store: Store, pool: BotPool, per_player: int = 1) -> None:
        self.store = store
        self.localizer = Localizer()
        self.games = {"backgammon": backgammon()}
        self.online = Online()
        self.analyst = MatchAnalyst(store, pool, self._ready, plies=0, per_player=per_player,
                                    failed=lambda match, names: self.notices.analysis_failed(match, names))
        self.review = AnalysisReview(self, store, self.analyst)
        self.past = PastMatches(self, store, self.localizer, self.games, self.review)
        self.notices = MatchNotices(self.online, PlayersAndRatings(self, store, self.localizer, self.past),
                                    self.review, self.analyst)

    def _ready(self, match_id: str, analysis: MatchAnalysis) -> None:
        self.notices.analysis_ready(match_id, analysis)

    def render(self, client: Any, message: Message) -> str:
        return self.localizer.render(message, client.language)

    def show_main(self, client: Any) -> None:
        pass


def _store(store: Store, played: PlayedMatch, table_id: str) -> str:
    for state, status in played.saves:
        store.save_table(table_id, "backgammon", state, status.value)
    for seq, entry in enumerate(played.log, 1):
        store.append_log(table_id, seq, entry)
    store.commit()
    return table_id


async def test_a_finished_match_is_analysed_told_and_reviewed(tmp_path: Path) -> None:
    store = Store(tmp_path / "lobby.sqlite3")
    try:
        for number, seed in enumerate((11, 12, 13), 1):
            _store(store, play_match(seed, 1), f"m{number}")
        async with BotPool(workers=1) as pool:
            host = Host(store, pool)
            ann = RecordingClient("ann")
            host.online.add(ann)  # type: ignore[arg-type]
            assert host.analyst.match_finished("m1", ["ann", "bob"])
            assert not host.analyst.match_finished("m1", ["ann", "bob"])  # once only
            await host.analyst.idle()
            analysis = stored_analysis(store, "m1")
            assert analysis is not None
            mine = analysis.players[0]
            listed = len(analysis.biggest_errors(0))
            assert [s for s in ann.spoken if s.startswith("GNU Backgammon's review of your match")] == [
                f"GNU Backgammon's review of your match: error rate {mine.error_rate:.1f} ("
                f"{_word(mine.rating)}); {_count(mine.very_bad, 'blunder')}, {_count(mine.bad, 'error')}, "
                f"{_count(mine.doubtful, 'doubtful move')}; {_count(mine.cube_errors, 'cube error')}; "
                f"luck {decimal(mine.luck_rate, 3)} per move. "
                f"Your {listed} biggest errors are in Past matches."]
            assert store.average_error_rate("ann") == mine.error_rate

            # Past matches: the review of the analysed match, stepped through like a replay.
            host.past.show_match(ann, "m1", back=lambda: None)  # type: ignore[arg-type]
            assert ann.texts()["analysis-errors"] == f"Your {listed} biggest errors"
            ann.choose("analysis-errors")
            menu_id, items = ann.menus[-1]
            worst = analysis.biggest_errors(0)
            assert menu_id == "analysis_errors" and len(worst) == 5
            assert [item for item, _t, _c in items] == [f"error-{n}" for n in range(1, 6)] + ["back"]
            first = worst[0]
            assert all(a.loss >= b.loss for a, b in zip(worst, worst[1:], strict=False))
            assert items[0][1].startswith(f"1 of 5: game {first.game}, ")
            assert items[0][1].endswith(f"equity lost {first.loss:.3f}.")
            assert ann.spoken[-1].startswith("Your biggest errors. Error rate")
            heard_before = len(ann.spoken)
            ann.choose("error-1")
            # The replay opens at the step before that decision, with its position described first.
            opened = ann.spoken[heard_before:]
            assert opened[0].startswith("Your checkers: ") and "Pips: you " in opened[0]
            assert opened[1].startswith(f"Game {first.game} of ")
            assert ann.menus[-1][0] == "replay_board"
            cursor = host.past.replays[ann].cursor  # type: ignore[index]
            assert cursor.game == first.game and _is_before(cursor.table.bot_turn(), first)
            # Every error of both players is found again in the replay.
            book = cursor.book
            for seat in (0, 1):
                for decision in analysis.biggest_errors(seat):
                    step = decision_finder(decision)(book)
                    assert step is not None, decision
                    assert _is_before(book.table_at(step)[0].bot_turn(), decision), decision
            host.past.replays[ann].show_menu()  # type: ignore[index]
            ann.choose("leave")
            assert ann.menus[-1][0] == "analysis_errors"  # leaving the replay comes back to the errors

            # Another match, not analysed yet: asked for, pending, and a third refused meanwhile.
            host.past.show_match(ann, "m2", back=lambda: None)  # type: ignore[arg-type]
            assert "analysis-errors" not in ann.texts()
            ann.choose("analysis-request")
            assert ann.spoken[-1] == "The analysis has started; you will hear when it is ready."
            assert ann.menus[-1][0] == "past_match" and "analysis-cancel" in ann.texts()  # the menu again
            assert host.analyst.request("m2", "ann") == "pending"
            assert host.analyst.request("m3", "ann") == "busy"
            await host.analyst.idle()
            assert stored_analysis(store, "m2") is not None
            assert ann.spoken[-1].startswith("GNU Backgammon's review of your match")
            assert host.analyst.request("m2", "ANN") == "done"

            # A restart finds the job it left and resumes it.
            store.request_analysis("m3", 0)
            store.commit()
            again = Host(store, pool)
            assert again.analyst.resume() == 1
            await again.analyst.idle()
            assert stored_analysis(store, "m3") is not None and store.unfinished_analyses() == []
    finally:
        store.close()


def _is_before(turn: BotTurn | None, decision: Decision) -> bool:
    """Whether ``turn`` is the table asking for ``decision``: its player, in its position, with its dice."""
    if turn is None or turn.seat != decision.seat:
        return False
    seen = Position.from_gnubg_id(decision.position_id)
    dice = turn.context.dice
    return turn.context.position == (seen.swap() if decision.kind == "take" else seen) and (
        decision.dice is None or (dice is not None and sorted(dice) == sorted(decision.dice)))


def _count(number: int, word: str) -> str:
    """An English count: "1 blunder", "0 blunders"."""
    return f"{number} {word}" if number == 1 else f"{number} {word}s"


def _word(rating: str) -> str:
    return Localizer().render(Message("analysis-rating", {"rating": rating}), "en")


async def test_the_end_of_a_table_s_match_reaches_the_analysis(tmp_path: Path) -> None:
    """The real lobby: a room saving its match as finished has it analysed, and its player hears it."""
    store = Store(tmp_path / "room.sqlite3")
    try:
        played = play_match(21, 1)
        _store(store, played, played.core.id)
        async with BotPool(workers=1) as pool:
            kind = backgammon()
            lobby = Lobby(ServerConfig(db=tmp_path / "room.sqlite3", analysis_plies=0), store, Localizer(),
                          {"backgammon": kind}, PoolBotDriver(pool, local_process=False), analysis_pool=pool)
            bob = RecordingClient("bob")
            lobby.online.add(bob)  # type: ignore[arg-type]
            room = Room(lobby, kind, played.core)
            state, status = played.saves[-1]
            assert status is RoomStatus.FINISHED
            room.apply([SaveTable(state, status)])
            assert lobby.analyst.pending(room.id)
            await lobby.analyst.idle()
            analysis = stored_analysis(store, room.id)
            assert analysis is not None and analysis.plies == 0
            heard = [s for s in bob.spoken if s.startswith("GNU Backgammon's review of your match")]
            assert heard and f"error rate {analysis.players[1].error_rate:.1f} " in heard[0]
    finally:
        store.close()


async def test_a_player_cancels_an_analysis_waiting_or_under_way(tmp_path: Path) -> None:
    store = Store(tmp_path / "lobby.sqlite3")
    try:
        _store(store, play_match(31, 7), "long")
        _store(store, play_match(32, 1), "short")
        async with BotPool(workers=1) as pool:
            host = Host(store, pool, per_player=2)
            ann = RecordingClient("ann")
            sent: list[int] = []
            pool.on_analysis = sent.append
            assert host.analyst.request("long", "ann") == "started"
            assert host.analyst.request("short", "ann") == "started"  # waits behind the first
            assert {m for m, _p in store.unfinished_analyses()} == {"long", "short"}

            # The waiting one, from its match's menu.
            host.past.show_match(ann, "short", back=lambda: None)  # type: ignore[arg-type]
            assert ann.texts()["analysis-cancel"] == "Cancel the analysis of this match"
            ann.choose("analysis-cancel")
            assert ann.spoken[-1] == "The analysis of this match is cancelled; you may ask for it again."
            assert not host.analyst.pending("short") and host.analyst.waiting_for("ann") == 1

            # The one under way: its worker is stopped, its job forgotten, nothing told.
            for _ in range(500):
                if sent:
                    break
                await asyncio.sleep(0.01)
            assert sent, "the analysis never reached a worker"
            assert host.analyst.cancel("long")
            assert not host.analyst.cancel("long")  # nothing left to cancel
            for _ in range(500):
                if ended(sent[0]):
                    break
                await asyncio.sleep(0.01)
            assert ended(sent[0])
            await host.analyst.idle()
            assert store.unfinished_analyses() == [] and stored_analysis(store, "long") is None
            assert not any(text.startswith("GNU Backgammon's review") for text in ann.spoken)

            # Either may be asked for again, and is then analysed.
            assert host.analyst.request("short", "ann") == "started"
            await host.analyst.idle()
            assert stored_analysis(store, "short") is not None
    finally:
        store.close()


async def test_a_match_s_own_analysis_counts_toward_its_players_bound(tmp_path: Path) -> None:
    store = Store(tmp_path / "lobby.sqlite3")
    try:
        for number in range(1, 5):
            _store(store, play_match(40 + number, 1), f"m{number}")
        async with BotPool(workers=1) as pool:
            host = Host(store, pool, per_player=1)
            assert host.analyst.match_finished("m1", ["ann", "Bob"])
            assert not host.analyst.match_finished("m2", ["ANN"])  # Ann waits for one already
            assert not host.analyst.match_finished("m3", ["ann", "bob"])  # so does Bob
            assert not host.analyst.match_finished("m4", [])  # bots alone: nobody to tell
            assert host.analyst.request("m2", "ann") == "busy"
            await host.analyst.idle()
            assert host.analyst.match_finished("m3", ["ann", "bob"])  # once the first is done
            await host.analyst.idle()
            assert [m for m in ("m1", "m2", "m3", "m4") if stored_analysis(store, m)] == ["m1", "m3"]
    finally:
        store.close()


async def test_an_analysis_that_fails_is_told_to_who_asked_and_can_be_asked_again(tmp_path: Path) -> None:
    """A match whose log cannot be made into a .mat (here: lost): the player who asked hears that it failed,
    and the match's menu they are looking at offers "Analyse this match" again instead of cancelling."""
    store = Store(tmp_path / "lobby.sqlite3")
    try:
        played = play_match(51, 1)
        for state, status in played.saves:
            store.save_table("broken", "backgammon", state, status.value)
        store.commit()
        async with BotPool(workers=1) as pool:
            host = Host(store, pool)
            ann, bob = RecordingClient("ann"), RecordingClient("bob")
            host.online.add(ann)  # type: ignore[arg-type]
            host.online.add(bob)  # type: ignore[arg-type]
            host.past.show_match(ann, "broken", back=lambda: None)  # type: ignore[arg-type]
            ann.choose("analysis-request")
            assert ann.spoken[-1] == "The analysis has started; you will hear when it is ready."
            assert "analysis-cancel" in ann.texts()
            shown = len(ann.menus)
            await host.analyst.idle()
            assert ann.spoken[-1] == "The analysis of this match could not be made; you may ask for it again."
            assert bob.spoken == []  # Bob did not ask
            assert len(ann.menus) == shown + 1 and ann.menus[-1][0] == "past_match"
            assert "analysis-request" in ann.texts() and "analysis-cancel" not in ann.texts()
            assert not host.analyst.pending("broken") and store.unfinished_analyses() == []
            assert host.analyst.request("broken", "ann") == "started"  # may be asked for again
            await host.analyst.idle()
            # In Russian too, from the same catalogue every language has.
            ann.language = "ru"
            host.notices.analysis_failed("broken", frozenset({"ann"}))
            assert ann.spoken[-1] == "Разобрать этот матч не удалось; можно запросить разбор ещё раз."
    finally:
        store.close()

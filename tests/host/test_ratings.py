"""Ratings without sockets: FIBS's formula against hand-computed cases, how each kind of archived match is
counted, matches played through a RoomCore into a real SQLite file rated as they end and rebuilt from the
archive alone to the same figures, and the "Players and ratings" menus on a recording client."""

from __future__ import annotations

import io
import math
import random
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from playpalace_backgammon.bots import DecisionKind
from playpalace_backgammon.host.lobby.archive_menus import PastMatches
from playpalace_backgammon.host.lobby.rating_menus import PlayersAndRatings, rating_text
from playpalace_backgammon.host.store.rating_listing import list_ratings
from playpalace_backgammon.host.store.ratings import (
    BOT_RATINGS,
    BOTS,
    HUMAN,
    RatingChange,
    Standing,
    after_match,
    k_factor,
    rated_match,
    rating_change,
    win_chance,
)
from playpalace_backgammon.host.store.store import Store
from playpalace_backgammon.host.store.store_archive import ABANDONED, FINISHED, PLAYING, ArchivedMatch
from playpalace_backgammon.host.tables.core.room_core import RoomCore
from playpalace_backgammon.host.tables.core.room_effects import AppendLog, AskBot, SaveTable
from playpalace_backgammon.host.tables.core.room_events import (
    AddBot,
    BotDecided,
    Event,
    Join,
    Leave,
    SetOption,
    Start,
    Submit,
)
from playpalace_backgammon.host.tables.games import backgammon
from playpalace_backgammon.i18n import Localizer
from playpalace_backgammon.rules import SeededDice
from playpalace_backgammon.table.actions import ActionId
from playpalace_backgammon.table.interface import Command, Message

from .recording_client import RecordingClient
from .store_backends import StorePlaces

KIND = backgammon()


# The formula.

def test_k_factor_damps_new_players_until_400_experience() -> None:
    factors = [k_factor(e) for e in (0, 100, 150, 399, 400, 1000)]
    assert factors == pytest.approx([5.0, 4.0, 3.5, 1.01, 1.0, 1.0])


def test_equal_ratings_move_by_half_of_4_k_sqrt_n() -> None:
    assert win_chance(1500, 1500, 7) == 0.5
    assert rating_change(1500, 1500, 0, 1, won=True) == pytest.approx(10.0)  # 4 * 5 * 1 * 0.5
    assert rating_change(1500, 1500, 0, 1, won=False) == pytest.approx(-10.0)
    assert rating_change(1500, 1500, 500, 9, won=True) == pytest.approx(6.0)  # 4 * 1 * 3 * 0.5
    assert rating_change(1500, 1500, 250, 4, won=False) == pytest.approx(-10.0)  # 4 * 2.5 * 2 * 0.5


def test_fibs_example_1850_against_1750_in_a_4_point_match() -> None:
    # D * sqrt(n) / 2000 = 100 * 2 / 2000 = 0.1; the underdog's chance is 1 / (10 ** 0.1 + 1) = 0.442688.
    upset = 1 / (10 ** 0.1 + 1)
    assert upset == pytest.approx(0.442688, abs=1e-6)
    assert win_chance(1750, 1850, 4) == pytest.approx(upset)
    assert rating_change(1850, 1750, 400, 4, won=True) == pytest.approx(4 * 2 * upset)  # +3.5415
    assert rating_change(1750, 1850, 400, 4, won=False) == pytest.approx(-4 * 2 * upset)
    assert rating_change(1750, 1850, 400, 4, won=True) == pytest.approx(4 * 2 * (1 - upset))  # +4.4585
    assert rating_change(1850, 1750, 400, 4, won=False) == pytest.approx(-4 * 2 * (1 - upset))
    assert rating_change(1850, 1750, 400, 4, won=True) == pytest.approx(3.5415, abs=1e-4)


def test_a_longer_match_counts_by_its_square_root() -> None:
    one, nine = rating_change(1600, 1500, 400, 1, True), rating_change(1600, 1500, 400, 9, True)
    assert one == pytest.approx(4 * (1 - 1 / (1 + 10 ** (-100 / 2000))))
    assert nine == pytest.approx(4 * 3 * (1 - 1 / (1 + 10 ** (-300 / 2000))))
    assert nine / one < 3  # the favourite's gain grows slower than sqrt(n): it was expected to win more


def test_after_a_match_experience_grows_by_its_length() -> None:
    after = after_match(Standing(), 1500.0, 5, won=False)
    assert after == Standing(1500 - 4 * 5 * math.sqrt(5) * 0.5, 5, 1, 0)


# How an archived match counts.

def _archived(result: str = FINISHED, length: int = 5, score: tuple[int, int] | None = (5, 2),
              players: dict[int, str] | None = None, level: str = "simple") -> ArchivedMatch:
    players = {0: "ann", 1: "bob"} if players is None else players
    names = tuple(players.get(seat, f"Bot {seat + 1}") for seat in (0, 1))
    winner = None if score is None else score.index(max(score))
    return ArchivedMatch("m1", "backgammon", 1.0, 2.0, result, False, max(length, 1), names, score, winner,
                         {"match_length": length, "bot_level": level}, players)


def test_who_wins_each_kind_of_match() -> None:
    finished = rated_match(_archived())
    assert finished is not None and finished.pool == HUMAN and finished.winner == 0 and finished.length == 5
    # Lost on time or resigned as a whole: the score is short of the length; the last step was the loser's.
    resigned = rated_match(_archived(score=(3, 0)), last_seat=0)
    assert resigned is not None and resigned.winner == 1
    # Left for good and a bot finished it: a loss for the one who left, whatever the bot did.
    left = rated_match(_archived(score=(5, 1)), left=[0])
    assert left is not None and left.winner == 1
    abandoned = rated_match(_archived(ABANDONED, score=(2, 4)), left=[1, 0])
    assert abandoned is not None and abandoned.winner == 0  # Bob left first
    against_bot = rated_match(_archived(ABANDONED, score=(0, 0), players={1: "bob"}, level="gnubg_2ply"))
    assert against_bot is not None and against_bot.pool == BOTS and against_bot.winner == 0
    assert against_bot.bot_rating == BOT_RATINGS["gnubg_2ply"]


def test_matches_that_are_not_rated() -> None:
    assert rated_match(_archived(PLAYING)) is None
    assert rated_match(_archived(length=0, score=(3, 1))) is None  # a money session
    assert rated_match(_archived(players={})) is None  # bots against bots
    assert rated_match(_archived(players={0: "ann", 1: "ANN"})) is None
    assert rated_match(_archived(ABANDONED)) is None  # two people, no record of who left


# Matches played through a RoomCore into a real store, rated as the room driver rates them.

ANN, BOB, CAT = 1, 2, 3


@dataclass
class Table:
    """A RoomCore whose effects reach a real Store in order, as ``room.Room`` carries them out."""

    core: RoomCore
    store: Store
    seq: int = 0
    rated: list[RatingChange] = field(default_factory=list)
    asked: int | None = None  # the token of the bot decision asked for, if any

    def feed(self, event: Event) -> None:
        for effect in self.core.handle(event):
            if isinstance(effect, AskBot):
                self.asked = effect.token
            elif isinstance(effect, AppendLog):
                self.store.append_log(self.core.id, effect.seq, effect.entry)
            elif isinstance(effect, SaveTable):
                self.rated += self.store.save_table(self.core.id, "backgammon", effect.state,
                                                    effect.status.value)


def _table(store: Store, table_id: str, seed: int, first: tuple[int, str], second: tuple[int, str] | None,
           length: int) -> Table:
    core = RoomCore(table_id, KIND.declaration, KIND.create, first[1], 1, dice=SeededDice(seed))
    table = Table(core, store)
    table.feed(Join(first[0], first[1]))
    table.feed(Join(second[0], second[1]) if second else AddBot(first[0], "Bot 2"))
    table.feed(SetOption(first[0], "match_length", length))
    table.feed(Start(first[0]))
    return table


def _play(table: Table, members: tuple[int, int], seed: int, steps: int = 4000) -> None:
    """Both seats choose at random (doubles, takes and drops too) for ``steps`` decisions or to the end."""
    choose = random.Random(seed)
    game = table.core.table
    assert game is not None
    for _ in range(steps):
        if game.finished:
            return
        turn = game.bot_turn()
        assert turn is not None
        context = turn.context
        if context.kind is DecisionKind.MOVE:
            commands = list(game.point_commands_for_play(turn.seat, choose.choice(context.legal_plays)))
        elif context.kind is DecisionKind.ROLL_OR_DOUBLE:
            double = context.may_double and choose.random() < 0.15
            commands = list(game.commands_for_answer(turn.seat, double))
        else:
            commands = list(game.commands_for_answer(turn.seat, choose.random() < 0.7))
        if table.core.seats[turn.seat].bot_driven:  # a bot plays a seat left for good: its choice, at once
            assert table.asked is not None
            token, table.asked = table.asked, None
            table.feed(BotDecided(token, commands))
            continue
        for command in commands:
            table.feed(Submit(members[turn.seat], command))


def _resign(table: Table, member: int) -> None:
    table.feed(Submit(member, Command(ActionId.RESIGN_MATCH)))
    table.feed(Submit(member, Command(ActionId.CONFIRM_RESIGN_MATCH)))


@pytest.fixture(scope="module")
def rated_store(module_store_at: StorePlaces) -> tuple[StorePlaces, dict[str, list[RatingChange]]]:
    """A store with matches of every kind, rated as they ended: what each table's players got (on each
    backend: the store named "lobby" of ``module_store_at``)."""
    store = module_store_at.open("lobby")
    got: dict[str, list[RatingChange]] = {}
    people = [(ANN, "ann"), (BOB, "bob"), (CAT, "cat")]
    for number in range(6):  # finished matches between people, played to the end
        first, second = people[number % 3], people[(number + 1) % 3]
        table = _table(store, f"played{number}", number, first, second, 1 + 2 * (number % 2))
        _play(table, (first[0], second[0]), number)
        assert table.core.table is not None and table.core.table.finished
        got[table.core.id] = table.rated
    table = _table(store, "resigned", 40, (ANN, "ann"), (BOB, "bob"), 5)
    _play(table, (ANN, BOB), 40, steps=30)
    _resign(table, BOB)
    got["resigned"] = table.rated
    table = _table(store, "left", 41, (CAT, "cat"), (ANN, "ann"), 3)
    _play(table, (CAT, ANN), 41, steps=20)
    table.feed(Leave(CAT, quietly=False))  # a bot plays on for Cat; Ann finishes the match against it
    _play(table, (CAT, ANN), 41)
    got["left"] = table.rated
    table = _table(store, "abandoned", 42, (BOB, "bob"), (CAT, "cat"), 7)
    _play(table, (BOB, CAT), 42, steps=20)
    table.feed(Leave(CAT, quietly=False))
    table.feed(Leave(BOB, quietly=False))
    got["abandoned"] = table.rated
    table = _table(store, "bot-resigned", 43, (ANN, "ann"), None, 3)
    _resign(table, ANN)
    got["bot-resigned"] = table.rated
    table = _table(store, "bot-left", 44, (BOB, "bob"), None, 5)
    table.feed(Leave(BOB, quietly=False))
    got["bot-left"] = table.rated
    store.close()
    return module_store_at, got


def test_each_match_is_rated_once_as_it_ends(
        rated_store: tuple[StorePlaces, dict[str, list[RatingChange]]]) -> None:
    _path, got = rated_store
    assert all(len(got[f"played{n}"]) == 2 for n in range(6))
    for n in range(6):
        winner, loser = sorted(got[f"played{n}"], key=lambda change: not change.won)
        assert winner.won and not loser.won and winner.delta > 0 > loser.delta and winner.pool == HUMAN
    resigned = {change.username: change for change in got["resigned"]}
    assert resigned["ann"].won and not resigned["bob"].won  # Bob resigned the match, whatever the score
    left = {change.username: change for change in got["left"]}
    assert not left["cat"].won and left["ann"].won  # Cat left: her loss, even though a bot played on
    assert left["cat"].after.experience == left["cat"].before.experience + 3
    abandoned = {change.username: change for change in got["abandoned"]}
    assert not abandoned["cat"].won and abandoned["bob"].won  # Cat left first
    bot_resigned, = got["bot-resigned"]
    assert bot_resigned.pool == BOTS and not bot_resigned.won
    # 1500 against Simple's fixed 1400 in a 3-point match, new to bot practice: K = 5.
    chance = 1 / (1 + 10 ** (-100 * math.sqrt(3) / 2000))
    assert bot_resigned.delta == pytest.approx(-4 * 5 * math.sqrt(3) * chance)
    bot_left, = got["bot-left"]
    assert bot_left.pool == BOTS and not bot_left.won and bot_left.username == "bob"


def test_bot_matches_never_touch_the_rating_against_people(
        rated_store: tuple[StorePlaces, dict[str, list[RatingChange]]]) -> None:
    places, got = rated_store
    store = places.open("lobby")
    try:
        people = [c for key, changes in got.items() if not key.startswith("bot") for c in changes]
        for name in ("ann", "bob"):
            human = store.standing(name, HUMAN)
            assert human is not None
            assert human.standing.played == sum(1 for c in people if c.username == name)
            bots = store.standing(name, BOTS)
            assert bots is not None and bots.standing.played == 1 and bots.standing.won == 0
            assert bots.standing.experience == (3 if name == "ann" else 5)
        assert store.standing("cat", BOTS) is None
    finally:
        store.close()


def test_a_rebuild_from_the_archive_alone_gives_the_ratings_kept_as_matches_ended(
        rated_store: tuple[StorePlaces, dict[str, list[RatingChange]]], tmp_path: Path) -> None:
    places, got = rated_store
    store = places.open("lobby")
    try:
        kept = store.all_standings()
        history = store.rating_history("ann", 0, 100)
        assert len(kept) == 5 and kept[(HUMAN, "ann")].played >= 3
        # The last change each player got is their standing now.
        last = {}
        for changes in got.values():
            for change in changes:
                last[(change.pool, change.username)] = change.after
        assert {(pool, name): standing for (pool, name), standing in last.items()} == kept
        store._db.execute("UPDATE ratings SET rating = 0")  # spoil them: a rebuild must not read them
        assert store.rebuild_ratings() == sum(1 for changes in got.values() if changes)
        assert store.all_standings() == kept
        assert store.rating_history("ann", 0, 100) == history
    finally:
        store.close()
    if places.backend != "sqlite":
        return
    # The command an operator runs on the server's SQLite file does the same, and prints the leaderboard.
    copy = tmp_path / "copy.sqlite3"
    copy.write_bytes(Path(places.location("lobby")).read_bytes())
    out, err = io.StringIO(), io.StringIO()
    assert list_ratings(copy, True, out=out, err=err) == 0
    lines = [line.split("\t") for line in out.getvalue().splitlines()]
    assert "rebuilt from" in err.getvalue() and len(lines) == 5
    human = [line for line in lines if line[0] == HUMAN]
    assert [line[1] for line in human] == ["1", "2", "3"]
    assert [float(line[3]) for line in human] == sorted((float(line[3]) for line in human), reverse=True)
    assert list_ratings(tmp_path / "missing.sqlite3", True, out=out, err=err) == 2


def test_a_store_without_ratings_is_rated_from_its_archive_when_opened(
        rated_store: tuple[StorePlaces, dict[str, list[RatingChange]]], tmp_path: Path) -> None:
    places, _got = rated_store
    store = places.open("lobby")
    kept = store.all_standings()
    store.close()
    if places.backend == "sqlite":
        older = tmp_path / "older.sqlite3"
        older.write_bytes(Path(places.location("lobby")).read_bytes())
        with sqlite3.connect(older) as db:  # as a file from before the ratings
            db.executescript("DROP TABLE ratings; DROP TABLE rating_changes; DROP TABLE ratings_meta;")
        store = Store(older)
    else:  # a database whose ratings were lost: they come back as they were
        places.execute("lobby", "DROP TABLE ratings; DROP TABLE rating_changes; DROP TABLE ratings_meta;")
        store = places.open("lobby")
    try:
        assert store.all_standings() == kept
    finally:
        store.close()


# The menus, on a client that records what it was shown and told.

class MenuHost:
    def __init__(self, store: Store) -> None:
        self.store = store
        self.localizer = Localizer()
        self.games = {"backgammon": KIND}
        self.past = PastMatches(self, store, self.localizer, self.games)
        self.mains = 0

    def render(self, client: Any, message: Message) -> str:
        return self.localizer.render(message, client.language)

    def show_main(self, client: Any) -> None:
        self.mains += 1


def test_leaderboard_profile_and_a_recent_match_opening_the_archive(
        rated_store: tuple[StorePlaces, dict[str, list[RatingChange]]]) -> None:
    places, _got = rated_store
    store = places.open("lobby")
    try:
        host = MenuHost(store)
        menus = PlayersAndRatings(host, store, host.localizer, host.past)  # type: ignore[arg-type]
        ann = RecordingClient("ann")
        menus.show(ann)  # type: ignore[arg-type]
        assert list(ann.texts().values()) == ["My profile", "Leaderboard", "Bot-practice leaderboard", "Back"]
        ann.choose("leaderboard")
        menu_id, items = ann.menus[-1]
        board = store.leaderboard(HUMAN, 0, 10)
        assert menu_id == "ratings_leaderboard_human" and [i for i, _t, _c in items][:3] == [
            f"player-{p.username}" for p in board]
        first = board[0]
        assert items[0][1] == (f"1. {first.username}, rating {first.standing.rating:.1f}, experience "
                               f"{first.standing.experience}, matches played: {first.standing.played}, "
                               f"won: {first.standing.won}")
        ann.choose("player-bob")
        texts = ann.texts()
        bob = store.standing("bob", HUMAN)
        assert bob is not None
        assert texts["name"] == "Player bob"
        assert texts["rating"] == (f"Rating {bob.standing.rating:.1f}, place {store.rank_of('bob', HUMAN)} "
                                   "on the leaderboard")
        assert texts["played"] == f"Rated matches played: {bob.standing.played}, won: {bob.standing.won}"
        assert texts["bots"].startswith("Bot-practice rating 1")
        assert texts["error-rate"] == "No analysed match yet."
        recent = [item for item in texts if item.startswith("match-")]
        assert recent[0] == "match-bot-left" and "Lost against Bot 2, bot-practice rating 1500.0 to" in \
            texts["match-bot-left"]
        ann.choose("match-abandoned")
        assert ann.menus[-1][0] == "past_match" and "replay" in ann.texts()
        ann.choose("back")
        assert ann.menus[-1][0] == "player_profile"
        cat = RecordingClient("dan")  # never rated
        menus.show_profile(cat, "dan", back=lambda: None)  # type: ignore[arg-type]
        assert cat.texts()["rating"] == "No rated match against another player yet."
        assert not [item for item in cat.texts() if item.startswith("match-")]
    finally:
        store.close()


def test_the_change_said_at_the_end_and_ratings_in_each_language(
        rated_store: tuple[StorePlaces, dict[str, list[RatingChange]]]) -> None:
    _path, got = rated_store
    host = MenuHost(Store(":memory:"))
    menus = PlayersAndRatings(host, host.store, host.localizer, host.past)  # type: ignore[arg-type]
    ann = RecordingClient("ann")
    change, = got["bot-resigned"]
    menus.tell_change(ann, change)  # type: ignore[arg-type]
    drop = f"{abs(change.delta):.1f}"
    assert ann.spoken == [f"Your bot-practice rating goes down by {drop} to {change.after.rating:.1f}; "
                          "experience 3."]
    assert rating_text(1523.46, "de", host.localizer) == "1523,5"
    assert rating_text(1523.46, "fa", host.localizer) == "۱۵۲۳٫۵"  # Persian digits and decimal sign
    assert rating_text(-0.04, "ar", host.localizer) == "٠٫٠"


def test_the_archive_names_the_winner_of_a_match_resigned_as_a_whole(
        rated_store: tuple[StorePlaces, dict[str, list[RatingChange]]]) -> None:
    places, _got = rated_store
    store = places.open("lobby")
    try:
        resigned, against_bot = store.match("resigned"), store.match("bot-resigned")
        assert resigned is not None and resigned.score is not None
        assert resigned.winner == 0  # Bob, in seat 2, resigned: Ann won, whatever the score said
        # Resigned at the start: the game in play forfeited as a backgammon (two checkers in the bot's home).
        assert against_bot is not None and against_bot.winner == 1 and against_bot.score == (0, 3)
    finally:
        store.close()

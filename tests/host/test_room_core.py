"""The table runner's core without I/O: events in, effects out, with the real backgammon table and seeded
dice. No sockets, no store, no event loop: every test here runs in milliseconds."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from playpalace_backgammon.bots import DecisionKind
from playpalace_backgammon.host.tables.core.room_core import RoomCore
from playpalace_backgammon.host.tables.core.room_effects import (
    AppendLog,
    AskBot,
    AskHint,
    CancelTimer,
    Closed,
    Departed,
    Effect,
    Refresh,
    SaveTable,
    Say,
    StartTimer,
)
from playpalace_backgammon.host.tables.core.room_events import (
    PACE_TIMER,
    AddBot,
    BotDecided,
    BotFailed,
    Disconnected,
    Event,
    HintAnswered,
    Join,
    Leave,
    Reclaim,
    RemoveBot,
    SetOption,
    Start,
    Submit,
    Timer,
    TimerFired,
    TimerKind,
    Watch,
    WatchFrom,
)
from playpalace_backgammon.host.tables.core.room_restore import restore
from playpalace_backgammon.host.tables.core.room_state import RoomSettings
from playpalace_backgammon.host.tables.core.room_status import RoomStatus
from playpalace_backgammon.host.tables.core.seats import SeatKind
from playpalace_backgammon.host.tables.games import backgammon
from playpalace_backgammon.i18n import Localizer
from playpalace_backgammon.rules import Phase, SeededDice
from playpalace_backgammon.table.actions import ActionId
from playpalace_backgammon.table.interface import Command, Message, Viewer

ANN, BOB, CAT = 1, 2, 3
FIXTURES = Path(__file__).parent / "fixtures"


class Harness:
    """A core and everything it asked for so far."""

    def __init__(self, *, seed: int = 3, pacing: float = 0.0, **options: Any) -> None:
        kind = backgammon()
        settings = RoomSettings(grace_seconds=60, bot_pacing_seconds=pacing, recent_announcements=30)
        self.core = RoomCore("t1", kind.declaration, kind.create, "ann", 1, settings=settings,
                             dice=SeededDice(seed))
        self.effects: list[Effect] = []
        self.log: list[dict[str, Any]] = []
        self.options = options

    def feed(self, event: Event) -> list[Effect]:
        effects = self.core.handle(event)
        self.effects += effects
        self.log += [effect.entry for effect in effects if isinstance(effect, AppendLog)]
        return effects

    def heard(self, member: int, effects: Sequence[Effect] | None = None) -> list[str]:
        """The message ids ``member`` was told, in order."""
        return [e.message.id for e in (effects if effects is not None else self.effects)
                if isinstance(e, Say) and member in e.members]

    def with_bot(self) -> list[Effect]:
        """Ann joins, sets the options, adds a bot and starts."""
        self.feed(Join(ANN, "ann"))
        for option, value in self.options.items():
            self.feed(SetOption(ANN, option, value))
        self.feed(AddBot(ANN, "Bot 2"))
        return self.feed(Start(ANN))

    def answer_bot(self, effects: Sequence[Effect]) -> list[Effect]:
        """Answer the bot question among ``effects`` (the first legal play; roll; take; accept)."""
        ask = next(e for e in effects if isinstance(e, AskBot))
        table = self.core.table
        assert table is not None
        context = ask.turn.context
        if context.kind is DecisionKind.MOVE:
            commands = list(table.commands_for_play(ask.turn.seat, context.legal_plays[0]))
        elif context.kind is DecisionKind.END_TURN:
            commands = [Command(ActionId.END_TURN)]
        else:
            yes = context.kind is not DecisionKind.ROLL_OR_DOUBLE
            commands = list(table.commands_for_answer(ask.turn.seat, yes))
        return self.feed(BotDecided(ask.token, commands))

    def play_human_turn(self) -> list[Effect]:
        """Ann rolls (if she must) and plays her first legal play by Enter on the points."""
        table = self.core.table
        assert table is not None
        effects: list[Effect] = []
        turn = table.bot_turn()
        assert turn is not None and turn.seat == 0
        if turn.context.kind is DecisionKind.ROLL_OR_DOUBLE:
            effects += self.feed(Submit(ANN, Command(ActionId.ROLL)))
            turn = table.bot_turn()
            assert turn is not None
        if turn.seat == 0 and turn.context.kind is DecisionKind.MOVE:
            for command in table.point_commands_for_play(0, turn.context.legal_plays[0]):
                effects += self.feed(Submit(ANN, command))
        return effects

    def until_ann_moves(self, effects: list[Effect]) -> list[Effect]:
        """Answer the bot until Ann has to act."""
        for _ in range(50):
            if not any(isinstance(e, AskBot) for e in effects):
                return effects
            effects = self.answer_bot(effects)
        raise AssertionError("the bot never stopped")


def test_a_table_is_set_up_by_its_host_and_started_with_a_logged_start() -> None:
    h = Harness()
    effects = h.feed(Join(ANN, "ann"))
    assert h.core.seats[0].kind is SeatKind.HUMAN and h.core.is_host(ANN)
    assert any(isinstance(e, SaveTable) for e in effects) and Refresh() in effects
    h.feed(Join(BOB, "bob"))
    assert "room-joined" in h.heard(ANN) and "room-joined" not in h.heard(BOB)
    assert not h.core.joinable
    effects = h.feed(SetOption(BOB, "match_length", 5))  # not the host
    assert h.heard(BOB, effects) == ["refusal-host-only"] and h.core.options["match_length"] == 1
    h.feed(SetOption(ANN, "match_length", 5))
    effects = h.feed(Start(ANN))
    assert h.core.status is RoomStatus.PLAYING and h.core.names == ["ann", "bob"]
    (entry,) = [e.entry for e in effects if isinstance(e, AppendLog)]
    assert entry["start"] is True and entry["dice"] == list(h.core.table.dice_log)
    assert h.heard(ANN, effects) and h.heard(ANN, effects) == h.heard(BOB, effects)  # both hear the start
    assert h.core.table is not None and h.core.table.options.match_length == 5
    assert not any(isinstance(e, AskBot) for e in effects)  # two people: no bot is asked


def test_a_person_takes_one_place_at_a_table() -> None:
    h = Harness()
    h.feed(Join(ANN, "ann"))
    assert h.feed(Join(ANN, "ann")) == [Refresh((ANN,))] and h.core.seats[1].kind is SeatKind.EMPTY
    assert h.feed(Watch(ANN, "ann")) == [Refresh((ANN,))] and ANN not in h.core.spectators


def test_a_new_spectator_hears_whose_table_they_watch_and_the_others_hear_of_them() -> None:
    h = Harness()
    h.feed(Join(ANN, "ann"))
    h.feed(Join(BOB, "bob"))
    effects = h.feed(Watch(CAT, "cat"))
    told = [e.message for e in effects if isinstance(e, Say) and e.members == (CAT,)]
    assert told == [Message("room-watching", {"number": 1, "host": "ann"})]
    assert h.heard(ANN, effects) == h.heard(BOB, effects) == ["room-spectator-joined"]
    assert effects[-1] == Refresh((CAT,))


def test_the_start_needs_every_seat_filled() -> None:
    h = Harness()
    h.feed(Join(ANN, "ann"))
    effects = h.feed(Start(ANN))
    assert h.heard(ANN, effects) == ["room-seats-not-filled"] and h.core.status is RoomStatus.WAITING
    h.feed(AddBot(ANN, "Bot 2"))
    assert h.core.seats[1].kind is SeatKind.BOT
    h.feed(RemoveBot(ANN))
    assert h.core.seats[1].kind is SeatKind.EMPTY


def test_refused_commands_change_nothing_and_only_the_asker_hears_why() -> None:
    h = Harness()
    h.feed(Join(ANN, "ann"))
    h.feed(Join(BOB, "bob"))
    h.feed(Start(ANN))
    h.feed(Watch(CAT, "cat"))
    table = h.core.table
    assert table is not None
    mover = ANN if table.match.turn == 0 else BOB
    waiter = BOB if mover == ANN else ANN
    version, logged = h.core.version, len(h.log)
    for member, command, from_menu in [
        (waiter, Command(ActionId.DOUBLE), False),  # not their turn
        (CAT, Command(ActionId.ROLL), False),  # a spectator
        (waiter, Command(ActionId.TAKE), True),  # not offered to them
    ]:
        effects = h.feed(Submit(member, command, from_menu))
        said = [e for e in effects if isinstance(e, Say)]
        assert said and all(e.members == (member,) for e in said)
        assert not any(isinstance(e, AppendLog) for e in effects)
    assert h.core.version == version and len(h.log) == logged


def test_a_bot_is_asked_and_its_commands_logged_as_its_seat() -> None:
    h = Harness(seed=5)
    effects = h.with_bot()
    for _ in range(20):
        if any(isinstance(e, AskBot) for e in effects):
            break
        effects = h.play_human_turn()
    ask = next(e for e in effects if isinstance(e, AskBot))
    assert ask.turn.seat == 1
    stale = h.feed(BotDecided(ask.token + 100, [Command(ActionId.ROLL)]))
    assert stale == []  # an answer nobody asked for changes nothing
    effects = h.answer_bot(effects)
    bot_entries = [e.entry for e in effects if isinstance(e, AppendLog)]
    assert bot_entries and all(entry["seat"] == 1 for entry in bot_entries)


def test_a_bot_failure_stops_only_this_table() -> None:
    h = Harness(seed=5)
    effects = h.with_bot()
    while not any(isinstance(e, AskBot) for e in effects):
        effects = h.play_human_turn()
    ask = next(e for e in effects if isinstance(e, AskBot))
    assert h.feed(BotFailed(ask.token)) == []
    assert h.core.broken


def _paced_on(h: Harness, effects: list[Effect]) -> list[Effect]:
    """One step on at a paced table: answer the bot's question, end its pause, or play Ann's turn."""
    if any(isinstance(e, AskBot) for e in effects):
        return h.answer_bot(effects)
    if StartTimer(PACE_TIMER, 0.5) in effects:
        return h.feed(TimerFired(PACE_TIMER))
    return h.play_human_turn()


def test_bot_pacing_applies_one_announced_step_per_timer() -> None:
    h = Harness(seed=8, pacing=0.5)
    effects = h.with_bot()
    for _ in range(80):
        asks = [e for e in effects if isinstance(e, AskBot)]
        context = asks[0].turn.context if asks else None
        if context is not None and context.kind is DecisionKind.MOVE \
                and len(context.legal_plays[0].raw_steps) > 1:
            break
        effects = _paced_on(h, effects)
    else:
        raise AssertionError("no bot move of several steps met")
    logged = len(h.log)
    effects = h.answer_bot(effects)
    # A pause before the first step too: what was said just before (the bot's roll) is heard out first.
    assert StartTimer(PACE_TIMER, 0.5) in effects and len(h.log) == logged
    steps = 0
    while StartTimer(PACE_TIMER, 0.5) in effects:
        effects = h.feed(TimerFired(PACE_TIMER))
        steps += 1
        assert len(h.log) == logged + steps  # one step, one entry, each after its pause
    assert steps > 1
    assert all(len(entry["commands"]) == 1 for entry in h.log[logged:])


def test_a_paced_bot_decides_afresh_when_the_table_changed_meanwhile() -> None:
    h = Harness(seed=8, pacing=0.5)
    effects = h.with_bot()
    for _ in range(40):
        asks = [e for e in effects if isinstance(e, AskBot)]
        if asks and asks[0].turn.context.kind is DecisionKind.MOVE:
            break
        effects = _paced_on(h, effects)
    ask = next(e for e in effects if isinstance(e, AskBot))
    h.core.version += 1  # as if another event had changed the game meanwhile
    effects = h.feed(BotDecided(ask.token, [Command(ActionId.ROLL)]))
    again = [e for e in effects if isinstance(e, AskBot)]
    assert again and again[0].token != ask.token and not any(isinstance(e, AppendLog) for e in effects)


def test_a_dropped_player_keeps_the_seat_for_the_grace_period_then_a_bot_plays_until_they_return() -> None:
    h = Harness(seed=4)
    h.feed(Join(ANN, "ann"))
    h.feed(Join(BOB, "bob"))
    h.feed(Start(ANN))
    effects = h.feed(Disconnected(BOB))
    grace = Timer(TimerKind.GRACE, 1)
    assert StartTimer(grace, 60) in effects and Departed(BOB, to_lobby=False) in effects
    assert h.heard(ANN, effects) == ["room-player-away"]
    assert h.core.seats[1].held and h.core.seats[1].member is None
    effects = h.feed(TimerFired(grace))
    assert h.core.seats[1].bot_controlled and "room-bot-takes-over" in h.heard(ANN, effects)
    table = h.core.table
    assert table is not None
    if table.bot_turn() is not None and table.bot_turn().seat == 1:  # type: ignore[union-attr]
        assert any(isinstance(e, AskBot) for e in effects)
    effects = h.feed(Reclaim(7, "bob"))
    assert not h.core.seats[1].bot_controlled and h.core.seats[1].member == 7
    assert h.heard(7, effects)[0] == "room-reconnected" and "room-seat-reclaimed" in h.heard(ANN, effects)


def test_the_recap_after_a_reconnect_says_which_checker_is_still_held() -> None:
    """Ann picks up a checker, loses the connection and comes back: the recap ends by telling her she still
    holds it, and where from; once it is moved, a reconnect says nothing of it."""
    h = Harness(seed=4)
    h.until_ann_moves(h.with_bot())
    table = h.core.table
    assert table is not None
    turn = table.bot_turn()
    assert turn is not None and turn.seat == 0
    if turn.context.kind is DecisionKind.ROLL_OR_DOUBLE:
        h.feed(Submit(ANN, Command(ActionId.ROLL)))
        turn = table.bot_turn()
        assert turn is not None and turn.context.kind is DecisionKind.MOVE
    pick_up, move_to, *_rest = table.point_commands_for_play(0, turn.context.legal_plays[0])
    h.feed(Submit(ANN, pick_up))
    point = table.selected
    assert point is not None
    h.feed(Disconnected(ANN))
    effects = h.feed(Reclaim(9, "ann"))
    held = [e.message for e in effects if isinstance(e, Say) and 9 in e.members]
    assert held[0].id == "room-reconnected" and held[-1] == Message("bg-still-holding", {"point": point})
    assert Localizer().render(held[-1], "en") == f"You still hold the checker you picked up on {point}."
    h.feed(Submit(9, move_to))  # moved: nothing held
    assert table.selected is None
    h.feed(Disconnected(9))
    assert "bg-still-holding" not in h.heard(11, h.feed(Reclaim(11, "ann")))


def test_coming_back_within_grace_cancels_the_timer_and_replays_what_was_missed() -> None:
    h = Harness(seed=4)
    h.feed(Join(ANN, "ann"))
    h.feed(Join(BOB, "bob"))
    h.feed(Start(ANN))
    h.feed(Disconnected(BOB))
    effects = h.feed(Reclaim(9, "bob"))
    assert CancelTimer(Timer(TimerKind.GRACE, 1)) in effects
    heard = h.heard(9, effects)
    assert heard[0] == "room-reconnected" and len(heard) > 1  # the recent announcements too
    assert h.feed(TimerFired(Timer(TimerKind.GRACE, 1))) == []  # a stale timer changes nothing


def test_the_table_closes_when_everyone_has_left_and_then_ignores_events() -> None:
    h = Harness()
    h.feed(Join(ANN, "ann"))
    h.feed(Watch(CAT, "cat"))
    h.feed(Leave(CAT))
    assert h.core.status is RoomStatus.WAITING
    effects = h.feed(Leave(ANN))
    assert Closed() in effects and h.core.status is RoomStatus.CLOSED
    assert Departed(ANN, to_lobby=True) in effects
    assert h.feed(Join(BOB, "bob")) == []


def test_the_host_role_passes_on_when_the_host_leaves() -> None:
    h = Harness()
    h.feed(Join(ANN, "ann"))
    h.feed(Join(BOB, "bob"))
    h.feed(Leave(ANN))
    assert h.core.host == "bob" and h.core.is_host(BOB)
    assert h.core.seats[0].kind is SeatKind.EMPTY  # a seat left before the start is free again


def test_a_spectator_chooses_the_side_they_watch_from() -> None:
    h = Harness()
    h.feed(Join(ANN, "ann"))
    h.feed(Watch(CAT, "cat"))
    assert h.core.viewer_of(CAT) == Viewer.spectator(0)
    effects = h.feed(WatchFrom(CAT, 1))
    assert h.core.viewer_of(CAT) == Viewer.spectator(1) and Refresh((CAT,)) in effects


def test_a_hint_goes_to_the_engine_and_falls_back_to_the_rules() -> None:
    h = Harness(seed=6, hints=True)
    effects = h.with_bot()
    effects = h.until_ann_moves(effects)
    table = h.core.table
    assert table is not None
    if table.match.phase is Phase.AWAITING_ROLL:
        h.feed(Submit(ANN, Command(ActionId.ROLL)))
    effects = h.feed(Submit(ANN, Command(ActionId.HINT)))
    ask = next(e for e in effects if isinstance(e, AskHint))
    assert ask.member == ANN and ask.context.kind is DecisionKind.MOVE
    effects = h.feed(HintAnswered(ask.token, [Message("bg-hint-header", {"count": 1})]))
    assert effects == [Say((ANN,), Message("bg-hint-header", {"count": 1}))]
    ask = next(e for e in h.feed(Submit(ANN, Command(ActionId.HINT))) if isinstance(e, AskHint))
    effects = h.feed(HintAnswered(ask.token, None))  # the engine could not answer: the rules do
    assert h.heard(ANN, effects)[0] == "bg-hint-header-simple" and len(h.heard(ANN, effects)) > 1


def test_a_hint_refused_by_the_table_is_said_to_the_asker() -> None:
    h = Harness(seed=6)  # hints are off
    effects = h.until_ann_moves(h.with_bot())
    effects = h.feed(Submit(ANN, Command(ActionId.HINT)))
    assert h.heard(ANN, effects) == ["bg-refuse-hints-off"]
    assert not any(isinstance(e, AskHint) for e in effects)


def test_an_exception_inside_the_table_is_contained() -> None:
    h = Harness()
    h.feed(Join(ANN, "ann"))
    h.feed(Join(BOB, "bob"))
    h.feed(Start(ANN))
    table = h.core.table
    assert table is not None

    def explode(viewer: Viewer, command: Command) -> Any:
        raise RuntimeError("boom")

    table.handle = explode  # type: ignore[method-assign]
    effects = h.feed(Submit(ANN, Command(ActionId.ROLL)))
    assert h.heard(ANN, effects) == ["room-table-error"] and h.core.broken
    assert not any(isinstance(e, AppendLog) for e in effects)


def _replay(log: Sequence[dict[str, Any]], state: dict[str, Any]) -> tuple[RoomCore, list[Effect]]:
    kind = backgammon()
    return restore("t1", kind.declaration, kind.create, state, RoomStatus.PLAYING, log,
                   dice=SeededDice(99))


def test_a_restored_table_is_the_same_table_and_its_people_get_the_grace_period() -> None:
    h = Harness(seed=12, match_length=3)
    effects = h.with_bot()
    for _ in range(12):
        effects = h.until_ann_moves(effects)
        effects = h.play_human_turn()
    core, effects = _replay(h.log, h.core.state())
    assert core.table is not None and h.core.table is not None
    assert core.table.snapshot() == h.core.table.snapshot()
    assert StartTimer(Timer(TimerKind.GRACE, 0), 60) in effects
    assert core.seats[0].held and core.status is RoomStatus.PLAYING


def test_a_log_written_by_the_earlier_host_still_loads_and_replays() -> None:
    expected = json.loads((FIXTURES / "log-before-host-core.json").read_text())
    with sqlite3.connect(FIXTURES / "log-before-host-core.sqlite3") as db:
        table_id, state = db.execute("SELECT id, state FROM tables WHERE status = 'playing'").fetchone()
        log = [json.loads(e) for (e,) in db.execute(
            "SELECT entry FROM table_log WHERE table_id = ? ORDER BY seq", (table_id,))]
    core, _ = _replay(log, json.loads(state))
    assert core.table is not None
    assert len(log) == expected["log_entries"]
    assert core.table.match.gnubg_id() == expected["gnubg_id"]
    assert len(core.table.dice_log) == expected["dice_drawn"]
    assert list(core.table.match.score) == expected["score"]
    assert core.seat_name(1) == "Bot 2"  # saved before bots kept their names: the name the match began with


def test_a_waiting_table_saved_before_bots_kept_their_names_loses_its_bot() -> None:
    kind = backgammon()
    state = {"number": 1, "host": "ann", "options": {"match_length": 1},
             "seats": [{"kind": "human", "username": "ann"}, {"kind": "bot", "username": None}]}
    core, _ = restore("t1", kind.declaration, kind.create, state, RoomStatus.WAITING, [])
    assert [seat.kind for seat in core.seats] == [SeatKind.HUMAN, SeatKind.EMPTY]
    state["seats"][1]["username"] = "Бот 2"  # type: ignore[index]
    core, _ = restore("t1", kind.declaration, kind.create, state, RoomStatus.WAITING, [])
    assert core.seats[1].kind is SeatKind.BOT and core.seat_name(1) == "Бот 2"


def _saved(effects: Sequence[Effect]) -> list[SaveTable]:
    return [e for e in effects if isinstance(e, SaveTable)]


def test_a_match_nobody_is_left_at_is_kept_as_abandoned_with_its_score() -> None:
    h = Harness(seed=5, match_length=3)
    h.until_ann_moves(h.with_bot())
    h.feed(Disconnected(ANN))
    effects = h.feed(TimerFired(Timer(TimerKind.GRACE, 0)))  # the grace period runs out: no one is left
    assert Closed() in effects and h.core.status is RoomStatus.ABANDONED
    assert not any(isinstance(e, AskBot) for e in effects)
    (saved,) = [s for s in _saved(effects) if s.status is RoomStatus.ABANDONED]
    assert saved.state["score"] == [0, 0] and saved.state["names"] == ["ann", "Bot 2"]
    assert h.feed(BotDecided(99, [])) == []  # and it plays no more


def test_leaving_a_match_with_only_a_bot_left_gives_it_up_but_a_waiting_table_just_closes() -> None:
    """Nobody is left to play on: the leaver forfeits the match (the game in play scored as its position
    would score, ``tests/host/test_room_core_leaving.py``), and the table closes on a finished match."""
    h = Harness(seed=5)
    h.until_ann_moves(h.with_bot())
    assert h.core.status is RoomStatus.PLAYING
    effects = h.feed(Leave(ANN))
    assert h.core.status is RoomStatus.CLOSED and Closed() in effects
    table = h.core.table
    assert table is not None and table.finished and table.score()[1] >= 1
    assert [s.status for s in _saved(effects)][-2:] == [RoomStatus.FINISHED, RoomStatus.CLOSED]
    waiting = Harness()
    waiting.feed(Join(ANN, "ann"))
    waiting.feed(Leave(ANN))
    assert waiting.core.status is RoomStatus.CLOSED


def test_a_restored_table_with_only_bots_playing_is_abandoned_at_once() -> None:
    h = Harness(seed=12)
    h.until_ann_moves(h.with_bot())
    h.feed(Disconnected(ANN))
    h.core.seats[0].away = False  # as saved when the grace period had run out: a bot played for her
    h.core.seats[0].bot_controlled = True
    core, effects = _replay(h.log, h.core.state())
    assert core.status is RoomStatus.ABANDONED and Closed() in effects
    assert not any(isinstance(e, (AskBot, StartTimer)) for e in effects)
    assert core.kick_bots() == []

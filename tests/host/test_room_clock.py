"""Turn clocks inside a table's core, with a fake clock in milliseconds and the real backgammon table: off by
default, bots never timed, warnings, more time, losing the match on time, the grace period, a restart."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from playpalace_backgammon.host.tables.core.room_clock import CLOCK_TIMER, MORE_TIME_ITEM, TIME_LEFT_ITEM
from playpalace_backgammon.host.tables.core.room_core import RoomCore
from playpalace_backgammon.host.tables.core.room_effects import (
    AskBot,
    CancelTimer,
    Effect,
    SaveTable,
    Say,
    StartTimer,
)
from playpalace_backgammon.host.tables.core.room_events import (
    AddBot,
    AskMoreTime,
    AskTime,
    Disconnected,
    Join,
    Leave,
    Reclaim,
    SetOption,
    Start,
    Submit,
    Timer,
    TimerFired,
    TimerKind,
    Watch,
)
from playpalace_backgammon.host.tables.core.room_restore import restore
from playpalace_backgammon.host.tables.core.room_state import RoomSettings
from playpalace_backgammon.host.tables.core.room_status import RoomStatus
from playpalace_backgammon.host.tables.games import backgammon
from playpalace_backgammon.host.tables.room_menus import (
    actions_menu_items,
    option_spec,
    option_values,
    waiting_items,
)
from playpalace_backgammon.host.tables.turn_clock import CLOCK_OPTION, setting_for
from playpalace_backgammon.i18n import Localizer
from playpalace_backgammon.rules import SeededDice
from playpalace_backgammon.table.actions import ActionId
from playpalace_backgammon.table.interface import Command, Key, Message, Viewer

from .test_room_core import Harness

ANN, BOB, EVE = 1, 2, 5
LOCALIZER = Localizer()
STANDARD = setting_for("standard")
assert STANDARD is not None
FULL = STANDARD.delay_ms + STANDARD.reserve_ms  # a move's time at the start of a game


class FakeTime:
    """The wall clock of these tests: it moves only when told."""

    def __init__(self) -> None:
        self.now = 1_000_000

    def __call__(self) -> int:
        return self.now


class Clocked(Harness):
    """A core on a fake clock."""

    def __init__(self, *, seed: int = 3, clock: str = "standard", **options: Any) -> None:
        super().__init__(seed=seed, **options)
        self.time = FakeTime()
        kind = backgammon()
        self.core = RoomCore("t1", kind.declaration, kind.create, "ann", 1, dice=SeededDice(seed),
                             settings=RoomSettings(grace_seconds=60), clock=self.time)
        self.clock = clock

    def start_against_bot(self) -> list[Effect]:
        self.feed(Join(ANN, "ann"))
        self.feed(SetOption(ANN, CLOCK_OPTION, self.clock))
        self.feed(AddBot(ANN, "Bot 2"))
        return self.until_ann_moves(self.feed(Start(ANN)))

    def start_two_people(self) -> int:
        """Ann and Bob sit down and start; the seat that must act first."""
        self.feed(Join(ANN, "ann"))
        self.feed(Join(BOB, "bob"))
        self.feed(SetOption(ANN, CLOCK_OPTION, self.clock))
        self.feed(Start(ANN))
        return self.acting()

    def acting(self) -> int:
        table = self.core.table
        assert table is not None
        turn = table.bot_turn()
        assert turn is not None
        return turn.seat

    def at(self, ms: int) -> list[Effect]:
        """The fake time moves to ``ms`` and the clock's timer fires."""
        self.time.now = ms
        return self.feed(TimerFired(CLOCK_TIMER))

    def deadline(self) -> int:
        clocks = self.core.clocks
        assert clocks is not None and clocks.running is not None
        return clocks.running.deadline


def _said(effects: Sequence[Effect], message_id: str) -> list[Say]:
    return [e for e in effects if isinstance(e, Say) and e.message.id == message_id]


def test_clocks_are_off_by_default_and_shift_t_says_so() -> None:
    h = Clocked(clock="off")
    h.feed(Join(ANN, "ann"))
    h.feed(AddBot(ANN, "Bot 2"))
    effects = h.feed(Start(ANN))
    assert h.core.clocks is None and h.core.clock_choice == "off"
    assert not [e for e in h.effects if isinstance(e, StartTimer | CancelTimer)
                and e.timer.kind is TimerKind.CLOCK]
    assert h.heard(ANN, h.feed(AskTime(ANN))) == ["clock-none"]
    assert h.heard(ANN, h.feed(AskMoreTime(ANN))) == ["clock-none"]
    assert effects


def test_only_the_host_sets_the_clock_and_only_to_a_setting_that_exists() -> None:
    h = Clocked()
    h.feed(Join(ANN, "ann"))
    h.feed(Join(BOB, "bob"))
    assert h.heard(BOB, h.feed(SetOption(BOB, CLOCK_OPTION, "fast"))) == ["refusal-host-only"]
    h.feed(SetOption(ANN, CLOCK_OPTION, "no-such-setting"))
    assert h.core.clock_choice == "off"
    effects = h.feed(SetOption(ANN, CLOCK_OPTION, "generous"))
    saved = [e for e in effects if isinstance(e, SaveTable)]
    assert h.core.clock_choice == "generous" and saved[-1].state[CLOCK_OPTION] == {"choice": "generous"}


def test_a_person_s_clock_runs_and_a_bot_s_never_does() -> None:
    h = Clocked()
    h.start_against_bot()
    assert "clock-match-timed" in h.heard(ANN)  # everyone at the table hears the match is timed, and the keys
    clocks = h.core.clocks
    assert clocks is not None and clocks.running is not None and clocks.running.seat == 0
    assert clocks.left(0, h.time.now) == FULL
    assert any(isinstance(e, StartTimer) and e.timer == CLOCK_TIMER for e in h.effects)
    h.time.now += 5_000
    effects = h.play_human_turn()
    assert any(isinstance(e, AskBot) for e in effects)  # the bot's turn: no clock runs
    assert clocks.running is None and CancelTimer(CLOCK_TIMER) in effects
    assert clocks.reserves[0] == STANDARD.reserve_ms  # 5 s: within the move's delay
    h.time.now += 600_000  # the bot may take as long as it likes
    h.until_ann_moves(effects)
    assert clocks.running is not None and clocks.running.seat == 0 and clocks.left(0, h.time.now) == FULL


def test_warnings_at_30_and_10_seconds_then_the_match_is_lost_on_time_and_everyone_hears() -> None:
    h = Clocked()
    h.start_against_bot()
    h.feed(Watch(EVE, "eve"))
    deadline = h.deadline()
    warning = _said(h.at(deadline - 30_000), "clock-warning")
    said = [(w.members, w.message.args["seconds"], w.message.args["more"]) for w in warning]
    assert said == [((ANN,), 30, 3)]
    assert _said(h.at(deadline - 10_000), "clock-warning")[0].message.args["seconds"] == 10
    effects = h.at(deadline)
    timed_out = _said(effects, "clock-timed-out")
    assert {m for say in timed_out for m in say.members} == {ANN, EVE}
    assert _said(effects, "bg-match-won")
    table = h.core.table
    assert table is not None and table.finished and h.core.status is RoomStatus.FINISHED
    assert h.log[-1]["commands"] == [["time_out", None]] and h.log[-1]["seat"] == 0
    assert h.core.clocks is not None and h.core.clocks.running is None
    assert h.feed(TimerFired(CLOCK_TIMER)) == []  # a stale timer after the end changes nothing


def test_more_time_a_limited_number_of_times_heard_by_the_others() -> None:
    h = Clocked()
    h.start_against_bot()
    h.feed(Watch(EVE, "eve"))
    before = h.deadline()
    effects = h.feed(AskMoreTime(ANN))
    given = _said(effects, "clock-more-time-given")
    assert given[0].members == (ANN,) and given[0].message.args["more"] == 2
    assert _said(effects, "clock-more-time-taken")[0].members == (EVE,)
    assert h.deadline() == before + STANDARD.extension_ms
    assert any(isinstance(e, StartTimer) and e.timer == CLOCK_TIMER for e in effects)  # wakes later
    h.feed(AskMoreTime(ANN))
    h.feed(AskMoreTime(ANN))
    assert h.heard(ANN, h.feed(AskMoreTime(ANN))) == ["clock-no-more-time"]
    assert h.deadline() == before + 3 * STANDARD.extension_ms
    assert h.heard(EVE, h.feed(AskMoreTime(EVE))) == ["clock-more-time-players-only"]


def test_shift_t_tells_each_seat_s_time_the_asker_s_own_first() -> None:
    h = Clocked()
    h.start_against_bot()
    h.time.now += 20_000
    told = [e.message for e in h.feed(AskTime(ANN)) if isinstance(e, Say)]
    assert told[0].args["actor"] == "you"
    mine, bot = told[0].args, told[1].args
    assert (mine["state"], mine["minutes"], mine["seconds"]) == ("running", 1, 52)
    assert told[1].id == "clock-untimed" and bot == {"name": "Bot 2", "turn": "no"}  # no clock, no more time


def test_shift_t_on_a_bot_s_turn_says_it_is_the_bot_s_turn_and_bots_play_untimed() -> None:
    """The bot has no clock: its line names whose turn it is and that bots play untimed, in every language,
    and offers no requests for more time."""
    h = Clocked()
    h.start_against_bot()
    h.play_human_turn()  # the bot is asked to play
    assert h.acting() == 1
    told = [e.message for e in h.feed(AskTime(ANN)) if isinstance(e, Say)]
    assert [m.id for m in told] == ["clock-time-left", "clock-untimed"]
    assert told[1].args == {"name": "Bot 2", "turn": "yes"}
    localizer = Localizer()
    assert localizer.render(told[1], "en") == "It is Bot 2's turn, untimed: bots play without a clock."
    for language in localizer.locales:
        words = localizer.render(told[1], language)
        assert "Bot 2" in words and words != localizer.render(Message("clock-untimed", {
            "name": "Bot 2", "turn": "no"}), language), language


def test_a_dropped_player_s_clock_stops_for_the_grace_period_then_runs_and_they_lose() -> None:
    h = Clocked(seed=4)
    first = h.start_two_people()
    mover, other = (ANN, BOB) if first == 0 else (BOB, ANN)
    h.time.now += 10_000
    left = FULL - 10_000
    h.feed(Disconnected(mover))
    clocks = h.core.clocks
    assert clocks is not None and clocks.running is not None and clocks.running.paused_at == h.time.now
    assert StartTimer(CLOCK_TIMER, 60.0) in h.effects[-5:]  # no warning while paused: the pause's end
    h.time.now += 59_000  # within grace the clock does not move
    assert clocks.left(first, h.time.now) == left
    effects = h.feed(TimerFired(Timer(TimerKind.GRACE, first)))
    assert "clock-absent-clock-runs" in h.heard(other, effects)
    assert not h.core.seats[first].bot_controlled  # no bot stands in at a timed table
    assert clocks.running.paused_at is None and clocks.left(first, h.time.now) == left
    effects = h.at(h.time.now + left)
    assert _said(effects, "clock-timed-out") and h.core.status is RoomStatus.FINISHED
    assert _said(effects, "bg-match-won")[0].message.args["actor"] in ("you", "other")


def test_dropping_again_and_again_pauses_a_turn_s_clock_for_one_grace_period_in_all() -> None:
    h = Clocked(seed=4)
    first = h.start_two_people()
    mover, other = (ANN, BOB) if first == 0 else (BOB, ANN)
    name = "ann" if mover == ANN else "bob"
    clocks = h.core.clocks
    assert clocks is not None
    h.time.now += 10_000
    left = FULL - 10_000
    h.feed(Disconnected(mover))
    h.time.now += 40_000  # away 40 s of the 60 s grace period, back, and away again
    h.feed(Reclaim(20, name))
    h.feed(Disconnected(20))
    effects = h.at(h.time.now + 20_000)  # the clock's timer, set for the end of the turn's 60 s of pause
    assert "clock-absent-clock-runs" in h.heard(other, effects)
    assert clocks.running is not None and clocks.running.paused_at is None
    assert clocks.left(first, h.time.now) == left
    h.time.now += 20_000
    assert clocks.left(first, h.time.now) == left - 20_000  # it runs, the player still away
    h.feed(Reclaim(21, name))
    effects = h.feed(Disconnected(21))  # a third drop in the same turn: no pause at all
    assert "clock-absent-clock-runs" in h.heard(other, effects)
    h.time.now += 5_000
    assert clocks.left(first, h.time.now) == left - 25_000
    effects = h.feed(TimerFired(Timer(TimerKind.GRACE, first)))
    assert "clock-absent-clock-runs" not in h.heard(other, effects)  # said already


def test_coming_back_within_grace_resumes_the_clock_where_it_stopped() -> None:
    h = Clocked(seed=4)
    first = h.start_two_people()
    mover = ANN if first == 0 else BOB
    h.time.now += 30_000
    h.feed(Disconnected(mover))
    h.time.now += 40_000
    h.feed(Reclaim(9, "ann" if mover == ANN else "bob"))
    clocks = h.core.clocks
    assert clocks is not None and clocks.running is not None and clocks.running.paused_at is None
    assert clocks.left(first, h.time.now) == FULL - 30_000
    told = _said(h.effects, "clock-time-left")[-1]  # with what happened meanwhile: the time left
    assert told.members == (9,) and told.message.args["state"] == "running"
    assert (told.message.args["minutes"], told.message.args["seconds"]) == divmod((FULL - 30_000) // 1000, 60)
    assert any(isinstance(e, StartTimer) and e.timer == CLOCK_TIMER for e in h.effects[-8:])


def test_a_player_who_leaves_is_played_by_a_bot_and_no_longer_timed() -> None:
    h = Clocked(seed=4)
    first = h.start_two_people()
    h.feed(Leave(ANN if first == 0 else BOB))
    assert h.core.seats[first].bot_controlled
    clocks = h.core.clocks
    assert clocks is not None and clocks.running is None


def test_a_restart_restores_the_deadline_stopped_until_the_player_is_back() -> None:
    h = Clocked(seed=12, match_length=3)
    h.start_against_bot()
    h.feed(AskMoreTime(ANN))
    h.time.now += 25_000
    h.feed(Submit(ANN, Command(ActionId.STATUS_TURN)))  # a status key: nothing of the clock changes
    deadline = h.deadline()
    state = [e for e in h.effects if isinstance(e, SaveTable)][-1].state
    assert state[CLOCK_OPTION]["clocks"]["running"]["deadline"] == deadline
    kind = backgammon()
    later = FakeTime()
    later.now = h.time.now + 5_000  # the server was down 5 s
    core, effects = restore("t1", kind.declaration, kind.create, state, RoomStatus.PLAYING, h.log,
                            dice=SeededDice(99), clock=later)
    clocks = core.clocks
    assert clocks is not None and clocks.running is not None and clocks.running.seat == 0
    assert clocks.running.deadline == deadline and clocks.running.paused_at == later.now
    assert clocks.extensions[0] == 2 and core.clock_choice == "standard"
    assert StartTimer(CLOCK_TIMER, 60.0) in effects  # no warning while paused: the pause's end
    later.now += 50_000  # Ann takes 50 s to come back: her clock waits for her
    effects = core.handle(Reclaim(7, "ann"))
    assert clocks.left(0, later.now) == deadline - (h.time.now + 5_000)
    assert any(isinstance(e, StartTimer) and e.timer == CLOCK_TIMER for e in effects)


def test_no_player_can_lose_a_match_on_time_by_asking() -> None:
    h = Clocked()
    h.start_against_bot()
    effects = h.feed(Submit(ANN, Command(ActionId.TIME_OUT), from_menu=True))
    assert h.heard(ANN, effects) == ["refusal-not-offered"] and h.core.status is RoomStatus.PLAYING
    table = h.core.table
    assert table is not None
    viewer = Viewer.player(0)
    assert all(action.id is not ActionId.TIME_OUT for action in table.actions_for(viewer))
    for name in "abcdefghijklmnopqrstuvwxyz":
        for shift in (False, True):
            command = table.command_for_key(viewer, Key(name, shift), 0)
            assert command is None or command.action is not ActionId.TIME_OUT


def render(message: Any) -> str:
    return LOCALIZER.render(message, "en")


def test_the_host_sees_the_clock_among_the_options_and_a_timed_board_offers_its_two_actions() -> None:
    h = Clocked(clock="relaxed")
    h.feed(Join(ANN, "ann"))
    h.feed(Watch(EVE, "eve"))
    items = dict(waiting_items(h.core, ANN, render))
    assert items["option-turn_clock"] == "Turn clock: Off"
    assert "option-turn_clock" not in dict(waiting_items(h.core, EVE, render))
    spec = option_spec(h.core, "option-turn_clock")
    assert spec is not None
    values = option_values(spec, render)
    assert values is not None and [value for value, _ in values] == ["off", "fast", "standard", "relaxed",
                                                                      "generous"]
    h.feed(SetOption(ANN, CLOCK_OPTION, "relaxed"))
    assert dict(waiting_items(h.core, ANN, render))["option-turn_clock"].startswith("Turn clock: Relaxed: 30")
    h.feed(AddBot(ANN, "Bot 2"))
    h.feed(Start(ANN))
    player = [item_id for item_id, _ in actions_menu_items(h.core, ANN, render)]
    spectator = [item_id for item_id, _ in actions_menu_items(h.core, EVE, render)]
    assert TIME_LEFT_ITEM in player and MORE_TIME_ITEM in player
    assert TIME_LEFT_ITEM in spectator and MORE_TIME_ITEM not in spectator

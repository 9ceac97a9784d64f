"""The turn clocks' arithmetic, with the time given in milliseconds: delay then reserve, warnings, more
time, pauses, new games, restarts and storage."""

from __future__ import annotations

from playpalace_backgammon.host.tables.turn_clock import (
    CHOICES,
    OFF,
    OPTION,
    SETTINGS,
    ClockSetting,
    TurnClocks,
    seconds,
    setting_for,
)

SETTING = ClockSetting("test", delay_ms=10_000, reserve_ms=60_000, extension_ms=30_000, extensions=2)
BUDGET = 600_000  # how long a turn's clock may stand paused in all (the grace period)


def test_the_delay_costs_nothing_and_time_beyond_it_comes_off_the_reserve() -> None:
    clocks = TurnClocks.fresh(SETTING, 2)
    clocks.start(0, 1_000)
    assert clocks.left(0, 1_000) == 70_000  # delay + reserve
    clocks.start(1, 9_000)  # seat 0 acted within its delay
    assert clocks.reserves == [60_000, 60_000]
    clocks.start(0, 34_000)  # seat 1 took 25 s: 15 s beyond its delay
    assert clocks.reserves == [60_000, 45_000]
    assert clocks.left(1, 34_000) == 45_000 and clocks.left(0, 40_000) == 64_000


def test_warnings_come_once_each_at_30_and_10_seconds_and_then_the_time_runs_out() -> None:
    clocks = TurnClocks.fresh(SETTING, 2)
    clocks.start(0, 0)
    deadline = 70_000
    assert clocks.wake_at(BUDGET) == deadline - 30_000
    assert clocks.due_warning(deadline - 31_000) is None
    assert clocks.due_warning(deadline - 30_000) == 30_000
    assert clocks.due_warning(deadline - 29_000) is None  # said already
    assert clocks.wake_at(BUDGET) == deadline - 10_000
    assert clocks.due_warning(deadline - 9_500) == 9_500
    assert clocks.wake_at(BUDGET) == deadline
    assert clocks.timed_out(deadline - 1) is None
    assert clocks.timed_out(deadline) == 0
    assert clocks.due_warning(deadline) is None


def test_a_move_that_starts_short_of_time_is_warned_at_once_with_one_warning() -> None:
    clocks = TurnClocks.fresh(SETTING, 2)
    clocks.reserves[0] = 5_000
    clocks.start(0, 0)  # 15 s in all
    assert clocks.wake_at(BUDGET) == -15_000  # due already: the core sets a timer of 0 s
    assert clocks.due_warning(0) == 15_000
    assert clocks.due_warning(1) is None and clocks.wake_at(BUDGET) == 5_000


def test_more_time_is_limited_and_rearms_the_warnings() -> None:
    clocks = TurnClocks.fresh(SETTING, 2)
    clocks.start(0, 0)
    assert clocks.due_warning(45_000) == 25_000
    assert clocks.extend(0, 45_000)
    assert clocks.left(0, 45_000) == 55_000
    assert clocks.due_warning(46_000) is None and clocks.wake_at(BUDGET) == 100_000 - 30_000
    assert clocks.extend(1, 45_000)  # not running: the reserve grows
    assert clocks.reserves[1] == 90_000
    assert clocks.extend(0, 45_000) and not clocks.extend(0, 45_000)
    assert clocks.extensions == [0, 1]


def test_a_pause_moves_the_deadline_by_its_length_and_stops_the_warnings() -> None:
    clocks = TurnClocks.fresh(SETTING, 2)
    clocks.start(0, 0)
    clocks.pause(20_000, BUDGET)
    assert clocks.wake_at(BUDGET) == 20_000 + BUDGET and clocks.timed_out(500_000) is None
    assert clocks.left(0, 500_000) == 50_000
    clocks.resume(80_000)
    assert clocks.left(0, 80_000) == 50_000 and clocks.timed_out(130_000) == 0
    clocks.stop(85_000)  # 10 s beyond the delay before the pause, 5 s after it
    assert clocks.reserves[0] == 45_000


def test_a_turn_s_pauses_share_one_budget_however_often_the_player_drops() -> None:
    clocks = TurnClocks.fresh(SETTING, 2)
    clocks.start(0, 0)  # deadline 70 s
    assert clocks.pause(10_000, 30_000)  # away at 10 s
    clocks.resume(30_000)  # back after 20 s: 10 s of the turn's pause left
    assert clocks.pause(40_000, 30_000) and clocks.wake_at(30_000) == 50_000
    assert not clocks.pause(55_000, 30_000)  # spent at 50 s: the clock has run again since then
    running = clocks.running
    assert running is not None and running.paused_at is None and running.paused_ms == 30_000
    assert clocks.left(0, 55_000) == 70_000 + 30_000 - 55_000
    assert not clocks.pause(60_000, 30_000) and clocks.left(0, 60_000) == 40_000  # no pause any more
    clocks.start(1, 60_000)
    clocks.start(0, 61_000)  # a new turn: a new budget
    assert clocks.pause(62_000, 30_000)
    clocks.after_restart(63_000)  # a restart's pause is not the player's
    assert clocks.running is not None and clocks.running.paused_ms == 0


def test_a_new_game_fills_every_reserve_but_requests_are_for_the_match() -> None:
    clocks = TurnClocks.fresh(SETTING, 2)
    clocks.reserves = [1_000, 2_000]
    clocks.extensions = [0, 2]
    clocks.new_game(2)
    assert clocks.reserves == [60_000, 60_000] and clocks.extensions == [0, 2] and clocks.game == 2


def test_after_a_restart_the_deadline_stays_but_never_less_than_a_move_s_delay() -> None:
    clocks = TurnClocks.fresh(SETTING, 2)
    clocks.start(0, 0)
    clocks.after_restart(20_000)
    assert clocks.running is not None and clocks.running.deadline == 70_000
    clocks.after_restart(65_000)
    assert clocks.running.deadline == 75_000 and clocks.left(0, 65_000) == 10_000


def test_the_clocks_round_trip_through_plain_data() -> None:
    clocks = TurnClocks.fresh(SETTING, 2)
    clocks.start(1, 5_000)
    clocks.extend(1, 5_000)
    clocks.pause(6_000, BUDGET)
    clocks.due_warning(6_000)
    again = TurnClocks.from_data(clocks.to_data(), SETTING)
    assert again == clocks and again.to_data() == clocks.to_data()


def test_the_settings_are_off_by_default_and_scale() -> None:
    assert OPTION.default == OFF and CHOICES[0] == OFF
    assert setting_for(OFF) is None and setting_for("nonsense") is None
    assert [setting_for(s.id) for s in SETTINGS] == list(SETTINGS)
    delays = [s.delay_ms for s in SETTINGS]
    assert delays == sorted(delays) and SETTINGS[-1].delay_ms >= 5 * SETTINGS[0].delay_ms
    fast = setting_for("standard", 0.01)
    assert fast is not None and fast.delay_ms == 120 and fast.reserve_ms == 1_200
    assert seconds(9_001) == 10 and seconds(0) == 0

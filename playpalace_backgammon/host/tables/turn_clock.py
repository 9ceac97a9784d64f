"""Turn clocks: a delay for each move, then a reserve for each game, as serious backgammon rooms time play.

While a seat must act its clock runs: first the move's delay, which costs nothing, then its reserve. When the
seat has acted and another must, what it used beyond the delay is gone from its reserve. Warnings are due at
30 and 10 seconds left (at once, when a move starts with less); a player may ask for more time a limited
number of times a match, each adding a set amount. When the time left reaches nothing, the seat has run
out of time (and loses the match: seed 004). A clock can be paused (a player's connection dropped, within
the grace period) and resumed, which moves its deadline by the pause.

The host chooses one of several settings, or none (the default): WCAG 2.2's "timing adjustable" (turn it
off, or make it generous). Pure and without I/O: every method takes the time now, in milliseconds of the
wall clock, so a deadline stored with the table means the same after a restart; tests pass a fake time.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from playpalace_backgammon.table.interface import Message, OptionKind, OptionSpec

Clock = Callable[[], int]
"""The time now in milliseconds of the wall clock (a fake one in tests)."""

CLOCK_OPTION = "turn_clock"
OFF = "off"
WARNINGS_MS = (30_000, 10_000)  # time left at which the player hears a warning, longest first


def wall_clock_ms() -> int:
    """The wall clock in milliseconds: deadlines stored with a table stay true across a restart."""
    return time.time_ns() // 1_000_000


@dataclass(frozen=True)
class ClockSetting:
    """One of the host's choices: the delay of each move, the reserve of each game, and how much more time
    a player may ask for, how many times a match."""

    id: str
    delay_ms: int
    reserve_ms: int
    extension_ms: int
    extensions: int

    def scaled(self, factor: float) -> ClockSetting:
        """The same setting with every time multiplied by ``factor`` (tests run clocks in a fraction of
        real time)."""
        if factor == 1:
            return self
        return replace(self, delay_ms=max(1, round(self.delay_ms * factor)),
                       reserve_ms=round(self.reserve_ms * factor),
                       extension_ms=max(1, round(self.extension_ms * factor)))


SETTINGS: tuple[ClockSetting, ...] = (
    ClockSetting("fast", 8_000, 60_000, 30_000, 3),
    ClockSetting("standard", 12_000, 120_000, 60_000, 3),
    ClockSetting("relaxed", 30_000, 300_000, 120_000, 3),
    ClockSetting("generous", 60_000, 900_000, 300_000, 3),
)
_BY_ID = {setting.id: setting for setting in SETTINGS}


def setting_words(setting: ClockSetting) -> dict[str, str | int]:
    """The numbers a setting's name says: its delay (in seconds, or whole minutes from one minute) and
    its reserve in minutes, so every language writes them its way."""
    delay = setting.delay_ms // 1000
    return {"delay": delay // 60 if delay >= 60 else delay, "reserve": setting.reserve_ms // 60_000}
CHOICES = (OFF,) + tuple(_BY_ID)

OPTION = OptionSpec(
    CLOCK_OPTION, OptionKind.CHOICE, OFF, Message("clock-option"),
    choices=((OFF, Message(f"clock-setting-{OFF}")),
             *((setting.id, Message(f"clock-setting-{setting.id}", setting_words(setting)))
               for setting in SETTINGS)),
)
"""The host's option, shown in the waiting room with the game's own options."""


def setting_for(choice: str, scale: float = 1.0) -> ClockSetting | None:
    """The setting a host's choice names (None: no clock, also for an unknown name)."""
    found = _BY_ID.get(choice)
    return found.scaled(scale) if found is not None else None


def seconds(ms: int) -> int:
    """Whole seconds to say for a time left (rounded up: "1 second" until it is gone)."""
    return max(0, math.ceil(ms / 1000))


@dataclass
class RunningClock:
    """The clock of the seat that must act: free until ``delay_until``, out of time at ``deadline``;
    ``paused_at`` while the player is away within the grace period, ``paused_ms`` how long it has stood
    paused this turn before; the warnings already said."""

    seat: int
    delay_until: int
    deadline: int
    paused_at: int | None = None
    warned: list[int] = field(default_factory=list)
    paused_ms: int = 0

    def left(self, now: int) -> int:
        return max(0, self.deadline - (self.paused_at if self.paused_at is not None else now))


@dataclass
class TurnClocks:
    """Every seat's reserve and requests for more time left, and the clock running now (if any)."""

    setting: ClockSetting
    reserves: list[int]
    extensions: list[int]
    game: int = 0
    running: RunningClock | None = None

    @classmethod
    def fresh(cls, setting: ClockSetting, seats: int) -> TurnClocks:
        return cls(setting, [setting.reserve_ms] * seats, [setting.extensions] * seats)

    # Moves.

    def start(self, seat: int, now: int) -> None:
        """``seat`` must act: its move's delay starts, then its reserve (the running clock stops first)."""
        self.stop(now)
        delay_until = now + self.setting.delay_ms
        self.running = RunningClock(seat, delay_until, delay_until + self.reserves[seat])

    def stop(self, now: int) -> None:
        """The running seat has acted: what it used beyond the delay is gone from its reserve."""
        running = self.running
        if running is None:
            return
        at = running.paused_at if running.paused_at is not None else now
        self.reserves[running.seat] = max(0, running.deadline - max(at, running.delay_until))
        self.running = None

    def new_game(self, game: int) -> None:
        """A new game: every reserve is full again (requests for more time are counted for the match)."""
        self.game = game
        self.reserves = [self.setting.reserve_ms] * len(self.reserves)

    def pause(self, now: int, budget_ms: int) -> bool:
        """The running clock stands still while its player is away, for ``budget_ms`` at most in all this
        turn, however often they drop; once that is spent it runs again from the moment it was (False)."""
        running = self.running
        if running is None:
            return False
        if running.paused_at is None:
            if running.paused_ms >= budget_ms:
                return False
            running.paused_at = now
        spent_at = running.paused_at + budget_ms - running.paused_ms
        if now >= spent_at:
            self.resume(spent_at)
            return False
        return True

    def resume(self, now: int) -> None:
        """The clock runs again, its delay and deadline later by the length of the pause."""
        running = self.running
        if running is not None and running.paused_at is not None:
            pause = max(0, now - running.paused_at)
            running.delay_until += pause
            running.deadline += pause
            running.paused_ms += pause
            running.paused_at = None

    def after_restart(self, now: int) -> None:
        """The server was down: the deadline stays, but a move never resumes with less than its delay (the
        time the server was down is not the player's fault, and they need a moment to hear the board)."""
        running = self.running
        if running is None:
            return
        running.paused_ms = 0  # a pause for the restart is not the player's: their budget starts afresh
        at = running.paused_at if running.paused_at is not None else now
        if running.deadline - at < self.setting.delay_ms:
            running.deadline = at + self.setting.delay_ms
            running.delay_until = min(running.delay_until, running.deadline)
            running.warned = []

    # Questions.

    def left(self, seat: int, now: int) -> int:
        """The time ``seat`` has: to its deadline when its clock runs, else its reserve."""
        running = self.running
        if running is not None and running.seat == seat:
            return running.left(now)
        return self.reserves[seat]

    def extend(self, seat: int, now: int) -> bool:
        """``seat`` asks for more time: added to its deadline when its clock runs, else to its reserve;
        False when it has asked as many times as the setting allows."""
        if self.extensions[seat] <= 0:
            return False
        self.extensions[seat] -= 1
        running = self.running
        if running is not None and running.seat == seat:
            running.deadline += self.setting.extension_ms
            left = running.left(now)  # warnings for times now ahead again are said again
            running.warned = [limit for limit in running.warned if limit >= left]
        else:
            self.reserves[seat] += self.setting.extension_ms
        return True

    def due_warning(self, now: int) -> int | None:
        """The time left (ms) to warn the running seat of now, if a warning is due and not yet said."""
        running = self.running
        if running is None or running.paused_at is not None:
            return None
        left = running.left(now)
        reached = [limit for limit in WARNINGS_MS if left <= limit and limit not in running.warned]
        if not reached or left <= 0:
            return None
        running.warned += reached  # the shortest reached is the one said: no two warnings at once
        return left

    def timed_out(self, now: int) -> int | None:
        """The seat whose time has run out, if any."""
        running = self.running
        if running is None or running.paused_at is not None or running.left(now) > 0:
            return None
        return running.seat

    def wake_at(self, pause_budget_ms: int) -> int | None:
        """When something is next due (a warning, the deadline, or the end of a pause's budget), in ms of
        the wall clock; None when no clock runs."""
        running = self.running
        if running is None:
            return None
        if running.paused_at is not None:
            return running.paused_at + pause_budget_ms - running.paused_ms
        times = [running.deadline - limit for limit in WARNINGS_MS if limit not in running.warned]
        return min(times + [running.deadline])

    # Storage.

    def to_data(self) -> dict[str, Any]:
        running = self.running
        return {
            "setting": self.setting.id, "reserves": list(self.reserves), "extensions": list(self.extensions),
            "game": self.game,
            "running": None if running is None else {
                "seat": running.seat, "delay_until": running.delay_until, "deadline": running.deadline,
                "paused_at": running.paused_at, "paused_ms": running.paused_ms,
                "warned": list(running.warned),
            },
        }

    @classmethod
    def from_data(cls, data: Mapping[str, Any], setting: ClockSetting) -> TurnClocks:
        """The clocks ``to_data`` wrote, under ``setting`` (the table's, as the server scales it now)."""
        clocks = cls(setting, [int(value) for value in data["reserves"]],
                     [int(value) for value in data["extensions"]], int(data["game"]))
        running = data.get("running")
        if running is not None:
            paused = running.get("paused_at")
            clocks.running = RunningClock(
                int(running["seat"]), int(running["delay_until"]), int(running["deadline"]),
                None if paused is None else int(paused), [int(value) for value in running.get("warned", [])],
                int(running.get("paused_ms", 0)),
            )
        return clocks

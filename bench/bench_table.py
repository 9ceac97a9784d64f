"""Self-play through the table interface: games per second and the median cost of one command.

Random seats play whole single games through ``BackgammonTable`` (sub-move commands from
``commands_for_play``, cube answers from ``commands_for_answer``), and every announcement is rendered in
English for both players and one spectator, as a host would (one renderer for the whole run, as a
server has; every game has other seat names, so words naming someone are not reused across games).
The reference, measured in the same process, is the same kind of game played straight on the rules
core's ``Match`` (whole plays, no words), so the ratio shows what the table and its announcements cost
on top of the rules. CPU time, best of three runs of the same games.

Measured on their own: rendering every announcement (in the best run, a share of the table's time); the
narrator (the table's wording of what happened: every call the table made to it in the same games, made
again on a fresh narrator and timed alone, a share of the table's time); and the board grid a host builds
for each listener after every command (the same games played again, only the grid builds timed: they are
the host's work, not the table's).
"""

from __future__ import annotations

import random
import statistics
import time
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from playpalace_backgammon.i18n import Localizer

GAMES = 100
CHUNK = 10  # games per turn of the table and of the reference
TARGET_GAMES_PER_SECOND = 100


def _table_games(count: int, seed: int, localizer: Localizer) -> tuple[float, list[float], int, float]:
    from playpalace_backgammon.rules import SeededDice
    from playpalace_backgammon.table.backgammon import BackgammonTable
    from playpalace_backgammon.table.bot_questions.bot_context import DecisionKind
    from playpalace_backgammon.table.interface import Audience, Outcome, Viewer

    listeners = (Viewer.player(0), Viewer.player(1), Viewer.spectator(0))
    move = DecisionKind.MOVE  # read once: a read from an enum class is a Python-level look-up in 3.11
    costs: list[float] = []
    rendered = 0
    render = localizer.render
    includes = Audience.includes
    clock = time.perf_counter

    def hear(outcome: Outcome) -> int:
        """Renders what each listener hears of ``outcome`` (the asker hears the replies)."""
        count = 0
        for announcement in outcome.announcements:
            audience = announcement.audience
            for listener in listeners:
                if includes(audience, listener):
                    render(announcement.message, "en")
                    count += 1
        for reply in outcome.replies:
            render(reply, "en")
            count += 1
        return count

    start = time.process_time()
    hearing = 0.0
    for game in range(count):
        rng = random.Random(seed + game)
        # Other players at every table: rendered words are reused within a game, not across games.
        table = BackgammonTable({}, (f"Ana{seed + game}", f"Ben{seed + game}"), SeededDice(seed + game))
        rendered += hear(table.start())
        while not table.finished:
            turn = table.bot_turn()
            assert turn is not None
            viewer = Viewer.player(turn.seat)
            if turn.context.kind is move:
                commands = table.commands_for_play(turn.seat, rng.choice(turn.context.legal_plays))
            else:
                commands = table.commands_for_answer(turn.seat, False)
            for command in commands:
                began = clock()
                outcome = table.handle(viewer, command)
                heard = clock()
                costs.append(heard - began)
                rendered += hear(outcome)
                hearing += clock() - heard
    return time.process_time() - start, costs, rendered, hearing


def _grids(count: int, seed: int) -> tuple[float, int]:
    """The same games again, the grid of each listener built after every command: seconds in the builds
    alone, and how many."""
    from playpalace_backgammon.rules import SeededDice
    from playpalace_backgammon.table.backgammon import BackgammonTable
    from playpalace_backgammon.table.bot_questions.bot_context import DecisionKind
    from playpalace_backgammon.table.interface import Viewer

    listeners = (Viewer.player(0), Viewer.player(1), Viewer.spectator(0))
    clock = time.perf_counter
    spent, built = 0.0, 0
    for game in range(count):
        rng = random.Random(seed + game)
        table = BackgammonTable({}, (f"Ana{seed + game}", f"Ben{seed + game}"), SeededDice(seed + game))
        table.start()
        while not table.finished:
            turn = table.bot_turn()
            assert turn is not None
            if turn.context.kind is DecisionKind.MOVE:
                commands = table.commands_for_play(turn.seat, rng.choice(turn.context.legal_plays))
            else:
                commands = table.commands_for_answer(turn.seat, False)
            for command in commands:
                table.handle(Viewer.player(turn.seat), command)
                if table.finished:
                    break
                began = clock()
                for listener in listeners:
                    table.grid(listener)
                spent += clock() - began
                built += len(listeners)
    return spent, built


class _Recording:
    """Stands in for a table's narrator: each call is recorded, then made on the real one."""

    def __init__(self, narrator: Any, calls: list[tuple[str, tuple[Any, ...], dict[str, Any]]]) -> None:
        self._narrator = narrator
        self._calls = calls

    def __getattr__(self, name: str) -> Any:
        found = getattr(self._narrator, name)
        if not callable(found):
            return found

        def call(*args: Any, **kwargs: Any) -> Any:
            self._calls.append((name, args, kwargs))
            return found(*args, **kwargs)
        return call


def _narration(count: int, seed: int) -> tuple[float, int]:
    """The same games again, every call the table makes to its narrator recorded (after the start), then
    made again on a fresh narrator of each game, timed alone: seconds, and how many calls."""
    from playpalace_backgammon.rules import SeededDice
    from playpalace_backgammon.table.backgammon import BackgammonTable
    from playpalace_backgammon.table.bot_questions.bot_context import DecisionKind
    from playpalace_backgammon.table.interface import Viewer
    from playpalace_backgammon.table.presentation.narrator import Narrator

    spent, made = 0.0, 0
    for game in range(count):
        rng = random.Random(seed + game)
        table = BackgammonTable({}, (f"Ana{seed + game}", f"Ben{seed + game}"), SeededDice(seed + game))
        table.start()
        state = table.state
        calls: list[tuple[str, tuple[Any, ...], dict[str, Any]]] = []
        narrator = state.narrator
        state.narrator = _Recording(narrator, calls)  # type: ignore[assignment]
        while not table.finished:
            turn = table.bot_turn()
            assert turn is not None
            if turn.context.kind is DecisionKind.MOVE:
                commands = table.commands_for_play(turn.seat, rng.choice(turn.context.legal_plays))
            else:
                commands = table.commands_for_answer(turn.seat, False)
            for command in commands:
                table.handle(Viewer.player(turn.seat), command)
        fresh = Narrator(narrator.names, narrator.colours, narrator.detail == "verbose", narrator.length)
        began = time.process_time()
        for name, args, kwargs in calls:
            getattr(fresh, name)(*args, **kwargs)
        spent += time.process_time() - began
        made += len(calls)
    return spent, made


def _rules_games(count: int, seed: int) -> float:
    from playpalace_backgammon.rules import Match, MatchOptions, Phase, SeededDice
    from playpalace_backgammon.rules import commands as c

    start = time.process_time()
    for game in range(count):
        rng = random.Random(seed + game)
        dice = SeededDice(seed + game)
        match = Match(MatchOptions(1))
        match.apply(c.StartGame(), dice)
        while match.phase is not Phase.MATCH_OVER:
            assert match.turn is not None
            if match.phase is Phase.AWAITING_ROLL:
                match.apply(c.Roll(match.turn), dice)
            else:
                play = rng.choice(match.legal_plays())
                match.apply(c.Move(match.turn, tuple((s.source, s.target) for s in play.steps)), dice)
    return time.process_time() - start


def run() -> None:
    from playpalace_backgammon.host.net.collector import freeze_start_up
    from playpalace_backgammon.i18n import Localizer

    table_best = rules_best = float("inf")
    ratio_best = 0.0
    costs: list[float] = []
    rendered = 0
    hearing_best = 0.0
    for _run in range(3):
        # A fresh renderer and fresh tables for each run; the table and the reference take turns in
        # chunks, so both meet the same machine load and their ratio holds even when the machine is busy.
        localizer = Localizer()
        # The garbage collector as the server has it once its start-up objects exist (what is alive now
        # frozen, the oldest generation left to the server's own rounds).
        freeze_start_up()
        table_time = rules_time = 0.0
        run_costs: list[float] = []
        run_rendered = 0
        run_hearing = 0.0
        for chunk in range(0, GAMES, CHUNK):
            # The same games in every run: the best of three is then the least disturbed run of the same
            # work, not the run that happened to draw the shortest games.
            seed = 7000 + chunk
            elapsed, chunk_costs, chunk_rendered, chunk_hearing = _table_games(CHUNK, seed, localizer)
            table_time += elapsed
            run_costs += chunk_costs
            run_rendered += chunk_rendered
            run_hearing += chunk_hearing
            rules_time += _rules_games(CHUNK, seed)
        if table_time < table_best:
            table_best, costs, rendered, hearing_best = table_time, run_costs, run_rendered, run_hearing
        rules_best = min(rules_best, rules_time)
        ratio_best = max(ratio_best, rules_time / table_time)
    table_rate = GAMES / table_best
    rules_rate = GAMES / rules_best
    median = statistics.median(costs)
    print(f"table self-play: {table_rate:.1f} games/s ({GAMES} single games, random seats, "
          f"{rendered // GAMES} renders a game for 2 players + 1 spectator); "
          f"target {TARGET_GAMES_PER_SECOND}")
    print(f"median command: {median * 1e6:.0f} us over {len(costs)} commands "
          f"(90th percentile {statistics.quantiles(costs, n=10)[-1] * 1e6:.0f} us)")
    print(f"reference, rules core alone (whole plays, no words): {rules_rate:.1f} games/s; "
          f"table / rules = {ratio_best:.2f} (interleaved runs)")
    print(f"rendering on its own: {hearing_best / rendered * 1e6:.2f} us a render, "
          f"{hearing_best / table_best:.0%} of the table's time")
    narration, calls = min((_narration(GAMES, 7000) for _ in range(3)), key=lambda found: found[0])
    print(f"the narrator on its own (the table's wording, replayed alone): {narration / calls * 1e6:.2f} us "
          f"a call over {calls} calls, {narration / table_best:.0%} of the table's time")
    grid_spent, grids = min((_grids(GAMES, 7000) for _ in range(3)), key=lambda found: found[0])
    print(f"the board grid on its own (the host's, after every command for each of the 3 listeners): "
          f"{grid_spent / grids * 1e6:.1f} us a grid over {grids} grids")


if __name__ == "__main__":
    run()

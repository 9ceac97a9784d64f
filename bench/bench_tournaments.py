"""Pairing a 256-player Swiss round (round 6 of 8, after five rounds of seeded random results), against a
knockout's first round of the same field as the reference, in the same run; and the whole step the event
takes when a round's last match ends (its standings, then the pairing), through the event's core.

Figures: median and p99 in milliseconds over repeated runs in this process; the target is a Swiss round
paired in under 50 ms.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable

from playpalace_backgammon.tournaments import knockout, swiss
from playpalace_backgammon.tournaments.core import TournamentCore
from playpalace_backgammon.tournaments.events import Join, MatchFinished, Start
from playpalace_backgammon.tournaments.settings import Format, TournamentSettings

PLAYERS = 256
ROUNDS_PLAYED = 5
REPEATS = 40
TARGET_MS = 50.0


def timed(call: Callable[[], object]) -> tuple[float, float]:
    """(median, p99) of ``call`` in milliseconds over ``REPEATS`` runs."""
    times = []
    for _ in range(REPEATS):
        start = time.perf_counter()
        call()
        times.append((time.perf_counter() - start) * 1000)
    times.sort()
    return statistics.median(times), times[max(0, int(len(times) * 0.99) - 1)]


def field_after_rounds(seed: int = 2024) -> tuple[TournamentCore, list[swiss.SwissPlayer]]:
    """A 256-player Swiss event played through ``ROUNDS_PLAYED`` rounds by its core with random results,
    and the pairing input of its next round."""
    rng = random.Random(seed)
    core = TournamentCore(TournamentSettings("bench", "p000", Format.SWISS, PLAYERS))
    for index in range(PLAYERS):
        core.handle(Join(f"p{index:03}", round(rng.uniform(1200, 2100), 1), bot=True))
    core.handle(Start("p000"))
    while len(core.rounds) <= ROUNDS_PLAYED:
        for match in list(core.current):
            if not match.done and len(core.rounds) <= ROUNDS_PLAYED:
                winner = rng.choice(match.players)
                other = rng.randrange(match.length)
                points = (match.length, other) if winner == match.first else (other, match.length)
                core.handle(MatchFinished(match.round, match.number, winner, *points))
    # The round now open was paired by the core; its input is the standings before it.
    records = {s.seed: s for s in core.standings()}
    players = [swiss.SwissPlayer(seed, records[seed].wins, core.entrants_by_name(name).rating,
                                 records[seed].byes > 0, frozenset(records[seed].opponents))
               for seed, name in enumerate(core.seeds)]
    return core, players


def run() -> None:
    core, players = field_after_rounds()
    played = len(core.rounds) - 1
    pairing = swiss.pair_round(players)
    assert len(pairing.pairs) == PLAYERS // 2 and pairing.repeats == 0
    knockout_median, knockout_p99 = timed(lambda: knockout.first_round(PLAYERS))
    swiss_median, swiss_p99 = timed(lambda: swiss.pair_round(players))
    step_median, step_p99 = timed(lambda: swiss.pair_round(
        [swiss.SwissPlayer(s.seed, s.wins, players[s.seed].rating, s.byes > 0, frozenset(s.opponents))
         for s in core.standings()]))
    print(f"{PLAYERS} players, Swiss round {played + 1} of {core.round_total} after {played} played")
    print(f"{'pairing':44} {'p50 ms':>8} {'p99 ms':>8}")
    print(f"{'knockout round 1 (reference)':44} {knockout_median:8.3f} {knockout_p99:8.3f}")
    print(f"{'Swiss round (pairing alone)':44} {swiss_median:8.3f} {swiss_p99:8.3f}")
    print(f"{'Swiss round (standings and pairing)':44} {step_median:8.3f} {step_p99:8.3f}")
    verdict = "within" if step_p99 < TARGET_MS else "OVER"
    print(f"target: a Swiss round under {TARGET_MS:.0f} ms: {verdict} ({step_p99:.1f} ms at p99)")

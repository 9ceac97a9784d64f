"""A 64-player knockout of bots run to its end through the real server, beside tables people play.

The server runs as its own process (as ``bench_lobby``). ``BENCH_TOURNEY_TABLES`` clients (default 20)
each host a table against a bot and play it by keys, a key every 0.3-0.6 s (``bench_lobby``'s players);
first for ``BENCH_TOURNEY_SECONDS`` alone (the reference), then again from when an organiser announces a
64-place knockout of 1-point matches from the lobby's menus and fills it with Random bots (bot pacing 0)
until the event is over (the server's ``/health`` counts the events running; in slices of two seconds, so
that only the event's time is measured). Reported: the event's duration, and the other tables' command ->
announcement p50 and p99, the event loop's lag and the server's CPU in both runs side by side, and the
ratios of the two runs' p50 and p99 (the machine's other load shows in both). ``BENCH_TOURNEY_ROUNDS``
(default 1) repeats the whole, a server each time, and then gives the ratios' median and range.

``BENCH_TOURNEY_COMPARE`` (another checkout of the project) runs every other round on that checkout's
server, so that two versions are compared in turns on the same machine and minutes; the figures are then
given for each. ``BENCH_TOURNEY_PROBE`` (a folder) runs each round's server on asyncio's loop under
``bench.loop_probe``, every callback timed, and writes there what each person's frame waited behind
(``bench.probe_report`` reads it).
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from .bench_lobby import _phase
from .lobby_clients import (
    REPO,
    BenchClient,
    free_port,
    health,
    host_table,
    login,
    percentile,
    start_game,
    start_server,
    stop_server,
    wait_listening,
)

THINK = (0.3, 0.6)  # seconds a player thinks between keys: quick, for enough commands in the event's seconds
SLICE_SECONDS = 2.0  # the run beside the event goes on in slices of this long until the event is over
PLACES_CYCLES = 3  # the form's places: 8 -> 16 -> 32 -> 64
LENGTH_CYCLES = 5  # the form's match length: 3 -> ... -> 11 -> 1


async def _announce(organiser: BenchClient) -> None:
    """The knockout announced from the menus and filled with bots: it starts as its last place is taken."""
    await organiser.select("tournaments")
    await organiser.until_menu("tournaments")
    await organiser.select("create")
    await organiser.until_menu("tournament_create")
    for field, times in (("places", PLACES_CYCLES), ("length", LENGTH_CYCLES)):
        for _ in range(times):
            organiser.menu = None
            await organiser.select(field)
            await organiser.until_menu("tournament_create")
    await organiser.select("announce")
    await organiser.until_menu("tournament")
    await organiser.select("fill-bots")


async def _event_over(port: int, started: float) -> float:
    """Seconds from ``started`` until no event runs any more."""
    while True:
        await asyncio.sleep(0.2)
        if health(port).get("tournaments_running", 1) == 0:
            return time.monotonic() - started


def _probed(checkout: Path, probe: Path, name: str) -> dict[str, Any]:
    """``start_server``'s arguments for a server run under ``bench.loop_probe`` writing to ``probe/name``."""
    wrapper = probe / f"{name}.sh"
    wrapper.write_text(f'#!/bin/sh\nexec {sys.executable} -m bench.loop_probe {probe / name}.json "$@"\n')
    wrapper.chmod(0o755)
    if not (checkout / "bench" / "loop_probe.py").exists():
        (checkout / "bench" / "loop_probe.py").write_text((REPO / "bench" / "loop_probe.py").read_text())
    return {"python": str(wrapper), "extra": ("--event-loop", "asyncio")}


async def _bench(tables: int, seconds: float, checkout: Path = REPO, probe: Path | None = None,
                 name: str = "round") -> dict[str, Any]:
    port = free_port()
    tmp = tempfile.mkdtemp(prefix="bench-tourney-")
    more = _probed(checkout, probe, name) if probe is not None else {}
    process = start_server(port, f"{tmp}/bench.sqlite3", 0.0, users=tables + 1, checkout=checkout, **more)
    stats: dict[str, Any] = {"packets": 0, "latency": {}, "timeouts": 0}
    url = f"ws://127.0.0.1:{port}/"
    try:
        await wait_listening(port)
        players: list[BenchClient] = []
        for batch in range(0, tables, 10):
            players += await asyncio.gather(*(login(url, f"bench{i}", stats)
                                              for i in range(batch, min(tables, batch + 10))))
        for client in players:
            client.everyone = players
            client.spans = [] if probe is not None else None
        organiser = await login(url, "organiser", stats)
        await asyncio.gather(*(host_table(p) for p in players))
        await asyncio.gather(*(start_game(p) for p in players))
        alone_started = time.monotonic()
        alone = await _phase(process, port, players, seconds, THINK)
        started = time.monotonic()
        await _announce(organiser)
        over = asyncio.ensure_future(_event_over(port, started))
        slices = [await _phase(process, port, players, SLICE_SECONDS, THINK)]
        while not over.done():
            slices.append(await _phase(process, port, players, SLICE_SECONDS, THINK))
        duration = await over
        if probe is not None:
            (probe / f"{name}-marks.json").write_text(json.dumps({
                "event": [started, started + duration], "alone": [alone_started, started],
                "spans": [span for client in players for span in client.spans or ()]}))
    finally:
        stop_server(process)
    return {"alone": alone, "beside": _merged(slices), "duration": duration}


def _merged(slices: list[dict[str, Any]]) -> dict[str, Any]:
    """The slices of the run beside the event as one: their latencies together, the worst loop lag, the
    server's CPU over them all."""
    latency: dict[str, list[float]] = {}
    for one in slices:
        for kind, values in one["latency"].items():
            latency.setdefault(kind, []).extend(values)
    seconds = sum(one["seconds"] for one in slices)
    return {"latency": latency, "loop_lag": {"p99": max(one["loop_lag"].get("p99", 0) for one in slices)},
            "server_cpu": sum(one["server_cpu"] * one["seconds"] for one in slices) / seconds}


def _values(phase: dict[str, Any]) -> list[float]:
    return [v for kind in ("status", "move") for v in phase["latency"].get(kind, [])]


def _figures(phase: dict[str, Any]) -> str:
    values = _values(phase)
    lag = phase["loop_lag"]
    return (f"p50 {percentile(values, 0.5) * 1000:.2f} ms, p99 {percentile(values, 0.99) * 1000:.2f} ms "
            f"(n={len(values)}); loop lag p99 <= {lag['p99']:g} ms; server CPU {phase['server_cpu']:.0%}")


def _ratios(result: dict[str, Any]) -> tuple[float, float]:
    """The run beside the event over the run alone: p50's ratio and p99's."""
    alone, beside = _values(result["alone"]), _values(result["beside"])
    return (percentile(beside, 0.5) / percentile(alone, 0.5),
            percentile(beside, 0.99) / percentile(alone, 0.99))


def _spread(values: list[float], unit: str) -> str:
    ordered = sorted(values)
    return f"median {ordered[len(ordered) // 2]:.2f}{unit} ({ordered[0]:.2f}-{ordered[-1]:.2f}{unit})"


def run() -> None:
    tables = int(os.environ.get("BENCH_TOURNEY_TABLES", "20"))
    seconds = float(os.environ.get("BENCH_TOURNEY_SECONDS", "15"))
    rounds = max(1, int(os.environ.get("BENCH_TOURNEY_ROUNDS", "1")))
    print(f"a 64-player knockout of Random bots, 1-point matches, bot pacing 0; {tables} other tables played "
          f"at human pace; {os.cpu_count()} cores; {rounds} round(s), each a server of its own; load average "
          f"{os.getloadavg()[0]:.1f} at the start")
    compare = os.environ.get("BENCH_TOURNEY_COMPARE")
    probe = Path(os.environ["BENCH_TOURNEY_PROBE"]) if os.environ.get("BENCH_TOURNEY_PROBE") else None
    if probe is not None:
        probe.mkdir(parents=True, exist_ok=True)
    checkouts = [REPO] if not compare else [REPO, Path(compare).resolve()]
    results = []
    by_checkout: dict[Path, list[dict[str, Any]]] = {}
    for number in range(1, rounds + 1):
        checkout = checkouts[(number - 1) % len(checkouts)]
        result = asyncio.run(_bench(tables, seconds, checkout, probe, f"round{number}"))
        results.append(result)
        by_checkout.setdefault(checkout, []).append(result)
        heading = f"round {number}: " if rounds > 1 else ""
        if compare:
            heading += f"({'this checkout' if checkout == REPO else checkout.name}) "
        print(f"  {heading}the event, announced from the menus to its winner: {result['duration']:.1f} s")
        print(f"    other tables alone:        {_figures(result['alone'])}")
        print(f"    other tables beside event: {_figures(result['beside'])}")
        p50, p99 = _ratios(result)
        print(f"    beside / alone: p50 {p50:.2f}x, p99 {p99:.2f}x; load average {os.getloadavg()[0]:.1f}",
              flush=True)
    for checkout, ones in by_checkout.items():
        if len(ones) < 2:
            continue
        # A single round's p99 rests on a handful of commands: the machine's other work moves it a lot, so
        # the ratios are given over the rounds, each compared within its own server and minutes.
        ratios = [_ratios(result) for result in ones]
        which = f" of {'this checkout' if checkout == REPO else checkout.name}" if compare else ""
        print(f"  over {len(ones)} rounds{which}: p50 ratio {_spread([r[0] for r in ratios], 'x')}, "
              f"p99 ratio {_spread([r[1] for r in ratios], 'x')}; the event "
              f"{_spread([r['duration'] for r in ones], ' s')}")
        # A round's p99 is its 4 or 5 slowest commands; every round's commands together put ~20 behind it.
        alone = [v for result in ones for v in _values(result["alone"])]
        beside = [v for result in ones for v in _values(result["beside"])]
        print(f"  every round's commands together{which}: alone p50 {percentile(alone, 0.5) * 1000:.2f} ms, "
              f"p99 {percentile(alone, 0.99) * 1000:.2f} ms (n={len(alone)}); beside the event p50 "
              f"{percentile(beside, 0.5) * 1000:.2f} ms, p99 {percentile(beside, 0.99) * 1000:.2f} ms "
              f"(n={len(beside)}); p50 {percentile(beside, 0.5) / percentile(alone, 0.5):.2f}x, "
              f"p99 {percentile(beside, 0.99) / percentile(alone, 0.99):.2f}x")

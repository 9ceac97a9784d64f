"""Load on the lobby server: N websocket clients on loopback in bot tables, as players and spectators.

The real server runs as its own process (``python -m playpalace_backgammon serve`` on a free port, a fresh
SQLite file). Half the clients each host a table against a bot and play it by keys the way a person does
(roll from the menu; Ctrl+Right to the next checker or destination the table offers, Enter there; Y to take);
the other half watch those tables and only listen. Players also ask status keys (pips, score).

Two runs on the same tables:

- Human pace (the figure the target is about): a person playing by ear presses a key, listens to the answer,
  then thinks. Each player waits for the answer to a command, then a think time drawn uniformly between
  ``BENCH_LOBBY_THINK_MIN`` and ``BENCH_LOBBY_THINK_MAX`` seconds (default 1.0 and 2.0), then sends the next
  (players start at random offsets, so they do not press in step). At 200 clients that is about 70 commands
  a second. Reported: the latency from a command to the first packet that answers it (p50, p99), for status
  keys and for moves (which are logged in SQLite before they are announced), packets per second received by
  all clients, the server's CPU per command, and the event loop's lag while the load runs (from the server's
  ``/health``: how late its timers fire; a handler that blocked the loop would show here).
- Saturation (the capacity): every player sends its next command as soon as the previous one is answered,
  with no think time. Reported: the commands per second the server sustains, and their latency then.

Also reported: the server's resident memory per table (idle tables, measured from /proc before and after
creating them), and a ``ping``'s round trip on the same connections before play as the reference.

``BENCH_LOBBY_CLIENTS`` (default 200), ``BENCH_LOBBY_SECONDS`` (human pace, default 20),
``BENCH_LOBBY_SATURATION_SECONDS`` (default 10; 0 skips it), ``BENCH_LOBBY_THINK_MIN`` / ``_MAX`` and
``BENCH_LOBBY_BOT_PACING`` (the server's ``--bot-pacing``, default 0: a bot's sub-moves at once) change the
load.

``BENCH_LOBBY_REFERENCE`` (a directory holding another version's checkout, e.g. one made by ``git archive``)
runs the same load on that version's server too, in turns with this one (``BENCH_LOBBY_ROUNDS`` rounds of
both, default 1), and prints each one's server CPU per command and commands per server CPU-second side by
side with their ratio: on a shared machine only a comparison made in the same run means anything.
``BENCH_LOBBY_REFERENCE_PYTHON`` runs the reference with another interpreter (a virtual environment without
the optional extras, say), and ``BENCH_LOBBY_SERVE_ARGS`` / ``BENCH_LOBBY_REFERENCE_SERVE_ARGS`` add options
to this checkout's / the reference's ``serve`` (``--event-loop asyncio``): the reference may be this very
checkout, to measure one extra's share.
"""

from __future__ import annotations

import asyncio
import os
import random
import shlex
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .lobby_clients import (
    REPO,
    BenchClient,
    cpu_seconds,
    free_port,
    health,
    host_table,
    key_step,
    lag_percentiles,
    login,
    percentile,
    rss_kib,
    start_game,
    start_server,
    stop_server,
    wait_listening,
    watch_table,
)


async def _play(client: BenchClient, until: float, think: tuple[float, float], seed: int) -> None:
    """Play by keys: roll, take, Ctrl+Right to an offered cell and Enter there; now and then a status key.

    After each answer the player thinks for a time drawn from ``think`` (seconds) before the next key.
    """
    rng = random.Random(seed)
    low, high = think

    async def pause() -> None:
        await asyncio.sleep(rng.uniform(low, high) if high > 0 else 0)

    step = 0
    if high > 0:
        await asyncio.sleep(rng.uniform(0, high))  # people do not press in step
    while time.monotonic() < until:
        step += 1
        if not await key_step(client, step, until, pause):
            await asyncio.sleep(0.05)  # the bot's turn: wait for the board to offer something
            continue
        await pause()


async def _phase(
    process: subprocess.Popen[bytes],
    port: int,
    players: list[BenchClient],
    seconds: float,
    think: tuple[float, float],
) -> dict[str, Any]:
    """One load run on the started tables; its own latency figures, packets, CPU and loop lag."""
    stats: dict[str, Any] = {"packets": 0, "latency": {}, "timeouts": 0}
    for client in players[0].everyone:
        client.stats = stats
    lag_before = health(port).get("loop_lag", {})
    started = time.monotonic()
    server_cpu, client_cpu = cpu_seconds(process.pid), time.process_time()
    await asyncio.gather(*(_play(p, started + seconds, think, i) for i, p in enumerate(players)))
    elapsed = time.monotonic() - started
    server_cpu = cpu_seconds(process.pid) - server_cpu
    client_cpu = time.process_time() - client_cpu
    lag = lag_percentiles(lag_before, health(port).get("loop_lag", {}))
    commands = sum(len(v) for v in stats["latency"].values())
    return {
        "seconds": elapsed,
        "packets": stats["packets"],
        "latency": stats["latency"],
        "timeouts": stats["timeouts"],
        "commands": commands,
        "server_cpu": server_cpu / elapsed,
        "client_cpu": client_cpu / elapsed,
        "cpu_per_command_ms": server_cpu / commands * 1000 if commands else float("nan"),
        "loop_lag": lag,
    }


async def _bench(clients: int, seconds: float, saturation_seconds: float, think: tuple[float, float],
                 pacing: float, checkout: Path = REPO, python: str = sys.executable,
                 serve_args: Sequence[str] = ()) -> dict[str, Any]:
    port = free_port()
    tmp = tempfile.mkdtemp(prefix="bench-lobby-")
    process = start_server(port, f"{tmp}/bench.sqlite3", pacing, serve_args, users=clients,
                           checkout=checkout, python=python)
    url = f"ws://127.0.0.1:{port}/"
    stats: dict[str, Any] = {"packets": 0, "latency": {}, "timeouts": 0}
    try:
        await wait_listening(port)
        players_n = max(1, clients // 2)
        logins = [login(url, f"bench{i}", stats) for i in range(clients)]
        everyone: list[BenchClient] = []
        for batch in range(0, len(logins), 20):  # argon2 hashing: log in a few at a time
            everyone += await asyncio.gather(*logins[batch : batch + 20])
        for client in everyone:
            client.everyone = everyone
        players, watchers = everyone[:players_n], everyone[players_n:]
        rss_before = rss_kib(process.pid)
        await asyncio.gather(*(host_table(p) for p in players))
        await asyncio.sleep(1.0)
        rss_idle = rss_kib(process.pid)
        await asyncio.gather(*(start_game(p) for p in players))
        # The watchers find their table in the list a batch at a time: 500 lists of 500 tables asked at once
        # outlasted the clients' wait for the list on a busy machine.
        watching = [watch_table(w, (i % players_n) + 1) for i, w in enumerate(watchers)]
        for batch in range(0, len(watching), 50):
            await asyncio.gather(*watching[batch : batch + 50])
        for client in everyone[:50]:
            await client.send({"type": "ping"}, "ping")
        await asyncio.sleep(1.0)
        human = await _phase(process, port, players, seconds, think)
        saturation = None
        if saturation_seconds > 0:
            saturation = await _phase(process, port, players, saturation_seconds, (0.0, 0.0))
        server_health = health(port)
        for client in everyone:
            await client.ws.close()
    finally:
        stop_server(process)
    return {
        "clients": clients,
        "tables": players_n,
        "ping": stats["latency"].get("ping", []),
        "human": human,
        "saturation": saturation,
        "kib_per_table": (rss_idle - rss_before) / players_n,
        "server_side": server_health.get("frame_to_send_latency", {}),
        "load": os.getloadavg()[0],
    }


def _print_phase(title: str, phase: dict[str, Any], ping_p50: float, target: bool) -> None:
    print(
        f"  {title}: {phase['seconds']:.1f} s, {phase['commands'] / phase['seconds']:.0f} commands/s, "
        f"{phase['packets'] / phase['seconds']:.0f} packets/s received by all clients"
    )
    everything: list[float] = []
    for kind in ("status", "move"):
        values = phase["latency"].get(kind, [])
        everything += values
        p50, p99 = percentile(values, 0.5) * 1000, percentile(values, 0.99) * 1000
        print(f"    command -> announcement ({kind}, n={len(values)}): p50 {p50:.2f} ms, p99 {p99:.2f} ms")
    p50, p99 = percentile(everything, 0.5) * 1000, percentile(everything, 0.99) * 1000
    goal = " (target p99 < 20 ms)" if target else ""
    print(
        f"    command -> announcement (all, n={len(everything)}): p50 {p50:.2f} ms, p99 {p99:.2f} ms{goal}; "
        f"p50 = {p50 / ping_p50:.1f}x a ping's round trip ({ping_p50:.2f} ms)"
    )
    lag = phase["loop_lag"]
    print(
        f"    server event loop lag (timer lateness, n={lag.get('samples', 0)}): p50 <= {lag['p50']:g} ms, "
        f"p99 <= {lag['p99']:g} ms"
    )
    print(
        f"    server CPU per client command (bot replies, broadcasts included): "
        f"{phase['cpu_per_command_ms']:.2f} ms ({1000 / phase['cpu_per_command_ms']:,.0f} commands per "
        f"server CPU-second); server {phase['server_cpu']:.0%} of a core, bench clients "
        f"{phase['client_cpu']:.0%}"
    )
    if phase["timeouts"]:
        print(f"    commands unanswered within 5 s: {phase['timeouts']}")


def _print_result(result: dict[str, Any], pacing: float, think: tuple[float, float]) -> None:
    print(
        f"{result['clients']} clients, {result['tables']} tables (player + bot + spectator), bot pacing "
        f"{pacing:g} s; {os.cpu_count()} cores, load average {result['load']:.1f}"
    )
    ping = result["ping"]
    ping_p50 = statistics.median(ping) * 1000 if ping else float("nan")
    _print_phase(
        f"human pace (think {think[0]:g}-{think[1]:g} s after each answer)", result["human"], ping_p50, True
    )
    if result["saturation"] is not None:
        _print_phase("saturation (no think time: the capacity)", result["saturation"], ping_p50, False)
    side = result["server_side"]
    nan = float("nan")
    print(
        f"  server side, recent frames, frame read -> its answers handed to the socket "
        f"(n={side.get('frames', 0)}): p50 {side.get('p50_ms', nan):.2f} ms, "
        f"p99 {side.get('p99_ms', nan):.2f} ms"
    )
    print(f"  server memory per idle table: {result['kib_per_table']:.0f} KiB (target < 1024 KiB)")


def _compare(runs: list[tuple[str, dict[str, Any]]]) -> None:
    """Each run's CPU per command, the reference's and this checkout's, and their ratio by phase."""
    print("  comparison, server CPU per command (commands per server CPU-second), in the order run:")
    for phase in ("human", "saturation"):
        figures: dict[str, list[float]] = {}
        for label, result in runs:
            if result[phase] is not None:
                figures.setdefault(label, []).append(result[phase]["cpu_per_command_ms"])
        if len(figures) < 2:
            continue
        cells = [f"{label} " + ", ".join(f"{ms:.3f} ms ({1000 / ms:,.0f})" for ms in values)
                 for label, values in figures.items()]
        ratio = statistics.median(figures["reference"]) / statistics.median(figures["this checkout"])
        print(f"    {phase}: " + "; ".join(cells) + f"; reference / this checkout (medians) {ratio:.2f}x")


def run() -> None:
    clients = int(os.environ.get("BENCH_LOBBY_CLIENTS", "200"))
    seconds = float(os.environ.get("BENCH_LOBBY_SECONDS", "20"))
    saturation = float(os.environ.get("BENCH_LOBBY_SATURATION_SECONDS", "10"))
    think = (
        float(os.environ.get("BENCH_LOBBY_THINK_MIN", "1.0")),
        float(os.environ.get("BENCH_LOBBY_THINK_MAX", "2.0")),
    )
    pacing = float(os.environ.get("BENCH_LOBBY_BOT_PACING", "0"))
    reference = os.environ.get("BENCH_LOBBY_REFERENCE")
    serve_args = shlex.split(os.environ.get("BENCH_LOBBY_SERVE_ARGS", ""))
    if not reference:
        result = asyncio.run(_bench(clients, seconds, saturation, think, pacing, serve_args=serve_args))
        _print_result(result, pacing, think)
        return
    servers = (
        ("reference", Path(reference).resolve(),
         os.environ.get("BENCH_LOBBY_REFERENCE_PYTHON", sys.executable),
         shlex.split(os.environ.get("BENCH_LOBBY_REFERENCE_SERVE_ARGS", ""))),
        ("this checkout", REPO, sys.executable, serve_args),
    )
    runs: list[tuple[str, dict[str, Any]]] = []
    for _ in range(int(os.environ.get("BENCH_LOBBY_ROUNDS", "1"))):
        for label, checkout, python, args in servers:
            result = asyncio.run(_bench(clients, seconds, saturation, think, pacing, checkout, python, args))
            print(f"-- {label} ({checkout.name}, {python} serve {' '.join(args)})")
            _print_result(result, pacing, think)
            runs.append((label, result))
    _compare(runs)


if __name__ == "__main__":
    run()

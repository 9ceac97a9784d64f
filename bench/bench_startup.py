"""Start-up: from starting ``serve`` to a newcomer's first login answered, idle and with the machine busy.

Each run starts the real server (``python -m playpalace_backgammon serve``, a fresh SQLite file) and times,
from this process: the process started -> its port accepts a connection -> the websocket handshake done ->
a newcomer's first login answered (``authorize`` with a new name and a language other than English, until
the main menu comes: the account is registered on the way, its password hashed). Then that newcomer opens a
table against a bot and starts the match, the server is killed (SIGKILL) and started again on the same
file: the same figures for the restart after a crash, whose start-up restores the table.

Busy: the same runs with two CPU-bound processes running beside the server (on the 2-core development
machine, a machine as busy as the test suite keeps it). Figures: the median and the worst of the runs,
and the ratios busy / idle. ``BENCH_STARTUP_RUNS`` (default 3) runs of each kind. Besides the times, the
CPU the server's process has spent (user and system, from /proc) when its port accepts and when the login
is answered: on a machine others keep busy, the times say more about them than about start-up.
``BENCH_STARTUP_CHECKOUT``: the server of another checkout (another version's, to compare with).
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

from websockets.asyncio.client import connect

from .lobby_clients import (
    REPO,
    BenchClient,
    _end_with_parent,
    cpu_seconds,
    free_port,
    host_table,
    start_game,
    start_server,
    stop_server,
)

STEPS = ("port accepts", "handshake done", "login answered")
CPU_STEPS = ("port accepts", "login answered")  # the server's CPU seconds at each
CHECKOUT = Path(os.environ.get("BENCH_STARTUP_CHECKOUT") or REPO)
LOCALES = sorted(p.name for p in (REPO / "locales").iterdir() if p.is_dir() and p.name != "en")


@contextlib.contextmanager
def cpu_burners(count: int) -> Iterator[None]:
    """``count`` processes that spin on the CPU until the block ends (or this process dies)."""
    burners = [subprocess.Popen([sys.executable, "-c", "while True: pass"], preexec_fn=_end_with_parent)
               for _ in range(count)]
    try:
        yield
    finally:
        for burner in burners:
            burner.kill()
            burner.wait()


async def _until_accepting(port: int, process: subprocess.Popen[bytes], timeout: float = 120) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1):
                return
        except OSError:
            if process.poll() is not None:
                raise RuntimeError("the server exited at start-up") from None
            await asyncio.sleep(0.005)
    raise TimeoutError("the server's port never accepted")


Started = tuple[subprocess.Popen[bytes], BenchClient, list[float]]


def _cpu(pid: int) -> float:
    """The CPU seconds (user and system) process ``pid`` has spent; NaN where /proc cannot tell."""
    try:
        return cpu_seconds(pid)
    except OSError:
        return float("nan")


async def _start(db: str, name: str, locale: str, started: list[subprocess.Popen[bytes]]) -> Started:
    """The server started on ``db`` (added to ``started``), the times from its start to each of ``STEPS``
    and its CPU at each of ``CPU_STEPS`` (seconds)."""
    port = free_port()
    began = time.perf_counter()
    process = start_server(port, db, 0.0, checkout=CHECKOUT)
    started.append(process)
    await _until_accepting(port, process)
    accepted = time.perf_counter()
    cpu_accepted = _cpu(process.pid)
    ws = await connect(f"ws://127.0.0.1:{port}/", max_size=None, open_timeout=120)
    handshake = time.perf_counter()
    client = BenchClient(ws, {"packets": 0, "latency": {}, "timeouts": 0})
    await client.send({"type": "authorize", "username": name, "password": "bench", "locale": locale})
    await client.until_menu("main", 120)
    answered = time.perf_counter()
    return process, client, [accepted - began, handshake - began, answered - began, cpu_accepted,
                             _cpu(process.pid)]


async def _runs(runs: int) -> dict[str, list[list[float]]]:
    """``runs`` first starts and restarts after a crash, each on a store of its own."""
    figures: dict[str, list[list[float]]] = {"first start": [], "restart after a crash": []}
    started: list[subprocess.Popen[bytes]] = []
    with tempfile.TemporaryDirectory() as directory:
        try:
            for number in range(runs):
                db = str(Path(directory) / f"run{number}.sqlite3")
                locale = LOCALES[number % len(LOCALES)]
                process, client, times = await _start(db, f"newcomer{number}a", locale, started)
                figures["first start"].append(times)
                await host_table(client)
                await start_game(client)
                process.send_signal(signal.SIGKILL)
                process.wait()
                await client.ws.close()
                process, client, times = await _start(db, f"newcomer{number}b", locale, started)
                figures["restart after a crash"].append(times)
                await client.ws.close()
        finally:
            for process in started:
                if process.poll() is None:
                    stop_server(process)
    return figures


def _print(label: str, figures: dict[str, list[list[float]]]) -> dict[str, float]:
    """Prints the median and worst of each step; returns the medians of start -> login answered."""
    print(f"  {label}")
    medians: dict[str, float] = {}
    for kind, runs in figures.items():
        parts = []
        for index, step in enumerate(STEPS):
            values = [times[index] for times in runs]
            parts.append(f"{step} {statistics.median(values):.2f} s (worst {max(values):.2f})")
        answered = [times[2] for times in runs]
        accepted = [times[0] for times in runs]
        medians[kind] = statistics.median(answered)
        waited = statistics.median([a - b for a, b in zip(answered, accepted, strict=True)])
        print(f"    {kind}: start -> {'; '.join(parts)}; port accepting -> login answered {waited:.2f} s")
        cpu = [f"{step} {statistics.median(times[len(STEPS) + index] for times in runs):.2f} s"
               for index, step in enumerate(CPU_STEPS)]
        print(f"      the server's CPU (median): {'; '.join(cpu)}")
    return medians


def run() -> None:
    runs = int(os.environ.get("BENCH_STARTUP_RUNS", "3"))
    print(f"{runs} runs of each; {os.cpu_count()} cores; a newcomer's login in a language other than English"
          + ("" if CHECKOUT == REPO else f"; the server of {CHECKOUT.name}"))
    idle = _print(f"idle (load average {os.getloadavg()[0]:.1f} before)", asyncio.run(_runs(runs)))
    with cpu_burners(2):
        busy = _print("busy (two CPU-bound processes beside)", asyncio.run(_runs(runs)))
    print(f"  load average after: {os.getloadavg()[0]:.1f}")
    ratios = {kind: busy[kind] / idle[kind] for kind in idle}
    print("  busy / idle, start -> login answered: "
          + ", ".join(f"{kind} {ratio:.1f}x" for kind, ratio in ratios.items()))


if __name__ == "__main__":
    run()

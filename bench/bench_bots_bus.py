"""Bot decisions over the bus against the local pool, in the same run: ``python -m bench bench_bots_bus``.

A private nats-server and one bots worker (``serve --role bots --bot-workers 1``, a process of its own)
on loopback; in this process a local ``BotPool`` of one gnubg worker, and a ``BusBots`` asking the worker
on the bus. The same MOVE requests (positions from games between gnubg 0-ply players) are asked one at a
time of each, per level: p50 and p99 of the decision's latency, and the CPU this process spends per
decision (what a table owner pays: pipes for the local pool, the bus for the worker; gnubg's own CPU is
in the workers either way). Both pools remember answers (the memo), so each position is asked once of each.
"""

from __future__ import annotations

import asyncio
import subprocess
import sys
import time
from pathlib import Path

from playpalace_backgammon.bots import BotLevel, DecisionKind, DecisionRequest, Purpose
from playpalace_backgammon.bots.pool import BotPool
from playpalace_backgammon.host.cluster import bot_messages as wire
from playpalace_backgammon.host.cluster.bus import Subjects
from playpalace_backgammon.host.cluster.bus_bots import BusBots, bus_bots
from playpalace_backgammon.host.cluster.services import NatsServer, ServiceMissing

from .bench_bots import _percentile, _positions

LEVELS = {BotLevel.SIMPLE: 150, BotLevel.GNUBG_0PLY: 150, BotLevel.GNUBG_1PLY: 60}
REPO = Path(__file__).resolve().parents[1]


def _worker(url: str) -> subprocess.Popen[bytes]:
    argv = [sys.executable, "-m", "playpalace_backgammon", "serve", "--role", "bots", "--bus", url,
            "--bot-workers", "1"]
    process = subprocess.Popen(["setpriv", "--pdeathsig", "SIGKILL", "--", *argv], cwd=REPO,
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    assert process.stdout is not None
    for raw in process.stdout:
        if raw.startswith(b"bots worker ready"):
            return process
    raise RuntimeError("the bots worker did not start")


async def _local(pool: BotPool, requests: list[DecisionRequest]) -> tuple[list[float], float]:
    took = []
    cpu = time.process_time()
    for request in requests:
        began = time.perf_counter()
        await pool.decide(request)
        took.append(time.perf_counter() - began)
    return took, (time.process_time() - cpu) / len(requests)


async def _bus(bots: BusBots, requests: list[DecisionRequest]) -> tuple[list[float], float]:
    took = []
    cpu = time.process_time()
    for request in requests:
        began = time.perf_counter()
        data = wire.encode_decision_request(request, Purpose.DECISION)
        wire.decode_answer(await bots.ask(Subjects.BOTS_DECIDE, data, 30.0, None))
        took.append(time.perf_counter() - began)
    return took, (time.process_time() - cpu) / len(requests)


async def _measure(url: str) -> None:
    positions = _positions(max(LEVELS.values()) + 20, seed=3)
    bots = bus_bots(url, "bench")
    async with BotPool(workers=1) as pool:
        await pool.start()
        warm = DecisionRequest(positions[-1][0], DecisionKind.MOVE, BotLevel.GNUBG_0PLY, positions[-1][1])
        await _bus(bots, [warm])  # connected, and the worker's gnubg loaded
        print(f"{'level':<12} {'local p50':>10} {'bus p50':>9} {'local p99':>10} {'bus p99':>9} "
              f"{'CPU/decision here: local':>25} {'bus':>7}")
        for level, count in LEVELS.items():
            requests = [DecisionRequest(position, DecisionKind.MOVE, level, dice)
                        for position, dice in positions[:count]]
            local, local_cpu = await _local(pool, requests)
            remote, remote_cpu = await _bus(bots, requests)
            print(f"{level.value:<12} {_percentile(local, 0.5) * 1000:>8.2f}ms "
                  f"{_percentile(remote, 0.5) * 1000:>7.2f}ms {_percentile(local, 0.99) * 1000:>8.2f}ms "
                  f"{_percentile(remote, 0.99) * 1000:>7.2f}ms {local_cpu * 1e6:>23.0f}µs "
                  f"{remote_cpu * 1e6:>5.0f}µs")
    await bots.close()


def run() -> None:
    try:
        nats = NatsServer().start()
    except ServiceMissing as missing:
        print(f"not run: {missing}")
        return
    worker = _worker(nats.url)
    try:
        asyncio.run(_measure(nats.url))
    finally:
        worker.terminate()
        worker.wait(30)
        nats.stop()


if __name__ == "__main__":
    run()

"""The cluster against the one process, in the same run (issue 24's benchmarks, docs/scaling.md "Figures").

The same websocket clients (``lobby_clients``: half play a bot by keys as a person does, half watch those
tables), as many for each, load three configurations, all three up at once:

1. the one process (``serve``, a fresh SQLite file: the default),
2. the cluster with two gateways and two table owners (``serve --role gateway`` / ``--role tables`` on a
   private nats-server and PostgreSQL, started as ``make cluster`` starts them: ``host/cluster/local``),
   the clients spread over both gateways,
3. the same cluster with one owner (a nats-server and a PostgreSQL of its own).

Each is measured in a window of its own while the other two rest, in turn, for ``BENCH_CLUSTER_ROUNDS``
rounds (default 5; the order turned each round), and each ratio is the median of the rounds' ratios: this
machine's speed drifts by a tenth to a quarter from one minute to the next (its neighbours), and
configurations measured one after the other, each started and measured whole, met different machines;
and one window's figure varies by as much again (which commands the players happen to press in it, a
match ending and a new table made), so only the median of several rounds is a figure.
Each window is ``BENCH_CLUSTER_SECONDS`` (default 10) of a paced load: every player presses its next key a
pause after the answer, the pauses drawn so that all of them offer ``BENCH_CLUSTER_RATE`` commands a
second (default 200; 0: saturation, every player pressing as soon as answered). The same offered rate for
every configuration and round: CPU per command falls as commands come faster (an owner's tick carries more
of them, with one commit and one frames message a gateway), and the rate a saturation reaches is whatever
the machine's other work leaves each configuration, so saturated runs measured different work each round.
Before a configuration's first window, ``BENCH_CLUSTER_WARMUP`` seconds (default 5) of the same load
unmeasured (one second before each later window), and then more
(at most 20 s) until, for a whole second, no process of ours started: what is measured is a server that
has been running, its bots' helper and workers started (each starts on first use, importing what it needs,
and each owner has its own). In the window the analysis workers (of finished matches, one per owner, at
the lowest priority, taking whatever CPU is idle) are paused (SIGSTOP, then SIGCONT; ``BENCH_CLUSTER_
ANALYSES=1`` lets them run): running, they filled the idle CPU beside our processes, one per owner (two with
two owners, none in a round where no match had just ended), and our CPU per command rose with them.

What is counted, for each configuration: commands (each answered key press, from the clients), p50/p99 from
a command to its first answer, and CPU from ``/proc`` (user + system) by process: each gateway, each owner
(with the commands it carried out, from its ``/health``, and its CPU per command of its own) or the one
process, each with its children apart (the bots' helper and gnubg workers), nats-server and PostgreSQL
(with its backends). "Ours" is the gateways and owners with their children, or the one process with its;
capacity is commands per CPU-second of ours. Then each round's ratios and the medians' the issue sets: the
cluster's capacity against the one process's (target at least 0.6x) and its CPU per command with two
owners against one (target at most 1.1x), and the load average (a busy neighbour shows there). Beside
them, on paper, what this machine's cores would carry of each (``_by_cores``: the busiest process of ours at
one core, all of them with nats-server and PostgreSQL at every core): the one process is held by its one
event loop, the cluster spreads over the cores. That is for comparison, not the target's measure.

4. Failover: one owner holds ``BENCH_CLUSTER_FAILOVER_TABLES`` tables (default 30, each a player on a
   gateway against a bot), a second owner starts, the first is killed with SIGKILL; for each table, the
   time from the kill until its player hears the live owner (the recap, unasked), p50 and max, and whether
   each then answers a status key.

``PPB_CLUSTER_SOAK_MINUTES`` (e.g. 10) runs instead a soak through two gateways and two owners:
``BENCH_CLUSTER_SOAK_CLIENTS`` (default 1,000) at a human pace (1 to 2 s of thought after each answer), a
line a minute with the p99 from command to answer and every process's resident memory (target: p99 under
50 ms, memory flat). ``BENCH_CLUSTER_CLIENTS`` (default 200) sets the clients of the measured runs,
``BENCH_CLUSTER_SECONDS`` each window's length (``BENCH_CLUSTER_WARMUP`` the unmeasured load before a
configuration's first), ``BENCH_CLUSTER_ROUNDS`` how many windows each configuration has, in turns,
``BENCH_CLUSTER_OWNER_TTL`` the owners' time to live (default 3 s), and ``BENCH_CLUSTER_PROFILE`` (a
directory) has each gateway and owner write its profile of the load (CPU time, ``bench.profiled``) there,
named by its configuration (``2-owners-owner-1.prof``), its windows so far together.
Without nats-server or PostgreSQL on this machine the bench says so and is skipped
(``scripts/ensure-nats.sh`` and ``scripts/ensure-postgres.sh`` install them).
"""

from __future__ import annotations

import asyncio
import os
import random
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from playpalace_backgammon.bots.worker import NICENESS
from playpalace_backgammon.host.cluster.local import LocalCluster, Member, health
from playpalace_backgammon.host.cluster.services import (
    ServiceMissing,
    descendants,
    free_port,
    nats_program,
    postgres_bin,
)

from .lobby_clients import (
    BenchClient,
    cpu_seconds,
    host_table,
    key_step,
    login,
    one_address_args,
    percentile,
    rss_kib,
    start_game,
    start_server,
    stop_server,
    wait_listening,
)

LOGIN_BATCH = 20  # argon2 hashing: a few logins at a time
CORES = os.cpu_count() or 1
WARMUP_MORE = 20  # seconds of warm-up at most past BENCH_CLUSTER_WARMUP, until no process of ours starts


def _tree_rss(pid: int) -> int:
    return sum(rss_kib(member) for member in descendants(pid))


class BenchCluster(LocalCluster):
    """``make cluster``'s cluster on free ports, its gateways taking every bench client from 127.0.0.1, and
    its processes' logs kept in a file (``BENCH_SERVER_LOG``) or dropped."""

    def __init__(self, owners: int, gateways: int, owner_ttl: float, users: int) -> None:
        super().__init__(owners, 0, owner_ttl, 0.0, gateways=gateways)
        self.users = users
        self.label = f"{owners}-owners"  # its profiles' names: each configuration's kept apart

    def _gateway(self, name: str, port: int) -> Member:
        return self._serve(name, port, "gateway", *one_address_args(self.users))

    def _serve(self, name: str, port: int, role: str, *extra: str, output: Any = None) -> Member:
        profile = os.environ.get("BENCH_CLUSTER_PROFILE")  # a directory: each process's cProfile, on exit
        out = f"{profile}/{self.label}-{name}.prof"
        python = [sys.executable, "-m", "bench.profiled", out] if profile else [sys.executable, "-m"]
        argv = [*python, "playpalace_backgammon", "serve", "--role", role,
                "--db", self.postgres.url("playpalace"), "--bus", self.nats.url, "--port", str(port),
                "--owner", name, *extra]
        log = os.environ.get("BENCH_SERVER_LOG")
        if output is None:
            output = open(log, "ab") if log else subprocess.DEVNULL  # noqa: SIM115 (the child holds it)
        process = subprocess.Popen(["setpriv", "--pdeathsig", "SIGKILL", "--", *argv],
                                   stdin=subprocess.DEVNULL, stdout=output, stderr=output,
                                   start_new_session=True)
        return Member(name, port, process, {"role": role})

    def add_owner(self, name: str) -> Member:
        member = self._owner(name, free_port())
        self.members.append(member)
        self._wait_healthy(member)
        return member

    def role(self, role: str) -> list[Member]:
        return [member for member in self.members if member.extra["role"] == role]

    def counters(self) -> dict[int, int]:
        """From each gateway's and owner's ``/health``, by pid: the commands an owner has carried out so
        far, the commands a gateway has asked again after a timeout (each costs the gateway and the owner
        a request more, and is no command more)."""
        found: dict[int, int] = {}
        for member in self.members:
            key = "commands" if member.extra["role"] == "tables" else "resends"
            answer = health(member.health_url) or {}
            found[member.process.pid] = int(answer.get("bus", {}).get(key, 0))
        return found

    def groups(self) -> dict[str, list[int]]:
        """The processes whose CPU is counted, by kind (each with its children)."""
        assert self.nats.process is not None and self.postgres.process is not None
        return {"gateways": [m.process.pid for m in self.role("gateway")],
                "owners": [m.process.pid for m in self.role("tables")],
                "nats-server": [self.nats.process.pid], "postgresql": [self.postgres.process.pid]}


@dataclass
class Load:
    """The clients of one run, all logged in and at their tables."""

    everyone: list[BenchClient]
    players: list[BenchClient]
    stats: dict[str, Any] = field(default_factory=lambda: {"packets": 0, "latency": {}, "timeouts": 0})


async def _watch_nth(client: BenchClient, number: int) -> None:
    """From the main menu: watch the ``number``th table of the list (any owner's numbering)."""
    await client.select("game-backgammon")
    await client.until_menu("game")
    await client.send({"type": "menu", "menu_id": "game", "selection_id": "list"})
    await client.until_menu("tables")
    tables = [item for item in client.ids() if item.startswith("table-")]
    if not tables:
        return
    await client.send({"type": "menu", "menu_id": "tables", "selection_id": tables[number % len(tables)]})
    await client.until_menu("join")
    await client.send({"type": "menu", "menu_id": "join", "selection_id": "watch"})


async def _seat(urls: Sequence[str], clients: int, prefix: str, watchers: bool = True) -> Load:
    """``clients`` people logged in over ``urls`` in turn; half host a bot table and start it, the others
    (with ``watchers``) watch one each."""
    stats: dict[str, Any] = {"packets": 0, "latency": {}, "timeouts": 0}
    logins = [login(urls[i % len(urls)], f"{prefix}{i}", stats) for i in range(clients)]
    everyone: list[BenchClient] = []
    for batch in range(0, len(logins), LOGIN_BATCH):
        everyone += await asyncio.gather(*logins[batch : batch + LOGIN_BATCH])
    for client in everyone:
        client.everyone = everyone
    players_n = max(1, clients // 2) if watchers else clients
    players = everyone[:players_n]
    for batch in range(0, players_n, 50):
        await asyncio.gather(*(host_table(p) for p in players[batch : batch + 50]))
    for batch in range(0, players_n, 50):
        await asyncio.gather(*(start_game(p) for p in players[batch : batch + 50]))
    watching = [_watch_nth(w, i) for i, w in enumerate(everyone[players_n:])]
    for batch in range(0, len(watching), 50):
        await asyncio.gather(*watching[batch : batch + 50])
    await asyncio.sleep(1.0)
    return Load(everyone, players, stats)


async def _play(client: BenchClient, until: float, think: tuple[float, float], seed: int) -> None:
    """Play by keys until ``until``; a match over, host a new table and play on."""
    rng = random.Random(seed)
    low, high = think

    async def pause() -> None:
        await asyncio.sleep(rng.uniform(low, high) if high > 0 else 0)

    if high > 0:
        await asyncio.sleep(rng.uniform(0, high))
    step = 0
    idle = 0
    while time.monotonic() < until:
        step += 1
        if await key_step(client, step, until, pause):
            idle = 0
            await pause()
            continue
        idle += 1
        if client.menu_name == "main" or idle > 400:  # the match over (or stuck): a new table
            idle = 0
            try:
                if client.menu_name != "main":
                    await client.escape()
                    await client.until_menu("main", 5)
                await host_table(client)
                await start_game(client)
            except TimeoutError:
                pass
            continue
        await asyncio.sleep(0.05)  # the bot's turn


def _nice(pid: int) -> int:
    return int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[16])


Reading = dict[tuple[str, int], tuple[str, float, int]]


def _cpu(groups: dict[str, list[int]]) -> Reading:
    """CPU seconds of every process of each group, each root with its children, by (group, pid): the root
    itself (``alone``), a bot's decision worker (``bots``), or an analysis worker (``analyses``: a child
    niced below the decision workers, ``bots.worker.ANALYSIS_NICENESS``), with its root's pid."""
    found: Reading = {}
    for name, pids in groups.items():
        for root in pids:
            try:
                base = _nice(root)
            except (OSError, IndexError):
                continue
            for pid in descendants(root):
                try:
                    seconds, nice = cpu_seconds(pid), _nice(pid)
                except (OSError, IndexError):
                    continue
                kind = "alone" if pid == root else (
                    "analyses" if nice > min(19, base + NICENESS) else "bots")
                found[(name, pid)] = (kind, seconds, root)
    return found


def _spent(before: Reading, after: Reading) -> dict[str, float]:
    """CPU seconds by group between two readings, each process's own difference (one started between
    them counts whole), as it stands at the second (a worker that took an analysis counts as one): the group
    with its decision workers (``<group>``), the root processes (``<group> alone``), and the analysis
    workers apart (``<group> analyses``)."""
    spent: dict[str, float] = {}
    for (name, pid), (kind, seconds, _root) in after.items():
        used = seconds - before.get((name, pid), (kind, 0.0, 0))[1]
        if kind == "analyses":
            spent[f"{name} analyses"] = spent.get(f"{name} analyses", 0.0) + used
            continue
        spent[name] = spent.get(name, 0.0) + used
        if kind == "alone" and name in ("server", "gateways", "owners"):
            spent[f"{name} alone"] = spent.get(f"{name} alone", 0.0) + used
    return spent


def _by_process(before: Reading, after: Reading) -> list[dict[str, Any]]:
    """Each gateway, owner or one process between two readings: its own CPU, its bots' decision workers'
    (how many, and how many of them started between the readings: a worker started inside the window counts
    its start, gnubg's import, as commands' CPU)."""
    rows: dict[int, dict[str, Any]] = {}
    for (name, pid), (kind, seconds, root) in after.items():
        if name not in ("server", "gateways", "owners") or kind == "analyses":
            continue
        row = rows.setdefault(root, {"group": name, "pid": root, "alone": 0.0, "bots": 0.0, "workers": 0,
                                     "started": 0})
        earlier = before.get((name, pid))
        row[kind] += seconds - (earlier[1] if earlier else 0.0)
        if kind == "bots":
            row["workers"] += 1
            row["started"] += earlier is None
    return sorted(rows.values(), key=lambda row: (row["group"], row["pid"]))


def _settled(before: Reading, after: Reading) -> bool:
    """Whether no process of ours started between the two readings (a bots' helper, a gnubg worker, an
    analysis worker: each starts on first use, importing what it needs, which would count as commands' CPU
    if it happened inside the window)."""
    return all(key in before for key in after if key[0] in ("server", "gateways", "owners"))


def _offered_rate() -> float:
    """``BENCH_CLUSTER_RATE``: commands a second the players offer together (default 200; 0: saturation)."""
    return float(os.environ.get("BENCH_CLUSTER_RATE", "200"))


def _think(players: int) -> tuple[float, float]:
    """Each player's pause after an answer (from and to, seconds), so that all of them offer
    ``BENCH_CLUSTER_RATE`` commands a second (default 200) whatever the configuration; 0: none (saturation).

    A paced load, not saturation, by default: CPU per command falls as commands come faster (an owner's tick
    carries more of them: one commit, one frames message a gateway), and at saturation the rate each
    configuration reaches is whatever the machine's other work leaves it, a different rate each round and
    so a different figure; at one offered rate each configuration and round does the same work."""
    rate = _offered_rate()
    if rate <= 0:
        return (0.0, 0.0)
    mean = players / rate
    return (0.8 * mean, 1.2 * mean)


async def _pause_analyses(groups: dict[str, list[int]], paused: set[int]) -> None:
    """Stops (SIGSTOP) every analysis worker of ours now and any that starts later, until cancelled: an
    analysis takes whatever CPU is idle, one worker per owner, so while it runs every process of ours
    shares the machine with one busy worker per owner (two with two owners, one with one, and none when no
    match has just finished), and pays for it in CPU per command; paused, each configuration's commands
    run on the same idle machine. (An analysis may take 900 s before the pool gives it up: a pause of one
    window is well within.)"""
    while True:
        for (_name, pid), (kind, _seconds, _root) in _cpu(groups).items():
            if kind == "analyses" and pid not in paused:
                try:
                    os.kill(pid, signal.SIGSTOP)
                except ProcessLookupError:
                    continue
                paused.add(pid)
        await asyncio.sleep(0.5)


async def _measured(load: Load, groups: dict[str, list[int]], seconds: float,
                    counted: Callable[[], dict[int, int]] = dict, *, warm: bool = True,
                    pause: dict[str, list[int]] | None = None) -> dict[str, Any]:
    """Every player presses at the offered pace (``_think``), first for ``BENCH_CLUSTER_WARMUP`` seconds
    unmeasured (with ``warm``; else one second, the configuration having run before) and until no process
    of ours starts (a server that has been running), then for ``seconds`` with the analyses paused (those
    of ``pause``'s processes, by default ``groups``'): commands, latency and CPU by group and by process."""
    warm_up = float(os.environ.get("BENCH_CLUSTER_WARMUP", "5")) if warm else 1.0
    think = _think(len(load.players))
    if warm_up > 0:
        for client in load.everyone:
            client.stats = {"packets": 0, "latency": {}, "timeouts": 0}
        began = time.monotonic()
        await asyncio.gather(*(_play(p, began + warm_up, think, -1 - i)
                               for i, p in enumerate(load.players)))
        for extra in range(WARMUP_MORE):  # until no process of ours started in the last second
            reading = _cpu(groups)
            began = time.monotonic()
            await asyncio.gather(*(_play(p, began + 1.0, think, -1000 * extra - i)
                                   for i, p in enumerate(load.players)))
            if _settled(reading, _cpu(groups)):
                break
    stats: dict[str, Any] = {"packets": 0, "latency": {}, "timeouts": 0}
    for client in load.everyone:
        client.stats = stats
    profiled = [pid for name in ("gateways", "owners") for pid in groups.get(name, [])]
    if os.environ.get("BENCH_CLUSTER_PROFILE"):
        for pid in profiled:
            os.kill(pid, signal.SIGUSR1)
    paused: set[int] = set()
    keep = os.environ.get("BENCH_CLUSTER_ANALYSES", "") not in ("", "0")
    pausing = None if keep else asyncio.ensure_future(_pause_analyses(pause or groups, paused))
    if pausing is not None:
        await asyncio.sleep(0)
    before, commands_before = _cpu(groups), counted()
    started = time.monotonic()
    try:
        await asyncio.gather(*(_play(p, started + seconds, think, i)
                               for i, p in enumerate(load.players)))
        elapsed = time.monotonic() - started
        after, commands_after = _cpu(groups), counted()
    finally:
        if pausing is not None:
            pausing.cancel()
        for pid in paused:
            try:
                os.kill(pid, signal.SIGCONT)
            except ProcessLookupError:
                pass
    if os.environ.get("BENCH_CLUSTER_PROFILE"):
        for pid in profiled:
            os.kill(pid, signal.SIGUSR2)
    latencies = [value for values in stats["latency"].values() for value in values]
    return {"seconds": elapsed, "commands": len(latencies), "latency": latencies,
            "timeouts": stats["timeouts"], "cpu": _spent(before, after), "load": os.getloadavg()[0],
            "processes": _by_process(before, after), "paused": len(paused),
            "owned": {pid: n - commands_before.get(pid, 0) for pid, n in commands_after.items()}}


async def _close(load: Load) -> None:
    await asyncio.gather(*(client.ws.close() for client in load.everyone), return_exceptions=True)


def _ours(result: dict[str, Any]) -> float:
    return float(sum(v for k, v in result["cpu"].items() if k in ("server", "gateways", "owners")))


def _print_run(title: str, result: dict[str, Any]) -> None:
    commands, seconds = result["commands"], result["seconds"]
    p50, p99 = percentile(result["latency"], 0.5) * 1000, percentile(result["latency"], 0.99) * 1000
    print(f"  {title}: {commands / seconds:.0f} commands/s ({commands} in {seconds:.1f} s), command -> "
          f"answer p50 {p50:.1f} ms, p99 {p99:.1f} ms, unanswered {result['timeouts']}; "
          f"load average {result['load']:.1f}")
    if not commands:
        return
    cpu = result["cpu"]
    parts = [f"{name} {spent / commands * 1000:.2f} ms ({spent / seconds:.0%} of a core)"
             for name, spent in cpu.items() if not name.endswith((" alone", " analyses"))]
    helpers = [f"{name[:-6]} {max(0.0, cpu[name[:-6]] - spent) / commands * 1000:.2f} ms"
               for name, spent in cpu.items() if name.endswith(" alone")]
    analyses = [f"{name[:-9]} {spent:.2f} s ({spent / seconds:.0%} of a core)"
                for name, spent in cpu.items() if name.endswith(" analyses")]
    ours = _ours(result)
    print("    CPU per command: " + ", ".join(parts) + "; of which their children (the bots' decision "
          "workers): " + ", ".join(helpers))
    print("    analyses of finished matches, apart (their workers' spare-CPU priority: what they take is the "
          "idle time, not a command's): " + (", ".join(analyses) or "none")
          + (f"; {result['paused']} analysis worker(s) paused in the window" if result.get("paused") else ""))
    owned = result.get("owned", {})
    print("    by process, ms per command (its own; its bots' decision workers, how many, started in the "
          "window): " + "; ".join(
              f"{row['group'].rstrip('s')} {row['pid']} {row['alone'] / commands * 1000:.2f}"
              + (f", bots {row['bots'] / commands * 1000:.2f} ({row['workers']}, {row['started']} new)"
                 if row["group"] != "gateways" else "")
              + (f" [{owned[row['pid']]} commands: {row['alone'] / max(1, owned[row['pid']]) * 1000:.2f} ms "
                 "each of its own]" if row["pid"] in owned and row["group"] == "owners" else "")
              + (f" [{owned[row['pid']]} resent]" if row["pid"] in owned and row["group"] == "gateways"
                 else "")
              for row in result["processes"]))
    print(f"    ours {ours / commands * 1000:.2f} ms per command: {commands / ours:,.0f} commands per "
          f"CPU-second of our processes")


@dataclass
class System:
    """One configuration, up and its clients seated for the whole comparison: the processes counted, the
    owners' and gateways' counters, and how it is stopped (each of its windows measured in turn with the
    others', ``_compare``)."""

    title: str
    load: Load | None = None
    groups: dict[str, list[int]] = field(default_factory=dict)
    counted: Callable[[], dict[int, int]] = dict
    stops: list[Callable[[], None]] = field(default_factory=list)
    results: list[dict[str, Any]] = field(default_factory=list)

    async def close(self) -> None:
        if self.load is not None:
            await _close(self.load)
        for stop in reversed(self.stops):
            stop()


async def _one_process(system: System, clients: int) -> None:
    """The one process started and its clients seated, each stop kept in ``system`` as it is taken on."""
    port = free_port()
    tmp = tempfile.mkdtemp(prefix="bench-cluster-")
    system.stops.append(lambda: shutil.rmtree(tmp, ignore_errors=True))
    process = start_server(port, f"{tmp}/bench.sqlite3", 0.0, users=clients)
    system.stops.append(lambda: stop_server(process))
    system.groups = {"server": [process.pid]}
    await wait_listening(port)
    system.load = await _seat([f"ws://127.0.0.1:{port}/"], clients, "solo")


def _start(cluster: BenchCluster) -> None:
    try:
        cluster.start()
    except BaseException:
        cluster.stop()
        raise


async def _cluster(system: System, owners: int, clients: int, ttl: float) -> None:
    """Two gateways and ``owners`` owners started and their clients seated (as ``_one_process``)."""
    cluster = BenchCluster(owners, 2, ttl, clients)
    _start(cluster)
    system.stops.append(cluster.stop)
    system.groups, system.counted = cluster.groups(), cluster.counters
    urls = [f"ws://127.0.0.1:{m.port}/" for m in cluster.role("gateway")]
    system.load = await _seat(urls, clients, "member")


def _per_command(result: dict[str, Any]) -> float:
    """CPU-seconds of our processes per command in one window."""
    return _ours(result) / int(result["commands"])


def _by_cores(result: dict[str, Any], cores: int) -> float:
    """Commands a second one window's configuration could carry on ``cores`` cores, on paper: each of our
    processes is one event loop, so the busiest can use one core at most, and all the processes together
    (ours with their children, nats-server, PostgreSQL) the machine's cores. The one process is held by its
    one loop; the cluster spreads over every core. Not the target's measure (commands per CPU-second of
    ours, what an operator pays for): what the machine carries, for comparison."""
    commands = int(result["commands"])
    everything = sum(float(spent) for name, spent in result["cpu"].items()
                     if not name.endswith((" alone", " analyses")))
    busiest = max(float(row["alone"]) for row in result["processes"])
    return min(commands / busiest, cores * commands / everything)


async def _compare(clients: int, seconds: float, rounds: int,
                   ttl: float) -> tuple[dict[str, System], list[dict[str, float]]]:
    """The three configurations up at once, each measured in its own window in turn, round after round (the
    order turned each round): a machine whose speed drifts (a neighbour, the host) weighs on all three
    alike, where one configuration after the other, each started and measured whole, met different
    machines. Between its windows a configuration rests (its processes and clients stay). With them, each
    round's CPU per command of ours by configuration, and under ``cores`` the cluster's ``_by_cores``
    against the one process's (the rounds where all three carried commands)."""
    systems = {"one": System("one process (SQLite)"), "two": System("cluster, 2 gateways + 2 owners"),
               "single": System("cluster, 2 gateways + 1 owner")}
    per_round: list[dict[str, float]] = []
    try:  # each system is in ``systems`` before it starts: one that fails half-started is stopped too
        await _one_process(systems["one"], clients)
        await _cluster(systems["two"], 2, clients, ttl)
        await _cluster(systems["single"], 1, clients, ttl)
        everyone = {f"{key} {name}": pids for key, system in systems.items()
                    for name, pids in system.groups.items()}
        names = list(systems)
        for turn in range(rounds):
            for name in names[turn % len(names):] + names[: turn % len(names)]:
                system = systems[name]
                assert system.load is not None
                result = await _measured(system.load, system.groups, seconds, system.counted,
                                         warm=turn == 0, pause=everyone)
                system.results.append(result)
                _print_run(f"{system.title}, round {turn + 1}", result)
            if all(s.results[-1]["commands"] for s in systems.values()):
                per = {name: _per_command(s.results[-1]) for name, s in systems.items()}
                carried = {name: _by_cores(s.results[-1], CORES) for name, s in systems.items()}
                per_round.append({**per, "cores": carried["two"] / carried["one"]})
                print(f"  round {turn + 1}: capacity {per['one'] / per['two']:.2f}x, 2 owners / 1 owner "
                      f"{per['two'] / per['single']:.2f}x; by the machine's {CORES} cores, on paper: the "
                      f"cluster {carried['two']:,.0f}, the one process {carried['one']:,.0f} commands/s, "
                      f"{carried['two'] / carried['one']:.2f}x", flush=True)
    finally:
        for system in reversed(systems.values()):
            await system.close()
    return systems, per_round


async def _failover(tables: int, ttl: float) -> dict[str, Any]:
    """One owner with ``tables`` bot tables, a second owner started, the first killed: each table's time
    from the kill to the first thing its player hears from the live owner."""
    cluster = BenchCluster(1, 2, ttl, tables)
    _start(cluster)
    try:
        urls = [f"ws://127.0.0.1:{m.port}/" for m in cluster.role("gateway")]
        load = await _seat(urls, tables, "failover", watchers=False)
        cluster.add_owner("owner-2")
        quiet = time.monotonic()
        heard_at: dict[BenchClient, float] = {}
        killed = [0.0]

        def hearing(client: BenchClient, inner: Callable[[str], None]) -> Callable[[str], None]:
            def received(frame: str) -> None:
                nonlocal quiet
                quiet = time.monotonic()
                if killed[0] and client not in heard_at:
                    heard_at[client] = time.perf_counter()
                inner(frame)
            return received

        for client in load.players:
            client.received = hearing(client, client.received)  # type: ignore[method-assign,assignment]
        while time.monotonic() - quiet < 1.0:  # the bots' last moves heard: nothing in flight
            await asyncio.sleep(0.1)
        first = cluster.role("tables")[0]
        first.process.send_signal(signal.SIGKILL)
        killed[0] = time.perf_counter()
        deadline = time.monotonic() + 10 * ttl + 30
        while len(heard_at) < len(load.players) and time.monotonic() < deadline:
            await asyncio.sleep(0.05)
        times = [heard_at[c] - killed[0] for c in load.players if c in heard_at]
        answered = 0
        for client in load.players:
            client.stats = {"packets": 0, "latency": {}, "timeouts": 0}
            await client.key("p", "status")
            answered += not client.stats["timeouts"]
        await _close(load)
    finally:
        cluster.stop()
    return {"tables": tables, "times": times, "answered": answered, "ttl": ttl}


def _missing() -> str | None:
    try:
        nats_program()
        postgres_bin()
    except ServiceMissing as missing:
        return str(missing)
    if shutil.which("setpriv") is None:
        return "setpriv is not installed"
    try:
        import nats  # noqa: F401
        import psycopg  # noqa: F401
    except ImportError as error:
        return f"{error.name} is not installed (pip install '.[cluster]')"
    return None


async def _soak(clients: int, minutes: float, ttl: float) -> None:
    cluster = BenchCluster(2, 2, ttl, clients)
    _start(cluster)
    try:
        urls = [f"ws://127.0.0.1:{m.port}/" for m in cluster.role("gateway")]
        started = time.monotonic()
        load = await _seat(urls, clients, "soak")
        print(f"  {clients} clients seated through 2 gateways in {time.monotonic() - started:.0f} s "
              f"({len(load.players)} bot tables, as many watching)", flush=True)
        stats: dict[str, Any] = {"packets": 0, "latency": {}, "timeouts": 0}
        for client in load.everyone:
            client.stats = stats
        members = [(m.name, m.process.pid) for m in cluster.members]
        assert cluster.nats.process is not None and cluster.postgres.process is not None
        members += [("nats", cluster.nats.process.pid), ("postgresql", cluster.postgres.process.pid)]
        until = time.monotonic() + minutes * 60
        players = asyncio.gather(*(_play(p, until, (1.0, 2.0), i) for i, p in enumerate(load.players)))
        minute = 0
        p99s: list[float] = []
        first_rss: dict[str, int] = {}
        last_rss: dict[str, int] = {}
        while time.monotonic() < until:
            await asyncio.sleep(min(60.0, max(0.0, until - time.monotonic())))
            minute += 1
            latencies = [v for values in stats["latency"].values() for v in values]
            stats["latency"], timeouts, stats["timeouts"] = {}, stats["timeouts"], 0
            rss = {name: _tree_rss(pid) for name, pid in members}
            if minute == 2 or (minute == 1 and minutes < 2):
                first_rss = rss
            last_rss = rss
            p99 = percentile(latencies, 0.99) * 1000
            if minute > 1:
                p99s.append(p99)
            print(f"  minute {minute}: {len(latencies)} commands, p50 {percentile(latencies, 0.5) * 1000:.1f}"
                  f" ms, p99 {p99:.1f} ms, unanswered {timeouts}; RSS MiB "
                  + ", ".join(f"{name} {kib / 1024:.0f}" for name, kib in rss.items())
                  + f"; load average {os.getloadavg()[0]:.1f}", flush=True)
        await players
        await _close(load)
        if p99s:
            print(f"  worst minute's p99 after the first: {max(p99s):.1f} ms (target < 50 ms)")
        if first_rss:
            print("  RSS from the end of minute 2 to the end: " + ", ".join(
                f"{name} {100 * (last_rss[name] - first_rss[name]) / max(1, first_rss[name]):+.1f}%"
                for name in first_rss))
    finally:
        cluster.stop()


def run() -> None:
    missing = _missing()
    if missing:
        print(f"bench_cluster: skipped: {missing}")
        return
    ttl = float(os.environ.get("BENCH_CLUSTER_OWNER_TTL", "3"))
    soak = float(os.environ.get("PPB_CLUSTER_SOAK_MINUTES", "0"))
    if soak > 0:
        clients = int(os.environ.get("BENCH_CLUSTER_SOAK_CLIENTS", "1000"))
        print(f"soak: {clients} clients through 2 gateways and 2 owners for {soak:g} minutes")
        asyncio.run(_soak(clients, soak, ttl))
        return
    clients = int(os.environ.get("BENCH_CLUSTER_CLIENTS", "200"))
    seconds = float(os.environ.get("BENCH_CLUSTER_SECONDS", "10"))
    tables = int(os.environ.get("BENCH_CLUSTER_FAILOVER_TABLES", "30"))
    rounds = int(os.environ.get("BENCH_CLUSTER_ROUNDS", "5"))
    rate = _offered_rate()
    load = f"{rate:g} commands/s offered" if rate > 0 else "saturation"
    print(f"{clients} clients each ({clients // 2} bot tables, as many watching), {load}; the three "
          f"configurations up at once, {rounds} round(s) of a {seconds:g} s window each; "
          f"{os.cpu_count()} cores")
    systems, per_round = asyncio.run(_compare(clients, seconds, rounds, ttl))
    if per_round:
        per_command = {name: statistics.median(row[name] for row in per_round) for name in systems}
        rates = {name: statistics.median(r["commands"] / r["seconds"] for r in system.results)
                 for name, system in systems.items()}
        capacity = statistics.median(row["one"] / row["two"] for row in per_round)
        step = statistics.median(row["two"] / row["single"] for row in per_round)
        print(f"  cluster capacity / one process's (commands per CPU-second of ours, the median of the "
              f"rounds' ratios): {capacity:.2f}x (target >= 0.6x); medians {1 / per_command['two']:,.0f} vs "
              f"{1 / per_command['one']:,.0f}; rates {rates['two']:.0f} vs {rates['one']:.0f} commands/s")
        print(f"  CPU per command of ours, 2 owners / 1 owner (the median of the rounds' ratios): "
              f"{step:.2f}x (target <= 1.1x)")
        by_cores = statistics.median(row["cores"] for row in per_round)
        print(f"  what the machine's {CORES} cores would carry, the cluster's against the one process's (on "
              f"paper, ``_by_cores``; the median of the rounds' ratios): {by_cores:.2f}x")
    if tables <= 0:
        return
    failover = asyncio.run(_failover(tables, ttl))
    times = failover["times"]
    print(f"  failover, {failover['tables']} tables (owners' time to live {ttl:g} s): {len(times)} heard the "
          f"live owner, p50 {percentile(times, 0.5):.2f} s, max {max(times, default=float('nan')):.2f} s "
          f"after the SIGKILL; {failover['answered']} answered a status key then")


if __name__ == "__main__":
    run()

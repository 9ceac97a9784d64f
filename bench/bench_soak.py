"""Soak: many clients at a human pace against the real server for minutes on end, to show what grows.

The server runs as its own process (``python -m playpalace_backgammon serve`` on a free port, a fresh SQLite
file, bots without pacing, a grace period of ``GRACE_SECONDS``, and serve's option for new accounts per
address set high enough for every client, when serve has one). ``BENCH_SOAK_CLIENTS`` people (default
1,000), in one asyncio process here, log in over the first minute and then, until the end:

- 40% play against a bot: create a table, seat a bot, start, play by keys as a person does (roll;
  Ctrl+Right to the next checker or destination the table offers, Enter there; Y to take; a status key now
  and then), think ``BENCH_SOAK_THINK_MIN`` to ``_MAX`` seconds (default 1 to 2) after each answer;
- 40% play each other in pairs: one creates a table, the other finds it in the list of open tables and
  joins, the first starts; each plays its own turns and accepts a resignation with Y;
- 20% watch: pick a table being played from the list, listen until its match ends (or for one to three
  minutes), leave, pick another.

A match is one game. A player resigns after a number of rolls drawn for each match (so matches end at
varied times, not only after a whole game); when a match ends the players leave and start a new table.
Tables thus come and go all the time, which is where leaks show. A few times a minute
(``BENCH_SOAK_RECONNECTS``, default 6) someone's connection drops (closed, or cut without a close) and comes
back with its session token after 1 to 30 seconds: back to the seat within the grace period, or after a bot
took it over, or to the lobby when the table has gone.

Every minute a line: the people online and the tables open (from /health), the commands of the minute, p50
and p99 from a command to the first packet that answers it (keys at the board and choices in the lobby's
menus alike), the server's own p99 from reading a frame to handing its answers to the socket (/health, the
last 20,000 frames, about the last minute), commands unanswered within 5 s, matches ended, tables started,
connections dropped, the server's resident memory (VmRSS from /proc) and that of its helper processes, the
CPU (share of one core) of the server, its helpers, this process and everything else on the machine (a busy
neighbour shows there, and in the latency), and how late timers fire on the server's event loop (p99 and the
longest of the minute) and on this process's (a late bench inflates what it measures). The server's lag is
sampled every 10 ms, so one long stall is one sample: its p99 hides stalls that hold up many commands, its
maximum shows them. At the end: the growth of the server's memory from
the end of minute 2 to the end, with its target (under 10% over 30 minutes), the p99 of the steady minutes
against its target (under 50 ms), what the server's garbage collector logged (its slices of each minute:
how many, objects scanned, CPU in all and the longest pause), and what the server logged at WARNING or
above.

``BENCH_SOAK_MINUTES`` (default 5) sets the length; ``BENCH_SOAK_CLIENTS``, ``BENCH_SOAK_THINK_MIN`` /
``_MAX`` and ``BENCH_SOAK_RECONNECTS`` the load.
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import json
import os
import random
import resource
import tempfile
import time
from collections.abc import Awaitable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

from .lobby_clients import (
    BenchClient,
    cpu_seconds,
    free_port,
    health,
    key_step,
    lag_percentiles,
    one_address_args,
    percentile,
    rss_kib,
    start_server,
    stop_server,
    wait_listening,
)

GRACE_SECONDS = 15.0  # the server's grace period: a drop of 1-30 s comes back before or after it
OFFLINE_SECONDS = (1.0, 30.0)
LOGIN_SPREAD_SECONDS = 60.0
RESIGN_AFTER_ROLLS = (4, 30)  # a player resigns after this many rolls of a match (drawn per match)
WATCH_SECONDS = (60.0, 180.0)
IDLE_LIMIT_SECONDS = 90.0  # nothing to do at a board for this long: the player gives up on the table
WAIT_LIMIT_SECONDS = 120.0  # a waiting room that does not start within this: the player leaves
LOGIN_TIMEOUT_SECONDS = 120.0
PASSWORD = "soak-password"
TARGET_GROWTH = 0.10
TARGET_P99_MS = 50.0
MATCH_WON = ("You win the match", "wins the match")
WAITING, PLAYING = "waiting to start", "playing"  # a table's state at the end of its entry in the list
RESIGNS = ("resign_single", "resign_gammon", "resign_backgammon")

BOT, HOST, GUEST, WATCHER = "bot", "host", "guest", "watcher"
LOGIN_COUNTS = ("logins", "login_refusals", "login_seconds")  # counted over the whole run, not by minute


def _new_counts() -> dict[str, Any]:
    return {
        "packets": 0,
        "latency": {},
        "timeouts": 0,
        "matches": 0,
        "tables": 0,
        "resigned": 0,
        "reconnects": 0,
        "reclaimed": 0,
        "lost": 0,
        "stalls": 0,
        "errors": 0,
        "logins": 0,
        "login_refusals": 0,
        "login_seconds": [],
    }


class Gone(Exception):
    """The connection closed under a person (dropped on purpose, or by the server)."""


class SoakClient(BenchClient):
    """A bench client that also notices the end of a match, its session token and each new menu."""

    def __init__(self, ws: ClientConnection, stats: dict[str, Any]) -> None:
        self.token: str | None = None
        self.authorized = False
        self.refused = False
        self.match_over = False
        self.menus = 0  # menus received so far: a choice is answered once the next one arrives
        super().__init__(ws, stats)

    def attach(self, ws: ClientConnection) -> None:
        self.authorized = self.refused = False
        super().attach(ws)

    def received(self, frame: str) -> None:
        super().received(frame)
        head = frame[:15]
        if head == '{"type":"menu",':
            self.menus += 1
        elif head == '{"type":"speak"':
            if MATCH_WON[1] in frame or MATCH_WON[0] in frame:
                self.match_over = True
        elif frame.startswith('{"type":"authorize_success"'):
            self.token = json.loads(frame).get("session_token") or self.token
            self.authorized = True
        elif frame.startswith('{"type":"disconnect"'):
            self.refused = True

    def texts(self) -> list[tuple[str, str]]:
        return [(item["id"], item.get("text", "")) for item in (self.menu or {}).get("items", [])]


@dataclass
class Person:
    """One simulated person: a role, a name, and a connection that may drop and come back."""

    name: str
    role: str
    rng: random.Random
    stats: dict[str, Any]
    url: str
    until: float
    think: tuple[float, float]
    partner: str = ""
    client: SoakClient | None = None
    drop: bool = False
    online: bool = False
    step: int = 0
    rolls: int = 0
    resign_after: int = 0
    idle_since: float | None = None  # since when the board has offered this player nothing to do
    waiting_since: float | None = None  # since when this player has been in a waiting room
    watch_until: float = 0.0
    log: collections.deque[str] = field(default_factory=lambda: collections.deque(maxlen=20))

    # Connections.

    async def pause(self) -> None:
        low, high = self.think
        await asyncio.sleep(self.rng.uniform(low, high))

    async def connect(self, token: str | None) -> bool:
        """Log in (with the password, or the session token when coming back); True once a menu is shown."""
        started = time.monotonic()
        try:
            ws = await connect(self.url, max_size=None, open_timeout=30)
        except (OSError, TimeoutError):
            return False
        if self.client is None:
            self.client = SoakClient(ws, self.stats)
        else:
            self.client.attach(ws)
            self.client.stats = self.stats
        client = self.client
        client.menu = None
        packet: dict[str, Any] = {"type": "authorize", "username": self.name, "locale": "en"}
        if token:
            packet["session_token"] = token
        else:
            packet["password"] = PASSWORD
        try:
            await client.send(packet)
        except Exception:
            return False
        deadline = started + LOGIN_TIMEOUT_SECONDS
        while not (client.authorized and client.menu_name is not None):
            if client.refused or client.reader.done() or time.monotonic() > deadline:
                with contextlib.suppress(Exception):
                    await client.ws.close()
                return False
            await asyncio.sleep(0.02)
        if not token:
            self.stats["login_seconds"].append(time.monotonic() - started)
        self.online = True
        return True

    async def log_in(self) -> bool:
        while time.monotonic() < self.until:
            if await self.connect(None):
                self.stats["logins"] += 1
                return True
            self.stats["login_refusals"] += 1
            await asyncio.sleep(self.rng.uniform(2.0, 5.0))
        return False

    async def come_back(self, dropped: bool) -> bool:
        """Back with the session token (the password if the server does not know it any more)."""
        assert self.client is not None
        self.online = False
        if dropped:
            self.stats["reconnects"] += 1
            ws = self.client.ws
            if self.rng.random() < 0.5:
                with contextlib.suppress(Exception):
                    await asyncio.wait_for(ws.close(), 5)
            else:
                ws.transport.abort()  # the line cut: no close handshake
            await asyncio.sleep(self.rng.uniform(*OFFLINE_SECONDS))
        else:
            self.stats["lost"] += 1
            self.log.append("connection lost")
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self.client.reader, 5)
        while time.monotonic() < self.until:
            if await self.connect(self.client.token) or await self.connect(None):
                if dropped and self.client.menu_name in ("board", "table"):
                    self.stats["reclaimed"] += 1
                return True
            await asyncio.sleep(self.rng.uniform(2.0, 5.0))
        return False

    # The person's life: log in, then act on whatever menu is shown until the end.

    async def live(self, delay: float) -> None:
        await asyncio.sleep(delay)
        if not await self.log_in():
            return
        while time.monotonic() < self.until:
            client = self.client
            assert client is not None
            try:
                if self.drop:
                    self.drop = False
                    if not await self.come_back(True):
                        return
                    continue
                if client.reader.done():
                    raise Gone()
                await self.act(client)
            except Gone:
                if time.monotonic() >= self.until or not await self.come_back(False):
                    return
            except TimeoutError as error:
                self.stats["stalls"] += 1
                self.log.append(f"stalled waiting for {error}")
                await self.to_lobby(client)
            except Exception as error:  # a bench bug must not end a person's life silently
                self.stats["errors"] += 1
                self.log.append(f"{type(error).__name__}: {error}")
                if client.reader.done():
                    if time.monotonic() >= self.until or not await self.come_back(False):
                        return
                else:
                    await self.to_lobby(client)

    async def act(self, client: SoakClient) -> None:
        """One step of whatever the current menu calls for."""
        name = client.menu_name
        if name == "main":
            await self.from_main(client)
        elif name == "game":
            await self.choose(client, "create" if self.role in (BOT, HOST) else "list")
        elif name == "tables":
            await self.in_table_list(client)
        elif name == "join":
            wanted = "watch" if self.role == WATCHER else "join"
            if wanted in client.ids():
                await self.choose(client, wanted)
            else:
                await self.escape(client)
        elif name == "table":
            await self.in_waiting_room(client)
        elif name == "board":
            await self.at_board(client)
        elif name == "table_menu":
            await self.choose(client, "leave")
        elif name is None:
            await asyncio.sleep(0.05)
        else:
            await self.escape(client)

    async def choose(self, client: SoakClient, item: str) -> None:
        """Choose ``item`` in the menu shown (timed), wait for the menu it leads to, then think."""
        seen, name = client.menus, client.menu_name
        await self.sending(client.select(item, "lobby"))
        await self.until_new_menu(client, seen, f"{name}/{item}")
        await self.pause()

    async def escape(self, client: SoakClient) -> None:
        seen, name = client.menus, client.menu_name
        await self.sending(client.escape("lobby"))
        await self.until_new_menu(client, seen, f"{name}/escape")
        await self.pause()

    async def sending(self, sent: Awaitable[None]) -> None:
        """Send (a packet), taking a connection closed meanwhile for what it is."""
        try:
            await sent
        except Exception as error:
            raise Gone() from error

    async def until_new_menu(self, client: SoakClient, seen: int, what: str, timeout: float = 20) -> None:
        deadline = time.monotonic() + timeout
        while client.menus == seen:
            if client.reader.done():
                raise Gone()
            if time.monotonic() > deadline:
                raise TimeoutError(what)
            await asyncio.sleep(0.02)

    async def to_lobby(self, client: SoakClient) -> None:
        """Back to the main menu from wherever the person is (a few steps at most)."""
        for _ in range(6):
            name = client.menu_name
            try:
                if name == "main":
                    return
                if name in ("table", "table_menu"):
                    await self.choose(client, "leave")
                elif name is not None:
                    await self.escape(client)
                else:
                    await asyncio.sleep(1.0)
            except (Gone, TimeoutError):
                return

    # What each role does in each menu.

    async def from_main(self, client: SoakClient) -> None:
        client.match_over = False
        self.rolls, self.idle_since, self.waiting_since = 0, None, None
        self.resign_after = self.rng.randint(*RESIGN_AFTER_ROLLS)
        await self.choose(client, "game-backgammon")

    async def in_table_list(self, client: SoakClient) -> None:
        if self.role == GUEST:
            marker = f", host {self.partner}, "
            targets = [i for i, text in client.texts() if marker in text and text.endswith(WAITING)]
        elif self.role == WATCHER:
            targets = [i for i, text in client.texts() if i.startswith("table-") and text.endswith(PLAYING)]
        else:
            targets = []
        if not targets:
            await asyncio.sleep(self.rng.uniform(2.0, 5.0))  # look again in a moment
            await self.escape(client)
            return
        await self.choose(client, self.rng.choice(targets))

    async def in_waiting_room(self, client: SoakClient) -> None:
        ids = client.ids()
        now = time.monotonic()
        if self.waiting_since is None:
            self.waiting_since = now
        if self.role == BOT and "add-bot" in ids:
            await self.choose(client, "add-bot")
        elif self.role in (BOT, HOST) and "start" in ids and "add-bot" not in ids:
            self.waiting_since = None
            await self.choose(client, "start")
            self.stats["tables"] += 1
        elif self.role == WATCHER:
            self.waiting_since = None
            await self.choose(client, "leave")
        elif now - self.waiting_since > WAIT_LIMIT_SECONDS:
            self.stats["stalls"] += 1
            self.log.append(f"waiting room did not start: {ids}")
            self.waiting_since = None
            await self.choose(client, "leave")
        else:
            await asyncio.sleep(0.1)  # the other player has not joined, or the host has not started

    async def at_board(self, client: SoakClient) -> None:
        now = time.monotonic()
        if self.role == WATCHER:
            if not self.watch_until:
                self.watch_until = now + self.rng.uniform(*WATCH_SECONDS)
            if client.match_over or now > self.watch_until:
                self.watch_until = 0.0
                await self.leave_board(client)
            else:
                await asyncio.sleep(min(1.0, self.watch_until - now))
            return
        if client.match_over:
            if self.role in (BOT, HOST):
                self.stats["matches"] += 1
            await self.leave_board(client)
            return
        self.step += 1
        ids = client.ids()
        if "accept_resignation" in ids:
            await self.sending(client.key("y", "move"))
        elif self.rolls >= self.resign_after and any(r in ids for r in RESIGNS):
            offer = next(r for r in RESIGNS if r in ids)
            await self.sending(client.select(offer, "move"))
            self.stats["resigned"] += 1
        else:
            rolling = self.step % 5 != 0 and "roll" in ids
            if not await self.key(client, ids):
                self.step -= 1
                if self.idle_since is None:
                    self.idle_since = now
                elif now - self.idle_since > IDLE_LIMIT_SECONDS:
                    self.stats["stalls"] += 1
                    self.log.append(f"nothing to do at the board for {IDLE_LIMIT_SECONDS:.0f} s: {ids}")
                    self.idle_since = None
                    await self.leave_board(client)
                    return
                await asyncio.sleep(0.05)  # the other side's turn
                return
            self.rolls += rolling
        self.idle_since = None
        await self.pause()

    async def key(self, client: SoakClient, ids: list[str]) -> bool:
        try:
            return await key_step(client, self.step, self.until, self.pause)
        except Exception as error:
            if client.reader.done():
                raise Gone() from error
            raise

    async def leave_board(self, client: SoakClient) -> None:
        """Escape to the table's menu, then leave the table (back to the main menu)."""
        await self.escape(client)
        if client.menu_name == "table_menu":
            await self.choose(client, "leave")


def _descendants(pid: int) -> list[int]:
    found: list[int] = []
    todo = [pid]
    while todo:
        parent = todo.pop()
        for task in Path(f"/proc/{parent}/task").glob("*"):
            try:
                children = [int(c) for c in (task / "children").read_text().split()]
            except OSError:
                continue
            found += children
            todo += children
    return found


def _machine_busy_seconds() -> float:
    """CPU seconds every process of the machine has used so far (all cores)."""
    fields = [int(v) for v in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    idle = fields[3] + (fields[4] if len(fields) > 4 else 0)
    return (sum(fields[:8]) - idle) / os.sysconf("SC_CLK_TCK")


class _ChildrenCpu:
    """CPU seconds the server's helper processes used since the last reading (children come and go)."""

    def __init__(self, pid: int) -> None:
        self.pid = pid
        self.seen: dict[int, float] = {}

    def since_last(self) -> float:
        used = 0.0
        now: dict[int, float] = {}
        for child in _descendants(self.pid):
            try:
                now[child] = cpu_seconds(child)
            except OSError:
                continue
            used += now[child] - self.seen.get(child, 0.0)
        self.seen = now
        return used


def _raise_open_files(wanted: int) -> tuple[int, int]:
    """Raise this process's open-files limit to ``wanted`` (as far as the hard limit allows)."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    target = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
    if soft != resource.RLIM_INFINITY and soft < target:
        resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
    return resource.getrlimit(resource.RLIMIT_NOFILE)


def _roles(clients: int) -> list[str]:
    watchers = clients // 5
    pairs = (clients * 2 // 5) // 2
    bots = clients - watchers - 2 * pairs
    return [BOT] * bots + [HOST, GUEST] * pairs + [WATCHER] * watchers


@dataclass
class Minute:
    number: int
    online: int
    tables: int
    commands: int
    p50_ms: float
    p99_ms: float
    timeouts: int
    matches: int
    started: int
    reconnects: int
    rss_kib: int
    helpers_kib: int
    server_cpu: float
    helpers_cpu: float
    bench_cpu: float
    others_cpu: float
    lag_p99_ms: float
    lag_max_ms: float
    server_p99_ms: float
    bench_lag_p99_ms: float


class _LagProbe:
    """How late this process's own timers fire (a bench that falls behind inflates what it measures)."""

    INTERVAL = 0.05

    def __init__(self) -> None:
        self.lateness: list[float] = []
        self.task = asyncio.get_running_loop().create_task(self._run())

    async def _run(self) -> None:
        while True:
            due = time.perf_counter() + self.INTERVAL
            await asyncio.sleep(self.INTERVAL)
            self.lateness.append(time.perf_counter() - due)

    def take(self) -> list[float]:
        taken, self.lateness = self.lateness, []
        return taken


async def _monitor(
    process: Any, port: int, stats: dict[str, Any], started: float, minutes: int, rows: list[Minute],
    totals: dict[str, Any],
) -> None:
    cpu, bench_cpu, machine = cpu_seconds(process.pid), time.process_time(), _machine_busy_seconds()
    probe = _LagProbe()
    children = _ChildrenCpu(process.pid)
    children.since_last()
    lag_before = (await asyncio.to_thread(health, port)).get("loop_lag", {})
    for number in range(1, minutes + 1):
        await asyncio.sleep(max(0.0, started + 60 * number - time.monotonic()))
        counts = dict(stats)
        for key, value in _new_counts().items():
            if key not in LOGIN_COUNTS:
                stats[key] = value
        for key, value in counts.items():
            if isinstance(value, int) and key not in LOGIN_COUNTS:
                totals[key] = totals.get(key, 0) + value
        latency = counts["latency"]
        for kind, values in latency.items():
            totals["latency"].setdefault(kind, []).extend(values)
        everything = [v for values in latency.values() for v in values]
        try:
            document = await asyncio.to_thread(health, port)
        except OSError:
            document = {}
        lag = lag_percentiles(lag_before, document.get("loop_lag", {}))
        lag_before = document.get("loop_lag", {})
        now_cpu, now_bench = cpu_seconds(process.pid), time.process_time()
        now_machine = _machine_busy_seconds()
        helpers_cpu = children.since_last()
        ours = now_cpu - cpu + now_bench - bench_cpu + helpers_cpu
        row = Minute(
            number=number,
            online=int(document.get("online", 0)),
            tables=int(document.get("tables", 0)),
            commands=len(everything),
            p50_ms=percentile(everything, 0.5) * 1000,
            p99_ms=percentile(everything, 0.99) * 1000,
            timeouts=counts["timeouts"],
            matches=counts["matches"],
            started=counts["tables"],
            reconnects=counts["reconnects"],
            rss_kib=rss_kib(process.pid),
            helpers_kib=sum(rss_kib(child) for child in _descendants(process.pid)),
            server_cpu=(now_cpu - cpu) / 60,
            helpers_cpu=helpers_cpu / 60,
            bench_cpu=(now_bench - bench_cpu) / 60,
            others_cpu=max(0.0, now_machine - machine - ours) / 60,
            lag_p99_ms=lag["p99"],
            lag_max_ms=float(document.get("loop_lag", {}).get("max_ms", float("nan"))),
            server_p99_ms=float(document.get("frame_to_send_latency", {}).get("p99_ms", float("nan"))),
            bench_lag_p99_ms=percentile(probe.take(), 0.99) * 1000,
        )
        cpu, bench_cpu, machine = now_cpu, now_bench, now_machine
        rows.append(row)
        if number == 1:
            print(
                "  min  online  tables  commands  p50 ms  p99 ms  server p99  >5 s  ended  started  reconn  "
                "server RSS MB  helpers MB  CPU: server  helpers  bench  others  "
                "loop lag: server p99  max  bench p99"
            )
        print(
            f"  {row.number:3d}  {row.online:6d}  {row.tables:6d}  {row.commands:8d}  {row.p50_ms:6.2f}  "
            f"{row.p99_ms:6.2f}  {row.server_p99_ms:10.2f}  {row.timeouts:4d}  {row.matches:5d}  "
            f"{row.started:7d}  {row.reconnects:6d}  {row.rss_kib / 1024:13.1f}  "
            f"{row.helpers_kib / 1024:10.1f}  {row.server_cpu:11.0%}  {row.helpers_cpu:7.0%}  "
            f"{row.bench_cpu:5.0%}  {row.others_cpu:6.0%}  "
            f"{row.lag_p99_ms:11g} ms  {row.lag_max_ms:4.0f} ms  {row.bench_lag_p99_ms:6.0f} ms",
            flush=True,
        )
    probe.task.cancel()


async def _soak(clients: int, minutes: int, think: tuple[float, float], reconnects: float) -> dict[str, Any]:
    limits = _raise_open_files(2 * clients + 1024)

    def server_limits() -> None:
        _raise_open_files(2 * clients + 1024)

    port = free_port()
    tmp = tempfile.mkdtemp(prefix="bench-soak-")
    log_path = Path(tmp) / "server.log"
    with log_path.open("wb") as log:
        process = start_server(
            port,
            f"{tmp}/soak.sqlite3",
            0,
            ["--grace-seconds", str(GRACE_SECONDS)],
            users=clients,
            output=log,
            preexec_fn=server_limits,
        )
    url = f"ws://127.0.0.1:{port}/"
    stats = _new_counts()
    totals: dict[str, Any] = {"latency": {}}
    rows: list[Minute] = []
    people: list[Person] = []
    try:
        if not await wait_listening(port, 120):
            raise RuntimeError(f"the server did not start listening; its output: {log_path}")
        started = time.monotonic()
        until = started + 60 * minutes
        rng = random.Random(20261123)
        roles = _roles(clients)
        for index, role in enumerate(roles):
            person = Person(f"soak{index}", role, random.Random(rng.random()), stats, url, until, think)
            if role == GUEST:
                person.partner = people[-1].name
            people.append(person)
        order = list(range(clients))
        rng.shuffle(order)
        spread = min(LOGIN_SPREAD_SECONDS, 60 * minutes / 3)
        lives = [
            asyncio.create_task(people[index].live(spread * position / clients))
            for position, index in enumerate(order)
        ]
        dropper = asyncio.create_task(_drop_now_and_then(people, reconnects, until, rng))
        await _monitor(process, port, stats, started, minutes, rows, totals)
        dropper.cancel()
        _done, pending = await asyncio.wait(lives, timeout=30)
        for task in pending:
            task.cancel()
        await asyncio.gather(*pending, return_exceptions=True)
        await asyncio.gather(
            *(asyncio.wait_for(p.client.ws.close(), 5) for p in people if p.client is not None),
            return_exceptions=True,
        )
    finally:
        stop_server(process)
    return {
        "clients": clients,
        "roles": collections.Counter(p.role for p in people),
        "rows": rows,
        "totals": totals,
        "stats": stats,
        "limits": limits,
        "server_log": log_path.read_text(errors="replace"),
        "stuck": [(p.name, p.role, list(p.log)) for p in people if p.log],
        "per_address": one_address_args(clients),
    }


async def _drop_now_and_then(
    people: list[Person], per_minute: float, until: float, rng: random.Random
) -> None:
    """Every so often (``per_minute`` a minute on average), one person's connection drops."""
    if per_minute <= 0:
        return
    while time.monotonic() < until:
        await asyncio.sleep(rng.expovariate(per_minute / 60))
        online = [p for p in people if p.online and not p.drop]
        if online:
            rng.choice(online).drop = True


def _server_log_summary(text: str) -> tuple[int, int, list[str]]:
    """Errors and warnings the server logged, and the first few kinds of them."""
    errors = warnings = 0
    kinds: dict[str, int] = {}
    for line in text.splitlines():
        parts = line.split(" ", 4)
        if len(parts) < 5 or parts[2] not in ("WARNING", "ERROR", "CRITICAL"):
            continue
        if parts[2] == "WARNING":
            warnings += 1
        else:
            errors += 1
        kind = f"{parts[2]} {parts[3]} {parts[4][:90]}"
        kinds[kind] = kinds.get(kind, 0) + 1
    return errors, warnings, [f"{count} x {kind}" for kind, count in sorted(kinds.items())[:8]]


def run() -> None:
    clients = int(os.environ.get("BENCH_SOAK_CLIENTS", "1000"))
    minutes = max(1, round(float(os.environ.get("BENCH_SOAK_MINUTES", "5"))))
    think = (
        float(os.environ.get("BENCH_SOAK_THINK_MIN", "1.0")),
        float(os.environ.get("BENCH_SOAK_THINK_MAX", "2.0")),
    )
    reconnects = float(os.environ.get("BENCH_SOAK_RECONNECTS", "6"))
    roles = collections.Counter(_roles(clients))
    flag = " ".join(one_address_args(clients)) or "none offered by serve"
    print(
        f"{clients} clients ({roles[BOT]} against bots, {roles[HOST] + roles[GUEST]} in {roles[HOST]} pairs, "
        f"{roles[WATCHER]} watching) for {minutes} min, think {think[0]:g}-{think[1]:g} s, about "
        f"{reconnects:g} dropped connections a minute, grace {GRACE_SECONDS:g} s; limits per address: "
        f"{flag}; {os.cpu_count()} cores",
        flush=True,
    )
    result = asyncio.run(_soak(clients, minutes, think, reconnects))
    rows: list[Minute] = result["rows"]
    totals, stats = result["totals"], result["stats"]
    logins = stats["login_seconds"]
    print(
        f"  logins: {stats['logins']} of {clients}, p50 {percentile(logins, 0.5):.2f} s, "
        f"p99 {percentile(logins, 0.99):.2f} s from connecting to the first menu; "
        f"{stats['login_refusals']} refused or failed and retried; open files allowed here "
        f"{result['limits'][0]}"
    )
    steady = rows[1:] if len(rows) > 1 else rows
    if len(rows) >= 2:
        base, end = rows[1].rss_kib, rows[-1].rss_kib
        growth = end - base
        print(
            f"  server RSS from the end of minute 2 to the end (minute {rows[-1].number}): "
            f"{base / 1024:.1f} -> {end / 1024:.1f} MB, {growth / 1024:+.1f} MB ({growth / base:+.1%}); "
            f"target under {TARGET_GROWTH:.0%} over 30 minutes"
        )
        if len(rows) >= 6:  # past the warm-up: every table's state grows as its game goes on, up to a level
            half = rows[len(rows) // 2 - 1]
            late = end - half.rss_kib
            print(
                f"  server RSS over the second half (end of minute {half.number} to the end): "
                f"{half.rss_kib / 1024:.1f} -> {end / 1024:.1f} MB, {late / 1024:+.1f} MB "
                f"({late / half.rss_kib:+.1%})"
            )
        helpers = rows[1].helpers_kib, rows[-1].helpers_kib
        print(f"  helper processes' RSS, same span: {helpers[0] / 1024:.1f} -> {helpers[1] / 1024:.1f} MB")
    everything = [v for n, values in totals["latency"].items() for v in values]
    worst = max(steady, key=lambda row: row.p99_ms)
    print(
        f"  command -> first answer over the whole run (n={len(everything)}): "
        f"p50 {percentile(everything, 0.5) * 1000:.2f} ms, p99 {percentile(everything, 0.99) * 1000:.2f} ms; "
        f"worst minute from minute 2 on: p99 {worst.p99_ms:.2f} ms (minute {worst.number}); "
        f"target p99 under {TARGET_P99_MS:g} ms"
    )
    for kind in ("status", "move", "lobby"):
        values = totals["latency"].get(kind, [])
        print(
            f"    {kind} (n={len(values)}): p50 {percentile(values, 0.5) * 1000:.2f} ms, "
            f"p99 {percentile(values, 0.99) * 1000:.2f} ms"
        )
    print(
        f"  matches ended {totals.get('matches', 0)} ({totals.get('resigned', 0)} resignations offered), "
        f"tables started {totals.get('tables', 0)}, dropped connections {totals.get('reconnects', 0)} "
        f"({totals.get('reclaimed', 0)} back at their table), lost by the server {totals.get('lost', 0)}, "
        f"given up waiting {totals.get('stalls', 0)}, unanswered within 5 s {totals.get('timeouts', 0)}, "
        f"bench errors {totals.get('errors', 0)}"
    )
    log_lines = result["server_log"].splitlines()
    rounds = [line.split(": ", 1)[-1] for line in log_lines if ".net.collector: " in line]
    if rounds:
        print("  the server's garbage collection, as it logged it:")
        for line in rounds:
            print(f"    {line}")
    errors, warnings, kinds = _server_log_summary(result["server_log"])
    print(f"  server log: {errors} errors, {warnings} warnings")
    for kind in kinds:
        print(f"    {kind}")
    for name, role, events in result["stuck"][:5]:
        print(f"    {name} ({role}): {'; '.join(events[-3:])}")


if __name__ == "__main__":
    run()

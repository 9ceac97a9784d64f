"""Load on the lobby server: N websocket clients on loopback in bot tables, as players and spectators.

The real server runs as its own process (``python -m playpalace_backgammon serve`` on a free port, a fresh
SQLite file). Half the clients each host a table against a bot and play it by keys the way a person does
(roll from the menu; Ctrl+Right to the next checker or destination the table offers, Enter there; Y to take);
the other half watch those tables. Players also ask status keys (pips, score). Reported: the latency from a
command to the first packet that answers it (p50, p99), for status keys and for moves (which are logged in
SQLite before they are announced), packets per second received by all clients, and the server's resident
memory per table (idle tables, measured from /proc before and after creating them). The reference figure is
the round trip of a ``ping`` on the same connections in the same run.

``BENCH_LOBBY_CLIENTS`` (default 200) and ``BENCH_LOBBY_SECONDS`` (default 15) change the load.
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

REPO = Path(__file__).resolve().parents[1]


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def _health(port: int) -> dict[str, Any]:
    """The server's /health document (it carries the server-side latency of recent frames)."""
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/health", timeout=10) as response:
        document: dict[str, Any] = json.load(response)
    return document


def _cpu_seconds(pid: int) -> float:
    """User + system CPU time a process has used so far."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _percentile(values: list[float], fraction: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


ANSWERS = ('{"type":"speak"', '{"type":"menu"', '{"type":"pong"')


class BenchClient:
    """One websocket client that keeps the last menu and times commands to their first answer.

    Kept light, since it shares the machine with the server: frames are not parsed as they arrive (the
    packet type is read from the frame's start, the server writes ``type`` first); only the last menu is
    parsed, and only when its ids are needed.
    """

    def __init__(self, ws: ClientConnection, stats: dict[str, Any]) -> None:
        self.ws = ws
        self.stats = stats
        self._menu_frame: str | None = None
        self._menu: dict[str, Any] | None = None
        self.waiting: tuple[str, float] | None = None
        self.answered = asyncio.Event()
        self.reader = asyncio.get_running_loop().create_task(self._read())

    @property
    def menu(self) -> dict[str, Any] | None:
        if self._menu is None and self._menu_frame is not None:
            self._menu = json.loads(self._menu_frame)
        return self._menu

    @menu.setter
    def menu(self, value: dict[str, Any] | None) -> None:
        self._menu, self._menu_frame = value, None

    async def _read(self) -> None:
        try:
            async for frame in self.ws:
                self.stats["packets"] += 1
                head = frame[:15]
                if head == '{"type":"menu",':
                    self._menu_frame, self._menu = frame, None  # type: ignore[assignment]
                if self.waiting is not None and head.startswith(ANSWERS):
                    kind, sent = self.waiting
                    self.stats["latency"].setdefault(kind, []).append(time.perf_counter() - sent)
                    self.waiting = None
                    self.answered.set()
        except Exception:
            pass

    async def send(self, packet: dict[str, Any], kind: str | None = None) -> None:
        if kind is not None:
            self.answered.clear()
            self.waiting = (kind, time.perf_counter())
        await self.ws.send(json.dumps(packet))
        if kind is not None:
            try:
                await asyncio.wait_for(self.answered.wait(), 5)
            except TimeoutError:
                self.waiting = None
                self.stats["timeouts"] += 1

    async def until_menu(self, menu_id: str, timeout: float = 20) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.menu is not None and self.menu["menu_id"] == menu_id:
                return
            await asyncio.sleep(0.01)
        raise TimeoutError(menu_id)

    def ids(self) -> list[str]:
        return [item["id"] for item in (self.menu or {}).get("items", [])]


async def _login(url: str, name: str, stats: dict[str, Any]) -> BenchClient:
    ws = await connect(url, max_size=None)
    client = BenchClient(ws, stats)
    await client.send({"type": "authorize", "username": name, "password": "bench", "locale": "en"})
    await client.until_menu("main", 60)
    return client


async def _host_table(client: BenchClient) -> None:
    await client.send({"type": "menu", "menu_id": "main", "selection_id": "game-backgammon"})
    await client.until_menu("game")
    client.menu = None
    await client.send({"type": "menu", "menu_id": "game", "selection_id": "create"})
    await client.until_menu("table")
    await client.send({"type": "menu", "menu_id": "table", "selection_id": "add-bot"})
    while "remove-bot" not in client.ids():
        await asyncio.sleep(0.01)


async def _start(client: BenchClient) -> None:
    await client.send({"type": "menu", "menu_id": "table", "selection_id": "start"})
    await client.until_menu("board")


async def _watch(client: BenchClient, number: int) -> None:
    await client.send({"type": "menu", "menu_id": "main", "selection_id": "game-backgammon"})
    await client.until_menu("game")
    await client.send({"type": "menu", "menu_id": "game", "selection_id": "list"})
    await client.until_menu("tables")
    target = next((i for i in client.ids() if i.startswith(f"table-t{number}-")), None)
    if target is None:
        return
    await client.send({"type": "menu", "menu_id": "tables", "selection_id": target})
    await client.until_menu("join")
    await client.send({"type": "menu", "menu_id": "join", "selection_id": "watch"})


async def _play(client: BenchClient, until: float) -> None:
    """Play by keys: roll, take, Ctrl+Right to an offered cell and Enter there; now and then a status key."""
    step = 0
    while time.monotonic() < until:
        step += 1
        ids = client.ids()
        if step % 5 == 0:
            await client.send({"type": "keybind", "key": "p", "menu_id": "board"}, "status")
        elif "roll" in ids:
            await client.send({"type": "menu", "menu_id": "board", "selection_id": "roll"}, "move")
        elif "take" in ids:
            await client.send({"type": "keybind", "key": "y", "menu_id": "board"}, "move")
        elif "next_target" in ids:
            await client.send(
                {"type": "keybind", "key": "right", "control": True, "menu_id": "board"}, "status"
            )
            focus = (client.menu or {}).get("selection_id")
            if focus and focus.startswith("cell-"):
                await client.send(
                    {"type": "keybind", "key": "enter", "menu_id": "board", "menu_item_id": focus}, "move"
                )
        await asyncio.sleep(0.1)


async def _ping_while_playing(client: BenchClient, until: float) -> None:
    """A spectator's ping now and then during play: the loop's responsiveness under the same load."""
    while time.monotonic() < until:
        await client.send({"type": "ping"}, "ping during play")
        await asyncio.sleep(0.5)


async def _bench(clients: int, seconds: float) -> dict[str, Any]:
    port = _free_port()
    tmp = tempfile.mkdtemp(prefix="bench-lobby-")
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "playpalace_backgammon",
            "serve",
            "--port",
            str(port),
            "--db",
            f"{tmp}/bench.sqlite3",
            "--bot-delay",
            "0.3",
        ],
        cwd=REPO,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    url = f"ws://127.0.0.1:{port}/"
    stats: dict[str, Any] = {"packets": 0, "latency": {}, "timeouts": 0}
    try:
        for _ in range(300):
            try:
                with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                    break
            except OSError:
                await asyncio.sleep(0.1)
        players_n = max(1, clients // 2)
        logins = [_login(url, f"bench{i}", stats) for i in range(clients)]
        everyone = []
        for batch in range(0, len(logins), 20):  # argon2 hashing: log in a few at a time
            everyone += await asyncio.gather(*logins[batch : batch + 20])
        players, watchers = everyone[:players_n], everyone[players_n:]
        rss_before = _rss_kib(process.pid)
        await asyncio.gather(*(_host_table(p) for p in players))
        await asyncio.sleep(1.0)
        rss_idle = _rss_kib(process.pid)
        await asyncio.gather(*(_start(p) for p in players))
        await asyncio.gather(*(_watch(w, (i % players_n) + 1) for i, w in enumerate(watchers)))
        for client in everyone[:50]:
            await client.send({"type": "ping"}, "ping")
        stats["packets"] = 0
        started = time.monotonic()
        server_cpu, client_cpu = _cpu_seconds(process.pid), time.process_time()
        await asyncio.gather(
            *(_play(p, started + seconds) for p in players),
            *(_ping_while_playing(w, started + seconds) for w in watchers[:20]),
        )
        elapsed = time.monotonic() - started
        server_cpu = _cpu_seconds(process.pid) - server_cpu
        client_cpu = time.process_time() - client_cpu
        packets = stats["packets"]
        health = _health(port)
        for client in everyone:
            await client.ws.close()
    finally:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
    return {
        "clients": clients,
        "tables": players_n,
        "seconds": elapsed,
        "packets": packets,
        "latency": stats["latency"],
        "timeouts": stats["timeouts"],
        "kib_per_table": (rss_idle - rss_before) / players_n,
        "server_side": health.get("frame_to_send_latency", {}),
        "server_cpu": server_cpu / elapsed,
        "client_cpu": client_cpu / elapsed,
        "load": os.getloadavg()[0],
    }


def run() -> None:
    clients = int(os.environ.get("BENCH_LOBBY_CLIENTS", "200"))
    seconds = float(os.environ.get("BENCH_LOBBY_SECONDS", "15"))
    result = asyncio.run(_bench(clients, seconds))
    print(
        f"{result['clients']} clients, {result['tables']} tables (player + bot + spectator), "
        f"{result['seconds']:.1f} s of play"
    )
    ping = result["latency"].get("ping", [])
    ping_p50 = statistics.median(ping) * 1000 if ping else float("nan")
    for kind in ("status", "move", "ping during play"):
        values = result["latency"].get(kind, [])
        p50, p99 = _percentile(values, 0.5) * 1000, _percentile(values, 0.99) * 1000
        print(
            f"  command -> announcement ({kind}, n={len(values)}): p50 {p50:.2f} ms, p99 {p99:.2f} ms "
            f"(target p99 < 20 ms); p50 = {p50 / ping_p50:.1f}x a ping's round trip ({ping_p50:.2f} ms)"
        )
    side = result["server_side"]
    nan = float("nan")
    print(
        f"  server side, frame read -> its answers handed to the socket (n={side.get('frames', 0)}, setup "
        f"included): p50 {side.get('p50_ms', nan):.2f} ms, p99 {side.get('p99_ms', nan):.2f} ms"
    )
    print(f"  packets received by all clients: {result['packets'] / result['seconds']:.0f} per second")
    print(f"  server memory per idle table: {result['kib_per_table']:.0f} KiB (target < 1024 KiB)")
    print(
        f"  CPU during play: server {result['server_cpu']:.0%} of a core (bots' thread included), bench "
        f"clients {result['client_cpu']:.0%}; {os.cpu_count()} cores, load average {result['load']:.1f}"
    )
    commands = sum(len(result["latency"].get(kind, [])) for kind in ("status", "move", "ping during play"))
    if commands:
        per_command = result["server_cpu"] * result["seconds"] / commands * 1000
        print(
            f"  server CPU per client command (bot replies, broadcasts included): {per_command:.2f} ms "
            "(independent of other load on the machine)"
        )
    if result["timeouts"]:
        print(f"  commands unanswered within 5 s: {result['timeouts']}")


if __name__ == "__main__":
    run()

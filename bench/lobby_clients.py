"""What the lobby benches share: the real server as a child process, websocket clients that play by keys the
way a person does and time each command to its first answer, and readings of a process from /proc.

Used by ``bench_lobby`` (a short run and the capacity) and ``bench_soak`` (a long run at a human pace).
"""

from __future__ import annotations

import asyncio
import ctypes
import functools
import json
import os
import re
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Awaitable, Callable, Sequence
from pathlib import Path
from typing import IO, Any

from websockets.asyncio.client import ClientConnection, connect

REPO = Path(__file__).resolve().parents[1]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def rss_kib(pid: int) -> int:
    """A process's resident memory (VmRSS), in KiB; 0 once it is gone."""
    try:
        text = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return 0
    for line in text.splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def health(port: int) -> dict[str, Any]:
    """The server's /health document (it carries the server-side latency of recent frames)."""
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/health", timeout=10) as response:
        document: dict[str, Any] = json.load(response)
    return document


def cpu_seconds(pid: int) -> float:
    """User + system CPU time a process has used so far."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def percentile(values: list[float], fraction: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def lag_percentiles(before: dict[str, Any], after: dict[str, Any]) -> dict[str, float]:
    """p50/p99 of the server loop's lag between two /health documents (the upper edge of the bucket)."""
    edges = list(after.get("bucket_edges_ms", [])) + [float("inf")]
    earlier = before.get("bucket_counts") or [0] * len(edges)
    counts = [a - b for a, b in zip(after.get("bucket_counts", []), earlier, strict=False)]
    total = sum(counts)
    result: dict[str, float] = {"samples": total}
    for name, fraction in (("p50", 0.5), ("p99", 0.99)):
        running = 0
        for edge, count in zip(edges, counts, strict=False):
            running += count
            if total and running >= fraction * total:
                result[name] = edge
                break
        else:
            result[name] = float("nan")
    return result


@functools.cache
def _serve_help() -> str:
    done = subprocess.run(
        [sys.executable, "-m", "playpalace_backgammon", "serve", "--help"],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
    )
    return done.stdout


def one_address_args(users: int) -> list[str]:
    """The options that lift the server's limits per address (new accounts, open connections) high enough
    for ``users`` clients all on 127.0.0.1, those ``serve --help`` lists."""
    args: list[str] = []
    found = re.search(r"(--[\w-]*registration[\w-]*)[ =]([A-Z_]+)", _serve_help())
    if found:
        args += [found.group(1), str(max(1000, 10 * users))]
    if "--connections-per-address" in _serve_help():
        args += ["--connections-per-address", str(max(1000, 2 * users))]
    return args


def _end_with_parent() -> None:
    """In the child, before exec: SIGTERM when the parent dies (prctl PR_SET_PDEATHSIG, Linux)."""
    if sys.platform.startswith("linux"):
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, signal.SIGTERM)  # 1: PR_SET_PDEATHSIG


def start_server(
    port: int,
    db: str,
    pacing: float,
    extra: Sequence[str] = (),
    *,
    users: int = 0,
    output: IO[bytes] | int = subprocess.DEVNULL,
    preexec_fn: Callable[[], None] | None = None,
    checkout: Path = REPO,
    python: str = sys.executable,
) -> subprocess.Popen[bytes]:
    """``python -m playpalace_backgammon serve`` on ``port`` with a SQLite file of its own, taking up to
    ``users`` new accounts from this one address; the server of ``checkout`` (this one by default, or
    another version's, to compare with), run by ``python`` (this one's by default). It is stopped with the
    bench, however the bench ends (Linux sends it SIGTERM when the bench's process dies, killed or not)."""

    def prepare() -> None:
        _end_with_parent()
        if preexec_fn is not None:
            preexec_fn()

    log = os.environ.get("BENCH_SERVER_LOG")  # the server's log, kept (appended to) for a look afterwards
    if log and output == subprocess.DEVNULL:
        output = open(log, "ab")  # the child holds it; closed with this process

    return subprocess.Popen(
        [
            python,
            "-m",
            "playpalace_backgammon",
            "serve",
            "--port",
            str(port),
            "--db",
            db,
            "--bot-pacing",
            str(pacing),
            *(one_address_args(users) if users else []),
            *extra,
        ],
        cwd=checkout,
        stdout=output,
        stderr=output,
        preexec_fn=prepare,
    )


async def wait_listening(port: int, timeout: float = 30.0) -> bool:
    """Until the server accepts connections (``timeout`` seconds at most); False if it never did."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                return True
        except OSError:
            await asyncio.sleep(0.1)
    return False


def stop_server(process: subprocess.Popen[bytes]) -> None:
    process.terminate()
    try:
        process.wait(10)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


ANSWERS = ('{"type":"speak"', '{"type":"menu"', '{"type":"pong"')

#: The menus the benches go through, by the name they use, and each id a server may give that menu (the
#: later ones are the names PlayPalace's own clients give them).
MENU_IDS = {
    "main": ("main", "main_menu"),
    "board": ("board", "turn_menu"),
    "table_menu": ("table_menu", "actions_menu"),
}
_MENU_NAMES = {menu_id: name for name, ids in MENU_IDS.items() for menu_id in ids}


class BenchClient:
    """One websocket client that keeps the last menu and times commands to their first answer.

    Kept light, since it shares the machine with the server: frames are not parsed as they arrive (the
    packet type is read from the frame's start, the server writes ``type`` first); only the last menu is
    parsed, and only when its ids are needed.
    """

    def __init__(self, ws: ClientConnection, stats: dict[str, Any]) -> None:
        self.stats = stats
        self.everyone: list[BenchClient] = []
        self.answered = asyncio.Event()
        # Each timed command's (sent, answered) on ``time.perf_counter`` (the system's monotonic clock,
        # the server's too), when a bench keeps them: ``bench_tournament_live``'s probe.
        self.spans: list[tuple[float, float]] | None = None
        self.attach(ws)

    def attach(self, ws: ClientConnection) -> None:
        """Listen on ``ws`` (a new connection of the same person) from a blank screen."""
        self.ws = ws
        self._menu_frame: str | None = None
        self._menu: dict[str, Any] | None = None
        self.waiting: tuple[str, float] | None = None
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
                self.received(frame)  # type: ignore[arg-type]
        except Exception:
            pass

    def received(self, frame: str) -> None:
        """One frame from the server: kept if it is a menu; the answer to a timed command if one waits."""
        self.stats["packets"] += 1
        head = frame[:15]
        if head == '{"type":"menu",':
            self._menu_frame, self._menu = frame, None
        if self.waiting is not None and head.startswith(ANSWERS):
            kind, sent = self.waiting
            now = time.perf_counter()
            self.stats["latency"].setdefault(kind, []).append(now - sent)
            if self.spans is not None and kind in ("status", "move"):
                self.spans.append((sent, now))
            self.waiting = None
            self.answered.set()

    async def send(self, packet: dict[str, Any], kind: str | None = None) -> None:
        """Send ``packet``; with a ``kind``, wait (5 s at most) for its first answer and time it."""
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

    async def until_menu(self, name: str, timeout: float = 20) -> None:
        """Until the menu shown is ``name`` (by any of its ids)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.menu_name == name:
                return
            await asyncio.sleep(0.01)
        raise TimeoutError(name)

    def ids(self) -> list[str]:
        return [item["id"] for item in (self.menu or {}).get("items", [])]

    @property
    def menu_id(self) -> str | None:
        """The id the server gave the menu shown now."""
        menu = self.menu
        return None if menu is None else str(menu["menu_id"])

    @property
    def menu_name(self) -> str | None:
        """The bench's name for the menu shown now (``main``, ``board``, ``table_menu``, or its id)."""
        menu_id = self.menu_id
        return None if menu_id is None else _MENU_NAMES.get(menu_id, menu_id)

    async def select(self, item: str, kind: str | None = None) -> None:
        """Choose ``item`` in the menu shown now."""
        await self.send({"type": "menu", "menu_id": self.menu_id, "selection_id": item}, kind)

    async def key(self, key: str, kind: str | None = None, **more: Any) -> None:
        """Press ``key`` in the menu shown now (``control=True``, ``menu_item_id=...`` in ``more``)."""
        await self.send({"type": "keybind", "key": key, "menu_id": self.menu_id, **more}, kind)

    async def escape(self, kind: str | None = None) -> None:
        """Escape in the menu shown now: a keybind where the menu asks for one, else an escape packet."""
        if (self.menu or {}).get("escape_behavior") == "keybind":
            await self.key("escape", kind)
        else:
            await self.send({"type": "escape", "menu_id": self.menu_id}, kind)


async def login(url: str, name: str, stats: dict[str, Any]) -> BenchClient:
    ws = await connect(url, max_size=None)
    client = BenchClient(ws, stats)
    await client.send({"type": "authorize", "username": name, "password": "bench", "locale": "en"})
    await client.until_menu("main", 60)
    return client


async def host_table(client: BenchClient) -> None:
    """From the main menu: create a backgammon table and seat a bot in the other seat."""
    await client.select("game-backgammon")
    await client.until_menu("game")
    client.menu = None
    await client.send({"type": "menu", "menu_id": "game", "selection_id": "create"})
    await client.until_menu("table")
    await client.send({"type": "menu", "menu_id": "table", "selection_id": "add-bot"})
    while "remove-bot" not in client.ids():
        await asyncio.sleep(0.01)


async def start_game(client: BenchClient) -> None:
    await client.send({"type": "menu", "menu_id": "table", "selection_id": "start"})
    await client.until_menu("board")


async def watch_table(client: BenchClient, number: int) -> None:
    """From the main menu: watch table ``number`` (if it is listed)."""
    await client.select("game-backgammon")
    await client.until_menu("game")
    await client.send({"type": "menu", "menu_id": "game", "selection_id": "list"})
    await client.until_menu("tables")
    target = next((i for i in client.ids() if i.startswith(f"table-t{number}-")), None)
    if target is None:
        return
    await client.send({"type": "menu", "menu_id": "tables", "selection_id": target})
    await client.until_menu("join")
    await client.send({"type": "menu", "menu_id": "join", "selection_id": "watch"})


Pause = Callable[[], Awaitable[None]]


async def key_step(client: BenchClient, step: int, until: float, pause: Pause) -> bool:
    """The next key a person at the board presses: every fifth a status key (pips), else roll, take, or
    Ctrl+Right to the next checker or destination offered and (after a pause) Enter there.

    False when the board offers nothing to do (the other side's turn): nothing was sent.
    """
    ids = client.ids()
    if step % 5 == 0:
        await client.key("p", "status")
    elif "roll" in ids:
        await client.select("roll", "move")
    elif "take" in ids:
        await client.key("y", "move")
    elif "next_target" in ids:
        await client.key("right", "status", control=True)
        focus = (client.menu or {}).get("selection_id")
        if focus and focus.startswith("cell-") and time.monotonic() < until:
            await pause()
            await client.key("enter", "move", menu_item_id=focus)
    else:
        return False
    return True

"""Test helpers: the real lobby server on a loopback port (in a thread, or as a process) and a websocket
client that checks every packet the server sends against the published schema."""

from __future__ import annotations

import asyncio
import dataclasses
import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import msgpack  # type: ignore[import-untyped]
from websockets.sync.client import ClientConnection, connect

from playpalace_backgammon.host.net.config import ServerConfig
from playpalace_backgammon.host.server import LobbyServer

from .schema_validation import assert_server_frame_valid

REPO = Path(__file__).resolve().parents[2]
Packet = dict[str, Any]


class ThreadedServer:
    """A LobbyServer running on its own event loop in a background thread."""

    def __init__(self, config: ServerConfig, *, warm_bots: bool = False, light_hashes: bool = True) -> None:
        # The bots' helper process starts on first use unless asked (``warm_bots``): most tests' servers
        # never seat a bot, and spawning it costs half a second of CPU each.
        self.config = config if warm_bots else dataclasses.replace(config, warm_bots=False)
        if light_hashes:
            # Logins here prove the path, not the hash's strength: argon2id at its smallest (about a
            # fiftieth of the CPU of serve's hash), unless a test asks for serve's (``light_hashes``).
            self.config = dataclasses.replace(self.config, password_hash_kib=1024, password_hash_passes=1)
        self.loop = asyncio.new_event_loop()
        self.server: LobbyServer | None = None
        self._ready = threading.Event()
        self._error: BaseException | None = None
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        try:
            self.server = LobbyServer(self.config)  # its catalogues are the process's, compiled once
            self.loop.run_until_complete(self.server.start())
        except BaseException as error:  # reported to the test thread
            self._error = error
            self._ready.set()
            return
        self._ready.set()
        self.loop.run_forever()

    def start(self) -> ThreadedServer:
        self._thread.start()
        self._ready.wait(30)
        if self._error is not None:
            raise self._error
        return self

    @property
    def url(self) -> str:
        assert self.server is not None
        return f"ws://127.0.0.1:{self.server.port}/"

    def call(self, function: Callable[[], Any]) -> Any:
        """Run a function on the server's loop (to inspect its state safely) and return its result."""

        async def wrapper() -> Any:
            return function()

        return asyncio.run_coroutine_threadsafe(wrapper(), self.loop).result(30)

    def until(self, predicate: Callable[[], Any], timeout: float = 30.0) -> Any:
        """Wait until ``predicate`` (run on the server's loop) is true, looking again after each end of a
        tick (every change of the server's state ends in one); its value, or AssertionError on timeout."""

        async def wait() -> Any:
            assert self.server is not None
            changed = asyncio.Event()
            observers = self.server.outbox.observers
            observers.append(changed.set)
            try:
                async with asyncio.timeout(timeout):
                    while not (value := predicate()):
                        changed.clear()
                        await changed.wait()
                    return value
            except TimeoutError:
                raise AssertionError(f"the server never got there in {timeout} s") from None
            finally:
                observers.remove(changed.set)

        return asyncio.run_coroutine_threadsafe(wait(), self.loop).result(timeout + 5)

    def stop(self) -> None:
        if not self._thread.is_alive():
            return
        if self.server is not None:
            asyncio.run_coroutine_threadsafe(self.server.stop(), self.loop).result(10)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join(10)


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


# serve's options for the smallest argon2id hash (as ThreadedServer's ``light_hashes``).
LIGHT_HASHES = ("--password-hash-kib", "1024", "--password-hash-passes", "1")


class ServerProcess:
    """``python -m playpalace_backgammon serve`` as a real process (with ``orphan_proof``, started through
    ``setpriv --pdeathsig`` so that it ends with the test's process, even one killed outright)."""

    def __init__(self, db: Path | str, port: int, *extra: str, orphan_proof: bool = False,
                 output: Any = None, light_hashes: bool = False) -> None:
        """``output``: a file its standard output and error go to (by default a pipe, read if it fails to
        start); ``light_hashes``: new passwords hashed with argon2id at its smallest (``LIGHT_HASHES``),
        for a test whose logins prove the path, not the hash's strength."""
        self.db, self.port, self.output = db, port, output
        self.extra = (*LIGHT_HASHES, *extra) if light_hashes else extra
        self.prefix = ["setpriv", "--pdeathsig", "SIGKILL", "--"] if orphan_proof else []
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> ServerProcess:
        """Start it and wait until it listens."""
        return self.launch().listening()

    def launch(self) -> ServerProcess:
        """Start it without waiting (``start_all`` starts several at once: each spends seconds of its own
        loading its catalogues)."""
        env = dict(os.environ, PYTHONUNBUFFERED="1")
        self.process = subprocess.Popen(
            [
                *self.prefix,
                sys.executable,
                "-m",
                "playpalace_backgammon",
                "serve",
                "--port",
                str(self.port),
                "--db",
                str(self.db),
                "--bot-pacing",
                "0",
                *self.extra,
            ],
            cwd=REPO,
            env=env,
            stdout=self.output if self.output is not None else subprocess.PIPE,
            stderr=subprocess.STDOUT,
        )
        return self

    def listening(self) -> ServerProcess:
        """Wait until the launched process listens on its port (fail if it exits first)."""
        assert self.process is not None
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=0.5):
                    return self
            except OSError:
                if self.process.poll() is not None:
                    output = self.process.stdout.read().decode() if self.process.stdout else ""
                    raise RuntimeError("server exited: " + output) from None
                time.sleep(0.1)
        raise RuntimeError("server did not start")

    @property
    def url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/"

    def kill(self) -> None:
        assert self.process is not None
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(10)

    def terminate(self) -> None:
        """Ask it to stop (SIGTERM), without waiting."""
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(10)


def start_all(processes: list[ServerProcess]) -> None:
    """Start ``processes`` side by side, and wait until each listens."""
    for process in processes:
        process.launch()
    for process in processes:
        process.listening()


def stop_all(processes: list[ServerProcess]) -> None:
    """Stop ``processes`` side by side (each is asked before any is waited for)."""
    for process in processes:
        process.terminate()
    for process in processes:
        process.stop()


class WsClient:
    """A test client; every packet received is validated against the schema's server_to_client half."""

    def __init__(self, url: str, *, use_msgpack: bool = False) -> None:
        self.binary = use_msgpack
        subprotocols = ["playpalace.msgpack"] if use_msgpack else None
        # Every frame is read off the socket as it comes (no high-water mark): a client that reads nothing for
        # a while (a spectator during a whole match) would otherwise stop reading, and its close would wait
        # its whole timeout for a closing frame queued behind hundreds of unread ones.
        self._opened = connect(url, subprotocols=subprotocols, max_size=None, max_queue=None,  # type: ignore[arg-type]
                               open_timeout=60)
        self.ws: ClientConnection = self._opened.__enter__()
        self.seen: list[Packet] = []
        self.menu: Packet | None = None
        self.closed = False

    # Sending.

    def send(self, packet: Packet) -> None:
        self.ws.send(msgpack.packb(packet) if self.binary else json.dumps(packet))

    def send_raw(self, frame: str | bytes) -> None:
        self.ws.send(frame)

    # Receiving.

    def recv(self, timeout: float = 5.0) -> Packet | None:
        """The next packet, or None on timeout or when the server has closed the connection."""
        if self.closed:
            return None
        try:
            frame = self.ws.recv(timeout=timeout)
        except TimeoutError:
            return None
        except Exception:  # closed
            self.closed = True
            return None
        packet = assert_server_frame_valid(frame)
        self.seen.append(packet)
        if packet["type"] == "menu":
            self.menu = packet
        return packet

    def until(self, predicate: Callable[[Packet], bool], timeout: float = 30.0) -> Packet:
        """Read packets until one satisfies ``predicate``; fail after ``timeout`` seconds."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            packet = self.recv(max(0.01, deadline - time.monotonic()))
            if packet is not None and predicate(packet):
                return packet
            if self.closed:
                break
        raise AssertionError(f"no matching packet; last seen: {self.seen[-5:]}")

    def ready(self) -> list[Packet]:
        """Everything that has arrived already, without waiting."""
        out = []
        while (packet := self.recv(0)) is not None:
            out.append(packet)
        return out

    def settle(self) -> list[Packet]:
        """Everything the server sent this client before it read a ping sent now (the pong not included).

        The server reads a socket in order and sends each tick's frames in order, so whatever it had
        queued for this client comes first: an event to wait on, where a quiet spell is a clock a busy
        machine can outrun. Only exact where this server holds the table (not through a gateway)."""
        start = len(self.seen)
        self.send({"type": "ping"})
        self.until(lambda packet: packet["type"] == "pong")
        return [packet for packet in self.seen[start:-1] if packet["type"] != "pong"]

    def drain(self, quiet: float = 0.3) -> list[Packet]:
        """Everything that arrives until the server has been quiet for ``quiet`` seconds."""
        out = []
        while (packet := self.recv(quiet)) is not None:
            out.append(packet)
        return out

    def until_menu(self, menu_id: str, timeout: float = 30.0) -> Packet:
        return self.until(lambda p: p["type"] == "menu" and p["menu_id"] == menu_id, timeout)

    def until_speech(self, text_part: str, timeout: float = 30.0) -> Packet:
        return self.until(lambda p: p["type"] == "speak" and text_part in p["text"], timeout)

    def speeches(self) -> list[str]:
        return [p["text"] for p in self.seen if p["type"] == "speak"]

    # The lobby.

    def login(
        self, username: str, password: str = "secret", locale: str = "en", client_type: str | None = None
    ) -> Packet:
        packet: Packet = {
            "type": "authorize",
            "username": username,
            "password": password,
            "locale": locale,
            "major": 11,
            "minor": 0,
            "patch": 0,
        }
        if client_type is not None:
            packet["client_type"] = client_type
        self.send(packet)
        return self.until(lambda p: p["type"] in ("authorize_success", "disconnect"))

    def select(self, menu_id: str, item_id: str) -> None:
        self.send({"type": "menu", "menu_id": menu_id, "selection_id": item_id})

    def item_ids(self) -> list[str]:
        assert self.menu is not None
        return [item["id"] for item in self.menu["items"]]

    def item_text(self, item_id: str) -> str:
        assert self.menu is not None
        return next(item["text"] for item in self.menu["items"] if item["id"] == item_id)

    def key(
        self,
        key: str,
        *,
        shift: bool = False,
        control: bool = False,
        alt: bool = False,
        cell: int | None = None,
    ) -> None:
        packet: Packet = {
            "type": "keybind",
            "key": key,
            "shift": shift,
            "control": control,
            "alt": alt,
            "menu_id": "turn_menu",
        }
        if cell is not None:
            packet["menu_item_id"] = f"cell-{cell}"
            packet["menu_index"] = cell + 1
        self.send(packet)

    def close(self) -> None:
        """Close the connection; what arrived unread is read first, so the client's receive queue has room
        for the server's closing frame (a full one would stall the close for its whole timeout)."""
        try:
            self.ready()
            self.ws.close()
        except Exception:
            pass
        self.closed = True


def create_table(client: WsClient) -> None:
    """From the main menu: create a backgammon table, and wait for its menu."""
    client.until_menu("main_menu")
    client.select("main_menu", "game-backgammon")
    client.until_menu("game")
    client.select("game", "create")
    client.until_menu("table")


def open_first_table(client: WsClient) -> Packet:
    """From the main menu: list the open tables and open the first, until its join menu; its list entry."""
    client.until_menu("main_menu")
    client.select("main_menu", "game-backgammon")
    client.until_menu("game")
    client.select("game", "list")
    tables = client.until_menu("tables")
    entry: Packet = next(item for item in tables["items"] if item["id"].startswith("table-"))
    client.select("tables", entry["id"])
    client.until_menu("join")
    return entry


def create_bot_table(client: WsClient, **options: Any) -> None:
    """From the main menu: create a backgammon table, add a bot, set options, start."""
    create_table(client)
    client.select("table", "add-bot")
    client.until(
        lambda p: (
            p["type"] == "menu" and p["menu_id"] == "table" and "remove-bot" in [i["id"] for i in p["items"]]
        )
    )
    for option, value in options.items():
        client.select("table", f"option-{option}")
        client.until_menu(f"option-{option}")
        client.select(f"option-{option}", f"value-{value}")
        client.until_menu("table")
    client.select("table", "start")
    client.until_menu("turn_menu")


def watch_first_table(watcher: WsClient, name: str, **login: Any) -> None:
    """Logs ``watcher`` in as ``name`` and watches the first open table, until its board is shown."""
    watcher.login(name, **login)
    open_first_table(watcher)
    watcher.select("join", "watch")
    watcher.until_menu("turn_menu")

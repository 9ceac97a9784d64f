"""A private PostgreSQL and a private nats-server on free loopback ports, for ``make cluster``
(``cluster.local``) and the cluster's tests (``tests/cluster/services.py``).

PostgreSQL runs as a user of its own when started as root (``initdb`` refuses root; the user,
``playpalace-pg``, is created when missing), its data directory and unix socket in a temporary directory
that user owns (the data directory a copy of one ``initdb`` made once and kept in the temporary directory,
``playpalace-pg-template-<version>-<uid>``), with ``fsync`` off (a cluster to try, or to test: what the
store writes matters, not the disk's durability). Each server is a child started through ``setpriv
--pdeathsig``, so it ends with the process that started it even if that one is killed, and each is waited
for by the line it logs once it serves ("ready to accept connections", "Server is ready"), never by a
sleep. ``stop`` ends a server, waits for it, and kills whatever of its children is left.
"""

from __future__ import annotations

import contextlib
import os
import pwd
import shutil
import signal
import socket
import subprocess
import tempfile
import threading
from pathlib import Path
from typing import Any

PG_USER = "playpalace-pg"
READY_SECONDS = 60.0


class ServiceMissing(RuntimeError):
    """A program the private servers need is not installed."""


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def tcp_open(port: int) -> bool:
    """Whether something accepts connections on the loopback ``port``."""
    with socket.socket() as probe:
        return probe.connect_ex(("127.0.0.1", port)) == 0


def process_state(pid: int) -> str | None:
    """The process's state letter, or None when it is gone."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, ProcessLookupError, IndexError):
        return None


def ended(pid: int) -> bool:
    """Whether the process has ended (gone, or dead and not yet reaped)."""
    return process_state(pid) in (None, "Z", "X")


def descendants(pid: int) -> set[int]:
    """``pid`` and every live process below it (PostgreSQL's children lead process groups of their own,
    so they are found by parent, not by group)."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except (OSError, IndexError):
                continue
            if fields[0] not in ("Z", "X"):
                children.setdefault(int(fields[1]), []).append(int(entry.name))
    found = {pid} if not ended(pid) else set()
    pending = [pid]
    while pending:
        for child in children.get(pending.pop(), []):
            if child not in found:
                found.add(child)
                pending.append(child)
    return found


def postgres_bin() -> Path:
    """The newest Debian PostgreSQL's program directory."""
    found = sorted(Path("/usr/lib/postgresql").glob("*/bin/postgres"), key=lambda p: int(p.parts[-3]))
    if not found:
        raise ServiceMissing("PostgreSQL is missing: run scripts/ensure-postgres.sh")
    return found[-1].parent


def nats_program() -> str:
    program = shutil.which("nats-server") or "/usr/sbin/nats-server"
    if not Path(program).exists():
        raise ServiceMissing("nats-server is missing: run scripts/ensure-nats.sh")
    return program


class Service:
    """A server child in a session of its own (a signal meant for its starter never reaches it), its
    standard error read by a thread that notes when the server says it is ready."""

    name = "service"
    ready_line = ""
    death_signal = "SIGKILL"  # what the server gets when its starter ends without stopping it

    def __init__(self) -> None:
        self.process: subprocess.Popen[bytes] | None = None
        self.port = 0
        self.log: list[str] = []
        self._ready = threading.Event()
        self._reader: threading.Thread | None = None

    def _spawn(self, argv: list[str], *, as_user: tuple[int, int] | None = None) -> None:
        wrapper = ["setpriv", "--pdeathsig", self.death_signal, *_as(as_user)]
        self.process = subprocess.Popen(wrapper + ["--", *argv], stdin=subprocess.DEVNULL,
                                        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                                        start_new_session=True)
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()
        if not self._ready.wait(READY_SECONDS) or self.process.poll() is not None:
            self.stop()
            raise RuntimeError(f"{self.name} did not start:\n" + "\n".join(self.log[-30:]))

    def _read(self) -> None:
        assert self.process is not None and self.process.stderr is not None
        for raw in self.process.stderr:
            line = raw.decode(errors="replace").rstrip()
            self.log.append(line)
            if self.ready_line in line:
                self._ready.set()
        self._ready.set()  # the server ended: whoever waits looks at why

    def _signal_stop(self) -> None:
        raise NotImplementedError

    def stop(self) -> None:
        """End the server, wait for it, and kill any child of it still running."""
        if self.process is None:
            return
        running = self.pids
        if self.process.poll() is None:
            self._signal_stop()
            try:
                self.process.wait(timeout=60)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        for pid in running:  # any child the server left behind
            if not ended(pid):
                with contextlib.suppress(ProcessLookupError):
                    os.kill(pid, signal.SIGKILL)
        if self._reader is not None:
            self._reader.join(timeout=10)

    @property
    def pids(self) -> set[int]:
        """The server and its children, those alive."""
        return set() if self.process is None else descendants(self.process.pid)


def _as(owner: tuple[int, int] | None) -> list[str]:
    return [] if owner is None else [f"--reuid={owner[0]}", f"--regid={owner[1]}", "--init-groups"]


INITDB_OPTIONS = ("-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C", "--no-sync")


def _initialised(bindir: Path, owner: tuple[int, int] | None, data: Path) -> None:
    """``data`` made a data directory fresh from ``initdb``: a copy of a template made once per PostgreSQL
    version and user in the temporary directory (``initdb`` runs the backend several times over; a copy
    costs a fraction of it). The template is made under a name of its own and then renamed into place, so
    it is whole or absent, and starters that make one at once keep the first. One that is not whole or
    not the user's own is not used (the fresh ``initdb`` is then copied instead)."""
    uid = os.geteuid() if owner is None else owner[0]
    template = Path(tempfile.gettempdir()) / f"playpalace-pg-template-{bindir.parent.name}-{uid}"
    if _usable(template, uid):
        _copy_tree(template, data, owner)
        return
    making = Path(tempfile.mkdtemp(prefix=f"{template.name}.", dir=template.parent))
    try:
        if owner is not None:
            os.chown(making, *owner)
        initdb = subprocess.run(
            ["setpriv", *_as(owner), "--", str(bindir / "initdb"), "-D", str(making / "data"),
             *INITDB_OPTIONS], capture_output=True, text=True, check=False)
        if initdb.returncode != 0:
            raise RuntimeError(f"initdb failed:\n{initdb.stdout}\n{initdb.stderr}")
        with contextlib.suppress(OSError):  # another starter's came first, or something else is there
            os.rename(making / "data", template)
        _copy_tree(template if _usable(template, uid) else making / "data", data, owner)
    finally:
        shutil.rmtree(making, ignore_errors=True)


def _usable(template: Path, uid: int) -> bool:
    """Whether ``template`` is a whole data directory of the user ``uid`` (and no one else may change)."""
    try:
        status = template.stat()
    except FileNotFoundError:
        return False
    return (status.st_uid == uid and status.st_mode & 0o077 == 0 and (template / "PG_VERSION").is_file()
            and (template / "global" / "pg_control").is_file())


def _copy_tree(source: Path, target: Path, owner: tuple[int, int] | None) -> None:
    """``source`` copied to ``target`` with its modes, every entry then given to ``owner`` (when set)."""
    shutil.copytree(source, target, symlinks=True)
    if owner is not None:
        os.chown(target, *owner)
        for folder, folders, files in os.walk(target):
            for name in folders + files:
                os.chown(os.path.join(folder, name), *owner, follow_symlinks=False)


class KeptConnection:
    """One psycopg connection to ``url`` in autocommit mode, kept between statements (a connection each
    was a PostgreSQL backend started and ended each time) and opened again, once, when the server dropped
    it (a restart): ``PostgresServer``'s administration and the cluster tests' reads."""

    def __init__(self, url: str) -> None:
        self.url = url
        self._db: Any = None
        self._lock = threading.Lock()

    def execute(self, sql: str, args: tuple[object, ...] = ()) -> list[tuple[Any, ...]]:
        """``sql``'s rows (none for a statement that returns none), each statement seeing what is
        committed when it runs."""
        import psycopg

        with self._lock:
            for attempt in (1, 2):
                if self._db is None or self._db.closed:
                    self._db = psycopg.connect(self.url, autocommit=True)
                try:
                    cursor = self._db.execute(sql, args or None)
                    return list(cursor.fetchall()) if cursor.description is not None else []
                except psycopg.OperationalError:
                    if attempt == 2 or not self._db.broken:
                        raise
                    self._db.close()
            raise AssertionError("unreachable")

    def close(self) -> None:
        with self._lock:
            if self._db is not None:
                self._db.close()
                self._db = None


class PostgresServer(Service):
    """A private PostgreSQL: ``url(database)`` names one of its databases for psycopg."""

    name = "postgres"
    ready_line = "database system is ready to accept connections"
    death_signal = "SIGQUIT"  # the immediate shutdown: its backends end too and it cleans up

    def __init__(self, settings: dict[str, str] | None = None) -> None:
        super().__init__()
        self.root: Path | None = None
        self.settings = dict(settings or {})
        self._numbered = 0
        self._argv: list[str] = []
        self._owner: tuple[int, int] | None = None
        self.version = 0  # PostgreSQL's major version, once started
        self._admin: KeptConnection | None = None  # ``create_database``'s and ``drop_database``'s

    def start(self) -> PostgresServer:
        bindir = postgres_bin()
        self.version = int(bindir.parent.name)
        owner = self._user()
        self.root = Path(tempfile.mkdtemp(prefix="playpalace-pg-"))
        if owner is not None:
            os.chown(self.root, *owner)
        data = self.root / "data"
        _initialised(bindir, owner, data)
        self.port = free_port()
        settings = {"listen_addresses": "127.0.0.1", "fsync": "off", "max_connections": "200",
                    "log_min_messages": "warning", **self.settings}
        options = [part for key, value in settings.items() for part in ("-c", f"{key}={value}")]
        self._argv = [str(bindir / "postgres"), "-D", str(data), "-p", str(self.port), "-k", str(self.root),
                      *options]
        self._owner = owner
        self._spawn(self._argv, as_user=owner)
        return self

    def halt(self) -> None:
        """Stop the server as ``pg_ctl stop -m fast`` does (its clients disconnected), keeping its data for
        ``resume``: the first half of a restart, with a gap the caller chooses."""
        self._close_admin()
        assert self.process is not None
        running = self.pids
        self._signal_stop()
        self.process.wait(timeout=60)
        for pid in running:
            if not ended(pid):
                with contextlib.suppress(ProcessLookupError):
                    os.kill(pid, signal.SIGKILL)
        if self._reader is not None:
            self._reader.join(timeout=10)

    def resume(self) -> PostgresServer:
        """Start the halted server again on the same port and data, waiting until it serves."""
        self._ready = threading.Event()
        self._spawn(self._argv, as_user=self._owner)
        return self

    @staticmethod
    def _user() -> tuple[int, int] | None:
        """(uid, gid) of the user PostgreSQL runs as when started as root (created if missing); None
        otherwise: PostgreSQL then runs as the starter's user."""
        if os.geteuid() != 0:
            return None
        try:
            entry = pwd.getpwnam(PG_USER)
        except KeyError:
            subprocess.run(["useradd", "--system", "--no-create-home", "--shell", "/usr/sbin/nologin",
                            "--user-group", PG_USER], check=True)
            entry = pwd.getpwnam(PG_USER)
        return entry.pw_uid, entry.pw_gid

    def _signal_stop(self) -> None:
        assert self.process is not None
        self.process.send_signal(signal.SIGINT)  # the fast shutdown: clients disconnected, then it ends

    def stop(self) -> None:
        self._close_admin()
        super().stop()
        if self.root is not None:
            shutil.rmtree(self.root, ignore_errors=True)
            self.root = None

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/{database}"

    def create_database(self, prefix: str = "t") -> str:
        """A new empty database, by name: its template's files copied (``FILE_COPY``), not written through
        the WAL block by block as PostgreSQL 15's default strategy does (a third of the CPU or less, with
        ``fsync`` off; the cluster's tests make one for each test)."""
        self._numbered += 1
        name = f"{prefix}{self._numbered}"
        # before 15, copying files was the only way (and the word unknown)
        strategy = " STRATEGY FILE_COPY" if self.version >= 15 else ""
        self._administer(f'CREATE DATABASE "{name}"{strategy}')
        return name

    def drop_database(self, name: str) -> None:
        self._administer(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')

    def _administer(self, sql: str) -> None:
        """Run ``sql`` on the ``postgres`` database through one connection kept while the server runs (two
        backends a test otherwise), opened again when the server dropped it (``halt`` and ``resume``)."""
        if self._admin is None:
            self._admin = KeptConnection(self.url())
        self._admin.execute(sql)

    def _close_admin(self) -> None:
        if self._admin is not None:
            self._admin.close()


class NatsServer(Service):
    """A private nats-server on a free loopback port: ``url`` for its clients; with ``monitor``, its
    monitoring port too (``/healthz``)."""

    name = "nats-server"
    ready_line = "Server is ready"

    def __init__(self, *, monitor: bool = False) -> None:
        super().__init__()
        self.monitor_port = free_port() if monitor else 0

    def start(self, port: int = 0) -> NatsServer:
        """Started on ``port`` (by default a free one)."""
        self.port = port or free_port()
        monitoring = ["-m", str(self.monitor_port)] if self.monitor_port else []
        self._spawn([nats_program(), "-a", "127.0.0.1", "-p", str(self.port), *monitoring])
        return self

    def _signal_stop(self) -> None:
        assert self.process is not None
        self.process.send_signal(signal.SIGTERM)

    @property
    def url(self) -> str:
        return f"nats://127.0.0.1:{self.port}"

"""``make cluster``: a whole cluster on this machine, to try (docs/scaling.md, "Trying it").

It starts a private nats-server and a private PostgreSQL (``cluster.services``: PostgreSQL as a user of its
own, its data in a temporary directory), creates the cluster's database, and starts the table owners
(``serve --role tables``) and then the gateways (``serve --role gateway``, where players connect) on
loopback ports, each waited for by its ``/health``. Once every process answers it prints one line on its
standard output, ``cluster ready`` and a JSON object naming each process (pid, port, health URL), and
waits; the processes' logs go to its standard error. Ctrl+C (SIGINT) or SIGTERM stops them all: the
gateways, then the owners (each saves its tables and retires), then nats-server, then PostgreSQL, whose
directory is removed. Every child is started through ``setpriv --pdeathsig``, so that nothing outlives this
process even when it is killed outright. A process that dies meanwhile (an owner killed to watch its
tables move) is reported, and the others go on.

With ``--one-port`` the gateways share one port (``serve --reuse-port``: the kernel spreads the players'
connections among them); each is then waited for by the line it prints once it listens, since the port's
``/health`` is answered by whichever gateway a connection lands on.
"""

from __future__ import annotations

import argparse
import json
import signal
import subprocess
import sys
import threading
import urllib.request
from dataclasses import dataclass, field
from typing import Any

from .services import NatsServer, PostgresServer, ServiceMissing, free_port

DATABASE = "playpalace"
READY_SECONDS = 120.0
OWNER_PORTS = 10  # the owners' ports start this far above the first gateway's


@dataclass
class Member:
    """One process of ours in the cluster: its name, port and process."""

    name: str
    port: int
    process: subprocess.Popen[bytes]
    extra: dict[str, Any] = field(default_factory=dict)
    listening: threading.Event | None = None  # a gateway on a shared port: set once it says it listens

    @property
    def health_url(self) -> str:
        return f"http://127.0.0.1:{self.port}/health"


def health(url: str) -> dict[str, Any] | None:
    """The JSON a ``/health`` endpoint answers, or None when nothing answers yet."""
    try:
        with urllib.request.urlopen(url, timeout=2) as answer:
            found = json.loads(answer.read() or b"{}")
    except (OSError, ValueError):
        return None
    return found if isinstance(found, dict) else {}


class LocalCluster:
    """The private servers and the table owners, started and stopped together."""

    def __init__(self, owners: int, first_port: int, owner_ttl: float, bot_pacing: float,
                 bots_workers: int = 0, gateways: int = 2, one_port: bool = False) -> None:
        self.owners = owners
        self.one_port = one_port
        self.gateways = gateways
        self.bots_workers = bots_workers  # with any, the owners ask them (--bots bus) and start no gnubg
        self.first_port = first_port
        self.owner_ttl = owner_ttl
        self.bot_pacing = bot_pacing
        self.postgres = PostgresServer()
        self.nats = NatsServer(monitor=True)
        self.members: list[Member] = []
        self.stopping = threading.Event()

    def start(self) -> None:
        self.postgres.start()
        self._create_database()
        self.nats.start()
        for number in range(1, self.owners + 1):
            port = self.first_port + OWNER_PORTS + number - 1 if self.first_port else free_port()
            self.members.append(self._owner(f"owner-{number}", port))
        for number in range(1, self.bots_workers + 1):
            self.members.append(self._bots(f"bots-{number}", free_port()))
        for member in self.members:
            self._wait_healthy(member)
        gateways = []  # once the owners answer on the bus
        shared = (self.first_port or free_port()) if self.one_port else 0
        for number in range(1, self.gateways + 1):
            port = shared or (self.first_port + number - 1 if self.first_port else free_port())
            gateways.append(self._gateway(f"gateway-{number}", port))
        for member in gateways:
            self._wait_healthy(member)
        self.members = gateways + self.members  # stopped first
        if health(f"http://127.0.0.1:{self.nats.monitor_port}/healthz") is None:
            raise RuntimeError("nats-server does not answer /healthz")

    def _create_database(self) -> None:
        import psycopg

        with psycopg.connect(self.postgres.url(), autocommit=True) as admin:
            admin.execute(f'CREATE DATABASE "{DATABASE}"')
        from ..store.store_pg import PgStore

        PgStore(self.postgres.url(DATABASE)).close()  # the schema made once, before the owners race for it

    def _owner(self, name: str, port: int) -> Member:
        bots = ("--bots", "bus") if self.bots_workers else ()
        return self._serve(name, port, "tables", "--owner-ttl", str(self.owner_ttl), "--bot-pacing",
                           str(self.bot_pacing), *bots)

    def _gateway(self, name: str, port: int) -> Member:
        if not self.one_port:
            return self._serve(name, port, "gateway")
        member = self._serve(name, port, "gateway", "--reuse-port", output=subprocess.PIPE)
        member.listening = threading.Event()
        threading.Thread(target=_relay, args=(member,), daemon=True).start()
        return member

    def _serve(self, name: str, port: int, role: str, *extra: str, output: Any = None) -> Member:
        argv = [sys.executable, "-m", "playpalace_backgammon", "serve", "--role", role,
                "--db", self.postgres.url(DATABASE), "--bus", self.nats.url, "--port", str(port),
                "--owner", name, *extra]
        process = subprocess.Popen(["setpriv", "--pdeathsig", "SIGKILL", "--", *argv],
                                   stdin=subprocess.DEVNULL, stdout=output or sys.stderr,
                                   start_new_session=True)
        return Member(name, port, process, {"role": role})

    def _bots(self, name: str, port: int) -> Member:
        """A bots worker (``serve --role bots``), its ``/health`` on ``port``."""
        argv = [sys.executable, "-m", "playpalace_backgammon", "serve", "--role", "bots",
                "--bus", self.nats.url, "--owner", name, "--port", str(port)]
        process = subprocess.Popen(["setpriv", "--pdeathsig", "SIGKILL", "--", *argv],
                                   stdin=subprocess.DEVNULL, stdout=sys.stderr, start_new_session=True)
        return Member(name, port, process, {"role": "bots", "url": self.nats.url})

    def _wait_healthy(self, member: Member) -> None:
        gave_up = threading.Event()
        timer = threading.Timer(READY_SECONDS, gave_up.set)
        timer.start()
        try:
            while not self._answers(member):
                if member.process.poll() is not None or gave_up.is_set():
                    raise RuntimeError(f"{member.name} did not start")
                self.stopping.wait(0.1)
                if self.stopping.is_set():
                    raise KeyboardInterrupt
        finally:
            timer.cancel()

    def _answers(self, member: Member) -> bool:
        if member.listening is not None:  # the shared port answers for any gateway on it: its own word
            return member.listening.is_set()
        return health(member.health_url) is not None

    def describe(self) -> dict[str, Any]:
        """Each process, for people and for the test that starts this."""
        processes = [{"name": m.name, "pid": m.process.pid, "port": m.port, "health": m.health_url,
                      "url": f"ws://127.0.0.1:{m.port}/", **m.extra} for m in self.members]
        assert self.postgres.process is not None and self.nats.process is not None
        processes.append({"name": "postgres", "pid": self.postgres.process.pid, "port": self.postgres.port,
                          "url": self.postgres.url(DATABASE)})
        processes.append({"name": "nats-server", "pid": self.nats.process.pid, "port": self.nats.port,
                          "url": self.nats.url,
                          "health": f"http://127.0.0.1:{self.nats.monitor_port}/healthz"})
        return {"processes": processes}

    def watch(self) -> None:
        """Until asked to stop: say when a process of ours ends."""
        reported: set[str] = set()
        while not self.stopping.wait(0.5):
            for member in self.members:
                if member.name not in reported and member.process.poll() is not None:
                    reported.add(member.name)
                    print(f"cluster: {member.name} ended ({member.process.returncode})", file=sys.stderr,
                          flush=True)

    def stop(self) -> None:
        """The gateways, the owners (each saves and retires), the bots workers, nats-server, PostgreSQL."""
        for role in ("gateway", "tables", "bots"):
            members = [member for member in self.members if member.extra["role"] == role]
            for member in members:
                if member.process.poll() is None:
                    member.process.send_signal(signal.SIGTERM)
            for member in members:
                try:
                    member.process.wait(timeout=30)
                except subprocess.TimeoutExpired:
                    member.process.kill()
                    member.process.wait()
        self.nats.stop()
        self.postgres.stop()


def _relay(member: Member) -> None:
    """A gateway's output passed on to standard error; its ``listening`` set once it says it listens."""
    assert member.process.stdout is not None and member.listening is not None
    for line in iter(member.process.stdout.readline, b""):
        sys.stderr.buffer.write(line)
        sys.stderr.flush()
        if line.startswith(b"PlayPalace backgammon server on "):
            member.listening.set()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="make cluster", description=__doc__.splitlines()[0] if __doc__
                                     else None)
    parser.add_argument("--owners", type=int, default=2, help="how many table owners (default 2)")
    parser.add_argument("--gateways", type=int, default=2, help="how many gateways (default 2)")
    parser.add_argument("--port", type=int, default=8101,
                        help="the first gateway's port, the next ones after it, the owners' from ten above "
                             "it (default 8101, owners at 8111; 0: free ports)")
    parser.add_argument("--owner-ttl", type=float, default=3.0, metavar="SECONDS",
                        help="seconds without a heartbeat before an owner's tables move (default 3)")
    parser.add_argument("--bot-pacing", type=float, default=0.5, metavar="SECONDS",
                        help="the bots' pause before each action, as serve's (default 0.5)")
    parser.add_argument("--bots-workers", type=int, default=0, metavar="N",
                        help="bots workers on the bus (serve --role bots); with any, the owners ask them and "
                             "start no gnubg (default 0: each owner's own pool)")
    parser.add_argument("--one-port", action="store_true",
                        help="every gateway on the one port --port gives (serve --reuse-port), where the "
                             "kernel spreads the players among them")
    args = parser.parse_args(argv)
    cluster = LocalCluster(args.owners, args.port, args.owner_ttl, args.bot_pacing, args.bots_workers,
                           args.gateways, args.one_port)

    def stop_asked(signum: int, _frame: object) -> None:
        cluster.stopping.set()

    signal.signal(signal.SIGINT, stop_asked)
    signal.signal(signal.SIGTERM, stop_asked)
    try:
        cluster.start()
        if not cluster.stopping.is_set():
            print("cluster ready " + json.dumps(cluster.describe()), flush=True)
            for process in cluster.describe()["processes"]:
                print(f"cluster: {process['name']} (pid {process['pid']}) at {process['url']}",
                      file=sys.stderr, flush=True)
            cluster.watch()
    except KeyboardInterrupt:
        pass
    except ServiceMissing as missing:
        print(f"cluster: {missing}", file=sys.stderr)
        return 1
    finally:
        cluster.stop()
        print("cluster stopped", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

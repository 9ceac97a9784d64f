"""What an operator of the cluster expects, on a real nats-server and PostgreSQL with every process of its own
on loopback: two gateways on one port (``--reuse-port``), the connections landing on both, a player whose
gateway is killed back at the seat through the same port; who is online across the gateways; a finished
match's analysis told to its players after they left the table; every log line naming its process (and the
table, when it is about one); and each role's ``/health`` holding exactly the fields docs/scaling.md lists.

Which gateway a connection landed on is read from the kernel: the process holding the server's end of that
TCP connection (``/proc``). Waits are on what arrives or what the processes write, up to a deadline."""

from __future__ import annotations

import re
import signal
from collections.abc import Callable
from pathlib import Path
from typing import IO, Any

import pytest

from playpalace_backgammon.bots.pool import BotPool
from playpalace_backgammon.host.cluster.bot_service import BotService
from playpalace_backgammon.host.cluster.bus import LocalBroker
from playpalace_backgammon.host.net.config import ServerConfig
from playpalace_backgammon.host.server import LobbyServer
from tests.cluster.services import NatsServer, tcp_open
from tests.cluster.services import until as cluster_until
from tests.cluster.test_gateways import Match, health, table_row
from tests.cluster.test_make_cluster import Cluster
from tests.cluster.test_make_cluster import _until_ended as until_ended
from tests.host.live_server import REPO, ServerProcess, WsClient, free_port, start_all, stop_all

pytestmark = pytest.mark.slow(30)  # seconds on an idle machine: three servers, a short match, make cluster

WAIT = 60.0
LOG_LINE = re.compile(r"^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d{3} (DEBUG|INFO|WARNING|ERROR|CRITICAL) "
                      r"role=(?P<role>\S+) process=(?P<process>\S+) table=(?P<table>\S+) (?P<logger>\S+): ")


def until(check: Callable[[], Any], what: str) -> Any:
    """Look again and again (up to ``WAIT``) until ``check()`` is true; its value."""
    return cluster_until(check, what, WAIT)


def tcp_inodes(matches: Callable[[int, int, str], bool]) -> set[str]:
    """The sockets (as ``/proc/<pid>/fd`` links name them) of the loopback TCP entries whose local port,
    remote port and state ``matches``."""
    found = set()
    for line in Path("/proc/net/tcp").read_text().splitlines()[1:]:
        fields = line.split()
        local, remote, state, inode = fields[1], fields[2], fields[3], fields[9]
        if matches(int(local.split(":")[1], 16), int(remote.split(":")[1], 16), state):
            found.add(f"socket:[{inode}]")
    return found


def holders(inodes: set[str], pids: list[int]) -> set[int]:
    """Which of ``pids`` hold one of the sockets ``inodes``."""
    held_by = set()
    for pid in pids:
        try:
            held = {str(fd.readlink()) for fd in Path(f"/proc/{pid}/fd").iterdir()}
        except OSError:  # the process has ended (or a descriptor closed as it was read)
            continue
        if held & inodes:
            held_by.add(pid)
    return held_by


def server_end_pid(client: WsClient, pids: list[int]) -> int | None:
    """Which of ``pids`` holds the server's end of ``client``'s TCP connection (from ``/proc``)."""
    mine, peer = client.ws.socket.getsockname()[1], client.ws.socket.getpeername()[1]
    found = holders(tcp_inodes(lambda local, remote, _state: (local, remote) == (peer, mine)), pids)
    assert len(found) <= 1
    return next(iter(found), None)


def listening_on(port: int, pids: list[int]) -> set[int]:
    """Which of ``pids`` listen on ``port``."""
    return holders(tcp_inodes(lambda local, _remote, state: local == port and state == "0A"), pids)


def every_pid() -> list[int]:
    """Every process of the machine now (from ``/proc``)."""
    return [int(entry.name) for entry in Path("/proc").iterdir() if entry.name.isdigit()]


def log_lines(path: Path) -> list[str]:
    """The log lines a process wrote (its other output, the ready line, left out)."""
    return [line for line in path.read_text().splitlines() if re.match(r"^\d{4}-\d\d-\d\d ", line)]


def documented_health() -> dict[str, tuple[set[str], set[str]]]:
    """docs/scaling.md's table of ``/health`` fields: for each role, the fields it must have and those it
    may have (a row that says ``with`` is there only with an option)."""
    text = (REPO / "docs" / "scaling.md").read_text()
    section = text.split("### Health endpoints", 1)[1].split("\n#", 1)[0]
    fields: dict[str, tuple[set[str], set[str]]] = {role: (set(), set())
                                                    for role in ("all", "gateway", "tables", "bots")}
    for row in section.splitlines():
        cells = [cell.strip() for cell in row.strip().strip("|").split("|")]
        if len(cells) < 3 or not cells[0].startswith("`"):
            continue
        name = cells[0].strip("`")
        optional = "with" in cells[1]
        for role in re.findall(r"\b(all|gateway|tables|bots)\b", cells[1].split("(")[0]):
            fields[role][1 if optional else 0].add(name)
    return fields


def health_fields(found: dict[str, Any]) -> set[str]:
    """A ``/health`` answer's fields: the top level's, and those of its parts (``bus``, ``events``,
    ``ownership``)."""
    names = set(found)
    for part in ("bus", "events", "ownership"):
        if isinstance(found.get(part), dict):
            names.discard(part)
            names |= {f"{part}.{key}" for key in found[part]}
    return names


def assert_documented(role: str, found: dict[str, Any]) -> None:
    required, optional = documented_health()[role]
    assert required, f"docs/scaling.md lists no /health field of {role}"
    actual = health_fields(found)
    assert required <= actual, (role, sorted(required - actual))
    assert actual <= required | optional, (role, sorted(actual - required - optional))
    assert found["status"] == "ok" and found["role"] == role


def ready_line(path: Path) -> bool:
    return path.exists() and "PlayPalace backgammon server on" in path.read_text()


def test_two_gateways_share_one_port_and_the_cluster_says_who_and_what(
        pg_url: str, nats: NatsServer, tmp_path: Path) -> None:
    port = free_port()
    outputs: dict[str, IO[bytes]] = {}

    def process(name: str, listen: int, *role: str) -> ServerProcess:
        outputs[name] = (tmp_path / f"{name}.log").open("wb")
        return ServerProcess(pg_url, listen, *role, "--owner", name, "--bus", nats.url, "--owner-ttl", "2",
                             "--rate-per-second", "1000", "--registrations-per-hour", "0",
                             "--analysis-ply", "0", orphan_proof=True, output=outputs[name])

    owner = process("owner-1", free_port(), "--role", "tables")
    gateways = [process(f"gw-{n}", port, "--role", "gateway", "--reuse-port") for n in (1, 2)]
    clients: list[WsClient] = []
    try:
        start_all([owner, gateways[0]])
        gateways[1].launch()  # the port answers already (gw-1): its own ready line says it listens too
        until(lambda: ready_line(tmp_path / "gw-2.log"), "the second gateway listens on the same port")
        pids = [gateway.process.pid for gateway in gateways]  # type: ignore[union-attr]

        # Connections to the one port land on both gateways (the kernel spreads them).
        landed: dict[int, list[WsClient]] = {pid: [] for pid in pids}
        for _ in range(64):
            if all(len(found) >= 2 for found in landed.values()):
                break
            client = WsClient(f"ws://127.0.0.1:{port}/")
            clients.append(client)
            pid = server_end_pid(client, pids)
            assert pid is not None
            landed[pid].append(client)
        assert all(len(found) >= 2 for found in landed.values()), {pid: len(c) for pid, c in landed.items()}
        (ann, dan), (bob, eve) = landed[pids[0]][:2], landed[pids[1]][:2]

        # Who is online counts every gateway's players.
        dan.login("dan")
        eve.login("eve")
        match = Match(pg_url, ann, bob, ("ann", "bob"), 5)  # ann on gw-1, bob on gw-2

        dan.until_menu("main_menu", WAIT)

        def everyone_heard() -> bool:  # asked again until gw-2 has said its names (at its next beat)
            dan.select("main_menu", "online")
            said = dan.until_speech("online", WAIT)["text"]
            return all(name in said for name in ("ann", "bob", "dan", "eve"))

        until(everyone_heard, "gw-1's player hears who is online on gw-2")
        assert "4 people online" in dan.speeches()[-1]

        # gw-1 killed: ann connects to the same port again (gw-2 now) and is back at her seat.
        while match.decisions < 2 or match.to_act()[0] != "bob":  # type: ignore[index]
            match.decide()  # until it is bob's turn
        gateways[0].kill()
        bob.until_speech("ann lost the connection", WAIT)
        again = WsClient(f"ws://127.0.0.1:{port}/")
        clients.append(again)
        assert server_end_pid(again, pids) == pids[1]
        again.send({"type": "authorize", "username": "ann", "password": "", "locale": "en", "major": 11,
                    "minor": 0, "patch": 0, "session_token": match.tokens["ann"]})
        again.until_speech("You are back at your table", WAIT)
        again.until_menu("turn_menu", WAIT)
        match.players["ann"] = again
        match.decide()  # play goes on through the same port
        assert health(owner)["bus"]["gateways_lost"] == 1

        # Both leave the match: Ann first (asked, as it gives the match up unless she comes back), then Bob
        # (at once: it was given up), which ends it. Its analysis, made once both are in the lobby, is told
        # to each through the gateway they are on (the owner has nobody of theirs at a table any more).
        in_lobby: dict[int, int] = {}
        for player, asked in ((again, True), (bob, False)):
            player.send({"type": "escape", "menu_id": "turn_menu"})
            player.until_menu("actions_menu", WAIT)
            player.select("actions_menu", "leave")
            if asked:
                player.until_speech("Leave? Y or N", WAIT)
                player.key("y")
            player.until_menu("main_menu", WAIT)
            in_lobby[id(player)] = len(player.seen)  # what arrives from here on, the lobby's
        # Given up, the match is over (and, nobody left at it, its table closed).
        until(lambda: table_row(pg_url, match.table_id)[0] in ("finished", "closed"), "the match is over")
        for player in (again, bob):
            def told(p: WsClient = player) -> list[str]:
                p.recv(0.05)
                return [packet["text"] for packet in p.seen[in_lobby[id(p)]:]
                        if packet["type"] == "speak" and "review of your match: error rate" in packet["text"]]

            assert len(until(told, "the analysis told in the lobby")) == 1
        # Ann, who left first, lost the match when it ended: she hears her rating's change in the lobby.
        assert any(packet["type"] == "speak" and packet["text"].startswith("Your rating goes down")
                   for packet in again.seen[in_lobby[id(again)]:]), again.speeches()[-5:]
        assert health(owner)["bus"]["remote_listeners"] == 0  # nobody of theirs at the owner any more

        # Each role's /health: exactly the fields docs/scaling.md lists (the port is gw-2's alone now).
        assert_documented("gateway", health(gateways[1]))
        assert_documented("tables", health(owner))
        assert health(gateways[1])["process"] == "gw-2" and health(owner)["process"] == "owner-1"
        assert health(gateways[1])["bus_connected"] is True
    finally:
        for client in clients:
            client.close()
        stop_all([*gateways, owner])
        for output in outputs.values():
            output.close()

    # Every log line names its process; the lines about a table name it.
    for name, role in (("owner-1", "tables"), ("gw-1", "gateway"), ("gw-2", "gateway")):
        lines = log_lines(tmp_path / f"{name}.log")
        assert lines, name
        for line in lines:
            found = LOG_LINE.match(line)
            assert found is not None, line
            assert (found["role"], found["process"]) == (role, name), line
    owner_lines = log_lines(tmp_path / "owner-1.log")
    about = [LOG_LINE.match(line) for line in owner_lines if match.table_id in line]
    assert len(about) >= 2, owner_lines  # opened, and closed once both left
    assert all(found is not None and found["table"] == match.table_id for found in about), about
    assert any(line.endswith(f"table {match.table_id} closed") for line in owner_lines), owner_lines


async def test_the_one_process_and_a_bots_worker_answer_the_documented_health(tmp_path: Path) -> None:
    """The one process (no role) and a bots worker, without sockets: their ``/health`` fields are exactly
    docs/scaling.md's."""
    server = LobbyServer(ServerConfig(db=tmp_path / "one.sqlite3", warm_bots=False))
    try:
        assert_documented("all", server.health())
        assert server.health()["role"] == "all"
    finally:
        server.store.close()
    pool = BotPool(workers=1)
    service = BotService(LocalBroker().connect(), pool, name="bots-7")
    found = service.health()
    assert_documented("bots", found)
    assert found["process"] == "bots-7" and found["bus_connected"] is True


def test_make_cluster_puts_its_gateways_on_one_port_when_asked_and_killed_outright_leaves_nothing() -> None:
    """``make cluster --one-port``: both gateways listen on the one port it reports for them, and a player
    logs in there. Killed outright (SIGKILL: it can stop nothing itself), it leaves nothing running, its
    ports closed: each of its processes ends with its parent. (Ctrl+C's stop: ``test_make_cluster``.)"""
    cluster = Cluster("--one-port", "--owners", "1")
    try:
        names = sorted(process["name"] for process in cluster.processes)
        assert names == ["gateway-1", "gateway-2", "nats-server", "owner-1", "postgres"]
        gateways = [cluster.named(f"gateway-{number}") for number in (1, 2)]
        port = gateways[0]["port"]
        assert gateways[1]["port"] == port and gateways[1]["url"] == gateways[0]["url"]
        pids = [gateway["pid"] for gateway in gateways]
        assert listening_on(port, pids) == set(pids)
        player = WsClient(gateways[0]["url"])
        try:
            assert player.login("ann")["type"] == "authorize_success"
            player.until_menu("main_menu")
            assert server_end_pid(player, pids) in pids
        finally:
            player.close()
        ports = [process["port"] for process in cluster.processes]
        assert len(cluster.pids) >= 9 and all(tcp_open(port) for port in ports)  # PostgreSQL's helpers too
        before = set(every_pid())
        cluster.process.send_signal(signal.SIGKILL)
        cluster.process.wait(WAIT)
        assert until_ended(cluster.pids) == set()
        # Nothing that ran before the kill listens on its ports any more: a port found open again is
        # another test's process, started since and given the freed number (four workers share loopback).
        assert {port: held for port in ports
                if tcp_open(port) and (held := listening_on(port, every_pid()) & before)} == {}
    finally:
        cluster.end()

"""No process of ours outlives the server: SIGKILL the real server while its bots' helper process, its gnubg
workers and multiprocessing's resource tracker run, then count them. Each child watches its parent (the
end of file of a pipe only the parent holds) and ends within moments of it."""

from __future__ import annotations

import os
import random
import signal
import time
from pathlib import Path

from .live_server import ServerProcess, WsClient, create_bot_table, free_port
from .processes import ended
from .test_crash_recovery import play_one_turn


def _descendants(pid: int) -> set[int]:
    """Every live process below ``pid``."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                parent = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            children.setdefault(parent, []).append(int(entry.name))
    found: set[int] = set()
    pending = [pid]
    while pending:
        for child in children.get(pending.pop(), []):
            if child not in found:
                found.add(child)
                pending.append(child)
    return found


def _alive(pids: set[int]) -> set[int]:
    return {pid for pid in pids if not ended(pid)}


def test_a_killed_server_leaves_no_process_running(tmp_path: Path) -> None:
    db = tmp_path / "kill.sqlite3"
    server = ServerProcess(db, free_port()).start()
    assert server.process is not None
    client = WsClient(f"ws://127.0.0.1:{server.port}/")
    rng = random.Random(3)
    try:
        client.login("watcher")
        create_bot_table(client, bot_level="gnubg_0ply")
        children: set[int] = set()
        for _ in range(40):  # until the bot has thought with gnubg: its worker runs beside the others
            # multiprocessing's resource tracker, the bots' helper process, a gnubg worker (a child just
            # forked still shows its parent's command line until it starts: it is counted once it has)
            below = _descendants(server.process.pid)
            children = {pid for pid in below if b"multiprocessing" in _cmdline(pid)}
            if len(children) >= 3:
                break
            play_one_turn(db, client, rng)
        assert len(children) >= 3, {pid: _cmdline(pid) for pid in _descendants(server.process.pid)}
    except BaseException:
        server.kill()
        raise
    finally:
        client.close()
    os.kill(server.process.pid, signal.SIGKILL)
    server.process.wait(10)
    deadline = time.monotonic() + 10
    while _alive(children) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not _alive(children), {pid: _cmdline(pid) for pid in _alive(children)}


def _cmdline(pid: int) -> bytes:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return b""

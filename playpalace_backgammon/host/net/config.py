"""The server's settings, with the defaults of ``python -m playpalace_backgammon serve``."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from .codec import DEFAULT_MAX_FRAME_BYTES

STATIC_DIR = Path(__file__).resolve().parents[2] / "web" / "static"


@dataclass(frozen=True, kw_only=True)
class ServerConfig:
    """Where to listen, where to store, and the safety limits applied to every connection."""

    host: str = "127.0.0.1"
    port: int = 8000
    # An SQLite file, or a postgresql:// URL (kept as a string: a Path would collapse its "//").
    db: str | Path = Path("var/playpalace.sqlite3")
    grace_seconds: float = 60.0
    auto_register: bool = True
    max_frame_bytes: int = DEFAULT_MAX_FRAME_BYTES
    # Frames above this are cut off by the websocket layer (connection closed, code 1009) before we read
    # them; between max_frame_bytes and this they get a spoken refusal.
    transport_max_bytes: int = 4 * DEFAULT_MAX_FRAME_BYTES
    rate_per_second: float = 20.0
    rate_burst: int = 40
    flood_strikes: int = 50  # refused packets in a row before the connection is closed
    # Open websocket connections, logged in or not (connection_limits): in all, and from one address.
    max_connections: int = 10_000
    connections_per_address: int = 64
    send_queue_limit: int = 2000  # packets waiting for a slow client before it is disconnected
    replay_announcements: int = 30  # recent announcements replayed to a player who reconnects
    # Start the bots' helper process with the server, so the first bot move does not wait for its spawning
    # (a third of a second of CPU); off, it starts on first use (the tests' many short-lived servers).
    warm_bots: bool = True
    bot_pacing_seconds: float = 0.0  # pause after each announced step of a bot's move, to follow it by ear
    clock_scale: float = 1.0  # every turn clock setting's times multiplied by this (tests run clocks fast)
    # The share of the loop's time the tables nobody plays at (two bots) take at most (``room_tasks``);
    # tests whose events are bots alone set 1.0, so those tables play without a rest between passes.
    bots_only_share: float = 0.25
    # Logins and registrations (see login_guard): password hashes computed at once and waiting beyond them
    # (more are refused as busy); failed logins free of delay per address (many people may share one) and
    # per account, then a delay doubling per failure up to the maximum; new accounts per address and hour
    # (0: no limit).
    # A new password's argon2id hash: memory and passes (the OWASP minimum; a hash keeps its own parameters,
    # so changing these lets older hashes verify and replaces each at its next login).
    password_hash_kib: int = 19 * 1024
    password_hash_passes: int = 2
    login_hashes_at_once: int = 1
    login_hashes_waiting: int = 32
    login_address_free_failures: int = 20
    login_account_free_failures: int = 5
    login_max_delay_seconds: float = 60.0
    registrations_per_address_hour: int = 20
    static_dir: Path = STATIC_DIR
    analysis_plies: int = 1  # GNU Backgammon's depth for the analysis of every finished match: 0, 1 or 2
    # Processes analysing finished matches, each single-threaded at the lowest CPU priority (nice 19): the
    # analyses never take more than this many cores' share, and only what live tables leave.
    analysis_workers: int = 1
    version: str = "0.1.0"
    # The cluster (docs/scaling.md): "" (everything in one process), "tables" (a table owner, on a
    # PostgreSQL store) or "gateway"; the owner's name in PostgreSQL (by default the host's name and the
    # process id), and the seconds without a heartbeat after which its tables go to live owners.
    role: str = ""
    owner: str = ""
    owner_ttl: float = 3.0
    # A gateway's patience with a table's owner that does not answer a command (``COMMAND_CAP``): then the
    # player hears the server is busy; an owner refuses a command older than three quarters of it.
    command_cap: float = 20.0
    # The cluster's nats-server (nats://host:port): a gateway's tables are reached there ("gateway" role,
    # its name on the bus from ``owner``), and a table owner with one serves gateways' players.
    bus: str = ""
    # How long a cluster process's start waits for nats-server before it serves without (and joins later).
    bus_wait: float = 5.0
    # Listen with SO_REUSEPORT, so several gateways share one port and the kernel spreads the connections
    # among them (every process on the port must ask for it).
    reuse_port: bool = False
    # Where bots decide and matches are analysed: "local" (the bot pool's own processes, the default) or
    # "bus" (bots workers, ``serve --role bots``, on the nats-server at ``bots_bus``: this process starts no
    # gnubg); the seconds one worker has for a decision before another is asked, and the seconds without
    # an answer before the table says its bot waits for a worker.
    bots: str = "local"
    bots_bus: str = ""
    bots_timeout: float = 10.0
    bots_notice: float = 5.0

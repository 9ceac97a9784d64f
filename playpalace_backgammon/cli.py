"""Command line: ``serve`` starts the lobby server (websocket, web client and health check on one port);
``matches`` lists the archive of matches; ``ratings`` lists the players' ratings (``--rebuild``: computed
again from the archive alone); ``analyse`` has GNU Backgammon analyse one (``analysis_cli``); ``selfplay``
plays bot matches into it and ``export`` writes one as a .mat or SGF file (``records_cli``); ``migrate``
copies an SQLite store into PostgreSQL for the cluster (``host/store/migrate``)."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``python -m playpalace_backgammon`` and the ``playpalace-backgammon`` script."""
    parser = argparse.ArgumentParser(prog="playpalace-backgammon")
    commands = parser.add_subparsers(dest="command", required=True)
    serve = commands.add_parser("serve", help="run the lobby server (websocket and web client on one port)")
    serve.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    serve.add_argument("--port", type=int, default=None,
                       help="port to listen on (default 8000; --role bots: its /health, none by default)")
    serve.add_argument("--db", default="var/playpalace.sqlite3",
                       help="SQLite file, or a PostgreSQL database as postgresql://user@host:port/name")
    serve.add_argument("--grace-seconds", type=float, default=60.0,
                       help="seconds a disconnected player keeps the seat before a bot plays it")
    serve.add_argument("--no-auto-register", action="store_true",
                       help="refuse unknown usernames instead of registering them on first login")
    serve.add_argument("--analysis-ply", type=int, choices=(0, 1, 2), default=1, metavar="N",
                       help="GNU Backgammon's depth for analysing each finished match: 0, 1 or 2 (default 1)")
    serve.add_argument("--analysis-workers", type=int, default=1, metavar="N",
                       help="processes analysing finished matches, at the lowest CPU priority: the analyses "
                            "never take more than N cores' share (default 1)")
    serve.add_argument("--bot-pacing", type=float, default=0.5,
                       help="seconds between a bot's sub-moves, so each can be heard (0 = all at once)")
    serve.add_argument("--registrations-per-hour", type=int, default=20, metavar="N",
                       help="new accounts one address may create per hour, counting the registration on "
                            "first login; a burst of N, then one every 3600/N seconds (default 20, 0 = no "
                            "limit; a load test that registers many users from one address needs more)")
    serve.add_argument("--rate-per-second", type=float, default=20.0, metavar="N",
                       help="packets a connection may send a second, after a burst of twice that; more are "
                            "refused (default 20; a load test's scripted players need more)")
    serve.add_argument("--connections-per-address", type=int, default=64, metavar="N",
                       help="websocket connections one address may hold open at once, logged in or not "
                            "(default 64; behind a proxy every connection has the proxy's address)")
    serve.add_argument("--max-connections", type=int, default=10_000, metavar="N",
                       help="websocket connections the server holds open at once (default 10000)")
    serve.add_argument("--event-loop", choices=("auto", "asyncio", "uvloop"), default="auto",
                       help="the event loop: uvloop (the optional extra 'fast') or Python's own; auto takes "
                            "uvloop when it is installed (default auto)")
    serve.add_argument("--login-hashes-at-once", type=int, default=1, metavar="N",
                       help="password hashes computed at the same time, each on a thread of its own and "
                            "about 19 MiB (default 1); up to 32 more wait, further logins are refused "
                            "as busy")
    serve.add_argument("--password-hash-kib", type=_at_least(8), default=19 * 1024, metavar="KIB",
                       help="memory of a new password's argon2id hash, in KiB (default 19456, the OWASP "
                            "minimum; older hashes still verify and are replaced at their next login)")
    serve.add_argument("--password-hash-passes", type=_at_least(1), default=2, metavar="N",
                       help="passes of a new password's argon2id hash (default 2)")
    serve.add_argument("--role", choices=("tables", "gateway", "bots"), default="",
                       help="run as one process of the cluster (docs/scaling.md): tables = a table owner, "
                            "gateway = websockets, logins and the lobby's menus, the tables' traffic over "
                            "the bus, both on a PostgreSQL store; bots = a bots worker on the bus (--bus) "
                            "answering bot decisions and analyses (default: everything in one process)")
    serve.add_argument("--bus", default="", metavar="URL",
                       help="the cluster's nats-server, nats://host:port (for --role gateway, a table owner "
                            "serving gateways' players, --role bots and --bots bus)")
    serve.add_argument("--reuse-port", action="store_true",
                       help="listen with SO_REUSEPORT, so several gateways share one port (each started "
                            "with it); the kernel spreads the connections among them")
    serve.add_argument("--bots", choices=("local", "bus"), default="local",
                       help="where bots decide and matches are analysed: local = this process's bot pool "
                            "(default); bus = bots workers (--role bots) on the bus, no gnubg here")
    serve.add_argument("--bots-timeout", type=float, default=10.0, metavar="SECONDS",
                       help="with --bots bus: seconds one worker has for a decision before another is asked "
                            "(default 10)")
    serve.add_argument("--bots-notice", type=float, default=5.0, metavar="SECONDS",
                       help="with --bots bus: seconds without an answer before the table says its bot waits "
                            "for a worker (default 5)")
    serve.add_argument("--bot-workers", type=int, default=0, metavar="N",
                       help="with --role bots: gnubg processes for decisions (default: one a core)")
    serve.add_argument("--owner", default="", metavar="NAME",
                       help="a table owner's name in PostgreSQL (default: the host's name and process id)")
    serve.add_argument("--owner-ttl", type=float, default=3.0, metavar="SECONDS",
                       help="seconds without a heartbeat after which an owner's tables go to live owners "
                            "(default 3)")
    serve.add_argument("--bus-wait", type=float, default=5.0, metavar="SECONDS",
                       help="seconds a gateway's or owner's start waits for nats-server before it serves "
                            "without, joining once it is there (default 5)")
    serve.add_argument("--command-cap", type=float, default=20.0, metavar="SECONDS",
                       help="seconds a gateway asks a silent table owner again before the player hears the "
                            "server is busy; owners refuse commands older than three quarters of it "
                            "(default 20; give every process of a cluster the same)")
    matches = commands.add_parser("matches", help="list the archive of matches, newest first")
    matches.add_argument("--db", required=True, help="SQLite file of the server")
    matches.add_argument("--ids", action="store_true", help="only the match ids, one a line")
    ratings = commands.add_parser("ratings", help="list the players' ratings, highest first")
    ratings.add_argument("--db", required=True, help="SQLite file of the server")
    ratings.add_argument("--rebuild", action="store_true",
                         help="forget every rating and compute them again from the archive of matches first")
    ratings.add_argument("--pool", choices=("human", "bots"), default=None,
                         help="only the rating against people (human) or the bot-practice rating (bots)")
    selfplay = commands.add_parser(
        "selfplay", help="play bot matches into the archive as the server records them; prints their ids")
    selfplay.add_argument("--db", required=True, help="SQLite file (created when missing)")
    selfplay.add_argument("--matches", type=int, default=1, metavar="N", help="how many matches (default 1)")
    selfplay.add_argument("--length", type=int, default=5, metavar="L", help="match length (default 5)")
    selfplay.add_argument("--levels", default="simple,simple", metavar="A,B",
                          help="bot levels of seat 1 and seat 2 (random, simple, gnubg_0ply, gnubg_1ply, "
                               "gnubg_2ply, chaos; default simple,simple)")
    selfplay.add_argument("--seed", type=int, default=0, metavar="S",
                          help="seed of the dice and the bots: the same seed plays the same matches")
    selfplay.add_argument("--money", action="store_true",
                          help="play money sessions instead of matches (--length is then not used)")
    selfplay.add_argument("--games", type=int, default=None, metavar="G",
                          help="games of each money session, after which it is stopped (default 1)")
    export = commands.add_parser("export", help="write one match of the archive to standard output")
    export.add_argument("--db", required=True, help="SQLite file of the server")
    export.add_argument("--match", required=True, metavar="ID", help="the match id (see the matches command)")
    export.add_argument("--format", choices=("mat", "sgf"), default="mat",
                        help="mat (Jellyfish, as GNU Backgammon writes it) or sgf (default mat)")
    analyse = commands.add_parser(
        "analyse", help="analyse one match of the archive with GNU Backgammon; print each player's summary")
    analyse.add_argument("--db", required=True, help="SQLite file of the server")
    analyse.add_argument("--match", required=True, metavar="ID", help="the match id (see matches)")
    analyse.add_argument("--ply", type=int, default=1, metavar="N",
                         help="gnubg's evaluation depth: 0, 1 or 2 (default 1)")
    migrate = commands.add_parser(
        "migrate", help="copy an SQLite store whole into an empty PostgreSQL database (for the cluster)")
    migrate.add_argument("--from", dest="source", required=True, metavar="FILE",
                         help="SQLite file of the server")
    migrate.add_argument("--to", dest="target", required=True, metavar="URL",
                         help="the PostgreSQL database, postgresql://user@host:port/name")
    args = parser.parse_args(argv)
    if args.command == "analyse":
        from .analysis_cli import analyse as analyse_match

        return analyse_match(args.db, args.match, args.ply)
    if args.command == "selfplay":
        from .records_cli import selfplay as play
        return play(args.db, args.matches, args.length, args.levels, args.seed, money=args.money,
                    games=args.games)
    if args.command == "export":
        from .records_cli import export as write
        return write(args.db, args.match, args.format)
    if args.command == "serve":
        return _serve(args)
    if args.command == "ratings":
        from .host.store.rating_listing import list_ratings
        from .host.store.ratings import POOLS

        return _until_the_reader_leaves(
            lambda: list_ratings(args.db, args.rebuild, (args.pool,) if args.pool else POOLS))
    if args.command == "migrate":
        from .host.store.migrate import migrate as copy_store

        return copy_store(args.source, args.target)
    if args.command == "matches":
        from .host.store.archive_listing import list_matches

        return _until_the_reader_leaves(lambda: list_matches(args.db, args.ids))
    return 0


def _until_the_reader_leaves(listing: Callable[[], int]) -> int:
    """Runs a listing whose reader may stop early (``matches | head``): once the pipe is closed, the rest
    is not written and the command ends quietly with status 0, as the reader asked for no more (without
    this, a traceback, and Python's own complaint when it flushes standard output at exit)."""
    try:
        status = listing()
        sys.stdout.flush()
        return status
    except BrokenPipeError:
        # Standard output goes nowhere from here, so the flush at exit finds nothing to complain about.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
        return 0


def _at_least(smallest: int) -> Callable[[str], int]:
    """An argparse type: a whole number no smaller than ``smallest`` (argon2 refuses less)."""

    def parse(text: str) -> int:
        value = int(text)
        if value < smallest:
            raise argparse.ArgumentTypeError(f"at least {smallest}")
        return value

    return parse


def _serve(args: argparse.Namespace) -> int:
    import asyncio
    from pathlib import Path

    from .host.tables.logs import configure_logging

    if args.role == "bots":
        return _serve_bots(args)
    if args.bots == "bus" and not args.bus:
        print("--bots bus needs --bus nats://host:port", file=sys.stderr)
        return 2

    import gc

    # The server turns Python's automatic collection off for good (``run_server``: its collector collects
    # once at start-up, then in slices): off already while its modules import, which make hundreds of
    # thousands of objects and no garbage, it spares scans worth a tenth of the imports' CPU.
    gc.disable()
    from .host.net.config import ServerConfig
    from .host.server import event_loop_factory, run_server
    from .host.store.database import is_postgres_url

    configure_logging(args.role, args.owner)
    config = ServerConfig(
        host=args.host, port=8000 if args.port is None else args.port,
        db=args.db if is_postgres_url(args.db) else Path(args.db),
        grace_seconds=args.grace_seconds,
        auto_register=not args.no_auto_register, bot_pacing_seconds=args.bot_pacing,
        registrations_per_address_hour=args.registrations_per_hour,
        connections_per_address=args.connections_per_address, max_connections=args.max_connections,
        login_hashes_at_once=args.login_hashes_at_once, analysis_plies=args.analysis_ply,
        password_hash_kib=args.password_hash_kib, password_hash_passes=args.password_hash_passes,
        role=args.role, owner=args.owner, owner_ttl=args.owner_ttl, bus=args.bus, reuse_port=args.reuse_port,
        command_cap=args.command_cap, bus_wait=args.bus_wait,
        rate_per_second=args.rate_per_second, rate_burst=max(1, int(2 * args.rate_per_second)),
        analysis_workers=max(1, args.analysis_workers),
        bots=args.bots, bots_bus=args.bus, bots_timeout=args.bots_timeout, bots_notice=args.bots_notice,
    )
    with asyncio.Runner(loop_factory=event_loop_factory(args.event_loop)) as runner:
        runner.run(run_server(config))
    return 0


def _serve_bots(args: argparse.Namespace) -> int:
    """``serve --role bots --bus nats://...``: a bots worker (``host/cluster/bot_service``)."""
    import asyncio

    from .host.cluster.bot_service import run_bots
    from .host.tables.logs import configure_logging, process_name

    if not args.bus:
        print("--role bots needs --bus nats://host:port", file=sys.stderr)
        return 2
    name = args.owner or f"bots-{process_name()}"
    configure_logging(args.role, name)
    asyncio.run(run_bots(args.bus, name=name, workers=args.bot_workers or None,
                         analysis_workers=max(1, args.analysis_workers), host=args.host, port=args.port or 0))
    return 0

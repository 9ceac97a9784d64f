"""Command line: ``serve`` starts the lobby server, ``demo`` plays a self-play game between random players."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``python -m playpalace_backgammon`` and the ``playpalace-backgammon`` script."""
    parser = argparse.ArgumentParser(prog="playpalace-backgammon")
    commands = parser.add_subparsers(dest="command", required=True)
    demo = commands.add_parser("demo", help="play one game between two random players, printing the moves")
    demo.add_argument("--seed", type=int, default=None, help="seed for dice and players")
    demo.add_argument("--length", type=int, default=1, help="match length in points")
    args = parser.parse_args(argv)
    if args.command == "demo":
        from .demo import run_demo

        run_demo(seed=args.seed, length=args.length, out=sys.stdout)
    return 0

"""The Chaos level's games end: 1,000 seeded single games of Chaos against each level, the longest printed.

Run by ``python -m bench bench_chaos``. Each game is played straight on the rules core
(``bots.selfplay_games``); the gnubg levels play in spawned worker processes, as in the server, one game
a task. Printed per opponent: games, unfinished (none expected), the longest game in turns (rolls), its
seed, the mean, and the time taken. ``CHAOS_GAMES`` sets the number of games (1,000 by default);
``CHAOS_LEVELS`` a comma-separated list of opponents (every level by default).
"""

from __future__ import annotations

import multiprocessing
import os
import time
from concurrent.futures import ProcessPoolExecutor

from playpalace_backgammon.bots import BotLevel, engine_gnubg
from playpalace_backgammon.bots.selfplay_games import GameLength, play_game

LIMIT = 20_000  # turns: a game this long counts as unfinished


def _gnubg_game(opponent: BotLevel, seed: int) -> GameLength:
    """In a worker: one game of Chaos against a gnubg level (Chaos decides in-process there too)."""
    from playpalace_backgammon.bots.local import decide_locally

    def decide(request):  # type: ignore[no-untyped-def]
        return engine_gnubg.decide(request) if request.level.uses_gnubg else decide_locally(request)

    return play_game((BotLevel.CHAOS, opponent), seed, LIMIT, decide)


def games_against(opponent: BotLevel, games: int) -> list[GameLength]:
    if not opponent.uses_gnubg:
        return [play_game((BotLevel.CHAOS, opponent), seed, LIMIT) for seed in range(games)]
    workers = os.cpu_count() or 1
    with ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn")) as pool:
        return list(pool.map(_gnubg_game, [opponent] * games, range(games), chunksize=10))


def run() -> None:
    games = int(os.environ.get("CHAOS_GAMES", "1000"))
    names = os.environ.get("CHAOS_LEVELS")
    levels = [BotLevel(name) for name in names.split(",")] if names else list(BotLevel)
    for opponent in levels:
        started = time.perf_counter()
        lengths = games_against(opponent, games)
        longest = max(lengths, key=lambda game: game.turns)
        unfinished = sum(1 for game in lengths if not game.finished)
        mean = sum(game.turns for game in lengths) / len(lengths)
        print(f"chaos vs {opponent.value:12} games {len(lengths):5}  unfinished {unfinished}  "
              f"longest {longest.turns:5} turns (seed {longest.seed})  mean {mean:6.1f}  "
              f"{time.perf_counter() - started:6.1f} s", flush=True)


if __name__ == "__main__":
    run()

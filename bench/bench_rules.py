"""Legal-play generation per (position, roll) against gnubg's ``findbestmoves`` at 0-ply, same samples.

Each side runs in a fresh process of its own started with spawn (gnubg runs only on a worker process's main
thread), so no cache carries over from one side to the other. The two processes take turns over the same
chunks of samples, several rounds, each timing its chunk in CPU time; the best time of each chunk is kept.
Taking turns in small chunks lets a busy or throttled machine disturb both sides alike, so their ratio holds.
"""

from __future__ import annotations

import multiprocessing
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from .samples import self_play_samples

SAMPLES = 5000
CHUNK = 250
ROUNDS = 5

_state: dict[str, Any] = {}


def _prepare(side: str) -> None:
    """Worker initialiser: the samples, and for gnubg its boards, cube and context."""
    samples = self_play_samples(SAMPLES)
    _state["side"] = side
    if side == "ours":
        from playpalace_backgammon.rules import legal_plays

        _state["run"] = lambda chunk: sum(len(legal_plays(position, dice)) for position, dice in chunk)
        _state["samples"] = samples
    else:
        import gnubg

        cube = gnubg.cubeinfo()
        context = gnubg.evalcontext(0, 0)
        _state["run"] = lambda chunk: sum(
            len(gnubg.findbestmoves(board, cube, context, dice)) for board, dice in chunk
        )
        _state["samples"] = [(position.to_gnubg_board(), dice) for position, dice in samples]


def _time_chunk(start: int) -> tuple[float, int]:
    """CPU seconds to handle samples ``start`` to ``start + CHUNK``, and how many plays were found."""
    chunk = _state["samples"][start:start + CHUNK]
    began = time.process_time()
    found = _state["run"](chunk)
    return time.process_time() - began, found


def run() -> None:
    """Prints both per-sample times and their ratio."""
    context = multiprocessing.get_context("spawn")
    starts = range(0, SAMPLES, CHUNK)
    best: dict[str, dict[int, float]] = {"ours": {}, "gnubg": {}}
    found: dict[str, int] = {}
    with (
        ProcessPoolExecutor(1, mp_context=context, initializer=_prepare, initargs=("ours",)) as ours,
        ProcessPoolExecutor(1, mp_context=context, initializer=_prepare, initargs=("gnubg",)) as gnubg,
    ):
        pools = {"ours": ours, "gnubg": gnubg}
        for _ in range(ROUNDS):
            for start in starts:
                for side, pool in pools.items():
                    seconds, plays = pool.submit(_time_chunk, start).result()
                    best[side][start] = min(seconds, best[side].get(start, float("inf")))
                    found[side] = found.get(side, 0) + plays
    ours_time = sum(best["ours"].values()) / SAMPLES
    gnubg_time = sum(best["gnubg"].values()) / SAMPLES
    print(f"rules: legal plays over {SAMPLES} self-play (position, roll) samples, chunks of {CHUNK} taken in "
          f"turns, best of {ROUNDS}")
    print(f"  ours                      {ours_time * 1e6:8.1f} us per sample "
          f"({found['ours'] // ROUNDS} plays)")
    print(f"  gnubg findbestmoves 0-ply {gnubg_time * 1e6:8.1f} us per sample "
          f"({found['gnubg'] // ROUNDS} moves)")
    print(f"  ratio ours / gnubg        {ours_time / gnubg_time:8.2f}  (target <= 2.00)")

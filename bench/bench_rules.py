"""Legal-play generation per (position, roll) against gnubg's ``findbestmoves`` at 0-ply, same samples.

Each side is timed cold, in a fresh process of its own started with spawn (gnubg runs only on a worker
process's main thread), so no cache carries over between the two runs. Times are CPU time of that process
(best of several passes), so other work on the machine disturbs the ratio as little as possible.
"""

from __future__ import annotations

import multiprocessing
import time

from .samples import self_play_samples

SAMPLES = 5000
REPEATS = 5


def _time_ours(count: int) -> tuple[float, int]:
    from playpalace_backgammon.rules import legal_plays

    samples = self_play_samples(count)
    best = float("inf")
    plays = 0
    for _ in range(REPEATS):
        start = time.process_time()
        plays = sum(len(legal_plays(position, dice)) for position, dice in samples)
        best = min(best, time.process_time() - start)
    return best / len(samples), plays


def _time_gnubg(count: int) -> tuple[float, int]:
    import gnubg

    samples = self_play_samples(count)
    boards = [(position.to_gnubg_board(), dice) for position, dice in samples]
    cube = gnubg.cubeinfo()
    context = gnubg.evalcontext(0, 0)
    best = float("inf")
    moves = 0
    for _ in range(REPEATS):
        start = time.process_time()
        moves = sum(len(gnubg.findbestmoves(board, cube, context, dice)) for board, dice in boards)
        best = min(best, time.process_time() - start)
    return best / len(samples), moves


def run() -> None:
    """Prints both per-sample times and their ratio."""
    with multiprocessing.get_context("spawn").Pool(1, maxtasksperchild=1) as pool:
        ours, our_plays = pool.apply(_time_ours, (SAMPLES,))
    with multiprocessing.get_context("spawn").Pool(1, maxtasksperchild=1) as pool:
        reference, gnubg_moves = pool.apply(_time_gnubg, (SAMPLES,))
    print(f"rules: legal plays over {SAMPLES} self-play (position, roll) samples, best of {REPEATS}")
    print(f"  ours                      {ours * 1e6:8.1f} us per sample ({our_plays} plays)")
    print(f"  gnubg findbestmoves 0-ply {reference * 1e6:8.1f} us per sample ({gnubg_moves} moves)")
    print(f"  ratio ours / gnubg        {ours / reference:8.2f}  (target <= 2.00)")

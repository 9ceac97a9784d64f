"""Our legal plays against GNU Backgammon's ``findbestmoves`` on tens of thousands of positions.

gnubg lists one move per legal resulting position. It runs in a worker process started with spawn (it
segfaults off a main thread). Its returned moves are cut short after their first bear-off step, so where a
move bears off only the number of plays is compared; everywhere else the sets of resulting positions are.
"""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor

import pytest

from playpalace_backgammon.rules import BAR, OFF, Position, legal_plays

from .positions import scattered_positions, self_play_positions

pytestmark = pytest.mark.slow(4)  # seconds on an idle machine: this module starts first

CHUNK = 2000
# Positions compared: 12,000 from self-play and 10,000 scattered in the full sweep (`PPB_FULL_SWEEPS=1`,
# docs/testing.md), the first 4,000 and 3,000 of them otherwise; the test asserts the sample meets both
# ways of comparing (sets of results, and the number of plays where gnubg cuts a bear-off short).
FULL_SWEEPS = os.environ.get("PPB_FULL_SWEEPS", "") not in ("", "0")
SELF_PLAY, SCATTERED = (12000, 10000) if FULL_SWEEPS else (4000, 3000)


def _gnubg_results(
    samples: list[tuple[tuple[list[int], list[int]], tuple[int, int]]],
) -> list[list[tuple[int, ...]]]:
    """Runs in the worker: gnubg's move tuples for each (board, dice)."""
    import gnubg

    cube = gnubg.cubeinfo()
    context = gnubg.evalcontext(0, 0)
    return [
        [tuple(entry["move"]) for entry in gnubg.findbestmoves(board, cube, context, dice)]
        for board, dice in samples
    ]


def _apply_gnubg_move(position: Position, move: tuple[int, ...]) -> Position | None:
    """The result of gnubg's (from, to, ...) move, or None when it bears off (gnubg cuts those short)."""
    me, opp = list(position.mover), list(position.opponent)
    for index in range(0, len(move) - 1, 2):
        source, target = move[index], move[index + 1]
        if target <= OFF:
            return None
        me[source] -= 1
        me[target] += 1
        if opp[25 - target] == 1:
            opp[25 - target] = 0
            opp[BAR] += 1
    if len(move) % 2:
        return None
    return Position(me, opp)


@pytest.fixture(scope="module")
def gnubg() -> Iterator[ProcessPoolExecutor]:
    """Two gnubg workers for the module's tests (each spawned worker imports gnubg, about half a second
    of CPU: one pair serves both tests)."""
    with ProcessPoolExecutor(2, mp_context=multiprocessing.get_context("spawn")) as pool:
        yield pool


def test_legal_plays_match_gnubg_on_many_positions(gnubg: ProcessPoolExecutor) -> None:
    samples = self_play_positions(SELF_PLAY, seed=11) + scattered_positions(SCATTERED, seed=12)
    boards = [(position.to_gnubg_board(), dice) for position, dice in samples]
    chunks = [boards[i:i + CHUNK] for i in range(0, len(boards), CHUNK)]
    answers = [moves for chunk in gnubg.map(_gnubg_results, chunks) for moves in chunk]
    compared_sets = counted_only = 0
    mismatches = []
    for (position, dice), moves in zip(samples, answers, strict=True):
        ours = {play.result for play in legal_plays(position, dice)}
        theirs = [_apply_gnubg_move(position, move) for move in moves]
        if len(ours) != len(moves):
            mismatches.append((position.gnubg_id(), dice, len(ours), len(moves)))
        elif None not in theirs:
            compared_sets += 1
            if ours != set(theirs):
                mismatches.append((position.gnubg_id(), dice, "different results"))
        else:
            counted_only += 1
    assert not mismatches, f"{len(mismatches)} mismatches, first: {mismatches[:5]}"
    assert len(samples) == SELF_PLAY + SCATTERED
    assert compared_sets > len(samples) * 2 // 3 and counted_only > 0, (compared_sets, counted_only)


def _gnubg_ids(boards: list[tuple[list[int], list[int]]]) -> list[str]:
    """Runs in the worker: gnubg's position ID of each board, and the board it reads back from that ID."""
    import gnubg

    return [gnubg.positionid(board) for board in boards]


def test_position_ids_match_gnubg(gnubg: ProcessPoolExecutor) -> None:
    pairs = self_play_positions(1500, seed=21) + scattered_positions(1500, seed=22)
    samples = [position for position, _ in pairs]
    ids = gnubg.submit(_gnubg_ids, [position.to_gnubg_board() for position in samples]).result()
    assert [position.gnubg_id() for position in samples] == ids
    assert all(Position.from_gnubg_id(text) == position for text, position in zip(ids, samples, strict=True))

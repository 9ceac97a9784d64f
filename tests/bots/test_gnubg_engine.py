"""The GNU Backgammon levels agree with gnubg itself. gnubg runs only in spawned processes."""

from __future__ import annotations

import multiprocessing
import os
import random
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor

import pytest

from playpalace_backgammon.bots import (
    BotLevel,
    CubeAction,
    CubeDecision,
    CubeHint,
    CubeOwner,
    DecisionKind,
    DecisionRequest,
    MoveDecision,
    MoveHint,
    Purpose,
)
from playpalace_backgammon.bots.engine_gnubg import action_from_text, parse_cube_analysis
from playpalace_backgammon.rules import Position, legal_plays

from . import gnubg_checks
from .positions import pre_roll_positions, self_play_positions

pytestmark = pytest.mark.slow(6)  # seconds on an idle machine: this module starts early

# 2-ply positions compared: the first 12 of each seeded self-play stream in `make test`, all 45 with
# `PPB_FULL_SWEEPS=1` (docs/testing.md); both add the first 4 bear-offs of a third stream, where gnubg
# cuts the play short (a bear-off is rare among the first self-play positions).
FULL_SWEEPS = os.environ.get("PPB_FULL_SWEEPS", "") not in ("", "0")
TWO_PLY = 45 if FULL_SWEEPS else 12


@pytest.fixture(scope="module")
def workers() -> Iterator[ProcessPoolExecutor]:
    with ProcessPoolExecutor(2, mp_context=multiprocessing.get_context("spawn")) as executor:
        yield executor


def test_two_ply_plays_what_gnubg_findbestmove_plays(workers: ProcessPoolExecutor) -> None:
    jobs = [workers.submit(gnubg_checks.compare_best_moves, TWO_PLY, seed, BotLevel.GNUBG_2PLY)
            for seed in (11, 12)]
    jobs.append(workers.submit(gnubg_checks.compare_best_moves, 4, 13, BotLevel.GNUBG_2PLY, True))
    results = [job.result() for job in jobs]
    assert [m for _, mismatches in results for m in mismatches] == []
    assert sum(cut for cut, _ in results) > 0, "no cut-short bear-off tuple was exercised"


def test_zero_and_one_ply_play_what_gnubg_plays(workers: ProcessPoolExecutor) -> None:
    jobs = [
        workers.submit(gnubg_checks.compare_best_moves, 300, 21, BotLevel.GNUBG_0PLY),
        workers.submit(gnubg_checks.compare_best_moves, 100, 22, BotLevel.GNUBG_1PLY),
    ]
    assert [m for job in jobs for m in job.result()[1]] == []


def test_every_gnubg_level_plays_legal_plays_and_hints_name_legal_plays(workers: ProcessPoolExecutor) -> None:
    pairs = self_play_positions(120, seed=31)
    questions = [
        (DecisionRequest(p, DecisionKind.MOVE, level, d), purpose)
        for p, d in pairs
        for level in (BotLevel.GNUBG_0PLY, BotLevel.GNUBG_1PLY)
        for purpose in Purpose
    ]
    answers = workers.submit(gnubg_checks.answers_for, questions).result()
    for (request, purpose), answer in zip(questions, answers, strict=True):
        assert request.dice is not None
        count = len(legal_plays(request.position, request.dice))
        if purpose is Purpose.DECISION:
            assert isinstance(answer, MoveDecision)
            assert 0 <= answer.play_index < count
        else:
            assert isinstance(answer, MoveHint)
            indexes = [index for index, _ in answer.plays]
            assert 1 <= len(indexes) <= 3 and len(set(indexes)) == len(indexes)
            assert all(0 <= i < count for i in indexes)
            equities = [equity for _, equity in answer.plays]
            assert equities == sorted(equities, reverse=True)


def _cube_requests() -> list[DecisionRequest]:
    rng = random.Random(41)
    states = [
        {"match_length": 7, "mover_score": 2, "opponent_score": 6, "crawford": True},  # Crawford game
        {"match_length": 7, "mover_score": 6, "opponent_score": 2, "crawford": True},
        {"match_length": 7, "mover_score": 2, "opponent_score": 6},  # post-Crawford trailer
        {"match_length": 7, "mover_score": 3, "opponent_score": 6},
        {"match_length": 7, "mover_score": 6, "opponent_score": 3},  # post-Crawford leader
        {"match_length": 25, "mover_score": 0, "opponent_score": 0},  # money-like
        {"match_length": 0},
        {"match_length": 5, "mover_score": 3, "opponent_score": 3},  # double match point -1
        {
            "match_length": 9,
            "mover_score": 4,
            "opponent_score": 7,
            "cube_value": 2,
            "cube_owner": CubeOwner.MOVER,
        },
    ]
    requests = []
    for position in pre_roll_positions(14, seed=42):
        for state in states:
            requests.append(
                DecisionRequest(position, DecisionKind.ROLL_OR_DOUBLE, BotLevel.GNUBG_0PLY, **state)
            )
    # Racing positions where doubling is a real question.
    for _ in range(20):
        requests.append(
            DecisionRequest(
                _race(rng),
                DecisionKind.ROLL_OR_DOUBLE,
                rng.choice([BotLevel.GNUBG_0PLY, BotLevel.GNUBG_1PLY]),
                **rng.choice(states),
            )
        )
    return requests


def _race(rng: random.Random) -> Position:
    def side() -> list[int]:
        counts = [0] * 26
        for _ in range(15):
            counts[rng.choice([1, 2, 3, 4, 5, 6, 6, 5, 4, 7, 8, 9])] += 1
        return counts

    mover, opponent = side(), side()
    return Position(mover, opponent)


def test_cube_decisions_agree_with_gnubg_hint(workers: ProcessPoolExecutor) -> None:
    requests = _cube_requests()
    half = len(requests) // 2
    jobs = [
        workers.submit(gnubg_checks.compare_cube_decisions, part)
        for part in (requests[:half], requests[half:])
    ]
    assert [m for job in jobs for m in job.result()] == []


def test_crawford_never_doubles_and_post_crawford_trailer_doubles_at_once(
    workers: ProcessPoolExecutor,
) -> None:
    positions = [Position.initial(), *pre_roll_positions(10, seed=51)]
    state = {"kind": DecisionKind.ROLL_OR_DOUBLE, "level": BotLevel.GNUBG_1PLY, "match_length": 5}
    crawford = [
        DecisionRequest(p, **state, mover_score=s, opponent_score=4, crawford=True)  # type: ignore[arg-type]
        for p in positions
        for s in (0, 2, 3)
    ]
    trailer = [
        DecisionRequest(p, **state, mover_score=s, opponent_score=4)  # type: ignore[arg-type]
        for p in positions
        for s in (0, 1)
    ]
    questions = [(r, Purpose.DECISION) for r in crawford + trailer] + [(r, Purpose.HINT) for r in trailer]
    answers = workers.submit(gnubg_checks.answers_for, questions).result()
    decisions = [a for a in answers[: len(crawford) + len(trailer)] if isinstance(a, CubeDecision)]
    hints = [a for a in answers[len(crawford) + len(trailer) :] if isinstance(a, CubeHint)]
    assert len(decisions) == len(crawford) + len(trailer) and len(hints) == len(trailer)
    assert [d.double for d in decisions[: len(crawford)]] == [False] * len(crawford)
    doubles = decisions[len(crawford) :]
    assert doubles[0].double and doubles[1].double
    # Elsewhere the trailer doubles, or is too good to double (playing on for a gammon): never a plain no.
    for decision, hint in zip(doubles, hints, strict=True):
        assert hint.action is not CubeAction.NO_DOUBLE
        assert decision.double == hint.should_double


def test_cube_analysis_text_is_read_exactly() -> None:
    text = (
        "Cube analysis\n2-ply cubeless equity -0.190 (Money: -0.190)\n"
        "  0.405 0.000 0.000 - 0.595 0.000 0.000\n"
        "Cubeful equities:\n1. No redouble         -0.207\n2. Redouble, pass      +1.000  (+1.207)\n"
        "3. Redouble, take      -1.018  (-0.811)\nProper cube action: No redouble, take (40.2%)\n"
    )
    hint = parse_cube_analysis(text)
    assert (hint.action, hint.take) == (CubeAction.NO_DOUBLE, True)
    assert (hint.no_double, hint.double_pass, hint.double_take) == (-0.207, 1.0, -1.018)
    assert parse_cube_analysis("").action is CubeAction.NOT_AVAILABLE
    assert action_from_text("Too good to double, pass") == (CubeAction.TOO_GOOD_PASS, False)
    assert action_from_text("Double, beaver") == (CubeAction.DOUBLE_TAKE, True)
    assert action_from_text("Optional double, take") == (CubeAction.OPTIONAL_DOUBLE, True)
    assert action_from_text("Never redouble, take (dead cube)") == (CubeAction.NO_DOUBLE, True)

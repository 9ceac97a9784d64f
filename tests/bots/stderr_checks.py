"""Run in a spawned process: gnubg asked cube questions with a dead cube, its stderr caught in a file."""

from __future__ import annotations

import os

from playpalace_backgammon.bots import BotLevel, CubeOwner, DecisionKind, DecisionRequest
from playpalace_backgammon.rules import Position


def dead_cube_answers_with_stderr_in(path: str) -> list[str]:
    """The cube actions gnubg gives at dead-cube decisions, this process's stderr written to ``path``."""
    from playpalace_backgammon.bots import engine_gnubg

    with open(path, "wb") as sink:
        os.dup2(sink.fileno(), 2)
    requests = [
        DecisionRequest(Position.initial(), DecisionKind.ROLL_OR_DOUBLE, BotLevel.GNUBG_0PLY,
                        match_length=5, mover_score=4, opponent_score=2),
        DecisionRequest(Position.initial(), DecisionKind.ROLL_OR_DOUBLE, BotLevel.GNUBG_0PLY, cube_value=2,
                        cube_owner=CubeOwner.MOVER, match_length=5, mover_score=3, opponent_score=2),
        DecisionRequest(Position.initial(), DecisionKind.TAKE_OR_DROP, BotLevel.GNUBG_0PLY, cube_value=2,
                        match_length=5, mover_score=2, opponent_score=3),
    ]
    answers = [engine_gnubg.cube_hint(request).action.value for request in requests[:2]]
    answers.append(str(engine_gnubg.decide(requests[2])))
    return answers

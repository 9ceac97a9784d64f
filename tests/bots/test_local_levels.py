"""The in-process levels (Random, Simple, Chaos) only ever choose legal plays and follow the cube rules."""

from __future__ import annotations

from playpalace_backgammon.bots import BotLevel, CubeDecision, DecisionKind, DecisionRequest, MoveDecision
from playpalace_backgammon.bots.engine_simple import _score_result_plainly, score_result
from playpalace_backgammon.bots.local import decide_locally
from playpalace_backgammon.rules import Position, legal_plays

from .positions import pre_roll_positions, self_play_positions

LOCAL = (BotLevel.RANDOM, BotLevel.SIMPLE, BotLevel.CHAOS)


def test_every_local_level_plays_a_legal_play() -> None:
    for position, dice in self_play_positions(400, seed=1):
        plays = legal_plays(position, dice)
        for level in LOCAL:
            decision = decide_locally(
                DecisionRequest(position, DecisionKind.MOVE, level, dice, seed=len(plays))
            )
            assert isinstance(decision, MoveDecision)
            assert 0 <= decision.play_index < len(plays)


def test_random_is_reproducible_from_the_seed_and_varies_with_it() -> None:
    position, dice = next((p, d) for p, d in self_play_positions(50, seed=2) if len(legal_plays(p, d)) > 5)
    choices = {
        decide_locally(DecisionRequest(position, DecisionKind.MOVE, BotLevel.RANDOM, dice, seed=s)).play_index
        for s in range(30)
    }
    again = decide_locally(DecisionRequest(position, DecisionKind.MOVE, BotLevel.RANDOM, dice, seed=3))
    assert again == decide_locally(
        DecisionRequest(position, DecisionKind.MOVE, BotLevel.RANDOM, dice, seed=3)
    )
    assert len(choices) > 1


def test_simple_hits_a_blot_it_can_hit_safely() -> None:
    # Mover: 2 on the 24-point, 13 on the 6-point; the opponent has a lone blot on the mover's 5-point.
    mover = [0] * 26
    mover[6], mover[24] = 13, 2
    opponent = [0] * 26
    opponent[20], opponent[6] = 1, 14
    position = Position(mover, opponent)
    plays = legal_plays(position, (1, 1))
    decision = decide_locally(DecisionRequest(position, DecisionKind.MOVE, BotLevel.SIMPLE, (1, 1)))
    assert any(step.hit for step in plays[decision.play_index].steps)
    assert plays[decision.play_index].result.mover[5] >= 2


def test_chaos_hits_whenever_it_can() -> None:
    for position, dice in self_play_positions(300, seed=4):
        plays = legal_plays(position, dice)
        most = max(sum(s.hit for s in play.steps) for play in plays)
        decision = decide_locally(DecisionRequest(position, DecisionKind.MOVE, BotLevel.CHAOS, dice))
        assert sum(s.hit for s in plays[decision.play_index].steps) == most


def test_no_local_level_doubles_in_the_crawford_game() -> None:
    for position in pre_roll_positions(60, seed=5):
        for level in LOCAL:
            for seed in range(5):
                request = DecisionRequest(
                    position,
                    DecisionKind.ROLL_OR_DOUBLE,
                    level,
                    match_length=5,
                    mover_score=1,
                    opponent_score=4,
                    crawford=True,
                    seed=seed,
                )
                assert decide_locally(request) == CubeDecision(False)


def test_simple_trailer_doubles_at_once_after_crawford() -> None:
    request = DecisionRequest(
        Position.initial(),
        DecisionKind.ROLL_OR_DOUBLE,
        BotLevel.SIMPLE,
        match_length=5,
        mover_score=1,
        opponent_score=4,
    )
    assert decide_locally(request) == CubeDecision(True)


def test_simple_fast_scoring_equals_its_plain_definition() -> None:
    results = [play.result for p, d in self_play_positions(600, seed=6) for play in legal_plays(p, d)]
    assert len(results) > 5000
    assert [score_result(r) for r in results] == [_score_result_plainly(r) for r in results]

"""Properties that hold for every position and roll (hypothesis)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from playpalace_backgammon.rules import Match, MatchOptions, Phase, SeededDice, legal_plays
from playpalace_backgammon.rules import commands as c

from .positions import scattered_position

positions = st.integers(0, 2**32 - 1).map(lambda seed: scattered_position(random.Random(seed)))
dice = st.tuples(st.integers(1, 6), st.integers(1, 6))


@settings(max_examples=400, deadline=None)
@given(positions, dice)
def test_checkers_are_conserved_and_pips_fall_by_the_dice_used(position, roll) -> None:  # type: ignore[no-untyped-def]
    plays = legal_plays(position, roll)
    start_pips = position.pip_count()[0]
    most = max((len(p.dice) for p in plays), default=0)
    for play in plays:
        assert sum(play.result.mover) == 15 and sum(play.result.opponent) == 15
        assert play.result.opponent[0] == position.opponent[0]
        moved = start_pips - play.result.pip_count()[0]
        borne_off = [s for s in play.steps if s.target == 0]
        if not borne_off:
            assert moved == sum(play.dice)
        else:
            assert moved <= sum(play.dice)
        assert len(play.dice) == most, "no play may use fewer dice than another"
        assert sorted(play.dice) == sorted(d for d in play.dice if d in roll)
    assert len({p.result for p in plays}) == len(plays)


@settings(max_examples=300, deadline=None)
@given(positions, dice)
def test_higher_die_rule(position, roll) -> None:  # type: ignore[no-untyped-def]
    plays = legal_plays(position, roll)
    if roll[0] != roll[1] and plays and len(plays[0].dice) == 1:
        high_alone = legal_plays(position, (max(roll), max(roll)))
        if high_alone:
            assert all(p.dice == (max(roll),) for p in plays)


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**9), st.integers(1, 7))
def test_serialise_restore_and_replay(seed: int, length: int) -> None:
    rng = random.Random(seed)
    match = Match(MatchOptions(length))
    source = SeededDice(seed)
    match.apply(c.StartGame(), source)
    for _ in range(rng.randint(1, 120)):
        if match.phase is Phase.MATCH_OVER:
            break
        if match.phase is Phase.GAME_OVER:
            match.apply(c.StartGame(), source)
        elif match.phase is Phase.AWAITING_ROLL:
            assert match.turn is not None
            if match.double_refusal(match.turn) is None and rng.random() < 0.1:
                match.apply(c.Double(match.turn), source)
            else:
                match.apply(c.Roll(match.turn), source)
        elif match.phase is Phase.DOUBLE_OFFERED:
            assert match.responder is not None
            answer = c.Take if rng.random() < 0.7 else c.Drop
            match.apply(answer(match.responder), source)
        elif match.phase is Phase.MOVING:
            assert match.turn is not None
            play = rng.choice(match.legal_plays())
            match.apply(c.Move(match.turn, tuple((s.source, s.target) for s in play.steps)), source)
        data = match.to_data()
        assert Match.from_data(data).to_data() == data
        assert sum(match.score) >= 0
    data = match.to_data()
    assert Match.replay(MatchOptions(length), data["dice_log"], list(match.accepted)).to_data() == data

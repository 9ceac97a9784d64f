"""The Chaos level keeps its character (it hits whenever it can, takes every double) and every game it
plays ends: seeded games against each in-process level finish, none anywhere near the turns that used to
run out (20,000 and more). ``bench/bench_chaos.py`` plays 1,000 games against every level."""

from __future__ import annotations

import pytest

from playpalace_backgammon.bots import BotLevel, DecisionKind, DecisionRequest
from playpalace_backgammon.bots.local import decide_locally
from playpalace_backgammon.bots.selfplay_games import play_game
from playpalace_backgammon.rules import Position

GAMES = 40
LIMIT = 3_000


@pytest.mark.parametrize("opponent", [BotLevel.CHAOS, BotLevel.RANDOM, BotLevel.SIMPLE])
def test_every_seeded_game_of_chaos_ends(opponent: BotLevel) -> None:
    lengths = [play_game((BotLevel.CHAOS, opponent), seed, LIMIT) for seed in range(GAMES)]
    assert all(game.finished for game in lengths), [game for game in lengths if not game.finished]
    assert max(game.turns for game in lengths) < 1_000


def test_the_same_seed_plays_the_same_game() -> None:
    assert play_game((BotLevel.CHAOS, BotLevel.RANDOM), 7) == play_game((BotLevel.CHAOS, BotLevel.RANDOM), 7)


def test_chaos_still_takes_every_double_and_leaves_blots_on_some_turns() -> None:
    take = DecisionRequest(Position.initial(), DecisionKind.TAKE_OR_DROP, BotLevel.CHAOS, cube_value=32)
    assert decide_locally(take).take  # type: ignore[union-attr]
    dice = (6, 5)
    chosen = {decide_locally(DecisionRequest(Position.initial(), DecisionKind.MOVE, BotLevel.CHAOS, dice,
                                             seed=seed)).play_index  # type: ignore[union-attr]
              for seed in range(40)}
    assert len(chosen) == 2  # its loose play on some turns, the Simple level's (24/13) on the others

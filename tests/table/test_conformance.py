"""Backgammon passes the table conformance suite: seeded random games to the end through the interface."""

from __future__ import annotations

import os
import random
from concurrent.futures import ProcessPoolExecutor

import pytest

from playpalace_backgammon.i18n import Localizer
from playpalace_backgammon.rules import SeededDice
from playpalace_backgammon.table.actions import ActionId
from playpalace_backgammon.table.backgammon import BackgammonTable
from playpalace_backgammon.table.interface import Command

from .conformance import GameUnderTest, play_random_game
from .random_player import choose

LENGTHS = (1, 1, 1, 3, 5, 7)


def options_for(seed: int) -> dict[str, object]:
    rng = random.Random(seed * 7919)
    return {
        "match_length": rng.choice(LENGTHS),
        "verbose": rng.random() < 0.5,
        "hints": rng.random() < 0.5,
        "cube_hints": rng.random() < 0.5,
        "confirm_turn": rng.random() < 0.3,
    }


def make(seed: int) -> BackgammonTable:
    return BackgammonTable(options_for(seed), ("Ana", "Ben"), SeededDice(seed))


def rebuild(table: BackgammonTable) -> BackgammonTable:  # type: ignore[override]
    return BackgammonTable.replay(table.options, table.names, table.dice_log, table.log)


GAME = GameUnderTest(make=make, choose=choose, spectator_probe=Command(ActionId.ROLL), rebuild=rebuild)
GAME_NO_REBUILD = GameUnderTest(make=make, choose=choose, spectator_probe=Command(ActionId.ROLL))


@pytest.mark.parametrize("seed", range(4))
def test_deep_random_games(seed: int, renderer: Localizer) -> None:
    """Every command checked: refusals change nothing, round trips, views, every message rendered."""
    table, stats = play_random_game(GAME, seed, renderer=renderer, deep=True)
    assert table.finished
    assert stats.commands > 20
    score = table.match.score
    assert max(score) >= table.options.match_length


def _light_batch(first_seed: int, quota: int) -> tuple[int, int, set[str]]:
    """Seeded matches from ``first_seed`` on until ``quota`` games have been played to their end; every
    fourth match is also rebuilt from its own log at the end."""
    games = matches = 0
    messages: set[str] = set()
    seed = first_seed
    while games < quota:
        game = GAME if seed % 4 == 0 else GAME_NO_REBUILD
        table, stats = play_random_game(game, seed, deep=False)
        assert table.finished
        games += table.match.game_number  # type: ignore[attr-defined]
        matches += 1
        messages |= stats.messages
        seed += 1
    return matches, games, messages


# Games (in matches): 120 in `make test`, the first seeds of each batch of the full sweep's thousand, which
# `PPB_FULL_SWEEPS=1` plays (docs/testing.md); TABLE_RANDOM_GAMES sets any number, for a longer soak.
FULL_SWEEPS = os.environ.get("PPB_FULL_SWEEPS", "") not in ("", "0")
GAMES = int(os.environ.get("TABLE_RANDOM_GAMES", "1000" if FULL_SWEEPS else "120"))
BATCHES = 8  # fixed, so the seeds played do not depend on the number of processors


@pytest.mark.slow(7)
def test_thousand_random_games() -> None:
    """Seeded games (single games and matches to 7 points) between random seats, each to its end, with
    the cheap invariants on every command and the thorough ones every so often (see
    ``play_random_game``): a thousand with PPB_FULL_SWEEPS=1, 120 otherwise, which already reach every
    kind of event checked below; TABLE_RANDOM_GAMES sets how many games."""
    workers = max(1, min(4, os.cpu_count() or 1))
    quota = -(-GAMES // BATCHES)
    with ProcessPoolExecutor(workers) as pool:
        results = list(pool.map(_light_batch, [1000 + 100_000 * batch for batch in range(BATCHES)],
                                [quota] * BATCHES))
    played = sum(games for _, games, _ in results)
    matches = sum(count for count, _, _ in results)
    assert played >= GAMES
    assert played > matches  # matches to 3, 5 and 7 play several games each
    print(f"{matches} matches, {played} games")
    seen = set().union(*(messages for _, _, messages in results))
    for expected in ("bg-rolled", "bg-sub-move", "bg-game-won", "bg-match-won", "bg-double-offered",
                     "bg-double-taken", "bg-double-dropped", "bg-undone", "bg-no-legal-play",
                     "bg-resign-offered", "bg-crawford-game"):
        assert expected in seen, expected

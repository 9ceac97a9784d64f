"""The fifth reader of a match: the adapter's saved fields (every die drawn, every command with its seat)
rebuild, through the one replay, the table the four readers of our server's log rebuild and the live table
was, step by step of the seeded match of tests/host/test_one_replay.py."""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping, Sequence
from types import ModuleType
from typing import Any

import pytest

from playpalace_backgammon.rules import SystemDice
from playpalace_backgammon.table.persistence import command_to_data
from tests.host.archive_matches import play_match
from tests.host.replay_readers import READERS, compared_steps, disagreements, history

GAME_TYPE = "playpalace_backgammon"


@pytest.fixture
def game_class(playpalace_server: ModuleType) -> Iterator[Any]:
    cls = playpalace_server.get_game_class(GAME_TYPE)
    assert cls is not None and cls.__name__ == "TableBackgammonGame"
    assert cls.dice_source is SystemDice  # live dice after a replay: the default, never drawn here
    yield cls


def test_the_adapter_and_the_four_readers_of_a_log_rebuild_the_live_table_at_every_compared_step(
        game_class: Any) -> None:
    played = play_match(3, 1, keep_live=True)
    assert played.live is not None and played.core.table is not None and played.core.table.finished

    def by_adapter(state: Mapping[str, Any], log: Sequence[Mapping[str, Any]]) -> Any:
        dice, commands = history(log)
        game = game_class()
        game.bg_options = json.dumps(state["options"])
        game.bg_names = list(state["names"])
        game.bg_dice = dice
        game.bg_commands = [json.dumps(command_to_data(seat, command)) for seat, command in commands]
        return game.table

    readers = {**READERS, "adapter": by_adapter}
    state = played.saves[-1][0]
    steps = compared_steps(len(played.log), 10)
    assert disagreements(state, played.log, played.live, readers, steps) == []
    final = by_adapter(state, played.log)
    assert final.finished and final.match.gnubg_id() == played.core.table.match.gnubg_id()


def test_saved_dice_the_adapter_does_not_draw_again_are_refused(game_class: Any) -> None:
    played = play_match(3, 1)
    dice, commands = history(played.log[:20])
    game = game_class()
    game.bg_options = json.dumps(played.core.options)
    game.bg_names = list(played.core.names)
    game.bg_dice = [*dice, 6]
    game.bg_commands = [json.dumps(command_to_data(seat, command)) for seat, command in commands]
    with pytest.raises(ValueError, match="not all drawn again"):
        game.rebuild_runtime_state()

"""``BackgammonTable`` is a facade: it states the contract it implements, and hands every action to a plain
function of its family's module over the table's state, which a reader (or a tool) can follow by name."""

from __future__ import annotations

import inspect
import sys
import types

import pytest

from playpalace_backgammon.rules import SeededDice
from playpalace_backgammon.table.actions import ActionId
from playpalace_backgammon.table.backgammon import HANDLERS, BackgammonTable
from playpalace_backgammon.table.bot_questions.bot_context import DecisionKind
from playpalace_backgammon.table.commands import moves, offers
from playpalace_backgammon.table.interface import Command, HostedTable, TableGame, Viewer

from .helpers import P0, P1, fingerprint, started

FAMILIES = {"moves", "offers", "money", "navigation", "status_replies", "hints"}


def _members(protocol: type) -> set[str]:
    """The methods, properties and attributes a protocol class itself declares."""
    names = {name for name in vars(protocol) if not name.startswith("_")}
    return names | set(getattr(protocol, "__annotations__", {}))


def test_the_table_states_the_contract_it_implements() -> None:
    assert HostedTable in BackgammonTable.__mro__ and TableGame in BackgammonTable.__mro__
    declared = _members(TableGame) | _members(HostedTable)
    assert {"handle", "snapshot", "restore", "advice_context", "dice_log", "declaration"} <= declared
    # Every member is the table's own, never the protocol's empty stub inherited by the explicit base.
    missing = sorted(name for name in declared if name not in vars(BackgammonTable))
    assert not missing, missing


def test_every_action_is_handled_by_a_plain_function_of_its_family() -> None:
    assert set(HANDLERS) == set(ActionId)
    for action, handler in HANDLERS.items():
        assert isinstance(handler, types.FunctionType), action
        module = sys.modules[handler.__module__]
        family = handler.__module__.rpartition(".")[2]
        assert family in FAMILIES, (action, handler.__module__)
        # Module level (no method of a class), found under its own name: what a reader follows.
        assert handler.__qualname__ == handler.__name__ and getattr(module, handler.__name__) is handler
        assert list(inspect.signature(handler).parameters) == ["state", "viewer", "command"], action
    assert HANDLERS[ActionId.ROLL] is moves.roll and HANDLERS[ActionId.DOUBLE] is offers.double


def _player(seat: int | None) -> Viewer:
    assert seat is not None
    return P0 if seat == 0 else P1


def test_a_handler_on_the_state_is_what_the_table_does() -> None:
    through_table = BackgammonTable({"match_length": 5}, ("Ana", "Ben"), SeededDice(11))
    direct = BackgammonTable({"match_length": 5}, ("Ana", "Ben"), SeededDice(11))
    assert through_table.start() == direct.start()
    turn = through_table.bot_turn()
    assert turn is not None and turn.context.kind is DecisionKind.MOVE  # the opening roll is played at once
    viewer = _player(turn.seat)
    for command in through_table.commands_for_play(turn.seat, turn.context.legal_plays[0]):
        handler = HANDLERS[command.action]
        assert through_table.handle(viewer, command) == handler(direct.state, viewer, command)
        direct.state.log.append((turn.seat, command))  # the facade's own step: it logs what changed
    assert fingerprint(through_table) == fingerprint(direct)
    roller, double = _player(through_table.match.turn), Command(ActionId.DOUBLE)
    assert through_table.handle(roller, double) == offers.double(direct.state, roller, double)
    assert through_table.match.to_data() == direct.match.to_data()


def test_the_tables_attributes_are_its_states() -> None:
    table = started([2, 3, 1])
    turn = table.bot_turn()
    assert turn is not None
    table.handle(_player(turn.seat), table.commands_for_play(turn.seat, turn.context.legal_plays[0])[0])
    state = table.state
    assert table.turn is not None and table.turn.moves  # a sub-move made, the play not complete
    assert table.match is state.match and table.turn is state.turn and table.log is state.log
    assert table.options is state.options and table.dice_log is state.dice_log
    assert table.names == state.names == ("Ana", "Ben")
    assert (table.colours, table.started, table.selected, table.narrator, table.resign_match_pending) \
        == (state.colours, True, state.selected, state.narrator, None)
    restored = BackgammonTable.restore(table.snapshot())
    assert restored.log == table.log and restored.log is restored.state.log
    assert restored.turn is not None and restored.turn.moves == table.turn.moves
    with pytest.raises(AttributeError):
        table.match = state.match  # type: ignore[misc]  # read through the facade, changed by handlers

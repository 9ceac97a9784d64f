"""A random backgammon player for tests: picks commands through the table's own views, mostly legal ones,
sometimes undoing, resigning, doubling, asking status keys, or pressing Enter on a random point."""

from __future__ import annotations

import random

from playpalace_backgammon.rules import Phase
from playpalace_backgammon.table.actions import ActionId
from playpalace_backgammon.table.backgammon import BackgammonTable
from playpalace_backgammon.table.bot_questions.bot_context import DecisionKind
from playpalace_backgammon.table.interface import Command, Viewer

STATUS = (ActionId.STATUS_BOARD, ActionId.STATUS_CUBE, ActionId.STATUS_PIPS, ActionId.STATUS_SCORE,
          ActionId.STATUS_DICE, ActionId.STATUS_TURN)
RESIGNS = (ActionId.RESIGN_SINGLE, ActionId.RESIGN_GAMMON, ActionId.RESIGN_BACKGAMMON)


def choose(table: BackgammonTable, rng: random.Random) -> tuple[Viewer, Command]:
    """A command for the seat that must act (or, now and then, something else someone might send)."""
    turn = table.bot_turn()
    assert turn is not None
    seat = turn.seat
    viewer = Viewer.player(seat)
    context = turn.context
    roll = rng.random()
    if roll < 0.02:
        anyone = rng.choice([Viewer.player(0), Viewer.player(1), Viewer.spectator(0), Viewer.spectator(1)])
        return anyone, Command(rng.choice(STATUS))
    if roll < 0.03:
        return Viewer.player(1 - seat), Command(ActionId.ROLL)  # out of turn
    if roll < 0.04:
        return viewer, Command(ActionId.POINT, rng.randrange(24))  # anywhere: legal or refused
    if context.kind is DecisionKind.ROLL_OR_DOUBLE:
        if context.may_double and rng.random() < 0.2:
            return viewer, Command(ActionId.DOUBLE)
        if rng.random() < 0.003:
            return viewer, Command(rng.choice(RESIGNS))
        return viewer, Command(ActionId.POINT, rng.randrange(24)) if rng.random() < 0.5 else Command(
            ActionId.ROLL)
    if context.kind is DecisionKind.TAKE_OR_DROP:
        return viewer, Command(ActionId.TAKE if rng.random() < 0.7 else ActionId.DROP)
    if context.kind is DecisionKind.ACCEPT_OR_DECLINE_RESIGNATION:
        return viewer, Command(ActionId.ACCEPT_RESIGNATION if rng.random() < 0.5
                               else ActionId.DECLINE_RESIGNATION)
    if context.kind is DecisionKind.END_TURN:
        return viewer, Command(ActionId.END_TURN if rng.random() < 0.8 else ActionId.UNDO)
    # Moving.
    assert table.match.phase is Phase.MOVING
    if table.turn is not None and table.turn.moves and rng.random() < 0.08:
        return viewer, Command(ActionId.UNDO)
    if rng.random() < 0.002:
        return viewer, Command(rng.choice(RESIGNS))
    if table.selected is not None and rng.random() < 0.03:
        return viewer, Command(ActionId.DESELECT)
    cells = table.target_cells(viewer)
    if not cells:  # the play is complete and waits for the turn to be ended
        return viewer, Command(ActionId.END_TURN)
    return viewer, Command(ActionId.POINT, rng.choice(cells))

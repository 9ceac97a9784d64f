"""The actions a viewer is offered: what the moment allows first, then the edges and the status keys, every
one the very same ``Action`` each time it is offered (a host compares them by identity), in a match's words
or a money session's."""

from __future__ import annotations

from playpalace_backgammon.table.actions import ActionId
from playpalace_backgammon.table.commands.menu import ALWAYS
from playpalace_backgammon.table.interface import Command, Viewer

from .helpers import P0, P1, table_at

INITIAL = {24: 2, 13: 5, 8: 3, 6: 5}


def test_the_always_offered_actions_end_every_list_as_the_very_same_objects() -> None:
    table = table_at(INITIAL, INITIAL, None, seed=5)
    spectator = Viewer.spectator(1)
    roller, waiting, watching = (table.actions_for(viewer) for viewer in (P0, P1, spectator))
    assert roller[0].id is ActionId.ROLL
    for offered in (roller, waiting, watching):
        assert [a.id for a in offered[-len(ALWAYS):]] == list(ALWAYS)
        assert all(map(lambda a, b: a is b, offered[-len(ALWAYS):], watching[-len(ALWAYS):]))
    assert [a.id for a in watching] == list(ALWAYS)  # a spectator has nothing else to do
    table.handle(P0, Command(ActionId.ROLL))
    moving = table.actions_for(P0)
    assert ActionId.ROLL not in [a.id for a in moving] and ActionId.POINT in [a.id for a in moving]
    assert moving[-1] is roller[-1] and moving[: -len(ALWAYS)] != roller[: -len(ALWAYS)]
    roller.append(moving[0])  # a caller's list is its own: the next one is unchanged
    assert [a.id for a in table.actions_for(spectator)] == list(ALWAYS)


def test_a_money_session_has_its_own_words_for_the_always_offered_score() -> None:
    match = table_at(INITIAL, INITIAL, None, seed=5).actions_for(P0)
    money = table_at(INITIAL, INITIAL, None, seed=5, money=True).actions_for(P0)
    score = ALWAYS.index(ActionId.STATUS_SCORE) - len(ALWAYS)
    assert match[score].id is money[score].id is ActionId.STATUS_SCORE
    assert match[score].label.id == "bg-action-status-score"
    assert money[score].label.id == "money-action-status-score"

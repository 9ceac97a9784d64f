"""Brief and verbose commentary, as each listener hears it: a point left empty, and the pip counts after a
play, only when verbose; every number in the listener's own numbering."""

from __future__ import annotations

from playpalace_backgammon.i18n import Localizer
from playpalace_backgammon.table.actions import ActionId
from playpalace_backgammon.table.backgammon import BackgammonTable
from playpalace_backgammon.table.interface import Command, Outcome, Viewer

from .helpers import P0, P1, table_at

S1 = Viewer.spectator(1)


def _heard(localizer: Localizer, outcome: Outcome, viewer: Viewer) -> list[str]:
    return [localizer.render(a.message, "en") for a in outcome.announcements if a.audience.includes(viewer)]


def _ana_moves_8_to_6(verbose: bool) -> tuple[BackgammonTable, Outcome]:
    """Ana (seat 0: one checker on her 8-point, two on the 6, one on the 3) moves 8/6 of her 2-1."""
    table = table_at({8: 1, 6: 2, 3: 1}, {24: 2, 12: 1}, (2, 1), verbose=verbose, more_dice=[4, 4])
    first = table.handle(P0, Command(ActionId.MOVE_CHECKER, move=(8, 6)))
    return table, first


def test_verbose_says_which_point_a_move_empties_in_each_listeners_numbering(localizer: Localizer) -> None:
    table, outcome = _ana_moves_8_to_6(verbose=True)
    assert _heard(localizer, outcome, P0) == ["You move from 8 to 6, leaving 8 empty."]
    assert _heard(localizer, outcome, P1) == ["Ana moves from 17 to 19, leaving 17 empty."]
    assert _heard(localizer, outcome, S1) == ["Ana moves from 17 to 19, leaving 17 empty."]
    last = table.handle(P0, Command(ActionId.MOVE_CHECKER, move=(3, 2)))
    mine = _heard(localizer, last, P0)
    assert mine[0] == "You move from 3 to 2, leaving 3 empty."
    # Ana's pips: 6 + 6 + 6 + 2 = 20 (the rest borne off); Ben's: 24 + 24 + 12 = 60.
    assert "Pip counts: you 20, Ben 60." in mine
    assert "Pip counts: Ana 20, you 60." in _heard(localizer, last, P1)


def test_brief_commentary_leaves_out_the_emptied_point_and_the_pip_counts(localizer: Localizer) -> None:
    table, outcome = _ana_moves_8_to_6(verbose=False)
    assert _heard(localizer, outcome, P0) == ["You move from 8 to 6."]
    assert _heard(localizer, outcome, P1) == ["Ana moves from 17 to 19."]
    last = table.handle(P0, Command(ActionId.MOVE_CHECKER, move=(3, 2)))
    assert not [text for text in _heard(localizer, last, P0) if text.startswith("Pip counts")]

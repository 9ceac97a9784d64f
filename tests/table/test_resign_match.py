"""Resigning the whole match (seed 004: the table's Resign loses the whole match, not just the game), asked
first: Y confirms, N (or anything else the asker does) keeps playing."""

from __future__ import annotations

from playpalace_backgammon.i18n import Localizer
from playpalace_backgammon.rules import Phase
from playpalace_backgammon.table.actions import ActionId
from playpalace_backgammon.table.backgammon import BackgammonTable
from playpalace_backgammon.table.interface import Command, Key, Viewer

from .helpers import P0, P1, refused, table_at

INITIAL = {24: 2, 13: 5, 8: 3, 6: 5}
RESIGN = Command(ActionId.RESIGN_MATCH)


def _offered(table: BackgammonTable, viewer: Viewer) -> list[ActionId]:
    return [action.id for action in table.actions_for(viewer)]  # type: ignore[misc]


def test_resign_asks_first_and_y_loses_the_whole_match(localizer: Localizer) -> None:
    table = table_at(INITIAL, INITIAL, None, turn=1, match_length=5)
    assert ActionId.RESIGN_MATCH in _offered(table, P0)  # at any moment, not only on one's own turn
    asked = table.handle(P0, RESIGN)
    assert asked.changed and not asked.announcements
    assert localizer.render(asked.replies[0], "en") == (
        "Resign the whole match? Ben would win it; the score is 0 to 0, match to 5. "
        "Press Y to resign the match, or N to keep playing.")
    assert _offered(table, P0)[:2] == [ActionId.CONFIRM_RESIGN_MATCH, ActionId.CANCEL_RESIGN_MATCH]
    confirm = table.command_for_key(P0, Key("y"), 0)
    assert confirm == Command(ActionId.CONFIRM_RESIGN_MATCH)
    outcome = table.handle(P0, confirm)
    heard = [localizer.render(a.message, "en") for a in outcome.announcements if a.audience.includes(P1)]
    # At the start two of Ana's checkers are in Ben's home board: the game in play is a backgammon; and the
    # match's end says how it was won, not only the score.
    assert heard == ["Ana resigns the match.", "Ana forfeits the game in play: a backgammon, 3 points.",
                     "Score, match to 5: you 3, Ana 0.",
                     "You win the match by resignation, with the score at 3 to 0."]
    assert localizer.render(outcome.announcements[-1].message, "ru").endswith(
        "выигрывает матч после сдачи соперника, при счёте 3:0.")
    assert table.finished and table.match.winner == 1 and table.match.score == [0, 3]
    assert refused(table, P0, RESIGN).id == "bg-refuse-match-over"


def test_n_keeps_playing_and_the_question_lapses_when_the_asker_acts(localizer: Localizer) -> None:
    table = table_at(INITIAL, INITIAL, None, turn=0, match_length=3, more_dice=[3, 1])
    table.handle(P0, RESIGN)
    cancel = table.command_for_key(P0, Key("n"), 0)
    assert cancel == Command(ActionId.CANCEL_RESIGN_MATCH)
    assert localizer.render(table.handle(P0, cancel).replies[0], "en") == "You keep playing."
    assert not table.finished and ActionId.ROLL in _offered(table, P0)
    table.handle(P0, RESIGN)
    table.handle(P0, Command(ActionId.ROLL))  # something else: the question is gone
    assert table.resign_match_pending is None
    assert refused(table, P0, Command(ActionId.CONFIRM_RESIGN_MATCH)).id == "bg-refuse-resign-match-not-asked"
    assert table.command_for_key(P0, Key("y"), 0) != Command(ActionId.CONFIRM_RESIGN_MATCH)


def test_resigning_while_a_double_waits_and_a_half_built_move_are_dropped_with_the_match() -> None:
    table = table_at(INITIAL, INITIAL, (3, 1), turn=0, match_length=3, confirm_turn=True)
    table.handle(P0, Command(ActionId.MOVE_CHECKER, move=(8, 5)))
    table.handle(P1, RESIGN)  # the opponent, not on turn
    table.handle(P1, Command(ActionId.CONFIRM_RESIGN_MATCH))
    assert table.finished and table.match.winner == 0 and table.turn is None
    assert table.match.phase is Phase.MATCH_OVER


def test_the_question_and_the_resignation_survive_a_snapshot_and_a_replay() -> None:
    table = table_at(INITIAL, INITIAL, None, turn=0, match_length=3, more_dice=[3, 1])
    table.handle(P0, RESIGN)
    restored = BackgammonTable.restore(table.snapshot())
    assert restored.resign_match_pending == 0
    restored.handle(P0, Command(ActionId.CONFIRM_RESIGN_MATCH))
    assert restored.finished and restored.match.winner == 1
    again = BackgammonTable.replay(restored.options, restored.names, restored.dice_log, restored.log)
    assert again.finished and again.match.winner == 1
    assert again.match.gnubg_id() == restored.match.gnubg_id()


def test_a_match_lost_on_time_says_it_was_won_on_time(localizer: Localizer) -> None:
    table = table_at(INITIAL, INITIAL, None, turn=0, match_length=3)
    outcome = table.handle(P0, table.time_out_commands(0)[0])
    won = [a.message for a in outcome.announcements if a.message.id == "bg-match-won"]
    assert won and won[0].args["how"] == "time"
    heard = [localizer.render(a.message, "en") for a in outcome.announcements if a.audience.includes(P1)]
    # The game in play is forfeited first (a backgammon at the start: two checkers in the winner's board).
    assert heard[-1] == "You win the match on time, with the score at 3 to 0."
    assert localizer.render(won[0], "ar").endswith("بانتهاء وقت الخصم، والنتيجة ٣ مقابل ٠.")


def test_the_table_says_which_seat_gave_the_match_up() -> None:
    """What a tournament records as resigned (``given_up_by``): the seat whose confirmed Resign or time out
    ended the match; nobody while it goes on, nor after a question answered N."""
    resigned = table_at(INITIAL, INITIAL, None, turn=1, match_length=5)
    resigned.handle(P0, RESIGN)
    assert resigned.given_up_by() is None  # asked, not yet confirmed
    resigned.handle(P0, Command(ActionId.CONFIRM_RESIGN_MATCH))
    assert resigned.finished and resigned.given_up_by() == 0
    timed = table_at(INITIAL, INITIAL, None, turn=1, match_length=5)
    for command in timed.time_out_commands(1):
        timed.handle(P1, command)
    assert timed.finished and timed.given_up_by() == 1
    kept = table_at(INITIAL, INITIAL, None, turn=0, match_length=3, more_dice=[3, 1])
    kept.handle(P0, RESIGN)
    kept.handle(P0, Command(ActionId.CANCEL_RESIGN_MATCH))
    assert not kept.finished and kept.given_up_by() is None

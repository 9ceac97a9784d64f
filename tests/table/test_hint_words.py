"""Hints in words: H without the engine ranks the plays by the Simple bot's judgement and says so; cube
advice says what the asker should do from their own side, including why they cannot usefully double."""

from __future__ import annotations

from playpalace_backgammon.bots.engine_simple import score_result
from playpalace_backgammon.i18n import Localizer
from playpalace_backgammon.rules import Phase, format_play
from playpalace_backgammon.table.actions import ActionId
from playpalace_backgammon.table.backgammon import BackgammonTable
from playpalace_backgammon.table.interface import Command, Message

from .helpers import P0, P1, table_at

INITIAL = {24: 2, 13: 5, 8: 3, 6: 5}


def _words(localizer: Localizer, messages: tuple[Message, ...]) -> list[str]:
    return [localizer.render(message, "en") for message in messages]


def _owned_by(table: BackgammonTable, owner: int, value: int = 2) -> BackgammonTable:
    data = table.snapshot()
    data["match"]["cube_owner"] = owner
    data["match"]["cube_value"] = value
    return BackgammonTable.restore(data)


def test_h_without_the_engine_ranks_plays_by_the_simple_bot_and_says_so(localizer: Localizer) -> None:
    table = table_at(INITIAL, INITIAL, (6, 5), hints=True)
    replies = table.handle(P0, Command(ActionId.HINT)).replies
    words = _words(localizer, replies)
    context = table.hint_context(P0)
    plays = context.legal_plays
    best = max(plays, key=lambda play: score_result(play.result))
    assert words[0] == f"{len(plays)} legal plays, best first as the Simple bot judges them " \
        "(the engine did not answer):"
    assert words[1] == f"1: {format_play(best)}"
    scores = [score_result(play.result) for play in plays]
    by_text = {format_play(play): play for play in plays}
    listed = [by_text[text.split(": ", 1)[1]] for text in words[1:]]
    assert [score_result(play.result) for play in listed] == sorted(scores, reverse=True)[:len(listed)]


def test_cube_advice_before_rolling_speaks_to_the_doubler(localizer: Localizer) -> None:
    table = table_at(INITIAL, INITIAL, None, match_length=5, cube_hints=True)
    assert _words(localizer, table.cube_hint_replies(True, True)) == [
        "Cube advice: double now; your opponent should take."]
    assert _words(localizer, table.cube_hint_replies(True, False)) == [
        "Cube advice: double now; your opponent should drop, and the game is yours."]
    assert _words(localizer, table.cube_hint_replies(False, True)) == [
        "Cube advice: do not double yet; roll."]
    # The engine found no double to make although the rules allow one: a dead cube at this score.
    assert _words(localizer, table.cube_hint_replies(None, None)) == [
        "Cube advice: doubling gains you nothing at this score (the cube is dead); roll."]


def test_cube_advice_when_the_opponent_owns_the_cube_says_why_not(localizer: Localizer) -> None:
    table = _owned_by(table_at(INITIAL, INITIAL, None, match_length=5, cube_hints=True), owner=1)
    assert table.match.phase is Phase.AWAITING_ROLL and table.match.turn == 0
    table.cube_hint_context(P0)  # the asker may ask
    assert _words(localizer, table.cube_hint_replies(None, True)) == [
        "Cube advice: you cannot double, your opponent owns the cube; roll."]


def test_cube_advice_facing_a_double_is_take_or_drop(localizer: Localizer) -> None:
    table = table_at(INITIAL, INITIAL, None, match_length=5, cube_hints=True)
    table.handle(P0, Command(ActionId.DOUBLE))
    table.cube_hint_context(P1)
    assert _words(localizer, table.cube_hint_replies(None, True)) == ["Cube advice: take the double."]
    assert _words(localizer, table.cube_hint_replies(None, False)) == ["Cube advice: drop the double."]

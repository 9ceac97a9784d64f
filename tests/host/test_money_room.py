"""A money session at a lobby table (the room's core, without sockets): the host sets money play, the bot
plays on after every game once the person has chosen, and the person's N ends the session."""

from __future__ import annotations

from playpalace_backgammon.bots import DecisionKind
from playpalace_backgammon.host.tables.bot_driver import RandomBotDriver
from playpalace_backgammon.host.tables.core.room_effects import AskBot
from playpalace_backgammon.host.tables.core.room_events import BotDecided, Submit
from playpalace_backgammon.host.tables.core.room_status import RoomStatus
from playpalace_backgammon.rules import Phase
from playpalace_backgammon.table.actions import ActionId
from playpalace_backgammon.table.bot_questions.bot_requests import answer_without_engine
from playpalace_backgammon.table.interface import Command

from . import test_room_core as core_tests

ANN = core_tests.ANN


def test_a_money_session_against_a_bot_plays_on_and_stops() -> None:
    h = core_tests.Harness(money=True, beavers=True)
    effects = h.with_bot()
    table = h.core.table
    assert table is not None and table.match.options.money and h.core.options["money"] is True
    rng = RandomBotDriver(7)._random
    games_seen = set()
    for _ in range(3000):
        if table.finished:
            break
        games_seen.add(table.match.game_number)
        ask = next((e for e in effects if isinstance(e, AskBot)), None)
        if ask is not None:  # the bot decides as the host's own driver would without an engine
            effects = h.feed(BotDecided(ask.token, list(answer_without_engine(table, ask.turn, rng))))
            continue
        turn = table.bot_turn()
        assert turn is not None and turn.seat == 0, "the game waits for nobody"
        if turn.context.kind is DecisionKind.PLAY_ON_OR_STOP:
            stop = table.match.game_number >= 2
            effects = h.feed(Submit(ANN, Command(ActionId.STOP_SESSION if stop else ActionId.PLAY_ON)))
            if not stop:
                assert "money-playing-on" in h.heard(ANN, effects)
        elif table.match.phase is Phase.DOUBLE_OFFERED:
            effects = h.feed(Submit(ANN, Command(ActionId.TAKE)))
        elif table.match.phase is Phase.RESIGNATION_OFFERED:
            effects = h.feed(Submit(ANN, Command(ActionId.ACCEPT_RESIGNATION)))
        else:
            effects = h.play_human_turn()
    assert table.finished and h.core.status is RoomStatus.FINISHED
    assert games_seen == {1, 2} and len(table.match.results) == 2
    assert "money-session-ended" in h.heard(ANN) and "money-between-games" in h.heard(ANN)
    assert h.log[-1]["commands"] == [["stop_session", None]]

"""A bot's decision and an engine's hint come back to the table core as plain data (``BotAnswered``,
``HintAdvised``) and only the core applies them to the table, after checking it still stands where it was
asked. No sockets, no event loop: the real table with seeded dice."""

from __future__ import annotations

from playpalace_backgammon.bots import CubeAction, CubeHint, DecisionKind, MoveHint
from playpalace_backgammon.host.tables.bot_driver import BotAnswer
from playpalace_backgammon.host.tables.core.room_effects import AppendLog, AskBot, AskHint, Effect, Say
from playpalace_backgammon.host.tables.core.room_events import (
    BotAnswered,
    Disconnected,
    HintAdvised,
    Join,
    Reclaim,
    Start,
    Submit,
    Timer,
    TimerFired,
    TimerKind,
)
from playpalace_backgammon.rules import Phase
from playpalace_backgammon.table.actions import ActionId
from playpalace_backgammon.table.interface import Command

from .test_room_core import ANN, BOB, Harness


def _bot_asked(h: Harness, effects: list[Effect], kind: DecisionKind, *, steps: int = 1) -> AskBot:
    """Plays on (Ann by the board, the bot by its first play) until the bot is asked a question of ``kind``
    (for a move, one of at least ``steps`` checker moves)."""
    for _ in range(60):
        asks = [e for e in effects if isinstance(e, AskBot)]
        context = asks[0].turn.context if asks else None
        if context is not None and context.kind is kind and (
                kind is not DecisionKind.MOVE or len(context.legal_plays[-1].raw_steps) >= steps):
            return asks[0]
        effects = h.answer_bot(effects) if asks else h.play_human_turn()
    raise AssertionError(f"the bot was never asked {kind}")


def test_a_bots_answer_naming_a_play_becomes_the_tables_commands_for_that_play() -> None:
    h = Harness(seed=8)
    ask = _bot_asked(h, h.with_bot(), DecisionKind.MOVE, steps=2)
    table = h.core.table
    assert table is not None
    plays = ask.turn.context.legal_plays
    chosen = len(plays) - 1  # the last play offered, not the first the harness would take
    expected = [command.to_data() for command in table.commands_for_play(ask.turn.seat, plays[chosen])]
    logged = len(h.log)
    effects = h.feed(BotAnswered(ask.token, BotAnswer(play_index=chosen)))
    entries = [e.entry for e in effects if isinstance(e, AppendLog)]
    assert len(entries) == 1 and entries[0]["seat"] == 1
    assert entries[0]["commands"] == expected and len(h.log) == logged + 1


def test_a_bots_yes_or_no_becomes_the_answer_command() -> None:
    h = Harness(seed=8)
    ask = _bot_asked(h, h.with_bot(), DecisionKind.ROLL_OR_DOUBLE)
    effects = h.feed(BotAnswered(ask.token, BotAnswer(yes=False)))  # no double: roll
    entries = [e.entry for e in effects if isinstance(e, AppendLog)]
    assert [entry["commands"] for entry in entries] == [[["roll", None]]]


def test_a_bots_answer_after_its_seat_was_taken_back_is_ignored_and_the_bot_asked_again_later() -> None:
    h = Harness(seed=4)
    h.feed(Join(ANN, "ann"))
    h.feed(Join(BOB, "bob"))
    effects = h.feed(Start(ANN))
    grace = Timer(TimerKind.GRACE, 1)
    for _ in range(30):  # Bob drops at the start of a turn of his; a bot takes his seat over
        table = h.core.table
        assert table is not None
        turn = table.bot_turn()
        assert turn is not None
        if turn.seat == 1:
            break
        effects = h.play_human_turn()
    h.feed(Disconnected(BOB))
    effects = h.feed(TimerFired(grace))
    ask = next(e for e in effects if isinstance(e, AskBot))
    assert ask.turn.seat == 1
    h.feed(Reclaim(7, "bob"))  # Bob is back before the bot's answer
    version, logged = h.core.version, len(h.log)
    answer = BotAnswer(play_index=0) if ask.turn.context.kind is DecisionKind.MOVE else BotAnswer(yes=False)
    effects = h.feed(BotAnswered(ask.token, answer))
    assert not any(isinstance(e, AppendLog | AskBot) for e in effects)  # his seat: no bot plays it
    assert h.core.version == version and len(h.log) == logged
    h.feed(Disconnected(7))
    effects = h.feed(TimerFired(grace))
    again = next(e for e in effects if isinstance(e, AskBot))
    assert again.token != ask.token and again.turn.seat == 1
    assert h.feed(BotAnswered(ask.token, answer)) == []  # the first answer is still nobody's
    effects = h.feed(BotAnswered(again.token, answer))
    assert any(isinstance(e, AppendLog) and e.entry["seat"] == 1 for e in effects)


def test_a_bots_answer_naming_a_play_not_offered_stops_only_this_table() -> None:
    h = Harness(seed=8)
    ask = _bot_asked(h, h.with_bot(), DecisionKind.MOVE)
    plays = len(ask.turn.context.legal_plays)
    effects = h.feed(BotAnswered(ask.token, BotAnswer(play_index=plays)))
    assert not any(isinstance(e, AppendLog) for e in effects) and h.core.broken


def _hint_asked(h: Harness) -> AskHint:
    h.until_ann_moves(h.with_bot())
    table = h.core.table
    assert table is not None
    if table.match.phase is Phase.AWAITING_ROLL:
        h.feed(Submit(ANN, Command(ActionId.ROLL)))
    return next(e for e in h.feed(Submit(ANN, Command(ActionId.HINT))) if isinstance(e, AskHint))


def test_an_engines_hint_is_worded_by_the_table_and_said_to_the_asker_alone() -> None:
    h = Harness(seed=6, hints=True)
    ask = _hint_asked(h)
    table = h.core.table
    assert table is not None
    plays = ask.context.legal_plays
    ranked = (len(plays) - 1, 0)
    expected = list(table.hint_replies([plays[i] for i in ranked], len(plays)))
    effects = h.feed(HintAdvised(ask.token, MoveHint(tuple((i, 0.0) for i in ranked))))
    assert effects == [Say((ANN,), message) for message in expected]
    assert [m.id for m in expected][:1] == ["bg-hint-header"] and len(expected) == 3


def test_an_engines_hint_after_a_checker_was_picked_up_still_answers_the_same_question() -> None:
    h = Harness(seed=6, hints=True)
    ask = _hint_asked(h)
    table = h.core.table
    assert table is not None
    play = ask.context.legal_plays[0]
    version = h.core.version
    h.feed(Submit(ANN, table.point_commands_for_play(0, play)[0]))  # Ann picks a checker up meanwhile
    assert h.core.version != version  # the table changed, but not the question the hint answers
    effects = h.feed(HintAdvised(ask.token, MoveHint(((0, 0.0),))))
    assert h.heard(ANN, effects) == ["bg-hint-header", "bg-hint-play"]
    assert h.feed(HintAdvised(ask.token, MoveHint(((0, 0.0),)))) == []  # answered once only


def _cube_hint_asked(h: Harness) -> AskHint:
    """Ann, to roll with cube hints on, asks for a cube hint: the question the engine is asked."""
    h.until_ann_moves(h.with_bot())
    table = h.core.table
    assert table is not None
    for _ in range(30):
        if table.match.phase is Phase.AWAITING_ROLL and table.match.turn == 0:
            break
        h.until_ann_moves(h.play_human_turn())
    return next(e for e in h.feed(Submit(ANN, Command(ActionId.CUBE_HINT))) if isinstance(e, AskHint))


def test_a_cube_hint_overtaken_by_the_roll_says_the_roll_came_first_not_that_cube_hints_wait() -> None:
    """Shift+H then Enter at once: the engine answers the position before the roll. The asker hears that
    the roll came first; neither the advice as if for the rolled position nor the refusal that cube hints
    come before the roll (which blamed the asker for a question asked in time)."""
    for hint in (CubeHint(CubeAction.NO_DOUBLE, take=True), None):  # the engine's answer, or none
        h = Harness(seed=6, cube_hints=True, match_length=5)
        ask = _cube_hint_asked(h)
        rolled = h.feed(Submit(ANN, Command(ActionId.ROLL)))
        assert "bg-rolled" in h.heard(ANN, rolled)
        effects = h.feed(HintAdvised(ask.token, hint))
        said = [e for e in effects if isinstance(e, Say)]
        assert [(e.members, e.message.id, e.message.args) for e in said] == [
            ((ANN,), "room-hint-late", {"cause": "roll"})]
        assert not any(isinstance(e, AppendLog) for e in effects)


def test_a_cube_hint_answered_before_the_roll_gives_the_engines_advice() -> None:
    h = Harness(seed=6, cube_hints=True, match_length=5)
    ask = _cube_hint_asked(h)
    effects = h.feed(HintAdvised(ask.token, CubeHint(CubeAction.NO_DOUBLE, take=True)))
    assert [(e.message.id, e.message.args["advice"]) for e in effects if isinstance(e, Say)] == [
        ("bg-cube-advice", "no-double")]

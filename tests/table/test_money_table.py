"""Money play at the table: the options, the words, play on or stop between games, beavers, the Jacoby
rule's announcement, the running total (S), bots' turns between games, cube advice with money equities, and
seeded random sessions through the conformance suite (every message rendered in every locale)."""

from __future__ import annotations

import random
from decimal import Decimal

import pytest

from playpalace_backgammon.i18n import Localizer
from playpalace_backgammon.rules import Phase, ReplayDice, ResultKind, SeededDice
from playpalace_backgammon.table.actions import ActionId
from playpalace_backgammon.table.backgammon import BackgammonTable
from playpalace_backgammon.table.bot_questions.bot_context import DecisionKind
from playpalace_backgammon.table.interface import Command, Key, TableRefusal, Viewer
from playpalace_backgammon.table.options import TableOptions, option_specs, parse_options

from .conformance import GameUnderTest, play_random_game
from .helpers import P0, P1, fingerprint, heard, ids, refused, table_at
from .random_player import choose

INITIAL = {24: 2, 13: 5, 8: 3, 6: 5}
SPECTATOR = Viewer.spectator(0)


def _money_table(**options: object) -> BackgammonTable:
    """Ana (seat 0) to roll from the opening position, in a money session."""
    return table_at(INITIAL, INITIAL, None, seed=5, money=True, **options)


def _drop_game(table: BackgammonTable) -> None:
    """Ana doubles and Ben drops: the game is over."""
    table.handle(P0, Command(ActionId.DOUBLE))
    table.handle(P1, Command(ActionId.DROP))


def test_money_options_and_their_defaults() -> None:
    assert parse_options(None) == TableOptions()
    defaults = {spec.id: spec.default for spec in option_specs()}
    assert (defaults["money"], defaults["jacoby"], defaults["beavers"], defaults["auto_doubles"]) == (
        False, True, False, 0)
    options = parse_options({"money": True, "match_length": 7, "beavers": True, "auto_doubles": 2})
    assert options.session_length == 0 and options.match_options().money
    assert (options.match_options().beavers, options.match_options().auto_doubles) == (True, 2)
    assert parse_options({"match_length": 7}).session_length == 7
    for bad, message in (({"auto_doubles": 7}, "money-option-refused-auto-doubles"),
                         ({"auto_doubles": "1"}, "money-option-refused-auto-doubles"),
                         ({"jacoby": 1}, "money-option-refused-boolean"),
                         ({"money": "yes"}, "money-option-refused-boolean")):
        with pytest.raises(TableRefusal) as error:
            parse_options(bad)
        assert error.value.message.id == message


def test_a_money_game_ends_with_the_question_and_the_running_total() -> None:
    table = _money_table()
    assert table.match.cube_in_play and table.match.options.length == 0
    table.handle(P0, Command(ActionId.DOUBLE))
    outcome = table.handle(P1, Command(ActionId.DROP))
    total = heard(outcome, P0, "money-total-now")[0]
    assert (total.args["score"], total.args["opponent_score"], total.args["lead"], total.args["margin"]) \
        == (1, 0, "actor", 1)
    assert heard(outcome, P1, "money-between-games") and heard(outcome, SPECTATOR, "money-between-games")
    assert heard(outcome, P1, "money-between-games")[0].args["opponent"] == "you"
    assert table.match.phase is Phase.GAME_OVER and not table.finished
    assert [a.id for a in table.actions_for(P0)][:2] == [ActionId.PLAY_ON, ActionId.STOP_SESSION]
    assert refused(table, P0, Command(ActionId.ROLL)).id == "money-refuse-between-games"
    assert refused(table, SPECTATOR, Command(ActionId.PLAY_ON)).id == "bg-refuse-spectator"


def test_keys_between_games_and_both_players_play_on() -> None:
    table = _money_table()
    _drop_game(table)
    assert table.command_for_key(P0, Key("y"), None) == Command(ActionId.PLAY_ON)
    assert table.command_for_key(P0, Key("enter"), 3) == Command(ActionId.PLAY_ON)
    assert table.command_for_key(P1, Key("n"), None) == Command(ActionId.STOP_SESSION)
    turn = table.bot_turn()
    assert turn is not None and (turn.seat, turn.context.kind) == (0, DecisionKind.PLAY_ON_OR_STOP)
    assert table.commands_for_answer(0, True) == [Command(ActionId.PLAY_ON)]
    assert table.commands_for_answer(0, False) == [Command(ActionId.STOP_SESSION)]
    said = table.handle(P0, Command(ActionId.PLAY_ON))
    assert heard(said, P1, "money-playing-on")[0].args["actor"] == "other"
    assert refused(table, P0, Command(ActionId.PLAY_ON)).id == "money-refuse-already-playing-on"
    assert [a.id for a in table.actions_for(P0)][:1] == [ActionId.STOP_SESSION]
    turn = table.bot_turn()
    assert turn is not None and turn.seat == 1
    started = table.handle(P1, Command(ActionId.PLAY_ON))
    assert "bg-game-started" in ids(started.announcements)
    assert table.match.game_number == 2 and table.match.phase in (Phase.MOVING, Phase.AWAITING_ROLL)
    assert table.match.score == [1, 0]


def test_either_player_stops_the_session() -> None:
    table = _money_table()
    _drop_game(table)
    table.handle(P0, Command(ActionId.PLAY_ON))
    outcome = table.handle(P1, Command(ActionId.STOP_SESSION))
    ended = heard(outcome, P0, "money-session-ended")[0]
    assert (ended.args["actor"], ended.args["lead"], ended.args["margin"]) == ("other", "opponent", 1)
    assert table.finished and table.bot_turn() is None
    assert table.status(P1, ActionId.STATUS_TURN).id == "money-status-session-over"
    assert refused(table, P0, Command(ActionId.PLAY_ON)).id == "bg-refuse-match-over"


def test_s_tells_the_running_total_and_t_who_is_awaited() -> None:
    table = _money_table()
    _drop_game(table)
    total = table.status(P1, ActionId.STATUS_SCORE)
    assert total.id == "money-status-total"
    assert (total.args["score"], total.args["opponent_score"], total.args["games"], total.args["lead"]) \
        == (0, 1, 1, "opponent")
    table.handle(P1, Command(ActionId.PLAY_ON))
    waiting = table.status(P1, ActionId.STATUS_TURN)
    assert waiting.id == "money-status-between-games" and waiting.args == {"count": 1, "name": "Ana"}


def test_a_beaver_at_the_table() -> None:
    table = _money_table(beavers=True, cube_hints=True)
    table.handle(P0, Command(ActionId.DOUBLE))
    assert ActionId.BEAVER in [a.id for a in table.actions_for(P1)]
    assert table.command_for_key(P1, Key("b"), None) == Command(ActionId.BEAVER)
    assert refused(table, P0, Command(ActionId.BEAVER)).id == "money-refuse-beaver-no-double"
    outcome = table.handle(P1, Command(ActionId.BEAVER))
    to_ana = heard(outcome, P0, "money-beavered")[0]
    assert (to_ana.args["value"], to_ana.args["opponent"]) == (4, "you")
    assert [a.id for a in table.actions_for(P0)][:2] == [ActionId.TAKE, ActionId.DROP]
    assert ActionId.BEAVER not in [a.id for a in table.actions_for(P0)]
    turn = table.bot_turn()
    assert turn is not None and turn.seat == 0 and turn.context.beavered
    # The doubler facing a beaver asks the engine like any cube question; without one, the race is said.
    context = table.advice_context(P0, Command(ActionId.CUBE_HINT))
    assert context is not None and context.beavered and context.kind is DecisionKind.TAKE_OR_DROP
    advice = table.handle(P0, Command(ActionId.CUBE_HINT))
    assert [reply.id for reply in advice.replies] == ["bg-cube-hint-rules"]
    assert [r.id for r in table.cube_hint_replies(None, False)] == ["money-cube-advice-drop-beaver"]
    assert [r.id for r in table.cube_hint_replies(None, True)] == ["money-cube-advice-take-beaver"]
    taken = table.handle(P0, Command(ActionId.TAKE))
    assert heard(taken, P1, "money-beaver-taken")[0].args["value"] == 4
    assert (table.match.cube_value, table.match.cube_owner) == (4, 1)
    assert table.status(P0, ActionId.STATUS_CUBE).args["owner_name"] == "Ben"


def test_equal_opening_dice_double_the_cube_aloud_and_leave_it_centred() -> None:
    # The colour draw, then two ties (the limit is one automatic double), then 6-1.
    table = BackgammonTable({"money": True, "auto_doubles": 1}, ("Ana", "Ben"),
                            ReplayDice([1, 3, 3, 5, 5, 6, 1] + [1] * 40))
    outcome = table.start()
    for viewer in (P0, P1, SPECTATOR):
        assert [m.args["value"] for m in heard(outcome, viewer, "money-automatic-double")] == [2]
    assert len(heard(outcome, P0, "bg-opening-roll")) == 3
    assert (table.match.cube_value, table.match.cube_owner) == (2, None)
    cube = table.status(P1, ActionId.STATUS_CUBE)
    assert (cube.args["state"], cube.args["value"]) == ("centred", 2)


def test_a_beaver_past_64_and_play_on_during_a_game_are_refused_with_words() -> None:
    table = _money_table(beavers=True)
    assert refused(table, P0, Command(ActionId.PLAY_ON)).id == "money-refuse-not-between-games"
    assert refused(table, P1, Command(ActionId.STOP_SESSION)).id == "money-refuse-not-between-games"
    table.match.cube_value, table.match.cube_owner = 32, 0
    table.handle(P0, Command(ActionId.DOUBLE))
    assert ActionId.BEAVER not in [a.id for a in table.actions_for(P1)]
    assert refused(table, P1, Command(ActionId.BEAVER)).id == "money-refuse-beaver-maximum"
    assert refused(table, P1, Command(ActionId.PLAY_ON)).id == "money-refuse-not-between-games"


def test_beavers_off_are_refused_with_words() -> None:
    table = _money_table()
    table.handle(P0, Command(ActionId.DOUBLE))
    assert ActionId.BEAVER not in [a.id for a in table.actions_for(P1)]
    assert refused(table, P1, Command(ActionId.BEAVER)).id == "money-refuse-beaver-off"
    match_table = table_at(INITIAL, INITIAL, None, seed=5, match_length=5, beavers=True)
    match_table.handle(P0, Command(ActionId.DOUBLE))
    assert refused(match_table, P1, Command(ActionId.BEAVER)).id == "money-refuse-beaver-off"


def test_a_bot_beavers_through_the_table_commands() -> None:
    table = _money_table(beavers=True)
    table.handle(P0, Command(ActionId.DOUBLE))
    assert table.commands_for_answer(1, True, beaver=True) == [Command(ActionId.BEAVER)]
    off = _money_table()
    off.handle(P0, Command(ActionId.DOUBLE))
    assert off.commands_for_answer(1, True, beaver=True) == [Command(ActionId.TAKE)]  # not allowed: take


def test_the_jacoby_rule_is_announced_when_it_counts_a_gammon_single() -> None:
    table = _money_table()
    offered = table.handle(P0, Command(ActionId.RESIGN_GAMMON))
    assert heard(offered, P1, "bg-resign-offered")[0].args["points"] == 1
    accepted = table.handle(P1, Command(ActionId.ACCEPT_RESIGNATION))
    assert heard(accepted, P0, "money-jacoby-single")[0].args["kind"] == "gammon"
    assert table.match.results[-1].kind is ResultKind.GAMMON and table.match.score == [0, 1]


def test_cube_advice_speaks_money_equities() -> None:
    table = _money_table(cube_hints=True)
    replies = table.cube_hint_replies(True, True, equities=(0.512, -0.634, 1.0))
    assert [r.id for r in replies] == ["bg-cube-advice", "money-cube-equities"]
    # decimals each language writes its way (Arabic "٠٫٥١٢"), with three places kept
    assert replies[1].args == {"no_double": Decimal("0.512"), "double_take": Decimal("-0.634"),
                               "double_pass": Decimal("1.000")}
    in_a_match = table_at(INITIAL, INITIAL, None, seed=5, match_length=5)
    assert len(in_a_match.cube_hint_replies(True, True, equities=(0.5, 0.6, 1.0))) == 1
    table.handle(P0, Command(ActionId.DOUBLE))
    beaver = _money_table(beavers=True)
    beaver.handle(P0, Command(ActionId.DOUBLE))
    assert beaver.cube_hint_replies(None, True, beaver=True)[0].id == "money-cube-advice-beaver"
    assert table.cube_hint_replies(None, True, beaver=True)[0].id == "bg-cube-advice"  # beavers off


def test_a_session_between_games_survives_snapshot_and_replay() -> None:
    table = _money_table(beavers=True, auto_doubles=2)
    _drop_game(table)
    table.handle(P1, Command(ActionId.PLAY_ON))
    restored = BackgammonTable.restore(table.snapshot())
    assert fingerprint(restored) == fingerprint(table)
    assert restored.match.playing_on == [False, True]
    data = table.snapshot()
    assert data["options"]["money"] and data["match"]["length"] == 0
    assert data["match"]["results"][0] == {"number": 1, "winner": 0, "kind": 1, "cube": 1, "points": 1,
                                           "how": "dropped", "jacoby": False}


# Seeded random sessions through the conformance suite.


def _money_choose(table: BackgammonTable, rng: random.Random) -> tuple[Viewer, Command]:
    turn = table.bot_turn()
    assert turn is not None
    viewer = Viewer.player(turn.seat)
    if turn.context.kind is DecisionKind.PLAY_ON_OR_STOP:
        stop = table.match.game_number >= 3 or rng.random() < 0.1
        return viewer, Command(ActionId.STOP_SESSION if stop else ActionId.PLAY_ON)
    if turn.context.kind is DecisionKind.TAKE_OR_DROP and table.match.beaver_refusal(turn.seat) is None \
            and rng.random() < 0.3:
        return viewer, Command(ActionId.BEAVER)
    return choose(table, rng)


def _make(seed: int) -> BackgammonTable:
    rng = random.Random(seed)
    options = {"money": True, "jacoby": rng.random() < 0.5, "beavers": rng.random() < 0.7,
               "auto_doubles": rng.randint(0, 3), "verbose": rng.random() < 0.5, "cube_hints": True}
    return BackgammonTable(options, ("Ana", "Ben"), SeededDice(seed))


def _rebuild(table: BackgammonTable) -> BackgammonTable:  # type: ignore[override]
    return BackgammonTable.replay(table.options, table.names, table.dice_log, table.log)


MONEY_GAME = GameUnderTest(make=_make, choose=_money_choose, spectator_probe=Command(ActionId.PLAY_ON),
                           rebuild=_rebuild)


@pytest.mark.parametrize("seed", range(3))
def test_random_money_sessions_conform(seed: int, renderer: Localizer) -> None:
    table, stats = play_random_game(MONEY_GAME, seed, renderer=renderer, deep=seed == 0)
    assert table.finished and table.match.options.money
    assert stats.commands > 20
    assert sum(result.points for result in table.match.results) == sum(table.match.score)
    assert "money-session-ended" in stats.messages


def test_a_money_session_speaks_as_a_session_with_correct_plurals(renderer: Localizer) -> None:
    """No "match to 0", "Resign the whole match", "Match score" or "wins 1 points" in money play."""
    localizer = renderer
    table = _money_table()
    labels = [localizer.render(action.label, "en") for action in table.actions_for(P0)]
    assert "End the session now" in labels and "Session score" in labels
    # (GNU Backgammon's "match ID" is its name for the ID of any game's state, money play included)
    assert not [label for label in labels if "match" in label.lower() and "match IDs" not in label]
    asked = table.handle(P0, Command(ActionId.RESIGN_MATCH))
    question = localizer.render(asked.replies[0], "en")
    assert question.startswith("End the session now? Ben wins any game in play") and "match" not in question
    confirm = [localizer.render(action.label, "en") for action in table.actions_for(P0)][0]
    assert confirm == "Yes, end the session"
    ended = table.handle(P0, Command(ActionId.CONFIRM_RESIGN_MATCH))
    heard = [localizer.render(a.message, "en") for a in ended.announcements if a.audience.includes(P1)]
    assert heard[-1] == "Ana stops the session. Final total: you 1, Ana 0. You win 1 point."
    assert not [line for line in heard if "match" in line]
    russian = [localizer.render(a.message, "ru") for a in ended.announcements if a.audience.includes(P1)]
    assert not [line for line in russian if "матч" in line]
    timed = _money_table()
    out = timed.handle(P0, timed.time_out_commands(0)[0])
    said = [localizer.render(a.message, "en") for a in out.announcements if a.audience.includes(P1)]
    assert "Ana ran out of time: the session is over." in said and not [s for s in said if "match" in s]

"""Raccoons and the quadruple loss at the table: the options and their refusals, R offered and spoken to both
seats and the spectators with the cube's new value, refused with words (off, no beaver, the limit, the cap),
a bot's raccoon through the table's commands, the cube advice, the quadruple loss announced, tables saved
before the options restored with both off, and seeded random sessions through the conformance suite."""

from __future__ import annotations

import random

import pytest

from playpalace_backgammon.i18n import Localizer
from playpalace_backgammon.rules import MAX_RACCOONS, SeededDice
from playpalace_backgammon.table.actions import ActionId
from playpalace_backgammon.table.backgammon import BackgammonTable
from playpalace_backgammon.table.bot_questions.bot_context import DecisionKind
from playpalace_backgammon.table.interface import Command, Key, TableRefusal, Viewer
from playpalace_backgammon.table.options import TableOptions, option_specs, parse_options

from .conformance import GameUnderTest, play_random_game
from .helpers import P0, P1, fingerprint, heard, refused, table_at
from .random_player import choose

pytestmark = pytest.mark.slow(3)  # seconds on an idle machine

INITIAL = {24: 2, 13: 5, 8: 3, 6: 5}
SPECTATORS = (Viewer.spectator(0), Viewer.spectator(1))


def _beavered(**options: object) -> BackgammonTable:
    """Ana (seat 0) doubles to 2, Ben beavers (taken at 2, offered at 4): Ana answers."""
    table = table_at(INITIAL, INITIAL, None, seed=5, money=True, beavers=True, jacoby=False, **options)
    table.handle(P0, Command(ActionId.DOUBLE))
    table.handle(P1, Command(ActionId.BEAVER))
    return table


def _action_ids(table: BackgammonTable, viewer: Viewer) -> list[ActionId]:
    return [action.id for action in table.actions_for(viewer)]


def test_the_options_their_defaults_and_refusals() -> None:
    defaults = {spec.id: spec for spec in option_specs()}
    assert (defaults["raccoons"].default, defaults["raccoons"].minimum, defaults["raccoons"].maximum) == (
        0, 0, MAX_RACCOONS)
    assert defaults["quadruple"].default is False
    assert (TableOptions().raccoons, TableOptions().quadruple) == (0, False)
    options = parse_options({"money": True, "beavers": True, "raccoons": 2, "quadruple": True})
    rules = options.match_options()
    assert (rules.raccoons, rules.quadruple, rules.beavers) == (2, True, True)
    for bad, message in (({"raccoons": MAX_RACCOONS + 1}, "raccoon-option-refused-raccoons"),
                         ({"raccoons": "1"}, "raccoon-option-refused-raccoons"),
                         ({"raccoons": True}, "raccoon-option-refused-raccoons"),
                         ({"quadruple": 1}, "raccoon-option-refused-quadruple")):
        with pytest.raises(TableRefusal) as error:
            parse_options(bad)
        assert error.value.message.id == message


def test_a_raccoon_is_offered_spoken_to_everyone_and_taken() -> None:
    table = _beavered(raccoons=1)
    assert ActionId.RACCOON in _action_ids(table, P0)
    assert ActionId.RACCOON not in _action_ids(table, P1)
    assert table.command_for_key(P0, Key("r"), None) == Command(ActionId.RACCOON)
    assert refused(table, P1, Command(ActionId.RACCOON)).id == "raccoon-refuse-no-beaver"
    turn = table.bot_turn()
    assert turn is not None and turn.seat == 0 and turn.context.may_raccoon and turn.context.beavered
    outcome = table.handle(P0, Command(ActionId.RACCOON))
    to_ana, to_ben = heard(outcome, P0, "raccoon-raccooned")[0], heard(outcome, P1, "raccoon-raccooned")[0]
    assert (to_ana.args["actor"], to_ana.args["value"], to_ana.args["opponent_name"]) == ("you", 8, "Ben")
    assert (to_ben.args["actor"], to_ben.args["opponent"], to_ben.args["value"]) == ("other", "you", 8)
    for spectator in SPECTATORS:
        [said] = heard(outcome, spectator, "raccoon-raccooned")
        assert (said.args["name"], said.args["value"], said.args["opponent"]) == ("Ana", 8, "other")
    # The beaverer answers: take or drop, no beaver of a raccoon, no raccoon of their own.
    assert _action_ids(table, P1)[:2] == [ActionId.TAKE, ActionId.DROP]
    assert ActionId.BEAVER not in _action_ids(table, P1) and ActionId.RACCOON not in _action_ids(table, P1)
    assert refused(table, P1, Command(ActionId.BEAVER)).id == "money-refuse-beaver-no-double"
    assert refused(table, P0, Command(ActionId.RACCOON)).id == "raccoon-refuse-no-beaver"
    turn = table.bot_turn()
    assert turn is not None and turn.seat == 1 and turn.context.raccooned
    assert turn.context.kind is DecisionKind.TAKE_OR_DROP and not turn.context.beavered
    assert (table.match.cube_value, table.match.cube_owner) == (4, 1)
    taken = table.handle(P1, Command(ActionId.TAKE))
    for viewer in (P0, P1, *SPECTATORS):
        [said] = heard(taken, viewer, "raccoon-taken")
        assert (said.args["value"], said.args["name"]) == (8, "Ben")
    assert heard(taken, P1, "raccoon-taken")[0].args["actor"] == "you"
    assert (table.match.cube_value, table.match.cube_owner, table.match.turn) == (8, 1, 0)
    assert table.status(P0, ActionId.STATUS_CUBE).args["owner_name"] == "Ben"


def test_a_dropped_raccoon_scores_the_beaver_taken() -> None:
    table = _beavered(raccoons=2)
    table.handle(P0, Command(ActionId.RACCOON))
    dropped = table.handle(P1, Command(ActionId.DROP))
    won = heard(dropped, P0, "bg-game-won")[0]
    assert (won.args["points"], won.args["how"], won.args["actor"]) == (4, "dropped", "you")
    assert table.match.score == [4, 0] and table.between_games


def test_raccoons_refused_with_words_off_at_the_limit_and_at_the_cap() -> None:
    off = _beavered()
    assert ActionId.RACCOON not in _action_ids(off, P0)
    assert refused(off, P0, Command(ActionId.RACCOON)).id == "raccoon-refuse-off"
    limited = _beavered(raccoons=1)
    limited.match.raccoons_used = 1  # as after a raccoon earlier in this game
    assert ActionId.RACCOON not in _action_ids(limited, P0)
    message = refused(limited, P0, Command(ActionId.RACCOON))
    assert (message.id, message.args["limit"]) == ("raccoon-refuse-limit", 1)
    capped = table_at(INITIAL, INITIAL, None, seed=5, money=True, beavers=True, raccoons=2)
    capped.match.cube_value, capped.match.cube_owner = 16, 0
    capped.handle(P0, Command(ActionId.DOUBLE))
    capped.handle(P1, Command(ActionId.BEAVER))  # taken at 32, offered at 64: a raccoon would offer 128
    assert ActionId.RACCOON not in _action_ids(capped, P0)
    assert refused(capped, P0, Command(ActionId.RACCOON)).id == "raccoon-refuse-maximum"
    doubled = table_at(INITIAL, INITIAL, None, seed=5, money=True, beavers=True, raccoons=2)
    doubled.handle(P0, Command(ActionId.DOUBLE))
    assert refused(doubled, P1, Command(ActionId.RACCOON)).id == "raccoon-refuse-no-beaver"


def test_a_bot_raccoons_through_the_table_commands_and_the_advice_says_so() -> None:
    table = _beavered(raccoons=1, cube_hints=True)
    assert table.commands_for_answer(0, True, raccoon=True) == [Command(ActionId.RACCOON)]
    assert table.commands_for_answer(0, True) == [Command(ActionId.TAKE)]
    advice = table.cube_hint_replies(None, True, raccoon=True)
    assert [r.id for r in advice] == ["raccoon-cube-advice-raccoon"]
    assert [r.id for r in table.cube_hint_replies(None, True)] == ["money-cube-advice-take-beaver"]
    off = _beavered()
    assert off.commands_for_answer(0, True, raccoon=True) == [Command(ActionId.TAKE)]  # not allowed: take
    advice = off.cube_hint_replies(None, True, raccoon=True)
    assert [r.id for r in advice] == ["money-cube-advice-take-beaver"]


@pytest.mark.parametrize(("options", "cube", "points"), [
    ({"money": True, "jacoby": False, "quadruple": True}, 2, 8),
    ({"match_length": 9, "quadruple": True}, 1, 4),
    ({"money": True, "jacoby": False}, 2, 6),
])
def test_the_quadruple_loss_is_announced_to_everyone(
    options: dict[str, object], cube: int, points: int,
) -> None:
    # Ana bears off her last checker; Ben has borne off none and has a checker on the bar.
    table = table_at({1: 1}, {25: 1, 13: 14}, (2, 1), seed=3, **options)  # type: ignore[arg-type]
    table.match.cube_value, table.match.cube_owner = cube, (1 if cube > 1 else None)
    play = table.match.legal_plays()[0]
    said = [table.handle(P0, command) for command in table.commands_for_play(0, play)][-1]
    for viewer in (P0, P1, *SPECTATORS):
        won = heard(said, viewer, "bg-game-won")[0]
        assert (won.args["kind"], won.args["points"]) == ("backgammon", points)
        quadruple = heard(said, viewer, "raccoon-quadruple-loss")
        assert [message.args["cube"] for message in quadruple] == ([cube] if points == 4 * cube else [])
    assert table.match.results[-1].quadruple is (points == 4 * cube)


def test_a_table_saved_before_the_options_restores_with_both_off() -> None:
    table = _beavered(raccoons=1)
    data = table.snapshot()
    for key in ("raccoons", "quadruple"):
        del data["options"][key]
        del data["match"][key]
    del data["match"]["raccooned"], data["match"]["raccoons_used"]
    restored = BackgammonTable.restore(data)
    assert (restored.options.raccoons, restored.options.quadruple) == (0, False)
    assert restored.match.beavered and ActionId.RACCOON not in _action_ids(restored, P0)
    assert refused(restored, P0, Command(ActionId.RACCOON)).id == "raccoon-refuse-off"
    raccooned = _beavered(raccoons=1)
    raccooned.handle(P0, Command(ActionId.RACCOON))
    again = BackgammonTable.restore(raccooned.snapshot())
    assert fingerprint(again) == fingerprint(raccooned) and again.match.raccooned


# Seeded random sessions through the conformance suite.


def _choose(table: BackgammonTable, rng: random.Random) -> tuple[Viewer, Command]:
    turn = table.bot_turn()
    assert turn is not None
    viewer = Viewer.player(turn.seat)
    if turn.context.kind is DecisionKind.PLAY_ON_OR_STOP:
        stop = table.match.game_number >= 4
        return viewer, Command(ActionId.STOP_SESSION if stop else ActionId.PLAY_ON)
    if turn.context.kind is DecisionKind.ROLL_OR_DOUBLE and turn.context.may_double and rng.random() < 0.3:
        return viewer, Command(ActionId.DOUBLE)
    if turn.context.kind is DecisionKind.TAKE_OR_DROP:
        if table.match.raccoon_refusal(turn.seat) is None and rng.random() < 0.6:
            return viewer, Command(ActionId.RACCOON)
        if table.match.beaver_refusal(turn.seat) is None and rng.random() < 0.6:
            return viewer, Command(ActionId.BEAVER)
    return choose(table, rng)


def _make(seed: int) -> BackgammonTable:
    rng = random.Random(seed)
    options = {"money": True, "jacoby": False, "beavers": True, "raccoons": rng.randint(1, MAX_RACCOONS),
               "quadruple": True, "verbose": rng.random() < 0.5, "cube_hints": True}
    return BackgammonTable(options, ("Ana", "Ben"), SeededDice(seed))


def _rebuild(table: BackgammonTable) -> BackgammonTable:  # type: ignore[override]
    return BackgammonTable.replay(table.options, table.names, table.dice_log, table.log)


RACCOON_GAME = GameUnderTest(make=_make, choose=_choose, spectator_probe=Command(ActionId.RACCOON),
                             rebuild=_rebuild)


@pytest.mark.parametrize("seed", range(3))
def test_random_sessions_with_raccoons_conform(seed: int, renderer: Localizer) -> None:
    table, stats = play_random_game(RACCOON_GAME, seed, renderer=renderer, deep=seed == 0)
    assert table.finished
    assert {"raccoon-raccooned", "money-beavered"} <= stats.messages, stats.messages
    assert sum(result.points for result in table.match.results) == sum(table.match.score)

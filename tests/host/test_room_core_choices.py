"""Keys, menu choices and prompts' answers reach the table core as events (``KeyPressed``, ``MenuChosen``,
``TextEntered``) and the core decides what each means: the table's command, the turn clock's keys, a menu
to show, an option set, words said. No sockets: the real table with seeded dice, in milliseconds."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from playpalace_backgammon.host.tables.core.room_choices import ACTIONS_MENU, BOARD_MENU, WAITING_MENU
from playpalace_backgammon.host.tables.core.room_core import RoomCore
from playpalace_backgammon.host.tables.core.room_effects import (
    AppendLog,
    Effect,
    NameBot,
    OfferDownload,
    PromptNumber,
    Refresh,
    Say,
    Show,
    ShowActions,
    ShowOptionValues,
)
from playpalace_backgammon.host.tables.core.room_events import (
    Join,
    KeyPressed,
    MenuChosen,
    SetPrivate,
    Submit,
    TextEntered,
    Watch,
)
from playpalace_backgammon.host.tables.core.room_state import RoomSettings
from playpalace_backgammon.host.tables.games import backgammon
from playpalace_backgammon.rules import Phase, SeededDice
from playpalace_backgammon.table.actions import ActionId
from playpalace_backgammon.table.interface import Command, Key, Message, OptionKind, OptionSpec

from .test_room_core import ANN, BOB, CAT, Harness


def _ann_to_roll(h: Harness) -> None:
    """Ann against a bot, until she is to roll."""
    h.until_ann_moves(h.with_bot())
    table = h.core.table
    assert table is not None
    while table.match.phase is not Phase.AWAITING_ROLL or table.match.turn != 0:
        h.until_ann_moves(h.play_human_turn())


def _twins() -> tuple[Harness, Harness]:
    """Two tables in the same state: one fed a key or choice, the other the command it should mean."""
    pair = (Harness(seed=5), Harness(seed=5))
    for h in pair:
        _ann_to_roll(h)
    return pair


def _logged(effects: list[Effect]) -> list[dict[str, Any]]:
    return [e.entry for e in effects if isinstance(e, AppendLog)]


def test_a_key_on_the_board_becomes_the_tables_command_for_it() -> None:
    keyed, submitted = _twins()
    by_key = keyed.feed(KeyPressed(ANN, Key("enter"), 5))  # Enter, Ann to roll: she rolls
    by_command = submitted.feed(Submit(ANN, Command(ActionId.ROLL)))
    assert _logged(by_key) and _logged(by_key)[0]["commands"] == [["roll", None]]
    assert by_key == by_command
    assert keyed.feed(KeyPressed(ANN, Key("f12"), 5)) == []  # a key bound to nothing does nothing


def test_escape_opens_the_actions_menu_and_shift_t_asks_the_turn_clock() -> None:
    h = Harness(seed=5)
    _ann_to_roll(h)
    assert h.feed(KeyPressed(ANN, Key("escape"), 7)) == [ShowActions(ANN, 7)]
    control_escape = h.feed(KeyPressed(ANN, Key("escape", control=True), 7))
    assert not any(isinstance(e, ShowActions) for e in control_escape)
    assert h.heard(ANN, h.feed(KeyPressed(ANN, Key("t", shift=True), 7))) == ["clock-none"]  # no clock here
    assert h.feed(KeyPressed(CAT, Key("escape"), 7)) == []  # nobody at this table


def test_choices_on_the_board_and_in_the_actions_menu_mean_what_their_keys_and_commands_mean() -> None:
    chosen, submitted = _twins()
    by_cell = chosen.feed(MenuChosen(ANN, BOARD_MENU, "cell-5"))  # Enter on the point
    assert by_cell == submitted.feed(KeyPressed(ANN, Key("enter"), 5))
    chosen, submitted = _twins()
    effects = chosen.feed(MenuChosen(ANN, ACTIONS_MENU, ActionId.ROLL.value, cell=9))
    assert effects[0] == Show(ANN, 9)  # the board first, focus where it was, then the roll
    assert effects[1:] == submitted.feed(Submit(ANN, Command(ActionId.ROLL, 9), from_menu=True))
    assert chosen.feed(MenuChosen(ANN, ACTIONS_MENU, "back", cell=9)) == [Show(ANN, 9)]


def test_the_waiting_room_choices_are_the_hosts_controls() -> None:
    h = Harness()
    h.feed(Join(ANN, "ann"))
    assert h.feed(MenuChosen(ANN, WAITING_MENU, "add-bot")) == [NameBot(ANN, 1)]  # named in Ann's language
    h.feed(MenuChosen(ANN, WAITING_MENU, "private"))
    assert h.core.private is True
    h.feed(Join(BOB, "bob"))
    effects = h.feed(MenuChosen(ANN, WAITING_MENU, "private"))  # the same as the host's own event
    assert h.core.private is False and h.heard(BOB, effects) == ["archive-table-public"]
    assert h.feed(MenuChosen(BOB, WAITING_MENU, "private")) == h.feed(SetPrivate(BOB, True))  # refused
    assert h.core.private is False
    effects = h.feed(MenuChosen(ANN, WAITING_MENU, "option-hints"))  # a boolean toggles at once
    assert h.core.options["hints"] is True
    now = next(e for e in effects if isinstance(e, Say) and e.message.id == "room-option-now")
    assert now.parts[1] == ("value", Message("option-on")) and now.members == (ANN,)
    assert Refresh((ANN,), item_id="option-hints") in effects


def test_an_options_values_open_as_a_menu_and_the_chosen_one_is_set_and_said() -> None:
    h = Harness()
    h.feed(Join(ANN, "ann"))
    h.feed(Join(BOB, "bob"))
    effects = h.feed(MenuChosen(ANN, WAITING_MENU, "option-match_length"))
    assert [type(e) for e in effects] == [Say, ShowOptionValues]
    title = effects[0]
    # The number is a message of its own, so each language writes it in its digits.
    assert isinstance(title, Say) and title.message == Message("room-option-choose")
    assert title.parts[1] == ("value", Message("number", {"value": 1}))
    effects = h.feed(MenuChosen(ANN, "option-match_length", "value-7"))
    assert h.core.options["match_length"] == 7
    seven = ("value", Message("number", {"value": 7}))
    assert Say((ANN,), Message("room-option-now"), parts=(
        ("label", h.core.declaration.options[0].label), seven)) in effects
    assert h.feed(MenuChosen(ANN, "option-match_length", "value-99")) == []  # not a value it offers
    effects = h.feed(MenuChosen(BOB, WAITING_MENU, "option-match_length"))  # not the host
    assert h.heard(BOB, effects) == ["refusal-host-only"] and h.core.options["match_length"] == 7


def test_a_number_typed_out_of_bounds_is_refused_and_one_within_them_is_set() -> None:
    h = Harness()
    h.feed(Join(ANN, "ann"))
    effects = h.feed(TextEntered(ANN, "option-match_length", "99"))
    assert effects == [Say((ANN,), Message("refusal-bad-number", {"minimum": 1, "maximum": 25})), Show(ANN)]
    h.feed(TextEntered(ANN, "option-match_length", " 9 "))
    assert h.core.options["match_length"] == 9


def test_an_option_too_wide_for_a_menu_is_asked_for_at_a_prompt() -> None:
    kind = backgammon()
    wide = OptionSpec("stake", OptionKind.INTEGER, 0, Message("option-on"), minimum=0, maximum=500)
    declaration = replace(kind.declaration, options=(*kind.declaration.options, wide))
    core = RoomCore("t1", declaration, kind.create, "ann", 1, settings=RoomSettings(), dice=SeededDice(1))
    core.handle(Join(ANN, "ann"))
    assert core.handle(MenuChosen(ANN, WAITING_MENU, "option-stake")) == [PromptNumber(ANN, "stake")]
    core.handle(TextEntered(ANN, "option-stake", "321"))
    assert core.options["stake"] == 321


def test_the_match_so_far_is_offered_as_a_file_to_whoever_may_see_it() -> None:
    h = Harness(seed=5)
    h.feed(Join(ANN, "ann"))
    h.feed(MenuChosen(ANN, WAITING_MENU, "private"))
    h.feed(Watch(CAT, "cat"))
    _ann_to_roll(h)
    assert h.feed(MenuChosen(ANN, ACTIONS_MENU, "download-sgf", cell=2)) == [Show(ANN, 2),
                                                                             OfferDownload(ANN, "sgf")]
    effects = h.feed(MenuChosen(CAT, ACTIONS_MENU, "download-sgf"))  # a private match: players only
    assert effects == [Show(CAT), Say((CAT,), Message("archive-private-match"))]
